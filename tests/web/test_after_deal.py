"""After a deal: every hand, the double-dummy table and par, the next deal, the session's
history with a replay, and the deals as PBN."""

from __future__ import annotations

from pathlib import Path

from playwright.sync_api import Page, expect

from tests.web.player import create_table, play_until_over, wait_for_table


def test_after_the_deal(page: Page, server: str, tmp_path: Path) -> None:
    create_table(page, server, "duplicate")
    wait_for_table(page)
    play_until_over(page)
    # all four hands are drawn face up (52 cards less those played), no card face down
    expect(page.locator(".compass [aria-label='a card face down']")).to_have_count(0)
    dd = page.get_by_role("table", name="double-dummy tricks")
    expect(dd).to_be_visible(timeout=30_000)
    expect(dd.locator("tbody tr")).to_have_count(4)
    expect(page.locator(".after-deal")).to_contain_text("Par:")
    costly = page.evaluate("""async () => {
      const token = new URLSearchParams(location.search).get("token");
      const table = location.pathname.split("/")[2];
      const answer = await fetch(`/api/tables/${table}/deals/1/analysis`,
                                 {headers: {Authorization: `Bearer ${token}`}});
      return (await answer.json()).costly_cards;
    }""")
    expect(page.locator(".after-deal .costly li")).to_have_count(len(costly))
    if costly:
        expect(page.locator(".after-deal .costly")).to_contain_text(f"cost {costly[0]['cost']}")
    else:
        expect(page.locator(".after-deal")).to_contain_text("No card cost a trick")
    sheet = page.get_by_role("table", name="score sheet")
    expect(sheet.locator("tbody tr")).to_have_count(1)

    page.get_by_role("button", name="Next deal").click()
    expect(page.locator(".table-page")).to_have_attribute("data-deal", "2")
    expect(page.locator(".after-deal")).to_have_count(0)

    page.locator("#panel-history summary").click()
    page.get_by_role("button", name="Replay deal 1").click()
    replay = page.get_by_role("dialog", name="Replay of deal 1")
    expect(replay).to_be_visible()
    expect(replay.locator(".replay-where")).to_contain_text("0 /")
    total = int(replay.locator(".replay-where").inner_text().split("/")[1])
    assert total > 4
    for _ in range(5):
        replay.get_by_role("button", name="Step forward").click()
    expect(replay.locator(".replay-where")).to_have_text(f"5 / {total}")
    expect(replay.locator(".replay-event")).not_to_be_empty()
    replay.get_by_role("button", name="Last step").click()
    expect(replay.locator(".result")).to_be_visible()
    replay.get_by_role("button", name="Close the replay").click()
    expect(replay).to_have_count(0)

    with page.expect_download() as download:
        page.get_by_role("button", name="Download the deals as PBN").click()
    path = tmp_path / "deals.pbn"
    download.value.save_as(path)
    text = path.read_text()
    assert '[Deal "' in text and '[Board "1"]' in text, text[:300]
