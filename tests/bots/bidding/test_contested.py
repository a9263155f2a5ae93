"""Competitive judgement (``contested``): the law of total tricks, the preempter's
silence, penalty doubles of an overreach and partner's left in, the five level and
sacrifices by the vulnerability."""

from __future__ import annotations

import pytest

from bridgeclub.bots.bidding.book import call_for
from bridgeclub.bots.bidding.options import SUIT_OF
from bridgeclub.bots.bidding.reader import read_auction


def calls_of(auction: str) -> list[tuple[str, str]]:
    return [("NESW"[i % 4], call) for i, call in enumerate(auction.split())]


def test_a_weak_jump_overcall_raised_to_four_is_passed_not_taken_as_an_invitation() -> None:
    rule = call_for("3.J84.Q2.KQJ9752", "1D 3C P 4C P")
    assert (rule.call, rule.why) == ("P", "partner's raise of my preempt is to play")


def test_the_raise_of_a_weak_jump_overcall_goes_to_the_level_of_the_fit() -> None:
    assert call_for("K542.763.84.Q653", "1D 3C P").call == "4C"      # ten trumps
    assert call_for("K542.7632.84.Q65", "1D 3C P").call == "P"       # nine: already there
    assert call_for("K54.J763.84.Q653", "1C 2H P").call == "4H"      # ten trumps


def test_the_reader_takes_the_raise_of_a_preempt_as_preemptive() -> None:
    known, forcing = read_auction(calls_of("1D 3C P 4C"))
    assert known["W"].hcp[0] == 0 and not forcing[-1]


def test_the_preempter_does_not_bid_again_over_their_competition() -> None:
    assert call_for("3.KQJ9742.Q2.J84", "2H 3C 3H 4C").call == "P"


def test_the_preemptive_jump_raiser_leaves_the_decision_to_partner() -> None:
    # 1D (1S) X (3S) P P 4C P 4H P P: partner passed 4H knowing my four trumps
    rule = call_for("8732.98.Q7652.73", "1D 1S X 3S P P 4C P 4H P P", "NS")
    assert rule.call == "P" and "preemptive raise" in rule.why
    assert call_for("QJ75.QJ62.43.632", "P 1D 1S P 3S X P 4D").call == "P"
    # a fifth trump partner does not know of is news: ten trumps, the four level
    assert call_for("QJ754.QJ62.43.63", "P 1D 1S P 3S X P 4D").call == "4S"


def test_no_simple_raise_of_partners_overcall_to_game_over_their_3nt() -> None:
    # P P 1C P 1D (1S) 3NT: three trumps and 6 points pass; no raise to 4S
    rule = call_for("T82.982.K9643.K4", "P P 1C P 1D 1S 3NT")
    assert rule.call == "P" and "no raise" in rule.why
    assert call_for("T82.982.K9643.K4", "1D 1S 2NT").call == "3S"        # still a raise


def test_advancer_goes_to_the_four_level_over_their_three_only_with_the_trumps() -> None:
    # 1D P P (2C) 3C: three clubs and 9 points: eight or nine trumps, no 4C
    rule = call_for("Q842.A432.QJ.T76", "1D P P 2C 3C", "NS")
    assert rule.call == "P" and "no raise" in rule.why
    assert call_for("Q842.A4.QJ.T7632", "1D P P 2C 3C", "NS").call == "4C"   # ten
    # P P 1S P 2C (2D) 3S: no new five-card suit at the four level, past 3NT
    assert call_for("952.762.Q5.AQT52", "P P 1S P 2C 2D 3S", "EW").call == "P"


def test_no_three_over_three_with_eight_trumps_but_a_ninth_competes() -> None:
    assert call_for("AQ984.K3.Q52.J84", "1S 2H 2S 3H").call == "P"
    assert call_for("AQ9864.3.KJ5.Q84", "1S 2H 2S 3H").call == "3S"


def test_partners_penalty_double_is_left_in_with_a_normal_hand() -> None:
    assert call_for("K84.A73.Q952.862", "1H 2C 2H 3C X P").call == "P"


def test_their_overreaching_no_trumps_are_doubled() -> None:
    # 17 facing the 1S answer (4+: a five-card major answers a minor light) is the
    # balance of the points
    rule = call_for("AQ4.KJ7.KQ32.Q84", "1D P 1S 3NT")
    assert rule.call == "X" and rule.why.startswith("penalty double")


def test_the_five_level_belongs_to_them_double_their_save() -> None:
    assert call_for("AKJ84.K73.A52.84", "1S 2D 4S 5D").call == "P"   # partner decides
    rule = call_for("K984.A73.KQ2.J84", "1S 2D 4S 5D P P")
    assert rule.call == "X" and "five level" in rule.why


def test_a_sacrifice_is_taken_at_favourable_vulnerability_only() -> None:
    hand = "7.Q9842.J9652.84"
    assert call_for(hand, "1S 2H 4S", "NS").call == "5H"           # 620 against 500
    assert call_for(hand, "1S 2H 4S", "EW").call == "P"            # vulnerable: too dear


def test_a_preemptive_raise_over_their_double_invites_nothing() -> None:
    known, _ = read_auction(calls_of("1S X 3S"))
    assert known["S"].hcp == (0, 9)
    assert call_for("AQ984.K3.KQ52.84", "1S X 3S P").call == "P"


