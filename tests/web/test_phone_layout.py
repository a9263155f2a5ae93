"""Every variant at 390x844 with touch: the whole bidding box and the person's hand in view
together without scrolling inside the box, the status beside (never over) the contract,
the auction and the last trick one tap away, every card to tap at least 24 px wide where
it shows and each card of her own hand at least 25.5 px (its rank and suit clear).
Screenshots of each variant go to ``BRIDGECLUB_SHOTS`` (default: the test's temporary
folder), to look at."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, expect

from bridgeclub import variant_names
from tests.web.conftest import FAST
from tests.web.player import create_table, play_until_over, wait_for_table

#: The visible width of each card one may tap (an overlapping fan shows part of a card).
TAP_WIDTHS = """() => {
  const cards = [...document.querySelectorAll(".compass button.card:enabled")];
  return cards.map((card) => {
    const r = card.getBoundingClientRect();
    const slot = card.closest(".slot");
    const after = slot && slot.nextElementSibling;
    const next = after ? after.getBoundingClientRect() : null;
    const covered = next && Math.abs(next.top - slot.getBoundingClientRect().top) < 4;
    return covered ? Math.min(r.width, next.left - r.left) : r.width;
  });
}"""


#: The visible width of each card of the person's own hand, called or played.
HAND_STRIPS = """() => [...document.querySelectorAll(".seat-bottom .fan .slot")].map((slot) => {
  const r = slot.getBoundingClientRect();
  const next = slot.nextElementSibling;
  return next ? next.getBoundingClientRect().left - r.left : r.width;
})"""

#: Scroll the bidding box just under the sticky head; where it and the person's hand are
#: then, and whether the bids scroll inside it.
BOX_IN_VIEW = """() => {
  const box = document.querySelector(".bidding-box");
  const head = document.querySelector(".table-head").getBoundingClientRect();
  window.scrollBy(0, box.getBoundingClientRect().top - head.bottom - 4);
  const r = box.getBoundingClientRect();
  const grid = box.querySelector(".bid-grid");
  return {top: r.top, bottom: r.bottom, head: document.querySelector(".table-head")
    .getBoundingClientRect().bottom, inner: grid ? grid.scrollHeight - grid.clientHeight : 0,
    hand: document.querySelector(".seat-bottom").getBoundingClientRect().bottom};
}"""


@pytest.fixture
def phone(browser: Browser) -> Iterator[Page]:
    context = browser.new_context(viewport={"width": 390, "height": 844}, is_mobile=True,
                                  has_touch=True, device_scale_factor=2)
    context.add_init_script(FAST)
    yield context.new_page()
    context.close()


def shots(tmp_path: Path) -> Path:
    folder = Path(os.environ.get("BRIDGECLUB_SHOTS") or tmp_path)
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def check_head(phone: Page) -> None:
    """The status and the contract line are both in the sticky head, one below the other."""
    status, info = phone.evaluate(
        "['.table-head .status', '.table-head .info-bar'].map((q) => {"
        " const r = document.querySelector(q).getBoundingClientRect();"
        " return [r.top, r.bottom]; })")
    assert status[1] <= info[0] + 1, (status, info)


@pytest.mark.parametrize("variant", variant_names())
def test_the_phone_shows_the_whole_bidding_box(phone: Page, server: str, variant: str,
                                               tmp_path: Path) -> None:
    create_table(phone, server, variant)
    wait_for_table(phone)
    for _ in range(4):           # a deal thrown in before South's turn: the next one
        phone.wait_for_function("() => document.querySelector('.status.mine .turn-text')"
                                " || document.querySelector('.after-deal')", timeout=30_000)
        if not phone.locator(".after-deal").count():
            break
        phone.locator("#next-deal").click()
        phone.wait_for_timeout(500)
    phone.wait_for_timeout(300)
    check_head(phone)
    if phone.locator(".bidding-box").count():    # MiniBridge: South may only play
        seen = phone.evaluate(BOX_IN_VIEW)
        assert seen["inner"] <= 1, f"the bids scroll inside the box: {seen}"
        assert seen["top"] >= seen["head"] - 1 and seen["bottom"] <= 844, seen
        assert seen["hand"] <= 844, f"the hand is below the screen: {seen}"
    assert all(w >= 23.5 for w in phone.evaluate(TAP_WIDTHS))
    strips = phone.evaluate(HAND_STRIPS)
    assert strips and min(strips) >= 25.5, f"the hand's cards show too little: {strips}"
    phone.screenshot(path=str(shots(tmp_path) / f"{variant}-auction.png"))
    play_until_over(phone, stop_after=6)
    assert all(w >= 23.5 for w in phone.evaluate(TAP_WIDTHS)), phone.evaluate(TAP_WIDTHS)
    check_head(phone)
    quick = phone.get_by_role("navigation", name="jump to")
    if quick.get_by_role("button", name="Show the last trick").count():
        quick.get_by_role("button", name="Show the last trick").click()
        expect(phone.locator("#panel-last-trick .panel-body")).to_be_in_viewport()
    phone.screenshot(path=str(shots(tmp_path) / f"{variant}-play.png"))
