"""``bridgeclub match``: every variant, the PBN file with notes, the executor on Dask."""

from __future__ import annotations

from pathlib import Path

import pytest

from bridgeclub import cli
from bridgeclub.cli.match import BoardTask, interval, play_board, run_match, with_notes
from bridgeclub.executor import open_executor, run_tasks
from bridgeclub.formats import pbn
from bridgeclub.formats.games import game_to_record
from tests.bots.cardplay.helpers import VARIANTS


@pytest.mark.parametrize("variant", VARIANTS)
def test_match_runs_every_variant(variant: str, tmp_path: Path,
                                  capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "match.pbn"
    status = cli.main(["match", "--variant", variant, "--ns", "beginner", "--ew", "beginner",
                       "--boards", "2", "--workers", "1", "--out", str(out)])
    assert status == 0
    printed = capsys.readouterr().out
    assert "2 boards of" in printed and "95% CI" in printed
    unit = "IMPs" if variant in ("duplicate", "chicago") else "points"
    assert f"{unit} a board" in printed
    records = pbn.read(out)
    assert len(records) == 4
    assert [r.tags["Room"] for r in records] == ["Open", "Closed", "Open", "Closed"]
    assert all(r.tags["BCVariant"] == variant for r in records)


def test_the_seats_are_swapped_and_the_cards_the_same() -> None:
    outcome = play_board(BoardTask("duplicate", 3, 5, "standard", "beginner"))
    first, second = outcome.records
    assert first.tags["Deal"] == second.tags["Deal"]
    assert first.tags["North"] == "standard" and second.tags["North"] == "beginner"


def test_explanations_become_auction_notes() -> None:
    import bridgeclub as bc
    game = bc.new_game("duplicate", board=1, seed=2)
    game.act("1NT", explanation="15-17 points, balanced")
    for call in ("P", "2C", "P"):
        game.act(call, explanation="Stayman: asks for a major" if call == "2C" else "")
    record = with_notes(game, game_to_record(game))
    assert record.auction is not None
    assert record.auction.notes == {1: "15-17 points, balanced",
                                    2: "Stayman: asks for a major"}
    text = pbn.dumps([record])
    assert "1NT =1=" in text and '[Note "1:15-17 points, balanced"]' in text
    assert "2C =2=" in text


def test_bad_input_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["match", "--variant", "bridge", "--boards", "1"]) == 2
    assert "unknown variant" in capsys.readouterr().err
    assert cli.main(["match", "--variant", "duplicate", "--ns", "pro"]) == 2
    assert cli.main(["match", "--variant", "duplicate", "--boards", "0"]) == 2
    assert cli.main(["match", "--variant", "duplicate", "--scheduler", "nowhere"]) == 2


@pytest.mark.parametrize(("args", "message"), [
    (["--out", "missing/match.pbn"], "the folder missing does not exist"),
    (["--out", "."], "is a folder; give a file name"),
    (["--out", "match.txt"], "a file's name ends in .pbn"),
    (["--boards", "100001"], "at most 10,000 boards"),
    (["--scheduler", "tcp://127.0.0.1:1"], "cannot reach the Dask scheduler"),
])
def test_bad_paths_and_sizes_are_one_line_before_any_work(
        args: list[str], message: str, capsys: pytest.CaptureFixture[str],
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.chdir(tmp_path)
    assert cli.main(["match", "--variant", "rubber", "--ns", "beginner", "--boards", "1",
                     "--workers", "1", *args]) == 2
    err = capsys.readouterr().err
    assert message in err and err.count("\n") == 1 and "Traceback" not in err, err
    assert list(tmp_path.iterdir()) == []


def test_interval() -> None:
    assert interval([2.0]) == (2.0, 2.0, 2.0)
    mean, low, high = interval([0.0, 2.0, 4.0])
    assert mean == 2.0 and low < 2.0 < high


def test_local_process_pool_and_same_seed_same_match() -> None:
    # untimed: a search the clock stops depends on the machine's load, not on the seed
    first = run_match("duplicate", "beginner", "standard", 2, seed=3, workers=2, timed=False)
    again = run_match("duplicate", "beginner", "standard", 2, seed=3, workers=1, timed=False)
    assert [o.difference for o in first] == [o.difference for o in again]
    assert [pbn.dumps(o.records) for o in first] == [pbn.dumps(o.records) for o in again]


def test_dask_local_cluster() -> None:
    distributed = pytest.importorskip("distributed")
    with distributed.LocalCluster(n_workers=1, threads_per_worker=1, processes=False,
                                  dashboard_address=None) as cluster, \
            distributed.Client(cluster) as client:
        with open_executor(client=client) as pool:
            assert sorted(run_tasks(pool, abs, [-1, -2])) == [(0, 1), (1, 2)]
        outcomes = run_match("rubber", "beginner", "beginner", 2, seed=4, client=client)
    assert [o.board for o in outcomes] == [1, 2]


def test_one_board_shows_each_tables_tricks_and_score_and_no_interval(
        capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["match", "--variant", "duplicate", "--boards", "1", "--workers", "1"]) == 0
    printed = capsys.readouterr().out
    board = next(line for line in printed.splitlines() if line.startswith("board   1:"))
    outcome = play_board(BoardTask("duplicate", 1, 1, "standard", "beginner"))
    for contract, net in zip(outcome.contracts, outcome.tables, strict=True):
        assert contract.split()[-1].isdigit()          # the tricks taken
        assert f"{contract} {net:+.0f}" in board
    assert "95% CI" not in printed and "1 board of duplicate" in printed


def test_each_team_bids_on_its_own_card(capsys: pytest.CaptureFixture[str]) -> None:
    outcome = play_board(BoardTask("duplicate", 2, 3, "standard", "standard",
                                   ns_system="acol", ew_system="sayc"))
    first, second = outcome.records
    assert (first.tags["BidSystemNS"], first.tags["BidSystemEW"]) == ("Acol", "SAYC")
    assert (second.tags["BidSystemNS"], second.tags["BidSystemEW"]) == ("SAYC", "Acol")
    assert cli.main(["match", "--variant", "duplicate", "--ns", "beginner", "--ew",
                     "beginner", "--boards", "1", "--workers", "1",
                     "--ns-system", "acol"]) == 0
    assert "(Acol v SAYC)" in capsys.readouterr().out


def test_an_unknown_card_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["match", "--variant", "duplicate", "--boards", "1",
                     "--ew-system", "precision"]) == 2
    assert "unknown bidding system 'precision'" in capsys.readouterr().err
