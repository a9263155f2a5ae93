"""Rubber Bridge, one deal: the entries it writes above and below the line.

The deal is played as every Contract Bridge deal; it is scored with the vulnerability the
rubber passes in (a side that has won a game is vulnerable) and the honours counted from
the deal (seed 002, "Rubber Bridge: Scoring"; RULES.md). Game and rubber bonuses depend on
the whole sheet, so the rubber match (``bridgeclub.matches.rubber``) writes those. Options:
``edition`` (``modern``, the default, or ``goren``), and the table options of every
Contract Bridge deal (``claims``, ``undo``). A passed-out deal scores nothing.

>>> import bridgeclub as bc
>>> game = bc.new_game("rubber", seed=4, dealer="E", vulnerability="EW", edition="goren")
>>> game.dealer, game.vulnerability, game.scoring_edition
(Seat.E, Vulnerability.EW, 'goren')
>>> for call in "1S P 4S P P P".split():
...     _ = game.act(call)
>>> game.phase, str(game.contract), game.declarer
('play', '4S', Seat.E)
"""

from __future__ import annotations

from typing import Any, ClassVar

from bridgeclub.calls import Contract
from bridgeclub.game_base import JSON
from bridgeclub.options import DEALER, EDITION, TABLE_OPTIONS, VULNERABILITY, Option
from bridgeclub.scoring.contract import Edition, check_edition
from bridgeclub.scoring.rubber import LineScore, deal_entries, deal_honours
from bridgeclub.variants.contract_bridge import ContractBridgeGame


class RubberGame(ContractBridgeGame):
    """Rubber Bridge: one deal of a rubber, scored above and below the line."""

    variant: ClassVar[str] = "rubber"
    declared_options: ClassVar[tuple[Option, ...]] = (*TABLE_OPTIONS, DEALER, VULNERABILITY,
                                                      EDITION)
    uses_boards: ClassVar[bool] = False
    #: The scoring edition used unless the ``edition`` option names another.
    edition: ClassVar[Edition] = "modern"

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.scoring_edition: Edition = check_edition(self.options.get("edition",
                                                                       self.edition))

    def entries(self, contract: Contract | None, tricks: int | None) -> list[LineScore]:
        """This deal's entries on the rubber sheet (no game or rubber bonus)."""
        if contract is None or contract.declarer is None or tricks is None:
            return []
        vulnerable = self.vulnerability.is_vulnerable(contract.declarer.side)
        return deal_entries(contract, tricks, vulnerable, self.scoring_edition,
                            deal_honours(self.deal, contract))

    def score(self, contract: Contract | None, tricks: int | None) -> dict[str, Any]:
        """Points each side writes on the sheet for this deal, above and below the line."""
        points = {"NS": 0, "EW": 0}
        for entry in self.entries(contract, tricks):
            points[str(entry.side)] += entry.points
        return points

    def result_details(self, contract: Contract | None, tricks: int | None) -> JSON:
        details = super().result_details(contract, tricks)
        details["entries"] = [{"side": str(e.side), "points": e.points, "line": e.line,
                               "reason": e.reason} for e in self.entries(contract, tricks)]
        return details
