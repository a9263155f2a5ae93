"""The values a PBN file holds: records (games), their sections, notes, tables and problems.

A :class:`Record` is one PBN game (PBN 2.1, section 3): its tags in file order (the
identification section), the Auction and Play sections as annotated items with their notes,
the supplemental tables as typed rows under their column headers, and comments. Records
compare equal when they say the same thing, whatever their layout in the file, so
``loads(dumps(records)) == records``.

>>> record = Record(tags={"Board": "5", "Dealer": "N", "Vulnerable": "NS"})
>>> record.board, record.dealer, record.vulnerability
(5, Seat.N, Vulnerability.NS)
>>> column = Column.from_str("Result\\\\2R")
>>> column.name, column.width, column.align, str(column)
('Result', 2, 'R', 'Result\\\\2R')
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TypeVar

from bridgeclub.calls import PASS, Call, Contract, Strain
from bridgeclub.cards import Card
from bridgeclub.deal import Deal
from bridgeclub.parsing import int_or_none
from bridgeclub.play import trick_winner
from bridgeclub.seats import Seat, Vulnerability

T = TypeVar("T")

#: The Mandatory Tag Set, in export order (PBN 2.1, section 3.4).
MANDATORY_TAGS: tuple[str, ...] = (
    "Event", "Site", "Date", "Board", "West", "North", "East", "South", "Dealer",
    "Vulnerable", "Deal", "Scoring", "Declarer", "Contract", "Result",
)
#: Values that mean "not known" ("?") or "not applicable" ("") in a tag.
UNKNOWN = ("", "?")
#: Items that stop the reading of calls or cards (PBN 3.5, 3.6).
_STOP = ("*", "+", "-", "^S")


class PbnError(ValueError):
    """A problem found in one record: where it is, in which tag, and what is wrong.

    >>> print(PbnError("a board number is a positive integer", line=7, tag="Board"))
    line 7, [Board]: a board number is a positive integer
    """

    def __init__(self, message: str, line: int = 0, tag: str | None = None) -> None:
        self.message, self.line, self.tag = message, line, tag
        where = [f"line {line}"] if line else []
        if tag:
            where.append(f"[{tag}]")
        super().__init__(", ".join(where) + (": " if where else "") + message)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, PbnError) and str(self) == str(other)

    def __hash__(self) -> int:
        return hash(str(self))


class Text(str):
    """A table cell that was (and will be) written as a quoted string token.

    It equals the plain string with the same characters: quoting is layout, not meaning.
    """

    __slots__ = ()


@dataclass(frozen=True)
class Item:
    """One call of an Auction section or one card of a Play section, with its annotations
    (PBN 3.5.2, 3.6.2): a note reference, NAGs (suffixes ``!`` ``?`` ... are stored as their
    NAGs), an irregularity (``I`` insufficient bid, ``R`` revoke, ``L`` lead out of turn) and
    comments. ``text`` is the call (``1NT``, ``Pass``, ``X``, ``AP``), the card (``SK``), ``-``
    (unknown or not yet), ``^S`` (a skipped call), ``+`` (the next one is awaited) or ``*``
    (nothing more will be given)."""

    text: str
    note: int | None = None
    nags: tuple[int, ...] = ()
    irregularity: str | None = None
    comments: tuple[str, ...] = ()

    @property
    def is_marker(self) -> bool:
        """Whether this is ``*``, ``+``, ``-`` or ``^S`` rather than a real call or card."""
        return self.text in ("*", "+", "-", "^S")

    def __str__(self) -> str:
        parts = [f"^{self.irregularity}"] if self.irregularity else []
        parts.append(self.text)
        if self.note is not None:
            parts.append(f"={self.note}=")
        parts.extend(f"${n}" for n in sorted(self.nags))
        return " ".join(parts)


@dataclass
class Section:
    """An Auction or Play section: the first seat (the tag's value), the items in file order
    and the notes that explain them (``{1: "transfer"}``)."""

    first: str
    items: list[Item] = field(default_factory=list)
    notes: dict[int, str] = field(default_factory=dict)


_COLUMN_RE = re.compile(
    r"(?P<order>[+-]?)(?P<name>[^\\]*)(?:\\(?P<width>[0-9]{1,3})(?P<align>[LR]?))?")


@dataclass(frozen=True)
class Column:
    """A column header of a table (PBN 5.2): name, order (``+`` descending, ``-``
    ascending), minimum width and alignment (``L`` or ``R``)."""

    name: str
    order: str = ""
    width: int | None = None
    align: str = ""

    @classmethod
    def from_str(cls, text: str) -> Column:
        match = _COLUMN_RE.fullmatch(text.strip())
        if match is None:
            raise ValueError(f"not a column header: {text!r} (like Result\\2R)")
        width = match["width"]
        return cls(match["name"], match["order"], int(width) if width else None,
                   match["align"] or "")

    def __str__(self) -> str:
        width = "" if self.width is None else f"\\{self.width}{self.align}"
        return f"{self.order}{self.name}{width}"


@dataclass
class Table:
    """A supplemental section read as a table: its columns and its rows of cells.

    Cells keep their text (``?`` unknown, ``-`` irrelevant, ``^`` artificial);
    ``typed_rows`` reads them as numbers where they are numbers.

    >>> table = Table.from_header("Declarer;Denomination\\\\2R;Result\\\\2R")
    >>> table.rows.append(["N", "NT", "7"])
    >>> table.typed_rows()
    [{'Declarer': 'N', 'Denomination': 'NT', 'Result': 7}]
    """

    columns: list[Column]
    rows: list[list[str]] = field(default_factory=list)

    @classmethod
    def from_header(cls, header: str) -> Table:
        return cls([Column.from_str(part) for part in header.split(";")])

    @property
    def header(self) -> str:
        return ";".join(str(c) for c in self.columns)

    @property
    def names(self) -> list[str]:
        return [c.name for c in self.columns]

    def typed_rows(self) -> list[dict[str, str | int | float | None]]:
        """Each row as a dict from column name to value: ``int`` or ``float`` for numbers,
        None for ``?`` and ``-``, the text otherwise."""
        return [dict(zip(self.names, (_typed(c) for c in row), strict=False))
                for row in self.rows]


def _typed(cell: str) -> str | int | float | None:
    if cell in ("?", "-") and not isinstance(cell, Text):
        return None
    if re.fullmatch(r"[+-]?[0-9]{1,18}", cell):
        return int(cell)
    if re.fullmatch(r"[+-]?[0-9]{0,18}\.[0-9]{1,18}", cell):
        return float(cell)
    return str(cell)


@dataclass(eq=False)
class Record:
    """One PBN game. ``tags`` holds every plain tag (values with ``#`` and ``##`` already
    resolved); ``auction`` and ``play`` the sections; ``tables`` every supplemental section
    by tag name; ``notes`` any note outside a section; ``comments`` by the tag they follow
    (``""``: before the first tag); ``errors`` what was wrong in the file (never compared)."""

    tags: dict[str, str] = field(default_factory=dict)
    auction: Section | None = None
    play: Section | None = None
    tables: dict[str, Table] = field(default_factory=dict)
    notes: dict[int, str] = field(default_factory=dict)
    comments: dict[str, list[str]] = field(default_factory=dict)
    errors: list[PbnError] = field(default_factory=list)
    line: int = 0

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Record):
            return NotImplemented
        return (self.tags == other.tags and self.auction == other.auction
                and self.play == other.play and self.tables == other.tables
                and self.notes == other.notes
                and {k: v for k, v in self.comments.items() if v}
                == {k: v for k, v in other.comments.items() if v})

    __hash__ = None  # type: ignore[assignment]

    def get(self, tag: str) -> str | None:
        """A tag's value, or None when absent, unknown (``?``) or not applicable (``""``)."""
        value = self.tags.get(tag)
        return None if value is None or value in UNKNOWN else value

    # -- typed views of the standard tags -----------------------------------------------
    @property
    def board(self) -> int | None:
        return int_or_none(self.get("Board"))

    @property
    def dealer(self) -> Seat | None:
        return _or_none(Seat.from_str, self.get("Dealer"))

    @property
    def vulnerability(self) -> Vulnerability | None:
        return _or_none(Vulnerability.from_str, self.get("Vulnerable"))

    @property
    def deal(self) -> Deal | None:
        return _or_none(Deal.from_pbn, self.get("Deal"))

    @property
    def declarer(self) -> Seat | None:
        value = self.get("Declarer")
        return _or_none(Seat.from_str, None if value is None else value.lstrip("^"))

    @property
    def contract(self) -> Contract | None:
        """The contract with its declarer; None when passed out, unknown or an end
        position's bare strain."""
        value = self.get("Contract")
        if value is None or value.upper() == "PASS":
            return None
        contract = _or_none(Contract.from_str, value)
        declarer = self.declarer
        if contract is not None and declarer is not None:
            contract = contract.with_declarer(declarer)
        return contract

    @property
    def result(self) -> int | None:
        """Tricks won by declarer, when the Result tag says so plainly."""
        tricks = int_or_none(self.get("Result"))
        return tricks if tricks is not None and tricks <= 13 else None

    def calls(self) -> list[Call]:
        """The calls of the Auction section from the first caller on; ``AP`` becomes the
        passes that end the auction; stops at the first unknown call."""
        return auction_calls(self)

    def cards(self) -> list[tuple[Seat, Card]]:
        """The cards of the Play section in the order played, with who played them; stops
        at the first unknown card. Needs the Play seat and the Contract's strain."""
        return played_cards(self)

    def __repr__(self) -> str:
        board = self.tags.get("Board", "?")[:20]
        return f"<Record board={board} tags={len(self.tags)} errors={len(self.errors)}>"


def auction_calls(record: Record) -> list[Call]:
    """The calls of the record's auction in order (see the module's docstring)."""
    section = record.auction
    if section is None:
        return []
    items = list(section.items)
    while items and items[0].text == "-":
        items.pop(0)
    calls: list[Call] = []
    for item in items:
        if item.text in _STOP:
            break
        if item.text.upper() == "AP":
            calls.extend([PASS] * _passes_to_end(calls))
            break
        try:
            calls.append(Call.from_str(item.text))
        except ValueError:
            break
    return calls


def _passes_to_end(calls: list[Call]) -> int:
    """How many passes end an auction that has had ``calls``."""
    trailing = 0
    for call in reversed(calls):
        if not call.is_pass:
            break
        trailing += 1
    if any(not c.is_pass for c in calls):
        return max(0, 3 - trailing)
    return max(0, 4 - len(calls))


def trump_of(record: Record) -> tuple[bool, Strain | None]:
    """(known, strain) from the Contract tag: a contract, or an end position's bare strain."""
    value = record.get("Contract")
    if value is None or value.upper() == "PASS":
        return False, None
    try:
        return True, Contract.from_str(value).strain
    except ValueError:
        pass
    try:
        return True, Strain.from_str(value)
    except ValueError:
        return False, None


def tricks_of(section: Section) -> list[list[Item]]:
    """The Play section's items as rows of four columns (``*`` left out)."""
    items = [i for i in section.items if i.text != "*"]
    return [items[i:i + 4] for i in range(0, len(items), 4)]


def played_cards(record: Record) -> list[tuple[Seat, Card]]:
    """The cards of the Play section in the order played (see the module's docstring)."""
    section = record.play
    if section is None:
        return []
    try:
        first = Seat.from_str(section.first)
    except ValueError:
        return []
    known, strain = trump_of(record)
    trump = None if strain is None else strain.suit
    played: list[tuple[Seat, Card]] = []
    leader = first
    for row in tricks_of(section):
        trick: list[tuple[Seat, Card]] = []
        for step in range(4):
            seat = leader.after(step)
            column = (seat - first) % 4
            if column >= len(row) or row[column].text in _STOP:
                return played + trick
            try:
                trick.append((seat, Card.from_str(row[column].text)))
            except ValueError:
                return played + trick
        played.extend(trick)
        if not known:
            return played
        leader = trick_winner(trick, trump)
    return played


def _or_none(read: Callable[[str], T], value: str | None) -> T | None:
    if value is None:
        return None
    try:
        return read(value)
    except ValueError:
        return None