def test_opener_does_not_reopen_over_their_game() -> None:
    assert call_for(".K943.742.AK9863", "P P 1C 1S P 2S P 4S P P").call == "P"


def test_a_reopening_bid_below_game_is_no_invitation_to_a_hand_that_passed() -> None:
    assert call_for("T84.K72.Q8653.J4", "1H 2S P P 3H P").call == "P"


def test_partners_bid_over_their_call_that_i_passed_competes_and_invites_nothing() -> None:
    # P P 1NT (2S) 3D P P 3S: the overcaller competes in her long suit; a passed
    # doubleton with 8 points does not take it for a game try
    assert call_for("65.JT98.KT54.K93", "P P 1NT 2S 3D P P 3S P").call == "P"
    # 1S (P) 2S (P) 3S: over our own raise it is a try, a maximum accepts
    assert call_for("K84.KJ7.Q972.J62", "1S P 2S P 3S P").call == "4S"


def test_the_raise_goes_to_the_level_of_the_fit_at_once() -> None:
    assert call_for("KJ984.7.9652.843", "1S P P 2D P P").call == "4S"   # ten trumps
    assert call_for("KJ98.73.9652.843", "1S P P 2D P P").call == "3S"   # nine


def test_the_minor_overcaller_bids_3nt_after_the_cue_bid_with_their_suit_stopped() -> None:
    assert call_for("K4.K73.952.AQJ84", "2H 3C P 3H P").call == "3NT"
    assert call_for("Q4.K73.952.AQJ84", "2H 3C P 3H P").call == "4C"


def test_partners_bid_over_their_call_competes_and_invites_nothing() -> None:
    rule = call_for("987.98.QJ742.AQ3", "P P P 1H P P 2C 2S 3C 3H 4C P", "All")
    assert rule.call == "P"


def test_openers_reopening_double_is_taken_out_unless_trumps_are_stacked() -> None:
    assert call_for("K84.73.QJ952.J62", "1S 2H P P X P").call == "2S"
    assert call_for("84.K73.QJ952.J62", "1S 2H P P X P").call == "3D"
    assert call_for("84.KJ93.Q952.J62", "1S 2H P P X P").call == "P"


def test_a_double_of_their_game_reached_by_bidding_is_not_the_penalty_of_an_opening() -> None:
    assert call_for("843.KQT9.AJ4.KQ2", "4H").call == "X"
    assert call_for("843.KQT9.AJ4.KQ2", "P 1H P 1S P 2C P 2D P 4H").call == "P"


def test_their_no_trump_game_is_not_doubled_on_points_they_have_denied() -> None:
    # 1NT - 3NT: they hold 25+, we 15 at most: no penalty double, and no four-level suit
    assert call_for("KJ652.AJ7.A4.Q75", "P 1NT P 3NT").call == "P"
    assert call_for("KQJ9752.A7.84.Q5", "P 1NT P 3NT").call == "P"
    assert call_for("KJ652.AJ7.A4.Q75", "P 1NT").call == "X"       # their 1NT: penalties


def test_opener_does_not_reopen_at_three_over_their_no_trumps() -> None:
    # 1S X P 2C P 2NT P P: they have our spades stopped and the values; six spades pass
    assert call_for("AQJ643.J.T6.KQ94", "1S X P 2C P 2NT P P").call == "P"


def test_opener_reopens_at_three_over_their_fit_only_with_seven_good_cards() -> None:
    assert call_for("AQJ643.J.T6.KQ94", "1S P P 2D P 3D P P").call != "3S"
    assert call_for("AQJ6432.J.T6.KQ9", "1S P P 2D P 3D P P").call == "3S"
    assert call_for("Q.AKQ976.K83.872", "1H 2S P P").call == "3H"   # their one bid


def test_the_trap_pass_of_a_reopening_double_wants_good_trumps() -> None:
    assert call_for("KQT7.54.9754.K65", "1H 2S P P X P").call == "P"
    assert call_for("JT74.54.9754.K65", "1H 2S P P X P").call != "P"


def test_a_strong_opener_bids_again_over_their_five_level_preempt() -> None:
    rule = call_for("AKQT963.AK73.K8.", "1S 5C P P")
    assert rule.call == "5S" and "strong hand" in rule.why
    assert call_for("AKQ96.KQ73.K84.5", "1S 5C P P").call == "P"   # 17: partner passed


def test_advancer_never_bids_3nt_as_a_preemptive_raise() -> None:
    rule = call_for("QJT965.6.QJ765.4", "P 1S P 2NT 3D P")
    assert rule.call != "3NT"


def test_over_their_unusual_2nt_the_cue_bid_is_the_raise_not_a_penalty_double() -> None:
    # 1H (2NT: the minors): 3C a limit raise or better, 3H competitive, 3D the spades
    assert call_for("AQ9842.J7654.3.A", "1H 2NT").call == "3C"
    assert call_for("Q84.J765.983.K52", "1H 2NT").call == "3H"
    assert call_for("AQJ84.76.983.KQ5", "1H 2NT").call == "3D"
    assert call_for("A84.76.KJ83.Q952", "1H 2NT").call == "X"
    known, forcing = read_auction(calls_of("1H 2NT 3C"))
    assert known["S"].hcp[0] >= 10 and forcing[-1]


def test_no_takeout_double_of_the_game_they_reached_together() -> None:
    # 1D P 1S P 1NT P 2H P 4H: they hold the values; a passed 13 stays silent
    assert call_for("AK87.97.Q942.A83", "1D P 1S P 1NT P 2H P 4H").call == "P"


