"""A bidding-only team match of the computer players against EPBot, an established robot.

Each board is bid in two rooms: in room 1 our players (``computer_player(level)``) sit
North-South and the robot East-West, in room 2 the seats are swapped. Card play is held
equal, as ``bench/bidding.py`` holds it: each final contract is scored by its double-dummy
tricks (DDS through endplay, ``analysis.dds.dd_score``), and the board's swing is room 1's
North-South score against room 2's, in IMPs, so a positive swing is ours. It prints, for
each level: the IMPs a board with a 95% interval (ours minus the robot's), the boards won
and lost, how often each room's contract is within 1 IMP of par, where the IMPs went (the
swings summed by class: whether the same side opened in both rooms, whether the auction was
contested, and the contract our pair reached against the robot's), and the largest swings
with both rooms' auctions: every one of our calls with its explanation, every one of the
robot's with its own reading of it. With two levels it also prints the first level
against the second, board by board (the same boards, the same robot).

The robot is the native library of BBA's bidder (``bench/epbot.py``, its README in
``../shared/sparring/epbot``): ``--epbot`` names the library (by default that folder's),
``--card`` its convention card (``sayc``, ``acol`` or a ``.bbsa`` file). It is never a
dependency of the product. ``--seed`` chooses the boards (``bc.new_game('duplicate',
board=b, seed=f'{seed}-{b}')``): tune on some seeds and report on others.

    python3 bench/sparring.py --boards 20                          # a quick look
    python3 bench/sparring.py --level standard --level expert --boards 200 --seed dev1 \\
        --workers 2 --show 10

``--record FILE`` keeps each board's swing and both rooms' auctions (JSON); a later run
with ``--against FILE`` (the same seed, another version of the players) prints only the
boards whose auctions changed: how many, the IMPs they scored before and now, and the
largest of them with both versions' auctions, so a change is judged by what it changed
and not only by the mean of a noisy match.
"""

from __future__ import annotations

import argparse
import itertools
import json
import os
import statistics
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import bridgeclub as bc
from bench.bidding import solve
from bench.epbot import CARDS, LIBRARY, EPBotTable
from bridgeclub.analysis.dds import DDTable, dd_score, par
from bridgeclub.bots.levels import LEVELS, computer_player
from bridgeclub.calls import Contract
from bridgeclub.cli.match import interval
from bridgeclub.deal import Deal
from bridgeclub.executor import open_executor, run_tasks
from bridgeclub.scoring.imps import imps
from bridgeclub.seats import Vulnerability

#: Our players' systems by name; ``--system`` hands any other name to
#: ``computer_player(system=...)`` as it is, for a card the players may come to read by name.
SYSTEMS = ("sayc",)


@dataclass(frozen=True)
class Call:
    """One call of a room's auction: its seat, the call, whose it is (``ours`` or the
    robot's) and what it means (our explanation, or the robot's reading of its own call);
    ``rules``: the system's own call when a simulation chose another."""

    seat: str
    call: str
    ours: bool
    meaning: str
    seconds: float = 0.0
    rules: str = ""


@dataclass(frozen=True)
class Room:
    """One room's auction and the contract it reached (None when passed out)."""

    calls: tuple[Call, ...]
    contract: Contract | None


@dataclass(frozen=True)
class Board:
    """One board bid in both rooms by one of our levels against the robot."""

    number: int
    level: str
    deal: str
    dealer: str
    vulnerability: str
    rooms: tuple[Room, Room]


_ROBOTS: dict[tuple[str, str], EPBotTable] = {}


def robot(library: str, card: str) -> EPBotTable:
    """This process's robot table for ``library`` and ``card`` (loaded once a process)."""
    key = (library, card)
    if key not in _ROBOTS:
        _ROBOTS[key] = EPBotTable(library, card)
    return _ROBOTS[key]


