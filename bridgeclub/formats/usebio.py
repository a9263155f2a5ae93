"""USEBIO: the XML results-exchange format of several national bridge bodies (the EBU's
"Universal Scoring Exchange of Bridge Information Online"): an ``EVENT`` with its
``PARTICIPANTS`` (each ``PAIR`` with ``PAIR_NUMBER``, ``PLACE``, ``PERCENTAGE`` or
``TOTAL_SCORE`` and its ``PLAYER``'s ``PLAYER_NAME``) and a ``BOARD`` a board, each with
its ``TRAVELLER_LINE``'s (``NS_PAIR_NUMBER``, ``EW_PAIR_NUMBER``, ``CONTRACT``,
``PLAYED_BY``, ``TRICKS``, ``LEAD``, ``SCORE`` for North-South, ``NS_MATCH_POINTS``,
``EW_MATCH_POINTS``). Files written by scoring programs may put the pairs and boards
under ``SESSION`` and ``SECTION``: the reader finds them wherever they are.

This module knows only the format (plain records); ``bridgeclub.events.exchange`` turns
an event into them and back.

>>> doc = Usebio("Club night", "MP_PAIRS", [UsebioPair(1, "Ann - Bob", "1", 62.5)],
...              [UsebioBoard(1, [TravellerLine(1, 2, "4S", "N", 10, 420)])])
>>> read_usebio(write_usebio(doc)) == doc
True
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from dataclasses import dataclass, field


@dataclass
class TravellerLine:
    """One table's result on a board: pairs, contract (``4Sx``, ``3NT``, ``PASS``, or
    empty for an adjusted or not-played board), declarer, tricks taken, North-South's
    score in points, the matchpoints or IMPs each side earned; ``adjusted`` (``A+/A-``)
    for an artificial score."""

    ns: int
    ew: int
    contract: str = ""
    played_by: str = ""
    tricks: int | None = None
    score: int | None = None
    ns_points: float | None = None
    ew_points: float | None = None
    lead: str = ""
    adjusted: str = ""


@dataclass
class UsebioBoard:
    number: int
    lines: list[TravellerLine] = field(default_factory=list)


@dataclass
class UsebioPair:
    number: int
    names: str
    place: str = ""
    percentage: float | None = None
    total: float | None = None


@dataclass
class Usebio:
    """An event as USEBIO holds it."""

    name: str
    event_type: str = "MP_PAIRS"
    pairs: list[UsebioPair] = field(default_factory=list)
    boards: list[UsebioBoard] = field(default_factory=list)


def _add(parent: ET.Element, tag: str, value: object) -> None:
    if value is None or value == "":
        return
    child = ET.SubElement(parent, tag)
    child.text = f"{value:.2f}" if isinstance(value, float) else str(value)


def write_usebio(doc: Usebio) -> str:
    """The document as USEBIO XML text (version 1.2's element names)."""
    root = ET.Element("USEBIO", Version="1.2")
    event = ET.SubElement(root, "EVENT", EVENT_TYPE=doc.event_type)
    _add(event, "EVENT_DESCRIPTION", doc.name)
    participants = ET.SubElement(event, "PARTICIPANTS")
    for pair in doc.pairs:
        element = ET.SubElement(participants, "PAIR")
        _add(element, "PAIR_NUMBER", pair.number)
        _add(element, "PLACE", pair.place)
        _add(element, "PERCENTAGE", pair.percentage)
        _add(element, "TOTAL_SCORE", pair.total)
        for name in pair.names.split(" - ") if pair.names else []:
            player = ET.SubElement(element, "PLAYER")
            _add(player, "PLAYER_NAME", name)
    for board in doc.boards:
        element = ET.SubElement(event, "BOARD")
        _add(element, "BOARD_NUMBER", board.number)
        for line in board.lines:
            row = ET.SubElement(element, "TRAVELLER_LINE")
            for tag, value in (("NS_PAIR_NUMBER", line.ns), ("EW_PAIR_NUMBER", line.ew),
                               ("CONTRACT", line.contract), ("PLAYED_BY", line.played_by),
                               ("TRICKS", line.tricks), ("LEAD", line.lead),
                               ("SCORE", line.score), ("ADJUSTED_SCORE", line.adjusted),
                               ("NS_MATCH_POINTS", line.ns_points),
                               ("EW_MATCH_POINTS", line.ew_points)):
                _add(row, tag, value)
    ET.indent(root)
    return "<?xml version='1.0' encoding='UTF-8'?>\n" + ET.tostring(root, "unicode") + "\n"


def _text(element: ET.Element, tag: str) -> str:
    found = element.find(tag)
    return (found.text or "").strip() if found is not None else ""


def _number(element: ET.Element, tag: str, what: str) -> int | None:
    text = _text(element, tag)
    if not text:
        return None
    try:
        return int(text)
    except ValueError:
        raise ValueError(f"{what}: {tag} is a whole number, not {text[:20]!r}") from None


def _float(element: ET.Element, tag: str) -> float | None:
    text = _text(element, tag)
    try:
        return float(text) if text else None
    except ValueError:
        raise ValueError(f"{tag} is a number, not {text[:20]!r}") from None


def read_usebio(text: str) -> Usebio:
    """A USEBIO file's event; ``ValueError`` naming what is wrong with a file that is not
    one."""
    try:
        root = ET.fromstring(text)
    except ET.ParseError as error:
        raise ValueError(f"not a USEBIO file: {error}") from None
    event = root if root.tag == "EVENT" else root.find(".//EVENT")
    if root.tag not in ("USEBIO", "EVENT") or event is None:
        raise ValueError("not a USEBIO file: no USEBIO EVENT in it")
    doc = Usebio(_text(event, "EVENT_DESCRIPTION"), event.get("EVENT_TYPE", "MP_PAIRS"))
    for pair in event.iter("PAIR"):
        number = _number(pair, "PAIR_NUMBER", "a pair")
        if number is None:
            raise ValueError("a PAIR without its PAIR_NUMBER")
        names = " - ".join(_text(p, "PLAYER_NAME") for p in pair.iter("PLAYER")
                           if _text(p, "PLAYER_NAME"))
        doc.pairs.append(UsebioPair(number, names, _text(pair, "PLACE"),
                                    _float(pair, "PERCENTAGE"), _float(pair, "TOTAL_SCORE")))
    for board in event.iter("BOARD"):
        number = _number(board, "BOARD_NUMBER", "a board")
        if number is None:
            raise ValueError("a BOARD without its BOARD_NUMBER")
        lines = []
        for row in board.iter("TRAVELLER_LINE"):
            where = f"board {number}"
            ns, ew = _number(row, "NS_PAIR_NUMBER", where), _number(row, "EW_PAIR_NUMBER",
                                                                      where)
            if ns is None or ew is None:
                raise ValueError(f"{where}: a TRAVELLER_LINE without both pairs")
            lines.append(TravellerLine(ns, ew, _text(row, "CONTRACT"),
                                       _text(row, "PLAYED_BY"), _number(row, "TRICKS", where),
                                       _number(row, "SCORE", where),
                                       _float(row, "NS_MATCH_POINTS"),
                                       _float(row, "EW_MATCH_POINTS"), _text(row, "LEAD"),
                                       _text(row, "ADJUSTED_SCORE")))
        doc.boards.append(UsebioBoard(number, lines))
    return doc
