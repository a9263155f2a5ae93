"""A book case asked of the system: a hand, the auction so far (North deals), the
vulnerability, and the call the system makes with its explanation.

The SAYC book cases (``tests/bots/bidding/sayc_book.json``, measured by ``bench/sayc.py``)
and the example hands of ``hands.json`` are all asked this way, through the same context
the computer player builds from a view.

>>> rule = call_for("AK2.KQ3.QJ98.T76", "")
>>> rule.call, rule.why
('1NT', '15-17 points, balanced')
>>> call_for("72.KQJ985.843.92", "P P P").call
'P'
"""

from __future__ import annotations

from bridgeclub.bots.bidding import situation_context
from bridgeclub.bots.bidding import system as rules
from bridgeclub.bots.bidding.context import ORDER
from bridgeclub.bots.bidding.evaluation import SUITS, Evaluation
from bridgeclub.bots.bidding.options import System
from bridgeclub.bots.bidding.rule import Rule


def cards_of(pbn: str) -> list[str]:
    """The cards of a hand written ``spades.hearts.diamonds.clubs`` (``-`` for a void).

    >>> cards_of("AK.-.Q2.T")
    ['SA', 'SK', 'DQ', 'D2', 'CT']
    """
    suits = pbn.split(".")
    if len(suits) != 4:
        raise ValueError(f"a hand is four suits separated by dots, not {pbn!r}")
    return [suit + rank for suit, ranks in zip(SUITS, suits, strict=True)
            for rank in ranks.replace("-", "")]


def call_for(hand: str, auction: str, vulnerability: str = "None",
             system: System | str | None = None) -> Rule:
    """The call of the card ``system`` (SAYC by default; ``"acol"``), and its
    explanation, for ``hand`` after ``auction``, the calls separated by spaces from North,
    the dealer.

    >>> call_for("AK2.KQ3.QJ98.T76", "", system="acol").call
    '1D'
    >>> call_for("K52.KQ3.KJ98.T76", "", system="acol").why
    '12-14 points, balanced'
    """
    calls = auction.split()
    seats = [(ORDER[i % 4], call) for i, call in enumerate(calls)]
    me = ORDER[len(calls) % 4]
    cards = cards_of(hand)
    if len(cards) != 13:
        raise ValueError(f"a hand holds 13 cards, not {len(cards)}: {hand!r}")
    view = {"variant": "duplicate", "turn": me, "seat": me, "vulnerability": vulnerability,
            "auction": [{"seat": s, "call": c} for s, c in seats]}
    return rules.choose(situation_context(view, system), Evaluation.of(cards))
