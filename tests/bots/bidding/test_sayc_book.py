"""The SAYC book cases (tests/bots/bidding/sayc_book.json): for each, the hand, the auction
so far, the call of the ACBL's SAYC System Booklet and the section it comes from. Every
case is a test; ``bench/sayc.py`` prints the agreement per category. Two sets of fresh
cases were written from the booklet apart from the others, before the system was tuned on
them, and are tests too: ``sayc_competitive.json`` (Michaels and the unusual 2NT, the
defence to their 1NT, doubles, preempts and raises in competition, overcalls and
advances) and ``sayc_fresh.json`` (the later rounds and slam bidding; ``bench/sayc.py
--cases tests/bots/bidding/sayc_fresh.json``). A third set, ``sayc_fresh2.json``, was written
for the groups the held-out book found weakest (Michaels and the unusual notrump, responses
to a minor, slam invitations over no trumps, their 1NT, third and fourth seat, doubles,
preempts, reverses); each case names its group. A fourth, ``sayc_fresh3.json``, weighs
the same groups and most of all the later uncontested rounds (responder's rebids:
preference, invitations, jump rebids, the fourth suit; opener's rebids and third calls).
A fifth, ``sayc_fresh4.json``, takes the booklet sections the others cover least: the
strong 2C and its answers, weak twos and the feature ask, Jacoby 2NT, jump shifts, 1NT
after interference, overcalls and advances, negative doubles, balancing, takeout doubles
and their answers, Blackwood and Gerber answers, third calls."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from bridgeclub.bots.bidding.book import call_for

DATA = json.loads((Path(__file__).parent / "sayc_book.json").read_text(encoding="utf-8"))
CASES: list[dict[str, Any]] = DATA["cases"]
COMPETITIVE: list[dict[str, Any]] = json.loads(
    (Path(__file__).parent / "sayc_competitive.json").read_text(encoding="utf-8"))["cases"]
UNCONTESTED: list[dict[str, Any]] = json.loads(
    (Path(__file__).parent / "sayc_fresh.json").read_text(encoding="utf-8"))["cases"]
WEAKEST = json.loads((Path(__file__).parent / "sayc_fresh2.json").read_text(encoding="utf-8"))
LATER = json.loads((Path(__file__).parent / "sayc_fresh3.json").read_text(encoding="utf-8"))
SECTIONS = json.loads((Path(__file__).parent / "sayc_fresh4.json").read_text(encoding="utf-8"))


def test_the_book_cases_cover_every_category() -> None:
    counts = Counter(case["category"] for case in CASES)
    assert sum(counts.values()) >= 150
    assert set(counts) == {"opening", "response", "rebid", "later", "competitive"}
    assert min(counts.values()) >= 30
    assert all(case["source"] for case in CASES)


def _param(case: dict[str, Any]) -> Any:
    marks = [pytest.mark.xfail(reason=case["departure"], strict=True)] \
        if case.get("departure") else []
    return pytest.param(case, marks=marks, id=f"{case['category']}:"
                        f"{case['auction'] or '-'}:{case['hand']}")


def test_the_fresh_cases_are_new_and_competitive() -> None:
    known = {(c["auction"], c["hand"]) for c in CASES}
    assert len(COMPETITIVE) >= 60 and all(c["category"] == "competitive" for c in COMPETITIVE)
    assert not [c for c in COMPETITIVE if (c["auction"], c["hand"]) in known]


def test_the_fresh_cases_name_their_booklet_section() -> None:
    assert len(UNCONTESTED) >= 60
    assert all(case["source"].startswith("ACBL SAYC System Booklet") for case in UNCONTESTED)
    assert {case["category"] for case in UNCONTESTED} <= {"opening", "response", "rebid",
                                                          "later"}


def test_the_third_fresh_set_covers_each_weak_group() -> None:
    counts = Counter(case["group"] for case in WEAKEST["cases"])
    assert set(counts) == set(WEAKEST["groups"]) and min(counts.values()) >= 12
    assert all(case["source"].startswith("ACBL SAYC System Booklet") for case in WEAKEST["cases"])
    known = {(c["auction"], c["hand"]) for c in CASES + COMPETITIVE + UNCONTESTED}
    assert not [c for c in WEAKEST["cases"] if (c["auction"], c["hand"]) in known]


def test_the_fourth_fresh_set_weighs_the_later_rounds() -> None:
    counts = Counter(case["group"] for case in LATER["cases"])
    assert set(counts) == set(LATER["groups"]) and min(counts.values()) >= 9
    assert counts["resp-rebids"] + counts["opener-rebids"] >= 60
    assert all(case["source"].startswith("ACBL SAYC System Booklet") for case in LATER["cases"])
    known = {(c["auction"], c["hand"])
             for c in CASES + COMPETITIVE + UNCONTESTED + WEAKEST["cases"]}
    assert not [c for c in LATER["cases"] if (c["auction"], c["hand"]) in known]


def test_the_fifth_fresh_set_covers_the_least_covered_sections() -> None:
    counts = Counter(case["group"] for case in SECTIONS["cases"])
    assert set(counts) == set(SECTIONS["groups"]) and min(counts.values()) >= 6
    assert sum(counts.values()) >= 100
    assert set(Counter(case["category"] for case in SECTIONS["cases"])) == {
        "opening", "response", "rebid", "later", "competitive"}
    assert all(case["source"].startswith("ACBL SAYC System Booklet")
               for case in SECTIONS["cases"])
    known = {(c["auction"], c["hand"])
             for c in CASES + COMPETITIVE + UNCONTESTED + WEAKEST["cases"] + LATER["cases"]}
    assert not [c for c in SECTIONS["cases"] if (c["auction"], c["hand"]) in known]


@pytest.mark.parametrize("case", [_param(c) for c in CASES + COMPETITIVE + UNCONTESTED
                                  + WEAKEST["cases"] + LATER["cases"]
                                  + SECTIONS["cases"]])
def test_the_system_makes_the_book_call(case: dict[str, Any]) -> None:
    rule = call_for(case["hand"], case["auction"], case.get("vulnerability", "None"))
    assert rule.call == case["call"], f"{rule.call} ({rule.why}); {case['source']}"
    assert rule.why, "every call carries its explanation"
