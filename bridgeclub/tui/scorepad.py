"""The score pad in the terminal: score a rubber or a Chicago played with real cards.

One line per deal: ``4SX S 10`` (contract, declarer, tricks won by declarer's side), then
optionally ``honours NS 100`` and, in Russian Chicago, ``hcp EW 24``; ``P`` for a deal
passed out; ``end`` stops an unfinished rubber (its bonuses are scored); ``undo`` takes
back the last line; ``sheet`` shows the sheet; ``help``; ``quit``. A line that cannot be
scored gets its reason and changes nothing.

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

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

from bridgeclub.match import Match
from bridgeclub.tui.sheet import sheet_text

HELP = """Type one line per deal:
  4SX S 10               contract, declarer, tricks won by declarer's side
  4S N 10 honours NS 100 honours held (100 four, 150 five or four aces at no trumps)
  3H E 10 hcp EW 24      high-card points of a side (Russian Chicago)
  P                      the deal was passed out
  end                    stop an unfinished rubber now (its bonuses are scored)
  undo                   take back the last line
  sheet, help, quit"""


def parse_result(text: str) -> tuple[tuple[Any, ...], dict[str, Any]]:
    """A score pad line as the arguments of ``Match.record``.

    >>> parse_result("4SX S 10 honours NS 100")
    (('4SX', 'S', '10'), {'honours': {'NS': 100}})
    >>> parse_result("P")
    (('P',), {})
    >>> parse_result("3H E")
    Traceback (most recent call last):
    ...
    ValueError: write contract, declarer and tricks, like 4SX S 10 (or P when passed out)
    """
    words = text.split()
    if len(words) == 1:
        return (words[0],), {}
    if len(words) < 3:
        raise ValueError("write contract, declarer and tricks, like 4SX S 10 "
                         "(or P when passed out)")
    args: tuple[Any, ...] = tuple(words[:3])
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
    """The prompt: who deals the next deal and who is vulnerable."""
    dealer = getattr(match, "next_dealer", None)
    vulnerability = getattr(match, "next_vulnerability", None)
    deals = len(getattr(match, "deals", []))
    if dealer is None or vulnerability is None:
        return f"Deal {deals + 1}> "
    return f"Deal {deals + 1}, {dealer} deals, vulnerable {vulnerability}> "


def run_scorepad(match: Match, ask: Callable[[str], str] = input,
                 show: Callable[[str], None] = print, we: str | None = "NS",
                 save: Path | None = None) -> Match:
    """Read results until the match is over or the user quits; show the sheet after each.
    With ``save``, the match is written there as JSON after every change."""
    show(HELP)
    while True:
        if match.is_over:
            show(sheet_text(match.sheet, we=we))
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
            show(HELP)
            continue
        if command == "sheet":
            show(sheet_text(match.sheet, we=we))
            continue
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
            continue
        if save is not None:
            save.write_text(match.to_json())
        if not match.is_over:
            show(sheet_text(match.sheet, we=we))


def _winner_text(match: Match) -> str:
    totals = match.totals
    columns = list(totals)
    if len(columns) != 2 or totals[columns[0]] == totals[columns[1]]:
        return " It is a tie." if len(columns) == 2 else ""
    high, low = sorted(columns, key=lambda c: totals[c], reverse=True)
    return f" {high} win by {totals[high] - totals[low]}."


def load_match(path: Path) -> Match:
    """A match saved by the score pad."""
    try:
        return Match.from_json(path.read_text())
    except (OSError, json.JSONDecodeError) as error:
        raise ValueError(f"cannot read {path}: {error}") from None
