"""Opening bids: the first bid of the auction, in the order a player looks for it, at the
ranges of the partnership's card (``options``). SAYC's card:

3NT 25-27 balanced; 2C strong and artificial (22+, or nine tricks: 19+ points with a long
suit); 2NT 20-21 and 1NT 15-17 balanced; one of a major with five cards, the longer (of
five-five, spades); one of a minor with three or more, the longer (diamonds with four-
four, clubs with three-three); weak twos in diamonds, hearts or spades (six cards, 5-11
points); preempts at the three level with seven cards and at the four level with eight,
or in a major with seven and shape (``_shapely_game_preempt``); a weak two's suit holds
two of the top five honours, vulnerable it must be good (two of the top three honours,
or three of the top five); a preempt's seven or eight cards one of the top five honours,
vulnerable two (``_preempt``). No weak two and no
preempt in fourth seat: after three passes a weak hand passes the deal out, and one of a
suit below 13 points needs the rule of 15 (points and spades). Openings of
one need 12 points, or 11 with the rule of 20 (points plus the two longest suits' lengths
make 20), or 10 with five-five; in third seat one of a good five-card major with
10-11 points too. Otherwise pass.

Acol's card (Standard English): 1NT 12-14 and 2NT 20-22 balanced, 2C 23+ (3NT is no
natural opening), weak twos of 6-10 points, and one of a suit with four cards or more:
the longest suit, hearts with four-four in the majors, the lower of other four-card
suits, the higher of five-card suits (``first_suit``); balanced hands of 15-19 open a
suit and rebid no trumps.

>>> from bridgeclub.bots.bidding.evaluation import SUITS, Evaluation
>>> from bridgeclub.bots.bidding.context import Context
>>> hand = Evaluation.of("SA SK S9 S5 S2 HQ H3 DK D8 D4 C7 C6 C5".split())
>>> first = next(r for r in rules(Context.build("N", [])) if r.admits(hand))
>>> first.call, first.why
('1S', 'opening bid: 12-21 points, 5+ spades')
"""

from __future__ import annotations

from dataclasses import replace

from bridgeclub.bots.bidding.context import Context, level_of
from bridgeclub.bots.bidding.evaluation import SUITS, Evaluation
from bridgeclub.bots.bidding.rule import (
    BALANCED,
    Rule,
    good_suit,
    long_preempt_suit,
    name,
    points,
    shapely_seven,
    weak_two_suit,
)


def _opens_one(h: Evaluation) -> bool:
    """12 points, or 11 with the rule of 20 (points and the two longest suits' lengths
    make 20: a six-card suit and a three-card one, or five-four): an eleven-count with a
    six-card suit opens one rather than a weak two, as the robots and most experts open
    it; ten points only with five-five (six-four and ten points pass).

    >>> _opens_one(Evaluation.of("SA S6 S3 HQ HJ H7 H6 H4 H3 DA D9 D8 C2".split()))
    True
    >>> _opens_one(Evaluation.of("S7 S6 H7 DK DQ D7 D4 CK CQ C6 C5 C4 C2".split()))
    False
    """
    return h.hcp >= 12 or (h.hcp >= 11 and h.rule_of_20) or \
        (h.hcp >= 10 and h.rule_of_20 and h.shape[1] >= 5)


def _major(suit: str) -> Rule:
    other = "H" if suit == "S" else "S"

    def test(h: Evaluation) -> bool:
        # the longer major; spades first with five-five
        return _opens_one(h) and (h.length[suit] > h.length[other] or (
            h.length[suit] == h.length[other] and suit == "S")) and \
            h.length[suit] >= max(h.length["D"], h.length["C"])
    return Rule(f"1{suit}", f"opening bid: {points(12, 21)}, 5+ {name(suit)}", (10, 21),
                {suit: (5, 13)}, test)


def _minor(suit: str) -> Rule:
    other = "C" if suit == "D" else "D"

    def test(h: Evaluation) -> bool:
        mine, theirs = h.length[suit], h.length[other]
        if suit == "D":
            longer = mine > theirs or (mine == theirs and mine >= 4)
        else:
            longer = mine > theirs or (mine == theirs and mine <= 3)
        majors = max(h.length["S"], h.length["H"])
        return _opens_one(h) and longer and (majors < 5 or mine > majors)
    return Rule(f"1{suit}", f"opening bid: {points(12, 21)}, 3+ {name(suit)}", (10, 21),
                {suit: (3, 13)}, test)


