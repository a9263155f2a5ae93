"""Opener's rebid after a one-level suit opening and partner's response (SAYC): it shows
shape and narrows the strength to minimum (12-15), medium (16-18) or maximum (19-21).

- Partner raised a major (2M): pass with a minimum, a game try with 16-18 (``game_tries``),
  game with 19+; a minor likewise (3m invites). After a limit raise: game with 14+ (a
  sixth trump or a long side suit counts; ``KQJ94 AQ852 72 4``), Blackwood with 22+
  total points (33+ together), in a major 21+ counting shortness.
- Partner bid a new suit: raise it with four cards, or three when she showed five (2H over
  1S) (2y minimum, 3y medium, 4y maximum);
  1NT 12-14 balanced (short in her suit, a five-card suit again); 2NT 18-19 balanced;
  game in a seven-card major with four losers or fewer (eight or nine tricks in hand);
  a new suit at the one level; rebid a six-card suit (jump with 16-18; game in a
  major, or 3NT with the other suits stopped, with
  19-21); a new lower suit at the two level (non-reverse); a reverse with 17+ counting
  length; a jump shift with 19+.
- Partner bid 1NT: pass balanced; rebid a six-card suit (game in a six-card major with
  19+ counting length and five losers or fewer, a jump with 16-18); show a second suit
  (a jump shift, forcing to game, with 19+, or 17-18 and five-five: 19 counting length);
  2NT 18-19; with a singleton or void and nothing else to show, the five-card suit again.
- Partner bid Jacoby 2NT: shortness, a second suit or the strength (``jacoby``).
- Partner bid 2NT over a minor (13-15, forcing to game): 3NT, or with a singleton or void
  a second suit or the minor again at the three level, for partner to choose the game;
  6NT with 20-21 and the quantitative 4NT with 18-19 (``_slam_over_2nt``).

>>> from bridgeclub.bots.bidding.context import Context
>>> from bridgeclub.bots.bidding.evaluation import Evaluation
>>> ctx = Context.build("N", [("N", "1D"), ("E", "P"), ("S", "1S"), ("W", "P")])
>>> hand = Evaluation.of("SK S5 S2 HQ H7 H6 DK D8 D4 D3 CA C6 C5".split())
>>> next(r for r in opener_rebids(ctx) if r.admits(hand)).why
'12-14 points, balanced'
"""

from __future__ import annotations

from bridgeclub.bots.bidding import game_tries, jacoby, slam
from bridgeclub.bots.bidding.context import Context, bid, cheapest, level_of, rank, strain_of
from bridgeclub.bots.bidding.evaluation import Evaluation
from bridgeclub.bots.bidding.rule import (
    BALANCED,
    NOTRUMP_SHAPE,
    Rule,
    Test,
    counting_length,
    name,
    points,
    stopped_in,
)

ORDER = "CDHS"
#: Opener's jump rebid of her six-card suit: 16-18 points counting a point for each card
#: over four (a six-card suit and 16, or a seven-card suit and 15: "16+ good 6 card suit,
#: 7-7.5 playing tricks", chrisryall.net Acol summary, Rebids).
JUMP_REBID = counting_length(18)


