"""Individual movements: each player partners every other player once and meets each as
an opponent twice (the cyclic individual of ``4n + 1`` players: in round ``r`` player ``r``
sits out and the base round's seats all move up by ``r``, modulo ``4n + 1``).

The base rounds below were found by a backtracking search (``problems`` and
tests/events/test_individual.py check them): the partnerships' differences cover each
difference once, the opponents' twice. Each table's board set is offset so that no
player meets a set twice. No round needs a copy of a board: where two tables of a round
play the same set (the 8 players' two tables), they play it in half sets and swap them at
half time, as the two-table Howell does (so the boards a round are even).

The 17 players' movement gives up a little of the opponents' balance for that: no base
round of 17 players meets every opponent twice and lets each table's set be offset (a
search of every such base round: 3,857 partnerships by 105 groupings, 179 of them
balanced, none with offsets), so its base meets most opponents twice, those 3 apart three
times and those 7 apart once (``IndividualMovement.meets``).

>>> m = individual(1, boards_per_round=2)
>>> m.players, m.rounds, m.round(1)[0].players, m.round(1)[0].boards
(5, 5, (2, 5, 3, 4), (1, 2))
>>> m.problems()
[]
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from itertools import combinations

from bridgeclub.events.movement_plan import board_range, copies, half_times, set_boards

#: Base rounds (north, south, east, west per table, players 1..4n of 0..4n) and each
#: table's board-set offset, by number of tables.
BASE_ROUNDS: dict[int, tuple[tuple[tuple[int, int, int, int], ...], tuple[int, ...]]] = {
    1: (((1, 4, 2, 3),), (0,)),
    3: (((1, 4, 2, 7), (3, 12, 6, 8), (5, 11, 9, 10)), (0, 3, 12)),
    4: (((3, 6, 15, 4), (10, 8, 13, 14), (9, 16, 7, 12), (11, 2, 1, 5)), (0, 14, 2, 10)),
}

#: How often two players meet as opponents, fewest and most, where it is not twice.
MEETS: dict[int, tuple[int, int]] = {4: (1, 3)}


#: Base rounds of the individuals of ``4n`` players: one player (``-1``, numbered last)
#: stays at table 1 North, the others (0..4n-2) move up by one each round, modulo
#: ``4n - 1``; no one sits out. Found by the same search: 2 tables (8 players, 7 rounds).
#: Both tables play the round's set, in half sets swapped at half time: no cyclic plan of
#: 8 or 9 players gives each table boards of its own.
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
    #: The boards come in two half sets, the first half of ``boards`` first: this table
    #: and another share the round's set, swapping half sets at half time.
    halves: bool = False

    @property
    def players(self) -> tuple[int, int, int, int]:
        return (self.north, self.south, self.east, self.west)

    def when(self) -> dict[int, tuple[int, ...]]:
        """Each board and the halves of the round it is on the table (``half_times``)."""
        return half_times(self.boards, self.halves)


@dataclass
class IndividualMovement:
    name: str
    tables: int
    players: int
    rounds: int
    seatings: list[Seating] = field(default_factory=list)
    #: How often any two players meet as opponents: fewest and most.
    meets: tuple[int, int] = (2, 2)

    def round(self, number: int) -> list[Seating]:
        return [s for s in self.seatings if s.round == number]

    def problems(self) -> list[str]:
        """Partners twice, opponents other than twice, a board twice, two seats at once,
        a board at two tables at once (a copy)."""
        found = []
        partners = Counter(frozenset(p) for s in self.seatings
                           for p in ((s.north, s.south), (s.east, s.west)))
        opponents = Counter(frozenset((a, b)) for s in self.seatings
                            for a in (s.north, s.south) for b in (s.east, s.west))
        for a, b in combinations(range(1, self.players + 1), 2):
            key = frozenset((a, b))
            if partners[key] != 1:
                found.append(f"players {a} and {b} partner {partners[key]} times")
            if not self.meets[0] <= opponents[key] <= self.meets[1]:
                found.append(f"players {a} and {b} meet {opponents[key]} times")
        for player in range(1, self.players + 1):
            boards = [b for s in self.seatings if player in s.players for b in s.boards]
            if len(boards) != len(set(boards)):
                found.append(f"player {player} plays a board twice")
        for number in range(1, self.rounds + 1):
            seated = [p for s in self.round(number) for p in s.players]
            if len(seated) != len(set(seated)):
                found.append(f"a player sits twice in round {number}")
            found += [f"round {number}: board {b} is at two tables at once (a copy)"
                      for b in copies([s.when() for s in self.round(number)])]
        return found

    def guide(self) -> str:
        lines = [f"{self.name}: {self.players} players, {self.rounds} rounds"]
        for number in range(1, self.rounds + 1):
            lines.append(f"Round {number}" + (f" (player {number} sits out)"
                                              if self.players % 2 else ""))
            for s in self.round(number):
                lines.append(f"  table {s.table}: N {s.north} S {s.south} v E {s.east} "
                             f"W {s.west}, boards {board_range(s.boards)}")
        if any(s.halves for s in self.seatings):
            lines.append("Tables that share a round's boards play them in half sets, the "
                         "first half set listed first, and swap them at half time.")
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
    movement = IndividualMovement(f"Individual, {players} players", tables, players, players,
                                  meets=MEETS.get(tables, (2, 2)))
    for r in range(players):
        seats = [tuple((x + r) % players + 1 for x in table) for table in base]
        movement.seatings += _seatings(r, seats, offsets, players, boards_per_round)
    return movement


def _fixed_individual(tables: int, boards_per_round: int) -> IndividualMovement:
    base, offsets = FIXED_BASE_ROUNDS[tables]
    players, cycle = 4 * tables, 4 * tables - 1
    movement = IndividualMovement(f"Individual, {players} players", tables, players, cycle)
    for r in range(cycle):
        seats = [tuple(players if x < 0 else (x + r) % cycle + 1 for x in table)
                 for table in base]
        movement.seatings += _seatings(r, seats, offsets, cycle, boards_per_round)
    return movement


def _seatings(r: int, seats: list[tuple[int, ...]], offsets: tuple[int, ...], cycle: int,
              per_round: int) -> list[Seating]:
    """Round ``r``'s (from 0) seatings: each table's players and its board set (the
    round moved on by the table's offset, modulo ``cycle``); two tables given one set
    play it in half sets, the second of them the second half first.

    >>> [s.boards for s in _seatings(0, [(1, 2, 3, 4), (5, 6, 7, 8)], (0, 0), 7, 4)]
    [(1, 2, 3, 4), (3, 4, 1, 2)]
    """
    sets = [(r + offset) % cycle + 1 for offset in offsets]
    shared = Counter(sets)
    if any(n > 1 for n in shared.values()) and per_round % 2:
        raise ValueError(f"the {4 * len(seats)}-player individual plays half sets: give "
                         f"an even number of boards a round, not {per_round}")
    found, begun = [], set()
    for t, (players, board_set) in enumerate(zip(seats, sets, strict=True)):
        boards = set_boards(board_set, per_round)
        if board_set in begun:          # the other table of the set: second half first
            boards = boards[per_round // 2:] + boards[:per_round // 2]
        begun.add(board_set)
        north, south, east, west = players
        found.append(Seating(r + 1, t + 1, north, south, east, west, board_set, boards,
                             halves=shared[board_set] > 1))
    return found
