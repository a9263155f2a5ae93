"""The rules of thumb and the signals, on hands from the textbooks."""

from __future__ import annotations

import bridgeclub as bc
from bridgeclub.analysis.sampling import position
from bridgeclub.bots.cardplay import rules
from bridgeclub.cards import Card, Suit
from bridgeclub.game import Game

DEAL = ("N:AKQ2.K32.A32.A32 JT9.QJT9.KQJ.KQJ 876.8765.T98.T98 543.A4.7654.7654")


def _game(deal: str, auction: str, cards: str = "") -> Game:
    game = bc.new_game("duplicate", deal=deal, dealer="N")
    for action in (auction + " " + cards).split():
        game.act(action)
    return game


def _choose(game: Game) -> str:
    view = game.view(game.actor)
    return str(rules.choose(position(view), view["legal_actions"]))


def test_lead_top_of_the_longest_sequence() -> None:
    assert _choose(_game(DEAL, "1NT P 3NT P P P")) == "HQ"


def test_second_hand_low_third_hand_high_fourth_cheaply() -> None:
    # North declares 3NT; East leads HQ, South (dummy) plays second hand low
    assert _choose(_game(DEAL, "1NT P 3NT P P P", "HQ")) == "H5"
    game = _game(DEAL, "1NT P 3NT P P P", "HQ H5")
    assert _choose(game) == "HA"          # third hand high (and unblocks the doubleton)
    game = _game(DEAL, "1NT P 3NT P P P", "HQ H5 H4")
    assert _choose(game) == "HK"          # fourth hand wins (only card that beats)


def test_cover_an_honour_with_an_honour() -> None:
    deal = "N:AK2.K32.A32.A432 JT9.QJ9.KQJ.KQJ8 Q543.8765.T98.T9 876.AT4.7654.765"
    game = _game(deal, "1NT P 3NT P P P", "SJ")   # East leads the jack
    assert _choose(game) == "SQ"          # second hand (dummy) covers it with the queen


def test_attitude_signal_and_reading_it() -> None:
    deal = "N:AKQ2.K32.A32.A32 JT9.QJT9.KQJ.KQJ 876.7654.T98.T98 543.A8.7654.7654"
    game = _game(deal, "1NT P 3NT P P P", "HQ H5")
    view = game.view("W")
    where = position(view)
    # West holds the ace: between cards the search finds equal he encourages with the 8
    assert str(rules.signal(where, [Card.from_str("H8"), Card.from_str("HA")])) == "H8"
    assert str(rules.signal(where, [Card.from_str("H8")])) == "H8"


def test_partner_signals_are_read() -> None:
    deal = "N:AKQ2.K32.A32.A32 JT9.QJT9.KQJ.KQJ 876.7654.T98.T98 543.A8.7654.7654"
    game = _game(deal, "1NT P 3NT P P P", "HQ H5 H8 HK")
    where = position(game.view("N"))
    assert where.to_play.name == "N"
    east = position(game.view("E"))
    east.to_play = east.viewer                       # as East will read it on lead
    assert rules.partner_signals(east) == {Suit.HEARTS: 1}


def test_winning_and_masters() -> None:
    game = _game(DEAL, "1NT P 3NT P P P", "HQ H5 H4")
    where = position(game.view("N"))
    seat, card = rules.winning(where.current, where.leader, where.trump)
    assert (seat.name, str(card)) == ("E", "HQ")
    assert rules.is_master(where, Card.from_str("HK")) is False
