"""A tiny run of bench/analysis.py, so the benchmark keeps working."""

from __future__ import annotations

import importlib.util
import json
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest


def _bench(name: str, registered: bool = False) -> Any:
    """bench/NAME.py loaded as a module; ``registered`` leaves it in ``sys.modules`` (a
    bench whose dataclasses look themselves up there) for the caller to remove."""
    path = Path(__file__).resolve().parent.parent / "bench" / f"{name}.py"
    spec = importlib.util.spec_from_file_location(f"bench_{name}", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    if registered:
        sys.modules[spec.name] = module
    try:
        spec.loader.exec_module(module)
    except BaseException:
        sys.modules.pop(spec.name, None)
        raise
    return module


@contextmanager
def _registered_bench(name: str) -> Iterator[Any]:
    """bench/NAME.py loaded and kept in ``sys.modules`` while the block runs."""
    module = _bench(name, registered=True)
    try:
        yield module
    finally:
        del sys.modules[f"bench_{name}"]


def test_analysis_benchmark_runs_on_a_few_deals() -> None:
    module = _bench("analysis")
    assert module.main(["--deals", "6"]) > 0


def test_events_benchmark_runs_on_a_small_event() -> None:
    module = _bench("events")
    assert module.main(["--tables", "12", "--boards", "10", "--teams", "9",
                        "--rounds", "4", "--scoring", "Cross", "--entries", "30",
                        "--commands", "0"]) > 0


def test_bidding_benchmark_runs_on_a_few_boards() -> None:
    module = _bench("bidding")
    assert module.main(["--boards", "3"]) == 3


def test_bidding_benchmark_bids_the_chosen_system(capsys: pytest.CaptureFixture[str]) -> None:
    module = _bench("bidding")
    assert module.main(["--boards", "2", "--system", "acol"]) == 2
    assert "system: acol" in capsys.readouterr().out
    seats = dict.fromkeys("NESW", "standard")
    acol, sayc = (module.bid(1, seats, [], "acol-smoke", system)
                  for system in ("acol", "sayc"))
    assert acol.view("N")["auction"][0]["explanation"] == "12-14 points, balanced"
    assert sayc.view("N")["auction"][0]["call"] != "1NT"


def test_tournament_benchmark_runs_on_a_small_field() -> None:
    module = _bench("tournament")
    assert module.main(["--entrants", "30", "--boards", "4", "--form", "Butler"]) == 120


def test_engine_benchmark_runs_a_short_round() -> None:
    ratio = _bench("engine").main(["--deals", "5", "--seconds", "0.2", "--rounds", "1"])
    assert ratio is None or ratio > 0


def test_startup_benchmark_times_the_three_commands() -> None:
    best = _bench("startup").main(["--runs", "1"])
    assert set(best) == {"bridgeclub --help", "bridgeclub event enter", "bridgeclub scorepad"}
    assert all(seconds > 0 for seconds in best.values())


def test_bots_benchmark_bids_a_board_itself() -> None:
    with _registered_bench("bots") as module:
        table = module.play_table(3, "smoke", {module.Side.NS: "standard",
                                               module.Side.EW: "beginner"}, bid=True)
    assert table.call_times["standard"] and table.call_times["beginner"]
    assert table.tricks is not None or table.declarer_level is None
    if table.declarer_level is None or table.tricks == table.dd_tricks:
        assert table.dd_ns_score == table.ns_score   # played as double dummy plays it
    else:
        assert table.dd_ns_score != 0


def test_sparring_benchmark_bids_two_boards_against_the_robot(
        capsys: pytest.CaptureFixture[str]) -> None:
    with _registered_bench("sparring") as module:
        if not module.LIBRARY.is_file():
            pytest.skip(f"the sparring robot's library is not at {module.LIBRARY}")
        means = module.main(["--boards", "2", "--level", "standard", "--show", "1"])
    assert set(means) == {"standard"} and -24 <= means["standard"] <= 24
    printed = capsys.readouterr().out
    assert "room 1 (ours N-S): contract within 1 IMP of par" in printed
    assert " robot " in printed and " ours " in printed     # both sides' calls shown
    assert "where the IMPs went" in printed and " boards (" in printed


def test_sparring_benchmark_records_its_boards_and_compares_a_later_run(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    record = tmp_path / "boards.json"
    with _registered_bench("sparring") as module:
        if not module.LIBRARY.is_file():
            pytest.skip(f"the sparring robot's library is not at {module.LIBRARY}")
        module.main(["--boards", "2", "--show", "0", "--record", str(record)])
        kept = json.loads(record.read_text())["standard"]
        passed_out = {"calls": "P P P P", "contract": "passed out"}   # as if the rules changed
        kept["1"]["rooms"][0] = passed_out
        kept["1"]["swing"] = 0
        record.write_text(json.dumps({"standard": kept}))
        module.main(["--boards", "2", "--show", "1", "--against", str(record)])
        with pytest.raises(SystemExit, match="no record"):
            module.main(["--boards", "2", "--against", str(tmp_path / "missing.json")])
    printed = capsys.readouterr().out
    assert "against the record: 1 boards changed" in printed
    assert "room 1 before: passed out: P P P P" in printed
