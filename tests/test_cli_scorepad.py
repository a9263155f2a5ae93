"""``bridgeclub scorepad``: any kind, its declared options on the command line, bad options
refused with one line and exit status 2."""

from __future__ import annotations

import io

import pytest

import bridgeclub as bc
from bridgeclub.cli import main


def test_options_lists_what_a_kind_declares(capsys: pytest.CaptureFixture[str]) -> None:
    for kind in bc.match_kinds():
        assert main(["scorepad", kind, "--options"]) == 0
        out = capsys.readouterr().out
        assert "variant" in out and "game_options" in out and "['" not in out


def test_any_declared_option_is_given_with_o(monkeypatch: pytest.MonkeyPatch,
                                             capsys: pytest.CaptureFixture[str],
                                             ) -> None:
    monkeypatch.setattr("sys.stdin", io.StringIO("8H S 9\nquit\n"))
    assert main(["scorepad", "ez-bridge-3", "-o", "people=Ann,Bob,Cy", "-o", "dealer=Cy"]) == 0
    out = capsys.readouterr().out
    assert "Deal 1, Cy deals>" in out and "(a) Cy deals: 8♥ by Bob, 9 tricks" in out
    monkeypatch.setattr("sys.stdin", io.StringIO("4S S 10\nquit\n"))
    assert main(["scorepad", "duplicate", "--deals", "2", "-o", "first_board=5"]) == 0
    assert "Board 6 next (2 of 2)." in capsys.readouterr().out


@pytest.mark.parametrize(("args", "message"), [
    (["scorepad", "duplicate", "-o", "bords=3"], "NAME=VALUE"),
    (["scorepad", "duplicate", "-o", "boards=three"], "option boards: a whole number"),
    (["scorepad", "ez-bridge", "-o", "fixed_dealer=maybe"], "true or false"),
    (["scorepad", "ez-bridge-3", "-o", "people=Ann,Ann,Cy"], "three different people"),
    (["scorepad", "rubber", "--scoring", "russian"], "--scoring is not an option of rubber"),
    (["scorepad", "rubber", "--save", "."], "--save .: is a folder"),
    (["scorepad", "rubber", "--load", "."], "--load .: is a folder"),
    (["scorepad", "rubber", "--load", "no/such.json"], "cannot read no/such.json"),
])
def test_bad_options_are_one_line_and_exit_2(args: list[str], message: str,
                                             capsys: pytest.CaptureFixture[str]) -> None:
    assert main(args) == 2
    err = capsys.readouterr().err
    assert message in err and err.count("\n") == 1
