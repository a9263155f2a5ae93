"""The captain's decision: where the partnership belongs, from the points and fits known.

When no convention speaks, a player adds her points to what partner has shown (the middle
of partner's shown range), looks for an eight-card fit (a major first, then no trumps with
stoppers, then a minor; when a suit nobody has bid is not stopped, a minor fit, else a
major where partner has four and I three with a singleton, before no trumps), and bids
the contract the combined strength is worth: a part score below 23-24 points, an
invitation one level below game with 24-25, game with 26 (25 vulnerable; 3NT with 25; five
of a minor with 29; my rebid six-card suit is no fit when partner answered with 3NT or,
holding no singleton, with two suits of her own; her 3NT over my long minor is where we
play, unless the points make a slam),
a small slam with 33 (through Blackwood when a suit is agreed; partner counted at no
more than three over her minimum), a
grand slam with 37 once the aces have been asked (``aces_asked``), else six. A major
fit whose losing trick count makes ten tricks (``tricks_by_losers``) bids the game its
points stop short of (a seven-card suit and a singleton: shape, not high cards). A part
score below the line (rubber, Chicago) brings game down to the level that completes it
(``game_level``).

When the opponents bid last, competitive judgement decides instead (``contested``: the
law of total tricks, penalty doubles, the five level, sacrifices).

>>> game_level("H"), game_level("N"), game_level("C"), game_level("H", needed=40)
(4, 3, 5, 2)
"""

from __future__ import annotations

from bridgeclub.bots.bidding.blackwood import my_4nt_asks_aces
from bridgeclub.bots.bidding.context import Context, bid, cheapest, level_of, rank, strain_of
from bridgeclub.bots.bidding.evaluation import NAMES, SUITS, Evaluation
from bridgeclub.bots.bidding.rule import Rule

#: Combined points usually enough to take this many tricks (with a fit in a suit).
POINTS_FOR_TRICKS = {7: 18, 8: 21, 9: 24, 10: 26, 11: 29, 12: 33, 13: 37}


def game_level(strain: str, needed: int = 100) -> int:
    """The lowest level whose trick score reaches ``needed`` points below the line."""
    for level in range(1, 8):
        score = level * (20 if strain in "CD" else 30) + (10 if strain == "N" else 0)
        if score >= needed:
            return level
    return 7


def partner_estimate(ctx: Context) -> float:
    """What partner is worth: the middle of her shown range, or her minimum and a bit when
    the range is open above (``11+``: about 13). Partner's strong 2C counts as its 22+
    points even when it holds fewer high cards (nine tricks in hand are worth as much).

    >>> ctx = Context.build("S", [("N", "2C"), ("E", "P"), ("S", "2D"), ("W", "P"),
    ...                           ("N", "2S"), ("E", "P")])
    >>> partner_estimate(ctx)
    24.5
    """
    low, high = ctx.range_of(ctx.partner).hcp
    if not ctx.partners:
        return 5.5 if ctx.opener is None else 7.0
    if strong_two_clubs(ctx):
        low, high = partner_minimum(ctx), max(high, 30)
    if high >= 30:
        return low + 2.5
    return (low + min(high, low + 10)) / 2


def strong_two_clubs(ctx: Context) -> bool:
    """Whether partner opened our strong, artificial 2C."""
    return ctx.opener == ctx.partner and ctx.opening == "2C"


def partner_minimum(ctx: Context) -> int:
    """The least partner holds: the low end of her shown range, her strong 2C the
    card's 22 (Acol's 23) even when it holds fewer high cards: nine tricks in hand are
    worth as much (the reader allows its playing-trick hands less)."""
    low = ctx.range_of(ctx.partner).hcp[0]
    return max(low, ctx.system.strong_two_clubs) if strong_two_clubs(ctx) else low


#: Points together two no trumps needs in a contested auction: no fit to fall back on,
#: and a misfit is doubled.
NOTRUMP_PART_SCORE = 23


def sure_of_partner(ctx: Context) -> float:
    """What partner surely adds, for no trumps in a contested auction: her minimum and
    three, never more than the middle of her range (``partner_estimate``): with no fit
    to fall back on, the optimistic middle of an opening's 12-21 is a doubled 2NT.

    >>> from bridgeclub.bots.bidding.reader import read_auction
    >>> calls = [("N", "1C"), ("E", "1S")]
    >>> ctx = Context.build("S", calls, known=read_auction(calls)[0])
    >>> ctx.range_of("N").hcp, partner_estimate(ctx), sure_of_partner(ctx)
    ((10, 21), 15.0, 13)
    """
    return min(partner_estimate(ctx), ctx.range_of(ctx.partner).hcp[0] + 3)


