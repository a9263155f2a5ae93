"""The computer defender's check of a claim (bridgeclub/analysis/claims.py)."""

from __future__ import annotations

import pytest

import bridgeclub as bc
from bridgeclub.analysis.claims import answer_claim, claim_holds
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
    assert claim_holds(game.view("E")) and answer_claim(game.view("E")) == "accept"
    assert claim_holds(game.view("E")) == claim_holds(game.view("W"))


def test_an_overclaim_is_rejected() -> None:
    game = grand_slam(TEN_TRICKS)
    game.act("claim 3")  # the club two loses to the queen wherever it lies
    assert not claim_holds(game.view("E")) and answer_claim(game.view("E")) == "reject"


def test_too_many_layouts_to_check_means_play_on() -> None:
    game = grand_slam(["C9"])
    game.act("claim 12")
    assert game.remaining_tricks() == 13
    assert not claim_holds(game.view("E"))


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
