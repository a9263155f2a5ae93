"""Random playouts of duplicate boards keep every invariant (tests/playout.py)."""

from __future__ import annotations

import random

import pytest

import bridgeclub as bc
from bridgeclub.game import Game
from bridgeclub.variants.contract_bridge import ContractBridgeGame
from tests.playout import (
    dummy_after_opening_lead,
    every_card,
    played_and_own,
    random_playout,
)


def may_know(game: Game, seat: bc.Seat) -> set[str]:
    """Her own hand, every card played, dummy once the opening lead is made, all at the end."""
    assert isinstance(game, ContractBridgeGame)
    if game.is_over:
        return every_card(game)
    return played_and_own(game, seat) | dummy_after_opening_lead(game)


@pytest.mark.parametrize("seed", range(40))
def test_random_boards_keep_the_invariants(seed: int) -> None:
    rng = random.Random(seed)
    board = rng.randint(1, 32)
    game = random_playout(lambda: bc.new_game("duplicate", board=board, seed=seed), may_know,
                          rng, check_every=7)
    assert isinstance(game, ContractBridgeGame)
    if game.play is not None:
        assert len(game.play.tricks) == 13
        assert sum(game.play.won.values()) == 13
        played = game.play.played_cards()
        assert sorted(played) == sorted(bc.DECK)
        for trick in game.play.tricks:
            assert len(trick.cards) == 4 and trick.winner is not None
    result = game.result
    assert result is not None
    assert result.score["NS"] == -result.score["EW"]


def test_two_thousand_random_boards_play_to_a_legal_end() -> None:
    """Thousands of random deals: only legal moves, cards conserved, 13 tricks, a result
    whose score is the duplicate score of its contract. (The full invariants, views and
    save/load, are checked on the playouts above.)"""
    rng = random.Random(2026)
    passed_out = 0
    for number in range(2000):
        game = bc.new_game("duplicate", board=number % 16 + 1, seed=rng.getrandbits(32))
        assert isinstance(game, ContractBridgeGame)
        while not game.is_over:
            legal = game.legal_actions()
            action = rng.choice(legal)
            assert game.why_illegal(action) is None
            game.act(action)
        result = game.result
        assert result is not None
        if game.play is None:
            passed_out += 1
            assert result.contract == "P" and result.score == {"NS": 0, "EW": 0}
            continue
        assert sorted(game.play.played_cards()) == sorted(bc.DECK)
        assert len(game.play.tricks) == 13 and all(len(t.cards) == 4 for t in game.play.tricks)
        contract = game.contract
        assert contract is not None and contract.declarer is not None
        vulnerable = game.vulnerability.is_vulnerable(contract.declarer.side)
        points = bc.scoring.duplicate_score(contract, result.tricks or 0, vulnerable)
        assert result.score[str(contract.declarer.side)] == points
    assert passed_out < 100
