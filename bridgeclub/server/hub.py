"""The tables one server process serves: load, act, deal on, drive the computer seats,
and push every change to the seats' connections (and, through Redis, to other processes).

Each table has a lock: one change at a time. A change is checked against the game, then
committed to the store, then applied in memory, then broadcast: an action is on disk
before anyone hears of it. A step of a deal is unique in the store, so when two processes
race, the second commit fails, that process reads the table again, and its sender is told
the game has moved on.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import secrets
import time
import uuid
from collections.abc import Callable, Coroutine
from typing import Any

from bridgeclub.bots import hint
from bridgeclub.bots.bidding import FOUR_HAND_AUCTION
from bridgeclub.bots.levels import needs_search, safe_decision
from bridgeclub.bots.player import Decision
from bridgeclub.errors import IllegalAction
from bridgeclub.game import find_variant
from bridgeclub.match import match_class, match_kinds
from bridgeclub.seats import Seat
from bridgeclub.server import frames, live
from bridgeclub.server.botpool import ASIDE, BotPool
from bridgeclub.server.config import Settings
from bridgeclub.server.limits import Bounded
from bridgeclub.server.live import ApiError as ApiError
from bridgeclub.server.live import LiveHub
from bridgeclub.server.messages import (
    CreateTable,
    ErrorMessage,
    MatchState,
    ThinkingMessage,
    ViewMessage,
)
from bridgeclub.server.store import ActionRow, Conflict, DealRow, Stopped, Store, TableRow, club
from bridgeclub.server.table import CARD_OPTIONS, HUMAN, Table, seat_kind, split_options
from bridgeclub.server.tokens import SeatSigner, TokenRefused

log = logging.getLogger("bridgeclub.server")
#: The answers to an undo request among people (``undo`` itself asks).
UNDO_ASKS = ("undo accept", "undo decline")


#: Seconds after a person's action during which the tables of computers only yield.
PEOPLE_PLAYING = 10.0
#: Who the table's host token speaks for: it reissues the links and stops the table.
HOST = "host"


class DrivenElsewhere(Exception):
    """Another process drives this table's computer players now."""


#: One websocket of one seat at a table: its ``key`` is the table, its ``who`` the person
#: sitting there.
Connection = live.Connection[Seat]


def _position(table: Table) -> tuple[int, int]:
    """Where a table is: its deal and the game's version there."""
    game = table.game
    return table.deal_number, game.version if game is not None else 0


def _bot_seed(table_seed: int, deal: int, version: int, chair: Seat) -> int:
    """The seed of one computer decision: the same in every process and after a restart."""
    return (table_seed * 1_000_003 + deal * 10_007 + version * 31 + int(chair.value)) \
        % (2**62)


