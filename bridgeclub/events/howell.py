"""Howell movements as a director runs them: every pair meets every other pair once
(complete) or in three rounds of four (3/4 Howell), each table of a round has boards of its
own (no copies), and every pair sits North-South in half its rounds, give or take one.

The pairs meet by the circle method: in round ``r`` (from 0) of ``m = 2n - 1`` rounds the
stationary pair ``2n`` meets pair ``r`` at table 1, and pairs ``r + i`` and ``r - i``
(modulo ``m``) meet at table ``i + 1``. The board sets come from ``HOWELL_BOARDS``: for
each number of tables, the sets of each table as an offset from the round (table ``i``
plays set ``r + offset[i]``), found by ``cyclic_offsets`` so that no pair meets a set twice
and no two tables of a round share one. Where no such offsets exist (2, 3 and 5 tables)
the boards come in half sets, two at each table, found the same way for both halves.
``bench``-free check: ``python -m bridgeclub.events.howell`` prints them all again.

Directions: each meeting's North-South pair is chosen by ``balance_directions``, which
starts from alternate rounds and turns meetings round along paths until every pair sits
North-South in ``floor`` or ``ceil`` of half its rounds (possible in any schedule: an
orientation of a graph can always balance every vertex within one).

Published data, looked for again: the one open-source scorer in the code index
that ships Howell-like movements as data is a Tichu scorer (aragos/tichu-tournament,
``api/src/movement_files/*.txt``, 5 to 12 pairs); its complete 3-table movement keeps pair
6 North-South in all 5 rounds and has all three tables play boards 13-15 in round 5 (a
"relay" shared by every table: copies), and its others are incomplete. Ours stay: every
pair meets every other, no copies, North-South within one of half the rounds.

>>> m = howell_movement(4, 2)
>>> m.rounds, len(m.pairs), m.problems()
(7, 8, [])
>>> sorted(Counter(s.ns for s in m.sittings).values())
[3, 3, 3, 3, 4, 4, 4, 4]
"""

from __future__ import annotations

from collections import Counter, defaultdict, deque

from bridgeclub.events.movement_plan import Movement, Sitting, set_boards, sit_out_note

#: Offsets of each table's board set from the round (table ``i`` plays set ``r + c[i]``
#: modulo ``2n - 1``), by number of tables, found by ``cyclic_offsets`` (the module's
#: ``__main__`` prints them again; each is checked by tests/events/test_howell.py).
HOWELL_OFFSETS: dict[int, tuple[int, ...]] = {
    4: (0, 2, 4, 1), 6: (0, 3, 5, 9, 1, 4), 7: (0, 3, 5, 9, 1, 6, 2),
    8: (0, 2, 7, 11, 6, 1, 13, 5), 9: (0, 2, 6, 8, 3, 7, 4, 16, 5),
    10: (0, 2, 6, 10, 14, 7, 11, 4, 17, 5)}

#: Where no offsets exist, each round's sets table by table (from 1), found by a
#: backtracking search of every assignment: 5 tables with whole sets; 3 tables with half
#: sets (ten half sets, two at a table), as no whole-set plan exists for 6 pairs.
HOWELL_TABLES: dict[int, tuple[tuple[tuple[int, ...], ...], ...]] = {
    3: (((1, 2), (3, 4), (5, 6)), ((5, 7), (3, 8), (1, 9)), ((4, 9), (2, 8), (5, 10)),
        ((3, 10), (2, 7), (6, 9)), ((6, 8), (4, 7), (1, 10))),
    5: tuple(tuple((s + 1,) for s in sets) for sets in (
        (0, 1, 2, 3, 4), (2, 1, 0, 3, 5), (3, 6, 2, 7, 0), (1, 7, 3, 4, 5), (5, 2, 6, 8, 3),
        (6, 1, 4, 8, 5), (8, 1, 6, 7, 4), (7, 2, 8, 0, 5), (4, 6, 7, 0, 8)))}

#: The fewest and most tables of a Howell here.
FEWEST, MOST = 2, 10


def _differences(n: int, offsets: tuple[int, ...]) -> list[int]:
    m = 2 * n - 1
    return [0] + [(c - i) % m for i, c in enumerate(offsets) if i] \
        + [(c + i) % m for i, c in enumerate(offsets) if i]


def cyclic_offsets(n: int, avoid: tuple[int, ...] = ()) -> tuple[int, ...] | None:
    """Offsets ``c`` (``c[0] = 0``), all different modulo ``m = 2n - 1``, such that the
    sets each pair meets, ``p + {0, c[i] - i, c[i] + i}``, are all different (so each pair
    plays every set once). ``avoid``: offsets of a first half set, which the second half
    must differ from at every table (else the two halves would be one set). None when
    there are none (2, 3 and 5 tables).

    >>> cyclic_offsets(4)
    (0, 2, 4, 1)
    >>> cyclic_offsets(3) is None
    True
    """
    m = 2 * n - 1
    offsets = [0]
    used_diffs = {0}
    used = {0}

    def extend(i: int) -> bool:
        if i == n:
            return True
        for c in range(m):
            if c in used or (avoid and avoid[i] == c):
                continue
            low, high = (c - i) % m, (c + i) % m
            if low == high or low in used_diffs or high in used_diffs:
                continue
            offsets.append(c)
            used.add(c)
            used_diffs.update((low, high))
            if extend(i + 1):
                return True
            offsets.pop()
            used.discard(c)
            used_diffs.difference_update((low, high))
        return False

    return tuple(offsets) if extend(1) else None


