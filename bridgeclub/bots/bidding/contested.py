"""Competitive judgement: the call when the opponents bid last and no rule of the system
speaks (SAYC leaves these to judgement; the booklet's guideline is the Law of Total
Tricks).

- **The preempter has told her story.** After a weak two, a three- or four-level
  opening or a weak jump overcall, once partner has spoken the preempter passes: partner
  knows the hand and is the captain. So does a preemptive jump raise of partner's suit
  (the trumps are told): over their competition partner decides.
- **Partner's penalty double stands.** A double of their no trumps or of a bid at the
  three level or higher is for penalties; with a normal hand it is left in (only a void
  in their suit, a six-card suit and no defence take it out).
- **The five level belongs to the opponents.** When they bid five over our game, double
  with the balance of the points when the total tricks are at most 18; bid on only with
  ten trumps and a void in their suit or 20 total tricks; else pass.
- **Sacrifices at the right vulnerability.** Over their game, with a nine- or ten-card fit
  and little defence, bid on when the tricks the law promises leave us down at most three
  doubled not vulnerable against vulnerable (500 against their 620), two at equal
  vulnerability, none vulnerable against not (200 against 420 gains little, and the law
  one trick off costs 800); little defence is fewer than two aces and kings outside our
  trumps. Over their game bid over our part score the law's bare count does not bid on:
  the sacrifice's sums decide (over their save of our game it still does), and a raise
  that competed below their game is no sacrifice taken.
- **Penalty doubles of an overreach.** With the balance of the points, double their no
  trumps at the two level or higher, and a suit contract the law of total tricks says
  goes two down (one down at the game level) when I hold length in their suit.
- **No trumps in a part-score fight only with the points for them.** Two no trumps
  over their bid needs 23 points between us counting partner's minimum and a bit, not
  the middle of her range (there is no fit to fall back on, and a misfit is doubled).
- **Competing by the law of total tricks.** Compete to the level of the trumps we hold
  (eight: the two level, nine: the three level, ten: the four level); never three over
  their three with eight trumps, nor a part score at the four level without ten; when
  both sides have a fit do not sell out to their two-level contract from the pass-out
  seat with half the points.

The game and slam a hand is worth by its points come first, as in an uncontested auction
(``placement``); with a fit in a major the losing trick count may bid the game the points
stop short of (``placement.tricks_by_losers``: ten tricks, my losers and partner's by what she
showed; ``AQJ4 AQJ943 82 7`` bids 4H over 1C 1H 3C 3H 4C: five losers facing a raise's
nine make ten tricks where the points, 14 and partner's 0-10, only invite).

>>> from bridgeclub.bots.bidding.evaluation import Evaluation
>>> ctx = Context.build("S", [("N", "1H"), ("E", "1S"), ("S", "2H"), ("W", "2S"),
...                           ("N", "P"), ("E", "P")])
>>> decide(ctx, Evaluation.of("SK S4 HQ H9 H8 D7 D6 D5 D4 C8 C7 C6 C3".split())).call
'P'
"""

from __future__ import annotations

from itertools import takewhile

from bridgeclub.bots.bidding import placement, two_suited
from bridgeclub.bots.bidding.context import (
    Context,
    bid,
    cheapest,
    level_of,
    strain_of,
)
from bridgeclub.bots.bidding.evaluation import NAMES, SUITS, Evaluation
from bridgeclub.bots.bidding.options import SUIT_OF
from bridgeclub.bots.bidding.preempts import preempted
from bridgeclub.bots.bidding.rule import Rule

#: Undertricks doubled a sacrifice may cost, by (we vulnerable, they vulnerable).
SACRIFICE_DOWN = {(False, True): 3, (False, False): 2, (True, True): 2, (True, False): 0}


