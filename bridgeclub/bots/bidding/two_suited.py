"""Two-suited overcalls (SAYC convention card): the Michaels cue bid and the unusual 2NT,
and partner's answers to them.

- Michaels: the cue bid of their one-level opening shows five-five or longer in two
  suits: over a minor both majors, over a major the other major and a minor.
- Unusual 2NT: the jump to 2NT over their one-level opening shows five-five in the two
  lowest unbid suits (the minors over a major; diamonds and hearts over 1C; clubs and
  hearts over 1D).
- Both: 6-16 points (with more, double first and bid the suits after).
- Advancer bids a seven-card suit of her own without a fit; else she chooses the suit
  she likes better (the longer; of equal length the cheaper),
  jumping to game with 12+ and a fit (with five trumps, a ten-card fit, 9+), to three of
  a major with four trumps and 10-11 (invitational); over a major's Michaels without
  three cards in the other major she bids 2NT to ask for the minor, and the Michaels
  bidder names it. Her
  simple preference ends it: the two-suited bidder passes (an invitation she accepts
  with 11+).
- Over their unusual 2NT after our opening (unusual over unusual): the cue bid of the
  lower of their suits is a limit raise or better of opener's suit, the cue bid of the
  higher one 5+ cards of the fourth suit with 10+ (forcing); three of opener's suit is
  competitive (6-9), four of her major preemptive (five trumps, 0-9); the double 10+
  without a fit (their runout is doubled for penalties); 3NT 13-15 with both their suits
  stopped.

>>> from bridgeclub.bots.bidding.context import Context
>>> from bridgeclub.bots.bidding.evaluation import Evaluation
>>> hand = Evaluation.of("SK SQ S9 S7 S3 HK HJ H8 H7 H2 D5 C4 C2".split())
>>> [r.why for r in overcalls(Context.build("E", [("N", "1C")])) if r.admits(hand)][:1]
['Michaels cue bid: 5+ hearts and 5+ spades, 6-16 points']
"""

from __future__ import annotations

from bridgeclub.bots.bidding.context import Context, bid, cheapest, level_of, strain_of
from bridgeclub.bots.bidding.evaluation import Evaluation
from bridgeclub.bots.bidding.rule import Rule, Test, name, points

ORDER = "CDHS"
RANGE = (6, 16)


def shown(opening: str, call: str) -> tuple[str, ...]:
    """The suits a two-suited overcall of ``call`` over ``opening`` shows; of Michaels
    over a major, only the other major is known (the minor is asked for)."""
    theirs = strain_of(opening)
    if call == "2NT":
        unbid = [s for s in ORDER if s != theirs]
        return tuple(unbid[:2])
    if theirs in "CD":
        return ("H", "S")
    return ("S" if theirs == "H" else "H",)


def is_two_suited(ctx: Context, seat: str, call: str) -> bool:
    """Whether ``seat``'s ``call`` was Michaels or the unusual 2NT: her side's first action,
    right over their one-level suit opening."""
    index = next((i for i, (s, c) in enumerate(ctx.calls) if s == seat and c != "P"), None)
    if index is None or index == 0 or ctx.calls[index][1] != call:
        return False
    bids = [(s, c) for s, c in ctx.calls[:index] if level_of(c)]
    if len(bids) != 1 or ctx.calls[index - 1] != bids[0]:
        return False
    opening = bids[0][1]
    if level_of(opening) != 1 or strain_of(opening) == "N":
        return False
    return call == "2NT" or call == bid(2, strain_of(opening))


def _five_five(suits: tuple[str, ...], theirs: str) -> Test:
    def test(h: Evaluation) -> bool:
        if len(suits) == 2:
            return all(h.length[s] >= 5 for s in suits)
        minors = [s for s in ("C", "D") if s != theirs]
        return h.length[suits[0]] >= 5 and any(h.length[m] >= 5 for m in minors)
    return test


