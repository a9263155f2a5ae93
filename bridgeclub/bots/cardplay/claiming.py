"""Declarer's claims: claim when double-dummy analysis of every lay-out shows it holds.

Declarer sees her hand and dummy; the defenders' cards may lie any way that fits the play.
She claims N tricks when her side takes at least N of the remaining tricks double dummy
against *every* such lay-out (the test the computer defender applies before accepting,
``bridgeclub.analysis.claims``), and only when there are few enough lay-outs to check them
all (``LIMIT``) and the trick is not under way.

>>> import bridgeclub as bc
>>> from bridgeclub.analysis.sampling import position
>>> deal = "N:AKQJ.AKQ.AKQ.AK2 T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.Q543"
>>> game = bc.new_game("rubber", deal=deal, claims=True)
>>> for action in "7NT P P P C9".split():
...     _ = game.act(action)
>>> view = game.view("N")
>>> claim_to_make(view, position(view)) is None     # too many lay-outs to check yet
True
"""

from __future__ import annotations

from collections.abc import Mapping
from math import comb
from typing import Any

from bridgeclub.analysis.claims import layouts
from bridgeclub.analysis.sampling import Layout, Position

#: The most lay-outs declarer solves to check a claim.
LIMIT = 70


def claim_to_make(view: Mapping[str, Any], where: Position) -> tuple[str, str] | None:
    """The claim (action and why) declarer can make now, or None."""
    from bridgeclub.bots.cardplay.search import solve
    if where.declarer is None or where.current or where.to_play.side is not \
            where.declarer.side or where.tricks_left < 1:
        return None
    defenders = (where.declarer.lho, where.declarer.rho)
    first, second = defenders
    hidden = where.hidden
    if hidden[where.declarer] or hidden[where.declarer.partner]:
        return None
    if len(where.unseen) != hidden[first] + hidden[second]:
        return None
    if comb(len(where.unseen), hidden[first]) > LIMIT:
        return None
    lays: list[Layout] = []
    for mine, theirs in layouts(where.unseen, first, hidden[first], second, where.voids):
        lay = {s: list(where.known[s]) for s in where.known}
        lay[first] = lay[first] + mine
        lay[second] = lay[second] + theirs
        lays.append(lay)
    if not lays:
        return None
    worst = min(max(scores.values()) for scores in solve(where, lays) if scores)
    if worst < 1:
        return None
    action = "claim" if worst == where.tricks_left else f"claim {worst}"
    if action != "claim" and action not in view["legal_actions"]:
        return None
    if action == "claim" and "claim" not in view["legal_actions"] and \
            f"claim {worst}" in view["legal_actions"]:
        action = f"claim {worst}"
    rest = where.tricks_left - worst
    why = (f"{sure_words(worst, where.tricks_left)} however the defenders' "
           f"{len(where.unseen)} cards lie" + ("" if not rest else f"; {rest} to the defence"))
    return action, why


def sure_words(sure: int, left: int) -> str:
    """How many of the tricks ``left`` are sure, in words (the reason a claim gives).

    >>> sure_words(1, 4), sure_words(3, 4)
    ('1 of the last 4 tricks is sure', '3 of the last 4 tricks are sure')
    >>> sure_words(4, 4), sure_words(1, 1)
    ('all 4 remaining tricks are sure', 'the last trick is sure')
    """
    if sure < left:
        return f"{sure} of the last {left} tricks {'is' if sure == 1 else 'are'} sure"
    return "the last trick is sure" if left == 1 else f"all {left} remaining tricks are sure"
