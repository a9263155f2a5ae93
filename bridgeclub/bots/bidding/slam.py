"""Slam bidding (SAYC): Blackwood and the quantitative 4NT; slam tries.

Blackwood 4NT asks for aces when a suit is agreed (or partner opened 2C); the answers:
5C 0 or 4 aces, 5D 1, 5H 2, 5S 3. The asker then signs off at five of the suit when two
aces are missing, bids six when one is, seven with all four and 37 points between the
hands. 4NT directly over partner's no trumps is quantitative (``notrump``). A slam try
(``placement``, with 31-32 points together): five of the agreed major asks partner to bid
six with the top of her range.

>>> from bridgeclub.bots.bidding.evaluation import Evaluation
>>> hand = Evaluation.of("SK S5 S2 HA H7 H6 H3 DA D8 D4 C9 C6 C5".split())
>>> next(r for r in answers() if r.admits(hand)).why
'answer to Blackwood: 2 aces'
"""

from __future__ import annotations

from bridgeclub.bots.bidding.context import Context, bid, cheapest, level_of, strain_of
from bridgeclub.bots.bidding.rule import Rule, aces_are

ANSWERS = {"5C": (0, 4), "5D": (1,), "5H": (2,), "5S": (3,)}


def answers() -> list[Rule]:
    out = []
    for call, aces in ANSWERS.items():
        words = " or ".join(str(a) for a in aces)
        plural = "ace" if aces == (1,) else "aces"
        out.append(Rule(call, f"answer to Blackwood: {words} {plural}",
                        (4 * min(aces), 37), test=aces_are(aces)))
    return out


def ask(why: str = "") -> Rule:
    return Rule("4NT", "Blackwood: asks for aces" + (f" ({why})" if why else ""),
                (12, 37), forcing=True)


def is_blackwood(ctx: Context, index: int) -> bool:
    """Whether the call at ``index`` of the auction (a 4NT) asks for aces: a suit was bid
    by the asker's side before (and not a natural no-trump auction right over NT)."""
    seat, call = ctx.calls[index]
    if call != "4NT":
        return False
    side = {seat, "NESW"[("NESW".index(seat) + 2) % 4]}
    before = [(s, c) for s, c in ctx.calls[:index] if level_of(c)]
    if not before:
        return False
    last_ours = [c for s, c in before if s in side]
    if last_ours and strain_of(last_ours[-1]) == "N" and before[-1][0] in side \
            and before[-1][0] != seat:
        return False                           # quantitative over partner's no trumps
    return any(strain_of(c) not in ("", "N") for s, c in before if s in side)


def after_answer(ctx: Context, trump: str, combined: int, aces_mine: int) -> Rule:
    """The asker's decision after partner's answer to Blackwood."""
    answer = ctx.partners[-1]
    shown = ANSWERS.get(answer, (0,))
    partner_aces = max(a for a in shown if a + aces_mine <= 4) if any(
        a + aces_mine <= 4 for a in shown) else shown[0]
    if answer == "5C" and aces_mine == 0 and combined >= 30:
        partner_aces = 4
    total = aces_mine + partner_aces
    if total <= 2:
        return Rule(cheapest(trump, answer), f"sign-off: {4 - total} aces missing", (12, 37))
    if total == 4 and combined >= 36:
        return Rule(bid(7, trump), "grand slam: all the aces and 36+ points together",
                    (12, 37))
    missing = "no ace missing" if total == 4 else "one ace missing"
    return Rule(bid(6, trump), f"small slam: {missing}", (12, 37))