def applies(ctx: Context) -> bool:
    """Whether the opponents made the last bid (their side is in the auction).

    >>> applies(Context.build("S", [("N", "1H"), ("E", "2C")]))
    True
    >>> applies(Context.build("S", [("N", "1H"), ("E", "P")]))
    False
    """
    return ctx.last_bidder is not None and not ctx.ours(ctx.last_bidder)


def partner_doubled_for_penalties(ctx: Context) -> bool:
    """Whether partner's double of their last bid, passed to me, is for penalties: of no
    trumps, or at the three level or higher (below, a double is for takeout: negative,
    reopening, responsive).

    >>> partner_doubled_for_penalties(Context.build("S", [("N", "1H"), ("E", "2C"),
    ...     ("S", "2H"), ("W", "3C"), ("N", "X"), ("E", "P")]))
    True
    >>> partner_doubled_for_penalties(Context.build("S", [("N", "1S"), ("E", "2H"),
    ...     ("S", "P"), ("W", "P"), ("N", "X"), ("E", "P")]))
    False
    """
    if ctx.partner_call != "X" or ctx.rho_call != "P" or not ctx.doubled:
        return False
    return doubled_for_penalties(ctx.last_bid or "")


def doubled_for_penalties(bid: str) -> bool:
    """Whether our double of their ``bid`` is for penalties: of no trumps, or at the
    three level or higher (below, a double is for takeout: negative, reopening,
    responsive).

    >>> [doubled_for_penalties(b) for b in ("1NT", "3C", "2H")]
    [True, True, False]
    """
    return strain_of(bid) == "N" or level_of(bid) >= 3


def our_penalty_double_redoubled(ctx: Context) -> str | None:
    """Who of us doubled their last bid for penalties (of no trumps, or at the three
    level or higher) that they have redoubled: ``"me"``, ``"partner"`` or None. The
    double said the balance of the points is ours; their redouble does not change it.

    >>> our_penalty_double_redoubled(Context.build("N", [("S", "1H"), ("W", "1NT"),
    ...     ("N", "X"), ("E", "P"), ("S", "P"), ("W", "XX")]))
    'me'
    """
    since = takewhile(lambda seat_call: not level_of(seat_call[1]), reversed(ctx.calls))
    doubles = [(seat, call) for seat, call in reversed(list(since)) if call != "P"]
    if ctx.last_bid is None or not doubled_for_penalties(ctx.last_bid) or \
            [call for _, call in doubles] != ["X", "XX"] or not ctx.ours(doubles[0][0]):
        return None                        # (the Laws allow no other doubles after a bid)
    return "me" if doubles[0][0] == ctx.me else "partner"


def their_trumps(ctx: Context, strain: str) -> int:
    """The trumps the opponents are known to hold in ``strain``: what each has shown, and
    at least eight once they bid it twice or to game.

    >>> their_trumps(Context.build("S", [("N", "1H"), ("E", "2S")]), "S")
    4
    """
    if strain not in SUITS:
        return 0
    shown = sum(ctx.range_of(seat).length(SUIT_OF[strain])[0] for seat in (ctx.lho, ctx.rho))
    bids = [c for c in ctx.their_bids if strain_of(c) == strain]
    if len(bids) >= 2 or any(level_of(c) >= placement.game_level(strain) for c in bids):
        shown = max(shown, 8)
    return max(shown, 4 if bids else 0)


