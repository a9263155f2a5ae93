"""The club's controls of a running server, and its health:

    GET  /health                          the database and Redis: up or down (503 if not)
    GET  /admin?token=...                 the admin page: the busiest tables, a stop button
    GET  /api/admin/tables                the tables, busiest first (admin token)
    POST /api/admin/tables/{id}/stop      stop a table now (admin token)
    POST /api/tables/{id}/links           new links for every seat (the table's host token)
    POST /api/tables/{id}/stop            stop the table (the table's host token)

The admin token is made when ``bridgeclub serve`` starts and printed there; without one
the admin endpoints answer 404. It comes as ``Authorization: Bearer <token>``.
"""

from __future__ import annotations

import asyncio
import hmac
from functools import partial
from pathlib import Path
from typing import Annotated, Any

from fastapi import APIRouter, Header, Request
from fastapi.responses import FileResponse, JSONResponse, Response
from sqlalchemy import text

from bridgeclub.server import club as club_actions
from bridgeclub.server.hub import HOST, ApiError, Hub
from bridgeclub.server.store import club

router = APIRouter()
Authorization = Annotated[str | None, Header()]
PAGE = Path(__file__).resolve().parent.parent.parent / "web" / "static" / "admin.html"


def _hub(request: Request) -> Hub:
    hub: Hub = request.app.state.hub
    return hub


def _bearer(authorization: str | None) -> str:
    if not authorization or not authorization.startswith("Bearer "):
        raise ApiError(401, "no-token", "send the token: Authorization: Bearer <token>")
    return authorization[len("Bearer "):].strip()


def _admin(hub: Hub, authorization: str | None) -> None:
    expected = hub.settings.admin_token
    if not expected:
        raise ApiError(404, "no-admin", "this server has no admin token")
    if not hmac.compare_digest(_bearer(authorization).encode(), expected.encode()):
        raise ApiError(403, "bad-token", "not the admin token of this server")


def _host(hub: Hub, authorization: str | None, table_id: str) -> None:
    if hub.token_of(_bearer(authorization), table_id)[1] != HOST:
        raise ApiError(403, "host-only", "only the table's host token may do this")


@router.get("/health")
async def health(request: Request) -> JSONResponse:
    """Whether the database answers and Redis (if the server uses it) is connected."""
    hub = _hub(request)

    def ping() -> None:
        with hub.store.engine.connect() as connection:
            connection.execute(text("SELECT 1"))

    try:
        await asyncio.wait_for(asyncio.to_thread(ping), 3)
        database = "up"
    except Exception:
        database = "down"
    notices = [n for n in (getattr(request.app.state, "notices", None),
                           getattr(request.app.state, "event_notices", None)) if n]
    redis = "none" if not hub.settings.redis else \
        "up" if notices and all(n.up for n in notices) else "down"
    ok = database == "up" and redis != "down"
    return JSONResponse({"status": "ok" if ok else "degraded", "database": database,
                         "redis": redis, "tables_in_memory": len(hub.tables)},
                        status_code=200 if ok else 503)


@router.get("/admin", include_in_schema=False)
def admin_page() -> Response:
    return FileResponse(PAGE, media_type="text/html")


@router.get("/api/admin/tables")
async def admin_tables(request: Request, authorization: Authorization = None,
                       playing: bool = True) -> dict[str, Any]:
    """The tables (the playing ones, or all), busiest first, with who sits there."""
    hub = _hub(request)
    _admin(hub, authorization)
    found = await hub._io(partial(club.summaries, playing_only=playing), hub.store)
    return {"tables": [{**t.to_json(), "sockets": len(hub.connections.get(t.id, ())),
                        "computer_thinking": t.id in hub.bots} for t in found],
            "computer_tables": sum(1 for t in found if not t.people and t.state == "playing"),
            "limits": {"computer_tables": hub.settings.limits.computer_tables,
                       "computer_idle": hub.settings.limits.computer_idle}}


@router.post("/api/admin/tables/{table_id}/stop")
async def admin_stop(table_id: str, request: Request, authorization: Authorization = None
                     ) -> dict[str, Any]:
    hub = _hub(request)
    _admin(hub, authorization)
    return {"table": table_id, "stopped": await club_actions.stop_table(hub, table_id)}


@router.post("/api/tables/{table_id}/links")
async def reissue_links(table_id: str, request: Request, authorization: Authorization = None
                        ) -> dict[str, Any]:
    """New links for every seat and the host; the old ones stop opening the table."""
    hub = _hub(request)
    _host(hub, authorization, table_id)
    tokens = await club_actions.reissue(hub, table_id)
    host = tokens.pop(HOST)
    return {"table": table_id, "tokens": tokens, "host_token": host,
            "links": {s: f"/t/{table_id}?token={t}" for s, t in tokens.items()}}


@router.post("/api/tables/{table_id}/stop")
async def host_stop(table_id: str, request: Request, authorization: Authorization = None
                    ) -> dict[str, Any]:
    hub = _hub(request)
    _host(hub, authorization, table_id)
    return {"table": table_id, "stopped": await club_actions.stop_table(hub, table_id)}
