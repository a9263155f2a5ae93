"""Matchpoints for pairs (seed 002, "Duplicate Bridge: Pairs"), with Neuberg's formula and
the adjusted scores of Law 12C.

Each pair wins 2 matchpoints for each pair who scored worse on the board and 1 for each who
scored the same (the ``"2/1"`` scale); in North America 1 and a half (``"1/half"``). The
percentage of the top is the same on both scales. When a board was played fewer times than
the others, Neuberg's formula scales the matchpoints up to the full top:
``(mp + 1) * expected / played - 1`` on the 2/1 scale (the half of it on 1/half).
An artificial adjusted score is 60% of the top for average-plus (A+), 50% for average (A)
and 40% for average-minus (A-) (Law 12C2).

Seed 002's board 1 (NS scores 420, 430, 500, 420, 450, -50, 170):

>>> matchpoints([420, 430, 500, 420, 450, -50, 170])
[5.0, 8.0, 12.0, 5.0, 10.0, 0.0, 2.0]
>>> matchpoints([420, 430, 500, 420, 450, -50, 170], scale="1/half")
[2.5, 4.0, 6.0, 2.5, 5.0, 0.0, 1.0]
>>> neuberg(3.0, played=3, expected=4)
4.333333333333333
>>> adjusted_matchpoints("A+", top=12), adjusted_matchpoints("A-", top=6)
(7.2, 2.4)
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Sequence
from typing import Literal

Scale = Literal["2/1", "1/half"]
SCALES: tuple[Scale, ...] = ("2/1", "1/half")

#: Law 12C2: the share of the top an artificial adjusted score gets.
ADJUSTED_SHARE: dict[str, float] = {"A+": 0.6, "A": 0.5, "A-": 0.4}


def _per_pair(scale: Scale) -> float:
    if scale not in SCALES:
        raise ValueError(f"not a matchpoint scale: {scale!r} (use 2/1 or 1/half)")
    return 2.0 if scale == "2/1" else 1.0


def top(played: int, scale: Scale = "2/1") -> float:
    """The most matchpoints a result can earn on a board played ``played`` times.

    >>> top(7), top(7, "1/half")
    (12.0, 6.0)
    """
    return _per_pair(scale) * (played - 1)


def matchpoints(scores: Sequence[int | float], scale: Scale = "2/1") -> list[float]:
    """The matchpoints of each score (all from the same side's point of view) against the
    others on the board; the other side gets ``top - mp``. Sorted look-ups, so a board of
    a thousand results costs milliseconds."""
    win = _per_pair(scale)
    ranked = sorted(scores)
    return [win * bisect_left(ranked, s) + win / 2 * (bisect_right(ranked, s)
                                                        - bisect_left(ranked, s) - 1)
            for s in scores]


def neuberg(mp: float, played: int, expected: int, scale: Scale = "2/1") -> float:
    """Matchpoints earned on a board played ``played`` times scaled to one played
    ``expected`` times (Neuberg's formula, as in the EBU and WBF scoring rules)."""
    if played < 1 or expected < 1:
        raise ValueError("a board is played at least once")
    unit = _per_pair(scale) / 2
    return (mp + unit) * expected / played - unit


def adjusted_matchpoints(kind: str, top: float) -> float:
    """The matchpoints of an artificial adjusted score (``A+``, ``A``, ``A-``) on a board
    whose top is ``top`` (on either scale)."""
    share = ADJUSTED_SHARE.get(kind.upper().replace("AVG", "A"))
    if share is None:
        raise ValueError(f"not an adjusted score: {kind!r} (use A+, A or A-)")
    return round(share * top, 10)


def percentage(mp: float, top: float) -> float:
    """Matchpoints as a percentage of the top (the same on both scales).

    >>> percentage(21, 34)
    61.76470588235294
    """
    if top <= 0:
        raise ValueError("the top must be positive: a board needs two results")
    return 100.0 * mp / top
