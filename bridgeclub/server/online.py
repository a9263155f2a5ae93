"""A club event played online: each table of a round becomes a bridgeclub table that
deals the event's boards (the same deals at every table that plays them), the computer
sits in every seat the director leaves empty, and each deal's result goes straight into
the event's scoring, as if that table's North had entered it.

The event keeps which bridgeclub table plays each (round, table) in its settings. A deal
finished is in the table's log before anything else happens; its result is then entered
with a key of its own (``online:TABLE:DEAL``), so entering it again (after a restart, when
the event is next opened) changes nothing.
"""

from __future__ import annotations

import contextlib
import logging
import secrets
import uuid
from functools import partial
from typing import Any

from bridgeclub.events.movements import Sitting
from bridgeclub.server.deal_watchers import DealWatchers
from bridgeclub.server.event_frames import online_links
from bridgeclub.server.eventhub import EventHub, LiveEvent
from bridgeclub.server.hub import ApiError, Hub
from bridgeclub.server.store import TableRow
from bridgeclub.server.table import FinishedDeal, Table, seat_kind

log = logging.getLogger("bridgeclub.server")
SEATS = ("N", "E", "S", "W")


def result_entry(sitting: Sitting, deal: FinishedDeal) -> dict[str, Any]:
    """What a table's North would enter for a deal played at a bridgeclub table."""
    board = sitting.boards[deal.number - 1]
    entry: dict[str, Any] = {"board": board, "ns": sitting.ns, "ew": sitting.ew}
    result = deal.game.result
    if result is None or result.contract in (None, "", "P", "Pass", "PASS"):
        return {**entry, "contract": "Pass"}
    lead = next((str(m.action) for m in deal.game.history if m.phase == "play"), None)
    return {**entry, "contract": result.contract, "declarer": result.declarer,
            "tricks": result.tricks, "lead": lead}


class OnlineRounds:
    """The event tables this process watches, to carry their results into the events."""

    def __init__(self, events: EventHub, hub: Hub) -> None:
        self.events, self.hub = events, hub
        self.watchers = DealWatchers(hub, "online event tables")
        events.on_load.append(self.resume)

    async def start_round(self, event_id: str, round_number: int,
                          people: dict[int, dict[str, str]],
                          computer: str = "computer:standard") -> dict[str, Any]:
        """Open a bridgeclub table for each table of ``round_number``; ``people`` says
        which seats people take (``{3: {"S": "human"}}``), the computer takes the rest."""
        live = await self.events.live(event_id, fresh=True)
        sittings = live.plan.round(round_number)
        if not sittings:
            raise ApiError(400, "bad-round", f"the movement has rounds 1 to "
                           f"{live.plan.rounds}, not {round_number}")
        online = dict(live.row.settings.get("online", {}))
        if str(round_number) in online:
            raise ApiError(409, "already-online", f"round {round_number} is already being "
                           "played online")
        unknown = sorted(set(people) - {s.table for s in sittings})
        if unknown:
            raise ApiError(400, "bad-table", f"round {round_number} has no table {unknown[0]}")
        tables: dict[str, dict[str, Any]] = {}
        made: list[tuple[Sitting, Table]] = []
        for sitting in sittings:
            boards = sitting.boards
            if list(boards) != list(range(boards[0], boards[0] + len(boards))):
                raise ApiError(400, "bad-round", "a table's boards are not in sequence")
            try:
                seats = {s: seat_kind(people.get(sitting.table, {}).get(s, computer))
                         for s in SEATS}
            except ValueError as error:
                raise ApiError(400, "bad-seat", str(error)) from None
            row = TableRow(uuid.uuid4().hex[:16], "duplicate", "duplicate",
                           {"boards": len(boards), "first_board": boards[0]},
                           {"deals": [live.event.boards[b].deal for b in boards],
                            "claims": True, "undo": True},
                           seats, secrets.randbits(62))
            made.append((sitting, Table(row)))
            tables[str(sitting.table)] = {"table_id": row.id, "seats": seats}
        online[str(round_number)] = tables
        for _, table in made:
            await self.hub.open_table(table)
        await self.events.set_settings(event_id, {**live.row.settings, "online": online})
        for sitting, table in made:
            self.watch(event_id, sitting, table.id)
            self.hub._kick(table)       # the computer players start
        return self.links(await self.events.live(event_id), round_number)

    def links(self, live: LiveEvent, round_number: int) -> dict[str, Any]:
        """Each online table of a round with the links of its people's seats."""
        tables = live.row.settings.get("online", {}).get(str(round_number), {})
        return online_links(self.events, tables)

    def watch(self, event_id: str, sitting: Sitting, table_id: str) -> None:
        self.watchers.watch(table_id, partial(self._enter, event_id, sitting, table_id))

    async def _enter(self, event_id: str, sitting: Sitting, table_id: str,
                     deal: FinishedDeal) -> None:
        entry = result_entry(sitting, deal)
        try:
            await self.events.enter(event_id, f"table {sitting.table}", entry,
                                    correcting=True, key=f"online:{table_id}:{deal.number}")
        except ApiError as error:
            log.warning("event %s, table %s: %s", event_id, table_id, error.message)

    async def resume(self, live: LiveEvent) -> None:
        """Watch again the online tables of an event read back from the store."""
        for round_number, tables in live.row.settings.get("online", {}).items():
            sittings = {s.table: s for s in live.plan.round(int(round_number))}
            for table, t in tables.items():
                with contextlib.suppress(ApiError):
                    await self.hub.table(t["table_id"])
                    self.watch(live.row.id, sittings[int(table)], t["table_id"])

    async def stop(self) -> None:
        await self.watchers.stop()

