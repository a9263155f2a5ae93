"""Slam bidding (``slam``, ``gerber``) and the captain's game choice (``placement``): the
slam zone reached whatever partner bid, the quantitative 4NT after a no-trump rebid,
Gerber over a rebid, stopping when two aces are missing; every new call read by the
inference reader as it is explained."""

from __future__ import annotations

import pytest

from bridgeclub.bots.bidding import placement, situation_context, system
from bridgeclub.bots.bidding.book import call_for, cards_of
from bridgeclub.bots.bidding.context import Context
from bridgeclub.bots.bidding.evaluation import Evaluation
from bridgeclub.bots.bidding.reader import read_auction
from bridgeclub.cards import Suit


def calls_of(auction: str) -> list[tuple[str, str]]:
    return [("NESW"[i % 4], call) for i, call in enumerate(auction.split())]


def test_partners_jump_to_game_with_19_21_opposite_13_is_a_slam_try() -> None:
    rule = call_for("KQ85.AJ3.K62.Q72", "1C P 1S P 4S P")
    assert rule.call == "4NT" and "Blackwood" in rule.why and rule.forcing


def test_a_minimum_opposite_the_jump_to_game_passes() -> None:
    assert call_for("Q985.J73.862.Q72", "1C P 1S P 4S P").call == "P"


def test_two_aces_missing_stops_at_five() -> None:
    rule = call_for("AKQ963.K4.AQ5.K2", "1S P 3S P 4NT P 5C P")
    assert rule.call == "5S" and "2 aces missing" in rule.why


def test_the_quantitative_4nt_after_a_2nt_rebid_is_answered_from_the_range() -> None:
    assert call_for("Q85.K93.AJ.KJ962", "1C P 1S P 2NT P").call == "4NT"
    assert call_for("AQ3.KJ2.K97.AQ84", "1C P 1H P 2NT P 4NT P").call == "6NT"   # 19
    assert call_for("AQ3.KJ2.K97.AJ84", "1C P 1H P 2NT P 4NT P").call == "P"     # 18


def test_gerber_over_a_1nt_rebid_is_answered_and_followed_up() -> None:
    assert call_for("K82.Q3.AJ84.Q953", "1D P 1H P 1NT P 4C P").call == "4H"
    rule = call_for("A3.AKQJ975.K2.Q4", "1D P 1H P 1NT P 4C P 4D P")
    assert rule.call == "5H" and "aces missing" in rule.why


def test_gerber_over_the_weak_no_trump_needs_three_points_more() -> None:
    """Slam values facing Acol's 12-14 are SAYC's facing 15-17 plus three."""
    hand = "J4.KQ9.K5.AKJ862"                                  # 17 and six clubs
    assert call_for(hand, "1NT P").call == "4C"
    # facing 12-14 no Gerber: 19 counting the clubs' length invites with 4NT
    assert call_for(hand, "1NT P", system="acol").call == "4NT"
    assert call_for("A4.KQ9.K5.AKJ862", "1NT P", system="acol").call == "4C"   # 20


def test_their_double_of_the_gerber_answer_does_not_stop_the_asker() -> None:
    rule = call_for("J4.KQ9.K5.AKJ862", "1NT P 4C P 4S X")
    assert rule.call == "6C" and "1 ace missing" in rule.why


@pytest.mark.parametrize("auction, hand, call", [
    ("1C P 1S P 4S P", "KQ85.AJ3.K62.Q72", "4NT"),
    ("1C P 1S P 2NT P", "Q85.K93.AJ.KJ962", "4NT"),
    ("1D P 1H P 1NT P", "A3.AKQJ975.K2.Q4", "4C"),
    ("1C P 1D P 1NT P", "KQ.JT.KQJ9.AKJ42", "6NT"),
    ("1D P 2NT P", "7.KJ4.AQ952.KJ83", "3C"),
])
def test_the_reader_reads_each_new_call_as_it_is_explained(auction: str, hand: str,
                                                          call: str) -> None:
    """What the reader learns of the caller is what the chosen rule shows."""
    calls = calls_of(auction)
    me = "NESW"[len(calls) % 4]
    view = {"variant": "duplicate", "turn": me, "seat": me, "vulnerability": "None",
            "auction": [{"seat": s, "call": c} for s, c in calls]}
    rule = system.choose(situation_context(view), Evaluation.of(cards_of(hand)))
    assert rule.call == call, rule
    before, _ = read_auction(calls)
    after, _ = read_auction([*calls, (me, call)])
    expected = before[me].narrowed(rule.shows) if me in before else rule.shows
    assert after[me] == expected
    assert after[me].hcp[0] <= Evaluation.of(cards_of(hand)).hcp <= after[me].hcp[1]


def test_a_five_four_minor_game_beats_3nt_with_a_suit_unguarded() -> None:
    """Opener shows a singleton over 2NT by a second suit; with the unbid suit open to
    attack the captain plays five of the minor."""
    assert call_for("7.KJ4.AQ952.KJ83", "1D P 2NT P").call == "3C"
    assert call_for("Q74.AQ2.K63.AQ94", "1D P 2NT P 3C P").call == "3NT"   # spades held
    rule = call_for("864.AQ2.KJ3.AQ94", "1D P 2NT P 3C P")
    assert rule.call in ("4C", "5C"), rule


