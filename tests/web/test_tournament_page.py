"""Tournaments with the computer in Debian's Chromium against the real server (issue 25):
two entrants play a 4-board duplicate tournament and a 4-board MiniBridge tournament by
clicking at their own tables (framed in the tournament page); each sees the other's result
on the traveller and replays the other's play; the ranking the page shows equals what
``bridgeclub event score`` makes of the published PBN; the projector shows the boards."""

from __future__ import annotations

import json
import subprocess
import sys
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any, cast

import pytest
from playwright.sync_api import Browser, Frame, Page, expect

from tests.web.conftest import FAST, free_port, start_server
from tests.web.player import next_deal, play_until_over
from tests.web.test_phone_layout import HAND_STRIPS

BOARDS = 4


@pytest.fixture(scope="module")
def tournament_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """``bridgeclub serve`` on a fresh SQLite data folder (ports 8390 and up)."""
    port = free_port(8390)
    process = start_server(port, tmp_path_factory.mktemp("tournament-server"))
    yield f"http://127.0.0.1:{port}"
    process.kill()
    process.wait(10)


def post(url: str, body: dict[str, Any], token: str | None = None) -> dict[str, Any]:
    headers = {"Content-Type": "application/json"}
    if token:
        headers["Authorization"] = f"Bearer {token}"
    request = urllib.request.Request(url, json.dumps(body).encode(), headers, method="POST")
    with urllib.request.urlopen(request, timeout=30) as answer:
        return cast(dict[str, Any], json.loads(answer.read()))


def table_of(page: Page) -> Frame:
    frame = page.locator("iframe.tn-frame").element_handle(timeout=20_000).content_frame()
    assert frame is not None
    expect(frame.locator(".compass")).to_be_visible(timeout=20_000)
    return frame


def fast_page(browser: Browser) -> Page:
    """A desktop page whose table holds no finished trick (the pace has its own test)."""
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    context.add_init_script(FAST)
    return context.new_page()


def enter_and_play(page: Page, server: str, link: str, name: str, boards: int = BOARDS
                   ) -> None:
    """Enter by name and play every board by clicking, the next deal after each."""
    page.goto(server + link)
    page.get_by_label("Your name").fill(name)
    page.get_by_role("button", name="Enter and play").click()
    for board in range(1, boards + 1):
        frame = table_of(page)
        play_until_over(cast(Page, frame), timeout=180)
        # the field's traveller of the board just played opens beside the table
        expect(page.get_by_label(f"traveller of board {board}")).to_be_visible(timeout=20_000)
        if board < boards:
            next_deal(frame)
    expect(page.get_by_text(f"All {boards} boards played")).to_be_visible(timeout=20_000)


def ranking_shown(page: Page) -> list[tuple[str, str]]:
    """(name, % or IMPs) of each line of the page's ranking, best first."""
    rows = page.locator(".ranking tbody tr")
    out = []
    for i in range(rows.count()):
        cells = rows.nth(i).locator("td").all_inner_texts()
        out.append((cells[1], cells[3] if len(cells) == 5 else cells[2]))
    return out


def event_score(server: str, tournament: str, folder: Path) -> list[tuple[str, str]]:
    """``bridgeclub event score`` of the published PBN: the entrants' lines."""
    path = folder / f"{tournament}.pbn"
    with urllib.request.urlopen(f"{server}/api/tournaments/{tournament}/results.pbn",
                                timeout=60) as answer:
        path.write_bytes(answer.read())
    printed = subprocess.run([sys.executable, "-m", "bridgeclub", "event", "score",
                              str(path)], capture_output=True, text=True, check=True).stdout
    lines = []
    for line in printed.splitlines()[1:]:
        _place, pair, value, *names = line.split()
        if int(pair) < 10_000:               # the computers' "pairs" are not ranked
            lines.append((" ".join(names), value))
    return lines


@pytest.mark.parametrize(("variant", "scoring"), [("duplicate", "MP"),
                                                  ("minibridge", "MP")])
