"""The auction as the bidder reads it: who opened, what partner and the opponents said,
what each seat has shown so far, what is legal, and what the score asks for.

A ``Context`` is public: it holds nothing of any hand, so the same context serves the
player choosing a call and the reader who infers what another player's call showed.

>>> ctx = Context.build("S", [("N", "1H"), ("E", "P")])
>>> ctx.partner, ctx.opener, ctx.opening, ctx.we_opened, ctx.last_bid
('N', 'N', '1H', True, '1H')
>>> ctx.is_legal("1S"), ctx.is_legal("1D"), ctx.is_legal("X")
(True, False, False)
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from functools import cached_property, lru_cache
from types import MappingProxyType

from bridgeclub.analysis.hand_range import HandRange
from bridgeclub.bots.bidding.options import System

ORDER = "NESW"
STRAINS = "CDHSN"


@lru_cache(maxsize=256)
def level_of(call: str) -> int:
    """The level of a bid (0 for pass, double and redouble)."""
    digits = "".join(ch for ch in call if ch.isdigit())
    return int(digits) if digits else 0


@lru_cache(maxsize=256)
def strain_of(call: str) -> str:
    """The strain letter of a bid (``N`` for no trumps), empty for other calls."""
    if not level_of(call):
        return ""
    return "N" if call.endswith("NT") else call[-1]


def bid(level: int, strain: str) -> str:
    """The bid's string form: ``bid(1, "N") == "1NT"``."""
    return f"{level}{'NT' if strain == 'N' else strain}"


def rank(call: str) -> int:
    """Bids in order: 1C < 1D < ... < 7NT."""
    return level_of(call) * 5 + STRAINS.index(strain_of(call))


def cheapest(strain: str, above: str | None) -> str:
    """The cheapest bid of ``strain`` above the bid ``above`` (or at the one level)."""
    if above is None:
        return bid(1, strain)
    level = level_of(above)
    return bid(level if STRAINS.index(strain) > STRAINS.index(strain_of(above)) else level + 1,
               strain)


def seat_after(seat: str, steps: int) -> str:
    return ORDER[(ORDER.index(seat) + steps) % 4]


@dataclass(frozen=True)
class Score:
    """What the score asks of the bidding (rubber, Chicago): trick points each side still
    needs for game (100 without a part score) and whether this is Chicago's last deal."""

    needed_us: int = 100
    needed_them: int = 100


@dataclass(frozen=True)
class Context:
    """The auction so far seen from the seat ``me`` who calls next."""

    me: str
    calls: tuple[tuple[str, str], ...]
    vulnerable_us: bool = False
    vulnerable_them: bool = False
    known: Mapping[str, HandRange] = field(default_factory=lambda: MappingProxyType({}))
    forcing: bool = False
    system: System = field(default_factory=System)
    score: Score = field(default_factory=Score)

    @classmethod
    def build(cls, me: str, calls: Sequence[tuple[str, str]], **kw: object) -> Context:
        return cls(me, tuple(calls), **kw)  # type: ignore[arg-type]

    # -- seats ---------------------------------------------------------------------------
    @property
    def partner(self) -> str:
        return seat_after(self.me, 2)

    @property
    def lho(self) -> str:
        return seat_after(self.me, 1)

    @property
    def rho(self) -> str:
        return seat_after(self.me, 3)

    def ours(self, seat: str) -> bool:
        return seat in (self.me, self.partner)

    # -- calls ---------------------------------------------------------------------------
    def calls_of(self, seat: str) -> list[str]:
        return [c for s, c in self.calls if s == seat]

    def actions_of(self, seat: str) -> list[str]:
        """``seat``'s calls but its passes: a passed hand's first bid is its first
        action (responder who passed before partner opened)."""
        return [c for c in self.calls_of(seat) if c != "P"]

    @property
    def mine(self) -> list[str]:
        return self.calls_of(self.me)

    @property
    def partners(self) -> list[str]:
        return self.calls_of(self.partner)

    @cached_property
    def bids(self) -> list[tuple[str, str]]:
        return [(s, c) for s, c in self.calls if level_of(c)]

    @property
    def opener(self) -> str | None:
        bids = self.bids
        return bids[0][0] if bids else None

    @property
    def opening(self) -> str | None:
        bids = self.bids
        return bids[0][1] if bids else None

    @property
    def we_opened(self) -> bool:
        return self.opener is not None and self.ours(self.opener)

    @property
    def last_bid(self) -> str | None:
        bids = self.bids
        return bids[-1][1] if bids else None

    @property
    def last_bidder(self) -> str | None:
        bids = self.bids
        return bids[-1][0] if bids else None

    @property
    def rho_call(self) -> str | None:
        return self.calls[-1][1] if self.calls else None

    @property
    def partner_call(self) -> str | None:
        return self.calls[-2][1] if len(self.calls) >= 2 else None

    @property
    def their_bids(self) -> list[str]:
        return [c for s, c in self.bids if not self.ours(s)]

    @property
    def their_suits(self) -> list[str]:
        return [strain_of(c) for c in self.their_bids if strain_of(c) != "N"]

    @property
    def our_bids(self) -> list[str]:
        return [c for s, c in self.bids if self.ours(s)]

    @property
    def uncontested(self) -> bool:
        """No bid or double by the opponents so far."""
        return all(self.ours(s) or c == "P" for s, c in self.calls)

    @property
    def doubled(self) -> bool:
        """Whether the last bid stands doubled (or redoubled)."""
        for _, call in reversed(self.calls):
            if level_of(call):
                return False
            if call in ("X", "XX"):
                return True
        return False

    def is_legal(self, call: str) -> bool:
        """Whether ``call`` is a legal call now (the Laws' order of bids, doubles)."""
        if call == "P":
            return True
        last = None
        for seat, made in reversed(self.calls):
            if made != "P":
                last = (seat, made)
                break
        if call == "X":
            return last is not None and level_of(last[1]) > 0 and not self.ours(last[0])
        if call == "XX":
            return last is not None and last[1] == "X" and not self.ours(last[0])
        if not level_of(call) or level_of(call) > 7:
            return False
        return self.last_bid is None or rank(call) > rank(self.last_bid)

    def range_of(self, seat: str) -> HandRange:
        return self.known.get(seat, HandRange())

    def partner_length(self, suit: str) -> int:
        """The fewest cards partner has shown in ``suit``."""
        from bridgeclub.bots.bidding.options import SUIT_OF
        return self.range_of(self.partner).length(SUIT_OF[suit])[0]

    def natural_length(self, suit: str) -> int:
        """The cards a natural bid of ``suit`` shows when no rule gives it a meaning: two
        facing partner's five (a preference), three facing her four, else four.

        >>> Context.build("S", [("N", "1H")]).natural_length("S")
        4
        """
        partner_has = self.partner_length(suit)
        return 2 if partner_has >= 5 else 3 if partner_has == 4 else 4

    def partner_points(self) -> tuple[int, int]:
        """Partner's shown high-card points, the top end held to a realistic value."""
        low, high = self.range_of(self.partner).hcp
        return low, min(high, max(low + 9, 12))

    def suit_bid_by(self, seat: str) -> list[str]:
        return [strain_of(c) for c in self.calls_of(seat) if strain_of(c) not in ("", "N")]
