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
- ``IMP;Cross2`` (``IMP;Cross1``): the ScoreTable still holds each result's IMPs summed
  over all its comparisons (a board of twelve tables: 112); the pair's ``TotalScoreIMP``
  is the mean a board of each board's sum divided by its comparisons (its scores).
- ``Teams``: each match's ``MatchDetails`` segments (IMPs) added up and turned into VPs by
  the WBF continuous scale; the file does not say how many boards a match had, so the
  caller gives ``match_boards``.

Ranks are recomputed from the totals as printed; equal totals share the place
(``SessionRankTie`` holds the last place of a tie). A movement with two winners (a
Mitchell) ranks each direction on its own, by the TotalScoreTable's ``Direction`` column.
"""

from __future__ import annotations

import copy

from bridgeclub.events.results import MOVEMENT_TAG as MOVEMENT_TAG
from bridgeclub.events.results import fmt as fmt
from bridgeclub.events.results import north_south_pairs, score_boards
from bridgeclub.events.ruter_base import Rescored as Rescored
from bridgeclub.events.ruter_base import event_of as event_of
from bridgeclub.events.ruter_base import method_of as method_of
from bridgeclub.events.ruter_base import printed_places, write_row, write_totals
from bridgeclub.events.ruter_base import result_of as result_of
from bridgeclub.events.ruter_individual import is_individual, rescore_individual
from bridgeclub.events.ruter_teams import rescore_teams
from bridgeclub.formats.pbn_types import Record


def rescore(records: list[Record], match_boards: int | None = None) -> tuple[list[Record],
                                                                              Rescored]:
    """A copy of ``records`` with every score column recomputed (see the module
    docstring), and what was written."""
    records = copy.deepcopy(records)
    scoring = next((r.tags["Scoring"] for r in records if r.tags.get("Scoring")), None)
    if scoring is None:
        raise ValueError("the file has no Scoring tag, so its scoring method is unknown")
    method, scale = method_of(scoring)
    done = Rescored(method, places=printed_places(records))
    if method in ("Teams", "BAM") and _has_matches(records):
        rescore_teams(records, method, match_boards, done)
        return records, done
    if method == "BAM":
        method = "MP"
    if is_individual(records):
        rescore_individual(records, method, scale, done)
        return records, done
    event, tables = event_of(records, method)
    scored_boards, totals = score_boards(event, scale)
    boards = [(tables[number], scored) for number, scored in scored_boards.items()]
    for table, scored in boards:
        for row, s in zip(table.rows, scored, strict=True):
            write_row(table, row, s, method, totals, done)
    two_winners = north_south_pairs(event) is not None
    for record in records:
        if "TotalScoreTable" in record.tables:
            write_totals(record.tables["TotalScoreTable"], totals, method, boards, done,
                         two_winners=two_winners)
    return records, done


def _has_matches(records: list[Record]) -> bool:
    return any("TeamId_Home" in r.tables["ScoreTable"].names
               for r in records if "ScoreTable" in r.tables)
