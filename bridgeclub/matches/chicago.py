"""Chicago: four deals with fixed vulnerability (seed 002, "Chicago"), scored standard,
with duplicate scoring or with Russian scoring (``scoring=``), in the ``modern`` or the
``original`` vulnerability scheme (``scheme=``).

Standard: part scores carry until a side makes a game (500 vulnerable, 300 not); a part
score made on hand 4 that does not complete a game scores 100 more. Duplicate and
Russian scoring play ``deals=`` hands, a multiple of four, repeating the vulnerabilities;
each deal scores alone (Russian: in IMPs against the target of the side with more
high-card points). When all four pass, the same dealer deals again.

>>> import bridgeclub as bc
>>> chicago = bc.new_match("chicago")
>>> chicago.record("P")
>>> chicago.next_dealer, chicago.hand
(Seat.N, 1)
>>> chicago.record("4H", "S", 10)
>>> chicago.next_dealer, chicago.next_vulnerability, chicago.totals
(Seat.E, Vulnerability.NS, {'NS': 420, 'EW': 0})
"""

from __future__ import annotations

from typing import Any, ClassVar

from bridgeclub.game_base import JSON
from bridgeclub.matches.base import DealMatch, DealRecord, Scored
from bridgeclub.options import Option
from bridgeclub.scoring.chicago import (
    ChicagoState,
    Scheme,
    check_chicago,
    chicago_dealer,
    chicago_vulnerability,
    duplicate_deal_score,
    russian_imps,
    score_chicago_deal,
)
from bridgeclub.scoring.contract import EDITIONS, Edition, check_edition
from bridgeclub.scoring.rubber import LineScore
from bridgeclub.seats import Seat, Side, Vulnerability

_VUL_WORDS = {Vulnerability.NONE: "love all", Vulnerability.NS: "N-S vul",
              Vulnerability.EW: "E-W vul", Vulnerability.ALL: "game all"}


class ChicagoMatch(DealMatch):
    """A Chicago of four deals (or a multiple of four with duplicate or Russian scoring)."""

    kind: ClassVar[str] = "chicago"

    variants: ClassVar[tuple[str, ...]] = ("chicago",)
    declared_options: ClassVar[tuple[Option, ...]] = (
        Option("scoring", "choice", "standard", "standard, duplicate or Russian scoring",
               choices=("standard", "duplicate", "russian")),
        Option("scheme", "choice", "modern", "the vulnerability scheme",
               choices=("modern", "original")),
        Option("edition", "choice", "modern", "scoring table: modern Laws or Goren's",
               choices=EDITIONS),
        Option("deals", "int", 4, "four deals, or a multiple of four (duplicate or "
               "Russian scoring)", low=4))

    def __init__(self, **options: Any) -> None:
        super().__init__(**options)
        scoring, deals = self.option("scoring"), self.option("deals")
        self.scheme: Scheme = check_chicago(scoring, self.option("scheme"))
        if deals % 4:
            raise ValueError(f"a Chicago has four deals, or a multiple of four: not {deals!r}")
        if scoring == "standard" and deals != 4:
            raise ValueError("a standard Chicago has four deals; play another Chicago "
                             "for more, or use duplicate or Russian scoring")
        self.scoring: str = scoring
        self.edition: Edition = check_edition(self.option("edition"))
        self.length: int = deals
        self.state: ChicagoState = ChicagoState()

    @property
    def needs_hcp(self) -> bool:  # type: ignore[override]
        return self.scoring == "russian"

    @property
    def takes_honours(self) -> bool:  # type: ignore[override]
        return self.scoring == "standard"

    @property
    def hand(self) -> int:
        """The number of the next hand (from 1); a passed-out hand keeps its number."""
        return self.state.hand

    @property
    def next_dealer(self) -> Seat:
        return chicago_dealer(self.state.hand)

    @property
    def next_vulnerability(self) -> Vulnerability:
        return chicago_vulnerability(self.state.hand, self.scheme)

    def next_game_options(self) -> JSON:
        options: JSON = {"hand": self.state.hand, "scoring": self.scoring,
                         "scheme": self.scheme}
        if self.edition != "modern":
            options["edition"] = self.edition
        if self.scoring == "standard" and (self.state.below_ns or self.state.below_ew):
            options["part_scores"] = {"NS": self.state.below_ns, "EW": self.state.below_ew}
        return options

    def score_deal(self, record: DealRecord) -> Scored:
        state = self.state
        if self.scoring == "standard":
            step = score_chicago_deal(state, record.contract, record.tricks, self.edition,
                                      record.honours, self.scheme)
            return Scored(step.entries, step.game_won_by is not None, step.state)
        if record.contract is None:
            return Scored((), False, state)
        ns = duplicate_deal_score(record.contract, record.tricks, record.vulnerability,
                                  self.edition)
        after = ChicagoState(state.hand + 1)
        if self.scoring == "duplicate":
            side = Side.NS if ns > 0 else Side.EW
            declarer = record.contract.declarer
            reason = "made" if declarer is not None and side is declarer.side else "undertricks"
            return Scored((LineScore(side, abs(ns), "", reason),), False, after)
        assert record.hcp is not None
        won = russian_imps(ns, record.hcp[Side.NS], record.vulnerability)
        return Scored((LineScore(Side.NS, won, "", "IMPs"), LineScore(Side.EW, -won, "", "IMPs")),
                      False, after)

    def note(self, record: DealRecord) -> str:
        hand = self.state.hand
        return (f"{hand}. {record.dealer} deals, {_VUL_WORDS[record.vulnerability]}: "
                f"{record.describe()}")

    @property
    def finished(self) -> bool:
        return self.state.hand > self.length

    def _standing(self) -> JSON:
        return {**super()._standing(), "hand": self.state.hand,
                "deals_left": max(0, self.length - self.state.hand + 1)}

    def summary(self) -> str:
        """The next hand and its vulnerability.

        >>> import bridgeclub as bc
        >>> bc.new_match("chicago").summary()
        'Hand 1 of 4: N deals, love all.'
        """
        if self.finished:
            return f"All {self.length} hands played."
        return (f"Hand {self.state.hand} of {self.length}: {self.next_dealer} deals, "
                f"{_VUL_WORDS[self.next_vulnerability]}.")
