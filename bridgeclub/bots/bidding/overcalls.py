"""Defensive bidding (SAYC): overcalls, the 1NT overcall, takeout doubles, and partner's
answers to them (advancing).

- 1NT overcall: 15-18 balanced with a stopper in their suit.
- Simple overcall: a five-card suit (a good one at the two level; at the one level two
  honours in it, its ace or king, or 10+ points, will do), 8-16 points at the one level
  (not vulnerable 7 with a good suit: ``KQ862 QT7 T95 97`` bids 1S over 1H, as the
  robots do), 10-16 at the two level (12-16 between their two hands once they have bid
  two suits: 1D P 1S 2C, where either may double).
- Jump overcall: weak, a good six-card suit, 5-10 points (not vulnerable at the two
  level, one honour will do); vulnerable, a jump to the three level is a preempt, seven
  cards (the rule of two and three).
- Over a preempt at the three level 3NT is 15-21 balanced with a stopper. Over their
  raise (1H P 2H) a natural 2NT is no place for a five-card major: the suit is bid.
- Takeout double: 12+ points (13+ at the two level; a singleton or void in their suit
  makes up a point: 11 over their opening of one, 12 at the two level), short in their
  suit (two or fewer) and 3+ cards in each other suit; or any hand
  of 17+ points. No takeout double once they have shown 21+ between them (1NT and
  Stayman's answer; a reverse and the answer it followed): partner holds next to
  nothing; nor a no-trump overcall (2H P 2NT P 3C P 3H: 3NT has the points of neither
  side); over their no-trump opening and its answer no natural no trumps at all (1NT P
  2D: a transfer, and 15 balanced points are no 2NT). Over a major at the two or three
  level, a singleton or void there and four of the other major double rather than
  overcall a minor at the three level (the double finds the major fit). A
  double of 1NT is for penalties (15+), and so is a double of their game opening in a
  major (three good trumps, 13+). Over their four-level minor a good six-card major is
  bid at game with 17+ too (a double would let partner choose the trumps). Over 1NT a
  natural overcall is a good six-card suit, or a good five-card major with 10+; over
  their 2NT or no-trump game no double (they hold 23+), a good seven-card suit at the
  three level, else pass.
- In the balancing seat (a pass would end the auction at their opening or its raise)
  everything is a king lighter: 1NT 12-15, overcalls and takeout doubles 3 points less;
  a jump there is no weak jump overcall. Against a misfit (a pass ends the auction in
  a suit only one of them bid, after they bid two suits) no balancing: let them play.
- Partner's 1NT overcall doubled for penalties: with 0-7 and a five-card suit (not
  theirs) advancer runs to it at the two level, to play; the overcaller passes.
- Advancing an overcall: a raise (3+ trumps, 6-10), a preemptive jump raise (4 trumps to
  the three level, 5 to the four level: the total tricks), a cue bid of their suit (a
  raise with 11+), a five-card major still at the one level (8+, before no trumps),
  a six-card major of my own (6-10, a good suit) before the raise of a minor,
  1NT (8-11, a stopper), 2NT (12-14, a stopper; 11-13 over a two-level overcall, 3NT
  with 14+; over a minor a balanced hand bids it before the cue bid, three trumps or
  not; over a three-level overcall, 13-16, 3NT with 11+; no no trumps when they
  opened 1NT: they hold the values), a new suit (5+ cards, 8+; a six-card suit without
  a fit below the four level only: higher it bypasses partner's suit; a five-card suit
  too, over their bid), pass. A raise to the four level needs four trumps in a major
  over their three-level bid (game), five in a minor (ten together: the law; partner's
  three-level minor too, her four-level minor is raised to game); over their 3NT a
  simple raise (6-10) would be game: pass.
- The overcaller, their raise to two passed round to her: a six-card suit competes. After
  advancer's 1NT: a six-card suit again, 2NT with 15-16 balanced, else pass.
- The overcaller after advancer's cue bid: game in a major with 14+, else her suit again
  at the cheapest level (a minimum). After advancer's new minor (not forcing): 3NT with a
  maximum and their suit stopped, a raise with a maximum and three cards, a six-card suit
  again, else pass.
- Over their redouble of partner's takeout double advancer bids a four-card suit or
  passes (the doubler chooses); the doubler, the redouble passed back to him, takes out.
- Advancing a takeout double: the best unbid suit (a four-card major before a five-card
  minor) at the cheapest level (0-8), a jump (9-11), the cue bid (12+; over a preempt
  game in a four-card major with 10+), 1NT/2NT/3NT (stoppers, no four-card major:
  6-10/11-12/13-16), a pass to convert it to penalties
  (five good trumps in their suit); a double of their game (4H and higher: the booklet's
  doubles are for takeout through 4D) is left in without a five-card suit. No jump goes
  past game. After their raise a bid is free: 6+ points; a double of their suit at the
  three level or higher is for penalties (five of it with two honours, 8+). Partner's
  double of their no trumps is for penalties: pass, or run to a long suit with 0-4.

>>> from bridgeclub.bots.bidding.context import Context
>>> from bridgeclub.bots.bidding.evaluation import Evaluation
>>> ctx = Context.build("S", [("E", "1D")])
>>> hand = Evaluation.of("SK S5 S4 S2 HA H7 H6 H3 D4 CA CQ C6 C5".split())
>>> next(r for r in overcalls(ctx) if ctx.is_legal(r.call) and r.admits(hand)).why
'takeout double: 12+ points, short in diamonds, support for the other suits'
"""

from __future__ import annotations