def first_suit(h: Evaluation) -> str:
    """The suit a four-card-suit system (Acol) opens: the longest; of five-card suits the
    higher; of four-card suits hearts, else diamonds, else clubs (a balanced hand rebids
    no trumps: partner, bidding up the line, shows spades; with four spades and four
    hearts 1H leaves room for 1S), which opens the middle suit of most 4-4-4-1 hands.

    >>> first_suit(Evaluation.of("SA SK S9 S5 HQ H3 H2 HJ DK D8 C7 C6 C5".split()))
    'H'
    >>> first_suit(Evaluation.of("SA SK S9 S5 HQ H3 DJ DK D8 C7 C6 C5 C4".split()))
    'C'
    >>> first_suit(Evaluation.of("SA SK S9 S5 H3 DQ DJ DK D8 C7 C6 C5 C4".split()))
    'D'
    >>> first_suit(Evaluation.of("SA SK S9 S5 H3 H2 DJ DK D8 C7 C6 C5 C4".split()))
    'C'
    """
    longest = max(h.length.values())
    suits = [s for s in "SHDC" if h.length[s] == longest]
    if longest == 4:
        return next(s for s in "HDCS" if s in suits)
    return suits[0]


def _four_card_suit(suit: str, top: int) -> Rule:
    def test(h: Evaluation) -> bool:
        return _opens_one(h) and first_suit(h) == suit
    return Rule(f"1{suit}", f"opening bid: {points(12, top)}, 4+ {name(suit)}", (10, top),
                {suit: (4, 13)}, test)


def _semi_balanced(h: Evaluation) -> bool:
    """A 5-4-2-2 hand with the five cards in a minor and both doubletons stopped (``AJ
    KQT9 KJ QT973``), which the card's ``semi_balanced_notrump`` opens 1NT: the rebid
    after one of the minor would not show the strength (the robots and most Acol players
    open it so; the SAYC booklet calls it unbalanced).

    >>> _semi_balanced(Evaluation.of("SA SJ HK HQ HT H9 DK DJ CQ CT C9 C7 C3".split()))
    True
    """
    return h.shape == (5, 4, 2, 2) and max(h.length[m] for m in ("C", "D")) == 5 and \
        all(h.stopper(s) or h.length[s] > 2 for s in SUITS)


def _weak_two(suit: str, vulnerable: bool, strength: tuple[int, int]) -> Rule:
    quality = weak_two_suit(suit, vulnerable)

    def test(h: Evaluation) -> bool:
        other_major = [s for s in ("S", "H") if s != suit]
        return quality(h) and \
            all(h.length[s] < 4 for s in other_major)
    return Rule(f"2{suit}", f"weak two: 6 {name(suit)}, {points(*strength)}", strength,
                {suit: (6, 6)}, test)


def _strong_two(suit: str) -> Rule:
    return Rule(f"2{suit}", f"strong two: 5+ {name(suit)}, {points(19, 21)}, forcing",
                (19, 21), {suit: (5, 13)}, lambda h: h.total_points >= 21, forcing=True)


def _preempt(level: int, suit: str, length: int, vulnerable: bool) -> Rule:
    """Three of a suit with seven cards, four with eight (four of a minor too), 5-10
    points, the suit a preempt's (``long_preempt_suit``): ``K987542 64 4 AT9`` opens 3S
    not vulnerable, ``98 T 32 AQJT9872`` 4C."""
    return Rule(f"{level}{suit}", f"preempt: {length}+ {name(suit)}, {points(5, 10)}",
                (5, 10), {suit: (length, 13)}, long_preempt_suit(suit, vulnerable))


def _shapely_game_preempt(suit: str, vulnerable: bool) -> Rule:
    """Four of a major with seven cards and shape (``shapely_seven``), 5-10 points."""
    return Rule(f"4{suit}", f"preempt: 7 {name(suit)} and shape, {points(5, 10)}",
                (5, 10), {suit: (7, 7)}, shapely_seven(suit, vulnerable))


def _light_third_seat(suit: str) -> Rule:
    """In third seat, after partner's pass, one of a good five-card major with 10-11
    points: it shows the lead and takes room (the booklet leaves third seat to judgment;
    partner, a passed hand, will not expect a full opening)."""
    return Rule(f"1{suit}", f"third-seat opening: a good five-card {name(suit)[:-1]} suit, "
                f"{points(10, 11)}", (10, 11), {suit: (5, 5)}, good_suit(suit))


