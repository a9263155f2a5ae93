"""A live club event on the server: every table's North enters every result through the
API while the director watches on the websocket; the time to take a result (checked,
committed, scored, the director's new ranking sent) as the event fills up (issue 15,
item 5).

The server runs in this process (FastAPI's TestClient, the real store on SQLite in a
temporary folder); results are random but fixed by the seed.

    python3 bench/events_live.py                       # Mitchell, 13 tables, 2 boards a round
    python3 bench/events_live.py --tables 7 --movement howell
"""

from __future__ import annotations

import argparse
import random
import statistics
import tempfile
import time
from pathlib import Path

from fastapi.testclient import TestClient

from bridgeclub.server.app import create_app
from bridgeclub.server.config import Settings


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, default=13)
    parser.add_argument("--movement", default="mitchell")
    parser.add_argument("--boards-per-round", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    with tempfile.TemporaryDirectory() as folder, \
            TestClient(create_app(Settings(data_dir=Path(folder)))) as client:
        made = client.post("/api/events", json={
            "tables": args.tables, "movement": args.movement,
            "boards_per_round": args.boards_per_round}).json()
        event = made["event"]
        heard = 0
        times: list[float] = []
        with client.websocket_connect(
                f"/ws/events/{event}?token={made['director_token']}") as director:
            director.receive_json()
            started = time.perf_counter()
            sittings = []
            for link in made["tables"].values():
                token = link["token"]
                headers = {"Authorization": f"Bearer {token}"}
                table = client.get(f"/api/events/{event}", headers=headers).json()
                sittings += [(headers, s) for s in table["rounds"]]
            sittings.sort(key=lambda item: item[1]["round"])
            for headers, sitting in sittings:
                for board in sitting["boards"]:
                    level = rng.randint(1, 7)
                    body = {"board": board["number"], "ns": sitting["ns"],
                            "ew": sitting["ew"], "contract": f"{level}{rng.choice('CDHSN')}"
                            .replace("N", "NT"), "declarer": rng.choice("NESW"),
                            "tricks": min(13, max(0, 6 + level + rng.randint(-2, 1)))}
                    before = time.perf_counter()
                    answer = client.post(f"/api/events/{event}/results", headers=headers,
                                         json=body)
                    assert answer.status_code == 200, answer.text
                    state = director.receive_json()
                    times.append(time.perf_counter() - before)
                    heard = state["results"]
            total = time.perf_counter() - started
        quarter = max(1, len(times) // 4)
        print(f"{made['state']['movement']['name']}, "
              f"{len(made['state']['pairs'])} pairs: {heard} results entered in "
              f"{total:.2f} s ({heard / total:.0f} results/s)")
        print(f"  a result taken and the director's ranking heard: median "
              f"{1000 * statistics.median(times):.1f} ms, first quarter "
              f"{1000 * statistics.mean(times[:quarter]):.1f} ms, last quarter "
              f"{1000 * statistics.mean(times[-quarter:]):.1f} ms, slowest "
              f"{1000 * max(times):.1f} ms")


if __name__ == "__main__":
    main()
