"""The tournaments with the computer one server process serves: create one,
let entrants in (each gets a table of her own, South, the computers in the other seats),
carry each board she finishes into the field, and push the ranking to everyone watching
(and, through Redis, to other processes).

A tournament is its document (``Tournament.to_json``: settings and boards), its entrants
and its plays log (``store.tournaments``). An entrant's table is an ordinary server table
(``server.table``) that deals the tournament's boards in order: its computers are started
by the tables' hub like any other table's (``Hub.kick_all`` after it is in memory). A
board finished is in the table's log before anything else; its play is then entered,
unique by (tournament, entrant, board), so entering it again (after a restart, or from a
second process) changes nothing. Scoring is ``bridgeclub.tournaments``, never done here.

Who may see what: a board's traveller (the others' results and play) is shown to an
entrant once she has finished that board herself, to the teacher (whose token is made
with the tournament) at any time, and to everyone once the tournament has closed.
"""

from __future__ import annotations

import asyncio
import logging
import secrets
import uuid
from collections import defaultdict
from collections.abc import Callable, Coroutine
from dataclasses import dataclass, field, replace
from functools import partial
from typing import Any

from bridgeclub.server.deal_watchers import DealWatchers
from bridgeclub.server.hub import ApiError, Hub
from bridgeclub.server.live_tournament import TEACHER, LiveTournament, now_text, token_subject
from bridgeclub.server.store import DealRow, TableRow
from bridgeclub.server.store.club import reissue_links
from bridgeclub.server.store.db import Conflict
from bridgeclub.server.store.tournaments import (
    EntrantRow,
    PlayRow,
    TournamentRow,
    TournamentStore,
)
from bridgeclub.server.store.tournaments import tournaments as tournaments_table
from bridgeclub.server.table import FinishedDeal, Table
from bridgeclub.server.tournament_frames import state_for
from bridgeclub.server.ws.watch import close_revoked, who_of
from bridgeclub.tournaments.computer import table_match
from bridgeclub.tournaments.model import Tournament, play_of

log = logging.getLogger("bridgeclub.server")
@dataclass(eq=False)
class Listener:
    """One watcher of a tournament (a websocket): the teacher, an entrant, or anyone."""

    tournament_id: str
    who: str
    #: The generation of links its token was of: a reissue closes it.
    generation: int = 0
    queue: asyncio.Queue[dict[str, Any] | None] = field(default_factory=asyncio.Queue)


