"""What Goren's two games for two players share: two people, four hands, Goren's scoring.

Seed 003 gives two games for two players, Bridge for Two (dummy racks) and Double Dummy.
In both, two people play all four hands of a Contract Bridge deal (RULES.md):

- **Seats.** A seat is one of the four hands at the table. Player A (John) sits South and
  owns the North hand (his rack, or his dummy hand); player B (Mary) sits West and owns
  East. ``players`` is ``(S, W)``: the seats of the two people, the only seats whose
  views are asked for; ``owner`` maps each hand to the person who calls and plays it, so
  ``actor`` is South whenever ``turn`` is South or North.
- **Dealer.** Only a player deals: ``dealer`` is ``S`` or ``W`` (default ``S``); the deal
  alternates between the players, in the order of ``players``.
- **Scoring.** A deal is scored for rubber bridge in the ``goren`` edition (the table of
  seed 003): ``result.score`` holds each side's points of the deal (NS is player A, EW
  player B) and ``result.details["entries"]`` the lines a scorer writes, from
  ``scoring.rubber.deal_entries``, honours counted from the deal (RULES.md). Game and rubber
  bonuses belong to the rubber match (``new_match("rubber", variant=..., edition="goren")``).

>>> import bridgeclub as bc
>>> game = bc.new_game("double-dummy-two", seed=1, dealer="W", vulnerability="NS")
>>> game.players, game.dealer, game.owner(bc.Seat.E)
((Seat.S, Seat.W), Seat.W, Seat.W)
>>> bc.new_game("double-dummy-two", seed=1, dealer="N")
Traceback (most recent call last):
...
ValueError: option dealer: one of the players' seats (S, W), not N
"""

from __future__ import annotations

from typing import Any, ClassVar

from bridgeclub.calls import Contract
from bridgeclub.claims import Claims
from bridgeclub.deal import Deal
from bridgeclub.game_base import JSON, Result
from bridgeclub.options import TABLE_OPTIONS, VULNERABILITY, Option
from bridgeclub.scoring.contract import Edition
from bridgeclub.scoring.rubber import deal_entries, honours
from bridgeclub.seats import Seat, Side, Vulnerability, to_seat
from bridgeclub.variants.contract_bridge import ContractBridgeGame

TWO_PLAYER_DEALER = Option("dealer", "seat", None, "who deals: one of the two players",
                           choices=("S", "W"))

#: The person who plays each hand: South plays South and North, West plays West and East.
OWNERS: dict[Seat, Seat] = {Seat.S: Seat.S, Seat.N: Seat.S, Seat.W: Seat.W, Seat.E: Seat.W}


