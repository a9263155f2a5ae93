"""Options declared as data: name, kind, choices, default and one line of help.

Each variant (and each kind of match) declares the options it takes. The declaration is
what ``new_game``/``new_match`` check against (an unknown or ill-typed option is refused
with a message naming it, so ``clams=True`` never passes silently), and what a web form
and ``--help`` show.

>>> declared = {o.name: o for o in (CLAIMS, BOARD, VULNERABILITY)}
>>> check_options(declared, {"board": 5, "vulnerability": "NS"}, "duplicate")
{'board': 5, 'vulnerability': 'NS'}
>>> check_options(declared, {"clams": True}, "duplicate")
Traceback (most recent call last):
...
ValueError: duplicate has no option 'clams' (its options: board, claims, vulnerability)
>>> check_options(declared, {"board": "5"}, "duplicate")
Traceback (most recent call last):
...
ValueError: option board: a whole number from 1 up, not '5'
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from bridgeclub.seats import Seat, Side, Vulnerability

KINDS = ("bool", "int", "text", "seat", "choice", "object")


@dataclass(frozen=True)
class Option:
    """One declared option. ``kind`` is one of ``bool int text seat choice object``;
    ``choices`` lists the allowed values of a ``choice`` (or of a ``seat``); ``low`` and
    ``high`` bound an ``int``; ``check`` is an extra test of the value that raises
    ValueError with the reason (for an ``object``, the whole test of it)."""

    name: str
    kind: str
    default: Any = None
    help: str = ""
    choices: tuple[str, ...] = ()
    low: int | None = None
    high: int | None = None
    check: Callable[[Any], None] | None = None

    def checked(self, value: Any) -> Any:
        """``value`` if it is a valid value of this option; ValueError naming it if not."""
        if value is None:
            return value
        try:
            self._check_kind(value)
            if self.check is not None:
                self.check(value)
        except ValueError as error:
            raise ValueError(f"option {self.name}: {error}") from None
        return value

    def _check_kind(self, value: Any) -> None:
        if self.kind == "bool":
            if not isinstance(value, bool):
                raise ValueError(f"true or false, not {value!r:.30}")
        elif self.kind == "int":
            low, high = self.low, self.high
            ok = isinstance(value, int) and not isinstance(value, bool) \
                and (low is None or value >= low) and (high is None or value <= high)
            if not ok:
                bounds = f"from {low} up" if high is None else f"from {low} to {high}"
                raise ValueError(f"a whole number {bounds}, not {value!r:.30}")
        elif self.kind == "text":
            if not isinstance(value, str):
                raise ValueError(f"text, not {value!r:.30}")
        elif self.kind == "seat":
            seat = value if isinstance(value, Seat) else _seat(value)
            if self.choices and str(seat) not in self.choices:
                raise ValueError(f"one of the players' seats ({', '.join(self.choices)}), "
                                 f"not {seat}")
        elif self.kind == "choice":
            text = str(value) if isinstance(value, Vulnerability) else value
            if self.choices == ("None",) and text != "None":
                raise ValueError(f"this game has no {self.name}, not {value!r:.30}")
            if not isinstance(text, str) or text not in self.choices:
                raise ValueError(f"one of {', '.join(self.choices)}, not {value!r:.30}")
        elif self.kind == "object" and self.check is None:
            _check_json(value)

    def to_dict(self) -> dict[str, Any]:
        """The declaration as JSON, for a form or ``--help``."""
        data: dict[str, Any] = {"name": self.name, "kind": self.kind, "help": self.help,
                                "default": self.default}
        if self.choices:
            data["choices"] = list(self.choices)
        if self.low is not None:
            data["low"] = self.low
        if self.high is not None:
            data["high"] = self.high
        return data


def _seat(value: Any) -> Seat:
    if not isinstance(value, str):
        raise ValueError(f"a seat (N, E, S or W), not {value!r:.30}")
    return Seat.from_str(value)


def _check_json(value: Any) -> None:
    try:
        text = json.dumps(value, allow_nan=False)
    except (TypeError, ValueError):
        raise ValueError("plain JSON data (no infinite numbers)") from None
    if len(text) > 100_000:
        raise ValueError("larger than 100,000 characters")


def check_options(declared: Mapping[str, Option], given: Mapping[str, Any],
                  owner: str) -> dict[str, Any]:
    """The ``given`` options when each is declared and valid; ValueError naming the first
    that is not."""
    for name, value in given.items():
        option = declared.get(name)
        if option is None:
            known = ", ".join(sorted(declared)) or "none"
            raise ValueError(f"{owner} has no option {name!r:.30} (its options: {known})")
        option.checked(value)
    return dict(given)


def check_part_scores(value: Any) -> None:
    """Carried part scores: ``{"NS": points, "EW": points}``, each 0 to 99 below the line."""
    if not isinstance(value, dict):
        raise ValueError(f'like {{"NS": 40, "EW": 0}}, not {value!r:.30}')
    for side, points in value.items():
        Side.from_str(str(side))
        if isinstance(points, bool) or not isinstance(points, int) \
                or not 0 <= points < 100:
            raise ValueError(f"a part score is 0 to 99 points, not {points!r:.20}")


# -- building blocks the variants declare with ------------------------------------------
CLAIMS = Option("claims", "bool", False, "declarer may claim or concede tricks")
UNDO = Option("undo", "bool", False, "a player may take back her last action")
MEMORY_HELP = Option("memory_help", "bool", False,
                     "show the Memory Help Form (who bid and played what)")
SITUATION = Option("situation", "object", None,
                   "the match's scoring situation, shown in the view (set by the match)")
TABLE_OPTIONS = (CLAIMS, UNDO, MEMORY_HELP, SITUATION)

BOARD = Option("board", "int", None, "board number: sets dealer and vulnerability", low=1)
DEALER = Option("dealer", "seat", None, "who deals (calls first)")
VULNERABILITY = Option("vulnerability", "choice", None, "who is vulnerable",
                       choices=("None", "NS", "EW", "All"))
NO_VULNERABILITY = Option("vulnerability", "choice", None, "this game has no vulnerability",
                          choices=("None",))
EDITION = Option("edition", "choice", None, "scoring table: modern Laws or Goren's",
                 choices=("modern", "goren"))
NUMBER = Option("number", "int", None, "the deal's number in its session", low=1)
