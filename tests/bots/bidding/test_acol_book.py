"""The Acol book cases (tests/bots/bidding/acol_book.json): for each, the hand, the auction
so far, the call Standard English Acol's notes give and where they give it. Every case is
a test on the Acol card; ``bench/sayc.py --system acol`` prints the agreement per
category."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from bridgeclub.bots.bidding.book import call_for

DATA = json.loads((Path(__file__).parent / "acol_book.json").read_text(encoding="utf-8"))
CASES: list[dict[str, Any]] = DATA["cases"]


def test_the_book_cases_cover_every_category() -> None:
    counts = Counter(case["category"] for case in CASES)
    assert DATA["system"] == "acol"
    assert set(counts) == {"opening", "response", "rebid", "later", "competitive"}
    assert counts["opening"] >= 10 and counts["response"] >= 10 and counts["rebid"] >= 8
    assert all(case["source"] for case in CASES)


@pytest.mark.parametrize("case", CASES, ids=lambda c: f"{c['category']}:"
                         f"{c['auction'] or '-'}:{c['hand']}")
def test_the_acol_card_makes_the_book_call(case: dict[str, Any]) -> None:
    rule = call_for(case["hand"], case["auction"], case.get("vulnerability", "None"),
                    system="acol")
    assert rule.call == case["call"], f"{rule.call} ({rule.why}); {case['source']}"
    assert rule.why, "every call carries its explanation"


def test_acol_opener_raises_a_one_level_major_by_the_losing_trick_count() -> None:
    """The card's losing_trick_raises: 1D 1S with four spades, five losers bids game and
    six the jump raise, with 13-15; SAYC's card raises by the points."""
    assert call_for("AQ84.7.AKJ93.K62", "1D P 1S P", system="acol").call == "4S"
    assert call_for("KQ84.J3.AJ972.K6", "1D P 1S P", system="acol").call == "3S"
    assert call_for("KQ84.J32.AJ97.K6", "1D P 1S P", system="acol").call == "2S"
    assert call_for("AQ84.7.AKJ93.K62", "1D P 1S P").call == "3S"
