"""Reading the auction: what each player's calls (people's too) showed of the hand.

Every call is read by the rules the system would have used in its place: the rules that
make that call in that auction (``system.rules_for``), the widest of them when several
do, narrow what is known of the caller's hand (``HandRange``); each side's calls are read
by its own card (``opponents`` when the two sides play different systems). A call no
rule makes is read naturally: a new suit shows four cards, a bid of partner's suit
three (two facing her five: a preference). A call that breaks an earlier promise leaves
the earlier reading in place.

>>> calls = [("N", "1NT"), ("E", "P"), ("S", "2D"), ("W", "P")]
>>> known, forcing = read_auction(calls)
>>> known["N"].hcp, known["S"].length(SUIT_OF["H"]), forcing[-2]
((15, 17), (5, 13), True)
>>> from bridgeclub.bots.bidding.options import ACOL
>>> mixed = [("N", "1NT"), ("E", "P"), ("S", "P"), ("W", "P")]
>>> read_auction(mixed, ACOL, opponents=SAYC, side="NS")[0]["N"].hcp
(12, 14)
>>> read_auction(mixed, SAYC, opponents=ACOL, side="EW")[0]["N"].hcp
(12, 14)
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from types import MappingProxyType

from bridgeclub.analysis.hand_range import HandRange
from bridgeclub.bots.bidding import system as rules
from bridgeclub.bots.bidding.context import Context, Score, level_of, strain_of
from bridgeclub.bots.bidding.options import SAYC, SUIT_OF, System


def _hull(ranges: Sequence[HandRange]) -> HandRange:
    """The widest range holding all of ``ranges`` (what the call shows whichever rule
    made it)."""
    low = min(r.hcp[0] for r in ranges)
    high = max(r.hcp[1] for r in ranges)
    lengths = {}
    for suit in SUIT_OF.values():
        lo = min(r.length(suit)[0] for r in ranges)
        hi = max(r.length(suit)[1] for r in ranges)
        if (lo, hi) != (0, 13):
            lengths[suit] = (lo, hi)
    return HandRange((low, high), MappingProxyType(lengths))


def _natural(ctx: Context, call: str) -> HandRange:
    strain = strain_of(call)
    if strain in ("", "N"):
        return HandRange()
    least = ctx.natural_length(strain)
    return HandRange(lengths=MappingProxyType({SUIT_OF[strain]: (least, 13)}))


def read_auction(calls: Sequence[tuple[str, str]], system: System | None = None,
                 vulnerable: Sequence[str] = (), score: Score | None = None,
                 opponents: System | None = None, side: str = "NS"
                 ) -> tuple[dict[str, HandRange], list[bool]]:
    """What each seat's calls showed, and for each call whether it forces partner:
    the calls of ``side`` (NS or EW) read by ``system``, the other side's by
    ``opponents`` (the same card when not given)."""
    ours = system or SAYC
    theirs = opponents or ours
    cards = (ours, theirs) if side == "NS" else (theirs, ours)
    known, forcing = _read(tuple(calls), cards, "".join(vulnerable), score or Score())
    return dict(known), list(forcing)


@lru_cache(maxsize=4096)
def _read(calls: tuple[tuple[str, str], ...], cards: tuple[System, System], vulnerable: str,
          score: Score) -> tuple[tuple[tuple[str, HandRange], ...], tuple[bool, ...]]:
    """``read_auction`` one call at a time, each auction's reading kept: an auction grows
    by one call per decision, so every call is read once. ``cards``: North-South's card
    and East-West's."""
    if not calls:
        return (), ()
    before, forced = _read(calls[:-1], cards, vulnerable, score)
    known = dict(before)
    seat, call = calls[-1]
    ctx = context_at(seat, calls[:-1], known, forced, cards[seat not in "NS"], vulnerable,
                     score)
    matching = [r for r in rules.rules_for(ctx) if r.call == call]
    if matching:
        shown = _hull([r.shows for r in matching])
        forces = all(r.forcing for r in matching)
    else:
        shown = _natural(ctx, call)
        forces = False
    earlier = known.get(seat, HandRange())
    after = earlier.narrowed(shown)
    known[seat] = after if after.is_possible else earlier
    return tuple(known.items()), (*forced, forces)


def context_at(seat: str, calls: Sequence[tuple[str, str]], known: dict[str, HandRange],
               forcing: Sequence[bool], system: System, vulnerable: Sequence[str] = (),
               score: Score | None = None) -> Context:
    """The context of ``seat`` calling after ``calls``."""
    partner_forces = (len(calls) >= 2 and forcing[len(calls) - 2]
                      and calls[-1][1] == "P" and level_of(calls[-2][1]) > 0)
    us = seat in vulnerable
    them = "NESW"[("NESW".index(seat) + 1) % 4] in vulnerable
    return Context(seat, tuple(calls), us, them, MappingProxyType(dict(known)),
                   partner_forces, system, score or Score())
