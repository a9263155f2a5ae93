"""The events page in Debian's Chromium against the real server: a director makes an
event on a laptop, two tables' Norths enter results on phones (390x844), and the
director's ranking and travellers update live, without reloading."""

from __future__ import annotations

import json
import subprocess
import sys
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, expect

from bridgeclub.formats import pbn
from bridgeclub.seats import Seat
from tests.web.conftest import free_port, start_server

PHONE: dict[str, Any] = {"viewport": {"width": 390, "height": 844}, "is_mobile": True,
                         "has_touch": True, "device_scale_factor": 2}


@pytest.fixture(scope="module")
def event_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """``bridgeclub serve`` on a fresh SQLite data folder, on this area's ports (8350 and
    up); killed at the end. Chromium is the shared ``browser`` (tests/web/conftest.py)."""
    port = free_port(8350)
    process = start_server(port, tmp_path_factory.mktemp("events-server"))
    yield f"http://127.0.0.1:{port}"
    process.kill()
    process.wait(10)


def a_lead(director: Page, board: int, declarer: str) -> str:
    """A card of the opening leader's hand on ``board`` (a lead is checked against the
    board's deal), read from the event's PBN (once it has results) with the director's
    token."""
    event_id = director.url.split("/e/")[1].split("?")[0]
    token = director.url.split("token=")[1].split("&")[0]
    with urllib.request.urlopen(urllib.request.Request(
            director.url.split("/e/")[0] + f"/api/events/{event_id}/results.pbn",
            headers={"Authorization": f"Bearer {token}"})) as answer:
        records = pbn.loads(answer.read().decode())
    deal = next(r.deal for r in records if r.tags.get("Board") == str(board))
    assert deal is not None
    return str(min(deal[Seat.from_str(declarer).lho].cards, key=str))


def watch(page: Page, errors: list[str]) -> Page:
    page.on("pageerror", lambda error: errors.append(str(error)))
    return page


def directors_form(browser: Browser, event_server: str, errors: list[str], name: str
                   ) -> tuple[BrowserContext, Page]:
    """A director on a laptop at the new event's form, the event's name typed in."""
    desk = browser.new_context(viewport={"width": 1280, "height": 900})
    director = watch(desk.new_page(), errors)
    director.goto(f"{event_server}/e")
    director.fill("input[name=name]", name)
    return desk, director


def enter(north: Page, level: str, strain: str, declarer: str, tricks: int,
          lead: str | None = None) -> None:
    """North taps a result in and confirms it after the server has scored it."""
    north.click(f".levels button[data-value='{level}']")
    north.click(f".strains button[data-value='{strain}']")
    north.click(f".seats button[data-value='{declarer}']")
    north.click(f".tricks button[data-value='{tricks}']")
    if lead:
        north.click(f".suits button[data-value='{lead[0]}']")
        north.click(f".ranks button[data-value='{lead[1]}']")
    north.click("text=Check the score")
    expect(north.locator(".confirm")).to_be_visible()
    north.click(".confirm button.primary")
    expect(north.locator(".confirm")).to_have_count(0)