def opener_rebids(ctx: Context) -> list[Rule]:
    opening = ctx.mine[0]
    suit = strain_of(opening)
    response = ctx.partners[-1]
    r_suit, r_level = strain_of(response), level_of(response)
    out: list[Rule] = []
    if response == "P":
        return []
    if r_suit == suit and r_level == 2 and suit in "HS":
        return game_tries.opener_tries(ctx)
    if r_suit == suit and r_level == 2:           # a simple raise of a minor
        return [Rule("3NT", f"{points(18, 19)}, balanced", (18, 19), test=BALANCED),
                Rule(bid(5, suit), f"game: {points(19, 21)}", (19, 21)),
                Rule(bid(3, suit), f"invitational: {points(16, 18)}", (16, 18)),
                Rule("P", f"a minimum: {points(12, 15)}", (10, 15))]
    if r_suit == suit and r_level == 3:           # a limit raise
        game = bid(4, suit) if suit in "HS" else "3NT"
        return [slam.ask("slam values: 33+ points together with the limit raise",
                         (15, 21), _slam_opposite_limit_raise(suit)),
                Rule(game, f"accepts the limit raise: {points(14)} counting length past "
                     "five trumps" + (" and shortness" if suit in "HS" else ""), (11, 21),
                     test=_accepts_limit_raise(suit)),
                Rule("P", f"declines the limit raise: {points(12, 13)}", (10, 13))]
    if response == "2NT" and suit in "HS" and ctx.system.jacoby_2nt:
        return jacoby.opener_rebids(ctx)
    if response == "2NT" and ctx.system.two_notrump_response_forcing:   # 13-15 over a minor
        return [*_slam_over_2nt(ctx), *_shape_over_2nt(suit),
                Rule("3NT", "to play", (10, 21))]
    if response == "2NT":                          # Acol's 11-12: invitational
        long_suit = _accepts_counting_length(suit)
        length = 5 if suit in "HS" else 6   # a minimum unbalanced hand signs off in its suit
        out = [Rule(bid(4, suit), f"accepts the invitation: 6+ {name(suit)}, game in "
                    f"{name(suit)}", (12, 21), {suit: (6, 13)}, long_suit)] \
            if suit in "HS" else []
        return [*out, Rule("3NT", "accepts the invitation", (12, 21), test=long_suit),
                Rule(bid(3, suit), f"declines the invitation: {length}+ {name(suit)}, a "
                     f"singleton or void, not for no trumps: {points(12, 13)}", (10, 13),
                     {suit: (length, 13)}, lambda h: h.shape[3] <= 1),
                Rule("P", "declines the invitation", (10, 13))]
    if response == "3NT":
        return [Rule("P", "to play", (10, 21))]
    if response == "1NT":
        out += [Rule(bid(2, other), f"reverse: 4+ {name(other)}, longer {name(suit)}, "
                     f"{points(17)}, forcing", (17, 21), {other: (4, 13), suit: (5, 13)},
                     forcing=True)
                for other in ORDER[::-1] if ORDER.index(other) > ORDER.index(suit)]
        jump_nt = ctx.system.jump_notrump_rebid
        top = max(15, ctx.system.notrump_rebid[1])    # Acol: a 15-16 balanced hand passes
        out += [Rule(bid(3, other), f"jump shift: 4+ {name(other)}, {points(19)}, forcing "
                     "to game", (19, 21), {other: (4, 13), suit: (5, 13)}, forcing=True)
                for other in ORDER[::-1] if ORDER.index(other) < ORDER.index(suit)]
        # five-five with 17-18 is 19 counting length (``AK876 8 AKJT4 QJ`` bids 3D over
        # 1S-1NT): the two suits make game opposite the 1NT response's 6-9
        out += [Rule(bid(3, other), f"jump shift: 5-5, {points(19)} counting length, "
                     "forcing to game", (17, 18), {other: (5, 13), suit: (5, 13)},
                     counting_length(19), forcing=True)
                for other in ORDER[::-1] if ORDER.index(other) < ORDER.index(suit)]
        out += [Rule("2NT", f"{points(*jump_nt)}, balanced, invitational", jump_nt,
                     test=BALANCED)]
        if suit in "HS":
            out.append(Rule(bid(4, suit), f"game: 6+ {name(suit)}, {points(19)} counting "
                            "length and few losers", (14, 21), {suit: (6, 13)},
                            _game_in_hand))
        out.append(Rule(bid(3, suit), f"6+ {name(suit)}, {points(16, 18)} counting length, "
                        "invitational", (14, 18), {suit: (6, 13)}, JUMP_REBID))
        for other in ORDER[::-1]:
            if other != suit and ORDER.index(other) < ORDER.index(suit):
                out.append(Rule(bid(2, other), f"second suit: 4+ {name(other)}, "
                                f"{points(12, 18)}", (10, 18), {other: (4, 13)},
                                _not_six_four(suit, other)))
        out += [Rule(bid(2, suit), f"6+ {name(suit)}, a minimum", (10, 15), {suit: (6, 13)}),
                Rule(bid(2, suit), f"5 {name(suit)}, a singleton or void, a minimum: no "
                     "other suit to show", (10, 15), {suit: (5, 5)}, _short_somewhere),
                Rule("P", f"a minimum, no second suit: {points(12, top)}", (10, top))]
        return out
    if r_suit in ORDER and r_suit != suit:        # a new suit: forcing
        fit = r_suit
        rebid, jump_nt = ctx.system.notrump_rebid, ctx.system.jump_notrump_rebid
        if r_level == 1 and fit in "HS" and ctx.system.losing_trick_raises:
            out += _raises_by_losers(fit)
        out += _raises(suit, fit, r_level, "4", (4, 13))
        if ctx.partner_length(fit) >= 5:           # 2H over 1S shows five: three will do
            out += _raises(suit, fit, r_level, "3+", (3, 13))
        if r_level == 1:
            balanced = Rule("1NT", f"{points(*rebid)}, balanced", rebid, test=BALANCED)
            # a four-card major at the one level comes before the no trumps (SAYC:
            # four-card suits up the line; 1NT denies a major partner may hold), and a
            # four-card-suit card opened the lower of four-card suits: show the other;
            # but a balanced hand of the jump to 2NT's range jumps in no trumps
            new_suits = [Rule(bid(1, other), f"4+ {name(other)}, {points(12, 18)}", (10, 18),
                              {other: (4, 13)}, _not_in_range(jump_nt))
                         for other in ORDER   # up the line: 1H before 1S
                         if other not in (suit, fit) and ORDER.index(other) > ORDER.index(fit)]
            out += [*new_suits, balanced]
            out.append(Rule("2NT", f"{points(*jump_nt)}, balanced", jump_nt, test=BALANCED))
            nineteen = (jump_nt[1] + 1, ctx.system.two_notrump[0] - 1)   # Acol: 19
            if nineteen[0] <= nineteen[1]:
                out.append(Rule("3NT", f"{points(*nineteen)}, balanced", nineteen,
                                test=BALANCED))
        else:
            if _major_shows_four(ctx):
                out += [Rule(bid(2, major), f"4+ {name(major)}, {points(12)} (no reverse after "
                             "the two-over-one), forcing", (10, 21), {major: (4, 13)},
                             forcing=True)
                        for major in "HS"]      # up the line: hearts first with both
            out.append(Rule("2NT", f"{points(*rebid)}, balanced", rebid, test=BALANCED))
            out.append(Rule("3NT", f"{points(jump_nt[0], 19)}, balanced", (jump_nt[0], 19),
                            test=BALANCED))
        if r_level == 1:
            for other in ORDER[::-1]:
                if other in (suit, fit):
                    continue
                shift = bid(level_of(cheapest(other, response)) + 1, other)
                if level_of(shift) <= 3:
                    out.append(Rule(shift, f"jump shift: 4+ {name(other)}, {points(19)}, "
                                    "forcing to game", (19, 21), {other: (4, 13)},
                                    forcing=True))
        second: list[Rule] = []
        for other in ORDER[::-1]:
            if other in (suit, fit):
                continue
            call = bid(2, other)
            if rank(call) <= rank(response):
                continue
            if ORDER.index(other) < ORDER.index(suit):   # after a two-over-one it forces:
                strong = 21 if r_level == 2 else 18       # no jump shift needed with 19+
                second.append(Rule(call, f"second suit: 4+ {name(other)}, "
                                   f"{points(12, strong)}", (10, strong),
                                   {other: (4, 13), suit: (4, 13)},
                                   _not_six_four(suit, other)))
            else:
                out.append(Rule(call, f"reverse: 4+ {name(other)}, longer {name(suit)}, "
                                f"{points(17)} counting length, forcing", (16, 21),
                                {other: (4, 13), suit: (5, 13)},
                                lambda h: h.total_points >= 17, forcing=True))
        if r_level == 1:                  # 19-21 with one long suit: game
            unbid = [s for s in ORDER if s not in (suit, fit)]
            if suit in "HS":
                out.append(Rule(bid(4, suit), f"game: 6+ {name(suit)}, {points(19, 21)}",
                                (19, 21), {suit: (6, 13)}))
            else:
                out.append(Rule("3NT", f"6+ {name(suit)}, {points(19, 21)}, "
                                f"{' and '.join(map(name, unbid))} stopped", (19, 21),
                                {suit: (6, 13)},
                                stopped_in(unbid)))
        if r_level == 1 and suit in "HS":     # eight or nine tricks in hand: game
            out.append(Rule(bid(4, suit), f"game: 7+ {name(suit)}, four losers or fewer",
                            (12, 18), {suit: (7, 13)}, lambda h: h.losers <= 4))
        jump = bid(3, suit)
        # after a two-over-one no jump shift: 19+ too; a minor's 19-21 without the
        # stoppers for 3NT jumps as well (better than a bare 2m)
        top = 21 if r_level == 2 or suit in "CD" else 18
        if rank(jump) > rank(response):
            out.append(Rule(jump, f"6+ {name(suit)}, {points(16, top)} counting length",
                            (14, top), {suit: (6, 13)}, JUMP_REBID))
        out += second
        if r_level == 2 and rank(response) == rank(cheapest(fit, opening)):  # not a jump
            out += _three_level_suits(suit, fit, response)
        own = bid(r_level if ORDER.index(suit) > ORDER.index(r_suit) else r_level + 1, suit)
        out.append(Rule(own, f"6+ {name(suit)}, a minimum", (10, 15), {suit: (6, 13)}))
        if r_level == 1:
            # a singleton or void in partner's suit is no 1NT (balanced, the booklet):
            # the five-card suit again (``7 AJ84 KQ952 Q73``: 2D over 1D-1S)
            out.append(Rule(own, f"5 {name(suit)}, short in {name(fit)}: no 1NT", (10, 15),
                            {suit: (5, 13), fit: (0, 1)}))
            out.append(Rule("1NT", f"{points(*rebid)}, nothing else to show", rebid))
        out.append(Rule(own, f"rebids {name(suit)}: nothing else to show", (10, 21)))
    return out


