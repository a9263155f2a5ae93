"""Reading PBN text (import format, PBN 2.1) into records, tolerantly.

Every rule of the import format is followed: ``%`` lines are escapes and skipped (2.4), a
semi-empty line ends a game except inside a ``{}`` comment (3), tags come in any order and
may share or span lines (3.3), a repeated tag is ignored (3.4), ``#`` inherits the previous
game's value and ``##text`` sets a value for all later games (4.8), calls and cards may be
lower case (3.11) and carry suffixes, note references, NAGs and irregularities (3.5-3.9).

A fault never stops the reading: it becomes a :class:`PbnError` in the record's ``errors``
(with its line), the faulty value is kept as written, and the next records load as usual.

>>> records = read_records('[Board "1"]\\n[Dealer "n"]\\n[Vulnerable "Both"]\\n\\n'
...                        '[Board "x"]\\n[Dealer "N"]\\n')
>>> [r.tags["Dealer"] for r in records], records[0].tags["Vulnerable"]
(['N', 'N'], 'All')
>>> [str(e) for e in records[1].errors]
["line 5, [Board]: a board number is a positive integer, not 'x'"]
"""

from __future__ import annotations

import functools
import itertools
import re
from collections import deque
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from typing import NamedTuple, cast

from bridgeclub.calls import Call
from bridgeclub.cards import Card
from bridgeclub.deal import Deal
from bridgeclub.formats.pbn_checks import (
    CHECKS,
    NOT_INHERITED,
    check_note,
    check_optimum_row,
    check_tag,
)
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
from bridgeclub.parsing import int_or_none
from bridgeclub.seats import Seat


class Token(NamedTuple):
    """``[``, ``]``, ``word``, ``string``, ``comment``, ``end`` (a semi-empty line),
    ``error``, or ``tag`` (a whole tag pair on one line: ``text`` its name, ``value``)."""

    kind: str
    text: str
    line: int
    value: str = ""


_LEXEME = re.compile(
    r'\s*(?:;(?P<line_comment>.*)|\{(?P<comment>[^}]*)\}|\{(?P<open_comment>.*)'
    r'|(?P<bracket>\[+|\]+)|"(?P<string>(?:\\.|[^"\\])*)"|"(?P<bad_string>.*)'
    r'|(?P<word>[^\s\[\]{};"]+))')
_UNESCAPE = re.compile(r'\\(["\\])')
#: A line that is one tag pair and nothing else, the most common line by far.
_TAG_LINE = re.compile(r'\s*\[\s*([A-Za-z0-9_]+)\s+"((?:\\.|[^"\\])*)"\s*\]\s*')
#: The characters that make a line more than plain words.
_SPECIAL = re.compile(r'[\[\]{};"]')

#: Problems kept for one record, and for a whole file; past them, a record says how many
#: of its problems were left out, so a file of junk cannot fill the memory with them.
MAX_RECORD_ERRORS = 50
MAX_FILE_ERRORS = 2_000


def _lines(text: str | Iterable[str]) -> Iterator[str]:
    """The lines of a text, or of pieces of one (a file's lines or blocks), without their
    ends; a line ends with CR LF, LF or CR (PBN 2.1 section 2.3: other control characters
    are not line ends)."""
    pending = ""
    for piece in (text,) if isinstance(text, str) else text:
        data = pending + piece if pending else piece
        held = data.endswith("\r")  # a CR at the end may be the first half of CR LF
        if held:
            data = data[:-1]
        if "\r" in data:
            data = data.replace("\r\n", "\n").replace("\r", "\n")
        lines = data.split("\n")
        pending = lines.pop() + ("\r" if held else "")
        yield from lines
    if pending:
        yield pending.removesuffix("\r")


