"""The file commands of ``bridgeclub``: analyze, convert and deal (PBN and LIN files).

They are registered on the main command by ``register``; bad input raises the CLI's
``UsageProblem`` (one line, exit status 2): a bad argument, a file that cannot be read, an
``--out`` or ``--html`` that cannot be written (checked before any work is done), and a run
that read nothing usable. Files are read and written a record at a time, so a file of any
size takes the memory of one record (and of a batch being analysed).
"""

from __future__ import annotations

import os
import sys
from collections.abc import Iterable, Iterator
from concurrent.futures import Executor
from itertools import islice
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer

from bridgeclub.parsing import ParseError, parse_int, parse_range

if TYPE_CHECKING:
    from bridgeclub.formats.pbn_types import Record

# The file formats, DDS and the hand records are imported by the commands that use them.

FORMATS = (".pbn", ".lin")
#: Problems of a file's records shown on stderr; past these they are only counted.
MAX_SHOWN_PROBLEMS = 20
#: Records analysed together (one batch at a time is held in memory).
BATCH = 256
#: The most worker processes ``analyze --workers`` takes.
MAX_WORKERS = 256


def _suffix(path: Path, problem: type[Exception]) -> str:
    suffix = path.suffix.lower()
    if suffix not in FORMATS:
        raise problem(f"{path}: a file's name ends in .pbn or .lin")
    return suffix


def check_readable(path: Path, problem: type[Exception]) -> str:
    """The file's format (``.pbn`` or ``.lin``) once it is known to be a readable text
    file: a file with a NUL byte in its first 8 KB (a program, a picture, a zip) is
    refused in one line rather than read as lines of escaped bytes."""
    suffix = _suffix(path, problem)
    if path.is_dir():
        raise problem(f"{path}: is a folder, not a file")
    if not path.is_file():
        raise problem(f"{path}: no such file")
    try:
        with open(path, "rb") as file:
            start = file.read(8192)
    except OSError as error:
        raise problem(f"{path}: cannot be read ({error.strerror or error})") from None
    if b"\x00" in start:
        raise problem(f"{path}: it is not a text file")
    return suffix


def check_writable(path: Path, problem: type[Exception], suffixes: tuple[str, ...] = FORMATS
                   ) -> None:
    """Refuse, before any work, a path that cannot be written: a missing folder, a folder,
    a read-only place, or a name with the wrong ending."""
    if path.is_dir():
        raise problem(f"{path}: is a folder; give a file name")
    if path.suffix.lower() not in suffixes:
        raise problem(f"{path}: a file's name ends in {' or '.join(suffixes)}")
    folder = path.parent
    if not folder.is_dir():
        raise problem(f"{path}: the folder {folder} does not exist")
    if (path.exists() and not os.access(path, os.W_OK)) or not os.access(folder, os.W_OK):
        raise problem(f"{path}: cannot be written (no permission)")


def usable(record: Record) -> bool:
    """Whether a record read from a file says anything: a known tag value, a section or
    a table (a record made only of faults does not)."""
    from bridgeclub.formats.pbn_types import UNKNOWN

    return bool(record.auction or record.play or record.tables or record.notes) or any(
        value not in UNKNOWN for value in record.tags.values())


class Reading:
    """The usable records of a file, read one at a time; the faults of each go to stderr
    (the first ``MAX_SHOWN_PROBLEMS``, then only counted)."""

    def __init__(self, path: Path, problem: type[Exception]) -> None:
        self.path, self.problem = path, problem
        self.suffix = check_readable(path, problem)
        self.read = self.left_out = self.problems = 0

    def __iter__(self) -> Iterator[Record]:
        from bridgeclub.formats import lin, pbn

        records = pbn.iter_read(self.path) if self.suffix == ".pbn" else \
            lin.iter_read(self.path)
        try:
            for record in records:
                self._report(record)
                if usable(record):
                    self.read += 1
                    yield record
                else:
                    self.left_out += 1
        except OSError as error:
            raise self.problem(f"{self.path}: cannot be read ({error.strerror or error})"
                               ) from None
        if self.problems > MAX_SHOWN_PROBLEMS:
            print(f"{self.path}: {self.problems - MAX_SHOWN_PROBLEMS} more problems not "
                  f"shown", file=sys.stderr)

    def _report(self, record: Record) -> None:
        for error in record.errors:
            self.problems += 1
            if self.problems <= MAX_SHOWN_PROBLEMS:
                print(f"{self.path}: {error}", file=sys.stderr)

    def nothing_read(self) -> Exception:
        """The problem of a file with no usable record."""
        found = f" ({self.problems} problems)" if self.problems else ""
        return self.problem(f"{self.path}: no record could be read{found}")

    def summary(self) -> str:
        skipped = f", {self.left_out} with nothing readable left out" if self.left_out else ""
        return f"{self.read} records read from {self.path}{skipped}"


