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
>>> pad.game_score, pad.next_dealer
({'NS': Fraction(35, 4), 'EW': Fraction(-4, 1)}, Seat.S)
>>> pad.record("8H by N", "E", 8)
Traceback (most recent call last):
...
bridgeclub.match_base.RefusedEntry: two declarers: 8H by N, and E given
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any, ClassVar

from bridgeclub.calls import Contract
from bridgeclub.deal import Deal
from bridgeclub.game_base import JSON, Game, json_points
from bridgeclub.match_base import (
    DEALERS,
    Match,
    Points,
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
    pad_text,
    pad_tricks,
)
from bridgeclub.options import Option
from bridgeclub.scoring.ez import GAME_POINTS, ez_score, quarters_text
from bridgeclub.seats import SEATS, Seat, Side
from bridgeclub.variants.ez_bridge_3 import PERSONS, seating_after_swap

TARGET = Option("target", "int", GAME_POINTS, "points that win a Game", low=1, high=1000)


class EZMatch(Match):
    """An EZ-Bridge match for two teams, NS and EW: games of 30, sets of 3, 2 sets."""

    kind: ClassVar[str] = "ez-bridge"
    variants: ClassVar[tuple[str, ...]] = ("ez-bridge",)
    declared_options: ClassVar[tuple[Option, ...]] = (
        Option("dealer", "seat", "N", "who deals first"),
        Option("fixed_dealer", "bool", False,
               "one person deals throughout; the first bidder rotates instead"),
        TARGET, DEALERS)
    example: ClassVar[str] = "8H N 11"
    pad_pass: ClassVar[str] = "P after four passes"
    games_to_win_set: ClassVar[int] = 3
    sets_to_win_match: ClassVar[int] = 2
    #: The seats that may win the bidding.
    bidders: ClassVar[tuple[Seat, ...]] = SEATS

    def __init__(self, **options: Any) -> None:
        super().__init__(**options)
        self.fixed_dealer: bool = self.option("fixed_dealer")
        self._start(scheduled_dealer(self.options.get("dealers"), 0,
                                     Seat.from_str(str(self.option("dealer")))))

    def _start(self, dealer: Seat) -> None:
        self.dealer = dealer
        self.first_bidder = dealer
        self.target: int = self.option("target")
        self.hands = 0
        self._sheet = ScoreSheet(self.sheet_columns())
        self.games_won: dict[str, int] = {c: 0 for c in self.sheet_columns()}
        self.sets_won: dict[str, int] = {c: 0 for c in self.sheet_columns()}
        self.game_winners: list[str] = []
        self.set_winners: list[str] = []

    def sheet_columns(self) -> tuple[str, ...]:
        return ("NS", "EW")

    # -- the match's state ---------------------------------------------------------------
    @property
    def sheet(self) -> ScoreSheet:
        return self._sheet

    @property
    def next_dealer(self) -> Seat:
        return self.dealer

    @property
    def game_score(self) -> dict[str, Fraction]:
        """The points of the Game being played (the entries since the last game line)."""
        start = self._sheet.games_ended_after[-1] if self._sheet.games_ended_after else 0
        score = {c: Fraction(0) for c in self.sheet_columns()}
        for entry in self._sheet.entries[start:]:
            score[entry.column] += Fraction(entry.points)
        return score

    @property
    def totals(self) -> dict[str, Points]:
        """Points over the whole match, every hand counted."""
        return {c: Fraction(v) for c, v in self._sheet.totals().items()}

    @property
    def finished(self) -> bool:
        return any(n >= self.sets_to_win_match for n in self.sets_won.values())

    @property
    def winner(self) -> str | None:
        """The column that has won the Match (two Sets), or None."""
        return next((c for c, n in self.sets_won.items() if n >= self.sets_to_win_match),
                    None)

    def _standing(self) -> JSON:
        return {"games_won": dict(self.games_won), "sets_won": dict(self.sets_won),
                "game_score": {c: json_points(v) for c, v in self.game_score.items()},
                "first_bidder": str(self.first_bidder), "target": self.target}

    def summary(self) -> str:
        """This Game's points, Games and Sets won.

        >>> from bridgeclub.match import new_match
        >>> pad = new_match("ez-bridge"); pad.record("8H", "N", 11)
        >>> pad.summary()
        'This game: NS 8 3/4, EW 0. Games: NS 0, EW 0. Sets: NS 0, EW 0.'
        """
        def by_column(values: dict[str, Any]) -> str:
            return ", ".join(f"{c} {quarters_text(v)}" for c, v in values.items())
        return (f"This game: {by_column(self.game_score)}. "
                f"Games: {by_column(self.games_won)}. Sets: {by_column(self.sets_won)}.")

    def outcome(self) -> str:
        if not self.is_over:
            return ""
        won = f"{self.winner} won the match. " if self.winner else ""
        return f"{won}Points: {self.points_text()}."

    # -- hands ---------------------------------------------------------------------------
    def _new_game(self, deal: Deal | str | None, seed: int | str | None,
                  options: JSON) -> Game:
        first = None if self.first_bidder is self.dealer else self.first_bidder
        if first is not None:
            options["first_bidder"] = first
        return self.game_class.new(deal=deal_argument(deal), seed=seed, dealer=self.dealer,
                                   number=self.hands + 1, **options)

    def _score_game(self, game: Game) -> str:
        if getattr(game, "dealer", None) is not self.dealer:
            raise ValueError(f"this hand should be dealt by {self.dealer}")
        result = game.result
        assert result is not None
        contract: Contract | None = getattr(game, "contract", None)
        return self._enter(contract, result.tricks)

    def _score_record(self, contract: object, declarer: object, tricks: object,
                      details: dict[str, Any]) -> tuple[JSON, str]:
        """``record("8H", "N", 11)`` (the winning bid, the Winning Bidder, the tricks her
        side won), or ``record("P")`` for four passes."""
        no_details(details)
        text = pad_text(contract, "a winning bid", self.example)
        if is_passed_out(text):
            no_declarer_nor_tricks(declarer, tricks, "a hand with four passes")
            return {"contract": "P", "declarer": None, "tricks": None}, self._enter(None, None)
        bid = pad_contract(text, declarer, example=self.example, max_level=13,
                           doubles=False, game="EZ-Bridge", seats=self.bidders,
                           bidder="the Winning Bidder")
        won = pad_tricks(tricks)
        note = self._enter(bid, won)
        return {"contract": str(bid), "declarer": str(bid.declarer), "tricks": won}, note

    @property
    def dealer_name(self) -> str:
        """Who deals the next hand, as the sheet's notes name her."""
        return str(self.dealer)

    def _enter(self, contract: Contract | None, tricks: int | None) -> str:
        self.hands += 1
        note = f"{self.dealer_name} deals: four passes"
        if contract is not None and contract.declarer is not None and tricks is not None:
            points = ez_score(contract.level, tricks)
            reason = "made" if tricks == contract.level else \
                "overtricks" if tricks > contract.level else "short"
            column = self.column_of(contract.declarer)
            # Where the columns are people (3-person EZ-Bridge), the note names the person,
            # not the chair she happened to sit in for this hand.
            by = column if column not in [str(s) for s in Side] else \
                f"{contract.declarer} ({column})"
            note = (f"{self.dealer_name} deals: {contract} by {by}, "
                    f"{tricks} trick{'s' if tricks != 1 else ''}, {quarters_text(points)}")
            self._sheet.add(SheetEntry(self.hands, column, points, "", reason))
            self.after_hand(contract.declarer)
            if self.game_score[column] >= self.target:
                self._game_won(column)
        self._rotate()
        return note

    def after_hand(self, winner: Seat) -> None:
        """What changes at the table after a hand won by ``winner`` (nothing at four)."""

    def _game_won(self, column: str) -> None:
        self._sheet.rule_game_line()
        self.game_winners.append(column)
        self.games_won[column] += 1
        if self.games_won[column] >= self.games_to_win_set:
            self.set_winners.append(column)
            self.sets_won[column] += 1
            self.games_won = {c: 0 for c in self.sheet_columns()}

    def _rotate(self) -> None:
        if self.fixed_dealer:
            self.first_bidder = self.first_bidder.next
        else:
            self.dealer = self.first_bidder = scheduled_dealer(
                self.options.get("dealers"), self.hands, self.dealer.next)


