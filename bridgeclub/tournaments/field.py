"""A tournament's field, scored as it grows: each entrant's result on a board against
everyone who played the board in the same direction, the ranking kept up to date entry by
entry (seed 002, "Duplicate Bridge: Pairs": matchpoints, and IMPs against a datum or
against every other result; the forms are ``bridgeclub.scoring``).

An entry works out the board's *distinct scores* again, not the field: a board keeps how
many entrants scored each number of points, and an entrant's worth on the board is a
function of her score alone. When an entry changes a board's counts, the worth of each
distinct score is worked out again and the difference added to the running total of
each entrant who scored it (one addition each: a new score on the board changes every
score's worth, since the board was played once more); the other boards and their
entrants are not touched. The ranking after it is one pass over the field (``ranking``).

Matchpoints with Neuberg's formula as the field grows (every board scaled to the most
played board, ``E`` plays, as ``bridgeclub.events.results`` does): on a board played ``n``
times an entrant whose score beats ``below`` others and equals ``equal`` (herself
included) earns ``(2*below + equal) * E / n - 1`` of a top of ``2*(E - 1)``. The sum over
her ``k`` boards is ``E * A - k`` with ``A`` the sum of ``(2*below + equal) / n``, so only
``A`` is kept: when ``E`` grows nothing is recomputed, and the order of the ranking is the
order of ``A / k``.

>>> field = Field("MP")
>>> for entrant, score in ((1, 420), (2, 450), (3, -50)):
...     field.enter(entrant, 1, score)
>>> [round(field.matchpoints(e, 1), 2) for e in (1, 2, 3)], field.top()
([2.0, 4.0, 0.0], 4.0)
>>> field.enter(4, 2, 100)          # board 2, played once: scaled to three plays (Neuberg)
>>> round(field.matchpoints(4, 2), 2), [(line.place, line.entrant) for line in field.ranking()]
(2.0, [('1', 2), ('2-3', 1), ('2-3', 4), ('4', 3)])
>>> butler = Field("Butler")
>>> for entrant, score in enumerate((420, 430, 500, 420, 450, -50, 170), start=1):
...     butler.enter(entrant, 1, score)
>>> butler.datum(1), [butler.imps(e, 1) for e in range(1, 8)]
(380, [1.0, 2.0, 3.0, 1.0, 2.0, -10.0, -5.0])
"""

from __future__ import annotations

import math
from bisect import bisect_left, bisect_right, insort
from collections import defaultdict
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from fractions import Fraction
from typing import NamedTuple

from bridgeclub.scoring.butler import butler_datum
from bridgeclub.scoring.imps import imps
from bridgeclub.scoring.ranking import place_text
from bridgeclub.scoring.rounding import half_up

#: How a tournament compares results: matchpoints (Neuberg), Butler IMPs, cross-IMPs.
FORMS = ("MP", "Butler", "Cross")
Points = int | Fraction


@dataclass
class BoardField:
    """One board's scores (North-South's points): how many entrants scored each."""

    counts: dict[Points, int] = field(default_factory=dict)
    ranked: list[Points] = field(default_factory=list)     # the distinct scores, sorted
    members: dict[Points, set[int]] = field(default_factory=lambda: defaultdict(set))
    played: int = 0
    total: Points = 0

    def add(self, entrant: int, score: Points) -> None:
        if score not in self.counts:
            self.counts[score] = 0
            insort(self.ranked, score)
        self.counts[score] += 1
        self.members[score].add(entrant)
        self.played += 1
        self.total += score

    def remove(self, entrant: int, score: Points) -> None:
        self.counts[score] -= 1
        self.members[score].discard(entrant)
        if not self.counts[score]:
            del self.counts[score], self.members[score]
            self.ranked.pop(bisect_left(self.ranked, score))
        self.played -= 1
        self.total -= score

    def datum(self) -> int:
        """Butler's datum: the mean without the top and the bottom score, to 10 points
        (``scoring.butler.butler_datum``, here without sorting the field again)."""
        n, ranked = self.played, self.ranked
        if n > 2:
            kept = (self.total - ranked[0] - ranked[-1]) / (n - 2)
            return int(half_up(float(kept) / 10) * 10)
        return butler_datum([int(s) for s in ranked for _ in range(self.counts[s])])

    def worth(self, form: str) -> dict[Points, float]:
        """What an entrant with each distinct score earns on this board: ``(2*below +
        equal) / n`` (matchpoints, see the module docstring), IMPs from the datum (Butler)
        or IMPs against every other result (cross-IMPs)."""
        counts, ranked, n = self.counts, self.ranked, self.played
        out: dict[Points, float] = {}
        if form == "MP":
            below = 0
            for score in ranked:
                count = counts[score]
                out[score] = (2 * below + count) / n
                below += count
        elif form == "Butler":
            datum = self.datum()
            for score in ranked:
                out[score] = float(imps(int(score - datum)))
        else:
            for score in ranked:
                out[score] = float(sum(imps(int(score - other)) * counts[other]
                                       for other in ranked))
        return out


