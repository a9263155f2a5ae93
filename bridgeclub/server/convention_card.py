"""The convention card shown: a page per bidding system, and per table the cards both
sides play, written from the card's data and from the rules themselves.

Each line of a section is what the rules (``bots.bidding.system.rules_for``) say of a
call in that auction on that card, the words the computers explain their calls with,
so the page cannot disagree with what the computers bid or with how they read a
person's calls. Plain HTML, one column on a phone, two cards side by side on a wide
screen, and printable (a print style sheet drops the links).

>>> page = card_page([("Acol", system_named("acol"))])
>>> "1NT" in page and "12-14 points, balanced" in page
True
>>> [title for title, _ in sections(system_named("sayc"))][:3]
['The card in brief', 'Opening bids', 'Over partner’s 1NT']
>>> doubled = (("N", "1NT"), ("E", "X"))
>>> dict(lines_of(system_named("acol"), "S", doubled))["XX"][:12]
'SOS redouble'
>>> "XX" in dict(lines_of(system_named("sayc"), "S", doubled))
False
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

from bridgeclub.bots.bidding.context import Context
from bridgeclub.bots.bidding.options import System, system_named
from bridgeclub.bots.bidding.system import rules_for

#: The auctions a card shows, each as (title, the seat to call, the calls so far).
AUCTIONS: tuple[tuple[str, str, tuple[tuple[str, str], ...]], ...] = (
    ("Opening bids", "N", ()),
    ("Over partner’s 1NT", "S", (("N", "1NT"), ("E", "P"))),
    ("Over partner’s 1NT doubled", "S", (("N", "1NT"), ("E", "X"))),
    ("Over partner’s one of a major (1♥)", "S", (("N", "1H"), ("E", "P"))),
    ("Over partner’s one of a minor (1♦)", "S", (("N", "1D"), ("E", "P"))),
    ("Opener’s rebid after 1♦ – 1♠", "N", (("N", "1D"), ("E", "P"), ("S", "1S"), ("W", "P"))),
    ("Over partner’s 2♣", "S", (("N", "2C"), ("E", "P"))),
    ("Over partner’s 2NT", "S", (("N", "2NT"), ("E", "P"))),
    ("After their 1♥ opening", "E", (("N", "1H"),)),
)
#: The conventions a card may play, in a player's words.
CONVENTIONS = (
    ("stayman", "Stayman"), ("transfers", "Jacoby transfers over 1NT and 2NT"),
    ("weak_takeouts", "Weak take-outs over 1NT (2♦, 2♥, 2♠ to play)"),
    ("wriggle", "Over 1NT doubled: weak take-outs, the SOS redouble"),
    ("weak_twos", "Weak twos in ♦, ♥, ♠"), ("blackwood", "Blackwood"),
    ("gerber", "Gerber over 1NT and 2NT"), ("jacoby_2nt", "Jacoby 2NT over a major"),
    ("negative_doubles", "Negative doubles"), ("michaels", "Michaels cue bids"),
    ("unusual_2nt", "The unusual 2NT"), ("fourth_suit_forcing", "Fourth suit forcing"),
    ("game_tries", "Help-suit game tries"),
    ("major_over_two_clubs_minimum", "After 1♦–2♣ opener shows a four-card major at the "
     "two level with any opening"),
    ("major_before_diamonds", "Over 1♣ a four-card major before four diamonds"),
    ("losing_trick_raises", "Opener raises a one-level major by the losing trick count"),
)
SUIT_SIGNS = {"C": "♣", "D": "♦", "H": "♥", "S": "♠"}


def call_text(call: str) -> str:
    """A call as a card writes it: ``1H`` is ``1♥``, ``P`` is ``Pass``.

    >>> call_text("1H"), call_text("3NT"), call_text("P"), call_text("X")
    ('1♥', '3NT', 'Pass', 'Double')
    """
    if call in ("P", "X", "XX"):
        return {"P": "Pass", "X": "Double", "XX": "Redouble"}[call]
    return call[:-1] + SUIT_SIGNS[call[-1]] if call[-1] in SUIT_SIGNS else call


def lines_of(system: System, seat: str, calls: Sequence[tuple[str, str]]
             ) -> list[tuple[str, str]]:
    """Each call the rules make in this auction on ``system``, with every meaning it may
    have (the rules' own words), in the order a player looks for them."""
    ctx = Context.build(seat, list(calls), system=system)
    meanings: dict[str, list[str]] = {}
    for rule in rules_for(ctx):
        if rule.why and ctx.is_legal(rule.call) and rule.why not in meanings.get(rule.call, []):
            meanings.setdefault(rule.call, []).append(rule.why)
    return [(call, "; or ".join(whys)) for call, whys in meanings.items()]


def sections(system: System) -> list[tuple[str, list[tuple[str, str]]]]:
    """The card's sections: the general agreements, then each auction's calls."""
    general = [
        ("1NT", f"{system.one_notrump[0]}-{system.one_notrump[1]} points, balanced"
                + (" (5-4-2-2 with a five-card minor too)"
                   if system.semi_balanced_notrump else "")),
        ("Majors", f"one of a major promises {system.major_length}+ cards"),
        ("2NT", f"{system.two_notrump[0]}-{system.two_notrump[1]} points, balanced"),
        ("1NT overcall", f"{system.notrump_overcall[0]}-{system.notrump_overcall[1]} "
                         "points, a stopper"),
        ("Conventions", ", ".join(words for flag, words in CONVENTIONS
                                  if getattr(system, flag))),
    ]
    return [("The card in brief", general),
            *((title, lines_of(system, seat, calls)) for title, seat, calls in AUCTIONS)]


def _card_html(label: str, system: System) -> str:
    parts = [f'<section class="card" aria-label="{escape(label)}"><h2>{escape(label)}: '
             f"{escape(system.name)}</h2><p class=\"title\">{escape(system.title)}</p>"]
    for title, lines in sections(system):
        rows = "".join(f"<tr><th scope=\"row\">{escape(call_text(call))}</th>"
                       f"<td>{escape(meaning)}</td></tr>" for call, meaning in lines)
        parts.append(f"<h3>{escape(title)}</h3><table>{rows}</table>")
    parts.append("</section>")
    return "".join(parts)


STYLE = """
body{font-family:system-ui,sans-serif;margin:0 auto;max-width:72rem;padding:1rem;color:#111}
h1{font-size:1.4rem}h2{font-size:1.2rem;margin:.2rem 0}h3{font-size:1rem;margin:1rem 0 .3rem}
.title{color:#555;margin:0}.cards{display:grid;gap:1.5rem}
@media (min-width:60rem){.cards.two{grid-template-columns:1fr 1fr}}
table{border-collapse:collapse;width:100%}th,td{border-top:1px solid #ddd;padding:.25rem;
text-align:left;vertical-align:top}th{width:5.5rem;white-space:nowrap}
nav a{margin-right:1rem}@media print{nav{display:none}body{font-size:10pt}
.card{break-inside:auto}}
"""


def card_page(cards: Sequence[tuple[str, System]]) -> str:
    """The page of one or more cards (``(label, card)``: "Acol", or "North-South")."""
    names = " and ".join(f"{label}: {card.name}" if label != card.name else card.name
                         for label, card in cards)
    links = " ".join(f'<a href="/card/{key}">{escape(system_named(key).name)}</a>'
                     for key in ("sayc", "acol"))
    body = "".join(_card_html(label, card) for label, card in cards)
    return (f"<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\">"
            f"<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"
            f"<title>Convention card: {escape(names)}</title><style>{STYLE}</style></head>"
            f"<body><nav><a href=\"/\">bridgeclub</a> Cards: {links}</nav>"
            f"<h1>Convention card: {escape(names)}</h1>"
            f"<div class=\"cards{' two' if len(cards) > 1 else ''}\">{body}</div>"
            f"</body></html>")
