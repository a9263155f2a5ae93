"""The page says when the connection is lost and when it is back, and carries on: the
server is killed (SIGKILL) mid-deal and started again on the same database. An action
while down is refused in words; the page is back within a second or so of the server."""

from __future__ import annotations

import time
from pathlib import Path

from playwright.sync_api import Page, expect

from tests.web.conftest import free_port, start_server
from tests.web.player import (
    ACTIONS,
    CORNER,
    create_table,
    deal_score,
    play_until_over,
    wait_for_table,
)


def test_connection_lost_and_back(page: Page, tmp_path: Path) -> None:
    port = free_port(8260)
    url = f"http://127.0.0.1:{port}"
    process = start_server(port, tmp_path)
    try:
        create_table(page, url, "duplicate")
        wait_for_table(page)
        expect(page.locator("#connection")).to_have_text("Connected")
        play_until_over(page, stop_after=4)
        version = int(page.locator(".table-page").get_attribute("data-version") or 0)
        process.kill()
        process.wait(10)
        expect(page.locator("#connection")).to_contain_text("Connection lost", timeout=10_000)
        action = page.locator(ACTIONS).first
        if action.count():                    # acting while down is refused in words
            action.click(position=CORNER)
            expect(page.locator(".error-note")).to_contain_text("Not connected: your")
        process = start_server(port, tmp_path)
        started = time.monotonic()
        # the page polls every second while down and reconnects as soon as it answers
        expect(page.locator("#connection")).to_have_text("Connection back", timeout=5_000)
        assert time.monotonic() - started < 2.5
        expect(page.locator(".error-note")).to_have_count(0)
        again = int(page.locator(".table-page").get_attribute("data-version") or 0)
        assert again >= version
        play_until_over(page)
        deal_score(page)
    finally:
        process.kill()
        process.wait(10)
