"""BBO's LIN format, read into PBN records and written from them.

A LIN board is a line of ``key|value|`` pairs: ``pn`` the players (South, West, North,
East), ``md`` the deal (the dealer's digit 1-4 for S W N E, then the hands of South, West,
North and East, each ``S..H..D..C..``; the last may be left out), ``sv`` vulnerability
(``o`` none, ``n``, ``e``, ``b`` both), ``ah`` the board (``Board 7``), ``mb`` a call (``p``,
``d``, ``r``, ``1N``; ``!`` after it alerts it), ``an`` the explanation of the last call,
``pc`` a card, ``mc`` a claim (declarer's total tricks); ``pg``, ``st``, ``rh`` and the other
keys only lay out BBO's screen and are passed over.

Reading gives the same :class:`~bridgeclub.formats.pbn_types.Record` as PBN does, so
``pbn.dumps(lin.loads(text))`` converts LIN to PBN and ``lin.dumps(pbn.loads(text))`` back.
An alerted or explained call gets a note (its explanation; empty for a bare alert), and a
call with a note is written alerted with its explanation.

>>> text = ("pn|Sam,Wes,Nat,Eve|md|3SKQJ2H432D5432C32,SAT98H765D76C7654,S7654HAKQDAKQCAKQ,|"
...         "sv|n|ah|Board 2|mb|p|mb|2N!|an|20-21|mb|p|mb|3N|mb|p|mb|p|mb|p|pc|SK|mc|9|")
>>> record = loads(text)[0]
>>> record.tags["North"], record.tags["Dealer"], record.tags["Vulnerable"]
('Nat', 'N', 'NS')
>>> record.tags["Contract"], record.tags["Declarer"], record.tags["Result"]
('3NT', 'E', '9')
>>> record.auction.notes, [str(c) for c in record.calls()][:2]
({1: '20-21'}, ['P', '2NT'])
>>> loads(dumps([record])) == [record]
True
"""

from __future__ import annotations

import io
from collections.abc import Iterable, Iterator
from os import PathLike
from typing import IO

from bridgeclub.auction import Auction
from bridgeclub.calls import Call
from bridgeclub.cards import DECK, SUITS_DESCENDING, Card, Rank
from bridgeclub.deal import Deal, Hand
from bridgeclub.errors import IllegalAction
from bridgeclub.formats.pbn_sections import play_items, trump_of
from bridgeclub.formats.pbn_types import MANDATORY_TAGS, Item, PbnError, Record, Section
from bridgeclub.parsing import ParseError, parse_int
from bridgeclub.play import trick_winner
from bridgeclub.seats import Seat, Vulnerability

#: LIN's dealer digits and hand order: 1 South, 2 West, 3 North, 4 East.
LIN_SEATS: tuple[Seat, ...] = (Seat.S, Seat.W, Seat.N, Seat.E)
_VUL_IN = {"o": Vulnerability.NONE, "0": Vulnerability.NONE, "n": Vulnerability.NS,
           "e": Vulnerability.EW, "b": Vulnerability.ALL}
_VUL_OUT = {Vulnerability.NONE: "o", Vulnerability.NS: "n", Vulnerability.EW: "e",
            Vulnerability.ALL: "b"}


def loads(text: str | bytes) -> list[Record]:
    """The boards of LIN text as PBN records; faults are in each record's ``errors``."""
    if isinstance(text, bytes):
        text = text.decode("utf-8", errors="replace")
    return list(iter_records(io.StringIO(text, newline=None)))


def iter_records(lines: Iterable[str]) -> Iterator[Record]:
    """The boards of LIN lines, one at a time."""
    for line_number, line in enumerate(lines, 1):
        board: _Board | None = None
        parts = line.strip().split("|")
        for index in range(0, len(parts) - 1, 2):
            key, value = parts[index].strip().lower(), parts[index + 1]
            if board is None or key == "qx" or (key == "md" and board.deal_text is not None):
                if board is not None:
                    yield board.finish()
                board = _Board(line_number, board.players if board else None)
            board.read(key, value)
        if board is not None and (board.deal_text is not None or board.calls):
            yield board.finish()


def load(fp: IO[str] | IO[bytes]) -> list[Record]:
    return list(iter_load(fp))


def iter_load(fp: IO[str] | IO[bytes]) -> Iterator[Record]:
    """The boards of an open LIN file, one at a time as they are read (a line ends with
    LF, CR LF or CR)."""
    def lines() -> Iterator[str]:
        for line in fp:
            text = line.decode("utf-8", errors="replace") if isinstance(line, bytes) else line
            if "\r" in text:
                yield from text.replace("\r\n", "\n").replace("\r", "\n").split("\n")
            else:
                yield text
    return iter_records(lines())


