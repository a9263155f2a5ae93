"""Goren's Double Dummy for two (``double-dummy-two``): each player holds two hands.

Seed 003, "Double Dummy Bridge", with the rulings of RULES.md:

- **Seats.** John sits South with his dummy hand North; Mary sits West with her dummy hand
  East (``players`` is ``(S, W)``). Each player calls and plays both of his hands.
- **Calling.** Calls go round all four hands clockwise from the dealer, the owner calling
  for each hand: John dealing, John's own hand, Mary's own, John's dummy, Mary's dummy
  (S, W, N, E); Mary dealing, Mary's own, John's dummy, Mary's dummy, John's own
  (W, N, E, S). A player sees his dummy hand from that dummy's first turn to call; before
  it he has seen only his own hand. Three passes after a bid end the auction, four passes
  throw the deal in.
- **Play.** Any hand may become declarer; the hand on its left leads (seed 003, "The Play"
  cases 1-4) and the hand that wins a trick leads to the next. Nothing is faced: a player
  sees his two hands and the cards played. The deal alternates between the players.

>>> import bridgeclub as bc
>>> game = bc.new_game("double-dummy-two", seed=3, dealer="W")
>>> game.auction.callers, "N" in game.view("S")["hands"], game.view("S")["hand"]
((Seat.W, Seat.N, Seat.E, Seat.S), False, [])
>>> _ = game.act("P"); sorted(game.view("S")["hands"]), game.actor
(['N'], Seat.S)
"""

from __future__ import annotations

from typing import ClassVar

from bridgeclub.seats import Seat
from bridgeclub.variants.goren_two import OWNERS, GorenTwoPlayerGame

#: Each player's dummy hand.
DUMMY_OF: dict[Seat, Seat] = {Seat.S: Seat.N, Seat.W: Seat.E}


class DoubleDummyTwoGame(GorenTwoPlayerGame):
    """Goren's Double Dummy: two players, each with his own hand and a dummy hand."""

    variant: ClassVar[str] = "double-dummy-two"

    def hand_seen(self, hand: Seat) -> bool:
        """Whether the owner of ``hand`` has picked it up: from its first turn to call
        (seed 003: when Mary deals, John calls first from his Dummy hand, his Own hand
        still on the table until its own turn)."""
        first_turn = self.auction.callers.index(hand)
        return self.play is not None or len(self.auction.calls) >= first_turn

    def dummy_seen(self, player: Seat) -> bool:
        """Whether ``player`` has picked up his dummy hand."""
        return self.hand_seen(DUMMY_OF[player])

    def visible_hands(self, seat: Seat) -> set[Seat]:
        """Each of his two hands once picked up, the claimer's two while he answers a
        claim (``claim_shows``); every hand when the deal is over."""
        if self.is_over:
            return set(Seat)
        player = OWNERS[seat]
        return {hand for hand in (player, DUMMY_OF[player]) if self.hand_seen(hand)} \
            | self.claim_shows(seat)
