"""Claims and concessions in the Game API (bridgeclub/claims.py, ContractBridgeGame)."""

from __future__ import annotations

import pytest

import bridgeclub as bc
from bridgeclub.variants.contract_bridge import ContractBridgeGame
from tests.playout import act_all

DEAL = "N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432"


def seven_no_trumps(variant: str = "rubber", **options: object) -> ContractBridgeGame:
    game = bc.new_game(variant, deal=DEAL, claims=True, **options)
    assert isinstance(game, ContractBridgeGame)
    act_all(game, "7NT P P P")
    return game


def test_claims_are_off_unless_the_table_uses_them() -> None:
    game = bc.new_game("rubber", deal=DEAL)
    act_all(game, "7NT P P P CT")
    assert not any("claim" in str(a) for a in game.legal_actions())
    with pytest.raises(bc.IllegalAction, match="not in use"):
        game.act("claim")


def test_only_declarer_claims_on_her_turn() -> None:
    game = seven_no_trumps()
    assert game.actor is bc.Seat.E
    assert "claim 1" not in [str(a) for a in game.legal_actions()]
    with pytest.raises(bc.IllegalAction, match="only declarer"):
        game.act("claim 3")
    game.act("CT")
    legal = [str(a) for a in game.legal_actions()]
    assert "claim 13" in legal and "concede" in legal and "claim 14" not in legal


def test_accepted_claim_ends_the_play() -> None:
    game = seven_no_trumps()
    game.act("CT")
    before = game.view("W")
    assert "N" not in before["hands"]
    game.act("claim")
    assert game.phase == "claim" and game.turn is bc.Seat.E and game.actor is bc.Seat.E
    assert [str(a) for a in game.legal_actions()] == ["accept", "reject"]
    assert "N" in game.view("W")["hands"]  # the claimer faces her hand
    with pytest.raises(bc.IllegalAction, match="answer the claim"):
        game.act("C6")
    game.act("accept")
    assert game.turn is bc.Seat.W
    game.act("accept")
    assert game.is_over and game.result is not None
    assert game.result.tricks == 13
    assert game.result.details["claim"]["tricks"] == 13
    assert game.result.score["NS"] == 1370  # 220 + 1000 grand slam + 150 four aces


def test_partial_claim_and_the_defenders_take_the_rest() -> None:
    game = seven_no_trumps()
    game.act("CT")
    game.act("claim 10")
    game.act("accept")
    game.act("accept")
    assert game.result is not None and game.result.tricks == 10


def test_rejected_claim_means_play_on() -> None:
    game = seven_no_trumps()
    game.act("CT")
    game.act("claim 13")
    game.act("accept")
    game.act("reject")
    assert game.phase == "play" and game.actor is bc.Seat.N and game.turn is bc.Seat.S
    with pytest.raises(bc.IllegalAction, match="play a card"):
        game.act("claim 13")
    assert not any("claim" in str(a) for a in game.legal_actions())
    game.act("C6")
    game.act("C2")
    game.act("CA")
    assert any("claim" in str(a) for a in game.legal_actions())


def test_concession_takes_effect_at_once() -> None:
    game = seven_no_trumps()
    game.act("CT")
    game.act("concede")
    assert game.is_over and game.result is not None and game.result.tricks == 0
    assert game.result.details["claim"]["conceded"]


def test_claims_replay_and_save() -> None:
    game = seven_no_trumps("duplicate")
    game.act("CT")
    game.act("claim 12")
    game.act("accept")
    assert bc.Game.from_json(game.to_json()) == game
    again = bc.Game.from_json(game.to_json())
    assert again.phase == "claim" and again.view("E") == game.view("E")


def test_bad_claims() -> None:
    game = seven_no_trumps()
    before = game.to_json()
    for text, reason in [("claim 0", "1 to 13"), ("claim x", "not a claim"),
                         ("accept", "no claim"), ("concede 2", "takes no number")]:
        with pytest.raises(bc.IllegalAction, match=reason):
            game.act(text)
    assert game.to_json() == before


