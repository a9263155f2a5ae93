"""``bridgeclub tournament``: tournaments with the computer from the command line.

    bridgeclub tournament create class.json --variant minibridge --boards 8 --seed 7
    bridgeclub tournament create --server http://club:8000 --name "Class 4B" --group 4B
    bridgeclub play --tournament class.json --name Ann      # the boards at the terminal
    bridgeclub play --tournament http://club:8000/tournament/ID --name Ann  # a server's
    bridgeclub tournament status class.json                 # or the teacher's link
    bridgeclub tournament publish class.json --pbn class.pbn --html class.html

A tournament is a JSON file (its boards, entrants and every board they played) or a
server's link (``http://HOST/tournament/ID?token=...``: the teacher's link shows who has
played which board, and publishes before the tournament closes). Bad input: one line on
stderr, exit status 2. Heavy modules are imported inside the commands, so ``bridgeclub``
starts fast.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer

from bridgeclub.cli.server_seat import ServerSeat, server_request

if TYPE_CHECKING:
    from bridgeclub.tournaments.model import Tournament
    from bridgeclub.tui.terminal import Terminal


def is_link(where: str) -> bool:
    return where.startswith(("http://", "https://"))


def _link_parts(link: str) -> tuple[str, str, str | None]:
    """The server, the tournament's id and the token of a tournament's link."""
    import urllib.parse

    url = urllib.parse.urlsplit(link)
    parts = [p for p in url.path.split("/") if p]
    if len(parts) < 2 or parts[0] != "tournament":
        raise ValueError(f"{link}: not a tournament's link (http://HOST/tournament/ID)")
    token = urllib.parse.parse_qs(url.query).get("token", [None])[0]
    return f"{url.scheme}://{url.netloc}", parts[1], token


def load_tournament(path: Path, problem: type[Exception]) -> Tournament:
    from bridgeclub.tournaments.model import Tournament

    if not path.is_file():
        raise problem(f"{path}: no such tournament file")
    try:
        return Tournament.from_json(path.read_text(encoding="utf-8"))
    except (ValueError, UnicodeDecodeError, OSError) as error:
        raise problem(f"{path}: not a tournament file ({error})") from None


def save_tournament(path: Path, tournament: Tournament) -> None:
    """All or nothing: a new file renamed over the old one."""
    fresh = path.with_name(path.name + ".new")
    fresh.write_text(tournament.to_json(plays=True), encoding="utf-8")
    os.replace(fresh, path)


def ranking_lines(tournament: Tournament) -> list[str]:
    from bridgeclub.tournaments.pages import ranking_rows

    mp = tournament.form == "MP"
    lines = [f"{tournament.name}: ranking ({'%' if mp else 'IMPs'})"]
    for row in ranking_rows(tournament):
        value = row["percent"] if mp else row["score"]
        lines.append(f"{row['place']:>5}  {value if value is not None else '':>7}  "
                     f"{row['name']}  ({row['boards']} boards)")
    return lines


def traveller_lines(tournament: Tournament, board: int) -> list[str]:
    """A board's traveller as the terminal shows it after the board."""
    return traveller_text(tournament.traveller(board), board, tournament.form)


def traveller_text(rows: list[dict[str, Any]], board: int, form: str) -> list[str]:
    """Traveller rows (``Tournament.traveller``, or a server's) as lines."""
    unit = "MPs" if form == "MP" else "IMPs"
    lines = [f"Board {board}: the field", f"{'Name':16} {'Contract':9} {'By':2} {'Lead':4} "
             f"{'Tricks':>6} {'Score':>6} {unit:>6}"]
    for row in rows:
        lines.append(f"{row['name'][:16]:16} {row['contract'][:9]:9} {row['declarer'] or '':2} "
                     f"{row['lead'] or '':4} {'' if row['tricks'] is None else row['tricks']:>6} "
                     f"{row['score']!s:>6} {row['earned']:>6}")
    return lines


def counted(number: int, thing: str) -> str:
    """``number`` of ``thing``, the noun in the plural unless there is one.

    >>> counted(1, "entrant"), counted(0, "board"), counted(12, "board")
    ('1 entrant', '0 boards', '12 boards')
    """
    return f"{number} {thing}{'' if number == 1 else 's'}"


