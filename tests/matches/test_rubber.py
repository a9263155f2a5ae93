"""The rubber of seed 002, deal by deal (WE 1690, THEY 880), and the rubber's rules."""

from __future__ import annotations

from typing import Any

import pytest

import bridgeclub as bc
from bridgeclub.matches.rubber import RubberMatch

# WE sit North-South. Each footnote: the score pad line and the entries it writes.
SEED_RUBBER: list[tuple[str, tuple[Any, ...], list[tuple[str, int, str, str]]]] = [
    ("a", ("2H", "S", 10), [("NS", 60, "below", "contract"), ("NS", 60, "above", "overtricks")]),
    ("b", ("4SX", "E", 8), [("NS", 300, "above", "undertricks")]),
    ("c", ("3NT", "W", 10), [("EW", 100, "below", "contract"),
                             ("EW", 30, "above", "overtricks")]),
    ("d", ("3S", "E", 9), [("EW", 90, "below", "contract")]),
    ("e", ("2D", "W", 6), [("NS", 200, "above", "undertricks")]),
    ("f", ("6HX", "N", 13), [("NS", 360, "below", "contract"), ("NS", 100, "above", "overtricks"),
                             ("NS", 50, "above", "insult"), ("NS", 500, "above", "slam")]),
    ("g", ("1NT", "E", 8), [("EW", 40, "below", "contract"), ("EW", 30, "above", "overtricks")]),
    ("h", ("3C", "S", 9), [("NS", 60, "below", "contract")]),
    ("i", ("3H", "W", 9), [("EW", 90, "below", "contract"), ("EW", 500, "above", "rubber")]),
]


def entries_of(match: bc.Match, deal: int) -> list[tuple[str, int, str, str]]:
    return [(e.column, int(e.points), e.line, e.reason) for e in match.sheet.entries
            if e.deal == deal]


def play_seed_rubber(upto: int = len(SEED_RUBBER)) -> RubberMatch:
    match = bc.new_match("rubber")
    assert isinstance(match, RubberMatch)
    for _, args, _ in SEED_RUBBER[:upto]:
        match.record(*args)
    return match


@pytest.mark.parametrize("index", range(len(SEED_RUBBER)))
def test_each_footnote_of_the_seed_rubber(index: int) -> None:
    match = play_seed_rubber(index)
    letter, args, expected = SEED_RUBBER[index]
    match.record(*args)
    assert entries_of(match, index + 1) == expected, letter


def test_the_seed_rubber_totals_and_lines() -> None:
    match = play_seed_rubber()
    assert match.totals == {"NS": 1690, "EW": 880}
    assert match.is_over and match.winner == "EW"
    assert match.games == {"NS": 1, "EW": 2}
    # Lines ruled under games (c), (f) and (i): after the entries written by then.
    ends = [sum(1 for e in match.sheet.entries if e.deal <= deal) for deal in (3, 6, 9)]
    assert match.sheet.games_ended_after == ends


def test_vulnerability_follows_the_games() -> None:
    match = play_seed_rubber(2)
    assert match.next_vulnerability is bc.Vulnerability.NONE
    match.record("3NT", "W", 10)  # (c) they win a game
    assert match.next_vulnerability is bc.Vulnerability.EW
    match.record("3S", "E", 9)
    match.record("2D", "W", 6)
    match.record("6HX", "N", 13)  # (f) we win a game: their 90 no longer counts
    assert match.next_vulnerability is bc.Vulnerability.ALL
    assert match.state.below_ew == 0


def test_passed_out_deal_passes_to_the_next_dealer() -> None:
    match = bc.new_match("rubber", dealer="W")
    assert match.next_dealer is bc.Seat.W
    match.record("P")
    assert match.next_dealer is bc.Seat.N and match.totals == {"NS": 0, "EW": 0}
    assert match.sheet.notes[1].endswith("passed out")


def test_rubber_bonus_two_games_to_none() -> None:
    match = bc.new_match("rubber")
    match.record("4S", "N", 10)
    match.record("5C", "S", 11)
    assert match.is_over
    assert entries_of(match, 2)[-1] == ("NS", 700, "above", "rubber")


def test_part_scores_add_up_to_game() -> None:
    match = bc.new_match("rubber")
    match.record("2S", "N", 8)
    match.record("1NT", "E", 7)
    assert match.sheet.games_ended_after == []
    match.record("2D", "S", 8)
    assert match.sheet.games_ended_after == [3]
    assert match.next_vulnerability is bc.Vulnerability.NS


