"""``bridgeclub event individual``: an individual from the command line (issue 23)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bridgeclub.cli import main
from bridgeclub.events.individual_event import IndividualEvent


def test_an_individual_evening(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    names = tmp_path / "players.csv"
    names.write_text("".join(f"Player {p}\n" for p in "ABCDEFGH"), encoding="utf-8")
    club = tmp_path / "ind.json"
    assert main(["event", "individual", "create", str(club), "--names", str(names)]) == 0
    event = IndividualEvent.from_json(club.read_text())
    assert event.players[8] == "Player H" and event.movement.rounds == 7
    for s in event.movement.seatings:
        for board in s.boards:
            tricks = str(7 + (board + s.table) % 5)
            assert main(["event", "individual", "enter", str(club), "--table",
                         str(s.table), "--round", str(s.round), "3NT", "S", tricks]) == 0
    capsys.readouterr()
    assert main(["event", "individual", "score", str(club), "--json"]) == 0
    rows = json.loads(capsys.readouterr().out)
    assert len(rows) == 8 and rows[0]["rank"] == 1
    assert sum(row["percentage"] for row in rows) == pytest.approx(400, abs=0.05)  # rounded
    before = club.read_text()
    assert main(["event", "individual", "enter", str(club), "--table", "1", "--round",
                 "1", "--board", "1", "4S", "N", "14"]) == 2
    assert "board 1, round 1 table 1: tricks run from 0 to 13" in capsys.readouterr().err
    assert main(["event", "individual", "enter", str(club), "--table", "3", "--round",
                 "1", "pass"]) == 2
    assert "no table 3 in round 1" in capsys.readouterr().err
    assert club.read_text() == before
