"""3-Person EZ-Bridge (``ez-bridge-3``): three players and a permanent dummy (seed 000,
"3-Person EZ-Bridge" and its summary of rules; RULES.md).

- The dummy hand sits North and is faced before the bidding. East, South and West bid as
  in EZ-Bridge (``EZAuction``) for the tricks they will win together with dummy; the
  bidding ends when both others pass after the last bid; three passes: no score.
- The Winning Bidder changes chairs with whoever sits South (opposite dummy), then the
  player on her left leads; she plays dummy's cards too. Scores are individual, on
  EZ-Bridge's scale; the Winning Bidder scores the tricks of both hands.

Seats and persons. A seat of this game names a *person*: the chair she sat in when the
cards were dealt and bid. The seat swap moves people, not names, so ``E`` is the same
person (with the same cards) all through the hand, and ``players`` is ``(E, S, W)``: the
three people who act. The chairs for the play are in the view as ``seating`` (chair to
person) and set the order of play: if East wins, East sits South and South sits East, so
the play goes round dummy, South, East, West. Dummy (``N``) never acts: when it is her
turn the Winning Bidder is the ``actor``. The deal rotates among the persons, not the
chairs: that is the match's business (``bridgeclub.matches.ez.EZ3Match``).

>>> import bridgeclub as bc
>>> game = bc.new_game("ez-bridge-3", seed=5, dealer="S")
>>> game.players, "N" in game.view("E")["hands"]
((Seat.E, Seat.S, Seat.W), True)
>>> for call in "7S 8H P P".split():
...     _ = game.act(call)
>>> game.declarer, game.view("S")["seating"]
(Seat.W, {'N': 'N', 'E': 'E', 'S': 'W', 'W': 'S'})
>>> game.turn      # the person on the Winning Bidder's left: South, now in the West chair
Seat.S
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any, ClassVar

from bridgeclub.auction import Auction
from bridgeclub.calls import Contract
from bridgeclub.game_base import JSON, Result
from bridgeclub.scoring.ez import ez_score
from bridgeclub.seats import Seat, to_seat
from bridgeclub.variants.ez_bridge import EZAuction, EZBridgeGame

DUMMY = Seat.N
SEAT_LETTERS = ("N", "E", "S", "W")
PERSONS: tuple[Seat, ...] = (Seat.E, Seat.S, Seat.W)


def seating_after_swap(winner: Seat) -> dict[Seat, Seat]:
    """Chair to person once the Winning Bidder has changed chairs with South.

    >>> {str(c): str(p) for c, p in seating_after_swap(Seat.E).items()}
    {'N': 'N', 'E': 'S', 'S': 'E', 'W': 'W'}
    """
    seating = {chair: chair for chair in Seat}
    seating[Seat.S], seating[winner] = winner, seating[Seat.S]
    return seating


class EZBridge3Game(EZBridgeGame):
    """3-Person EZ-Bridge: a permanent dummy faced from the start, individual scores."""

    variant: ClassVar[str] = "ez-bridge-3"
    players: ClassVar[tuple[Seat, ...]] = PERSONS

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.seating: dict[Seat, Seat] = {chair: chair for chair in Seat}

    def default_dealer(self) -> Seat:
        return Seat.S

    def make_auction(self) -> Auction:
        if DUMMY in (self.dealer, self.first_bidder):
            raise ValueError("the dummy hand (North) does not deal or bid: "
                             "the dealer is East, South or West")
        return EZAuction(self.first_bidder, PERSONS)

    # -- state ---------------------------------------------------------------------------
    def is_choosing(self) -> bool:
        return False  # the dummy is permanent

    @property
    def dummy(self) -> Seat | None:
        return DUMMY

    def is_dummy_faced(self) -> bool:
        return True  # laid out before the bidding

    @property
    def actor(self) -> Seat | None:
        turn = self.turn
        if turn is DUMMY:
            return self.declarer
        return turn

    def start_play(self, contract: Contract) -> None:
        """The Winning Bidder changes chairs with South; the play goes clockwise round the
        chairs, led by the person on her left (in the West chair)."""
        super().start_play(contract)
        assert contract.declarer is not None
        self.seating = seating_after_swap(contract.declarer)
        order = [self.seating[chair] for chair in Seat]
        hands = {seat: list(self.deal[seat]) for seat in Seat}
        self.play = self.play_class(hands, contract.trump, self.seating[Seat.W], order)

    def declarer_tricks(self) -> int | None:
        """The tricks of the Winning Bidder and dummy together."""
        declarer = self.declarer
        if declarer is None or self.play is None:
            return None
        return self.play.won[declarer] + self.play.won[DUMMY] + self.claimed_tricks()

    # -- what each seat may know ---------------------------------------------------------
    def names(self) -> dict[str, str]:
        return {"N": "Dummy"}

    def seat_view(self, seat: Seat) -> JSON:
        who = to_seat(seat)
        view = super().seat_view(who)
        view["seating"] = {str(chair): str(person) for chair, person in self.seating.items()}
        # Counted by the chairs after the move: N-S is the Winning Bidder (South) with
        # dummy, E-W the two others (a person's own seat letter would pair the Winning
        # Bidder with a defender).
        view["tricks_won"] = {} if self.play is None else \
            {str(chair): self.play.won[person] for chair, person in self.seating.items()}
        view["people"] = self.people()
        view["bidder_tricks"] = self.declarer_tricks()
        del view["partner_choice"]
        return view

    def people(self) -> dict[str, str]:
        """Each seat's person by name, the one name every front end shows for her: the
        name the match gives the person who was dealt that seat's cards (its ``situation``
        ``seating``), else the seat's own name; the dummy is ``Dummy``.

        >>> import bridgeclub as bc
        >>> bc.new_game("ez-bridge-3", seed=1).people()
        {'N': 'Dummy', 'E': 'East', 'S': 'South', 'W': 'West'}
        >>> bc.new_game("ez-bridge-3", seed=1, situation={"seating": {
        ...     "E": "Ann", "S": "W", "W": "Cy"}}).people()["S"]
        'West'
        """
        situation = self.scoring_situation() or {}
        named = situation.get("seating") if isinstance(situation.get("seating"), dict) else {}
        people = {str(DUMMY): "Dummy"}
        for person in PERSONS:
            name = str(named.get(str(person)) or person) if named else str(person)
            people[str(person)] = Seat.from_str(name).full_name if name in SEAT_LETTERS \
                else name
        return people

    # -- the outcome ---------------------------------------------------------------------
    def score(self, contract: Contract | None, tricks: int | None) -> dict[str, Any]:
        """Each person's points: the Winning Bidder's, exact quarters; the others 0."""
        winner = None if contract is None else contract.declarer
        points = Fraction(0) if contract is None or tricks is None else \
            ez_score(contract.level, tricks)
        return {str(p): points if p is winner else Fraction(0) for p in PERSONS}

    @property
    def result(self) -> Result | None:
        result = super().result
        if result is None:
            return None
        return Result(result.contract, result.declarer, result.tricks, result.score,
                      {**result.details,
                       "seating": {str(c): str(p) for c, p in self.seating.items()}})