def read_file(path: Path, problem: type[Exception]) -> list[Record]:
    """The usable records of a .pbn or .lin file; their faults go to stderr."""
    return list(Reading(path, problem))


def first_and_rest(records: Iterable[Record]) -> tuple[Record | None, Iterator[Record]]:
    """The first record and an iterator over all of them (the first again included)."""
    iterator = iter(records)
    first = next(iterator, None)
    if first is None:
        return None, iterator

    def again() -> Iterator[Record]:
        yield first
        yield from iterator
    return first, again()


def write_records(path: Path, records: Iterable[Record], problem: type[Exception]) -> int:
    """Write the records (a stream) to a .pbn or .lin file; return how many."""
    from bridgeclub.formats import lin, pbn

    suffix = _suffix(path, problem)
    try:
        return pbn.write(path, records) if suffix == ".pbn" else lin.write(path, records)
    except OSError as error:
        raise problem(f"{path}: cannot be written ({error.strerror or error})") from None


def parse_workers(workers: str | None) -> int | None:
    """``--workers``: a number of processes from 1 to ``MAX_WORKERS`` (None: every core)."""
    if workers is None:
        return None
    return parse_int(workers, "--workers (processes)", 1, MAX_WORKERS, signed=True)


def _batches(records: Iterable[Record], size: int) -> Iterator[list[Record]]:
    iterator = iter(records)
    while batch := list(islice(iterator, size)):
        yield batch


class _Counter:
    """A Rich progress bar on stderr (a spinner and a count when the total is unknown),
    or nothing when stderr is not a terminal."""

    def __init__(self, what: str, total: int | None = None, show: bool | None = None) -> None:
        self.what, self.total = what, total
        self.show = sys.stderr.isatty() if show is None else show
        self.bar: Any = None
        self.task: Any = None

    def __enter__(self) -> _Counter:
        if self.show:
            from rich.console import Console
            from rich.progress import Progress

            self.bar = Progress(console=Console(stderr=True), transient=True)
            self.bar.start()
            self.task = self.bar.add_task(self.what, total=self.total)
        return self

    def update(self, advance: int = 0, description: str | None = None) -> None:
        if self.bar is not None:
            self.bar.update(self.task, advance=advance,
                            description=description or self.what)

    def __exit__(self, *exc: object) -> None:
        if self.bar is not None:
            self.bar.stop()


def analysed(records: Iterable[Record], workers: int | None, counter: _Counter
             ) -> Iterator[Record]:
    """The records with their double-dummy analysis, a batch at a time, in one pool."""
    from concurrent.futures import ProcessPoolExecutor

    from bridgeclub.analysis.dds import analyse_records

    chosen = workers or os.cpu_count() or 1
    pool: Executor | None = ProcessPoolExecutor(max_workers=chosen) if chosen > 1 else None
    try:
        for batch in _batches(records, BATCH):
            analyse_records(batch, workers=chosen, executor=pool)
            counter.update(len(batch))
            yield from batch
    finally:
        if pool is not None:
            pool.shutdown()


