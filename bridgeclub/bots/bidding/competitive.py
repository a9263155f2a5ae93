"""Our side opened and the opponents came in (SAYC): negative doubles, raises in
competition, redoubles; opener's answer to a negative double; the negative doubler's
and the redoubler's second calls.

- After 1x and their cue bid of it (Michaels), the double shows 10+ points; over their
  unusual 2NT the cue bids show a raise or the fourth suit (``two_suited``).
- After 1x and an overcall: a new five-card major at the one level, or a five-card suit
  at the two level with 10+ or at the three level with 12+ (a good one in a minor;
  forcing), is bid; a negative double
  (through 2S, the card's limit; higher doubles are for penalties) shows the unbid
  major(s) (the minors when both majors are bid), four cards, 6+ points (8+ when the
  overcall is at the two level); with one four-card major (1C-1D) it is bid at the one
  level; a raise is 6-10 with support (four diamonds, five clubs), a jump raise of a
  major preemptive (four trumps, 3-7; game with five trumps facing five, or four and a
  singleton or void making 12 as dummy, fewer than 10 points); the cue bid of their
  suit a limit raise or better (of a minor too, with four or five); 1NT 6-10, 2NT 11-12,
  3NT 13-15 with a stopper and no singleton; with five of their one-level suit no 1NT: the
  trap pass, for opener's reopening double to be passed for penalties.
- After 1x and a takeout double: 2NT a limit raise or better of a major (four trumps),
  redouble with 10+, a jump shift weak (a six-card suit with two honours, 2-7), raises
  and new suits as usual but weaker (a six-card suit at the two level, 5-9, not
  forcing), 1NT 6-9.
- Opener after partner's cue bid or forcing new suit: a minimum (12-14) at the cheapest
  level (her major again, or a raise with support), game with 15+.
- Opener after partner's new suit and their bid over it (through the two level): the
  rebid is free, a pass a minimum (12-16); a raise or a six-card suit competes, a free
  1NT is 12-15, a new suit at two 15+, any other 17+ hand bids again.
- Opener after a negative double: the unbid major (jump with 16-18, never past its
  game; over their jump to game a double with 15+ and two of theirs, a bid with
  shortness and 15+ or shape, else pass), no trumps with a
  stopper in the card's no-trump rebid ranges (SAYC 12-14, a jump with 18-19; Acol
  15-16, a jump with 17-18: as over a one-level response), the one major the double
  promised with three cards, her own suit again. After partner's redouble and their
  runout, a penalty double or a forcing pass; when their overcall comes back to her, a
  six-card suit (a jump with 16-18), a second suit (four cards will do) or a reopening
  double (short in their suit, or any hand of 17+).
- Partner's reopening double (takeout) after my pass: a penalty pass with four good
  cards of theirs, game with 13+, an invitation with 10-12, else a suit of my own or
  hers at the cheapest level.
- The negative doubler again, as responder: game with 13+ (8+ after opener's jump), an
  invitation with 10-12, else pass. The redoubler, their runout passed to him: a
  penalty double with four of their suit, else a raise, a five-card suit, no trumps, or
  partner's suit again.

>>> from bridgeclub.bots.bidding.context import Context
>>> from bridgeclub.bots.bidding.evaluation import Evaluation
>>> ctx = Context.build("S", [("N", "1D"), ("E", "1S")])
>>> hand = Evaluation.of("S5 S4 S2 HA H7 H6 H3 D4 D3 CK C8 C6 C5".split())
>>> next(r for r in negative(ctx) if ctx.is_legal(r.call) and r.admits(hand)).why
'negative double: 4+ hearts, 6+ points'
"""

from __future__ import annotations

from bridgeclub.bots.bidding import rebids, two_suited
from bridgeclub.bots.bidding.context import Context, bid, cheapest, level_of, rank, strain_of
from bridgeclub.bots.bidding.evaluation import SUITS, Evaluation
from bridgeclub.bots.bidding.rule import (
    BALANCED,
    Rule,
    Test,
    good_suit,
    honours_in,
    name,
    points,
)


