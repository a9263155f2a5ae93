"""EZ-Bridge games, sets and matches (seed 000), as score pads and with hands played."""

from __future__ import annotations

import random
from fractions import Fraction

import pytest

from bridgeclub.bots.random_bot import RandomBot
from bridgeclub.match import new_match
from bridgeclub.matches.ez import EZ3Match, EZMatch
from bridgeclub.seats import Seat
from bridgeclub.variants.ez_bridge import EZBridgeGame
from bridgeclub.variants.ez_bridge_3 import EZBridge3Game


def ez_pad(**options: object) -> EZMatch:
    pad = new_match("ez-bridge", **options)
    assert isinstance(pad, EZMatch)
    return pad


def test_scores_are_exact_quarters_and_may_go_in_the_hole() -> None:
    pad = ez_pad()
    pad.record("8H", "N", 11)         # 8 3/4
    pad.record("8H", "E", 5)          # -12
    pad.record("10C", "S", 11)        # 10 1/4
    assert pad.game_score == {"NS": Fraction(19), "EW": Fraction(-12)}
    assert all(isinstance(v, Fraction) for v in pad.totals.values())
    assert pad.sheet.to_dict()["entries"][0]["points"] == "35/4"


def test_thirty_wins_a_game_three_games_a_set_two_sets_the_match() -> None:
    pad = ez_pad()
    for _ in range(3):
        pad.record("13NT", "N", 13)
    assert pad.game_winners == ["NS"] and pad.game_score == {"NS": 0, "EW": 0}
    for _ in range(6):
        pad.record("13NT", "E", 13)
    assert pad.game_winners == ["NS", "EW", "EW"] and pad.games_won == {"NS": 1, "EW": 2}
    for _ in range(3):
        pad.record("13S", "W", 13)
    assert pad.set_winners == ["EW"] and pad.games_won == {"NS": 0, "EW": 0}
    assert not pad.is_over
    for _ in range(9):
        pad.record("13S", "W", 13)
    assert pad.is_over and pad.winner == "EW" and pad.sets_won == {"NS": 0, "EW": 2}
    with pytest.raises(ValueError, match="match is over"):
        pad.record("7S", "N", 7)


def test_the_deal_passes_to_the_left_even_after_four_passes() -> None:
    pad = ez_pad(dealer="E")
    pad.record("P")
    assert pad.dealer is Seat.S and pad.hands == 1
    pad.record("7C", "W", 7)
    assert pad.dealer is Seat.W
    fixed = ez_pad(dealer="N", fixed_dealer=True)
    fixed.record("P")
    game = fixed.next_game(seed=1)
    assert isinstance(game, EZBridgeGame)
    assert (game.dealer, game.turn) == (Seat.N, Seat.E)


def test_bad_entries_change_nothing() -> None:
    pad = ez_pad()
    for args, reason in [(("8HX", "N", 8), "no doubles"), (("8H", None, 8), "who won"),
                         (("8H", "N", 14), "0 to 13"), (("14H", "N", 8), "1 to 13"),
                         (("8Q", "N", 8), "not an EZ-Bridge contract")]:
        with pytest.raises(ValueError, match=reason):
            pad.record(*args)  # type: ignore[arg-type]
    assert pad.hands == 0 and pad.sheet.entries == []


def test_a_match_of_played_hands() -> None:
    pad = ez_pad()
    bot = RandomBot(seed=4, pass_bias=0.7)
    for number in range(1, 4):
        game = pad.next_game(seed=number)
        assert game.view("N")["number"] == number
        while not game.is_over:
            actor = game.actor
            assert actor is not None
            game.act(bot.choose(game.view(actor)))
        pad.add_game(game)
        result = game.result
        assert result is not None
    assert pad.hands == 3
    with pytest.raises(ValueError, match="not over"):
        pad.add_game(pad.next_game(seed=9))


def test_three_person_seat_swaps_follow_the_text() -> None:
    pad = new_match("ez-bridge-3", people=("East", "South", "West"))
    assert isinstance(pad, EZ3Match)
    pad.record("9S", "E", 9)     # East wins: East and South change chairs
    assert pad.seating == {Seat.E: "South", Seat.S: "East", Seat.W: "West"}
    pad.record("8H", "W", 8)     # then West wins: West and East change chairs
    assert pad.seating == {Seat.E: "South", Seat.S: "West", Seat.W: "East"}
    assert pad.totals == {"East": 9, "South": 0, "West": 8}


def test_three_person_deal_rotates_by_person() -> None:
    pad = new_match("ez-bridge-3", people=("Ann", "Bob", "Cy"))  # E, S, W at the start
    assert isinstance(pad, EZ3Match)
    dealers = [pad.dealing_person]
    pad.record("9S", "E", 9)            # Ann moves South, Bob East
    dealers.append(pad.dealing_person)
    assert pad.dealer is Seat.W         # Cy deals from the West chair
    pad.record("P")
    dealers.append(pad.dealing_person)
    assert pad.dealer is Seat.S         # Ann, now South
    pad.record("P")
    dealers.append(pad.dealing_person)
    assert dealers == ["Bob", "Cy", "Ann", "Bob"] and pad.dealer is Seat.E
    game = pad.next_game(seed=2)
    assert isinstance(game, EZBridge3Game) and game.dealer is Seat.E
    with pytest.raises(ValueError, match="dummy"):
        pad.record("8S", "N", 8)


def test_a_three_person_match_played_out() -> None:
    pad = new_match("ez-bridge-3")
    rng = random.Random(3)
    bot = RandomBot(seed=5, pass_bias=0.6)
    while pad.hands < 4:
        game = pad.next_game(seed=rng.getrandbits(32))
        while not game.is_over:
            actor = game.actor
            assert actor is not None
            game.act(bot.choose(game.view(actor)))
        pad.add_game(game)
    assert set(pad.totals) == {"E", "S", "W"}