def state_lines(state: dict[str, Any]) -> list[str]:
    """A server's tournament state (``GET /api/tournaments/ID``): how far, the ranking.

    >>> state_lines({"name": "Class 4B", "form": "MP", "entrants": 1, "results": 1,
    ...              "closed": False, "ranking": [{"place": "1", "percent": None,
    ...                                            "name": "Tom", "boards": 1}]})
    ['Class 4B: 1 entrant, 1 board played', '    1           Tom  (1 board)']
    """
    mp = state["form"] == "MP"
    lines = [f"{state['name']}: {counted(state['entrants'], 'entrant')}, "
             f"{counted(state['results'], 'board')} played"
             f"{', closed' if state['closed'] else ''}"]
    for row in state["ranking"]:
        value = row["percent"] if mp else row["score"]
        lines.append(f"{row['place']:>5}  {value if value is not None else '':>7}  "
                     f"{row['name']}  ({counted(row['boards'], 'board')})")
    return lines


def play_linked(link: str, name: str, terminal: Terminal) -> None:
    """``bridgeclub play --tournament LINK``: enter a server's tournament (or, with her
    own link, come back to it) and play the boards at the terminal, the server's
    computers in the other seats; each board is entered on the server as in the browser
    (the entrant is in the field), then its traveller and her place are shown.
    ``ValueError`` says what went wrong."""
    from urllib.parse import parse_qs, urlsplit

    base, tid, token = _link_parts(link)
    api = f"{base}/api/tournaments/{tid}"
    if token is None:
        if not name.strip():
            raise ValueError("say your name: --name Ann (or come back with your own link, "
                             "the one with ?token=)")
        entered = json.loads(server_request(f"{api}/entrants", {"name": name}))
        token = str(entered["token"])
        _show_link(terminal, "You are in. To come back to this tournament later (keep it: "
                   "it is your key):", f"{base}{entered['page']}")
        terminal.wait()
    state = json.loads(server_request(api, token=token))
    me = state.get("me")
    if me is None or not me.get("table_link"):
        raise ValueError("this link is not an entrant's: use the tournament's link with "
                         "--name, or your own link")
    table_link = urlsplit(str(me["table_link"]))
    seat = ServerSeat(base, table_link.path.rsplit("/", 1)[-1],
                      parse_qs(table_link.query)["token"][0])
    try:
        _play_boards(seat, state, base, tid, token, terminal)
    finally:
        seat.close()


def _play_boards(seat: ServerSeat, state: dict[str, Any], base: str, tid: str, token: str,
                 terminal: Terminal) -> None:
    """The entrant's boards at her seat, one after another, each with its traveller."""
    from bridgeclub.seats import Seat
    from bridgeclub.tui.remote import RemoteDealTable, RemoteGame

    api = f"{base}/api/tournaments/{tid}"
    boards: list[int] = state["boards"]
    while True:
        frame = seat.view()
        number = int(frame["deal_number"])
        board = boards[number - 1]
        game = RemoteGame(seat)
        if not game.is_over:
            table = RemoteDealTable(game, Seat.S, terminal,
                                    extra=f"{state['name']}: board {board} of {len(boards)}")
            if not table.play():
                _show_link(terminal, "You stopped. Your boards so far are in the field; "
                           "to go on later:", f"{base}/tournament/{tid}?token={token}")
                return
        state = _entered(api, token, board)
        rows = json.loads(server_request(f"{api}/boards/{board}", token=token))["traveller"]
        me = state["me"]
        terminal.show([*result_lines(game.view()),
                       *traveller_text(rows, board, state["form"])[:18],
                       f"Your place: {me['place'] or '-'} of {me['of']}"])
        if game.frame["match"]["is_over"] or number >= len(boards):
            terminal.show(state_lines(state)[:22])
            terminal.wait("The tournament's boards are all played. Press Enter")
            return
        if terminal.ask("Press Enter for the next board (q stops): ").strip().lower() in \
                ("q", "quit"):
            return
        seat.next_deal(number)


def _show_link(terminal: Terminal, words: str, link: str) -> None:
    """Words on the screen, then the command with the link in full under it (a screen's
    lines are cut at 80 columns; a link must not be)."""
    from bridgeclub.tui.screen import wrap

    terminal.show(wrap(words))
    terminal.out.write(f"bridgeclub play --tournament '{link}'\n")
    terminal.out.flush()


def _entered(api: str, token: str, board: int) -> dict[str, Any]:
    """The state once the server has entered ``board`` for her (a moment after it ends)."""
    import time

    deadline = time.monotonic() + 30
    while True:
        state: dict[str, Any] = json.loads(server_request(api, token=token))
        if board in state["me"]["played"] or time.monotonic() > deadline:
            return state
        time.sleep(0.2)


