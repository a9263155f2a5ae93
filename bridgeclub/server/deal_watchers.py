"""Watchers of bridgeclub tables' finished deals: each carries every deal a table finishes,
once, into something above the table (a club event's results, ``online``; a tournament's
plays, ``tournamenthub``).

A watcher listens to its table as a seat does (a connection that hears every change and
is shown nothing), and after each change hands the deals finished since to its
``enter``; a table read back after a restart has every deal it finished, so ``enter``
must be idempotent (both of its users key each entry by table and deal). It stops when
the table's match is over and its last deal entered, when the hub closes, or when the
table is not found.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable

from bridgeclub.server.hub import ApiError, Connection, Hub
from bridgeclub.server.table import FinishedDeal

log = logging.getLogger("bridgeclub.server")

#: What a watcher does with a finished deal.
Enter = Callable[[FinishedDeal], Awaitable[None]]


class DealWatchers:
    """The tables this process watches for one purpose (``what``, for the log), each
    with its own task."""

    def __init__(self, hub: Hub, what: str) -> None:
        self.hub, self.what = hub, what
        self.tasks: dict[str, asyncio.Task[None]] = {}

    def __contains__(self, table_id: object) -> bool:
        return table_id in self.tasks

    def watch(self, table_id: str, enter: Enter) -> None:
        """Watch ``table_id`` (once: watching it again changes nothing)."""
        if table_id in self.tasks or self.hub.closing:
            return
        task = asyncio.get_running_loop().create_task(self._watch(table_id, enter))
        self.tasks[table_id] = task
        task.add_done_callback(lambda _: self.tasks.pop(table_id, None))

    async def _watch(self, table_id: str, enter: Enter) -> None:
        """Listen to the table like a seat does; enter each deal once it is over."""
        try:
            table = await self.hub.table(table_id)
        except ApiError:
            return
        listener = next(p for p in table.people if str(p) == "N")
        connection = Connection(table_id, listener)
        self.hub.connections[table_id].add(connection)    # hears without being shown
        try:
            entered = 0
            while True:
                table = await self.hub.table(table_id)
                over = table.match.is_over      # before entering: a deal may end meanwhile
                for deal in table.finished[entered:]:
                    await enter(deal)
                    entered += 1
                if over and entered >= len(table.finished):
                    return
                if await connection.queue.get() is None:
                    return
        except Exception:
            log.exception("%s: the deals of table %s could not be entered", self.what,
                          table_id)
        finally:
            self.hub.connections[table_id].discard(connection)

    async def stop(self) -> None:
        for task in list(self.tasks.values()):
            task.cancel()
