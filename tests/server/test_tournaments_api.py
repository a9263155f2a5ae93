"""Tournaments with the computer over the API: two entrants each at a table of her own
play the boards (South, by REST, the computers in the other seats), each board's result
flows into the field, the traveller and the others' play open once she has played the
board, and the published PBN scores the same with the events code."""

from __future__ import annotations

import time
from typing import Any

import pytest
from fastapi.testclient import TestClient

from bridgeclub.events.results import score_event
from bridgeclub.events.ruter import event_of
from bridgeclub.formats import pbn
from bridgeclub.server import live_tournament
from tests.server.conftest import bearer


def play_board(client: TestClient, table: str, seat_token: str) -> None:
    """South plays the deal in front of her to its end (the first legal action each
    time), waiting for the computers."""
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        view = client.get(f"/api/tables/{table}/view", headers=bearer(seat_token)).json()
        game = view["view"]
        if game["phase"] == "done" or game.get("result"):
            return
        if game["actor"] == game["seat"] and game["legal_actions"]:
            client.post(f"/api/tables/{table}/actions", headers=bearer(seat_token),
                        json={"action": game["legal_actions"][-1],
                              "version": game["version"]})
        else:
            time.sleep(0.05)
    raise AssertionError("the deal did not end")


def state(client: TestClient, tournament: str, token: str) -> dict[str, Any]:
    got: dict[str, Any] = client.get(f"/api/tournaments/{tournament}",
                                     headers=bearer(token)).json()
    return got


def wait_results(client: TestClient, tournament: str, token: str, n: int) -> dict[str, Any]:
    deadline = time.monotonic() + 60
    while True:
        now = state(client, tournament, token)
        if now["results"] >= n or time.monotonic() > deadline:
            return now
        time.sleep(0.05)


def test_two_entrants_play_and_compare(client: TestClient) -> None:
    made = client.post("/api/tournaments", json={
        "name": "Class 4B", "variant": "minibridge", "boards": 2, "level": "beginner",
        "group": "4B", "seed": 7}).json()
    tid, teacher = made["tournament"], made["teacher_token"]
    assert made["state"]["listed"] is False          # a class's tournament is private
    assert all(t["id"] != tid for t in client.get("/api/tournaments").json())
    ann = client.post(f"/api/tournaments/{tid}/entrants", json={"name": "Ann"}).json()
    bob = client.post(f"/api/tournaments/{tid}/entrants", json={"name": "Bob"}).json()
    same = client.post(f"/api/tournaments/{tid}/entrants", json={"name": "ann"})
    assert same.status_code == 400 and "already entered" in same.json()["message"]
    assert ann["table"] != bob["table"]

    # before playing board 1, Ann may not see its traveller
    early = client.get(f"/api/tournaments/{tid}/boards/1", headers=bearer(ann["token"]))
    assert early.status_code == 403
    play_board(client, ann["table"], ann["seat_token"])
    wait_results(client, tid, teacher, 1)
    play_board(client, bob["table"], bob["seat_token"])
    now = wait_results(client, tid, teacher, 2)
    assert now["results"] == 2 and [g["played"] for g in now["grid"]] == [[1], [1]]
    traveller = client.get(f"/api/tournaments/{tid}/boards/1", headers=bearer(ann["token"]))
    assert traveller.status_code == 200, traveller.text
    got = traveller.json()
    assert {r["name"] for r in got["traveller"]} == {"Ann", "Bob"}
    assert len(got["dd"]) == 4 and got["par"] is None     # no par in MiniBridge
    assert client.get(f"/api/tournaments/{tid}/boards/2",
                      headers=bearer(ann["token"])).status_code == 403
    replay = client.get(f"/api/tournaments/{tid}/boards/1/plays/2",
                        headers=bearer(ann["token"])).json()
    assert replay["name"] == "Bob" and replay["events"] and replay["view"]["phase"] == "done"
    mine = state(client, tid, ann["token"])["me"]
    assert mine["played"] == [1] and mine["place"] in ("1", "2", "1-2")
    # her last board is entered too, though the match ends with it (the watcher of her
    # table stops only once every finished board is in)
    client.post(f"/api/tables/{ann['table']}/next", headers=bearer(ann["seat_token"]),
                json={"deal_number": 1})
    play_board(client, ann["table"], ann["seat_token"])
    assert wait_results(client, tid, teacher, 3)["results"] == 3
    assert state(client, tid, ann["token"])["me"]["played"] == [1, 2]

    # results: only for the teacher until it closes; then for everyone
    assert client.get(f"/api/tournaments/{tid}/results.pbn").status_code == 403
    assert client.post(f"/api/tournaments/{tid}/close",
                       headers=bearer(ann["token"])).status_code == 403
    assert client.post(f"/api/tournaments/{tid}/close",
                       headers=bearer(teacher)).status_code == 200
    assert client.post(f"/api/tournaments/{tid}/entrants",
                       json={"name": "Cy"}).status_code == 409
    text = client.get(f"/api/tournaments/{tid}/results.pbn").text
    event, _ = event_of(pbn.loads(text))
    theirs = {line.pair: line.percent for line in score_event(event).ranking}
    ranking = client.get(f"/api/tournaments/{tid}/ranking").json()["ranking"]
    assert [round(theirs[r["entrant"]] or 0, 2) for r in ranking] == \
        [r["percent"] for r in ranking]
    assert "Board 1" in client.get(f"/api/tournaments/{tid}/results.html").text


