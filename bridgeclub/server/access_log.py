"""The server's access log: one line a request, so a club can tell what answered 500, who
was refused (429) and who hammered it.

Each HTTP request and each websocket is written once it is answered, to ``access.log`` in
the data folder (``access-<pid>.log`` for each of several server processes, which cannot
share one file's rotation), rotated at 10 MB with five old files kept
(``logging.handlers.RotatingFileHandler``). On by default; ``bridgeclub serve
--no-access-log`` turns it off. A line holds the time (UTC), the client's address, the
method and the path, the status, the size sent and the milliseconds taken:

    2026-11-28T04:31:07Z 127.0.0.1 "GET /api/tables/ab12cd/view" 200 1874 3.1ms

The query string is never written: a seat's link and its websocket carry the seat's token
there, and the log must not hand out seats.

>>> access_line("127.0.0.1", "GET", "/api/variants", 200, 512, 0.0031)
'127.0.0.1 "GET /api/variants" 200 512 3.1ms'
"""

from __future__ import annotations

import logging
import os
import time
from collections.abc import Awaitable, Callable, MutableMapping
from logging.handlers import RotatingFileHandler
from pathlib import Path
from typing import Any

Scope = MutableMapping[str, Any]
Message = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]
ASGIApp = Callable[[Scope, Receive, Send], Awaitable[None]]

#: A log file's size when it is rotated, and how many old files are kept.
MAX_BYTES = 10 * 1024 * 1024
BACKUPS = 5


def log_path(data_dir: Path, processes: int = 1) -> Path:
    """Where this process writes its lines.

    >>> log_path(Path("/srv/club")).name
    'access.log'
    """
    name = "access.log" if processes <= 1 else f"access-{os.getpid()}.log"
    return data_dir / name


def access_line(address: str, method: str, path: str, status: int, size: int,
                seconds: float) -> str:
    """One request's line, without its time (the log's format adds it)."""
    return f'{address} "{method} {path}" {status} {size} {seconds * 1000:.1f}ms'


class AccessLog:
    """A rotating file of request lines (a logger of its own, not the root's: the lines go
    only to the file)."""

    def __init__(self, path: Path) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        self.path = path
        self.handler = RotatingFileHandler(path, maxBytes=MAX_BYTES, backupCount=BACKUPS,
                                           encoding="utf-8", delay=True)
        formatter = logging.Formatter("%(asctime)s %(message)s", "%Y-%m-%dT%H:%M:%SZ")
        formatter.converter = time.gmtime
        self.handler.setFormatter(formatter)
        self.logger = logging.Logger("bridgeclub.access", logging.INFO)
        self.logger.addHandler(self.handler)

    def write(self, line: str) -> None:
        self.logger.info(line)

    def close(self) -> None:
        self.logger.removeHandler(self.handler)
        self.handler.close()


class AccessLogMiddleware:
    """ASGI middleware, the outermost: every request's line once it is answered (a
    refusal by the door, 429 or 413, included; a route that fails is written 500)."""

    def __init__(self, app: ASGIApp, log: AccessLog) -> None:
        self.app, self.log = app, log

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] not in ("http", "websocket"):
            await self.app(scope, receive, send)
            return
        start = time.monotonic()
        status, size = 0, 0

        async def sending(message: Message) -> None:
            nonlocal status, size
            kind = message["type"]
            if kind == "http.response.start":
                status = int(message["status"])
            elif kind == "http.response.body":
                size += len(message.get("body", b""))
            elif kind == "websocket.accept" and not status:
                status = 101
            elif kind == "websocket.close" and not status:
                status = 403                    # closed before it was accepted
            elif kind == "websocket.send":
                size += len(message.get("text") or message.get("bytes") or b"")
            await send(message)

        try:
            await self.app(scope, receive, sending)
        except BaseException:
            status = status or 500
            raise
        finally:
            address = str((scope.get("client") or ("-",))[0])
            method = scope.get("method", "WS")
            self.log.write(access_line(address, method, scope.get("path", ""), status, size,
                                       time.monotonic() - start))
