"""Rescoring a results file in the Ruter style: PBN records whose ``ScoreTable`` holds each
board's raw results and whose ``TotalScoreTable`` holds the ranking (the columns the
Ruter and Magic Contest programs write; real files in tests/data/ruter-*.pbn).

``rescore`` recomputes every score column from the raw results (contract, declarer, tricks,
the board's vulnerability; byes and adjusted scores) by the file's ``Scoring`` tag, and
writes them back at Ruter's printed precision:

- ``MatchPoints;MP1``: matchpoints on the 2/1 scale (``MP2`` the 1/half scale), rounded
  percentages; session scores and percentages; ``TotalScoreMP`` of a multi-session event
  adds the earlier sessions' score, which only the file's own total and session columns
  tell (``TotalScoreMP - SessionScoreMP`` as read), and its percentage of ``NrBoards`` tops.
- ``IMP;Butler-2;...``: datum without the top and bottom, rounded to 10; a bye earns the
  pair's average, and its total counts every board of the session.
- ``IMP;Cross``: cross-IMPs summed; A+ earns 1.5 IMPs a comparison.
- ``Teams``: each match's ``MatchDetails`` segments (IMPs) added up and turned into VPs by
  the WBF continuous scale; the file does not say how many boards a match had, so the
  caller gives ``match_boards``.

Ranks are recomputed from the totals as printed; equal totals share the place
(``SessionRankTie`` holds the last place of a tie).
"""

from __future__ import annotations

import copy
from collections import defaultdict
from dataclasses import dataclass, field, replace

from bridgeclub.events.model import ADJUSTED, Event, Result
from bridgeclub.events.results import MOVEMENT_TAG as MOVEMENT_TAG
from bridgeclub.events.results import fmt as fmt
from bridgeclub.events.results import score_boards
from bridgeclub.events.score import PairTotal, ScoredResult
from bridgeclub.formats.pbn_types import Record, Table, Text
from bridgeclub.scoring.matchpoints import Scale
from bridgeclub.scoring.ranking import rank
from bridgeclub.scoring.rounding import half_up
from bridgeclub.scoring.vp import wbf_victory_points


@dataclass
class Rescored:
    """What ``rescore`` did: the method, and how many cells of each column it wrote."""

    method: str
    cells: dict[str, int] = field(default_factory=lambda: defaultdict(int))

    @property
    def total(self) -> int:
        return sum(self.cells.values())


def method_of(scoring: str) -> tuple[str, Scale]:
    """The event's method and matchpoint scale from a PBN ``Scoring`` tag.

    >>> method_of("MatchPoints;MP1"), method_of("IMP;Butler-2;Mean")[0], method_of("Teams")
    (('MP', '2/1'), 'Butler', ('Teams', '2/1'))
    """
    parts = [p.strip().upper() for p in scoring.split(";")]
    if parts[0] in ("MATCHPOINTS", "MP"):
        return "MP", "1/half" if "MP2" in parts else "2/1"
    if parts[0] == "IMP" and any(p.startswith("BUTLER") for p in parts):
        return "Butler", "2/1"
    if parts[0] == "IMP" and "CROSS" in parts:
        return "Cross", "2/1"
    if parts[0] == "TEAMS":
        return "Teams", "2/1"
    raise ValueError(f"cannot rescore a file scored by {scoring!r} "
                     "(MatchPoints, IMP;Butler, IMP;Cross or Teams)")


def _mp_text(value: float) -> str:
    return fmt(value, 0) if float(value).is_integer() else fmt(value, 1)


def _cell(table: Table, row: list[str], column: str, text: str, done: Rescored) -> None:
    if column in table.names:
        row[table.names.index(column)] = text
        done.cells[column] += 1


def _pair(value: object) -> int | None:
    return value if isinstance(value, int) else None


def result_of(board: int, row: dict[str, str | int | float | None]) -> Result:
    """The raw result of one ScoreTable row."""
    ns, ew = _pair(row.get("PairId_NS")), _pair(row.get("PairId_EW"))
    score_ns, score_ew, contract = row.get("Score_NS"), row.get("Score_EW"), row.get("Contract")
    tricks = row.get("Result")
    result = Result(board, ns, ew, section=str(row.get("Section") or ""),
                    table=_pair(row.get("Table")), round=_pair(row.get("Round")))
    if score_ns == "Bye":
        return replace(result, bye=True)
    if score_ns in ADJUSTED and score_ew in ADJUSTED:
        return replace(result, adjusted=(str(score_ns), str(score_ew)))
    if contract is None:
        return replace(result, not_played=True)
    return replace(result, contract=str(contract), declarer=_text(row.get("Declarer")),
                   tricks=tricks if isinstance(tricks, int) else None,
                   lead=_text(row.get("Lead")))


