"""A teams event over the API (issue 23): created with ``kind: "teams"`` (a Swiss or a
round robin of teams of four, IMPs to VPs), each match entered by its captain board by
board or as its IMP totals, the next round paired when a round is in, the live ranking
equal to ``bridgeclub.events.teams`` scoring of the same matches (and to the event's file
as ``bridgeclub event teams score`` reads it), bad entries refused with nothing changed."""

from __future__ import annotations

import random
from typing import Any

import pytest
from fastapi.testclient import TestClient

from bridgeclub.events.teams import MatchScore, TeamsEvent
from bridgeclub.events.teams_file import teams_from_json
from bridgeclub.server.app import create_app
from bridgeclub.server.config import Settings
from tests.server.conftest import bearer
from tests.server.test_events_api import state


def create_teams(client: TestClient, **spec: Any) -> dict[str, Any]:
    answer = client.post("/api/events", json={"name": "Monday teams", "kind": "teams",
                                              "teams": 5, "scoring": "IMP",
                                              "boards_per_match": 4, "rounds": 3, **spec})
    assert answer.status_code == 200, answer.text
    data: dict[str, Any] = answer.json()
    return data


def a_match(rng: random.Random, home: int, away: int, boards: int) -> dict[str, Any]:
    """A match's entry: board by board, or (one time in three) its IMP totals only."""
    if rng.random() < 1 / 3:
        return {"home": home, "away": away, "imps": [rng.randrange(40), rng.randrange(40)]}
    return {"home": home, "away": away,
            "home_ns": [rng.randrange(-150, 150) * 10 for _ in range(boards)],
            "away_ns": [rng.randrange(-150, 150) * 10 for _ in range(boards)]}


def play(client: TestClient, made: dict[str, Any], seed: int) -> list[dict[str, Any]]:
    """Every round's matches, each entered by one of its two captains, until the last
    round is in; the entries in the order they were made."""
    rng = random.Random(seed)
    event, director = made["event"], made["director_token"]
    entered = []
    while True:
        now = state(client, event, director)
        todo = [m for m in now["matches"] if not m["entered"]]
        if not todo:
            return entered
        for match in todo:
            entry = a_match(rng, match["home"], match["away"], now["boards_per_match"])
            captain = made["tables"][str(rng.choice((match["home"], match["away"])))]
            answer = client.post(f"/api/events/{event}/matches",
                                 headers=bearer(captain["token"]), json=entry)
            assert answer.status_code == 200, answer.text
            entered.append(entry)


@pytest.mark.parametrize(("schedule", "teams", "rounds"),
                         [("swiss", 5, 3), ("round-robin", 4, None), ("swiss", 8, 4)])
def test_a_teams_event_is_ranked_as_bridgeclub_events_ranks_it(
        client: TestClient, settings: Settings, schedule: str, teams: int,
        rounds: int | None) -> None:
    made = create_teams(client, schedule=schedule, teams=teams, rounds=rounds,
                        names={"1": "Aces", "3": "Queens"})
    director = made["state"]
    assert director["kind"] == "teams" and director["teams"]["1"] == "Aces"
    assert director["teams"]["2"] == "Team 2" and set(made["tables"]) == \
        {str(t) for t in range(1, teams + 1)}
    entered = play(client, made, seed=teams)
    total = rounds or teams - 1
    reference = TeamsEvent({int(k): v for k, v in director["teams"].items()}, 4,
                           schedule=schedule, rounds=total)
    reference.play_on()
    for entry in entered:
        reference.enter(MatchScore(entry["home"], entry["away"],
                                   tuple(entry.get("home_ns") or ()) or None,
                                   tuple(entry.get("away_ns") or ()) or None,
                                   tuple(entry["imps"]) if entry.get("imps") else None))
        reference.play_on()
    assert reference.round == total and not reference.pending
    token = made["director_token"]
    got = client.get(f"/api/events/{made['event']}/ranking", headers=bearer(token)
                     ).json()["ranking"]
    assert [(r["place"], r["team"], r["names"], r["score"], r["imps"]) for r in got] == \
        [(line.place, line.team, line.name, line.vps, line.imps)
         for line in reference.ranking()]
    met = [frozenset((m.home, m.away)) for m in reference.matches if m.away and m.home]
    assert len(met) == len(set(met))                # nobody meets a team twice
    saved = client.get(f"/api/events/{made['event']}/teams.json", headers=bearer(token))
    assert saved.status_code == 200
    assert teams_from_json(saved.text).ranking() == reference.ranking()
    with TestClient(create_app(settings)) as restarted:   # read back from the store
        again = restarted.get(f"/api/events/{made['event']}/ranking",
                              headers=bearer(token)).json()["ranking"]
        assert again == got


