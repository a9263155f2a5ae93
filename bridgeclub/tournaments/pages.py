"""A tournament's boards with the field's results: a PBN file in the Ruter columns (each
board's ``ScoreTable``, the ranking's ``TotalScoreTable``; ``bridgeclub event score``
reads it back), each board's double-dummy table and par, and one HTML page (the ranking,
then each board's hand record and traveller with the entrants' names).

The PBN is the tournament's event (``model.Tournament.event``) written by
``events.results.event_records``: the ranking of its TotalScoreTable lists the entrants
only (the East-West "pairs" are the computers at each entrant's table). An EZ-Bridge
tournament, whose scores are not Contract Bridge scores, is written with its deals only.
"""

from __future__ import annotations

import html
from typing import Any

from bridgeclub.events.results import event_records, fmt, score_event
from bridgeclub.formats import pbn
from bridgeclub.formats.handrecord import _STYLE, board_html, boards
from bridgeclub.formats.pbn_types import MANDATORY_TAGS, Record, Table
from bridgeclub.tournaments.model import COMPUTERS, Tournament

_STYLE_TOURNAMENT = """
table.res { border-collapse: collapse; margin: 2mm 0 6mm; }
table.res td, table.res th { border: 1px solid #999; padding: 0 2mm; text-align: right; }
table.res td.l, table.res th.l { text-align: left; }
"""


def tournament_records(tournament: Tournament, analyse: bool = True) -> list[Record]:
    """The boards as PBN records with the field's results (see the module docstring),
    with the double-dummy table and par when ``analyse``."""
    if tournament.variant == "ez-bridge" or not tournament.plays:
        records = []
        for number, board in sorted(tournament.boards.items()):
            tags = {name: "" for name in MANDATORY_TAGS}
            tags.update({"Event": tournament.name, "Board": str(number),
                         "Dealer": board.dealer, "Vulnerable": board.vulnerable,
                         "Deal": board.deal})
            records.append(Record(tags=tags))
    else:
        event = tournament.event()
        records = event_records(event, score_event(event))
        totals = records[0].tables.get("TotalScoreTable")
        if totals is not None:
            _entrants_only(tournament, totals)
    for record in records:
        record.tags["Site"] = "bridgeclub"
    if analyse:
        boards(records, analyse=True)       # adds DoubleDummyTricks, OptimumScore, ...
    return records


def _entrants_only(tournament: Tournament, totals: Table) -> None:
    """The TotalScoreTable without the computers' rows, the entrants ranked among
    themselves (the places of the live ranking)."""
    names = totals.names
    pair = names.index("PairId")
    totals.rows = [row for row in totals.rows
                   if not (row[pair].isdigit() and int(row[pair]) >= COMPUTERS)]
    tournament.scoring.ranking(0)
    places = tournament.scoring.places
    for row in totals.rows:
        place = places.get(int(row[pair])) if row[pair].isdigit() else None
        if place is None:
            continue
        first, _, last = place.partition("-")
        for column, text in (("Rank", first), ("SessionRank", first),
                             ("SessionRankTie", last or "-")):
            if column in names:
                row[names.index(column)] = text


def tournament_pbn(tournament: Tournament, analyse: bool = True) -> str:
    return pbn.dumps(tournament_records(tournament, analyse))


def board_analysis(tournament: Tournament, number: int) -> dict[str, Any]:
    """A board's double-dummy table (tricks for N E S W in C D H S NT) and, in duplicate,
    its par."""
    record = next(r for r in tournament_records(_one_board(tournament, number), True))
    board = boards([record], analyse=False)[0]
    table = board.table
    # par is Contract Bridge's (doubled sacrifices): not a MiniBridge or EZ-Bridge result
    return {"board": number, "deal": tournament.boards[number].deal,
            "dd": [list(row) for row in table.tricks] if table is not None else None,
            "par": board.par if tournament.variant == "duplicate" else None}


def _one_board(tournament: Tournament, number: int) -> Tournament:
    copy = Tournament(tournament.name, tournament.variant, tournament.form,
                      tournament.level)
    copy.boards = {number: tournament.boards[number]}
    return copy


def ranking_rows(tournament: Tournament, lines: int | None = None) -> list[dict[str, Any]]:
    """The live ranking as rows: place, entrant, name, score (and percentage), boards."""
    mp = tournament.form == "MP"
    return [{"place": s.place, "entrant": s.entrant,
             "name": tournament.entrants[s.entrant],
             "score": round(s.score, 2), "percent": None if s.percent is None or not mp
             else round(s.percent, 2), "boards": s.boards}
            for s in tournament.scoring.ranking(lines)]


def tournament_html(tournament: Tournament, analyse: bool = True) -> str:
    """The ranking, and each board's hand record (with the double-dummy table and par
    when ``analyse``) and traveller: one HTML page."""
    esc = html.escape
    mp = tournament.form == "MP"
    unit = "MPs" if mp else "IMPs"
    parts = [f"<h1>{esc(tournament.name)}</h1><h2>Ranking</h2><table class='res'>",
             f"<tr><th>Place</th><th class='l'>Name</th><th>{unit}</th>"
             + ("<th>%</th>" if mp else "") + "<th>Boards</th></tr>"]
    for row in ranking_rows(tournament):
        percent = f"<td>{fmt(row['percent'] or 0.0, 2)}</td>" if mp else ""
        parts.append(f"<tr><td>{row['place']}</td><td class='l'>{esc(row['name'])}</td>"
                     f"<td>{fmt(row['score'], 1)}</td>{percent}<td>{row['boards']}</td></tr>")
    parts.append("</table><h2>Boards</h2>")
    hands = {int(b.number): b for b in boards(tournament_records(tournament, analyse),
                                                analyse)}
    for number in sorted(tournament.boards):
        parts.append(f"<h3 id='board{number}'>Board {number}</h3>")
        if number in hands:
            parts.append(board_html(hands[number]))
        parts.append("<table class='res'><tr><th class='l'>Name</th><th class='l'>Contract"
                     "</th><th>By</th><th>Lead</th><th>Tricks</th><th>Score NS</th>"
                     f"<th>{unit}</th></tr>")
        for row in tournament.traveller(number):
            parts.append(f"<tr><td class='l'>{esc(row['name'])}</td>"
                         f"<td class='l'>{esc(row['contract'])}</td>"
                         f"<td>{row['declarer'] or ''}</td><td>{row['lead'] or ''}</td>"
                         f"<td>{'' if row['tricks'] is None else row['tricks']}</td>"
                         f"<td>{esc(str(row['score']))}</td><td>{row['earned']}</td></tr>")
        parts.append("</table>")
    title = esc(tournament.name)
    return (f"<!DOCTYPE html>\n<html><head><meta charset='utf-8'><title>{title}</title>"
            f"<style>{_STYLE}{_STYLE_TOURNAMENT}</style></head>\n<body>{''.join(parts)}"
            "</body></html>\n")
