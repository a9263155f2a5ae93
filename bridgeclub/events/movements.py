"""Movements: who sits where and which boards each table plays, round by round (seed 002,
"Duplicate Bridge: Pairs": "the movement will be organised by the director in such a way
that no one ever plays boards they have played before, or against opponents they have
played before").

- ``mitchell(tables)``: North-South pairs stay at their table, East-West pairs move up one
  table, the boards down one. With an odd number of tables every pair meets every pair of
  the other direction; with an even number the East-West pairs skip a table halfway
  (``"skip"``, one round fewer), or a bye stand sits between the middle tables and the
  first and last tables share (relay) their boards (``"relay"``).
- ``howell(tables)``: every pair meets every other pair, 2-7 tables, ``2 * tables - 1``
  rounds; built on the round-robin circle (pair ``2n`` stays at table 1) with each table's
  board set offset so that no pair meets a set twice (the offsets are searched once).
  With 2 or 3 tables the tables of a round must share a set (copies of the boards, said in
  the guide's notes); with 4-7 tables every table of a round has its own.
- ``arrow_switch``: the pairs of the chosen rounds play the other direction's cards, so
  a Mitchell ranks all the pairs in one list.
- Table cards and the director's guide as text and HTML.

Pairs are numbered 1 up (Mitchell: NS pairs 1..n, EW pairs n+1..2n); tables, rounds and
board sets from 1.

>>> m = mitchell(3, boards_per_round=2)
>>> [(s.table, s.ns, s.ew, s.boards) for s in m.round(2)]
[(1, 1, 6, (3, 4)), (2, 2, 4, (5, 6)), (3, 3, 5, (1, 2))]
>>> h = howell(2)
>>> h.rounds, h.boards_played(), sorted({s.ns for s in h.sittings} | {s.ew for s in h.sittings})
(3, 6, [1, 2, 3, 4])
"""

from __future__ import annotations

import html
import itertools
from collections import Counter
from dataclasses import dataclass, field, replace


@dataclass(frozen=True)
class Sitting:
    """One table in one round: the pairs North-South and East-West and the boards."""

    round: int
    table: int
    ns: int
    ew: int
    board_set: int
    boards: tuple[int, ...]


