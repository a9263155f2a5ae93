"""What a club controls: tokens that expire and links the host reissues (the old ones get
401 with a message the page shows), the admin API and page, ``bridgeclub tables
list|stop|purge`` (a stopped table's computers stop at once), and ``/health``."""

from __future__ import annotations

import re
import time
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import create_engine, text
from typer.testing import CliRunner

from bridgeclub.cli.commands import app as cli_app
from bridgeclub.server.app import create_app
from bridgeclub.server.config import Limits, Settings
from tests.server.conftest import bearer
from tests.server.live import LiveServer

HUMANS = {"N": "human", "E": "human", "S": "human", "W": "human"}
ROBOTS = dict.fromkeys("NESW", "computer:beginner")


def make(client: TestClient, seats: dict[str, str] = HUMANS) -> dict[str, Any]:
    answer = client.post("/api/tables", json={"variant": "duplicate", "seats": seats})
    assert answer.status_code == 200, answer.text
    made: dict[str, Any] = answer.json()
    return made


def actions_of(data_dir: Path, table: str) -> int:
    engine = create_engine(f"sqlite:///{data_dir / 'bridgeclub.db'}")
    with engine.connect() as connection:
        count = connection.execute(text("SELECT count(*) FROM bc_actions WHERE table_id = :t"),
                                   {"t": table}).scalar()
    engine.dispose()
    return int(count or 0)


def test_an_expired_link_gets_401_with_a_message(tmp_path: Path) -> None:
    settings = Settings(data_dir=tmp_path, limits=Limits(token_days=2 / 86400))
    with TestClient(create_app(settings)) as client:
        made = make(client)
        url = f"/api/tables/{made['table']}/view"
        assert client.get(url, headers=bearer(made["tokens"]["N"])).status_code == 200
        time.sleep(3.1)
        answer = client.get(url, headers=bearer(made["tokens"]["N"]))
        assert answer.status_code == 401
        assert answer.json()["code"] == "expired-token"
        assert "expired" in answer.json()["message"] and "new one" in answer.json()["message"]
        with client.websocket_connect(f"/ws/tables/{made['table']}?token="
                                      f"{made['tokens']['N']}") as ws:
            assert ws.receive_json()["code"] == "expired-token"


def test_the_host_reissues_the_links_and_the_old_ones_are_refused(client: TestClient
                                                                  ) -> None:
    made = make(client)
    table, old, host = made["table"], made["tokens"], made["host_token"]
    url = f"/api/tables/{table}/links"
    # A seat's token neither reissues nor stops; the host's token plays no seat.
    assert client.post(url, headers=bearer(old["N"])).json()["code"] == "host-only"
    played = client.get(f"/api/tables/{table}/view", headers=bearer(host))
    assert played.status_code == 403 and played.json()["code"] == "host-token"
    with client.websocket_connect(f"/ws/tables/{table}?token={old['S']}") as south:
        assert south.receive_json()["type"] == "view"
        answer = client.post(url, headers=bearer(host))
        assert answer.status_code == 200
        while (frame := south.receive_json())["type"] != "error":
            pass
        assert frame["code"] == "revoked-token"       # the open socket is told, closed
    new = answer.json()
    assert sorted(new["tokens"]) == ["E", "N", "S", "W"]
    assert new["links"]["N"] == f"/t/{table}?token={new['tokens']['N']}"
    refused = client.get(f"/api/tables/{table}/view", headers=bearer(old["N"]))
    assert refused.status_code == 401 and refused.json()["code"] == "revoked-token"
    assert "replaced by a new one" in refused.json()["message"]
    assert client.get(f"/api/tables/{table}/view",
                      headers=bearer(new["tokens"]["N"])).status_code == 200
    # The old host token is revoked too; the new one reissues again.
    assert client.post(url, headers=bearer(host)).status_code == 401
    assert client.post(url, headers=bearer(new["host_token"])).status_code == 200


def test_admin_lists_the_busiest_tables_and_stops_one(tmp_path: Path) -> None:
    settings = Settings(data_dir=tmp_path, admin_token="club-secret",
                        limits=Limits(computer_share=1))
    with TestClient(create_app(settings)) as client:
        robots = make(client, ROBOTS)
        people = make(client)
        assert client.get("/api/admin/tables").status_code == 401
        assert client.get("/api/admin/tables", headers=bearer("guess")).status_code == 403
        deadline = time.monotonic() + 60
        while actions_of(tmp_path, robots["table"]) < 8:
            assert time.monotonic() < deadline
            time.sleep(0.1)
        listed = client.get("/api/admin/tables", headers=bearer("club-secret")).json()
        ids = [t["id"] for t in listed["tables"]]
        assert ids[0] == robots["table"] and people["table"] in ids
        assert listed["tables"][0]["computers"] == 4 and listed["tables"][0]["people"] == 0
        stopped = client.post(f"/api/admin/tables/{robots['table']}/stop",
                              headers=bearer("club-secret"))
        assert stopped.json() == {"table": robots["table"], "stopped": True}
        count = actions_of(tmp_path, robots["table"])
        time.sleep(1.5)
        assert actions_of(tmp_path, robots["table"]) == count     # its computers stopped
        listed = client.get("/api/admin/tables", headers=bearer("club-secret")).json()
        assert robots["table"] not in [t["id"] for t in listed["tables"]]
        assert "Admin token" in client.get("/admin").text


