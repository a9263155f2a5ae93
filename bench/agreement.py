"""How often the ``standard`` computer player calls as EPBot does, in uncontested auctions,
on random boards: EPBot (``bench/epbot.py``) bids each board at all four seats on its card,
and at each of its calls in an auction the opponents have left to one side (the opening,
the response, opener's rebid, responder's rebid) our player, on the same card's
system, is asked the same question. Agreement per category and overall.

``--system sayc`` compares with EPBot's ``BBA-Sayc.bbsa``, ``--system acol`` with its
``Acol.bbsa``, which plays more conventions than plain Acol: the auctions where the two
cards differ by design (transfers and relays over 1NT, Jacoby 2NT, Drury) are left out
of the comparison and counted apart. Tune on the dev seed, report on a held-out one.

    python3 bench/agreement.py --system acol --boards 400 --seed dev
    python3 bench/agreement.py --system sayc --boards 1000 --seed held-out --show 20
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from collections.abc import Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import bridgeclub as bc
from bench.epbot import CARDS, LIBRARY, EPBotTable
from bridgeclub.bots.bidding import decide
from bridgeclub.bots.bidding.options import System, system_named

CATEGORIES = ("opening", "response", "rebid", "responder")


def category(calls: Sequence[str], dealer: str, seat: str) -> str | None:
    """Which uncontested decision ``seat`` faces after ``calls`` (from ``dealer``): its
    side's opening, the response, opener's rebid or responder's rebid; None when the
    opponents have bid, or later in the auction.

    >>> category([], "N", "N"), category(["1H", "P"], "N", "S")
    ('opening', 'response')
    >>> category(["1H", "1S"], "N", "S"), category(["P", "P", "1C", "P", "1H", "P"], "N", "S")
    (None, 'rebid')
    """
    order = "NESW"
    seats = [order[(order.index(dealer) + i) % 4] for i in range(len(calls))]
    bids = [(s, c) for s, c in zip(seats, calls, strict=True) if c != "P"]
    if not bids:
        return "opening"
    opener = bids[0][0]
    partner = order[(order.index(opener) + 2) % 4]
    if any(s not in (opener, partner) for s, _ in bids) or seat not in (opener, partner):
        return None
    if seat == opener:
        turn = sum(1 for s, c in zip(seats, calls, strict=True) if s == seat and c != "P")
        return "rebid" if turn == 1 else None
    spoken = [c for i, (s, c) in enumerate(zip(seats, calls, strict=True))
              if s == seat and i > seats.index(opener)]
    return ("response", "responder")[len(spoken)] if len(spoken) < 2 else None


def departs_by_design(calls: Sequence[str], call: str, passed_hand: bool) -> bool:
    """An auction where plain Acol and EPBot's Acol card differ by design: over 1NT or 2NT
    its transfers and relays against Acol's weak take-outs, Jacoby 2NT against Acol's
    natural 2NT, Drury's 2C by a passed hand.

    >>> departs_by_design(["1NT", "P"], "2H", False), departs_by_design(["1H", "P"], "2NT", False)
    (True, True)
    >>> departs_by_design(["1H", "P"], "1S", False)
    False
    """
    bids = [c for c in calls if c != "P"]
    if bids[:1] in (["1NT"], ["2NT"]):
        return len(bids) >= 2 or call not in ("P", "3NT", "2C", "3C", "2NT", "4NT")
    if len(bids) == 1 and bids[0] in ("1H", "1S") and call == "2NT":
        return True
    return len(bids) <= 2 and passed_hand and "2C" in (bids[1:2] or [call]) and \
        bids[0][1] in "HS"


def measure(system: System, card: Path, library: Path, boards: int, seed: str,
            show: int = 0) -> tuple[Counter[str], Counter[str], int]:
    """Agreed and asked decisions per category, and the decisions left out by design."""
    table = EPBotTable(library, card)
    order = "NESW"
    agreed: Counter[str] = Counter()
    asked: Counter[str] = Counter()
    left_out = 0
    shown = 0
    try:
        for board in range(1, boards + 1):
            game = bc.new_game("duplicate", board=board, seed=f"{seed}-{board}")
            hands = {str(s): [str(c) for c in game.deal[s]] for s in game.deal}
            dealer, vulnerable = str(game.dealer), str(game.vulnerability)
            table.deal(hands, dealer, vulnerable)
            calls: list[str] = []
            while game.phase == "auction":
                seat = str(game.actor)
                theirs, _ = table.call_of(seat, calls)
                kind = category(calls, dealer, seat)
                if kind is not None:
                    first = next((i for i, c in enumerate(calls) if c != "P"), len(calls))
                    passed = any(i < first for i in range(len(calls))
                                 if (order.index(dealer) + i) % 4 == order.index(seat))
                    ours = decide(game.view(seat), "standard", system)
                    if system.key == "acol" and (departs_by_design(calls, theirs, passed) or
                                                 departs_by_design(calls, ours.action,
                                                                   passed)):
                        left_out += 1
                    else:
                        asked[kind] += 1
                        if ours.action == theirs:
                            agreed[kind] += 1
                        elif shown < show:
                            shown += 1
                            print(f"{kind:10} {' '.join(calls) or '-':24} "
                                  f"{bc.Deal.to_pbn(game.deal, seat).split()[0][2:]:22} "
                                  f"epbot {theirs:4} ours {ours.action:4} "
                                  f"({ours.explanation})")
                game.act(theirs if theirs in [str(a) for a in game.legal_actions()] else "P")
                calls.append(theirs)
    finally:
        table.close()
    return agreed, asked, left_out


def main(argv: Sequence[str] | None = None) -> float:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--system", default="sayc", choices=sorted(CARDS))
    parser.add_argument("--boards", type=int, default=400)
    parser.add_argument("--seed", default="held-out", help="dev for tuning, held-out to report")
    parser.add_argument("--epbot", type=Path, default=LIBRARY, help="libEPBot.so")
    parser.add_argument("--show", type=int, default=0, help="print this many differences")
    args = parser.parse_args(argv)
    system = system_named(args.system)
    agreed, asked, left_out = measure(system, CARDS[args.system], args.epbot, args.boards,
                                      args.seed, args.show)
    for kind in CATEGORIES:
        if asked[kind]:
            print(f"{kind:12} {agreed[kind]:5}/{asked[kind]:<5} "
                  f"{100 * agreed[kind] / asked[kind]:5.1f}%")
    n, k = sum(asked.values()), sum(agreed.values())
    print(f"{'overall':12} {k:5}/{n:<5} {100 * k / max(n, 1):5.1f}%"
          + (f"   ({left_out} calls where plain Acol and the card differ left out)"
             if left_out else ""))
    return k / max(n, 1)


if __name__ == "__main__":
    main()