def printed(value: float, places: int) -> int:
    """``value`` as a score sheet prints it, halves away from zero, in units of its last
    place (``62.125`` to two places: ``6213``): ``scoring.rounding.half_up`` for every
    value that is not within a billionth of a half (a tournament's scores are fractions
    with small denominators), at a fraction of its cost, since the ranking rounds every
    entrant's total after each entry; two totals printed alike share a place.

    >>> printed(62.125, 2), printed(2.675, 2), printed(-0.75, 1), half_up(2.675, 2)
    (6213, 268, -8, 2.68)
    """
    units = math.floor(abs(value) * 10.0 ** places + 0.5 + 1e-9)
    return -units if value < 0 else units


#: Entrants' numbers are below this: a ranking's sort key is ``-printed * SPAN + number``.
SPAN = 1 << 32


class Standing(NamedTuple):
    """A line of the ranking: place (``"3"`` or ``"6-7"``), entrant, her score
    (matchpoints or IMPs), the percentage (matchpoints) and the boards she played (a
    named tuple: a ranking of every line makes one for each entrant after each entry)."""

    place: str
    entrant: int
    score: float
    percent: float | None
    boards: int


class Places(Mapping[int, str]):
    """The places of a ranking, each worked out when asked: an entrant's index in the
    order and where each group of equal printed totals starts.

    >>> places = Places({7: 0, 3: 1, 5: 2, 9: 3}, [0, 1, 3], 4)
    >>> [places[e] for e in (7, 3, 5, 9)], len(places), places.get(4)
    (['1', '2-3', '2-3', '4'], 4, None)
    """

    def __init__(self, index: dict[int, int], starts: list[int], size: int) -> None:
        self.index, self.starts, self.size = index, starts, size

    def __getitem__(self, entrant: int) -> str:
        i = self.index[entrant]
        group = bisect_right(self.starts, i) - 1
        first = self.starts[group]
        last = self.starts[group + 1] if group + 1 < len(self.starts) else self.size
        return place_text(first + 1, last)

    def __iter__(self) -> Iterator[int]:
        return iter(self.index)

    def __len__(self) -> int:
        return len(self.index)


