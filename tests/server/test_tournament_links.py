"""A tournament's links reissued by its teacher (issue 25): the old teacher's and
entrants' tokens get 401 with a message the page shows, the sockets opened with them are
closed, the new ones work (the teacher's state lists each entrant's new link), a process
that never read the tournament (or a restarted one) refuses the old tokens too, and
nothing else changes."""

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
from tests.server.test_store import postgres_url  # noqa: F401 - the fixture
from tests.server.test_tournaments_api import state

REVOKED = "this link was replaced by a new one: ask the tournament's teacher for it"


def assert_revoked(answer: Any) -> None:
    assert answer.status_code == 401, answer.text
    assert answer.json()["code"] == "revoked-token"
    assert answer.json()["message"] == REVOKED


def made_with_two(client: TestClient) -> tuple[dict[str, Any], dict[str, Any], dict[str, Any]]:
    made = client.post("/api/tournaments", json={
        "name": "Class 4B", "variant": "minibridge", "boards": 1, "level": "beginner",
        "group": "4B", "seed": 3}).json()
    tid = made["tournament"]
    ann = client.post(f"/api/tournaments/{tid}/entrants", json={"name": "Ann"}).json()
    bob = client.post(f"/api/tournaments/{tid}/entrants", json={"name": "Bob"}).json()
    return made, ann, bob


def test_the_teacher_reissues_the_links_and_the_old_ones_are_refused(client: TestClient
                                                                     ) -> None:
    made, ann, bob = made_with_two(client)
    tid, teacher = made["tournament"], made["teacher_token"]
    url = f"/api/tournaments/{tid}/links"
    before = state(client, tid, teacher)
    # An entrant's token does not reissue, nor does another tournament's teacher, nor
    # anyone without a token; nothing changes.
    assert client.post(url, headers=bearer(ann["token"])).json()["code"] == "teacher-only"
    other = client.post("/api/tournaments", json={"boards": 1}).json()["teacher_token"]
    assert client.post(url, headers=bearer(other)).status_code == 403
    assert client.post(url).status_code == 403
    assert state(client, tid, ann["token"])["me"]["name"] == "Ann"
    with client.websocket_connect(f"/ws/tournaments/{tid}?token={teacher}") as old_teacher, \
            client.websocket_connect(f"/ws/tournaments/{tid}?token={ann['token']}") as old_ann, \
            client.websocket_connect(f"/ws/tournaments/{tid}") as anyone:
        assert old_teacher.receive_json()["who"] == "teacher"
        assert old_ann.receive_json()["me"]["name"] == "Ann"
        assert anyone.receive_json()["who"] == "anyone"
        answer = client.post(url, headers=bearer(teacher))
        assert answer.status_code == 200, answer.text
        for socket_ in (old_teacher, old_ann):        # told, then closed
            frame = socket_.receive_json()
            assert frame["type"] == "error" and frame["code"] == "revoked-token"
            assert frame["message"] == REVOKED
            with pytest.raises(WebSocketDisconnect):
                socket_.receive_json()
        assert anyone.receive_json()["type"] == "tournament"     # the link needs no token
    new = answer.json()
    assert new["teacher_link"] == f"/tournament/{tid}?token={new['teacher_token']}"
    assert new["teacher_token"] != teacher
    # The old tokens: 401 with the message, on every route and on a new socket.
    for token in (teacher, ann["token"], bob["token"]):
        assert_revoked(client.get(f"/api/tournaments/{tid}", headers=bearer(token)))
    assert_revoked(client.post(url, headers=bearer(teacher)))
    assert_revoked(client.post(f"/api/tournaments/{tid}/close", headers=bearer(teacher)))
    assert_revoked(client.get(f"/api/tournaments/{tid}/results.pbn?token={teacher}"))
    assert_revoked(client.get(f"/api/tournaments/{tid}/boards/1",
                              headers=bearer(bob["token"])))
    with client.websocket_connect(f"/ws/tournaments/{tid}?token={ann['token']}") as refused:
        assert refused.receive_json()["code"] == "revoked-token"
    # The new ones work: the teacher's state gives each entrant her new link; the
    # tournament is as it was.
    after = state(client, tid, new["teacher_token"])
    assert {k: v for k, v in after.items() if k != "grid"} == \
        {k: v for k, v in before.items() if k != "grid"}
    grid = {row["name"]: row["link"] for row in after["grid"]}
    assert grid["Ann"] != ann["page"] and grid["Ann"].startswith(f"/tournament/{tid}?token=")
    new_ann = grid["Ann"].split("token=")[1]
    assert state(client, tid, new_ann)["me"]["name"] == "Ann"
    with client.websocket_connect(f"/ws/tournaments/{tid}?token={new_ann}") as socket_:
        assert socket_.receive_json()["me"]["entrant"] == ann["entrant"]
    assert client.post(url, headers=bearer(new["teacher_token"])).status_code == 200


@pytest.mark.parametrize("database", ["sqlite", "postgresql"])
def test_a_reissue_is_known_to_another_process_and_after_a_restart(
        database: str, request: pytest.FixtureRequest, tmp_path: Path) -> None:
    settings = Settings(data_dir=tmp_path, db=request.getfixturevalue("postgres_url")
                        if database == "postgresql" else None)
    with TestClient(create_app(settings)) as first:
        made, ann, _ = made_with_two(first)
        other, _, _ = made_with_two(first)
        tid = made["tournament"]
        with TestClient(create_app(replace(settings))) as second:
            new = first.post(f"/api/tournaments/{tid}/links",
                             headers=bearer(made["teacher_token"])).json()
            assert_revoked(second.get(f"/api/tournaments/{tid}",
                                      headers=bearer(ann["token"])))
            assert state(second, tid, new["teacher_token"])["who"] == "teacher"
            assert state(second, other["tournament"], other["teacher_token"])["who"] == \
                "teacher"
    with TestClient(create_app(settings)) as restarted:
        assert_revoked(restarted.get(f"/api/tournaments/{tid}",
                                     headers=bearer(made["teacher_token"])))
        assert state(restarted, tid, new["teacher_token"])["who"] == "teacher"
