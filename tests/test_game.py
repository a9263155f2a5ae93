"""The Game API, through the duplicate variant."""

from __future__ import annotations

import json

import pytest

import bridgeclub as bc
from bridgeclub.variants.duplicate import DuplicateGame

DEAL = "N:KJT6.82.864.KQ52 9743.Q9.QJ53.873 Q5.AK65.AT2.AJT9 A82.JT743.K97.64"


def game_after(actions: str, board: int = 1) -> DuplicateGame:
    game = bc.new_game("duplicate", board=board, deal=DEAL)
    assert isinstance(game, DuplicateGame)
    for action in actions.split():
        game.act(action)
    return game


def test_new_game_and_the_first_turn() -> None:
    game = bc.new_game("duplicate", board=6, seed=11)
    assert game.phase == "auction" and game.turn is bc.Seat.E and game.actor is bc.Seat.E
    assert str(game.legal_actions()[0]) == "P" and len(game.legal_actions()) == 36
    assert game.result is None and not game.is_over and game.history == ()


def test_the_auction_then_the_opening_lead_from_declarers_left() -> None:
    game = game_after("1NT P 3NT P P P")
    assert game.phase == "play" and str(game.contract) == "3NT" and game.declarer is bc.Seat.N
    assert game.turn is bc.Seat.E and game.actor is bc.Seat.E
    assert all(isinstance(a, bc.Card) for a in game.legal_actions())


def test_declarer_plays_dummys_cards() -> None:
    game = game_after("P 1NT P 3NT P P P")  # East declares 3NT; South leads; West is dummy
    assert game.declarer is bc.Seat.E and game.dummy is bc.Seat.W
    game.act("HA")  # South leads
    assert game.turn is bc.Seat.W and game.actor is bc.Seat.E
    with pytest.raises(bc.IllegalAction, match="East's turn, not West's"):
        game.act("HJ", seat="W")
    game.act("HJ", seat="E")
    assert game.history[-1].seat is bc.Seat.W and game.history[-1].actor is bc.Seat.E


def test_illegal_actions_say_why_and_change_nothing() -> None:
    game = game_after("1NT P 3NT P P P")
    saved = game.to_json()
    cases = [
        ("2C", "the auction is over: play a card"),
        ("SA", "SA is not in the hand of East"),
        ("XY", "not a card"),
    ]
    for action, reason in cases:
        with pytest.raises(bc.IllegalAction, match=reason):
            game.act(action)
        assert not game.can_act(action)
    game.act("HQ")
    with pytest.raises(bc.IllegalAction, match="you must follow suit: you hold hearts"):
        game.act("SQ")  # South holds hearts
    with pytest.raises(bc.IllegalAction, match="North's turn, not South's"):
        game.act("H5", seat="S")  # dummy does not choose her cards
    assert json.loads(game.to_json())["history"] == json.loads(saved)["history"] + ["HQ"]
    early = game_after("1NT")
    with pytest.raises(bc.IllegalAction, match="make a call"):
        early.act("SA")
    with pytest.raises(bc.IllegalAction, match="not higher than 1NT"):
        early.act("1S")


def test_views_show_only_what_a_seat_may_know() -> None:
    game = game_after("1NT P 3NT P P P")
    east = game.view("E")
    assert set(east["hands"]) == {"E"} and east["hand"][0] == "S9"
    assert east["legal_actions"] and game.view("S")["legal_actions"] == []
    assert "deal" not in east and east["dummy"] == "S"
    game.act("HQ")  # the opening lead: dummy (South) is faced
    for seat in "NESW":
        view = game.view(seat)
        assert set(view["hands"]) == {seat, "S"}
        assert view["tricks"][0]["cards"] == [{"seat": "E", "card": "HQ"}]
    json.dumps(game.view("N"))


def test_a_finished_board_shows_every_hand_and_the_result() -> None:
    game = bc.new_game("duplicate", board=2, deal=DEAL)
    for call in "P 1NT P 3NT P P P".split():
        game.act(call)
    while not game.is_over:
        game.act(game.legal_actions()[0])
    result = game.result
    assert result is not None and result.contract == "3NT" and result.declarer == "S"
    assert result.tricks is not None and 0 <= result.tricks <= 13
    vulnerable = bc.board_vulnerability(2).is_vulnerable(bc.Side.NS)
    expected = bc.scoring.duplicate_score(bc.Contract.from_str("3NT"), result.tricks, vulnerable)
    assert result.score == {"NS": expected, "EW": -expected}
    view = game.view("W")
    assert view["deal"] == bc.Deal.from_pbn(DEAL).to_pbn()
    assert set(view["hands"]) == {"N", "E", "S", "W"} and len(view["hands"]["N"]) == 13
    assert view["result"]["score"] == result.score
    with pytest.raises(bc.IllegalAction, match="the game is over"):
        game.act("P")


def test_save_load_and_replay() -> None:
    game = game_after("1H X XX 2S P P P HA", board=7)
    loaded = bc.Game.from_json(game.to_json())
    assert loaded == game and loaded.view("E") == game.view("E")
    replayed = bc.replay("duplicate", DEAL, game.history, board=7)
    assert replayed == game
    assert bc.replay("duplicate", DEAL, [str(m) for m in game.history], board=7) == game
    with pytest.raises(bc.IllegalAction, match=r"action 2 \(1C\) is illegal"):
        bc.replay("duplicate", DEAL, ["1H", "1C"], board=7)
    with pytest.raises(ValueError, match="not a saved bridgeclub game"):
        bc.Game.from_json("{}")
    with pytest.raises(ValueError, match="no variant 'bridge'"):
        bc.new_game("bridge")


def test_passed_out_board_scores_zero() -> None:
    game = game_after("P P P P")
    assert game.is_over and game.phase == "done" and game.turn is None and game.actor is None
    assert game.result is not None
    assert game.result.to_dict() == {"contract": "P", "declarer": None, "tricks": None,
                                     "score": {"NS": 0, "EW": 0}}


def test_a_deal_must_be_whole() -> None:
    with pytest.raises(ValueError, match="all four hands"):
        bc.new_game("duplicate", deal="N:KJT6.82.864.KQ52 - - -")
    with pytest.raises(ValueError, match="option board: a whole number from 1"):
        bc.new_game("duplicate", board=0, seed=1)


def test_north_may_deal_whatever_the_board_says() -> None:
    """Seat.N has the value 0 and must still count as a seat chosen (not falsy)."""
    game = bc.new_game("duplicate", board=2, deal=DEAL, dealer="N")
    assert game.turn is bc.Seat.N and bool(bc.Seat.N) and bool(bc.Suit.CLUBS)
    assert bool(bc.Strain.CLUBS)


def test_a_cards_reason_is_its_players_own_until_the_deal_is_over() -> None:
    """A computer's reason for a card speaks of what it sees (its partner's hand, dummy):
    no other seat reads it during the deal; a call's explanation is public (Law 20F)."""
    import json

    game = bc.new_game("rubber", seed=4)
    game.act("1NT", explanation="15 to 17, balanced")
    for _ in range(3):
        game.act("P")
    leader = game.actor
    assert leader is not None
    game.act(str(game.legal_actions()[0]), explanation="partner holds the heart king")
    for seat in bc.Seat:
        text = json.dumps([game.events(seat), game.view(seat)])
        assert "15 to 17, balanced" in text
        assert ("partner holds the heart king" in text) is (seat is leader)
    while not game.is_over:
        game.act(str(game.legal_actions()[0]))
    for seat in bc.Seat:
        assert "partner holds the heart king" in json.dumps(game.events(seat))