def negative(ctx: Context) -> list[Rule]:
    """Responder after partner's one-level opening and RHO's suit overcall."""
    opening = ctx.opening or "1C"
    suit = strain_of(opening)
    overcall = ctx.last_bid or "1D"
    theirs = strain_of(overcall)
    low = 6 if level_of(overcall) == 1 else 8
    out: list[Rule] = []
    if overcall == "2NT" and two_suited.is_two_suited(ctx, ctx.rho, "2NT"):
        return two_suited.over_unusual_2nt(ctx)
    if theirs == "N":
        return [Rule("X", f"penalty double: {points(9)}", (9, 37)),
                Rule(cheapest(suit, overcall), f"raise: 3+ {name(suit)}, {points(6, 10)}",
                     (6, 10), {suit: (3 if suit in "HS" else 5, 13)}),
                Rule("P", "nothing to add", (0, 8))]
    majors = [s for s in ("H", "S") if s not in (suit, theirs)]
    cue = cheapest(theirs, overcall)
    if suit in "HS" and rank(cue) < rank(bid(4, suit)):   # not above our game: 1H (4S) 5S
        out.append(Rule(cue, f"cue bid: a limit raise or better, "
                        f"3+ {name(suit)}, {points(10)}", (10, 37), {suit: (3, 13)},
                        forcing=True))
    if suit in "HS":
        out.append(Rule(bid(4, suit), f"game: 3+ {name(suit)}, {points(13)}", (13, 37),
                        {suit: (3, 13)}))
        out.append(Rule(bid(4, suit), f"preemptive raise: 5+ {name(suit)}, "
                        f"{points(0, 9)}", (0, 9), {suit: (5, 13)},
                        _ten_trumps(ctx, suit)))
        out.append(Rule(bid(4, suit), f"preemptive raise: 4+ {name(suit)}, a singleton or "
                        f"void, {points(0, 9)}", (5, 9), {suit: (4, 13)},
                        lambda h: min(h.length.values()) <= 1 and
                        h.support_points(suit) >= 12))      # ten tricks on shape
        if level_of(cheapest(suit, overcall)) == 2:   # the booklet: a jump raise in
            out.append(Rule(bid(3, suit), f"preemptive raise: 4+ {name(suit)}, "  # competition
                            f"{points(3, 7)}", (3, 7), {suit: (4, 13)}))     # is preemptive
        out.append(Rule(cheapest(suit, overcall), f"raise: 3+ {name(suit)}, {points(6, 10)}",
                        (6, 10), {suit: (3, 13)}))
    negative = ctx.system.negative_doubles and rank(overcall) <= rank("2S") and \
        theirs != suit                     # over their two-suited cue bid: 10+
    if theirs == suit:
        out.append(Rule("X", f"double of their two-suited cue bid: {points(10)}, a "
                        "misfit for them", (10, 37)))
    for s in ("S", "H"):                   # a five-card major at the one level: bid it
        if s not in (suit, theirs) and level_of(cheapest(s, overcall)) == 1:
            out.append(Rule(cheapest(s, overcall), f"new suit: 5+ {name(s)}, {points(6)}, "
                            "forcing", (6, 37), {s: (5, 13)}, forcing=True))
    for s in SUITS:            # a five-card suit at the two level with 10+, at three 12+
        call = cheapest(s, overcall)
        if s not in (suit, theirs) and level_of(call) in (2, 3):
            low_new = 10 if level_of(call) == 2 else 12
            out.append(Rule(call, f"new suit: 5+ {name(s)}, {points(low_new)}, forcing",
                            (low_new, 37), {s: (5, 13)}, None if s in "HS" else good_suit(s),
                            forcing=True))
    if negative and not majors and theirs in "HS":     # both majors bid: the minors
        out.append(Rule("X", f"negative double: 4+ clubs and 4+ diamonds, {points(low)}",
                        (low, 37), {"C": (4, 13), "D": (4, 13)}))
    if negative and majors:
        both = len(majors) == 2
        lengths = {m: (4, 13) for m in majors} if both else {majors[0]: (4, 13)}
        words = " and ".join(name(m) for m in majors)
        out.append(Rule("X", f"negative double: 4+ {words}, {points(low)}", (low, 37), lengths))
    for s in ("S", "H"):                   # one four-card major: bid it at the one level
        if s not in (suit, theirs) and level_of(cheapest(s, overcall)) == 1:
            out.append(Rule(cheapest(s, overcall), f"new suit: 4+ {name(s)}, {points(6)}, "
                            "forcing", (6, 37), {s: (4, 13)}, forcing=True))
    for s in ("S", "H"):
        if s not in (suit, theirs) and level_of(cheapest(s, overcall)) == 1:
            out.append(Rule(cheapest(s, overcall), f"new suit: 5+ {name(s)}, {points(6)}, "
                            "forcing", (6, 37), {s: (5, 13)}, forcing=True))
    out.append(Rule("3NT", f"{points(13, 15)}, a stopper in {name(theirs)}", (13, 15),
                    test=lambda h: h.stopper(theirs) and min(h.length.values()) >= 2 and
                    max(h.length.values()) <= 5))     # 5-4-2-2 too: no singleton
    if level_of(overcall) == 1:
        out.append(Rule("2NT", f"{points(11, 12)}, a stopper in {name(theirs)}, invitational",
                        (11, 12), test=lambda h: h.stopper(theirs) and h.balanced))
    if level_of(cheapest("N", overcall)) <= 3:      # 4NT over their 4S is no natural bid
        out.append(Rule(cheapest("N", overcall), f"{points(6, 10)}, a stopper in {name(theirs)}"
                        if level_of(overcall) == 1 else f"{points(11, 12)}, a stopper in "
                        f"{name(theirs)}", (6, 10) if level_of(overcall) == 1 else (11, 12),
                        test=lambda h: h.stopper(theirs) and min(h.length.values()) >= 2
                        and (h.length[theirs] <= 4 or level_of(overcall) > 1)))
    for s in SUITS:
        if s not in (suit, theirs):
            call = cheapest(s, overcall)
            if 2 <= level_of(call) <= 4:   # not a new suit at the five level
                out.append(Rule(call, f"new suit: 5+ {name(s)}, {points(10)}, forcing",
                                (10, 37), {s: (5, 13)}, forcing=True))
    if suit in "CD":
        trumps = 4 if suit == "D" else 5   # 1D promises four, 1C perhaps three
        raise_to = cheapest(suit, overcall)
        if rank(cue) < rank(bid(5, suit)):     # not past our game: 1D (5C) 6C
            out.append(Rule(cue, f"cue bid: a limit raise or better, "
                            f"{trumps}+ {name(suit)}, {points(10)}", (10, 37),
                            {suit: (trumps, 13)}, forcing=True))
        strength = (6, 10) if level_of(raise_to) < 5 else (6, 37)
        out.append(Rule(raise_to, f"raise: {trumps}+ {name(suit)}, {points(*strength)}",
                        strength, {suit: (trumps, 13)}))
    if negative:
        out.append(Rule("X", f"negative double: {points(low)}, no clear bid", (low, 37),
                        test=lambda h: h.length[theirs] <= 3))
    else:
        out.append(Rule("X", f"penalty double: 4+ good {name(theirs)}, {points(10)}",
                        (10, 37), {theirs: (4, 13)}, honours_in(theirs, 2)))
    out.append(Rule("P", "nothing to add", (0, 37)))
    return out


def _ten_trumps(ctx: Context, suit: str) -> Test:
    """Five of partner's major make the law's ten trumps for the raise to four: facing
    SAYC's five at once; facing Acol's four with a sixth, or a singleton to ruff with.

    >>> from bridgeclub.bots.bidding.options import ACOL, SAYC
    >>> hand = Evaluation.of("SQ S3 HQ HJ H9 H7 H4 DK DJ D9 D7 CK C8".split())
    >>> [_ten_trumps(Context.build("S", [("N", "1H")], system=card), "H")(hand)
    ...  for card in (SAYC, ACOL)]
    [True, False]
    """
    short = ctx.system.major_length >= 5

    def test(h: Evaluation) -> bool:
        return short or h.length[suit] >= 6 or min(h.length.values()) <= 1
    return test


