"""Buddy Bridge's decisions (seed 004) that are not a trick's card: the +1..+7 contract
bid and which stock card to keep at the joker exchange.

The contract is played by two hands of thirteen, each alone, so a player bids the tricks
her own hand should take: half the tricks (6.5) to start, a trick for each 3 points over
the average hand's 10, and most of a trick for each trump over the average length
(3.25). A made contract scores 40 more when it is exact, so she bids her count, no less;
she outbids the other player while her count allows it. At the joker exchange she keeps
the more valuable card (``cardplay.buddy``'s measure, which its exchange play uses too).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bridgeclub.bots.bidding.bids import suit_name
from bridgeclub.bots.bidding.context import bid, level_of, rank
from bridgeclub.bots.bidding.evaluation import SUITS, Evaluation
from bridgeclub.bots.cardplay.buddy import _value
from bridgeclub.bots.player import Decision
from bridgeclub.cards import Card

View = Mapping[str, Any]


def expected_tricks(hand: Evaluation, strain: str) -> float:
    """Tricks a lone hand of thirteen should take in ``strain``."""
    tricks = 6.5 + (hand.hcp - 10) / 3
    if strain == "N":
        return tricks - 0.5 * sum(1 for n in hand.length.values() if n <= 1)
    return tricks + 0.8 * (hand.length[strain] - 3.25)


def decide(view: View, level: str) -> Decision:
    legal = list(view["legal_actions"])
    cards = [str(c) for c in view.get("hand") or []]
    if view.get("phase") == "joker-exchange":
        mine = [Card.from_str(c) for c in cards if c != "JK"]
        best = max(legal, key=lambda c: _value(Card.from_str(c), mine))
        return Decision(best, "keeps the more valuable card for my hand")
    hand = Evaluation.of(cards)
    counts = {s: expected_tricks(hand, s) for s in (*SUITS, "N")}
    if level == "beginner":
        counts = {s: 6.5 + (hand.hcp - 10) / 3 + (hand.length[s] - 3.25) * 0.5
                  for s in SUITS}
    strain = max(counts, key=lambda s: (counts[s], "CDHSN".index(s)))
    tricks = int(counts[strain])
    bids = [e for e in view.get("auction") or [] if level_of(str(e["call"]))]
    last = str(bids[-1]["call"]) if bids else None
    if tricks >= 7:
        call = bid(min(7, tricks - 6), strain)
        if call in legal and (last is None or rank(call) > rank(last)):
            return Decision(call, f"+{tricks - 6} in {suit_name(strain)}: I expect "
                            f"{tricks} tricks ({hand.hcp} points)")
    if "P" in legal:
        return Decision("P", f"I expect about {tricks} tricks: no higher bid")
    return Decision(legal[0], "the cheapest contract")
