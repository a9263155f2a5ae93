"""``bridgeclub event enter``, and reading and writing an event file: the command a
director types after every table, so it starts without the command-line library.

    bridgeclub event enter club.json 1 1 6 4SX N 10 --lead ST   # board, NS, EW, result
    bridgeclub event enter club.json --table 3 --round 2 4SX N 10  # board from the movement
    bridgeclub event enter club.json 1 2 7 A+/A-                # adjusted; pass, not-played

Its arguments are read here, with ``argparse`` (``ENTER``), both when ``bridgeclub``
starts on ``event enter`` (``bridgeclub.cli``: Typer, and the Pydantic it builds each
parameter's checks with, never load; they were most of the command's time) and when the
whole command (``bridgeclub.cli``) hands ``event enter``'s words on: one definition of its
arguments. An entry into a JSON file adds one line (``events.entry_file``); a ``.pbn``
results file is read, scored and written whole. Bad input: one line on stderr, exit
status 2, nothing changed.

>>> ENTER.parse_args(["club.json", "1", "1", "4", "4S", "N", "10", "--lead", "HK"]).lead
'HK'
>>> enter_command(["club.json", "--table", "x"], ValueError)
Traceback (most recent call last):
...
ValueError: --table is a whole number, not 'x'
"""

from __future__ import annotations

import argparse
import os
import re
from pathlib import Path
from typing import TYPE_CHECKING, NoReturn

from bridgeclub.events.entry_file import Played, enter_result
from bridgeclub.events.model import Event, Result
from bridgeclub.events.movement_plan import board_range
from bridgeclub.events.setup import movement_of, parse_result, sitting_of

if TYPE_CHECKING:
    from bridgeclub.formats.pbn_types import Record


def load_event(path: Path, problem: type[Exception]) -> Event:
    """An event from its JSON file, or from its PBN results file (Ruter columns)."""
    if path.is_dir():
        raise problem(f"{path}: is a folder, not an event file")
    if not path.is_file():
        raise problem(f"{path}: no such event file")
    try:
        if path.suffix.lower() == ".pbn":
            from bridgeclub.events.ruter import event_of
            from bridgeclub.formats import pbn

            return event_of(pbn.read(path))[0]
        return Event.from_json(path.read_text(encoding="utf-8"))
    except UnicodeDecodeError:
        raise problem(f"{path}: not an event file (not UTF-8 text)") from None
    except OSError as error:
        raise problem(f"{path}: cannot be read ({error.strerror or error})") from None
    except (ValueError, KeyError, TypeError) as error:
        raise problem(f"{path}: not an event file ({error})") from None


def save_event(path: Path, event: Event, problem: type[Exception]) -> None:
    """Write to a new file next to ``path`` and rename it over: all or nothing. A
    ``.pbn`` path gets the event scored, as a results file; any other, JSON."""
    if path.suffix.lower() not in (".json", ".pbn"):
        raise problem(f"{path}: an event file's name ends in .json or .pbn")
    temporary = path.with_name(path.name + ".new")
    try:
        if path.suffix.lower() == ".pbn":
            from bridgeclub.events.results import event_records, score_event
            from bridgeclub.formats import pbn

            records = event_records(event, score_event(event))
            if path.exists():
                _keeps_every_column(pbn.read(path), records, path, problem)
            pbn.write(temporary, records)
        else:
            temporary.write_text(event.to_json(), encoding="utf-8")
        os.replace(temporary, path)
    except OSError as error:
        raise problem(f"{path}: cannot write ({error.strerror})") from None


def _keeps_every_column(old: list[Record], new: list[Record], path: Path,
                        problem: type[Exception]) -> None:
    """Refuse to rewrite a results file whose tables hold columns bridgeclub does not
    write (a club program's Club or MemberID columns): they would be lost."""
    def columns(records: list[Record]) -> set[str]:
        return {name for r in records for t in r.tables.values() for name in t.names}

    lost = columns(old) - columns(new) - {"OptimumResultTable"}
    lost -= {name for r in old if "OptimumResultTable" in r.tables
             for name in r.tables["OptimumResultTable"].names}
    if lost:
        raise problem(f"{path}: rewriting it would lose its columns {', '.join(sorted(lost))}"
                      "; enter the results into a copy (.json)")