from bridgeclub.bots.bidding.context import Context, bid, cheapest, level_of, rank, strain_of
from bridgeclub.bots.bidding.evaluation import SUITS, Evaluation
from bridgeclub.bots.bidding.rule import (
    Rule,
    Test,
    good_suit,
    honours_in,
    longest_of,
    name,
    points,
)


def is_balancing(ctx: Context) -> bool:
    """Whether a pass would end the auction at their opening or at a suit of theirs
    raised to two (the pass-out, or balancing, seat); not once they have bid three suits
    (their preference at the two level hides no fit of ours: they have the values and
    the unbid suit is the only one left for a takeout double).

    >>> is_balancing(Context.build("W", [("N", "1D"), ("E", "P"), ("S", "P")]))
    True
    >>> is_balancing(Context.build("E", [("N", "1H"), ("E", "P"), ("S", "2H"), ("W", "P"),
    ...                                  ("N", "P")]))
    True
    >>> is_balancing(Context.build("E", [("N", "1D")]))
    False
    >>> is_balancing(Context.build("W", [("S", "1H"), ("W", "P"), ("N", "1S"), ("E", "P"),
    ...     ("S", "2D"), ("W", "P"), ("N", "2H"), ("E", "P"), ("S", "P")]))
    False
    >>> is_balancing(Context.build("W", [("N", "1D"), ("E", "P"), ("S", "1S"), ("W", "P"),
    ...                                  ("N", "2S"), ("E", "P"), ("S", "P")]))
    True
    """
    strains = [strain_of(c) for c in ctx.their_bids]
    last = strain_of(ctx.last_bid or "")
    raised = len(set(strains)) == 1 or (strains.count(last) >= 2 and len(set(strains)) <= 2)
    return len(ctx.calls) >= 3 and [c for _, c in ctx.calls[-2:]] == ["P", "P"] and \
        raised and level_of(ctx.last_bid or "") <= 2 and last not in ("", "N") and \
        "N" not in strains


def against_misfit(ctx: Context) -> bool:
    """Whether a pass would end the auction in a suit only one of them has bid, after
    they bid two suits or more (1H P 1S P 2C P 2S P P, 1S P 2D P 2S P P; their no
    trumps are no suit: after 1NT P 2D P P or 2H P 2NT P 3H P P we balance): they have
    found no fit, the points are theirs or evenly split, and a misfit for them is often
    one for us too: let them play it (a player balances when they have a fit, not
    against a misfit; the double or overcall there is the one that gets doubled).

    >>> against_misfit(Context.build("W", [("S", "1H"), ("W", "P"), ("N", "1S"), ("E", "P"),
    ...     ("S", "2C"), ("W", "P"), ("N", "2S"), ("E", "P"), ("S", "P")]))
    True
    >>> against_misfit(Context.build("W", [("N", "1D"), ("E", "P"), ("S", "1S"), ("W", "P"),
    ...                                    ("N", "2S"), ("E", "P"), ("S", "P")]))
    False
    """
    last = strain_of(ctx.last_bid or "")
    bidders = {seat for seat, call in ctx.bids if strain_of(call) == last}
    return len(ctx.calls) >= 3 and [c for _, c in ctx.calls[-2:]] == ["P", "P"] and \
        last not in ("", "N") and len(bidders) == 1 and not any(map(ctx.ours, bidders)) \
        and len({strain_of(c) for c in ctx.their_bids} - {"N"}) >= 2


