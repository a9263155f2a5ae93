"""A club event's links reissued by its director (issue 26, item 3): the old director's
and tables' tokens get 401 with a message the page shows, the sockets opened with them
are closed (in every process), the new ones work, and nothing else changes."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient
from starlette.websockets import WebSocketDisconnect

from bridgeclub.server.app import create_app
from bridgeclub.server.config import Settings
from tests.server.conftest import bearer
from tests.server.test_events_api import _redis_up, create, state
from tests.server.test_store import postgres_url  # noqa: F401 - the fixture


def enter_one(client: TestClient, event: str, token: str) -> None:
    sitting = state(client, event, token)["rounds"][0]
    answer = client.post(f"/api/events/{event}/results", headers=bearer(token),
                         json={"board": sitting["boards"][0]["number"], "ns": sitting["ns"],
                               "ew": sitting["ew"], "contract": "Pass"})
    assert answer.status_code == 200, answer.text


def assert_revoked(answer: Any) -> None:
    assert answer.status_code == 401, answer.text
    assert answer.json()["code"] == "revoked-token"
    assert answer.json()["message"] == ("this link was replaced by a new one: ask the "
                                        "event's director for it")


def test_the_director_reissues_the_links_and_the_old_ones_are_refused(client: TestClient
                                                                      ) -> None:
    made = create(client)
    event, director = made["event"], made["director_token"]
    north = made["tables"]["1"]["token"]
    enter_one(client, event, north)
    before = state(client, event, director)
    url = f"/api/events/{event}/links"
    # A table's token does not reissue, nor does a token of another event.
    assert client.post(url, headers=bearer(north)).json()["code"] == "director-only"
    other = create(client)["director_token"]
    assert client.post(url, headers=bearer(other)).status_code == 403
    assert client.post(url).status_code == 401
    with client.websocket_connect(f"/ws/events/{event}?token={director}") as old_director, \
            client.websocket_connect(f"/ws/events/{event}?token={north}") as old_north:
        assert old_director.receive_json()["results"] == 1
        assert old_north.receive_json()["table"] == 1
        answer = client.post(url, headers=bearer(director))
        assert answer.status_code == 200, answer.text
        for socket_ in (old_director, old_north):        # told, then closed
            frame = socket_.receive_json()
            assert frame["type"] == "error" and frame["code"] == "revoked-token"
            assert "event's director" in frame["message"]
            with pytest.raises(WebSocketDisconnect):
                socket_.receive_json()
    new = answer.json()
    assert new["director_link"] == f"/e/{event}?token={new['director_token']}"
    assert new["director_token"] != director
    assert sorted(new["tables"]) == sorted(made["tables"])
    assert all(new["tables"][t]["token"] != made["tables"][t]["token"] for t in new["tables"])
    # The old tokens: 401 with a message, on every route and on a new socket.
    assert_revoked(client.get(f"/api/events/{event}", headers=bearer(director)))
    assert_revoked(client.get(f"/api/events/{event}", headers=bearer(north)))
    assert_revoked(client.post(url, headers=bearer(director)))
    assert_revoked(client.post(f"/api/events/{event}/publish", headers=bearer(director)))
    with client.websocket_connect(f"/ws/events/{event}?token={north}") as refused:
        assert refused.receive_json()["code"] == "revoked-token"
    # The new ones work; the event is as it was (its results, ranking, movement).
    after = state(client, event, new["director_token"])
    assert {k: v for k, v in after.items() if k != "tables"} == \
        {k: v for k, v in before.items() if k != "tables"}
    new_north = new["tables"]["1"]["token"]
    assert state(client, event, new_north)["table"] == 1
    with client.websocket_connect(f"/ws/events/{event}?token={new_north}") as socket_:
        assert socket_.receive_json()["table"] == 1
    assert client.get(f"/api/events/{event}/movement",
                      headers=bearer(new["director_token"])).status_code == 200
    assert client.post(url, headers=bearer(new["director_token"])).status_code == 200


@pytest.mark.parametrize("database", ["sqlite", "postgresql"])
def test_another_events_links_stay_and_a_reissue_survives_a_restart(
        database: str, request: pytest.FixtureRequest, tmp_path: Path) -> None:
    """A process that never read the event (or a restarted one) refuses the old tokens:
    the generation of links is in the store, read with the event."""
    settings = Settings(data_dir=tmp_path, db=request.getfixturevalue("postgres_url")
                        if database == "postgresql" else None)
    with TestClient(create_app(settings)) as first:
        made, other = create(first), create(first)
        event = made["event"]
        with TestClient(create_app(replace(settings))) as second:
            new = first.post(f"/api/events/{event}/links",
                             headers=bearer(made["director_token"])).json()
            assert_revoked(second.get(f"/api/events/{event}",
                                      headers=bearer(made["tables"]["2"]["token"])))
            assert state(second, event, new["tables"]["2"]["token"])["table"] == 2
            assert state(second, other["event"], other["director_token"])["type"] == "event"
    with TestClient(create_app(settings)) as restarted:
        assert_revoked(restarted.get(f"/api/events/{event}",
                                     headers=bearer(made["director_token"])))
        assert state(restarted, event, new["director_token"])["type"] == "event"
        assert state(restarted, other["event"], other["tables"]["1"]["token"])["table"] == 1


@pytest.mark.skipif(not _redis_up(), reason="no Redis at 127.0.0.1:6379")
def test_a_reissue_closes_the_old_sockets_on_another_process(tmp_path: Path) -> None:
    settings = Settings(data_dir=tmp_path, redis="redis://127.0.0.1:6379/0")
    with TestClient(create_app(settings)) as first, \
            TestClient(create_app(replace(settings))) as second:
        made = create(first)
        event, north = made["event"], made["tables"]["3"]["token"]
        with first.websocket_connect(f"/ws/events/{event}?token={north}") as socket_:
            assert socket_.receive_json()["table"] == 3
            answer = second.post(f"/api/events/{event}/links",
                                 headers=bearer(made["director_token"]))
            assert answer.status_code == 200
            assert socket_.receive_json()["code"] == "revoked-token"
        assert_revoked(first.get(f"/api/events/{event}", headers=bearer(north)))
