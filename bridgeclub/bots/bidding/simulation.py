"""Expert's judgement in the auction: the system's call checked by simulation.

The rules (``system.choose``) give the system's call. Once someone has opened, the
``expert`` player also deals the three hidden hands again many times, each fitting what
the auction showed (``reader``'s ranges, ``sampling.deal_around``), and for each of a few
calls (the system's, pass, a double, each strain's cheapest bid and its game) bids the
deal out with every seat following the system (``rollout``), and scores the contract
reached for the tricks it takes double dummy (DDS through endplay, one solve per contract,
``analysis.dds.solve_boards``) spread as the tricks at a table spread about them
(``TRICK_SPREAD``, ``expected_gain``): double dummy, every finesse is right, and a
simulation scored by it bids thin games a table goes down in. It makes another call only
when that call gains over the system's, deal by deal, clearly: by ``MARGIN`` IMPs a board on
average and by ``SURENESS`` standard errors. The rollouts' opponents bid by their own card
(ours when not given), whose rules seldom double for penalty, so a contract of ours that
their cards beat by ``PENALTY`` tricks is scored doubled, as a robot or a good player at
the table doubles it (``penalised``). A departure is only ever a call partner reads as
meant (``readable``: a rule of the system that describes the hand, or a game with a fit
partner has shown or their suits stopped): a "natural" jump partner would take for
something else is never a candidate. This is bidding by simulation as GIB and Ben
bid (no library does it for a system of our own rules); the partners read the call by the
system, and the rollouts bid as they will, so a call partner would misread scores badly
and is not chosen.

The search is anytime, like the card search: deals are scored a batch at a time, the
calls surely worse than the system's are dropped as it goes, and it stops at its
wall-clock ``seconds``, the most deals, or when only the system's call is left.

>>> import random
>>> from bridgeclub.bots.bidding.context import Context
>>> from bridgeclub.bots.bidding.evaluation import Evaluation
>>> hands = {s: Evaluation.of(h.split()) for s, h in {
...     "N": "SA SK S2 HQ HJ H3 DK D9 D8 D4 CA C6 C5",
...     "E": "SQ SJ ST HA HT H9 H8 DQ DJ CK CJ C9 C8",
...     "S": "S9 S8 S7 S6 S5 HK H7 H6 DA DT CQ C4 C3",
...     "W": "S4 S3 H5 H4 H2 DK D7 D6 D5 D3 D2 CT C7"}.items()}
>>> auction = rollout((("N", "1NT"), ("E", "P")), hands, Rollouts())
>>> " ".join(str(call) for call in auction.calls), auction.contract.describe()
('1NT P 2H P 2S P 2NT P 4S P P P', '4S by N')
"""

from __future__ import annotations

import math
import random
import statistics
import time
from collections.abc import Mapping, Sequence
from concurrent.futures import TimeoutError as FutureTimeout
from dataclasses import dataclass, field, replace
from typing import Final

from bridgeclub.analysis.dds import contract_board, solve_boards_soon
from bridgeclub.analysis.sampling import Layout, deal_around
from bridgeclub.auction import Auction
from bridgeclub.bots.bidding import system as sayc
from bridgeclub.bots.bidding.context import (
    STRAINS,
    Context,
    Score,
    bid,
    cheapest,
    level_of,
    seat_after,
    strain_of,
)
from bridgeclub.bots.bidding.evaluation import Evaluation
from bridgeclub.bots.bidding.options import System
from bridgeclub.bots.bidding.reader import context_at, read_auction
from bridgeclub.bots.bidding.rule import Rule, name
from bridgeclub.calls import Contract, Strain
from bridgeclub.cards import Card
from bridgeclub.deal import Deal
from bridgeclub.scoring.contract import duplicate_score
from bridgeclub.scoring.imps import imps
from bridgeclub.seats import Seat

#: IMPs a board another call must gain over the system's, on average, to be chosen.
MARGIN: Final = 0.5
#: Standard errors by which that gain must be clear of zero.
SURENESS: Final = 1.5
#: Deals scored between two readings of the stopping rule (after each, the calls that
#: surely gain less than ``MARGIN`` are dropped), the least before another call is chosen,
#: and the most.
BATCH: Final = 8
LEAST: Final = 16
MOST: Final = 64
GAME: Final = {"C": 5, "D": 5, "H": 4, "S": 4, "N": 3}

Calls = tuple[tuple[str, str], ...]