def test_a_void_facing_partners_slam_try_accepts_it() -> None:
    rule = call_for("-.AKJ954.T532.Q54", "P 1H P 2D P 3D P 3NT P 4H P 5H P")
    assert rule.call == "6H", rule


def test_a_six_card_major_opposite_openers_jump_rebid_bids_game() -> None:
    rule = call_for("73.KJT9632.6.KT3", "1D P 1H P 3D P")
    assert rule.call == "4H" and rule.why.startswith("game")


def test_gerber_asks_for_kings_with_every_ace_and_bids_the_grand() -> None:
    hand = "A3.AKQJ975.A2.A4"
    assert call_for(hand, "1NT P").call == "4C"
    assert call_for(hand, "1NT P 4C P 4D P").call == "5C"
    assert call_for("KQ2.KJ3.QJ84.KQ5", "1NT P 4C P 4D P 5C P").call == "5NT"
    assert call_for(hand, "1NT P 4C P 4D P 5C P 5NT P").call == "7H"
    assert call_for(hand, "1NT P 4C P 4D P 5C P 5H P").call == "6H"
    known, forcing = read_auction(calls_of("1NT P 4C P 4D P 5C P 5NT"))
    assert forcing[6] and known["N"].hcp[0] >= 9


def test_five_notrump_over_1nt_invites_seven() -> None:
    assert call_for("KQ3.AJ4.KQ82.KJ3", "1NT P").call == "6NT"            # 19
    assert call_for("KQ3.AQ4.KQ82.KJ3", "1NT P").call == "5NT"            # 21
    assert call_for("AJ2.KQ8.AJ73.Q95", "1NT P 5NT P").call == "7NT"      # 17
    assert call_for("AJ2.Q98.KQ73.K95", "1NT P 5NT P").call == "6NT"      # 15


def test_a_six_card_major_with_slam_interest_over_1nt_forces() -> None:
    assert call_for("KQ3.A8.KJ82.A932", "1NT P 3S P").call == "4C"         # cue bid
    assert call_for("KQ3.K84.KJ82.KJ3", "1NT P 3H P").call == "4H"
    assert call_for("AQJ962.K3.Q4.K42", "1NT P 3S P 4C P").call == "4NT"
    _, forcing = read_auction(calls_of("1NT P 3S"))
    assert forcing[2]


def test_4nt_after_stayman_without_a_fit_is_quantitative() -> None:
    known, _ = read_auction(calls_of("1NT P 2C P 2H P 4NT"))
    assert known["S"].hcp == (16, 17)
    assert call_for("AQ9.KJ3.A82.K942", "1NT P 2C P 2H P 4NT P").call == "6NT"
    assert call_for("KQ3.A84.KJ82.Q73", "1NT P 2C P 2H P 4NT P").call == "P"
    assert call_for("KJ3.A84.KJ82.Q73", "1NT P 3S P 4S P 4NT P").call == "5D"  # Blackwood


def test_five_four_majors_after_stayman_force_and_reach_the_slam() -> None:
    hand = "AJT54.AQJ6.KQ9.2"
    assert call_for(hand, "1NT P 2C P 2D P").call == "3S"
    assert call_for("K32.T3.AJT4.AK53", "1NT P 2C P 2D P 3S P").call == "4S"
    assert call_for("K3.T93.AJT4.AK53", "1NT P 2C P 2D P 3S P").call == "3NT"
    assert call_for(hand, "1NT P 2C P 2D P 3S P 4S P").call == "4NT"


def test_the_captain_prefers_a_four_three_major_fit_with_a_singleton_to_3nt_unguarded() -> None:
    calls = calls_of("1C P 1D P 1S P")
    ctx = Context.build("S", calls, known=read_auction(calls)[0])
    assert placement.choose_strain(ctx, Evaluation.of(cards_of("K84.7.AQJ952.KJ3"))) == \
        ("S", 7)
    assert placement.choose_strain(ctx, Evaluation.of(cards_of("K84.K2.AQJ95.J93")))[0] \
        == "N"


def test_a_declined_game_try_is_passed_and_an_invitation_in_competition_is_not() -> None:
    assert call_for("KJ3.AKT95.6.K763", "1H P 2H P 2S P 3H P").call == "P"
    assert call_for("T6.KT9.AT54.QT76", "1S X 1NT P 3S P").call == "4S"   # 9 of 6-9



def test_after_blackwood_the_slam_is_in_our_suit_not_in_the_answers_suit() -> None:
    """1H-1S-3H-4NT-5D (one ace): one ace missing, the asker bids six of the suit bid
    before the ask (or no trumps), never of the suit the artificial answer named."""
    rule = call_for("KQJ4.7.AT753.AQ9", "1H P 1S P 3H P 4NT P 5D P")
    assert rule.call in ("6H", "6NT"), rule.why


def test_a_rebid_six_card_major_is_no_fit_opposite_two_other_suits_unless_short() -> None:
    """1H-1S-2H-3C: opener's six hearts have been shown and partner bid two suits of her
    own; flat, she bids 3NT with the fourth suit stopped; with singletons in partner's
    suits she keeps to her hearts."""
    assert call_for("J5.QJ9642.AQJ.J2", "1H P 1S P 2H P 3C P").call == "3NT"
    assert call_for("AKQ95.K87642.5.9", "1H P 2D P 2H P 3C P").call != "3NT"


