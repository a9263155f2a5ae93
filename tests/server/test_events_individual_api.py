"""An individual event over the API (issue 23): created from the director's form with
``kind: "individual"``, results entered by table and round, the live ranking equal to
``bridgeclub.events`` scoring (``IndividualEvent.ranking``) of the same results, a bad
entry refused with nothing changed."""

from __future__ import annotations

import random
from typing import Any

import pytest
from fastapi.testclient import TestClient

from bridgeclub.events.individual_event import IndividualEvent
from bridgeclub.events.model import BoardInfo
from bridgeclub.server.app import create_app
from bridgeclub.server.config import Settings
from tests.server.conftest import bearer
from tests.server.test_events_api import random_result, reference_result, state


def create_individual(client: TestClient, **spec: Any) -> dict[str, Any]:
    answer = client.post("/api/events", json={"name": "Thursday individual",
                                              "kind": "individual", "tables": 2, **spec})
    assert answer.status_code == 200, answer.text
    data: dict[str, Any] = answer.json()
    return data


def play(client: TestClient, made: dict[str, Any], seed: int) -> list[tuple[int, int,
                                                                          dict[str, Any]]]:
    """Every table enters every board of every round with its own token."""
    rng = random.Random(seed)
    entered = []
    for sitting in made["state"]["movement"]["sittings"]:
        table, round_ = sitting["table"], sitting["round"]
        token = made["tables"][str(table)]["token"]
        for board in sitting["boards"]:
            entry = random_result(rng)
            answer = client.post(f"/api/events/{made['event']}/results",
                                 headers=bearer(token),
                                 json={"board": board["number"], "table": table,
                                       "round": round_, **entry})
            assert answer.status_code == 200, answer.text
            entered.append((round_, table, {"board": board["number"], **entry}))
    return entered


def reference(director: dict[str, Any], boards: dict[int, BoardInfo], scoring: str,
              entered: list[tuple[int, int, dict[str, Any]]]) -> IndividualEvent:
    """The same results in an ``IndividualEvent`` made directly, as the CLI keeps it."""
    event = IndividualEvent(director["name"], director["movement"]["tables"],
                            director["movement"]["boards_per_round"], scoring)
    event.players = {int(k): v for k, v in director["players"].items()}
    event.boards = boards
    for round_, table, entry in entered:
        event.enter(round_, table, entry["board"],
                    reference_result(entry["board"], 1, 2, entry))
    return event


@pytest.mark.parametrize(("scoring", "tables"), [("MP", 2), ("Butler", 1), ("Cross", 3)])
def test_an_individual_is_ranked_as_bridgeclub_events_scores_it(
        client: TestClient, settings: Settings, scoring: str, tables: int) -> None:
    made = create_individual(client, scoring=scoring, tables=tables,
                             names={"1": "Ann Smith", "3": "Cy Young"})
    director = made["state"]
    players = {1: 5, 2: 8, 3: 13}[tables]
    assert director["kind"] == "individual" and len(director["players"]) == players
    assert director["players"]["1"] == "Ann Smith" and director["players"]["2"] == "Player 2"
    assert set(made["tables"]) == {str(t) for t in range(1, tables + 1)}
    assert director["ranking"] == []
    entered = play(client, made, seed=tables)
    token = made["director_token"]
    live = client.app.state.events.events[made["event"]]       # type: ignore[attr-defined]
    expected = reference(director, dict(live.individual.boards), scoring, entered).ranking()
    answer = client.get(f"/api/events/{made['event']}/ranking", headers=bearer(token))
    assert answer.status_code == 200, answer.text
    got = answer.json()["ranking"]
    assert [(r["place"], r["pair"], r["names"], r["score"], r["percent"]) for r in got] == \
        [(line.place, line.player, line.name, line.score, line.percent) for line in expected]
    assert len(got) == players
    assert state(client, made["event"], token)["results"] == len(entered)
    # a new server process reads the individual and its results back from the store
    with TestClient(create_app(settings)) as restarted:
        again = restarted.get(f"/api/events/{made['event']}/ranking",
                              headers=bearer(token)).json()["ranking"]
        assert again == got


def test_a_bad_individual_entry_is_refused_and_nothing_changes(client: TestClient) -> None:
    made = create_individual(client)
    event, director = made["event"], made["director_token"]
    north = made["tables"]["1"]["token"]
    table1 = state(client, event, north)
    assert table1["type"] == "table" and "ranking" not in table1
    first = table1["rounds"][0]
    board = first["boards"][0]["number"]
    good = {"board": board, "table": 1, "round": first["round"], "contract": "3NT",
            "declarer": "S", "tricks": 9}
    assert client.post(f"/api/events/{event}/results", headers=bearer(north),
                       json=good).status_code == 200
    before = state(client, event, director)
    other_board = next(b for b in range(1, 99)
                       if b not in [x["number"] for x in first["boards"]])
    refusals = [
        (north, {**good, "tricks": 14}, 400, "tricks run from 0 to 13"),
        (north, {**good, "board": other_board}, 400, "does not play board"),
        (north, {**good, "table": 3}, 403, "not table 3"),
        (director, {**good, "table": 3}, 400, "no table 3"),
        (north, {**good, "round": None}, 400, "the table and the round"),
        (north, {**good, "declarer": "X"}, 400, "X"),
        (made["tables"]["2"]["token"], good, 403, "not table 1"),
        (north, {**good, "contract": "Pass"}, 409, "correct it"),
    ]
    for token, body, status, words in refusals:
        answer = client.post(f"/api/events/{event}/results", headers=bearer(token),
                             json=body)
        assert answer.status_code == status, (body, answer.text)
        assert words in answer.json()["message"], answer.text
        assert state(client, event, director) == before
    check = client.post(f"/api/events/{event}/results/check", headers=bearer(north),
                        json={**good, "tricks": 10})
    assert check.status_code == 200 and check.json()["text"] == "3NT S 10", check.text
    assert state(client, event, director) == before        # a check stores nothing
    corrected = client.put(f"/api/events/{event}/results", headers=bearer(north),
                           json={**good, "contract": "Pass"})
    assert corrected.status_code == 200, corrected.text
    after = state(client, event, director)
    assert after["results"] == 1 and after["seq"] == before["seq"] + 1
    assert after["movement"]["sittings"][0]["boards"][0]["result"]["text"] == "passed out"


@pytest.mark.parametrize(("spec", "words"), [({"tables": 5}, "1 to 4 tables"),
                                             ({"scoring": "Cross2"}, "MP, Butler or Cross"),
                                             ({"names": {"9": "Zed"}}, "players 1 to 8")])
def test_an_individual_that_cannot_be_run_is_refused(client: TestClient,
                                                     spec: dict[str, Any], words: str
                                                     ) -> None:
    answer = client.post("/api/events", json={"kind": "individual", "tables": 2, **spec})
    assert answer.status_code == 400 and words in answer.json()["message"], answer.text


def test_an_individual_has_no_pairs_pages_yet(client: TestClient) -> None:
    made = create_individual(client)
    answer = client.post(f"/api/events/{made['event']}/publish",
                         headers=bearer(made["director_token"]))
    assert answer.status_code == 409 and "individual" in answer.json()["message"]
