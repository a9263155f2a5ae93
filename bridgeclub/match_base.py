"""The base of every kind of match: a series of deals with a running score sheet, and the
score sheet itself.

This module stands below the kinds of match and knows none of them: the registry that
lists them (``bridgeclub.matches``) stands above them, and ``bridgeclub.match`` above that
(``new_match``, ``match_kinds``) re-exports this module's names.

A Match (a rubber, a Chicago, a duplicate board set, an EZ-Bridge game/set/match, a
MiniBridge session, a Buddy Bridge rubber) hands out its deals as Games through the Game
API, knows who deals next, keeps the score sheet, and knows when it is over. The same
match serves as a score pad: ``record`` enters the result of a deal played with real
cards, with no cards in the software.

Every kind has the same surface, so a front end needs no ``isinstance`` and no
``getattr``: ``next_game(seed=, deal=, **table_options)``, ``add_game(game)``,
``record(...)``, ``undo()``, ``end()``, ``totals``, ``standing`` (a small JSON-ready dict),
``summary()`` (the standing in words), ``winner`` (a column or None), ``is_over``,
``sheet``, ``next_dealer``, ``seat_for(seat)``, ``to_json()`` and ``Match.from_json()``.
A match is its options and the log of its deals (each a score pad entry or a whole game
with its action log): loading and ``undo`` replay that log.

Each kind names its ``kind`` and the variants it plays, and declares its options as data
(``bridgeclub.options``); ``bridgeclub.match.new_match(kind, ...)`` makes one.

>>> import bridgeclub as bc
>>> bc.match_kinds("ez-bridge")
['ez-bridge']
>>> rubber = bc.new_match("rubber")
>>> rubber.record("4S", "S", 10)
>>> rubber.standing["games_won"], rubber.standing["vulnerability"]
({'NS': 1, 'EW': 0}, 'NS')
>>> rubber.record("4S by E", "S", 10)
Traceback (most recent call last):
...
bridgeclub.match_base.RefusedEntry: two declarers: 4S by E, and S given
"""

from __future__ import annotations

import copy
import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from enum import Enum
from fractions import Fraction
from typing import Any, ClassVar

from bridgeclub.deal import Deal
from bridgeclub.errors import IllegalAction
from bridgeclub.game_base import JSON, Game, json_points
from bridgeclub.options import CLAIMS, MEMORY_HELP, UNDO, Option, check_options
from bridgeclub.seats import Seat
from bridgeclub.variants import find_variant

Points = int | Fraction

#: The table options a match's games may be given (``next_game(claims=True)``).
GAME_TABLE_OPTIONS = {o.name: o for o in (CLAIMS, UNDO, MEMORY_HELP)}


class RefusedEntry(IllegalAction):
    """A score pad entry, a game or a saved match the match cannot take. The message says
    why; the match has not changed."""


def deal_argument(deal: Any) -> Deal | str | None:
    """The ``deal`` given to a match's ``next_game``: a Deal, a PBN deal string or None (a
    random deal); anything else is refused with a ValueError.

    >>> deal_argument(3)
    Traceback (most recent call last):
    ValueError: a deal is a Deal or a PBN deal string
    """
    if not isinstance(deal, Deal | str | None):
        raise ValueError("a deal is a Deal or a PBN deal string")
    return deal


@dataclass(frozen=True)
class SheetEntry:
    """One score written on the sheet.

    ``deal`` is the deal's number in the match (from 1; 0 for entries at the end, such as
    an unfinished rubber's bonuses), ``column`` the side or player credited, ``line`` is
    ``above`` or ``below`` on a sheet with a line (empty where the game has none) and
    ``reason`` says why, in the game's words (``contract``, ``overtricks``, ``insult``,
    ``slam``, ``honours``, ``undertricks``, ``rubber``, ...).
    """

    deal: int
    column: str
    points: Points
    line: str = ""
    reason: str = ""

    def to_dict(self) -> JSON:
        return {"deal": self.deal, "column": self.column, "points": json_points(self.points),
                "line": self.line, "reason": self.reason}


