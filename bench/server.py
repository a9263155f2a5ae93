"""The server under load: N tables of four beginner computer players, each seat a
websocket on loopback, beside a bare websocket echo server measured in the same run.

The server (``bridgeclub serve`` on a fresh SQLite database) and an echo server (the
``websockets`` package, nothing else) run as processes of their own; this process is the
players: every seat of every table is a human seat whose decisions a beginner computer
makes from the seat's view, after ``--think`` seconds (people and computers take time to
decide; 0 hammers the server). Prints actions per second and the 50th/95th percentile of
the time from an action sent to the new view received on that seat's socket, then the
same for echo round trips over as many connections.

    python3 bench/server.py [--tables 200] [--seconds 20] [--think 1.0] [--port 8150]

With ``--computers LEVEL`` each table is one scripted person (South, who answers at once
by the beginner's rules) and three computer players of LEVEL driven by the server (its pool
of ``--bot-workers`` worker processes, or a local Dask cluster of ``--dask N`` one-thread
workers the bench starts and hands to ``serve --bots``). It prints the person's wait from
her action to the computers' replies (the next view in which she is to act, or the deal's
end) p50/p95/max, the deals played, the computer-seconds a deal (the CPU time of the
server, its workers and the Dask processes, over the deals finished; and that CPU time
over the run's seconds, the cores the server had: on a shared machine other sessions'
work takes a share whatever its ``nice``), and how the computers' cards were decided
(searched; by the rules of thumb because the budget was spent waiting for a worker; or
forced or all alike), read from the server's store:

    python3 bench/server.py --computers standard --tables 20 --seconds 60 --bot-workers 2
    python3 bench/server.py --computers expert --tables 20 --seconds 60 --dask 2

``--abuse`` measures instead what a greedy client takes from the people: the same tables
(20 by default) played twice on one server, alone and then beside ten tables of expert
computers only (1000 boards each) and four loops that ask for a hint at every turn and
ignore every 429, run by a process of their own (a greedy client is another machine:
its requests must not slow this process's clock). Prints each run's person's wait (action
-> view) p50/p95 and their ratio; the club's bounds (``bridgeclub serve``'s defaults)
should keep it within 1.5x. The waits are milliseconds, so a run is 60 s by default: the
p95 of 20 s (400 waits) moves by a third from run to run.

    python3 bench/server.py --abuse [--tables 20] [--seconds 60]
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import multiprocessing
import os
import queue
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import httpx
import websockets

from bridgeclub.bots import computer_player

#: Every player of the bench is on this one machine (one address): it makes more tables
#: at once than a club's limit lets one address make.
LOAD_LIMITS = ("--limit", "tables_burst=100000")

ECHO = """
import asyncio, sys, websockets
async def echo(ws):
    async for message in ws:
        await ws.send(message)
async def main():
    async with websockets.serve(echo, "127.0.0.1", int(sys.argv[1]), max_queue=None):
        await asyncio.Future()
asyncio.run(main())
"""


def percentile(values: list[float], p: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(p / 100 * len(ordered)))]


class Seat:
    """One seat's socket: it keeps the newest view and wakes whoever waits for one."""

    def __init__(self, ws: Any) -> None:
        self.ws = ws
        self.view: dict[str, Any] | None = None
        self.changed = asyncio.Event()

    async def read(self) -> None:
        async for text in self.ws:
            if text.startswith('{"type":"view"'):
                self.view = json.loads(text)
                self.changed.set()

    async def view_after(self, version: int, deal: int) -> dict[str, Any]:
        while True:
            view = self.view
            if view is not None and (view["deal_number"], view["version"]) > (deal, version):
                return view
            self.changed.clear()
            await self.changed.wait()


