"""EPBot, an established bidding robot (the rule-based bidder of BBA), as a seat at a table
of the benchmarks: a sparring partner for the computer players' bidding.

Never part of the product, its tests or ``.ci/run``: the bench scripts take the native
library's path as an option (``--epbot``; by default ``../shared/sparring/epbot`` beside
the repository). The library's C interface is in that folder's README: one handle a seat,
``epbot_new_hand`` once, then every call of the table through ``epbot_set_bid`` in order,
and ``epbot_get_bid`` when it is the seat's turn. Asked that way it is deterministic.

    from bench.epbot import EPBotTable
    table = EPBotTable("../shared/sparring/epbot/libEPBot.so",
                       "../shared/sparring/epbot/BBA-Sayc.bbsa")
    table.deal(deal, dealer="N", vulnerable="NS")   # a bridgeclub Deal
    call, meaning = table.call_of("E", ["1S"])      # East's call after North's 1S
"""

from __future__ import annotations

import ctypes
from collections.abc import Sequence
from pathlib import Path
from typing import Any

SHARED = Path(__file__).resolve().parents[2] / "shared" / "sparring" / "epbot"
LIBRARY = SHARED / "libEPBot.so"
CARDS = {"sayc": SHARED / "BBA-Sayc.bbsa", "acol": SHARED / "Acol.bbsa"}

POSITION = {"N": 0, "E": 1, "S": 2, "W": 3}
VULNERABILITY = {"None": 0, "EW": 1, "NS": 2, "All": 3, "Both": 3}
STRAINS = "CDHS"
BUFFER = 16 * 1024


def call_number(call: str) -> int:
    """EPBot's number of a call: 0 pass, 1 double, 2 redouble, a bid 5 + 5*(level-1) +
    strain (clubs 0 ... no trumps 4).

    >>> call_number("P"), call_number("X"), call_number("1C"), call_number("7NT")
    (0, 1, 5, 39)
    """
    if call in ("P", "Pass"):
        return 0
    if call == "X":
        return 1
    if call == "XX":
        return 2
    level, strain = int(call[0]), call[1:]
    return 5 + 5 * (level - 1) + (4 if strain == "NT" else STRAINS.index(strain))


def call_text(number: int) -> str:
    """The call EPBot's number stands for, as bridgeclub writes it.

    >>> [call_text(n) for n in (0, 1, 2, 5, 24, 39)]
    ['P', 'X', 'XX', '1C', '4NT', '7NT']
    """
    if number in (0, 1, 2):
        return ("P", "X", "XX")[number]
    level, strain = divmod(number - 5, 5)
    return f"{level + 1}{'NT' if strain == 4 else STRAINS[strain]}"


def hand_text(cards: Sequence[str]) -> str:
    """A hand as EPBot takes it: its four suits, clubs first, each as its ranks, one a line.

    >>> hand_text("SA SK HT H2 D9 CQ CJ C3".split())
    'QJ3\\n9\\nT2\\nAK'
    """
    order = "AKQJT98765432"
    suits = []
    for suit in "CDHS":
        ranks = sorted((c[1:].replace("10", "T") for c in cards if c[0] == suit),
                       key=order.index)
        suits.append("".join(ranks))
    return "\n".join(suits)


def card_conventions(card: Path) -> tuple[int, list[tuple[str, int]]]:
    """A ``.bbsa`` convention card: its system type and each convention with 0 or 1."""
    lines = [line.strip() for line in card.read_text().splitlines() if line.strip()]
    system = int(lines[0].split("=")[1])
    conventions = []
    for line in lines[1:]:
        name, _, value = line.rpartition("=")
        conventions.append((name.strip(), int(value.strip())))
    return system, conventions


