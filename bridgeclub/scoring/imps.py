"""International Match Points: the standard table of seed 002 ("Teams of Four").

>>> imps(30), imps(-750), imps(4000), imps(10)
(1, -13, 24, 0)
"""

from __future__ import annotations

from bisect import bisect_right

#: Lowest point difference of each IMP step, 1 to 24 (seed 002's table).
IMP_THRESHOLDS: tuple[int, ...] = (
    20, 50, 90, 130, 170, 220, 270, 320, 370, 430, 500, 600, 750, 900, 1100, 1300, 1500,
    1750, 2000, 2250, 2500, 3000, 3500, 4000,
)


def imps(difference: int) -> int:
    """IMPs for a point difference; the sign follows the difference."""
    won = bisect_right(IMP_THRESHOLDS, abs(difference))
    return won if difference >= 0 else -won
