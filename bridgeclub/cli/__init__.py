"""The ``bridgeclub`` command line, one module a command group, above everything else
(nothing in the package imports it).

This module is the program's first step: ``bridgeclub event enter`` goes straight to its
own light command (``event_enter``: the command a director types after every table, which
must answer within half a second on a busy club laptop), everything else to the whole
command (``bridgeclub.cli.commands``, built with Typer). Typer builds every parameter's check
with Pydantic when a command runs; with the rest of the command tree that was most of an
entry's time. The words, the answers and the refusals are the same either way:
``bridgeclub.cli.commands`` hands ``event enter``'s words to the same command. This module
imports nothing heavy, so ``bridgeclub.cli.event_enter`` loads without Typer.

>>> main(["event", "enter", "no-such.json", "1", "1", "2", "pass"])
2
"""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    """Run ``bridgeclub`` with ``argv`` (else the program's arguments): its exit status."""
    words = sys.argv[1:] if argv is None else list(argv)
    if words[:2] == ["event", "enter"]:
        from bridgeclub.cli.event_enter import command_line

        return command_line(words[2:])
    from bridgeclub.cli.commands import main as whole

    return whole(words)
