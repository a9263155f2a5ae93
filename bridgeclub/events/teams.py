"""A teams event: matches of two teams of four (seed 002, "Teams of Four"), each board's
difference between the two rooms in IMPs, the match's margin in VPs (the WBF continuous
scale, or a given table such as seed 002's), the teams ranked by VPs; rounds paired by a
round robin or Swiss by standings. A match is entered board by board (both rooms'
North-South scores) or, where a club keeps only that, as its IMP total (``MatchScore``).

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
>>> robin = TeamsEvent({1: "Aces", 2: "Kings", 3: "Queens"}, 4, schedule="round-robin")
>>> robin.rounds, robin.play_on()           # three teams: each round one sits out
(3, [(0, 1), (2, 3)])
>>> robin.enter(MatchScore(2, 3, imps=(23, 4))).vps
(17.84, 2.16)
>>> robin.play_on()
[(0, 2), (3, 1)]
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, field

from bridgeclub.events.movements import round_robin, swiss_pairings
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
class MatchScore:
    """What a match's captain hands in: the home team and the away team, and either each
    board's North-South score in both rooms (``home_ns`` where the home team sits
    North-South, ``away_ns`` where the away team does) or only the match's IMP totals
    (``imps``: home's, away's), as a club that keeps only those enters it."""

    home: int
    away: int
    home_ns: tuple[int, ...] | None = None
    away_ns: tuple[int, ...] | None = None
    imps: tuple[int, int] | None = None


#: The biggest score a board can give: 7NT redoubled, vulnerable, down thirteen.
MOST_POINTS = 7600
#: The most IMPs a match total may claim a board (24 IMPs is the scale's top).
MOST_IMPS_A_BOARD = 24
SCHEDULES = ("swiss", "round-robin")


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
        if self.schedule not in SCHEDULES:
            raise ValueError(f"a teams event is a swiss or a round-robin, not "
                             f"{self.schedule!r:.30}")
        most = len(self.teams) - 1 + len(self.teams) % 2     # every team meets every other
        if self.schedule == "round-robin" and self.rounds is None:
            self.rounds = most
        if self.rounds is not None and not 1 <= self.rounds <= most:
            raise ValueError(f"{len(self.teams)} teams play 1 to {most} rounds without "
                             f"meeting twice, not {self.rounds}")

    teams: dict[int, str]
    boards_per_match: int
    vp_table: VpTable | None = None
    method: str = "IMP"
    #: ``"swiss"`` (each round paired by the standings) or ``"round-robin"`` (every team
    #: meets every other, in the circle method's order).
    schedule: str = "swiss"
    #: How many rounds are played; ``None`` (a Swiss): as many as the director pairs.
    rounds: int | None = None
    name: str = "Club teams"
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
        """Pair the next round, never a repeat (0: a bye): Swiss by the standings, or the
        round robin's next round."""
        if self.pending:
            raise ValueError(f"round {self.round} still has matches to record: {self.pending}")
        if self.rounds is not None and self.round >= self.rounds:
            raise ValueError(f"all {self.rounds} rounds have been played")
        if self.schedule == "round-robin":
            order = sorted(self.teams)
            self.pending = [(order[a - 1] if a else 0, order[b - 1] if b else 0)
                            for a, b in round_robin(len(order))[self.round]]
        else:
            played = {frozenset((m.home, m.away)) for m in self.matches}
            self.pending = swiss_pairings(self.standings(), played)
        self.round += 1
        return list(self.pending)

    def play_on(self) -> list[tuple[int, int]]:
        """When every match of the round is in and rounds remain: pair the next round and
        give its bye (the matches paired); else nothing (``[]``)."""
        if self.pending or (self.rounds is not None and self.round >= self.rounds):
            return []
        paired = self.next_round()
        for home, away in paired:
            if 0 in (home, away):
                self.bye(home or away)
        return paired

    def record(self, home: int, away: int, home_ns: Sequence[int],
               away_ns: Sequence[int]) -> TeamMatch:
        """Record a match of this round: NS's score on each board in the room where the
        home team sits NS, and in the room where the away team sits NS."""
        if (home, away) not in self.pending:
            raise ValueError(f"{home} v {away} is not a match of round {self.round}")
        return self.enter(MatchScore(home, away, tuple(home_ns), tuple(away_ns)))

    def played(self, home: int, away: int) -> TeamMatch | None:
        """The match of ``home`` v ``away`` entered so far, if any."""
        return next((m for m in self.matches if (m.home, m.away) == (home, away)), None)

    def enter(self, score: MatchScore) -> TeamMatch:
        """Enter a match of this round, or correct one entered before (its round keeps
        the pairings made since: a director does not re-pair a Swiss). ``ValueError``
        says what is wrong, and nothing changes."""
        home, away = score.home, score.away
        earlier = self.played(home, away) if away else None
        if earlier is None and (home, away) not in self.pending:
            turned = (away, home) in self.pending or self.played(away, home) is not None
            raise ValueError(f"{home} v {away} is not a match of round {self.round}" +
                             (f" (the home team is {away})" if turned else ""))
        match = self._scored(earlier.round if earlier else self.round, score)
        if earlier is not None:
            self.matches[self.matches.index(earlier)] = match
        else:
            self.matches.append(match)
            self.pending.remove((home, away))
        return match

    def _scored(self, round_: int, score: MatchScore) -> TeamMatch:
        """The match ``score`` describes, its IMPs and VPs, checked."""
        if score.imps is not None:
            if self.method == "BAM":
                raise ValueError("a board-a-match event is entered board by board: the "
                                 "match's IMPs do not say which boards were won")
            won, lost = score.imps
            most = MOST_IMPS_A_BOARD * self.boards_per_match
            if not (0 <= won <= most and 0 <= lost <= most):
                raise ValueError(f"a {self.boards_per_match}-board match's IMPs are 0 to "
                                 f"{most} a team, not {won} and {lost}")
            return TeamMatch(round_, score.home, score.away, (), (won, lost),
                             self._vps(won - lost, 0.0))
        home_ns, away_ns = score.home_ns or (), score.away_ns or ()
        for scores in (home_ns, away_ns):
            if len(scores) != self.boards_per_match:
                raise ValueError(f"a match has {self.boards_per_match} boards, "
                                 f"not {len(scores)}")
            wrong = next((p for p in scores if p % 10 or abs(p) > MOST_POINTS), None)
            if wrong is not None:
                raise ValueError(f"no board scores {wrong}: a score is a multiple of 10 "
                                 f"from -{MOST_POINTS} to {MOST_POINTS}")
        board_imps = team_imps(home_ns, away_ns)
        won = sum(i for i in board_imps if i > 0)
        lost = -sum(i for i in board_imps if i < 0)
        points = sum(board_a_match(home_ns, away_ns)) if self.method == "BAM" else 0.0
        return TeamMatch(round_, score.home, score.away, tuple(board_imps), (won, lost),
                         self._vps(won - lost, points))

    def _vps(self, margin: int, points: float) -> tuple[float, float]:
        """The VPs of an IMP margin (the table, or the WBF scale); a board-a-match's are
        its ``points``."""
        if self.method == "BAM":
            return points, self.boards_per_match - points
        if self.vp_table is not None:
            table_vps = self.vp_table.victory_points(margin)
            return float(table_vps[0]), float(table_vps[1])
        return wbf_victory_points(margin, self.boards_per_match)

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
