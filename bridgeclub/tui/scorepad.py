"""The score pad in the terminal: score a match played with real cards, a rubber, a
Chicago, a MiniBridge session or an EZ-Bridge match.

One line per deal: ``4SX S 10`` (contract, declarer, tricks won by declarer's side), then
optionally ``honours NS 100`` and, in Russian Chicago, ``hcp EW 24``; ``game NT S 9`` in
MiniBridge, ``8H N 11`` in EZ-Bridge; ``P`` for a deal passed out (``redeal`` at
MiniBridge's 20-20); ``end`` stops an unfinished match (a rubber's bonuses are scored);
``undo`` takes back the last line; ``sheet`` shows the sheet; ``help``; ``quit``. A line
that cannot be scored gets its reason and changes nothing.

>>> import bridgeclub as bc
>>> lines = iter(["4SX S 10 honours NS 100", "8H S 10", "P", "quit"])
>>> shown = []
>>> match = run_scorepad(bc.new_match("rubber"), lambda prompt: next(lines), shown.append)
>>> match.totals
{'NS': 390, 'EW': 0}
>>> [line for line in shown if line.startswith("Not scored")]
["Not scored: not a contract: '8H' (levels run from 1 to 7)"]
"""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

from bridgeclub.match import Match
from bridgeclub.tui.sheet import match_text, points_text, totals_text
from bridgeclub.variants.ez_match import EZMatch

COMMANDS = """  undo                   take back the last line
  sheet, help, quit"""

#: What to type, by kind of match.
HELPS = {
    "rubber": """Type one line per deal:
  4SX S 10               contract, declarer, tricks won by declarer's side
  4S N 10 honours NS 100 honours held (100 four, 150 five or four aces at no trumps)
  3H E 10 hcp EW 24      high-card points of a side (Russian Chicago)
  P                      the deal was passed out
  end                    stop an unfinished rubber now (its bonuses are scored)
""" + COMMANDS,
    "minibridge": """Type one line per deal:
  game NT S 9            declarer's contract (part or game, and NT, S, H, D or C),
                         declarer, tricks won by declarer's side
  redeal                 20-20: the same dealer deals again (the deal does not count)
  end                    stop the session now
""" + COMMANDS,
    "minibridge-open": """Type one line per deal:
  2NT S 9                contract (1C to 7NT), declarer, tricks won by declarer's side
  P                      four passes: the deal is redealt (it does not count)
  end                    stop the session now
""" + COMMANDS,
    "ez-bridge": """Type one line per hand:
  8H N 11                winning bid (tricks and strain), Winning Bidder, tricks her
                         side won
  P                      four passes (no score; the deal passes on)
  end                    stop the match now
""" + COMMANDS,
}
HELPS["chicago"] = HELPS["rubber"]
HELPS["ez-bridge-3"] = HELPS["ez-bridge"].replace("Winning Bidder", "Winning Bidder (E S W)")
HELP = HELPS["rubber"]


def parse_result(text: str) -> tuple[tuple[Any, ...], dict[str, Any]]:
    """A score pad line as the arguments of ``Match.record``. MiniBridge's contracts are
    two words (``game NT``).

    >>> parse_result("4SX S 10 honours NS 100")
    (('4SX', 'S', 10), {'honours': {'NS': 100}})
    >>> parse_result("game NT S 9")
    (('game NT', 'S', 9), {})
    >>> parse_result("P")
    (('P',), {})
    >>> parse_result("3H E")
    Traceback (most recent call last):
    ...
    ValueError: write contract, declarer and tricks, like 4SX S 10 (or P when passed out)
    >>> parse_result("3H E ten")
    Traceback (most recent call last):
    ...
    ValueError: tricks are a number from 0 to 13, not 'ten'
    """
    words = text.split()
    if len(words) >= 2 and words[0].lower() in ("part", "game"):
        words = [f"{words[0]} {words[1]}", *words[2:]]
    if len(words) == 1:
        return (words[0],), {}
    if len(words) < 3:
        raise ValueError("write contract, declarer and tricks, like 4SX S 10 "
                         "(or P when passed out)")
    if not words[2].isdigit():
        raise ValueError(f"tricks are a number from 0 to 13, not {words[2]!r}")
    args: tuple[Any, ...] = (words[0], words[1], int(words[2]))
    extra: dict[str, Any] = {}
    rest = words[3:]
    while rest:
        if len(rest) < 3:
            raise ValueError(f"after the tricks write honours NS 100 or hcp EW 24, "
                             f"not {' '.join(rest)!r}")
        word, side, points = rest[:3]
        rest = rest[3:]
        key = {"honours": "honours", "honors": "honours", "hon": "honours",
               "hcp": "hcp"}.get(word.lower())
        if key is None:
            raise ValueError(f"unknown word {word!r}: use honours or hcp")
        if not points.isdigit():
            raise ValueError(f"{word} needs a number of points, not {points!r}")
        extra.setdefault(key, {})[side.upper()] = int(points)
    return args, extra


