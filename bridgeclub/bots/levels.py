"""The computer players front ends use: one factory by level, and hints.

Front ends (the terminal, the browser app, the bot-match harness) ask for a player by level
and seed and never build a bot class themselves, so the players behind each level can grow
(bidding system, double-dummy card play) without the front ends changing.

>>> import bridgeclub as bc
>>> game = bc.new_game("duplicate", seed=1)
>>> player = computer_player("beginner", seed=3)
>>> game.can_act(player.decide(game.view(game.actor)).action)
True
>>> computer_player("grandmaster")
Traceback (most recent call last):
...
ValueError: unknown level 'grandmaster': choose beginner, standard or expert
"""

from __future__ import annotations

from typing import Final

from bridgeclub.bots.player import ComputerPlayer, Decision, View
from bridgeclub.bots.random_bot import RandomBot

LEVELS: Final = ("beginner", "standard", "expert")


class _LegalPlayer:
    """Picks among the legal actions, passing often in the auction (the players of every
    level until the bidding system and card play land)."""

    def __init__(self, seed: int | None) -> None:
        self._bot = RandomBot(seed=seed, pass_bias=0.6)

    def decide(self, view: View) -> Decision:
        return Decision(self._bot.choose(dict(view)))


def computer_player(level: str = "standard", seed: int | None = None) -> ComputerPlayer:
    """A computer player of ``level`` (one of ``LEVELS``); the same seed, the same
    decisions for the same views."""
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r}: choose {', '.join(LEVELS[:-1])} "
                         f"or {LEVELS[-1]}")
    return _LegalPlayer(seed)


def hint(view: View) -> Decision:
    """What the ``standard`` player would do in this view, with one line why (empty when
    there is nothing to explain)."""
    return computer_player("standard", seed=0).decide(view)
