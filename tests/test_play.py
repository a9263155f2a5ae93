"""The play engine: following suit, trumps, the trick's winner leads."""

from __future__ import annotations

import pytest

import bridgeclub as bc
from bridgeclub.play import Play

DEAL = bc.Deal.from_pbn(
    "N:KJT6.82.864.KQ52 9743.Q9.QJ53.873 Q5.AK65.AT2.AJT9 A82.JT743.K97.64")


def new_play(trump: str | None, leader: str) -> Play:
    suit = None if trump is None else bc.Suit.from_str(trump)
    return Play({s: list(DEAL[s]) for s in bc.Seat}, suit, bc.Seat.from_str(leader))


def play_cards(play: Play, cards: str) -> None:
    for card in cards.split():
        play.play(card)


def test_follow_suit_and_the_highest_of_the_suit_led_wins() -> None:
    play = new_play(None, "E")
    play_cards(play, "HQ HA HJ")
    with pytest.raises(bc.IllegalAction, match="you must follow suit: you hold hearts"):
        play.play("S6")
    assert play.turn is bc.Seat.N and len(play.current.cards) == 3
    play_cards(play, "H8")
    assert play.tricks[0].winner is bc.Seat.S and play.turn is bc.Seat.S
    assert play.won[bc.Seat.S] == 1 and play.tricks_of(bc.Side.NS) == 1


def test_a_void_player_may_trump_and_the_highest_trump_wins() -> None:
    play = new_play("S", "E")
    play_cards(play, "HQ HA HJ H8")  # S wins
    play_cards(play, "H6 H7 H2 H9")  # hearts again: E's 9 wins
    assert play.tricks[1].winner is bc.Seat.E
    play_cards(play, "D3 DA D7 D4")  # S wins the diamond
    play_cards(play, "H5 HT")  # N is out of hearts now
    assert [str(c) for c in play.legal_cards()] == [str(c) for c in sorted(DEAL[bc.Seat.N].cards,
                                                   reverse=True) if str(c)[0] != "H"
                                                   and str(c) not in ("D4",)]
    play_cards(play, "S6")  # N ruffs
    with pytest.raises(bc.IllegalAction, match="not in the hand of East"):
        play.play("SA")
    play_cards(play, "S7")  # E overruffs
    assert play.tricks[3].winner is bc.Seat.E


def test_cards_not_held_are_refused_and_change_nothing() -> None:
    play = new_play("H", "W")
    with pytest.raises(bc.IllegalAction, match="not in the hand of West"):
        play.play("SK")
    with pytest.raises(bc.IllegalAction, match="not a card"):
        play.play("ZZ")
    assert play.turn is bc.Seat.W and not play.is_opening_lead_made
    assert len(play.hands[bc.Seat.W]) == 13


def test_thirteen_tricks_then_the_play_is_over() -> None:
    play = new_play("C", "N")
    while not play.is_complete:
        play.play(play.legal_cards()[-1])
    assert len(play.tricks) == 13 and sum(play.won.values()) == 13
    assert play.legal_cards() == []
    with pytest.raises(bc.IllegalAction, match="the play is over"):
        play.play("SA")
