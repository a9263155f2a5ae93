"""The Chicago examples of seed 002: standard (N-S 550, E-W 630), Russian (-3 and +10
IMPs), duplicate scoring, and the rules around them."""

from __future__ import annotations

import pytest

import bridgeclub as bc
from bridgeclub.matches.chicago import ChicagoMatch
from tests.matches.test_rubber import entries_of

SEED_CHICAGO = [
    ("a", ("2S", "N", 10), "N", "None",
     [("NS", 60, "below", "contract"), ("NS", 60, "above", "overtricks")]),
    ("b", ("1NT", "E", 7), "E", "NS", [("EW", 40, "below", "contract")]),
    ("c", ("2H", "W", 9), "S", "EW",
     [("EW", 60, "below", "contract"), ("EW", 30, "above", "overtricks"),
      ("EW", 500, "above", "game")]),
    ("d", ("1NTX", "N", 8), "W", "All",
     [("NS", 80, "below", "contract"), ("NS", 200, "above", "overtricks"),
      ("NS", 50, "above", "insult"), ("NS", 100, "above", "part score")]),
]


@pytest.mark.parametrize("index", range(4))
def test_each_footnote_of_the_seed_chicago(index: int) -> None:
    match = bc.new_match("chicago")
    for _, args, _, _, _ in SEED_CHICAGO[:index]:
        match.record(*args)
    letter, args, dealer, vul, expected = SEED_CHICAGO[index]
    assert (str(match.next_dealer), str(match.next_vulnerability)) == (dealer, vul), letter
    match.record(*args)
    assert entries_of(match, index + 1) == expected, letter


def test_the_seed_chicago_totals() -> None:
    match = bc.new_match("chicago")
    for _, args, _, _, _ in SEED_CHICAGO:
        match.record(*args)
    assert match.totals == {"NS": 550, "EW": 630}
    assert match.is_over
    assert match.sheet.games_ended_after == [6]  # the line under E-W's game on hand 3
    assert match.sheet.notes[1] == "1. N deals, love all: 2S by N, 10 tricks"


def test_original_scheme_has_the_dealing_side_vulnerable() -> None:
    match = bc.new_match("chicago", scheme="original")
    vuls = []
    for _ in range(4):
        vuls.append(str(match.next_vulnerability))
        match.record("1C", "N", 7)
    assert vuls == ["None", "EW", "NS", "All"]


def test_passed_out_hand_is_redealt_by_the_same_dealer() -> None:
    match = bc.new_match("chicago")
    match.record("1S", "N", 7)
    match.record("P")
    assert isinstance(match, ChicagoMatch)
    assert match.hand == 2 and match.next_dealer is bc.Seat.E
    game = match.next_game(seed=5)
    assert game.options["hand"] == 2 and game.dealer is bc.Seat.E


def test_hand_four_bonus_only_for_the_part_score_made_on_hand_four() -> None:
    match = bc.new_match("chicago")
    match.record("2C", "E", 8)     # hand 1: E-W 40
    match.record("P")              # hand 2 redealt
    match.record("4S", "S", 10)    # hand 2: N-S game, E-W's 40 no longer counts
    match.record("1H", "W", 8)     # hand 3: E-W 30 below
    match.record("1C", "N", 7)     # hand 4: N-S 20, no game: 100 more
    assert match.is_over
    assert entries_of(match, 5) == [("NS", 20, "below", "contract"),
                                    ("NS", 100, "above", "part score")]
    # E-W's 30 from hand 3 is still below the line but was not made on hand 4: no bonus.
    assert not any(e.reason == "part score" and e.column == "EW" for e in match.sheet.entries)


def test_hand_four_defeated_contract_scores_no_part_score_bonus() -> None:
    match = bc.new_match("chicago")
    for args in (("1C", "N", 7), ("1C", "E", 7), ("1C", "S", 7)):
        match.record(*args)
    match.record("2S", "W", 7)
    assert entries_of(match, 4) == [("NS", 100, "above", "undertricks")]


def test_hand_four_bonus_and_game_on_hand_four() -> None:
    match = bc.new_match("chicago")
    for args in (("1C", "N", 7), ("1C", "E", 7), ("1C", "S", 7)):
        match.record(*args)
    match.record("3NT", "W", 9)   # game on hand 4: E-W's part scores become a game
    assert entries_of(match, 4) == [("EW", 100, "below", "contract"),
                                    ("EW", 500, "above", "game")]


