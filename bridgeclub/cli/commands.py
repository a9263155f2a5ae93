"""The whole ``bridgeclub`` command, built with Typer: every command group registered
from its own module of this package.

Bad input gets one clear line on stderr and exit status 2, never a traceback.
"""

from __future__ import annotations

import json
import re
import sys
import textwrap
from typing import TYPE_CHECKING, Annotated

import typer

from bridgeclub.cli import event as cli_event
from bridgeclub.cli import match as cli_match
from bridgeclub.cli import scorepad as cli_scorepad
from bridgeclub.cli import serve as cli_serve
from bridgeclub.cli import tables as cli_tables
from bridgeclub.cli import tournament as cli_tournament
from bridgeclub.cli.files import one_line_help
from bridgeclub.cli.files import register as register_file_commands
from bridgeclub.parsing import parse_contract, parse_seat, parse_tricks, parse_vulnerability
from bridgeclub.scoring.contract import EDITIONS, Edition, duplicate_score
from bridgeclub.seats import Seat, Side

if TYPE_CHECKING:
    from bridgeclub.match import Match

# Each command imports the games, matches, files, computer players or server it uses when
# it runs: ``bridgeclub --help`` and the light commands start without loading them (and
# never load DDS, which only analysis and the computer players need).

app = typer.Typer(
    name="bridgeclub",
    help="Play the whole family of bridge games, score them, and run duplicate events.",
    no_args_is_help=True,
    pretty_exceptions_enable=False,
    add_completion=False,
    # Plain help, as Click writes it: Rich's boxes would cost every --help a third of its
    # start-up (bench/startup.py).
    rich_markup_mode=None,
    # the help as wide as the terminal
    context_settings={"help_option_names": ["-h", "--help"], "max_content_width": 1000},
)


class UsageProblem(Exception):
    """Bad input from the command line: one line for the user, exit status 2."""


def _version(value: bool) -> None:
    if value:
        from bridgeclub import __version__

        typer.echo(f"bridgeclub {__version__}")
        raise typer.Exit()


@app.callback()
def _main(version: Annotated[bool, typer.Option(
        "--version", callback=_version, is_eager=True, help="Print the version and exit.")
          ] = False) -> None:
    """Play the whole family of bridge games, score them, and run duplicate events."""


@app.command()
def variants() -> None:
    """List the variants bridgeclub plays."""
    from bridgeclub.game import find_variant, variant_names

    for name in variant_names():
        doc = (find_variant(name).__doc__ or "").strip().splitlines()[0]
        # 80 columns, the description's second line under its first
        typer.echo("\n".join(textwrap.wrap(doc, 80, initial_indent=f"{name:18} ",
                                            subsequent_indent=" " * 19)))


@app.command()
def score(
    contract: Annotated[str, typer.Argument(help="The contract, like 4S, 3NTX or 6HXX.")],
    declarer: Annotated[str, typer.Argument(help="Declarer's seat: N, E, S or W.")],
    tricks: Annotated[str, typer.Argument(help="Tricks won by declarer's side (0-13).")],
    vul: Annotated[str, typer.Option("--vul", help="Vulnerable sides: None, NS, EW, All.")
                   ] = "None",
    edition: Annotated[str, typer.Option(help="Scoring edition: modern or goren.")
                       ] = "modern",
    as_json: Annotated[bool, typer.Option("--json", help="Print points per side as JSON.")
                       ] = False,
) -> None:
    """Print the duplicate score of a contract."""
    try:
        seat = parse_seat(declarer, "the declarer")
        the_contract = parse_contract(contract, seat)
        taken = parse_tricks(tricks)
        vulnerability = parse_vulnerability(vul)
    except ValueError as error:
        raise UsageProblem(str(error)) from None
    if edition not in EDITIONS:
        raise UsageProblem(f"not a scoring edition: {edition!r} (use modern or goren)")
    chosen: Edition = "goren" if edition == "goren" else "modern"
    points = duplicate_score(the_contract, taken, vulnerability.is_vulnerable(seat.side),
                             chosen)
    ns = points if seat.side is Side.NS else -points
    if as_json:
        typer.echo(json.dumps({"NS": ns, "EW": -ns}))
    else:
        from bridgeclub.tui.screen import vulnerable_words

        typer.echo(f"{the_contract} by {seat}, {taken} tricks, "
                   f"{vulnerable_words(str(vulnerability))}: "
                   f"NS {ns:+d}, EW {-ns:+d}")


#: The games ``play`` plays as a whole match (a rubber, a Chicago, a MiniBridge session,
#: an EZ-Bridge match) rather than one deal; the score pad keeps every kind of match.
MATCH_GAMES = ("rubber", "chicago", "minibridge", "minibridge-open", "ez-bridge", "ez-bridge-3")
#: The MiniBridge sessions, which take --deals.
SESSIONS = ("minibridge", "minibridge-open")