def register(app: typer.Typer, problem: type[Exception]) -> None:
    """Add the file commands to ``app``."""

    @app.command()
    def analyze(
        file: Annotated[Path, typer.Argument(help="A .pbn or .lin file.")],
        out: Annotated[Path | None, typer.Option(help="Write the analysed records here.")
                       ] = None,
        html: Annotated[Path | None, typer.Option(help="Write a hand record (HTML) here.")
                        ] = None,
        workers: Annotated[str | None, typer.Option(
            help=f"Processes, 1 to {MAX_WORKERS} (default: all cores).")] = None,
    ) -> None:
        """Double-dummy analysis of every board: tables, par, hand records."""
        from bridgeclub.formats.handrecord import board_html, board_text, boards, html_page

        try:
            chosen = parse_workers(workers)
        except ParseError as error:
            raise problem(str(error)) from None
        if out is not None:
            check_writable(out, problem)
        if html is not None:
            check_writable(html, problem, (".html", ".htm"))
        reading = Reading(file, problem)
        first, records = first_and_rest(reading)
        if first is None:
            raise reading.nothing_read()
        pages: list[str] = []
        count = with_deal = 0

        def shown(stream: Iterable[Record]) -> Iterator[Record]:
            nonlocal count, with_deal
            for record in stream:
                count += 1
                for board in boards([record], analyse=False):
                    with_deal += 1
                    if html is not None:
                        pages.append(board_html(board))
                    if out is None and html is None:
                        typer.echo(("\n" if with_deal > 1 else "") + board_text(board),
                                   nl=False)
                yield record

        with _Counter("double dummy") as counter:
            stream = shown(analysed(records, chosen, counter))
            if out is not None:
                write_records(out, stream, problem)
            else:
                for _ in stream:
                    pass
        if html is not None:
            try:
                html.write_text(html_page(pages, title=file.stem), encoding="utf-8")
            except OSError as error:
                raise problem(f"{html}: cannot be written ({error.strerror or error})"
                              ) from None
        if with_deal == 0:
            raise problem(f"{file}: no record has a whole deal to analyse")
        where = " and ".join(str(p) for p in (out, html) if p is not None)
        print(f"{with_deal} of {count} records analysed" + (f", written to {where}"
                                                            if where else ""),
              file=sys.stderr)

    # The British spelling, as the README once wrote it, does the same.
    app.command("analyse", hidden=True, help=analyze.__doc__)(analyze)

    @app.command()
    def convert(
        source: Annotated[Path, typer.Argument(help="The file to read (.pbn or .lin).")],
        target: Annotated[Path, typer.Argument(help="The file to write (.pbn or .lin).")],
    ) -> None:
        """Convert between PBN and LIN (by the files' extensions)."""
        check_writable(target, problem)
        reading = Reading(source, problem)
        first, records = first_and_rest(reading)
        if first is None:
            raise reading.nothing_read()
        count = write_records(target, records, problem)
        skipped = f" ({reading.left_out} with nothing readable left out)" \
            if reading.left_out else ""
        print(f"{count} records written to {target}{skipped}", file=sys.stderr)

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
        from bridgeclub.formats import pbn
        from bridgeclub.formats.boards import MAX_ATTEMPTS, deal_boards

        try:
            numbers = parse_range(boards, "boards", most=10_000)
        except ParseError as error:
            raise problem(str(error)) from None
        if out is not None:
            check_writable(out, problem)
        conditions = constraint or []
        show = None if conditions else False  # a progress bar only while searching
        with _Counter("dealing", total=len(numbers), show=show) as counter:
            def searching(board: int, tries: int, done: bool) -> None:
                counter.update(1 if done else 0, f"board {board}: {tries:,} deals tried "
                               f"(at most {MAX_ATTEMPTS:,})")
            try:
                records = deal_boards(seed, numbers, conditions, event, progress=searching)
            except ValueError as error:
                raise problem(str(error)) from None
        what = f"{len(records)} board{'s' if len(records) != 1 else ''} ({boards}, seed {seed})"
        if out is None:
            typer.echo(pbn.dumps(records).replace("\r\n", "\n"), nl=False)
            print(f"{what} written to standard output", file=sys.stderr)
        else:
            write_records(out, records, problem)
            print(f"{what} written to {out}", file=sys.stderr)


def one_line_help(command: Any) -> None:
    """Give every subcommand, at every depth (``event enter``), a one-line summary (its
    first paragraph with the docstring's line breaks joined), so the command list wraps
    to the terminal's width instead of cutting the summary short."""
    for sub in getattr(command, "commands", {}).values():
        if sub.short_help is None and sub.help:
            first = sub.help.strip().split("\n\n")[0]
            sub.short_help = " ".join(first.split())
        one_line_help(sub)


__all__ = [
    "Reading",
    "check_readable",
    "check_writable",
    "one_line_help",
    "read_file",
    "register",
    "usable",
    "write_records",
]
