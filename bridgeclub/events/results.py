"""A live event's results: every board scored, the ranking, and the event written as a
Ruter-style PBN file (the ``ScoreTable`` and ``TotalScoreTable`` columns club programs
write), so ``rescore`` reads back what ``score_event`` computed.

Boards played fewer times than the most-played board are scaled by Neuberg's formula
(matchpoints); IMP totals give byes and missed boards the pair's average.

>>> from bridgeclub.events.model import Event, Result
>>> event = Event("Club night")
>>> for pair in range(1, 5): event.add_pair(pair, f"Pair {pair}")
>>> event.add_board(1)
>>> event.enter(Result(1, 1, 2, "4S", "N", 10)); event.enter(Result(1, 3, 4, "4S", "N", 11))
>>> scores = score_event(event)
>>> [(line.place, line.pair, line.score, round(line.percent or 0)) for line in scores.ranking]
[('1-2', 2, 2.0, 100), ('1-2', 3, 2.0, 100), ('3-4', 1, 0.0, 0), ('3-4', 4, 0.0, 0)]
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass

from bridgeclub.events.model import Event, Result
from bridgeclub.events.movements import two_winners
from bridgeclub.events.score import (
    PairTotal,
    ScoredResult,
    imp_places,
    pair_totals,
    score_board,
)
from bridgeclub.events.setup import movement_of, movement_text
from bridgeclub.formats.pbn_types import MANDATORY_TAGS, Record, Table, Text
from bridgeclub.scoring.matchpoints import Scale
from bridgeclub.scoring.ranking import place_text, rank
from bridgeclub.scoring.rounding import half_up

#: The tag that keeps a bridgeclub event's movement in its PBN file ("howell 7 2 pairs=13":
#: kind, tables, boards a round, then the options; see ``setup.movement_text``).
MOVEMENT_TAG = "BCMovement"
SCORING_TAG = {"MP": "MatchPoints;MP1", "Butler": "IMP;Butler-2;Mean", "Cross": "IMP;Cross",
               "Cross1": "IMP;Cross1", "Cross2": "IMP;Cross2", "ButlerAll": "IMP;Butler;Mean"}


def fmt(value: float, decimals: int) -> str:
    """A number as Ruter prints it: halves away from zero, no minus zero.

    >>> fmt(-0.75, 1), fmt(-0.01, 1), fmt(61.76, 0)
    ('-0.8', '0.0', '62')
    """
    rounded = half_up(value, decimals)
    return f"{abs(rounded) if rounded == 0 else rounded:.{decimals}f}"


@dataclass(frozen=True)
class RankLine:
    """A line of the ranking: place (``"3"`` or ``"6-7"``), pair, names, score and, for
    matchpoints, the percentage."""

    place: str
    pair: int
    names: str
    score: float
    percent: float | None
    boards: int


@dataclass
class EventScores:
    """Every board's scored results, every pair's total, and the ranking."""

    boards: dict[int, list[ScoredResult]]
    totals: dict[int, PairTotal]
    ranking: list[RankLine]


def score_boards(event: Event, scale: Scale = "2/1"
                 ) -> tuple[dict[int, list[ScoredResult]], dict[int, PairTotal]]:
    """Every board of a pairs event scored, in board order, and every pair's total."""
    if event.scoring not in SCORING_TAG:
        raise ValueError(f"a {event.scoring} event is scored match by match "
                         "(bridgeclub.events.teams)")
    by_board: dict[int, list[Result]] = defaultdict(list)
    for result in event.results:
        by_board[result.board].append(result)
    expected = max((sum(1 for r in rs if r.kind in ("played", "passed", "fixed"))
                    for rs in by_board.values()), default=0)
    boards = {number: score_board(results, event.boards[number], event.scoring, scale,
                                  expected if event.scoring == "MP" else None)
              for number, results in sorted(by_board.items())}
    totals = pair_totals((s for scored in boards.values() for s in scored), event.scoring)
    return boards, totals


