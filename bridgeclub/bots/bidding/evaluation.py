"""How a bidder values a hand: high-card points, suit lengths, shape, stoppers, aces.

Goren's count (A 4, K 3, Q 2, J 1) is the measure of every rule of the system; shape is
read as a bridge player reads it: *balanced* is 4-3-3-3, 4-4-3-2 or 5-3-3-2; *support
points* add 5 for a void, 3 for a singleton and 1 for a doubleton when a fit is found;
a suit is *good* with two of the three top honours or three of the top five.

>>> hand = Evaluation.of(["SA", "SK", "S2", "HQ", "HJ", "H3", "DK", "D9", "D8", "D4",
...                       "C7", "C6", "C5"])
>>> hand.hcp, hand.balanced, hand.length["D"], hand.longest
(13, True, 4, 'D')
>>> hand.stopper("S"), hand.stopper("C"), hand.support_points("H")
(True, False, 13)
"""

from __future__ import annotations

from collections.abc import Collection, Iterable
from dataclasses import dataclass

#: The suits from the highest down, by their letters.
SUITS = ("S", "H", "D", "C")
MAJORS = ("S", "H")
MINORS = ("D", "C")
NAMES = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs", "N": "no trumps"}
RANKS = "23456789TJQKA"
POINTS = {"A": 4, "K": 3, "Q": 2, "J": 1}


@dataclass(frozen=True)
class Evaluation:
    """One hand as the bidder sees it: ranks per suit (highest first) and the counts."""

    ranks: dict[str, str]

    @classmethod
    def of(cls, cards: Iterable[str]) -> Evaluation:
        """From the view's card strings (``"SA"``, ``"H9"``; a joker ``JK`` is ignored)."""
        by_suit: dict[str, list[str]] = {s: [] for s in SUITS}
        for card in cards:
            if len(card) == 2 and card[0] in by_suit:
                by_suit[card[0]].append(card[1])
        return cls({s: "".join(sorted(r, key=RANKS.index, reverse=True))
                    for s, r in by_suit.items()})

    @property
    def length(self) -> dict[str, int]:
        return {s: len(r) for s, r in self.ranks.items()}

    @property
    def hcp(self) -> int:
        return sum(POINTS.get(r, 0) for ranks in self.ranks.values() for r in ranks)

    def suit_hcp(self, suit: str) -> int:
        return sum(POINTS.get(r, 0) for r in self.ranks[suit])

    @property
    def shape(self) -> tuple[int, ...]:
        return tuple(sorted(self.length.values(), reverse=True))

    @property
    def balanced(self) -> bool:
        return self.shape in ((4, 3, 3, 3), (4, 4, 3, 2), (5, 3, 3, 2))

    @property
    def notrump_shape(self) -> bool:
        """No void and no singleton but the ace, king or queen: a hand that may play in no
        trumps once no fit is found (``KQ62 KJ6 K KJT54``).

        >>> Evaluation.of("SK SQ S6 S2 HK HJ H6 DK CK CJ CT C5 C4".split()).notrump_shape
        True
        """
        return self.notrump_shape_beside(())

    def notrump_shape_beside(self, running: Collection[str]) -> bool:
        """``notrump_shape``, a small singleton allowed too in a suit of ``running``
        (partner's long suit, which runs at no trumps: ``AKJ4 AJT54 2 KJ9`` opposite
        her six diamonds).

        >>> hand = Evaluation.of("SA SK SJ S4 HA HJ HT H5 H4 D2 CK CJ C9".split())
        >>> hand.notrump_shape, hand.notrump_shape_beside("D")
        (False, True)
        """
        return all(n >= 2 or (n == 1 and (self.ranks[s] in "AKQ" or s in running))
                   for s, n in self.length.items())

    @property
    def longest(self) -> str:
        """The longest suit; of two as long, the higher (five-five and six-six: bid the
        higher first, as SAYC does)."""
        return max(SUITS, key=lambda s: (self.length[s], -SUITS.index(s)))

    @property
    def total_points(self) -> int:
        """High-card points and one for each card over four in a suit (length points)."""
        return self.hcp + sum(max(0, n - 4) for n in self.length.values())

    def support_points(self, trump: str) -> int:
        """Points as dummy for ``trump``: shortness counts (void 5, singleton 3,
        doubleton 1) in the other suits."""
        short = {0: 5, 1: 3, 2: 1}
        return self.hcp + sum(short.get(self.length[s], 0) for s in SUITS if s != trump)

    def stopper(self, suit: str) -> bool:
        """A stop in ``suit`` for no trumps: A, Kx, Qxx or Jxxx."""
        ranks, n = self.ranks[suit], self.length[suit]
        return ("A" in ranks or ("K" in ranks and n >= 2) or ("Q" in ranks and n >= 3)
                or ("J" in ranks and n >= 4))

    def good_suit(self, suit: str) -> bool:
        """Two of the top three honours, or three of the top five."""
        ranks = self.ranks[suit]
        return sum(r in ranks for r in "AKQ") >= 2 or sum(r in ranks for r in "AKQJT") >= 3

    def honours(self, suit: str) -> int:
        return sum(r in self.ranks[suit] for r in "AKQJT")

    @property
    def aces(self) -> int:
        return sum("A" in r for r in self.ranks.values())

    @property
    def kings(self) -> int:
        return sum("K" in r for r in self.ranks.values())

    @property
    def losers(self) -> int:
        """The losing trick count: in each suit of one, two or three cards and more, each
        of the ace, of the ace and king, or of the ace, king and queen missing from its
        first cards is a loser (``Qx`` two losers, ``KQx`` one). The hand
        ``AKQJ98 J6 AKT72 -`` has three losers: about ten tricks in hand with a fit.

        >>> Evaluation.of("SA SK SQ SJ S9 S8 HJ H6 DA DK DT D7 D2".split()).losers
        3
        """
        total = 0
        for ranks in self.ranks.values():
            top = min(len(ranks), 3)
            total += sum(1 for honour in "AKQ"[:top] if honour not in ranks[:top])
        return total

    @property
    def rule_of_20(self) -> bool:
        """Points and the lengths of the two longest suits make 20 or more."""
        return self.hcp + self.shape[0] + self.shape[1] >= 20
