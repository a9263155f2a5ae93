"""Competitive judgement (issue 35 item 3) beyond ``contested``: running from our 1NT
overcall doubled, no balancing against their misfit, no no-trump overcall over their
game values, a long major bid over their four-level preempt."""

from __future__ import annotations

from bridgeclub.bots.bidding.book import call_for
from bridgeclub.bots.bidding.options import SUIT_OF
from bridgeclub.bots.bidding.reader import read_auction


def calls_of(auction: str) -> list[tuple[str, str]]:
    return [("NESW"[i % 4], call) for i, call in enumerate(auction.split())]


def test_a_weak_hand_runs_from_partners_1nt_overcall_doubled_to_a_five_card_suit() -> None:
    assert call_for("QT982.JT6.65.542", "1D 1NT X").call == "2S"
    assert call_for("65.A954.2.T98542", "1D 1NT X").call == "2C"
    # the double in the pass-out seat: the same escape
    assert call_for("T762.7.872.98753", "1D 1NT P P X P P").call == "2C"


def test_no_escape_with_values_or_without_a_five_card_suit_or_into_their_suit() -> None:
    assert call_for("QT982.KJ6.K5.542", "1D 1NT X").call != "2S"     # 10 points: we may make it
    assert call_for("9843.732.J84.T96", "1D 1NT X").call == "P"       # no five-card suit
    assert call_for("T5.J6.QT9843.542", "1D 1NT X").call != "2D"      # their suit is a cue bid


def test_the_overcaller_passes_the_escape_and_the_reader_takes_it_as_weak() -> None:
    rule = call_for("AK4.KQ6.AJ9.J873", "1D 1NT X 2S P")
    assert (rule.call, rule.why) == ("P", "partner's escape from 1NT doubled is to play")
    known, forcing = read_auction(calls_of("1D 1NT X 2S"))
    assert known["W"].hcp[1] <= 7 and known["W"].length(SUIT_OF["S"])[0] >= 5 and not forcing[-1]


def test_no_balancing_against_their_misfit() -> None:
    # 1H P 1S P 2C P 2S P P: each bid his own suits, no fit: let them play
    assert call_for("A9.T65.T874.AKQ6", "P 1H P 1S P 2C P 2S P P").call == "P"
    assert call_for("K2.KJ95.KT83.JT4", "1S P 2D P 2S P P").call == "P"
    # their fit (1D P 1S P 2S P P) is balanced against as before
    assert call_for("A9.KJ65.T87.AQ64", "1D P 1S P 2S P P").call == "X"


def test_no_notrump_overcall_once_they_have_shown_the_values_for_game() -> None:
    # (2H) P (2NT) P (3C) P (3H): the asker holds 15+, the points are theirs
    assert call_for("Q985.K94.AQJ7.AK", "P 2H P 2NT P 3C P 3H").call == "P"
    # over a plain preempt 3NT is still 15-21 with a stopper
    assert call_for("Q985.K94.AQJ7.AK", "P 3H").call == "3NT"


def test_over_their_four_level_preempt_a_strong_hand_bids_its_long_major() -> None:
    # (4C): a good seven-card major and 18 points bid 4H, not a takeout double
    rule = call_for("Q7.AKQJ842.KJT.K", "P 4C")
    assert rule.call == "4H" and "6+ good hearts" in rule.why
    # without a long suit the strong hand still doubles
    assert call_for("AQ7.AK42.KJT3.K9", "P 4C").call == "X"


def test_in_the_pass_out_seat_over_their_1nt_a_six_card_suit_may_be_lighter() -> None:
    # the booklet: reopening bids may be lighter; two of the top five honours will do
    assert call_for("KJ9754.83.A62.74", "1NT P P").call == "2S"
    assert call_for("KJ9754.83.A62.74", "1NT").call == "P"          # direct: a good suit
    assert call_for("K97543.83.A62.74", "1NT P P").call == "P"      # one honour: no


def test_a_free_answer_to_partners_takeout_double_shows_four_cards() -> None:
    # (1H) X (2H): advancer need not bid; 2S is a real suit, so the doubler counts four
    assert call_for("K73.J842.Q52.K74", "1H X 2H").call == "P"
    assert call_for("K732.J84.Q52.K74", "1H X 2H").call == "2S"
    known, _ = read_auction([("N", "1H"), ("E", "X"), ("S", "2H"), ("W", "2S")])
    assert known["W"].length(SUIT_OF["S"])[0] == 4


def test_the_1nt_overcaller_completes_the_transfer_their_double_of_it_changes_nothing() -> None:
    # (1D) 1NT (P) 2D (X): the double shows diamonds; 2D was a transfer, not to play
    assert call_for("KQ6.A73.AJ3.QJ53", "1D 1NT P 2D X").call == "2H"


def test_transfers_over_our_1nt_overcall_go_on_as_over_an_opening() -> None:
    # (1D) 1NT (P) 2H (P) 2S (P): responder invites with 8-9 and passes with less, so the
    # overcaller reads her pass as 0-7 and does not compete 3S over 3H on eight trumps
    assert call_for("KJ7654.Q2.Q43.J5", "P P 1D 1NT P 2H P 2S P").call == "3S"
    calls = "P P 1D 1NT P 2H P 2S P P 3H"
    assert call_for("AQJ.KT953.QJ6.A4", calls).call == "P"