def test_the_tables_command_lists_stops_and_purges(tmp_path: Path) -> None:
    server = LiveServer(None, tmp_path, "--limit", "computer_share=1").start()
    runner = CliRunner()
    where = ["--data-dir", str(tmp_path)]
    try:
        robots = server.post("/api/tables", {"variant": "duplicate", "seats": ROBOTS}).json()
        deadline = time.monotonic() + 60
        while actions_of(tmp_path, robots["table"]) < 4:
            assert time.monotonic() < deadline
            time.sleep(0.1)
        listed = runner.invoke(cli_app, ["tables", "list", *where])
        assert listed.exit_code == 0, listed.output
        assert re.search(rf"{robots['table']}\s+duplicate\s+playing\s+0\s+4", listed.output)
        stopped = runner.invoke(cli_app, ["tables", "stop", robots["table"], *where])
        assert stopped.output.strip() == f"table {robots['table']} stopped"
        count = actions_of(tmp_path, robots["table"])
        time.sleep(1.5)                      # the store refuses its computers' next move
        assert actions_of(tmp_path, robots["table"]) == count
        unknown = runner.invoke(cli_app, ["tables", "stop", "nosuchtable", *where])
        assert unknown.exit_code != 0 and "no table" in str(unknown.exception)
        assert "no tables playing" in runner.invoke(cli_app, ["tables", "list",
                                                              *where]).output
    finally:
        server.stop()
    purged = runner.invoke(cli_app, ["tables", "purge", "--days", "0", *where])
    assert purged.output.strip() == "1 table purged"
    assert runner.invoke(cli_app, ["tables", "list", "--all", *where]).output.strip() \
        == "no tables"


def test_health_says_what_is_up(client: TestClient) -> None:
    answer = client.get("/health")
    assert answer.status_code == 200
    assert answer.json()["database"] == "up" and answer.json()["redis"] == "none"


def test_serve_speaks_https_with_a_certificate(tmp_path: Path) -> None:
    import subprocess
    import sys

    import httpx

    from tests.server.live import free_port

    cert, key = tmp_path / "club.pem", tmp_path / "club-key.pem"
    subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1",
                    "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1",
                    "-keyout", str(key), "-out", str(cert)],
                   check=True, capture_output=True)
    port = free_port()
    process = subprocess.Popen(
        [sys.executable, "-m", "bridgeclub", "serve", "--port", str(port), "--data-dir",
         str(tmp_path), "--certfile", str(cert), "--keyfile", str(key)],
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    try:
        deadline = time.monotonic() + 60
        while True:
            try:
                answer = httpx.get(f"https://127.0.0.1:{port}/health", verify=str(cert),
                                   timeout=2)
                break
            except httpx.HTTPError:
                assert time.monotonic() < deadline and process.poll() is None
                time.sleep(0.2)
        assert answer.status_code == 200 and answer.json()["database"] == "up"
        with pytest.raises(httpx.HTTPError):                    # no plain HTTP there
            httpx.get(f"http://127.0.0.1:{port}/health", timeout=2)
    finally:
        process.terminate()
        output = process.communicate(timeout=10)[0].decode()
    assert f"serving on https://127.0.0.1:{port}" in output
    assert re.search(r"admin page https://127\.0\.0\.1:\d+/admin  \(admin token \S{20,}\)",
                     output)


def test_serve_refuses_half_a_certificate_and_unknown_limits(tmp_path: Path) -> None:
    runner = CliRunner()
    half = runner.invoke(cli_app, ["serve", "--data-dir", str(tmp_path), "--certfile",
                                   str(tmp_path / "x.pem")])
    assert "both --certfile and --keyfile" in str(half.exception)
    bad = runner.invoke(cli_app, ["serve", "--data-dir", str(tmp_path), "--limit",
                                  "speed=9"])
    assert "no limit 'speed'" in str(bad.exception)
    bad = runner.invoke(cli_app, ["serve", "--data-dir", str(tmp_path), "--limit",
                                  "hints_per_minute=many"])
    assert "hints_per_minute is a number" in str(bad.exception)
