"""bridgeclub: the whole family of bridge games, in Python.

>>> import bridgeclub as bc
>>> game = bc.new_game("duplicate", board=5, seed=7)
>>> game.phase, str(game.dealer), str(game.vulnerability)
('auction', 'N', 'NS')

The vocabulary (cards, seats, calls, deals, the auction and the play) is imported with the
package; the games and matches (``new_game``, ``Game``, ``new_match``, ...) when first
asked for, so a command that needs neither (``bridgeclub --help``) does not load every
variant.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from bridgeclub.auction import Auction
from bridgeclub.calls import DOUBLE, PASS, REDOUBLE, Call, Contract, Strain
from bridgeclub.cards import DECK, JOKER, Card, Rank, Suit
from bridgeclub.deal import Deal, Hand
from bridgeclub.errors import IllegalAction
from bridgeclub.play import Play, Trick
from bridgeclub.seats import Seat, Side, Vulnerability, board_dealer, board_vulnerability

if TYPE_CHECKING:
    from bridgeclub import variants as variants
    from bridgeclub.game import (
        Action,
        Game,
        Move,
        Result,
        find_variant,
        new_game,
        replay,
        variant_names,
    )
    from bridgeclub.match import Match, ScoreSheet, SheetEntry, match_kinds, new_match

__version__ = "0.1.0"

#: The names taken from ``bridgeclub.game`` and ``bridgeclub.match`` when first used.
_GAME_NAMES = frozenset({"Action", "Game", "Move", "Result", "find_variant", "new_game",
                         "replay", "variant_names"})
_MATCH_NAMES = frozenset({"Match", "ScoreSheet", "SheetEntry", "match_kinds", "new_match"})


def __getattr__(name: str) -> Any:
    """The games' and matches' names (and their modules), imported on first use (PEP 562)."""
    if name in _GAME_NAMES or name == "game":
        import bridgeclub.game as game

        return game if name == "game" else getattr(game, name)
    if name in _MATCH_NAMES or name == "match":
        import bridgeclub.match as match

        return match if name == "match" else getattr(match, name)
    if name == "variants":
        import bridgeclub.variants as variants

        return variants
    raise AttributeError(f"module 'bridgeclub' has no attribute {name!r}")


__all__ = [
    "DECK", "DOUBLE", "JOKER", "PASS", "REDOUBLE", "Action", "Auction", "Call", "Card",
    "Contract", "Deal", "Game", "Hand", "IllegalAction", "Match", "Move", "Play", "Rank",
    "Result", "ScoreSheet", "Seat", "SheetEntry", "Side", "Strain", "Suit", "Trick",
    "Vulnerability", "board_dealer", "board_vulnerability", "find_variant", "match_kinds",
    "new_game", "new_match", "replay", "variant_names", "variants",
]