def read(path: str | PathLike[str]) -> list[Record]:
    return list(iter_read(path))


def iter_read(path: str | PathLike[str]) -> Iterator[Record]:
    """The boards of the LIN file at ``path``, one at a time."""
    with open(path, "rb") as file:
        yield from iter_load(file)


class _Board:
    """One LIN board being read."""

    def __init__(self, line: int, players: list[str] | None) -> None:
        self.line = line
        self.players = players
        self.deal_text: str | None = None
        self.vulnerability: str | None = None
        self.board: str | None = None
        self.calls: list[tuple[str, bool, str | None]] = []
        self.cards: list[str] = []
        self.claim: str | None = None
        self.errors: list[PbnError] = []

    def read(self, key: str, value: str) -> None:
        if key == "pn":
            self.players = value.split(",")
        elif key == "md":
            self.deal_text = value
        elif key == "sv":
            self.vulnerability = value
        elif key == "ah":
            self.board = value.replace("Board", "").strip()
        elif key == "mb":
            alert = value.endswith("!")
            self.calls.append((value.rstrip("!"), alert, None))
        elif key == "an" and self.calls:
            call, alert, _ = self.calls[-1]
            self.calls[-1] = (call, alert, value)
        elif key == "pc":
            self.cards.append(value)
        elif key == "mc":
            self.claim = value

    def problem(self, message: str, tag: str | None = None) -> None:
        self.errors.append(PbnError(message, self.line, tag))

    def finish(self) -> Record:
        record = Record(line=self.line)
        tags = record.tags
        for name in MANDATORY_TAGS:
            tags[name] = "?"
        if self.players:
            for seat, name in zip(LIN_SEATS, self.players[:4], strict=False):
                tags[seat.full_name] = name
        if self.board is not None:
            tags["Board"] = self.board
        vulnerability = _VUL_IN.get((self.vulnerability or "").strip().lower()[:1])
        if self.vulnerability is not None:
            if vulnerability is None:
                self.problem(f"sv is o, n, e or b, not {self.vulnerability!r}", "Vulnerable")
            else:
                tags["Vulnerable"] = str(vulnerability)
        dealer = self._deal(record)
        self._auction(record, dealer)
        record.errors = self.errors
        return record

    def _deal(self, record: Record) -> Seat | None:
        if self.deal_text is None:
            return None
        text = self.deal_text.strip()
        try:
            if text[:1] not in ("1", "2", "3", "4"):
                raise ValueError("it starts with the dealer, 1 to 4 (South, West, North, East)")
            dealer = LIN_SEATS[int(text[0]) - 1]
            hands = {seat: _hand(part) for seat, part in
                     zip(LIN_SEATS, text[1:].split(","), strict=False) if part.strip()}
            if len(hands) == 3 and all(len(h) == 13 for h in hands.values()):
                missing = next(s for s in LIN_SEATS if s not in hands)
                held = set().union(*(h.cards for h in hands.values()))
                hands[missing] = Hand(c for c in DECK if c not in held)
            short = [f"{s.full_name} has {len(h)}" for s, h in hands.items() if len(h) != 13]
            if short:
                raise ValueError("each hand given has 13 cards: " + ", ".join(short))
            deal = Deal(hands)
        except (ValueError, IndexError) as error:
            self.problem(f"cannot read the deal {self.deal_text!r}: {error}", "Deal")
            return None
        record.tags["Dealer"] = str(dealer)
        record.tags["Deal"] = deal.to_pbn(dealer)
        return dealer

    def _auction(self, record: Record, dealer: Seat | None) -> None:
        if not self.calls:
            return
        if dealer is None:
            self.problem("the calls need the dealer, given by md", "Auction")
            return
        section = Section(str(dealer))
        auction = Auction(dealer)
        for text, alert, explanation in self.calls:
            try:
                call = Call.from_str(text)
                auction.call(call)
            except (ValueError, IllegalAction) as error:
                self.problem(f"call {text!r}: {error}", "Auction")
                return
            note = None
            if (alert or explanation is not None) and len(section.notes) < 32:
                note = len(section.notes) + 1
                section.notes[note] = (explanation or "").strip()
            section.items.append(Item("Pass" if call.is_pass else str(call), note))
        if not auction.is_complete:
            section.items.append(Item("*"))
        record.auction = section
        contract = auction.contract
        if auction.is_passed_out:
            record.tags.update({"Contract": "Pass", "Declarer": "", "Result": ""})
        if contract is None or contract.declarer is None:
            return
        record.tags.update({"Contract": str(contract), "Declarer": str(contract.declarer)})
        self._play(record, contract.declarer.lho)

    def _play(self, record: Record, leader: Seat) -> None:
        try:
            cards = [Card.from_str(c) for c in self.cards]
        except ValueError as error:
            self.problem(str(error), "Play")
            return
        _, strain = trump_of(record)
        if cards:
            record.play = Section(str(leader), play_items(leader, cards, strain))
        declarer = record.declarer
        if self.claim is not None:
            try:
                claimed = parse_int(self.claim, "mc (a claim)", 0, 13)
            except ParseError as error:
                self.problem(str(error), "Result")
                return
            record.tags["Result"] = str(claimed)
            if record.play is None:
                record.play = Section(str(leader))
            record.play.items.append(Item("*"))
        elif len(cards) == 52 and declarer is not None:
            won = sum(1 for seat, _ in _winners(record) if seat.side is declarer.side)
            record.tags["Result"] = str(won)


