"""Club events over the API: create, enter and correct results, refusals that change
nothing, the ranking equal to ``bridgeclub.events`` scoring, the live updates."""

from __future__ import annotations

import random
import socket
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient

from bridgeclub.events.model import Event, Result
from bridgeclub.events.results import rank_lines, score_event
from bridgeclub.server.app import create_app
from bridgeclub.server.config import Settings
from bridgeclub.server.store import Store
from bridgeclub.server.store.events import EventStore
from tests.server.conftest import bearer
from tests.server.test_store import postgres_url  # noqa: F401 - the fixture

CONTRACTS = ["3NT", "4S", "4HX", "2D", "6C", "1NT", "5DXX", "3S"]


def create(client: TestClient, **spec: Any) -> dict[str, Any]:
    answer = client.post("/api/events", json={"name": "Tuesday pairs", "tables": 3,
                                              **spec})
    assert answer.status_code == 200, answer.text
    data: dict[str, Any] = answer.json()
    return data


def state(client: TestClient, event: str, token: str) -> dict[str, Any]:
    answer = client.get(f"/api/events/{event}", headers=bearer(token))
    assert answer.status_code == 200, answer.text
    data: dict[str, Any] = answer.json()
    return data


def random_result(rng: random.Random) -> dict[str, Any]:
    roll = rng.random()
    if roll < 0.05:
        return {"adjusted": rng.choice(["A+/A-", "A/A", "A-/A+"])}
    if roll < 0.08:
        return {"contract": "Pass"}
    contract = rng.choice(CONTRACTS)
    level = int(contract[0])
    # no lead: a lead is checked against the leader's hand in the board's deal
    return {"contract": contract, "declarer": rng.choice("NESW"),
            "tricks": max(0, min(13, 6 + level + rng.randint(-3, 2)))}


def reference_result(board: int, ns: int, ew: int, entry: dict[str, Any]) -> Result:
    """The same result written directly in the event model, as a director's program
    would: what the server's ranking must agree with."""
    if "adjusted" in entry:
        first, second = entry["adjusted"].split("/")
        return Result(board, ns, ew, adjusted=(first, second))
    if entry["contract"] == "Pass":
        return Result(board, ns, ew, contract="Pass")
    return Result(board, ns, ew, entry["contract"], entry["declarer"], entry["tricks"],
                  entry.get("lead"))


def play_session(client: TestClient, made: dict[str, Any], seed: int,
                 rounds: int | None = None) -> list[tuple[int, int, int, dict[str, Any]]]:
    """Every table's North enters each board of its sittings (up to ``rounds``)."""
    rng = random.Random(seed)
    event = made["event"]
    entered = []
    for table, link in sorted(made["tables"].items()):
        mine = state(client, event, link["token"])
        assert mine["table"] == int(table)
        for sitting in mine["rounds"]:
            if rounds is not None and sitting["round"] > rounds:
                continue
            for board in sitting["boards"]:
                entry = random_result(rng)
                body = {"board": board["number"], "ns": sitting["ns"], "ew": sitting["ew"],
                        **entry}
                answer = client.post(f"/api/events/{event}/results",
                                     headers=bearer(link["token"]), json=body)
                assert answer.status_code == 200, answer.text
                entered.append((board["number"], sitting["ns"], sitting["ew"], entry))
    return entered


def reference_event(director: dict[str, Any], scoring: str,
                    entered: list[tuple[int, int, int, dict[str, Any]]]) -> Event:
    event = Event("reference", scoring=scoring)
    for pair, names in director["pairs"].items():
        event.add_pair(int(pair), names)
    vulnerable = {b["number"]: (b["dealer"], b["vulnerable"])
                  for s in director["movement"]["sittings"] for b in s["boards"]}
    for number, (dealer, vul) in vulnerable.items():
        event.add_board(number, dealer, vul)
    for board, ns, ew, entry in entered:
        event.enter(reference_result(board, ns, ew, entry))
    return event


def test_create_gives_a_director_token_and_a_link_for_each_table(client: TestClient) -> None:
    made = create(client, movement="howell", tables=4, boards_per_round=2,
                  names={"1": "Ann Smith - Bob Jones"})
    assert sorted(made["tables"]) == ["1", "2", "3", "4"]
    event = made["event"]
    assert made["director_link"] == f"/e/{event}?token={made['director_token']}"
    director = state(client, event, made["director_token"])
    assert director["movement"]["rounds"] == 7 and director["boards"] == 14
    assert director["pairs"]["1"] == "Ann Smith - Bob Jones"
    assert director["pairs"]["8"] == "Pair 8"
    table = state(client, event, made["tables"]["3"]["token"])
    assert table["type"] == "table" and table["table"] == 3 and table["current_round"] == 1
    assert "travellers" not in table and "ranking" not in table
    guide = client.get(f"/api/events/{event}/movement",
                       headers=bearer(made["director_token"])).json()
    assert "Round 7" in guide["guide"] and len(guide["sittings"]) == 28
    assert client.get(f"/e/{event}").status_code == 200


