"""PBN files (Portable Bridge Notation 2.1), read and written like the json module.

``loads``/``load`` read the import format tolerantly (see ``pbn_reader``); a bad record
carries its errors in ``record.errors`` and never stops the others from loading.
``dumps``/``dump`` write the export format: ``% PBN 2.1`` and ``% EXPORT``, CRLF line ends,
the 15 mandatory tags in order, the other tags in alphabetical order, the Auction section
and its notes, the Play section and its notes, then the tables in alphabetical order, each
table row on one line padded to its columns' widths (PBN 2.1 sections 2.3, 3.1, 3.4, 5).

Why not endplay's parser: ``endplay.parsers.pbn`` raises on the first bad line (one bad
record loses the file), keeps no comments, NAGs, suffixes or irregularities, does not
know ``##`` or ``#`` beyond the previous game, needs a Contract to read a Play section, and
writes LF line ends with tags out of export order; so this package reads PBN itself.

>>> text = '''[Board "1"]
... [Dealer "N"]
... [Vulnerable "None"]
... [Deal "N:AKQJ.T98.765.432 T987.765.432.AKQ 6543.432.AKQ.JT9 2.AKQJ.JT98.8765"]
... [Contract "1NT"]
... [Declarer "N"]
... [Result "7"]
... [Auction "N"]
... 1NT =1= Pass Pass Pass
... [Note "1:15-17"]
... '''
>>> records = loads(text)
>>> record = records[0]
>>> str(record.contract), record.result, [str(c) for c in record.calls()]
('1NT', 7, ['1NT', 'P', 'P', 'P'])
>>> record.auction.notes
{1: '15-17'}
>>> loads(dumps(records)) == records and dumps(loads(dumps(records))) == dumps(records)
True
>>> print(dumps(records).replace("\\r\\n", "\\n"))  # doctest: +NORMALIZE_WHITESPACE
% PBN 2.1
% EXPORT
[Event "?"]
[Site "?"]
[Date "?"]
[Board "1"]
[West "?"]
[North "?"]
[East "?"]
[South "?"]
[Dealer "N"]
[Vulnerable "None"]
[Deal "N:AKQJ.T98.765.432 T987.765.432.AKQ 6543.432.AKQ.JT9 2.AKQJ.JT98.8765"]
[Scoring "?"]
[Declarer "N"]
[Contract "1NT"]
[Result "7"]
[Auction "N"]
1NT =1= Pass Pass Pass
[Note "1:15-17"]
<BLANKLINE>
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from os import PathLike
from typing import IO

from bridgeclub.formats.pbn_reader import read_records
from bridgeclub.formats.pbn_sections import check_auction, check_play, tricks_of
from bridgeclub.formats.pbn_types import (
    MANDATORY_TAGS,
    Column,
    Item,
    PbnError,
    Record,
    Section,
    Table,
    Text,
)

__all__ = [
    "MANDATORY_TAGS", "Column", "Item", "PbnError", "Record", "Section", "Table", "Text",
    "check", "decode", "dump", "dumps", "encode", "load", "loads", "read", "write",
]

CRLF = "\r\n"


def decode(data: bytes) -> str:
    """PBN bytes as text: UTF-8 when they are valid UTF-8 (a BOM is dropped), else
    ISO 8859-1, the standard's character set (PBN 2.2)."""
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        return data.decode("latin-1")


def encode(text: str) -> bytes:
    """Text as PBN bytes: ISO 8859-1 when every character fits, else UTF-8."""
    try:
        return text.encode("latin-1")
    except UnicodeEncodeError:
        return text.encode("utf-8")


def loads(text: str | bytes) -> list[Record]:
    """Every record of a PBN text; faults are in each record's ``errors``."""
    return read_records(decode(text) if isinstance(text, bytes) else text)


def load(fp: IO[str] | IO[bytes]) -> list[Record]:
    """Every record of an open PBN file (text or binary)."""
    return loads(fp.read())


def read(path: str | PathLike[str]) -> list[Record]:
    """Every record of the PBN file at ``path``, in whichever encoding it is."""
    with open(path, "rb") as file:
        return loads(file.read())