def test_the_captain_cue_bids_her_cheapest_ace_in_the_slam_try_zone() -> None:
    """1S-3S: 31-32 together is too little to ask for aces: the cheapest first-round
    control up the line, forcing; the raiser cooperates with the top of her limit raise,
    else signs off; the captain asks for aces with every suit controlled."""
    rule = call_for("AKQ74.AK4.863.A7", "1S P 3S P")
    assert rule.call == "4C" and "first-round control of clubs" in rule.why and rule.forcing
    assert call_for("Q862.K83.A72.Q54", "1S P 3S P 4C P").call == "4D"
    assert call_for("Q862.Q83.J72.K54", "1S P 3S P 4C P").call == "4S"
    assert call_for("AKQ74.AQ4.Q63.A7", "1S P 3S P 4C P 4D P").call == "4NT"
    assert call_for("AKQ74.AK4.863.A7", "1S P 3S P 4C P 4H P").call == "4S"  # diamonds
    assert call_for("AKQ74.AK4.863.A7", "1S P 3S P 4C P 4S P").call == "P"


def test_a_void_cue_bids_instead_of_blackwood() -> None:
    """With a void Blackwood's answer cannot tell a useful ace from a wasted one."""
    assert call_for("AKJ85.AQ73.-.KQ93", "1S P 3S P").call == "4D"
    assert call_for("AKJ85.AQ73.K4.K9", "1S P 3S P").call == "4NT"


def test_after_jacoby_2nt_the_captain_cue_bids_and_asks_when_all_is_controlled() -> None:
    assert call_for("KQ73.A4.A872.986", "1S P 2NT P 3NT P").call == "4D"
    assert call_for("QJ976.AQT5.K5.K8", "1S P 2NT P 3D P").call == "3H"
    assert call_for("AKT42.K98.J.AQ52", "1S P 2NT P 3D P 3H P").call == "4C"
    assert call_for("QJ976.AQT5.K5.K8", "1S P 2NT P 3D P 3H P 4C P").call == "4NT"


@pytest.mark.parametrize("auction, hand, call", [
    ("1S P 3S P", "AKQ74.AK4.863.A7", "4C"),
    ("1S P 3S P 4C P", "Q862.K83.A72.Q54", "4D"),
    ("1S P 3S P 4C P", "Q862.Q83.J72.K54", "4S"),
    ("1S P 3S P 4C P 4D P", "AKQ74.AQ4.Q63.A7", "4NT"),
    ("1S P 2NT P 3D P", "QJ976.AQT5.K5.K8", "3H"),
])
def test_the_cue_bids_are_read_as_explained(auction: str, hand: str, call: str) -> None:
    test_the_reader_reads_each_new_call_as_it_is_explained(auction, hand, call)


def test_responder_passes_openers_jump_to_game_and_never_passes_her_jump_shift() -> None:
    assert call_for("9.J86.Q9853.AK92", "P P 1S P 1NT P 4S P").call == "P"
    assert call_for("T.KT53.AKQ98.Q82", "1S P 2D P 3NT P").call == "6NT"
    assert call_for("J953.4.43.AKQ742", "P P 1D P 1S P 4C P").call != "6C"
    assert call_for("Q982.2.Q9654.AQ7", "P P 1H P 1S P 4H P").call == "P"
    assert call_for("7.K862.J743.Q852", "1S P 1NT P 3H P").call == "4H"
    assert call_for("QJ74.K83.952.J64", "1H P 1S P 3C P").call == "3H"
    assert call_for("AJ875.76.T98.K96", "P P 1H P 1S P 3D P").call == "3NT"


def test_no_grand_slam_on_points_alone_before_the_aces_are_asked() -> None:
    """Partner's 22+ (2C) or her jump shift counts 37 out of an open range: the captain
    stops in six unless the aces have been asked."""
    assert call_for("AJT2.KJ6.J5.Q753", "P 2C P 2NT P 3D P 3NT P 6NT P").call == "P"
    rule = call_for("KQT974.AK2.AK.Q2", "P 1D P 2S P 3D P")
    assert rule.call == "4NT", rule          # no grand, and no six before the aces


def test_four_clubs_over_jacoby_2nt_is_a_second_suit_not_gerber() -> None:
    """1H-2NT-4C: opener's good second suit (Jacoby), not an ask for aces."""
    rule = call_for("KQJ76.AJ862.QJ.T", "1H P 2NT P 4C P")
    assert "Gerber" not in rule.why, rule
    known, _ = read_auction(calls_of("1H P 2NT P 4C"))
    assert known["N"].length(Suit.CLUBS)[0] >= 5


