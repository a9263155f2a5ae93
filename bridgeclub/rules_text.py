"""The rules of each game in a player's words: one text for every front end (the
terminal's ``help``, the browser's rules pages), so both say the same.

Written from the rule texts the variants follow (the seeds: 000 EZ-Bridge and 3-Person
EZ-Bridge, 001 MiniBridge, 002 contract bridge, 003 Goren's Bridge for Two and Double
Dummy, 004 Buddy Bridge); each line fits 80 columns, so the terminal shows them as they are.

>>> sorted(RULES) == sorted(DESCRIPTIONS)
True
>>> rules_text("ez-bridge")[0].splitlines()[0]
'EZ-Bridge (four players, two teams)'
>>> all(len(line) <= 80 for texts in RULES.values() for t in texts for line in t.splitlines())
True
"""

from __future__ import annotations

CONTRACT_BRIDGE = """\
Four players, North-South against East-West; partners sit opposite.
The bidding: from the dealer round the table, each player bids, passes (P),
doubles (X) or redoubles (XX). A bid is a level and a strain: 1 to 7 tricks
over six (1 = 7 tricks, 7 = all 13) in clubs, diamonds, hearts, spades or
no trumps (NT), ranked C < D < H < S < NT. Each bid outranks the last. Three
passes after a bid end the bidding; four passes and the deal is passed out.
The last bid is the contract; of the side that made it, the player who first
named its strain is declarer, and declarer's partner is the dummy.
The play: the player on declarer's left leads, then dummy's hand goes face up
and declarer plays both hands. Follow suit if you can; otherwise trump or
discard. The highest trump wins the trick, else the highest card of the suit
led. The winner leads to the next trick.
Making a game needs 100 trick points (3NT, 4H, 4S, 5C, 5D): 20 a trick over
six in C and D, 30 in H and S, 40 for the first in NT and 30 after.
Going down costs 50 or 100 a trick (vulnerable), more when doubled."""

DUPLICATE = """\
Duplicate: each board is scored alone. Making a part score adds 50, a game
300 (500 vulnerable), a small slam 500/750 more, a grand slam 1000/1500.
The vulnerability and the dealer are written on each board.
The terminal plays one board after another and keeps your side's running
total; after each board, a shows the double-dummy table, par, and the cards
that cost a trick."""

RUBBER = """\
Rubber bridge: trick points for contracts bid and made go below the line,
everything else (overtricks, bonuses, penalties) above it. 100 below the
line makes a game; a side with a game is vulnerable. The first side to win
two games wins the rubber: 700 for 2-0, 500 for 2-1."""

CHICAGO = """\
Chicago: four deals make a set. Deal 1 nobody is vulnerable, deals 2 and 3
the dealer's side is, deal 4 both. A game scores 300 (500 vulnerable) at
once, a part score 50 (some clubs carry it to the next deal)."""

MINIBRIDGE = """\
MiniBridge (four players, two partnerships). There is no bidding.
1. Each player, from the dealer round the table, announces the high card
   points of the hand: ace 4, king 3, queen 2, jack 1 (40 in the deck).
2. The side with more points declares; its player with more points is
   declarer (on a tie, the one who spoke first), partner is the dummy.
   20-20: the hand is thrown in and the same dealer deals again.
3. Dummy's hand goes face up; declarer looks at both and names the contract:
   a part score or a game, and the strain (no trumps, or a trump suit):
   - part: at least 7 tricks, any strain; bonus 50
   - game: 9 tricks in NT, 10 in hearts or spades, 11 in clubs or diamonds;
     bonus 300. About 26 points make a game in NT or a major. Type 'game NT'.
4. The player on declarer's left leads; follow suit if you can; the winner of
   a trick leads to the next. Declarer plays dummy's cards.
Score: trick points as in bridge (20 C/D, 30 H/S, 40 then 30 in NT) for
tricks over six, plus the bonus if the contract is made; down: the other
side scores 50 a trick."""

MINIBRIDGE_OPEN = """\
MiniBridge, European form: each player gets a slip with the hand's points
and suit lengths, shown to all. From the dealer, each player says P or
open; the first to open may then bid as in bridge (1C to 7NT), and the
opponents may overcall. Four passes redeal the same board. The last bid is
the contract, played and scored as in MiniBridge and duplicate."""

