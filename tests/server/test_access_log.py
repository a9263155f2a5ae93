"""The server's access log: one line a request in the data folder, on by default, the
door's refusals and a failing route included, tokens never written, rotated."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from bridgeclub.server import access_log
from bridgeclub.server.app import create_app
from bridgeclub.server.config import Limits, Settings
from tests.server.conftest import bearer

LINE = re.compile(r'^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ (\S+) "(\S+) (\S+)" (\d{3}) (\d+) '
                  r'\d+\.\dms$')


def lines(folder: Path) -> list[tuple[str, str, str, int]]:
    text = (folder / "access.log").read_text(encoding="utf-8")
    found = []
    for line in text.splitlines():
        match = LINE.match(line)
        assert match, line
        found.append((match[2], match[3], match[1], int(match[4])))
    return found


def test_every_request_is_a_line_of_the_data_folders_access_log(tmp_path: Path) -> None:
    app = create_app(Settings(data_dir=tmp_path, limits=Limits(views_burst=1,
                                                               views_per_minute=1)))

    @app.get("/api/boom")
    def boom() -> None:
        raise RuntimeError("a route that fails")

    with TestClient(app, raise_server_exceptions=False) as client:
        made = client.post("/api/tables", json={"variant": "duplicate",
                                                "seats": {"S": "human"}}).json()
        token = made["tokens"]["S"]
        view = f"/api/tables/{made['table']}/view"
        assert client.get(view, headers=bearer(token)).status_code == 200
        assert client.get(view, headers=bearer(token)).status_code == 429
        assert client.get("/api/nothing-here").status_code == 404
        assert client.get("/api/boom").status_code == 500
        with client.websocket_connect(f"/ws/tables/{made['table']}?token={token}") as ws:
            assert ws.receive_json()["type"] == "view"
    written = lines(tmp_path)
    assert [(m, p, s) for m, p, _, s in written] == [
        ("POST", "/api/tables", 200), ("GET", view, 200), ("GET", view, 429),
        ("GET", "/api/nothing-here", 404), ("GET", "/api/boom", 500),
        ("WS", f"/ws/tables/{made['table']}", 101)]
    assert all(address == "testclient" for _, _, address, _ in written)
    assert token not in (tmp_path / "access.log").read_text(encoding="utf-8")


def test_the_access_log_is_rotated_and_can_be_turned_off(tmp_path: Path,
                                                         monkeypatch: pytest.MonkeyPatch
                                                         ) -> None:
    monkeypatch.setattr(access_log, "MAX_BYTES", 2000)
    with TestClient(create_app(Settings(data_dir=tmp_path))) as client:
        for _ in range(200):
            assert client.get("/api/variants").status_code == 200
    rotated = sorted(p.name for p in tmp_path.glob("access.log*"))
    assert rotated == ["access.log", *(f"access.log.{n}" for n in range(1, 6))]
    assert all(p.stat().st_size <= 2000 for p in tmp_path.glob("access.log*"))
    quiet = tmp_path / "quiet"
    quiet.mkdir()
    with TestClient(create_app(Settings(data_dir=quiet, access_log=False))) as client:
        assert client.get("/api/variants").status_code == 200
    assert not list(quiet.glob("access*"))
