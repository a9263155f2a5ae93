"""Individual movements: each player partners every other player once and meets each as
an opponent twice (the cyclic individual of ``4n + 1`` players: in round ``r`` player ``r``
sits out and the base round's seats all move up by ``r``, modulo ``4n + 1``).

The base rounds below were found by a backtracking search (``problems`` and
tests/events/test_individual.py check them): the partnerships' differences cover each
difference once, the opponents' twice. Each table's board set is offset so that no
player meets a set twice; with 4 tables all tables play the same boards each round
(duplicated boards).

>>> m = individual(1, boards_per_round=2)
>>> m.players, m.rounds, m.round(1)
(5, 5, [Seating(round=1, table=1, north=2, south=5, east=3, west=4, board_set=1, boards=(1, 2))])
>>> m.problems()
[]
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from itertools import combinations

#: Base rounds (north, south, east, west per table, players 1..4n of 0..4n) and each
#: table's board-set offset, by number of tables.
BASE_ROUNDS: dict[int, tuple[tuple[tuple[int, int, int, int], ...], tuple[int, ...]]] = {
    1: (((1, 4, 2, 3),), (0,)),
    3: (((1, 4, 2, 7), (3, 12, 6, 8), (5, 11, 9, 10)), (0, 3, 12)),
    4: (((1, 2, 3, 8), (4, 15, 10, 12), (5, 9, 6, 13), (7, 16, 11, 14)), (0, 0, 0, 0)),
}


#: Base rounds of the individuals of ``4n`` players: one player (``-1``, numbered last)
#: stays at table 1 North, the others (0..4n-2) move up by one each round, modulo
#: ``4n - 1``; no one sits out. Found by the same search: 2 tables (8 players, 7 rounds).
#: Both tables play the same boards each round (duplicated boards, as with 4 tables): no
#: cyclic plan of 8 or 9 players gives each table boards of its own.
FIXED_BASE_ROUNDS: dict[int, tuple[tuple[tuple[int, int, int, int], ...],
                                   tuple[int, ...]]] = {
    2: (((-1, 0, 1, 3), (2, 6, 4, 5)), (0, 0)),
}


@dataclass(frozen=True)
class Seating:
    """One table in one round of an individual: the four players and the boards."""

    round: int
    table: int
    north: int
    south: int
    east: int
    west: int
    board_set: int
    boards: tuple[int, ...]

    @property
    def players(self) -> tuple[int, int, int, int]:
        return (self.north, self.south, self.east, self.west)


@dataclass
class IndividualMovement:
    name: str
    tables: int
    players: int
    rounds: int
    seatings: list[Seating] = field(default_factory=list)

    def round(self, number: int) -> list[Seating]:
        return [s for s in self.seatings if s.round == number]

    def problems(self) -> list[str]:
        """Partners twice, opponents other than twice, a board twice, two seats at once."""
        found = []
        partners = Counter(frozenset(p) for s in self.seatings
                           for p in ((s.north, s.south), (s.east, s.west)))
        opponents = Counter(frozenset((a, b)) for s in self.seatings
                            for a in (s.north, s.south) for b in (s.east, s.west))
        for a, b in combinations(range(1, self.players + 1), 2):
            key = frozenset((a, b))
            if partners[key] != 1:
                found.append(f"players {a} and {b} partner {partners[key]} times")
            if opponents[key] != 2:
                found.append(f"players {a} and {b} meet {opponents[key]} times")
        for player in range(1, self.players + 1):
            boards = [b for s in self.seatings if player in s.players for b in s.boards]
            if len(boards) != len(set(boards)):
                found.append(f"player {player} plays a board twice")
        for number in range(1, self.rounds + 1):
            seated = [p for s in self.round(number) for p in s.players]
            if len(seated) != len(set(seated)):
                found.append(f"a player sits twice in round {number}")
        return found

    def guide(self) -> str:
        lines = [f"{self.name}: {self.players} players, {self.rounds} rounds"]
        for number in range(1, self.rounds + 1):
            lines.append(f"Round {number}" + (f" (player {number} sits out)"
                                              if self.players % 2 else ""))
            for s in self.round(number):
                lines.append(f"  table {s.table}: N {s.north} S {s.south} v E {s.east} "
                             f"W {s.west}, boards {s.boards[0]}-{s.boards[-1]}")
        return "\n".join(lines) + "\n"


def individual(tables: int, boards_per_round: int = 2) -> IndividualMovement:
    """The cyclic individual for ``4 * tables + 1`` players (1, 3 or 4 tables), or for
    ``4 * tables`` players with one player fixed (2 tables: 8 players)."""
    if tables in FIXED_BASE_ROUNDS:
        return _fixed_individual(tables, boards_per_round)
    if tables not in BASE_ROUNDS:
        raise ValueError(f"an individual here has 1 to 4 tables (5, 8, 13 or 17 players), "
                         f"not {tables}")
    base, offsets = BASE_ROUNDS[tables]
    players = 4 * tables + 1
    movement = IndividualMovement(f"Individual, {players} players", tables, players, players)
    for r in range(players):
        for t, (seats, offset) in enumerate(zip(base, offsets, strict=True)):
            board_set = (r + offset) % players + 1
            north, south, east, west = ((x + r) % players + 1 for x in seats)
            boards = tuple(range((board_set - 1) * boards_per_round + 1,
                                 board_set * boards_per_round + 1))
            movement.seatings.append(Seating(r + 1, t + 1, north, south, east, west,
                                             board_set, boards))
    return movement


def _fixed_individual(tables: int, boards_per_round: int) -> IndividualMovement:
    base, offsets = FIXED_BASE_ROUNDS[tables]
    players, cycle = 4 * tables, 4 * tables - 1
    movement = IndividualMovement(f"Individual, {players} players", tables, players, cycle)
    for r in range(cycle):
        for t, (seats, offset) in enumerate(zip(base, offsets, strict=True)):
            board_set = (r + offset) % cycle + 1
            north, south, east, west = (players if x < 0 else (x + r) % cycle + 1
                                        for x in seats)
            boards = tuple(range((board_set - 1) * boards_per_round + 1,
                                 board_set * boards_per_round + 1))
            movement.seatings.append(Seating(r + 1, t + 1, north, south, east, west,
                                             board_set, boards))
    return movement
