"""The hub's computer-turn loop: a turn that raises outside the decision itself (building
the view, applying the decision) is tried again once, then the table gets a safe outcome
or stops with a status its seats read; the error is logged once and the table never
loops."""

from __future__ import annotations

import logging
import time
from pathlib import Path
from typing import Any

import pytest

from bridgeclub.seats import Seat
from bridgeclub.server.config import Settings
from bridgeclub.server.hub import Hub
from bridgeclub.server.table import Table
from tests.server.conftest import POLLING, bearer, served_table

#: The version of the deal at which the fault is injected (the auction's fourth call).
FAULTY = 3


def errors(caplog: pytest.LogCaptureFixture) -> list[logging.LogRecord]:
    return [r for r in caplog.records if r.levelno >= logging.ERROR
            and r.name.startswith("bridgeclub")]


def test_a_turn_whose_view_fails_gets_a_safe_call_and_one_log_entry(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        caplog: pytest.LogCaptureFixture) -> None:
    turns: list[tuple[int, int]] = []
    cards, computer_turn = Table.cards, Hub._computer_turn

    def broken_cards(table: Table, chair: Seat) -> tuple[str, str]:
        assert table.game is not None
        if table.game.version == FAULTY and table.deal_number == 1:
            raise KeyError("W")                 # once: a passed-out deal 1 deals deal 2
        return cards(table, chair)

    async def counted_turn(hub: Hub, table: Table) -> None:
        assert table.game is not None
        turns.append((table.deal_number, table.game.version))
        await computer_turn(hub, table)

    monkeypatch.setattr(Table, "cards", broken_cards)
    monkeypatch.setattr(Hub, "_computer_turn", counted_turn)
    settings = Settings(data_dir=tmp_path, bot_workers=1, limits=POLLING)
    with caplog.at_level(logging.DEBUG, logger="bridgeclub.server"), \
            served_table(settings, dict.fromkeys("NESW", "computer:beginner")) as (_, table, _):
        deadline = time.monotonic() + 60
        while table.game.version <= FAULTY + 2 and table.deal_number == 1:
            assert time.monotonic() < deadline, "the table stopped"
            time.sleep(0.05)
    assert turns.count((1, FAULTY)) == 2                  # tried again once, no more
    logged = errors(caplog)
    assert len(logged) == 1 and "plays P instead" in logged[0].getMessage()
    assert logged[0].exc_info is not None


def test_a_turn_that_cannot_be_applied_stops_the_table_with_a_status(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        caplog: pytest.LogCaptureFixture) -> None:
    tries: list[str] = []
    act = Hub.act

    async def broken_act(hub: Hub, table_id: str, person: Seat, action: str,
                         version: int, **kwargs: Any) -> Any:
        if kwargs.get("computer") and version == FAULTY:
            tries.append(action)
            raise RuntimeError("the store refused the row")
        return await act(hub, table_id, person, action, version, **kwargs)

    monkeypatch.setattr(Hub, "act", broken_act)
    settings = Settings(data_dir=tmp_path, bot_workers=1, limits=POLLING)
    seats = {"S": "human"} | dict.fromkeys("WNE", "computer:beginner")
    with caplog.at_level(logging.DEBUG, logger="bridgeclub.server"), \
            served_table(settings, seats) as (client, table, made):
        hub = client.app.state.hub                        # type: ignore[attr-defined]
        token = made["tokens"]["S"]
        deadline = time.monotonic() + 30
        while len(tries) < 3 or table.id in hub.bots:
            assert time.monotonic() < deadline, f"no end to the tries: {tries}"
            if table.game.actor is Seat.S and table.game.version < FAULTY:
                client.post(f"/api/tables/{table.id}/actions", headers=bearer(token),
                            json={"action": "P", "version": table.game.version})
            time.sleep(0.05)
        time.sleep(1.0)                                   # nothing more is tried
        assert len(tries) == 3                            # twice, then the safe call
        assert table.game.version == FAULTY and table.id not in hub.bots
        view = client.get(f"/api/tables/{table.id}/view", headers=bearer(token)).json()
    assert view["thinking"] is None
    assert view["failed"].startswith("The table stopped:")
    assert "RuntimeError: the store refused the row" in view["failed"]
    logged = errors(caplog)
    assert len(logged) == 1 and "the table waits" in logged[0].getMessage()