EZ = """\
EZ-Bridge (four players, two teams)
Bidding, from the dealer round the table: a bid is the number of TRICKS your
team will win together, out of 13 (1 to 13), and a trump suit or no trump:
'8H' promises 8 tricks with hearts as trumps. Each bid names at least as many
tricks as the last: more, or the same number in any suit or NT not yet bid at
that number (8D after 8H is fine); no bid repeats one made before. Or pass
(you may bid later). Everyone bids, even with a weak hand; the hint helps.
When all the others pass, the last bidder is the Winning Bidder.
Play: the player on the Winning Bidder's left leads. Then the Winning
Bidder's partner chooses: PLAY the hand as usual, or be DUMMY (lay the hand
face up and let partner play it). Follow suit if you can; the highest trump,
else the highest card of the suit led, wins the trick.
Scoring: only the bidding team scores. Made: a point for each trick bid and a
quarter point for each trick over. Short: minus 4 points for each trick
missing. The first team to 30 points wins the game; a set is 3 games, the
match 2 sets.
The Memory Help Form (m) records every bid and card played, for all to see."""

EZ3 = """\
3-Person EZ-Bridge: three players, each on their own; North is a permanent
Dummy, laid face up before the bidding, for everyone to see.
Bid as in EZ-Bridge: the tricks you will win TOGETHER WITH THE DUMMY, and
the trump suit. With a strong dummy you may bid high even on a weak hand.
The Winning Bidder changes chairs with whoever sits South, opposite the
dummy, and plays the dummy's cards as well; the other two defend together
for that hand. The terminal moves you with your chair.
Scoring is as in EZ-Bridge, but each person scores alone: points are won by
the Winning Bidder. The deal goes round the people (South, then West, then
East), wherever they sit."""

BRIDGE_FOR_TWO = """\
Bridge for Two (Goren): two players sit side by side, South and West; each
has a dummy rack opposite (yours is North, the computer's East).
The racks: 13 cards each; six compartments hold a face-down card covered by
a face-up card, the centre holds one face-up card. Only face-up cards can be
played. After a trick, a face-down card left bare is turned face up and can
be played on the next trick. A rack with no face-up card of the suit led may
trump or discard without a revoke.
Bidding: only the two players bid (never the racks). Dealer bids, the
opponent may bid; once a player passes, the bidding is over.
Play and scoring are as in contract bridge, rubber scoring: the player on
declarer's left (a hand or a rack) leads. Advice: overbid a little; the
hidden cards add 3 or 4 points on average. Slams are nearly impossible."""

DOUBLE_DUMMY = """\
Double Dummy (Goren): two players, each with an own hand and a dummy hand:
South's dummy is North, West's dummy is East. Each looks at the own hand,
bids, then looks at the dummy and bids again for it, as four players would:
the bidding ends with three passes in a row, as in bridge.
The play: the four hands play in turn as in bridge; you play your own hand
and your dummy's. The player (or dummy) on declarer's left leads; the hand
that wins the trick leads the next. Scoring as in rubber bridge."""

BUDDY = """\
Buddy Bridge: two players, South and West, 52 cards and two jokers.
The deal: each player has a joker and 12 cards; the rest is the stock.
1. The exchange: the top card of the stock is turned up; its suit is trumps
   for that trick. The non-dealer leads; follow suit if you can. A joker can
   be played as the highest card ('JK high') or the lowest ('JK low'). The
   winner takes the turned-up card, the loser the next hidden card of the
   stock; a new card is turned up. When two cards are left, an unused joker
   may be swapped for one of them. Most exchange tricks: 40 below the line
   and 10 above.
2. The contract: the winner of the exchange bids first: a level 1-7 (tricks
   over six) and a trump suit or NT; each bids higher or passes, and the
   last bidder may raise once more. The defender leads; follow suit; all 13
   tricks are played.
Score: 20 a trick bid in minors, 30 in majors, 40 then 30 in NT, 40 for
making it exactly; each trick over (a bag) 10 above. Down: minus 50, the
defender 50 above. 300 below the line ends a game; rubbers of 3 games."""

