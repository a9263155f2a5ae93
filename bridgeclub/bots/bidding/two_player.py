"""The two-player games' auctions (seed 003): Bridge for Two and Double Dummy for two.

Bridge for Two: a player bids for her hand and her rack. She counts her own hand, the
rack's face-up cards, and 3-4 points (3.5) for its covered cards ("a player may expect,
on the average, that his dummy's hidden cards will add three to four points"), and, as the
seed advises, overbids a little and decides the contract early: the first pass ends the
auction, so she bids at once what the two hands are worth.

Double Dummy for two: a player calls for both hands of his side. He counts the hands he
has seen exactly and an average hand (10 points, 3-4 cards a suit) for one not yet seen,
and bids the contract they are worth; against a higher bid of the opponent he competes
while the contract is still within reach, else passes.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bridgeclub.bots.bidding.bids import place
from bridgeclub.bots.bidding.context import level_of
from bridgeclub.bots.bidding.estimate import best_contract
from bridgeclub.bots.bidding.evaluation import SUITS, Evaluation
from bridgeclub.bots.player import Decision

View = Mapping[str, Any]
#: What the covered cards of a rack add, by the seed's advice (3-4 points).
COVERED_POINTS = 3.5


def decide(view: View, level: str) -> Decision:
    legal = list(view["legal_actions"])
    turn = str(view.get("turn") or view.get("seat"))
    partner = "NESW"[("NESW".index(turn) + 2) % 4]
    hands = view.get("hands") or {}
    if view.get("variant") == "bridge-for-two":
        own = Evaluation.of(view.get("hand") or hands.get(turn) or [])
        rack = (view.get("racks") or {}).get(partner) or []
        up = Evaluation.of([c["up"] for c in rack if c.get("up")])
        covered = sum(1 for c in rack if c.get("covered"))
        extra = COVERED_POINTS if level != "beginner" else 0.0
        points = own.hcp + up.hcp + extra
        lengths = {s: own.length[s] + up.length[s] + covered / 4 for s in SUITS}
        source = f"my hand, the rack's open cards and {extra:g} for its covered cards"
    else:
        known = [Evaluation.of(hands[s]) for s in (turn, partner) if hands.get(s)]
        unseen = 2 - len(known)
        points = sum(h.hcp for h in known) + 10 * unseen
        lengths = {s: sum(h.length[s] for h in known) + 3.25 * unseen for s in SUITS}
        source = "both hands" if unseen == 0 else "the hand I have seen and an average one"
    if level != "beginner":
        points += 1                       # seed 003: "in general, overbid"
    vulnerable = turn in {"NS": "NS", "EW": "EW", "All": "NESW"}.get(
        str(view.get("vulnerability") or ""), "")
    lvl, strain, words = best_contract(points, lengths, vulnerable=vulnerable)
    bids = [e for e in view.get("auction") or [] if level_of(str(e["call"]))]
    last = str(bids[-1]["call"]) if bids else None
    ours_last = bool(bids) and str(bids[-1]["seat"]) in (turn, partner)
    if strain != "N" and not ours_last and last:
        lvl = max(lvl, min(int(lengths[strain]) - 6, lvl + 1))
    return place(legal, last, lvl, strain, f"{points:g} points from {source}: {words}",
                 ours_last)
