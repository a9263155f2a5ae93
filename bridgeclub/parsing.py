"""Outside text turned into values, with one clear message when it cannot be.

Files come from many programs and results are typed by hand, so everything read from a
file or a command line goes through here: numbers are ASCII digits of a sane length
(``str.isdigit`` is true for ``²`` and ``int`` refuses more than 4,300 digits, so neither
is used on outside text), seats, cards, calls and contracts are read by their classes'
``from_str`` and checked for the ranges of the game (a contract's level is 1 to 7 here,
tricks 0 to 13). Every reader raises :class:`ParseError`, a ``ValueError`` whose message
names what was expected; the ``*_or_none`` forms give None instead.

>>> parse_int("12", "a board number", low=1)
12
>>> parse_int("²", "a board number")
Traceback (most recent call last):
...
bridgeclub.parsing.ParseError: a board number is a whole number (digits 0-9), not '²'
>>> int_or_none("1" * 5000) is None, int_or_none(" 7 "), int_or_none("-3", signed=True)
(True, 7, -3)
>>> parse_contract("4S by E", declarer="S")
Traceback (most recent call last):
...
bridgeclub.parsing.ParseError: the contract says declarer E, but the declarer given is S
>>> parse_contract("3NTX", declarer="w").describe(), parse_tricks("10")
('3NTX by W', 10)
>>> parse_range("3-1", "boards")
Traceback (most recent call last):
...
bridgeclub.parsing.ParseError: boards: 3-1 runs backwards (write the lower number first, 1-3)
"""

from __future__ import annotations

import re

from bridgeclub.calls import Call, Contract
from bridgeclub.cards import Card
from bridgeclub.seats import Seat, Side, Vulnerability

#: The most digits a number read from outside may have: no count in bridge needs more,
#: and ``int`` of a long string costs time (and raises past 4,300 digits).
MAX_DIGITS = 18
#: The highest level of a contract or bid in Contract Bridge.
MAX_LEVEL = 7

_UNSIGNED = re.compile(r"[0-9]+", re.ASCII)
_SIGNED = re.compile(r"[+-]?[0-9]+", re.ASCII)


class ParseError(ValueError):
    """Outside text that does not say what it should; the message says what it should."""


def _shown(text: str, limit: int = 40) -> str:
    """The text as a message quotes it: repr, cut to ``limit`` characters."""
    return repr(text) if len(text) <= limit else repr(text[:limit]) + "..."


def is_number(text: str, signed: bool = False, max_digits: int = MAX_DIGITS) -> bool:
    """Whether ``text`` (spaces round it allowed) is ASCII digits of at most ``max_digits``.

    >>> is_number("42"), is_number("²"), is_number("٣"), is_number("+4"), is_number("+4", True)
    (True, False, False, False, True)
    """
    text = text.strip()
    if (_SIGNED if signed else _UNSIGNED).fullmatch(text) is None:
        return False
    return len(text.lstrip("+-")) <= max_digits


def parse_int(text: str, what: str = "a number", low: int | None = None,
              high: int | None = None, signed: bool = False,
              max_digits: int = MAX_DIGITS) -> int:
    """``text`` as an int between ``low`` and ``high``; ``what`` names it in the message.

    >>> parse_int("14", "tricks", 0, 13)
    Traceback (most recent call last):
    ...
    bridgeclub.parsing.ParseError: tricks run from 0 to 13, not 14
    """
    if not isinstance(text, str):
        raise ParseError(f"{what} is text, not {type(text).__name__}")
    if not is_number(text, signed, max_digits):
        kind = "a whole number" + (" (digits 0-9, a sign allowed)" if signed
                                   else " (digits 0-9)")
        if is_number(text, signed, max_digits=10**6):
            kind = f"a number of at most {max_digits} digits"
        raise ParseError(f"{what} {_verb(what)} {kind}, not {_shown(text)}")
    value = int(text.strip())
    if (low is not None and value < low) or (high is not None and value > high):
        if low is not None and high is not None:
            bounds = f"run from {low} to {high}" if _plural(what) else \
                f"runs from {low} to {high}"
        elif low is not None:
            bounds = f"{_verb(what)} at least {low}"
        else:
            bounds = f"{_verb(what)} at most {high}"
        raise ParseError(f"{what} {bounds}, not {value}")
    return value


def _plural(what: str) -> bool:
    return what.endswith("s") and not what.startswith(("a ", "an ", "the "))


def _verb(what: str) -> str:
    return "are" if _plural(what) else "is"


def int_or_none(text: str | None, signed: bool = False, max_digits: int = MAX_DIGITS
                ) -> int | None:
    """``text`` as an int, or None when it is not plainly one (see :func:`is_number`)."""
    if text is None or not is_number(text, signed, max_digits):
        return None
    return int(text.strip())


def parse_seat(text: str, what: str = "a seat") -> Seat:
    """A seat from ``N``, ``e``, ``South`` ...

    >>> parse_seat("south"), parse_seat("x", "the declarer")
    Traceback (most recent call last):
    ...
    bridgeclub.parsing.ParseError: the declarer is a seat, N, E, S or W, not 'x'
    """
    try:
        return Seat.from_str(text)
    except (ValueError, AttributeError, TypeError):
        raise ParseError(f"{what} is a seat, N, E, S or W, not {_shown(str(text))}") from None


