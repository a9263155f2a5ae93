"""Club events over HTTP and a websocket.

    POST /api/events                         create: movement, tables, boards, scoring, names
    GET  /api/events/{id}                    the director's or a table's state (by token)
    GET  /api/events/{id}/movement           the director's guide (text and HTML)
    POST /api/events/{id}/results            enter a result (409 if there is one: correct it)
    PUT  /api/events/{id}/results            correct a result
    POST /api/events/{id}/results/check      what a result would score, nothing stored
    POST /api/events/{id}/matches            a teams event: enter a match (PUT: correct it)
    POST /api/events/{id}/matches/check      what a match would score, nothing stored
    GET  /api/events/{id}/teams.json         a teams event's file (``event teams score``)
    GET  /api/events/{id}/ranking            the live ranking (and, for the director, the
                                             travellers)
    POST /api/events/{id}/links              new links for the director and every table
                                             (the old ones get 401, their sockets close)
    POST /api/events/{id}/publish            publish the result pages at /e/{id}/results
    POST /api/events/{id}/online             play a round at bridgeclub tables, the
                                             computer in the empty seats
    GET  /api/events/{id}/results.pbn        the results file (Ruter columns)
    WS   /ws/events/{id}?token=...           the state, again after every change
    GET  /e, /e/{id}                         the page (bridgeclub/web/static/event.html)

Tokens come as ``Authorization: Bearer <token>`` (the websocket: ``?token=``). A refusal is
``{"type": "error", "code", "message"}`` with its status and changes nothing: 400 for an
impossible result, 403 for a table entering another table's board, 409 for a result
entered twice (correct it instead).
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Annotated, Any, Literal

from fastapi import APIRouter, FastAPI, Header, Request, WebSocket
from fastapi.responses import HTMLResponse, PlainTextResponse, Response
from pydantic import BaseModel, Field

from bridgeclub.events.teams import MatchScore
from bridgeclub.server.api.live import running, static_page
from bridgeclub.server.event_frames import (
    individual_sittings,
    ranking,
    scores_of,
    state_for,
)
from bridgeclub.server.event_teams import matches_of, try_match
from bridgeclub.server.eventhub import (
    DIRECTOR,
    EventHub,
    LiveEvent,
    result_to_json,
)
from bridgeclub.server.hub import ApiError, Hub
from bridgeclub.server.online import OnlineRounds
from bridgeclub.server.ws.watch import watch_socket

log = logging.getLogger("bridgeclub.server")
CHANNEL = "bridgeclub:events"
Authorization = Annotated[str | None, Header()]


@asynccontextmanager
async def lifespan(app: FastAPI) -> AsyncIterator[None]:
    """Start the events' hub next to the tables' hub (its store, signer and Redis)."""
    hub: Hub = app.state.hub
    events = EventHub(hub.store, hub.signer)
    app.state.events = events
    app.state.online = OnlineRounds(events, hub)
    async with running(events, hub.settings.redis, CHANNEL, "event") as notices:
        app.state.event_notices = notices
        try:
            yield
        finally:
            await app.state.online.stop()


router = APIRouter(lifespan=lifespan)


# -- messages ------------------------------------------------------------------------------
class CreateEvent(BaseModel):
    name: str = Field("Club event", max_length=80)
    #: ``individual``: everyone partners everyone (1 to 4 tables: 5, 8, 13 or 17
    #: players, MP, Butler or Cross); ``movement`` and ``pairs`` are then not used.
    #: ``teams``: ``teams`` teams of four, a ``schedule`` of ``rounds`` matches of
    #: ``boards_per_match`` boards, scored ``IMP`` (to VPs) or ``BAM``.
    kind: Literal["pairs", "individual", "teams"] = "pairs"
    movement: Literal["mitchell", "mitchell-relay", "mitchell-arrow", "howell",
                      "howell-3/4"] = "mitchell"
    tables: int = Field(3, ge=1, le=30)
    #: The pairs playing when one fewer than the tables seat: a sit-out.
    pairs: int | None = Field(None, ge=3, le=60)
    boards_per_round: int = Field(2, ge=1, le=8)
    scoring: Literal["MP", "Butler", "ButlerAll", "Cross", "Cross1", "Cross2", "IMP",
                     "BAM"] = "MP"
    teams: int = Field(4, ge=2, le=40)
    schedule: Literal["swiss", "round-robin"] = "swiss"
    #: A Swiss's rounds (a round robin: every team meets every other unless told).
    rounds: int | None = Field(None, ge=1, le=40)
    boards_per_match: int = Field(8, ge=1, le=64)
    #: Names of the pairs (of an individual: the players) by number ("3": "Ann Smith -
    #: Bob Jones"); the others "Pair N".
    names: dict[int, Annotated[str, Field(max_length=80)]] = Field(default_factory=dict)


class ResultEntry(BaseModel):
    """One table's result on one board: a contract (``4SX``, ``3NT``, ``Pass``) with
    declarer, tricks taken by declarer's side and the opening lead (``HK``); or an
    adjusted score (``A+/A-``, ``A/A``, ``A-/A+``); or ``not_played``. A pairs event's
    result names its pairs (``ns``, ``ew``); an individual's its ``table`` and ``round``."""

    board: int = Field(ge=1, le=999)
    ns: int | None = Field(None, ge=1, le=999)
    ew: int | None = Field(None, ge=1, le=999)
    table: int | None = Field(None, ge=1, le=99)
    round: int | None = Field(None, ge=1, le=99)
    contract: str | None = Field(None, max_length=8)
    declarer: str | None = Field(None, max_length=1)
    tricks: int | None = None
    lead: str | None = Field(None, max_length=4)
    adjusted: str | None = Field(None, max_length=6)
    not_played: bool = False
    key: str | None = Field(None, max_length=64)


