"""Double-dummy analysis through endplay's DDS: tables, par, plays and opening leads.

Double dummy means every hand is seen: the number of tricks a side takes with perfect play
by all four. DDS (Bo Haglund's solver, wrapped by endplay) computes it; this module turns
bridgeclub's deals and contracts into endplay's and back, and analyses whole PBN files.

- ``dd_table(deal)``: the 20 results, tricks for each declarer in each strain;
  ``dd_tables(deals)`` many at once (DDS's ``CalcAllTables``, all cores).
- ``par(table, vulnerability, dealer)``: the par score (for North-South) and contracts.
- ``analyse_play(deal, contract, cards)``: declarer's double-dummy tricks before and after
  each card, and the tricks each card cost its side.
- ``opening_leads(deal, contract)``: the defenders' tricks after each possible opening lead.
- ``layout_board(where, layout)``: a position in the middle of the play (``sampling``'s
  ``Position``) on one lay-out of the unseen cards, as a board DDS solves;
- ``solve_boards(boards)``: for positions in the middle of the play, the tricks after each
  card of the hand to play (DDS's ``SolveAllBoards``, many boards a call);
  ``solve_boards_soon(boards)`` the same on this process's one solver thread, so that a
  search can stop waiting at its time budget (``bridgeclub.bots.cardplay.search``).
- ``analyse_records(records)``: adds ``DoubleDummyTricks``, ``OptimumResultTable``,
  ``OptimumScore`` and ``ParContract`` to PBN records, in a process pool by default (or any
  ``concurrent.futures`` executor, for a cluster), with a progress bar.

>>> deal = Deal.from_pbn("N:KT8.A96.A95.7542 Q5.KJ52.KQ874.T8 AJ92.874.JT6.AQ3 "
...                      "7643.QT3.32.KJ96")
>>> table = dd_table(deal)
>>> table[Seat.N, Strain.NOTRUMP], table[Seat.E, Strain.HEARTS], table.to_pbn_tricks()
(7, 7, '77667775576677566775')
>>> result = par(table, Vulnerability.NONE, Seat.S)
>>> result.score, [f"{c.describe()} {t}" for c, t in result.contracts]
(90, ['1NT by N 7', '1NT by S 7'])
"""

from __future__ import annotations

import os
import threading
from collections.abc import Callable, Iterable, Iterator, Sequence
from concurrent.futures import Executor, Future, ProcessPoolExecutor, ThreadPoolExecutor
from dataclasses import dataclass
from typing import Any, TypeVar

import endplay.types as ep
from endplay.dds import analyse_play as ep_analyse_play
from endplay.dds import calc_all_tables, calc_dd_table, solve_all_boards, solve_board
from endplay.dds import par as ep_par
from endplay.dds.ddtable import DDTable as EpTable
from endplay.dds.solve import SolveMode

from bridgeclub.analysis.sampling import Layout, Position
from bridgeclub.calls import Contract, Strain
from bridgeclub.cards import DECK, SUITS_DESCENDING, Card, Suit
from bridgeclub.deal import Deal
from bridgeclub.formats.pbn_types import Record, Table
from bridgeclub.scoring.contract import duplicate_score
from bridgeclub.seats import Seat, Side, Vulnerability

T = TypeVar("T")

#: The order of DoubleDummyTricks and of our OptimumResultTable: N S E W, NT S H D C.
PBN_SEATS: tuple[Seat, ...] = (Seat.N, Seat.S, Seat.E, Seat.W)
PBN_STRAINS: tuple[Strain, ...] = (Strain.NOTRUMP, Strain.SPADES, Strain.HEARTS,
                                   Strain.DIAMONDS, Strain.CLUBS)
