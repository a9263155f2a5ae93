"""The terminal's score sheet, score pad and match play."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

import bridgeclub as bc
from bridgeclub.cli import main
from bridgeclub.tui.scorepad import parse_result, run_scorepad
from bridgeclub.tui.sheet import sheet_text
from tests.matches.test_rubber import play_seed_rubber

SEED_SHEET = """\
          WE |       THEY
     500 (f) |
      50 (f) |
     100 (f) |
     200 (e) |    500 (i)
     300 (b) |     30 (g)
      60 (a) |     30 (c)
=============+============
      60 (a) |    100 (c)
-------------+------------
     360 (f) |     90 (d)
-------------+------------
      60 (h) |     40 (g)
             |     90 (i)
-------------+------------
       TOTAL |
        1690 |        880"""


def test_the_seed_rubber_sheet_is_drawn_like_the_seed() -> None:
    text = sheet_text(play_seed_rubber().sheet, we="NS")
    assert text.startswith(SEED_SHEET)
    assert "(f) E deals, E-W vulnerable: 6HX by N, 13 tricks" in text


def test_they_on_the_left_when_we_sit_east_west() -> None:
    text = sheet_text(play_seed_rubber().sheet, we="EW")
    assert "         880 |       1690" in text.splitlines()
    assert "     500 (i) |    200 (e)" in text.splitlines()


def test_chicago_and_russian_sheets() -> None:
    chicago = bc.new_match("chicago")
    for args in (("2S", "N", 10), ("1NT", "E", 7), ("2H", "W", 9), ("1NTX", "N", 8)):
        chicago.record(*args)
    text = sheet_text(chicago.sheet)
    assert "         550 |        630" in text
    assert "(c) 3. S deals, E-W vul: 2♥ by W, 9 tricks" in text
    russian = bc.new_match("chicago", scoring="russian")
    russian.record("4S", "S", 10, hcp={"NS": 18})
    assert "      10 (a) |    -10 (a)" in sheet_text(russian.sheet)


def test_scorepad_lines() -> None:
    assert parse_result("3H E 10 hcp EW 24") == (("3H", "E", 10), {"hcp": {"EW": 24}})
    with pytest.raises(ValueError, match="unknown word"):
        parse_result("3H E 10 bonus NS 100")


def test_scorepad_session_with_bad_lines_and_undo(tmp_path: Path) -> None:
    lines = iter(["2H S 10", "2H S 14", "2H Q 10", "4SX E 8", "undo", "4SX E 8", "sheet",
                  "3NT W 10", "3S E 9", "2D W 6", "6HX N 13", "1NT E 8", "3C S 9",
                  "3H W 9"])
    shown: list[str] = []
    save = tmp_path / "rubber.json"
    match = run_scorepad(bc.new_match("rubber"), lambda prompt: next(lines), shown.append,
                         save=save)
    assert match.is_over and match.totals == {"NS": 1690, "EW": 880}
    refused = [line for line in shown if line.startswith("Not scored")]
    assert refused == ["Not scored: tricks run from 0 to 13 (a whole number), not 14",
                       "Not scored: not a seat: 'Q' (declarer is N, E, S or W)"]
    assert bc.Match.from_json(save.read_text()).totals == match.totals
    # EW won two games; NS scored more points.
    assert shown[-1] == "Total: NS 1690, EW 880."  # quit says the totals
    assert shown[-2].startswith("The match is over. EW won the rubber, 2 games to 1. "
                                "Points: NS 1690, EW 880.")


def test_scorepad_command(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
                          ) -> None:
    monkeypatch.setattr("sys.stdin", io.StringIO("4S N 10\n3H E 10 hcp EW 24\nquit\n"))
    assert main(["scorepad", "chicago", "--scoring", "russian", "--scheme", "original"]) == 0
    out = capsys.readouterr().out
    assert "Deal 2, E deals, E-W vulnerable>" in out
    assert main(["scorepad", "whist"]) == 2
    assert main(["scorepad", "chicago", "--scoring", "swiss"]) == 2


def test_a_whole_chicago_in_the_terminal() -> None:
    from tests.tui.test_table import play_session

    match, _term, output = play_session("chicago", seed=4)
    assert match.is_over and len(match.log) >= 4
    assert "The match is over" in output and "Final score: " in output


def test_three_person_ez_notes_name_the_person_not_her_chair() -> None:
    from bridgeclub.match import new_match
    from bridgeclub.tui.sheet import sheet_text

    pad = new_match("ez-bridge-3", people=("Ann", "You", "Cy"))
    pad.record("8H", "E", 8)          # Ann wins and moves South; You move East
    pad.record("9S", "E", 1)          # You, from the East chair now
    text = sheet_text(pad.sheet, "You")
    assert "(a) You deal: 8♥ by Ann, 8 tricks, 8" in text
    assert "(b) Cy deals: 9♠ by You, 1 trick, -32" in text


def test_a_three_person_sheet_heads_each_total_and_writes_calls_as_the_table() -> None:
    from fractions import Fraction

    from bridgeclub.match import ScoreSheet, SheetEntry
    from bridgeclub.tui.sheet import sheet_text

    sheet = ScoreSheet(("Ann", "You", "Bob"))
    sheet.add(SheetEntry(1, "You", Fraction(-16)))
    sheet.notes[1] = "You deals: 10C by You, 5 tricks, -16"
    lines = sheet_text(sheet).splitlines()
    total = lines.index(next(line for line in lines if "TOTAL" in line))
    assert lines[total].split("|") == [f"{'TOTAL':>12} ", f"{'TOTAL':>11} ", f"{'TOTAL':>11}"]
    assert lines[total + 1].split() == ["0", "|", "-16", "|", "0"]
    assert lines[-1] == "(a) You deal: 10♣ by You, 5 tricks, -16"


def test_a_three_person_sheet_rules_off_each_game_and_names_its_winner() -> None:
    """Seed 000: whichever player earns 30 points first wins the game; the sheet draws a
    line under the deal that ended it, as a rubber sheet does, with who won it."""
    from bridgeclub.match import new_match
    from bridgeclub.tui.sheet import sheet_text

    pad = new_match("ez-bridge-3", people=("Ann", "You", "Cy"))
    for bid, person in [("13S", "Ann"), ("9H", "You"), ("13S", "Ann"),
                        ("8D", "Ann"),             # Ann 34: the game is hers
                        ("7C", "Cy")]:             # the next game begins
        seating = pad.standing["seating"]          # the winner moves South each hand
        pad.record(bid, next(c for c, p in seating.items() if p == person), int(bid[:-1]))
    assert pad.sheet.games_ended_after == [4]
    lines = sheet_text(pad.sheet, "You").splitlines()
    ended = next(i for i, line in enumerate(lines) if "won game 1" in line)
    assert lines[ended].split("|")[0].strip() == "won game 1"          # under Ann
    assert "(d)" in lines[ended - 1] and set(lines[ended + 1]) == {"=", "+"}
    assert "(e)" in lines[ended + 2]                                   # the next game
    assert sum("won game" in line for line in lines) == 1
