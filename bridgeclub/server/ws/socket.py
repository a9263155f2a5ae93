"""The websocket of one seat: ``/ws/tables/{id}?token=<token>``.

On connect the seat gets its view; after every change, the events since and the new view.
The client sends actions, ``next``, ``hint``, ``resume`` and ``ping``. Each connection is
checked for its origin (the server's own host, or an allowed origin), each message for
its size (16 KiB) and its form, and the connection for its rate (a token bucket): a
message refused gets an ``error`` frame, changes nothing, and the connection stays open.
"""

from __future__ import annotations

import asyncio
import contextlib
import time
from urllib.parse import urlsplit

from fastapi import APIRouter, WebSocket, WebSocketDisconnect

from bridgeclub.server import frames
from bridgeclub.server.config import MAX_MESSAGE
from bridgeclub.server.guard import Guard
from bridgeclub.server.hub import ApiError, Connection, Hub
from bridgeclub.server.limits import RateLimit
from bridgeclub.server.messages import (
    ActionMessage,
    ErrorMessage,
    HintAnswer,
    HintMessage,
    NextMessage,
    PingMessage,
    PongMessage,
    ResumeMessage,
    read_client_message,
)

router = APIRouter()


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


def _error(code: str, message: str) -> str:
    return ErrorMessage(code=code, message=message).model_dump_json()


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


@router.websocket("/ws/tables/{table_id}")
async def table_socket(websocket: WebSocket, table_id: str) -> None:
    hub: Hub = websocket.app.state.hub
    if await origin_refused(websocket, hub.settings.allowed_origins):
        return
    token = websocket.query_params.get("token", "")
    try:
        _, person = hub.person(token, table_id)
        await hub.table(table_id)
        limit = hub.settings.limits.sockets_per_seat
        if sum(c.person == person for c in hub.connections.get(table_id, ())) >= limit:
            raise ApiError(429, "too-many-sockets", f"this seat already has {limit} "
                           "connections open: close one (another tab?) and try again")
    except ApiError as error:
        await refuse(websocket, error)
        return
    await websocket.accept()
    connection = Connection(table_id, person, websocket.send_text)
    writer = asyncio.get_running_loop().create_task(_write(websocket, connection))
    await hub.connect(connection)
    bucket = RateLimit(hub.settings.rate_per_second, hub.settings.rate_burst)
    guard: Guard = websocket.app.state.guard
    seat_key = hub.whose(token) or token
    try:
        while True:
            message = await websocket.receive()
            if message["type"] == "websocket.disconnect":
                break
            text = message.get("text")
            if text is None:
                data = message.get("bytes") or b""
                text = data.decode("utf-8", "replace")
            if len(text) > MAX_MESSAGE:
                connection.push(_error("too-large", f"a message is at most {MAX_MESSAGE} "
                                       "bytes"))
                continue
            if not bucket.allow(time.monotonic()):
                connection.push(_error("rate-limited", "too many messages: slow down"))
                continue
            await _handle(hub, connection, text, guard, seat_key)
    except WebSocketDisconnect:
        pass
    finally:
        await hub.disconnect(connection)
        connection.push(None)
        with contextlib.suppress(Exception):
            await writer


async def _write(websocket: WebSocket, connection: Connection) -> None:
    """Send the connection's frames in order until it closes."""
    while True:
        frame = await connection.queue.get()
        if frame is None:
            return
        try:
            await websocket.send_text(frame)
        except Exception:
            return


async def _handle(hub: Hub, connection: Connection, text: str, guard: Guard,
                  seat_key: str) -> None:
    try:
        message = read_client_message(text)
    except ValueError as error:
        connection.push(_error("bad-message", str(error)))
        return
    # Actions and hints count against the seat (its token), with its REST requests.
    kind = "actions" if isinstance(message, ActionMessage) else \
        "hints" if isinstance(message, HintMessage) else None
    wait = guard.check(kind, seat_key) if kind else 0
    if kind and wait:
        connection.push(_error("rate-limited", guard.refusal(kind, wait)["message"]))
        return
    table_id, person = connection.table, connection.person
    try:
        if isinstance(message, ActionMessage):
            await hub.act(table_id, person, message.action, message.version, key=message.key,
                          explanation=message.explanation, alert=message.alert)
        elif isinstance(message, NextMessage):
            await hub.next_deal(table_id, message.deal_number)
        elif isinstance(message, HintMessage):
            decision = await hub.hint(table_id, person)
            connection.push(HintAnswer(action=decision.action,
                                       explanation=decision.explanation).model_dump_json())
        elif isinstance(message, ResumeMessage):
            table = await hub.table(table_id)
            if message.deal_number in (None, table.deal_number):
                for event in frames.event_messages(table, person, message.since):
                    connection.push(event.model_dump_json())
            connection.push((await hub.view(table_id, person)).model_dump_json())
        elif isinstance(message, PingMessage):
            connection.push(PongMessage().model_dump_json())
    except ApiError as error:
        connection.push(error.frame().model_dump_json())
