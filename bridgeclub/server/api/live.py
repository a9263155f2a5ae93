"""What the routes of the live pages share: a hub's notices between server processes for
as long as the application runs, and a page served from ``bridgeclub/web/static``.

>>> from fastapi.testclient import TestClient
>>> app = FastAPI()
>>> static_page(app, "no-such.html", "<p>not installed</p>", 404, "/x", "/x/{id}")
>>> TestClient(app).get("/x/42").status_code
404
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

from fastapi import APIRouter, FastAPI
from fastapi.responses import FileResponse, HTMLResponse, Response

from bridgeclub.server.live import LiveHub
from bridgeclub.server.pubsub import ChangeNotices
from bridgeclub.web import STATIC


@asynccontextmanager
async def running(hub: LiveHub[Any], redis: str | None, channel: str, what: str
                  ) -> AsyncIterator[ChangeNotices | None]:
    """``hub`` for as long as the application runs, and with Redis (``redis``: its URL)
    its notices on ``channel``; the hub stops first at the end, then its notices."""
    notices = None
    if redis:
        notices = ChangeNotices(redis, hub, channel, what)
        await notices.start()
    try:
        yield notices
    finally:
        await hub.stop()
        if notices is not None:
            await notices.stop()


def static_page(routes: APIRouter | FastAPI, name: str, missing: str, status: int,
                *paths: str) -> None:
    """Serve the page ``name`` of ``web/static`` at each of ``paths`` (the page reads the
    address itself), or ``missing`` (HTML, with ``status``) when it is not installed."""

    def page() -> Response:
        found = STATIC / name
        if found.is_file():
            return FileResponse(found, media_type="text/html")
        return HTMLResponse(missing, status_code=status)

    for path in paths:
        routes.add_api_route(path, page, methods=["GET"], include_in_schema=False)
