"""Hand records: the sheet a club hands out after a session, as HTML to print or as text.

Each board shows its number, dealer and vulnerability, the four hands in their places round
the table, each hand's high-card points, the double-dummy table (tricks for each declarer
in each strain) and the par score and contracts. The table and par come from the record
(``OptimumResultTable`` or ``DoubleDummyTricks``, ``OptimumScore``, ``ParContract``) or,
when it has none, from DDS.

>>> from bridgeclub.formats import pbn
>>> record = pbn.loads('[Board "11"][Dealer "S"][Vulnerable "None"]'
...     '[Deal "N:KT8.A96.A95.7542 Q5.KJ52.KQ874.T8 AJ92.874.JT6.AQ3 7643.QT3.32.KJ96"]'
...     '[DoubleDummyTricks "77667775576677566775"][OptimumScore "NS 90"]'
...     '[ParContract "1NT N 7; 1NT S 7"]')[0]
>>> print(hand_record_text([record]))  # doctest: +NORMALIZE_WHITESPACE
Board 11            North 11
Dealer S            ♠ K T 8
Vul None            ♥ A 9 6
                    ♦ A 9 5
                    ♣ 7 5 4 2
West 6              East 11
♠ 7 6 4 3           ♠ Q 5
♥ Q T 3             ♥ K J 5 2
♦ 3 2               ♦ K Q 8 7 4
♣ K J 9 6           ♣ T 8
                    South 12
                    ♠ A J 9 2
                    ♥ 8 7 4
                    ♦ J T 6
                    ♣ A Q 3
      NT  ♠  ♥  ♦  ♣
    N  7  7  6  6  7
    S  7  7  5  5  7
    E  6  6  7  7  5
    W  6  6  7  7  5
Par NS 90: 1NT N 7; 1NT S 7
<BLANKLINE>
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from dataclasses import dataclass

from bridgeclub.analysis.dds import PBN_SEATS, PBN_STRAINS, DDTable, analyse_records
from bridgeclub.cards import SUITS_DESCENDING
from bridgeclub.deal import Deal, Hand
from bridgeclub.formats.pbn_types import Record
from bridgeclub.seats import Seat


@dataclass(frozen=True)
class Board:
    """What a hand record shows of one board."""

    number: str
    dealer: str
    vulnerability: str
    deal: Deal
    table: DDTable | None
    par: str | None


def boards(records: Sequence[Record], analyse: bool = True) -> list[Board]:
    """The boards of the records that have a whole deal, analysed where needed (``analyse``
    False leaves out what the records do not hold)."""
    with_deal = [r for r in records if r.deal is not None and r.deal.is_complete]
    missing = [r for r in with_deal if _table(r) is None]
    if analyse and missing:
        copies = [Record(tags=dict(r.tags)) for r in missing]
        analyse_records(copies, workers=1)
        for record, copy in zip(missing, copies, strict=True):
            record.tags.update({k: v for k, v in copy.tags.items() if k not in record.tags})
            record.tables.update(copy.tables)
    out = []
    for record in with_deal:
        deal = record.deal
        assert deal is not None
        score, contracts = record.get("OptimumScore"), record.get("ParContract")
        par = None if score is None else score + (f": {contracts}" if contracts else "")
        out.append(Board(record.tags.get("Board", "?"), record.tags.get("Dealer", "?"),
                         record.tags.get("Vulnerable", "?"), deal, _table(record), par))
    return out


def _table(record: Record) -> DDTable | None:
    try:
        if "OptimumResultTable" in record.tables:
            return DDTable.from_table(record.tables["OptimumResultTable"])
        if record.get("DoubleDummyTricks"):
            return DDTable.from_pbn_tricks(record.tags["DoubleDummyTricks"])
    except ValueError:
        return None
    return None


_SYMBOL = {"S": "♠", "H": "♥", "D": "♦", "C": "♣", "NT": "NT"}


def _suit_lines(hand: Hand) -> list[str]:
    return [f"{s.symbol} " + (" ".join(str(c.rank) for c in hand.suit(s)) or "—")
            for s in SUITS_DESCENDING]


# -- plain text ----------------------------------------------------------------------------
def hand_record_text(records: Sequence[Record], analyse: bool = True) -> str:
    """The hand record as plain text, one board after another."""
    return "\n".join(_board_text(b) for b in boards(records, analyse))


def _board_text(board: Board) -> str:
    deal, width = board.deal, 20
    north, south = deal[Seat.N], deal[Seat.S]
    west, east = deal[Seat.W], deal[Seat.E]
    left = [f"Board {board.number}", f"Dealer {board.dealer}", f"Vul {board.vulnerability}", "", ""]
    lines = [f"{a:<{width}}{b}" for a, b in
             zip(left, [f"North {north.hcp}", *_suit_lines(north)], strict=True)]
    lines.append(f"{f'West {west.hcp}':<{width}}East {east.hcp}")
    lines += [f"{a:<{width}}{b}" for a, b in
              zip(_suit_lines(west), _suit_lines(east), strict=True)]
    lines += [" " * width + line for line in [f"South {south.hcp}", *_suit_lines(south)]]
    if board.table is not None:
        lines.append("     " + "".join(f"{_SYMBOL[str(t)]:>3}" for t in PBN_STRAINS))
        for seat in PBN_SEATS:
            row = "".join(f"{board.table[seat, t]:>3}" for t in PBN_STRAINS)
            lines.append(f"    {seat}{row}")
    if board.par is not None:
        lines.append(f"Par {board.par}")
    return "\n".join(line.rstrip() for line in lines) + "\n"


# -- HTML ----------------------------------------------------------------------------------
_STYLE = """
body { font-family: sans-serif; font-size: 10pt; }
.boards { display: flex; flex-wrap: wrap; gap: 8mm; }
.board { border: 1px solid #999; padding: 3mm; width: 80mm; page-break-inside: avoid; }
.diagram { display: grid; grid-template-columns: 1fr 1fr 1fr; gap: 1mm; }
.hand .who { font-weight: bold; } .hcp { color: #555; }
.red { color: #c00; } .info { font-size: 9pt; }
table.dd { border-collapse: collapse; margin-top: 2mm; }
table.dd td, table.dd th { padding: 0 2mm; text-align: right; }
@media print { .board { border-color: #000; } }
"""


def _hand_html(seat: Seat, hand: Hand) -> str:
    rows = []
    for suit, line in zip(SUITS_DESCENDING, _suit_lines(hand), strict=True):
        red = ' class="red"' if suit.letter in "HD" else ""
        rows.append(f"<div><span{red}>{line[0]}</span>{html.escape(line[1:])}</div>")
    return (f'<div class="hand"><div class="who">{seat.full_name} '
            f'<span class="hcp">{hand.hcp}</span></div>{"".join(rows)}</div>')


def _board_html(board: Board) -> str:
    deal = board.deal
    info = (f'<div class="info">Board {html.escape(board.number)}<br>'
            f"Dealer {html.escape(board.dealer)}<br>Vul {html.escape(board.vulnerability)}</div>")
    cells = [info, _hand_html(Seat.N, deal[Seat.N]), "<div></div>",
             _hand_html(Seat.W, deal[Seat.W]), "<div></div>", _hand_html(Seat.E, deal[Seat.E]),
             "<div></div>", _hand_html(Seat.S, deal[Seat.S]), "<div></div>"]
    parts = [f'<div class="board"><div class="diagram">{"".join(cells)}</div>']
    if board.table is not None:
        head = "".join(
            f'<th{" class=red" if str(t) in "HD" else ""}>{_SYMBOL[str(t)]}</th>'
            for t in PBN_STRAINS)
        rows = "".join(f"<tr><th>{s}</th>" + "".join(
            f"<td>{board.table[s, t]}</td>" for t in PBN_STRAINS) + "</tr>" for s in PBN_SEATS)
        parts.append(f'<table class="dd"><tr><th></th>{head}</tr>{rows}</table>')
    if board.par is not None:
        parts.append(f'<div class="par">Par {html.escape(board.par)}</div>')
    parts.append("</div>")
    return "".join(parts)


def hand_record_html(records: Sequence[Record], title: str = "Hand record",
                     analyse: bool = True) -> str:
    """The hand record as one printable HTML page."""
    return html_page([_board_html(b) for b in boards(records, analyse)], title)


def board_text(board: Board) -> str:
    """One board of the hand record as text (as :func:`hand_record_text` shows it)."""
    return _board_text(board)


def board_html(board: Board) -> str:
    """One board of the hand record as HTML, for :func:`html_page`."""
    return _board_html(board)


def html_page(parts: Sequence[str], title: str = "Hand record") -> str:
    """The printable HTML page of boards made by :func:`board_html`."""
    body = "\n".join(parts)
    return (f'<!DOCTYPE html>\n<html><head><meta charset="utf-8">'
            f"<title>{html.escape(title)}</title><style>{_STYLE}</style></head>\n"
            f'<body><h1>{html.escape(title)}</h1>\n<div class="boards">\n{body}\n</div>'
            f"</body></html>\n")
