"""A seat's finished deals: their final views and events, their analysis and PBN, each
built from what that seat saw at the end of the deal.

A deal's analysis and its PBN need all four hands: they are given only for deals whose
final view, for this seat, shows the whole deal (its ``deal`` key); any other deal is left
out of the PBN and its analysis refused.
"""

from __future__ import annotations

from typing import Any

from bridgeclub.analysis import dds
from bridgeclub.calls import Contract
from bridgeclub.deal import Deal
from bridgeclub.formats import pbn as pbn_format
from bridgeclub.formats.games import contract_bridge_auction, game_to_record
from bridgeclub.game import Game
from bridgeclub.seats import Seat, Vulnerability
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


def _played_deal(deal: Deal, view: dict[str, Any]) -> tuple[Deal, dict[Seat, Seat]]:
    """The deal as it lay in the chairs during the play, and each chair's person.

    In 3-Person EZ-Bridge the Winning Bidder changes chairs with South before the play
    (``seating``: chair to person): the cards are played from the chairs, so the play is
    analysed with each person's cards in her chair. Elsewhere chairs are seats.
    """
    seating = view.get("seating")
    if not isinstance(seating, dict) or not seating:
        return deal, {seat: seat for seat in Seat}
    people = {Seat.from_str(chair): Seat.from_str(person) for chair, person in seating.items()}
    hands = {chair: deal[person] for chair, person in people.items()}
    return Deal(hands), people


def _costly_cards(deal: Deal, view: dict[str, Any]) -> list[dict[str, Any]]:
    """The cards of the play that cost tricks double dummy, named by who played them."""
    contract_view = view.get("contract")
    declarer = view.get("declarer")
    cards = [c["card"] for t in view.get("tricks", []) for c in t.get("cards", [])]
    if not contract_view or not declarer or not cards or "JK" in cards:
        return []
    played, people = _played_deal(deal, view)
    chair_of = {person: chair for chair, person in people.items()}
    contract = Contract.from_str(f"{min(int(contract_view['level']), 7)}"
                                 f"{contract_view['strain']}",
                                 chair_of[Seat.from_str(declarer)])
    return [{"seat": str(people[step.seat]), "card": str(step.card), "cost": step.cost}
            for step in dds.analyse_play(played, contract, cards) if step.cost]


def _analyse(deal: Deal, view: dict[str, Any], par_applies: bool) -> dict[str, Any]:
    """The double-dummy table, par (Contract Bridge's scoring only) and the costly cards;
    an error of the solver becomes the message of an ApiError, never a 500."""
    try:
        table = dds.dd_table(deal)
        par_text: dict[str, Any] | None = None
        if par_applies:
            vulnerability = Vulnerability.from_str(view.get("vulnerability") or "None")
            dealer = Seat.from_str(view.get("dealer") or "N")
            par = dds.par(table, vulnerability, dealer)
            par_text = {"score": par.score, "contracts": par.describe()}
    except (ValueError, RuntimeError) as error:   # endplay's DDSError is a RuntimeError
        raise ApiError(422, "no-analysis", f"the deal could not be analysed: {error}"
                       ) from None
    try:
        costly = _costly_cards(deal, view)
    except (ValueError, KeyError, TypeError, RuntimeError):
        costly = []                       # the table and par stand without the play's costs
    return {"dd_table": {"tricks": [list(r) for r in table.tricks],
                         "text": table.to_pbn_tricks()},
            "par": par_text, "costly_cards": costly}


def has_contract_bridge_par(game: Game) -> bool:
    """Whether par (the best contract for both sides under Contract Bridge's scoring)
    means anything for this game: it was bid as Contract Bridge is, not EZ-Bridge's
    trick counts or MiniBridge's announced points."""
    auction = contract_bridge_auction(game)
    return auction is not None and bool(auction.calls)


async def analysis(hub: Hub, table: Table, person: Seat, number: int) -> dict[str, Any]:
    finished = next((d for d in table.finished if d.number == number), None)
    if finished is None:
        raise ApiError(404, "not-found", f"deal {number} is not a finished deal here")
    deal = _whole_deal(finished, person)
    if deal is None:
        raise ApiError(403, "hidden", "this deal's hands were not all shown to this seat")
    view = finished.game.view(finished.chairs[person])
    # in the computers' fair queue, behind the tables' own turns
    answer: dict[str, Any] = await hub.costly(("analysis", table.id, number), _analyse,
                                              deal, view,
                                              has_contract_bridge_par(finished.game))
    return answer