def bid_room(number: int, seed: str, level: str, ours: str, table: EPBotTable,
             system: Any = None, seconds: float | None = None
             ) -> tuple[Room, Deal, str, str]:
    """The auction of board ``number`` with our ``level`` in the seats ``ours`` (``NS``
    or ``EW``) and the robot in the others; with the deal, the dealer and who is
    vulnerable. ``seconds``: a call's time instead of the level's own."""
    game: Any = bc.new_game("duplicate", board=number, seed=f"{seed}-{number}")
    dealer, vulnerable = str(game.dealer), str(game.vulnerability)
    table.deal({str(s): [str(c) for c in cards] for s, cards in game.deal.items()},
               dealer, vulnerable)
    players = {seat: computer_player(level, seed=number, system=system,
                                     bidding_seconds=seconds) for seat in ours}
    by_rules = computer_player("standard", seed=number, system=system)
    calls: list[Call] = []
    while game.phase == "auction":
        seat = str(game.actor)
        start = time.perf_counter()
        if seat in players:
            decision = players[seat].decide(game.view(seat))
            call, meaning = str(decision.action), decision.explanation
        else:
            call, meaning = table.call_of(seat, [c.call for c in calls])
        spent = time.perf_counter() - start
        rules = ""
        if seat in players and level != "standard":
            rules = str(by_rules.decide(game.view(seat)).action)
            rules = "" if rules == call else rules
        if not game.can_act(call):
            raise RuntimeError(f"board {number}: {seat}'s call {call} is not legal after "
                               f"{' '.join(c.call for c in calls) or 'nothing'}")
        game.act(call, explanation=meaning)
        calls.append(Call(seat, call, seat in players, meaning, spent, rules))
    return Room(tuple(calls), game.contract), game.deal, dealer, vulnerable


def bid_board(task: tuple[int, str, str, str, str, Any, float | None]) -> Board:
    """Both rooms of one board for one level: ours North-South, then East-West."""
    number, level, seed, library, card, system, seconds = task
    table = robot(library, card)
    first, deal, dealer, vulnerable = bid_room(number, seed, level, "NS", table, system,
                                               seconds)
    second, _, _, _ = bid_room(number, seed, level, "EW", table, system, seconds)
    return Board(number, level, deal.to_pbn(), dealer, vulnerable, (first, second))


@dataclass(frozen=True)
class Scored:
    """A board's result: each room's North-South score, par, and our swing in IMPs."""

    board: Board
    scores: tuple[int, int]
    par: int

    @property
    def swing(self) -> int:
        return imps(self.scores[0] - self.scores[1])

    def near_par(self, room: int) -> bool:
        return abs(imps(self.scores[room] - self.par)) <= 1


def score(board: Board, table: DDTable) -> Scored:
    vulnerability = Vulnerability.from_str(board.vulnerability)
    target = par(table, vulnerability, bc.Seat.from_str(board.dealer)).score
    first, second = (dd_score(table, room.contract, vulnerability) for room in board.rooms)
    return Scored(board, (first, second), target)


def auction_lines(room: Room) -> list[str]:
    """A room's auction, a call a line, each with what it means and whose it is."""
    return [f"      {c.seat} {c.call:3} {'ours ' if c.ours else 'robot'} {c.meaning}"
            + (f" (simulation; the system's call: {c.rules})" if c.rules else "")
            for c in room.calls]


def describe(contract: Contract | None) -> str:
    return "passed out" if contract is None else contract.describe()


def show_swing(result: Scored) -> str:
    board = result.board
    lines = [f"  board {board.number} ({board.deal}, dealer {board.dealer}, vulnerable "
             f"{board.vulnerability}): {result.swing:+d} IMPs, par {result.par:+d}"]
    for index, (room, who) in enumerate(zip(board.rooms, ("ours N-S", "ours E-W"),
                                            strict=True)):
        lines.append(f"    room {index + 1} ({who}): {describe(room.contract)}, "
                     f"N-S {result.scores[index]:+d}")
        lines += auction_lines(room)
    return "\n".join(lines)


def report(level: str, results: Sequence[Scored], show: int) -> list[float]:
    """Print one level's figures against the robot; its swings, board by board."""
    swings = [float(r.swing) for r in results]
    mean, low, high = interval(swings)
    won = sum(1 for s in swings if s > 0)
    lost = sum(1 for s in swings if s < 0)
    count = len(results)
    print(f"{level}: {mean:+.2f} IMPs/board (95% CI {low:+.2f} to {high:+.2f}); "
          f"won {won} boards, lost {lost}, {count - won - lost} level")
    for room, who in ((0, "ours N-S"), (1, "ours E-W")):
        share = sum(r.near_par(room) for r in results) / count
        print(f"  room {room + 1} ({who}): contract within 1 IMP of par {share:.1%}")
    ours = [c.seconds for r in results for room in r.board.rooms for c in room.calls
            if c.ours]
    if ours:
        ms = sorted(1000 * s for s in ours)
        print(f"  our time per call: median {statistics.median(ms):.1f} ms, 95th "
              f"percentile {ms[int(0.95 * (len(ms) - 1))]:.1f} ms")
    changed = [r for r in results if any(c.rules for room in r.board.rooms
                                         for c in room.calls)]
    if changed:
        print(f"  boards where a simulation changed a call: {len(changed)}, "
              f"{sum(r.swing for r in changed):+d} IMPs there")
    print("\n".join(breakdown(results)))
    if show:
        print(f"  the {show} largest swings:")
        for result in sorted(results, key=lambda r: -abs(r.swing))[:show]:
            print(show_swing(result))
    return swings


