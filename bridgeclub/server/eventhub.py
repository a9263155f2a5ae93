"""The club events one server process serves: create, enter and correct results, and
push the new ranking to everyone watching (and, through Redis, to other processes).

An event is its document (pairs, boards, movement) and its results log (``store.events``).
Each event has a lock: one entry at a time. An entry is checked on a copy of the event
(``Event.enter``: an impossible result raises and nothing changes), then committed, then
taken into the event in memory, then broadcast: a result is on disk before anyone hears
of it. Scoring is ``bridgeclub.events`` (``score_event``), never done here.

Who may do what: the director's token (made when the event is created) opens everything;
each table's token opens that table's sittings, to enter and correct their results. Both
are the server's signed tokens (``tokens.SeatSigner``) for the pair ("event:ID",
"director") or ("event:ID", "table N"), so a table's seat token never opens an event.
They expire as every token does; the director can reissue them (``reissue``): the event's
generation of links goes up in the store (``bc_events.links``, as ``bc_tables.links`` for a
table), older tokens get 401 with a message and the sockets opened with them are closed,
in every process (each reads the generation with the event, and again on a notice).
"""

from __future__ import annotations

import logging
import secrets
import uuid
from collections.abc import Callable, Coroutine
from dataclasses import asdict, replace
from typing import Any

from bridgeclub.cards import Card
from bridgeclub.events.individual_event import IndividualEvent
from bridgeclub.events.model import Event, Result
from bridgeclub.events.setup import movement_of, new_pairs_event, sitting_of
from bridgeclub.events.teams import MatchScore, TeamsEvent
from bridgeclub.events.teams_file import score_to_json, teams_from_json, teams_to_json
from bridgeclub.server.event_frames import state_for
from bridgeclub.server.event_teams import checked_match
from bridgeclub.server.live import ApiError, DocumentHub
from bridgeclub.server.live_event import LiveEvent as LiveEvent
from bridgeclub.server.live_event import individual_plan, individual_shell, teams_shell
from bridgeclub.server.live_event import result_from_json as result_from_json
from bridgeclub.server.store import Store
from bridgeclub.server.store.db import Conflict
from bridgeclub.server.store.events import EventRow, EventStore, ResultRow
from bridgeclub.server.tokens import SeatSigner

log = logging.getLogger("bridgeclub.server")
DIRECTOR = "director"


def result_to_json(result: Result) -> dict[str, Any]:
    data = asdict(result)
    if data["adjusted"] is not None:
        data["adjusted"] = list(data["adjusted"])
    return data


