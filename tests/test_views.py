"""The declared view (bridgeclub.views), versions, events and the view defects of the table
contract issue: each defect has its test here."""

from __future__ import annotations

import json
import random
from fractions import Fraction

import pytest

import bridgeclub as bc
from bridgeclub.bots.random_bot import RandomBot
from bridgeclub.formats.view_schema import SCHEMA_PATH, schema_text
from bridgeclub.game import Game
from bridgeclub.variants.bridge_for_two import BridgeForTwoGame
from bridgeclub.variants.buddy_bridge import BuddyBridgeGame
from tests.playout import card_strings, validator

VARIANTS = bc.variant_names()
TWO_PLAYER = {"bridge-for-two", "double-dummy-two", "buddy-bridge"}


def play_out(game: Game, seed: int = 1, until: str | None = None) -> Game:
    bot = RandomBot(seed=seed, pass_bias=0.7)
    while not game.is_over and game.phase != until:
        game.act(bot.choose(game.view(game.actor)))
    return game


def test_the_schema_file_beside_the_package_is_up_to_date() -> None:
    assert SCHEMA_PATH.read_text(encoding="utf-8") == schema_text()


@pytest.mark.parametrize("variant", VARIANTS)
def test_every_view_has_the_common_keys_with_one_meaning(variant: str) -> None:
    game = play_out(bc.new_game(variant, seed=4), seed=4)
    for seat in game.players:
        view = game.view(seat)
        validator(variant).validate(view)
        assert view["players"] == [str(s) for s in game.players]
        assert view["version"] == game.version == len(game.history)
        won = view["tricks_won"]
        assert set(won) == ({str(s) for s in game.players} if variant in TWO_PLAYER
                            else {"NS", "EW"})
        contract = view["contract"]
        if contract is not None:
            assert set(contract) == {"text", "level", "strain", "doubled", "declarer",
                                     "tricks_needed"}
        result = view["result"]
        assert result is not None and set(result["score"]) <= {
            "NS", "EW", *[str(s) for s in game.players]}


@pytest.mark.parametrize(("variant", "text", "needed"), [
    ("duplicate", "1S", 7), ("ez-bridge", "7S", 7), ("minibridge", "part S", 7),
])
def test_the_contract_is_an_object_in_every_variant(variant: str, text: str,
                                                    needed: int) -> None:
    game = bc.new_game(variant, seed=11)
    if variant == "minibridge":
        game.act("part S")
    elif variant == "ez-bridge":
        for call in ("7S", "P", "P", "P"):
            game.act(call)
    else:
        for call in ("1S", "P", "P", "P"):
            game.act(call)
    contract = game.view(game.players[0])["contract"]
    assert contract["text"] == text and contract["tricks_needed"] == needed
    assert contract["strain"] == "S" and contract["doubled"] == 0


def test_views_are_only_for_players_seats() -> None:
    game = bc.new_game("bridge-for-two", seed=2)
    for seat in ("N", "E", bc.Seat.N):
        with pytest.raises(ValueError, match="nobody plays"):
            game.view(seat)
    with pytest.raises(ValueError, match="nobody plays"):
        game.events("E")
    duplicate = bc.new_game("duplicate", seed=2)
    for junk in (None, 7, 0, "Z", [1], 1.5):
        with pytest.raises(ValueError, match="not a seat"):
            duplicate.view(junk)  # type: ignore[arg-type]


def test_acting_or_undoing_for_a_seat_that_is_not_one_refuses_clearly() -> None:
    game = bc.new_game("duplicate", seed=2, undo=True)
    saved = game.to_json()
    for junk in (7, 0, "Z", 1.5, object()):
        with pytest.raises(bc.IllegalAction, match="not a seat"):
            game.act("P", seat=junk)  # type: ignore[arg-type]
        with pytest.raises(bc.IllegalAction, match="not a seat"):
            game.undo(junk)  # type: ignore[arg-type]
    assert game.to_json() == saved


def test_a_stale_or_repeated_version_is_refused_and_changes_nothing() -> None:
    game = bc.new_game("duplicate", seed=2)
    game.act("P", version=0)
    saved = game.to_json()
    with pytest.raises(bc.IllegalAction, match="moved on"):
        game.act("P", version=0)          # the same click, twice
    with pytest.raises(bc.IllegalAction, match="moved on"):
        game.act("P", version=5)          # from the future
    with pytest.raises(bc.IllegalAction, match="moved on"):
        game.act("P", version=True)  # type: ignore[arg-type]
    assert game.to_json() == saved
    game.act("P", version=1)
    assert game.version == 2


