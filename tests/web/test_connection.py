"""The page says when the connection is lost and when it is back, and carries on: the
server is killed (SIGKILL) mid-deal and started again on the same database."""

from __future__ import annotations

from pathlib import Path

from playwright.sync_api import Page, expect

from tests.web.conftest import free_port, start_server
from tests.web.player import create_table, deal_score, play_until_over, wait_for_table


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
        process = start_server(port, tmp_path)
        expect(page.locator("#connection")).to_have_text("Connection back", timeout=20_000)
        again = int(page.locator(".table-page").get_attribute("data-version") or 0)
        assert again >= version
        play_until_over(page)
        deal_score(page)
    finally:
        process.kill()
        process.wait(10)
