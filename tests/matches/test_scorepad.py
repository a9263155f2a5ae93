"""The score pad: results of deals played with real cards; bad input is refused with a
reason and leaves the sheet as it was."""

from __future__ import annotations

from typing import Any

import pytest

import bridgeclub as bc

BAD: list[tuple[tuple[Any, ...], dict[str, Any], str]] = [
    (("8H", "S", 10), {}, "levels run from 1 to 7"),
    (("4S", "S", 14), {}, "0 to 13"),
    (("4S", "S", -1), {}, "0 to 13"),
    (("4S", "Q", 10), {}, "not a seat"),
    (("4Z", "S", 10), {}, "not a contract"),
    (("4S", None, 10), {}, "who declared"),
    (("4S", "S", None), {}, "how many tricks"),
    (("4S", "S", "ten"), {}, "0 to 13"),
    (("4S", "S", True), {}, "0 to 13"),
    (("P", "S", 10), {}, "passed-out"),
    (("4S", "S", 10), {"honours": {"NS": 120}}, "100"),
    (("4S", "S", 10), {"honours": {"XY": 100}}, "not a side"),
    (("3NT", "S", 10), {"honours": {"NS": 100}}, "four aces"),
    (("4S", "S", 10), {"honours": {"NS": 100, "EW": 100}}, "one side"),
    (("P",), {"honours": {"NS": 100}}, "no honours"),
    (("4S", "S", 10), {"hcp": {"NS": 20}}, "only used in Russian"),
    (("4S", "S", 10), {"vulnerable": True}, "unknown detail"),
]


@pytest.mark.parametrize("kind", ["rubber", "chicago"])
@pytest.mark.parametrize(("args", "kwargs", "reason"), BAD)
def test_bad_input_is_refused_and_changes_nothing(kind: str, args: tuple[Any, ...],
                                                   kwargs: dict[str, Any], reason: str) -> None:
    match = bc.new_match(kind)
    match.record("2H", "S", 8)
    before = match.to_json()
    with pytest.raises(ValueError, match=reason):
        match.record(*args, **kwargs)
    assert match.to_json() == before


def test_the_brief_examples() -> None:
    rubber = bc.new_match("rubber")
    rubber.record("4SX", "S", 10, honours={"NS": 100})
    rubber.record("P")
    assert rubber.totals == {"NS": 390, "EW": 0}
    assert not rubber.is_over
    rubber.end()
    assert rubber.totals == {"NS": 690, "EW": 0} and rubber.is_over
    russian = bc.new_match("chicago", scoring="russian")
    russian.record("4S", "S", 10, hcp={"NS": 18})
    russian.record("3H", "E", 10, hcp={"EW": 24})
    assert russian.totals == {"NS": 11, "EW": -11}


def test_contract_with_declarer_in_one_string() -> None:
    match = bc.new_match("rubber")
    match.record("4SX by S", tricks=10)
    assert match.totals == {"NS": 290, "EW": 0}
