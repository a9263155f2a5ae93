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
    acol = Tournament.new("Acol night", "duplicate", boards=3, seed=11, system="acol")
    sayc = Tournament.new("SAYC night", "duplicate", boards=3, seed=11)
    assert all(board_game(acol, b).deal == board_game(sayc, b).deal for b in acol.boards)
    played = [(computer_play(acol, board, "standard", seed=1).auction,
               computer_play(sayc, board, "standard", seed=1).auction)
              for board in acol.boards]
    assert any(a != s for a, s in played)