def test_two_entrants_play_and_compare(browser: Browser, tournament_server: str,
                                       tmp_path: Path, variant: str, scoring: str) -> None:
    server = tournament_server
    made = post(f"{server}/api/tournaments", {
        "name": f"Two of us ({variant})", "variant": variant, "scoring": scoring,
        "boards": BOARDS, "level": "beginner", "seed": 25})
    tid = made["tournament"]
    ann, bob = (fast_page(browser) for _ in range(2))
    try:
        enter_and_play(ann, server, made["link"], "Ann")
        enter_and_play(bob, server, made["link"], "Bob")

        # Bob sees Ann's result on each board and replays her play
        bob.get_by_role("tab", name="Board 1").click()
        traveller = bob.get_by_label("traveller of board 1")
        expect(traveller).to_contain_text("Ann")
        expect(traveller).to_contain_text("Bob")
        traveller.get_by_role("button", name="Replay Ann's board").click()
        replay = bob.get_by_role("region", name="Replay of a board")
        expect(replay).to_contain_text("Ann's board 1")
        replay.get_by_role("button", name="First step").click()
        expect(replay.locator(".replay-where")).to_contain_text("0 /")
        replay.get_by_role("button", name="Step forward").click()
        expect(replay.locator(".replay-where")).to_contain_text("1 /")

        # Ann's page, live: Bob's result came into the traveller she has open
        expect(ann.get_by_label(f"traveller of board {BOARDS}")).to_contain_text(
            "Bob", timeout=20_000)
        ann.get_by_role("tab", name="Board 2").click()
        ann.get_by_label("traveller of board 2").get_by_role(
            "button", name="Replay Bob's board").click()
        expect(ann.get_by_role("region", name="Replay of a board")).to_contain_text("Bob's board 2")

        post(f"{server}/api/tournaments/{tid}/close", {}, made["teacher_token"])
        ann.reload()
        expect(ann.locator(".ranking tbody tr")).to_have_count(2)
        assert ranking_shown(ann) == event_score(server, tid, tmp_path)

        # a pupil's phone, after closing: the traveller's rows fit, Replay button and all
        phone = browser.new_context(viewport={"width": 390, "height": 844}, is_mobile=True,
                                    has_touch=True)
        small = phone.new_page()
        small.goto(server + made["link"])
        small.get_by_role("tab", name="Board 1").click()
        replay_button = small.get_by_label("traveller of board 1").get_by_role(
            "button", name="Replay Ann's board")
        expect(replay_button).to_be_visible()
        box, card = replay_button.bounding_box(), small.locator(".tn-scroll").bounding_box()
        assert box and card and box["x"] + box["width"] <= card["x"] + card["width"], \
            "the Replay button is cut off on a phone"
        phone.close()

        # the projector, after closing, for anyone with the link: board by board
        bob.goto(f"{server}/tournament/{tid}/projector")
        expect(bob.get_by_label("traveller of board 1")).to_contain_text("Ann")
        bob.get_by_role("button", name="Next board").click()
        expect(bob.get_by_label("traveller of board 2")).to_contain_text("Bob")
    finally:
        ann.context.close()
        bob.context.close()


def test_the_teacher_makes_new_links_and_an_old_one_says_so(browser: Browser,
                                                             tournament_server: str) -> None:
    """New links from the teacher's page: the pupil's open page is told her link was
    replaced (and opening it again says so); her new link, from the teacher's table of
    who played what, opens her page."""
    server = tournament_server
    made = post(f"{server}/api/tournaments", {
        "name": "Class 5C", "variant": "minibridge", "boards": 1, "level": "beginner",
        "group": "5C", "seed": 4})
    teacher, ann = fast_page(browser), fast_page(browser)
    try:
        ann.goto(server + made["link"])
        ann.get_by_label("Your name").fill("Ann")
        ann.get_by_role("button", name="Enter and play").click()
        table_of(ann)
        teacher.goto(server + made["teacher_link"])
        grid = teacher.get_by_label("who has played which board")
        expect(grid).to_contain_text("Ann")
        old_link = grid.get_by_role("link", name="Ann").get_attribute("href")
        teacher.once("dialog", lambda dialog: dialog.accept())
        teacher.get_by_role("button", name="New links").click()
        teacher.wait_for_url(lambda url: made["teacher_token"] not in url)
        refusal = "this link was replaced by a new one: ask the tournament's teacher for it"
        expect(ann.get_by_role("alert")).to_have_text(refusal, timeout=10_000)
        ann.reload()
        expect(ann.get_by_role("alert")).to_have_text(refusal)
        new_link = teacher.get_by_label("who has played which board").get_by_role(
            "link", name="Ann").get_attribute("href")
        assert new_link and new_link != old_link
        ann.goto(server + new_link)
        expect(ann.locator(".tn-me")).to_contain_text("Ann")
    finally:
        teacher.context.close()
        ann.context.close()