def _winners(record: Record) -> list[tuple[Seat, int]]:
    _, strain = trump_of(record)
    suit = None if strain is None else strain.suit
    played = record.cards()
    return [(trick_winner(played[i:i + 4], suit), i) for i in range(0, len(played) - 3, 4)]


def _hand(text: str) -> Hand:
    """A LIN hand ``SKQ2H...D...C...``: a suit letter, then its ranks."""
    cards: list[Card] = []
    suit = None
    for char in text.strip().upper():
        if char in "SHDC":
            suit = SUITS_DESCENDING["SHDC".index(char)]
        elif suit is None:
            raise ValueError(f"{char!r} comes before any suit letter")
        else:
            cards.append(Card(suit, Rank.from_str(char)))
    return Hand(cards)


# -- writing -------------------------------------------------------------------------------
def dumps(records: Iterable[Record]) -> str:
    """The records as LIN, one board a line."""
    return "".join(_board_line(r) + "\n" for r in records)


def dump(records: Iterable[Record], fp: IO[str]) -> int:
    """Write the records to an open text file, a line at a time; return how many."""
    count = 0
    for record in records:
        fp.write(_board_line(record) + "\n")
        count += 1
    return count


def write(path: str | PathLike[str], records: Iterable[Record]) -> int:
    """Write the records to a LIN file (UTF-8); return how many were written."""
    with open(path, "w", encoding="utf-8", newline="") as file:
        return dump(records, file)


def _clean(text: str) -> str:
    return text.replace("|", "/").replace("\r", " ").replace("\n", " ")


def _board_line(record: Record) -> str:
    parts: list[tuple[str, str]] = []
    names = [record.tags.get(s.full_name, "?") for s in LIN_SEATS]
    parts.append(("pn", ",".join(_clean("" if n == "?" else n) for n in names)))
    parts.append(("st", ""))
    deal, dealer = record.deal, record.dealer or Seat.N
    if deal is not None:
        hands = ",".join(_lin_hand(deal[s]) if s in deal else "" for s in LIN_SEATS)
        parts.append(("md", f"{LIN_SEATS.index(dealer) + 1}{hands}"))
    parts.append(("rh", ""))
    if record.board is not None:
        parts.append(("ah", f"Board {record.board}"))
    vulnerability = record.vulnerability
    if vulnerability is not None:
        parts.append(("sv", _VUL_OUT[vulnerability]))
    notes = record.auction.notes if record.auction else {}
    calls = record.calls()
    call_notes = _call_notes(record)
    for index, call in enumerate(calls):
        note = call_notes[index] if index < len(call_notes) else None
        if note is None:
            parts.append(("mb", _lin_call(call)))
            continue
        parts.append(("mb", _lin_call(call) + "!"))
        text = notes.get(note, "")
        if text:
            parts.append(("an", _clean(text)))
    if calls:
        parts.append(("pg", ""))
    for index, (_, card) in enumerate(record.cards()):
        parts.append(("pc", str(card)))
        if index % 4 == 3:
            parts.append(("pg", ""))
    if record.play is not None and any(i.text == "*" for i in record.play.items):
        tricks = record.result
        if tricks is not None:
            parts.append(("mc", str(tricks)))
    return "".join(f"{key}|{value}|" for key, value in parts)


def _call_notes(record: Record) -> list[int | None]:
    """The note of each call of the auction, in order (from the first real call)."""
    if record.auction is None:
        return []
    calls = [i for i in record.auction.items if not i.is_marker]
    first = 0
    while first < len(calls) and calls[first].text == "-":
        first += 1
    return [i.note for i in calls[first:]]


def _lin_call(call: Call) -> str:
    if call.is_pass:
        return "p"
    if str(call) == "X":
        return "d"
    if str(call) == "XX":
        return "r"
    return str(call).replace("NT", "N")


def _lin_hand(hand: Hand) -> str:
    return "".join(suit.letter + "".join(str(c.rank) for c in sorted(hand.suit(suit)))
                   for suit in SUITS_DESCENDING)
