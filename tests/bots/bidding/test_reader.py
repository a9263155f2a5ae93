"""The inference reader reads the SAYC conventions, a partner's call and an opponent's
alike: what each call showed (``HandRange`` per seat) and whether it forces."""

from __future__ import annotations

from bridgeclub.bots.bidding.options import SUIT_OF
from bridgeclub.bots.bidding.reader import read_auction


def calls_of(auction: str) -> list[tuple[str, str]]:
    return [("NESW"[i % 4], call) for i, call in enumerate(auction.split())]


def test_michaels_over_a_minor_shows_both_majors() -> None:
    known, forcing = read_auction(calls_of("1C 2C"))
    east = known["E"]
    assert east.length(SUIT_OF["H"]) == (5, 13) and east.length(SUIT_OF["S"]) == (5, 13)
    assert east.hcp == (6, 16) and forcing[-1]


def test_michaels_over_a_major_shows_the_other_major() -> None:
    known, _ = read_auction(calls_of("1H 2H"))
    assert known["E"].length(SUIT_OF["S"]) == (5, 13)
    assert known["E"].length(SUIT_OF["H"]) == (0, 13)


def test_the_unusual_2nt_shows_the_two_lowest_unbid_suits() -> None:
    over_spades, _ = read_auction(calls_of("1S 2NT"))
    assert over_spades["E"].length(SUIT_OF["C"]) == (5, 13)
    assert over_spades["E"].length(SUIT_OF["D"]) == (5, 13)
    over_clubs, _ = read_auction(calls_of("1C 2NT"))
    assert over_clubs["E"].length(SUIT_OF["D"]) == (5, 13)
    assert over_clubs["E"].length(SUIT_OF["H"]) == (5, 13)


def test_fourth_suit_forcing_shows_values_and_forces() -> None:
    known, forcing = read_auction(calls_of("1C P 1H P 1S P 2D"))
    assert known["S"].hcp[0] >= 12 and forcing[-1]


def test_a_pass_of_partners_forced_answer_shows_nothing_more_to_show() -> None:
    known, _ = read_auction(calls_of("1D X P 1S P P"))
    assert known["E"].hcp == (11, 18)   # 11 with a singleton diamond
    strong, _ = read_auction(calls_of("1D X P 1S P 2H"))
    assert strong["E"].hcp[0] >= 17 and strong["E"].length(SUIT_OF["H"]) == (5, 13)


def test_jacoby_2nt_answers_show_shortness() -> None:
    known, _ = read_auction(calls_of("1H P 2NT P 3C"))
    assert known["N"].length(SUIT_OF["C"]) == (0, 1)
    assert known["S"].length(SUIT_OF["H"]) == (4, 13) and known["S"].hcp[0] >= 12


def test_gerber_and_its_answer() -> None:
    known, forcing = read_auction(calls_of("1NT P 4C P 4S"))
    assert forcing[2] and known["S"].length(SUIT_OF["S"]) == (0, 13)
    assert known["N"].hcp == (15, 17)


def test_negative_doubles_stop_at_2s() -> None:
    negative, _ = read_auction(calls_of("1D 2S X"))
    assert negative["S"].length(SUIT_OF["S"]) == (0, 13)
    penalty, _ = read_auction(calls_of("1D 3S X"))
    assert penalty["S"].length(SUIT_OF["S"]) == (4, 13)


def test_a_two_over_one_response_shows_ten() -> None:
    known, forcing = read_auction(calls_of("1S P 2C"))
    assert known["S"].hcp[0] == 10 and forcing[-1]


def test_a_help_suit_game_try_is_read() -> None:
    known, forcing = read_auction(calls_of("1S P 2S P 3C"))    # 16-18 counting shape
    assert known["N"].hcp == (13, 18) and known["N"].length(SUIT_OF["C"]) == (3, 13)
    assert forcing[-1]


def test_the_2s_relay_over_1nt_shows_a_weak_hand() -> None:
    known, forcing = read_auction(calls_of("1NT P 2S P 3C P 3D"))
    assert known["S"].hcp == (0, 7) and forcing[2]
    assert known["S"].length(SUIT_OF["D"]) == (6, 13)


def test_a_defender_reads_the_opponents_conventions() -> None:
    """What the card player learns (``inferences``): the opponents' Michaels cue bid, read
    from North's seat; North's own hand is not guessed at."""
    from bridgeclub.bots.bidding import inferences
    from bridgeclub.seats import Seat
    auction = [{"seat": s, "call": c} for s, c in calls_of("1D 2D X 2H P P P")]
    view = {"variant": "duplicate", "seat": "N", "vulnerability": "None", "auction": auction}
    known = inferences(view)
    east = known[Seat.from_str("E")]
    assert east.length(SUIT_OF["H"]) == (5, 13) and east.length(SUIT_OF["S"]) == (5, 13)
    assert Seat.from_str("N") not in known


