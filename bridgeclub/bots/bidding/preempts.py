"""Answering partner's preempt at the three level (SAYC): the preempter has seven cards and
5-10 points, so game needs about three tricks from partner.

- Game in partner's major with three trumps and 14+ points (or 16 support points).
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

from bridgeclub.bots.bidding.context import Context, bid, cheapest, level_of, strain_of
from bridgeclub.bots.bidding.evaluation import SUITS, Evaluation
from bridgeclub.bots.bidding.rule import Rule, Test, good_suit, name, others_stopped, points


def _values(suit: str) -> Test:
    def test(h: Evaluation) -> bool:
        return h.hcp >= 14 or h.support_points(suit) >= 16
    return test


def responses(ctx: Context) -> list[Rule]:
    """Responder over partner's three-level preempt, RHO silent."""
    suit = strain_of(ctx.opening or "3C")
    out: list[Rule] = []
    if suit in "HS":
        out.append(Rule(bid(4, suit), f"game: 3+ {name(suit)}, {points(14)}", (12, 37),
                        {suit: (3, 13)}, _values(suit)))
    for s in SUITS:                              # below the game in the new suit
        call = cheapest(s, ctx.opening)
        if s != suit and level_of(call) < (4 if s in "HS" else 5):
            out.append(Rule(call, f"new suit: 5+ {name(s)}, {points(16)}, no fit, forcing",
                            (16, 37), {s: (5, 13), suit: (0, 2)}, good_suit(s),
                            forcing=True))
    if suit not in "HS":
        out.append(Rule("3NT", f"to play: {points(16)}, the other suits stopped", (16, 37),
                        test=others_stopped(suit)))
        out.append(Rule(bid(5, suit), f"game: 3+ {name(suit)}, {points(16)}", (16, 37),
                        {suit: (3, 13)}))
    out.append(Rule("P", "no game facing the preempt", (0, 37)))
    return out
