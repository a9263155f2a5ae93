"""The individual movements (issue 23): everyone partners everyone once and never plays a
board twice; no round needs a copy of a board (two tables that share a round's set play
it in half sets, swapping at half time); opponents meet twice (the 17 players: once to
three times, as no balanced plan of 17 gives each table boards of its own)."""

from __future__ import annotations

from collections import Counter
from itertools import combinations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bridgeclub.events.individual import individual
from bridgeclub.events.movement_plan import copies

PLAYERS = {1: 5, 2: 8, 3: 13, 4: 17}


@settings(max_examples=40, deadline=None)
@given(st.integers(1, 4), st.integers(1, 4))
def test_an_individual_keeps_its_promises(tables: int, per_round: int) -> None:
    if tables == 2 and per_round % 2:
        with pytest.raises(ValueError, match="even number of boards"):
            individual(tables, per_round)
        per_round += 1
    movement = individual(tables, per_round)
    players = PLAYERS[tables]
    assert movement.players == players and movement.problems() == []
    partners = Counter(frozenset(p) for s in movement.seatings
                       for p in ((s.north, s.south), (s.east, s.west)))
    opponents = Counter(frozenset((a, b)) for s in movement.seatings
                        for a in (s.north, s.south) for b in (s.east, s.west))
    fewest, most = (1, 3) if tables == 4 else (2, 2)
    for pair in combinations(range(1, players + 1), 2):
        assert partners[frozenset(pair)] == 1
        assert fewest <= opponents[frozenset(pair)] <= most
    for number in range(1, movement.rounds + 1):
        seatings = movement.round(number)
        assert copies([s.when() for s in seatings]) == []
        seated = [p for s in seatings for p in s.players]
        assert len(seated) == len(set(seated)) == 4 * tables
    for player in range(1, players + 1):
        boards = [b for s in movement.seatings if player in s.players for b in s.boards]
        assert len(boards) == len(set(boards))
    plays = Counter(b for s in movement.seatings for b in s.boards)
    assert set(plays.values()) == {tables}            # each board compared at every table
    assert len(plays) == movement.rounds * per_round


@pytest.mark.parametrize("tables", [1, 3, 4])
def test_the_cyclic_individuals_sit_one_player_out_each_round(tables: int) -> None:
    movement = individual(tables, 2)
    players = PLAYERS[tables]
    for player in range(1, players + 1):
        rounds = [s.round for s in movement.seatings if player in s.players]
        assert len(rounds) == players - 1 and player not in rounds  # sits out round = number
    assert "sits out" in movement.guide()


def test_eight_players_at_two_tables_swap_half_sets() -> None:
    movement = individual(2, 4)
    assert movement.players == 8 and movement.rounds == 7 and movement.problems() == []
    for player in range(1, 9):
        rounds = [s.round for s in movement.seatings if player in s.players]
        assert rounds == list(range(1, 8))      # no one sits out
    first, second = movement.round(1)
    assert first.boards == (1, 2, 3, 4) and second.boards == (3, 4, 1, 2)
    assert first.halves and second.halves
    assert "swap them at half time" in movement.guide()


def test_seventeen_players_meet_most_opponents_twice() -> None:
    movement = individual(4, 2)
    opponents = Counter(frozenset((a, b)) for s in movement.seatings
                        for a in (s.north, s.south) for b in (s.east, s.west))
    by_distance = {min((a - b) % 17, (b - a) % 17): n for (a, b), n in
                   ((tuple(pair), n) for pair, n in opponents.items())}
    assert by_distance == {1: 2, 2: 2, 3: 3, 4: 2, 5: 2, 6: 2, 7: 1, 8: 2}
    assert len({s.board_set for s in movement.round(1)}) == 4     # a set for each table


def test_other_sizes_are_refused() -> None:
    with pytest.raises(ValueError, match="1 to 4 tables"):
        individual(5)
