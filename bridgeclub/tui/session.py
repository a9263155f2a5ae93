"""A session at the terminal table: deal after deal of one match, for every variant.

Every variant is played as a match (a duplicate set of boards with a running total, a
rubber, a Chicago, a MiniBridge session, an EZ-Bridge match, the Goren games' rubber, a
Buddy Bridge rubber). After each deal the result and the running total are shown, with
``a`` for the double-dummy analysis and ``s`` for the score sheet.

``save`` writes the session as PBN after every action (``bridgeclub.formats.games``: one
record per deal, the deal in progress marked as unfinished), with a ``BCSession`` tag that
says the match, its options and the person's seat; ``load_session`` reads such a file and
the game goes on where it stopped, mid-deal.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from fractions import Fraction
from pathlib import Path
from typing import Any

from bridgeclub.errors import IllegalAction
from bridgeclub.formats import pbn
from bridgeclub.formats.games import game_to_record, record_to_game
from bridgeclub.game import Game
from bridgeclub.match import Match, match_kinds, new_match
from bridgeclub.scoring.ez import quarters_text
from bridgeclub.seats import Seat
from bridgeclub.tui.analysis_screen import analysis_lines
from bridgeclub.tui.screen import (
    SEAT_NAMES,
    call_text,
    person_names,
    table_lines,
    table_words,
    wrap,
)
from bridgeclub.tui.sheet import sheet_text
from bridgeclub.tui.table import DealTable, computer_players
from bridgeclub.tui.terminal import Terminal

#: The PBN tag that holds what a saved session needs besides its games.
SESSION_TAG = "BCSession"
TWO_PLAYERS = ("bridge-for-two", "double-dummy-two", "buddy-bridge")


def match_for(variant: str, options: dict[str, Any] | None = None,
              seed: int | None = None) -> Match:
    """The match ``variant`` is played in at the terminal, with ``options`` (and ``seed``
    where the match draws lots, as Buddy Bridge draws for the first dealer)."""
    chosen = dict(options or {})
    if variant == "buddy-bridge" and seed is not None:
        chosen.setdefault("seed", seed)
    if variant in ("bridge-for-two", "double-dummy-two"):
        chosen.setdefault("edition", "goren")
        return new_match("rubber", variant=variant, **chosen)
    kinds = match_kinds(variant)
    kind = variant if variant in kinds else kinds[0]
    return new_match(kind, **chosen)


class Session:
    """The person's seat, the computer players' level and seed, where to save."""

    def __init__(self, match: Match, human: Seat, terminal: Terminal, *, level: str = "standard",
                 seed: int = 0, hotseat: bool = False, save: Path | None = None,
                 deals: int | None = None, system: str = "sayc",
                 opponents: str | None = None) -> None:
        self.match = match
        self.human = human
        self.term = terminal
        self.level = level
        self.system = system          # the person's side's card
        self.opponents = opponents    # the other side's (None: the same)
        self.seed = seed
        self.hotseat = hotseat
        self.save_path = save
        self.deals = deals
        self.finished: list[Game] = []
        self.current: Game | None = None
        self.our_column: str | None = None

    # -- saving --------------------------------------------------------------------------
    def session_tag(self) -> str:
        return json.dumps({"kind": self.match.kind, "options": self.match.options,
                           "seat": str(self.human), "hotseat": self.hotseat,
                           "level": self.level, "seed": self.seed,
                           "system": self.system, "opponents": self.opponents},
                          sort_keys=True, separators=(",", ":"))

    def save(self, current: Game | None = None) -> None:
        if self.save_path is None:
            return
        games = [*self.finished, *([current] if current is not None else [])]
        tag = self.session_tag()
        records = [game_to_record(g, **{SESSION_TAG: tag}) for g in games]
        pbn.write(self.save_path, records)

    # -- the deals -----------------------------------------------------------------------
    def next_game(self) -> Game:
        seed = self.seed * 1000 + self.match.deals_played
        try:
            return self.match.next_game(seed=seed, claims=True)
        except (ValueError, IllegalAction):
            return self.match.next_game(seed=seed)

    def humans(self) -> list[Seat]:
        if self.hotseat:
            return [Seat.S, Seat.W]
        return [self.match.seat_for(self.human)]

    def play(self) -> Match:
        """Deal and play until the match is over, the person stops, or ``deals`` deals."""
        played = 0
        if self.hotseat:
            self.term.start_private()
        try:
            while not self.match.is_over:
                game = self.current or self.next_game()
                self.current = None
                humans = self.humans()
                players = computer_players(game.players, humans, self.level,
                                           self.seed * 1000 + self.match.deals_played,
                                           self.system, self.opponents)
                table = DealTable(game, humans, players, self.term,
                                  extra=self.deal_words(), after_action=self.save)
                done = table.play()
                game = table.game
                if not done:
                    self.save(game)
                    self.term.show(wrap("The match stops here: " + self.totals_words()
                                        + self.saved_words()))
                    return self.match
                # what was said at the end of the play (a claim's answers and why) is
                # read with the result, before the next screen
                words = " ".join([*table.notes, result_words(game, self.match)])
                # The sheet's own column, before the seats rotate for the next deal.
                self.our_column = self.we(humans[0])
                self.match.add_game(game)
                self.finished.append(game)
                self.save()
                played += 1
                last = self.deals is not None and played >= self.deals
                if not self.after_deal(game, humans[0], last or self.match.is_over, words):
                    self.term.show(wrap("The match stops here: " + self.totals_words()
                                        + self.saved_words()))
                    return self.match
                if last:
                    return self.match
            self.term.show([*wrap("The match is over. " + self.match.outcome()),
                            *wrap("Final score: " + self.totals_words())])
            return self.match
        finally:
            self.term.end_private()

    def deal_words(self) -> str:
        if self.match.kind == "duplicate":
            return f"Total {self.totals_words()}"
        return f"Deal {self.match.deals_played + 1}"

    def saved_words(self) -> str:
        return f" (saved in {self.save_path})" if self.save_path is not None else ""

    def totals_words(self) -> str:
        return ", ".join(f"{column_name(c)} {points_text(v)}"
                         for c, v in self.match.totals.items())

    def after_deal(self, game: Game, seat: Seat, last: bool, result: str) -> bool:
        """The end of a deal: every hand, the result, the total; ``a`` analysis, ``s``
        the score sheet. False when the person stops."""
        view = game.view(seat)
        hands = dict(view.get("hands") or {})
        if not any(hands.values()):
            hands = _played_hands(view)
        lines = table_lines(view, hands=hands, heading="The deal is over", trick={
            "cards": [], "leader": None}, extra=f"Deal {self.match.deals_played}")
        words = [result, "Total: " + self.totals_words() + "."]
        summary = table_words(self.match.summary())
        if summary and self.match.kind not in ("duplicate",):
            words.append(summary)
        prompt = ("a analysis, s score sheet, Enter " +
                  ("ends" if last else "next deal") + ", q stop: ")
        while True:
            self.term.show([*lines, *[w for text in words for w in wrap(text)]][:23])
            answer = self.term.ask(prompt).strip().lower()
            if answer in ("q", "quit"):
                return False
            if answer == "a":
                self.term.show(["Working it out..."])
                self.term.show(analysis_lines(game, view))
                self.term.wait("Press Enter to go back")
            elif answer == "s":
                standing = wrap(table_words(self.match.summary()))
                sheet = fitted_sheet(sheet_text(self.match.sheet, self.our_column
                                                if self.our_column is not None
                                                else self.we(seat)).splitlines(),
                                     22 - len(standing))
                self.term.show([*sheet, *standing][-22:])
                self.term.wait("Press Enter to go back")
            else:
                return True

    def we(self, seat: Seat) -> str | None:
        column = self.match.column_of(seat)
        return column if column in self.match.sheet.columns else None


def fitted_sheet(lines: list[str], rows: int) -> list[str]:
    """A score sheet in ``rows`` lines: the column heads and the totals always; the
    first deals' scores, then the first footnotes, give way to the latest.

    >>> sheet = ["WE | THEY", *[f"{n} |" for n in range(9)], "TOTAL |", "9 | 0",
    ...          *[f"({c}) note" for c in "abcdefghi"]]
    >>> fitted_sheet(sheet, 8)
    ['WE | THEY', '...', '7 |', '8 |', 'TOTAL |', '9 | 0', '...', '(i) note']
    >>> fitted_sheet(sheet, 30) == sheet
    True
    """
    if len(lines) <= rows:
        return lines
    end = next((i + 2 for i, line in enumerate(lines) if line.strip().startswith("TOTAL")),
               len(lines))
    body, notes = lines[:end], lines[end:]
    keep_notes = min(len(notes), max(1, (rows - 4) // 3)) if notes else 0
    if len(body) + keep_notes + (1 if keep_notes < len(notes) else 0) > rows:
        scores = rows - 4 - keep_notes - (1 if keep_notes < len(notes) else 0)
        body = [body[0], "...", *body[-(scores + 2):]]
    left = rows - len(body)
    if len(notes) > left:
        notes = ["...", *notes[-(left - 1):]]
    return [*body, *notes]


def _played_hands(view: Any) -> dict[str, list[str]]:
    hands: dict[str, list[str]] = {}
    for trick in view.get("tricks") or []:
        for played in trick["cards"]:
            hands.setdefault(played["seat"], []).append(played["card"])
    return hands


def column_name(column: str) -> str:
    """A sheet column in words: ``N-S``, ``South``, a person's name."""
    return {"NS": "N-S", "EW": "E-W"}.get(column, SEAT_NAMES.get(column, column))


