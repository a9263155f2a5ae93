"""What is known of a hidden hand: a range of high-card points and of each suit's length.

The bidding system (``bridgeclub.bots.bidding``) states what each call shows as a
``HandRange``; the card players deal the unseen cards again consistent with those ranges
(``bridgeclub.analysis.sampling``). One type, so the two agree on what "known" means.

>>> from bridgeclub.cards import Suit
>>> from bridgeclub.deal import Hand
>>> opener = HandRange(hcp=(15, 17), lengths={Suit.SPADES: (2, 4), Suit.HEARTS: (2, 4)})
>>> opener.admits(Hand.from_pbn("AK2.KQ3.QJ98.T76"))
True
>>> opener.narrowed(HandRange(lengths={Suit.SPADES: (4, 13)})).lengths[Suit.SPADES]
(4, 4)
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType

from bridgeclub.cards import SUITS_DESCENDING, Suit
from bridgeclub.deal import Hand

ANY_LENGTH = (0, 13)


@dataclass(frozen=True)
class HandRange:
    """High-card points from ``hcp[0]`` to ``hcp[1]`` and, per suit, a length from
    ``lengths[suit][0]`` to ``lengths[suit][1]`` (both ends included; a suit not named may
    have any length)."""

    hcp: tuple[int, int] = (0, 37)
    lengths: Mapping[Suit, tuple[int, int]] = field(
        default_factory=lambda: MappingProxyType({}))

    def length(self, suit: Suit) -> tuple[int, int]:
        return self.lengths.get(suit, ANY_LENGTH)

    def admits(self, hand: Hand) -> bool:
        """Whether ``hand`` fits the range."""
        low, high = self.hcp
        if not low <= hand.hcp <= high:
            return False
        return all(self.length(suit)[0] <= len(hand.suit(suit)) <= self.length(suit)[1]
                   for suit in SUITS_DESCENDING)

    def narrowed(self, other: HandRange) -> HandRange:
        """What is known when both ranges hold (a later call adds to an earlier one)."""
        hcp = (max(self.hcp[0], other.hcp[0]), min(self.hcp[1], other.hcp[1]))
        lengths = {}
        for suit in SUITS_DESCENDING:
            mine, theirs = self.length(suit), other.length(suit)
            both = (max(mine[0], theirs[0]), min(mine[1], theirs[1]))
            if both != ANY_LENGTH:
                lengths[suit] = both
        return HandRange(hcp, MappingProxyType(lengths))

    @property
    def is_possible(self) -> bool:
        """False when the ranges contradict each other (a call that broke its promise)."""
        minimum = sum(self.length(s)[0] for s in SUITS_DESCENDING)
        maximum = sum(self.length(s)[1] for s in SUITS_DESCENDING)
        return self.hcp[0] <= self.hcp[1] and minimum <= 13 <= maximum and all(
            self.length(s)[0] <= self.length(s)[1] for s in SUITS_DESCENDING)
