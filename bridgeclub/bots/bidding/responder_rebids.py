"""Responder's second call (SAYC): partner opened one of a suit, I answered with a new
suit or 1NT, partner rebid, the opponents silent. The booklet's ranges: a minimum
(6-9: pass, a simple preference, a six-card suit again), an invitation (10-12: 2NT, a jump
preference, a jump raise) and game values (13+: game, or the fourth suit).

- Acol, after a new suit facing her major with four of it and 13+ counting shortness:
  game in her major whatever she rebid (the delayed game raise, ``_delayed_game_raise``).
- Opener reversed (17+, forcing): with a minimum (6-7) rebid a five-card suit, return to
  opener's first suit at the three level with three cards, else 2NT; with 8+ bid game.
- Opener jumped in her suit (16-18, six cards; after a two-over-one 16-21): game in my
  own six-card major (9+ points counting length, at most two of opener's suit), raise
  to game with 8+ (two cards facing her six major; a singleton bids 3NT; with three
  trumps 6-7 and a doubleton or singleton as dummy), else pass;
  with 16+ facing her major, Blackwood (33+ together); facing her minor too, with two of
  it and the aces to stop at five (``placement.safe_to_ask``).
- Opener raised my suit: game with 13+ (10+ after a two-over-one; a minor's game is 3NT
  first, the unbid suits stopped), invite with 11-12, both counting a point for each
  trump past four, else pass; after her jump raise (16-18) game with 8+, Blackwood with
  10+, six losers, an ace and no void (``AQJ873 K986 9 95``: twelve tricks opposite her
  five or six).
- Opener bid a second suit: after 1m-1D-1H, 1S is natural (four spades, forcing); game
  in a found fit (in her first major with three cards, or her second with four, and 13+
  counting my shortness as dummy), 3NT with the fourth suit stopped, else *fourth suit
  forcing* (the cheapest bid in the unbid suit, 12+: an opening facing an opening,
  forcing; sparring preferred it to 2NT with 12, tune21 -13 IMPs); 2NT 10-12 with the fourth
  suit stopped (with a singleton, only when no four-card raise of the second suit); a jump
  preference 10-12; a raise of the second suit with four (10-12 a jump at the one
  level, the plain raise to the three level); a six-card suit again (after my 1NT, a
  six-card suit of my own at the two level, to play: 1S-1NT-2D-2H); a preference to the
  first suit (as long or longer there); pass.
- Opener jumped in a new suit (19+, forcing to game): never pass (``_after_jump_shift``).
- Opener rebid 2NT (18-19): game in a six-card major, three of a five-card major
  with an unbalanced hand (forcing: opener raises with three), 3NT.
- Opener rebid her suit or 1NT: 3NT with 13+ (game in my six-card major with 13
  counting a point for each card past five; after her 1NT five-five with 13+ jumps in
  the lower second suit, forcing to game: 1C-1H-1NT-3D), a jump in a six-card suit or
  2NT with 10-12, a six-card suit again, pass; with three cards of her major (five promised: her
  1NT after 1H-1S too, or her 2NT after my two-over-one: 1S-2C-2NT-4S with ``AKQ K52 Q64
  JT93``) game in it with 13+ or three of it to invite, counting shortness. Facing
  Acol's 15-16 1NT rebid a three-level bid forces: three of my five-card major with
  10+ asks for three-card support (else 3NT), and six of it with 8+ is game.
- Opener bid 3NT or higher (1S-1NT-4S, 1H-1S-3NT, 1D-1S-4C): no invitation above game:
  the captain (``placement``) passes or bids on.
- With game values a new suit first, forcing: a major of four opener may hold (one she
  could not bid at the one level) or five of a minor, unbalanced, to find the fit before
  3NT; with six of my own major, game in it (13+ counting length) or a jump to invite.

>>> from bridgeclub.bots.bidding.context import Context
>>> from bridgeclub.bots.bidding.evaluation import Evaluation
>>> calls = [("N", "1C"), ("E", "P"), ("S", "1H"), ("W", "P"), ("N", "1S"), ("E", "P")]
>>> hand = Evaluation.of("SA SJ S2 HK HQ H8 H7 H3 D7 D4 D3 CA C2".split())
>>> next(r for r in rules(Context.build("S", calls)) if r.admits(hand)).why
'fourth suit forcing: 12+ points, asks for more (diamonds stopped?)'
"""

