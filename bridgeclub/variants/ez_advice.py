"""EZ-Bridge's advice on opening bids, as a hint (seed 000, "Advice and Strategy").

The text's measure of a hand: the 20 honours (aces, kings, queens, jacks and tens) -
five is average, six above average, and three aces with a jack and a ten is above average
too; and shape - two four-card suits, a five-card suit or a void is above average "assuming
you have at least a few Honors" (we take three or more). With an above-average hand the
first bidder should bid at least 7 in her strongest suit, or no trumps when all suits are
of equal strength. A much weaker hand may bid low in its longest suit ("2 Spades") to tell
partner it is weak with that suit, or pass.

Rulings of ours, where the text is loose: a suit's strength is its honours plus its length
(ties go to the higher suit); "equal strength in all suits" means no suit longer than four
and an honour in every suit. "Much weaker" means three honours or fewer with no
above-average shape.

The text's example hands (North 9 honours, East 6, South 1, West 4):

>>> north = Hand.from_pbn("AJ.KQ8..AKQJT987")
>>> hint = opening_hint(north)
>>> hint["honours"], hint["above_average"], hint["suggestion"]
(9, True, '7C')
>>> opening_hint(Hand.from_pbn("T652.7632..65432"))["suggestion"]
'2C'

Later in the bidding the advice keeps to the rules (``bidding_hint``): no bid below the
last one, none repeating an earlier one. After 7C and 8H the 7C North would open becomes
8C, the lowest bid in clubs she may make:

>>> bidding_hint(north, Call.from_str("8H"), {Call.from_str("7C"), Call.from_str("8H")}
...              )["suggestion"]
'8C'
"""

from __future__ import annotations

from collections.abc import Collection
from typing import Any

from bridgeclub.calls import Call, Strain
from bridgeclub.cards import SUITS_DESCENDING, Rank, Suit
from bridgeclub.deal import Hand

HONOURS = (Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK, Rank.TEN)


def honours(hand: Hand, suit: Suit | None = None) -> int:
    """The number of honours (A K Q J 10) in the hand, or in one suit of it."""
    return sum(1 for c in hand.cards if c.rank in HONOURS and (suit is None or c.suit is suit))


def opening_hint(hand: Hand) -> dict[str, Any]:
    """What the book advises the first bidder with this hand: the count of honours, whether
    the hand is above average and why, and a suggested bid with the reason."""
    count = honours(hand)
    aces = sum(1 for c in hand.cards if c.rank is Rank.ACE)
    lengths = {suit: len(hand.suit(suit)) for suit in SUITS_DESCENDING}
    reasons = []
    if count >= 6:
        reasons.append(f"{count} honours (5 is average)")
    elif aces >= 3 and count >= 5:
        reasons.append("three aces among five honours")
    shape = []
    if sum(1 for n in lengths.values() if n >= 4) >= 2:
        shape.append("two four-card suits")
    if max(lengths.values()) >= 5:
        shape.append("a five-card suit")
    if min(lengths.values()) == 0:
        shape.append("a void")
    if shape and count >= 3:
        reasons.append(" and ".join(shape))
    above = bool(reasons)
    strongest = max(SUITS_DESCENDING, key=lambda s: (honours(hand, s) + lengths[s], s))
    longest = max(SUITS_DESCENDING, key=lambda s: (lengths[s], s))
    balanced = max(lengths.values()) <= 4 and all(honours(hand, s) for s in SUITS_DESCENDING)
    if above:
        strain = Strain.NOTRUMP if balanced else Strain.of(strongest)
        suggestion = f"7{strain.letter}"
        why = ("an above-average hand: bid at least 7 tricks in your strongest suit, more "
               "if the hand is very strong")
    elif count <= 3:
        suggestion = f"2{Strain.of(longest).letter}"
        why = ("a weak hand: pass, or bid low in your longest suit to tell partner "
               "where your cards are")
    else:
        suggestion = "P"
        why = "an average hand: listen to partner's bid before you bid high"
    return {"honours": count, "above_average": above, "reasons": reasons,
            "suggestion": suggestion, "why": why}


def lowest_bid(strain: Strain, level: int, last: Call | None, made: Collection[Call]
               ) -> Call | None:
    """The lowest bid in ``strain`` at ``level`` or more that EZ-Bridge allows now: at
    least as many tricks as the last bid, and not a bid made already (None past 13)."""
    level = max(level, last.level if last is not None else 1)
    for tricks in range(level, 14):
        bid = Call.bid(tricks, strain)
        if bid not in made:
            return bid
    return None


def bidding_hint(hand: Hand, last: Call | None, made: Collection[Call]) -> dict[str, Any]:
    """``opening_hint`` kept to the bids the rules allow now: the book's bid when it is
    still allowed; else, for an above-average hand, the lowest allowed bid in the same
    strain (the book says "at least 7"), and for a weak one a pass."""
    hint = opening_hint(hand)
    if hint["suggestion"] == "P" or last is None:
        return hint
    wanted = Call.from_str(hint["suggestion"])
    assert wanted.strain is not None
    allowed = lowest_bid(wanted.strain, wanted.level, last, made)
    if allowed == wanted:
        return hint
    if hint["above_average"] and allowed is not None:
        return {**hint, "suggestion": str(allowed),
                "why": f"an above-average hand, and the bidding is at {last.level} tricks: "
                       f"bid {allowed.level} in your strongest suit if your side can win "
                       f"that many, else pass"}
    return {**hint, "suggestion": "P",
            "why": f"the bidding is already at {last.level} tricks, above what the book "
                   f"suggests for this hand: pass"}