def where_played(event: Event, words: list[str], table: int | None, round_: int | None,
                 board: int | None, played: Played | None = None
                 ) -> tuple[int, int, int, list[str]]:
    """The board, pairs and result words of an entry: from ``BOARD NS EW RESULT...``, or
    with ``table`` and ``round_`` from the movement (the first of the round's boards that
    table has no result for, unless ``board`` says which)."""
    if table is None and round_ is None:
        if board is not None:
            raise ValueError("--board goes with --table and --round; else write "
                             "BOARD NS EW RESULT")
        if len(words) < 3 or not all(w.isdigit() for w in words[:3]):
            raise ValueError("say where: BOARD NS EW then the result, or --table T "
                             "--round R then the result")
        number, ns, ew = (int(w) for w in words[:3])
        if number not in event.boards:
            raise ValueError(f"no board {number} in this event")
        return number, ns, ew, words[3:]
    if table is None or round_ is None:
        raise ValueError("give both --table and --round")
    plan = movement_of(event)
    if plan is None:
        raise ValueError("this event has no movement, so enter BOARD NS EW RESULT")
    if not 1 <= round_ <= plan.rounds:
        raise ValueError(f"no round {round_} in this movement (rounds 1 to {plan.rounds})")
    if not 1 <= table <= plan.tables:
        raise ValueError(f"no table {table} in this movement (tables 1 to {plan.tables})")
    sitting = next((s for s in plan.round(round_) if s.table == table), None)
    if sitting is None:
        raise ValueError(f"nobody plays at table {table} in round {round_} (a sit-out)")
    if board is not None:
        if board not in sitting.boards:
            raise ValueError(f"table {table} plays boards {board_range(sitting.boards)} "
                             f"in round {round_}, not board {board}")
        return board, sitting.ns, sitting.ew, words
    entered = played(sitting.ns, sitting.ew) if played is not None else \
        {r.board for r in event.results if (r.ns, r.ew) == (sitting.ns, sitting.ew)}
    left = [b for b in sitting.boards if b not in entered]
    if not left:
        raise ValueError(f"table {table} has a result for every board of round {round_} "
                         f"({board_range(sitting.boards)}): say which with --board")
    return left[0], sitting.ns, sitting.ew, words




class Refusal(Exception):
    """Bad input on ``event enter``'s line, said in one sentence."""


class _Arguments(argparse.ArgumentParser):
    """``argparse`` saying its refusals and help as the rest of ``bridgeclub`` does
    (``bridgeclub.cli.words``: ``--table is a whole number, not 'x'``, ``FILE is missing
    (the event file)``, ``Usage: ... [OPTIONS] FILE [WORDS]...``)."""

    def error(self, message: str) -> NoReturn:
        from bridgeclub.cli.words import NUMBER_WORDS

        number = re.fullmatch(r"argument (\S+): invalid (\w+) value: '(.*)'", message)
        if number and number.group(2) in NUMBER_WORDS:
            option, kind, value = number.groups()
            raise Refusal(f"{option.split('/')[-1]} is {NUMBER_WORDS[kind]}, "
                          f"not {value[:30]!r}")
        missing = re.fullmatch(r"the following arguments are required: ([^,]+).*", message)
        if missing:
            name = missing.group(1)
            helps = [a.help for a in self._actions if a.metavar == name and a.help]
            said = str(helps[0]).rstrip(".") if helps else ""
            raise Refusal(f"{name} is missing" +
                          (f" ({said[:1].lower()}{said[1:]})" if said else ""))
        extra = re.fullmatch(r"unrecognized arguments: (.*)", message)
        if extra:
            raise Refusal(f"more words than the command takes: {extra.group(1)}")
        raise Refusal(message)

    def format_help(self) -> str:
        text = "Usage:" + super().format_help().removeprefix("usage:")
        return text.replace("\npositional arguments:\n", "\nArguments:\n").replace(
            "\noptions:\n", "\nOptions:\n")


ENTER = _Arguments(
    prog="bridgeclub event enter", allow_abbrev=False, add_help=False,
    usage="%(prog)s [OPTIONS] FILE [WORDS]...",
    description="Enter one table's result on a board (replaces that table's earlier "
                "entry).")
ENTER.add_argument("file", type=Path, metavar="FILE", help="The event file.")
ENTER.add_argument("words", nargs="*", metavar="WORDS",
                   help="BOARD NS EW then the result (4SX N 10, pass, A+/A-, not-played); "
                        "with --table and --round just the result.")