async def play_table(url: str, ws_url: str, client: httpx.AsyncClient, variant: str,
                     clock: list[float], think: float, seed: int, latencies: list[float],
                     counts: list[int], ready: asyncio.Barrier) -> None:
    """Make a table, connect its four seats, wait for every table to be ready, then play
    until the clock stops."""
    made = (await client.post(f"{url}/api/tables", json={
        "variant": variant, "seats": dict.fromkeys("NESW", "human")})).json()
    table, tokens = made["table"], made["tokens"]
    rng = random.Random(seed)
    player = computer_player("beginner", seed)
    seats: dict[str, Seat] = {}
    readers = []
    for name, token in tokens.items():
        ws = await websockets.connect(f"{ws_url}/ws/tables/{table}?token={token}",
                                      max_queue=None, compression=None)
        seats[name] = Seat(ws)
        readers.append(asyncio.create_task(seats[name].read()))
    try:
        frame = await seats["N"].view_after(-1, 0)
        await ready.wait()
        await asyncio.sleep(rng.uniform(0, think))
        while time.monotonic() < clock[1]:
            view = frame["view"]
            if view["result"] is not None:
                await seats["N"].ws.send(json.dumps({"type": "next",
                                                     "deal_number": frame["deal_number"]}))
                frame = await seats["N"].view_after(frame["version"], frame["deal_number"])
                continue
            person = next(n for n, s in seats.items() if s.view is not None
                          and s.view["seat"] == view["actor"])
            mine = await seats[person].view_after(frame["version"] - 1,
                                                  frame["deal_number"])
            decision = player.decide(mine["view"])
            if think:
                await asyncio.sleep(rng.uniform(0.5 * think, 1.5 * think))
            sent = time.perf_counter()
            await seats[person].ws.send(json.dumps({
                "type": "action", "action": decision.action, "version": mine["version"],
                "explanation": decision.explanation}))
            frame = await seats[person].view_after(mine["version"], mine["deal_number"])
            latencies.append(time.perf_counter() - sent)
            counts[0] += 1
    finally:
        for seat in seats.values():
            await seat.ws.close()
        for reader in readers:
            reader.cancel()


async def run_tables(port: int, tables: int, seconds: float, think: float, variant: str
                     ) -> tuple[float, list[float]]:
    url, ws_url = f"http://127.0.0.1:{port}", f"ws://127.0.0.1:{port}"
    latencies: list[float] = []
    counts = [0]
    clock = [0.0, float("inf")]
    limits = httpx.Limits(max_connections=50)

    async def started() -> None:
        clock[0] = time.monotonic()
        clock[1] = clock[0] + seconds

    ready = asyncio.Barrier(tables + 1)
    async with httpx.AsyncClient(timeout=60, limits=limits) as client:
        players = asyncio.gather(*(play_table(url, ws_url, client, variant, clock, think, i,
                                              latencies, counts, ready)
                                   for i in range(tables)))
        await ready.wait()                  # every table made and every seat connected
        await started()
        await players
        elapsed = time.monotonic() - clock[0]
    return counts[0] / elapsed, latencies


