"""A phone-sized screen (390x844) plays a whole deal, and nothing spills sideways."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, Page

from tests.web.player import create_table, deal_score, play_until_over, wait_for_table


@pytest.fixture
def phone(browser: Browser) -> Iterator[Page]:
    context = browser.new_context(viewport={"width": 390, "height": 844}, is_mobile=True,
                                  has_touch=True, device_scale_factor=2)
    yield context.new_page()
    context.close()


def overflow(page: Page) -> int:
    return int(page.evaluate("document.documentElement.scrollWidth - window.innerWidth"))


def test_a_phone_plays_a_deal(phone: Page, server: str) -> None:
    phone.goto(f"{server}/")
    phone.get_by_role("button", name="Create the table").wait_for()
    assert overflow(phone) <= 0, "the lobby is wider than the phone"
    create_table(phone, server, "ez-bridge")
    wait_for_table(phone)
    assert overflow(phone) <= 0, "the table is wider than the phone"
    hand = phone.locator(".seat-bottom .fan").bounding_box()
    assert hand is not None and hand["x"] >= 0 and hand["x"] + hand["width"] <= 390
    # the bottom hand and the status fit on the first screen
    box = phone.locator(".seat-bottom").bounding_box()
    assert box is not None and box["y"] + box["height"] <= 844 and box["width"] <= 390
    play_until_over(phone)
    deal_score(phone)
    assert overflow(phone) <= 0
