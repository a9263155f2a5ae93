"""The Buddy Bridge score pad (seed 004), line by line."""

from __future__ import annotations

import pytest

from bridgeclub.calls import Contract, Strain
from bridgeclub.scoring.buddy import contract_lines, exchange_lines, trick_value

# Seed 004, "Score Pad": Contract Trick Values (Below Line).
PAD = {1: (40, 30, 20), 2: (70, 60, 40), 3: (100, 90, 60), 4: (130, 120, 80),
       5: (160, 150, 100), 6: (190, 180, 120), 7: (220, 210, 140)}


@pytest.mark.parametrize("level", range(1, 8))
def test_the_trick_values_table(level: int) -> None:
    nt, major, minor = PAD[level]
    assert trick_value(level, Strain.NOTRUMP) == nt
    assert trick_value(level, Strain.HEARTS) == trick_value(level, Strain.SPADES) == major
    assert trick_value(level, Strain.CLUBS) == trick_value(level, Strain.DIAMONDS) == minor


def lines(contract: str, tricks: int) -> list[tuple[str, int, str]]:
    return [(x.role, x.points, x.line) for x in
            contract_lines(Contract.from_str(contract + " by S"), tricks)]


def test_exact_contract_earns_40_below() -> None:
    # "A winning bid of +2 indicates the declarer believes they will win 8 tricks."
    assert lines("2NT", 8) == [("declarer", 70, "below"), ("declarer", 40, "below")]


def test_bags_are_10_above_and_earn_nothing_below() -> None:
    assert lines("3D", 12) == [("declarer", 60, "below"), ("declarer", 30, "above")]


def test_a_failed_contract() -> None:
    failed = [("declarer", -50, "below"), ("defender", 50, "above")]
    assert lines("4S", 9) == failed
    assert lines("7NT", 0) == failed


def test_most_exchange_tricks() -> None:
    assert [(x.points, x.line) for x in exchange_lines()] == [(40, "below"), (10, "above")]


def test_only_plus_one_to_plus_seven() -> None:
    with pytest.raises(ValueError, match=r"\+1 to \+7"):
        trick_value(8, Strain.CLUBS)