class MatchEntry(BaseModel):
    """A teams event's match: its ``home`` and ``away`` teams and either both rooms'
    North-South scores board by board (``home_ns`` where the home team sits North-South,
    ``away_ns`` where the away team does) or only its IMP totals (``imps``: home's,
    away's)."""

    home: int = Field(ge=1, le=99)
    away: int = Field(ge=1, le=99)
    home_ns: list[int] | None = Field(None, max_length=64)
    away_ns: list[int] | None = Field(None, max_length=64)
    imps: list[int] | None = Field(None, min_length=2, max_length=2)
    key: str | None = Field(None, max_length=64)


def events_of(request: Request | WebSocket) -> EventHub:
    hub: EventHub = request.app.state.events
    return hub


async def who_of(hub: EventHub, authorization: str | None, event_id: str) -> str:
    if not authorization or not authorization.startswith("Bearer "):
        raise ApiError(401, "no-token", "send the event's token: Authorization: Bearer "
                       "<token>")
    return await hub.who(authorization[len("Bearer "):].strip(), event_id)


async def director_of(hub: EventHub, authorization: str | None, event_id: str) -> None:
    if await who_of(hub, authorization, event_id) != DIRECTOR:
        raise ApiError(403, "director-only", "only the director may do this")


def pairs_only(live: LiveEvent, what: str) -> LiveEvent:
    """``live``, if it is a pairs event: an individual or a teams event has no ``what``
    here yet (409)."""
    if live.teams is not None:
        raise ApiError(409, "pairs-only", f"a teams event has no {what} here: its file is "
                       "at /api/events/{id}/teams.json")
    if live.individual is not None:
        raise ApiError(409, "pairs-only", f"an individual event has no {what} here yet: "
                       "its ranking is live at /api/events/{id}/ranking")
    return live


# -- the API -------------------------------------------------------------------------------
@router.post("/api/events")
async def create_event(body: CreateEvent, request: Request) -> dict[str, Any]:
    """A new event: its boards dealt, its director's token and each table's link."""
    hub = events_of(request)
    if body.kind == "teams":
        if body.scoring not in ("IMP", "BAM"):
            raise ApiError(400, "bad-event", f"a teams event scores IMP (to VPs) or BAM, "
                           f"not {body.scoring}")
        live, token = await hub.create_teams(body.name, body.teams, body.names,
                                             body.boards_per_match, body.scoring,
                                             body.schedule, body.rounds)
    else:
        live, token = await hub.create(body.name, body.movement, body.tables,
                                       body.boards_per_round, body.scoring, body.names,
                                       body.pairs, body.kind)
    state = state_for(hub, live, DIRECTOR)
    return {"event": live.row.id, "director_token": token,
            "director_link": f"/e/{live.row.id}?token={token}", "tables": state["tables"],
            "state": state}


@router.get("/api/events/{event_id}")
async def event_state(event_id: str, request: Request, authorization: Authorization = None
                      ) -> dict[str, Any]:
    hub = events_of(request)
    who = await who_of(hub, authorization, event_id)
    return state_for(hub, await hub.live(event_id, fresh=True), who)


