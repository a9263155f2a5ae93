"""The score pad on a phone: a rubber entered by tapping gives the terminal pad's sheet
for the same lines; it survives a reload, undo takes a deal back, and the reading link
shows the sheet without the entry."""

from __future__ import annotations

import json
import urllib.request
from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, Page, expect

import bridgeclub as bc
from bridgeclub.tui.scorepad import run_scorepad

#: Each deal as the terminal pad's line and as taps: level, strain, double, declarer,
#: tricks, honours.
DEALS = [("4SX S 10 honours NS 100", "4", "Spades", "Doubled", "South", "10", "NS 100"),
         ("P", None, None, None, None, None, None),
         ("3NT E 9", "3", "No trumps", None, "East", "9", None),
         ("2H N 7", "2", "Hearts", None, "North", "7", None),
         ("4S W 8", "4", "Spades", None, "West", "8", None),
         ("6NT S 12", "6", "No trumps", None, "South", "12", None)]


@pytest.fixture
def phone(browser: Browser) -> Iterator[Page]:
    context = browser.new_context(viewport={"width": 390, "height": 844}, is_mobile=True,
                                  has_touch=True)
    yield context.new_page()
    context.close()


def enter(phone: Page, deal: tuple[str | None, ...]) -> None:
    _, level, strain, double, declarer, tricks, honours = deal
    entry = phone.get_by_role("region", name="next deal")
    if level is None:
        entry.get_by_role("button", name="Passed out").tap()
    else:
        entry.get_by_role("button", name=f"Level {level}", exact=True).tap()
        entry.get_by_role("button", name=str(strain), exact=True).tap()
        if double:
            entry.get_by_role("button", name=double, exact=True).tap()
        entry.get_by_role("button", name=f"Declarer {declarer}").tap()
        entry.get_by_role("button", name=f"{tricks} tricks", exact=True).tap()
        if honours:
            entry.get_by_role("button", name=f"Honours {honours}").tap()
    before = phone.locator(".pad").get_attribute("data-version")
    phone.get_by_role("button", name="Score this deal").tap()
    expect(phone.locator(".pad")).not_to_have_attribute("data-version", str(before))


def test_a_rubber_on_the_phone_pad_is_the_terminals_sheet(phone: Page, server: str) -> None:
    phone.goto(f"{server}/")
    phone.get_by_role("link", name="Keep the score on a score pad").tap()
    phone.get_by_label("Kind of match").select_option("rubber")
    phone.get_by_role("button", name="Start the pad").tap()
    expect(phone.get_by_role("region", name="next deal")).to_be_visible()
    for deal in DEALS[:3]:
        enter(phone, deal)
    phone.reload()                                   # kept on the server
    expect(phone.locator(".pad")).to_have_attribute("data-deals", "3")
    enter(phone, ("1C N 7", "1", "Clubs", None, "North", "7", None))
    phone.get_by_role("button", name="Undo the last deal").tap()
    expect(phone.locator(".pad")).to_have_attribute("data-deals", "3")
    for deal in DEALS[3:]:
        enter(phone, deal)
    expect(phone.locator(".pad .match-over")).to_be_visible()
    code = phone.url.split("pad=")[1].split("&")[0]
    with urllib.request.urlopen(f"{server}/api/pads/{code}") as answer:
        state = json.load(answer)
    lines = iter([d[0] for d in DEALS] + ["quit"])
    terminal = run_scorepad(bc.new_match("rubber"), lambda _: next(lines), lambda _: None)
    assert state["match"]["sheet"] == terminal.sheet.to_dict()
    read = phone.get_by_label("Reading link (share it: it cannot enter results)").input_value()
    phone.goto(read)
    expect(phone.get_by_role("region", name="pad sheet")).to_be_visible()
    expect(phone.get_by_role("region", name="next deal")).to_have_count(0)
    assert phone.get_by_role("table", name="score sheet").count() == 1
