"""Redis comes and goes: a Redis of the test's own (a second ``redis-server`` on its own
port) is restarted in the middle of a game served by two server processes on one
PostgreSQL database. Every socket on either process sees every later move within 2 s of
Redis returning (the listeners subscribe again and read their tables again), no table is
driven by two processes (no lease is taken that Redis cannot confirm), and ``/health``
says when Redis is away."""

from __future__ import annotations

import asyncio
import json
import shutil
import subprocess
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import create_engine, text
from websockets.sync.client import ClientConnection, connect

from tests.server.live import LiveServer, free_port, run_coroutine
from tests.server.test_store import postgres_url  # noqa: F401  (the fixture)

pytestmark = pytest.mark.skipif(shutil.which("redis-server") is None,
                                reason="needs redis-server")


class OwnRedis:
    """A redis-server of this test alone, on a port of its own, with nothing saved."""

    def __init__(self, tmp_path: Path) -> None:
        self.port = free_port(8200, 8299)
        self.dir = tmp_path
        self.process: subprocess.Popen[bytes] | None = None
        self.url = f"redis://127.0.0.1:{self.port}"

    def start(self) -> OwnRedis:
        self.process = subprocess.Popen(
            ["redis-server", "--port", str(self.port), "--bind", "127.0.0.1", "--save", "",
             "--appendonly", "no", "--dir", str(self.dir)],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            if self.cli("ping") == "PONG":
                return self
            time.sleep(0.05)
        raise RuntimeError("redis-server did not start")

    def stop(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.terminate()
            self.process.wait(10)

    def cli(self, *args: str) -> str:
        done = subprocess.run(["redis-cli", "-p", str(self.port), *args],
                              capture_output=True, text=True, timeout=5)
        return done.stdout.strip()


@pytest.fixture
def own_redis(tmp_path: Path) -> Iterator[OwnRedis]:
    redis = OwnRedis(tmp_path).start()
    try:
        yield redis
    finally:
        redis.stop()


class Watch:
    """A seat's socket read by a thread of its own: the newest (deal, version) seen."""

    def __init__(self, ws: ClientConnection) -> None:
        self.ws = ws
        self.seen = (0, -1)
        self.changed = threading.Condition()
        self.thread = threading.Thread(target=self._read, daemon=True)
        self.thread.start()

    def _read(self) -> None:
        try:
            for text_frame in self.ws:
                frame = json.loads(text_frame)
                if frame["type"] == "view":
                    with self.changed:
                        self.seen = max(self.seen, (frame["deal_number"], frame["version"]))
                        self.changed.notify_all()
        except Exception:
            return

    def wait_for(self, deal: int, version: int, timeout: float) -> bool:
        with self.changed:
            return self.changed.wait_for(lambda: self.seen >= (deal, version), timeout)


def state(server: LiveServer, table: str, token: str) -> dict[str, Any]:
    frame: dict[str, Any] = server.get(f"/api/tables/{table}/view", token).json()
    return frame


def play_one(servers: list[LiveServer], table: str, tokens: dict[str, str], turn: int
             ) -> tuple[int, int] | None:
    """A person's move (by REST, on the process the turn picks), once it is a person's
    turn; the (deal, version) it made, or None if the computers must move first."""
    frame = state(servers[0], table, tokens["N"])
    actor = frame["view"]["actor"]
    if frame["view"]["result"] is not None or actor not in tokens:
        return None
    server = servers[turn % 2]
    mine = state(server, table, tokens[actor])
    answer = server.post(f"/api/tables/{table}/actions",
                         {"action": mine["view"]["legal_actions"][0],
                          "version": mine["version"]}, tokens[actor])
    assert answer.status_code == 200, answer.text
    return mine["deal_number"], mine["version"] + 1


def persons_turn(servers: list[LiveServer], table: str, tokens: dict[str, str],
                 timeout: float = 60) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        frame = state(servers[0], table, tokens["N"])
        if frame["view"]["result"] is not None:       # passed out, or played: deal on
            servers[0].post(f"/api/tables/{table}/next",
                            {"deal_number": frame["deal_number"]}, tokens["N"])
        elif frame["view"]["actor"] in tokens:
            return
        time.sleep(0.05)
    raise AssertionError("the computers did not move")


def test_a_redis_restart_mid_game_freezes_no_table(tmp_path: Path, own_redis: OwnRedis,
                                                    postgres_url: str) -> None:  # noqa: F811
    extra = ("--db", postgres_url, "--redis", own_redis.url)
    servers = [LiveServer(None, tmp_path, *extra).start(),
               LiveServer(None, tmp_path, *extra).start()]
    try:
        made = servers[0].post("/api/tables", {"variant": "duplicate", "seats": {
            "N": "human", "S": "human", "E": "computer:beginner",
            "W": "computer:beginner"}}).json()
        table, tokens = made["table"], made["tokens"]
        tokens.pop("host", None)
        watches = [Watch(connect(f"ws://127.0.0.1:{s.port}/ws/tables/{table}?token="
                                 f"{tokens[seat]}", legacy=True))
                   for s in servers for seat in "NS"]

        def everyone_sees(step: tuple[int, int], within: float) -> None:
            late = [i for i, w in enumerate(watches) if not w.wait_for(*step, within)]
            assert not late, f"sockets {late} did not see {step} within {within} s"

        for turn in range(3):                     # before: all is well
            persons_turn(servers, table, tokens)
            step = play_one(servers, table, tokens, turn)
            assert step is not None
            everyone_sees(step, 10)
        assert own_redis.cli("pubsub", "numsub", "bridgeclub:tables") \
            .split() == ["bridgeclub:tables", "2"]

        persons_turn(servers, table, tokens)
        own_redis.stop()                          # Redis goes away ...
        time.sleep(1.0)
        health = servers[1].get("/health")
        assert health.status_code == 503 and health.json()["redis"] == "down"
        missed = play_one(servers, table, tokens, 1)   # ... a move the notices lose
        assert missed is not None
        time.sleep(1.0)
        own_redis.start()                          # ... and comes back, empty
        everyone_sees(missed, 2.0)
        for name in ("bridgeclub:tables", "bridgeclub:events"):
            deadline = time.monotonic() + 5
            while own_redis.cli("pubsub", "numsub", name).split()[-1] != "2":
                assert time.monotonic() < deadline, f"{name} has not 2 listeners again"
                time.sleep(0.1)
        assert servers[0].get("/health").json()["redis"] == "up"
        for turn in range(4):                      # after: every move, everywhere, in 2 s
            persons_turn(servers, table, tokens)
            step = play_one(servers, table, tokens, turn)
            assert step is not None
            everyone_sees(step, 2.0)
        for watch in watches:
            watch.ws.close()
    finally:
        for server in servers:
            server.stop()
    # The log is one action per step: nothing written twice, no gap, and both
    # processes' computers never both acted (the store would have refused the second).
    engine = create_engine(postgres_url)
    with engine.connect() as connection:
        rows = connection.execute(text(
            "SELECT deal, version FROM bc_actions WHERE table_id = :t ORDER BY deal, "
            "version"), {"t": table}).all()
    engine.dispose()
    by_deal: dict[int, list[int]] = {}
    for deal, version in rows:
        by_deal.setdefault(deal, []).append(version)
    for versions in by_deal.values():
        assert versions == list(range(1, len(versions) + 1))


def test_no_lease_is_taken_that_redis_cannot_confirm(own_redis: OwnRedis,
                                                     tmp_path: Path) -> None:
    from bridgeclub.server.config import Settings
    from bridgeclub.server.hub import Hub
    from bridgeclub.server.pubsub import Notices
    from bridgeclub.server.store import Store
    from bridgeclub.server.tokens import SeatSigner

    async def run() -> list[bool]:
        hub = Hub(Settings(data_dir=tmp_path, redis=own_redis.url), Store("sqlite://"),
                  SeatSigner(b"secret"))
        notices = Notices(own_redis.url, hub)
        await notices.start()
        answers = [await notices.claim("t1"), await notices.claim("t1")]
        own_redis.stop()
        await asyncio.sleep(0.5)
        answers += [await notices.claim("t1"), notices.up]
        own_redis.start()
        await asyncio.sleep(1.5)
        # Redis came back empty: the lease is free, and taken again.
        answers += [notices.up, await notices.claim("t1")]
        await notices.stop()
        return answers

    assert run_coroutine(run()) == [True, True, False, False, True, True]