def _text(value: object) -> str | None:
    return None if value is None else str(value)




def event_of(records: list[Record], method: str | None = None) -> tuple[Event, dict[int, Table]]:
    """The event a results file holds: its boards (with their deals), its pairs (from the
    TotalScoreTable), every raw result of the ScoreTables (checked), the movement if
    bridgeclub wrote it; and each board's ScoreTable."""
    if method is None:
        scoring = next((r.tags["Scoring"] for r in records if r.tags.get("Scoring")), "")
        method = method_of(scoring)[0] if scoring else "MP"
    event = Event(records[0].tags.get("Event", "") if records else "", scoring=method)
    tables: dict[int, Table] = {}
    for record in records:
        spec = record.tags.get(MOVEMENT_TAG, "").split()
        if len(spec) == 3 and spec[1].isdigit() and spec[2].isdigit():
            event.movement = {"kind": spec[0], "tables": int(spec[1]),
                              "boards_per_round": int(spec[2])}
        totals = record.tables.get("TotalScoreTable")
        for row in totals.typed_rows() if totals is not None else []:
            pair = _pair(row.get("PairId"))
            if pair is not None:
                event.add_pair(pair, str(row.get("Names") or ""))
        if record.board is None:
            continue
        if record.board in event.boards:
            raise ValueError(f"board {record.board} is in the file twice")
        event.add_board(record.board, record.tags.get("Dealer") or "N",
                        record.tags.get("Vulnerable") or "None", record.get("Deal") or "")
        table = record.tables.get("ScoreTable")
        if table is None:
            continue
        tables[record.board] = table
        for typed in table.typed_rows():
            result = result_of(record.board, typed)
            result.check()
            event.results.append(result)
    return event, tables


def rescore(records: list[Record], match_boards: int | None = None) -> tuple[list[Record],
                                                                              Rescored]:
    """A copy of ``records`` with every score column recomputed (see the module
    docstring), and what was written."""
    records = copy.deepcopy(records)
    scoring = next((r.tags["Scoring"] for r in records if r.tags.get("Scoring")), None)
    if scoring is None:
        raise ValueError("the file has no Scoring tag, so its scoring method is unknown")
    method, scale = method_of(scoring)
    done = Rescored(method)
    if method == "Teams":
        _rescore_teams(records, match_boards, done)
        return records, done
    event, tables = event_of(records, method)
    scored_boards, totals = score_boards(event, scale)
    boards = [(tables[number], scored) for number, scored in scored_boards.items()]
    for table, scored in boards:
        for row, s in zip(table.rows, scored, strict=True):
            _write_row(table, row, s, method, totals, done)
    for record in records:
        if "TotalScoreTable" in record.tables:
            _write_totals(record.tables["TotalScoreTable"], totals, method, boards, done)
    return records, done


def _write_row(table: Table, row: list[str], s: ScoredResult, method: str,
               totals: dict[int, PairTotal], done: Rescored) -> None:
    result = s.result
    if result.bye:
        pair = result.ns if result.ns is not None else result.ew
        assert pair is not None
        side = "IMP_NS" if result.ns is not None else "IMP_EW"
        _cell(table, row, side, fmt(totals[pair].average, 1), done)
        return
    if s.points is not None:
        ns_text = Text(str(s.points)) if s.points >= 0 else "-"
        ew_text = Text(str(-s.points)) if s.points < 0 else "-"
        _cell(table, row, "Score_NS", ns_text, done)
        _cell(table, row, "Score_EW", ew_text, done)
    if s.ns is None or s.ew is None:
        return
    if method == "MP":
        _cell(table, row, "MP_NS", _mp_text(s.ns), done)
        _cell(table, row, "MP_EW", _mp_text(s.ew), done)
        if s.ns_percent is not None and s.ew_percent is not None:
            _cell(table, row, "Percentage_NS", fmt(s.ns_percent, 0), done)
            _cell(table, row, "Percentage_EW", fmt(s.ew_percent, 0), done)
        return
    _cell(table, row, "IMP_NS", fmt(s.ns, 1), done)
    _cell(table, row, "IMP_EW", fmt(s.ew, 1), done)
    if s.datum is not None:
        _cell(table, row, "ButlerDatum", str(s.datum), done)