def result_lines(view: dict[str, Any]) -> list[str]:
    """The end of a board in a line: the contract, by whom, tricks, the score (EZ-Bridge's
    in quarters).

    >>> result_lines({"result": {"contract": "8H", "declarer": "E", "tricks": 11,
    ...                          "score": {"NS": "0", "EW": "35/4"}}})
    ['8H by E: 11 tricks. Score: E-W +8 3/4.']
    """
    result = view.get("result") or {}
    contract = result.get("contract")
    if not contract or contract in ("P", "Pass"):
        return ["Passed out: no score."]
    from bridgeclub.tui.session import column_name, signed

    score = ", ".join(f"{column_name(side)} {signed(points)}" for side, points in
                      (result.get("score") or {}).items() if points not in (0, "0"))
    return [f"{contract} by {result.get('declarer')}: {result.get('tricks')} tricks. "
            f"Score: {score or 'nothing'}."]


def play_tournament(where: str, name: str, fast: bool, problem: type[Exception]) -> None:
    """``bridgeclub play --tournament FILE``: play the boards not played yet at the
    terminal (the computers at the tournament's level, the same for everyone), each
    entered into the file as it ends, then the field's traveller."""
    import sys

    from bridgeclub.game import Game
    from bridgeclub.match import new_match
    from bridgeclub.seats import Seat
    from bridgeclub.tournaments.computer import table_match
    from bridgeclub.tournaments.model import play_of
    from bridgeclub.tui.session import Session
    from bridgeclub.tui.terminal import Terminal

    terminal = Terminal(tty=sys.stdout.isatty() and sys.stdin.isatty(),
                        pause=0.8 if fast else None)
    if is_link(where):
        try:
            play_linked(where, name, terminal)
        except ValueError as error:
            raise problem(str(error)) from None
        return
    path = Path(where)
    tournament = load_tournament(path, problem)
    known = {n.casefold(): e for e, n in tournament.entrants.items()}
    if not name.strip():
        raise problem("say your name: --name Ann")
    entrant = known.get(" ".join(name.split()).casefold())
    if entrant is None:
        try:
            entrant = tournament.join(name)
        except ValueError as error:
            raise problem(str(error)) from None
    me: int = entrant
    left = [b for b in sorted(tournament.boards) if b not in tournament.played(me)]
    if not left:
        raise problem(f"{tournament.entrants[me]} has played every board")
    first = left[0]
    kind, options = table_match(tournament, first)
    match = new_match(kind, **options)
    save_tournament(path, tournament)

    class TournamentSession(Session):
        """A session dealing the tournament's boards, each entered when it ends."""

        def next_game(self) -> Game:
            board = first + self.match.deals_played
            return self.match.next_game(deal=tournament.boards[board].deal,
                                        seed=self.seed * 1000 + board, claims=True)

        def after_deal(self, game: Game, seat: Seat, last: bool, result: str) -> bool:
            board = first + self.match.deals_played - 1
            if board not in tournament.played(me):
                tournament.enter(me, play_of(game, board))
                save_tournament(path, tournament)
            tournament.scoring.ranking(0)         # the places, with this board
            where_now = tournament.scoring.places.get(me, "-")
            self.term.show([*traveller_lines(tournament, board)[:20],
                            f"Your place: {where_now} of {len(tournament.scoring.places)}"])
            self.term.ask("Press Enter: ")           # held, even with --fast
            return super().after_deal(game, seat, last, result)

    TournamentSession(match, Seat.S, terminal, level=tournament.level, seed=me,
                      deals=len(left)).play()


