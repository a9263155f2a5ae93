"""MiniBridge with slips (seed 002, "Minibridge"; RULES.md): pass or open, the opener and
the overcaller with their partners' slips, duplicate scoring by deal number."""

from __future__ import annotations

import random

import pytest

import bridgeclub as bc
from bridgeclub.calls import Contract
from bridgeclub.game import Game
from bridgeclub.scoring.contract import duplicate_score
from bridgeclub.seats import Seat
from bridgeclub.variants.minibridge_open import MiniBridgeOpenGame
from tests.playout import (
    act_all,
    dummy_after_opening_lead,
    every_card,
    played_and_own,
    random_playout,
)

DEAL = "N:KJT6.82.864.KQ52 9743.Q9.QJ53.873 Q5.AK65.AT2.AJT9 A82.JT743.K97.64"


def open_game(board: int = 1) -> MiniBridgeOpenGame:
    game = bc.new_game("minibridge-open", deal=DEAL, board=board)
    assert isinstance(game, MiniBridgeOpenGame)
    return game


def test_each_slip_shows_points_and_suit_lengths() -> None:
    game = open_game()
    assert game.view("S")["slips"] == {
        "S": {"hcp": 18, "lengths": {"S": 2, "H": 4, "D": 3, "C": 4}}}


def test_four_passes_redeal() -> None:
    game = open_game(board=2)
    assert game.dealer is Seat.E and game.vulnerability is bc.Vulnerability.NS
    act_all(game, "P P P P")
    result = game.result
    assert game.is_over and result is not None and result.contract == "redeal"
    assert result.score == {"NS": 0, "EW": 0}


def test_opener_and_overcaller_bid_with_their_partners_slips() -> None:
    game = open_game(board=1)              # North deals
    act_all(game, "P open")                    # East opens
    assert (game.phase, game.turn, game.opener, game.overcaller) == \
        ("auction", Seat.E, Seat.E, Seat.S)
    assert sorted(game.view("E")["slips"]) == ["E", "W"]
    assert sorted(game.view("S")["slips"]) == ["S"]   # not before the opener has bid
    assert sorted(game.view("W")["slips"]) == ["W"]
    with pytest.raises(bc.IllegalAction, match="names a contract"):
        game.act("P")
    with pytest.raises(bc.IllegalAction, match="opened already"):
        game.act("open")
    assert "P" not in [str(a) for a in game.legal_actions()]
    game.act("1H")
    assert game.turn is Seat.S and sorted(game.view("S")["slips"]) == ["N", "S"]
    with pytest.raises(bc.IllegalAction, match="not higher"):
        game.act("1D")
    with pytest.raises(bc.IllegalAction, match="no doubles"):
        game.act("X")
    act_all(game, "1NT 2H 3NT")
    assert game.turn is Seat.E
    game.act("P")
    assert (game.phase, game.declarer, str(game.contract), game.turn) == \
        ("play", Seat.S, "3NT", Seat.W)


def test_the_opening_must_be_pass_or_open() -> None:
    game = open_game()
    before = game.to_json()
    with pytest.raises(bc.IllegalAction, match="P \\(pass\\) or open"):
        game.act("1NT")
    assert game.to_json() == before


def test_duplicate_scoring_by_deal_number() -> None:
    game = open_game(board=2)              # East deals, North-South vulnerable
    act_all(game, "open 1S 2NT P")             # East opens 1S, South bids 2NT, East passes
    assert (game.declarer, game.turn) == (Seat.S, Seat.W)
    while not game.is_over:
        game.act(str(game.legal_actions()[0]))
    result = game.result
    assert result is not None and result.tricks is not None
    points = duplicate_score(Contract.from_str("2NT", "S"), result.tricks, vulnerable=True)
    assert result.score == {"NS": points, "EW": -points}


def may_know(game: Game, seat: Seat) -> set[str]:
    """As at duplicate: her hand, the cards played, dummy after the opening lead."""
    assert isinstance(game, MiniBridgeOpenGame)
    if game.is_over:
        return every_card(game)
    return played_and_own(game, seat) | dummy_after_opening_lead(game)


def slips_allowed(game: MiniBridgeOpenGame, seat: Seat) -> set[str]:
    if game.is_over:
        return {"N", "E", "S", "W"}
    allowed = {str(seat)}
    opener = game.opener
    if opener is not None and seat is opener:
        allowed.add(str(seat.partner))
    if opener is not None and seat is opener.lho and game.auction.calls:
        allowed.add(str(seat.partner))
    return allowed


@pytest.mark.parametrize("seed", range(12))
def test_random_deals_keep_the_invariants(seed: int) -> None:
    rng = random.Random(seed)

    def know(game: Game, seat: Seat) -> set[str]:
        assert isinstance(game, MiniBridgeOpenGame)
        assert set(game.view(seat)["slips"]) <= slips_allowed(game, seat)
        return may_know(game, seat)

    game = random_playout(lambda: bc.new_game("minibridge-open", board=seed + 1, seed=seed),
                          know, rng, check_every=3)
    assert isinstance(game, MiniBridgeOpenGame)
    if game.play is not None:
        assert sorted(game.play.played_cards()) == sorted(bc.DECK)
        assert game.declarer in (game.opener, game.overcaller)
