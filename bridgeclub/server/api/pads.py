"""Score pads for real cards in the browser (``/?pad=<code>``): the terminal's ``scorepad``
on the server, the same match code (``Match.record``, ``undo``, ``end``), kept in the
database so the pad survives reloads and is shared by a link.

A pad is made with a kind of match and its options; the answer has its code, the key that
writes to it (a signed token: whoever holds the writing link enters deals) and the two
links: ``/?pad=<code>&key=<key>`` to write, ``/?pad=<code>`` to read. Each entry is the
arguments of ``Match.record`` as JSON (``{"contract": "4SX", "declarer": "S", "tricks":
10, "honours": {"NS": 100}}``, ``{"contract": "P"}``); a result the match refuses is a 400
with its reason and changes nothing.
"""

from __future__ import annotations

import asyncio
import secrets
from typing import Annotated, Any

from fastapi import APIRouter, Header, Request
from pydantic import BaseModel, ConfigDict, Field

from bridgeclub.match import Match, match_class, new_match
from bridgeclub.server.frames import state_of
from bridgeclub.server.hub import ApiError, Hub
from bridgeclub.server.messages import MatchState
from bridgeclub.server.store import Conflict
from bridgeclub.server.store.pads import PadStore

router = APIRouter(prefix="/pads")
#: The kinds of match a pad scores: every kind of the terminal's ``scorepad``.
PAD_KINDS = ("rubber", "chicago", "duplicate", "minibridge", "minibridge-open", "ez-bridge",
             "ez-bridge-3", "buddy-bridge")
#: The one seat a pad's key names (the signer signs a table and a seat).
WRITER = "S"


class NewPad(BaseModel):
    model_config = ConfigDict(extra="forbid")

    kind: Annotated[str, Field(max_length=40)]
    options: dict[str, Any] = Field(default_factory=dict)


class PadEntry(BaseModel):
    """One deal's result: ``Match.record``'s arguments, or ``end`` to stop the match."""

    model_config = ConfigDict(extra="forbid")

    contract: Annotated[str, Field(max_length=40)] | None = None
    declarer: Annotated[str, Field(max_length=10)] | None = None
    tricks: int | None = None
    honours: dict[str, int] | None = None
    hcp: dict[str, int] | None = None
    exchange_winner: Annotated[str, Field(max_length=10)] | None = None
    end: bool = False
    version: int


class PadChange(BaseModel):
    model_config = ConfigDict(extra="forbid")

    version: int


class PadState(BaseModel):
    """What a pad shows: its match's sheet and standing, and how an entry is made."""

    code: str
    version: int
    kind: str
    players: list[str]
    example: str
    passed: str
    details: list[str]
    max_level: int
    doubles: bool
    deals: int
    match: MatchState
    writable: bool


class PadCreated(BaseModel):
    code: str
    key: str
    links: dict[str, str]


def _hub(request: Request) -> Hub:
    hub: Hub = request.app.state.hub
    return hub


def _pads(hub: Hub) -> PadStore:
    return PadStore(hub.store.engine)


def _state(code: str, match: Match, version: int, writable: bool) -> PadState:
    cls = type(match)
    return PadState(code=code, version=version, kind=match.kind,
                    players=[str(p) for p in match.players], example=cls.example,
                    passed=cls.pad_pass, details=list(cls.pad_details),
                    max_level=13 if match.kind.startswith("ez-bridge") else 7,
                    doubles="honours" in cls.pad_details,
                    deals=int(match.standing.get("deals_played", 0)),
                    match=state_of(match), writable=writable)


async def _load(hub: Hub, code: str) -> tuple[Match, int]:
    try:
        text, version = await asyncio.to_thread(_pads(hub).load, code[:40])
    except KeyError:
        raise ApiError(404, "not-found", "no such score pad") from None
    return Match.from_json(text), version


