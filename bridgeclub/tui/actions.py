"""What the person types, read as one of the legal actions, and the legal actions told in
words (``?``).

A player types as she would say it: ``1n`` or ``1NT``, ``p`` or ``pass``, ``x`` for a
double, ``s10``, ``♠10``, ``10s`` or ``ST`` for the ten of spades; a unique beginning of an
action is enough (``con`` for ``concede``, ``d`` for ``dummy``), so is a rank alone when
only one legal card has it (``k`` when following suit with the king), and Enter alone when
only one card may be played.

>>> legal = ["SK", "S4", "claim 13", "concede"]
>>> resolve("k", legal), resolve("s4", legal), resolve("4s", legal), resolve("♠k", legal)
('SK', 'S4', 'S4', 'SK')
>>> resolve("c", legal)
Traceback (most recent call last):
...
ValueError: 'c' could be claim 13 or concede: type more of it
>>> resolve("1n", ["P", "1NT", "2C"]), resolve("pass", ["P", "1NT"])
('1NT', 'P')
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from bridgeclub.tui.screen import SYMBOLS, call_text, card_text, person_names

WORDS = {"PASS": "P", "DOUBLE": "X", "DBL": "X", "REDOUBLE": "XX", "RDBL": "XX",
         "NOTRUMP": "NT", "NOTRUMPS": "NT"}
LETTERS = {symbol: letter for letter, symbol in SYMBOLS.items()}


def spoken(text: str) -> str:
    """Upper case, suit symbols as letters, words for calls as calls (``1n`` as ``1NT``),
    the joker as ``JK`` (``joker high`` as ``JK HIGH``).

    >>> spoken("joker h"), spoken("1n")
    ('JK H', '1NT')
    """
    text = " ".join(text.strip().split()).upper()
    if text.split(" ")[0] == "JOKER":
        text = "JK" + text[len("JOKER"):]
    for symbol, letter in LETTERS.items():
        text = text.replace(symbol, letter)
    text = WORDS.get(text, text)
    if text.endswith("N") and text[:-1].isdigit():
        text += "T"
    return text


def as_card(text: str) -> str:
    """A card typed any way round, as the action (``10S``, ``S10`` as ``ST``)."""
    text = text.replace("10", "T")
    if len(text) == 2 and text[0] in "AKQJT98765432" and text[1] in "SHDC":
        text = text[1] + text[0]
    return text


def resolve(text: str, legal: Sequence[str]) -> str:
    """The legal action ``text`` means; ValueError saying why when it means none or more
    than one."""
    wanted = spoken(text)
    by_normal = {a.upper(): a for a in legal}
    for form in (wanted, as_card(wanted)):
        if form in by_normal:
            return by_normal[form]
    wanted = as_card(wanted) if len(wanted) <= 3 else wanted
    if len(wanted) == 1 and wanted in "AKQJT98765432":
        cards = [a for a in legal if len(a) == 2 and a[0] in SYMBOLS and a[1] == wanted]
        if len(cards) == 1:
            return cards[0]
        if len(cards) > 1:
            raise ValueError(f"{text!r} could be {' or '.join(card_text(c) for c in cards)}:"
                             " say the suit too")
    starting = [a for a in legal if a.upper().startswith(wanted)] if wanted else []
    if len(starting) == 1:
        return starting[0]
    if len(starting) > 1:
        shown = ", ".join(starting[:-1]) + " or " + starting[-1]
        raise ValueError(f"{text!r} could be {shown}: type more of it")
    raise ValueError(f"{text!r} is not something you may do now (? lists what you may do)")


def declarer_won(view: Mapping[str, Any]) -> int:
    """The tricks declarer's side has won so far (3-person EZ-Bridge: the Winning
    Bidder's with dummy's)."""
    if view.get("bidder_tricks") is not None:
        return int(view["bidder_tricks"])
    won = view.get("tricks_won") or {}
    declarer = str(view.get("declarer") or "")
    if declarer in won:
        return int(won[declarer])
    return int(won.get("NS" if declarer in ("N", "S") else "EW", 0))


def read_claim(text: str, view: Mapping[str, Any]) -> str | None:
    """A claim as the person types it, as the claim action (tricks still to play), or
    None when ``text`` is no claim. ``claim N`` is N of the tricks still to play;
    ``claim N in all`` (or ``total``) counts the tricks won already too; a ``claim N``
    larger than the tricks left can only be a total, so it is read as one. ValueError
    saying why a claim is impossible.

    >>> view = {"declarer": "S", "tricks_won": {"NS": 6, "EW": 2},
    ...         "legal_actions": [f"claim {n}" for n in range(1, 6)] + ["concede"]}
    >>> read_claim("claim 3", view), read_claim("claim 9", view), read_claim("claim 9 in all", view)
    ('claim 3', 'claim 3', 'claim 3')
    >>> read_claim("claim", view), read_claim("4s", view)
    ('claim 5', None)
    >>> read_claim("claim 12", view)  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    ValueError: only 5 tricks are left and your side has 6: claim up to 5 ... or up to 11 in all
    >>> read_claim("claim 1 in all", view)
    Traceback (most recent call last):
    ...
    ValueError: your side has won 6 tricks already: claim more than that in all
    >>> read_claim("claim 2", {**view, "legal_actions": ["SA"]})   # the game says why not
    'claim'
    """
    words = text.lower().split()
    if not words or words[0] != "claim":
        return None
    offers = [a for a in view.get("legal_actions") or [] if a.startswith("claim ")]
    if not offers:
        return "claim"  # acted on, the game says why no claim may be made now
    left = max(int(a.split()[1]) for a in offers)
    if len(words) == 1:
        return f"claim {left}"
    total = words[2:] in (["in", "all"], ["total"], ["all"])
    if not words[1].isdigit() or (len(words) > 2 and not total):
        raise ValueError("a claim is: claim, claim N (of the tricks still to play) or "
                         "claim N in all")
    number, won = int(words[1]), declarer_won(view)
    if total or number > left:
        number -= won
    if 1 <= number <= left:
        return f"claim {number}"
    if number <= 0 and (total or won):
        raise ValueError(f"your side has won {won} trick{'s' if won != 1 else ''} already: "
                         f"claim more than that in all")
    raise ValueError(f"only {left} tricks are left and your side has {won}: claim up to "
                     f"{left} (of those left) or up to {won + left} in all")


def _is_card(action: str) -> bool:
    return (len(action) == 2 and action[0] in SYMBOLS) or action.startswith("JK")


def _is_bid(action: str) -> bool:
    digits = "".join(c for c in action if c.isdigit())
    return bool(digits) and action.startswith(digits) and action[len(digits):] in \
        ("C", "D", "H", "S", "NT")


MEANINGS = {
    "P": "pass", "X": "double the last bid", "XX": "redouble",
    "open": "open the bidding (you have the most points, or will bid first)",
    "play": "play the hand yourself as declarer", "dummy": "be the dummy: partner plays it",
    "accept": "agree to the claim: the tricks claimed are given",
    "reject": "refuse the claim: play goes on",
    "concede": "give the remaining tricks to the other side (asks to confirm)",
    "JK high": "play the joker as the highest card", "JK low": "play the joker as the lowest",
}


def legal_lines(view: Mapping[str, Any], undo: bool) -> list[str]:
    """The legal actions of ``view``'s seat in words, grouped, then the commands."""
    legal: list[str] = list(view.get("legal_actions") or [])
    lines = ["What you may do now:"]
    cards = sorted((a for a in legal if _is_card(a) and not a.startswith("JK")),
                   key=lambda c: ("SHDC".index(c[0]), "AKQJT98765432".index(c[1])))
    if cards:
        turn = str(view.get("turn"))
        names = person_names(view)
        whose = "" if turn == view.get("seat") else f" from {names.get(turn, turn)}'s hand"
        lines.append(f"  play a card{whose}: " + " ".join(card_text(c) for c in cards))
        if len(cards) == 1:
            lines.append("    (the only card you may play: Enter plays it)")
        else:
            lines.append("    type it like s10 or 10s; a rank alone when it is the only one")
    bids = [a for a in legal if _is_bid(a)]
    if bids:
        lines.append(f"  bid: {call_text(bids[0])} up to {call_text(bids[-1])} "
                     f"({len(bids)} bids; type like 1n, 4s)")
        lines.append("    " + _bid_meaning(view))
    contracts = [a for a in legal if a.startswith(("part ", "game "))]
    if contracts:
        lines.append("  name the contract: part or game and a strain, like 'game NT'")
        lines.append("    part: 7 tricks or more (a part score); game: 9 in NT, 10 in a major,"
                     " 11 in a minor")
    claims = [a for a in legal if a.startswith("claim ")]
    if claims:
        left = int(claims[-1].split()[1])
        lines.append(f"  claim N: N of the {left} tricks still to play (claim alone: all "
                     f"{left})")
        lines.append("    claim N in all: N with the tricks your side has won already")
    for action in legal:
        if action in MEANINGS:
            lines.append(f"  {action}: {MEANINGS[action]}")
    announce = [a for a in legal if a.isdigit()]
    if announce:
        lines.append(f"  announce your points: {', '.join(announce[:3])}...")
    lines.append("Always: ? this list, l the last trick, help the rules, q quit"
                 + (", undo take back" if undo else ""))
    lines.append("        hint what a computer player would do, and why")
    if view.get("memory_help"):
        lines.append("        m the Memory Help Form in full")
    return lines


def _bid_meaning(view: Mapping[str, Any]) -> str:
    if view.get("variant", "").startswith("ez-bridge"):
        return "the number is the tricks your side will take, of 13 (EZ-Bridge)"
    return "the number is the tricks over six your side will take; NT is no trumps"
