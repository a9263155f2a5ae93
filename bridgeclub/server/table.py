"""One bridge table in memory: its match, the deal being played, who sits where.

A table is rebuilt from its stored log and nothing else: the match from its options, each
deal from its seed (``match.next_game(seed=...)``), each action replayed in order. The
same ``sync`` brings a table up to date when another process has written to it. This
module does no I/O; ``bridgeclub.server.hub`` reads and writes the store around it.

People keep their seat for the whole match, except where the rules move them between
chairs (3-person EZ-Bridge): a token names the person's seat at the start, and ``chairs``
says where each person sits in the deal being played (``match.seat_for``).

>>> from bridgeclub.server.store import TableRow, DealRow, ActionRow
>>> table = Table(TableRow("t1", "duplicate", "duplicate", {"boards": 2}, {},
...                        {"N": "computer:beginner", "E": "computer", "S": "human",
...                         "W": "human"}, 5))
>>> table.start_deal(DealRow("t1", 1, 11, ""))
>>> table.deal_number, table.game.version, table.is_computer(table.game.actor)
(1, 0, True)
>>> table.apply(ActionRow("t1", 1, 1, str(table.game.actor), "P"))
>>> table.game.version, table.log_version
(1, 1)
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, NamedTuple

from bridgeclub.bots.bidding.options import system_named
from bridgeclub.errors import IllegalAction
from bridgeclub.game import Game, find_variant, replay
from bridgeclub.match import GAME_TABLE_OPTIONS, Match, match_class, new_match
from bridgeclub.seats import Seat
from bridgeclub.server.store.db import ActionRow, DealRow, TableLog, TableRow
from bridgeclub.takeback import acted_since, take_back_to

HUMAN = "human"
LEVELS = ("beginner", "standard", "expert")
#: The table's own options besides the match's: the game's table options and hints.
TABLE_OPTIONS = (*GAME_TABLE_OPTIONS, "hints", "auto_next")
#: The table's convention cards: each side's bidding system, by name (SAYC by default).
CARD_OPTIONS = ("system_ns", "system_ew")


def seat_kind(text: object) -> str:
    """A seat's occupant in its one written form: ``human`` or ``computer:<level>``
    (``computer`` alone means ``computer:standard``).

    >>> seat_kind("computer"), seat_kind("computer:beginner"), seat_kind("human")
    ('computer:standard', 'computer:beginner', 'human')
    >>> seat_kind("robot")
    Traceback (most recent call last):
    ...
    ValueError: a seat is human, computer or computer:beginner|standard|expert, not 'robot'
    """
    if text == HUMAN:
        return HUMAN
    if text == "computer":
        return "computer:standard"
    if isinstance(text, str) and text.startswith("computer:") and \
            text.split(":", 1)[1] in LEVELS:
        return text
    raise ValueError("a seat is human, computer or computer:beginner|standard|expert, "
                     f"not {text!r:.30}")


class UndoRequest(NamedTuple):
    """A person's request to take back her action after others have acted: the chair that
    asks, the version to go back to, the version it was made at, who must agree and who
    has."""

    by: Seat
    version: int
    at: int
    waiting: frozenset[Seat]
    agreed: frozenset[Seat]

    def to_dict(self) -> dict[str, Any]:
        return {"by": str(self.by), "to": self.version,
                "waiting": sorted(str(s) for s in self.waiting - self.agreed)}


@dataclass(frozen=True)
class FinishedDeal:
    """A deal played to its end, with where each person sat."""

    number: int
    game: Game
    chairs: dict[Seat, Seat]


class Table:
    """A table's match and current deal, rebuilt from its log."""

    def __init__(self, row: TableRow) -> None:
        self.row = row
        self.id = row.id
        self.match: Match = new_match(row.match_kind, **row.match_options)
        self.people: tuple[Seat, ...] = self.match.players
        self.seats: dict[Seat, str] = {Seat.from_str(s): k for s, k in row.seats.items()}
        self.game: Game | None = None
        self.deal_number = 0
        #: Rows of the current deal's log applied (an undo is a row too).
        self.log_version = 0
        self.chairs: dict[Seat, Seat] = {p: p for p in self.people}
        self.keys: set[str] = set()
        self.finished: list[FinishedDeal] = []
        #: An undo that waits for other people's agreement (in this process's memory).
        self.undo_request: UndoRequest | None = None
        self._undo_answers: dict[str, object] = {}

    @property
    def options(self) -> dict[str, Any]:
        return dict(self.row.table_options)

    def game_options(self) -> dict[str, Any]:
        """The table options each game of the match is given (claims, undo, memory_help)."""
        return {k: v for k, v in self.row.table_options.items() if k in GAME_TABLE_OPTIONS}

    def person_at(self, chair: Seat | None) -> Seat | None:
        """The person sitting at ``chair`` in the current deal."""
        return next((p for p, c in self.chairs.items() if c is chair), None)

    def is_computer(self, chair: Seat | None) -> bool:
        person = self.person_at(chair)
        return person is not None and self.seats.get(person, HUMAN) != HUMAN

    def cards(self, chair: Seat) -> tuple[str, str]:
        """The card ``chair``'s side bids on and the other side's (``system_ns``,
        ``system_ew``; SAYC when not chosen).

        >>> from bridgeclub.server.store import TableRow
        >>> table = Table(TableRow("t", "duplicate", "duplicate", {}, {"system_ew": "acol"},
        ...                        {"S": "human"}, 1))
        >>> table.cards(Seat.S), table.cards(Seat.W)
        (('sayc', 'acol'), ('acol', 'sayc'))
        """
        ns = str(self.row.table_options.get("system_ns") or "sayc")
        ew = str(self.row.table_options.get("system_ew") or "sayc")
        return (ns, ew) if chair in (Seat.N, Seat.S) else (ew, ns)

    def level_at(self, chair: Seat) -> str:
        person = self.person_at(chair)
        kind = self.seats.get(person, HUMAN) if person is not None else HUMAN
        return kind.split(":", 1)[1] if kind != HUMAN else "standard"

    @property
    def has_humans(self) -> bool:
        return any(kind == HUMAN for kind in self.seats.values())

    @property
    def auto_next(self) -> bool:
        """Whether the server deals on by itself: asked for, or nobody human at the table."""
        return bool(self.row.table_options.get("auto_next")) or not self.has_humans

    def next_game(self, seed: int) -> Game:
        """The game of the next deal from ``seed`` (the same seed, the same deal), or,
        at a table of a club event, the event's next board (``deals``: the boards' PBN
        deals in the order they are played, set by the server, never by a client)."""
        deals = self.row.table_options.get("deals")
        if deals:
            return self.match.next_game(deal=deals[self.deal_number], seed=seed,
                                        **self.game_options())
        return self.match.next_game(seed=seed, **self.game_options())

    def start_deal(self, deal: DealRow) -> None:
        """Deal ``deal.number`` (the next one): the game stored at its start (its
        ``to_json``), or, when none is stored, the game dealt from its seed."""
        if deal.number != self.deal_number + 1:
            raise ValueError(f"deal {deal.number} follows deal {deal.number - 1}, "
                             f"not {self.deal_number}")
        if self.game is not None and not self.game.is_over:
            raise ValueError(f"deal {self.deal_number} is not over")
        self.chairs = {p: self.match.seat_for(p) for p in self.people}
        if deal.deal.startswith("{"):
            game = Game.from_json(deal.deal)
            if find_variant(game.variant) is not self.match.game_class:
                raise ValueError(f"deal {deal.number} is not a game of this match")
            self.game = game
        else:
            self.game = self.next_game(deal.seed)
        self.deal_number = deal.number
        self.log_version = 0

    def apply(self, row: ActionRow) -> None:
        """Replay one stored action (an ``undo`` row takes back the seat's last action)."""
        game = self.game
        if game is None or row.deal != self.deal_number or row.version != self.log_version + 1:
            raise ValueError(f"action {row.deal}/{row.version} does not follow "
                             f"{self.deal_number}/{self.log_version}")
        if row.action == "undo":
            game.undo(row.seat)
        elif row.action.startswith("undo "):
            game = self.game = take_back(game, int(row.action.split()[1]))
        else:
            game.act(row.action, seat=row.seat, explanation=row.explanation, alert=row.alert)
        self.log_version = row.version
        self.undo_request = None
        if row.key is not None:
            self.keys.add(row.key)
        if game.is_over:
            self.match.add_game(game)
            self.finished.append(FinishedDeal(self.deal_number, game, dict(self.chairs)))
            # a table dealing a set list of deals (an event's, a tournament's boards) ends
            # after the last of them, whatever its match would play to (an EZ-Bridge match
            # runs to its Games' points)
            deals = self.row.table_options.get("deals")
            if deals and self.deal_number >= len(deals) and not self.match.is_over:
                self.match.end()

    def take_back_version(self, person: Seat) -> int:
        """The version an undo by ``person`` returns the deal to: her last action and the
        computers' replies after it (``bridgeclub.takeback``); IllegalAction why not."""
        game = self.game
        assert game is not None
        computers = {self.chairs[p] for p in self.people if self.seats.get(p, HUMAN) != HUMAN}
        return take_back_to(game, self.chairs[person], computers)

    def can_take_back(self, person: Seat) -> bool:
        """Whether ``person`` may undo now (each view message asks)."""
        return self._undo_answer(person, "undo", self.take_back_version)

    def can_ask_to_take_back(self, person: Seat) -> bool:
        """Whether ``person`` may ask the others to let her take back her last action."""
        return self._undo_answer(person, "ask", self.undo_request_for)

    def _undo_answer(self, person: Seat, kind: str, check: Callable[[Seat], object]) -> bool:
        """Whether ``check(person)`` passes, worked out once per step of the deal: the
        answer needs a replay, and every view message of every seat asks it."""
        step = (self.deal_number, self.log_version)
        if self._undo_answers.get("step") != step:
            self._undo_answers = {"step": step}
        key = f"{kind} {person}"
        if key not in self._undo_answers:
            try:
                check(person)
                self._undo_answers[key] = True
            except IllegalAction:
                self._undo_answers[key] = False
        return bool(self._undo_answers[key])

    def ask_to_take_back(self, person: Seat) -> UndoRequest:
        """``person`` asks the people who acted since her last action to let her take it
        back (with the computers' replies): the request, held until each of them answers
        or the deal moves on; IllegalAction when it could not be granted anyway."""
        self.undo_request = self.undo_request_for(person)
        return self.undo_request

    def undo_request_for(self, person: Seat) -> UndoRequest:
        """The request ``person`` would make now (nothing held); IllegalAction why not."""
        game = self.game
        assert game is not None
        chair = self.chairs[person]
        computers = {self.chairs[p] for p in self.people if self.seats.get(p, HUMAN) != HUMAN}
        waiting = acted_since(game, chair, computers)
        if not waiting:
            take_back_to(game, chair, computers)           # raises the reason it cannot
            raise IllegalAction("nobody need agree: take it back with undo")
        version = take_back_to(game, chair, computers | waiting)
        return UndoRequest(chair, version, game.version, frozenset(waiting), frozenset())

    def answer_undo(self, person: Seat, agree: bool) -> int | None:
        """``person``'s answer to the undo request: the version to go back to once everyone
        asked has agreed, else None (a refusal drops the request)."""
        request = self.pending_undo()
        chair = self.chairs[person]
        if request is None:
            raise IllegalAction("nobody has asked to take an action back")
        if chair not in request.waiting or chair in request.agreed:
            raise IllegalAction("this undo does not wait for your answer")
        if not agree:
            self.undo_request = None
            return None
        request = request._replace(agreed=request.agreed | {chair})
        self.undo_request = request
        return request.version if request.agreed >= request.waiting else None

    def pending_undo(self) -> UndoRequest | None:
        """The undo request still standing: made in this deal, at this version."""
        request = self.undo_request
        game = self.game
        if request is None or game is None or game.is_over \
                or request.at != game.version:
            return None
        return request

    def sync(self, log: TableLog) -> bool:
        """Apply what ``log`` holds past this table's state (the rest of the current deal,
        then each later deal and its actions); whether anything changed."""
        changed = False
        pending = [a for a in log.actions
                   if (a.deal, a.version) > (self.deal_number, self.log_version)]
        for action in [a for a in pending if a.deal == self.deal_number]:
            self.apply(action)
            changed = True
        for deal in log.deals:
            if deal.number <= self.deal_number:
                continue
            self.start_deal(deal)
            changed = True
            for action in [a for a in pending if a.deal == deal.number]:
                self.apply(action)
        return changed

    @classmethod
    def rebuild(cls, log: TableLog) -> Table:
        """The table as its log leaves it."""
        table = cls(log.table)
        table.sync(log)
        return table


