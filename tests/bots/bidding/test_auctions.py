"""1,000 auctions of every bidding variant by computer players (beginner and standard,
auctions only): no illegal call, no exception, and every call explained."""

from __future__ import annotations

import os
import random

import pytest

import bridgeclub as bc
from bridgeclub.bots import cardplay
from bridgeclub.bots.levels import computer_player

VARIANTS = ["duplicate", "rubber", "chicago", "minibridge", "minibridge-open", "ez-bridge",
            "ez-bridge-3", "bridge-for-two", "double-dummy-two", "buddy-bridge"]
AUCTIONS = int(os.environ.get("BRIDGECLUB_AUCTIONS", "1000"))


@pytest.mark.parametrize("variant", VARIANTS)
def test_computer_players_bid_every_variant(variant: str) -> None:
    decisions = 0
    for seed in range(AUCTIONS):
        level = ("beginner", "standard")[seed % 2]
        game = bc.new_game(variant, seed=seed)
        players = {seat: computer_player(level, seed=seed) for seat in "NESW"}
        rng = random.Random(seed)
        while not game.is_over and game.phase != "play":
            view = game.view(game.actor)
            if cardplay.is_card_play(view):           # Buddy Bridge's exchange tricks
                game.act(str(rng.choice(game.legal_actions())))
                continue
            decision = players[str(game.actor)].decide(view)
            assert game.can_act(decision.action), (variant, seed, decision)
            assert decision.explanation, (variant, seed, decision)
            game.act(decision.action, explanation=decision.explanation)
            decisions += 1
    assert decisions >= AUCTIONS // 2
