"""The Buddy Bridge score pad and rubber (seed 004, "Winning" and "Score Pad")."""

from __future__ import annotations

import pytest

import bridgeclub as bc
from bridgeclub.match import new_match
from bridgeclub.matches.buddy import BuddyBridgeMatch


def pad(first_dealer: str = "S") -> BuddyBridgeMatch:
    match = new_match("buddy-bridge", first_dealer=first_dealer)
    assert isinstance(match, BuddyBridgeMatch)
    return match


def test_a_game_ends_at_300_below_after_the_contract_phase() -> None:
    match = pad()
    match.record("7NT", "S", 13, exchange_winner="S")     # 40 + 220 + 40 = 300 below
    assert match.winners == [bc.Seat.S]
    assert match.sheet.games_ended_after == [4]
    assert match.game_totals()[0]["S"] == {"below": 300, "above": 10, "total": 310}


def test_300_reached_in_the_exchange_phase_waits_for_the_contract_phase() -> None:
    match = pad()
    match.record("6NT", "S", 12, exchange_winner="W")      # S 230, W 40
    match.record("1C", "S", 7, exchange_winner="W")        # S 290, W 80
    assert match.winners == []
    # South's exchange win takes him past 300; the contract phase is still scored.
    match.record("1C", "W", 6, exchange_winner="S")        # S 330 below; W fails -50
    totals = match.game_totals()[0]
    assert totals["S"]["below"] == 330 and totals["W"]["below"] == 30
    assert totals["S"]["above"] == 10 + 50 and match.winners == [bc.Seat.S]
    entries = [(e.column, e.points, e.reason) for e in match.sheet.entries if e.deal == 3]
    assert entries == [("S", 40, "most exchange tricks"), ("S", 10, "most exchange tricks"),
                       ("W", -50, "failed contract"), ("S", 50, "defended contract")]


def test_the_higher_total_above_and_below_wins_the_game() -> None:
    match = pad()
    for _ in range(5):                          # West: 5 x (50 defended) above = 250
        match.record("7NT", "S", 0, exchange_winner="W")   # W 40 below, S -50
    match.record("7NT", "S", 13, exchange_winner="S")       # S -250 + 300
    assert sum(1 for e in match.sheet.entries if e.reason == "defended contract") == 5
    totals = match.game_totals()[0]
    assert totals["W"]["below"] == 200 and match.winners == []
    match.record("3NT", "W", 12, exchange_winner="W")      # W 200+40+100 = 340 below
    totals = match.game_totals()[0]
    assert totals["W"]["total"] > totals["S"]["total"] and match.winners == [bc.Seat.W]


def test_a_rubber_is_the_best_of_three_games() -> None:
    match = pad()
    match.record("7NT", "S", 13, exchange_winner="S")
    match.record("7NT", "W", 13, exchange_winner="W")
    assert match.games_won == {"S": 1, "W": 1} and not match.is_over
    match.record("7NT", "W", 13, exchange_winner="W")
    assert match.is_over and match.winner == "W"
    with pytest.raises(ValueError, match="is over"):
        match.record("1C", "S", 7, exchange_winner="S")


def test_the_deal_alternates_and_games_are_scored_from_play() -> None:
    match = pad("W")
    for seed in range(3):
        game = match.next_game(seed=seed)
        assert isinstance(game, bc.Game) and game.options["dealer"] == "WSW"[seed]
        while not game.is_over:
            game.act(str(game.legal_actions()[0]))
        match.add_game(game)
    assert match.deals_played == 3
    result = game.result
    assert result is not None
    last = {e.column: 0 for e in match.sheet.entries}
    for entry in match.sheet.entries:
        if entry.deal == 3:
            last[entry.column] += int(entry.points)
    assert {k: v for k, v in last.items() if v} == {k: v for k, v in result.score.items() if v}


def test_the_first_dealer_is_drawn() -> None:
    match = new_match("buddy-bridge", seed=4)
    assert isinstance(match, BuddyBridgeMatch)
    low = min(match.draw, key=lambda s: (match.draw[s].rank, match.draw[s].suit))
    assert match.dealer is low


def test_bad_pad_input_is_refused_and_changes_nothing() -> None:
    match = pad()
    for args, kwargs, reason in [
        (("2H", "S", 9), {}, "who won most exchange tricks"),
        (("2HX", "S", 9), {"exchange_winner": "S"}, "1C to 7NT"),
        (("2H", "N", 9), {"exchange_winner": "S"}, "S or W"),
        (("2H", None, None), {"exchange_winner": "S"}, "who declared"),
        (("2H", "S", 14), {"exchange_winner": "S"}, "0 to 13"),
    ]:
        with pytest.raises(ValueError, match=reason):
            match.record(*args, **kwargs)  # type: ignore[arg-type]
    assert match.sheet.entries == [] and match.deals_played == 0
