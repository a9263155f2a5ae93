"""The ``beginner`` level's bidding: points and suit length only, no conventions.

Open one of the longest suit with 13 points; answer partner with a raise (3+ cards) or
the longest suit with 6 points, 1NT otherwise; overcall the longest suit (five cards)
with 13; bid game when the points together (partner counted at 13 for an opening, 7 for
an answer) reach 26; otherwise pass. No doubles, no slams, no conventions.

>>> from bridgeclub.bots.bidding.evaluation import Evaluation
>>> from bridgeclub.bots.bidding.context import Context
>>> hand = Evaluation.of("SK S5 S2 HA H7 H6 H3 DA D8 D4 CK C6 C5".split())
>>> decide(Context.build("N", []), hand).why
'13+ points: opens the longest suit'
"""

from __future__ import annotations

from bridgeclub.bots.bidding.context import Context, bid, cheapest, level_of, strain_of
from bridgeclub.bots.bidding.evaluation import NAMES, SUITS, Evaluation
from bridgeclub.bots.bidding.rule import Rule


def _partner_points(ctx: Context) -> int:
    calls = [c for c in ctx.partners if level_of(c)]
    if not calls:
        return 0 if ctx.partners else 6
    first_bid_seat_index = [s for s, c in ctx.bids].index(ctx.partner)
    return 13 if first_bid_seat_index == 0 else 8


def decide(ctx: Context, hand: Evaluation) -> Rule:
    longest = max(SUITS, key=lambda s: (hand.length[s], "CDHS".index(s)))
    last = ctx.last_bid
    if last is None:
        if hand.hcp >= 13:
            return Rule(bid(1, longest), "13+ points: opens the longest suit", (13, 37),
                        {longest: (4, 13)})
        return Rule("P", "fewer than 13 points", (0, 12))
    partner_suits = [strain_of(c) for c in ctx.partners if strain_of(c) not in ("", "N")]
    ours = hand.hcp + _partner_points(ctx)
    fit = next((s for s in partner_suits[::-1] if hand.length[s] >= 3), None)
    if not ctx.partners or not any(level_of(c) for c in ctx.partners):
        if not ctx.mine or not any(level_of(c) for c in ctx.mine):
            call = cheapest(longest, last)
            if hand.hcp >= 13 and hand.length[longest] >= 5 and level_of(call) <= 2 \
                    and ctx.is_legal(call):
                return Rule(call, f"13+ points and 5+ {NAMES[longest]}", (13, 37),
                            {longest: (5, 13)})
        return Rule("P", "not enough points to bid", (0, 37))
    strain = fit or ("N" if hand.balanced or not any(level_of(c) for c in ctx.mine)
                     else longest)
    game = {"N": 3, "S": 4, "H": 4, "D": 5, "C": 5}[strain]
    if strain in "DC" and ours >= 26:
        strain, game = "N", 3
    level = game if ours >= 26 else (2 if ours >= 20 else 1)
    target = bid(level, strain)
    if ctx.is_legal(target) and (ctx.last_bidder is None or ctx.ours(ctx.last_bidder)):
        words = (f"{ours} points together: game" if ours >= 26 else
                 f"support for partner's {NAMES[strain]}" if fit else
                 f"{hand.hcp} points, my longest suit" if strain != "N" else
                 f"{hand.hcp} points, no fit")
        first = not ctx.mine or not any(level_of(c) for c in ctx.mine)
        if (first or ours >= 26) and hand.hcp >= 6:
            return Rule(target, words, (6, 37))
    if not any(level_of(c) for c in ctx.mine) and hand.hcp >= 6 and ctx.is_legal(
            cheapest(longest, last)) and ctx.ours(ctx.last_bidder or ctx.me) and \
            level_of(cheapest(longest, last)) <= 2:
        return Rule(cheapest(longest, last), f"{hand.hcp} points, my longest suit", (6, 37),
                    {longest: (4, 13)})
    return Rule("P", "no reason to bid on", (0, 37))
