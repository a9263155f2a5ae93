"""Screenshots of the browser app: each variant's table in the middle of a deal.

Starts ``bridgeclub serve`` on a fresh database (port 8230 unless --port; the computer
waits 0.4 s before each action so that the picture is taken mid-deal), makes a table of
each variant against the computer (beginner), plays by clicking the first legal card or
call until a few cards of the play are on the table, and writes
``docs/screenshots/<variant>.png`` (1280x900). ``--phone`` writes the phone-sized
(390x844) ones as ``<variant>-phone.png``.

    .venv/bin/python scripts/screenshots.py [--phone] [--only duplicate] [--out DIR]
"""

from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import Page, sync_playwright

ROOT = Path(__file__).resolve().parent.parent
ACTIONS = ".compass button[data-action]:enabled"
#: Cards of the play on the table when the picture is taken (the games for two play
#: their exchange or racks first; MiniBridge has no auction).
CARDS_PLAYED = 9


def start_server(port: int, folder: Path) -> subprocess.Popen[bytes]:
    process = subprocess.Popen(
        [sys.executable, "-m", "bridgeclub", "serve", "--port", str(port),
         "--data-dir", str(folder), "--db", f"sqlite:///{folder / 'tables.db'}",
         "--computer-delay", "0.4"],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        try:
            with urllib.request.urlopen(f"http://127.0.0.1:{port}/api/variants", timeout=2):
                return process
        except OSError:
            time.sleep(0.2)
    process.kill()
    raise SystemExit("the server did not start")


def new_table(url: str, variant: str, players: list[str]) -> str:
    me = "S" if "S" in players else players[0]
    body = {"variant": variant, "seats": {s: "human" if s == me else "computer:beginner"
                                          for s in players},
            "options": {"claims": True, "undo": True, "hints": True, "memory_help": True}}
    request = urllib.request.Request(f"{url}/api/tables", data=json.dumps(body).encode(),
                                     headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request) as answer:
        made = json.load(answer)
    return f"{url}{made['links'][me]}"


def play_to_middle(page: Page) -> None:
    """Click the first legal action (in the auction: the lowest bid, then pass) until
    enough cards are played and it is our turn to play one."""
    deadline = time.monotonic() + 90
    while time.monotonic() < deadline:
        table = page.locator(".table-page")
        played = int(table.get_attribute("data-played") or 0)
        mine = page.locator(".compass button.card.legal:enabled").count() > 0
        if page.locator(".after-deal").count():
            return
        if played >= CARDS_PLAYED and (mine or played >= CARDS_PLAYED + 3):
            return
        button = page.locator(ACTIONS).first
        bid_made = page.locator(".auction td").filter(has_text=re.compile(r"\d")).count() > 0
        pass_button = page.locator(".compass button[data-action='P']:enabled")
        opening = page.locator(".compass button[data-action='open']:enabled")
        if opening.count():
            button = opening  # MiniBridge with slips: open, so that the deal is played
        elif bid_made and pass_button.count():
            button = pass_button  # the lowest bid once, then pass: a short, natural auction
        try:
            if button.count():
                button.click(timeout=2000, position={"x": 6, "y": 14})
                continue
        except PlaywrightError:
            pass  # drawn again under the click: look again
        page.wait_for_timeout(60)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--port", type=int, default=8230)
    parser.add_argument("--phone", action="store_true", help="also the phone-sized ones")
    parser.add_argument("--only", action="append", help="only this variant (repeatable)")
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "screenshots")
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as folder:
        server = start_server(args.port, Path(folder))
        url = f"http://127.0.0.1:{args.port}"
        try:
            with urllib.request.urlopen(f"{url}/api/variants") as answer:
                variants = {v["id"]: v["players"] for v in json.load(answer)}
            sizes = [("", 1280, 900)] + ([("-phone", 390, 844)] if args.phone else [])
            with sync_playwright() as playwright:
                browser = playwright.chromium.launch(executable_path="/usr/bin/chromium",
                                                     args=["--no-sandbox"])
                for variant, players in variants.items():
                    if args.only and variant not in args.only:
                        continue
                    for suffix, width, height in sizes:
                        page = browser.new_page(viewport={"width": width, "height": height},
                                                device_scale_factor=1)
                        page.goto(new_table(url, variant, players))
                        page.locator(".compass").wait_for()
                        play_to_middle(page)
                        page.wait_for_timeout(300)
                        path = args.out / f"{variant}{suffix}.png"
                        page.screenshot(path=str(path))
                        print(path.relative_to(ROOT) if path.is_relative_to(ROOT) else path)
                        page.close()
                browser.close()
        finally:
            server.kill()
            server.wait()


if __name__ == "__main__":
    main()
