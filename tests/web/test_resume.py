"""A reload in the middle of a deal comes back to the same table, same deal, same cards."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from tests.web.player import (
    create_table,
    deal_score,
    next_deal,
    play_until_over,
    wait_for_table,
)


def hand(page: Page) -> list[str]:
    return page.locator(".seat-bottom [aria-label]").evaluate_all(
        "els => els.map((e) => e.getAttribute('aria-label'))")


def test_a_reload_mid_deal_resumes(page: Page, server: str) -> None:
    create_table(page, server, "rubber")
    wait_for_table(page)
    for _ in range(8):   # a deal the computers pass out is over at once: deal the next one
        play_until_over(page, stop_after=6)
        if not page.locator(".after-deal").count():
            break
        next_deal(page)
    assert not page.locator(".after-deal").count()
    table = page.locator(".table-page")
    expect(table).not_to_have_class("pending")
    before = int(table.get_attribute("data-version") or 0)
    cards = hand(page)
    url = page.url
    page.reload()
    wait_for_table(page)
    assert page.url == url
    after = int(page.locator(".table-page").get_attribute("data-version") or 0)
    assert after >= before > 0
    if after == before:
        assert hand(page) == cards
    expect(page.locator("#connection")).to_have_text("Connected")
    play_until_over(page)
    deal_score(page)
