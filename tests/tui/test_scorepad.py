"""The score pad of the teaching and family games (``bridgeclub scorepad minibridge``,
``minibridge-open``, ``ez-bridge``, ``ez-bridge-3``): exact totals, redeals, undo, and bad
lines that change nothing."""

from __future__ import annotations

import io
from fractions import Fraction
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import bridgeclub as bc
from bridgeclub.cli import main
from bridgeclub.match import Match
from bridgeclub.tui.scorepad import run_scorepad


def pad(kind: str, lines: list[str], **options: object) -> tuple[Match, list[str]]:
    answers = iter(lines)
    shown: list[str] = []
    match = run_scorepad(bc.new_match(kind, **options), lambda prompt: next(answers),
                         shown.append)
    assert shown.pop().startswith("Total: ")  # quit (or the end of input) says the totals
    return match, shown


def state(match: Match) -> tuple[object, ...]:
    return (match.sheet.to_dict(), match.is_over, getattr(match, "dealer", None),
            getattr(match, "played", None), getattr(match, "hands", None),
            getattr(match, "redeals", None), dict(getattr(match, "seating", {})))


def totals_row(screen: str) -> list[str]:
    """The row of totals under TOTAL on a sheet shown."""
    lines = screen.splitlines()
    return lines[next(i for i, line in enumerate(lines) if "TOTAL" in line) + 1].split()


def test_a_minibridge_session_with_a_redeal() -> None:
    match, shown = pad("minibridge", ["game NT S 9", "redeal", "part H W 8", "quit"],
                       deals=3)
    assert match.totals["NS"] == 400 and match.totals["EW"] > 0
    assert match.played == 2 and match.redeals == 1  # type: ignore[attr-defined]
    assert totals_row(shown[-1]) == [str(v) for v in
                                     (match.totals["NS"], "|", match.totals["EW"])]


def test_a_session_ends_after_its_deals_and_names_the_winner() -> None:
    match, shown = pad("minibridge-open", ["2NT S 9", "P", "4S E 9"], deals=2)
    assert match.is_over and match.redeals == 1  # type: ignore[attr-defined]
    # Board 1: 2NT by S making 9, not vulnerable, 150; board 2 (NS vulnerable): 4S by E
    # one down, 50 to NS.
    # Each side's score is written in its own column, as on a duplicate sheet: NS won by
    # 200 (not by 400, the two signed scores' difference).
    assert match.totals == {"NS": 200, "EW": 0}
    assert shown[-1].startswith("The match is over. NS win by 200.")


def test_ez_quarters_are_shown_exactly() -> None:
    match, shown = pad("ez-bridge", ["8H N 11", "10C W 9", "quit"])
    assert match.totals == {"NS": Fraction(35, 4), "EW": Fraction(-4)}
    assert "8 3/4 (a)" in shown[-1] and "This game: NS 8 3/4, EW -4." in shown[-1]
    assert totals_row(shown[-1]) == ["8", "3/4", "|", "-4"]


def test_an_ez_match_played_to_its_end() -> None:
    # 39 points win a game in three hands, three games a set, two sets the match.
    match, shown = pad("ez-bridge", ["13NT N 13"] * 3 * 3 * 2)
    assert match.is_over and match.winner == "NS"  # type: ignore[attr-defined]
    assert match.sets_won == {"NS": 2, "EW": 0}  # type: ignore[attr-defined]
    assert shown[-1].startswith("The match is over. NS won the match. Points: NS 234, EW 0.")


def test_three_person_ez_scores_the_people() -> None:
    match, shown = pad("ez-bridge-3", ["8H S 11", "7NT E 13", "quit"],
                       people=("Ann", "Bob", "Cy"))
    # Bob (South) wins 8 3/4; then Ann, East, wins 8 1/2.
    assert match.totals == {"Ann": Fraction(17, 2), "Bob": Fraction(35, 4), "Cy": 0}
    assert "Ann |        Bob |         Cy" in shown[-1]


