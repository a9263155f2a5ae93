"""MiniBridge, the European form with slips (``minibridge-open``; seed 002, "Minibridge",
its last paragraph; RULES.md).

- Each player writes a slip: her high-card points and her four suit lengths.
- From the dealer each says ``P`` (pass) or ``open``. Four passes: the cards are redealt,
  so the game ends with the result ``redeal`` and no score.
- The opener receives her partner's slip and names a contract, a bid from ``1C`` to
  ``7NT`` (she may not pass). Her left-hand opponent then receives his partner's slip and
  passes or overcalls with a higher bid. Opener and overcaller bid alternately, each bid
  higher than the last, until one of them passes; the last bidder is declarer. The other
  two players do not speak. No doubles.
- The play is Contract Bridge's (dummy faced after the opening lead). Scoring is
  duplicate scoring with the board's vulnerability: deal number ``n`` plays as board ``n``
  (option ``board``), which also sets the dealer.

Each seat's view has ``slips``: her own, and the one she has been passed (the opener her
partner's once she opens, the overcaller his partner's once the opener has bid); all four
at the end.

>>> import bridgeclub as bc
>>> game = bc.new_game("minibridge-open", board=3, seed=1)
>>> game.dealer, [str(a) for a in game.legal_actions()]
(Seat.S, ['P', 'open'])
>>> for action in ("P", "open", "2H"):
...     _ = game.act(action)
>>> game.phase, game.turn, sorted(game.view("N")["slips"])
('auction', Seat.N, ['N', 'S'])
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from bridgeclub.auction import Auction
from bridgeclub.calls import PASS, Call
from bridgeclub.cards import SUITS_DESCENDING
from bridgeclub.deal import Deal
from bridgeclub.game_base import JSON, Action, Result
from bridgeclub.seats import Seat, to_seat
from bridgeclub.variants.duplicate import DuplicateGame


@dataclass(frozen=True, slots=True)
class Open:
    """The word ``open`` of the first round."""

    def __str__(self) -> str:
        return "open"


OPEN = Open()


class OpenerAuction(Auction):
    """The bidding of opener and overcaller: the opener must name a contract first; then
    each bids higher or passes, and one pass ends it. No doubles.

    >>> auction = OpenerAuction(Seat.E, [Seat.E, Seat.S])
    >>> auction.why_illegal(PASS)
    'the opener names a contract, from 1C to 7NT'
    >>> for call in ("1S", "2H", "P"):
    ...     _ = auction.call(call)
    >>> auction.is_complete, str(auction.contract), auction.declarer
    (True, '2H', Seat.S)
    """

    doubles_allowed: ClassVar[bool] = False
    passes_to_end: ClassVar[int | None] = 1

    def why_illegal(self, call: Call) -> str | None:
        if not self.calls and not call.is_bid:
            return "the opener names a contract, from 1C to 7NT"
        return super().why_illegal(call)

    def legal_calls(self) -> list[Call]:
        calls = super().legal_calls()
        return calls if self.calls else [c for c in calls if c.is_bid]


def slip(game_deal: Deal, seat: Seat) -> JSON:
    """A player's slip: her points and her suit lengths (spades, hearts, diamonds, clubs)."""
    hand = game_deal[seat]
    return {"hcp": hand.hcp,
            "lengths": {suit.letter: n for suit, n in zip(SUITS_DESCENDING, hand.lengths,
                                                          strict=True)}}


class MiniBridgeOpenGame(DuplicateGame):
    """MiniBridge with slips: pass or open, opener and overcaller bid, duplicate scoring."""

    variant: ClassVar[str] = "minibridge-open"

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.openings: list[Seat] = []
        self.opener: Seat | None = None

    # -- state ---------------------------------------------------------------------------
    @property
    def phase(self) -> str:
        if self.opener is None:
            return "done" if len(self.openings) == 4 else "open"
        return super().phase

    @property
    def is_over(self) -> bool:
        return self.phase == "done"

    @property
    def is_redeal(self) -> bool:
        return self.opener is None and len(self.openings) == 4

    @property
    def overcaller(self) -> Seat | None:
        return None if self.opener is None else self.opener.lho

    @property
    def turn(self) -> Seat | None:
        if self.opener is None:
            return None if self.is_redeal else self.dealer.after(len(self.openings))
        return super().turn

    @property
    def actor(self) -> Seat | None:
        if self.opener is None:
            return self.turn
        return super().actor

    # -- actions -------------------------------------------------------------------------
    def legal_actions(self) -> list[Action]:
        if self.phase == "open":
            return [PASS, OPEN]
        return super().legal_actions()

    def parse_action(self, text: str) -> Action:
        if text.strip().lower() in ("open", "i open"):
            return OPEN
        return super().parse_action(text)

    def why_illegal(self, action: Action) -> str | None:
        if self.phase == "open":
            if action is OPEN or action is PASS:
                return None
            return "first each player says P (pass) or open"
        if action is OPEN:
            return f"{self.opener.full_name if self.opener else 'someone'} has opened already"
        return super().why_illegal(action)

    def apply(self, action: Action) -> None:
        if self.opener is None:
            seat = self.dealer.after(len(self.openings))
            self.openings.append(seat)
            if action is OPEN:
                self.opener = seat
                self.auction = OpenerAuction(seat, [seat, seat.lho])
            return
        super().apply(action)

    # -- what each seat may know ---------------------------------------------------------
    def slips_seen(self, seat: Seat) -> set[Seat]:
        """Whose slips ``seat`` has: her own; the opener her partner's from the opening;
        the overcaller his partner's once the opener has named a contract; all at the end."""
        if self.is_over:
            return set(Seat)
        seen = {seat}
        opener = self.opener
        if opener is not None and seat is opener:
            seen.add(opener.partner)
        if opener is not None and seat is opener.lho and self.auction.calls:
            seen.add(opener.rho)
        return seen

    def bidding_rounds(self) -> list[dict[str, str]]:
        rows = [{str(s): ("open" if s is self.opener else "P") for s in self.openings}]
        return rows + self.auction.rounds() if self.openings else []

    def seat_view(self, seat: Seat) -> JSON:
        who = to_seat(seat)
        view = super().seat_view(who)
        view["openings"] = [{"seat": str(s), "call": "open" if s is self.opener else "P"}
                            for s in self.openings]
        view["opener"] = None if self.opener is None else str(self.opener)
        view["overcaller"] = None if self.overcaller is None else str(self.overcaller)
        view["slips"] = {str(s): slip(self.deal, s) for s in sorted(self.slips_seen(who))}
        view["redeal"] = self.is_redeal
        return view

    @property
    def result(self) -> Result | None:
        if self.is_redeal:
            return Result("redeal", None, None, {"NS": 0, "EW": 0}, {"redeal": True})
        return super().result
