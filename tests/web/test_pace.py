"""The pace of the table: a finished trick stays in view about a second at the default
pause (or until a tap), the computers' cards come one at a time, and a tap goes on."""

from __future__ import annotations

import contextlib

from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import Page, expect

from tests.web.player import ACTIONS, CORNER, create_table, wait_for_table

#: Every ~15 ms: how long each finished trick (its winner shown) stays in the centre.
WATCH = """() => {
  window.__held = [];
  let since = null, key = null;
  setInterval(() => {
    const won = document.querySelector(".centre .trick-winner");
    const now = performance.now();
    const trick = won ? document.querySelector(".centre .trick").getAttribute("aria-label") : null;
    if (trick !== key) {
      const shown = document.querySelector(".centre .trick");
      const next = shown ? shown.getAttribute("aria-label") || "" : "";
      if (key !== null) window.__held.push({ms: now - since, next});
      key = trick; since = now;
    }
  }, 15);
}"""


def computers_lead_after(held: list[dict[str, object]]) -> list[float]:
    """How long each finished trick stayed when a computer led next (when South leads,
    her own click replaces the trick: that is her tap)."""
    return [float(str(h["ms"])) for h in held
            if str(h["next"]).startswith("trick: ") and
            not str(h["next"]).startswith("trick: South")]


def test_a_finished_trick_stays_in_view_at_the_default_pace(paced_page: Page,
                                                            server: str) -> None:
    page = paced_page
    create_table(page, server, "rubber", level="beginner")
    wait_for_table(page)
    expect(page.get_by_label("Pause after a trick")).to_have_value("1")
    page.evaluate(WATCH)
    measured: list[float] = []
    for _ in range(1200):
        if len(measured) >= 3:
            break
        if page.locator("#next-deal").count():     # passed out, or the deal over
            page.locator("#next-deal").click()
            page.wait_for_timeout(300)
            continue
        button = page.locator(ACTIONS).first
        if button.count():
            with contextlib.suppress(PlaywrightError):  # drawn again under the click
                button.click(timeout=2_000, position=CORNER)
        page.wait_for_timeout(100)
        measured = computers_lead_after(page.evaluate("window.__held"))
    assert len(measured) >= 3 and all(ms >= 800 for ms in measured), measured