@dataclass
class ScoreSheet:
    """A score sheet every front end can draw: columns, entries in order, the lines ruled
    under each game (``games_ended_after``: the number of entries written when each game
    ended), and totals."""

    columns: tuple[str, ...]
    entries: list[SheetEntry] = field(default_factory=list)
    games_ended_after: list[int] = field(default_factory=list)
    #: What happened on each deal, by deal number ("4SX by S, 10 tricks"), like the
    #: footnotes under a score sheet.
    notes: dict[int, str] = field(default_factory=dict)

    def add(self, entry: SheetEntry) -> None:
        if entry.column not in self.columns:
            raise ValueError(f"no column {entry.column!r} on this sheet")
        self.entries.append(entry)

    def rule_game_line(self) -> None:
        self.games_ended_after.append(len(self.entries))

    def totals(self) -> dict[str, Points]:
        """Each column's total, every entry counted.

        >>> sheet = ScoreSheet(("NS", "EW"))
        >>> sheet.add(SheetEntry(1, "NS", 60, "below", "contract"))
        >>> sheet.add(SheetEntry(1, "NS", Fraction(1, 4), "above", "overtricks"))
        >>> sheet.totals()
        {'NS': Fraction(241, 4), 'EW': 0}
        """
        totals: dict[str, Points] = {c: 0 for c in self.columns}
        for entry in self.entries:
            totals[entry.column] = totals[entry.column] + entry.points
        return totals

    def to_dict(self) -> JSON:
        return {"columns": list(self.columns), "entries": [e.to_dict() for e in self.entries],
                "games_ended_after": list(self.games_ended_after),
                "totals": {c: json_points(v) for c, v in self.totals().items()},
                "notes": {str(n): text for n, text in self.notes.items()}}


#: How ``Match.from_json`` builds a match from its saved data (``read_saved_match`` with
#: the registry): the registry, ``bridgeclub.matches``, which stands above the kinds, sets
#: it. Python runs that package before any kind's module, so it is set before any match
#: exists.
_saved_match_reader: Callable[[Any], Match] | None = None


def read_saved_matches_with(reader: Callable[[Any], Match]) -> None:
    """Install the reader of saved matches that ``Match.from_json`` calls."""
    global _saved_match_reader
    _saved_match_reader = reader


def _snapshot(value: Any) -> Any:
    """A copy of one piece of a match's state, enough to put it back after a refusal:
    the score sheet and plain lists and dicts copied (their items are immutable values:
    sheet entries, deal records, numbers, seats), anything else deep-copied.

    >>> sheet = ScoreSheet(("NS", "EW")); kept = _snapshot(sheet)
    >>> sheet.add(SheetEntry(1, "NS", 60)); len(kept.entries)
    0
    """
    if isinstance(value, ScoreSheet):
        return ScoreSheet(value.columns, list(value.entries), list(value.games_ended_after),
                          dict(value.notes))
    if isinstance(value, list) and all(_immutable(v) for v in value):
        return list(value)
    if isinstance(value, dict) and all(_immutable(v) for v in value.values()):
        return dict(value)
    if _immutable(value) or isinstance(value, type):
        return value
    return copy.deepcopy(value)


def _immutable(value: Any) -> bool:
    """Whether a match's code never changes ``value`` in place: numbers, text, seats and
    the like, and frozen dataclasses (sheet entries, deal records, scoring states)."""
    if isinstance(value, int | str | float | Fraction | Enum | tuple | type(None)):
        return True
    params = getattr(type(value), "__dataclass_params__", None)
    return bool(params is not None and params.frozen)


def _points_text(points: Points) -> str:
    from bridgeclub.scoring.ez import quarters_text

    return quarters_text(points) if isinstance(points, Fraction) else str(points)


def _check_game_options(value: Any) -> None:
    if not isinstance(value, dict):
        raise ValueError(f'table options like {{"claims": true}}, not {value!r:.30}')
    for name, option in value.items():
        if name not in GAME_TABLE_OPTIONS:
            raise ValueError(f"no table option {name!r:.30} (the table options: "
                             f"{', '.join(GAME_TABLE_OPTIONS)})")
        GAME_TABLE_OPTIONS[name].checked(option)


GAME_OPTIONS = Option("game_options", "object", None,
                      "table options of every game of the match (claims, undo, memory_help)",
                      check=_check_game_options)


def _check_dealers(value: Any) -> None:
    if not isinstance(value, list | tuple) or not 0 < len(value) <= 1000 or \
            not all(isinstance(seat, str) and seat in ("N", "E", "S", "W") for seat in value):
        raise ValueError("dealers is a list of seats (N, E, S or W), one for each deal")


