"""The wriggle: escaping from our weak no trump doubled for penalties (Acol's card,
``System.wriggle``; SAYC plays the system on over the double, ``notrump``).

A 12-14 no trump doubled by a 15+ hand goes for 500 or more when responder is weak, so
the weak hand runs at once, as the English Bridge Union's notes teach (English Bridge,
June 2019, "Dealing with the penalty double": Stayman and weak take-outs give way to
natural escapes) and the SOS redouble finds the fit when there is no long suit
(``transferprecision`` notes "1NT opening with interference": redouble is SOS, opener
bids her four-card suits up the line until a 4-3 fit is found):

- Over 1NT (X), and over 1NT P P (X) P P (the double in the pass-out seat, partner of the
  doubler passing it): 2C, 2D, 2H or 2S is a weak take-out (5+ cards, 0-8 points, to
  play: opener passes); 3H or 3S five cards with game values (11+), forcing (opener
  raises with three, else 3NT: "with a more shapely holding jump in a suit in search of
  a game", M J Bridge); XX is SOS (0-7 points, no five-card suit: opener bids her
  cheapest four-card suit); pass shows values (8+ points, 9+ with a long suit), content
  to play 1NT doubled; then a double of their escape is for penalties. Opposite the
  doubler's 15+ a 6-7 count leaves us 18-21 points to their 19-22 and the opening lead:
  1NT doubled goes two or three down (-500, -800), a 4-3 fit at the two level one.
- Opener passes 1NT P P (X): partner, who knows she is weak, decides; she passes
  1NT (X) P P: partner's pass showed the values.
- After the SOS redouble opener bids her cheapest four-card suit; responder passes with
  three cards there (a 4-3 fit at least), else bids her cheapest four-card suit above it
  (at the three level when none is above); opener passes with three cards there, else
  bids her next four-card suit up the line at the two level; then responder passes.
  When they bid over the redouble we are off the hook: pass.
- They run from 1NT (X) P: opener doubles with four of their suit; responder, when it
  comes back, doubles with 9+ points and three of their suit, or with four; each leaves
  the other's double in. Short in their suit she passes: the runner's side holds the
  trumps (opener's pass showed three or fewer), and 2 of their suit doubled with a
  doubleton or less opposite it makes as often as not, however many points we hold.
- They double our escape: we pass (opener's second suit or responder's correction would
  only climb).

>>> from bridgeclub.bots.bidding.options import ACOL
>>> ctx = Context.build("S", [("N", "1NT"), ("E", "X")], system=ACOL)
>>> weak = Evaluation.of("SJ S7 S6 S3 HT H8 H2 DQ D8 D7 D4 C9 C6".split())
>>> next(r for r in rules(ctx) if r.admits(weak)).call
'XX'
"""

from __future__ import annotations

from bridgeclub.bots.bidding.context import Context, bid, cheapest, level_of, strain_of
from bridgeclub.bots.bidding.evaluation import Evaluation
from bridgeclub.bots.bidding.rule import Rule, longest_of, name, points

#: Responder's escapes: a weak take-out up to WEAK points; the SOS redouble up to SOS;
#: a five-card major forcing to game from GAME.
WEAK = 8
SOS = 7
GAME = 11
#: The suits from the cheapest up.
UP = ("C", "D", "H", "S")
DIRECT = ("X",)
BALANCING = ("P", "P", "X", "P", "P")
#: Opener's calls show nothing new of her strength: her 1NT told it.
ANY = (0, 37)


def _tail(ctx: Context) -> tuple[str, ...] | None:
    """The calls after our 1NT opening, when the card wriggles, we opened 1NT and it was
    doubled (at once or in the pass-out seat); else None."""
    if not ctx.system.wriggle or ctx.opening != "1NT" or not ctx.we_opened:
        return None
    start = next(i for i, (_, c) in enumerate(ctx.calls) if c != "P")
    tail = tuple(c for _, c in ctx.calls[start + 1:])
    if tail[:1] == DIRECT or tail[:3] == BALANCING[:3]:
        return tail
    return None


def _base(tail: tuple[str, ...]) -> int:
    """How many calls of ``tail`` lead to responder's escape: 1 direct, 5 balancing."""
    return len(DIRECT) if tail[:1] == DIRECT else len(BALANCING)


def _after(ctx: Context, tail: tuple[str, ...], rest: str) -> tuple[str, ...] | None:
    """The calls after responder's turn to escape, when ``tail`` starts with it; ``rest``:
    which of us speaks now (``O`` opener, ``R`` responder)."""
    base = _base(tail)
    if tail[:base] not in (DIRECT, BALANCING) or len(tail) < base:
        return None
    me_opened = ctx.opener == ctx.me
    if (rest == "O") != me_opened:
        return None
    return tail[base:]