def test_partners_double_of_their_four_level_opening_is_left_in_without_a_long_suit() -> None:
    assert call_for("432.843.JT3.Q976", "4H X P").call == "P"
    assert call_for("432.8.JT3.Q97652", "4H X P").call == "5C"


def test_the_reopening_double_comes_first_with_four_cards_of_an_unbid_major() -> None:
    rule = call_for("K4.KQ82.AKT752.3", "1D 2C P P")
    assert rule.call == "X" and "hearts" in rule.why


def test_the_overcaller_with_a_maximum_bids_3nt_over_advancers_new_minor() -> None:
    rule = call_for("A65.AKQ83.K43.T3", "1S 2H P 3D P")
    assert rule.call == "3NT" and "maximum" in rule.why
    assert call_for("A65.KQJ83.643.T3", "1S 2H P 3D P").call == "P"


def test_no_balancing_takeout_double_once_they_have_bid_three_suits() -> None:
    assert call_for("AJ87.72.J83.KQT2", "1H P 1S P 2D P 2H P P").call == "P"


def test_opener_answers_a_negative_double_in_no_trumps_only_without_shortness() -> None:
    # 1H (2S) X (the minors): with a void and 6-5, no 2NT however well spades are held
    assert call_for("A2.AQJT87.Q9642.", "1H 2S X P").call != "2NT"
    assert call_for("A2.AQJT8.Q964.72", "1H 2S X P").call == "2NT"


def test_their_cue_bid_of_our_suit_is_no_suit_of_theirs_to_pass_for_penalties() -> None:
    # 1D (1S) X (2D: their limit raise): opener's diamonds are not "their" diamonds
    rule = call_for("A.T76.KJT87.KJ96", "1D 1S X 2D")
    assert rule.call == "2H" and "penalty" not in rule.why


def test_over_their_jump_over_stayman_opener_shows_her_major_at_three() -> None:
    rule = call_for("AKT.KQ762.KT.Q95", "1NT P 2C 3D", "All")
    assert rule.call == "3H" and "Stayman" in rule.why
    assert call_for("52.AJ54.87.A7632", "1NT P 2C 3D 3H P", "All").call == "4H"


def test_the_relay_to_3c_over_1nt_is_no_stayman_when_they_come_in() -> None:
    rule = call_for("J82.AK64.KQ2.K92", "1NT P 2S 3D")
    assert "Stayman" not in rule.why


def test_partners_lead_directing_double_is_passed() -> None:
    rule = call_for("K84.J73.Q952.862", "1NT P 2C X P")
    assert rule.call == "P" and "lead" in rule.why


def test_advancing_a_takeout_double_never_jumps_past_game() -> None:
    assert call_for("KQ84.J765.83.K52", "4D X P").call == "4S"


def test_advancer_shows_a_long_suit_of_her_own_only_below_the_four_level() -> None:
    # 2H 2S (3H): 4D would bypass partner's spades at three; below four it is shown
    assert call_for("6.A753.QJ9543.96", "P 2H 2S 3H").call == "P"
    assert call_for("6.A753.QJ9543.96", "P 1H 1S 2H").call == "3D"


def test_a_weak_jump_over_their_response_is_raised_as_a_preempt() -> None:
    # 1D P 1S (3H: "weak jump overcall"): three trumps are the level of the fit already
    rule = call_for("K95.T86.AT82.AJ2", "1D P 1S 3H P")
    assert rule.call == "P" and "preempt" in rule.why
    known, _ = read_auction(calls_of("1D P 1S 3H"))
    assert known["W"].hcp[1] <= 10


def test_no_2nt_in_a_part_score_fight_without_the_points_for_it() -> None:
    # 1S P 1NT (2D) P P: 7 points facing an opener who passed 2D: no 2NT "invitation"
    assert call_for("8.QJ972.J954.QJ9", "1S P 1NT 2D P P", "All").call == "P"
    # partner's 1H advance (8+) over their 2C: 11 points make no 23 for 2NT
    assert call_for("A762.JT753.Q.KJ3", "P 1C 1D P 1H P P 2C", "All").call != "2NT"


def test_advancers_no_trumps_need_the_points_of_their_level() -> None:
    # 1S (2H) P: 9 points make no 2NT over a two-level overcall (11-13)
    assert call_for("AJ73.8.Q74.QT932", "1S 2H P").call != "2NT"
    assert call_for("AJ73.8.KQ74.QT93", "1S 2H P").call == "2NT"
    # 2H (3C) P: 3NT over a three-level overcall (13-16) needs 11+ and a stopper
    assert call_for("QJ54.Q542.KJ2.Q7", "2H 3C P").call == "3NT"
    assert call_for("J754.Q542.KJT2.Q", "2H 3C P").call != "3NT"
    # their 1NT holds the values: no 2NT facing partner's overcall
    assert call_for("85.A974.A2.QT976", "1NT 2S P").call != "2NT"