@pytest.mark.parametrize("spec", [{"movement": "mitchell", "tables": 2},
                                  {"movement": "howell", "tables": 11},
                                  {"movement": "howell", "tables": 7, "pairs": 12},
                                  {"scoring": "Teams"}, {"tables": 3, "names": {"9": "X"}}])
def test_an_event_that_cannot_be_run_is_refused(client: TestClient, spec: dict[str, Any]
                                                ) -> None:
    answer = client.post("/api/events", json={"tables": 3, **spec})
    assert answer.status_code == 400, answer.text
    assert answer.json()["type"] == "error" and answer.json()["message"]


@pytest.mark.parametrize(("scoring", "movement", "tables"),
                         [("MP", "mitchell", 5), ("Butler", "howell", 3),
                          ("Cross", "mitchell", 4)])
def test_the_ranking_is_bridgeclub_events_scoring_of_the_same_results(
        client: TestClient, scoring: str, movement: str, tables: int) -> None:
    made = create(client, scoring=scoring, movement=movement, tables=tables)
    entered = play_session(client, made, seed=tables)
    director = state(client, made["event"], made["director_token"])
    expected = score_event(reference_event(director, scoring, entered))
    assert director["results"] == len(entered)
    got = [(r["place"], r["pair"], r["score"], r["percent"]) for r in director["ranking"]]
    groups = {r["direction"]: {x["pair"] for x in director["ranking"]
                               if x["direction"] == r["direction"]}
              for r in director["ranking"]}     # a Mitchell: one ranking a direction
    assert (movement == "mitchell") == (list(groups) == ["NS", "EW"])
    reference = reference_event(director, scoring, entered)
    assert got == [(line.place, line.pair, line.score, line.percent)
                   for pairs in groups.values()
                   for line in rank_lines(reference, [t for t in expected.totals.values()
                                                      if t.pair in pairs])]
    for number, scored in expected.boards.items():
        traveller = director["travellers"][str(number)]
        assert [(t["ns"], t["ew"], t["ns_points"], t["ns_score"], t["ew_score"])
                for t in traveller] == \
            [(s.result.ns, s.result.ew, s.points, s.ns, s.ew) for s in scored]
    ranking = client.get(f"/api/events/{made['event']}/ranking",
                         headers=bearer(made["tables"]["1"]["token"])).json()
    assert ranking["ranking"] == director["ranking"] and "travellers" not in ranking


def test_an_impossible_result_is_refused_and_nothing_is_lost(
        client: TestClient, settings: Settings) -> None:
    made = create(client)
    event, north = made["event"], made["tables"]["1"]["token"]
    play_session(client, made, seed=1, rounds=1)
    before = state(client, event, made["director_token"])
    assert before["results"] == 6
    sitting = state(client, event, north)["rounds"][1]       # round 2 at table 1
    board, ns, ew = sitting["boards"][0]["number"], sitting["ns"], sitting["ew"]
    good = {"board": board, "ns": ns, "ew": ew, "contract": "3NT", "declarer": "S",
            "tricks": 9}
    refusals = [
        (north, {**good, "tricks": 14}, 400, "tricks run from 0 to 13"),
        (north, {**good, "contract": "8S"}, 400, "8"),
        (north, {**good, "declarer": "X"}, 400, "X"),
        (north, {**good, "declarer": None}, 400, "declarer"),
        (north, {**good, "lead": "S1"}, 400, "not a card"),
        (north, {**good, "adjusted": "A+/B"}, 400, "adjusted"),
        (north, {**good, "ew": ns}, 400, "two different pairs"),
        (north, {**good, "ew": ew + 1 if ew < 6 else 4}, 400, "do not play board"),
        (north, {**good, "board": 99}, 400, "do not play board"),
        (made["tables"]["2"]["token"], good, 403, "played at table 1"),
        (north, {**good, "tricks": "many"}, 400, "tricks"),
    ]
    for token, body, status, words in refusals:
        answer = client.post(f"/api/events/{event}/results", headers=bearer(token),
                             json=body)
        assert answer.status_code == status, (body, answer.text)
        assert answer.json()["type"] == "error" and words in answer.json()["message"], \
            answer.text
        assert state(client, event, made["director_token"]) == before
    assert client.post(f"/api/events/{event}/results", json=good).status_code == 401
    other = create(client)
    stranger = client.post(f"/api/events/{event}/results",
                           headers=bearer(other["director_token"]), json=good)
    assert stranger.status_code == 403
    table_seat = client.post("/api/tables", json={"variant": "duplicate",
                                                  "seats": {"S": "human"}}).json()
    seat_token = table_seat["tokens"]["S"]
    assert client.post(f"/api/events/{event}/results", headers=bearer(seat_token),
                       json=good).status_code == 403
    round1 = state(client, event, north)["rounds"][0]
    again = client.post(f"/api/events/{event}/results", headers=bearer(north),
                        json={"board": round1["boards"][0]["number"], "ns": round1["ns"],
                              "ew": round1["ew"], "contract": "Pass"})
    assert again.status_code == 409 and "correct it" in again.json()["message"]
    assert state(client, event, made["director_token"]) == before
    # what was accepted is on disk: a new server process reads it all back
    with TestClient(create_app(settings)) as restarted:
        assert state(restarted, event, made["director_token"]) == before


