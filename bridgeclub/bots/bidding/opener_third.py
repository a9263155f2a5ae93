"""Opener's third call in an uncontested auction (SAYC): she has opened one of a suit
and rebid, and responder has spoken again.

- After my 1NT rebid (Acol's 15-16) partner's three of her major: five cards, forcing
  to game: game in it with three, else 3NT.
- After 1M-2M, my game try and partner's three of the major: she declined, pass.
- After my jump shift, partner's three of my major (a preference, perhaps two cards):
  game in it with six, 3NT with five and the unbid suits stopped.
- After 1x-1NT-2y, partner's new suit at the two level is six cards and a weak hand, to
  play (1S-1NT-2D-2H): pass.
- Responder invited (2NT, or three of a suit we hold): with the top of a minimum (14+;
  13+ facing 2NT after my 1NT rebid: the top half of 12-14) or more, game (3NT first
  over a minor, the unbid suits stopped), or game in a suit on a shapely minimum (five
  losers or fewer: ``AQJ962 AQT74 2 5``); with a minimum, pass, or with a six-card suit
  sign off in it.
- After 1m-1D-1H-1S (natural, four spades, forcing): a raise with four spades (2S
  12-15, 3S 16+), a six-card minor again, then as after the fourth suit.
- Responder bid the fourth suit (forcing): three-card support for responder's major
  first, then no trumps with the fourth suit stopped (2NT minimum, 3NT with 15+), a
  six-card suit again, the second suit again with five, a raise of the fourth suit with
  four, else the cheapest bid of opener's suit.

>>> from bridgeclub.bots.bidding.context import Context
>>> from bridgeclub.bots.bidding.evaluation import Evaluation
>>> calls = [("N", "1C"), ("E", "P"), ("S", "1H"), ("W", "P"), ("N", "1S"), ("E", "P"),
...          ("S", "2D"), ("W", "P")]
>>> hand = Evaluation.of("SK S8 S7 S3 HQ H9 H4 D4 CA CK CJ C6 C2".split())
>>> next(r for r in rules(Context.build("N", calls)) if r.admits(hand)).why
'delayed support: 3 hearts'
"""

from __future__ import annotations

from bridgeclub.bots.bidding.context import Context, bid, cheapest, level_of, strain_of
from bridgeclub.bots.bidding.evaluation import SUITS
from bridgeclub.bots.bidding.rule import Rule, name, points, stopped_in


def applies(ctx: Context) -> bool:
    """Opener's third call: one-level suit opening, two calls each, no interference."""
    mine = [c for c in ctx.mine if c != "P"]
    partners = [c for c in ctx.partners if c != "P"]
    return ctx.uncontested and ctx.opener == ctx.me and len(mine) == 2 and \
        len(partners) == 2 and level_of(mine[0]) == 1 and strain_of(mine[0]) != "N" and \
        ctx.rho_call == "P" and ctx.last_bidder == ctx.partner


def rules(ctx: Context) -> list[Rule]:
    opening, rebid = [c for c in ctx.mine if c != "P"]
    answer, last = [c for c in ctx.partners if c != "P"]
    first, second, theirs = strain_of(opening), strain_of(rebid), strain_of(answer)
    bid_suits = {first, second, theirs}
    fourth = [s for s in SUITS if s not in bid_suits]
    if len(fourth) == 1 and strain_of(last) == fourth[0] and bid_suits <= set(SUITS) and \
            len(bid_suits) == 3:
        natural = last == "1S"               # 1m-1D-1H-1S: natural, four spades
        return (_after_natural_spades(first, last) if natural else []) + \
            _after_fourth_suit(first, second, theirs, fourth[0], last)
    jumped = second not in (first, "N") and level_of(rebid) > level_of(cheapest(second, answer))
    if jumped and strain_of(last) == first and first in "HS" and level_of(last) == 3:
        return _after_preference_to_jump_shift(first, fourth)
    if answer == "1NT" and level_of(last) == 2 and strain_of(last) not in bid_suits:
        return [Rule("P", f"partner's {name(strain_of(last))} are to play: six of them and "
                     "a weak hand", (10, 21))]
    if rebid == "1NT" and ctx.system.notrump_rebid[0] >= 15 and theirs in "HS" and \
            last == bid(3, theirs) and level_of(answer) == 1:
        return _choose_the_game(theirs)
    if theirs == first and last == bid(3, first) and second != first:
        return [Rule("P", "partner declined my game try: three of the major is the sign-off",
                     (10, 18))]
    if last == "2NT" or (level_of(last) == 3 and strain_of(last) in (first, second) and
                         strain_of(last) not in ("", "N")):
        return _after_invitation(first, last, fourth, second == "N")
    return []


def _choose_the_game(major: str) -> list[Rule]:
    """After my strong 1NT rebid (Acol's 15-16) partner's jump to three of her major
    shows five and forces to game (Acol: responder's three-level rebids force): game in
    the major with three cards (the 5-3 fit), else 3NT (``KJ3 AQ4 KQ65 J32`` after
    1D-1S-1NT-3S bids 4S)."""
    return [Rule(bid(4, major), f"game: 3+ {name(major)}, the 5-3 fit", (15, 21),
                 {major: (3, 13)}),
            Rule("3NT", f"game in no trumps: 2 {name(major)}", (15, 21), {major: (0, 2)})]


