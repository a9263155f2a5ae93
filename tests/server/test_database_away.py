"""PostgreSQL restarts under a running server: a TCP relay of the test's own stands
between the server and the database, and "restarting" it drops every connection and
refuses new ones for a while, as a restarting database does to its clients. An action
sent meanwhile is refused with 503 and a clear message, and nothing of it is applied;
once the database is back the pool connects again by itself and play goes on."""

from __future__ import annotations

import contextlib
import socket
import threading
import time
from pathlib import Path

from tests.server.live import LiveServer, free_port
from tests.server.test_store import postgres_url  # noqa: F401  (the fixture)


class Relay:
    """Forwards 127.0.0.1:port to the database; ``down()`` cuts every connection and
    refuses new ones until ``up()``."""

    def __init__(self, target: tuple[str, int]) -> None:
        self.target = target
        self.port = free_port(8200, 8299)
        self.listener = socket.create_server(("127.0.0.1", self.port))
        self.open = True
        self.pairs: list[tuple[socket.socket, socket.socket]] = []
        self.lock = threading.Lock()
        threading.Thread(target=self._accept, daemon=True).start()

    def _accept(self) -> None:
        while True:
            try:
                client, _ = self.listener.accept()
            except OSError:
                return
            if not self.open:
                client.close()
                continue
            server = socket.create_connection(self.target)
            with self.lock:
                self.pairs.append((client, server))
            for one, other in ((client, server), (server, client)):
                threading.Thread(target=self._pipe, args=(one, other), daemon=True).start()

    @staticmethod
    def _pipe(source: socket.socket, sink: socket.socket) -> None:
        try:
            while data := source.recv(65536):
                sink.sendall(data)
        except OSError:
            pass
        for end in (source, sink):
            with contextlib.suppress(OSError):
                end.shutdown(socket.SHUT_RDWR)

    def down(self) -> None:
        self.open = False
        with self.lock:
            for pair in self.pairs:
                for end in pair:
                    with contextlib.suppress(OSError):
                        end.shutdown(socket.SHUT_RDWR)
                    end.close()
            self.pairs.clear()

    def up(self) -> None:
        self.open = True

    def close(self) -> None:
        self.down()
        self.listener.close()


def test_an_action_while_the_database_restarts_is_refused_whole(
        tmp_path: Path, postgres_url: str) -> None:  # noqa: F811
    relay = Relay(("127.0.0.1", 5432))
    url = postgres_url.replace("127.0.0.1:5432", f"127.0.0.1:{relay.port}")
    server = LiveServer(None, tmp_path, "--db", url).start()
    try:
        made = server.post("/api/tables", {"variant": "duplicate", "seats": dict.fromkeys(
            "NESW", "human")}).json()
        table, tokens = made["table"], made["tokens"]
        act = server.post(f"/api/tables/{table}/actions", {"action": "1NT", "version": 0},
                          tokens["N"])
        assert act.status_code == 200
        relay.down()                                   # the database restarts ...
        refused = server.post(f"/api/tables/{table}/actions", {"action": "P", "version": 1},
                              tokens["E"])
        assert refused.status_code == 503, refused.text
        assert refused.json()["code"] == "store-unavailable"
        assert "nothing was done" in refused.json()["message"]
        assert server.get("/health").status_code == 503
        time.sleep(1.0)
        relay.up()                                     # ... and is back
        deadline = time.monotonic() + 20
        while server.get("/health").status_code != 200:
            assert time.monotonic() < deadline
            time.sleep(0.2)
        view = server.get(f"/api/tables/{table}/view", tokens["E"]).json()
        assert view["version"] == 1 and view["view"]["actor"] == "E"   # nothing applied
        again = server.post(f"/api/tables/{table}/actions", {"action": "P", "version": 1},
                            tokens["E"])
        assert again.status_code == 200 and again.json()["version"] == 2
    finally:
        server.stop()
        relay.close()
