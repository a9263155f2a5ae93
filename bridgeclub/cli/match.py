"""``bridgeclub match``: computer players against each other, as teams of four play.

Each board is played twice with the same cards: at the first table the ``--ns`` level sits
North-South, at the second the seats are swapped. The difference per board is in the
variant's own unit (IMPs for duplicate and Chicago, points otherwise), for the ``--ns``
team; the command prints it per board, its mean and a 95% confidence interval, with a
progress bar, and writes every table to ``--out`` as PBN (each call's explanation a note
of the Auction section). Boards are played through ``bridgeclub.executor``: a local
process pool (``--workers``), or a Dask cluster (``--scheduler tcp://HOST:8786``).

Each team bids on its own convention card (``--ns-system`` and ``--ew-system``: ``sayc``
or ``acol``; the table's PBN says them in its BidSystemNS and BidSystemEW tags), and its
computers read the other team's calls by the other team's card.

In the games for two the ``--ns`` level plays South (with his rack or dummy) and the
``--ew`` level West; in 3-person EZ-Bridge the ``--ns`` level is the player South.

>>> outcome = play_board(BoardTask("duplicate", 1, 7, "beginner", "beginner"))
>>> outcome.board, outcome.unit, [r.tags["Room"] for r in outcome.records]
(1, 'IMPs', ['Open', 'Closed'])
"""

from __future__ import annotations

import math
import statistics
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from fractions import Fraction
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer

from bridgeclub.scoring.imps import imps
from bridgeclub.seats import Seat, Side

if TYPE_CHECKING:
    from bridgeclub.bots.cardplay.search import Budget
    from bridgeclub.formats.pbn_types import Record
    from bridgeclub.game import Game

# The games, the files, the computer players (which load DDS) and the process pool are
# imported by the functions that use them: ``bridgeclub --help`` loads none of them.

IMP_VARIANTS = frozenset({"duplicate", "chicago"})
#: The most actions a deal may take before the harness calls it stuck.
MAX_ACTIONS = 1000
#: The most boards one ``bridgeclub match`` plays (as ``deal --boards`` takes at most).
MAX_BOARDS = 10_000


#: a search's wall-clock limit when a match is played untimed: lay-out counts end it first
UNTIMED_SECONDS = 3600.0


@dataclass(frozen=True)
class BoardTask:
    """One board of a match: the variant, the board number, the match seed, the levels,
    and whether the computers play on their levels' clocks (``timed``) or to their
    lay-out counts alone, so that the same seed gives the same match on any machine."""

    variant: str
    board: int
    seed: int
    ns: str
    ew: str
    timed: bool = True
    ns_system: str = "sayc"
    ew_system: str = "sayc"


@dataclass(frozen=True)
class BoardOutcome:
    """The board's difference for the ``--ns`` team (in ``unit``), each table's net points
    for that team, and both tables as PBN text."""

    board: int
    difference: float
    unit: str
    tables: tuple[float, float]
    contracts: tuple[str, str]
    records: tuple[Record, Record]


def unit_of(variant: str) -> str:
    """IMPs for duplicate and Chicago, points for the rest."""
    return "IMPs" if variant in IMP_VARIANTS else "points"


def _number(value: Any) -> float:
    return float(Fraction(value)) if isinstance(value, Fraction | int | float) else 0.0


def side_net(score: Mapping[str, Any], side: Side) -> float:
    """What ``side`` gains over the other from a deal's score (per side or per player).

    >>> side_net({"NS": 420, "EW": -420}, Side.NS), side_net({"NS": 0, "EW": 120}, Side.NS)
    (420.0, -120.0)
    >>> side_net({"S": 50, "W": 120}, Side.EW), side_net({"E": 3, "S": 0, "W": 5}, Side.NS)
    (70.0, -8.0)
    """
    mine = theirs = 0.0
    for key, value in score.items():
        owner = Side.from_str(key) if key in ("NS", "EW") else Seat.from_str(key).side
        if owner is side:
            mine += _number(value)
        else:
            theirs += _number(value)
    if "NS" in score and "EW" in score and _number(score["NS"]) == -_number(score["EW"]):
        return mine                               # duplicate: each side's own score
    return mine - theirs


def _new_game(variant: str, board: int, seed: int) -> Game:
    from bridgeclub.game import find_variant, new_game

    names = {d["name"] for d in find_variant(variant).option_declarations()}
    options: dict[str, Any] = {}
    if "board" in names:
        options["board"] = (board - 1) % 32 + 1
    return new_game(variant, seed=seed * 1_000_003 + board, **options)