from __future__ import annotations

from bridgeclub.bots.bidding import placement, slam
from bridgeclub.bots.bidding.context import Context, bid, cheapest, level_of, rank, strain_of
from bridgeclub.bots.bidding.evaluation import SUITS, Evaluation
from bridgeclub.bots.bidding.rule import Rule, Test, counting_length, name, points, stopped_in

ORDER = "CDHS"


def applies(ctx: Context) -> bool:
    """Partner opened one of a suit, I answered once, partner rebid, no interference."""
    mine = [c for c in ctx.mine if c != "P"]
    partners = [c for c in ctx.partners if c != "P"]
    if not (ctx.uncontested and len(mine) == 1 and len(partners) == 2 and
            ctx.opener == ctx.partner and level_of(partners[0]) == 1 and
            strain_of(partners[0]) != "N" and ctx.rho_call == "P" and
            ctx.last_bidder == ctx.partner):
        return False
    answer, opening = mine[0], partners[0]
    if answer == "1NT":
        return True
    new_suit = strain_of(answer) not in (strain_of(opening), "N")
    return new_suit and rank(answer) == rank(cheapest(strain_of(answer), opening))


def _game(strain: str) -> str:
    return "3NT" if strain == "N" else bid(4 if strain in "HS" else 5, strain)


def rules(ctx: Context) -> list[Rule]:
    partners = [c for c in ctx.partners if c != "P"]
    mine = next(c for c in ctx.mine if c != "P")
    delayed = _delayed_game_raise(ctx, strain_of(partners[0]), strain_of(mine), partners[1])
    return [delayed, *_rules(ctx)] if delayed else _rules(ctx)