@pytest.mark.parametrize(("edition", "part_score"), [("modern", 100), ("goren", 50)])
def test_unfinished_rubber(edition: str, part_score: int) -> None:
    match = bc.new_match("rubber", edition=edition)
    match.record("4H", "E", 10)
    match.record("2C", "N", 8)
    match.end()
    assert match.is_over
    assert entries_of(match, 0) == [
        ("EW", 300, "above", "game in an unfinished rubber"),
        ("NS", part_score, "above", "part score in an unfinished rubber")]
    with pytest.raises(ValueError, match="over"):
        match.record("1S", "N", 7)


def test_honours_entered_on_the_pad() -> None:
    match = bc.new_match("rubber")
    match.record("4SX", "S", 10, honours={"EW": 100})
    assert entries_of(match, 1) == [("NS", 240, "below", "contract"),
                                    ("NS", 50, "above", "insult"),
                                    ("EW", 100, "above", "honours")]


def test_honours_counted_from_a_played_deal() -> None:
    # North holds all five spade honours; the aces are spread, so no honours at no trumps.
    deal = "N:AKQJT.32.432.432 98765.AK.AK.K765 432.QJT9.QJT.QJT .87654.98765.A98"
    match = bc.new_match("rubber")
    game = match.next_game(deal=deal)
    for call in "P P 1S P P P".split():
        game.act(call)
    while not game.is_over:
        game.act(str(game.legal_actions()[0]))
    match.add_game(game)
    assert ("NS", 150, "above", "honours") in entries_of(match, 1)
    assert game.result is not None and game.result.details["entries"][-1]["reason"] == "honours"


def test_a_game_must_be_dealt_by_the_match() -> None:
    match = bc.new_match("rubber")
    game = bc.new_game("rubber", seed=1, dealer="E")
    for call in "P P P P".split():
        game.act(call)
    with pytest.raises(ValueError, match="dealt by N"):
        match.add_game(game)
    unfinished = match.next_game(seed=2)
    with pytest.raises(ValueError, match="not over"):
        match.add_game(unfinished)
    assert match.deals == []


def test_save_and_load() -> None:
    match = play_seed_rubber(5)
    loaded = bc.Match.from_json(match.to_json())
    assert isinstance(loaded, RubberMatch)
    assert loaded.sheet.to_dict() == match.sheet.to_dict()
    assert loaded.next_dealer is match.next_dealer and loaded.state == match.state
    match.end()
    again = bc.Match.from_json(match.to_json())
    assert again.is_over and again.totals == match.totals


def test_undo_takes_back_the_last_result() -> None:
    match = play_seed_rubber(3)
    before = match.sheet.to_dict()
    match.record("3S", "E", 9)
    assert match.undo().startswith("deal 4")
    assert match.sheet.to_dict() == before and len(match.deals) == 3
    match.end()
    assert match.undo() == "the end of the match"
    assert not match.is_over and match.sheet.to_dict() == before


def test_goren_edition_is_the_default_of_a_goren_variant() -> None:
    match = bc.new_match("rubber", edition="goren")
    match.record("2SX", "N", 4)  # non-vulnerable doubled, down 4: 100 + 3 x 200
    assert entries_of(match, 1) == [("EW", 700, "above", "undertricks")]
    with pytest.raises(ValueError, match="edition"):
        bc.new_match("rubber", edition="1950")


def test_the_variant_decides_the_dealers_and_the_default_edition(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # As a two-player form will: deal from the players' seats only, Goren's scoring.
    from bridgeclub.variants.rubber import RubberGame

    monkeypatch.setattr(RubberGame, "dealer_rotation", (bc.Seat.S, bc.Seat.W))
    monkeypatch.setattr(RubberGame, "edition", "goren")
    match = bc.new_match("rubber", variant="rubber")
    assert isinstance(match, RubberMatch) and match.edition == "goren"
    dealers = []
    for _ in range(3):
        game = match.next_game(seed=len(dealers))
        dealers.append(game.options["dealer"])
        for call in "P P P P".split():
            game.act(call)
        match.add_game(game)
    assert dealers == ["S", "W", "S"]
    match.record("2SX", "N", 4)
    assert entries_of(match, 4) == [("EW", 700, "above", "undertricks")]  # Goren's table
    with pytest.raises(ValueError, match="goes round S, W"):
        bc.new_match("rubber", dealer="N")