def test_advancer_balanced_with_their_suit_stopped_bids_no_trumps_over_a_minor() -> None:
    # 1H (2C) P: 11 balanced, hearts stopped, three clubs: 2NT (nine tricks), no cue bid
    rule = call_for("AT75.AT7.Q86.J62", "1H 2C P")
    assert rule.call == "2NT" and "balanced" in rule.why
    assert call_for("AT75.AT7.Q86.J62", "1S 2D P").call == "2NT"
    assert call_for("KT75.AJ7.Q86.KJ2", "1H 2C P").call == "3NT"       # 14: game
    # four of partner's minor: the cue bid raise; no stopper: the cue bid too
    assert call_for("A75.AT7.Q86.J652", "1S 2C P").call == "2S"
    assert call_for("AT75.872.AQ6.J62", "1H 2C P").call == "2H"
    known, _ = read_auction(calls_of("1H 2C P 2NT"))
    assert known["W"].hcp == (11, 13)


def test_advancer_doubles_their_three_level_rebid_with_five_of_their_trumps() -> None:
    # P 1H P P (X) 3H: five hearts with two honours facing the doubler's shortness
    rule = call_for("AJ.QT762.T7.QJ97", "P 1H P P X 3H", "NS")
    assert rule.call == "X" and rule.why.startswith("penalty double")
    assert call_for("AJ.QT762.T7.QJ97", "1H X 2H").call != "X"     # two level: no
    assert call_for("T73.93.AQJ2.A543", "P 1H P P X 3H X P", "NS").call == "P"
    known, _ = read_auction(calls_of("1H X 3H X"))
    assert known["W"].length(SUIT_OF["H"])[0] == 5


def test_no_2nt_facing_partners_minimum_when_they_have_come_in() -> None:
    # 1C P 1D P 1S (X): 7 points and no fit; partner's 1S is at most 18: no 2NT
    assert call_for("952.7643.A7642.K", "1C P 1D P 1S X", "All").call == "P"
    # 1C (X) 1H P P (X): 6 points facing a minimum opener: no 2NT
    assert call_for("9532.AJT92.T92.J", "1C X 1H P P X", "All").call != "2NT"


def test_advancing_a_takeout_double_no_trumps_are_1nt_6_10_2nt_11_12_3nt_13_16() -> None:
    # 1H (X) 3H: 10 points make no 3NT (SAYC: 1NT 6-10, 2NT 11-12, 3NT 13+)
    assert call_for("JT9.KQ9.K9743.J8", "1H X 3H").call != "3NT"
    # 2H (X) P: 2NT is 11-12, not the 6-10 of 1NT
    assert call_for("QT8.KJ4.J873.Q95", "2H X P").call != "2NT"
    assert call_for("QT8.KJ4.K873.Q95", "2H X P").call == "2NT"


def test_the_doublers_free_pass_is_a_minimum_and_a_strong_doubler_speaks() -> None:
    # 1D (X) P 1H (2D) P: the doubler could pass; he does with 11-16 only (11 with a
    # singleton diamond)
    known, _ = read_auction(calls_of("1D X P 1H 2D P"))
    assert known["E"].hcp == (11, 16)
    assert call_for("AQ3.AKJ32.7542.K", "P 1D X P 1H 2D").call == "2H"   # four trumps
    rule = call_for("AKJ943.AQ3.4.AK2", "1D X P 1H 2D")
    assert rule.call == "2S" and "strong double" in rule.why
    assert call_for("KT7.AKT8.AK2.AJ7", "1S X P 2D 2S").call == "X"      # 22: values
    # over their three-level bid a double would be for penalties: no "strong double"
    assert call_for("AK9.KQJ532.A3.86", "1H X 2D 3C 3D").call != "X"


def test_openers_free_pass_is_a_minimum_and_a_free_bid_shows_more() -> None:
    # 1D P 1H (1S): opener could pass; her pass is 12-16, a free 1NT 12-15 with a stopper
    known, _ = read_auction(calls_of("1D P 1H 1S P"))
    assert known["N"].hcp[1] <= 16
    assert call_for("KQJ5.83.K63.KQ98", "1C P 1D 1S").call == "1NT"
    # a free raise competes with support, a new suit at the two level below hers is 15+
    assert call_for("K4.Q842.AKJ84.73", "1D P 1H 1S").call == "2H"
    assert call_for("K4.84.AKJ84.Q973", "1D P 1H 1S").call == "P"
    assert call_for("K4.84.AKJ84.AQ97", "1D P 1H 1S").call == "2C"


@pytest.mark.parametrize("system", ["sayc", "acol"])
def test_their_double_of_partners_michaels_leaves_the_advance_as_it_was(system: str) -> None:
    """1S (2S) X: partner's 2S is still Michaels (hearts and a minor), not spades to
    raise: with one heart, 2NT asks for her minor (board 119 of the Acol dev3 sparring:
    the raise to 3S went for 2000)."""
    rule = call_for("J32.T.Q9863.QJT3", "P 1S 2S X", system=system)
    assert rule.call == "2NT" and "minor" in rule.why


def test_the_negative_doubler_raises_her_major_over_their_double() -> None:
    """1D (1H) X (P) 1S (X): four spades and 6-9 compete at the two level (eight trumps,
    the law of total tricks), not a pass or no trumps without a heart stopper; 13+ still
    bids game, and without the double a minimum passes."""
    rule = call_for("KJ84.753.Q62.K73", "1D 1H X P 1S X")
    assert rule.call == "2S" and "competitive raise" in rule.why
    assert call_for("KJ84.75.AQ62.KT7", "1D 1H X P 1S X").call == "4S"
    assert call_for("KJ84.753.Q62.K73", "1D 1H X P 1S P").call == "P"
    known, _ = read_auction(calls_of("1D 1H X P 1S X 2S"))
    assert known["S"].hcp[1] <= 9