def play_table(variant: str, board: int, seed: int, levels: Mapping[Side, str],
               table: int, timed: bool = True,
               systems: Mapping[Side, str] | None = None) -> Game:
    """Play one table of a board to the end with computer players of ``levels`` by side,
    each side on its card of ``systems`` (SAYC when not given); ``timed=False`` lifts
    the levels' wall-clock budgets (their lay-out counts stay)."""
    from bridgeclub.bots import cardplay  # the computer players load DDS: only when they play
    from bridgeclub.bots.levels import BUDGETS, computer_player

    game = _new_game(variant, board, seed)

    def budget(level: str) -> Budget | None:
        kept = BUDGETS.get(level)
        return kept if timed or kept is None else replace(kept, seconds=UNTIMED_SECONDS)

    cards = systems or {}
    players = {s: computer_player(levels[s.side], seed=(seed * 1009 + board) * 17 + s * 3
                                  + table, budget=budget(levels[s.side]),
                                  system=cards.get(s.side),
                                  opponents=cards.get(s.side.opponents)) for s in Seat}
    for _ in range(MAX_ACTIONS):
        if game.is_over:
            return game
        actor = game.actor
        assert actor is not None
        view = game.view(actor)
        decision = players[actor].decide(view)
        explanation = "" if cardplay.is_card_play(view) else decision.explanation
        game.act(decision.action, explanation=explanation)
    raise RuntimeError(f"{variant} board {board} did not end in {MAX_ACTIONS} actions")


def with_notes(game: Game, record: Record) -> Record:
    """The record with each explained call's explanation as a note of the Auction section
    (``1NT =1=`` and ``[Note "1:15-17 points, balanced"]``; PBN allows 32 notes)."""
    if record.auction is None:
        return record
    calls = [m for m in game.history if m.phase == "auction"]
    items = record.auction.items
    real = [i for i, item in enumerate(items) if item.text not in ("+", "*", "-")]
    calls = calls[-len(real):] if real else []
    notes = dict(record.auction.notes)
    for index, move in zip(real, calls, strict=False):
        if move.explanation and len(notes) < 32:
            number = len(notes) + 1
            notes[number] = move.explanation.replace('"', "'")
            items[index] = replace(items[index], note=number)
    record.auction.notes = notes
    return record


def play_board(task: BoardTask) -> BoardOutcome:
    """Both tables of one board and the difference for the ``--ns`` team."""
    from bridgeclub.bots.bidding.options import system_named
    from bridgeclub.formats.games import game_to_record

    unit = unit_of(task.variant)
    first = play_table(task.variant, task.board, task.seed,
                       {Side.NS: task.ns, Side.EW: task.ew}, 0, task.timed,
                       {Side.NS: task.ns_system, Side.EW: task.ew_system})
    second = play_table(task.variant, task.board, task.seed,
                        {Side.NS: task.ew, Side.EW: task.ns}, 1, task.timed,
                        {Side.NS: task.ew_system, Side.EW: task.ns_system})
    nets: list[float] = []
    records = []
    team = (task.ns_system, task.ew_system)
    for room, game, side, (ns, ew), (ns_card, ew_card) in (
            ("Open", first, Side.NS, (task.ns, task.ew), team),
            ("Closed", second, Side.EW, (task.ew, task.ns), team[::-1])):
        result = game.result
        assert result is not None
        nets.append(side_net(result.score, side))
        record = game_to_record(game, Event="bridgeclub match", Room=room,
                                Board=str(task.board), North=ns, South=ns, East=ew, West=ew,
                                BidSystemNS=system_named(ns_card).name,
                                BidSystemEW=system_named(ew_card).name)
        records.append(with_notes(game, record))
    total = nets[0] + nets[1]
    difference = float(imps(round(total))) if unit == "IMPs" else total
    contracts = tuple(table_result(g) for g in (first, second))
    return BoardOutcome(task.board, difference, unit, (nets[0], nets[1]),
                        (contracts[0], contracts[1]), (records[0], records[1]))


def table_result(game: Any) -> str:
    """A table's result as a scorer writes it: contract, declarer and tricks (``4S N 10``),
    or ``passed out``."""
    result = game.result
    if result is None:
        return ""
    if not result.declarer or str(result.contract) in ("P", "Pass"):
        return "passed out"
    return f"{result.contract} {result.declarer} {result.tricks}"


def interval(values: Sequence[float]) -> tuple[float, float, float]:
    """The mean and its 95% confidence interval (normal approximation; a single board has
    no interval: both ends are the mean).

    >>> interval([1.0, 3.0, 2.0, 2.0])
    (2.0, 1.199833, 2.800167)
    """
    mean = statistics.fmean(values)
    if len(values) < 2:
        return mean, mean, mean
    half = 1.96 * statistics.stdev(values) / math.sqrt(len(values))
    return mean, round(mean - half, 6), round(mean + half, 6)


