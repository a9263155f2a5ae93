"""The score pad in the terminal: score a match played with real cards, of any kind (a
rubber, a Chicago, a duplicate board set, a MiniBridge session, an EZ-Bridge match, a Buddy
Bridge rubber).

One line per deal, in the pad's own words (``help`` shows them): ``4SX S 10`` (contract,
declarer, tricks won by declarer's side) then optionally ``honours NS 100`` and, in
Russian Chicago, ``hcp EW 24``; ``game NT S 9`` in MiniBridge, ``8H N 11`` in EZ-Bridge,
``4S S 10 exchange W`` in Buddy Bridge; ``P`` for a deal passed out (``redeal`` at
MiniBridge's 20-20); ``end`` stops an unfinished match (a rubber's bonuses are scored);
``undo`` takes back the last line (also once the match is over: the pad stays open until
``quit``); ``sheet`` shows the sheet; ``help``; ``quit``. A line that cannot be scored gets
its reason and changes nothing.

>>> import bridgeclub as bc
>>> lines = iter(["4SX S 10 honours NS 100", "8H S 10", "P", "quit"])
>>> shown = []
>>> match = run_scorepad(bc.new_match("rubber"), lambda prompt: next(lines), shown.append)
>>> match.totals
{'NS': 390, 'EW': 0}
>>> print(next(line for line in shown if line.startswith("Not scored")))
Not scored: not a contract: '8H' (levels run from 1 to 7, 1C to 7NT; write it
  like 4SX S 10)
"""

from __future__ import annotations

import json
import textwrap
from collections.abc import Callable
from pathlib import Path
from typing import Any

from bridgeclub.match import Match
from bridgeclub.tui.screen import vulnerable_words
from bridgeclub.tui.sheet import match_text, totals_text

COMMANDS = """  end                    stop the match now{end}
  undo                   take back the last line (also after the match is over)
  sheet, help, quit"""

#: What to type, by kind of match.
HELPS = {
    "rubber": """Type one line per deal:
  4SX S 10               contract, declarer, tricks won by declarer's side
  4S N 10 honours NS 100 honours held (100 four, 150 five or four aces at no trumps)
  P                      the deal was passed out
""" + COMMANDS.format(end=" (its bonuses are scored)"),
    "chicago": """Type one line per deal:
  4SX S 10               contract, declarer, tricks won by declarer's side
  4S N 10 honours NS 100 honours held (standard scoring only)
  3H E 10 hcp EW 24      high-card points of a side (Russian scoring)
  P                      all four passed: the same dealer deals again
""" + COMMANDS.format(end=""),
    "duplicate": """Type one line per board:
  4SX S 10               contract, declarer, tricks won by declarer's side
  P                      the board was passed out (it scores 0)
""" + COMMANDS.format(end=""),
    "minibridge": """Type one line per deal:
  game NT S 9            declarer's contract (part or game, and NT, S, H, D or C),
                         declarer, tricks won by declarer's side
  redeal                 20-20: the same dealer deals again (the deal does not count)
""" + COMMANDS.format(end=""),
    "minibridge-open": """Type one line per deal:
  2NT S 9                contract (1C to 7NT), declarer, tricks won by declarer's side
  P                      four passes: the deal is redealt (it does not count)
""" + COMMANDS.format(end=""),
    "ez-bridge": """Type one line per hand:
  8H N 11                winning bid (tricks and strain), Winning Bidder,
                         tricks her side won
  P                      four passes (no score; the deal passes on)
""" + COMMANDS.format(end=""),
    "buddy-bridge": """Type one line per deal:
  4S S 10 exchange W     contract, declarer (S or W), tricks declarer won, and
                         who won most tricks in the exchange phase
  P exchange S           no contract: only the exchange phase scores
""" + COMMANDS.format(end=""),
}
HELPS["ez-bridge-3"] = HELPS["ez-bridge"].replace(
    "8H N 11                winning bid (tricks and strain), Winning Bidder,\n"
    "                         tricks her side won",
    "8H S 11                winning bid (tricks and strain), Winning Bidder (the chair:\n"
    "                         E, S or W), tricks she won")
HELP = HELPS["rubber"]

