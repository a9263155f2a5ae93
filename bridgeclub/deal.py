"""Hands and deals, read and written as PBN deal strings.

A PBN deal string names the first seat, then four hands clockwise, each hand as
``spades.hearts.diamonds.clubs`` (PBN 2.0, section 3.4.11); ``-`` is an unknown hand.

>>> deal = Deal.from_pbn("N:KJT6.82.864.KQ52 9743.Q9.QJ53.873 Q5.AK65.AT2.AJT9 A82.JT743.K97.64")
>>> str(deal[Seat.S]), deal[Seat.S].hcp
('Q5.AK65.AT2.AJT9', 18)
>>> deal.to_pbn("W")
'W:A82.JT743.K97.64 KJT6.82.864.KQ52 9743.Q9.QJ53.873 Q5.AK65.AT2.AJT9'
>>> Deal.random(seed=7) == Deal.random(seed=7), Deal.for_board(42, 1) == Deal.for_board(42, 2)
(True, False)
"""

from __future__ import annotations

import hashlib
import random
from collections.abc import Iterable, Iterator, Mapping
from operator import attrgetter

from bridgeclub.cards import DECK, SUITS_DESCENDING, Card, Rank, Suit
from bridgeclub.seats import SEATS, Seat, to_seat

_INDEX = attrgetter("index")


class Hand:
    """An immutable set of cards, shown in PBN order (spades first, high to low).

    >>> hand = Hand.from_pbn("AK2..QJT98.76543")
    >>> len(hand), hand.hcp, hand.lengths, hand.shape
    (13, 10, (3, 0, 5, 5), (5, 5, 3, 0))
    """

    __slots__ = ("_held", "cards")
    cards: frozenset[Card]
    #: The cards as a player holds them (``sorted``), worked out when first asked for.
    _held: tuple[Card, ...] | None

    def __init__(self, cards: Iterable[Card] = ()) -> None:
        object.__setattr__(self, "cards", frozenset(cards))
        object.__setattr__(self, "_held", None)

    @classmethod
    def from_pbn(cls, text: str) -> Hand:
        """Read a PBN hand ``S.H.D.C``, ranks in any order, ``10`` allowed for ``T``."""
        parts = text.strip().split(".")
        if len(parts) != 4:
            raise ValueError(f"not a PBN hand: {text!r} (four suits separated by dots)")
        cards: list[Card] = []
        for suit, ranks in zip(SUITS_DESCENDING, parts, strict=True):
            ranks = ranks.upper().replace("10", "T")
            for letter in ranks:
                card = Card(suit, Rank.from_str(letter))
                if card in cards:
                    raise ValueError(f"{card} appears twice in the hand {text!r}")
                cards.append(card)
        return cls(cards)

    def suit(self, suit: Suit) -> list[Card]:
        """The cards of one suit, highest first."""
        return sorted((c for c in self.cards if c.suit is suit), reverse=True)

    @property
    def lengths(self) -> tuple[int, int, int, int]:
        """Suit lengths in PBN order: spades, hearts, diamonds, clubs."""
        s, h, d, c = (sum(1 for x in self.cards if x.suit is suit) for suit in SUITS_DESCENDING)
        return (s, h, d, c)

    @property
    def shape(self) -> tuple[int, ...]:
        """Suit lengths, longest first (``5-3-3-2``)."""
        return tuple(sorted(self.lengths, reverse=True))

    @property
    def hcp(self) -> int:
        return sum(c.hcp for c in self.cards)

    def sorted(self) -> list[Card]:
        """Cards as a player holds them: spades, hearts, diamonds, clubs, high first (a
        card's ``index`` runs clubs two to spades ace, so that is the index downwards)."""
        return list(self._held or self._hold())

    def _hold(self) -> tuple[Card, ...]:
        held = tuple(c for c in sorted(self.cards, key=_INDEX, reverse=True)
                     if c.suit is not None)
        object.__setattr__(self, "_held", held)
        return held

    def __contains__(self, card: object) -> bool:
        return card in self.cards

    def __iter__(self) -> Iterator[Card]:
        return iter(self._held or self._hold())

    def __len__(self) -> int:
        return len(self.cards)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Hand) and self.cards == other.cards

    def __hash__(self) -> int:
        return hash(self.cards)

    def __str__(self) -> str:
        return ".".join("".join(str(c.rank) for c in self.suit(s)) for s in SUITS_DESCENDING)

    def __repr__(self) -> str:
        return f"Hand({str(self)!r})"


