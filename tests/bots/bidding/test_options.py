"""The convention card: cards by name, and the same rules reading SAYC's and Acol's numbers
(the openings, the explanations and the reader's inferences agree with the card)."""

from __future__ import annotations

import pytest

from bridgeclub.analysis.hand_range import HandRange
from bridgeclub.bots.bidding import inferences
from bridgeclub.bots.bidding.book import call_for
from bridgeclub.bots.bidding.options import ACOL, SAYC, SUIT_OF, System, card, system_named
from bridgeclub.bots.bidding.reader import read_auction
from bridgeclub.seats import Seat


def test_cards_by_name_in_any_case() -> None:
    assert system_named("Acol") is ACOL
    assert system_named(" SAYC ") is SAYC
    assert card("acol") is ACOL and card(None) is SAYC
    plain = System(stayman=False)
    assert card(plain) is plain


def test_an_unknown_card_is_a_clear_error() -> None:
    with pytest.raises(ValueError, match="unknown bidding system 'precision': choose acol"):
        card("precision")


def test_a_card_cannot_play_transfers_and_weak_takeouts_at_once() -> None:
    with pytest.raises(ValueError, match="transfers or weak take-outs"):
        System(weak_takeouts=True)
    with pytest.raises(ValueError, match="4 or 5 cards"):
        System(major_length=3)


def test_thirteen_points_balanced_open_1nt_in_acol_and_one_of_a_suit_in_sayc() -> None:
    hand = "K52.KQ3.KJ98.T76"                  # 12 points, 3-3-4-3
    acol = call_for(hand, "", system="acol")
    assert (acol.call, acol.why) == ("1NT", "12-14 points, balanced")
    assert call_for(hand, "").call == "1D"


def test_the_reader_reads_an_acol_1nt_as_12_to_14() -> None:
    calls = [("N", "1NT"), ("E", "P")]
    known, _ = read_auction(calls, ACOL)
    assert known["N"].hcp == (12, 14)
    assert read_auction(calls, SAYC)[0]["N"].hcp == (15, 17)


def test_a_persons_acol_1nt_is_read_as_12_to_14_by_her_computer_partner() -> None:
    view = {"variant": "duplicate", "seat": "S", "turn": "S",
            "auction": [{"seat": "N", "call": "1NT"}, {"seat": "E", "call": "P"}]}
    assert inferences(view, "acol")[Seat.N].hcp == (12, 14)
    assert inferences(view)[Seat.N].hcp == (15, 17)


@pytest.mark.parametrize(("hand", "call"), [
    ("AJ54.KQ73.K2.Q32", "1H"),               # four-four in the majors: hearts
    ("AKJ5.Q73.K2.Q432", "1C"),               # 15 balanced: the lower of 4-4, 1NT later
    ("AK5.Q73.2.KJ8432", "1C"),               # the longest suit
    ("AKJ5.Q7.K2.98432", "1C"),               # five clubs and four spades: clubs
    ("AQ865.KJ874.2.93", "1S"),               # five-five: the higher
    ("KJ5.AQ73.AK2.KQ2", "2NT"),              # 22 balanced: 2NT 20-22
    ("2.KQJ984.K32.932", "2H"),               # a weak two, 6-10
])
def test_acol_openings(hand: str, call: str) -> None:
    assert call_for(hand, "", system="acol").call == call


def test_over_an_acol_1nt_the_ranges_move_three_points_up() -> None:
    invite = call_for("K52.Q43.KJ98.Q76", "1NT P", system="acol")       # 11: invites
    assert (invite.call, invite.why) == ("2NT", "invitational: 11-12 points, "
                                                "no four-card major")
    assert call_for("K52.Q43.KJ98.Q76", "1NT P").call == "3NT"          # 11 over 15-17
    takeout = call_for("52.QT9843.J98.76", "1NT P", system="acol")
    assert takeout.call == "2H" and "weak take-out" in takeout.why
    assert call_for("52.QT9843.J98.76", "1NT P").call == "2D"            # a transfer
    assert call_for("AK2.KQ3.QJ98.T76", "1NT P 2H P", system="acol").call == "P"


def test_acol_rebids_and_responses_read_the_card() -> None:
    rebid = call_for("K52.KQ3.AJ98.K76", "1D P 1S P", system="acol")    # 16 balanced
    assert (rebid.call, rebid.why) == ("1NT", "15-16 points, balanced")
    assert call_for("K52.KQ3.KJ98.976", "1D P 1S P").why == "12-14 points, balanced"
    one = call_for("Q52.J93.K9842.76", "1H P", system="acol")
    assert (one.call, one.why) == ("1NT", "6-9 points, no suit to show at the one level")
    # an Acol major promises four: a raise needs four trumps
    assert call_for("Q52.J93.K9842.76", "1S P", system="acol").call == "1NT"
    assert call_for("Q52.J93.K9842.76", "1S P").call == "2S"


def test_the_card_reaches_the_reader_of_a_weak_takeout() -> None:
    known, forcing = read_auction([("N", "1NT"), ("E", "P"), ("S", "2H"), ("W", "P")], ACOL)
    shown: HandRange = known["S"]
    assert shown.length(SUIT_OF["H"]) == (5, 13) and shown.hcp[1] == 10
    assert not forcing[2]


def test_acol_opens_a_semi_balanced_weak_no_trump_and_sayc_follows_the_booklet() -> None:
    # 5-4-2-2 with five clubs: Acol's card opens 1NT, SAYC's booklet one of the minor
    hand = "A3.K4.QJ875.Q862"
    assert call_for(hand, "", system="acol").why == \
        "12-14 points, 5-4-2-2 with five cards in a minor"
    assert call_for("A3.K4.KQJ87.A862", "").call == "1D"
    assert ACOL.semi_balanced_notrump and not SAYC.semi_balanced_notrump


def test_over_1c_acol_bids_a_four_card_major_before_four_diamonds_sayc_up_the_line() -> None:
    hand = "QT84.6.AQ63.KQ82"
    assert call_for(hand, "1C P", system="acol").call == "1S"
    assert call_for(hand, "1C P").call == "1D"
    assert call_for("Q84.6.AQ63.KQ862", "1C P", system="acol").call == "1D"   # no major
    assert ACOL.major_before_diamonds and not SAYC.major_before_diamonds