def after_their_double(ctx: Context) -> list[Rule]:
    """Responder after partner's opening and RHO's takeout double."""
    opening = ctx.opening or "1C"
    suit = strain_of(opening)
    out = [Rule("XX", f"redouble: {points(10)}", (10, 37),
                test=lambda h: h.length[suit] < 4 or suit in "CD")]
    if suit in "HS":
        out += [Rule("2NT", f"limit raise or better: 4+ {name(suit)}, {points(10)}",
                     (10, 37), {suit: (4, 13)}, forcing=True),
                Rule(bid(4, suit), f"preemptive raise: 5+ {name(suit)}, a weak hand", (0, 9),
                     {suit: (5, 13)}, _ten_trumps(ctx, suit)),
                Rule(bid(3, suit), f"preemptive raise: 4+ {name(suit)}, {points(0, 9)}",
                     (0, 9), {suit: (4, 13)}),
                Rule(bid(2, suit), f"raise: 3+ {name(suit)}, {points(6, 9)}", (5, 9),
                     {suit: (3, 13)})]
    for s in SUITS:                        # the card: jump shifts over a double are weak
        jump = bid(level_of(cheapest(s, opening)) + 1, s)
        if s != suit and level_of(jump) <= 3:
            out.append(Rule(jump, f"weak jump shift: 6+ {name(s)}, {points(2, 7)}", (2, 7),
                            {s: (6, 13)}, honours_in(s, 2)))
    for s in ("S", "H", "D", "C"):
        if s != suit and "CDHS".index(s) > "CDHS".index(suit):
            out.append(Rule(bid(1, s), f"new suit: 5+ {name(s)}, {points(6, 9)}", (6, 9),
                            {s: (5, 13)}))
    for s in ("S", "H", "D", "C"):         # a long suit at the two level: not forcing
        if s != suit and "CDHS".index(s) < "CDHS".index(suit):
            out.append(Rule(bid(2, s), f"new suit: 6+ {name(s)}, {points(5, 9)}, not forcing",
                            (5, 9), {s: (6, 13), suit: (0, 2)}))
    if suit in "CD":        # the booklet: a jump raise is preemptive over their double
        out.append(Rule(bid(3, suit), f"preemptive raise: 5+ {name(suit)}, {points(0, 9)}",
                        (0, 9), {suit: (5, 13), "S": (0, 3), "H": (0, 3)}))
    out += [Rule("1NT", f"{points(6, 9)}", (6, 9)),
            Rule("P", f"{points(0, 9)}: nothing to add", (0, 37))]
    return out


def opener_after_penalty_double(ctx: Context) -> list[Rule]:
    """Opener after 1x (1NT) X (P): partner's double of their no trumps is for penalties
    (9+), not negative: with her 9+ and my opening the balance is ours and they are in
    trouble, so opener leaves it in; only a minimum with a six-card suit and a singleton
    or void, too shapely to defend, takes it out in its suit.

    >>> ctx = Context.build("E", [("E", "1C"), ("S", "1NT"), ("W", "X"), ("N", "P")])
    >>> hand = Evaluation.of("ST S5 S2 HA HK HQ HJ D9 D7 CQ CJ C9 C5".split())
    >>> next(r for r in opener_after_penalty_double(ctx) if r.admits(hand)).call
    'P'
    """
    suit = strain_of(ctx.opening or "1C")
    return [Rule(cheapest(suit, ctx.last_bid or "1NT"), f"takes out partner's penalty "
                 f"double: 6+ {name(suit)}, a singleton, a minimum", (10, 14),
                 {suit: (6, 13)}, lambda h: min(h.length.values()) <= 1),
            Rule("P", "leaves partner's penalty double of their no trumps in", (10, 37))]


