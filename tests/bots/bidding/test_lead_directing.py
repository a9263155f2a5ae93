"""Lead-directing doubles (SAYC): a double of the opponents' artificial bid (Stayman, a
transfer, an answer to Blackwood or Gerber) shows a good suit there, and only there."""

from __future__ import annotations

from bridgeclub.bots.bidding.book import call_for
from bridgeclub.bots.bidding.context import ORDER, Context
from bridgeclub.bots.bidding.lead_directing import artificial_suit


def context(auction: str) -> Context:
    calls = auction.split()
    return Context.build(ORDER[len(calls) % 4],
                         [(ORDER[i % 4], c) for i, c in enumerate(calls)])


def test_a_double_of_stayman_asks_for_a_club_lead() -> None:
    rule = call_for("84.963.QJ4.KQJ92", "1NT P 2C")
    assert rule.call == "X" and "lead" in rule.why


def test_no_double_of_stayman_without_a_good_club_suit() -> None:
    assert call_for("84.963.QJ4.K9752", "1NT P 2C").call == "P"


def test_a_double_of_a_transfer_shows_the_suit_bid() -> None:
    assert artificial_suit(context("1NT P 2D")) == "D"
    assert artificial_suit(context("2NT P 3H")) == "H"
    assert call_for("84.963.KQT95.K92", "1NT P 2D").call == "X"


def test_natural_bids_are_not_doubled_for_the_lead() -> None:
    assert artificial_suit(context("1NT P 2S")) is None          # to play, not artificial
    assert artificial_suit(context("1NT 2D 2H")) is None         # over our overcall
    assert artificial_suit(context("1S P 2C")) is None           # a natural response


def test_a_double_of_a_blackwood_answer() -> None:
    assert artificial_suit(context("1S P 3S P 4NT P 5D")) == "D"
    assert call_for("72.J843.KQJ95.73", "1S P 3S P 4NT P 5D").call == "X"
    assert call_for("72.J843.K8752.73", "1S P 3S P 4NT P 5D").call == "P"


def test_a_double_of_a_gerber_answer() -> None:
    assert artificial_suit(context("1NT P 4C P 4H")) == "H"


def test_partners_lead_directing_double_is_no_takeout_when_they_bid_on() -> None:
    """1NT P 2H (transfer) X 3S: partner's double named the lead; it asked for no bid,
    so no cue bid of their suit (it went 4S doubled, -2300)."""
    assert call_for("A62.QJ96.KQ6.873", "1NT P 2H X 3S").call == "P"
