"""A person plays a whole deal of every variant against the computer, by clicking; the
page offers exactly the legal cards and calls at every turn; the finished deal replays."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from bridgeclub import variant_names
from tests.web.player import create_table, deal_score, play_until_over, wait_for_table


@pytest.mark.parametrize("variant", variant_names())
def test_a_whole_deal_of_every_variant(page: Page, server: str, variant: str) -> None:
    create_table(page, server, variant)
    wait_for_table(page)
    expect(page.locator(".status")).not_to_be_empty()
    play_until_over(page, check=True)
    assert deal_score(page)
    expect(page.get_by_role("table", name="score sheet")).to_be_visible()
    expect(page.get_by_role("button", name="Next deal")).to_be_visible()

    page.locator("#panel-history summary").click()
    page.get_by_role("button", name="Replay deal 1").click()
    replay = page.get_by_role("dialog", name="Replay of deal 1")
    total = int(replay.locator(".replay-where").inner_text().split("/")[1])
    for _ in range(3):
        replay.get_by_role("button", name="Step forward").click()
    expect(replay.locator(".replay-where")).to_have_text(f"3 / {total}")
    replay.get_by_role("button", name="Last step").click()
    expect(replay.locator(".result")).to_be_visible()