def _three_level_suits(suit: str, fit: str, response: str) -> list[Rule]:
    """After a two-over-one, a new suit that only the three level reaches (1S-2D-3C)
    shows four cards and extra values, 15+, forcing: with a minimum opener rebids her
    suit or 2NT instead (the booklet: after a two-level response a new suit at the
    three level forces).

    >>> [r.call for r in _three_level_suits("S", "D", "2D")]
    ['3C']
    """
    return [Rule(bid(3, other), f"4+ {name(other)}, {points(15)}, forcing", (15, 21),
                 {other: (4, 13), suit: (5, 13)}, forcing=True)
            for other in ORDER[::-1]
            if other not in (suit, fit) and rank(bid(2, other)) < rank(response)]


def _major_shows_four(ctx: Context) -> bool:
    """After 1D-2C (an unpassed responder) a four-card major at the two level is shown
    with any opening, before
    2NT or diamonds again: responder's two-over-one has 10+ and bids again, so the
    "reverse" needs no extra values (Bridge World Standard; the booklet is silent), and
    a 4-4 major fit is found below 3NT. The card's ``major_over_two_clubs_minimum``.

    >>> _major_shows_four(Context.build("N", [("N", "1D"), ("E", "P"), ("S", "2C"),
    ...                                       ("W", "P")]))
    True
    """
    return ctx.system.major_over_two_clubs_minimum and ctx.mine[0] == "1D" and \
        ctx.partners == ["2C"]             # not a passed hand's 2C, which does not force


