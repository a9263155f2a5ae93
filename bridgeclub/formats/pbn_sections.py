"""Reading the Auction and Play sections of a PBN record as calls and cards in order.

The Auction section lists calls from the seat in its tag, four to a line (PBN 3.5); ``-``
fills the places before the first caller and ``AP`` stands for the passes that end the
auction. The Play section lists one trick per line in columns, the first column being the
seat in its tag (PBN 3.6); the cards are played from the trick's leader, the winner of the
previous trick, so reading them in order needs the trump suit from the Contract.

>>> from bridgeclub.formats.pbn_types import Item, Record, Section
>>> record = Record(tags={"Contract": "4S", "Declarer": "N"},
...                 auction=Section("W", [Item("-"), Item("1S"), Item("Pass"), Item("4S"),
...                                       Item("AP")]),
...                 play=Section("E", [Item(c) for c in "HA H2 S3 H5 D2 DA D3 D4".split()]))
>>> [str(c) for c in record.calls()]
['1S', 'P', '4S', 'P', 'P', 'P']
>>> [f"{seat}{card}" for seat, card in record.cards()]
['EHA', 'SH2', 'WS3', 'NH5', 'WD3', 'ND4', 'ED2', 'SDA']
"""

from __future__ import annotations

from bridgeclub.auction import Auction
from bridgeclub.calls import PASS, Call, Contract, Strain
from bridgeclub.cards import Card
from bridgeclub.errors import IllegalAction
from bridgeclub.formats.pbn_types import Item, Record, Section
from bridgeclub.play import trick_winner
from bridgeclub.seats import Seat

_STOP = ("*", "+", "-", "^S")


def first_caller(section: Section) -> Seat | None:
    """The seat of the first real call: the tag's seat, moved on past leading ``-``."""
    try:
        seat = Seat.from_str(section.first)
    except ValueError:
        return None
    for item in section.items:
        if item.text != "-":
            break
        seat = seat.next
    return seat


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


def check_auction(record: Record) -> list[str]:
    """Problems with the auction's calls under the Laws (none when irregularities are
    marked, since then the calls are not meant to be legal)."""
    section = record.auction
    if section is None or any(i.irregularity or i.text == "^S" for i in section.items):
        return []
    seat = first_caller(section)
    if seat is None:
        return [f"the Auction tag names no seat: {section.first!r}"]
    auction = Auction(seat)
    for number, call in enumerate(auction_calls(record), 1):
        try:
            auction.call(call)
        except IllegalAction as error:
            return [f"call {number} ({call}) is illegal: {error}"]
    return []


def check_play(record: Record) -> list[str]:
    """Problems with the played cards: a card twice, or a card its player does not hold."""
    section = record.play
    if section is None:
        return []
    problems: list[str] = []
    seen: set[Card] = set()
    for item in section.items:
        if item.is_marker:
            continue
        try:
            card = Card.from_str(item.text)
        except ValueError:
            problems.append(f"{item.text[:20]!r} is not a card")
            continue
        if card in seen:
            problems.append(f"{card} is played twice")
        seen.add(card)
    deal = record.deal
    if deal is None or problems or any(i.irregularity for i in section.items):
        return problems
    for seat, card in played_cards(record):
        holder = deal.seat_of(card)
        if seat in deal and holder is not seat:
            owner = "nobody" if holder is None else holder.full_name
            problems.append(f"{seat.full_name} plays {card}, which {owner} holds")
            break
    return problems


def play_items(first: Seat, cards: list[Card], trump: Strain | None) -> list[Item]:
    """A Play section's items for ``cards`` played in order from the opening leader
    ``first``: a trick a row, each card in its seat's column (``-`` where none yet).

    >>> items = play_items(Seat.W, [Card.from_str(c) for c in "S2 SA S3 S4 HA".split()],
    ...                    Strain.HEARTS)
    >>> " ".join(i.text for i in items)
    'S2 SA S3 S4 - HA - -'
    """
    suit = None if trump is None else trump.suit
    items: list[Item] = []
    leader = first
    for start in range(0, len(cards), 4):
        trick = [(leader.after(i), card) for i, card in enumerate(cards[start:start + 4])]
        row = [Item("-")] * 4
        for seat, card in trick:
            row[(seat - first) % 4] = Item(str(card))
        items.extend(row)
        if len(trick) == 4:
            leader = trick_winner(trick, suit)
    return items
