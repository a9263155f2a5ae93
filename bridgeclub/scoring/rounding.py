"""Rounding as club scoring programs print: halves away from zero (``round`` in Python
rounds halves to even, so 0.125 would print 0.12 where a score sheet says 0.13).

>>> half_up(-0.75, 1), half_up(62.5), half_up(0.125, 2), half_up(-45, -1)
(-0.8, 63.0, 0.13, -50.0)
"""

from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal


def half_up(value: float, places: int = 0) -> float:
    """``value`` rounded to ``places`` decimals (negative: to tens, hundreds), halves away
    from zero. Goes through the shortest decimal text of ``value`` so 2.675 rounds up."""
    quantum = Decimal(1).scaleb(-places)
    rounded = Decimal(repr(float(value))).quantize(quantum, rounding=ROUND_HALF_UP) \
        if places >= 0 else \
        (Decimal(repr(float(value))) / quantum).quantize(Decimal(1), rounding=ROUND_HALF_UP) \
        * quantum
    return float(rounded)