def test_the_strong_two_clubs_opener_raises_partners_major_slowly_to_invite_slam() -> None:
    """2C-2D-2H-2S: three spades (forcing, stronger than the jump to game); partner with
    values asks for aces (facing 22+), with nothing signs off; after her cue bid the
    opener asks with every suit controlled."""
    rule = call_for("AQJT.AQ653.AJ.AT", "2C P 2D P 2H P 2S P")
    assert rule.call == "3S" and rule.forcing
    assert call_for("K8753.2.KT874.62", "2C P 2D P 2H P 2S P 3S P").call == "4NT"
    assert call_for("Q8753.82.T874.62", "2C P 2D P 2H P 2S P 3S P").call == "4S"
    assert call_for("AQJT.AQ653.AJ.AT", "2C P 2D P 2H P 2S P 3S P 4D P").call == "4NT"
    test_the_reader_reads_each_new_call_as_it_is_explained(
        "2C P 2D P 2H P 2S P", "AQJT.AQ653.AJ.AT", "3S")


def test_partners_strong_two_clubs_counts_as_22_for_the_slam() -> None:
    """2C-2D-2S-2NT-3NT: her 2C (22+, or nine tricks in hand) opposite my ten is a slam;
    the asker's follow-up shows nothing new of her points."""
    rule = call_for("JT.J8754.AK32.Q6", "2C P 2D P 2S P 2NT P 3NT P")
    assert rule.call == "6NT", rule
    assert call_for("J9.KJ74.Q8763.K2", "2C P 2D P 2S P").call != "6NT"


def test_a_maximum_with_no_cue_bid_below_game_asks_for_aces() -> None:
    """1H-2NT-3NT-4D: opener's ace of spades cannot be shown below 4H; with the top of her
    15-17 and clubs controlled she asks for aces rather than sign off."""
    rule = call_for("A4.AKJ85.Q53.K72", "1H P 2NT P 3NT P 4D P")
    assert rule.call == "4NT" and "Blackwood" in rule.why
    assert call_for("A4.AKJ85.KQ3.Q72", "1H P 2NT P 3NT P 4D P").call == "4H"   # clubs open
    assert call_for("K4.AQJ85.Q53.Q32", "1H P 2NT P 3NT P 4D P").call == "4H"   # a minimum
    assert call_for("KJ72.Q962.A4.AK3", "1H P 2NT P 3NT P 4D P 4NT P").call == "5H"


def test_a_four_loser_two_suiter_tries_for_slam_opposite_the_limit_raise() -> None:
    """1S-3S: KJT42 AQ5 KQT43 - counts only 15 and a void, but four losers opposite the
    limit raise's eight make twelve tricks: a cue bid, then Blackwood after partner's."""
    assert call_for("KJT42.AQ5.KQT43.", "1S P 3S P").call == "4C"
    assert call_for("AQ5.T732.A9.J987", "1S P 3S P 4C P").call == "4D"
    assert call_for("KJT42.AQ5.KQT43.", "1S P 3S P 4C P 4D P").call == "4NT"
    assert call_for("KJT42.AQ5.QJT43.", "1S P 3S P").call == "4S"     # five losers


def test_twelve_tricks_by_the_losing_trick_count_ask_for_aces() -> None:
    """1H-1S-2S: QJT2 6 AKQ753 A5 counts 32 with partner's 12-15, but four losers opposite
    an opening raise's eight make twelve tricks; opposite a simple raise (nine losers)
    a four-loser 21-count does not."""
    rule = call_for("QJT2.6.AKQ753.A5", "1H P 1S P 2S P")
    assert rule.call == "4NT" and "Blackwood" in rule.why
    assert call_for("KQJ52.A9.A8.AK87", "1S P 2S P").call != "4NT"


def test_the_answer_to_the_king_ask_in_our_suit_is_passed() -> None:
    """1 king missing: partner's 6H answer (two kings) is the small slam, not 6NT."""
    rule = call_for("2.KJ642.A632.852", "2C P 2D P 2H P 3H P 4H P 4NT P 5S P 5NT P 6H P")
    assert rule.call == "P" and "1 king missing" in rule.why


def test_a_shapely_minimum_accepts_the_invitation_by_its_losers() -> None:
    """Five-five with a singleton: five losers opposite a limit raise, four opposite a
    raise of the second suit are game, whatever the points say."""
    assert call_for("KQJ94.AQ852.72.4", "1S P 3S P").call == "4S"
    assert call_for("AQJ962.AQT74.2.5", "1S P 1NT P 2H P 3H P").call == "4H"
    assert call_for("KJ974.Q52.K72.A4", "1S P 3S P").call == "P"     # seven losers
    assert call_for("AQ962.KQ74.72.54", "1S P 1NT P 2H P 3H P").call == "P"


def test_the_quantitative_4nt_after_stayman_allows_a_singleton_honour() -> None:
    assert call_for("KQ62.KJ6.K.KJT54", "1NT P 2C P 2D P").call == "4NT"
    assert call_for("KQ62.KJ6.8.AJT54", "1NT P 2C P 2D P").call != "4NT"


def test_a_good_seven_card_suit_counts_its_length_for_the_jump_shift() -> None:
    """18 high-card points and KQJ6532: a jump shift (19+), then slam once opener raises."""
    assert call_for("AKJ.KQJ6532.A.96", "1C P").call == "2H"
    assert call_for("AKJ.KQJ6532.A.96", "1C P 2H P 3H P").call == "4NT"
    assert call_for("AKJ.K9652.A3.962", "1C P").call == "1H"        # 16 and a poor five


