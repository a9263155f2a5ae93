"""After a no-trump opening: Stayman, Jacoby transfers or weak take-outs, raises; opener's
answers. The numbers below are SAYC's; every responder's range moves with the card's
no-trump range (``options``): over Acol's 12-14 1NT, three points up (Stayman 11+, 2NT
11-12, 3NT 13-18, 4NT 19-20, 6NT 21-22), and Acol plays 2D, 2H and 2S as weak take-outs
(five cards or more, to play) and three of a major as five cards forcing to game (13+
counting length and a singleton or void: ten points and six spades with a singleton
force), over 2NT too (no transfers: opener raises with three trumps, else bids 3NT); with seven of
a major and game values counting length (13+: ``AKQ8752 J T974 T``) over 1NT four of
it, to play: no choice is left to opener. 11-12 with a five-card minor bids 3NT (12
counting length). Acol's weak
Stayman with six clubs (2C, then 3C to play) passes opener's answer in its four-card
major.

Over 1NT (15-17): 2C Stayman (8+ points and a four-card major; with five cards in one
major and four in the other Stayman comes first, and over 2D the five-card major is bid:
2H/2S invites with 8-9, 3H/3S forces with 10+), 2D and 2H transfers to hearts and spades
(5+ cards, any strength), 2NT invitational (8-9), 3NT to play (10-15), 4NT quantitative
(16-17, or counting a six-card minor's length), 6NT (18-19), 5NT quantitative (20-21:
forcing to 6NT, opener bids 7NT with 17), 7NT (22+), 4C Gerber with a long minor and
slam values (``gerber``), 3H/3S with a six-card major and slam interest, shown before
Gerber (forcing: opener cue-bids her cheapest ace with three trumps and a maximum, else
bids game), 2S to reach a minor part score and 3C/3D inviting 3NT with a good six-card
minor (``notrump_minors``); after Stayman, three of a minor is five cards and slam
interest (15+, the booklet); pass with less. Over 2NT (20-21) the same one level up: 3C
Stayman, 3D/3H transfers, 3NT (4-10), 4NT (11-12), 6NT (13-14), 5NT (15-16), 7NT (17+).
Opener answers Stayman with 2D (no major), 2H (four hearts, maybe spades too) or 2S, and
completes a transfer (over 1NT three of the major with four trumps and 17 points: a
super-accept; over 2NT simply at the three level). After 2H and responder's 2NT (an
invitation promising four spades) opener with four spades too bids them: 3S with a
minimum, 4S with a maximum.

>>> from bridgeclub.bots.bidding.context import Context
>>> ctx = Context.build("S", [("N", "1NT"), ("E", "P")])
>>> [r.call for r in responses(ctx)][:6]
['3S', '3H', '4C', '3S', '3H', '2C']
>>> from bridgeclub.bots.bidding.options import ACOL
>>> acol = Context.build("S", [("N", "1NT"), ("E", "P")], system=ACOL)
>>> [(r.call, r.hcp) for r in responses(acol) if r.call in ("2NT", "3NT")]
[('3NT', (11, 12)), ('2NT', (11, 12)), ('3NT', (13, 18))]
"""

from __future__ import annotations

from dataclasses import replace

from bridgeclub.bots.bidding import gerber, notrump_minors
from bridgeclub.bots.bidding.context import Context, level_of, rank, strain_of
from bridgeclub.bots.bidding.evaluation import Evaluation
from bridgeclub.bots.bidding.rule import (
    BALANCED,
    NOTRUMP_SHAPE,
    Rule,
    Test,
    counting_length,
    longest_of,
    name,
    points,
)


def _long_minor_counting(low: int, high: int) -> Test:
    """A six-card minor and ``low``-``high`` points counting its length: at no trumps the
    long suit is tricks (``K8 98 AJ98643 86``, 8 and three for the length, invites six
    over 2NT).

    >>> _long_minor_counting(11, 12)(Evaluation.of("SK S8 H9 H8 DA DJ D9 D8 D6 D4 D3 C8 C6"
    ...                                            .split()))
    True
    """
    def test(h: Evaluation) -> bool:
        return max(h.length["C"], h.length["D"]) >= 6 and low <= h.total_points <= high
    return test