def test_a_bad_match_is_refused_and_nothing_changes(client: TestClient) -> None:
    made = create_teams(client, teams=4)
    event, director = made["event"], made["director_token"]
    captain = {t: made["tables"][str(t)]["token"] for t in range(1, 5)}
    first = state(client, event, captain[1])
    assert first["type"] == "table" and "ranking" not in first
    assert [(m["home"], m["away"]) for m in first["matches"]] == [(1, 2)]
    assert first["current"]["away_name"] == "Team 2"
    good = {"home": 1, "away": 2, "home_ns": [420, -50, 110, 0],
            "away_ns": [-420, 100, -140, 0]}
    check = client.post(f"/api/events/{event}/matches/check", headers=bearer(captain[2]),
                        json=good)
    assert check.status_code == 200, check.text
    assert check.json()["imps"] == [19, 4] and sum(check.json()["vps"]) == 20.0
    assert check.json()["board_imps"] == [13, -4, 6, 0]
    before = state(client, event, director)
    assert before["results"] == 0                     # a check keeps nothing
    refusals = [
        (captain[3], good, 403, "a team enters its own match"),
        (captain[1], {**good, "home": 2, "away": 1}, 400, "the home team is 1"),
        (captain[1], {**good, "home_ns": [425, 0, 0, 0]}, 400, "no board scores 425"),
        (captain[1], {**good, "home_ns": [420]}, 400, "a match has 4 boards"),
        (captain[1], {**good, "imps": [3, 1]}, 400, "not both"),
        (captain[1], {"home": 1, "away": 2}, 400, "not both"),
        (captain[1], {"home": 1, "away": 2, "imps": [99, 0]}, 400, "0 to 96"),
        (captain[1], {"home": 1, "away": 3, "imps": [9, 0]}, 400, "not a match of round 1"),
        (director, {"home": 1, "away": 9, "imps": [9, 0]}, 400, "not a match of round 1"),
    ]
    for token, body, status, words in refusals:
        answer = client.post(f"/api/events/{event}/matches", headers=bearer(token), json=body)
        assert answer.status_code == status, (body, answer.text)
        assert words in answer.json()["message"], answer.text
        assert state(client, event, director) == before
    pairs_entry = client.post(f"/api/events/{event}/results", headers=bearer(captain[1]),
                              json={"board": 1, "ns": 1, "ew": 2, "contract": "Pass"})
    assert pairs_entry.status_code == 400 and "a match" in pairs_entry.json()["message"]
    assert client.post(f"/api/events/{event}/matches", headers=bearer(captain[1]),
                       json=good).status_code == 200
    again = client.post(f"/api/events/{event}/matches", headers=bearer(captain[2]), json=good)
    assert again.status_code == 409 and "correct it" in again.json()["message"]
    corrected = client.put(f"/api/events/{event}/matches", headers=bearer(captain[2]),
                           json={"home": 1, "away": 2, "imps": [12, 2]})
    assert corrected.status_code == 200, corrected.text
    mine = corrected.json()
    assert mine["team"] == 2 and mine["matches"][0]["text"] == \
        "Team 1 12 - 2 Team 2: 15.00 - 5.00 VPs"
    assert state(client, event, director)["round"] == 1     # 3 v 4 is still to come
    for path in ("publish", "online"):
        answer = client.post(f"/api/events/{event}/{path}", headers=bearer(director),
                             json={"round": 1})
        assert answer.status_code == 409 and "teams event" in answer.json()["message"]


def test_the_round_is_paired_when_its_last_match_is_in_and_sockets_hear_it(
        client: TestClient) -> None:
    made = create_teams(client, teams=4, rounds=2)
    event = made["event"]
    captain = {t: made["tables"][str(t)]["token"] for t in range(1, 5)}
    with client.websocket_connect(f"/ws/events/{event}?token={made['director_token']}") \
            as director, client.websocket_connect(
                f"/ws/events/{event}?token={captain[4]}") as team4:
        assert director.receive_json()["round"] == 1
        assert team4.receive_json()["current"]["home"] == 3
        for home, imps in ((1, [20, 0]), (3, [0, 20])):
            answer = client.post(f"/api/events/{event}/matches", headers=bearer(captain[home]),
                                 json={"home": home, "away": home + 1, "imps": imps})
            assert answer.status_code == 200, answer.text
        director.receive_json()
        seen = director.receive_json()
        assert seen["round"] == 2 and [r["team"] for r in seen["ranking"]][:2] == [1, 4]
        team4.receive_json()
        mine = team4.receive_json()
        assert mine["current"]["round"] == 2 and mine["current"]["home"] == 1
        assert all(4 in (m["home"], m["away"]) for m in mine["matches"])


@pytest.mark.parametrize(("spec", "words"), [
    ({"scoring": "MP"}, "IMP (to VPs) or BAM"),
    ({"teams": 4, "rounds": 4}, "1 to 3 rounds"),
    ({"names": {"9": "Zed"}}, "teams 1 to 5"),
    ({"scoring": "BAM", "teams": 2, "rounds": 1}, None)])
def test_a_teams_event_that_cannot_be_run_is_refused(client: TestClient,
                                                     spec: dict[str, Any],
                                                     words: str | None) -> None:
    answer = client.post("/api/events", json={"kind": "teams", "teams": 5, "scoring": "IMP",
                                              **spec})
    if words is None:
        assert answer.status_code == 200, answer.text
        event, token = answer.json()["event"], answer.json()["tables"]["1"]["token"]
        totals = client.post(f"/api/events/{event}/matches", headers=bearer(token),
                             json={"home": 1, "away": 2, "imps": [3, 1]})
        assert totals.status_code == 400 and "board by board" in totals.json()["message"]
        return
    assert answer.status_code == 400 and words in answer.json()["message"], answer.text
