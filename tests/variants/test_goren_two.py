"""Claims in Goren's games for two (Bridge for Two, Double Dummy): the claimer faces his
hands to the person who answers, only while the claim waits for her (Laws 68C, 70), and
the computer answering judges the claim with what it then sees."""

from __future__ import annotations

import random

import pytest

import bridgeclub as bc
from bridgeclub.bots.levels import computer_player
from bridgeclub.claims import is_claim_word

# North has every top card but the club queen, which West holds with three small clubs.
DEAL = "N:AKQJ.AKQ.AKQ.AK2 T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.Q543"
# Ten tricks from the top; North is left with DQ CK C2 facing West's club queen.
TEN_TRICKS = ("C9 C8 C3 CA SA S7 S6 S2 SK S8 S5 C4 SQ S9 S4 C5 SJ ST S3 D2 HA H9 H8 H2 "
              "HK HT H7 H3 HQ HJ H6 H4 DA D9 D8 D3 DK DT D7 D4").split()


def answer(game: bc.Game) -> tuple[str, str]:
    """What the computer answering the pending claim says, and why."""
    assert game.actor is not None
    decision = computer_player("beginner", seed=1).decide(game.view(game.actor))
    return decision.action, decision.explanation


def double_dummy_after_ten_tricks() -> bc.Game:
    """Double Dummy: North (John's dummy hand) declares 7NT and wins ten tricks; North
    is on lead with DQ CK C2, West (Mary) holds the club queen."""
    game = bc.new_game("double-dummy-two", deal=DEAL, claims=True)
    for action in ["P", "P", "7NT", "P", "P", "P", *TEN_TRICKS]:
        game.act(action)
    assert game.turn is bc.Seat.N and game.actor is bc.Seat.S
    return game


def bridge_for_two_racks_up() -> bc.Game:
    """Bridge for Two: South declares 7NT, the cards are played at random (seed 8) until
    no rack holds a face-down card and North's rack leads to the last three tricks: North
    DK DQ C2, East DT D9 CT, South D8 D6 C8, West H2 D3 C4 (two diamonds, then the club
    two loses)."""
    game = bc.new_game("bridge-for-two", deal=DEAL, seed=8, claims=True)
    rng = random.Random(8)
    for call in ("7NT", "P"):
        game.act(call)
    while game.remaining_tricks() > 3:
        legal = [str(a) for a in game.legal_actions() if not is_claim_word(str(a))]
        game.act(rng.choice(legal))
    assert game.turn is bc.Seat.N and game.actor is bc.Seat.S
    racks = game.view("S")["racks"]
    assert not any(slot["covered"] for slots in racks.values() for slot in slots)
    assert game.view("W")["racks"]["N"] and sorted(game.view("S")["hand"]) == \
        ["C8", "D6", "D8"]
    return game


@pytest.mark.parametrize("start", [double_dummy_after_ten_tricks, bridge_for_two_racks_up])
def test_the_computer_accepts_a_plain_claim_and_rejects_a_bad_one(start: object) -> None:
    assert callable(start)
    game = start()
    game.act("claim 2")
    assert game.actor is bc.Seat.W
    action, why = answer(game)
    assert (action, why) == ("accept", "the claim of 2 holds however the unseen cards lie")
    game = start()
    game.act("claim 3")                 # the club two loses whatever the defence holds
    action, why = answer(game)
    assert action == "reject"
    assert why == "declarer can be held to 2 of the last 3 tricks: the claim of 3 fails"


def test_double_dummy_the_claimer_faces_both_hands_to_the_answer_only_while_it_waits(
        ) -> None:
    game = double_dummy_after_ten_tricks()
    assert sorted(game.view("W")["hands"]) == ["E", "W"]
    game.act("claim 3")
    mary, john = game.view("W"), game.view("S")
    assert sorted(mary["hands"]) == ["E", "N", "S", "W"]
    assert mary["hands"]["N"] == ["DQ", "CK", "C2"] and len(mary["hands"]["S"]) == 3
    assert sorted(john["hands"]) == ["N", "S"]               # the claimer sees no more
    game.act("reject")
    assert sorted(game.view("W")["hands"]) == ["E", "W"]     # hidden again: play on
    game.act("DQ")
    game.act(str(game.legal_actions()[0]))
    game.act(str(game.legal_actions()[0]))
    game.act(str(game.legal_actions()[0]))
    game.act("claim")
    assert sorted(game.view("W")["hands"]) == ["E", "N", "S", "W"]
    game.act("accept")
    assert game.is_over                                       # every hand shown at the end


def test_bridge_for_two_the_claimer_faces_his_hand_never_a_face_down_card() -> None:
    game = bc.new_game("bridge-for-two", deal=DEAL, seed=8, claims=True)
    for call in ("7NT", "P"):
        game.act(call)
    game.act(str(game.legal_actions()[0]))                    # West leads
    assert game.actor is bc.Seat.S and game.turn is bc.Seat.N
    before = game.view("W")
    game.act("claim")
    mary = game.view("W")
    assert sorted(mary["hands"]) == ["S", "W"] and len(mary["hands"]["S"]) == 13
    assert mary["racks"] == before["racks"]                   # the racks as they lie
    assert sorted(game.view("S")["hands"]) == ["S"]
    action, why = answer(game)                                # face-down cards: not plain
    assert action == "reject" and "face down" in why
    game.act(action)
    assert sorted(game.view("W")["hands"]) == ["W"]
