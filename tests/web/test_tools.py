"""The lobby's form comes from the declared options; at the table, alerts and explanations,
undo, hints and the Memory Help Form."""

from __future__ import annotations

import json
import urllib.request

from playwright.sync_api import Page, expect

from tests.web.player import Friend, play_until_over, wait_for_table

HIDDEN = {"variant", "game_options", "seed", "situation", "people"}


def test_the_lobby_form_is_the_declared_options(page: Page, server: str) -> None:
    with urllib.request.urlopen(f"{server}/api/variants") as answer:
        variants = json.load(answer)
    page.goto(f"{server}/")
    for variant in variants:
        page.get_by_label("Game", exact=True).select_option(variant["id"])
        for seat in variant["players"]:
            expect(page.locator(f"[data-seat='{seat}']")).to_have_count(1)
        kind = variant["match_kinds"][0]
        for option in kind["options"]:
            field = page.locator(f"#match-options [name='{option['name']}']")
            shown = option["name"] not in HIDDEN and option["kind"] != "object"
            expect(field).to_have_count(1 if shown else 0)
            if shown and option.get("choices"):
                values = field.locator("option").evaluate_all(
                    "els => els.map((e) => e.value).filter(Boolean)")
                assert values == option["choices"], (variant["id"], option, values)


def act(server: str, link: str, action: str) -> None:
    """A friend's call, through the REST surface with the seat's token from its link."""
    Friend.from_link(server, link).act(action)


def test_alerts_explanations_undo_hint_and_memory_help(page: Page, server: str) -> None:
    page.goto(f"{server}/")
    page.get_by_label("Game", exact=True).select_option("duplicate")
    for seat in ("North", "East", "West"):  # friends, who call through the API here
        page.get_by_label(f"Who sits {seat}").select_option("friend")
    page.get_by_label("memory help").check()
    page.get_by_role("button", name="Create the table").click()
    links = {seat: page.get_by_label(f"Link for {name}", exact=True).input_value()
             for seat, name in (("N", "North"), ("E", "East"), ("W", "West"))}
    page.get_by_role("link", name="Go to my seat (South)").click()
    wait_for_table(page)
    expect(page.locator(".status")).to_contain_text("North to call")
    expect(page.locator(".seat-top .seat-name")).to_contain_text("friend")
    act(server, links["N"], "P")
    act(server, links["E"], "P")
    expect(page.locator(".status")).to_contain_text("Your turn")

    page.get_by_role("button", name="Hint").click()
    expect(page.locator("#panel-hint")).to_contain_text("Suggested")

    page.get_by_text("Alert or explain my call").click()
    page.get_by_label("Alert", exact=True).check()
    page.get_by_label("Explanation").fill("Precision: 16+ points")
    page.get_by_role("button", name="Bid 1C").click()
    expect(page.locator(".status")).to_contain_text("West to call")
    page.get_by_role("button", name="Undo").click()
    expect(page.locator(".status")).to_contain_text("Your turn")
    expect(page.get_by_role("button", name="Bid 1C")).to_be_enabled()

    page.get_by_text("Alert or explain my call").click()
    page.get_by_label("Alert", exact=True).check()
    page.get_by_label("Explanation").fill("Precision: 16+ points")
    page.get_by_role("button", name="Bid 1C").click()
    expect(page.locator(".status")).to_contain_text("West to call")
    note = page.get_by_role("button", name="South: 1C, alerted, Precision: 16+ points")
    expect(note).to_be_visible()
    expect(note).to_have_attribute("title", "Precision: 16+ points")
    note.click()  # a tap shows the explanation
    expect(page.locator(".auction .note")).to_have_text("Precision: 16+ points")

    page.locator("#panel-memory-help summary").click()
    expect(page.locator(".mh-bidding")).to_contain_text("1")


def test_a_match_to_its_end(page: Page, server: str) -> None:
    page.goto(f"{server}/")
    page.get_by_label("Game", exact=True).select_option("minibridge")
    page.get_by_label("Computer level").select_option("beginner")
    page.locator("#match-options [name='deals']").fill("1")
    page.get_by_role("button", name="Create the table").click()
    wait_for_table(page)
    play_until_over(page)
    for deal in range(2, 6):  # a thrown-in deal (20-20 points) is dealt again
        if not page.get_by_role("button", name="Next deal").count():
            break
        page.get_by_role("button", name="Next deal").click()
        expect(page.locator(".table-page")).to_have_attribute("data-deal", str(deal))
        play_until_over(page)
    expect(page.locator(".after-deal")).to_contain_text("The match is over")
    expect(page.get_by_role("button", name="Next deal")).to_have_count(0)
    expect(page.get_by_role("table", name="score sheet")).to_contain_text("Total")