def raised_preemptively(ctx: Context) -> str | None:
    """The suit, when my first bid was a jump raise of the suit partner bid first,
    showing a weak hand (at most 9 points: a preemptive raise): the trumps I hold are
    told, and partner, who knows them, decides over their competition (unless I hold a
    trump more than I showed: that is news, the law counts it).

    >>> from bridgeclub.bots.bidding.reader import read_auction
    >>> calls = [("N", "1D"), ("E", "1S"), ("S", "X"), ("W", "3S"), ("N", "P"),
    ...          ("E", "P"), ("S", "4C"), ("W", "P"), ("N", "4H"), ("E", "P"), ("S", "P")]
    >>> raised_preemptively(Context.build("W", calls, known=read_auction(calls)[0]))
    'S'
    """
    mine = [(i, c) for i, (s, c) in enumerate(ctx.calls) if s == ctx.me and c != "P"]
    theirs = [c for s, c in ctx.calls if s == ctx.partner and level_of(c)]
    if not mine or not theirs or not level_of(mine[0][1]):
        return None
    index, call = mine[0]
    if strain_of(call) != strain_of(theirs[0]) or strain_of(call) == "N":
        return None
    before = next((c for _, c in reversed(ctx.calls[:index]) if level_of(c)), None)
    if before is None or level_of(call) <= level_of(cheapest(strain_of(call), before)):
        return None                                    # no jump
    return strain_of(call) if ctx.range_of(ctx.me).hcp[1] <= 9 else None


def partner_declined(ctx: Context, strain: str) -> bool:
    """Whether I bid ``strain``, our agreed suit, last, the opponents bid over it and
    partner passed at every turn since: she knows my hand and has nothing more (1H (1S)
    2H (2S) 3H (3S) P (P): the opener's 3H asked, her pass declined; the raiser who has
    shown his 6-10 leaves game to her). Her pass of my raise before they bid again
    declines too (1D P 1H 1S 2H 2S P P 3H: the overcaller passed 2S, so ``K74 6 T7654
    AKT8`` does not bid 4S). The points then take us no higher; only the law of total
    tricks (a fit of nine or more) competes.

    >>> partner_declined(Context.build("S", [("S", "1H"), ("W", "1S"), ("N", "2H"),
    ...     ("E", "2S"), ("S", "3H"), ("W", "3S"), ("N", "P"), ("E", "P")]), "H")
    True
    >>> partner_declined(Context.build("E", [("N", "1D"), ("E", "P"), ("S", "1H"),
    ...     ("W", "1S"), ("N", "2H"), ("E", "2S"), ("S", "P"), ("W", "P"), ("N", "3H")]), "S")
    True
    """
    mine = [i for i, (seat, call) in enumerate(ctx.calls) if seat == ctx.me and level_of(call)]
    if not mine or strain_of(ctx.calls[mine[-1]][1]) != strain:
        return False
    after = [call for i, (seat, call) in enumerate(ctx.calls)
             if seat == ctx.partner and i > mine[-1]]
    return bool(after) and all(call == "P" for call in after)


def tricks_for(points: float, trumps: int) -> float:
    """The tricks a side usually takes with ``points`` and ``trumps`` (the table of the
    captain, ``placement.POINTS_FOR_TRICKS``: 21 points for eight, three more a trick;
    a trump over eight is worth a trick).

    >>> tricks_for(21, 8), tricks_for(24, 9)
    (8.0, 10.0)
    """
    return 8 + (points - 21) / 3 + max(-1, trumps - 8)


