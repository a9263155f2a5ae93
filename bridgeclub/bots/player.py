"""The one interface of every computer player: a seat's view in, a decision out.

A computer player gets exactly what a person at that seat gets, the seat's view
(``game.view(seat)``), never the game or the deal, and answers a ``Decision``: the action's
string form, and for a call the explanation every seat may read (an alert, as at a real
table). Front ends pass ``decision.explanation`` on with the action.

>>> import bridgeclub as bc
>>> from bridgeclub.bots.random_bot import RandomBot
>>> game = bc.new_game("duplicate", seed=1)
>>> decision = decide_with(RandomBot(seed=2), game.view(game.actor))
>>> game.can_act(decision.action)
True
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Protocol

View = Mapping[str, Any]


@dataclass(frozen=True)
class Decision:
    """An action as its string form (``"1NT"``, ``"SA"``, ``"dummy"``) and, for a call,
    what it means in the game's words (``"15-17 points, balanced"``); empty when there is
    nothing to explain."""

    action: str
    explanation: str = ""


class ComputerPlayer(Protocol):
    """Anything that decides for a seat from that seat's view."""

    def decide(self, view: View) -> Decision: ...


class Chooser(Protocol):
    """The older, simpler form: a view in, an action string out."""

    def choose(self, view: dict[str, Any]) -> str: ...


def decide_with(player: ComputerPlayer | Chooser, view: View) -> Decision:
    """Ask any computer player for a decision, whichever of the two forms it speaks."""
    decide = getattr(player, "decide", None)
    if decide is not None:
        decision: Decision = decide(view)
        return decision
    chooser: Chooser = player  # type: ignore[assignment]
    return Decision(chooser.choose(dict(view)))
