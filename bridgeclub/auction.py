"""The auction engine every variant reuses (Laws 18-22 of Duplicate Bridge).

Contract Bridge: a bid must be higher than the last bid (Law 18); a player may double only
the last bid, made by an opponent and not yet doubled, and redouble only an opponent's
double of her own side's bid (Law 19); three passes after a bid end the auction and four
passes at the start pass the deal out (Law 22); declarer is the player of the final side
who first named the final strain.

Other variants change class-level settings or override one method: EZ-Bridge bids to 13
with no doubles and its own sufficiency rule; Bridge for Two has two callers and ends at the
first pass after any call.

>>> auction = Auction(Seat.N)
>>> for call in "P 1H X 3H 3S P 4S P P P".split():
...     _ = auction.call(call)
>>> auction.is_complete, str(auction.contract), auction.declarer
(True, '4S', Seat.N)
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from bridgeclub.calls import DOUBLE, PASS, REDOUBLE, Call, Contract, Strain, bids_up_to
from bridgeclub.errors import checked
from bridgeclub.seats import Seat, Side

_SIDE_OF = {seat: seat.side for seat in Seat}


class Auction:
    """A Contract Bridge auction, from the dealer clockwise round ``callers``."""

    #: The highest level a bid may name.
    max_level: ClassVar[int] = 7
    #: Whether double and redouble exist.
    doubles_allowed: ClassVar[bool] = True
    #: Whether every bid above a sufficient bid is sufficient too (Law 18); a variant whose
    #: rule is not a threshold (EZ-Bridge: no repeats) sets it False.
    bids_rise_strictly: ClassVar[bool] = True
    #: Passes after the last bid (or double) that end the auction; None: all other callers.
    passes_to_end: ClassVar[int | None] = None
    #: Passes with no bid that throw the deal in; None: one per caller.
    passes_to_throw_in: ClassVar[int | None] = None

    def __init__(self, dealer: Seat, callers: Sequence[Seat] | None = None) -> None:
        order = list(callers) if callers is not None else [dealer.after(i) for i in range(4)]
        if dealer not in order:
            raise ValueError(f"the dealer {dealer} does not call in this auction")
        start = order.index(dealer)
        self.dealer = dealer
        self.callers: tuple[Seat, ...] = tuple(order[start:] + order[:start])
        self.calls: list[Call] = []
        self.last_bid: Call | None = None
        self.last_bidder: Seat | None = None
        self.doubled = 0
        self.doubled_by: Side | None = None
        self.passes = 0
        self._first_to_name: dict[tuple[Side, Strain], Seat] = {}
        self._bids = bids_up_to(self.max_level)
        self._sufficient_from: int | None = None
        self._end = self.passes_to_end if self.passes_to_end is not None else len(order) - 1
        self._throw_in = (self.passes_to_throw_in if self.passes_to_throw_in is not None
                          else len(order))

    @property
    def turn(self) -> Seat:
        """The seat whose call is next."""
        return self.callers[len(self.calls) % len(self.callers)]

    def seat_of(self, index: int) -> Seat:
        """Who made call number ``index`` (from 0)."""
        return self.callers[index % len(self.callers)]

    @property
    def is_complete(self) -> bool:
        if self.last_bid is None:
            return self.passes >= self._throw_in
        return self.passes >= self._end

    @property
    def is_passed_out(self) -> bool:
        return self.last_bid is None and self.is_complete

    def is_sufficient(self, bid: Call) -> bool:
        """Whether ``bid`` may follow the bids so far (Law 18: higher than the last)."""
        return self.last_bid is None or bid.rank > self.last_bid.rank

    def why_illegal(self, call: Call) -> str | None:
        """Why ``call`` may not be made now, in the player's words; None when it may."""
        if self.is_complete:
            return "the auction is over"
        seat = self.turn
        if call.is_bid:
            if call.level > self.max_level:
                return f"bids go no higher than the level {self.max_level}"
            if not self.is_sufficient(call):
                return self.insufficient_reason(call)
            return None
        if call is DOUBLE:
            if not self.doubles_allowed:
                return "there are no doubles in this game"
            if self.last_bid is None or self.last_bidder is None:
                return "there is no bid to double"
            if self.last_bidder.side is seat.side:
                return "you may only double a bid made by an opponent"
            if self.doubled:
                return f"{self.last_bid} is already doubled"
            return None
        if call is REDOUBLE:
            if not self.doubles_allowed:
                return "there are no redoubles in this game"
            if self.doubled != 1 or self.doubled_by is None:
                return "you may only redouble a double"
            if self.doubled_by is seat.side:
                return "you may only redouble a double by an opponent"
            return None
        return None

    def insufficient_reason(self, bid: Call) -> str:
        return f"{bid} is not higher than {self.last_bid}"

    def legal_calls(self) -> list[Call]:
        """The calls the player on turn may make: pass, double, redouble, then the bids."""
        if self.is_complete:
            return []
        calls = [PASS]
        if self.doubles_allowed and self.last_bidder is not None:
            side = _SIDE_OF[self.turn]
            bidder_side = _SIDE_OF[self.last_bidder]
            if self.doubled == 0 and bidder_side is not side:
                calls.append(DOUBLE)
            elif self.doubled == 1 and self.doubled_by is not side and bidder_side is side:
                calls.append(REDOUBLE)
        calls.extend(self.sufficient_bids())
        return calls

    def sufficient_bids(self) -> Sequence[Call]:
        """The bids that may follow the last one, lowest first."""
        if self.last_bid is None:
            return self._bids
        if self._sufficient_from is None:
            self._sufficient_from = next(
                (i for i, b in enumerate(self._bids) if self.is_sufficient(b)), len(self._bids))
        rest = self._bids[self._sufficient_from:]
        if self.bids_rise_strictly:
            return rest
        return [bid for bid in rest if self.is_sufficient(bid)]

    def call(self, call: Call | str) -> Call:
        """Make the next call; raise IllegalAction and change nothing if it is illegal."""
        call = checked(call, Call.from_str, self.why_illegal)
        self.record(call)
        return call

    def record(self, call: Call) -> None:
        """Add a call already known to be legal."""
        seat = self.turn
        self.calls.append(call)
        if call.kind == Call.BID_KIND:
            self.last_bid, self.last_bidder = call, seat
            self.doubled, self.doubled_by, self.passes = 0, None, 0
            assert call.strain is not None
            self._first_to_name.setdefault((_SIDE_OF[seat], call.strain), seat)
            self._sufficient_from = None
        elif call is DOUBLE:
            self.doubled, self.doubled_by, self.passes = 1, _SIDE_OF[seat], 0
        elif call is REDOUBLE:
            self.doubled, self.passes = 2, 0
        else:
            self.passes += 1

    @property
    def declarer(self) -> Seat | None:
        """The first player of the final side to name the final strain (Law 53 of the
        Laws' definitions); None until the auction ends with a contract."""
        if not self.is_complete or self.last_bid is None or self.last_bidder is None:
            return None
        assert self.last_bid.strain is not None
        return self._first_to_name[(self.last_bidder.side, self.last_bid.strain)]

    @property
    def contract(self) -> Contract | None:
        """The final contract with its declarer, or None (auction running or passed out)."""
        declarer = self.declarer
        if declarer is None or self.last_bid is None or self.last_bid.strain is None:
            return None
        return Contract(self.last_bid.level, self.last_bid.strain, self.doubled, declarer)

    def rounds(self) -> list[dict[str, str]]:
        """The calls as rows of a bidding diagram, one row per round, keyed by seat."""
        rows: list[dict[str, str]] = []
        for index, call in enumerate(self.calls):
            if index % len(self.callers) == 0:
                rows.append({})
            rows[-1][str(self.seat_of(index))] = str(call)
        return rows
