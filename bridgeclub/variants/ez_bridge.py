"""EZ-Bridge (``ez-bridge``), John N. Zorich's gentler bridge for four (seed 000; RULES.md).

- Bidding: a bid names 1 to 13 tricks and a strain (``8H``, ``10NT``). No bid may repeat
  any bid already made in this hand, by anyone, and none may name fewer tricks than the
  last bid; the same number in another strain is fine. No doubles. A pass does not stop a
  player bidding later. The bidding ends when all the others pass after the last bid; the
  last bidder is the Winning Bidder. Four passes with no bid: the deal passes on, no score.
- The dealer bids first; the option ``first_bidder`` lets another seat start while one
  person deals throughout (seed 000, "Who bids first?").
- The player on the Winning Bidder's left leads. When the Winning Bidder's partner is
  first to play (her card in trick 1) she first chooses, on her own, ``play`` (she plays
  her cards as usual) or ``dummy`` (her hand is faced and the Winning Bidder plays it):
  phase ``choose-dummy``. Her hand is shown to the others only if she chose ``dummy``.
  No one is consulted (only she may act); the choice itself (``partner_choice`` in the
  views) is public once made, as it is at the table the moment her card is due.
- Score (``scoring.ez``): the bidding side only, exact quarters. Game 30, set 3 games,
  match 2 sets: see ``bridgeclub.matches.ez``.
- The Memory Help Form (who bid what in each round, who played each card in which trick)
  is public: it is in every seat's view at every moment (``memory_help``). During the
  bidding each seat's view has ``hint``, the book's advice on an opening bid for her hand.

>>> import bridgeclub as bc
>>> game = bc.new_game("ez-bridge", seed=3, dealer="S")
>>> for call in "7S 7C 8S P P P".split():
...     _ = game.act(call)
>>> str(game.contract), game.declarer, game.turn
('8S', Seat.N, Seat.E)
>>> _ = game.act(str(game.legal_actions()[0]))
>>> game.phase, game.actor, [str(a) for a in game.legal_actions()]
('choose-dummy', Seat.S, ['play', 'dummy'])
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Any, ClassVar, Literal

from bridgeclub.auction import Auction
from bridgeclub.calls import Call, Contract
from bridgeclub.deal import Deal
from bridgeclub.game_base import JSON, Action
from bridgeclub.options import DEALER, NO_VULNERABILITY, NUMBER, TABLE_OPTIONS, Option
from bridgeclub.scoring.ez import ez_score
from bridgeclub.seats import Seat, Side, Vulnerability, to_seat
from bridgeclub.variants.contract_bridge import ContractBridgeGame
from bridgeclub.variants.ez_advice import bidding_hint


class EZAuction(Auction):
    """EZ-Bridge bidding: 1-13 tricks, no repeats, never fewer tricks, no doubles; the
    Winning Bidder is the last bidder.

    >>> auction = EZAuction(Seat.S)
    >>> for call in "7S 7C 8S".split():
    ...     _ = auction.call(call)
    >>> auction.why_illegal(Call.from_str("7D"))
    '7D names fewer tricks than the last bid, 8S'
    >>> auction.why_illegal(Call.from_str("7S"))
    '7S has been bid already: no bid may repeat an earlier one'
    """

    max_level: ClassVar[int] = 13
    doubles_allowed: ClassVar[bool] = False
    bids_rise_strictly: ClassVar[bool] = False

    def __init__(self, dealer: Seat, callers: Sequence[Seat] | None = None) -> None:
        super().__init__(dealer, callers)
        self.made: set[Call] = set()

    def is_sufficient(self, bid: Call) -> bool:
        if bid in self.made:
            return False
        return self.last_bid is None or bid.level >= self.last_bid.level

    def insufficient_reason(self, bid: Call) -> str:
        if bid in self.made:
            return f"{bid} has been bid already: no bid may repeat an earlier one"
        return f"{bid} names fewer tricks than the last bid, {self.last_bid}"

    def record(self, call: Call) -> None:
        if call.is_bid:
            self.made.add(call)
        super().record(call)

    @property
    def declarer(self) -> Seat | None:
        """The Winning Bidder: whoever bid last (seed 000, rule 4)."""
        if not self.is_complete or self.last_bid is None:
            return None
        return self.last_bidder


@dataclass(frozen=True, slots=True)
class PartnerChoice:
    """The Winning Bidder's partner's choice before her first card: ``play`` or ``dummy``."""

    choice: Literal["play", "dummy"]

    @classmethod
    def from_str(cls, text: str) -> PartnerChoice:
        key = text.strip().lower()
        if key == "play":
            return PLAY_ON
        if key == "dummy":
            return BE_DUMMY
        raise ValueError(f"not a choice: {text!r} (say play or dummy)")

    def __str__(self) -> str:
        return self.choice


PLAY_ON = PartnerChoice("play")
BE_DUMMY = PartnerChoice("dummy")


class EZBridgeGame(ContractBridgeGame):
    """EZ-Bridge for four: bid tricks, partner may choose to be dummy, quarter points."""

    variant: ClassVar[str] = "ez-bridge"
    declared_options: ClassVar[tuple[Option, ...]] = (
        *TABLE_OPTIONS, DEALER, NO_VULNERABILITY, NUMBER,
        Option("first_bidder", "seat", None, "who bids first (default: the dealer)"))
    auction_class: ClassVar[type[Auction]] = EZAuction
    uses_boards: ClassVar[bool] = False

    def __init__(self, deal: Deal | str | None = None, seed: int | str | None = None,
                 dealer: Seat | str | None = None, first_bidder: Seat | str | None = None,
                 vulnerability: Vulnerability | str | None = None, number: int | None = None,
                 **options: Any) -> None:
        if vulnerability not in (None, Vulnerability.NONE, "None"):
            raise ValueError("EZ-Bridge has no vulnerability")
        if number is not None:
            options["number"] = number
        if first_bidder is not None:
            first = Seat.from_str(first_bidder) if isinstance(first_bidder, str) \
                else first_bidder
            options["first_bidder"] = str(first)
        dealer = dealer if dealer is not None else self.default_dealer()
        super().__init__(deal=deal, seed=seed, dealer=dealer, **options)
        self.number = number
        self.first_bidder = self.dealer if first_bidder is None else first
        self.auction = self.make_auction()
        self.choice: PartnerChoice | None = None

    def default_dealer(self) -> Seat:
        return Seat.N

    def make_auction(self) -> Auction:
        return EZAuction(self.first_bidder)

    # -- state ---------------------------------------------------------------------------
    @property
    def phase(self) -> str:
        if self.is_choosing():
            return "choose-dummy"
        return super().phase

    def is_choosing(self) -> bool:
        """Whether the Winning Bidder's partner must now choose to play or be dummy."""
        play = self.play
        declarer = self.declarer
        return (play is not None and declarer is not None and self.choice is None
                and play.turn is declarer.partner and len(play.tricks) == 1)

    @property
    def is_over(self) -> bool:
        return self.phase == "done"

    def tricks_needed(self) -> int | None:
        """EZ-Bridge bids count all the tricks: a 9S contract needs nine (seed 000)."""
        contract = self.contract
        return None if contract is None else contract.level

    @property
    def dummy(self) -> Seat | None:
        """The partner, once she has chosen to be dummy; None while she plays her hand."""
        declarer = self.declarer
        if declarer is None or self.choice is not BE_DUMMY:
            return None
        return declarer.partner

    def is_dummy_faced(self) -> bool:
        return self.dummy is not None

    @property
    def actor(self) -> Seat | None:
        turn = self.turn
        if turn is not None and turn is self.dummy:
            return self.declarer
        return turn

    # -- actions -------------------------------------------------------------------------
    def legal_actions(self) -> list[Action]:
        if self.is_choosing():
            return [PLAY_ON, BE_DUMMY]
        return super().legal_actions()

    def parse_action(self, text: str) -> Action:
        if self.is_choosing() or text.strip().lower() in ("play", "dummy"):
            return PartnerChoice.from_str(text)
        if self.play is not None:
            return self.parse_card(text)
        return Call.from_str(text)

    def why_illegal(self, action: Action) -> str | None:
        if self.is_choosing():
            if not isinstance(action, PartnerChoice):
                return "first choose: play your own cards (play) or be dummy (dummy)"
            return None
        if isinstance(action, PartnerChoice):
            return "only the Winning Bidder's partner chooses, before her first card"
        return super().why_illegal(action)

    def apply(self, action: Action) -> None:
        if isinstance(action, PartnerChoice):
            self.choice = action
            return
        super().apply(action)

    # -- what each seat may know ---------------------------------------------------------
    def names(self) -> dict[str, str]:
        """The players' names on the Memory Help Form (the seats' names by default)."""
        return {}

    def memory_help(self) -> JSON:
        from bridgeclub.variants.memory_help import memory_help_form

        result = self.result
        return memory_help_form([str(s) for s in Seat], self.bidding_rounds(),
                                [] if self.play is None else self.play.tricks,
                                hand=self.number, names=self.names(),
                                results=None if result is None else result.to_dict())

    def seat_view(self, seat: Seat) -> JSON:
        who = to_seat(seat)
        view = super().seat_view(who)
        del view["vulnerability"], view["board"]
        view["number"] = self.number
        view["first_bidder"] = str(self.first_bidder)
        view["partner_choice"] = None if self.choice is None else str(self.choice)
        view["memory_help"] = self.memory_help()
        if self.phase == "auction":
            auction = self.auction
            made = auction.made if isinstance(auction, EZAuction) else set()
            view["hint"] = bidding_hint(self.deal[who], getattr(auction, "last_bid", None),
                                        made)
        return view

    # -- the outcome ---------------------------------------------------------------------
    def score(self, contract: Contract | None, tricks: int | None) -> dict[str, Any]:
        """The bidding side's points (exact quarters); the defenders score nothing."""
        if contract is None or contract.declarer is None or tricks is None:
            return {"NS": Fraction(0), "EW": Fraction(0)}
        side = contract.declarer.side
        points = ez_score(contract.level, tricks)
        return {str(s): points if s is side else Fraction(0) for s in Side}