def points_text(points: Any) -> str:
    if isinstance(points, Fraction):
        return quarters_text(points)
    if isinstance(points, str) and "/" in points:
        return quarters_text(Fraction(points))
    return str(points)


def signed(points: Any) -> str:
    text = points_text(points)
    return text if text.startswith("-") or text == "0" else "+" + text


def result_words(game: Game, match: Match | None = None) -> str:
    """The result of a finished game in a player's words, each column's score signed
    under the name of the sheet's column it goes to (``match``, before the game is added:
    in 3-person EZ-Bridge the person sitting in the scoring chair)."""
    result = game.result
    if result is None:
        return "The deal is not over."
    if getattr(game, "is_redeal", False):
        return "20-20 or four passes: the same dealer deals again; this deal does not count."
    if not result.declarer or result.contract in ("P", "Pass"):
        return "Passed out: no score."
    def column(key: str) -> str:
        if match is not None and key in SEAT_NAMES:
            return match.column_of(Seat.from_str(key))
        return key

    scores = ", ".join(f"{column_name(column(c))} {signed(v)}"
                       for c, v in result.score.items() if v)
    tricks = result.tricks
    names = person_names(game.view(game.players[0]))
    declarer = names.get(str(result.declarer), str(result.declarer))
    notrump = str(result.contract).rstrip("X").endswith("NT")
    honours = "".join(f" Honours (in the score): {column_name(str(e['side']))} {e['points']} for "
                      f"{honours_words(int(e['points']), notrump)}."
                      for e in result.details.get("entries") or []
                      if e.get("reason") == "honours")
    return (f"{call_text(str(result.contract))} by {declarer}: {tricks} trick"
            f"{'s' if tricks != 1 else ''}. Score: {scores or 'nothing'}.{honours}")


