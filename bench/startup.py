"""Command start-up: how long ``bridgeclub --help``, ``bridgeclub event enter`` and
``bridgeclub scorepad`` take from launch to exit, as a user runs them.

Each command runs ``--runs`` times as a fresh process (the installed ``bridgeclub`` script
next to this Python, else ``python -m bridgeclub``); the script prints the wall time (best
and median) and the processor time the command used (user + system, best), and whether
the best wall time is within the target (0.4 s). ``event enter`` enters a result into an
event file made beforehand (not timed); ``scorepad`` scores one rubber deal from its input
and ends. Each command runs once untimed first, as after installing: Python writes its
bytecode caches then and reuses them after. The processor time is the figure to compare on
a busy machine, where waiting for a core inflates the wall time.

    python3 bench/startup.py [--runs 5]
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

TARGET = 0.4


def command() -> list[str]:
    """How to start ``bridgeclub``: its script beside this Python, else ``-m``."""
    script = Path(sys.executable).parent / "bridgeclub"
    return [str(script)] if script.is_file() else [sys.executable, "-m", "bridgeclub"]


#: The commands run as a user's would: Python writes and reuses its bytecode caches.
ENVIRONMENT = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}


def timed(args: list[str], stdin: str, folder: Path) -> tuple[float, float]:
    """Wall and processor seconds of one run of ``args``; raises if it fails."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    done = subprocess.run(args, input=stdin, capture_output=True, text=True, cwd=folder,
                          check=False, env=ENVIRONMENT)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if done.returncode != 0:
        raise RuntimeError(f"{' '.join(args[-3:])} failed ({done.returncode}): "
                           f"{done.stderr.strip()[:200]}")
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu


def main(argv: list[str] | None = None) -> dict[str, float]:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5, help="runs of each command")
    options = parser.parse_args(argv)
    bridgeclub = command()
    best: dict[str, float] = {}
    with tempfile.TemporaryDirectory() as name:
        folder = Path(name)
        subprocess.run([*bridgeclub, "event", "create", "club.json", "--tables", "3"],
                       cwd=folder, check=True, capture_output=True)
        commands = {
            "bridgeclub --help": ([*bridgeclub, "--help"], ""),
            "bridgeclub event enter": ([*bridgeclub, "event", "enter", "club.json", "1", "1",
                                        "4", "4S", "N", "10"], ""),
            "bridgeclub scorepad": ([*bridgeclub, "scorepad", "rubber"], "4S S 10\n"),
        }
        print(f"{'command':24} {'wall best':>10} {'median':>8} {'cpu best':>9}  "
              f"(target {TARGET} s, {options.runs} runs, load {os.getloadavg()[0]:.1f})")
        for label, (args, stdin) in commands.items():
            timed(args, stdin, folder)  # a first run writes the bytecode caches
            runs = [timed(args, stdin, folder) for _ in range(options.runs)]
            walls = [wall for wall, _ in runs]
            best[label] = min(walls)
            verdict = "ok" if min(walls) <= TARGET else "SLOW"
            print(f"{label:24} {min(walls):9.3f}s {statistics.median(walls):7.3f}s "
                  f"{min(cpu for _, cpu in runs):8.3f}s  {verdict}")
    return best


if __name__ == "__main__":
    main()
