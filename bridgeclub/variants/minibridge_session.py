"""MiniBridge sessions: an agreed number of deals with a running total (seed 001, "Dealing
the cards"; seed 002: "There is no set overall target score. Players play an agreed number
of deals after which scores are compared"). Played in the software or kept as a score pad.

- ``minibridge``: the deal passes to the left after each deal; a 20-20 deal is redealt by
  the same dealer and does not count as one of the agreed deals. ``record("game NT", "S",
  9)``: declarer's contract in MiniBridge's words, declarer, and her side's tricks.
- ``minibridge-open``: deal ``n`` plays as duplicate board ``n`` (its dealer and
  vulnerability); four passes redeal the same deal number. ``record("2NT", "S", 9)``.

>>> from bridgeclub.match import new_match
>>> pad = new_match("minibridge", deals=4)
>>> pad.record("game NT", "S", 9)
>>> pad.record("game S", "W", 9)
>>> pad.totals, pad.dealer, pad.is_over
({'NS': 450, 'EW': 0}, Seat.S, False)
"""

from __future__ import annotations

from typing import Any, ClassVar

from bridgeclub.calls import Contract
from bridgeclub.game import Game
from bridgeclub.match import Match, ScoreSheet, SheetEntry, deal_argument
from bridgeclub.scoring.contract import duplicate_score
from bridgeclub.scoring.minibridge import minibridge_score
from bridgeclub.seats import Seat, board_dealer, board_vulnerability, to_seat
from bridgeclub.variants.minibridge import ContractChoice, MiniBridgeGame
from bridgeclub.variants.minibridge_open import MiniBridgeOpenGame


def _tricks(tricks: int | None) -> int:
    """The tricks declarer's side won, as typed on the score pad: 0 to 13."""
    if tricks is None or not 0 <= tricks <= 13:
        raise ValueError(f"tricks run from 0 to 13, not {tricks}")
    return tricks


class MiniBridgeSession(Match):
    """A MiniBridge session of ``deals`` deals, North-South against East-West."""

    kind: ClassVar[str] = "minibridge"
    #: What the score pad's ``record`` takes for a deal redealt (20-20).
    redeal_words: ClassVar[tuple[str, ...]] = ("redeal",)

    def __init__(self, deals: int = 8, dealer: Seat | str = Seat.N) -> None:
        if deals < 1:
            raise ValueError(f"a session has at least one deal, not {deals}")
        self.deals = deals
        self.dealer = to_seat(dealer)
        self.played = 0
        self.redeals = 0
        self.ended = False
        self._sheet = ScoreSheet(("NS", "EW"))

    @property
    def sheet(self) -> ScoreSheet:
        return self._sheet

    @property
    def is_over(self) -> bool:
        return self.ended or self.played >= self.deals

    @property
    def winner(self) -> str | None:
        """The side ahead once the session is over (``tie`` when level), else None."""
        if not self.is_over:
            return None
        totals = self.totals
        if totals["NS"] == totals["EW"]:
            return "tie"
        return "NS" if totals["NS"] > totals["EW"] else "EW"

    def end(self) -> None:
        """Stop before the agreed number of deals; the totals so far decide."""
        self.ended = True

    def _check_running(self) -> None:
        if self.is_over:
            raise ValueError(f"the session is over after {self.played} deals")

    def next_game(self, deal: Any = None, seed: int | str | None = None) -> Game:
        """The next deal of the session, with its dealer (and number)."""
        self._check_running()
        return MiniBridgeGame(deal=deal_argument(deal), seed=seed, dealer=self.dealer,
                              number=self.played + 1)

    def add_game(self, game: Game) -> None:
        """Score a finished deal; a redeal leaves the same dealer and counts for nothing."""
        if not isinstance(game, MiniBridgeGame):
            raise ValueError("a MiniBridge session scores MiniBridge deals")
        result = game.result
        if result is None:
            raise ValueError("the deal is not over")
        if game.choice is None or game.declarer is None or result.tricks is None:
            self._redeal()
            return
        self._enter(game.choice, game.declarer, result.tricks)

    def record(self, contract: str, declarer: str | None = None, tricks: int | None = None,
               **details: Any) -> None:
        """Score pad: ``record("game NT", "S", 9)`` (``record("2NT", "S", 9)`` with slips),
        or ``record("redeal")`` at 20-20 (after four passes with slips)."""
        self._check_running()
        if details:
            raise ValueError(f"unknown details: {', '.join(details)}")
        if contract.strip().lower() in self.redeal_words:
            self._redeal()
            return
        self._record_contract(contract, declarer, tricks)

    def _record_contract(self, contract: str, declarer: str | None, tricks: int | None) -> None:
        choice = ContractChoice.from_str(contract)
        if declarer is None:
            raise ValueError("say who declared: N, E, S or W")
        seat = Seat.from_str(declarer)
        self._enter(choice, seat, _tricks(tricks))

    def _redeal(self) -> None:
        self._check_running()
        self.redeals += 1

    def _enter(self, choice: ContractChoice, declarer: Seat, tricks: int) -> None:
        self._check_running()
        mine, theirs = minibridge_score(choice.kind, choice.strain, tricks)
        self.played += 1
        side = declarer.side
        if theirs:
            self._sheet.add(SheetEntry(self.played, str(side.opponents), theirs, "",
                                       "undertricks"))
        else:
            self._sheet.add(SheetEntry(self.played, str(side), mine, "", choice.kind))
        self.dealer = self.dealer.next


class MiniBridgeOpenSession(MiniBridgeSession):
    """A session of MiniBridge with slips: deal ``n`` is board ``n``; duplicate scores."""

    kind: ClassVar[str] = "minibridge-open"
    #: Four passes redeal: ``record("P")``.
    redeal_words: ClassVar[tuple[str, ...]] = ("redeal", "p", "pass")

    def __init__(self, deals: int = 8) -> None:
        super().__init__(deals, board_dealer(1))

    def next_game(self, deal: Any = None, seed: int | str | None = None) -> Game:
        self._check_running()
        return MiniBridgeOpenGame(deal=deal_argument(deal), seed=seed, board=self.played + 1)

    def add_game(self, game: Game) -> None:
        if not isinstance(game, MiniBridgeOpenGame):
            raise ValueError("this session scores MiniBridge deals with slips")
        result = game.result
        if result is None:
            raise ValueError("the deal is not over")
        if game.board != self.played + 1:
            raise ValueError(f"this is deal {self.played + 1} of the session, "
                             f"not {game.board}")
        if game.is_redeal or game.contract is None or result.tricks is None:
            self._redeal()
            return
        self._enter_contract(game.contract, result.tricks)

    def _record_contract(self, contract: str, declarer: str | None, tricks: int | None) -> None:
        bid = Contract.from_str(contract, declarer)
        if bid.level > 7 or bid.doubled:
            raise ValueError(f"not a MiniBridge contract: {contract!r} (1C to 7NT, no doubles)")
        if bid.declarer is None:
            raise ValueError("say who declared: N, E, S or W")
        self._enter_contract(bid, _tricks(tricks))

    def _enter_contract(self, contract: Contract, tricks: int) -> None:
        self._check_running()
        assert contract.declarer is not None
        number = self.played + 1
        side = contract.declarer.side
        vulnerable = board_vulnerability(number).is_vulnerable(side)
        points = duplicate_score(contract, tricks, vulnerable)
        self.played += 1
        self._sheet.add(SheetEntry(number, str(side), points, "",
                                   "made" if points > 0 else "undertricks"))
        self._sheet.add(SheetEntry(number, str(side.opponents), -points, "", ""))
        self.dealer = board_dealer(self.played + 1)
