"""The values each standard PBN tag may take, read tolerantly and written in export form.

``check_tag(name, value)`` returns the value as export format writes it (``Both`` becomes
``All``, ``1n`` becomes ``1NT``, a lower-case seat becomes upper case) and a reason when
the value breaks the standard (PBN 2.1, sections 3.4 and 4; ``OptimumScore`` from 2.1).
Unknown tags pass unchanged: PBN is expandable (section 4.9).

>>> check_tag("Vulnerable", "Both")
('All', None)
>>> check_tag("Contract", "3n")
('3NT', None)
>>> check_tag("OptimumScore", "100")
('100', "OptimumScore is 'NS <score>' or 'EW <score>': the side is missing in '100'")
>>> check_tag("OptimumScore", "EW")[1]
"OptimumScore: 'EW' needs a number of points after it"
"""

from __future__ import annotations

import functools
import json
import re
from collections.abc import Callable

from bridgeclub.calls import Contract, Strain
from bridgeclub.formats.pbn_types import UNKNOWN
from bridgeclub.parsing import int_or_none, is_number
from bridgeclub.seats import Seat, Vulnerability

Check = Callable[[str], tuple[str, str | None]]

#: Tags whose value may not be ``#`` or ``##`` (PBN 4.8).
NOT_INHERITED = frozenset({"Dealer", "Vulnerable", "Deal", "Declarer", "Contract", "Auction",
                           "Play", "Note"})


def _seat(name: str) -> Check:
    def check(value: str) -> tuple[str, str | None]:
        try:
            return str(Seat.from_str(value)), None
        except ValueError:
            return value, f"{name} is a seat, W, N, E or S, not {value!r}"
    return check


def _board(value: str) -> tuple[str, str | None]:
    number = int_or_none(value)
    if number is not None and number > 0:
        return str(number), None
    return value, f"a board number is a positive integer, not {value!r}"


def _vulnerable(value: str) -> tuple[str, str | None]:
    if value.strip() == "":
        return value, None
    try:
        return str(Vulnerability.from_str(value)), None
    except ValueError:
        return value, f"Vulnerable is None, NS, EW or All, not {value!r}"


def _declarer(value: str) -> tuple[str, str | None]:
    caret = "^" if value.startswith("^") else ""
    try:
        return caret + str(Seat.from_str(value[len(caret):])), None
    except ValueError:
        return value, f"Declarer is W, N, E or S (or ^ and a seat), not {value!r}"


def _contract(value: str) -> tuple[str, str | None]:
    if value.strip().upper() == "PASS":
        return "Pass", None
    text = value.strip()
    if re.fullmatch(r"\d[A-Za-z]+[Rr]", text):
        text = text[:-1] + "XX"  # some programs write a redouble as R
    try:
        contract = Contract.from_str(text)
    except ValueError:
        try:
            return str(Strain.from_str(value)), None  # an end position names the strain
        except ValueError:
            return value, f"not a contract: {value!r} (like 4S, 3NTX, 6HXX or Pass)"
    if contract.level > 7:
        return value, f"a contract's level runs from 1 to 7, not {contract.level}"
    return str(contract), None


_SIDE_NUMBERS = re.compile(
    r"\^?(?:(?P<s1>NS|EW)\s+)?(?P<n1>\S+)(?:\s+(?P<s2>NS|EW)\s+(?P<n2>\S+))?")


def _side_numbers(name: str, number: str, needs_side: bool = False) -> Check:
    """Score, ScoreIMP, Result, OptimumScore ...: ``n``, ``NS n``, ``EW n``, ``NS n EW m``."""
    pattern = re.compile(number)

    def check(value: str) -> tuple[str, str | None]:
        text = value.strip()
        if text.upper() in ("NS", "EW"):
            return value, f"{name}: {text!r} needs a number of points after it"
        match = _SIDE_NUMBERS.fullmatch(text)
        if match is None:
            return value, f"{name} is like 'NS 420' or 'EW 10', not {value!r}"
        if needs_side and match["s1"] is None:
            return value, (f"{name} is 'NS <score>' or 'EW <score>': the side is missing "
                           f"in {value!r}")
        for key in ("n1", "n2"):
            if match[key] is not None and not pattern.fullmatch(match[key]):
                return value, f"{name}: {match[key]!r} is not a number"
        if match["s2"] is not None and match["s2"] == match["s1"]:
            return value, f"{name} names {match['s1']} twice in {value!r}"
        return text, None
    return check


_INT = r"[+-]?[0-9]{1,18}"
_DECIMAL = r"[+-]?([0-9]{1,18}(\.[0-9]{0,18})?|\.[0-9]{1,18})"


