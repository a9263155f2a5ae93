"""Suits, ranks and cards: the vocabulary every variant shares.

Cards are written suit then rank, as in PBN: ``SA``, ``HT``, ``C2``. The joker of
Buddy Bridge is ``JK``. Every card is an interned, immutable value: ``Card(S, A)`` always
returns the same object, so cards compare and hash by identity, which keeps the play
engine fast.

>>> card = Card.from_str("SA")
>>> card.suit, card.rank
(Suit.SPADES, Rank.ACE)
>>> str(card), card is Card(Suit.SPADES, Rank.ACE)
('SA', True)
>>> Card.from_str("h10")
Card('HT')
>>> sorted(Card.from_str(c) for c in ["C2", "SA", "HK"])
[Card('C2'), Card('HK'), Card('SA')]
"""

from __future__ import annotations

import enum
from collections.abc import Iterable
from typing import Any, ClassVar


class Suit(enum.IntEnum):
    """The four suits, ranked clubs (lowest) to spades (highest), as in the auction.

    >>> Suit.from_str("h"), str(Suit.DIAMONDS), Suit.SPADES.symbol
    (Suit.HEARTS, 'D', '♠')
    """

    CLUBS = 0
    DIAMONDS = 1
    HEARTS = 2
    SPADES = 3

    def __bool__(self) -> bool:
        """Every member is true, the first (value 0) too, so ``x or default`` is safe."""
        return True

    @property
    def letter(self) -> str:
        return "CDHS"[self.value]

    @property
    def symbol(self) -> str:
        return "♣♦♥♠"[self.value]

    @property
    def is_major(self) -> bool:
        return self >= Suit.HEARTS

    @classmethod
    def from_str(cls, text: str) -> Suit:
        key = text.strip().upper()
        key = _SUIT_ALIASES.get(key, key)
        if len(key) != 1 or key not in "CDHS":
            raise ValueError(f"not a suit: {text!r} (use C, D, H or S)")
        return cls("CDHS".index(key))

    def __str__(self) -> str:
        return self.letter

    def __repr__(self) -> str:
        return f"Suit.{self.name}"


_SUIT_ALIASES = {"♣": "C", "♦": "D", "♥": "H", "♠": "S", "CLUBS": "C", "DIAMONDS": "D",
                 "HEARTS": "H", "SPADES": "S"}

#: Suits from the highest, the order a PBN hand lists them in.
SUITS_DESCENDING: tuple[Suit, ...] = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)


class Rank(enum.IntEnum):
    """Card ranks, two (lowest) to ace (highest); the value is the pip number, ace 14.

    >>> Rank.from_str("10"), str(Rank.TEN), Rank.KING.hcp
    (Rank.TEN, 'T', 3)
    """

    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13
    ACE = 14

    @property
    def letter(self) -> str:
        return "23456789TJQKA"[self.value - 2]

    @property
    def hcp(self) -> int:
        """Milton Work high-card points: ace 4, king 3, queen 2, jack 1."""
        return max(0, self.value - 10)

    @classmethod
    def from_str(cls, text: str) -> Rank:
        key = text.strip().upper()
        if key == "10":
            key = "T"
        if len(key) != 1 or key not in "23456789TJQKA":
            raise ValueError(f"not a rank: {text!r} (use 2-9, T, J, Q, K or A)")
        return cls("23456789TJQKA".index(key) + 2)

    def __str__(self) -> str:
        return self.letter

    def __repr__(self) -> str:
        return f"Rank.{self.name}"


class Card:
    """A playing card: a suit and a rank, or the joker (``JK``, no suit and no rank).

    Instances are interned, immutable and ordered by suit then rank (the joker above all).
    """

    __slots__ = ("_text", "index", "rank", "suit")
    _cache: ClassVar[dict[tuple[Suit | None, Rank | None], Card]] = {}
    _by_text: ClassVar[dict[str, Card]] = {}
    suit: Suit | None
    rank: Rank | None
    index: int
    _text: str

    def __new__(cls, suit: Suit | None, rank: Rank | None) -> Card:
        cached = cls._cache.get((suit, rank))
        if cached is not None:
            return cached
        if (suit is None) != (rank is None):
            raise ValueError("a card has both a suit and a rank, or neither (the joker)")
        card = object.__new__(cls)
        object.__setattr__(card, "suit", suit)
        object.__setattr__(card, "rank", rank)
        index = 52 if suit is None or rank is None else suit * 13 + rank - 2
        object.__setattr__(card, "index", index)
        text = "JK" if suit is None or rank is None else suit.letter + rank.letter
        object.__setattr__(card, "_text", text)
        cls._cache[(suit, rank)] = card
        cls._by_text[text] = card
        return card

    @classmethod
    def from_str(cls, text: str) -> Card:
        """Read ``SA``, ``h10``, ``♠A`` or ``JK``; raise ValueError with a reason otherwise."""
        found = cls._by_text.get(text)
        if found is not None:
            return found
        key = text.strip().upper()
        if key in ("JK", "JOKER"):
            return JOKER
        try:
            if len(key) < 2:
                raise ValueError("too short")
            return cls(Suit.from_str(key[0]), Rank.from_str(key[1:]))
        except ValueError:
            raise ValueError(f"not a card: {text!r} (write suit then rank, like SA or HT)") \
                from None

    @property
    def is_joker(self) -> bool:
        return self.suit is None

    @property
    def hcp(self) -> int:
        return 0 if self.rank is None else self.rank.hcp

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError("cards are immutable")

    def __reduce__(self) -> tuple[Any, tuple[str]]:
        return (Card.from_str, (self._text,))

    def __copy__(self) -> Card:
        return self

    def __deepcopy__(self, memo: dict[int, Any]) -> Card:
        return self

    def __lt__(self, other: Card) -> bool:
        return self.index < other.index

    def __le__(self, other: Card) -> bool:
        return self.index <= other.index

    def __gt__(self, other: Card) -> bool:
        return self.index > other.index

    def __ge__(self, other: Card) -> bool:
        return self.index >= other.index

    def __str__(self) -> str:
        return self._text

    def __repr__(self) -> str:
        return f"Card({self._text!r})"


#: The 52 cards of a standard pack, clubs two first.
DECK: tuple[Card, ...] = tuple(Card(s, r) for s in Suit for r in Rank)
#: The joker of Buddy Bridge (both jokers are alike and are written ``JK``).
JOKER: Card = Card(None, None)


def cards_from_str(text: str) -> list[Card]:
    """Read cards separated by spaces or commas.

    >>> cards_from_str("SA, HK D2")
    [Card('SA'), Card('HK'), Card('D2')]
    """
    return [Card.from_str(t) for t in text.replace(",", " ").split()]


def hcp(cards: Iterable[Card]) -> int:
    """High-card points of some cards.

    >>> hcp(cards_from_str("SA SK HQ DJ C2"))
    10
    """
    return sum(c.hcp for c in cards)
