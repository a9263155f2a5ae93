"""Victory points: a match's IMP margin shared out as a fixed number of points (seed 002,
"Teams of Four": "a further conversion of this margin into a match result").

Two ways: a given table, such as seed 002's example for a 24-board match (``SEED_24``), and
the WBF continuous scale of 2013 for a match of any length: with ``B = 15 * sqrt(boards)``
and ``tau = (sqrt(5) - 1) / 2`` the winner gets ``10 + 10 * (1 - tau ** (3 * margin / B)) /
(1 - tau ** 3)``, at most 20, rounded to two decimals; the loser gets the rest of 20.

Seed 002's example: 15 IMPs ahead after 24 boards wins 13-7 by its table.

>>> SEED_24.victory_points(15)
(13, 7)
>>> SEED_24.victory_points(-60)
(0, 20)
>>> wbf_victory_points(20, boards=32), wbf_victory_points(-79, boards=32)
((13.78, 6.22), (0.32, 19.68))
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from bridgeclub.scoring.rounding import half_up

TAU = (math.sqrt(5) - 1) / 2


@dataclass(frozen=True)
class VpTable:
    """A VP table: ``steps[i]`` is the lowest IMP margin that earns the winner
    ``winner_points[i]``; the loser gets ``total - winner``."""

    steps: tuple[int, ...]
    winner_points: tuple[int, ...]
    total: int

    def __post_init__(self) -> None:
        if len(self.steps) != len(self.winner_points) or not self.steps or self.steps[0] != 0:
            raise ValueError("a VP table has one step for each score, the first at 0 IMPs")
        if list(self.steps) != sorted(set(self.steps)):
            raise ValueError("a VP table's steps must rise")

    def victory_points(self, margin: int) -> tuple[int, int]:
        """Our and their VPs for our IMP ``margin`` (negative when we lost)."""
        index = max(i for i, step in enumerate(self.steps) if abs(margin) >= step)
        won = self.winner_points[index]
        return (won, self.total - won) if margin >= 0 else (self.total - won, won)


#: Seed 002's example table for a 24-board match (IMP margin -> VPs, 20 in all).
SEED_24 = VpTable(steps=(0, 3, 7, 12, 17, 22, 28, 34, 40, 47, 55),
                  winner_points=(10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20), total=20)


def wbf_winner_points(margin: float, boards: int) -> float:
    """The winner's VPs for an IMP margin (``abs`` taken) over ``boards`` boards, unrounded."""
    if boards < 1:
        raise ValueError("a match has at least one board")
    blitz = 15 * math.sqrt(boards)
    margin = abs(margin)
    if margin >= blitz:
        return 20.0
    return float(10 + 10 * (1 - TAU ** (3 * margin / blitz)) / (1 - TAU ** 3))


def wbf_victory_points(margin: float, boards: int) -> tuple[float, float]:
    """Our and their VPs by the WBF continuous scale, to two decimals."""
    won = half_up(wbf_winner_points(margin, boards), 2)
    lost = half_up(20 - won, 2)
    return (won, lost) if margin >= 0 else (lost, won)


def board_a_match(ours: Sequence[int], theirs: Sequence[int]) -> list[float]:
    """Board-a-match (point-a-board, seed 002): on each board 1 for the team whose two
    tables scored more in all, a half for a tie, 0 otherwise. ``ours`` is our NS score
    where our pair sits NS, ``theirs`` NS's score where our pair sits EW.

    >>> board_a_match([420, 500, -690, 140], [450, 500, -1440, -100])
    [0.0, 0.5, 1.0, 1.0]
    """
    if len(ours) != len(theirs):
        raise ValueError("the two rooms must have played the same boards")
    return [1.0 if a > b else 0.5 if a == b else 0.0 for a, b in zip(ours, theirs, strict=True)]
