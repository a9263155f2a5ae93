"""The computers' fair pool: calls never wait behind searches, the oldest table first,
hints and analyses behind the tables' turns, and a worker killed mid-search loses
nothing."""

from __future__ import annotations

import asyncio
import logging
import os
import signal
import time
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient

import bridgeclub as bc
from bridgeclub.bots.levels import BIDDING_SECONDS, BUDGETS, needs_search
from bridgeclub.bots.player import Decision
from bridgeclub.server.app import create_app
from bridgeclub.server.botpool import ASIDE, TURN, BotPool
from bridgeclub.server.config import Settings
from tests.server.conftest import served_table
from tests.server.live import run_coroutine


def opening_lead() -> bc.Game:
    """A game at its opening lead: the costliest search there is."""
    game = bc.new_game("duplicate", board=1, seed=4)
    for call in "1NT P 3NT P P P".split():
        game.act(call)
    return game


def test_a_call_never_waits_behind_a_search() -> None:
    async def run() -> tuple[float, float]:
        pool = BotPool(workers=1)
        try:
            await pool.run("warm", abs, -1)              # the worker is up
            lead = opening_lead()
            view = lead.view(lead.actor)
            assert needs_search(view, "expert")
            search = asyncio.ensure_future(pool.decide("table A", "expert", 1, view))
            await asyncio.sleep(0.05)
            auction = bc.new_game("duplicate", seed=3)
            call_view = auction.view(auction.actor)
            assert not needs_search(call_view, "expert")
            started = time.monotonic()
            call = await pool.decide("table B", "expert", 2, call_view)
            call_time = time.monotonic() - started
            assert auction.can_act(call.action)
            assert not search.done()
            card = await search
            assert lead.can_act(card.action)
            return call_time, time.monotonic() - started
        finally:
            await pool.close()

    call_time, search_time = run_coroutine(run())
    assert call_time < search_time


def test_each_search_is_queued_with_its_own_budget() -> None:
    """An expert's simulated call goes to the queue with the call's budget, a card with
    the card's, so its fair share and its shedding under load count from the right one."""
    asked: list[float | None] = []

    class Recording(BotPool):
        async def run(self, key: str, call: Any, *args: Any, quick: bool = False,
                      priority: int = TURN, budget: float | None = None) -> Any:
            asked.append(budget)
            return await super().run(key, call, *args, quick=True)

    async def run() -> None:
        pool = Recording(workers=1)
        try:
            game = bc.new_game("duplicate", seed=3)
            game.act("1C")
            await pool.decide("table A", "expert", 1, game.view(game.actor))
            lead = opening_lead()
            await pool.decide("table B", "expert", 1, lead.view(lead.actor))
            await pool.decide("table C", "standard", 1, lead.view(lead.actor))
            await pool.decide("table D", "standard", 1, game.view(game.actor))
        finally:
            await pool.close()

    run_coroutine(run())
    assert asked == [BIDDING_SECONDS["expert"], BUDGETS["expert"].seconds,
                     BUDGETS["standard"].seconds, None]


def test_the_oldest_table_first_and_hints_after_the_turns() -> None:
    async def run() -> list[str]:
        pool = BotPool(workers=1)
        order: list[str] = []

        async def ask(key: str, priority: int) -> None:
            await pool.run(key, time.sleep, 0.2, priority=priority)
            order.append(key)

        try:
            await pool.run("warm", abs, -1)
            busy = asyncio.ensure_future(ask("busy", TURN))      # fills the one worker
            await asyncio.sleep(0.05)
            jobs = []
            for key, priority in (("hint", ASIDE), ("table 1", TURN), ("table 2", TURN)):
                jobs.append(asyncio.ensure_future(ask(key, priority)))
                await asyncio.sleep(0.01)
            await asyncio.gather(busy, *jobs)
        finally:
            await pool.close()
        return order

    assert run_coroutine(run()) == ["busy", "table 1", "table 2", "hint"]


def test_a_search_gets_what_is_left_of_its_budget_after_its_wait() -> None:
    """The budget runs from when the table asked: a search that waited 0.3 s for the one
    worker has at most 4.7 s of its 5 s left (``dict(seconds=...)`` shows what it was
    given); the budget is long enough that a loaded machine's slow start of the worker
    process does not use all of it."""
    async def run() -> list[float]:
        pool = BotPool(workers=1)
        try:
            await pool.run("warm", abs, -1)
            busy = asyncio.ensure_future(pool.run("busy", time.sleep, 0.3))
            await asyncio.sleep(0.02)
            given = await pool.run("table 1", dict, budget=5.0)
            alone = await pool.run("table 2", dict, budget=5.0)
            await busy
            return [given["seconds"], alone["seconds"]]
        finally:
            await pool.close()

    waited, alone = run_coroutine(run())
    assert 0 < waited <= 4.72          # it waited at least the rest of the 0.3 s
    assert alone > 4.5 and alone - waited > 0.25


