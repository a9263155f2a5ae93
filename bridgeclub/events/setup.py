"""A new pairs event from its director's choices: the movement, the pairs it seats, the
boards it plays dealt from a seed (``bridgeclub event create`` and the server's events
share it), and where a pair pair plays a board in that movement.

>>> event, plan = new_pairs_event("Club night", "mitchell", 3, 2, "MP", seed="7")
>>> plan.name, sorted(event.pairs)[:3], len(event.boards)
('Mitchell, 3 tables', [1, 2, 3], 6)
>>> sitting_of(plan, 3, 1, 6).round
2
>>> sitting_of(plan, 1, 1, 6) is None
True
"""

from __future__ import annotations

import csv
import io
import itertools
from collections.abc import Mapping
from pathlib import Path

from bridgeclub.events.model import METHODS, Event, Result
from bridgeclub.events.movements import Movement, Sitting, movement_for

#: The scoring methods of a pairs event (teams events are scored match by match).
PAIRS_METHODS = (*METHODS[:3], "Cross1", "Cross2", "ButlerAll")


def new_pairs_event(name: str, movement: str, tables: int, boards_per_round: int,
                    scoring: str, seed: int | str = 0,
                    names: Mapping[int, str] | None = None, pairs: int | None = None,
                    arrow_rounds: tuple[int, ...] | None = None) -> tuple[Event, Movement]:
    """The event and its movement; ``ValueError`` saying why for a choice that cannot be
    run (a movement that does not exist for that many tables, a teams scoring).
    ``pairs``: the real pairs (one fewer than the movement seats: a sit-out)."""
    from bridgeclub.formats.boards import deal_boards

    if scoring not in METHODS:
        raise ValueError(f"not a scoring method: {scoring!r:.20} "
                         f"(use {', '.join(PAIRS_METHODS)})")
    if scoring not in PAIRS_METHODS:
        raise ValueError(f"a pairs event is scored {', '.join(PAIRS_METHODS)}, not {scoring}")
    if not 1 <= boards_per_round <= 8:
        raise ValueError(f"1 to 8 boards a round, not {boards_per_round}")
    plan = movement_for(movement, tables, boards_per_round, pairs, arrow_rounds)
    event = Event(name, scoring=scoring)
    event.movement = {"kind": movement, "tables": tables,
                      "boards_per_round": boards_per_round}
    if pairs is not None:
        event.movement["pairs"] = pairs
    if arrow_rounds:
        event.movement["arrow_rounds"] = list(arrow_rounds)
    names = names or {}
    for pair in plan.pairs:
        event.add_pair(pair, names.get(pair) or f"Pair {pair}")
    for record in deal_boards(seed, range(1, max(plan.plays()) + 1), event=name):
        event.add_board(int(record.tags["Board"]), record.tags["Dealer"],
                        record.tags["Vulnerable"], record.tags["Deal"])
    return event, plan


def movement_of(event: Event) -> Movement | None:
    """The movement an event was made with (None for an event read from results only)."""
    spec = event.movement
    if not spec:
        return None
    arrow = spec.get("arrow_rounds")
    return movement_for(spec["kind"], spec["tables"], spec["boards_per_round"],
                        spec.get("pairs"), tuple(arrow) if arrow else None)


def movement_text(spec: Mapping[str, object]) -> str:
    """A movement's spec as the ``BCMovement`` tag holds it: kind, tables, boards a
    round, then ``pairs=N`` and ``arrow=R,R`` when given.

    >>> movement_text({"kind": "howell", "tables": 7, "boards_per_round": 2, "pairs": 13})
    'howell 7 2 pairs=13'
    """
    words = [str(spec["kind"]), str(spec["tables"]), str(spec["boards_per_round"])]
    if spec.get("pairs"):
        words.append(f"pairs={spec['pairs']}")
    arrow = spec.get("arrow_rounds")
    if isinstance(arrow, list) and arrow:
        words.append("arrow=" + ",".join(map(str, arrow)))
    return " ".join(words)


