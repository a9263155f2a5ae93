"""The terminal games for two: against the computer, and two people at one screen."""

from __future__ import annotations

import io

import pytest
from rich.console import Console

import bridgeclub as bc
from bridgeclub.cli import main
from bridgeclub.tui.fortwo import play_for_two


class Player:
    """Answers the prompts: asks for the legal actions, then takes the first one."""

    def __init__(self, console: Console) -> None:
        self.console = console
        self.asked = False
        self.handovers: list[str] = []

    def __call__(self, prompt: str) -> str:
        if "take the keyboard" in prompt:
            self.console.print(f"<<{prompt.split(',')[0]}>>")
            return ""
        if "next deal" in prompt:
            return ""
        if not self.asked:
            self.asked = True
            return "?"
        self.asked = False
        text = self.console.export_text(clear=False)
        legal = [line for line in text.splitlines() if line.startswith("Legal: ")][-1]
        first = legal.split()[1]
        return "JK high" if first == "JK" else first


@pytest.mark.parametrize("variant", ["bridge-for-two", "double-dummy-two", "buddy-bridge"])
def test_two_people_at_one_screen_see_only_their_own_hands(variant: str) -> None:
    console = Console(record=True, file=io.StringIO(), width=120)
    outcome = play_for_two(variant, bc.Seat.S, hotseat=True, seed=5, ask=Player(console),
                           console=console, deals=1)
    text = console.export_text()
    segments = text.split("<<")[1:]
    assert segments, "the keyboard must change hands"
    for segment in segments:
        name, _, shown = segment.partition(">>")
        final = shown.split("The deal is over")[0]
        other = "you are W" if name == "South" else "you are S"
        assert other not in final
    if isinstance(outcome, bc.Game):
        assert outcome.is_over
    else:
        assert outcome.sheet.entries or outcome.sheet.notes or outcome.is_over


def test_buddy_bridge_against_the_computer_keeps_the_score_pad() -> None:
    console = Console(record=True, file=io.StringIO(), width=120)
    match = play_for_two("buddy-bridge", bc.Seat.W, seed=2, ask=Player(console),
                         console=console, deals=2)
    assert isinstance(match, bc.match.Match) and len({e.deal for e in match.sheet.entries}) == 2
    assert "you are S" not in console.export_text()


def test_the_command_refuses_a_seat_no_player_sits_in(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["play", "bridge-for-two", "--seat", "E"]) == 2
    assert "South and West" in capsys.readouterr().err
    assert main(["play", "duplicate", "--hotseat"]) == 2