def balance_directions(meetings: list[tuple[int, int, int]]) -> list[tuple[int, int]]:
    """North-South and East-West of each meeting ``(round, a, b)``: every pair sits
    North-South in ``floor`` or ``ceil`` of half its meetings.

    >>> balance_directions([(1, 1, 2), (2, 1, 3), (3, 1, 4)])
    [(1, 2), (3, 1), (1, 4)]
    """
    chosen = [(a, b) if r % 2 else (b, a) for r, a, b in meetings]
    excess: Counter[int] = Counter()
    for ns, ew in chosen:
        excess[ns] += 1
        excess[ew] -= 1
    while True:
        start = next((p for p in sorted(excess) if excess[p] >= 2), None)
        if start is None:
            start = next((p for p in sorted(excess) if excess[p] <= -2), None)
            if start is None:
                return chosen
            chosen = [(ew, ns) for ns, ew in chosen]
            excess = Counter({p: -v for p, v in excess.items()})
            _turn_path(chosen, excess, start)
            chosen = [(ew, ns) for ns, ew in chosen]
            excess = Counter({p: -v for p, v in excess.items()})
        else:
            _turn_path(chosen, excess, start)


def _turn_path(chosen: list[tuple[int, int]], excess: Counter[int], start: int) -> None:
    """Turn round the meetings on a path of North-South -> East-West steps from ``start``
    (two too many North-South rounds) to a pair with too few: both come one nearer."""
    out: dict[int, list[int]] = defaultdict(list)
    for index, (ns, _) in enumerate(chosen):
        out[ns].append(index)
    came: dict[int, int] = {start: -1}
    queue = deque([start])
    while queue:
        pair = queue.popleft()
        if pair != start and excess[pair] <= -1:
            while pair != start:
                index = came[pair]
                ns, ew = chosen[index]
                chosen[index] = (ew, ns)
                excess[ns] -= 2
                excess[ew] += 2
                pair = ns
            return
        for index in out[pair]:
            other = chosen[index][1]
            if other not in came:
                came[other] = index
                queue.append(other)
    raise AssertionError("an orientation can always be balanced")  # pragma: no cover


def howell_movement(tables: int, boards_per_round: int = 2, fraction: str = "complete",
                    pairs: int | None = None) -> Movement:
    """A Howell for ``tables`` tables (2 to 10): ``fraction`` ``complete`` (``2n - 1``
    rounds) or ``3/4`` (three quarters of them, rounded up). ``pairs``: the real pairs
    when one fewer than ``2 * tables``: the last pair is a phantom, and whoever meets it
    sits out that round (the other tables play on)."""
    if not FEWEST <= tables <= MOST:
        raise ValueError(f"a Howell here has {FEWEST} to {MOST} tables, not {tables}")
    if fraction not in ("complete", "3/4"):
        raise ValueError(f"a Howell is complete or 3/4, not {fraction!r}")
    n, m = tables, 2 * tables - 1
    if pairs is not None and pairs not in (2 * n, 2 * n - 1):
        raise ValueError(f"a {n}-table Howell seats {2 * n - 1} or {2 * n} pairs, not {pairs}")
    halves = n in (2, 3)
    if halves and boards_per_round % 2:
        raise ValueError(f"the {n}-table Howell plays half sets: give an even number of "
                         f"boards a round, not {boards_per_round}")
    rounds = m if fraction == "complete" else -(-3 * m // 4)
    meetings = []
    for r in range(rounds):
        meetings.append((r, 2 * n, r + 1))
        meetings += [(r, (r + i) % m + 1, (r - i) % m + 1) for i in range(1, n)]
    phantom = 2 * n if pairs == 2 * n - 1 else None
    directions = iter(balance_directions([(r, a, b) for r, a, b in meetings
                                          if phantom not in (a, b)]))
    name = f"Howell, {n} tables" + (", 3/4" if fraction == "3/4" else "") if not phantom \
        else f"Howell, {2 * n - 1} pairs on {n - 1} tables and a sit-out" + \
        (", 3/4" if fraction == "3/4" else "")
    # the phantom is the stationary pair: its table is the sit-out, so the others are
    # numbered from 1 and no table stands empty
    movement = Movement(name, n - 1 if phantom else n, rounds, boards_per_round)
    per_set = boards_per_round // 2 if halves else boards_per_round
    sit_outs = []
    for index, (r, a, b) in enumerate(meetings):
        table = index % n
        if phantom in (a, b):
            sit_outs.append((r + 1, b if a == phantom else a))
            continue
        ns, ew = next(directions)
        sets = _sets(n, r, table)
        boards = tuple(b for s in sets for b in set_boards(s, per_set))
        movement.sittings.append(Sitting(r + 1, table if phantom else table + 1, ns, ew,
                                         sets[0], boards, halves=halves))
    if sit_outs:
        movement.notes.append(sit_out_note(sit_outs))
    if n == 2 and not phantom:
        movement.notes.append("Both tables play the round's two half sets: table 1 the "
                              "first then the second, table 2 the other way round; they "
                              "swap half sets at half time.")
    elif halves:
        movement.notes.append(f"Boards in half sets of {per_set}: each table plays two "
                              "half sets a round.")
    return movement


def _sets(n: int, r: int, table: int) -> tuple[int, ...]:
    """The (half) sets, from 1, that table ``table`` (from 0) plays in round ``r``."""
    m = 2 * n - 1
    if n == 2:      # the two tables share the round's two half sets, swapping at half time
        first, second = 2 * r + 1, 2 * r + 2
        return (first, second) if table == 0 else (second, first)
    if n in HOWELL_TABLES:
        return HOWELL_TABLES[n][r][table]
    return ((r + HOWELL_OFFSETS[n][table]) % m + 1,)


if __name__ == "__main__":  # pragma: no cover - prints the board plans
    for count in range(FEWEST, MOST + 1):
        print(count, cyclic_offsets(count))
