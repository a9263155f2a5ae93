"""Slam bidding (SAYC): Blackwood and the quantitative 4NT; slam tries.

Blackwood 4NT asks for aces when a suit is agreed (or partner opened 2C); the answers:
5C 0 or 4 aces, 5D 1, 5H 2, 5S 3. The asker then signs off at five of the suit when two
aces are missing and bids six when one is; holding all four with 33+ points together
she asks for kings with 5NT (the booklet: 5NT guarantees all the aces and asks for kings,
with grand slam interest; with 35+, ``KINGS_ASKED``, when the answer may pass six of our
suit), answered 6C 0 or 4 kings, 6D 1, 6H 2, 6S 3, and bids the grand slam
with every king and 35+ points together, else six. 4NT directly over partner's no trumps
is quantitative (``notrump``). A slam try (``placement``, with 31-32 points together):
five of the agreed major asks partner to bid six with the top of her range.

The slam zone (``tries``): once partner has limited her hand, a player adds her own points
(shortness counted with a fit) to the middle of what partner has shown (no more than three
over her minimum). With an eight-card fit and 33+ together she asks for aces, whatever
partner bid (game included: partner's jump to four of my major with 19-21 opposite 13 is a
slam, not "partner bid game"), or with 29+ and twelve tricks by the losing trick count
(``placement.tricks_by_losers``: a long strong side suit, a void). Facing partner's no
trumps with a six-card suit she asks for aces with Gerber; without a fit she bids 6NT with
33 counting partner's middle, 7NT with 37 counting her minimum, and invites with a
quantitative 4NT when partner's maximum makes 33; partner answers it with six from the
top half of her range (``quantitative_answers``). Facing partner's suit bids without a
fit, a hand for no trumps with no six-card suit bids 6NT with 33 counting her opening
as 12-14 (``_no_fit_slams``), 7NT with 37 counting her minimum. The captain counts
partner's opening of one of a suit as the book's twelve (``OPENING``), not the reader's
light ten: 17 points and three spades after 1S-2D-2H ask for aces.

>>> from bridgeclub.bots.bidding.evaluation import Evaluation
>>> hand = Evaluation.of("SK S5 S2 HA H7 H6 H3 DA D8 D4 C9 C6 C5".split())
>>> next(r for r in answers() if r.admits(hand)).why
'answer to Blackwood: 2 aces'
"""

from __future__ import annotations

from bridgeclub.bots.bidding import gerber, placement
from bridgeclub.bots.bidding.blackwood import is_blackwood, my_4nt_asks_aces
from bridgeclub.bots.bidding.context import Context, bid, cheapest, level_of, rank, strain_of
from bridgeclub.bots.bidding.evaluation import SUITS, Evaluation
from bridgeclub.bots.bidding.rule import Rule, Test, points, step_answers

ANSWERS = {"5C": (0, 4), "5D": (1,), "5H": (2,), "5S": (3,)}
#: Points together for a small slam and for a grand slam.
SMALL, GRAND = 33, 37
#: What an opening of one of a suit promises, for the captain's slam count: a light
#: opening by the rule of 20 makes up its points in shape.
OPENING = 12
#: Points together from which the asker holding every ace asks for kings when the answer
#: may pass six of our suit (6H over 6D with clubs agreed: six no trumps): the grand
#: slam (``after_kings``) needs 35 as well as every king.
KINGS_ASKED = 35
KING_ANSWERS = {"6C": (0, 4), "6D": (1,), "6H": (2,), "6S": (3,)}


def answers() -> list[Rule]:
    """The answers to Blackwood, by the number of aces."""
    return step_answers(ANSWERS, "Blackwood", "ace", 4)


def king_answers() -> list[Rule]:
    """The answers to the 5NT king ask, by the number of kings.

    >>> [r.call for r in king_answers()]
    ['6C', '6D', '6H', '6S']
    """
    return step_answers(KING_ANSWERS, "the 5NT king ask", "king", 3)


def asks_kings(ctx: Context) -> bool:
    """Whether partner's last call is 5NT asking for kings: her 4NT (Blackwood) two rounds
    before, which I answered."""
    calls = ctx.calls
    return len(calls) >= 6 and calls[-2][1] == "5NT" and calls[-6][1] == "4NT" and \
        calls[-4][1] in ANSWERS and calls[-1][1] == "P" and calls[-3][1] == "P" and \
        is_blackwood(ctx, len(calls) - 6)