def _not_in_range(jump_nt: tuple[int, int]) -> Test:
    """Not a balanced hand of the jump to 2NT's range: 1C-1H with 18-19 balanced and
    four spades rebids 2NT (SAYC booklet: 2NT 18-19 balanced), not 1S, which partner
    may pass with six points and a game on.

    >>> hand = Evaluation.of("SK S9 S4 S3 HA HK H7 DA DK D6 CJ C3 C2".split())
    >>> _not_in_range((18, 19))(hand)
    False
    """
    def test(h: Evaluation) -> bool:
        return not (h.balanced and jump_nt[0] <= h.hcp <= jump_nt[1])
    return test


def _accepts_limit_raise(suit: str) -> Test:
    """Opener accepts partner's limit raise (10-12 with support) with 14+ points counting
    a point for each trump past five and each other card past four; in a major a
    singleton adds a point and a void two (a ruff in dummy's short hand is a trick:
    13 points and a singleton make the game a good bet facing 10-12 and a fit). Over a
    minor the game is 3NT, where shortness does not help.

    >>> _accepts_limit_raise("H")(Evaluation.of("SK SQ S6 S2 HK HJ HT H7 H3 DA D7 D4 CT"
    ...                                          .split()))
    True
    >>> _accepts_limit_raise("H")(Evaluation.of("SA S5 HJ HT H6 H4 H2 DA D7 D6 D2 CK CJ"
    ...                                          .split()))
    False
    """
    def test(h: Evaluation) -> bool:
        short = sum({0: 2, 1: 1}.get(n, 0) for n in h.length.values()) if suit in "HS" else 0
        return h.total_points - min(1, max(0, h.length[suit] - 4)) + short >= 14
    return test


