"""The server's application: FastAPI with the REST routes, the websocket, the page.

``create_app(settings)`` makes one; ``bridgeclub serve`` runs it on uvicorn. On start the
store is migrated, every unfinished table is read back from its log (its computer players
carry on), and with Redis the process listens for other processes' notices.

The page (``bridgeclub/web/static``) is served at ``/`` and ``/t/{table}``, its files at
``/static``; the API's documentation at ``/docs``.
"""

from __future__ import annotations

import sys
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from fastapi.staticfiles import StaticFiles
from sqlalchemy.exc import DBAPIError

from bridgeclub import __version__
from bridgeclub.server.api.admin import router as admin_router
from bridgeclub.server.api.events import router as events_router
from bridgeclub.server.api.live import static_page
from bridgeclub.server.api.routes import router as api_router
from bridgeclub.server.api.tournaments import router as tournaments_router
from bridgeclub.server.club import Quota
from bridgeclub.server.config import Settings
from bridgeclub.server.guard import Guard, GuardMiddleware
from bridgeclub.server.hub import ApiError, Hub
from bridgeclub.server.store import Store
from bridgeclub.server.tokens import SeatSigner
from bridgeclub.server.ws.socket import router as ws_router

STATIC = Path(__file__).resolve().parent.parent / "web" / "static"
#: How long a thread of the server (the computers' calls, the aside work) may hold the
#: interpreter while the event loop waits for it, in seconds (Python's default: 0.005).
SWITCH_INTERVAL = 0.0005
PLACEHOLDER = ("<!doctype html><title>bridgeclub</title><p>bridgeclub is running; the page "
               "is not installed (bridgeclub/web/static). The API is at <a href=/docs>/docs"
               "</a>.</p>")


def create_app(settings: Settings | None = None) -> FastAPI:
    settings = settings or Settings()

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        sys.setswitchinterval(SWITCH_INTERVAL)
        store = Store(settings.db_url)
        hub = Hub(settings, store, SeatSigner(settings.secret(),
                                              max_age=settings.limits.token_days * 86400))
        app.state.hub = hub
        app.state.guard.whose = hub.whose
        notices = None
        if settings.redis:
            from bridgeclub.server.pubsub import Notices

            notices = Notices(settings.redis, hub)
            app.state.notices = notices
            await notices.start()
        quota = Quota(hub)
        quota.start()
        await hub.start()
        try:
            yield
        finally:
            await quota.stop()
            await hub.stop()
            if notices is not None:
                await notices.stop()
            store.close()

    app = FastAPI(title="bridgeclub", version=__version__, lifespan=lifespan,
                  description="Tables of every bridge variant: the protocol of "
                              "docs/protocol.md.")

    @app.exception_handler(ApiError)
    async def _refused(_request: Request, error: ApiError) -> JSONResponse:
        return JSONResponse(error.frame().model_dump(), status_code=error.status)

    @app.exception_handler(DBAPIError)
    async def _store_away(_request: Request, _error: DBAPIError) -> JSONResponse:
        return JSONResponse({"type": "error", "code": "store-unavailable",
                             "message": "the database cannot be reached just now: nothing "
                                        "was done; try again in a moment"}, status_code=503)

    @app.exception_handler(RequestValidationError)
    async def _malformed(_request: Request, error: RequestValidationError) -> JSONResponse:
        first = error.errors()[0] if error.errors() else {}
        where = ".".join(str(p) for p in first.get("loc", ())[1:]) or "body"
        message = f"{where}: {first.get('msg', 'malformed request')}"
        return JSONResponse({"type": "error", "code": "bad-request", "message": message},
                            status_code=400)

    app.state.guard = Guard(settings.limits)
    app.add_middleware(GuardMiddleware, guard=app.state.guard)
    app.include_router(admin_router)
    app.include_router(api_router)
    app.include_router(ws_router)
    app.include_router(events_router)
    app.include_router(tournaments_router)

    static_page(app, "index.html", PLACEHOLDER, 200, "/", "/t/{table_id}")

    if STATIC.is_dir():
        app.mount("/static", StaticFiles(directory=STATIC), name="static")
    return app


def app_from_env() -> FastAPI:
    """The application of a uvicorn worker process, its settings from ``BRIDGECLUB_*``."""
    return create_app(Settings.from_env())
