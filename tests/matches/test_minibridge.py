"""MiniBridge sessions (seed 001, seed 002): an agreed number of deals, a running total."""

from __future__ import annotations

import pytest

from bridgeclub.bots.random_bot import RandomBot
from bridgeclub.game import Game
from bridgeclub.match import new_match
from bridgeclub.matches.minibridge import MiniBridgeOpenSession, MiniBridgeSession
from bridgeclub.seats import Seat
from bridgeclub.variants.minibridge import MiniBridgeGame

TWENTY_ALL = "N:J985.AKQT42.5.T6 T742..AKQJ4.KQ82 A63.J53.732.AJ73 KQ.9876.T986.954"


def play_out(game: Game, seed: int = 1) -> None:
    bot = RandomBot(seed=seed)
    while not game.is_over:
        actor = game.actor
        assert actor is not None
        game.act(bot.choose(game.view(actor)))


def test_the_scoring_examples_as_a_session() -> None:
    pad = new_match("minibridge", deals=5)
    assert isinstance(pad, MiniBridgeSession)
    pad.record("part NT", "N", 9)      # 150
    pad.record("game NT", "E", 9)      # 400
    pad.record("game S", "S", 9)       # defeated: 50 to EW
    pad.record("game H", "W", 11)      # 450
    assert not pad.is_over and pad.winner is None
    pad.record("part C", "N", 10)      # 130
    assert pad.totals == {"NS": 280, "EW": 900}
    assert pad.is_over and pad.winner == "EW"
    with pytest.raises(ValueError, match="is over"):
        pad.record("part C", "N", 10)


def test_a_redeal_keeps_the_dealer_and_does_not_count() -> None:
    pad = new_match("minibridge", deals=2, dealer="E")
    assert isinstance(pad, MiniBridgeSession)
    game = pad.next_game(deal=TWENTY_ALL)
    assert game.is_over
    pad.add_game(game)
    assert (pad.played, pad.redeals, pad.dealer) == (0, 1, Seat.E)
    game = pad.next_game(seed=3)
    assert isinstance(game, MiniBridgeGame) and game.dealer is Seat.E
    play_out(game)
    pad.add_game(game)
    assert not game.is_redeal
    assert pad.dealer is Seat.S and pad.played == 1


def test_bad_entries_change_nothing() -> None:
    pad = new_match("minibridge", deals=2)
    for args, reason in [(("4S", "N", 10), "part or game"), (("game NT", None, 9), "who"),
                         (("game NT", "Q", 9), "not a seat"), (("game NT", "N", 14), "0 to 13")]:
        with pytest.raises(ValueError, match=reason):
            pad.record(*args)  # type: ignore[arg-type]
    assert pad.sheet.entries == []
    with pytest.raises(ValueError, match="option deals"):
        new_match("minibridge", deals=0)


def test_the_open_form_scores_by_board() -> None:
    pad = new_match("minibridge-open", deals=3)
    assert isinstance(pad, MiniBridgeOpenSession)
    pad.record("4S", "N", 10)          # board 1, nobody vulnerable: 420
    pad.record("4S", "N", 10)          # board 2, North-South vulnerable: 620
    pad.record("redeal")
    assert pad.dealer is Seat.S        # board 3 again
    pad.record("3NT", "E", 8)          # board 3, East-West vulnerable: down one, 100
    assert pad.totals == {"NS": 1140, "EW": 0}  # each score to the side that scored it
    with pytest.raises(ValueError, match="1C to 7NT"):
        MiniBridgeOpenSession().record("8S", "N", 10)


def test_the_open_form_played_out() -> None:
    pad = new_match("minibridge-open", deals=2)
    assert isinstance(pad, MiniBridgeOpenSession)
    seed = 0
    while not pad.is_over:
        seed += 1
        game = pad.next_game(seed=seed)
        play_out(game, seed)
        pad.add_game(game)
    assert pad.played == 2 and min(pad.totals.values()) >= 0