@pytest.mark.parametrize(("kind", "good", "bad", "reason"), [
    ("minibridge", "game NT S 9", "game NT S", "write contract, declarer and tricks"),
    ("minibridge", "game NT S 9", "4S S 10", "not a MiniBridge contract"),
    ("minibridge", "game NT S 9", "game NT S 14", "tricks run from 0 to 13"),
    ("minibridge-open", "2NT S 9", "2NTX S 9", "no doubles"),
    ("minibridge-open", "2NT S 9", "8S S 9", "not a MiniBridge contract"),
    ("ez-bridge", "8H N 11", "8H N eleven", "tricks are a number"),
    ("ez-bridge", "8H N 11", "8HX N 11", "no doubles in EZ-Bridge"),
    ("ez-bridge-3", "8H S 11", "8H N 11", "the dummy (North) does not bid"),
    ("ez-bridge-3", "8H S 11", "game NT S 9", "not an EZ-Bridge contract"),
])
def test_a_bad_line_changes_nothing(kind: str, good: str, bad: str, reason: str) -> None:
    before, _ = pad(kind, [good, "quit"])
    after, shown = pad(kind, [good, bad, "quit"])
    assert state(after) == state(before)
    problems = [line for line in shown if line.startswith("Not scored")]
    assert len(problems) == 1 and reason in problems[0]


@pytest.mark.parametrize(("kind", "lines"), [
    ("minibridge", ["game NT S 9", "redeal"]),
    ("ez-bridge", ["8H N 11", "10C W 9"]),
    ("ez-bridge-3", ["8H S 11", "7NT E 13"]),
])
def test_undo_takes_back_the_last_line(kind: str, lines: list[str]) -> None:
    before, _ = pad(kind, [lines[0], "quit"])
    after, shown = pad(kind, [*lines, "undo", "quit"])
    assert state(after) == state(before)
    assert any(line.startswith(f"Taken back: deal {len(lines)}: ") for line in shown)
    _, shown = pad(kind, ["undo", "quit"])
    assert "Not scored: there is nothing to take back" in shown