def tokens(text: str | Iterable[str]) -> Iterator[Token]:
    """The tokens of PBN text (a string, or lines read from a file), line by line."""
    comment: list[str] | None = None
    comment_line = 0
    number = 0
    for number, line in enumerate(_lines(text), 1):
        pos = 0
        if comment is not None:
            end = line.find("}")
            if end < 0:
                comment.append(line)
                continue
            comment.append(line[:end])
            yield Token("comment", "\n".join(comment), comment_line)
            comment, pos = None, end + 1
        elif line.startswith("%"):
            continue
        elif not line or line.isspace():
            yield Token("end", "", number)
            continue
        else:
            tag = _TAG_LINE.fullmatch(line)
            if tag is not None:
                value = tag[2]
                yield Token("tag", tag[1], number,
                            _UNESCAPE.sub(r"\1", value) if "\\" in value else value)
                continue
            if _SPECIAL.search(line) is None:  # plain words: one token, split when read
                yield Token("words", line.strip(), number)
                continue
        for match in _LEXEME.finditer(line, pos):
            kind = match.lastgroup
            if kind == "word":
                yield Token("word", match["word"], number)
            elif kind == "bracket":  # a run of [ or of ] is one token
                brackets = match["bracket"]
                yield Token(brackets[0], brackets, number)
            elif kind is None:
                continue
            elif kind == "string":
                value = match["string"]
                yield Token("string", _UNESCAPE.sub(r"\1", value) if "\\" in value else value,
                            number)
            elif kind == "bad_string":
                yield Token("error", "a string has no closing quote", number)
            elif kind == "open_comment":
                comment, comment_line = [match["open_comment"]], number
            else:
                yield Token("comment", match[kind or "comment"], number)
    if comment is not None:
        yield Token("error", "a { comment is never closed with }", comment_line)
    yield Token("end", "", 0)


class Problems(list[PbnError]):
    """A record's problems, kept up to a limit; the rest are only counted."""

    def __init__(self, limit: int) -> None:
        super().__init__()
        self.limit, self.left_out = limit, 0

    def append(self, error: PbnError) -> None:
        if len(self) < self.limit:
            super().append(error)
        else:
            self.left_out += 1

    def add(self, message: str, line: int, tag: str | None = None, times: int = 1) -> None:
        """Keep a problem ``times`` over (made only when it is kept), or count it."""
        for _ in range(min(times, max(0, self.limit - len(self)))):
            super().append(PbnError(message, line, tag))
            times -= 1
        self.left_out += times

    def finish(self, line: int, why: str = "") -> list[PbnError]:
        """The problems kept, and one more that says how many were left out."""
        kept = list(self)
        if self.left_out:
            kept.append(PbnError(f"{self.left_out} more problems in this record were left "
                                 f"out{why}", line))
        return kept


class _RawTag:
    """A tag pair as read, with the tokens after it."""

    __slots__ = ("data", "line", "name", "repeated", "value")

    def __init__(self, name: str, value: str, line: int, repeated: bool = False) -> None:
        self.name, self.value, self.line, self.repeated = name, value, line, repeated
        self.data: list[Token] = []


@dataclass
class _Game:
    line: int
    errors: Problems
    tags: list[_RawTag] = field(default_factory=list)
    names: set[str] = field(default_factory=set)
    comments: dict[str, list[str]] = field(default_factory=dict)


class _Inheritance:
    """What ``#`` and ``##`` refer to: the last value of every tag, and the ``##`` ones."""

    def __init__(self) -> None:
        self.last: dict[str, str] = {}
        self.always: dict[str, str] = {}


def read_records(text: str) -> list[Record]:
    """Every record of PBN text, each with the errors found in it."""
    return list(iter_records(text))


class _Stream:
    """Tokens with a look-ahead of a few."""

    def __init__(self, source: Iterator[Token]) -> None:
        self.source, self.ahead = source, deque[Token]()

    def peek(self, count: int) -> list[Token]:
        ahead = self.ahead
        if len(ahead) >= count:
            return [ahead[0]] if count == 1 else list(itertools.islice(ahead, count))
        while len(self.ahead) < count:
            token = next(self.source, None)
            if token is None:
                break
            self.ahead.append(token)
        return list(itertools.islice(self.ahead, count))

    def next(self) -> Token | None:
        if self.ahead:
            return self.ahead.popleft()
        return next(self.source, None)


def iter_records(text: str | Iterable[str]) -> Iterator[Record]:
    """The records of PBN text or of lines read from a file, one at a time: the file is
    read a line at a time and only the record being read is held."""
    inheritance = _Inheritance()
    budget = MAX_FILE_ERRORS
    game: _Game | None = None
    stream = _Stream(tokens(text))
    ahead, source = stream.ahead, stream.source
    while (token := ahead.popleft() if ahead else next(source, None)) is not None:
        if token.kind == "tag" and game is not None:
            _add_tag(game, token.text, token.value, token.line)
            continue
        if token.kind == "end":
            if game is not None and (game.tags or game.errors or game.errors.left_out):
                record = _finish(game, inheritance)
                budget -= len(record.errors)
                yield record
                game = None
            continue
        if game is None:
            game = _Game(token.line, Problems(max(0, min(MAX_RECORD_ERRORS, budget))))
        _step(game, token, stream)


