"""The simplest legal player: picks uniformly among the legal actions of its view.

It plays every variant, because every view of the actor lists ``legal_actions``. The
good players of the "Computer players" issue are measured against it.

>>> import bridgeclub as bc
>>> game = bc.new_game("duplicate", seed=1)
>>> bot = RandomBot(seed=2)
>>> action = bot.choose(game.view(game.actor))
>>> game.can_act(action)
True
"""

from __future__ import annotations

import random
from typing import Any


class RandomBot:
    """Chooses a legal action at random; passes more often in the auction when asked to."""

    def __init__(self, seed: int | None = None, pass_bias: float = 0.0) -> None:
        self.rng = random.Random(seed)
        self.pass_bias = pass_bias

    def choose(self, view: dict[str, Any]) -> str:
        legal: list[str] = view["legal_actions"]
        if not legal:
            raise ValueError("this seat has nothing to do now")
        if self.pass_bias and "P" in legal and self.rng.random() < self.pass_bias:
            return "P"
        return self.rng.choice(legal)
