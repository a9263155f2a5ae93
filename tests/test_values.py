"""The vocabulary: every value's str() round-trips through from_str (Hypothesis)."""

from __future__ import annotations

import pickle
import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

import bridgeclub as bc
from bridgeclub.calls import bids_up_to

cards = st.sampled_from([*bc.DECK, bc.JOKER])
seats = st.sampled_from(list(bc.Seat))
calls = st.sampled_from([bc.PASS, bc.DOUBLE, bc.REDOUBLE, *bids_up_to(13)])
contracts = st.builds(bc.Contract, st.integers(1, 13), st.sampled_from(list(bc.Strain)),
                      st.integers(0, 2), st.one_of(st.none(), seats))


@given(cards)
def test_card_round_trips(card: bc.Card) -> None:
    assert bc.Card.from_str(str(card)) is card
    assert bc.Card.from_str(str(card).lower()) is card
    assert pickle.loads(pickle.dumps(card)) is card


@given(calls)
def test_call_round_trips(call: bc.Call) -> None:
    assert bc.Call.from_str(str(call)) is call


@given(contracts)
def test_contract_round_trips(contract: bc.Contract) -> None:
    assert bc.Contract.from_str(str(contract), contract.declarer) == contract
    assert bc.Contract.from_str(contract.describe()) == contract


@given(seats)
def test_seat_relations(seat: bc.Seat) -> None:
    assert bc.Seat.from_str(str(seat)) is seat
    assert seat.lho.rho is seat and seat.partner.partner is seat
    assert seat.next is seat.lho and seat.lho.lho is seat.partner
    assert seat.side is seat.partner.side is not seat.lho.side


@given(st.integers(0, 2**32))
def test_random_deals_round_trip_through_pbn(seed: int) -> None:
    deal = bc.Deal.random(seed)
    assert deal.is_complete
    assert sorted(c for s in deal for c in deal[s]) == sorted(bc.DECK)
    for first in bc.Seat:
        assert bc.Deal.from_pbn(deal.to_pbn(first)) == deal


def test_deals_are_fixed_by_seed_and_board() -> None:
    assert bc.Deal.for_board("club-night", 3) == bc.Deal.for_board("club-night", 3)
    boards = {bc.Deal.for_board("club-night", n).to_pbn() for n in range(1, 33)}
    assert len(boards) == 32
    assert bc.Deal.for_board("club-night", 3) != bc.Deal.for_board("other-night", 3)
    assert bc.Deal.random(random.Random(5).getrandbits(20)) == bc.Deal.random(
        random.Random(5).getrandbits(20))


def test_call_order_is_the_auction_order() -> None:
    bids = list(bids_up_to(7))
    assert bids == sorted(bids)
    assert bc.Call.from_str("1NT") < bc.Call.from_str("2C") < bc.Call.from_str("2D")
    with pytest.raises(TypeError):
        assert bc.Call.from_str("1C") > bc.PASS


@pytest.mark.parametrize("text", ["", "Z", "S1", "SAA", "H1O", "Q5"])
def test_bad_cards_say_why(text: str) -> None:
    with pytest.raises(ValueError, match="not a"):
        bc.Card.from_str(text)


@pytest.mark.parametrize("text", ["", "0S", "14NT", "1Z", "XXX", "S"])
def test_bad_calls_say_why(text: str) -> None:
    with pytest.raises(ValueError, match="not a"):
        bc.Call.from_str(text)


@pytest.mark.parametrize("text", ["", "8", "4Q", "4SXXX", "4S by Q", "0NT"])
def test_bad_contracts_say_why(text: str) -> None:
    with pytest.raises(ValueError, match="not a"):
        bc.Contract.from_str(text)


@pytest.mark.parametrize("text", [
    "N:KJT6.82.864.KQ52 9743.Q9.QJ53.873 Q5.AK65.AT2.AJT9",
    "KJT6.82.864.KQ52 9743.Q9.QJ53.873 Q5.AK65.AT2.AJT9 A82.JT743.K97.64",
    "X:KJT6.82.864.KQ52 9743.Q9.QJ53.873 Q5.AK65.AT2.AJT9 A82.JT743.K97.64",
    "N:KJT6.82.864.KQ52 9743.Q9.QJ53.873 Q5.AK65.AT2.AJT9 A82.JT743.K97.6K",
    "N:KJT6.82.864 9743.Q9.QJ53.873 Q5.AK65.AT2.AJT9 A82.JT743.K97.64",
])
def test_bad_deals_say_why(text: str) -> None:
    with pytest.raises(ValueError):
        bc.Deal.from_pbn(text)


def test_a_partial_deal_keeps_its_unknown_hands() -> None:
    deal = bc.Deal.from_pbn("S:Q5.AK65.AT2.AJT9 - KJT6.82.864.KQ52 -")
    assert list(deal) == [bc.Seat.N, bc.Seat.S]
    assert deal.to_pbn("S") == "S:Q5.AK65.AT2.AJT9 - KJT6.82.864.KQ52 -"
    assert not deal.is_complete


def test_board_cycle_of_seed_002_for_boards_1_to_32() -> None:
    """Seed 002, "Boards": the sixteen markings, repeating from board 17."""
    table = [("N", "None"), ("E", "NS"), ("S", "EW"), ("W", "All"), ("N", "NS"), ("E", "EW"),
             ("S", "All"), ("W", "None"), ("N", "EW"), ("E", "All"), ("S", "None"),
             ("W", "NS"), ("N", "All"), ("E", "None"), ("S", "NS"), ("W", "EW")]
    for board in range(1, 33):
        dealer, vul = table[(board - 1) % 16]
        assert str(bc.board_dealer(board)) == dealer
        assert str(bc.board_vulnerability(board)) == vul
        game = bc.new_game("duplicate", board=board, seed=board)
        assert str(game.dealer) == dealer and str(game.vulnerability) == vul
        assert game.turn is bc.Seat.from_str(dealer)


@pytest.mark.parametrize("seed", range(0, 3000, 7))
def test_dealing_shuffles_as_random_shuffle_does(seed: int) -> None:
    """``Deal.random`` shuffles without ``Random.shuffle``'s method calls, to the same
    order: the same seed still gives the same deal (saved events and boards depend on it)."""
    from bridgeclub.deal import _seed_int, shuffle

    ours, theirs = list(bc.DECK), list(bc.DECK)
    shuffle(ours, random.Random(seed))
    random.Random(seed).shuffle(theirs)
    assert ours == theirs
    pack = list(bc.DECK)
    random.Random(_seed_int(seed)).shuffle(pack)
    assert bc.Deal.random(seed) == bc.Deal.from_cards(pack)


@given(st.sets(cards, max_size=20))
def test_a_hand_is_held_spades_first_high_first(held: set[bc.Card]) -> None:
    hand = bc.Hand(held)
    expected = [c for suit in (bc.Suit.SPADES, bc.Suit.HEARTS, bc.Suit.DIAMONDS,
                               bc.Suit.CLUBS)
                for c in sorted((c for c in held if c.suit is suit), reverse=True)]
    assert list(hand) == hand.sorted() == expected and list(hand) == expected
    assert pickle.loads(pickle.dumps(hand)) == hand and list(pickle.loads(pickle.dumps(hand))) \
        == expected
