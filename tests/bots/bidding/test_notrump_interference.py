"""When the opponents come in over our no-trump opening (``notrump_interference``): here,
their double of Stayman or of a transfer, over which the system is on (opener answers as
she would have; responder goes on as over the answer), in SAYC and in Acol."""

from __future__ import annotations

import pytest

from bridgeclub.bots.bidding.book import call_for
from bridgeclub.bots.bidding.options import system_named
from bridgeclub.bots.bidding.reader import read_auction
from bridgeclub.cards import Suit


def calls_of(auction: str) -> list[tuple[str, str]]:
    return [("NESW"[i % 4], call) for i, call in enumerate(auction.split())]


@pytest.mark.parametrize("system", ["sayc", "acol"])
def test_opener_answers_stayman_over_their_double(system: str) -> None:
    weak = system == "acol"
    hearts = "AJ.97532.K43.A86" if weak else "AJ.K9753.K43.A86"
    assert call_for(hearts, "1NT P 2C X", system=system).call == "2H"
    spades = "AJ43.973.K43.A86" if weak else "AJ43.K73.K43.A86"
    assert call_for(spades, "1NT P 2C X", system=system).call == "2S"
    none = "AJ4.973.K432.A86" if weak else "AJ4.K73.K432.A86"
    assert call_for(none, "1NT P 2C X", system=system).call == "2D"


def test_opener_completes_a_transfer_over_their_double() -> None:
    rule = call_for("AJ4.K73.K432.A86", "1NT P 2D X")
    assert rule.call == "2H" and "transfer completed" in rule.why


@pytest.mark.parametrize("system", ["sayc", "acol"])
def test_responder_goes_on_over_the_answer_as_without_the_double(system: str) -> None:
    weak_stayman = call_for("Q973.J864.Q986.5", "1NT P 2C X 2H P", system=system)
    assert weak_stayman.call == "P"
    game = call_for("Q973.KJ64.AJ6.K5", "1NT P 2C X 2H P", system=system)
    assert game.call == "4H"


@pytest.mark.parametrize("system", ["sayc", "acol"])
def test_the_reader_reads_the_answer_as_the_system_does(system: str) -> None:
    card = system_named(system)
    known, _ = read_auction(calls_of("1NT P 2C X 2H"), card)
    assert known["N"].hcp == card.one_notrump
    assert known["N"].lengths[Suit.HEARTS][0] == 4


def test_a_bid_over_stayman_is_not_a_double_of_it() -> None:
    rule = call_for("AJ4.K732.K43.A86", "1NT P 2C 2D")
    assert (rule.call, rule.why) == ("2H", "answer to Stayman over their bid: four hearts")


def test_opener_does_not_double_their_bid_over_a_weak_take_out() -> None:
    """Acol: 1NT P 2D (a weak take-out) 2S: partner is weak, so opener's four good spades
    are no reason to double (2SX made with an overtrick, Acol dev3 board 16)."""
    rule = call_for("QJT9.AJ3.T7.AJ76", "1NT P 2D 2S", system="acol")
    assert rule.call == "P" and "weak take-out" in rule.why
    stayman = call_for("QJT9.AJ3.T7.AJ76", "1NT P 2C 2D", system="acol")
    assert stayman.call == "2S"
