"""Cards, suits, calls and seats in the words and symbols the terminal prints them with.

The lowest module of the terminal game: the screen, the forms and the prompts all draw
with these, so the same card reads the same everywhere (``♥10``, ``4♠X``, ``North``).

>>> card_text("HT"), card_text("JK"), suit_text("DAKT2")
('♥10', 'Joker', '♦AK102')
"""

from __future__ import annotations

SYMBOLS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
RANKS = "AKQJT98765432"
SIDE_NAMES = {"NS": "N-S", "EW": "E-W"}
SEAT_NAMES = {"N": "North", "E": "East", "S": "South", "W": "West"}


def rank_text(rank: str) -> str:
    """A rank as printed on the card: ``10`` for the ten."""
    return "10" if rank == "T" else rank


def card_text(card: str | None) -> str:
    """A card with its suit symbol (``♥10``), ``Joker`` for a joker, ``..`` for none."""
    if card is None:
        return ".."
    if card == "JK":
        return "Joker"
    return SYMBOLS[card[0]] + rank_text(card[1])


def suit_text(text: str) -> str:
    """A suit letter and ranks as the symbol and the printed ranks (``♦AK102``)."""
    return SYMBOLS.get(text[:1], text[:1]) + "".join(rank_text(r) for r in text[1:])


def call_text(call: str) -> str:
    """A call or contract with suit symbols: ``4♠X``, ``3NT``, ``Pass``, ``part ♦``.

    >>> call_text("4SX"), call_text("P"), call_text("game NT"), call_text("13H")
    ('4♠X', 'Pass', 'game NT', '13♥')
    """
    if call in ("P", "Pass"):
        return "Pass"
    if call.startswith(("part ", "game ")):
        word, strain = call.split(" ", 1)
        return f"{word} {SYMBOLS.get(strain, strain)}"
    digits = "".join(c for c in call if c.isdigit())
    rest = call[len(digits):]
    if digits and rest[:1] in SYMBOLS and not rest.startswith("NT"):
        return digits + SYMBOLS[rest[0]] + rest[1:]
    return call