def _five_four_majors(h: Evaluation) -> bool:
    return sorted((h.length["H"], h.length["S"])) == [4, 5]


def _game_counting_shape(least: int) -> Test:
    """Game values opposite a weak no trump for a long major: ``least`` points counting one
    for each card over four and one for a singleton or void (``AJ8642 63 J965 A``, ten
    points, six spades and a singleton, makes game opposite 12-14 as often as not).

    >>> _game_counting_shape(13)(Evaluation.of("SA SJ S8 S6 S4 S2 H6 H3 DJ D9 D6 D5 CA"
    ...                                        .split()))
    True
    """
    def test(h: Evaluation) -> bool:
        return h.total_points + (h.shape[3] <= 1) >= least
    return test


def _has_major4(h: Evaluation) -> bool:
    return (h.length["H"] >= 4 or h.length["S"] >= 4) and h.shape != (4, 3, 3, 3)


def _has_any_major4(h: Evaluation) -> bool:
    return h.length["H"] >= 4 or h.length["S"] >= 4


def opening_range(ctx: Context, opened: str) -> tuple[int, int]:
    """The card's range of partner's no-trump opening ``opened`` (1NT or 2NT), or of her
    1NT overcall (15-18 on both cards: over it Acol's responder bids as over a strong no
    trump, not the weak one's ranges three points up).

    >>> from bridgeclub.bots.bidding.options import ACOL
    >>> opening_range(Context.build("S", [("N", "1NT"), ("E", "P")], system=ACOL), "1NT")
    (12, 14)
    """
    if level_of(opened) == 1 and not ctx.we_opened:     # our 1NT overcall: 15-18
        return ctx.system.notrump_overcall
    return ctx.system.one_notrump if level_of(opened) == 1 else ctx.system.two_notrump


def _shift(ctx: Context, opened: str) -> int:
    """How many points responder's ranges move up from SAYC's (1NT 15-17, 2NT 20-21)
    because the card's no trump is weaker: 3 over a 12-14 1NT."""
    return (15 if level_of(opened) == 1 else 20) - opening_range(ctx, opened)[0]


