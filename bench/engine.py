"""Engine speed: complete random deals (auction and play) through the Game API.

Drives bridgeclub's ``duplicate`` game and OpenSpiel's C++ ``bridge`` game
(``use_double_dummy_result=false``) with the same loop: deal, then pick a uniformly random
legal action until the deal is over. Prints deals per second and player actions per
second for both, in ``--rounds`` rounds taken in turn (so a busy machine slows both
alike), each round's ratio and their median (target: bridgeclub at least 0.5 of
OpenSpiel's actions per second).

    python3 bench/engine.py [--deals 3000] [--seconds 10] [--rounds 3] [--all-variants]
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
import timeit
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import bridgeclub as bc


def bridgeclub_deal(rng: random.Random) -> int:
    """Play one random deal through the Game API; return the player actions taken."""
    game = bc.new_game("duplicate", board=rng.randint(1, 16), seed=rng.getrandbits(32))
    return play_out(game, rng)


def variant_runner(variant: str) -> Callable[[random.Random], int]:
    """One random deal of ``variant`` through the Game API."""

    def run(rng: random.Random) -> int:
        return play_out(bc.new_game(variant, seed=rng.getrandbits(32)), rng)

    return run


def play_out(game: bc.Game, rng: random.Random) -> int:
    actions = 0
    choice = rng.choice
    while not game.is_over:
        game.act(choice(game.legal_actions()))
        actions += 1
    return actions


def openspiel_runner() -> Callable[[random.Random], int] | None:
    try:
        import pyspiel
    except ImportError:
        return None
    game = pyspiel.load_game("bridge(use_double_dummy_result=false)")

    def openspiel_deal(rng: random.Random) -> int:
        state = game.new_initial_state()
        actions = 0
        choice = rng.choice
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes = state.chance_outcomes()
                state.apply_action(choice(outcomes)[0])
            else:
                state.apply_action(choice(state.legal_actions()))
                actions += 1
        return actions

    return openspiel_deal


def measure(run: Callable[[random.Random], int], deals: int, seconds: float) -> tuple[float, float]:
    """Deals per second and player actions per second, over ``deals`` deals or
    ``seconds``, whichever ends first."""
    rng = random.Random(1)
    for _ in range(20):
        run(rng)
    done = actions = 0
    start = time.perf_counter()
    while done < deals and time.perf_counter() - start < seconds:
        actions += run(rng)
        done += 1
    elapsed = time.perf_counter() - start
    return done / elapsed, actions / elapsed


def print_clone_speed() -> None:
    """``game.clone()`` (for search) beside ``Game.from_json`` on the same mid-play games,
    every variant (target: clone at least 10 times faster)."""
    rng = random.Random(5)
    for variant in bc.variant_names():
        game = bc.new_game(variant, seed=rng.getrandbits(32))
        while not game.is_over and len(game.history) < 40:
            game.act(rng.choice(game.legal_actions()))
        text = game.to_json()
        clone_s = min(timeit.repeat(game.clone, number=200, repeat=5)) / 200
        load_s = min(timeit.repeat(lambda t=text: bc.Game.from_json(t),
                                   number=20, repeat=5)) / 20
        print(f"{variant:18} clone {clone_s * 1e6:7.1f} us  from_json {load_s * 1e6:7.1f} us"
              f"  ({load_s / clone_s:5.1f}x)")


def main(argv: list[str] | None = None) -> float | None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=3000)
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--rounds", type=int, default=3,
                        help="rounds of bridgeclub then OpenSpiel; the median ratio counts")
    parser.add_argument("--all-variants", action="store_true",
                        help="also print every variant's random deals per second")
    args = parser.parse_args(argv)
    runner = openspiel_runner()
    ratios = []
    for round_number in range(1, max(1, args.rounds) + 1):
        ours = measure(bridgeclub_deal, args.deals, args.seconds)
        print(f"round {round_number}: bridgeclub duplicate: {ours[0]:10.1f} deals/s "
              f"{ours[1]:12.0f} actions/s")
        if runner is None:
            continue
        theirs = measure(runner, args.deals, args.seconds)
        ratios.append(ours[1] / theirs[1])
        print(f"round {round_number}: OpenSpiel bridge:     {theirs[0]:10.1f} deals/s "
              f"{theirs[1]:12.0f} actions/s  ratio {ratios[-1]:.2f}")
    median = statistics.median(ratios) if ratios else None
    if median is None:
        print("OpenSpiel is not installed (pip install open-spiel): no comparison")
    else:
        print(f"ratio (bridgeclub / OpenSpiel actions per second), median of {len(ratios)}: "
              f"{median:.2f}  (target 0.5)")
    print_clone_speed()
    if args.all_variants:
        for variant in bc.variant_names():
            deals, actions = measure(variant_runner(variant), args.deals, args.seconds / 4)
            print(f"{variant:18} {deals:10.1f} deals/s {actions:12.0f} actions/s")
    return median


if __name__ == "__main__":
    main()
