"""``bridgeclub event teams``: a Swiss or round robin teams event from the command line.

    bridgeclub event teams create swiss.json --names teams.csv --boards 8   # or --teams 6
    bridgeclub event teams create robin.json --teams 5 --schedule round-robin
    bridgeclub event teams pair swiss.json                      # the next round's matches
    bridgeclub event teams match swiss.json 1 4 --home-ns 420,-50,... --away-ns -420,100,...
    bridgeclub event teams match swiss.json 2 3 --imps 23-4     # only the match's total
    bridgeclub event teams bye swiss.json 7
    bridgeclub event teams score swiss.json [--json]

A match is entered as North-South's score on each board in both rooms (the room where the
home team sits North-South, then the other), or as its IMP totals where a club keeps only
those; the IMPs and VPs (WBF scale, or board-a-match points with ``--scoring BAM``) follow.
The file is rewritten whole, all or nothing.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Annotated

import typer

from bridgeclub.events.setup import read_names
from bridgeclub.events.teams import MatchScore, TeamsEvent
from bridgeclub.events.teams_file import teams_from_json, teams_to_json


def _scores(text: str, what: str) -> list[int]:
    words = text.replace(",", " ").split()
    try:
        return [int(w) for w in words]
    except ValueError:
        raise ValueError(f"{what}: North-South's scores like 420,-50,110, not "
                         f"{text[:30]!r}") from None


def match_score(home: int, away: int, home_ns: str | None, away_ns: str | None,
                imps: str | None) -> MatchScore:
    """A match as the command gives it: both rooms' scores, or the IMP totals (``23-4``).

    >>> match_score(1, 2, None, None, "23-4").imps
    (23, 4)
    >>> match_score(1, 2, "420", None, None)
    Traceback (most recent call last):
    ...
    ValueError: give both rooms' scores (--home-ns and --away-ns) or the match's IMPs (--imps 23-4)
    """
    if imps is not None and home_ns is None and away_ns is None:
        won, _, lost = imps.replace(",", "-").partition("-")
        try:
            return MatchScore(home, away, imps=(int(won), int(lost)))
        except ValueError:
            raise ValueError(f"--imps: the home team's IMPs and the away team's, like "
                             f"23-4, not {imps[:30]!r}") from None
    if imps is None and home_ns is not None and away_ns is not None:
        return MatchScore(home, away, tuple(_scores(home_ns, "--home-ns")),
                          tuple(_scores(away_ns, "--away-ns")))
    raise ValueError("give both rooms' scores (--home-ns and --away-ns) or the match's "
                     "IMPs (--imps 23-4)")


def register(event_app: typer.Typer, problem: type[Exception]) -> None:
    """Add ``bridgeclub event teams`` and its commands to ``event_app``."""
    teams_app = typer.Typer(help="Run a Swiss teams event: pairings, matches, ranking.",
                            no_args_is_help=True, rich_markup_mode=None)
    event_app.add_typer(teams_app, name="teams")

    def load(path: Path) -> TeamsEvent:
        if not path.is_file():
            raise problem(f"{path}: no such teams event file")
        try:
            return teams_from_json(path.read_text(encoding="utf-8"))
        except (ValueError, UnicodeDecodeError) as error:
            raise problem(f"{path}: {error}") from None

    def save(path: Path, event: TeamsEvent) -> None:
        temporary = path.with_name(path.name + ".new")
        try:
            temporary.write_text(teams_to_json(event), encoding="utf-8")
            os.replace(temporary, path)
        except OSError as error:
            raise problem(f"{path}: cannot write ({error.strerror})") from None

    @teams_app.command()
    def create(
        file: Annotated[Path, typer.Argument(help="The teams event file to create (.json).")],
        teams: Annotated[int | None, typer.Option(help="How many teams.")] = None,
        names: Annotated[Path | None, typer.Option(
            help="A file of the teams' names, one a line ('number,name' or the name).")
        ] = None,
        boards: Annotated[int, typer.Option(help="Boards a match.")] = 8,
        scoring: Annotated[str, typer.Option(help="IMP (to VPs) or BAM.")] = "IMP",
        schedule: Annotated[str, typer.Option(
            help="swiss (paired by the standings) or round-robin (everyone meets everyone)."
        )] = "swiss",
        rounds: Annotated[int | None, typer.Option(
            help="How many rounds (a round robin: all of them unless told).")] = None,
    ) -> None:
        """Create a Swiss or round robin teams event."""
        if file.exists():
            raise problem(f"{file}: already exists (nothing overwritten)")
        try:
            named = read_names(names) if names is not None else \
                {t: f"Team {t}" for t in range(1, (teams or 0) + 1)}
            if len(named) < 2:
                raise ValueError("a teams event needs two teams or more (--teams or --names)")
            if not 1 <= boards <= 64:
                raise ValueError(f"a match has 1 to 64 boards, not {boards}")
            event = TeamsEvent(named, boards, method=scoring.upper(), schedule=schedule,
                               rounds=rounds)
        except ValueError as error:
            raise problem(str(error)) from None
        except OSError as error:
            raise problem(f"{names}: cannot be read ({error.strerror or error})") from None
        save(file, event)
        typer.echo(f"{len(named)} teams, {boards}-board matches ({event.method}) -> {file}")

    @teams_app.command()
    def pair(file: Annotated[Path, typer.Argument(help="The teams event file.")]) -> None:
        """Pair the next round: Swiss by the standings, or the round robin's next (never a
        repeat)."""
        event = load(file)
        try:
            matches = event.next_round()
        except ValueError as error:
            raise problem(str(error)) from None
        save(file, event)
        typer.echo(f"Round {event.round}")
        for home, away in matches:
            if 0 in (home, away):
                typer.echo(f"  {home or away:3} {event.teams[home or away]}: a bye")
            else:
                typer.echo(f"  {home:3} {event.teams[home]} v {away:3} {event.teams[away]}")

    @teams_app.command()
    def match(
        file: Annotated[Path, typer.Argument(help="The teams event file.")],
        home: Annotated[int, typer.Argument(help="The home team.")],
        away: Annotated[int, typer.Argument(help="The away team.")],
        home_ns: Annotated[str | None, typer.Option(
            help="NS's score on each board where the home team sits NS: 420,-50,...")
        ] = None,
        away_ns: Annotated[str | None, typer.Option(
            help="NS's score on each board where the away team sits NS.")] = None,
        imps: Annotated[str | None, typer.Option(
            help="Only the match's IMPs, home's then away's: 23-4.")] = None,
    ) -> None:
        """Enter (or correct) a match of this round: both rooms' scores, board by board,
        or the match's IMP totals."""
        event = load(file)
        unknown = [t for t in (home, away) if t not in event.teams]
        if unknown:
            raise problem(f"no team {unknown[0]} in this event")
        try:
            played = event.enter(match_score(home, away, home_ns, away_ns, imps))
        except ValueError as error:
            raise problem(str(error)) from None
        save(file, event)
        typer.echo(f"{event.teams[home]} {played.imps[0]} - {played.imps[1]} "
                   f"{event.teams[away]}: {played.vps[0]:.2f} - {played.vps[1]:.2f}")

    @teams_app.command()
    def bye(file: Annotated[Path, typer.Argument(help="The teams event file.")],
            team: Annotated[int, typer.Argument(help="The team with the bye.")]) -> None:
        """Give this round's bye (12 VPs of 20)."""
        event = load(file)
        try:
            event.bye(team)
        except ValueError as error:
            raise problem(str(error)) from None
        save(file, event)
        typer.echo(f"{event.teams[team]}: a bye in round {event.round}")

    @teams_app.command()
    def score(file: Annotated[Path, typer.Argument(help="The teams event file.")],
              as_json: Annotated[bool, typer.Option("--json", help="Print JSON.")] = False
              ) -> None:
        """Print the ranking: VPs, then the IMP difference."""
        event = load(file)
        lines = event.ranking()
        if as_json:
            typer.echo(json.dumps([{"team": line.team, "names": line.name,
                                    "score": line.vps, "imps": line.imps,
                                    "rank": int(line.place.split("-")[0]),
                                    "place": line.place} for line in lines], indent=1))
            return
        for line in lines:
            typer.echo(f"{line.place:>5}  {line.team:3}  {line.vps:7.2f}  {line.imps:+5d}  "
                       f"{line.name}")
