"""Control-showing cue bids (SAYC): once a major is agreed at the three level, a new suit
below game shows first-round control there (an ace or a void) and slam interest.

The partnership agreed a major when one partner raised the other's major to the three
level (1H-3H, 1C-1S-3S, 1S-2H-3H, 1H-1S-2H-3H), or opener answered Jacoby 2NT below game
(1S-2NT-3C, 3S or 3NT: ``jacoby``): the other partner (Jacoby's 2NT bidder), the captain,
then

- cue bids her cheapest first-round control up the line, below four of the major, with
  slam interest: 31-32 points together (``slam.points_for_slam``; or twelve tricks by
  the losing trick count, ``slam_interest``: too few to ask for
  aces, or a side suit partner has not bid with two quick losers, no ace, king or
  shortness, when a rule would ask already; not with shortness in partner's own suit,
  facing her values), or more with a void, which Blackwood cannot handle -- else with
  the values she asks for aces at once (``slam.tries``, opener's ask opposite the limit
  raise);
- the raiser answers: with the top half of what she has shown (her shortness counted,
  ``placement.worth``), her own cheapest first-round control above the cue bid and
  below game (cooperation); with the top half, no such control and every side suit
  controlled (by her, or by partner's cue bid), she asks for aces herself (1H-2NT-3NT-4D:
  an ace of spades cannot be shown below 4H); else four of the major (the sign-off);
- after a cooperating cue bid the captain asks for aces (Blackwood, ``slam``: sign-off at
  five with two aces missing) when every side suit is controlled, by her (an ace, a king,
  a singleton or a void) or by a cue bid, and the points together still make 31; else
  she signs off in four of the major;
- a sign-off in four of the major ends it.

After a strong 2C the opener raises partner's major to three (``strong_raise``: forcing,
the slow raise is the stronger); partner then cue bids, asks for aces or signs off as
the captain above, and the opener, who knows her own strength, answers a cue bid by
asking for aces herself when every side suit is controlled.

>>> from bridgeclub.bots.bidding.reader import context_at, read_auction
>>> from bridgeclub.bots.bidding.options import System
>>> from bridgeclub.bots.bidding.evaluation import Evaluation
>>> calls = [("N", "1S"), ("E", "P"), ("S", "3S"), ("W", "P")]
>>> known, forcing = read_auction(calls)
>>> ctx = context_at("N", calls, known, forcing, System())
>>> hand = Evaluation.of("SA SK SQ S7 S4 HA HK H4 D8 D6 D3 CA C7".split())
>>> next(r for r in starts(ctx) if r.admits(hand)).call
'4C'
"""

from __future__ import annotations

from collections.abc import Sequence

from bridgeclub.bots.bidding import placement, slam
from bridgeclub.bots.bidding.context import Context, bid, cheapest, level_of, rank, strain_of
from bridgeclub.bots.bidding.evaluation import SUITS, Evaluation
from bridgeclub.bots.bidding.rule import Rule, Test, name

#: Points together (``slam.points_for_slam``) from which the captain shows slam interest.
TRY = 31


def first_round(hand: Evaluation, suit: str) -> bool:
    """An ace or a void in ``suit``."""
    return hand.length[suit] == 0 or "A" in hand.ranks[suit]


def controlled(hand: Evaluation, suit: str) -> bool:
    """First- or second-round control of ``suit``: an ace, a king, a singleton or a void.

    >>> controlled(Evaluation.of("SQ SJ S2 HK H3 DA CA C2 C3 C4 C5 C6 C7".split()), "S")
    False
    """
    return hand.length[suit] <= 1 or any(r in hand.ranks[suit] for r in "AK")


def no_void(hand: Evaluation) -> bool:
    """Whether Blackwood can place the slam: no void (partner's answer would count an ace
    wasted opposite it)."""
    return min(hand.length.values()) > 0


def side_suits_controlled(ctx: Context, hand: Evaluation, major: str) -> bool:
    """No side suit partner has not bid with two quick losers (no ace, king or
    shortness)."""
    theirs = set(ctx.suit_bid_by(ctx.partner))
    return all(s in theirs or controlled(hand, s) for s in SUITS if s != major)


