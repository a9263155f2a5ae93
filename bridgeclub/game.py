"""The Game API every variant, front end and bot uses, and the registry of variants.

A variant is a state machine. Front ends talk to every variant through the same surface:
``phase``, ``turn``, ``actor``, ``legal_actions()``, ``act()``, ``view(seat)``, ``is_over``,
``result``, ``history``, ``to_json()`` and ``Game.from_json()``. A game is its deal, its
options and its action log: ``replay`` rebuilds it, and that is how it is saved.

Actions are values with a string form (a ``Call``, a ``Card`` or a variant's own word,
like ``dummy``); the strings round-trip through ``act``.

>>> import bridgeclub as bc
>>> game = bc.new_game("duplicate", board=1, seed=3)
>>> game.phase, game.turn, game.actor
('auction', Seat.N, Seat.N)
>>> move = game.act("1NT")
>>> str(move.action), move.seat, len(game.history)
('1NT', Seat.N, 1)
>>> bc.Game.from_json(game.to_json()) == game
True
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any, ClassVar, Protocol

from bridgeclub.deal import Deal
from bridgeclub.errors import IllegalAction, checked
from bridgeclub.seats import Seat, to_seat

JSON = dict[str, Any]


class Action(Protocol):
    """Anything a player does: its ``str`` is the action's name everywhere."""

    def __str__(self) -> str: ...


@dataclass(frozen=True, slots=True)
class Move:
    """The record of one accepted action: what was done, for which seat, by whom."""

    number: int
    phase: str
    seat: Seat
    actor: Seat
    action: Action

    def __str__(self) -> str:
        return str(self.action)

    def to_dict(self) -> JSON:
        return {"number": self.number, "phase": self.phase, "seat": str(self.seat),
                "actor": str(self.actor), "action": str(self.action)}


@dataclass(frozen=True)
class Result:
    """How a deal ended: ``contract`` ("4SX", or "P" when passed out), ``declarer``,
    ``tricks`` won by declarer's side and ``score`` (points per side, or per player in the
    games scored per player)."""

    contract: str
    declarer: str | None
    tricks: int | None
    score: dict[str, Any]
    details: JSON = field(default_factory=dict)

    def to_dict(self) -> JSON:
        data: JSON = {"contract": self.contract, "declarer": self.declarer,
                      "tricks": self.tricks,
                      "score": {k: json_points(v) for k, v in self.score.items()}}
        data.update(self.details)
        return data


def json_points(points: Any) -> Any:
    """Points as JSON: an exact fraction (EZ-Bridge's quarters) as its string, ``"35/4"``;
    a whole number as an int; anything else unchanged.

    >>> from fractions import Fraction
    >>> json_points(Fraction(35, 4)), json_points(Fraction(8)), json_points(420)
    ('35/4', 8, 420)
    """
    if isinstance(points, Fraction):
        return int(points) if points.denominator == 1 else str(points)
    return points


_VARIANTS: dict[str, type[Game]] = {}


