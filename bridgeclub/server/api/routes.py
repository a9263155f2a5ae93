"""The REST surface of the table protocol (``docs/protocol.md``).

Every answer to a seat is built from that seat's view and events (``frames``); a refusal
is ``{"type": "error", "code", "message"}`` with its status (409 stale, 400 illegal, 403
not this seat's to act) and changes nothing.
"""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Header, Request
from fastapi.responses import PlainTextResponse

from bridgeclub.game import find_variant, variant_names
from bridgeclub.match import match_class, match_kinds
from bridgeclub.rules_text import DESCRIPTIONS, rules_text
from bridgeclub.seats import Seat
from bridgeclub.server.api import history, pads
from bridgeclub.server.hub import ApiError, Hub
from bridgeclub.server.messages import (
    ActionRequest,
    CreateTable,
    FinishedDealView,
    HintAnswer,
    NextRequest,
    RulesInfo,
    TableCreated,
    VariantInfo,
    ViewMessage,
)

router = APIRouter(prefix="/api")
router.include_router(pads.router)
Authorization = Annotated[str | None, Header()]


def hub_of(request: Request) -> Hub:
    hub: Hub = request.app.state.hub
    return hub


def seat_of(hub: Hub, authorization: str | None, table_id: str) -> Seat:
    """The seat whose token came in ``Authorization: Bearer <token>``."""
    if not authorization or not authorization.startswith("Bearer "):
        raise ApiError(401, "no-token", "send the seat's token: Authorization: Bearer <token>")
    return hub.person(authorization[len("Bearer "):].strip(), table_id)[1]


@router.get("/variants", response_model=list[VariantInfo])
def variants() -> list[VariantInfo]:
    """Every variant with its players, its kinds of match and the options each declares."""
    answer = []
    for name in variant_names():
        game_class = find_variant(name)
        doc = (game_class.__doc__ or name).strip().splitlines()[0]
        kinds = [{"kind": k, "options": [o for o in match_class(k).option_declarations()
                                         if o["name"] not in ("variant", "game_options")]}
                 for k in match_kinds(name)]
        answer.append(VariantInfo(
            id=name, name=doc, description=DESCRIPTIONS.get(name, doc),
            players=[str(p) for p in game_class.players],
            match_kinds=kinds,
            options=[o for o in game_class.option_declarations()
                     if o["name"] in ("claims", "undo", "memory_help")]
            + [{"name": "hints", "kind": "bool", "default": False,
                "help": "a player may ask the computer what it would do"}]))
    return answer


@router.get("/variants/{variant}/rules", response_model=RulesInfo)
def rules(variant: str) -> RulesInfo:
    """The rules of a game in a player's words, for the browser's rules page: the texts
    the terminal's ``help`` shows, in the browser's words where they speak of the
    terminal."""
    if variant not in variant_names():
        raise ApiError(404, "not-found", f"no game {variant[:40]!r}: one of "
                       f"{', '.join(variant_names())}")
    return RulesInfo(id=variant, description=DESCRIPTIONS.get(variant, ""),
                     texts=rules_text(variant, "browser"))


@router.post("/tables", response_model=TableCreated)
async def create_table(body: CreateTable, request: Request) -> TableCreated:
    """A new table of any variant and match; the tokens of its human seats."""
    hub = hub_of(request)
    table, tokens = await hub.create(body)
    return TableCreated(table=table, tokens=tokens,
                        links={s: f"/t/{table}?token={t}" for s, t in tokens.items()},
                        host_token=hub.signer.token(table, "host"))


@router.get("/tables/{table_id}/view", response_model=ViewMessage)
async def view(table_id: str, request: Request, authorization: Authorization = None
               ) -> ViewMessage:
    hub = hub_of(request)
    return await hub.view(table_id, seat_of(hub, authorization, table_id))


@router.post("/tables/{table_id}/actions", response_model=ViewMessage)
async def act(table_id: str, body: ActionRequest, request: Request,
              authorization: Authorization = None) -> ViewMessage:
    """Take an action; the new view, or 409 (stale), 400 (illegal), 403 (not yours)."""
    hub = hub_of(request)
    seat = seat_of(hub, authorization, table_id)
    return await hub.act(table_id, seat, body.action, body.version, key=body.key,
                         explanation=body.explanation, alert=body.alert)


@router.post("/tables/{table_id}/next", response_model=ViewMessage)
async def next_deal(table_id: str, request: Request, body: NextRequest | None = None,
                    authorization: Authorization = None) -> ViewMessage:
    """Start the next deal once this one is over (idempotent)."""
    hub = hub_of(request)
    seat = seat_of(hub, authorization, table_id)
    await hub.next_deal(table_id, body.deal_number if body else None)
    return await hub.view(table_id, seat)


@router.get("/tables/{table_id}/hint", response_model=HintAnswer)
async def get_hint(table_id: str, request: Request, authorization: Authorization = None
                   ) -> HintAnswer:
    hub = hub_of(request)
    decision = await hub.hint(table_id, seat_of(hub, authorization, table_id))
    return HintAnswer(action=decision.action, explanation=decision.explanation)


@router.get("/tables/{table_id}/deals", response_model=list[FinishedDealView])
async def deals(table_id: str, request: Request, authorization: Authorization = None
                ) -> list[FinishedDealView]:
    """The seat's finished deals: each one's final view and events as that seat saw them."""
    hub = hub_of(request)
    seat = seat_of(hub, authorization, table_id)
    return history.finished_deals(await hub.table(table_id), seat)


@router.get("/tables/{table_id}/deals/{number}/analysis")
async def analysis(table_id: str, number: int, request: Request,
                   authorization: Authorization = None) -> dict[str, Any]:
    hub = hub_of(request)
    seat = seat_of(hub, authorization, table_id)
    return await history.analysis(hub, await hub.table(table_id), seat, number)


@router.get("/tables/{table_id}/deals.pbn", response_class=PlainTextResponse)
async def deals_pbn(table_id: str, request: Request, authorization: Authorization = None
                    ) -> str:
    hub = hub_of(request)
    seat = seat_of(hub, authorization, table_id)
    return history.deals_pbn(await hub.table(table_id), seat)
