"""The bidding of the computer players on fixed random boards, card play held equal.

Every board is bid four times by computer players (auctions only): all four seats
``standard``, all four ``beginner``, and the two mixed tables of a team match (standard
North-South against beginner East-West, then the seats swapped); ``--pair
expert-standard`` compares expert (its calls checked by simulation) with standard. The
final contract of each auction is scored by its double-dummy result (DDS through endplay,
the boards' tables solved in batches), so both sides get the same card play. It prints:
how often the contract's double-dummy score is within 1 IMP of par (for each level), the
IMPs per board of the first level's bidding against the second's with a 95% confidence
interval, the decision time per call (median, 95th percentile), and the machine's load
average.

    python3 bench/bidding.py                 # 500 boards
    python3 bench/bidding.py --boards 20     # a quick run
    python3 bench/bidding.py --tables dd.txt # keep the boards' tables in dd.txt for next time
    python3 bench/bidding.py --pair expert-standard --boards 200 --workers 2
    python3 bench/bidding.py --system acol   # every seat bids Acol

``--system`` is the card every seat plays (``sayc``, the default, or ``acol``): par does
not depend on the system, so the two systems' rates compare directly on the same boards.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import bridgeclub as bc
from bridgeclub.analysis.dds import DDTable, dd_score, dd_tables, par
from bridgeclub.bots.levels import computer_player
from bridgeclub.cli.match import interval
from bridgeclub.deal import Deal
from bridgeclub.executor import open_executor, run_tasks
from bridgeclub.scoring.imps import imps

EVENT_SEED = 2026


def bid(board: int, levels: dict[str, str], times: list[float], seed: str = "",
        system: str = "sayc") -> Any:
    """One auction of ``board`` with a computer player of the given level in each seat,
    every seat playing the card ``system``."""
    game: Any = bc.new_game("duplicate", board=board,
                            seed=f"{seed or EVENT_SEED}-{board}")
    players = {seat: computer_player(level, seed=board, system=system)
               for seat, level in levels.items()}
    while game.phase == "auction":
        view = game.view(game.actor)
        start = time.perf_counter()
        decision = players[str(game.actor)].decide(view)
        times.append(time.perf_counter() - start)
        game.act(decision.action, explanation=decision.explanation)
    return game


#: Deals solved in one batch: a batch's tables are kept (``--tables``) as soon as it ends.
BATCH = 80


def solve(deals: list[Deal], keep: Path | None) -> list[DDTable]:
    """The deals' double-dummy tables: those ``keep`` already holds (one line a deal: the
    deal and its table's tricks) read from it, the rest solved in batches, each batch
    added to ``keep`` as it ends, so a run stopped half way loses nothing it solved; a
    line of progress after each batch (on a loaded machine 2,000 deals take an hour).

    >>> import tempfile
    >>> deal = bc.new_game("duplicate", board=1, seed="doc-1").deal
    >>> with tempfile.TemporaryDirectory() as folder:
    ...     keep = Path(folder) / "tables.txt"
    ...     first = solve([deal], keep)  # doctest: +ELLIPSIS
    ...     again = solve([deal, deal], keep)
    ...     lines = len(keep.read_text().splitlines())
      1/1 double-dummy tables solved (... s)
    >>> first == again[:1] == again[1:], lines
    (True, 1)
    """
    known: dict[str, str] = {}
    if keep is not None and keep.exists():
        known = dict(line.split(" | ") for line in keep.read_text().splitlines() if line)
    missing = list({pbn: d for d in deals if (pbn := d.to_pbn()) not in known}.items())
    started = time.monotonic()
    for first in range(0, len(missing), BATCH):
        batch = missing[first:first + BATCH]
        tables = dd_tables([deal for _, deal in batch])
        solved = {pbn: t.to_pbn_tricks() for (pbn, _), t in zip(batch, tables, strict=True)}
        known.update(solved)
        if keep is not None:
            with keep.open("a") as kept:
                kept.writelines(f"{pbn} | {tricks}\n" for pbn, tricks in solved.items())
        print(f"  {first + len(batch)}/{len(missing)} double-dummy tables solved "
              f"({time.monotonic() - started:.0f} s)", flush=True)
    return [DDTable.from_pbn_tricks(known[d.to_pbn()]) for d in deals]


def bid_board(task: tuple[int, str, str, str, str]
              ) -> tuple[tuple[Any, ...], list[float]]:
    """The four auctions of one board: all ``first``, all ``second``, and the two mixed
    tables of a team match; with the time of each call."""
    board, first, second, seed, system = task
    times: list[float] = []
    mixed = ({"N": first, "S": first, "E": second, "W": second},
             {"N": second, "S": second, "E": first, "W": first})
    return (bid(board, dict.fromkeys("NESW", first), times, seed, system),
            bid(board, dict.fromkeys("NESW", second), times, seed, system),
            bid(board, mixed[0], times, seed, system),
            bid(board, mixed[1], times, seed, system)), times


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--boards", type=int, default=500)
    parser.add_argument("--tables", type=Path, default=None,
                        help="a file keeping the boards' double-dummy tables between runs")
    parser.add_argument("--pair", default="standard-beginner",
                        choices=("standard-beginner", "expert-standard"),
                        help="the two levels compared (expert checks calls by simulation)")
    parser.add_argument("--seed", default="", help="another set of boards (for trying out)")
    parser.add_argument("--workers", type=int, default=1,
                        help="processes bidding the boards")
    parser.add_argument("--system", default="sayc", choices=("sayc", "acol"),
                        help="the convention card every seat plays")
    args = parser.parse_args(argv)
    first, second = args.pair.split("-")
    tasks = [(b, first, second, args.seed, args.system) for b in range(1, args.boards + 1)]
    times: list[float] = []
    games = []
    with open_executor(args.workers) as pool:
        for done, (_, (four, spent)) in enumerate(run_tasks(pool, bid_board, tasks), 1):
            games.append(four)
            times += spent
            if done % 20 == 0 and first == "expert":
                print(f"  {done}/{len(tasks)} boards bid", flush=True)
    start = time.perf_counter()
    tables = solve([g[0].deal for g in games], args.tables)
    solved = time.perf_counter() - start
    near = {first: 0, second: 0}
    swing: list[float] = []
    for (standard, beginner, open_room, closed_room), table in zip(games, tables, strict=True):
        target = par(table, standard.vulnerability, standard.dealer).score
        for name, game in ((first, standard), (second, beginner)):
            if abs(imps(dd_score(table, game.contract, game.vulnerability) - target)) <= 1:
                near[name] += 1
        open_ns, closed_ns = (dd_score(table, g.contract, g.vulnerability)
                              for g in (open_room, closed_room))
        swing.append(float(imps(open_ns - closed_ns)))
    mean, low, high = interval(swing)
    ms = sorted(t * 1000 for t in times)
    print(f"system: {args.system}; boards: {len(games)}  (auctions: {4 * len(games)}, "
          f"calls: {len(times)}; double dummy solved in {solved:.1f} s)")
    for name in (first, second):
        print(f"{name:9} contract within 1 IMP of par: {near[name] / len(games):.1%}")
    print(f"{first} bidding v {second} bidding: {mean:+.2f} IMPs/board "
          f"(95% CI {low:+.2f} to {high:+.2f})")
    print(f"decision time per call: median {statistics.median(ms):.2f} ms, "
          f"95th percentile {ms[int(0.95 * (len(ms) - 1))]:.2f} ms")
    print(f"load average: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    return len(games)


if __name__ == "__main__":
    main()
