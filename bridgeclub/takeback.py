"""Taking back against the computer: a person's last action and the replies after it.

At a table with the ``undo`` option, a person playing against computers takes back her
last action together with every action the computers made after it, as the terminal game
does, until the deal is over. Two limits keep it fair:

- only replies of the seats in ``replying`` (the computers) are taken back with it: once
  another person has acted, that person must agree (the server asks her);
- never back past what showed the person cards she did not know: when a state since her
  action showed her a card in a hand (dummy faced after her opening lead, a claimer's
  hand, a rack's card turned up, a card drawn from the stock), she may not go back and
  choose again knowing it. A card played to a trick is seen by everyone and does not count.

The core's ``Game.undo`` (one's own last action, until the next player acts) is the rule
between people; this is the rule against the computer. Pure: replays, no I/O.

>>> import bridgeclub as bc
>>> game = bc.new_game("rubber", seed=2, undo=True)
>>> for call in ("1NT", "P", "P", "P"): _ = game.act(call)
>>> computers = {bc.Seat.N, bc.Seat.S, bc.Seat.W}
>>> take_back_to(game, bc.Seat.E, computers)    # East's pass and the two passes after it
1
>>> take_back_to(game, bc.Seat.S, {bc.Seat.N})
Traceback (most recent call last):
...
bridgeclub.errors.IllegalAction: West has acted since: only with their agreement
>>> _ = game.act(game.legal_actions()[0])          # East leads: dummy is faced
>>> take_back_to(game, bc.Seat.E, computers)
Traceback (most recent call last):
...
bridgeclub.errors.IllegalAction: you have seen cards since that action (dummy's or \
another hand's): it stands
"""

from __future__ import annotations

from collections.abc import Collection, Iterable
from typing import Any

from bridgeclub.errors import IllegalAction
from bridgeclub.game import Game, replay
from bridgeclub.seats import Seat


def take_back_to(game: Game, person: Seat, replying: Collection[Seat]) -> int:
    """The version the game returns to when ``person`` takes back her last action and the
    actions of ``replying`` after it; raises IllegalAction saying why not."""
    if not game.options.get("undo"):
        raise IllegalAction("undo is not allowed at this table")
    if game.is_over:
        raise IllegalAction("the deal is over")
    history = list(game.history)
    mine = [i for i, move in enumerate(history) if move.actor is person]
    if not mine:
        raise IllegalAction(f"there is nothing of {person.full_name}'s to take back")
    start = mine[-1]
    others = acted_since(game, person, replying)
    if others:
        names = " and ".join(sorted(s.full_name for s in others))
        raise IllegalAction(f"{names} has acted since: only with their agreement")
    step = replay(game.variant, game.deal, history[:start], **game.options)
    known = cards_in_hands(step.view(person))
    for move in history[start:]:
        step.act(str(move.action), explanation=move.explanation, alert=move.alert)
        if not cards_in_hands(step.view(person)) <= known:
            raise IllegalAction("you have seen cards since that action (dummy's or another "
                                "hand's): it stands")
    return start


def acted_since(game: Game, person: Seat, replying: Collection[Seat]) -> set[Seat]:
    """Who, besides ``replying``, has acted since ``person``'s last action: the people
    whose agreement an undo needs.

    >>> import bridgeclub as bc
    >>> game = bc.new_game("rubber", seed=2, undo=True)
    >>> for call in ("1NT", "P", "P"): _ = game.act(call)
    >>> sorted(str(s) for s in acted_since(game, bc.Seat.N, {bc.Seat.E}))
    ['S']
    """
    history = list(game.history)
    mine = [i for i, move in enumerate(history) if move.actor is person]
    if not mine:
        return set()
    return {m.actor for m in history[mine[-1] + 1:]
            if m.actor not in replying and m.actor is not person}


def cards_in_hands(view: dict[str, Any]) -> set[str]:
    """The cards a view shows in hands, not on the table: every hand the seat sees, the
    racks' face-up cards and the stock's faced card.

    >>> import bridgeclub as bc
    >>> len(cards_in_hands(bc.new_game("rubber", seed=2).view("S")))
    13
    """
    found: set[str] = set(view.get("hand") or ())
    for cards in (view.get("hands") or {}).values():
        found.update(cards)
    for slots in (view.get("racks") or {}).values():
        found.update(_faced(slots))
    stock = view.get("stock")
    if isinstance(stock, dict) and stock.get("faced"):
        found.add(str(stock["faced"]))
    return found


def _faced(slots: Iterable[Any]) -> set[str]:
    return {str(slot["up"]) for slot in slots if isinstance(slot, dict) and slot.get("up")}
