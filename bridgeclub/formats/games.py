"""Every bridgeclub game, of every variant, as a PBN record and back.

A game is written with the standard tags wherever it has what they say, found by what the
game holds rather than by its variant, so variants written later need no code here:

- ``Deal``, and ``Board``, ``Dealer``, ``Vulnerable`` when the game has ``board``,
  ``dealer`` and ``vulnerability``;
- the ``Auction`` section when the game's ``auction`` is four seats calling clockwise with
  bids of 1 to 7, and the ``Play`` section when its ``play`` has four hands and no joker;
  ``+`` marks the next call or card of a game not over (PBN 3.5, 3.6);
- ``Contract``, ``Declarer``, ``Result`` and ``Score`` from ``game.result`` when they fit
  PBN (a Contract Bridge contract of level 1-7, a score for NS and EW); a deal ended by a
  claim ends its Play section with ``*``.

Our own tags say the rest (the README lists them): ``BCVariant`` (the variant id),
``BCOptions`` (the game's options as JSON), ``BCHistory`` (every action string in order,
written only when the Auction and Play sections do not give the whole history, as for a
choice of dummy or a call above 7; a JSON list when an action holds a space, like
``part NT``), ``BCDeal`` (the variant's own deal string, only when a PBN Deal cannot hold
it, as with Buddy Bridge's jokers and stock) and ``BCScore`` (the score as JSON, when it
is not per side).

A record is read back by ``bc.replay``: the variant from ``BCVariant`` (``duplicate`` for a
plain PBN record), the options from ``BCOptions`` (or from Board, Dealer and Vulnerable),
the history from ``BCHistory`` (or the calls and cards of the sections).

>>> import bridgeclub as bc
>>> game = bc.new_game("duplicate", board=3, seed=11)
>>> for action in ("1NT", "P", "P", "P", "SA"):
...     _ = game.act(action) if game.can_act(action) else game.act(game.legal_actions()[0])
>>> record = game_to_record(game)
>>> record.tags["BCVariant"], record.tags["Board"], "BCHistory" in record.tags
('duplicate', '3', False)
>>> record_to_game(record) == game
True
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from os import PathLike
from typing import Any

from bridgeclub.auction import Auction
from bridgeclub.calls import Contract
from bridgeclub.deal import Deal
from bridgeclub.formats import pbn
from bridgeclub.formats.pbn_types import Item, Record, Section
from bridgeclub.game import Game, replay
from bridgeclub.play import Play
from bridgeclub.seats import SEATS, Seat, Vulnerability

#: The variant a PBN record without ``BCVariant`` is played as.
DEFAULT_VARIANT = "duplicate"


def game_to_record(game: Game, **tags: str) -> Record:
    """The game as a PBN record; ``tags`` adds or overrides tags (Event, Site, players)."""
    record = Record(tags={"BCVariant": game.variant,
                          "BCOptions": json.dumps(game.options, sort_keys=True,
                                                  separators=(",", ":"))})
    dealer = getattr(game, "dealer", None)
    first = dealer if isinstance(dealer, Seat) else Seat.N
    deal = game.deal
    if _fits_pbn(deal):
        record.tags["Deal"] = deal.to_pbn(first)
    else:
        record.tags["BCDeal"] = deal.to_pbn()
    board = getattr(game, "board", None)
    if isinstance(board, int):
        record.tags["Board"] = str(board)
    if isinstance(dealer, Seat):
        record.tags["Dealer"] = str(dealer)
    vulnerability = getattr(game, "vulnerability", None)
    if isinstance(vulnerability, Vulnerability):
        record.tags["Vulnerable"] = str(vulnerability)
    standard = _sections(game, record)
    if [str(m) for m in game.history] != standard:
        record.tags["BCHistory"] = _history(game)
    _result(game, record)
    record.tags.update(tags)
    for name in pbn.MANDATORY_TAGS:
        record.tags.setdefault(name, "?")
    return record


def record_to_game(record: Record, variant: str | None = None) -> Game:
    """The game a record holds, rebuilt by replaying it. Raises ValueError (or
    IllegalAction) with the reason when the record does not make a game."""
    name = record.tags.get("BCVariant") or variant or DEFAULT_VARIANT
    options = _options(record)
    deal: Deal | str | None = record.tags.get("BCDeal") or record.deal
    if deal is None:
        raise ValueError(f"the record at line {record.line} has no deal")
    if "BCHistory" in record.tags:
        history = _read_history(record)
    else:
        history = [str(c) for c in record.calls()] + [str(c) for _, c in record.cards()]
    return replay(name, deal, history, **options)


def dumps(games: Iterable[Game]) -> str:
    """Games as PBN text (export format)."""
    return pbn.dumps(game_to_record(g) for g in games)


def loads(text: str | bytes) -> list[Game]:
    """The games of PBN text; raises ValueError naming the first record that is no game."""
    return [record_to_game(r) for r in pbn.loads(text)]


def save(path: str | PathLike[str], games: Iterable[Game]) -> None:
    pbn.write(path, [game_to_record(g) for g in games])


def load(path: str | PathLike[str]) -> list[Game]:
    return [record_to_game(r) for r in pbn.read(path)]


# -- writing -------------------------------------------------------------------------------
def _fits_pbn(deal: Deal) -> bool:
    """Whether a standard PBN Deal tag holds the deal (not a variant's own kind of deal)."""
    if type(deal) is not Deal or any(c.is_joker for s in deal for c in deal[s].cards):
        return False
    try:
        return Deal.from_pbn(deal.to_pbn()) == deal
    except ValueError:
        return False


def _history(game: Game) -> str:
    """The actions separated by spaces, or a JSON list when an action holds a space
    (``part NT``, ``JK high``, ``claim 3``)."""
    actions = [str(m) for m in game.history]
    if any(not a or any(ch.isspace() for ch in a) for a in actions):
        return json.dumps(actions, separators=(",", ":"))
    return " ".join(actions)


def _sections(game: Game, record: Record) -> list[str]:
    """Write the Auction and Play sections the game has; return the history they give."""
    auction = _pbn_auction(game)
    if auction is None:
        return []
    items = [Item("Pass" if c.is_pass else str(c)) for c in auction.calls]
    if not auction.is_complete:
        items.append(Item("+"))
    record.auction = Section(str(auction.dealer), items)
    history = [str(c) for c in auction.calls]
    play = getattr(game, "play", None)
    if not isinstance(play, Play) or play.players != SEATS or \
            any(c.is_joker for c in play.played_cards()):
        return history
    first = play.tricks[0].leader
    cells: list[Item] = []
    for trick in play.tricks:
        row = [Item("-")] * 4
        for seat, card in trick.cards:
            row[(seat - first) % 4] = Item(str(card))
        if not trick.cards:
            continue
        if trick is play.tricks[-1] and not play.is_complete and not game.is_over:
            row[(play.turn - first) % 4] = Item("+")
        cells.extend(row)
    if game.is_over and not play.is_complete:
        cells.append(Item("*"))          # the rest not played: claimed or conceded (PBN 3.6)
    record.play = Section(str(first), cells)
    order = [card for trick in play.tricks for _, card in trick.cards]
    return history + [str(c) for c in order]


def contract_bridge_auction(game: Game) -> Auction | None:
    """The game's auction when its bids are Contract Bridge's: 1 to 7, rising strictly,
    each meaning book (six tricks) and its level. EZ-Bridge's bids count all the tricks
    (7D makes with seven), so they are never a PBN Contract; MiniBridge has no bidding.

    >>> import bridgeclub as bc
    >>> contract_bridge_auction(bc.new_game("bridge-for-two", seed=1)) is not None
    True
    >>> contract_bridge_auction(bc.new_game("ez-bridge", seed=1)) is None
    True
    """
    auction = getattr(game, "auction", None)
    if not isinstance(auction, Auction) or auction.max_level != 7 \
            or not auction.bids_rise_strictly \
            or any(c.is_bid and c.level > 7 for c in auction.calls):
        return None
    return auction


def _pbn_auction(game: Game) -> Auction | None:
    """The auction PBN's Auction section holds: Contract Bridge's, four seats calling
    clockwise (a game for two, whose two people call, writes BCHistory)."""
    auction = contract_bridge_auction(game)
    if auction is None or auction.callers != tuple(auction.dealer.after(i)
                                                   for i in range(4)):
        return None
    return auction


def _result(game: Game, record: Record) -> None:
    contract = getattr(game, "contract", None)
    if isinstance(contract, Contract) and contract.level <= 7 and \
            contract.declarer is not None and contract_bridge_auction(game) is not None:
        record.tags["Contract"] = str(contract)
        record.tags["Declarer"] = str(contract.declarer)
    result = game.result
    if result is None:
        return
    if result.contract == "P":
        record.tags.update({"Contract": "Pass", "Declarer": "", "Result": ""})
    elif "Contract" in record.tags and result.tricks is not None:
        record.tags["Result"] = str(result.tricks)
    score: dict[str, Any] = dict(result.to_dict()["score"])
    if set(score) == {"NS", "EW"} and all(isinstance(v, int) for v in score.values()):
        record.tags["Score"] = f"NS {score['NS']} EW {score['EW']}"
    else:
        record.tags["BCScore"] = json.dumps(score, sort_keys=True, separators=(",", ":"))


# -- reading -------------------------------------------------------------------------------
def _read_history(record: Record) -> list[str]:
    text = record.tags["BCHistory"].strip()
    if not text.startswith("["):
        return text.split()
    try:
        actions = json.loads(text)
    except ValueError:
        raise ValueError(f"BCHistory at line {record.line} is not a JSON list") from None
    if not isinstance(actions, list) or not all(isinstance(a, str) for a in actions):
        raise ValueError(f"BCHistory at line {record.line} is not a list of action strings")
    return actions


def _options(record: Record) -> dict[str, Any]:
    if "BCOptions" in record.tags:
        try:
            options = json.loads(record.tags["BCOptions"])
        except ValueError:
            raise ValueError(f"BCOptions at line {record.line} is not JSON") from None
        if not isinstance(options, dict):
            raise ValueError(f"BCOptions at line {record.line} is not a JSON object")
        return options
    options = {}
    if record.board is not None:
        options["board"] = record.board
    if record.dealer is not None:
        options["dealer"] = str(record.dealer)
    if record.vulnerability is not None:
        options["vulnerability"] = str(record.vulnerability)
    return options
