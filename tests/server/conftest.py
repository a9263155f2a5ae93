"""Fixtures of the server tests: an app on a fresh SQLite data folder, seen through
FastAPI's TestClient."""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient

from bridgeclub.server.app import create_app
from bridgeclub.server.config import Limits, Settings

#: The bounds of a server whose tests play by reading a seat's view after every step (a
#: stand-in for the page, which hears the changes on its socket): the views' own bound is
#: checked in test_limits.py and, with the terminal's remote table, test_cli_tournament.py.
POLLING = Limits(views_per_minute=600_000, views_burst=100_000)
#: The same as ``bridgeclub serve`` options.
POLLING_OPTIONS = ("--limit", f"views_per_minute={POLLING.views_per_minute}",
                   "--limit", f"views_burst={POLLING.views_burst}")


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    return Settings(data_dir=tmp_path, limits=POLLING)


@pytest.fixture
def client(settings: Settings) -> Iterator[TestClient]:
    with TestClient(create_app(settings)) as test_client:
        yield test_client


def bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


@contextlib.contextmanager
def served_table(settings: Settings, seats: dict[str, str], variant: str = "rubber"
                 ) -> Iterator[tuple[TestClient, Any, dict[str, Any]]]:
    """An app on ``settings`` with one table of ``variant`` made for ``seats``: the
    client, the table in the hub's memory and the creation's answer (its tokens)."""
    with TestClient(create_app(settings)) as client:
        made = client.post("/api/tables", json={"variant": variant, "seats": seats}).json()
        yield client, client.app.state.hub.tables[made["table"]], made  # type: ignore[attr-defined]
