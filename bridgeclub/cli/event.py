"""``bridgeclub event``: run a club event from the command line.

    bridgeclub event create club.json --movement mitchell --tables 5 --seed 7
    bridgeclub event create club.json --movement howell --names pairs.csv  # 13: a sit-out
    bridgeclub event enter club.json --table 3 --round 2 4SX N 10  # board from the movement
    bridgeclub event movement club.json [--table 3] [--html guide.html]
    bridgeclub event enter club.json 1 1 6 4SX N 10 --lead ST   # board, NS, EW, result
    bridgeclub event enter club.json 1 2 7 A+/A-                # adjusted; also pass,
    bridgeclub event score club.json [--board 1] [--pair 6] [--json]  # not-played, --fixed
    bridgeclub event publish club.json --html club.html --pbn club.pbn
    bridgeclub event rescore IN.pbn --out OUT.pbn [--match-boards 32]

The event is a JSON file, or a PBN results file in the Ruter columns (``.pbn``: scored
each time it is saved, the movement kept in a ``BCMovement`` tag). ``enter``
checks a result (legal contract, tricks 0-13, pairs who play that board in the movement)
before it rewrites the file, and writes a new file then renames it, so an impossible
result or a failed write loses nothing. Bad input: one line on stderr, exit status 2.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

from bridgeclub.cli.event_enter import enter_command, load_event, save_event
from bridgeclub.cli.event_individual import register as register_individual
from bridgeclub.cli.event_teams import register as register_teams
from bridgeclub.events.model import Event
from bridgeclub.events.movement_plan import Movement
from bridgeclub.events.setup import movement_of, new_pairs_event, read_names

if TYPE_CHECKING:
    from bridgeclub.events.results import EventScores

# The scoring, the PBN files and the pages are imported by the commands that use them, so
# that entering a result into a JSON event file starts fast.


def _movement(event: Event) -> Movement | None:
    return movement_of(event)


def parse_rounds(text: str) -> tuple[int, ...]:
    """Rounds written ``4,5`` (or ``4 5``)."""
    words = text.replace(",", " ").split()
    if not words or not all(w.isdigit() for w in words):
        raise ValueError(f"rounds are numbers like 4,5, not {text!r:.20}")
    return tuple(int(w) for w in words)


def rankings_json(event: Event, scores: EventScores) -> list[dict[str, object]]:
    """The rankings as JSON objects: ``direction`` (``NS``, ``EW`` or ``all``) and
    ``rows`` of ``pair``, ``names``, ``score``, ``percentage`` (None scored by IMPs),
    ``rank`` (the first place of a tie) and ``place`` (``"2-3"`` for a tie)."""
    from bridgeclub.events.results import rankings

    return [{"direction": direction,
             "rows": [{"pair": line.pair, "names": line.names,
                       "score": round(line.score, 2),
                       "percentage": None if line.percent is None else round(line.percent, 2),
                       "rank": int(line.place.split("-")[0]), "place": line.place}
                      for line in ranking]}
            for direction, ranking in rankings(event, scores)]


def register(app: typer.Typer, problem: type[Exception]) -> None:
    """Add ``bridgeclub event`` and its commands to ``app``."""
    event_app = typer.Typer(help="Run a club event: movement, results, scores, pages.",
                            no_args_is_help=True, rich_markup_mode=None)
    app.add_typer(event_app, name="event")
    register_teams(event_app, problem)
    register_individual(event_app, problem)

    @event_app.command()
    def create(
        file: Annotated[Path, typer.Argument(
            help="The event file to create (.json, or .pbn for a results file).")],
        name: Annotated[str, typer.Option(help="The event's name.")] = "Club event",
        movement: Annotated[str, typer.Option(
            help="mitchell, mitchell-relay, mitchell-arrow, howell or howell-3/4.")
        ] = "mitchell",
        tables: Annotated[int | None, typer.Option(
            help="Tables in play (default: enough for the pairs, else 5).")] = None,
        pairs: Annotated[int | None, typer.Option(
            help="Pairs playing: sizes the movement (an odd number adds a sit-out).")
        ] = None,
        names: Annotated[Path | None, typer.Option(
            help="A file of the pairs' names: one pair a line, 'number,names' or "
                 "just the names.")] = None,
        arrow_rounds: Annotated[str | None, typer.Option(
            help="Rounds of a mitchell-arrow with the arrow switched, like 4,5.")] = None,
        boards_per_round: Annotated[int, typer.Option(help="Boards a round.")] = 2,
        scoring: Annotated[str, typer.Option(
            help="MP, Butler, ButlerAll, Cross, Cross1 or Cross2.")] = "MP",
        seed: Annotated[str, typer.Option(help="The seed of the deals.")] = "0",
    ) -> None:
        """Create an event: pairs, the movement and the boards dealt from the seed."""
        if file.exists():
            raise problem(f"{file}: already exists (nothing overwritten)")
        try:
            named = read_names(names) if names is not None else {}
            count = pairs or (max(named) if named else None)
            size = tables or (-(-count // 2) if count else 5)
            arrows = parse_rounds(arrow_rounds) if arrow_rounds else None
            event, plan = new_pairs_event(name, movement, size, boards_per_round,
                                          scoring, seed, named, count, arrows)
        except ValueError as error:
            raise problem(str(error)) from None
        except OSError as error:
            raise problem(f"{names}: cannot be read ({error.strerror or error})") from None
        save_event(file, event, problem)
        typer.echo(f"{name}: {plan.name}, {len(plan.pairs)} pairs, "
                   f"{plan.boards_played()} boards -> {file}")

    @event_app.command("movement")
    def show_movement(
        file: Annotated[Path, typer.Argument(help="The event file.")],
        table: Annotated[int | None, typer.Option(help="Print this table's card.")] = None,
        html: Annotated[Path | None, typer.Option(help="Write the guide as HTML.")] = None,
    ) -> None:
        """Print the director's guide, or one table's card."""
        plan = _movement(load_event(file, problem))
        if plan is None:
            raise problem(f"{file}: the event has no movement")
        if table is not None and not 1 <= table <= plan.tables:
            raise problem(f"the movement has tables 1 to {plan.tables}, not {table}")
        if html is not None:
            try:
                html.write_text(plan.guide_html(), encoding="utf-8")
            except OSError as error:
                raise problem(f"{html}: cannot write ({error.strerror})") from None
        typer.echo(plan.table_card(table) if table is not None else plan.guide(), nl=False)

    @event_app.command(context_settings={"allow_extra_args": True,
                                         "ignore_unknown_options": True},
                       add_help_option=False)
    def enter(context: typer.Context) -> None:
        """Enter one table's result on a board (replaces that table's earlier entry):
        FILE BOARD NS EW RESULT, or FILE --table T --round R RESULT (--help: all)."""
        enter_command(context.args, problem)

    @event_app.command("score")
    def score_cmd(
        file: Annotated[Path, typer.Argument(help="The event file.")],
        board: Annotated[int | None, typer.Option(help="Print this board's traveller.")
                         ] = None,
        pair: Annotated[int | None, typer.Option(help="Print this pair's score card.")
                        ] = None,
        as_json: Annotated[bool, typer.Option(
            "--json", help="Print the rankings as JSON (one a direction).")] = False,
    ) -> None:
        """Print the ranking (or a traveller, or a pair's score card)."""
        from bridgeclub.events.pages import ranking_text, score_card_text, traveller_text
        from bridgeclub.events.results import score_event

        event = load_event(file, problem)
        if not event.results:
            raise problem(f"{file}: no results entered yet")
        scores = score_event(event)
        if as_json:
            typer.echo(json.dumps(rankings_json(event, scores), indent=1))
        elif board is not None:
            if board not in scores.boards:
                raise problem(f"no results on board {board} yet" if board in event.boards
                              else f"no board {board} in this event")
            typer.echo(traveller_text(event, scores, board), nl=False)
        elif pair is not None:
            if pair not in scores.totals:
                raise problem(f"pair {pair} has no results")
            typer.echo(score_card_text(event, scores, pair), nl=False)
        else:
            typer.echo(ranking_text(event, scores), nl=False)

    @event_app.command()
    def publish(
        file: Annotated[Path, typer.Argument(help="The event file.")],
        html: Annotated[Path | None, typer.Option(help="Write the result pages here.")
                        ] = None,
        pbn_out: Annotated[Path | None, typer.Option(
            "--pbn", help="Write the results as PBN (Ruter columns) here.")] = None,
        usebio: Annotated[Path | None, typer.Option(
            help="Write the results as USEBIO XML here.")] = None,
        analyse: Annotated[bool, typer.Option(
            help="Add double-dummy tables to the travellers (DDS).")] = False,
    ) -> None:
        """Write the result pages (HTML) and the results file (PBN, USEBIO)."""
        from bridgeclub.events.exchange import usebio_of
        from bridgeclub.events.pages import event_html
        from bridgeclub.events.results import event_records, score_event
        from bridgeclub.formats import pbn

        if html is None and pbn_out is None and usebio is None:
            raise problem("say where: --html FILE, --pbn FILE and/or --usebio FILE")
        event = load_event(file, problem)
        if not event.results:
            raise problem(f"{file}: no results entered yet")
        scores = score_event(event)
        try:
            if html is not None:
                html.write_text(event_html(event, scores, analyse), encoding="utf-8")
            if pbn_out is not None:
                pbn.write(pbn_out, event_records(event, scores))
            if usebio is not None:
                usebio.write_text(usebio_of(event), encoding="utf-8")
        except OSError as error:
            raise problem(f"cannot write ({error.strerror}: {error.filename})") from None
        print(f"{len(scores.ranking)} pairs, {len(scores.boards)} boards published",
              file=sys.stderr)

    @event_app.command("import")
    def import_usebio(
        source: Annotated[Path, typer.Argument(help="A USEBIO results file (.xml).")],
        out: Annotated[Path, typer.Argument(help="The event file to write (.json).")],
    ) -> None:
        """Read a USEBIO results file into an event file (every result checked)."""
        from bridgeclub.events.exchange import event_from_usebio

        if out.exists():
            raise problem(f"{out}: already exists (nothing overwritten)")
        try:
            event = event_from_usebio(source.read_text(encoding="utf-8"))
        except FileNotFoundError:
            raise problem(f"{source}: no such file") from None
        except (OSError, UnicodeDecodeError) as error:
            raise problem(f"{source}: cannot be read ({error})") from None
        except ValueError as error:
            raise problem(f"{source}: {error}") from None
        save_event(out, event, problem)
        typer.echo(f"{event.name}: {len(event.pairs)} pairs, {len(event.results)} results "
                   f"-> {out}")

    @event_app.command()
    def combine(
        files: Annotated[list[Path], typer.Argument(help="The sessions' or sections' files.")],
        by: Annotated[str, typer.Option(
            help="total (matchpoints added), average (of the sessions' percentages) or "
                 "field (sections ranked across the field).")] = "total",
        as_json: Annotated[bool, typer.Option("--json", help="Print JSON.")] = False,
    ) -> None:
        """Rank several sessions together, or several sections across the field."""
        from bridgeclub.events.combined import combine as combine_events

        events = [load_event(path, problem) for path in files]
        try:
            lines = combine_events(events, by)
        except ValueError as error:
            raise problem(str(error)) from None
        if as_json:
            typer.echo(json.dumps([line.__dict__ for line in lines], indent=1))
            return
        for line in lines:
            typer.echo(f"{line.place:>5}  {line.key:>5}  {line.percentage:6.2f}  "
                       f"{line.score:8.1f}  {line.names}")

    @event_app.command()
    def rescore(
        source: Annotated[Path, typer.Argument(help="A results file (.pbn).")],
        out: Annotated[Path, typer.Option(help="Write the rescored file here.")],
        match_boards: Annotated[int | None, typer.Option(
            help="Boards in a teams match (teams files do not say).")] = None,
    ) -> None:
        """Recompute every score column of a results file from its raw results."""
        from bridgeclub.cli.files import check_writable, read_file
        from bridgeclub.events.ruter import rescore as rescore_records
        from bridgeclub.formats import pbn

        if source.suffix.lower() != ".pbn" or out.suffix.lower() != ".pbn":
            raise problem("rescore reads and writes .pbn files")
        check_writable(out, problem, (".pbn",))
        records = read_file(source, problem)
        try:
            rescored, done = rescore_records(records, match_boards)
            if not done.total:
                raise ValueError("no score table with results to rescore (nothing written)")
            pbn.write(out, rescored)
        except ValueError as error:
            raise problem(f"{source}: {error}") from None
        except OSError as error:
            raise problem(f"{out}: cannot write ({error.strerror})") from None
        print(f"{source}: {done.method}, {done.total} score cells recomputed -> {out}",
              file=sys.stderr)