@dataclass
class Rollouts:
    """What the rollouts of one decision share: our side's card (``system``, for the
    side ``side``), the opponents' (``opponents``; ours when not given: each side bids
    and reads by its own card, so an Acol pair's rollouts meet SAYC opponents as the
    table does), the vulnerable seats, the score below the line, and each auction's
    context (the same for every deal).

    >>> from bridgeclub.bots.bidding.options import ACOL, SAYC
    >>> acol = Rollouts(ACOL, opponents=SAYC)
    >>> [acol.context(calls).system.name for calls in ((("N", "1D"),), (("E", "1D"),))]
    ['SAYC', 'Acol']
    """

    system: System = field(default_factory=System)
    vulnerable: str = ""
    score: Score = field(default_factory=Score)
    contexts: dict[Calls, Context] = field(default_factory=dict)
    opponents: System | None = None
    side: str = "NS"

    def context(self, calls: Calls) -> Context:
        found = self.contexts.get(calls)
        if found is None:
            seat = seat_after(calls[-1][0], 1)
            ours = seat in self.side
            theirs = self.opponents or self.system
            mine, other = (self.system, theirs) if ours else (theirs, self.system)
            side = "NS" if seat in "NS" else "EW"
            known, forcing = read_auction(calls, mine, self.vulnerable, self.score, other,
                                          side)
            found = context_at(seat, calls, known, forcing, mine, self.vulnerable,
                               self.score)
            self.contexts[calls] = found
        return found


def auction_of(calls: Calls) -> Auction:
    """``calls`` (the first by the dealer) as the core's auction, which knows when it
    has ended and its contract (Law 53's declarer).

    >>> auction_of((("N", "1H"), ("E", "P"), ("S", "2H"), ("W", "X"), ("N", "4H"),
    ...             ("E", "X"), ("S", "P"), ("W", "P"), ("N", "P"))).contract.describe()
    '4HX by N'
    """
    auction = Auction(Seat.from_str(calls[0][0]))
    for _, call in calls:
        auction.call(call)
    return auction


def rollout(calls: Calls, hands: Mapping[str, Evaluation], shared: Rollouts) -> Auction:
    """The auction bid to its end from ``calls``, every seat by the system's rules."""
    auction = auction_of(calls)
    while not auction.is_complete:
        ctx = shared.context(calls)
        call = sayc.choose(ctx, hands[ctx.me]).call
        call = call if ctx.is_legal(call) else "P"
        auction.call(call)
        calls = (*calls, (ctx.me, call))
    return auction


#: Points by which a departure's hand may stray from the range of the rule that describes
#: it (a judgement's upgrade or downgrade): partner reads the rule's range, and the hand
#: is near it.
SLACK: Final = 2
#: Combined points for a game in no trumps that partner reads as "to play".
NOTRUMP_GAME: Final = 25


def describes(rule: Rule, hand: Evaluation) -> bool:
    """Whether ``rule`` tells partner what ``hand`` holds: its suit lengths and test hold
    and its points are within ``SLACK`` of the rule's (what partner reads of the call).

    >>> hand = Evaluation.of("SA SK S2 HQ HJ H3 DK D9 D8 D4 CA C6 C5".split())
    >>> describes(Rule("1NT", "15-17", hcp=(15, 17)), hand)
    True
    >>> describes(Rule("1NT", "20-21", hcp=(20, 21)), hand), describes(
    ...     Rule("2H", "5+ hearts", lengths={"H": (5, 13)}), hand)
    (False, False)
    """
    low, high = rule.hcp
    return low - SLACK <= hand.hcp <= high + SLACK and replace(rule, hcp=(0, 37)).admits(hand)


