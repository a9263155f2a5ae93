"""Rescoring an individual event's results file: the ``ScoreTable`` names the four players
(``PlayerId_North``, ``PlayerId_East``, ``PlayerId_South``, ``PlayerId_West``, the columns
club programs write for ``Competition "Individuals"``) and the ``TotalScoreTable`` one
player a row (``PlayerId``).

A board is scored as in a pairs event (matchpoints or IMPs on North-South's score); each
player earns the score of the side they sat on: North and South the North-South score
(``MP_NS``, or ``MP_North`` and ``MP_South`` when the file has a column a seat), East and
West the East-West score.
"""

from __future__ import annotations

from dataclasses import replace

from bridgeclub.events.model import BoardInfo, Result
from bridgeclub.events.ruter_base import (
    Rescored,
    mp_number,
    number,
    number_of,
    result_of,
    write_totals,
)
from bridgeclub.events.score import ScoredResult, pair_totals, score_board
from bridgeclub.formats.pbn_types import Record, Table
from bridgeclub.scoring.matchpoints import Scale

SEATS = ("North", "South", "East", "West")
PLAYER_COLUMNS = tuple(f"PlayerId_{seat}" for seat in SEATS)


def is_individual(records: list[Record]) -> bool:
    """Whether the file's score tables name players rather than pairs."""
    return any(set(PLAYER_COLUMNS) <= set(r.tables["ScoreTable"].names)
               for r in records if "ScoreTable" in r.tables)


def rescore_individual(records: list[Record], method: str, scale: Scale,
                       done: Rescored) -> None:
    """Rescore every board and the players' totals in place."""
    boards: list[tuple[Table, BoardInfo, list[Result], list[tuple[int, int, int, int]]]] = []
    for record in records:
        table = record.tables.get("ScoreTable")
        if table is None or record.board is None:
            continue
        board = BoardInfo(record.board, record.tags.get("Dealer") or "N",
                          record.tags.get("Vulnerable") or "None")
        results, seats = [], []
        for i, typed in enumerate(table.typed_rows()):
            north, south, east, west = (number_of(typed.get(c)) for c in PLAYER_COLUMNS)
            if north is None or south is None or east is None or west is None:
                raise ValueError(f"board {record.board}: a row without its four players")
            result = result_of(record.board, {**typed, "PairId_NS": 2 * i + 1,
                                              "PairId_EW": 2 * i + 2})
            result.check()
            results.append(result)
            seats.append((north, south, east, west))
        boards.append((table, board, results, seats))
    expected = max((sum(1 for r in rs if r.kind in ("played", "passed", "fixed"))
                    for _, _, rs, _ in boards), default=0)
    scored_boards: list[tuple[Table, list[ScoredResult]]] = []
    by_player: list[ScoredResult] = []
    for table, board, results, seats in boards:
        scored = score_board(results, board, method, scale,
                             expected if method == "MP" else None)
        scored_boards.append((table, scored))
        for row, s, (north, south, east, west) in zip(table.rows, scored, seats, strict=True):
            by_player.append(replace(s, result=replace(s.result, ns=north, ew=east)))
            by_player.append(replace(s, result=replace(s.result, ns=south, ew=west)))
            _write_row(table, row, s, method, done)
    totals = pair_totals(by_player, method)
    for record in records:
        if "TotalScoreTable" in record.tables:
            write_totals(record.tables["TotalScoreTable"], totals, method, scored_boards, done,
                         "PlayerId")


def _write_row(table: Table, row: list[str], s: ScoredResult, method: str,
               done: Rescored) -> None:
    if s.ns is None or s.ew is None:
        return
    kind = "MP" if method == "MP" else "IMP"
    for side, value, seats in (("NS", s.ns, ("North", "South")),
                               ("EW", s.ew, ("East", "West"))):
        for column in (f"{kind}_{side}", *(f"{kind}_{seat}" for seat in seats)):
            if kind == "MP":
                mp_number(table, row, column, value, done)
            else:
                number(table, row, column, value, 1, done)
        percent = s.ns_percent if side == "NS" else s.ew_percent
        if percent is not None:
            for column in (f"Percentage_{side}", *(f"Percentage_{seat}" for seat in seats)):
                number(table, row, column, percent, 0, done)