_NAME = re.compile(r"[A-Za-z0-9_]+")
#: The standard tags that have no section after them (PBN 2.1 sections 3.4 and 4): words
#: after one are a fault, not a table.
PLAIN_TAGS = frozenset(MANDATORY_TAGS) | frozenset(CHECKS) | frozenset({
    "Annotator", "AnnotatorNA", "Application", "BidSystemEW", "BidSystemNS", "Competition",
    "DealId", "Description", "EventSponsor", "Frequency", "Generator", "HomeTeam", "Mode",
    "Round", "Section", "Stage", "Table", "Termination", "VisitTeam", "WestNA", "NorthNA",
    "EastNA", "SouthNA", "WestType", "NorthType", "EastType", "SouthType", "ParContract",
    "ScoreRubber", "TimeControl", "TimeCall", "TimeCard"})


def _add_tag(game: _Game, name: str, value: str, line: int) -> None:
    # PBN 3.4: a tag pair that already occurred is ignored (kept to skip its data)
    game.tags.append(_RawTag(name, value, line, repeated=name != "Note" and name in game.names))
    game.names.add(name)


_NOT_A_TAG = 'a tag pair is [Name "value"] on one line or more'
_NO_OPEN = "a ] with no [ before it"


def _step(game: _Game, token: Token, stream: _Stream) -> None:
    """Read one token (or one whole tag pair) into ``game``."""
    if token.kind == "tag":
        _add_tag(game, token.text, token.value, token.line)
        return
    current = game.tags[-1] if game.tags else None
    if token.kind == "[":
        if len(token.text) > 1:  # a run of [: all but the last open no tag pair
            game.errors.add(_NOT_A_TAG, token.line, times=len(token.text) - 1)
        parts = stream.peek(1)
        if parts and parts[0].kind == "word":
            parts = stream.peek(3)
        if (len(parts) == 3 and parts[0].kind == "word" and _NAME.fullmatch(parts[0].text)
                and parts[1].kind == "string" and parts[2].kind == "]"):
            for _ in range(3):
                stream.next()
            if len(parts[2].text) > 1:
                game.errors.add(_NO_OPEN, parts[2].line, times=len(parts[2].text) - 1)
            _add_tag(game, parts[0].text, parts[1].text, token.line)
            return
        game.errors.add(_NOT_A_TAG, token.line)
        while (ahead := stream.peek(1)) and ahead[0].kind not in ("]", "[", "end", "tag"):
            stream.next()
        if ahead and ahead[0].kind == "]":
            stream.next()
            if len(ahead[0].text) > 1:
                game.errors.add(_NO_OPEN, ahead[0].line, times=len(ahead[0].text) - 1)
        return
    if token.kind == "error":
        game.errors.add(token.text, token.line, current.name if current else None)
    elif token.kind == "]":
        game.errors.add(_NO_OPEN, token.line, times=len(token.text))
    elif current is not None:
        if not current.repeated:
            current.data.append(token)
    elif token.kind == "comment":
        game.comments.setdefault("", []).append(token.text)
    elif token.kind == "words":
        words = token.text.split()
        for index, word in enumerate(words):
            if len(game.errors) >= game.errors.limit:
                game.errors.left_out += len(words) - index
                break
            game.errors.add(f"{word[:40]!r} is outside any tag pair", token.line)
    else:
        game.errors.add(f"{token.text[:40]!r} is outside any tag pair", token.line)