def fit_of(ctx: Context, hand: Evaluation, suit: str) -> int:
    return hand.length[suit] + ctx.partner_length(suit)


def choose_strain(ctx: Context, hand: Evaluation) -> tuple[str, int]:
    """Our best strain and the trumps we are known to hold in it (0 for no trumps)."""
    fits = {s: fit_of(ctx, hand, s) for s in SUITS}
    theirs = set(ctx.their_suits)
    majors = [s for s in ("S", "H") if fits[s] >= 8]
    if majors:
        best = max(majors, key=lambda s: fits[s])
        return best, fits[best]
    long = hand.longest
    rebid = sum(strain_of(c) == long for c in ctx.mine) >= 2
    chose_nt = strain_of(ctx.partners[-1] if ctx.partners else "") == "N" and \
        level_of(ctx.partners[-1]) >= 3
    elsewhere = len({strain_of(c) for c in ctx.partners} - {"", "N", long}) >= 2 and \
        min(hand.length.values()) >= 2          # (a singleton keeps to the suit)
    if chose_nt and long in ("C", "D") and any(strain_of(c) == long for c in ctx.mine):
        return "N", 0                # she chose 3NT knowing my minor: nine tricks, not 11
    better_fit = any(fits[s] >= max(8, fits[long] + 1) for s in SUITS if s != long)
    if hand.length[long] >= 6 and (long in ("H", "S") or (not hand.balanced and theirs)) \
            and not (rebid and (chose_nt or elsewhere) and ctx.uncontested) \
            and not (long in ("C", "D") and better_fit):   # (her six diamonds, my three)
        return long, fits[long]      # (partner chose no trumps or two suits of her own
                                     # knowing my six: no fit)
    stopped = all(hand.stopper(s) or ctx.partner_length(s) >= 4 for s in theirs)
    partner_nt = any(strain_of(c) == "N" for c in ctx.partners)
    minors = [s for s in ("D", "C") if fits[s] >= 8]
    ours = {strain_of(c) for c in ctx.our_bids}
    unguarded = [s for s in SUITS if s not in ours and s not in theirs and
                 not hand.stopper(s)]
    if minors and unguarded and not partner_nt and ctx.uncontested:
        best = max(minors, key=lambda s: fits[s])      # a suit open to their attack:
        return best, fits[best]                        # five of the minor, not 3NT
    moysian = [s for s in ("S", "H") if fits[s] == 7 and hand.length[s] == 3 and
               ctx.partner_length(s) >= 4 and min(hand.length.values()) <= 1]
    if moysian and unguarded and not partner_nt and ctx.uncontested:
        return moysian[0], 7                           # the 4-3 fit, ruffs in my hand
    if (hand.balanced or partner_nt or not minors) and stopped and \
            max(hand.length.values()) <= 6:
        return "N", 0
    if minors:
        best = max(minors, key=lambda s: fits[s])
        return best, fits[best]
    if hand.length[long] >= 6:
        return long, fits[long]
    shown = [s for s in SUITS if ctx.partner_length(s) >= 5 and hand.length[s] >= 2]
    if shown:
        return shown[0], fits[shown[0]]
    return "N", 0


def combined(ctx: Context, hand: Evaluation, strain: str, trumps: int) -> float:
    ours = hand.hcp + partner_estimate(ctx)
    if strain != "N" and trumps >= 8:
        ours += min(4, hand.support_points(strain) - hand.hcp) + (trumps - 8)
    elif strain != "N":
        ours += max(0, hand.length[strain] - 5)
    return ours


