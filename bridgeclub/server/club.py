"""What the club (its admin, a table's host) does to the tables of a running server:
stop a table (its computers stop at once, in every process), reissue a table's links
(the old ones stop opening it), keep the tables of computers only within their quota
and end those nobody has looked at for ``Limits.computer_idle`` seconds.

Every process hears of a stop or a reissue through the tables' notices (``stop:T``,
``links:T``); without Redis there is one process. The store refuses any action to a
stopped table, so a process that missed the notice cannot play on either.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from datetime import UTC, datetime, timedelta

from bridgeclub.server.hub import HOST, ApiError, Hub
from bridgeclub.server.store import club
from bridgeclub.server.table import HUMAN
from bridgeclub.server.tokens import revoked

log = logging.getLogger("bridgeclub.server")
SWEEP_SECONDS = 10.0


async def _tell(hub: Hub, key: str) -> None:
    if hub.publish is not None:
        await hub.publish(key)


async def stop_table(hub: Hub, table_id: str) -> bool:
    """Stop a table now; whether it was playing (404 if there is no such table)."""
    if not await hub._io(club.link_generations, hub.store, table_id):
        raise ApiError(404, "not-found", "no such table")
    stopped: bool = await hub._io(club.stop, hub.store, table_id)
    hub.forget(table_id)
    await _tell(hub, f"stop:{table_id}")
    return stopped


def links(hub: Hub, table_id: str, seats: dict[str, str]) -> dict[str, str]:
    """The tokens of a table's human seats and of its host, of the current generation."""
    tokens = {s: hub.signer.token(table_id, s) for s, k in seats.items() if k == HUMAN}
    tokens[HOST] = hub.signer.token(table_id, HOST)
    return tokens


async def reissue(hub: Hub, table_id: str) -> dict[str, str]:
    """New links for every seat of a table and for its host; the old ones are revoked
    (401 with a message) and the sockets opened with them are closed."""
    table = await hub.table(table_id)
    try:
        generation: int = await hub._io(club.reissue_links, hub.store,
                                         table_id)
    except KeyError:
        raise ApiError(404, "not-found", "no such table") from None
    hub.signer.generations[table_id] = generation
    await _tell(hub, f"links:{table_id}")
    refusal = revoked(table_id)
    frame = ApiError(refusal.status, refusal.code, str(refusal)).frame().model_dump_json()
    for connection in list(hub.connections.get(table_id, ())):
        connection.push(frame)
        connection.push(None)
    return links(hub, table_id, {str(s): k for s, k in table.seats.items()})


class Quota:
    """The tables of computers only: refused past ``Limits.computer_tables``, ended
    ``Limits.computer_idle`` seconds after they were made unless a socket of this
    process watches them."""

    def __init__(self, hub: Hub) -> None:
        self.hub = hub
        self.task: asyncio.Task[None] | None = None

    async def check(self) -> None:
        limit = self.hub.settings.limits.computer_tables
        playing: int = await self.hub._io(club.computer_tables, self.hub.store)
        if playing >= limit:
            raise ApiError(429, "computer-quota", f"this server already plays {playing} "
                           f"tables of computers only (the club's limit is {limit}): sit "
                           "a person at the table, or wait until one ends")

    async def sweep(self) -> list[str]:
        """End the tables of computers only made longer ago than the idle time that
        nobody watches."""
        idle = self.hub.settings.limits.computer_idle
        before = datetime.now(UTC) - timedelta(seconds=idle)
        ended = await self.hub._io(club.idle_computer_tables, self.hub.store,
                                   before)
        for table_id in ended:
            if self.hub.connections.get(table_id):
                continue                          # someone watches it here: not idle
            log.info("table %s (computers only) ended after %g s", table_id, idle)
            await stop_table(self.hub, table_id)
        return list(ended)

    def start(self) -> None:
        self.hub.check_quota = self.check

        async def run() -> None:
            while True:
                await asyncio.sleep(SWEEP_SECONDS)
                try:
                    await self.sweep()
                except Exception:
                    log.exception("the tables of computers only could not be swept")

        self.task = asyncio.get_running_loop().create_task(run())

    async def stop(self) -> None:
        if self.task is not None:
            self.task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self.task
