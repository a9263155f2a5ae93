"""Which 4NT asks for aces (Blackwood) and which is quantitative: the one test the bidder,
the fallback captain (``placement``) and the inference reader share, kept apart from
``slam`` so that ``placement`` may ask it without an import circle (``slam`` stands on
``placement``).

SAYC booklet, "Slam bidding": 4NT is Blackwood once a suit is agreed or bid by our side,
and natural (quantitative) directly over partner's no trumps with no suit agreed.
"""

from __future__ import annotations

from dataclasses import replace

from bridgeclub.bots.bidding.context import Context, level_of, strain_of


def is_blackwood(ctx: Context, index: int) -> bool:
    """Whether the call at ``index`` of the auction (a 4NT) asks for aces: a suit was bid
    by the asker's side before (and not a natural no-trump auction right over NT; after a
    Jacoby 2NT the major is agreed, so 4NT asks for aces even over partner's 3NT); after
    our no-trump opening only a suit both partners have bid makes it Blackwood (1NT-2C-2H-
    4NT is quantitative, 1NT-3S-4S-4NT and 1NT-3S-4C-4NT ask for aces: 3S was six spades
    with slam interest)."""
    seat, call = ctx.calls[index]
    if call != "4NT":
        return False
    side = {seat, "NESW"[("NESW".index(seat) + 2) % 4]}
    before = [(s, c) for s, c in ctx.calls[:index] if level_of(c)]
    if not before:
        return False
    last_ours = [c for s, c in before if s in side]
    if _jacoby(ctx, before):
        return True                            # Jacoby 2NT agreed the major
    if last_ours and strain_of(last_ours[-1]) == "N" and before[-1][0] in side \
            and before[-1][0] != seat:
        return False                           # quantitative over partner's no trumps
    if before[0][0] in side and strain_of(before[0][1]) == "N":
        partner = next(s for s in side if s != seat)
        shown = [(s, _transferred(ctx, before, i) or strain_of(c))
                 for i, (s, c) in enumerate(before)]
        mine = {strain for s, strain in shown if s == seat}
        theirs = {strain for s, strain in shown if s == partner}
        first = next((c for s, c in before if s == seat), "")   # a double is no bid
        if before[0][1] == "1NT" and first in ("3H", "3S"):
            return True                        # the six-card major with slam interest
        return bool((mine & theirs) - {"N"})   # after Stayman or a transfer: quantitative
    return any(strain_of(c) not in ("", "N") for s, c in before if s in side)


def _transferred(ctx: Context, bids: list[tuple[str, str]], index: int) -> str:
    """The major that the bid at ``index`` of these bids (seat and call, the auction's
    bids only) shows when it is responder's transfer right over our 1NT or 2NT (2D, 2H;
    3D, 3H), else "": 1NT-2D-2H-3NT-4H-4NT asks for aces in the hearts both have bid.

    >>> calls = [("N", "1NT"), ("E", "P"), ("S", "2D")]
    >>> _transferred(Context.build("N", calls), [("N", "1NT"), ("S", "2D")], 1)
    'H'
    """
    if index != 1 or not ctx.system.transfers or bids[0][1] not in ("1NT", "2NT") or \
            "NESW".index(bids[0][0]) % 2 != "NESW".index(bids[1][0]) % 2:
        return ""
    up = level_of(bids[0][1]) - 1
    return {f"{2 + up}D": "H", f"{2 + up}H": "S"}.get(bids[1][1], "")


def _jacoby(ctx: Context, bids: list[tuple[str, str]]) -> bool:
    """Whether these bids (seat and call, the auction's bids only) start with our Jacoby
    2NT over one of a major, the opponents silent: the major is agreed."""
    return ctx.system.jacoby_2nt and len(bids) >= 2 and bids[0][1] in ("1H", "1S") and \
        bids[1][1] == "2NT" and ctx.ours(bids[0][0]) and ctx.ours(bids[1][0])


def my_4nt_asks_aces(ctx: Context) -> bool:
    """Whether a 4NT of mine, bid now, would ask for aces (``is_blackwood``) rather than
    invite six no trumps: the test both the slam tries and the fallback captain make
    before they bid it.

    >>> my_4nt_asks_aces(Context.build("S", [("N", "1S"), ("E", "P"), ("S", "2C"),
    ...                                      ("W", "P"), ("N", "3NT"), ("E", "P")]))
    False
    """
    asking = replace(ctx, calls=(*ctx.calls, (ctx.me, "4NT")))
    return is_blackwood(asking, len(ctx.calls))
