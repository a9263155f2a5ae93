"""How often the standard computer player makes the book's call on a card's book cases
(SAYC's ``tests/bots/bidding/sayc_book.json``, Acol's ``acol_book.json``): agreement per
category (openings, responses, opener's rebids, later uncontested calls, competitive
calls) and overall, and with ``--show`` every case where the system differs.

    python3 bench/sayc.py
    python3 bench/sayc.py --show
    python3 bench/sayc.py --system acol
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bridgeclub.bots.bidding.book import call_for

BOOKS = Path(__file__).resolve().parent.parent / "tests/bots/bidding"
CATEGORIES = ("opening", "response", "rebid", "later", "competitive")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--show", action="store_true", help="print every difference")
    parser.add_argument("--system", default="sayc", choices=("sayc", "acol"))
    parser.add_argument("--cases", type=Path, default=None,
                        help="the book cases (by default the card's own)")
    args = parser.parse_args()
    path = args.cases or BOOKS / f"{args.system}_book.json"
    cases = json.loads(path.read_text(encoding="utf-8"))["cases"]
    agreed: Counter[str] = Counter()
    total: Counter[str] = Counter()
    for case in cases:
        rule = call_for(case["hand"], case["auction"], case.get("vulnerability", "None"),
                        system=args.system)
        total[case["category"]] += 1
        if rule.call == case["call"]:
            agreed[case["category"]] += 1
        elif args.show:
            print(f"{case['category']:11} {case['auction'] or '-':28} {case['hand']:20} "
                  f"book {case['call']:4} system {rule.call:4} ({rule.why}) "
                  f"[{case['source'].split(': ', 1)[-1]}]")
    for category in CATEGORIES:
        if total[category]:
            print(f"{category:12} {agreed[category]:4}/{total[category]:<4} "
                  f"{100 * agreed[category] / total[category]:5.1f}%")
    n, k = sum(total.values()), sum(agreed.values())
    print(f"{'overall':12} {k:4}/{n:<4} {100 * k / n:5.1f}%")


if __name__ == "__main__":
    main()