#: A schedule of dealers, deal by deal, for a match whose deals come from a file (a
#: tournament's boards keep the dealers their hand records give them); after the last
#: one, the match's own rotation goes on. Hidden from the lobby (an ``object``).
DEALERS = Option("dealers", "object", None,
                 "each deal's dealer in turn, as the boards give them (then the rotation)",
                 check=_check_dealers)


def scheduled_dealer(dealers: Any, index: int, rotated: Seat) -> Seat:
    """The dealer of deal ``index`` (from 0) by a ``DEALERS`` schedule, or ``rotated``
    (the match's own rotation) where the schedule gives none.

    >>> scheduled_dealer(["E", "E", "W"], 1, Seat.S), scheduled_dealer(["E"], 3, Seat.S)
    (Seat.E, Seat.S)
    >>> scheduled_dealer(None, 0, Seat.N)
    Seat.N
    """
    if dealers and 0 <= index < len(dealers):
        return Seat.from_str(str(dealers[index]))
    return rotated


class Match:
    """Base of every kind of match.

    A subclass sets ``kind``, ``variants`` (the variants whose deals it plays, the first
    the default) and ``declared_options``, and implements ``sheet``, ``next_dealer``,
    ``finished``, ``winner``, ``_new_game``, ``_score_game``, ``_score_record`` and
    ``_standing``. The base class keeps the log of deals, and gives every kind the same
    checks, saving, loading and undo: a refused entry raises ``RefusedEntry`` and changes
    nothing.
    """

    kind: ClassVar[str] = ""
    variants: ClassVar[tuple[str, ...]] = ()
    declared_options: ClassVar[tuple[Option, ...]] = ()
    #: What the pad's entries look like, for its error messages and help.
    example: ClassVar[str] = "4SX S 10"
    #: How the pad's entry for a deal with no contract looks, in words.
    pad_pass: ClassVar[str] = "P when passed out"
    #: The details ``record`` takes besides contract, declarer and tricks.
    pad_details: ClassVar[tuple[str, ...]] = ()

    def __init__(self, **options: Any) -> None:
        declared = {o.name: o for o in self.option_declarations_of()}
        check_options(declared, options, f"a {self.kind} match")
        #: The options the match was made with (as JSON), to save and rebuild it.
        self.options: JSON = json.loads(json.dumps(
            {k: str(v) if isinstance(v, Seat) else v for k, v in options.items()
             if v is not None}))
        self.variant: str = options.get("variant") or self.variants[0]
        self.game_class: type[Game] = find_variant(self.variant)
        self.game_options: JSON = dict(options.get("game_options") or {})
        #: Every deal as it came: ``{"record": {...}}`` from the pad or ``{"game": {...}}``.
        self.log: list[JSON] = []
        self.ended = False

    @classmethod
    def option_declarations_of(cls) -> tuple[Option, ...]:
        """Every option this kind takes: its own, ``variant`` and ``game_options``."""
        variant = Option("variant", "choice", cls.variants[0] if cls.variants else None,
                         "the game whose deals the match plays", choices=cls.variants)
        return (*cls.declared_options, variant, GAME_OPTIONS)

    @classmethod
    def option_declarations(cls) -> list[JSON]:
        """The declared options as JSON, for a form or ``--help``."""
        return [o.to_dict() for o in cls.option_declarations_of()]

    def option(self, name: str) -> Any:
        """An option's value as given, or its declared default."""
        value = self.options.get(name)
        if value is not None:
            return value
        return next((o.default for o in self.option_declarations_of() if o.name == name),
                    None)

    # -- what each kind says -------------------------------------------------------------
    @property
    def columns(self) -> tuple[str, ...]:
        """The columns of the sheet: sides, or players where each scores alone."""
        return self.sheet.columns

    @property
    def sheet(self) -> ScoreSheet:
        raise NotImplementedError

    @property
    def next_dealer(self) -> Seat:
        """The seat that deals the next deal."""
        raise NotImplementedError

    @property
    def finished(self) -> bool:
        """Whether the match has reached its natural end."""
        raise NotImplementedError

    @property
    def winner(self) -> str | None:
        """The column that won the match, once it is over; None before, or when tied."""
        raise NotImplementedError

    def _new_game(self, deal: Deal | str | None, seed: int | str | None,
                  options: JSON) -> Game:
        raise NotImplementedError

    def _score_game(self, game: Game) -> str:
        """Score a finished game of this match; return its note. May raise ValueError."""
        raise NotImplementedError

    def _score_record(self, contract: object, declarer: object, tricks: object,
                      details: dict[str, Any]) -> tuple[JSON, str]:
        """Check and score a pad entry; return it as JSON (what ``record`` takes again)
        and its note. May raise ValueError (the base class puts the match back)."""
        raise NotImplementedError

    def _standing(self) -> JSON:
        """The kind's own part of ``standing``: games won, vulnerability, deals left."""
        raise NotImplementedError

    def _end(self) -> None:
        """What ending early writes on the sheet (nothing unless the kind has bonuses)."""

    def summary(self) -> str:
        """Where the match stands, in a player's words."""
        return ""

    def outcome(self) -> str:
        """Who won and by how much, in words, once the match is over; empty before.

        >>> from bridgeclub.match import new_match
        >>> m = new_match("duplicate", boards=1); m.record("3NT", "W", 9)
        >>> m.outcome()
        'EW win by 400.'
        """
        if not self.is_over:
            return ""
        winner, totals = self.winner, self.totals
        if winner is None:
            return "It is a tie." if len(set(totals.values())) == 1 else "No one won."
        margin = totals[winner] - max(v for c, v in totals.items() if c != winner)
        return f"{winner} win by {_points_text(margin)}."

    def points_text(self) -> str:
        """The totals in words: ``NS 8 3/4, EW -4``."""
        return ", ".join(f"{c} {_points_text(v)}" for c, v in self.totals.items())

    @property
    def players(self) -> tuple[Seat, ...]:
        """The seats people sit in, in this match's games."""
        return self.game_class.players

    def column_of(self, seat: Seat) -> str:
        """The sheet's column that a deal won by ``seat`` in the next game is written in:
        its side, or the player herself where each player scores alone (in 3-person
        EZ-Bridge, the person sitting there now).

        >>> from bridgeclub.match import new_match
        >>> new_match("rubber").column_of(Seat.E), new_match("buddy-bridge").column_of(Seat.W)
        ('EW', 'W')
        """
        return str(seat.side) if str(seat.side) in self.sheet.columns else str(seat)

    def seat_for(self, seat: Seat) -> Seat:
        """The seat in the next game of the person who sat at ``seat`` when the match began
        (the same seat, unless the people change chairs as in 3-person EZ-Bridge)."""
        return seat

    # -- the Match API -------------------------------------------------------------------
    @property
    def totals(self) -> dict[str, Points]:
        """Each column's points over the whole match."""
        return self.sheet.totals()

    @property
    def is_over(self) -> bool:
        return self.ended or self.finished

    @property
    def deals_played(self) -> int:
        """Deals entered so far (from the pad or played)."""
        return len(self.log)

    @property
    def standing(self) -> JSON:
        """Where the match stands, JSON-ready (the ``situation`` its games' views show).

        Every kind: ``kind``, ``deals_played`` (pad entries and games, redeals included),
        ``deals_left`` (None where the length is not fixed), ``next_dealer`` (a seat),
        ``vulnerability`` of the next deal (None where the game has none), ``games_won``
        by column (None where there are no games), ``totals`` by column (EZ-Bridge's
        quarters as ``"35/4"``), ``winner`` (a column or None) and ``is_over``. Each kind
        adds its own: ``hand`` (Chicago), ``board`` (duplicate), ``redeals`` (MiniBridge),
        ``sets_won``, ``game_score``, ``first_bidder``, ``target`` (EZ-Bridge),
        ``seating`` and ``dealing_person`` (3-person EZ-Bridge), ``game_below`` (Buddy
        Bridge)."""
        standing: JSON = {"kind": self.kind, "deals_played": self.deals_played,
                          "deals_left": None, "next_dealer": str(self.next_dealer),
                          "vulnerability": None, "games_won": None}
        standing.update(self._standing())
        standing["totals"] = {c: json_points(v) for c, v in self.totals.items()}
        standing["winner"] = self.winner
        standing["is_over"] = self.is_over
        return standing

    def _check_running(self) -> None:
        if self.ended:
            raise RefusedEntry("the match is over: it was ended (undo takes the end back)")
        if self.finished:
            won = f": {self.winner} won it" if self.winner else ""
            raise RefusedEntry(f"the match is over{won} (undo takes the last deal back)")

    def next_game(self, deal: Any = None, seed: int | str | None = None,
                  **table_options: Any) -> Game:
        """The game of the next deal, with the match's dealer (and vulnerability) and the
        match's standing as its scoring ``situation``; ``table_options`` (claims, undo,
        memory_help) are passed to the game."""
        self._check_running()
        try:
            check_options(GAME_TABLE_OPTIONS, table_options, "a match's game")
            options: JSON = {**self.game_options, **table_options,
                             "situation": self.standing}
            return self._new_game(deal, seed, options)
        except IllegalAction:
            raise
        except ValueError as error:
            raise RefusedEntry(str(error)) from None

    def add_game(self, game: Game) -> None:
        """Score a finished game played in the software; it is kept with its action log."""
        self._check_running()
        if not isinstance(game, Game):
            raise RefusedEntry(f"a {self.kind} match scores games, not {game!r:.30}")
        if game.variant != self.variant:
            raise RefusedEntry(f"this match plays {self.variant}, not {game.variant}")
        if not game.is_over or game.result is None:
            raise RefusedEntry("the game is not over yet")
        saved = json.loads(game.to_json())
        note = self._guarded(lambda: self._score_game(game))
        self._logged({"game": saved}, note)

    def record(self, contract: object, declarer: object = None, tricks: object = None,
               **details: Any) -> None:
        """Score pad: enter the result of a deal played with real cards (each kind's
        forms: ``record("4SX", "S", 10, honours={"NS": 100})``, ``record("8H", "N", 11)``,
        ``record("game NT", "S", 9)``, ``record("P")``). A refusal raises
        ``RefusedEntry`` with the reason and changes nothing."""
        self._check_running()
        entry, note = self._guarded(
            lambda: self._score_record(contract, declarer, tricks, dict(details)))
        self._logged({"record": entry}, note)

    def _guarded(self, step: Any) -> Any:
        """Run ``step``; if it raises ValueError, put the match back as it was and raise
        RefusedEntry. (Replaying a saved log needs no copy: a refusal there refuses the
        whole load.)"""
        kept = None if self.__dict__.get("_replaying") else \
            {k: _snapshot(v) for k, v in self.__dict__.items() if k != "log"}
        try:
            return step()
        except ValueError as error:
            if kept is not None:
                self.__dict__.update(kept)
            if isinstance(error, RefusedEntry):
                raise
            raise RefusedEntry(str(error)) from None

    def _logged(self, entry: JSON, note: str) -> None:
        self.log.append(entry)
        self.sheet.notes[len(self.log)] = note

    def end(self) -> None:
        """Stop the match now (bonuses for an unfinished match are scored); ``undo``
        takes the end back."""
        self._check_running()
        self._guarded(self._end)
        self.ended = True

    def undo(self) -> str:
        """Take back the last deal entered (or the ``end``); say what was taken back."""
        if self.ended:
            taken, kept = "the end of the match", self.log
        elif self.log:
            number = len(self.log)
            taken = f"deal {number}: {self.sheet.notes.get(number, '')}".rstrip(": ")
            kept = self.log[:-1]
        else:
            raise RefusedEntry("there is nothing to take back")
        fresh = type(self)(**self.options)
        fresh._replay(kept)
        self.__dict__.clear()
        self.__dict__.update(fresh.__dict__)
        return taken

    # -- saving --------------------------------------------------------------------------
    def to_json(self) -> str:
        """The match as JSON: its kind, options, every deal (pad entries, and games with
        their action logs) and whether it was ended."""
        return json.dumps({"kind": self.kind, "options": self.options, "deals": self.log,
                           "ended": self.ended})

    @staticmethod
    def from_json(text: str | bytes) -> Match:
        """Rebuild a match saved with ``to_json`` by replaying its deals. A document that is
        not a saved match, or a deal the match refuses, raises ValueError naming the field.

        >>> Match.from_json('{"kind": "rubber", "options": {}, "deals": [], "ended": "no"}')
        Traceback (most recent call last):
        ...
        ValueError: not a saved bridgeclub match: ended is true or false, not 'no'
        """
        try:
            data = json.loads(text)
        except (ValueError, TypeError, RecursionError) as error:
            raise ValueError(f"not a saved bridgeclub match: {error}") from None
        if _saved_match_reader is None:  # no kind imported yet: none to read
            raise RuntimeError("no kind of match is known yet: import bridgeclub.matches")
        try:
            match = _saved_match_reader(data)
        except RecursionError:
            raise ValueError("not a saved bridgeclub match: nested too deeply") from None
        return match

    def _replay(self, deals: list[Any]) -> None:
        self._replaying = True
        try:
            for index, deal in enumerate(deals, 1):
                try:
                    self._replay_one(deal)
                except ValueError as error:
                    raise ValueError(f"deal {index} of the saved match: {error}") from None
        finally:
            del self._replaying

    def _replay_one(self, deal: Any) -> None:
        if isinstance(deal, dict) and "contract" in deal and set(deal) <= _OLD_DEAL_KEYS:
            # A deal saved by an earlier score pad: its result, re-entered.
            deal = {"record": {k: v for k, v in deal.items()
                               if (k in ("contract", "declarer", "tricks", "honours", "hcp")
                               and v not in ({}, None)) or k == "contract"}}
        if not isinstance(deal, dict) or len(deal) != 1 or \
                next(iter(deal)) not in ("record", "game"):
            raise ValueError('each deal is {"record": {...}} or {"game": {...}}')
        if "game" in deal:
            if not isinstance(deal["game"], dict):
                raise ValueError("a game is a saved game's JSON object")
            self.add_game(Game.from_json(json.dumps(deal["game"])))
            return
        entry = deal["record"]
        if not isinstance(entry, dict) or "contract" not in entry:
            raise ValueError('a record is {"contract": ..., "declarer": ..., "tricks": ...}')
        details = {k: v for k, v in entry.items() if k not in ("contract", "declarer",
                                                                 "tricks")}
        self.record(entry["contract"], entry.get("declarer"), entry.get("tricks"), **details)

    def __eq__(self, other: object) -> bool:
        """Two matches are equal when they hold the same deals to the same sheet."""
        if not isinstance(other, Match):
            return NotImplemented
        return self.to_json() == other.to_json() and \
            self.sheet.to_dict() == other.sheet.to_dict() and self.standing == other.standing

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"<{type(self).__name__} deals={len(self.log)} totals={self.totals}>"


