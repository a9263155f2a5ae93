"""The partnership's convention card: the numbers and conventions its bidding system plays.

One set of rules (``openings``, ``responses``, ``notrump``, ...) reads the card, so SAYC and
Acol share every rule where they agree and differ only in the card's data (the no-trump
ranges, the length a major opening promises, the strength of two-level openings, which
conventions) and in the few rules one system alone has (Acol's four-card suit openings,
its weak take-outs over 1NT). Cards are chosen by name everywhere a partnership sits:
``system_named("acol")``, or a ``System`` with conventions switched off
(``System(stayman=False)``).

>>> system_named("acol").one_notrump, system_named("SAYC").one_notrump
((12, 14), (15, 17))
>>> card("acol").name, card(None).name, card(SAYC).major_length
('Acol', 'SAYC', 5)
>>> system_named("precision")
Traceback (most recent call last):
...
ValueError: unknown bidding system 'precision': choose acol or sayc
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from bridgeclub.cards import Suit

SUIT_OF = {"S": Suit.SPADES, "H": Suit.HEARTS, "D": Suit.DIAMONDS, "C": Suit.CLUBS}

Range = tuple[int, int]


@dataclass(frozen=True)
class System:
    """A convention card: the ranges of the natural no-trump bids, suit lengths, the two-
    level openings and which conventions the partnership plays (SAYC's by default, as
    the ACBL's SAYC booklet writes it)."""

    name: str = "SAYC"
    #: the card's title and the players who play it
    title: str = "Standard American Yellow Card"
    # -- openings -------------------------------------------------------------------------
    one_notrump: Range = (15, 17)
    #: 1NT with 5-4-2-2 and five cards in a minor too (the booklet: 4-3-3-3, 4-4-3-2 and
    #: 5-3-3-2 only)
    semi_balanced_notrump: bool = False
    two_notrump: Range = (20, 21)
    #: None: 3NT is not a natural opening (open 2C and rebid 3NT)
    three_notrump: Range | None = (25, 27)
    #: the fewest cards an opening of one of a major promises (5 or 4)
    major_length: int = 5
    #: the fewest points of the artificial 2C opening
    strong_two_clubs: int = 22
    #: after 2C-2D, opener's 2NT rebid
    two_clubs_notrump: Range = (22, 24)
    weak_twos: bool = True
    weak_two_points: Range = (5, 11)
    # -- responses ------------------------------------------------------------------------
    one_notrump_response: Range = (6, 10)
    #: the 2NT response to one of a minor: its range, and whether it forces to game
    two_notrump_response: Range = (13, 15)
    two_notrump_response_forcing: bool = True
    #: the 3NT response to one of a minor, and to one of a major (fewer than 3 trumps)
    three_notrump_response: Range = (16, 18)      # the booklet: 3NT over a minor 16-18
    three_notrump_over_major: Range = (15, 17)
    #: over 1C a four-card major before four diamonds (the booklet: up the line)
    major_before_diamonds: bool = False
    # -- opener's rebids ------------------------------------------------------------------
    #: one of a suit, a response at the one level, then 1NT; and the jump to 2NT
    notrump_rebid: Range = (12, 14)
    jump_notrump_rebid: Range = (18, 19)
    #: after 1D-2C, 2H or 2S shows four cards, not the reverse's extra values (responder's
    #: two-over-one has 10+ and promised to bid again; the booklet is silent, Bridge World
    #: Standard plays it so); False: a reverse as anywhere (Acol)
    major_over_two_clubs_minimum: bool = True
    #: opener raises partner's one-level major by the losing trick count (Acol as taught
    #: in Britain: five losers game, six the jump raise); False: by the points (SAYC)
    losing_trick_raises: bool = False
    # -- defence --------------------------------------------------------------------------
    notrump_overcall: Range = (15, 18)
    # -- conventions ----------------------------------------------------------------------
    stayman: bool = True
    #: Stayman with a 4-3-3-3 hand too (Acol: the weak no trump needs the 4-4 fit)
    stayman_flat: bool = False
    transfers: bool = True
    #: over 1NT: 2D, 2H and 2S to play (Acol without transfers)
    weak_takeouts: bool = False
    #: over a penalty double of 1NT: weak take-outs in any suit, the SOS redouble with a
    #: weak hand and no five-card suit, pass with values (``notrump_doubled``: Acol's
    #: escape from the weak no trump doubled); False: the system is on (SAYC)
    wriggle: bool = False
    blackwood: bool = True
    jacoby_2nt: bool = True
    negative_doubles: bool = True
    gerber: bool = True
    michaels: bool = True
    unusual_2nt: bool = True
    fourth_suit_forcing: bool = True
    game_tries: bool = True

    def __post_init__(self) -> None:
        if self.major_length not in (4, 5):
            raise ValueError(f"a major opening promises 4 or 5 cards, not {self.major_length}")
        if self.transfers and self.weak_takeouts:
            raise ValueError("2D and 2H over 1NT are transfers or weak take-outs, not both")

    @property
    def key(self) -> str:
        """The card's name as the command line, the lobby and the page's address write it.

        >>> ACOL.key, SAYC.key
        ('acol', 'sayc')
        """
        return self.name.lower()


SAYC = System()
ACOL = replace(
    SAYC, name="Acol", title="Standard English Acol",
    one_notrump=(12, 14), two_notrump=(20, 22), three_notrump=None, major_length=4,
    strong_two_clubs=23, two_clubs_notrump=(23, 24), weak_two_points=(6, 10),
    one_notrump_response=(6, 9), two_notrump_response=(11, 12),
    two_notrump_response_forcing=False, three_notrump_response=(13, 15),
    three_notrump_over_major=(13, 15),
    notrump_rebid=(15, 16), jump_notrump_rebid=(17, 18), notrump_overcall=(15, 18),
    transfers=False, weak_takeouts=True, stayman_flat=True, jacoby_2nt=False, wriggle=True,
    major_over_two_clubs_minimum=False, semi_balanced_notrump=True,
    major_before_diamonds=True, losing_trick_raises=True)

#: The cards by name: ``system_named(name)``.
SYSTEMS = {s.key: s for s in (SAYC, ACOL)}


def system_named(name: str) -> System:
    """The card called ``name`` (``sayc``, ``acol``; any case), or a clear error."""
    found = SYSTEMS.get(name.strip().lower())
    if found is None:
        raise ValueError(f"unknown bidding system {name!r}: choose "
                         f"{' or '.join(sorted(SYSTEMS))}")
    return found


def card(system: System | str | None) -> System:
    """The card a partnership plays, from a card, its name, or nothing (SAYC)."""
    if system is None:
        return SAYC
    if isinstance(system, str):
        return system_named(system)
    return system
