"""Tournaments with the computer over HTTP and a websocket.

    POST /api/tournaments                         create: name, variant, scoring, boards
                                                  (from a seed or a PBN file), level,
                                                  opening and closing times, listed or a
                                                  class's; the teacher's token and links
    GET  /api/tournaments                         those listed in the lobby, open now
    GET  /api/tournaments/{id}                    the state (ranking; an entrant's place;
                                                  the teacher's who-played-what)
    POST /api/tournaments/{id}/entrants           enter: a name; her table and its link
    GET  /api/tournaments/{id}/ranking            the whole ranking
    GET  /api/tournaments/{id}/boards/{n}         the board's traveller, DD table and par
    GET  /api/tournaments/{id}/boards/{n}/plays/{entrant}
                                                  that entrant's auction and play, to replay
    POST /api/tournaments/{id}/close              the teacher closes it now
    POST /api/tournaments/{id}/links              the teacher's new links, hers and every
                                                  entrant's (the old ones get 401 with a
                                                  message, their sockets close)
    GET  /api/tournaments/{id}/results.pbn|.html  the boards with the field's results
    WS   /ws/tournaments/{id}?token=...           the state, again after every change
    GET  /tournament, /tournament/{id}[/projector]  the pages (web/static/tournament.html)

Tokens come as ``Authorization: Bearer <token>`` (the websocket: ``?token=``); without
one a page sees what anyone with the link may. A board's traveller and the others' play
are shown to an entrant once she has finished the board, to the teacher always, and to
everyone after closing (403 otherwise). A refusal is ``{"type": "error", "code",
"message"}`` with its status and changes nothing.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Annotated, Any, Literal

from fastapi import APIRouter, FastAPI, Header, Request, WebSocket
from fastapi.responses import HTMLResponse, PlainTextResponse
from pydantic import BaseModel, Field

from bridgeclub.seats import Seat
from bridgeclub.server.api.live import running, static_page
from bridgeclub.server.hub import ApiError, Hub
from bridgeclub.server.live_tournament import TEACHER, LiveTournament
from bridgeclub.server.tournament_frames import may_see_board, state_for
from bridgeclub.server.tournamenthub import TournamentHub
from bridgeclub.server.ws.watch import watch_socket

CHANNEL = "bridgeclub:tournaments"
Authorization = Annotated[str | None, Header()]


@asynccontextmanager
async def lifespan(app: FastAPI) -> AsyncIterator[None]:
    """Start the tournaments' hub next to the tables' hub (its store, signer, Redis)."""
    hub: Hub = app.state.hub
    tournaments = TournamentHub(hub)
    app.state.tournaments = tournaments
    async with running(tournaments, hub.settings.redis, CHANNEL, "tournament"):
        yield


router = APIRouter(lifespan=lifespan)


class CreateTournament(BaseModel):
    name: str = Field("Tournament", max_length=80)
    variant: Literal["duplicate", "minibridge", "ez-bridge"] = "duplicate"
    #: Matchpoints (Neuberg as the field grows), Butler IMPs or cross-IMPs.
    scoring: Literal["MP", "Butler", "Cross"] = "MP"
    boards: int = Field(8, ge=1, le=36)
    seed: int | None = Field(None, ge=0, le=2**62)
    #: The boards from a PBN file instead (its deals, dealers and vulnerability).
    pbn: str | None = Field(None, max_length=200_000)
    level: Literal["beginner", "standard", "expert"] = "standard"
    opens: str = Field("", max_length=16, pattern=r"^(\d{4}-\d\d-\d\dT\d\d:\d\d)?$")
    closes: str = Field("", max_length=16, pattern=r"^(\d{4}-\d\d-\d\dT\d\d:\d\d)?$")
    listed: bool = True
    #: A teacher's class: its name (the tournament is then not listed in the lobby).
    group: str = Field("", max_length=60)


class Entry(BaseModel):
    name: str = Field(min_length=1, max_length=40)


def hub_of(request: Request | WebSocket) -> TournamentHub:
    hub: TournamentHub = request.app.state.tournaments
    return hub


def bearer(authorization: str | None) -> str | None:
    if authorization and authorization.startswith("Bearer "):
        return authorization[len("Bearer "):].strip()
    return None


def links(live: LiveTournament, token: str | None = None) -> dict[str, str]:
    page = f"/tournament/{live.row.id}"
    return {"link": page, "page": f"{page}?token={token}" if token else page,
            "projector": f"{page}/projector" + (f"?token={token}" if token else "")}


def _new(body: CreateTournament) -> Any:
    import secrets

    from bridgeclub.formats import pbn
    from bridgeclub.tournaments.model import Tournament

    settings: dict[str, Any] = {"level": body.level, "opens": body.opens,
                                "closes": body.closes,
                                "listed": body.listed and not body.group,
                                "group": body.group.strip()}
    if body.pbn is None:
        seed = body.seed if body.seed is not None else secrets.randbits(31)
        return Tournament.new(body.name, body.variant, body.scoring, body.boards, seed,
                              **settings)
    tournament = Tournament(body.name.strip() or "Tournament", body.variant, body.scoring,
                            **settings)
    for record in pbn.loads(body.pbn):
        if record.board is not None and record.get("Deal"):
            tournament.add_board(record.board, str(record.get("Deal")),
                                 record.tags.get("Dealer") or None,
                                 record.tags.get("Vulnerable") or None)
    if not tournament.boards:
        raise ValueError("the PBN file has no boards with whole deals")
    if sorted(tournament.boards) != list(range(1, len(tournament.boards) + 1)):
        raise ValueError("a tournament's boards are numbered 1, 2, 3, ... in the file")
    return tournament


@router.post("/api/tournaments")
async def create_tournament(body: CreateTournament, request: Request) -> dict[str, Any]:
    """A new tournament: its boards dealt, the teacher's token and the links."""
    hub = hub_of(request)
    try:
        tournament = await asyncio.to_thread(_new, body)
    except ValueError as error:
        raise ApiError(400, "bad-tournament", str(error)) from None
    live, token = await hub.create(tournament)
    return {"tournament": live.row.id, "teacher_token": token, **links(live),
            "teacher_link": links(live, token)["page"],
            "projector_link": links(live, token)["projector"],
            "state": state_for(hub.signer, live, TEACHER)}