def test_a_short_ez_bridge_tournament_by_clicking(browser: Browser, tournament_server: str
                                                  ) -> None:
    """Two entrants play a 2-board EZ-Bridge tournament made on the page's form: each
    board is one hand at her table (the match ends after the boards, not at a Game's
    points), and the traveller compares both by EZ-Bridge's points."""
    server = tournament_server
    teacher, ann, bob = (fast_page(browser) for _ in range(3))
    try:
        teacher.goto(f"{server}/tournament")
        form = teacher.get_by_role("form", name="new tournament")
        form.get_by_label("Name", exact=True).fill("EZ Tuesday")
        form.get_by_label("Game").select_option("ez-bridge")
        expect(form.get_by_label("Scoring")).to_have_value("MP")
        form.get_by_label("Boards").fill("2")
        form.get_by_label("Computers").select_option("beginner")
        form.get_by_role("button", name="Make the tournament").click()
        link = teacher.locator("#tn-pupils").input_value(timeout=20_000)
        assert "/tournament/" in link
        enter_and_play(ann, server, link.removeprefix(server), "Ann", boards=2)
        enter_and_play(bob, server, link.removeprefix(server), "Bob", boards=2)
        # the table ended with the boards: no next deal
        expect(table_of(bob).get_by_role("button", name="Next deal")).to_have_count(0)
        for page, other in ((bob, "Ann"), (ann, "Bob")):
            page.get_by_role("tab", name="Board 1").click()
            expect(page.get_by_label("traveller of board 1")).to_contain_text(
                other, timeout=20_000)
        grid = teacher.get_by_label("who has played which board")
        expect(grid.locator("td.yes")).to_have_count(4, timeout=20_000)
        expect(teacher.locator(".ranking tbody tr")).to_have_count(2)
        total = sum(float(score) for _, score in ranking_shown(teacher))
        assert total == 100.0                 # two entrants on the same boards: 100% between them
    finally:
        for page in (teacher, ann, bob):
            page.context.close()


#: Whether every card on the table lies inside the felt.
CARDS_ON_THE_FELT = """() => {
  const felt = document.querySelector(".compass").getBoundingClientRect();
  return [...document.querySelectorAll(".compass .card")].every((card) => {
    const r = card.getBoundingClientRect();
    return r.left >= felt.left - 1 && r.right <= felt.right + 1;
  });
}"""


def test_a_pupil_on_a_phone_plays_at_the_full_table(browser: Browser,
                                                    tournament_server: str) -> None:
    """On a phone the tournament's page frames no table: a tap opens her table, the same
    full table as anywhere (cards as wide as at any table, every card on the felt, the
    page's own scrolling), with the tournament's name and the way back above it; back on
    the tournament's page, the field's traveller of the board she played and her next."""
    server = tournament_server
    made = post(f"{server}/api/tournaments", {
        "name": "Class 6A", "variant": "duplicate", "scoring": "MP", "boards": 2,
        "level": "beginner", "group": "6A", "seed": 6})
    context = browser.new_context(viewport={"width": 390, "height": 844}, is_mobile=True,
                                  has_touch=True, device_scale_factor=2)
    context.add_init_script(FAST)
    page = context.new_page()
    try:
        page.goto(server + made["link"])
        page.get_by_label("Your name").fill("Ann")
        page.get_by_role("button", name="Enter and play").click()
        page.get_by_role("link", name="Play the first board (1 of 2)").click()
        expect(page.locator(".compass")).to_be_visible(timeout=20_000)
        assert page.locator("iframe").count() == 0
        bar = page.get_by_role("navigation", name="tournament")
        expect(bar).to_contain_text("Class 6A")
        expect(bar).to_contain_text("1 of 2")
        strips = page.evaluate(HAND_STRIPS)
        assert strips and min(strips) >= 25.5, strips
        play_until_over(page, timeout=180)
        assert page.evaluate(CARDS_ON_THE_FELT)
        bar.get_by_role("link", name="How the field played board 1").click()
        expect(page.get_by_label("traveller of board 1")).to_contain_text("Ann",
                                                                          timeout=20_000)
        expect(page.get_by_role("link", name="Play board 2 (2 of 2)")).to_be_visible()
    finally:
        context.close()
