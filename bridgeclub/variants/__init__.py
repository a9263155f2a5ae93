"""Every variant bridgeclub plays, and the registry that finds one by id (``find_variant``).

The registry stands above the variants it lists: a variant module imports the base it
extends (``bridgeclub.game_base``), never this package. (The matches that play them live in
``bridgeclub.matches``; ``bridgeclub.game`` adds ``new_game`` and ``replay``.)

>>> find_variant("ez-bridge").__name__, "duplicate" in variant_names()
('EZBridgeGame', True)
>>> find_variant("whist")  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
ValueError: no variant 'whist'; the variants are: bridge-for-two, buddy-bridge, ...
"""

from __future__ import annotations

from functools import partial

from bridgeclub.game_base import Game, read_saved_games_with
from bridgeclub.saved_game import read_saved_game
from bridgeclub.variants.bridge_for_two import BridgeForTwoGame
from bridgeclub.variants.buddy_bridge import BuddyBridgeGame
from bridgeclub.variants.chicago import ChicagoGame
from bridgeclub.variants.contract_bridge import ContractBridgeGame
from bridgeclub.variants.double_dummy_two import DoubleDummyTwoGame
from bridgeclub.variants.duplicate import DuplicateGame
from bridgeclub.variants.ez_bridge import EZBridgeGame
from bridgeclub.variants.ez_bridge_3 import EZBridge3Game
from bridgeclub.variants.minibridge import MiniBridgeGame
from bridgeclub.variants.minibridge_open import MiniBridgeOpenGame
from bridgeclub.variants.rubber import RubberGame

#: Every variant by its id (``ContractBridgeGame`` is the base of the four-seat games).
VARIANTS: dict[str, type[Game]] = {cls.variant: cls for cls in (
    BridgeForTwoGame, BuddyBridgeGame, ChicagoGame, DoubleDummyTwoGame, DuplicateGame,
    EZBridgeGame, EZBridge3Game, MiniBridgeGame, MiniBridgeOpenGame, RubberGame)}


#: ``Game.from_json`` reads a saved game of any of them. Python runs this package before any
#: variant module in it, so no variant's game exists before the reader is in place.
read_saved_games_with(partial(read_saved_game, variants=VARIANTS))


def variant_names() -> list[str]:
    """The ids of every variant."""
    return sorted(VARIANTS)


def find_variant(name: str) -> type[Game]:
    """The Game class of a variant id (``duplicate``, ``ez-bridge``, ...)."""
    try:
        return VARIANTS[name]
    except (KeyError, TypeError):
        known = ", ".join(sorted(VARIANTS))
        raise ValueError(f"no variant {name!r}; the variants are: {known}") from None


__all__ = ["VARIANTS", "BridgeForTwoGame", "BuddyBridgeGame", "ChicagoGame",
           "ContractBridgeGame", "DoubleDummyTwoGame", "DuplicateGame", "EZBridge3Game",
           "EZBridgeGame", "MiniBridgeGame", "MiniBridgeOpenGame", "RubberGame",
           "find_variant", "variant_names"]
