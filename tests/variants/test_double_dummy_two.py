"""Goren's Double Dummy for two (seed 003, RULES.md): calling order, sight, leads."""

from __future__ import annotations

import pytest

import bridgeclub as bc
from bridgeclub.game import Game
from bridgeclub.variants.double_dummy_two import DoubleDummyTwoGame
from tests.playout import (
    card_strings,
    cards_of,
    every_card,
    two_player_playout,
)

DEAL = "N:KJT6.82.864.KQ52 9743.Q9.QJ53.873 Q5.AK65.AT2.AJT9 A82.JT743.K97.64"
S, W, N, E = bc.Seat.S, bc.Seat.W, bc.Seat.N, bc.Seat.E


def game_of(calls: str, dealer: str) -> DoubleDummyTwoGame:
    game = bc.new_game("double-dummy-two", deal=DEAL, dealer=dealer)
    assert isinstance(game, DoubleDummyTwoGame)
    for call in calls.split():
        game.act(call)
    return game


def hands_seen(game: DoubleDummyTwoGame) -> dict[str, list[str]]:
    return {str(p): sorted(game.view(p)["hands"]) for p in game.players}


def test_john_dealing_calls_own_own_dummy_dummy() -> None:
    # Seed 003, "Bidding" 1-3: John (S) own hand, Mary (W) own hand, John's dummy (N),
    # Mary's dummy (E), then John's own hand again.
    game = game_of("", "S")
    turns, actors, seen = [], [], []
    for call in ("1C", "1D", "1H", "1S", "2C"):
        turns.append(game.turn)
        actors.append(game.actor)
        seen.append(hands_seen(game))
        game.act(call)
    assert turns == [S, W, N, E, S]
    assert actors == [S, W, S, W, S]
    # Each hand is seen by its player from its own first turn to call (RULES.md).
    assert seen[0] == {"S": ["S"], "W": []}
    assert seen[1] == {"S": ["S"], "W": ["W"]}
    assert seen[2] == {"S": ["N", "S"], "W": ["W"]}
    assert seen[3] == {"S": ["N", "S"], "W": ["E", "W"]}


def test_mary_dealing_john_calls_his_dummy_first() -> None:
    # Seed 003, "Bidding" 5: Mary bids her own hand, John his dummy hand, Mary her dummy,
    # John continues with his own hand.
    game = game_of("", "W")
    turns, actors, seen = [], [], []
    for _ in range(4):
        turns.append(game.turn)
        actors.append(game.actor)
        seen.append(hands_seen(game))
        game.act("P")
    assert turns == [W, N, E, S] and actors == [W, S, W, S]
    # John's Own hand stays on the table, unseen, until its own first turn (seed 003:
    # "John continues with the cards on the table in front of him, his Own hand").
    assert seen[0] == {"S": [], "W": ["W"]}
    assert seen[1] == {"S": ["N"], "W": ["W"]}
    assert seen[2] == {"S": ["N"], "W": ["E", "W"]}
    assert seen[3] == {"S": ["N", "S"], "W": ["E", "W"]}
    assert game.is_over and game.result is not None and game.result.contract == "P"


def test_three_passes_after_a_bid_end_the_auction() -> None:
    game = game_of("1H P P", "S")
    assert game.phase == "auction"
    game.act("P")
    assert game.phase == "play" and game.contract is not None
    assert game.contract.describe() == "1H by S"


@pytest.mark.parametrize(("calls", "declarer", "leader", "actor"), [
    ("1C P P P", S, W, W),           # John declares: Mary leads from her own hand
    ("P 1C P P P", W, N, S),         # Mary declares: the lead from John's dummy hand
    ("P P 1C P P P", N, E, W),       # John's dummy declares: Mary leads from her dummy
    ("P P P 1C P P P", E, S, S),     # Mary's dummy declares: John leads from his own hand
])
def test_the_opening_lead_in_the_four_cases(calls: str, declarer: bc.Seat, leader: bc.Seat,
                                           actor: bc.Seat) -> None:
    game = game_of(calls, "S")
    assert game.declarer is declarer
    assert game.turn is leader and game.actor is actor


def test_each_player_plays_both_his_hands_and_nothing_is_faced() -> None:
    game = game_of("1C P P P", "S")
    order = []
    for _ in range(4):
        order.append((game.turn, game.actor))
        game.act(str(game.legal_actions()[0]))
    assert order == [(W, W), (N, S), (E, W), (S, S)]
    assert game.view("W")["hands"].keys() == {"W", "E"}
    assert game.play is not None
    assert not card_strings(game.view("W")) & {str(c) for c in game.play.hands[N]}
    other = W if game.actor is S else S
    with pytest.raises(bc.IllegalAction, match=f"not {other.full_name}'s"):
        game.act(str(game.legal_actions()[0]), seat=other)


def test_the_dealer_is_one_of_the_players() -> None:
    with pytest.raises(ValueError, match="one of the players' seats"):
        bc.new_game("double-dummy-two", seed=1, dealer="E")


def may_know(game: Game, seat: bc.Seat) -> set[str]:
    """From the rules: each of his two hands once that hand's first call has come round
    (calls go clockwise from the dealer); the cards played; all at the end."""
    assert isinstance(game, DoubleDummyTwoGame)
    if game.is_over:
        return every_card(game)
    known = {str(c) for c in game.play.played_cards()} if game.play is not None else set()
    for hand in (seat, seat.partner):
        steps_to_hand = (hand.value - game.dealer.value) % 4
        if game.play is not None or len(game.auction.calls) >= steps_to_hand:
            known |= cards_of(game, hand)
    return known


@pytest.mark.parametrize("seed", range(30))
def test_random_deals_keep_the_invariants(seed: int) -> None:
    game = two_player_playout("double-dummy-two", may_know, seed)
    assert isinstance(game, DoubleDummyTwoGame)
    if game.play is not None:
        assert sorted(game.play.played_cards()) == sorted(bc.DECK)