def overcalls(ctx: Context) -> list[Rule]:
    """Our side's first action after the opponents opened. In the balancing seat the
    values are a king lighter (partner, who passed, may hold them): 1NT 12-15, overcalls
    and takeout doubles three points lighter."""
    last = ctx.last_bid or "1C"
    theirs = strain_of(last)
    level = level_of(last)
    light = 3 if is_balancing(ctx) else 0
    out: list[Rule] = []
    if theirs == "N":
        return _over_notrump(last, balancing=ctx.their_bids == ["1NT"] and
                             [c for _, c in ctx.calls[-2:]] == ["P", "P"])
    if level >= 4 and theirs in ("H", "S") and ctx.their_bids == [last]:   # their opening
        out.append(Rule("X", f"penalty double: 3+ good {name(theirs)}, {points(13)}",
                        (13, 37), {theirs: (3, 13)}, lambda h: h.honours(theirs) >= 2))
    if level == 1:
        low, high = ctx.system.notrump_overcall
        out.append(Rule("1NT", f"{points(low - light, high - light)}, balanced, a stopper in "
                        f"{name(theirs)}" + (", balancing" if light else ""),
                        (low - light, high - light),
                        test=lambda h: h.balanced and h.stopper(theirs)))
    elif level <= 3:
        top = 18 if level == 2 else 21                   # 3NT over a preempt: 15-21
        fit = len([c for c in ctx.their_bids if strain_of(c) == theirs]) >= 2

        def natural(h: Evaluation) -> bool:   # over their fit a five-card major is bid
            return h.balanced and h.stopper(theirs) and not (fit and any(
                h.length[m] >= 5 for m in "HS" if m != theirs))
        out.append(Rule(cheapest("N", last), f"{points(15, top)}, balanced, a stopper in "
                        f"{name(theirs)}", (15, top), test=natural))
    # a suit they have bid is theirs, not ours to overcall in: after 1S P 1NT P 2H a 2S
    # would be a natural overcall of opener's own spades
    bid_by_them = {theirs, *ctx.their_suits}
    two_suits = len(set(ctx.their_suits)) >= 2 and not light   # they have bid two suits
    for s in SUITS:
        if s in bid_by_them:
            continue
        call = cheapest(s, last)
        jump = bid(level_of(call) + 1, s)
        if level_of(jump) <= 3 and level == 1 and not light:   # balancing: no weak jumps
            if level_of(jump) == 2 or not ctx.vulnerable_us:   # vulnerable, three needs 7
                out.append(Rule(jump, f"weak jump overcall: 6 {name(s)}, {points(5, 10)}",
                                (5, 10), {s: (6, 6)}, _preemptive_suit(
                                    s, ctx.vulnerable_us, 1 if level_of(jump) == 2 else 2)))
            # seven cards jump to three (a single or double jump: either is weak here)
            out.append(Rule(bid(3, s), f"preemptive jump overcall: 7+ {name(s)}, "
                            f"{points(5, 10)}", (5, 10), {s: (7, 13)},
                            _preemptive_suit(s, ctx.vulnerable_us)))
    other = {"H": "S", "S": "H"}.get(theirs)
    if other and level >= 2:               # the other major before a three-level minor
        out.append(Rule("X", f"takeout double: {points(13 - light)}, a singleton or void in "
                        f"{name(theirs)}, four {name(other)}", (13 - light, 37),
                        {theirs: (0, 1), other: (4, 4)},
                        lambda h: all(h.length[s] >= 3 for s in SUITS if s != theirs)))
    for s in SUITS:
        if s in bid_by_them:
            continue
        call = cheapest(s, last)
        low = (8 if level_of(call) == 1 else (10 if level_of(call) == 2 else 13)) - light
        if two_suits and level_of(call) >= 2:   # between their two bid hands: a
            low += 2                              # two-level suit risks most

        def test(h: Evaluation, s: str = s, call: str = call) -> bool:
            quality = h.good_suit(s) or h.length[s] >= 6 or (
                level_of(call) == 1 and (h.hcp >= 10 - light or h.honours(s) >= 2
                                         or h.ranks[s][:1] in ("A", "K")))
            return _longest_outside(h, s, theirs) and quality
        least = 5
        if level_of(call) >= 4:            # the four level: a five-card suit with a
            out.append(Rule(call, f"overcall: 5 {name(s)}, {points(16 - light, 16)}",
                            (16 - light, 16), {s: (5, 5)}, test))   # maximum only (else
            least = 6   # doubled; balancing a king lighter, as the other overcalls)
        out.append(Rule(call, f"overcall: {least}+ {name(s)}, {points(low, 16)}", (low, 16),
                        {s: (least, 13)}, test))
        if level_of(call) == 1 and not light and not ctx.vulnerable_us:   # a good suit
            out.append(Rule(call, f"overcall: 5+ good {name(s)}, {points(7, 7)}", (7, 7),
                            {s: (5, 13)}, _good_longest(s, theirs)))    # lends a point
    out.extend(_natural_in_their_suit(ctx, light))
    low = (12 if level == 1 else 13) - light
    raised = sum(strain_of(c) == theirs for c in ctx.their_bids) >= 2 and not light
    #   (their fit, in the direct seat: a doubleton of theirs leaves partner three or four
    #   of it and my honours there idle; balancing, partner's values are behind them)
    #   (1H P 1S X, ``two_suits``: the two unbid suits, four cards each; balancing, three)
    out.append(Rule("X", f"takeout double: {points(low)}, short in {name(theirs)}, support "
                    "for the other suits", (low, 37), {theirs: (0, 1 if raised else 2)},
                    lambda h: all(h.length[s] >= (4 if two_suits and s not in bid_by_them
                                                  else 3) for s in SUITS if s != theirs)))
    if light and level == 1 and theirs in "CD":   # 1C P P X: both majors, three of the
        out.append(Rule("X", f"takeout double: {points(low)}, both majors, balancing",
                        (low, 37), {theirs: (0, 3), "H": (4, 13), "S": (4, 13)}))  # minor
    if level == 2 or (level == 1 and ctx.their_bids == [last] and not light):
        # a singleton makes up the point (over their opening of one: 11 points)
        out.append(Rule("X", f"takeout double: {points(low - 1)}, a singleton or void in "
                        f"{name(theirs)}, support for the other suits", (low - 1, 37),
                        {theirs: (0, 1)},
                        lambda h: all(h.length[s] >= 3 for s in SUITS if s != theirs)))
    for s in SUITS:                        # over a four-level preempt a long suit of
        call = cheapest(s, last)           # my own is bid at game, however strong
        if s not in bid_by_them and level_of(call) == 4 and s in "HS":
            out.append(Rule(call, f"overcall: 6+ good {name(s)}, {points(17)}, to play",
                            (17, 37), {s: (6, 13)}, good_suit(s)))
    strong = 16 if light else 17
    out.append(Rule("X", f"takeout double: a strong hand, {points(strong)}", (strong, 37)))
    out.append(Rule("P", "no suitable overcall or double", (0, 16)))
    if their_values(ctx) >= THEIR_GAME_VALUES:
        out = [r for r in out if not r.why.startswith("takeout double") and
               strain_of(r.call) != "N"]      # nor no trumps: the points are theirs
    elif their_notrump_opening(ctx):        # over their no trumps and its transfer
        out = [r for r in out if strain_of(r.call) != "N"]    # no natural no trumps
    return out