def overcalls(ctx: Context) -> list[Rule]:
    """Michaels and the unusual 2NT over their one-level suit opening."""
    opening = ctx.last_bid or "1C"
    theirs = strain_of(opening)
    if level_of(opening) != 1 or theirs == "N" or ctx.last_bidder != ctx.rho or \
            len(ctx.bids) != 1:
        return []
    out: list[Rule] = []
    if ctx.system.michaels:
        suits = shown(opening, bid(2, theirs))
        words = " and ".join(f"5+ {name(s)}" for s in suits) if len(suits) == 2 else \
            f"5+ {name(suits[0])} and a five-card minor"
        out.append(Rule(bid(2, theirs), f"Michaels cue bid: {words}, {points(*RANGE)}",
                        RANGE, {s: (5, 13) for s in suits}, _five_five(suits, theirs),
                        forcing=True))
    if ctx.system.unusual_2nt:
        low = shown(opening, "2NT")
        out.append(Rule("2NT", f"unusual 2NT: 5+ {name(low[0])} and 5+ {name(low[1])}, "
                        f"{points(*RANGE)}", RANGE, {s: (5, 13) for s in low},
                        _five_five(low, theirs), forcing=True))
    return out


def _prefers(suit: str, choices: tuple[str, ...]) -> Test:
    def test(h: Evaluation) -> bool:
        best = max(choices, key=lambda s: (h.length[s], -ORDER.index(s)))
        return best == suit
    return test


def _own_suit(ctx: Context, suits: tuple[str, ...], last: str) -> list[Rule]:
    """A seven-card suit of advancer's own, with no fit for partner's suits: to play."""
    theirs = strain_of(ctx.opening or "1C")
    return [Rule(cheapest(s, last), f"to play: 7+ {name(s)}, no fit for partner's suits",
                 (0, 37), {s: (7, 13), **{t: (0, 2) for t in suits}})
            for s in ("S", "H", "D", "C") if s not in suits and s != theirs]


def advance(ctx: Context) -> list[Rule]:
    """Advancer after partner's Michaels or unusual 2NT (RHO passed or doubled: the
    double takes no room, the preference is still needed)."""
    opening = ctx.opening or "1C"
    call = next(c for c in ctx.partners if c != "P")
    suits = shown(opening, call)
    last = ctx.last_bid or call
    out: list[Rule] = []
    if len(suits) == 1:                             # the other major and a minor
        major = suits[0]
        out += [Rule(bid(4, major), f"game: 3+ {name(major)}, {points(12)}", (12, 37),
                     {major: (3, 13)}),
                Rule(bid(3, major), f"invitational: 3+ {name(major)}, {points(10, 11)}",
                     (10, 11), {major: (3, 13)}),
                Rule(bid(2, major) if level_of(last) == 2 and major == "S" else bid(3, major),
                     f"preference: 3+ {name(major)}", (0, 9), {major: (3, 13)}),
                *_own_suit(ctx, suits, last),
                Rule("2NT", "asks for the minor", (0, 37), forcing=True)]
        return out
    for suit in suits:
        out.append(Rule(bid(4, suit) if suit in "HS" else bid(5, suit),
                        f"game: 4+ {name(suit)}, {points(12)}", (12, 37), {suit: (4, 13)},
                        _prefers(suit, suits)))
    for suit in suits:
        if suit in "HS":       # ten trumps together: game on less; else a jump invites
            out.append(Rule(bid(4, suit), f"game: 5+ {name(suit)}, a ten-card fit, "
                            f"{points(9)}", (9, 37), {suit: (5, 13)}, _prefers(suit, suits)))
        jump = bid(level_of(cheapest(suit, last)) + 1, suit)
        if suit in "HS" and level_of(jump) == 3:
            out.append(Rule(jump, f"invitational: 4+ {name(suit)}, {points(10, 11)}",
                            (10, 11), {suit: (4, 13)}, _prefers(suit, suits)))
    for suit in suits:
        out.append(Rule(cheapest(suit, last), f"preference: {name(suit)}", (0, 11),
                        test=_prefers(suit, suits)))
    out += _own_suit(ctx, suits, last)
    return out