def test_openers_raise_after_a_one_level_overcall_and_answer_is_as_uncontested() -> None:
    """1C (1D) 1H (P): the overcall took no room, so opener raises as over 1C-1H (the
    booklet: 2H 12-15, 3H 16-18), not by the captain's total of points (3H or 4H)."""
    assert call_for("A5.KJ74.Q82.KJ63", "P 1C 1D 1H P").call == "2H"
    assert call_for("A5.KJ74.82.AKJ63", "P 1C 1D 1H P").call == "3H"
    known, _ = read_auction(calls_of("P 1C 1D 1H P 2H"))
    assert known["E"].hcp[1] <= 15


def test_partners_free_pass_of_our_suit_declines_game() -> None:
    """1H (1S) 2H (2S) 3H (3S) P (P): opener's 3H asked and responder's free pass said
    no; the raiser who has shown 6-10 and sees partner pass their 3H leaves it there
    (board 73 of tune6: both rooms bid the game alone and went down)."""
    assert call_for("9.KQJT63.A9.Q732", "P P 1H 1S 2H 2S 3H 3S P P").call != "4H"
    assert call_for("875.2.Q642.AKJ54", "P P 1H 1S 2H 2S 3H P P").call != "4S"


def test_openers_rebid_after_the_simple_raise_over_their_overcall_is_as_uncontested() -> None:
    """1S (2H) 2S (P): the overcall changed nothing; the booklet's raise: a minimum
    passes, 16-18 (counting shape) tries 3S, 19+ bids game, not the captain's 4S on a
    point total (boards 311 of tune6 and 288 of tune7: game went down)."""
    assert call_for("KJT75.J7.KJ.AQ72", "1S 2H 2S P").call == "3S"
    assert call_for("KJT75.J7.K2.AQ72", "1S 2H 2S P").call == "P"
    assert call_for("KJT75.J7.AKJ.AQ7", "1S 2H 2S P").call == "4S"
    known, _ = read_auction(calls_of("1S 2H 2S P 3S"))
    assert known["N"].hcp[1] <= 18


@pytest.mark.parametrize("system", ["acol", "sayc"])
def test_no_cue_bid_or_new_suit_at_the_five_level_over_their_four_level_jump(
        system: str) -> None:
    """1H (4S): 5S would be a "limit raise" above our own game, which partner then left
    in doubled for 2000 (tune5 board 236); 4NT is no natural bid and 5C no forcing new
    suit at the five level."""
    rule = call_for("QJ4.T87.A5.KJ864", "1H 4S", system=system)
    assert rule.call not in ("5S", "4NT", "5C")
    assert call_for("KJ4.T87.A5.KJ864", "1H 2S", system=system).call == "3S"


def test_no_cue_bid_raise_of_partners_four_level_overcall() -> None:
    """(4C) 4S P: 5C would be a "raise with 11+" above partner's game, left in doubled
    for 2000 (tune6 board 240); over their one-level opening the cue bid still raises."""
    assert call_for("K42.AJ752.T82.KT", "4C P P 4S P", system="acol").call == "P"
    assert call_for("K42.AJ75.T82.KT2", "1C 1S P", system="acol").call == "2C"


def test_their_game_is_doubled_with_a_trump_trick_not_on_points_alone() -> None:
    assert call_for("JT53.J53.KQ6.986", "1H P 2H 4D 4H P P 4S P P", "EW").call == "P"
    assert call_for("J94.T2.KQ962.T87", "1H X 1NT 4S P P", "EW").call == "P"
    rule = call_for("QJ4.QJ5.96.A7653", "1H 1S 4H", "EW")          # QJ5 behind them
    assert rule.call == "X" and rule.why.startswith("penalty double")
    assert call_for("T84.A542.Q3.KT64", "1S P 1NT X 2S 3H P P 4S", "EW").call == "X"


def test_partners_two_suiter_is_no_defence_to_double_their_major_game() -> None:
    assert call_for("Q87.KJ8.K742.QT9", "1S 2NT 3S P 4S P P", "NS").call == "P"


def test_opener_doubles_their_jump_to_game_over_the_negative_double() -> None:
    rule = call_for("A3.AK82.73.AJT97", "1C 2S X 4S", "EW")      # not 6H: a jump past game
    assert rule.call == "X" and rule.why.startswith("penalty double")
    assert call_for("A3.AK82.73.QJT97", "1C 2S X 4S", "EW").call == "P"
    assert call_for("Q.QJ3.AK84.KQ985", "1C 2S X 4S", "EW").call == "5D"   # short: bid on
    assert call_for("2.8.KT543.AQJT53", "1C 2S X 4S", "EW").call == "5C"   # shape plays
    assert call_for("2.Q852.KT54.AQJ5", "1C 2S X 4S", "EW").call == "P"


def test_over_their_game_the_law_bids_on_only_as_a_sacrifice_by_the_vulnerability() -> None:
    hand = "832.J53.Q7.AJT42"                   # twelve clubs: 5C is a sacrifice
    assert call_for(hand, "3C 3S 4C 4S P P", "NS").call == "P"       # unfavourable
    rule = call_for("65.T97.JT98.Q963", "3C 3H 4C 4H P P", "EW")    # favourable
    assert rule.call == "5C" and rule.why.startswith("sacrifice")


def test_no_part_score_at_the_four_level_with_eight_trumps() -> None:
    assert call_for("A85.T.A754.AQJT9", "1S 2C P 3C 3S", "EW").call == "P"


