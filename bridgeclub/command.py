"""The ``bridgeclub`` program's first step: ``bridgeclub event enter`` goes straight to
its own light command (``cli_event_enter``: the command a director types after every
table), everything else to the whole command (``bridgeclub.cli``, built with Typer).

Typer builds every parameter's check with Pydantic when a command runs; with the rest of
the command tree that was most of an entry's time (issue 23: ``event enter`` within 0.5 s
on a busy machine). The words, the answers and the refusals are the same either way:
``bridgeclub.cli`` hands ``event enter``'s words to the same command.

>>> main(["event", "enter", "no-such.json", "1", "1", "2", "pass"])
2
"""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    """Run ``bridgeclub`` with ``argv`` (else the program's arguments): its exit status."""
    words = sys.argv[1:] if argv is None else list(argv)
    if words[:2] == ["event", "enter"]:
        from bridgeclub.cli_event_enter import command_line

        return command_line(words[2:])
    from bridgeclub.cli import main as whole

    return whole(words)
