"""Double-dummy tables per second: bridgeclub's dd_tables against endplay's calc_all_tables.

Both run in this process on the same random deals; DDS itself uses every core. The target is
bridgeclub at 0.9 of the direct call's rate or better.

    python3 bench/analysis.py              # 1,000 deals
    python3 bench/analysis.py --deals 40   # a quick run
"""

from __future__ import annotations

import argparse
import time

from endplay.dds import calc_all_tables
from endplay.types import Deal as EpDeal

from bridgeclub.analysis.dds import CHUNK, dd_tables, exclusive
from bridgeclub.deal import Deal


def main(argv: list[str] | None = None) -> float:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=1000)
    parser.add_argument("--seed", default="bench")
    args = parser.parse_args(argv)
    deals = [Deal.random(seed=f"{args.seed}/{n}") for n in range(args.deals)]
    endplay_deals = [EpDeal(d.to_pbn()) for d in deals]

    start = time.perf_counter()
    direct = []
    for i in range(0, len(endplay_deals), CHUNK):
        with exclusive():
            direct.extend(calc_all_tables(endplay_deals[i:i + CHUNK]))
    direct_time = time.perf_counter() - start

    start = time.perf_counter()
    ours = dd_tables(deals)
    ours_time = time.perf_counter() - start

    assert len(ours) == len(direct) == len(deals)
    assert all(t.to_pbn_tricks() == _tricks(e) for t, e in zip(ours, direct, strict=True))
    direct_rate, ours_rate = len(deals) / direct_time, len(deals) / ours_time
    ratio = ours_rate / direct_rate
    print(f"deals: {len(deals)}")
    print(f"endplay calc_all_tables:  {direct_rate:8.1f} tables/s ({direct_time:.2f} s)")
    print(f"bridgeclub dd_tables:     {ours_rate:8.1f} tables/s ({ours_time:.2f} s)")
    print(f"ratio: {ratio:.3f} (target >= 0.9)")
    return ratio


def _tricks(table: object) -> str:
    from bridgeclub.analysis.dds import DDTable

    return DDTable.from_endplay(table).to_pbn_tricks()  # type: ignore[arg-type]


if __name__ == "__main__":
    main()