@dataclass
class Movement:
    """A movement: its name, size and every sitting; ``expected_plays`` is how often each
    board is meant to be played (for the checks and for Neuberg's formula)."""

    name: str
    tables: int
    rounds: int
    boards_per_round: int
    sittings: list[Sitting] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)

    def round(self, number: int) -> list[Sitting]:
        return sorted((s for s in self.sittings if s.round == number), key=lambda s: s.table)

    def boards_played(self) -> int:
        return len({b for s in self.sittings for b in s.boards})

    @property
    def pairs(self) -> list[int]:
        return sorted({s.ns for s in self.sittings} | {s.ew for s in self.sittings})

    def plays(self) -> Counter[int]:
        """How often each board is played."""
        return Counter(b for s in self.sittings for b in s.boards)

    def problems(self) -> list[str]:
        """What breaks the rules of a movement: a pair meeting another twice, a pair
        playing a board twice or sitting at two tables in one round."""
        found = []
        meetings = Counter(frozenset((s.ns, s.ew)) for s in self.sittings)
        found += [f"pairs {sorted(p)} meet {n} times" for p, n in meetings.items() if n > 1]
        for pair in self.pairs:
            boards = [b for s in self.sittings if pair in (s.ns, s.ew) for b in s.boards]
            if len(boards) != len(set(boards)):
                found.append(f"pair {pair} plays a board twice")
            rounds = [s.round for s in self.sittings if pair in (s.ns, s.ew)]
            if len(rounds) != len(set(rounds)):
                found.append(f"pair {pair} sits twice in one round")
        return found

    def table_card(self, table: int) -> str:
        """What the card on a table says: round, pairs and boards."""
        lines = [f"{self.name} - table {table}", "Round  NS  EW  Boards"]
        for s in sorted(self.sittings, key=lambda s: s.round):
            if s.table == table:
                lines.append(f"{s.round:5} {s.ns:3} {s.ew:3}  {_boards(s.boards)}")
        return "\n".join(lines) + "\n"

    def guide(self) -> str:
        """The director's guide: every round, who sits where with which boards."""
        lines = [f"{self.name}: {self.tables} tables, {self.rounds} rounds, "
                 f"{self.boards_per_round} boards a round", *self.notes]
        for number in range(1, self.rounds + 1):
            lines.append(f"Round {number}")
            for s in self.round(number):
                lines.append(f"  table {s.table:2}: {s.ns:3} NS v {s.ew:3} EW, "
                             f"boards {_boards(s.boards)}")
        return "\n".join(lines) + "\n"

    def guide_html(self) -> str:
        """The director's guide as an HTML page: one table, a row per table, a column per
        round (cells ``NS-EW: boards``)."""
        head = "".join(f"<th>Round {r}</th>" for r in range(1, self.rounds + 1))
        rows = []
        for table in range(1, self.tables + 1):
            cells = {s.round: f"{s.ns}-{s.ew}: {_boards(s.boards)}"
                     for s in self.sittings if s.table == table}
            rows.append(f"<tr><th>Table {table}</th>" + "".join(
                f"<td>{html.escape(cells.get(r, ''))}</td>" for r in range(1, self.rounds + 1))
                + "</tr>")
        notes = "".join(f"<p>{html.escape(n)}</p>" for n in self.notes)
        title = html.escape(self.name)
        return (f"<!DOCTYPE html><html><head><meta charset='utf-8'><title>{title}</title>"
                f"<style>.card {{ page-break-before: always; }}</style>"
                f"</head><body><h1>{title}</h1>{notes}<table border='1'><tr><th></th>{head}"
                f"</tr>{''.join(rows)}</table>{self.table_cards_html()}</body></html>\n")

    def table_cards_html(self) -> str:
        """Each table's card (round, pairs, boards) as an HTML section, one a page."""
        cards = []
        for table in range(1, self.tables + 1):
            rows = "".join(f"<tr><td>{s.round}</td><td>{s.ns}</td><td>{s.ew}</td>"
                           f"<td>{_boards(s.boards)}</td></tr>"
                           for s in sorted(self.sittings, key=lambda s: s.round)
                           if s.table == table)
            cards.append(f"<div class='card'><h2>Table {table}</h2><table border='1'>"
                         f"<tr><th>Round</th><th>NS</th><th>EW</th><th>Boards</th></tr>"
                         f"{rows}</table></div>")
        return "".join(cards)


def _boards(boards: tuple[int, ...]) -> str:
    return f"{boards[0]}-{boards[-1]}" if len(boards) > 1 else str(boards[0])


def _set(number: int, per_round: int) -> tuple[int, ...]:
    return tuple(range((number - 1) * per_round + 1, number * per_round + 1))


def mitchell(tables: int, boards_per_round: int = 2, even: str = "skip") -> Movement:
    """A Mitchell movement for any number of tables (3 or more); ``even`` chooses
    ``"skip"`` or ``"relay"`` when the number of tables is even."""
    if tables < 3:
        raise ValueError("a Mitchell needs at least 3 tables")
    if even not in ("skip", "relay"):
        raise ValueError(f"an even Mitchell uses skip or relay, not {even!r}")
    n = tables
    odd = n % 2 == 1
    relay = not odd and even == "relay"
    rounds = n if odd or relay else n - 1
    kind = "" if odd else " (relay and bye stand)" if relay else " (skip)"
    name = f"Mitchell, {n} tables{kind}"
    movement = Movement(name, n, rounds, boards_per_round)
    for r in range(rounds):
        skip = 1 if not odd and not relay and r >= n // 2 else 0
        for t in range(n):
            ew = (t - r - skip) % n
            board_set = _relay_set(t, r, n) if relay else (t + r) % n
            movement.sittings.append(Sitting(r + 1, t + 1, t + 1, n + ew + 1, board_set + 1,
                                             _set(board_set + 1, boards_per_round)))
    if relay:
        movement.notes.append(f"Tables 1 and {n} share (relay) their boards; a bye stand "
                              f"between tables {n // 2} and {n // 2 + 1} holds a set.")
    elif not odd:
        movement.notes.append(f"East-West skip a table after round {n // 2}.")
    return movement


