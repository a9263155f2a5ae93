"""Random playouts with the invariants every variant must keep.

Each variant's tests call ``random_playout`` with a factory and a ``may_know`` function
that says, from the rules and independently of the game's own views, which cards a seat
may know at this moment. The harness checks, at every step:

- only the ``actor`` may act (any other seat is refused, and nothing changes);
- an illegal action is refused with a reason and changes nothing;
- ``from_json(to_json())`` and ``replay(history)`` equal the live game;
- no view and no event shows a card its seat may not know, after every action and after
  the deal (``check_every`` spaces out only the saving, loading and replaying);
- every view validates against the generated JSON Schema of the declared views;
- ``clone()`` equals the game and acting on it leaves the game unchanged;
- an action with a stale ``version`` is refused and changes nothing;
- at the end: cards conserved, the number of tricks right, a result.
"""

from __future__ import annotations

import json
import random
import re
from collections.abc import Callable, Iterable
from typing import Any

import jsonschema

import bridgeclub as bc
from bridgeclub.formats.view_schema import view_schema
from bridgeclub.game import Game
from bridgeclub.variants.contract_bridge import ContractBridgeGame

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


def act_all(game: Game, actions: str) -> None:
    """Make the actions, separated by spaces, in turn (each by the seat whose turn it is)."""
    for action in actions.split():
        game.act(action)


def cards_of(game: Game, *seats: bc.Seat) -> set[str]:
    """The cards dealt to ``seats``: the building block of a rules-based ``may_know``."""
    return {str(c) for s in seats for c in game.deal[s]}


def every_card(game: Game) -> set[str]:
    """Every card of the deal: what any seat may know once the deal is over."""
    return cards_of(game, *game.deal)


def played_and_own(game: ContractBridgeGame, seat: bc.Seat) -> set[str]:
    """The seat's own hand and every card played so far (none before the play)."""
    known = cards_of(game, seat)
    if game.play is not None:
        known |= {str(c) for c in game.play.played_cards()}
    return known


def dummy_after_opening_lead(game: ContractBridgeGame) -> set[str]:
    """Dummy's hand once the opening lead is made (Law 41D: dummy is faced then), else
    nothing."""
    if game.play is None or not game.play.is_opening_lead_made or game.dummy is None:
        return set()
    return cards_of(game, game.dummy)


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
        if game.version:
            try:
                game.act(str(action), seat=actor, version=game.version - 1)
            except bc.IllegalAction as error:
                assert "moved on" in str(error)
            else:
                raise AssertionError("a stale version was taken")
            assert game.to_json() == before
        copy = game.clone()
        game.act(str(action), seat=actor, version=game.version)
        assert copy.to_json() == before and copy != game
        copy.act(str(action))
        assert copy == game
        steps += 1
        check_views(game, may_know)
        if steps % check_every == 0 or game.is_over:
            assert_same_state(bc.Game.from_json(game.to_json()), game)
            options = json.loads(game.to_json())["options"]
            replayed = bc.replay(game.variant, game.deal, game.history, **options)
            assert_same_state(replayed, game)
    assert game.result is not None
    return game


def two_player_playout(variant: str, may_know: Callable[[Game, bc.Seat], Iterable[str]],
                       seed: int, vulnerability: bool = True) -> Game:
    """A random playout of a two-player variant (South and West at the table): the dealer,
    and the vulnerability when the variant takes one, drawn from ``seed``."""
    rng = random.Random(seed)
    options: dict[str, str] = {"dealer": rng.choice("SW")}
    if vulnerability:
        options["vulnerability"] = rng.choice(["None", "NS", "EW", "All"])
    return random_playout(lambda: bc.new_game(variant, seed=seed, **options), may_know, rng,
                          check_every=5)


_VALIDATORS: dict[str, Any] = {}


def validator(name: str) -> Any:
    """The JSON Schema validator of a variant's view (``event`` for events)."""
    if name not in _VALIDATORS:
        schema = view_schema()
        part = schema["event"] if name == "event" else schema["views"][name]
        _VALIDATORS[name] = jsonschema.Draft202012Validator(part)
    return _VALIDATORS[name]


def check_views(game: Game, may_know: Callable[[Game, bc.Seat], Iterable[str]]) -> None:
    """Every player's view and events: valid by the schema, and no card she may not know."""
    for seat in game.players:
        view = game.view(seat)
        json.dumps(view)
        validator(game.variant).validate(view)
        events = game.events(seat)
        for event in events:
            validator("event").validate(event)
        assert len(events) == game.version == view["version"]
        allowed = set(may_know(game, seat))
        leaked = card_strings(view) - allowed
        assert not leaked, f"{seat} sees {sorted(leaked)} in phase {game.phase}"
        leaked = card_strings(events) - allowed
        assert not leaked, f"{seat}'s events show {sorted(leaked)} in phase {game.phase}"
    non_players = [s for s in bc.Seat if s not in game.players]
    for seat in non_players:
        try:
            game.view(seat)
        except ValueError as error:
            assert "nobody plays" in str(error)
        else:
            raise AssertionError(f"{seat} is not a player but has a view")
