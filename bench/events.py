"""Club events at scale: a pairs session of 200 tables (400 pairs) and 30 boards, and a
Swiss teams event of 128 teams and 10 rounds, entered, scored and ranked (issue 15; target
under 2 s each).

The pairs session is a Mitchell cut to 15 rounds of 2 boards, every table playing the same
boards each round (so each board is played 200 times: 6,000 results, each checked as
entered); the random results are fixed by the seed. The teams event pairs each round
Swiss by the standings and scores 12-board matches (IMPs, WBF VPs).

    python3 bench/events.py
    python3 bench/events.py --scoring Cross                    # cross-IMPs, Butler
    python3 bench/events.py --tables 20 --teams 16 --rounds 4   # a quick run
    python3 bench/events.py --entries 1000 --commands 3          # issue 23's figures

Issue 23 adds what a director waits for: the wall time of ``bridgeclub --help`` and of one
``bridgeclub event enter`` (a new process each, the median of ``--commands`` runs; target
0.5 s), and ``--entries`` results entered one by one into a saved 15-table event file the
way ``event enter`` does it (read the file, check the result against the movement and the
board, write it), timed by the hundred (target 20 ms an entry, flat as the file grows).
"""

from __future__ import annotations

import argparse
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from bridgeclub.events.model import Event, Result
from bridgeclub.events.movements import Sitting
from bridgeclub.events.results import score_event
from bridgeclub.events.teams import TeamsEvent
from bridgeclub.seats import board_dealer, board_vulnerability

STRAINS = ("C", "D", "H", "S", "NT")


def session_sittings(tables: int, rounds: int, per_round: int) -> list[Sitting]:
    """A Mitchell of ``tables`` tables cut to ``rounds`` rounds with every table playing
    the same boards each round (duplicated boards, as in a simultaneous pairs): no pair
    meets another twice or a board twice."""
    sittings = []
    for r in range(rounds):
        boards = tuple(range(r * per_round + 1, (r + 1) * per_round + 1))
        for t in range(tables):
            sittings.append(Sitting(r + 1, t + 1, t + 1, tables + (t - r) % tables + 1,
                                    r + 1, boards))
    return sittings


def pairs_session(tables: int, boards: int, seed: int, scoring: str = "MP"
                  ) -> tuple[float, float, int]:
    rng = random.Random(seed)
    rounds = boards // 2
    sittings = session_sittings(tables, rounds, 2)
    start = time.perf_counter()
    event = Event("Bench session", scoring=scoring)
    for pair in range(1, 2 * tables + 1):
        event.add_pair(pair, f"Pair {pair}")
    for board in range(1, boards + 1):
        event.add_board(board, str(board_dealer(board)), str(board_vulnerability(board)))
    for s in sittings:
        for board in s.boards:
            level = rng.randint(1, 7)
            event.enter(Result(board, s.ns, s.ew, f"{level}{rng.choice(STRAINS)}",
                               rng.choice("NESW"), min(13, level + 6 + rng.randint(-3, 1)),
                               table=s.table, round=s.round))
    entered = time.perf_counter() - start
    start = time.perf_counter()
    scores = score_event(event)
    scored = time.perf_counter() - start
    assert len(scores.ranking) == 2 * tables
    return entered, scored, len(event.results)


def swiss_teams(teams: int, rounds: int, boards: int, seed: int) -> tuple[float, int]:
    rng = random.Random(seed)
    start = time.perf_counter()
    event = TeamsEvent({t: f"Team {t}" for t in range(1, teams + 1)}, boards_per_match=boards)
    for _ in range(rounds):
        for home, away in event.next_round():
            if 0 in (home, away):
                event.bye(home or away)
                continue
            event.record(home, away, [rng.randrange(-150, 150) * 10 for _ in range(boards)],
                         [rng.randrange(-150, 150) * 10 for _ in range(boards)])
    ranking = event.ranking()
    elapsed = time.perf_counter() - start
    assert len(ranking) == teams
    return elapsed, len(event.matches)


def command_seconds(args: list[str], runs: int) -> float:
    """The median wall time of ``bridgeclub ARGS`` in a new process."""
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        done = subprocess.run([sys.executable, "-m", "bridgeclub", *args],
                              capture_output=True, text=True, check=False)
        times.append(time.perf_counter() - start)
        assert done.returncode == 0, done.stderr
    return statistics.median(times)


