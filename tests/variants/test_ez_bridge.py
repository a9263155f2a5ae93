"""EZ-Bridge for four (seed 000): the bidding examples, the partner's choice, the Memory
Help Form, the hint, and random playouts that keep every invariant."""

from __future__ import annotations

import random
from fractions import Fraction

import pytest

import bridgeclub as bc
from bridgeclub.game import Game
from bridgeclub.variants.ez_bridge import EZBridgeGame
from tests.playout import act_all, cards_of, every_card, played_and_own, random_playout

DEAL = "N:KJT6.82.864.KQ52 9743.Q9.QJ53.873 Q5.AK65.AT2.AJT9 A82.JT743.K97.64"


def ez(dealer: str = "S", **options: object) -> EZBridgeGame:
    game = bc.new_game("ez-bridge", deal=DEAL, dealer=dealer, **options)
    assert isinstance(game, EZBridgeGame)
    return game


def test_the_bidding_details_example() -> None:
    game = ez("S")
    game.act("7S")
    assert game.can_act("7C")                # same number of tricks, another strain
    game.act("7C")                           # West
    assert not game.can_act("7S")            # North may not repeat South's bid
    with pytest.raises(bc.IllegalAction, match="bid already"):
        game.act("7S")
    game.act("8S")                           # North
    assert not game.can_act("7D")            # fewer tricks than the last bid
    with pytest.raises(bc.IllegalAction, match="fewer tricks than the last bid, 8S"):
        game.act("7D")
    game.act("10D")                          # East
    game.act("10NT")                         # South
    act_all(game, "P P P")
    assert (str(game.contract), game.declarer) == ("10NT", bc.Seat.S)


def test_no_player_may_repeat_her_own_bid() -> None:
    game = ez("S")
    act_all(game, "7S P P P")  # that ended it: South won with 7S
    game = ez("S")
    act_all(game, "7S 8H P P")
    assert not game.can_act("7S") and not game.can_act("8H") and game.can_act("8S")


def test_a_pass_does_not_forfeit_a_later_bid() -> None:
    game = ez("N")
    act_all(game, "P 7H 8D P  P 8NT P P")
    assert game.phase == "auction"
    act_all(game, "9C P P P")
    assert (game.declarer, str(game.contract)) == (bc.Seat.N, "9C")


def test_the_subsequent_bids_example() -> None:
    game = ez("N")
    act_all(game, "P 3H 8D 8C  9D 9C P P  10D P P 10C")
    assert game.phase == "auction"
    act_all(game, "P P P")
    assert (game.declarer, str(game.contract), game.turn) == (bc.Seat.W, "10C", bc.Seat.N)
    rounds = game.view("E")["memory_help"]["bidding"]
    assert rounds[2] == {"N": "10D", "E": "P", "S": "P", "W": "10C"}
    assert len(rounds) == 4


def test_no_doubles_and_four_passes_pass_the_deal_on() -> None:
    game = ez("E")
    assert "X" not in [str(a) for a in game.legal_actions()]
    assert len(game.legal_actions()) == 1 + 13 * 5
    with pytest.raises(bc.IllegalAction, match="no doubles"):
        game.act("X")
    act_all(game, "P P P P")
    result = game.result
    assert game.is_over and result is not None
    assert result.contract == "P" and result.score == {"NS": 0, "EW": 0}


def test_the_partner_chooses_privately_before_her_first_card() -> None:
    game = ez("S")
    act_all(game, "8S P P P")            # South wins; West leads
    assert game.phase == "play" and game.turn is bc.Seat.W
    assert set(game.view("S")["hands"]) == {"S"}
    game.act("HJ")
    assert (game.phase, game.turn, game.actor) == ("choose-dummy", bc.Seat.N, bc.Seat.N)
    with pytest.raises(bc.IllegalAction, match="play or dummy"):
        game.act("H2")
    with pytest.raises(bc.IllegalAction, match="North's turn"):
        game.act("dummy", seat="S")
    game.act("dummy")
    assert (game.phase, game.turn, game.actor, game.dummy) == \
        ("play", bc.Seat.N, bc.Seat.S, bc.Seat.N)
    for seat in "ESW":
        assert "N" in game.view(seat)["hands"]
    with pytest.raises(bc.IllegalAction, match="only the Winning Bidder's partner"):
        game.act("play")


def test_a_partner_who_plays_on_keeps_her_hand_hidden() -> None:
    game = ez("S")
    act_all(game, "8S P P P")
    game.act("HJ")
    game.act("play")
    assert (game.turn, game.actor, game.dummy) == (bc.Seat.N, bc.Seat.N, None)
    for seat in "ESW":
        assert "N" not in game.view(seat)["hands"]
    while not game.is_over:
        game.act(str(game.legal_actions()[-1]))
    result = game.result
    assert result is not None and result.tricks is not None
    assert result.score["NS"] == (8 + Fraction(result.tricks - 8, 4) if result.tricks >= 8
                                  else -4 * (8 - result.tricks))
    assert result.score["EW"] == 0
    assert game.view("E")["result"]["score"]["NS"] == \
        bc.game.json_points(result.score["NS"])


def test_the_memory_help_form_is_the_same_for_every_seat() -> None:
    game = ez("S")
    act_all(game, "8S P P P")
    game.act("HJ")
    game.act("dummy")
    game.act("H8")
    forms = [game.view(seat)["memory_help"] for seat in "NESW"]
    assert all(form == forms[0] for form in forms)
    assert forms[0]["cards"] == {"HJ": {"seat": "W", "trick": 1},
                                 "H8": {"seat": "N", "trick": 1}}
    assert forms[0]["bidding"] == [{"S": "8S", "W": "P", "N": "P", "E": "P"}]


def test_the_first_bidder_option_and_the_hint() -> None:
    game = ez("N", first_bidder="E")
    assert game.turn is bc.Seat.E and game.dealer is bc.Seat.N
    hint = game.view("S")["hint"]
    assert hint["honours"] == 8 and hint["above_average"]
    assert bc.Game.from_json(game.to_json()) == game


def may_know(game: Game, seat: bc.Seat) -> set[str]:
    """Her own hand and the cards played; the partner's hand only once she chose to be
    dummy; every card at the end."""
    assert isinstance(game, EZBridgeGame)
    if game.is_over:
        return every_card(game)
    known = played_and_own(game, seat)
    if game.play is not None and game.choice is not None and str(game.choice) == "dummy":
        assert game.declarer is not None
        known |= cards_of(game, game.declarer.partner)
    return known


@pytest.mark.parametrize("seed", range(12))
def test_random_deals_keep_the_invariants(seed: int) -> None:
    rng = random.Random(seed)

    def make() -> Game:
        return bc.new_game("ez-bridge", seed=seed, dealer="NESW"[seed % 4])

    # a random bidder keeps bidding for long; bias towards passing by retrying passes
    game = random_playout(make, may_know, rng, check_every=5)
    assert isinstance(game, EZBridgeGame)
    if game.play is not None:
        assert sum(game.play.won.values()) == 13
        assert sorted(game.play.played_cards()) == sorted(bc.DECK)
        assert game.choice is not None
