"""A tournament with the computer at its planned size (issue 25): 1,000 entrants' results
entered into a 12-board tournament (without playing), the live ranking and the board's
traveller worked out after each entry, as the server does (every entrant's place, and the
lines it sends: the first 50, ``tournament_frames.RANKING_LINES``; ``--lines 0`` makes
every line). Target: at most 5 ms an entry.

The results are drawn at random from a spread of contracts a field of people would reach
on each board (fixed by the seed), entered entrant by entrant in a shuffled order of
boards, so the field of every board grows together. At the end the totals are checked
against the club events' scoring of the same results (``events.results.score_event``).

    python3 bench/tournament.py
    python3 bench/tournament.py --entrants 200 --form Cross
    python3 bench/tournament.py --store postgresql+psycopg://127.0.0.1/test --entrants 200

With ``--store URL`` each entry is first committed to the server's store (its plays log,
``server.store.tournaments``: one row, one commit), as a server process does before it
scores it; the tables are made in a schema of their own and dropped at the end.
"""

from __future__ import annotations

import argparse
import random
import time
from typing import Any

from bridgeclub.events.results import score_event
from bridgeclub.tournaments.model import Play, Tournament

STRAINS = ("C", "D", "H", "S", "NT")


def random_play(rng: random.Random, board: int, spread: list[tuple[str, str]]) -> Play:
    contract, declarer = rng.choice(spread)
    level = int(contract[0])
    tricks = max(0, min(13, 6 + level + rng.choice((-2, -1, -1, 0, 0, 0, 0, 1, 1, 2))))
    return Play(board, contract, declarer, tricks)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--entrants", type=int, default=1000)
    parser.add_argument("--boards", type=int, default=12)
    parser.add_argument("--form", default="MP", choices=("MP", "Butler", "Cross"))
    parser.add_argument("--seed", type=int, default=25)
    parser.add_argument("--store", help="commit each entry to this database first")
    parser.add_argument("--lines", type=int, default=50,
                        help="lines of the ranking made after each entry (0: all)")
    args = parser.parse_args(argv)
    rng = random.Random(args.seed)
    tournament = Tournament.new("Bench", "duplicate", args.form, boards=args.boards,
                                seed=args.seed)
    spreads = {b: [(f"{rng.randint(1, 6)}{rng.choice(STRAINS)}", rng.choice("NESW"))
                   for _ in range(rng.randint(4, 10))] for b in tournament.boards}
    entries = []
    for n in range(args.entrants):
        entrant = tournament.join(f"Entrant {n + 1}")
        for board in rng.sample(sorted(tournament.boards), len(tournament.boards)):
            entries.append((entrant, random_play(rng, board, spreads[board])))
    rng.shuffle(entries)
    commit = _store(args.store, tournament) if args.store else None
    slowest = 0.0
    started, cpu = time.perf_counter(), time.process_time()
    for entrant, play in entries:
        t0 = time.perf_counter()
        if commit is not None:
            commit(entrant, play)
        tournament.enter(entrant, play)
        ranking = tournament.scoring.ranking(args.lines or None)
        traveller = tournament.traveller(play.board)
        slowest = max(slowest, time.perf_counter() - t0)
    elapsed = time.perf_counter() - started
    cpu = time.process_time() - cpu
    assert ranking and traveller
    count = len(entries)
    lines = f"{args.lines} lines" if args.lines else "every line"
    print(f"{count:,} entries ({args.entrants:,} entrants x {args.boards} boards, "
          f"{args.form}, {lines}): {elapsed:.2f} s, {1000 * elapsed / count:.2f} ms an entry "
          f"with the ranking and the traveller (slowest {1000 * slowest:.1f} ms; "
          f"target 5 ms); CPU time {1000 * cpu / count:.2f} ms an entry")
    t0 = time.perf_counter()
    scores = score_event(tournament.event())
    print(f"the same results scored by the events code at once: "
          f"{time.perf_counter() - t0:.2f} s")
    ranking = tournament.scoring.ranking()
    theirs = {line.pair: line.score for line in scores.ranking}
    worst = max(abs(theirs[line.entrant] - line.score) for line in ranking)
    print(f"largest difference from the events code's totals: {worst:.1e}")
    assert worst < 1e-6
    if commit is not None:
        commit(0, None)            # drops the schema
    return count


def _store(url: str, tournament: Tournament) -> Any:
    """A function that commits one entry to the plays log of a fresh store at ``url``
    (PostgreSQL: in a schema of its own, dropped when called with ``None``)."""
    import uuid

    from sqlalchemy import create_engine, text

    from bridgeclub.server.store import Store
    from bridgeclub.server.store.tournaments import PlayRow, TournamentRow, TournamentStore

    schema = f"bc_bench_{uuid.uuid4().hex[:10]}"
    admin = create_engine(url, isolation_level="AUTOCOMMIT")
    if url.startswith("postgresql"):
        with admin.connect() as connection:
            connection.execute(text(f'CREATE SCHEMA "{schema}"'))
        url = f"{url}?options=-csearch_path%3D{schema}"
    store = TournamentStore(Store(url))
    store.create(TournamentRow("bench", tournament.to_json(), {}))
    seq = [0]

    def commit(entrant: int, play: Play | None) -> None:
        if play is None:
            if schema and admin.url.get_backend_name() == "postgresql":
                with admin.connect() as connection:
                    connection.execute(text(f'DROP SCHEMA "{schema}" CASCADE'))
            return
        seq[0] += 1
        store.append(PlayRow("bench", seq[0], entrant, play.board,
                             Tournament.play_to_json(play)))

    return commit


if __name__ == "__main__":
    main()
