"""The page's words, drawn by its own modules in Chromium from real matches: the standing
names people as the score sheet does ("You", "West"), never by a chair's letter; a board
being played is not "next"; 3-Person EZ-Bridge's result line names each person as the
sheet does, wherever she sits now; a claim of the last trick says so; the lobby lists two
score pads of one game so that they can be told apart."""

from __future__ import annotations

import json
import re
import urllib.request
from typing import Any

from playwright.sync_api import Page, expect

from bridgeclub.match import new_match
from tests.web.test_tournament_page import post

#: ``sheetHTML`` of the page's module, drawn into the page: its summary line.
SUMMARY = """async ([state, me, situation, playing]) => {
  const panels = await import('/static/panels.js');
  document.body.innerHTML = panels.sheetHTML(state, me, situation, {playing});
  return document.querySelector('.summary').innerText;
}"""


def state_of(match: Any) -> dict[str, Any]:
    """The match's public part as the server sends it (``frames.state_of``)."""
    state = {"sheet": match.sheet.to_dict(), "is_over": match.is_over, "winner": match.winner,
             "summary": match.summary(), "totals": match.standing["totals"]}
    return json.loads(json.dumps(state, default=str))


def single_letters(text: str) -> list[str]:
    return re.findall(r"\b[NESW]\b", text)


def test_the_standing_names_people_as_the_sheet_does(page: Page, server: str) -> None:
    page.goto(f"{server}/")
    buddy = new_match("buddy-bridge", first_dealer="S")
    text = page.evaluate(SUMMARY, [state_of(buddy), "S", None, False])
    assert text == "Games: You 0, West 0. This game below the line: You 0, West 0 (300 wins).", \
        text
    three = new_match("ez-bridge-3")
    three.record("8H", "E", 11)                     # the person first at East moves South
    seating = three.standing["seating"]
    text = page.evaluate(SUMMARY, [state_of(three), "E", {"seating": seating}, True])
    assert not single_letters(text), text
    assert "You at East" in text and "East at South" in text, text   # "You" sat South first
    assert "Games: East 0, You 0, West 0" in text, text


def test_a_board_being_played_is_not_next(page: Page, server: str) -> None:
    page.goto(f"{server}/")
    match = new_match("duplicate", boards=16)
    playing = page.evaluate(SUMMARY, [state_of(match), "S", None, True])
    between = page.evaluate(SUMMARY, [state_of(match), "S", None, False])
    assert (playing, between) == ("Board 1 (1 of 16).", "Board 1 next (1 of 16).")


def test_the_ez3_result_line_names_people_as_the_sheet(page: Page, server: str) -> None:
    """The person who sat South at the match's start now sits East and wins a contract
    from there: her result line says "by you" and "You 9 3/4", as her column says."""
    page.goto(f"{server}/")
    three = new_match("ez-bridge-3")
    three.record("8H", "E", 11)
    seating = three.standing["seating"]            # chair to person: East's chair is "S"
    chair = next(c for c, person in seating.items() if person == "S")
    view = {"seat": chair, "situation": {"seating": seating},
            "result": {"contract": "9S", "declarer": chair, "tricks": 10,
                       "score": {c: "39/4" if c == chair else 0 for c in seating}}}
    text = page.evaluate("""async (view) => {
      const table = await import('/static/table.js');
      document.body.innerHTML = table.resultHTML(view);
      return document.body.innerText;
    }""", view)
    assert "by you" in text and "You 9 3/4" in text, text
    assert not single_letters(text), text


def test_a_claim_of_the_last_tricks_in_words(page: Page, server: str) -> None:
    page.goto(f"{server}/")
    words = page.evaluate("""async () => {
      const table = await import('/static/table.js');
      return [[1, 1], [4, 4], [1, 4]].map(([n, of]) => table.claimedTricks(n, of));
    }""")
    assert words == ["the last trick", "all 4 remaining tricks", "1 of the last 4 tricks"]


def test_two_score_pads_of_one_game_are_told_apart(page: Page, server: str) -> None:
    page.goto(f"{server}/?pad=new")
    made = []
    for deal in ("4S", None):
        page.goto(f"{server}/?pad=new")
        page.get_by_label("Kind of match").select_option("rubber")
        page.get_by_role("button", name="Start the pad").click()
        expect(page.get_by_role("region", name="next deal")).to_be_visible()
        code, key = re.findall(r"pad=([^&]+)&key=(.+)$", page.url)[0]
        made.append(code)
        if deal:
            post(f"{server}/api/pads/{code}/entries",
                 {"version": pad_version(server, code), "contract": deal, "declarer": "S",
                  "tricks": 10}, urllib.request.unquote(key))
    page.goto(f"{server}/")
    lines = [page.locator(f"li[data-pad='{code}']") for code in made]
    for line in lines:
        expect(line).to_contain_text(re.compile(r"Rubber bridge, started .*\d"))
    expect(lines[0]).to_contain_text("1 deal · NS 120, EW 0")          # 4S made: 120 below
    expect(lines[1]).to_contain_text("0 deals")


def pad_version(server: str, code: str) -> int:
    with urllib.request.urlopen(f"{server}/api/pads/{code}") as answer:
        version: int = json.load(answer)["version"]
    return version