def _new_match(kind: str, options: dict[str, object], deals: int | None,
               game_options: dict[str, object] | None = None) -> Match:
    """The match ``kind`` with the options the command line gave, checked against the
    kind's declared options; a misplaced option is a usage problem naming it."""
    from bridgeclub.match import match_class, new_match

    chosen = dict(options)
    try:
        declared = {o.name for o in match_class(kind).option_declarations_of()}
    except ValueError as error:
        raise UsageProblem(str(error)) from None
    for given in chosen:
        if given not in declared:
            raise UsageProblem(f"--{given} is not an option of {kind}")
    if deals is not None:
        name = "deals" if "deals" in declared else "boards" if "boards" in declared else ""
        if not name:
            raise UsageProblem(f"--deals is not an option of {kind}")
        chosen[name] = deals
    if game_options:
        chosen["game_options"] = game_options
    try:
        return new_match(kind, **chosen)
    except (TypeError, ValueError) as error:
        raise UsageProblem(_as_typed(str(error))) from None


#: The command line's name of the match options it sets under another name.
TYPED_AS = {"first_board": "--board", "boards": "--deals", "deals": "--deals"}


def _as_typed(message: str) -> str:
    """A match's refusal naming the option as the player typed it.

    >>> _as_typed("option first_board: a whole number from 1 to 1000000, not 0")
    '--board: a whole number from 1 to 1000000, not 0'
    """
    return re.sub(r"\boption (\w+)\b",
                  lambda m: TYPED_AS.get(m.group(1), f"--{m.group(1).replace('_', '-')}"),
                  message)


def _match_options(scoring: str | None, scheme: str | None, edition: str | None
                   ) -> dict[str, object]:
    options: dict[str, object] = {}
    for name, value in (("scoring", scoring), ("scheme", scheme), ("edition", edition)):
        if value is not None:
            options[name] = value
    return options


# The match options of rubber and Chicago, shared by ``play`` and ``scorepad``.
ChicagoScoring = Annotated[str | None, typer.Option(
    help="Chicago scoring: standard, duplicate or russian.")]
ChicagoScheme = Annotated[str | None, typer.Option(
    help="Chicago vulnerability: modern or original.")]
ScoringEdition = Annotated[str | None, typer.Option(
    help="Scoring edition: modern or goren.")]
Deals = Annotated[int | None, typer.Option(
    help="MiniBridge: the deals in the session (default 8); duplicate: the boards.")]


def _play_match(variant: str, human: Seat, options: dict[str, object], deals: int | None,
                board: int | None, seed: int | None = None) -> Match:
    """The match ``play`` plays ``variant`` in, from the command line's options."""
    from bridgeclub.tui.session import match_for

    if variant in ("bridge-for-two", "double-dummy-two", "buddy-bridge"):
        if deals is not None or board is not None:
            raise UsageProblem(f"--deals and --board are not options of {variant}")
        if options and variant == "buddy-bridge":
            raise UsageProblem(f"--{next(iter(options))} is not an option of buddy-bridge")
        try:
            return match_for(variant, dict(options), seed)
        except (TypeError, ValueError) as error:
            raise UsageProblem(str(error)) from None
    if variant == "duplicate":
        chosen: dict[str, object] = dict(options)
        if board is not None:
            chosen["first_board"] = board
        kind = "duplicate"
    elif variant in MATCH_GAMES:
        if board is not None:
            raise UsageProblem("--board is for duplicate")
        if deals is not None and variant not in SESSIONS:
            raise UsageProblem(f"--deals is for {' and '.join(SESSIONS)} and duplicate")
        chosen, kind = dict(options), variant
        if variant == "ez-bridge-3":
            others = iter(("Ann", "Bob"))  # the README's names, in the others' chairs
            chosen["people"] = tuple("You" if chair is human else next(others)
                                     for chair in (Seat.E, Seat.S, Seat.W))
    else:
        raise UsageProblem(f"{variant} has no match to play")
    return _new_match(kind, chosen, deals)


