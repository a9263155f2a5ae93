"""Random playouts with the invariants every variant must keep.

Each variant's tests call ``random_playout`` with a factory and a ``may_know`` function
that says, from the rules and independently of the game's own views, which cards a seat
may know at this moment. The harness checks, at every step:

- only the ``actor`` may act (any other seat is refused, and nothing changes);
- an illegal action is refused with a reason and changes nothing;
- ``from_json(to_json())`` and ``replay(history)`` equal the live game;
- no view shows a card its seat may not know;
- at the end: cards conserved, the number of tricks right, a result.
"""

from __future__ import annotations

import json
import random
import re
from collections.abc import Callable, Iterable
from typing import Any

import bridgeclub as bc
from bridgeclub.game import Game

CARD_RE = re.compile(r"^(?:[SHDC][2-9TJQKA]|JK)$")


def card_strings(value: Any) -> set[str]:
    """Every card string anywhere in a JSON-ready value, PBN deal strings included."""
    found: set[str] = set()
    if isinstance(value, dict):
        for key, item in value.items():
            found |= card_strings(key) | card_strings(item)
    elif isinstance(value, list | tuple):
        for item in value:
            found |= card_strings(item)
    elif isinstance(value, str):
        if CARD_RE.match(value):
            found.add(value)
        elif re.match(r"^[NESW]:", value) and value.count(".") >= 3:
            deal = bc.Deal.from_pbn(value)
            found |= {str(c) for s in deal for c in deal[s]}
    return found


def assert_same_state(a: Game, b: Game) -> None:
    assert a == b
    assert a.phase == b.phase and a.turn == b.turn and a.actor == b.actor
    for seat in a.players:
        assert a.view(seat) == b.view(seat)


def random_playout(
    make: Callable[[], Game],
    may_know: Callable[[Game, bc.Seat], Iterable[str]],
    rng: random.Random,
    check_every: int = 1,
    max_actions: int = 2000,
) -> Game:
    game = make()
    steps = 0
    while not game.is_over:
        assert steps < max_actions, "the game does not end"
        actor = game.actor
        assert actor is not None
        legal = game.legal_actions()
        assert legal, "a running game must offer an action"
        before = game.to_json()
        other = next((s for s in game.players if s is not actor), None)
        if other is not None:
            try:
                game.act(str(legal[0]), seat=other)
            except bc.IllegalAction as error:
                assert str(error)
            else:
                raise AssertionError(f"{other} acted out of turn")
            assert game.to_json() == before
        action = rng.choice(legal)
        assert game.can_act(str(action))
        game.act(str(action), seat=actor)
        steps += 1
        if steps % check_every == 0 or game.is_over:
            check_views(game, may_know)
            assert_same_state(bc.Game.from_json(game.to_json()), game)
            options = json.loads(game.to_json())["options"]
            replayed = bc.replay(game.variant, game.deal, game.history, **options)
            assert_same_state(replayed, game)
    assert game.result is not None
    return game


def check_views(game: Game, may_know: Callable[[Game, bc.Seat], Iterable[str]]) -> None:
    for seat in game.players:
        view = game.view(seat)
        json.dumps(view)
        shown = card_strings(view)
        allowed = set(may_know(game, seat))
        leaked = shown - allowed
        assert not leaked, f"{seat} sees {sorted(leaked)} in phase {game.phase}"
