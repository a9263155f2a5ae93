"""The websocket of a watcher of a club event or a tournament: ``/ws/events/{id}`` and
``/ws/tournaments/{id}``, one loop for both (the hub that keeps the watched thing is its
parameter); and what both hubs do with their tokens (``who_of``) and, when the links are
reissued, with the watchers of older links (``close_revoked``).

On connect the watcher gets the state her token may see; after every change, the new
state (each hub puts it on her queue); ``None`` on the queue closes the socket (the hub
stops, or her link was reissued: the hub first puts the refusal's frame). The client
says nothing that matters: a ``ping`` gets a ``pong``, anything over 1 KiB closes the
socket. A socket from another site's page is closed (the origin check); a refused token
gets an ``error`` frame before the socket closes.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Awaitable, Callable, Iterable
from functools import partial
from typing import Any, Protocol, TypeVar

from fastapi import WebSocket

from bridgeclub.server.hub import ApiError
from bridgeclub.server.tokens import SeatSigner, TokenRefused, revoked
from bridgeclub.server.ws.loop import admit, serve

#: What a watcher says at the most before the socket is closed.
MAX_WATCHER_MESSAGE = 1024


class Watcher(Protocol):
    """One watcher's queue of frames to send (``None``: close), whom her token speaks
    for (``""``: she came without one) and the generation of links it was of (a
    reissue closes her socket)."""

    @property
    def who(self) -> str: ...

    @property
    def queue(self) -> asyncio.Queue[str | None]: ...

    @property
    def generation(self) -> int: ...


W = TypeVar("W", bound=Watcher)


class WatchedHub(Protocol[W]):
    """A hub that keeps watched things and their watchers (``EventHub``,
    ``TournamentHub``)."""

    def listen(self, key: str, who: str, /) -> W: ...

    def leave(self, listener: W, /) -> None: ...


def state_json(data: dict[str, Any]) -> str:
    """A frame as sent: compact JSON.

    >>> state_json({"type": "pong"})
    '{"type":"pong"}'
    """
    return json.dumps(data, separators=(",", ":"))


def who_of(signer: SeatSigner, token: str, subject: str, what: str) -> str:
    """Whom a token of ``subject`` (``"event:ID"``, ``"tournament:ID"``) speaks for;
    ``ApiError``: 401 for an expired or revoked token (the message says whom to ask for a
    new link), 403 for one that is not a token of this ``what``.

    >>> signer = SeatSigner(b"secret")
    >>> who_of(signer, signer.token("tournament:t1", "teacher"), "tournament:t1", "tournament")
    'teacher'
    >>> signer.generations["tournament:t1"] = 1
    >>> who_of(signer, signer.token("tournament:t1", "teacher"), "tournament:t1", "tournament")
    'teacher'
    """
    try:
        signed_for, who = signer.seat(token)
    except TokenRefused as error:       # expired or revoked: 401, saying so
        raise ApiError(error.status, error.code, str(error) if error.status == 401
                       else f"not a valid token of this {what}") from None
    if signed_for != subject:
        raise ApiError(403, "bad-token", f"this token is for another {what} or table")
    return who


def close_revoked(signer: SeatSigner, subject: str, generation: int,
                  listeners: Iterable[W], leave: Callable[[W], None]) -> None:
    """The links of ``subject`` are of ``generation`` now: tokens of older ones are
    refused from here on, and each watcher who came with one is sent the refusal and her
    socket closed (those who came without a token stay)."""
    signer.generations[subject] = generation
    refusal = revoked(subject)
    frame = ApiError(refusal.status, refusal.code, str(refusal)).frame().model_dump_json()
    for listener in list(listeners):
        if listener.who and listener.generation < generation:
            leave(listener)
            listener.queue.put_nowait(frame)
            listener.queue.put_nowait(None)


async def watch_socket(websocket: WebSocket, hub: WatchedHub[W], key: str,
                       opening: Callable[[str], Awaitable[tuple[str, dict[str, Any]]]]
                       ) -> None:
    """Serve one watcher of ``key`` until she goes or the hub closes her queue.
    ``opening(token)`` says whom the token speaks for and her first state, or raises
    ``ApiError`` (the socket is refused with its frame)."""
    opened = await admit(websocket, partial(opening, websocket.query_params.get("token", "")))
    if opened is None:
        return
    who, state = opened
    listener = hub.listen(key, who)
    listener.queue.put_nowait(state_json(state))

    async def heard(text: str) -> bool:
        if len(text) > MAX_WATCHER_MESSAGE:
            return False
        if text.strip() == '{"type":"ping"}':
            listener.queue.put_nowait(state_json({"type": "pong"}))
        return True

    async def leave() -> None:
        hub.leave(listener)

    await serve(websocket, listener.queue, heard, leave)