def test_no_more_deals_after_four() -> None:
    match = bc.new_match("chicago")
    for args in (("1C", "N", 7), ("1C", "E", 7), ("1C", "S", 7), ("1C", "W", 7)):
        match.record(*args)
    assert match.is_over
    assert [e for e in match.sheet.entries if e.reason == "part score"] == [
        bc.SheetEntry(4, "EW", 100, "above", "part score")]
    with pytest.raises(ValueError, match="over"):
        match.record("1C", "N", 7)
    with pytest.raises(ValueError, match="over"):
        match.next_game(seed=1)


def test_russian_first_example_under_the_original_scheme() -> None:
    match = bc.new_match("chicago", scoring="russian", scheme="original")
    match.record("1NT", "N", 7, hcp={"NS": 20})
    assert match.next_vulnerability is bc.Vulnerability.EW
    before = dict(match.totals)
    match.record("3H", "E", 10, hcp={"EW": 24})
    assert {k: match.totals[k] - before[k] for k in before} == {"NS": 3, "EW": -3}
    assert entries_of(match, 2) == [("NS", 3, "", "IMPs"), ("EW", -3, "", "IMPs")]


def test_russian_first_example_under_the_modern_scheme_differs() -> None:
    match = bc.new_match("chicago", scoring="russian")
    match.record("1NT", "N", 7, hcp={"NS": 20})
    match.record("3H", "E", 10, hcp={"EW": 24})  # E-W not vulnerable: 170 vs 200
    assert entries_of(match, 2) == [("NS", 1, "", "IMPs"), ("EW", -1, "", "IMPs")]


def test_russian_second_example() -> None:
    match = bc.new_match("chicago", scoring="russian")
    match.record("4S", "S", 10, hcp={"NS": 18})
    assert match.totals == {"NS": 10, "EW": -10}


def test_russian_needs_the_points() -> None:
    match = bc.new_match("chicago", scoring="russian")
    with pytest.raises(ValueError, match="high-card points"):
        match.record("4S", "S", 10)
    with pytest.raises(ValueError, match="add up to 40"):
        match.record("4S", "S", 10, hcp={"NS": 18, "EW": 20})
    match.record("P")  # a passed-out hand needs none: it is redealt
    assert match.deals[-1].contract is None and match.hand == 1


def test_russian_from_played_games_counts_the_points_from_the_deal() -> None:
    match = bc.new_match("chicago", scoring="russian")
    game = match.next_game(seed=11)
    for call in "1NT P P P".split():
        game.act(call)
    while not game.is_over:
        game.act(str(game.legal_actions()[0]))
    match.add_game(game)
    assert game.result is not None
    assert match.totals["NS"] == game.result.score["NS"]
    record = match.deals[0]
    assert record.hcp is not None and sum(record.hcp.values()) == 40


def test_chicago_with_duplicate_scoring() -> None:
    match = bc.new_match("chicago", scoring="duplicate", deals=8)
    match.record("2S", "N", 10)     # 170, no carrying forward
    match.record("2S", "N", 10)
    match.record("4S", "E", 10)     # E-W vulnerable on hand 3: 620
    match.record("4S", "E", 9)      # all vulnerable: N-S +100
    assert match.totals == {"NS": 440, "EW": 620}
    assert match.next_vulnerability is bc.Vulnerability.NONE and not match.is_over
    assert entries_of(match, 4) == [("NS", 100, "", "undertricks")]


def test_bad_options() -> None:
    with pytest.raises(ValueError, match="scoring"):
        bc.new_match("chicago", scoring="swiss")
    with pytest.raises(ValueError, match="multiple of four"):
        bc.new_match("chicago", scoring="duplicate", deals=6)
    with pytest.raises(ValueError, match="four deals"):
        bc.new_match("chicago", deals=8)


def test_chicago_save_and_load() -> None:
    match = bc.new_match("chicago", scoring="russian", scheme="original")
    match.record("3H", "E", 10, hcp={"EW": 24})
    match.record("P")
    loaded = bc.Match.from_json(match.to_json())
    assert loaded.sheet.to_dict() == match.sheet.to_dict()
    assert isinstance(loaded, ChicagoMatch) and loaded.scheme == "original"
