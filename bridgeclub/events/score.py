"""Scoring an event's boards and totals: the same code for a Ruter-style file and a live
event (seed 002, "Duplicate Bridge: Pairs"; the forms are in ``bridgeclub.scoring``).

``score_board`` scores one board's results by the event's method; ``pair_totals`` adds each
pair's scores up: matchpoints to a percentage of the tops they could have won; IMPs to a
total, a pair that sat out (a bye) or missed boards getting its average of the boards it
played for each of them, as the Ruter program does (tests/data/ruter-pairs-butler.pbn).

>>> from bridgeclub.events.model import BoardInfo, Result
>>> board = BoardInfo(1)
>>> results = [Result(1, 1, 11, "4S", "N", 10), Result(1, 2, 12, "4S", "N", 11),
...            Result(1, 3, 13, adjusted=("A+", "A-"))]
>>> [(s.ns, s.ew) for s in score_board(results, board, "MP")]
[(0.0, 2.0), (2.0, 0.0), (1.2, 0.8)]
>>> [(s.ns, s.ew, s.datum) for s in score_board(results[:2], board, "Butler")]
[(-1.0, 1.0, 440), (0.0, 0.0, 440)]
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from bridgeclub.events.model import BoardInfo, Result
from bridgeclub.scoring.butler import butler_datum
from bridgeclub.scoring.crossimps import adjusted_cross_imps
from bridgeclub.scoring.imps import imps
from bridgeclub.scoring.matchpoints import (
    ADJUSTED_SHARE,
    Scale,
    matchpoints,
    neuberg,
    top,
)

#: Butler IMPs for an artificial adjusted score (WBF General Conditions: +/-3 IMPs).
BUTLER_ADJUSTED: dict[str, float] = {"A+": 3.0, "A": 0.0, "A-": -3.0}


@dataclass
class ScoredResult:
    """A result with what it earned: ``ns``/``ew`` matchpoints or IMPs, the percentages
    (matchpoints), the board's datum (Butler) and top (matchpoints), and what a divided
    cross-IMP form divides the result's summed IMPs by in the pair's total."""

    result: Result
    points: int | None = None
    ns: float | None = None
    ew: float | None = None
    ns_percent: float | None = None
    ew_percent: float | None = None
    datum: int | None = None
    top: float | None = None
    divisor: int | None = None


def score_board(results: Sequence[Result], board: BoardInfo, method: str,
                scale: Scale = "2/1", expected: int | None = None) -> list[ScoredResult]:
    """Score one board's results. ``expected``: how often the board should have been
    played, for Neuberg's formula (matchpoints)."""
    scored = [ScoredResult(r, r.ns_score(board)) for r in results]
    real = [s for s in scored if s.points is not None]
    points = [s.points for s in real if s.points is not None]
    if method == "MP":
        _matchpoints(scored, real, points, scale, expected)
    elif method in ("Butler", "ButlerAll"):
        _butler(scored, real, points, drop=1 if method == "Butler" else 0)
    elif method in CROSS_FORMS:
        _cross(scored, real, points, method)
    else:
        raise ValueError(f"a board scored by {method!r} is scored match by match")
    return scored


def _matchpoints(scored: list[ScoredResult], real: list[ScoredResult], points: list[int],
                 scale: Scale, expected: int | None) -> None:
    times = max(len(points), expected or 0)
    board_top = top(times, scale) if times >= 2 else 0.0
    for s, mp in zip(real, matchpoints(points, scale), strict=True):
        if expected is not None and len(points) != expected:
            mp = neuberg(mp, len(points), expected, scale)
        s.ns, s.ew = mp, board_top - mp
    for s in scored:
        s.top = board_top
        if s.result.adjusted is not None and board_top:
            s.ns, s.ew = (ADJUSTED_SHARE[a] * board_top for a in s.result.adjusted)
        if s.ns is not None and s.ew is not None and board_top:
            s.ns_percent = 100 * s.ns / board_top
            s.ew_percent = 100 * s.ew / board_top