#: endplay's Denom for each of our strains (DDS numbers spades 0 .. clubs 3, notrump 4).
_DENOM = {Strain.CLUBS: ep.Denom.clubs, Strain.DIAMONDS: ep.Denom.diamonds,
          Strain.HEARTS: ep.Denom.hearts, Strain.SPADES: ep.Denom.spades,
          Strain.NOTRUMP: ep.Denom.nt}
_STRAIN = {denom: strain for strain, denom in _DENOM.items()}
_VUL = {Vulnerability.NONE: ep.Vul.none, Vulnerability.NS: ep.Vul.ns,
        Vulnerability.EW: ep.Vul.ew, Vulnerability.ALL: ep.Vul.both}
#: DDS analyses at most this many deals in one call.
CHUNK = 40
#: DDS solves at most this many boards (positions) in one call of SolveAllBoards.
BOARDS = 200
#: DDS keeps global state: one call at a time in a process, whichever thread makes it.
_SERIAL = threading.RLock()
#: The one thread that runs the searches' solves, so a search can stop waiting for one.
_SOLVER = ThreadPoolExecutor(max_workers=1, thread_name_prefix="dds")


def _fresh_after_fork() -> None:
    """A forked child has none of its parent's threads: the solver thread (its queue
    would never be served) and the lock (held for ever if the parent was solving) are
    made again, or the child's first search waits for ever."""
    global _SERIAL, _SOLVER
    _SERIAL = threading.RLock()
    _SOLVER = ThreadPoolExecutor(max_workers=1, thread_name_prefix="dds")


os.register_at_fork(after_in_child=_fresh_after_fork)
_FROM_EP: dict[tuple[int, int], Card] = {}
for _card in DECK:
    _ep = ep.Card(str(_card))
    _FROM_EP[(int(_ep.suit), int(_ep.rank))] = _card


def exclusive() -> threading.RLock:
    """The lock that every call of DDS in this process holds (DDS keeps global state):
    code that calls endplay's solver itself must hold it too, or it may run beside a
    search's solve still ending on the solver thread, and DDS crashes."""
    return _SERIAL


def set_threads(count: int) -> None:
    """How many threads DDS's batch calls use in this process (0: as many as cores).
    A pool of worker processes gives each ``cores // workers`` so they do not fight."""
    import endplay._dds as dds

    with _SERIAL:
        dds.SetMaxThreads(max(0, count))


#: endplay's Player for each chair and Denom for each trump suit (None: notrump).
_PLAYER = {Seat.N: ep.Player.north, Seat.E: ep.Player.east, Seat.S: ep.Player.south,
           Seat.W: ep.Player.west}
_TRUMP = {None: ep.Denom.nt, Suit.SPADES: ep.Denom.spades, Suit.HEARTS: ep.Denom.hearts,
          Suit.DIAMONDS: ep.Denom.diamonds, Suit.CLUBS: ep.Denom.clubs}


def _hand_pbn(cards: Sequence[Card]) -> str:
    return ".".join("".join(c.rank.letter for c in sorted(
        (c for c in cards if c.suit is suit), reverse=True) if c.rank is not None)
        for suit in SUITS_DESCENDING)


def layout_board(where: Position, layout: Layout) -> ep.Deal:
    """A lay-out of ``where``'s remaining cards as an endplay board, the current trick's
    cards put back and played again so that the solver starts where the table is."""
    full = {seat: list(cards) for seat, cards in layout.items()}
    for i, card in enumerate(where.current):
        full[where.leader.after(i)].append(card)
    board = ep.Deal("N:" + " ".join(_hand_pbn(full[seat]) for seat in Seat))
    board.first = _PLAYER[where.leader]
    board.trump = _TRUMP[where.trump]
    for card in where.current:
        board.play(ep.Card(str(card)))
    return board