def opener_after_negative_double(ctx: Context) -> list[Rule]:
    """Opener after partner's negative double (see the module's text). Their suit is
    the one they bid of their own: a later cue bid of our suit is no suit of theirs to
    stop or to pass for penalties. When they jump to the four level over the double, the
    major is shown at the five level without a jump (1C (2S) X (4S): 6H is no jump): with
    two or more of their suit and 15+ opener doubles (partner's double promised values:
    the balance is ours); short in theirs she bids on with 15+ or shape (a six-card
    suit, two five-card suits); else she passes. A six-card suit rebid shows the
    strength as without the overcall: game in a major with 18+, a jump with 16-17 (a
    minor's jump 17+, as ``AKT983`` and 19 over 1C (2S) X (P) bids 4C, not 3C, which
    partner passed with eight)."""
    opening = ctx.mine[0]
    suit = strain_of(opening)
    own = [s for s in ctx.their_suits if s != suit]
    theirs = own[-1] if own else (ctx.their_suits[-1] if ctx.their_suits else "C")
    last = ctx.last_bid or opening
    majors = [s for s in ("S", "H") if s not in (suit, theirs)]
    out: list[Rule] = []
    if level_of(last) >= 4 and ctx.last_bidder is not None and \
            not ctx.ours(ctx.last_bidder):      # they jumped to game over the double
        out.append(Rule("X", f"penalty double: partner's double showed values, "
                        f"{points(15)}, 2+ {name(theirs)}: the balance is ours", (15, 37),
                        {theirs: (2, 13)}))
    for m in majors:
        call = cheapest(m, last)
        if level_of(call) < 4:           # the jump stays below the major's game
            out.append(Rule(bid(level_of(call) + 1, m), f"4 {name(m)}, {points(16, 18)}",
                            (16, 18), {m: (4, 13)}))
        out.append(Rule(call, f"4 {name(m)}, {points(12, 15)}", (10, 15), {m: (4, 13)}))
    plain, jump = ctx.system.notrump_rebid, ctx.system.jump_notrump_rebid  # Acol 15-16
    if level_of(cheapest("N", last)) <= 2:      # 4NT and above would ask for aces
        out.append(Rule(bid(level_of(cheapest("N", last)) + 1, "N"), f"{points(*jump)}, "
                        f"a stopper in {name(theirs)}", jump,
                        test=lambda h: h.stopper(theirs) and h.balanced))
    if level_of(cheapest("N", last)) <= 3:
        out.append(Rule(cheapest("N", last), f"{points(*plain)}, a stopper in "
                        f"{name(theirs)}", plain,
                        test=lambda h: h.stopper(theirs) and min(h.length.values()) >= 2))
    again = cheapest(suit, last)
    if suit in ("H", "S") and level_of(again) < 4:
        out.append(Rule(bid(4, suit), f"game: 6+ {name(suit)}, {points(18)}", (18, 37),
                        {suit: (6, 13)}))
    if level_of(again) < 4:                # the jump: 16-17 in a major, 17+ in a minor
        strong = (16, 17) if suit in ("H", "S") else (17, 37)
        out.append(Rule(bid(level_of(again) + 1, suit), f"6+ {name(suit)}, "
                        f"{points(*strong)}", strong, {suit: (6, 13)}))
    out.append(Rule(again, f"6+ {name(suit)}", (10, 21), {suit: (6, 13)}))
    out.append(Rule("P", f"penalty pass: 4+ good {name(theirs)}", (12, 21),
                    {theirs: (4, 13)}, honours_in(theirs, 3)))
    if len(majors) == 1:                   # the double promised four: three cards will do
        out.append(Rule(cheapest(majors[0], last), f"3 {name(majors[0])}, a minimum: "
                        f"{points(12, 15)}", (10, 15), {majors[0]: (3, 3), suit: (0, 5)}))
    for s in SUITS:
        if s not in (suit, theirs):
            out.append(Rule(cheapest(s, last), f"4+ {name(s)}", (10, 21), {s: (4, 13)}))
    out.append(Rule(again, f"rebids {name(suit)}: nothing else to show",
                    (10, 21)))
    if level_of(last) >= 4 and out[0].call == "X":    # short in theirs: bid on with shape
        out = [out[0], *[Rule(r.call, f"{r.why}, short in {name(theirs)}: bids on over "
                              "their game", r.hcp, {**r.lengths, theirs: (0, 1)},
                              _offence(r.test)) for r in out[1:] if r.call != "P"],
               Rule("P", "they jumped past our suits: nothing more to say", (0, 21))]
    return out


def _offence(test: Test | None) -> Test:
    """The test of a bid at the five level over their jump to game: the rule's own, and
    15+ points or a six-card suit or two five-card suits (shape plays, not a minimum)."""
    def offence(h: Evaluation) -> bool:
        lengths = sorted(h.length.values())
        shape = lengths[-1] >= 6 or lengths[-2] >= 5
        return (test is None or test(h)) and (h.hcp >= 15 or shape)
    return offence


def is_forcing_answer(ctx: Context) -> bool:
    """Whether partner answered my opening, over their suit overcall, with the cue bid of
    their suit (a limit raise or better) or a new suit at the two level (5+, 10+,
    forcing).

    >>> is_forcing_answer(Context.build("N", [("N", "1H"), ("E", "1S"), ("S", "2S"),
    ...                                       ("W", "P")]))
    True
    """
    partner = ctx.partner_call or ""
    theirs = ctx.their_suits
    if len(theirs) != 1 or len(ctx.their_bids) != 1 or level_of(ctx.their_bids[0]) > 2:
        return False
    strain = strain_of(partner)
    if strain == theirs[0]:
        return level_of(partner) in (2, 3)
    return level_of(partner) == 2 and strain not in ("", "N", strain_of(ctx.opening or ""))


def opener_after_forcing_answer(ctx: Context) -> list[Rule]:
    """Opener after partner's cue bid (a limit raise or better of her suit) or forcing new
    suit over their overcall: as without the overcall, a minimum (12-14) rebids at the
    cheapest level (her major again after the cue bid, a raise of partner's suit with
    support), 15+ bids game."""
    suit = strain_of(ctx.opening or "1C")
    answer = ctx.partner_call or "2C"
    theirs = ctx.their_suits[0]
    last = ctx.last_bid or answer
    out: list[Rule] = []
    if strain_of(answer) == theirs:                     # the cue bid: a raise
        game = bid(4, suit) if suit in "HS" else "3NT"
        out += [Rule(game, f"game: {points(15)}", (15, 21)),
                Rule(cheapest(suit, last), f"a minimum: {points(12, 14)}", (0, 14))]
        return out
    other = strain_of(answer)
    support = 3 if other in "HS" else 4
    game = bid(4, other) if other in "HS" else "3NT"
    out += [Rule(game, f"game: {support}+ {name(other)}, {points(15)}", (15, 21),
                 {other: (support, 13)}),
            Rule(cheapest(other, last), f"raise: {support}+ {name(other)}, "
                 f"{points(12, 14)}", (0, 14), {other: (support, 13)}),
            Rule(cheapest(suit, last), f"6+ {name(suit)}, a minimum", (0, 14),
                 {suit: (6, 13)}),
            Rule(cheapest("N", last), f"{points(12, 14)}, a stopper in {name(theirs)}",
                 (0, 14), test=lambda h: h.stopper(theirs) and h.balanced)]
    out += [Rule(cheapest(s, last), f"4+ {name(s)}", (0, 37), {s: (4, 13)})
            for s in SUITS if s not in (suit, other, theirs) and
            level_of(cheapest(s, last)) <= 3]
    out.append(Rule(cheapest(suit, last), f"rebids {name(suit)}: nothing else to show",
                    (0, 37)))
    return out


