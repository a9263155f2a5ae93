"""The wriggle over Acol's weak no trump doubled (``notrump_doubled``): the calls the
notes give, SAYC keeping the system on, and every call of a doubled-1NT auction read as
it is explained (the walk of ``test_consistency`` on auctions it rarely meets: an Acol
1NT doubled at once or in the pass-out seat)."""

from __future__ import annotations

import random

import pytest

from bridgeclub.bots.bidding import system
from bridgeclub.bots.bidding.book import call_for, cards_of
from bridgeclub.bots.bidding.context import ORDER, Context
from bridgeclub.bots.bidding.evaluation import Evaluation
from bridgeclub.bots.bidding.options import ACOL
from bridgeclub.bots.bidding.reader import context_at, read_auction
from bridgeclub.bots.bidding.rule import Rule
from bridgeclub.deal import Hand


@pytest.mark.parametrize(("auction", "hand", "call"), [
    ("1NT X", "J763.T82.Q874.96", "XX"),          # weak, no five-card suit: SOS
    ("1NT X", "J7632.T82.Q87.96", "2S"),          # weak with five: the weak take-out
    ("1NT X", "J76.T82.Q8.97643", "2C"),          # clubs too: Stayman is off
    ("1NT X", "K763.Q82.Q87.J96", "P"),           # values: 1NT doubled to play
    ("1NT X", "J54.85.Q964.KT75", "XX"),          # 6: 1NT doubled goes for 800
    ("1NT X", "KQ763.K82.J87.96", "P"),           # 9 and a five-card suit: stand
    ("1NT X", "KQ763.A82.Q87.96", "3S"),          # 11 and a five-card major: game
    ("1NT X 3S P", "KJ6.Q82.A874.Q62", "4S"),
    ("1NT X 3S P", "KJ.Q82.A8742.Q62", "3NT"),
    ("1NT P P X P P", "J763.T82.Q874.96", "XX"),  # the pass-out seat's double: the same
    ("1NT P P X P P", "J76.T82.Q8732.96", "2D"),
    ("1NT P P X", "KJ6.Q82.A874.Q62", "P"),       # opener leaves it to partner
    ("1NT X P P", "KJ6.Q82.A874.Q62", "P"),       # partner's pass showed values
    ("1NT X XX P", "KJ6.Q82.A874.Q62", "2D"),     # the cheapest four-card suit
    ("1NT X XX P", "KJ62.Q82.A87.Q62", "2S"),
    ("1NT X XX P 2D P", "J763.T82.Q87.964", "P"),   # three diamonds: a fit
    ("1NT X XX P 2D P", "J763.T842.Q8.964", "2H"),  # up the line
    ("1NT X XX P 2D P 2H P", "KJ6.Q82.A874.Q62", "P"),
    ("1NT X XX P 2C P 2D P", "KJ6.Q2.A87.QJ862", "P"),
    ("1NT X XX P 2C P 2D P", "KJ62.Q82.A7.QJ86", "2S"),
    ("1NT X XX 2S", "KJ6.Q82.A874.Q62", "P"),     # they bid: off the hook
    ("1NT X P 2H", "KJ6.Q982.A87.Q62", "X"),      # four of their suit behind them
    ("1NT X P 2H", "KJ62.Q8.A87.Q862", "P"),
    ("1NT X P 2H P P", "KJ63.Q82.A874.96", "X"),  # 9+: we hold the balance
    ("1NT X P 2H P P", "K763.82.Q874.K96", "P"),
    ("1NT X P 2H P P", "QJ74.J7.AT95.A94", "P"),  # 12 but two hearts: their fit
    ("1NT X P 2S P P", "J8.KT853.AJ652.T", "P"),  # 9, five-five and short in spades
    ("1NT X P 2D P P", "KJ43.QT86.K64.92", "X"),  # 9+ and three of their suit
    ("1NT X P 2H P P X P", "KJ6.Q82.A874.Q62", "P"),  # partner's penalty double stands
    ("1NT X P 2H X P", "K763.82.Q874.K96", "P"),
])
def test_the_acol_wriggle(auction: str, hand: str, call: str) -> None:
    rule = call_for(hand, auction, system="acol")
    assert rule.call == call, rule.why


def test_sayc_keeps_the_system_on_over_a_double_of_its_strong_no_trump() -> None:
    assert call_for("J9843.Q72.852.73", "1NT X").call == "2H"
    assert call_for("J763.T82.Q874.96", "1NT X").call == "P"


def _deal(rng: random.Random) -> dict[str, str]:
    """A random deal, each hand written ``spades.hearts.diamonds.clubs``."""
    cards = list(range(52))
    rng.shuffle(cards)
    held = {seat: sorted(cards[13 * i:13 * i + 13]) for i, seat in enumerate(ORDER)}
    return {seat: ".".join("".join("AKQJT98765432"[c % 13] for c in mine if c // 13 == s)
                           for s in range(4)) for seat, mine in held.items()}


def _rule(hands: dict[str, str], calls: list[tuple[str, str]]) -> Rule:
    seat = ORDER[len(calls) % 4]
    known, forcing = read_auction(calls, ACOL)
    ctx = context_at(seat, calls, known, forcing, ACOL)
    return system.choose(ctx, Evaluation.of(cards_of(hands[seat])))


def _call(hands: dict[str, str], calls: list[tuple[str, str]]) -> str:
    call = _rule(hands, calls).call
    seat = ORDER[len(calls) % 4]
    return call if context_at(seat, calls, {}, [False] * len(calls), ACOL).is_legal(call) \
        else "P"


@pytest.mark.parametrize("start", [("X",), ("P", "P", "X")])
def test_every_call_of_a_doubled_weak_no_trump_is_read_as_explained(
        start: tuple[str, ...]) -> None:
    rng = random.Random(36)
    walked, wrong = 0, []
    while walked < 200:
        hands = _deal(rng)
        opener = Evaluation.of(cards_of(hands["N"]))
        if not (12 <= opener.hcp <= 14 and opener.balanced) or \
                (start != ("X",) and _call(hands, [("N", "1NT"), ("E", "P")]) != "P"):
            continue      # the pass-out seat's double: responder passed 1NT
        walked += 1
        calls = [("N", "1NT")] + [(ORDER[(i + 1) % 4], c) for i, c in enumerate(start)]
        while len(calls) < 4 or any(c != "P" for _, c in calls[-3:]):
            seat = ORDER[len(calls) % 4]
            rule = _rule(hands, calls)
            calls.append((seat, _call(hands, calls)))
            after, _ = read_auction(calls, ACOL)
            if seat in "NS" and not after[seat].admits(Hand.from_pbn(hands[seat])):
                wrong.append(f"{' '.join(c for _, c in calls)} by {hands[seat]}: "
                             f"'{rule.why}' read as {after[seat]}")
    assert not wrong, "\n".join(wrong)


def test_the_card_says_which_side_wriggles() -> None:
    assert ACOL.wriggle and not Context.build("S", []).system.wriggle