def _natural_in_their_suit(ctx: Context, light: int) -> list[Rule]:
    """Once they have bid two suits a cue bid of either is natural (the SAYC booklet:
    Michaels shows two suits only over one suit of theirs): a good six-card suit they bid
    once, not opener's major (five of them), overcalls in it at the cheapest level (not
    once they have bid three suits: then each of theirs may be long).

    >>> calls = [("N", "1C"), ("E", "P"), ("S", "1H")]
    >>> [r.call for r in _natural_in_their_suit(Context.build("W", calls), 0)]
    ['2H', '2C']
    """
    strains = [strain_of(c) for c in ctx.their_bids]
    if len(set(strains) - {"N"}) != 2 or light:
        return []
    last = ctx.last_bid or "1C"
    out = []
    for s in SUITS:
        if strains.count(s) != 1 or (s in "HS" and s == strains[0]):
            continue
        call = cheapest(s, last)
        if level_of(call) > 2:
            continue
        low = 8 if level_of(call) == 1 else 10
        out.append(Rule(call, f"natural overcall in their suit: 6+ good {name(s)}, "
                        f"{points(low, 16)}", (low, 16), {s: (6, 13)}, good_suit(s)))
    return out


def their_notrump_opening(ctx: Context) -> bool:
    """Whether the opponents opened 1NT or 2NT.

    >>> their_notrump_opening(Context.build("S", [("N", "P"), ("E", "1NT"), ("S", "P"),
    ...                                           ("W", "2D"), ("N", "P")]))
    True
    """
    return ctx.opener is not None and not ctx.ours(ctx.opener) and \
        ctx.opening in ("1NT", "2NT")


def their_values(ctx: Context) -> int:
    """The points the opponents have shown between them: each one's minimum, Stayman
    over their no-trump opening counted at its 8 (the booklet's; the reader's range
    keeps the weak Stayman too).

    >>> from bridgeclub.bots.bidding.reader import read_auction
    >>> calls = [("N", "P"), ("E", "1NT"), ("S", "P"), ("W", "2C"), ("N", "P"), ("E", "2H")]
    >>> their_values(Context.build("S", calls, known=read_auction(calls)[0]))
    23
    """
    shown = {s: ctx.range_of(s).hcp[0] for s in (ctx.lho, ctx.rho)}
    if their_notrump_opening(ctx):
        responder = ctx.lho if ctx.opener == ctx.rho else ctx.rho
        stayman = "2C" if ctx.opening == "1NT" else "3C"
        if ctx.actions_of(responder)[:1] == [stayman]:
            shown[responder] = max(shown[responder], 8)
    return sum(shown.values())


#: Points the opponents have shown between them past which a takeout double only asks
#: partner, who holds next to nothing, to bid at the two or three level: 1NT and
#: Stayman's answer (15 and 8), an opening and a game-forcing raise, a reverse and the
#: one-level answer before it (16 and the reader's light 4, a five-card major answering
#: a minor: 1D P 1S P 2H, where ``AT9 K8 Q863 KJ84`` doubled and partner's forced 3C went
#: for 800).
THEIR_GAME_VALUES = 20


def _longest_outside(h: Evaluation, suit: str, theirs: str) -> bool:
    """Whether ``suit`` is my longest (or as long as any) outside their suit: an
    overcall's suit."""
    return h.length[suit] == max(h.length[t] for t in SUITS if t != theirs)


def _good_longest(suit: str, theirs: str) -> Test:
    """A good ``suit`` (two of the top three honours, or three of the top five) that is
    my longest outside ``theirs``: a light overcall's suit.

    >>> hand = Evaluation.of("SK SQ S8 S6 S2 HQ HT H7 DT D9 D5 C9 C7".split())
    >>> _good_longest("S", "H")(hand), _good_longest("D", "H")(hand)
    (True, False)
    """
    def test(h: Evaluation) -> bool:
        return h.good_suit(suit) and _longest_outside(h, suit, theirs)
    return test


def _preemptive_suit(suit: str, vulnerable: bool, honours: int = 2) -> Test:
    """A suit to preempt in (the booklet: jump overcalls are weak, like weak two bids): two
    of the top five honours (``honours``), vulnerable a good suit (two of the top three,
    or three of the top five), as an opening weak two or preempt holds (``openings``);
    with 10 points a suit short of good overcalls simply (``KJ9742 6 A84 Q73``: 1S over
    1H). Not vulnerable, the jump to the two level takes one honour (``Q97432 J8 J54
    J3``: 2S over 1D, as the robots jump: it is their auction the jump takes room from).

    >>> hand = Evaluation.of("SK SJ S9 S7 S5 S4 H6 DT D5 CK CT C7 C2".split())
    >>> _preemptive_suit("S", False)(hand), _preemptive_suit("S", True)(hand)
    (True, False)
    """
    def test(h: Evaluation) -> bool:
        return h.good_suit(suit) or (not vulnerable and h.honours(suit) >= honours and
                                     h.hcp <= 9)
    return test


def _over_notrump(last: str, balancing: bool = False) -> list[Rule]:
    """Over their no trumps: a double of 1NT is for penalties (15+); over their 2NT or
    their no-trump game they hold 23+ and we 17 at most, so no double, and a suit of our
    own only where it is cheap: a six-card suit at the two level (a good five-card major
    with 10+), a good seven-card suit at the three level, nothing at the four level (the
    law of total tricks: seven trumps and a silent partner take seven or eight tricks).
    In the pass-out seat over 1NT (``balancing``) the six-card suit needs two of the top
    five honours only (the booklet: reopening bids may be lighter; ``KJ9754 83 A62 74``
    bids 2S over 1NT P P).

    >>> [r.call for r in _over_notrump("3NT")]
    ['P']
    >>> [r.call for r in _over_notrump("2NT")][:2]
    ['3S', '3H']
    """
    out: list[Rule] = []
    if level_of(last) == 1:
        out.append(Rule("X", f"penalty double: {points(15)}", (15, 37)))
    for s in ("S", "H", "D", "C"):
        call = cheapest(s, last)
        if level_of(call) <= 3:
            length = 6 if level_of(call) == 2 else 7
            light = balancing and level_of(call) == 2
            out.append(Rule(call, f"natural: {length}+ {name(s)}, {points(8, 15)}"
                            + (", balancing" if light else ""), (8, 15), {s: (length, 13)},
                            honours_in(s, 2) if light else good_suit(s)))
    for s in ("S", "H"):                     # a good five-card major will do with 10+
        if level_of(cheapest(s, last)) == 2:
            out.append(Rule(cheapest(s, last), f"natural: 5+ good {name(s)}, "
                            f"{points(10, 15)}", (10, 15), {s: (5, 13)}, good_suit(s)))
    if level_of(last) == 1:
        out.append(Rule("P", "no good suit to show", (0, 14)))
    else:
        out.append(Rule("P", "their no trumps: no good suit to show cheaply", (0, 37)))
    return out