def _check_people(value: Any) -> None:
    if not isinstance(value, list | tuple) or len(value) != 3 or \
            not all(isinstance(p, str) and 0 < len(p.strip()) <= 20 for p in value):
        raise ValueError(f"three names, like [\"Ann\", \"Bob\", \"Cy\"], not {value!r:.40}")
    if len({p.strip() for p in value}) != 3:
        raise ValueError("3-Person EZ-Bridge needs three different people")


class EZ3Match(EZMatch):
    """3-Person EZ-Bridge: three people scored one by one; seats follow the people.

    ``people`` name the three players in their first chairs East, South, West (default
    ``E``, ``S``, ``W``); ``dealer`` names who deals first (default the person in South).
    Columns of the sheet are the people.
    """

    kind: ClassVar[str] = "ez-bridge-3"
    variants: ClassVar[tuple[str, ...]] = ("ez-bridge-3",)
    declared_options: ClassVar[tuple[Option, ...]] = (
        Option("people", "object", ["E", "S", "W"],
               "the three players, in their first chairs East, South, West",
               check=_check_people),
        Option("dealer", "text", None, "who deals first (default: the person in South)"),
        TARGET)
    example: ClassVar[str] = "8H S 11"
    bidders: ClassVar[tuple[Seat, ...]] = PERSONS

    def __init__(self, **options: Any) -> None:
        Match.__init__(self, **options)
        self.fixed_dealer = False
        self.people: tuple[str, ...] = tuple(p.strip() for p in self.option("people"))
        #: Chair to person.
        self.seating: dict[Seat, str] = dict(zip(PERSONS, self.people, strict=True))
        dealer = self.option("dealer")
        first = dealer.strip() if isinstance(dealer, str) else self.seating[Seat.S]
        if first not in self.people:
            raise ValueError(f"the dealer {first!r:.20} is not one of the players: "
                             f"{', '.join(self.people)}")
        # The deal goes round the people in the order of their first chairs, clockwise
        # without dummy: E -> S -> W -> E.
        self.dealing_person = first
        self._start(self.chair_of(first))

    def sheet_columns(self) -> tuple[str, ...]:
        return self.people

    def chair_of(self, person: str) -> Seat:
        return next(chair for chair, who in self.seating.items() if who == person)

    def seat_for(self, seat: Seat) -> Seat:
        """The chair in the next hand of the person who sat at ``seat`` at the start.

        >>> from bridgeclub.match import new_match
        >>> pad = new_match("ez-bridge-3"); pad.record("8H", "W", 8)
        >>> pad.seat_for(Seat.W), pad.seat_for(Seat.S)
        (Seat.S, Seat.W)
        """
        person = self.seating_at_start.get(seat)
        return self.chair_of(person) if person is not None else seat

    def _score_game(self, game: Game) -> str:
        if getattr(game, "dealer", None) is not self.dealer:
            raise ValueError(f"this hand should be dealt by {self.dealer}")
        return super()._score_game(game)

    def _score_record(self, contract: object, declarer: object, tricks: object,
                      details: dict[str, Any]) -> tuple[JSON, str]:
        if declarer in ("N", "n", Seat.N):
            raise ValueError("the dummy (North) does not bid: the Winning Bidder is E, S or W")
        return super()._score_record(contract, declarer, tricks, details)

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

    def _standing(self) -> JSON:
        standing = super()._standing()
        standing["seating"] = {str(c): p for c, p in self.seating.items()}
        standing["dealing_person"] = self.dealing_person
        return standing

    @property
    def dealer_name(self) -> str:
        return self.dealing_person

    def summary(self) -> str:
        """Points, Games and Sets by person; then where each sits and who deals next.

        >>> from bridgeclub.match import new_match
        >>> pad = new_match("ez-bridge-3", people=["Ann", "Bob", "Cy"])
        >>> pad.record("8H", "W", 8)
        >>> print(pad.summary())
        This game: Ann 0, Bob 0, Cy 8. Games: Ann 0, Bob 0, Cy 0. Sets: Ann 0, Bob 0, Cy 0.
        Seats: Ann East, Cy South, Bob West; Cy deals next.
        """
        seating = ", ".join(f"{p} {c.full_name}" for c, p in self.seating.items())
        return f"{super().summary()}\nSeats: {seating}; {self.dealing_person} deals next."
