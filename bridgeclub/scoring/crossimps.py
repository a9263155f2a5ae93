"""Cross-IMPs (seed 002, "Duplicate Bridge: Pairs": "your score may be IMPed against every
other pair that played the same hands"): each result against every other result of the
board, the IMPs summed. The normalised forms divide the sum by the number of comparisons,
so boards played a different number of times weigh the same, and may scale it back to a
chosen number of comparisons (``scale_to``), as some programs print.

>>> cross_imps([420, 450, -50])
[9, 12, -21]
>>> cross_imps_normalised([420, 450, -50])
[4.5, 6.0, -10.5]
>>> cross_imps_normalised([420, 450, -50], scale_to=10)
[45.0, 60.0, -105.0]
"""

from __future__ import annotations

from collections.abc import Sequence

from bridgeclub.scoring.imps import imps

#: IMPs an average-plus earns for each comparison; minus for average-minus. 1.5 is what
#: the Ruter program gives (tests/data/ruter-pairs-crossimp.pbn, board 15: 58.5 over 39).
ADJUSTED_IMPS: dict[str, float] = {"A+": 1.5, "A": 0.0, "A-": -1.5}


def cross_imps(scores: Sequence[int]) -> list[int]:
    """Each score IMPed against every other score of the board and summed (same side's
    point of view; the other side gets the negative)."""
    return [sum(imps(s - other) for other in scores) for s in scores]


def cross_imps_normalised(scores: Sequence[int], scale_to: int | None = None) -> list[float]:
    """The sums divided by the comparisons (``len - 1``), times ``scale_to`` if given."""
    if len(scores) < 2:
        raise ValueError("cross-IMPs need at least two results on the board")
    factor = (scale_to or 1) / (len(scores) - 1)
    return [total * factor for total in cross_imps(scores)]


def adjusted_cross_imps(kind: str, comparisons: int) -> float:
    """The cross-IMPs of an artificial adjusted score against ``comparisons`` results.

    >>> adjusted_cross_imps("A+", 39)
    58.5
    """
    per = ADJUSTED_IMPS.get(kind.upper())
    if per is None:
        raise ValueError(f"not an adjusted score: {kind!r} (use A+, A or A-)")
    return per * comparisons