def _longer_by_two(suit: str, other: str) -> Test:
    def test(h: Evaluation) -> bool:
        return h.length[suit] >= h.length[other] + 2
    return test


def overcaller_rebids(ctx: Context) -> list[Rule]:
    """The two-suited bidder after partner's preference: her hand is told, she passes;
    after an invitation she bids game with the top of her range."""
    answer = ctx.partners[-1]
    strain = strain_of(answer)
    invited = ctx.range_of(ctx.partner).hcp[0] >= 10 and strain in "HS" and \
        level_of(answer) == 3
    out = [Rule(cheapest(s, answer), f"corrects to my longer suit: 6+ {name(s)}", (6, 16),
                {s: (6, 13)}, _longer_by_two(s, strain))
           for s in shown(ctx.opening or "1C", ctx.mine[0]) if s != strain and
           strain in "SHDC"]
    if invited:
        out.append(Rule(bid(4, strain), "accepts the invitation: the top of my range",
                        (11, 16)))
    out.append(Rule("P", "my two suits are told: partner has chosen", (0, 37)))
    return out


def names_the_minor(ctx: Context) -> list[Rule]:
    """The Michaels bidder (over a major) names her minor after partner's 2NT."""
    return [Rule(f"3{s}", f"my minor: 5+ {name(s)}", RANGE, {s: (5, 13)})
            for s in ("C", "D")]


def over_unusual_2nt(ctx: Context) -> list[Rule]:
    """Responder after partner's one-level suit opening and RHO's unusual 2NT (see the
    module's text): opener's suit and the fourth suit are shown by the cue bids, since
    their two suits are known.

    >>> ctx = Context.build("S", [("N", "1H"), ("E", "2NT")])
    >>> hand = Evaluation.of("SQ SJ S8 S4 HK HJ H9 H8 H2 DA D4 D3 C9".split())
    >>> next(r for r in over_unusual_2nt(ctx) if r.admits(hand)).why
    'cue bid: a limit raise or better, 3+ hearts, 10+ points'
    """
    opening = ctx.opening or "1H"
    suit = strain_of(opening)
    low, high = shown(opening, "2NT")
    fourth = next(s for s in "SHDC" if s not in (suit, low, high))
    support = 3 if suit in "HS" else 4
    out = [Rule(bid(3, low), f"cue bid: a limit raise or better, {support}+ {name(suit)}, "
                f"{points(10)}", (10, 37), {suit: (support, 13)}, forcing=True)]
    if suit in "HS":
        out.append(Rule(bid(4, suit), f"preemptive raise: 5+ {name(suit)}, {points(0, 9)}",
                        (0, 9), {suit: (5, 13)}))
    out += [Rule(bid(3, suit), f"competitive raise: {support}+ {name(suit)}, "
                 f"{points(6, 9)}", (5, 9), {suit: (support, 13)}),
            Rule(bid(3, high), f"cue bid: 5+ {name(fourth)}, {points(10)}, forcing",
                 (10, 37), {fourth: (5, 13)}, forcing=True),
            Rule(cheapest(fourth, "2NT"), f"5+ {name(fourth)}, {points(6, 9)}, not forcing",
                 (6, 9), {fourth: (5, 13)}),
            Rule("3NT", f"to play: {points(13, 15)}, {name(low)} and {name(high)} stopped",
                 (13, 15), test=lambda h: h.stopper(low) and h.stopper(high)),
            Rule("X", f"double: {points(10)}, no fit, their runout doubled for penalties",
                 (10, 37)),
            Rule("P", "nothing to add over their two-suiter", (0, 37))]
    return out
