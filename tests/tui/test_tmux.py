"""The terminal game in a real terminal: tmux, 80 columns by 24 lines.

A newcomer (``tests.tui.person``) reads each screen tmux shows and types her answer, as a
person would; the whole deal is played. Every table screen must start at the top line
(nothing scrolled away: it fits 80x24), and the same seed and the same keys give the same
screens."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.tui.person import Newcomer

ROOT = Path(__file__).resolve().parents[2]
PROMPT_ENDS = ("help for the rules):", "Press Enter to go on", "Press Enter to go back",
               "Press Enter to go back to the table", "q stop:", "(y/n)",
               "Press Enter when ready")

pytestmark = pytest.mark.skipif(shutil.which("tmux") is None,
                                reason="tmux is not installed (CI installs it)")


def tmux(*args: str) -> str:
    return subprocess.run(["tmux", *args], check=True, capture_output=True,
                          text=True).stdout


def screen_of(name: str) -> list[str]:
    return tmux("capture-pane", "-p", "-t", name).rstrip("\n").split("\n")


def prompt_line(lines: list[str]) -> str:
    filled = [line for line in lines if line.strip()]
    return filled[-1].strip() if filled else ""


def play_in_tmux(args: list[str], label: str, limit: int = 600,
                 answers: list[str] | None = None) -> list[list[str]]:
    """Run ``bridgeclub play ARGS`` in an 80x24 tmux window and answer every prompt as a
    newcomer (or with ``answers``, in turn, then ``q``); the screens seen at each
    prompt."""
    name = f"bridgeclub-test-{os.getpid()}-{label}"
    command = " ".join([sys.executable, "-m", "bridgeclub", "play", *args])
    for attempt in range(20):  # a tmux server that is just closing refuses new sessions
        started = subprocess.run(["tmux", "new-session", "-d", "-s", name, "-x", "80", "-y",
                                  "24", f"cd {ROOT} && {command}; echo GAME-ENDED; sleep 30"],
                                 capture_output=True, text=True)
        if started.returncode == 0:
            break
        time.sleep(0.1 * (attempt + 1))
    else:
        raise AssertionError(f"tmux did not start: {started.stderr}")
    person = Newcomer(stop_after_deals=1)
    seen: list[list[str]] = []
    try:
        last: list[str] = []
        for _ in range(limit):
            deadline = time.monotonic() + 10
            while True:
                lines = screen_of(name)
                if any("GAME-ENDED" in line for line in lines):
                    return seen
                prompt = prompt_line(lines)
                ready = any(prompt.endswith(end) or prompt.endswith(end + " ")
                            for end in PROMPT_ENDS)
                if ready and (lines != last or time.monotonic() > deadline - 9):
                    break
                if time.monotonic() > deadline:
                    raise AssertionError("no prompt:\n" + "\n".join(lines))
                time.sleep(0.02)
            seen.append(lines)
            last = lines
            if answers is None:
                answer = person.answer("\n".join(lines), prompt)
            else:
                answer = answers.pop(0) if answers else "q"
            tmux("send-keys", "-t", name, "-l", answer)
            tmux("send-keys", "-t", name, "Enter")
        raise AssertionError("the game did not end")
    finally:
        subprocess.run(["tmux", "kill-session", "-t", name], capture_output=True)


def test_a_whole_deal_in_tmux_fits_and_repeats() -> None:
    args = ["duplicate", "--seed", "5", "--level", "beginner"]
    screens = play_in_tmux(args, "a")
    tables = [s for s in screens if any("Dealer " in line for line in s)]
    assert len(tables) > 20
    for lines in tables:
        assert "Dealer " in lines[0], "\n".join(lines)  # nothing scrolled off the top
        assert len(lines) <= 24 and all(len(line) <= 80 for line in lines)
    assert any("The deal is over" in "\n".join(s) for s in screens)
    for lines in screens:
        text = "\n".join(lines)
        for python in ("{'", "['", "Seat.", "<bridgeclub", "None"):
            assert python not in text
    assert play_in_tmux(args, "b") == screens


@pytest.mark.parametrize("variant", ["rubber", "chicago", "minibridge", "minibridge-open",
                                     "ez-bridge", "ez-bridge-3", "bridge-for-two",
                                     "double-dummy-two", "buddy-bridge"])
def test_a_whole_deal_of_each_variant_in_tmux(variant: str) -> None:
    screens = play_in_tmux([variant, "--seed", "3", "--level", "beginner"], variant)
    assert any("The deal is over" in "\n".join(s) for s in screens)
    for lines in screens:
        if any("Dealer " in line for line in lines):
            assert "Dealer " in lines[0], "\n".join(lines)
        text = "\n".join(lines)
        assert not any(python in text for python in ("{'", "['", "Seat.", "None"))


def test_three_person_ez_names_the_same_person_everywhere_after_the_move() -> None:
    """``play ez-bridge-3 --seed 4``: Ann (East) wins the bidding and changes chairs with
    the player in South; every trick message, the trick panel, the counter, the contract
    line and the result name the same people and agree."""
    screens = play_in_tmux(["ez-bridge-3", "--seed", "4", "--level", "beginner"], "ez3")
    texts = ["\n".join(s) for s in screens]
    moved = [t for t in texts if "Trick " in t and "by Ann" in t]
    assert moved, "Ann did not win the bidding:\n" + texts[-1]
    tricks = [t for t in texts if " wins trick " in t]
    assert len(tricks) == 13
    for text in tricks:
        winner = re.search(r"(\w+) wins trick \d+\.", text)
        assert winner is not None
        assert f"won by {winner.group(1)}" in text, text
        assert "8♦ by Ann" in text and "South: Ann" in text, text
    counters = [re.search(r"Tricks Ann (\d+)  others (\d+)", t) for t in tricks]
    assert all(c is not None for c in counters)
    last = counters[-1]
    assert last is not None and int(last.group(1)) + int(last.group(2)) == 13
    over = next(t for t in texts if "The deal is over" in t)
    result = re.search(r"8♦ by Ann: (\d+) tricks?\. Score: Ann \+(\d+)", over)
    assert result is not None, over
    assert result.group(1) == last.group(1)
    assert not re.search(r"by (North|East|South|West)\b", over)


def test_ez_bridge_help_hint_and_refusals_agree_with_the_rules() -> None:
    """``play ez-bridge --seed 3``: North bids 6♠, East 8♣; then the help, the hint and a
    refused 7♦ all say what the rules say: at least as many tricks as the last bid, the
    same number in any strain not yet bid."""
    screens = play_in_tmux(["ez-bridge", "--seed", "3", "--level", "beginner"], "ezwords",
                           answers=["help", "", "7d"])
    rules, table, refused = ("\n".join(s) for s in screens[1:4])
    assert "the same number in any suit or NT" in rules and "higher suit" not in rules
    assert "8♣" in table
    suggested = re.search(r"for example (\d+)", table.replace("\n", " "))
    assert suggested is not None and int(suggested.group(1)) >= 8, table
    assert "Not allowed: 7♦ names fewer tricks than the last bid, 8♣" in refused, refused
