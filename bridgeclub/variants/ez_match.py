"""EZ-Bridge games, sets and matches, played in the software or kept as a score pad
(seed 000, "Winning the game, set, match"; the glossary's "Game / Set / Match").

The first side to 30 points wins the Game; the first to win three Games wins the Set; the
first to win two Sets wins the Match. Points are exact quarters (``Fraction``); a side may
go "in the hole" below zero. After each hand the deal passes to the left, a hand with
four passes included. With ``fixed_dealer=True`` one person deals throughout and the
first bidder rotates instead (seed 000, "Who bids first?").

``EZ3Match`` is the same for 3-Person EZ-Bridge with individual scores: it follows the
people round the chairs (the Winning Bidder changes chairs with whoever sits South, and
that seating stays until the next bidding is over) and rotates the deal by person, not by
chair: if South deals first, then West, then East, wherever they sit.

>>> from bridgeclub.match import new_match
>>> pad = new_match("ez-bridge")
>>> pad.record("8H", "N", 11)
>>> pad.record("10C", "W", 9)
>>> pad.game_score, pad.dealer
({'NS': Fraction(35, 4), 'EW': Fraction(-4, 1)}, Seat.S)
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any, ClassVar

from bridgeclub.calls import Contract
from bridgeclub.game import Game
from bridgeclub.match import Match, Points, ScoreSheet, SheetEntry, deal_argument
from bridgeclub.scoring.ez import GAME_POINTS, ez_score
from bridgeclub.seats import Seat, to_seat
from bridgeclub.variants.ez_bridge import EZBridgeGame
from bridgeclub.variants.ez_bridge_3 import PERSONS, EZBridge3Game, seating_after_swap


class EZMatch(Match):
    """An EZ-Bridge match for two teams, NS and EW: games of 30, sets of 3, 2 sets."""

    kind: ClassVar[str] = "ez-bridge"
    games_to_win_set: ClassVar[int] = 3
    sets_to_win_match: ClassVar[int] = 2

    def __init__(self, dealer: Seat | str = Seat.N, fixed_dealer: bool = False,
                 target: int = GAME_POINTS) -> None:
        self.dealer = to_seat(dealer)
        self.first_bidder = self.dealer
        self.fixed_dealer = fixed_dealer
        self.target = target
        self.hands = 0
        self._sheet = ScoreSheet(self.columns())
        self.games_won: dict[str, int] = {c: 0 for c in self.columns()}
        self.sets_won: dict[str, int] = {c: 0 for c in self.columns()}
        self.game_winners: list[str] = []
        self.ended = False
        self.set_winners: list[str] = []

    def columns(self) -> tuple[str, ...]:
        return ("NS", "EW")

    # -- the match's state ---------------------------------------------------------------
    @property
    def sheet(self) -> ScoreSheet:
        return self._sheet

    @property
    def game_score(self) -> dict[str, Fraction]:
        """The points of the Game being played (the entries since the last game line)."""
        start = self._sheet.games_ended_after[-1] if self._sheet.games_ended_after else 0
        score = {c: Fraction(0) for c in self.columns()}
        for entry in self._sheet.entries[start:]:
            score[entry.column] += Fraction(entry.points)
        return score

    @property
    def totals(self) -> dict[str, Points]:
        """Points over the whole match, every hand counted."""
        return {c: Fraction(v) for c, v in self._sheet.totals().items()}

    @property
    def is_over(self) -> bool:
        return self.ended or self.winner is not None

    @property
    def winner(self) -> str | None:
        """The column that has won the Match, or None."""
        return next((c for c, n in self.sets_won.items() if n >= self.sets_to_win_match),
                    None)

    def end(self) -> None:
        """Stop here (EZ-Bridge has no bonuses for an unfinished match)."""
        self.ended = True

    def standing(self) -> dict[str, Any]:
        return {"hands": self.hands, "game": self.game_score, "games": dict(self.games_won),
                "sets": dict(self.sets_won), "winner": self.winner}

    # -- hands ---------------------------------------------------------------------------
    def next_game(self, deal: Any = None, seed: int | str | None = None) -> Game:
        """The next hand, with this match's dealer and first bidder."""
        self._check_running()
        return EZBridgeGame(deal=deal_argument(deal), seed=seed, dealer=self.dealer,
                            first_bidder=None if self.first_bidder is self.dealer
                            else self.first_bidder, number=self.hands + 1)

    def add_game(self, game: Game) -> None:
        """Score a finished hand of this match."""
        if not isinstance(game, EZBridgeGame) or isinstance(game, EZBridge3Game):
            raise ValueError("an EZ-Bridge match scores EZ-Bridge hands")
        result = game.result
        if result is None:
            raise ValueError("the hand is not over")
        self._enter(game.contract, result.tricks)

    def record(self, contract: str, declarer: str | None = None, tricks: int | None = None,
               **details: Any) -> None:
        """Score pad: ``record("8H", "N", 11)`` (the winning bid, the Winning Bidder, the
        tricks her side won), or ``record("P")`` for four passes."""
        self._check_running()
        if details:
            raise ValueError(f"unknown details: {', '.join(details)}")
        if contract.strip().upper() in ("P", "PASS"):
            self._enter(None, None)
            return
        bid = Contract.from_str(contract, declarer)
        if bid.doubled:
            raise ValueError("there are no doubles in EZ-Bridge")
        if bid.declarer is None:
            raise ValueError("say who won the bidding: N, E, S or W")
        if tricks is None or not 0 <= tricks <= 13:
            raise ValueError(f"tricks run from 0 to 13, not {tricks}")
        self._check_bidder(bid.declarer)
        self._enter(bid, tricks)

    def _check_bidder(self, seat: Seat) -> None:
        """Raise ValueError if ``seat`` cannot have won the bidding."""

    def _check_running(self) -> None:
        if self.winner is not None:
            raise ValueError(f"the match is over: {self.winner} won it")
        if self.ended:
            raise ValueError("the match has been ended")

    def column_of(self, seat: Seat) -> str:
        return str(seat.side)

    def _enter(self, contract: Contract | None, tricks: int | None) -> None:
        self._check_running()
        self.hands += 1
        if contract is not None and contract.declarer is not None and tricks is not None:
            points = ez_score(contract.level, tricks)
            reason = "made" if tricks == contract.level else \
                "overtricks" if tricks > contract.level else "short"
            column = self.column_of(contract.declarer)
            self._sheet.add(SheetEntry(self.hands, column, points, "", reason))
            self.after_hand(contract.declarer)
            if self.game_score[column] >= self.target:
                self._game_won(column)
        self._rotate()

    def after_hand(self, winner: Seat) -> None:
        """What changes at the table after a hand won by ``winner`` (nothing at four)."""

    def _game_won(self, column: str) -> None:
        self._sheet.rule_game_line()
        self.game_winners.append(column)
        self.games_won[column] += 1
        if self.games_won[column] >= self.games_to_win_set:
            self.set_winners.append(column)
            self.sets_won[column] += 1
            self.games_won = {c: 0 for c in self.columns()}

    def _rotate(self) -> None:
        if self.fixed_dealer:
            self.first_bidder = self.first_bidder.next
        else:
            self.dealer = self.first_bidder = self.dealer.next


