"""Computer players on a fixed set of duplicate boards: speed, accuracy, strength.

Every board is bid to its par contract (the same auction at every table, so only the card
play differs; a passed-out par board is bid to the best contract North-South make double
dummy), or with ``--bid`` by the players themselves (the bidding counts too: ``expert``
checks its calls by simulation, ``bridgeclub.bots.bidding.simulation``), then played at
four tables: standard v beginner and beginner v standard,
expert v standard and standard v expert (seats swapped, as teams play). It prints, per
level: the decision time per card (median, 95th percentile, maximum: each level's budget is
in ``bridgeclub.bots.levels.BUDGETS``), declarer's tricks against the double-dummy tricks
of the contract (mean difference and mean absolute difference), the tricks each side's
cards gave away against double dummy as declarer and as defenders (DDS's play analysis,
card by card), and the IMPs per board of standard against beginner and expert against
standard, with 95% confidence intervals, and the machine's load average; with ``--bid``
also the time per call.

The par auction is made up (declarer names the contract at her first turn), so the
players choose their cards without reading it (``read_auction=False``): read by the
bidding system it would show hands the cards do not hold (a 3NT opening "25-27 points",
passes "under 12"), false for over 40% of the hands, and every lay-out would be dealt to
fit them. ``--read-auction`` reads it all the same. ``--seed`` chooses the deals: keep
the default for the reported figures and another for trying changes out.

The board pairs run in a local process pool (``--workers``), on a Dask cluster started here
(``--dask N``: N local workers of one thread) or on a running one (``--scheduler
tcp://HOST:8786``; start its workers with ``--nthreads 1``).

    python3 bench/bots.py                    # 200 boards (a long run on two cores)
    python3 bench/bots.py --boards 20        # a quick run
    python3 bench/bots.py --boards 20 --pairs standard-beginner --dask 2
    python3 bench/bots.py --bid --pairs expert-standard --dask 2   # bidding and play
"""

from __future__ import annotations

import argparse
import os
import statistics
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

import bridgeclub as bc
from bridgeclub.analysis.dds import analyse_play, dd_score, dd_table, par, set_threads
from bridgeclub.bots import cardplay
from bridgeclub.bots.levels import computer_player
from bridgeclub.calls import Strain
from bridgeclub.cli.match import interval
from bridgeclub.executor import open_executor, run_tasks
from bridgeclub.scoring.imps import imps
from bridgeclub.seats import Seat, Side

PAIRS = {"standard-beginner": ("standard", "beginner"), "expert-standard": ("expert", "standard")}


@dataclass
class TableResult:
    """One table: the decision times by level, declarer's level, tricks and DD tricks."""

    ns_score: int
    declarer_level: str | None
    tricks: int | None
    dd_tricks: int | None
    times: dict[str, list[float]] = field(default_factory=dict)
    #: tricks given away against double dummy, by (level, "declarer" or "defence")
    costs: dict[tuple[str, str], int] = field(default_factory=dict)
    #: the time of each call by level (``--bid``)
    call_times: dict[str, list[float]] = field(default_factory=dict)
    #: North-South's score had the contract been played double dummy
    dd_ns_score: int = 0


def par_auction(game: Any) -> list[str]:
    """Calls that reach the board's par contract (declarer names it at her first turn)."""
    table = dd_table(game.deal)
    found = par(table, game.vulnerability, game.dealer)
    if found.contracts:
        contract, _ = found.contracts[0]
    else:                      # passed out at par: NS's best making contract
        best = max(((table[s, t], s, t) for s in (Seat.N, Seat.S) for t in Strain),
                   key=lambda x: (x[0], x[2] is Strain.NOTRUMP))
        tricks, seat, strain = best
        contract = bc.Contract(max(1, min(7, tricks - 6)), strain, 0, seat)
    declarer = contract.declarer
    assert declarer is not None
    calls: list[str] = []
    seat = game.dealer
    while seat is not declarer:
        calls.append("P")
        seat = seat.next
    calls.append(f"{contract.level}{contract.strain}")
    if contract.doubled:
        calls.append("X")
        if contract.doubled == 2:
            calls += ["XX"]
    calls += ["P", "P", "P"]
    return calls


