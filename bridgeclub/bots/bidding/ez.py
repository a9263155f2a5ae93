"""EZ-Bridge's decisions (seed 000): trick-count bids, and partner's ``play`` or ``dummy``.

A bid in EZ-Bridge names the number of tricks (``7S``: seven tricks with spades trumps).
The first bidder follows the book's opening advice (``ez_advice.opening_hint``, the
view's ``hint``): at least 7 in the strongest suit with an above-average hand, low in the
longest suit with a weak one, else pass. Later bids count the tricks the side should take:
the hand's points and what partner's bid said (7 or more: above average, about 12
points; 1-3: a weak hand, about 5; a pass: 8; nothing yet: average, 10), in partner's suit
with three cards of it, else the hand's longest suit; partner counts for no more than the
points the opponents' bids leave her (40 in the pack). In 3-person EZ-Bridge the dummy is in
view and counted exactly. The winning bidder's partner lays her hand down as dummy (the
declarer then plays both hands, as in the classic game) unless she holds the values
(12 points or more), which she keeps hidden from the defenders by playing them herself.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bridgeclub.bots.bidding.bids import suit_name
from bridgeclub.bots.bidding.context import level_of, rank, strain_of
from bridgeclub.bots.bidding.estimate import tricks_for_points
from bridgeclub.bots.bidding.evaluation import SUITS, Evaluation
from bridgeclub.bots.player import Decision
from bridgeclub.deal import Hand
from bridgeclub.variants.ez_advice import opening_hint

View = Mapping[str, Any]


def _partner_estimate(call: str | None) -> int:
    """What a player's last bid says of her points (the book's measure: 7 or more is an
    above-average hand, 1-3 a weak one); a pass or no bid yet, an average hand."""
    if call is None:
        return 10
    if not level_of(call):
        return 8
    return 12 if level_of(call) >= 7 else (5 if level_of(call) <= 3 else 9)


def decide(view: View, level: str) -> Decision:
    legal = list(view["legal_actions"])
    if "dummy" in legal and "play" in legal:
        hand = Evaluation.of(view.get("hand") or [])
        if hand.hcp >= 12:
            return Decision("play", f"{hand.hcp} points: I keep my values hidden and play")
        return Decision("dummy", "partner plays both hands, as declarer does in bridge")
    me = str(view.get("seat"))
    cards = list(view.get("hand") or [])
    hand = Evaluation.of(cards)
    auction = [(str(e["seat"]), str(e["call"])) for e in view.get("auction") or []]
    bids = [(s, c) for s, c in auction if level_of(c)]
    if not bids and all(c == "P" for _, c in auction) and level != "beginner" and \
            view.get("variant") == "ez-bridge":
        advice = opening_hint(Hand.from_pbn(_pbn(cards)))
        if advice["suggestion"] in legal:
            return Decision(str(advice["suggestion"]), str(advice["why"]))
    dummy = None
    if view.get("variant") == "ez-bridge-3":
        dummy_seat = str(view.get("dummy") or "N")
        dummy = (view.get("hands") or {}).get(dummy_seat)
    if dummy is not None:
        other = Evaluation.of(dummy)
        points: float = hand.hcp + other.hcp
        lengths: dict[str, float] = {s: float(hand.length[s] + other.length[s]) for s in SUITS}
        source = "with the dummy in view"
    else:
        partner = "NESW"[("NESW".index(me) + 2) % 4]
        theirs = [c for s, c in bids if s == partner]
        opponents = 0
        for seat in ("NESW"[("NESW".index(me) + 1) % 4], "NESW"[("NESW".index(me) + 3) % 4]):
            said = [c for s, c in auction if s == seat]
            opponents += _partner_estimate(said[-1] if said else None)
        partner_points = min(_partner_estimate(theirs[-1] if theirs else None),
                             max(0, 40 - hand.hcp - opponents))
        points = hand.hcp + partner_points
        lengths = {s: hand.length[s] + 3.25 for s in SUITS}
        for call in theirs:
            if strain_of(call) in SUITS:
                lengths[strain_of(call)] += 1.5
        source = "with partner's bid" if theirs else "with an average partner"
    strain = max(SUITS, key=lambda s: (lengths[s], "CDHS".index(s)))
    bonus = max(0.0, lengths[strain] - 8) + (0 if level == "beginner" else
                                            max(0, hand.total_points - hand.hcp))
    if lengths[strain] < 8 and hand.balanced:
        strain = "N"
    tricks = tricks_for_points(points + (bonus if strain != "N" else 0))
    call = f"{tricks}{'NT' if strain == 'N' else strain}"
    last = bids[-1][1] if bids else None
    if call in legal and (last is None or rank(call) > rank(last)):
        return Decision(call, f"I expect {tricks} tricks in {suit_name(strain)}: "
                        f"{points} points together {source}")
    return Decision("P" if "P" in legal else legal[0],
                    f"the bidding is past the {tricks} tricks I expect")


def _pbn(cards: list[str]) -> str:
    return ".".join("".join(c[1] for c in cards if c[0] == s) for s in SUITS)
