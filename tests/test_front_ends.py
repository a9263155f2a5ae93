"""Front ends drive every match kind through the Match API alone (issue 9: "a front end
needs no isinstance or getattr on matches"): the command line, the terminal game, and the
server when it is there import no match kind's class and never ask a match what it is."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "bridgeclub"
FRONT_ENDS = sorted([*PACKAGE.glob("cli/**/*.py"), *PACKAGE.glob("tui/**/*.py"),
                     *PACKAGE.glob("server/**/*.py")])
MATCH_CLASSES = {"DealMatch", "RubberMatch", "ChicagoMatch", "DuplicateSetMatch", "EZMatch",
                 "EZ3Match", "MiniBridgeSession", "MiniBridgeOpenSession",
                 "BuddyBridgeMatch"}


def problems(path: Path) -> list[str]:
    """What in one module asks a match what kind it is, or reaches past the Match API."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found: list[str] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and (node.module or "").startswith(
                "bridgeclub.matches"):
            found.append(f"line {node.lineno}: imports {node.module}")
        elif isinstance(node, ast.Name) and node.id in MATCH_CLASSES:
            found.append(f"line {node.lineno}: names {node.id}")
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and \
                node.func.id in ("isinstance", "getattr", "hasattr") and node.args:
            subject = ast.unparse(node.args[0])
            if "match" in subject.lower():
                found.append(f"line {node.lineno}: {node.func.id}({subject}, ...)")
    return found


def test_the_front_ends_are_found() -> None:
    names = {p.name for p in FRONT_ENDS}
    assert {"commands.py", "scorepad.py", "match.py", "session.py",
            "table.py", "hub.py", "routes.py"} <= names


@pytest.mark.parametrize("path", FRONT_ENDS, ids=lambda p: str(p.relative_to(PACKAGE)))
def test_front_ends_use_only_the_match_api(path: Path) -> None:
    assert problems(path) == []


def test_the_check_finds_what_it_looks_for(tmp_path: Path) -> None:
    sample = tmp_path / "sample.py"
    sample.write_text("from bridgeclub.matches.ez import EZMatch\n"
                      "if isinstance(match, EZMatch) or getattr(match, 'dealer', None):\n"
                      "    pass\n", encoding="utf-8")
    assert len(problems(sample)) == 4
