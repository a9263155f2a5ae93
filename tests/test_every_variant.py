"""What every registered variant must do, now and for variants added later: start from a
seed, play to the end with random legal actions, refuse bad actions without changing, and
save, load and replay to an equal game. (Each variant's own tests add the rules-based
check of what each seat may see.)"""

from __future__ import annotations

import json
import random

import pytest

import bridgeclub as bc

VARIANTS = bc.variant_names()


def test_every_variant_of_the_rules_is_registered() -> None:
    assert set(VARIANTS) >= {"rubber", "duplicate", "chicago", "minibridge", "minibridge-open",
                             "ez-bridge", "ez-bridge-3", "bridge-for-two", "double-dummy-two",
                             "buddy-bridge"}


@pytest.mark.parametrize("variant", VARIANTS)
@pytest.mark.parametrize("seed", range(3))
def test_a_random_game_keeps_the_api_contract(variant: str, seed: int) -> None:
    rng = random.Random(seed)
    game = bc.new_game(variant, seed=seed)
    assert game.variant == variant and game.players
    steps = 0
    while not game.is_over:
        actor = game.actor
        assert actor is not None and actor in game.players
        legal = game.legal_actions()
        assert legal
        saved = game.to_json()
        with pytest.raises(bc.IllegalAction):
            game.act("not an action")
        assert game.to_json() == saved
        view = game.view(actor)
        assert sorted(view["legal_actions"]) == sorted(str(a) for a in legal)
        action = rng.choice(legal)
        move = game.act(str(action))
        assert str(move) == str(action) and move.actor is actor
        steps += 1
        assert steps < 3000
    assert game.result is not None and game.actor is None and game.legal_actions() == []
    json.dumps(game.result.to_dict())
    for seat in game.players:
        json.dumps(game.view(seat))
        assert game.view(seat)["legal_actions"] == []
    loaded = bc.Game.from_json(game.to_json())
    assert loaded == game and loaded.result == game.result
    options = json.loads(game.to_json())["options"]
    assert bc.replay(variant, game.deal, game.history, **options) == game
