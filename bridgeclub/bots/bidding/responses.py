"""Responses to an opening of one of a suit (SAYC), the opponents silent.

With support for a major: 2M (6-10 points, 3+ trumps), 3M limit raise (10-12, 3+), Jacoby
2NT (13+, 4+ trumps, game forcing), 4M preemptive (5+ trumps, fewer than 10 points). A new
suit at the one level (6+ points, 4+ cards) and at the two level (10+, 4+ cards; 5+ hearts
over 1S) is forcing (the booklet: "a two-over-one response shows 10 or more points"); a
jump shift shows 19+ (a good six-card suit counts its length). 1NT is 6-10 without a suit
to show at the one level; over a major 3NT is 15-17 balanced with two trumps; over a minor
2NT is 13-15 and 3NT 16-18, balanced.
Minor raises: 2m 6-10 and 3m 10-12 with 4+ (5+ clubs). Pass with fewer than 6 points
(a six-card suit with two honours counts its length: 1S on ``KQT532 6 953 752``), except
over a minor, which may be short: a five-card major answers it with 4-5 (``JT965 K2 8763
T9`` bids 1S over 1C, as the robots do; a pass can leave 1C played in a 4-2 fit).
Game values without a suit to show (SAYC has no forcing raise): a new suit first, 2C on
three cards (three trumps and a flat hand over a major; long diamonds over 1D).
The no-trump ranges are the card's (``options``): Acol's 1NT is 6-9, its 2NT 11-12 and
not forcing, its 3NT 13-15; and where the opening promises only four cards (Acol) a
raise promises four trumps. Acol's 4M is the weak raise, so four trumps and 13+ counting
shortness with no four-card suit to show bid the longer minor (three cards will do), and
jump to game in partner's major next (the delayed game raise, ``responder_rebids``).
A passed hand makes no Jacoby 2NT and no jump shift, and its new suit does not force.

>>> from bridgeclub.bots.bidding.context import Context
>>> from bridgeclub.bots.bidding.evaluation import Evaluation
>>> ctx = Context.build("S", [("N", "1H"), ("E", "P")])
>>> hand = Evaluation.of("SK S5 S2 HQ H7 H6 H3 DK D8 D4 CA C6 C5".split())
>>> next(r for r in responses(ctx) if r.admits(hand)).why
'limit raise: 4+ hearts, 10-12 points'
"""

from __future__ import annotations

from dataclasses import replace

from bridgeclub.bots.bidding.context import Context, strain_of
from bridgeclub.bots.bidding.evaluation import SUITS, Evaluation
from bridgeclub.bots.bidding.rule import (
    BALANCED,
    Rule,
    Test,
    honours_in,
    longest_of,
    name,
    points,
)

NEW_SUIT_ORDER = ("S", "H", "D", "C")


def _jump_shift_values(suit: str) -> Test:
    """19+ high-card points, or 16+ with a good six-card suit and 19+ counting its length
    (``AKJ KQJ6532 A 96``: slam interest from the start)."""
    def test(h: Evaluation) -> bool:
        return h.hcp >= 19 or (h.total_points >= 19 and h.length[suit] >= 6 and
                               h.good_suit(suit))
    return test


def _bid_new_suit_first(suit: str, opening: str, major_first: bool = False) -> object:
    """The test of the suit to respond in: the longest; of four-card suits the cheapest
    (up the line); of five-card suits the higher. With the card's ``major_before_diamonds``
    a four-card major comes before four diamonds over 1C (``QT84 6 AQ63 KQ82``: 1S).

    >>> hand = Evaluation.of("SQ ST S8 S4 H6 DA DQ D6 D3 CK CQ C8 C2".split())
    >>> [_bid_new_suit_first("S", "C", first)(hand) for first in (False, True)]
    [False, True]
    """
    def test(h: Evaluation) -> bool:
        others = [s for s in SUITS if s != opening]
        best = max(h.length[s] for s in others)
        if h.length[suit] != best:
            return False
        ties = [s for s in others if h.length[s] == best]
        if best >= 5:
            return suit == ties[0]                   # the higher of equal long suits
        if major_first and opening == "C" and "D" in ties and len(ties) > 1:
            ties.remove("D")
        cheap = sorted(ties, key=lambda s: ("CDHS".index(s) < "CDHS".index(opening),
                                            "CDHS".index(s)))
        return suit == cheap[0]                      # up the line
    return test


def _flat(h: Evaluation) -> bool:
    """Balanced without a five-card suit (which is bid first)."""
    return h.balanced and max(h.length.values()) <= 4


def _spades_before_raising(h: Evaluation) -> bool:
    """Over 1H, 1S comes before a raise with five spades, with more than a simple raise,
    or without three hearts."""
    return h.length["S"] >= 5 or h.support_points("H") > 10 or h.length["H"] < 3