def captain_placed(ctx: Context) -> bool:
    """Whether partner asked for aces (Blackwood's 4NT, Gerber's 4C) or kings (5NT after
    Blackwood, 5C after Gerber), I answered, and she has now bid: the asker is the
    captain, her bid places the contract (the booklet: the Blackwood bidder decides the
    level) and I pass, whatever my points: after 1NT-4C-4S-6S no 6NT, no 7S.

    >>> calls = [("N", "1NT"), ("E", "P"), ("S", "4C"), ("W", "P"), ("N", "4S"), ("E", "P"),
    ...          ("S", "6S"), ("W", "P")]
    >>> captain_placed(Context.build("N", calls))
    True
    """
    calls = ctx.calls
    if len(calls) < 6 or calls[-2][0] != ctx.partner or not level_of(calls[-2][1]) or \
            calls[-4][0] != ctx.me or calls[-6][0] != ctx.partner or \
            ctx.rho_call not in ("P", "X") or calls[-3][1] not in ("P", "X"):
        return False
    asked, answer, index = calls[-6][1], calls[-4][1], len(calls) - 6
    if asked == "4NT" and answer in ANSWERS:
        return is_blackwood(ctx, index)
    if asked == "4C" and answer in gerber.ANSWERS:
        return ctx.system.gerber and gerber.is_gerber(ctx, index)
    if len(calls) < 10 or calls[-10][0] != ctx.partner:
        return False
    if asked == "5NT" and answer in KING_ANSWERS:
        return calls[-10][1] == "4NT" and is_blackwood(ctx, index - 4)
    if asked == "5C" and answer in gerber.KING_ANSWERS:
        return calls[-10][1] == "4C" and ctx.system.gerber and gerber.is_gerber(ctx, index - 4)
    return False


#: My pass of the captain's placement (``captain_placed``).
PLACED = Rule("P", "partner, the asker, has placed the contract", (0, 37))


def ask(why: str = "", hcp: tuple[int, int] = (12, 37), test: Test | None = None) -> Rule:
    return Rule("4NT", "Blackwood: asks for aces" + (f" ({why})" if why else ""),
                hcp, test=test, forcing=True)


def after_answer(ctx: Context, trump: str, combined: int, aces_mine: int,
                 kings_mine: int = 0) -> Rule:
    """The asker's decision after partner's answer to Blackwood: with every ace she asks
    for kings with 33+ points together when no answer can pass six of our suit (I hold
    enough kings: with three, the answer is 6C or 6D), else only with the grand slam in
    view (``KINGS_ASKED``)."""
    answer = ctx.partners[-1]
    shown = ANSWERS.get(answer, (0,))
    partner_aces = max(a for a in shown if a + aces_mine <= 4) if any(
        a + aces_mine <= 4 for a in shown) else shown[0]
    if answer == "5C" and aces_mine == 0 and combined >= 30:
        partner_aces = 4
    total = aces_mine + partner_aces
    if total <= 2 and answer == bid(5, trump):
        return Rule("P", f"sign-off: {4 - total} aces missing, partner's answer is five of "
                    "our suit", (0, 37))
    if total <= 2:
        return Rule(cheapest(trump, answer), f"sign-off: {4 - total} aces missing", (0, 37))
    highest = max(c for c, k in KING_ANSWERS.items() if min(k) <= 4 - kings_mine)
    safe = rank(highest) <= rank(bid(6, trump)) if trump in SUITS else True
    if total == 4 and combined >= (SMALL if safe else KINGS_ASKED) and ctx.is_legal("5NT"):
        return Rule("5NT", "asks for kings: all the aces, grand slam interest", (0, 37),
                    forcing=True)
    missing = "no ace missing" if total == 4 else "one ace missing"
    return Rule(bid(6, trump), f"small slam: {missing}", (0, 37))


