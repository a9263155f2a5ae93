"""What rescoring a Ruter-style results file is made of (``bridgeclub.events.ruter``
puts it together): reading a ScoreTable row's raw result, the file's printed precision,
writing a score cell, totals and ranks the way Ruter prints them."""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field, replace

from bridgeclub.events.model import ADJUSTED, Event, Result
from bridgeclub.events.results import MOVEMENT_TAG as MOVEMENT_TAG
from bridgeclub.events.results import fmt as fmt
from bridgeclub.events.score import PairTotal, ScoredResult, imp_places
from bridgeclub.events.setup import movement_spec
from bridgeclub.formats.pbn_types import Record, Table, Text
from bridgeclub.scoring.matchpoints import Scale
from bridgeclub.scoring.ranking import rank
from bridgeclub.scoring.rounding import half_up


@dataclass
class Rescored:
    """What ``rescore`` did: the method, and how many cells of each column it wrote."""

    method: str
    cells: dict[str, int] = field(default_factory=lambda: defaultdict(int))
    places: dict[str, int] = field(default_factory=dict)

    @property
    def total(self) -> int:
        return sum(self.cells.values())


def method_of(scoring: str) -> tuple[str, Scale]:
    """The event's method and matchpoint scale from a PBN ``Scoring`` tag (PBN standard
    3.4.12: a basic system, then modifiers).

    >>> method_of("MatchPoints;MP1"), method_of("IMP;Butler-2;Mean")[0], method_of("Teams")
    (('MP', '2/1'), 'Butler', ('Teams', '2/1'))
    >>> method_of("IMP;Cross2")[0], method_of("BAM")
    ('Cross2', ('BAM', '1/half'))
    >>> method_of("Chicago")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    ValueError: cannot rescore a file scored by 'Chicago' (MatchPoints, ... Teams or BAM)
    """
    parts = [p.strip().upper() for p in scoring.split(";")]
    if parts[0] in ("MATCHPOINTS", "MP"):
        return "MP", "1/half" if "MP2" in parts else "2/1"
    if parts[0] == "IMP" and "BUTLER" in parts:      # the mean of every score
        return "ButlerAll", "2/1"
    if parts[0] == "IMP" and any(p.startswith("BUTLER") for p in parts):
        return "Butler", "2/1"
    for form in ("CROSS", "CROSS1", "CROSS2"):
        if parts[0] == "IMP" and form in parts:
            return form.title(), "2/1"
    if parts[0] in ("TEAMS", "VP") or (parts[0] == "IMP" and "TEAMS" in parts):
        return "Teams", "2/1"
    if parts[0] == "BAM":
        return "BAM", "1/half"
    raise ValueError(f"cannot rescore a file scored by {scoring!r:.40} (MatchPoints, "
                     "IMP;Butler, IMP;Cross, IMP;Cross1, IMP;Cross2, Teams or BAM)")


def write_cell(table: Table, row: list[str], column: str, text: str, done: Rescored) -> None:
    if column in table.names:
        row[table.names.index(column)] = text
        done.cells[column] += 1


def number_of(value: object) -> int | None:
    return value if isinstance(value, int) else None


def result_of(board: int, row: dict[str, str | int | float | None]) -> Result:
    """The raw result of one ScoreTable row."""
    ns, ew = number_of(row.get("PairId_NS")), number_of(row.get("PairId_EW"))
    score_ns, score_ew, contract = row.get("Score_NS"), row.get("Score_EW"), row.get("Contract")
    tricks = row.get("Result")
    result = Result(board, ns, ew, section=str(row.get("Section") or ""),
                    table=number_of(row.get("Table")), round=number_of(row.get("Round")))
    if score_ns == "Bye":
        return replace(result, bye=True)
    if score_ns in ADJUSTED and score_ew in ADJUSTED:
        return replace(result, adjusted=(str(score_ns), str(score_ew)))
    if contract is None:
        points = _points(score_ns, score_ew)
        if points is not None:
            return replace(result, fixed=points)
        return replace(result, not_played=True)
    return replace(result, contract=str(contract), declarer=_text(row.get("Declarer")),
                   tricks=tricks if isinstance(tricks, int) else None,
                   lead=_text(row.get("Lead")))


