"""The websocket: views on connect and after each action, events, resume after a dropped
connection, and the refusals (malformed, too large, too fast, wrong origin, stale)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient
from starlette.websockets import WebSocketDisconnect

from bridgeclub.server.app import create_app
from bridgeclub.server.config import MAX_MESSAGE, Settings

HUMANS = {"N": "human", "E": "human", "S": "human", "W": "human"}


def table(client: TestClient, **options: Any) -> tuple[str, dict[str, str]]:
    made = client.post("/api/tables", json={"variant": "duplicate", "seats": HUMANS,
                                            "options": options}).json()
    return made["table"], made["tokens"]


def until(ws: Any, kind: str) -> dict[str, Any]:
    while True:
        frame: dict[str, Any] = ws.receive_json()
        if frame["type"] == kind:
            return frame


def test_actions_on_the_socket_reach_every_seat_with_events(client: TestClient) -> None:
    table_id, tokens = table(client)
    with client.websocket_connect(f"/ws/tables/{table_id}?token={tokens['N']}") as north, \
            client.websocket_connect(f"/ws/tables/{table_id}?token={tokens['E']}") as east:
        first = until(north, "view")
        assert first["view"]["actor"] == "N" and first["view"]["legal_actions"]
        until(east, "view")
        north.send_json({"type": "action", "action": "1NT", "version": 0,
                         "explanation": "15-17", "alert": True})
        event = until(east, "event")
        assert event["event"]["action"] == "1NT" and event["event"]["explanation"] == "15-17"
        seen = until(east, "view")
        assert seen["version"] == 1 and seen["view"]["legal_actions"]
        # A stale action: an error, and nothing changes.
        north.send_json({"type": "action", "action": "2C", "version": 0})
        error = until(north, "error")
        assert error["code"] == "stale"
        # Not her turn: refused.
        north.send_json({"type": "action", "action": "P", "version": 1})
        assert until(north, "error")["code"] == "not-your-turn"
    view = client.get(f"/api/tables/{table_id}/view",
                      headers={"Authorization": f"Bearer {tokens['S']}"}).json()
    assert view["version"] == 1


def test_a_dropped_connection_resumes_with_the_events_it_missed(client: TestClient) -> None:
    table_id, tokens = table(client)
    url = f"/ws/tables/{table_id}?token={tokens['S']}"
    with client.websocket_connect(url) as south:
        assert until(south, "view")["version"] == 0
    for version, (seat, call) in enumerate((("N", "1C"), ("E", "P"))):
        answer = client.post(f"/api/tables/{table_id}/actions", json={
            "action": call, "version": version},
            headers={"Authorization": f"Bearer {tokens[seat]}"})
        assert answer.status_code == 200
    with client.websocket_connect(url) as south:
        assert until(south, "view")["version"] == 2
        south.send_json({"type": "resume", "since": 0})
        events = [until(south, "event"), until(south, "event")]
        assert [e["event"]["action"] for e in events] == ["1C", "P"]
        assert until(south, "view")["view"]["actor"] == "S"


@pytest.mark.parametrize("text", [
    "not json", json.dumps({"type": "action"}), json.dumps({"type": "shout"}),
    json.dumps({"type": "action", "action": "P", "version": -1}),
    json.dumps({"type": "action", "action": "P", "version": 0, "extra": 1}),
    json.dumps([1, 2]), "x" * (MAX_MESSAGE + 1)])
def test_malformed_messages_get_an_error_and_change_nothing(client: TestClient,
                                                            text: str) -> None:
    table_id, tokens = table(client)
    with client.websocket_connect(f"/ws/tables/{table_id}?token={tokens['N']}") as north:
        until(north, "view")
        north.send_text(text)
        error = until(north, "error")
        assert error["message"]
        north.send_json({"type": "ping"})
        assert until(north, "pong") == {"type": "pong"}
    view = client.get(f"/api/tables/{table_id}/view",
                      headers={"Authorization": f"Bearer {tokens['N']}"}).json()
    assert view["version"] == 0


def test_a_connection_sending_too_fast_is_slowed_down(tmp_path: Path) -> None:
    # One message a second and five at once: a burst of 30 is refused in part however
    # slowly a busy machine reads it.
    settings = Settings(data_dir=tmp_path, rate_per_second=1, rate_burst=5)
    with TestClient(create_app(settings)) as client:
        table_id, tokens = table(client)
        with client.websocket_connect(f"/ws/tables/{table_id}?token={tokens['N']}") as ws:
            until(ws, "view")
            for _ in range(30):
                ws.send_json({"type": "ping"})
            answers = [ws.receive_json() for _ in range(30)]
            refused = [f for f in answers if f["type"] == "error"]
            assert refused and all(f["code"] == "rate-limited" for f in refused)
            assert sum(f["type"] == "pong" for f in answers) >= 5


def test_a_socket_from_another_site_or_with_a_bad_token_is_refused(client: TestClient
                                                                   ) -> None:
    table_id, tokens = table(client)
    url = f"/ws/tables/{table_id}?token={tokens['N']}"
    with pytest.raises(WebSocketDisconnect), client.websocket_connect(
            url, headers={"origin": "https://elsewhere.example"}) as ws:
        ws.receive_json()
    with client.websocket_connect(url, headers={"origin": "http://testserver"}) as ws:
        assert until(ws, "view")["seat"] == "N"
    with client.websocket_connect(f"/ws/tables/{table_id}?token=forged") as ws:
        assert ws.receive_json()["code"] == "bad-token"


def test_a_computer_seat_is_not_played_through_its_token(client: TestClient) -> None:
    app = client.app
    made = client.post("/api/tables", json={"variant": "duplicate", "seats": {
        "S": "human", "N": "computer:beginner"}}).json()
    hub = app.state.hub  # type: ignore[attr-defined]
    token = hub.signer.token(made["table"], "N")
    answer = client.post(f"/api/tables/{made['table']}/actions", json={
        "action": "P", "version": 0}, headers={"Authorization": f"Bearer {token}"})
    assert answer.status_code == 403 and answer.json()["code"] == "computer-seat"


def test_next_deals_on_once_and_the_history_keeps_the_seats_view(client: TestClient
                                                                  ) -> None:
    table_id, tokens = table(client, hints=True)
    headers = {s: {"Authorization": f"Bearer {t}"} for s, t in tokens.items()}
    hint = client.get(f"/api/tables/{table_id}/hint", headers=headers["N"]).json()
    assert hint["action"]
    for version, seat in enumerate("NESW"):
        client.post(f"/api/tables/{table_id}/actions", json={"action": "P",
                                                              "version": version},
                    headers=headers[seat])
    over = client.get(f"/api/tables/{table_id}/view", headers=headers["S"]).json()
    assert over["view"]["result"] is not None and over["deal_number"] == 1
    for _ in range(2):
        nxt = client.post(f"/api/tables/{table_id}/next", json={"deal_number": 1},
                          headers=headers["S"]).json()
        assert nxt["deal_number"] == 2 and nxt["version"] == 0
    deals = client.get(f"/api/tables/{table_id}/deals", headers=headers["E"]).json()
    assert [d["number"] for d in deals] == [1] and deals[0]["view"]["seat"] == "E"
    assert len(deals[0]["events"]) == 4
    pbn = client.get(f"/api/tables/{table_id}/deals.pbn", headers=headers["E"]).text
    assert '[Deal "' in pbn
    analysis = client.get(f"/api/tables/{table_id}/deals/1/analysis", headers=headers["E"])
    assert analysis.status_code == 200, analysis.text
    assert len(analysis.json()["dd_table"]["tricks"]) > 0
