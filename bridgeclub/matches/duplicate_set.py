"""A set of duplicate boards played at one table (seed 002, "Duplicate Bridge").

Board n has the dealer and vulnerability marked on it (boards 1-16 repeat); each board is
scored alone with duplicate scoring, no part scores carried and no honours; a passed-out
board scores 0 (RULES.md). The sheet credits each board's score to the side that scored
it; ``ns_scores`` are North-South's scores board by board, as on a scorecard, and
``team_imps`` compares the two rooms of a teams match.

>>> import bridgeclub as bc
>>> room = bc.new_match("duplicate", boards=2)
>>> room.next_board, room.next_dealer, room.next_vulnerability
(1, Seat.N, Vulnerability.NONE)
>>> room.record("4S", "S", 10); room.record("5DX", "W", 8)
>>> room.ns_scores, room.is_over
([420, 500], True)
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

from bridgeclub.game import JSON
from bridgeclub.matches.base import DealMatch, DealRecord, Scored
from bridgeclub.scoring.chicago import duplicate_deal_score
from bridgeclub.scoring.contract import Edition
from bridgeclub.scoring.rubber import LineScore
from bridgeclub.scoring.teams import team_imps
from bridgeclub.seats import Seat, Side, Vulnerability, board_dealer, board_vulnerability
from bridgeclub.variants.rubber import check_edition


class DuplicateSetMatch(DealMatch):
    """``boards`` duplicate boards from ``first_board`` on, at one table."""

    kind: ClassVar[str] = "duplicate"

    def __init__(self, boards: int = 16, first_board: int = 1, edition: str = "modern",
                 game_options: Mapping[str, Any] | None = None) -> None:
        for name, value in (("boards", boards), ("first_board", first_board)):
            if isinstance(value, bool) or not isinstance(value, int) or value < 1:
                raise ValueError(f"{name} must be a whole number from 1, not {value!r}")
        super().__init__("duplicate", {"boards": boards, "first_board": first_board,
                                       "edition": edition}, game_options)
        self.boards = boards
        self.first_board = first_board
        self.edition: Edition = check_edition(edition)
        self.state: int = first_board

    @property
    def next_board(self) -> int:
        return self.state

    @property
    def next_dealer(self) -> Seat:
        return board_dealer(self.state)

    @property
    def next_vulnerability(self) -> Vulnerability:
        return board_vulnerability(self.state)

    def next_game_options(self) -> JSON:
        return {"board": self.state}

    def score_deal(self, record: DealRecord) -> Scored:
        ns = duplicate_deal_score(record.contract, record.tricks, record.vulnerability,
                                  self.edition)
        if ns == 0:
            return Scored((), False, self.state + 1)
        side = Side.NS if ns > 0 else Side.EW
        declarer = record.contract.declarer if record.contract is not None else None
        reason = "made" if declarer is not None and declarer.side is side else "undertricks"
        return Scored((LineScore(side, abs(ns), "", reason),), False, self.state + 1)

    def note(self, record: DealRecord) -> str:
        board = self.first_board + record.number - 1
        return (f"Board {board}, {record.dealer} deals, vulnerable {record.vulnerability}: "
                f"{record.describe()}")

    @property
    def ns_scores(self) -> list[int]:
        """North-South's score on each board played, as a scorecard shows it."""
        return [duplicate_deal_score(d.contract, d.tricks, d.vulnerability, self.edition)
                for d in self.deals]

    @property
    def finished(self) -> bool:
        return self.state >= self.first_board + self.boards

    def team_imps(self, other_room: DuplicateSetMatch) -> list[int]:
        """Our IMPs per board when our pair sits North-South here and East-West in
        ``other_room`` on the same boards."""
        return team_imps(self.ns_scores, other_room.ns_scores)
