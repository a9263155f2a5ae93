"""An event in memory, as the server holds it while people enter results.

Below both the hub that keeps these (``eventhub``) and the frames drawn from them
(``event_frames``), so neither needs the other to name it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from bridgeclub.events.model import Event, Result
from bridgeclub.events.movements import Movement
from bridgeclub.server.store.events import EventRow, ResultRow


@dataclass
class LiveEvent:
    """An event in memory: its stored row, the event with its results, its movement, and
    how many entries of its log it holds."""

    row: EventRow
    event: Event
    plan: Movement
    seq: int = 0
    entered_by: dict[tuple[int, int | None, int | None], str] = field(default_factory=dict)
    keys: set[str] = field(default_factory=set)

    def take(self, row: ResultRow) -> None:
        """Take one entry of the log (already checked when it was accepted)."""
        result = result_from_json(row.result)
        self.event.enter(result)
        self.entered_by[(result.board, result.ns, result.ew)] = row.entered_by
        if row.key is not None:
            self.keys.add(row.key)
        self.seq = row.seq


def result_from_json(data: dict[str, Any]) -> Result:
    fields = dict(data)
    if fields.get("adjusted") is not None:
        fields["adjusted"] = tuple(fields["adjusted"])
    return Result(**fields)
