"""A small laptop's screen (1024x700), a laptop's (1280x800) and a projector's
(1920x1080): at South's call the whole table is in view without scrolling, her hand and
the whole bidding box included (and Bridge for Two's racks), and the auction never lies
under the box; on a phone (390x844) too for Bridge for Two and 3-Person EZ-Bridge. At
1280x800 the hand once began at 826 px, below the screen; at 1024x700 at 708-738 px, with
EZ-Bridge's bidding box past the bottom (Bridge for Two's at 696 px under racks of three
rows, 3-Person EZ's at 753 px under thirteen rows of bids; on the phone at 777 px)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, Page

from tests.web.conftest import FAST
from tests.web.player import create_table, wait_for_table

#: Where South's hand, the bidding box and the auction are, unscrolled.
PLACES = """() => {
  window.scrollTo(0, 0);
  const rect = (q) => { const e = document.querySelector(q);
    if (!e) return null; const r = e.getBoundingClientRect();
    return {top: r.top, bottom: r.bottom, left: r.left, right: r.right}; };
  const racks = [...document.querySelectorAll(".rack")].map((e) => {
    const r = e.getBoundingClientRect(); return {top: r.top, bottom: r.bottom}; });
  return {hand: rect(".seat-bottom"), box: rect(".bidding-box"), auction: rect(".auction"),
          racks, height: window.innerHeight};
}"""


SCREENS = [(1024, 700), (1280, 800), (1920, 1080)]


@pytest.fixture(params=SCREENS, ids=[f"{w}x{h}" for w, h in SCREENS])
def laptop(browser: Browser, request: pytest.FixtureRequest) -> Iterator[Page]:
    width, height = request.param
    context = browser.new_context(viewport={"width": width, "height": height})
    context.add_init_script(FAST)
    yield context.new_page()
    context.close()


def check_places(page: Page) -> None:
    """At South's call: her hand, the bidding box and the racks all in view unscrolled,
    the auction beside the box or above it, never under it."""
    page.wait_for_function("() => document.querySelector('.status.mine .turn-text')"
                           " && document.querySelector('.bidding-box')", timeout=30_000)
    places = page.evaluate(PLACES)
    hand, box, auction = places["hand"], places["box"], places["auction"]
    assert hand["top"] >= 0 and hand["bottom"] <= places["height"], places
    assert box["top"] >= 0 and box["bottom"] <= places["height"], places
    for rack in places["racks"]:
        assert rack["top"] >= 0 and rack["bottom"] <= places["height"], places
    if auction is not None:            # beside the box or above it, never under it
        assert auction["right"] <= box["left"] + 1 or auction["bottom"] <= box["top"] + 1, \
            places


@pytest.mark.parametrize("variant", ["duplicate", "rubber", "ez-bridge", "bridge-for-two",
                                     "ez-bridge-3"])
def test_a_screen_shows_the_hand_and_the_bidding_box_at_once(laptop: Page, server: str,
                                                              variant: str) -> None:
    create_table(laptop, server, variant)
    wait_for_table(laptop)
    check_places(laptop)


@pytest.mark.parametrize("variant", ["bridge-for-two", "ez-bridge-3"])
def test_a_phone_shows_the_hand_the_box_and_the_racks_unscrolled(browser: Browser,
                                                                 server: str,
                                                                 variant: str) -> None:
    context = browser.new_context(viewport={"width": 390, "height": 844}, is_mobile=True,
                                  has_touch=True, device_scale_factor=2)
    context.add_init_script(FAST)
    try:
        phone = context.new_page()
        create_table(phone, server, variant)
        wait_for_table(phone)
        check_places(phone)
    finally:
        context.close()
