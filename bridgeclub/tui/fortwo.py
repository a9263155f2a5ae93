"""The terminal games for two: Bridge for Two, Double Dummy for two, Buddy Bridge.

One person against the computer, or two people at one screen (``hotseat``): then, whenever
the turn passes to the other person, the screen is cleared and the next player is asked to
take the keyboard, so neither sees the other's hands. Only the view of the player on turn
is drawn (the same JSON the server sends), so no hidden card can reach the screen.

A whole match is played: a Buddy Bridge rubber (games to 300, best of three), or for the
Goren games a rubber in the ``goren`` edition when the rubber match is installed (else one
deal at a time), with the score sheet after each deal.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rich.console import Console

from bridgeclub.bots.random_bot import RandomBot
from bridgeclub.game import Game, new_game
from bridgeclub.match import Match, new_match
from bridgeclub.seats import Seat
from bridgeclub.tui.console import SUIT_SYMBOLS, hand_text, human_turn

#: The variants this module plays.
VARIANTS = ("bridge-for-two", "double-dummy-two", "buddy-bridge")
NAMES = {Seat.S: "South", Seat.W: "West"}


def card_text(card: str | None) -> str:
    """A card with its suit symbol; ``..`` for none.

    >>> card_text("HT"), card_text(None), card_text("JK")
    ('[red]♥[/red]T', '..', 'JK')
    """
    if card is None:
        return ".."
    if card == "JK":
        return "JK"
    return SUIT_SYMBOLS[card[0]] + card[1]


def rack_text(compartments: list[dict[str, Any]]) -> str:
    """A rack left to right: each face-up card, ``##`` for a face-down card uncovered.

    >>> rack_text([{"up": "SA", "covered": True}, {"up": None, "covered": True},
    ...            {"up": None, "covered": False}])
    '♠A  ##  ..'
    """
    parts = []
    for c in compartments:
        parts.append(card_text(c["up"]) if c["up"] else "##" if c["covered"] else "..")
    return "  ".join(parts)


def draw(console: Console, view: dict[str, Any]) -> None:
    """Draw one player's view."""
    who = view["seat"]
    header = f"{view['variant']}  you are {who}  dealer {view['dealer']}"
    if "vulnerability" in view:
        header += f"  vulnerable: {view['vulnerability']}"
    console.rule(header)
    for seat, cards in view["hands"].items():
        console.print(f"{seat}{' (you)' if seat == who else ''}: {hand_text(cards)}"
                      + ("  JK" if "JK" in cards else ""))
    for seat, rack in view.get("racks", {}).items():
        console.print(f"{seat} rack: {rack_text(rack)}")
    if view["variant"] == "buddy-bridge":
        stock = view["stock"]
        console.print(f"Stock {stock['cards']} cards, turned {card_text(stock['faced'])}  "
                      f"exchange tricks {view['exchange_won']}")
        if view["exchange_tricks"]:
            last = view["exchange_tricks"][-1]
            played = "  ".join(f"{c['seat']}:{card_text(c['card'])}" for c in last["cards"])
            drawn = f"  you drew {card_text(last['drawn'])}" if last.get("drawn") else ""
            console.print(f"Exchange trick {len(view['exchange_tricks'])}: {played}{drawn}")
    if view["auction"]:
        console.print("Auction: " + "  ".join(f"{c['seat']}:{c['call']}"
                                              for c in view["auction"]))
    if view.get("contract"):
        won = "  ".join(f"{seat} {tricks}" for seat, tricks in view["tricks_won"].items())
        console.print(f"Contract {view['contract']['text']} by {view['declarer']}  "
                      f"tricks {won}")
    if view["tricks"]:
        trick = view["tricks"][-1]
        played = "  ".join(f"{c['seat']}:{card_text(c['card'])}" for c in trick["cards"])
        console.print(f"Trick {len(view['tricks'])}: {played}")


def play_deal(game: Game, humans: set[Seat], ask: Callable[[str], str], console: Console,
              bot: RandomBot, hotseat: bool) -> bool:
    """Play one deal; False if a player quit."""
    shown: Seat | None = None
    while not game.is_over:
        actor = game.actor
        assert actor is not None
        if actor not in humans:
            move = game.act(bot.choose(game.view(actor)))
            console.print(f"{move.seat} ({NAMES.get(move.actor, move.actor)}): {move.action}")
            continue
        if hotseat and shown is not actor:
            console.clear()
            try:
                ask(f"{NAMES[actor]}, take the keyboard and press Enter: ")
            except EOFError:
                return False
            shown = actor
        view = game.view(actor)
        draw(console, view)
        try:
            if not human_turn(game, actor, view, f"{NAMES[actor]}, your {game.phase}", ask,
                              console):
                return False
        except EOFError:
            return False
    if hotseat:
        console.clear()
    console.print("The deal is over: every hand is shown.")
    draw(console, game.view(sorted(humans)[0]))
    result = game.result
    assert result is not None
    console.print(f"Result: {result.contract} by {result.declarer or '-'}, tricks "
                  f"{result.tricks if result.tricks is not None else '-'}, score {result.score}")
    return True


def new_match_for(variant: str, seed: int | None) -> Match | None:
    """The match a variant is played in, or None when it is not installed."""
    try:
        if variant == "buddy-bridge":
            return new_match("buddy-bridge", seed=seed)
        return new_match("rubber", variant=variant, edition="goren")
    except (ValueError, TypeError):
        return None


def play_for_two(variant: str, human: Seat, hotseat: bool = False, seed: int | None = None,
                 ask: Callable[[str], str] = input, console: Console | None = None,
                 deals: int | None = None) -> Match | Game:
    """Play ``variant`` in the terminal: ``human`` against the computer, or two people."""
    if variant not in VARIANTS:
        raise ValueError(f"not a game for two: {variant!r} (use {', '.join(VARIANTS)})")
    if human not in NAMES:
        raise ValueError(f"the players sit South and West, not {human.full_name}")
    console = console or Console()
    humans = set(NAMES) if hotseat else {human}
    bot = RandomBot(seed=seed, pass_bias=0.6)
    match = new_match_for(variant, seed)
    played = 0
    while True:
        deal_seed = None if seed is None else seed + played
        game = (match.next_game(seed=deal_seed) if match is not None
                else new_game(variant, seed=deal_seed, dealer="SW"[played % 2]))
        if not play_deal(game, humans, ask, console, bot, hotseat):
            return match if match is not None else game
        played += 1
        if match is None:
            return game
        match.add_game(game)
        console.print(f"Score sheet totals: {match.sheet.to_dict()['totals']}")
        if match.is_over or (deals is not None and played >= deals):
            return match
        try:
            if ask("Enter for the next deal, q to stop: ").strip() in ("q", "quit"):
                return match
        except EOFError:
            return match