def movement_spec(text: str) -> dict[str, object]:
    """The spec a ``BCMovement`` tag holds (``{}`` when it is not one).

    >>> movement_spec("mitchell-arrow 5 2 arrow=4,5")
    {'kind': 'mitchell-arrow', 'tables': 5, 'boards_per_round': 2, 'arrow_rounds': [4, 5]}
    """
    words = text.split()
    if len(words) < 3 or not words[1].isdigit() or not words[2].isdigit():
        return {}
    spec: dict[str, object] = {"kind": words[0], "tables": int(words[1]),
                               "boards_per_round": int(words[2])}
    for word in words[3:]:
        key, _, value = word.partition("=")
        if key == "pairs" and value.isdigit():
            spec["pairs"] = int(value)
        elif key == "arrow" and all(v.isdigit() for v in value.split(",")):
            spec["arrow_rounds"] = [int(v) for v in value.split(",")]
    return spec


def sitting_of(plan: Movement, board: int, ns: int, ew: int) -> Sitting | None:
    """The round and table where pair ``ns`` (North-South) meets ``ew`` on ``board``."""
    return next((s for s in plan.sittings
                 if board in s.boards and (s.ns, s.ew) == (ns, ew)), None)


def read_names(path: Path) -> dict[int, str]:
    """Pair numbers and names from a file: one pair a line, ``number,names`` or just the
    names (numbered in order); blank lines and a first line without names are skipped."""
    named: dict[int, str] = {}
    try:
        text = path.read_text(encoding="utf-8-sig")
    except UnicodeDecodeError as error:
        raise ValueError(f"{path}: not a text file in UTF-8 (byte {error.start + 1} is "
                         f"{error.object[error.start]:#04x}): save it as CSV UTF-8"
                         ) from None
    rows = csv.reader(io.StringIO(text), strict=True)
    for line_number in itertools.count(1):
        try:
            row = next(rows)
        except StopIteration:
            break
        except csv.Error as error:   # an unclosed quote would swallow the lines after it
            raise ValueError(f"{path}: line {rows.line_num}: {error} (a quote left open?)"
                             ) from None
        cells = [c.strip() for c in row if c.strip()]
        if any("\n" in cell for cell in cells):
            raise ValueError(f"{path}: line {line_number}: a name runs over several lines "
                             "(a quote left open?)")
        if not cells:
            continue
        if cells[0].isdigit() and len(cells) > 1:
            number, names = int(cells[0]), " - ".join(cells[1:])
        elif line_number == 1 and cells[0].lower() in ("pair", "number", "no", "nr"):
            continue
        else:
            number, names = len(named) + 1, " - ".join(cells)
        if number in named or not 1 <= number <= 999:
            raise ValueError(f"{path}: line {line_number}: pair {number} "
                             + ("is named twice" if number in named else "is no pair number"))
        named[number] = names
    if not named:
        raise ValueError(f"{path}: no pairs' names in it")
    return named


def parse_result(board: int, ns: int, ew: int, words: list[str], lead: str | None,
                 fixed: int | None) -> Result:
    """A result from the words after the pairs: ``4SX N 10``, ``pass``, ``A+/A-``,
    ``not-played`` (or ``--fixed POINTS``)."""
    if fixed is not None:
        if words:
            raise ValueError("a fixed score takes no contract")
        return Result(board, ns, ew, fixed=fixed)
    text = " ".join(words).strip()
    if text.upper() in ("PASS", "P", "PASSED"):
        return Result(board, ns, ew, contract="Pass")
    if text.lower() in ("not-played", "np"):
        return Result(board, ns, ew, not_played=True)
    if "/" in text or text.upper() in ("A+", "A", "A-"):
        ns_adj, _, ew_adj = text.upper().partition("/")
        ew_adj = ew_adj or {"A+": "A-", "A-": "A+", "A": "A"}.get(ns_adj, ns_adj)
        return Result(board, ns, ew, adjusted=(ns_adj, ew_adj))
    if len(words) != 3:
        raise ValueError("a result is CONTRACT DECLARER TRICKS (4SX N 10), pass, "
                         "A+/A- or not-played")
    contract, declarer, tricks = words
    try:
        taken = int(tricks)
    except ValueError:
        raise ValueError(f"tricks are a number from 0 to 13, not {tricks!r}") from None
    return Result(board, ns, ew, contract.upper(), declarer.upper(), taken, lead)
