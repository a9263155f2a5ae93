"""A tiny run of bench/server.py (3 tables for 2 seconds), so the benchmark keeps working."""

from __future__ import annotations

import importlib.util
from pathlib import Path

from tests.server.live import free_port, port_is_free


def test_server_benchmark_runs_a_few_tables() -> None:
    path = Path(__file__).resolve().parents[2] / "bench" / "server.py"
    spec = importlib.util.spec_from_file_location("bench_server", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    port = free_port()
    while not port_is_free(port + 1):
        port = free_port()
    assert module.main(["--tables", "3", "--seconds", "2", "--think", "0.02",
                        "--port", str(port)]) > 0
