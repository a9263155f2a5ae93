"""bridgeclub: the whole family of bridge games, in Python.

>>> import bridgeclub as bc
>>> game = bc.new_game("duplicate", board=5, seed=7)
>>> game.phase, str(game.dealer), str(game.vulnerability)
('auction', 'N', 'NS')
"""

from bridgeclub import variants as variants  # registers every variant
from bridgeclub.auction import Auction
from bridgeclub.calls import DOUBLE, PASS, REDOUBLE, Call, Contract, Strain
from bridgeclub.cards import DECK, JOKER, Card, Rank, Suit
from bridgeclub.deal import Deal, Hand
from bridgeclub.errors import IllegalAction
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
from bridgeclub.play import Play, Trick
from bridgeclub.seats import Seat, Side, Vulnerability, board_dealer, board_vulnerability

__version__ = "0.1.0"

__all__ = [
    "DECK", "DOUBLE", "JOKER", "PASS", "REDOUBLE", "Action", "Auction", "Call", "Card",
    "Contract", "Deal", "Game", "Hand", "IllegalAction", "Match", "Move", "Play", "Rank",
    "Result", "ScoreSheet", "Seat", "SheetEntry", "Side", "Strain", "Suit", "Trick",
    "Vulnerability", "board_dealer", "board_vulnerability", "find_variant", "match_kinds",
    "new_game", "new_match", "replay", "variant_names", "variants",
]