def cpu_seconds(pid: int) -> float:
    """A process's CPU time (user + system), from /proc."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


async def run_echo(port: int, connections: int, seconds: float, think: float
                   ) -> tuple[float, list[float]]:
    latencies: list[float] = []
    message = json.dumps({"type": "view", "padding": "x" * 3000})

    async def one(seed: int) -> None:
        rng = random.Random(seed)
        async with websockets.connect(f"ws://127.0.0.1:{port}", max_queue=None,
                                      compression=None) as ws:
            stop = time.monotonic() + seconds
            while time.monotonic() < stop:
                if think:
                    await asyncio.sleep(rng.uniform(0.5 * think, 1.5 * think))
                sent = time.perf_counter()
                await ws.send(message)
                await ws.recv()
                latencies.append(time.perf_counter() - sent)

    start = time.monotonic()
    await asyncio.gather(*(one(i) for i in range(connections)))
    return len(latencies) / (time.monotonic() - start), latencies


def serve(command: list[str], data: str) -> subprocess.Popen[bytes]:
    """The server, its output to ``server.log`` in its data folder (a pipe nobody reads
    would stop a server that logs much)."""
    with open(Path(data) / "server.log", "wb") as log:
        return subprocess.Popen(command, stdout=log, stderr=subprocess.STDOUT,
                                env={**os.environ, "PYTHONUNBUFFERED": "1"})


def wait_for(url: str, process: subprocess.Popen[bytes], data: str | None = None) -> None:
    deadline = time.monotonic() + 120          # a loaded machine starts slowly
    while time.monotonic() < deadline:
        if process.poll() is not None:
            log = Path(data) / "server.log" if data else None
            raise SystemExit(f"the server did not start: {log.read_text()!r}"
                             if log and log.exists() else "the server did not start")
        try:
            httpx.get(url, timeout=1)
            return
        except httpx.HTTPError:
            time.sleep(0.1)
    raise SystemExit("the server did not start")


# -- tables of a person and three computers ----------------------------------------------
async def person_at_table(url: str, ws_url: str, client: httpx.AsyncClient, level: str,
                          clock: list[float], seed: int, waits: list[float],
                          deals: list[int], ready: asyncio.Barrier) -> None:
    """One table: South a scripted person, the others ``level`` computers. South acts at
    once (beginner's rules) whenever she is to act, and times the computers' replies."""
    made = (await client.post(f"{url}/api/tables", json={
        "variant": "duplicate", "seats": {"S": "human", "N": f"computer:{level}",
                                          "E": f"computer:{level}",
                                          "W": f"computer:{level}"}})).json()
    table, token = made["table"], made["tokens"]["S"]
    player = computer_player("beginner", seed)
    ws = await websockets.connect(f"{ws_url}/ws/tables/{table}?token={token}",
                                  max_queue=None, compression=None)
    seat = Seat(ws)
    reader = asyncio.create_task(seat.read())
    try:
        frame = await seat.view_after(-1, 0)
        await ready.wait()
        sent: float | None = None
        while time.monotonic() < clock[1]:
            view = frame["view"]
            over = view["result"] is not None
            mine = view["actor"] == view["seat"]
            # a dummy does not act in the play: her wait ends with the opening lead
            led = view["phase"] == "play" and view.get("dummy") == view["seat"] and \
                any(t["cards"] for t in view["tricks"])
            if sent is not None and (over or mine or led):
                waits.append(time.perf_counter() - sent)
                if os.environ.get("BENCH_SLOW") and waits[-1] > 3:
                    print(f"slow {waits[-1]:.1f}s at {view['phase']} v{frame['version']} "
                          f"at {time.monotonic() - clock[0]:.1f}s", flush=True)
                sent = None
            if over:
                deals[0] += 1
                await ws.send(json.dumps({"type": "next",
                                          "deal_number": frame["deal_number"]}))
            elif mine:
                decision = player.decide(view)
                sent = time.perf_counter()
                await ws.send(json.dumps({"type": "action", "action": decision.action,
                                          "version": frame["version"]}))
            left = clock[1] - time.monotonic()
            try:
                frame = await asyncio.wait_for(
                    seat.view_after(frame["version"], frame["deal_number"]), max(0.1, left))
            except TimeoutError:
                break
    finally:
        await ws.close()
        reader.cancel()


async def run_person_tables(port: int, tables: int, seconds: float, level: str
                            ) -> tuple[list[float], int]:
    url, ws_url = f"http://127.0.0.1:{port}", f"ws://127.0.0.1:{port}"
    waits: list[float] = []
    deals = [0]
    clock = [0.0, float("inf")]
    ready = asyncio.Barrier(tables + 1)
    async with httpx.AsyncClient(timeout=120, limits=httpx.Limits(max_connections=50)
                                 ) as client:
        players = asyncio.gather(*(person_at_table(url, ws_url, client, level, clock, i,
                                                   waits, deals, ready)
                                   for i in range(tables)))
        await ready.wait()
        clock[0] = time.monotonic()
        clock[1] = clock[0] + seconds
        await players
    return waits, deals[0]


def tree_cpu(pids: list[int]) -> float:
    """CPU seconds of these processes and all their children alive now."""
    import psutil

    total = 0.0
    for pid in pids:
        try:
            root = psutil.Process(pid)
            for process in [root, *root.children(recursive=True)]:
                times = process.cpu_times()
                total += times.user + times.system
        except psutil.NoSuchProcess:
            continue
    return total


def start_dask(workers: int, port: int) -> list[subprocess.Popen[bytes]]:
    """A local Dask scheduler on ``port`` and ``workers`` one-thread workers."""
    dask = str(Path(sys.executable).parent / "dask")
    quiet = subprocess.DEVNULL
    processes = [subprocess.Popen([dask, "scheduler", "--port", str(port),
                                   "--dashboard-address", ":0"], stdout=quiet, stderr=quiet)]
    time.sleep(2)
    for _ in range(workers):
        processes.append(subprocess.Popen(
            [dask, "worker", f"tcp://127.0.0.1:{port}", "--nthreads", "1",
             "--nworkers", "1", "--no-dashboard"], stdout=quiet, stderr=quiet))
    time.sleep(3)
    return processes


#: How a computer's card was decided, by the words of its explanation.
HOW = (("lay-outs", "searched"), ("no time left", "rules for want of time"))


def how_decided(database: Path) -> dict[str, int]:
    """How the computers' cards of the run were decided (``HOW``; else the card was the
    only one or all were alike), from the explanations in the server's store."""
    import sqlite3

    with contextlib.closing(sqlite3.connect(database)) as db:
        rows = db.execute("SELECT action, explanation FROM bc_actions WHERE seat != 'S'"
                          ).fetchall()
    counts: dict[str, int] = {}
    for action, words in rows:
        if len(action) == 2 and action[0] in "SHDC":
            how = next((h for w, h in HOW if w in words), "forced or alike")
            counts[how] = counts.get(how, 0) + 1
    return counts


