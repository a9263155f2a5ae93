"""Movements: who sits where and which boards each table plays, round by round (seed 002,
"Duplicate Bridge: Pairs": "the movement will be organised by the director in such a way
that no one ever plays boards they have played before, or against opponents they have
played before").

- ``mitchell(tables)``: North-South pairs stay at their table, East-West pairs move up one
  table, the boards down one. With an odd number of tables every pair meets every pair of
  the other direction; with an even number the East-West pairs skip a table halfway
  (``"skip"``, one round fewer), or a bye stand sits between the middle tables and the
  first and last tables share (relay) their boards (``"relay"``).
- ``howell(tables)``: every pair meets every other pair, 2-10 tables, ``2 * tables - 1``
  rounds (or three quarters of them), every pair North-South in half its rounds give or
  take one, no copies of a board in any round (2 and 3 tables play half sets); see
  ``bridgeclub.events.howell``.
- A sit-out: one pair fewer than ``2 * tables`` (``pairs``), the missing pair a phantom.
- ``arrow_switch``: the pairs of the chosen rounds play the other direction's cards, so
  a Mitchell ranks all the pairs in one list; without it a Mitchell has two winners
  (``two_winners``).
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

from dataclasses import replace

from bridgeclub.events.howell import HOWELL_OFFSETS, cyclic_offsets, howell_movement
from bridgeclub.events.movement_plan import Movement, Sitting, set_boards, sit_out_note

__all__ = ["HOWELL_OFFSETS", "Movement", "Sitting", "arrow_switch", "howell",
           "howell_offsets", "mitchell", "movement_for", "round_robin", "swiss_pairings",
           "teams_match", "two_winners"]


def mitchell(tables: int, boards_per_round: int = 2, even: str = "skip",
             pairs: int | None = None) -> Movement:
    """A Mitchell movement for any number of tables (3 or more); ``even`` chooses
    ``"skip"`` or ``"relay"`` when the number of tables is even. ``pairs`` one fewer
    than ``2 * tables``: the last East-West pair is a phantom, and the North-South pair
    it would meet sits out that round."""
    if pairs is not None and pairs not in (2 * tables, 2 * tables - 1):
        raise ValueError(f"a {tables}-table Mitchell seats {2 * tables - 1} or "
                         f"{2 * tables} pairs, not {pairs}")
    movement = _mitchell(tables, boards_per_round, even)
    if pairs == 2 * tables - 1:
        phantom = 2 * tables
        movement.notes.append(sit_out_note([(s.round, s.ns) for s in movement.sittings
                                            if s.ew == phantom]))
        movement.sittings = [s for s in movement.sittings if s.ew != phantom]
        movement.name += f", {pairs} pairs (sit-out)"
    return movement


def _mitchell(tables: int, boards_per_round: int, even: str) -> Movement:
    if tables < 3:
        raise ValueError("a Mitchell needs at least 3 tables")
    if even not in ("skip", "relay"):
        raise ValueError(f"an even Mitchell uses skip or relay, not {even!r}")
    n = tables
    odd = n % 2 == 1
    relay = not odd and even == "relay"
    if relay and boards_per_round % 2:
        raise ValueError("a relay shares its boards between two tables in halves: give an "
                         f"even number of boards a round, not {boards_per_round}")
    rounds = n if odd or relay else n - 1
    kind = "" if odd else " (relay and bye stand)" if relay else " (skip)"
    name = f"Mitchell, {n} tables{kind}"
    movement = Movement(name, n, rounds, boards_per_round)
    for r in range(rounds):
        skip = 1 if not odd and not relay and r >= n // 2 else 0
        for t in range(n):
            ew = (t - r - skip) % n
            board_set = _relay_set(t, r, n) if relay else (t + r) % n
            boards = set_boards(board_set + 1, boards_per_round)
            shared = relay and t in (0, n - 1)
            if shared and t == n - 1:       # the last table plays the relayed set's halves
                half = boards_per_round // 2    # the other way round
                boards = boards[half:] + boards[:half]
            movement.sittings.append(Sitting(r + 1, t + 1, t + 1, n + ew + 1, board_set + 1,
                                             boards, halves=shared))
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


def howell_offsets(n: int) -> tuple[int, ...]:
    """Each table's board-set offset of the ``n``-table Howell (see
    ``bridgeclub.events.howell``); ``ValueError`` for 2, 3 and 5 tables, whose board plans
    are not offsets."""
    offsets = cyclic_offsets(n)
    if offsets is None:
        raise ValueError(f"no board-set offsets for a {n}-table Howell")
    return offsets


def howell(tables: int, boards_per_round: int = 2, fraction: str = "complete",
           pairs: int | None = None) -> Movement:
    """A Howell of 2-10 tables: every pair meets every other pair (``fraction``
    ``"3/4"``: in three quarters of the rounds), North-South about half the time, each
    table with boards of its own; ``pairs`` one fewer than ``2 * tables`` adds a sit-out
    (see ``bridgeclub.events.howell``)."""
    return howell_movement(tables, boards_per_round, fraction, pairs)


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
                                                 set_boards(board_set, half)))
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


def movement_for(kind: str, tables: int, boards_per_round: int = 2,
                 pairs: int | None = None, arrow_rounds: tuple[int, ...] | None = None
                 ) -> Movement:
    """A movement by name: ``mitchell``, ``mitchell-relay``, ``mitchell-arrow`` (arrow
    switch in ``arrow_rounds``, default the last round), ``howell``, ``howell-3/4``.
    ``pairs``: the real pairs, one fewer than ``2 * tables`` for a sit-out."""
    makers = {"mitchell": lambda: mitchell(tables, boards_per_round, pairs=pairs),
              "mitchell-relay": lambda: mitchell(tables, boards_per_round, "relay", pairs),
              "mitchell-arrow": lambda: arrow_switch(
                  mitchell(tables, boards_per_round, pairs=pairs), arrow_rounds),
              "howell": lambda: howell(tables, boards_per_round, pairs=pairs),
              "howell-3/4": lambda: howell(tables, boards_per_round, "3/4", pairs)}
    if kind not in makers:
        raise ValueError(f"no movement {kind!r} (use {', '.join(makers)})")
    movement = makers[kind]()
    if arrow_rounds and kind != "mitchell-arrow":
        raise ValueError("only a mitchell-arrow movement switches arrows")
    bad = [r for r in arrow_rounds or () if not 1 <= r <= movement.rounds]
    if bad:
        raise ValueError(f"the movement has rounds 1 to {movement.rounds}, not {bad[0]}")
    return movement


def two_winners(movement: Movement) -> bool:
    """Whether the movement ranks North-South and East-West apart: every pair keeps its
    direction all evening (a Mitchell without an arrow switch).

    >>> two_winners(mitchell(3)), two_winners(arrow_switch(mitchell(3))), two_winners(howell(3))
    (True, False, False)
    """
    ns = {s.ns for s in movement.sittings}
    return not ns & {s.ew for s in movement.sittings}
