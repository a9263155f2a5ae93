"""Answering partner's preempt at the three level (SAYC): the preempter has seven cards and
5-10 points, so game needs about three tricks from partner.

- Game in partner's major with three trumps and 14+ points (or 16 support points).
  With a doubleton (nine trumps) game needs 15+, or 14 with two aces: quick tricks.
- 3NT over a minor with 16+ and stoppers in the other suits.
- A new suit below game with a good five-card suit, no fit and 16+ points: forcing one
  round (the preempter raises with three cards, else rebids her suit: ``strong``).
- Pass otherwise: without a good suit of her own a new suit would only drive the side
  higher.

>>> from bridgeclub.bots.bidding.context import Context
>>> from bridgeclub.bots.bidding.evaluation import Evaluation
>>> ctx = Context.build("S", [("N", "3H"), ("E", "P")])
>>> hand = Evaluation.of("SA SK S4 HQ H8 H2 DA DQ D7 D3 C9 C6 C2".split())
>>> next(r for r in responses(ctx) if r.admits(hand)).why
'game: 3+ hearts, 14+ points'
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
from bridgeclub.bots.bidding.evaluation import SUITS, Evaluation
from bridgeclub.bots.bidding.rule import Rule, Test, good_suit, name, others_stopped, points


def _values(suit: str) -> Test:
    def test(h: Evaluation) -> bool:
        return h.hcp >= 14 or h.support_points(suit) >= 16
    return test


def _tricks(h: Evaluation) -> bool:
    """A doubleton makes nine trumps with the preempter's seven: game with 15+ points,
    or 14 holding two aces (the tricks a preempter needs from partner are quick ones).

    >>> _tricks(Evaluation.of("S7 S6 HA H6 H5 DQ DJ D8 D6 D3 CA CQ CJ".split()))
    True
    """
    return h.hcp >= 15 or (h.hcp >= 14 and h.aces >= 2)


def responses(ctx: Context) -> list[Rule]:
    """Responder over partner's three-level preempt, or four of a minor, RHO silent."""
    suit = strain_of(ctx.opening or "3C")
    out: list[Rule] = []
    if suit in "HS":
        out.append(Rule(bid(4, suit), f"game: 3+ {name(suit)}, {points(14)}", (12, 37),
                        {suit: (3, 13)}, _values(suit)))
        out.append(Rule(bid(4, suit), f"game: 2 {name(suit)}, {points(14)}, quick tricks",
                        (14, 37), {suit: (2, 2)}, _tricks))
    for s in SUITS:                              # below the game in the new suit
        call = cheapest(s, ctx.opening)
        if s != suit and level_of(call) < (4 if s in "HS" else 5):
            out.append(Rule(call, f"new suit: 5+ {name(s)}, {points(16)}, no fit, forcing",
                            (16, 37), {s: (5, 13), suit: (0, 2)}, good_suit(s),
                            forcing=True))
    if suit not in "HS":
        out.append(Rule("3NT", f"to play: {points(16)}, the other suits stopped", (16, 37),
                        test=others_stopped(suit)))
        trumps = 2 if level_of(ctx.opening or "3C") == 4 else 3   # eight facing four
        out.append(Rule(bid(5, suit), f"game: {trumps}+ {name(suit)}, {points(16)}",
                        (16, 37), {suit: (trumps, 13)}))
    out.append(Rule("P", "no game facing the preempt", (0, 37)))
    return out


def first_action(ctx: Context, seat: str) -> int | None:
    """The index in the auction of ``seat``'s first call other than a pass."""
    return next((i for i, (s, c) in enumerate(ctx.calls) if s == seat and c != "P"), None)