def _write_totals(table: Table, totals: dict[int, PairTotal], method: str,
                  boards: list[tuple[Table, list[ScoredResult]]], done: Rescored) -> None:
    typed = table.typed_rows()
    pairs = [_pair(row.get("PairId")) for row in typed]
    if method != "MP":
        scores = [totals[p].score if p in totals else 0.0 for p in pairs]
        for row, p, score in zip(table.rows, pairs, scores, strict=True):
            if p in totals:
                _cell(table, row, "TotalScoreIMP", fmt(score, 1), done)
                _cell(table, row, "NrBoards", str(totals[p].boards + totals[p].byes), done)
        _write_ranks(table, "Rank", None, [half_up(s, 1) for s in scores], done,
                     [p in totals for p in pairs])
        return
    top = max((s.top or 0.0 for _, scored in boards for s in scored), default=0.0)
    session = [totals[p].score if p in totals else 0.0 for p in pairs]
    grand: list[float] = []
    for row, typed_row, p, score in zip(table.rows, typed, pairs, session, strict=True):
        if p not in totals:
            grand.append(0.0)
            continue
        old_total, old_session = typed_row.get("TotalScoreMP"), typed_row.get("SessionScoreMP")
        carried = 0.0
        if isinstance(old_total, (int, float)) and isinstance(old_session, (int, float)):
            carried = old_total - old_session
        grand.append(half_up(carried + score, 1))
        nr_boards = typed_row.get("NrBoards")
        _cell(table, row, "TotalScoreMP", fmt(carried + score, 1), done)
        if isinstance(nr_boards, int) and nr_boards and top:
            _cell(table, row, "TotalPercentage",
                  fmt(100 * (carried + score) / (nr_boards * top), 2), done)
        if p in totals and "SessionScoreMP" in table.names:
            _cell(table, row, "SessionScoreMP", fmt(score, 1), done)
            percent = totals[p].percent
            if percent is not None:
                _cell(table, row, "SessionPercentage", fmt(percent, 2), done)
    ranked = [p in totals for p in pairs]
    _write_ranks(table, "Rank", None, grand, done, ranked)
    if "SessionRank" in table.names:
        percents = [half_up(totals[p].percent or 0.0, 2) if p in totals else 0.0
                    for p in pairs]
        _write_ranks(table, "SessionRank", "SessionRankTie", percents, done, ranked)


def _write_ranks(table: Table, column: str, tie_column: str | None, values: list[float],
                 done: Rescored, ranked: list[bool] | None = None) -> None:
    """Rank the rows (those ``ranked``: pairs without results keep their row as it is)."""
    keep = ranked or [True] * len(values)
    places = iter(rank([v for v, k in zip(values, keep, strict=True) if k]))
    for row, k in zip(table.rows, keep, strict=True):
        if not k:
            continue
        first, last = next(places)
        _cell(table, row, column, str(first), done)
        if tie_column is not None:
            _cell(table, row, tie_column, "-" if first == last else str(last), done)


def _rescore_teams(records: list[Record], match_boards: int | None, done: Rescored) -> None:
    if match_boards is None:
        raise ValueError("a teams file does not say how many boards a match has: "
                         "give it (--match-boards N) to turn IMPs into VPs")
    vps: dict[int, float] = defaultdict(float)
    played: dict[int, int] = defaultdict(int)
    for record in records:
        table = record.tables.get("ScoreTable")
        if table is None:
            continue
        for row, typed in zip(table.rows, table.typed_rows(), strict=True):
            details = typed.get("MatchDetails")
            home, away = _pair(typed.get("TeamId_Home")), _pair(typed.get("TeamId_Away"))
            if not isinstance(details, str) or home is None or away is None:
                continue
            segments = [tuple(int(x) for x in part.split(",")) for part in details.split("|")]
            imps_home = sum(s[1] for s in segments if s[0] != 200)
            imps_away = sum(s[2] for s in segments if s[0] != 200)
            kept = [",".join(map(str, s)) for s in segments if s[0] != 200]
            _cell(table, row, "MatchDetails",
                  Text("|".join([*kept, f"200,{imps_home},{imps_away}"])), done)
            vp_home, vp_away = wbf_victory_points(imps_home - imps_away, match_boards)
            _cell(table, row, "VP_Home", fmt(vp_home, 2), done)
            _cell(table, row, "VP_Away", fmt(vp_away, 2), done)
            vps[home] += vp_home
            vps[away] += vp_away
            played[home] += 1
            played[away] += 1
    for record in records:
        table = record.tables.get("TotalScoreTable")
        if table is None:
            continue
        teams = [_pair(row.get("TeamId")) for row in table.typed_rows()]
        for row, team in zip(table.rows, teams, strict=True):
            if team is not None:
                _cell(table, row, "TotalScoreVP", fmt(vps[team], 2), done)
                _cell(table, row, "NrRounds", str(played[team]), done)
        _write_ranks(table, "Rank", None,
                     [half_up(vps[t], 2) if t is not None else 0.0 for t in teams], done)