def slam_count(ctx: Context, ours: float, fit: bool = False) -> float:
    """The points together counted for a slam: while partner has not limited her hand
    (a range of nine points or more: an opening of one of a suit) at no more than three
    over her minimum, for she is met in its lower half as often: slam needs what she has
    promised, game may take her middle. With a ``fit`` her strong 2C promises the
    card's 22 (``partner_minimum``: its tricks count in a suit); in no trumps only the
    high cards the reader allows it.

    >>> from bridgeclub.bots.bidding.reader import read_auction
    >>> calls = [("N", "1D"), ("E", "P")]
    >>> ctx = Context.build("S", calls, known=read_auction(calls)[0])
    >>> partner_estimate(ctx), slam_count(ctx, 34.0)
    (15.0, 32.0)
    """
    low, high = ctx.range_of(ctx.partner).hcp
    if not ctx.partners or high - low < 9:
        return ours                     # she has limited her hand: her middle it is
    middle = partner_estimate(ctx)
    return ours - middle + min(middle, (partner_minimum(ctx) if fit else low) + 3)


def target_level(ctx: Context, strain: str, ours: float) -> tuple[int, str]:
    """How high the points take us in ``strain``, and the words for it."""
    game = game_level(strain, ctx.score.needed_us)
    tricks_needed = game + 6
    for_game = POINTS_FOR_TRICKS.get(tricks_needed, 26)
    if strain == "N" and game == 3:
        for_game = 25
    if ctx.vulnerable_us:
        for_game -= 1
    if ours >= 37:
        return 7, "a grand slam: 37+ points together"
    if ours >= 33:
        return 6, "a small slam: 33+ points together"
    if ours >= for_game:
        if game < (3 if strain == "N" else 4 if strain in "HS" else 5):
            return game, "game: completes the game with our part score"
        return game, f"game: {for_game}+ points together"
    if ours >= for_game - 2 and game > 1:
        return game - 1, f"invitational: about {for_game - 2} points together"
    level = 1
    for tricks, need in sorted(POINTS_FOR_TRICKS.items()):
        if ours >= need:
            level = tricks - 6
    return max(1, min(level, game - 1)), "a part score"


def aces_asked(ctx: Context) -> bool:
    """Whether our side has asked for aces (4NT, Gerber's 4C over no trumps) or kings
    (5NT): the captain bids a grand slam on points only after the aces are counted; a
    wide range opposite (22+, 19-21 and a jump) makes 37 out of hope, not tricks.

    >>> aces_asked(Context.build("S", [("N", "2C"), ("E", "P"), ("S", "2NT"), ("W", "P"),
    ...                                ("N", "6NT"), ("E", "P")]))
    False
    """
    return any(c in ("4NT", "5NT") for c in ctx.our_bids) or \
        (ctx.system.gerber and "4C" in ctx.our_bids and
         any(strain_of(c) == "N" for c in ctx.our_bids))


def safe_to_ask(trump: str, aces: int) -> bool:
    """Whether Blackwood with ``aces`` of my own can stop at five of ``trump`` when two
    aces are missing: in a major always; in diamonds with an ace (over 5H, two aces,
    we hold three); in clubs with two (5D would pass 5C with two missing).

    >>> safe_to_ask("S", 0), safe_to_ask("D", 0), safe_to_ask("D", 1), safe_to_ask("C", 1)
    (True, False, True, False)
    """
    return trump in ("H", "S", "N") or aces >= (2 if trump == "C" else 1)


def ask_aces(ctx: Context, level: int, strain: str, trumps: int,
             shows: tuple[int, int], hand: Evaluation | None = None) -> Rule | None:
    """Blackwood when the points reach a slam (``level``) and a suit is agreed, or is
    ``hand``'s own self-sufficient suit (seven good cards), or a six-card suit I have bid
    (after my jump shift, 1D-2S-3D with ``AQT983 AK4 KQ K4``): never a slam in a suit
    without counting the aces first (4NT still below their bid); and only where partner
    reads 4NT as Blackwood (``blackwood.my_4nt_asks_aces``: right over her no trumps, with no suit
    agreed, it is quantitative: 1S-2C-3NT-4NT was passed, 6S cold)."""
    if ctx.last_bidder == ctx.partner and strain_of(ctx.last_bid or "") == "N" and \
            any(level_of(c) for c in ctx.mine) and not my_4nt_asks_aces(ctx):
        return None
    self_sufficient = hand is not None and strain != "N" and (
        (hand.length[strain] >= 7 and hand.good_suit(strain)) or
        (hand.length[strain] >= 6 and any(strain_of(c) == strain for c in ctx.mine)))
    if level >= 6 and strain != "N" and (trumps >= 8 or self_sufficient) and \
            ctx.system.blackwood and (hand is None or safe_to_ask(strain, hand.aces)) and \
            ctx.is_legal("4NT") and "4NT" not in ctx.our_bids and \
            level_of(ctx.last_bid or "1C") <= 4:
        return Rule("4NT", "Blackwood: asks for aces", shows, forcing=True)
    return None


