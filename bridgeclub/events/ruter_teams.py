"""Rescoring a teams results file in the Ruter style: one ``ScoreTable`` row a match
(``TeamId_Home``, ``TeamId_Away``, ``MatchDetails``, ``VP_Home``, ``VP_Away``) and a
``TotalScoreTable`` of the teams.

``MatchDetails`` holds the match's IMPs: ``segment,home,away`` for each segment and
``200,home,away`` for the match total; a club program may write only the total (no
segment rows), and then the total is the match. The IMP margin becomes victory points by
the WBF continuous scale, which needs the match's length in boards: the file does not say
it, so it is taken from the file's own printed VPs when only one length reproduces them
all, else the caller gives it (``--match-boards``).

Board-a-match (``BAM``) files hold board points instead of IMPs: the match total is the
team's score and no VPs are computed.

>>> match_imps("1,31,29|2,79,2|200,110,31"), match_imps("200,96,76")
((110, 31), (96, 76))
"""

from __future__ import annotations

from collections import defaultdict

from bridgeclub.events.ruter_base import Rescored, number, number_of, write_cell, write_ranks
from bridgeclub.formats.pbn_types import Record, Table, Text
from bridgeclub.scoring.rounding import half_up
from bridgeclub.scoring.vp import wbf_victory_points

#: The ``MatchDetails`` segment number of the match total (Ruter).
TOTAL = 200
#: The longest match looked for when the file's VPs tell the length.
LONGEST_MATCH = 128


def segments(details: str) -> list[tuple[float, float, float]]:
    """The ``segment,home,away`` triples of a ``MatchDetails`` cell."""
    try:
        found = [tuple(float(x) for x in part.split(",")) for part in details.split("|")]
    except ValueError:
        raise ValueError(f"MatchDetails {details[:40]!r} is not segment,home,away "
                         "triples separated by |") from None
    if any(len(s) != 3 for s in found):
        raise ValueError(f"MatchDetails {details[:40]!r} is not segment,home,away "
                         "triples separated by |")
    return [(s[0], s[1], s[2]) for s in found]


def match_imps(details: str) -> tuple[int | float, int | float]:
    """The match's IMPs (home, away): the segments added up, or the total row when the
    file gives only the total."""
    parts = segments(details)
    played = [s for s in parts if s[0] != TOTAL] or [s for s in parts if s[0] == TOTAL]
    home, away = sum(s[1] for s in played), sum(s[2] for s in played)
    return _whole(home), _whole(away)


def _whole(value: float) -> int | float:
    return int(value) if float(value).is_integer() else value


def _details_text(details: str) -> str:
    kept = [s for s in segments(details) if s[0] != TOTAL]
    home, away = match_imps(details)
    cells = [",".join(str(_whole(x)) for x in s) for s in kept]
    return "|".join([*cells, f"{TOTAL},{home},{away}"])


Row = dict[str, str | int | float | None]


def _matches(records: list[Record]) -> list[tuple[Table, list[str], Row]]:
    found = []
    for record in records:
        table = record.tables.get("ScoreTable")
        if table is None:
            continue
        for row, typed in zip(table.rows, table.typed_rows(), strict=True):
            if isinstance(typed.get("MatchDetails"), str) \
                    and number_of(typed.get("TeamId_Home")) is not None \
                    and number_of(typed.get("TeamId_Away")) is not None:
                found.append((table, row, dict(typed)))
    return found


def match_length(records: list[Record]) -> int | None:
    """The match length the file's printed VPs determine: the only number of boards (or
    the lengths that all give the same VPs) for which the WBF scale turns every match's
    IMPs into the VPs printed. None when the VPs are missing or fit no length."""
    printed = []
    for _, _, typed in _matches(records):
        vp_home, vp_away = typed.get("VP_Home"), typed.get("VP_Away")
        if not isinstance(vp_home, (int, float)) or not isinstance(vp_away, (int, float)):
            return None
        home, away = match_imps(str(typed["MatchDetails"]))
        printed.append((home - away, float(vp_home), float(vp_away)))
    if not printed:
        return None
    fitting = [boards for boards in range(1, LONGEST_MATCH + 1)
               if all(wbf_victory_points(margin, boards) == (h, a)
                      for margin, h, a in printed)]
    if not fitting:
        return None
    first = fitting[0]
    same = all(wbf_victory_points(m, b) == wbf_victory_points(m, first)
               for b in fitting for m, _, _ in printed)
    return first if same else None


def rescore_teams(records: list[Record], method: str, match_boards: int | None,
                  done: Rescored) -> None:
    """Rescore every match and the teams' totals in place (see the module docstring)."""
    if method == "Teams" and match_boards is None:
        match_boards = match_length(records)
        if match_boards is None:
            raise ValueError("the file does not say how many boards a match has and its "
                             "VPs do not tell: give it with --match-boards N")
    if match_boards is not None and match_boards < 1:
        raise ValueError(f"a match has at least one board, not {match_boards}")
    points: dict[int, float] = defaultdict(float)
    played: dict[int, int] = defaultdict(int)
    for table, row, typed in _matches(records):
        details = str(typed["MatchDetails"])
        home_team, away_team = number_of(typed["TeamId_Home"]), number_of(typed["TeamId_Away"])
        assert home_team is not None and away_team is not None
        home, away = match_imps(details)
        write_cell(table, row, "MatchDetails", Text(_details_text(details)), done)
        if method == "Teams":
            assert match_boards is not None
            home_points, away_points = wbf_victory_points(home - away, match_boards)
            number(table, row, "VP_Home", home_points, 2, done)
            number(table, row, "VP_Away", away_points, 2, done)
        else:
            home_points, away_points = home, away
        points[home_team] += home_points
        points[away_team] += away_points
        played[home_team] += 1
        played[away_team] += 1
    column = "TotalScoreVP" if method == "Teams" else "TotalScoreBAM"
    decimals = done.places.get(column, 2 if method == "Teams" else 1)
    for record in records:
        totals = record.tables.get("TotalScoreTable")
        if totals is None:
            continue
        table = totals
        teams = [number_of(row.get("TeamId")) for row in table.typed_rows()]
        for row, team in zip(table.rows, teams, strict=True):
            if team is not None:
                number(table, row, column, points[team], decimals, done)
                write_cell(table, row, "NrRounds", str(played[team]), done)
        write_ranks(table, "Rank", "RankTie",
                    [half_up(points[t], decimals) if t is not None else 0.0 for t in teams],
                    done)