def responses(ctx: Context, opened: str | None = None) -> list[Rule]:
    """Responder's first call over partner's 1NT or 2NT, RHO having passed."""
    opened = opened or ctx.opening or "1NT"       # 2NT after 2C-2D-2NT too
    up = level_of(opened) - 1                     # 0 over 1NT, 1 over 2NT
    k = _shift(ctx, opened)
    system = ctx.system
    out: list[Rule] = [gerber.ask(opened, k)] if system.gerber and opened == ctx.opening \
        else []
    if system.weak_takeouts and not system.transfers:    # Acol: natural, forcing
        # game values over 1NT count a point for each card over four in the long major
        # (``J AT9753 J6 AQT3``: 11 and six hearts is game opposite 12-14 when the suit
        # plays; Acol has no invitational bid of a long major over 1NT)
        game = 10 - 6 * up + k
        if up == 0:                        # seven of a major: game in it, to play
            out += [Rule(f"4{m}", f"to play: 7+ {name(m)}, game values ({points(game)} "
                         "counting length)", (game - 3, 15 + k), {m: (7, 13)},
                         counting_length(game)) for m in ("S", "H")]
        out += [Rule(f"{3 + up}{m}" if up == 0 else f"3{m}", f"5+ {name(m)}, forcing to "
                     f"game: choose the game, {points(game)}"
                     + (" counting length and shortness" if up == 0 else ""),
                     (game - 3 * (up == 0), 37), {m: (5, 13)},
                     _game_counting_shape(game) if up == 0 else None,
                     forcing=True) for m in ("S", "H")]
    elif up == 0:     # six of a major are shown before Gerber (a solid seven asks)
        slam_interest = [Rule(f"3{m}", f"6+ {name(m)}, slam interest, forcing",
                              (14 + k, 37), {m: (6, 13)}, forcing=True) for m in ("S", "H")]
        out[:0] = [replace(r, lengths={r.call[1]: (6, 6)}) for r in slam_interest]
        out += slam_interest
    if system.stayman:                     # 5-4 in the majors: Stayman finds either fit
        out.append(Rule(f"{2 + up}C", "Stayman: five cards in one major and four in the "
                        f"other, {points(8 - 4 * up + k)}", (8 - 4 * up + k, 37),
                        test=_five_four_majors, forcing=True))
    if system.transfers:
        if up == 0:             # 5-5 in the majors, game values: spades first, hearts next
            out.append(Rule("2H", "transfer to spades: 5+ spades", (10 + k, 37),
                            {"S": (5, 13), "H": (5, 13)},
                            lambda h: h.length["S"] >= h.length["H"], forcing=True))
        out.append(Rule(f"{2 + up}D", "transfer to hearts: 5+ hearts", (0, 37),
                        {"H": (5, 13)}, lambda h: h.length["H"] >= h.length["S"],
                        forcing=True))
        out.append(Rule(f"{2 + up}H", "transfer to spades: 5+ spades", (0, 37),
                        {"S": (5, 13)}, forcing=True))
    if up == 0 and system.weak_takeouts:
        out += [Rule(f"2{s}", f"weak take-out: 5+ {name(s)}, to play, {points(0, 7 + k)}",
                     (0, 7 + k), {s: (5, 13)}, longest_of(s)) for s in ("S", "H", "D")]
    if system.stayman:
        out.append(Rule(f"{2 + up}C", "Stayman: asks for a four-card major, "
                        f"{points(8 - 4 * up + k)}", (8 - 4 * up + k, 37),
                        test=_has_any_major4 if system.stayman_flat else _has_major4,
                        forcing=True))
        if up == 0 and system.weak_takeouts:
            out.append(Rule("2C", "Stayman, then clubs to play: 6+ clubs, a weak hand",
                            (0, 7 + k), {"C": (6, 13)}, forcing=True))
        if up == 0:
            out.append(Rule("2C", "Stayman with a weak hand short in clubs: any answer "
                            f"will do, {points(0, 7)}", (0, 7),
                            {"S": (4, 5), "H": (4, 5), "D": (4, 6), "C": (0, 1)},
                            forcing=True))
    low = 8 - 4 * up + k
    if up == 0:
        if not system.weak_takeouts:
            out += notrump_minors.responses(ctx)
        else:
            out.append(Rule("3NT", f"to play: {points(8 + k, 9 + k)} and a five-card minor, "
                            f"game values ({points(9 + k)} counting length)",
                            (8 + k, 9 + k), test=lambda h: max(
                                h.length["C"], h.length["D"]) >= 5 and
                            h.total_points >= 9 + k))
        out.append(Rule("2NT", f"invitational: {points(8 + k, 9 + k)}, no four-card major",
                        (8 + k, 9 + k)))
    game, top = 10 - 6 * up + k, 15 - 5 * up + k
    out += [Rule("4NT", "quantitative: bid six with a maximum, "
                 f"{points(top + 1, top + 2)} counting a six-card minor's length",
                 (top - 2, top + 2), test=_long_minor_counting(top + 1, top + 2))]
    out += [
        Rule("3NT", f"to play: {points(game, top)}", (game, top)),
        Rule("4NT", "quantitative: bid six with a maximum, "
             f"{points(top + 1, top + 2)}", (top + 1, top + 2), test=BALANCED),
        Rule("6NT", f"to play: {points(top + 3, top + 4)}", (top + 3, top + 4)),
        Rule("5NT", "quantitative: forcing to six no trumps, bid seven with a maximum, "
             f"{points(top + 5, top + 6)}", (top + 5, top + 6), test=BALANCED,
             forcing=True),
        Rule("7NT", f"to play: {points(top + 7)}", (top + 7, 37)),
        Rule("P", f"{points(0, low - 1)}: no game in sight", (0, low - 1)),
    ]
    return out


