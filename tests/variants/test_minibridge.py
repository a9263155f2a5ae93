"""MiniBridge (seed 001, seed 002 "Minibridge", RULES.md): the bidding examples, the
contract choice, the play and the views; random playouts keep every invariant."""

from __future__ import annotations

import random

import pytest

import bridgeclub as bc
from bridgeclub.game import Game
from bridgeclub.variants.minibridge import MiniBridgeGame
from tests.playout import cards_of, every_card, played_and_own, random_playout

EXAMPLE_ONE = "N:KJT6.82.864.KQ52 9743.Q9.QJ53.873 Q5.AK65.AT2.AJT9 A82.JT743.K97.64"
EXAMPLE_TWO = "N:AK76.852.J872.T2 853.Q764.KQ96.Q4 Q92.AKJ3.T54.975 JT4.T9.A3.AKJ863"
# 20-20: North 10, East 15, South 10, West 5.
TWENTY_ALL = "N:J985.AKQT42.5.T6 T742..AKQJ4.KQ82 A63.J53.732.AJ73 KQ.9876.T986.954"


def minibridge(deal: str, dealer: str, **options: object) -> MiniBridgeGame:
    game = bc.new_game("minibridge", deal=deal, dealer=dealer, **options)
    assert isinstance(game, MiniBridgeGame)
    return game


def test_bidding_example_one_south_declares_with_18_of_27() -> None:
    game = minibridge(EXAMPLE_ONE, "N")
    view = game.view("N")
    assert [(a["seat"], a["points"]) for a in view["announcements"]] == \
        [("N", 9), ("E", 5), ("S", 18), ("W", 8)]
    assert view["points_by_side"] == {"NS": 27, "EW": 13}
    assert (game.declarer, game.dummy, game.phase, game.actor) == \
        (bc.Seat.S, bc.Seat.N, "contract", bc.Seat.S)
    teaching = game.view("S")["teaching"]
    assert teaching["combined_points"] == 27
    assert teaching["fits"] == ["C"]
    assert teaching["suggestion"] == "game NT"


def test_bidding_example_two_west_declares_with_13_of_22() -> None:
    game = minibridge(EXAMPLE_TWO, "S")
    view = game.view("E")
    assert [(a["seat"], a["points"]) for a in view["announcements"]] == \
        [("S", 10), ("W", 13), ("N", 8), ("E", 9)]
    assert view["points_by_side"] == {"NS": 18, "EW": 22}
    assert (game.declarer, game.dummy) == (bc.Seat.W, bc.Seat.E)
    assert game.view("W")["teaching"]["suggestion"] == "part C"
    assert "teaching" not in view  # only declarer sees her side's fits
    game.act("part C")
    assert (game.phase, game.turn, str(game.contract)) == ("play", bc.Seat.N, "1C")
    assert game.view("N")["contract"]["text"] == "part C"
    assert game.view("N")["contract"]["tricks_needed"] == 7


def test_dummy_is_faced_before_the_contract_is_named() -> None:
    game = minibridge(EXAMPLE_ONE, "N")
    for seat in "ESW":
        assert set(game.view(seat)["hands"]) == {seat, "N"}
    assert set(game.view("N")["hands"]) == {"N"}


def test_equal_points_in_the_side_the_first_to_announce_declares() -> None:
    # North 12, South 12: with East dealing South announces first; with West, North.
    deal = "N:Q862.A84.Q5.A765 KJ4.962.JT63.843 AT5.Q73.K942.QJT 973.KJT5.A87.K92"
    game = minibridge(deal, "E")
    assert game.points[bc.Seat.N] == game.points[bc.Seat.S]
    assert game.declarer is bc.Seat.S
    assert minibridge(deal, "W").declarer is bc.Seat.N


def test_twenty_all_is_a_redeal_by_the_same_dealer() -> None:
    game = minibridge(TWENTY_ALL, "E")
    assert game.is_over and game.is_redeal
    result = game.result
    assert result is not None
    assert result.contract == "redeal" and result.score == {"NS": 0, "EW": 0}
    assert game.legal_actions() == []
    with pytest.raises(bc.IllegalAction, match="over"):
        game.act("part NT")


def test_a_whole_deal_scores_by_the_tables() -> None:
    game = minibridge(EXAMPLE_ONE, "N")
    game.act("game NT")
    while not game.is_over:
        game.act(str(game.legal_actions()[0]))
    result = game.result
    assert result is not None and result.tricks is not None
    assert result.contract == "game NT" and result.declarer == "S"
    if result.tricks >= 9:
        assert result.score == {"NS": 400 + 30 * (result.tricks - 9), "EW": 0}
    else:
        assert result.score == {"NS": 0, "EW": 50 * (9 - result.tricks)}


def test_bad_input_is_refused_and_changes_nothing() -> None:
    game = minibridge(EXAMPLE_ONE, "N")
    before = game.to_json()
    for bad, reason in [("4S", "part or game"), ("game XY", "not a strain"), ("SA", "part")]:
        with pytest.raises(bc.IllegalAction, match=reason):
            game.act(bad)
    with pytest.raises(bc.IllegalAction, match="South's turn"):
        game.act("game NT", seat="N")
    assert game.to_json() == before
    game.act("part H")
    with pytest.raises(bc.IllegalAction, match="play a card"):
        game.act("game NT")
    with pytest.raises(bc.IllegalAction, match="not in the hand of West"):
        game.act("SK")


def test_the_teaching_option_asks_each_player_to_count() -> None:
    game = minibridge(EXAMPLE_ONE, "N", count=True)
    assert (game.phase, game.turn, [str(a) for a in game.legal_actions()]) == \
        ("announce", bc.Seat.N, ["9"])
    assert set(game.view("E")["hands"]) == {"E"}
    with pytest.raises(bc.IllegalAction, match="count again"):
        game.act("10")
    for points in ("9", "5", "18", "8"):
        game.act(points)
    assert (game.phase, game.declarer) == ("contract", bc.Seat.S)
    assert bc.Game.from_json(game.to_json()) == game


def test_no_vulnerability_and_the_memory_help_option() -> None:
    with pytest.raises(ValueError, match="has no vulnerability"):
        bc.new_game("minibridge", seed=1, vulnerability="NS")
    game = minibridge(EXAMPLE_ONE, "N", memory_help=True)
    game.act("game NT")
    game.act("HJ")
    form = game.view("E")["memory_help"]
    assert form["bidding"] == [{"N": "9", "E": "5", "S": "18", "W": "8"}]
    assert form["cards"] == {"HJ": {"seat": "W", "trick": 1}}


def may_know(game: Game, seat: bc.Seat) -> set[str]:
    """Her own hand and the cards played; dummy once the points are announced (seed 001:
    dummy is faced before declarer names the contract); everything when it is over."""
    assert isinstance(game, MiniBridgeGame)
    if game.is_over:
        return every_card(game)
    known = played_and_own(game, seat)
    if len(game.announced) == 4 and game.dummy is not None:
        known |= cards_of(game, game.dummy)
    return known


@pytest.mark.parametrize("seed", range(12))
def test_random_deals_keep_the_invariants(seed: int) -> None:
    rng = random.Random(seed)
    game = random_playout(
        lambda: bc.new_game("minibridge", seed=seed, dealer="NESW"[seed % 4],
                            count=seed % 3 == 0),
        may_know, rng, check_every=5)
    assert isinstance(game, MiniBridgeGame)
    if game.play is not None:
        assert sum(game.play.won.values()) == 13
        assert sorted(game.play.played_cards()) == sorted(bc.DECK)
    result = game.result
    assert result is not None
    assert min(result.score.values()) == 0
