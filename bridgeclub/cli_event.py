"""``bridgeclub event``: run a club event from the command line (issue 15).

    bridgeclub event create club.json --movement mitchell --tables 5 --seed 7
    bridgeclub event movement club.json [--table 3] [--html guide.html]
    bridgeclub event enter club.json 1 1 6 4SX N 10 --lead ST   # board, NS, EW, result
    bridgeclub event enter club.json 1 2 7 A+/A-                # adjusted; also pass,
    bridgeclub event score club.json [--board 1] [--pair 6]     #   not-played, --fixed 420
    bridgeclub event publish club.json --html club.html --pbn club.pbn
    bridgeclub event rescore IN.pbn --out OUT.pbn [--match-boards 32]

The event is a JSON file, or a PBN results file in the Ruter columns (``.pbn``: scored
each time it is saved, the movement kept in a ``BCMovement`` tag). ``enter``
checks a result (legal contract, tricks 0-13, pairs who play that board in the movement)
before it rewrites the file, and writes a new file then renames it, so an impossible
result or a failed write loses nothing. Bad input: one line on stderr, exit status 2.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

from bridgeclub.events.model import Event, Result
from bridgeclub.events.movements import Movement
from bridgeclub.events.setup import movement_of, new_pairs_event, sitting_of

if TYPE_CHECKING:
    from bridgeclub.formats.pbn_types import Record

# The scoring, the PBN files and the pages are imported by the commands that use them, so
# that entering a result into a JSON event file starts fast.


def _movement(event: Event) -> Movement | None:
    return movement_of(event)


def load_event(path: Path, problem: type[Exception]) -> Event:
    """An event from its JSON file, or from its PBN results file (Ruter columns)."""
    if path.is_dir():
        raise problem(f"{path}: is a folder, not an event file")
    if not path.is_file():
        raise problem(f"{path}: no such event file")
    try:
        if path.suffix.lower() == ".pbn":
            from bridgeclub.events.ruter import event_of
            from bridgeclub.formats import pbn

            return event_of(pbn.read(path))[0]
        return Event.from_json(path.read_text(encoding="utf-8"))
    except UnicodeDecodeError:
        raise problem(f"{path}: not an event file (not UTF-8 text)") from None
    except OSError as error:
        raise problem(f"{path}: cannot be read ({error.strerror or error})") from None
    except (ValueError, KeyError, TypeError) as error:
        raise problem(f"{path}: not an event file ({error})") from None


def save_event(path: Path, event: Event, problem: type[Exception]) -> None:
    """Write to a new file next to ``path`` and rename it over: all or nothing. A
    ``.pbn`` path gets the event scored, as a results file; any other, JSON."""
    if path.suffix.lower() not in (".json", ".pbn"):
        raise problem(f"{path}: an event file's name ends in .json or .pbn")
    temporary = path.with_name(path.name + ".new")
    try:
        if path.suffix.lower() == ".pbn":
            from bridgeclub.events.results import event_records, score_event
            from bridgeclub.formats import pbn

            records = event_records(event, score_event(event))
            if path.exists():
                _keeps_every_column(pbn.read(path), records, path, problem)
            pbn.write(temporary, records)
        else:
            temporary.write_text(event.to_json(), encoding="utf-8")
        os.replace(temporary, path)
    except OSError as error:
        raise problem(f"{path}: cannot write ({error.strerror})") from None


def _keeps_every_column(old: list[Record], new: list[Record], path: Path,
                        problem: type[Exception]) -> None:
    """Refuse to rewrite a results file whose tables hold columns bridgeclub does not
    write (a club program's Club or MemberID columns): they would be lost."""
    def columns(records: list[Record]) -> set[str]:
        return {name for r in records for t in r.tables.values() for name in t.names}

    lost = columns(old) - columns(new) - {"OptimumResultTable"}
    lost -= {name for r in old if "OptimumResultTable" in r.tables
             for name in r.tables["OptimumResultTable"].names}
    if lost:
        raise problem(f"{path}: rewriting it would lose its columns {', '.join(sorted(lost))}"
                      "; enter the results into a copy (.json)")


def parse_result(board: int, ns: int, ew: int, words: list[str], lead: str | None,
                 fixed: int | None) -> Result:
    """A result from the words after the pairs: ``4SX N 10``, ``pass``, ``A+/A-``,
    ``not-played`` (or ``--fixed POINTS``)."""
    if fixed is not None:
        if words:
            raise ValueError("a fixed score takes no contract")
        return Result(board, ns, ew, fixed=fixed)
    text = " ".join(words).strip()
    if text.upper() in ("PASS", "P", "PASSED"):
        return Result(board, ns, ew, contract="Pass")
    if text.lower() in ("not-played", "np"):
        return Result(board, ns, ew, not_played=True)
    if "/" in text or text.upper() in ("A+", "A", "A-"):
        ns_adj, _, ew_adj = text.upper().partition("/")
        ew_adj = ew_adj or {"A+": "A-", "A-": "A+", "A": "A"}.get(ns_adj, ns_adj)
        return Result(board, ns, ew, adjusted=(ns_adj, ew_adj))
    if len(words) != 3:
        raise ValueError("a result is CONTRACT DECLARER TRICKS (4SX N 10), pass, "
                         "A+/A- or not-played")
    contract, declarer, tricks = words
    try:
        taken = int(tricks)
    except ValueError:
        raise ValueError(f"tricks are a number from 0 to 13, not {tricks!r}") from None
    return Result(board, ns, ew, contract.upper(), declarer.upper(), taken, lead)


def register(app: typer.Typer, problem: type[Exception]) -> None:
    """Add ``bridgeclub event`` and its commands to ``app``."""
    event_app = typer.Typer(help="Run a club event: movement, results, scores, pages.",
                            no_args_is_help=True, rich_markup_mode=None)
    app.add_typer(event_app, name="event")

    @event_app.command()
    def create(
        file: Annotated[Path, typer.Argument(
            help="The event file to create (.json, or .pbn for a results file).")],
        name: Annotated[str, typer.Option(help="The event's name.")] = "Club event",
        movement: Annotated[str, typer.Option(
            help="mitchell, mitchell-relay, mitchell-arrow or howell.")] = "mitchell",
        tables: Annotated[int, typer.Option(help="Tables in play.")] = 5,
        boards_per_round: Annotated[int, typer.Option(help="Boards a round.")] = 2,
        scoring: Annotated[str, typer.Option(help="MP, Butler or Cross.")] = "MP",
        seed: Annotated[str, typer.Option(help="The seed of the deals.")] = "0",
    ) -> None:
        """Create an event: pairs, the movement and the boards dealt from the seed."""
        if file.exists():
            raise problem(f"{file}: already exists (nothing overwritten)")
        try:
            event, plan = new_pairs_event(name, movement, tables, boards_per_round,
                                          scoring, seed)
        except ValueError as error:
            raise problem(str(error)) from None
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

    @event_app.command()
    def enter(
        file: Annotated[Path, typer.Argument(help="The event file.")],
        board: Annotated[int, typer.Argument(help="The board.")],
        ns: Annotated[int, typer.Argument(help="The North-South pair.")],
        ew: Annotated[int, typer.Argument(help="The East-West pair.")],
        result: Annotated[list[str] | None, typer.Argument(
            help="4SX N 10, pass, A+/A- or not-played.")] = None,
        lead: Annotated[str | None, typer.Option(help="The opening lead, like ST.")
                        ] = None,
        fixed: Annotated[int | None, typer.Option(help="A fixed score for NS, in points.")
                         ] = None,
    ) -> None:
        """Enter one table's result on a board (replaces that table's earlier entry)."""
        event = load_event(file, problem)
        try:
            entry = parse_result(board, ns, ew, result or [], lead, fixed)
            plan = _movement(event)
            if plan is not None and sitting_of(plan, board, ns, ew) is None:
                raise ValueError(f"in this movement pairs {ns} (NS) and {ew} (EW) do not "
                                 f"play board {board}")
            event.enter(entry)
        except ValueError as error:
            raise problem(str(error)) from None
        save_event(file, event, problem)
        points = entry.ns_score(event.boards[board])
        shown = "" if points is None else f": NS {points:+d}"
        typer.echo(f"board {board}, {ns} v {ew}{shown} ({len(event.results)} results)")

    @event_app.command("score")
    def score_cmd(
        file: Annotated[Path, typer.Argument(help="The event file.")],
        board: Annotated[int | None, typer.Option(help="Print this board's traveller.")
                         ] = None,
        pair: Annotated[int | None, typer.Option(help="Print this pair's score card.")
                        ] = None,
    ) -> None:
        """Print the ranking (or a traveller, or a pair's score card)."""
        from bridgeclub.events.pages import ranking_text, score_card_text, traveller_text
        from bridgeclub.events.results import score_event

        event = load_event(file, problem)
        if not event.results:
            raise problem(f"{file}: no results entered yet")
        scores = score_event(event)
        if board is not None:
            if board not in scores.boards:
                raise problem(f"board {board} has no results")
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
        analyse: Annotated[bool, typer.Option(
            help="Add double-dummy tables to the travellers (DDS).")] = False,
    ) -> None:
        """Write the result pages (HTML) and the results file (PBN)."""
        from bridgeclub.events.pages import event_html
        from bridgeclub.events.results import event_records, score_event
        from bridgeclub.formats import pbn

        if html is None and pbn_out is None:
            raise problem("say where: --html FILE and/or --pbn FILE")
        event = load_event(file, problem)
        if not event.results:
            raise problem(f"{file}: no results entered yet")
        scores = score_event(event)
        try:
            if html is not None:
                html.write_text(event_html(event, scores, analyse), encoding="utf-8")
            if pbn_out is not None:
                pbn.write(pbn_out, event_records(event, scores))
        except OSError as error:
            raise problem(f"cannot write ({error.strerror}: {error.filename})") from None
        print(f"{len(scores.ranking)} pairs, {len(scores.boards)} boards published",
              file=sys.stderr)

    @event_app.command()
    def rescore(
        source: Annotated[Path, typer.Argument(help="A results file (.pbn).")],
        out: Annotated[Path, typer.Option(help="Write the rescored file here.")],
        match_boards: Annotated[int | None, typer.Option(
            help="Boards in a teams match (teams files do not say).")] = None,
    ) -> None:
        """Recompute every score column of a results file from its raw results."""
        from bridgeclub.cli_files import check_writable, read_file
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
