"""The base of every variant: the Game API every variant, front end and bot uses.

This module stands below the variants and knows none of them: the registry that lists
them (``bridgeclub.variants``: ``find_variant``) stands above them, and ``bridgeclub.game``
above that (``new_game``, ``replay``) re-exports this module's names.

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
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field, replace
from fractions import Fraction
from typing import Any, ClassVar, Protocol

from bridgeclub.cards import Card
from bridgeclub.cloning import structural_copy
from bridgeclub.deal import Deal
from bridgeclub.errors import IllegalAction, StaleVersion, checked
from bridgeclub.options import TABLE_OPTIONS, Option, check_options
from bridgeclub.seats import Seat
from bridgeclub.views import JSON as JSON
from bridgeclub.views import ContractView, EventView, contract_view, event_view, finish_view


class Action(Protocol):
    """Anything a player does: its ``str`` is the action's name everywhere."""

    def __str__(self) -> str: ...


@dataclass(frozen=True, slots=True)
class Move:
    """The record of one accepted action: what was done, for which seat, by whom, and
    (for a call) what the caller said it means: ``alert`` and ``explanation``, which every
    seat may read, as at a real table."""

    number: int
    phase: str
    seat: Seat
    actor: Seat
    action: Action
    explanation: str = ""
    alert: bool = False

    def __str__(self) -> str:
        return str(self.action)

    def to_dict(self) -> JSON:
        return {"number": self.number, "phase": self.phase, "seat": str(self.seat),
                "actor": str(self.actor), "action": str(self.action),
                "explanation": self.explanation, "alert": self.alert}


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


#: How ``Game.from_json`` reads a saved game (``bridgeclub.saved_game`` with the registry):
#: the registry, ``bridgeclub.variants``, which stands above the variants, sets it.
#: Python runs that package before any variant module, so it is set before any variant
#: exists.
_saved_game_reader: Callable[[str | bytes], Game] | None = None


def read_saved_games_with(reader: Callable[[str | bytes], Game]) -> None:
    """Install the reader of saved games that ``Game.from_json`` calls."""
    global _saved_game_reader
    _saved_game_reader = reader