def _rule_of_fifteen(rule: Rule) -> Rule:
    """In fourth seat a one-level suit opening below 13 points also needs the rule of 15
    (points and spades make 15): the side with the spades owns the part score, and
    without them a marginal hand passes the deal out (the booklet's "pass the deal out
    with a weak hand"; Pearson's rule, standard practice).

    >>> hand = Evaluation.of("S9 S8 S7 S6 S2 HA H3 DK CK CJ C7 C3 C2".split())
    >>> _rule_of_fifteen(_major("S")).admits(hand)
    True
    >>> twelve = Evaluation.of("S8 S2 HK HQ H9 H7 H6 DA D7 D6 CK CT C3".split())
    >>> _major("H").admits(twelve), _rule_of_fifteen(_major("H")).admits(twelve)
    (True, False)
    """
    first = rule.test

    def test(h: Evaluation) -> bool:
        return (first is None or first(h)) and (h.hcp >= 13 or h.hcp + h.length["S"] >= 15)
    return replace(rule, test=test)


def _nine_tricks(h: Evaluation) -> bool:
    """A hand worth 2C without 22 points: 19+ and a long suit, 24+ with length; or 17+
    with three losers (``Evaluation.losers``), a hand that needs almost nothing from
    partner for game (``AKQJ98 J6 AKT72 -``: 18 points, ten tricks with a fit).

    >>> _nine_tricks(Evaluation.of("SA SK SQ SJ S9 S8 HJ H6 DA DK DT D7 D2".split()))
    True
    >>> _nine_tricks(Evaluation.of("SA SK SQ SJ S9 S8 HJ H6 DA DK DT D7 C2".split()))
    False
    """
    return (h.hcp >= 19 and h.total_points >= 24 and max(h.length.values()) >= 6) or \
        (h.hcp >= 17 and h.losers <= 3 and max(h.length.values()) >= 5)


def rules(ctx: Context) -> list[Rule]:
    """The openings, first choice first, at the card's ranges."""
    system = ctx.system
    out: list[Rule] = []
    if system.three_notrump is not None:
        out.append(Rule("3NT", f"{points(*system.three_notrump)}, balanced",
                        system.three_notrump, test=BALANCED))
    strong = system.strong_two_clubs
    out += [
        Rule("2C", f"strong and artificial: {points(strong)}", (strong, 37), forcing=True),
        Rule("2C", "strong and artificial: nine tricks in hand", (17, 37), test=_nine_tricks,
             forcing=True),
        Rule("2NT", f"{points(*system.two_notrump)}, balanced", system.two_notrump,
             test=BALANCED),
        Rule("1NT", f"{points(*system.one_notrump)}, balanced", system.one_notrump,
             test=BALANCED),
    ]
    if system.semi_balanced_notrump:
        out.append(Rule("1NT", f"{points(*system.one_notrump)}, 5-4-2-2 with five cards "
                        "in a minor", system.one_notrump, test=_semi_balanced))
    if not system.weak_twos:
        out += [_strong_two(suit) for suit in ("S", "H", "D")]
    if system.major_length == 4:
        out += [_four_card_suit(suit, strong - 1) for suit in ("S", "H", "D", "C")]
    else:
        out += [_major("S"), _major("H"), _minor("D"), _minor("C")]
    fourth = len(ctx.calls) == 3
    if fourth:
        out = [_rule_of_fifteen(r) if level_of(r.call) == 1 and r.call != "1NT" else r
               for r in out]
    if len(ctx.calls) == 2:
        out += [_light_third_seat(s) for s in ("S", "H")]
    if not fourth:
        vul = ctx.vulnerable_us
        if system.weak_twos:
            out += [_weak_two(suit, vul, system.weak_two_points) for suit in ("S", "H", "D")]
        out += [_preempt(4, s, 8, vul) for s in ("S", "H", "D", "C")]
        out += [_shapely_game_preempt(s, vul) for s in ("S", "H")]
        out += [_preempt(3, s, 7, vul) for s in ("S", "H", "D", "C")]
    out.append(Rule("P", "fewer than 12 points, or in fourth seat short of the rule of 15"
                    if fourth else "fewer than 12 points, no long suit to preempt in",
                    (0, 13 if fourth else 12)))
    return out
