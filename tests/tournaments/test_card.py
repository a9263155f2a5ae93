"""A tournament's one convention card: every computer at every table bids on it, it is
kept with the tournament, and an unknown card is refused."""

from __future__ import annotations

import pytest

from bridgeclub.tournaments.computer import board_game, computer_play
from bridgeclub.tournaments.model import Tournament


def test_the_card_is_kept_with_the_tournament() -> None:
    tournament = Tournament.new("Club night", "duplicate", boards=2, seed=4, system="Acol")
    assert tournament.system == "acol"
    assert Tournament.from_json(tournament.to_json()).system == "acol"
    assert Tournament.new("Plain", boards=1).system == "sayc"


def test_an_unknown_card_is_refused() -> None:
    with pytest.raises(ValueError, match="unknown bidding system 'precision'"):
        Tournament.new("Club night", boards=1, system="precision")


def test_the_computers_bid_on_the_tournaments_card() -> None:
    # six boards: among them hands the cards open differently (1NT is 12-14 in Acol,
    # 15-17 in SAYC), so the openings themselves differ, not only later judgement
    acol = Tournament.new("Acol night", "duplicate", boards=6, seed=11, system="acol")
    sayc = Tournament.new("SAYC night", "duplicate", boards=6, seed=11)
    assert all(board_game(acol, b).deal == board_game(sayc, b).deal for b in acol.boards)
    played = [(computer_play(acol, board, "standard", seed=1).auction,
               computer_play(sayc, board, "standard", seed=1).auction)
              for board in acol.boards]
    openings = [tuple(next(c for c in auction if str(c) != "P") for auction in pair)
                for pair in played]
    assert any(str(a) != str(s) for a, s in openings)
