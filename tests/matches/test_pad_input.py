"""Issue 10, defect 6: every score pad answers bad input with a clear refusal (an
IllegalAction, a ValueError, with the reason) and never an AttributeError, TypeError or
KeyError; nonsense that used to be accepted is refused; saved matches are checked."""

from __future__ import annotations

import json
from typing import Any

import pytest

import bridgeclub as bc
from bridgeclub.match import Match, RefusedEntry
from bridgeclub.matches.pad_input import pad_contract, pad_hcp, pad_honours, pad_seat, pad_tricks

#: A good entry for each pad (kind, args, details).
GOOD: dict[str, tuple[tuple[Any, ...], dict[str, Any]]] = {
    "rubber": (("4S", "S", 10), {}), "chicago": (("4S", "S", 10), {}),
    "duplicate": (("4S", "S", 10), {}), "ez-bridge": (("8H", "N", 11), {}),
    "ez-bridge-3": (("8H", "S", 11), {}), "minibridge": (("game NT", "S", 9), {}),
    "minibridge-open": (("2NT", "S", 9), {}),
    "buddy-bridge": (("4S", "S", 10), {"exchange_winner": "W"}),
}


def pad(kind: str) -> Match:
    options: dict[str, Any] = {"first_dealer": "S"} if kind == "buddy-bridge" else {}
    return bc.new_match(kind, **options)


def refused(match: Match, *args: Any, **details: Any) -> str:
    """The refusal's message; the match must not have changed."""
    before = (match.to_json(), match.standing, match.sheet.to_dict())
    with pytest.raises(RefusedEntry) as error:
        match.record(*args, **details)
    assert isinstance(error.value, bc.IllegalAction) and isinstance(error.value, ValueError)
    assert (match.to_json(), match.standing, match.sheet.to_dict()) == before
    return str(error.value)


@pytest.mark.parametrize("kind", sorted(GOOD))
def test_record_none_and_a_number_are_refused(kind: str) -> None:
    match = pad(kind)
    assert "text" in refused(match, None)
    assert "text" in refused(match, 4)


@pytest.mark.parametrize("kind", ["rubber", "chicago"])
def test_honours_must_be_a_side_with_whole_points(kind: str) -> None:
    assert "by side" in refused(pad(kind), "4S", "S", 10, honours=[100])
    assert "not 100.0" in refused(pad(kind), "4S", "S", 10, honours={"NS": 100.0})
    assert "not 1000000000" in refused(pad(kind), "4S", "S", 10, honours={"NS": 10**9})


def test_hcp_must_be_a_side_with_points() -> None:
    russian = bc.new_match("chicago", scoring="russian")
    assert "by side" in refused(russian, "4S", "S", 10, hcp=[20])
    assert "0 to 40" in refused(russian, "4S", "S", 10, hcp={"NS": 20.5})


@pytest.mark.parametrize("kind", ["minibridge", "buddy-bridge", "rubber", "ez-bridge"])
def test_a_seat_value_is_a_declarer(kind: str) -> None:
    match = pad(kind)
    args, details = GOOD[kind]
    match.record(args[0], bc.Seat.S, args[2], **details)
    assert len(match.log) == 1


@pytest.mark.parametrize("kind", ["ez-bridge", "minibridge", "buddy-bridge", "rubber"])
def test_tricks_as_digits_are_read_and_nonsense_refused(kind: str) -> None:
    args, details = GOOD[kind]
    match = pad(kind)
    match.record(args[0], args[1], str(args[2]), **details)
    assert match.log[0]["record"]["tricks"] == args[2]
    for tricks in (9.5, True, "9.5", "²", [9], 14, -1):
        assert "0 to 13" in refused(pad(kind), args[0], args[1], tricks, **details)


def test_seat_5_in_three_person_ez_is_refused() -> None:
    assert "E, S or W" in refused(pad("ez-bridge-3"), "8H", 5, 9)


@pytest.mark.parametrize("kind", ["rubber", "ez-bridge", "minibridge-open", "buddy-bridge"])
def test_a_contract_by_one_seat_with_another_declarer_is_refused(kind: str) -> None:
    contract = "8S by W" if kind == "ez-bridge" else "4S by W"
    details = GOOD[kind][1]
    assert "two declarers" in refused(pad(kind), contract, "S", 10, **details)


@pytest.mark.parametrize("kind", ["rubber", "chicago", "duplicate", "ez-bridge",
                                  "minibridge-open", "buddy-bridge"])
def test_a_pass_with_declarer_or_tricks_is_refused(kind: str) -> None:
    details = GOOD[kind][1]
    assert "no declarer and no tricks" in refused(pad(kind), "P", "N", 9, **details)


def test_honours_on_a_duplicate_pad_are_refused() -> None:
    assert "no honours" in refused(pad("duplicate"), "4S", "S", 10, honours={"NS": 100})
    duplicate_chicago = bc.new_match("chicago", scoring="duplicate")
    assert "no honours" in refused(duplicate_chicago, "4S", "S", 10, honours={"NS": 100})


def test_saved_matches_are_checked() -> None:
    match = pad("rubber")
    match.record("4S", "S", 10, honours={"NS": 100})
    saved = json.loads(match.to_json())
    saved["deals"][0]["record"]["honours"] = {"NS": 10**9}
    with pytest.raises(ValueError, match="deal 1 of the saved match: honours score 100"):
        Match.from_json(json.dumps(saved))
    saved = json.loads(match.to_json())
    saved["ended"] = "no"
    with pytest.raises(ValueError, match="ended is true or false, not 'no'"):
        Match.from_json(json.dumps(saved))


def test_the_readers_refuse_with_reasons() -> None:
    assert pad_tricks(" 7 ") == 7
    assert pad_seat("south") is bc.Seat.S
    assert pad_contract("3NTXX by N", None, example="4SX S 10").doubled == 2
    assert pad_honours(None, None) == {} and pad_hcp(None) is None
    for reader, value in ((pad_tricks, None), (pad_seat, None), (pad_seat, ["N"])):
        with pytest.raises(ValueError):
            reader(value)


def old_deal(number: int, dealer: str, vulnerability: str, contract: str,
             declarer: str | None, tricks: int | None, **held: Any) -> dict[str, Any]:
    """A deal as the score pad saved it before every kind kept its deals' logs."""
    return {"number": number, "dealer": dealer, "vulnerability": vulnerability,
            "contract": contract, "declarer": declarer, "tricks": tricks,
            "honours": held.get("honours", {}), "hcp": held.get("hcp"), "details": {}}


#: Matches saved by the score pad of version 0.1.0.
OLD_RUBBER = json.dumps({"kind": "rubber", "options": {"variant": "rubber"}, "deals": [
    old_deal(1, "N", "None", "4SX", "S", 10, honours={"NS": 100}),
    old_deal(2, "E", "NS", "P", None, None), old_deal(3, "S", "NS", "3NT", "W", 8)],
    "ended": False})
OLD_CHICAGO = json.dumps({"kind": "chicago", "options": {
    "scoring": "russian", "scheme": "modern", "edition": "modern", "deals": 4}, "deals": [
    old_deal(1, "N", "None", "4S", "S", 10, hcp={"NS": 18, "EW": 22})], "ended": True})


def test_matches_saved_by_the_earlier_pad_still_load() -> None:
    rubber = Match.from_json(OLD_RUBBER)
    assert rubber.totals == {"NS": 440, "EW": 0} and len(rubber.log) == 3
    chicago = Match.from_json(OLD_CHICAGO)
    assert chicago.ended and chicago.totals == {"NS": 10, "EW": -10}
    assert Match.from_json(chicago.to_json()) == chicago