@router.get("/api/events/{event_id}/movement")
async def movement(event_id: str, request: Request, authorization: Authorization = None
                   ) -> dict[str, Any]:
    """The director's guide: who sits where with which boards, each round."""
    hub = events_of(request)
    await who_of(hub, authorization, event_id)
    live = await hub.live(event_id)
    plan = live.plan
    if live.teams is not None:
        return {"name": plan.name, "tables": plan.tables, "rounds": plan.rounds,
                "matches": matches_of(live.teams)}
    if live.individual is not None:
        guide = live.individual.movement.guide()
        return {"name": plan.name, "tables": plan.tables, "rounds": plan.rounds,
                "guide": guide, "sittings": individual_sittings(live.individual)}
    return {"name": plan.name, "tables": plan.tables, "rounds": plan.rounds,
            "guide": plan.guide(), "html": plan.guide_html(),
            "sittings": [{"round": s.round, "table": s.table, "ns": s.ns, "ew": s.ew,
                          "boards": list(s.boards)} for s in plan.sittings]}


async def entered(request: Request, event_id: str, authorization: str | None,
                  body: ResultEntry | MatchEntry, correcting: bool) -> dict[str, Any]:
    """Enter (or correct) one entry, a table's result or a team's match, for whoever the
    token speaks for; the state that one may see."""
    hub = events_of(request)
    who = await who_of(hub, authorization, event_id)
    live = await hub.enter(event_id, who, body.model_dump(exclude={"key"}),
                           correcting=correcting, key=body.key)
    return state_for(hub, live, who)


@router.post("/api/events/{event_id}/results")
async def enter_result(event_id: str, body: ResultEntry, request: Request,
                       authorization: Authorization = None) -> dict[str, Any]:
    """Enter a table's result; 409 if those pairs already have one on that board."""
    return await entered(request, event_id, authorization, body, correcting=False)


@router.put("/api/events/{event_id}/results")
async def correct_result(event_id: str, body: ResultEntry, request: Request,
                         authorization: Authorization = None) -> dict[str, Any]:
    """Correct a table's result (the earlier entry stays in the log)."""
    return await entered(request, event_id, authorization, body, correcting=True)


@router.post("/api/events/{event_id}/results/check")
async def check_result(event_id: str, body: ResultEntry, request: Request,
                       authorization: Authorization = None) -> dict[str, Any]:
    """What a result would score for North-South, for North to confirm: nothing stored."""
    hub = events_of(request)
    who = await who_of(hub, authorization, event_id)
    live = await hub.live(event_id, fresh=True)
    result = hub.checked(live, who, body.model_dump(exclude={"key"}), correcting=True)
    if isinstance(result, MatchScore):
        raise ApiError(400, "impossible", "a teams event's matches are checked at "
                       "/api/events/{id}/matches/check")
    from bridgeclub.server.event_frames import result_text

    return {"result": result_to_json(result), "text": result_text(result),
            "ns_points": result.ns_score(live.event.boards[result.board])}


@router.post("/api/events/{event_id}/matches")
async def enter_match(event_id: str, body: MatchEntry, request: Request,
                      authorization: Authorization = None) -> dict[str, Any]:
    """Enter a teams event's match (its captain, or the director); 409 if it has a
    result. The round's last match pairs the next round."""
    return await entered(request, event_id, authorization, body, correcting=False)


@router.put("/api/events/{event_id}/matches")
async def correct_match(event_id: str, body: MatchEntry, request: Request,
                        authorization: Authorization = None) -> dict[str, Any]:
    """Correct a match's result (the earlier entry stays in the log)."""
    return await entered(request, event_id, authorization, body, correcting=True)


@router.post("/api/events/{event_id}/matches/check")
async def check_match(event_id: str, body: MatchEntry, request: Request,
                      authorization: Authorization = None) -> dict[str, Any]:
    """What a match would score (IMPs, VPs), for the captain to confirm: nothing kept."""
    hub = events_of(request)
    who = await who_of(hub, authorization, event_id)
    live = await hub.live(event_id, fresh=True)
    if live.teams is None:
        raise ApiError(409, "teams-only", "only a teams event has matches: enter a result "
                       "at /api/events/{id}/results")
    score = hub.checked(live, who, body.model_dump(exclude={"key"}), correcting=True)
    assert isinstance(score, MatchScore)
    return try_match(live.teams, score)


@router.get("/api/events/{event_id}/teams.json")
async def teams_file(event_id: str, request: Request, authorization: Authorization = None
                     ) -> Response:
    """A teams event's file, as ``bridgeclub event teams`` keeps it (its ``score`` ranks
    it): the director's."""
    from bridgeclub.events.teams_file import teams_to_json

    hub = events_of(request)
    await director_of(hub, authorization, event_id)
    live = await hub.live(event_id, fresh=True)
    if live.teams is None:
        raise ApiError(409, "teams-only", "only a teams event has a teams file: a pairs "
                       "event's is /api/events/{id}/results.pbn")
    return Response(teams_to_json(live.teams), media_type="application/json")


