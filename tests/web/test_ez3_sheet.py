"""The browser's score sheet of 3-Person EZ-Bridge (issue 22, item 2): after the seats
rotate, every score stands under the person who made it, "You" heads the viewer's own
column (not the column of whoever sits in her chair now), and quarters are written as a
player writes them ("8 3/4", not "35/4").

The sheet is drawn by the page's own module (``/static/panels.js``) in Chromium, from the
sheet and seating of a real match."""

from __future__ import annotations

import json

from playwright.sync_api import Page

from bridgeclub.match import new_match


def test_every_score_under_the_person_who_made_it_as_mixed_numbers(page: Page,
                                                                     server: str) -> None:
    match = new_match("ez-bridge-3")                 # columns E, S, W: people by first chair
    match.record("8H", "E", 11)                       # East's person: +8 3/4, moves South
    match.record("9S", "S", 4)                        # she again, from the South chair: -20
    seating = match.standing["seating"]
    assert seating == {"E": "S", "S": "E", "W": "W"}  # "You" (first South) now sits East
    state = {"sheet": match.sheet.to_dict(), "is_over": False, "winner": None,
             "summary": ""}
    page.goto(f"{server}/")
    html = page.evaluate(
        """async ([state, situation]) => {
             const panels = await import('/static/panels.js');
             return panels.sheetHTML(state, 'E', situation);
           }""", [json.loads(json.dumps(state, default=str)), {"seating": seating}])
    page.set_content(html)
    heads = page.locator("thead th").all_inner_texts()
    assert [h.strip() for h in heads] == ["", "East", "You", "West"]
    rows = [[c.strip() for c in page.locator(f"tbody tr:nth-child({n}) td").all_inner_texts()]
            for n in (1, 2)]
    assert rows == [["8 3/4", "", ""], ["-20", "", ""]]
    totals = [c.strip() for c in page.locator("tfoot td").all_inner_texts()]
    assert totals == ["-11 1/4", "0", "0"]
    assert "/4" not in page.content().replace("1/4", "").replace("3/4", "")