def prompt_for(match: Match) -> str:
    """The prompt: the number of the next deal, who deals it and who is vulnerable.

    >>> import bridgeclub as bc
    >>> prompt_for(bc.new_match("rubber")), prompt_for(bc.new_match("minibridge"))
    ('Deal 1, N deals, vulnerable None> ', 'Deal 1, N deals> ')
    >>> prompt_for(bc.new_match("ez-bridge-3", people=("Ann", "Bob", "Cy")))
    'Deal 1, Bob deals> '
    """
    number = next((value for value in (getattr(match, name, None)
                                       for name in ("played", "hands", "deals"))
                   if isinstance(value, int | list)), [])
    deals = number if isinstance(number, int) else len(number)
    dealer = getattr(match, "dealing_person", None) or \
        getattr(match, "next_dealer", None) or getattr(match, "dealer", None)
    vulnerability = getattr(match, "next_vulnerability", None)
    prompt = f"Deal {deals + 1}"
    if dealer is not None:
        prompt += f", {dealer} deals"
    if vulnerability is not None:
        prompt += f", vulnerable {vulnerability}"
    return prompt + "> "


def run_scorepad(match: Match, ask: Callable[[str], str] = input,
                 show: Callable[[str], None] = print, we: str | None = "NS",
                 save: Path | None = None) -> Match:
    """Read results until the match is over or the user quits; show the sheet after each
    and return the match. With ``save``, the match is written there as JSON after every
    change. A match with no ``undo`` of its own is taken back to a copy kept before each
    line."""
    help_text = HELPS.get(match.kind, HELP)
    own_undo = type(match).undo is not Match.undo
    before: list[tuple[Match, str]] = []
    show(help_text)
    while True:
        if match.is_over:
            show(match_text(match, we=we))
            show("The match is over." + _winner_text(match))
            return match
        try:
            text = ask(prompt_for(match)).strip()
        except EOFError:
            return match
        command = text.lower()
        if command in ("q", "quit", "exit"):
            return match
        if command in ("", "help", "?"):
            show(help_text)
            continue
        if command == "sheet":
            show(match_text(match, we=we))
            continue
        if command == "undo" and not own_undo:
            if not before:
                show("Not scored: there is nothing to take back")
                continue
            match, line = before.pop()
            show(f"Taken back: {line}")
            show(match_text(match, we=we))
            continue
        copied = copy.deepcopy(match) if not own_undo else match
        try:
            if command == "end":
                match.end()
            elif command == "undo":
                show(f"Taken back: {match.undo()}")
            else:
                args, extra = parse_result(text)
                match.record(*args, **extra)
        except ValueError as error:
            show(f"Not scored: {error}")
            match = copied  # unchanged, even had the match begun to change
            continue
        if not own_undo:
            before.append((copied, text))
        if save is not None:
            save.write_text(match.to_json())
        if not match.is_over:
            show(match_text(match, we=we))


def _winner_text(match: Match) -> str:
    if isinstance(match, EZMatch):  # won on sets, not on points
        winner = f" {match.winner} won the match." if match.winner else ""
        return f"{winner} Points: {totals_text(match)}."
    totals = match.totals
    columns = list(totals)
    if len(columns) != 2 or totals[columns[0]] == totals[columns[1]]:
        return " It is a tie." if len(columns) == 2 else ""
    high, low = sorted(columns, key=lambda c: totals[c], reverse=True)
    return f" {high} win by {points_text(totals[high] - totals[low])}."


def load_match(path: Path) -> Match:
    """A match saved by the score pad."""
    try:
        return Match.from_json(path.read_text())
    except (OSError, json.JSONDecodeError) as error:
        raise ValueError(f"cannot read {path}: {error}") from None
