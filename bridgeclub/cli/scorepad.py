"""``bridgeclub scorepad``: keep the score of a match played with real cards, of any kind.

    bridgeclub scorepad rubber --save rubber.json     # kept in the file after each line
    bridgeclub scorepad rubber --load rubber.json     # carry on with it
    bridgeclub scorepad chicago --scoring russian
    bridgeclub scorepad ez-bridge-3 -o people=Ann,Bob,Cy -o dealer=Cy
    bridgeclub scorepad minibridge --options          # the options the kind declares

The options are the kind's declared options (``bridgeclub.options``): ``--scoring``,
``--scheme``, ``--edition`` and ``--deals`` name the usual ones, ``-o NAME=VALUE`` any
other. Bad input: one line on stderr, exit status 2.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer

from bridgeclub.options import Option
from bridgeclub.seats import Side

if TYPE_CHECKING:
    from bridgeclub.match import Match


def option_value(option: Option, text: str) -> Any:
    """A declared option's value from the command line's text.

    >>> from bridgeclub.match import match_class
    >>> people = next(o for o in match_class("ez-bridge-3").declared_options
    ...               if o.name == "people")
    >>> option_value(people, "Ann, Bob,Cy")
    ['Ann', 'Bob', 'Cy']
    """
    if option.kind == "int":
        if not (text.isascii() and text.isdigit() and len(text) <= 9):
            raise ValueError(f"option {option.name}: a whole number, not {text[:20]!r}")
        return int(text)
    if option.kind == "bool":
        words = {"true": True, "yes": True, "1": True, "false": False, "no": False, "0": False}
        if text.lower() not in words:
            raise ValueError(f"option {option.name}: true or false, not {text[:20]!r}")
        return words[text.lower()]
    if option.kind == "object" and "," in text:
        return [part.strip() for part in text.split(",")]
    return text


def match_options(kind: str, given: dict[str, Any], pairs: list[str]) -> dict[str, Any]:
    """The options for ``new_match(kind, ...)``: the named flags and ``NAME=VALUE`` pairs,
    each checked against the kind's declarations (ValueError naming the option)."""
    from bridgeclub.match import match_class

    declared = {o.name: o for o in match_class(kind).option_declarations_of()}
    chosen = dict(given)
    if "deals" in chosen and "deals" not in declared and "boards" in declared:
        chosen["boards"] = chosen.pop("deals")
    for name in chosen:
        if name not in declared:
            raise ValueError(f"--{name} is not an option of {kind}")
    for pair in pairs:
        name, equals, text = pair.partition("=")
        if not equals or name.strip() not in declared:
            known = ", ".join(sorted(declared))
            raise ValueError(f"-o takes NAME=VALUE with a NAME of {kind}'s options ({known}), "
                             f"not {pair[:30]!r}")
        chosen[name.strip()] = option_value(declared[name.strip()], text.strip())
    return chosen


def options_text(kind: str) -> str:
    """The options a kind declares, one a line, for ``--options``."""
    from bridgeclub.match import match_class

    lines = [f"The options of {kind} (give them as -o NAME=VALUE):"]
    for option in match_class(kind).option_declarations_of():
        choices = f" ({', '.join(option.choices)})" if option.choices else ""
        value = option.default
        if isinstance(value, list | tuple):
            value = ",".join(str(v) for v in value)
        default = "" if value is None else f" [default: {value}]"
        lines.append(f"  {option.name:14} {option.help}{choices}{default}")
    return "\n".join(lines)


def register(app: typer.Typer, problem: type[Exception]) -> None:
    """Add ``bridgeclub scorepad`` to ``app``; bad input raises ``problem``."""

    @app.command()
    def scorepad(
        kind: Annotated[str, typer.Argument(
            help="rubber, chicago, duplicate, minibridge, minibridge-open, ez-bridge, "
                 "ez-bridge-3 or buddy-bridge")],
        scoring: Annotated[str | None, typer.Option(
            help="Chicago scoring: standard, duplicate or russian.")] = None,
        scheme: Annotated[str | None, typer.Option(
            help="Chicago vulnerability: modern or original.")] = None,
        edition: Annotated[str | None, typer.Option(
            help="Scoring edition: modern or goren.")] = None,
        deals: Annotated[int | None, typer.Option(
            help="The number of deals (MiniBridge, Chicago) or boards (duplicate).")] = None,
        option: Annotated[list[str] | None, typer.Option(
            "--option", "-o", help="Any option of the kind: NAME=VALUE (see --options).")
        ] = None,
        options: Annotated[bool, typer.Option(
            "--options", help="List the options of KIND and stop.")] = False,
        we: Annotated[str, typer.Option(help="Your side, headed WE on the sheet: NS or EW.")
                      ] = "NS",
        save: Annotated[str | None, typer.Option(
            help="Keep the match in this JSON file (and carry on with it if it exists).")
        ] = None,
        load: Annotated[str | None, typer.Option(
            help="Carry on with the match saved in this file (kept there after each line "
                 "unless --save names another).")] = None,
    ) -> None:
        """Score a match played with real cards: type each deal's result (4SX S 10, game NT
        S 9, 8H N 11, P, end, undo) and see the score sheet."""
        from bridgeclub.match import match_kinds, new_match
        from bridgeclub.tui.scorepad import load_match, run_scorepad

        kinds = match_kinds()
        if kind not in kinds:
            raise problem(f"the score pad keeps {', '.join(kinds)}, not {kind!r:.30}")
        if options:
            typer.echo(options_text(kind))
            return
        given = {name: value for name, value in (("scoring", scoring), ("scheme", scheme),
                                                 ("edition", edition), ("deals", deals))
                 if value is not None}
        try:
            side = str(Side.from_str(we))
            path = Path(save) if save is not None else None
            if path is not None and path.is_dir():
                raise ValueError(f"--save {path}: is a folder; give a file name")
            source = Path(load) if load is not None \
                else path if path is not None and path.exists() else None
            if source is not None and source.is_dir():
                raise ValueError(f"--load {source}: is a folder; give a file name")
            match: Match
            if source is not None:
                if given or option:
                    raise ValueError("a loaded match keeps its own options: give none with "
                                     "--load (or an existing --save file)")
                match = load_match(source)
                if match.kind != kind:
                    raise ValueError(f"{source} holds a {match.kind} match, not {kind}")
            else:
                match = new_match(kind, **match_options(kind, given, option or []))
            target = path if path is not None else source
            if target is not None and (target.is_dir() or not target.parent.is_dir()):
                raise ValueError(f"cannot save to {target}: not a file in an existing folder")
        except (TypeError, ValueError) as error:
            raise problem(str(error)) from None
        try:
            run_scorepad(match, we=side, save=target)
        except ValueError as error:
            raise problem(str(error)) from None
