"""The websocket of one seat: ``/ws/tables/{id}?token=<token>``.

On connect the seat gets its view; after every change, the events since and the new view.
The client sends actions, ``next``, ``hint``, ``resume`` and ``ping``. Each connection is
checked for its origin (the server's own host, or an allowed origin), each message for
its size (16 KiB) and its form, and the connection for its rate (a token bucket): a
message refused gets an ``error`` frame, changes nothing, and the connection stays open.
"""

from __future__ import annotations

import time

from fastapi import APIRouter, WebSocket

from bridgeclub.seats import Seat
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
from bridgeclub.server.ws.loop import admit, serve

router = APIRouter()


def _error(code: str, message: str) -> str:
    return ErrorMessage(code=code, message=message).model_dump_json()


@router.websocket("/ws/tables/{table_id}")
async def table_socket(websocket: WebSocket, table_id: str) -> None:
    hub: Hub = websocket.app.state.hub
    token = websocket.query_params.get("token", "")

    async def opening() -> Seat:
        _, person = hub.person(token, table_id)
        await hub.table(table_id)
        limit = hub.settings.limits.sockets_per_seat
        if sum(c.who == person for c in hub.connections.get(table_id, ())) >= limit:
            raise ApiError(429, "too-many-sockets", f"this seat already has {limit} "
                           "connections open: close one (another tab?) and try again")
        return person

    person = await admit(websocket, opening)
    if person is None:
        return
    connection = Connection(table_id, person)
    bucket = RateLimit(hub.settings.rate_per_second, hub.settings.rate_burst)
    guard: Guard = websocket.app.state.guard
    seat_key = hub.whose(token) or token

    async def heard(text: str) -> bool:
        if len(text) > MAX_MESSAGE:
            connection.push(_error("too-large", f"a message is at most {MAX_MESSAGE} bytes"))
        elif not bucket.allow(time.monotonic()):
            connection.push(_error("rate-limited", "too many messages: slow down"))
        else:
            await _handle(hub, connection, text, guard, seat_key)
        return True

    async def leave() -> None:
        await hub.disconnect(connection)

    await hub.connect(connection)
    await serve(websocket, connection.queue, heard, leave)


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
    table_id, person = connection.key, connection.who
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
