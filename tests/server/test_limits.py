"""The server's bounds: request bodies capped before they are read, rates answering 429
with Retry-After (per address, per seat, shared by a seat's REST and sockets), five
sockets a seat, the quota of tables of computers only, and unknown ids that leave
nothing in memory."""

from __future__ import annotations

import gc
import socket
import uuid
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient
from starlette.websockets import WebSocketDisconnect

from bridgeclub.server.app import create_app
from bridgeclub.server.config import Limits, Settings
from tests.server.conftest import bearer
from tests.server.live import LiveServer

HUMANS = {"N": "human", "E": "human", "S": "human", "W": "human"}
ROBOTS = dict.fromkeys("NESW", "computer:beginner")


def app_with(tmp_path: Path, **limits: Any) -> TestClient:
    return TestClient(create_app(Settings(data_dir=tmp_path, limits=Limits(**limits))))


def make(client: TestClient, seats: dict[str, str] = HUMANS, **options: Any
         ) -> dict[str, Any]:
    answer = client.post("/api/tables", json={"variant": "duplicate", "seats": seats,
                                              "options": options})
    assert answer.status_code == 200, answer.text
    made: dict[str, Any] = answer.json()
    return made


def rss_kib(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    raise AssertionError("no VmRSS")


def raw_post(port: int, head: str, body_chunks: int, chunk: bytes) -> str:
    """Send a request by hand (its body in chunks, stopping when the server answers)
    and give back the status line the server answered."""
    with socket.create_connection(("127.0.0.1", port), timeout=10) as raw:
        raw.sendall(head.encode())
        for _ in range(body_chunks):
            try:
                raw.sendall(chunk)
            except OSError:
                break           # the server answered and closed: nothing more is read
        raw.settimeout(10)
        return raw.recv(4096).decode("latin-1").split("\r\n")[0]


def test_a_body_over_the_cap_is_refused_before_it_is_read(tmp_path: Path) -> None:
    server = LiveServer(None, tmp_path).start()
    try:
        assert server.process is not None
        before = rss_kib(server.process.pid)
        # 400 MB announced: refused at once, on the headers alone.
        line = raw_post(server.port, "POST /api/tables HTTP/1.1\r\nHost: x\r\nContent-Type: "
                        "application/json\r\nContent-Length: 419430400\r\n\r\n", 40,
                        b"x" * 65536)
        assert " 413 " in line
        # No length (chunked): read only up to the cap, then refused.
        chunk = b"10000\r\n" + b"x" * 65536 + b"\r\n"
        line = raw_post(server.port, "POST /api/tables HTTP/1.1\r\nHost: x\r\nContent-Type: "
                        "application/json\r\nTransfer-Encoding: chunked\r\n\r\n", 200, chunk)
        assert " 413 " in line
        assert rss_kib(server.process.pid) - before < 20_000     # flat: not 400 MB
        # A body within the cap is still read and answered.
        answer = server.post("/api/tables", {"variant": "duplicate", "seats": HUMANS})
        assert answer.status_code == 200
        big = server.post("/api/tables", {"variant": "duplicate", "seats": HUMANS,
                                          "options": {"x": "y" * 9000}})
        assert big.status_code == 413 and "at most" in big.json()["message"]
    finally:
        server.stop()


def test_rates_answer_429_with_retry_after(tmp_path: Path) -> None:
    with app_with(tmp_path, tables_per_minute=2, tables_burst=2, hints_per_minute=1,
                  hints_burst=2) as client:
        made = make(client, hints=True)
        make(client)
        refused = client.post("/api/tables", json={"variant": "duplicate"})
        assert refused.status_code == 429
        assert int(refused.headers["Retry-After"]) >= 1
        assert refused.json()["code"] == "rate-limited"
        assert "new tables" in refused.json()["message"]
        north = bearer(made["tokens"]["N"])
        url = f"/api/tables/{made['table']}/hint"
        assert [client.get(url, headers=north).status_code for _ in range(3)] == \
            [200, 200, 429]
        # The seat's bucket is the seat's: another seat still asks (not its turn: 409).
        assert client.get(url, headers=bearer(made["tokens"]["E"])).status_code == 409
        # ... and the seat's socket shares the seat's bucket.
        with client.websocket_connect(f"/ws/tables/{made['table']}?token="
                                      f"{made['tokens']['N']}") as ws:
            ws.send_json({"type": "hint"})
            while (frame := ws.receive_json())["type"] != "error":
                pass
            assert frame["code"] == "rate-limited"


def test_actions_are_limited_per_seat_on_rest_and_socket_together(tmp_path: Path) -> None:
    with app_with(tmp_path, actions_per_minute=1, actions_burst=3) as client:
        made = make(client)
        table, tokens = made["table"], made["tokens"]
        codes = [client.post(f"/api/tables/{table}/actions", headers=bearer(tokens["E"]),
                             json={"action": "P", "version": 0}).status_code
                 for _ in range(2)]
        assert codes == [403, 403]                # not East's turn, but counted
        with client.websocket_connect(f"/ws/tables/{table}?token={tokens['E']}") as ws:
            ws.send_json({"type": "action", "action": "P", "version": 0})
            ws.send_json({"type": "action", "action": "P", "version": 0})
            seen: list[str] = []
            while len(seen) < 2:
                frame = ws.receive_json()
                if frame["type"] == "error":
                    seen.append(frame["code"])
            assert seen == ["not-your-turn", "rate-limited"]
        answer = client.post(f"/api/tables/{table}/actions", headers=bearer(tokens["N"]),
                             json={"action": "1NT", "version": 0})
        assert answer.status_code == 200        # North's own bucket is full


def test_the_sixth_socket_on_one_seat_is_refused(client: TestClient) -> None:
    made = make(client)
    url = f"/ws/tables/{made['table']}?token={made['tokens']['S']}"
    sockets = [client.websocket_connect(url) for _ in range(5)]
    opened = [s.__enter__() for s in sockets]
    try:
        for ws in opened:
            assert ws.receive_json()["type"] == "view"
        with client.websocket_connect(url) as sixth:
            refused = sixth.receive_json()
            assert refused["code"] == "too-many-sockets" and "5" in refused["message"]
            with pytest.raises(WebSocketDisconnect):
                sixth.receive_json()
        # Another seat is not counted against South.
        with client.websocket_connect(f"/ws/tables/{made['table']}?token="
                                      f"{made['tokens']['N']}") as north:
            assert north.receive_json()["type"] == "view"
    finally:
        for s in sockets:
            s.__exit__(None, None, None)
    with client.websocket_connect(url) as again:      # one closed: a new one may open
        assert again.receive_json()["type"] == "view"


def test_computer_tables_over_the_quota_are_refused(tmp_path: Path) -> None:
    with app_with(tmp_path, computer_tables=2) as client:
        first = make(client, ROBOTS)
        make(client, ROBOTS)
        refused = client.post("/api/tables", json={"variant": "duplicate", "seats": ROBOTS})
        assert refused.status_code == 429
        assert refused.json()["code"] == "computer-quota"
        assert "2 tables of computers only" in refused.json()["message"]
        make(client, {"S": "human"})              # a table with a person is not counted
        # Its host stops one: there is room again.
        stopped = client.post(f"/api/tables/{first['table']}/stop",
                              headers=bearer(first["host_token"]))
        assert stopped.json() == {"table": first["table"], "stopped": True}
        make(client, ROBOTS)


def test_ten_thousand_unknown_ids_leave_memory_flat(tmp_path: Path) -> None:
    with app_with(tmp_path, requests_per_minute=10**8, requests_burst=10**7) as client:
        hub, events = client.app.state.hub, client.app.state.events  # type: ignore[attr-defined]
        made = make(client)
        token = made["tokens"]["N"]

        def probe(n: int) -> None:
            for _ in range(n):
                answer = client.get(f"/e/{uuid.uuid4().hex[:16]}/results")
                assert answer.status_code == 404

        probe(500)                        # warm: caches, pools, first allocations
        gc.collect()
        objects = len(gc.get_objects())
        probe(10_000)
        gc.collect()
        grown = len(gc.get_objects()) - objects
        assert len(hub.locks) == 0 and len(events.locks) == 0
        assert list(hub.tables) == [made["table"]] and not events.events
        assert grown < 2_000, f"{grown} objects more after 10,000 unknown ids"
        # ... and the table sockets of unknown tables are refused, leaving nothing.
        for _ in range(200):
            with client.websocket_connect(f"/ws/tables/{uuid.uuid4().hex[:16]}?token="
                                          f"{token}") as ws:
                assert ws.receive_json()["code"] == "bad-token"
        assert len(hub.locks) == 0 and list(hub.tables) == [made["table"]]


def test_a_seat_that_polls_its_view_is_answered_429(tmp_path: Path) -> None:
    """A page reads the view, then hears changes on its socket; polling past the views'
    rate costs a 429 (issue 26's hint loops polled the view 20 times a second)."""
    with app_with(tmp_path, views_per_minute=60, views_burst=3) as client:
        made = make(client)
        url = f"/api/tables/{made['table']}/view"
        north = bearer(made["tokens"]["N"])
        codes = [client.get(url, headers=north).status_code for _ in range(4)]
        assert codes == [200, 200, 200, 429]
        refused = client.get(url, headers=north)
        assert refused.headers["Retry-After"] == "1"
        assert "too many views of the table" in refused.json()["message"]
        # another seat's views are its own
        assert client.get(url, headers=bearer(made["tokens"]["E"])).status_code == 200
