"""A duplicate board set and the teams scorecards of seed 002 (IMPs -1, -3, +13, +6)."""

from __future__ import annotations

import pytest

import bridgeclub as bc
from bridgeclub.matches.duplicate_set import DuplicateSetMatch

# North's card at table 1 (our pair North-South) and East's at table 2 (our pair East-West).
TABLE_1 = [("4S", "S", 10), ("5DX", "W", 8), ("3NT", "W", 12), ("2H", "N", 9)]
TABLE_2 = [("4S", "S", 11), ("4H", "N", 10), ("6NT", "W", 12), ("4H", "N", 9)]


def room(results: list[tuple[str, str, int]]) -> DuplicateSetMatch:
    match = bc.new_match("duplicate", boards=4)
    assert isinstance(match, DuplicateSetMatch)
    for args in results:
        match.record(*args)
    return match


def test_the_seed_scorecards() -> None:
    one, two = room(TABLE_1), room(TABLE_2)
    assert one.ns_scores == [420, 500, -690, 140]
    # East's card reads -450, -620, +1440, +100: the negatives of North-South's scores.
    assert [-s for s in two.ns_scores] == [-450, -620, 1440, 100]
    assert one.team_imps(two) == [-1, -3, 13, 6]
    assert sum(one.team_imps(two)) == 15


def test_boards_carry_their_dealer_and_vulnerability() -> None:
    match = bc.new_match("duplicate", boards=16)
    seen = []
    while not match.is_over:
        seen.append((match.next_dealer, str(match.next_vulnerability)))
        match.record("P")
    assert seen[1] == (bc.Seat.E, "NS") and seen[12] == (bc.Seat.N, "All")
    assert match.totals == {"NS": 0, "EW": 0}


def test_played_boards() -> None:
    match = bc.new_match("duplicate", boards=2, first_board=5)
    game = match.next_game(seed=3)
    assert game.options["board"] == 5 and str(game.vulnerability) == "NS"
    for call in "2S P P P".split():
        game.act(call)
    while not game.is_over:
        game.act(str(game.legal_actions()[-1]))
    match.add_game(game)
    assert game.result is not None
    assert match.ns_scores == [game.result.score["NS"]]


def test_bad_board_numbers() -> None:
    with pytest.raises(ValueError, match="boards"):
        bc.new_match("duplicate", boards=0)