def notrump_overcall_doubled(ctx: Context) -> bool:
    """Whether partner's one-level 1NT overcall, my side's only action, stands doubled
    and it is my turn (1H 1NT X, or 1H 1NT P P X P: the double in the pass-out seat).

    >>> notrump_overcall_doubled(Context.build("S", [("W", "1H"), ("N", "1NT"), ("E", "X")]))
    True
    >>> notrump_overcall_doubled(Context.build("S", [("W", "1H"), ("N", "1NT"), ("E", "P")]))
    False
    """
    return ctx.actions_of(ctx.partner) == ["1NT"] and not ctx.actions_of(ctx.me) and \
        ctx.last_bid == "1NT" and \
        ctx.doubled and not ctx.we_opened and ctx.rho_call in ("X", "P")


def escapes(ctx: Context) -> list[Rule]:
    """Partner's 1NT overcall doubled for penalties: with 0-7 points and a five-card suit
    of my own (not theirs) I run to it at the two level, to play. The opener's side
    holds the balance and the doubler sits over the overcaller: 1NT doubled goes two or
    three down (-500, -800) opposite a weak hand, a five-card suit at the two level one
    at most. With more I pass (we may make it), and so does a weak hand with no
    five-card suit (the system's calls follow).

    >>> ctx = Context.build("S", [("W", "1D"), ("N", "1NT"), ("E", "X")])
    >>> hand = Evaluation.of("SQ ST S9 S8 S2 HJ HT H6 D6 D5 C5 C4 C2".split())
    >>> next(r for r in escapes(ctx) if r.admits(hand)).call
    '2S'
    """
    if not notrump_overcall_doubled(ctx):
        return []
    ours = [s for s in SUITS if s not in ctx.their_suits]
    return [Rule(f"2{s}", f"escape from 1NT doubled: 5+ {name(s)}, {points(0, 7)}, to play",
                 (0, 7), {s: (5, 13)}, longest_of(s, ours)) for s in ours]


def after_escape(ctx: Context) -> list[Rule] | None:
    """The overcaller after partner's escape from her 1NT doubled (``escapes``): the
    escape is to play, pass; None when partner's call was no escape.

    >>> [r.call for r in after_escape(Context.build("N", [("W", "1D"), ("N", "1NT"),
    ...     ("E", "X"), ("S", "2H"), ("W", "P")])) or []]
    ['P']
    """
    partners = ctx.actions_of(ctx.partner)
    if ctx.actions_of(ctx.me) != ["1NT"] or len(partners) != 1 or ctx.we_opened or \
            ctx.rho_call != "P" or ctx.last_bid != partners[0]:
        return None
    index = next(i for i, (seat, call) in enumerate(ctx.calls) if seat == ctx.me and
                 call == "1NT")
    between = [c for _, c in ctx.calls[index + 1:-2]]   # up to her escape
    escape = partners[0]
    if "X" not in between or level_of(escape) != 2 or \
            strain_of(escape) in ("N", *ctx.their_suits):
        return None
    return [Rule("P", "partner's escape from 1NT doubled is to play", (0, 37))]