def opener_reopens(ctx: Context) -> list[Rule]:
    """Opener after their overcall and partner's pass, the overcall passed round to her:
    a six-card suit again (a jump with 16-18, as without the overcall); when they have
    bid twice (a fit or their values found) at the three level only a good seven-card
    suit (partner silent: eight trumps are worth the two level, the law of total
    tricks), and never over their no trumps (our suit stopped, the values theirs); a
    second suit (a higher one with 17+ and a longer first suit: a reverse); a reopening
    double when short in their suit (partner may have passed with length there; it
    comes first with four cards of an unbid major, which the double finds), or with 19+
    and three cards there; else pass. Over their
    preempt at the four or five level a strong hand (19+ with a good six-card suit) bids
    its suit, 18+ short in theirs doubles (partner leaves it in with nothing to say)."""
    suit = strain_of(ctx.mine[0])
    theirs = ctx.their_suits[-1] if ctx.their_suits else "C"
    last = ctx.last_bid or ctx.mine[0]
    again = cheapest(suit, last)
    out = []
    majors = [m for m in ("H", "S") if m not in (suit, theirs)]
    if theirs in SUITS and level_of(last) <= 2 and majors:   # the double finds the major
        out.append(Rule("X", f"reopening double: short in {name(theirs)}, 4+ "
                        f"{' or '.join(map(name, majors))}, {points(12)}", (12, 37),
                        {theirs: (0, 1)}, lambda h: any(h.length[m] >= 4 for m in majors)))
    if level_of(again) <= 2:
        out.append(Rule(bid(level_of(again) + 1, suit), f"6+ {name(suit)}, "
                        f"{points(16, 18)}, a jump, reopening", (16, 18), {suit: (6, 13)},
                        good_suit(suit)))
    if level_of(again) <= 2 or (level_of(again) == 3 and len(ctx.their_bids) == 1):
        out.append(Rule(again, f"6+ {name(suit)}, reopening", (10, 17), {suit: (6, 13)}))
    elif level_of(again) == 3 and strain_of(last) != "N":
        out.append(Rule(again, f"7+ {name(suit)}, reopening over their fit", (10, 17),
                        {suit: (7, 13)}, good_suit(suit)))
    elif level_of(again) in (4, 5) and len(ctx.their_bids) == 1:   # over their preempt
        out.append(Rule(again, f"a strong hand: 6+ good {name(suit)}, {points(19)}, "
                        "over their preempt", (19, 37), {suit: (6, 13)}, good_suit(suit)))
    if theirs in SUITS and level_of(last) <= 2:
        out.append(Rule("X", f"reopening double: short in {name(theirs)}, {points(12)}",
                        (12, 37), {theirs: (0, 1)}))
        out.append(Rule("X", f"reopening double: a strong hand, {points(17)}", (17, 37),
                        {theirs: (0, 2)}))
    elif theirs in SUITS and level_of(last) <= 5 and len(ctx.their_bids) == 1:
        out.append(Rule("X", f"a strong hand over their preempt: {points(18)}, short in "
                        f"{name(theirs)}, partner may leave it in", (18, 37),
                        {theirs: (0, 1)}))
    for s in SUITS:             # (a four-card suit at the two level, five at the three)
        if s not in (suit, theirs) and "CDHS".index(s) < "CDHS".index(suit) and \
                level_of(cheapest(s, last)) <= (3 if strain_of(last) != "N" else 2):
            least = 4 if level_of(cheapest(s, last)) <= 2 else 5
            out.append(Rule(cheapest(s, last), f"second suit: {least}+ {name(s)}", (12, 17),
                            {s: (least, 13)}))
    for s in SUITS:             # a higher second suit reverses: 17+, as without the overcall
        if s not in (suit, theirs) and "CDHS".index(s) > "CDHS".index(suit) and \
                level_of(cheapest(s, last)) <= 2 and strain_of(last) != "N":
            out.append(Rule(cheapest(s, last), f"second suit: 4+ {name(s)}, longer "
                            f"{name(suit)}, {points(17)}, a reverse", (17, 37),
                            {s: (4, 13), suit: (5, 13)}))
    if theirs in SUITS and level_of(last) <= 2:
        out.append(Rule("X", f"reopening double: a strong hand, {points(19)}", (19, 37),
                        {theirs: (0, 3)}))
    out.append(Rule("P", "nothing more to say: partner passed", (0, 37)))
    return out


def opener_after_redouble(ctx: Context) -> list[Rule]:
    """Partner redoubled their takeout double and they ran: opener doubles with four good
    cards of their suit, else passes to let partner decide (the pass is forcing). When
    they pass the redouble, opener passes too: partner, who has the values, speaks next."""
    theirs = strain_of(ctx.last_bid or "1C")
    if ctx.rho_call == "P":
        return [Rule("P", "partner redoubled: she speaks next", (0, 37))]
    out = []
    if theirs in SUITS:
        out.append(Rule("X", f"penalty double: 4+ good {name(theirs)}", (10, 37),
                        {theirs: (4, 13)}, honours_in(theirs, 2)))
    out.append(Rule("P", "forcing pass: partner's redouble speaks next", (0, 37)))
    return out