def result_keeping_the_seven(variant: str, deal: str, calls: str) -> bc.Result:
    """The result of the deal bid with ``calls`` and played keeping D7 to the last trick."""
    game = bc.new_game(variant, deal=deal)
    act_all(game, calls)
    while not game.is_over:
        legal = [str(a) for a in game.legal_actions()]
        game.act(next((c for c in legal if c != "D7"), legal[0]))
    assert game.result is not None
    return game.result


def test_beer_card_for_declarer() -> None:
    # North holds every diamond and plays 1D, ruffing the heart lead, D7 kept to the end.
    deal = "N:..AKQJT98765432. .AKQJT98765432.. AKQJT98765432... ...AKQJT98765432"
    result = result_keeping_the_seven("rubber", deal, "1D P P P")
    assert result.tricks == 13
    assert result.details["beer_card"] == {"won_by": "N", "bought_by": "S", "for": "declarer"}


def test_beer_card_for_the_defenders() -> None:
    # East holds every diamond and runs them against 7NT, the seven last.
    deal = "N:.AKQJT98765432.. ..AKQJT98765432. AKQJT98765432... ...AKQJT98765432"
    result = result_keeping_the_seven("duplicate", deal, "7NT P P P")
    assert result.tricks == 0
    assert result.details["beer_card"] == {"won_by": "E", "bought_by": "W",
                                           "for": "defenders"}


def test_no_beer_card_when_the_seven_does_not_win_the_last_trick() -> None:
    deal = "N:..AKQJT98765432. .AKQJT98765432.. AKQJT98765432... ...AKQJT98765432"
    game = bc.new_game("rubber", deal=deal)
    act_all(game, "1D P P P")
    while not game.is_over:  # the seven goes first
        legal = [str(a) for a in game.legal_actions()]
        game.act("D7" if "D7" in legal else legal[0])
    assert game.result is not None and "beer_card" not in game.result.details


@pytest.mark.parametrize("variant", ["bridge-for-two", "double-dummy-two"])
@pytest.mark.parametrize(("dealer", "opening"), [("W", "7NT"), ("S", "P 7NT")])
def test_games_for_two_a_claim_is_answered_once_by_the_other_person(
        variant: str, dealer: str, opening: str) -> None:
    """Seed 003: one person plays two hands. West declaring 7NT, South (who plays North
    too) answers the claim once and the deal ends; North declaring, South claims for him."""
    game = bc.new_game(variant, deal=DEAL, dealer=dealer, claims=True)
    assert isinstance(game, ContractBridgeGame)
    act_all(game, opening)
    while game.phase == "auction":
        game.act("P")
    declarer = game.declarer
    assert declarer is not None
    owner = bc.Seat.W if declarer in (bc.Seat.W, bc.Seat.E) else bc.Seat.S
    other = bc.Seat.S if owner is bc.Seat.W else bc.Seat.W
    while game.actor is not owner:
        game.act(str(game.legal_actions()[0]))
    assert "claim" in [str(a) for a in game.legal_actions()] or \
        "claim 13" in [str(a) for a in game.legal_actions()]
    game.act("claim", seat=owner)
    assert game.phase == "claim" and game.actor is other
    game.act("accept", seat=other)
    assert game.is_over and game.result is not None
    assert game.result.details["claim"]["accepted_by"] == [str(other)]


def test_the_tricks_shown_after_a_claim_include_the_claimed_ones() -> None:
    game = seven_no_trumps()
    act_all(game, "CT C6 C2")
    for action in ("claim 12", "accept", "accept"):
        game.act(action)
    view = game.view("S")
    assert view["tricks_won"] == {"NS": 12, "EW": 1}
    assert sum(view["tricks_won"].values()) == 13 and view["result"]["tricks"] == 12