def _slam_opposite_limit_raise(suit: str) -> Test:
    """Slam values opposite partner's limit raise (10-12 with support): 22+ total points,
    or in a major 21+ counting my shortness and trumps past five (a singleton with the
    nine-card fit plays a trick better than its points: 32 or so with partner's middle is
    a slam worth asking aces for; Blackwood still stops at five with two aces missing).

    >>> hand = Evaluation.of("SA SK ST S2 HA HT H8 H7 H5 D4 CA CK C2".split())
    >>> _slam_opposite_limit_raise("H")(hand), _slam_opposite_limit_raise("D")(hand)
    (True, False)
    """
    def test(h: Evaluation) -> bool:
        shape = suit in "HS" and h.support_points(suit) + max(0, h.length[suit] - 5) >= 21
        return h.total_points >= 22 or shape
    return test


def _short_somewhere(h: Evaluation) -> bool:
    return min(h.length.values()) <= 1


def _slam_over_2nt(ctx: Context) -> list[Rule]:
    """After 1m-2NT (13-15 balanced, forcing to game) the slam zone in no trumps: 33
    together is six, so 20+ bids it and 18-19 invites with the quantitative 4NT (partner
    bids six with the top of her range), a hand for no trumps (``KQ QJT7 AKQ83 J9``).

    >>> [(r.call, r.hcp) for r in _slam_over_2nt(Context.build("N", []))]
    [('6NT', (20, 21)), ('4NT', (18, 19))]
    """
    low = ctx.system.two_notrump_response[0]
    six = 33 - low
    return [Rule("6NT", f"small slam: {points(six, 21)} opposite 13-15, a hand for no "
                 "trumps", (six, 21), test=NOTRUMP_SHAPE),
            Rule("4NT", f"quantitative: {points(six - 2, six - 1)}, bid six with a maximum",
                 (six - 2, six - 1), test=NOTRUMP_SHAPE)]


def _shape_over_2nt(suit: str) -> list[Rule]:
    """After 1m-2NT (13-15 balanced, forcing to game) opener with a singleton or void
    shows her shape below 3NT (a second four-card suit, else six of her minor), so that
    partner chooses between 3NT and five of a minor; balanced, she bids 3NT."""
    out = [Rule(bid(3, other), f"second suit: 4+ {name(other)}, a singleton or void, "
                "forcing", (10, 21), {other: (4, 13), suit: (4, 13)}, _short_somewhere,
                forcing=True)
           for other in ORDER if other != suit]
    out.append(Rule(bid(3, suit), f"6+ {name(suit)}, a singleton or void, forcing",
                    (10, 21), {suit: (6, 13)}, _short_somewhere, forcing=True))
    return out