def opener_after_balancing_double(ctx: Context) -> list[Rule]:
    """Opener after 1x P P X: partner passed, and the double in the pass-out seat is
    for takeout. Partner holds at most 5 points, so no trumps are no safer than my suit:
    a six-card suit goes again (a jump with 16-18 and a good suit), a second suit of five
    cards is bid at the two level when it ranks below mine, a balanced hand too strong
    for the card's 1NT opening bids 1NT (SAYC 18-19, Acol 15-18); a minimum with nothing
    more to show passes (the doubler's partner must bid, and partner may have passed
    with their suit).

    >>> ctx = Context.build("N", [("N", "1S"), ("E", "P"), ("S", "P"), ("W", "X")])
    >>> hand = Evaluation.of("SA SQ S6 S4 S3 HQ H7 H5 D2 CK C8 C7 C2".split())
    >>> next(r for r in opener_after_balancing_double(ctx) if r.admits(hand)).why
    'a minimum and nothing more to show: partner passed, they must find a suit'
    """
    suit = strain_of(ctx.mine[0])
    again = cheapest(suit, ctx.mine[0])
    out = [Rule(bid(level_of(again) + 1, suit), f"6+ good {name(suit)}, {points(16, 18)}, "
                "a jump over their balancing double", (16, 18), {suit: (6, 13)},
                good_suit(suit)),
           Rule(again, f"6+ {name(suit)}, {points(10, 17)}, to play", (10, 17),
                {suit: (6, 13)})]
    for other in SUITS[SUITS.index(suit) + 1:]:
        out.append(Rule(bid(2, other), f"second suit: 5+ {name(other)}, {points(10, 17)}",
                        (10, 17), {other: (5, 13)}))
    card = ctx.system
    low = card.notrump_rebid[0] if card.notrump_rebid[0] > card.one_notrump[1] else \
        card.jump_notrump_rebid[0]                  # the balanced hands above a 1NT opening
    high = card.jump_notrump_rebid[1]
    out.append(Rule("1NT", f"{points(low, high)}, balanced, over their balancing double",
                    (low, high), test=BALANCED))
    out.append(Rule("P", "a minimum and nothing more to show: partner passed, they must "
                    "find a suit", (0, 37)))
    return out


def is_negative_doubler_again(ctx: Context) -> bool:
    """Whether I made a negative double of their one overcall and partner, left to speak,
    bid again (the opponents silent since, or RHO's takeout double of her rebid).

    >>> is_negative_doubler_again(Context.build("S", [("N", "1D"), ("E", "1S"), ("S", "X"),
    ...                                               ("W", "P"), ("N", "2H"), ("E", "P")]))
    True
    """
    mine = [c for c in ctx.mine if c != "P"]
    partners = [c for c in ctx.partners if c != "P"]
    return mine == ["X"] and len(partners) == 2 and len(ctx.their_suits) == 1 and \
        len(ctx.their_bids) == 1 and \
        ctx.rho_call in ("P", "X") and ctx.last_bidder == ctx.partner and \
        level_of(partners[0]) == 1 and strain_of(partners[0]) != "N" and \
        ctx.calls.index((ctx.me, "X")) < len(ctx.calls) - 3


def negative_doubler_rebids(ctx: Context) -> list[Rule]:
    """The negative doubler's second call, as responder's (the booklet's ranges): with
    13+ game (in partner's major with four, else 3NT with their suit stopped; 12 will do
    facing her no trumps, 12-14, and 10 facing Acol's 15-16: 1D-2S-X-2NT with
    ``4 KQJT6 QT3 QT86`` bids 3NT), with 10-12 an invitation (the raise, or 2NT with the
    stopper), with less pass; over her rebid at the three level there is no room to
    invite, so 11 bids 3NT with their suit stopped (1C (2H) X (P) 3D: ``AQ74 Q3 KJ3
    8652``). After partner's jump (16-18) game with 8+ (three cards of her major will
    do; five of her minor over its jump to four). When RHO doubles her one-level major,
    four trumps compete to the two level (the law of total tricks: eight trumps, the two
    level) rather than pass and let them find their fit."""
    rebid = ctx.last_bid or "2C"
    strain = strain_of(rebid)
    theirs = ctx.their_suits[0]
    jump = level_of(rebid) > level_of(cheapest(strain, ctx.their_bids[0])) if strain else False
    # facing her no trumps 25 together: SAYC's 12-14 12 will do, Acol's 15-16 10
    nt_game = min(12, 25 - ctx.system.notrump_rebid[0])
    low_game, low_invite = (8, 6) if jump else (nt_game, nt_game - 2) if strain == "N" \
        else (11, 10) if level_of(rebid) >= 3 else (13, 10)
    out: list[Rule] = []
    if strain in ("H", "S"):
        need = 3 if jump else 4            # her jump shows four: three make a fit
        out += [Rule(bid(4, strain), f"game: {need}+ {name(strain)}, {points(low_game)}",
                     (low_game, 37), {strain: (need, 13)}),
                Rule(bid(3, strain), f"invitational: 4+ {name(strain)}, "
                     f"{points(low_invite, low_game - 1)}", (low_invite, low_game - 1),
                     {strain: (4, 13)})]
        if ctx.rho_call == "X" and level_of(rebid) == 1:   # their double: the fit competes
            out.append(Rule(bid(2, strain), f"competitive raise over their double: 4+ "
                            f"{name(strain)}, {points(6, low_invite - 1)}",
                            (6, low_invite - 1), {strain: (4, 13)}))
    if jump and strain in ("C", "D") and level_of(rebid) == 4:
        out.append(Rule(bid(5, strain), f"game: 2+ {name(strain)}, {points(low_game)}",
                        (low_game, 37), {strain: (2, 13)}))
    out.append(Rule("3NT", f"game: {points(low_game)}, {name(theirs)} stopped",
                    (low_game, 37), test=lambda h: h.stopper(theirs)))
    if not jump and rank(rebid) < rank("2NT"):
        out.append(Rule("2NT", f"invitational: {points(low_invite, low_game - 1)}, "
                        f"{name(theirs)} stopped", (low_invite, low_game - 1),
                        test=lambda h: h.stopper(theirs)))
    top = low_invite - 1 if strain in ("H", "S") or rank(rebid) < rank("2NT") else \
        low_game - 1                       # no room left to invite: pass below game
    out.append(Rule("P", f"a minimum negative double: {points(0, top)}", (0, top)))
    return out


