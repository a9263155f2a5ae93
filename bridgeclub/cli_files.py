"""The file commands of ``bridgeclub``: analyze, convert and deal (PBN and LIN files).

They are registered on the main command by ``register``; bad input raises the CLI's
``UsageProblem`` (one line, exit status 2).
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Annotated

import typer

from bridgeclub.formats import lin, pbn
from bridgeclub.formats.pbn_types import Record

FORMATS = (".pbn", ".lin")


def read_file(path: Path, problem: type[Exception]) -> list[Record]:
    """The records of a .pbn or .lin file; each record's errors go to stderr."""
    suffix = path.suffix.lower()
    if suffix not in FORMATS:
        raise problem(f"{path}: a file's name ends in .pbn or .lin")
    if not path.is_file():
        raise problem(f"{path}: no such file")
    records = pbn.read(path) if suffix == ".pbn" else lin.read(path)
    for record in records:
        for error in record.errors:
            print(f"{path}: {error}", file=sys.stderr)
    return records


def write_file(path: Path, records: list[Record], problem: type[Exception]) -> None:
    suffix = path.suffix.lower()
    if suffix == ".pbn":
        pbn.write(path, records)
    elif suffix == ".lin":
        lin.write(path, records)
    else:
        raise problem(f"{path}: a file's name ends in .pbn or .lin")


def register(app: typer.Typer, problem: type[Exception]) -> None:
    """Add the file commands to ``app``."""

    @app.command()
    def analyze(
        file: Annotated[Path, typer.Argument(help="A .pbn or .lin file.")],
        out: Annotated[Path | None, typer.Option(help="Write the analysed records here.")
                       ] = None,
        html: Annotated[Path | None, typer.Option(help="Write a hand record (HTML) here.")
                        ] = None,
        workers: Annotated[int | None, typer.Option(help="Processes (default: all cores).")
                           ] = None,
    ) -> None:
        """Double-dummy analysis of every board: tables, par, hand records."""
        from bridgeclub.analysis.dds import analyse_records
        from bridgeclub.formats.handrecord import hand_record_html, hand_record_text

        records = read_file(file, problem)
        count = analyse_records(records, workers=workers, progress=sys.stderr.isatty())
        if out is not None:
            write_file(out, records, problem)
        if html is not None:
            html.write_text(hand_record_html(records, title=file.stem, analyse=False),
                            encoding="utf-8")
        if out is None and html is None:
            typer.echo(hand_record_text(records, analyse=False), nl=False)
        print(f"{count} of {len(records)} records analysed", file=sys.stderr)

    @app.command()
    def convert(
        source: Annotated[Path, typer.Argument(help="The file to read (.pbn or .lin).")],
        target: Annotated[Path, typer.Argument(help="The file to write (.pbn or .lin).")],
    ) -> None:
        """Convert between PBN and LIN (by the files' extensions)."""
        if target.suffix.lower() not in FORMATS:
            raise problem(f"{target}: a file's name ends in .pbn or .lin")
        records = read_file(source, problem)
        write_file(target, records, problem)
        print(f"{len(records)} records written to {target}", file=sys.stderr)

    @app.command()
    def deal(
        boards: Annotated[str, typer.Option(help="Board numbers, like 1-32 or 1-4,9.")
                          ] = "1-32",
        seed: Annotated[str, typer.Option(help="The event's seed: same seed, same deals.")
                        ] = "0",
        out: Annotated[Path | None, typer.Option(help="Write the boards here (.pbn/.lin).")
                       ] = None,
        constraint: Annotated[list[str] | None, typer.Option(
            help='A dealer-language condition, like "hcp(north)>=20" (repeatable).')] = None,
        event: Annotated[str, typer.Option(help="The event's name.")] = "",
    ) -> None:
        """Deal the boards of an event, the same for every table."""
        from bridgeclub.formats.boards import deal_boards, parse_boards

        try:
            records = deal_boards(seed, parse_boards(boards), constraint or [], event)
        except ValueError as error:
            raise problem(str(error)) from None
        if out is None:
            typer.echo(pbn.dumps(records).replace("\r\n", "\n"), nl=False)
        else:
            write_file(out, records, problem)