def _limit(suit: str) -> Test:
    """A limit raise: 10-12 points as dummy; with 9 or fewer high-card points a void or a
    singleton may count past 12 (8 points and a void: no 1NT with four trumps).

    >>> _limit("S")(Evaluation.of("ST S9 S5 S2 HA HT H5 H2 CA C9 C7 C6 C4".split()))
    True
    """
    def test(h: Evaluation) -> bool:
        dummy = h.support_points(suit)
        return dummy >= 10 and (dummy <= 12 or h.hcp <= 9)
    return test


def _game_raise_in(trumps: str, minor: str) -> Test:
    """Acol's strong raise (13+ counting shortness, four trumps) with no four-card side suit
    to show: the longer minor, clubs of equal ones, then game in partner's major (the
    delayed game raise; Standard English Acol: 1M-4M is the weak, distributional raise).

    >>> _game_raise_in("H", "C")(Evaluation.of("SK SQ S6 HK HJ H6 H4 DJ D9 D2 CA CJ C6".split()))
    True
    """
    other = "D" if minor == "C" else "C"

    def test(h: Evaluation) -> bool:
        longer = h.length[minor] > h.length[other] or (
            h.length[minor] == h.length[other] and minor == "C")
        return h.support_points(trumps) >= 13 and longer
    return test