def test_a_search_that_cannot_be_done_in_time_is_answered_by_the_rules_at_once() -> None:
    """While the worker is busy for longer than a card's budget, the table's computer
    does not wait for it: when too little of its budget is left, the rules of thumb
    play (issue 21: the budget is a hard limit, also under load)."""
    async def run() -> tuple[str, float, bool]:
        pool = BotPool(workers=1)
        try:
            await pool.run("warm", abs, -1)
            busy = asyncio.ensure_future(pool.run("busy", time.sleep, 3.0))
            await asyncio.sleep(0.02)
            lead = opening_lead()
            started = time.monotonic()
            decision = await pool.decide("table A", "standard", 1, lead.view(lead.actor))
            took = time.monotonic() - started
            assert lead.can_act(decision.action)
            return decision.explanation, took, busy.done()
        finally:
            await pool.close()

    explanation, took, busy_done = run_coroutine(run())
    assert explanation == "a rule of thumb (no time left)"
    assert took < 1.0 and not busy_done


def test_a_worker_killed_mid_search_loses_no_decision() -> None:
    async def run() -> tuple[str, int]:
        pool = BotPool(workers=1)
        try:
            await pool.run("warm", abs, -1)
            lead = opening_lead()
            view = lead.view(lead.actor)
            search = asyncio.ensure_future(pool.decide("table A", "expert", 1, view))
            for _ in range(1000):                         # until the search is under way
                if pool.running:
                    break
                await asyncio.sleep(0.01)
            assert pool.running and not search.done()
            (pid,) = pool.pids()
            os.kill(pid, signal.SIGKILL)
            decision = await search
            assert lead.can_act(decision.action)
            await pool.run("after", abs, -1)              # the pool works on new workers
            assert pool.pids() and pid not in pool.pids()
            return decision.action, pool.retried
        finally:
            await pool.close()

    _, retried = run_coroutine(run())
    assert retried == 1


def test_bad_pool_sizes_are_refused() -> None:
    with pytest.raises(ValueError, match="at least one worker"):
        BotPool(workers=0)


def test_the_tables_computer_plays_on_after_its_worker_is_killed(tmp_path: Path) -> None:
    settings = Settings(data_dir=tmp_path, bot_workers=1)
    with TestClient(create_app(settings)) as client:
        hub = client.app.state.hub                        # type: ignore[attr-defined]
        made = client.post("/api/tables", json={
            "variant": "duplicate", "seats": dict.fromkeys("NESW", "computer:expert")})
        table_id = made.json()["table"]
        deadline = time.monotonic() + 120
        while not hub.pool.running:                       # a card search is in a worker
            assert time.monotonic() < deadline, "no card search started"
            time.sleep(0.02)
        table = hub.tables[table_id]
        deal, version = table.deal_number, table.game.version
        for pid in hub.pool.pids():
            os.kill(pid, signal.SIGKILL)
        while (table.deal_number, table.game.version) <= (deal, version + 4):
            assert time.monotonic() < deadline, "the table stopped"
            time.sleep(0.05)
        assert hub.pool.retried >= 1
        log = hub.store.load(table_id)
        for number in {row.deal for row in log.actions}:
            versions = [row.version for row in log.actions if row.deal == number]
            assert versions == list(range(1, len(versions) + 1))   # no gap, no repeat
        assert table.log_version == len([r for r in log.actions
                                         if r.deal == table.deal_number])


@pytest.mark.parametrize(("args", "message"), [
    (["--bots", "udp://nowhere:8786"], "Dask scheduler"),
    (["--bot-workers", "0"], "--bot-workers is 1 to 256"),
    (["--bots", "tcp://127.0.0.1:1"], "no Dask scheduler answers at 127.0.0.1:1")])
def test_serve_refuses_a_bad_pool(args: list[str], message: str,
                                  capsys: pytest.CaptureFixture[str]) -> None:
    from bridgeclub.cli import main

    assert main(["serve", *args]) != 0
    assert message in capsys.readouterr().err


POOL_IN_A_SERVER = """
import asyncio, os
from bridgeclub.server.botpool import BotPool
async def run():
    pool = BotPool(workers=1)
    await pool.run("warm", abs, -1)
    print(*pool.pids(), flush=True)
    await pool.close()
asyncio.run(run())
os._exit(0)              # a server stopped: gone at once
"""