def solve_boards(boards: Sequence[ep.Deal], best_only: bool = False
                 ) -> list[dict[Card, int]]:
    """For each board (a deal with ``first``, ``trump`` and the current trick's cards
    played), the tricks the side to play takes from now on after each legal card of the
    hand to play. DDS solves equal cards (touching, or with every card between them gone)
    once and gives the result for each; up to ``BOARDS`` boards go in one call, on DDS's
    threads. ``best_only``: only a best card (and its equals) with its tricks: cheaper, DDS
    searches one best line rather than every card's, for a search that needs only the
    position's value.

    >>> board = ep.Deal("N:AKQJ.AKQ.AKQ.AK2 T987.JT9.JT9.JT9 6543.876.876.876 "
    ...                 "2.5432.5432.Q543", first=ep.Player.east, trump=ep.Denom.nt)
    >>> max(solve_boards([board])[0].values())      # West's queen of clubs
    1
    >>> set(solve_boards([board], best_only=True)[0].values())   # a best card, its equals
    {1}
    """
    out: list[dict[Card, int]] = []
    mode = SolveMode.OptimalOne if best_only else SolveMode.Default
    with _SERIAL:
        for start in range(0, len(boards), BOARDS):
            for solved in solve_all_boards(list(boards[start:start + BOARDS]), mode):
                out.append({_FROM_EP[(int(c.suit), int(c.rank))]: int(score)
                            for c, score in solved})
    return out


def solve_boards_soon(boards: Sequence[ep.Deal], best_only: bool = False
                      ) -> Future[list[dict[Card, int]]]:
    """``solve_boards`` on this process's solver thread: the caller may stop waiting
    (``future.result(timeout)``) and the solve ends on its own, in the background, before
    the next one starts."""
    return _SOLVER.submit(solve_boards, list(boards), best_only)
OPTIMUM_HEADER = "Declarer;Denomination\\2R;Result\\2R"


@dataclass(frozen=True)
class DDTable:
    """Double-dummy tricks for each declarer (N E S W) in each strain (C D H S NT).

    >>> table = DDTable.from_pbn_tricks("77667775576677566775")
    >>> table[Seat.S, Strain.HEARTS], table.to_pbn_tricks()
    (5, '77667775576677566775')
    """

    tricks: tuple[tuple[int, ...], ...]

    def __getitem__(self, key: tuple[Seat, Strain]) -> int:
        seat, strain = key
        return self.tricks[seat][strain]

    @classmethod
    def from_endplay(cls, table: EpTable) -> DDTable:
        return cls(tuple(tuple(table[_DENOM[strain], ep.Player(seat.value)]
                               for strain in Strain) for seat in Seat))

    def to_pbn_tricks(self) -> str:
        """The DoubleDummyTricks tag: one hex digit each, N S E W, each NT S H D C."""
        return "".join(f"{self[s, t]:x}" for s in PBN_SEATS for t in PBN_STRAINS)

    @classmethod
    def from_pbn_tricks(cls, text: str) -> DDTable:
        if len(text) != 20:
            raise ValueError(f"DoubleDummyTricks has 20 hex digits, not {text!r}")
        values = {(s, t): int(text[i * 5 + j], 16)
                  for i, s in enumerate(PBN_SEATS) for j, t in enumerate(PBN_STRAINS)}
        return cls(tuple(tuple(values[s, t] for t in Strain) for s in Seat))

    def to_table(self) -> Table:
        """The OptimumResultTable (PBN 2.1): a row per declarer and strain."""
        table = Table.from_header(OPTIMUM_HEADER)
        table.rows = [[str(s), str(t), str(self[s, t])] for s in PBN_SEATS for t in PBN_STRAINS]
        return table

    @classmethod
    def from_table(cls, table: Table) -> DDTable:
        """Read an OptimumResultTable (its rows in any order; all 20 needed)."""
        values: dict[tuple[Seat, Strain], int] = {}
        for row in table.typed_rows():
            values[Seat.from_str(str(row["Declarer"])),
                   Strain.from_str(str(row["Denomination"]))] = int(str(row["Result"]))
        if len(values) != 20:
            raise ValueError(f"an OptimumResultTable has 20 results, not {len(values)}")
        return cls(tuple(tuple(values[s, t] for t in Strain) for s in Seat))