def test_norths_enter_results_and_the_directors_ranking_updates_live(
        event_server: str, browser: Browser, tmp_path: Path) -> None:
    errors: list[str] = []
    desk, director = directors_form(browser, event_server, errors, "Tuesday pairs")
    director.fill("input[name=tables]", "3")
    director.fill("input[name=boards_per_round]", "2")
    director.fill("textarea[name=names]", "1 Ann Smith - Bob Jones\n4 Cid Brown - Dee White")
    director.click("text=Create the event")
    expect(director.locator("#ev-name")).to_have_text("Tuesday pairs")
    expect(director.locator(".ev-tablelink")).to_have_count(3)
    expect(director.locator("#connection")).to_have_text("live")
    director.evaluate("window.stillHere = true")     # proves no reload later
    links = [director.input_value(f"#link-{t}") for t in (1, 2)]

    phones = [browser.new_context(**PHONE) for _ in links]
    north1, north2 = (watch(phone.new_page(), errors) for phone in phones)
    north1.goto(links[0])
    expect(north1.locator(".north-head h1")).to_have_text("Table 1")
    expect(north1.locator(".round-nav h2")).to_contain_text("Round 1 of 3")
    expect(north1.locator(".pairs")).to_contain_text("Ann Smith - Bob Jones")
    assert north1.viewport_size == {"width": 390, "height": 844}
    width = north1.evaluate("document.documentElement.scrollWidth")
    assert width <= 390, f"the phone page scrolls sideways ({width}px)"

    north1.click(".levels button[data-value='4']")     # no declarer yet: North is told
    north1.click(".strains button[data-value='S']")
    north1.click("text=Check the score")
    expect(north1.locator(".north-entry .error")).to_contain_text("the declarer")
    north1.click(".strains button[data-value='S']")    # un-choose, then enter it all
    north1.click(".levels button[data-value='4']")
    enter(north1, "4", "S", "N", 10)
    expect(director.locator("#ev-travellers")).to_contain_text("420")
    expect(director.locator("#ev-ranking")).to_contain_text("two tables")
    expect(director.locator(".ev-tablelink").first).to_contain_text("1/6 boards")
    enter(north1, "3", "NT", "S", 8)
    expect(north1.locator(".move")).to_contain_text("Round 1 is entered")
    expect(north1.locator(".round-nav h2")).to_contain_text("Round 2 of 3")

    north2.goto(links[1])
    expect(north2.locator(".board-head")).to_contain_text("Board 3")
    north2.screenshot(path=str(tmp_path / "north2.png"))
    enter(north2, "2", "H", "E", 8, a_lead(director, 3, "E"))  # board 3, table 2, round 1
    enter(north1, "2", "H", "E", 9, a_lead(director, 3, "E"))  # table 1, round 2: compared

    ranking = director.locator("#ev-ranking table.ranking tbody tr")
    expect(ranking).to_have_count(5)          # pairs 1, 2, 4, 5 and 6 have played
    token = director.evaluate("new URLSearchParams(location.search).get('token')")
    event = director.evaluate("location.pathname.split('/')[2]")
    served = director.request.get(f"{event_server}/api/events/{event}/ranking",
                                  headers={"Authorization": f"Bearer {token}"}).json()
    shown = [[cell.strip() for cell in row.split("\t")]
             for row in ranking.evaluate_all("rows => rows.map(r => r.innerText)")]
    assert [(line[0], int(line[1])) for line in shown] == \
        [(r["place"], r["pair"]) for r in served["ranking"]]
    assert [line[4] for line in shown] == \
        ["" if r["percent"] is None else f"{r['percent']:.2f}" for r in served["ranking"]]
    assert director.evaluate("window.stillHere") is True
    director.click(".ev-boards button[data-board='3']")
    expect(director.locator(".traveller tbody tr")).to_have_count(2)
    director.screenshot(path=str(tmp_path / "director.png"), full_page=True)
    north1.screenshot(path=str(tmp_path / "north1.png"), full_page=True)
    for context in (desk, *phones):
        context.close()
    assert not errors, errors