def redoubler_after_runout(ctx: Context) -> list[Rule]:
    """I redoubled their takeout double, they ran, partner passed (forcing): double them
    for penalties with length in their suit, else raise partner with three, bid a five-card
    suit, no trumps with their suit stopped, or return to partner's suit."""
    suit = strain_of(ctx.opening or "1C")
    theirs = strain_of(ctx.last_bid or "1C")
    last = ctx.last_bid or "1C"
    out = [Rule("X", f"penalty double: 4+ {name(theirs)}", (10, 37), {theirs: (4, 13)},
                honours_in(theirs, 2)),
           Rule(cheapest(suit, last), f"raise: 3+ {name(suit)}", (10, 37), {suit: (3, 13)})]
    out += [Rule(cheapest(s, last), f"5+ {name(s)}", (10, 37), {s: (5, 13)})
            for s in SUITS if s not in (suit, theirs)]
    out += [Rule(cheapest("N", last), f"{name(theirs)} stopped", (10, 37),
                 test=lambda h: h.stopper(theirs)),
            Rule(cheapest(suit, last), f"preference: {name(suit)}, nothing else to say",
                 (10, 37))]
    return out


def is_reopening_double(ctx: Context) -> bool:
    """Whether partner, who opened, reopened with a double of their overcall after my pass
    (their overcall at the one or two level, or its raise to two, passed round to her).

    >>> is_reopening_double(Context.build("N", [("S", "1S"), ("W", "2H"), ("N", "P"),
    ...                                         ("E", "P"), ("S", "X"), ("W", "P")]))
    True
    >>> is_reopening_double(Context.build("N", [("S", "1C"), ("W", "P"), ("N", "P"),
    ...     ("E", "1H"), ("S", "P"), ("W", "2H"), ("N", "P"), ("E", "P"), ("S", "X"),
    ...     ("W", "P")]))
    True
    """
    partners = [c for c in ctx.partners if c != "P"]
    bids = ctx.their_bids
    return bool(ctx.mine) and not [c for c in ctx.mine if c != "P"] and \
        strain_of(ctx.opening or "") not in ("", "N") and \
        partners == [ctx.opening, "X"] and ctx.partner_call == "X" and \
        ctx.rho_call == "P" and len({strain_of(b) for b in bids}) == 1 and \
        level_of(bids[-1]) <= 2 and strain_of(bids[0]) not in ("", "N")


def _trump_tricks(suit: str) -> Test:
    """The test "two of the top five honours in ``suit``, one of them the ace, king or
    queen" (KJ93 sits over the declarer's trumps; JT74 takes no trick).

    >>> from bridgeclub.bots.bidding.evaluation import Evaluation
    >>> test = _trump_tricks("S")
    >>> [test(Evaluation.of(f"{s} H5 H4 D9 D7 D5 D4 C6 C5 C3".split()))
    ...  for s in ("SK SJ S9 S3", "SJ ST S7 S4")]
    [True, False]
    """
    def test(h: Evaluation) -> bool:
        return h.honours(suit) >= 2 and any(r in h.ranks[suit] for r in "AKQ")
    return test


def after_reopening_double(ctx: Context) -> list[Rule]:
    """My answer to partner's reopening double (for takeout: she is short in their suit):
    a penalty pass with four good cards of theirs (the trap pass: two honours, one of
    them the ace, king or queen: trump tricks over the declarer), game with 13+, an
    invitation with 10-12 (2NT with their suit stopped, a jump in her major with three),
    else a five-card suit of my own or her suit at the cheapest level."""
    suit = strain_of(ctx.opening or "1C")
    last = ctx.last_bid or "1C"
    theirs = strain_of(last)
    out = [Rule("P", f"penalty pass: 4+ good {name(theirs)}", (0, 37), {theirs: (4, 13)},
                _trump_tricks(theirs))]
    if suit in "HS":
        out.append(Rule(bid(4, suit), f"game: 3+ {name(suit)}, {points(13)}", (13, 37),
                        {suit: (3, 13)}))
    out.append(Rule("3NT", f"game: {points(13)}, {name(theirs)} stopped", (13, 37),
                    test=lambda h: h.stopper(theirs)))
    if level_of(cheapest("N", last)) == 2:
        out.append(Rule("2NT", f"invitational: {points(10, 12)}, {name(theirs)} stopped",
                        (10, 12), test=lambda h: h.stopper(theirs)))
    jump = bid(level_of(cheapest(suit, last)) + 1, suit)
    if suit in "HS" and level_of(jump) <= 3:
        out.append(Rule(jump, f"invitational: 3+ {name(suit)}, {points(10, 12)}", (10, 12),
                        {suit: (3, 13)}))
    for low in (True, False):              # a suit of my own at two, before her suit
        out += [Rule(cheapest(s, last), f"answer to the reopening double: 5+ {name(s)}",
                     (0, 12), {s: (5, 13)}) for s in SUITS if s not in (suit, theirs)
                and (level_of(cheapest(s, last)) == 2) == low]
        if low:
            out.append(Rule(cheapest(suit, last), f"answer to the reopening double: 3+ "
                            f"{name(suit)}", (0, 12), {suit: (3, 13)}))
    out += [Rule(cheapest(s, last), f"answer to the reopening double: 4+ {name(s)}",
                 (0, 12), {s: (4, 13)}) for s in SUITS if s not in (suit, theirs)]
    out.append(Rule(cheapest(suit, last), f"answer to the reopening double: {name(suit)}, "
                    "nothing better", (0, 37)))
    return out


def is_free_rebid(ctx: Context) -> bool:
    """Whether I opened one of a suit, partner answered in a new suit of her own and
    their side has just bid over it: my rebid is free (I may pass).

    >>> is_free_rebid(Context.build("N", [("N", "1D"), ("E", "P"), ("S", "1H"),
    ...                                   ("W", "1S")]))
    True
    >>> is_free_rebid(Context.build("N", [("N", "1D"), ("E", "P"), ("S", "1H"),
    ...                                   ("W", "P")]))
    False
    """
    mine, partners = ctx.actions_of(ctx.me), ctx.actions_of(ctx.partner)
    if len(mine) != 1 or len(partners) != 1 or ctx.opener != ctx.me or \
            ctx.partner_call != partners[0] or ctx.rho_call is None or \
            not level_of(ctx.rho_call) or ctx.last_bid != ctx.rho_call:
        return False
    suit, other = strain_of(mine[0]), strain_of(partners[0])
    return level_of(mine[0]) == 1 and suit in SUITS and other in SUITS and \
        other != suit and other not in ctx.their_suits and level_of(ctx.rho_call) <= 2


