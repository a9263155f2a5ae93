"""Gerber (SAYC convention card): 4C directly over partner's 1NT or 2NT (her opening or
her rebid) asks for aces; the answers go up in steps: 4D no ace or four, 4H one, 4S two,
4NT three. The asker then bids the slam when at most one ace is missing, else signs off;
holding every ace with a grand slam in view (35+ points together) she asks for kings with
5C, answered 5D 0 or 4, 5H 1, 5S 2, 5NT 3, and bids seven with every king.

Responder asks with a long suit and slam values facing the no-trump range (a balanced
hand uses the quantitative 4NT instead, ``notrump``).

>>> from bridgeclub.bots.bidding.context import Context
>>> from bridgeclub.bots.bidding.evaluation import Evaluation
>>> ctx = Context.build("N", [("N", "1NT"), ("E", "P"), ("S", "4C"), ("W", "P")])
>>> is_gerber(ctx, 2)
True
>>> hand = Evaluation.of("SA SQ S3 HK HJ H4 DA DJ D9 D8 CQ C9 C6".split())
>>> next(r for r in answers() if r.admits(hand)).why
'answer to Gerber: 2 aces'
"""

from __future__ import annotations

from bridgeclub.bots.bidding.context import Context, bid
from bridgeclub.bots.bidding.evaluation import Evaluation
from bridgeclub.bots.bidding.rule import Rule, step_answers

#: Gerber's answers: the call and the numbers of aces it shows.
ANSWERS = {"4D": (0, 4), "4H": (1,), "4S": (2,), "4NT": (3,)}
#: The answers to the king ask (5C after the answer): the kings, in the same steps.
KING_ANSWERS = {"5D": (0, 4), "5H": (1,), "5S": (2,), "5NT": (3,)}
#: Points together (length counted, partner's minimum) that make a grand slam worth asking.
GRAND_ZONE = 35
#: The asker's 5C after the answer: every ace is held, kings are asked.
KING_ASK = Rule("5C", "asks for kings: all the aces, grand slam interest", (12, 37),
                forcing=True)


def is_answered(ctx: Context) -> bool:
    """Whether I asked with Gerber and partner has just answered it (my next call is the
    slam, the sign-off or the king ask); their double of the artificial answer changes
    nothing."""
    calls = ctx.calls
    return len(calls) >= 4 and calls[-4][0] == ctx.me and calls[-2][1] in ANSWERS and \
        calls[-1][1] in ("P", "X") and calls[-3][1] == "P" and \
        is_gerber(ctx, len(calls) - 4)


def is_gerber(ctx: Context, index: int) -> bool:
    """Whether the call at ``index`` is a 4C asking for aces: straight over partner's
    1NT or 2NT, her opening or her rebid (the booklet: "4C is Gerber over any 1NT or 2NT
    bid by partner, including a rebid"), the opponents silent; not over Jacoby 2NT, a
    raise of my major (1H-2NT-4C shows a second suit, ``jacoby``).

    >>> calls = [("N", "1D"), ("E", "P"), ("S", "1H"), ("W", "P"), ("N", "1NT"), ("E", "P"),
    ...          ("S", "4C"), ("W", "P")]
    >>> is_gerber(Context.build("N", calls), 6)
    True
    """
    seat, call = ctx.calls[index]
    if call != "4C" or index < 2:
        return False
    before = ctx.calls[:index]
    partner = "NESW"[("NESW".index(seat) + 2) % 4]
    ours = (seat, partner)
    bids = [c for _, c in before if c != "P"]
    if ctx.system.jacoby_2nt and bids[:2] in (["1H", "2NT"], ["1S", "2NT"]) and \
            len(bids) == 2:
        return False                   # Jacoby's 2NT agreed the major: 4C names a suit
    return before[-1][1] == "P" and before[-2][0] == partner and \
        before[-2][1] in ("1NT", "2NT") and \
        all(s in ours or c == "P" for s, c in before)