def law_level(ctx: Context, strain: str, trumps: int) -> int:
    """The level the law of total tricks takes a fit of ``trumps`` in ``strain`` to: one
    trick a trump past six, not past game, and a minor no higher than three (3NT stays
    in view).

    >>> ctx = Context.build("N", [("N", "1S"), ("E", "X")])
    >>> law_level(ctx, "S", 10), law_level(ctx, "S", 11), law_level(ctx, "D", 10)
    (4, 4, 3)
    """
    return min(trumps - 6, game_level(strain, ctx.score.needed_us),
               3 if strain in ("C", "D") else 7)


def law_of_total_tricks(ctx: Context, strain: str, trumps: int, level: int,
                        shows: tuple[int, int]) -> Rule | None:
    """Once the opponents have come in (a double or a bid), a fit of ten trumps goes to the
    four level at once, where the points alone stop lower: the law of total tricks (ten
    trumps, ten tricks), which also takes their room (1S (X) 3S (P) with six spades: 4S,
    the trump partner's preemptive raise could not count). A major only, not past game:
    a minor keeps 3NT in view (``law_level``, as ``contested.decide``).

    >>> calls = [("N", "1S"), ("E", "X"), ("S", "3S"), ("W", "P")]
    >>> from bridgeclub.bots.bidding.reader import read_auction
    >>> ctx = Context.build("N", calls, known=read_auction(calls)[0])
    >>> law_of_total_tricks(ctx, "S", 10, 3, (0, 37)).call
    '4S'
    >>> law_of_total_tricks(ctx, "S", 9, 3, (0, 37)) is None
    True
    """
    if ctx.uncontested or strain not in ("H", "S") or trumps < 10:
        return None
    fit_level = law_level(ctx, strain, trumps)
    call = bid(fit_level, strain)
    if fit_level <= level or not ctx.is_legal(call) or \
            any(level_of(c) >= fit_level for c in ctx.our_bids):
        return None
    return Rule(call, f"the law of total tricks: {trumps} {NAMES[strain]} together", shows)


def tricks_by_losers(ctx: Context, hand: Evaluation) -> int:
    """The tricks a fit takes by the losing trick count: 24 less my losers
    (``Evaluation.losers``) and partner's: seven for her 15+ or her opening of one of a
    suit (the count's opening hand has seven losers), six when her last suit bid showed
    16+ and five when it showed 19+ (the count's jump rebid, jump raise: 1D-1S-4S has five
    losers, and seven losers opposite it make twelve tricks; her no trumps keep the
    balanced seven), eight for 8+ (an opening hand's raise, a limit raise), else nine (a
    simple raise). It sees what points cap:
    a long strong side suit or a void (``QJT2 6 AKQ753 A5``, four losers, opposite
    partner's raise: thirteen, her opening's seven losers and my four).

    >>> from bridgeclub.bots.bidding.reader import context_at, read_auction
    >>> from bridgeclub.bots.bidding.options import System
    >>> calls = [("N", "1H"), ("E", "P"), ("S", "1S"), ("W", "P"), ("N", "2S"), ("E", "P")]
    >>> ctx = context_at("S", calls, *read_auction(calls), System())
    >>> tricks_by_losers(ctx, Evaluation.of("SQ SJ ST S2 H6 DA DK DQ D7 D5 D3 CA C5".split()))
    13
    """
    low = ctx.range_of(ctx.partner).hcp[0]
    opened = ctx.opener == ctx.partner and ctx.opening is not None and \
        level_of(ctx.opening) == 1 and strain_of(ctx.opening) != "N"
    theirs = 7 if low >= 15 or opened else 8 if low >= 8 else 9
    if low >= 16 and strain_of(ctx.partners[-1]) not in ("", "N"):
        theirs = 5 if low >= 19 else 6      # her jump rebid or jump raise: 16-18, 19+
    return 24 - hand.losers - theirs


#: The words of a game the losing trick count bids (``game_by_losers``).
GAME_BY_LOSERS = "game: ten tricks by the losing trick count"


