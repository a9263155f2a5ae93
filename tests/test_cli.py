"""The bridgeclub command: scores, bad input, and a game played through stdin."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from bridgeclub.cli import main


def run(*args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "bridgeclub", *args], input=stdin,
                          capture_output=True, text=True, timeout=120)


def test_score_prints_the_duplicate_score(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["score", "4SX", "S", "10", "--vul", "NS", "--json"]) == 0
    assert json.loads(capsys.readouterr().out) == {"NS": 790, "EW": -790}
    assert main(["score", "3NT", "W", "12", "--vul", "EW"]) == 0
    assert "NS -690, EW +690" in capsys.readouterr().out


@pytest.mark.parametrize("args, message", [
    (["score", "8H", "S", "10"], "levels run from 1 to 7"),
    (["score", "4S", "Q", "10"], "the declarer is a seat, N, E, S or W, not 'Q'"),
    (["score", "4S", "S", "14"], "tricks run from 0 to 13"),
    (["score", "4S", "S", "ten"], "tricks are a whole number (digits 0-9), not 'ten'"),
    (["score", "4S", "S", "²"], "tricks are a whole number"),
    (["score", "4S", "S", "1" * 5000], "tricks are a number of at most 18 digits"),
    (["score", "4S by E", "S", "10"], "the contract says declarer E, but the declarer given "
                                      "is S"),
    (["score", "٤S", "S", "10"], "not a contract"),
    (["score", "4S", "S", "10", "--vul", "red"], "the vulnerability is None, NS, EW or All"),
    (["play", "whist"], "no variant 'whist'"),
    (["nosuch"], "there is no command 'nosuch'"),
])
def test_bad_input_gets_one_line_and_status_2(
        args: list[str], message: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(args) == 2
    err = capsys.readouterr().err
    assert message in err and len(err.strip().splitlines()) == 1 and "Traceback" not in err


def test_the_real_command_line_exits_2_without_a_traceback() -> None:
    done = run("score", "4S", "S", "x")
    assert done.returncode == 2 and "Traceback" not in done.stderr


def test_play_a_board_in_the_terminal() -> None:
    """South types passes, a wrong call, and '?' until the auction ends; then any card."""
    lines = ["?", "9Z", "P"] + ["P"] * 40
    done = run("play", "duplicate", "--board", "3", "--seed", "5", "--level", "beginner",
               stdin="\n".join(lines))
    assert done.returncode == 0, done.stderr
    assert "What you may do now:" in done.stdout and "Not allowed:" in done.stdout
    assert "Board 3" in done.stdout


def test_play_at_the_terminal_on_the_acol_card() -> None:
    """With --system acol the computers open a weak no trump and explain it; a card
    that does not exist is refused in one line."""
    passes = "\n".join(["P"] * 12)
    acol = run("play", "duplicate", "--board", "1", "--seed", "4", "--system", "acol",
               stdin=passes)
    assert "East's 1NT: 12-14 points, balanced" in acol.stdout
    sayc = run("play", "duplicate", "--board", "1", "--seed", "4", stdin=passes)
    assert "East's 1♦: opening bid: 12-21 points, 3+ diamonds" in sayc.stdout
    wrong = run("play", "duplicate", "--system", "precision", stdin=passes)
    assert wrong.returncode == 2
    assert "unknown bidding system 'precision'" in wrong.stderr


@pytest.mark.parametrize("group", [[], ["event"], ["tournament"], ["tables"]])
def test_a_bare_command_group_prints_its_help(group: list[str],
                                              capsys: pytest.CaptureFixture[str]) -> None:
    status = main(group)
    said = capsys.readouterr()
    assert "Usage: bridgeclub" in said.out + said.err and "Commands:" in said.out + said.err
    assert status == 2                       # as Click's no_args_is_help


def test_the_variants_fit_80_columns(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["variants"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert all(len(line) <= 80 for line in lines)
    assert any(line.startswith("minibridge-open ") for line in lines)


@pytest.mark.parametrize(("args", "said"), [
    (["play", "duplicate", "--board", "0"], "bridgeclub: --board: a whole number"),
    (["play", "duplicate", "--deals", "0"], "bridgeclub: --deals: a whole number"),
    (["play", "minibridge", "--deals", "0"], "bridgeclub: --deals: a whole number")])
def test_a_refusal_names_the_option_as_typed(args: list[str], said: str,
                                             capsys: pytest.CaptureFixture[str]) -> None:
    assert main(args) == 2
    assert capsys.readouterr().err.startswith(said)


def test_a_binary_file_is_not_a_text_file(tmp_path: Path,
                                          capsys: pytest.CaptureFixture[str]) -> None:
    binary = tmp_path / "photo.pbn"
    binary.write_bytes(b"\x7fELF\x02\x01\x00\x00" * 400)
    assert main(["analyze", str(binary)]) == 2
    assert capsys.readouterr().err.splitlines() == [
        f"bridgeclub: {binary}: it is not a text file"]


def test_ctrl_c_mid_game_says_a_word_on_a_line_of_its_own(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    from bridgeclub.tui import session

    def interrupted(self: session.Session) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr(session.Session, "play", interrupted)
    assert main(["play", "rubber", "--seed", "1"]) == 130
    assert capsys.readouterr().err.endswith("\nbridgeclub: stopped.\n")


def test_play_load_without_save_saves_into_the_file_loaded(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from bridgeclub.tui import session

    saved = tmp_path / "evening.pbn"
    assert run("play", "rubber", "--seed", "4", "--save", str(saved),
               stdin="P\nq\n").returncode == 0
    before = saved.read_text()
    chosen: list[object] = []
    monkeypatch.setattr(session.Session, "play", lambda self: chosen.append(self.save_path))
    assert main(["play", "--load", str(saved)]) == 0
    assert chosen == [saved] and saved.read_text() == before