def _rules(ctx: Context) -> list[Rule]:
    partners = [c for c in ctx.partners if c != "P"]
    opening, rebid = partners
    mine = next(c for c in ctx.mine if c != "P")
    first, second, own = strain_of(opening), strain_of(rebid), strain_of(mine)
    unbid = [s for s in SUITS if s not in (first, second, own)]
    out: list[Rule] = []
    if second == first and level_of(rebid) == 3 and own != first and \
            level_of(rebid) > level_of(cheapest(first, mine)):   # her jump rebid
        nt = Rule("3NT", f"game in no trumps: {points(8)}", (8, 37),
                  test=lambda h: h.balanced or h.length[first] <= 2)
        major = Rule(_game(first), f"raises the invitation to game: {points(8)}", (8, 37),
                     {first: (2 if first in "HS" else 3, 13)})
        out += [major, nt] if first in "HS" else [nt, major]
        if first in "HS":                 # three trumps: a ruffing value counts as dummy
            out.append(Rule(_game(first), f"raises the invitation to game: 3+ "
                            f"{name(first)}, {points(8)} as dummy", (6, 7),
                            {first: (3, 13)}, lambda h: h.support_points(first) >= 8))
        if first in "HS":                 # 16+ opposite her 16-18 and six: the slam zone
            out.insert(0, slam.ask("slam values opposite the jump rebid: "
                                   f"{points(16)}, a fit or a singleton", (16, 18),
                                   lambda h: h.length[first] >= 1))
        else:                             # a minor: Blackwood only if five can be played
            out.insert(0, slam.ask("slam values opposite the jump rebid: "
                                   f"{points(16)}, two or more {name(first)}", (16, 18),
                                   lambda h: h.length[first] >= 2 and
                                   placement.safe_to_ask(first, h.aces)))
        if own in ("H", "S"):             # my own long major plays opposite 16-18
            out.insert(0, Rule(bid(4, own), f"game: 6+ {name(own)}, {points(6)} counting "
                               "length", (6, 18), {own: (6, 13), first: (0, 2)},
                               lambda h: h.total_points >= 9))
        out.append(Rule("P", f"a minimum: {points(6, 7)}", (0, 37)))
        return out
    if own == second == "N" and level_of(rebid) == 2:    # 1x-1NT-2NT: opener's 18-19
        return [Rule("3NT", f"accepts opener's 2NT: {points(8)}", (8, 18)),
                Rule("P", f"declines opener's 2NT: {points(6, 7)}", (0, 7))]
    if second == own:                                # opener raised me
        if level_of(rebid) - level_of(mine) >= 2 or (level_of(rebid) == 3 and
                                                      level_of(mine) == 2):
            if level_of(rebid) == 5 and own in "HS":  # past game: a slam try
                return [Rule(bid(6, own), f"accepts the slam try: a maximum, {points(11)}",
                             (11, 18)),
                        Rule("P", f"declines the slam try: {points(6, 10)}", (0, 10))]
            if level_of(rebid) >= 4:                  # opener bid game: it is enough
                return [Rule("P", "partner bid game", (0, 18))]
            in_nt = [Rule("3NT", f"game in no trumps: {points(10)}, "
                       f"{' and '.join(map(name, unbid))} stopped", (10, 18),
                       test=stopped_in(unbid))] if own in "CD" else []
            slam_try = [slam.ask("slam values opposite the jump raise: six losers or fewer "
                                 f"and {points(10)}", (10, 18),
                                 lambda h: h.losers <= 6 and h.aces >= 1 and
                                 min(h.length.values()) >= 1)] \
                if level_of(rebid) == 3 and level_of(mine) == 1 and own in "HS" and \
                ctx.system.blackwood else []
            return [*slam_try, *in_nt,
                    Rule(_game(own), f"accepts the jump raise: {points(8)} counting "
                         "length (partner promised support)", (6, 18),
                         test=lambda h: h.total_points >= 8),
                    Rule("P", f"declines the jump raise: {points(6, 7)}", (0, 7))]
        game_from = 10 if level_of(mine) == 2 else 13  # a two-over-one showed 10+
        if own in "CD":                               # 3NT before five of a minor
            out.append(Rule("3NT", f"game in no trumps: {points(game_from)}, "
                            f"{' and '.join(map(name, unbid))} stopped", (game_from, 18),
                            test=stopped_in(unbid)))
        # the fit found, my long trumps count: a point for each card past four (1D-1S-2S
        # with 12 and five spades: game, the booklet's 13+ counting length); the rule's
        # high-card points keep it one point short of the band at most
        out += [Rule(_game(own), f"game: {points(game_from)} counting length",
                     (game_from - 1, 18), test=counting_length(game_from)),
                Rule(bid(level_of(rebid) + 1, own), f"invitational: {points(11, 12)} "
                     "counting length", (8, 12), test=counting_length(11)),
                Rule("P", f"a minimum: {points(6, 10)}", (0, 10))]
        return out
    if rank(rebid) >= rank("3NT"):        # her game or beyond: no invitation above it;
        return []                         # the captain (``placement``) passes or goes on
    reverse = second not in (first, "N") and level_of(rebid) == 2 and \
        ORDER.index(second) > ORDER.index(first) and \
        rank(rebid) == rank(cheapest(second, mine)) and not _major_over_two_clubs(ctx)
    if reverse:
        return _after_reverse(first, second, own, rebid, unbid)
    if second not in (first, "N", own) and level_of(rebid) <= 3 and \
            level_of(rebid) > level_of(cheapest(second, mine)):
        return _after_jump_shift(first, second, own, rebid, unbid)
    if second not in (first, "N", own):
        return _after_new_suit(ctx, first, second, own, mine, rebid, unbid)
    # opener rebid her suit or no trumps
    if rebid == "2NT" and level_of(mine) == 1:        # SAYC 18-19: game with 6+
        least = 24 - ctx.system.jump_notrump_rebid[0]   # Acol's 17-18: 7+
        games = [Rule(bid(4, own), f"game: 6+ {name(own)}", (least, 37), {own: (6, 13)}),
                 Rule(bid(3, own), f"5 {name(own)}, unbalanced, forcing: three-card "
                      "support or 3NT", (least, 37), {own: (5, 5)},
                      lambda h: not h.balanced, forcing=True)] \
            if own in "HS" else []
        lo, hi = ctx.system.jump_notrump_rebid
        return [*games, Rule("3NT", f"game facing {lo}-{hi}: {points(least)}", (least, 37)),
                Rule("P", f"{points(0, least - 1)}", (0, least - 1))]
    # facing her 1NT rebid (SAYC's 12-14, Acol's 15-16) game needs 25 together, an
    # invitation 23 (SAYC: 10-12 invites); her suit rebid is read as 12-14 too
    low = ctx.system.notrump_rebid[0] if rebid == "1NT" else 12
    game, invite = (25 - low, 30 - low), (min(10, 23 - low), 24 - low)
    fit_game, fit_invite = game, invite      # her major raised: the booklet's 13 and 10-12
    if level_of(mine) == 2 and level_of(rebid) == 2:
        # after my two-over-one (it forces) her rebid is no limit: she need not jump
        # with extras, so without her major 12 and her opening bid game, 10-11 invite
        game, invite = (12, 17), (10, 11)
    weak = (6, invite[0] - 1)
    stops = stopped_in([s for s in SUITS if s not in (first, own)])
    flat = rebid == "1NT"         # her 1NT: a 4-3-3-3 plays in no trumps (2NT, 3NT)
    support: list[Rule | None] = [
        Rule(_game(first), f"game: 3+ {name(first)}, {points(*fit_game)} counting "
             "shortness", (fit_game[0] - 2, fit_game[1]), {first: (3, 13)},
             _as_dummy(first, fit_game[0], flat)),
        Rule(bid(3, first), f"invitational: 3+ {name(first)}, {points(*fit_invite)} "
             "counting shortness", (fit_invite[0] - 2, fit_invite[1]), {first: (3, 13)},
             _as_dummy(first, fit_invite[0], flat))] \
        if first in "HS" and (second == first or (
            (rebid == "1NT" or (rebid == "2NT" and level_of(mine) == 2)) and
            ctx.system.major_length >= 5)) else []
    # facing a strong 1NT rebid (Acol's 15-16) a three-level bid forces to game: three of
    # my five-card major asks for three-card support (else 3NT), and with six my 8+
    # makes game (a point for the sixth card: 25 together)
    strong_nt = rebid == "1NT" and low >= 15 and level_of(mine) == 1 and own in "HS"
    six_game = (invite[0], game[1]) if strong_nt else game
    # facing her 1NT or her suit again (two or more of my major) my six-card major's
    # game needs 13 counting a point for each card past five: 12 and six cards (``A7
    # KQJ874 Q62 85`` bids 4H over 1D-1H-1NT), where 11 and six invite (the booklet's
    # jump rebid: ``K4 AQJ973 83 J52``)
    long_game = Rule(_game(own), f"game: 6+ {name(own)}, {points(*game)} counting a point "
                     "for each card past five", (game[0] - 2, game[1]), {own: (6, 13)},
                     lambda h: h.hcp + h.length[own] - 5 >= game[0]) \
        if level_of(mine) == 1 and not strong_nt else \
        Rule(_game(own), f"game: 6+ {name(own)}, {points(*six_game)}", six_game,
             {own: (6, 13)})
    plain: list[Rule | None] = [
        long_game if own in "HS" else None,
        *support,
        Rule(bid(3, own), f"5 {name(own)}, {points(*game)}, forcing to game: three-card "
             "support or 3NT", game, {own: (5, 5)}, forcing=True) if strong_nt else None,
        *_new_suit(ctx, (first, second, own), mine, rebid),
        *[Rule(bid(3, s), f"jump shift: 5+ {name(s)} and 5+ {name(own)}, {points(*game)}, "
               "forcing to game", game, {s: (5, 13), own: (5, 13)}, forcing=True)
          for s in SUITS if rebid == "1NT" and own in "HS" and s not in (own, first) and
          "CDHS".index(s) < "CDHS".index(own) and not strong_nt],
        Rule("3NT", f"game: {points(*game)}", game, test=stops),
        Rule(bid(level_of(cheapest(own, rebid)) + (level_of(mine) == 1), own),
             f"invitational: 6+ {name(own)}, {points(*invite)}", invite, {own: (6, 13)})
        if own != "N" else None,
        Rule(cheapest("N", rebid), f"invitational: {points(*invite)}", invite, test=stops),
        Rule(bid(3, first), f"invitational: 3+ {name(first)}, {points(*invite)}",
             invite, {first: (3, 13)}) if second == first else None,
        Rule(cheapest(own, rebid), f"6+ {name(own)}, a minimum", weak, {own: (6, 13)})
        if own != "N" else None,
        *[Rule(bid(2, s), f"to play: 5+ {name(s)} and 5+ {name(own)}, a weak hand",
               (0, weak[1]),
               {s: (5, 13), own: (5, 13)})
          for s in SUITS if rebid == "1NT" and own in "HS" and s not in (own, first) and
          "CDHS".index(s) < "CDHS".index(own) and rank(bid(2, s)) > rank(rebid)],
        Rule("P", f"a minimum: {points(*weak)}", (0, weak[1])),
        Rule(cheapest("N", rebid), f"invitational: {points(*invite)}", invite),
        Rule("3NT", f"game: {points(*game)}", game)]
    return [r for r in plain if r is not None]


