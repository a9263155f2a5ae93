"""The cyclic individual: everyone partners everyone once, meets everyone twice, never
plays a board twice."""

from __future__ import annotations

from collections import Counter

import pytest

from bridgeclub.events.individual import individual


@pytest.mark.parametrize("tables", [1, 3, 4])
@pytest.mark.parametrize("per_round", [1, 3])
def test_individual_keeps_its_promises(tables: int, per_round: int) -> None:
    movement = individual(tables, per_round)
    players = 4 * tables + 1
    assert movement.problems() == []
    plays = Counter(b for s in movement.seatings for b in s.boards)
    assert len(plays) == players * per_round and set(plays.values()) == {tables}
    for player in range(1, players + 1):
        rounds = [s.round for s in movement.seatings if player in s.players]
        assert len(rounds) == players - 1 and player not in rounds  # sits out round = number
    assert "sits out" in movement.guide()


def test_eight_players_at_two_tables() -> None:
    movement = individual(2, 2)
    assert movement.players == 8 and movement.rounds == 7
    assert movement.problems() == []
    for player in range(1, 9):
        rounds = [s.round for s in movement.seatings if player in s.players]
        assert rounds == list(range(1, 8))      # no one sits out
    plays = Counter(b for s in movement.seatings for b in s.boards)
    assert len(plays) == 14 and set(plays.values()) == {2}


def test_other_sizes_are_refused() -> None:
    with pytest.raises(ValueError, match="1 to 4 tables"):
        individual(5)