def preempted(ctx: Context, seat: str) -> bool:
    """Whether ``seat``'s first action was a preempt: a weak two, a three- or four-level
    opening in a suit, or a weak jump overcall (a single jump right over their one-level
    bid, the opening or the response, our side silent: as ``overcalls`` makes it).

    >>> preempted(Context.build("S", [("N", "1D"), ("E", "3C"), ("S", "P")]), "E")
    True
    >>> preempted(Context.build("S", [("N", "1D"), ("E", "2C")]), "E")
    False
    >>> preempted(Context.build("W", [("N", "2S"), ("E", "P"), ("S", "3S")]), "N")
    True
    >>> preempted(Context.build("W", [("S", "1D"), ("W", "P"), ("N", "1S"), ("E", "3H"),
    ...                               ("S", "P")]), "E")
    True
    """
    index = first_action(ctx, seat)
    if index is None:
        return False
    call = ctx.calls[index][1]
    strain = strain_of(call)
    if strain in ("", "N"):
        return False
    before = [(s, c) for s, c in ctx.calls[:index] if level_of(c)]
    if not before:
        return (level_of(call) == 2 and strain in "DHS" and ctx.system.weak_twos) or \
            level_of(call) in (3, 4)
    if any(s in (seat, seat_after(seat, 2)) for s, _ in before) or \
            ctx.calls[index - 1] != before[-1]:
        return False                       # our side's bid first, or not right over theirs
    last = before[-1][1]
    return level_of(last) == 1 and strain_of(last) != "N" and \
        level_of(call) == level_of(cheapest(strain, last)) + 1


def is_preempt_raised(ctx: Context) -> bool:
    """Whether partner has just raised my preempt (the opponents silent since): the raise
    is to play, however high, the law of total tricks's raise to the level of the fit.

    >>> is_preempt_raised(Context.build("E", [("N", "1D"), ("E", "3C"), ("S", "P"),
    ...                                       ("W", "4C"), ("N", "P")]))
    True
    """
    mine = [c for c in ctx.mine if c != "P"]
    return len(mine) == 1 and preempted(ctx, ctx.me) and ctx.rho_call == "P" and \
        ctx.last_bidder == ctx.partner and strain_of(ctx.last_bid or "") == strain_of(mine[0])


def preempter_after_raise() -> list[Rule]:
    """The preempter after partner's raise: pass (the raise is to play; partner, who knows
    the preempt, is the captain)."""
    return [Rule("P", "partner's raise of my preempt is to play", (0, 37))]


def advancing_weak_jump(ctx: Context) -> list[Rule]:
    """Partner's weak jump overcall (a good six-card suit, 5-10): game in her major with
    three trumps and 14+, 3NT over a minor with their suit stopped and 15+, a new
    five-card suit with 14+ (forcing), else the raise to the level of the fit (the law of
    total tricks: three trumps make nine, the three level; four ten, the four level), to
    play; pass without a fit.

    >>> ctx = Context.build("W", [("N", "1D"), ("E", "3C"), ("S", "P")])
    >>> hand = Evaluation.of("SK S5 S4 S2 H7 H6 H3 D8 D4 CQ C6 C5 C3".split())
    >>> next(r for r in advancing_weak_jump(ctx) if r.admits(hand)).why
    'preemptive raise: 4 clubs, the law of total tricks (10 trumps), to play'
    """
    overcall = next(c for c in ctx.partners if c != "P")
    suit = strain_of(overcall)
    theirs = strain_of(ctx.opening or "1C")
    last = ctx.last_bid or overcall
    game = 4 if suit in "HS" else 5
    out: list[Rule] = []
    if suit in "HS":
        out.append(Rule(bid(4, suit), f"game: 3+ {name(suit)}, {points(14)}", (12, 37),
                        {suit: (3, 13)}, _values(suit)))
    elif ctx.is_legal("3NT"):
        out.append(Rule("3NT", f"to play: {points(15)}, {name(theirs)} stopped", (15, 37),
                        test=lambda h: h.stopper(theirs)))
    for s in SUITS:
        call = cheapest(s, last)
        if s not in (suit, theirs) and level_of(call) < (4 if s in "HS" else 5):
            out.append(Rule(call, f"new suit: 5+ {name(s)}, {points(14)}, no fit, forcing",
                            (14, 37), {s: (5, 13), suit: (0, 2)}, good_suit(s),
                            forcing=True))
    else:
        out.append(Rule(bid(5, suit), f"game: 3+ {name(suit)}, {points(16)}", (16, 37),
                        {suit: (3, 13)}))
    for support in (5, 4, 3):                # a minor jumps past three with five
        level = min(support, game) if suit in "HS" or level_of(overcall) >= 3 else \
            min(support - 1, game) if support == 5 else 3
        call = bid(level, suit)
        if ctx.is_legal(call):
            out.append(Rule(call, f"preemptive raise: {support} {name(suit)}, the law of "
                            f"total tricks ({support + 6} trumps), to play", (0, 37),
                            {suit: (support, 13)}))
    out.append(Rule("P", "no fit for partner's preempt", (0, 37)))
    return out