def _delayed_game_raise(ctx: Context, first: str, own: str, rebid: str) -> Rule | None:
    """Acol's strong raise of partner's major: a new suit first, then game in her major
    whatever she rebid (Standard English Acol: 1M-4M is the weak, distributional raise, so
    four trumps and 13+ counting shortness bid a suit and jump to game next): 1H-2C-2H-4H,
    1H-2C-3NT-4H, 1S-2C-3C-4S (her raise of my three-card minor too); not once she has
    raised my major, and not with 33 together facing her shown minimum (the slam zone:
    facing her 17-19 3NT 16 goes past game). Its points are those of
    the game raise with three trumps (13-18 counting shortness, 11+ in high cards), so
    that the reading of 4M stays what opener's slam moves count on. Only where a raise
    promises four trumps (Acol's card).
    """
    if ctx.system.major_length != 4 or first not in "HS" or own in (first, "N") or \
            (strain_of(rebid) == own and own in "HS") or rank(rebid) >= rank(bid(4, first)):
        return None
    slam_zone = 33 - ctx.partner_points()[0]    # with this much, not game: slam is near
    return Rule(bid(4, first), f"delayed game raise: 4+ {name(first)}, {points(13, 18)} "
                "counting shortness (stronger than the weak raise to game)", (11, 18),
                {first: (4, 13)}, lambda h: 13 <= h.support_points(first) < slam_zone)


