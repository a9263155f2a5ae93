"""Notices between server processes over Redis pub/sub: "table T changed".

A notice carries no game data, only the table's id and the sender's process id: each
process that has the table in memory reads it again from the database and pushes fresh
views to its own connections. Redis is the broker (its asyncio client); nothing here
stores or forwards a view.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging

import redis.asyncio as aioredis

from bridgeclub.server.hub import Hub

CHANNEL = "bridgeclub:tables"
log = logging.getLogger("bridgeclub.server")


class Notices:
    def __init__(self, url: str, hub: Hub, channel: str = CHANNEL) -> None:
        self.client = aioredis.from_url(url)
        self.hub = hub
        self.channel = channel
        self.task: asyncio.Task[None] | None = None

    async def start(self) -> None:
        pubsub = self.client.pubsub()
        await pubsub.subscribe(self.channel)
        self.task = asyncio.get_running_loop().create_task(self._listen(pubsub))
        self.hub.publish = self.publish

    async def publish(self, table_id: str) -> None:
        try:
            await self.client.publish(self.channel, json.dumps(
                {"table": table_id, "process": self.hub.process}))
        except Exception:
            log.exception("could not publish a notice for table %s", table_id)

    async def _listen(self, pubsub: aioredis.client.PubSub) -> None:
        async for message in pubsub.listen():
            if message.get("type") != "message":
                continue
            try:
                notice = json.loads(message["data"])
                if notice.get("process") != self.hub.process:
                    await self.hub.refresh(str(notice["table"]))
            except Exception:
                log.exception("a notice could not be handled")

    async def stop(self) -> None:
        if self.task is not None:
            self.task.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await self.task
        await self.client.aclose()