class EventHub(DocumentHub[LiveEvent, EventStore]):
    """Every event this process has in memory, and who is watching it
    (``live.DocumentHub``); ``events`` are the events it holds."""

    what = "event"

    def __init__(self, store: Store, signer: SeatSigner) -> None:
        super().__init__(store, signer, EventStore(store))
        #: Called with an event read back from the store (the online tables resume).
        self.on_load: list[Callable[[LiveEvent], Coroutine[Any, Any, None]]] = []

    @property
    def events(self) -> dict[str, LiveEvent]:
        return self.live_ones

    def state(self, live: LiveEvent, who: str) -> dict[str, Any]:
        return state_for(self, live, who)

    # -- events ----------------------------------------------------------------------------
    async def create(self, name: str, movement: str, tables: int, boards_per_round: int,
                     scoring: str, names: dict[int, str], pairs: int | None = None,
                     kind: str = "pairs") -> tuple[LiveEvent, str]:
        """A new event with its boards dealt; its director's token. ``pairs``: one fewer
        than the tables seat for a sit-out. ``kind``: ``"pairs"`` or ``"individual"``
        (``movement`` and ``pairs`` then unused: the individual movement of the tables)."""
        seed = secrets.randbits(62)
        if kind == "individual":
            return await self._create_individual(name, tables, boards_per_round, scoring,
                                                 names, seed)
        try:
            event, plan = await self._io(new_pairs_event, name.strip() or "Club event",
                                         movement, tables, boards_per_round, scoring,
                                         seed, names, pairs)
        except ValueError as error:
            raise ApiError(400, "bad-event", str(error)) from None
        unknown = sorted(set(names) - set(plan.pairs))
        if unknown:
            raise ApiError(400, "bad-event", f"{plan.name} has pairs {plan.pairs[0]} to "
                           f"{plan.pairs[-1]}, not {unknown[0]}")
        row = EventRow(uuid.uuid4().hex[:16], event.to_json(),
                       {"movement": movement, "tables": tables,
                        "boards_per_round": boards_per_round, "seed": seed})
        await self._io(self.store.create_event, row)
        live = LiveEvent(row, event, plan)
        self.events[row.id] = live
        return live, self.token(row.id, DIRECTOR)

    async def _create_individual(self, name: str, tables: int, boards_per_round: int,
                                 scoring: str, names: dict[int, str], seed: int
                                 ) -> tuple[LiveEvent, str]:
        try:
            individual = await self._io(IndividualEvent.new, name.strip() or
                                        "Club individual", tables, boards_per_round,
                                        scoring, str(seed), names)
        except ValueError as error:
            raise ApiError(400, "bad-event", str(error)) from None
        players = individual.movement.players
        unknown = sorted(set(names) - set(range(1, players + 1)))
        if unknown:
            raise ApiError(400, "bad-event", f"this individual has players 1 to {players}, "
                           f"not {unknown[0]}")
        row = EventRow(uuid.uuid4().hex[:16], individual.to_json(),
                       {"kind": "individual", "tables": tables,
                        "boards_per_round": boards_per_round, "seed": seed})
        await self._io(self.store.create_event, row)
        live = LiveEvent(row, individual_shell(individual), individual_plan(individual),
                         individual=individual)
        self.events[row.id] = live
        return live, self.token(row.id, DIRECTOR)

    async def create_teams(self, name: str, teams: int, names: dict[int, str],
                           boards_per_match: int, scoring: str, schedule: str,
                           rounds: int | None) -> tuple[LiveEvent, str]:
        """A new teams event of ``teams`` teams, its first round paired; its director's
        token (each team's captain gets the link of ``"team N"``)."""
        unknown = sorted(set(names) - set(range(1, teams + 1)))
        if unknown:
            raise ApiError(400, "bad-event", f"this event has teams 1 to {teams}, not "
                           f"{unknown[0]}")
        try:
            event = TeamsEvent({t: names.get(t, f"Team {t}") for t in range(1, teams + 1)},
                               boards_per_match, method=scoring, schedule=schedule,
                               rounds=rounds, name=name.strip() or "Club teams")
            event.play_on()
        except ValueError as error:
            raise ApiError(400, "bad-event", str(error)) from None
        row = EventRow(uuid.uuid4().hex[:16], teams_to_json(event),
                       {"kind": "teams", "teams": teams, "schedule": schedule})
        await self._io(self.store.create_event, row)
        live = live_of(row)
        self.events[row.id] = live
        return live, self.token(row.id, DIRECTOR)

    async def _load(self, event_id: str) -> LiveEvent:
        live = self.events.get(event_id)
        stored = await self._stored(self.store.load, event_id, live.seq if live else 0)
        self._links(event_id, stored.event.links)
        if live is None:
            live = live_of(stored.event)
            self.events[event_id] = live
            for row in stored.results:
                live.take(row)
            for call in self.on_load:
                await call(live)
            return live
        live.row = stored.event
        for row in stored.results:
            live.take(row)
        return live

    async def set_settings(self, event_id: str, settings: dict[str, Any]) -> None:
        """Keep the event's settings (which tables play it online), and tell watchers."""
        live = await self.live(event_id)
        await self._io(self.store.set_settings, event_id, settings)
        live.row = replace(live.row, settings=settings)
        self._changed(live)

    def tables_of(self, live: LiveEvent) -> dict[int, str]:
        """Each table's token (of a teams event: each team's)."""
        if live.teams is not None:
            return {t: self.token(live.row.id, f"team {t}") for t in sorted(live.teams.teams)}
        return {t: self.token(live.row.id, f"table {t}")
                for t in range(1, live.plan.tables + 1)}

    # -- results ---------------------------------------------------------------------------
    def checked(self, live: LiveEvent, who: str, entry: dict[str, Any],
                correcting: bool) -> Result | MatchScore:
        """The result ``entry`` describes (of a teams event, the match's scores), checked
        against the rules, the movement and who sends it; ``ApiError`` (nothing changed)
        otherwise."""
        if live.teams is not None:
            return checked_match(live.teams, who, entry, correcting)
        if live.individual is not None:
            return checked_individual(live.individual, who, entry, correcting)
        if entry.get("ns") is None or entry.get("ew") is None:
            raise ApiError(400, "impossible", "say the pairs: ns and ew")
        try:
            result = build_result(entry)
        except (TypeError, ValueError) as error:
            raise ApiError(400, "impossible", str(error)) from None
        assert result.ns is not None and result.ew is not None
        sitting = sitting_of(live.plan, result.board, result.ns, result.ew)
        if sitting is None:
            raise ApiError(400, "impossible", f"in this movement pairs {result.ns} (NS) and "
                           f"{result.ew} (EW) do not play board {result.board}")
        if who != DIRECTOR and who != f"table {sitting.table}":
            raise ApiError(403, "not-your-table", f"board {result.board} between pairs "
                           f"{result.ns} and {result.ew} is played at table {sitting.table}")
        result = Result(**{**asdict(result), "table": sitting.table, "round": sitting.round})
        trial = copy_event(live.event)
        before = len(trial.results)
        try:
            trial.enter(result)
        except ValueError as error:
            raise ApiError(400, "impossible", str(error)) from None
        if len(trial.results) == before and not correcting:
            raise ApiError(409, "already-entered", f"board {result.board} of pairs "
                           f"{result.ns} v {result.ew} already has a result: correct it")
        return result

    async def enter(self, event_id: str, who: str, entry: dict[str, Any], *,
                    correcting: bool = False, key: str | None = None) -> LiveEvent:
        """Check, commit, take and broadcast one result (or its correction)."""
        await self.live(event_id)
        async with self.locks[event_id]:
            live = await self._load(event_id)
            if key is not None and key in live.keys:
                return live
            result = self.checked(live, who, entry, correcting)
            row = ResultRow(event_id, live.seq + 1, score_to_json(result) if isinstance(
                result, MatchScore) else result_to_json(result), who, key)
            try:
                await self._io(self.store.append, row)
            except Conflict:
                await self._load(event_id)
                raise ApiError(409, "stale", "another entry came first: look again") \
                    from None
            live.take(row)
            self._changed(live)
            return live

    async def publish_pages(self, event_id: str) -> LiveEvent:
        live = await self.live(event_id, fresh=True)
        await self._io(self.store.set_published, event_id)
        live.row = replace(live.row, published=True)
        self._changed(live)
        return live

