"""``a`` after a deal: the double-dummy table, par, and the cards that cost a trick.

Through ``bridgeclub.analysis.dds`` (DDS via endplay): the tricks each seat would take as
declarer in each strain with every card seen, the par result where the deal is scored as
contract bridge, and each card of the play that gave away a trick against the best play.
Shown only once the deal is over, when every hand may be seen.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from bridgeclub.game import Game
from bridgeclub.tui.actions import declarer_won
from bridgeclub.tui.screen import SEAT_NAMES, call_text, card_text, person_names, wrap

#: The variants whose deals are scored as contract bridge (par means something there).
PAR_VARIANTS = ("duplicate", "rubber", "chicago", "bridge-for-two", "double-dummy-two")


def analysis_lines(game: Game, view: Mapping[str, Any]) -> list[str]:
    """The analysis screen of a finished ``game`` (``view`` is a player's view of it)."""
    from bridgeclub.analysis.dds import analyse_play, dd_table, par
    from bridgeclub.calls import Contract, Strain
    from bridgeclub.deal import Deal
    from bridgeclub.seats import Seat, Vulnerability

    deal = game.deal
    if not getattr(deal, "is_complete", False) or view.get("variant") == "buddy-bridge":
        return ["Double-dummy analysis needs four hands of 13 cards;",
                "this game has two hands and a stock."]
    table = dd_table(deal)
    lines = ["Double dummy: the tricks each declarer takes with every card seen",
             "           NT    ♠    ♥    ♦    ♣"]
    strains = [Strain.NOTRUMP, Strain.SPADES, Strain.HEARTS, Strain.DIAMONDS, Strain.CLUBS]
    for seat in (Seat.N, Seat.S, Seat.E, Seat.W):
        lines.append(f"  {seat.full_name:<7}" + "".join(f"{table[seat, s]:>5}"
                                                       for s in strains))
    vulnerability = getattr(game, "vulnerability", None)
    dealer = getattr(game, "dealer", Seat.N)
    if view.get("variant") in PAR_VARIANTS:
        found = par(table, vulnerability if isinstance(vulnerability, Vulnerability)
                    else Vulnerability.NONE, dealer)
        if found.contracts:
            best = ", ".join(f"{call_text(str(c))} by {SEAT_NAMES[str(c.declarer)]} "
                             f"({t} tricks)" for c, t in found.contracts[:3])
            lines.append(f"Par: N-S {found.score:+d}: {best}")
        else:
            lines.append("Par: pass it out (0)")
    contract = view.get("contract")
    cards = [c for trick in view.get("tricks") or [] for c in trick["cards"]]
    if contract and cards and view.get("declarer"):
        # the play in table positions: 3-person EZ-Bridge's Winning Bidder plays from
        # South's chair (``seating``: chair to person)
        seating = {Seat.from_str(c): Seat.from_str(p)
                   for c, p in (view.get("seating") or {}).items()} or {s: s for s in Seat}
        chair_of = {person: chair for chair, person in seating.items()}
        chairs = Deal({chair: deal[person] for chair, person in seating.items()})
        strain = Strain.from_str(contract["strain"])
        played = Contract(1, strain, 0, chair_of[Seat.from_str(view["declarer"])])
        try:
            steps = analyse_play(chairs, played, [c["card"] for c in cards])
        except ValueError as error:
            return [*lines, "", f"The play could not be analysed: {error}"]
        names = person_names(view)
        lines.append("")
        lines.append(f"The play of {call_text(contract['text'])} by "
                     f"{names[view['declarer']]}: double dummy "
                     f"{steps[0].before if steps else '?'} tricks at the start.")
        given = _claim_cost(view, steps)
        lines.extend(_costly(steps, {str(c): names[str(p)] for c, p in seating.items()},
                             given))
        if given:
            lines.append(f"The claim gave away {given} trick{'s' if given > 1 else ''} "
                         "against the best play.")
    return lines[:21]


def _claim_cost(view: Mapping[str, Any], steps: Sequence[Any]) -> int:
    """The tricks a settled claim or concession gave away against double-dummy play from
    where it was made: declarer's tricks then (double dummy, tricks won included) less the
    tricks her side ended with (the claimed ones counted in)."""
    claim = view.get("claim")
    if not claim or not claim.get("settled") or not steps:
        return 0
    return max(0, int(steps[-1].after) - declarer_won(view))


def _costly(steps: Sequence[Any], names: Mapping[str, str], claim_cost: int = 0
            ) -> list[str]:
    costly = [(index // 4 + 1, step) for index, step in enumerate(steps) if step.cost]
    if not costly:
        if claim_cost:
            return ["No card before the claim cost a trick."]
        return ["No card cost a trick: the play was as good as double dummy."]
    lines = ["Cards that cost a trick (trick number: who, card, tricks lost):"]
    text = "  ".join(f"{number}: {names[str(step.seat)]} {card_text(str(step.card))}"
                     f" -{step.cost}" for number, step in costly)
    lines.extend(wrap(text))
    return lines