def score_event(event: Event, scale: Scale = "2/1") -> EventScores:
    """Score every board of a pairs event and rank the pairs."""
    boards, totals = score_boards(event, scale)
    return EventScores(boards, totals, rank_lines(event, ranked_totals(event, totals)))


def ranked_totals(event: Event, totals: dict[int, PairTotal]) -> list[PairTotal]:
    """The totals of the event's contestants: every pair, or, when the event names its
    pairs (a results file's TotalScoreTable), those only. A tournament's file lists its
    entrants: the computers who sat East-West against each of them (pairs 10001, ...)
    have results but are no contestants, and are not ranked.

    >>> event = Event("Class"); event.add_pair(1, "Ann")
    >>> [t.pair for t in ranked_totals(event, {1: PairTotal(1), 10001: PairTotal(10001)})]
    [1]
    """
    return [t for t in totals.values() if not event.pairs or t.pair in event.pairs]


def rank_lines(event: Event, totals: list[PairTotal]) -> list[RankLine]:
    """The ranking of ``totals``: by percentage (matchpoints) or IMPs as printed, equal
    scores sharing the place."""
    places_printed = 2 if event.scoring == "MP" else imp_places(event.scoring, total=True)
    key = [(t.percent or 0.0) if event.scoring == "MP" else t.score for t in totals]
    places = rank([half_up(k, places_printed) for k in key])
    lines = [RankLine(place_text(*place), t.pair, event.pairs.get(t.pair, ""), t.score,
                      t.percent, t.boards + t.byes)
             for t, place in zip(totals, places, strict=True)]
    lines.sort(key=lambda line: (int(line.place.split("-")[0]), line.pair))
    return lines


def north_south_pairs(event: Event) -> set[int] | None:
    """The North-South pairs of a movement with two winners (a Mitchell without an arrow
    switch: North-South pairs only ever meet East-West pairs, so each direction is ranked
    on its own); None when the event has one winner."""
    try:
        plan = movement_of(event)
    except (ValueError, KeyError, TypeError):
        plan = None
    if plan is None or not two_winners(plan):
        return None
    return {s.ns for s in plan.sittings}


def rankings(event: Event, scores: EventScores) -> list[tuple[str, list[RankLine]]]:
    """The event's rankings: one a direction (``"NS"``, ``"EW"``) for a movement with two
    winners, else one (``"all"``)."""
    north_south = north_south_pairs(event)
    if north_south is None:
        return [("all", scores.ranking)]
    return [(direction, rank_lines(event, [t for t in ranked_totals(event, scores.totals)
                                           if (t.pair in north_south) == (direction == "NS")]))
            for direction in ("NS", "EW")]


#: How a TotalScoreTable's ``Direction`` column names the directions (as Ruter writes).
DIRECTION_TEXT = {"NS": "N-S", "EW": "E-W"}


def _score_cells(s: ScoredResult) -> list[str]:
    if s.result.bye:
        return [Text("Bye"), Text("Bye")]
    if s.result.adjusted is not None:
        return [Text(a) for a in s.result.adjusted]
    if s.points is None:
        return ["-", "-"]
    return [Text(str(s.points)) if s.points >= 0 else "-",
            Text(str(-s.points)) if s.points < 0 else "-"]