def _as_dummy(trump: str, low: int, short: bool = False, ruffs: bool = False) -> Test:
    """``low`` or more points counting as dummy for opener's five-card major: her suit
    is trumps and my shortness ruffs (1S-2H-2S with 11, three spades and a void: game;
    the rule's high-card points keep it within two points of the band); ``short``: only
    with a doubleton or shorter (after her 1NT rebid a 4-3-3-3 plays in no trumps, the
    booklet's 2NT with 11); ``ruffs``: only a singleton or void counts, and a fifth trump
    (raising her second suit, two doubletons are no ruffing values: the booklet's 2S
    with 8; ``2 AQT64 98752 K7`` bids 4H over 1S-1NT-2H).

    >>> _as_dummy("S", 13)(Evaluation.of("SK S6 S5 HQ H9 H6 H5 H4 H2 DK DQ DJ D2"
    ...                                  .split()))
    True
    """
    def test(h: Evaluation) -> bool:
        shortness = h.support_points(trump) - h.hcp
        if ruffs:
            shortness -= sum(1 for s in SUITS if s != trump and h.length[s] == 2)
            shortness += max(0, h.length[trump] - 4)
        return h.hcp + shortness >= low and (not short or min(h.length.values()) <= 2)
    return test


def _no_trumps_game(unbid: list[str], own: str = "") -> Test:
    """3NT at my second turn after opener's second suit: the unbid suit stopped and no
    singleton or void; with shortness the fourth suit forcing asks first (1D-1S-2C with
    a singleton diamond and four hearts: 2H, not 3NT), game in a suit may be better;
    and with five of my major ``own`` (opener may hold three) and the fourth suit held
    by the queen or jack only, the fourth suit asks first (``AK854 Q73 K2 Q53``: 2H over
    1D-1S-2C; ``AQ984 J4 KQ2 J53`` bids 3NT over 1H-1S-2C).

    >>> _no_trumps_game(["H"])(Evaluation.of("SA S9 S8 S5 S4 HK HJ H8 H2 DA DT D6 CK"
    ...                                      .split()))
    False
    """
    def test(h: Evaluation) -> bool:
        soft = len(unbid) == 1 and not any(r in h.ranks[unbid[0]] for r in "AK")
        return stopped_in(unbid)(h) and min(h.length.values()) >= 2 and \
            not (soft and own in ("H", "S") and h.length[own] == 5)
    return test