def run_match(variant: str, ns: str, ew: str, boards: int, seed: int = 1,
              workers: int | None = None, scheduler: str | None = None,
              client: Any = None, on_board: Callable[[BoardOutcome], None] | None = None,
              timed: bool = True, ns_system: str = "sayc", ew_system: str = "sayc"
              ) -> list[BoardOutcome]:
    """Play ``boards`` boards; the outcomes in board order. The computers keep their
    levels' time budgets unless ``timed=False``: then the same seed gives the same match
    whatever the machine's load (a search the clock stops depends on the clock). Each
    team bids on its card (``ns_system``, ``ew_system``: ``sayc`` or ``acol``)."""
    from bridgeclub.bots.bidding.options import system_named
    from bridgeclub.bots.levels import LEVELS
    from bridgeclub.executor import open_executor, run_tasks
    from bridgeclub.game import variant_names

    if variant not in variant_names():
        raise ValueError(f"unknown variant {variant!r}: choose one of "
                         f"{', '.join(variant_names())}")
    for level in (ns, ew):
        if level not in LEVELS:
            raise ValueError(f"unknown level {level!r}: choose {', '.join(LEVELS)}")
    ns_system, ew_system = system_named(ns_system).key, system_named(ew_system).key
    if boards < 1:
        raise ValueError(f"play at least one board, not {boards}")
    if boards > MAX_BOARDS:
        raise ValueError(f"at most {MAX_BOARDS:,} boards at a time, not {boards:,}")
    tasks = [BoardTask(variant, board, seed, ns, ew, timed, ns_system, ew_system)
             for board in range(1, boards + 1)]
    outcomes: dict[int, BoardOutcome] = {}
    with open_executor(workers, scheduler, client) as pool:
        for index, outcome in run_tasks(pool, play_board, tasks):
            outcomes[index] = outcome
            if on_board is not None:
                on_board(outcome)
    return [outcomes[i] for i in range(len(tasks))]


def _format(value: float) -> str:
    return f"{value:+.2f}".rstrip("0").rstrip(".") if value != int(value) else f"{value:+.0f}"


def register(app: typer.Typer, problem: type[Exception]) -> None:
    """Add ``bridgeclub match`` to ``app``."""

    @app.command()
    def match(
        variant: Annotated[str, typer.Option(help="The variant: duplicate, rubber, ...")],
        ns: Annotated[str, typer.Option(help="North-South's level at the first table.")
                      ] = "standard",
        ew: Annotated[str, typer.Option(help="East-West's level at the first table.")
                      ] = "beginner",
        boards: Annotated[int, typer.Option(help="Boards, each played at two tables.")] = 8,
        seed: Annotated[int, typer.Option(help="The seed of the deals and players.")] = 1,
        workers: Annotated[int | None, typer.Option(
            help="Local processes (default: every core; 1 plays here).")] = None,
        out: Annotated[Path | None, typer.Option(help="Write every table to this PBN file.")
                       ] = None,
        scheduler: Annotated[str | None, typer.Option(
            help="A Dask scheduler, like tcp://HOST:8786, to play on a cluster.")] = None,
        ns_system: Annotated[str, typer.Option(
            help="The --ns team's convention card: sayc or acol.")] = "sayc",
        ew_system: Annotated[str, typer.Option(
            help="The --ew team's convention card: sayc or acol.")] = "sayc",
    ) -> None:
        """Computer players against each other: each board twice with the seats swapped."""
        from rich.progress import Progress

        from bridgeclub.bots.bidding.options import system_named
        from bridgeclub.cli.files import check_writable
        from bridgeclub.formats import pbn

        if out is not None:
            check_writable(out, problem, (".pbn",))
        unit = unit_of(variant)
        lines: list[str] = []
        try:
            with Progress(transient=True) as progress:
                bar = progress.add_task(f"{variant}: {ns} v {ew}", total=boards)

                def advance(outcome: BoardOutcome) -> None:
                    progress.advance(bar)

                outcomes = run_match(variant, ns, ew, boards, seed, workers, scheduler,
                                     on_board=advance, ns_system=ns_system,
                                     ew_system=ew_system)
        except ValueError as error:
            raise problem(str(error)) from None
        except OSError as error:          # Dask: the scheduler does not answer
            if scheduler is None:
                raise
            raise problem(f"cannot reach the Dask scheduler {scheduler}: "
                          f"{str(error).splitlines()[0]}") from None
        lines.append(f"{'':10} {'first table':>20} | {'second table':<20} {ns} gains")
        for outcome in outcomes:
            first, second = (f"{c} {_format(net)}".strip() for c, net in
                             zip(outcome.contracts, outcome.tables, strict=True))
            lines.append(f"board {outcome.board:3}: {first:>20} | {second:<20} "
                         f"{_format(outcome.difference)} {unit}")
        mean, low, high = interval([o.difference for o in outcomes])
        typer.echo("\n".join(lines))
        count = f"{len(outcomes)} board{'s' if len(outcomes) != 1 else ''}"
        spread = f", 95% CI [{low:+.2f}, {high:+.2f}]" if len(outcomes) > 1 else ""
        cards = f" ({system_named(ns_system).name} v {system_named(ew_system).name})" \
            if ns_system != ew_system else ""
        typer.echo(f"{ns} (NS at the first table) v {ew}{cards}, {count} of {variant}: "
                   f"{mean:+.2f} {unit} a board{spread}")
        if out is not None:
            pbn.write(out, [r for o in outcomes for r in o.records])
            typer.echo(f"{2 * len(outcomes)} tables written to {out}")
