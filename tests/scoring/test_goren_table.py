"""Every line of Goren's scoring table (seed 003), scored by a rubber in the ``goren``
edition, one case per line."""

from __future__ import annotations

from typing import Any

import pytest

import bridgeclub as bc
from bridgeclub.matches.rubber import RubberMatch


def goren() -> RubberMatch:
    match = bc.new_match("rubber", edition="goren")
    assert isinstance(match, RubberMatch)
    return match


def deal_entries(match: bc.Match, number: int) -> list[tuple[str, int, str, str]]:
    return [(e.column, int(e.points), e.line, e.reason) for e in match.sheet.entries
            if e.deal == number]


def vulnerable_ns() -> RubberMatch:
    match = goren()
    match.record("3NT", "N", 9)  # N-S win a game: vulnerable
    return match


# POINTS FOR EACH TRICK: not doubled, doubled, redoubled (made exactly, below the line).
TRICKS = [
    ("1C", 20), ("1CX", 40), ("1CXX", 80), ("1D", 20), ("1DX", 40), ("1DXX", 80),
    ("1H", 30), ("1HX", 60), ("1HXX", 120), ("1S", 30), ("1SX", 60), ("1SXX", 120),
    ("1NT", 40), ("1NTX", 80), ("1NTXX", 160),
]


@pytest.mark.parametrize(("contract", "points"), TRICKS)
def test_points_for_each_trick(contract: str, points: int) -> None:
    match = goren()
    match.record(contract, "S", 7)
    assert deal_entries(match, 1)[0] == ("NS", points, "below", "contract")


@pytest.mark.parametrize(("contract", "first", "rest"),
                         [("2NT", 40, 30), ("2NTX", 80, 60), ("2NTXX", 160, 120)])
def test_no_trump_first_and_remaining_tricks(contract: str, first: int, rest: int) -> None:
    match = goren()
    match.record(contract, "S", 8)
    assert deal_entries(match, 1)[0][1] == first + rest


def test_points_needed_for_game_100_and_vulnerable_after_a_game() -> None:
    match = goren()
    match.record("2H", "S", 8)       # 60: no game
    assert match.next_vulnerability is bc.Vulnerability.NONE
    match.record("1NT", "N", 7)      # 100: game
    assert match.sheet.games_ended_after == [2]
    assert match.next_vulnerability is bc.Vulnerability.NS


@pytest.mark.parametrize(("results", "bonus"), [
    ([("3NT", "N", 9), ("4S", "S", 10)], 700),
    ([("3NT", "N", 9), ("4S", "E", 10), ("4S", "S", 10)], 500),
])
def test_rubber_bonus(results: list[tuple[str, str, int]], bonus: int) -> None:
    match = goren()
    for args in results:
        match.record(*args)
    assert match.is_over and match.sheet.entries[-1].points == bonus
    assert match.sheet.entries[-1].reason == "rubber"


def test_unfinished_rubber_300_for_a_game_50_for_a_part_score() -> None:
    match = goren()
    match.record("3NT", "N", 9)
    match.record("2S", "E", 8)
    match.end()
    assert deal_entries(match, 0) == [("NS", 300, "above", "game in an unfinished rubber"),
                                      ("EW", 50, "above", "part score in an unfinished rubber")]


@pytest.mark.parametrize(("deal", "contract", "points"), [
    # Four of the suit bid in one hand: 100 (North AKQJ of spades).
    ("N:AKQJ.32.432.5432 T9873.AK.AK.AK98 654.QJT9.QJT.QJT 2.87654.98765.76", "4S", 100),
    # Five of the suit bid: 150.
    ("N:AKQJT.32.432.432 98765.AK.AK.K765 432.QJT9.QJT.QJT .87654.98765.A98", "4S", 150),
    # No trump, all four aces in one hand: 150.
    ("N:AK.A32.A432.A432 QJT9.KQ.KQ.KQJT9 8765.JT9.JT9.876 432.87654.8765.5", "3NT", 150),
])
def test_honours_in_one_hand(deal: str, contract: str, points: int) -> None:
    match = goren()
    game = match.next_game(deal=deal)
    for call in ("P", "P", contract, "P", "P", "P"):
        game.act(call)
    while not game.is_over:
        game.act(str(game.legal_actions()[0]))
    match.add_game(game)
    assert ("NS", points, "above", "honours") in deal_entries(match, 1)


def test_honours_split_between_hands_do_not_count() -> None:
    match = goren()
    deal = "N:AK.A32.A432.A432 QJT9.KQ.KQ.KQJT9 8765.JT9.JT9.876 432.87654.8765.5"
    game = match.next_game(deal=deal)
    for call in ("P", "P", "4S", "P", "P", "P"):   # spade honours spread over N, E
        game.act(call)
    while not game.is_over:
        game.act(str(game.legal_actions()[0]))
    match.add_game(game)
    assert not any(e[3] == "honours" for e in deal_entries(match, 1))


@pytest.mark.parametrize("contract", ["2SX", "2SXX"])
def test_bonus_for_making_doubled_or_redoubled_is_50(contract: str) -> None:
    match = goren()
    match.record(contract, "S", 8)
    assert ("NS", 50, "above", "insult") in deal_entries(match, 1)


@pytest.mark.parametrize(("contract", "vulnerable", "bonus"), [
    ("6S", False, 500), ("6S", True, 750), ("7S", False, 1000), ("7S", True, 1500)])
def test_slam_bonus(contract: str, vulnerable: bool, bonus: int) -> None:
    match = vulnerable_ns() if vulnerable else goren()
    match.record(contract, "S", 6 + int(contract[0]))
    assert ("NS", bonus, "above", "slam") in deal_entries(match, len(match.deals))


@pytest.mark.parametrize(("contract", "vulnerable", "per_trick"), [
    ("2C", False, 20), ("2H", False, 30), ("2NT", False, 30),
    ("2SX", False, 100), ("2SX", True, 200), ("2SXX", False, 200), ("2SXX", True, 400)])
def test_overtrick_bonus(contract: str, vulnerable: bool, per_trick: int) -> None:
    match = vulnerable_ns() if vulnerable else goren()
    match.record(contract, "S", 10)  # two overtricks
    assert ("NS", 2 * per_trick, "above", "overtricks") in deal_entries(match,
                                                                          len(match.deals))


UNDERTRICKS: list[tuple[str, bool, list[int]]] = [
    ("4S", False, [50, 100, 150, 200]),        # not vulnerable, not doubled: 50 each
    ("4SX", False, [100, 300, 500, 700]),      # 100 for the 1st, 200 each additional
    ("4SXX", False, [200, 600, 1000, 1400]),   # 200 for the 1st, 400 each additional
    ("4S", True, [100, 200, 300, 400]),        # vulnerable, not doubled: 100 each
    ("4SX", True, [200, 500, 800, 1100]),      # 200 for the 1st, 300 each additional
    ("4SXX", True, [400, 1000, 1600, 2200]),   # 400 for the 1st, 600 each additional
]


@pytest.mark.parametrize(("contract", "vulnerable", "penalties"), UNDERTRICKS)
def test_undertrick_penalty(contract: str, vulnerable: bool, penalties: list[int]) -> None:
    for down, penalty in enumerate(penalties, start=1):
        match: Any = vulnerable_ns() if vulnerable else goren()
        match.record(contract, "N", 10 - down)
        assert deal_entries(match, len(match.deals)) == [
            ("EW", penalty, "above", "undertricks")], down