def game_by_losers(ctx: Context, hand: Evaluation, strain: str, trumps: int) -> bool:
    """Whether a fit of ``trumps`` in a major makes game by the losing trick count
    (``tricks_by_losers``: ten tricks), whatever the points say (a long suit and a
    singleton: shape, not high cards); the captain's and the competitor's test alike."""
    return strain in ("H", "S") and trumps >= 8 and tricks_by_losers(ctx, hand) >= 10


def decide(ctx: Context, hand: Evaluation) -> Rule:
    """The call of the captain (or of a player in competition) when no rule speaks."""
    strain, trumps = choose_strain(ctx, hand)
    ours = combined(ctx, hand, strain, trumps)
    level, words = target_level(ctx, strain, ours)
    if level >= 6 and slam_count(ctx, ours, trumps >= 8) < 33:
        level, words = target_level(ctx, strain, min(ours, 32.5))
    if level == 7 and not aces_asked(ctx):
        level, words = target_level(ctx, strain, min(ours, 36.5))
    game = game_level(strain, ctx.score.needed_us)
    if ctx.uncontested and level < game and game_by_losers(ctx, hand, strain, trumps):
        level, words = game, GAME_BY_LOSERS
    last = ctx.last_bid
    theirs_last = ctx.last_bidder is not None and not ctx.ours(ctx.last_bidder)
    where = NAMES[strain] if strain != "N" else "no trumps"
    shows = (max(0, min(hand.hcp, int(ours - partner_estimate(ctx)) - 2)), 37)
    aces = ask_aces(ctx, level, strain, trumps, shows, hand)
    if aces is not None:
        return aces
    if strain in ("H", "S") and trumps >= 8 and 32 <= slam_count(ctx, ours, True) < 33 and \
            not theirs_last and \
            ctx.is_legal(bid(5, strain)) and level_of(last or "1C") <= 4 and \
            bid(5, strain) not in ctx.our_bids:
        return Rule(bid(5, strain), f"slam try: bid six {NAMES[strain]} with a maximum",
                    shows)
    call = bid(level, strain)
    ours_last = last is not None and ctx.last_bidder == ctx.partner
    accept = _accepts_invitation(ctx, hand)
    if accept is not None:
        return accept
    law = law_of_total_tricks(ctx, strain, trumps, level, shows)
    if law is not None:
        return law
    if ours_last and words == "a part score" and not ctx.forcing:
        return Rule("P", "a part score is reached", (0, 37))
    if ours_last and last is not None and level < game_level(strain, ctx.score.needed_us) \
            and level_of(last) >= game_level(strain_of(last), ctx.score.needed_us) and \
            not ctx.forcing and ctx.uncontested:
        return Rule("P", "partner has bid game: no slam in sight", (0, 37))
    if last is None or rank(call) > rank(last):
        if not ctx.is_legal(call):
            return Rule("P", "nothing better to bid", (0, 37))
        if strain == "N" and 2 <= level < game_level("N", ctx.score.needed_us) and \
                not ctx.uncontested and not ctx.forcing and ctx.partner_call != "X" and \
                hand.hcp + sure_of_partner(ctx) < NOTRUMP_PART_SCORE:  # (her double:
            return Rule("P", "no 2NT in a part-score fight without 23 points "   # no pass)
                        "together", (0, 37))
        return Rule(call, f"{words} in {where}", shows)
    if ctx.forcing and ctx.rho_call == "P":
        cheap = cheapest(strain, last)
        if cheap == "4NT" and any(strain_of(c) in SUITS for c in ctx.our_bids):
            return _short_of_blackwood(ctx, hand, last, shows)
        if (level_of(cheap) <= 7 and strain_of(cheap) != strain_of(last)) or \
                level_of(cheap) <= max(level, 3, game_level(strain, ctx.score.needed_us)):
            return Rule(cheap, f"keeps the bidding open: {where}", shows)   # (game at
        #   most: 2C-2D-3D-4D-5D, her raise below game in a game force is no place to stop)
    if last is not None and strain_of(last) == strain and ctx.last_bidder == ctx.partner:
        return Rule("P", f"content with partner's {where}", (0, 37))
    return Rule("P", "we are high enough", (0, 37))