def parse_side(text: str) -> Side:
    """A side, ``NS`` or ``EW``."""
    try:
        return Side.from_str(text)
    except (ValueError, AttributeError, TypeError):
        raise ParseError(f"a side is NS or EW, not {_shown(str(text))}") from None


def parse_vulnerability(text: str) -> Vulnerability:
    """``None``, ``NS``, ``EW`` or ``All`` (and the usual other names of them)."""
    try:
        return Vulnerability.from_str(text)
    except (ValueError, AttributeError, TypeError):
        raise ParseError(f"the vulnerability is None, NS, EW or All, not {_shown(str(text))}"
                         ) from None


def parse_card(text: str) -> Card:
    """A card, suit then rank: ``SA``, ``h10``, ``DT``.

    >>> str(parse_card("h10"))
    'HT'
    """
    try:
        return Card.from_str(text)
    except (ValueError, AttributeError, TypeError):
        raise ParseError(f"a card is a suit then a rank, like SA or HT, not {_shown(str(text))}"
                         ) from None


def parse_call(text: str, max_level: int = MAX_LEVEL) -> Call:
    """A call: ``P``, ``X``, ``XX`` or a bid up to ``max_level`` like ``1NT``.

    >>> parse_call("8S")
    Traceback (most recent call last):
    ...
    bridgeclub.parsing.ParseError: not a call: '8S' (a bid's level runs from 1 to 7)
    """
    try:
        _plain_digits(text, "call")
        call = Call.from_str(text)
    except (ValueError, AttributeError, TypeError) as error:
        raise ParseError(str(error)) from None
    if call.is_bid and call.level > max_level:
        raise ParseError(f"not a call: {_shown(text)} (a bid's level runs from 1 to "
                         f"{max_level})")
    return call


def parse_contract(text: str, declarer: str | Seat | None = None,
                   max_level: int = MAX_LEVEL) -> Contract:
    """A contract like ``4SX``, ``3NTXX by S`` or ``6H*N``, with ``declarer`` when given;
    a declarer written in the contract must agree with the one given.

    >>> parse_contract("4SX").describe(), parse_contract("4S by E").declarer
    ('4SX', Seat.E)
    """
    if not isinstance(text, str):
        raise ParseError(f"a contract is text like 4S, not {type(text).__name__}")
    given = None if declarer is None else (
        declarer if isinstance(declarer, Seat) else parse_seat(declarer, "the declarer"))
    try:
        _plain_digits(text, "contract")
        contract = Contract.from_str(text)
    except (ValueError, AttributeError, TypeError):
        raise ParseError(f"not a contract: {_shown(text)} (write it like 4S, 3NTX or "
                         f"6HXX by S)") from None
    if contract.level > max_level:
        raise ParseError(f"not a contract: {_shown(text)} (levels run from 1 to {max_level})")
    if given is not None:
        if contract.declarer is not None and contract.declarer is not given:
            raise ParseError(f"the contract says declarer {contract.declarer}, but the "
                             f"declarer given is {given}")
        contract = contract.with_declarer(given)
    return contract


def _plain_digits(text: str, what: str) -> None:
    """Refuse a call or contract with other digits than 0-9 or a level of many digits."""
    digits = [c for c in text if c.isdigit()]
    if len(digits) > 2 or not all(c.isascii() for c in digits):
        raise ParseError(f"not a {what}: {_shown(text)} (a level is a digit from 1 to 7)")


def parse_tricks(text: str) -> int:
    """Tricks won, 0 to 13."""
    return parse_int(text, "tricks", 0, 13)


def parse_range(text: str, what: str = "numbers", low: int = 1,
                most: int = 10_000) -> list[int]:
    """Numbers from ``1-32``, ``5`` or ``1-4,9,12-13``: at least ``low``, in order given,
    at most ``most`` of them.

    >>> parse_range("1-3,8", "boards")
    [1, 2, 3, 8]
    >>> parse_range("0-3", "boards")
    Traceback (most recent call last):
    ...
    bridgeclub.parsing.ParseError: boards start at 1, not 0
    """
    numbers: list[int] = []
    if not isinstance(text, str) or not text.strip():
        raise ParseError(f"{what}: give numbers like 1-32 or 1-4,9")
    for part in text.replace(" ", "").split(","):
        first, dash, last = part.partition("-")
        if not is_number(first) or (dash and not is_number(last)):
            raise ParseError(f"{what}: {_shown(part)} is not a number or a range like 1-32 "
                             f"(write them like 1-4,9)")
        start, end = int(first), int(last) if dash else int(first)
        for number in (start, end):
            if number < low:
                raise ParseError(f"{what} start at {low}, not {number}")
        if end < start:
            raise ParseError(f"{what}: {part} runs backwards (write the lower number first, "
                             f"{end}-{start})")
        if len(numbers) + end - start + 1 > most:
            raise ParseError(f"{what}: at most {most:,} at a time")
        numbers.extend(range(start, end + 1))
    return numbers