def test_a_correction_replaces_the_result_and_the_log_keeps_both(
        client: TestClient, settings: Settings) -> None:
    made = create(client)
    event, north = made["event"], made["tables"]["2"]["token"]
    sitting = state(client, event, north)["rounds"][0]
    body = {"board": sitting["boards"][0]["number"], "ns": sitting["ns"],
            "ew": sitting["ew"], "contract": "4S", "declarer": "N", "tricks": 10}
    assert client.post(f"/api/events/{event}/results", headers=bearer(north),
                       json=body).status_code == 200
    check = client.post(f"/api/events/{event}/results/check", headers=bearer(north),
                        json={**body, "tricks": 8})
    assert check.status_code == 200 and check.json()["text"] == "4S N 8"
    vulnerable = sitting["boards"][0]["vulnerable"] in ("NS", "All", "Both")
    assert check.json()["ns_points"] == (-200 if vulnerable else -100)
    corrected = client.put(f"/api/events/{event}/results", headers=bearer(north),
                           json={**body, "tricks": 8})
    assert corrected.status_code == 200, corrected.text
    entered = corrected.json()["rounds"][0]["boards"][0]["result"]
    assert entered["text"] == "4S N 8" and entered["table"] == 2 and entered["round"] == 1
    assert state(client, event, made["director_token"])["results"] == 1
    stored = EventStore(Store(settings.db_url)).load(event)
    assert [r.result["tricks"] for r in stored.results] == [10, 8]
    assert [r.entered_by for r in stored.results] == ["table 2", "table 2"]
    repeated = client.post(f"/api/events/{event}/results", headers=bearer(north),
                           json={**body, "board": sitting["boards"][1]["number"],
                                 "key": "k1"})
    assert repeated.status_code == 200
    again = client.post(f"/api/events/{event}/results", headers=bearer(north),
                        json={**body, "board": sitting["boards"][1]["number"], "key": "k1"})
    assert again.status_code == 200       # the same request twice is taken once
    assert len(EventStore(Store(settings.db_url)).load(event).results) == 3


def test_the_director_hears_each_result_live(client: TestClient) -> None:
    made = create(client)
    event, north = made["event"], made["tables"]["3"]["token"]
    sitting = state(client, event, north)["rounds"][0]
    with client.websocket_connect(f"/ws/events/{event}?token={made['director_token']}") \
            as director, client.websocket_connect(f"/ws/events/{event}?token={north}") \
            as table:
        assert director.receive_json()["results"] == 0
        assert table.receive_json()["type"] == "table"
        for board in sitting["boards"]:
            answer = client.post(f"/api/events/{event}/results", headers=bearer(north),
                                 json={"board": board["number"], "ns": sitting["ns"],
                                       "ew": sitting["ew"], "contract": "3NT",
                                       "declarer": "S", "tricks": 10})
            assert answer.status_code == 200
        heard = [director.receive_json(), director.receive_json()]
        assert [h["results"] for h in heard] == [1, 2]
        assert {r["pair"] for r in heard[-1]["ranking"]} == {sitting["ns"], sitting["ew"]}
        assert heard[-1]["progress"][2]["entered"] == 2
        mine = [table.receive_json(), table.receive_json()][-1]
        assert mine["rounds"][0]["done"] and mine["current_round"] == 2


def test_a_bad_token_gets_no_live_updates(client: TestClient) -> None:
    made = create(client)
    with client.websocket_connect(f"/ws/events/{made['event']}?token=nonsense") as socket_:
        frame = socket_.receive_json()
        assert frame["type"] == "error" and frame["code"] == "bad-token"


