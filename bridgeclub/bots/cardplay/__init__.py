"""Card play for every trick-taking phase of every variant, by level.

``play(view, level, rng)`` answers the card (or claim) of the seat whose view it is:

- ``beginner``: rules of thumb only (``rules``), no look-ahead, instant.
- ``standard``: samples the unseen cards consistent with the view and the auction's
  inferences, solves them double dummy (``search``) and plays the best card for the form
  of scoring, within its time budget (``search.Budget``); the opening lead the same way.
- ``expert``: the same with a longer budget and more lay-outs, solving after its first
  lay-outs only the cards still in the running (``search.Budget.narrow``).

Each level's budget is set in ``bridgeclub.bots.levels`` (``BUDGETS``).

Buddy Bridge's exchange and contract play are ``buddy``'s (DDS cannot model them).

>>> import random
>>> import bridgeclub as bc
>>> game = bc.new_game("duplicate", board=3, seed=5)
>>> for call in "P 1NT P 3NT P P P".split():
...     _ = game.act(call)
>>> decision = play(game.view(game.actor), "beginner", random.Random(1))
>>> game.can_act(decision.action)
True
>>> play(game.view(game.actor), "standard", random.Random(1))
Traceback (most recent call last):
...
ValueError: the standard player's search needs its time budget
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from bridgeclub.analysis.hand_range import HandRange
from bridgeclub.analysis.sampling import FOUR_HAND_VARIANTS, position
from bridgeclub.bots.cardplay import buddy, rules, search
from bridgeclub.bots.cardplay.claiming import claim_to_make
from bridgeclub.bots.cardplay.search import Budget
from bridgeclub.bots.player import Decision
from bridgeclub.claims import is_claim_word
from bridgeclub.seats import Seat

#: The form of scoring each variant is played for, when the player is not told.
FORM = {"duplicate": "imps", "chicago": "imps"}


def form_of(view: Mapping[str, Any]) -> str:
    """The form of scoring the view's deal is played for: matchpoints when the match says
    so (``situation.scoring`` ``MP``), else IMPs for duplicate and Chicago, else points.

    >>> form_of({"variant": "duplicate", "situation": {"scoring": "MP"}})
    'matchpoints'
    >>> form_of({"variant": "rubber", "situation": None})
    'points'
    """
    situation = view.get("situation") or {}
    if str(situation.get("scoring", "")).lower() in ("mp", "matchpoints"):
        return "matchpoints"
    return FORM.get(str(view.get("variant")), "points")


def is_card_play(view: Mapping[str, Any]) -> bool:
    """Whether the seat's decision is a trick's card (any variant) or declarer's claim."""
    phase = view.get("phase")
    if view.get("variant") == "buddy-bridge":
        return phase in ("exchange", "play")
    return phase == "play" and view.get("variant") in FOUR_HAND_VARIANTS


def play(view: Mapping[str, Any], level: str, rng: random.Random,
         inferences: Mapping[Seat, HandRange] | None = None,
         form: str | None = None, budget: Budget | None = None,
         started: float | None = None) -> Decision:
    """The card (or claim) of ``level``'s player for the seat of ``view``; a level that
    searches (all but ``beginner``) searches within ``budget`` from ``started`` (by
    ``time.monotonic()``, by default now)."""
    if level != "beginner" and budget is None:
        raise ValueError(f"the {level} player's search needs its time budget")
    legal = [a for a in view["legal_actions"] if not is_claim_word(a)]
    if not legal:
        raise ValueError("this seat has no card to play now")
    if view.get("variant") == "buddy-bridge":
        own = {**view, "legal_actions": legal}
        action = buddy.choose(own, rng, look_ahead=level != "beginner")
        return Decision(action, buddy.explain(own, action, look_ahead=level != "beginner"))
    where = position(view, inferences)
    if level != "beginner" and len(legal) < len(view["legal_actions"]):
        claim = claim_to_make(view, where)
        if claim is not None:
            return Decision(claim[0], claim[1])
    if level == "beginner" or len(legal) == 1:
        card = rules.choose(where, legal)
        return Decision(str(card), _rule_why(where, legal))
    assert budget is not None
    where.holdings = rules.read_the_play(where)
    scoring = form or form_of(view)
    choice = search.best_card(where, legal, budget, rng, scoring, dict(view), started)
    why = choice.why(where) if choice.layouts else \
        "the cards are all alike here" if choice.share else "a rule of thumb (no time left)"
    return Decision(str(choice.card), why)


def _rule_why(where: Any, legal: list[str]) -> str:
    if len(legal) == 1:
        return "the only legal card"
    if not where.current:
        return "a lead by the rules of thumb"
    return {1: "second hand low, cover an honour with an honour",
            2: "third hand high", 3: "win as cheaply as possible in fourth seat"}.get(
        len(where.current), "a rule of thumb")
