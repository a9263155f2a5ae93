"""One rule of the system: a call, what it shows, and the words that explain it.

A rule is read both ways. The bidder makes the call when the hand fits what the rule shows
(points, suit lengths and an optional test such as "balanced"); the reader, seeing the
call, learns that the caller's hand fits it (``shows``, a ``HandRange``).

>>> r = Rule("1NT", "15-17 points, balanced", hcp=(15, 17), test=lambda h: h.balanced)
>>> from bridgeclub.bots.bidding.evaluation import Evaluation
>>> r.admits(Evaluation.of("SA SK S2 HQ HJ H3 DK D9 D8 D4 CA C6 C5".split()))
True
>>> r.shows.hcp
(15, 17)
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType

from bridgeclub.analysis.hand_range import HandRange
from bridgeclub.bots.bidding.evaluation import NAMES, SUITS, Evaluation
from bridgeclub.bots.bidding.options import SUIT_OF

Test = Callable[[Evaluation], bool]


@dataclass(frozen=True)
class Rule:
    """``call`` with ``why``, for a hand of ``hcp`` points and ``lengths`` (per suit
    letter, both ends included) that passes ``test``; ``forcing`` when partner may not
    pass."""

    call: str
    why: str
    hcp: tuple[int, int] = (0, 37)
    lengths: Mapping[str, tuple[int, int]] = field(
        default_factory=lambda: MappingProxyType({}))
    test: Test | None = None
    forcing: bool = False

    def admits(self, hand: Evaluation) -> bool:
        if not self.hcp[0] <= hand.hcp <= self.hcp[1]:
            return False
        for suit, (low, high) in self.lengths.items():
            if not low <= hand.length[suit] <= high:
                return False
        return self.test is None or self.test(hand)

    @property
    def shows(self) -> HandRange:
        return HandRange(self.hcp, MappingProxyType(
            {SUIT_OF[s]: pair for s, pair in self.lengths.items()}))


def points(low: int, high: int | None = None) -> str:
    """``points(15, 17) == "15-17 points"``, ``points(22) == "22+ points"``,
    ``points(15, 15) == "15 points"``."""
    if high is None or high >= 37:
        return f"{low}+ points"
    if low == high:
        return f"{low} points"
    if low <= 0:
        return f"0-{high} points"
    return f"{low}-{high} points"


def name(suit: str) -> str:
    return NAMES[suit]


def at_least(suit: str, count: int) -> dict[str, tuple[int, int]]:
    return {suit: (count, 13)}


def _balanced(h: Evaluation) -> bool:
    return h.balanced


BALANCED: Test = _balanced


def _notrump_shape(h: Evaluation) -> bool:
    return h.notrump_shape


#: No void and no singleton but an honour (``Evaluation.notrump_shape``).
NOTRUMP_SHAPE: Test = _notrump_shape


def counting_length(least: int) -> Test:
    """The test "``least`` or more points counting a point for each card over four"
    (``Evaluation.total_points``): a long suit's extra cards are tricks once it plays.

    >>> counting_length(13)(Evaluation.of("SA SQ ST S3 S2 HQ H7 D8 D7 D4 CA C4 C2".split()))
    True
    """
    def test(h: Evaluation) -> bool:
        return h.total_points >= least
    return test


def good_suit(suit: str) -> Test:
    """The test "a good suit in ``suit``" (two of the top three honours, or three of the
    top five)."""
    def test(h: Evaluation) -> bool:
        return h.good_suit(suit)
    return test


def honours_in(suit: str, count: int) -> Test:
    """The test "``count`` or more of the top five honours (A K Q J T) in ``suit``".

    >>> honours_in("S", 2)(Evaluation.of("SQ SJ S8 S5 S3 S2 H9 H8 D7 D6 C5 C4 C3".split()))
    True
    """
    def test(h: Evaluation) -> bool:
        return h.honours(suit) >= count
    return test


def weak_two_suit(suit: str, vulnerable: bool) -> Test:
    """The test for a weak two's suit, or a shapely preempt's: two of the top five
    honours, vulnerable a good suit (two of the top three, or three of the top five).

    >>> kj = Evaluation.of("SK SJ S8 S7 S5 S4 H6 H4 D4 CA CT C9 C3".split())
    >>> weak_two_suit("S", False)(kj), weak_two_suit("S", True)(kj)
    (True, False)
    """
    def test(h: Evaluation) -> bool:
        return h.good_suit(suit) if vulnerable else h.honours(suit) >= 2
    return test


def long_preempt_suit(suit: str, vulnerable: bool) -> Test:
    """The test for a preempt's seven or eight cards in ``suit``: one of the top five
    honours not vulnerable, two vulnerable. The length makes the tricks: the robots
    preempt on suits like ``K987542``, and waiting for a weak two's suit quality passed
    hands that make eight or nine tricks opposite nothing (about 1.7 IMPs a board lost
    where the robot preempted and we passed).

    >>> seven = Evaluation.of("SK S9 S8 S7 S5 S4 S2 H6 H4 D4 CA CT C9".split())
    >>> long_preempt_suit("S", False)(seven), long_preempt_suit("S", True)(seven)
    (True, False)
    """
    def test(h: Evaluation) -> bool:
        return h.honours(suit) >= (2 if vulnerable else 1)
    return test


def shapely_seven(suit: str, vulnerable: bool) -> Test:
    """The test for a seven-card ``suit`` that preempts at the four level: a side
    four-card suit or a void, six losers or fewer (``Evaluation.losers``), and the suit
    of a weak two (``weak_two_suit``). ``KQJ9873 J875 3 2`` plays for ten tricks facing
    a fit; three of the suit lets the opponents in cheaply and partner, counting seven
    cards of a flat hand, stops short of the game.

    >>> shapely = Evaluation.of("SK SQ SJ S9 S8 S7 S3 HJ H8 H7 H5 D3 C2".split())
    >>> shapely_seven("S", False)(shapely)
    True
    """
    quality = weak_two_suit(suit, vulnerable)

    def test(h: Evaluation) -> bool:
        side = max(n for s, n in h.length.items() if s != suit)
        return h.length[suit] == 7 and quality(h) and h.losers <= 6 and \
            (side >= 4 or min(h.length.values()) == 0)
    return test


def longest_of(suit: str, suits: Iterable[str] = SUITS) -> Test:
    """The test "``suit`` is as long as any of ``suits``" (all four by default; ties
    pass, the order of the rules chooses among equals).

    >>> hand = Evaluation.of("SQ SJ S8 S5 S3 HK H9 H8 H7 H6 C5 C4 C3".split())
    >>> longest_of("H")(hand), longest_of("C")(hand), longest_of("C", "DC")(hand)
    (True, False, True)
    """
    chosen = tuple(suits)

    def test(h: Evaluation) -> bool:
        return h.length[suit] == max(h.length[s] for s in chosen)
    return test


def longest_is(suit: str) -> Test:
    def test(h: Evaluation) -> bool:
        return h.longest == suit
    return test


def stopped_in(suits: Iterable[str]) -> Test:
    """A stopper in each of ``suits`` (the unbid suits, their suit): no trumps are safe.

    >>> stopped_in("DC")(Evaluation.of("S2 S3 HA H2 DK D4 D5 CQ CJ C9 C8 C7 C6".split()))
    True
    """
    needed = tuple(suits)

    def test(h: Evaluation) -> bool:
        return all(h.stopper(s) for s in needed)
    return test


def others_stopped(suit: str) -> Test:
    """A stopper in every suit but ``suit`` (partner's long suit): no trumps are safe.

    >>> others_stopped("S")(Evaluation.of("S2 S3 HA H2 DK D4 D5 CQ CJ C9 C8 C7 C6".split()))
    True
    """
    def test(h: Evaluation) -> bool:
        return all(h.stopper(s) for s in SUITS if s != suit)
    return test


def top_card_in(suit: str) -> Test:
    def test(h: Evaluation) -> bool:
        return h.ranks[suit][:1] in ("A", "K")
    return test


def aces_are(aces: tuple[int, ...]) -> Test:
    def test(h: Evaluation) -> bool:
        return h.aces in aces
    return test


def kings_are(kings: tuple[int, ...]) -> Test:
    def test(h: Evaluation) -> bool:
        return h.kings in kings
    return test


def step_answers(table: Mapping[str, tuple[int, ...]], asked: str, honour: str,
                 points_each: int) -> list[Rule]:
    """The step answers to an ask for aces or kings (Blackwood, Gerber, the 5NT king ask:
    SAYC booklet, slam bidding): each ``table`` call shows its counts of ``honour``
    (``ace`` or ``king``), at least ``points_each`` points for each.

    >>> [(r.call, r.why) for r in step_answers({"5C": (0, 4), "5D": (1,)}, "Blackwood",
    ...                                         "ace", 4)]
    [('5C', 'answer to Blackwood: 0 or 4 aces'), ('5D', 'answer to Blackwood: 1 ace')]
    """
    test_of = aces_are if honour == "ace" else kings_are
    out = []
    for call, counts in table.items():
        words = " or ".join(str(n) for n in counts)
        named = honour if counts == (1,) else f"{honour}s"
        out.append(Rule(call, f"answer to {asked}: {words} {named}",
                        (points_each * min(counts), 37), test=test_of(counts)))
    return out
