"""The file commands: deal, analyze, convert (bridgeclub/cli/files.py)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import bridgeclub as bc
from bridgeclub.analysis import dds
from bridgeclub.cli import main
from bridgeclub.cli.files import MAX_SHOWN_PROBLEMS
from bridgeclub.deal import Deal
from bridgeclub.formats import lin, pbn
from bridgeclub.formats.boards import deal_boards


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
    (["deal", "--boards", "0-3"], "boards start at 1, not 0"),
    (["deal", "--boards", "3-1"], "boards: 3-1 runs backwards (write the lower number first, "
                                  "1-3)"),
    (["deal", "--boards", "1-²"], "boards: '1-²' is not a number or a range"),
    (["deal", "--boards", "1-99999"], "boards: at most 10,000 at a time"),
    (["deal", "--constraint", "hcp(north>"], "not a dealer constraint"),
    (["deal", "--out", "nofolder/boards.pbn"], "the folder nofolder does not exist"),
    (["deal", "--out", "."], ".: is a folder; give a file name"),
    (["convert", "missing.pbn", "out.lin"], "missing.pbn: no such file"),
    (["convert", "x.pbn", "out.txt"], "out.txt: a file's name ends in .pbn or .lin"),
    (["analyze", "notes.txt"], "notes.txt: a file's name ends in .pbn or .lin"),
    (["analyze", "x.pbn", "--workers", "-3"], "--workers (processes) runs from 1 to 256, "
                                               "not -3"),
    (["analyze", "x.pbn", "--workers", "0"], "runs from 1 to 256, not 0"),
    (["analyze", "x.pbn", "--html", "page.txt"], "page.txt: a file's name ends in .html"),
])
def test_bad_input_is_one_line(argv: list[str], message: str,
                               capsys: pytest.CaptureFixture[str]) -> None:
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert message in err and err.count("\n") == 1


@pytest.fixture
def boards(tmp_path: Path) -> Path:
    path = tmp_path / "boards.pbn"
    assert main(["deal", "--boards", "1-2", "--seed", "x", "--out", str(path)]) == 0
    return path


@pytest.mark.parametrize("option", ["--out", "--html"])
@pytest.mark.parametrize("where", ["missing/out", "."])
def test_analyze_refuses_an_unwritable_path_before_any_work(
        option: str, where: str, boards: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.chdir(tmp_path)
    target = where + (".pbn" if option == "--out" and where != "." else "")
    target += ".html" if option == "--html" and where != "." else ""
    capsys.readouterr()
    assert main(["analyze", str(boards), option, target, "--workers", "1"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "Traceback" not in err
    assert "does not exist" in err or "is a folder" in err


@pytest.mark.parametrize("target", ["missing/x.lin", "."])
def test_convert_refuses_an_unwritable_path(target: str, boards: Path, tmp_path: Path,
                                            monkeypatch: pytest.MonkeyPatch,
                                            capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.chdir(tmp_path)
    capsys.readouterr()
    assert main(["convert", str(boards), target]) == 2
    assert capsys.readouterr().err.count("\n") == 1


def test_a_folder_named_like_a_file_is_refused(tmp_path: Path,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    folder = tmp_path / "in.pbn"
    folder.mkdir()
    assert main(["convert", str(folder), str(tmp_path / "out.lin")]) == 2
    assert "is a folder, not a file" in capsys.readouterr().err


@pytest.mark.parametrize("command", [["convert"], ["analyze"]])
def test_a_file_with_nothing_usable_fails(command: list[str], tmp_path: Path,
                                          capsys: pytest.CaptureFixture[str]) -> None:
    garbage = tmp_path / "garbage.pbn"
    garbage.write_text("this is no PBN file\n[[[\n", encoding="utf-8")
    target = tmp_path / "x.lin"
    argv = [*command, str(garbage)] + ([str(target)] if command == ["convert"] else [])
    assert main(argv) == 2
    assert "no record could be read" in capsys.readouterr().err.splitlines()[-1]
    assert not target.exists()


def test_analyze_of_records_without_deals_fails(tmp_path: Path,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    source = tmp_path / "no_deals.pbn"
    source.write_text('[Board "1"]\n[Dealer "N"]\n', encoding="utf-8")
    assert main(["analyze", str(source), "--workers", "1"]) == 2
    assert "no record has a whole deal" in capsys.readouterr().err


def test_convert_leaves_out_records_with_nothing_readable(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    source = tmp_path / "mixed.pbn"
    source.write_text('[Board "1"]\n[Dealer "N"]\n\njunk\n\n[Board "2"]\n', encoding="utf-8")
    assert main(["convert", str(source), str(tmp_path / "out.pbn")]) == 0
    err = capsys.readouterr().err
    assert "2 records written" in err and "1 with nothing readable left out" in err
    assert [r.board for r in pbn.read(tmp_path / "out.pbn")] == [1, 2]


def test_many_problems_are_not_all_shown(tmp_path: Path,
                                         capsys: pytest.CaptureFixture[str]) -> None:
    source = tmp_path / "noisy.pbn"
    source.write_text('[Board "1"]\n' + "] " * 100 + "\n", encoding="utf-8")
    assert main(["convert", str(source), str(tmp_path / "out.lin")]) == 0
    err = capsys.readouterr().err.splitlines()
    assert len(err) == MAX_SHOWN_PROBLEMS + 2
    assert err[-2].endswith("more problems not shown") and "1 records written" in err[-1]


def test_deal_says_what_it_wrote_and_where(tmp_path: Path,
                                           capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "b.lin"
    assert main(["deal", "--boards", "1-4,9", "--seed", "7", "--out", str(out)]) == 0
    assert capsys.readouterr().err == f"5 boards (1-4,9, seed 7) written to {out}\n"
    assert [r.board for r in lin.read(out)] == [1, 2, 3, 4, 9]
    assert main(["deal", "--boards", "2"]) == 0
    assert capsys.readouterr().err == "1 board (2, seed 0) written to standard output\n"


def test_deal_gives_up_on_an_impossible_constraint(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["deal", "--boards", "1", "--constraint", "hcp(north)>=38"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1
    assert "gave up: no deal for board 1 met the constraints in 20,000 tries" in err


def test_deal_reports_its_search() -> None:
    seen: list[tuple[int, int, bool]] = []
    with pytest.raises(ValueError, match="gave up"):
        deal_boards(1, [1], ["hcp(north)>=38"], progress=lambda *a: seen.append(a),
                    max_attempts=1_200)
    assert seen == [(1, 500, False), (1, 1_000, False)]
    deal_boards(1, [1, 2], progress=lambda *a: seen.append(a))
    assert seen[-2:] == [(1, 0, True), (2, 0, True)]


def test_version_and_short_help(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--version"]) == 0
    assert capsys.readouterr().out.strip() == f"bridgeclub {bc.__version__}"
    assert main(["-h"]) == 0
    out = capsys.readouterr().out
    assert "Commands" in out and "analyze" in out


def test_the_command_list_has_no_hard_line_breaks(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("COLUMNS", "200")
    done = subprocess.run([sys.executable, "-m", "bridgeclub", "--help"], capture_output=True,
                          text=True, timeout=60, env={**os.environ, "COLUMNS": "200"})
    lines = done.stdout.split("Commands:\n", 1)[1].splitlines()
    # at 200 columns every command's summary fits on its own line: none goes on below
    assert len(lines) >= 10 and all(line.startswith("  ") for line in lines), done.stdout
    assert not any(line[2:12].strip() == "" for line in lines), done.stdout


# -- fuzzing the command line -----------------------------------------------------------
WORDS = ["4S", "3NTX", "4S by E", "8H", "S", "E", "x", "10", "14", "-3", "²", "1" * 30, "--vul",
         "NS", "red", "--edition", "goren", "--json", "--boards", "1-2", "3-1", "0", "2",
         "1-²", "--seed", "7", "--out", "out.pbn", "out.lin", "missing/x.pbn", ".", "in.pbn",
         "--constraint", "hcp(north)>=10", "hcp(", "--event", "in.lin", "garbage.pbn",
         "missing.pbn", "--workers", "1", "0", "--html", "page.html", "-h", "--help", "", " ",
         "\x00", "--version", "--nosuch"]
COMMANDS = ["score", "deal", "convert", "analyze", "variants", "--version", "-h", "nosuch"]


@settings(derandomize=True, max_examples=200, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(command=st.sampled_from(COMMANDS), words=st.lists(st.sampled_from(WORDS), max_size=7))
def test_any_command_line_ends_cleanly(command: str, words: list[str], tmp_path: Path,
                                       monkeypatch: pytest.MonkeyPatch,
                                       capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.chdir(tmp_path)
    if not Path("in.pbn").exists():
        Path("in.pbn").write_text(pbn.dumps(deal_boards(3, [1])), encoding="utf-8")
        Path("in.lin").write_text(lin.dumps(deal_boards(3, [2])), encoding="utf-8")
        Path("garbage.pbn").write_text("no PBN here {\n", encoding="utf-8")
    argv = [command, *words]
    if command == "analyze":
        argv += ["--workers", "1"]  # no process pool for every example
    status = main(argv)
    err = capsys.readouterr().err
    assert status in (0, 2), (argv, err)
    assert "Traceback" not in err
    if status == 2:
        assert err.splitlines()[-1].startswith("bridgeclub: "), (argv, err)