def readable(ctx: Context, call: str, hand: Evaluation) -> Rule | None:
    """The meaning partner reads in ``call`` when it describes ``hand``, or None when
    partner would take it for something else. A call is readable when a rule of the
    system that makes it here ``describes`` the hand; or when it is a game the
    partnership has shown the values for: in a suit with an eight-card fit partner knows
    of (partner's shown length and mine), or in no trumps with their suits stopped and
    ``NOTRUMP_GAME`` points between partner's shown minimum and mine.

    >>> ctx = Context.build("S", [("N", "1S"), ("E", "2H")])
    >>> hand = Evaluation.of("SK SQ S8 S2 HA H3 DK D9 D8 D4 CJ C6 C5".split())
    >>> readable(ctx, "3NT", hand).why
    '13-15 points, a stopper in hearts'
    >>> [readable(ctx, c, hand) is not None for c in ("4S", "3S", "5D")]
    [True, False, False]
    """
    for rule in sayc.rules_for(ctx):
        if rule.call == call and describes(rule, hand):
            return rule
    strain = strain_of(call)
    if not strain or level_of(call) != GAME[strain] or strain in ctx.their_suits:
        return None
    if strain == "N":
        shown = ctx.range_of(ctx.partner).hcp[0] if ctx.partners else 0
        if shown + hand.hcp >= NOTRUMP_GAME and all(hand.stopper(s)
                                                    for s in set(ctx.their_suits)):
            return Rule(call, "game in no trumps: to play")
        return None
    if ctx.partners and hand.length[strain] + ctx.partner_length(strain) >= 8:
        return Rule(call, f"game in {name(strain)}: to play, a fit with partner")
    return None


def candidates(ctx: Context, rule_call: str, hand: Evaluation) -> list[str]:
    """The calls worth a simulation: the system's first, a pass (unless partner's call
    forces me), a double of the opponents' bid, and each strain they have not bid: its
    cheapest bid and its game (slams only when the system bids one); of them only those
    partner reads as they are meant (``readable``), so that no call partner takes for
    something else is ever chosen."""
    found = [rule_call, "P"]
    if ctx.last_bidder is not None and not ctx.ours(ctx.last_bidder) and not ctx.doubled:
        found.append("X")
    theirs = set(ctx.their_suits)
    for strain in STRAINS:
        if strain in theirs:
            continue            # a cue bid is the system's to make, not a contract
        low = cheapest(strain, ctx.last_bid)
        found.append(low)
        if level_of(low) < GAME[strain]:
            found.append(bid(GAME[strain], strain))
    return [c for i, c in enumerate(found) if c not in found[:i] and ctx.is_legal(c)
            and level_of(c) <= max(5, level_of(rule_call))
            and (c == rule_call or (c == "P" and not ctx.forcing)
                 or readable(ctx, c, hand) is not None)]


def score_for(contract: Contract | None, tricks: int, me: str, vulnerable: str,
              contested: bool = False) -> int:
    """My side's duplicate score for ``contract`` making ``tricks``. In a ``contested``
    auction a contract of my side that fails is scored doubled: a sacrifice or a push
    that the rollouts' opponents let go undoubled is not one a good player gets away with.

    >>> score_for(Contract(4, Strain.SPADES, 0, Seat.E), 9, "N", "NESW")
    100
    >>> score_for(Contract(5, Strain.CLUBS, 0, Seat.N), 9, "N", "", contested=True)
    -300
    """
    if contract is None or contract.declarer is None:
        return 0
    ours = contract.declarer.side is Seat.from_str(me).side
    if ours and contested and tricks < contract.level + 6:
        contract = replace(contract, doubled=max(contract.doubled, 1))
    points = duplicate_score(contract, tricks, str(contract.declarer) in vulnerable)
    return points if ours else -points


#: How a contract's result at the table spreads about its double-dummy tricks (tricks
#: taken minus DDS's): declarers and defenders both go wrong, so a contract that makes
#: by exactly its tricks double dummy is worth less than DDS says, and one a trick short
#: more. Measured with ``bench/bots.py``'s tables, the computers bidding and playing: 41%
#: of contracts take DDS's tricks, 22% one fewer, 16% one more (80 deals, standard); the
#: mean differs by level and run, -0.3 to +0.3 tricks, so the spread is near even.
TRICK_SPREAD: Final = ((-2, 0.08), (-1, 0.25), (0, 0.40), (1, 0.20), (2, 0.07))


#: Tricks by which the defenders beat a contract of ours, double dummy, when they double
#: it: the rollouts bid the opponents' seats by our system, which never doubles for
#: penalty on its own, and a robot or a good player at the table doubles a contract that
#: their cards beat by two.
PENALTY: Final = 2


def penalised(contract: Contract | None, tricks: int, me: str) -> Contract | None:
    """``contract`` as the opponents of ``me`` leave it: doubled when it is ours and
    their side's tricks (double dummy) beat it by ``PENALTY`` or more, as a defender who
    holds the balance of the cards doubles (Law 19: a double of the opponents' bid).

    >>> str(penalised(Contract(3, Strain.NOTRUMP, 0, Seat.N), 7, "S"))
    '3NTX'
    >>> [str(penalised(Contract(3, Strain.NOTRUMP, 0, Seat.N), 7, s)) for s in "EW"]
    ['3NT', '3NT']
    >>> str(penalised(Contract(3, Strain.NOTRUMP, 0, Seat.N), 8, "N"))
    '3NT'
    """
    if contract is None or contract.declarer is None or contract.doubled or \
            contract.declarer.side is not Seat.from_str(me).side or \
            tricks > contract.level + 6 - PENALTY:
        return contract
    return replace(contract, doubled=1)