@app.command()
def play(
    variant: Annotated[str, typer.Argument(help="The game to play, like duplicate, rubber.")
                       ] = "duplicate",
    seat: Annotated[str, typer.Option(help="Your seat (South by default).")] = "S",
    board: Annotated[int | None, typer.Option(help="Duplicate: the first board.")] = None,
    seed: Annotated[int | None, typer.Option(
        help="Seed of the deals and the computer players: the same seed and the same "
             "input give the same game.")] = None,
    level: Annotated[str, typer.Option(
        help="The computer players: beginner, standard or expert.")] = "standard",
    system: Annotated[str, typer.Option(
        help="Your side's bidding system, which your computer partner plays and reads "
             "your calls by: sayc or acol.")] = "sayc",
    their_system: Annotated[str | None, typer.Option(
        help="The opponents' bidding system (by default the same as yours).")] = None,
    fast: Annotated[bool, typer.Option(
        "--fast", help="A short pause after each trick instead of waiting for Enter.")
                    ] = False,
    save: Annotated[str | None, typer.Option(
        help="Write the session to this PBN file as it goes (to --load it later).")
                    ] = None,
    load: Annotated[str | None, typer.Option(
        help="Go on with the session saved in this PBN file (and save into it, unless "
             "--save names another).")] = None,
    memory_help: Annotated[bool, typer.Option(
        "--memory-help", help="EZ-Bridge's Memory Help Form (always on in EZ-Bridge).")
    ] = False,
    scoring: ChicagoScoring = None,
    scheme: ChicagoScheme = None,
    edition: ScoringEdition = None,
    hotseat: Annotated[bool, typer.Option(
        help="Games for two: two people at one screen, hands hidden between turns.")
                       ] = False,
    deals: Deals = None,
    tournament: Annotated[str | None, typer.Option(
        help="Play a tournament's boards (its file, or a server's link), then see the "
             "field's results.")
                          ] = None,
    name: Annotated[str, typer.Option(help="Your name in the --tournament.")] = "",
) -> None:
    """Play at the terminal table against the computer: every variant as a match or a
    session, the score after each deal. At the table, ? lists what you may do, help
    gives the rules."""
    import random
    from pathlib import Path

    from bridgeclub.bots import LEVELS
    from bridgeclub.bots.bidding.options import system_named
    from bridgeclub.game import find_variant, new_game
    from bridgeclub.tui.session import TWO_PLAYERS, Session, load_session
    from bridgeclub.tui.terminal import Terminal

    del memory_help  # the form is always on in EZ-Bridge
    if tournament is not None:                  # bridgeclub/cli/tournament.py
        cli_tournament.play_tournament(tournament, name, fast, UsageProblem)
        return
    if level not in LEVELS:
        raise UsageProblem(f"--level is one of {', '.join(LEVELS)}, not {level!r}")
    try:
        system = system_named(system).key
        their_system = system_named(their_system).key if their_system else None
    except ValueError as error:
        raise UsageProblem(str(error)) from None
    terminal = Terminal(tty=sys.stdout.isatty() and sys.stdin.isatty(),
                        pause=0.8 if fast else None)
    save_path = Path(save) if save else None
    if save_path is not None and not save_path.parent.is_dir():
        raise UsageProblem(f"cannot save in {save}: no such folder")
    if load:
        if not Path(load).is_file():
            raise UsageProblem(f"cannot load {load}: no such file")
        try:
            session = load_session(Path(load), terminal, save=save_path or Path(load),
                                   level=level, seed=seed)
        except (ValueError, OSError) as error:
            raise UsageProblem(f"cannot load {load}: {error}") from None
        session.play()
        return
    try:
        find_variant(variant)
        human = Seat.from_str(seat)
    except ValueError as error:
        raise UsageProblem(str(error)) from None
    players = new_game(variant, seed=0).players
    if variant in TWO_PLAYERS and human not in players:
        raise UsageProblem("the players sit South and West, not " + human.full_name)
    if human not in players:
        raise UsageProblem(f"in {variant} the players sit "
                           f"{', '.join(str(s) for s in players)}, not {human}")
    if hotseat and variant not in TWO_PLAYERS:
        raise UsageProblem(f"--hotseat is for the games for two: {', '.join(TWO_PLAYERS)}")
    chosen_seed = seed if seed is not None else random.randrange(1, 10**6)
    match = _play_match(variant, human, _match_options(scoring, scheme, edition), deals,
                        board, chosen_seed)
    Session(match, human, terminal, level=level, seed=chosen_seed, hotseat=hotseat,
            save=save_path, system=system, opponents=their_system).play()


register_file_commands(app, UsageProblem)  # analyze, convert, deal (bridgeclub/cli/files.py)
cli_event.register(app, UsageProblem)  # bridgeclub event
cli_scorepad.register(app, UsageProblem)  # bridgeclub scorepad
cli_match.register(app, UsageProblem)  # bridgeclub match
cli_serve.register(app, UsageProblem)  # bridgeclub serve
cli_tables.register(app, UsageProblem)  # bridgeclub tables
cli_tournament.register(app, UsageProblem)  # bridgeclub tournament


#: The exit status of a command stopped by Ctrl-C (128 + SIGINT, as Typer gives it).
CTRL_C = 130


def main(argv: list[str] | None = None) -> int:
    """Run the command; return its exit status. Every error is one sentence in the game's
    words on stderr and exit status 2 (``bridgeclub.cli.words``)."""
    from bridgeclub.cli.words import in_players_words, in_words, sentence

    command = typer.main.get_command(app)
    one_line_help(command)
    in_players_words(command)
    try:
        status = command.main(args=argv, prog_name="bridgeclub", standalone_mode=False)
        if status == CTRL_C:                      # Typer's answer to Ctrl-C: say so
            print("\nbridgeclub: stopped.", file=sys.stderr)
            return CTRL_C
    except UsageProblem as problem:
        print(f"bridgeclub: {in_words(str(problem))}", file=sys.stderr)
        return 2
    except Exception as error:
        # Typer raises its own (vendored) Click exceptions: recognise them by shape.
        name = type(error).__name__
        if name == "NoArgsIsHelpError":        # a bare command group: its help, as Click
            error.show()                          # type: ignore[attr-defined]
            return int(getattr(error, "exit_code", 2))
        if name == "Exit":
            return int(getattr(error, "exit_code", 0))
        if name == "Abort":
            return 1
        said = sentence(error)
        if said is None:
            raise
        print(f"bridgeclub: {in_words(said)}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