def test_after_the_jump_shift_a_preference_for_a_five_card_major_chooses_no_trumps() -> None:
    """1H-1NT-3C-3H: partner's 3H may be a doubleton; five hearts and the unbid suits
    stopped play 3NT, six hearts play four."""
    assert call_for("AK.AJ854.K9.A982", "1H P 1NT P 3C P 3H P").call == "3NT"
    assert call_for("AK.AJ8543.K.A982", "1H P 1NT P 3C P 3H P").call == "4H"
    assert call_for("AK.AJ854.92.AK98", "1H P 1NT P 3C P 3H P").call == "4H"


def test_three_card_support_for_the_five_card_major_goes_to_four_after_a_2nt_rebid() -> None:
    """1S-2C-2NT: the 5-3 major fit before 3NT (game values), three of it to invite."""
    assert call_for("AKQ.K52.Q64.JT93", "1S P 2C P 2NT P").call == "4S"
    assert call_for("K54.52.Q64.AJT93", "1S P 2C P 2NT P").call == "3S"
    assert call_for("AKQ.K52.Q64.JT93", "1S P 2C P 2NT P", system="acol").call == "3NT"


def test_partners_3nt_over_my_long_minor_is_passed() -> None:
    """She chose 3NT knowing my minor: nine tricks, not eleven in five of it."""
    assert call_for("T7.7.AKQJ962.Q87", "1D P 1H P 2D P 3NT P").call == "P"
    assert call_for("3.T32.KQ.AQ76543", "P 2H 2S P 3C P 3NT P").call == "P"


def test_a_long_major_and_shortness_bid_game_after_the_transfer() -> None:
    """Eight points, seven hearts and two singletons (six losers) are game opposite 1NT;
    a six-card suit with seven losers only invites."""
    assert call_for("9.AKJ7632.T.T932", "1NT P 2D P 2H P").call == "4H"
    assert call_for("QJ9873.K2.Q52.62", "1NT P 2H P 2S P").call == "3S"


def test_blackwood_in_a_minor_needs_the_aces_to_stop_at_five() -> None:
    """Clubs agreed: one ace of my own and a 5D answer would leave no sign-off below six;
    the answer five of our suit is passed when two aces are missing."""
    assert call_for("AKT6.KQ4.KJ8.T54", "1C P 1S P 3C P").call == "3NT"
    assert call_for("AKT6.KQ4.AJ8.T54", "1C P 1S P 3C P").call == "4NT"
    rule = call_for("AKT6.KQ4.AJ8.T54", "1C P 1S P 3C P 4NT P 5C P")
    assert rule.call == "P" and "2 aces missing" in rule.why


def test_shortness_counts_for_raising_openers_second_major_to_game() -> None:
    """1S-1NT-2H: five hearts and a singleton spade are 13 as dummy; a flat 9 invites."""
    assert call_for("2.AQT64.98752.K7", "1S P 1NT P 2H P").call == "4H"
    assert call_for("92.AQT6.98752.K7", "1S P 1NT P 2H P").call == "3H"


def test_a_good_six_card_suit_responds_on_five_points() -> None:
    assert call_for("KQT532.6.953.752", "1H P").call == "1S"
    assert call_for("QT8754.4.J92.742", "1D P").call == "P"       # two honours needed


def test_five_of_the_stayman_major_invites_six_with_sixteen_counting_shortness() -> None:
    assert call_for("J4.QJ62.A3.AKJ84", "1NT P 2C P 2H P").call == "5H"
    assert call_for("J42.QJ62.A3.KJ84", "1NT P 2C P 2H P").call == "4H"
    assert call_for("A6.AT95.KQ42.QT6", "1NT P 2C P 2H P 5H P").call == "6H"
    assert call_for("Q6.KT95.KQ42.AJ6", "1NT P 2C P 2H P 5H P").call == "P"   # one ace
    assert call_for("Q6.KT95.K842.AJ6", "1NT P 2C P 2H P 5H P").call == "P"


def test_six_losers_and_an_ace_ask_for_aces_opposite_the_jump_raise() -> None:
    assert call_for("AQJ873.K986.9.95", "1C P 1S P 3S P").call == "4NT"
    assert call_for("KT654.KJ7.QJ865.", "1C P 1S P 3S P").call == "4S"     # no ace, a void


def test_the_sign_off_after_partners_own_blackwood_is_not_a_slam_try() -> None:
    assert call_for("K7652.KT7.Q.QJT2", "P 1S P 2H P 3H P 4NT P 5C P 5H P").call == "P"


def test_the_jump_to_game_over_a_two_over_one_is_fast_arrival_a_minimum() -> None:
    """1S-2H-4H: a minimum with four hearts and shortness (12-15), not 19-21: the strong
    hand raises to three (partner bids again) and leaves room for a slam."""
    rule = call_for("AKJ85.K532.4.Q83", "1S P 2H P")
    assert rule.call == "4H" and rule.shows.hcp == (10, 15)
    assert call_for("AKJ85.K53.A4.Q83", "1S P 2H P").call == "3H"      # 17
    assert call_for("AKJ85.KQ53.A4.K3", "1S P 2H P").call == "3H"      # 20
    assert call_for("KQ5.AQJ854.K4.83", "1S P 2H P 4H P").call == "P"   # 15: no slam
    known, _ = read_auction(calls_of("1S P 2H P 4H P"))
    assert known["N"].hcp == (10, 15)


