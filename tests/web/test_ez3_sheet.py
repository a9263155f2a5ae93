"""The browser's score sheet of 3-Person EZ-Bridge (issue 22, item 2): after the seats
rotate, every score stands under the person who made it, "You" heads the viewer's own
column (not the column of whoever sits in her chair now), and quarters are written as a
player writes them ("8 3/4", not "35/4").

The sheet is drawn by the page's own module (``/static/panels.js``) in Chromium, from the
sheet and seating of a real match."""

from __future__ import annotations

import json

from playwright.sync_api import Page

from bridgeclub.match import Match, new_match


def draw_sheet(page: Page, server: str, match: Match, me: str) -> None:
    """The page holds ``match``'s sheet as the table's panel draws it for the chair
    ``me`` (with the page's style sheet)."""
    state = {"sheet": match.sheet.to_dict(), "is_over": False, "winner": None,
             "summary": ""}
    page.goto(f"{server}/")
    html = page.evaluate(
        """async ([state, me, situation]) => {
             const panels = await import('/static/panels.js');
             return panels.sheetHTML(state, me, situation);
           }""", [json.loads(json.dumps(state, default=str)), me,
                  {"seating": match.standing["seating"]}])
    page.set_content(f'<link rel="stylesheet" href="{server}/static/app.css">{html}',
                     wait_until="load")


def test_every_score_under_the_person_who_made_it_as_mixed_numbers(page: Page,
                                                                     server: str) -> None:
    match = new_match("ez-bridge-3")                 # columns E, S, W: people by first chair
    match.record("8H", "E", 11)                       # East's person: +8 3/4, moves South
    match.record("9S", "S", 4)                        # she again, from the South chair: -20
    seating = match.standing["seating"]
    assert seating == {"E": "S", "S": "E", "W": "W"}  # "You" (first South) now sits East
    draw_sheet(page, server, match, "E")
    heads = page.locator("thead th").all_inner_texts()
    assert [h.strip() for h in heads] == ["", "East", "You", "West"]
    rows = [[c.strip() for c in page.locator(f"tbody tr:nth-child({n}) td").all_inner_texts()]
            for n in (1, 2)]
    assert rows == [["8 3/4", "", ""], ["-20", "", ""]]
    totals = [c.strip() for c in page.locator("tfoot td").all_inner_texts()]
    assert totals == ["-11 1/4", "0", "0"]
    assert "/4" not in page.content().replace("1/4", "").replace("3/4", "")


def test_the_sheet_rules_off_a_game_and_names_its_winner(page: Page, server: str) -> None:
    """Seed 000: whichever player earns 30 points first wins the game; the page's sheet
    draws a line under the deal that ended it (as a rubber sheet does) and says who won."""
    match = new_match("ez-bridge-3")                 # columns E, S, W: people by first chair
    for bid, person in [("13S", "E"), ("9H", "S"), ("13S", "E"), ("8D", "E"), ("7C", "W")]:
        seating = match.standing["seating"]          # the winner moves South each hand
        chair = next(c for c, p in seating.items() if p == person)
        match.record(bid, chair, int(bid[:-1]))
    assert match.sheet.games_ended_after == [4]
    draw_sheet(page, server, match, "S")
    rows = page.locator("tbody tr")
    heads = [h.strip() for h in rows.locator("th").all_inner_texts()]
    assert heads == ["1", "2", "3", "4", "Game 1", "5"]      # ruled off after deal 4
    game = page.locator("tbody tr.game-won")
    assert [c.strip() for c in game.locator("td").all_inner_texts()] == ["won", "", ""]
    assert game.evaluate("(row) => getComputedStyle(row.querySelector('td'))"
                         ".borderBottomStyle") == "solid"