def _dummy_points(fit: str, least: int, weak: bool) -> Test:
    """Responder raises Stayman's major to game with ``least`` points; facing the weak no
    trump (``weak``: 12-14, Acol) counting a singleton or a void once the 4-4 fit is found
    (three and five as dummy; a doubleton is no reason to leave the book's 11-12
    invitation)."""
    def test(h: Evaluation) -> bool:
        short = min(h.length[s] for s in h.length if s != fit)
        return h.hcp >= least or (weak and short <= 1 and h.support_points(fit) >= least)
    return test


def _no_fit_in(fit: str | None) -> Test:
    """Acol's weak Stayman with long clubs goes to 3C unless opener's answer found a 4-4
    fit in my major: then two of it plays (``4 T987 T AKJ7642`` passes 1NT-2C-2H: the
    ruffs are in the short hand, 2H needs no more than 3C)."""
    def test(h: Evaluation) -> bool:
        return fit is None or h.length[fit] < 4
    return test


def opener_rebids(ctx: Context, opened: str | None = None,
                  strength: tuple[int, int] | None = None) -> list[Rule]:
    """Opener's second call after partner's answer to 1NT or 2NT (no interference)."""
    response = ctx.partners[-1] if ctx.partners else "P"
    opening = opened or ctx.mine[0]
    up = level_of(opening) - 1
    lo, hi = strength or opening_range(ctx, opening)
    if ctx.system.stayman and response == f"{2 + up}C":
        return [
            Rule(f"{2 + up}H", "answer to Stayman: four hearts", (lo, hi), {"H": (4, 5)}),
            Rule(f"{2 + up}S", "answer to Stayman: four spades, not four hearts", (lo, hi),
                 {"S": (4, 5), "H": (0, 3)}),
            Rule(f"{2 + up}D", "answer to Stayman: no four-card major", (lo, hi),
                 {"S": (0, 3), "H": (0, 3)}),
        ]
    if ctx.system.weak_takeouts and up == 0 and response in ("2D", "2H", "2S"):
        return [Rule("P", "partner's weak take-out is to play", (lo, hi))]
    if ctx.system.weak_takeouts and not ctx.system.transfers and response in ("3H", "3S"):
        major = response[-1]
        return [Rule(f"4{major}", f"3+ {name(major)}: game in the major", (lo, hi),
                     {major: (3, 5)}),
                Rule("3NT", f"2 {name(major)}: game in no trumps", (lo, hi), {major: (2, 2)})]
    for relay, major in ((f"{2 + up}D", "H"), (f"{2 + up}H", "S")):
        if ctx.system.transfers and response == relay:
            accept = [Rule(f"{3 + up}{major}", f"super-accept: 4 {name(major)}, a maximum",
                           (hi, hi), {major: (4, 5)})] if up == 0 else []
            return [*accept, Rule(f"{2 + up}{major}", f"transfer completed: 2+ {name(major)}",
                                  (lo, hi))]
    if response == "2NT" and up == 0:
        return [Rule("3NT", f"accepts the invitation: {points(lo + 1, hi)}", (lo + 1, hi)),
                Rule("P", f"declines the invitation: {points(lo, lo)}", (lo, lo))]
    top = max(lo + 1, hi - 1)                  # the top of the range: 16-17, or 21
    if response in ("3H", "3S") and up == 0:
        return _after_slam_interest(strain_of(response), top, hi, lo)
    if response == "4NT":
        return [Rule("6NT", f"accepts the slam invitation: {points(top, hi)}", (top, hi)),
                Rule("P", f"declines the slam invitation: {points(lo, top - 1)}",
                     (lo, top - 1))]
    if response == "5NT":
        return [Rule("7NT", f"accepts the grand slam invitation: a maximum, {hi} points",
                     (hi, hi)),
                Rule("6NT", f"declines the grand slam invitation: {points(lo, hi - 1)}",
                     (lo, hi - 1))]
    return []


