"""The terminal game: one person plays a seat, the computer the others.

It draws only the human seat's view (the same JSON the server sends), so the terminal can
never show a card that seat may not see. Input is one action string per prompt
(``1NT``, ``P``, ``SA``); ``?`` lists the legal actions, ``q`` quits.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rich.console import Console
from rich.table import Table

from bridgeclub.bots.random_bot import RandomBot
from bridgeclub.errors import IllegalAction
from bridgeclub.game import Game
from bridgeclub.seats import Seat

SUIT_SYMBOLS = {"S": "♠", "H": "[red]♥[/red]", "D": "[red]♦[/red]", "C": "♣"}


def hand_text(cards: list[str]) -> str:
    """A hand as suit symbols and ranks, spades first.

    >>> hand_text(["SA", "SK", "H2", "CT"])
    '♠ AK  [red]♥[/red] 2  [red]♦[/red] -  ♣ T'
    """
    parts = []
    for suit in "SHDC":
        ranks = "".join(c[1] for c in cards if c[0] == suit) or "-"
        parts.append(f"{SUIT_SYMBOLS[suit]} {ranks}")
    return "  ".join(parts)


def auction_table(view: dict[str, Any]) -> Table:
    table = Table(title="Auction", show_lines=False)
    for seat in "WNES":
        table.add_column(seat, justify="center")
    calls = view["auction"]
    row: list[str] = []
    if calls:
        row = [""] * "WNES".index(calls[0]["seat"])
    for entry in calls:
        row.append(entry["call"])
        if len(row) == 4:
            table.add_row(*row)
            row = []
    if row:
        table.add_row(*row, *([""] * (4 - len(row))))
    return table


def draw(console: Console, view: dict[str, Any]) -> None:
    board = f"Board {view['board']}  " if view.get("board") else ""
    console.rule(f"{board}Dealer {view['dealer']}  Vulnerable: {view['vulnerability']}")
    for seat, cards in view["hands"].items():
        mark = " (you)" if seat == view["seat"] else ""
        console.print(f"{seat}{mark}: {hand_text(cards)}")
    console.print(auction_table(view))
    if view.get("contract"):
        won = view.get("tricks_won", {})
        console.print(f"Contract {view['contract']} by {view['declarer']}   "
                      f"tricks NS {won.get('NS', 0)}  EW {won.get('EW', 0)}")
    claim = view.get("claim")
    if claim and not claim["settled"]:
        console.print(f"{claim['by']} claims {claim['tricks']} of the {claim['of']} tricks left")
    if view["tricks"]:
        trick = view["tricks"][-1]
        played = "  ".join(f"{c['seat']}:{c['card']}" for c in trick["cards"])
        console.print(f"Trick {len(view['tricks'])}: {played}")


def computer_action(bot: RandomBot, game: Game, seat: Seat) -> str:
    """A computer player's action: it never claims, and as a defender it answers a claim
    by checking it double dummy (``bridgeclub.analysis.claims``)."""
    view = game.view(seat)
    if view.get("phase") == "claim":
        from bridgeclub.analysis.claims import answer_claim

        return answer_claim(view)
    legal = [a for a in view["legal_actions"] if not a.startswith(("claim", "concede"))]
    return bot.choose({**view, "legal_actions": legal})


def play_in_terminal(game: Game, human: Seat, ask: Callable[[str], str] = input,
                     console: Console | None = None, bot_seed: int | None = None) -> Game:
    """Play ``game`` to the end with a person at ``human`` and random bots elsewhere."""
    console = console or Console()
    bot = RandomBot(seed=bot_seed, pass_bias=0.6)
    while not game.is_over:
        actor = game.actor
        assert actor is not None
        if actor is not human:
            move = game.act(computer_action(bot, game, actor))
            console.print(f"{move.seat} plays {move.action}" if game.phase == "play"
                          or move.phase == "play" else f"{move.seat} calls {move.action}")
            continue
        view = game.view(human)
        draw(console, view)
        turn = view["turn"]
        prompt = {"auction": "Your call", "claim": "Your answer to the claim (accept or reject)"
                  }.get(game.phase, "Your card (or claim N, concede, undo)")
        if turn != view["seat"]:
            prompt += f" for {turn}"
        try:
            text = ask(prompt + " (? for the legal ones): ").strip()
        except EOFError:
            console.print("Goodbye.")
            return game
        if text in ("q", "quit"):
            return game
        if text in ("?", ""):
            console.print("Legal: " + " ".join(view["legal_actions"]))
            continue
        try:
            if text == "undo":
                console.print(f"Taken back: {game.undo(human)}")
                continue
            game.act(text, seat=human)
        except IllegalAction as error:
            console.print(f"[bold red]Not allowed:[/bold red] {error}")
    result = game.result
    assert result is not None
    final = game.view(human)
    draw(console, final)
    console.print(f"Result: {result.contract} by {result.declarer or '-'}, tricks "
                  f"{result.tricks if result.tricks is not None else '-'}, score {result.score}")
    return game
