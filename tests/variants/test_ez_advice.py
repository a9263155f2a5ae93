"""The opening-bid hint from seed 000's "Advice and Strategy"."""

from __future__ import annotations

from bridgeclub.deal import Hand
from bridgeclub.variants.ez_advice import honours, opening_hint

# The "very unlikely hands" of "Opening round bids" (PBN: spades.hearts.diamonds.clubs).
NORTH = Hand.from_pbn("AJ.KQ8..AKQJT987")
EAST = Hand.from_pbn("98.AJT9.AKT9876.")
SOUTH = Hand.from_pbn("T652.7632..65432")
WEST = Hand.from_pbn("KQ743.54.QJ5432.")


def test_the_honours_of_the_example_hands() -> None:
    # "North has 9 Honors, East has 6, South 1, and West 4."
    assert [honours(h) for h in (NORTH, EAST, SOUTH, WEST)] == [9, 6, 1, 4]


def test_above_average_hands_open_at_seven_in_the_strongest_suit() -> None:
    assert opening_hint(NORTH)["suggestion"] == "7C"
    hint = opening_hint(EAST)
    assert hint["above_average"] and hint["suggestion"] == "7D"


def test_three_aces_a_jack_and_a_ten_are_above_average() -> None:
    hand = Hand.from_pbn("AJ2.A32.A432.T32")
    hint = opening_hint(hand)
    assert hint["honours"] == 5 and hint["above_average"]
    assert hint["suggestion"] == "7NT"  # no suit longer than four, an honour in each


def test_weak_hands_bid_low_in_the_longest_suit() -> None:
    hint = opening_hint(SOUTH)
    assert not hint["above_average"] and hint["suggestion"] == "2C"
    assert opening_hint(Hand.from_pbn("Q32.K32.J432.T32"))["suggestion"] == "P"
