"""MiniBridge (``minibridge``): points announced instead of an auction (seed 001; seed 002,
"Minibridge"; RULES.md).

- From the dealer clockwise each player announces her high-card points (A 4, K 3, Q 2,
  J 1). By default the software announces them; the teaching option ``count=True`` asks
  each player to count (the action is the number, ``"18"``; a wrong count is refused).
- The side with more points declares; the partner with more points is declarer, and on
  equal points the one who announced first. 20-20: the same dealer redeals, so the game
  ends at once with the result ``redeal`` and no score (a session deals again).
- Dummy is faced as soon as the points are known; declarer, seeing it, names ``part`` or
  ``game`` and a strain: the actions ``part NT``, ``game H`` ... Then declarer's left-hand
  opponent leads and the play is Contract Bridge's.
- Scores (``scoring.minibridge``): no doubles, no vulnerability; the side that earns
  points gets them and the other side 0 (the result's ``score``).

Teaching help: every seat sees both sides' combined points; declarer also gets
``teaching`` with her side's combined points, its suit fits and the contract seed 001's
guidelines suggest (26 points for a game at no trumps or in a major, 28 in a minor; an
8-card fit for a suit contract, but no trumps for a minor-suit game), see ``guideline``.

>>> import bridgeclub as bc
>>> deal = "N:KJT6.82.864.KQ52 9743.Q9.QJ53.873 Q5.AK65.AT2.AJT9 A82.JT743.K97.64"
>>> game = bc.new_game("minibridge", deal=deal, dealer="N")
>>> game.phase, game.declarer, game.dummy, game.view("E")["points"]
('contract', Seat.S, Seat.N, {'N': 9, 'E': 5, 'S': 18, 'W': 8})
>>> game.view("S")["teaching"]["suggestion"]
'game NT'
>>> _ = game.act("game NT")
>>> game.phase, game.turn
('play', Seat.W)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from bridgeclub.calls import Contract, Strain
from bridgeclub.cards import SUITS_DESCENDING
from bridgeclub.deal import Deal, Hand
from bridgeclub.game_base import JSON, Action, Result
from bridgeclub.options import DEALER, NO_VULNERABILITY, NUMBER, TABLE_OPTIONS, Option
from bridgeclub.scoring.minibridge import KINDS, Kind, minibridge_contract, minibridge_score
from bridgeclub.seats import Seat, Side, Vulnerability, to_seat
from bridgeclub.variants.contract_bridge import ContractBridgeGame
from bridgeclub.views import ContractView, contract_view

STRAINS_SHOWN = (Strain.NOTRUMP, Strain.SPADES, Strain.HEARTS, Strain.DIAMONDS, Strain.CLUBS)


@dataclass(frozen=True, slots=True)
class ContractChoice:
    """Declarer's choice: ``part`` or ``game`` and a strain, written ``game NT``.

    >>> ContractChoice.from_str("Game h"), str(ContractChoice("part", Strain.NOTRUMP))
    (ContractChoice(kind='game', strain=Strain.HEARTS), 'part NT')
    """

    kind: Kind
    strain: Strain

    @classmethod
    def from_str(cls, text: str) -> ContractChoice:
        words = text.strip().lower().replace("-", " ").split()
        if len(words) == 2 and words[0] in ("part", "partscore", "game"):
            kind: Kind = "game" if words[0] == "game" else "part"
            return cls(kind, Strain.from_str(words[1]))
        raise ValueError(f"not a MiniBridge contract: {text!r} (say part or game and a "
                         "strain, like 'game NT' or 'part H')")

    @property
    def contract(self) -> Contract:
        return minibridge_contract(self.kind, self.strain)

    def __str__(self) -> str:
        return f"{self.kind} {self.strain.letter}"


@dataclass(frozen=True, slots=True)
class Announcement:
    """A player's announced point count (teaching option ``count``), written ``"18"``."""

    points: int

    @classmethod
    def from_str(cls, text: str) -> Announcement:
        key = text.strip()
        if not key.isdigit() or int(key) > 37:
            raise ValueError(f"not a point count: {text!r} (say a number from 0 to 37)")
        return cls(int(key))

    def __str__(self) -> str:
        return str(self.points)


_NAMES = {Strain.CLUBS: "clubs", Strain.DIAMONDS: "diamonds", Strain.HEARTS: "hearts",
          Strain.SPADES: "spades", Strain.NOTRUMP: "no trumps"}

CHOICES: tuple[ContractChoice, ...] = tuple(ContractChoice(k, s) for k in KINDS
                                            for s in STRAINS_SHOWN)


