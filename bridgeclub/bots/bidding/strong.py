"""Two-level openings (SAYC): the strong 2C and the weak twos, and the answers to them.

Over 2C: 2D waiting (artificial, any hand without a good suit), a positive suit response
(2H, 2S, 3C, 3D: 5+ cards with two top honours, 8+ points) or 2NT (8+ balanced); over
their double or overcall pass waits, a double of the overcall is for penalties, and
opener after the waiting pass describes her hand at the cheapest level, forcing to game.
Opener rebids 2NT with 22-24 balanced, 3NT with 25-27, else shows a five-card suit (forcing);
after her suit responder raises with three trumps, shows a good suit of her own, or bids
no trumps to wait.
Over a weak two: raise to game with a fit and 16+ points or to make it harder for the
opponents (4 trumps, weak); three of the suit extends the preempt; 2NT asks for a
feature (15+); a new five-card major (13+) is forcing, before the raise; over their
double the same, and a redouble with 16+ and no fit. Opener answers 2NT: three of her
suit with a minimum, a new suit (an ace or king there) with a maximum, 3NT with A-K-Q of her suit;
the asker then places the contract: game in the major with three trumps, 3NT with the
other suits stopped (about 25 points together: 14+ facing a maximum, 17+ facing a
minimum), else three of opener's suit. A preempter (a weak two or a three-level
preempt) answers partner's forcing new suit by raising it with three cards, else by
rebidding her own suit.

>>> from bridgeclub.bots.bidding.context import Context
>>> ctx = Context.build("S", [("N", "2C"), ("E", "P")])
>>> responses_to_2c(ctx)[-1].why
'waiting: artificial, says nothing about the hand'
"""

from __future__ import annotations

from bridgeclub.bots.bidding.context import Context, cheapest, level_of, strain_of
from bridgeclub.bots.bidding.evaluation import Evaluation
from bridgeclub.bots.bidding.rule import (
    BALANCED,
    Rule,
    good_suit,
    longest_is,
    name,
    others_stopped,
    points,
    top_card_in,
)


def responses_to_2c(ctx: Context) -> list[Rule]:
    out = [Rule(f"{2 if s in 'HS' else 3}{s}",
                f"positive response: 5+ {name(s)} with two top honours, {points(8)}",
                (8, 37), {s: (5, 13)}, good_suit(s), forcing=True)
           for s in ("S", "H", "D", "C")]
    out.append(Rule("2NT", f"positive response: {points(8)}, balanced", (8, 37),
                    test=BALANCED, forcing=True))
    out.append(Rule("2D", "waiting: artificial, says nothing about the hand", (0, 37),
                    forcing=True))
    return out


def responses_to_2c_interfered(ctx: Context) -> list[Rule]:
    """Responder after 2C and their double or overcall (the common agreement; SAYC's
    booklet is silent): a positive suit as over a pass (5+ cards with two top honours,
    8+), at the cheapest level; over an overcall a double for penalties (four trumps with
    two top honours, 8+) and no trumps with their suit stopped (8+); else pass, waiting in
    place of 2D: it says nothing and opener goes on (the auction is forcing to game).

    >>> ctx = Context.build("S", [("N", "2C"), ("E", "2S")])
    >>> weak = Evaluation.of("SJ S8 S5 S3 HQ HJ H9 H8 H2 D7 D4 D2 CK".split())
    >>> next(r for r in responses_to_2c_interfered(ctx) if r.admits(weak)).why
    'waiting: says nothing about the hand (over their call)'
    """
    rho = ctx.rho_call or "P"
    theirs = strain_of(rho)
    out: list[Rule] = []
    for s in ("S", "H", "D", "C"):
        call = cheapest(s, ctx.last_bid or "2C")
        if s != theirs and level_of(call) <= 3:
            out.append(Rule(call, f"positive response: 5+ {name(s)} with two top honours, "
                            f"{points(8)}", (8, 37), {s: (5, 13)}, good_suit(s),
                            forcing=True))
    if theirs in ("C", "D", "H", "S"):
        out.append(Rule("X", f"penalties: 4+ {name(theirs)} with two top honours, "
                        f"{points(8)}", (8, 37), {theirs: (4, 13)}, good_suit(theirs)))
        out.append(Rule(cheapest("N", rho), f"positive response: {points(8)}, "
                        f"{name(theirs)} stopped", (8, 37),
                        test=lambda h: h.stopper(theirs) and h.balanced, forcing=True))
    elif rho == "X":
        out.append(Rule("2NT", f"positive response: {points(8)}, balanced", (8, 37),
                        test=BALANCED, forcing=True))
    out.append(Rule("P", "waiting: says nothing about the hand (over their call)", (0, 37)))
    return [r for r in out if ctx.is_legal(r.call)]