def test_after_a_jump_shift_the_minimum_raise_is_fast_arrival() -> None:
    assert call_for("KJ52.K4.AJ8543.8", "1D P 2S P").call == "4S"


def test_4nt_is_never_natural_once_a_suit_is_agreed() -> None:
    """1H-1NT-3C-4C: the captain without slam values bids five clubs; 4NT would ask for
    aces."""
    for hand in ("AQ5.AKJ85.4.KQ83", "A5.AKJ85.K4.AQ83"):
        rule = call_for(hand, "1H P 1NT P 3C P 4C P")
        assert rule.call == "5C", rule


def test_after_my_jump_shift_a_six_card_suit_asks_for_aces_before_the_slam() -> None:
    """1D-2S-3D: slam values with six spades and no fit shown, aces first: six with one
    missing, five with two."""
    assert call_for("KQJ983.AK4.KQ.A4", "1D P 2S P 3D P").call == "4NT"
    assert call_for("KQJ983.AK4.KQ.A4", "1D P 2S P 3D P 4NT P 5D P").call == "6S"
    assert call_for("KQJ983.AK4.KQ.A4", "1D P 2S P 3D P 4NT P 5C P").call == "5S"


def test_opposite_an_opening_the_losing_trick_count_gives_her_seven_losers() -> None:
    """1S-2D-2H: 17 points, four hearts and five losers opposite the opening's seven:
    twelve tricks, aces asked."""
    rule = call_for("A4.K862.KQJT6.A3", "1S P 2D P 2H P")
    assert rule.call == "4NT" and "Blackwood" in rule.why


def test_after_blackwood_the_slam_is_in_the_fit_asked_for() -> None:
    """1D-1S-3D-4NT: six spades and four diamonds facing six diamonds: the slam, or the
    sign-off, is in diamonds; their double of the answer changes nothing."""
    hand = "AQ9852.K53.K963."
    assert call_for(hand, "P 1D P 1S P 3D P 4NT P 5H P").call == "6D"
    assert call_for(hand, "P 1D P 1S P 3D P 4NT P 5H X").call == "6D"
    assert call_for(hand, "P 1D P 1S P 3D P 4NT P 5D P").call == "P"


def test_opener_invites_or_bids_six_no_trumps_over_the_2nt_response() -> None:
    """1m-2NT is 13-15: 18-19 invites with the quantitative 4NT, 20-21 bids six."""
    assert call_for("KQ.QJT7.AKQ83.J9", "1D P 2NT P").call == "4NT"
    assert call_for("AQ.QJT7.AKQ83.K9", "1D P 2NT P").call == "6NT"
    assert call_for("AJ6.A6.976.AQ853", "1D P 2NT P 4NT P").call == "6NT"     # 15
    assert call_for("AJ6.K6.976.QJ853", "1D P 2NT P 4NT P").call == "P"       # 13


def test_after_six_of_a_major_over_1nt_4nt_asks_for_aces() -> None:
    """1NT-3S is six spades and slam interest (the booklet), opener's 4C cue bid agrees
    them: responder's 4NT is Blackwood, not the quantitative raise, and opener answers."""
    assert call_for("AKQ965.A.KT952.5", "1NT P 3S P 4C P").call == "4NT"
    assert call_for("J42.QT75.A8.AKQ4", "1NT P 3S P 4C P 4NT P").call == "5H"
    assert call_for("A5.KQJ862.A4.Q73", "1NT P").call == "3H"          # before Gerber
    assert call_for("AKQJ873.K2.A5.62", "1NT P").call == "4C"          # a solid seven asks


def test_a_balanced_hand_with_33_together_and_no_fit_bids_six_no_trumps() -> None:
    """Facing partner's suit bids, no fit: her opening counts 12-14 (two over the book's
    twelve) and 33 together is six no trumps; 18 points are only 3NT; 37 counting her
    minimum, seven."""
    assert call_for("JT3.KJ.KQJ7.AKJ2", "1C P 1D P 1H P").call == "6NT"        # 19
    assert call_for("JT3.KJ.KQJ7.AQJ2", "1C P 1D P 1H P").call == "3NT"        # 18
    assert call_for("KJ3.AKQ.AK74.A65", "P 1D P 2C P 2S P 3H P 4D P").call == "6NT"
    assert call_for("AKJ.KT753.AJ7.AQ", "P 1NT P 2D P 2H P").call == "7NT"     # 22 + 15


def test_no_six_no_trumps_without_a_fit_on_a_six_card_suit_or_partners_2c_tricks() -> None:
    """A six-card suit asks for aces and plays in it; partner's strong 2C counts its high
    cards for no trumps (17+), not the nine tricks in hand."""
    assert call_for("KQT974.AK2.AK.Q2", "P 1D P 2S P 3D P").call == "4NT"
    assert call_for("A7642.J5.QJT76.Q", "2C P 3D P 3H P 3NT P 4H P").call != "6NT"