def _short_of_blackwood(ctx: Context, hand: Evaluation, last: str,
                        shows: tuple[int, int]) -> Rule:
    """Keeping a forcing uncontested auction open where the cheapest no trumps would be
    4NT: once our side has bid a suit 4NT asks for aces (SAYC: Blackwood), never natural,
    so the captain without the values to ask bids our fit at the cheapest level (five of
    the minor we agreed: 1H-1NT-3C-4C-5C), else her own longest suit.

    >>> calls = [("N", "1H"), ("E", "P"), ("S", "1NT"), ("W", "P"), ("N", "3C"), ("E", "P"),
    ...          ("S", "4C"), ("W", "P")]
    >>> from bridgeclub.bots.bidding.reader import read_auction
    >>> known, forcing = read_auction(calls)
    >>> ctx = Context.build("N", calls, known=known, forcing=forcing[-2])
    >>> _short_of_blackwood(ctx, Evaluation.of("SA S5 HA HK HJ H8 H5 DK D4 CA CQ C8 C3"
    ...                     .split()), "4C", (17, 37)).call
    '5C'
    """
    ours = {strain_of(c) for c in ctx.our_bids} - {"N", *ctx.their_suits}   # (a cue bid
    fitting = [s for s in SUITS if s in ours and fit_of(ctx, hand, s) >= 8]  # is no suit)
    own = [s for s in SUITS if s not in ctx.their_suits] or list(SUITS)
    suit = max(fitting, key=lambda s: (fit_of(ctx, hand, s), s in "HS")) if fitting \
        else max(own, key=lambda s: hand.length[s])
    call = cheapest(suit, last)
    if level_of(call) > 5 or not ctx.is_legal(call):
        return Rule("P", "nothing better to bid", (0, 37))
    what = "our fit" if fitting else "my longest suit"
    return Rule(call, f"keeps the bidding open in {what}, {NAMES[suit]} (4NT would ask "
                "for aces)", shows)


def worth(ctx: Context, hand: Evaluation, strain: str) -> int:
    """My hand's worth for a contract in ``strain``: its high-card points, and with an
    eight-card fit in an uncontested auction its shortness too (up to 4, as ``combined``
    counts it), so a void facing partner's suit takes the top of a range (in competition
    partner's raise is often only a bid to compete: high cards decide).

    >>> from bridgeclub.bots.bidding.reader import read_auction
    >>> calls = [("S", "1H"), ("W", "P")]
    >>> ctx = Context.build("N", calls, known=read_auction(calls)[0])
    >>> hand = Evaluation.of("HA HK HJ H9 H5 H4 DT D5 D3 D2 CQ C5 C4".split())
    >>> worth(ctx, hand, "H"), worth(ctx, hand, "N")
    (14, 10)
    """
    if strain == "N" or fit_of(ctx, hand, strain) < 8 or not ctx.uncontested:
        return hand.hcp
    return hand.hcp + min(4, hand.support_points(strain) - hand.hcp)


