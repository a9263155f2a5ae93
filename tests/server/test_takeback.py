"""Undo against the computer (server/table.py, bridgeclub/takeback.py): the person's last
action and the computers' replies after it come back, the log replays to the same deal,
and never past what showed her hidden cards."""

from __future__ import annotations

import time
from typing import Any

from fastapi.testclient import TestClient

from bridgeclub.server.table import Table
from tests.server.conftest import bearer
from tests.server.test_api import create, view


def wait_for_my_turn(client: TestClient, table: str, token: str) -> dict[str, Any]:
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        msg = view(client, table, token)
        if msg["view"]["actor"] == "S" or msg["view"]["result"]:
            return msg
        time.sleep(0.05)
    raise AssertionError("South's turn never came")


def act(client: TestClient, table: str, token: str, action: str, version: int) -> Any:
    return client.post(f"/api/tables/{table}/actions", headers=bearer(token),
                       json={"action": action, "version": version})


def test_undo_takes_back_a_card_and_the_computers_replies(client: TestClient) -> None:
    computers = {s: "computer:beginner" for s in "NEW"}
    made = create(client, "duplicate", {"S": "human", **computers}, undo=True)
    table, token = made["table"], made["tokens"]["S"]
    msg = wait_for_my_turn(client, table, token)
    # South passes until the play, then plays cards until one is followed by replies
    while not msg["view"]["result"]:
        legal = msg["view"]["legal_actions"]
        phase = msg["view"]["phase"]
        before = msg
        answer = act(client, table, token, "P" if "P" in legal else legal[0], msg["version"])
        assert answer.status_code == 200, answer.text
        msg = wait_for_my_turn(client, table, token)
        if phase == "play" and msg["version"] >= before["version"] + 2 \
                and not msg["view"]["result"] and before["view"]["tricks"]:
            break
    else:
        return   # the deal ended in the auction (passed out): nothing to take back
    assert msg["view"]["can_undo"]
    answer = act(client, table, token, "undo", msg["version"])
    assert answer.status_code == 200, answer.text
    back = view(client, table, token)
    assert back["version"] == before["version"]
    assert sorted(back["view"]["hand"]) == sorted(before["view"]["hand"])
    assert back["view"]["tricks"] == before["view"]["tricks"]
    stored = Table.rebuild(client.app.state.hub.store.load(table))   # type: ignore[attr-defined]
    assert stored.game is not None and stored.game.version == before["version"]


def test_no_undo_back_past_the_sight_of_dummy(client: TestClient) -> None:
    """Once the opening lead has faced dummy, South may not take back what she did before:
    her own opening lead (East declaring), or her last call (West or South declaring)."""
    computers = {s: "computer:beginner" for s in "NEW"}
    # about half the deals are passed out or played by North (the deals are random, so
    # 8 tries failed one run in a hundred or so)
    for _ in range(40):
        made = create(client, "duplicate", {"S": "human", **computers}, undo=True)
        table, token = made["table"], made["tokens"]["S"]
        msg = wait_for_my_turn(client, table, token)
        while msg["view"]["phase"] == "auction" and not msg["view"]["result"]:
            act(client, table, token, "P", msg["version"])
            msg = wait_for_my_turn(client, table, token)
        declarer = msg["view"]["declarer"]
        if msg["view"]["result"] or declarer not in ("E", "W", "S"):
            continue                      # passed out, or South is dummy: sees nothing new
        if declarer == "E" and not msg["view"]["tricks"]:
            answer = act(client, table, token, msg["view"]["legal_actions"][0],
                         msg["version"])
            assert answer.status_code == 200
        later = view(client, table, token)
        dummy = {"E": "W", "W": "E", "S": "N"}[declarer]
        assert later["view"]["tricks"] and dummy in later["view"]["hands"]
        assert not later["view"]["can_undo"]
        for _ in range(20):              # the computers may play meanwhile (409 stale)
            refused = act(client, table, token, "undo", view(client, table, token)["version"])
            if refused.status_code != 409:
                break
        assert refused.status_code == 403 and "seen cards" in refused.json()["message"]
        return
    raise AssertionError("no deal with dummy faced to South in 40 deals")


def test_with_people_an_undo_is_a_request_the_others_answer(client: TestClient) -> None:
    """South and West are people: once West has called, South's undo asks West; West
    declines (nothing changes) or agrees (both calls come back)."""
    made = create(client, "rubber", {"S": "human", "W": "human", "N": "computer:beginner",
                                     "E": "computer:beginner"}, undo=True, dealer="S")
    table, tokens = made["table"], made["tokens"]
    south = view(client, table, tokens["S"])
    assert south["view"]["actor"] == "S"
    start = south["version"]
    assert act(client, table, tokens["S"], "1C", start).status_code == 200   # no pass-out
    west = view(client, table, tokens["W"])
    assert west["view"]["actor"] == "W"
    # West bids (a pass could end the auction on West's lead, and South's turn not come)
    assert act(client, table, tokens["W"], "1D", west["version"]).status_code == 200
    for answer, expected in (("undo decline", None), ("undo accept", start)):
        now = wait_for_my_turn(client, table, tokens["S"])
        assert not now["view"]["can_undo"] and now["can_ask_undo"], (answer, now["view"]["auction"])
        asked = act(client, table, tokens["S"], "undo", now["version"])
        assert asked.status_code == 200, asked.text
        waiting = view(client, table, tokens["W"])
        assert waiting["undo_request"] == {"by": "S", "to": start, "waiting": ["W"]}
        refused = act(client, table, tokens["S"], "undo accept", now["version"])
        assert refused.status_code == 403                 # not South's to answer
        assert act(client, table, tokens["W"], answer, now["version"]).status_code == 200
        after = view(client, table, tokens["S"])
        assert after["undo_request"] is None
        assert after["version"] == (now["version"] if expected is None else expected)
