"""Lead-directing doubles (SAYC): a double of the opponents' artificial bid asks partner
to lead that suit. It shows a good suit there (five or more cards, two of the top three
honours, or three of the top five), not values: partner will be on lead, and the bid is
not one they want to play.

The artificial bids read here are the ones the SAYC card names: Stayman and the Jacoby
transfers straight over their 1NT or 2NT opening, and the answers to their Blackwood
(4NT) or Gerber (4C). Only the player right after the artificial bid doubles it.

>>> from bridgeclub.bots.bidding.context import Context
>>> from bridgeclub.bots.bidding.evaluation import Evaluation
>>> ctx = Context.build("W", [("N", "1NT"), ("E", "P"), ("S", "2C")])
>>> artificial_suit(ctx)
'C'
>>> rule = rules(ctx)[0]
>>> rule.call, rule.admits(Evaluation.of("S8 S4 H9 H6 H3 DQ DJ D4 CK CQ CJ C9 C2".split()))
('X', True)
>>> artificial_suit(Context.build("W", [("N", "1NT"), ("E", "P"), ("S", "2S")])) is None
True
"""

from __future__ import annotations

from bridgeclub.bots.bidding import blackwood, gerber, slam
from bridgeclub.bots.bidding.context import Context, level_of, strain_of
from bridgeclub.bots.bidding.rule import Rule, good_suit, name


def _asked(ctx: Context, ask: str) -> bool:
    """Whether LHO (partner of the bidder on my right) made the ``ask`` (4NT, 4C) as
    Blackwood or Gerber two calls before RHO's bid."""
    index = len(ctx.calls) - 3
    if index < 0 or ctx.calls[index] != (ctx.lho, ask) or ctx.calls[index + 1][1] != "P":
        return False
    return blackwood.is_blackwood(ctx, index) if ask == "4NT" else gerber.is_gerber(ctx, index)


def artificial_suit(ctx: Context) -> str | None:
    """The suit of RHO's bid just made when it is artificial (Stayman, a transfer, an
    answer to Blackwood or Gerber), else None."""
    call = ctx.rho_call or ""
    strain = strain_of(call)
    if strain in ("", "N") or ctx.last_bidder != ctx.rho:
        return None
    theirs = [c for s, c in ctx.bids if not ctx.ours(s)]
    if len(ctx.bids) == 2 and ctx.opener == ctx.lho and theirs[0] in ("1NT", "2NT"):
        up = level_of(theirs[0]) - 1
        if call in (f"{2 + up}C", f"{2 + up}D", f"{2 + up}H") and \
                ctx.calls[-2][1] == "P" and len(ctx.calls) == 3:
            return strain
    if call in slam.ANSWERS and _asked(ctx, "4NT"):
        return strain
    if call in gerber.ANSWERS and _asked(ctx, "4C"):
        return strain
    return None


def partner_directed_the_lead(ctx: Context) -> bool:
    """Whether partner's double, just made, was lead-directing (of RHO's artificial bid
    then): it shows a suit to lead, not values, so it is passed.

    >>> partner_directed_the_lead(Context.build("E", [("N", "1NT"), ("E", "P"),
    ...     ("S", "2C"), ("W", "X"), ("N", "P")]))
    True
    """
    if ctx.partner_call != "X" or len(ctx.calls) < 3:
        return False
    before = ctx.calls[:-2]
    return artificial_suit(Context(ctx.partner, before, system=ctx.system)) is not None


def after_lead_directing_double() -> list[Rule]:
    """Partner's lead-directing double: pass (she named the lead, not a contract)."""
    return [Rule("P", "partner's double directs the lead: I pass", (0, 37))]


def rules(ctx: Context) -> list[Rule]:
    """The lead-directing double of RHO's artificial bid (none when it is natural)."""
    suit = artificial_suit(ctx)
    if suit is None:
        return []
    return [Rule("X", f"lead-directing double: a good {name(suit)} suit, lead it", (0, 37),
                 {suit: (5, 13)}, good_suit(suit))]
