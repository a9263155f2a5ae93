"""Two people at one table: the lobby gives the friend's link, both play from their browsers."""

from __future__ import annotations

import time

from playwright.sync_api import Browser, Error, expect

from tests.web.player import ACTIONS, CORNER, create_table, deal_score, wait_for_table


def test_two_browser_contexts_share_a_table_by_link(browser: Browser, server: str) -> None:
    host = browser.new_context(viewport={"width": 1280, "height": 900})
    guest = browser.new_context(viewport={"width": 1280, "height": 900})
    try:
        me = host.new_page()
        create_table(me, server, "duplicate", friend="North")
        link = me.get_by_label("Link for North", exact=True).input_value()
        assert "/t/" in link and "token=" in link
        me.get_by_role("link", name="Go to my seat (South)").click()
        wait_for_table(me)
        friend = guest.new_page()
        friend.goto(link)
        wait_for_table(friend)
        expect(friend.locator(".seat-bottom .seat-name")).to_contain_text("You, North")
        expect(me.locator(".seat-top .seat-name")).to_contain_text("North, friend")

        deadline = time.monotonic() + 180
        clicks = {"S": 0, "N": 0}
        while not (me.locator(".after-deal").count() and friend.locator(".after-deal").count()):
            assert time.monotonic() < deadline, "the deal did not end"
            acted = False
            for seat, page in (("S", me), ("N", friend)):
                button = page.locator(ACTIONS).first
                try:
                    if button.count():
                        button.click(timeout=2_000, position=CORNER)
                        clicks[seat] += 1
                        acted = True
                except Error:
                    pass
            if not acted:
                me.wait_for_timeout(50)
        assert clicks["S"] and clicks["N"], clicks
        assert deal_score(me) == deal_score(friend)
    finally:
        host.close()
        guest.close()