def test_the_answer_to_the_5nt_king_ask_is_not_natural() -> None:
    known, _ = read_auction(calls_of("1H P 3H P 4NT P 5H P 5NT P 6D"))
    assert known["S"].length(SUIT_OF["D"]) == (0, 13)
    assert known["S"].length(SUIT_OF["H"])[0] >= 3


def test_a_jump_shift_over_their_double_is_weak() -> None:
    known, forcing = read_auction(calls_of("1C X 2H"))
    assert known["S"].hcp == (2, 7) and known["S"].length(SUIT_OF["H"]) == (6, 13)
    assert not forcing[-1]


def test_a_balancing_1nt_is_a_king_lighter() -> None:
    balancing, _ = read_auction(calls_of("1D P P 1NT"))
    assert balancing["W"].hcp == (12, 15)
    direct, _ = read_auction(calls_of("1D 1NT"))
    assert direct["E"].hcp == (15, 18)


def test_the_overcallers_cheapest_rebid_after_a_cue_bid_shows_a_minimum() -> None:
    known, _ = read_auction(calls_of("1D 1H P 2D P 2H"))
    assert known["E"].hcp[1] <= 13 and known["E"].length(SUIT_OF["H"])[0] >= 5


def test_openers_cheapest_rebid_over_partners_cue_bid_shows_a_minimum() -> None:
    known, _ = read_auction(calls_of("1H 1S 2S P 3H"))
    assert known["N"].hcp[1] <= 14


def test_a_lead_directing_double_shows_the_suit_not_values() -> None:
    known, _ = read_auction(calls_of("1NT P 2C X"))
    assert known["W"].length(SUIT_OF["C"]) == (5, 13) and known["W"].hcp == (0, 37)


def test_stayman_then_a_major_over_2d_shows_five_four() -> None:
    known, forcing = read_auction(calls_of("1NT P 2C P 2D P 2S"))
    assert known["S"].length(SUIT_OF["S"]) == (5, 5)
    assert known["S"].length(SUIT_OF["H"]) == (4, 4) and known["S"].hcp == (8, 9)
    known, forcing = read_auction(calls_of("1NT P 2C P 2D P 3H"))
    assert known["S"].length(SUIT_OF["H"]) == (5, 5) and forcing[-1]


def test_the_redoublers_double_of_their_runout_is_for_penalties() -> None:
    known, _ = read_auction(calls_of("1H X XX 1S P P X"))
    assert known["S"].length(SUIT_OF["S"]) == (4, 13) and known["S"].hcp[0] >= 10


def test_the_negative_doublers_pass_of_opener_s_rebid_shows_a_minimum() -> None:
    known, _ = read_auction(calls_of("1D 1S X P 2H P P"))
    assert known["S"].hcp[1] <= 9


def test_a_new_suit_over_a_preempt_forces_and_shows_a_good_suit() -> None:
    known, forcing = read_auction(calls_of("3H P 3S"))
    assert known["S"].length(SUIT_OF["S"]) == (5, 13) and known["S"].hcp[0] == 16
    assert known["S"].length(SUIT_OF["H"]) == (0, 2) and forcing[-1]


def test_a_feature_after_the_2nt_ask_is_not_an_invitation() -> None:
    known, forcing = read_auction(calls_of("2S P 2NT P 3H P 3NT"))
    assert known["N"].hcp[0] >= 9 and known["S"].hcp[0] >= 14 and not forcing[-1]


def test_a_new_suit_at_the_three_level_over_their_overcall_forces() -> None:
    known, forcing = read_auction(calls_of("1C 2S 3H"))
    assert known["S"].length(SUIT_OF["H"]) == (5, 13) and known["S"].hcp[0] == 10
    assert forcing[-1]


def test_openers_raise_of_the_natural_1s_shows_four_spades() -> None:
    known, _ = read_auction(calls_of("1C P 1D P 1H P 1S P 2S"))
    assert known["N"].length(SUIT_OF["S"]) == (4, 13)


def test_three_spades_after_staymans_2nt_shows_both_majors() -> None:
    known, _ = read_auction(calls_of("1NT P 2C P 2H P 2NT P 3S"))
    assert known["N"].length(SUIT_OF["S"]) == (4, 4) and known["N"].hcp == (15, 15)


def test_a_bid_after_the_redoubled_1nt_runs_out_is_read_without_a_suit_to_raise() -> None:
    """1NT X XX 2H P P 2NT: the redoubler's bid is not read by the rules for a redoubled
    suit opening (whose "raise" of opener's suit would name no suit: it crashed the reader
    on sparring board tune21-372)."""
    known, _ = read_auction(calls_of("P P 1NT X XX 2H P P 2NT"))
    assert known["S"].hcp[1] <= 37


def test_4nt_after_a_double_and_no_bid_of_the_askers_own_is_read() -> None:
    """P 1NT 2H X P 2S P 4NT P 5H: 4NT by the doubler, who has bid nothing, over her
    partner's 1NT (it crashed the reader on sparring final-i board 401, Acol)."""
    known, _ = read_auction(calls_of("P 1NT 2H X P 2S P 4NT P 5H"))
    assert known["S"].hcp[1] <= 37