def play_table(board: int, seed: str, levels: dict[Side, str],
               read_auction: bool = False, bid: bool = False) -> TableResult:
    """One table of ``board``: bid to par (or by the players when ``bid``) and played."""
    game = bc.new_game("duplicate", board=(board - 1) % 16 + 1,
                       deal=bc.Deal.random(seed=f"{seed}/{board}").to_pbn())
    if not bid:
        for call in par_auction(game):
            game.act(call)
    players = {s: computer_player(levels[s.side], seed=board * 10 + s,
                                  read_auction=read_auction or bid) for s in Seat}
    times: dict[str, list[float]] = {}
    call_times: dict[str, list[float]] = {}
    while not game.is_over:
        actor = game.actor
        assert actor is not None
        view = game.view(actor)
        start = time.perf_counter()
        action = players[actor].decide(view).action
        spent = time.perf_counter() - start
        if cardplay.is_card_play(view):
            times.setdefault(levels[actor.side], []).append(spent)
        elif game.phase == "auction":
            call_times.setdefault(levels[actor.side], []).append(spent)
        game.act(action)
    result = game.result
    assert result is not None
    declarer = Seat.from_str(result.declarer) if result.declarer else None
    dd = None
    dd_ns = 0
    costs: dict[tuple[str, str], int] = {}
    if declarer is not None and game.contract is not None:
        table = dd_table(game.deal)
        dd = table[declarer, game.contract.strain]
        dd_ns = dd_score(table, game.contract, game.vulnerability)
        cards = [str(m.action) for m in game.history if m.phase == "play"]
        for side, role in ((declarer.side, "declarer"), (declarer.lho.side, "defence")):
            costs[(levels[side], role)] = 0
        for step in analyse_play(game.deal, game.contract, cards):
            key = (levels[step.seat.side], "declarer" if step.declaring else "defence")
            costs[key] += step.cost
    return TableResult(int(result.score["NS"]), levels[declarer.side] if declarer else None,
                       result.tricks, dd, times, costs, call_times, dd_ns)


def play_pair(task: tuple[int, str, str, str, bool, bool]
              ) -> tuple[str, int, TableResult, TableResult]:
    board, seed, first, second, read_auction, bid = task
    open_room = play_table(board, seed, {Side.NS: first, Side.EW: second}, read_auction, bid)
    closed = play_table(board, seed, {Side.NS: second, Side.EW: first}, read_auction, bid)
    return f"{first}-{second}", board, open_room, closed


@contextmanager
def pool_for(workers: int | None, dask: int | None, scheduler: str | None
             ) -> Iterator[Any]:
    """The executor the board pairs run on: a local Dask cluster of ``dask`` one-thread
    workers, a running cluster at ``scheduler``, or a local process pool."""
    if dask:
        from distributed import Client, LocalCluster

        with LocalCluster(n_workers=dask, threads_per_worker=1, processes=True,
                          dashboard_address=None) as cluster, \
                Client(cluster) as client, open_executor(client=client) as pool:
            client.run(set_threads, 1)     # one DDS thread a worker: they share the cores
            yield pool
        return
    with open_executor(workers, scheduler) as pool:
        yield pool


def _spread(seconds: list[float]) -> str:
    """``p50 ... s, p95 ... s, max ... s (N`` of some decisions' times."""
    spent = sorted(seconds)
    p95 = spent[min(len(spent) - 1, int(0.95 * len(spent)))]
    return (f"p50 {statistics.median(spent):.3f} s, p95 {p95:.3f} s, max {spent[-1]:.3f} s "
            f"({len(spent)}")