class Game:
    """Base of every variant: the shared API and its bookkeeping.

    A subclass sets ``variant`` and implements ``phase``, ``turn``, ``actor``,
    ``legal_actions``, ``parse_action``, ``why_illegal``, ``apply``, ``seat_view``,
    ``is_over`` and ``result``. ``act`` checks, applies and records; it never changes the
    game when it raises.
    """

    variant: ClassVar[str] = ""
    #: The seats whose players take part (the people at the table).
    players: ClassVar[tuple[Seat, ...]] = (Seat.N, Seat.E, Seat.S, Seat.W)
    #: The options this variant takes (``bridgeclub.options``): checked by ``new``, shown
    #: by forms and ``--help``.
    declared_options: ClassVar[tuple[Option, ...]] = TABLE_OPTIONS

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

    @property
    def is_over(self) -> bool:
        raise NotImplementedError

    @property
    def result(self) -> Result | None:
        raise NotImplementedError

    # -- shared machinery ---------------------------------------------------------------
    @classmethod
    def new(cls, **kwargs: Any) -> Game:
        """Start a game of this variant: ``deal`` (or ``seed`` for a random one) and the
        declared options; an unknown or ill-typed option raises ValueError naming it.

        >>> import bridgeclub as bc
        >>> bc.new_game("duplicate", clams=True)  # doctest: +ELLIPSIS
        Traceback (most recent call last):
        ...
        ValueError: duplicate has no option 'clams' (its options: board, claims, dealer, ...)
        """
        deal = kwargs.pop("deal", None)
        seed = kwargs.pop("seed", None)
        if seed is not None and (isinstance(seed, bool) or not isinstance(seed, int | str)):
            raise ValueError(f"a seed is a number or a word, not {seed!r:.30}")
        check_options({o.name: o for o in cls.declared_options}, kwargs, cls.variant)
        maker: Any = cls
        game: Game = maker(deal=deal, seed=seed, **kwargs)
        return game

    @classmethod
    def option_declarations(cls) -> list[JSON]:
        """The declared options as JSON, for a form or ``--help``."""
        return [o.to_dict() for o in cls.declared_options]

    @property
    def history(self) -> tuple[Move, ...]:
        return tuple(self._history)

    @property
    def version(self) -> int:
        """The number of actions accepted so far; ``act(..., version=N)`` is refused unless
        N is this number, so a repeated or stale action is never taken twice."""
        return len(self._history)

    def can_act(self, action: Action | str, seat: Seat | str | None = None) -> bool:
        try:
            self._check(action, seat)
        except IllegalAction:
            return False
        return True

    def act(self, action: Action | str, seat: Seat | str | None = None, *,
            version: int | None = None, explanation: str = "", alert: bool = False) -> Move:
        """Take one action for the ``actor``. If ``seat`` is given it must be the actor; if
        ``version`` is given it must be the game's ``version`` (else ``StaleVersion``).
        A call may carry its ``explanation`` and an ``alert``, which every seat may read.

        Raises IllegalAction with a reason a player understands, and changes nothing.

        >>> import bridgeclub as bc
        >>> game = bc.new_game("duplicate", board=1, seed=3)
        >>> _ = game.act("1NT", version=0, explanation="15-17 points, balanced")
        >>> game.act("P", version=0)
        Traceback (most recent call last):
        ...
        bridgeclub.errors.StaleVersion: the game has moved on (version 1, not 0): look again
        """
        if version is not None and (isinstance(version, bool) or version != self.version):
            raise StaleVersion(f"the game has moved on (version {self.version}, not "
                               f"{version}): look again")
        if not isinstance(explanation, str) or not isinstance(alert, bool):
            raise IllegalAction("an explanation is text and an alert is true or false")
        parsed = self._check(action, seat)
        turn, actor, phase = self.turn, self.actor, self.phase
        assert turn is not None and actor is not None
        self.apply(parsed)
        move = Move(len(self._history) + 1, phase, turn, actor, parsed,
                    explanation.strip()[:500], alert)
        self._history.append(move)
        return move

    # -- what each seat may know ---------------------------------------------------------
    def player_seat(self, seat: object) -> Seat:
        """``seat`` as one of this game's players' seats; ValueError for anything else
        (a seat nobody sits in, as North and East in the games for two, or not a seat).

        >>> import bridgeclub as bc
        >>> bc.new_game("bridge-for-two", seed=1).player_seat("N")
        Traceback (most recent call last):
        ...
        ValueError: nobody plays North in bridge-for-two: the players are S and W
        """
        if isinstance(seat, Seat):
            who = seat
        elif isinstance(seat, str):
            try:
                who = Seat.from_str(seat)
            except ValueError:
                raise ValueError(f"not a seat: {seat[:20]!r} (N, E, S or W)") from None
        else:
            raise ValueError(f"not a seat: {seat!r:.20} (N, E, S or W)")
        if who not in self.players:
            names = " and ".join(str(s) for s in self.players) if len(self.players) == 2 \
                else ", ".join(str(s) for s in self.players)
            raise ValueError(f"nobody plays {who.full_name} in {self.variant}: the players "
                             f"are {names}")
        return who

    def view(self, seat: Seat | str) -> JSON:
        """What the player at ``seat`` may know now, JSON-ready and never more: the common
        keys of ``bridgeclub.views.GameView`` in every variant, and the variant's own.

        Only players' seats have views (ValueError otherwise)."""
        who = self.player_seat(seat)
        return finish_view(self, who, self.seat_view(who))

    def seat_view(self, seat: Seat) -> JSON:
        """The variant's view of a player's seat; ``view`` adds the common keys."""
        raise NotImplementedError

    def scoring_situation(self) -> JSON | None:
        """What a player needs to know of the score to bid well: the situation the match
        hands down (``situation`` option: rubber games won, session deal n of N), with what
        the game knows itself (a Chicago hand's number and part scores). None alone."""
        situation = self.options.get("situation")
        return dict(situation) if isinstance(situation, dict) else None

    def contract_view(self) -> ContractView | None:
        """The contract as the view shows it (``bridgeclub.views.ContractView``)."""
        contract = getattr(self, "contract", None)
        return None if contract is None else contract_view(contract)

    def events(self, seat: Seat | str, since: int = 0) -> list[EventView]:
        """What the player at ``seat`` may know of each action accepted after ``since``
        (a version), in order: ``bridgeclub.views.EventView``. An action the seat may not
        see (a card taken from the stock) shows only as words ("took a card").

        >>> import bridgeclub as bc
        >>> game = bc.new_game("duplicate", board=1, seed=3)
        >>> _ = game.act("1NT", explanation="15-17 points, balanced")
        >>> game.events("E")[0]["action"], game.events("E")[0]["explanation"]
        ('1NT', '15-17 points, balanced')
        """
        who = self.player_seat(seat)
        if isinstance(since, bool) or not isinstance(since, int) \
                or not 0 <= since <= self.version:
            raise ValueError(f"since is a version from 0 to {self.version}, not {since!r:.20}")
        return [event_view(self.move_as_seen(move, who), self.seen_action(move, who),
                           self.hidden_action_text(move))
                for move in self._history[since:]]

    def move_as_seen(self, move: Move, seat: Seat) -> Move:
        """``move`` with only the explanation ``seat`` may read. A call's explanation is
        public, as alerts are (Law 20F); the reason a player gives for a card is her own
        until the deal is over: it speaks of the hands she sees (her partner's, dummy's).

        >>> import bridgeclub as bc
        >>> game = bc.new_game("duplicate", board=1, seed=3)
        >>> for call in ("1NT", "P", "P", "P"): _ = game.act(call)
        >>> _ = game.act(game.legal_actions()[0], explanation="partner holds the ace")
        >>> [game.events(s)[-1]["explanation"] for s in "ESWN"]
        ['partner holds the ace', None, None, None]
        """
        if move.explanation and isinstance(move.action, Card) and move.actor is not seat \
                and not self.is_over:
            return replace(move, explanation="")
        return move

    def seen_action(self, move: Move, seat: Seat) -> str | None:
        """The action of ``move`` as ``seat`` may know it; None when the rules hide it from
        her. Every action is public unless a variant says otherwise."""
        return str(move.action)

    def hidden_action_text(self, move: Move) -> str:
        """Words for an action a seat may not see."""
        return f"{move.actor.full_name} acted"

    def clone(self) -> Game:
        """A copy to search with: acting on it leaves this game unchanged. Much cheaper than
        ``from_json`` (values shared, only the mutable state copied).

        >>> import bridgeclub as bc
        >>> game = bc.new_game("duplicate", board=1, seed=3)
        >>> copy = game.clone(); _ = copy.act("1NT")
        >>> len(game.history), len(copy.history), copy == game
        (0, 1, False)
        """
        return structural_copy(self)

    # -- undo (a table option) -----------------------------------------------------------
    def why_not_undo(self, seat: Seat | str) -> str | None:
        """Why ``seat`` may not take back the last action now; None when she may.

        With the table option ``undo=True``, a player may take back her own last action
        until the next player acts (the last move must be hers) and while the deal is not
        over.
        """
        try:
            who = self.player_seat(seat)
        except ValueError as error:
            return str(error)
        if not self.options.get("undo"):
            return "undo is not allowed at this table"
        if self.is_over:
            return "the deal is over"
        if not self._history:
            return "there is nothing to take back"
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
        rebuilt = replay_moves(type(self), self.deal, self._history[:-1], **self.options)
        self.__dict__.clear()
        self.__dict__.update(rebuilt.__dict__)
        return last

    def _check(self, action: Action | str, seat: Seat | str | None) -> Action:
        if self.is_over:
            raise IllegalAction("the game is over")
        if seat is not None:
            try:
                who = self.player_seat(seat)
            except ValueError as error:
                raise IllegalAction(str(error)) from None
            if who is not self.actor:
                actor = self.actor
                name = actor.full_name if actor is not None else "nobody"
                raise IllegalAction(f"it is {name}'s turn, not {who.full_name}'s")
        return checked(action, self.parse_action, self.why_illegal)

    def to_json(self) -> str:
        """The game as JSON: variant, options, deal and the action log (with each call's
        alert and explanation in ``notes``). It holds hidden cards: for storage only,
        never for a player."""
        notes = {str(m.number): {"explanation": m.explanation, "alert": m.alert}
                 for m in self._history if m.explanation or m.alert}
        data: JSON = {
            "variant": self.variant,
            "options": self.options,
            "deal": self.deal.to_pbn(),
            "history": [str(m) for m in self._history],
        }
        if notes:
            data["notes"] = notes
        return json.dumps(data)

    @staticmethod
    def from_json(text: str | bytes) -> Game:
        """Rebuild a game saved with ``to_json`` by replaying its log. A document that is
        not a saved game, or whose log the rules refuse, raises ValueError naming the field.

        >>> Game.from_json('{"variant": "duplicate", "options": {}, "deal": null, '
        ...                '"history": []}')
        Traceback (most recent call last):
        ...
        ValueError: not a saved bridgeclub game: deal: a PBN deal string, not None
        """
        if _saved_game_reader is None:  # no variant imported yet: none to read
            raise RuntimeError("no variant is known yet: import bridgeclub.variants")
        return _saved_game_reader(text)

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


def replay_moves(cls: type[Game], deal: Deal | str,
                 history: Iterable[Move | Action | str], **options: Any) -> Game:
    """The game of variant class ``cls`` reached by playing ``history`` from the start of
    ``deal``; a history of Moves keeps each call's alert and explanation
    (``bridgeclub.game.replay`` does the same from a variant's name)."""
    game = cls.new(deal=deal, **options)
    for index, action in enumerate(history):
        try:
            if isinstance(action, Move):
                game.act(str(action), explanation=action.explanation, alert=action.alert)
            else:
                game.act(str(action))
        except IllegalAction as error:
            raise IllegalAction(f"action {index + 1} ({action}) is illegal: {error}") from None
    return game
