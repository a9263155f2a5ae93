"""The README's terminal commands work as written (issue 11 defect 10 and the terminal
part of the README), and its first Python block runs: it imports ``bridgeclub as bc``
before using it."""

from __future__ import annotations

import io
import re
import shlex
from pathlib import Path

import pytest

from bridgeclub.cli import main

README = (Path(__file__).resolve().parents[2] / "README.md").read_text()
PLAY_LINES = sorted({line.split("#")[0].strip() for line in README.splitlines()
                     if line.startswith("bridgeclub play ")})


def test_the_readme_names_play_commands() -> None:
    assert len(PLAY_LINES) >= 8


@pytest.mark.parametrize("line", PLAY_LINES)
def test_each_play_command_of_the_readme_starts(line: str, monkeypatch: pytest.MonkeyPatch,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr("sys.stdin", io.StringIO("q\nq\n"))
    args = shlex.split(line)[1:]
    assert main([*args, "--level", "beginner"]) == 0, capsys.readouterr().err
    out = capsys.readouterr().out
    assert "The match stops here" in out


def test_the_first_python_block_imports_before_use() -> None:
    block = re.search(r"```python\n(.*?)```", README, re.S)
    assert block is not None
    code = block.group(1)
    first_use = code.find("bc.")
    assert 0 <= code.find("import bridgeclub as bc") < first_use
    exec(compile(code, "README.md", "exec"), {})