def advancing_overcall(ctx: Context) -> list[Rule]:
    """Partner overcalled in a suit (or 1NT); their side then passed."""
    ours = next(c for c in reversed(ctx.partners) if level_of(c))
    suit = strain_of(ours)
    theirs = ctx.their_suits[0] if ctx.their_suits else "C"
    last = ctx.last_bid or ours

    def stopped(h: Evaluation) -> bool:
        return all(h.stopper(s) for s in set(ctx.their_suits) or {theirs})
    if suit == "N" and level_of(ours) >= 3:      # game already: the captain judges slam
        return []
    if suit == "N" and level_of(ours) == 2:      # 15-18 over their weak two
        return [Rule("3NT", f"to play: {points(8)}", (8, 37)),
                Rule("P", f"{points(0, 7)}", (0, 7))]
    if suit == "N":
        return [Rule("3NT", f"to play: {points(10)}", (10, 37)),
                Rule("2NT", f"invitational: {points(8, 9)}", (8, 9)),
                Rule("P", f"{points(0, 7)}", (0, 7))]
    out = []
    game = f"4{suit}" if suit in "HS" else "3NT"
    out.append(Rule(game, f"game: 3+ {name(suit)}, {points(14)}", (14, 37), {suit: (3, 13)},
                    lambda h: suit in "HS" or h.stopper(theirs)))
    nt_level = level_of(cheapest("N", last))
    over_notrump = strain_of(ctx.opening or "") == "N"    # they hold the strong no trump
    if suit in "CD" and nt_level == 2 and not over_notrump:
        # a balanced hand with their suit stopped: no trumps, not the cue bid (nine
        # tricks, not eleven), three cards in partner's minor or not
        out.append(Rule("2NT", f"{points(11, 13)}, balanced, a stopper in {name(theirs)}, "
                        "invitational", (11, 13), {suit: (0, 3)},
                        lambda h: stopped(h) and h.balanced))
    cue = cheapest(theirs, last)
    if rank(cue) < rank(bid(4 if suit in "HS" else 5, suit)):   # (4C) 4S P: no 5C raise
        out.append(Rule(cue, f"cue bid: a raise with {points(11)}, 3+ {name(suit)}",
                        (11, 37), {suit: (3, 13)}, forcing=True))
    jump = bid(level_of(ours) + 2, suit) if level_of(ours) <= 2 else bid(4, suit)
    trumps = level_of(jump) + 1            # the total tricks: 9 trumps for three, 10 for four
    if level_of(jump) <= 4:                # a minor's five level is no preempt's place
        out.append(Rule(jump, f"preemptive jump raise: {trumps}+ {name(suit)}, a weak hand",
                        (0, 8), {suit: (trumps, 13)}))
    for s in ("S", "H"):          # a six-card major of my own before partner's minor
        if suit in "CD" and s != theirs and level_of(cheapest(s, last)) <= 2:
            out.append(Rule(cheapest(s, last), f"new suit: 6+ {name(s)}, {points(6, 10)}, "
                            f"a better trump suit than {name(suit)}", (6, 10),
                            {s: (6, 13)}, good_suit(s)))
    raise_level = level_of(cheapest(suit, last))
    if raise_level <= 3 or (last == ours and (suit in "HS" or raise_level >= 5)):
        out.append(Rule(cheapest(suit, last), f"raise: 3+ {name(suit)}, {points(6, 10)}",
                        (6, 10), {suit: (3, 13)}))          # (her own bid raised to game)
    else:                              # the four level: the law's ten trumps
        if strain_of(last) != "N":     # (over their 3NT a raise to game is no simple raise)
            need = 4 if suit in "HS" else 5         # a major's four level is game
            out.append(Rule(cheapest(suit, last), f"competes: {need}+ {name(suit)}, "
                            f"{points(6, 10)}, to the four level", (6, 10),
                            {suit: (need, 13)}))
        out.append(Rule("P", f"3+ {name(suit)}, {points(0, 10)}: no raise to the four level",
                        (0, 10), {suit: (3, 13)}))
    for s in SUITS:          # a long suit of my own and no fit: show it, below four
        if s not in (suit, theirs) and level_of(cheapest(s, last)) <= 3:
            out.append(Rule(cheapest(s, last), f"new suit: 6+ {name(s)}, no fit for "
                            f"{name(suit)}", (6, 37), {s: (6, 13), suit: (0, 1)}))
    if nt_level == 2 and not over_notrump:               # over a two-level overcall
        out.append(Rule("3NT", f"to play: {points(14)}, a stopper in {name(theirs)}",
                        (14, 37), test=lambda h: stopped(h) and h.length[suit] <= 2))
        out.append(Rule("2NT", f"{points(11, 13)}, a stopper in {name(theirs)}, "
                        "invitational", (11, 13),
                        test=lambda h: stopped(h) and h.length[suit] <= 2))
    elif nt_level == 3 and not over_notrump:             # over a three-level overcall
        out.append(Rule("3NT", f"to play: {points(11)}, a stopper in {name(theirs)}",
                        (11, 37), test=lambda h: stopped(h) and h.length[suit] <= 2))
    for s in ("S", "H"):                     # a five-card major still at the one level
        if s not in (suit, theirs) and level_of(cheapest(s, last)) == 1:
            out.append(Rule(cheapest(s, last), f"new suit: 5+ {name(s)}, {points(8)}, not "
                            "forcing", (8, 37), {s: (5, 13)}))
    if nt_level == 1:
        out.append(Rule("1NT", f"{points(8, 11)}, a stopper in {name(theirs)}",
                        (8, 11), test=lambda h: stopped(h) and h.length[suit] <= 2))
        out.append(Rule("2NT", f"{points(12, 14)}, a stopper in {name(theirs)}, invitational",
                        (12, 14), test=lambda h: stopped(h) and h.length[suit] <= 2))
    for s in SUITS:                # not at the four level over their bid: past 3NT
        if s not in (suit, theirs) and (level_of(cheapest(s, last)) <= 3 or last == ours):
            out.append(Rule(cheapest(s, last), f"new suit: 5+ {name(s)}, {points(8)}",
                            (8, 37), {s: (5, 13)}, good_suit(s)))
    out.append(Rule("P", "no fit and no good suit", (0, 37)))
    return out


