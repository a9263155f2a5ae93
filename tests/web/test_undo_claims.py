"""At the table against the computer: Undo takes back the person's card and the
computers' replies after it; a claim is answered in view, with the reason, and an
accepted claim ends the deal with the claimed tricks counted."""

from __future__ import annotations

import contextlib
import re

from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import Page, expect

from tests.web.player import ACTIONS, CORNER, create_table, wait_for_table


def drawn(page: Page) -> tuple[int, int, str]:
    """The version, the cards played and the phase the page shows."""
    table = page.locator(".table-page")
    return (int(table.get_attribute("data-version") or 0),
            int(table.get_attribute("data-played") or 0),
            table.get_attribute("data-phase") or "")


#: The auction is over (or the deal), or South is to call.
AUCTION_DONE_OR_MINE = """() => {
  const table = document.querySelector(".table-page");
  return table && (table.dataset.phase !== "auction" || document.querySelector(".after-deal")
    || document.querySelector(".status.mine"));
}"""


def my_turn(page: Page) -> None:
    expect(page.locator(".status.mine")).to_be_visible(timeout=30_000)


def call(page: Page, name: str) -> None:
    """Make a call and wait for the server's answer (the page's version moves on)."""
    version = drawn(page)[0]
    page.get_by_role("button", name=name).click()
    expect(page.locator(".table-page")).not_to_have_attribute("data-version", str(version))


def test_undo_takes_back_a_card_and_the_computers_replies(page: Page, server: str) -> None:
    for _ in range(6):
        create_table(page, server, "duplicate")
        wait_for_table(page)
        while True:                      # South passes; the computers bid and play
            page.wait_for_function(AUCTION_DONE_OR_MINE, timeout=30_000)
            if drawn(page)[2] != "auction" or page.locator(".after-deal").count():
                break
            call(page, "Pass")
        dummy = "by North" in page.locator(".info-bar").inner_text()
        if page.locator(".after-deal").count() or dummy:
            continue                     # passed out, or South is dummy: another deal
        for _ in range(13):
            my_turn(page)
            version, played, _ = drawn(page)
            hand = page.locator(".seat-bottom button[data-action]:enabled")
            card = hand.first.get_attribute("data-action")
            hand.first.click(position=CORNER)
            expect(page.locator(".table-page")).not_to_have_attribute(
                "data-version", str(version))
            my_turn(page)
            if played and drawn(page)[1] >= played + 2:   # computers replied to a card
                break                    # (not the opening lead: it showed dummy)
        expect(page.get_by_role("button", name="Undo")).to_be_visible()
        page.get_by_role("button", name="Undo").click()
        expect(page.locator(".table-page")).to_have_attribute("data-version", str(version))
        assert drawn(page)[1] == played
        expect(page.locator(f".seat-bottom button[data-action='{card}']")).to_be_enabled()
        return
    raise AssertionError("six deals passed out")


def test_a_claim_is_answered_in_view(page: Page, server: str) -> None:
    create_table(page, server, "duplicate")
    wait_for_table(page)
    my_turn(page)
    call(page, "Bid 7NT")
    while True:
        page.wait_for_function(AUCTION_DONE_OR_MINE, timeout=30_000)
        if page.locator(".after-deal").count():
            return                                  # doubled and redoubled out of it
        if drawn(page)[2] != "auction":
            break
        call(page, "Pass")
    expect(page.get_by_role("button", name="Claim")).to_be_visible(timeout=30_000)
    page.get_by_label("Tricks to claim").select_option("13")
    page.get_by_role("button", name="Claim").click()
    note = page.locator(".claim-note")
    expect(note).to_contain_text(re.compile(r"(accepts|rejects) the claim"), timeout=30_000)
    expect(note).to_contain_text(re.compile(r"claim (of \d+ )?(holds|fails)"))
    if "rejects" in note.inner_text():
        expect(note).to_contain_text("play on")
        expect(page.locator(".after-deal")).to_have_count(0)
        play_on_and_claim_late(page)
    expect(page.locator(".after-deal")).to_be_visible(timeout=30_000)
    won = page.locator(".tricks-won").inner_text()
    counts = [int(n) for n in re.findall(r"\d+", won)]
    assert sum(counts) == 13, won               # the claimed tricks counted


def play_on_and_claim_late(page: Page) -> None:
    """Play on until two tricks are left, then claim one of them (the computer checks a
    claim against every lay-out only when few are left); either answer is seen."""
    note = page.locator(".claim-note")
    for _ in range(600):
        if page.locator(".after-deal").count():
            return
        options = page.locator("#claim-count option")
        if page.get_by_role("button", name="Claim").count() and options.count() <= 2:
            page.get_by_label("Tricks to claim").select_option("1")
            page.get_by_role("button", name="Claim").click()
            expect(note).to_contain_text(re.compile(r"You claim 1 .*(accepts|rejects) the claim"),
                                         timeout=30_000)
            if "accepts" in note.inner_text():
                return
        with contextlib.suppress(PlaywrightError):
            page.locator(ACTIONS).first.click(timeout=2_000, position=CORNER)
        page.wait_for_timeout(100)