def saved_entries(entries: int, seed: int, folder: Path) -> list[float]:
    """Enter ``entries`` results one by one into a saved 15-table Mitchell (5 boards a
    round: 1,125 results when complete) as ``event enter`` does; the seconds of each."""
    from bridgeclub.cli.event_enter import where_played
    from bridgeclub.events.entry_file import Played, enter_result
    from bridgeclub.events.setup import new_pairs_event, parse_result, sitting_of

    rng = random.Random(seed)
    event, plan = new_pairs_event("Bench club", "mitchell", 15, 5, "MP", seed)
    path = folder / "club.json"
    path.write_text(event.to_json(), encoding="utf-8")
    jobs = [(s, b) for s in sorted(plan.sittings, key=lambda s: (s.round, s.table))
            for b in s.boards][:entries]
    times = []
    for sitting, board in jobs:
        words = [f"{rng.randint(1, 5)}{rng.choice(STRAINS)}", rng.choice("NESW"),
                 str(rng.randint(5, 12))]

        def entry(event: Event, played: Played, sitting: Sitting = sitting,
                  board: int = board, words: list[str] = words) -> Result:
            number, ns, ew, rest = where_played(event, words, sitting.table, sitting.round,
                                                board, played)
            assert sitting_of(plan, number, ns, ew) is not None
            return parse_result(number, ns, ew, rest, None, None)

        start = time.perf_counter()
        enter_result(path, entry)
        times.append(time.perf_counter() - start)
    return times


def issue_23(entries: int, commands: int, seed: int) -> float:
    """Print the director's waits (see the module docstring); the slowest hundred's
    milliseconds an entry."""
    with tempfile.TemporaryDirectory() as folder:
        if commands:
            club = Path(folder) / "cmd.json"
            subprocess.run([sys.executable, "-m", "bridgeclub", "event", "create", str(club),
                            "--tables", "3"], capture_output=True, check=True)
            help_time = command_seconds(["--help"], commands)
            enter_time = command_seconds(["event", "enter", str(club), "1", "1", "4", "4S",
                                          "N", "10"], commands)
            print(f"bridgeclub --help: {help_time:.2f} s, event enter: {enter_time:.2f} s "
                  f"(median of {commands}, target 0.5 s)")
        times = saved_entries(entries, seed, Path(folder))
    hundreds = [1000 * statistics.mean(times[i:i + 100]) for i in range(0, len(times), 100)]
    print(f"{len(times)} entries into a 15-table event, ms an entry by the hundred: "
          + " ".join(f"{h:.1f}" for h in hundreds) + " (target 20, flat)")
    return max(hundreds)


def main(argv: list[str] | None = None) -> float:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, default=200)
    parser.add_argument("--boards", type=int, default=30)
    parser.add_argument("--teams", type=int, default=128)
    parser.add_argument("--rounds", type=int, default=10)
    parser.add_argument("--match-boards", type=int, default=12)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--scoring", choices=("MP", "Butler", "Cross"), default="MP")
    parser.add_argument("--entries", type=int, default=1000,
                        help="results entered one by one into a saved event (0: none)")
    parser.add_argument("--commands", type=int, default=3,
                        help="runs of each timed command (0: none)")
    args = parser.parse_args(argv)
    if args.entries:
        issue_23(args.entries, args.commands, args.seed)
    if args.boards % 2 or args.boards // 2 >= args.tables:
        parser.error("--boards: two boards a round, fewer rounds than tables")
    entered, scored, results = pairs_session(args.tables, args.boards, args.seed,
                                               args.scoring)
    print(f"pairs ({args.scoring}): {args.tables} tables, {2 * args.tables} pairs, "
          f"{args.boards} boards, {results} results")
    print(f"  entered and checked: {entered:.2f} s")
    print(f"  scored and ranked:   {scored:.2f} s")
    print(f"  total:               {entered + scored:.2f} s (target < 2 s)")
    teams_time, matches = swiss_teams(args.teams, args.rounds, args.match_boards, args.seed)
    print(f"teams: {args.teams} teams, {args.rounds} Swiss rounds, {matches} matches of "
          f"{args.match_boards} boards")
    print(f"  paired, scored and ranked: {teams_time:.2f} s (target < 2 s)")
    return max(entered + scored, teams_time)


if __name__ == "__main__":
    main()