def _butler(scored: list[ScoredResult], real: list[ScoredResult], points: list[int],
            drop: int = 1) -> None:
    if not points:
        return
    datum = butler_datum(points, drop)
    for s in real:
        assert s.points is not None
        s.ns = float(imps(s.points - datum))
        s.ew = 0.0 - s.ns
        s.datum = datum
    for s in scored:
        if s.result.adjusted is not None:
            s.ns, s.ew = (BUTLER_ADJUSTED[a] for a in s.result.adjusted)


#: The cross-IMP forms (PBN standard 3.4.12): ``Cross`` sums the IMPs against every other
#: score of the board, ``Cross1`` divides the sum by the number of scores, ``Cross2`` by the
#: number of comparisons.
CROSS_FORMS = ("Cross", "Cross1", "Cross2")
#: The forms whose total is a mean: each board's sum divided, then the mean a board.
DIVIDED_CROSS = ("Cross1", "Cross2")


def imp_places(method: str, total: bool = False) -> int:
    """The decimals a board's IMPs (``total`` False) or a pair's total are printed with, as
    Ruter prints them: one for Butler and for a board's summed cross-IMPs, two for the
    total of a divided cross-IMP form (a mean a board).

    >>> imp_places("Butler"), imp_places("Cross2"), imp_places("Cross2", total=True)
    (1, 1, 2)
    """
    return 2 if total and method in DIVIDED_CROSS else 1


def _cross(scored: list[ScoredResult], real: list[ScoredResult], points: list[int],
           form: str = "Cross") -> None:
    """Cross-IMPs summed, in every form: the traveller (Ruter's ScoreTable) shows each
    result's IMPs against all its comparisons (a board of twelve tables: 112, not 10.18);
    the divided forms keep the ``divisor`` their total divides each board by (``Cross1``
    the scores, ``Cross2`` the comparisons). An adjusted score earns its IMPs for each of
    the board's real scores (its comparisons), divided by their number."""
    n = len(points)
    for s in real:
        assert s.points is not None
        s.ns = float(sum(imps(s.points - other) for other in points))
        s.ew = 0.0 - s.ns
        if form in DIVIDED_CROSS:
            s.divisor = n if form == "Cross1" else n - 1
    for s in scored:
        if s.result.adjusted is not None:
            s.ns, s.ew = (adjusted_cross_imps(a, n) for a in s.result.adjusted)
            if form in DIVIDED_CROSS:
                s.divisor = n


@dataclass
class PairTotal:
    """A pair's total: ``score`` (matchpoints or IMPs, with its byes' share), ``boards``
    played, ``byes`` sat out (and, scored by IMPs, boards not played), ``tops`` the
    matchpoints it could have won, and ``average`` its IMPs a board (what each bye
    earns). ``shares`` adds the divided cross-IMPs a board (``Cross1``, ``Cross2``), whose
    ``score`` is their mean a board."""

    pair: int
    score: float = 0.0
    boards: int = 0
    byes: int = 0
    tops: float = 0.0
    played_score: float = 0.0
    shares: float = 0.0

    @property
    def percent(self) -> float | None:
        return 100 * self.score / self.tops if self.tops else None

    @property
    def average(self) -> float:
        return self.played_score / self.boards if self.boards else 0.0


def pair_totals(scored: Iterable[ScoredResult], method: str) -> dict[int, PairTotal]:
    """Every pair's total over the scored results (see the module docstring)."""
    totals: dict[int, PairTotal] = defaultdict(lambda: PairTotal(0))
    for s in scored:
        for pair, value in ((s.result.ns, s.ns), (s.result.ew, s.ew)):
            if pair is None:
                continue
            total = totals[pair]
            total.pair = pair
            if s.result.bye or (s.result.not_played and method != "MP"):
                total.byes += 1
            elif value is not None:
                total.played_score += value
                total.boards += 1
                total.tops += s.top or 0.0
                if s.divisor:
                    total.shares += value / s.divisor
    for total in totals.values():
        total.score = total.played_score
        if method in DIVIDED_CROSS:
            total.score = total.shares / total.boards if total.boards else 0.0
        elif method != "MP" and total.byes and total.boards:
            total.score = total.average * (total.boards + total.byes)
    return dict(totals)
