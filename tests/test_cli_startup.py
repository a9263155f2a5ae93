"""What the bridgeclub command loads to start: each command imports what it uses, when it
uses it, so DDS (endplay), the server, the computer players and Rich stay unloaded by the
commands that do not need them (issue 24). Checked on the modules a fresh process holds,
not on a time, so the test means the same on a busy machine."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

#: Never loaded by importing the command, ``--help``, ``event enter`` or ``scorepad``.
HEAVY = ("endplay", "numpy", "matplotlib", "distributed", "dask", "fastapi", "starlette",
         "uvicorn", "sqlalchemy", "redis", "rich", "bridgeclub.analysis", "bridgeclub.bots",
         "bridgeclub.server", "bridgeclub.web")


def loaded_by(code: str, folder: Path | None = None, stdin: str = "") -> set[str]:
    """The modules a fresh Python holds after running ``code``."""
    script = f"{code}\nimport json, sys\nprint(json.dumps(sorted(sys.modules)), file=sys.stderr)"
    done = subprocess.run([sys.executable, "-c", script], input=stdin, capture_output=True,
                          text=True, timeout=120, cwd=folder)
    return set(json.loads(done.stderr.strip().splitlines()[-1]))


def heavy(modules: set[str]) -> list[str]:
    return sorted(m for m in modules if any(m == h or m.startswith(h + ".") for h in HEAVY))


def run_command(*args: str) -> str:
    """Python that runs ``bridgeclub ARGS`` and goes on (to list the modules after)."""
    return f"from bridgeclub.cli import main\nmain({list(args)!r})"


def test_importing_the_command_loads_no_solver_server_or_games() -> None:
    modules = loaded_by("import bridgeclub.cli.commands")
    assert heavy(modules) == []
    assert not {"bridgeclub.variants", "bridgeclub.matches", "bridgeclub.formats.pbn"} & modules


def test_help_loads_neither_the_games_nor_rich() -> None:
    modules = loaded_by(run_command("--help"))
    assert heavy(modules) == [] and "bridgeclub.variants" not in modules


def test_entering_a_result_loads_the_event_and_no_more(tmp_path: Path) -> None:
    subprocess.run([sys.executable, "-m", "bridgeclub", "event", "create", "club.json",
                    "--tables", "3"], cwd=tmp_path, check=True, capture_output=True)
    modules = loaded_by(run_command("event", "enter", "club.json", "1", "1", "4", "4S", "N",
                                    "10"), tmp_path)
    assert "bridgeclub.events.model" in modules
    assert heavy(modules) == [] and "bridgeclub.variants" not in modules
    assert "4S" in json.dumps(json.loads((tmp_path / "club.json").read_text()))


def test_the_score_pad_loads_its_match_and_no_solver() -> None:
    modules = loaded_by(run_command("scorepad", "rubber"), stdin="4S S 10\n")
    assert "bridgeclub.matches.rubber" in modules and "bridgeclub.tui.scorepad" in modules
    assert heavy(modules) == []


@pytest.mark.parametrize("command", [("match", "--help"), ("analyze", "--help")])
def test_a_heavy_command_still_loads_only_what_its_help_needs(command: tuple[str, ...]) -> None:
    assert heavy(loaded_by(run_command(*command))) == []


def test_the_computer_players_load_dds_when_they_play() -> None:
    modules = loaded_by("from bridgeclub.cli.match import BoardTask, play_board\n"
                        "play_board(BoardTask('duplicate', 1, 7, 'beginner', 'beginner'))")
    assert "endplay" in modules and "bridgeclub.bots.levels" in modules


def test_the_program_enters_a_result_without_typer_or_pydantic(tmp_path: Path) -> None:
    """``bridgeclub event enter`` as the program starts it (``bridgeclub.cli``): the
    command-line library and the Pydantic it builds its checks with stay unloaded (they
    were most of an entry's time); the entry is made, and a refusal is one line."""
    subprocess.run([sys.executable, "-m", "bridgeclub", "event", "create", "club.json",
                    "--tables", "3"], cwd=tmp_path, check=True, capture_output=True)
    code = "from bridgeclub.cli import main\nmain({!r})"
    modules = loaded_by(code.format(["event", "enter", "club.json", "1", "1", "4", "4S",
                                     "N", "10"]), tmp_path)
    assert "bridgeclub.events.entry_file" in modules
    assert not {"typer", "click", "pydantic", "bridgeclub.cli.commands"} & modules
    assert heavy(modules) == []
    assert "4S" in (tmp_path / "club.json").read_text()
    refused = subprocess.run([sys.executable, "-m", "bridgeclub", "event", "enter",
                              "club.json", "1", "1", "4", "4S", "N", "14"], cwd=tmp_path,
                             capture_output=True, text=True, check=False)
    assert refused.returncode == 2
    assert refused.stderr == "bridgeclub: board 1, NS 1 v EW 4: tricks run from 0 to 13, " \
                             "not 14\n"