def decide(ctx: Context, hand: Evaluation) -> Rule:
    """The call when the opponents bid last and no rule speaks (see the module's text)."""
    last = ctx.last_bid or "1C"
    theirs, their_level = strain_of(last), level_of(last)
    strain, trumps = placement.choose_strain(ctx, hand)
    ours = placement.combined(ctx, hand, strain, trumps)
    ours_hcp = hand.hcp + placement.partner_estimate(ctx)
    sure = hand.hcp + ctx.range_of(ctx.partner).hcp[0] + 3   # what partner surely adds
    where = NAMES[strain]
    mine = (max(0, hand.hcp - 2), min(37, hand.hcp + 2))
    if preempted(ctx, ctx.me):
        return Rule("P", "my preempt told my story: partner is the captain", (0, 37))
    raised = raised_preemptively(ctx)
    if raised and hand.length[raised] <= ctx.range_of(ctx.me).length(SUIT_OF[raised])[0]:
        return Rule("P", "my preemptive raise told my trumps: partner is the captain",
                    (0, 37))
    if partner_doubled_for_penalties(ctx):
        if hand.length.get(theirs, 0) == 0 and max(hand.length.values()) >= 6 and \
                hand.hcp <= 5 and ctx.is_legal(cheapest(hand.longest, last)):
            return Rule(cheapest(hand.longest, last), f"takes out partner's penalty double: "
                        f"6+ {NAMES[hand.longest]}, no defence", (0, 5),
                        {hand.longest: (6, 13), theirs: (0, 0)})
        return Rule("P", "leaves partner's penalty double in", (0, 37))
    redoubled = our_penalty_double_redoubled(ctx)
    if redoubled == "me" or (redoubled == "partner" and hand.hcp >= 5):
        return Rule("P", "our penalty double stands: the balance of the points is ours",
                    (0, 37))
    level, words = placement.target_level(ctx, strain, ours)
    if strain in ("C", "D") and level == 4 and words.startswith("invit"):
        level, words = 3, "a part score"   # in competition four of a minor invites nothing
    cheap = cheapest(strain, last)
    if words.startswith("invit") and level_of(cheap) > level:
        up, up_words = placement.target_level(ctx, strain, ours + 1)
        if up > level:                     # no room to invite: the upper half bids game
            level, words = up, up_words
    game = placement.game_level(strain, ctx.score.needed_us)
    if level < game and ctx.is_legal(bid(game, strain)) and \
            placement.game_by_losers(ctx, hand, strain, trumps):
        level, words = game, placement.GAME_BY_LOSERS
    if partner_declined(ctx, strain) and level >= level_of(cheap):
        level, words = level_of(cheap) - 1, "a part score"   # her pass said no more
    if strain != "N" and trumps >= 9:      # the law: to the level of the fit at once
        fit_level = placement.law_level(ctx, strain, trumps)
        if fit_level > level and level_of(cheap) <= fit_level:
            level, words = fit_level, f"the law of total tricks: {trumps} trumps together"
    stopped = strain != "N" or all(hand.stopper(s) for s in ctx.their_suits)
    aces = placement.ask_aces(ctx, level, strain, trumps, mine)
    if aces is not None:
        return aces
    our_game = any(level_of(c) >= placement.game_level(strain_of(c)) for c in ctx.our_bids
                   if strain_of(c))
    if their_level >= 5 and our_game:
        return _five_level(ctx, hand, strain, trumps, ours_hcp)
    high_part_score = words == "a part score" and strain != "N" and \
        ((level_of(cheap) >= 4 and trumps < 10) or (their_level >= 3 and trumps < 9))
    #   (four needs the law's ten; three over their three its nine, a minor's part score too)
    if level_of(cheap) <= level and level_of(cheap) <= 7 and stopped and \
            (ours >= 18 or trumps >= 9) and not high_part_score and \
            (strain != "N" or (level_of(cheap) <= 2 and sure >= 23) or ours_hcp >= 25):
        call = bid(level, strain)
        if level_of(cheap) < level and ctx.is_legal(call):
            return Rule(call, f"{words} in {where}", mine)
        return Rule(cheap, f"{words} in {where}", mine)
    if not ctx.doubled and ctx.is_legal("X") and _sets_them(ctx, hand, ours_hcp, theirs,
                                                            their_level):
        return Rule("X", f"penalty double: {last} goes down, we hold the balance of the "
                    "points", (0, 37))
    sacrifice = _sacrifice(ctx, hand, strain, trumps, ours_hcp)
    if sacrifice is not None:
        return sacrifice
    their_game = their_level >= placement.game_level(theirs, ctx.score.needed_them)
    if strain != "N" and level_of(cheap) <= 7 and (not their_game or our_game):
        safe = trumps - 6
        told = ctx.range_of(ctx.me).length(SUIT_OF[strain])[0] >= 6   # (a weak jump)
        own = 0 if told else _own_suit_level(hand, strain, balance=sure >= 21)
        fit = trumps >= 8 and their_trumps(ctx, theirs) >= 8
        if level_of(cheap) <= max(safe, own) and (ours >= 18 or trumps >= 9 or own >= 1):
            together = f"{trumps} {where} together" if level_of(cheap) <= safe else \
                f"{hand.length[strain]} {where} of my own"
            return Rule(cheap, f"competes: {together}, the law of total tricks", mine)
        if fit and their_level == 2 and level_of(cheap) == 3 and ours_hcp >= 19 and \
                [c for _, c in ctx.calls[-2:]] == ["P", "P"] and trumps >= 8:
            return Rule(cheap, f"competes: {trumps} {where} together, both sides have a "
                        "fit: not sold out at the two level", mine)
    return Rule("P", "no reason to bid on", (0, 37))


