"""Choosing the cards in the lobby: your side plays Acol, the opponents SAYC; the table
links to both sides' cards, and the card page reads on a phone."""

from __future__ import annotations

from playwright.sync_api import Browser, Page, expect

from tests.web.conftest import FAST
from tests.web.player import wait_for_table


def test_choose_acol_in_the_lobby_and_see_both_cards(page: Page, server: str) -> None:
    page.goto(f"{server}/")
    page.get_by_label("Game", exact=True).select_option("duplicate")
    page.get_by_label("Computer level").select_option("beginner")
    page.get_by_label("Your side’s card").select_option("acol")
    page.get_by_label("The opponents’ card").select_option("sayc")
    expect(page.get_by_role("link", name="Acol")).to_have_attribute("href", "/card/acol")
    page.get_by_role("button", name="Create the table").click()
    wait_for_table(page)
    cards = page.get_by_role("link", name="The convention cards")
    expect(cards).to_have_attribute("href", "/card?ns=acol&ew=sayc")
    page.goto(f"{server}/card?ns=acol&ew=sayc")
    expect(page.get_by_role("region", name="North-South")).to_contain_text(
        "12-14 points, balanced")
    expect(page.get_by_role("region", name="East-West")).to_contain_text(
        "15-17 points, balanced")


def test_the_card_page_fits_a_phone(browser: Browser, server: str) -> None:
    context = browser.new_context(viewport={"width": 360, "height": 740})
    context.add_init_script(FAST)
    phone = context.new_page()
    phone.goto(f"{server}/card/acol")
    expect(phone.get_by_role("heading", level=1)).to_have_text("Convention card: Acol")
    wide = phone.evaluate("document.documentElement.scrollWidth")
    assert wide <= 360, f"the page is {wide} pixels wide on a 360-pixel phone"
    context.close()