class TournamentHub:
    """Every tournament this process has in memory, and who is watching it."""

    def __init__(self, hub: Hub) -> None:
        self.hub = hub
        self.store = TournamentStore(hub.store)
        self.signer = hub.signer
        self.process = uuid.uuid4().hex
        self.live_ones: dict[str, LiveTournament] = {}
        self.locks: dict[str, asyncio.Lock] = defaultdict(asyncio.Lock)
        self.listeners: dict[str, set[Listener]] = defaultdict(set)
        self.watchers = DealWatchers(hub, "tournament tables")
        self.publish: Callable[[str], Coroutine[Any, Any, None]] | None = None
        self.background: set[asyncio.Task[None]] = set()
        #: Each board's double-dummy table and par, worked out once.
        self.analyses: dict[tuple[str, int], dict[str, Any]] = {}

    async def _io(self, call: Callable[..., Any], *args: Any) -> Any:
        return await asyncio.to_thread(call, *args)

    # -- tokens ----------------------------------------------------------------------------
    def token(self, tournament_id: str, who: str) -> str:
        return self.signer.token(token_subject(tournament_id), who)

    async def who(self, token: str | None, tournament_id: str) -> str:
        """``"teacher"``, ``"entrant N"``, or ``""`` (no token: anyone with the link); the
        tournament is read first if this process has not (its generation of links with
        it). A revoked or expired token: 401 with a message the page shows."""
        if not token:
            return ""
        if tournament_id not in self.live_ones:
            await self.live(tournament_id)
        return who_of(self.signer, token, token_subject(tournament_id), "tournament")

    def _links(self, tournament_id: str, generation: int) -> None:
        """The links are of ``generation`` now: close the sockets of older ones."""
        close_revoked(self.signer, token_subject(tournament_id), generation,
                      self.listeners.get(tournament_id, ()), self.leave)

    async def reissue(self, tournament_id: str) -> LiveTournament:
        """New links for the teacher and every entrant (``store.club.reissue_links``):
        the old ones get 401 with a message and their sockets are closed, here and
        (through the notice) in every process. The entrants' tables keep their links."""
        await self.live(tournament_id)
        async with self.locks[tournament_id]:
            try:
                await self._io(reissue_links, self.hub.store, tournament_id,
                               tournaments_table)
            except KeyError:
                raise ApiError(404, "not-found", "no such tournament") from None
            live = await self._load(tournament_id)
        self._changed(live)
        return live

    # -- tournaments -----------------------------------------------------------------------
    async def create(self, tournament: Tournament) -> tuple[LiveTournament, str]:
        row = TournamentRow(uuid.uuid4().hex[:16], tournament.to_json(), {})
        await self._io(self.store.create, row)
        live = LiveTournament(row, tournament)
        self.live_ones[row.id] = live
        return live, self.token(row.id, TEACHER)

    async def live(self, tournament_id: str, fresh: bool = False) -> LiveTournament:
        """The tournament in memory, read from the store the first time (and, if
        ``fresh``, brought up to date with what other processes wrote)."""
        live = self.live_ones.get(tournament_id)
        if live is not None and not fresh:
            return live
        async with self.locks[tournament_id]:
            return await self._load(tournament_id)

    async def _load(self, tournament_id: str) -> LiveTournament:
        live = self.live_ones.get(tournament_id)
        after_entrants = max(live.tables, default=0) if live else 0
        try:
            stored = await self._io(self.store.load, tournament_id, after_entrants,
                                    live.seq if live else 0)
        except KeyError:
            raise ApiError(404, "not-found", "no such tournament") from None
        self._links(tournament_id, stored.tournament.links)
        new = live is None
        if live is None:
            live = LiveTournament(stored.tournament,
                                  Tournament.from_json(stored.tournament.document))
            self.live_ones[tournament_id] = live
        live.row = stored.tournament
        for entrant in stored.entrants:
            live.take_entrant(entrant)
        for play in stored.plays:
            live.take(play)
        if new:
            for number, table_id in live.tables.items():
                self.watch(tournament_id, number, table_id)
        return live

    async def listed(self) -> list[LiveTournament]:
        """The tournaments in the lobby: listed, open, not closed."""
        out = []
        for row in await self._io(self.store.listed):
            try:
                live = await self.live(row.id)
            except (ApiError, ValueError):
                continue
            if live.tournament.listed and live.opened and not live.closed:
                out.append(live)
        return out

    async def close(self, tournament_id: str) -> LiveTournament:
        """Close the tournament now (the teacher): everyone may see every traveller."""
        live = await self.live(tournament_id, fresh=True)
        settings = {**live.row.settings, "closed": True, "closed_at": now_text()}
        await self._io(self.store.set_settings, tournament_id, settings)
        live.row = replace(live.row, settings=settings)
        self._changed(live)
        return live

    # -- entrants --------------------------------------------------------------------------
    async def join(self, tournament_id: str, name: str) -> tuple[int, str, str, str]:
        """Let ``name`` in: her number, her token, her table and her seat's token."""
        live = await self.live(tournament_id, fresh=True)
        if not live.opened:
            raise ApiError(409, "not-open", f"the tournament opens at {live.tournament.opens}"
                           " (UTC)")
        if live.closed:
            raise ApiError(409, "closed", "the tournament has closed")
        for _ in range(5):
            async with self.locks[tournament_id]:
                live = await self._load(tournament_id)
                trial = Tournament(live.tournament.name, live.tournament.variant,
                                   live.tournament.form, live.tournament.level,
                                   entrants=dict(live.tournament.entrants),
                                   system=live.tournament.system)
                try:
                    number = trial.join(name)
                except ValueError as error:
                    raise ApiError(400, "bad-name", str(error)) from None
                table = self._new_table(live.tournament)
                row = EntrantRow(tournament_id, number, trial.entrants[number], table.id)
                await self._start_table(table)
                try:
                    await self._io(self.store.add_entrant, row)
                except Conflict:
                    continue            # another process let someone in: look again
                live.take_entrant(row)
            self.watch(tournament_id, number, table.id)
            self.hub.kick_all()           # her table's computers start if it is theirs
            self._changed(live)
            return (number, self.token(tournament_id, f"entrant {number}"), table.id,
                    self.signer.token(table.id, "S"))
        raise ApiError(409, "busy", "too many people are entering at once: try again")

    def _new_table(self, tournament: Tournament) -> Table:
        kind, options = table_match(tournament)
        seats = {"N": f"computer:{tournament.level}", "E": f"computer:{tournament.level}",
                 "S": "human", "W": f"computer:{tournament.level}"}
        deals = [b.deal for _, b in sorted(tournament.boards.items())]
        cards = {"system_ns": tournament.system, "system_ew": tournament.system}
        row = TableRow(uuid.uuid4().hex[:16], tournament.variant, kind, options,
                       {"deals": deals, "claims": True, **cards}, seats,
                       secrets.randbits(62))
        return Table(row)

    async def _start_table(self, table: Table) -> None:
        seed = secrets.randbits(62)
        start = table.next_game(seed).to_json()
        await self._io(self.hub.store.create_table, table.row)
        await self._io(self.hub.store.start_deal, table.id, 1, seed, start)
        table.start_deal(DealRow(table.id, 1, seed, start))
        self.hub.tables[table.id] = table

    # -- plays -----------------------------------------------------------------------------
    def watch(self, tournament_id: str, entrant: int, table_id: str) -> None:
        self.watchers.watch(table_id, partial(self.enter, tournament_id, entrant, table_id))

    async def enter(self, tournament_id: str, entrant: int, table_id: str,
                    deal: FinishedDeal) -> None:
        """Enter a finished board of an entrant's table (once)."""
        board = sorted((await self.live(tournament_id)).tournament.boards)[deal.number - 1]
        async with self.locks[tournament_id]:
            live = await self._load(tournament_id)
            if (entrant, board) in live.tournament.plays:
                return
            play = play_of(deal.game, board, table_id, deal.number)
            try:
                live.tournament.ns_score(play, entrant)
            except ValueError as error:
                log.warning("tournament %s, entrant %s: %s", tournament_id, entrant, error)
                return
            row = PlayRow(tournament_id, live.seq + 1, entrant, board,
                          Tournament.play_to_json(play))
            try:
                await self._io(self.store.append, row)
            except Conflict:
                await self._load(tournament_id)
                return
            live.take(row)
        self._changed(live)

    # -- watchers --------------------------------------------------------------------------
    def listen(self, tournament_id: str, who: str) -> Listener:
        listener = Listener(tournament_id, who,
                            self.signer.generation(token_subject(tournament_id)))
        self.listeners[tournament_id].add(listener)
        return listener

    def leave(self, listener: Listener) -> None:
        self.listeners[listener.tournament_id].discard(listener)

    def _changed(self, live: LiveTournament, publish: bool = True) -> None:
        """After a change: each watcher gets its new state; other processes a notice."""
        states: dict[str, dict[str, Any]] = {}
        for listener in list(self.listeners.get(live.row.id, ())):
            if listener.who not in states:
                states[listener.who] = state_for(self.signer, live, listener.who)
            listener.queue.put_nowait(states[listener.who])
        if publish and self.publish is not None:
            task = asyncio.get_running_loop().create_task(self.publish(live.row.id))
            self.background.add(task)
            task.add_done_callback(self.background.discard)

    async def refresh(self, tournament_id: str) -> None:
        """Another process changed ``tournament_id``: read it again, tell our watchers."""
        if tournament_id not in self.live_ones:
            return
        async with self.locks[tournament_id]:
            live = await self._load(tournament_id)
        self._changed(live, publish=False)

    async def stop(self) -> None:
        await self.watchers.stop()
        for listeners in self.listeners.values():
            for listener in listeners:
                listener.queue.put_nowait(None)
