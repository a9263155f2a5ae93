"""A newcomer at the terminal table, for the tests: she reads the screen she is shown and
answers as a person would, never looking into the game. She bids ``3n`` once a deal
(else passes), plays the first card ``?`` lists, chooses to play, takes the guide's
contract, and presses Enter at every pause."""

from __future__ import annotations

import re

SYMBOL_LETTERS = {"♠": "s", "♥": "h", "♦": "d", "♣": "c"}


def typed(card: str) -> str:
    """``♠10`` as the person types it: ``s10``."""
    return SYMBOL_LETTERS[card[0]] + card[1:].lower()


class Newcomer:
    """Answers one prompt at a time from the screen text above it."""

    def __init__(self, stop_after_deals: int | None = None) -> None:
        self.bid_this_deal = False
        self.listed = False
        self.listing = ""
        self.deals = 0
        self.stop_after_deals = stop_after_deals

    def answer(self, screen: str, prompt: str) -> str:
        if "What you may do now" in screen:
            self.listing = screen
        if "Press Enter" in prompt:
            return ""
        if prompt.startswith("a analysis"):
            self.deals += 1
            self.bid_this_deal = False
            if self.stop_after_deals is not None and self.deals >= self.stop_after_deals:
                return "q"
            return ""
        if prompt.startswith(("Your card", "Your card for the exchange")):
            if not self.listed:
                self.listed = True
                return "?"
            self.listed = False
            found = re.search(r"play a card[^:]*: (\S+)", self.listing)
            if found:
                return typed(found.group(1))
            return "jk high" if "JK high" in self.listing else "?"
        if prompt.startswith("Your call"):
            if not self.bid_this_deal and "Not allowed" not in screen:
                self.bid_this_deal = True
                return "3n"
            return "p"
        if prompt.startswith("P or open"):
            return "p"
        if prompt.startswith("play or dummy"):
            return "play"
        if prompt.startswith("Your contract"):
            return "part nt"
        if prompt.startswith("accept or reject"):
            return "accept"
        if prompt.startswith("Concede"):
            return "n"
        return "q"