def test_the_ace_and_king_of_our_trumps_are_no_defence_against_their_game() -> None:
    rule = call_for("54.3.K95.AKJT962", "1C 2NT 3C P P 3H P 4H", "EW")
    assert rule.call == "5C" and rule.why.startswith("sacrifice")


def test_over_their_save_of_our_game_eleven_trumps_bid_on() -> None:
    assert call_for("A.AK987642.82.AJ", "1H 1S 2H 3S 4H P P 4S", "NS").call == "5H"


def test_a_six_card_suit_competes_at_the_two_level_and_with_extras_at_three() -> None:
    rule = call_for("AJT762.KJ92.T8.7", "P P 1D X 1S 2C P P", "NS")
    assert rule.call == "2S" and rule.why.startswith("competes: 6 spades of my own")
    assert call_for("A76.J5.AKJT82.Q6", "1D X 1NT 2S", "EW").call == "3D"
    hand = "AK9.KQT943.K96.5"                   # partner has shown nothing: two, not three
    assert call_for(hand, "1NT X P 2C", "NS").call == "2H"
    assert call_for(hand, "1NT X P 2C 2H 2S P P", "NS").call == "P"
    assert call_for("T2.92.AKT76543.4", "1S X 3D 4C P P", "All").call == "P"   # told


def test_no_takeout_double_of_their_answer_to_stayman() -> None:
    assert call_for("AT86.J.T53.AQJT7", "P 1NT P 2C P 2H").call == "P"



def test_the_doublers_jump_raise_never_reaches_five_of_a_minor() -> None:
    rule = call_for("JT4.KQ3.AKT8.AQ9", "2S X P 3D P", "EW")       # 19-21: 4D, not game
    assert (rule.call, rule.why) == ("4D", "raise: 4 diamonds, 19-21 support points")
    assert call_for("JT4.KQ3.AKT8.AQ9", "1S X P 2D P", "EW").call == "4D"   # the jump
    assert call_for("K4.KQ3.AKT8.AQ92", "2S X P 3D P", "EW").call == "5D"   # 22+: game


def test_over_their_raise_a_five_card_major_is_bid_not_hidden_in_2nt() -> None:
    assert call_for("AQ543.KQ6.Q84.Q4", "1H P 2H").call == "2S"
    assert call_for("KQ6.AQ543.Q84.Q4", "1S P 2S").call == "3H"
    assert call_for("AQ54.KQ6.Q84.Q43", "1H P 2H").call == "2NT"      # no five-card major
    assert call_for("KQ6.AQ543.Q84.Q4", "2S").call == "2NT"           # their weak two


def test_advancer_bids_her_own_six_card_major_before_raising_a_minor_overcall() -> None:
    rule = call_for("KQ9852.Q4.3.J732", "1D 2C P")
    assert rule.call == "2S" and "better trump suit" in rule.why
    assert call_for("3.KQJ982.Q4.J732", "1S 2D P").call == "2H"
    assert call_for("986532.Q4.K3.J72", "1D 2C P").call == "3C"       # a poor suit: raise


def test_responder_bids_3nt_over_their_overcall_with_no_singleton_and_a_stopper() -> None:
    # 1S (3H): 15 points, 2-2-5-4, hearts stopped: 3NT, not 4D past it
    rule = call_for("82.AQ.76532.AKQ7", "1S 3H")
    assert rule.call == "3NT" and "stopper" in rule.why
    assert call_for("8.AQ2.76532.AKQ7", "1S 3H").call != "3NT"         # a singleton


def test_partners_minor_overcall_is_raised_to_four_with_ten_trumps_or_to_game() -> None:
    # 2S P P 3D P: three trumps make nine: no 4D past 3NT; five make ten
    assert call_for("JT97.KJT74.AT8.5", "2S P P 3D P").call != "4D"
    assert call_for("JT9.KJT4.AT873.5", "2S P P 3D P").call == "4D"
    # P P 3D (4C) P: her four-level overcall is strong: four trumps raise to game
    assert call_for("AK4.J9875.3.9875", "P P 3D 4C P").call == "5C"


@pytest.mark.parametrize("system", ["sayc", "acol"])
def test_opener_over_a_balancing_double_passes_a_minimum_and_shows_shape(system: str) -> None:
    """1x P P X: partner has at most 5 points, so no trumps are no escape; a minimum
    passes, a six-card suit or a lower second suit is bid, 18-19 balanced bids 1NT."""
    assert call_for("AQ643.Q75.2.K872", "1S P P X", system=system).call == "P"
    assert call_for("AQ6432.Q75.2.K87", "1S P P X", system=system).call == "2S"
    assert call_for("A6.7.KQ643.QJ752", "1D P P X", system=system).call == "2C"
    assert call_for("AK6.KQ2.KJ64.Q72", "1D P P X", system=system).call == "1NT"
    assert call_for("Q84.AT86.Q93.AK4", "1H P P X", system=system).call == \
        ("1NT" if system == "acol" else "P")       # Acol's 15-16: above its 1NT opening