def _major_over_two_clubs(ctx: Context) -> bool:
    """1D-2C-2H or 2S: four of the major and an opening, not a reverse (``rebids``, the
    card's ``major_over_two_clubs_minimum``): answered as any second suit, and forcing,
    since my two-over-one promised another bid."""
    partners = [c for c in ctx.partners if c != "P"]
    return ctx.system.major_over_two_clubs_minimum and ctx.mine == ["2C"] and \
        partners[0] == "1D" and partners[1] in ("2H", "2S")


def _own_long_major(own: str, rebid: str, mine: str, first: str, second: str
                    ) -> list[Rule]:
    """Opener showed two suits and I hold six or more of my major: game in it with 13+
    counting length, a jump in it to invite with 10-12 (the booklet: responder's
    six-card suit again; a jump invites), before no trumps.

    >>> [r.call for r in _own_long_major("S", "2D", "1S", "H", "D")]
    ['4S', '3S']
    """
    if own not in "HS" or own in (first, second):
        return []
    jump = bid(level_of(cheapest(own, rebid)) + (level_of(mine) == 1), own)
    return [Rule(bid(4, own), f"game: 6+ {name(own)}, {points(13)} counting length",
                 (9, 18), {own: (6, 13), first: (0, 2)}, lambda h: h.total_points >= 13),
            Rule(jump, f"invitational: 6+ {name(own)}, {points(10, 12)} counting length",
                 (7, 12), {own: (6, 13), first: (0, 2)},
                 lambda h: 10 <= h.total_points <= 12)]


def _new_suit(ctx: Context, bid_suits: tuple[str, str, str], mine: str, rebid: str
              ) -> list[Rule]:
    """A new suit by responder at her second turn, forcing (SAYC: a new suit by responder
    forces): with game values a major of four cards opener may still hold (one she could
    not show at the one level), or five cards of a minor with an unbalanced hand, so the
    partnership finds its fit before no trumps. Not facing opener's no trumps, which
    denied that major."""
    if strain_of(rebid) == "N":
        return []
    out = []
    for suit in SUITS:
        call = cheapest(suit, rebid)
        if suit in bid_suits or level_of(call) > 3 or rank(call) >= rank("3NT"):
            continue
        if suit in "HS" and rank(bid(1, suit)) > rank(mine):
            continue                               # opener passed it over at the one level
        length = 4 if suit in "HS" else 5
        out.append(Rule(call, f"new suit: {length}+ {name(suit)}, {points(13)}, forcing",
                        (13, 37), {suit: (length, 13)},
                        None if suit in "HS" else (lambda h: not h.balanced),
                        forcing=True))
    return out


def _after_reverse(first: str, second: str, own: str, rebid: str,
                   unbid: list[str]) -> list[Rule]:
    out = [Rule(_game(second), f"game after the reverse: 4 {name(second)}, {points(8)}",
                (8, 18), {second: (4, 13)})] if second in "HS" else []
    if own in "HS":                        # my six-card major before no trumps
        out.append(Rule(bid(4, own), f"game after the reverse: 6+ {name(own)}, "
                        f"{points(8)}", (8, 18), {own: (6, 13)}))
    out.append(Rule("3NT", f"game after the reverse: {points(8)}", (8, 18),
                    test=stopped_in(unbid)))
    out.append(Rule(_game(second), f"game after the reverse: 4 {name(second)}, "
                    f"{points(8)}", (8, 18), {second: (4, 13)}))
    if own != "N":
        out.append(Rule(cheapest(own, rebid), f"a minimum after the reverse: 5+ {name(own)}",
                        (0, 7), {own: (5, 13)}))
    out += [Rule(bid(3, second), f"a minimum after the reverse: 4 {name(second)}", (0, 7),
                 {second: (4, 13)}),
            Rule(bid(3, first), f"a minimum after the reverse: 3+ {name(first)}", (0, 7),
                 {first: (3, 13)}),
            Rule("2NT", "a minimum after the reverse", (0, 7)),
            Rule(bid(3, first), f"preference after the reverse: {name(first)}", (0, 37))]
    return out


