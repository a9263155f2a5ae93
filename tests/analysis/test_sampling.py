"""Sampling the unseen cards: every lay-out fits what the seat knows."""

from __future__ import annotations

import random

import pytest

import bridgeclub as bc
from bridgeclub.analysis.hand_range import HandRange
from bridgeclub.analysis.sampling import position, sample
from bridgeclub.cards import DECK, Card, Suit
from bridgeclub.deal import Hand
from bridgeclub.seats import Seat
from tests.bots.cardplay.helpers import VARIANTS


def _play_until(variant: str, seed: int, cards_played: int) -> bc.Game:
    """A game of ``variant`` in its trick play with ``cards_played`` cards on the table."""
    from bridgeclub.bots import cardplay
    from bridgeclub.bots.levels import computer_player
    for attempt in range(50):
        game = bc.new_game(variant, seed=seed + attempt * 1000)
        rng = random.Random(seed)
        player = computer_player("beginner", seed=seed)
        played = 0
        while not game.is_over:
            view = game.view(game.actor)
            if cardplay.is_card_play(view):
                if played == cards_played:
                    return game
                played += 1
                game.act(player.decide(view).action)
                continue
            bids = [a for a in view["legal_actions"] if a not in ("P", "X", "XX")]
            if bids and rng.random() < 0.3:
                game.act(rng.choice(bids[:4]))
            else:
                game.act(player.decide(view).action)
    raise AssertionError(f"no {variant} deal reached {cards_played} cards")


FOUR_HAND = [v for v in VARIANTS if v != "buddy-bridge"]


@pytest.mark.parametrize("variant", FOUR_HAND)
@pytest.mark.parametrize("cards_played", [0, 9, 30])
def test_layouts_fit_the_view(variant: str, cards_played: int) -> None:
    game = _play_until(variant, 3, cards_played)
    view = game.view(game.actor)
    where = position(view)
    layouts = sample(where, 12, random.Random(5))
    played = {c for cards in where.played.values() for c in cards}
    for layout in layouts:
        held = [c for cards in layout.values() for c in cards]
        assert len(held) == len(set(held))                         # each card once
        assert set(held) | played == set(DECK)                     # every card somewhere
        assert not set(held) & played                              # none played twice
        for seat in Seat:
            assert len(layout[seat]) == where.counts[seat]
            assert set(where.known[seat]) <= set(layout[seat])     # what is seen stays put
            for suit in where.voids[seat]:                         # voids shown hold
                assert all(c.suit is not suit for c in layout[seat])
    # the hand to play is the one the legal cards come from
    legal = {a for a in view["legal_actions"] if a[:1] in "SHDC" and len(a) == 2}
    assert legal <= {str(c) for c in layouts[0][where.to_play]}


def test_sampling_is_seeded() -> None:
    game = _play_until("duplicate", 4, 5)
    where = position(game.view(game.actor))
    assert sample(where, 6, random.Random(9)) == sample(where, 6, random.Random(9))


def test_inferences_shape_the_layouts() -> None:
    game = bc.new_game("duplicate", board=1, seed=8)
    for call in "1NT P 3NT P P P".split():
        game.act(call)
    view = game.view("E")
    strong = HandRange(hcp=(15, 17), lengths={Suit.SPADES: (2, 4), Suit.HEARTS: (2, 4)})
    where = position(view, {Seat.N: strong})
    for layout in sample(where, 10, random.Random(1)):
        assert strong.admits(Hand(layout[Seat.N]))


def test_minibridge_points_are_kept() -> None:
    game = _play_until("minibridge", 2, 4)
    view = game.view(game.actor)
    where = position(view)
    for layout in sample(where, 8, random.Random(2)):
        for name, points in view["points"].items():
            seat = Seat.from_str(name)
            assert Hand(layout[seat] + where.played[seat]).hcp == points


