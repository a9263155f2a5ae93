"""A whole match in the terminal: one person plays a seat, the computer the others, and
the score is shown after each deal. It serves every kind of match: a rubber and a Chicago
(``bridgeclub play rubber``, ``play chicago``), a MiniBridge session (``play minibridge``,
``play minibridge-open``: a deal redealt at 20-20 or after four passes does not count),
an EZ-Bridge match of games, sets and a match (``play ez-bridge``, ``play ez-bridge-3``).

Claims and undo are on at the terminal table where the game has them: type ``claim 3``,
``claim`` or ``concede`` as declarer, ``undo`` to take back your last action; the computer
defenders accept only a claim that holds against every lay-out of their cards. ``q`` or
the end of input stops the match after the sheet so far.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from rich.console import Console
from rich.markup import escape

from bridgeclub.match import Match
from bridgeclub.seats import Seat
from bridgeclub.tui.console import play_in_terminal
from bridgeclub.tui.sheet import match_text, totals_text


def play_match_in_terminal(match: Match, human: Seat, ask: Callable[[str], str] = input,
                           console: Console | None = None, seed: int | None = None,
                           bot_seed: int | None = None) -> Match:
    """Deal, play and score until the match is over (or the person quits a deal).

    In 3-Person EZ-Bridge the person follows the chairs: ``human`` is her first chair,
    and each hand she plays the chair she sits in then."""
    console = console or Console()
    rng = random.Random(seed)
    we = str(human.side) if str(human.side) in match.sheet.columns else None
    while not match.is_over:
        game = match.next_game(seed=rng.getrandbits(63))
        seat = match.seat_for(human)
        play_in_terminal(game, seat, ask, console, bot_seed=rng.getrandbits(32)
                         if bot_seed is None else bot_seed)
        if not game.is_over:
            console.print("The match stops here: " + totals_text(match))
            break
        match.add_game(game)
        console.print(escape(match_text(match, we)))
    if match.is_over:
        console.print("The match is over: " + totals_text(match))
    return match