def _after_jump_shift(first: str, second: str, own: str, rebid: str, unbid: list[str]
                      ) -> list[Rule]:
    """Opener's jump shift (19+) forces to game (SAYC booklet): never pass. Game in her
    second major with four; her first major with three, at the cheapest level (the
    booklet: show support for opener's first suit); 3NT with the unbid suits stopped;
    my six-card suit again; else the cheapest preference to her first suit, still
    forcing.

    >>> [r.call for r in _after_jump_shift("S", "H", "N", "3H", ["D", "C"])]
    ['4H', '3S', '3NT', '3S']
    """
    out = [Rule(bid(4, second), f"game after the jump shift: 4 {name(second)}", (0, 37),
                {second: (4, 13)})] if second in "HS" else []
    if first in "HS":
        out.append(Rule(cheapest(first, rebid), f"after the jump shift: 3+ {name(first)}, "
                        "forcing", (0, 37), {first: (3, 13)}, forcing=True))
    out.append(Rule("3NT", f"game after the jump shift: {' and '.join(map(name, unbid))} "
                    "stopped", (0, 37), test=stopped_in(unbid)))
    if own != "N":
        out.append(Rule(cheapest(own, rebid), f"after the jump shift: 6+ {name(own)}, "
                        "forcing", (0, 37), {own: (6, 13)}, forcing=True))
    if second in "CD":
        out.append(Rule(bid(4, second), f"after the jump shift: 4+ {name(second)}, forcing",
                        (0, 37), {second: (4, 13)}, forcing=True))
    out.append(Rule(cheapest(first, rebid), f"after the jump shift: preference to "
                    f"{name(first)}, forcing", (0, 37), forcing=True))
    return out