class Hub(LiveHub[Connection]):
    """Every table this process has in memory, its connections and its computer seats."""

    def __init__(self, settings: Settings, store: Store, signer: SeatSigner) -> None:
        super().__init__(store)
        self.settings = settings
        self.store = store
        self.signer = signer
        self.tables: dict[str, Table] = {}
        self.thinking: dict[str, Seat | None] = {}
        self.bots: dict[str, asyncio.Task[None]] = {}
        # Every computer decision, hint and analysis: calls at once, card searches in
        # worker processes (each its own DDS) in a fair queue, or on a Dask cluster.
        self.pool = BotPool(settings.bot_workers, settings.bots)
        #: With several processes: whether this one drives a table's computers now (one
        #: process at a time does, so each decision is computed once).
        self.claim: Callable[[str], Coroutine[Any, Any, bool]] | None = None
        self.shared = settings.redis is not None
        self.closing = False
        #: Answers that cost a solver's time, kept per position: (table, deal, version,
        #: seat) -> hint, (table, deal) -> analysis.
        self.answers: Bounded[tuple[Any, ...], Any] = Bounded(2000)
        #: Before a table of computers only is made: raises ApiError past the quota.
        self.check_quota: Callable[[], Coroutine[Any, Any, None]] | None = None
        #: When a person last acted here (the computers-only tables yield meanwhile).
        self.person_acted = -PEOPLE_PLAYING
        #: When the tables of computers only may decide again, and the gap after one.
        self.robots_next, self.robots_gap = 0.0, 0.5
        #: Where a table's computer turn last failed: (deal, version). Failing there again,
        #: the table gets a safe outcome or waits (``stuck``): no table tries for ever.
        self.failures: dict[str, tuple[int, int]] = {}
        #: The tables whose computer turn failed twice and whose safe outcome failed too:
        #: (deal, version) -> the status their seats read. They wait there for a person
        #: (an undo, the next deal) or a restart; nothing is tried again meanwhile.
        self.stuck: dict[str, tuple[tuple[int, int], str]] = {}

    # -- the store, from a worker thread ---------------------------------------------------
    async def _io(self, call: Callable[..., Any], *args: Any) -> Any:
        """Run a store call (``LiveHub._io``); a table the club stopped leaves memory and
        is a 410."""
        try:
            return await super()._io(call, *args)
        except Stopped as stopped:
            self.forget(stopped.table_id)
            raise ApiError(410, "stopped", "the club stopped this table") from None

    def forget(self, table_id: str) -> None:
        """Drop a table from memory (stopped by the club): its computers stop at once and
        its sockets are told and closed."""
        self.tables.pop(table_id, None)
        task = self.bots.pop(table_id, None)
        if task is not None and task is not asyncio.current_task():
            task.cancel()
        stopped = ErrorMessage(code="stopped", message="the club stopped this table"
                               ).model_dump_json()
        for connection in self.connections.pop(table_id, set()):
            connection.push(stopped)
            connection.push(None)
        self._drop(table_id)

    def _drop(self, table_id: str) -> None:
        """Forget what the computers' turns kept of a table that leaves memory."""
        self.thinking.pop(table_id, None)
        self.failures.pop(table_id, None)
        self.stuck.pop(table_id, None)

    async def start(self) -> None:
        """Resume every table whose match is not over: its computer players carry on."""
        await self.pool.start()
        self.signer.generations.update(await self._io(club.link_generations, self.store))
        for table_id in await self._io(self.store.active_tables):
            try:
                table = await self.table(table_id)
            except Exception:  # one broken table must not stop the server
                log.exception("table %s could not be resumed", table_id)
                continue
            self._kick(table)

    async def stop(self) -> None:
        self.closing = True
        for task in list(self.bots.values()):
            task.cancel()
        self.close_all()
        await self.pool.close()

    async def table(self, table_id: str) -> Table:
        """The table in memory, read from the store the first time."""
        table = self.tables.get(table_id)
        if table is not None:
            return table
        async with self.locks[table_id]:
            table = self.tables.get(table_id)
            if table is None:
                try:
                    stored = await self._io(self.store.load, table_id)
                except KeyError:
                    raise ApiError(404, "not-found", "no such table") from None
                table = Table.rebuild(stored)
                self.tables[table_id] = table
        return table

    async def _refresh(self, table: Table) -> bool:
        """Bring ``table`` up to date with the store (what other processes wrote)."""
        stored = await self._io(self.store.load, table.id, table.deal_number,
                                table.log_version)
        return table.sync(stored)

    # -- tables ----------------------------------------------------------------------------
    async def create(self, spec: CreateTable) -> tuple[str, dict[str, str]]:
        """Make a table and deal its first deal; the tokens of its human seats."""
        try:
            find_variant(spec.variant)
            kinds = match_kinds(spec.variant)
            kind = spec.match or kinds[0]
            if kind not in kinds:
                raise ValueError(f"{spec.variant} is played in a {' or '.join(kinds)} match, "
                                 f"not {kind!r:.30}")
            match_options, table_options = split_options(kind, dict(spec.options))
            cards = sorted(set(table_options) & set(CARD_OPTIONS))
            if cards and spec.variant not in FOUR_HAND_AUCTION:
                raise ValueError(f"{spec.variant} has no bidding system to choose (option "
                                 f"{cards[0]}): the convention cards are for "
                                 f"{', '.join(sorted(FOUR_HAND_AUCTION))}")
            if len(match_class(kind).variants) > 1:
                match_options.setdefault("variant", spec.variant)
            elif match_options.get("variant", spec.variant) != spec.variant:
                raise ValueError(f"a {kind} match plays {spec.variant}")
            declared = {o.name for o in match_class(kind).option_declarations_of()}
            if "seed" in declared and "seed" not in match_options:
                # A match that draws (its first dealer, ...) draws the same when rebuilt.
                match_options["seed"] = secrets.randbits(31)
            players = match_class(kind)(**match_options).players
            seats: dict[str, str] = {}
            for name, kind_text in spec.seats.items():
                seat = Seat.from_str(name) if isinstance(name, str) and len(name) == 1 \
                    else None
                if seat is None or seat not in players:
                    raise ValueError(f"the players of {spec.variant} sit at "
                                     f"{', '.join(str(p) for p in players)}, not {name!r:.10}")
                seats[str(seat)] = seat_kind(kind_text)
            for seat in players:
                seats.setdefault(str(seat), "computer:standard")
            row = TableRow(uuid.uuid4().hex[:16], spec.variant, kind, match_options,
                           table_options, seats, secrets.randbits(62))
            table = Table(row)
        except ValueError as error:
            raise ApiError(400, "bad-table", str(error)) from None
        if HUMAN not in seats.values() and self.check_quota is not None:
            await self.check_quota()
        await self.open_table(table)
        self._kick(table)
        return row.id, {s: self.signer.token(row.id, s) for s, k in seats.items()
                        if k == HUMAN}

    async def open_table(self, table: Table) -> None:
        """Write a new table and its first deal to the store, and hold it in memory (its
        computers start at the caller's ``_kick``, or ``kick_all``)."""
        seed = secrets.randbits(62)
        start = table.next_game(seed).to_json()
        await self._io(self.store.create_table, table.row)
        await self._io(self.store.start_deal, table.id, 1, seed, start)
        table.start_deal(DealRow(table.id, 1, seed, start))
        self.tables[table.id] = table

    def person(self, token: str, table_id: str | None = None) -> tuple[str, Seat]:
        """The table and seat a token opens (403 for a bad token or another table)."""
        found, seat = self.token_of(token, table_id)
        if seat == HOST:
            raise ApiError(403, "host-token", "this is the table's host token: it reissues "
                           "the links and stops the table, it plays no seat")
        return found, Seat.from_str(seat)

    def whose(self, token: str) -> str | None:
        """``table/seat`` of a valid token (what its rates count against), else None."""
        try:
            return "/".join(self.signer.seat(token))
        except TokenRefused:
            return None

    def token_of(self, token: str, table_id: str | None = None) -> tuple[str, str]:
        """The table and who (a seat, or the host) a token opens: 403 if it is not ours
        or another table's, 401 (a message the page shows) if expired or revoked."""
        try:
            found, who = self.signer.seat(token)
        except TokenRefused as error:
            raise ApiError(error.status, error.code, str(error)) from None
        if table_id is not None and found != table_id:
            raise ApiError(403, "bad-token", "this token is for another table")
        return found, who

    async def view(self, table_id: str, person: Seat) -> ViewMessage:
        table = await self.table(table_id)
        if self.shared:
            async with self.locks[table_id]:
                await self._refresh(table)
        return self._view(table, person)

    def _view(self, table: Table, person: Seat,
              state: MatchState | None = None) -> ViewMessage:
        connected = {c.who: True for c in self.connections.get(table.id, ())}
        message = frames.view_message(table, person, connected, self.thinking.get(table.id),
                                      state)
        stuck = self.stuck.get(table.id)
        if stuck is not None and stuck[0] == _position(table):
            message.failed = stuck[1]
        return message

    # -- acting ----------------------------------------------------------------------------
    async def act(self, table_id: str, person: Seat, action: str, version: int, *,
                  key: str | None = None, explanation: str = "", alert: bool = False,
                  computer: bool = False) -> ViewMessage:
        """Take ``action`` for the person at ``person``: refused (ApiError, nothing
        changed) unless she is the actor, ``version`` is the game's, and the rules allow
        it; a ``key`` already taken is not taken again (the current view comes back)."""
        table = await self.table(table_id)
        async with self.locks[table_id]:
            if self.shared:
                await self._refresh(table)
            if key is not None and key in table.keys:
                return self._view(table, person)
            if not computer and table.seats.get(person, HUMAN) != HUMAN:
                raise ApiError(403, "computer-seat", "the computer plays this seat")
            if not computer:
                self.person_acted = time.monotonic()
            if action in UNDO_ASKS or (action == "undo" and not table.can_take_back(person)):
                text = self._undo_by_agreement(table, person, action, version)
                if text is None:                       # asked or answered: views only
                    self.broadcast_views(table)
                    return self._view(table, person)
                row = ActionRow(table.id, table.deal_number, table.log_version + 1,
                                str(table.chairs[person]), text, "", False, key)
            else:
                row = self._checked(table, person, action, version, key, explanation, alert)
            before = (table.deal_number, table.game.version if table.game else 0)
            try:
                await self._io(self.store.append, row)
            except Conflict:
                await self._refresh(table)
                if key is not None and key in table.keys:
                    return self._view(table, person)
                raise ApiError(409, "stale", "the game has moved on: look again") from None
            table.apply(row)
            if table.match.is_over:
                await self._io(self.store.set_finished, table.id)
            self.thinking[table.id] = None
            self._changed(table, before, first=person)
            return self._view(table, person)

    def _checked(self, table: Table, person: Seat, action: str, version: int,
                 key: str | None, explanation: str, alert: bool) -> ActionRow:
        game = table.game
        assert game is not None
        chair = table.chairs[person]
        if game.is_over:
            raise ApiError(409, "deal-over", "the deal is over: start the next one")
        if version != game.version:
            raise ApiError(409, "stale", f"the game has moved on (version {game.version}, "
                           f"not {version}): look again")
        if action == "undo":
            text = self._undo_text(table, person)
        else:
            if game.actor is not chair:
                actor = game.actor
                name = actor.full_name if actor is not None else "nobody"
                raise ApiError(403, "not-your-turn",
                               f"it is {name}'s turn, not {chair.full_name}'s")
            if not game.can_act(action, chair):
                try:
                    game.act(action, seat=chair)     # refuses, saying why, and changes nothing
                except IllegalAction as error:
                    raise ApiError(400, "illegal", str(error)) from None
                raise ApiError(400, "illegal", "not a legal action now")
            text = str(game.parse_action(action))
        return ActionRow(table.id, table.deal_number, table.log_version + 1, str(chair), text,
                         explanation.strip()[:500], alert, key)

    @staticmethod
    def _undo_text(table: Table, person: Seat) -> str:
        """The log row of an undo: ``undo N``, back to version N (the person's last action
        and the computers' replies after it), or a 403 saying why not."""
        try:
            return f"undo {table.take_back_version(person)}"
        except IllegalAction as error:
            raise ApiError(403, "no-undo", str(error)) from None

    @staticmethod
    def _undo_by_agreement(table: Table, person: Seat, action: str, version: int
                           ) -> str | None:
        """An undo among people: ``undo`` asks the people who acted since, ``undo
        accept``/``undo decline`` answer. The log row (``undo N``) once all agree, else
        None; a 403 ``no-undo`` with the reason when it cannot be."""
        game = table.game
        assert game is not None
        if game.is_over:
            raise ApiError(409, "deal-over", "the deal is over: start the next one")
        if version != game.version:
            raise ApiError(409, "stale", "the table has moved on: look again")
        try:
            if action == "undo":
                table.ask_to_take_back(person)
                return None
            back = table.answer_undo(person, action == "undo accept")
        except IllegalAction as error:
            raise ApiError(403, "no-undo", str(error)) from None
        return None if back is None else f"undo {back}"

    async def next_deal(self, table_id: str, deal_number: int | None = None) -> Table:
        """Deal the next deal once the current one is over (a repeat changes nothing)."""
        table = await self.table(table_id)
        async with self.locks[table_id]:
            if self.shared:
                await self._refresh(table)
            game = table.game
            assert game is not None
            if deal_number is not None and deal_number != table.deal_number:
                return table
            if not game.is_over:
                return table
            if table.match.is_over:
                raise ApiError(409, "match-over", "the match is over")
            before = (table.deal_number, game.version)
            seed = secrets.randbits(62)
            start = table.next_game(seed).to_json()
            number = table.deal_number + 1
            if await self._io(self.store.start_deal, table.id, number, seed, start):
                table.start_deal(DealRow(table.id, number, seed, start))
            else:
                await self._refresh(table)
            self._changed(table, before)
        return table

    def holds(self) -> list[str]:
        return list(self.tables)

    async def refresh(self, table_id: str, /) -> None:
        """Another process changed ``table_id``: read it again and tell our seats. (A
        notice ``links:T`` says T's links were reissued, ``stop:T`` that T was stopped.)"""
        what, _, which = table_id.rpartition(":")
        if what == "links":
            self.signer.generations.update(await self._io(club.link_generations,
                                                          self.store, which))
            return
        if what == "stop":
            self.forget(which)
            return
        table = self.tables.get(table_id)
        if table is None:
            return
        async with self.locks[table_id]:
            game = table.game
            before = (table.deal_number, game.version if game else 0)
            if await self._refresh(table):
                self.thinking[table_id] = None
                self._changed(table, before, publish=False)

    # -- telling the seats -----------------------------------------------------------------
    def _changed(self, table: Table, before: tuple[int, int], publish: bool = True,
                 first: Seat | None = None) -> None:
        """After a change: each connection gets the events since ``before`` (when the deal
        is the same) and its new view (``first``'s connections first: the one who acted
        waits for it); other processes get a notice; computers act."""
        state = frames.match_state(table)
        game = table.game
        same_deal = before[0] == table.deal_number and game is not None \
            and before[1] <= game.version

        def frames_for(person: Seat) -> list[str]:
            out = [e.model_dump_json() for e in
                   frames.event_messages(table, person, before[1])] if same_deal else []
            return [*out, self._view(table, person, state).model_dump_json()]

        self.tell(table.id, frames_for, first)
        if publish:
            self.notify(table.id)
        self._kick(table)

    def kick_all(self) -> None:
        """Give every table in memory its computer's turn if one is due (after another
        process that drove them stopped)."""
        for table in list(self.tables.values()):
            self._kick(table)

    def broadcast_views(self, table: Table) -> None:
        state = frames.match_state(table)
        self.tell(table.id, lambda person: [self._view(table, person, state)
                                            .model_dump_json()])

    async def connect(self, connection: Connection) -> None:
        table = await self.table(connection.key)
        self.connections[table.id].add(connection)
        self.broadcast_views(table)

    async def disconnect(self, connection: Connection) -> None:
        self.connections[connection.key].discard(connection)
        table = self.tables.get(connection.key)
        if table is not None and not self.closing:
            self.broadcast_views(table)
            self._forget_if_done(table)

    def _forget_if_done(self, table: Table) -> None:
        """A finished match nobody watches leaves memory (the store keeps it)."""
        if table.match.is_over and not self.connections.get(table.id) \
                and table.id not in self.bots:
            self.tables.pop(table.id, None)
            self.connections.pop(table.id, None)
            self._drop(table.id)

    # -- computer seats --------------------------------------------------------------------
    def _kick(self, table: Table) -> None:
        """Start the computer's turn (or the next deal at a table of computers) if due,
        unless the table waits where its computer failed (``stuck``)."""
        if self.closing or table.id in self.bots or self.tables.get(table.id) is not table:
            return
        game = table.game
        if game is None:
            return
        stuck = self.stuck.get(table.id)
        if stuck is not None:
            if stuck[0] == _position(table):
                return
            del self.stuck[table.id]              # a person moved it on: try again
        if game.is_over:
            if table.auto_next and not table.match.is_over:
                self._spawn(table, self._deal_on(table))
            else:
                self._forget_if_done(table)
            return
        if table.is_computer(game.actor):
            self._spawn(table, self._computer_turn(table))

    def _spawn(self, table: Table, work: Coroutine[Any, Any, None]) -> None:
        position = _position(table)

        async def run() -> None:
            try:
                await work
            except DrivenElsewhere:
                self.bots.pop(table.id, None)
                return
            except ApiError as error:
                if error.status == 503:           # the database is away: not a busy loop
                    log.debug("table %s: %s", table.id, error.message)
                    await asyncio.sleep(1.0)
                else:
                    await self._failed(table, position, error)
            except Exception as error:
                await self._failed(table, position, error)
            finally:
                self.bots.pop(table.id, None)
            self._kick(table)

        self.bots[table.id] = asyncio.get_running_loop().create_task(run())

    async def _failed(self, table: Table, position: tuple[int, int],
                      error: Exception) -> None:
        """The computer's turn (or the next deal) at ``position`` raised ``error``
        outside the decision itself (the view, applying the decision, the store). The
        first time it is tried again; the second time the table gets a safe decision
        (``safe_decision``: a claim rejected, a pass, a card by the rules of thumb), and
        if that fails too the table waits there with a status its seats read. Either way
        the error is logged once: no table tries for ever."""
        if self.failures.get(table.id) != position:
            self.failures[table.id] = position
            log.debug("table %s: the computer's turn failed at deal %d, version %d; it "
                      "is tried again", table.id, *position, exc_info=error)
            return
        del self.failures[table.id]
        if _position(table) != position:          # it moved on meanwhile: try afresh
            return
        action = await self._safe_outcome(table)
        if action is not None:
            log.error("table %s: the computer's turn failed twice at deal %d, version "
                      "%d; it plays %s instead", table.id, *position, action, exc_info=error)
            return
        game = table.game
        actor = game.actor if game is not None else None
        who = "the next deal" if actor is None else f"{actor.full_name}'s turn (computer)"
        status = f"The table stopped: {who} failed twice ({type(error).__name__}: " \
                 f"{error}). Undo, or tell the club."
        self.stuck[table.id] = (position, status[:300])
        self.thinking[table.id] = None
        log.error("table %s: the computer's turn failed twice at deal %d, version %d, "
                  "and no safe outcome could be played: the table waits", table.id,
                  *position, exc_info=error)
        with contextlib.suppress(Exception):      # the seats' views may be what fails
            self.broadcast_views(table)

    async def _safe_outcome(self, table: Table) -> str | None:
        """Play the safe decision for the computer due at ``table``; the action played,
        or None when there is none or it fails as well."""
        game = table.game
        if game is None or game.is_over or not table.is_computer(game.actor):
            return None
        chair = game.actor
        person = table.person_at(chair) if chair is not None else None
        if chair is None or person is None:
            return None
        try:
            try:
                view = game.view(chair)
            except Exception:                     # the view is what failed: its actions
                view = {"legal_actions": [str(a) for a in game.legal_actions()]}
            safe = safe_decision(view)
            await self.act(table.id, person, safe.action, game.version,
                           explanation=safe.explanation, computer=True)
        except Exception:
            return None
        return safe.action

    async def _deal_on(self, table: Table) -> None:
        await self.next_deal(table.id, table.deal_number)

    async def _computer_turn(self, table: Table) -> None:
        game = table.game
        assert game is not None
        chair, version, deal = game.actor, game.version, table.deal_number
        assert chair is not None
        if self.claim is not None and not await self.claim(table.id):
            raise DrivenElsewhere(table.id)
        view = game.view(chair)
        person = table.person_at(chair)
        assert person is not None
        self.thinking[table.id] = chair
        thinking = ThinkingMessage(seat=str(chair)).model_dump_json()
        for connection in list(self.connections.get(table.id, ())):
            connection.push(thinking)
        if self.settings.computer_delay:
            await asyncio.sleep(self.settings.computer_delay)
        started = await self._pace(table)
        decision = await self.pool.decide(table.id, table.level_at(chair),
                                          _bot_seed(table.row.seed, deal, version, chair),
                                          view, *table.cards(chair))
        self._charge(table, started)
        if table.deal_number != deal or table.game is None or table.game.version != version:
            return
        if decision.action not in view["legal_actions"]:
            # A player that answers something the rules refuse must not stall the table.
            log.warning("table %s: the computer chose %r, not a legal action", table.id,
                        decision.action)
            decision = Decision(str(view["legal_actions"][0]))
        await self.act(table.id, person, decision.action, version,
                       explanation=decision.explanation, computer=True)

    def _yields(self, table: Table) -> bool:
        """Whether ``table`` (of computers only) gives way now: people play here (one
        acted in the last ``PEOPLE_PLAYING`` seconds) and the club shares the time."""
        return self.settings.limits.computer_share < 1 \
            and HUMAN not in table.seats.values() \
            and time.monotonic() - self.person_acted < PEOPLE_PLAYING

    async def _pace(self, table: Table) -> float:
        """Before a decision at a table of computers only, while people play: wait for
        the tables of computers only's turn (one decision at a time, spaced so that they
        take ``Limits.computer_share`` of the time), so the tables with people go first.
        When the decision began."""
        while self._yields(table) and time.monotonic() < self.robots_next:
            await asyncio.sleep(self.robots_next - time.monotonic())
        if self._yields(table):
            self.robots_next = time.monotonic() + self.robots_gap    # the next one waits
        return time.monotonic()

    def _charge(self, table: Table, started: float) -> None:
        """After a decision at a table of computers only: space the next one so that
        their decisions take ``computer_share`` of the time."""
        if self._yields(table):
            share = self.settings.limits.computer_share
            self.robots_gap = (time.monotonic() - started) * (1 - share) / max(share, 0.01)
            self.robots_next = time.monotonic() + self.robots_gap

    async def costly(self, key: tuple[Any, ...], work: Callable[..., Any], *args: Any,
                     quick: bool = False) -> Any:
        """``work(*args)`` in the computers' fair queue behind the tables' own turns (at
        once when ``quick``), its answer kept per ``key`` (its kind, the table, then a
        position or a deal): asked again, it costs nothing."""
        answer = self.answers.get(key)
        if answer is None:
            answer = await self.pool.run(str(key[1]), work, *args, quick=quick,
                                         priority=ASIDE)
            self.answers.put(key, answer)
        return answer

    async def hint(self, table_id: str, person: Seat) -> Decision:
        table = await self.table(table_id)
        if not table.row.table_options.get("hints"):
            raise ApiError(403, "no-hints", "this table gives no hints")
        game = table.game
        assert game is not None
        chair = table.chairs[person]
        if game.is_over or game.actor is not chair:
            raise ApiError(409, "not-your-turn", "a hint is for the player to act")
        view = game.view(chair)
        decision: Decision = await self.costly(
            ("hint", table.id, table.deal_number, game.version, chair), hint, view, None,
            *table.cards(chair), quick=not needs_search(view, "standard"))
        return decision