def honours_words(points: int, notrump: bool) -> str:
    """What a side held for its honours (seed 002, "Honors"), in words.

    >>> honours_words(150, True), honours_words(100, False)
    ('four aces in one hand', 'four trump honours in one hand')
    >>> honours_words(150, False)
    'all five trump honours in one hand'
    """
    if notrump:
        return "four aces in one hand"
    return "four trump honours in one hand" if points == 100 else \
        "all five trump honours in one hand"


def load_session(path: Path, terminal: Terminal, save: Path | None = None,
                 level: str | None = None, seed: int | None = None,
                 make: Callable[[str, dict[str, Any]], Match] | None = None) -> Session:
    """The session saved in ``path`` (or any PBN file of bridgeclub games): its match
    rebuilt from the finished deals, the deal in progress ready to go on. ValueError
    saying why when the file holds no game to go on with."""
    records = pbn.read(path)
    if not records:
        raise ValueError(f"{path} holds no deal")
    games = [record_to_game(r) for r in records]
    tag = records[-1].tags.get(SESSION_TAG)
    saved: dict[str, Any] = json.loads(tag) if tag else {}
    if not isinstance(saved, dict):
        raise ValueError(f"{path}: the {SESSION_TAG} tag is not a saved session")
    variant = games[-1].variant
    if saved.get("kind"):
        match = new_match(str(saved["kind"]), **dict(saved.get("options") or {}))
    else:
        match = (make or (lambda v, o: match_for(v, o)))(variant, {})
    session = Session(match, Seat.from_str(str(saved.get("seat", "S"))), terminal,
                      level=level or str(saved.get("level", "standard")),
                      seed=seed if seed is not None else int(saved.get("seed", 0)),
                      hotseat=bool(saved.get("hotseat", False)), save=save,
                      system=str(saved.get("system") or "sayc"),
                      opponents=saved.get("opponents") or None)
    for game in games:
        if game.is_over:
            match.add_game(game)
            session.finished.append(game)
        else:
            session.current = game
    return session
