"""The bidding of the computer players on fixed random boards, card play held equal.

Every board is bid four times by computer players (auctions only): all four seats
``standard``, all four ``beginner``, and the two mixed tables of a team match (standard
North-South against beginner East-West, then the seats swapped). The final contract of
each auction is scored by its double-dummy result (DDS through endplay, the boards' tables
solved in batches), so both sides get the same card play. It prints: how often the
contract's double-dummy score is within 1 IMP of par (standard, beginner), the IMPs per
board of standard bidding against beginner bidding with a 95% confidence interval, the
decision time per call (median, 95th percentile), and the machine's load average.

    python3 bench/bidding.py                 # 500 boards
    python3 bench/bidding.py --boards 20     # a quick run
    python3 bench/bidding.py --tables dd.txt # keep the boards' tables in dd.txt for next time
"""

from __future__ import annotations

import argparse
import os
import statistics
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import bridgeclub as bc
from bridgeclub.analysis.dds import DDTable, dd_tables, par
from bridgeclub.bots.levels import computer_player
from bridgeclub.cli_match import interval
from bridgeclub.deal import Deal
from bridgeclub.scoring.contract import duplicate_score
from bridgeclub.scoring.imps import imps
from bridgeclub.seats import Side

EVENT_SEED = 2026


def bid(board: int, levels: dict[str, str], times: list[float]) -> Any:
    """One auction of ``board`` with a computer player of the given level in each seat."""
    game: Any = bc.new_game("duplicate", board=board, seed=f"{EVENT_SEED}-{board}")
    players = {seat: computer_player(level, seed=board) for seat, level in levels.items()}
    while game.phase == "auction":
        view = game.view(game.actor)
        start = time.perf_counter()
        decision = players[str(game.actor)].decide(view)
        times.append(time.perf_counter() - start)
        game.act(decision.action, explanation=decision.explanation)
    return game


def ns_score(game: Any, table: DDTable) -> int:
    """North-South's score of the auction's contract played double dummy."""
    contract = game.contract
    if contract is None or contract.declarer is None:
        return 0
    tricks = table[contract.declarer, contract.strain]
    side = contract.declarer.side
    score = duplicate_score(contract, tricks, game.vulnerability.is_vulnerable(side))
    return score if side is Side.NS else -score


def solve(deals: list[Deal], keep: Path | None) -> list[DDTable]:
    """The deals' double-dummy tables, solved in batches, or read from ``keep`` (one line
    a deal: the deal and its table's tricks) when it holds them all."""
    if keep is not None and keep.exists():
        known = dict(line.split(" | ") for line in keep.read_text().splitlines() if line)
        if all(d.to_pbn() in known for d in deals):
            return [DDTable.from_pbn_tricks(known[d.to_pbn()]) for d in deals]
    tables = dd_tables(deals)
    if keep is not None:
        keep.write_text("".join(f"{d.to_pbn()} | {t.to_pbn_tricks()}\n"
                                for d, t in zip(deals, tables, strict=True)))
    return tables


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--boards", type=int, default=500)
    parser.add_argument("--tables", type=Path, default=None,
                        help="a file keeping the boards' double-dummy tables between runs")
    args = parser.parse_args(argv)
    boards = range(1, args.boards + 1)
    times: list[float] = []
    everyone = {lvl: {s: lvl for s in "NESW"} for lvl in ("standard", "beginner")}
    mixed = ({"N": "standard", "S": "standard", "E": "beginner", "W": "beginner"},
             {"N": "beginner", "S": "beginner", "E": "standard", "W": "standard"})
    games = [(bid(b, everyone["standard"], times), bid(b, everyone["beginner"], times),
              bid(b, mixed[0], times), bid(b, mixed[1], times)) for b in boards]
    start = time.perf_counter()
    tables = solve([g[0].deal for g in games], args.tables)
    solved = time.perf_counter() - start
    near = {"standard": 0, "beginner": 0}
    swing: list[float] = []
    for (standard, beginner, open_room, closed_room), table in zip(games, tables, strict=True):
        target = par(table, standard.vulnerability, standard.dealer).score
        for name, game in (("standard", standard), ("beginner", beginner)):
            if abs(imps(ns_score(game, table) - target)) <= 1:
                near[name] += 1
        swing.append(float(imps(ns_score(open_room, table) - ns_score(closed_room, table))))
    mean, low, high = interval(swing)
    ms = sorted(t * 1000 for t in times)
    print(f"boards: {len(games)}  (auctions: {4 * len(games)}, calls: {len(times)}; "
          f"double dummy solved in {solved:.1f} s)")
    for name in ("standard", "beginner"):
        print(f"{name:9} contract within 1 IMP of par: {near[name] / len(games):.1%}")
    print(f"standard bidding v beginner bidding: {mean:+.2f} IMPs/board "
          f"(95% CI {low:+.2f} to {high:+.2f})")
    print(f"decision time per call: median {statistics.median(ms):.2f} ms, "
          f"95th percentile {ms[int(0.95 * (len(ms) - 1))]:.2f} ms")
    print(f"load average: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    return len(games)


if __name__ == "__main__":
    main()
