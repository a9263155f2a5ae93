"""One deal at the terminal table, for every variant: four seats or two players.

The person (or two people at one screen) plays her seats, computer players
(``bridgeclub.bots.computer_player``) the others. Each question is asked under the table
drawn as a compass (``bridgeclub.tui.screen``) from the asking seat's view only. A trick
that is complete stays on the screen until Enter (or a short pause with ``--fast``), so
the play goes at a human pace; when partner declares, the tricks pass one by one the same
way.

At every question: ``?`` what you may do and what it means, ``help`` this variant's
rules, ``l`` the last trick, ``m`` the Memory Help Form in full (EZ-Bridge), ``undo`` takes
back your last action and the computer's replies after it, ``concede`` asks to confirm,
``q`` stops (the game so far is kept with ``--save``).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from bridgeclub.bots import ComputerPlayer, hint
from bridgeclub.errors import IllegalAction
from bridgeclub.game import Game, replay
from bridgeclub.seats import Seat
from bridgeclub.tui.actions import as_card, declarer_won, legal_lines, read_claim, resolve, spoken
from bridgeclub.tui.memory_form import form_lines
from bridgeclub.tui.rules_help import help_pages
from bridgeclub.tui.screen import (
    HEIGHT,
    SEAT_NAMES,
    TABLE_ROWS,
    call_text,
    calls_in,
    card_text,
    chairs_note,
    person_names,
    table_lines,
    wrap,
)
from bridgeclub.tui.terminal import Terminal

View = Mapping[str, Any]
#: Lines under the table for messages; the last line of the screen is the question.
MESSAGE_ROWS = HEIGHT - 1 - TABLE_ROWS

PROMPTS = {"auction": "Your call", "open": "P or open", "contract": "Your contract",
           "choose-dummy": "play or dummy", "announce": "Your points", "play": "Your card",
           "claim": "accept or reject", "exchange": "Your card for the exchange"}


class Quit(Exception):
    """The person stopped the game (``q`` or the end of input)."""


def tricks_done(view: View) -> int:
    """The finished tricks in a view: the play's, and Buddy Bridge's exchange tricks."""
    return sum(1 for key in ("exchange_tricks", "tricks") for t in view.get(key) or []
               if t.get("winner"))


def last_trick(view: View) -> tuple[Mapping[str, Any] | None, str]:
    """The last finished trick and its heading (``Trick 3``, ``Exchange trick 5``)."""
    for key, word in (("tricks", "Trick"), ("exchange_tricks", "Exchange trick")):
        done = [t for t in view.get(key) or [] if t.get("winner")]
        if done:
            return done[-1], f"{word} {len(done)}"
    return None, ""


class DealTable:
    """Play one game to its end at the terminal.

    ``humans`` are the seats people play (one, or South and West at one screen);
    ``players`` the computer players by seat; ``after_action`` is called after every
    action (to save the session). ``game`` may be replaced by ``undo``: read it back after
    ``play``.
    """

    def __init__(self, game: Game, humans: Sequence[Seat], players: Mapping[Seat, Any],
                 terminal: Terminal, extra: str = "",
                 after_action: Callable[[Game], None] | None = None) -> None:
        self.game = game
        self.humans = list(humans)
        self.players = players
        self.term = terminal
        self.extra = extra
        self.after_action = after_action or (lambda game: None)
        self.notes: list[str] = []
        self.on_screen: Seat | None = None
        self.undone = False

    # -- the loop ------------------------------------------------------------------------
    def play(self) -> bool:
        """Play to the end of the deal; False when the person stopped first."""
        try:
            while not self.game.is_over:
                actor = self.game.actor
                assert actor is not None
                before = tricks_done(self.game.view(self.viewer(actor)))
                if actor in self.humans:
                    self.hand_over(actor)
                    self.human_turn(actor)
                else:
                    self.computer_turn(actor)
                self.after_action(self.game)
                self.show_finished_trick(before)
        except (Quit, EOFError):
            self.after_action(self.game)
            return False
        return True

    def viewer(self, actor: Seat | None = None) -> Seat:
        """Whose view the screen shows: the person on turn, else the first person."""
        if actor is not None and actor in self.humans:
            return actor
        if self.on_screen is not None:
            return self.on_screen
        return self.humans[0]

    def hand_over(self, actor: Seat) -> None:
        if len(self.humans) > 1 and self.on_screen is not actor:
            self.term.hand_over(SEAT_NAMES[str(actor)])
        self.on_screen = actor

    def computer_turn(self, actor: Seat) -> None:
        view = self.game.view(actor)
        legal = [a for a in view["legal_actions"] if not a.startswith(("claim", "concede"))]
        decision = self.players[actor].decide({**view, "legal_actions": legal or
                                               view["legal_actions"]})
        phase = self.game.phase
        move = self.game.act(decision.action)
        name = person_names(view)[str(move.seat)]
        if phase == "choose-dummy":
            chose = "play the hand" if str(move.action) == "play" else "be dummy"
            self.notes.append(f"{name} chose to {chose}.")
        elif phase == "claim":
            note = claim_answer_note(view, name, str(move.action), decision.explanation,
                                     self.own() if len(self.humans) == 1 else ())
            self.notes[-1:] = both_answers(self.notes[-1:], note)
        elif phase == "announce":
            self.notes.append(f"{name} has {move.action} points.")
        if decision.explanation and phase in ("auction", "open"):
            self.notes.append(f"{name}'s {call_text(str(move.action))}: "
                              f"{decision.explanation}")

    def show_finished_trick(self, before: int) -> None:
        """A trick just finished: hold it on the screen (Enter, or a pause)."""
        viewer = self.viewer()
        view = self.game.view(viewer)
        if tricks_done(view) <= before:
            return
        trick, heading = last_trick(view)
        if trick is None:
            return
        lines = table_lines(view, trick=trick, heading=heading, extra=self.extra,
                            humans=self.own())
        won = person_names(view)[trick["winner"]]
        you = won == "You"
        said = [f"{won} {'win' if you else 'wins'} {heading.lower()}."]
        if trick.get("faced"):  # Buddy Bridge: the winner takes the card turned up
            said.append(f"{won} {'take' if you else 'takes'} {card_text(trick['faced'])} "
                        "from the stock.")
        if trick.get("drawn"):
            said.append(f"You drew {card_text(trick['drawn'])}.")
        self.term.show([*lines, *self.messages(" ".join(said))])
        if self.term.wait():
            raise Quit

    def own(self) -> list[str]:
        return [str(s) for s in self.humans]

    def messages(self, *more: str) -> list[str]:
        lines: list[str] = []
        for note in [*self.notes, *more]:
            lines.extend(wrap(note))
        return lines[-MESSAGE_ROWS:]

    # -- the person ----------------------------------------------------------------------
    def human_turn(self, seat: Seat) -> None:
        """Ask the person at ``seat`` until she has acted (or quits)."""
        start = len(self.game.history)
        while len(self.game.history) == start and not self.game.is_over:
            view = self.game.view(seat)
            lines = table_lines(view, extra=self.extra, humans=self.own())
            self.term.show([*lines, *self.messages(*self.hints(view))])
            text = self.term.ask(self.prompt(view)).strip()
            if self.command(text, view, seat):
                if self.undone:
                    self.undone = False
                    return
                continue
            if self.act(text, view, seat):
                self.notes = []
                return

    def hints(self, view: View) -> list[str]:
        """What the variant adds for the person: EZ-Bridge's hint, MiniBridge's guide."""
        out = []
        names = person_names(view)
        hint = view.get("hint")
        if hint and view.get("phase") == "auction":
            out.append(f"Hint: {hint['honours']} honours; {calls_in(hint['why'])} "
                       f"(for example {call_text(hint['suggestion'])}).")
        teaching = view.get("teaching")
        if teaching and view.get("phase") == "contract":
            out.append(f"Your side has {teaching['combined_points']} points. Guide: "
                       f"{teaching['suggestion']} ({teaching['why']}).")
        if view.get("phase") == "choose-dummy":
            declarer = names.get(str(view.get("declarer")), "Your partner")
            out.append(f"{declarer} won the bidding. Type play to play your own hand, or "
                       f"dummy to lay it face up and let {declarer} play it.")
        if view.get("phase") == "open":
            out.append("Type open to start the bidding (then bid as in bridge), or P.")
        if view.get("phase") == "play" and tricks_done(view) == 0:
            note = chairs_note(view)
            if note:
                out.append(note)
        claim = view.get("claim")
        if claim and not claim.get("settled"):
            total = declarer_won(view) + int(claim["tricks"])
            mine = claim["by"] == view.get("seat")
            out.append(f"{'You claim' if mine else names.get(claim['by'], claim['by'])}"
                       f"{'' if mine else ' claims'} {claim['tricks']} of the "
                       f"{claim['of']} tricks left ({total} in all).")
        return out

    def prompt(self, view: View) -> str:
        words = PROMPTS.get(view.get("phase", ""), "Your action")
        if view.get("turn") != view.get("seat"):
            words += f" from {person_names(view).get(view['turn'], view['turn'])}"
        return f"{words} (? to list, help for the rules): "

    def command(self, text: str, view: View, seat: Seat) -> bool:
        """The commands that are not actions; True when ``text`` was one."""
        word = text.lower()
        legal: list[str] = view["legal_actions"]
        if word in ("q", "quit", "exit"):
            if len(self.game.players) == 2 and self.game.history:
                # a game for two: the other person at the table loses the deal too
                answer = self.term.ask("Quit in the middle of the deal? (y/n) ").strip()
                if answer.lower() not in ("y", "yes", "q", "quit"):
                    self.notes = ["Not quitting: play on."]
                    return True
            raise Quit
        if word == "" and view.get("phase") == "play":
            cards = [a for a in legal if not a.startswith(("claim", "concede"))]
            if len(cards) == 1:
                return self.act(cards[0], view, seat) or True
        if word in ("?", ""):
            self.term.show([*legal_lines(view, undo=True)])
            self.term.wait("Press Enter to go back to the table")
            return True
        if word in ("help", "h", "rules"):
            pages = help_pages(view.get("variant", ""))
            for number, page in enumerate(pages, start=1):
                self.term.show([*page, "", f"(page {number} of {len(pages)})"])
                self.term.wait("Press Enter to go on")
            return True
        if word in ("l", "last"):
            trick, heading = last_trick(view)
            if trick is None:
                self.notes = ["No trick has been finished yet."]
            else:
                lines = table_lines(view, trick=trick, heading=f"Last: {heading.lower()}",
                                    extra=self.extra, humans=self.own())
                self.term.show([*lines, *wrap("The last trick: " + "  ".join(
                    f"{person_names(view)[c['seat']]} {card_text(c['card'])}"
                    for c in trick["cards"]))])
                self.term.wait("Press Enter to go back")
            return True
        if word in ("m", "memory", "form"):
            if view.get("memory_help"):
                people = view.get("people")
                self.term.show(form_lines(view["memory_help"], people))
                self.term.wait("Press Enter to go back")
            else:
                self.notes = ["This game has no Memory Help Form."]
            return True
        if word == "undo":
            self.undo(seat)
            return True
        if word == "hint":
            advice = hint(view)
            why = f": {calls_in(advice.explanation)}" if advice.explanation else ""
            self.notes = [f"Hint: {action_text(advice.action)}{cards_in(why)}."]
            return True
        if word.startswith("conc") and "concede".startswith(word) and "concede" in legal:
            answer = self.term.ask("Concede all the remaining tricks? (y/n) ").strip().lower()
            if answer in ("y", "yes"):
                self.act("concede", view, seat)
            else:
                self.notes = ["Not conceded: play on."]
            return True
        return False

    def act(self, text: str, view: View, seat: Seat) -> bool:
        """Act ``text`` for ``seat``; on a refusal say why and change nothing."""
        legal: list[str] = view["legal_actions"]
        try:
            action = read_claim(text, view) or resolve(text, legal)
            if action == "concede" and text.lower() != "concede":
                raise ValueError("type concede in full to concede")
            self.game.act(action, seat=seat)
        except (ValueError, IllegalAction) as error:
            reason = self.why_not(text) or str(error)
            self.notes = [f"Not allowed: {cards_in(calls_in(reason))}"]
            return False
        return True

    def why_not(self, text: str) -> str | None:
        """The rules' reason an action the person typed may not be taken now (``7D names
        fewer tricks than the last bid, 8H``), when the text reads as one."""
        for form in (spoken(text), as_card(spoken(text))):
            try:
                reason = self.game.why_illegal(self.game.parse_action(form))
            except (ValueError, IllegalAction, NotImplementedError):
                continue
            if reason:
                return reason
        return None

    def undo(self, seat: Seat) -> None:
        """Take back the person's last action and every computer action after it."""
        history = list(self.game.history)
        mine = [i for i, move in enumerate(history) if move.actor in self.humans]
        if self.game.is_over or not mine:
            self.notes = ["There is nothing of yours to take back."]
            return
        keep = [str(m.action) for m in history[:mine[-1]]]
        taken = [action_text(str(m.action)) for m in history[mine[-1]:]]
        self.game = replay(self.game.variant, self.game.deal, keep, **self.game.options)
        self.notes = [f"Taken back: {' '.join(taken)}."]
        self.undone = True
        self.after_action(self.game)