def computers_main(args: argparse.Namespace) -> float:
    """The ``--computers`` run: tables of a person and three computers."""
    dask: list[subprocess.Popen[bytes]] = []
    with tempfile.TemporaryDirectory() as data:
        command = [sys.executable, "-m", "bridgeclub", "serve", "--port", str(args.port),
                   "--data-dir", data, *LOAD_LIMITS]
        where = f"{args.bot_workers or os.cpu_count()} worker processes"
        if args.dask:
            dask = start_dask(args.dask, args.port + 2)
            command += ["--bots", f"tcp://127.0.0.1:{args.port + 2}"]
            where = f"a local Dask cluster of {args.dask} one-thread workers"
        elif args.bot_workers:
            command += ["--bot-workers", str(args.bot_workers)]
        server = serve(command, data)
        pids = [server.pid, *(p.pid for p in dask)]
        load = os.getloadavg()[0]
        try:
            wait_for(f"http://127.0.0.1:{args.port}/api/variants", server, data)
            cpu_before = tree_cpu(pids)
            waits, deals = asyncio.run(run_person_tables(args.port, args.tables,
                                                         args.seconds, args.computers))
            cpu = tree_cpu(pids) - cpu_before
        finally:
            server.terminate()
            server.wait(10)
            for process in reversed(dask):
                process.terminate()
                process.wait(10)
        cards = how_decided(Path(data) / "bridgeclub.db")
    print(f"bridgeclub server, {args.computers} computers on {where}: {args.tables} tables "
          f"(a person and three computers each), {args.seconds:g} s, load average "
          f"{load:.1f} before ({os.cpu_count()} cores)")
    print(f"  person's wait for the computers: p50 "
          f"{statistics.median(waits) if waits else float('nan'):.2f} s, p95 "
          f"{percentile(waits, 95):.2f} s, max {max(waits, default=float('nan')):.2f} s "
          f"({len(waits)} waits); {deals} deals finished; computer-seconds a deal "
          f"{cpu / deals if deals else float('nan'):.1f} ({cpu:.0f} CPU s in all: "
          f"{cpu / args.seconds:.2f} of the {os.cpu_count()} cores)")
    played = sum(cards.values())
    print(f"  the computers' cards: {played}; " + ", ".join(
        f"{how} {n} ({100 * n / played:.0f}%)" for how, n in sorted(cards.items())))
    return percentile(waits, 95)