def test_a_strong_balanced_doubler_bids_3nt_over_a_three_level_answer() -> None:
    """2S (X) P 3H P: 3NT is game already, so a strong balanced double (19+) with their
    suit stopped bids it rather than its five-card minor at the four level (a part
    score partner would pass); after a one-level answer 19-21 is 1NT, 22+ jumps to 3NT;
    a five-card major is still shown first."""
    rule = call_for("AK.QJ9.AK3.AQ863", "2S X P 3H P")
    assert rule.call == "3NT" and "strong double" in rule.why
    assert call_for("AK3.AK.Q53.AQ952", "2S X P 3H P").call == "3NT"
    assert call_for("AK.Q93.A3.AKQ863", "2S X P 3H P").call == "4C"   # not balanced
    assert call_for("Q3.K2.AQ53.AK952", "2S X P 3H P").call != "3NT"  # no stopper
    assert call_for("KQ3.AK2.AQ53.A95", "1S X P 1NT P").call == "3NT"  # 22 + 6-10
    assert call_for("KQ3.AK2.AQ53.K95", "1D X P 1S P").call == "1NT"  # 19-21
    assert call_for("KQ3.AK2.AQ53.AK5", "1D X P 1S P").call == "3NT"  # 22+


def test_the_doubler_accepts_a_2nt_invitation_with_14() -> None:
    """2S (X) P 2NT P: advancer's 2NT is 11-12 with a stopper; the doubler with 14 knows of
    25+ between them and bids the game, with a bare 12-13 he passes."""
    rule = call_for("Q6.AT3.KT97.AJ64", "P P 2S X P 2NT P")
    assert rule.call == "3NT" and "accepts" in rule.why
    assert call_for("Q6.AT3.KT97.QJ64", "P P 2S X P 2NT P").call == "P"


@pytest.mark.parametrize("system", ["sayc", "acol"])
def test_a_strong_opener_reopens_with_a_reverse_or_a_double(system: str) -> None:
    # 1C (1S) P P with 20 points: never a pass (tune21 board 1910, 5D cold)
    assert call_for("KJ7.A.AK64.AJT54", "1C 1S P P", system=system).call == "2D"
    assert call_for("KJ7.A4.AK64.AJT5", "1C 1S P P", system=system).call == "X"
    assert call_for("KJ7.A4.Q864.AJT5", "1C 1S P P", system=system).call == "P"


def test_no_penalty_double_of_their_part_score_on_points_they_have_shown() -> None:
    # 1D (1S) 2H (P) 3C: opener and a two-level new suit hold 20+; the middle of
    # partner's overcall is no balance of ours, and QJ6 KJT2 sit under the clubs
    assert call_for("T9.A852.QJ6.KJT2", "1D 1S 2H P 3C P P").call == "P"


def test_opener_leaves_partners_penalty_double_of_their_1nt_in() -> None:
    # 1C (1NT) X (P): the double is for penalties (9+), not negative: a balanced 14 passes
    assert call_for("T52.AKQJ.97.QJ95", "1C 1NT X P").call == "P"
    assert call_for("8.AKQ.AT72.T8432", "1C 1NT X P").call == "P"
    # a minimum with six clubs and a singleton is too shapely to defend
    assert call_for("8.K72.A72.KJT843", "1C 1NT X P").call == "2C"


def test_the_takeout_doubler_competes_to_three_with_nine_trumps() -> None:
    # (1H) X (2H) 2S (3H): partner's 2S showed four, my five make nine: the law's 3S
    assert call_for("Q7543.A9.84.A954", "1H X 2H 2S 3H").call == "3S"
    assert call_for("Q754.A93.84.A954", "1H X 2H 2S 3H").call == "P"    # eight: pass


def test_the_takeout_doubler_accepts_partners_jump_over_their_bid() -> None:
    # (1C) X (P) 2H (2S): her jump invited (9-11); 15+ support points accept it still
    assert call_for("A5.KQ32.AJ4.8764", "P P 1C X P 2H 2S").call == "4H"
    assert call_for("K5.KQ32.A84.8764", "P P 1C X P 2H 2S").call == "P"


def test_no_minor_part_score_at_three_over_their_three_with_eight_trumps() -> None:
    # 1D (P) 2D (3C): the points reach a three-level part score, the law does not
    assert call_for("AKQ4.AQT8.J654.6", "1D P 2D 3C").call == "P"
    assert call_for("AKQ4.AQ8.J6543.6", "1D P 2D 3C").call == "3D"       # nine: 3D


def test_no_cue_bid_raise_of_a_minor_past_our_game() -> None:
    # 1D (5C): 6C would be a "limit raise" at the six level; raise to five instead
    rule = call_for("KJ863.JT2.AQ96.4", "1D 5C", "EW")
    assert rule.call == "5D" and "4+ diamonds" in rule.why


def test_the_fit_with_partners_six_card_minor_beats_my_own_six_card_minor() -> None:
    # 1D (1H) 2C (2H) 3D (P): opener's 3D shows six; three diamonds make the fit
    assert call_for("AQT62.4.AT8754.K", "P P 1D 1H 2C 2H", "All").why == \
        "6+ diamonds, competes"
    known, _ = read_auction(calls_of("P P 1D 1H 2C 2H 3D"))
    assert known["S"].length(SUIT_OF["D"])[0] >= 5
    assert call_for("K9.QJ.QJ2.AT8532", "P P 1D 1H 2C 2H 3D P", "All").call == "5D"


def test_opener_shows_her_strength_after_partners_negative_double() -> None:
    assert call_for("Q.AQ7.KJ8.AKT983", "1C 2S X P").call == "4C"
    assert call_for("A62.52.A9532.J72", "1C 2S X P 4C P").call == "5C"
    assert call_for("AKQ832.AJ5.65.K4", "1S 2H X P").call == "3S"
    assert call_for("AJ4.AK9643.A4.K5", "1H 1S X P").call == "4H"
    assert call_for("KQ8632.52.K4.AQ5", "1S 2H X P").call == "2S"      # a minimum