def _check_key(hub: Hub, code: str, key: str | None) -> None:
    token = (key or "").removeprefix("Bearer ").strip()
    try:
        found, seat = hub.signer.seat(token)
    except ValueError:
        raise ApiError(403, "bad-token", "this is the pad's reading link: only the writing "
                       "link enters results") from None
    if (found, seat) != (f"pad-{code}", WRITER):
        raise ApiError(403, "bad-token", "this key is for another pad")


async def _save(hub: Hub, code: str, match: Match, version: int) -> PadState:
    try:
        new = await asyncio.to_thread(_pads(hub).save, code, match.to_json(), version)
    except Conflict:
        raise ApiError(409, "stale", "the pad changed meanwhile: look again") from None
    return _state(code, match, new, True)


@router.post("", response_model=PadCreated)
async def create_pad(body: NewPad, request: Request) -> PadCreated:
    if body.kind not in PAD_KINDS:
        raise ApiError(400, "bad-pad", f"a score pad scores {', '.join(PAD_KINDS)}, not "
                       f"{body.kind[:40]!r}")
    options = {k: v for k, v in body.options.items() if k not in ("game_options",)}
    try:
        declared = {o.name for o in match_class(body.kind).option_declarations_of()}
        unknown = sorted(set(options) - declared)
        if unknown:
            raise ValueError(f"a {body.kind} pad has no option {unknown[0][:30]!r}")
        match = new_match(body.kind, **options)
    except (ValueError, TypeError) as error:
        raise ApiError(400, "bad-pad", str(error)) from None
    hub = _hub(request)
    code = secrets.token_urlsafe(9)
    await asyncio.to_thread(_pads(hub).create, code, body.kind, match.to_json())
    key = hub.signer.token(f"pad-{code}", WRITER)
    return PadCreated(code=code, key=key, links={"write": f"/?pad={code}&key={key}",
                                                 "read": f"/?pad={code}"})


@router.get("/{code}", response_model=PadState)
async def pad(code: str, request: Request,
              authorization: Annotated[str | None, Header()] = None) -> PadState:
    hub = _hub(request)
    match, version = await _load(hub, code)
    try:
        _check_key(hub, code, authorization)
        writable = True
    except ApiError:
        writable = False
    return _state(code, match, version, writable)


async def _load_to_change(hub: Hub, code: str, authorization: str | None,
                          version: int) -> tuple[Match, int]:
    """The pad and its version, for its keeper, as the change was asked of (else 409)."""
    _check_key(hub, code, authorization)
    match, current = await _load(hub, code)
    if version != current:
        raise ApiError(409, "stale", "the pad changed meanwhile: look again")
    return match, current


@router.post("/{code}/entries", response_model=PadState)
async def enter(code: str, body: PadEntry, request: Request,
                authorization: Annotated[str | None, Header()] = None) -> PadState:
    """Score one deal (or ``end`` the match): the match's own ``record``."""
    hub = _hub(request)
    match, version = await _load_to_change(hub, code, authorization, body.version)
    try:
        if body.end:
            match.end()
        else:
            if match.is_over:
                raise ValueError("the match is over: undo takes back the last line")
            if body.contract is None:
                raise ValueError(f"write the contract, like {match.example}")
            details = {name: value for name in type(match).pad_details
                       if (value := getattr(body, name)) is not None}
            args = [body.contract] if body.declarer is None and body.tricks is None \
                else [body.contract, body.declarer, body.tricks]
            match.record(*args, **details)
    except ValueError as error:
        raise ApiError(400, "not-scored", f"Not scored: {error}") from None
    return await _save(hub, code, match, version)


@router.post("/{code}/undo", response_model=PadState)
async def undo(code: str, body: PadChange, request: Request,
               authorization: Annotated[str | None, Header()] = None) -> PadState:
    hub = _hub(request)
    match, version = await _load_to_change(hub, code, authorization, body.version)
    try:
        match.undo()
    except ValueError as error:
        raise ApiError(400, "no-undo", str(error)) from None
    return await _save(hub, code, match, version)