class GorenTwoPlayerGame(ContractBridgeGame):
    """A Contract Bridge deal played by two people holding two hands each (seed 003)."""

    players: ClassVar[tuple[Seat, ...]] = (Seat.S, Seat.W)
    #: The deal alternates between the two players (seed 003).
    dealer_rotation: ClassVar[tuple[Seat, ...]] = (Seat.S, Seat.W)
    uses_boards: ClassVar[bool] = False
    edition: ClassVar[Edition] = "goren"
    declared_options: ClassVar[tuple[Option, ...]] = (*TABLE_OPTIONS, TWO_PLAYER_DEALER,
                                                      VULNERABILITY)

    def __init__(self, deal: Deal | str | None = None, seed: int | str | None = None,
                 dealer: Seat | str | None = None,
                 vulnerability: Vulnerability | str | None = None, **options: Any) -> None:
        seat = to_seat(dealer)
        if seat is None:
            seat = self.players[0]
        if seat not in self.players:
            raise ValueError(f"the dealer is one of the two players, S or W, not {seat}")
        super().__init__(deal=deal, seed=seed, dealer=seat, vulnerability=vulnerability,
                         **options)

    @staticmethod
    def owner(seat: Seat) -> Seat:
        """The player who calls and plays the hand at ``seat``."""
        return OWNERS[seat]

    @property
    def actor(self) -> Seat | None:
        turn = self.turn
        return None if turn is None else OWNERS[turn]

    def new_claims(self, declarer: Seat) -> Claims:
        """Declarer's owner claims and the other person answers, once (seed 003: each
        person plays two hands, so one answer speaks for both defending hands).

        >>> import bridgeclub as bc
        >>> game = bc.new_game("double-dummy-two", seed=1)
        >>> claims = game.new_claims(bc.Seat.N)
        >>> claims.claimer, claims.answerers
        (Seat.S, (Seat.W,))
        """
        return Claims(declarer, answerers=(OWNERS[declarer.lho],), claimer=OWNERS[declarer])

    #: The claimer's hands that are faced when he claims: both of them (he plays both).
    faced_to_claim: ClassVar[frozenset[Seat]] = frozenset(Seat)

    def claim_shows(self, seat: Seat) -> set[Seat]:
        """The claimer's hands ``seat`` sees while she answers his claim: a claimer faces
        his hand with the claim (Laws 68C, 70), and here he plays two, so both are faced
        (``faced_to_claim``: a rack's face-down cards are no one's to show). Only the person
        who answers sees them, and only while the claim waits for her answer: after it the
        hands are hidden again, as the play goes on or ends.

        >>> import bridgeclub as bc
        >>> game = bc.new_game("double-dummy-two", seed=1, claims=True)
        >>> for call in "1NT P P P".split():
        ...     _ = game.act(call)
        >>> _ = game.act(game.legal_actions()[0])      # West leads; North to play
        >>> game.declarer, game.actor, game.claim_shows(bc.Seat.W)
        (Seat.S, Seat.S, set())
        >>> _ = game.act("claim 7"); sorted(game.claim_shows(bc.Seat.W))
        [Seat.N, Seat.S]
        >>> game.claim_shows(bc.Seat.S), len(game.view("W")["hands"])
        (set(), 4)
        >>> _ = game.act("reject"); len(game.view("W")["hands"])
        2
        """
        claims = self.claims
        if claims is None or claims.pending is None or self.is_over:
            return set()
        if OWNERS[seat] is claims.claimer or OWNERS[seat] not in claims.answerers:
            return set()
        return {hand for hand in self.faced_to_claim if OWNERS[hand] is claims.claimer}

    def seat_view(self, seat: Seat) -> JSON:
        """The four-hand view, with the hands this player plays (``plays_for``); no hand
        is a faced dummy in these games, so ``dummy`` is None."""
        view = super().seat_view(seat)
        who = view["seat"]
        view["plays_for"] = [str(s) for s in Seat if str(OWNERS[s]) == who]
        view["dummy"] = None
        return view

    # -- the score of one deal -----------------------------------------------------------
    def entries(self, contract: Contract | None, tricks: int | None) -> list[JSON]:
        """The sheet lines of this deal (rubber scoring, Goren's edition); none if passed."""
        if contract is None or contract.declarer is None or tricks is None:
            return []
        vulnerable = self.vulnerability.is_vulnerable(contract.declarer.side)
        lines = deal_entries(contract, tricks, vulnerable, self.edition,
                             honours(self.deal, contract.strain))
        return [{"side": str(e.side), "points": e.points, "line": e.line, "reason": e.reason}
                for e in lines]

    def score(self, contract: Contract | None, tricks: int | None) -> dict[str, Any]:
        points = {str(side): 0 for side in Side}
        for entry in self.entries(contract, tricks):
            points[entry["side"]] += entry["points"]
        return points

    @property
    def result(self) -> Result | None:
        base = super().result
        if base is None:
            return None
        contract = self.contract
        return Result(base.contract, base.declarer, base.tricks, base.score,
                      {**base.details, "entries": self.entries(contract, base.tricks),
                       "vulnerability": str(self.vulnerability)})
