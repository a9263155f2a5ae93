"""``bridgeclub tournament`` and ``bridgeclub play --tournament``: a tournament file made,
its boards played at the terminal by two entrants (their input piped), the status, and the
published PBN scored the same by ``bridgeclub event score``."""

from __future__ import annotations

import json
import re
import subprocess
import sys
import urllib.request
from pathlib import Path

CARDS = [s + r for s in "SHDC" for r in "23456789TJQKA"]
#: What a person types, again and again: a pass, a MiniBridge contract, every card (the
#: terminal refuses what is not legal and asks again).
FEED = ("\n".join(["P", "part NT", *CARDS]) + "\n") * 40


def run(*args: str, feed: str | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "bridgeclub", *args], capture_output=True,
                          text=True, timeout=300, input=feed)


def test_a_tournament_file_played_at_the_terminal(tmp_path: Path) -> None:
    path = tmp_path / "class.json"
    made = run("tournament", "create", str(path), "--variant", "minibridge", "--boards", "2",
               "--seed", "5", "--level", "beginner", "--name", "Class 4B", "--group", "4B")
    assert made.returncode == 0, made.stderr
    assert "2 boards of minibridge" in made.stdout
    for name in ("Ann", "Bob"):
        played = run("play", "--tournament", str(path), "--name", name, feed=FEED)
        assert played.returncode == 0, played.stderr
        assert "Board 2: the field" in played.stdout and name in played.stdout
    saved = json.loads(path.read_text())
    assert len(saved["plays"]) == 4 and saved["entrants"] == {"1": "Ann", "2": "Bob"}
    again = run("play", "--tournament", str(path), "--name", "ann", feed=FEED)
    assert again.returncode == 2 and "Ann has played every board" in again.stderr

    status = run("tournament", "status", str(path))
    assert status.returncode == 0 and "Ann: boards 1, 2" in status.stdout
    shown = {line.split()[-3]: (line.split()[0], float(line.split()[1]))
             for line in status.stdout.splitlines() if "boards)" in line}
    out = tmp_path / "class.pbn"
    published = run("tournament", "publish", str(path), "--pbn", str(out), "--html",
                    str(tmp_path / "class.html"))
    assert published.returncode == 0, published.stderr
    assert "Board 2" in (tmp_path / "class.html").read_text()
    scored = run("event", "score", str(out))
    assert scored.returncode == 0, scored.stderr
    # the tournament's own ranking: its entrants by name, the computers who sat
    # East-West against them (pairs 10001, ...) not ranked with them
    theirs = {line.split()[3]: (line.split()[0], float(line.split()[2]))
              for line in scored.stdout.splitlines()[1:]}
    assert theirs == shown


def test_bad_input_is_one_line(tmp_path: Path) -> None:
    path = tmp_path / "t.json"
    assert run("tournament", "create", str(path), "--boards", "1").returncode == 0
    for args, words in (
            (("tournament", "create", str(path)), "already exists"),
            (("tournament", "create", str(tmp_path / "u.json"), "--variant", "chess"),
             "a tournament plays"),
            (("tournament", "create", str(tmp_path / "u.json"), "--boards", "99"),
             "1 to 36 boards"),
            (("tournament", "status", str(tmp_path / "none.json")), "no such tournament"),
            (("tournament", "publish", str(path)), "say what to write"),
            (("tournament", "publish", str(path), "--pbn", "x.pbn"), "nobody has played"),
            (("play", "--tournament", "http://localhost:1/tournament/x"), "say your name"),
            (("play", "--tournament", "http://localhost:1/tournament/x", "--name", "Ann"),
             "cannot reach"),
            (("play", "--tournament", "http://localhost:1/nothing", "--name", "Ann"),
             "not a tournament's link"),
            (("play", "--tournament", str(path)), "say your name"),
            (("tournament", "create", str(tmp_path / "u.json"), "--closes", "2020-05-01T18:00"),
             "--closes: the closing time 2020-05-01T18:00 (UTC) is past"),
            (("tournament", "create", str(tmp_path / "u.json"), "--closes", "someday"),
             "--closes: not a closing time: 'someday' (say 2026-05-01T18:00")):
        done = run(*args)
        assert done.returncode == 2, (args, done.stdout)
        assert words in done.stderr and "Traceback" not in done.stderr, done.stderr
    assert not (tmp_path / "u.json").exists()


def test_a_closing_time_in_words_is_kept_as_a_time(tmp_path: Path) -> None:
    from datetime import UTC, datetime, timedelta

    path = tmp_path / "t.json"
    before = datetime.now(UTC)
    made = run("tournament", "create", str(path), "--boards", "1", "--closes", "tomorrow")
    assert made.returncode == 0, made.stderr
    closes = json.loads(path.read_text())["closes"]
    kept = datetime.strptime(closes, "%Y-%m-%dT%H:%M").replace(tzinfo=UTC)
    assert timedelta(hours=23, minutes=58) < kept - before <= timedelta(days=1)
    assert f"it closes {closes} UTC" in made.stdout


