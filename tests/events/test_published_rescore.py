"""Published, then rescored: a random event with every kind of result (played, passed,
each artificial adjusted score, fixed scores, boards not played, sit-outs) written as a
Ruter-style PBN file and rescored changes no score cell (issue 23)."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bridgeclub.events.model import ADJUSTED, Event, Result
from bridgeclub.events.movements import howell, mitchell
from bridgeclub.events.results import event_records, score_event
from bridgeclub.events.ruter import rescore
from bridgeclub.formats import pbn
from bridgeclub.seats import board_dealer, board_vulnerability

STRAINS = ("C", "D", "H", "S", "NT")
KINDS = ("played", "played", "played", "passed", "adjusted", "fixed", "not played")


@st.composite
def events(draw: st.DrawFn) -> Event:
    scoring = draw(st.sampled_from(["MP", "Butler", "ButlerAll", "Cross", "Cross1", "Cross2"]))
    tables = draw(st.integers(3, 5))
    sit_out = draw(st.booleans())           # an odd number of pairs: a phantom
    movement = draw(st.sampled_from([mitchell, howell]))(
        tables, 2, pairs=2 * tables - 1 if sit_out else None)
    event = Event("Random club night", scoring=scoring)
    for pair in movement.pairs:
        event.add_pair(pair, f"Pair {pair}")
    for board in range(1, movement.boards_played() + 1):
        event.add_board(board, str(board_dealer(board)), str(board_vulnerability(board)))
    for s, board in ((sitting, b) for sitting in movement.sittings for b in sitting.boards):
        kind = draw(st.sampled_from(KINDS))
        if kind == "adjusted":
            result = Result(board, s.ns, s.ew, adjusted=(draw(st.sampled_from(ADJUSTED)),
                                                         draw(st.sampled_from(ADJUSTED))))
        elif kind == "fixed":
            result = Result(board, s.ns, s.ew, fixed=10 * draw(st.integers(-200, 200)))
        elif kind == "not played":
            result = Result(board, s.ns, s.ew, not_played=True)
        elif kind == "passed":
            result = Result(board, s.ns, s.ew, contract="Pass")
        else:
            level = draw(st.integers(1, 7))
            result = Result(board, s.ns, s.ew, f"{level}{draw(st.sampled_from(STRAINS))}"
                            + draw(st.sampled_from(["", "X", "XX"])),
                            draw(st.sampled_from("NESW")), draw(st.integers(0, 13)))
        if draw(st.integers(0, 20)) == 0:      # this table sat out: a bye for NS
            result = Result(board, s.ns, None, bye=True)
        event.enter(result)
    return event


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(events())
def test_a_published_event_rescores_without_a_change(event: Event) -> None:
    records = pbn.loads(pbn.dumps(event_records(event, score_event(event))))
    rescored, _ = rescore(records)
    changed = [(before.board, name, a, b)
               for before, after in zip(records, rescored, strict=True)
               for name, table in before.tables.items()
               for row_a, row_b in zip(table.rows, after.tables[name].rows, strict=True)
               for a, b in zip(row_a, row_b, strict=True) if a != b]
    assert changed == []