#: The fields of a deal in matches saved before every kind kept its deals' logs.
_OLD_DEAL_KEYS = {"number", "dealer", "vulnerability", "contract", "declarer", "tricks",
                  "honours", "hcp", "details"}


def read_saved_match(data: Any, kinds: Mapping[str, type[Match]]) -> Match:
    """The match that saved data (``Match.to_json``, read as JSON) describes, its kind one
    of ``kinds`` (the registry, ``bridgeclub.matches.kinds``, which makes this
    ``Match.from_json``); ValueError naming what is wrong otherwise."""
    def refuse(reason: str) -> ValueError:
        return ValueError(f"not a saved bridgeclub match: {reason}")

    if not isinstance(data, dict):
        raise refuse("it is not a JSON object")
    unknown = sorted(set(data) - {"kind", "options", "deals", "ended"})
    if unknown:
        raise refuse(f"unknown field {unknown[0][:30]!r}")
    kind, options = data.get("kind"), data.get("options", {})
    deals, ended = data.get("deals", []), data.get("ended", False)
    if not isinstance(kind, str) or kind not in kinds:
        raise refuse(f"kind is one of {', '.join(sorted(kinds))}, not {kind!r:.30}")
    if not isinstance(options, dict):
        raise refuse(f"options is an object, not {options!r:.30}")
    if not isinstance(deals, list):
        raise refuse(f"deals is a list, not {deals!r:.30}")
    if not isinstance(ended, bool):
        raise refuse(f"ended is true or false, not {ended!r:.30}")
    try:
        match = kinds[kind](**options)
    except (ValueError, TypeError) as error:
        raise refuse(f"options: {error}") from None
    try:
        match._replay(deals)
        if ended:
            match.end()
    except ValueError as error:
        raise refuse(str(error)) from None
    return match