def live_of(row: EventRow) -> LiveEvent:
    """A stored event in memory, before its results: a pairs event, an individual or a
    teams event."""
    if row.settings.get("kind") == "teams":
        teams = teams_from_json(row.document)
        shell, empty = teams_shell(teams)
        return LiveEvent(row, shell, empty, teams=teams)
    if row.settings.get("kind") == "individual":
        individual = IndividualEvent.from_json(row.document)
        return LiveEvent(row, individual_shell(individual), individual_plan(individual),
                         individual=individual)
    event = Event.from_json(row.document)
    plan = movement_of(event)
    assert plan is not None
    return LiveEvent(row, event, plan)


def copy_event(event: Event) -> Event:
    """A copy to try an entry on: its own lists and maps, the same frozen results.

    >>> from bridgeclub.events.setup import new_pairs_event
    >>> event, _ = new_pairs_event("Club night", "mitchell", 3, 1, "MP")
    >>> trial = copy_event(event)
    >>> trial.enter(Result(1, 1, 4, "Pass"))
    >>> len(trial.results), len(event.results), trial == copy_event(trial)
    (1, 0, True)
    """
    return Event(event.name, event.scoring, dict(event.pairs), dict(event.boards),
                 list(event.results), dict(event.movement))


def checked_individual(event: IndividualEvent, who: str, entry: dict[str, Any],
                       correcting: bool) -> Result:
    """An individual's result by table, round and board, checked on a copy of the event
    (``IndividualEvent.enter``); ``ApiError`` (nothing changed) otherwise."""
    table, round_, board = entry.get("table"), entry.get("round"), entry["board"]
    if table is None or round_ is None:
        raise ApiError(400, "impossible", "say the table and the round of the result")
    if who != DIRECTOR and who != f"table {table}":
        raise ApiError(403, "not-your-table", f"this token is for {who}, not table {table}")
    trial = replace(event, results=dict(event.results))
    try:        # any two partnerships for now: ``enter`` numbers them by table and round
        trial.enter(round_, table, board, build_result({**entry, "ns": 1, "ew": 2}))
    except (TypeError, ValueError) as error:
        raise ApiError(400, "impossible", str(error)) from None
    if (round_, table, board) in event.results and not correcting:
        raise ApiError(409, "already-entered", f"board {board} of round {round_} at table "
                       f"{table} already has a result: correct it")
    return trial.results[(round_, table, board)]


