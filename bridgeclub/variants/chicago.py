"""Chicago (four-deal bridge), one deal: hand 1 to 4 of a Chicago, scored three ways.

Seed 002, "Chicago": the hand number fixes dealer and vulnerability (the ``modern`` scheme,
or the ``original`` one as an option, see ``bridgeclub.scoring.chicago``). Scoring:

- ``standard``: the entries above and below the line, with ``part_scores`` carried in from
  earlier hands; a game scores 500 vulnerable, 300 not; a part score left after hand 4 that
  did not make game on it scores 100; honours count from the deal;
- ``duplicate``: each deal scored as a duplicate board, hands 5, 6, ... repeating 1-4;
- ``russian``: the duplicate score against the target of the side with more high-card
  points, in IMPs.

When all four pass, the hand scores nothing and the same dealer deals again: the Chicago
match hands out the same hand number again. Options ``claims`` and ``undo`` as in every
Contract Bridge deal.

>>> import bridgeclub as bc
>>> game = bc.new_game("chicago", hand=3, scheme="original", seed=1)
>>> game.dealer, game.vulnerability
(Seat.S, Vulnerability.NS)
>>> game = bc.new_game("chicago", hand=2, scoring="russian", seed=1)
>>> for call in "P P P P".split():
...     _ = game.act(call)
>>> game.result.score, game.result.details["hcp"]
({'NS': 0, 'EW': 0}, {'NS': 14, 'EW': 26})
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

from bridgeclub.calls import Contract
from bridgeclub.game_base import JSON
from bridgeclub.options import (
    DEALER,
    EDITION,
    TABLE_OPTIONS,
    VULNERABILITY,
    Option,
    check_part_scores,
)
from bridgeclub.scoring.chicago import (
    ChicagoState,
    check_chicago,
    chicago_dealer,
    chicago_vulnerability,
    duplicate_deal_score,
    russian_imps,
    russian_target,
    score_chicago_deal,
    side_hcp,
)
from bridgeclub.scoring.contract import Edition, check_edition
from bridgeclub.scoring.rubber import LineScore, deal_honours
from bridgeclub.seats import Seat, Side, Vulnerability, to_seat
from bridgeclub.variants.contract_bridge import ContractBridgeGame


class ChicagoGame(ContractBridgeGame):
    """Chicago: one of the four deals, scored standard, duplicate or Russian."""

    variant: ClassVar[str] = "chicago"
    declared_options: ClassVar[tuple[Option, ...]] = (
        *TABLE_OPTIONS, DEALER, VULNERABILITY, EDITION,
        Option("hand", "int", 1, "the hand's number in the Chicago (1 to 4)", low=1),
        Option("scoring", "choice", "standard", "standard, duplicate-scored or Russian",
               choices=("standard", "duplicate", "russian")),
        Option("scheme", "choice", "modern", "the vulnerability scheme of hands 1-4",
               choices=("modern", "original")),
        Option("part_scores", "object", None, "part scores carried into this hand",
               check=check_part_scores))
    uses_boards: ClassVar[bool] = False
    edition: ClassVar[Edition] = "modern"

    def __init__(self, hand: int = 1, scoring: str = "standard", scheme: str = "modern",
                 part_scores: Mapping[str, int] | None = None,
                 dealer: Seat | str | None = None,
                 vulnerability: Vulnerability | str | None = None, **kwargs: Any) -> None:
        checked_scheme = check_chicago(scoring, scheme)
        if not isinstance(hand, int) or hand < 1 or (scoring == "standard" and hand > 4):
            raise ValueError(f"a Chicago has hands 1 to 4, not {hand}")
        seat = chicago_dealer(hand)
        vul = chicago_vulnerability(hand, checked_scheme)
        given_dealer = to_seat(dealer)
        given_vul = (Vulnerability.from_str(vulnerability) if isinstance(vulnerability, str)
                     else vulnerability)
        if given_dealer not in (None, seat) or given_vul not in (None, vul):
            raise ValueError(f"hand {hand} of a Chicago is dealt by {seat} with "
                             f"vulnerability {vul}")
        carried = {"NS": 0, "EW": 0}
        for key, points in (part_scores or {}).items():
            carried[str(Side.from_str(key))] = int(points)
        super().__init__(dealer=seat, vulnerability=vul, hand=hand, scoring=scoring,
                         scheme=scheme, part_scores=carried, **kwargs)
        self.hand = hand
        self.scoring: str = scoring
        self.scheme: str = scheme
        self.scoring_edition: Edition = check_edition(self.options.get("edition",
                                                                       self.edition))
        self.part_scores = carried

    def scoring_situation(self) -> JSON | None:
        """The hand of the Chicago, its scoring and the part scores carried into it."""
        return {**(super().scoring_situation() or {}), "chicago_hand": self.hand,
                "scoring": self.scoring, "scheme": self.scheme,
                "part_scores": dict(self.part_scores)}

    def entries(self, contract: Contract | None, tricks: int | None) -> list[LineScore]:
        """The entries of this hand on a standard Chicago sheet."""
        state = ChicagoState(self.hand, self.part_scores["NS"], self.part_scores["EW"])
        step = score_chicago_deal(state, contract, tricks, self.scoring_edition,
                                  deal_honours(self.deal, contract),
                                  "original" if self.scheme == "original" else "modern")
        return list(step.entries)

    def score(self, contract: Contract | None, tricks: int | None) -> dict[str, Any]:
        if self.scoring == "standard":
            points = {"NS": 0, "EW": 0}
            for entry in self.entries(contract, tricks):
                points[str(entry.side)] += entry.points
            return points
        ns = duplicate_deal_score(contract, tricks, self.vulnerability, self.scoring_edition)
        if self.scoring == "russian" and contract is not None:
            ns = russian_imps(ns, side_hcp(self.deal)[Side.NS], self.vulnerability)
        return {"NS": ns, "EW": -ns}

    def result_details(self, contract: Contract | None, tricks: int | None) -> JSON:
        details = super().result_details(contract, tricks)
        if self.scoring == "standard":
            details["entries"] = [{"side": str(e.side), "points": e.points, "line": e.line,
                                   "reason": e.reason} for e in self.entries(contract, tricks)]
        elif self.scoring == "russian":
            held = side_hcp(self.deal)
            details["hcp"] = {str(side): points for side, points in held.items()}
            stronger = max(Side, key=lambda side: held[side])
            details["target"] = {str(stronger): russian_target(
                held[stronger], self.vulnerability.is_vulnerable(stronger))}
            details["points"] = duplicate_deal_score(contract, tricks, self.vulnerability,
                                                     self.scoring_edition)
        return details