ENTER.add_argument("--table", type=int, metavar="TABLE",
                   help="The table (with --round: the board and pairs come from the "
                        "movement).")
ENTER.add_argument("--round", type=int, metavar="ROUND", dest="round_",
                   help="The round.")
ENTER.add_argument("--board", type=int, metavar="BOARD",
                   help="Which of the round's boards (with --table and --round).")
ENTER.add_argument("--lead", metavar="CARD", help="The opening lead, like ST.")
ENTER.add_argument("--fixed", type=int, metavar="POINTS",
                   help="A fixed score for NS, in points.")
ENTER.add_argument("-h", "--help", action="store_true", help="Show this and stop.")


def enter_command(argv: list[str], problem: type[Exception]) -> None:
    """Run ``event enter`` on its words (``problem`` says what is wrong; nothing is
    changed then)."""
    from bridgeclub.cli.words import numbers_text

    if "--help" in argv or "-h" in argv:
        print(ENTER.format_help(), end="")
        return
    try:
        options = ENTER.parse_intermixed_args(argv)
    except Refusal as error:
        raise problem(str(error)) from None
    file: Path = options.file

    def entry_for(event: Event, played: Played) -> Result:
        number, ns, ew, rest = where_played(event, options.words, options.table,
                                            options.round_, options.board, played)
        entry = parse_result(number, ns, ew, rest, options.lead, options.fixed)
        if number not in event.boards:
            raise ValueError(f"no board {number} in this event (its boards are "
                             f"{numbers_text(event.boards)})")
        for pair in (ns, ew):
            if event.pairs and pair not in event.pairs:
                raise ValueError(f"no pair {pair} in this event (its pairs are "
                                 f"{numbers_text(event.pairs)})")
        plan = movement_of(event)
        if plan is not None and sitting_of(plan, number, ns, ew) is None:
            raise ValueError(f"in this movement pairs {ns} (NS) and {ew} (EW) do not "
                             f"play board {number}")
        return entry

    if file.suffix.lower() == ".json" and file.is_file():
        try:      # one line added to the file: as fast with 1,000 results as with 1
            saved = enter_result(file, entry_for)
        except ValueError as error:
            raise problem(str(error)) from None
        except UnicodeDecodeError:
            raise problem(f"{file}: not an event file (not UTF-8 text)") from None
        except OSError as error:
            raise problem(f"{file}: cannot write ({error.strerror})") from None
        event, entry, count = saved.event, saved.result, saved.count
        replaced = saved.replaced
    else:
        event = load_event(file, problem)
        try:
            entry = entry_for(event, lambda ns, ew: {
                r.board for r in event.results if (r.ns, r.ew) == (ns, ew)})
            before = list(event.results)
            event.enter(entry)
        except ValueError as error:
            raise problem(str(error)) from None
        save_event(file, event, problem)
        count = len(event.results)
        replaced = next((r for r in before if r not in event.results), None)
    print(f"board {entry.board}, {entry.ns} v {entry.ew}: {result_text(event, entry)}"
          + (f", replacing {result_text(event, replaced)}" if replaced else "")
          + f" ({count} result{'s' if count != 1 else ''} in the event)")


def result_text(event: Event, result: Result) -> str:
    """A result in a few words with North-South's score, as ``event enter`` says what it
    kept and what a correction replaced.

    >>> event = Event("Club night"); event.add_board(1)
    >>> result_text(event, Result(1, 1, 2, "4S", "N", 10))
    '4S N 10, NS +420'
    >>> result_text(event, Result(1, 1, 2, adjusted=("A+", "A-")))
    'A+/A-'
    """
    points = result.ns_score(event.boards[result.board])
    return result.summary() + ("" if points is None else f", NS {points:+d}")


def command_line(argv: list[str]) -> int:
    """``bridgeclub event enter`` started on its own: its exit status; a refusal is one
    line on stderr (``bridgeclub: ...``) and status 2, as the whole command says it."""
    import sys

    from bridgeclub.cli.words import in_words

    try:
        enter_command(argv, Refusal)
    except Refusal as refusal:
        print(f"bridgeclub: {in_words(str(refusal))}", file=sys.stderr)
        return 2
    return 0
