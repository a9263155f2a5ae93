"""A tiny run of bench/matches.py, so the benchmark keeps working."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import bridgeclub as bc


def test_matches_benchmark_runs_on_short_matches() -> None:
    path = Path(__file__).resolve().parents[2] / "bench" / "matches.py"
    spec = importlib.util.spec_from_file_location("bench_matches", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    assert module.main(["--deals", "2", "--pad", "5"]) == len(bc.match_kinds())
