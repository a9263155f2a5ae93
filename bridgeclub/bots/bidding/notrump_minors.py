"""The minors over partner's 1NT (SAYC booklet): 2S asks opener to bid 3C, after which a
weak responder passes with clubs or bids 3D with diamonds (to play); 3C or 3D straight
over 1NT invites 3NT with a good six-card suit (two of the top three honours).

>>> from bridgeclub.bots.bidding.context import Context
>>> from bridgeclub.bots.bidding.evaluation import Evaluation
>>> ctx = Context.build("S", [("N", "1NT"), ("E", "P")])
>>> hand = Evaluation.of("S8 S4 H7 H3 H2 DQ DJ D9 D8 D6 D4 C5 C2".split())
>>> next(r for r in responses(ctx) if r.admits(hand)).why
'asks opener to bid 3C: a weak hand with a long minor'
"""

from __future__ import annotations

from bridgeclub.bots.bidding.context import Context
from bridgeclub.bots.bidding.evaluation import Evaluation
from bridgeclub.bots.bidding.rule import Rule, good_suit, name, points


def _long_minor(h: Evaluation) -> bool:
    return max(h.length["C"], h.length["D"]) >= 6 and \
        max(h.length["S"], h.length["H"]) <= 4


def responses(ctx: Context) -> list[Rule]:
    """Responder's minor-suit calls over 1NT (RHO silent)."""
    out = [Rule("2S", "asks opener to bid 3C: a weak hand with a long minor", (0, 7),
                test=_long_minor, forcing=True)]
    out += [Rule(f"3{s}", f"invitational to 3NT: 6+ {name(s)} with two top honours, "
                 f"{points(6, 9)}", (6, 9), {s: (6, 13)}, good_suit(s)) for s in ("D", "C")]
    return out


def is_relay(ctx: Context) -> bool:
    """Partner's 2S over my 1NT, RHO silent: the relay to 3C."""
    return ctx.mine == ["1NT"] and [c for c in ctx.partners if c != "P"] == ["2S"] and \
        ctx.uncontested and ctx.opener == ctx.me and not ctx.system.weak_takeouts


def opener_relay() -> list[Rule]:
    return [Rule("3C", "relay: partner asked for 3C", (15, 17))]


def is_relay_completed(ctx: Context) -> bool:
    """My 2S relay, opener's 3C: now I place the contract."""
    mine = [c for c in ctx.mine if c != "P"]
    partners = [c for c in ctx.partners if c != "P"]
    return mine == ["2S"] and partners == ["1NT", "3C"] and ctx.uncontested


def responder_places() -> list[Rule]:
    return [Rule("3D", "to play: 6+ diamonds", (0, 7), {"D": (6, 13)}),
            Rule("P", "to play: 6+ clubs", (0, 7), {"C": (6, 13)})]
