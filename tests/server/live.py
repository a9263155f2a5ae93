"""Real server processes for the tests: ``bridgeclub serve`` started as a subprocess on a
port of this project's range, waited for, and killed."""

from __future__ import annotations

import asyncio
import contextlib
import os
import random
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Coroutine
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any, TypeVar

import httpx

from tests.server.conftest import POLLING_OPTIONS

T = TypeVar("T")


def port_is_free(port: int) -> bool:
    with socket.socket() as probe:
        try:
            probe.bind(("127.0.0.1", port))
        except OSError:
            return False
        return True


def free_port(low: int = 8100, high: int = 8198) -> int:
    """A port of this project's range that nothing listens on now (chosen at random, so
    test runs side by side rarely reach for the same one)."""
    ports = list(range(low, high + 1))
    random.shuffle(ports)
    for port in ports:
        if port_is_free(port):
            return port
    raise RuntimeError(f"no free port from {low} to {high}")


def listener_pid_matches(pid: int, port: int) -> bool | None:
    """Whether process ``pid`` holds the socket listening on 127.0.0.1:``port`` (Linux's
    /proc; None where it cannot tell). Two tests that chose the same free port at the same
    moment would otherwise each take the first server to answer for their own."""
    try:
        lines = Path("/proc/net/tcp").read_text().splitlines()[1:]
        fds = list(Path(f"/proc/{pid}/fd").iterdir())
    except OSError:
        return None
    inodes = {fields[9] for fields in (line.split() for line in lines)
              if fields[3] == "0A" and int(fields[1].split(":")[1], 16) == port}
    owned = set()
    for fd in fds:
        with contextlib.suppress(OSError):
            owned.add(os.readlink(fd))
    return any(f"socket:[{inode}]" in owned for inode in inodes)


class LiveServer:
    def __init__(self, port: int | None, data_dir: Path, *extra: str) -> None:
        #: whether the port is ours to change when another server took it first
        self.any_port = port is None
        self.port = port or free_port()
        self.data_dir = data_dir
        self.extra = extra
        self.process: subprocess.Popen[bytes] | None = None
        self.url = f"http://127.0.0.1:{self.port}"

    def start(self, timeout: float = 90) -> LiveServer:
        """Start the server and wait until it answers; on a port chosen here that another
        server took meanwhile, again on another one."""
        for _ in range(5):
            if self._start(timeout) or not self.any_port:
                return self
            self.port = free_port()
            self.url = f"http://127.0.0.1:{self.port}"
        raise RuntimeError("no port stayed free long enough to start the server")

    def _start(self, timeout: float) -> bool:
        """True once the server answers; False when another process holds its port (the
        server is then stopped), or an error when the port was given."""
        env = {**os.environ, "PYTHONUNBUFFERED": "1"}
        # to a file: a pipe nobody reads fills with log lines and then stops the server
        self.data_dir.mkdir(parents=True, exist_ok=True)
        with (self.data_dir / "server.log").open("ab") as log:
            self.process = subprocess.Popen(
                [sys.executable, "-m", "bridgeclub", "serve", "--port", str(self.port),
                 "--data-dir", str(self.data_dir), *POLLING_OPTIONS, *self.extra],
                stdout=log, stderr=subprocess.STDOUT, env=env)
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                output = (self.data_dir / "server.log").read_text(errors="replace")
                if self.any_port and "address already in use" in output.lower():
                    return False
                raise RuntimeError(f"the server stopped: {output}")
            try:
                if httpx.get(f"{self.url}/api/variants", timeout=1).status_code == 200:
                    time.sleep(0.5)
                    if self.process.poll() is not None or \
                            listener_pid_matches(self.process.pid, self.port) is False:
                        self.kill()                  # someone else answered there
                        if self.any_port:
                            return False
                        raise RuntimeError(f"port {self.port} is taken")
                    return True
            except httpx.HTTPError:
                time.sleep(0.1)
        raise RuntimeError("the server did not start")

    def kill(self) -> None:
        """SIGKILL: no shutdown, no flush, as a crash."""
        if self.process is not None and self.process.poll() is None:
            self.process.send_signal(signal.SIGKILL)
            self.process.wait(10)

    def stop(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(10)
            except subprocess.TimeoutExpired:
                self.kill()

    def get(self, path: str, token: str | None = None) -> Any:
        headers = {"Authorization": f"Bearer {token}"} if token else {}
        answer = httpx.get(self.url + path, headers=headers, timeout=10)
        return answer

    def post(self, path: str, body: Any, token: str | None = None) -> Any:
        headers = {"Authorization": f"Bearer {token}"} if token else {}
        return httpx.post(self.url + path, json=body, headers=headers, timeout=10)



def run_coroutine(coroutine: Coroutine[Any, Any, T]) -> T:
    """``asyncio.run`` on a thread of its own: the browser tests' Playwright keeps an event
    loop running in the test worker's main thread, where ``asyncio.run`` is refused."""
    with ThreadPoolExecutor(max_workers=1) as thread:
        return thread.submit(asyncio.run, coroutine).result()
