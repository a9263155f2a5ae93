"""Shared fixtures: the public data files the tests read.

The files under ``tests/data/`` are copies of the project's shared data (``../shared/data/``),
so a fresh clone runs every test with nothing skipped; ``tests/data/README.md`` names the
source of each.
"""

from __future__ import annotations

from pathlib import Path

import pytest

TESTS = Path(__file__).resolve().parent


@pytest.fixture
def shared() -> Path:
    """The folder holding ``data/pbn`` and ``data/lin`` (the test copies)."""
    return TESTS
