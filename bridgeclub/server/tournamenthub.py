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

import logging
import secrets
import uuid
from dataclasses import replace
from functools import partial
from typing import Any

from bridgeclub.server.deal_watchers import DealWatchers
from bridgeclub.server.hub import Hub
from bridgeclub.server.live import ApiError, DocumentHub
from bridgeclub.server.live_tournament import TEACHER, LiveTournament, now_text
from bridgeclub.server.store import TableRow
from bridgeclub.server.store.db import Conflict
from bridgeclub.server.store.tournaments import (
    EntrantRow,
    PlayRow,
    TournamentRow,
    TournamentStore,
)
from bridgeclub.server.table import FinishedDeal, Table
from bridgeclub.server.tournament_frames import state_for
from bridgeclub.tournaments.computer import table_match
from bridgeclub.tournaments.model import Tournament, play_of

log = logging.getLogger("bridgeclub.server")


class TournamentHub(DocumentHub[LiveTournament, TournamentStore]):
    """Every tournament this process has in memory, and who is watching it
    (``live.DocumentHub``). A page without a token sees what anyone with the link may;
    a reissue of the links leaves the entrants' tables their own."""

    what = "tournament"
    open_to_all = True

    def __init__(self, hub: Hub) -> None:
        super().__init__(hub.store, hub.signer, TournamentStore(hub.store))
        self.hub = hub
        self.watchers = DealWatchers(hub, "tournament tables")
        #: Each board's double-dummy table and par, worked out once.
        self.analyses: dict[tuple[str, int], dict[str, Any]] = {}

    def state(self, live: LiveTournament, who: str) -> dict[str, Any]:
        return state_for(self.signer, live, who)

    # -- tournaments -----------------------------------------------------------------------
    async def create(self, tournament: Tournament) -> tuple[LiveTournament, str]:
        row = TournamentRow(uuid.uuid4().hex[:16], tournament.to_json(), {})
        await self._io(self.store.create, row)
        live = LiveTournament(row, tournament)
        self.live_ones[row.id] = live
        return live, self.token(row.id, TEACHER)

    async def _load(self, tournament_id: str) -> LiveTournament:
        live = self.live_ones.get(tournament_id)
        after_entrants = max(live.tables, default=0) if live else 0
        stored = await self._stored(self.store.load, tournament_id, after_entrants,
                                    live.seq if live else 0)
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
                                   entrants=dict(live.tournament.entrants))
                try:
                    number = trial.join(name)
                except ValueError as error:
                    raise ApiError(400, "bad-name", str(error)) from None
                table = self._new_table(live.tournament)
                row = EntrantRow(tournament_id, number, trial.entrants[number], table.id)
                await self.hub.open_table(table)
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
        row = TableRow(uuid.uuid4().hex[:16], tournament.variant, kind, options,
                       {"deals": deals, "claims": True}, seats, secrets.randbits(62))
        return Table(row)

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

    async def stop(self) -> None:
        await self.watchers.stop()
        await super().stop()
