"""Tricks and contracts from points and trumps, for the variants that bid with more in
view than the auction (both hands known, a rack in view, a slip) or with no partner.

>>> tricks_for_points(26), tricks_for_points(20)
(10, 7)
>>> best_contract(26, {"S": 8, "H": 7, "D": 6, "C": 5})
(4, 'S', 'game: 26+ points together')
"""

from __future__ import annotations

from collections.abc import Mapping

from bridgeclub.bots.bidding.context import Context, Score
from bridgeclub.bots.bidding.placement import POINTS_FOR_TRICKS, target_level


def tricks_for_points(points: float) -> int:
    """The tricks a side usually takes with ``points`` together (and a fit)."""
    tricks = 6
    for count, need in sorted(POINTS_FOR_TRICKS.items()):
        if points >= need:
            tricks = count
    return tricks


def best_strain(points: float, lengths: Mapping[str, float]) -> tuple[str, float]:
    """A major fit of eight, else no trumps when no suit is long, else the longest fit;
    with the points adjusted for the trumps beyond eight."""
    fits: dict[str, float] = {s: n for s, n in lengths.items() if n >= 8}
    majors = [s for s in ("S", "H") if s in fits]
    if majors:
        top = max(majors, key=lambda s: fits[s])
        return top, points + fits[top] - 8
    if fits and points < 25:
        best = max(fits, key=lambda s: fits[s])
        return best, points + fits[best] - 8
    return "N", points


def best_contract(points: float, lengths: Mapping[str, float], score: Score | None = None,
                  vulnerable: bool = False) -> tuple[int, str, str]:
    """The level and strain the side's points and fits are worth, with the words why."""
    strain, adjusted = best_strain(points, lengths)
    ctx = Context("N", (), vulnerable, False, score=score or Score())
    level, words = target_level(ctx, strain, adjusted)
    return level, strain, words
