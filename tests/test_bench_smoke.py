"""A tiny run of bench/analysis.py, so the benchmark keeps working."""

from __future__ import annotations

import importlib.util
from pathlib import Path


def test_analysis_benchmark_runs_on_a_few_deals() -> None:
    path = Path(__file__).resolve().parent.parent / "bench" / "analysis.py"
    spec = importlib.util.spec_from_file_location("bench_analysis", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    assert module.main(["--deals", "6"]) > 0


def test_events_benchmark_runs_on_a_small_event() -> None:
    path = Path(__file__).resolve().parent.parent / "bench" / "events.py"
    spec = importlib.util.spec_from_file_location("bench_events", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    assert module.main(["--tables", "12", "--boards", "10", "--teams", "9",
                        "--rounds", "4", "--scoring", "Cross", "--entries", "30",
                        "--commands", "0"]) > 0


def test_bidding_benchmark_runs_on_a_few_boards() -> None:
    path = Path(__file__).resolve().parent.parent / "bench" / "bidding.py"
    spec = importlib.util.spec_from_file_location("bench_bidding", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    assert module.main(["--boards", "3"]) == 3


def test_tournament_benchmark_runs_on_a_small_field() -> None:
    path = Path(__file__).resolve().parent.parent / "bench" / "tournament.py"
    spec = importlib.util.spec_from_file_location("bench_tournament", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    assert module.main(["--entrants", "30", "--boards", "4", "--form", "Butler"]) == 120