def test_racks_face_down_cards_stay_in_their_rack() -> None:
    game = _play_until("bridge-for-two", 6, 2)
    view = game.view(game.actor)
    where = position(view)
    covered = {name: sum(1 for slot in slots if slot["covered"])
               for name, slots in view["racks"].items()}
    for layout in sample(where, 5, random.Random(3)):
        for name, count in covered.items():
            seat = Seat.from_str(name)
            up = {Card.from_str(s["up"]) for s in view["racks"][name] if s["up"]}
            assert len(set(layout[seat]) - up) == count


def test_ez_bridge_3_reads_the_seating() -> None:
    game = _play_until("ez-bridge-3", 1, 3)
    view = game.view(game.actor)
    where = position(view)
    assert where.chair_of[view["declarer"]] is Seat.S
    assert where.seat_name(Seat.S) == view["declarer"]


def test_not_in_the_play() -> None:
    game = bc.new_game("duplicate", seed=1)
    with pytest.raises(ValueError, match="not in the trick play"):
        position(game.view(game.actor))
    with pytest.raises(ValueError, match="no four-hand"):
        position(bc.new_game("buddy-bridge", seed=1).view("S"))
    where = position(_play_until("duplicate", 1, 2).view(_play_until("duplicate", 1, 2).actor))
    with pytest.raises(ValueError, match="at least one"):
        sample(where, 0, random.Random(0))


def test_what_the_play_told_is_kept() -> None:
    from bridgeclub.analysis.sampling import Holding
    from bridgeclub.bots.cardplay.rules import read_the_play
    game = bc.new_game("duplicate", board=1, seed=8)
    for call in "1NT P 3NT P P P".split():
        game.act(call)
    east = game.view("E")["hand"]
    lead = next((c for c in east if c[1] in "KQJT"), None)
    if lead is None:
        pytest.skip("no honour to lead")
    game.act(lead)
    where = position(game.view("S"))         # dummy's side reads the lead
    told = read_the_play(where)
    assert told and all(h.seat is Seat.E for h in told)
    where.holdings = told
    led = Card.from_str(lead)
    assert led.suit is not None and led.rank is not None
    above = Card(led.suit, type(led.rank)(led.rank + 1))
    if above in where.unseen:
        assert Holding(Seat.E, frozenset({above}), 0, 0) in told
        for layout in sample(where, 10, random.Random(4)):
            assert above not in layout[Seat.E]


def test_the_samplers_quick_range_check_agrees_with_hand_range() -> None:
    """The sampler counts points and lengths itself (its inner loop): the same verdict as
    ``HandRange.admits`` on every lay-out, admitted or not."""
    from bridgeclub.analysis.sampling import _Deck, _fits_ranges

    game = bc.new_game("duplicate", board=1, seed=4)
    for call in "1NT P 3NT P P P".split():
        game.act(call)
    where = position(game.view(game.actor), {
        Seat.N: HandRange(hcp=(10, 20), lengths={Suit.SPADES: (2, 5)}),
        Seat.S: HandRange(hcp=(0, 15), lengths={Suit.HEARTS: (0, 4)})})
    deck = _Deck(where)
    rng = random.Random(3)
    verdicts = []
    for _ in range(300):
        layout = deck.deal(rng)
        assert layout is not None
        verdicts.append(deck.in_ranges(layout))
        assert verdicts[-1] == _fits_ranges(where, layout)
    assert any(verdicts) and not all(verdicts)


def test_a_sample_out_of_time_still_gives_every_lay_out_asked() -> None:
    game = bc.new_game("duplicate", board=1, seed=4)
    for call in "1NT P 3NT P P P".split():
        game.act(call)
    # a range no lay-out is likely to fit: without time the fallbacks fill every place
    where = position(game.view(game.actor), {Seat.N: HandRange(hcp=(21, 22))})
    layouts = sample(where, 6, random.Random(2), until=0.0)
    assert len(layouts) == 6
    assert all(sum(len(h) for h in lay.values()) == 52 for lay in layouts)