def declaring_seat(points: dict[Seat, int], order: list[Seat]) -> Seat | None:
    """Declarer: the partner with more points on the side with more points; on equal
    points within the side, the one who announced first (``order``). None at 20-20.

    >>> pts = {Seat.S: 10, Seat.W: 13, Seat.N: 8, Seat.E: 9}   # seed 001, example two
    >>> declaring_seat(pts, [Seat.S, Seat.W, Seat.N, Seat.E])
    Seat.W
    >>> even = {Seat.N: 12, Seat.E: 8, Seat.S: 12, Seat.W: 8}
    >>> declaring_seat(even, [Seat.E, Seat.S, Seat.W, Seat.N])
    Seat.S
    """
    ns = points[Seat.N] + points[Seat.S]
    ew = points[Seat.E] + points[Seat.W]
    if ns == ew:
        return None
    side = Side.NS if ns > ew else Side.EW
    first, second = sorted(side.seats, key=order.index)
    return second if points[second] > points[first] else first


def guideline(points: int, lengths: dict[Strain, int]) -> tuple[ContractChoice, str]:
    """The contract seed 001's guidelines suggest for a side with ``points`` combined
    and the combined suit ``lengths``, with the reason.

    Suit guideline: with an 8-card fit a suit contract is usually easier, except that a
    minor-suit fit with the points for a game suggests the no-trump game (nine tricks, not
    eleven). Point guideline: 26 points for a game at no trumps or in a major, 28 in a minor.

    >>> lengths = {Strain.SPADES: 6, Strain.HEARTS: 6, Strain.DIAMONDS: 5, Strain.CLUBS: 8}
    >>> guideline(27, lengths)[0]       # seed 001, bidding example one
    ContractChoice(kind='game', strain=Strain.NOTRUMP)
    >>> guideline(22, {Strain.SPADES: 6, Strain.HEARTS: 6, Strain.DIAMONDS: 6, Strain.CLUBS: 8})[0]
    ContractChoice(kind='part', strain=Strain.CLUBS)
    """
    game = points >= 26
    level: Kind = "game" if game else "part"

    def best(strains: tuple[Strain, ...]) -> Strain | None:
        fits = [s for s in strains if lengths[s] >= 8]
        return max(fits, key=lambda s: (lengths[s], s)) if fits else None

    major, minor = best((Strain.SPADES, Strain.HEARTS)), best((Strain.DIAMONDS, Strain.CLUBS))
    enough = f"{points} points: {'enough' if game else 'not enough'} for a game (26)"
    if major is not None:
        return (ContractChoice(level, major),
                f"{enough}; {lengths[major]}-card fit in {_NAMES[major]}")
    if minor is not None and not game:
        return (ContractChoice("part", minor),
                f"{enough}; {lengths[minor]}-card fit in {_NAMES[minor]}")
    if minor is not None:
        minor_game = " (a minor-suit game needs 28 and eleven tricks)" if points >= 28 else \
            " (a minor-suit game needs 28)"
        return (ContractChoice("game", Strain.NOTRUMP),
                f"{enough}; nine tricks at no trumps are easier than eleven in "
                f"{_NAMES[minor]}{minor_game}")
    return ContractChoice(level, Strain.NOTRUMP), f"{enough}; no 8-card fit"


def combined_lengths(*hands: Hand) -> dict[Strain, int]:
    """A side's combined length in each suit."""
    return {Strain.of(suit): sum(len(h.suit(suit)) for h in hands) for suit in SUITS_DESCENDING}


