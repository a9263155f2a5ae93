"""MiniBridge's decisions (seed 001): declarer's contract from the announced points, and
MiniBridge with slips: open or pass, the opener's and the overcaller's contracts.

Declarer uses the guideline that also fills the view's ``teaching``
(``bridgeclub.variants.minibridge.guideline``): a game with 26 points together, else a
part score; a major fit of eight first, no trumps for a minor fit with game values.
With slips, a player opens with 12 points (the opening strength of the full game); the
opener and the overcaller see their partner's slip and bid what the two hands are worth:
game at once with 26, a part score at the cheapest level the fit allows otherwise.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bridgeclub.bots.bidding.bids import place, suit_name
from bridgeclub.bots.bidding.estimate import best_contract
from bridgeclub.bots.bidding.evaluation import Evaluation
from bridgeclub.bots.player import Decision
from bridgeclub.calls import Strain
from bridgeclub.variants.minibridge import guideline

View = Mapping[str, Any]


def contract(view: View) -> Decision:
    legal = list(view["legal_actions"])
    me = str(view.get("seat"))
    side = "NS" if me in "NS" else "EW"
    points = int((view.get("points_by_side") or {}).get(side, 0))
    lengths: dict[Strain, int] = {s: 0 for s in Strain if s is not Strain.NOTRUMP}
    for seat, cards in (view.get("hands") or {}).items():
        if (seat in "NS") == (side == "NS"):
            for card in cards:
                lengths[Strain.from_str(card[0])] += 1
    choice, why = guideline(points, lengths)
    if str(choice) in legal:
        return Decision(str(choice), why)
    return Decision(legal[0], why)


def with_slips(view: View, level: str) -> Decision:
    legal = list(view["legal_actions"])
    me = str(view.get("seat"))
    hand = Evaluation.of(view.get("hand") or [])
    if "open" in legal:
        if hand.hcp >= 12:
            return Decision("open", f"{hand.hcp} points: 12 or more, enough to open")
        return Decision("P", f"{hand.hcp} points: fewer than 12, not enough to open")
    partner = "NESW"[("NESW".index(me) + 2) % 4]
    slip = (view.get("slips") or {}).get(partner) or {}
    points = hand.hcp + int(slip.get("hcp", 10 if level != "beginner" else 8))
    lengths = {s: hand.length[s] + float((slip.get("lengths") or {}).get(s, 3.25))
               for s in "SHDC"}
    lvl, strain, words = best_contract(points, lengths)
    auction = [e for e in view.get("auction") or []]
    bids = [e for e in auction if e["call"] not in ("P", "X", "XX")]
    last = bids[-1]["call"] if bids else None
    ours_last = bool(bids) and bids[-1]["seat"] in (me, partner)
    why = f"{points} points with partner's slip: {words}"
    if strain != "N":
        why += f", {int(lengths[strain])} {suit_name(strain)} together"
        lvl = max(lvl, min(int(lengths[strain]) - 6, lvl + 1)) if last and not ours_last else lvl
    return place(legal, last, lvl, strain, why, ours_last)