def test_a_director_runs_an_individual_from_the_same_page(event_server: str,
                                                          browser: Browser) -> None:
    """Kind "individual" on the director's form: 8 players at 2 tables; each North
    enters by table and round on a phone and the players' ranking fills in live."""
    errors: list[str] = []
    desk, director = directors_form(browser, event_server, errors, "Thursday individual")
    director.select_option("select[name=kind]", "individual")
    director.fill("input[name=tables]", "2")
    director.fill("input[name=boards_per_round]", "2")
    director.fill("textarea[name=names]", "1 Ann Smith")
    director.click("text=Create the event")
    expect(director.locator("#ev-name")).to_have_text("Thursday individual")
    expect(director.locator(".ev-tablelink")).to_have_count(2)
    expect(director.locator("#publish")).to_be_hidden()
    links = [director.input_value(f"#link-{t}") for t in (1, 2)]
    phone = browser.new_context(**PHONE)
    north = watch(phone.new_page(), errors)
    # round 1: both tables play boards 1 and 2 in half sets (table 2 board 2 first)
    for link, tricks, first in zip(links, (10, 9), ("Board 1", "Board 2"), strict=True):
        north.goto(link)
        expect(north.locator(".round-nav h2")).to_contain_text("Round 1 of 7")
        expect(north.locator(".pairs")).to_contain_text("Players")
        expect(north.locator(".board-head")).to_contain_text(first)
        if link == links[1]:        # player 1, Ann Smith, sits at table 1 in round 1
            expect(north.locator(".pairs")).not_to_contain_text("Ann Smith")
        enter(north, "4", "S", "N", tricks)
        enter(north, "3", "NT", "S", tricks - 1)
    ranking = director.locator("#ev-ranking table.ranking tbody tr")
    expect(ranking).to_have_count(8)
    token = director.evaluate("new URLSearchParams(location.search).get('token')")
    event = director.evaluate("location.pathname.split('/')[2]")
    served = director.request.get(f"{event_server}/api/events/{event}/ranking",
                                  headers={"Authorization": f"Bearer {token}"}).json()
    shown = [[cell.strip() for cell in row.split("\t")]
             for row in ranking.evaluate_all("rows => rows.map(r => r.innerText)")]
    assert [(line[0], int(line[1]), line[4]) for line in shown] == \
        [(r["place"], r["pair"], f"{r['percent']:.2f}") for r in served["ranking"]]
    assert any("Ann Smith" in line[2] for line in shown)
    for context in (desk, phone):
        context.close()
    assert not errors, errors


def test_the_form_fits_a_phone_and_takes_a_pasted_list_of_names(
        event_server: str, browser: Browser) -> None:
    """A director on a phone: the form does not scroll sideways (a fieldset is as wide as
    its longest option unless told), and names pasted from a list without numbers are
    numbered in order, as ``event create --names`` numbers them."""
    errors: list[str] = []
    phone = browser.new_context(**PHONE)
    director = watch(phone.new_page(), errors)
    director.goto(f"{event_server}/e")
    expect(director.locator("#create")).to_be_visible()
    width = director.evaluate("document.documentElement.scrollWidth")
    assert width <= 390, f"the director's form scrolls sideways on a phone ({width}px)"
    card = director.locator(".ev-create").bounding_box()
    for field in ("select[name=movement]", "input[name=pairs]", "textarea[name=names]"):
        box = director.locator(field).bounding_box()
        assert card and box and box["x"] + box["width"] <= card["x"] + card["width"], field
    director.fill("input[name=name]", "Pasted names")
    director.select_option("select[name=movement]", "howell")
    director.fill("input[name=pairs]", "5")          # sizes the movement: 3 tables
    expect(director.locator("input[name=tables]")).to_have_value("3")
    director.fill("input[name=boards_per_round]", "2")
    director.fill("textarea[name=names]", "Ann Able & Bob Baker\nCid Cole, Dee Dyer\n5 Eve Ellis")
    director.click("text=Create the event")
    expect(director.locator("#ev-name")).to_have_text("Pasted names")
    event_id = director.url.split("/e/")[1].split("?")[0]
    token = director.url.split("token=")[1].split("&")[0]
    state = director.request.get(f"{event_server}/api/events/{event_id}",
                                 headers={"Authorization": f"Bearer {token}"}).text()
    for line in ('"Ann Able & Bob Baker"', '"Cid Cole - Dee Dyer"', '"Eve Ellis"'):
        assert line in state, line
    director.goto(f"{event_server}/e")
    director.fill("textarea[name=names]", "1 Ann Able\n1 Bob Baker")
    director.click("text=Create the event")
    expect(director.locator("#create-error")).to_contain_text("1 is named twice")
    phone.close()
    assert not errors, errors


