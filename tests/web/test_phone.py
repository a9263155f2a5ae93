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
    left, right = phone.locator(".seat-bottom .card").evaluate_all(
        "cards => [Math.min(...cards.map((c) => c.getBoundingClientRect().left)),"
        " Math.max(...cards.map((c) => c.getBoundingClientRect().right))]")
    assert left >= 0 and right <= 390, f"the hand spills over the screen: {left}..{right}"
    # the bottom hand and the status fit on the first screen
    bottom, width = phone.evaluate(
        "(() => { const r = document.querySelector('.seat-bottom').getBoundingClientRect();"
        " return [r.bottom, r.width]; })()")
    assert bottom <= 844 and width <= 390, (bottom, width)
    play_until_over(phone)
    deal_score(phone)
    assert overflow(phone) <= 0
