"""Butler scoring for IMP pairs (seed 002, "Duplicate Bridge: Pairs": IMPed "against a form
of average of the scores of all the pairs who played the hand"). The average, the datum, is
the mean of the North-South scores without the top and the bottom ones, rounded to the
nearest 10; each result wins the IMPs of its difference from the datum.

The Ruter program's ``Butler-2`` drops the one top and one bottom score (two in all), as
the datums of tests/data/ruter-pairs-butler.pbn show; halves of 10 round away from zero.

>>> butler_datum([420, 430, 500, 420, 450, -50, 170])
380
>>> butler_imps([420, 430, 500, 420, 450, -50, 170])
[1, 2, 3, 1, 2, -10, -5]
"""

from __future__ import annotations

from collections.abc import Sequence

from bridgeclub.scoring.imps import imps
from bridgeclub.scoring.rounding import half_up


def butler_datum(scores: Sequence[int], drop: int = 1, rounding: int = 10) -> int:
    """The mean of ``scores`` without the ``drop`` highest and ``drop`` lowest, rounded to
    ``rounding`` points. With too few scores to drop from, the plain mean."""
    if not scores:
        raise ValueError("a datum needs at least one result")
    ranked = sorted(scores)
    kept = ranked[drop:len(ranked) - drop] if len(ranked) > 2 * drop else ranked
    mean = sum(kept) / len(kept)
    return int(half_up(mean / rounding) * rounding)


def butler_imps(scores: Sequence[int], drop: int = 1, rounding: int = 10) -> list[int]:
    """Each score's IMPs against the board's datum."""
    datum = butler_datum(scores, drop, rounding)
    return [imps(s - datum) for s in scores]