def main(argv: list[str] | None = None) -> float:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, default=200)
    parser.add_argument("--seconds", type=float, default=None,
                        help="how long the people play (20 s; 60 s with --abuse)")
    parser.add_argument("--think", type=float, default=1.0,
                        help="seconds each player takes to decide (on average)")
    parser.add_argument("--variant", default="duplicate")
    parser.add_argument("--port", type=int, default=8150)
    parser.add_argument("--external", action="store_true",
                        help="use a server already running on --port (to profile it)")
    parser.add_argument("--computers", choices=("beginner", "standard", "expert"),
                        help="tables of a scripted person and three computers of this level")
    parser.add_argument("--bot-workers", type=int, default=None)
    parser.add_argument("--dask", type=int, default=None,
                        help="a local Dask cluster of this many workers for the computers")
    parser.add_argument("--abuse", action="store_true",
                        help="people's tables alone, then beside computer-only tables and "
                             "hint loops (use --tables 20)")
    parser.add_argument("--abusers", choices=("all", "computers", "hints"), default="all",
                        help="with --abuse: both kinds of abuser, or one")
    args = parser.parse_args(argv)
    if args.seconds is None:
        args.seconds = 60.0 if args.abuse else 20.0
    if args.computers:
        return computers_main(args)
    if args.abuse:
        return abuse(args.port, args.tables, args.seconds, args.think, args.variant,
                     args.abusers)
    with tempfile.TemporaryDirectory() as data:
        command = [sys.executable, "-m", "bridgeclub", "serve", "--port", str(args.port),
                   "--data-dir", data, *LOAD_LIMITS]
        if args.external:
            command = [sys.executable, "-c", "import time; time.sleep(1e6)"]
        server = serve(command, data)
        echo = subprocess.Popen([sys.executable, "-c", ECHO, str(args.port + 1)])
        try:
            wait_for(f"http://127.0.0.1:{args.port}/api/variants", server, data)
            time.sleep(0.5)
            cpu_before = cpu_seconds(server.pid)
            rate, latencies = asyncio.run(run_tables(args.port, args.tables, args.seconds,
                                                     args.think, args.variant))
            server_cpu = cpu_seconds(server.pid) - cpu_before
            echo_rate, echo_latencies = asyncio.run(run_echo(
                args.port + 1, args.tables * 4, min(args.seconds, 10), args.think))
        finally:
            server.terminate()
            echo.terminate()
            server.wait(10)
            echo.wait(10)
    ms = 1000
    print(f"bridgeclub server: {args.tables} tables x 4 seats ({args.variant}, think "
          f"{args.think:g} s), {len(latencies)} actions in {args.seconds:g} s: "
          f"{rate:.0f} actions/s; action -> view p50 "
          f"{statistics.median(latencies) * ms if latencies else float('nan'):.1f} ms, "
          f"p95 {percentile(latencies, 95) * ms:.1f} ms, max "
          f"{max(latencies, default=float('nan')) * ms:.1f} ms; server CPU "
          f"{server_cpu * ms / max(1, len(latencies)):.2f} ms per action (tables made and "
          "seats connected included)")
    print(f"bare websocket echo: {args.tables * 4} connections, {len(echo_latencies)} "
          f"round trips: {echo_rate:.0f} messages/s; p50 "
          f"{statistics.median(echo_latencies) * ms if echo_latencies else float('nan'):.1f}"
          f" ms, p95 {percentile(echo_latencies, 95) * ms:.1f} ms")
    return rate


async def hint_loop(url: str, client: httpx.AsyncClient, stop: float, counts: dict[str, int]
                    ) -> None:
    """A greedy client: a table with hints, South its only person, who asks for a hint at
    every turn of hers (and again, and again), then plays it; a 429 only slows it for
    50 ms."""
    made = (await client.post(f"{url}/api/tables", json={
        "variant": "duplicate", "seats": {"S": "human"}, "options": {"hints": True}}))
    if made.status_code != 200:
        counts["refused tables"] = counts.get("refused tables", 0) + 1
        return
    table, token = made.json()["table"], made.json()["tokens"]["S"]
    headers = {"Authorization": f"Bearer {token}"}
    while time.monotonic() < stop:
        frame = (await client.get(f"{url}/api/tables/{table}/view", headers=headers)).json()
        view = frame.get("view") or {}
        if view.get("result") is not None:
            await client.post(f"{url}/api/tables/{table}/next", headers=headers,
                              json={"deal_number": frame["deal_number"]})
            continue
        if view.get("actor") != "S":
            await asyncio.sleep(0.05)
            continue
        action = None
        for _ in range(5):
            answer = await client.get(f"{url}/api/tables/{table}/hint", headers=headers)
            counts[str(answer.status_code)] = counts.get(str(answer.status_code), 0) + 1
            if answer.status_code == 200:
                action = answer.json()["action"]
            else:
                await asyncio.sleep(0.05)
        await client.post(f"{url}/api/tables/{table}/actions", headers=headers, json={
            "action": action or view["legal_actions"][0], "version": frame["version"]})


