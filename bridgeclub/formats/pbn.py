"""PBN files (Portable Bridge Notation 2.1), read and written like the json module.

``loads``/``load`` read the import format tolerantly (see ``pbn_reader``); a bad record
carries its errors in ``record.errors`` (at most 50 a record and 2,000 a file, then a count
of those left out) and never stops the others from loading. ``iter_load``/``iter_read``
give the records one at a time as the file is read, so a file of any size takes the memory
of one record; ``write`` and ``dump`` take any iterable of records and write them as they
come. Reading takes time linear in the size of the text, whatever it holds.
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

import codecs
import io
import re
from collections.abc import Iterable, Iterator
from os import PathLike
from typing import IO, cast

from bridgeclub.formats.pbn_reader import iter_records, read_records
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
    "check", "decode", "dump", "dumps", "encode", "iter_dumps", "iter_load", "iter_read", "load",
    "loads", "read", "write",
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
    """Every record of a PBN text; faults are in each record's ``errors``. Bytes are
    decoded as a file is (see :func:`iter_load`)."""
    if isinstance(text, bytes):
        return list(iter_load(io.BytesIO(text)))
    return read_records(text)


def load(fp: IO[str] | IO[bytes]) -> list[Record]:
    """Every record of an open PBN file (text or binary)."""
    return list(iter_load(fp))


#: How much of a file is read at a time (then split into lines).
BLOCK = 1 << 16


def _decoded_blocks(fp: IO[bytes]) -> Iterator[str]:
    """A binary file as pieces of text: UTF-8 while the file is (a BOM is dropped), and
    ISO 8859-1 from the first block that is not valid UTF-8 on; so a file is never read
    whole."""
    decoder = codecs.getincrementaldecoder("utf-8")()
    utf8, first = True, True
    while block := fp.read(BLOCK):
        if first:
            block, first = block.removeprefix(codecs.BOM_UTF8), False
        if utf8:
            try:
                yield decoder.decode(block)
                continue
            except UnicodeDecodeError:
                utf8 = False
                block = decoder.getstate()[0] + block
        yield block.decode("latin-1")
    if utf8:
        try:
            yield decoder.decode(b"", final=True)
        except UnicodeDecodeError:
            yield decoder.getstate()[0].decode("latin-1")


def iter_load(fp: IO[str] | IO[bytes]) -> Iterator[Record]:
    """The records of an open PBN file (text or binary), one at a time, as they are read:
    memory holds one record and a block of the file, whatever the size of the file.

    >>> import io
    >>> [r.board for r in iter_load(io.BytesIO(b'[Board "1"]\\n\\n[Board "2"]\\n'))]
    [1, 2]
    """
    first = fp.read(0)
    if isinstance(first, bytes):
        return iter_records(_decoded_blocks(cast("IO[bytes]", fp)))
    text = cast("IO[str]", fp)
    return iter_records(iter(lambda: text.read(BLOCK), ""))


def read(path: str | PathLike[str]) -> list[Record]:
    """Every record of the PBN file at ``path``, in whichever encoding it is."""
    with open(path, "rb") as file:
        return list(iter_load(file))


def iter_read(path: str | PathLike[str]) -> Iterator[Record]:
    """The records of the PBN file at ``path``, one at a time (the file is closed when the
    last has been read)."""
    with open(path, "rb") as file:
        yield from iter_load(file)


def iter_dumps(records: Iterable[Record]) -> Iterator[str]:
    """The PBN export text of the records, a piece for each record (the first piece is
    the file's header)."""
    yield f"% PBN 2.1{CRLF}% EXPORT{CRLF}"
    for index, record in enumerate(records):
        yield (CRLF if index else "") + CRLF.join(_record_lines(record)) + CRLF


def dumps(records: Iterable[Record]) -> str:
    """The records in PBN export format, CRLF line ends."""
    return "".join(iter_dumps(records))


def dump(records: Iterable[Record], fp: IO[str]) -> None:
    """Write the records to an open text file (open it with ``newline=""``), one record
    at a time."""
    for piece in iter_dumps(records):
        fp.write(piece)


def write(path: str | PathLike[str], records: Iterable[Record]) -> int:
    """Write the records to a PBN file in ISO 8859-1 (UTF-8 if a name needs it), one
    record at a time; return how many were written. Should a record need UTF-8 after
    others were written in ISO 8859-1, what was written is converted once."""
    pieces = 0
    utf8 = False
    with open(path, "w+b") as file:
        for piece in iter_dumps(records):
            pieces += 1
            if not utf8:
                try:
                    file.write(piece.encode("latin-1"))
                    continue
                except UnicodeEncodeError:
                    utf8 = True
                    file.seek(0)
                    written = file.read().decode("latin-1")
                    file.seek(0)
                    file.truncate()
                    file.write(written.encode("utf-8"))
            file.write(piece.encode("utf-8"))
    return pieces - 1


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
    if "\\" not in value and '"' not in value:
        return value
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
    if item.note is None and not item.nags and not item.irregularity and not item.comments:
        return item.text
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


_QUOTED = re.compile(r'[\s\[\]{};"%]')


def _needs_quotes(text: str) -> bool:
    return text == "" or _QUOTED.search(text) is not None


def _table_lines(table: Table) -> list[str]:
    lines = []
    for row in table.rows:
        cells = [_cell(c, table.columns[i] if i < len(table.columns) else None)
                 for i, c in enumerate(row)]
        lines.append(" ".join(cells).rstrip())
    return lines
