"""A tiny run of bench/bots.py, so the benchmark keeps working."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path


def test_bots_benchmark_runs_on_a_board() -> None:
    path = Path(__file__).resolve().parents[3] / "bench" / "bots.py"
    spec = importlib.util.spec_from_file_location("bench_bots", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module          # its dataclasses look themselves up there
    spec.loader.exec_module(module)
    result = module.main(["--boards", "1", "--workers", "1", "--pairs", "standard-beginner"])
    assert isinstance(result, float)
