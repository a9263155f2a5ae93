"""Every decision that is not a card, for every variant: the four-hand auction by the
system, and each variant family's own decisions from its seed.

- duplicate, rubber, Chicago: the system (``system``), the score known through
  ``situation`` (part scores below the line, vulnerability, the Chicago deal).
- MiniBridge: declarer names part or game and the strain by seed 001's guidelines (the
  same ``guideline`` that gives the view's ``teaching``); MiniBridge with slips: open with
  12 points, then opener and overcaller bid what their side's two slips are worth.
- EZ-Bridge: a trick-count bid from the hand and partner's bids (the first bidder follows
  the opening hint of seed 000); the partner's ``play`` or ``dummy``; 3-person EZ-Bridge
  bids with the dummy in view.
- Bridge for Two: the rack in view, 3-4 points counted for its covered cards, the
  contract decided early; Double Dummy for two: both hands when seen, an average hand for
  one not yet seen.
- Buddy Bridge: the +1..+7 bid from the tricks the hand should take alone; which of the
  last two stock cards to keep for the joker (the exchange tricks are ``cardplay.buddy``'s).
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from bridgeclub.bots import bidding
from bridgeclub.bots.bidding import buddy, ez, minibridge, two_player
from bridgeclub.bots.bidding.bids import cheapest_legal, place, suit_name
from bridgeclub.bots.bidding.options import System
from bridgeclub.bots.player import Decision

View = Mapping[str, Any]


def decide(view: View, level: str, system: System | None = None, seconds: float = 0.0,
           rng: random.Random | None = None, opponents: System | None = None) -> Decision:
    """The non-card decision of ``level``'s player for the seat of ``view``; ``seconds``
    is what ``expert`` may spend on a call of the four-hand auction (``bidding.decide``)."""
    variant = str(view.get("variant"))
    legal = list(view.get("legal_actions") or [])
    phase = view.get("phase")
    if variant in bidding.FOUR_HAND_AUCTION and phase == "auction":
        return bidding.decide(view, level, system, seconds, rng, opponents)
    if variant == "minibridge":
        return minibridge.contract(view)
    if variant == "minibridge-open":
        return minibridge.with_slips(view, level)
    if variant in ("ez-bridge", "ez-bridge-3"):
        return ez.decide(view, level)
    if variant in ("bridge-for-two", "double-dummy-two"):
        return two_player.decide(view, level)
    if variant == "buddy-bridge":
        return buddy.decide(view, level)
    return Decision("P" if "P" in legal else legal[0], "no rule for this decision yet")


__all__ = ["cheapest_legal", "decide", "place", "suit_name"]