@router.get("/api/tournaments")
async def listed(request: Request) -> list[dict[str, Any]]:
    return [{"id": live.row.id, "name": live.tournament.name,
             "variant": live.tournament.variant, "scoring": live.tournament.form,
             "boards": len(live.tournament.boards), "entrants": len(live.tournament.entrants),
             "closes": live.tournament.closes, "link": links(live)["link"]}
            for live in await hub_of(request).listed()]


@router.get("/api/tournaments/{tournament_id}")
async def tournament_state(tournament_id: str, request: Request,
                           authorization: Authorization = None) -> dict[str, Any]:
    hub = hub_of(request)
    who = await hub.who(bearer(authorization), tournament_id)
    return state_for(hub.signer, await hub.live(tournament_id, fresh=True), who)


@router.post("/api/tournaments/{tournament_id}/entrants")
async def enter(tournament_id: str, body: Entry, request: Request) -> dict[str, Any]:
    """Enter the tournament: a table of her own, South, the computers in the others."""
    hub = hub_of(request)
    number, token, table, seat_token = await hub.join(tournament_id, body.name)
    live = await hub.live(tournament_id)
    return {"entrant": number, "token": token, "table": table, "seat_token": seat_token,
            "table_link": f"/t/{table}?token={seat_token}", **links(live, token)}


@router.get("/api/tournaments/{tournament_id}/ranking")
async def ranking(tournament_id: str, request: Request) -> dict[str, Any]:
    from bridgeclub.tournaments.pages import ranking_rows

    live = await hub_of(request).live(tournament_id, fresh=True)
    return {"ranking": ranking_rows(live.tournament), "seq": live.seq}


async def _board(request: Request, tournament_id: str, board: int,
                 authorization: str | None) -> tuple[TournamentHub, LiveTournament]:
    hub = hub_of(request)
    who = await hub.who(bearer(authorization), tournament_id)
    live = await hub.live(tournament_id, fresh=True)
    if board not in live.tournament.boards:
        raise ApiError(404, "not-found", f"the tournament has no board {board}")
    if not may_see_board(live, who, board):
        raise ApiError(403, "not-yet", f"board {board}'s results are shown once you have "
                       "played it (or when the tournament closes)")
    return hub, live


@router.get("/api/tournaments/{tournament_id}/boards/{board}")
async def board_traveller(tournament_id: str, board: int, request: Request,
                          authorization: Authorization = None) -> dict[str, Any]:
    """The field's traveller of a board, its deal, double-dummy table and par."""
    from bridgeclub.tournaments.pages import board_analysis

    hub, live = await _board(request, tournament_id, board, authorization)
    key = (tournament_id, board)
    if key not in hub.analyses:
        hub.analyses[key] = await asyncio.get_running_loop().run_in_executor(
            hub.hub.pool, board_analysis, live.tournament, board)
    info = live.tournament.boards[board]
    return {"board": board, "dealer": info.dealer, "vulnerable": info.vulnerable,
            "form": live.tournament.form, "variant": live.tournament.variant,
            "traveller": live.tournament.traveller(board), **hub.analyses[key]}