def responses(ctx: Context) -> list[Rule]:
    opening = ctx.opening or "1C"
    suit = strain_of(opening)
    system = ctx.system
    jacoby = system.jacoby_2nt
    fit = 8 - system.major_length          # trumps a raise promises: 3, or 4 in Acol
    out: list[Rule] = []
    if suit in ("H", "S"):
        if jacoby:
            out.append(Rule("2NT", f"Jacoby 2NT: 4+ {name(suit)}, {points(13)}, game forcing",
                            (12, 37), {suit: (4, 13)},
                            lambda h: h.support_points(suit) >= 13, forcing=True))
        out += [
            Rule(f"4{suit}", f"preemptive raise: 5+ {name(suit)}, fewer than 10 points",
                 (0, 9), {suit: (5, 13)}, lambda h: min(h.length.values()) <= 1),
            Rule(f"3{suit}", f"limit raise: 4+ {name(suit)}, {points(10, 12)}", (8, 12),
                 {suit: (4, 13)}, _limit(suit)),
        ]
        if fit == 3:
            out.append(Rule(f"3{suit}", f"limit raise: 3+ {name(suit)}, {points(10, 12)}",
                            (9, 12), {suit: (3, 3)}, _limit(suit)))
        if suit == "H":
            out.append(Rule("1S", f"new suit: 4+ spades, {points(6)}, forcing", (6, 18),
                            {"S": (4, 13)}, _spades_before_raising, forcing=True))
        out.append(Rule(f"2{suit}", f"simple raise: {fit}+ {name(suit)}, {points(6, 10)}",
                        (5, 10), {suit: (fit, 13)},
                        lambda h: 6 <= h.support_points(suit) <= 10))
    if suit in ("C", "D"):
        three, two = system.three_notrump_response, system.two_notrump_response
        forcing = system.two_notrump_response_forcing
        out += [
            Rule("3NT", f"{points(*three)}, balanced, no four-card major", three,
                 {"S": (0, 3), "H": (0, 3)}, BALANCED),
            Rule("2NT", f"{points(*two)}, balanced, no four-card major"
                 + (", forcing" if forcing else ", invitational"), two,
                 {"S": (0, 3), "H": (0, 3)}, BALANCED, forcing=forcing),
            Rule(f"3{suit}", f"limit raise: 5+ {name(suit)}, {points(10, 12)}", (10, 12),
                 {suit: (4 if suit == "D" else 5, 13), "S": (0, 3), "H": (0, 3)}),
            Rule(f"2{suit}", f"simple raise: 4+ {name(suit)}, {points(6, 10)}", (6, 10),
                 {suit: (4 if suit == "D" else 5, 13), "S": (0, 3), "H": (0, 3)}),
        ]
        if suit == "C":             # 11-12 balanced, four clubs and no other suit to bid
            out.insert(3, Rule("3C", f"limit raise: 4 clubs, {points(11, 12)}, balanced, "
                               "no four-card major", (11, 12),
                               {"C": (4, 4), "D": (0, 3), "S": (0, 3), "H": (0, 3)},
                               BALANCED))
    if suit in ("H", "S"):
        other_major = ("S", 3) if suit == "H" else ("H", 4)   # no major to show first
        three = system.three_notrump_over_major
        out.append(Rule("3NT", f"{points(*three)}, balanced, fewer than 3 {name(suit)}",
                        three, {suit: (0, 2), other_major[0]: (0, other_major[1])},
                        BALANCED))
        if not jacoby:
            two = system.two_notrump_response
            out.append(Rule("2NT", f"{points(*two)}, balanced, fewer than {fit} {name(suit)}",
                            two, {suit: (0, fit - 1), other_major[0]: (0, other_major[1])},
                            _flat, forcing=system.two_notrump_response_forcing))
    # new suits
    for other in NEW_SUIT_ORDER:
        if other == suit:
            continue
        if "CDHS".index(other) > "CDHS".index(suit):
            jump = f"2{other}"
            out.append(Rule(jump, f"jump shift: 5+ {name(other)}, {points(19)} counting "
                            "length, forcing to game", (16, 37), {other: (5, 13)},
                            _jump_shift_values(other), forcing=True))
            test = _bid_new_suit_first(other, suit, system.major_before_diamonds)
            out.append(Rule(f"1{other}", f"new suit: 4+ {name(other)}, {points(6)}, forcing",
                            (6, 37), {other: (4, 13)}, test, forcing=True))  # type: ignore[arg-type]
        else:          # a lower suit: the jump shift to the three level, 19+ in high cards
            out.append(Rule(f"3{other}", f"jump shift: 5+ {name(other)}, {points(19)}, "
                            "forcing to game", (19, 37), {other: (5, 13)}, forcing=True))
            need = 5 if (suit == "S" and other == "H") else 4
            test = _bid_new_suit_first(other, suit)
            out.append(Rule(f"2{other}", f"new suit: {need}+ {name(other)}, {points(10)}, "
                            "forcing", (10, 37), {other: (need, 13)},
                            test, forcing=True))  # type: ignore[arg-type]
    # second choices when the first-choice suit is too weak for its level
    for other in NEW_SUIT_ORDER:
        if other != suit and "CDHS".index(other) > "CDHS".index(suit):
            out.append(Rule(f"1{other}", f"new suit: 4+ {name(other)}, {points(6)}, forcing",
                            (6, 37), {other: (4, 13)}, forcing=True))
    if suit in ("H", "S") and fit == 3:    # game values, three trumps, no suit to show:
        out.append(Rule("2C", f"new suit: 3 clubs, {points(13)}, forcing (a balanced "
                        f"hand with three {name(suit)}, game to follow)", (13, 37),
                        {"C": (3, 3), suit: (3, 3)}, BALANCED, forcing=True))
    if suit in ("H", "S") and fit == 4:    # Acol: 4M is weak; game values bid a suit first
        for minor in ("C", "D"):
            out.append(Rule(f"2{minor}", f"new suit: 3+ {name(minor)}, {points(13)}, "
                            f"forcing (4+ {name(suit)} and game values: the raise follows)",
                            (10, 37), {minor: (3, 13), suit: (4, 13)},
                            _game_raise_in(suit, minor), forcing=True))
    if suit == "D" and fit == 3:           # no forcing raise of a minor in SAYC: 2C first
        out.append(Rule("2C", f"new suit: 3 clubs, {points(13)}, forcing (game values "
                        "with diamonds, no major)", (13, 37),
                        {"C": (3, 3), "D": (4, 13), "H": (0, 3), "S": (0, 3)},
                        forcing=True))
    one = system.one_notrump_response
    out.append(Rule("1NT", f"{points(*one)}, no suit to show at the one level", one))
    for other in NEW_SUIT_ORDER:          # 6+ points counting a sixth card's length
        if "CDHS".index(other) > "CDHS".index(suit):
            out.append(Rule(f"1{other}", f"new suit: 6+ {name(other)}, 5 points and the "
                            "length", (5, 5), {other: (6, 13)}, honours_in(other, 2),
                            forcing=True))
    if suit in ("C", "D"):                # a minor may be short: a five-card major
        out += [Rule(f"1{major}", f"new suit: 5+ {name(major)}, {points(4, 5)}", (4, 5),
                     {major: (5, 13)}, longest_of(major), forcing=True) for major in "SH"]
    out.append(Rule("P", f"{points(0, 5)}", (0, 5)))
    return _by_a_passed_hand(out) if "P" in ctx.mine else out


def _by_a_passed_hand(rules: list[Rule]) -> list[Rule]:
    """A passed hand holds at most 11 points: no Jacoby 2NT and no jump shift, and a new
    suit no longer forces opener (SAYC: only an unpassed responder's new suit forces).

    >>> from bridgeclub.bots.bidding.context import Context
    >>> ctx = Context.build("S", [("S", "P"), ("W", "P"), ("N", "1S"), ("E", "P")])
    >>> [(r.call, r.forcing) for r in responses(ctx) if r.call in ("2NT", "2C", "3C")]
    [('2C', False)]
    """
    out = []
    for rule in rules:
        if rule.forcing and (rule.hcp[0] >= 12 or rule.call == "2NT"):
            continue
        if rule.forcing:
            rule = replace(rule, why=rule.why.replace(", forcing", ", not forcing (a passed "
                                                      "hand)"), forcing=False)
        out.append(rule)
    return out