def _after_new_suit(ctx: Context, first: str, second: str, own: str, mine: str,
                    rebid: str, unbid: list[str]) -> list[Rule]:
    out: list[Rule] = []
    if second in "HS":
        out.append(Rule(bid(4, second), f"game: 4+ {name(second)}, {points(13, 18)} "
                        "counting shortness and a fifth trump", (9, 18), {second: (4, 13)},
                        _as_dummy(second, 13, ruffs=True)))
    out += _own_long_major(own, rebid, mine, first, second)
    if unbid == ["S"] and level_of(cheapest("S", rebid)) == 1:   # 1m-1D-1H: 1S is natural
        out.append(Rule("1S", f"4+ spades, {points(6)}, forcing: the fourth suit at the one "
                        "level is natural", (6, 37), {"S": (4, 13), second: (0, 3)},
                        forcing=True))
    if first in "HS":                    # as dummy: shortness counts with the fit
        out.append(Rule(bid(4, first), f"game: 3+ {name(first)}, {points(13, 18)} counting "
                        "shortness", (11, 18),
                        {first: (3, 13), own: (0, 6)} if own != "N" else {first: (3, 13)},
                        lambda h: h.support_points(first) >= 13))
    out.append(Rule("3NT", f"game: {points(13, 18)}, {' and '.join(map(name, unbid))} "
                    "stopped, no singleton", (13, 18), test=_no_trumps_game(unbid, own)))
    if len(unbid) == 1 and ctx.system.fourth_suit_forcing and own != "N":
        fourth = cheapest(unbid[0], rebid)
        if 2 <= level_of(fourth) <= 3:      # at the one level (1C-1D-1H-1S) natural
            out.append(Rule(fourth, f"fourth suit forcing: {points(12)}, asks for more "
                            f"({name(unbid[0])} stopped?)", (12, 37), forcing=True))
    out += _new_suit(ctx, (first, second, own), mine, rebid)
    back = level_of(cheapest(first, rebid))        # never a jump to the four level
    jump_first = Rule(bid(back + 1 if back < 3 else back, first),
                      f"invitational: 3+ {name(first)}, {points(10, 12)}", (10, 12),
                      {first: (3, 13)})
    invite_nt = Rule(bid(max(2, level_of(cheapest("N", rebid))), "N"),
                     f"invitational: {points(10, 12)}, "
                     f"{' and '.join(map(name, unbid))} stopped", (10, 12),
                     test=lambda h: stopped_in(unbid)(h) and (
                         min(h.length.values()) >= 2 or h.length[second] < 4))
    raise_ = cheapest(second, rebid)
    two_over_one = level_of(mine) == 2 and own not in (first, "N")   # showed 10+ already
    invite_raise = Rule(raise_ if two_over_one or level_of(raise_) == 3 else
                        bid(level_of(raise_) + 1, second),   # never a jump past 3NT
                        f"invitational: 4 {name(second)}, {points(10, 12)}"
                        + (" counting shortness" if second in "HS" else ""),
                        (8, 12) if second in "HS" else (10, 12), {second: (4, 13)},
                        _as_dummy(second, 10, ruffs=True) if second in "HS" else None)
    # a fit for opener's major comes before no trumps (her second major first: the 4-4
    # fit), a minor after them
    if second in "HS":
        out.append(invite_raise)
    out += [jump_first, invite_nt] if first in "HS" else [invite_nt, jump_first]
    if second not in "HS":
        out.append(invite_raise)
    low = 8 if level_of(raise_) == 3 else 6         # the three level needs a maximum
    out.append(Rule(raise_, f"raise: 4 {name(second)}, {points(low, 9)}", (low, 9),
                    {second: (4, 13)}, lambda h: second in "HS" or h.length[first] < 3))
    if own != "N":
        out.append(Rule(cheapest(own, rebid), f"6+ {name(own)}, a minimum", (6, 9),
                        {own: (6, 13)}))
        if two_over_one:                            # 10-12: my suit again invites
            out.append(Rule(cheapest(own, rebid), f"6+ {name(own)}, {points(10, 12)}",
                            (10, 12), {own: (6, 13)}))
    else:                                # 1S-1NT-2D-2H: the long suit 1NT could not show
        out += [Rule(cheapest(s, rebid), f"to play: 6+ {name(s)}, a weak hand, short in "
                     f"{name(first)}", (0, 9), {s: (6, 13), first: (0, 2), second: (0, 3)})
                for s in unbid if level_of(cheapest(s, rebid)) == 2]
    if first in "CD":
        out.append(Rule(cheapest(first, rebid), f"preference: 4+ {name(first)}, "
                        f"{points(6, 9)}", (6, 9), {first: (4, 13)}))
    if level_of(rebid) == 1:
        out.append(Rule("1NT", f"{points(6, 9)}, no fit", (6, 9),
                        {first: (0, 3 if first in "CD" else 2)}))
    if rank(rebid) == rank(cheapest(second, mine)):  # her jump shift forces to game
        out.append(Rule("P", f"a minimum, {name(second)} as good as any: {points(6, 9)}",
                        (0, 9), test=lambda h: h.length[second] > h.length[first]))
    out.append(Rule(cheapest(first, rebid), f"preference: {name(first)}", (0, 9)))
    return out


def after_fourth_suit(ctx: Context) -> list[Rule] | None:
    """Responder's third call after her fourth suit and opener's answer: the game the
    answer points to (the major with three trumps shown, else no trumps); stronger hands
    go on through the captain (``placement``). None when I did not bid the fourth suit."""
    mine = [c for c in ctx.mine if c != "P"]
    partners = [c for c in ctx.partners if c != "P"]
    if not ctx.uncontested or len(mine) != 2 or len(partners) != 3 or \
            ctx.opener != ctx.partner or ctx.rho_call != "P":
        return None
    suits = {strain_of(c) for c in (partners[0], partners[1], mine[0])}
    if len(suits) != 3 or "N" in suits or strain_of(mine[1]) in suits or \
            strain_of(mine[1]) in ("", "N"):
        return None
    own, answer = strain_of(mine[0]), partners[2]
    if strain_of(answer) == own and own in "HS":
        return [Rule(bid(4, own), f"game: partner's three {name(own)} and mine", (12, 18))]
    if answer == "3NT":
        return [Rule("P", "game is reached", (12, 18))]
    return [Rule("3NT", f"game: {points(12, 18)}", (12, 18))]
