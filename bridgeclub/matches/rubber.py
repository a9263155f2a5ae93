"""The rubber: deals until a side has won two games (seed 002, "Rubber Bridge: Scoring").

Below the line the trick points of made contracts, towards game at 100; a line is ruled
under each game and both sides start the next from zero; a side that has won a game is
vulnerable; the side that wins two games scores 700 (two games to none) or 500 (two to
one). Honours are counted from the deal. A passed-out deal passes the deal to the next
dealer. ``end()`` stops an unfinished rubber: 300 for a game, 100 for a part score (50 in
the ``goren`` edition).

The rubber hands out the deals of any Game variant whose result has contract, declarer
and tricks and whose constructor takes ``dealer=`` and ``vulnerability=`` (``variant=``,
default ``rubber``); the variant's ``dealer_rotation`` says who deals in turn, and its
``edition`` is the default scoring edition.

>>> import bridgeclub as bc
>>> rubber = bc.new_match("rubber")
>>> rubber.record("4S", "S", 10)
>>> rubber.next_dealer, rubber.next_vulnerability, rubber.totals
(Seat.E, Vulnerability.NS, {'NS': 120, 'EW': 0})
>>> rubber.record("P")
>>> rubber.record("3NT", "N", 9)
>>> rubber.is_over, rubber.totals
(True, {'NS': 920, 'EW': 0})
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

from bridgeclub.game import JSON
from bridgeclub.matches.base import DealMatch, DealRecord, Scored
from bridgeclub.scoring.contract import Edition
from bridgeclub.scoring.rubber import LineScore, RubberState, score_rubber_deal, unfinished_rubber
from bridgeclub.seats import SEATS, Seat, Side, Vulnerability
from bridgeclub.variants.rubber import check_edition


class RubberMatch(DealMatch):
    """One rubber of Contract Bridge (or of a two-player form), with its score sheet."""

    kind: ClassVar[str] = "rubber"

    def __init__(self, variant: str = "rubber", edition: str | None = None,
                 dealer: str | None = None, game_options: Mapping[str, Any] | None = None
                 ) -> None:
        options: JSON = {"variant": variant}
        if edition is not None:
            options["edition"] = edition
        if dealer is not None:
            options["dealer"] = dealer
        super().__init__(variant, options, game_options)
        rotation: tuple[Seat, ...] = getattr(self.game_class, "dealer_rotation", SEATS)
        self.rotation = rotation
        first = Seat.from_str(dealer) if dealer is not None else rotation[0]
        if first not in rotation:
            raise ValueError(f"in {variant} the deal goes round "
                             f"{', '.join(str(s) for s in rotation)}, not {first}")
        self.first_dealer = first
        self.variant_edition: Edition = check_edition(getattr(self.game_class, "edition",
                                                              "modern"))
        self.edition: Edition = check_edition(edition if edition is not None
                                              else self.variant_edition)
        self.state: RubberState = RubberState()

    @property
    def next_dealer(self) -> Seat:
        start = self.rotation.index(self.first_dealer)
        return self.rotation[(start + len(self.deals)) % len(self.rotation)]

    @property
    def next_vulnerability(self) -> Vulnerability:
        return self.state.vulnerability

    def next_game_options(self) -> JSON:
        if self.edition != self.variant_edition:
            return {"edition": self.edition}
        return {}

    def score_deal(self, record: DealRecord) -> Scored:
        step = score_rubber_deal(self.state, record.contract, record.tricks, self.edition,
                                 record.honours)
        return Scored(step.entries, step.game_won_by is not None, step.state)

    def final_entries(self) -> tuple[LineScore, ...]:
        return unfinished_rubber(self.state, self.edition)

    @property
    def finished(self) -> bool:
        return self.state.finished

    @property
    def winner(self) -> Side | None:
        """The side that won the rubber (two games), if one has."""
        return self.state.winner

    @property
    def games(self) -> dict[str, int]:
        return {str(side): self.state.games(side) for side in Side}
