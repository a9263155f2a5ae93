"""Goren's scoring table (seed 003, "Scoring"), line by line, in the ``goren`` edition.

The rubber bonuses (700/500) and the unfinished-rubber lines (300 for a game, 50 for a part
score) depend on the whole sheet: the rubber match scores them, not one deal.
"""

from __future__ import annotations

import pytest

from bridgeclub.calls import Contract, Strain
from bridgeclub.deal import Deal
from bridgeclub.scoring.contract import score_contract, trick_points, undertrick_penalty
from bridgeclub.scoring.rubber import deal_entries, honours
from bridgeclub.seats import Side


@pytest.mark.parametrize(("strain", "first", "later"), [
    ("C", 20, 20), ("D", 20, 20), ("H", 30, 30), ("S", 30, 30), ("NT", 40, 30)])
@pytest.mark.parametrize("doubled", [0, 1, 2])
def test_points_for_each_trick(strain: str, first: int, later: int, doubled: int) -> None:
    factor = (1, 2, 4)[doubled]
    one = Contract.from_str(f"1{strain}{'X' * doubled}")
    two = Contract.from_str(f"2{strain}{'X' * doubled}")
    assert trick_points(one) == first * factor
    assert trick_points(two) - trick_points(one) == later * factor


@pytest.mark.parametrize(("contract", "game"), [
    ("3NT", True), ("4H", True), ("5D", True), ("2NT", False), ("4C", False), ("2SX", True)])
def test_points_needed_for_game_100(contract: str, game: bool) -> None:
    parts = score_contract(Contract.from_str(contract), 6 + int(contract[0]), False, "goren")
    assert parts.is_game is game


def test_honours_in_one_hand() -> None:
    four = Deal.from_pbn("N:AKQJ2.32.432.432 T9876.AK.AK.AK5 543.QJT9.QJT.QJT -")
    assert honours(four, Strain.SPADES) == {Side.NS: 100}
    assert honours(four, Strain.HEARTS) == {}
    five = Deal.from_pbn("N:AKQJT.32.432.432 98765.AK.AK.AK5 432.QJT9.QJT.QJT -")
    assert list(honours(five, Strain.SPADES).values()) == [150]
    aces = Deal.from_pbn("N:A432.A32.A32.A32 KQJT.KQJ.KQJ.KQJ 9876.T98.T98.T98 -")
    assert list(honours(aces, Strain.NOTRUMP).values()) == [150]
    # Honours split between two hands count nothing: they must be held in ONE hand.
    split = Deal.from_pbn("N:AK432.32.432.32 QJ.AK.AK.AKQ987 T9876.QJT9.QJT.T -")
    assert honours(split, Strain.SPADES) == {}


@pytest.mark.parametrize("doubled", [1, 2])
def test_bonus_for_making_a_doubled_or_redoubled_contract_is_50(doubled: int) -> None:
    contract = Contract.from_str("2H" + "X" * doubled)
    assert score_contract(contract, 8, False, "goren").insult == 50
    assert score_contract(contract, 8, True, "goren").insult == 50


@pytest.mark.parametrize(("level", "vulnerable", "bonus"), [
    (6, False, 500), (6, True, 750), (7, False, 1000), (7, True, 1500)])
def test_slam_bonuses(level: int, vulnerable: bool, bonus: int) -> None:
    contract = Contract.from_str(f"{level}S")
    assert score_contract(contract, 6 + level, vulnerable, "goren").slam == bonus


@pytest.mark.parametrize(("contract", "vulnerable", "each"), [
    ("2C", False, 20), ("2H", True, 30), ("2NT", False, 30),     # trick values
    ("2CX", False, 100), ("2CX", True, 200),                     # doubled
    ("2CXX", False, 200), ("2CXX", True, 400),                   # redoubled
])
def test_overtrick_bonus(contract: str, vulnerable: bool, each: int) -> None:
    parts = score_contract(Contract.from_str(contract), 11, vulnerable, "goren")
    assert parts.overtricks == 3 * each


@pytest.mark.parametrize(("doubled", "vulnerable", "penalties"), [
    (0, False, [50, 100, 150, 200]),        # 50 for each trick under
    (1, False, [100, 300, 500, 700]),       # 100 for the 1st, 200 for each additional
    (2, False, [200, 600, 1000, 1400]),     # 200 for the 1st, 400 for each additional
    (0, True, [100, 200, 300, 400]),        # 100 for each trick under
    (1, True, [200, 500, 800, 1100]),       # 200 for the 1st, 300 for each additional
    (2, True, [400, 1000, 1600, 2200]),     # 400 for the 1st, 600 for each additional
])
def test_undertrick_penalty(doubled: int, vulnerable: bool, penalties: list[int]) -> None:
    assert [undertrick_penalty(n, doubled, vulnerable, "goren") for n in range(1, 5)] == \
        penalties
    contract = Contract.from_str("4S" + "X" * doubled + " by N")
    entries = deal_entries(contract, 6, vulnerable, "goren")
    assert [(str(e.side), e.points, e.line) for e in entries] == \
        [("EW", penalties[3], "above")]