def _relay_set(table: int, round_: int, n: int) -> int:
    """Board set at a table (from 0) of a relay Mitchell of ``n`` tables: ``n`` sets move
    down a cycle of ``n`` places, the first table (its set shared, relayed, with the last
    table), tables 2 to n/2, the bye stand, tables n/2 + 1 to n - 1."""
    if table in (0, n - 1):
        return round_ % n
    position = table if table < n // 2 else table + 1
    return (position + round_) % n


#: ``howell_offsets(n)`` for 2-7 tables, found by it once (the search takes seconds).
HOWELL_OFFSETS: dict[int, tuple[int, ...]] = {
    2: (0, 0), 3: (0, 0, 0), 4: (0, 2, 4, 1), 5: (0, 2, 6, 8, 2), 6: (0, 3, 5, 9, 1, 4),
    7: (0, 3, 5, 9, 1, 6, 2)}


#: Board sets (from 0) of each round's tables for 5 tables, where no offsets avoid
#: sharing: every table of a round has its own set and no pair meets a set twice.
HOWELL_SETS: dict[int, tuple[tuple[int, ...], ...]] = {
    5: ((0, 1, 2, 3, 4), (2, 1, 0, 3, 5), (3, 6, 2, 7, 0), (1, 7, 3, 4, 5), (5, 2, 6, 8, 3),
        (6, 1, 4, 8, 5), (8, 1, 6, 7, 4), (7, 2, 8, 0, 5), (4, 6, 7, 0, 8))}


def howell_offsets(n: int) -> tuple[int, ...]:
    """Offsets ``c[0..n-1]`` (``c[0] = 0``) of each table's board set such that the sets
    each pair meets (``0`` and ``c[i] +- i`` for ``i = 1..n-1``) are distinct modulo
    ``2n - 1``, with as few tables as possible sharing a set in the same round. 2 and 3
    tables cannot do without sharing (no Howell of 4 or 6 pairs gives each table of a
    round its own set: a search of every assignment finds none); 5 tables use
    ``HOWELL_SETS`` instead, found by a backtracking search of each round's sets."""
    m = 2 * n - 1
    best: tuple[int, ...] | None = None
    for rest in itertools.product(range(m), repeat=n - 1):
        offsets = (0, *rest)
        met = {0} | {(c + i) % m for i, c in enumerate(offsets) if i} \
            | {(c - i) % m for i, c in enumerate(offsets) if i}
        if len(met) != m:
            continue
        if best is None or len(set(offsets)) > len(set(best)):
            best = offsets
            if len(set(best)) == n:
                break
    if best is None:
        raise ValueError(f"no Howell for {n} tables")
    return best


def howell(tables: int, boards_per_round: int = 2) -> Movement:
    """A complete Howell for 2-7 tables: ``2 * tables`` pairs, ``2 * tables - 1`` rounds,
    every pair meets every other pair once."""
    if not 2 <= tables <= 7:
        raise ValueError("a Howell here has 2 to 7 tables")
    n, m = tables, 2 * tables - 1
    offsets = HOWELL_OFFSETS[n]
    movement = Movement(f"Howell, {n} tables", n, m, boards_per_round)
    for r in range(m):
        seats = [(m, r)] + [((r + i) % m, (r - i) % m) for i in range(1, n)]
        for i, (a, b) in enumerate(seats):
            board_set = HOWELL_SETS[n][r][i] if n in HOWELL_SETS else (r + offsets[i]) % m
            ns, ew = (a + 1, b + 1) if (r + i) % 2 == 0 else (b + 1, a + 1)
            movement.sittings.append(Sitting(r + 1, i + 1, ns, ew, board_set + 1,
                                             _set(board_set + 1, boards_per_round)))
        sets = Counter(s.board_set for s in movement.round(r + 1))
        shared = sorted(k for k, v in sets.items() if v > 1)
        if shared:
            movement.notes.append(f"Round {r + 1}: tables share board set(s) "
                                  f"{', '.join(map(str, shared))} (make copies).")
    return movement


