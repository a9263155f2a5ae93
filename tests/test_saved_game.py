"""Saved games read from outside text (bridgeclub.saved_game) and declared options: every
bad document of the bad-input issue is refused with one message naming the field, and
nothing loads into a game other than the one saved."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import bridgeclub as bc
from bridgeclub.bots.random_bot import RandomBot


def saved(kind: str = "duplicate", **changes: Any) -> str:
    game = bc.new_game(kind, seed=3)
    bot = RandomBot(seed=1, pass_bias=0.7)
    for _ in range(6):
        game.act(bot.choose(game.view(game.actor)))
    data = json.loads(game.to_json())
    data.update(changes)
    return json.dumps(data)


def with_options(kind: str = "duplicate", **options: Any) -> str:
    data = json.loads(saved(kind))
    data["options"].update(options)
    return json.dumps(data)


@pytest.mark.parametrize(("document", "field"), [
    (saved(deal=None), "deal"),
    (saved(deal=7), "deal"),
    (saved(deal="N:junk"), "deal"),
    (saved(options=[1]), "options"),
    (saved(variant=[1]), "variant"),
    (saved(variant="whist"), "variant"),
    (saved(history=99), "history"),
    (saved(history=["P", 3]), "history"),
    (saved(history=["7NT", "SA"]), "history"),
    (saved(notes={"x": {}}), "notes"),
    (with_options(vulnerability=1.5), "options"),
    (with_options(dealer=2), "options"),
    (with_options(board="5"), "options"),
    (with_options(deal="N:..."), "options.deal"),
    (with_options(history=[]), "options.history"),
    (with_options(variant="rubber"), "options.variant"),
    (with_options("chicago", part_scores={"NS": 1e999}), "options"),
    (with_options("chicago", part_scores={"NS": 5000}), "options"),
    (with_options(clams=True), "options"),
    ("[1, 2]", "document"),
    ("{", "document"),
    ("[" * 100_000, "document"),
    ('"x"' * 400_000, "document"),
])
def test_a_bad_saved_game_is_refused_naming_the_field(document: str, field: str) -> None:
    with pytest.raises(ValueError, match=f"not a saved bridgeclub game: {field}"):
        bc.Game.from_json(document)


def test_a_bridge_for_two_game_without_its_racks_is_refused_not_reshuffled() -> None:
    data = json.loads(saved("bridge-for-two"))
    del data["options"]["racks"]
    with pytest.raises(ValueError, match=r"options\.racks"):
        bc.Game.from_json(json.dumps(data))


def test_options_a_variant_does_not_take_are_refused_when_the_game_starts() -> None:
    with pytest.raises(ValueError, match="ez-bridge has no option 'board'"):
        bc.new_game("ez-bridge", seed=1, board=2)
    with pytest.raises(ValueError, match="buddy-bridge has no option 'board'"):
        bc.new_game("buddy-bridge", board=9)
    with pytest.raises(ValueError, match="duplicate has no option 'vulnerabilty'"):
        bc.new_game("duplicate", vulnerabilty="All")
    with pytest.raises(ValueError, match="option claims: true or false"):
        bc.new_game("duplicate", claims="yes")
    with pytest.raises(ValueError, match="a seed is"):
        bc.new_game("duplicate", seed=[1])


@pytest.mark.parametrize("variant", bc.variant_names())
def test_every_variant_declares_its_options_for_forms(variant: str) -> None:
    declared = bc.find_variant(variant).option_declarations()
    names = [o["name"] for o in declared]
    assert len(names) == len(set(names))
    assert {"claims", "undo", "memory_help", "situation"} <= set(names)
    json.dumps(declared)
    game = bc.new_game(variant, seed=1)
    assert set(game.options) <= set(names)


@settings(max_examples=150, derandomize=True, deadline=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=8),
    lambda children: st.lists(children, max_size=4)
    | st.dictionaries(st.text(max_size=8), children, max_size=4), max_leaves=12),
    st.sampled_from(["variant", "options", "deal", "history", "notes"]))
def test_any_mutated_field_loads_the_same_game_or_is_refused(junk: Any, field: str) -> None:
    original = saved("duplicate")
    data = json.loads(original)
    data[field] = junk
    try:
        text = json.dumps(data)
    except ValueError:
        return
    try:
        game = bc.Game.from_json(text)
    except ValueError as error:
        assert str(error).startswith("not a saved bridgeclub game")
        return
    assert json.loads(bc.Game.from_json(game.to_json()).to_json()) == json.loads(game.to_json())
