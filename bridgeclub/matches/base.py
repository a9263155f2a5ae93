"""What every Contract Bridge match shares: deals handed out as Games, results scored on
the sheet, the score pad, saving and loading.

A match is the list of its deals' results (``DealRecord``) folded through a pure scoring
function (``bridgeclub.scoring``): a rubber, a Chicago, a duplicate board set. A result
comes either from a Game played in the software (``add_game``) or from a deal played with
real cards (``record``, the score pad); both go through the same checks and the same
scoring, and a bad one raises ValueError and changes nothing. The match is saved as its
options and results and rebuilt by scoring them again.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, ClassVar

from bridgeclub.calls import Contract, Strain
from bridgeclub.game import JSON, Game, find_variant
from bridgeclub.match import Match, ScoreSheet, SheetEntry
from bridgeclub.scoring.rubber import LineScore
from bridgeclub.seats import Seat, Side, Vulnerability
from bridgeclub.variants.chicago import side_hcp
from bridgeclub.variants.rubber import deal_honours

#: Words that mean a deal was passed out, on the score pad.
PASSED_OUT = ("P", "PASS", "PASSED", "PASSED OUT", "-")


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


def parse_contract(contract: str, declarer: str | Seat | None, tricks: object
                   ) -> tuple[Contract | None, int | None]:
    """Read a score pad's contract, declarer and tricks; ValueError with a reason.

    >>> parse_contract("4sx", "s", 10)
    (Contract(level=4, strain=Strain.SPADES, doubled=1, declarer=Seat.S), 10)
    >>> parse_contract("8H", "S", 10)
    Traceback (most recent call last):
    ...
    ValueError: not a contract: '8H' (levels run from 1 to 7)
    """
    if contract.strip().upper() in PASSED_OUT:
        if declarer is not None or tricks is not None:
            raise ValueError("a passed-out deal has no declarer and no tricks")
        return None, None
    the_contract = Contract.from_str(contract)
    if the_contract.level > 7:
        raise ValueError(f"not a contract: {contract!r} (levels run from 1 to 7)")
    if declarer is None and the_contract.declarer is None:
        raise ValueError(f"who declared {the_contract}? give the seat: N, E, S or W")
    if declarer is not None:
        seat = declarer if isinstance(declarer, Seat) else Seat.from_str(str(declarer))
        if the_contract.declarer not in (None, seat):
            raise ValueError(f"two declarers: {the_contract.declarer} and {seat}")
        the_contract = the_contract.with_declarer(seat)
    if tricks is None:
        raise ValueError("how many tricks did declarer's side win? (0 to 13)")
    if isinstance(tricks, bool) or not isinstance(tricks, int | str):
        raise ValueError(f"tricks are a number from 0 to 13, not {tricks!r}")
    if isinstance(tricks, str):
        if not tricks.strip().isdigit():
            raise ValueError(f"tricks are a number from 0 to 13, not {tricks!r}")
        tricks = int(tricks)
    if not 0 <= tricks <= 13:
        raise ValueError(f"tricks run from 0 to 13, not {tricks}")
    return the_contract, tricks


def parse_honours(honours: Mapping[str, int] | None, contract: Contract | None
                  ) -> dict[Side, int]:
    """Honours claimed at the table: ``{"NS": 100}``; 100 or 150 in a suit, 150 (four
    aces) at no trumps, for one side only.

    >>> parse_honours({"EW": 150}, Contract.from_str("3NT by N"))
    {Side.EW: 150}
    >>> parse_honours({"NS": 100}, Contract.from_str("3NT by N"))
    Traceback (most recent call last):
    ...
    ValueError: at no trumps only four aces in one hand count as honours: 150
    """
    if not honours:
        return {}
    if contract is None:
        raise ValueError("a passed-out deal scores no honours")
    found: dict[Side, int] = {}
    for key, points in honours.items():
        side = Side.from_str(str(key))
        if contract.strain is Strain.NOTRUMP and points != 150:
            raise ValueError("at no trumps only four aces in one hand count as honours: 150")
        if points not in (100, 150):
            raise ValueError(f"honours score 100 (four) or 150 (five), not {points!r}")
        if points:
            found[side] = points
    if len(found) > 1:
        raise ValueError("only one side can hold four or five honours")
    return found


def parse_hcp(hcp: Mapping[str, int] | None) -> dict[Side, int] | None:
    """High-card points of a side (the other side holds the rest of the 40).

    >>> parse_hcp({"EW": 24})
    {Side.EW: 24, Side.NS: 16}
    """
    if hcp is None:
        return None
    found: dict[Side, int] = {}
    for key, points in hcp.items():
        side = Side.from_str(str(key))
        if isinstance(points, bool) or not isinstance(points, int) or not 0 <= points <= 40:
            raise ValueError(f"a side holds 0 to 40 high-card points, not {points!r}")
        found[side] = points
    if not found:
        raise ValueError("give the high-card points of a side, like {'EW': 24}")
    if len(found) == 2 and sum(found.values()) != 40:
        raise ValueError("the two sides' high-card points must add up to 40")
    side = next(iter(found))
    found.setdefault(side.opponents, 40 - found[side])
    return found


class DealMatch(Match):
    """A match of Contract Bridge deals with NS and EW columns. Subclasses say who deals
    next at what vulnerability, the options of the next game, and how a deal is scored
    (``score_deal``, pure: it must not change the match)."""

    columns: ClassVar[tuple[str, str]] = ("NS", "EW")
    #: Whether a deal's result needs the sides' high-card points (Russian scoring).
    needs_hcp: ClassVar[bool] = False

    def __init__(self, variant: str, options: JSON, game_options: Mapping[str, Any] | None
                 ) -> None:
        self.variant = variant
        self.game_class: type[Game] = find_variant(variant)
        self.game_options: JSON = dict(game_options or {})
        #: The options the match was made with, to save and rebuild it.
        self.options: JSON = dict(options)
        if self.game_options:
            self.options["game_options"] = dict(self.game_options)
        self.deals: list[DealRecord] = []
        self.ended = False
        self._sheet = ScoreSheet(self.columns)
        self.state: Any = None

    # -- what subclasses say -------------------------------------------------------------
    @property
    def next_dealer(self) -> Seat:
        raise NotImplementedError

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

    @property
    def finished(self) -> bool:
        """Whether the match has reached its natural end."""
        raise NotImplementedError

    # -- the Match API -------------------------------------------------------------------
    @property
    def sheet(self) -> ScoreSheet:
        return self._sheet

    @property
    def is_over(self) -> bool:
        return self.ended or self.finished

    def next_game(self, deal: Any = None, seed: int | str | None = None) -> Game:
        """The game of the next deal, with the match's dealer and vulnerability."""
        if self.is_over:
            raise ValueError("the match is over")
        options: JSON = dict(self.game_options)
        options.update(self.next_game_options())
        return self.game_class.new(deal=deal, seed=seed, dealer=self.next_dealer,
                                   vulnerability=self.next_vulnerability, **options)

    def add_game(self, game: Game) -> None:
        """Score a finished game of this match: its contract, declarer and tricks, honours
        and high-card points counted from its deal. It must have been dealt by the match's
        next dealer at the match's vulnerability."""
        if not game.is_over or game.result is None:
            raise ValueError("the game is not over yet")
        dealer = getattr(game, "dealer", self.next_dealer)
        vulnerability = getattr(game, "vulnerability", self.next_vulnerability)
        if dealer is not self.next_dealer or vulnerability is not self.next_vulnerability:
            raise ValueError(f"this deal should be dealt by {self.next_dealer} with "
                             f"vulnerability {self.next_vulnerability}, not {dealer} "
                             f"with {vulnerability}")
        result = game.result
        contract = None if result.contract == "P" else \
            Contract.from_str(result.contract, result.declarer)
        hcp = side_hcp(game.deal) if self.needs_hcp and game.deal.is_complete else None
        details: JSON = {key: result.details[key] for key in ("beer_card", "claim")
                         if key in result.details}
        self._enter(contract, result.tricks, deal_honours(game.deal, contract), hcp, details)

    def record(self, contract: str, declarer: str | Seat | None = None,
               tricks: int | str | None = None, honours: Mapping[str, int] | None = None,
               hcp: Mapping[str, int] | None = None, **details: Any) -> None:
        """Score pad: enter the result of a deal played with real cards.

        ``record("4SX", "S", 10, honours={"NS": 100})``; ``record("P")`` for a passed-out
        deal; ``hcp={"EW": 24}`` in Russian Chicago. Bad input raises ValueError with the
        reason and leaves the sheet unchanged.
        """
        if self.is_over:
            raise ValueError("the match is over")
        if details:
            raise ValueError(f"unknown detail: {', '.join(sorted(details))}")
        the_contract, the_tricks = parse_contract(contract, declarer, tricks)
        held = parse_honours(honours, the_contract)
        points = parse_hcp(hcp)
        if self.needs_hcp and points is None and the_contract is not None:
            raise ValueError("Russian scoring needs the high-card points of a side, "
                             "like hcp={'EW': 24}")
        if not self.needs_hcp and points is not None:
            raise ValueError("high-card points are only used in Russian scoring")
        self._enter(the_contract, the_tricks, held, points, {})

    def _enter(self, contract: Contract | None, tricks: int | None,
               honours: Mapping[Side, int], hcp: Mapping[Side, int] | None,
               details: JSON) -> None:
        if self.is_over:
            raise ValueError("the match is over")
        record = DealRecord(len(self.deals) + 1, self.next_dealer, self.next_vulnerability,
                            contract, tricks, dict(honours), hcp, details)
        scored = self.score_deal(record)  # may raise: nothing has changed yet
        self._write(record.number, scored.entries)
        if scored.game_ended:
            self._sheet.rule_game_line()
        self._sheet.notes[record.number] = self.note(record)
        self.deals.append(record)
        self.state = scored.state

    def _write(self, number: int, entries: tuple[LineScore, ...]) -> None:
        for entry in entries:
            self._sheet.add(SheetEntry(number, str(entry.side), entry.points, entry.line,
                                       entry.reason))

    def end(self) -> None:
        """Stop the match now; the bonuses of an unfinished match are scored."""
        if self.is_over:
            raise ValueError("the match is over")
        self._write(0, self.final_entries())
        self.ended = True

    def undo(self) -> str:
        """Take back the last result entered (or the ``end``); say what was taken back."""
        kept = [d.to_dict() for d in self.deals]
        if self.ended:
            taken = "the end of the match"
        elif kept:
            taken = f"deal {len(kept)}: {self.deals[-1].describe()}"
            kept.pop()
        else:
            raise ValueError("there is nothing to take back")
        fresh = type(self)(**self.options)
        fresh._replay(kept)
        self.__dict__.update(fresh.__dict__)
        return taken

    # -- saving --------------------------------------------------------------------------
    def to_json(self) -> str:
        return json.dumps({"kind": self.kind, "options": self.options,
                           "deals": [d.to_dict() for d in self.deals], "ended": self.ended})

    @classmethod
    def load(cls, text: str) -> Match:
        try:
            data = json.loads(text)
            options, deals, ended = data["options"], data["deals"], data["ended"]
        except (ValueError, KeyError, TypeError) as error:
            raise ValueError(f"not a saved bridgeclub match: {error}") from None
        match = cls(**options)
        match._replay(deals)
        if ended:
            match.end()
        return match

    def _replay(self, deals: list[JSON]) -> None:
        for index, deal in enumerate(deals):
            try:
                contract, tricks = parse_contract(deal["contract"], deal["declarer"],
                                                  deal["tricks"])
                honours = {Side.from_str(k): v for k, v in (deal.get("honours") or {}).items()}
                hcp = parse_hcp(deal.get("hcp"))
                self._enter(contract, tricks, honours, hcp, dict(deal.get("details") or {}))
            except (KeyError, TypeError, ValueError) as error:
                raise ValueError(f"deal {index + 1} of the saved match: {error}") from None

    def __repr__(self) -> str:
        return f"<{type(self).__name__} deals={len(self.deals)} totals={self.totals}>"
