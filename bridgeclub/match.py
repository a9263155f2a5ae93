"""Matches: a series of deals with a running score sheet, and the score sheet itself.

A Match (a rubber, a Chicago, a duplicate board set, an EZ-Bridge game/set/match, a
MiniBridge session, a Buddy Bridge rubber) hands out its deals as Games through the Game
API, knows the dealer and vulnerability of the next deal, keeps the score sheet, and
knows when it is over. The same match serves as a score pad: ``record`` enters the result
of a deal played with real cards, with no cards in the software.

Each kind of match registers itself by ``kind`` and is made with ``new_match(kind, ...)``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any, ClassVar

from bridgeclub.deal import Deal
from bridgeclub.game import JSON, Game

Points = int | Fraction


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
        points: Any = self.points
        if isinstance(points, Fraction):
            points = str(points) if points.denominator != 1 else int(points)
        return {"deal": self.deal, "column": self.column, "points": points,
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
        totals = {c: (str(v) if isinstance(v, Fraction) and v.denominator != 1 else int(v))
                  for c, v in self.totals().items()}
        return {"columns": list(self.columns), "entries": [e.to_dict() for e in self.entries],
                "games_ended_after": list(self.games_ended_after), "totals": totals,
                "notes": {str(n): text for n, text in self.notes.items()}}


_MATCHES: dict[str, type[Match]] = {}


class Match:
    """Base of every kind of match. Subclasses set ``kind`` and implement the methods."""

    kind: ClassVar[str] = ""

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if cls.__dict__.get("kind"):
            _MATCHES[cls.kind] = cls

    def next_game(self, deal: Any = None, seed: int | str | None = None) -> Game:
        """The game of the next deal, with the match's dealer and vulnerability."""
        raise NotImplementedError

    def add_game(self, game: Game) -> None:
        """Score a finished game of this match on the sheet."""
        raise NotImplementedError

    def record(self, contract: str, declarer: str | None = None, tricks: int | None = None,
               **details: Any) -> None:
        """Score pad: enter the result of a deal played with real cards. Bad input raises
        ValueError and leaves the sheet unchanged."""
        raise NotImplementedError

    @property
    def sheet(self) -> ScoreSheet:
        raise NotImplementedError

    @property
    def totals(self) -> dict[str, Points]:
        return self.sheet.totals()

    @property
    def is_over(self) -> bool:
        raise NotImplementedError

    def end(self) -> None:
        """Stop the match now; bonuses for an unfinished match are scored."""
        raise NotImplementedError

    def undo(self) -> str:
        """Take back the last result entered; say what was taken back."""
        raise NotImplementedError

    def to_json(self) -> str:
        """The match as JSON: its kind, options and the results of its deals."""
        raise NotImplementedError

    @staticmethod
    def from_json(text: str) -> Match:
        """Rebuild a match saved with ``to_json`` (each kind reads its own)."""
        import json

        try:
            kind = json.loads(text)["kind"]
        except (ValueError, KeyError, TypeError) as error:
            raise ValueError(f"not a saved bridgeclub match: {error}") from None
        _load_matches()
        if kind not in _MATCHES:
            raise ValueError(f"not a saved bridgeclub match: no match kind {kind!r}")
        return _MATCHES[kind].load(text)

    @classmethod
    def load(cls, text: str) -> Match:
        """Rebuild a match of this kind from ``to_json``."""
        raise NotImplementedError


def match_kinds() -> list[str]:
    _load_matches()
    return sorted(_MATCHES)


def new_match(kind: str, **options: Any) -> Match:
    """Start a match: ``new_match("rubber")``, ``new_match("chicago", scoring="russian")``."""
    _load_matches()
    try:
        cls = _MATCHES[kind]
    except KeyError:
        known = ", ".join(sorted(_MATCHES)) or "none yet"
        raise ValueError(f"no match kind {kind!r}; the kinds are: {known}") from None
    return cls(**options)


def _load_matches() -> None:
    import bridgeclub.matches  # registers rubber, chicago, duplicate sets
    import bridgeclub.variants  # noqa: F401  (variants register their matches)
