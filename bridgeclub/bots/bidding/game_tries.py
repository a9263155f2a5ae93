"""Game tries after a single raise of a major (SAYC: 1M-2M): opener with 16-18 asks
partner to bid game with the top of the raise or with help where opener needs it.

- Opener, her hand valued with the fit (``rebid_points``: length and shortness count):
  4M with 19+; 2NT (balanced 16-18, every side suit stopped) asks partner to
  choose between 3M, 4M and 3NT; a new suit (a *help-suit* try: 3+ cards with at most one
  of the top three honours) asks for help there; 3M re-raises with a six-card suit or no
  suit to ask in; pass with a minimum, or when a part score makes 2M a game already.
- Responder answers a help-suit try with game when the raise was a maximum (8-10 support
  points) or she holds help in the suit (two of the top three honours, or a doubleton or
  shorter with four trumps); otherwise signs off at three of the major. She answers 2NT
  with game (the major) on a maximum, else three of the major.

>>> from bridgeclub.bots.bidding.context import Context
>>> from bridgeclub.bots.bidding.evaluation import Evaluation
>>> ctx = Context.build("N", [("N", "1S"), ("E", "P"), ("S", "2S"), ("W", "P")])
>>> hand = Evaluation.of("SA SK SJ S7 S3 HA HQ H2 DK D4 C9 C6 C2".split())
>>> next(r for r in opener_tries(ctx) if ctx.is_legal(r.call) and r.admits(hand)).why
'help-suit game try: 16-18 points counting shape, asks for help in clubs'
"""

from __future__ import annotations

from bridgeclub.bots.bidding.context import Context, bid, cheapest, rank, strain_of
from bridgeclub.bots.bidding.evaluation import SUITS, Evaluation
from bridgeclub.bots.bidding.placement import game_level
from bridgeclub.bots.bidding.rule import Rule, Test, name, points


def needs_help(h: Evaluation, suit: str) -> bool:
    """A suit to ask help in: three or more cards, at most one of the top three honours."""
    return h.length[suit] >= 3 and sum(r in h.ranks[suit] for r in "AKQ") <= 1


def _all_stopped(trump: str) -> Test:
    def test(h: Evaluation) -> bool:
        return h.balanced and all(h.stopper(s) for s in SUITS if s != trump)
    return test


def _asks_in(suit: str, trump: str, before: list[str]) -> Test:
    """Help is asked in the cheapest suit that needs it."""
    def test(h: Evaluation) -> bool:
        return needs_help(h, suit) and not any(needs_help(h, s) for s in before)
    return test


def rebid_points(h: Evaluation) -> int:
    """Opener's points once partner has raised: high cards, a point for each card over
    four in a suit, and the shortness that will ruff (1 for a singleton, 2 for a void).

    >>> rebid_points(Evaluation.of("SA SJ S6 S5 S2 H9 D9 D6 D5 CA CK CQ C8".split()))
    16
    """
    return h.total_points + sum({0: 2, 1: 1}.get(n, 0) for n in h.length.values())


def _worth(low: int, high: int, also: Test | None = None) -> Test:
    def test(h: Evaluation) -> bool:
        return low <= rebid_points(h) <= high and (also is None or also(h))
    return test


def opener_tries(ctx: Context) -> list[Rule]:
    """Opener's rebid after 1M-2M, her hand valued with the fit (``rebid_points``)."""
    trump = strain_of(ctx.mine[0])
    raise_ = ctx.partners[-1]
    if game_level(trump, ctx.score.needed_us) <= 2:
        return [Rule("P", "with our part score partner's contract is already a game")]
    out = [Rule(bid(4, trump), f"game: {points(19)} counting shape", (13, 21),
                test=_worth(19, 40)),
           Rule("2NT", f"game try: {points(16, 18)}, balanced, asks partner to choose",
                (16, 18), test=_all_stopped(trump), forcing=True)]
    tries = sorted((s for s in SUITS if s != trump), key=lambda s: rank(cheapest(s, raise_)))
    for i, suit in enumerate(tries):
        call = cheapest(suit, raise_)
        if rank(call) < rank(bid(3, trump)):
            out.append(Rule(call, f"help-suit game try: {points(16, 18)} counting shape, "
                            f"asks for help in {name(suit)}", (13, 18), {suit: (3, 13)},
                            _worth(16, 18, _asks_in(suit, trump, tries[:i])),
                            forcing=True))
    out += [Rule(bid(3, trump), f"game try: {points(16, 18)} counting shape", (13, 18),
                 test=_worth(16, 18)),
            Rule("P", f"a minimum: {points(12, 15)}", (10, 15))]
    return out


def is_game_try(ctx: Context) -> bool:
    """Whether partner's last call is a game try after 1M-2M (me raising)."""
    partners = [c for c in ctx.partners if c != "P"]
    mine = [c for c in ctx.mine if c != "P"]
    if len(partners) != 2 or len(mine) != 1 or not ctx.uncontested:
        return False
    trump = strain_of(partners[0])
    return partners[0] in ("1H", "1S") and mine[0] == bid(2, trump) and \
        rank(partners[1]) < rank(bid(4, trump)) and partners[1] != bid(3, trump) and \
        (strain_of(partners[1]) != "N" or partners[1] == "2NT")     # 3NT offers a game


def _helps(suit: str, trump: str) -> Test:
    def test(h: Evaluation) -> bool:
        return sum(r in h.ranks[suit] for r in "AKQ") >= 2 or (
            h.length[suit] <= 2 and h.length[trump] >= 4) or h.support_points(trump) >= 9
    return test


def answers(ctx: Context) -> list[Rule]:
    """Responder's answer to opener's game try."""
    trump = strain_of(next(c for c in ctx.partners if c != "P"))
    asked = ctx.partners[-1]
    game, signoff = bid(4, trump), bid(3, trump)
    if asked == "2NT":
        return [Rule(game, f"accepts the game try: a maximum raise, {points(8, 10)}", (8, 10),
                     test=lambda h: h.support_points(trump) >= 9),
                Rule(signoff, f"declines the game try: a minimum raise, {points(6, 7)}",
                     (5, 8))]
    suit = strain_of(asked)
    return [Rule(game, f"accepts the game try: help in {name(suit)} or a maximum", (5, 10),
                 test=_helps(suit, trump)),
            Rule(signoff, f"declines the game try: no help in {name(suit)}", (5, 10))]
