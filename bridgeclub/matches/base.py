"""What every Contract Bridge match shares: deals handed out as Games, results scored on
the sheet, the score pad.

A match is the list of its deals' results (``DealRecord``) folded through a pure scoring
function (``bridgeclub.scoring``): a rubber, a Chicago, a duplicate board set. A result
comes either from a Game played in the software (``add_game``) or from a deal played with
real cards (``record``, the score pad); both go through the same checks and the same
scoring, and a bad one is refused and changes nothing. Saving, loading and undo are the
Match API's (``bridgeclub.match``): the log of deals replayed.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, ClassVar

from bridgeclub.calls import Contract
from bridgeclub.deal import Deal
from bridgeclub.game_base import JSON, Game
from bridgeclub.match_base import Match, ScoreSheet, SheetEntry, deal_argument
from bridgeclub.matches.pad_input import (
    is_passed_out,
    no_declarer_nor_tricks,
    no_details,
    pad_contract,
    pad_hcp,
    pad_honours,
    pad_text,
    pad_tricks,
)
from bridgeclub.scoring.chicago import side_hcp
from bridgeclub.scoring.rubber import LineScore, deal_honours
from bridgeclub.seats import Seat, Side, Vulnerability


@dataclass(frozen=True)
class DealRecord:
    """The result of one deal of a match: who dealt at what vulnerability, the contract
    (with its declarer; None when all passed), the tricks declarer's side won, honours
    held, the sides' high-card points (Russian Chicago), and events such as the Beer Card."""

    number: int
    dealer: Seat
    vulnerability: Vulnerability
    contract: Contract | None
    tricks: int | None
    honours: Mapping[Side, int] = field(default_factory=dict)
    hcp: Mapping[Side, int] | None = None
    details: JSON = field(default_factory=dict)

    def describe(self) -> str:
        """``4SX by S, 10 tricks`` or ``passed out``.

        >>> DealRecord(1, Seat.N, Vulnerability.NONE, Contract.from_str("4SX by S"), 10,
        ...            {Side.NS: 100}).describe()
        '4SX by S, 10 tricks, honours NS 100'
        """
        if self.contract is None:
            return "passed out"
        text = f"{self.contract.describe()}, {self.tricks} tricks"
        for side, points in self.honours.items():
            text += f", honours {side} {points}"
        if self.hcp is not None:
            text += f", HCP NS {self.hcp[Side.NS]} EW {self.hcp[Side.EW]}"
        if "beer_card" in self.details:
            text += ", the Beer Card!"
        return text

    def to_dict(self) -> JSON:
        return {
            "number": self.number, "dealer": str(self.dealer),
            "vulnerability": str(self.vulnerability),
            "contract": "P" if self.contract is None else str(self.contract),
            "declarer": None if self.contract is None else str(self.contract.declarer),
            "tricks": self.tricks,
            "honours": {str(side): points for side, points in self.honours.items()},
            "hcp": None if self.hcp is None else {str(s): p for s, p in self.hcp.items()},
            "details": dict(self.details),
        }


@dataclass(frozen=True)
class Scored:
    """What scoring a deal gives: the entries, whether a game ended on it (a line is
    ruled), and the match's scoring state after it."""

    entries: tuple[LineScore, ...]
    game_ended: bool
    state: Any