#: The words that may follow the tricks: a detail and how many values it takes.
_DETAILS = {"honours": ("honours", 2), "honors": ("honours", 2), "hon": ("honours", 2),
            "hcp": ("hcp", 2), "exchange": ("exchange_winner", 1)}
_EXAMPLES = {"honours": "honours NS 100", "hcp": "hcp EW 24", "exchange_winner": "exchange W"}


def parse_result(text: str, example: str = "4SX S 10", passed: str = "P when passed out",
                 details: tuple[str, ...] = ("honours", "hcp")
                 ) -> tuple[tuple[Any, ...], dict[str, Any]]:
    """A score pad line as the arguments of ``Match.record``. MiniBridge's contracts are
    two words (``game NT``); ``example`` and ``passed`` are the pad's own examples, for
    messages, and ``details`` the details it takes (``honours``, ``hcp``,
    ``exchange_winner``).

    >>> parse_result("4SX S 10 honours NS 100")
    (('4SX', 'S', 10), {'honours': {'NS': 100}})
    >>> parse_result("game NT S 9", "game NT S 9")
    (('game NT', 'S', 9), {})
    >>> parse_result("P exchange S", "4S S 10 exchange W", details=("exchange_winner",))
    (('P',), {'exchange_winner': 'S'})
    >>> parse_result("3H E", "8H N 11", "P after four passes")
    Traceback (most recent call last):
    ...
    ValueError: write contract, declarer and tricks, like 8H N 11 (or P after four passes)
    >>> parse_result("3H E ten")
    Traceback (most recent call last):
    ...
    ValueError: tricks are a number from 0 to 13, not 'ten'
    """
    words = text.split()
    if len(words) >= 2 and words[0].lower() in ("part", "game"):
        words = [f"{words[0]} {words[1]}", *words[2:]]
    extra: dict[str, Any] = {}
    known = {w: d for w, d in _DETAILS.items() if d[0] in details}
    words_known = " or ".join(_EXAMPLES[d] for d in details)
    place = next((i for i, w in enumerate(words) if w.lower() in known), len(words))
    main, rest = words[:place], words[place:]
    def unknown(word: str) -> ValueError:
        if not words_known:
            return ValueError(f"unknown word {word[:20]!r}: write contract, declarer and "
                              f"tricks only, like {example}")
        return ValueError(f"unknown word {word[:20]!r}: after the tricks write {words_known}")

    while rest:
        key, count = known[rest[0].lower()]
        values, rest = rest[1:1 + count], rest[1 + count:]
        if len(values) < count:
            raise ValueError(f"write {_EXAMPLES[key]} after the tricks")
        if count == 1:
            extra[key] = values[0]
        else:
            side, points = values
            if not (points.isascii() and points.isdigit() and len(points) <= 3):
                raise ValueError(f"{key} needs a number of points, not {points[:20]!r}")
            extra.setdefault(key, {})[side.upper()[:10]] = int(points)
        if rest and rest[0].lower() not in known:
            raise unknown(rest[0])
    if len(main) == 1:
        return (main[0],), extra
    if len(main) > 3:
        raise unknown(main[3])
    if len(main) != 3:
        raise ValueError(f"write contract, declarer and tricks, like {example} "
                         f"(or {passed})")
    tricks = main[2]
    if not (tricks.isascii() and tricks.isdigit() and len(tricks) <= 3):
        raise ValueError(f"tricks are a number from 0 to 13, not {tricks[:20]!r}")
    return (main[0], main[1], int(tricks)), extra


def prompt_for(match: Match) -> str:
    """The prompt: the number of the next deal, who deals it and who is vulnerable.

    >>> import bridgeclub as bc
    >>> prompt_for(bc.new_match("rubber")), prompt_for(bc.new_match("minibridge"))
    ('Deal 1, N deals, nobody vulnerable> ', 'Deal 1, N deals> ')
    >>> prompt_for(bc.new_match("ez-bridge-3", people=("Ann", "Bob", "Cy")))
    'Deal 1, Bob deals> '
    """
    standing = match.standing
    if match.is_over:
        return "Over (undo, sheet or quit)> "
    dealer = standing.get("dealing_person") or standing["next_dealer"]
    prompt = f"Deal {standing['deals_played'] + 1}, {dealer} deals"
    if standing["vulnerability"] is not None:
        prompt += f", {vulnerable_words(standing['vulnerability'])}"
    return prompt + "> "


