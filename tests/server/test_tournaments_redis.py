"""A tournament served by two server processes on one PostgreSQL database with Redis
between them: entrants let in and playing on either process, each board entered once, and
both processes' rankings and watchers see the whole field."""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any

from websockets.sync.client import connect

from tests.server.live import LiveServer
from tests.server.test_store import postgres_url  # noqa: F401  (the fixture)

REDIS = "redis://127.0.0.1:6379"


def play_board(server: LiveServer, table: str, token: str) -> None:
    """South plays her deal to its end by REST on ``server`` (the last legal action)."""
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        game = server.get(f"/api/tables/{table}/view", token).json()["view"]
        if game["result"] is not None:
            return
        if game["actor"] == game["seat"] and game["legal_actions"]:
            server.post(f"/api/tables/{table}/actions",
                        {"action": game["legal_actions"][-1], "version": game["version"]},
                        token)
        else:
            time.sleep(0.05)
    raise AssertionError("the deal did not end")


def test_two_processes_serve_one_tournament(tmp_path: Path,
                                            postgres_url: str) -> None:  # noqa: F811
    extra = ("--db", postgres_url, "--redis", REDIS)
    first = LiveServer(None, tmp_path, *extra).start()
    second = LiveServer(None, tmp_path, *extra).start()
    try:
        made = first.post("/api/tournaments", {"variant": "minibridge", "boards": 1,
                                               "level": "beginner", "seed": 3}).json()
        tid, teacher = made["tournament"], made["teacher_token"]
        with connect(f"ws://127.0.0.1:{first.port}/ws/tournaments/{tid}?token={teacher}"
                     ) as watcher:
            assert json.loads(watcher.recv(timeout=30))["results"] == 0
            people: dict[str, Any] = {}
            for name, server in (("Ann", second), ("Bob", first), ("Cy", second)):
                answer = server.post(f"/api/tournaments/{tid}/entrants", {"name": name})
                assert answer.status_code == 200, answer.text
                people[name] = (server, answer.json())
            assert len({p["entrant"] for _, p in people.values()}) == 3
            for server, person in people.values():
                play_board(server, person["table"], person["seat_token"])
            # the watcher on the first process hears of boards played on the second
            deadline = time.monotonic() + 60
            state: dict[str, Any] = {}
            while state.get("results") != 3 and time.monotonic() < deadline:
                state = json.loads(watcher.recv(timeout=deadline - time.monotonic()))
            assert state["results"] == 3 and state["entrants"] == 3
        rankings = [s.get(f"/api/tournaments/{tid}/ranking").json()["ranking"]
                    for s in (first, second)]
        assert rankings[0] == rankings[1] and len(rankings[0]) == 3
        traveller = second.get(f"/api/tournaments/{tid}/boards/1", teacher).json()
        assert sorted(r["name"] for r in traveller["traveller"]) == ["Ann", "Bob", "Cy"]
    finally:
        first.stop()
        second.stop()
