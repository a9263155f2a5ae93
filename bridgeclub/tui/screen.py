"""The table drawn as a compass, as plain lines of text that fit a terminal of 80x24.

North sits at the top, West and East at the sides, South at the bottom; each hand is shown
by suit with the suit symbols (``♠ AKJ10``), the dummy where it sits, the trick in progress
in the middle, and beside the table a panel with the contract, the vulnerability, the
tricks won and the auction (which collapses to its last rounds when it does not fit).

Everything drawn comes from one seat's view (``game.view(seat)``, the JSON the server
sends), so the screen can never show a card that seat may not see. The functions here are
pure: a view in, lines out, so every screen can be checked for its size and its words.

>>> card_text("HT"), card_text("JK"), suit_text("DAKT2")
('♥10', 'Joker', '♦AK102')
>>> holding_lines(["SA", "SK", "H2", "CT"])
['♠ AK', '♥ 2', '♦ —', '♣ 10']
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

from bridgeclub.tui.memory_form import played_lines
from bridgeclub.tui.words import (
    RANKS as RANKS,
)
from bridgeclub.tui.words import (
    SEAT_NAMES as SEAT_NAMES,
)
from bridgeclub.tui.words import (
    SIDE_NAMES as SIDE_NAMES,
)
from bridgeclub.tui.words import (
    SYMBOLS as SYMBOLS,
)
from bridgeclub.tui.words import (
    call_text as call_text,
)
from bridgeclub.tui.words import (
    card_text as card_text,
)
from bridgeclub.tui.words import (
    rank_text as rank_text,
)
from bridgeclub.tui.words import (
    suit_text as suit_text,
)

View = Mapping[str, Any]

#: The width and height of the smallest terminal the game is drawn for.
WIDTH = 80
HEIGHT = 24
#: Columns and rows of the compass (the panel sits right of East).
WEST_COL, NORTH_COL, EAST_COL, PANEL_COL = 0, 20, 38, 57
PANEL_WIDTH = WIDTH - PANEL_COL
NORTH_ROW, MIDDLE_ROW, SOUTH_ROW = 1, 6, 11
TABLE_ROWS = 16


def holding_lines(cards: Sequence[str]) -> list[str]:
    """A hand as four lines, spades first; a void as a dash. A joker gets its own word."""
    lines = []
    for suit in "SHDC":
        held = sorted((c[1] for c in cards if c[0] == suit and c != "JK"), key=RANKS.index)
        ranks = "".join(rank_text(r) for r in held)
        lines.append(f"{SYMBOLS[suit]} {ranks or '—'}")
    if "JK" in cards:
        lines[-1] += "  Joker" if cards.count("JK") == 1 else "  2 Jokers"
    return lines


def rack_lines(rack: Sequence[Mapping[str, Any]]) -> list[str]:
    """A rack of Bridge for Two as four suit lines of its face-up cards; the face-down
    cards are counted in the name line (``rack_down``)."""
    return holding_lines([c["up"] for c in rack if c.get("up")])


def rack_down(rack: Sequence[Mapping[str, Any]]) -> int:
    """How many face-down cards a rack holds (each one under a face-up card or bare)."""
    return sum(1 for c in rack if c.get("covered"))


class Canvas:
    """A grid of characters to write text blocks at a row and a column."""

    def __init__(self, rows: int, width: int = WIDTH) -> None:
        self.width = width
        self.rows = [[" "] * width for _ in range(rows)]

    def put(self, row: int, col: int, text: str, limit: int | None = None) -> None:
        if not 0 <= row < len(self.rows):
            return
        end = min(self.width, col + (limit if limit is not None else self.width))
        for i, char in enumerate(text):
            if col + i >= end:
                break
            self.rows[row][col + i] = char

    def block(self, row: int, col: int, lines: Sequence[str], limit: int) -> None:
        for i, line in enumerate(lines):
            self.put(row + i, col, line, limit)

    def lines(self) -> list[str]:
        return ["".join(r).rstrip() for r in self.rows]


def person_names(view: View) -> dict[str, str]:
    """Who sits at each seat of ``view``, in words: the person's name where the game
    names its people (3-person EZ-Bridge's ``people``: ``Ann``, ``Dummy``), else the
    seat's own name.

    >>> person_names({"people": {"N": "Dummy", "E": "Ann"}})["E"], person_names({})["E"]
    ('Ann', 'East')
    """
    return {**SEAT_NAMES, **(view.get("people") or {})}


def seat_label(view: View, seat: str, viewer: str, humans: Sequence[str] = ()) -> str:
    """The name line of a seat: ``South (you)``, ``North (dummy)``, ``Your rack, 3 down``;
    where the game names its people, the chair and who sits in it: ``South: Ann``."""
    name = SEAT_NAMES[seat]
    people = view.get("people") or {}
    if seat in people:
        label = f"{name}: {people[seat]}"
        return label + (" (you)" if seat == viewer and people[seat] != "You" else "")
    racks = view.get("racks") or {}
    plays_for = view.get("plays_for") or []
    if seat in racks:
        down = rack_down(racks[seat])
        owner = "Your rack" if seat in plays_for and viewer in plays_for else f"{name} rack"
        return f"{owner}, {down} down" if down else owner
    marks = []
    if seat == viewer:
        marks.append("you")
    elif seat in humans:
        marks.append("player")
    elif plays_for and seat in plays_for and viewer in plays_for:
        marks.append("yours")
    if view.get("dummy") == seat and (view.get("contract") or view.get("hands", {}).get(seat)):
        marks.append("dummy")
    return name + (f" ({', '.join(marks)})" if marks else "")


def seat_lines(view: View, seat: str, viewer: str, humans: Sequence[str] = ()) -> list[str]:
    """The name line and the four suit lines of a seat, as far as the view shows them."""
    label = seat_label(view, seat, viewer, humans)
    racks = view.get("racks") or {}
    if seat in racks:
        return [label, *rack_lines(racks[seat])]
    cards = (view.get("hands") or {}).get(seat)
    if cards:
        return [label, *holding_lines(cards)]
    return [label]


def trick_lines(trick: Mapping[str, Any] | None, heading: str,
                names: Mapping[str, str] = SEAT_NAMES) -> list[str]:
    """The middle of the table: ``heading``, then each seat's card where it sits; who
    led or won it by ``names``."""
    middle = ["", "", "", "", ""]
    middle[0] = heading
    if trick is None:
        return middle
    played = {c["seat"]: card_text(c["card"]) for c in trick["cards"]}
    middle[1] = " " * 7 + played.get("N", "")
    west, east = played.get("W", ""), played.get("E", "")
    middle[2] = f"{west:<12}{east}".rstrip()
    middle[3] = " " * 7 + played.get("S", "")
    if trick.get("winner") and len(trick["cards"]) >= 2:
        middle[4] = f"won by {names[trick['winner']]}"
    elif trick["cards"]:
        middle[4] = f"{names[trick['leader']]} led"
    return middle


def current_trick(view: View) -> Mapping[str, Any] | None:
    """The trick in progress (an unfinished last trick), or None between tricks."""
    tricks = view.get("tricks") or []
    if tricks and not tricks[-1].get("winner"):
        return tricks[-1]  # type: ignore[no-any-return]
    return None


def auction_grid(view: View, rows: int) -> list[str]:
    """The auction under the bidders' names, clockwise from West, at most ``rows`` lines
    (the header included; the first rounds give way, marked ``...``).

    The columns are the seats that bid in this game, so a call always stands under its
    bidder (in 3-person EZ-Bridge: West, East, South).
    """
    calls = view.get("auction") or []
    seats = {c["seat"] for c in calls} | set(_bidding_seats(view))
    bidders = [s for s in "WNES" if s in seats]
    if not bidders or rows < 2:
        return []
    people = view.get("people") or {}
    header = "".join(f"{people.get(s, s)[:5]:<6}" for s in bidders).rstrip()
    grid: list[list[str]] = []
    row: list[str] = [""] * len(bidders)
    last = -1
    for entry in calls:
        column = bidders.index(entry["seat"])
        if column <= last:
            grid.append(row)
            row = [""] * len(bidders)
        text = call_text(entry["call"])
        row[column] = text + ("*" if entry.get("alert") else "")
        last = column
    if calls:
        grid.append(row)
    if view.get("phase") in ("auction", "open") and view.get("turn") in bidders:
        turn = bidders.index(view["turn"])
        if turn <= last or not grid:
            grid.append([""] * len(bidders))
        grid[-1][turn] = "?"
    lines = ["".join(f"{c:<6}" for c in r).rstrip() for r in grid]
    if len(lines) > rows - 1:
        lines = ["...", *lines[-(rows - 2):]]
    return [header, *lines]


def _bidding_seats(view: View) -> list[str]:
    players = list(view.get("players") or [])
    if view.get("variant") == "double-dummy-two":
        return ["S", "W", "N", "E"]  # each player calls for her dummy too
    return players


def title_line(view: View, extra: str = "") -> str:
    """The top line: the game, the board or hand, the dealer, the vulnerability."""
    parts = [GAME_TITLES.get(view.get("variant", ""), str(view.get("variant", "")))]
    if view.get("board"):
        parts.append(f"Board {view['board']}")
    situation = view.get("situation") or {}
    if situation.get("chicago_hand"):
        parts.append(f"Hand {situation['chicago_hand']} of 4")
    elif view.get("number"):
        parts.append(f"Hand {view['number']}")
    parts.append(f"Dealer {person_names(view)[view['dealer']]}")
    vulnerability = view.get("vulnerability")
    if vulnerability is not None:
        parts.append(vulnerable_words(vulnerability))
    if extra and not (extra.startswith("Deal ") and len(parts) > 2 and
                      parts[1].startswith(("Hand", "Board"))):
        parts.append(extra)
    return "  ".join(parts)[:WIDTH]


GAME_TITLES = {"duplicate": "Duplicate", "rubber": "Rubber bridge", "chicago": "Chicago",
               "minibridge": "MiniBridge", "minibridge-open": "MiniBridge (open)",
               "ez-bridge": "EZ-Bridge", "ez-bridge-3": "3-Person EZ-Bridge",
               "bridge-for-two": "Bridge for Two", "double-dummy-two": "Double Dummy",
               "buddy-bridge": "Buddy Bridge"}
VULNERABILITY_TEXT = {"None": "nobody", "NS": "N-S", "EW": "E-W", "All": "both"}


def vulnerable_words(vulnerability: str) -> str:
    """Who is vulnerable, in the same words wherever a person reads it: the title, the
    score pad's prompt, the sheet's footnotes, ``bridgeclub score``.

    >>> vulnerable_words("None"), vulnerable_words("NS"), vulnerable_words("All")
    ('nobody vulnerable', 'N-S vulnerable', 'both vulnerable')
    >>> table_words("(a) N deals, vulnerable EW: 2H by S")
    '(a) N deals, E-W vulnerable: 2H by S'
    """
    return f"{VULNERABILITY_TEXT.get(vulnerability, vulnerability)} vulnerable"


def calls_in(text: str) -> str:
    """A sentence with its calls written as the auction grid writes them (``8H`` as
    ``8♥``); cards and other words stay as they are.

    >>> calls_in("7D names fewer tricks than the last bid, 8H")
    '7♦ names fewer tricks than the last bid, 8♥'
    """
    return re.sub(r"\b(1[0-3]|[1-9])(NT|[CDHS])\b(X{0,2})",
                  lambda m: call_text(m.group(0)), text)


def table_words(text: str) -> str:
    """A text from the match in the table's words: who is vulnerable (``vulnerable
    None``), the sides as the table names them (``N-S``), and the person at the
    keyboard, named ``You``, in the second person.

    >>> table_words("Seats: You East, Ann South; You deals next.")
    'Seats: You East, Ann South; You deal next.'
    >>> table_words("This game: NS 8, EW 0. (a) N deals, vulnerable EW: 2H by S")
    'This game: N-S 8, E-W 0. (a) N deals, E-W vulnerable: 2H by S'
    """
    text = re.sub(r"\bYou deals\b", "You deal", text)
    text = re.sub(r"vulnerable (None|NS|EW|All)\b",
                  lambda m: vulnerable_words(m.group(1)), text)
    return re.sub(r"\b(NS|EW)\b", lambda m: SIDE_NAMES[m.group(1)], text)


def panel_lines(view: View, rows: int) -> list[str]:
    """The panel beside the table: contract, tricks, what the variant adds, the auction."""
    lines: list[str] = []
    contract = view.get("contract")
    names = person_names(view)
    if contract:
        declarer = names.get(view.get("declarer") or "", "")
        lines.append(f"{call_text(contract['text'])} by {declarer}")
        needed = view.get("tricks_needed") or contract.get("tricks_needed")
        if needed:
            lines.append(f"needs {needed} trick{'s' if needed != 1 else ''}")
    elif view.get("phase") in ("auction", "open", "contract", "choose-dummy",
                               "exchange", "announce"):
        phase = str(view["phase"])
        lines.append(PHASE_WORDS.get(phase, phase))
    won = view.get("tricks_won") or {}
    if won and view.get("people") and contract:
        # 3-person EZ-Bridge: the Winning Bidder (with dummy) against the two others.
        lines.append(f"Tricks {names[view.get('declarer') or 'S']} {won.get('NS', 0)}  "
                     f"others {won.get('EW', 0)}")
    elif won and (contract or view.get("tricks")):
        # Buddy Bridge counts the exchange's tricks too: say which these are.
        word = "Play tricks: " if view.get("stock") is not None else "Tricks "
        lines.append(word + "  ".join(f"{SIDE_NAMES.get(k, k)} {v}" for k, v in won.items()))
    lines.extend(variant_lines(view))
    form = view.get("memory_help")
    if form and form.get("cards"):
        lines.extend(["", *[line.replace("Played:", "Played (m: form)") for line in
                            played_lines(form)]])
    left = rows - len(lines) - 1
    bid = {**view, "people": view.get("bidders") or view.get("people")}
    grid = auction_grid(bid, left) if view.get("auction") or \
        view.get("phase") in ("auction", "open") else []
    if grid:
        lines.append("")
        lines.extend(grid)
    return [line[:PANEL_WIDTH] for line in lines[:rows]]


PHASE_WORDS = {"auction": "Bidding", "open": "Opening: P or open", "contract":
               "Choosing the contract", "choose-dummy": "Play or dummy?",
               "exchange": "The exchange", "announce": "Counting points"}


def variant_lines(view: View) -> list[str]:
    """The panel lines only some variants have: MiniBridge's points, the slips, the Buddy
    Bridge stock and exchange, the trump of the exchange."""
    lines = []
    points = view.get("points")
    if points:
        lines.append("Points " + " ".join(f"{s}{p}" for s, p in points.items()))
        by_side = view.get("points_by_side")
        if by_side:
            lines.append("  " + "  ".join(f"{SIDE_NAMES.get(s, s)} {p}"
                                          for s, p in by_side.items()))
    for seat, slip in (view.get("slips") or {}).items():
        lengths = "".join(f"{SYMBOLS[s]}{n}" for s, n in slip["lengths"].items())
        lines.append(f"Slip {seat}: {slip['hcp']}pt {lengths}")
    stock = view.get("stock")
    if stock is not None:
        faced = card_text(stock["faced"]) if stock.get("faced") else "none"
        lines.append(f"Stock {stock['cards']}, up: {faced}")
        if view.get("trump") and view.get("phase") == "exchange":
            lines.append(f"Trumps now {SYMBOLS.get(view['trump'], view['trump'])}")
        exchange = view.get("exchange_won") or {}
        lines.append("Exchange won: " + "  ".join(f"{k} {v}" for k, v in exchange.items()))
    return lines


def seated(view: View) -> View:
    """The view with every person moved to the chair she plays from (3-person EZ-Bridge:
    the Winning Bidder changes chairs with South for the play; ``seating`` is chair to
    person), her name (``people``) with her. The auction stays as it was bid, under the
    bidders' names (``bidders``).

    >>> view = {"seat": "W", "hands": {"W": ["SA"], "N": ["S2"]}, "seating": {"N": "N",
    ...         "E": "E", "S": "W", "W": "S"}, "declarer": "W", "tricks": []}
    >>> moved = seated(view)
    >>> moved["seat"], sorted(moved["hands"]), moved["declarer"]
    ('S', ['N', 'S'], 'S')
    """
    seating = view.get("seating") or {}
    chair_of = {person: chair for chair, person in seating.items()}
    if all(chair == person for person, chair in chair_of.items()):
        return view

    def chair(seat: Any) -> Any:
        return chair_of.get(seat, seat) if isinstance(seat, str) else seat

    moved = dict(view)
    for key in ("seat", "declarer", "dummy", "turn", "actor"):
        if key in view:
            moved[key] = chair(view[key])
    moved["hands"] = {chair(s): cards for s, cards in (view.get("hands") or {}).items()}
    if view.get("people"):
        moved["people"] = {chair(s): name for s, name in view["people"].items()}
        moved["bidders"] = view["people"]
    moved["tricks"] = [{**t, "leader": chair(t.get("leader")), "winner": chair(t.get("winner")),
                        "cards": [{**c, "seat": chair(c["seat"])} for c in t["cards"]]}
                       for t in view.get("tricks") or []]
    return moved


def chairs_note(view: View) -> str:
    """In words, who changed chairs for the play (empty when nobody did)."""
    seating = view.get("seating") or {}
    names = person_names(view)
    moved = [f"{names[person]} in the {SEAT_NAMES[chair]} chair"
             for chair, person in seating.items() if chair != person]
    if not moved:
        return ""
    return ("For the play the Winning Bidder sits opposite dummy: " + ", ".join(moved) + ".")


def table_lines(view: View, *, trick: Mapping[str, Any] | None = None,
                heading: str | None = None, extra: str = "",
                humans: Sequence[str] = (), hands: Mapping[str, Sequence[str]] | None = None
                ) -> list[str]:
    """The whole table for ``view``'s seat: ``TABLE_ROWS`` lines of at most 80 columns.

    ``trick`` is drawn in the middle (by default the trick in progress), under
    ``heading``; ``hands`` replaces the view's hands (the end of a deal shows them all).
    """
    canvas = Canvas(TABLE_ROWS)
    bid = view
    view = seated(view)
    if trick is not None:
        trick = seated({"seating": bid.get("seating"), "tricks": [trick]})["tricks"][0]
    if hands is not None:
        hands = seated({"seating": bid.get("seating"), "hands": hands})["hands"]
    viewer = view["seat"]
    seating = bid.get("seating") or {}
    humans = [chair for chair, person in seating.items() if person in humans] \
        if seating else humans
    canvas.put(0, 0, title_line(bid, extra))
    shown = dict(view.get("hands") or {})
    if hands is not None:
        shown = {**shown, **hands}
    seen = {**view, "hands": shown}
    if hands is not None:
        seen["racks"] = {}
    blocks = {"N": (NORTH_ROW, NORTH_COL, PANEL_COL - NORTH_COL - 1),
              "W": (MIDDLE_ROW, WEST_COL, NORTH_COL - 2),
              "E": (MIDDLE_ROW, EAST_COL, PANEL_COL - EAST_COL - 1),
              "S": (SOUTH_ROW, NORTH_COL, PANEL_COL - NORTH_COL - 1)}
    for seat in "NESW":
        if view.get("stock") is not None and seat not in (view.get("players") or ()):
            continue  # Buddy Bridge: two players, no dummies
        row, col, limit = blocks[seat]
        canvas.block(row, col, seat_lines(seen, seat, viewer, humans), limit)
    if trick is None:
        trick = current_trick(view)
        if view.get("phase") == "exchange":
            trick = current_trick({"tricks": view.get("exchange_tricks")})
    exchange = view.get("phase") == "exchange"
    number = len(view.get("exchange_tricks" if exchange else "tricks") or [])
    if heading is None:
        word = "Exchange trick" if exchange else "Trick"
        heading = f"{word} {number}" if trick is not None else ""
    canvas.block(MIDDLE_ROW, NORTH_COL - 1, trick_lines(trick, heading, person_names(view)),
                 EAST_COL - NORTH_COL)
    canvas.block(1, PANEL_COL, panel_lines({**view, "auction": bid.get("auction"),
                                            "turn": bid.get("turn")}, TABLE_ROWS - 1),
                 PANEL_WIDTH)
    return canvas.lines()


def wrap(text: str, width: int = WIDTH) -> list[str]:
    """Words wrapped to ``width`` columns (a word longer than that is cut)."""
    lines: list[str] = []
    for paragraph in text.split("\n"):
        line = ""
        for word in paragraph.split(" "):
            if line and len(line) + 1 + len(word) > width:
                lines.append(line)
                line = word[:width]
            else:
                line = f"{line} {word}" if line else word[:width]
        lines.append(line)
    return lines
