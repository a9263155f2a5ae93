"""Adding one result to a saved event file at a cost that does not grow with the results
already in it: ``Event.to_json`` writes every result on a line of its own, last in the
file, so an entry reads the rest of the event (pairs, boards, movement), parses only the
lines of its own board (a text search finds them), checks the new result against them as
``Event.enter`` does, and writes the file again with the one line added or replaced.

The file is written whole to a new file that is then renamed over the old (all or
nothing); a file in another layout (older, or edited by hand) is read and written whole.

>>> import tempfile, pathlib
>>> from bridgeclub.events.model import Event, Result
>>> event = Event("Club night"); event.add_pair(1, "A"); event.add_pair(2, "B")
>>> event.add_board(1)
>>> path = pathlib.Path(tempfile.mkdtemp()) / "club.json"
>>> _ = path.write_text(event.to_json(), encoding="utf-8")
>>> saved = enter_result(path, Result(1, 1, 2, "4S", "N", 10))
>>> saved.count, Event.from_json(path.read_text()).results[0].contract
(1, '4S')
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from bridgeclub.events.model import (
    RESULTS_CLOSING,
    RESULTS_OPENING,
    BoardInfo,
    Event,
    Result,
    result_line,
)


@dataclass
class Saved:
    """What an entry did: the event without its other boards' results, the result kept,
    how many results the file now holds, and the earlier result it replaced (a
    correction), if any."""

    event: Event
    result: Result
    count: int
    replaced: Result | None = None


def split(text: str) -> tuple[str, list[str]] | None:
    """The file's text before the results, and the results' lines; None when the file
    is not in the one-line-a-result layout."""
    head, opening, tail = text.partition(RESULTS_OPENING)
    if not opening or not tail.rstrip().endswith(RESULTS_CLOSING.strip()):
        return None
    body = tail.rstrip()[:-len(RESULTS_CLOSING.strip())].rstrip("\n ")
    lines = [line for line in body.split(",\n") if line.strip()] if body.strip() else []
    if any("\n" in line for line in lines):
        return None
    return head, lines


def _event_without_results(head: str) -> Event:
    """The event the head of the file describes: read as ``Event.from_json`` reads it,
    but the deals are checked only when a result needs them (``check_lead``)."""
    try:
        data = json.loads(head.rstrip().rstrip(",") + "\n}")
    except ValueError as error:
        raise ValueError(f"not a saved event: {str(error)[:80]}") from None
    boards = data.get("boards") if isinstance(data, dict) else None
    if not isinstance(boards, list):
        raise ValueError("not a saved event: boards: a list of boards")
    shell = {k: v for k, v in data.items() if k != "boards"}
    event = Event.from_json(json.dumps(shell))
    for item in boards:
        try:
            board = BoardInfo(**item)
            board.vulnerability  # noqa: B018 - checks the vulnerability
        except (TypeError, ValueError, AttributeError):
            raise ValueError(f"not a saved event: boards: {str(item)[:60]} is not a "
                             "board") from None
        event.boards[board.number] = board
    return event


#: What a result may be made from: the event (without its results) and a look-up of the
#: boards a North-South pair has a result on against an East-West pair.
Played = Callable[[int, int], set[int]]


def enter_result(path: Path, result: Result | Callable[[Event, Played], Result]) -> Saved:
    """Check ``result`` against the saved event and write it into ``path`` (replacing the
    same pairs' earlier result on that board). ``result`` may be a function of the event
    and a ``Played`` look-up (the board and pairs can come from the movement).
    ``ValueError`` says why an entry cannot be kept; the file is then unchanged."""
    text = path.read_text(encoding="utf-8")
    parts = split(text)
    if parts is None:
        event = Event.from_json(text)

        def played_here(ns: int, ew: int) -> set[int]:
            return {r.board for r in event.results if (r.ns, r.ew) == (ns, ew)}

        entry = result(event, played_here) if callable(result) else result
        before = list(event.results)
        event.enter(entry)
        _write(path, event.to_json())
        return Saved(event, entry, len(event.results),
                     next((r for r in before if r not in event.results), None))
    head, lines = parts
    event = _event_without_results(head)

    def played(ns: int, ew: int) -> set[int]:
        marker = f'"ns": {ns}, "ew": {ew},'
        return {int(json.loads(line)["board"]) for line in lines if marker in line}

    entry = result(event, played) if callable(result) else result
    marker = f'"board": {entry.board},'
    mine = [i for i, line in enumerate(lines) if marker in line]
    for i in mine:
        event.results.append(_result(json.loads(lines[i])))
    before = list(event.results)
    event.enter(entry)
    replaced = [r for r in before if r not in event.results]
    if replaced:
        index = next(i for i in mine if _result(json.loads(lines[i])) == replaced[0])
        lines[index] = result_line(entry)
    else:
        lines.append(result_line(entry))
    _write(path, head + RESULTS_OPENING + ",\n".join(lines) + RESULTS_CLOSING)
    return Saved(event, entry, len(lines), replaced[0] if replaced else None)


def _result(item: dict[str, object]) -> Result:
    if item.get("adjusted") is not None:
        item = {**item, "adjusted": tuple(item["adjusted"])}  # type: ignore[arg-type]
    return Result(**item)  # type: ignore[arg-type]


def _write(path: Path, text: str) -> None:
    temporary = path.with_name(path.name + ".new")
    temporary.write_text(text, encoding="utf-8")
    os.replace(temporary, path)
