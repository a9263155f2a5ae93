"""What ``standing``, ``summary``, ``outcome``, ``column_of`` and ``seat_for`` say for each
kind: the same keys everywhere, each kind's own facts filled in, so a front end shows any
match without asking what kind it is."""

from __future__ import annotations

import bridgeclub as bc


def test_a_rubber_stands_on_games_and_vulnerability() -> None:
    rubber = bc.new_match("rubber")
    rubber.record("4S", "S", 10)
    standing = rubber.standing
    assert standing["games_won"] == {"NS": 1, "EW": 0}
    assert (standing["vulnerability"], standing["next_dealer"]) == ("NS", "E")
    assert standing["deals_left"] is None and standing["winner"] is None
    rubber.record("3NT", "N", 9)
    assert rubber.standing["winner"] == "NS" and rubber.standing["is_over"]
    assert rubber.outcome() == "NS won the rubber, 2 games to 0. Points: NS 920, EW 0."


def test_sessions_and_board_sets_count_the_deals_left() -> None:
    session = bc.new_match("minibridge", deals=3)
    session.record("redeal")
    session.record("game NT", "S", 9)
    assert session.standing["deals_left"] == 2 and session.standing["redeals"] == 1
    assert session.standing["deals_played"] == 2  # the redeal is on the log too
    boards = bc.new_match("duplicate", boards=4, first_board=3)
    boards.record("3NT", "N", 9)
    assert boards.standing["deals_left"] == 3 and boards.standing["board"] == 4
    assert boards.standing["vulnerability"] == "All"
    chicago = bc.new_match("chicago")
    chicago.record("P")
    assert chicago.standing["hand"] == 1 and chicago.standing["deals_left"] == 4


def test_ez_stands_on_games_sets_and_the_game_score() -> None:
    pad = bc.new_match("ez-bridge")
    pad.record("8H", "N", 11)
    standing = pad.standing
    assert standing["game_score"] == {"NS": "35/4", "EW": 0}
    assert standing["games_won"] == {"NS": 0, "EW": 0}
    assert standing["sets_won"] == {"NS": 0, "EW": 0}
    assert pad.summary() == "This game: NS 8 3/4, EW 0. Games: NS 0, EW 0. Sets: NS 0, EW 0."


def test_three_person_ez_follows_the_people() -> None:
    pad = bc.new_match("ez-bridge-3", people=["Ann", "Bob", "Cy"])
    assert pad.column_of(bc.Seat.W) == "Cy" and pad.seat_for(bc.Seat.W) is bc.Seat.W
    pad.record("8H", "W", 8)  # Cy wins the bidding and moves South; Bob goes West
    assert pad.totals["Cy"] == 8
    assert pad.column_of(bc.Seat.S) == "Cy" and pad.column_of(bc.Seat.W) == "Bob"
    assert pad.seat_for(bc.Seat.W) is bc.Seat.S and pad.seat_for(bc.Seat.S) is bc.Seat.W
    assert pad.standing["seating"] == {"E": "Ann", "S": "Cy", "W": "Bob"}
    assert pad.standing["dealing_person"] == "Cy" and pad.next_dealer is bc.Seat.S


def test_buddy_bridge_stands_on_games_and_the_points_below() -> None:
    pad = bc.new_match("buddy-bridge", first_dealer="W")
    pad.record("4S", "S", 10, exchange_winner="W")
    assert pad.standing["game_below"] == {"S": 160, "W": 40}
    assert pad.standing["next_dealer"] == "S" and pad.column_of(bc.Seat.S) == "S"
    for _ in range(2):  # 300 below the line each: two games
        pad.record("7NT", "W", 13, exchange_winner="W")
    assert pad.winner == "W" and pad.outcome().startswith("W won the rubber.")


def test_a_tie_is_no_winner() -> None:
    boards = bc.new_match("duplicate", boards=2)
    boards.record("4S", "S", 10)
    boards.record("4S", "E", 10)  # board 2: EW not vulnerable, 420 too
    assert boards.is_over and boards.winner is None and boards.outcome() == "It is a tie."