def register(app: typer.Typer, problem: type[Exception]) -> None:
    """Add ``bridgeclub tournament`` and its commands to ``app``."""
    tournament_app = typer.Typer(help="Tournaments with the computer: everyone plays the "
                                      "same boards, then compares.", no_args_is_help=True)
    app.add_typer(tournament_app, name="tournament")

    @tournament_app.command()
    def create(
        file: Annotated[Path | None, typer.Argument(help="The tournament file to write "
                                                         "(not with --server).")] = None,
        name: Annotated[str, typer.Option(help="The tournament's name.")] = "Tournament",
        variant: Annotated[str, typer.Option(help="duplicate, minibridge or ez-bridge.")
                           ] = "duplicate",
        scoring: Annotated[str, typer.Option(help="MP (matchpoints), Butler or Cross.")
                           ] = "MP",
        boards: Annotated[int, typer.Option(help="How many boards (1-36).")] = 8,
        seed: Annotated[int, typer.Option(help="The seed the boards are dealt from.")] = 0,
        level: Annotated[str, typer.Option(help="The computers: beginner, standard, "
                                                "expert.")] = "standard",
        group: Annotated[str, typer.Option(help="A teacher's class: its name.")] = "",
        closes: Annotated[str, typer.Option(
            help="Closing time, UTC: 2026-05-01T18:00, tomorrow 18:00, in 3 days.")] = "",
        server: Annotated[str | None, typer.Option(
            help="Make it on this bridgeclub server (http://HOST:PORT) instead.")] = None,
    ) -> None:
        """Make a tournament: a file, or on a server (its links are printed)."""
        from datetime import UTC, datetime

        from bridgeclub.tournaments.closing import closing_time
        from bridgeclub.tournaments.model import Tournament

        try:
            closes = closing_time(closes, datetime.now(UTC))
        except ValueError as error:
            raise problem(f"--closes: {error}") from None
        until = f"; it closes {closes} UTC" if closes else ""
        if server is not None:
            body = {"name": name, "variant": variant, "scoring": scoring, "boards": boards,
                    "seed": seed, "level": level, "group": group, "closes": closes}
            try:
                made = json.loads(server_request(server.rstrip("/") + "/api/tournaments", body))
            except ValueError as error:
                raise problem(str(error)) from None
            base = server.rstrip("/")
            whose = "the pupils' link" if group.strip() else "the players' link"
            typer.echo(f"{whose}: {base}{made['link']}{until}")
            typer.echo(f"your link (keep it): {base}{made['teacher_link']}")
            typer.echo(f"the projector: {base}{made['projector_link']}")
            return
        if file is None:
            raise problem("say where to write the tournament (a FILE), or --server URL")
        if file.exists():
            raise problem(f"{file}: already exists")
        try:
            tournament = Tournament.new(name, variant, scoring, boards, seed, level=level,
                                        group=group, closes=closes, listed=not group)
        except ValueError as error:
            raise problem(str(error)) from None
        save_tournament(file, tournament)
        typer.echo(f"{file}: {tournament.name}, {len(tournament.boards)} boards of "
                   f"{variant} ({scoring}){until}; play them: bridgeclub play --tournament "
                   f"{file} --name YOUR-NAME")

    @tournament_app.command()
    def status(
        where: Annotated[str, typer.Argument(help="The tournament file or link.")],
    ) -> None:
        """The ranking, and who has played which board."""
        if is_link(where):
            try:
                base, tid, token = _link_parts(where)
                state = json.loads(server_request(f"{base}/api/tournaments/{tid}", token=token))
            except ValueError as error:
                raise problem(str(error)) from None
            for line in state_lines(state):
                typer.echo(line)
            for row in state.get("grid", []):
                typer.echo(f"{row['name']}: boards {', '.join(map(str, row['played'])) or '-'}")
            return
        tournament = load_tournament(Path(where), problem)
        for line in ranking_lines(tournament):
            typer.echo(line)
        for entrant, name in sorted(tournament.entrants.items()):
            played = tournament.played(entrant)
            typer.echo(f"{name}: boards {', '.join(map(str, played)) or '-'}")

    @tournament_app.command()
    def publish(
        where: Annotated[str, typer.Argument(help="The tournament file or link.")],
        pbn: Annotated[Path | None, typer.Option(help="Write the boards with the field's "
                                                      "results here (PBN).")] = None,
        html: Annotated[Path | None, typer.Option(help="Write the result page here.")
                        ] = None,
        analyse: Annotated[bool, typer.Option(help="Double-dummy tables and par.")
                           ] = True,
    ) -> None:
        """Write the boards with the field's results as PBN (Ruter columns) and HTML."""
        if pbn is None and html is None:
            raise problem("say what to write: --pbn FILE and/or --html FILE")
        outputs: dict[Path, str] = {}
        if is_link(where):
            try:
                base, tid, token = _link_parts(where)
                for path, suffix in ((pbn, "pbn"), (html, "html")):
                    if path is not None:
                        outputs[path] = server_request(f"{base}/api/tournaments/{tid}/results."
                                                 f"{suffix}", token=token).decode()
            except ValueError as error:
                raise problem(str(error)) from None
        else:
            from bridgeclub.tournaments.pages import tournament_html, tournament_pbn

            tournament = load_tournament(Path(where), problem)
            if not tournament.plays:
                raise problem(f"{where}: nobody has played a board yet")
            if pbn is not None:
                outputs[pbn] = tournament_pbn(tournament, analyse)
            if html is not None:
                outputs[html] = tournament_html(tournament, analyse)
        for path, text in outputs.items():
            try:
                path.write_text(text, encoding="utf-8")
            except OSError as error:
                raise problem(f"{path}: cannot be written ({error.strerror})") from None
            typer.echo(f"wrote {path}")
