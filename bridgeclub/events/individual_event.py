"""An individual event: players change partners every round (``individual`` movements for
5, 8, 13 or 17 players), each table's result is scored like a pairs result (matchpoints
or IMPs on North-South's score, the same code), and each player earns the score of the side
they sat on, ranked as players.

A result is kept under its round, table and board; the two partnerships of a table are
numbered for the scoring only (``2 * seat`` and ``2 * seat + 1`` of the sitting), so the
same code that scores pairs scores them.

>>> event = IndividualEvent.new("Tuesday individual", tables=1, seed="3")
>>> sorted(event.players)[:3], event.movement.players
([1, 2, 3], 5)
>>> event.enter(1, 1, 1, Result(1, None, None, "4S", "N", 10))
>>> event.enter(2, 1, 1, Result(1, None, None, "4S", "N", 11))
Traceback (most recent call last):
...
ValueError: table 1 does not play board 1 in round 2
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field, replace
from typing import Any

from bridgeclub.events.individual import IndividualMovement, individual
from bridgeclub.events.model import BoardInfo, Result
from bridgeclub.events.score import ScoredResult, pair_totals, score_board
from bridgeclub.scoring.ranking import place_text, rank
from bridgeclub.scoring.rounding import half_up


@dataclass
class PlayerLine:
    """A line of an individual's ranking."""

    place: str
    player: int
    name: str
    score: float
    percent: float | None


@dataclass
class IndividualEvent:
    name: str
    tables: int
    boards_per_round: int
    scoring: str = "MP"
    players: dict[int, str] = field(default_factory=dict)
    boards: dict[int, BoardInfo] = field(default_factory=dict)
    results: dict[tuple[int, int, int], Result] = field(default_factory=dict)

    @property
    def movement(self) -> IndividualMovement:
        return individual(self.tables, self.boards_per_round)

    @classmethod
    def new(cls, name: str, tables: int, boards_per_round: int = 2, scoring: str = "MP",
            seed: str = "0", names: dict[int, str] | None = None) -> IndividualEvent:
        """A new individual with its boards dealt from ``seed``."""
        from bridgeclub.formats.boards import deal_boards

        if scoring not in ("MP", "Butler", "Cross"):
            raise ValueError(f"an individual is scored MP, Butler or Cross, not {scoring}")
        event = cls(name, tables, boards_per_round, scoring)
        plan = event.movement
        for player in range(1, plan.players + 1):
            event.players[player] = (names or {}).get(player) or f"Player {player}"
        last = max(b for s in plan.seatings for b in s.boards)
        for record in deal_boards(seed, range(1, last + 1), event=name):
            number = int(record.tags["Board"])
            event.boards[number] = BoardInfo(number, record.tags["Dealer"],
                                             record.tags["Vulnerable"], record.tags["Deal"])
        return event

    def enter(self, round_: int, table: int, board: int, result: Result) -> None:
        """Keep a table's result (checked; ``ValueError`` says why it cannot be)."""
        seating = next((s for s in self.movement.round(round_) if s.table == table), None)
        if seating is None:
            raise ValueError(f"no table {table} in round {round_} of this individual")
        if board not in seating.boards:
            raise ValueError(f"table {table} does not play board {board} in round {round_}")
        ns, ew = 2 * (round_ * 100 + table), 2 * (round_ * 100 + table) + 1
        kept = replace(result, board=board, ns=ns, ew=ew, table=table, round=round_)
        try:
            kept.check()
            kept.check_lead(self.boards[board])
        except ValueError as error:     # said of the table, not of the scoring's numbers
            why = str(error).split(": ", 1)[-1]
            raise ValueError(f"board {board}, round {round_} table {table}: {why}") from None
        self.results[(round_, table, board)] = kept

    def ranking(self) -> list[PlayerLine]:
        """Every player's score (each result's side), ranked."""
        seats = {(s.round, s.table): s for s in self.movement.seatings}
        by_board: dict[int, list[Result]] = {}
        for result in self.results.values():
            by_board.setdefault(result.board, []).append(result)
        expected = max((len(rs) for rs in by_board.values()), default=0)
        by_player: list[ScoredResult] = []
        for number, results in by_board.items():
            for s in score_board(results, self.boards[number], self.scoring, "2/1",
                                 expected if self.scoring == "MP" else None):
                assert s.result.round is not None and s.result.table is not None
                seat = seats[(s.result.round, s.result.table)]
                for ns, ew in ((seat.north, seat.east), (seat.south, seat.west)):
                    by_player.append(replace(s, result=replace(s.result, ns=ns, ew=ew)))
        totals = pair_totals(by_player, self.scoring)
        key = [(t.percent or 0.0) if self.scoring == "MP" else t.score
               for t in totals.values()]
        places = rank([half_up(k, 2) for k in key])
        lines = [PlayerLine(place_text(*p), t.pair, self.players.get(t.pair, ""), t.score,
                            t.percent) for t, p in zip(totals.values(), places, strict=True)]
        return sorted(lines, key=lambda line: (int(line.place.split("-")[0]), line.player))

    def to_json(self) -> str:
        return json.dumps({"kind": "individual", "name": self.name, "tables": self.tables,
                           "boards_per_round": self.boards_per_round,
                           "scoring": self.scoring,
                           "players": {str(k): v for k, v in self.players.items()},
                           "boards": [asdict(b) for b in self.boards.values()],
                           "results": [asdict(r) for r in self.results.values()]}, indent=1)

    @classmethod
    def from_json(cls, text: str) -> IndividualEvent:
        """An individual saved by ``to_json`` (every result checked again)."""
        try:
            data: dict[str, Any] = json.loads(text)
            if data.get("kind") != "individual":
                raise ValueError("no \"kind\": \"individual\"")
            event = cls(str(data["name"]), int(data["tables"]), int(data["boards_per_round"]),
                        str(data["scoring"]))
            event.players = {int(k): str(v) for k, v in data["players"].items()}
            for item in data["boards"]:
                board = BoardInfo(**item)
                event.boards[board.number] = board
            for item in data["results"]:
                if item.get("adjusted") is not None:
                    item = {**item, "adjusted": tuple(item["adjusted"])}
                result = Result(**item)
                event.enter(int(result.round or 0), int(result.table or 0), result.board,
                            result)
        except (KeyError, TypeError, ValueError, AttributeError) as error:
            raise ValueError(f"not a saved individual: {str(error)[:80]}") from None
        return event
