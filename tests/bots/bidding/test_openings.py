"""Openings (``openings``): the preempts at the three and four levels."""

from __future__ import annotations

import pytest

from bridgeclub.bots.bidding.book import call_for


@pytest.mark.parametrize("system", ["sayc", "acol"])
def test_a_seven_card_suit_with_one_honour_preempts_not_vulnerable(system: str) -> None:
    assert call_for("K987542.64.4.AT9", "", "None", system).call == "3S"
    assert call_for("K987542.64.4.AT9", "", "All", system).call == "P"


def test_vulnerable_a_preempt_needs_two_honours() -> None:
    assert call_for("62.73.KJ86532.AT", "", "All").call == "3D"


@pytest.mark.parametrize("system", ["sayc", "acol"])
def test_seven_four_shape_opens_four_of_the_major(system: str) -> None:
    rule = call_for("KQJ9873.J875.3.2", "", "None", system)
    assert rule.call == "4S" and "shape" in rule.why
    assert call_for("KQJ9873.J87.53.2", "", "None", system).call == "3S"   # flat: three


def test_eight_card_minor_opens_at_the_four_level() -> None:
    assert call_for("98.T.32.AQJT9872", "", "EW").call == "4C"
    assert call_for("42.98.AKJT8742.J", "", "EW").call == "4D"


def test_game_facing_four_of_a_minor_needs_two_trumps_and_sixteen() -> None:
    assert call_for("AKQ2.AKJ3.KQ2.32", "4C P").call == "5C"
    assert call_for("Q32.QJ32.Q432.32", "4C P").call == "P"