def test_the_workers_end_with_the_server() -> None:
    import subprocess
    import sys

    done = subprocess.run([sys.executable, "-c", POOL_IN_A_SERVER], capture_output=True,
                          text=True, timeout=120, check=True)
    pids = [int(p) for p in done.stdout.split()]
    assert pids
    deadline = time.monotonic() + 30
    while any(Path(f"/proc/{pid}").exists() for pid in pids):
        assert time.monotonic() < deadline, "a worker outlived its server"
        time.sleep(0.1)


def _scheduling() -> tuple[int, int]:
    """The scheduling policy and niceness of the process that runs this (in a worker)."""
    return os.sched_getscheduler(0), os.getpriority(os.PRIO_PROCESS, 0)


@pytest.mark.skipif(not hasattr(os, "SCHED_IDLE"), reason="SCHED_IDLE is Linux's")
def test_the_workers_run_only_on_cores_the_server_leaves_idle() -> None:
    async def run() -> tuple[int, int]:
        pool = BotPool(workers=1)
        try:
            pool.warm()
            await asyncio.gather(*(asyncio.wrap_future(f) for f in pool.starting))
            return await asyncio.wrap_future(pool._executor().submit(_scheduling))
        finally:
            await pool.close()

    policy, _niceness = run_coroutine(run())
    assert policy == os.SCHED_IDLE
    assert os.sched_getscheduler(0) != os.SCHED_IDLE          # the server's own is untouched


def test_a_decision_that_fails_twice_gets_a_safe_one_and_one_log_entry(
        monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture) -> None:
    from bridgeclub.server import botpool

    tries: list[int] = []

    def broken(level: str, seed: int, view: dict[str, Any], system: str | None = None,
               opponents: str | None = None, seconds: float | None = None) -> Decision:
        tries.append(view["version"])
        raise KeyError("W")

    monkeypatch.setattr(botpool, "computer_decision", broken)

    async def run() -> Decision:
        pool = BotPool(workers=1)
        try:
            game = bc.new_game("duplicate", seed=3)
            return await pool.decide("table A", "beginner", 1, game.view(game.actor))
        finally:
            await pool.close()

    with caplog.at_level(logging.ERROR, logger="bridgeclub.server"):
        decision = run_coroutine(run())
    assert decision.action == "P" and len(tries) == 2          # tried again once, no more
    failures = [r for r in caplog.records if "failed twice" in r.getMessage()]
    assert len(failures) == 1 and failures[0].exc_info is not None


def test_a_table_goes_on_past_a_computer_that_raises(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        caplog: pytest.LogCaptureFixture) -> None:
    from bridgeclub.bots import levels
    from bridgeclub.server import botpool

    raised: list[int] = []

    def answers_claims_badly(level: str, seed: int, view: dict[str, Any],
                             system: str | None = None, opponents: str | None = None,
                             seconds: float | None = None) -> Decision:
        if view["version"] == 3 and len(raised) < 2:   # one decision fails, and its retry
            raised.append(3)                           # (a passed-out deal 1 deals deal 2)
            raise KeyError("W")
        return levels.computer_decision(level, seed, view, system, opponents, seconds)

    monkeypatch.setattr(botpool, "computer_decision", answers_claims_badly)
    settings = Settings(data_dir=tmp_path, bot_workers=1)
    with caplog.at_level(logging.ERROR, logger="bridgeclub.server"), \
            served_table(settings, dict.fromkeys("NESW", "computer:beginner")) as (_, table, _):
        deadline = time.monotonic() + 60
        while table.game.version < 12 and table.deal_number == 1:
            assert time.monotonic() < deadline, "the table stopped"
            time.sleep(0.05)
    failures = [r for r in caplog.records if "failed twice" in r.getMessage()]
    assert len(failures) == 1


def test_ctrl_c_is_left_to_the_server_by_its_workers() -> None:
    async def run() -> None:
        pool = BotPool(workers=1)
        try:
            await pool.run("warm", abs, -1)                 # the worker is up
            worker = pool.pids()[0]
            working = asyncio.ensure_future(pool.run("table A", time.sleep, 1.5))
            await asyncio.sleep(0.5)
            os.kill(worker, signal.SIGINT)                  # Ctrl-C reaches the group
            assert await working is None                    # the work ends as it should
            assert pool.pids() == [worker] and pool.retried == 0
        finally:
            await pool.close()

    run_coroutine(run())