def dumps(records: Iterable[Record]) -> str:
    """The records in PBN export format, CRLF line ends."""
    lines = ["% PBN 2.1", "% EXPORT"]
    for index, record in enumerate(records):
        if index:
            lines.append("")
        lines.extend(_record_lines(record))
    return CRLF.join(lines) + CRLF


def dump(records: Iterable[Record], fp: IO[str]) -> None:
    """Write the records to an open text file (open it with ``newline=""``)."""
    fp.write(dumps(records))


def write(path: str | PathLike[str], records: Iterable[Record]) -> None:
    """Write the records to a PBN file in ISO 8859-1 (UTF-8 if a name needs it)."""
    with open(path, "wb") as file:
        file.write(encode(dumps(records)))


def check(record: Record) -> list[str]:
    """What in a well-formed record does not add up: an illegal call (Laws 18-22), a card
    played twice or by a seat that does not hold it. Not part of loading: real files hold
    such records (a Play section in another column order, a revoke) and still load.

    >>> record = loads('[Dealer "N"]\\n[Auction "N"]\\n1S 1H Pass')[0]
    >>> check(record)
    ['call 2 (1H) is illegal: 1H is not higher than 1S']
    """
    return check_auction(record) + check_play(record)


# -- export format -----------------------------------------------------------------------
def _escape(value: str) -> str:
    """A tag value as a string token: quote and backslash escaped where they would be
    misread (a backslash before other characters, as in ``Result\\2R``, stays)."""
    return re.sub(r'\\(?=["\\]|$)', r"\\\\", value).replace('"', '\\"')


def _tag(name: str, value: str) -> str:
    return f'[{name} "{_escape(value)}"]'


def _comment(text: str) -> str:
    if "}" in text and "\n" not in text:
        return ";" + text
    return "{" + text.replace("}", ")") + "}"


def _record_lines(record: Record) -> list[str]:
    lines = [_comment(c) for c in record.comments.get("", [])]

    def tag(name: str, value: str) -> None:
        lines.append(_tag(name, value))
        lines.extend(_comment(c) for c in record.comments.get(name, []))

    for name in MANDATORY_TAGS:
        tag(name, record.tags.get(name, "?"))
    for name in sorted(set(record.tags) - set(MANDATORY_TAGS)):
        tag(name, record.tags[name])
    for number, text in sorted(record.notes.items()):
        lines.append(_tag("Note", f"{number}:{text}"))
    if record.auction is not None:
        tag("Auction", record.auction.first)
        lines.extend(_section_lines(record.auction, by_trick=False))
    if record.play is not None:
        tag("Play", record.play.first)
        lines.extend(_section_lines(record.play, by_trick=True))
    for name in sorted(record.tables):
        tag(name, record.tables[name].header)
        lines.extend(_table_lines(record.tables[name]))
    return lines


def _item_text(item: Item) -> str:
    return " ".join([str(item)] + ["{" + c.replace("}", ")") + "}" for c in item.comments])


def _section_lines(section: Section, by_trick: bool) -> list[str]:
    """Four calls or cards a line (a trick a line in the Play section), ``*`` on its own
    line, then the section's notes."""
    items = [i for i in section.items if i.text != "*"]
    rows = tricks_of(Section(section.first, items)) if by_trick else \
        [items[i:i + 4] for i in range(0, len(items), 4)]
    lines = [" ".join(_item_text(i) for i in row) for row in rows]
    lines.extend(_item_text(i) for i in section.items if i.text == "*")
    lines.extend(_tag("Note", f"{n}:{t}") for n, t in sorted(section.notes.items()))
    return lines


def _cell(text: str, column: Column | None) -> str:
    token = f'"{_escape(text)}"' if isinstance(text, Text) or _needs_quotes(text) else text
    if column is None or column.width is None:
        return token
    return token.rjust(column.width) if column.align == "R" else token.ljust(column.width)


def _needs_quotes(text: str) -> bool:
    return text == "" or any(c.isspace() or c in '[]{};"%' for c in text)


def _table_lines(table: Table) -> list[str]:
    lines = []
    for row in table.rows:
        cells = [_cell(c, table.columns[i] if i < len(table.columns) else None)
                 for i, c in enumerate(row)]
        lines.append(" ".join(cells).rstrip())
    return lines