def advancing_double(ctx: Context, free: bool = False) -> list[Rule]:
    """Partner made a takeout double; RHO passed: advancer must bid (or pass for
    penalties). ``free``: RHO bid instead, so advancer need not bid and her bids show
    values (a simple bid 6-10, a jump 11-12; at the five level, over their game, six
    cards and 8-10: the law's ten trumps take ten tricks, not eleven)."""
    jump_range, simple_range = ((11, 12), (6, 10)) if free else ((9, 11), (0, 8))
    theirs = ctx.their_suits[-1] if ctx.their_suits else "C"
    last = ctx.last_bid or "1C"
    unbid = [s for s in SUITS if s not in ctx.their_suits]

    def best(s: str) -> object:
        """The longest unbid suit, a major first when as long; a four-card major before a
        five-card minor."""
        def test(h: Evaluation) -> bool:
            top = max(h.length[t] for t in unbid)
            majors4 = [t for t in unbid if t in "HS" and h.length[t] >= 4]
            if majors4 and top <= 5:
                return s == max(majors4, key=lambda t: (h.length[t], t == "S"))
            choices = [t for t in unbid if h.length[t] == top]
            majors = [t for t in choices if t in "HS"]
            return s == (majors or choices)[0]
        return test
    out: list[Rule] = [
        Rule("P", f"penalty pass: 5+ good {name(theirs)}", (6, 37), {theirs: (5, 13)},
             lambda h: h.honours(theirs) >= 3),
    ]
    for s in unbid:
        game = f"4{s}" if s in "HS" else None
        if game and ctx.is_legal(game):
            out.append(Rule(game, f"game: 5+ {name(s)}, {points(12)}", (12, 37),
                            {s: (5, 13)}, best(s)))  # type: ignore[arg-type]
            if level_of(last) >= 3:        # over a preempt a cue bid is past 3NT
                out.append(Rule(game, f"game: 4 {name(s)}, {points(10)}, over their "
                                "preempt", (10, 37), {s: (4, 13)},
                                best(s)))  # type: ignore[arg-type]
    majors = [s for s in unbid if s in "HS"]
    out.append(Rule("3NT", f"{points(13, 16)}, stoppers in {name(theirs)}, no four-card "
                    "major", (13, 16), test=lambda h: h.stopper(theirs) and h.balanced and
                    all(h.length[m] < 4 for m in majors)))
    out.append(Rule(cheapest(theirs, last), f"cue bid: {points(12)}, forcing", (12, 37),
                    forcing=True))
    jump_nt = bid(level_of(cheapest("N", last)) + (1 if level_of(last) == 1 else 0), "N")
    out.append(Rule(jump_nt, f"{points(11, 12)}, a stopper in {name(theirs)}, no four-card "
                    "major", (11, 12), test=lambda h: h.stopper(theirs) and h.balanced and
                    h.length["S"] < 4 and h.length["H"] < 4))
    for s in unbid:                        # no jump past game (over 4D, 5S is no invitation)
        call = cheapest(s, last)
        if level_of(call) + 1 <= (4 if s in "HS" else 5):
            out.append(Rule(bid(level_of(call) + 1, s), f"jump: 4+ {name(s)}, "
                            f"{points(*jump_range)}", jump_range, {s: (4, 13)},
                            best(s)))  # type: ignore[arg-type]
    nt = cheapest("N", last)        # no 3NT on 6-10; over their two-level opening 2NT
    if level_of(nt) == 1 or (level_of(nt) == 2 and free):   # is 11-12 (jump_nt)
        out.append(Rule(nt, f"{points(6, 10)}, a stopper in {name(theirs)}, "
                        "no four-card major", (6, 10), test=lambda h: h.stopper(theirs) and
                        h.length["S"] < 4 and h.length["H"] < 4 and
                        min(h.length.values()) >= 2))    # a singleton bids its long suit
    if rank(last) >= rank("4H") and not free:   # a double of their game: cards, no demand
        out.append(Rule("P", f"leaves the double of {last} in: no five-card suit",
                        (0, 37), test=lambda h: max(h.length[s] for s in unbid) < 5))
    for s in unbid:
        high = free and level_of(cheapest(s, last)) >= 5   # over their game: the five
        least = 6 if high else 4 if free else 3            # level needs a long suit
        out.append(Rule(cheapest(s, last), f"answer to the double: {6 if high else 4}+ "
                        f"{name(s)}, "
                        f"{points(8 if high else simple_range[0], simple_range[1])}",
                        (8, simple_range[1]) if high else simple_range,
                        {s: (least, 13)},   # (a free bid shows four cards)
                        best(s)))  # type: ignore[arg-type]
    if free:
        stack = []
        if level_of(last) >= 3 and strain_of(last) == theirs:   # a double is for penalties
            stack.append(Rule("X", f"penalty double: 5+ {name(theirs)} (partner is "
                              f"short in them), {points(8)}", (8, 37),
                              {theirs: (5, 13)}, honours_in(theirs, 2)))
        return stack + [r for r in out[1:] if ctx.is_legal(r.call)] + [
            Rule("P", "no free bid: a weak hand", (0, 37))]
    for s in unbid:
        out.append(Rule(cheapest(s, last), f"answer to the double: {name(s)}, my best suit",
                        (0, 37)))
    return out


def _longest_unbid(suit: str, unbid: list[str]) -> Test:
    """The test "``suit`` is my longest unbid suit" (the higher of equals)."""
    def test(h: Evaluation) -> bool:
        top = max(h.length[s] for s in unbid)
        return suit == next(s for s in "SHDC" if s in unbid and h.length[s] == top)
    return test


def rescues_redouble(ctx: Context) -> list[Rule]:
    """They redoubled partner's takeout double (or mine, passed back to me): their side has
    the values, so we play in our best fit at the cheapest level. Advancer bids a four-card
    suit (her longest unbid) or passes to leave the choice to the doubler; the doubler,
    passed back to him, must take out into his longest unbid suit."""
    last = ctx.last_bid or "1C"
    unbid = [s for s in SUITS if s not in ctx.their_suits]
    doubler = "X" in ctx.mine
    out = [Rule(cheapest(s, last), f"out of the redouble: 4+ {name(s)}, my longest",
                (0, 37), {s: (3 if doubler else 4, 13)}, _longest_unbid(s, unbid))
           for s in unbid]
    if not doubler:
        out.append(Rule("P", "no preference over the redouble: the doubler chooses",
                        (0, 37)))
    return out


def advancing_penalty_double(ctx: Context) -> list[Rule]:
    """Partner doubled their no trumps for penalties: pass, unless the hand is too weak to
    help defend and holds a long suit to play in instead."""
    last = ctx.last_bid or "1NT"
    out = [Rule(cheapest(s, last), f"to play: 5+ {name(s)}, too weak to defend",
                (0, 4), {s: (5, 13)}) for s in SUITS]
    out.append(Rule("P", "defends partner's penalty double", (0, 37)))
    return out


