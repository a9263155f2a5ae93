"""Fuzzing the PBN and LIN readers and writers (Hypothesis, derandomized: the same cases on
every run; ``BRIDGECLUB_FUZZ=N`` runs N random ones): whatever the text, reading gives
records with their faults and never raises, writing what was read never raises, and the
export form is stable."""

from __future__ import annotations

import io
import os

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bridgeclub.deal import Deal
from bridgeclub.formats import lin, pbn
from bridgeclub.formats.pbn_reader import _deal, _read_deal
from bridgeclub.formats.pbn_types import PbnError, Record
from bridgeclub.seats import Seat

#: ``BRIDGECLUB_FUZZ=5000`` runs that many random (not derandomized) cases per test.
DEEP = int(os.environ.get("BRIDGECLUB_FUZZ", "0"))
FUZZ = settings(derandomize=not DEEP, max_examples=DEEP or 500, deadline=None,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])

VALID = (
    '% PBN 2.1\n[Event "Club"]\n[Board "7"]\n[Dealer "S"]\n[Vulnerable "Both"]\n'
    '[Deal "N:AKQJ.T98.765.432 T987.765.432.AKQ 6543.432.AKQ.JT9 2.AKQJ.JT98.8765"]\n'
    '[Declarer "N"]\n[Contract "3NT"]\n[Result "NS 9"]\n{a comment}\n'
    '[Auction "S"]\nPass 1NT =1= Pass 3NT! ; long\nAP\n[Note "1:15-17"]\n'
    '[Play "E"]\nSK S2 SA S3\nD2 DA $12 D5 D8\n*\n'
    '[OptimumResultTable "Declarer;Denomination\\\\2R;Result\\\\2R"]\nN NT 9\nS NT 9\n'
    '\n[Board "#"]\n[Dealer "W"]\n[Auction "W"]\n1S ^I 1H X XX\n[Score "NS 420 EW -420"]\n'
)
# The pieces PBN is made of, so that random text often means something to the reader.
PIECES = ['[', ']', '"', '{', '}', ';', '%', '\\', '\n', '\r\n', '\r', ' ', '\t', '#', '##',
          '$', '=', '!', '?', '^', '*', '+', '-', ':', '.', 'Board', 'Deal', 'Auction', 'Play',
          'Note', 'Contract', 'Result', 'Declarer', 'Dealer', 'Vulnerable', 'Table', 'Score',
          'OptimumResultTable', 'N', 'E', 'S', 'W', '1NT', 'Pass', 'X', 'XX', 'AP', 'SA', 'HT',
          'D2', 'C', '7', '13', '²', '٣', '9' * 30, 'N:', 'AKQJ.T98.765.432', '\x00', 'é',
          'Ł', '\ufeff', '\x0c', '\x85']
pbn_text = st.lists(st.sampled_from(PIECES), max_size=80).map("".join) | st.text(max_size=200)


def _mutations(text: str) -> st.SearchStrategy[str]:
    """The text with a few characters deleted, replaced or inserted."""
    edit = st.tuples(st.integers(0, len(text)), st.integers(0, 8), st.sampled_from(PIECES))

    def apply(edits: list[tuple[int, int, str]]) -> str:
        out = text
        for at, cut, piece in edits:
            at = min(at, len(out))
            out = out[:at] + piece + out[at + cut:]
        return out
    return st.lists(edit, min_size=1, max_size=6).map(apply)


def _read_everything(record: Record) -> None:
    """Every typed view of a record answers (None when it cannot say)."""
    assert all(isinstance(e, PbnError) for e in record.errors)
    for name in ("board", "dealer", "vulnerability", "deal", "declarer", "contract", "result"):
        getattr(record, name)
    record.calls()
    record.cards()
    pbn.check(record)
    for table in record.tables.values():
        table.typed_rows()
    repr(record)


def _check_pbn(text: str) -> None:
    records = pbn.loads(text)
    for record in records:
        _read_everything(record)
    out = pbn.dumps(records)
    again = pbn.loads(out)
    assert pbn.dumps(again) == pbn.dumps(pbn.loads(pbn.dumps(again)))  # the export form holds
    streamed = list(pbn.iter_load(io.StringIO(text, newline="")))
    assert streamed == records and [r.errors for r in streamed] == [r.errors for r in records]
    as_bytes = pbn.encode(text)
    assert list(pbn.iter_load(io.BytesIO(as_bytes))) == pbn.loads(as_bytes)
    lin.loads(lin.dumps(records))


@FUZZ
@given(pbn_text)
def test_pbn_of_any_text(text: str) -> None:
    _check_pbn(text)


@FUZZ
@given(_mutations(VALID))
def test_pbn_of_a_damaged_file(text: str) -> None:
    _check_pbn(text)


LIN_VALID = ("pn|Sam,Wes,Nat,Eve|st||md|3SKQJ2H432D5432C32,SAT98H765D76C7654,S7654HAKQDAKQCAKQ,"
             "|rh||ah|Board 2|sv|n|mb|p|mb|2N!|an|20-21|mb|p|mb|3N|mb|p|mb|p|mb|p|pg||pc|SK|"
             "pc|S2|pc|SA|pc|S4|pg||mc|9|\n")
LIN_PIECES = ["|", "||", "pn", "md", "sv", "ah", "mb", "an", "pc", "mc", "qx", "pg", "st", "rh",
              "1", "2", "3", "4", "5", "0", "S", "H", "D", "C", "AKQ", "T", "p", "d", "r", "1N",
              "7N", "8S", "!", ",", "o", "b", "e", "n", "²", "\n", " ", "Board ", "9" * 40]
lin_text = st.lists(st.sampled_from(LIN_PIECES), max_size=80).map("".join) | st.text(max_size=120)


def _check_lin(text: str) -> None:
    records = lin.loads(text)
    for record in records:
        _read_everything(record)
    out = lin.dumps(records)
    lin.loads(out)
    pbn.loads(pbn.dumps(records))
    assert list(lin.iter_load(io.StringIO(text, newline=""))) == records
    assert list(lin.iter_load(io.BytesIO(text.encode()))) == records


@FUZZ
@given(lin_text)
def test_lin_of_any_text(text: str) -> None:
    _check_lin(text)


@FUZZ
@given(st.data())
def test_lin_of_a_damaged_file(data: st.DataObject) -> None:
    text = data.draw(st.lists(st.tuples(st.integers(0, len(LIN_VALID)), st.integers(0, 6),
                                        st.sampled_from(LIN_PIECES)), min_size=1, max_size=6)
                     .map(lambda edits: _apply(LIN_VALID, edits)))
    _check_lin(text)


def _apply(text: str, edits: list[tuple[int, int, str]]) -> str:
    for at, cut, piece in edits:
        at = min(at, len(text))
        text = text[:at] + piece + text[at + cut:]
    return text


@FUZZ
@given(st.integers(0, 2**64), st.sampled_from("NESW"), st.sampled_from(["N", "E", "S", "W", "?"]))
def test_the_quick_deal_check_agrees_with_reading_the_deal(seed: int, first: str,
                                                           dealer: str) -> None:
    text = Deal.random(seed=seed).to_pbn(Seat.from_str(first))
    assert _deal(text, dealer) == _read_deal(text, dealer)
    broken = text.replace("A", "K", 1)
    assert _deal(broken, dealer) == _read_deal(broken, dealer)