@dataclass(frozen=True)
class Par:
    """The par result: North-South's score and the par contracts with their tricks."""

    score: int
    contracts: tuple[tuple[Contract, int], ...]

    def describe(self) -> str:
        """The ParContract tag: ``<contract> <declarer> <tricks>``, ``;`` between them."""
        if not self.contracts:
            return "Pass"
        return "; ".join(f"{c} {c.declarer} {t}" for c, t in self.contracts)


def to_endplay(deal: Deal) -> ep.Deal:
    """The deal as endplay's Deal (all four hands needed)."""
    if not deal.is_complete:
        raise ValueError("double-dummy analysis needs all four hands of 13 cards")
    return ep.Deal(deal.to_pbn())


def dd_table(deal: Deal) -> DDTable:
    """The 20 double-dummy results of one deal."""
    board = to_endplay(deal)
    with _SERIAL:
        return DDTable.from_endplay(calc_dd_table(board))


def dd_tables(deals: Iterable[Deal]) -> list[DDTable]:
    """The tables of many deals, forty at a time through DDS's threaded CalcAllTables."""
    tables: list[DDTable] = []
    for chunk in _chunks([to_endplay(d) for d in deals], CHUNK):
        with _SERIAL:
            tables.extend(DDTable.from_endplay(t) for t in calc_all_tables(chunk))
    return tables


def par(table: DDTable, vulnerability: Vulnerability, dealer: Seat) -> Par:
    """The par score and contracts of a deal from its table (DDS's DealerPar)."""
    return _par(_endplay_table(table), vulnerability, dealer)


def dd_score(table: DDTable, contract: Contract | None, vulnerability: Vulnerability) -> int:
    """North-South's duplicate score for ``contract`` taking its double-dummy tricks
    (``table``), 0 when passed out: what a table's bidding earned, its play aside.

    >>> table = DDTable.from_pbn_tricks("77667775576677566775")
    >>> dd_score(table, Contract(4, Strain.HEARTS, 0, Seat.S), Vulnerability.NONE)
    -250
    >>> west = Contract(1, Strain.NOTRUMP, 0, Seat.W)
    >>> dd_score(table, west, Vulnerability.ALL), dd_score(table, None, Vulnerability.ALL)
    (100, 0)
    """
    if contract is None or contract.declarer is None:
        return 0
    side = contract.declarer.side
    score = duplicate_score(contract, table[contract.declarer, contract.strain],
                            vulnerability.is_vulnerable(side))
    return score if side is Side.NS else -score


def _par(table: EpTable, vulnerability: Vulnerability, dealer: Seat) -> Par:
    with _SERIAL:
        found = ep_par(table, _VUL[vulnerability], ep.Player(dealer.value))
    contracts = []
    for c in found:
        doubled = {ep.Penalty.doubled: 1, ep.Penalty.redoubled: 2}.get(c.penalty, 0)
        contract = Contract(c.level, _STRAIN[c.denom], doubled, Seat(int(c.declarer)))
        contracts.append((contract, contract.tricks_needed + c.result))
    return Par(found.score, tuple(contracts))


def _endplay_table(table: DDTable) -> EpTable:
    import endplay._dds as dds  # the ctypes struct endplay's par reads

    data = dds.ddTableResults()
    for seat in Seat:
        for strain in Strain:
            data.resTable[_DENOM[strain]][seat.value] = table[seat, strain]
    return EpTable(data)


@dataclass(frozen=True)
class PlayStep:
    """One card of a played deal: declarer's double-dummy tricks before and after it, and
    the tricks it cost the side that played it (0 for a card as good as the best)."""

    seat: Seat
    card: Card
    before: int
    after: int
    declaring: bool

    @property
    def cost(self) -> int:
        lost = self.before - self.after  # declarer's tricks lost by this card
        return max(0, lost if self.declaring else -lost)


