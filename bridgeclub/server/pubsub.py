"""Notices between server processes over Redis pub/sub: "table T changed".

A notice carries no game data, only the table's id and the sender's process id: each
process that has the table in memory reads it again from the database and pushes fresh
views to its own connections. Redis is the broker (its asyncio client); nothing here
stores or forwards a view.

Redis may go away and come back (a restart, a network blip): the listener then connects
again with a growing pause (0.1 s up to ``BACKOFF_MAX``), subscribes again, and its hub
reads again everything it has in memory, since notices sent meanwhile were lost. While
Redis is away ``up`` is False (``/health`` says so) and notices are not sent: the store
still holds every action, and the re-read after the return brings every page up to date.

One process at a time drives a table's computer players: it holds a short Redis lease on
the table (``SET NX PX``), renewed at each of its turns. If that process dies, the lease
runs out and another process, sweeping its tables every few seconds, takes over. A lease
that cannot be confirmed (Redis away) is not taken: the computers wait rather than be
driven by two processes at once.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
from collections.abc import Awaitable, Callable
from typing import Any

import redis.asyncio as aioredis
from redis.asyncio.retry import Retry
from redis.backoff import NoBackoff

from bridgeclub.server.hub import Hub
from bridgeclub.server.live import LiveHub

CHANNEL = "bridgeclub:tables"
LEASE_MS = 10_000
SWEEP_SECONDS = 3.0
BACKOFF_FIRST = 0.1
BACKOFF_MAX = 1.0
log = logging.getLogger("bridgeclub.server")


def backoff(attempt: int) -> float:
    """The pause before the ``attempt``-th try to reach Redis again (0 is the first).

    >>> [backoff(n) for n in range(7)]
    [0.1, 0.2, 0.4, 0.8, 1.0, 1.0, 1.0]
    """
    return min(BACKOFF_MAX, BACKOFF_FIRST * 2.0 ** attempt)


class ChangeNotices:
    """"<what> K changed" between server processes: ``publish`` tells the others, and a
    notice from another process makes this one's hub ``refresh`` K. The notices of every
    live page (tables, club events, tournaments) are this, each on a channel of its own;
    what the hub ``holds`` is read again after Redis comes back."""

    def __init__(self, url: str, hub: LiveHub[Any], channel: str, what: str) -> None:
        # No silent retries inside the client: a lost connection must reach ``_run``,
        # which subscribes again and has the hub read everything again.
        self.client = aioredis.from_url(url, socket_connect_timeout=2, socket_timeout=5,
                                        retry=Retry(NoBackoff(), 0))
        self.hub = hub
        self.channel = channel
        self.what = what
        self.tasks: list[asyncio.Task[None]] = []
        #: Whether the listener is subscribed now (False while Redis is away).
        self.up = False
        self.subscribed = asyncio.Event()

    async def start(self) -> None:
        self.tasks.append(asyncio.get_running_loop().create_task(self._run()))
        self.hub.publish = self.publish
        with contextlib.suppress(TimeoutError):     # Redis away at start: carry on
            await asyncio.wait_for(self.subscribed.wait(), 5)

    async def publish(self, key: str) -> None:
        if not self.up:
            return           # lost either way; the re-read after Redis returns covers it
        notice = json.dumps({self.what: key, "process": self.hub.process})
        try:
            await self.twice(lambda: self.client.publish(self.channel, notice))
        except Exception as error:
            log.warning("could not publish a notice for %s %s: %s", self.what, key, error)

    async def twice(self, call: Callable[[], Awaitable[Any]]) -> Any:
        """``call()``, and once more if the first fails: a pooled connection of before a
        Redis restart fails once, then the client connects anew."""
        try:
            return await call()
        except (aioredis.ConnectionError, aioredis.TimeoutError):
            return await call()

    async def _run(self) -> None:
        """Listen; when Redis goes away, connect again and subscribe again, forever."""
        attempt = 0
        first = True
        while True:
            pubsub = self.client.pubsub()
            try:
                await pubsub.subscribe(self.channel)
                self.up = True
                self.subscribed.set()
                attempt = 0
                if not first:
                    log.warning("Redis is back: the %s channel listens again", self.what)
                    await self._reread()
                first = False
                await self._listen(pubsub)
            except asyncio.CancelledError:
                raise
            except Exception as error:
                if self.up:
                    log.warning("Redis went away (%s): the %s channel reconnects", error,
                                self.what)
                self.up = False
            finally:
                with contextlib.suppress(Exception):
                    await pubsub.aclose()  # type: ignore[no-untyped-call]
            await asyncio.sleep(backoff(attempt))
            attempt += 1

    async def _listen(self, pubsub: aioredis.client.PubSub) -> None:
        while True:
            message = await pubsub.get_message(ignore_subscribe_messages=True, timeout=1.0)
            if message is None:
                await pubsub.ping()        # a dead connection shows itself within seconds
                continue
            if message.get("type") != "message":
                continue
            try:
                notice = json.loads(message["data"])
                if notice.get("process") != self.hub.process:
                    await self.hub.refresh(str(notice[self.what]))
            except Exception:
                log.exception("a notice of the %s channel could not be handled", self.what)

    async def _reread(self) -> None:
        """Read again everything the hub holds: notices sent while Redis was away are
        lost, the store is not."""
        for key in self.hub.holds():
            try:
                await self.hub.refresh(key)
            except Exception:
                log.exception("%s %s could not be read again", self.what, key)

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
        it is free, renewing it if it is ours). Not when Redis cannot confirm it."""
        if not self.up:
            return False
        key = f"{self.channel}:driver:{table_id}"
        me = self.table_hub.process
        try:
            if await self.twice(lambda: self.client.set(key, me, nx=True, px=LEASE_MS)):
                return True
            holder = await self.twice(lambda: self.client.get(key))
            if isinstance(holder, bytes):
                holder = holder.decode()
            if holder == me:
                return bool(await self.twice(lambda: self.client.pexpire(key, LEASE_MS)))
        except Exception as error:
            log.warning("the lease of table %s could not be confirmed (%s): its computers "
                        "wait", table_id, error)
        return False

    async def _sweep(self) -> None:
        while True:
            await asyncio.sleep(SWEEP_SECONDS)
            self.table_hub.kick_all()
