"""Rankings with ties: equal totals share a place, written ``6-7`` or kept as the first
place with the last place of the tie (the Ruter files' ``Rank`` and ``RankTie`` columns).

>>> rank([42.0, 24.5, 24.5, 4.7])
[(1, 1), (2, 3), (2, 3), (4, 4)]
>>> place_text(2, 3), place_text(4, 4)
('2-3', '4')
"""

from __future__ import annotations

from collections.abc import Sequence


def rank(totals: Sequence[float], places: int | None = None) -> list[tuple[int, int]]:
    """Each total's place and the last place it shares (highest total first). With
    ``places`` the totals are compared to that many decimals, as printed."""
    keys = [round(t, places) if places is not None else t for t in totals]
    order = sorted(keys, reverse=True)
    first: dict[float, int] = {}
    last: dict[float, int] = {}
    for place, key in enumerate(order, start=1):
        first.setdefault(key, place)
        last[key] = place
    return [(first[k], last[k]) for k in keys]


def place_text(first: int, last: int) -> str:
    """A place as printed: ``3`` or ``6-7`` for a tie."""
    return str(first) if first == last else f"{first}-{last}"
