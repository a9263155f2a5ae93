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
from bridgeclub.scoring.ez import quarters_text
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
    heading = []
    if view.get("board"):
        heading.append(f"Board {view['board']}")
    if view.get("number"):
        heading.append(f"Hand {view['number']}")
    heading.append(f"Dealer {view['dealer']}")
    if "vulnerability" in view:
        heading.append(f"Vulnerable: {view['vulnerability']}")
    console.rule("  ".join(heading))
    for seat, cards in view["hands"].items():
        mark = " (you)" if seat == view["seat"] else ""
        console.print(f"{seat}{mark}: {hand_text(cards)}")
    draw_special(console, view)
    if view.get("auction"):
        console.print(auction_table(view))
    if view.get("contract"):
        won = view.get("tricks_won", {})
        tricks = "  ".join(f"{k} {v}" for k, v in won.items())
        console.print(f"Contract {view['contract']['text']} by {view['declarer']}   "
                      f"tricks {tricks}")
    claim = view.get("claim")
    if claim and not claim["settled"]:
        console.print(f"{claim['by']} claims {claim['tricks']} of the {claim['of']} tricks left")
    if view["tricks"]:
        trick = view["tricks"][-1]
        played = "  ".join(f"{c['seat']}:{c['card']}" for c in trick["cards"])
        console.print(f"Trick {len(view['tricks'])}: {played}")


def draw_special(console: Console, view: dict[str, Any]) -> None:
    """What some variants add to the table: MiniBridge's points and teaching help, the
    slips of MiniBridge's European form, EZ-Bridge's hint, dummy choice, seating and
    Memory Help Form."""
    if view.get("announcements"):
        console.print("Points: " + "  ".join(f"{a['seat']} {a['points']}"
                                             for a in view["announcements"]))
        if view.get("redeal"):
            console.print("20-20: the same dealer deals again.")
    teaching = view.get("teaching")
    if teaching:
        fits = ", ".join(teaching["fits"]) or "none"
        console.print(f"[cyan]Your side: {teaching['combined_points']} points, 8-card fits: "
                      f"{fits}. Guideline: {teaching['suggestion']} ({teaching['why']}).[/cyan]")
    if view.get("openings"):
        console.print("Openings: " + "  ".join(f"{o['seat']} {o['call']}"
                                               for o in view["openings"]))
    for seat, slip in view.get("slips", {}).items():
        lengths = " ".join(f"{s}{n}" for s, n in slip["lengths"].items())
        console.print(f"Slip {seat}: {slip['hcp']} points, {lengths}")
    hint = view.get("hint")
    if hint and view.get("legal_actions"):
        console.print(f"[cyan]Hint: {hint['honours']} honours; {hint['why']} "
                      f"(for example {hint['suggestion']}).[/cyan]")
    seating = view.get("seating")
    if seating and any(chair != person for chair, person in seating.items()):
        console.print("Seating for the play: " + "  ".join(
            f"{chair} chair: {person}" for chair, person in seating.items()))
    if view.get("partner_choice"):
        console.print(f"Partner chose: {view['partner_choice']}")
    form = view.get("memory_help")
    if form:
        from bridgeclub.variants.memory_help import form_text

        console.print(form_text(form), markup=False, highlight=False)


PROMPTS = {"auction": "call", "open": "call (P or open)", "contract": "contract (part or game "
           "and a strain, like 'game NT')", "choose-dummy": "choice (play or dummy)",
           "announce": "point count", "play": "card (or claim N, concede, undo)",
           "claim": "answer to the claim (accept or reject)"}


def computer_action(bot: RandomBot, game: Game, seat: Seat) -> str:
    """A computer player's action: it never claims, and as a defender it answers a claim
    by checking it double dummy (``bridgeclub.analysis.claims``)."""
    view = game.view(seat)
    if view.get("phase") == "claim":
        from bridgeclub.analysis.claims import answer_claim

        return answer_claim(view)
    legal = [a for a in view["legal_actions"] if not a.startswith(("claim", "concede"))]
    return bot.choose({**view, "legal_actions": legal})


def human_turn(game: Game, seat: Seat, view: dict[str, Any], prompt: str,
               ask: Callable[[str], str], console: Console, undo: bool = False) -> bool:
    """One prompt of the person at ``seat``, her ``view`` already drawn: ``?`` (or
    nothing) lists the legal actions, ``q`` quits, ``undo`` (when ``undo``) takes back her
    last action; anything else is acted, an illegal action shown with its reason and
    changing nothing. False when she quits; EOFError from ``ask`` is the caller's."""
    if view["turn"] != view["seat"]:
        prompt += f" for {view['turn']}"
    text = ask(prompt + " (? for the legal ones): ").strip()
    if text in ("q", "quit"):
        return False
    if text in ("?", ""):
        console.print("Legal: " + " ".join(view["legal_actions"]))
        return True
    try:
        if undo and text == "undo":
            console.print(f"Taken back: {game.undo(seat)}")
        else:
            game.act(text, seat=seat)
    except IllegalAction as error:
        console.print(f"[bold red]Not allowed:[/bold red] {error}")
    return True


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
            verb = "plays" if move.phase == "play" else "says"
            console.print(f"{move.seat} {verb} {move.action}")
            continue
        view = game.view(human)
        draw(console, view)
        try:
            if not human_turn(game, human, view, f"Your {PROMPTS.get(game.phase, 'action')}",
                              ask, console, undo=True):
                return game
        except EOFError:
            console.print("Goodbye.")
            return game
    result = game.result
    assert result is not None
    final = game.view(human)
    draw(console, final)
    score = "  ".join(f"{k} {quarters_text(v)}" for k, v in result.score.items())
    console.print(f"Result: {result.contract} by {result.declarer or '-'}, tricks "
                  f"{result.tricks if result.tricks is not None else '-'}, score {score}")
    return game