def _own_suit_level(hand: Evaluation, strain: str, balance: bool) -> int:
    """How high my own long suit competes with no fit known: by the law, partner's
    doubleton makes a six-card suit eight trumps (the two level) and a seven-card suit
    nine (the three level); with 15+, a good six-card suit and the balance of the points
    (``balance``: 21+ counting partner's minimum and a bit) one level more (an opening
    with extras does not sell out to their two level). A hand of fewer than six points
    has no bid of its own, and one that has shown six cards (a weak jump, a rebid suit)
    has told its story: partner counts the trumps.

    >>> [_own_suit_level(Evaluation.of(h.split()), "D", True) for h in (
    ...     "SA S7 S6 HJ H5 DA DK DJ DT D8 D2 CQ C6", "S7 S6 S5 HJ H5 DA DK D9 D7 D6 D2 C6 C5")]
    [3, 2]
    """
    if hand.hcp < 6:
        return 0
    extra = 1 if balance and hand.hcp >= 15 and hand.good_suit(strain) and \
        hand.length[strain] >= 6 else 0
    return hand.length[strain] - 4 + extra


def _sets_them(ctx: Context, hand: Evaluation, ours_hcp: float, theirs: str,
               level: int) -> bool:
    """Whether their contract goes down enough to double: no trumps at the two level or
    higher with 23+ points between us; a suit two down (one at game) by the law, with
    length in it. The points between us are never more than the opponents' shown
    minimums leave (``their_points``): 1D (1S) 2H (P) 3C shows 20+ of theirs, and the
    middle of partner's overcall does not give us the balance."""
    if level < 2:
        return False
    ours_hcp = min(ours_hcp, 40 - their_points(ctx))
    if theirs == "N":
        return ours_hcp >= 23 and (hand.hcp >= 8 or level >= 3)
    if theirs in {strain_of(c) for c in ctx.our_bids}:
        return False                       # their bid of our suit is a cue bid
    game = level >= placement.game_level(theirs)
    if hand.length[theirs] < (3 if game else 4) or hand.honours(theirs) < 1:
        return False
    them = tricks_for(40 - ours_hcp, max(7, their_trumps(ctx, theirs)))
    short = level + 6 - them
    if not (ours_hcp >= (21 if game else 23) and short >= (1 if game else 2)):
        return False
    if not game:
        return True
    sure = hand.hcp + placement.sure_of_partner(ctx)
    return sure >= SURE_BALANCE or (trump_trick(hand, theirs) and sure >= 21 and
                                    not _partner_two_suited(ctx))


def their_points(ctx: Context) -> int:
    """The points the opponents have shown between them (each one's minimum).

    >>> from bridgeclub.bots.bidding.reader import read_auction
    >>> calls = [("N", "1D"), ("E", "1S"), ("S", "2H"), ("W", "P"), ("N", "3C"), ("E", "P")]
    >>> their_points(Context.build("W", calls, known=read_auction(calls)[0]))
    20
    """
    return sum(ctx.range_of(seat).hcp[0] for seat in (ctx.lho, ctx.rho))


#: Points between us, counting partner's minimum and a bit, that double their game on
#: the points alone: they hold 14 or fewer and bid it on shape.
SURE_BALANCE = 26


