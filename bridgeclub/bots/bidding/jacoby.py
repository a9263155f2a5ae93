"""Jacoby 2NT (SAYC convention card): over partner's 1H or 1S, 2NT is a raise to game with
four or more trumps and 13+ points (``responses``). Opener describes her hand:

- four of a new suit: a good second five-card suit (shown first);
- three of a new suit: a singleton or void there;
- four of the major: a minimum (12-14) without shortness;
- 3NT: 15-17 without shortness;
- three of the major: 18+ without shortness (slam interest).

Every answer below game forces (the raise is to game); responder then bids game in the
major without slam interest (13-16; 13-14 opposite opener's 18+, when 15 makes 33).

>>> from bridgeclub.bots.bidding.context import Context
>>> from bridgeclub.bots.bidding.evaluation import Evaluation
>>> ctx = Context.build("N", [("N", "1H"), ("E", "P"), ("S", "2NT"), ("W", "P")])
>>> hand = Evaluation.of("SK S3 HA HQ H9 H7 H3 DK DJ D8 D4 D2 C2".split())
>>> next(r for r in opener_rebids(ctx) if r.admits(hand)).why
'answer to Jacoby 2NT: a singleton or void in clubs'
"""

from __future__ import annotations

from bridgeclub.bots.bidding.context import Context, strain_of
from bridgeclub.bots.bidding.evaluation import SUITS, Evaluation
from bridgeclub.bots.bidding.rule import Rule, good_suit, name, points


def _no_shortness(h: Evaluation) -> bool:
    return min(h.length.values()) >= 2


def opener_rebids(ctx: Context) -> list[Rule]:
    """Opener's rebid after 1M-2NT (Jacoby)."""
    major = strain_of(ctx.mine[0])
    others = [s for s in SUITS if s != major]
    out = [Rule(f"4{s}", f"answer to Jacoby 2NT: a good second suit, 5+ {name(s)}",
                (10, 21), {s: (5, 13)}, good_suit(s), forcing=True) for s in others]
    out += [Rule(f"3{s}", f"answer to Jacoby 2NT: a singleton or void in {name(s)}", (10, 21),
                 {s: (0, 1)}, forcing=True) for s in others]
    out += [Rule(f"3{major}", f"answer to Jacoby 2NT: {points(18)}, no shortness", (18, 21),
                 test=_no_shortness, forcing=True),
            Rule("3NT", f"answer to Jacoby 2NT: {points(15, 17)}, no shortness", (15, 17),
                 test=_no_shortness),
            Rule(f"4{major}", f"answer to Jacoby 2NT: a minimum, {points(12, 14)}", (10, 14)),
            Rule(f"3{major}", f"answer to Jacoby 2NT: extra values, {points(15)}", (15, 21),
                 forcing=True)]
    return out


def is_jacoby_answer(ctx: Context) -> bool:
    """Whether partner has answered my Jacoby 2NT below game (the game force goes on)."""
    mine = [c for c in ctx.mine if c != "P"]
    partners = [c for c in ctx.partners if c != "P"]
    return ctx.uncontested and mine == ["2NT"] and len(partners) == 2 and \
        partners[0] in ("1H", "1S") and ctx.opener == ctx.partner and \
        partners[1] != f"4{partners[0][-1]}"


def responder_rebids(ctx: Context) -> list[Rule]:
    """After opener's answer: game in the major without slam interest (the captain asks
    for aces with more, ``placement``)."""
    major = strain_of(ctx.partners[0])
    top = 14 if ctx.partners[-1] == f"3{major}" else 16   # 3M showed 18+: 33 with 15
    return [Rule(f"4{major}", f"game in {name(major)}: no slam interest, {points(13, top)}",
                 (12, top))]


def is_signoff(ctx: Context) -> bool:
    """Whether partner signed off in game after my answer to her Jacoby 2NT."""
    mine = [c for c in ctx.mine if c != "P"]
    partners = [c for c in ctx.partners if c != "P"]
    return ctx.uncontested and len(mine) == 2 and mine[0] in ("1H", "1S") and \
        partners == ["2NT", f"4{mine[0][-1]}"]


def opener_after_signoff(ctx: Context) -> list[Rule]:
    """Partner has no slam interest: opener passes unless she holds 18+ (then the captain,
    ``placement``, may look for slam)."""
    return [Rule("P", "partner has no slam interest: game is enough", (10, 17))]
