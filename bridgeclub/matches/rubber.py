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

from typing import Any, ClassVar

from bridgeclub.game_base import JSON
from bridgeclub.matches.base import DealMatch, DealRecord, Scored
from bridgeclub.options import Option
from bridgeclub.scoring.contract import EDITIONS, Edition, check_edition
from bridgeclub.scoring.rubber import LineScore, RubberState, score_rubber_deal, unfinished_rubber
from bridgeclub.seats import SEATS, Seat, Side, Vulnerability


class RubberMatch(DealMatch):
    """One rubber of Contract Bridge (or of a two-player form), with its score sheet."""

    kind: ClassVar[str] = "rubber"
    variants: ClassVar[tuple[str, ...]] = ("rubber", "bridge-for-two", "double-dummy-two")
    declared_options: ClassVar[tuple[Option, ...]] = (
        Option("edition", "choice", None, "scoring table: modern Laws or Goren's "
               "(default: the variant's)", choices=EDITIONS),
        Option("dealer", "seat", None, "who deals first (default: the first in the "
               "variant's rotation)"))

    def __init__(self, **options: Any) -> None:
        super().__init__(**options)
        rotation: tuple[Seat, ...] = getattr(self.game_class, "dealer_rotation", SEATS)
        self.rotation = rotation
        dealer = self.option("dealer")
        first = Seat.from_str(dealer) if dealer is not None else rotation[0]
        if first not in rotation:
            raise ValueError(f"in {self.variant} the deal goes round "
                             f"{', '.join(str(s) for s in rotation)}, not {first}")
        self.first_dealer = first
        self.variant_edition: Edition = check_edition(getattr(self.game_class, "edition",
                                                              "modern"))
        edition = self.option("edition")
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
    def winner(self) -> str | None:
        """The side that won the rubber (two games); if it was ended early, the side
        ahead on points."""
        if self.state.winner is not None:
            return str(self.state.winner)
        return super().winner

    @property
    def games(self) -> dict[str, int]:
        """Games won by each side in this rubber."""
        return {str(side): self.state.games(side) for side in Side}

    def _standing(self) -> JSON:
        """Games won, and each side's part score below the line towards the game being
        played (``part_scores``, as Chicago's standing has it): what a bidder needs to know
        of the score."""
        parts = {str(side): self.state.below(side) for side in Side}
        return {**super()._standing(), "games_won": self.games, "part_scores": parts}

    def outcome(self) -> str:
        """Who won the rubber, and the points (the side ahead on points may be the other).

        >>> import bridgeclub as bc
        >>> rubber = bc.new_match("rubber")
        >>> for deal in [("4S", "S", 10), ("3NT", "N", 9)]: rubber.record(*deal)
        >>> rubber.outcome()
        'NS won the rubber, 2 games to 0. Points: NS 920, EW 0.'
        """
        if not self.is_over:
            return ""
        points = f"Points: {self.points_text()}."
        if self.state.winner is None:
            ahead = super().outcome()
            return f"The rubber was stopped. {ahead} {points}"
        won = self.games
        loser = "EW" if self.winner == "NS" else "NS"
        return (f"{self.winner} won the rubber, {won[str(self.winner)]} games to "
                f"{won[loser]}. {points}")

    def summary(self) -> str:
        """Games won so far.

        >>> import bridgeclub as bc
        >>> rubber = bc.new_match("rubber"); rubber.record("4S", "S", 10)
        >>> rubber.summary()
        'Games: NS 1, EW 0.'
        """
        return "Games: " + ", ".join(f"{c} {n}" for c, n in self.games.items()) + "."
