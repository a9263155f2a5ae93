"""Duplicate Bridge at one table: a board, with its dealer and vulnerability.

Board ``n`` fixes the dealer and vulnerability (seed 002, "Boards"; boards 1-16 repeat).
Scoring is duplicate scoring (Law 77 with game and part-score bonuses, no honours); a
passed-out board scores 0 (RULES.md).

>>> import bridgeclub as bc
>>> deal = "N:KJT6.82.864.KQ52 9743.Q9.QJ53.873 Q5.AK65.AT2.AJT9 A82.JT743.K97.64"
>>> game = bc.new_game("duplicate", board=4, deal=deal)
>>> game.dealer, game.vulnerability
(Seat.W, Vulnerability.ALL)
>>> for call in "P P P P".split():
...     _ = game.act(call)
>>> game.result.to_dict()
{'contract': 'P', 'declarer': None, 'tricks': None, 'score': {'NS': 0, 'EW': 0}}
"""

from __future__ import annotations

from typing import Any, ClassVar

from bridgeclub.calls import Contract
from bridgeclub.scoring.contract import Edition, duplicate_score
from bridgeclub.seats import Side
from bridgeclub.variants.contract_bridge import ContractBridgeGame


class DuplicateGame(ContractBridgeGame):
    """One board of duplicate bridge; the score is the table result for each side."""

    variant: ClassVar[str] = "duplicate"
    edition: ClassVar[Edition] = "modern"

    def score(self, contract: Contract | None, tricks: int | None) -> dict[str, Any]:
        if contract is None or contract.declarer is None or tricks is None:
            return {"NS": 0, "EW": 0}
        side = contract.declarer.side
        points = duplicate_score(contract, tricks, self.vulnerability.is_vulnerable(side),
                                 self.edition)
        ns_points = points if side is Side.NS else -points
        return {"NS": ns_points, "EW": -ns_points}
