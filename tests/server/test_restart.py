"""A server killed with SIGKILL mid-deal and started again on the same database resumes
every table from its log: no action lost, none applied twice, computers carrying on."""

from __future__ import annotations

import time
from pathlib import Path

import bridgeclub as bc
from bridgeclub.server.store import Store
from bridgeclub.server.table import Table
from tests.server.live import LiveServer

PORT = None                  # a free port of the range, each start


def play_some(server: LiveServer, table: str, token: str, actions: int) -> int:
    """The human (South) plays ``actions`` of her turns; computers play the rest."""
    done = 0
    deadline = time.monotonic() + 120
    while done < actions and time.monotonic() < deadline:
        answer = server.get(f"/api/tables/{table}/view", token)
        assert answer.status_code == 200, answer.text
        frame = answer.json()
        view = frame["view"]
        if view["result"] is not None:
            break
        if view["actor"] != frame["seat"]:
            time.sleep(0.02)
            continue
        legal = view["legal_actions"]
        action = next((a for a in legal if a not in ("P", "claim", "undo", "concede")),
                      legal[0])
        answer = server.post(f"/api/tables/{table}/actions",
                             {"action": action, "version": frame["version"],
                              "key": f"{frame['deal_number']}-{frame['version']}"}, token)
        assert answer.status_code == 200, answer.text
        done += 1
    return done


def test_a_server_killed_mid_deal_resumes_every_table(tmp_path: Path) -> None:
    server = LiveServer(PORT, tmp_path).start()
    tables: list[tuple[str, str]] = []
    try:
        for variant in ("rubber", "ez-bridge", "buddy-bridge"):
            players = [str(p) for p in bc.find_variant(variant).players]
            seats = {p: "computer:beginner" for p in players} | {"S": "human"}
            # a deal where South is dummy after two calls ends without her (about one
            # rubber deal in a hundred): another table then, so each is mid-deal at the kill
            for _ in range(5):
                made = server.post("/api/tables", {"variant": variant, "seats": seats}).json()
                if play_some(server, made["table"], made["tokens"]["S"], 3) == 3:
                    break
            else:
                raise AssertionError(f"no {variant} deal gave South three turns")
            tables.append((made["table"], made["tokens"]["S"]))
        before = {t: server.get(f"/api/tables/{t}/view", k).json()["version"]
                  for t, k in tables}
        # A table of computers only, playing on by itself when the server dies.
        robots = server.post("/api/tables", {"variant": "duplicate",
                                             "options": {"boards": 16},
                                             "seats": {s: "computer:beginner"
                                                       for s in "NESW"}}).json()["table"]
        time.sleep(0.3)
    finally:
        server.kill()
    store = Store(f"sqlite:///{tmp_path / 'bridgeclub.db'}")
    at_kill = {t: len(store.load(t).actions) for t, _ in tables}
    robot_actions = len(store.load(robots).actions)
    assert not store.load(robots).table.finished
    store.close()
    server = LiveServer(PORT, tmp_path).start()
    try:
        for table, token in tables:
            frame = server.get(f"/api/tables/{table}/view", token).json()
            assert frame["version"] >= before[table]
            # A repeated request from before the kill is not applied again.
            play_some(server, table, token, 400)
            frame = server.get(f"/api/tables/{table}/view", token).json()
            assert frame["view"]["result"] is not None
        deadline = time.monotonic() + 120
        while time.monotonic() < deadline:
            store = Store(f"sqlite:///{tmp_path / 'bridgeclub.db'}")
            robot = store.load(robots)
            store.close()
            if robot.table.finished:
                break
            time.sleep(0.2)
        assert robot.table.finished and len(robot.actions) > robot_actions
    finally:
        server.stop()
    store = Store(f"sqlite:///{tmp_path / 'bridgeclub.db'}")
    for table, _ in tables:
        log = store.load(table)
        assert len(log.actions) > at_kill[table]
        steps = [(a.deal, a.version) for a in log.actions]
        assert len(steps) == len(set(steps))
        rebuilt = Table.rebuild(log)          # every action replays: none lost or doubled
        assert rebuilt.finished and rebuilt.finished[0].game.is_over
    store.close()