@dataclass(frozen=True)
class Outcome:
    """A rollout's end: the contract (None when passed out), whether the opponents bid
    (``contested``), and its tricks double dummy."""

    contract: Contract | None
    contested: bool = False
    tricks: int = 0

    def points(self, me: str, vulnerable: str, spread: int = 0) -> int:
        """``score_for`` with the tricks ``spread`` from double dummy's (0 to 13), after
        the opponents' double of a contract of ours that their tricks beat by ``PENALTY``
        double dummy (``penalised``)."""
        tricks = min(13, max(0, self.tricks + spread))
        return score_for(penalised(self.contract, self.tricks, me), tricks, me, vulnerable,
                         self.contested)

    @property
    def played(self) -> tuple[Strain, Seat] | None:
        """The strain and declarer (two contracts with them fare alike at the table)."""
        c = self.contract
        return None if c is None or c.declarer is None else (c.strain, c.declarer)


def expected_gain(mine: Outcome, base: Outcome, me: str, vulnerable: str) -> float:
    """The IMPs ``mine`` gains over ``base`` on one deal, over the table's spread about
    double dummy (``TRICK_SPREAD``): the same for two contracts in one strain by one
    declarer, independent otherwise (a passed-out board has no tricks). A vulnerable
    game that makes double dummy gains 10 IMPs over the partscore there, 4.64 at the
    table; a trick short, it loses 6 there and 1.85 at the table:

    >>> game, partscore = (Outcome(Contract(4, Strain.HEARTS, 0, Seat.N), tricks=10),
    ...                    Outcome(Contract(2, Strain.HEARTS, 0, Seat.N), tricks=10))
    >>> imps(620 - 170), round(expected_gain(game, partscore, "N", "NS"), 2)
    (10, 4.64)
    >>> round(expected_gain(replace(game, tricks=9), replace(partscore, tricks=9), "N", "NS"), 2)
    -1.85
    """
    if mine == base:
        return 0.0
    if mine.played is not None and mine.played == base.played:
        spreads = [(d, d, p) for d, p in TRICK_SPREAD]     # one result for both
    else:
        at_table = (TRICK_SPREAD if mine.played else ((0, 1.0),),
                    TRICK_SPREAD if base.played else ((0, 1.0),))
        spreads = [(d, e, p * q) for d, p in at_table[0] for e, q in at_table[1]]
    return math.fsum(p * imps(mine.points(me, vulnerable, d) - base.points(me, vulnerable, e))
                     for d, e, p in spreads)


def contested(auction: Auction, me: str) -> bool:
    """Whether the opponents of ``me`` made a bid in ``auction``."""
    mine = Seat.from_str(me).side
    return any(call.level and auction.seat_of(i).side is not mine
               for i, call in enumerate(auction.calls))


@dataclass
class Verdict:
    """The call chosen, the deals scored, and its gain over the system's call in IMPs a
    board (0 for the system's own call)."""

    call: str
    deals: int
    gain: float


def simulate(me: str, calls: Calls, hand: Sequence[Card], rule_call: str,
             shared: Rollouts, rng: random.Random, seconds: float) -> Verdict:
    """The call for ``hand`` after ``calls`` (see the module's docstring)."""
    deadline = time.monotonic() + seconds
    ctx = shared.context(calls) if calls else Context.build(me, [], system=shared.system)
    alive = candidates(ctx, rule_call, Evaluation.of([str(c) for c in hand]))
    ranges = {Seat.from_str(s): r for s, r in ctx.known.items() if s != me and r.is_possible}
    gains: dict[str, list[float]] = {c: [] for c in alive}
    seen = {Seat.from_str(me): list(hand)}
    while len(alive) > 1 and len(gains[rule_call]) < MOST and time.monotonic() < deadline:
        deals = deal_around(seen, ranges, BATCH, rng)
        if not deals:
            break
        if not _score_batch(deals, me, calls, alive, shared, gains, deadline):
            break
        alive = [c for c in alive if c == rule_call or not _out_of_the_running(gains[c])]
    best = max(alive, key=lambda c: statistics.fmean(gains[c]) if gains[c] else 0.0)
    values = gains[best]
    if best != rule_call and len(values) >= LEAST and _clearly_better(values):
        return Verdict(best, len(values), statistics.fmean(values))
    return Verdict(rule_call, len(gains[rule_call]), 0.0)


