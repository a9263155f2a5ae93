"""``bridgeclub event teams``: a Swiss teams event from the command line (issue 23)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bridgeclub.cli import main
from bridgeclub.events.teams_file import teams_from_json


def test_a_swiss_teams_evening(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    names = tmp_path / "teams.csv"
    names.write_text("Aces\nKings\nQueens\nJacks\nTens\n", encoding="utf-8")
    swiss = tmp_path / "swiss.json"
    assert main(["event", "teams", "create", str(swiss), "--names", str(names),
                 "--boards", "2"]) == 0
    for _ in range(2):
        assert main(["event", "teams", "pair", str(swiss)]) == 0
        event = teams_from_json(swiss.read_text())
        for home, away in list(event.pending):
            if 0 in (home, away):
                assert main(["event", "teams", "bye", str(swiss), str(home or away)]) == 0
            else:
                assert main(["event", "teams", "match", str(swiss), str(home), str(away),
                             "--home-ns", "420,-50", "--away-ns", "-420,100"]) == 0
    capsys.readouterr()
    assert main(["event", "teams", "score", str(swiss), "--json"]) == 0
    rows = json.loads(capsys.readouterr().out)
    assert len(rows) == 5 and rows[0]["rank"] == 1
    assert sum(row["score"] for row in rows) == pytest.approx(4 * 20 + 2 * 12)
    event = teams_from_json(swiss.read_text())
    assert len({frozenset((m.home, m.away)) for m in event.matches if m.away}) == 4


def test_bad_teams_input_changes_nothing(tmp_path: Path,
                                         capsys: pytest.CaptureFixture[str]) -> None:
    swiss = tmp_path / "swiss.json"
    assert main(["event", "teams", "create", str(swiss), "--teams", "4"]) == 0
    assert main(["event", "teams", "pair", str(swiss)]) == 0
    before = swiss.read_text()
    for args, message in ((["match", str(swiss), "1", "9", "--home-ns", "1",
                            "--away-ns", "1"], "no team 9"),
                          (["match", str(swiss), "1", "2", "--home-ns", "420,x",
                            "--away-ns", "1,2"], "North-South's scores"),
                          (["match", str(swiss), "1", "2", "--home-ns", "420",
                            "--away-ns", "1"], "a match has 8 boards"),
                          (["pair", str(swiss)], "still has matches")):
        assert main(["event", "teams", *args]) == 2
        assert message in capsys.readouterr().err
        assert swiss.read_text() == before


def test_a_round_robin_entered_by_match_totals(tmp_path: Path,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    """Three teams, every team meets every other; the club keeps only the IMP totals,
    and a total is corrected by entering the match again."""
    robin = tmp_path / "robin.json"
    assert main(["event", "teams", "create", str(robin), "--teams", "3", "--boards", "6",
                 "--schedule", "round-robin"]) == 0
    met = set()
    for _ in range(3):
        assert main(["event", "teams", "pair", str(robin)]) == 0
        event = teams_from_json(robin.read_text())
        for home, away in list(event.pending):
            if 0 in (home, away):
                assert main(["event", "teams", "bye", str(robin), str(home or away)]) == 0
            else:
                met.add(frozenset((home, away)))
                assert main(["event", "teams", "match", str(robin), str(home), str(away),
                             "--imps", "30-0"]) == 0
                assert main(["event", "teams", "match", str(robin), str(home), str(away),
                             "--imps", "12-7"]) == 0     # corrected
    assert met == {frozenset(p) for p in ((1, 2), (1, 3), (2, 3))}
    assert main(["event", "teams", "pair", str(robin)]) == 2
    assert "all 3 rounds have been played" in capsys.readouterr().err
    event = teams_from_json(robin.read_text())
    assert sorted(m.imps for m in event.matches if m.away) == [(12, 7)] * 3


def test_bad_match_totals_change_nothing(tmp_path: Path,
                                         capsys: pytest.CaptureFixture[str]) -> None:
    swiss = tmp_path / "swiss.json"
    assert main(["event", "teams", "create", str(swiss), "--teams", "4", "--boards", "2"]) == 0
    assert main(["event", "teams", "pair", str(swiss)]) == 0
    before = swiss.read_text()
    for args, message in ((["--imps", "12"], "like 23-4"),
                          (["--imps", "49-0"], "IMPs are 0 to 48"),
                          (["--home-ns", "425,0", "--away-ns", "0,0"], "no board scores 425"),
                          (["--home-ns", "420,0"], "give both rooms' scores"),
                          (["--imps", "3-1", "--home-ns", "0,0", "--away-ns", "0,0"],
                           "or the match's IMPs")):
        assert main(["event", "teams", "match", str(swiss), "1", "2", *args]) == 2
        assert message in capsys.readouterr().err
        assert swiss.read_text() == before
    assert main(["event", "teams", "match", str(swiss), "2", "1", "--imps", "3-1"]) == 2
    assert "the home team is 1" in capsys.readouterr().err
    assert main(["event", "teams", "create", str(tmp_path / "x.json"), "--teams", "4",
                 "--schedule", "knockout"]) == 2
    assert "a swiss or a round-robin" in capsys.readouterr().err
