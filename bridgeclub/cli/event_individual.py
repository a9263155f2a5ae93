"""``bridgeclub event individual``: an individual event from the command line.

    bridgeclub event individual create ind.json --players 8 --names players.csv
    bridgeclub event individual movement ind.json
    bridgeclub event individual enter ind.json --table 1 --round 2 4S N 10 [--board 4]
    bridgeclub event individual score ind.json [--json]

The movements seat 5, 8, 13 or 17 players (1 to 4 tables); every player partners every
other once, and no round needs a copy of a board (the 8 players' two tables share each
round's boards in half sets: give an even number of boards a round). A result is entered
by table and round (the board: the first of the round's boards without a result, or
``--board``); the file is rewritten whole, all or nothing.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Annotated

import typer

from bridgeclub.events.individual_event import IndividualEvent
from bridgeclub.events.setup import parse_result, read_names

#: Players of each individual movement, by tables.
PLAYERS = {1: 5, 2: 8, 3: 13, 4: 17}


def register(event_app: typer.Typer, problem: type[Exception]) -> None:
    """Add ``bridgeclub event individual`` and its commands to ``event_app``."""
    app = typer.Typer(help="Run an individual event: everyone partners everyone.",
                      no_args_is_help=True, rich_markup_mode=None)
    event_app.add_typer(app, name="individual")

    def load(path: Path) -> IndividualEvent:
        if not path.is_file():
            raise problem(f"{path}: no such individual event file")
        try:
            return IndividualEvent.from_json(path.read_text(encoding="utf-8"))
        except (ValueError, UnicodeDecodeError) as error:
            raise problem(f"{path}: {error}") from None

    def save(path: Path, event: IndividualEvent) -> None:
        temporary = path.with_name(path.name + ".new")
        try:
            temporary.write_text(event.to_json(), encoding="utf-8")
            os.replace(temporary, path)
        except OSError as error:
            raise problem(f"{path}: cannot write ({error.strerror})") from None

    @app.command()
    def create(
        file: Annotated[Path, typer.Argument(help="The event file to create (.json).")],
        players: Annotated[int | None, typer.Option(help="5, 8, 13 or 17 players.")] = None,
        names: Annotated[Path | None, typer.Option(
            help="A file of the players' names, one a line.")] = None,
        name: Annotated[str, typer.Option(help="The event's name.")] = "Club individual",
        boards_per_round: Annotated[int, typer.Option(help="Boards a round.")] = 2,
        scoring: Annotated[str, typer.Option(help="MP, Butler or Cross.")] = "MP",
        seed: Annotated[str, typer.Option(help="The seed of the deals.")] = "0",
    ) -> None:
        """Create an individual: the movement and the boards dealt from the seed."""
        if file.exists():
            raise problem(f"{file}: already exists (nothing overwritten)")
        try:
            named = read_names(names) if names is not None else {}
            count = players or (max(named) if named else 8)
            tables = next((t for t, n in PLAYERS.items() if n == count), None)
            if tables is None:
                raise ValueError(f"an individual here seats 5, 8, 13 or 17 players, not "
                                 f"{count}")
            if not 1 <= boards_per_round <= 8:
                raise ValueError(f"1 to 8 boards a round, not {boards_per_round}")
            event = IndividualEvent.new(name, tables, boards_per_round, scoring, seed, named)
        except ValueError as error:
            raise problem(str(error)) from None
        except OSError as error:
            raise problem(f"{names}: cannot be read ({error.strerror or error})") from None
        save(file, event)
        typer.echo(f"{name}: {len(event.players)} players, {event.movement.rounds} rounds, "
                   f"{len(event.boards)} boards -> {file}")

    @app.command()
    def movement(file: Annotated[Path, typer.Argument(help="The event file.")]) -> None:
        """Print the director's guide: every round, who sits where."""
        typer.echo(load(file).movement.guide(), nl=False)

    @app.command()
    def enter(
        file: Annotated[Path, typer.Argument(help="The event file.")],
        words: Annotated[list[str] | None, typer.Argument(
            help="The result: 4SX N 10, pass, A+/A- or not-played.")] = None,
        table: Annotated[int, typer.Option(help="The table.")] = 0,
        round_: Annotated[int, typer.Option("--round", help="The round.")] = 0,
        board: Annotated[int | None, typer.Option(help="Which of the round's boards.")
                         ] = None,
        lead: Annotated[str | None, typer.Option(help="The opening lead, like ST.")] = None,
        fixed: Annotated[int | None, typer.Option(help="A fixed score for NS.")] = None,
    ) -> None:
        """Enter a table's result by table and round."""
        event = load(file)
        seating = next((s for s in event.movement.round(round_) if s.table == table), None)
        if seating is None:
            raise problem(f"no table {table} in round {round_} of this individual (tables "
                          f"1 to {event.tables}, rounds 1 to {event.movement.rounds})")
        number = board
        if number is None:
            left = [b for b in seating.boards if (round_, table, b) not in event.results]
            if not left:
                raise problem(f"table {table} has a result for every board of round "
                              f"{round_}: say which with --board")
            number = left[0]
        try:
            result = parse_result(number, 0, 0, words or [], lead, fixed)
            event.enter(round_, table, number, result)
        except ValueError as error:
            raise problem(str(error)) from None
        save(file, event)
        kept = event.results[(round_, table, number)]
        points = kept.ns_score(event.boards[number])
        shown = "" if points is None else f": NS {points:+d}"
        typer.echo(f"board {number}, round {round_} table {table} (N {seating.north} "
                   f"S {seating.south} v E {seating.east} W {seating.west}){shown}")

    @app.command()
    def score(file: Annotated[Path, typer.Argument(help="The event file.")],
              as_json: Annotated[bool, typer.Option("--json", help="Print JSON.")] = False
              ) -> None:
        """Print the players' ranking."""
        event = load(file)
        if not event.results:
            raise problem(f"{file}: no results entered yet")
        lines = event.ranking()
        if as_json:
            typer.echo(json.dumps([{"player": line.player, "names": line.name,
                                    "score": round(line.score, 2),
                                    "percentage": None if line.percent is None
                                    else round(line.percent, 2),
                                    "rank": int(line.place.split("-")[0]),
                                    "place": line.place} for line in lines], indent=1))
            return
        for line in lines:
            value = f"{line.percent:6.2f}%" if line.percent is not None else \
                f"{line.score:7.1f}"
            typer.echo(f"{line.place:>5}  {line.player:3}  {value}  {line.name}")
