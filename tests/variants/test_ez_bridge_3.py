"""3-Person EZ-Bridge (seed 000): the permanent dummy, three bidders, the seat swap with
the player opposite dummy, individual scores; random playouts keep every invariant."""

from __future__ import annotations

import random
from fractions import Fraction

import pytest

import bridgeclub as bc
from bridgeclub.game import Game
from bridgeclub.seats import Seat
from bridgeclub.variants.ez_bridge_3 import EZBridge3Game
from tests.playout import act_all, cards_of, every_card, played_and_own, random_playout

DEAL = "N:KJT6.82.864.KQ52 9743.Q9.QJ53.873 Q5.AK65.AT2.AJT9 A82.JT743.K97.64"


def ez3(dealer: str = "S") -> EZBridge3Game:
    game = bc.new_game("ez-bridge-3", deal=DEAL, dealer=dealer)
    assert isinstance(game, EZBridge3Game)
    return game


def test_dummy_is_faced_before_the_bidding_and_three_people_bid() -> None:
    game = ez3("S")
    assert game.players == (Seat.E, Seat.S, Seat.W)
    for seat in "ESW":
        assert set(game.view(seat)["hands"]) == {seat, "N"}
    assert [game.turn for _ in range(1)] == [Seat.S]
    act_all(game, "7S")
    assert game.turn is Seat.W
    act_all(game, "P 8NT")       # West passes, East bids 8NT
    assert game.turn is Seat.S
    act_all(game, "P")
    assert game.phase == "auction"   # West has not passed since 8NT
    act_all(game, "P")
    assert (game.phase, game.declarer, str(game.contract)) == ("play", Seat.E, "8NT")


def test_three_passes_score_nothing() -> None:
    game = ez3("E")
    act_all(game, "P P P")
    result = game.result
    assert game.is_over and result is not None
    assert result.score == {"E": 0, "S": 0, "W": 0}


def test_the_dummy_neither_deals_nor_bids() -> None:
    with pytest.raises(ValueError, match="does not deal or bid"):
        bc.new_game("ez-bridge-3", seed=1, dealer="N")


def test_east_wins_east_and_south_change_chairs() -> None:
    game = ez3("S")
    act_all(game, "P P 9S P P")          # S, W pass; East bids; S, W pass
    assert game.declarer is Seat.E
    assert game.view("W")["seating"] == {"N": "N", "E": "S", "S": "E", "W": "W"}
    # West, on the left of East (now South), leads; then dummy, played by East; then
    # South (now in the East chair); then East herself.
    assert (game.turn, game.actor) == (Seat.W, Seat.W)
    order = []
    for _ in range(4):
        order.append((game.turn, game.actor))
        game.act(str(game.legal_actions()[0]))
    assert order == [(Seat.W, Seat.W), (Seat.N, Seat.E), (Seat.S, Seat.S), (Seat.E, Seat.E)]


def test_west_wins_west_and_south_change_chairs() -> None:
    game = ez3("S")
    act_all(game, "P 7H P P")
    assert game.declarer is Seat.W
    assert game.view("E")["seating"] == {"N": "N", "E": "E", "S": "W", "W": "S"}
    assert game.turn is Seat.S  # South sits West now, on the Winning Bidder's left


def test_the_winning_bidder_scores_her_and_dummys_tricks() -> None:
    game = ez3("S")
    act_all(game, "7NT P P")
    assert game.declarer is Seat.S and game.turn is Seat.W
    while not game.is_over:
        game.act(str(game.legal_actions()[0]))
    assert game.play is not None
    tricks = game.play.won[Seat.S] + game.play.won[Seat.N]
    result = game.result
    assert result is not None and result.tricks == tricks
    expected = 7 + Fraction(tricks - 7, 4) if tricks >= 7 else Fraction(-4 * (7 - tricks))
    assert result.score == {"E": 0, "S": expected, "W": 0}
    assert game.view("E")["memory_help"]["players"]["N"] == "Dummy"


def may_know(game: Game, seat: Seat) -> set[str]:
    """Her own hand, dummy's from the start (faced before the bidding), the cards played,
    and every card at the end."""
    assert isinstance(game, EZBridge3Game)
    if game.is_over:
        return every_card(game)
    return played_and_own(game, seat) | cards_of(game, Seat.N)


@pytest.mark.parametrize("seed", range(12))
def test_random_deals_keep_the_invariants(seed: int) -> None:
    rng = random.Random(seed)
    game = random_playout(
        lambda: bc.new_game("ez-bridge-3", seed=seed, dealer="ESW"[seed % 3]),
        may_know, rng, check_every=5)
    assert isinstance(game, EZBridge3Game)
    for seat in game.players:
        assert "N" in game.view(seat)["hands"]
    if game.play is not None:
        assert sum(game.play.won.values()) == 13
        assert sorted(game.play.played_cards()) == sorted(bc.DECK)
        for trick in game.play.tricks:
            seats = [s for s, _ in trick.cards]
            assert seats.index(Seat.N) is not None and len(set(seats)) == 4


def test_the_trick_counter_pairs_the_winning_bidder_with_dummy_not_with_a_defender() -> None:
    game = ez3("S")
    act_all(game, "P P 9S P P")          # East wins the bidding and sits South
    rng = random.Random(7)
    while not game.is_over:
        game.act(rng.choice([str(a) for a in game.legal_actions()]))
        view = game.view("S")
        bidder, done = view["bidder_tricks"], sum(1 for t in view["tricks"] if t["winner"])
        assert view["tricks_won"] == {"NS": bidder, "EW": done - bidder}
    assert game.result is not None and game.result.tricks == bidder


def test_the_view_names_each_person_as_the_match_does() -> None:
    from bridgeclub.match import new_match

    match = new_match("ez-bridge-3", people=("Ann", "Bob", "Cy"))
    match.record("8H", "E", 8)           # Ann wins and changes chairs with Bob (South)
    game = match.next_game(seed=3)
    people = game.view("E")["people"]
    assert people == {"N": "Dummy", "E": "Bob", "S": "Ann", "W": "Cy"}
    assert bc.new_game("ez-bridge-3", seed=3).view("S")["people"]["E"] == "East"
