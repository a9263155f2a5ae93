"""The terminal game plays the teaching and family games, drawing what is special to each."""

from __future__ import annotations

import io

import pytest
from rich.console import Console

import bridgeclub as bc
from bridgeclub.cli import main
from bridgeclub.seats import Seat
from bridgeclub.tui.console import play_in_terminal


@pytest.mark.parametrize(("variant", "seat", "shown"), [
    ("minibridge", "S", ["Points: "]),
    ("minibridge-open", "S", ["Slip S: "]),
    ("ez-bridge", "S", ["Memory Help Form", "Round 1:"]),
    ("ez-bridge-3", "E", ["Memory Help Form", "N Dummy"]),
])
def test_a_whole_deal_in_the_terminal(variant: str, seat: str, shown: list[str]) -> None:
    game = bc.new_game(variant, seed=11)
    out = io.StringIO()
    answers = iter(["?", "nonsense"])

    def ask(prompt: str) -> str:
        return next(answers, None) or str(game.legal_actions()[0])

    play_in_terminal(game, Seat.from_str(seat), ask=ask,
                     console=Console(file=out, width=100), bot_seed=2)
    text = out.getvalue()
    assert game.is_over
    assert "Result: " in text and "Not allowed:" in text and "Legal: " in text
    for piece in shown:
        assert piece in text


def test_the_ez_partner_is_asked_to_choose() -> None:
    deal = "N:KJT6.82.864.KQ52 9743.Q9.QJ53.873 Q5.AK65.AT2.AJT9 A82.JT743.K97.64"
    game = bc.new_game("ez-bridge", deal=deal, dealer="S")
    for action in ("13NT", "P", "P", "P", "HJ"):
        game.act(action)
    prompts: list[str] = []
    out = io.StringIO()

    def ask(prompt: str) -> str:
        prompts.append(prompt)
        return "dummy" if len(prompts) == 1 else "q"

    play_in_terminal(game, Seat.N, ask=ask, console=Console(file=out, width=100))
    assert "choice (play or dummy)" in prompts[0]
    assert game.dummy is Seat.N


def test_the_command_refuses_a_seat_nobody_plays(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["play", "ez-bridge-3", "--seat", "N"]) == 2
    assert "players sit E, S, W" in capsys.readouterr().err
