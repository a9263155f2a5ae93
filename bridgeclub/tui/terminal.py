"""Where the screens go and the answers come from: a terminal, a pipe, or a test.

A screen is a list of lines that fits 80x24; in a terminal each screen replaces the last
(the screen is cleared), through a pipe the screens follow one another. Nothing here
knows the game: ``bridgeclub.tui.table`` decides what is shown.

The person's answers are read a line at a time, so the game works the same typed at the
keyboard, in tmux, or from a file piped in. A pause ("press Enter") that gets a line with
something on it keeps that line for the next question, so a script of moves needs no empty
lines for the pauses.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable, Sequence
from typing import TextIO

from bridgeclub.tui.screen import HEIGHT, WIDTH

CLEAR = "\x1b[H\x1b[2J"
CLEAR_SCROLLBACK = "\x1b[3J"
ALTERNATE_ON, ALTERNATE_OFF = "\x1b[?1049h", "\x1b[?1049l"
RED = {"♥": "\x1b[31m♥\x1b[0m", "♦": "\x1b[31m♦\x1b[0m"}


class Terminal:
    """Screens out, lines in.

    ``ask`` reads one answer (``input`` by default; EOFError ends the game), ``out`` gets
    the screens, ``tty`` says it is a real terminal (screens are cleared and red suits are
    red), ``pause`` is None to wait for Enter after a trick or the seconds to wait
    (``--fast``). Every screen shown is kept in ``screens`` (the last 200), for tests.
    """

    def __init__(self, ask: Callable[[str], str] = input, out: TextIO | None = None,
                 tty: bool | None = None, pause: float | None = None,
                 sleep: Callable[[float], None] = time.sleep) -> None:
        self.ask_line = ask
        self.out = out if out is not None else sys.stdout
        self.tty = self.out.isatty() if tty is None else tty
        self.pause = pause
        self.sleep = sleep
        self.pending: list[str] = []
        self.screens: list[list[str]] = []
        self.private = False

    def show(self, lines: Sequence[str]) -> None:
        """Draw a screen: at most 23 lines of 80 columns (the 24th is the prompt)."""
        self.screens.append(list(lines))  # as asked for: the tests check that it fits
        shown = [line[:WIDTH] for line in lines][:HEIGHT - 1]
        del self.screens[:-200]
        if self.tty:
            self.out.write(CLEAR + (CLEAR_SCROLLBACK if self.private else ""))
        else:
            self.out.write("\n")
        text = "\n".join(shown)
        if self.tty:
            for symbol, red in RED.items():
                text = text.replace(symbol, red)
        self.out.write(text + "\n")
        self.out.flush()

    def ask(self, prompt: str) -> str:
        """One answer: a line kept from a pause first, else a new line."""
        if self.pending:
            answer = self.pending.pop(0)
            self.out.write(f"{prompt}{answer}\n")
            return answer
        self.out.flush()
        if self.screens:
            self.screens[-1] = [*self.screens[-1], prompt]
        return self.ask_line(prompt)

    def wait(self, prompt: str = "Press Enter to go on") -> str:
        """Hold the screen: until Enter, or ``pause`` seconds. A line typed here is kept
        for the next question, except ``q`` (returned, to stop)."""
        if self.pause is not None:
            if self.tty:
                self.sleep(self.pause)
            return ""
        answer = self.ask(prompt + " ").strip()
        if answer.lower() in ("q", "quit"):
            return answer.lower()
        if answer:
            self.pending.append(answer)
        return ""

    def start_private(self) -> None:
        """Two people at one screen: use the terminal's alternate screen and clear the
        scrollback at every change, so the other's hand cannot be scrolled back to."""
        self.private = True
        if self.tty:
            self.out.write(ALTERNATE_ON)

    def end_private(self) -> None:
        if self.private and self.tty:
            self.out.write(CLEAR + CLEAR_SCROLLBACK + ALTERNATE_OFF)
            self.out.flush()
        self.private = False

    def hand_over(self, name: str) -> None:
        """Clear the screen (and the scrollback) and give the keyboard to ``name``."""
        self.show([f"{name}, take the keyboard.", "",
                   "The screen is clear: the other player should look away."])
        answer = self.ask("Press Enter when ready ").strip()
        if answer:
            self.pending.append(answer)
