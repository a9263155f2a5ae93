"""Reading a saved game (``Game.to_json``) from outside text, checked field by field.

A saved game is its variant, options, deal and action log; loading replays the log. The
file may come from anywhere (a user's disk, the server's store after a crash), so every
field is checked before anything is built, and the rebuilt game must write the same
options it was given: a document that would load into a different game (a missing rack
order reshuffled, an option the variant does not keep) is refused, with one message that
names the field.

>>> import bridgeclub as bc
>>> game = bc.new_game("duplicate", board=2, seed=1); _ = game.act("1C", explanation="3+")
>>> from bridgeclub.variants import VARIANTS
>>> read_saved_game(game.to_json(), VARIANTS) == game
True
>>> read_saved_game('{"variant": "duplicate", "options": {"board": 5}, '
...                 '"deal": "N:... ", "history": []}', VARIANTS)  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
ValueError: not a saved bridgeclub game: deal: 'N:... ': ...
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from bridgeclub.errors import IllegalAction
from bridgeclub.game_base import JSON, Game

#: Keys a saved game's options may not use: they are fields of the document itself.
RESERVED_OPTIONS = ("deal", "history", "variant", "seed", "notes")
#: A saved game bigger than this is refused unread (a long Buddy rubber is ~10 kB).
MAX_SAVED_GAME = 1_000_000
MAX_ACTIONS = 2_000
_BUILD_ERRORS = (ValueError, TypeError, KeyError, AttributeError, OverflowError)


def _refuse(field: str, why: str) -> ValueError:
    return ValueError(f"not a saved bridgeclub game: {field}: {why}")


def read_saved_game(text: str | bytes, variants: Mapping[str, type[Game]]) -> Game:
    """The game a ``to_json`` document describes, its variant one of ``variants`` (the
    registry, ``bridgeclub.variants.VARIANTS``, which makes this ``Game.from_json``);
    ValueError naming the field otherwise."""
    if not isinstance(text, str | bytes):
        raise _refuse("document", f"JSON text, not {type(text).__name__}")
    if len(text) > MAX_SAVED_GAME:
        raise _refuse("document", f"larger than {MAX_SAVED_GAME:,} characters")
    try:
        data = json.loads(text)
    except (ValueError, RecursionError) as error:
        raise _refuse("document", f"not JSON ({error})") from None
    if not isinstance(data, dict):
        raise _refuse("document", "a JSON object with variant, options, deal and history")
    variant = _variant(data.get("variant"), variants)
    options = _options(data.get("options"))
    deal = data.get("deal")
    if not isinstance(deal, str):
        raise _refuse("deal", f"a PBN deal string, not {deal!r:.40}")
    history = _history(data.get("history"))
    notes = _notes(data.get("notes", {}), len(history))
    return _rebuild(variants[variant], options, deal, history, notes)


def _variant(value: Any, variants: Mapping[str, type[Game]]) -> str:
    if not isinstance(value, str) or value not in variants:
        raise _refuse("variant", f"one of {', '.join(sorted(variants))}, not {value!r:.40}")
    return value


def _options(value: Any) -> JSON:
    if not isinstance(value, dict):
        raise _refuse("options", f"a JSON object, not {value!r:.40}")
    for key in value:
        if key in RESERVED_OPTIONS:
            raise _refuse(f"options.{key}", "is a field of the saved game, not an option")
    return value


def _history(value: Any) -> list[str]:
    if not isinstance(value, list) or not all(isinstance(a, str) for a in value):
        raise _refuse("history", f"a list of action strings, not {value!r:.40}")
    if len(value) > MAX_ACTIONS:
        raise _refuse("history", f"more than {MAX_ACTIONS} actions")
    return value


def _notes(value: Any, actions: int) -> dict[int, tuple[str, bool]]:
    if not isinstance(value, dict):
        raise _refuse("notes", f"a JSON object, not {value!r:.40}")
    notes: dict[int, tuple[str, bool]] = {}
    for key, note in value.items():
        if not (key.isascii() and key.isdigit() and len(key) <= 5
                and 1 <= int(key) <= actions):
            raise _refuse("notes", f"{key!r:.20} is not the number of an action")
        if not isinstance(note, dict) or not isinstance(note.get("explanation", ""), str) \
                or not isinstance(note.get("alert", False), bool):
            raise _refuse(f"notes.{key}", "an explanation (text) and an alert (true/false)")
        notes[int(key)] = (note.get("explanation", ""), note.get("alert", False))
    return notes


def _rebuild(cls: type[Game], options: JSON, deal: str, history: list[str],
             notes: dict[int, tuple[str, bool]]) -> Game:
    try:
        game = cls.new(deal=deal, **options)
    except _BUILD_ERRORS as error:
        try:
            cls.new(deal=deal)
        except _BUILD_ERRORS as deal_error:
            raise _refuse("deal", f"{deal!r:.60}: {deal_error}") from None
        raise _refuse("options", str(error) or type(error).__name__) from None
    kept = json.loads(json.dumps(game.options))
    for key in sorted(set(kept) | set(options)):
        if kept.get(key) != options.get(key):
            raise _refuse(f"options.{key}", f"{options.get(key)!r:.40} does not load back "
                          f"(the game keeps {kept.get(key)!r:.40})")
    for number, action in enumerate(history, start=1):
        explanation, alert = notes.get(number, ("", False))
        try:
            game.act(action, explanation=explanation, alert=alert)
        except IllegalAction as error:
            raise _refuse(f"history[{number - 1}]", f"{action!r:.20} is illegal: {error}"
                          ) from None
    return game