def test_an_ez_bridge_tournament_plays_its_boards_one_hand_each(client: TestClient) -> None:
    """EZ-Bridge at the server: each entrant's table deals the boards, one hand each (not
    to a Game's points), and ends after the last; each hand is scored by EZ-Bridge's
    points against the field (matchpoints)."""
    from bridgeclub.scoring.ez import ez_score, quarters_text

    made = client.post("/api/tournaments", json={
        "name": "EZ class", "variant": "ez-bridge", "boards": 2, "level": "beginner",
        "seed": 11}).json()
    tid, teacher = made["tournament"], made["teacher_token"]
    entrants = [client.post(f"/api/tournaments/{tid}/entrants", json={"name": name}).json()
                for name in ("Ann", "Bob")]
    for entrant in entrants:
        table, seat = entrant["table"], bearer(entrant["seat_token"])
        for deal in (1, 2):
            if deal > 1:
                client.post(f"/api/tables/{table}/next", headers=seat,
                            json={"deal_number": deal - 1})
            play_board(client, table, entrant["seat_token"])
        view = client.get(f"/api/tables/{table}/view", headers=seat).json()
        assert view["view"]["number"] == 2                # two hands, not a Game's worth
        over = client.post(f"/api/tables/{table}/next", headers=seat,
                           json={"deal_number": 2})
        assert over.status_code == 409 and over.json()["code"] == "match-over"
    done = wait_results(client, tid, teacher, 4)
    assert [g["played"] for g in done["grid"]] == [[1, 2], [1, 2]]
    for board in (1, 2):
        rows = client.get(f"/api/tournaments/{tid}/boards/{board}",
                          headers=bearer(teacher)).json()["traveller"]
        assert {r["name"] for r in rows} == {"Ann", "Bob"}
        for row in rows:
            if row["contract"] in ("Pass", "P"):
                assert row["score"] == 0
                continue
            points = ez_score(int(row["contract"].rstrip("CDHSNT")), row["tricks"])
            ns = points if row["declarer"] in "NS" else -points
            assert str(row["score"]) == quarters_text(ns)
        ranks = sorted(rows, key=lambda r: -r["earned"])
        assert [r["earned"] for r in ranks] in ([2.0, 0.0], [1.0, 1.0])
    ranking = client.get(f"/api/tournaments/{tid}/ranking").json()["ranking"]
    assert sum(r["score"] for r in ranking) == 4.0        # 2 boards x one top of 2


def test_bad_tournaments_are_refused(client: TestClient) -> None:
    bad = client.post("/api/tournaments", json={"variant": "ez-bridge", "scoring": "Butler"})
    assert bad.status_code == 400 and "matchpoints" in bad.json()["message"]
    assert client.post("/api/tournaments", json={"boards": 99}).status_code == 400
    assert client.post("/api/tournaments", json={"pbn": "junk"}).status_code == 400
    past = client.post("/api/tournaments", json={"closes": "2020-05-01T18:00"})
    assert past.status_code == 400 and "is past" in past.json()["message"]
    assert client.get("/api/tournaments/nope").status_code == 404
    made = client.post("/api/tournaments", json={"boards": 1, "level": "beginner"}).json()
    wrong = client.get(f"/api/tournaments/{made['tournament']}",
                       headers=bearer("forged"))
    assert wrong.status_code == 403
    listed = client.get("/api/tournaments").json()
    assert [t["id"] for t in listed] == [made["tournament"]]


def test_opening_and_closing_times(client: TestClient,
                                   monkeypatch: pytest.MonkeyPatch) -> None:
    later = client.post("/api/tournaments", json={"boards": 1, "opens": "2999-01-01T18:00"})
    assert later.status_code == 200
    soon = later.json()["tournament"]
    refused = client.post(f"/api/tournaments/{soon}/entrants", json={"name": "Ann"})
    assert refused.status_code == 409 and "opens at 2999-01-01T18:00" in \
        refused.json()["message"]
    assert all(t["id"] != soon for t in client.get("/api/tournaments").json())
    refused = client.post("/api/tournaments", json={"boards": 1,
                                                    "closes": "2001-01-01T18:00"})
    assert refused.status_code == 400 and "is past" in refused.json()["message"]
    closing = client.post("/api/tournaments", json={"boards": 1,
                                                    "closes": "2998-01-01T18:00"})
    over = closing.json()["tournament"]
    monkeypatch.setattr(live_tournament, "now_text", lambda: "2998-01-01T18:00")
    late = client.post(f"/api/tournaments/{over}/entrants", json={"name": "Ann"})
    assert late.status_code == 409 and "closed" in late.json()["message"]
    assert client.get(f"/api/tournaments/{over}").json()["closed"] is True
    # once closed, anyone with the link sees the boards (here: nobody played them)
    assert client.get(f"/api/tournaments/{over}/boards/1").json()["traveller"] == []
    bad = client.post("/api/tournaments", json={"closes": "tomorrow"})
    assert bad.status_code == 400