def test_the_director_reissues_the_links_and_the_old_pages_say_so(
        event_server: str, browser: Browser) -> None:
    errors: list[str] = []
    desk, director = directors_form(browser, event_server, errors, "Friday pairs")
    director.fill("input[name=tables]", "3")
    director.click("text=Create the event")
    expect(director.locator("#connection")).to_have_text("live")
    old_director, old_link = director.url, director.input_value("#link-1")
    north = watch(browser.new_context(**PHONE).new_page(), errors)
    north.goto(old_link)
    expect(north.locator(".north-head h1")).to_have_text("Table 1")
    expect(north.locator("#connection")).to_have_text("live")

    director.once("dialog", lambda dialog: dialog.accept())
    director.click("#reissue")
    director.wait_for_url(lambda url: url != old_director)
    expect(director.locator("#connection")).to_have_text("live")
    new_link = director.input_value("#link-1")
    assert new_link != old_link and "token=" in director.url
    # North's open page is told, in words; the old link opens nothing, the new one does.
    expect(north.locator("#connection")).to_contain_text("replaced by a new one")
    north.goto(old_link)
    expect(north.locator(".error")).to_contain_text("ask the event's director")
    north.goto(new_link)
    expect(north.locator(".north-head h1")).to_have_text("Table 1")
    stale = watch(desk.new_page(), errors)
    stale.goto(old_director)
    expect(stale.locator(".error")).to_contain_text("replaced by a new one")
    assert not errors, errors