async def abusers_run(port: int, abusers: str, done: Any) -> dict[str, int]:
    """Ten computer-only tables and four hint loops (or one kind), until ``done`` (a
    ``multiprocessing.Event``) is set; what the server answered them."""
    url = f"http://127.0.0.1:{port}"
    counts: dict[str, int] = {}
    async with httpx.AsyncClient(timeout=60) as client:
        for _ in range(10 if abusers in ("all", "computers") else 0):
            made = await client.post(f"{url}/api/tables", json={
                "variant": "duplicate", "seats": dict.fromkeys("NESW", "computer:expert"),
                "options": {"boards": 1000}})
            key = "computer tables" if made.status_code == 200 else "refused tables"
            counts[key] = counts.get(key, 0) + 1
        loops = [asyncio.create_task(hint_loop(url, client, float("inf"), counts))
                 for _ in range(4 if abusers in ("all", "hints") else 0)]
        await asyncio.to_thread(done.wait)
        for loop in loops:
            loop.cancel()
        await asyncio.gather(*loops, return_exceptions=True)
    return counts


def abusers_process(port: int, abusers: str, done: Any, answers: Any) -> None:
    """The abusers in a process of their own: a greedy client is another machine, and its
    requests must not slow the clock of the people's waits in this one."""
    answers.put(asyncio.run(abusers_run(port, abusers, done)))


async def with_abusers(port: int, tables: int, seconds: float, think: float, variant: str,
                       counts: dict[str, int], abusers: str = "all"
                       ) -> tuple[float, list[float]]:
    """``run_tables`` beside ten computer-only tables and four hint loops (or one kind),
    the abusers in a process of their own (``abusers_process``)."""
    done, answers = multiprocessing.Event(), multiprocessing.Queue()
    greedy = multiprocessing.Process(target=abusers_process,
                                     args=(port, abusers, done, answers))
    greedy.start()
    try:
        await asyncio.sleep(2)             # the abusers' tables made, their loops going
        return await run_tables(port, tables, seconds, think, variant)
    finally:
        done.set()
        with contextlib.suppress(queue.Empty):
            for kind, count in answers.get(timeout=30).items():
                counts[kind] = counts.get(kind, 0) + count
        greedy.join(10)
        if greedy.is_alive():
            greedy.terminate()


def abuse(port: int, tables: int, seconds: float, think: float, variant: str,
          abusers: str = "all") -> float:
    """People's tables on a fresh server alone, then on another beside the abusers; the
    p95 wait of the second over the first."""
    results = []
    counts: dict[str, int] = {}
    for abused in (False, True):
        with tempfile.TemporaryDirectory() as data:
            server = serve([sys.executable, "-m", "bridgeclub", "serve", "--port", str(port),
                            "--data-dir", data, *LOAD_LIMITS], data)
            try:
                wait_for(f"http://127.0.0.1:{port}/api/variants", server, data)
                time.sleep(0.5)
                run = with_abusers(port, tables, seconds, think, variant, counts,
                                   abusers) if abused \
                    else run_tables(port, tables, seconds, think, variant)
                rate, latencies = asyncio.run(run)
            finally:
                server.terminate()
                server.wait(10)
        results.append((rate, latencies))
    ms = 1000
    names = ("alone", f"beside the abusers ({abusers})")
    for (rate, latencies), name in zip(results, names, strict=True):
        print(f"{tables} tables of people ({variant}, think {think:g} s) {name}: "
              f"{len(latencies)} actions, {rate:.0f}/s; wait p50 "
              f"{statistics.median(latencies) * ms:.1f} ms, p95 "
              f"{percentile(latencies, 95) * ms:.1f} ms")
    print("abusers: " + ", ".join(f"{k}: {v}" for k, v in sorted(counts.items())))
    ratio = percentile(results[1][1], 95) / percentile(results[0][1], 95)
    print(f"p95 beside the abusers / alone: {ratio:.2f}x (the bound: 1.5x)")
    return ratio


if __name__ == "__main__":
    main()