def _points(score_ns: object, score_ew: object) -> int | None:
    """North-South's points from the Score columns of a row without a contract: a fixed
    score given by the director (None when neither column holds a number)."""
    if isinstance(score_ns, int) and not isinstance(score_ns, bool):
        return score_ns
    if isinstance(score_ew, int) and not isinstance(score_ew, bool):
        return -score_ew
    return None


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
        spec = movement_spec(record.tags.get(MOVEMENT_TAG, ""))
        if spec:
            event.movement = spec
        totals = record.tables.get("TotalScoreTable")
        for row in totals.typed_rows() if totals is not None else []:
            pair = number_of(row.get("PairId"))
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


def printed_places(records: list[Record]) -> dict[str, int]:
    """The decimals each score column is printed with in the file (the most any of its
    cells shows; columns printed without a decimal point are not listed, so their
    defaults hold)."""
    places: dict[str, int] = {}
    for record in records:
        for name in ("ScoreTable", "TotalScoreTable"):
            table = record.tables.get(name)
            if table is None:
                continue
            for i, column in enumerate(table.names):
                for row in table.rows:
                    cell = row[i] if i < len(row) else ""
                    whole, dot, fraction = cell.partition(".")
                    if dot and fraction.isdigit() and whole.lstrip("+-").isdigit():
                        places[column] = max(places.get(column, 0), len(fraction))
                        if not fraction.strip("0"):     # a whole number with decimals
                            places[WHOLE + column] = 1
    return places


#: ``printed_places`` marks a column whose whole numbers are printed with decimals too
#: ("10.0") by this prefix.
WHOLE = "whole:"


def number(table: Table, row: list[str], column: str, value: float, default: int,
           done: Rescored) -> None:
    """Write ``value`` into the row's ``column`` at the file's printed precision (the
    column's ``default`` decimals when the file shows none)."""
    write_cell(table, row, column, fmt(value, done.places.get(column, default)), done)


def mp_number(table: Table, row: list[str], column: str, value: float,
              done: Rescored) -> None:
    """Matchpoints as Ruter prints them: whole numbers bare, fractions with decimals
    (whole numbers too when the file prints them so)."""
    if float(value).is_integer() and WHOLE + column not in done.places:
        write_cell(table, row, column, fmt(value, 0), done)
    else:
        number(table, row, column, value, 1, done)


def write_row(table: Table, row: list[str], s: ScoredResult, method: str,
               totals: dict[int, PairTotal], done: Rescored) -> None:
    result = s.result
    if result.bye:
        pair = result.ns if result.ns is not None else result.ew
        assert pair is not None
        side = "IMP_NS" if result.ns is not None else "IMP_EW"
        if method != "MP":
            number(table, row, side, totals[pair].average, imp_places(method), done)
        return
    if s.points is not None and result.kind != "fixed":
        ns_text = Text(str(s.points)) if s.points >= 0 else "-"
        ew_text = Text(str(-s.points)) if s.points < 0 else "-"
        write_cell(table, row, "Score_NS", ns_text, done)
        write_cell(table, row, "Score_EW", ew_text, done)
    if s.ns is None or s.ew is None:
        return
    if method == "MP":
        mp_number(table, row, "MP_NS", s.ns, done)
        mp_number(table, row, "MP_EW", s.ew, done)
        if s.ns_percent is not None and s.ew_percent is not None:
            number(table, row, "Percentage_NS", s.ns_percent, 0, done)
            number(table, row, "Percentage_EW", s.ew_percent, 0, done)
        return
    decimals = imp_places(method)
    number(table, row, "IMP_NS", s.ns, decimals, done)
    number(table, row, "IMP_EW", s.ew, decimals, done)
    if s.datum is not None:
        write_cell(table, row, "ButlerDatum", str(s.datum), done)


def by_direction(table: Table, two_winners: bool) -> list[str] | None:
    """Each row's direction when the TotalScoreTable ranks each direction on its own (its
    ``Direction`` column, and a movement with two winners or printed ranks that start
    again from 1 in another direction), else None: one ranking.

    >>> table = Table.from_header("Rank;PairId;Direction")
    >>> table.rows[:] = [["1", "1", Text("N-S")], ["1", "4", Text("E-W")], ["2", "2", Text("N-S")]]
    >>> by_direction(table, False)
    ['N-S', 'E-W', 'N-S']
    """
    if "Direction" not in table.names:
        return None
    typed = table.typed_rows()
    directions = [str(row.get("Direction") or "") for row in typed]
    firsts = {d for d, row in zip(directions, typed, strict=True) if row.get("Rank") == 1}
    return directions if two_winners or len(firsts) > 1 else None


