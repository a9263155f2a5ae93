"""Teams of four (seed 002, "Teams of Four"): the same boards played in two rooms, our pair
North-South in one and East-West in the other, each board's difference turned into IMPs.

>>> team_imps([420, 500, -690, 140], [450, 620, -1440, -100])
[-1, -3, 13, 6]
"""

from __future__ import annotations

from collections.abc import Sequence

from bridgeclub.scoring.imps import imps


def team_imps(ns_where_we_sit_ns: Sequence[int], ns_where_we_sit_ew: Sequence[int]
              ) -> list[int]:
    """Our IMPs on each board: North-South's score in the room where our pair sits
    North-South, less North-South's score in the other room (where our pair is East-West
    and scores the negative of it)."""
    if len(ns_where_we_sit_ns) != len(ns_where_we_sit_ew):
        raise ValueError("the two rooms must have played the same boards")
    return [imps(ours - theirs) for ours, theirs in zip(ns_where_we_sit_ns,
                                                         ns_where_we_sit_ew, strict=True)]
