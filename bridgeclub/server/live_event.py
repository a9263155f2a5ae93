"""An event in memory, as the server holds it while people enter results.

Below both the hub that keeps these (``eventhub``) and the frames drawn from them
(``event_frames``), so neither needs the other to name it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from bridgeclub.events.individual_event import IndividualEvent
from bridgeclub.events.model import Event, Result
from bridgeclub.events.movements import Movement, Sitting
from bridgeclub.events.teams import TeamsEvent
from bridgeclub.events.teams_file import score_from_json
from bridgeclub.server.store.events import EventRow, ResultRow


@dataclass
class LiveEvent:
    """An event in memory: its stored row, the event with its results, its movement, and
    how many entries of its log it holds. An individual event (``individual`` set) keeps
    its results there, scored by ``IndividualEvent``; ``event`` then holds its boards and
    ``plan`` its tables' partnerships (``individual_plan``), so the tables' tokens and the
    entry flow are the pairs' own. A teams event (``teams`` set) keeps its matches there:
    each entry of its log is a match's scores (``MatchScore``), and a round complete
    pairs the next (``TeamsEvent.play_on``), so the log replayed pairs every round again
    as it was paired; ``event`` and ``plan`` are then its name and an empty movement."""

    row: EventRow
    event: Event
    plan: Movement
    seq: int = 0
    entered_by: dict[tuple[int, int | None, int | None], str] = field(default_factory=dict)
    keys: set[str] = field(default_factory=set)
    individual: IndividualEvent | None = None
    teams: TeamsEvent | None = None

    def take(self, row: ResultRow) -> None:
        """Take one entry of the log (already checked when it was accepted)."""
        if row.key is not None:
            self.keys.add(row.key)
        self.seq = row.seq
        if self.teams is not None:
            score = self.teams.enter(score_from_json(row.result))
            self.teams.play_on()
            self.entered_by[(0, score.home, score.away)] = row.entered_by
            return
        result = result_from_json(row.result)
        if self.individual is not None:
            assert result.round is not None and result.table is not None
            self.individual.enter(result.round, result.table, result.board, result)
        else:
            self.event.enter(result)
        self.entered_by[(result.board, result.ns, result.ew)] = row.entered_by


def result_from_json(data: dict[str, Any]) -> Result:
    fields = dict(data)
    if fields.get("adjusted") is not None:
        fields["adjusted"] = tuple(fields["adjusted"])
    return Result(**fields)


def individual_plan(event: IndividualEvent) -> Movement:
    """An individual's movement as the pairs' ``Movement``: each table and round one
    sitting, its two partnerships numbered as ``IndividualEvent`` scores them.

    >>> plan = individual_plan(IndividualEvent.new("x", tables=1))
    >>> plan.tables, plan.rounds, plan.round(1)[0].boards
    (1, 5, (1, 2))
    """
    moves = event.movement
    plan = Movement(moves.name, moves.tables, moves.rounds, event.boards_per_round)
    for s in moves.seatings:
        partnership = 2 * (s.round * 100 + s.table)
        plan.sittings.append(Sitting(s.round, s.table, partnership, partnership + 1,
                                     s.board_set, s.boards, halves=s.halves))
    return plan


def individual_shell(event: IndividualEvent) -> Event:
    """The ``Event`` beside an individual: its name, scoring and boards (the online
    tables and the frames read boards there); no pairs, no results."""
    return Event(event.name, event.scoring, {}, dict(event.boards), [],
                 {"kind": "individual"})


def teams_shell(event: TeamsEvent) -> tuple[Event, Movement]:
    """The ``Event`` and ``Movement`` beside a teams event: its name; no boards, pairs or
    sittings (the matches are the teams event's own).

    >>> shell, plan = teams_shell(TeamsEvent({1: "Aces", 2: "Kings"}, 8, rounds=1, name="Cup"))
    >>> shell.name, plan.tables, plan.rounds, plan.sittings
    ('Cup', 2, 1, [])
    """
    plan = Movement(f"{event.schedule} of {len(event.teams)} teams", len(event.teams),
                    event.rounds or 0, event.boards_per_match)
    return Event(event.name, "MP", {}, {}, [], {"kind": "teams"}), plan