def test_a_director_runs_a_teams_event_and_captains_enter_matches_on_phones(
        event_server: str, browser: Browser, tmp_path: Path) -> None:
    """Kind "teams": a round robin of four teams, 3-board matches. One captain enters
    board by board (± for East-West's scores), another only the match's IMPs; a score no
    board can have is refused and changes nothing; the round's last match pairs the next;
    the director corrects a match; the ranking shown is the CLI's ``event teams score``
    of the event's file."""
    errors: list[str] = []
    desk, director = directors_form(browser, event_server, errors, "Monday teams")
    director.select_option("select[name=kind]", "teams")
    expect(director.locator("select[name=movement]")).to_be_hidden()
    director.fill("input[name=teams]", "4")
    director.fill("input[name=boards_per_match]", "3")
    director.select_option("select[name=schedule]", "round-robin")
    director.fill("textarea[name=names]", "1 Aces\n2 Kings\n3 Queens\n4 Jacks")
    director.click("text=Create the event")
    expect(director.locator("#ev-name")).to_have_text("Monday teams")
    expect(director.locator(".ev-tablelink")).to_have_count(4)
    expect(director.locator("#ev-summary")).to_contain_text("round 1 of 3")
    expect(director.locator("#connection")).to_have_text("live")
    director.evaluate("window.stillHere = true")
    links = {t: director.input_value(f"#link-{t}") for t in (1, 2)}

    phone = browser.new_context(**PHONE)
    aces, kings = (watch(phone.new_page(), errors) for _ in range(2))
    aces.goto(links[1])
    expect(aces.locator(".north-head h1")).to_have_text("Team 1")
    expect(aces.locator(".match-head")).to_contain_text("Jacks (home) v Aces")
    scores = {"home-1": "420", "away-1": "50", "home-2": "110", "away-2": "140",
              "home-3": "425", "away-3": "0"}
    for name, text in scores.items():
        aces.fill(f"input[name={name}]", text)
    aces.click(".sign[data-for=away-1]")            # East-West scored 50: NS -50
    aces.click("text=Check the score")
    expect(aces.locator(".match-form .error")).to_contain_text("no board scores 425")
    expect(director.locator("#ev-summary")).to_contain_text("0 of 2 matches entered")
    aces.fill("input[name=home-3]", "-100")
    aces.click("text=Check the score")
    expect(aces.locator(".confirm-result")).to_contain_text("Jacks 10 - 4 Aces")
    width = aces.evaluate("document.documentElement.scrollWidth")
    assert width <= 390, f"the captain's page scrolls sideways ({width}px)"
    aces.screenshot(path=str(tmp_path / "captain.png"), full_page=True)
    aces.click(".confirm-yes")
    expect(aces.locator(".done-all")).to_contain_text("next round is paired")
    expect(director.locator("#ev-ranking table.ranking tbody tr")).to_have_count(4)
    expect(director.locator("#ev-ranking tbody tr").first).to_contain_text("Jacks")

    kings.goto(links[2])
    expect(kings.locator(".match-head")).to_contain_text("Kings (home) v Queens")
    kings.click("[data-mode=totals]")
    kings.fill("input[name=imps-home]", "3.5")     # junk, in the words of the boxes
    kings.click("text=Check the score")
    expect(kings.locator(".match-form .error")).to_contain_text(
        'IMPs Kings: write a whole number, not "3.5"')
    kings.fill("input[name=imps-home]", "-5")
    kings.fill("input[name=imps-away]", "7")
    kings.click("text=Check the score")
    expect(kings.locator(".match-form .error")).to_contain_text(
        "a 3-board match's IMPs are 0 to 72 a team, not -5 and 7")
    kings.fill("input[name=imps-home]", "12")
    kings.fill("input[name=imps-away]", "7")
    kings.click("text=Check the score")
    expect(kings.locator(".confirm-result")).to_contain_text("Kings 12 - 7 Queens")
    kings.click(".confirm-yes")
    # the round is in: round 2 is paired, and Aces' open page shows its new match
    expect(director.locator("#ev-summary")).to_contain_text("round 2 of 3")
    expect(aces.locator(".match-head")).to_contain_text("Round 2")
    aces.screenshot(path=str(tmp_path / "captain-round2.png"), full_page=True)

    director.click(".ev-match[data-round='1'][data-home='2']")       # correct Kings v Queens
    director.click("#ev-edit [data-mode=totals]")
    director.fill("#ev-edit input[name=imps-home]", "3")
    director.fill("#ev-edit input[name=imps-away]", "22")
    director.click("#ev-edit .check")
    director.click("#ev-edit .confirm-yes")
    expect(director.locator("#ev-matches")).to_contain_text("3-22")
    expect(director.locator("#ev-ranking tbody tr").first).to_contain_text("Queens")
    assert director.evaluate("window.stillHere") is True

    token = director.evaluate("new URLSearchParams(location.search).get('token')")
    event = director.evaluate("location.pathname.split('/')[2]")
    saved = director.request.get(f"{event_server}/api/events/{event}/teams.json",
                                 headers={"Authorization": f"Bearer {token}"})
    (tmp_path / "teams.json").write_text(saved.text(), encoding="utf-8")
    printed = subprocess.run([sys.executable, "-m", "bridgeclub", "event", "teams", "score",
                              str(tmp_path / "teams.json"), "--json"],
                             capture_output=True, text=True, check=True).stdout
    rows = director.locator("#ev-ranking table.ranking tbody tr")
    shown = [[cell.strip() for cell in row.split("\t")]
             for row in rows.evaluate_all("rows => rows.map(r => r.innerText)")]
    assert [(line[0], line[1], line[2], int(line[3])) for line in shown] == \
        [(r["place"], f"{r['team']} {r['names']}", f"{r['score']:.2f}", r["imps"])
         for r in json.loads(printed)]
    director.screenshot(path=str(tmp_path / "teams-director.png"), full_page=True)
    phone_desk = browser.new_context(**PHONE)
    small = watch(phone_desk.new_page(), errors)
    small.goto(director.url)
    expect(small.locator("#ev-ranking tbody tr")).to_have_count(4)
    width = small.evaluate("document.documentElement.scrollWidth")
    assert width <= 390, f"the director's page scrolls sideways on a phone ({width}px)"
    small.screenshot(path=str(tmp_path / "teams-director-phone.png"), full_page=True)
    for context in (desk, phone, phone_desk):
        context.close()
    assert not errors, errors