class Game:
    """Base of every variant: the shared API and its bookkeeping.

    A subclass sets ``variant`` and implements ``phase``, ``turn``, ``actor``,
    ``legal_actions``, ``parse_action``, ``why_illegal``, ``apply``, ``view``, ``is_over``
    and ``result``. ``act`` checks, applies and records; it never changes the game when it
    raises.
    """

    variant: ClassVar[str] = ""
    #: The seats whose players take part (the people at the table).
    players: ClassVar[tuple[Seat, ...]] = (Seat.N, Seat.E, Seat.S, Seat.W)

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if cls.__dict__.get("variant"):
            _VARIANTS[cls.variant] = cls

    def __init__(self, deal: Deal, options: JSON) -> None:
        self.deal = deal
        self.options: JSON = options
        self._history: list[Move] = []

    # -- the API each variant implements ------------------------------------------------
    @property
    def phase(self) -> str:
        raise NotImplementedError

    @property
    def turn(self) -> Seat | None:
        """The seat whose hand or voice is next; None when the game is over."""
        raise NotImplementedError

    @property
    def actor(self) -> Seat | None:
        """The seat of the person who decides the next action (declarer for dummy)."""
        return self.turn

    def legal_actions(self) -> list[Action]:
        raise NotImplementedError

    def parse_action(self, text: str) -> Action:
        """Read an action's string form; raise ValueError with a reason if it is none."""
        raise NotImplementedError

    def why_illegal(self, action: Action) -> str | None:
        """Why ``action`` may not be taken now, or None."""
        raise NotImplementedError

    def apply(self, action: Action) -> None:
        """Apply an action already known to be legal."""
        raise NotImplementedError

    def view(self, seat: Seat | str) -> JSON:
        raise NotImplementedError

    @property
    def is_over(self) -> bool:
        raise NotImplementedError

    @property
    def result(self) -> Result | None:
        raise NotImplementedError

    # -- shared machinery ---------------------------------------------------------------
    @classmethod
    def new(cls, **kwargs: Any) -> Game:
        """Start a game of this variant; keyword options as the variant documents."""
        return cls(**kwargs)

    @property
    def history(self) -> tuple[Move, ...]:
        return tuple(self._history)

    def can_act(self, action: Action | str, seat: Seat | str | None = None) -> bool:
        try:
            self._check(action, seat)
        except IllegalAction:
            return False
        return True

    def act(self, action: Action | str, seat: Seat | str | None = None) -> Move:
        """Take one action for the ``actor``. If ``seat`` is given it must be the actor.

        Raises IllegalAction with a reason a player understands, and changes nothing.
        """
        parsed = self._check(action, seat)
        turn, actor, phase = self.turn, self.actor, self.phase
        assert turn is not None and actor is not None
        self.apply(parsed)
        move = Move(len(self._history) + 1, phase, turn, actor, parsed)
        self._history.append(move)
        return move

    # -- undo (a table option) -----------------------------------------------------------
    def why_not_undo(self, seat: Seat | str) -> str | None:
        """Why ``seat`` may not take back the last action now; None when she may.

        With the table option ``undo=True``, a player may take back her own last action
        until the next player acts (the last move must be hers) and while the deal is not
        over.
        """
        if not self.options.get("undo"):
            return "undo is not allowed at this table"
        if self.is_over:
            return "the deal is over"
        if not self._history:
            return "there is nothing to take back"
        who = to_seat(seat)
        last = self._history[-1]
        if last.actor is not who:
            return f"the last action was {last.actor.full_name}'s, not {who.full_name}'s"
        return None

    def undo(self, seat: Seat | str) -> Move:
        """Take back ``seat``'s last action; return its record. The game becomes the game
        replayed without it. Raises IllegalAction (and changes nothing) when not allowed.

        >>> import bridgeclub as bc
        >>> game = bc.new_game("duplicate", board=1, seed=3, undo=True)
        >>> _ = game.act("1NT")
        >>> str(game.undo("N")), len(game.history), game.turn
        ('1NT', 0, Seat.N)
        """
        reason = self.why_not_undo(seat)
        if reason is not None:
            raise IllegalAction(reason)
        last = self._history[-1]
        rebuilt = replay(self.variant, self.deal, self._history[:-1], **self.options)
        self.__dict__.clear()
        self.__dict__.update(rebuilt.__dict__)
        return last

    def _check(self, action: Action | str, seat: Seat | str | None) -> Action:
        if self.is_over:
            raise IllegalAction("the game is over")
        if seat is not None:
            who = to_seat(seat)
            if who is not self.actor:
                actor = self.actor
                name = actor.full_name if actor is not None else "nobody"
                raise IllegalAction(f"it is {name}'s turn, not {who.full_name}'s")
        return checked(action, self.parse_action, self.why_illegal)

    def to_json(self) -> str:
        """The game as JSON: variant, options, deal and the action log."""
        return json.dumps({
            "variant": self.variant,
            "options": self.options,
            "deal": self.deal.to_pbn(),
            "history": [str(m) for m in self._history],
        })

    @staticmethod
    def from_json(text: str) -> Game:
        """Rebuild a game saved with ``to_json`` by replaying its log."""
        try:
            data = json.loads(text)
            variant, options = data["variant"], data["options"]
            deal, history = data["deal"], data["history"]
        except (ValueError, KeyError, TypeError) as error:
            raise ValueError(f"not a saved bridgeclub game: {error}") from None
        return replay(variant, deal, history, **options)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Game):
            return NotImplemented
        return (self.variant == other.variant and self.options == other.options
                and self.deal == other.deal
                and [str(m) for m in self._history] == [str(m) for m in other._history])

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        moves = len(self._history)
        return f"<{type(self).__name__} {self.variant} phase={self.phase} moves={moves}>"


def variant_names() -> list[str]:
    """The ids of every registered variant."""
    _load_variants()
    return sorted(_VARIANTS)


def find_variant(name: str) -> type[Game]:
    """The Game class of a variant id (``duplicate``, ``ez-bridge``, ...)."""
    _load_variants()
    try:
        return _VARIANTS[name]
    except KeyError:
        known = ", ".join(sorted(_VARIANTS))
        raise ValueError(f"no variant {name!r}; the variants are: {known}") from None


def new_game(variant: str, options: JSON | None = None, **settings: Any) -> Game:
    """Start a new game: ``new_game("duplicate", board=5, seed=7)``; a variant's options
    may also come as a dict, ``options={"board": 5}``."""
    return find_variant(variant).new(**{**(options or {}), **settings})


def replay(variant: str, deal: Deal | str, history: Iterable[Move | Action | str],
           **options: Any) -> Game:
    """The game reached by playing ``history`` from the start of ``deal``."""
    game = find_variant(variant).new(deal=deal, **options)
    for index, action in enumerate(history):
        try:
            game.act(str(action))
        except IllegalAction as error:
            raise IllegalAction(f"action {index + 1} ({action}) is illegal: {error}") from None
    return game


def _load_variants() -> None:
    import bridgeclub.variants  # noqa: F401  (registers every variant)