def test_the_balancing_double_of_a_minor_shows_both_majors_with_three_of_theirs() -> None:
    # SAYC booklet, balancing: a double about three points lighter; 1C P P with 4-4 in the
    # majors and three small clubs (a 1C opening may be three cards) doubles
    rule = call_for("KJ84.Q973.A5.964", "1C P P")
    assert (rule.call, rule.why) == ("X", "takeout double: 9+ points, both majors, balancing")
    assert call_for("KJ84.Q973.A5.964", "1C").call == "P"     # not in the direct seat
    known, _ = read_auction(calls_of("1C P P X"))
    assert known["W"].hcp[0] == 9 and known["W"].length(SUIT_OF["C"])[1] >= 3


def test_the_advancers_1nt_answer_to_a_double_has_no_singleton() -> None:
    # SAYC booklet, advancing a double: 1NT is 6-10 with their suit stopped, a no-trump
    # hand; with a singleton and six diamonds the answer is the suit
    assert call_for("8.73.QJ8652.K964", "1C X P").call == "1D"
    assert call_for("Q84.KJ3.852.J964", "1H X P").call == "1NT"


def test_no_takeout_double_of_their_reverse() -> None:
    # 1D P 1S P 2H: a reverse (16+) over a one-level answer, 21+ between them
    assert call_for("AT9.K8.Q863.KJ84", "P P 1D P 1S P 2H", "EW").call == "P"


def test_no_natural_no_trump_overcall_of_their_no_trump_opening_and_its_transfer() -> None:
    # 1NT P 2D: their 2D is a transfer; 15 balanced points are no 2NT overcall
    assert call_for("A9.Q964.QJ54.AQ2", "1NT P 2D", "NS").call == "P"


def test_one_level_overcall_on_an_ace_or_king_headed_suit_or_a_good_suit_at_seven() -> None:
    """``A8743 A72 2 T952`` (8 points, one honour in spades) overcalls 1S over 1C, as
    the robots do; ``KQ862 QT7 T95 97`` (7 points, a good suit) does so only when not
    vulnerable, and partner reads 7-16 then; a poor five-card suit with 8 still passes."""
    assert call_for("A8743.A72.2.T952", "1C").call == "1S"
    assert call_for("T8743.A72.2.A952", "1C").call == "P"
    light = call_for("KQ862.QT7.T95.97", "1H")
    assert light.call == "1S" and "7 points" in light.why
    assert call_for("KQ862.QT7.T95.97", "1H", "EW").call == "P"
    known, _ = read_auction(calls_of("1H 1S"))
    assert known["E"].hcp[0] == 7
    known, _ = read_auction(calls_of("1H 1S"), vulnerable=("E", "W"))
    assert known["E"].hcp[0] == 8


def test_takeout_double_of_their_opening_with_11_points_and_a_singleton() -> None:
    """``AQ94 8 QJT7 Q752`` doubles 1H (the singleton makes up the point, as the robots
    double); with a doubleton heart 11 points pass; and when they double partner's cue
    bid (1H X 3H 4H X) the doubler names his suit rather than leave 4H doubled."""
    assert call_for("AQ94.8.QJT7.Q752", "1H").call == "X"
    assert call_for("AQ94.82.QJT7.Q75", "1H").call == "P"
    rule = call_for("AQ94.8.QJT7.Q752", "1H X 3H 4H X", "All")
    assert rule.call == "4S" and "cue bid doubled" in rule.why


def test_vulnerable_a_jump_overcall_to_the_three_level_needs_seven_cards() -> None:
    assert call_for("T.Q7.KJT764.Q764", "1H").call == "3D"
    assert call_for("T.Q7.KJT764.Q764", "1H", "All").call == "P"
    assert call_for("T.Q7.KJT7642.Q76", "1H", "All").call == "3D"   # seven: the preempt
    assert call_for("T.Q7.KJT764.Q764", "1C", "All").call == "2D"   # the two level


def test_a_two_level_overcall_between_their_two_bid_hands_needs_twelve() -> None:
    assert call_for("Q.QJ43.J8.AJT532", "1D P 1S").call == "P"
    assert call_for("Q.QJ43.A8.AJT532", "1D P 1S").call == "2C"
    assert call_for("Q.QJ43.J8.AJT532", "1D").call == "2C"          # over one bid: 10


def test_a_weak_jump_to_the_two_level_takes_one_honour_not_vulnerable() -> None:
    """Q97432 J8 J54 J3 jumps to 2S over 1D not vulnerable (the robots do); vulnerable a
    good suit still, and with no honour in it a pass."""
    assert call_for("Q97432.J8.J54.J3", "1D").call == "2S"
    assert call_for("Q97432.J8.J54.J3", "1D", "All").call == "P"
    assert call_for("987432.J8.J54.Q3", "1D").call == "P"