def _slam_hand(opening: str, shift: int) -> object:
    """A six-card suit and enough for slam facing the middle of the opening's range: 14+
    points (17 with length: 33 with 1NT's middle, ``K82 A Q54 AQ9653``) over a 15-17
    1NT, 10+ (13) over 2NT; ``shift`` points more over a weaker no trump (Acol's 12-14:
    17+, 20 with length)."""
    low, total = (14, 17) if opening == "1NT" else (10, 13)

    def test(h: Evaluation) -> bool:
        return max(h.length.values()) >= 6 and h.hcp >= low + shift and \
            h.total_points >= total + shift
    return test


def ask(opening: str, shift: int = 0) -> Rule:
    """Responder's 4C over ``opening`` (1NT or 2NT), its range ``shift`` points below
    SAYC's (``notrump._shift``).

    >>> ask("1NT").hcp, ask("1NT", 3).hcp
    ((14, 37), (17, 37))
    """
    low = (14 if opening == "1NT" else 10) + shift
    return Rule("4C", "Gerber: asks for aces (a long suit and slam values)", (low, 37),
                test=_slam_hand(opening, shift), forcing=True)  # type: ignore[arg-type]


def answers() -> list[Rule]:
    """The answers to Gerber, by the number of aces."""
    return step_answers(ANSWERS, "Gerber", "ace", 4)


def after_answer(ctx: Context, hand: Evaluation) -> Rule:
    """The asker places the contract in her long suit (no trumps when balanced): six with
    at most one ace missing, five (four in no trumps) with two or more."""
    answer = ctx.partners[-1]
    shown = ANSWERS.get(answer, (0,))
    partner = max((a for a in shown if a + hand.aces <= 4), default=shown[0])
    missing = max(0, 4 - hand.aces - partner)
    long = max(("S", "H", "D", "C"), key=lambda s: hand.length[s])
    strain = long if hand.length[long] >= 6 else "N"
    partner_low = ctx.range_of(ctx.partner).hcp[0]
    if missing == 0 and hand.total_points + partner_low >= GRAND_ZONE:
        return KING_ASK
    if missing <= 1:
        return Rule(bid(6, strain), f"small slam: {missing or 'no'} ace missing",
                    (12, 37))
    call = bid(5, strain) if strain != "N" else ("5NT" if answer == "4NT" else "4NT")
    return Rule(call, f"sign-off: {missing} aces missing", (0, 37))


def asks_kings(ctx: Context) -> bool:
    """Whether partner's last call is 5C asking for kings: her Gerber two rounds before,
    which I answered, the opponents silent."""
    calls = ctx.calls
    return len(calls) >= 6 and calls[-2][1] == "5C" and calls[-6][1] == "4C" and \
        calls[-4][1] in ANSWERS and all(c == "P" for _, c in (calls[-1], calls[-3],
                                                               calls[-5])) and \
        is_gerber(ctx, len(calls) - 6)


def king_answers() -> list[Rule]:
    """The answers to the Gerber king ask, by the number of kings.

    >>> [r.why for r in king_answers()][:2]
    ['answer to the Gerber king ask: 0 or 4 kings', 'answer to the Gerber king ask: 1 king']
    """
    return step_answers(KING_ANSWERS, "the Gerber king ask", "king", 3)


def after_kings(ctx: Context, hand: Evaluation) -> Rule:
    """The asker after the kings: the grand slam with every king, else six (in her long
    suit, or no trumps)."""
    shown = KING_ANSWERS.get(ctx.partners[-1], (0,))
    kings = hand.kings + max((k for k in shown if k + hand.kings <= 4), default=shown[0])
    long = max(("S", "H", "D", "C"), key=lambda s: hand.length[s])
    strain = long if hand.length[long] >= 6 else "N"
    if kings == 4:
        return Rule(bid(7, strain), "grand slam: all the aces and kings", (12, 37))
    return Rule(bid(6, strain), f"small slam: {4 - kings} king{'s' if kings != 3 else ''} "
                "missing", (12, 37))
