"""Every frame the server sends a seat, over many computer-played deals of every variant,
shows no card that seat may not know, and no other seat's reason for a card during the deal
(a computer's reason speaks of the hands it sees).

All seats are computers (beginners, for speed); an observer connects on each seat's
websocket and records every frame. The frames are then checked against the rules'
``may_know`` of each variant's own tests (built from the deal and the history, not from
the game's views), at the deal and version each frame is about. ``BRIDGECLUB_FAIR_DEALS``
sets the deals per variant (20 by default: 200 deals in all).
"""

from __future__ import annotations

import json
import os
import re
from collections.abc import Callable, Iterable
from typing import Any

import pytest
from fastapi.testclient import TestClient

import bridgeclub as bc
from bridgeclub.game import Game
from bridgeclub.server.app import create_app
from bridgeclub.server.config import Settings
from bridgeclub.server.table import FinishedDeal, Table
from tests.playout import card_strings
from tests.variants import (
    test_bridge_for_two,
    test_buddy_bridge,
    test_double_dummy_two,
    test_duplicate_playout,
    test_ez_bridge,
    test_ez_bridge_3,
    test_minibridge,
    test_minibridge_open,
    test_rubber_chicago_playout,
)

MayKnow = Callable[[Game, bc.Seat], Iterable[str]]
MAY_KNOW: dict[str, MayKnow] = {
    "duplicate": test_duplicate_playout.may_know,
    "rubber": test_rubber_chicago_playout.may_know,
    "chicago": test_rubber_chicago_playout.may_know,
    "minibridge": test_minibridge.may_know,
    "minibridge-open": test_minibridge_open.may_know,
    "ez-bridge": test_ez_bridge.may_know,
    "ez-bridge-3": test_ez_bridge_3.may_know,
    "bridge-for-two": test_bridge_for_two.may_know,
    "double-dummy-two": test_double_dummy_two.may_know,
    "buddy-bridge": test_buddy_bridge.may_know,
}
DEALS = int(os.environ.get("BRIDGECLUB_FAIR_DEALS", "20"))
CARD = re.compile(r"^(?:[SHDC][2-9TJQKA]|JK)$")


def known_at_each_version(finished: FinishedDeal, may_know: MayKnow
                          ) -> list[dict[str, set[str]]]:
    """For each version of a finished deal, what each chair may know then."""
    game = finished.game
    options = json.loads(game.to_json())["options"]
    step = bc.replay(game.variant, game.deal, [], **options)
    known = [{str(s): set(may_know(step, s)) for s in step.players}]
    for move in game.history:
        step.act(str(move.action), explanation=move.explanation, alert=move.alert)
        known.append({str(s): set(may_know(step, s)) for s in step.players})
    return known


def record_frames(client: TestClient, table: str, people: list[str], token: Callable[
        [str], str], deals: int) -> dict[str, list[dict[str, Any]]]:
    """Every frame each person's socket gets, until the match is over or ``deals`` are
    played."""
    frames: dict[str, list[dict[str, Any]]] = {}
    for person in people:
        got: list[dict[str, Any]] = []
        with client.websocket_connect(f"/ws/tables/{table}?token={token(person)}") as ws:
            while True:
                frame = ws.receive_json()
                got.append(frame)
                if frame["type"] == "view" and (
                        frame["deal_number"] > deals or (frame["match"]["is_over"] and
                        frame["view"]["result"] is not None)):
                    break
        frames[person] = got
    return frames


@pytest.mark.parametrize("variant", sorted(MAY_KNOW))
def test_no_frame_shows_a_card_its_seat_may_not_know(tmp_path: Any, variant: str) -> None:
    app = create_app(Settings(data_dir=tmp_path))
    may_know = MAY_KNOW[variant]
    played = checked = explained = 0
    with TestClient(app) as client:
        hub = app.state.hub
        people = [str(p) for p in bc.find_variant(variant).players]
        while played < DEALS:
            made = client.post("/api/tables", json={
                "variant": variant, "seats": {p: "computer:beginner" for p in people},
                "options": {"claims": True, "memory_help": True}}).json()
            table_id = made["table"]
            frames = record_frames(client, table_id, people,
                                   lambda p, t=table_id: hub.signer.token(t, p),
                                   DEALS - played)
            table = Table.rebuild(hub.store.load(table_id))   # the deals as stored
            finished = list(table.finished)
            known = {d.number: known_at_each_version(d, may_know) for d in finished}
            chairs = {d.number: d.chairs for d in finished}
            for person, got in frames.items():
                deal = 1
                for frame in got:
                    if frame["type"] == "view":
                        deal = frame["deal_number"]
                    if deal not in known:
                        continue                  # the deal still being played
                    chair = str(chairs[deal][bc.Seat.from_str(person)])
                    version = frame.get("version")
                    if frame["type"] == "view":
                        assert frame["seat"] == chair
                        assert frame["view"]["seat"] == chair
                    if version is None:
                        version = 0 if frame["type"] != "view" else frame["version"]
                        allowed: set[str] = set()
                    else:
                        allowed = known[deal][version][chair]
                    final = len(known[deal]) - 1
                    if frame["type"] == "event" and frame["version"] < final:
                        event = frame["event"]
                        if event["actor"] != chair and CARD.match(event["action"] or ""):
                            assert not event["explanation"], (
                                f"{variant}: {person} (at {chair}) read "
                                f"{event['actor']}'s reason for {event['action']} during "
                                f"deal {deal}: {event['explanation']!r}")
                            explained += 1
                    leaked = card_strings(frame) - allowed
                    assert not leaked, (f"{variant}: {person} (at {chair}) was sent "
                                        f"{sorted(leaked)} in deal {deal} at version "
                                        f"{version}: {frame['type']}")
                    checked += 1
            played += len(finished)
    assert played >= DEALS and checked > 0 and explained > 0
