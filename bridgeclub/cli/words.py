"""The ``bridgeclub`` command in a player's words: its help and its errors.

One place turns what the command-line library and Python would print into what a player
reads. ``in_players_words`` names every argument and option value in capitals, as a
manual does (``scorepad KIND``, ``event enter FILE BOARD NS EW [RESULT]...``, ``--save
FILE``, ``--seed NUMBER``) instead of the library's ``{kind}``, ``<str>``, ``<int>`` or
``<bool>``. ``sentence`` turns any error a command raises into one sentence: a word that
should have been a number, a missing argument, a file that cannot be read, an option
without its value; no ``Errno``, no parser's message, no Python type ever reaches the
screen. ``main`` (``bridgeclub.cli.commands``) prints it after ``bridgeclub:`` and exits with 2.

>>> import typer
>>> from bridgeclub.cli.commands import app
>>> command = typer.main.get_command(app)
>>> in_players_words(command)
>>> scorepad = command.commands["scorepad"]
>>> [p.metavar for p in scorepad.params][:2]
['KIND', 'SCORING']
>>> " ".join(scorepad.collect_usage_pieces(typer.Context(scorepad)))
'[OPTIONS] KIND'
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable
from typing import Any

#: Option and argument names whose value is a file.
FILE_NAMES = frozenset({"file", "save", "load", "out", "html", "source", "target", "path"})
#: Values that are a number, named as a player says it.
NUMBER_WORDS = {"int": "a whole number", "float": "a number"}


def value_name(param: Any) -> str:
    """What the help calls a parameter's value: ``FILE`` for a file, else its name in
    capitals (``KIND``, ``BOARD``, ``SEED``); ``NAME=VALUE`` for ``--option``."""
    name = str(param.name or "value")
    if name == "option":
        return "NAME=VALUE"
    if name in FILE_NAMES and getattr(param, "param_type_name", "") == "option":
        return "FILE"
    return name.rstrip("_").upper()


def in_players_words(command: Any, help_names: tuple[str, ...] = ("-h", "--help")) -> None:
    """Give every argument and option of ``command`` and its subcommands a value name a
    player reads; flags (``--help`` too) show none, and arguments no type. Usage lines
    name arguments as ``KIND`` and ``[RESULT]...`` (the library writes ``{kind}``)."""
    from typer.core import TyperArgument

    class PlayerArgument(TyperArgument):
        def _usage_display_name(self) -> str:
            name = str(self.metavar or self.name).removesuffix("...")
            name = name if self.required else f"[{name}]"
            return name + ("..." if self.nargs != 1 else "")

        def display_type_rich(self, ctx: Any) -> str | None:
            return None  # the name says what to give

    settings = getattr(command, "context_settings", None) or {}
    names = tuple(settings.get("help_option_names", help_names))
    import typer

    shown = getattr(command, "get_help_option", None)
    if shown is not None:
        context = typer.Context(command, help_option_names=list(names))
        help_option = shown(context)
        if help_option is not None:
            help_option.metavar = ""
    for param in getattr(command, "params", []):
        if getattr(param, "is_flag", False):
            param.metavar = ""
        elif param.metavar is None:
            param.metavar = value_name(param) + (
                "..." if param.param_type_name == "argument" and param.nargs != 1 else "")
        if isinstance(param, TyperArgument):
            param.__class__ = PlayerArgument
    for sub in getattr(command, "commands", {}).values():
        in_players_words(sub, names)


def _shown(param: Any) -> str:
    """A parameter as the help shows it: ``--seed`` or ``BOARD``."""
    if param is None:
        return "a value"
    if getattr(param, "param_type_name", "") == "argument":
        return str(param.metavar or value_name(param)).removesuffix("...")
    longest = max(param.opts, key=len) if param.opts else f"--{param.name}"
    return str(longest)


def _given(error: BaseException) -> tuple[str, Any] | None:
    """The kind of value a library validation wanted and what was given instead."""
    cause = error.__cause__ or error.__context__
    errors = getattr(cause, "errors", None)
    if not callable(errors):
        return None
    try:
        first = errors()[0]
    except (IndexError, TypeError, ValueError):
        return None
    kind = str(first.get("type", "")).split("_")[0]
    return kind, first.get("input")


def _click_sentence(error: Exception) -> str | None:
    """A command-line mistake the library caught, in words (None: not one of those)."""
    name = type(error).__name__
    param = getattr(error, "param", None)
    if name == "MissingParameter":
        what = _shown(param)
        help_text = str(getattr(param, "help", "") or "").rstrip(".")
        return f"{what} is missing" + (f" ({help_text[:1].lower()}{help_text[1:]})"
                                      if help_text else "")
    if name == "BadParameter":
        given = _given(error)
        if given is not None:
            kind, value = given
            wanted = NUMBER_WORDS.get(kind, "yes or no" if kind == "bool" else "")
            if wanted:
                return f"{_shown(param)} is {wanted}, not {str(value)[:30]!r}"
        message = str(getattr(error, "message", "") or "")
        return f"{_shown(param)}: {message}" if message else None
    if name in ("NoSuchOption", "BadOptionUsage", "BadArgumentUsage", "UsageError"):
        message = str(error.format_message())  # type: ignore[attr-defined]
        extra = re.fullmatch(r"Got unexpected extra arguments? ?\(?s?\)? \((.*)\)", message)
        if extra:
            return f"more words than the command takes: {extra.group(1)}"
        for library, ours in (("requires an argument", "needs a value after it"),
                              ("No such option: ", "there is no option "),
                              ("No such command ", "there is no command ")):
            message = message.replace(library, ours)
        if message.startswith("No such command") or message.startswith("there is no command"):
            message = message.rstrip(".") + " (bridgeclub --help lists them)"
        return message[:1].lower() + message[1:]
    return None


#: What Python and its libraries put in a message, and the words that replace it.
LIBRARY_TEXTS = (
    (re.compile(r"(?:Expecting [^:]*|Extra data|Unterminated string starting at|"
                r"Invalid control character at|Invalid \\escape|Invalid \\uXXXX escape)"
                r": line (\d+) column (\d+) \(char \d+\)"),
     r"it is not JSON, as bridgeclub writes it (wrong at line \1, column \2)"),
    (re.compile(r"\[Errno \d+\] ([^:]+)(?:: '[^']*')?"), lambda m: m.group(1).lower()),
)


def in_words(message: str) -> str:
    """A message with Python's and the libraries' phrases in words: a JSON decoder's
    ``Expecting value: line 1 column 1 (char 0)``, an ``[Errno 2] ...``.

    >>> in_words("x.json: Expecting value: line 1 column 1 (char 0)")
    'x.json: it is not JSON, as bridgeclub writes it (wrong at line 1, column 1)'
    >>> in_words("cannot read x: [Errno 13] Permission denied: 'x'")
    'cannot read x: permission denied'
    """
    for pattern, words in LIBRARY_TEXTS:
        message = pattern.sub(words, message)
    return message


def numbers_text(numbers: Iterable[int]) -> str:
    """Numbers as a player writes them, runs joined: ``1-10``, ``1-4, 9``.

    >>> numbers_text([9, 1, 2, 3, 4]), numbers_text([])
    ('1-4, 9', 'none')
    """
    runs: list[list[int]] = []
    for number in sorted(numbers):
        if runs and number == runs[-1][1] + 1:
            runs[-1][1] = number
        else:
            runs.append([number, number])
    return ", ".join(f"{a}-{b}" if b > a else f"{a}" for a, b in runs) or "none"


def sentence(error: BaseException) -> str | None:
    """Any error a command raised, as one sentence for the player; None for an error that
    is a bug (the traceback is for the developer).

    >>> sentence(FileNotFoundError(2, "No such file or directory", "/x.json"))
    '/x.json: no such file'
    >>> sentence(json.JSONDecodeError("Expecting value", "x", 0))
    'the file is not JSON (it should be a file bridgeclub wrote)'
    """
    if isinstance(error, OSError):
        where = f"{error.filename}: " if error.filename else ""
        reason = (error.strerror or "cannot be used").lower().replace(
            "no such file or directory", "no such file")
        return f"{where}{reason}"
    if isinstance(error, json.JSONDecodeError):
        return "the file is not JSON (it should be a file bridgeclub wrote)"
    if isinstance(error, UnicodeDecodeError):
        return "the file is not text"
    if isinstance(error, Exception):
        return _click_sentence(error)
    return None


__all__ = ["in_players_words", "in_words", "numbers_text", "sentence", "value_name"]