def _raises(suit: str, fit: str, r_level: int, count: str, trumps: tuple[int, int]
            ) -> list[Rule]:
    """Opener raises partner's new suit ``fit``: game with 19+, a jump with 16-18, the
    cheapest raise with a minimum. After a response at the two level in a major (a
    two-over-one, 10+, or a jump shift) partner bids again, so the raise to three serves
    every strength, 12-21 (the booklet: raise the two-over-one heart response with three),
    leaving room for a slam; the jump to four is fast arrival, no slam in view: a
    minimum, 12-15, with four trumps and a singleton or void (shape, not high cards).

    >>> [(r.call, r.hcp) for r in _raises("S", "H", 2, "4", (4, 13))]
    [('4H', (10, 15)), ('3H', (10, 21))]
    """
    if r_level == 2 and fit in "HS":
        fast = [Rule(bid(4, fit), f"fast arrival: {count} {name(fit)}, a singleton or void, "
                     f"a minimum: {points(12, 15)}", (10, 15), {fit: trumps},
                     lambda h: min(h.length.values()) <= 1)] if count == "4" else []
        return [*fast, Rule(bid(3, fit), f"raise: {count} {name(fit)}, {points(12, 21)}",
                            (10, 21), {fit: trumps})]
    if r_level == 1:
        cheap = bid(2, fit)
    else:
        cheap = bid(r_level + 1, fit) if ORDER.index(fit) < ORDER.index(suit) or fit == "H" \
            else bid(3, fit)
    return [Rule(bid(4, fit) if fit in "HS" else "3NT",
                 f"{count} {name(fit)} and a maximum: {points(19, 21)}", (19, 21),
                 {fit: trumps}),
            Rule(bid(r_level + 2, fit) if r_level == 1 else bid(r_level + 1, fit),
                 f"jump raise: {count} {name(fit)}, {points(16, 18)}", (16, 18), {fit: trumps}),
            Rule(cheap, f"raise: {count} {name(fit)}, {points(12, 15)}", (10, 15), {fit: trumps})]


def _raises_by_losers(fit: str) -> list[Rule]:
    """Opener raises partner's one-level major with four trumps by the losing trick count
    (``Evaluation.losers``), as Acol is taught in Britain: partner's response has about
    nine losers, so five losers make ten tricks (game) and six nine (the jump raise),
    whatever the high cards short of the 19 the points rules give game with. A hand of
    13-18 points only: the points rules see the rest.

    >>> [r.call for r in _raises_by_losers("S")
    ...  if r.admits(Evaluation.of("SA SK S9 S6 HA HK HT H6 H2 D8 D2 CK C4".split()))]
    ['4S', '3S']
    """
    return [Rule(bid(4, fit), f"4 {name(fit)}, five losers or fewer: game", (13, 18),
                 {fit: (4, 13)}, lambda h: h.losers <= 5),
            Rule(bid(3, fit), f"jump raise: 4 {name(fit)}, six losers", (13, 18),
                 {fit: (4, 13)}, lambda h: h.losers <= 6)]


def _accepts_counting_length(suit: str) -> Test:
    """Opener accepts Acol's invitational 2NT (11-12) with 14+ points, or 13 and a six-card
    suit (25 together; a long suit is worth a trick more at no trumps): 15+ counting a
    point for each card over four.

    >>> thirteen = "SQ ST S6 HA HT H8 H7 H5 H4 DK DT D4 CA".split()
    >>> _accepts_counting_length("H")(Evaluation.of(thirteen))
    True
    """
    def test(h: Evaluation) -> bool:
        return h.hcp >= 14 or h.total_points >= 15
    return test


def _game_in_hand(h: Evaluation) -> bool:
    """Opener's six-card major is worth game facing partner's 1NT (6-9, or SAYC's 6-10):
    19+ high-card points; or 20+ counting length (18 and six cards, 17 and seven) with
    five losers or fewer; or 19+ counting length with four losers (``AKQT843 K72 A4 7``:
    eight tricks in hand, partner's 6-9 brings the tenth; "with 8-8.5 playing tricks bid
    game yourself", the jump rebid being 7-7.5, chrisryall.net Acol summary, Rebids). 17
    points and a six-card suit with five losers is the book's jump rebid, 16-18.

    >>> _game_in_hand(Evaluation.of("SA SK SQ ST S8 S4 S3 HK H7 H2 DA D4 C7".split()))
    True
    >>> _game_in_hand(Evaluation.of("SK SQ HA HQ H9 H8 H7 H6 D4 D2 CA CT C3".split()))
    False
    """
    return h.hcp >= 19 or (h.total_points >= 20 and h.losers <= 5) or \
        (h.total_points >= 19 and h.losers <= 4)


def _not_six_four(suit: str, other: str) -> Test:
    """A lower second suit at the two level, except with six of a major and four of the
    other suit: the six-card major is rebid first."""
    def test(h: Evaluation) -> bool:
        return suit not in "HS" or h.length[suit] <= 5 or h.length[other] >= 5
    return test

