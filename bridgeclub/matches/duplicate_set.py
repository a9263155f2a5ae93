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

from typing import Any, ClassVar

from bridgeclub.game_base import JSON
from bridgeclub.matches.base import DealMatch, DealRecord, Scored
from bridgeclub.options import Option
from bridgeclub.scoring.chicago import duplicate_deal_score
from bridgeclub.scoring.contract import EDITIONS, Edition, check_edition
from bridgeclub.scoring.rubber import LineScore
from bridgeclub.scoring.teams import team_imps
from bridgeclub.seats import Seat, Side, Vulnerability, board_dealer, board_vulnerability


class DuplicateSetMatch(DealMatch):
    """``boards`` duplicate boards from ``first_board`` on, at one table."""

    kind: ClassVar[str] = "duplicate"

    variants: ClassVar[tuple[str, ...]] = ("duplicate",)
    takes_honours: ClassVar[bool] = False
    declared_options: ClassVar[tuple[Option, ...]] = (
        Option("boards", "int", 16, "the number of boards", low=1, high=1000),
        Option("first_board", "int", 1, "the number of the first board", low=1,
               high=10**6),
        Option("edition", "choice", "modern", "scoring table: modern Laws or Goren's",
               choices=EDITIONS))

    def __init__(self, **options: Any) -> None:
        super().__init__(**options)
        self.boards: int = self.option("boards")
        self.first_board: int = self.option("first_board")
        self.edition: Edition = check_edition(self.option("edition"))
        self.state: int = self.first_board

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

    def _standing(self) -> JSON:
        return {**super()._standing(), "board": self.state,
                "deals_left": self.first_board + self.boards - self.state}

    def summary(self) -> str:
        """Boards played and the next board.

        >>> import bridgeclub as bc
        >>> bc.new_match("duplicate", boards=2).summary()
        'Board 1 next (1 of 2).'
        """
        played = self.state - self.first_board
        if self.finished:
            return f"All {self.boards} boards played."
        return f"Board {self.state} next ({played + 1} of {self.boards})."