def test_a_servers_tournament_played_at_the_terminal(tmp_path: Path) -> None:
    """``bridgeclub play --tournament LINK``: two newcomers enter a server's tournament by
    its link and their names and play its boards at the terminal (their input piped);
    the server enters each board (they are in its field, beside each other on the
    traveller), and her own link brings her back to where she stopped."""
    from tests.server.conftest import bearer
    from tests.web.conftest import free_port, start_server
    from tests.web.test_tournament_page import post

    port = free_port(8470)
    server = start_server(port, tmp_path)
    base = f"http://127.0.0.1:{port}"
    try:
        made = post(f"{base}/api/tournaments", {
            "name": "Class 4B", "variant": "minibridge", "boards": 2, "level": "beginner",
            "seed": 5, "group": "4B"})
        link = base + made["link"]
        outputs = {}
        for name in ("Ann", "Bob"):
            played = run("play", "--tournament", link, "--name", name, feed=FEED)
            assert played.returncode == 0, played.stderr
            outputs[name] = played.stdout
        assert "Board 2: the field" in outputs["Bob"] and "Your place: " in outputs["Bob"]
        assert "You are in." in outputs["Ann"]
        teacher = made["teacher_token"]
        request = urllib.request.Request(f"{base}/api/tournaments/{made['tournament']}",
                                         headers=bearer(teacher))
        with urllib.request.urlopen(request, timeout=30) as answer:
            state = json.loads(answer.read())
        assert [(g["name"], g["played"]) for g in state["grid"]] == \
            [("Ann", [1, 2]), ("Bob", [1, 2])]
        assert sorted(r["name"] for r in state["ranking"]) == ["Ann", "Bob"]
        # Bob's traveller of board 2, at his terminal, has Ann's result on it
        board_two = outputs["Bob"].split("Board 2: the field")[-1]
        assert "Ann" in board_two and "Bob" in board_two
        # the same name again is refused, nothing entered; her own link brings her back
        again = run("play", "--tournament", link, "--name", "ann", feed=FEED)
        assert again.returncode == 2 and "already entered" in again.stderr
        own = outputs["Ann"].split("bridgeclub play --tournament '")[1].split("'")[0]
        back = run("play", "--tournament", own, feed="\n" * 5)
        assert back.returncode == 0, back.stderr
        assert "boards are all played" in back.stdout
    finally:
        server.kill()
        server.wait(10)


def test_the_terminal_plays_on_while_a_burst_of_views_is_refused(tmp_path: Path) -> None:
    """A seat's view by REST is rate limited like every route: a burst of 600 gets 429s.
    The terminal's remote table asks for none: it hears the server on the seat's websocket,
    as the page does, so Ann plays her boards of a club's tournament (the players' link)
    through the burst with the views limited to two at once, the computers' calls
    explained."""
    from concurrent.futures import ThreadPoolExecutor

    import httpx

    from tests.server.live import LiveServer

    server = LiveServer(None, tmp_path, "--limit", "views_burst=2",
                        "--limit", "views_per_minute=6").start()
    try:
        made = run("tournament", "create", "--server", server.url, "--name", "Club night",
                   "--variant", "duplicate", "--boards", "2", "--level", "beginner",
                   "--seed", "5", "--closes", "in 2 hours")
        assert made.returncode == 0, made.stderr
        assert "the players' link: " in made.stdout and "pupils" not in made.stdout
        link = made.stdout.split("the players' link: ")[1].split(";")[0]
        table = server.post("/api/tables", {"variant": "minibridge",
                                            "seats": {"S": "human"}}).json()
        url = f"{server.url}/api/tables/{table['table']}/view"
        headers = {"Authorization": f"Bearer {table['tokens']['S']}"}
        terminal = subprocess.Popen(
            [sys.executable, "-m", "bridgeclub", "play", "--tournament", link,
             "--name", "Ann"], stdin=subprocess.PIPE,
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        with httpx.Client(timeout=30) as http, ThreadPoolExecutor(8) as pool:
            codes = list(pool.map(lambda _: http.get(url, headers=headers).status_code,
                                  range(600)))
        out, err = terminal.communicate(FEED, timeout=300)
        assert codes.count(200) <= 3 and codes.count(429) >= 597, sorted(set(codes))
        # bridgeclub serve writes each request to the data folder's access log
        log = (tmp_path / "access.log").read_text(encoding="utf-8")
        assert log.count(f'"GET /api/tables/{table["table"]}/view" 429 ') == \
            codes.count(429)
        assert terminal.returncode == 0, err
        assert "Board 2: the field" in out and "boards are all played" in out
        # the computers' calls come with their explanations, as at the terminal's own table
        assert re.search(r"(West|North|East)'s (1|2|3)(C|D|H|S|NT|♣|♦|♥|♠): \w", out), out
    finally:
        server.kill()