def main(argv: list[str] | None = None) -> float:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--boards", type=int, default=200)
    parser.add_argument("--seed", default="bench-bots",
                        help="the deals' seed (the reported figures use the default)")
    parser.add_argument("--read-auction", action="store_true",
                        help="the players read the made-up par auction as a real one")
    parser.add_argument("--bid", action="store_true",
                        help="the players bid each board themselves (bidding and play "
                             "count), instead of the par auction (the play alone)")
    parser.add_argument("--workers", type=int, default=None)
    parser.add_argument("--dask", type=int, default=None,
                        help="start a local Dask cluster of this many workers")
    parser.add_argument("--scheduler", default=None, help="a Dask cluster, tcp://HOST:8786")
    parser.add_argument("--pairs", default=",".join(PAIRS))
    parser.add_argument("--minutes", type=float, default=None,
                        help="stop after this long and report the board pairs finished")
    args = parser.parse_args(argv)
    pairs = [PAIRS[name] for name in args.pairs.split(",")]
    # board by board, so that a run stopped by --minutes has played every pair alike
    tasks = [(board, args.seed, a, b, args.read_auction, args.bid)
             for board in range(1, args.boards + 1) for a, b in pairs]
    stop = float("inf") if args.minutes is None else time.perf_counter() + 60 * args.minutes
    load_before = os.getloadavg()
    start = time.perf_counter()
    results: list[tuple[str, int, TableResult, TableResult]] = []
    with pool_for(args.workers, args.dask, args.scheduler) as pool:
        for done, (_, outcome) in enumerate(run_tasks(pool, play_pair, tasks), start=1):
            results.append(outcome)
            if time.perf_counter() > stop:
                print(f"  stopped by --minutes after {done} of {len(tasks)} board pairs")
                break
            if done % 10 == 0:
                print(f"  {done}/{len(tasks)} board pairs, {time.perf_counter() - start:.0f} s",
                      flush=True)
    elapsed = time.perf_counter() - start
    load_after = os.getloadavg()
    times: dict[str, list[float]] = {}
    call_times: dict[str, list[float]] = {}
    errors: dict[str, list[int]] = {}
    costs: dict[tuple[str, str], list[int]] = {}
    by_pair: dict[str, list[float]] = {}
    by_contract: dict[str, list[float]] = {}
    for name, _, open_room, closed in results:
        by_pair.setdefault(name, []).append(imps(open_room.ns_score - closed.ns_score))
        by_contract.setdefault(name, []).append(
            imps(open_room.dd_ns_score - closed.dd_ns_score))
        for table in (open_room, closed):
            for level, spent in table.times.items():
                times.setdefault(level, []).extend(spent)
            for level, spent in table.call_times.items():
                call_times.setdefault(level, []).extend(spent)
            for key, cost in table.costs.items():
                costs.setdefault(key, []).append(cost)
            if table.declarer_level and table.tricks is not None and table.dd_tricks is not None:
                errors.setdefault(table.declarer_level, []).append(
                    table.tricks - table.dd_tricks)
    where = f"a local Dask cluster of {args.dask}" if args.dask else \
        args.scheduler or f"{args.workers or os.cpu_count()} processes"
    print(f"{args.boards} boards asked, {len(results)} board pairs played in {elapsed:.0f} s "
          f"on {where}; "
          f"load average {load_before[0]:.1f} before, {load_after[0]:.1f} after "
          f"({os.cpu_count()} cores)")
    for level in ("beginner", "standard", "expert"):
        if call_times.get(level):
            print(f"{level:9} time per call: {_spread(call_times[level])} calls)")
        spent = sorted(times.get(level, []))
        if not spent:
            continue
        line = f"{level:9} time per card: {_spread(spent)} cards)"
        diffs = errors.get(level, [])
        if diffs:
            line += (f"; declarer v DD: {statistics.fmean(diffs):+.2f} tricks "
                     f"(mean |diff| {statistics.fmean(abs(d) for d in diffs):.2f}, "
                     f"{len(diffs)} contracts)")
        for role in ("declarer", "defence"):
            given = costs.get((level, role), [])
            if given:
                line += (f"; {role} gives away {statistics.fmean(given):.2f} tricks a deal "
                         f"v DD")
        print(line)
    headline = 0.0
    for name, values in by_pair.items():
        mean, low, high = interval(values)
        first, second = name.split("-")
        what = "bidding and card play" if args.bid else "card play"
        print(f"{first} v {second} {what}: {mean:+.2f} IMPs a board, "
              f"95% CI [{low:+.2f}, {high:+.2f}] ({len(values)} boards)")
        if args.bid:
            dd_mean, dd_low, dd_high = interval(by_contract[name])
            print(f"  the contracts reached, each scored double dummy: {dd_mean:+.2f} IMPs "
                  f"a board, 95% CI [{dd_low:+.2f}, {dd_high:+.2f}]")
        if name == "standard-beginner":
            headline = mean
    return headline


if __name__ == "__main__":
    main()