def test_partners_opening_counts_the_books_twelve_for_blackwood() -> None:
    """1S-2D-2H: partner's unlimited rebid counts 15 (twelve and three), not the reader's
    light ten and three: 17 points with three spades ask for aces."""
    rule = call_for("K96.AK4.QJT65.AT", "1S P 2D P 2H P")
    assert rule.call == "4NT" and "Blackwood" in rule.why


def test_no_king_ask_when_the_answer_may_pass_six_of_our_minor() -> None:
    """Clubs agreed, every ace held: 5NT's answer of one king (6D) or two (6H) would pass
    6C, so below the grand slam's 35 together the asker bids six."""
    rule = call_for("AT654..AKQ63.QT7", "1H P 1S P 2C P 2D P 3C P 4NT P 5H P")
    assert rule.call == "6C" and "no ace missing" in rule.why


@pytest.mark.parametrize("auction, hand, call", [
    ("1C P 1D P 1H P", "JT3.KJ.KQJ7.AKJ2", "6NT"),
    ("P 1D P 2C P 2S P 3H P 4D P", "KJ3.AKQ.AK74.A65", "6NT"),
])
def test_the_six_no_trumps_without_a_fit_is_read_as_explained(auction: str, hand: str,
                                                              call: str) -> None:
    test_the_reader_reads_each_new_call_as_it_is_explained(auction, hand, call)


@pytest.mark.parametrize("auction", [
    "1NT P 4C P 4S P 6S P",               # Gerber, the slam: no 6NT, no 7S
    "1NT P 4C P 4S P 6C P",
    "1S P 3S P 4NT P 5H P 6S P",          # Blackwood, the slam
    "1S P 3S P 4NT P 5C P 5S P",          # Blackwood, the sign-off
    "1S P 3S P 4NT P 5S P 5NT P 6H P 6S P",   # after the king ask
])
def test_the_askers_placement_after_the_answer_is_passed(auction: str) -> None:
    """The asker is the captain: whatever the answerer holds, her bid ends it."""
    rule = call_for("AK3.KQ82.A54.KJ3", auction)
    assert rule.call == "P" and "placed the contract" in rule.why


@pytest.mark.parametrize("system", ["sayc", "acol"])
def test_a_no_trump_response_answers_the_quantitative_4nt_from_its_range(system: str) -> None:
    """1D-2NT (13-15; Acol's 1D-3NT)-4NT invites six: bid it with the top of the range."""
    response = "2NT" if system == "sayc" else "3NT"
    assert call_for("KT9.AQJ.J2.KT972", f"1D P {response} P 4NT P", system=system).call \
        == "6NT"                                                              # 14
    assert call_for("KT9.AQJ.J2.QT972", f"1D P {response} P 4NT P", system=system).call \
        == "P"                                                                # 13


@pytest.mark.parametrize("system", ["sayc", "acol"])
def test_partners_strong_two_clubs_counts_its_minimum_in_the_slam_count(system: str) -> None:
    """Opposite 2C a positive response with a fit counts partner at the card's 22 (23)
    and up to three more, not the reader's light minimum: 10 points, three spades and two
    aces ask for aces after 2C-2NT-3S (tune22 board 1956: 4S, 6S cold)."""
    rule = call_for("T85.983.AJ.AJ752", "2C P 2NT P 3S P", system=system)
    assert rule.call == "4NT" and "Blackwood" in rule.why


@pytest.mark.parametrize(("auction", "hand", "call"), [
    ("1NT P 2D P 2H P 3NT P 4H P 4NT P", "K2.AQ2.652.AQ963", "5H"),   # 2 aces
    ("1NT P 2H P 3S P", "QJT86.A93.A8.AQ7", "4NT"),         # the super-accepted transfer
])
def test_the_transfer_shows_the_major_so_4nt_after_it_is_raised_asks_for_aces(
        auction: str, hand: str, call: str) -> None:
    """Responder's transfer shows the major: once opener has raised it, both have bid
    it and 4NT is Blackwood, not quantitative (tune21 board 476: 4NT passed, 6H cold;
    board 351: 17 points opposite the super-accept signed off in 4S)."""
    rule = call_for(hand, auction)
    assert rule.call == call and "Blackwood" in rule.why


def test_opposite_the_jump_raise_to_game_seven_losers_make_twelve_tricks() -> None:
    """1D-1S-4S shows 19+ (the count's five losers): a five-card suit and seven losers
    ask for aces (tune21 board 1668: 4S, 6S cold); with six points and no more it is
    game. (Acol's card raises by the count: its 4S has 13-18 too, below the slam zone's
    points for nine facing it.)"""
    assert call_for("Q8764.KQ54.J8.63", "1D P 1S P 4S P").call == "4NT"
    assert call_for("Q8764.K854.J8.63", "1D P 1S P 4S P").call == "P"
    assert call_for("Q8764.KQ54.J8.63", "1D P 1S P 4S P", system="acol").call == "P"


def test_opener_signs_off_in_his_suit_over_responders_invitational_2nt_and_is_passed() -> None:
    # SAYC booklet: responder's 2NT at the second turn invites (10-12); opener's three of
    # the suit he rebid is the sign-off with a minimum: responder passes
    rule = call_for("AQ84.73.K852.Q64", "1H P 1S P 2H P 2NT P 3H P")
    assert (rule.call, rule.why) == ("P", "partner signs off in hearts: no game")
    assert call_for("J8.A64.KQ964.J96", "1S P 2D P 2S P 2NT P 3S P").call == "P"