def slam_interest(ctx: Context, hand: Evaluation, major: str) -> bool:
    """Enough for a slam try in ``major``: 31+ points together (``slam.points_for_slam``),
    or twelve tricks by the losing trick count (``placement.tricks_by_losers``), which sees a
    two-suiter with a void opposite a limit raise (``KJT42 AQ5 KQT43 -``: four losers)
    that points cap.

    >>> from bridgeclub.bots.bidding.reader import context_at, read_auction
    >>> from bridgeclub.bots.bidding.options import System
    >>> calls = [("N", "1S"), ("E", "P"), ("S", "3S"), ("W", "P")]
    >>> ctx = context_at("N", calls, *read_auction(calls), System())
    >>> slam_interest(ctx, Evaluation.of("SK SJ ST S4 S2 HA HQ H5 DK DQ DT D4 D3".split()), "S")
    True
    """
    return slam.points_for_slam(ctx, hand, major) >= TRY or \
        placement.tricks_by_losers(ctx, hand) >= 12


def agreement(ctx: Context) -> tuple[int, str] | None:
    """The index in the auction of partner's raise of my major to the three level (the
    raise must be the first bid of the major by its bidder), or of opener's answer below
    game to Jacoby 2NT, the opponents silent since we opened one of a suit; and the
    major. None if there is none. The player of that call answers the cue bids, the
    other is the captain."""
    if not ctx.uncontested or not ctx.we_opened or not ctx.system.blackwood:
        return None
    opening = ctx.opening or ""
    if (level_of(opening) != 1 or strain_of(opening) == "N") and opening != "2C":
        return None
    bids = [(i, s, c) for i, (s, c) in enumerate(ctx.calls) if level_of(c)]
    if ctx.system.jacoby_2nt and len(bids) >= 3 and bids[0][2] in ("1H", "1S") and \
            bids[1][2] == "2NT" and bids[2][1] == bids[0][1] and \
            level_of(bids[2][2]) == 3:         # Jacoby 2NT and opener's answer below game
        return bids[2][0], strain_of(bids[0][2])
    for index, (seat, call) in enumerate(ctx.calls):
        major = strain_of(call)
        if level_of(call) != 3 or major not in "HS" or not ctx.ours(seat):
            continue
        before = ctx.calls[:index]
        other = next(s for s in "NESW" if ctx.ours(s) and s != seat)
        if any(s == other and strain_of(c) == major for s, c in before) and \
                not any(s == seat and strain_of(c) == major for s, c in before):
            return index, major
        return None
    return None


def _cue_calls(after: str, major: str) -> list[tuple[str, str]]:
    """The cue bids above ``after`` and below four of ``major``, cheapest first:
    (call, suit)."""
    game = rank(bid(4, major))
    calls = [(cheapest(s, after), s) for s in SUITS if s != major]
    return sorted(((c, s) for c, s in calls if rank(c) < game), key=lambda cs: rank(cs[0]))


def _cheapest_control(cues: list[tuple[str, str]], suit: str) -> Test:
    """First-round control of ``suit`` and of no suit with a cheaper cue bid."""
    cheaper = [s for c, s in cues[:[s for _, s in cues].index(suit)]]

    def test(h: Evaluation) -> bool:
        return first_round(h, suit) and not any(first_round(h, s) for s in cheaper)
    return test


def starts(ctx: Context, asks: Sequence[Rule] = ()) -> list[Rule]:
    """The captain's cue bids right after partner's raise to three of my major (see the
    module's words); ``asks``: the system's Blackwood bids here, which a hand Blackwood
    suits makes instead."""
    found = agreement(ctx)
    if found is None or found[0] != len(ctx.calls) - 2 or ctx.rho_call != "P":
        return []
    major = found[1]
    partner = slam.partner_for_slam(ctx)
    low = max(0, TRY - int(partner) - 8)

    theirs = [s for s in ctx.suit_bid_by(ctx.partner) if s != major]

    def interest(h: Evaluation) -> bool:
        points = slam.points_for_slam(ctx, h, major)
        if any(h.length[s] <= 1 for s in theirs):
            return False                    # shortness in partner's suit: values wasted
        if not slam_interest(ctx, h, major) or not no_void(h):
            return slam_interest(ctx, h, major)
        if points >= slam.SMALL:
            return False
        return not (side_suits_controlled(ctx, h, major) and any(a.admits(h) for a in asks))
    def with_interest(control: Test) -> Test:
        def test(h: Evaluation) -> bool:
            return interest(h) and control(h)
        return test
    cues = _cue_calls(ctx.calls[-2][1], major)
    return [Rule(call, f"cue bid: first-round control of {name(suit)}, slam interest in "
                 f"{name(major)}", (low, 37), test=with_interest(_cheapest_control(cues, suit)),
                 forcing=True)
            for call, suit in cues]