def test_calls_carry_alerts_and_explanations_to_every_seat_and_through_saving() -> None:
    game = bc.new_game("duplicate", board=1, seed=3)
    game.act("1NT", explanation="15-17 points, balanced")
    game.act("2C", alert=True, explanation="Landy: both majors")
    for seat in "NESW":
        entries = game.view(seat)["auction"]
        assert entries[0] == {"seat": "N", "call": "1NT", "alert": False,
                              "explanation": "15-17 points, balanced"}
        assert entries[1]["alert"] is True
    loaded = bc.Game.from_json(game.to_json())
    assert loaded.view("S")["auction"] == game.view("S")["auction"]
    game.options["undo"] = True
    assert bc.replay("duplicate", game.deal, game.history, **game.options).view("S")[
        "auction"][1]["explanation"] == "Landy: both majors"
    with pytest.raises(bc.IllegalAction):
        game.act("P", explanation=5)  # type: ignore[arg-type]


def test_events_say_what_each_seat_may_know_of_each_action_since_a_version() -> None:
    game = play_out(bc.new_game("duplicate", seed=5), seed=5, until="play")
    events = game.events("E")
    assert [e["version"] for e in events] == list(range(1, game.version + 1))
    assert game.events("E", since=game.version) == []
    assert game.events("E", since=2) == events[2:]
    for since in (-1, game.version + 1, "3", True):
        with pytest.raises(ValueError, match="since"):
            game.events("E", since=since)  # type: ignore[arg-type]


def test_the_situation_from_a_match_is_in_the_view() -> None:
    situation = {"hand": 3, "part_scores": {"NS": 40, "EW": 0}}
    game = bc.new_game("duplicate", seed=1, situation=situation)
    assert game.view("N")["situation"] == situation
    assert bc.new_game("duplicate", seed=1).view("N")["situation"] is None
    chicago = bc.new_game("chicago", seed=1, hand=3, part_scores={"NS": 40, "EW": 0})
    assert chicago.view("E")["situation"] == {
        "chicago_hand": 3, "scoring": "standard", "scheme": "modern",
        "part_scores": {"NS": 40, "EW": 0}}


# -- the rule and view defects ----------------------------------------------------------
def test_double_dummy_john_sees_his_own_hand_only_from_its_first_turn() -> None:
    game = bc.new_game("double-dummy-two", seed=3, dealer="W")
    assert game.view("S")["hand"] == [] and game.view("S")["hands"] == {}
    game.act("P")                                   # Mary's own hand
    assert sorted(game.view("S")["hands"]) == ["N"]  # John calls from his Dummy hand
    game.act("P")
    game.act("P")
    assert sorted(game.view("S")["hands"]) == ["N", "S"]


def test_a_thrown_in_bridge_for_two_deal_never_shows_the_face_down_rack_cards() -> None:
    game = bc.new_game("bridge-for-two", seed=6)
    game.act("P")
    game.act("P")
    assert game.is_over and isinstance(game, BridgeForTwoGame)
    face_down = {str(c) for c in game.never_seen()}
    assert len(face_down) == 12
    for seat in game.players:
        assert not card_strings(game.view(seat)) & face_down


def test_buddy_bridge_never_shows_the_dead_stock_card_to_the_opponent() -> None:
    found = 0
    for seed in range(60):
        game = bc.new_game("buddy-bridge", seed=seed)
        rng = random.Random(seed)
        while not game.is_over:   # South keeps his joker, West plays hers when she can
            legal = game.view(game.actor)["legal_actions"]
            keep = [a for a in legal if not a.startswith("JK")] if game.actor is bc.Seat.S \
                else [a for a in legal if a.startswith("JK")]
            game.act(rng.choice(keep or legal))
        assert isinstance(game, BuddyBridgeGame)
        holders = list(game.kept)
        if len(holders) != 1:
            continue
        found += 1
        dead = {str(c) for c in game.last_two()} - {str(c) for c in game.kept.values()}
        opponent = next(s for s in game.players if s is not holders[0])
        assert not card_strings(game.view(opponent)) & dead
        assert dead <= card_strings(game.view(holders[0]))
        hidden = [e for e in game.events(opponent) if e["phase"] == "joker-exchange"]
        assert hidden and hidden[0]["action"] is None and "took one" in hidden[0]["text"]
        if found == 3:
            break
    assert found


def test_buddy_bridge_end_shows_the_hands_that_were_played() -> None:
    game = play_out(bc.new_game("buddy-bridge", seed=2), seed=2)
    for seat in game.players:
        hands = game.view(seat)["hands"]
        assert all(len(cards) == 13 for cards in hands.values()) or game.view(seat)[
            "contract"] is None


def test_minibridge_shows_dummy_once_the_points_are_announced() -> None:
    game = bc.new_game("minibridge", seed=2)
    view = game.view("E")
    assert view["dummy"] is not None and view["dummy"] in view["hands"]


