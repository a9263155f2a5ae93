"""When the opponents come in over our 1NT (SAYC): responder's calls after their overcall
or double, and opener's after they bid over Stayman or a transfer.

- Over a double of 1NT the system is on (Stayman, transfers: ``notrump.responses``).
- Over a suit overcall: a new suit at the two level is to play (5+ cards, a weak hand);
  at the three level (a jump too) it is forcing (5+ cards, 10+); the cue bid of their
  suit asks for a four-card major (four, not five) with game values; a five-card major
  is shown (forcing) before no trumps; 3NT is to play with their suit stopped (10-15),
  2NT invites with it stopped (8-9); four of a major is to play with six; double is for
  penalties (four good cards of their suit); else pass.
- They bid over a weak take-out (Acol): opener passes (partner's hand is weak: no penalty
  double of their suit at the two level).
- They bid over Stayman: opener shows a four-card major at the cheapest level (the three
  level too: partner's Stayman promised invitational values, the major fit is what she
  asked for), doubles with four good cards of their suit, else passes (partner speaks
  again); then responder raises a shown major (game with 9 when the answer came at the
  three level: no room left to invite), bids no trumps only with their suit stopped,
  doubles with four good cards there, or passes. They bid over a transfer: opener
  completes it with four trumps, else passes; over the relay to 3C she passes.

>>> from bridgeclub.bots.bidding.context import Context
>>> from bridgeclub.bots.bidding.evaluation import Evaluation
>>> ctx = Context.build("S", [("N", "1NT"), ("E", "2D")])
>>> hand = Evaluation.of("SK SJ S8 S7 S3 HQ H2 D8 D4 D2 C9 C6 C2".split())
>>> next(r for r in responses(ctx) if ctx.is_legal(r.call) and r.admits(hand)).why
'to play: 5+ spades, a weak hand'
"""

from __future__ import annotations

from bridgeclub.bots.bidding.context import (
    Context,
    bid,
    cheapest,
    level_of,
    seat_after,
    strain_of,
)
from bridgeclub.bots.bidding.evaluation import SUITS
from bridgeclub.bots.bidding.rule import Rule, honours_in, name, points, stopped_in


def responses(ctx: Context) -> list[Rule]:
    """Responder after partner's 1NT and RHO's suit overcall."""
    overcall = ctx.last_bid or "2C"
    theirs = strain_of(overcall)
    if theirs == "N":
        return [Rule("X", f"penalty double: {points(8)}", (8, 37)),
                Rule("P", "nothing to say", (0, 37))]
    out: list[Rule] = []
    for major in ("S", "H"):
        if major != theirs:
            out.append(Rule(bid(4, major), f"to play: 6+ {name(major)}, {points(10, 15)}",
                            (10, 15), {major: (6, 13)}))
    out.append(Rule("X", f"penalty double: 4+ good {name(theirs)}, {points(8)}", (8, 37),
                    {theirs: (4, 13)}, honours_in(theirs, 2)))
    majors = [m for m in ("H", "S") if m != theirs]
    if level_of(overcall) <= 2:
        out.append(Rule(cheapest(theirs, overcall), "cue bid: asks for a four-card major, "
                        f"{points(10)}", (10, 37),
                        test=lambda h: any(h.length[m] == 4 for m in majors) and
                        all(h.length[m] <= 4 for m in majors), forcing=True))
    for major in majors:                   # a five-card major before no trumps
        call = cheapest(major, overcall)
        if level_of(call) == 3 or (level_of(call) == 2 and level_of(overcall) == 2):
            out.append(Rule(bid(3, major), f"5+ {name(major)}, {points(10)}, forcing: "
                            "choose the game", (10, 37), {major: (5, 13)}, forcing=True))
    out.append(Rule("3NT", f"to play: {points(10, 15)}, {name(theirs)} stopped", (10, 15),
                    test=stopped_in([theirs])))
    for suit in SUITS:
        call = cheapest(suit, overcall)
        if suit == theirs:
            continue
        if level_of(call) == 2:
            out.append(Rule(call, f"to play: 5+ {name(suit)}, a weak hand", (0, 9),
                            {suit: (5, 13)}))
            out.append(Rule(bid(3, suit), f"5+ {name(suit)}, {points(10)}, forcing (a jump)",
                            (10, 37), {suit: (5, 13)}, forcing=True))
        elif level_of(call) == 3:
            out.append(Rule(call, f"5+ {name(suit)}, {points(10)}, forcing", (10, 37),
                            {suit: (5, 13)}, forcing=True))
    if level_of(overcall) <= 2:
        out.append(Rule("2NT", f"invitational: {points(8, 9)}, {name(theirs)} stopped",
                        (8, 9), test=stopped_in([theirs])))
    out.append(Rule("P", "nothing to say over their overcall", (0, 37)))
    return out