def trump_trick(hand: Evaluation, suit: str) -> bool:
    """Whether my holding in their trump suit takes a trick of its own: the ace, the
    king guarded, the queen twice guarded (JT53 or J94 takes none).

    >>> [trump_trick(Evaluation.of(f"{s} H5 H4 D9 D7 D5 C6 C5 C3".split()), "S")
    ...  for s in ("SQ S8 S7 S2", "SJ ST S5 S3", "SK S4 S3 S2")]
    [True, False, True]
    """
    return hand.stopper(suit) and hand.ranks[suit][:1] in ("A", "K", "Q")  # (not Jxxx)


def _partner_two_suited(ctx: Context) -> bool:
    """Whether partner showed two suits of her own (Michaels, the unusual 2NT): her
    points are for playing in them, not for defending their major."""
    first = next((c for c in ctx.actions_of(ctx.partner)), None)
    return first is not None and two_suited.is_two_suited(ctx, ctx.partner, first)


def _five_level(ctx: Context, hand: Evaluation, strain: str, trumps: int,
                ours_hcp: float) -> Rule:
    """They bid five over our game: double with the balance of the points when the total
    tricks (our trumps and theirs) are at most 18, bid on with ten trumps and a void in
    their suit or 20 total tricks (both contracts make), else pass."""
    last = ctx.last_bid or "5C"
    theirs = strain_of(last)
    cheap = cheapest(strain, last)
    total = (trumps if strain != "N" else 7) + their_trumps(ctx, theirs)
    if strain != "N" and trumps >= 10 and (hand.length.get(theirs, 1) == 0 or total >= 20) \
            and level_of(cheap) <= 5 and ours_hcp >= 20 and ctx.is_legal(cheap):
        return Rule(cheap, f"five over five: {trumps} {NAMES[strain]} together, {total} "
                    "total tricks", (0, 37), {strain: (3, 13)})
    if ours_hcp >= 20 and total <= 18 and not ctx.doubled and ctx.is_legal("X"):
        return Rule("X", "penalty double: the five level belongs to them, we hold the "
                    "balance", (0, 37))
    return Rule("P", "the five level is theirs", (0, 37))


def _sacrifice(ctx: Context, hand: Evaluation, strain: str, trumps: int,
               ours_hcp: float) -> Rule | None:
    """Over their game, bid on when the law of total tricks says the sacrifice costs less
    than their game (``SACRIFICE_DOWN``) and we have little defence (fewer than two aces
    and kings outside our trumps)."""
    last = ctx.last_bid or "4S"
    theirs, level = strain_of(last), level_of(last)
    if strain == "N" or theirs == "N" or trumps < 9 or level < placement.game_level(theirs):
        return None
    defence = sum(r in hand.ranks[s] for s in SUITS if s != strain for r in "AK")
    if ours_hcp > 19 or defence >= 2 or ctx.doubled:
        return None                        # (the ace and king of our trumps defend little)
    game = next((i for i, (seat, call) in enumerate(ctx.calls) if not ctx.ours(seat) and
                 level_of(call) >= placement.game_level(strain_of(call) or "N")), 0)
    if any(ctx.ours(seat) and strain_of(call) == strain for seat, call in ctx.calls[game:]):
        return None                        # no second sacrifice over their game
    cheap = cheapest(strain, last)
    if level_of(cheap) > 5 or not ctx.is_legal(cheap):
        return None
    total = trumps + their_trumps(ctx, theirs)
    ours_tricks = total - (level + 6)
    down = level_of(cheap) + 6 - ours_tricks
    allowed = SACRIFICE_DOWN[(ctx.vulnerable_us, ctx.vulnerable_them)]
    if down > allowed:
        return None
    return Rule(cheap, f"sacrifice: {trumps} {NAMES[strain]} together, little defence, "
                f"down {max(down, 0)} at most", (0, 12), {strain: (3, 13)})