def _ace_first_in(suit: str, cheaper: str) -> Test:
    def test(h: Evaluation) -> bool:
        return "A" in h.ranks[suit] and not any("A" in h.ranks[s] for s in cheaper)
    return test


def _after_slam_interest(major: str, top: int, hi: int, lo: int) -> list[Rule]:
    """Opener after 1NT-3H/3S (six or more cards, slam interest; forcing): with three
    trumps and a maximum she shows her cheapest ace by a cue bid below game, for partner
    to ask for aces or stop in game; otherwise game in the major (a doubleton makes the
    eight-card fit)."""
    below = [s for s in "CDH" if s != major and rank(f"4{s}") < rank(f"4{major}")]
    out = [Rule(f"4{s}", f"cue bid: 3+ {name(major)}, a maximum, the ace of {name(s)}",
                (top, hi), {major: (3, 5)}, _ace_first_in(s, "".join(below[:i])),
                forcing=True) for i, s in enumerate(below)]
    return [*out, Rule(f"4{major}", f"game in {name(major)}: a minimum or no ace to show",
                       (lo, hi))]


def responder_after_stayman(ctx: Context) -> list[Rule]:
    """Responder's second call after Stayman's answer: raise a found major (six of it with
    17+, five inviting six with 16 counting shortness, four with game values, three to
    invite), else no trumps, by strength: a hand short of the quantitative 4NT's shape
    plays 3NT (``8 J986 KJ5 AKT64`` after 2NT-3C-3S: 3NT, not a pass), and six with the
    points for it whatever its shape. Over the denial five-four in the majors bids three
    of the five, forcing, over 2NT too (four of it would leave opener no choice of game).

    >>> from bridgeclub.bots.bidding.reader import read_auction
    >>> calls = [("N", "2NT"), ("E", "P"), ("S", "3C"), ("W", "P"), ("N", "3S"), ("E", "P")]
    >>> ctx = Context.build("S", calls, known=read_auction(calls)[0])
    >>> hand = Evaluation.of("S8 HJ H9 H8 H6 DK DJ D5 CA CK CT C6 C4".split())
    >>> next(r.call for r in responder_after_stayman(ctx) if r.admits(hand))
    '3NT'
    """
    answer = ctx.partners[-1]
    up = level_of(ctx.partners[0]) - 1
    k = _shift(ctx, ctx.partners[0])
    out: list[Rule] = []
    fit = answer[-1] if answer[-1] in "HS" and level_of(answer) == 2 + up else None
    if fit:
        out += [Rule(f"6{fit}", f"small slam in {name(fit)}: a 4-4 fit, "
                     f"{points(17 - 5 * up + k)}", (17 - 5 * up + k, 37), {fit: (4, 13)}),
                Rule(f"5{fit}", f"slam try: a 4-4 fit, {points(16 - 5 * up + k)} counting "
                     "shortness, bid six with a maximum", (14 - 5 * up + k, 16 - 5 * up + k),
                     {fit: (4, 13)}, lambda h: h.support_points(fit) >= 16 - 5 * up + k),
                Rule(f"4{fit}", f"game in {name(fit)}: a 4-4 fit, "
                     f"{points(10 - 6 * up + k, 16 - 5 * up + k)} counting shortness",
                     (8 - 6 * up + k, 16 - 5 * up + k), {fit: (4, 13)},
                     _dummy_points(fit, 10 - 6 * up + k, weak=ctx.system.one_notrump[1] <= 14)),
                Rule(f"3{fit}", f"invitational: 4 {name(fit)}, {points(8 + k, 9 + k)}",
                     (8 + k, 9 + k), {fit: (4, 13)})]
    if answer == f"{2 + up}D":             # no major: five of one and four of the other
        for five, four in (("S", "H"), ("H", "S")):
            out.append(Rule(f"3{five}", f"5 {name(five)} and 4 {name(four)}, "
                            f"{points(10 - 6 * up + k)}: forcing, choose the game",
                            (10 - 6 * up + k, 37), {five: (5, 5), four: (4, 4)},
                            forcing=True))
            if up == 0:
                out.append(Rule(f"2{five}", f"invitational: 5 {name(five)} and 4 "
                                f"{name(four)}, {points(8 + k, 9 + k)}", (8 + k, 9 + k),
                                {five: (5, 5), four: (4, 4)}))
    out += [Rule("7NT", f"to play: {points(22 - 5 * up + k)}, no major fit, balanced",
                 (22 - 5 * up + k, 37), test=BALANCED),
            Rule("6NT", f"to play: {points(18 - 5 * up + k, 21 - 5 * up + k)}, no major "
                 "fit", (18 - 5 * up + k, 21 - 5 * up + k)),
            Rule("4NT", "quantitative: no major fit, bid six with a maximum, "
                 f"{points(16 - 5 * up + k, 17 - 5 * up + k)}",
                 (16 - 5 * up + k, 17 - 5 * up + k), test=NOTRUMP_SHAPE),
            Rule("3NT", f"to play: {points(10 - 6 * up + k, 15 - 3 * up + k)}, no major fit",
                 (10 - 6 * up + k, 15 - 3 * up + k))]
    if up == 0 and not ctx.system.weak_takeouts:   # the booklet: a minor after Stayman
        out[-1:-1] = [Rule(f"3{m}", f"5+ {name(m)}, slam interest, forcing", (15 + k, 37),
                           {m: (5, 13)}, _no_fit_in(fit), forcing=True) for m in ("D", "C")]
    if up == 0:
        out.append(Rule("2NT", f"invitational: {points(8 + k, 9 + k)}, no major fit",
                        (8 + k, 9 + k)))
        if ctx.system.weak_takeouts:
            out.append(Rule("3C", "to play: 6+ clubs, a weak hand", (0, 7 + k),
                            {"C": (6, 13)}, _no_fit_in(fit)))
        out.append(Rule("P", f"a weak hand: {points(0, 7 + k)}, any answer will do",
                        (0, 7 + k)))
    return out


