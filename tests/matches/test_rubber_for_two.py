"""Goren's games for two play whole rubbers in the ``goren`` edition (seed 003)."""

from __future__ import annotations

import random

import pytest

import bridgeclub as bc


@pytest.mark.parametrize("variant", ["bridge-for-two", "double-dummy-two"])
def test_a_rubber_of_a_game_for_two_plays_to_its_end(variant: str) -> None:
    rubber = bc.new_match("rubber", variant=variant)
    rng = random.Random(7)
    dealers = []
    while not rubber.is_over:
        game = rubber.next_game(seed=rng.getrandbits(32))
        assert game.variant == variant
        dealers.append(game.options["dealer"])
        while not game.is_over:
            legal = [str(a) for a in game.legal_actions()]
            if game.phase == "auction":
                low_bids = [a for a in legal if a[0] in "34" and a[1:] != ""]
                game.act(rng.choice(low_bids) if low_bids and rng.random() < 0.5 else "P")
            else:
                game.act(rng.choice(legal))
        rubber.add_game(game)
        assert len(dealers) < 200
    assert dealers[:4] == ["S", "W", "S", "W"][: len(dealers[:4])]
    totals = rubber.totals
    assert max(totals.values()) > 0
    assert getattr(rubber, "edition", None) == "goren"