def test_the_ez_beer_card_counts_ez_tricks() -> None:
    # EZ-Bridge: a 3D contract needs 3 tricks; made with 6, the seven of diamonds winning the
    # last trick for declarer's side is the Beer Card for declarer, never for defenders.
    game = bc.new_game("ez-bridge", seed=1)
    assert game.tricks_needed() is None  # type: ignore[attr-defined]
    rng = random.Random(0)
    for seed in range(400):
        game = bc.new_game("ez-bridge", seed=seed)
        game.act("3D")
        for _ in range(3):
            game.act("P")
        bot = RandomBot(seed=rng.randrange(10**6))
        while not game.is_over:
            game.act(bot.choose(game.view(game.actor)))
        result = game.result
        assert result is not None
        beer = result.details.get("beer_card")
        tricks = result.tricks
        assert tricks is not None
        if beer is not None and 3 <= tricks < 9:
            assert beer["for"] == "declarer"
            return
    pytest.fail("no EZ deal of the search gave the Beer Card")


@pytest.mark.parametrize("variant", ["double-dummy-two", "ez-bridge-3"])
def test_results_keep_their_details_in_the_goren_games_and_three_person_ez(
        variant: str) -> None:
    for seed in range(20):
        game = bc.new_game(variant, seed=seed, claims=True)
        play_out(game, seed=seed, until="play")
        while not game.is_over and "concede" not in map(str, game.legal_actions()):
            game.act(str(game.legal_actions()[0]))
        if game.is_over:
            continue
        game.act("concede")
        result = game.result
        assert result is not None and result.details["claim"]["conceded"] is True, variant
        assert bc.Game.from_json(game.to_json()).result == result
        return
    pytest.fail(f"no deal of {variant} reached the play")


@pytest.mark.parametrize("variant", VARIANTS)
def test_claims_and_concessions_work_through_action_strings(variant: str) -> None:
    for seed in range(20):
        game = bc.new_game(variant, seed=seed, claims=True)
        play_out(game, seed=seed, until="play")
        if game.is_over:
            continue
        while not game.is_over and "concede" not in map(str, game.legal_actions()):
            game.act(str(game.legal_actions()[0]))
        if game.is_over:
            continue
        declarer = game.actor
        assert declarer is not None and "concede" in game.view(declarer)["legal_actions"]
        saved = game.clone()
        game.act("concede")
        assert game.is_over and game.result is not None
        assert bc.Game.from_json(game.to_json()) == game
        game = saved
        remaining = game.remaining_tricks()  # type: ignore[attr-defined]
        game.act(f"claim {remaining}")
        assert game.phase == "claim" and game.turn is not None
        for _ in range(200):
            if game.is_over:
                break
            game.act(str(game.legal_actions()[0]))
        assert bc.Game.from_json(game.to_json()) == game
        return
    pytest.fail(f"no deal of {variant} reached the play")


def test_result_score_is_what_each_column_gains() -> None:
    game = bc.new_game("ez-bridge", seed=1)
    play_out(game, seed=1)
    result = game.result
    assert result is not None
    assert all(isinstance(p, int | Fraction) for p in result.score.values())
    json.dumps(game.view("N")["result"])


def test_a_claim_action_object_is_taken_like_its_string() -> None:
    # the example: MiniBridge with claims, acting with the ClaimAction itself
    game = bc.new_game("minibridge", seed=2, claims=True)
    game.act("game D")
    game.act("D9")
    claim = next(a for a in game.legal_actions() if str(a) == "claim 1")
    game.act(claim)
    assert game.phase == "claim" and game.turn is not None
    game.act(game.legal_actions()[0])
    assert bc.Game.from_json(game.to_json()) == game
    conceded = bc.new_game("minibridge", seed=2, claims=True)
    for action in ("game D", "D9", "concede"):
        conceded.act(action)
    assert conceded.is_over and conceded.result is not None
    assert bc.Game.from_json(conceded.to_json()) == conceded


def test_buddy_bridge_claims_in_the_contract_phase() -> None:
    for seed in range(40):
        game = bc.new_game("buddy-bridge", seed=seed, claims=True)
        play_out(game, seed=seed, until="play")
        if game.is_over:
            continue
        declarer = game.view("S")["declarer"]
        while str(game.turn) != declarer:
            game.act(str(game.legal_actions()[0]))
        defender = next(s for s in game.players if str(s) != declarer)
        assert "claim" not in " ".join(game.view(defender)["legal_actions"])
        hand = set(game.view(declarer)["hand"])
        assert not hand <= card_strings(game.view(defender))
        game.act("claim")
        view = game.view(defender)
        assert view["phase"] == "claim" and view["legal_actions"] == ["accept", "reject"]
        assert hand <= card_strings(view)             # the claimer faces her hand
        with pytest.raises(bc.IllegalAction, match="answer the claim"):
            game.act(view["hand"][0])
        game.act("accept")
        result = game.result
        assert game.is_over and result is not None and result.details["claim"]["settled"]
        assert result.tricks == game.view(defender)["tricks_won"][declarer] + \
            result.details["claim"]["tricks"]
        assert bc.Game.from_json(game.to_json()) == game
        assert bc.new_game("buddy-bridge", seed=seed).options.get("claims") is None
        return
    pytest.fail("no Buddy Bridge deal reached the play")
