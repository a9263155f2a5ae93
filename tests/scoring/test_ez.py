"""EZ-Bridge scores (seed 000, "Scoring" and "Advice and Strategy"): exact quarters."""

from __future__ import annotations

from fractions import Fraction

import pytest

from bridgeclub.scoring.ez import ez_score, quarters_text


@pytest.mark.parametrize(("bid", "tricks", "points"), [
    (8, 8, Fraction(8)),           # made exactly: the bid
    (8, 11, Fraction(35, 4)),      # 8 3/4
    (10, 11, Fraction(41, 4)),     # 10 1/4 ("Opening round bids")
    (7, 11, Fraction(8)),          # 7 + 4 x 1/4 = 8
    (5, 13, Fraction(7)),          # 5 No-Trump and all 13 tricks: 7
    (8, 5, Fraction(-12)),         # three short: -12
    (13, 12, Fraction(-4)),        # one short of 13: -4
])
def test_the_examples_of_seed_000(bid: int, tricks: int, points: Fraction) -> None:
    score = ez_score(bid, tricks)
    assert score == points and isinstance(score, Fraction)


def test_quarters_are_written_as_players_write_them() -> None:
    assert [quarters_text(ez_score(8, 8 + n)) for n in range(4)] == \
        ["8", "8 1/4", "8 1/2", "8 3/4"]
    assert quarters_text(Fraction(-1, 4)) == "-1/4"


def test_bad_bids_and_tricks() -> None:
    with pytest.raises(ValueError, match="1 to 13"):
        ez_score(0, 5)
    with pytest.raises(ValueError, match="0 to 13"):
        ez_score(7, 14)
