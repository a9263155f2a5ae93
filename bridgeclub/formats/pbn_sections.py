"""The Auction and Play sections of a PBN record: checked under the Laws, and written.

The Auction section lists calls from the seat in its tag, four to a line (PBN 3.5); ``-``
fills the places before the first caller and ``AP`` stands for the passes that end the
auction. The Play section lists one trick per line in columns, the first column being the
seat in its tag (PBN 3.6); the cards are played from the trick's leader, the winner of the
previous trick, so reading them in order needs the trump suit from the Contract. Reading
them (``auction_calls``, ``played_cards``: ``Record.calls`` and ``Record.cards``) lives with
the types, in ``bridgeclub.formats.pbn_types``; this module checks and writes them.

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
from bridgeclub.calls import Strain
from bridgeclub.cards import Card
from bridgeclub.errors import IllegalAction
from bridgeclub.formats.pbn_types import (
    Item,
    Record,
    Section,
    auction_calls,
    played_cards,
    tricks_of,
    trump_of,
)
from bridgeclub.play import trick_winner
from bridgeclub.seats import Seat


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


__all__ = ["auction_calls", "check_auction", "check_play", "first_caller",
           "play_items", "played_cards", "tricks_of", "trump_of"]
