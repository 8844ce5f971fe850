"""Start-up failures give one clear sentence (a StorageError), and change nothing on disk."""

from __future__ import annotations

import os
import shutil
import sqlite3
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from storage_helpers import open_without_privileges, raw

from storage import Database, StorageError

pytestmark = pytest.mark.sqlite_only  # about SQLite files themselves


def assert_one_sentence(error: BaseException) -> str:
    text = str(error)
    assert "\n" not in text and "Traceback" not in text
    assert text[0].isupper() and text.endswith(".")
    assert error.__suppress_context__ or error.__cause__ is None
    return text


async def test_corrupt_file(db_path: Path) -> None:
    db_path.write_bytes(b"these are not the pages you are looking for\n" * 200)
    before = db_path.read_bytes()
    with pytest.raises(StorageError) as info:
        await Database.open(db_path)
    assert "not a readable SQLite database" in assert_one_sentence(info.value)
    assert db_path.read_bytes() == before
    assert not Path(f"{db_path}-wal").exists()


async def test_file_with_a_damaged_header(db_path: Path) -> None:
    db = await Database.open(db_path)
    await db.games.create(1, 2)
    await db.close()
    data = bytearray(db_path.read_bytes())
    data[:16] = b"SQLite format 9\x00"
    db_path.write_bytes(bytes(data))
    with pytest.raises(StorageError, match="not a readable SQLite database"):
        await Database.open(db_path)


async def test_path_is_a_folder(tmp_path: Path) -> None:
    with pytest.raises(StorageError) as info:
        await Database.open(tmp_path)
    assert "is a folder" in assert_one_sentence(info.value)


async def test_missing_folder(tmp_path: Path) -> None:
    with pytest.raises(StorageError) as info:
        await Database.open(tmp_path / "nowhere" / "dobro.sqlite3")
    assert "does not exist" in assert_one_sentence(info.value)
    assert not (tmp_path / "nowhere").exists()


async def test_locked_by_another_process(db_path: Path) -> None:
    db = await Database.open(db_path)
    await db.close()
    other = sqlite3.connect(db_path, isolation_level=None)
    other.execute("BEGIN IMMEDIATE")  # another process holds the write lock
    try:
        with pytest.raises(StorageError) as info:
            await Database.open(db_path, busy_timeout=0.2)
        assert "locked by another process" in assert_one_sentence(info.value)
    finally:
        other.execute("ROLLBACK")
        other.close()
    db = await Database.open(db_path, busy_timeout=0.2)  # fine once released
    await db.close()


async def test_memory_database_is_refused() -> None:
    with pytest.raises(ValueError, match="database file"):
        await Database.open(":memory:")


@pytest.fixture
def shared_dir() -> Iterator[Path]:
    """A folder outside pytest's private tmp tree, reachable by a less privileged child."""
    path = Path(tempfile.mkdtemp(prefix="dobro-storage-"))
    path.chmod(0o755)
    try:
        yield path
    finally:
        for p in [path, *path.rglob("*")]:
            if p.is_dir():
                p.chmod(0o755)
            else:
                p.chmod(0o644)
        shutil.rmtree(path)


async def make_db(path: Path) -> None:
    db = await Database.open(path)
    await db.games.create(1, 2)
    await db.close()  # the last connection out checkpoints and removes -wal and -shm
    assert not Path(f"{path}-wal").exists()


def test_sanity_of_the_unprivileged_child(shared_dir: Path) -> None:
    assert open_without_privileges(shared_dir / "ok.sqlite3") == "opened"


async def test_read_only_folder_new_database(shared_dir: Path) -> None:
    folder = shared_dir / "ro"
    folder.mkdir()
    folder.chmod(0o555)
    out = open_without_privileges(folder / "dobro.sqlite3")
    assert out.startswith("StorageError: The folder") and "read-only" in out, out
    assert list(folder.iterdir()) == []


async def test_read_only_folder_existing_database(shared_dir: Path) -> None:
    folder = shared_dir / "ro"
    folder.mkdir()
    await make_db(folder / "dobro.sqlite3")
    before = (folder / "dobro.sqlite3").read_bytes()
    folder.chmod(0o555)
    out = open_without_privileges(folder / "dobro.sqlite3")
    assert out.startswith("StorageError: The folder") and "-wal and -shm" in out, out
    assert (folder / "dobro.sqlite3").read_bytes() == before


async def test_unreadable_file(shared_dir: Path) -> None:
    path = shared_dir / "dobro.sqlite3"
    await make_db(path)
    path.chmod(0o000)
    out = open_without_privileges(path)
    assert out.startswith("StorageError:") and "cannot be read" in out, out


async def test_read_only_file(shared_dir: Path) -> None:
    path = shared_dir / "dobro.sqlite3"
    await make_db(path)
    path.chmod(0o444)
    out = open_without_privileges(path)
    assert out.startswith("StorageError:") and "read-only" in out, out
    os.chmod(path, 0o644)
    assert raw(path, "SELECT count(*) FROM games") == [(1,)]