def _no_five(h: Evaluation) -> bool:
    return max(h.length.values()) <= 4


def escapes(ctx: Context) -> list[Rule]:
    """Responder over 1NT (X), or over 1NT P P (X) P P: run, SOS or stand."""
    out = [Rule(bid(3, m), f"5+ {name(m)}, forcing to game: choose the game",
                (GAME, 37), {m: (5, 13)}, forcing=True) for m in ("S", "H")]
    out += [Rule(bid(2, s), f"weak take-out over their double: 5+ {name(s)}, to play, "
                f"{points(0, WEAK)}", (0, WEAK), {s: (5, 13)}, longest_of(s))
           for s in ("S", "H", "D", "C")]
    out.append(Rule("XX", f"SOS redouble: {points(0, SOS)}, no five-card suit; asks for "
                    "opener's cheapest four-card suit", (0, SOS),
                    {s: (0, 4) for s in UP}, forcing=True))
    out.append(Rule("P", f"values: {points(SOS + 1)} (9+ with a long suit), 1NT doubled "
                    "to play; a double of their escape is for penalties", (SOS + 1, 37),
                    test=lambda h: h.hcp > WEAK or _no_five(h)))
    return out


def _cheapest_four(suit: str, among: tuple[str, ...], level: int, why: str,
                   hcp: tuple[int, int]) -> Rule:
    """The bid of ``suit`` at ``level``: 4+ cards there, fewer in the suits of ``among``
    before it."""
    before = among[:among.index(suit)]
    lengths = {s: (0, 3) for s in before} | {suit: (4, 13)}
    return Rule(bid(level, suit), f"{why}: 4+ {name(suit)}", hcp, lengths)


def answers(ctx: Context) -> list[Rule]:
    """Opener after partner's SOS redouble: her cheapest four-card suit (RHO passed)."""
    lo, hi = ANY
    return [_cheapest_four(s, UP, 2, "answer to the SOS redouble, my cheapest four-card "
                           "suit", (lo, hi)) for s in UP]


def responder_after_answer(ctx: Context, answer: str) -> list[Rule]:
    """Responder (SOS) after opener's answer ``answer``: pass with three cards there,
    else her cheapest four-card suit above it (at the three level when none is)."""
    suit = strain_of(answer)
    out = [Rule("P", f"a fit: 3+ {name(suit)}", (0, SOS), {suit: (3, 4)})]
    order = tuple(s for s in UP if UP.index(s) > UP.index(suit)) + \
        tuple(s for s in UP if UP.index(s) < UP.index(suit))
    for s in order:
        rule = _cheapest_four(s, order, level_of(cheapest(s, answer)),
                              f"SOS, up the line: 2 or fewer {name(suit)}", (0, SOS))
        out.append(Rule(rule.call, rule.why, rule.hcp, {**rule.lengths, suit: (0, 2)}))
    return out


def opener_after_correction(ctx: Context, answer: str, correction: str) -> list[Rule]:
    """Opener after her answer and responder's new suit: pass with three cards there,
    else her next four-card suit up the line at the two level, else pass."""
    lo, hi = ANY
    suit = strain_of(correction)
    out = [Rule("P", f"a fit: 3+ {name(suit)}", (lo, hi), {suit: (3, 5)})]
    above = tuple(s for s in UP if UP.index(s) > UP.index(suit) and s != strain_of(answer))
    for s in above:
        rule = _cheapest_four(s, above, 2, f"up the line: 2 or fewer {name(suit)}",
                              (lo, hi))
        out.append(Rule(rule.call, rule.why, rule.hcp, {**rule.lengths, suit: (0, 2)}))
    out.append(Rule("P", f"no better fit: 2 or fewer {name(suit)}", (lo, hi),
                    {suit: (0, 2)}))
    return out


