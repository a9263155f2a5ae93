"""The computer defender's check of a claim (bridgeclub/analysis/claims.py)."""

from __future__ import annotations

import random

import pytest

import bridgeclub as bc
from bridgeclub.analysis.claims import claim_holds, judge_claim
from bridgeclub.analysis.sampling import FOUR_HAND_VARIANTS, position
from bridgeclub.analysis.two_hands import most_tricks
from bridgeclub.bots.cardplay.claiming import claim_to_make
from bridgeclub.bots.levels import computer_player
from bridgeclub.claims import is_claim_word
from bridgeclub.variants.contract_bridge import ContractBridgeGame

# North has every top card but the club queen, which West holds with three small clubs.
DEAL = "N:AKQJ.AKQ.AKQ.AK2 T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.Q543"
# Ten tricks from the top; North is left with DQ CK C2 facing West's club queen.
TEN_TRICKS = ("C9 C8 C3 CA SA S7 S6 S2 SK S8 S5 C4 SQ S9 S4 C5 SJ ST S3 D2 HA H9 H8 H2 "
              "HK HT H7 H3 HQ HJ H6 H4 DA D9 D8 D3 DK DT D7 D4").split()


def grand_slam(plays: list[str]) -> ContractBridgeGame:
    game = bc.new_game("rubber", deal=DEAL, claims=True)
    assert isinstance(game, ContractBridgeGame)
    for action in ["7NT", "P", "P", "P", *plays]:
        game.act(action)
    return game


def test_a_claim_of_the_tricks_declarer_has_holds() -> None:
    game = grand_slam(TEN_TRICKS)
    assert game.remaining_tricks() == 3 and game.actor is bc.Seat.N
    game.act("claim 2")
    assert claim_holds(game.view("E")) and judge_claim(game.view("E")).answer == "accept"
    assert claim_holds(game.view("E")) == claim_holds(game.view("W"))


def test_an_overclaim_is_rejected() -> None:
    game = grand_slam(TEN_TRICKS)
    game.act("claim 3")  # the club two loses to the queen wherever it lies
    assert not claim_holds(game.view("E")) and judge_claim(game.view("E")).answer == "reject"


def test_a_plain_claim_at_the_first_trick_is_accepted_on_the_lay_outs_tried() -> None:
    game = grand_slam(["C9"])
    game.act("claim 12")  # twelve top tricks, whatever the defenders hold
    assert game.remaining_tricks() == 13
    verdict = judge_claim(game.view("E"))
    assert verdict.holds and "lay-outs of the unseen cards tried" in verdict.why


def test_a_claim_that_a_lay_out_beats_is_rejected_with_the_reason() -> None:
    game = grand_slam(["C9"])
    game.act("claim")  # the thirteenth trick needs the club queen to fall
    verdict = judge_claim(game.view("W"))
    assert not verdict.holds
    assert verdict.why == "declarer can be held to 12 of the last 13 tricks: the claim of 13 fails"


def test_a_claim_in_mid_trick() -> None:
    game = grand_slam(TEN_TRICKS)
    game.act("DQ")   # North leads the diamond queen
    game.act(str(game.legal_actions()[0]))   # East follows or discards
    assert game.actor is bc.Seat.N and game.turn is bc.Seat.S  # declarer plays dummy's card
    game.act("claim 2")
    assert claim_holds(game.view("E"))


def test_the_check_reads_only_the_view() -> None:
    game = grand_slam(TEN_TRICKS)
    game.act("claim 2")
    view = game.view("E")
    assert "deal" not in view and set(view["hands"]) == {"E", "N", "S"}
    with pytest.raises(ValueError, match="defender"):
        claim_holds(game.view("S"))


def claims_at_random_points(variant: str, seed: int) -> tuple[int, int]:
    """Play one deal of ``variant`` with claims on: a person claims at random points (any
    number of tricks), a computer declarer claims when her check says so, the computers
    answer every claim; the cards are random. The claims made and those accepted."""
    rng = random.Random(seed)
    game = bc.new_game(variant, seed=seed, claims=True)
    answerer = computer_player("beginner", seed=seed)
    made = accepted = 0
    while not game.is_over:
        view = game.view(game.actor)
        legal = [str(a) for a in game.legal_actions()]
        if "accept" in legal:
            answer = answerer.decide(view)
            assert answer.action in ("accept", "reject") and answer.explanation
            accepted += answer.action == "accept"
            game.act(answer.action)
            continue
        claims = [a for a in legal if a.startswith("claim")]
        if claims and rng.random() < 0.25:
            made += 1
            if rng.random() < 0.5 and variant in FOUR_HAND_VARIANTS:
                computers = claim_to_make(view, position(view))
                game.act(computers[0] if computers else rng.choice(claims))
            else:
                game.act(rng.choice(claims))
            continue
        game.act(rng.choice([a for a in legal if not is_claim_word(a)]))
    return made, accepted


@pytest.mark.parametrize("variant", bc.variant_names())
def test_the_computers_answer_claims_in_every_variant(variant: str) -> None:
    made = accepted = 0
    for seed in range(3):
        deal_made, deal_accepted = claims_at_random_points(variant, seed)
        made, accepted = made + deal_made, accepted + deal_accepted
    assert made > 0


def buddy_claim(seed: int, cards: int) -> bc.Game | None:
    """A Buddy Bridge deal played at random until declarer, on lead with ``cards`` cards
    left, claims them all; None when the deal found no contract (or no such moment)."""
    rng = random.Random(seed)
    game = bc.new_game("buddy-bridge", seed=seed, claims=True)
    while not game.is_over:
        legal = [str(a) for a in game.legal_actions()]
        tricks = game.view(game.actor).get("tricks") or []
        on_lead = not tricks or tricks[-1]["winner"] is not None
        if f"claim {cards}" in legal and on_lead and \
                len(game.view(game.actor)["hand"]) == cards:
            game.act(f"claim {cards}")
            return game
        game.act(rng.choice([a for a in legal if not is_claim_word(a)]))
    return None


def test_buddy_bridge_claims_are_solved_on_both_hands() -> None:
    games = [g for g in (buddy_claim(seed, 5) for seed in range(8)) if g is not None]
    assert games
    for game in games:
        view = game.view(game.actor)
        declarer, defender = view["declarer"], view["seat"]
        hands = {s: [bc.Card.from_str(c) for c in h] for s, h in view["hands"].items()}
        strain = view["contract"]["strain"]
        trump = None if strain == "NT" else bc.Suit.from_str(strain)
        assert set(hands) == {declarer, defender}
        all_five = most_tricks(hands[declarer], hands[defender], trump) == 5
        assert judge_claim(view).holds == all_five
