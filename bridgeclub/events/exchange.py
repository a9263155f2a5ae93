"""An event written as USEBIO XML and read back (``bridgeclub.formats.usebio`` knows the
format): the pairs with their names, places and percentages (or IMPs), every board's
traveller with each table's raw result and what it earned.

Adjusted scores travel as ``ADJUSTED_SCORE`` (``A+/A-``), a director's fixed score as a
``SCORE`` without a contract, a board not played as neither.

>>> from bridgeclub.events.model import Event, Result
>>> event = Event("Club night"); event.add_pair(1, "Ann - Bob"); event.add_pair(2, "Cid - Dee")
>>> event.add_pair(3, "Eve - Fay"); event.add_pair(4, "Gus - Hal"); event.add_board(1)
>>> event.enter(Result(1, 1, 2, "4S", "N", 10)); event.enter(Result(1, 3, 4, fixed=-100))
>>> event_from_usebio(usebio_of(event)).results == event.results
True
"""

from __future__ import annotations

from bridgeclub.events.model import ADJUSTED, Event, Result
from bridgeclub.events.results import score_event
from bridgeclub.formats.usebio import (
    TravellerLine,
    Usebio,
    UsebioBoard,
    UsebioPair,
    read_usebio,
    write_usebio,
)
from bridgeclub.seats import board_dealer, board_vulnerability

#: USEBIO's EVENT_TYPE for each scoring method of a pairs event.
EVENT_TYPES = {"MP": "MP_PAIRS", "Butler": "BUTLER_PAIRS", "Cross": "CROSS_IMPS",
               "Cross1": "CROSS_IMPS", "Cross2": "CROSS_IMPS"}


def usebio_of(event: Event) -> str:
    """The event, scored, as USEBIO XML text."""
    scores = score_event(event) if event.results else None
    places = {line.pair: line for line in scores.ranking} if scores else {}
    pairs = [UsebioPair(number, names, places[number].place if number in places else "",
                        places[number].percent if number in places else None,
                        places[number].score if number in places and event.scoring != "MP"
                        else None)
             for number, names in sorted(event.pairs.items())]
    boards = []
    for number in sorted(event.boards):
        scored = scores.boards.get(number, []) if scores else []
        lines = [_line(s.result, s.points, s.ns, s.ew) for s in scored
                 if s.result.ns is not None and s.result.ew is not None]
        if lines:
            boards.append(UsebioBoard(number, lines))
    return write_usebio(Usebio(event.name, EVENT_TYPES.get(event.scoring, "MP_PAIRS"),
                               pairs, boards))


def _line(r: Result, points: int | None, ns: float | None, ew: float | None
          ) -> TravellerLine:
    assert r.ns is not None and r.ew is not None
    line = TravellerLine(r.ns, r.ew, ns_points=ns, ew_points=ew, lead=r.lead or "")
    if r.adjusted is not None:
        line.adjusted = "/".join(r.adjusted)
    elif r.kind == "fixed":
        line.score = r.fixed
    elif r.kind == "passed":
        line.contract, line.score = "PASS", 0
    elif r.kind == "played":
        line.contract, line.played_by = (r.contract or "").replace("X", "x"), r.declarer or ""
        line.tricks, line.score = r.tricks, points
    return line


def event_from_usebio(text: str, scoring: str = "MP") -> Event:
    """The event a USEBIO file holds (every result checked as it is entered)."""
    doc = read_usebio(text)
    kinds = {v: k for k, v in EVENT_TYPES.items() if k in ("MP", "Butler", "Cross")}
    event = Event(doc.name or "USEBIO event", scoring=kinds.get(doc.event_type, scoring))
    for pair in doc.pairs:
        event.add_pair(pair.number, pair.names)
    for board in doc.boards:
        event.add_board(board.number, str(board_dealer(board.number)),
                        str(board_vulnerability(board.number)))
        for line in board.lines:
            event.enter(_result(board.number, line))
    return event


def _result(board: int, line: TravellerLine) -> Result:
    base = Result(board, line.ns, line.ew)
    if line.adjusted:
        ns, _, ew = line.adjusted.upper().partition("/")
        if ns not in ADJUSTED or ew not in ADJUSTED:
            raise ValueError(f"board {board}: an adjusted score is like A+/A-, not "
                             f"{line.adjusted[:10]!r}")
        return Result(board, line.ns, line.ew, adjusted=(ns, ew))
    contract = line.contract.upper()
    if contract in ("PASS", "P", "PASSED"):
        return Result(board, line.ns, line.ew, contract="Pass")
    if not contract:
        if line.score is not None:
            return Result(board, line.ns, line.ew, fixed=line.score)
        return Result(board, line.ns, line.ew, not_played=True)
    tricks = line.tricks
    return Result(base.board, base.ns, base.ew, contract, line.played_by.upper()[:1], tricks,
                  line.lead or None)
