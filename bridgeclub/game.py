"""The Game API: start a game of any variant by its id, replay one, read one back.

``new_game`` and ``replay`` find the variant in the registry (``bridgeclub.variants``) and
stand above it; the Game base class and its records live in ``bridgeclub.game_base``,
below the variants, and are re-exported here, so ``from bridgeclub.game import Game``
reads the same as ever.

Actions are values with a string form (a ``Call``, a ``Card`` or a variant's own word,
like ``dummy``); the strings round-trip through ``act``.

>>> import bridgeclub as bc
>>> game = bc.new_game("duplicate", board=1, seed=3)
>>> game.phase, game.turn, game.actor
('auction', Seat.N, Seat.N)
>>> move = game.act("1NT")
>>> str(move.action), move.seat, len(game.history)
('1NT', Seat.N, 1)
>>> bc.Game.from_json(game.to_json()) == game
True
>>> replay("duplicate", game.deal, ["1NT"], board=1) == game
True
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from bridgeclub.deal import Deal
from bridgeclub.game_base import (
    JSON,
    Action,
    Game,
    Move,
    Result,
    json_points,
    replay_moves,
)
from bridgeclub.seats import Seat
from bridgeclub.variants import find_variant, variant_names


def new_game(variant: str, options: JSON | None = None, **settings: Any) -> Game:
    """Start a new game: ``new_game("duplicate", board=5, seed=7)``; a variant's options
    may also come as a dict, ``options={"board": 5}``."""
    return find_variant(variant).new(**{**(options or {}), **settings})


def replay(variant: str, deal: Deal | str, history: Iterable[Move | Action | str],
           **options: Any) -> Game:
    """The game reached by playing ``history`` from the start of ``deal``; a history of
    Moves keeps each call's alert and explanation."""
    return replay_moves(find_variant(variant), deal, history, **options)


__all__ = ["JSON", "Action", "Game", "Move", "Result", "Seat", "find_variant",
           "json_points", "new_game", "replay", "variant_names"]
