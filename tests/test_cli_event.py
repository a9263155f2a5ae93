"""``bridgeclub event``: create, movement, enter, score, publish, rescore, through the
command line as a director uses it."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bridgeclub.cli import main
from bridgeclub.events.movements import mitchell
from bridgeclub.formats import pbn

DATA = Path(__file__).resolve().parent / "data" / "pbn"


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "bridgeclub", *args], capture_output=True,
                          text=True, timeout=120)


def test_a_whole_event_from_the_command_line(tmp_path: Path) -> None:
    club = tmp_path / "club.json"
    made = run("event", "create", str(club), "--tables", "3", "--seed", "7",
               "--name", "Tuesday")
    assert made.returncode == 0 and "6 pairs, 6 boards" in made.stdout
    guide = run("event", "movement", str(club), "--html", str(tmp_path / "guide.html"))
    assert "Round 3" in guide.stdout
    assert (tmp_path / "guide.html").read_text().count("<h2>Table") == 3
    for sitting in mitchell(3).sittings:
        for board in sitting.boards:
            tricks = str(8 + (board + sitting.ns) % 4)
            assert main(["event", "enter", str(club), str(board), str(sitting.ns),
                         str(sitting.ew), "3NT", "S", tricks]) == 0
    assert len(json.loads(club.read_text())["results"]) == 18
    ranking = run("event", "score", str(club))
    assert ranking.returncode == 0 and ranking.stdout.startswith("Tuesday: ranking (%)")
    assert len(ranking.stdout.splitlines()) == 9     # a Mitchell has two winners
    assert "North-South" in ranking.stdout and "East-West" in ranking.stdout
    assert "Board 2" in run("event", "score", str(club), "--board", "2").stdout
    assert "Pair 4" in run("event", "score", str(club), "--pair", "4").stdout
    published = run("event", "publish", str(club), "--html", str(tmp_path / "r.html"),
                    "--pbn", str(tmp_path / "r.pbn"))
    assert published.returncode == 0, published.stderr
    assert "Travellers" in (tmp_path / "r.html").read_text(encoding="utf-8")
    again = run("event", "rescore", str(tmp_path / "r.pbn"), "--out", str(tmp_path / "s.pbn"))
    assert again.returncode == 0 and "MP" in again.stderr
    written = pbn.read(tmp_path / "r.pbn")
    assert [r.tables for r in pbn.read(tmp_path / "s.pbn")] == [r.tables for r in written]


def test_an_impossible_result_is_refused_and_nothing_is_lost(tmp_path: Path) -> None:
    club = tmp_path / "club.json"
    assert main(["event", "create", str(club), "--tables", "3"]) == 0
    assert main(["event", "enter", str(club), "1", "1", "4", "4S", "N", "10"]) == 0
    before = club.read_text()
    for bad, message in ((["1", "1", "4", "4S", "N", "14"], "tricks run from 0 to 13"),
                         (["1", "1", "4", "8S", "N", "10"], "levels run from 1 to 7"),
                         (["1", "1", "5", "4S", "N", "10"], "do not play board 1"),
                         (["1", "1", "4", "4S", "Q", "10"], "not a seat"),
                         (["1", "1", "4", "A+/B"], "adjusted score"),
                         (["1", "1", "4", "4S", "N", "10", "--lead", "ZZ"], "is not a card"),
                         (["1", "1", "4", "4S", "N"], "CONTRACT DECLARER TRICKS")):
        result = run("event", "enter", str(club), *bad)
        assert result.returncode == 2 and message in result.stderr, (bad, result.stderr)
        assert len(result.stderr.strip().splitlines()) == 1
        assert club.read_text() == before
    assert main(["event", "enter", str(club), "3", "2", "5", "A+/A-"]) == 0
    assert main(["event", "enter", str(club), "5", "3", "6", "pass"]) == 0
    assert main(["event", "enter", str(club), "2", "1", "4", "--fixed", "-100"]) == 0


@pytest.mark.parametrize("suffix", [".json", ".pbn"])
def test_a_corrected_result_says_what_it_replaced(tmp_path: Path, suffix: str) -> None:
    club = tmp_path / f"club{suffix}"
    assert main(["event", "create", str(club), "--tables", "3"]) == 0
    first = run("event", "enter", str(club), "1", "1", "4", "4S", "N", "10")
    assert first.stdout == "board 1, 1 v 4: 4S N 10, NS +420 (1 result in the event)\n"
    again = run("event", "enter", str(club), "1", "1", "4", "4S", "N", "9")
    assert again.stdout == ("board 1, 1 v 4: 4S N 9, NS -50, replacing 4S N 10, NS +420 "
                            "(1 result in the event)\n"), again.stderr
    other = run("event", "enter", str(club), "3", "2", "5", "A+/A-")
    assert "replacing" not in other.stdout and "A+/A-" in other.stdout


@pytest.mark.parametrize("args, message", [
    (["event", "create", "{dir}/x.json", "--movement", "chaos"], "no movement"),
    (["event", "create", "{dir}/x.json", "--scoring", "Rubber"], "not a scoring method"),
    (["event", "score", "{dir}/none.json"], "no such event file"),
    (["event", "rescore", str(DATA / "ruter-teams.pbn"), "--out", "{dir}/t.pbn",
      "--match-boards", "0"], "at least one board"),
    (["event", "rescore", "{dir}/none.pbn", "--out", "{dir}/t.pbn"], "no such file"),
    (["event", "rescore", str(DATA / "ruter-pairs-butler.pbn"), "--out",
      "{dir}/nodir/t.pbn"], "the folder"),
    (["event", "rescore", "{dir}/empty.pbn", "--out", "{dir}/t.pbn"], "nothing written"),
    (["event", "score", "{dir}/list.json"], "holds no event"),
    (["event", "movement", "{dir}/list.json"], "holds no event"),
    (["event", "score", "{dir}/bytes.json"], "not UTF-8 text"),
    (["event", "score", "{dir}"], "is a folder"),
    (["event", "enter", "{dir}/list.json", "1", "1", "2", "pass"], "holds no event"),
    (["event", "publish", "{dir}/none.json"], "--html FILE"),
])
def test_bad_input_gets_one_line_and_status_2(args: list[str], message: str,
                                              tmp_path: Path,
                                              capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "empty.pbn").write_text('[Event "x"]\n[Scoring "MP"]\n', encoding="utf-8")
    (tmp_path / "list.json").write_text("[1, 2]", encoding="utf-8")
    (tmp_path / "bytes.json").write_bytes(b"\xff\xfe{" * 50)
    before = sorted(p.name for p in tmp_path.iterdir())
    assert main([a.replace("{dir}", str(tmp_path)) for a in args]) == 2
    err = capsys.readouterr().err
    assert message in err and len(err.strip().splitlines()) == 1
    assert sorted(p.name for p in tmp_path.iterdir()) == before


def test_rescore_of_a_ruter_file(tmp_path: Path) -> None:
    out = tmp_path / "butler.pbn"
    assert main(["event", "rescore", str(DATA / "ruter-pairs-butler.pbn"), "--out",
                 str(out)]) == 0
    original = pbn.read(DATA / "ruter-pairs-butler.pbn")
    assert [r.tables for r in pbn.read(out)] == [r.tables for r in original]


def test_an_event_kept_as_a_pbn_results_file(tmp_path: Path) -> None:
    as_json, as_pbn = tmp_path / "club.json", tmp_path / "club.pbn"
    for path in (as_json, as_pbn):
        assert main(["event", "create", str(path), "--tables", "3", "--seed", "2",
                     "--scoring", "Butler"]) == 0
        for board, ns, ew, words in ((1, 1, 4, ["4S", "N", "10"]), (1, 2, 6, ["4S", "N", "9"]),
                                     (1, 3, 5, ["3NT", "E", "10"]), (3, 2, 5, ["A+/A-"]),
                                     (2, 3, 5, ["pass"])):
            assert main(["event", "enter", str(path), str(board), str(ns), str(ew),
                         *words]) == 0
    assert run("event", "score", str(as_pbn)).stdout == run("event", "score",
                                                            str(as_json)).stdout
    assert "Round 3" in run("event", "movement", str(as_pbn)).stdout
    records = pbn.read(as_pbn)
    assert len(records) == 6 and records[0].tags["Scoring"] == "IMP;Butler-2;Mean"
    assert records[0].tables["ScoreTable"].typed_rows()[0]["ButlerDatum"] == -50
    assert main(["event", "create", str(tmp_path / "club.txt")]) == 2


def test_a_club_programs_file_is_never_rewritten_with_columns_lost(tmp_path: Path) -> None:
    ruter = tmp_path / "ruter.pbn"
    ruter.write_bytes((DATA / "ruter-pairs-butler.pbn").read_bytes())
    result = run("event", "enter", str(ruter), "1", "8", "1", "2H", "W", "8")
    assert result.returncode == 2 and "would lose its columns" in result.stderr
    assert ruter.read_bytes() == (DATA / "ruter-pairs-butler.pbn").read_bytes()
    assert "ranking" in run("event", "score", str(ruter)).stdout


# -- fuzzing the event commands (issue 10: every command, bad input, one line, exit 2) --
EVENT_WORDS = ["club.json", "list.json", "junk.json", "results.pbn", "junk.pbn", "none.json",
               ".", "out.pbn", "out.html", "missing/out.pbn", "x.txt", "1", "2", "4", "0",
               "-1", "99", "²", "1" * 30, "4S", "8S", "3NTX", "N", "Q", "10", "14", "pass",
               "A+", "A+/B", "not-played", "--lead", "ST", "ZZ", "--fixed", "100", "abc",
               "--board", "--pair", "--table", "--html", "--pbn", "--out", "--tables",
               "--movement", "howell", "chaos", "--scoring", "Butler", "--match-boards",
               "--seed", "--name", "", "\x00", "-h"]
EVENT_COMMANDS = ["create", "movement", "enter", "score", "publish", "rescore", "nosuch"]


@settings(derandomize=True, max_examples=150, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(command=st.sampled_from(EVENT_COMMANDS),
       words=st.lists(st.sampled_from(EVENT_WORDS), max_size=8))
def test_any_event_command_line_ends_cleanly(command: str, words: list[str], tmp_path: Path,
                                             monkeypatch: pytest.MonkeyPatch,
                                             capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.chdir(tmp_path)
    if not Path("club.json").exists():
        assert main(["event", "create", "club.json", "--tables", "3"]) == 0
        Path("list.json").write_text("[1, 2]", encoding="utf-8")
        Path("junk.json").write_bytes(b"\xff{" * 40)
        Path("junk.pbn").write_text("[Scoring \"MP\"]\n[ScoreTable \"x\"]\n{", "utf-8")
        Path("results.pbn").write_bytes((DATA / "ruter-pairs-butler.pbn").read_bytes())
        capsys.readouterr()
    status = main(["event", command, *words])
    err = capsys.readouterr().err
    assert status in (0, 2), (command, words, err)
    assert "Traceback" not in err
    if status == 2:
        assert err.splitlines()[-1].startswith("bridgeclub: "), (command, words, err)


def test_a_howell_evening_with_names_a_sit_out_and_entries_by_table(tmp_path: Path) -> None:
    names = tmp_path / "pairs.csv"
    names.write_text("".join(f"Player {2 * p - 1} - Player {2 * p}\n" for p in range(1, 14)),
                     encoding="utf-8")
    club = tmp_path / "club.json"
    assert main(["event", "create", str(club), "--movement", "howell", "--names", str(names),
                 "--seed", "3"]) == 0
    event = json.loads(club.read_text())
    assert event["pairs"]["13"] == "Player 25 - Player 26" and len(event["pairs"]) == 13
    card = run("event", "movement", str(club), "--table", "1")
    assert "Sit-outs: round 1 pair 1" in card.stdout
    from bridgeclub.events.model import Event
    from bridgeclub.events.setup import movement_of
    plan = movement_of(Event.from_json(club.read_text()))
    assert plan is not None
    for sitting in plan.sittings:
        for _ in sitting.boards:
            assert main(["event", "enter", str(club), "--table", str(sitting.table),
                         "--round", str(sitting.round), "3NT", "S",
                         str(7 + (sitting.ns * 3 + sitting.ew) % 5)]) == 0
    full = run("event", "enter", str(club), "--table", "2", "--round", "1", "pass")
    assert full.returncode == 2 and "say which with --board" in full.stderr
    assert "no table 9 in this movement" in run(
        "event", "enter", str(club), "--table", "9", "--round", "1", "pass").stderr
    assert "no board 99 in this event" in run(
        "event", "enter", str(club), "99", "1", "2", "pass").stderr
    shown = json.loads(run("event", "score", str(club), "--json").stdout)
    assert [r["direction"] for r in shown] == ["all"]
    rows = shown[0]["rows"]
    assert len(rows) == 13 and rows[0]["rank"] == 1
    assert {"pair", "names", "score", "percentage", "rank"} <= set(rows[0])
    assert "Player" in rows[0]["names"]


def test_score_json_ranks_each_direction_of_a_mitchell(tmp_path: Path) -> None:
    club = tmp_path / "club.json"
    assert main(["event", "create", str(club), "--pairs", "6"]) == 0
    for sitting in mitchell(3).sittings:
        for board in sitting.boards:
            assert main(["event", "enter", str(club), str(board), str(sitting.ns),
                         str(sitting.ew), "4S", "N", str(8 + sitting.ns % 3)]) == 0
    shown = json.loads(run("event", "score", str(club), "--json").stdout)
    assert [r["direction"] for r in shown] == ["NS", "EW"]
    assert sorted(row["pair"] for row in shown[0]["rows"]) == [1, 2, 3]
    assert [row["rank"] for row in shown[0]["rows"]] == [1, 2, 3]
    assert sorted(row["pair"] for row in shown[1]["rows"]) == [4, 5, 6]


@pytest.mark.parametrize(("content", "said"), [
    (b"\xff\xfe\x00junk", "not a text file in UTF-8 (byte 1 is 0xff)"),
    (b'"Ann Able,Bob Baker\n2,Cid Cole\n', "line 2: unexpected end of data (a quote left open?)"),
    (b'1,"Ann Able\n Bob Baker",x\n2,Cid Cole\n', "line 1: a name runs over several lines"),
])
def test_a_malformed_names_file_is_refused_in_words(tmp_path: Path, content: bytes,
                                                    said: str) -> None:
    """A names file saved in another encoding, or with a quote left open (which would make
    one pair's name of every line after it), is refused with its line; nothing is made."""
    names = tmp_path / "pairs.csv"
    names.write_bytes(content)
    club = tmp_path / "club.json"
    refused = run("event", "create", str(club), "--pairs", "4", "--names", str(names))
    assert refused.returncode == 2 and f"{names}: {said}" in refused.stderr, refused.stderr
    assert not club.exists()