def claim_answer_note(view: View, name: str, answer: str, why: str = "",
                      you: Sequence[str] = ()) -> str:
    """What the screen says of a computer's answer to a claim: the claim repeated, the
    answer and its reason (a claim that holds ends the deal: the person reads why it was
    accepted, as she reads why one was rejected). ``you``: the seats of the person at the
    screen, whose claim is "your claim".

    >>> view = {"claim": {"by": "S", "tricks": 5, "of": 8}}
    >>> claim_answer_note(view, "West", "reject", "declarer can be held to 4 of the last 8")
    "West rejects South's claim of 5 of the 8 tricks left: declarer can be held to 4 of the last 8."
    >>> claim_answer_note(view, "East", "accept", "the claim of 5 holds", you=["S"])
    'East accepts your claim of 5 of the 8 tricks left: the claim of 5 holds.'
    """
    claim = view.get("claim") or {}
    by = str(claim.get("by"))
    claimer = "your" if by in you else f"{person_names(view).get(by, 'declarer')}'s"
    said = (f"{name} {'accepts' if answer == 'accept' else 'rejects'} {claimer} claim of "
            f"{claim.get('tricks')} of the {claim.get('of')} tricks left")
    return f"{said}: {why}." if why else f"{said}."


def both_answers(last: list[str], note: str) -> list[str]:
    """The notes that end with ``note`` after the ``last`` one: two defenders who accept
    a claim for the same reason are said in one line (the screen keeps a few).

    >>> both_answers(["East accepts your claim of 2 of the 3 tricks left: it holds."],
    ...              "West accepts your claim of 2 of the 3 tricks left: it holds.")
    ['East and West accept your claim of 2 of the 3 tricks left: it holds.']
    >>> both_answers(["Bid 1NT."], "West rejects it.")
    ['Bid 1NT.', 'West rejects it.']
    """
    if last:
        first, _, rest = last[0].partition(" accepts ")
        second, _, again = note.partition(" accepts ")
        if rest and rest == again and " " not in first + second:
            return [f"{first} and {second} accept {rest}"]
    return [*last, note]


