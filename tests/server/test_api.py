"""The REST surface: tables of every variant, views, actions and their refusals."""

from __future__ import annotations

import time
from typing import Any

import pytest
from fastapi.testclient import TestClient

import bridgeclub as bc
from tests.server.conftest import bearer

HUMANS_SOUTH_WEST = {"S": "human", "W": "human"}


def create(client: TestClient, variant: str, seats: dict[str, str], **options: Any
           ) -> dict[str, Any]:
    answer = client.post("/api/tables", json={"variant": variant, "seats": seats,
                                              "options": options})
    assert answer.status_code == 200, answer.text
    data: dict[str, Any] = answer.json()
    return data


def view(client: TestClient, table: str, token: str) -> dict[str, Any]:
    answer = client.get(f"/api/tables/{table}/view", headers=bearer(token))
    assert answer.status_code == 200, answer.text
    data: dict[str, Any] = answer.json()
    return data


@pytest.mark.parametrize("variant", bc.variant_names())
def test_every_variant_makes_a_table_whose_humans_play_a_deal_through_rest(
        client: TestClient, variant: str) -> None:
    players = [str(s) for s in bc.find_variant(variant).players]
    made = create(client, variant, {p: "human" for p in players}, claims=True, undo=True)
    table, tokens = made["table"], made["tokens"]
    assert sorted(tokens) == sorted(players)
    assert made["links"][players[0]] == f"/t/{table}?token={tokens[players[0]]}"
    for _ in range(400):
        frames = {p: view(client, table, tokens[p]) for p in players}
        game_view = frames[players[0]]["view"]
        if game_view["result"] is not None:
            break
        actor = game_view["actor"]
        person = next(p for p in players if frames[p]["seat"] == actor)
        mine = frames[person]
        legal = mine["view"]["legal_actions"]
        assert legal
        others = [p for p in players if p != person]
        refused = client.post(f"/api/tables/{table}/actions", headers=bearer(tokens[others[0]]),
                              json={"action": legal[0], "version": mine["version"]})
        assert refused.status_code in (403, 400), refused.text
        assert refused.json()["type"] == "error"
        action = next((a for a in legal if a not in ("claim", "undo")), legal[0])
        answer = client.post(f"/api/tables/{table}/actions", headers=bearer(tokens[person]),
                             json={"action": action, "version": mine["version"]})
        assert answer.status_code == 200, answer.text
        assert answer.json()["version"] == mine["version"] + 1
    else:
        raise AssertionError("the deal did not end")
    if game_view["result"].get("redeal"):     # MiniBridge's 20-20 or four passes on slips
        assert game_view["result"]["score"] == {"NS": 0, "EW": 0}
    else:
        assert frames[players[0]]["match"]["standing"]["deals_played"] == 1


def test_a_stale_version_is_refused_with_409_and_changes_nothing(client: TestClient) -> None:
    made = create(client, "duplicate", {"N": "human", "E": "human", "S": "human",
                                        "W": "human"})
    table, tokens = made["table"], made["tokens"]
    first = view(client, table, tokens["N"])
    dealer = first["view"]["actor"]
    answer = client.post(f"/api/tables/{table}/actions", headers=bearer(tokens[dealer]),
                         json={"action": "P", "version": 0})
    assert answer.status_code == 200
    again = client.post(f"/api/tables/{table}/actions", headers=bearer(tokens[dealer]),
                        json={"action": "P", "version": 0})
    assert again.status_code == 409
    assert again.json()["code"] == "stale"
    assert view(client, table, tokens["N"])["version"] == 1


def test_a_repeated_idempotency_key_is_applied_once(client: TestClient) -> None:
    made = create(client, "duplicate", {"N": "human", "E": "human", "S": "human",
                                        "W": "human"})
    table, tokens = made["table"], made["tokens"]
    dealer = view(client, table, tokens["N"])["view"]["actor"]
    body = {"action": "P", "version": 0, "key": "k-1"}
    first = client.post(f"/api/tables/{table}/actions", headers=bearer(tokens[dealer]),
                        json=body)
    second = client.post(f"/api/tables/{table}/actions", headers=bearer(tokens[dealer]),
                         json=body)
    assert first.status_code == second.status_code == 200
    assert first.json()["version"] == second.json()["version"] == 1


def test_refusals_say_why_and_change_nothing(client: TestClient) -> None:
    made = create(client, "duplicate", {"N": "human", "E": "human", "S": "human",
                                        "W": "human"})
    table, tokens = made["table"], made["tokens"]
    dealer = view(client, table, tokens["N"])["view"]["actor"]
    url = f"/api/tables/{table}/actions"
    illegal = client.post(url, headers=bearer(tokens[dealer]), json={"action": "8NT",
                                                                      "version": 0})
    assert illegal.status_code == 400 and illegal.json()["type"] == "error"
    malformed = client.post(url, headers=bearer(tokens[dealer]), json={"action": 3})
    assert malformed.status_code == 400 and malformed.json()["code"] == "bad-request"
    no_token = client.post(url, json={"action": "P", "version": 0})
    assert no_token.status_code == 401
    forged = client.post(url, headers=bearer(tokens[dealer][:-3] + "abc"),
                         json={"action": "P", "version": 0})
    assert forged.status_code == 403
    other = create(client, "duplicate", {"N": "human"})
    wrong_table = client.post(url, headers=bearer(other["tokens"]["N"]),
                              json={"action": "P", "version": 0})
    assert wrong_table.status_code == 403
    assert view(client, table, tokens["N"])["version"] == 0


def test_bad_tables_are_refused(client: TestClient) -> None:
    for body in ({"variant": "poker"}, {"variant": "rubber", "options": {"clams": True}},
                 {"variant": "rubber", "seats": {"S": "robot"}},
                 {"variant": "bridge-for-two", "seats": {"N": "human"}},
                 {"variant": "rubber", "match": "duplicate"},
                 {"variant": "chicago", "options": {"scoring": "fast"}}):
        answer = client.post("/api/tables", json=body)
        assert answer.status_code == 400, (body, answer.text)
        assert answer.json()["type"] == "error" and answer.json()["message"]


def test_computers_play_their_seats_and_the_human_is_told_whose_turn(
        client: TestClient) -> None:
    made = create(client, "rubber", {"S": "human", "N": "computer:beginner",
                                     "E": "computer:beginner", "W": "computer:beginner"})
    table, token = made["table"], made["tokens"]["S"]
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        frame = view(client, table, token)
        if frame["view"]["actor"] == "S" or frame["view"]["result"] is not None:
            break
        time.sleep(0.02)
    assert frame["view"]["actor"] == "S" or frame["view"]["result"] is not None
    assert frame["seats"]["N"] == "computer:beginner"
    if frame["view"]["actor"] == "S":
        assert frame["view"]["legal_actions"]


def test_variants_list_their_match_kinds_and_options(client: TestClient) -> None:
    variants = {v["id"]: v for v in client.get("/api/variants").json()}
    assert set(variants) == set(bc.variant_names())
    assert variants["chicago"]["match_kinds"][0]["kind"] == "chicago"
    names = {o["name"] for o in variants["chicago"]["match_kinds"][0]["options"]}
    assert {"scoring", "scheme", "edition"} <= names
    assert variants["bridge-for-two"]["players"] == ["S", "W"]


def test_the_page_and_the_docs_are_served(client: TestClient) -> None:
    assert client.get("/").status_code == 200
    assert client.get("/t/abc").status_code == 200
    assert client.get("/docs").status_code == 200
    assert "/api/tables" in client.get("/openapi.json").json()["paths"]
