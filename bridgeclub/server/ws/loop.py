"""The one websocket loop of every live page: a table's seat (``ws.socket``), a club
event's or a tournament's watcher (``ws.watch``).

A socket is first admitted (``admit``): one opened from another site's page is closed (the
origin check), one whose token or thing is refused gets the refusal's ``error`` frame
before the close. Then ``serve`` runs it: the frames the hub queues for the connection are
written in order by a task of their own, so a slow reader never holds up the hub, while
the client's messages are read one by one and handed to the page's ``heard``; ``None`` on
the queue (the hub stops, the club stopped the table, the link was reissued) closes the
socket, and when the client goes the page's ``leave`` runs before the writer stops.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Awaitable, Callable
from typing import TypeVar
from urllib.parse import urlsplit

from fastapi import WebSocket, WebSocketDisconnect

from bridgeclub.server.live import ApiError

T = TypeVar("T")
#: How long a socket that is closing may take to send what is queued for it, in seconds
#: (a reader that has stopped reading does not hold its handler for ever).
CLOSING_SECONDS = 5.0


def origin_allowed(origin: str | None, host: str | None, allowed: tuple[str, ...]) -> bool:
    """A browser's websocket may come from the server's own host (or an allowed origin);
    a client that sends no Origin (not a browser) is let in.

    >>> origin_allowed("http://127.0.0.1:8000", "127.0.0.1:8000", ())
    True
    >>> origin_allowed("https://evil.example", "127.0.0.1:8000", ())
    False
    """
    if not origin:
        return True
    if origin in allowed:
        return True
    return bool(host) and urlsplit(origin).netloc.lower() == (host or "").lower()


async def origin_refused(websocket: WebSocket, allowed: tuple[str, ...]) -> bool:
    """Close a socket opened from another site's page (the origin check); say whether it
    was closed."""
    if origin_allowed(websocket.headers.get("origin"), websocket.headers.get("host"),
                      allowed):
        return False
    await websocket.close(code=1008, reason="origin not allowed")
    return True


async def refuse(websocket: WebSocket, error: ApiError) -> None:
    """Tell a socket why it may not connect (its token, its table or event), then close."""
    await websocket.accept()
    await websocket.send_text(error.frame().model_dump_json())
    await websocket.close(code=1008, reason=error.code)


async def admit(websocket: WebSocket, opening: Callable[[], Awaitable[T]]) -> T | None:
    """Accept the socket if its origin is allowed and ``opening()`` (who the token speaks
    for, the thing it opens) does not refuse it; what ``opening`` gave, else None (the
    socket closed, a refusal's frame sent first)."""
    if await origin_refused(websocket, websocket.app.state.hub.settings.allowed_origins):
        return None
    try:
        opened = await opening()
    except ApiError as error:
        await refuse(websocket, error)
        return None
    await websocket.accept()
    return opened


async def serve(websocket: WebSocket, queue: asyncio.Queue[str | None],
                heard: Callable[[str], Awaitable[bool]],
                leave: Callable[[], Awaitable[None]]) -> None:
    """Write ``queue``'s frames until ``None`` (then close the socket), and hand each
    message the client sends to ``heard`` (a text; bytes are read as UTF-8) until she goes
    or ``heard`` answers False; then ``leave()``, and the writer sends what is queued
    (for ``CLOSING_SECONDS`` at the most)."""
    writer = asyncio.get_running_loop().create_task(_write(websocket, queue))
    try:
        while True:
            message = await websocket.receive()
            if message["type"] == "websocket.disconnect":
                break
            text = message.get("text")
            if text is None:
                text = (message.get("bytes") or b"").decode("utf-8", "replace")
            if not await heard(text):
                break
    except WebSocketDisconnect:
        pass
    finally:
        await leave()
        queue.put_nowait(None)
        with contextlib.suppress(Exception):
            await asyncio.wait_for(writer, CLOSING_SECONDS)


async def _write(websocket: WebSocket, queue: asyncio.Queue[str | None]) -> None:
    """Send the frames in order until ``None`` (then close) or the socket fails."""
    while True:
        frame = await queue.get()
        try:
            if frame is None:
                await websocket.close()
                return
            await websocket.send_text(frame)
        except Exception:
            return