def _finish(game: _Game, inheritance: _Inheritance) -> Record:
    record = Record(comments=dict(game.comments), errors=game.errors, line=game.line)
    section: Section | None = None
    seen: set[str] = set()
    lines: dict[str, int] = {}
    for raw in game.tags:
        if raw.repeated:
            continue  # PBN 3.4: a tag pair that already occurred is ignored
        value = _inherit(raw, inheritance, record)
        seen.add(raw.name)
        lines[raw.name] = raw.line
        if value is None:
            record.tags[raw.name] = raw.value
            continue
        if raw.name == "Note":
            _note(raw, value, section, record)
        elif raw.name in ("Auction", "Play"):
            seat, problem = check_tag(raw.name, value)
            if problem:
                record.errors.append(PbnError(problem, raw.line, raw.name))
            section = Section(seat, _items(raw, record))
            if raw.name == "Auction":
                record.auction = section
            else:
                record.play = section
        elif (raw.name.endswith("Table") and raw.name != "Table") or (
                _has_data(raw) and raw.name not in PLAIN_TAGS):
            record.tables[raw.name] = _table(raw, value, record)
        else:
            normal, problem = check_tag(raw.name, value)
            if problem:
                record.errors.append(PbnError(problem, raw.line, raw.name))
            record.tags[raw.name] = normal
            if not raw.data:
                continue
            _comments(raw, record)
            data = [t for t in _expanded(raw.data) if t.kind != "comment"]
            if data:
                record.errors.append(PbnError(
                    f"{len(data)} words after the tag are not read, from "
                    f"{data[0].text[:20]!r} on: [{raw.name}] has no section", data[0].line,
                    raw.name))
    for name, value in inheritance.always.items():
        if name not in seen:
            record.tags[name] = value
    for name in MANDATORY_TAGS:
        record.tags.setdefault(name, "?")
    inheritance.last.update(record.tags)
    _normalise(record, lines)
    why = "" if game.errors.limit else \
        f" (the file had more than {MAX_FILE_ERRORS:,} problems before it)"
    record.errors = game.errors.finish(game.line, why)
    return record


def _inherit(raw: _RawTag, inheritance: _Inheritance, record: Record) -> str | None:
    """The tag's value with ``#`` and ``##`` resolved; None (and an error) where they are
    not allowed. A value given after ``##`` replaces it for the later games too."""
    value = raw.value
    if not value.startswith("#") and raw.name not in inheritance.always:
        return value
    if value == "#" or value.startswith("##"):
        if raw.name in NOT_INHERITED:
            record.errors.append(PbnError(f"{raw.name} may not be inherited with # or ##",
                                          raw.line, raw.name))
            return None
        if value == "#":
            return inheritance.last.get(raw.name, "")
        value = value[2:]
    if value.startswith("##") or raw.name in inheritance.always:
        inheritance.always[raw.name] = value
    if raw.value.startswith("##"):
        inheritance.always[raw.name] = value
    return value


def _expanded(data: list[Token]) -> Iterator[Token]:
    """The tokens of a tag's data, a line of plain words split into its words."""
    for token in data:
        if token.kind == "words":
            for word in token.text.split():
                yield Token("word", word, token.line)
        else:
            yield token


def _has_data(raw: _RawTag) -> bool:
    return any(t.kind != "comment" for t in raw.data)


def _comments(raw: _RawTag, record: Record) -> None:
    for token in raw.data:
        if token.kind == "comment":
            record.comments.setdefault(raw.name, []).append(token.text)


def _note(raw: _RawTag, value: str, section: Section | None, record: Record) -> None:
    checked = check_note(value)
    if isinstance(checked, str):
        record.errors.append(PbnError(checked, raw.line, "Note"))
        return
    number, text = checked
    notes = record.notes if section is None else section.notes
    if number in notes:
        record.errors.append(PbnError(f"note {number} is explained twice", raw.line, "Note"))
        return
    notes[number] = text


_SUB = re.compile(r"=(?P<note>[0-9]+)=|\$(?P<nag>[0-9]+)|(?P<suffix>[!?]{1,2})"
                  r"|\^(?P<irregular>[ISRLisrl])|(?P<mark>[*+])|(?P<word>[A-Za-z0-9-]+)")
_SUFFIX_NAG = {"!": 1, "?": 2, "!!": 3, "??": 4, "!?": 5, "?!": 6}


class _Pending:
    """An item being read: its annotations gather in lists (an item may have many)."""

    __slots__ = ("comments", "irregularity", "nags", "note", "text")

    def __init__(self, text: str, irregularity: str | None = None) -> None:
        self.text, self.irregularity = text, irregularity
        self.note: int | None = None
        self.nags: list[int] = []
        self.comments: list[str] = []

    def item(self) -> Item:
        return Item(self.text, self.note, tuple(self.nags), self.irregularity,
                    tuple(self.comments))


