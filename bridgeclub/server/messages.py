"""Every message of the table protocol (``docs/protocol.md``) as a pydantic model.

Messages carry a ``type`` that tells them apart (a discriminated union), so a client's
message is read in one step and anything else is refused with an ``error``:

>>> read_client_message('{"type": "action", "action": "1NT", "version": 3}').action
'1NT'
>>> read_client_message('{"type": "shout"}')
Traceback (most recent call last):
...
ValueError: not a message of the table protocol: type 'shout' is not one of action, next, hint, \
resume, ping
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, ValidationError

Key = Annotated[str, Field(min_length=1, max_length=64)]


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid")


# -- client to server ----------------------------------------------------------------------
class ActionMessage(Strict):
    """Take an action (its string form, as ``legal_actions`` lists it) at ``version``."""

    type: Literal["action"] = "action"
    action: Annotated[str, Field(min_length=1, max_length=40)]
    version: Annotated[int, Field(ge=0)]
    key: Key | None = None
    explanation: Annotated[str, Field(max_length=500)] = ""
    alert: bool = False


class NextMessage(Strict):
    """Start the next deal once this one is over (idempotent)."""

    type: Literal["next"] = "next"
    deal_number: int | None = None


class HintMessage(Strict):
    type: Literal["hint"] = "hint"


class ResumeMessage(Strict):
    """After a reconnection: the events since ``since`` (a version of deal
    ``deal_number``, by default the current one) and a fresh view."""

    type: Literal["resume"] = "resume"
    since: Annotated[int, Field(ge=0)]
    deal_number: int | None = None


class PingMessage(Strict):
    type: Literal["ping"] = "ping"


ClientMessage = Annotated[
    ActionMessage | NextMessage | HintMessage | ResumeMessage | PingMessage,
    Field(discriminator="type")]
_CLIENT = TypeAdapter(ClientMessage)


def read_client_message(text: str | bytes) -> ActionMessage | NextMessage | HintMessage | \
        ResumeMessage | PingMessage:
    """A client's message, or ValueError saying what is wrong with it."""
    try:
        return _CLIENT.validate_json(text)
    except ValidationError as error:
        first = error.errors()[0]
        if first["type"] == "union_tag_invalid":
            raise ValueError(f"not a message of the table protocol: type "
                             f"{first['ctx']['tag'][:20]!r} is not one of action, next, hint, "
                             "resume, ping") from None
        where = ".".join(str(p) for p in first["loc"][:1]) or "message"
        raise ValueError(f"not a message of the table protocol: {where}: {first['msg']}"
                         ) from None


# -- REST bodies ---------------------------------------------------------------------------
class CreateTable(Strict):
    """A new table: the variant, the kind of match (the variant's first by default), who
    sits where (``human``, ``computer``, ``computer:<level>``; missing seats: computer)
    and the options (the match's, and the table's: claims, undo, memory_help, hints)."""

    variant: Annotated[str, Field(max_length=40)]
    match: Annotated[str, Field(max_length=40)] | None = None
    seats: dict[str, str] = Field(default_factory=dict)
    options: dict[str, Any] = Field(default_factory=dict)


class ActionRequest(Strict):
    action: Annotated[str, Field(min_length=1, max_length=40)]
    version: Annotated[int, Field(ge=0)]
    key: Key | None = None
    explanation: Annotated[str, Field(max_length=500)] = ""
    alert: bool = False


class NextRequest(Strict):
    deal_number: int | None = None


# -- server to client ----------------------------------------------------------------------
class TableCreated(BaseModel):
    table: str
    tokens: dict[str, str]
    links: dict[str, str]
    #: The host's token: reissues the links (``POST /api/tables/{id}/links``), stops it.
    host_token: str | None = None


class MatchState(BaseModel):
    """The match's public part: standing, score sheet, totals, winner."""

    kind: str
    standing: dict[str, Any]
    sheet: dict[str, Any]
    totals: dict[str, Any]
    is_over: bool
    winner: str | None
    summary: str
    outcome: str


class ViewMessage(BaseModel):
    """A seat's view of its table (after every change and on connect)."""

    type: Literal["view"] = "view"
    table: str
    seat: str
    version: int
    deal_number: int
    view: dict[str, Any]
    match: MatchState
    seats: dict[str, str]
    connected: dict[str, bool]
    thinking: str | None
    options: dict[str, bool]
    #: Each side's convention card (``{"NS": "acol", "EW": "sayc"}``) where the game has
    #: the four-hand auction: what its computers bid and read, shown at ``/card``.
    cards: dict[str, str] = {}
    #: An undo waiting for people's agreement: ``{"by", "to", "waiting": [chairs]}``.
    undo_request: dict[str, Any] | None = None
    #: Whether this person may ask the others to let her take back her last action.
    can_ask_undo: bool = False
    #: Why the table stopped, when a computer's turn failed twice and no safe outcome
    #: could be played: the table waits where it is (a person may undo) until the club
    #: looks at it. None while the table plays on.
    failed: str | None = None


class EventMessage(BaseModel):
    type: Literal["event"] = "event"
    version: int
    event: dict[str, Any]


class ThinkingMessage(BaseModel):
    type: Literal["thinking"] = "thinking"
    seat: str


class ErrorMessage(BaseModel):
    type: Literal["error"] = "error"
    code: str
    message: str


class PongMessage(BaseModel):
    type: Literal["pong"] = "pong"


class HintAnswer(BaseModel):
    type: Literal["hint"] = "hint"
    action: str
    explanation: str


class FinishedDealView(BaseModel):
    number: int
    view: dict[str, Any]
    events: list[dict[str, Any]]


class VariantInfo(BaseModel):
    id: str
    name: str
    description: str = ""
    players: list[str]
    match_kinds: list[dict[str, Any]]
    options: list[dict[str, Any]]
    #: The convention cards its auction may be bid on (``system_ns``, ``system_ew``
    #: table options), by name and title; none for a game without that auction.
    systems: list[dict[str, str]] = []


class RulesInfo(BaseModel):
    """A game's rules in a player's words (``bridgeclub.rules_text``), title first."""

    id: str
    description: str
    texts: list[str]


ServerMessage = Annotated[
    ViewMessage | EventMessage | ThinkingMessage | ErrorMessage | PongMessage | HintAnswer,
    Field(discriminator="type")]