def after_kings(ctx: Context, trump: str, combined: int, kings_mine: int) -> Rule:
    """The asker's decision after partner's answer to 5NT: the grand slam with every king
    and 35+ points together, else six of the suit: a pass when the answer is six of it
    (2 kings over 5NT with hearts agreed), six no trumps when the answer passed it."""
    shown = KING_ANSWERS.get(ctx.partners[-1], (0,))
    kings = kings_mine + max((k for k in shown if k + kings_mine <= 4), default=shown[0])
    if kings == 4 and combined >= 35:
        return Rule(bid(7, trump), "grand slam: all the aces and kings", (0, 37))
    missing = f"{4 - kings} king{'s' if 4 - kings != 1 else ''} missing"
    six = bid(6, trump)
    if ctx.partners[-1] == six:
        return Rule("P", f"small slam: partner's answer is our slam, {missing}", (0, 37))
    call = six if ctx.is_legal(six) else "6NT"
    return Rule(call, f"small slam: {missing}", (0, 37))


def _in_the_zone(ctx: Context) -> bool:
    """Whether a slam try of ``tries`` may speak: our side opened, the opponents silent,
    I have bid before, partner's last call is a bid and no ace has been asked yet. After
    partner's forcing call (Jacoby 2NT, a positive answer to 2C) I describe my hand
    first, unless she raised my suit or, after my one-level answer, showed a second suit
    (a reverse, a jump shift: ``_opener_second_suit``)."""
    mine = [c for c in ctx.mine if c != "P"]
    partners = [c for c in ctx.partners if c != "P"]
    last = ctx.last_bid
    if ctx.forcing and partners and not _opener_second_suit(ctx, partners, mine) and \
            strain_of(partners[-1]) not in {strain_of(c) for c in mine} - {"N"}:
        return False
    return ctx.we_opened and ctx.uncontested and bool(mine) and bool(partners) and \
        ctx.rho_call == "P" and ctx.partner_call == partners[-1] and \
        last is not None and rank(last) < rank("4NT") and ctx.system.blackwood and \
        "4NT" not in ctx.our_bids and not any(level_of(c) >= 5 for c in ctx.our_bids)


def _opener_second_suit(ctx: Context, partners: list[str], mine: list[str]) -> bool:
    """Whether partner opened, I answered in a suit at the one level and her forcing
    rebid is a second suit (a reverse, a jump shift): a description, not a question, so
    a slam may be bid over it (``KT62 KQJ A4 A872`` after 1D-1S-2H: 6NT, not 3NT). Her
    answer to Jacoby 2NT or a rebid over two-over-one is no such description.

    >>> from bridgeclub.bots.bidding.reader import context_at, read_auction
    >>> from bridgeclub.bots.bidding.options import System
    >>> calls = [("N", "1D"), ("E", "P"), ("S", "1S"), ("W", "P"), ("N", "2H"), ("E", "P")]
    >>> ctx = context_at("S", calls, *read_auction(calls), System())
    >>> [_opener_second_suit(ctx, ["1D", "2H"], [mine]) for mine in ("1S", "2C")]
    [True, False]
    """
    return ctx.opener == ctx.partner and len(partners) == 2 and len(mine) == 1 and \
        level_of(mine[0]) == 1 and strain_of(mine[0]) != "N" and \
        strain_of(partners[-1]) not in (strain_of(partners[0]), "N")


def _trumps(ctx: Context, hand: Evaluation, suit: str) -> int:
    """Our trumps in ``suit`` as I know them: partner's no-trump opening (balanced) holds
    two of my six-card major at least, an eight-card fit the transfer does not show
    (``KQT753 AKJ8 94 T`` after 1NT-2H-2S: 33 points together with the fit).

    >>> from bridgeclub.bots.bidding.context import Context
    >>> ctx = Context.build("S", [("N", "1NT"), ("E", "P")])
    >>> _trumps(ctx, Evaluation.of("SK SQ ST S7 S5 S3 HA HK HJ H8 D9 D4 CT".split()), "S")
    8
    """
    fit = placement.fit_of(ctx, hand, suit)
    if suit in "HS" and hand.length[suit] >= 6 and ctx.opener == ctx.partner and \
            ctx.opening in ("1NT", "2NT"):
        return max(fit, hand.length[suit] + 2)
    return fit


def fits(ctx: Context, hand: Evaluation) -> list[str]:
    """The suits our side has bid in which we hold eight or more cards together; facing
    partner's no trumps only a major, or a minor with my shortness (a balanced hand with
    a minor fit plays in no trumps)."""
    ours = {strain_of(c) for c in ctx.our_bids} - {"N"}
    found = [s for s in SUITS if s in ours and _trumps(ctx, hand, s) >= 8]
    if ctx.partners and strain_of(ctx.partners[-1]) == "N" and min(hand.length.values()) >= 2:
        return [s for s in found if s in "HS"]
    return found


