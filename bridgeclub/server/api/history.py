"""A seat's finished deals: their final views and events, their analysis and PBN, each
built from what that seat saw at the end of the deal.

A deal's analysis and its PBN need all four hands: they are given only for deals whose
final view, for this seat, shows the whole deal (its ``deal`` key); any other deal is left
out of the PBN and its analysis refused.
"""

from __future__ import annotations

from typing import Any

from bridgeclub.calls import Contract
from bridgeclub.deal import Deal
from bridgeclub.formats import pbn as pbn_format
from bridgeclub.formats.games import game_to_record
from bridgeclub.seats import Seat, Vulnerability
from bridgeclub.server.botpool import ASIDE
from bridgeclub.server.hub import ApiError, Hub
from bridgeclub.server.messages import FinishedDealView
from bridgeclub.server.table import FinishedDeal, Table


def finished_deals(table: Table, person: Seat) -> list[FinishedDealView]:
    return [FinishedDealView(number=d.number, view=d.game.view(d.chairs[person]),
                             events=[dict(e) for e in d.game.events(d.chairs[person])])
            for d in table.finished]


def _whole_deal(finished: FinishedDeal, person: Seat) -> Deal | None:
    """The deal when the seat's final view shows all of it, else None."""
    shown = finished.game.view(finished.chairs[person]).get("deal")
    if not isinstance(shown, str) or shown != finished.game.deal.to_pbn():
        return None
    deal = Deal.from_pbn(shown)
    return deal if deal.is_complete else None


def deals_pbn(table: Table, person: Seat) -> str:
    """The finished deals the seat saw whole, as PBN."""
    records = [game_to_record(d.game, Event=f"bridgeclub table {table.id}",
                              Round=str(d.number))
               for d in table.finished if _whole_deal(d, person) is not None]
    return pbn_format.dumps(records)


def _analyse(deal: Deal, view: dict[str, Any]) -> dict[str, Any]:
    from bridgeclub.analysis import dds

    table = dds.dd_table(deal)
    vulnerability = Vulnerability.from_str(view.get("vulnerability") or "None")
    dealer = Seat.from_str(view.get("dealer") or "N")
    par = dds.par(table, vulnerability, dealer)
    costly: list[dict[str, Any]] = []
    contract_view = view.get("contract")
    declarer = view.get("declarer")
    cards = [c["card"] for t in view.get("tricks", []) for c in t.get("cards", [])]
    if contract_view and declarer and cards and "JK" not in cards:
        try:
            contract = Contract.from_str(f"{contract_view['level']}"
                                         f"{contract_view['strain']}",
                                         Seat.from_str(declarer))
            for step in dds.analyse_play(deal, contract, cards):
                if step.cost:
                    costly.append({"seat": str(step.seat), "card": str(step.card),
                                   "cost": step.cost})
        except (ValueError, KeyError, TypeError):
            costly = []
    return {"dd_table": {"tricks": [list(r) for r in table.tricks],
                         "text": table.to_pbn_tricks()},
            "par": {"score": par.score, "contracts": par.describe()},
            "costly_cards": costly}


async def analysis(hub: Hub, table: Table, person: Seat, number: int) -> dict[str, Any]:
    finished = next((d for d in table.finished if d.number == number), None)
    if finished is None:
        raise ApiError(404, "not-found", f"deal {number} is not a finished deal here")
    deal = _whole_deal(finished, person)
    if deal is None:
        raise ApiError(403, "hidden", "this deal's hands were not all shown to this seat")
    view = finished.game.view(finished.chairs[person])
    # in the computers' fair queue, behind the tables' own turns
    result: dict[str, Any] = await hub.pool.run(table.id, _analyse, deal, view,
                                                priority=ASIDE)
    return result