def _error(values: Sequence[float]) -> float:
    return statistics.stdev(values) / math.sqrt(len(values)) if len(values) > 1 else 0.0


def _out_of_the_running(values: Sequence[float]) -> bool:
    """Whether a call surely gains less than ``MARGIN`` over the system's (a call that
    reaches the same contract as the system's on every deal gains nothing)."""
    return statistics.fmean(values) + SURENESS * _error(values) < MARGIN


def _clearly_better(values: Sequence[float]) -> bool:
    mean = statistics.fmean(values)
    return mean >= MARGIN and mean - SURENESS * _error(values) > 0


def _score_batch(deals: Sequence[Layout], me: str, calls: Calls, alive: Sequence[str],
                 shared: Rollouts, gains: dict[str, list[float]], deadline: float) -> bool:
    """Bid each deal out after each call still alive and add each call's gain over the
    system's (the first of ``alive``); False when the deadline stopped the solves."""
    #: each deal's outcome after each call; None where every call ends alike
    outcomes: list[dict[str, Outcome] | None] = []
    jobs: dict[tuple[int, Strain, Seat], int] = {}
    for index, layout in enumerate(deals):
        hands = {str(s): Evaluation.of([str(c) for c in cards]) for s, cards in layout.items()}
        auctions = {c: rollout((*calls, (me, c)), hands, shared) for c in alive}
        reached_by = {c: Outcome(a.contract, contested(a, me)) for c, a in auctions.items()}
        if len(set(reached_by.values())) == 1:
            outcomes.append(None)   # no call gains there: nothing to solve
            continue
        outcomes.append(reached_by)
        for outcome in reached_by.values():
            if outcome.played is not None:
                jobs.setdefault((index, *outcome.played), len(jobs))
    keys = list(jobs)
    solved: list[dict[Card, int]] = []
    if keys:
        future = solve_boards_soon([contract_board(Deal(deals[i]), Contract(1, strain, 0, seat))
                                    for i, strain, seat in keys], best_only=True)
        try:
            solved = future.result(timeout=max(0.0, deadline - time.monotonic()))
        except FutureTimeout:
            future.cancel()     # not yet started: the next decision's solves go first
            return False
    tricks = {key: 13 - max(values.values(), default=0)
              for key, values in zip(keys, solved, strict=True)}
    for index, ends in enumerate(outcomes):
        if ends is None:
            for call in alive:
                gains[call].append(0.0)
            continue
        scored = {c: o if o.played is None else replace(o, tricks=tricks[(index, *o.played)])
                  for c, o in ends.items()}
        base = scored[alive[0]]
        for call in alive:
            gains[call].append(expected_gain(scored[call], base, me, shared.vulnerable))
    return True


def meaning(ctx: Context, call: str, hand: Evaluation) -> str:
    """What ``call`` means by the system here, as partner and the opponents read it (the
    rule that describes ``hand``, ``readable``)."""
    rule = readable(ctx, call, hand)
    if rule is not None and rule.why:
        return rule.why
    return "pass" if call == "P" else "natural" if level_of(call) else "for penalty"


def improve(ctx: Context, cards: Sequence[str], rule: Rule, seconds: float,
            rng: random.Random, vulnerable: str, opponents: System | None = None) -> Rule:
    """The system's ``rule`` for the seat of ``ctx``, or a call that the simulation finds
    clearly better (explained by what it means in the system); before anyone has opened
    the system's call stands. The rollouts' opponents bid by their card ``opponents``
    (ours when not given)."""
    if seconds <= 0 or ctx.opener is None:
        return rule
    shared = Rollouts(ctx.system, vulnerable, ctx.score, opponents=opponents,
                      side="NS" if ctx.me in "NS" else "EW")
    hand = [Card.from_str(c) for c in cards]
    verdict = simulate(ctx.me, ctx.calls, hand, rule.call, shared, rng, seconds)
    if verdict.call == rule.call:
        return rule
    return Rule(verdict.call, meaning(ctx, verdict.call, Evaluation.of(cards)))


__all__ = ["Verdict", "improve", "rollout", "simulate"]