def _accepts_invitation(ctx: Context, hand: Evaluation) -> Rule | None:
    """Partner stopped one level below game (an invitation): bid the game with the upper
    half of what I have shown, pass with the lower half, my shortness counted with a
    fit (``worth``); her five of our major, a slam try, takes the top of my range or
    its middle with two first-round controls, aces or a void (the middle of 15-17 with
    one ace made twelve tricks too seldom). A weak hand's bid (partner's range below 10
    points: a preemptive raise) invites nothing, and in competition, where a bid below
    game may only compete, neither does a suit bid made over their call (next to it, or in
    the pass-out seat after I passed it: P P 1NT 2S 3D P P 3S competes), nor one facing my
    calls that have not limited my hand: there the points decide."""
    last = ctx.last_bid
    if last is None or ctx.last_bidder != ctx.partner or ctx.rho_call != "P" or \
            not ctx.mine or ctx.forcing or ctx.range_of(ctx.partner).hcp[1] < 10:
        return None
    mine = ctx.range_of(ctx.me).hcp
    before = [(s, c) for s, c in ctx.calls[:-2] if c != "P"]
    competed = ctx.calls[-3][1] != "P" or (        # right over their call, or a suit
        bool(before) and not ctx.ours(before[-1][0]) and strain_of(last) != "N")
    #   in the pass-out seat over it (no trumps there still invite: values, not length)
    if not ctx.uncontested and (mine[1] - mine[0] > 15 or competed):
        return None                        # partner competed, or I said little: points
    strain = strain_of(last)
    game = game_level(strain, ctx.score.needed_us)
    first = ctx.mine[0]
    if ctx.uncontested and ctx.mine[-1] == "2NT" and strain in SUITS and \
            last == bid(3, strain) and ((ctx.mine == ["2NT"] and len(ctx.partners) == 2) or (
                len(ctx.mine) >= 2 and ctx.opener != ctx.me)) and \
            strain in {strain_of(c) for c in ctx.partners[:-1]}:
        return _after_sign_off_over_2nt(ctx, hand, strain)
    if ctx.opener == ctx.me and first != "2C" and level_of(first) in (2, 3) and \
            strain_of(first) == strain:
        return None                   # the raise of a preempt invites nothing (SAYC)
    raised = [c for c in ctx.partners[:-1] if strain_of(c) == strain]
    if raised and strain_of(first) == strain and strain_of(ctx.mine[-1]) != strain:
        return None       # she raised my suit, I tried, she signed off: she declined
    if strain in ("H", "S") and level_of(last) == 5 and game == 4 and ctx.uncontested:
        if "4NT" in ctx.partners[:-1]:
            return None                            # her sign-off after her Blackwood
        game = 6                                   # partner's slam try
    elif level_of(last) != game - 1 or game <= 1:
        return None
    elif ctx.uncontested and mine[0] + ctx.range_of(ctx.partner).hcp[0] >= 25:
        return None       # game is forced by what we have shown (my jump shift facing
    #                       her opening): no invitation below it, the points decide
    low, high = ctx.range_of(ctx.me).hcp
    high = min(high, low + 8)
    where = NAMES[strain] if strain != "N" else "no trumps"
    fits = strain == "N" or hand.length[strain] >= ctx.natural_length(strain)
    own = hand.longest
    if hand.hcp * 2 >= low + high and not fits and hand.length[own] >= 6 and \
            ctx.is_legal(bid(game_level(own, ctx.score.needed_us), own)):
        return Rule(bid(game_level(own, ctx.score.needed_us), own), "accepts the invitation: "
                    f"game in my own {NAMES[own]}", ((low + high) // 2, 37), {own: (6, 13)})
    twice = worth(ctx, hand, strain) * 2
    slam_try_middle = game == 6 and twice == low + high and \
        hand.aces + sum(n == 0 for n in hand.length.values()) < 2
    if twice >= low + high and not slam_try_middle and fits and \
            ctx.is_legal(bid(game, strain)):
        what = "a small slam" if game == 6 else "game"
        return Rule(bid(game, strain), f"accepts the invitation: {what} in {where}",
                    ((low + high) // 2, 37))
    if not fits:
        return Rule("P", f"declines the invitation: no fit in {where}", (0, 37))
    return Rule("P", "declines the invitation: " + ("not a maximum" if game == 6 else
                                                    "the bottom of my range"),
                (0, (low + high) // 2))


def _after_sign_off_over_2nt(ctx: Context, hand: Evaluation, strain: str) -> Rule:
    """Acol's 1S 2NT 3S (opener's minimum with a long suit and shortness, not for no
    trumps) is no invitation: responder passes, or with three-card support for the major
    and the top of the 2NT response's 11-12 raises it to game. So too a suit partner bid
    before, repeated at the three level over my invitational 2NT at the second turn
    (SAYC 1H P 1S P 2H P 2NT P 3H: opener declines with a minimum and long hearts; the
    booklet's 2NT invites with 10-12, and opener's three of his suit is no invitation).

    >>> from bridgeclub.bots.bidding.book import call_for
    >>> [call_for(hand, "1S P 2NT P 3S P", system="acol").call
    ...  for hand in ("92.K96.AQT6.QJ62", "972.K6.AQT6.QJ62")]
    ['P', '4S']
    >>> call_for("AQ84.73.K852.Q64", "1H P 1S P 2H P 2NT P 3H P").call
    'P'
    """
    top = ctx.range_of(ctx.me).hcp[1]
    if strain in ("H", "S") and hand.length[strain] >= 3 and hand.hcp >= min(top, 12):
        return Rule(bid(4, strain), f"game: 3+ {NAMES[strain]}, the top of my 2NT",
                    (12, 37), {strain: (3, 13)})
    return Rule("P", f"partner signs off in {NAMES[strain]}: no game", (0, 37))