def cards_in(text: str) -> str:
    """A sentence with its cards written as the table writes them (``DJ`` as ``♦J``).

    >>> cards_in("DJ is not in the hand of North; follow with D2 or ST")
    '♦J is not in the hand of North; follow with ♦2 or ♠10'
    """
    return re.sub(r"\b[SHDC][2-9TJQKA]\b", lambda m: card_text(m.group(0)), text)


def action_text(action: str) -> str:
    """An action as the table writes it: a card ``♠A``, a call ``1♣`` or ``Pass``.

    >>> action_text("SA"), action_text("1C"), action_text("P"), action_text("claim 3")
    ('♠A', '1♣', 'Pass', 'claim 3')
    """
    if action == "JK" or (len(action) == 2 and action[0] in "SHDC" and
                          action[1] in "AKQJT98765432"):
        return card_text(action)
    return call_text(action)


def computer_players(players: Sequence[Seat], humans: Sequence[Seat], level: str,
                     seed: int, system: str = "sayc", opponents: str | None = None
                     ) -> dict[Seat, ComputerPlayer]:
    """A computer player for every seat the people do not play, each with its own seed
    drawn from ``seed``, so the same seed gives the same decisions. The person's side
    bids on the card ``system`` (her partner reads her calls by it), the other side on
    ``opponents`` (the same card when not given)."""
    from bridgeclub.bots import computer_player

    ours = humans[0].side if humans else Seat.N.side
    theirs = opponents or system
    return {seat: computer_player(level, seed=seed * 8 + index,
                                  system=system if seat.side == ours else theirs,
                                  opponents=theirs if seat.side == ours else system)
            for index, seat in enumerate(Seat) if seat not in humans}