def event_records(event: Event, scores: EventScores) -> list[Record]:
    """The event as Ruter-style PBN records: one a board with its ScoreTable, the first
    also with the TotalScoreTable."""
    imp = event.scoring != "MP"
    columns = ("Table\\2R;Round\\2R;PairId_NS\\3R;PairId_EW\\3R;Contract\\5L;Declarer\\1R;"
               "Result\\2R;Lead\\3L;Score_NS\\6R;Score_EW\\6R;")
    butler = event.scoring.startswith("Butler")
    columns += ("IMP_NS\\6R;IMP_EW\\6R" + (";ButlerDatum\\5R" if butler
                                          else "") if imp else
                "MP_NS\\5R;MP_EW\\5R;Percentage_NS\\3R;Percentage_EW\\3R")
    records = []
    for number in sorted(event.boards):
        board = event.boards[number]
        tags = {name: "" for name in MANDATORY_TAGS}
        tags.update({"Event": event.name, "Board": str(number), "Dealer": board.dealer,
                     "Vulnerable": board.vulnerable, "Deal": board.deal,
                     "Scoring": SCORING_TAG[event.scoring], "Competition": "Pairs"})
        record = Record(tags=tags)
        records.append(record)
        if number not in scores.boards:
            continue
        table = record.tables["ScoreTable"] = Table.from_header(columns)
        for s in scores.boards[number]:
            r = s.result
            row = [str(r.table or "-"), str(r.round or "-"), str(r.ns or "-"),
                   str(r.ew or "-"),
                   r.contract or "-", r.declarer or "-",
                   "-" if r.tricks is None else str(r.tricks), r.lead or "-",
                   *_score_cells(s)]
            if imp:
                places = imp_places(event.scoring)
                for pair, value in ((r.ns, s.ns), (r.ew, s.ew)):
                    if r.bye and pair is not None and pair in scores.totals:
                        value = scores.totals[pair].average     # a bye earns the average
                    row.append("-" if value is None else fmt(value, places))
                if event.scoring.startswith("Butler"):
                    row.append("-" if s.datum is None else str(s.datum))
            else:
                row += ["-" if v is None else (fmt(v, 0) if float(v).is_integer() else fmt(v, 1))
                        for v in (s.ns, s.ew)]
                row += ["-" if v is None else fmt(v, 0) for v in (s.ns_percent, s.ew_percent)]
            table.rows.append(row)
    if records:
        records[0].tables["TotalScoreTable"] = _total_table(event, scores)
        spec = event.movement
        if spec:
            records[0].tags[MOVEMENT_TAG] = movement_text(spec)
    return records


def _total_table(event: Event, scores: EventScores) -> Table:
    """The ranking as club programs write it: one list, or, when the movement has two
    winners, each direction's own ranking (its places from 1) in a ``Direction`` column,
    North-South first, as Ruter's files name the directions."""
    ranked = rankings(event, scores)
    two = ranked[0][0] != "all"
    direction = "Direction\\5R;" if two else ""
    north_south = north_south_pairs(event) or set()

    def side(pair: int) -> list[str]:
        return [Text(DIRECTION_TEXT["NS" if pair in north_south else "EW"])] if two else []

    lines = [(line, side(line.pair)) for _, ranking in ranked for line in ranking]
    if event.scoring == "MP":
        table = Table.from_header(f"Rank\\3R;PairId\\3R;{direction}TotalScoreMP\\7R;"
                                  "TotalPercentage\\6R;Names\\30L;NrBoards\\3R;"
                                  "SessionScoreMP\\7R;SessionPercentage\\6R;SessionRank\\3R;"
                                  "SessionRankTie\\3R")
        for line, where in lines:
            first, _, last = line.place.partition("-")
            percent = fmt(line.percent or 0.0, 2)
            table.rows.append([first, str(line.pair), *where, fmt(line.score, 1), percent,
                               Text(line.names), str(line.boards), fmt(line.score, 1),
                               percent, first, last or "-"])
        for pair in _unranked(event, scores):
            table.rows.append(["-", str(pair), *side(pair), "-", "-", Text(event.pairs[pair]),
                               "0", "-", "-", "-", "-"])
        return table
    table = Table.from_header(f"Rank\\3R;PairId\\3R;{direction}TotalScoreIMP\\7R;Names\\30L;"
                              "NrBoards\\3R")
    for line, where in lines:
        table.rows.append([line.place.partition("-")[0], str(line.pair), *where,
                           fmt(line.score, imp_places(event.scoring, total=True)),
                           Text(line.names), str(line.boards)])
    for pair in _unranked(event, scores):
        table.rows.append(["-", str(pair), *side(pair), "-", Text(event.pairs[pair]), "0"])
    return table


def _unranked(event: Event, scores: EventScores) -> list[int]:
    """The pairs of the event who have no result yet."""
    return sorted(set(event.pairs) - set(scores.totals))
