"""The SAYC book cases (tests/bots/bidding/sayc_book.json, and sayc_fresh.json: cases of the
later rounds and of slam bidding written from the booklet before the system was tuned on
them): for each, the hand, the auction so far, the call of the ACBL's SAYC System Booklet
and the section it comes from. Every case is a test; ``bench/sayc.py`` prints the agreement
per category (``--cases tests/bots/bidding/sayc_fresh.json`` for the fresh ones)."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from bridgeclub.bots.bidding.book import call_for

DATA = json.loads((Path(__file__).parent / "sayc_book.json").read_text(encoding="utf-8"))
FRESH = json.loads((Path(__file__).parent / "sayc_fresh.json").read_text(encoding="utf-8"))
CASES: list[dict[str, Any]] = DATA["cases"]


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


def test_the_fresh_cases_name_their_booklet_section() -> None:
    cases = FRESH["cases"]
    assert len(cases) >= 60
    assert all(case["source"].startswith("ACBL SAYC System Booklet") for case in cases)
    assert {case["category"] for case in cases} <= {"opening", "response", "rebid", "later"}


@pytest.mark.parametrize("case", [_param(c) for c in CASES + FRESH["cases"]])
def test_the_system_makes_the_book_call(case: dict[str, Any]) -> None:
    rule = call_for(case["hand"], case["auction"], case.get("vulnerability", "None"))
    assert rule.call == case["call"], f"{rule.call} ({rule.why}); {case['source']}"
    assert rule.why, "every call carries its explanation"