class DealMatch(Match):
    """A match of Contract Bridge deals with NS and EW columns. Subclasses say who deals
    next at what vulnerability, the options of the next game, and how a deal is scored
    (``score_deal``, pure: it must not change the match)."""

    #: Whether a deal's result needs the sides' high-card points (Russian scoring).
    needs_hcp: ClassVar[bool] = False
    #: Whether honours are scored (not in duplicate or Russian scoring).
    takes_honours: ClassVar[bool] = True
    pad_details: ClassVar[tuple[str, ...]] = ("honours", "hcp")

    def __init__(self, **options: Any) -> None:
        super().__init__(**options)
        self.deals: list[DealRecord] = []
        self._sheet = ScoreSheet(("NS", "EW"))
        self.state: Any = None

    # -- what subclasses say -------------------------------------------------------------
    @property
    def next_vulnerability(self) -> Vulnerability:
        raise NotImplementedError

    def next_game_options(self) -> JSON:
        """Options of the next game besides deal, dealer and vulnerability."""
        return {}

    def score_deal(self, record: DealRecord) -> Scored:
        raise NotImplementedError

    def note(self, record: DealRecord) -> str:
        return f"{record.dealer} deals, vulnerable {record.vulnerability}: {record.describe()}"

    def final_entries(self) -> tuple[LineScore, ...]:
        """Entries written when play stops early (``end``): none unless the kind has some."""
        return ()

    # -- the Match API -------------------------------------------------------------------
    @property
    def sheet(self) -> ScoreSheet:
        return self._sheet

    @property
    def winner(self) -> str | None:
        """The side ahead once the match is over; None before, or when level."""
        if not self.is_over:
            return None
        totals = self.totals
        if totals["NS"] == totals["EW"]:
            return None
        return "NS" if totals["NS"] > totals["EW"] else "EW"

    def _standing(self) -> JSON:
        return {"vulnerability": str(self.next_vulnerability)}

    def _new_game(self, deal: Deal | str | None, seed: int | str | None,
                  options: JSON) -> Game:
        options.update(self.next_game_options())
        return self.game_class.new(deal=deal_argument(deal), seed=seed,
                                   dealer=self.next_dealer,
                                   vulnerability=self.next_vulnerability, **options)

    def _score_game(self, game: Game) -> str:
        """A finished game of this match: its contract, declarer and tricks, honours and
        high-card points counted from its deal. It must have been dealt by the match's
        next dealer at the match's vulnerability."""
        dealer = getattr(game, "dealer", None)
        vulnerability = getattr(game, "vulnerability", None)
        if dealer is not self.next_dealer or vulnerability is not self.next_vulnerability:
            raise ValueError(f"this deal should be dealt by {self.next_dealer} with "
                             f"vulnerability {self.next_vulnerability}, not {dealer} "
                             f"with {vulnerability}")
        result = game.result
        assert result is not None
        contract = None if result.contract == "P" else \
            Contract.from_str(result.contract, result.declarer)
        hcp = side_hcp(game.deal) if self.needs_hcp and game.deal.is_complete else None
        details: JSON = {key: result.details[key] for key in ("beer_card", "claim")
                         if key in result.details}
        honours = deal_honours(game.deal, contract) if self.takes_honours else {}
        return self._enter(contract, result.tricks, honours, hcp, details)

    def _score_record(self, contract: object, declarer: object, tricks: object,
                      details: dict[str, Any]) -> tuple[JSON, str]:
        """``record("4SX", "S", 10, honours={"NS": 100})``; ``record("P")`` for a
        passed-out deal; ``hcp={"EW": 24}`` in Russian Chicago."""
        given = {k: v for k, v in details.items() if v is not None}
        if "hcp" in given and not self.needs_hcp:
            raise ValueError("high-card points are only used in Russian scoring")
        if "honours" in given and not self.takes_honours:
            raise ValueError("honours are not scored here: duplicate and Russian scoring "
                             "have no honours")
        no_details(given, ("honours", "hcp"))
        text = pad_text(contract, "a contract", self.example)
        the_contract: Contract | None
        if is_passed_out(text):
            no_declarer_nor_tricks(declarer, tricks, "a passed-out deal")
            the_contract, the_tricks = None, None
        else:
            the_contract = pad_contract(text, declarer, example=self.example)
            the_tricks = pad_tricks(tricks)
        held = pad_honours(details.get("honours"), the_contract)
        points = pad_hcp(details.get("hcp"))
        if self.needs_hcp and points is None and the_contract is not None:
            raise ValueError("Russian scoring needs the high-card points of a side, "
                             "like hcp EW 24")
        note = self._enter(the_contract, the_tricks, held, points, {})
        entry: JSON = {"contract": "P" if the_contract is None else str(the_contract),
                       "declarer": None if the_contract is None
                       else str(the_contract.declarer), "tricks": the_tricks}
        if held:
            entry["honours"] = {str(k): v for k, v in held.items()}
        if points is not None and the_contract is not None:
            entry["hcp"] = {str(k): v for k, v in points.items()}
        return entry, note

    def _enter(self, contract: Contract | None, tricks: int | None,
               honours: Mapping[Side, int], hcp: Mapping[Side, int] | None,
               details: JSON) -> str:
        record = DealRecord(len(self.deals) + 1, self.next_dealer, self.next_vulnerability,
                            contract, tricks, dict(honours), hcp, details)
        scored = self.score_deal(record)  # may raise: nothing has changed yet
        note = self.note(record)
        self._write(record.number, scored.entries)
        if scored.game_ended:
            self._sheet.rule_game_line()
        self.deals.append(record)
        self.state = scored.state
        return note

    def _write(self, number: int, entries: tuple[LineScore, ...]) -> None:
        for entry in entries:
            self._sheet.add(SheetEntry(number, str(entry.side), entry.points, entry.line,
                                       entry.reason))

    def _end(self) -> None:
        self._write(0, self.final_entries())
