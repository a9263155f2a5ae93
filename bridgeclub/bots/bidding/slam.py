"""Slam bidding (SAYC): Blackwood and the quantitative 4NT; slam tries.

Blackwood 4NT asks for aces when a suit is agreed (or partner opened 2C); the answers:
5C 0 or 4 aces, 5D 1, 5H 2, 5S 3. The asker then signs off at five of the suit when two
aces are missing and bids six when one is; holding all four with 33+ points together she
asks for kings with 5NT (the booklet: 5NT guarantees all the aces and asks for kings, with
grand slam interest), answered 6C 0 or 4 kings, 6D 1, 6H 2, 6S 3, and bids the grand slam
with every king and 35+ points together, else six. 4NT directly over partner's no trumps
is quantitative (``notrump``). A slam try (``placement``, with 31-32 points together):
five of the agreed major asks partner to bid six with the top of her range.

>>> from bridgeclub.bots.bidding.evaluation import Evaluation
>>> hand = Evaluation.of("SK S5 S2 HA H7 H6 H3 DA D8 D4 C9 C6 C5".split())
>>> next(r for r in answers() if r.admits(hand)).why
'answer to Blackwood: 2 aces'
"""

from __future__ import annotations

from bridgeclub.bots.bidding.context import Context, bid, cheapest, level_of, strain_of
from bridgeclub.bots.bidding.rule import Rule, Test, step_answers

ANSWERS = {"5C": (0, 4), "5D": (1,), "5H": (2,), "5S": (3,)}
KING_ANSWERS = {"6C": (0, 4), "6D": (1,), "6H": (2,), "6S": (3,)}


def answers() -> list[Rule]:
    """The answers to Blackwood, by the number of aces."""
    return step_answers(ANSWERS, "Blackwood", "ace", 4)


def king_answers() -> list[Rule]:
    """The answers to the 5NT king ask, by the number of kings.

    >>> [r.call for r in king_answers()]
    ['6C', '6D', '6H', '6S']
    """
    return step_answers(KING_ANSWERS, "the 5NT king ask", "king", 3)


def asks_kings(ctx: Context) -> bool:
    """Whether partner's last call is 5NT asking for kings: her 4NT (Blackwood) two rounds
    before, which I answered."""
    calls = ctx.calls
    return len(calls) >= 6 and calls[-2][1] == "5NT" and calls[-6][1] == "4NT" and \
        calls[-4][1] in ANSWERS and calls[-1][1] == "P" and calls[-3][1] == "P" and \
        is_blackwood(ctx, len(calls) - 6)


def ask(why: str = "", hcp: tuple[int, int] = (12, 37), test: Test | None = None) -> Rule:
    return Rule("4NT", "Blackwood: asks for aces" + (f" ({why})" if why else ""),
                hcp, test=test, forcing=True)


def is_blackwood(ctx: Context, index: int) -> bool:
    """Whether the call at ``index`` of the auction (a 4NT) asks for aces: a suit was bid
    by the asker's side before (and not a natural no-trump auction right over NT; after a
    Jacoby 2NT the major is agreed, so 4NT asks for aces even over partner's 3NT)."""
    seat, call = ctx.calls[index]
    if call != "4NT":
        return False
    side = {seat, "NESW"[("NESW".index(seat) + 2) % 4]}
    before = [(s, c) for s, c in ctx.calls[:index] if level_of(c)]
    if not before:
        return False
    last_ours = [c for s, c in before if s in side]
    if ctx.system.jacoby_2nt and last_ours[:2] in (["1H", "2NT"], ["1S", "2NT"]) and \
            before[1][1] == "2NT":
        return True                            # Jacoby 2NT agreed the major
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
    if total == 4 and combined >= 33 and ctx.is_legal("5NT"):
        return Rule("5NT", "asks for kings: all the aces, grand slam interest", (12, 37),
                    forcing=True)
    missing = "no ace missing" if total == 4 else "one ace missing"
    return Rule(bid(6, trump), f"small slam: {missing}", (12, 37))


def after_kings(ctx: Context, trump: str, combined: int, kings_mine: int) -> Rule:
    """The asker's decision after partner's answer to 5NT: the grand slam with every king
    and 35+ points together, else six of the suit (six no trumps when the answer passed
    it)."""
    shown = KING_ANSWERS.get(ctx.partners[-1], (0,))
    kings = kings_mine + max((k for k in shown if k + kings_mine <= 4), default=shown[0])
    if kings == 4 and combined >= 35:
        return Rule(bid(7, trump), "grand slam: all the aces and kings", (12, 37))
    six = bid(6, trump)
    call = six if ctx.is_legal(six) else "6NT"
    return Rule(call, f"small slam: {4 - kings} king{'s' if 4 - kings != 1 else ''} missing",
                (12, 37))
