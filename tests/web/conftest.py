"""Fixtures of the browser tests: the real server (``python -m bridgeclub serve``) on a fresh
SQLite database, Debian's Chromium driven by Playwright, and a player who clicks.

Each pytest-xdist worker starts its own server on its own port (8240 + the worker's number:
this worktree's ports are 8200-8299).
"""

from __future__ import annotations

import os
import secrets
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, sync_playwright

CHROMIUM = "/usr/bin/chromium"


def free_port(base: int) -> int:
    """A free port of this worktree's range: ``base`` + 4 x the worker's number, or the
    next three."""
    worker = os.environ.get("PYTEST_XDIST_WORKER", "gw0")
    first = base + 4 * int(worker.removeprefix("gw") or 0)
    for port in range(first, first + 4):
        with socket.socket() as probe:
            if probe.connect_ex(("127.0.0.1", port)) != 0:
                return port
    raise RuntimeError(f"ports {first}-{first + 3} are all taken")


def start_server(port: int, folder: Path) -> subprocess.Popen[bytes]:
    """``python -m bridgeclub serve`` on ``port`` with its database and secret in
    ``folder``, once it answers. Its output goes to ``folder/server.log``: a pipe nobody
    reads fills after some 64 KiB of log lines and then stops the server mid-test.

    It is ready when it answers its own admin token: another worktree's server that took
    the port meanwhile answers too, but not to this token (the tests would then run
    against that server's code); this one, not bound, has then stopped: a free port again.
    """
    for _ in range(4):
        process = _try_server(port, folder)
        if process is not None:
            return process
        port = next(p for p in range(port + 1, port + 40) if not _answers(p))
    raise RuntimeError(f"no port for the server near {port}")


def _try_server(port: int, folder: Path) -> subprocess.Popen[bytes] | None:
    """The server on ``port``, or None when it stopped while another answered there."""
    token = secrets.token_urlsafe(16)
    log = (folder / "server.log").open("wb")
    process = subprocess.Popen(
        [sys.executable, "-m", "bridgeclub", "serve", "--port", str(port),
         "--data-dir", str(folder), "--db", f"sqlite:///{folder / 'tables.db'}",
         "--admin-token", token],
        stdout=log, stderr=subprocess.STDOUT)
    log.close()
    mine = urllib.request.Request(f"http://127.0.0.1:{port}/api/admin/tables",
                                  headers={"Authorization": f"Bearer {token}"})
    deadline = time.monotonic() + 60
    while True:
        try:
            with urllib.request.urlopen(mine, timeout=2):
                return process
        except OSError:
            stopped = process.poll() is not None
            if stopped and _answers(port):
                return None                    # another server holds the port
            if stopped or time.monotonic() > deadline:
                process.kill()
                output = (folder / "server.log").read_text(errors="replace")
                raise RuntimeError(f"the server did not start:\n{output}") from None
            time.sleep(0.2)


def _answers(port: int) -> bool:
    """Whether some server answers on ``port``."""
    try:
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/api/variants", timeout=2):
            return True
    except OSError:
        return False


@pytest.fixture(scope="session")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """The address of a running server (ports 8240-8247); killed at the end."""
    port = free_port(8240)
    process = start_server(port, tmp_path_factory.mktemp("server"))
    yield f"http://127.0.0.1:{port}"
    process.kill()
    process.wait(10)


@pytest.fixture(scope="module")
def browser() -> Iterator[Browser]:
    """Chromium for one test module: Playwright's sync API keeps an event loop running in
    the worker's thread while it is open, where the next module's ``asyncio.run`` (a
    doctest, a command) would be refused."""
    assert Path(CHROMIUM).exists(), (
        "the browser tests drive Debian's chromium: apt-get install chromium (.ci/run does)")
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        yield browser
        browser.close()


#: The player's pause after a trick, set before the page runs: none, so the tests that
#: play whole deals go fast (the pace test uses ``paced_page``, at the default pause).
FAST = "localStorage.getItem('bridgeclub:pause') === null && " \
       "localStorage.setItem('bridgeclub:pause', '0')"


@pytest.fixture
def page(browser: Browser) -> Iterator[Page]:
    yield from _page(browser, FAST)


@pytest.fixture
def paced_page(browser: Browser) -> Iterator[Page]:
    """A page at the default pace (a finished trick stays about a second)."""
    yield from _page(browser, None)


def _page(browser: Browser, script: str | None) -> Iterator[Page]:
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    if script is not None:
        context.add_init_script(script)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    yield page
    context.close()
    assert not errors, f"the page raised: {errors}"