class MiniBridgeGame(ContractBridgeGame):
    """MiniBridge: points announced, declarer names part score or game, no auction."""

    variant: ClassVar[str] = "minibridge"
    declared_options: ClassVar[tuple[Option, ...]] = (
        *TABLE_OPTIONS, DEALER, NO_VULNERABILITY, NUMBER,
        Option("count", "bool", False, "players count their own points (a teaching option)"))
    uses_boards: ClassVar[bool] = False

    def __init__(self, deal: Deal | str | None = None, seed: int | str | None = None,
                 dealer: Seat | str | None = None, count: bool = False,
                 vulnerability: Vulnerability | str | None = None, number: int | None = None,
                 **options: Any) -> None:
        if vulnerability not in (None, Vulnerability.NONE, "None"):
            raise ValueError("MiniBridge has no vulnerability")
        if count:
            options["count"] = True
        if number is not None:
            options["number"] = number
        super().__init__(deal=deal, seed=seed, dealer=dealer, **options)
        self.number = number
        self.count = count
        self.order = [self.dealer.after(i) for i in range(4)]
        self.points = {seat: self.deal[seat].hcp for seat in Seat}
        self.announced: list[Seat] = [] if count else list(self.order)
        self._declarer: Seat | None = None
        self.choice: ContractChoice | None = None
        if not count:
            self._settle()

    def _settle(self) -> None:
        self._declarer = declaring_seat(self.points, self.order)

    # -- state ---------------------------------------------------------------------------
    @property
    def announcing(self) -> bool:
        return len(self.announced) < 4

    @property
    def is_redeal(self) -> bool:
        """Whether the sides hold 20 points each: the same dealer deals again."""
        return not self.announcing and self._declarer is None

    @property
    def phase(self) -> str:
        if self.announcing:
            return "announce"
        if self._declarer is None:
            return "done"
        if self.play is None:
            return "contract"
        return super().phase

    @property
    def is_over(self) -> bool:
        return self.phase == "done"

    @property
    def declarer(self) -> Seat | None:
        return self._declarer

    @property
    def turn(self) -> Seat | None:
        phase = self.phase
        if phase == "announce":
            return self.order[len(self.announced)]
        if phase == "contract":
            return self._declarer
        return None if self.play is None else super().turn

    @property
    def actor(self) -> Seat | None:
        if self.play is not None:
            return super().actor
        return self.turn

    def is_dummy_faced(self) -> bool:
        """Dummy is faced as soon as the points are announced (seed 001)."""
        return not self.announcing and self._declarer is not None

    # -- actions -------------------------------------------------------------------------
    def legal_actions(self) -> list[Action]:
        phase = self.phase
        if phase == "announce":
            return [Announcement(self.points[self.order[len(self.announced)]])]
        if phase == "contract":
            return list(CHOICES)
        return super().legal_actions() if self.play is not None and not self.is_over else []

    def parse_action(self, text: str) -> Action:
        phase = self.phase
        if phase == "announce":
            return Announcement.from_str(text)
        if phase == "contract":
            return ContractChoice.from_str(text)
        return self.parse_card(text)

    def why_illegal(self, action: Action) -> str | None:
        phase = self.phase
        if phase == "announce":
            if not isinstance(action, Announcement):
                return "announce your points first"
            seat = self.order[len(self.announced)]
            if action.points != self.points[seat]:
                return (f"{action.points} is not the count of {seat.full_name}'s hand: count "
                        "again, ace 4, king 3, queen 2, jack 1")
            return None
        if phase == "contract":
            if not isinstance(action, ContractChoice):
                return "declarer names the contract first, like 'game NT' or 'part H'"
            return None
        return super().why_illegal(action)

    def apply(self, action: Action) -> None:
        if isinstance(action, Announcement):
            self.announced.append(self.order[len(self.announced)])
            if not self.announcing:
                self._settle()
            return
        if isinstance(action, ContractChoice):
            assert self._declarer is not None
            self.choice = action
            self._contract = action.contract.with_declarer(self._declarer)
            self.start_play(self._contract)
            return
        super().apply(action)

    # -- what each seat may know ---------------------------------------------------------
    def bidding_rounds(self) -> list[dict[str, str]]:
        """The announcements are the one round of "bidding" on the Memory Help Form."""
        return [{str(s): str(self.points[s]) for s in self.announced}] if self.announced else []

    def seat_view(self, seat: Seat) -> JSON:
        who = to_seat(seat)
        view = super().seat_view(who)
        del view["auction"], view["vulnerability"], view["board"]
        view["number"] = self.number
        view["announcements"] = [{"seat": str(s), "points": self.points[s]}
                                 for s in self.announced]
        view["points"] = {str(s): self.points[s] for s in self.announced}
        if not self.announcing:
            view["points_by_side"] = {
                str(side): sum(self.points[s] for s in side.seats) for side in Side}
            view["redeal"] = self.is_redeal
        view["tricks_needed"] = self.tricks_needed()
        declarer = self._declarer
        if declarer is not None and (who is declarer or self.is_over):
            view["teaching"] = self.teaching()
        return view

    def contract_view(self) -> ContractView | None:
        """The contract as declarer named it (``part H``, ``game NT``)."""
        contract = self.contract
        if contract is None or self.choice is None:
            return None
        return contract_view(contract, text=str(self.choice))

    def teaching(self) -> JSON:
        """Declarer's teaching help: her side's points and fits, and the guideline's
        contract (seed 001, "Suit guideline" and "Point guideline")."""
        declarer = self._declarer
        assert declarer is not None
        points = self.points[declarer] + self.points[declarer.partner]
        lengths = combined_lengths(self.deal[declarer], self.deal[declarer.partner])
        choice, why = guideline(points, lengths)
        return {
            "combined_points": points,
            "lengths": {str(s): n for s, n in lengths.items()},
            "fits": [str(s) for s, n in lengths.items() if n >= 8],
            "suggestion": str(choice),
            "why": why,
        }

    # -- the outcome ---------------------------------------------------------------------
    @property
    def result(self) -> Result | None:
        if not self.is_over:
            return None
        if self.choice is None or self._declarer is None:
            return Result("redeal", None, None, {"NS": 0, "EW": 0}, {"redeal": True})
        tricks = self.declarer_tricks()
        assert tricks is not None
        mine, theirs = minibridge_score(self.choice.kind, self.choice.strain, tricks)
        side = self._declarer.side
        score = {str(side): mine, str(side.opponents): theirs}
        return Result(str(self.choice), str(self._declarer), tricks,
                      {"NS": score["NS"], "EW": score["EW"]},
                      {"made": theirs == 0, "needed": self.choice.contract.tricks_needed})