RULES = {
    "duplicate": [CONTRACT_BRIDGE, DUPLICATE],
    "rubber": [CONTRACT_BRIDGE, RUBBER],
    "chicago": [CONTRACT_BRIDGE, CHICAGO],
    "minibridge": [MINIBRIDGE],
    "minibridge-open": [MINIBRIDGE, MINIBRIDGE_OPEN],
    "ez-bridge": [EZ],
    "ez-bridge-3": [EZ, EZ3],
    "bridge-for-two": [BRIDGE_FOR_TWO],
    "double-dummy-two": [DOUBLE_DUMMY],
    "buddy-bridge": [BUDDY],
}
TITLES = {
    "duplicate": "Duplicate bridge", "rubber": "Rubber bridge", "chicago": "Chicago",
    "minibridge": "MiniBridge", "minibridge-open": "MiniBridge",
    "bridge-for-two": "Bridge for Two", "double-dummy-two": "Double Dummy Bridge",
    "buddy-bridge": "Buddy Bridge",
}
#: Each game in one line, for the lobby.
DESCRIPTIONS = {
    "rubber": "Contract bridge for four, scored above and below the line until a side "
              "wins two games.",
    "duplicate": "Contract bridge board by board, each deal scored alone, as clubs play.",
    "chicago": "Contract bridge in sets of four deals with set vulnerability: quick and "
               "even.",
    "minibridge": "The first step to bridge: announce your points, no bidding, then play "
                  "the contract.",
    "minibridge-open": "MiniBridge with slips: open, read partner's slip, and bid a "
                       "contract.",
    "ez-bridge": "Bid the number of tricks you will take together; partner may play or "
                 "be dummy.",
    "ez-bridge-3": "EZ-Bridge for three players with a permanent dummy, scored each for "
                   "herself.",
    "bridge-for-two": "Goren's bridge for two: each plays a hand and a rack of face-down "
                      "and face-up cards.",
    "double-dummy-two": "Goren's bridge for two with both dummies face up: all the cards "
                        "in view.",
    "buddy-bridge": "Two players, a stock to draw from, and a joker that is high or low "
                    "as you say.",
}


#: What the rules say of the terminal (its keys, its screen), and the browser's words in
#: their place: the browser's rules pages speak of the table a player sees there.
BROWSER_WORDS = (
    ("The terminal plays one board after another and keeps your side's running\n"
     "total; after each board, a shows the double-dummy table, par, and the cards\n"
     "that cost a trick.",
     "The table deals one board after another and keeps your side's running total;\n"
     "after each board it shows the double-dummy table, par, and the cards that\n"
     "cost a trick."),
    (" Type 'game NT'.", ""),
    ("The Memory Help Form (m) records", "The Memory Help Form (beside the table) records"),
    ("The terminal moves you with your chair.", "Your hand stays at the foot of the table."),
    ("('JK high')", "(Joker high)"),
    ("('JK low')", "(Joker low)"),
)
#: The front ends the rules are written for.
FRONTS = ("terminal", "browser")


def rules_text(variant: str, front: str = "terminal") -> list[str]:
    """The rule texts of ``variant`` as ``front`` (the terminal or the browser) shows them,
    its title on the first line of the first; Contract Bridge's for a game without its own.

    >>> rules_text("ez-bridge-3", "browser")[1].splitlines()[6]
    'for that hand. Your hand stays at the foot of the table.'
    >>> browser = [t for v in RULES for t in rules_text(v, "browser")]
    >>> [t for t in browser if "terminal" in t or "(m)" in t or "'JK" in t]
    []
    >>> all(any(old in t for t in RULES.values() for t in t) for old, _ in BROWSER_WORDS)
    True
    >>> rules_text("duplicate", "phone")
    Traceback (most recent call last):
    ...
    ValueError: rules are written for the terminal or the browser, not 'phone'
    """
    if front not in FRONTS:
        raise ValueError(f"rules are written for the terminal or the browser, not {front!r}")
    texts = list(RULES.get(variant) or [CONTRACT_BRIDGE])
    if variant in TITLES:
        texts[0] = f"{TITLES[variant]}\n{texts[0]}"
    if front == "browser":
        for old, new in BROWSER_WORDS:
            texts = [text.replace(old, new) for text in texts]
    return texts
