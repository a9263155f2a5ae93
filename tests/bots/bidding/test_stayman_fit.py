"""Responder after Stayman found the 4-4 major fit: game counting shortness as dummy."""

from __future__ import annotations

from bridgeclub.bots.bidding.book import call_for


def test_a_singleton_makes_twelve_points_a_game_once_the_fit_is_found() -> None:
    """1NT (12-14) 2C 2H: 12 points and a singleton club are 15 as dummy, game (tune5
    board 341 stopped in 3H with ten tricks); 12 flat points still invite."""
    assert call_for("K95.A843.AJT86.6", "1NT P 2C P 2H P", system="acol").call == "4H"
    assert call_for("Q95.A843.AJT.J64", "1NT P 2C P 2H P", system="acol").call == "3H"


def test_facing_the_strong_no_trump_the_singleton_is_not_counted() -> None:
    """SAYC's 15-17: 8 points and a singleton still invite (the card's own judgement)."""
    assert call_for("K95.Q843.KT863.6", "1NT P 2C P 2H P").call == "3H"
