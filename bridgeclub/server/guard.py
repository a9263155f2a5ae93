"""The server's door: every HTTP request passes here before any route sees it.

First the rates (``Limits``): every request counts against its seat (a valid token) or
else its address; making a table against its address; an action, a view, a hint or an
analysis against its seat, which the seat's websockets share (``Guard.check``). Then the body: one
over its cap (``Limits.max_body``, the club events' endpoints ``max_event_body``) is
refused with 413 *before it is read*: a Content-Length over the cap at once, and a body
sent without one is read only up to the cap. A request past a rate gets 429 with
``Retry-After`` and a message the page shows; nothing was done.
"""

from __future__ import annotations

import json
import re
import time
from collections.abc import Awaitable, Callable, MutableMapping
from typing import Any

from bridgeclub.server.config import Limits
from bridgeclub.server.limits import Buckets

Scope = MutableMapping[str, Any]
Message = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]
ASGIApp = Callable[[Scope, Receive, Send], Awaitable[None]]

#: (method, path) -> what the request is, for its rate; None: only the address's rate.
KINDS: tuple[tuple[str, re.Pattern[str], str], ...] = (
    ("POST", re.compile(r"^/api/tables/?$"), "tables"),
    ("POST", re.compile(r"^/api/tables/[^/]+/actions$"), "actions"),
    ("GET", re.compile(r"^/api/tables/[^/]+/view$"), "views"),
    ("GET", re.compile(r"^/api/tables/[^/]+/hint$"), "hints"),
    ("GET", re.compile(r"^/api/tables/[^/]+/deals/[^/]+/analysis$"), "analyses"),
)
#: What a kind of request is called in the 429's message.
NAMES = {"requests": "requests", "tables": "new tables", "actions": "actions",
         "views": "views of the table", "hints": "hints", "analyses": "analyses"}


def kind_of(method: str, path: str) -> str | None:
    """What a request is, for its rate.

    >>> kind_of("GET", "/api/tables/ab12/hint"), kind_of("GET", "/api/variants")
    ('hints', None)
    """
    for want, pattern, kind in KINDS:
        if method == want and pattern.match(path):
            return kind
    return None


class Guard:
    """The rate buckets of one process: per address (``requests``, ``tables``) and per
    seat (``actions``, ``views``, ``hints``, ``analyses``)."""

    def __init__(self, limits: Limits) -> None:
        self.limits = limits
        #: Whose a token is (a seat of a table, the director of an event), or None if
        #: it is not a valid one: set once the server's signer exists.
        self.whose: Callable[[str], str | None] = lambda _token: None
        per_minute = {"requests": (limits.requests_per_minute, limits.requests_burst),
                      "tables": (limits.tables_per_minute, limits.tables_burst),
                      "actions": (limits.actions_per_minute, limits.actions_burst),
                      "views": (limits.views_per_minute, limits.views_burst),
                      "hints": (limits.hints_per_minute, limits.hints_burst),
                      "analyses": (limits.analyses_per_minute, limits.analyses_burst)}
        self.buckets = {kind: Buckets(rate / 60, burst)
                        for kind, (rate, burst) in per_minute.items()}

    def check(self, kind: str, key: str) -> int:
        """0 if one more ``kind`` is allowed for ``key`` now, else the seconds to wait."""
        return self.buckets[kind].check(key, time.monotonic())

    def refusal(self, kind: str, wait: int) -> dict[str, str]:
        """The error a page shows for a request past its rate."""
        return {"type": "error", "code": "rate-limited",
                "message": f"too many {NAMES[kind]}: wait {wait} s and try again"}


def _token(scope: Scope) -> str | None:
    for name, value in scope.get("headers", ()):
        if name == b"authorization" and value.startswith(b"Bearer "):
            return str(value[7:].strip().decode("latin-1"))
    return None


async def _answer(send: Send, status: int, body: dict[str, Any],
                  headers: tuple[tuple[bytes, bytes], ...] = ()) -> None:
    data = json.dumps(body).encode()
    await send({"type": "http.response.start", "status": status,
                "headers": [(b"content-type", b"application/json"),
                            (b"content-length", str(len(data)).encode()), *headers]})
    await send({"type": "http.response.body", "body": data})


class GuardMiddleware:
    """ASGI middleware: body caps and rates, before the application."""

    def __init__(self, app: ASGIApp, guard: Guard) -> None:
        self.app, self.guard = app, guard

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        method, path = scope["method"], scope["path"]
        address = str((scope.get("client") or ("?",))[0])
        kind = kind_of(method, path)
        token = _token(scope)
        seat = self.guard.whose(token) if token else None
        for what, key in (("requests", seat or address),
                          (kind, address if kind == "tables" else seat or address)):
            if what is None:
                continue
            wait = self.guard.check(what, key)
            if wait:
                await _answer(send, 429, self.guard.refusal(what, wait),
                              ((b"retry-after", str(wait).encode()),))
                return
        cap = self.guard.limits.max_event_body if path.startswith("/api/events") \
            else self.guard.limits.max_body
        length = next((v for n, v in scope.get("headers", ()) if n == b"content-length"),
                      None)
        too_large = {"type": "error", "code": "too-large",
                     "message": f"a request body here is at most {cap} bytes"}
        if length is not None:
            if not length.isdigit() or int(length) > cap:
                await _answer(send, 413, too_large, ((b"connection", b"close"),))
                return
            await self.app(scope, receive, send)
            return
        if method in ("GET", "HEAD", "OPTIONS", "DELETE"):
            await self.app(scope, receive, send)
            return
        # No Content-Length (chunked): read up to the cap, then hand the body on.
        body = bytearray()
        while True:
            message = await receive()
            if message["type"] != "http.request":
                return
            body += message.get("body", b"")
            if len(body) > cap:
                await _answer(send, 413, too_large, ((b"connection", b"close"),))
                return
            if not message.get("more_body"):
                break
        replayed = False

        async def replay() -> Message:
            nonlocal replayed
            if not replayed:
                replayed = True
                return {"type": "http.request", "body": bytes(body), "more_body": False}
            return await receive()

        await self.app(scope, replay, send)
