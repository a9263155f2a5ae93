"""MiniBridge sessions: an agreed number of deals with a running total (seed 001, "Dealing
the cards"; seed 002: "There is no set overall target score. Players play an agreed number
of deals after which scores are compared"). Played in the software or kept as a score pad.

- ``minibridge``: the deal passes to the left after each deal; a 20-20 deal is redealt by
  the same dealer and does not count as one of the agreed deals. ``record("game NT", "S",
  9)``: declarer's contract in MiniBridge's words, declarer, and her side's tricks.
- ``minibridge-open``: deal ``n`` plays as duplicate board ``n`` (its dealer and
  vulnerability); four passes redeal the same deal number. ``record("2NT", "S", 9)``.
  Each deal's duplicate score goes to the side that scored it, as on a duplicate sheet.

>>> from bridgeclub.match import new_match
>>> pad = new_match("minibridge", deals=4)
>>> pad.record("game NT", "S", 9)
>>> pad.record("game S", "W", 9)
>>> pad.totals, pad.next_dealer, pad.is_over
({'NS': 450, 'EW': 0}, Seat.S, False)
"""

from __future__ import annotations

from typing import Any, ClassVar

from bridgeclub.calls import Contract
from bridgeclub.deal import Deal
from bridgeclub.game_base import JSON, Game
from bridgeclub.match_base import (
    DEALERS,
    Match,
    ScoreSheet,
    SheetEntry,
    deal_argument,
    scheduled_dealer,
)
from bridgeclub.matches.pad_input import (
    is_passed_out,
    no_declarer_nor_tricks,
    no_details,
    pad_contract,
    pad_seat,
    pad_text,
    pad_tricks,
    short,
)
from bridgeclub.options import Option
from bridgeclub.scoring.contract import duplicate_score
from bridgeclub.scoring.minibridge import minibridge_score
from bridgeclub.seats import Seat, board_dealer, board_vulnerability
from bridgeclub.variants.minibridge import ContractChoice

DEALS = Option("deals", "int", 8, "the agreed number of deals", low=1, high=1000)


class MiniBridgeSession(Match):
    """A MiniBridge session of ``deals`` deals, North-South against East-West."""

    kind: ClassVar[str] = "minibridge"
    variants: ClassVar[tuple[str, ...]] = ("minibridge",)
    declared_options: ClassVar[tuple[Option, ...]] = (
        DEALS, Option("dealer", "seat", "N", "who deals first"), DEALERS)
    example: ClassVar[str] = "game NT S 9"
    pad_pass: ClassVar[str] = "redeal at 20-20"
    #: What the score pad's ``record`` takes for a deal redealt (20-20).
    redeal_words: ClassVar[tuple[str, ...]] = ("redeal",)

    def __init__(self, **options: Any) -> None:
        super().__init__(**options)
        self.length: int = self.option("deals")
        self.dealer: Seat = scheduled_dealer(self.options.get("dealers"), 0,
                                             self.first_dealer())
        self.played = 0
        self.redeals = 0
        self._sheet = ScoreSheet(("NS", "EW"))

    def first_dealer(self) -> Seat:
        return Seat.from_str(str(self.option("dealer")))

    @property
    def sheet(self) -> ScoreSheet:
        return self._sheet

    @property
    def next_dealer(self) -> Seat:
        return self.dealer

    @property
    def finished(self) -> bool:
        return self.played >= self.length

    @property
    def winner(self) -> str | None:
        """The side ahead once the session is over; None before, or when level."""
        if not self.is_over:
            return None
        totals = self.totals
        if totals["NS"] == totals["EW"]:
            return None
        return "NS" if totals["NS"] > totals["EW"] else "EW"

    def _standing(self) -> JSON:
        return {"deals_left": self.length - self.played, "redeals": self.redeals}

    def summary(self) -> str:
        """Deals played of the agreed number.

        >>> from bridgeclub.match import new_match
        >>> session = new_match("minibridge", deals=4); session.record("redeal")
        >>> session.summary()
        'Deals played: 0 of 4 (1 redealt).'
        """
        redealt = f" ({self.redeals} redealt)" if self.redeals else ""
        return f"Deals played: {self.played} of {self.length}{redealt}."

    def _new_game(self, deal: Deal | str | None, seed: int | str | None,
                  options: JSON) -> Game:
        return self.game_class.new(deal=deal_argument(deal), seed=seed, dealer=self.dealer,
                                   number=self.played + 1, **options)

    def _score_game(self, game: Game) -> str:
        """A finished deal; a redeal leaves the same dealer and counts for nothing."""
        if getattr(game, "dealer", None) is not self.dealer:
            raise ValueError(f"this deal should be dealt by {self.dealer}")
        result = game.result
        choice: ContractChoice | None = getattr(game, "choice", None)
        declarer: Seat | None = getattr(game, "declarer", None)
        if result is None or choice is None or declarer is None or result.tricks is None:
            return self._redeal()
        return self._enter(choice, declarer, result.tricks)

    def _score_record(self, contract: object, declarer: object, tricks: object,
                      details: dict[str, Any]) -> tuple[JSON, str]:
        """``record("game NT", "S", 9)`` (``record("2NT", "S", 9)`` with slips), or
        ``record("redeal")`` at 20-20 (after four passes with slips)."""
        no_details(details)
        text = pad_text(contract, "a contract", self.example)
        if text.lower() in self.redeal_words:
            no_declarer_nor_tricks(declarer, tricks, "a deal redealt")
            return {"contract": "redeal", "declarer": None, "tricks": None}, self._redeal()
        return self._record_contract(text, declarer, tricks)

    def _record_contract(self, text: str, declarer: object, tricks: object
                         ) -> tuple[JSON, str]:
        if is_passed_out(text):
            raise ValueError("a MiniBridge deal is never passed out: at 20-20 it is "
                             "redealt (type redeal)")
        try:
            choice = ContractChoice.from_str(text)
        except ValueError:
            raise ValueError(f"not a MiniBridge contract: {short(text)} (part or game and a "
                             f"strain, like {self.example})") from None
        if declarer is None:
            raise ValueError(f"who declared? give the seat (N, E, S or W), like "
                             f"{self.example}")
        seat = pad_seat(declarer)
        won = pad_tricks(tricks)
        note = self._enter(choice, seat, won)
        return {"contract": str(choice), "declarer": str(seat), "tricks": won}, note

    def _redeal(self) -> str:
        self.redeals += 1
        return f"{self.dealer} deals: redealt (does not count)"

    def _enter(self, choice: ContractChoice, declarer: Seat, tricks: int) -> str:
        mine, theirs = minibridge_score(choice.kind, choice.strain, tricks)
        self.played += 1
        side = declarer.side
        if theirs:
            self._sheet.add(SheetEntry(self.played, str(side.opponents), theirs, "",
                                       "undertricks"))
        else:
            self._sheet.add(SheetEntry(self.played, str(side), mine, "", choice.kind))
        note = f"{self.dealer} deals: {choice} by {declarer}, {tricks} tricks"
        self.dealer = scheduled_dealer(self.options.get("dealers"), self.played,
                                       self.dealer.next)
        return note


