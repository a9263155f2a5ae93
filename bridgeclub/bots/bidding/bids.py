"""Placing a bid among the legal ones: what the per-family deciders (MiniBridge, EZ-Bridge,
the games for two, Buddy Bridge) share. Below them and below ``families``, which picks the
decider for a variant.

>>> cheapest_legal(["P", "2H", "3H", "2S"], "H")
'2H'
>>> place(["P", "3H", "4H"], "2S", 4, "H", "game in hearts", ours_last=False).action
'4H'
"""

from __future__ import annotations

from bridgeclub.bots.bidding.context import bid, level_of, rank, strain_of
from bridgeclub.bots.bidding.evaluation import NAMES
from bridgeclub.bots.player import Decision


def cheapest_legal(legal: list[str], strain: str, at_least: int = 1) -> str | None:
    """The cheapest legal bid of ``strain`` at ``at_least`` or higher."""
    bids = [a for a in legal if level_of(a) >= at_least and strain_of(a) == strain]
    return min(bids, key=rank) if bids else None


def place(legal: list[str], last: str | None, level: int, strain: str, why: str,
          ours_last: bool) -> Decision:
    """Bid ``level`` ``strain`` if it is still legal and higher than what our side holds,
    else the cheapest bid of the strain no higher than ``level``, else pass."""
    target = bid(level, strain) if level >= 1 else None
    if target and target in legal and not (ours_last and last and rank(last) >= rank(target)):
        return Decision(target, why)
    cheap = cheapest_legal(legal, strain)
    if cheap and level_of(cheap) <= level and not ours_last:
        return Decision(cheap, f"competes: {why}")
    if "P" in legal:
        return Decision("P", "the contract is high enough for our cards")
    return Decision(min((a for a in legal if level_of(a)), key=rank), "the cheapest contract")


def suit_name(strain: str) -> str:
    return NAMES[strain]
