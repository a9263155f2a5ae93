"""The websocket of a watcher of a club event or a tournament: ``/ws/events/{id}`` and
``/ws/tournaments/{id}``, one loop for both (the hub that keeps the watched thing is its
parameter).

On connect the watcher gets the state her token may see; after every change, the new
state (each hub puts it on her queue); ``None`` on the queue closes the socket (the hub
stops, or her link was reissued: the hub first puts the refusal's frame). The client
says nothing that matters: a ``ping`` gets a ``pong``, anything over 1 KiB closes the
socket. A socket from another site's page is closed (the origin check); a refused token
gets an ``error`` frame before the socket closes.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Awaitable, Callable
from typing import Any, Protocol, TypeVar

from fastapi import WebSocket, WebSocketDisconnect

from bridgeclub.server.eventhub import state_json
from bridgeclub.server.hub import ApiError
from bridgeclub.server.ws.socket import origin_refused, refuse

#: What a watcher says at the most before the socket is closed.
MAX_WATCHER_MESSAGE = 1024


class Watcher(Protocol):
    """One watcher's queue of frames to send (``None``: close)."""

    @property
    def queue(self) -> asyncio.Queue[dict[str, Any] | None]: ...


W = TypeVar("W", bound=Watcher)


class WatchedHub(Protocol[W]):
    """A hub that keeps watched things and their watchers (``EventHub``,
    ``TournamentHub``)."""

    def listen(self, key: str, who: str, /) -> W: ...

    def leave(self, listener: W, /) -> None: ...


async def watch_socket(websocket: WebSocket, hub: WatchedHub[W], key: str,
                       opening: Callable[[str], Awaitable[tuple[str, dict[str, Any]]]]
                       ) -> None:
    """Serve one watcher of ``key`` until she goes or the hub closes her queue.
    ``opening(token)`` says whom the token speaks for and her first state, or raises
    ``ApiError`` (the socket is refused with its frame)."""
    settings = websocket.app.state.hub.settings
    if await origin_refused(websocket, settings.allowed_origins):
        return
    try:
        who, state = await opening(websocket.query_params.get("token", ""))
    except ApiError as error:
        await refuse(websocket, error)
        return
    await websocket.accept()
    listener = hub.listen(key, who)
    listener.queue.put_nowait(state)

    async def write() -> None:
        while True:
            frame = await listener.queue.get()
            if frame is None:
                await websocket.close()
                return
            await websocket.send_text(state_json(frame))

    writer = asyncio.get_running_loop().create_task(write())
    try:
        while True:
            text = await websocket.receive_text()
            if len(text) > MAX_WATCHER_MESSAGE:
                break
            if text.strip() == '{"type":"ping"}':
                listener.queue.put_nowait({"type": "pong"})
    except WebSocketDisconnect:
        pass
    finally:
        hub.leave(listener)
        writer.cancel()
        with contextlib.suppress(asyncio.CancelledError, Exception):
            await writer