def run_scorepad(match: Match, ask: Callable[[str], str] = input,
                 show: Callable[[str], None] = print, we: str | None = "NS",
                 save: Path | None = None) -> Match:
    """Read results until the user quits (or the input ends); show the sheet after each
    and return the match. Once the match is over the pad says who won and stays open, so
    the last line can still be taken back. With ``save``, the match is written there as
    JSON after every change."""
    help_text = HELPS.get(match.kind, HELP)
    show = _fitted(show)  # every line within 80 columns
    show(help_text)
    if match.is_over:
        show(match_text(match, we=we))
        show(over_text(match))
    while True:
        try:
            text = ask(prompt_for(match)).strip()
        except (EOFError, StopIteration):
            show(f"Total: {totals_text(match)}.")
            return match
        command = text.lower()
        if command in ("q", "quit", "exit"):
            show(f"Total: {totals_text(match)}.")
            return match
        if command in ("", "help", "?"):
            show(help_text)
            continue
        if command == "sheet":
            show(match_text(match, we=we))
            continue
        was_over = match.is_over
        try:
            if command == "end":
                match.end()
            elif command == "undo":
                show(f"Taken back: {match.undo()}")
            elif was_over:
                show("The match is over: undo takes back the last line; quit closes the pad.")
                continue
            else:
                args, extra = parse_result(text, match.example, match.pad_pass,
                                           match.pad_details)
                match.record(*args, **extra)
        except ValueError as error:
            show(f"Not scored: {error}")
            continue
        if save is not None:
            save_match(match, save)
        show(match_text(match, we=we))
        if match.is_over:
            show(over_text(match))


def _fitted(show: Callable[[str], None]) -> Callable[[str], None]:
    def fitted(text: str) -> None:
        show(fit(text))
    return fitted


def fit(text: str, width: int = 80) -> str:
    """``text`` with each line longer than ``width`` wrapped, the rest indented.

    >>> print(fit("Not scored: " + "word " * 20, 40))
    Not scored: word word word word word
      word word word word word word word
      word word word word word word word
      word
    """
    lines: list[str] = []
    for line in text.splitlines():
        if len(line) <= width:
            lines.append(line)
        else:
            lines.extend(textwrap.wrap(line, width, subsequent_indent="  ",
                                       break_long_words=True))
    return "\n".join(lines)


def over_text(match: Match) -> str:
    """What the pad says when the match is over: the winner and the margin, or the tie.

    >>> import bridgeclub as bc
    >>> pad = bc.new_match("minibridge-open", deals=1); pad.record("2NT", "S", 10)
    >>> print(over_text(pad))
    The match is over. NS win by 180.
    Type undo to take back the last line, or quit to close the pad.
    """
    return f"The match is over.{winner_text(match)}\n" \
        "Type undo to take back the last line, or quit to close the pad."


def winner_text(match: Match) -> str:
    """Who won, in words (``Match.outcome``), after a space."""
    outcome = match.outcome()
    return f" {outcome}" if outcome else ""


def save_match(match: Match, path: Path) -> None:
    """Write the match to ``path`` as JSON (through a temporary file, so a crash never
    leaves half a file); ValueError with the reason if it cannot be written."""
    temporary = path.with_name(path.name + ".tmp")
    try:
        temporary.write_text(match.to_json())
        temporary.replace(path)
    except OSError as error:
        raise ValueError(f"cannot write {path}: {error.strerror or error}") from None


def load_match(path: Path) -> Match:
    """A match saved by the score pad; ValueError with the reason if it is none."""
    try:
        text = path.read_text()
    except OSError as error:
        raise ValueError(f"cannot read {path}: {(error.strerror or 'unreadable').lower()}"
                         .replace("or directory", "")
                         ) from None
    except UnicodeDecodeError:
        raise ValueError(f"cannot read {path}: it is not a text file") from None
    try:
        return Match.from_json(text)
    except (ValueError, json.JSONDecodeError) as error:
        raise ValueError(f"{path}: {error}") from None
