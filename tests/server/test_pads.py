"""Score pads in the browser's API (server/api/pads.py): a rubber scored through the API
gives the terminal pad's sheet for the same lines; undo, end, refusals, reading links."""

from __future__ import annotations

from typing import Any

from fastapi.testclient import TestClient

import bridgeclub as bc
from bridgeclub.tui.scorepad import parse_result, run_scorepad
from tests.server.conftest import bearer

LINES = ["4SX S 10 honours NS 100", "P", "3NT E 9", "2H N 7", "4S W 8", "6NT S 12"]


def entry(line: str) -> dict[str, Any]:
    """A terminal pad line as the pad's JSON entry."""
    args, extra = parse_result(line)
    body: dict[str, Any] = {"contract": args[0], **extra}
    if len(args) == 3:
        body.update(declarer=args[1], tricks=args[2])
    return body


def test_a_rubber_on_the_pad_is_the_terminals_sheet(client: TestClient) -> None:
    made = client.post("/api/pads", json={"kind": "rubber"}).json()
    code, key = made["code"], made["key"]
    state = client.get(f"/api/pads/{code}", headers=bearer(key)).json()
    assert state["writable"] and state["players"] == ["N", "E", "S", "W"]
    for line in LINES:
        answer = client.post(f"/api/pads/{code}/entries", headers=bearer(key),
                             json={**entry(line), "version": state["version"]})
        assert answer.status_code == 200, answer.text
        state = answer.json()
    lines = iter([*LINES, "quit"])
    terminal = run_scorepad(bc.new_match("rubber"), lambda _: next(lines), lambda _: None)
    assert state["match"]["sheet"] == terminal.sheet.to_dict()
    assert state["match"]["totals"] == terminal.totals
    read = client.get(f"/api/pads/{code}").json()          # the reading link
    assert not read["writable"] and read["match"] == state["match"]
    refused = client.post(f"/api/pads/{code}/entries",
                          json={**entry("1NT N 7"), "version": state["version"]})
    assert refused.status_code == 403


def test_bad_entries_change_nothing_and_undo_takes_back(client: TestClient) -> None:
    made = client.post("/api/pads", json={"kind": "chicago",
                                          "options": {"scoring": "russian"}})
    assert made.status_code == 200, made.text
    code, key = made.json()["code"], made.json()["key"]
    state = client.get(f"/api/pads/{code}", headers=bearer(key)).json()
    bad = client.post(f"/api/pads/{code}/entries", headers=bearer(key),
                      json={"contract": "8H", "declarer": "S", "tricks": 10,
                            "version": state["version"]})
    assert bad.status_code == 400 and "Not scored" in bad.json()["message"]
    assert client.get(f"/api/pads/{code}").json()["version"] == state["version"]
    good = client.post(f"/api/pads/{code}/entries", headers=bearer(key),
                       json={"contract": "4H", "declarer": "S", "tricks": 10,
                             "hcp": {"NS": 26}, "version": state["version"]}).json()
    assert good["deals"] == 1
    stale = client.post(f"/api/pads/{code}/undo", headers=bearer(key),
                        json={"version": state["version"]})
    assert stale.status_code == 409
    back = client.post(f"/api/pads/{code}/undo", headers=bearer(key),
                       json={"version": good["version"]}).json()
    assert back["deals"] == 0 and back["match"]["totals"] == state["match"]["totals"]
    assert client.post("/api/pads", json={"kind": "poker"}).status_code == 400
    assert client.get("/api/pads/nothing").status_code == 404
