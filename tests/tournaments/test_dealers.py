"""A tournament's boards keep the dealers their hand record gives them, in every family
game, also when the dealers do not rotate N-E-S-W (a file of chosen deals): one board at
a time, and a table that plays them all in one match."""

from __future__ import annotations

import pytest

from bridgeclub.bots import computer_player
from bridgeclub.match import new_match
from bridgeclub.seats import Seat
from bridgeclub.tournaments.computer import board_game, table_match
from bridgeclub.tournaments.model import Tournament

#: Hands of 20, 0, 16 and 4 points turned round the table: no deal is 20-20 (MiniBridge
#: would deal it again).
HANDS = ["AKQ2.K32.A32.A32", "876.8765.T98.T98", "JT9.QJT9.KQJ.KQJ", "543.A4.7654.7654"]
DEALS = ["N:" + " ".join(HANDS[(i - turn) % 4] for i in range(4)) for turn in range(4)]
#: Not the rotation (N E S W): South deals twice, then West, then South again.
DEALERS = ["S", "S", "W", "S"]


def tournament(variant: str) -> Tournament:
    made = Tournament.new("Class", variant, boards=len(DEALS), seed=1)
    for number, (deal, dealer) in enumerate(zip(DEALS, DEALERS, strict=True), start=1):
        made.add_board(number, deal, dealer)
    return made


@pytest.mark.parametrize("variant", ["minibridge", "ez-bridge"])
def test_each_board_is_dealt_by_its_own_dealer(variant: str) -> None:
    boards = tournament(variant)
    assert [board_game(boards, n).dealer for n in range(1, 5)] == \
        [Seat.from_str(d) for d in DEALERS]


@pytest.mark.parametrize("variant", ["minibridge", "ez-bridge"])
@pytest.mark.parametrize("first", [1, 2])
def test_a_table_playing_the_boards_in_one_match_deals_each_by_its_dealer(
        variant: str, first: int) -> None:
    boards = tournament(variant)
    kind, options = table_match(boards, first)
    match = new_match(kind, **options)
    dealt = []
    for number in range(first, len(DEALS) + 1):
        game = match.next_game(deal=boards.boards[number].deal, seed=number)
        dealt.append(str(game.dealer))
        players = {seat: computer_player("beginner", i) for i, seat in enumerate(game.players)}
        while not game.is_over:
            actor = game.actor
            assert actor is not None
            game.act(players[actor].decide(game.view(actor)).action, seat=actor)
        match.add_game(game)
    assert dealt == DEALERS[first - 1:]
    again = new_match(kind, **options)          # the schedule is saved with the match
    assert again.options["dealers"] == DEALERS[first - 1:]


def test_a_bad_schedule_of_dealers_is_refused() -> None:
    with pytest.raises(ValueError, match="dealers is a list of seats"):
        new_match("minibridge", dealers=["N", "X"])
    with pytest.raises(ValueError, match="dealers is a list of seats"):
        new_match("ez-bridge", dealers="NESW")
