"""The declared view: what every variant's ``view(seat)`` and ``events(seat)`` hold.

A front end or a computer player reads every variant through these types, so the same key
means the same thing everywhere. ``GameView`` is the common part, present in every variant;
each variant adds its own keys, declared in the ``*View`` types below (racks, the stock,
announced points, slips, the Memory Help Form). A JSON Schema generated from these types
(``bridgeclub/view.schema.json``, written by ``python3 -m bridgeclub.view_schema``) is
there for front ends in other languages.

What the common keys mean:

- ``seat`` the viewer; ``players`` the seats people sit in; ``turn`` whose hand or voice is
  next and ``actor`` who decides it (declarer for dummy); ``legal_actions`` the actor's
  choices as action strings, empty for anyone else; ``version`` the number of accepted
  actions (send it back with an action).
- ``hand`` the viewer's cards now; ``hands`` every hand the viewer may see now (her own,
  dummy once faced, ...), the whole deal once it is over except what the rules keep unseen.
- ``auction``: each call with its ``seat``, ``alert`` and ``explanation`` (what the caller
  said it means; every seat may read it).
- ``contract``: ``ContractView`` or None. ``text`` is the game's own name for it (``4SX``,
  EZ-Bridge's ``13NT``, MiniBridge's ``game H``), ``tricks_needed`` what declarer's side
  must win (EZ-Bridge: the level itself; elsewhere book plus the level).
- ``tricks_won``: by side (``NS``/``EW``) in the four-seat games, by player (``S``/``W``)
  in the games for two.
- ``result``: None until the deal is over; then ``score`` is the points each column of the
  match's score sheet gains from this deal (by side, or by player where the game scores
  each player: 3-person EZ-Bridge, Buddy Bridge). In duplicate each side's score is from its
  own point of view (NS +420, EW -420); in rubber and Chicago the points written on that
  side's half of the sheet, above and below the line together.
- ``vulnerability`` (``None``/``NS``/``EW``/``All``, or null where the game has none),
  ``situation`` the scoring situation handed down by the match the game belongs to
  (rubber games won, Chicago hand and part scores, session deal n of N), or null.

>>> import bridgeclub as bc
>>> game = bc.new_game("duplicate", board=1, seed=3)
>>> _ = game.act("1NT", explanation="15-17 points, balanced", alert=False)
>>> view = game.view("E")
>>> view["version"], view["auction"][0]["explanation"], view["contract"]
(1, '15-17 points, balanced', None)
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, NotRequired, Protocol

from typing_extensions import TypedDict

from bridgeclub.calls import Contract, Strain
from bridgeclub.seats import Seat, Side

#: A JSON-ready object: a view, a saved game, a result's details.
JSON = dict[str, Any]
Points = int | str


class ViewedMove(Protocol):
    """What a view reads of an accepted action (``bridgeclub.game_base.Move``): this module
    stands below the game, so it names only what it uses."""

    @property
    def number(self) -> int: ...
    @property
    def phase(self) -> str: ...
    @property
    def seat(self) -> Seat: ...
    @property
    def actor(self) -> Seat: ...
    @property
    def action(self) -> object: ...
    @property
    def explanation(self) -> str: ...
    @property
    def alert(self) -> bool: ...


class ViewedGame(Protocol):
    """What ``finish_view`` reads of a game (``bridgeclub.game_base.Game``)."""

    @property
    def players(self) -> tuple[Seat, ...]: ...
    @property
    def version(self) -> int: ...
    @property
    def history(self) -> Sequence[ViewedMove]: ...
    def contract_view(self) -> ContractView | None: ...
    def scoring_situation(self) -> JSON | None: ...


class ContractView(TypedDict):
    """A contract: ``text`` as the game names it, and its parts."""

    text: str
    level: int
    strain: str
    doubled: int
    declarer: str | None
    tricks_needed: int


class AuctionEntry(TypedDict):
    seat: str
    call: str
    alert: bool
    explanation: str | None


class PlayedCard(TypedDict):
    seat: str
    card: str


class TrickView(TypedDict):
    leader: str
    cards: list[PlayedCard]
    winner: str | None


class ResultView(TypedDict):
    """How the deal ended. ``score``: the points each column gains from the deal (see the
    module docstring); the variant adds details (``claim``, ``beer_card``, ``entries``)."""

    contract: str
    declarer: str | None
    tricks: int | None
    score: dict[str, Points]


class GameView(TypedDict):
    """The keys every variant's view has, with the same meaning everywhere."""

    variant: str
    seat: str
    players: list[str]
    phase: str
    version: int
    turn: str | None
    actor: str | None
    legal_actions: list[str]
    dealer: str
    vulnerability: str | None
    hand: list[str]
    hands: dict[str, list[str]]
    auction: list[AuctionEntry]
    contract: ContractView | None
    declarer: str | None
    dummy: str | None
    tricks: list[TrickView]
    tricks_won: dict[str, int]
    result: ResultView | None
    situation: dict[str, Any] | None
    board: NotRequired[int | None]
    claim: NotRequired[dict[str, Any]]
    can_undo: NotRequired[bool]
    deal: NotRequired[Any]
    memory_help: NotRequired[dict[str, Any]]


class RackSlot(TypedDict):
    up: str | None
    covered: bool


class BridgeForTwoView(GameView):
    """Goren's Bridge for Two: the two racks as their owner and opponent see them."""

    plays_for: list[str]
    racks: dict[str, list[RackSlot]]


class DoubleDummyTwoView(GameView):
    plays_for: list[str]


class StockView(TypedDict):
    cards: int
    faced: str | None


