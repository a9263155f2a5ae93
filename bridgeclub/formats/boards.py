"""The boards of an event as PBN records: deals fixed by (event seed, board number).

``deal_boards`` gives each board its duplicate dealer and vulnerability and the deal
``Deal.for_board(seed, board)``, so every table and every run gets the same cards. A teacher
who wants hands of a given kind adds constraints in the dealer language endplay reads
(``hcp(north) >= 20``, ``shape(south, any 4333)``, ``spades(east) >= 5``): a board whose deal
does not fit is dealt again from ``(seed, board, attempt)``, still the same on every run.

>>> records = deal_boards(7, parse_boards("1-2"))
>>> [(r.tags["Board"], r.tags["Dealer"], r.tags["Vulnerable"]) for r in records]
[('1', 'N', 'None'), ('2', 'E', 'NS')]
>>> strong = deal_boards(7, [1], ["hcp(north) >= 20"])[0]
>>> strong.deal[Seat.N].hcp >= 20
True
>>> parse_boards("1-3,8")
[1, 2, 3, 8]
"""

from __future__ import annotations

import warnings
from collections.abc import Callable, Sequence

from bridgeclub.deal import Deal
from bridgeclub.formats.pbn_types import MANDATORY_TAGS, Record
from bridgeclub.parsing import parse_range
from bridgeclub.seats import Seat, board_dealer, board_vulnerability

#: Deals tried per board before the constraints are judged impossible (a try costs about
#: a quarter of a millisecond, so a board gives up after some seconds).
MAX_ATTEMPTS = 20_000
#: How often (in deals tried) ``deal_boards`` reports its search.
REPORT_EVERY = 500

#: ``progress(board, tries, done)``: called while a board's deal is searched for, and once
#: when the board is dealt.
Progress = Callable[[int, int, bool], None]


def parse_boards(text: str) -> list[int]:
    """Board numbers from ``1-32``, ``5`` or ``1-4,9,12-13`` (see ``parsing.parse_range``)."""
    return parse_range(text, "boards")


#: A deal to try a constraint on before dealing with it.
SAMPLE_DEAL = "N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 654.8765.876.876 32.432.5432.5432"


def compile_constraint(text: str) -> Callable[[Deal], bool]:
    """A test of a deal from an expression of the dealer language (through endplay)."""
    with warnings.catch_warnings():  # endplay's grammar uses pyparsing's old names
        warnings.simplefilter("ignore", DeprecationWarning)
        from endplay.dealer.constraint import ConstraintInterpreter
        from endplay.types import Deal as EpDeal

        try:
            test = ConstraintInterpreter().lambdify(text)  # type: ignore[no-untyped-call]
        except Exception as error:  # endplay's parser raises several kinds
            # The parser's own message lists its whole grammar: say where it stopped.
            column = getattr(error, "col", None)
            where = f"it goes wrong at {text[column - 1:column + 9]!r}, character " \
                f"{column}" if isinstance(column, int) and column >= 1 else \
                "it is not in the dealer language"
            raise ValueError(f"not a dealer constraint: {text!r} ({where}); for example "
                             f"\"hcp(north)>=20\" or \"spades(south)>=5\"") from None

        try:  # a name the language does not know fails only when a deal is tested
            test(EpDeal(SAMPLE_DEAL))
        except Exception as error:
            word = f"{error.args[0]!r} is not a word of the dealer language" \
                if isinstance(error, KeyError) \
                else "it cannot be worked out"
            raise ValueError(f"not a dealer constraint: {text!r} ({word}); for example "
                             f"\"hcp(north)>=20\" or \"spades(south)>=5\"") from None

    def check(deal: Deal) -> bool:
        return bool(test(EpDeal(deal.to_pbn())))
    return check


def deal_boards(seed: int | str, boards: Sequence[int], constraints: Sequence[str] = (),
                event: str = "", progress: Progress | None = None,
                max_attempts: int = MAX_ATTEMPTS) -> list[Record]:
    """The boards as PBN records (Board, Dealer, Vulnerable, Deal, Event, Generator).

    >>> deal_boards(1, [1], ["hcp(north) >= 38"], max_attempts=50)  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    ValueError: gave up: no deal for board 1 met the constraints in 50 tries ...
    """
    tests = [compile_constraint(c) for c in constraints]
    records = []
    for board in boards:
        deal = Deal.for_board(seed, board)
        attempt = 0
        while not all(test(deal) for test in tests):
            attempt += 1
            if attempt >= max_attempts:
                raise ValueError(f"gave up: no deal for board {board} met the constraints in "
                                 f"{max_attempts:,} tries ({'; '.join(constraints)}); they "
                                 f"may be impossible")
            if progress is not None and attempt % REPORT_EVERY == 0:
                progress(board, attempt, False)
            deal = Deal.random(seed=f"{seed}/board/{board}/{attempt}")
        if progress is not None:
            progress(board, attempt, True)
        dealer = board_dealer(board)
        tags = {name: "" for name in MANDATORY_TAGS}
        tags.update({"Event": event, "Board": str(board), "Dealer": str(dealer),
                     "Vulnerable": str(board_vulnerability(board)),
                     "Deal": deal.to_pbn(dealer),
                     "Generator": f"bridgeclub seed {seed}" + (
                         f" constraints {'; '.join(constraints)}" if constraints else "")})
        records.append(Record(tags=tags))
    return records


__all__ = ["MAX_ATTEMPTS", "Seat", "compile_constraint", "deal_boards", "parse_boards"]
