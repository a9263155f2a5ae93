"""A fast copy of a game's state, for search (``Game.clone``).

``copy.deepcopy`` copies every card and seat of a game although they are immutable
values, and ``Game.from_json`` replays the whole log; both cost about a millisecond in
mid-play. A game's state is a small tree of mutable engines (auction, play, tricks,
claims) holding immutable values (cards, calls, seats, hands, frozen records), so this
copy rebuilds the lists, dicts, sets and engine objects and shares every value. Shared
references stay shared (a memo, as ``deepcopy`` keeps).

What counts as a value: enums, frozen dataclasses, numbers and strings, and the classes
that define their own ``__hash__`` or keep their fields in ``__slots__`` only (``Card``,
``Call``, ``Hand``, ``Deal``): the core's value types are all immutable.

>>> import bridgeclub as bc
>>> game = bc.new_game("duplicate", board=1, seed=3)
>>> copy = structural_copy(game)
>>> copy == game, copy.auction is game.auction, copy.deal is game.deal
(True, False, True)
"""

from __future__ import annotations

from collections.abc import Callable
from enum import Enum
from fractions import Fraction
from typing import Any, TypeVar

from bridgeclub.play import Trick

T = TypeVar("T")

_ATOMS: tuple[type, ...] = (str, int, float, bool, bytes, type(None), Fraction, Enum,
                            frozenset, type)
_OBJECT_HASH: object = object.__dict__["__hash__"]
_VALUE, _LIST, _DICT, _SET, _TUPLE, _OBJECT = range(6)
_KINDS: dict[type, int] = {list: _LIST, dict: _DICT, set: _SET, tuple: _TUPLE}


def _kind(cls: type) -> int:
    kind = _KINDS.get(cls)
    if kind is None:
        params = getattr(cls, "__dataclass_params__", None)
        hash_method: object = getattr(cls, "__hash__", None)
        own_hash = hash_method is not None and hash_method is not _OBJECT_HASH
        slots_only = "__dict__" not in dir(cls)
        if issubclass(cls, _ATOMS) or (params is not None and params.frozen) \
                or own_hash or slots_only:
            kind = _VALUE
        else:
            kind = _OBJECT
        _KINDS[cls] = kind
    return kind


def _copy_trick(trick: Trick, memo: dict[int, Any]) -> Trick:
    """A trick holds (seat, card) pairs: values, so a new list of the same pairs."""
    return Trick(trick.leader, list(trick.cards), trick.winner)


#: Copiers for the engine parts copied most often, by exact type.
_COPIERS: dict[type, Callable[[Any, dict[int, Any]], Any]] = {Trick: _copy_trick}


#: Tuples found to hold only values, by id, each kept alive here so that its id stays its
#: own: shared tuples (an auction's bids, a play's seats) are then not looked through again
#: on every copy. A few hundred at most; forgotten all at once when full.
_VALUE_TUPLES: dict[int, tuple[Any, ...]] = {}
_MOST_VALUE_TUPLES = 512


def _remember_value_tuple(value: tuple[Any, ...]) -> None:
    if len(value) < 8:
        return  # as quick to look through as to look up
    if len(_VALUE_TUPLES) >= _MOST_VALUE_TUPLES:
        _VALUE_TUPLES.clear()
    _VALUE_TUPLES[id(value)] = value


def structural_copy(value: T) -> T:
    """A copy of ``value`` sharing its immutable parts (see the module docstring)."""
    copied: T = _copy(value, {})
    return copied


def _copy(value: Any, memo: dict[int, Any]) -> Any:
    kind = _KINDS.get(type(value))
    if kind is None:
        kind = _kind(type(value))
    if kind == _VALUE:
        return value
    if kind == _TUPLE:
        if id(value) in _VALUE_TUPLES:
            return value
        for item in value:
            if _KINDS.get(type(item)) != _VALUE:
                break
        else:
            _remember_value_tuple(value)
            return value
    key = id(value)
    if key in memo:
        return memo[key]
    copier = _COPIERS.get(type(value))
    if copier is not None:
        copied = memo[key] = copier(value, memo)
        return copied
    if kind == _TUPLE:
        items = [_copy(item, memo) for item in value]
        same = all(a is b for a, b in zip(items, value, strict=True))
        new_tuple = value if same else tuple(items)
        memo[key] = new_tuple
        return new_tuple
    if kind == _LIST:
        new_list = value.copy()
        memo[key] = new_list
        for index, item in enumerate(new_list):
            if _KINDS.get(type(item)) != _VALUE:
                new_list[index] = _copy(item, memo)
        return new_list
    if kind == _DICT:
        new_dict = value.copy()
        memo[key] = new_dict
        for name, item in new_dict.items():
            if _KINDS.get(type(item)) != _VALUE:
                new_dict[name] = _copy(item, memo)
        return new_dict
    if kind == _SET:
        new_set = {_copy(item, memo) for item in value}
        memo[key] = new_set
        return new_set
    new = object.__new__(type(value))
    memo[key] = new
    state = value.__dict__.copy()
    for name, item in state.items():
        if _KINDS.get(type(item)) != _VALUE:
            state[name] = _copy(item, memo)
    new.__dict__.update(state)
    return new