def contract_class(contract: Contract | None) -> str:
    """A contract's class for the breakdown: ``pass``, ``part``, ``game`` or ``slam``,
    with ``X`` when doubled (or redoubled).

    >>> [contract_class(Contract.from_str(c)) for c in ("3NT", "4C", "6SX", "2HXX")]
    ['game', 'part', 'slamX', 'partX']
    >>> contract_class(None)
    'pass'
    """
    if contract is None:
        return "pass"
    strain = str(contract.strain)
    game_level = 3 if strain == "NT" else 4 if strain in ("H", "S") else 5
    kind = "slam" if contract.level >= 6 else "game" if contract.level >= game_level else "part"
    return kind + ("X" if contract.doubled else "")


def opening_side(room: Room) -> tuple[bool | None, bool]:
    """Whether our side made the room's first bid (None when passed out), and whether
    both sides bid (a contested auction)."""
    bidders = [c.ours for c in room.calls if c.call not in ("P", "X", "XX")]
    return (bidders[0] if bidders else None), len(set(bidders)) == 2


def breakdown_key(result: Scored) -> str:
    """Where a board's swing belongs: whether the same side of the table opened in both
    rooms (so one room shows our constructive bidding and the other the robot's) or the
    openers differed; whether the auction was contested; and, when the openers agree,
    the class of the contract our pair reached as the opening side against the robot's
    (``game v slam``: we bid game where the robot bid a slam)."""
    (first_ours, first_contested), (second_ours, second_contested) = (
        opening_side(room) for room in result.board.rooms)
    contested = "contested" if first_contested or second_contested else "quiet"
    if first_ours is None or second_ours is None or first_ours == second_ours:
        return f"openers differ, {contested}"
    ours, theirs = (result.board.rooms if first_ours else result.board.rooms[::-1])
    return (f"same opener, {contested}: {contract_class(ours.contract)} v "
            f"{contract_class(theirs.contract)}")


def breakdown(results: Sequence[Scored], rows: int = 8) -> list[str]:
    """Where the IMPs went: the swings summed by ``breakdown_key``, the costliest classes
    first, each with its boards, IMPs a board and a few example boards."""
    classes: dict[str, list[Scored]] = {}
    for result in results:
        classes.setdefault(breakdown_key(result), []).append(result)
    lines = ["  where the IMPs went (opener: the same side in both rooms or not; contract "
             "ours v the robot's as the opening side):"]
    for key, members in sorted(classes.items(), key=lambda kv: sum(r.swing for r in kv[1])
                               )[:rows]:
        total = sum(r.swing for r in members)
        examples = " ".join(str(r.board.number) for r in sorted(
            members, key=lambda r: r.swing)[:6])
        lines.append(f"    {key:42} {total:+5d} IMPs over {len(members):4d} boards "
                     f"({total / len(members):+.2f}); e.g. boards {examples}")
    return lines


def calls_text(room: Room) -> str:
    """A room's auction as a line of calls (``1S P 2S P P P``), as ``--record`` keeps it."""
    return " ".join(c.call for c in room.calls)


def record(results: Sequence[Scored]) -> dict[str, Any]:
    """One level's boards as ``--record`` keeps them: by board number, the swing and
    each room's auction and contract."""
    return {str(r.board.number): {
        "swing": r.swing, "deal": r.board.deal,
        "rooms": [{"calls": calls_text(room), "contract": describe(room.contract)}
                  for room in r.board.rooms]}
        for r in results}


def compare(before: dict[str, Any], results: Sequence[Scored], show: int) -> None:
    """Print the boards whose auctions changed since ``before`` (a ``--record``): their
    count, their IMPs then and now, and the largest differences, both versions' contracts
    and auctions."""
    changed = []
    for result in results:
        old = before.get(str(result.board.number))
        if old is None or old["deal"] != result.board.deal:
            raise SystemExit(f"--against holds another board {result.board.number}: "
                             "use the same seed and boards")
        now = [calls_text(room) for room in result.board.rooms]
        if now != [room["calls"] for room in old["rooms"]]:
            changed.append((result, old))
    then = sum(old["swing"] for _, old in changed)
    now_imps = sum(r.swing for r, _ in changed)
    print(f"  against the record: {len(changed)} boards changed, {then:+d} IMPs there "
          f"before, {now_imps:+d} now ({now_imps - then:+d})")
    for result, old in sorted(changed, key=lambda c: -abs(c[0].swing - c[1]["swing"]))[:show]:
        print(f"  board {result.board.number}: {old['swing']:+d} -> {result.swing:+d} IMPs "
              f"({result.board.deal})")
        for index, room in enumerate(result.board.rooms):
            was = old["rooms"][index]
            now_calls = calls_text(room)
            if now_calls != was["calls"]:
                print(f"    room {index + 1} before: {was['contract']}: {was['calls']}")
                print(f"    room {index + 1} now:    {describe(room.contract)}: {now_calls}")