class EPBotTable:
    """Four EPBot players at one table, all playing one convention card."""

    def __init__(self, library: Path | str = LIBRARY, card: Path | str = CARDS["sayc"]):
        self.library: Any = ctypes.CDLL(str(library))
        lib = self.library
        lib.epbot_create.restype = ctypes.c_void_p
        for name in ("epbot_destroy", "epbot_get_bid", "epbot_version"):
            getattr(lib, name).argtypes = [ctypes.c_void_p]
        lib.epbot_set_system_type.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_int]
        lib.epbot_set_conventions.argtypes = [ctypes.c_void_p, ctypes.c_int,
                                              ctypes.c_char_p, ctypes.c_int]
        lib.epbot_set_scoring.argtypes = [ctypes.c_void_p, ctypes.c_int]
        lib.epbot_new_hand.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_char_p,
                                       ctypes.c_int, ctypes.c_int, ctypes.c_int,
                                       ctypes.c_int]
        lib.epbot_set_bid.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_int,
                                      ctypes.c_char_p]
        lib.epbot_get_info_meaning.argtypes = [ctypes.c_void_p, ctypes.c_int,
                                               ctypes.c_char_p, ctypes.c_int]
        lib.epbot_get_last_error.restype = ctypes.c_char_p
        system, conventions = card_conventions(Path(card))
        self.players: dict[str, int] = {}
        for seat in "NESW":
            handle = lib.epbot_create()
            for side in (0, 1):
                self._check(lib.epbot_set_system_type(handle, side, system))
                for name, value in conventions:
                    self._check(lib.epbot_set_conventions(handle, side, name.encode(), value))
            self._check(lib.epbot_set_scoring(handle, 1))
            self.players[seat] = handle
        self._told: dict[str, int] = {}

    def _check(self, status: int) -> None:
        if status == -2:
            raise RuntimeError(f"EPBot: {self.library.epbot_get_last_error().decode()}")
        if status != 0:
            raise RuntimeError(f"EPBot: status {status}")

    def deal(self, hands: dict[str, Sequence[str]], dealer: str, vulnerable: str) -> None:
        """A new board: each seat's cards (``SA``, ``HT`` ...), the dealer and who is
        vulnerable (``None``, ``NS``, ``EW``, ``All``)."""
        for seat, handle in self.players.items():
            self._check(self.library.epbot_new_hand(
                handle, POSITION[seat], hand_text(hands[seat]).encode(), POSITION[dealer],
                VULNERABILITY[vulnerable], 0, 0))
        self._told = dict.fromkeys(self.players, 0)
        self._dealer = dealer

    def _tell(self, calls: Sequence[str]) -> None:
        order = "NESW"
        first = order.index(self._dealer)
        for seat, handle in self.players.items():
            for index in range(self._told[seat], len(calls)):
                caller = order[(first + index) % 4]
                self._check(self.library.epbot_set_bid(handle, POSITION[caller],
                                                       call_number(calls[index]), b""))
            self._told[seat] = len(calls)

    def call_of(self, seat: str, calls: Sequence[str]) -> tuple[str, str]:
        """``seat``'s call after the auction ``calls`` (from the dealer), and its meaning
        as EPBot reads it. Every call of ``calls`` is told to every seat first, once; then
        the call itself, as the table hears it, so that the meaning read is this call's
        (EPBot reads a seat's last call told, not the one it is about to make)."""
        self._tell(calls)
        handle = self.players[seat]
        call = call_text(self.library.epbot_get_bid(handle))
        self._tell([*calls, call])
        return call, self.meaning(seat)

    def meaning(self, seat: str) -> str:
        """EPBot's reading of ``seat``'s last call (what its own player would show)."""
        buffer = ctypes.create_string_buffer(BUFFER)
        handle = self.players[seat]
        self._check(self.library.epbot_get_info_meaning(handle, POSITION[seat], buffer,
                                                        BUFFER))
        return buffer.value.decode(errors="replace")

    def close(self) -> None:
        for handle in self.players.values():
            self.library.epbot_destroy(handle)
        self.players.clear()