def contract_board(deal: Deal, contract: Contract) -> ep.Deal:
    """The deal as endplay's board at the opening lead of ``contract`` (its declarer's
    left-hand opponent on lead, its strain trumps)."""
    if contract.declarer is None:
        raise ValueError("the contract needs its declarer")
    board = to_endplay(deal)
    board.first = ep.Player(contract.declarer.lho.value)
    board.trump = _DENOM[contract.strain]
    return board


#: The cards of a deal's play that are chosen: the 13th trick's four are forced.
_CHOSEN_CARDS = 48


def analyse_play(deal: Deal, contract: Contract, cards: Sequence[Card | str]
                 ) -> list[PlayStep]:
    """Each card of the play from the opening lead, with declarer's double-dummy tricks
    before and after it (tricks already won included): a step with ``cost`` > 0 is a card
    that gave away that many tricks.

    The last trick is forced, so its cards cost nothing: endplay analyses at most the
    first 48 cards, and the last four keep the tricks the 48th left.

    Raises ValueError when a card cannot be played there.
    """
    board = contract_board(deal, contract)
    played = [c if isinstance(c, Card) else Card.from_str(c) for c in cards]
    analysed = played[:_CHOSEN_CARDS]
    with _SERIAL:
        solved = list(ep_analyse_play(board, [str(c) for c in analysed]))
    if len(solved) != len(analysed) + 1:
        raise ValueError(f"DDS analysed {len(solved) - 1} of {len(analysed)} cards: "
                         "is every card legal?")
    solved = [*solved, *[solved[-1]] * (len(played) - len(analysed))]
    assert contract.declarer is not None
    side = contract.declarer.side
    steps = []
    for index, (seat, card) in enumerate(_seats_of(played, contract)):
        steps.append(PlayStep(seat, card, solved[index], solved[index + 1],
                              seat.side is side))
    return steps


def _seats_of(cards: list[Card], contract: Contract) -> Iterator[tuple[Seat, Card]]:
    """Who plays each card: the leader, then clockwise; the winner leads the next trick."""
    assert contract.declarer is not None
    leader = contract.declarer.lho
    trump = contract.trump
    for start in range(0, len(cards), 4):
        trick = [(leader.after(i), card) for i, card in enumerate(cards[start:start + 4])]
        yield from trick
        if len(trick) == 4:
            best_seat, best = trick[0]
            for seat, card in trick[1:]:
                if (card.suit is best.suit and card.index > best.index) or \
                        (card.suit is trump and best.suit is not trump):
                    best_seat, best = seat, card
            leader = best_seat


def opening_leads(deal: Deal, contract: Contract) -> dict[Card, int]:
    """The defenders' double-dummy tricks after each card the opening leader may lead."""
    board = contract_board(deal, contract)
    with _SERIAL:
        solved = solve_board(board)
    return {Card.from_str(str(card)): tricks for card, tricks in solved}


# -- whole files ---------------------------------------------------------------------------
@dataclass(frozen=True)
class BoardAnalysis:
    """What ``analyse_records`` adds to one record."""

    table: DDTable
    par: Par | None


def _analyse_chunk(jobs: list[tuple[str, str | None, str | None]]) -> list[BoardAnalysis]:
    """Worker: tables (and par where dealer and vulnerability are known) for a chunk."""
    with _SERIAL:
        tables = calc_all_tables([ep.Deal(deal) for deal, _, _ in jobs])
    out = []
    for (_, dealer, vul), table in zip(jobs, tables, strict=True):
        found = None
        if dealer is not None and vul is not None:
            found = _par(table, Vulnerability.from_str(vul), Seat.from_str(dealer))
        out.append(BoardAnalysis(DDTable.from_endplay(table), found))
    return out