def test_opener_with_a_long_major_and_five_losers_accepts_the_2nt_invitation_in_it() -> None:
    # 13 points and seven hearts, four losers: game in hearts, not the 3H sign-off
    assert call_for("9.AKQT542.A.T972", "1H P 1S P 2H P 2NT P").call == "4H"
    assert call_for("KQT9865.AK84.2.7", "1S P 2C P 2S P 2NT P").call == "4S"
    # a minimum with six losers still signs off
    assert call_for("A4.KQJ843.K52.83", "1H P 1S P 2H P 2NT P").call == "3H"


def test_no_natural_4nt_partner_reads_as_blackwood_and_no_slam_in_their_suit() -> None:
    # Acol 1H (3C) 4C (P): 4C is a cue bid; 4NT would ask for aces, so bid 4H; after
    # Blackwood the slam is in hearts, never in their clubs
    rule = call_for("K.J982.AJ53.AQ85", "1H 3C 4C P", "NS", system="acol")
    assert rule.call == "4H"
    assert call_for("K.J982.AJ53.AQ85", "1H 3C 4C P 4NT P 5H P", "NS",
                    system="acol").call == "6H"


def test_slam_over_partners_reverse_after_a_one_level_answer() -> None:
    """1D-1S-2H: the reverse describes opener's hand; 17 balanced points opposite it are
    a slam (6NT), not "game after the reverse"; 14 are game. Over a two-over-one
    answer (1D-2C-2H) her rebid is no such description: the slam waits."""
    assert call_for("KT62.KQJ.A4.A872", "P 1D P 1S P 2H P").call == "6NT"
    assert call_for("KT62.KQ7.A4.Q872", "P 1D P 1S P 2H P").call == "3NT"
    assert call_for("KT6.KQJ.A42.AJ72", "P 1D P 2C P 2H P").call != "6NT"


def test_a_six_card_major_facing_partners_1nt_is_a_fit_for_slam_after_the_transfer() -> None:
    # 1NT-2H-2S: partner's balanced opening holds two spades at least, eight together;
    # 13 points, four losers opposite 15-17: Blackwood, not the game 4S
    assert call_for("KQT753.AKJ8.94.T", "1NT P 2H P 2S P").call == "4NT"
    assert call_for("KQT753.J985.94.T", "1NT P 2H P 2S P").call != "4NT"


def test_gerber_with_a_long_minor_counts_partners_middle() -> None:
    # 15 points and six clubs: 17 counting length, 33 with 1NT's middle (16): ask
    assert call_for("K82.A.Q54.AQ9653", "1NT P").call == "4C"
    assert call_for("K82.A.Q54.Q96532", "1NT P").call != "4C"        # 13: game only


def test_a_long_minor_counts_its_length_for_the_quantitative_4nt() -> None:
    # 8 points and seven diamonds: 11 counting length, the invitation over 2NT
    assert call_for("K8.98.AJ98643.86", "2NT P").call == "4NT"
    assert call_for("K8.98.AJ98643.86", "2NT P", system="acol").call == "4NT"
    assert call_for("K8.98.J986432.86", "2NT P").call == "3NT"          # 5 and three


def test_a_singleton_in_partners_six_card_suit_still_plays_a_slam_in_no_trumps() -> None:
    # 1D-1H-3D (16-18, six diamonds): 17 points with a small diamond singleton, 33+
    assert call_for("AKJ4.AJT54.2.KJ9", "1D P 1H P 3D P").call == "6NT"
    assert call_for("AKJ4.AJT54.KJ9.2", "1D P 1H P 3D P").call != "6NT"   # short in clubs


def test_a_slam_try_at_the_five_level_is_accepted_with_a_maximum_only() -> None:
    """1NT 2H 2S 3NT 4S 5S: six with the top of 15-17 counting a doubleton, not with the
    middle and one ace (A6 AT95 KQ42 QT6 above, the middle with two aces, accepts)."""
    auction = "1NT P 2H P 2S P 3NT P 4S P 5S P"
    assert call_for("Q93.J65.KQT.AKJ3", auction).call == "P"
    assert call_for("Q93.Q65.KQT.AKJ3", auction).call == "6S"
    assert call_for("Q93.J6.KQT7.AKJ3", auction).call == "6S"


def test_the_losing_trick_count_bids_the_game_when_no_rule_speaks() -> None:
    """Partner's simple raise has nine losers: mine five make ten tricks (placement)."""
    calls = [("N", "1S"), ("E", "P"), ("S", "2S"), ("W", "P")]
    ctx = situation_context({"variant": "duplicate", "turn": "N", "seat": "N",
                             "vulnerability": "None",
                             "auction": [{"seat": s, "call": c} for s, c in calls]}, None)
    shapely = Evaluation.of(cards_of("AKJ754.6.KQ93.72"))
    assert placement.tricks_by_losers(ctx, shapely) == 10
    assert placement.decide(ctx, shapely).call == "4S"
    flat = Evaluation.of(cards_of("AK754.Q62.K93.72"))
    assert placement.decide(ctx, flat).call != "4S"