def test_the_negative_doubler_bids_game_over_a_three_level_rebid_with_eleven() -> None:
    assert call_for("AQ74.Q3.KJ3.8652", "1C 2H X P 3D P").call == "3NT"
    assert call_for("AQ74.Q3.J43.8652", "1C 2H X P 3D P").call == "P"


@pytest.mark.parametrize("system", ["sayc", "acol"])
def test_our_penalty_double_of_their_no_trumps_stands_when_they_redouble(system: str) -> None:
    # 1H (1NT) X (P) P (XX): the doubler's ten and opener's points are the balance
    rule = call_for("KQJ7.K74.J973.76", "1H 1NT X P P XX", "NS", system=system)
    assert rule.call == "P" and "penalty double stands" in rule.why
    assert call_for("Q84.T72.K9653.J4", "1NT X P P XX P P", system=system).call == "P"


def test_the_preemptive_raise_to_four_over_their_double_needs_the_laws_ten_trumps() -> None:
    # facing SAYC's five-card major five trumps make ten; facing Acol's four, six or a
    # singleton to ruff with
    hand = "A9753.J96.87.Q32"
    assert call_for(hand, "P P 1S X", "NS").call == "4S"
    assert call_for(hand, "P P 1S X", "NS", system="acol").call == "3S"
    assert call_for("A97532.J96.87.Q3", "P P 1S X", "NS", system="acol").call == "4S"
    assert call_for("A9753.J962.8.Q32", "P P 1S X", "NS", system="acol").call == "4S"


def test_opener_s_free_raise_is_limited_so_partner_does_not_play_her_for_a_maximum() -> None:
    # 1D (1H) 1S (2H): 2S 12-15, 3S 16-18; over their 4H seven points and five spades
    # do not bid 4S opposite the simple raise
    assert call_for("A962.J7.KT43.A72", "P P 1D 1H 1S 2H").call == "2S"
    assert call_for("A962.Q7.KT43.AK2", "P P 1D 1H 1S 2H").call == "3S"
    known, _ = read_auction(calls_of("P P 1D 1H 1S 2H 2S"))
    assert known["S"].hcp == (12, 15)
    assert call_for("Q8754.63.A65.J83", "P P 1D 1H 1S 2H 2S 4H").call == "P"


def test_the_raiser_does_not_bid_game_after_partner_passed_the_raise() -> None:
    # 1D P 1H (1S) 2H (2S) P P 3H: the overcaller passed 2S, declining
    assert call_for("K74.6.T7654.AKT8", "1D P 1H 1S 2H 2S P P 3H", "All").call == "P"


def test_a_jump_raise_over_their_overcall_is_preemptive() -> None:
    # the booklet: jump raises in competition are preemptive; four trumps, a weak hand
    assert call_for("84.K732.QJ94.852", "1H 1S").call == "3H"
    assert call_for("84.K732.AQ94.852", "1H 1S").call == "2H"       # 9 points: the raise
    known, _ = read_auction(calls_of("1H 1S 3H"))
    assert known["S"].hcp[1] <= 7
    assert call_for("A3.AKJ74.K32.Q52", "1H 1S 3H P").call == "P"    # no game try


def test_five_trumps_or_four_and_shortness_raise_to_game_over_their_overcall() -> None:
    # the law: five trumps facing SAYC's five make ten, the four level
    assert call_for("Q3.QJ974.KJ97.86", "1H 1S").call == "4H"
    # Acol's major may be four cards: five trumps need a singleton (or a sixth)
    assert call_for("Q3.QJ974.KJ97.86", "1H 1S", system="acol").call == "2H"
    # four trumps and a void: ten tricks on shape with 8 points
    rule = call_for("Q952.KQ9743.-.J32", "1S 2D")
    assert rule.call == "4S" and "singleton or void" in rule.why


def test_game_facing_a_three_level_preempt_with_a_doubleton_and_quick_tricks() -> None:
    # seven trumps and two: nine; 15 points, or 14 with two aces, bring the tricks
    assert call_for("KT92.A6.Q76.AQ92", "3H P").call == "4H"
    assert call_for("76.A65.QJ863.AQJ", "3S P").call == "4S"
    assert call_for("76.K65.QJ863.AQJ", "3S P").call == "P"          # 13 points


def test_five_cards_of_their_one_level_suit_pass_for_the_reopening_double() -> None:
    assert call_for("AQ7.QJT543.T3.93", "1D 1H").call == "P"
    assert call_for("AQ7.QJT5.T93.932", "1D 1H").call == "1NT"       # four: 1NT


def test_the_losing_trick_count_bids_the_game_in_competition() -> None:
    """1C 1H 3C 3H 4C: six hearts, 14 points and a singleton are five losers; partner's
    raise has nine: ten tricks, game (tune25 board 1163 sold out to 4C); four losers
    fewer decide nothing: a balanced 14 competes no further."""
    rule = call_for("AQJ4.AQJ943.82.7", "P 1C 1H 3C 3H 4C")
    assert rule.call == "4H" and "losing trick count" in rule.why
    assert call_for("AQ4.QJ943.K82.Q7", "P 1C 1H 3C 3H 4C").call == "P"