def analyse_deals(jobs: Sequence[tuple[Deal, Seat | None, Vulnerability | None]],
                  workers: int | None = None, executor: Executor | None = None,
                  on_done: Callable[[int], None] | None = None, chunk_size: int = CHUNK
                  ) -> list[BoardAnalysis]:
    """Tables and par of many deals. ``workers`` processes (default: every core; 1 runs
    here) or a given ``executor``, ``chunk_size`` deals a task (at most 40, DDS's limit);
    ``on_done(n)`` is called as each chunk of ``n`` ends.

    The executor must run each chunk in its own process (a process pool, Ray, Dask): DDS
    keeps global state, so two threads of one process may not call it at once.
    """
    texts = [(d.to_pbn(), None if s is None else str(s), None if v is None else str(v))
             for d, s, v in jobs]
    for deal, _, _ in jobs:
        if not deal.is_complete:
            raise ValueError("double-dummy analysis needs all four hands of 13 cards")
    chunks = list(_chunks(texts, min(chunk_size, CHUNK)))
    workers = workers or os.cpu_count() or 1
    results: list[list[BoardAnalysis]] = []
    if executor is None and (workers == 1 or len(chunks) == 1):
        for chunk in chunks:
            results.append(_analyse_chunk(chunk))
            if on_done:
                on_done(len(chunk))
        return [a for part in results for a in part]
    own = executor is None
    pool = executor or ProcessPoolExecutor(max_workers=workers)
    try:
        futures = [pool.submit(_analyse_chunk, chunk) for chunk in chunks]
        for future, chunk in zip(futures, chunks, strict=True):
            results.append(future.result())
            if on_done:
                on_done(len(chunk))
    finally:
        if own:
            pool.shutdown()
    return [a for part in results for a in part]


def analyse_records(records: Sequence[Record], workers: int | None = None,
                    executor: Executor | None = None, progress: bool = False) -> int:
    """Add DoubleDummyTricks, OptimumResultTable, OptimumScore and ParContract to every
    record with a whole deal (par needs Dealer and Vulnerable too); return how many."""
    chosen: list[tuple[Record, Deal]] = []
    for record in records:
        deal = record.deal
        if deal is not None and deal.is_complete:
            chosen.append((record, deal))
    jobs = [(deal, r.dealer, r.vulnerability) for r, deal in chosen]
    with _Progress(progress, len(jobs)) as advance:
        found = analyse_deals(jobs, workers, executor, advance)
    for (record, _), analysis in zip(chosen, found, strict=True):
        record.tags["DoubleDummyTricks"] = analysis.table.to_pbn_tricks()
        record.tables["OptimumResultTable"] = analysis.table.to_table()
        if analysis.par is not None:
            record.tags["OptimumScore"] = f"NS {analysis.par.score}"
            record.tags["ParContract"] = analysis.par.describe()
    return len(chosen)


class _Progress:
    """A rich progress bar (or nothing), advanced by the number of deals done."""

    def __init__(self, show: bool, total: int) -> None:
        self.show, self.total = show, total
        self.bar: Any = None

    def __enter__(self) -> Callable[[int], None]:
        if not self.show:
            return lambda n: None
        from rich.progress import Progress

        self.bar = Progress()
        self.bar.start()
        task = self.bar.add_task("double dummy", total=self.total)
        return lambda n: self.bar.advance(task, n)

    def __exit__(self, *exc: object) -> None:
        if self.bar is not None:
            self.bar.stop()


def _chunks(items: Sequence[T], size: int) -> Iterator[list[T]]:
    for start in range(0, len(items), size):
        yield list(items[start:start + size])


__all__ = ["BoardAnalysis", "DDTable", "Par", "PlayStep", "analyse_deals",
           "analyse_play", "analyse_records", "dd_score", "dd_table", "dd_tables",
           "opening_leads", "par", "set_threads", "solve_boards", "solve_boards_soon"]
