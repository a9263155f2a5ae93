"""Match costs: a whole match played in the software and a long score pad, through the
Match API. Prints, for each kind, the time to deal, play and add every game, and the time
to save, load (every deal replayed, games from their action logs) and undo the last deal;
then the cost of one score pad entry and of undo on a 200-deal duplicate pad.

    python3 bench/matches.py [--deals 8]
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import bridgeclub as bc


def play_match(kind: str, deals: int, seed: int) -> tuple[bc.Match, float]:
    """A match of ``kind`` with up to ``deals`` deals played at random; its time."""
    rng = random.Random(seed)
    options = {"seed": seed} if kind == "buddy-bridge" else {}
    match = bc.new_match(kind, **options)
    start = time.perf_counter()
    for _ in range(deals):
        if match.is_over:
            break
        game = match.next_game(seed=rng.getrandbits(32))
        while not game.is_over:
            game.act(rng.choice(game.legal_actions()))
        match.add_game(game)
    return match, time.perf_counter() - start


def timed(step: object, repeat: int = 3) -> float:
    """The best of ``repeat`` runs of ``step()``, in milliseconds."""
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        step()  # type: ignore[operator]
        best = min(best, time.perf_counter() - start)
    return best * 1000


def main(argv: list[str] | None = None) -> int:
    """Print the figures; return the number of kinds measured."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=8)
    parser.add_argument("--pad", type=int, default=200, help="boards on the long pad")
    args = parser.parse_args(argv)
    deals, boards = args.deals, args.pad
    print(f"{'kind':16} {'deals':>5} {'play ms':>9} {'save ms':>8} {'load ms':>8} "
          f"{'undo ms':>8}")
    for kind in bc.match_kinds():
        match, seconds = play_match(kind, deals, seed=1)
        text = match.to_json()
        save = timed(match.to_json)
        load = timed(lambda text=text: bc.Match.from_json(text))

        def undo_last(text: str = text) -> None:
            bc.Match.from_json(text).undo()

        undo = timed(undo_last) - load
        print(f"{kind:16} {len(match.log):5} {seconds * 1000:9.1f} {save:8.2f} {load:8.2f} "
              f"{undo:8.2f}")
    pad = bc.new_match("duplicate", boards=boards)
    rng = random.Random(2)
    start = time.perf_counter()
    for _ in range(boards):
        pad.record(f"{rng.randint(1, 7)}{rng.choice('CDHSN')}", rng.choice("NESW"),
                   rng.randint(0, 13))
    per_entry = (time.perf_counter() - start) / boards * 1000
    print(f"duplicate pad: {per_entry:.2f} ms a record() over {boards} boards; undo of the "
          f"last board {timed(lambda: bc.Match.from_json(pad.to_json()).undo()):.1f} ms "
          f"(load and replay included)")
    return len(bc.match_kinds())


if __name__ == "__main__":
    main()