@router.get("/api/events/{event_id}/ranking")
async def live_ranking(event_id: str, request: Request, authorization: Authorization = None
                       ) -> dict[str, Any]:
    hub = events_of(request)
    who = await who_of(hub, authorization, event_id)
    live = await hub.live(event_id, fresh=True)
    answer: dict[str, Any] = {"ranking": ranking(live, scores_of(live)), "seq": live.seq}
    if who == DIRECTOR:     # the travellers (of a teams event, the matches)
        part = "travellers" if live.teams is None else "matches"
        answer[part] = state_for(hub, live, who)[part]
    return answer


@router.post("/api/events/{event_id}/links")
async def reissue_links(event_id: str, request: Request, authorization: Authorization = None
                        ) -> dict[str, Any]:
    """New links for the director and every table (as ``POST /api/tables/{id}/links`` for
    a table's seats); the old ones stop opening the event."""
    hub = events_of(request)
    await director_of(hub, authorization, event_id)
    live = await hub.reissue(event_id)
    token = hub.token(event_id, DIRECTOR)
    return {"event": event_id, "director_token": token,
            "director_link": f"/e/{event_id}?token={token}",
            "tables": state_for(hub, live, DIRECTOR)["tables"]}


@router.post("/api/events/{event_id}/publish")
async def publish(event_id: str, request: Request, authorization: Authorization = None
                  ) -> dict[str, Any]:
    """Publish the result pages (ranking, travellers with hand records, score cards)."""
    hub = events_of(request)
    await director_of(hub, authorization, event_id)
    live = pairs_only(await hub.live(event_id, fresh=True), "result pages")
    if not live.event.results:
        raise ApiError(409, "no-results", "no results entered yet: nothing to publish")
    await hub.publish_pages(event_id)
    return {"published": True, "link": f"/e/{event_id}/results"}


class OnlineRound(BaseModel):
    """A round to play online: which seats of which tables people take (``{"3": {"S":
    "human"}}``); the computer plays every other seat."""

    round: int = Field(ge=1, le=100)
    people: dict[int, dict[Literal["N", "E", "S", "W"], Literal["human", "computer"]]] = \
        Field(default_factory=dict)
    #: How well the computer plays the empty seats.
    level: Literal["beginner", "standard", "expert"] = "standard"


@router.post("/api/events/{event_id}/online")
async def play_online(event_id: str, body: OnlineRound, request: Request,
                      authorization: Authorization = None) -> dict[str, Any]:
    """Play a round at bridgeclub tables dealing the event's boards; the computer fills
    the empty seats and each result goes straight into the event. The links of the
    people's seats come back (and in the director's state)."""
    hub = events_of(request)
    await director_of(hub, authorization, event_id)
    pairs_only(await hub.live(event_id), "online rounds")
    online: OnlineRounds = request.app.state.online
    computer = f"computer:{body.level}"
    people: dict[int, dict[str, str]] = {
        t: {str(s): computer if k == "computer" else str(k) for s, k in seats.items()}
        for t, seats in body.people.items()}
    return {"round": body.round,
            "tables": await online.start_round(event_id, body.round, people, computer)}


@router.get("/api/events/{event_id}/results.pbn", response_class=PlainTextResponse)
async def results_pbn(event_id: str, request: Request, authorization: Authorization = None
                      ) -> str:
    from bridgeclub.events.results import event_records
    from bridgeclub.formats import pbn

    hub = events_of(request)
    await director_of(hub, authorization, event_id)
    live = pairs_only(await hub.live(event_id, fresh=True), "a results file")
    scores = scores_of(live)
    if scores is None:
        raise ApiError(409, "no-results", "no results entered yet")
    return pbn.dumps(event_records(live.event, scores))


@router.get("/e/{event_id}/results", include_in_schema=False)
async def results_page(event_id: str, request: Request) -> Response:
    """The published result pages (``bridgeclub.events.pages``); 404 until published."""
    from bridgeclub.events.pages import event_html

    hub = events_of(request)
    live = await hub.live(event_id, fresh=True)
    scores = scores_of(live)
    if not live.row.published or scores is None:
        return HTMLResponse("<!doctype html><title>Not published</title><p>The director "
                            "has not published the results of this event yet.</p>",
                            status_code=404)
    return HTMLResponse(await asyncio.to_thread(event_html, live.event, scores))


static_page(router, "event.html", "<p>The events page is not installed.</p>", 404,
            "/e", "/e/{event_id}")


# -- live ----------------------------------------------------------------------------------
@router.websocket("/ws/events/{event_id}")
async def event_socket(websocket: WebSocket, event_id: str) -> None:
    """The director's or a table's state on connect and after every change."""
    await watch_socket(websocket, events_of(websocket), event_id)