class BuddyBridgeView(GameView):
    """Buddy Bridge: the stock, this trick's trump, the exchange tricks (a drawn card shown
    only to the player who drew it) and the joker exchange."""

    stock: StockView
    trump: str | None
    exchange_tricks: list[dict[str, Any]]
    exchange_won: dict[str, int]
    joker_exchange: dict[str, str]


class EzBridgeView(GameView):
    number: int | None
    first_bidder: str
    partner_choice: NotRequired[str | None]
    hint: NotRequired[Any]


class EzBridge3View(EzBridgeView):
    """3-person EZ-Bridge: ``seating`` chair to person for the play, ``people`` each
    person's name by seat (what every front end calls her; the dummy is ``Dummy``),
    ``bidder_tricks`` the Winning Bidder's tricks with dummy's. ``tricks_won`` counts by
    the chairs after the move: N-S is the Winning Bidder with dummy."""

    seating: dict[str, str]
    people: dict[str, str]
    bidder_tricks: int | None


class MiniBridgeView(GameView):
    """MiniBridge: the points announced so far; once all four have announced (with the
    ``count`` option they announce one by one), each side's total and whether the deal is
    thrown in."""

    number: int | None
    announcements: list[dict[str, Any]]
    points: dict[str, int]
    points_by_side: NotRequired[dict[str, int]]
    redeal: NotRequired[bool]
    tricks_needed: int | None
    teaching: NotRequired[dict[str, Any]]


class MiniBridgeOpenView(GameView):
    openings: list[dict[str, Any]]
    opener: str | None
    overcaller: str | None
    slips: dict[str, dict[str, Any]]
    redeal: bool


class EventView(TypedDict):
    """One accepted action as a seat may know it. ``action`` is None when the rules hide
    it from this seat (a card taken from the stock); ``text`` then says what happened."""

    version: int
    phase: str
    seat: str
    actor: str
    action: str | None
    text: str
    alert: bool
    explanation: str | None


#: The view type of each variant, for the schema and the tests.
VIEW_TYPES: dict[str, type] = {
    "duplicate": GameView, "rubber": GameView, "chicago": GameView,
    "minibridge": MiniBridgeView, "minibridge-open": MiniBridgeOpenView,
    "ez-bridge": EzBridgeView, "ez-bridge-3": EzBridge3View,
    "bridge-for-two": BridgeForTwoView, "double-dummy-two": DoubleDummyTwoView,
    "buddy-bridge": BuddyBridgeView,
}


def contract_view(contract: Contract, text: str | None = None,
                  tricks_needed: int | None = None) -> ContractView:
    """A contract as the view shows it.

    >>> contract_view(Contract.from_str("4SX by S"))["tricks_needed"]
    10
    >>> contract_view(Contract.from_str("2H by N"), text="part H")["text"]
    'part H'
    """
    strain: Strain = contract.strain
    return {"text": str(contract) if text is None else text, "level": contract.level,
            "strain": str(strain), "doubled": contract.doubled,
            "declarer": None if contract.declarer is None else str(contract.declarer),
            "tricks_needed": contract.tricks_needed if tricks_needed is None
            else tricks_needed}


def finish_view(game: ViewedGame, who: Seat, view: JSON) -> JSON:
    """Add the common keys to a variant's view and give shared keys their one meaning."""
    view["seat"] = str(who)
    view["players"] = [str(s) for s in game.players]
    view["version"] = game.version
    view.setdefault("dealer", str(getattr(game, "dealer", game.players[0])))
    view.setdefault("vulnerability", None)
    view.setdefault("auction", [])
    view.setdefault("declarer", None)
    view.setdefault("dummy", None)
    view.setdefault("tricks", [])
    view["contract"] = game.contract_view()
    view["auction"] = _annotated(view["auction"], game.history)
    view["tricks_won"] = _tricks_won(view.get("tricks_won") or {}, game.players)
    view["situation"] = game.scoring_situation()
    return view


def _annotated(entries: list[JSON], history: Sequence[ViewedMove]) -> list[JSON]:
    """Auction entries with each call's alert and explanation, from the moves that made
    the calls (the auction's calls are the last calls of the game's auction phase)."""
    calls = [m for m in history if m.phase == "auction"][-len(entries):] if entries else []
    notes = {}
    if len(calls) == len(entries) and all(
            str(m.action) == e["call"] and str(m.seat) == e["seat"]
            for m, e in zip(calls, entries, strict=True)):
        notes = {index: m for index, m in enumerate(calls)}
    annotated: list[JSON] = []
    for index, entry in enumerate(entries):
        move = notes.get(index)
        annotated.append({**entry, "alert": bool(move and move.alert),
                          "explanation": (move.explanation or None) if move else None})
    return annotated


def _tricks_won(won: dict[str, int], players: tuple[Seat, ...]) -> dict[str, int]:
    """By side in four-seat games, by player in the games for two."""
    sides = [str(side) for side in Side]
    if len(players) == 2:
        if set(won) <= set(sides):
            return {str(p): won.get(str(p.side), 0) for p in players}
        return {str(p): won.get(str(p), 0) for p in players}
    if set(won) <= set(sides):
        return {side: won.get(side, 0) for side in sides}
    return {str(side): sum(n for seat, n in won.items() if Seat.from_str(seat).side is side)
            for side in Side}


def event_view(move: ViewedMove, seen: str | None, hidden_text: str) -> EventView:
    """One action as a seat may know it."""
    if seen is None:
        text = hidden_text
    else:
        for_seat = f" for {move.seat.full_name}" if move.actor is not move.seat else ""
        text = f"{move.actor.full_name}{for_seat}: {seen}"
    return {"version": move.number, "phase": move.phase, "seat": str(move.seat),
            "actor": str(move.actor), "action": seen, "text": text, "alert": move.alert,
            "explanation": move.explanation or None}