def _result(value: str) -> tuple[str, str | None]:
    text, problem = _side_numbers("Result", r"[0-9]{1,18}")(value)
    if problem is None:
        for number in re.findall(r"[0-9]+", text):
            if int(number) > 13:
                return value, f"a Result counts tricks, 0 to 13, not {number}"
    return text, problem


def _pattern(name: str, regex: str, what: str) -> Check:
    compiled = re.compile(regex)

    def check(value: str) -> tuple[str, str | None]:
        if compiled.fullmatch(value):
            return value, None
        return value, f"{name} is {what}, not {value!r}"
    return check


def _json_object(name: str) -> Check:
    def check(value: str) -> tuple[str, str | None]:
        try:
            if isinstance(json.loads(value), dict):
                return value, None
        except ValueError:
            pass
        return value, f"{name} is a JSON object, not {value!r}"
    return check


def _upper_choice(name: str, choices: tuple[str, ...]) -> Check:
    def check(value: str) -> tuple[str, str | None]:
        for choice in choices:
            if value.lower() == choice.lower():
                return choice, None
        return value, f"{name} is {' or '.join(choices)}, not {value!r}"
    return check


_DATE = r"[0-9?]{4}\.[0-9?]{2}\.[0-9?]{2}"
_TIME = r"[0-9?]{2}:[0-9?]{2}:[0-9?]{2}"

CHECKS: dict[str, Check] = {
    "Board": _board,
    "Dealer": _seat("Dealer"),
    "Vulnerable": _vulnerable,
    "Declarer": _declarer,
    "Contract": _contract,
    "Result": _result,
    "Auction": _seat("Auction"),
    "Play": _seat("Play"),
    "Date": _pattern("Date", _DATE, "YYYY.MM.DD (? for unknown digits)"),
    "EventDate": _pattern("EventDate", _DATE, "YYYY.MM.DD (? for unknown digits)"),
    "UTCDate": _pattern("UTCDate", _DATE, "YYYY.MM.DD (? for unknown digits)"),
    "Time": _pattern("Time", _TIME, "HH:MM:SS"),
    "UTCTime": _pattern("UTCTime", _TIME, "HH:MM:SS"),
    "Score": _side_numbers("Score", _INT),
    "ScoreIMP": _side_numbers("ScoreIMP", _DECIMAL),
    "ScoreMP": _side_numbers("ScoreMP", _DECIMAL),
    "ScorePercentage": _side_numbers("ScorePercentage", _DECIMAL),
    "OptimumScore": _side_numbers("OptimumScore", _INT, needs_side=True),
    "DoubleDummyTricks": _pattern("DoubleDummyTricks", r"[0-9A-Da-d]{20}",
                                  "20 hexadecimal digits (tricks for N, S, E, W in NT, S, H, "
                                  "D, C)"),
    "Hidden": _pattern("Hidden", r"[NESWnesw]*", "a set of seats like WE"),
    "FrenchMP": _upper_choice("FrenchMP", ("Yes", "No")),
    "Room": _upper_choice("Room", ("Open", "Closed")),
    "BCOptions": _json_object("BCOptions"),
}


def check_tag(name: str, value: str) -> tuple[str, str | None]:
    """The value in export form and the reason it is wrong (None when it is right)."""
    if len(value) <= 80:  # the same short values come again and again: remember them
        return _check_short_tag(name, value)
    return _check_tag(name, value)


@functools.lru_cache(maxsize=8192)
def _check_short_tag(name: str, value: str) -> tuple[str, str | None]:
    return _check_tag(name, value)


def _check_tag(name: str, value: str) -> tuple[str, str | None]:
    check = CHECKS.get(name)
    if check is None or value in UNKNOWN:
        return value, None
    return check(value)


def check_note(value: str) -> tuple[int, str] | str:
    """A Note tag's ``<index>:<text>`` as (index, text), or the reason it is not one."""
    index, colon, text = value.partition(":")
    if not colon or not is_number(index):
        return f"a Note is '<number>:<text>', not {value[:40]!r}"
    number = int(index)
    if not 1 <= number <= 32:
        return f"a note's number runs from 1 to 32, not {number}"
    return number, text


def check_optimum_row(row: dict[str, str]) -> str | None:
    """A row of the OptimumResultTable: a declarer, a denomination and 0-13 tricks."""
    return _optimum_row(row.get("Declarer", ""), row.get("Denomination", ""),
                        row.get("Result", ""))


@functools.lru_cache(maxsize=2048)
def _optimum_row(declarer: str, denomination: str, result: str) -> str | None:
    try:
        Seat.from_str(declarer)
        Strain.from_str(denomination)
    except ValueError as error:
        return str(error)
    tricks = int_or_none(result)
    if tricks is None or tricks > 13:
        return f"a result counts tricks, 0 to 13, not {result!r}"
    return None
