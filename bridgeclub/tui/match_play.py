"""A whole match in the terminal: one person plays a seat, the computer the others, and
the score sheet is shown after each deal (``bridgeclub play rubber``, ``play chicago``).

Claims and undo are on at the terminal table: type ``claim 3``, ``claim`` or ``concede``
as declarer, ``undo`` to take back your last action; the computer defenders accept only a
claim that holds against every lay-out of their cards.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from rich.console import Console
from rich.markup import escape

from bridgeclub.match import Match
from bridgeclub.seats import Seat
from bridgeclub.tui.console import play_in_terminal
from bridgeclub.tui.sheet import sheet_text


def play_match_in_terminal(match: Match, human: Seat, ask: Callable[[str], str] = input,
                           console: Console | None = None, seed: int | None = None,
                           bot_seed: int | None = None) -> Match:
    """Deal, play and score until the match is over (or the person quits a deal)."""
    console = console or Console()
    rng = random.Random(seed)
    while not match.is_over:
        game = match.next_game(seed=rng.getrandbits(63))
        play_in_terminal(game, human, ask, console, bot_seed=rng.getrandbits(32)
                         if bot_seed is None else bot_seed)
        if not game.is_over:
            console.print("The match stops here.")
            break
        match.add_game(game)
        console.print(escape(sheet_text(match.sheet, we=str(human.side))))
    if match.is_over:
        console.print("The match is over: " +
                      ", ".join(f"{side} {points}" for side, points in match.totals.items()))
    return match