class Field:
    """Every board's scores and every entrant's running total (see the module
    docstring)."""

    def __init__(self, form: str) -> None:
        if form not in FORMS:
            raise ValueError(f"a tournament is scored by {', '.join(FORMS)}, not {form!r:.20}")
        self.form = form
        self.boards: dict[int, BoardField] = defaultdict(BoardField)
        self.scores: dict[int, dict[int, Points]] = defaultdict(dict)   # entrant, board
        self.sums: dict[int, float] = defaultdict(float)     # A (MP) or the IMPs
        self.worths: dict[int, dict[Points, float]] = {}
        self.order: list[int] = []                             # the last ranking's order
        self.places = Places({}, [0], 0)                       # the last ranking's places
        self._most = 0

    @property
    def most_played(self) -> int:
        """``E``: how often the most played board was played."""
        return self._most

    def enter(self, entrant: int, board: int, score: Points) -> None:
        """Take (or replace) ``entrant``'s North-South score on ``board``."""
        on = self.boards[board]
        earlier = self.scores[entrant].get(board)
        if earlier is not None:
            on.remove(entrant, earlier)
            self.sums[entrant] -= self.worths[board][earlier]
        elif entrant not in self.sums:
            self.order.append(entrant)
        on.add(entrant, score)
        self._most = max(self._most, on.played)
        self.scores[entrant][board] = score
        self._rework(board, entrant, score)

    def _rework(self, board: int, entrant: int, score: Points) -> None:
        """The board's worths again; each entrant on it gets the difference."""
        old = self.worths.get(board, {})
        new = self.boards[board].worth(self.form)
        self.worths[board] = new
        sums = self.sums
        for value, members in self.boards[board].members.items():
            change = new[value] - old.get(value, 0.0)
            if change:
                for member in members:
                    sums[member] += change
        # the entrant just entered had no worth of this score counted before
        sums[entrant] += old.get(score, 0.0)

    def remove(self, entrant: int, board: int) -> None:
        """Take an entry back (a result corrected away)."""
        score = self.scores[entrant].pop(board)
        on = self.boards[board]
        on.remove(entrant, score)
        self.sums[entrant] -= self.worths[board][score]
        new = on.worth(self.form)
        for value, members in on.members.items():
            change = new[value] - self.worths[board].get(value, 0.0)
            for member in members:
                self.sums[member] += change
        self.worths[board] = new
        self._most = max((b.played for b in self.boards.values()), default=0)

    def top(self) -> float:
        """The top of every board (matchpoints, 2/1 scale) once scaled to ``E`` plays."""
        return 2.0 * (self.most_played - 1) if self.most_played > 1 else 0.0

    def matchpoints(self, entrant: int, board: int) -> float:
        """The entrant's matchpoints on a board, Neuberg-scaled to the most played."""
        score = self.scores[entrant][board]
        on = self.boards[board]
        return self.worths[board][score] * max(on.played, self.most_played) - 1

    def imps(self, entrant: int, board: int) -> float:
        return self.worths[board][self.scores[entrant][board]]

    def earned(self, entrant: int, board: int) -> float:
        """Matchpoints or IMPs, by the field's form."""
        return self.matchpoints(entrant, board) if self.form == "MP" else \
            self.imps(entrant, board)

    def datum(self, board: int) -> int:
        return self.boards[board].datum()

    def total(self, entrant: int) -> tuple[float, float | None]:
        """The entrant's score (matchpoints or IMPs) and percentage (matchpoints)."""
        k = len(self.scores[entrant])
        if self.form != "MP":
            return self.sums[entrant], None
        e = self.most_played
        score = e * self.sums[entrant] - k
        tops = k * self.top()
        return score, (100 * score / tops if tops else None)

    def ranking(self, lines: int | None = None) -> list[Standing]:
        """The entrants with a result, best first (the first ``lines`` of them, or all);
        equal scores as printed (percentages to two decimals, IMPs to one) share the
        place, and ``places`` keeps every entrant's.

        What it costs after an entry is the field's size once, in a few steps that each
        run through it inside one comprehension or one sort: each entrant's printed total
        as one whole number that also orders equal totals by entrant (``SPAN``), the last
        ranking's order sorted again by it (nearly in order already: close to linear,
        Timsort), where each printed total starts in the order (``Places``: a place is
        worked out when asked), and lines made only for the first ``lines``."""
        most, top, sums, scores = self._most, self.top(), self.sums, self.scores
        span, floor, order = SPAN, math.floor, self.order
        if self.form != "MP":
            keys = {e: -printed(sums[e], 1) * span + e for e in order}
        elif top:
            # printed(100 * (most * A - k) / (k * top), 2), inlined: percentages are >= 0
            keys = {e: -floor(10000 * (most * sums[e] - (k := len(scores[e]))) / (k * top)
                               + 0.5 + 1e-9) * span + e for e in order}
        else:
            keys = {e: e for e in order}
        order.sort(key=keys.__getitem__)
        values = [keys[e] // span for e in order]
        starts = [0, *(i for i in range(1, len(values)) if values[i] != values[i - 1])]
        self.places = Places(dict(zip(order, range(len(order)), strict=True)), starts,
                             len(order))
        out: list[Standing] = []
        shown = len(order) if lines is None else min(lines, len(order))
        mp = self.form == "MP"
        for group, start in enumerate(starts):     # the lines group by group: one place
            if start >= shown:                      # text for each group
                break
            end = starts[group + 1] if group + 1 < len(starts) else len(order)
            text = place_text(start + 1, end)
            for entrant in order[start:min(end, shown)]:
                k = len(scores[entrant])
                if mp:
                    score = most * sums[entrant] - k
                    out.append(Standing(text, entrant, score,
                                        100 * score / (k * top) if top else None, k))
                else:
                    out.append(Standing(text, entrant, sums[entrant], None, k))
        return out

    def board_entrants(self, board: int) -> Iterable[int]:
        """The entrants who played a board, best score first."""
        on = self.boards.get(board)
        if on is None:
            return []
        return [e for score in reversed(on.ranked) for e in sorted(on.members[score])]