def _items(raw: _RawTag, record: Record) -> list[Item]:
    """The calls or cards of an Auction or Play section with their annotations."""
    play = raw.name == "Play"
    items: list[_Pending | str] = []
    pending: str | None = None

    def problem(message: str, token: Token) -> None:
        record.errors.append(PbnError(message, token.line, raw.name))

    def last() -> _Pending:
        item = items[-1]
        if isinstance(item, str):
            item = items[-1] = _Pending(item)
        return item

    for line in raw.data:
        if line.kind == "words" and pending is None:  # the common line: plain calls or cards
            simples = [_simple(word, play) for word in line.text.split()]
            if None not in simples:
                items.extend(cast("list[str]", simples))
                continue
        for token in _expanded([line]):
            if token.kind == "word":
                simple = _simple(token.text, play)
                if simple is not None:
                    items.append(_Pending(simple, pending) if pending else simple)
                    pending = None
                    continue
            elif token.kind == "comment":
                if items:
                    last().comments.append(token.text)
                else:
                    record.comments.setdefault(raw.name, []).append(token.text)
                continue
            else:
                problem(f"a quoted string has no place in the {raw.name} section", token)
                continue
            pos = 0
            for match in _SUB.finditer(token.text):
                if match.start() != pos:
                    break
                pos = match.end()
                if match["word"] is not None or match["mark"] is not None:
                    normal, why = _card(match[0]) if play else _call(match[0])
                    if why:
                        problem(why, token)
                    items.append(_Pending(normal, pending))
                    pending = None
                elif match["irregular"] is not None:
                    letter = match["irregular"].upper()
                    if letter == "S":
                        items.append(_Pending("^S"))
                    else:
                        pending = letter
                elif not items:
                    problem(f"{match[0][:20]!r} annotates nothing: it must follow a call or card",
                            token)
                elif match["note"] is not None:
                    note = int_or_none(match["note"], max_digits=2)
                    if note is None or not 1 <= note <= 32:
                        problem(f"a note reference runs from =1= to =32=, not {match[0][:20]}",
                                token)
                    elif last().note is not None:
                        problem(f"{last().text} has two note references", token)
                    else:
                        last().note = note
                else:
                    nag = _SUFFIX_NAG[match["suffix"]] + (6 if play else 0) if match["suffix"] \
                        else int_or_none(match["nag"], max_digits=3)
                    if nag is None or nag > 255:
                        problem(f"a NAG runs from $0 to $255, not {match[0][:20]}", token)
                    else:
                        last().nags.append(nag)
            if pos != len(token.text):
                problem(f"cannot read {token.text[pos:pos + 20]!r} in the {raw.name} section",
                        token)
    return [_plain_item(i) if isinstance(i, str) else i.item() for i in items]


@functools.lru_cache(maxsize=1024)
def _plain_item(text: str) -> Item:
    return Item(text)


@functools.lru_cache(maxsize=1024)
def _simple(text: str, play: bool) -> str | None:
    """The export form of a lone call or card with no annotation, or None."""
    if not _PLAIN.fullmatch(text):
        return None
    normal, problem = _card(text) if play else _call(text)
    return None if problem else normal


_PLAIN = re.compile(r"[A-Za-z0-9]+|-")


def _call(text: str) -> tuple[str, str | None]:
    upper = text.upper()
    if upper in ("AP", "-", "*", "+"):
        return upper, None
    try:
        call = Call.from_str(text)
    except ValueError as error:
        return text, str(error)
    if call.is_bid and call.level > 7:
        return text, f"a bid's level runs from 1 to 7, not {call.level}"
    return ("Pass" if call.is_pass else str(call)), None


def _card(text: str) -> tuple[str, str | None]:
    if text in ("-", "*", "+"):
        return text, None
    try:
        card = Card.from_str(text)
    except ValueError as error:
        return text, str(error)
    if card.is_joker:
        return text, "a Play section has no jokers"
    return str(card), None