def later(ctx: Context) -> list[Rule] | None:
    """The calls after the captain's first cue bid, until the ask for aces or the
    sign-off; None outside such an auction (``starts``)."""
    found = agreement(ctx)
    if found is None or ctx.rho_call != "P":
        return None
    index, major = found
    ours = [(s, c) for s, c in ctx.calls[index + 1:] if c != "P"]
    if not ours or any(not ctx.ours(s) for s, _ in ours):
        return None
    game = bid(4, major)
    cues = [c for _, c in ours if rank(c) < rank(game)]
    if not cues or cues[0] != ours[0][1] or strain_of(cues[0]) in (major, "N"):
        return None
    agreed = ctx.calls[index][1]
    after = [c for _, c in ours]
    raiser = ctx.calls[index][0]
    if after == cues and len(cues) == 1 and ctx.me == raiser:
        if ctx.opening == "2C" and ctx.opener == ctx.me:
            return _strong_answers(ctx, major, cues[0])
        return _answers(ctx, major, cues[0])
    if after == cues and len(cues) == 2 and ctx.me != raiser:
        shown = {strain_of(c) for c in cues}
        return [slam.ask("after the cue bids: every suit controlled", (0, 37),
                         lambda h: slam_interest(ctx, h, major) and
                         all(s in shown or controlled(h, s) for s in SUITS if s != major)),
                Rule(game, f"sign-off: a suit without control, {agreed} agreed", (0, 37))]
    if after[:-1] == cues and after[-1] == game:
        return [Rule("P", "partner signed off after the cue bids", (0, 37))]
    return None


def _answers(ctx: Context, major: str, cue: str) -> list[Rule]:
    """The raiser's answer to partner's cue bid: her own cheapest first-round control with
    the top half of her range (shortness counted), else the sign-off in four of the
    major."""
    low, high = ctx.range_of(ctx.me).hcp
    top = (low + min(high, low + 6) + 1) // 2

    def accepts(control: Test) -> Test:
        def test(h: Evaluation) -> bool:
            return placement.worth(ctx, h, major) >= top and control(h)
        return test
    cues = _cue_calls(cue, major)
    out = [Rule(call, f"cue bid: first-round control of {name(suit)}, accepts the slam "
                f"try ({top}+ points counting shortness)", (max(0, top - 4), 37),
                test=accepts(_cheapest_control(cues, suit)), forcing=True)
           for call, suit in cues]
    shown = strain_of(cue)

    def no_room(h: Evaluation) -> bool:
        return placement.worth(ctx, h, major) >= top and no_void(h) and \
            not any(first_round(h, s) for _, s in cues) and \
            all(s == shown or controlled(h, s) for s in SUITS if s != major)
    out.append(slam.ask(f"accepts the slam try ({top}+ points counting shortness) with no "
                        "control to show below game, every suit controlled",
                        (max(0, top - 4), 37), no_room))
    out.append(Rule(bid(4, major), "sign-off: no extra values, or no control to show "
                    "below game", (0, 37)))
    return out


def _strong_answers(ctx: Context, major: str, cue: str) -> list[Rule]:
    """The strong 2C opener after partner's cue bid over her raise: she is the captain,
    so she asks for aces at once with every side suit controlled (by her or by the cue
    bid), else shows her own cheapest first-round control, else signs off."""
    shown = strain_of(cue)
    out = [slam.ask("after the cue bid: every suit controlled", (0, 37),
                    lambda h: all(s == shown or controlled(h, s)
                                  for s in SUITS if s != major))]
    cues = _cue_calls(cue, major)
    out += [Rule(call, f"cue bid: first-round control of {name(suit)}", (0, 37),
                 test=_cheapest_control(cues, suit), forcing=True)
            for call, suit in cues]
    out.append(Rule(bid(4, major), "sign-off: a suit without control", (0, 37)))
    return out


def strong_raise(ctx: Context) -> list[Rule]:
    """The strong 2C opener raises partner's major (her first natural suit, 2C-2D-2H-2S,
    or her positive answer) to the three level with three trumps: forcing, slower than
    the jump to game and so the stronger, it invites partner's cue bids (``starts``)."""
    if ctx.opening != "2C" or ctx.opener != ctx.me or not ctx.uncontested or \
            ctx.rho_call != "P" or not ctx.system.blackwood:
        return []
    partners = [c for c in ctx.partners if c != "P"]
    mine = [c for c in ctx.mine if c != "P"]
    natural = [c for c in partners if c != "2D"]
    if len(natural) != 1 or ctx.partner_call != natural[0] or len(mine) > 2:
        return []
    major = strain_of(natural[0])
    raise_ = bid(3, major)
    if major not in "HS" or major in {strain_of(c) for c in mine} or \
            not ctx.is_legal(raise_):
        return []
    return [Rule(raise_, f"raise: 3+ {name(major)}, slam interest, forcing", (22, 37),
                 {major: (3, 13)}, forcing=True)]