class MiniBridgeOpenSession(MiniBridgeSession):
    """A session of MiniBridge with slips: deal ``n`` is board ``n``; duplicate scores,
    each credited to the side that scored it."""

    kind: ClassVar[str] = "minibridge-open"
    variants: ClassVar[tuple[str, ...]] = ("minibridge-open",)
    declared_options: ClassVar[tuple[Option, ...]] = (DEALS,)
    example: ClassVar[str] = "2NT S 9"
    pad_pass: ClassVar[str] = "P after four passes: the deal is redealt"
    #: Four passes redeal: ``record("P")``.
    redeal_words: ClassVar[tuple[str, ...]] = ("redeal", "p", "pass", "passed out", "-")

    def first_dealer(self) -> Seat:
        return board_dealer(1)

    def _standing(self) -> JSON:
        return {**super()._standing(),
                "vulnerability": str(board_vulnerability(self.played + 1))}

    def _new_game(self, deal: Deal | str | None, seed: int | str | None,
                  options: JSON) -> Game:
        return self.game_class.new(deal=deal_argument(deal), seed=seed,
                                   board=self.played + 1, **options)

    def _score_game(self, game: Game) -> str:
        result = game.result
        if getattr(game, "board", None) != self.played + 1:
            raise ValueError(f"this is deal {self.played + 1} of the session, "
                             f"not {getattr(game, 'board', None)}")
        contract: Contract | None = getattr(game, "contract", None)
        if getattr(game, "is_redeal", False) or contract is None or result is None \
                or result.tricks is None:
            return self._redeal()
        return self._enter_contract(contract, result.tricks)

    def _record_contract(self, text: str, declarer: object, tricks: object
                         ) -> tuple[JSON, str]:
        bid = pad_contract(text, declarer, example=self.example, doubles=False,
                           game="MiniBridge")
        won = pad_tricks(tricks)
        note = self._enter_contract(bid, won)
        return {"contract": str(bid), "declarer": str(bid.declarer), "tricks": won}, note

    def _enter_contract(self, contract: Contract, tricks: int) -> str:
        assert contract.declarer is not None
        number = self.played + 1
        side = contract.declarer.side
        vulnerable = board_vulnerability(number).is_vulnerable(side)
        points = duplicate_score(contract, tricks, vulnerable)
        self.played += 1
        if points >= 0:
            self._sheet.add(SheetEntry(number, str(side), points, "", "made"))
        else:
            self._sheet.add(SheetEntry(number, str(side.opponents), -points, "",
                                       "undertricks"))
        note = (f"Deal {number}, vulnerable {board_vulnerability(number)}: "
                f"{contract.describe()}, {tricks} tricks")
        self.dealer = board_dealer(self.played + 1)
        return note
