"""The store on SQLite and on PostgreSQL (127.0.0.1:5432, database ``test``, a schema of
its own per run, dropped after): migrations, the unique steps and keys, and tables
rebuilt from their logs exactly as they were played."""

from __future__ import annotations

import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import create_engine, text

import bridgeclub as bc
from bridgeclub.server.app import create_app
from bridgeclub.server.config import Settings
from bridgeclub.server.store import ActionRow, Conflict, Store, TableRow
from bridgeclub.server.table import Table

POSTGRES = "postgresql+psycopg://postgres@127.0.0.1:5432/test"


@pytest.fixture
def postgres_url() -> Iterator[str]:
    """A PostgreSQL URL whose tables live in a schema made for this test alone."""
    schema = f"bc_test_{uuid.uuid4().hex[:12]}"
    admin = create_engine(POSTGRES, isolation_level="AUTOCOMMIT")
    with admin.connect() as connection:
        connection.execute(text(f'CREATE SCHEMA "{schema}"'))
    try:
        yield f"{POSTGRES}?options=-csearch_path%3D{schema}"
    finally:
        with admin.connect() as connection:
            connection.execute(text(f'DROP SCHEMA "{schema}" CASCADE'))
        admin.dispose()


@pytest.fixture(params=["sqlite", "postgresql"])
def db_url(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    if request.param == "sqlite":
        return f"sqlite:///{tmp_path / 'store.db'}"
    url: str = request.getfixturevalue("postgres_url")
    return url


def test_steps_and_keys_are_written_once(db_url: str) -> None:
    store = Store(db_url)
    try:
        store.create_table(TableRow("t1", "rubber", "rubber", {}, {}, {"S": "human"}, 9))
        assert store.start_deal("t1", 1, 5, "{}")
        assert not store.start_deal("t1", 1, 6, "{}")
        store.append(ActionRow("t1", 1, 1, "N", "1C", "clubs", True, "key-1"))
        with pytest.raises(Conflict):
            store.append(ActionRow("t1", 1, 1, "N", "1D"))
        with pytest.raises(Conflict):
            store.append(ActionRow("t1", 1, 2, "E", "P", key="key-1"))
        store.append(ActionRow("t1", 1, 2, "E", "P"))
        log = store.load("t1")
        assert [(a.version, a.action, a.alert) for a in log.actions] == \
            [(1, "1C", True), (2, "P", False)]
        assert store.load("t1", 1, 1).actions == log.actions[1:]
        assert store.active_tables() == ["t1"]
        store.set_finished("t1")
        assert store.active_tables() == []
        with pytest.raises(KeyError):
            store.load("nothing")
    finally:
        store.close()
    again = Store(db_url)                     # migrations run again: nothing to do
    assert again.load("t1").table.finished
    again.close()


def test_every_variant_is_rebuilt_from_its_log_as_it_was_played(db_url: str,
                                                               tmp_path: Path) -> None:
    settings = Settings(data_dir=tmp_path, db=db_url)
    app = create_app(settings)
    with TestClient(app) as client:
        hub = app.state.hub
        ids = []
        lives = {}
        for variant in bc.variant_names():
            people = [str(p) for p in bc.find_variant(variant).players]
            made = client.post("/api/tables", json={
                "variant": variant, "seats": {p: "computer:beginner" for p in people},
                "options": {"claims": True}}).json()
            ids.append(made["table"])
            token = hub.signer.token(made["table"], people[0])
            with client.websocket_connect(f"/ws/tables/{made['table']}?token={token}") as ws:
                while True:
                    frame = ws.receive_json()
                    if frame["type"] == "view" and frame["deal_number"] >= 2:
                        # The table as played (a finished match leaves memory once nobody
                        # watches it: keep it here).
                        lives[made["table"]] = hub.tables[made["table"]]
                        break
        for table_id in ids:
            live = lives[table_id]
            rebuilt = Table.rebuild(hub.store.load(table_id))
            assert rebuilt.deal_number >= live.deal_number - 1
            for done, again in zip(live.finished, rebuilt.finished, strict=False):
                assert done.game == again.game
                assert all(done.game.view(p) == again.game.view(p) for p in done.game.players)
            assert rebuilt.match.sheet.to_dict()["entries"][:1] == \
                live.match.sheet.to_dict()["entries"][:1]


def test_no_action_is_written_after_a_stop_however_close(db_url: str) -> None:
    """A writer appends as fast as it can while the club stops the table from another
    connection: once ``stop`` has returned, the table's log never grows (the check and
    the write are one statement), and the writer is told ``Stopped``."""
    import threading

    from bridgeclub.server.store.club import stop
    from bridgeclub.server.store.db import Stopped

    store, club = Store(db_url), Store(db_url)
    try:
        for attempt in range(5):
            table = f"race{attempt}"
            store.create_table(TableRow(table, "duplicate", "duplicate", {}, {},
                                        {"S": "human"}, 1))
            store.start_deal(table, 1, 1, "{}")
            refused = threading.Event()

            def write(table: str = table, refused: threading.Event = refused) -> None:
                version = 0
                while True:
                    version += 1
                    try:
                        store.append(ActionRow(table, 1, version, "N", "P"))
                    except Stopped:
                        refused.set()
                        return

            writer = threading.Thread(target=write)
            writer.start()
            while len(store.load(table).actions) < 3:
                pass
            assert stop(club, table)
            after_stop = len(club.load(table).actions)
            writer.join(timeout=30)
            assert refused.is_set()
            assert len(club.load(table).actions) == after_stop
    finally:
        store.close()
        club.close()