def player_system(name: str) -> Any:
    """What ``computer_player(system=...)`` gets for ``--system``: None for SAYC (its
    default), else the name as it is; an error when our players cannot bid by it."""
    if name == "sayc":
        return None
    try:
        game = bc.new_game("duplicate", board=1, seed="system")
        computer_player("standard", seed=1, system=name).decide(game.view(game.actor))
    except (TypeError, ValueError, AttributeError) as error:
        raise SystemExit(f"our players cannot bid by the system {name!r} ({error}); "
                         f"they know {', '.join(SYSTEMS)}") from error
    return name


def main(argv: Sequence[str] | None = None) -> dict[str, float]:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--epbot", type=Path, default=LIBRARY,
                        help="the robot's native library (libEPBot.so)")
    parser.add_argument("--card", default="sayc",
                        help="the robot's convention card: sayc, acol or a .bbsa file")
    parser.add_argument("--system", default="sayc",
                        help="our players' system (handed to computer_player)")
    parser.add_argument("--level", action="append", choices=LEVELS[1:],
                        help="our level (more than one: each plays the same boards)")
    parser.add_argument("--boards", type=int, default=200)
    parser.add_argument("--seed", default="sparring", help="the boards' seed")
    parser.add_argument("--workers", type=int, default=1, help="processes bidding boards")
    parser.add_argument("--tables", type=Path, default=None,
                        help="a file keeping the boards' double-dummy tables between runs")
    parser.add_argument("--bidding-seconds", type=float, default=None,
                        help="a call's time for expert's simulation instead of its own "
                             "(to see what the simulation does when it has time)")
    parser.add_argument("--show", type=int, default=5, help="the largest swings to print")
    parser.add_argument("--record", type=Path, default=None,
                        help="keep each board's swing and auctions in this file (JSON)")
    parser.add_argument("--against", type=Path, default=None,
                        help="a --record file of the same boards: print what changed")
    args = parser.parse_args(argv)
    card = CARDS.get(args.card, Path(args.card))
    for path, what in ((args.epbot, "library"), (card, "convention card")):
        if not Path(path).is_file():
            raise SystemExit(f"the robot's {what} is not at {path}")
    if args.boards < 1:
        raise SystemExit("--boards must be at least 1")
    if args.against and not args.against.is_file():
        raise SystemExit(f"--against: no record at {args.against}")
    before = json.loads(args.against.read_text()) if args.against else {}
    levels = list(dict.fromkeys(args.level or ["standard"]))
    system = player_system(args.system)
    tasks = [(b, level, args.seed, str(args.epbot), str(card), system, args.bidding_seconds)
             for level in levels for b in range(1, args.boards + 1)]
    boards: dict[tuple[str, int], Board] = {}
    started = time.monotonic()
    with open_executor(args.workers) as pool:
        for done, (_, board) in enumerate(run_tasks(pool, bid_board, tasks), 1):
            boards[board.level, board.number] = board
            if done % 20 == 0 or done == len(tasks):
                print(f"  {done}/{len(tasks)} boards bid ({time.monotonic() - started:.0f} s)",
                      file=sys.stderr, flush=True)
    numbers = range(1, args.boards + 1)
    tables = solve([Deal.from_pbn(boards[levels[0], b].deal) for b in numbers], args.tables)
    print(f"sparring against EPBot ({card.name}), {args.boards} boards, seed {args.seed!r}, "
          f"our system {args.system}; IMPs are ours minus the robot's")
    swings: dict[str, list[float]] = {}
    recorded: dict[str, Any] = {}
    for level in levels:
        results = [score(boards[level, b], t) for b, t in zip(numbers, tables, strict=True)]
        swings[level] = report(level, results, args.show)
        recorded[level] = record(results)
        if level in before:
            compare(before[level], results, args.show)
    if args.record:
        args.record.write_text(json.dumps(recorded))
    for first, second in itertools.pairwise(levels):
        mean, low, high = interval([a - b for a, b in zip(swings[first], swings[second],
                                                          strict=True)])
        print(f"{first} v {second}, board by board: {mean:+.2f} IMPs/board "
              f"(95% CI {low:+.2f} to {high:+.2f})")
    print(f"load average: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    return {level: statistics.fmean(s) for level, s in swings.items()}


if __name__ == "__main__":
    main()
