"""Responder after Stayman found the 4-4 major fit: game counting shortness as dummy."""

from __future__ import annotations

from bridgeclub.bots.bidding.book import call_for
from bridgeclub.bots.bidding.context import level_of


def test_a_singleton_makes_twelve_points_a_game_once_the_fit_is_found() -> None:
    """1NT (12-14) 2C 2H: 12 points and a singleton club are 15 as dummy, game (tune5
    board 341 stopped in 3H with ten tricks); 12 flat points still invite."""
    assert call_for("K95.A843.AJT86.6", "1NT P 2C P 2H P", system="acol").call == "4H"
    assert call_for("Q95.A843.AJT.J64", "1NT P 2C P 2H P", system="acol").call == "3H"


def test_facing_the_strong_no_trump_the_singleton_is_not_counted() -> None:
    """SAYC's 15-17: 8 points and a singleton still invite (the card's own judgement)."""
    assert call_for("K95.Q843.KT863.6", "1NT P 2C P 2H P").call == "3H"


def test_over_two_no_trumps_five_four_in_the_majors_bids_three_of_the_five() -> None:
    """2NT 3C 3D: five hearts and four spades bid 3H, forcing (4H would be no choice of
    game: opener could only pass it), and opener chooses 3NT or four of the major; 13
    points facing 20-21 then go on to slam (tune25 board 665 stopped in 4H)."""
    assert call_for("AT96.AKJ64.8.J93", "2NT P 3C P 3D P").call == "3H"
    assert call_for("K72.Q85.AQ6.AKQ8", "2NT P 3C P 3D P 3H P").call == "4H"
    assert call_for("K72.Q5.AQ63.AKQ8", "2NT P 3C P 3D P 3H P").call == "3NT"
    assert level_of(call_for("AT96.AKJ64.8.J93", "2NT P 3C P 3D P 3H P 4H P").call) >= 5
