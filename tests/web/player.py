"""A person at the page: makes a table in the lobby and plays by clicking, always the first
legal card or call the page offers (the buttons the page enables, found by role and name in
the table area), until the deal has its score."""

from __future__ import annotations

import json
import re
import time
import urllib.request
from typing import Any

from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import Frame, Page, Position, expect

#: The buttons that act at the table: cards and the bidding box (not claim, undo, hint).
ACTIONS = ".compass button[data-action]:enabled"


def create_table(page: Page, server: str, variant: str, *, friend: str | None = None,
                 level: str = "beginner") -> None:
    """In the lobby: choose the game, the computer's level, perhaps a friend's seat, create."""
    page.goto(f"{server}/")
    page.get_by_label("Game", exact=True).select_option(variant)
    page.get_by_label("Computer level").select_option(level)
    if friend is not None:
        page.get_by_label(f"Who sits {friend}").select_option("friend")
    page.get_by_role("button", name="Create the table").click()


def wait_for_table(page: Page) -> None:
    expect(page.locator(".compass")).to_be_visible(timeout=20_000)


def next_deal(page: Page | Frame) -> None:
    """Click "Next deal" and wait until the next deal is drawn: the last deal's end stays
    on the page until the server's next deal arrives, and a look before then sees it."""
    table = page.locator(".table-page")
    number = int(table.get_attribute("data-deal") or 0)
    page.get_by_role("button", name="Next deal").click()
    expect(table).to_have_attribute("data-deal", str(number + 1), timeout=20_000)
    expect(page.locator(".compass")).to_be_visible(timeout=20_000)


#: What the page offers at the table, beside the seat's view as the server gives it now.
OFFERED = """async () => {
  const token = new URLSearchParams(location.search).get("token");
  const table = location.pathname.split("/")[2];
  const answer = await fetch(`/api/tables/${table}/view`,
                             {headers: {Authorization: `Bearer ${token}`}});
  const msg = await answer.json();
  const drawn = document.querySelector(".table-page");
  const offered = [...document.querySelectorAll(".compass [data-action]:not([disabled])")]
    .map((b) => b.dataset.action);
  return {version: msg.version, deal: msg.deal_number, legal: msg.view.legal_actions, offered,
          drawnVersion: Number(drawn.dataset.version), drawnDeal: Number(drawn.dataset.deal),
          pending: drawn.classList.contains("pending")};
}"""
#: Where a person taps a card of an overlapping fan (its top-left corner, the part that
#: shows), and any button.
CORNER: Position = {"x": 6, "y": 14}
TOOLS = re.compile(r"^(claim \d+|concede|undo)$")


def check_offered(page: Page) -> bool:
    """When the page shows the server's current view, it offers exactly the legal cards and
    calls (claims, concessions and undo are the tools below the table). Whether it checked."""
    seen = page.evaluate(OFFERED)
    if seen["pending"] or (seen["version"], seen["deal"]) != (seen["drawnVersion"],
                                                            seen["drawnDeal"]):
        return False
    legal = {a for a in seen["legal"] if not TOOLS.match(a)}
    assert sorted(seen["offered"]) == sorted(legal), seen
    return True


def play_until_over(page: Page, timeout: float = 120, stop_after: int | None = None,
                    check: bool = False) -> int:
    """Click the first legal action each turn until the deal is over (or ``stop_after``
    clicks); return the number of clicks. With ``check``, before each click the page's
    offer is compared with the legal actions (``check_offered``)."""
    deadline = time.monotonic() + timeout
    clicks = checked = 0
    while time.monotonic() < deadline:
        if page.locator(".after-deal").count():
            assert not check or checked or not clicks, "the offer was never compared with the view"
            return clicks
        if stop_after is not None and clicks >= stop_after:
            return clicks
        button = page.locator(ACTIONS).first
        try:
            if button.count():
                if check:
                    checked += check_offered(page)
                button.click(timeout=2_000, position=CORNER)
                clicks += 1
                continue
        except PlaywrightError:
            pass  # the table was drawn again under the click: look again
        page.wait_for_timeout(50)
    raise AssertionError(f"the deal did not end in {timeout} s ({clicks} clicks); "
                         f"status: {page.locator('.status').inner_text()}")


def deal_score(page: Page) -> str:
    """The deal's result line, once it is over: contract, tricks and each column's score."""
    result = page.locator(".after-deal .result")
    expect(result).to_be_visible()
    text = result.inner_text()
    assert re.search(r"[+-]?\d", text) or "Passed out" in text, text
    return text


class Friend:
    """A person at a seat who acts through the REST surface, with the seat's token."""

    def __init__(self, server: str, table: str, token: str) -> None:
        self.server, self.table, self.token = server, table, token

    @classmethod
    def from_link(cls, server: str, link: str) -> Friend:
        table, token = link.split("/t/")[1].split("?token=")
        return cls(server, table, token)

    def _ask(self, path: str, body: dict[str, Any] | None = None) -> Any:
        headers = {"Authorization": f"Bearer {self.token}", "Content-Type": "application/json"}
        data = None if body is None else json.dumps(body).encode()
        with urllib.request.urlopen(urllib.request.Request(
                f"{self.server}/api/tables/{self.table}/{path}", data=data,
                headers=headers)) as answer:
            return json.load(answer)

    def view(self) -> Any:
        """The seat's ``view`` message now."""
        return self._ask("view")

    def act(self, action: str) -> Any:
        """Take ``action`` at the table's current version."""
        return self._ask("actions", {"action": action, "version": self.view()["version"]})


def new_friends_table(server: str, variant: str, options: dict[str, Any],
                      players: str = "NESW") -> dict[str, str]:
    """A table of people only (made through the API): each seat's link."""
    body = json.dumps({"variant": variant, "options": options,
                       "seats": dict.fromkeys(players, "human")}).encode()
    with urllib.request.urlopen(urllib.request.Request(
            f"{server}/api/tables", data=body,
            headers={"Content-Type": "application/json"})) as answer:
        links: dict[str, str] = json.load(answer)["links"]
    return links
