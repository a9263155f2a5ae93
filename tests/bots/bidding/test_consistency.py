"""A call's explanation and what partner and the inference reader take from it agree: on
300 random boards bid by the standard computer players, every call's hand fits both what
the call's rule says it shows and what the reader (``read_auction``, which partner's
rules and the card players' sampling use) infers of that seat after it.

The calls made once the opponents have come in (competitive bidding) and the uncontested
ones alike: a call of the captain (``placement``) that a rule of the sequence gives
another meaning means the rules leave a hand without its call, and that gap is the bug.
"""

from __future__ import annotations

from functools import cache

import bridgeclub as bc
from bridgeclub.bots.bidding import _vulnerable, situation_context
from bridgeclub.bots.bidding import system as sayc
from bridgeclub.bots.bidding.evaluation import Evaluation
from bridgeclub.bots.bidding.reader import read_auction
from bridgeclub.deal import Hand
from bridgeclub.seats import Seat

BOARDS = 300


def _partner(seat: str) -> str:
    return "NESW"[("NESW".index(seat) + 2) % 4]


@cache
def _disagreements() -> tuple[list[str], list[str]]:
    """The calls whose hand falls outside what the call or its reading shows, as
    (competitive, uncontested) descriptions."""
    contested: list[str] = []
    uncontested: list[str] = []
    for board in range(1, BOARDS + 1):
        game = bc.new_game("duplicate", board=board, seed=f"consistency-{board}")
        made: list[tuple[str, str]] = []
        while game.phase == "auction":
            view = game.view(game.actor)
            ctx = situation_context(view)
            cards = (view.get("hands") or {}).get(ctx.me) or view.get("hand") or []
            rule = sayc.choose(ctx, Evaluation.of(cards))
            call = rule.call if rule.call in view["legal_actions"] else "P"
            hand: Hand = game.deal[Seat.from_str(ctx.me)]
            entered = any(c != "P" for s, c in made if s not in (ctx.me, _partner(ctx.me)))
            made.append((ctx.me, call))
            known, _ = read_auction(made, vulnerable=_vulnerable(view))
            own = rule.call != call or rule.shows.admits(hand)
            if not (own and known[ctx.me].admits(hand)):
                words = (f"board {board}: {' '.join(c for _, c in made)} by {hand} "
                         f"({hand.hcp} points), '{rule.why}' shows {rule.shows}, read as "
                         f"{known[ctx.me]}")
                (contested if entered else uncontested).append(words)
            game.act(call, explanation=rule.why)
    return contested, uncontested


def test_competitive_calls_are_read_as_explained() -> None:
    contested, _ = _disagreements()
    assert not contested, "\n".join(contested)


def test_uncontested_calls_are_read_as_explained() -> None:
    _, uncontested = _disagreements()
    assert not uncontested, "\n".join(uncontested)