class Deal(Mapping[Seat, Hand]):
    """Four hands, one per seat; a hand may be unknown (``-`` in PBN) and then absent.

    A deal is a read-only mapping from seat to hand.
    """

    __slots__ = ("_hands",)

    def __init__(self, hands: Mapping[Seat, Iterable[Card]]) -> None:
        self._hands: dict[Seat, Hand] = {
            seat: h if isinstance(h, Hand) else Hand(h) for seat, h in hands.items()
        }
        seen: set[Card] = set()
        for seat in SEATS:
            hand = self._hands.get(seat)
            if hand is None:
                continue
            twice = seen & hand.cards
            if twice:
                raise ValueError(f"{min(twice)} is dealt twice")
            seen |= hand.cards

    @classmethod
    def from_pbn(cls, text: str) -> Deal:
        """Read ``N:hand hand hand hand``; the first seat may be N, E, S or W."""
        text = text.strip().strip('"')
        first, colon, rest = text.partition(":")
        if not colon:
            raise ValueError(f"not a PBN deal: {text!r} (it starts with the first seat, like N:)")
        try:
            seat = Seat.from_str(first)
        except ValueError:
            raise ValueError(f"not a PBN deal: {text!r} (the first seat must be N, E, S or W)") \
                from None
        parts = rest.split()
        if len(parts) != 4:
            raise ValueError(f"not a PBN deal: {text!r} (it needs four hands, found {len(parts)})")
        hands: dict[Seat, Hand] = {}
        for part in parts:
            if part != "-":
                hands[seat] = Hand.from_pbn(part)
            seat = seat.next
        return cls(hands)

    @classmethod
    def from_cards(cls, cards: Iterable[Card], first: Seat = Seat.N) -> Deal:
        """Deal 52 cards in order: the first 13 to ``first``, the next 13 to its left, ..."""
        pack = list(cards)
        if len(pack) != 52:
            raise ValueError(f"a deal needs 52 cards, not {len(pack)}")
        return cls({first.after(i): pack[13 * i: 13 * i + 13] for i in range(4)})

    @classmethod
    def random(cls, seed: int | str | None = None, rng: random.Random | None = None) -> Deal:
        """A random deal; the same seed always gives the same deal."""
        rng = rng or random.Random(_seed_int(seed) if seed is not None else None)
        pack = list(DECK)
        shuffle(pack, rng)
        return cls.from_cards(pack)

    @classmethod
    def for_board(cls, event_seed: int | str, board: int) -> Deal:
        """The deal of board ``board`` of an event: fixed by (event seed, board number).

        Every table that plays the board gets the same cards, and the deal does not depend
        on which other boards were dealt.
        """
        return cls.random(seed=f"{event_seed}/board/{board}")

    def to_pbn(self, first: Seat | str = Seat.N) -> str:
        seat = to_seat(first)
        parts = []
        for i in range(4):
            hand = self._hands.get(seat.after(i))
            parts.append("-" if hand is None else str(hand))
        return f"{seat}:" + " ".join(parts)

    @property
    def is_complete(self) -> bool:
        return len(self._hands) == 4 and all(len(h) == 13 for h in self._hands.values())

    def seat_of(self, card: Card) -> Seat | None:
        """Who holds ``card``, or None."""
        for seat, hand in self._hands.items():
            if card in hand:
                return seat
        return None

    def __getitem__(self, seat: Seat) -> Hand:
        return self._hands[seat]

    def __iter__(self) -> Iterator[Seat]:
        return (s for s in SEATS if s in self._hands)

    def __len__(self) -> int:
        return len(self._hands)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Deal) and self._hands == other._hands

    def __hash__(self) -> int:
        return hash(tuple(sorted((s.value, h) for s, h in self._hands.items())))

    def __str__(self) -> str:
        return self.to_pbn()

    def __repr__(self) -> str:
        return f"Deal.from_pbn({self.to_pbn()!r})"


def shuffle(cards: list[Card], rng: random.Random) -> None:
    """``rng.shuffle(cards)``: the same order from the same generator, by the same steps
    (Fisher-Yates drawing each place with ``getrandbits`` as ``Random._randbelow`` does),
    without two method calls a card: every new game deals (``Deal.random``).

    >>> one, two = list(DECK), list(DECK)
    >>> shuffle(one, random.Random(7)); random.Random(7).shuffle(two); one == two
    True
    """
    getrandbits = rng.getrandbits
    for i in range(len(cards) - 1, 0, -1):
        n = i + 1
        bits = n.bit_length()
        j = getrandbits(bits)
        while j >= n:
            j = getrandbits(bits)
        cards[i], cards[j] = cards[j], cards[i]


def _seed_int(seed: int | str) -> int:
    """A seed as an integer, the same on every machine and Python version."""
    digest = hashlib.sha256(str(seed).encode()).digest()
    return int.from_bytes(digest[:8], "big")