@router.get("/api/tournaments/{tournament_id}/boards/{board}/plays/{entrant}")
async def board_play(tournament_id: str, board: int, entrant: int, request: Request,
                     authorization: Authorization = None) -> dict[str, Any]:
    """An entrant's auction and play of a board: South's final view and events, as the
    table's history gives them (web/static/history.js replays them)."""
    hub, live = await _board(request, tournament_id, board, authorization)
    play = live.tournament.plays.get((entrant, board))
    if play is None:
        raise ApiError(404, "not-found", f"entrant {entrant} has not played board {board}")
    table = await hub.hub.table(play.table)
    finished = next((d for d in table.finished if d.number == play.deal), None)
    if finished is None:
        raise ApiError(404, "not-found", "that deal is not in the table's log")
    chair = finished.chairs[Seat.S]
    return {"number": board, "name": live.tournament.entrants[entrant],
            "view": finished.game.view(chair),
            "events": [dict(e) for e in finished.game.events(chair)]}


@router.post("/api/tournaments/{tournament_id}/close")
async def close(tournament_id: str, request: Request,
                authorization: Authorization = None) -> dict[str, Any]:
    hub = hub_of(request)
    if await hub.who(bearer(authorization), tournament_id) != TEACHER:
        raise ApiError(403, "teacher-only", "only the teacher may close the tournament")
    live = await hub.close(tournament_id)
    return state_for(hub.signer, live, TEACHER)


@router.post("/api/tournaments/{tournament_id}/links")
async def reissue_links(tournament_id: str, request: Request,
                        authorization: Authorization = None) -> dict[str, Any]:
    """New links for the teacher and every entrant (as ``POST /api/events/{id}/links``
    for an event's); the old ones stop opening the tournament. The teacher's state lists
    each entrant's new link, to hand out again."""
    hub = hub_of(request)
    if await hub.who(bearer(authorization), tournament_id) != TEACHER:
        raise ApiError(403, "teacher-only", "only the teacher may make new links")
    live = await hub.reissue(tournament_id)
    token = hub.token(tournament_id, TEACHER)
    return {"tournament": tournament_id, "teacher_token": token,
            "teacher_link": links(live, token)["page"],
            "projector_link": links(live, token)["projector"],
            "state": state_for(hub.signer, live, TEACHER)}


async def _results(request: Request, tournament_id: str,
                   authorization: str | None) -> tuple[TournamentHub, LiveTournament]:
    hub = hub_of(request)
    # a link to download (no header): the token may come in the query
    who = await hub.who(bearer(authorization) or request.query_params.get("token"), tournament_id)
    live = await hub.live(tournament_id, fresh=True)
    if who != TEACHER and not live.closed:
        raise ApiError(403, "not-yet", "the results are published when the tournament "
                       "closes")
    return hub, live


@router.get("/api/tournaments/{tournament_id}/results.pbn",
            response_class=PlainTextResponse)
async def results_pbn(tournament_id: str, request: Request,
                      authorization: Authorization = None) -> str:
    from bridgeclub.tournaments.pages import tournament_pbn

    hub, live = await _results(request, tournament_id, authorization)
    text: str = await asyncio.get_running_loop().run_in_executor(
        hub.hub.pool, tournament_pbn, live.tournament)
    return text


@router.get("/api/tournaments/{tournament_id}/results.html", response_class=HTMLResponse)
async def results_html(tournament_id: str, request: Request,
                       authorization: Authorization = None) -> str:
    from bridgeclub.tournaments.pages import tournament_html

    hub, live = await _results(request, tournament_id, authorization)
    text: str = await asyncio.get_running_loop().run_in_executor(
        hub.hub.pool, tournament_html, live.tournament)
    return text


static_page(router, "tournament.html", "<p>The tournament page is not installed.</p>", 404,
            "/tournament", "/tournament/{tournament_id}", "/tournament/{tournament_id}/projector")


@router.websocket("/ws/tournaments/{tournament_id}")
async def tournament_socket(websocket: WebSocket, tournament_id: str) -> None:
    """The state on connect and after every change."""
    await watch_socket(websocket, hub_of(websocket), tournament_id)
