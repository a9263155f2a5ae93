"""Outside text into values: bridgeclub/parsing.py."""

from __future__ import annotations

import contextlib

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bridgeclub.calls import Call, Contract, Strain
from bridgeclub.parsing import (
    MAX_DIGITS,
    ParseError,
    int_or_none,
    is_number,
    parse_call,
    parse_card,
    parse_contract,
    parse_int,
    parse_range,
    parse_seat,
    parse_side,
    parse_tricks,
    parse_vulnerability,
)
from bridgeclub.seats import Seat, Side, Vulnerability

FUZZ = settings(derandomize=True, max_examples=400, deadline=None)


@pytest.mark.parametrize("text", ["²", "٣", "１", "1" * 5000, "", " ", "1.0", "0x1", "1_000",
                                  "+", "-", "--1", "1e3", "⅓"])
def test_only_plain_ascii_digits_are_numbers(text: str) -> None:
    assert not is_number(text) and int_or_none(text) is None
    with pytest.raises(ParseError):
        parse_int(text)


def test_numbers_in_range() -> None:
    assert parse_int(" 07 ") == 7 and parse_int("-3", signed=True) == -3
    assert int_or_none("9" * MAX_DIGITS) == int("9" * MAX_DIGITS)
    assert int_or_none("9" * (MAX_DIGITS + 1)) is None
    with pytest.raises(ParseError, match="a number of at most 18 digits"):
        parse_int("1" * 19, "a board number")
    with pytest.raises(ParseError, match="a board number is at least 1, not 0"):
        parse_int("0", "a board number", low=1)
    with pytest.raises(ParseError, match="tricks run from 0 to 13, not 14"):
        parse_tricks("14")
    with pytest.raises(ParseError, match="is text, not int"):
        parse_int(5)  # type: ignore[arg-type]


def test_seats_sides_vulnerability_cards_calls() -> None:
    assert parse_seat("south") is Seat.S and parse_side("ew") is Side.EW
    assert parse_vulnerability("Both") is Vulnerability.ALL
    assert str(parse_card("d10")) == "DT" and str(parse_call("1n")) == "1NT"
    for bad, reader in [("Q", parse_seat), ("NW", parse_side), ("red", parse_vulnerability),
                        ("S1", parse_card), ("8S", parse_call), ("1" * 40 + "S", parse_call),
                        ("٤S", parse_call)]:
        with pytest.raises(ParseError):
            reader(bad)  # type: ignore[operator]
    with pytest.raises(ParseError, match="the declarer is a seat"):
        parse_seat(None, "the declarer")  # type: ignore[arg-type]


def test_contracts_and_their_declarer() -> None:
    contract = parse_contract("6h**n")
    assert (contract.level, contract.strain, contract.doubled, contract.declarer) == (
        6, Strain.HEARTS, 2, Seat.N)
    assert parse_contract("4S by E", "E").declarer is Seat.E
    assert parse_contract("4S", Seat.W).declarer is Seat.W
    with pytest.raises(ParseError, match="says declarer E, but the declarer given is S"):
        parse_contract("4S by E", "S")
    for bad in ["8S", "13NT", "٤S", "4Z", "", "4SXXX", "1" * 5000 + "S"]:
        with pytest.raises(ParseError, match="not a contract"):
            parse_contract(bad)


def test_ranges() -> None:
    assert parse_range("1-3, 5") == [1, 2, 3, 5]
    for bad, message in [("3-1", "runs backwards"), ("0", "start at 1, not 0"),
                         ("1-x", "is not a number or a range"), ("", "give numbers"),
                         ("1-20000", "at most 10,000"), ("1--2", "is not a number")]:
        with pytest.raises(ParseError, match=message):
            parse_range(bad)


@FUZZ
@given(st.text(max_size=30))
def test_any_text_is_a_number_or_a_clear_error(text: str) -> None:
    try:
        value = parse_int(text, "a number", signed=True)
    except ParseError as error:
        assert "a number" in str(error)
    else:
        assert text.strip().lstrip("+-").isascii() and value == int(text.strip())


@FUZZ
@given(st.text(alphabet="0123456789NSEWCDHTXnsewcdhtxby *²٣-,", max_size=14),
       st.sampled_from([None, "N", "e", "x", Seat.S]))
def test_any_text_is_a_contract_or_a_clear_error(text: str, declarer: str | None) -> None:
    for reader in (lambda: parse_contract(text, declarer), lambda: parse_call(text),
                   lambda: parse_card(text), lambda: parse_seat(text),
                   lambda: parse_range(text)):
        with contextlib.suppress(ParseError):
            reader()


def test_calls_and_contracts_read_only_short_ascii_levels() -> None:
    with pytest.raises(ValueError, match="not a call"):
        Call.from_str("1" * 5000 + "S")
    for text in ["٤S", "０1S"]:
        with pytest.raises(ValueError, match="not a contract"):
            Contract.from_str(text)
