"""After-deal analysis (server/api/history.py): every variant's finished deal is analysed
by the real DDS solver without an error; par only where Contract Bridge's scoring holds."""

from __future__ import annotations

import random

import pytest

import bridgeclub as bc
from bridgeclub.deal import Deal
from bridgeclub.game import Game, variant_names
from bridgeclub.server.api.history import _analyse, has_contract_bridge_par
from bridgeclub.server.hub import ApiError


def _finished(variant: str, seed: int) -> Game:
    rng = random.Random(seed)
    game = bc.new_game(variant, seed=seed)
    while not game.is_over:
        game.act(str(rng.choice(game.legal_actions())))
    return game


def test_three_person_ez_bridge_analyses_the_play_from_the_chairs() -> None:
    """East or West wins the bidding and changes chairs with South: the play is analysed
    with each person's cards in her chair (before: endplay's AnalysePlay input error)."""
    checked = 0
    for seed in range(2, 6):
        game = _finished("ez-bridge-3", seed)
        view = game.view("E")
        if view.get("declarer") not in ("E", "W") or not view["tricks"]:
            continue
        result = _analyse(Deal.from_pbn(view["deal"]), view, has_contract_bridge_par(game))
        assert result["par"] is None and len(result["dd_table"]["tricks"]) == 4
        assert all(c["seat"] in "ESWN" and c["cost"] > 0 for c in result["costly_cards"])
        checked += 1
    assert checked >= 2


@pytest.mark.parametrize("variant", variant_names())
def test_no_variant_answers_an_analysis_with_an_error(variant: str) -> None:
    game = _finished(variant, 1)
    view = game.view(game.players[0])
    shown = view.get("deal")
    if not isinstance(shown, str):
        return
    deal = Deal.from_pbn(shown)
    if not deal.is_complete:
        return
    try:
        result = _analyse(deal, view, has_contract_bridge_par(game))
    except ApiError as error:            # a refusal in words, never a 500
        assert error.status == 422 and error.message
        return
    scored_as_contract_bridge = variant in ("rubber", "duplicate", "chicago", "bridge-for-two",
                                            "double-dummy-two", "minibridge-open")
    assert (result["par"] is not None) is scored_as_contract_bridge
