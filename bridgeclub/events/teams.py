"""A teams event: matches of two teams of four (seed 002, "Teams of Four"), each board's
difference between the two rooms in IMPs, the match's margin in VPs (the WBF continuous
scale, or a given table such as seed 002's), the teams ranked by VPs; rounds paired by a
round robin or Swiss by standings.

>>> event = TeamsEvent({1: "Aces", 2: "Kings", 3: "Queens", 4: "Jacks"}, boards_per_match=4)
>>> pairs = event.next_round()
>>> pairs
[(1, 2), (3, 4)]
>>> event.record(1, 2, [420, 500, -690, 140], [450, 620, -1440, -100]).imps
(19, 4)
>>> event.record(3, 4, [100, 100, 100, 100], [100, 100, 100, 100]).vps
(10.0, 10.0)
>>> [(line.place, line.team, line.vps) for line in event.ranking()]
[('1', 1, 16.73), ('2-3', 3, 10.0), ('2-3', 4, 10.0), ('4', 2, 3.27)]
>>> event.next_round()
[(1, 3), (4, 2)]
>>> bam = TeamsEvent({1: "Aces", 2: "Kings"}, boards_per_match=4, method="BAM")
>>> bam.next_round()
[(1, 2)]
>>> bam.record(1, 2, [420, 500, -690, 140], [450, 500, -1440, -100]).vps
(2.5, 1.5)
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, field

from bridgeclub.events.movements import swiss_pairings
from bridgeclub.scoring.ranking import place_text, rank
from bridgeclub.scoring.rounding import half_up
from bridgeclub.scoring.teams import team_imps
from bridgeclub.scoring.vp import VpTable, board_a_match, wbf_victory_points


@dataclass(frozen=True)
class TeamMatch:
    """A match played: round, home and away, each board's IMPs (home's), the IMP totals
    and the VPs."""

    round: int
    home: int
    away: int
    board_imps: tuple[int, ...]
    imps: tuple[int, int]
    vps: tuple[float, float]


@dataclass(frozen=True)
class TeamLine:
    place: str
    team: int
    name: str
    vps: float
    imps: int


@dataclass
class TeamsEvent:
    """Teams, the boards a match has, the VP scale (None: WBF continuous), the method
    (``"IMP"``, or ``"BAM"`` board-a-match: a point a board won, the match's points
    standing for its VPs) and the matches played so far; ``round`` is the round being
    played."""

    def __post_init__(self) -> None:
        if self.method not in ("IMP", "BAM"):
            raise ValueError(f"a teams event scores IMP or BAM, not {self.method!r}")

    teams: dict[int, str]
    boards_per_match: int
    vp_table: VpTable | None = None
    method: str = "IMP"
    matches: list[TeamMatch] = field(default_factory=list)
    round: int = 0
    pending: list[tuple[int, int]] = field(default_factory=list)

    def standings(self) -> list[int]:
        """Teams best first: VPs, then IMP difference, then number."""
        vps, imps = self.totals()
        return sorted(self.teams, key=lambda t: (-vps[t], -imps[t], t))

    def totals(self) -> tuple[dict[int, float], dict[int, int]]:
        vps: dict[int, float] = defaultdict(float)
        imps: dict[int, int] = defaultdict(int)
        for match in self.matches:
            vps[match.home] += match.vps[0]
            vps[match.away] += match.vps[1]
            imps[match.home] += match.imps[0] - match.imps[1]
            imps[match.away] += match.imps[1] - match.imps[0]
        return vps, imps

    def next_round(self) -> list[tuple[int, int]]:
        """Pair the next round Swiss by the standings, never a repeat (0: a bye)."""
        if self.pending:
            raise ValueError(f"round {self.round} still has matches to record: {self.pending}")
        played = {frozenset((m.home, m.away)) for m in self.matches}
        self.round += 1
        self.pending = swiss_pairings(self.standings(), played)
        return list(self.pending)

    def record(self, home: int, away: int, home_ns: Sequence[int],
               away_ns: Sequence[int]) -> TeamMatch:
        """Record a match of this round: NS's score on each board in the room where the
        home team sits NS, and in the room where the away team sits NS."""
        if (home, away) not in self.pending:
            raise ValueError(f"{home} v {away} is not a match of round {self.round}")
        if len(home_ns) != self.boards_per_match:
            raise ValueError(f"a match has {self.boards_per_match} boards, "
                             f"not {len(home_ns)}")
        board_imps = team_imps(home_ns, away_ns)
        won = sum(i for i in board_imps if i > 0)
        lost = -sum(i for i in board_imps if i < 0)
        margin = won - lost
        vps: tuple[float, float]
        if self.method == "BAM":
            points = sum(board_a_match(home_ns, away_ns))
            vps = (points, self.boards_per_match - points)
        elif self.vp_table is not None:
            table_vps = self.vp_table.victory_points(margin)
            vps = (float(table_vps[0]), float(table_vps[1]))
        else:
            vps = wbf_victory_points(margin, self.boards_per_match)
        match = TeamMatch(self.round, home, away, tuple(board_imps), (won, lost), vps)
        self.matches.append(match)
        self.pending.remove((home, away))
        return match

    def bye(self, team: int, vps: float = 12.0) -> None:
        """A team without opponents this round gets ``vps`` (WBF: 12 of 20)."""
        if (team, 0) not in self.pending and (0, team) not in self.pending:
            raise ValueError(f"team {team} has no bye in round {self.round}")
        self.matches.append(TeamMatch(self.round, team, 0, (), (0, 0), (vps, 0.0)))
        self.pending = [p for p in self.pending if team not in p]

    def ranking(self) -> list[TeamLine]:
        vps, imps = self.totals()
        order = self.standings()
        places = rank([half_up(vps[t], 2) for t in order])
        return [TeamLine(place_text(*p), t, self.teams[t], half_up(vps[t], 2), imps[t])
                for t, p in zip(order, places, strict=True)]
