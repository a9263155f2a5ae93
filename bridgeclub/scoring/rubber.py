"""What one deal writes on a rubber-bridge score sheet: entries below and above the line.

Seed 002 ("Rubber Bridge: Scoring"): trick points for a made contract go below the line to
declarer's side; overtricks, the insult, slam bonuses and honours go above; undertricks go
above to the defenders. Honours (seed 002, "Honours"): all five trump honours in one hand
150, four of them 100, four aces in one hand at no trumps 150; they go to the side of the
hand that holds them, dummy's and the defenders' included, made or not. Game and rubber
bonuses depend on the whole sheet, so the match scores those.

>>> from bridgeclub.calls import Contract
>>> for entry in deal_entries(Contract.from_str("6HX by N"), 13, vulnerable=False):
...     print(entry)
NS 360 below (contract)
NS 100 above (overtricks)
NS 50 above (insult)
NS 500 above (slam)
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from bridgeclub.calls import Contract, Strain
from bridgeclub.cards import Rank
from bridgeclub.deal import Deal
from bridgeclub.scoring.contract import Edition, score_contract
from bridgeclub.seats import Side

HONOUR_RANKS = (Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK, Rank.TEN)


@dataclass(frozen=True, slots=True)
class LineScore:
    """Points for a side, ``above`` or ``below`` the line, and why."""

    side: Side
    points: int
    line: str
    reason: str

    def __str__(self) -> str:
        return f"{self.side} {self.points} {self.line} ({self.reason})"


def honours(deal: Deal, strain: Strain) -> dict[Side, int]:
    """Honours held in one hand, counted from the deal (RULES.md: in any hand).

    >>> deal = Deal.from_pbn("N:AKQJT.32.432.432 98765.AK.AK.AK5 432.QJT9.QJT.QJT -")
    >>> honours(deal, Strain.SPADES), honours(deal, Strain.HEARTS), honours(deal, Strain.NOTRUMP)
    ({Side.NS: 150}, {}, {})
    """
    found: dict[Side, int] = {}
    for seat in deal:
        hand = deal[seat]
        if strain is Strain.NOTRUMP:
            aces = sum(1 for c in hand.cards if c.rank is Rank.ACE)
            points = 150 if aces == 4 else 0
        else:
            held = sum(1 for c in hand.cards
                       if c.suit is strain.suit and c.rank in HONOUR_RANKS)
            points = 150 if held == 5 else 100 if held == 4 else 0
        if points:
            found[seat.side] = found.get(seat.side, 0) + points
    return found


def deal_entries(contract: Contract, tricks: int, vulnerable: bool,
                 edition: Edition = "modern",
                 honours_held: Mapping[Side, int] | None = None) -> list[LineScore]:
    """The sheet entries of one deal, in the order a scorer writes them.

    ``vulnerable`` is declarer's side's vulnerability; ``contract`` must have a declarer.

    >>> from bridgeclub.calls import Contract
    >>> [str(e) for e in deal_entries(Contract.from_str("4SX by E"), 8, vulnerable=False)]
    ['NS 300 above (undertricks)']
    """
    if contract.declarer is None:
        raise ValueError("a contract needs its declarer to be scored")
    side = contract.declarer.side
    parts = score_contract(contract, tricks, vulnerable, edition)
    entries: list[LineScore] = []
    if parts.made:
        entries.append(LineScore(side, parts.trick_points, "below", "contract"))
        for points, reason in ((parts.overtricks, "overtricks"), (parts.insult, "insult"),
                               (parts.slam, "slam")):
            if points:
                entries.append(LineScore(side, points, "above", reason))
    else:
        entries.append(LineScore(side.opponents, parts.undertricks, "above", "undertricks"))
    for holder, points in (honours_held or {}).items():
        if points:
            entries.append(LineScore(holder, points, "above", "honours"))
    return entries
