"""The websocket of a watcher of a club event or a tournament: ``/ws/events/{id}`` and
``/ws/tournaments/{id}``, one for both (the hub that keeps the watched document is its
parameter, ``live.DocumentHub``), run by the loop of every live page (``ws.loop``).

On connect the watcher gets the state her token may see; after every change, the new
state (the hub puts it on her queue); ``None`` on the queue closes the socket (the hub
stops, or her link was reissued: the hub first puts the refusal's frame). The client
says nothing that matters: a ``ping`` gets a ``pong``, anything over 1 KiB closes the
socket. A socket from another site's page is closed (the origin check); a refused token
gets an ``error`` frame before the socket closes.
"""

from __future__ import annotations

from typing import Any

from fastapi import WebSocket

from bridgeclub.server.live import DocumentHub, state_json
from bridgeclub.server.ws.loop import admit, serve

#: What a watcher says at the most before the socket is closed.
MAX_WATCHER_MESSAGE = 1024
PONG = state_json({"type": "pong"})


async def watch_socket(websocket: WebSocket, hub: DocumentHub[Any, Any], key: str) -> None:
    """Serve one watcher of ``key`` until she goes or the hub closes her queue; a token
    the hub refuses (``ApiError``) refuses the socket with its frame."""

    async def opening() -> tuple[str, dict[str, Any]]:
        who = await hub.who(websocket.query_params.get("token", ""), key)
        return who, hub.state(await hub.live(key, fresh=True), who)

    opened = await admit(websocket, opening)
    if opened is None:
        return
    who, state = opened
    watcher = hub.listen(key, who)
    watcher.push(state_json(state))

    async def heard(text: str) -> bool:
        if len(text) > MAX_WATCHER_MESSAGE:
            return False
        if text.strip() == '{"type":"ping"}':
            watcher.push(PONG)
        return True

    async def leave() -> None:
        hub.leave(watcher)

    await serve(websocket, watcher.queue, heard, leave)