def write_totals(table: Table, totals: dict[int, PairTotal], method: str,
                 boards: list[tuple[Table, list[ScoredResult]]], done: Rescored,
                 id_column: str = "PairId", two_winners: bool = False) -> None:
    """The TotalScoreTable's scores, percentages, boards and ranks (``id_column`` names
    the pair, or the player of an individual event; each direction ranked on its own as
    ``by_direction`` tells)."""
    typed = table.typed_rows()
    pairs = [number_of(row.get(id_column)) for row in typed]
    directions = by_direction(table, two_winners)
    if method != "MP":
        decimals = done.places.get("TotalScoreIMP", imp_places(method, total=True))
        scores = [totals[p].score if p in totals else 0.0 for p in pairs]
        for row, p, score in zip(table.rows, pairs, scores, strict=True):
            if p in totals:
                for column in ("TotalScoreIMP", "TotalIMP"):    # Ruter's, PBN 2.1's
                    number(table, row, column, score, decimals, done)
                write_cell(table, row, "NrBoards", str(totals[p].boards + totals[p].byes), done)
        _ranks(table, "Rank", "RankTie", [half_up(s, decimals) for s in scores], done,
               [p in totals for p in pairs], directions)
        return
    top = max((s.top or 0.0 for _, scored in boards for s in scored), default=0.0)
    session = [totals[p].score if p in totals else 0.0 for p in pairs]
    places = done.places.get("TotalScoreMP", 1)
    grand: list[float] = []
    multi_session = False
    for row, typed_row, p, score in zip(table.rows, typed, pairs, session, strict=True):
        if p not in totals:
            grand.append(0.0)
            continue
        old_total, old_session = typed_row.get("TotalScoreMP"), typed_row.get("SessionScoreMP")
        carried = 0.0
        if isinstance(old_total, (int, float)) and isinstance(old_session, (int, float)):
            carried = old_total - old_session
            multi_session = multi_session or abs(carried) > 0.05
        grand.append(half_up(carried + score, places))
        nr_boards = typed_row.get("NrBoards")
        for column in ("TotalScoreMP", "TotalMP"):     # Ruter's name, PBN 2.1's
            number(table, row, column, carried + score, 1, done)
        percent = totals[p].percent
        if isinstance(nr_boards, int) and nr_boards and top and carried:
            number(table, row, "TotalPercentage",
                   100 * (carried + score) / (nr_boards * top), 2, done)
        elif percent is not None:
            number(table, row, "TotalPercentage", percent, 2, done)
        if "SessionScoreMP" in table.names:
            number(table, row, "SessionScoreMP", score, 1, done)
            if percent is not None:
                number(table, row, "SessionPercentage", percent, 2, done)
    ranked = [p in totals for p in pairs]
    percents = [half_up(totals[p].percent or 0.0, 2) if p in totals else 0.0 for p in pairs]
    keys = grand if multi_session else percents
    _ranks(table, "Rank", "RankTie", keys, done, ranked, directions)
    if "SessionRank" in table.names:
        _ranks(table, "SessionRank", "SessionRankTie", percents, done, ranked, directions)


def _ranks(table: Table, column: str, tie_column: str | None, values: list[float],
           done: Rescored, ranked: list[bool], directions: list[str] | None) -> None:
    """``write_ranks``, within each direction when ``directions`` are given."""
    if directions is None:
        write_ranks(table, column, tie_column, values, done, ranked)
        return
    for direction in dict.fromkeys(directions):
        write_ranks(table, column, tie_column, values, done,
                    [k and d == direction for k, d in zip(ranked, directions, strict=True)])


def write_ranks(table: Table, column: str, tie_column: str | None, values: list[float],
                done: Rescored, ranked: list[bool] | None = None) -> None:
    """Rank the rows (those ``ranked``: pairs without results keep their row as it is);
    ``tie_column`` gets the last place of a tie, ``-`` when there is none."""
    keep = ranked or [True] * len(values)
    places = iter(rank([v for v, k in zip(values, keep, strict=True) if k]))
    for row, k in zip(table.rows, keep, strict=True):
        if not k:
            continue
        first, last = next(places)
        write_cell(table, row, column, str(first), done)
        if tie_column is not None:
            write_cell(table, row, tie_column, "-" if first == last else str(last), done)