def arrow_switch(movement: Movement, rounds: tuple[int, ...] | None = None) -> Movement:
    """The movement with North-South and East-West swapped in ``rounds`` (default: the
    last round), as seed 002 describes for a one-winner Mitchell."""
    chosen = rounds or (movement.rounds,)
    sittings = [replace(s, ns=s.ew, ew=s.ns) if s.round in chosen else s
                for s in movement.sittings]
    return replace(movement, name=movement.name + ", arrow switch", sittings=sittings,
                   notes=[*movement.notes, "Arrow switch in round(s) "
                          + ", ".join(map(str, chosen)) + ": NS play EW's cards."])


def round_robin(teams: int) -> list[list[tuple[int, int]]]:
    """A round robin of teams (circle method), one list of matches (home, away) a round;
    an odd number of teams adds a bye (team 0).

    >>> round_robin(4)
    [[(4, 1), (2, 3)], [(4, 2), (3, 1)], [(4, 3), (1, 2)]]
    """
    if teams < 2:
        raise ValueError("a round robin needs two teams")
    size = teams + teams % 2
    m = size - 1
    schedule = []
    for r in range(m):
        matches = [(size, r + 1)] + [((r + i) % m + 1, (r - i) % m + 1)
                                     for i in range(1, size // 2)]
        schedule.append([(0 if a > teams else a, 0 if b > teams else b) for a, b in matches])
    return schedule


def teams_match(boards: int, segments: int = 1) -> Movement:
    """A match of two teams at two tables (seed 002, "Teams of Four"): team A's pairs sit
    NS at table 1 and EW at table 2; the boards are split and swapped between tables.
    Pairs 1 and 2 are team A's, 3 and 4 team B's; team B's pairs swap places after each
    segment so each pair meets both opposing pairs."""
    if boards < 2 or boards % (2 * segments):
        raise ValueError("each segment's boards split evenly between the two tables")
    half = boards // (2 * segments)
    movement = Movement("Teams of four, two tables", 2, 2 * segments, half)
    for seg in range(segments):
        sets = (2 * seg + 1, 2 * seg + 2)
        for step in range(2):
            r = 2 * seg + step + 1
            seats = ((1, (1, 3)), (2, (4, 2))) if seg % 2 == 0 else ((1, (1, 4)), (2, (3, 2)))
            for table, (ns, ew) in seats:
                board_set = sets[(table - 1 + step) % 2]
                movement.sittings.append(Sitting(r, table, ns, ew, board_set,
                                                 _set(board_set, half)))
    return movement


def swiss_pairings(standings: list[int], played: set[frozenset[int]]) -> list[tuple[int, int]]:
    """The next Swiss round: teams paired down the standings (best first), each with the
    highest-placed team it has not met; backtracks when the bottom would be left with a
    rematch. An odd team out (the lowest that can) gets a bye (0).

    >>> swiss_pairings([1, 2, 3, 4], {frozenset((1, 2))})
    [(1, 3), (2, 4)]
    """
    teams = list(standings)
    if len(teams) % 2:
        teams.append(0)
    result = _pair_down(teams, played)
    if result is None:
        raise ValueError("every pairing repeats a match: the Swiss has run out of rounds")
    return result


def _pair_down(teams: list[int], played: set[frozenset[int]]) -> list[tuple[int, int]] | None:
    if not teams:
        return []
    first, rest = teams[0], teams[1:]
    for i, other in enumerate(rest):
        if frozenset((first, other)) in played:
            continue
        tail = _pair_down(rest[:i] + rest[i + 1:], played)
        if tail is not None:
            return [(first, other), *tail]
    return None


def movement_for(kind: str, tables: int, boards_per_round: int = 2) -> Movement:
    """A movement by name: ``mitchell``, ``mitchell-relay``, ``howell``, ``mitchell-arrow``."""
    makers = {"mitchell": lambda: mitchell(tables, boards_per_round),
              "mitchell-relay": lambda: mitchell(tables, boards_per_round, "relay"),
              "mitchell-arrow": lambda: arrow_switch(mitchell(tables, boards_per_round)),
              "howell": lambda: howell(tables, boards_per_round)}
    if kind not in makers:
        raise ValueError(f"no movement {kind!r} (use {', '.join(makers)})")
    return makers[kind]()