def test_the_command_keeps_an_ez_score(monkeypatch: pytest.MonkeyPatch,
                                       capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr("sys.stdin", io.StringIO("8H N 11\nnonsense\n"))
    assert main(["scorepad", "ez-bridge"]) == 0
    out = capsys.readouterr().out
    assert "8 3/4 (a)" in out and out.count("Not scored") == 1


@pytest.mark.parametrize(("args", "message"), [
    (["scorepad", "whist"], "the score pad keeps buddy-bridge, chicago, duplicate"),
    (["scorepad", "ez-bridge", "--deals", "3"], "--deals is not an option of ez-bridge"),
    (["scorepad", "minibridge", "--scoring", "russian"],
     "--scoring is not an option of minibridge"),
    (["scorepad", "minibridge", "--save", "no/such/folder/x.json"], "cannot save"),
])
def test_the_command_refuses_what_does_not_fit(
        args: list[str], message: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(args) == 2
    assert message in capsys.readouterr().err


# -- issue 11, defect 7, and issue 9's --save/--load for every kind -------------------------
@pytest.mark.parametrize(("kind", "example"), [
    ("ez-bridge", "8H N 11"), ("ez-bridge-3", "8H S 11"), ("minibridge", "game NT S 9"),
    ("minibridge-open", "2NT S 9"), ("buddy-bridge", "4S S 10 exchange W")])
def test_each_pad_gives_its_own_example(kind: str, example: str) -> None:
    options: dict[str, object] = {"first_dealer": "S"} if kind == "buddy-bridge" else {}
    _, shown = pad(kind, ["3H", "3H E", "quit"], **options)
    problems = [line for line in shown if line.startswith("Not scored")]
    assert problems and all("4SX S 10" not in line for line in problems)
    assert any(example in line for line in problems)


def test_minibridge_with_slips_names_the_winner_and_the_margin() -> None:
    # Board 1: 2NT by S, 9 tricks: NS +150; board 2 (NS vulnerable): 3NT by S one down:
    # EW +100. NS win by 50, not by the difference of signed scores.
    match, shown = pad("minibridge-open", ["2NT S 9", "3NT S 8"], deals=2)
    assert match.totals == {"NS": 150, "EW": 100}
    assert shown[-1].splitlines()[0] == "The match is over. NS win by 50."


def test_the_pad_stays_open_after_the_rubber_so_its_last_line_can_be_undone() -> None:
    match, shown = pad("rubber", ["4S S 10", "4S S 10", "2H E 8", "undo", "4S S 11", "quit"])
    assert any(line.startswith("The match is over.") for line in shown)
    assert "The match is over: undo takes back the last line; quit closes the pad." in shown
    assert any(line.startswith("Taken back: deal 2: ") for line in shown)
    assert match.is_over and match.totals["NS"] == 120 + 150 + 700


@pytest.mark.parametrize("kind", bc.match_kinds())
def test_scorepad_saves_and_loads_every_kind(kind: str, tmp_path: Path,
                                             monkeypatch: pytest.MonkeyPatch,
                                             capsys: pytest.CaptureFixture[str]) -> None:
    line = {"rubber": "4S S 10", "chicago": "4S S 10", "duplicate": "4S S 10",
            "ez-bridge": "8H N 11", "ez-bridge-3": "8H S 11", "minibridge": "game NT S 9",
            "minibridge-open": "2NT S 9", "buddy-bridge": "4S S 10 exchange W"}[kind]
    saved = tmp_path / "pad.json"
    monkeypatch.setattr("sys.stdin", io.StringIO(f"{line}\nquit\n"))
    assert main(["scorepad", kind, "--save", str(saved)]) == 0
    first = bc.Match.from_json(saved.read_text())
    assert first.kind == kind and len(first.log) == 1
    monkeypatch.setattr("sys.stdin", io.StringIO(f"{line}\nundo\nundo\n{line}\nquit\n"))
    assert main(["scorepad", kind, "--load", str(saved)]) == 0
    assert bc.Match.from_json(saved.read_text()) == first
    capsys.readouterr()
    assert main(["scorepad", "rubber" if kind != "rubber" else "chicago", "--load",
                 str(saved)]) == 2
    assert f"holds a {kind} match" in capsys.readouterr().err


def test_scorepad_load_refuses_a_file_that_is_not_a_match(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text('{"kind": "rubber", "options": {}, "deals": [], "ended": "no"}')
    assert main(["scorepad", "rubber", "--load", str(bad)]) == 2
    assert "ended is true or false" in capsys.readouterr().err
    assert main(["scorepad", "rubber", "--load", str(tmp_path / "missing.json")]) == 2
    assert main(["scorepad", "rubber", "--save", str(tmp_path)]) == 2


REPRS = ("{'", '{"', "['", "[(", "Fraction(", "Seat.", "Side.", "Vulnerability.")


@pytest.mark.parametrize("kind", bc.match_kinds())
def test_no_pad_screen_shows_python(kind: str) -> None:
    lines = ["help", "4SX S 10 honours NS 100", "3H E 10 hcp EW 24", "8H N 11",
             "game NT S 9", "2NT S 9", "4S S 10 exchange W", "P exchange S", "P", "redeal",
             "sheet", "undo", "4S", "4S S", "4S S ten", "4S S 10 bonus", "end", "sheet",
             "undo", "undo", "quit"]
    options: dict[str, object] = {"first_dealer": "S"} if kind == "buddy-bridge" else {}
    if kind == "chicago":
        options["scoring"] = "russian"
    _, shown = pad(kind, lines, **options)
    screen = "\n".join(shown)
    for mark in REPRS:
        assert mark not in screen, (mark, screen)
    assert max(len(line) for line in screen.splitlines()) <= 80  # an 80-column terminal


@pytest.mark.parametrize("kind", bc.match_kinds())
@settings(max_examples=60, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow])
@given(lines=st.lists(st.one_of(
    st.text(max_size=25),
    st.lists(st.sampled_from(["4S", "8H", "game", "NT", "P", "S", "W", "N", "10", "9", "13",
                              "honours", "hcp", "exchange", "NS", "100", "24", "redeal",
                              "undo", "end", "sheet", "2NTX", "by", "E", "-1", "²"]),
             max_size=7).map(" ".join)), max_size=12))
def test_fuzzed_pad_lines_never_crash_the_pad(kind: str, lines: list[str]) -> None:
    options: dict[str, object] = {"first_dealer": "S"} if kind == "buddy-bridge" else {}
    match, shown = pad(kind, [*lines, "quit"], **options)
    assert Match.from_json(match.to_json()) == match
    # (a refusal may quote what was typed; everything else is the pad's own words)
    screen = "\n".join(line for line in shown if not line.startswith("Not scored"))
    assert all(mark not in screen for mark in REPRS)
