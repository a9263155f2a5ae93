"""The command line in a player's words (``bridgeclub.cli.words``): junk fed to every
command and every option gets one sentence and exit status 2, never a library's or
Python's text; every ``--help`` names values as a player reads them."""

from __future__ import annotations

import io
import re
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import typer

from bridgeclub.cli import main
from bridgeclub.cli.commands import app

#: Texts of Python and the libraries that must never reach the screen.
LIBRARY_TEXTS = ("Errno", "Input should", "Expecting", "<str>", "<int>", "<list[str]>",
                 "<bool>", "<path>", "<float>", "Traceback", "Suppress:", "{{", "char ",
                 "pydantic", "NoneType", "Seat.")
JUNK = ("x", "/nonexistent/none.json", "{", "-5")


def commands(command: Any, path: tuple[str, ...] = ()) -> Iterator[tuple[tuple[str, ...], Any]]:
    """Every command that runs (not a group), with the words that call it."""
    subs = getattr(command, "commands", None)
    if subs:
        for name, sub in subs.items():
            yield from commands(sub, (*path, name))
    else:
        yield path, command


ALL = list(commands(typer.main.get_command(app)))


def junk_lines(command: Any) -> Iterator[list[str]]:
    """Command lines made of junk: every required argument and option junk, then each
    option in turn with a junk value (a flag with a value it does not take)."""
    arguments = [p for p in command.params if p.param_type_name == "argument"]
    required = [p for p in command.params if p.param_type_name == "option" and p.required]
    for junk in JUNK:
        base = [junk for p in arguments if p.required]
        for option in required:
            base += [option.opts[0], junk]
        yield base
        for option in command.params:
            if option.param_type_name != "option" or option.required:
                continue
            if option.is_flag:
                yield [*base, f"{max(option.opts, key=len)}={junk}"]
            else:
                yield [*base, option.opts[0], junk]
        yield [*base, "--no-such-option"]
    yield [*base, "one", "two", "three", "four", "five", "six", "seven"]


@pytest.fixture
def sandbox(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Nothing junk starts lasts: no server, an empty keyboard, files in a temporary
    folder."""
    import uvicorn

    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(uvicorn, "run", lambda *a, **k: None)
    monkeypatch.setattr(sys, "stdin", io.StringIO(""))


@pytest.mark.parametrize("path, command", ALL, ids=[" ".join(p) for p, _ in ALL])
def test_junk_to_every_command_and_option_gets_a_sentence_and_status_2(
        path: tuple[str, ...], command: Any, sandbox: None,
        capsys: pytest.CaptureFixture[str]) -> None:
    for line in junk_lines(command):
        status = main([*path, *line])
        out, err = capsys.readouterr()
        shown = f"bridgeclub {' '.join([*path, *line])}\n{out}{err}"
        for text in LIBRARY_TEXTS:
            assert text not in out + err, shown
        if status != 0:
            assert status == 2, shown
            said = [x for x in err.splitlines() if x.startswith("bridgeclub: ")]
            assert said and len(said[-1]) > len("bridgeclub: ") + 8, shown


@pytest.mark.parametrize("path, command", ALL, ids=[" ".join(p) for p, _ in ALL])
def test_every_help_names_values_as_a_player_reads_them(
        path: tuple[str, ...], command: Any, capsys: pytest.CaptureFixture[str],
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("COLUMNS", "80")
    assert main([*path, "--help"]) == 0
    text = capsys.readouterr().out
    assert not re.search(r"<[a-z\[\]]+>", text), text
    usage = next(line for line in text.splitlines() if "Usage:" in line)
    assert "{" not in usage, usage
    for param in command.params:
        if param.param_type_name == "argument":
            assert str(param.name).upper() in usage, usage


def test_help_names_kind_file_and_board(capsys: pytest.CaptureFixture[str],
                                        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("COLUMNS", "80")
    main(["scorepad", "--help"])
    assert "scorepad [OPTIONS] KIND" in capsys.readouterr().out
    main(["event", "enter", "--help"])
    entering = capsys.readouterr().out
    assert "enter [OPTIONS] FILE [WORDS]..." in entering and "--round ROUND " in entering
    main(["play", "--help"])
    help_text = capsys.readouterr().out
    assert re.search(r"--save\s+FILE", help_text) and re.search(r"--seed\s+SEED", help_text)


@pytest.mark.parametrize("args, said", [
    (["event", "enter", "club.json", "--table", "x"], "--table is a whole number, not 'x'"),
    (["score", "4S", "S"], "TRICKS is missing (tricks won by declarer's side (0-13))"),
    (["play", "--seed", "x"], "--seed is a whole number, not 'x'"),
    (["event", "enter"], "FILE is missing (the event file)"),
    (["scorepad", "rubber", "--load", "/nonexistent.json"],
     "cannot read /nonexistent.json: no such file"),
    (["deal", "--constraint", "hcp(north)>>3"], "it goes wrong at '>3', character 12"),
])
def test_library_errors_in_the_games_words(args: list[str], said: str, sandbox: None,
                                           capsys: pytest.CaptureFixture[str]) -> None:
    assert main(args) == 2
    assert said in capsys.readouterr().err


def test_bad_json_is_said_in_words(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "pad.json"
    bad.write_text("{x")
    assert main(["scorepad", "rubber", "--load", str(bad)]) == 2
    err = capsys.readouterr().err
    assert "it is not JSON, as bridgeclub writes it (wrong at line 1, column 2)" in err


def test_event_enter_names_a_board_or_pair_the_event_does_not_have(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    club = str(tmp_path / "club.json")
    assert main(["event", "create", club]) == 0
    assert main(["event", "enter", club, "70", "1", "6", "4S", "N", "10"]) == 2
    assert "no board 70 in this event" in capsys.readouterr().err
    assert main(["event", "enter", club, "1", "1", "77", "4S", "N", "10"]) == 2
    assert "no pair 77 in this event (its pairs are 1-10)" in capsys.readouterr().err
    assert main(["event", "enter", club, "1", "1", "6", "4S", "N", "10"]) == 0
    assert "(1 result in the event)" in capsys.readouterr().out


def test_analyse_is_analyze(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """The README once said ``analyse``: both spellings run the analysis."""
    assert main(["analyse", str(tmp_path / "none.pbn")]) == 2
    assert "none.pbn: no such file" in capsys.readouterr().err


def test_the_score_pads_quit_prints_the_totals() -> None:
    """The README: ``q`` stops and the score so far is printed."""
    import subprocess

    done = subprocess.run([sys.executable, "-m", "bridgeclub", "scorepad", "rubber"],
                          input="4S S 10\nquit\n", capture_output=True, text=True, timeout=60)
    assert done.returncode == 0
    assert done.stdout.rstrip().endswith("Total: NS 120, EW 0.")
    assert "nobody vulnerable: 4♠ by S, 10 tricks" in done.stdout
    assert "N-S vulnerable>" in done.stdout


def test_who_is_vulnerable_in_the_same_words(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["score", "4SX", "S", "10", "--vul", "NS"]) == 0
    assert "4SX by S, 10 tricks, N-S vulnerable: NS +790" in capsys.readouterr().out
