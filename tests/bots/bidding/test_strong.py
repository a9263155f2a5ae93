"""The strong 2C (``strong``) when the opponents come in: responder waits with a pass,
shows a good suit, doubles their overcall for penalties or bids no trumps with a stopper;
never a game on a bust because 2C showed 22+."""

from __future__ import annotations

import pytest

from bridgeclub.bots.bidding.book import call_for
from bridgeclub.bots.bidding.reader import read_auction


def calls_of(auction: str) -> list[tuple[str, str]]:
    return [("NESW"[i % 4], call) for i, call in enumerate(auction.split())]


def test_a_bust_waits_with_a_pass_over_their_double_of_2c() -> None:
    rule = call_for("J8532.QJT9.9742.", "2C X")
    assert rule.call == "P" and "waiting" in rule.why


def test_a_good_suit_is_a_positive_response_over_their_overcall() -> None:
    assert call_for("J853.KQJ98.742.K", "2C 2S").call == "3H"
    assert call_for("J853.QJ982.742.K", "2C 2S").call == "P"          # not a good suit


def test_their_overcall_is_doubled_with_trumps_or_bid_in_no_trumps_with_a_stop() -> None:
    assert call_for("AQ53.98.742.K732", "2C 2S").call == "X"
    assert call_for("Q53.98.K742.K732", "2C 2S").call == "2NT"


def test_the_pass_over_their_call_is_read_as_waiting_and_opener_goes_on() -> None:
    known, _ = read_auction(calls_of("2C 2S P"))
    assert known["S"].hcp == (0, 37)
    assert call_for("KQ6.AKQJ43.AKT.A", "2C 2S P P").call != "P"


def test_opener_goes_on_forcing_after_the_waiting_pass() -> None:
    """2C (2S) P (P): still forcing to game; her suit at the cheapest level, or 2NT with
    22-24 balanced and their suit stopped; never a part score."""
    rule = call_for("7.A.KJT6532.AKQ6", "2C 2S P P")
    assert rule.call == "3D" and rule.forcing
    assert call_for("AQ6.AK43.AKT6.A7", "2C 2S P P").call == "2NT"
    assert call_for("Q9.K7532.Q8.9874", "P 2C 2S P P 3D P").call != "P"


def test_the_waiting_pass_rule_is_only_opener_s_first_rebid_below_game() -> None:
    """2C (4NT) P (5C) P (5D) P (P): a competitive decision, not a forcing description."""
    assert call_for("AK5.KQJ863.AQ85.", "2C 4NT P 5C P 5D P P").call == "X"


@pytest.mark.parametrize("system", ["sayc", "acol"])
def test_the_waiting_responder_raises_openers_three_level_minor_to_four(system: str) -> None:
    """2C-2D-3D: support is 4D (the raise of a three-level suit), not 3NT 'no fit'
    (tune21 board 1562: 3NT with QT862 of diamonds opposite AKJ975, 7D cold)."""
    rule = call_for("T9742.32.QT862.8", "2C P 2D P 3D P", system=system)
    assert rule.call == "4D" and "support" in rule.why


@pytest.mark.parametrize(("auction", "hand", "call"), [
    ("2C P 2D P 3D P 4D P", "KQ32..AKQJ4.AQ94", "5D"),
    ("2C P 2D P 2H P 3H P", "Q82.AK854..AKQT6", "4H"),
])
def test_the_strong_opener_never_passes_the_raise_below_game(auction: str, hand: str,
                                                             call: str) -> None:
    """After 2C and the waiting 2D the auction is forcing to game: partner's raise below
    game is no place to stop (tune21 board 1347: 2C-2D-2H-3H passed, 6H cold)."""
    assert call_for(hand, auction).call == call
