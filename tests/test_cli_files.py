"""The file commands: deal, analyze, convert (bridgeclub/cli_files.py)."""

from __future__ import annotations

from pathlib import Path

import pytest

from bridgeclub.analysis import dds
from bridgeclub.cli import main
from bridgeclub.deal import Deal
from bridgeclub.formats import lin, pbn


def test_deal_analyze_convert(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    boards, analysed = tmp_path / "boards.pbn", tmp_path / "analysed.pbn"
    assert main(["deal", "--boards", "1-3", "--seed", "club", "--out", str(boards),
                 "--event", "Tuesday"]) == 0
    records = pbn.read(boards)
    assert [r.deal for r in records] == [Deal.for_board("club", n) for n in (1, 2, 3)]
    assert records[2].tags["Dealer"] == "S" and records[0].tags["Event"] == "Tuesday"
    html = tmp_path / "records.html"
    assert main(["analyze", str(boards), "--out", str(analysed), "--html", str(html),
                 "--workers", "1"]) == 0
    done = pbn.read(analysed)
    for record in done:
        assert record.deal is not None
        assert record.tags["DoubleDummyTricks"] == dds.dd_table(record.deal).to_pbn_tricks()
        assert record.tags["OptimumScore"].startswith("NS ")
    assert html.read_text(encoding="utf-8").count('class="board"') == 3
    converted = tmp_path / "boards.lin"
    assert main(["convert", str(analysed), str(converted)]) == 0
    assert [r.deal for r in lin.read(converted)] == [r.deal for r in done]
    capsys.readouterr()
    assert main(["analyze", str(converted), "--workers", "1"]) == 0
    assert "Par NS" in capsys.readouterr().out


def test_deal_with_a_constraint(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["deal", "--boards", "1-2", "--seed", "4", "--constraint",
                 "hcp(north)>=20"]) == 0
    records = pbn.loads(capsys.readouterr().out)
    assert len(records) == 2
    for record in records:
        assert record.deal is not None
        assert record.deal[next(iter(record.deal))].hcp >= 20  # North comes first


@pytest.mark.parametrize("argv, message", [
    (["deal", "--boards", "0-3"], "not a range of boards"),
    (["deal", "--constraint", "hcp(north>"], "not a dealer constraint"),
    (["convert", "missing.pbn", "out.lin"], "missing.pbn: no such file"),
    (["convert", "x.pbn", "out.txt"], "out.txt: a file's name ends in .pbn or .lin"),
    (["analyze", "notes.txt"], "notes.txt: a file's name ends in .pbn or .lin"),
])
def test_bad_input_is_one_line(argv: list[str], message: str,
                               capsys: pytest.CaptureFixture[str]) -> None:
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert message in err and err.count("\n") == 1