def penalty_doubles(ctx: Context, opener: bool) -> list[Rule]:
    """They ran from 1NT doubled after responder's pass (her values): opener doubles with
    four of their suit; responder, when it comes back to her, with 9+ points and three of
    their suit, or with four of it (short in their suit she passes: their fit)."""
    theirs = strain_of(ctx.last_bid or "2C")
    lo, hi = ANY
    if theirs not in UP:
        return [Rule("X", f"penalty double: {points(9)}, we hold the balance", (9, 37)),
                Rule("P", "nothing more to say", (lo, hi))]
    if opener:
        return [Rule("X", f"penalty double: 4+ {name(theirs)}, partner showed values",
                     (lo, hi), {theirs: (4, 13)}),
                Rule("P", f"3 or fewer {name(theirs)}: partner speaks again", (lo, hi))]
    return [Rule("X", f"penalty double: {points(9)} and 3+ {name(theirs)}, we hold the "
                 "balance", (9, 37), {theirs: (3, 13)}),
            Rule("X", f"penalty double: 4+ {name(theirs)}", (SOS + 1, 37),
                 {theirs: (4, 13)}),
            Rule("P", f"{points(SOS + 1, WEAK)}, 3 or fewer {name(theirs)}",
                 (SOS + 1, WEAK), {theirs: (0, 3)}),
            Rule("P", f"2 or fewer {name(theirs)}: their fit, no penalty double",
                 (WEAK + 1, 37), {theirs: (0, 2)})]


def rules(ctx: Context) -> list[Rule]:
    """The wriggle's rules for the seat to call, or [] when the auction is not ours."""
    tail = _tail(ctx)
    if tail is None:
        return []
    lo, hi = ANY
    if ctx.opener == ctx.me and tail == BALANCING[:3]:
        return [Rule("P", "my 1NT doubled in the pass-out seat: partner, who knows her "
                     "hand, rescues or stands", (lo, hi))]
    if ctx.opener == ctx.me and tail == ("X", "P", "P"):
        return [Rule("P", "partner's pass showed values: 1NT doubled to play", (lo, hi))]
    rest_r = _after(ctx, tail, "R")
    rest_o = _after(ctx, tail, "O")
    if rest_r == ():
        return escapes(ctx)
    if rest_o is not None and len(rest_o) == 2 and rest_o[0] == "XX":
        if rest_o[1] == "P":
            return answers(ctx)
        return [Rule("P", "they bid over partner's SOS redouble: off the hook", (lo, hi))]
    if rest_r is not None and len(rest_r) == 4 and rest_r[0] == "XX" and \
            rest_r[1] == "P" and level_of(rest_r[2]) == 2 and strain_of(rest_r[2]) in UP and \
            rest_r[3] in ("P", "X"):
        return responder_after_answer(ctx, rest_r[2])
    if rest_o is not None and len(rest_o) == 6 and rest_o[0] == "XX" and \
            rest_o[1] == "P" and strain_of(rest_o[2]) in UP and rest_o[3] in ("P", "X") and \
            strain_of(rest_o[4]) in UP and rest_o[5] in ("P", "X"):
        return opener_after_correction(ctx, rest_o[2], rest_o[4])
    if rest_r is not None and rest_r[:1] == ("XX",) and len(rest_r) >= 4:
        return [Rule("P", "the SOS search is over", (0, SOS))]
    if rest_o is not None and len(rest_o) == 2 and rest_o[0] == "P" and \
            level_of(rest_o[1]) and tail[:1] == DIRECT:
        return penalty_doubles(ctx, opener=True)
    if rest_r is not None and len(rest_r) == 4 and rest_r[0] == "P" and \
            level_of(rest_r[1]) and rest_r[2:] == ("P", "P") and tail[:1] == DIRECT:
        return penalty_doubles(ctx, opener=False)
    if rest_r is not None and len(rest_r) == 4 and rest_r[0] == "P" and \
            level_of(rest_r[1]) and rest_r[2:] == ("X", "P") and tail[:1] == DIRECT:
        return [Rule("P", "leaves partner's penalty double in", (SOS + 1, 37))]
    if rest_o is not None and len(rest_o) == 6 and rest_o[0] == "P" and \
            level_of(rest_o[1]) and rest_o[2:] == ("P", "P", "X", "P") and tail[:1] == DIRECT:
        return [Rule("P", "leaves partner's penalty double in", (lo, hi))]
    if rest_o is not None and len(rest_o) == 2 and rest_o[0] in ("3H", "3S") and \
            rest_o[1] == "P":
        major = strain_of(rest_o[0])
        return [Rule(bid(4, major), f"3+ {name(major)}: game in the major", (lo, hi),
                     {major: (3, 5)}),
                Rule("3NT", f"2 {name(major)}: game in no trumps", (lo, hi))]
    if rest_o is not None and len(rest_o) == 2 and level_of(rest_o[0]) == 2 and \
            rest_o[1] in ("P", "X"):
        return [Rule("P", "partner's weak take-out is to play", (lo, hi))]
    if rest_r is not None and len(rest_r) == 4 and level_of(rest_r[0]) == 2 and \
            rest_r[1] == "X" and rest_r[2:] == ("P", "P"):
        return [Rule("P", "my weak take-out doubled: running again would only climb",
                     (0, WEAK))]
    return []
