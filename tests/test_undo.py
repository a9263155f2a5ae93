"""Undo, a table option: a player takes back her last action until the next player acts."""

from __future__ import annotations

import random

import pytest

import bridgeclub as bc
from tests.playout import assert_same_state


def test_undo_is_off_unless_the_table_allows_it() -> None:
    game = bc.new_game("rubber", seed=1)
    game.act("1C")
    with pytest.raises(bc.IllegalAction, match="not allowed"):
        game.undo("N")


def test_undo_only_your_own_last_action() -> None:
    game = bc.new_game("rubber", seed=1, undo=True)
    with pytest.raises(bc.IllegalAction, match="nothing"):
        game.undo("N")
    game.act("1C")
    game.act("P")
    before = game.to_json()
    with pytest.raises(bc.IllegalAction, match="East's, not North's"):
        game.undo("N")  # East has acted since
    assert game.to_json() == before
    assert game.view("E")["can_undo"] and not game.view("N")["can_undo"]
    move = game.undo("E")
    assert str(move) == "P" and game.turn is bc.Seat.E and len(game.history) == 1


def test_declarer_takes_back_a_card_from_dummy() -> None:
    game = bc.new_game("rubber", seed=2, undo=True)
    for call in "1NT P P P".split():
        game.act(call)
    game.act(str(game.legal_actions()[0]))   # East leads
    game.act(str(game.legal_actions()[0]))   # dummy's card, chosen by declarer North
    assert game.history[-1].actor is bc.Seat.N
    game.undo("N")
    assert game.turn is bc.Seat.S and game.actor is bc.Seat.N


def test_no_undo_once_the_deal_is_over() -> None:
    game = bc.new_game("rubber", seed=3, undo=True)
    for call in "P P P P".split():
        game.act(call)
    with pytest.raises(bc.IllegalAction, match="over"):
        game.undo("W")


@pytest.mark.parametrize("seed", range(6))
def test_random_undos_give_the_game_replayed_without_them(seed: int) -> None:
    rng = random.Random(seed)
    game = bc.new_game("chicago", seed=seed, undo=True, claims=True)
    steps = 0
    while not game.is_over and steps < 400:
        game.act(str(rng.choice(game.legal_actions())))
        steps += 1
        if rng.random() < 0.25 and not game.is_over:
            last = game.history[-1]
            kept = [str(m) for m in game.history[:-1]]
            game.undo(last.actor)
            expected = bc.replay("chicago", game.deal, kept, **game.options)
            assert_same_state(game, expected)
    assert game.is_over