def responder_after_transfer(ctx: Context) -> list[Rule]:
    """Responder's second call after a completed transfer: game with a six-card major and
    10+ points or six losers (``9 AKJ7632 T T932``: a seventh trump and two
    singletons), an invitation with 8-9, pass with less; after the transfer to spades
    3H shows five hearts too and game values (opener chooses: ``opener_third``).

    >>> from bridgeclub.bots.bidding.reader import read_auction
    >>> calls = [("N", "1NT"), ("E", "P"), ("S", "2H"), ("W", "P"), ("N", "2S"), ("E", "P")]
    >>> ctx = Context.build("S", calls, known=read_auction(calls)[0])
    >>> hand = Evaluation.of("SK SQ SJ S9 S5 HK HQ HT H3 H2 DA CJ C6".split())
    >>> next(r.call for r in responder_after_transfer(ctx) if r.admits(hand))
    '3H'
    """
    major = "H" if ctx.actions_of(ctx.me)[0].endswith("D") else "S"
    up = level_of(ctx.partners[0]) - 1
    if level_of(ctx.partners[-1]) > 2 + up:     # super-accept: game with any values
        return [Rule(f"4{major}", "to play, after the super-accept", (4, 37)),
                Rule("P", "to play, after the super-accept: a very weak hand", (0, 3))]
    if up == 1:
        return [Rule(f"4{major}", f"to play: 6+ {name(major)}", (4, 10), {major: (6, 13)}),
                Rule("3NT", f"to play: 5 {name(major)}, {points(4, 10)}; choose the game",
                     (4, 10), {major: (5, 5)}),
                Rule("P", "to play: a weak hand", (0, 3))]
    k = _shift(ctx, ctx.partners[0])
    game, invite = (10 + k, 15 + k), (8 + k, 9 + k)
    five_five = [Rule("3H", "5+ hearts too, game values: forcing, choose the game",
                      (game[0], 37), {"S": (5, 13), "H": (5, 13)}, forcing=True)] \
        if major == "S" else []
    return [
        *five_five,
        Rule(f"4{major}", f"game: 6+ {name(major)}, {points(*game)}", game,
             {major: (6, 13)}),
        Rule(f"4{major}", f"game: 6+ {name(major)}, six losers or fewer (a long suit "
             "and shortness)", (4, game[1]), {major: (6, 13)}, lambda h: h.losers <= 6),
        Rule("3NT", f"game values, 5 {name(major)}: choose 3NT or four of the major",
             game, {major: (5, 5)}),
        Rule(f"3{major}", f"invitational: 6+ {name(major)}, {points(*invite)}", invite,
             {major: (6, 13)}),
        Rule("2NT", f"invitational: 5 {name(major)}, {points(*invite)}", invite,
             {major: (5, 5)}),
        Rule("P", f"to play: {points(0, 7 + k)}", (0, 7 + k)),
    ]


