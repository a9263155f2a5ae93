"""Matches: start one of any kind (``new_match``), list the kinds, read one back.

A Match (a rubber, a Chicago, a duplicate board set, an EZ-Bridge game/set/match, a
MiniBridge session, a Buddy Bridge rubber) is a series of deals with a running score sheet;
the base class and the sheet live in ``bridgeclub.match_base``, below the kinds, and are
re-exported here; the kinds are listed in ``bridgeclub.matches``, which this module stands
above.

>>> import bridgeclub as bc
>>> bc.match_kinds("ez-bridge")
['ez-bridge']
>>> rubber = bc.new_match("rubber")
>>> rubber.record("4S", "S", 10)
>>> bc.Match.from_json(rubber.to_json()) == rubber
True
"""

from __future__ import annotations

from typing import Any

from bridgeclub.match_base import (
    GAME_OPTIONS,
    GAME_TABLE_OPTIONS,
    Match,
    Points,
    RefusedEntry,
    ScoreSheet,
    SheetEntry,
    deal_argument,
    read_saved_match,
)
from bridgeclub.matches import MATCH_KINDS
from bridgeclub.variants import find_variant


def load_match(data: Any) -> Match:
    """The match that saved data (``Match.to_json``, read as JSON) describes; ValueError
    naming what is wrong otherwise."""
    return read_saved_match(data, MATCH_KINDS)


def match_kinds(variant: str | None = None) -> list[str]:
    """Every kind of match; with ``variant``, the kinds that play that variant's deals.

    >>> match_kinds("bridge-for-two"), match_kinds("duplicate")
    (['rubber'], ['duplicate'])
    """
    if variant is None:
        return sorted(MATCH_KINDS)
    find_variant(variant)
    return sorted(kind for kind, cls in MATCH_KINDS.items() if variant in cls.variants)


def match_class(kind: str) -> type[Match]:
    """The class of a kind of match; ValueError naming the kinds if there is none."""
    try:
        return MATCH_KINDS[kind]
    except (KeyError, TypeError):
        known = ", ".join(sorted(MATCH_KINDS)) or "none yet"
        raise ValueError(f"no match kind {kind!r:.30}; the kinds are: {known}") from None


def new_match(kind: str, **options: Any) -> Match:
    """Start a match: ``new_match("rubber")``, ``new_match("chicago", scoring="russian")``,
    ``new_match("rubber", variant="bridge-for-two")``; an unknown or ill-typed option
    raises ValueError naming it.

    >>> new_match("duplicate", bords=3)
    Traceback (most recent call last):
    ...
    ValueError: a duplicate match has no option 'bords' (its options: boards, edition, \
first_board, game_options, variant)
    """
    return match_class(kind)(**options)


__all__ = ["GAME_OPTIONS", "GAME_TABLE_OPTIONS", "MATCH_KINDS", "Match", "Points",
           "RefusedEntry", "ScoreSheet", "SheetEntry", "deal_argument", "load_match",
           "match_class", "match_kinds", "new_match"]