class EZ3Match(EZMatch):
    """3-Person EZ-Bridge: three people scored one by one; seats follow the people.

    ``people`` name the three players in their first chairs East, South, West (default
    ``E``, ``S``, ``W``); ``dealer`` names who deals first (default the person in South).
    Columns of the sheet are the people.
    """

    kind: ClassVar[str] = "ez-bridge-3"

    def __init__(self, people: tuple[str, str, str] | list[str] = ("E", "S", "W"),
                 dealer: str | None = None, target: int = GAME_POINTS) -> None:
        if len(people) != 3 or len(set(people)) != 3:
            raise ValueError("3-Person EZ-Bridge needs three different people")
        self.people = tuple(people)
        #: Chair to person.
        self.seating: dict[Seat, str] = dict(zip(PERSONS, self.people, strict=True))
        first = dealer if dealer is not None else self.seating[Seat.S]
        if first not in self.people:
            raise ValueError(f"{first!r} is not one of the players")
        # The deal goes round the people in the order of their first chairs, clockwise
        # without dummy: E -> S -> W -> E.
        self.dealing_person = first
        super().__init__(dealer=self.chair_of(first), target=target)

    def columns(self) -> tuple[str, ...]:
        return self.people

    def chair_of(self, person: str) -> Seat:
        return next(chair for chair, who in self.seating.items() if who == person)

    def next_game(self, deal: Any = None, seed: int | str | None = None) -> Game:
        """The next hand: seat ``E`` of the game is whoever sits East now, and so on
        (``seating`` maps chairs to people)."""
        self._check_running()
        return EZBridge3Game(deal=deal_argument(deal), seed=seed, dealer=self.dealer,
                             number=self.hands + 1)

    def add_game(self, game: Game) -> None:
        if not isinstance(game, EZBridge3Game):
            raise ValueError("a 3-Person EZ-Bridge match scores 3-Person EZ-Bridge hands")
        result = game.result
        if result is None:
            raise ValueError("the hand is not over")
        self._enter(game.contract, result.tricks)

    def _check_bidder(self, seat: Seat) -> None:
        if seat is Seat.N:
            raise ValueError("the dummy (North) does not bid: the winner is E, S or W")

    def column_of(self, seat: Seat) -> str:
        return self.seating[seat]

    def after_hand(self, winner: Seat) -> None:
        """The Winning Bidder changes chairs with whoever sits South."""
        swap = seating_after_swap(winner)
        self.seating = {chair: self.seating[swap[chair]] for chair in PERSONS}

    def _rotate(self) -> None:
        order = [self.seating_at_start[c] for c in PERSONS]
        self.dealing_person = order[(order.index(self.dealing_person) + 1) % 3]
        self.dealer = self.first_bidder = self.chair_of(self.dealing_person)

    @property
    def seating_at_start(self) -> dict[Seat, str]:
        """The people in their first chairs, which fix the order of dealing."""
        return dict(zip(PERSONS, self.people, strict=True))

    def standing(self) -> dict[str, Any]:
        standing = super().standing()
        standing["seating"] = {str(c): p for c, p in self.seating.items()}
        standing["dealer"] = self.dealing_person
        return standing
