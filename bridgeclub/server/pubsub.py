"""Notices between server processes over Redis pub/sub: "table T changed".

A notice carries no game data, only the table's id and the sender's process id: each
process that has the table in memory reads it again from the database and pushes fresh
views to its own connections. Redis is the broker (its asyncio client); nothing here
stores or forwards a view.

One process at a time drives a table's computer players: it holds a short Redis lease on
the table (``SET NX PX``), renewed at each of its turns. If that process dies, the lease
runs out and another process, sweeping its tables every few seconds, takes over.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
from collections.abc import Callable, Coroutine
from typing import Any, Protocol

import redis.asyncio as aioredis

from bridgeclub.server.hub import Hub

CHANNEL = "bridgeclub:tables"
LEASE_MS = 10_000
SWEEP_SECONDS = 3.0
log = logging.getLogger("bridgeclub.server")


class Changes(Protocol):
    """What a hub of one process offers the notices: its id, how to read one thing again,
    and a place for the notices' ``publish``."""

    process: str
    publish: Callable[[str], Coroutine[Any, Any, None]] | None

    async def refresh(self, key: str, /) -> None: ...


class ChangeNotices:
    """"<what> K changed" between server processes: ``publish`` tells the others, and a
    notice from another process makes this one's hub ``refresh`` K. The tables' notices
    and the club events' notices are both this, on channels of their own."""

    def __init__(self, url: str, hub: Changes, channel: str, what: str) -> None:
        self.client = aioredis.from_url(url)
        self.hub = hub
        self.channel = channel
        self.what = what
        self.tasks: list[asyncio.Task[None]] = []

    async def start(self) -> None:
        pubsub = self.client.pubsub()
        await pubsub.subscribe(self.channel)
        self.tasks.append(asyncio.get_running_loop().create_task(self._listen(pubsub)))
        self.hub.publish = self.publish

    async def publish(self, key: str) -> None:
        try:
            await self.client.publish(self.channel, json.dumps(
                {self.what: key, "process": self.hub.process}))
        except Exception:
            log.exception("could not publish a notice for %s %s", self.what, key)

    async def _listen(self, pubsub: aioredis.client.PubSub) -> None:
        async for message in pubsub.listen():
            if message.get("type") != "message":
                continue
            try:
                notice = json.loads(message["data"])
                if notice.get("process") != self.hub.process:
                    await self.hub.refresh(str(notice[self.what]))
            except Exception:
                log.exception("a notice of the %s channel could not be handled", self.what)

    async def stop(self) -> None:
        for task in self.tasks:
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await task
        await self.client.aclose()


class Notices(ChangeNotices):
    """The tables' notices, and the lease that says which process drives a table's
    computer players."""

    def __init__(self, url: str, hub: Hub, channel: str = CHANNEL) -> None:
        super().__init__(url, hub, channel, "table")
        self.table_hub = hub

    async def start(self) -> None:
        await super().start()
        self.tasks.append(asyncio.get_running_loop().create_task(self._sweep()))
        self.table_hub.claim = self.claim

    async def claim(self, table_id: str) -> bool:
        """Whether this process drives ``table_id``'s computers now (taking the lease if
        it is free, renewing it if it is ours)."""
        key = f"{self.channel}:driver:{table_id}"
        me = self.table_hub.process
        try:
            if await self.client.set(key, me, nx=True, px=LEASE_MS):
                return True
            holder = await self.client.get(key)
            if isinstance(holder, bytes):
                holder = holder.decode()
            if holder == me:
                await self.client.pexpire(key, LEASE_MS)
                return True
        except Exception:
            log.exception("the Redis lease of table %s could not be read", table_id)
            return True            # better twice (the store refuses the second) than never
        return False

    async def _sweep(self) -> None:
        while True:
            await asyncio.sleep(SWEEP_SECONDS)
            self.table_hub.kick_all()