def opener_free_rebid(ctx: Context) -> list[Rule]:
    """Opener after partner's new suit and their bid over it: the rebid is free, so a pass
    shows a minimum (12-16) and a bid that was not needed to compete shows more (as the
    uncontested ranges). A raise of partner's suit competes with support (four cards, three
    facing her five; at the two level 12-15, a jump 16-18; at the three level nine trumps
    together or 15+ support points), game in her major with 19+; a six-card suit again
    competes (the booklet's 1C (1H) 1S (2H) 3C); a new suit at the one level is natural, at
    the two level below my suit shows 15+, higher 17+; 1NT 12-15 and 2NT 18-19 with their
    suit stopped; any other 17+ hand with five cards in my suit rebids it (a strong hand),
    so the rebid always shows five or more. Over their bid at the three level or higher,
    competitive judgement decides (``contested``)."""
    suit = strain_of(ctx.mine[0] if ctx.mine[0] != "P" else ctx.actions_of(ctx.me)[0])
    other = strain_of(ctx.actions_of(ctx.partner)[0])
    last = ctx.last_bid or "1C"
    theirs = ctx.their_suits
    support = max(3, 8 - ctx.partner_length(other))
    out: list[Rule] = []
    raise_ = cheapest(other, last)
    if other in "HS" and level_of(raise_) <= 4:
        out.append(Rule(bid(4, other), f"game: {support}+ {name(other)}, 19+ support points",
                        (14, 37), {other: (support, 13)},
                        lambda h: h.support_points(other) >= 19))
    if level_of(raise_) <= 2:              # the jump 16-18 as without their bid
        out.append(Rule(bid(level_of(raise_) + 1, other), f"jump raise: {support}+ "
                        f"{name(other)}, {points(16, 18)}", (16, 18), {other: (support, 13)}))
        out.append(Rule(raise_, f"competitive raise: {support}+ {name(other)}, "
                        f"{points(12, 15)}", (12, 15), {other: (support, 13)}))
    elif level_of(raise_) == 3:
        out.append(Rule(raise_, f"competitive raise: {support}+ {name(other)}, nine trumps "
                        "or 15+ support points", (12, 37), {other: (support, 13)},
                        lambda h: h.length[other] > support or h.support_points(other) >= 15))
    again = cheapest(suit, last)
    out.append(Rule(again, f"6+ {name(suit)}, competes", (12, 37), {suit: (6, 13)}))
    for s in SUITS:
        call = cheapest(s, last)
        if s in (suit, other) or s in theirs or level_of(call) > 3:
            continue
        low = 12 if level_of(call) == 1 else 15 if rank(call) < rank(bid(2, suit)) else 17
        out.append(Rule(call, f"a free bid: 4+ {name(s)}, {points(low)}", (low, 37),
                        {s: (4, 13)}))
    nt = cheapest("N", last)
    stopped = ' and '.join(map(name, theirs))
    for call, low, high in (("1NT", 12, 15), ("2NT", 18, 19)):
        if theirs and level_of(nt) <= level_of(call):
            out.append(Rule(call, f"{points(low, high)}, balanced, {stopped} stopped",
                            (low, high), test=lambda h: h.balanced and
                            all(h.stopper(t) for t in theirs)))
    out.append(Rule(again, f"a strong hand: 5+ {name(suit)}, {points(17)}", (17, 37),
                    {suit: (5, 13)}))
    out.append(Rule("P", f"a minimum: {points(12, 16)}, nothing more to say", (0, 16)))
    return out


def is_one_level_answer(ctx: Context) -> bool:
    """Whether I opened one of a suit, they overcalled at the one level, partner bid a new
    suit at the one level and RHO passed, or I opened a major, they overcalled at the one
    or two level and partner raised to two: my rebid is as without the overcall.

    >>> is_one_level_answer(Context.build("E", [("N", "P"), ("E", "1C"), ("S", "1D"),
    ...                                         ("W", "1H"), ("N", "P")]))
    True
    """
    mine, partners = ctx.actions_of(ctx.me), ctx.actions_of(ctx.partner)
    if len(mine) != 1 or len(partners) != 1 or ctx.opener != ctx.me or \
            ctx.partner_call != partners[0] or ctx.rho_call != "P" or \
            len(ctx.their_bids) != 1 or level_of(ctx.their_bids[0]) > 2:
        return False
    suit, other = strain_of(mine[0]), strain_of(partners[0])
    if suit in ("H", "S") and partners[0] == bid(2, suit) and level_of(mine[0]) == 1:
        return True                        # 1S (2H) 2S (P): the simple raise
    return level_of(mine[0]) == 1 and level_of(partners[0]) == 1 and suit in SUITS and \
        other in SUITS and other != suit and other not in ctx.their_suits


def opener_after_one_level_answer(ctx: Context) -> list[Rule]:
    """Opener after 1x (1y) 1z (P): the overcall took no room, so the raise of partner's
    suit is as without it (the booklet's 1C-1H 2H, 12-15, a jump 16-18, game 19-21);
    other hands are left to the captain (``placement``), no trumps wanting a stopper in
    their suit. After 1M (2x) 2M (P) the raise is as
    uncontested: a minimum passes, 16-18 tries with three of the major, 19+ bids game
    (the help-suit tries and 2NT give way: their suit sits in between)."""
    other = strain_of(ctx.actions_of(ctx.partner)[0])
    suit = strain_of(ctx.actions_of(ctx.me)[0])
    if other == suit:                      # her raise: the tries in my suit, or pass
        return [r for r in rebids.opener_rebids(ctx) if ctx.is_legal(r.call) and
                (strain_of(r.call) == suit or r.call == "P")]
    return [r for r in rebids.opener_rebids(ctx) if ctx.is_legal(r.call) and
            strain_of(r.call) == other and r.lengths.get(other, (0, 13))[0] >= 4]
