"""The bidding system of the computer players (SAYC by default) and every non-card
decision of every variant.

The system is SAYC as the ACBL's System Booklet and convention card write it, as rules a
bridge player can read, one module per situation or convention family: ``openings``,
``responses``, ``rebids`` (opener's second call), ``responder_rebids`` (responder's second
call, fourth suit forcing), ``opener_third``, ``game_tries`` (help-suit and 2NT tries),
``jacoby`` (Jacoby 2NT), ``notrump``, ``notrump_minors``, ``notrump_interference``
and ``notrump_doubled`` (after 1NT; the last, Acol's wriggle when it is doubled),
``gerber``, ``strong`` (2C and weak twos), ``preempts``, ``overcalls``, ``two_suited``
(Michaels, the unusual 2NT), ``doubler`` (the takeout doubler's rebids),
``competitive`` (negative doubles through 2S), ``contested`` (competitive judgement when
the opponents bid last: the law of total tricks, penalty doubles, the five level,
sacrifices), ``slam`` and ``placement`` (the captain, when no rule speaks). Each rule
carries the words that explain the call and the ``HandRange`` it shows, so the same rules
choose a call (``system.choose``) and read every player's calls, partners' and opponents'
(``reader.read_auction``). ``book.call_for`` asks the system a book case (``bench/sayc.py``
measures the SAYC book cases). ``beginner`` bids by points and suit length only. The
variants' own decisions live in ``families``.

>>> import bridgeclub as bc
>>> deal = "N:AK2.KQ3.QJ98.T76 QJT.AJT9.K.KJ985 987.876.A765.Q32 6543.542.T432.A4"
>>> game = bc.new_game("duplicate", deal=deal, board=1)
>>> decide(game.view("N"), "standard")
Decision(action='1NT', explanation='15-17 points, balanced')
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from bridgeclub.analysis.hand_range import HandRange
from bridgeclub.bots.bidding import beginner, simulation
from bridgeclub.bots.bidding import system as sayc
from bridgeclub.bots.bidding.context import Context, Score
from bridgeclub.bots.bidding.evaluation import Evaluation
from bridgeclub.bots.bidding.options import ACOL, SAYC, SYSTEMS, System, card, system_named
from bridgeclub.bots.bidding.reader import context_at, read_auction
from bridgeclub.bots.player import Decision
from bridgeclub.seats import Seat

View = Mapping[str, Any]
#: Variants whose auction is the four-hand auction of contract bridge.
FOUR_HAND_AUCTION = frozenset({"duplicate", "rubber", "chicago"})

__all__ = ["ACOL", "SAYC", "SYSTEMS", "System", "card", "decide", "inferences", "simulates",
           "situation_context", "system_named"]
#: A partnership's card: the card itself, its name ("sayc", "acol"), or None for SAYC.
Card = System | str | None


def _vulnerable(view: View) -> str:
    return {"NS": "NS", "EW": "EW", "All": "NESW", "Both": "NESW"}.get(
        str(view.get("vulnerability") or "None"), "")


def score_of(view: View, seat: str) -> Score:
    """The trick points each side still needs for game (rubber, Chicago part scores)."""
    situation = view.get("situation") or {}
    parts = situation.get("part_scores") or situation.get("below") or {}
    side = "NS" if seat in "NS" else "EW"
    other = "EW" if side == "NS" else "NS"
    try:
        return Score(max(10, 100 - int(parts.get(side, 0) or 0)),
                     max(10, 100 - int(parts.get(other, 0) or 0)))
    except (TypeError, ValueError, AttributeError):
        return Score()


def auction_of(view: View) -> list[tuple[str, str]]:
    return [(str(e["seat"]), str(e["call"])) for e in view.get("auction") or []]


def _side(seat: str) -> str:
    return "NS" if seat in "NS" else "EW"


def situation_context(view: View, system: Card = None, opponents: Card = None) -> Context:
    """The context of the seat to call, from a view (the reading of every call so far):
    our side's calls read by the partnership's card ``system``, the other side's by
    ``opponents`` (the same card when not given)."""
    system = card(system)
    seat = str(view.get("turn") or view.get("seat"))
    calls = auction_of(view)
    vulnerable = _vulnerable(view)
    score = score_of(view, seat)
    known, forcing = read_auction(calls, system, vulnerable, score,
                                  card(opponents) if opponents else None, _side(seat))
    return context_at(seat, calls, known, forcing, system, vulnerable, score)


def decide(view: View, level: str, system: Card = None, seconds: float = 0.0,
           rng: random.Random | None = None, opponents: Card = None) -> Decision:
    """The call of a four-hand auction (duplicate, rubber, Chicago) for ``level`` on the
    card ``system`` (the opponents' calls read by theirs); with ``seconds``, ``expert``
    checks the system's call by simulation (``simulation``)."""
    ctx = situation_context(view, system, opponents)
    cards = (view.get("hands") or {}).get(ctx.me) or view.get("hand") or []
    hand = Evaluation.of(cards)
    rule = beginner.decide(ctx, hand) if level == "beginner" else sayc.choose(ctx, hand)
    if level == "expert" and seconds > 0:
        rule = simulation.improve(ctx, cards, rule, seconds, rng or random.Random(0),
                                  _vulnerable(view), card(opponents) if opponents else None)
    legal = list(view.get("legal_actions") or [])
    if rule.call in legal:
        return Decision(rule.call, rule.why)
    return Decision("P" if "P" in legal else legal[0], "no sensible bid is left")


def simulates(view: View) -> bool:
    """Whether ``expert`` checks its call here by simulation: a four-hand auction that
    someone has opened (``simulation.improve``).

    >>> import bridgeclub as bc
    >>> game = bc.new_game("duplicate", seed=1)
    >>> simulates(game.view("N")), simulates(game.view("E"))
    (False, False)
    """
    return view.get("variant") in FOUR_HAND_AUCTION and view.get("phase") == "auction" \
        and any(str(e["call"]) not in ("P", "Pass") for e in view.get("auction") or []) \
        and view.get("turn") is not None


def inferences(view: View, system: Card = None, opponents: Card = None
               ) -> dict[Seat, HandRange]:
    """What the auction showed of each hidden hand (people's calls read by the same rules,
    the viewer's side's by its card ``system``, the others' by ``opponents``); the
    viewer's own seat is left out."""
    calls = auction_of(view)
    if not calls or view.get("variant") not in FOUR_HAND_AUCTION:
        return {}
    me = str(view.get("seat"))
    known, _ = read_auction(calls, card(system), _vulnerable(view), None,
                            card(opponents) if opponents else None, _side(me))
    seen = set((view.get("hands") or {}).keys())
    return {Seat.from_str(s): r for s, r in known.items()
            if s != me and s not in seen and r.is_possible}
