"""Backups while the bot writes, and the ``python -m storage`` command line."""

from __future__ import annotations

import asyncio
import os
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest
from storage_helpers import REPO, play, raw, seats

from storage import Database, StorageError
from storage.recovery import recover_active

pytestmark = pytest.mark.sqlite_only  # about SQLite files themselves


def cli(
    *args: str, env: dict[str, str] | None = None, cwd: Path = REPO
) -> subprocess.CompletedProcess[str]:
    clean = {k: v for k, v in os.environ.items() if k != "DATABASE_PATH"}
    return subprocess.run(
        [sys.executable, "-m", "storage", *args],
        capture_output=True,
        text=True,
        cwd=cwd,
        env={**clean, "PYTHONPATH": str(REPO), **(env or {})},
        timeout=60,
    )


async def test_backup_while_games_are_played(db: Database, tmp_path: Path) -> None:
    games = []
    for i in range(8):
        setup, actions, _ = play(["ana", "ben", "cleo"], seed=i)
        game = await db.games.create(
            1, 10 + i, seats=seats(["ana", "ben", "cleo"], users=[1, 2, None]), setup=setup
        )
        games.append((game.id, actions))

    async def player(game_id: int, actions: list[dict]) -> None:
        for seq, action in enumerate(actions):
            await db.games.append_action(game_id, seq, action["player"], action)

    playing = asyncio.gather(*(player(g, a) for g, a in games))
    copies = []
    for i in range(3):
        await asyncio.sleep(0.02)
        copies.append(await db.backup(tmp_path / f"copy{i}.sqlite3"))
    await playing

    for copy in copies:
        assert raw(copy, "PRAGMA integrity_check") == [("ok",)]
        assert raw(copy, "PRAGMA journal_mode") == [("delete",)]
        assert not Path(f"{copy}-wal").exists()
        # A consistent snapshot: each log is a gap-free prefix of what was being written.
        restored = await Database.open(copy)
        try:
            for game_id, actions in games:
                stored = [a.action for a in await restored.games.actions(game_id)]
                assert stored == actions[: len(stored)]
            assert len(await recover_active(restored)) == len(games)
        finally:
            await restored.close()


async def test_backup_refuses_to_overwrite_or_copy_onto_itself(db: Database, tmp_path: Path):
    target = tmp_path / "copy.sqlite3"
    await db.backup(target)
    with pytest.raises(StorageError, match="already exists"):
        await db.backup(target)
    with pytest.raises(StorageError, match="another file"):
        await db.backup(db.path)
    with pytest.raises(StorageError, match="does not exist"):
        await db.backup(tmp_path / "nowhere" / "copy.sqlite3")
    folder = tmp_path / "backups"
    folder.mkdir()
    dated = await db.backup(folder)
    assert dated.parent == folder and dated.name.startswith("dobro-")


def test_cli_help_explains() -> None:
    result = cli("--help")
    assert result.returncode == 0
    assert "backup" in result.stdout and "--db" in result.stdout
    assert "DATABASE_PATH" in result.stdout
    sub = cli("backup", "--help")
    assert sub.returncode == 0 and "consistent copy" in sub.stdout and "--force" in sub.stdout


async def test_cli_backup(tmp_path: Path) -> None:
    db_path = tmp_path / "live.sqlite3"
    db = await Database.open(db_path)  # the bot stays open during the backup
    try:
        await db.games.create(1, 2)
        result = cli("backup", str(tmp_path / "b.sqlite3"), "--db", str(db_path))
        assert result.returncode == 0, result.stderr
        assert "Backed up" in result.stdout
        assert raw(tmp_path / "b.sqlite3", "SELECT channel_id FROM games") == [(2,)]

        again = cli("backup", str(tmp_path / "b.sqlite3"), "--db", str(db_path))
        assert again.returncode == 1
        assert again.stderr.startswith("error: ") and "Traceback" not in again.stderr
        assert again.stderr.count("\n") == 1
        forced = cli("backup", str(tmp_path / "b.sqlite3"), "--db", str(db_path), "--force")
        assert forced.returncode == 0, forced.stderr

        by_env = cli("backup", str(tmp_path / "e.sqlite3"), env={"DATABASE_PATH": str(db_path)})
        assert by_env.returncode == 0, by_env.stderr
        # Like the bot, the command reads DATABASE_PATH from the .env of the current folder.
        (tmp_path / ".env").write_text(f"DISCORD_TOKEN=t\nDATABASE_PATH={db_path}\n")
        by_dotenv = cli("backup", str(tmp_path / "d.sqlite3"), cwd=tmp_path)
        assert by_dotenv.returncode == 0, by_dotenv.stderr
        assert f"Backed up {db_path} to" in by_dotenv.stdout
    finally:
        await db.close()


def test_cli_backup_of_bad_databases(tmp_path: Path) -> None:
    missing = cli("backup", str(tmp_path / "b.sqlite3"), "--db", str(tmp_path / "none.sqlite3"))
    assert missing.returncode == 1 and "no database file" in missing.stderr
    junk = tmp_path / "junk.sqlite3"
    junk.write_bytes(b"junk" * 1000)
    bad = cli("backup", str(tmp_path / "b.sqlite3"), "--db", str(junk))
    assert bad.returncode == 1 and "not a readable SQLite database" in bad.stderr
    assert "Traceback" not in bad.stderr
    assert not (tmp_path / "b.sqlite3").exists()
    assert not (tmp_path / "b.sqlite3.partial").exists()


def test_backup_of_a_closed_database_file_is_a_plain_copy(tmp_path: Path) -> None:
    path = tmp_path / "x.sqlite3"
    with sqlite3.connect(path) as conn:
        conn.execute("PRAGMA journal_mode = WAL")
        conn.execute("CREATE TABLE t (x)")
        conn.execute("INSERT INTO t VALUES (1)")
    result = cli("backup", str(tmp_path / "y.sqlite3"), "--db", str(path))
    assert result.returncode == 0, result.stderr
    assert raw(tmp_path / "y.sqlite3", "SELECT x FROM t") == [(1,)]


async def test_backup_of_a_stopped_bot_leaves_nothing_beside_its_database(tmp_path: Path) -> None:
    """#33: the read-only copy used to leave an empty -wal and a -shm beside a database nobody
    had open; while the bot runs, its own -wal and -shm stay (and it goes on writing)."""
    path = tmp_path / "dobro.sqlite3"
    db = await Database.open(path)
    await db.games.create(1, 2)
    await db.close()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["dobro.sqlite3"]
    result = cli("backup", str(tmp_path / "copy.sqlite3"), "--db", str(path))
    assert result.returncode == 0, result.stderr
    assert sorted(p.name for p in tmp_path.iterdir()) == ["copy.sqlite3", "dobro.sqlite3"]

    db = await Database.open(path)  # the bot runs: its files are its own
    try:
        result = cli("backup", str(tmp_path / "live.sqlite3"), "--db", str(path))
        assert result.returncode == 0, result.stderr
        assert Path(f"{path}-wal").exists() and Path(f"{path}-shm").exists()
        await db.games.create(1, 3)
        assert raw(path, "SELECT channel_id FROM games ORDER BY id") == [(2,), (3,)]
    finally:
        await db.close()


def test_storage_package_does_not_load_the_engine() -> None:
    """The CLI and bot start-up stay light: only recovery imports the rules engine."""
    code = "import sys, storage, storage.__main__; print('dobro_rules' in sys.modules)"
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, cwd=REPO, timeout=60
    )
    assert result.stdout.strip() == "False", result.stderr
