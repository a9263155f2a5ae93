"""A tournament with the computer: everyone plays the same boards, each at a
table of her own as South with three computers at one level, and is scored against
everyone who played the board in the same direction (``field``).

A ``Tournament`` holds its boards (dealt from a seed, or read from a PBN file), its
entrants and each entrant's ``Play`` of each board (contract, declarer, tricks, lead, the
auction and the cards). Duplicate boards are scored as a club event scores them
(``events.model.Result.ns_score``); MiniBridge's scores are duplicate scores of the
contract of the same target without vulnerability (seed 001: part score bonus 50, game
300, 50 a trick short), so a MiniBridge tournament is an event too; EZ-Bridge's are its
own quarters (``scoring.ez``), compared by matchpoints only. ``event`` is the tournament
as an event of ``bridgeclub.events`` (each entrant a North-South pair, the computers at
her table the East-West pair numbered ``COMPUTERS + entrant``), for its PBN with the
field's results and its pages.

>>> t = Tournament.new("Tuesday robots", "duplicate", "MP", boards=2, seed=7)
>>> ann, bob = t.join("Ann"), t.join("Bob")
>>> t.enter(ann, Play(1, "3NT", "S", 9))
>>> t.enter(bob, Play(1, "3NT", "S", 10))
>>> [(row["name"], row["score"], row["earned"]) for row in t.traveller(1)]
[('Bob', 430, 2.0), ('Ann', 400, 0.0)]
>>> t.enter(bob, Play(1, "3NT", "S", 10))
Traceback (most recent call last):
...
ValueError: Bob has already played board 1
>>> Tournament.from_json(t.to_json()).entrants
{1: 'Ann', 2: 'Bob'}
>>> Tournament.from_json(t.to_json(plays=True)).traveller(1) == t.traveller(1)
True
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field
from fractions import Fraction
from typing import Any

from bridgeclub.bots.bidding.options import system_named
from bridgeclub.calls import Strain
from bridgeclub.deal import Deal
from bridgeclub.events.model import BoardInfo, Event, Result
from bridgeclub.game import Game
from bridgeclub.scoring.ez import ez_score, quarters_text
from bridgeclub.scoring.minibridge import minibridge_contract
from bridgeclub.seats import Seat, board_dealer, board_vulnerability
from bridgeclub.tournaments.field import FORMS, Field, Points

#: The variants a tournament plays, and the match each entrant's table plays them in.
VARIANTS = {"duplicate": "duplicate", "minibridge": "minibridge", "ez-bridge": "ez-bridge"}
LEVELS = ("beginner", "standard", "expert")
#: The East-West "pair" of an entrant's table is numbered this plus the entrant's number.
COMPUTERS = 10_000
MAX_BOARDS = 36


@dataclass(frozen=True)
class Play:
    """One entrant's board as she played it: the contract (``"4SX"``, ``"Pass"``; in
    MiniBridge ``"game S"``, in EZ-Bridge the tricks bid and the trump, ``"8D"``), declarer,
    tricks taken by declarer's side, the opening lead, and the calls and cards in order
    (for the replay)."""

    board: int
    contract: str
    declarer: str | None = None
    tricks: int | None = None
    lead: str | None = None
    auction: tuple[str, ...] = ()
    cards: tuple[str, ...] = ()
    table: str = ""            # the entrant's table on the server, for the replay
    deal: int = 0              # the deal of that table


def minibridge_bridge_contract(contract: str) -> str:
    """MiniBridge's ``"game S"`` as the Contract Bridge contract of the same target.

    >>> minibridge_bridge_contract("game S"), minibridge_bridge_contract("part NT")
    ('4S', '1NT')
    """
    kind, _, strain = contract.partition(" ")
    if kind not in ("part", "game"):
        raise ValueError(f"a MiniBridge contract is 'part' or 'game' and a strain, not "
                         f"{contract!r:.20}")
    return str(minibridge_contract(kind, Strain.from_str(strain)))  # type: ignore[arg-type]


def tournament_deal(variant: str, seed: int | str, board: int) -> Deal:
    """Board ``board``'s deal: ``Deal.for_board``; in MiniBridge a deal where the sides
    hold 20 points each is redealt (seed 001: the same dealer deals again), the same way
    in every table."""
    deal = Deal.for_board(seed, board)
    attempt = 0
    while variant == "minibridge" and deal[Seat.N].hcp + deal[Seat.S].hcp == 20:
        attempt += 1
        deal = Deal.random(seed=f"{seed}/board/{board}/{attempt}")
    return deal


@dataclass
class Tournament:
    """A tournament's settings, boards, entrants and plays (see the module docstring)."""

    name: str
    variant: str = "duplicate"
    form: str = "MP"
    level: str = "standard"
    boards: dict[int, BoardInfo] = field(default_factory=dict)
    entrants: dict[int, str] = field(default_factory=dict)
    opens: str = ""            # ISO times (UTC); empty: open now, never closes
    closes: str = ""
    listed: bool = True        # in the lobby (or only for those with the link)
    group: str = ""            # a teacher's class: its name
    system: str = "sayc"       # the one convention card of every computer (sayc, acol)
    plays: dict[tuple[int, int], Play] = field(default_factory=dict, repr=False)
    scoring: Field = field(init=False, repr=False, compare=False)
    _rows: dict[tuple[int, int], dict[str, Any]] = field(
        init=False, repr=False, compare=False, default_factory=dict)

    def __post_init__(self) -> None:
        if self.variant not in VARIANTS:
            raise ValueError(f"a tournament plays {', '.join(VARIANTS)}, not "
                             f"{self.variant!r:.20}")
        if self.form not in FORMS:
            raise ValueError(f"a tournament is scored by {', '.join(FORMS)}, not "
                             f"{self.form!r:.20}")
        if self.variant == "ez-bridge" and self.form != "MP":
            raise ValueError("EZ-Bridge's scores are compared by matchpoints (MP)")
        if self.level not in LEVELS:
            raise ValueError(f"the computers play at {', '.join(LEVELS)}, not "
                             f"{self.level!r:.20}")
        self.system = system_named(self.system).key
        self.scoring = Field(self.form)

    @classmethod
    def new(cls, name: str, variant: str = "duplicate", form: str = "MP", boards: int = 8,
            seed: int | str = 0, **settings: Any) -> Tournament:
        """A tournament of ``boards`` boards dealt from ``seed`` (dealer and vulnerability
        of the board number; MiniBridge and EZ-Bridge: nobody vulnerable)."""
        if not 1 <= boards <= MAX_BOARDS:
            raise ValueError(f"a tournament has 1 to {MAX_BOARDS} boards, not {boards}")
        tournament = cls(name.strip() or "Tournament", variant, form, **settings)
        for number in range(1, boards + 1):
            tournament.add_board(number, tournament_deal(variant, seed, number).to_pbn())
        return tournament

    def add_board(self, number: int, deal: str, dealer: str | None = None,
                  vulnerable: str | None = None) -> None:
        """A board (its deal as PBN); dealer and vulnerability by default those of the
        board number, nobody vulnerable in the family games."""
        if not (Deal.from_pbn(deal).is_complete):
            raise ValueError(f"board {number}: a tournament's deal has all 52 cards")
        family = self.variant != "duplicate"
        self.boards[number] = BoardInfo(
            number, dealer or str(board_dealer(number)),
            "None" if family else (vulnerable or str(board_vulnerability(number))), deal)

    def join(self, name: str) -> int:
        """A new entrant (a name is needed, two entrants may not share one); her number."""
        name = " ".join(name.split())[:40]
        if not name:
            raise ValueError("say your name to enter the tournament")
        if name.casefold() in {n.casefold() for n in self.entrants.values()}:
            raise ValueError(f"{name} has already entered: choose another name")
        number = max(self.entrants, default=0) + 1
        self.entrants[number] = name
        return number

    def ns_score(self, play: Play, entrant: int = 0) -> Points:
        """North-South's points for a play (checked: an impossible play raises
        ``ValueError``)."""
        board = self.boards.get(play.board)
        if board is None:
            raise ValueError(f"the tournament has no board {play.board}")
        if self.variant == "ez-bridge":
            if play.contract.upper() in ("PASS", "P"):
                return 0
            if play.declarer is None or play.tricks is None:
                raise ValueError("a played board needs declarer and tricks")
            bid = int(play.contract.rstrip("CDHSNT") or 0)
            points = ez_score(bid, play.tricks)
            return points if Seat.from_str(play.declarer).side.value == "NS" else -points
        result = self.result_of(entrant, play)
        result.check()
        result.check_lead(board)
        score = result.ns_score(board)
        assert score is not None
        return score

    def result_of(self, entrant: int, play: Play) -> Result:
        """A play as a club event's result (entrant ``entrant`` North-South)."""
        contract = play.contract
        if contract.upper() in ("PASS", "P", "REDEAL"):
            return Result(play.board, entrant, COMPUTERS + entrant, "Pass")
        if self.variant == "minibridge":
            contract = minibridge_bridge_contract(contract)
        return Result(play.board, entrant, COMPUTERS + entrant, contract, play.declarer,
                      play.tricks, play.lead)

    def enter(self, entrant: int, play: Play) -> None:
        """Score a board an entrant has played into the field; ``ValueError`` (nothing
        changes) for an unknown entrant or board, a board played twice, an impossible
        result."""
        if entrant not in self.entrants:
            raise ValueError(f"no entrant {entrant}")
        if (entrant, play.board) in self.plays:
            raise ValueError(f"{self.entrants[entrant]} has already played board "
                             f"{play.board}")
        score = self.ns_score(play, entrant)
        self.plays[(entrant, play.board)] = play
        self.scoring.enter(entrant, play.board, score)

    def played(self, entrant: int) -> list[int]:
        """The boards an entrant has played, in order."""
        return sorted(self.scoring.scores.get(entrant, {}))

    def score_text(self, score: Points) -> str:
        return quarters_text(score) if isinstance(score, Fraction) else str(score)

    def traveller(self, board: int) -> list[dict[str, Any]]:
        """The board's traveller: every entrant who played it, best score first, with
        what she bid and made and what it earned (matchpoints or IMPs). What she played
        is written once; only what it earned is worked out again (it changes with the
        field)."""
        rows = []
        field, cache = self.scoring, self._rows
        on = field.boards.get(board)
        if on is None:
            return []
        for score in reversed(on.ranked):
            members = sorted(on.members[score])
            earned = round(field.earned(members[0], board), 2)
            for entrant in members:
                row = cache.get((entrant, board))
                if row is None:
                    row = cache[(entrant, board)] = self._row(entrant, board, score)
                rows.append({**row, "earned": earned})
        return rows

    def _row(self, entrant: int, board: int, score: Points) -> dict[str, Any]:
        play = self.plays[(entrant, board)]
        return {"entrant": entrant, "name": self.entrants[entrant],
                "contract": play.contract, "declarer": play.declarer, "lead": play.lead,
                "tricks": play.tricks,
                "score": score if isinstance(score, int) else self.score_text(score),
                "table": play.table, "deal": play.deal}

    def event(self) -> Event:
        """The tournament as a club event of ``bridgeclub.events``: each entrant a pair
        playing North-South, her computers the East-West pair ``COMPUTERS + entrant``."""
        if self.variant == "ez-bridge":
            raise ValueError("EZ-Bridge's scores are not Contract Bridge scores: an "
                             "EZ-Bridge tournament is not a club event")
        event = Event(self.name, scoring=self.form)
        for number, name in self.entrants.items():
            event.add_pair(number, name)
        event.boards = dict(sorted(self.boards.items()))
        for (entrant, _), play in sorted(self.plays.items(), key=lambda kv: kv[0][::-1]):
            result = self.result_of(entrant, play)
            result.check()
            event.results.append(result)
        return event

    # -- stored as a document (the server keeps the plays as its log; a file holds them) --
    def to_json(self, plays: bool = False) -> str:
        data = {"name": self.name, "variant": self.variant, "form": self.form,
                "level": self.level, "system": self.system, "opens": self.opens,
                "closes": self.closes,
                "listed": self.listed, "group": self.group,
                "boards": [asdict(b) for b in sorted(self.boards.values(),
                                                     key=lambda b: b.number)],
                "entrants": {str(k): v for k, v in self.entrants.items()}}
        if plays:
            data["plays"] = [{"entrant": e, **self.play_to_json(p)}
                             for (e, _), p in self.plays.items()]
        return json.dumps(data, indent=1)

    @classmethod
    def from_json(cls, text: str) -> Tournament:
        """A tournament saved by ``to_json``; anything else raises ``ValueError``."""
        try:
            data = json.loads(text)
            tournament = cls(str(data["name"]), data["variant"], data["form"],
                             data["level"], opens=str(data.get("opens", "")),
                             closes=str(data.get("closes", "")),
                             listed=bool(data.get("listed", True)),
                             group=str(data.get("group", "")),
                             system=str(data.get("system", "sayc")))
            for board in data["boards"]:
                tournament.boards[int(board["number"])] = BoardInfo(**board)
            tournament.entrants = {int(k): str(v) for k, v in data["entrants"].items()}
            for item in data.get("plays", []):
                fields = dict(item)
                tournament.enter(int(fields.pop("entrant")), cls.play_from_json(fields))
        except (ValueError, KeyError, TypeError, AttributeError) as error:
            raise ValueError(f"not a saved tournament: {str(error)[:60]}") from None
        return tournament

    @staticmethod
    def play_to_json(play: Play) -> dict[str, Any]:
        return {k: list(v) if isinstance(v, tuple) else v for k, v in asdict(play).items()}

    @staticmethod
    def play_from_json(data: dict[str, Any]) -> Play:
        fields: dict[str, Any] = {k: tuple(v) if isinstance(v, list) else v
                                  for k, v in data.items()}
        return Play(**fields)


def play_of(game: Game, board: int, table: str = "", deal: int = 0) -> Play:
    """What an entrant's finished game of a board holds: contract, declarer, tricks, the
    opening lead, the calls and the cards."""
    result = game.result
    calls = tuple(str(m.action) for m in game.history if m.phase in ("auction", "contract"))
    cards = tuple(str(m.action) for m in game.history if m.phase == "play")
    if result is None or result.contract in (None, "", "P", "Pass", "redeal"):
        return Play(board, "Pass", auction=calls, table=table, deal=deal)
    return Play(board, str(result.contract), result.declarer and str(result.declarer),
                result.tricks, cards[0] if cards else None, calls, cards, table, deal)
