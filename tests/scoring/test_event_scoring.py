"""Event scoring from seed 002 ("Duplicate Bridge"): the traveller of board 1, the teams
example, and the properties every matchpoint, IMP and VP form must keep."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bridgeclub.calls import Contract
from bridgeclub.scoring.butler import butler_datum, butler_imps
from bridgeclub.scoring.contract import duplicate_score
from bridgeclub.scoring.crossimps import cross_imps, cross_imps_normalised
from bridgeclub.scoring.matchpoints import (
    adjusted_matchpoints,
    matchpoints,
    neuberg,
    percentage,
    top,
)
from bridgeclub.scoring.ranking import rank
from bridgeclub.scoring.teams import team_imps
from bridgeclub.scoring.vp import SEED_24, VpTable, board_a_match, wbf_victory_points
from bridgeclub.seats import Side, Vulnerability

#: Seed 002's board 1 traveller: (NS pair, EW pair, contract, by, tricks), None vulnerable.
TRAVELLER = [(1, 8, "4S", "N", 10), (2, 13, "3NT", "S", 10), (3, 11, "5CX", "E", 8),
             (4, 9, "4S", "N", 10), (5, 14, "4S", "N", 11), (6, 12, "5S", "N", 10),
             (7, 10, "3S", "N", 10)]


def ns_score(contract: str, by: str, tricks: int, vul: str = "None") -> int:
    side = Side.NS if by in "NS" else Side.EW
    score = duplicate_score(Contract.from_str(contract), tricks,
                            vulnerable=Vulnerability.from_str(vul).is_vulnerable(side))
    return score if by in "NS" else -score


def test_board_1_traveller_of_seed_002() -> None:
    scores = [ns_score(c, by, t) for _, _, c, by, t in TRAVELLER]
    assert scores == [420, 430, 500, 420, 450, -50, 170]
    ns = matchpoints(scores)
    assert ns == [5, 8, 12, 5, 10, 0, 2]
    assert [top(7) - mp for mp in ns] == [7, 4, 0, 7, 2, 12, 10]
    assert sorted(ns, reverse=True) == [12, 10, 8, 5, 5, 2, 0]
    assert matchpoints(scores, "1/half") == [mp / 2 for mp in ns]


def test_teams_example_of_seed_002() -> None:
    table_1 = [ns_score("4S", "S", 10), ns_score("5DX", "W", 8, "NS"),
               ns_score("3NT", "W", 12, "EW"), ns_score("2H", "N", 9, "All")]
    table_2 = [ns_score("4S", "S", 11), ns_score("4H", "N", 10, "NS"),
               ns_score("6NT", "W", 12, "EW"), ns_score("4H", "N", 9, "All")]
    assert table_1 == [420, 500, -690, 140] and table_2 == [450, 620, -1440, -100]
    board_imps = team_imps(table_1, table_2)
    assert board_imps == [-1, -3, 13, 6] and sum(board_imps) == 15
    assert SEED_24.victory_points(sum(board_imps)) == (13, 7)
    assert SEED_24.victory_points(-sum(board_imps)) == (7, 13)


@pytest.mark.parametrize("margin, vps", [(0, (10, 10)), (2, (10, 10)), (3, (11, 9)),
                                         (16, (13, 7)), (17, (14, 6)), (54, (19, 1)),
                                         (55, (20, 0)), (-47, (1, 19))])
def test_seed_vp_table_steps(margin: int, vps: tuple[int, int]) -> None:
    assert SEED_24.victory_points(margin) == vps


def test_a_vp_table_must_rise() -> None:
    with pytest.raises(ValueError, match="rise"):
        VpTable((0, 5, 3), (10, 11, 12), 20)


def test_neuberg_and_adjusted_scores() -> None:
    assert neuberg(12, played=7, expected=7) == 12
    assert neuberg(4, played=3, expected=7) == pytest.approx(10.6666, abs=1e-3)
    assert neuberg(2, played=3, expected=7, scale="1/half") == pytest.approx(5.3333, abs=1e-3)
    assert [adjusted_matchpoints(k, 12) for k in ("A+", "A", "A-")] == [7.2, 6.0, 4.8]
    assert percentage(adjusted_matchpoints("A+", 34), 34) == pytest.approx(60)
    with pytest.raises(ValueError, match="not an adjusted score"):
        adjusted_matchpoints("B", 12)
    with pytest.raises(ValueError, match="scale"):
        matchpoints([1, 2], scale="3/1")  # type: ignore[arg-type]


def test_butler_drops_the_top_and_bottom_and_rounds_to_ten() -> None:
    assert butler_datum([600, 300, -100]) == 300
    assert butler_datum([110, 100, 100, 90, 135]) == 100
    assert butler_datum([110, 120, 130, 145]) == 130  # 125 rounds away from zero
    assert butler_datum([-110, -120, -130, -145]) == -130
    assert butler_imps([600, 300, -100]) == [7, 0, -9]


def test_wbf_scale_is_monotone_and_sums_to_20() -> None:
    previous = 10.0
    for margin in range(0, 80):
        ours, theirs = wbf_victory_points(margin, boards=32)
        assert ours + theirs == pytest.approx(20) and ours >= previous
        previous = ours
    assert wbf_victory_points(0, 16) == (10.0, 10.0)
    assert wbf_victory_points(60, 16) == (20.0, 0.0)


def test_board_a_match_and_ranking_with_ties() -> None:
    assert board_a_match([420, 500], [450, 500]) == [0.0, 0.5]
    assert rank([5, 9, 9, 1, 5]) == [(3, 4), (1, 2), (1, 2), (5, 5), (3, 4)]
    assert rank([49.994, 49.99], places=2) == [(1, 2), (1, 2)]


scores_of_a_board = st.lists(st.integers(-200, 200).map(lambda x: x * 10), min_size=2,
                             max_size=30)


@given(scores_of_a_board)
def test_matchpoints_of_both_sides_fill_the_top(scores: list[int]) -> None:
    ns = matchpoints(scores)
    assert sum(ns) == pytest.approx(top(len(scores)) * len(scores) / 2)
    assert all(0 <= mp <= top(len(scores)) for mp in ns)
    better = [a for a, b in zip(scores, ns, strict=True) if b == max(ns)]
    assert max(scores) in better


@given(scores_of_a_board)
def test_cross_imps_sum_to_zero(scores: list[int]) -> None:
    assert sum(cross_imps(scores)) == 0
    assert sum(cross_imps_normalised(scores)) == pytest.approx(0, abs=1e-9)
