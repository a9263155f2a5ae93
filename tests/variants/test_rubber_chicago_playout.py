"""Random playouts of rubber and Chicago deals (with claims on) keep every invariant
(tests/playout.py), and matches played to their end with random legal actions add up."""

from __future__ import annotations

import random

import pytest

import bridgeclub as bc
from bridgeclub.game import Game
from bridgeclub.variants.contract_bridge import ContractBridgeGame
from tests.playout import (
    cards_of,
    dummy_after_opening_lead,
    every_card,
    played_and_own,
    random_playout,
)


def may_know(game: Game, seat: bc.Seat) -> set[str]:
    """Her own hand, every card played, dummy once the opening lead is made, declarer's
    hand once she has claimed (Law 68C: a claimer faces her hand), all at the end."""
    assert isinstance(game, ContractBridgeGame)
    if game.is_over:
        return every_card(game)
    known = played_and_own(game, seat) | dummy_after_opening_lead(game)
    claimed = any(str(m.action).startswith("claim") for m in game.history)
    if game.play is not None and claimed and game.declarer is not None:
        known |= cards_of(game, game.declarer)
    return known


def check_tricks(game: ContractBridgeGame) -> None:
    result = game.result
    assert result is not None
    if game.play is None:
        assert result.contract == "P" and result.tricks is None
        return
    claim = result.details.get("claim")
    played = game.play.completed_tricks
    if claim is None:
        assert len(played) == 13 and sorted(game.play.played_cards()) == sorted(bc.DECK)
    else:
        assert claim["of"] == 13 - len(played)
    assert result.tricks is not None and 0 <= result.tricks <= 13


@pytest.mark.parametrize("seed", range(16))
def test_random_rubber_deals(seed: int) -> None:
    rng = random.Random(seed)
    vul = rng.choice(["None", "NS", "EW", "All"])
    game = random_playout(lambda: bc.new_game("rubber", seed=seed, vulnerability=vul,
                                              claims=True), may_know, rng, check_every=9)
    assert isinstance(game, ContractBridgeGame)
    check_tricks(game)
    result = game.result
    assert result is not None
    entries = result.details["entries"]
    for side in ("NS", "EW"):
        assert result.score[side] == sum(e["points"] for e in entries if e["side"] == side)


@pytest.mark.parametrize("seed", range(16))
def test_random_chicago_deals(seed: int) -> None:
    rng = random.Random(seed)
    scoring = ["standard", "duplicate", "russian"][seed % 3]
    hand = 1 + seed % 4
    game = random_playout(lambda: bc.new_game("chicago", seed=seed, hand=hand, scoring=scoring,
                                              claims=True, part_scores={"NS": 40}),
                          may_know, rng, check_every=9)
    assert isinstance(game, ContractBridgeGame)
    check_tricks(game)


def play_match(match: bc.Match, rng: random.Random, limit: int = 40) -> list[Game]:
    games = []
    while not match.is_over and len(games) < limit:
        game = match.next_game(seed=rng.getrandbits(32))
        while not game.is_over:
            legal = game.legal_actions()
            calls = [a for a in legal if str(a) == "P"]
            # pass often so that contracts are playable and rubbers end
            action = calls[0] if calls and rng.random() < 0.7 else rng.choice(legal)
            game.act(str(action))
        match.add_game(game)
        games.append(game)
        assert bc.Match.from_json(match.to_json()).sheet.to_dict() == match.sheet.to_dict()
    return games


@pytest.mark.parametrize("seed", range(8))
def test_random_rubbers_to_the_end(seed: int) -> None:
    rng = random.Random(seed)
    match = bc.new_match("rubber", edition=rng.choice(["modern", "goren"]),
                         game_options={"claims": True})
    games = play_match(match, rng)
    if not match.is_over:
        match.end()
    sheet = match.sheet
    bonuses = ("rubber", "game in an unfinished rubber", "part score in an unfinished rubber")
    bonus = {side: sum(int(e.points) for e in sheet.entries
                       if e.column == side and e.reason in bonuses) for side in ("NS", "EW")}
    for side in ("NS", "EW"):
        deal_points = sum(g.result.score[side] for g in games if g.result is not None)
        assert match.totals[side] == deal_points + bonus[side]
    dealers = [g.options["dealer"] for g in games]
    assert dealers == ["NESW"[i % 4] for i in range(len(games))]


@pytest.mark.parametrize("scoring", ["standard", "duplicate", "russian"])
@pytest.mark.parametrize("seed", range(4))
def test_random_chicagos_to_the_end(scoring: str, seed: int) -> None:
    rng = random.Random(seed)
    match = bc.new_match("chicago", scoring=scoring, game_options={"claims": True})
    games = play_match(match, rng)
    assert match.is_over
    scored = [g for g in games if g.result is not None and g.result.contract != "P"]
    assert len(scored) == 4
    for side in ("NS", "EW"):
        if scoring == "duplicate":  # the sheet credits the side that scored
            total = sum(max(g.result.score[side], 0) for g in scored if g.result is not None)
        else:
            total = sum(g.result.score[side] for g in scored if g.result is not None)
        assert match.totals[side] == total