def build_result(entry: dict[str, Any]) -> Result:
    """A ``Result`` from what a table's North sends: board and pairs, then a contract
    (``"4SX"``, or ``"Pass"``) with declarer, tricks and lead, or an adjusted score
    (``"A+/A-"``), or ``not_played``. ``ValueError`` says what is wrong.

    >>> build_result({"board": 1, "ns": 1, "ew": 6, "contract": "4sx", "declarer": "n",
    ...               "tricks": 10, "lead": "hk"}).lead
    'HK'
    >>> build_result({"board": 1, "ns": 1, "ew": 6, "adjusted": "A+/A-"}).adjusted
    ('A+', 'A-')
    >>> build_result({"board": 1, "ns": 1, "ew": 6, "contract": "4S", "declarer": "N",
    ...               "tricks": 10, "lead": "S1"})
    Traceback (most recent call last):
    ...
    ValueError: the lead: not a card: 'S1' (write suit then rank, like SA or HT)
    """
    board, ns, ew = entry["board"], entry["ns"], entry["ew"]
    if entry.get("not_played"):
        return Result(board, ns, ew, not_played=True)
    adjusted = entry.get("adjusted")
    if adjusted:
        ns_adj, _, ew_adj = str(adjusted).upper().partition("/")
        ew_adj = ew_adj or {"A+": "A-", "A-": "A+"}.get(ns_adj, ns_adj)
        return Result(board, ns, ew, adjusted=(ns_adj, ew_adj))
    contract = str(entry.get("contract") or "").strip().upper()
    if contract in ("PASS", "P", "PASSED"):
        return Result(board, ns, ew, contract="Pass")
    if not contract:
        raise ValueError("say the contract (or Pass, an adjusted score, not played)")
    declarer = str(entry.get("declarer") or "").strip().upper() or None
    lead = str(entry.get("lead") or "").strip() or None
    if lead is not None:
        try:
            card = Card.from_str(lead)
        except ValueError as error:
            raise ValueError(f"the lead: {error}") from None
        if card.is_joker:
            raise ValueError("the lead: a joker is not a card of bridge")
        lead = str(card)
    result = Result(board, ns, ew, contract, declarer, entry.get("tricks"), lead)
    result.check()
    return result
