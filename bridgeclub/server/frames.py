"""The frames a seat gets, built from that seat's ``view`` and ``events`` and the match's
public standing and sheet: never from the deal, the history or the saved game.

>>> from bridgeclub.server.store import TableRow, DealRow
>>> from bridgeclub.server.table import Table
>>> table = Table(TableRow("t1", "rubber", "rubber", {}, {"claims": True},
...                        {"S": "human"}, 5))
>>> table.start_deal(DealRow("t1", 1, 11, ""))
>>> frame = view_message(table, Seat.S, {}, None)
>>> frame.seat, frame.deal_number, frame.view["seat"], len(frame.view["hand"])
('S', 1, 'S', 13)
>>> sorted(frame.options)
['claims', 'hints', 'memory_help', 'undo']
"""

from __future__ import annotations

from typing import Any

from bridgeclub.bots.bidding import FOUR_HAND_AUCTION
from bridgeclub.match import Match
from bridgeclub.seats import Seat
from bridgeclub.server.messages import EventMessage, MatchState, ViewMessage
from bridgeclub.server.table import HUMAN, Table


def match_state(table: Table) -> MatchState:
    """The match's public part, the same for every seat."""
    return state_of(table.match)


def state_of(match: Match) -> MatchState:
    """A match's public part: standing, sheet, totals, winner (a table's or a score pad's)."""
    standing = match.standing
    return MatchState(kind=match.kind, standing=standing, sheet=match.sheet.to_dict(),
                      totals=standing["totals"], is_over=match.is_over,
                      winner=match.winner, summary=match.summary(), outcome=match.outcome())


def seats_by_chair(table: Table) -> dict[str, str]:
    """Who sits at each chair of the current deal: ``human`` or ``computer:<level>``."""
    return {str(table.chairs[p]): table.seats.get(p, HUMAN) for p in table.people}


def view_message(table: Table, person: Seat, connected: dict[Seat, bool],
                 thinking: Seat | None, state: MatchState | None = None) -> ViewMessage:
    """The ``view`` frame of the person who sat at ``person`` when the match began."""
    game = table.game
    assert game is not None
    chair = table.chairs[person]
    options = table.row.table_options
    view = game.view(chair)
    request = table.pending_undo()
    ask = False
    if "can_undo" in view:      # against the computer: her action and the replies after it
        view["can_undo"] = table.can_take_back(person)
        ask = not view["can_undo"] and request is None and table.can_ask_to_take_back(person)
    return ViewMessage(
        table=table.id, seat=str(chair), version=game.version,
        deal_number=table.deal_number, view=view,
        match=state or match_state(table), seats=seats_by_chair(table),
        connected={str(table.chairs[p]): bool(connected.get(p)) for p in table.people
                   if table.seats.get(p, HUMAN) == HUMAN},
        thinking=None if thinking is None else str(thinking),
        options={name: bool(options.get(name)) for name in
                 ("claims", "undo", "hints", "memory_help")},
        cards=dict(zip(("NS", "EW"), table.cards(Seat.N), strict=True))
        if game.variant in FOUR_HAND_AUCTION else {},
        undo_request=None if request is None else request.to_dict(), can_ask_undo=ask)



def event_messages(table: Table, person: Seat, since: int) -> list[EventMessage]:
    """The events of the current deal since version ``since`` as ``person`` may know them;
    none when ``since`` is not a version of this deal."""
    game = table.game
    if game is None or not 0 <= since <= game.version:
        return []
    events: list[Any] = game.events(table.chairs[person], since=since)
    return [EventMessage(version=e["version"], event=dict(e)) for e in events]