def opener_third(ctx: Context) -> list[Rule]:
    """Opener's third call over 1NT after Stayman or a transfer and an invitation or a
    choice of games."""
    mine = ctx.mine
    first, answer, last = ctx.actions_of(ctx.partner)[0], mine[-1], ctx.partners[-1]
    lo, hi = opening_range(ctx, "1NT")
    low, high, full = (lo, lo), (lo + 1, hi), (lo, hi)
    major = "H" if first.endswith("D") else ("S" if first.endswith("H") else None)
    if first == "2C" and ctx.system.stayman:
        if last == "2NT":
            fit = "S" if answer == "2H" else None   # 2NT promised the other major
            out = [Rule("4S", "four spades and a maximum", high, {"S": (4, 4)}),
                   Rule("3S", "four spades and a minimum", low, {"S": (4, 4)})] \
                if fit else []
            return [*out, Rule("3NT", "accepts the invitation", high),
                    Rule("P", "declines the invitation", low)]
        if last == "3NT" and answer == "2H":
            return [Rule("4S", "four spades too: the 4-4 spade fit", full,
                         {"S": (4, 4)}), Rule("P", "to play", full)]
        if last in ("3H", "3S") and answer == "2D":     # five-four, forcing to game
            five = last[-1]
            return [Rule(f"4{five}", f"3+ {name(five)}: the 5-3 fit", full,
                         {five: (3, 3)}),
                    Rule("3NT", f"2 {name(five)}: game in no trumps", full)]
        if last in ("3H", "3S"):
            return [Rule(f"4{last[-1]}", "accepts the invitation", high),
                    Rule("P", "declines the invitation", low)]
    if major and ctx.system.transfers:
        if last == "3NT":
            return [Rule(f"4{major}", f"3 {name(major)}: the 5-3 fit", full,
                         {major: (3, 5)}), Rule("P", f"to play: 2 {name(major)}", full,
                                                {major: (2, 2)})]
        if last == "2NT":
            return [Rule(f"4{major}", "3 trumps and a maximum", high, {major: (3, 5)}),
                    Rule("3NT", "a maximum, 2 trumps", high),
                    Rule(f"3{major}", "3 trumps, a minimum", low, {major: (3, 5)}),
                    Rule("P", "a minimum, 2 trumps", low)]
        if last == f"3{major}":
            return [Rule(f"4{major}", "accepts the invitation", high),
                    Rule("P", "declines the invitation", low)]
        second = strain_of(last)
        if level_of(last) == 3 and second not in ("", "N", major):
            # a new suit after the transfer: natural and forcing to game
            out = [Rule(f"4{major}", f"3 {name(major)}: the 5-3 fit", full,
                        {major: (3, 5)})]
            if second in "HS":
                out.append(Rule(f"4{second}", f"support for {name(second)}", full,
                                {second: (3, 5)}))
            return [*out, Rule("3NT", "no fit: game in no trumps", full)]
    return []