def test_publish_serves_the_result_pages(client: TestClient) -> None:
    made = create(client)
    event, director = made["event"], made["director_token"]
    assert client.post(f"/api/events/{event}/publish",
                       headers=bearer(director)).status_code == 409
    play_session(client, made, seed=3, rounds=2)
    assert client.get(f"/e/{event}/results").status_code == 404
    assert client.post(f"/api/events/{event}/publish",
                       headers=bearer(made["tables"]["1"]["token"])).status_code == 403
    answer = client.post(f"/api/events/{event}/publish", headers=bearer(director))
    assert answer.status_code == 200 and answer.json()["link"] == f"/e/{event}/results"
    page = client.get(f"/e/{event}/results")
    assert page.status_code == 200 and "<h2>Ranking" in page.text
    assert "Travellers" in page.text and "Tuesday pairs" in page.text
    pbn_file = client.get(f"/api/events/{event}/results.pbn", headers=bearer(director))
    assert pbn_file.status_code == 200 and "[TotalScoreTable" in pbn_file.text


def _redis_up() -> bool:
    try:
        with socket.create_connection(("127.0.0.1", 6379), timeout=0.5):
            return True
    except OSError:
        return False


@pytest.mark.skipif(not _redis_up(), reason="no Redis at 127.0.0.1:6379")
def test_a_result_entered_on_another_process_reaches_the_director(tmp_path: Path) -> None:
    """Two server processes on one database and one Redis: North's phone talks to one,
    the director's page to the other."""
    settings = Settings(data_dir=tmp_path, redis="redis://127.0.0.1:6379/0")
    with TestClient(create_app(settings)) as first, \
            TestClient(create_app(replace(settings))) as second:
        made = create(first)
        event, north = made["event"], made["tables"]["1"]["token"]
        sitting = state(second, event, north)["rounds"][0]
        with first.websocket_connect(
                f"/ws/events/{event}?token={made['director_token']}") as director:
            assert director.receive_json()["results"] == 0
            answer = second.post(f"/api/events/{event}/results", headers=bearer(north),
                                 json={"board": sitting["boards"][0]["number"],
                                       "ns": sitting["ns"], "ew": sitting["ew"],
                                       "contract": "Pass"})
            assert answer.status_code == 200
            heard = director.receive_json()
            assert heard["results"] == 1 and heard["seq"] == 1


def test_an_event_on_postgresql_keeps_every_result(request: pytest.FixtureRequest,
                                                   tmp_path: Path) -> None:
    """The same event on PostgreSQL: entered and read back by a new process."""
    settings = Settings(data_dir=tmp_path, db=request.getfixturevalue("postgres_url"))
    with TestClient(create_app(settings)) as client:
        made = create(client, scoring="Butler", tables=3)
        entered = play_session(client, made, seed=9, rounds=2)
        director = state(client, made["event"], made["director_token"])
        reference = reference_event(director, "Butler", entered)
        expected = score_event(reference)
        assert [(r["place"], r["pair"], r["score"]) for r in director["ranking"]] == \
            [(line.place, line.pair, line.score)
             for pairs in ({1, 2, 3}, {4, 5, 6})        # a Mitchell: two winners
             for line in rank_lines(reference, [t for t in expected.totals.values()
                                                if t.pair in pairs])]
    with TestClient(create_app(settings)) as restarted:
        assert state(restarted, made["event"], made["director_token"]) == director


def test_a_mitchell_is_ranked_in_each_direction_and_a_howell_seats_an_odd_field(
        client: TestClient) -> None:
    made = client.post("/api/events", json={"movement": "howell", "tables": 7,
                                            "pairs": 13}).json()
    assert made["state"]["movement"]["rounds"] == 13
    assert len(made["tables"]) == 6      # the seventh table is the sit-out
    from bridgeclub.events.model import Result
    from bridgeclub.events.setup import new_pairs_event
    from bridgeclub.server.event_frames import ranking

    event, plan = new_pairs_event("x", "mitchell", 3, 1, "MP")
    for s in plan.sittings:
        event.enter(Result(s.boards[0], s.ns, s.ew, "3NT", "S", 8 + s.table % 3))

    class Live:
        pass

    live = Live()
    live.event = event  # type: ignore[attr-defined]
    live.individual = live.teams = None  # type: ignore[attr-defined]  # a pairs event
    rows = ranking(live, score_event(event))  # type: ignore[arg-type]
    assert {r["direction"] for r in rows} == {"NS", "EW"}
    assert sorted(r["pair"] for r in rows if r["direction"] == "NS") == [1, 2, 3]