def partner_for_slam(ctx: Context, over: int = 3, book: bool = False,
                     high_cards: bool = False) -> float:
    """What partner is worth for a slam: the middle of her range, but no more than
    ``over`` (three) over her minimum (a wide range, 12-18, is met by its lower half as
    often); her strong 2C its 22 (nine tricks in hand) unless only ``high_cards`` count
    (a slam in no trumps without a fit). With ``book`` her opening of one of a suit
    promises the book's twelve (``OPENING``) whatever the light openings the reader
    allows: the captain's count for Blackwood and for six no trumps without a fit; the
    cue bids' slam interest (``cue_bids``) keeps the reader's minimum (a try is made on
    less, and the booklet's 14 opposite Jacoby's shortness has none)."""
    low = ctx.range_of(ctx.partner).hcp[0]
    if placement.strong_two_clubs(ctx) and not high_cards:
        low = placement.partner_minimum(ctx)
    elif book and ctx.opener == ctx.partner and ctx.opening is not None and \
            level_of(ctx.opening) == 1 and strain_of(ctx.opening) != "N":
        low = max(low, OPENING)
    return min(placement.partner_estimate(ctx), low + over)


def points_for_slam(ctx: Context, hand: Evaluation, suit: str, book: bool = False) -> float:
    """The points together for a slam in ``suit`` (one of our fits): a major's count adds
    my shortness and extra trumps (``placement.combined``), a minor's only high cards
    (eleven tricks are not twelve); partner counted as ``partner_for_slam``."""
    partner = partner_for_slam(ctx, book=book)
    if suit not in "HS":
        return hand.hcp + partner
    mine = placement.combined(ctx, hand, suit, _trumps(ctx, hand, suit)) - \
        placement.partner_estimate(ctx)
    return mine + partner


#: Points together below which the losing trick count alone does not take us to slam.
SHAPELY = 29


def _fit_and_values(ctx: Context) -> Test:
    """A fit and 33+ points together (``points_for_slam``), or twelve tricks by the
    losing trick count (``placement.tricks_by_losers``) with 29+ points together; in a
    minor, the aces to stop at five (``placement.safe_to_ask``)."""
    def test(h: Evaluation) -> bool:
        for suit in fits(ctx, h):
            together = points_for_slam(ctx, h, suit, book=True)
            shapely = together >= SHAPELY and placement.tricks_by_losers(ctx, h) >= 12
            if (together >= SMALL or shapely) and placement.safe_to_ask(suit, h.aces):
                return True
        return False
    return test


def _no_fit_and(ctx: Context, low: int, high: int) -> Test:
    """No fit, no shortness but a singleton honour (a hand for no trumps: ``KQ62 KJ6 K
    KJT54``), and ``low``-``high`` points."""
    def test(h: Evaluation) -> bool:
        return not fits(ctx, h) and _for_notrumps(ctx, h) and low <= h.hcp <= high
    return test


def _for_notrumps(ctx: Context, hand: Evaluation) -> bool:
    """A hand for no trumps (``Evaluation.notrump_shape``), a small singleton allowed in
    a suit partner holds six of: her long suit runs (``AKJ4 AJT54 2 KJ9`` after
    1D-1H-3D)."""
    return hand.notrump_shape_beside([s for s in SUITS if ctx.partner_length(s) >= 6])


def _long_suit_and(middle: float) -> Test:
    """A six-card suit and 33+ points together, counting length, with partner's middle."""
    def test(h: Evaluation) -> bool:
        return max(h.length.values()) >= 6 and h.total_points + middle >= SMALL
    return test


