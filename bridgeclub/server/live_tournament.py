"""A tournament in memory, as the server holds it while its entrants play.

Below both the hub that keeps these (``tournamenthub``) and the frames drawn from them
(``tournament_frames``), so neither needs the other to name it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import UTC, datetime

from bridgeclub.server.store.tournaments import EntrantRow, PlayRow, TournamentRow
from bridgeclub.tournaments.model import Tournament

TEACHER = "teacher"


def token_subject(tournament_id: str) -> str:
    """What a token of a tournament is signed for (never a bridge table's id)."""
    return f"tournament:{tournament_id}"


def now_text() -> str:
    return datetime.now(UTC).strftime("%Y-%m-%dT%H:%M")


@dataclass
class LiveTournament:
    """A tournament in memory: its row, the tournament with its field, each entrant's
    table, and how much of the log it holds."""

    row: TournamentRow
    tournament: Tournament
    tables: dict[int, str] = field(default_factory=dict)
    seq: int = 0

    def take_entrant(self, row: EntrantRow) -> None:
        if row.number not in self.tournament.entrants:
            self.tournament.entrants[row.number] = row.name
        self.tables[row.number] = row.table_id

    def take(self, row: PlayRow) -> None:
        play = Tournament.play_from_json(row.play)
        if (row.entrant, play.board) not in self.tournament.plays:
            self.tournament.enter(row.entrant, play)
        self.seq = row.seq

    @property
    def closed(self) -> bool:
        """Closed by the teacher, or past its closing time."""
        t = self.tournament
        return bool(self.row.settings.get("closed")) or bool(t.closes and now_text() >= t.closes)

    @property
    def opened(self) -> bool:
        return not self.tournament.opens or now_text() >= self.tournament.opens
