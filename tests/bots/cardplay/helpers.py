"""Deals played out by computer players, for the card-play tests.

The auction is not the card players' work: ``play_deal`` lets the players' own non-card
decisions run, but now and then makes a bid for them (a random low bid) so that most deals
reach a contract and the trick play is exercised in every variant.
"""

from __future__ import annotations

import json
import random
from typing import Any

import bridgeclub as bc
from bridgeclub.bots import cardplay
from bridgeclub.bots.cardplay.search import Budget
from bridgeclub.bots.levels import computer_player
from bridgeclub.game import Game

VARIANTS = ("duplicate", "rubber", "chicago", "minibridge", "minibridge-open", "ez-bridge",
            "ez-bridge-3", "bridge-for-two", "double-dummy-two", "buddy-bridge")


def play_deal(variant: str, seed: int, levels: dict[str, str] | str,
              check_views: bool = False, budget: Budget | None = None,
              **options: Any) -> tuple[Game, int]:
    """Play one deal; return the game and how many cards the computer players chose
    (``budget``: the searches' in place of their levels', as for a test of the seeds).

    Each seat's player is given that seat's view and nothing else, and every action it
    returns must be one of the view's legal actions (``game.act`` then takes it)."""
    game = bc.new_game(variant, seed=seed, **options)
    rng = random.Random(seed)
    players = {str(s): computer_player(levels if isinstance(levels, str) else levels[str(s)],
                                       seed=seed * 10 + i, budget=budget)
               for i, s in enumerate(bc.Seat)}
    cards = 0
    for _ in range(600):
        if game.is_over:
            break
        actor = str(game.actor)
        view: dict[str, Any] = game.view(actor)
        if check_views:
            view = json.loads(json.dumps(view, default=str))
        assert view["seat"] == actor
        if cardplay.is_card_play(view) or rng.random() < 0.6 or view["phase"] == "claim":
            decision = players[actor].decide(view)
            cards += cardplay.is_card_play(view)
            action = decision.action
            assert action in view["legal_actions"], (variant, seed, actor, action)
        else:
            bids = [a for a in view["legal_actions"] if a not in ("P", "X", "XX")]
            action = rng.choice(bids[:5]) if bids else players[actor].decide(view).action
        game.act(action)
    assert game.is_over, (variant, seed, game.phase)
    return game, cards
