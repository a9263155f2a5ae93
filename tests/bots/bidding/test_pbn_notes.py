"""``bridgeclub match --out FILE.pbn`` writes each computer call's explanation as a note of
the Auction section, so the bidding can be reviewed in any PBN viewer."""

from __future__ import annotations

from pathlib import Path

from bridgeclub import cli
from bridgeclub.formats import pbn


def test_match_writes_every_call_explained(tmp_path: Path) -> None:
    out = tmp_path / "match.pbn"
    assert cli.main(["match", "--variant", "duplicate", "--ns", "beginner", "--ew",
                     "beginner", "--boards", "2", "--workers", "1", "--out", str(out)]) == 0
    text = out.read_text(encoding="utf-8")
    records = pbn.read(out)
    assert records
    for record in records:
        assert record.auction is not None
        calls = [c for c in record.auction.calls] if hasattr(record.auction, "calls") else []
        assert record.auction.notes, text[:2000]
        if calls:
            assert len(record.auction.notes) == min(32, len(calls))
        assert all(note.strip() for note in record.auction.notes.values())
    assert '[Note "1:' in text and "=1=" in text