def take_back(game: Game, version: int) -> Game:
    """The deal as it was at ``version`` (an ``undo N`` row of the log), explanations and
    alerts kept."""
    if not 0 <= version < game.version:
        raise ValueError(f"an undo goes back to a version before {game.version}, "
                         f"not {version}")
    return replay(game.variant, game.deal, game.history[:version], **game.options)


def split_options(kind: str, options: dict[str, Any]) -> tuple[dict[str, Any], dict[str, Any]]:
    """The options of a new table split into the match's (checked against the kind's
    declarations) and the table's own (claims, undo, memory_help, hints, auto_next, and
    each side's convention card: system_ns, system_ew).

    >>> split_options("rubber", {"edition": "goren", "claims": True})
    ({'edition': 'goren'}, {'claims': True})
    >>> split_options("duplicate", {"system_ns": "Acol"})
    ({}, {'system_ns': 'acol'})
    >>> split_options("duplicate", {"system_ew": "precision"})
    Traceback (most recent call last):
    ...
    ValueError: option system_ew: unknown bidding system 'precision': choose acol or sayc
    >>> split_options("rubber", {"hint": True})
    Traceback (most recent call last):
    ...
    ValueError: a rubber table has no option 'hint' (its options: auto_next, claims, \
dealer, edition, hints, memory_help, system_ew, system_ns, undo, variant)
    """
    declared = {o.name for o in match_class(kind).option_declarations_of()} - {"game_options"}
    match_options: dict[str, Any] = {}
    table_options: dict[str, Any] = {}
    for name, value in options.items():
        if name in CARD_OPTIONS:
            try:
                table_options[name] = system_named(str(value)).key
            except ValueError as error:
                raise ValueError(f"option {name}: {error}") from None
        elif name in TABLE_OPTIONS:
            if not isinstance(value, bool):
                raise ValueError(f"option {name}: true or false, not {value!r:.30}")
            table_options[name] = value
        elif name in declared:
            match_options[name] = value
        else:
            known = ", ".join(sorted(declared | set(TABLE_OPTIONS) | set(CARD_OPTIONS)))
            raise ValueError(f"a {kind} table has no option {name!r:.30} (its options: "
                             f"{known})")
    return match_options, table_options
