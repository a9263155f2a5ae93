"""A person plays a whole deal of every variant against the computer, by clicking."""

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
    score = deal_score(page)
    assert score
    expect(page.locator("#panel-sheet")).to_be_visible()
    expect(page.get_by_role("button", name="Next deal")).to_be_visible()
