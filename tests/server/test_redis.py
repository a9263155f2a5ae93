"""Two server processes on one PostgreSQL database, with Redis pub/sub between them,
serve one table to people connected to different processes."""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any

from websockets.sync.client import ClientConnection, connect

from tests.server.live import LiveServer
from tests.server.test_store import postgres_url  # noqa: F401  (the fixture)

REDIS = "redis://127.0.0.1:6379"


def next_view(ws: ClientConnection, until: Any, timeout: float = 60) -> dict[str, Any]:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        frame: dict[str, Any] = json.loads(ws.recv(timeout=deadline - time.monotonic()))
        if frame["type"] == "view" and until(frame):
            return frame
    raise AssertionError("no such view came")


def test_two_processes_serve_one_table(tmp_path: Path, postgres_url: str) -> None:  # noqa: F811
    extra = ("--db", postgres_url, "--redis", REDIS)
    first = LiveServer(None, tmp_path, *extra).start()
    second = LiveServer(None, tmp_path, *extra).start()
    try:
        made = first.post("/api/tables", {"variant": "duplicate", "seats": {
            "N": "human", "S": "human", "E": "computer:beginner",
            "W": "computer:beginner"}}).json()
        table, tokens = made["table"], made["tokens"]
        south = connect(f"ws://127.0.0.1:{first.port}/ws/tables/{table}?token={tokens['S']}")
        north = connect(f"ws://127.0.0.1:{second.port}/ws/tables/{table}?token={tokens['N']}")
        with south, north:
            acted = 0
            deadline = time.monotonic() + 120
            while acted < 8 and time.monotonic() < deadline:
                frame = first.get(f"/api/tables/{table}/view", tokens["N"]).json()
                if frame["view"]["result"] is not None:
                    break
                actor = frame["view"]["actor"]
                if actor not in ("N", "S"):
                    time.sleep(0.02)
                    continue
                # North's socket is on the second process and South's on the first: each
                # acts by REST on the other process, and both sockets must hear of it.
                server = first if actor == "N" else second
                mine = server.get(f"/api/tables/{table}/view", tokens[actor]).json()
                legal = mine["view"]["legal_actions"]
                action = "1NT" if "1NT" in legal and acted == 0 else legal[0]
                answer = server.post(f"/api/tables/{table}/actions",
                                     {"action": action, "version": mine["version"]},
                                     tokens[actor])
                assert answer.status_code == 200, answer.text
                acted += 1
                target = mine["version"] + 1
                for ws in (south, north):
                    seen = next_view(ws, lambda f, t=target: f["version"] >= t)
                    assert seen["view"]["version"] >= target
            assert acted >= 4
        # Both processes hold the same log, with no step written twice.
        # (The computers may still be playing: look until both answer the same version.)
        for _ in range(100):
            one = first.get(f"/api/tables/{table}/view", tokens["N"]).json()
            two = second.get(f"/api/tables/{table}/view", tokens["N"]).json()
            if one["version"] == two["version"]:
                break
            time.sleep(0.1)
        assert one["version"] == two["version"] and one["view"] == two["view"]
    finally:
        first.stop()
        second.stop()
