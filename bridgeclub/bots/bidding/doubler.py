"""The takeout doubler's second call (SAYC): partner answered the double (she had to),
the opponents passed. The doubler now says how strong the double was.

After a forced answer (0-8 points):
- a raise with four trumps by support points: one level with 17-18, a jump with 19-21
  (never to five of a minor: 2S X P 3D P 4D; five of a minor is game, 22+), game with
  22+;
- a strong doubler (17+) with a suit of his own bids it: the double was too strong for an
  overcall; with 19-21 balanced and their suit stopped, no trumps, with 22+ 3NT; over a
  three-level answer 3NT is game already: 19+ balanced with their suit stopped bids it
  ahead of a five-card minor (four of a minor would be a part score partner passes);
- a double with nothing more to show (12-18: a minimum, or 17-18 without a fit or a
  suit) passes.
After a jump answer (9-11): 3NT over her 2NT with 14+ (25 between them), game with a
fit and 15+ support points (18+ for five of a minor), a strong double's own suit (17+)
or 3NT (19+, their suit stopped), else pass;
after partner's game, pass. After the cue bid (12+, forcing): a four-card major up the line, else
no trumps with their suit stopped, else the longest unbid suit.

>>> from bridgeclub.bots.bidding.context import Context
>>> from bridgeclub.bots.bidding.evaluation import Evaluation
>>> calls = [("N", "1D"), ("E", "X"), ("S", "P"), ("W", "1S"), ("N", "P")]
>>> hand = Evaluation.of("SA SK S4 HA HK HJ H7 H3 D4 CK C6 C5 C2".split())
>>> next(r for r in rebids(Context.build("E", calls)) if r.admits(hand)).why
'a strong double: 5+ hearts, 17+ points'
"""

from __future__ import annotations

from bridgeclub.bots.bidding.context import Context, bid, cheapest, level_of, strain_of
from bridgeclub.bots.bidding.evaluation import SUITS, Evaluation
from bridgeclub.bots.bidding.rule import Rule, Test, longest_of, name, points


def _support(trump: str, low: int, high: int) -> Test:
    def test(h: Evaluation) -> bool:
        return h.length[trump] >= 4 and low <= h.support_points(trump) <= high
    return test


def _balanced_stopped(theirs: list[str]) -> Test:
    def test(h: Evaluation) -> bool:
        return h.balanced and all(h.stopper(s) for s in theirs)
    return test


def _accepts_jump(strain: str) -> Rule:
    """Game facing partner's jump answer (9-11) with four trumps and 15+ support points
    (18+ for five of a minor): her invitation accepted, over their bid too."""
    game = bid(4 if strain in "HS" else 5, strain)
    return Rule(game, f"accepts the invitation: 4 {name(strain)}", (12, 37),
                test=_support(strain, 15 if strain in "HS" else 18, 40))


def after_cue_bid(ctx: Context) -> list[Rule]:
    """Partner cue bid their suit (12+, forcing): the doubler shows a four-card major (up
    the line), else no trumps with their suit stopped, else his longest unbid suit; at
    the double's own strength (a balancing double may hold 9 points)."""
    theirs = ctx.their_suits
    reply = ctx.partners[-1]
    unbid = [s for s in ("C", "D", "H", "S") if s not in theirs]
    low = min(12, ctx.range_of(ctx.me).hcp[0])
    out = [Rule(cheapest(m, reply), f"answer to the cue bid: 4+ {name(m)}", (low, 37),
                {m: (4, 13)}) for m in ("H", "S") if m in unbid]
    out.append(Rule(cheapest("N", reply), f"answer to the cue bid: "
                    f"{' and '.join(map(name, theirs))} stopped, no four-card major",
                    (low, 37), test=_balanced_stopped(theirs)))
    out += [Rule(cheapest(s, reply), f"answer to the cue bid: {name(s)}, my longest",
                 (low, 37), test=longest_of(s, unbid)) for s in unbid]
    return out