def opener_after_waiting_pass(ctx: Context) -> list[Rule]:
    """Opener after 2C, their double or overcall and partner's waiting pass: the auction
    still forces to game, so she describes her hand at the cheapest level, forcing: no
    trumps balanced with their suit stopped (the cheapest at 22-24, 3NT with 25-27), else
    her five-card suit, else her longest suit (never a part score: ``7 A KJT6532 AKQ6``
    after 2C (2S) P (P) bids 3D, forcing).

    >>> ctx = Context.build("N", [("N", "2C"), ("E", "2S"), ("S", "P"), ("W", "P")])
    >>> [r.call for r in opener_after_waiting_pass(ctx)][:3]
    ['3NT', '2NT', '3H']
    """
    theirs = {strain_of(c) for c in ctx.their_bids} - {"N"}
    last = ctx.last_bid or "2C"

    def stopped(h: Evaluation) -> bool:
        return h.balanced and all(h.stopper(t) for t in theirs)
    out = [Rule("3NT", f"{points(25, 27)}, balanced, their suit stopped", (25, 27),
                test=stopped)]
    notrump = cheapest("N", last)
    if level_of(notrump) == 2:
        out.append(Rule(notrump, f"{points(22, 24)}, balanced, their suit stopped, forcing",
                        (22, 24), test=stopped, forcing=True))
    for s in ("S", "H", "D", "C"):
        if s not in theirs:
            out.append(Rule(cheapest(s, last), f"5+ {name(s)}, forcing to game", (0, 37),
                            {s: (5, 13)}, longest_is(s), forcing=True))
    for s in ("S", "H", "D", "C"):
        if s not in theirs:
            out.append(Rule(cheapest(s, last), f"4+ {name(s)}, forcing to game", (0, 37),
                            {s: (4, 13)}, forcing=True))
    out.append(Rule(notrump, "no suit to show: forcing to game", (0, 37),
                    forcing=level_of(notrump) < 3))
    return [r for r in out if ctx.is_legal(r.call)]


def opener_after_2c(ctx: Context) -> list[Rule]:
    """Opener's rebid after 2C: no trumps with the balanced ranges, else her five-card
    suit, forcing to game, at the strength her 2C showed (22+, or fewer points with nine
    tricks in hand: the opening's own lower end)."""
    answer = ctx.partners[-1] if ctx.partners else "2D"
    low = min(22, ctx.range_of(ctx.me).hcp[0])
    if answer != "2D":                               # a positive answer
        return _after_positive(answer, low)
    out = [Rule("3NT", f"{points(25, 27)}, balanced", (25, 27), test=BALANCED),
           Rule("2NT", f"{points(22, 24)}, balanced", (22, 24), test=BALANCED)]
    for s in ("S", "H", "D", "C"):
        level = 2 if s in "HS" else 3
        out.append(Rule(f"{level}{s}", f"5+ {name(s)}, forcing to game", (low, 37),
                        {s: (5, 13)}, longest_is(s), forcing=True))
    return out


def _after_positive(answer: str, low: int = 22) -> list[Rule]:
    """Opener after a positive answer to 2C: raise her suit (three trumps in a major, four
    in a minor), else show a five-card suit, else no trumps."""
    out: list[Rule] = []
    suit = strain_of(answer)
    if suit in "HSDC" and suit:
        out.append(Rule(cheapest(suit, answer), f"support: {3 if suit in 'HS' else 4}+ "
                        f"{name(suit)}", (low, 37), {suit: (3 if suit in "HS" else 4, 13)},
                        forcing=True))
    for s in ("S", "H", "D", "C"):
        if s != suit:
            out.append(Rule(cheapest(s, answer), f"5+ {name(s)}, forcing to game", (low, 37),
                            {s: (5, 13)}, longest_is(s), forcing=True))
    out.append(Rule(cheapest("N", answer), f"{points(22)}, no fit, balanced", (22, 37)))
    return out


def opener_after_new_suit(ctx: Context) -> list[Rule]:
    """The preempter (a weak two or a three-level preempt) after partner's new suit,
    forcing one round: raise with three, else rebid her suit."""
    suit, new = strain_of(ctx.mine[0]), strain_of(ctx.partners[-1])
    return [Rule(cheapest(new, ctx.partners[-1]), f"support: 3+ {name(new)}", (5, 11),
                 {new: (3, 13)}),
            Rule(cheapest(suit, ctx.partners[-1]), f"no fit: rebids {name(suit)}", (5, 11))]


def responder_after_2c_suit(ctx: Context) -> list[Rule]:
    """After 2C-2D and opener's suit (forcing to game): raise with three trumps, show a
    good five-card suit of my own (any five-card major at the two level, any six-card
    suit: the fit matters more than the honours opposite 22+), else 2NT (or 3NT)
    waiting."""
    suit = strain_of(ctx.partners[-1])
    last = ctx.partners[-1]
    out = [Rule(cheapest(suit, last), f"support: 3+ {name(suit)}", (0, 37), {suit: (3, 13)},
                forcing=True)]            # (2C-2D-3D-4D: the raise of a three-level suit)
    for s in ("S", "H", "D", "C"):
        if s != suit:
            call = cheapest(s, last)
            if level_of(call) <= 3:
                out.append(Rule(call, f"5+ {name(s)} with two top honours", (4, 37),
                                {s: (5, 13)}, good_suit(s), forcing=True))
    for s in ("S", "H", "D", "C"):       # any five-card major at the two level, any six
        call = cheapest(s, last)
        if s != suit and level_of(call) <= 3:
            least = 5 if level_of(call) == 2 and s in "HS" else 6
            out.append(Rule(call, f"{least}+ {name(s)}", (0, 37), {s: (least, 13)},
                            forcing=True))
    out.append(Rule(cheapest("N", last), "no fit, nothing to show: waiting", (0, 37),
                    forcing=level_of(cheapest("N", last)) < 3))
    return out


