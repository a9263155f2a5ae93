"""Hand records in HTML and text: every board with hands, HCP, double-dummy table and par."""

from __future__ import annotations

from pathlib import Path

from bridgeclub.deal import Deal
from bridgeclub.formats import handrecord, pbn


def test_hand_record_of_a_club_file_uses_its_stored_tables(shared: Path) -> None:
    records = pbn.read(shared / "data" / "pbn" / "ruter-pairs-mp1.pbn")
    page = handrecord.hand_record_html(records, title="SM <session 2>", analyse=False)
    boards = handrecord.boards(records, analyse=False)
    assert len(boards) == len([r for r in records if r.deal is not None])
    assert page.count('class="board"') == len(boards)
    assert "SM &lt;session 2&gt;" in page and "<table class=\"dd\">" in page
    first = boards[0]
    assert first.table is not None
    assert f"North <span class=\"hcp\">{first.deal[next(iter(first.deal))].hcp}" in page


def test_boards_without_analysis_are_analysed() -> None:
    deal = Deal.for_board(7, 1)
    records = pbn.loads(f'[Board "1"][Dealer "N"][Vulnerable "None"][Deal "{deal.to_pbn()}"]')
    text = handrecord.hand_record_text(records)
    assert "Board 1" in text and "Par NS " in text
    assert text.count("\n    ") >= 4  # the four rows of the table
    assert "OptimumResultTable" in records[0].tables
    bare = pbn.loads(f'[Board "2"][Deal "{deal.to_pbn()}"]')
    assert "Par" not in handrecord.hand_record_text(bare, analyse=False)