def rebids(ctx: Context) -> list[Rule]:
    """The doubler's rebid after partner's answer."""
    theirs = ctx.their_suits
    if not theirs or any(strain_of(c) == "N" for c in ctx.their_bids):
        return []
    reply = ctx.partners[-1]
    strain = strain_of(reply)
    shown_low = ctx.range_of(ctx.partner).hcp[0]
    out: list[Rule] = []
    if strain == theirs[-1]:                       # the cue bid: forcing, describe
        return after_cue_bid(ctx)
    if strain and level_of(reply) >= (3 if strain == "N" else 4 if strain in "HS" else 5):
        return [Rule("P", "partner chose the game", (0, 37))]
    if shown_low >= 9:                             # a jump answer: invitational
        if strain in SUITS:
            game = bid(4 if strain in "HS" else 5, strain)
            out.append(_accepts_jump(strain))
            out.append(Rule(game, f"accepts the invitation: 3 {name(strain)}, "
                            f"{points(17)}", (17, 37), {strain: (3, 13)}))
        elif strain == "N":
            out.append(Rule("3NT", f"accepts the invitation: {points(14)}", (14, 37)))
        for suit in SUITS:                         # the strong double shows its suit
            if suit not in theirs and suit != strain:
                out.append(Rule(cheapest(suit, reply), f"a strong double: 5+ {name(suit)}, "
                                f"{points(17)}, forcing", (17, 37), {suit: (5, 13)},
                                longest_of(suit), forcing=True))
        if strain != "N" and ctx.is_legal("3NT"):
            out.append(Rule("3NT", f"a strong double: {points(19)}, "
                            f"{' and '.join(map(name, theirs))} stopped", (19, 37),
                            test=_balanced_stopped(theirs)))
        out.append(Rule("P", "declines the invitation: a minimum double", (0, 16)))
        return out
    if strain in SUITS:
        game = bid(4 if strain in "HS" else 5, strain)
        jump = bid(min(level_of(reply) + 2, level_of(game) - (strain in "CD")), strain)
        out += [Rule(game, f"raise to game: 4 {name(strain)}, 22+ support points", (16, 37),
                     test=_support(strain, 22, 40)),
                Rule(jump, f"{'jump ' if level_of(jump) > level_of(reply) + 1 else ''}"
                     f"raise: 4 {name(strain)}, 19-21 support points", (15, 37),
                     test=_support(strain, 19, 21)),
                Rule(bid(level_of(reply) + 1, strain), f"raise: 4 {name(strain)}, "
                     "17-18 support points", (13, 37), test=_support(strain, 17, 18))]
    stopped = ' and '.join(map(name, theirs))
    nt = cheapest("N", reply)
    own = {suit: Rule(cheapest(suit, reply), f"a strong double: 5+ {name(suit)}, "
                      f"{points(17)}", (17, 37), {suit: (5, 13)}, longest_of(suit))
           for suit in SUITS if suit not in theirs and suit != strain}
    out += [own[s] for s in "SH" if s in own]
    if nt == "3NT":              # no trumps is game already: 3NT before a minor's 4-level
        out.append(Rule(nt, f"a strong double: {points(19)}, balanced, {stopped} stopped",
                        (19, 37), test=_balanced_stopped(theirs)))
    out += [own[s] for s in "DC" if s in own]
    if level_of(nt) < 3:         # (past 3NT no trumps is no longer natural)
        out.append(Rule(nt, f"a strong double: {points(19, 21)}, balanced, {stopped} "
                        "stopped", (19, 21), test=_balanced_stopped(theirs)))
        out.append(Rule("3NT", f"a strong double: {points(22)}, balanced, {stopped} "
                        "stopped", (22, 37), test=_balanced_stopped(theirs)))
    out.append(Rule("P", f"nothing more to show: {points(12, 18)}", (0, 18)))
    return out


def competes(ctx: Context) -> list[Rule]:
    """The doubler's second call when partner answered and their side bid again: his pass
    is now free, so it shows a minimum double (12-16; the booklet's doubler who bids
    again holds a strong hand); with 17+ he speaks. A raise with four trumps competes
    (15+ support points at the two level, 17+ at the three level, game with 22+), and
    at the three level so do nine trumps together on any double (the law of total
    tricks: (1H) X (2H) 2S (3H), five spades compete to 3S); a
    strong double (17+) shows a five-card suit of its own, no trumps with 19-21
    balanced and their suits stopped, else doubles again (values: a strong double);
    over their three-level bid a double would be for penalties: the pass says nothing.

    >>> calls = [("N", "1D"), ("E", "X"), ("S", "P"), ("W", "1H"), ("N", "2D")]
    >>> [(r.call, r.hcp) for r in competes(Context.build("E", calls))][-2:]
    [('X', (17, 37)), ('P', (0, 16))]
    """
    theirs = ctx.their_suits
    reply = next(c for c in reversed(ctx.partners) if level_of(c))
    strain = strain_of(reply)
    last = ctx.last_bid or reply
    out: list[Rule] = []
    if strain in SUITS and strain not in theirs:
        game = bid(4, strain)                 # (a minor's game: 3NT is judgement's)
        if strain in "HS" and ctx.is_legal(game):
            if ctx.range_of(ctx.partner).hcp[0] >= 9:     # her jump answer invited
                out.append(_accepts_jump(strain))
            out.append(Rule(game, f"raise to game: 4 {name(strain)}, 22+ support points",
                            (16, 37), test=_support(strain, 22, 40)))
        cheap = cheapest(strain, last)
        if level_of(cheap) <= 3 and cheap != game:
            least = 15 if level_of(cheap) == 2 else 17
            out.append(Rule(cheap, f"competitive raise: 4 {name(strain)}, {least}+ support "
                            "points", (12, 37), test=_support(strain, least, 40)))
            nine = max(4, 9 - ctx.partner_length(strain))   # the law: nine trumps, three
            if level_of(cheap) == 3:
                out.append(Rule(cheap, f"competitive raise: {nine}+ {name(strain)}, nine "
                                "trumps together: the law of total tricks", (0, 37),
                                {strain: (nine, 13)}))
    for suit in SUITS:
        call = cheapest(suit, last)
        if suit not in theirs and suit != strain and level_of(call) <= 3:
            out.append(Rule(call, f"a strong double: 5+ {name(suit)}, {points(17)}",
                            (17, 37), {suit: (5, 13)}, longest_of(suit)))
    nt = cheapest("N", last)
    if level_of(nt) <= 2 and theirs:
        out.append(Rule(nt, f"a strong double: {points(19, 21)}, balanced, "
                        f"{' and '.join(map(name, theirs))} stopped", (19, 21),
                        test=_balanced_stopped(theirs)))
    if level_of(last) >= 3:          # a double there is for penalties: no more to show
        out.append(Rule("P", "nothing more to say at the three level", (0, 37)))
        return out
    out.append(Rule("X", f"a strong double: {points(17)}, more to say", (17, 37)))
    out.append(Rule("P", f"a minimum double: {points(12, 16)}, nothing more to say",
                    (0, 16)))
    return out
