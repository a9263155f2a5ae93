"""Answering partner's preempt at the three level (SAYC): the preempter has seven cards and
5-10 points, so game needs about three tricks from partner.

- Game in partner's major with three trumps and 14+ points (or 16 support points).
- 3NT over a minor with 16+ and stoppers in the other suits.
- Pass otherwise: a new suit would only drive the side higher without a fit.

>>> from bridgeclub.bots.bidding.context import Context
>>> from bridgeclub.bots.bidding.evaluation import Evaluation
>>> ctx = Context.build("S", [("N", "3H"), ("E", "P")])
>>> hand = Evaluation.of("SA SK S4 HQ H8 H2 DA DQ D7 D3 C9 C6 C2".split())
>>> next(r for r in responses(ctx) if r.admits(hand)).why
'game: 3+ hearts, 14+ points'
"""

from __future__ import annotations

from bridgeclub.bots.bidding.context import Context, bid, strain_of
from bridgeclub.bots.bidding.evaluation import SUITS, Evaluation
from bridgeclub.bots.bidding.rule import Rule, Test, name, points


def _values(suit: str) -> Test:
    def test(h: Evaluation) -> bool:
        return h.hcp >= 14 or h.support_points(suit) >= 16
    return test


def _stoppers(suit: str) -> Test:
    def test(h: Evaluation) -> bool:
        return all(h.stopper(s) for s in SUITS if s != suit)
    return test


def responses(ctx: Context) -> list[Rule]:
    """Responder over partner's three-level preempt, RHO silent."""
    suit = strain_of(ctx.opening or "3C")
    out: list[Rule] = []
    if suit in "HS":
        out.append(Rule(bid(4, suit), f"game: 3+ {name(suit)}, {points(14)}", (12, 37),
                        {suit: (3, 13)}, _values(suit)))
    else:
        out.append(Rule("3NT", f"to play: {points(16)}, the other suits stopped", (16, 37),
                        test=_stoppers(suit)))
        out.append(Rule(bid(5, suit), f"game: 3+ {name(suit)}, {points(16)}", (16, 37),
                        {suit: (3, 13)}))
    out.append(Rule("P", "no game facing the preempt", (0, 37)))
    return out
