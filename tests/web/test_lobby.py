"""The lobby: your tables (made here or opened by a seat link) listed after the tab is
closed, with their state, to continue or leave; each game's description and rules page,
the same text as the terminal's help in the browser's words; the rules button at the
table."""

from __future__ import annotations

import pytest
from playwright.sync_api import Browser, Page, expect

from bridgeclub.rules_text import rules_text
from tests.web.conftest import FAST
from tests.web.player import create_table, wait_for_table


def test_the_lobby_lists_the_table_after_the_tab_is_closed(browser: Browser,
                                                           server: str) -> None:
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    context.add_init_script(FAST)
    page = context.new_page()
    create_table(page, server, "chicago")
    wait_for_table(page)
    address = page.url
    page.close()                                      # the tab is closed
    lobby = context.new_page()
    lobby.goto(f"{server}/")
    tables = lobby.get_by_role("region", name="your tables")
    expect(tables.locator("li")).to_have_count(1)
    expect(tables.locator("li .state")).to_contain_text("deal 1")
    tables.get_by_role("link", name="Continue Chicago table").click()
    wait_for_table(lobby)
    assert lobby.url == address
    lobby.goto(f"{server}/")
    lobby.get_by_role("button", name="Leave this table").click()
    expect(tables.locator("li")).to_have_count(0)
    lobby.get_by_label("Seat link").fill(address)     # back by the seat link
    lobby.get_by_role("button", name="Open", exact=True).click()
    wait_for_table(lobby)
    lobby.goto(f"{server}/")
    expect(tables.locator("li")).to_have_count(1)
    context.close()


def test_each_game_has_a_description_and_its_rules(page: Page, server: str) -> None:
    page.goto(f"{server}/")
    page.get_by_label("Game", exact=True).select_option("buddy-bridge")
    expect(page.locator("#game-description")).to_contain_text("joker")
    page.get_by_role("link", name="Rules of Buddy Bridge").click()
    rules = page.get_by_role("article", name="rules")
    expect(rules.locator("h1")).to_have_text("Buddy Bridge")
    words = " ".join(rules_text("buddy-bridge")[0].split()[3:12])
    expect(rules).to_contain_text(words)
    page.get_by_role("link", name="Play Buddy Bridge").click()
    expect(page.get_by_label("Game", exact=True)).to_have_value("buddy-bridge")
    create_table(page, server, "ez-bridge")
    wait_for_table(page)
    link = page.get_by_role("link", name="Rules of the game")
    expect(link).to_have_attribute("href", "/?rules=ez-bridge")


@pytest.mark.parametrize("variant", ["duplicate", "ez-bridge", "ez-bridge-3", "buddy-bridge"])
def test_the_rules_pages_speak_of_the_browser(page: Page, server: str, variant: str) -> None:
    """The rules page shows the terminal's rules in the browser's words: no terminal, no
    key to type."""
    page.goto(f"{server}/?rules={variant}")
    rules = page.get_by_role("article", name="rules")
    expect(rules.locator(".rules-text").first).to_be_visible()
    text = rules.inner_text()
    for terminal in ("terminal", "(m)", "'JK", "Type '"):
        assert terminal not in text, (terminal, text)