def _after_preference_to_jump_shift(first: str, unbid: list[str]) -> list[Rule]:
    """After my jump shift (19+, forcing to game) partner's three of my major is a
    preference, perhaps on a doubleton: game in the major with six, 3NT with five and
    the unbid suits stopped (``AK AJ854 K9 A982`` after 1H-1NT-3C-3H), else game in the
    major."""
    return [Rule(bid(4, first), f"game: 6+ {name(first)}", (15, 37), {first: (6, 13)}),
            Rule("3NT", f"game in no trumps: 5 {name(first)}, "
                 f"{' and '.join(map(name, unbid))} stopped", (15, 37), {first: (5, 5)},
                 test=stopped_in(unbid)),
            Rule(bid(4, first), f"game in {name(first)}", (15, 37))]


def _after_invitation(first: str, last: str, unbid: list[str], rebid_nt: bool = False
                      ) -> list[Rule]:
    """Partner invited (2NT, or three of one of my suits): game with the top half of my
    range, else the sign-off. Over 2NT a six-card major of mine below the top half is
    game in the major with five losers or fewer, as over a raise (SAYC booklet:
    responder's 2NT at the second turn invites with 10-12; opener bids game with more
    than a minimum): ``9 AKQT542 A T972`` (four losers) after 1H-1S-2H-2NT bids 4H, not
    a 3H that partner passes.

    >>> from bridgeclub.bots.bidding.book import call_for
    >>> call_for("9.AKQT542.A.T972", "1H P 1S P 2H P 2NT P").call
    '4H'
    """
    strain = strain_of(last)
    game = "3NT" if strain == "N" else bid(4 if strain in "HS" else 5, strain)
    out = [Rule("3NT", f"accepts the invitation in no trumps: {points(14)}, "
                f"{' and '.join(map(name, unbid))} stopped", (14, 21),
                test=stopped_in(unbid))] if strain in "CD" else []
    # after my 1NT (12-14) 13 is the top half, and 3NT needs only 25 together
    accept = 13 if strain == "N" and rebid_nt else 14
    out.append(Rule(game, f"accepts the invitation: {points(accept)}", (accept, 21)))
    if strain == "N" and first in "HS":
        out.append(Rule(bid(4, first), f"accepts the invitation: game in 6+ {name(first)}, "
                        "a shapely hand, five losers or fewer", (10, accept - 1),
                        {first: (6, 13)}, lambda h: h.losers <= 5))
    if strain in "HS":                      # a fit in a major: length counts too
        out.append(Rule(game, f"accepts the invitation: {points(accept)} counting length",
                        (11, accept - 1), test=lambda h: h.total_points >= accept))
    if strain != "N":
        out.append(Rule(game, "accepts the invitation: a shapely hand, five losers or fewer",
                        (10, accept - 1), test=lambda h: h.losers <= 5))
    if strain == "N":
        out.append(Rule(bid(3, first), f"declines the invitation: 6+ {name(first)}, a "
                        "minimum", (10, accept - 1), {first: (6, 13)}))
    out.append(Rule("P", f"declines the invitation: {points(12, accept - 1)}",
                    (10, accept - 1)))
    return out


def _after_natural_spades(first: str, last: str) -> list[Rule]:
    """After 1m-1D-1H-1S (natural: responder's four spades, forcing one round): raise
    with four spades, else a six-card suit again, before no trumps."""
    return [Rule("3S", f"raise: 4 spades, {points(16)}", (16, 21), {"S": (4, 13)}),
            Rule("2S", f"raise: 4 spades, {points(12, 15)}", (12, 15), {"S": (4, 13)}),
            Rule(cheapest(first, last), f"6+ {name(first)}, {points(12, 15)}", (12, 15),
                 {first: (6, 13)})]


def _after_fourth_suit(first: str, second: str, theirs: str, fourth: str,
                       last: str) -> list[Rule]:
    out: list[Rule] = []
    if theirs in "HS":
        out.append(Rule(cheapest(theirs, last), f"delayed support: 3 {name(theirs)}",
                        (10, 21), {theirs: (3, 3)}))
    out += [Rule(cheapest("N", last), f"{name(fourth)} stopped, a minimum", (10, 14),
                 test=stopped_in([fourth])),
            Rule("3NT", f"{name(fourth)} stopped, {points(15)}", (15, 21),
                 test=stopped_in([fourth])),
            Rule(cheapest(first, last), f"6+ {name(first)}", (10, 21), {first: (6, 13)}),
            Rule(cheapest(second, last), f"5 {name(second)}", (10, 21), {second: (5, 13)}),
            Rule(cheapest(fourth, last), f"4 {name(fourth)}", (10, 21), {fourth: (4, 13)}),
            Rule(cheapest(first, last), f"nothing more to show: {name(first)}", (10, 21))]
    return out
