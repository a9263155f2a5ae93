"""Reading and writing a record at a time: pbn.iter_load, iter_read, write; lin.iter_load."""

from __future__ import annotations

import io
import itertools
from collections.abc import Iterator
from pathlib import Path

import pytest

from bridgeclub.cli import main
from bridgeclub.formats import lin, pbn
from bridgeclub.formats.boards import deal_boards
from bridgeclub.formats.pbn_reader import iter_records
from bridgeclub.formats.pbn_types import Record


def _endless() -> Iterator[str]:
    for number in itertools.count(1):
        yield f'[Board "{number}"]\r\n'
        yield "\r\n"


def test_records_come_before_the_end_of_the_file() -> None:
    first = list(itertools.islice(iter_records(_endless()), 3))
    assert [r.board for r in first] == [1, 2, 3]


class _Counted(io.RawIOBase):
    """A binary file that counts the bytes read from it."""

    def __init__(self, data: bytes) -> None:
        self.data = io.BytesIO(data)
        self.bytes_read = 0

    def readable(self) -> bool:
        return True

    def readinto(self, buffer: bytearray) -> int:  # type: ignore[override]
        chunk = self.data.read(len(buffer))
        buffer[:len(chunk)] = chunk
        self.bytes_read += len(chunk)
        return len(chunk)


def test_iter_load_reads_a_binary_file_a_block_at_a_time() -> None:
    data = pbn.encode(pbn.dumps(deal_boards(1, range(1, 2001))))
    assert len(data) > 4 * pbn.BLOCK
    source = _Counted(data)
    records = pbn.iter_load(source)  # type: ignore[arg-type]
    assert next(records).board == 1 and source.bytes_read <= pbn.BLOCK
    assert [r.board for r in records] == list(range(2, 2001))
    assert source.bytes_read == len(data)


def test_iter_load_of_text_and_bytes_agree(tmp_path: Path) -> None:
    text = '[Event "Örebro"]\n[Board "1"]\n\n[Event "Łódź"]\n[Board "2"]\n'
    as_text = list(pbn.iter_load(io.StringIO(text)))
    assert as_text == pbn.loads(text) == pbn.loads(text.encode())
    assert [r.tags["Event"] for r in pbn.loads(text.encode("utf-8"))] == ["Örebro", "Łódź"]
    latin = '[Event "Örebro"]\n'.encode("latin-1")
    assert pbn.loads(b"\xef\xbb\xbf" + latin)[0].tags["Event"] == "Örebro"


def test_write_streams_and_turns_to_utf8_when_a_record_needs_it(tmp_path: Path) -> None:
    records = [Record(tags={"Event": "Örebro", "Board": str(n)}) for n in range(1, 50)]
    records.append(Record(tags={"Event": "Łódź", "Board": "50"}))
    path = tmp_path / "mixed.pbn"
    assert pbn.write(path, iter(records)) == 50
    data = path.read_bytes()
    assert data.decode("utf-8").count("Örebro") == 49  # all of it UTF-8, none double-encoded
    assert pbn.read(path) == pbn.loads(pbn.dumps(records))
    plain = tmp_path / "plain.pbn"
    pbn.write(plain, records[:2])
    assert "Örebro".encode("latin-1") in plain.read_bytes()


def test_lin_iter_load_and_write(tmp_path: Path) -> None:
    records = pbn.loads(pbn.dumps(deal_boards(2, [1, 2, 3])))
    path = tmp_path / "boards.lin"
    assert lin.write(path, iter(records)) == 3
    assert [r.deal for r in lin.iter_read(path)] == [r.deal for r in records]
    with open(path, encoding="utf-8") as file:
        assert len(list(lin.iter_load(file))) == 3


def test_analyze_and_convert_work_in_batches(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                             capsys: pytest.CaptureFixture[str]) -> None:
    import bridgeclub.cli.files as cli_files

    monkeypatch.setattr(cli_files, "BATCH", 2)
    source, out = tmp_path / "in.pbn", tmp_path / "out.pbn"
    pbn.write(source, deal_boards(5, range(1, 6)))
    assert main(["analyze", str(source), "--out", str(out), "--workers", "1"]) == 0
    analysed = pbn.read(out)
    assert [r.board for r in analysed] == [1, 2, 3, 4, 5]
    assert all(r.tags.get("DoubleDummyTricks") for r in analysed)
    assert capsys.readouterr().err.strip() == f"5 of 5 records analysed, written to {out}"
    assert main(["convert", str(out), str(tmp_path / "out.lin")]) == 0
    assert len(lin.read(tmp_path / "out.lin")) == 5
