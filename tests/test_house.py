"""The house in order: the package root holds the core and the Game and Match APIs (the
command line is one package, ``bridgeclub/cli/``), and the code gives the rule or the
reason for what it does, never a number from the project's issue list, which means
nothing to someone who picks the code up."""

from __future__ import annotations

import re
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "bridgeclub"
ISSUE_NUMBER = re.compile(r"\bissues? \d+|\(#\d+\)", re.IGNORECASE)
SOURCES = {".py", ".js", ".html", ".css"}


def test_the_command_line_is_one_package_and_the_root_stays_small() -> None:
    root_modules = sorted(p.name for p in PACKAGE.glob("*.py"))
    assert not [name for name in root_modules if name.startswith("cli")]
    assert (PACKAGE / "cli" / "__init__.py").exists()
    assert len(root_modules) <= 26, root_modules


def test_no_docstring_or_comment_cites_an_issue_number() -> None:
    cited = [f"{path.relative_to(PACKAGE)}:{number}: {line.strip()}"
             for path in sorted(PACKAGE.rglob("*")) if path.suffix in SOURCES
             for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
             if ISSUE_NUMBER.search(line)]
    assert cited == []


def test_the_check_finds_an_issue_number() -> None:
    assert ISSUE_NUMBER.search("the budget holds (issue 21: hard limits)")
    assert not ISSUE_NUMBER.search("Law 53: the declarer")