def tries(ctx: Context) -> list[Rule]:
    """The slam tries of a player in the slam zone (see the module's words): Blackwood
    with a fit; 7NT, 6NT or the quantitative 4NT facing partner's no trumps.

    >>> calls = [("N", "1C"), ("E", "P"), ("S", "1S"), ("W", "P"), ("N", "4S"), ("E", "P")]
    >>> from bridgeclub.bots.bidding.reader import context_at, read_auction
    >>> from bridgeclub.bots.bidding.options import System
    >>> known, forcing = read_auction(calls)
    >>> ctx = context_at("S", calls, known, forcing, System())
    >>> hand = Evaluation.of("SK SQ S8 S5 HA HJ H3 DK D6 D2 CQ C7 C2".split())
    >>> next(r for r in tries(ctx) if r.admits(hand)).why
    'Blackwood: asks for aces (slam values: 33+ points together with a fit)'
    """
    if not _in_the_zone(ctx):
        return []
    low, high = ctx.range_of(ctx.partner).hcp
    middle = placement.partner_estimate(ctx)
    no_trumps = not my_4nt_asks_aces(ctx)        # then 4NT is quantitative
    out = [] if no_trumps else [ask(f"slam values: {SMALL}+ points together with a fit",
                                    (max(0, SMALL - int(partner_for_slam(ctx, book=True)) - 5), 37),
                                    _fit_and_values(ctx))]
    if ctx.partners[-1] in ("1NT", "2NT") and ctx.system.gerber and ctx.is_legal("4C"):
        out.append(Rule("4C", "Gerber: asks for aces (a long suit and slam values)",
                        (max(0, SMALL - int(middle) - 4), 37), test=_long_suit_and(middle)))
    if strain_of(ctx.partners[-1]) == "N" and low > 0:
        top, small = min(high, low + 4), SMALL - int(middle)
        out += [Rule("7NT", f"grand slam: {GRAND}+ points together", (GRAND - low, 37),
                     test=_no_fit_and(ctx, GRAND - low, 37)),
                Rule("6NT", f"small slam: {SMALL}+ points together", (small, 37),
                     test=_no_fit_and(ctx, small, 37))]
        if SMALL - top < small and ctx.is_legal("4NT"):
            out.append(Rule("4NT", f"quantitative: bid six with a maximum, "
                            f"{points(SMALL - top, small - 1)}", (SMALL - top, small - 1),
                            test=_no_fit_and(ctx, SMALL - top, small - 1)))
    elif low > 0:
        out += _no_fit_slams(ctx, low)
    return out


def _no_fit_slams(ctx: Context, low: int) -> list[Rule]:
    """Slams in no trumps facing partner's suit bid, without a fit: a hand for no trumps
    and no six-card suit (with one, Blackwood first, and the slam in it) bids 7NT with
    37+ points counting her minimum and 6NT with 33+ counting what she is worth for a
    slam (``partner_for_slam``): 19 balanced points after 1C-1D-1H are a slam, not 3NT.
    Without a fit no shape makes up for missing points, so partner counts at no more
    than two over her minimum (an opening's 12-14 while she has not shown more), and
    her strong 2C at its high cards. (4NT would ask for aces here: there is no
    quantitative invitation.)"""
    small = SMALL - int(partner_for_slam(ctx, over=2, book=True, high_cards=True))

    def test(least: int) -> Test:
        balanced = _no_fit_and(ctx, least, 37)
        return lambda h: balanced(h) and max(h.length.values()) <= 5
    return [Rule("7NT", f"grand slam: {GRAND}+ points together, no fit", (GRAND - low, 37),
                 test=test(GRAND - low)),
            Rule("6NT", f"small slam: {SMALL}+ points together, no fit", (small, 37),
                 test=test(small))]


def is_quantitative(ctx: Context) -> bool:
    """Whether partner's last call is 4NT inviting six no trumps after my no trumps (not
    Blackwood), the opponents silent."""
    index = len(ctx.calls) - 2
    return index >= 0 and ctx.calls[index][1] == "4NT" and ctx.rho_call == "P" and \
        ctx.uncontested and not is_blackwood(ctx, index) and \
        any(strain_of(c) == "N" for c in ctx.mine)


def quantitative_answers(ctx: Context) -> list[Rule]:
    """Six no trumps from the top half of the range my bids have shown, else pass.

    >>> from bridgeclub.bots.bidding.context import Context
    >>> from types import MappingProxyType
    >>> from bridgeclub.analysis.hand_range import HandRange
    >>> ctx = Context.build("N", [], known=MappingProxyType({"N": HandRange((18, 19))}))
    >>> [(r.call, r.hcp) for r in quantitative_answers(ctx)]
    [('6NT', (19, 19)), ('P', (18, 18))]
    """
    low, high = ctx.range_of(ctx.me).hcp
    high = min(high, low + 4)
    top = max(low + 1, (low + high + 1) // 2)
    return [Rule("6NT", f"accepts the slam invitation: {points(top, high)}", (top, high)),
            Rule("P", f"declines the slam invitation: {points(low, top - 1)}",
                 (low, top - 1))]