def opener_after_interference(ctx: Context) -> list[Rule]:
    """Opener after partner's Stayman or transfer and RHO's bid over it."""
    asked = next(c for c in ctx.partners if c != "P")
    theirs = strain_of(ctx.last_bid or "2D")
    last = ctx.last_bid or asked
    lo, hi = ctx.range_of(ctx.me).hcp
    if ctx.system.weak_takeouts and not ctx.system.transfers and asked in ("2D", "2H", "2S"):
        return [Rule("P", "partner's weak take-out is to play: no double of their rescue "
                     "opposite a weak hand", (lo, hi))]
    out: list[Rule] = []
    if asked in ("2D", "2H") and ctx.system.transfers:
        major = "H" if asked == "2D" else "S"
        out.append(Rule(cheapest(major, last), f"transfer completed over their bid: 4 "
                        f"{name(major)}", (lo, hi), {major: (4, 13)}))
    elif ctx.system.stayman and asked in ("2C", "3C"):   # Stayman, not the minors' relay
        for major in ("H", "S"):
            if major != theirs and level_of(cheapest(major, last)) <= 3:
                out.append(Rule(cheapest(major, last), f"answer to Stayman over their bid: "
                                f"four {name(major)}", (lo, hi), {major: (4, 5)}))
    if strain_of(last) != "N":
        out.append(Rule("X", f"penalty double: 4+ good {name(theirs)}", (lo, hi),
                        {theirs: (4, 13)}, honours_in(theirs, 2)))
    out.append(Rule("P", "nothing to show over their bid: partner speaks again", (lo, hi)))
    return out


def is_stayman_interfered(ctx: Context) -> bool:
    """I bid Stayman over partner's 1NT and an opponent bid over it (not a double)."""
    mine = [c for c in ctx.mine if c != "P"]
    if mine != ["2C"] or ctx.opening != "1NT" or ctx.opener != ctx.partner:
        return False
    asked = next(i for i, (s, c) in enumerate(ctx.calls) if s == ctx.me and c == "2C")
    return any(level_of(c) and not ctx.ours(s) for s, c in ctx.calls[asked + 1:])


def responder_after_stayman(ctx: Context) -> list[Rule]:
    """Responder's second call when they bid over her Stayman: raise the major opener
    showed, else no trumps only with their suit stopped, a penalty double with four good
    cards of their suit, or pass (opener's pass denied a major she could show)."""
    bids = [c for s, c in ctx.calls if level_of(c) and not ctx.ours(s)]
    theirs = next((strain_of(c) for c in reversed(bids) if strain_of(c) != "N"), "D")
    shown = [strain_of(c) for c in ctx.partners[1:] if strain_of(c) in ("H", "S")]
    out: list[Rule] = []
    for major in shown:
        if not ctx.is_legal(bid(3, major)):   # she showed it at three: no room to invite
            out.append(Rule(bid(4, major), f"game: 4 {name(major)}, {points(9, 15)}, her "
                            "answer at the three level", (9, 15), {major: (4, 13)}))
        out += [Rule(bid(4, major), f"game: 4 {name(major)}, {points(10, 15)}", (10, 15),
                     {major: (4, 13)}),
                Rule(bid(3, major), f"invitational: 4 {name(major)}, {points(8, 9)}",
                     (8, 9), {major: (4, 13)})]
    if strain_of(bids[-1] if bids else "") == "N":
        out.append(Rule("X", f"penalty double: {points(8)}", (8, 37)))
    out += [Rule("X", f"penalty double: 4+ good {name(theirs)}, {points(8)}", (8, 37),
                 {theirs: (4, 13)}, honours_in(theirs, 2)),
            Rule("3NT", f"to play: {points(10, 15)}, {name(theirs)} stopped", (10, 15),
                 test=stopped_in([theirs])),
            Rule("2NT", f"invitational: {points(8, 9)}, {name(theirs)} stopped", (8, 9),
                 test=stopped_in([theirs])),
            Rule("P", f"no fit and {name(theirs)} not stopped", (0, 37))]
    return [r for r in out if ctx.is_legal(r.call) or r.call == "P"]


def is_convention_doubled(ctx: Context) -> bool:
    """Our 1NT or 2NT, partner's or my Stayman or transfer (``2C``, ``2D``, ``2H``; one
    up over 2NT) and their double of it, the opponents otherwise silent: the system is on,
    as over a double of 1NT itself (opener answers as she would have, and responder goes on
    as over the answer), since the double of an artificial call only shows that suit.

    >>> calls = [("N", "1NT"), ("E", "P"), ("S", "2C"), ("W", "X")]
    >>> is_convention_doubled(Context.build("N", calls))
    True
    >>> is_convention_doubled(Context.build("S", [*calls, ("N", "2H"), ("E", "P")]))
    True
    >>> is_convention_doubled(Context.build("N", [("N", "1NT"), ("E", "X"), ("S", "2C"),
    ...                                           ("W", "P")]))
    False
    """
    theirs = [i for i, (s, c) in enumerate(ctx.calls) if not ctx.ours(s) and c != "P"]
    if ctx.opening not in ("1NT", "2NT") or ctx.opener is None or \
            not ctx.ours(ctx.opener) or len(theirs) != 1 or ctx.calls[theirs[0]][1] != "X":
        return False
    up = level_of(ctx.opening) - 1
    artificial = {f"{2 + up}C"} | ({f"{2 + up}D", f"{2 + up}H"} if ctx.system.transfers
                                   else set())
    responder = seat_after(ctx.opener, 2)
    seat, call = ctx.calls[theirs[0] - 1]
    first = next(c for s, c in ctx.calls if s == responder and c != "P")
    return seat == responder and call == first and call in artificial and \
        all(c != "XX" for _, c in ctx.calls)