def is_cue_bid_advance(ctx: Context) -> bool:
    """Whether partner's answer to my suit overcall is the cue bid of their suit (a raise
    with 11+).

    >>> is_cue_bid_advance(Context.build("E", [("N", "1D"), ("E", "1H"), ("S", "P"),
    ...                                        ("W", "2D"), ("N", "P")]))
    True
    """
    mine = [c for c in ctx.mine if c != "P"]
    partners = [c for c in ctx.partners if c != "P"]
    if len(mine) != 1 or len(partners) != 1 or strain_of(mine[0]) in ("", "N"):
        return False
    return len(ctx.their_suits) == 1 and strain_of(partners[0]) == ctx.their_suits[0] and \
        ctx.their_bids == [ctx.opening]


def overcaller_after_cue_bid(ctx: Context) -> list[Rule]:
    """The overcaller after advancer's cue bid (a raise with 11+): game in a major with
    14+ (a sound overcall; with a minor 3NT with their suit stopped, 13+, or five of it
    with 15+), else the overcall's suit at the cheapest level (a minimum)."""
    suit = strain_of(next(c for c in ctx.mine if c != "P"))
    last = ctx.last_bid or "1C"
    out = []
    if suit in "HS":
        out.append(Rule(bid(4, suit), f"game: a sound overcall, {points(14, 16)}",
                        (14, 18)))
    else:                                  # a minor: 3NT with their suit stopped, or five
        theirs = ctx.their_suits[0]
        if ctx.is_legal("3NT"):
            out.append(Rule("3NT", f"a sound overcall: {points(13, 16)}, {name(theirs)} "
                            "stopped", (13, 18), test=lambda h: h.stopper(theirs)))
        out.append(Rule(bid(5, suit), f"game: a sound overcall, {points(15, 16)}",
                        (15, 18)))
    out.append(Rule(cheapest(suit, last), f"a minimum overcall: {points(8, 13)}", (0, 13)))
    return out


def overcaller_after_advance_nt(ctx: Context) -> list[Rule]:
    """The overcaller after advancer's 1NT (8-11, a stopper, no fit): a six-card suit
    again at the two level (to play), 2NT with a sound balanced overcall (15-16, an
    invitation), else pass."""
    suit = strain_of(next(c for c in ctx.mine if c != "P"))
    return [Rule("2NT", f"invitational: {points(15, 16)}, balanced", (15, 16),
                 test=lambda h: h.balanced),
            Rule(cheapest(suit, "1NT"), f"to play: 6+ {name(suit)}", (8, 16),
                 {suit: (6, 13)}),
            Rule("P", "content with partner's 1NT", (0, 37))]


def overcaller_competes(ctx: Context) -> list[Rule]:
    """The overcaller when their raise to two is passed round to her, partner silent: a
    six-card suit competes at the two level (eight trumps between us for eight tricks),
    else pass."""
    suit = strain_of(next(c for c in ctx.mine if c != "P"))
    call = cheapest(suit, ctx.last_bid or "1C")
    out = []
    if level_of(call) == 2:
        out.append(Rule(call, f"competes: 6+ {name(suit)}", (8, 16), {suit: (6, 13)}))
    return [*out, Rule("P", "nothing more to say: partner passed", (0, 37))]


def is_new_suit_advance(ctx: Context) -> bool:
    """Whether partner answered my suit overcall with a new minor of her own (not forcing)
    and the opponents passed since (after her new major the captain places the contract,
    her fit counted: ``placement``).

    >>> is_new_suit_advance(Context.build("N", [("W", "1S"), ("N", "2H"), ("E", "P"),
    ...                                         ("S", "3D"), ("W", "P")]))
    True
    """
    mine = [c for c in ctx.mine if c != "P"]
    partners = [c for c in ctx.partners if c != "P"]
    if len(mine) != 1 or len(partners) != 1 or ctx.rho_call != "P" or \
            ctx.last_bid != partners[0] or len(ctx.their_suits) != 1:
        return False
    own, hers = strain_of(mine[0]), strain_of(partners[0])
    return own in SUITS and hers in ("C", "D") and hers not in (own, ctx.their_suits[0])


def overcaller_after_new_suit(ctx: Context) -> list[Rule]:
    """The overcaller after advancer's new minor (5+ cards, 8+, not forcing): with a
    maximum (14-16) 3NT with their suit stopped, or a raise with three cards; a six-card
    suit again; else pass (the new suit is not forcing)."""
    own = strain_of(next(c for c in ctx.mine if c != "P"))
    answer = ctx.last_bid or "2C"
    hers, theirs = strain_of(answer), ctx.their_suits[0]
    out = []
    if rank(answer) < rank("3NT"):
        out.append(Rule("3NT", f"a maximum overcall: {points(14, 16)}, {name(theirs)} "
                        "stopped", (14, 16), test=lambda h: h.stopper(theirs)))
    if level_of(cheapest(hers, answer)) <= 4:
        out.append(Rule(cheapest(hers, answer), f"raise: 3+ {name(hers)}, a maximum overcall: "
                        f"{points(14, 16)}", (14, 16), {hers: (3, 13)}))
    out += [Rule(cheapest(own, answer), f"6+ {name(own)}, no fit for {name(hers)}", (8, 16),
                 {own: (6, 13), hers: (0, 2)}),
            Rule("P", f"content with partner's {name(hers)}: not forcing", (0, 37))]
    return out