def _table(raw: _RawTag, header: str, record: Record) -> Table:
    """A supplemental section: rows of cells under the tag's column headers (PBN 5)."""
    try:
        table = Table.from_header(header)
    except ValueError as error:
        record.errors.append(PbnError(str(error), raw.line, raw.name))
        table = Table([Column(header)])
    cells: list[str] = []
    for token in raw.data:
        if token.kind == "words":
            cells.extend(token.text.split())
        elif token.kind == "comment":
            record.comments.setdefault(raw.name, []).append(token.text)
        else:
            cells.append(Text(token.text) if token.kind == "string" else token.text)
    width = len(table.columns)
    table.rows = [cells[i:i + width] for i in range(0, len(cells), width)]
    if cells and len(cells) % width:
        record.errors.append(PbnError(
            f"{len(cells)} cells do not fill rows of {width} columns", raw.line, raw.name))
    if raw.name == "OptimumResultTable":
        for row in table.rows:
            why = check_optimum_row(dict(zip(table.names, row, strict=False)))
            if why:
                record.errors.append(PbnError(why, raw.line, raw.name))
                break
    return table


def _deal(value: str, dealer: str) -> tuple[str, str | None]:
    """A Deal tag's value from the dealer's hand, ranks high to low (PBN 3.4.11)."""
    if _is_export_deal(value, dealer):
        return value, None
    return _read_deal(value, dealer)


_SUIT_RANKS = "A?K?Q?J?T?9?8?7?6?5?4?3?2?"
_HAND = rf"{_SUIT_RANKS}\.{_SUIT_RANKS}\.{_SUIT_RANKS}\.{_SUIT_RANKS}"
_EXPORT_DEAL = re.compile(rf"([NESW]):({_HAND}) ({_HAND}) ({_HAND}) ({_HAND})")


def _is_export_deal(value: str, dealer: str) -> bool:
    """Whether a Deal is already written as export format writes it (the common case, and
    checked here without building the deal): from the dealer, ranks high to low, four
    hands of 13 cards, no card twice.

    >>> _is_export_deal("N:AKQJ.T98.765.432 T987.765.432.AKQ 6543.432.AKQ.JT9 "
    ...                 "2.AKQJ.JT98.8765", "N")
    True
    >>> _is_export_deal("N:AKQJ.T98.765.432 T987.765.432.AKQ 6543.432.AKQ.JT9 "
    ...                 "2.AKQJ.JT98.8765", "E")
    False
    """
    match = _EXPORT_DEAL.fullmatch(value)
    if match is None or (dealer in ("N", "E", "S", "W") and match[1] != dealer):
        return False
    hands = [match[i].split(".") for i in range(2, 6)]
    if any(sum(map(len, hand)) != 13 for hand in hands):
        return False
    return all(len(set("".join(suit))) == 13 == sum(map(len, suit))
               for suit in zip(*hands, strict=True))


@functools.lru_cache(maxsize=4096)
def _read_deal(value: str, dealer: str) -> tuple[str, str | None]:
    try:
        deal = Deal.from_pbn(value)
    except ValueError as error:
        return value, str(error)
    try:
        first = Seat.from_str(dealer)
    except ValueError:
        first = Seat.from_str(value.strip()[0])
    return deal.to_pbn(first), None


def _normalise(record: Record, lines: dict[str, int]) -> None:
    """Record-wide export form: the Deal from the dealer in rank order, the Result as
    declarer's tricks, the Auction from the dealer."""
    tags = record.tags
    value = record.get("Deal")
    if value is not None:
        normal, problem = _deal(value, record.tags.get("Dealer", ""))
        if problem:
            record.errors.append(PbnError(problem, lines.get("Deal", record.line), "Deal"))
        tags["Deal"] = normal
    result, declarer = record.get("Result"), record.declarer
    if result is not None and declarer is not None and not result.startswith("^"):
        side = str(declarer.side)
        found = re.search(rf"{side}\s+([0-9]{{1,2}})\b", result)
        if found:
            tags["Result"] = found[1]
    auction, dealer = record.auction, record.dealer
    if auction is not None and dealer is not None and auction.first != str(dealer):
        try:
            gap = (dealer - Seat.from_str(auction.first)) % 4
        except ValueError:
            gap = -1
        if gap > 0 and [i.text for i in auction.items[:gap]] == ["-"] * gap \
                and not any(i.note or i.nags or i.comments for i in auction.items[:gap]):
            auction.first, auction.items = str(dealer), auction.items[gap:]