def responses_to_weak_two(ctx: Context) -> list[Rule]:
    """Responder after partner's weak two; when RHO doubled it, the same answers (the
    raises preempt further) and a redouble with 16+ and no fit. Game with a fit counts
    shortness as dummy (``KJ9862 AK65 KJ6 -``: 15 points, a void and six trumps bids
    4S at once rather than asking for a feature and stopping in three)."""
    suit = strain_of(ctx.opening or "2S")
    game = f"4{suit}" if suit in "HS" else "3NT"
    doubled = [Rule("XX", f"redouble: {points(16)}, no fit", (16, 37), {suit: (0, 1)})] \
        if ctx.rho_call == "X" else []
    out = [*doubled, Rule(game, f"to play: a fit and {points(16)} as dummy", (10, 37),
                          {suit: (3, 13)},
                          lambda h: h.support_points(suit) >= 16 or h.hcp >= 17),
           Rule("2NT", f"asks for a feature: {points(15)}, forcing", (15, 37), forcing=True)]
    if suit in "HS":
        out.append(Rule(f"4{suit}", f"preemptive raise: 4+ {name(suit)}, a weak hand",
                        (0, 12), {suit: (4, 13)}))
    for s in ("S", "H"):     # the new suit, forcing, looks for a game the raise cannot
        if s != suit:
            level = 2 if "CDHS".index(s) > "CDHS".index(suit) else 3
            out.append(Rule(f"{level}{s}", f"new suit: 5+ {name(s)}, {points(13)}, forcing",
                            (13, 37), {s: (5, 13)}, forcing=True))
    out.append(Rule(f"3{suit}", f"extends the preempt: 3 {name(suit)}, no game", (0, 14),
                    {suit: (3, 13)}))
    out.append(Rule("P", "no game in sight", (0, 15)))
    return out


def opener_after_feature_ask(ctx: Context) -> list[Rule]:
    suit = strain_of(ctx.mine[0])
    out = [Rule("3NT", f"A-K-Q of {name(suit)}", (8, 11), {suit: (6, 6)},
                lambda h: h.ranks[suit].startswith("AKQ"))]
    for s in ("C", "D", "H", "S"):
        if s != suit:
            out.append(Rule(f"3{s}", f"a maximum with a feature: an ace or king in {name(s)}",
                            (9, 11), test=top_card_in(s)))
    out.append(Rule(f"3{suit}", "a minimum", (5, 11)))
    return out


def asker_after_answer(ctx: Context) -> list[Rule]:
    """After my 2NT feature ask and opener's answer: a feature (or A-K-Q) shows 9-11,
    three of her suit 5-8, so game needs about 14 points facing a maximum and 17 facing a
    minimum. A feature is not an invitation to play in that suit: bid the game in her
    major with three trumps, 3NT with the other suits stopped, else sign off in three of
    her suit (pass it after a minimum).

    >>> from bridgeclub.bots.bidding.evaluation import Evaluation
    >>> ctx = Context.build("S", [("N", "2S"), ("E", "P"), ("S", "2NT"), ("W", "P"),
    ...                           ("N", "3H"), ("E", "P")])
    >>> hand = Evaluation.of("SA S4 HA H5 DA DQ D8 D7 D4 CK C9 C5 C2".split())
    >>> next(r for r in asker_after_answer(ctx) if r.admits(hand)).call
    '3NT'
    """
    suit, answer = strain_of(ctx.partners[0]), ctx.partners[-1]
    if answer == "3NT":
        return [Rule("P", f"3NT rests on partner's A-K-Q of {name(suit)}", (0, 37))]
    maximum = answer != f"3{suit}"
    need = 14 if maximum else 17
    facing = "a maximum" if maximum else "a minimum"
    out = []
    if suit in "HS":
        out.append(Rule(f"4{suit}", f"game: 3+ {name(suit)}, {points(need)} facing {facing}",
                        (need, 37), {suit: (3, 13)}))
    out.append(Rule("3NT", f"game: {points(need)} facing {facing}, the other suits "
                    "stopped", (need, 37), test=others_stopped(suit)))
    if suit in "HS":
        out.append(Rule(f"4{suit}", f"game: {points(need + 2)} facing {facing}",
                        (need + 2, 37), {suit: (2, 13)}))
    if maximum and level_of(cheapest(suit, answer)) == 3:
        out.append(Rule(cheapest(suit, answer), f"signs off: no game facing {facing}",
                        (15, 37)))
    out.append(Rule("P", f"no game facing {facing}", (0, 37)))
    return out


def is_weak_two(ctx: Context, call: str | None) -> bool:
    return (call is not None and level_of(call) == 2 and strain_of(call) in "DHS"
            and ctx.system.weak_twos)
