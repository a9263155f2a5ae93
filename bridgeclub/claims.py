"""Claims and concessions during the play (Laws 68-71), as actions of the Game API.

Declarer, on her turn or dummy's, may ``claim N``: her side will win N of the tricks still
to be played (``claim`` alone claims them all), or ``concede`` them all. A concession takes
effect at once. A claimer faces her hand (Law 68C): from the first claim on, declarer's
remaining cards are shown to every seat. A claim is answered by each defender in turn,
declarer's left-hand opponent first: ``accept`` or ``reject``. When both accept, the play
ends with the claimed tricks to declarer's side and the rest to the defenders; a rejection
means play on, and declarer may not claim again until another card is played (so a table
cannot loop on claims).

Where one person plays two hands (Goren's games for two, seed 003), the person speaks for
her hands: declarer's owner claims, and each person answers once, for the seat whose
answer is due (``Claims(..., claimer=..., answerers=...)``). There the claimer's hands
are faced to the person answering only while the claim waits for her (the game's
``claim_shows``): both of his hands in Double Dummy, his own hand in Bridge for Two (a
rack's face-down cards are no one's to show). An answer is always recorded for the seat
that was due to answer, so no answer can be counted for a seat twice:

>>> from bridgeclub.seats import Seat
>>> claims = Claims(Seat.W, answerers=(Seat.S,), claimer=Seat.W)
>>> claims.apply(ClaimAction("claim"), Seat.W, 5)
>>> claims.apply(ACCEPT, Seat.S, 5)
>>> claims.settled is not None, claims.current.accepted_by
(True, [Seat.S])

The core only records claims and the answers. Whether a claim holds against every lay-out
of the defenders' cards is a double-dummy question answered above the core, in
``bridgeclub.analysis.claims``.

>>> str(ClaimAction.from_str("claim 3")), str(ClaimAction.from_str("CLAIM"))
('claim 3', 'claim')
>>> ClaimAction.from_str("claim 14")
Traceback (most recent call last):
...
ValueError: a claim is for 1 to 13 tricks, not 14
"""

from __future__ import annotations

from dataclasses import dataclass, field

from bridgeclub.seats import Seat
from bridgeclub.views import JSON

WORDS = ("claim", "concede", "accept", "reject")


@dataclass(frozen=True, slots=True)
class ClaimAction:
    """``claim N`` (``tricks`` None: all the rest), ``concede``, ``accept`` or ``reject``."""

    word: str
    tricks: int | None = None

    @classmethod
    def from_str(cls, text: str) -> ClaimAction:
        parts = text.strip().lower().split()
        if not parts or parts[0] not in WORDS:
            raise ValueError(f"not a claim action: {text!r} (claim N, concede, accept, reject)")
        word = parts[0]
        if word != "claim" or len(parts) == 1:
            if len(parts) > 1:
                raise ValueError(f"{word} takes no number")
            return cls(word)
        if len(parts) > 2 or not parts[1].isdigit():
            raise ValueError(f"not a claim: {text!r} (write claim, or claim and a number)")
        tricks = int(parts[1])
        if not 1 <= tricks <= 13:
            raise ValueError(f"a claim is for 1 to 13 tricks, not {tricks}")
        return cls(word, tricks)

    def __str__(self) -> str:
        return self.word if self.tricks is None else f"{self.word} {self.tricks}"


CONCEDE = ClaimAction("concede")
ACCEPT = ClaimAction("accept")
REJECT = ClaimAction("reject")


def is_claim_word(text: str) -> bool:
    """Whether ``text`` names a claim action (so a game knows which parser to use)."""
    parts = text.strip().lower().split()
    return bool(parts) and parts[0] in WORDS


@dataclass
class Claim:
    """A claim: who made it, the tricks claimed of ``remaining``, who has accepted."""

    by: Seat
    tricks: int
    remaining: int
    answerers: tuple[Seat, ...]
    accepted_by: list[Seat] = field(default_factory=list)
    conceded: bool = False

    @property
    def next_to_answer(self) -> Seat | None:
        waiting = [s for s in self.answerers if s not in self.accepted_by]
        return waiting[0] if waiting else None

    @property
    def is_settled(self) -> bool:
        return self.conceded or self.next_to_answer is None

    def to_dict(self) -> JSON:
        return {"by": str(self.by), "tricks": self.tricks, "of": self.remaining,
                "accepted_by": [str(s) for s in self.accepted_by],
                "conceded": self.conceded, "settled": self.is_settled}


class Claims:
    """The claims of one deal's play: the pending or settled claim and the rule that a
    rejected claim is followed by at least one card before the next claim."""

    def __init__(self, declarer: Seat, answerers: tuple[Seat, ...] | None = None,
                 claimer: Seat | None = None) -> None:
        self.declarer = declarer
        #: Who may claim or concede: declarer, or the person who plays declarer's hand.
        self.claimer = declarer if claimer is None else claimer
        #: Who answers a claim, in turn: both defenders, declarer's left-hand opponent
        #: first; in a game for two, the one opponent (each person once).
        chosen = answerers if answerers is not None else (declarer.lho, declarer.rho)
        self.answerers = tuple(dict.fromkeys(chosen))
        self.current: Claim | None = None
        self.blocked = False
        #: Whether declarer has faced her hand to claim (it stays known).
        self.exposed = False

    @property
    def pending(self) -> Claim | None:
        claim = self.current
        return claim if claim is not None and not claim.is_settled else None

    @property
    def settled(self) -> Claim | None:
        claim = self.current
        return claim if claim is not None and claim.is_settled else None

    def offers(self, remaining: int) -> list[ClaimAction]:
        """The claim actions declarer may take now, with ``remaining`` tricks to play."""
        if self.blocked or remaining <= 0:
            return []
        return [ClaimAction("claim", n) for n in range(1, remaining + 1)] + [CONCEDE]

    def why_illegal(self, action: ClaimAction, actor: Seat, remaining: int) -> str | None:
        """Why ``action`` by ``actor`` may not be taken now; None when it may."""
        pending = self.pending
        if action.word in ("accept", "reject"):
            if pending is None:
                return "there is no claim to answer"
            return None
        if pending is not None:
            return "answer the claim first: accept or reject"
        if actor is not self.claimer:
            return "only declarer may claim or concede"
        if self.blocked:
            return "the defenders chose to play on: play a card before claiming again"
        if action.tricks is not None and action.tricks > remaining:
            return f"only {remaining} tricks remain to be played"
        return None

    def apply(self, action: ClaimAction, actor: Seat, remaining: int) -> None:
        """Apply an action already known to be legal."""
        if action.word == "accept":
            assert self.current is not None
            due = self.current.next_to_answer     # the answer is the due seat's, whoever
            assert due is not None                # speaks for it
            self.current.accepted_by.append(due)
        elif action.word == "reject":
            self.current = None
            self.blocked = True
        elif action.word == "concede":
            self.current = Claim(actor, 0, remaining, (), conceded=True)
        else:
            tricks = remaining if action.tricks is None else action.tricks
            self.current = Claim(actor, tricks, remaining, self.answerers)
            self.exposed = True

    def card_played(self) -> None:
        self.blocked = False
