"""A person plays a whole deal of every variant against the computer, by clicking; the
page offers exactly the legal cards and calls at every turn; the finished deal replays."""

from __future__ import annotations

import pytest
from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import Page, expect

from bridgeclub import variant_names
from tests.web.player import (
    create_table,
    deal_score,
    next_deal,
    play_until_over,
    wait_for_table,
)


@pytest.mark.parametrize("variant", variant_names())
def test_a_whole_deal_of_every_variant(page: Page, server: str, variant: str) -> None:
    create_table(page, server, variant)
    wait_for_table(page)
    expect(page.locator(".status")).not_to_be_empty()
    number = None
    for _ in range(5):    # a redeal (MiniBridge's 20-20, four passes) has nothing to replay
        play_until_over(page, check=True)
        assert deal_score(page)
        expect(page.get_by_role("table", name="score sheet")).to_be_visible()
        expect(page.get_by_role("button", name="Next deal")).to_be_visible()
        replay_buttons = page.locator("#panel-history button[data-replay]")
        for _ in range(3):    # a click on the summary while the page redraws is lost: again
            if not page.locator("#panel-history[open]").count():
                page.locator("#panel-history summary").click()
            try:
                replay_buttons.first.wait_for(timeout=5_000)
                break
            except PlaywrightError:
                pass
        if replay_buttons.count():
            number = replay_buttons.first.get_attribute("data-replay")
            break
        next_deal(page)
    assert number, "no deal to replay in five deals"
    page.get_by_role("button", name=f"Replay deal {number}").click()
    replay = page.get_by_role("dialog", name=f"Replay of deal {number}")
    total = int(replay.locator(".replay-where").inner_text().split("/")[1])
    for _ in range(3):
        replay.get_by_role("button", name="Step forward").click()
    expect(replay.locator(".replay-where")).to_have_text(f"3 / {total}")
    replay.get_by_role("button", name="Last step").click()
    expect(replay.locator(".result")).to_be_visible()
