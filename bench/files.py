"""PBN file speed and memory: writing and reading (streamed) a generated 10 MB file.

Makes a few hundred distinct boards (a random deal, an auction, the play of all 52 cards,
notes, comments, the double-dummy table as an OptimumResultTable), then, each phase in a
fresh process so its peak memory is its own:

- write: ``pbn.write`` of a stream of records (the boards over and over, renumbered, each
  with a deal of its own) until the file holds ``--megabytes`` MB;
- read: ``pbn.iter_read`` of that file, record by record, as ``analyze`` and ``convert`` do.

Prints, for each, the seconds, records per second, MB per second and the peak resident
memory of the process (``resource``), and its rise over the process after imports
(target: under 3 s and under 100 MB for 10 MB).

    python3 bench/files.py [--megabytes 10] [--keep FILE]
"""

from __future__ import annotations

import argparse
import json
import os
import random
import resource
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bridgeclub.calls import Strain
from bridgeclub.cards import Card
from bridgeclub.deal import Deal
from bridgeclub.formats import pbn
from bridgeclub.formats.pbn_sections import play_items
from bridgeclub.formats.pbn_types import Column, Item, Record, Section, Table
from bridgeclub.seats import Seat, board_dealer, board_vulnerability

AUCTION = ["1NT", "Pass", "2C", "Pass", "2S", "Pass", "4S", "Pass", "Pass", "Pass"]


def sample_board(number: int, rng: random.Random) -> Record:
    """A board as a club's results file holds it: deal, auction, play, notes, table."""
    deal = Deal.random(rng=rng)
    dealer = board_dealer(number)
    record = Record(tags={
        "Event": "Club pairs", "Site": "Club", "Date": "2026.11.23", "Board": str(number),
        "West": "Wes", "North": "Nat", "East": "Eve", "South": "Sam",
        "Dealer": str(dealer), "Vulnerable": str(board_vulnerability(number)),
        "Deal": deal.to_pbn(dealer), "Scoring": "MP", "Declarer": "S", "Contract": "4S",
        "Result": str(rng.randint(7, 12)), "Score": "NS 420", "ScoreMP": "NS 7.5",
    })
    record.auction = Section(str(dealer), [Item(c) for c in AUCTION], {1: "15-17"})
    record.auction.items[0] = Item("1NT", note=1)
    cards: list[Card] = []
    order = [Seat.W, Seat.N, Seat.E, Seat.S]
    hands = {seat: sorted(deal[seat].cards) for seat in order}
    for trick in range(13):
        cards.extend(hands[seat][trick] for seat in order)
    record.play = Section("W", play_items(Seat.W, cards, Strain.SPADES))
    record.comments["Deal"] = ["a hand for the newcomers' class"]
    table = Table([Column("Declarer"), Column("Denomination", width=2, align="R"),
                   Column("Result", width=2, align="R")])
    for seat in "NSEW":
        for strain in ("NT", "S", "H", "D", "C"):
            table.rows.append([seat, strain, str(rng.randint(3, 11))])
    record.tables["OptimumResultTable"] = table
    return record


def stream(boards: list[Record], deals: list[str]) -> Iterator[Record]:
    """A record for each deal: the boards over and over, renumbered, each with its own deal
    (so a reader cannot profit from seeing the same deal again)."""
    for index, deal in enumerate(deals):
        board = boards[index % len(boards)]
        record = Record(tags=dict(board.tags), auction=board.auction, play=board.play,
                        tables=board.tables, notes=board.notes, comments=board.comments)
        record.tags["Board"] = str(index + 1)
        record.tags["Deal"] = deal
        yield record


def _rss_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def phase_write(path: Path, megabytes: float) -> dict[str, float]:
    boards = [sample_board(n, random.Random(n)) for n in range(1, 201)]
    per_record = len(pbn.encode(pbn.dumps(boards))) / len(boards)
    count = int(megabytes * 1_000_000 / per_record) + 1
    rng = random.Random(7)
    deals = [Deal.random(rng=rng).to_pbn(board_dealer(n + 1)) for n in range(count)]
    base = _rss_mb()
    start = time.perf_counter()
    written = pbn.write(path, stream(boards, deals))
    seconds = time.perf_counter() - start
    return {"records": written, "seconds": seconds, "bytes": path.stat().st_size,
            "peak_mb": _rss_mb(), "rise_mb": _rss_mb() - base}


def phase_read(path: Path) -> dict[str, float]:
    base = _rss_mb()
    start = time.perf_counter()
    count = errors = 0
    for record in pbn.iter_read(path):
        count += 1
        errors += len(record.errors)
    seconds = time.perf_counter() - start
    return {"records": count, "errors": errors, "seconds": seconds,
            "bytes": path.stat().st_size, "peak_mb": _rss_mb(), "rise_mb": _rss_mb() - base}


def _run_phase(*args: str) -> dict[str, float]:
    done = subprocess.run([sys.executable, __file__, "--phase", *args], capture_output=True,
                          text=True, check=True)
    result: dict[str, float] = json.loads(done.stdout)
    return result


def _show(name: str, result: dict[str, float]) -> None:
    seconds = result["seconds"]
    print(f"{name:5}  {result['records']:8,.0f} records  {result['bytes'] / 1e6:6.1f} MB  "
          f"{seconds:6.2f} s  {result['records'] / seconds:9,.0f} records/s  "
          f"{result['bytes'] / 1e6 / seconds:5.1f} MB/s  peak {result['peak_mb']:6.1f} MB "
          f"(+{result['rise_mb']:.1f} MB over imports)")


def main(argv: list[str] | None = None) -> float:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--megabytes", type=float, default=10.0)
    parser.add_argument("--keep", type=Path, help="Keep the generated file here.")
    parser.add_argument("--phase", nargs="+", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.phase:
        kind, path = args.phase[0], Path(args.phase[1])
        result = phase_write(path, float(args.phase[2])) if kind == "write" else \
            phase_read(path)
        print(json.dumps(result))
        return 0.0
    with tempfile.TemporaryDirectory() as folder:
        path = args.keep or Path(folder) / "bench.pbn"
        written = _run_phase("write", str(path), str(args.megabytes))
        read = _run_phase("read", str(path))
        if read["records"] != written["records"] or read["errors"]:
            raise SystemExit(f"read {read['records']} records ({read['errors']} errors), "
                             f"wrote {written['records']}")
        print(f"PBN file of {written['bytes'] / 1e6:.1f} MB, {os.cpu_count()} cores "
              f"(each phase in its own process):")
        _show("write", written)
        _show("read", read)
    return float(read["records"] / read["seconds"])


if __name__ == "__main__":
    main()
