"""A club event played online: bridgeclub tables deal the event's boards, the computer
fills the empty seats, and each deal's result flows into the event's scoring."""

from __future__ import annotations

import time
from typing import Any

from fastapi.testclient import TestClient

from bridgeclub.deal import Deal
from bridgeclub.events.model import Event, Result
from bridgeclub.events.results import rankings, score_event
from bridgeclub.seats import Seat
from bridgeclub.server.app import create_app
from bridgeclub.server.config import Settings
from tests.server.conftest import bearer


def wait_for(client: TestClient, event: str, token: str, results: int) -> dict[str, Any]:
    deadline = time.monotonic() + 120
    while True:
        state: dict[str, Any] = client.get(f"/api/events/{event}",
                                           headers=bearer(token)).json()
        if state["results"] >= results or time.monotonic() > deadline:
            return state
        time.sleep(0.1)


def test_a_round_played_by_the_computer_is_scored_as_the_tables_played_it(
        client: TestClient, settings: Settings) -> None:
    made = client.post("/api/events", json={"tables": 3, "boards_per_round": 2}).json()
    event, director = made["event"], made["director_token"]
    started = client.post(f"/api/events/{event}/online", headers=bearer(director),
                          json={"round": 1, "people": {"1": {"S": "human"}},
                                "level": "beginner"})
    assert started.status_code == 200, started.text
    tables = started.json()["tables"]
    assert tables["1"]["seats"] == {"N": "computer:beginner", "E": "computer:beginner",
                                    "S": "human", "W": "computer:beginner"}
    assert list(tables["1"]["links"]) == ["S"] and tables["2"]["links"] == {}

    state = wait_for(client, event, director, 4)       # tables 2 and 3: 2 boards each
    assert state["results"] == 4
    assert state["online"]["1"]["1"]["links"] == tables["1"]["links"]
    hub = client.app.state.hub  # type: ignore[attr-defined]
    sittings = {s["table"]: s for s in state["movement"]["sittings"] if s["round"] == 1}
    reference = Event("reference")
    for pair, names in state["pairs"].items():
        reference.add_pair(int(pair), names)
    boards = {b["number"]: b for s in sittings.values() for b in s["boards"]}
    for number, board in boards.items():
        reference.add_board(number, board["dealer"], board["vulnerable"])
    events = client.app.state.events  # type: ignore[attr-defined]
    event_boards = events.events[event].event.boards
    for table in (2, 3):
        played = hub.tables[tables[str(table)]["table_id"]].finished
        sitting = sittings[table]
        assert len(played) == 2
        for deal, board in zip(played, sitting["boards"], strict=True):
            assert deal.game.deal == Deal.from_pbn(event_boards[board["number"]].deal)
            entered = board["result"]
            result = deal.game.result
            assert entered is not None and entered["table"] == table
            if result.contract in (None, "Pass", "P"):
                assert entered["kind"] == "passed"
                reference.enter(Result(board["number"], sitting["ns"], sitting["ew"],
                                       "Pass"))
                continue
            lead = next(str(m.action) for m in deal.game.history if m.phase == "play")
            assert (entered["contract"], entered["declarer"], entered["tricks"],
                    entered["lead"]) == (result.contract, result.declarer, result.tricks,
                                         lead)
            reference.enter(Result(board["number"], sitting["ns"], sitting["ew"],
                                   result.contract, result.declarer, result.tricks, lead))
    reference.movement = events.events[event].event.movement   # a Mitchell: two winners
    expected = score_event(reference)
    assert [(r["place"], r["pair"], r["score"]) for r in state["ranking"]] == \
        [(line.place, line.pair, line.score)
         for _, lines in rankings(reference, expected) for line in lines]

    # the person at table 1 sees the event's board 1 in her hand, and nothing is entered
    # for her table until she has played
    south = client.get(f"/api/tables/{tables['1']['table_id']}/view",
                       headers=bearer(tables["1"]["links"]["S"].split("token=")[1])).json()
    board_one = Deal.from_pbn(event_boards[sittings[1]["boards"][0]["number"]].deal)
    assert sorted(south["view"]["hand"]) == sorted(str(c) for c in board_one[Seat.S])
    assert all(b["result"] is None for b in state["movement"]["sittings"][0]["boards"])

    # a new process reads the event back, watches its tables again and enters nothing twice
    with TestClient(create_app(settings)) as restarted:
        wait_for(restarted, event, director, 4)         # reads it back: the tables resume
        watching = restarted.app.state.online.watchers  # type: ignore[attr-defined]
        assert tables["1"]["table_id"] in watching
        time.sleep(1.0)
        again = wait_for(restarted, event, director, 4)
        assert again["results"] == 4 and again["seq"] == 4
        assert again["ranking"] == state["ranking"]


def test_a_round_online_is_refused_when_it_cannot_be_played(client: TestClient) -> None:
    made = client.post("/api/events", json={"tables": 3, "boards_per_round": 1}).json()
    event, director = made["event"], made["director_token"]
    url = f"/api/events/{event}/online"
    assert client.post(url, headers=bearer(director), json={"round": 9}).status_code == 400
    assert client.post(url, headers=bearer(director),
                       json={"round": 1, "people": {"7": {"S": "human"}}}).status_code == 400
    assert client.post(url, headers=bearer(made["tables"]["1"]["token"]),
                       json={"round": 1}).status_code == 403
    assert client.post(url, headers=bearer(director),
                       json={"round": 1, "people": {str(t): {s: "human" for s in "NESW"}
                                                    for t in (1, 2, 3)}}).status_code == 200
    assert client.post(url, headers=bearer(director), json={"round": 1}).status_code == 409
