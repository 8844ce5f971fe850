"""A PostgreSQL server for tests: ``$DOBRO_TEST_POSTGRES_URL``, else a throwaway cluster.

Which server (decided once per pytest session, by the ``postgres_server`` fixture):

1. ``DOBRO_TEST_POSTGRES_URL`` set: that server (a superuser URL, or one allowed to create
   databases); each test gets its own database on it, dropped afterwards.
2. Else a throwaway PostgreSQL 15 cluster in a temporary folder (``initdb``, trust
   authentication, a free port, its Unix socket in that folder, ``fsync`` off), run as the
   ``postgres`` user when the tests run as root (the server refuses root), stopped and deleted
   at the end of the session.
3. Neither: every PostgreSQL test is skipped with the reason, and ``tests/storage/conftest.py``
   prints a "PostgreSQL tests SKIPPED: <reason>" block at the end of the run.

Each test gets a clean database cheaply: ``CREATE DATABASE … TEMPLATE`` of one database made
at the start of the session with the bot's schema already migrated (a few milliseconds).

For other test authors::

    from tests.pg import pg_url, postgres_server  # noqa: F401  (fixtures)

    async def test_something(pg_url: str) -> None:   # a fresh, migrated, empty database
        db = await storage.open_database(pg_url, Path("unused"), pool_size=2)

    async def test_two(postgres_server: PgServer) -> None:
        url_a = await postgres_server.fresh_database()   # as many as you need
        url_b = await postgres_server.fresh_database(empty=True)   # no schema at all

``PgCluster`` can also be used outside pytest (benchmarks, ``.ci/run`` starts its own with
``python -m tests.pg start DIR`` / ``stop DIR``).
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import contextlib
import itertools
import os
import pwd
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import uuid
from collections.abc import AsyncIterator, Awaitable, Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeVar
from urllib.parse import urlsplit

import pytest

T = TypeVar("T")
ENV_URL = "DOBRO_TEST_POSTGRES_URL"
#: Where Debian/Ubuntu put the PostgreSQL 15 server programs; ``$DOBRO_PG_BIN`` overrides.
DEFAULT_BIN = Path("/usr/lib/postgresql/15/bin")
TEMPLATE = "dobro_template"

#: Why PostgreSQL tests were skipped in this session (None: they ran, or none asked).
SKIPPED: list[str] = []


def pg_bin() -> Path | None:
    """The folder holding ``initdb`` and ``pg_ctl``, or None."""
    for candidate in (os.environ.get("DOBRO_PG_BIN"), str(DEFAULT_BIN)):
        if candidate and (Path(candidate) / "initdb").exists():
            return Path(candidate)
    found = shutil.which("initdb")
    return Path(found).parent if found else None


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def with_database(url: str, name: str) -> str:
    """``url`` pointing at database ``name`` (same server, user and options)."""
    parts = urlsplit(url)
    query = f"?{parts.query}" if parts.query else ""
    return f"{parts.scheme}://{parts.netloc}/{name}{query}"


@dataclass
class PgCluster:
    """A throwaway cluster in ``folder`` (created by ``start``, deleted by ``stop``)."""

    folder: Path
    port: int = field(default_factory=_free_port)
    durable: bool = False  # fsync on (benchmarks); tests run with fsync off
    log: Path = field(init=False)

    def __post_init__(self) -> None:
        self.log = self.folder / "server.log"

    @property
    def data(self) -> Path:
        return self.folder / "data"

    @property
    def url(self) -> str:
        """The superuser's URL to the ``postgres`` database, over the Unix socket."""
        return f"postgresql:///postgres?host={self.folder}&port={self.port}&user=postgres"

    def _as_owner(self, args: list[str]) -> list[str]:
        if os.geteuid() == 0:
            return ["runuser", "-u", "postgres", "--", *args]
        return args

    def _run(self, args: list[str], timeout: float = 120) -> None:
        result = subprocess.run(
            self._as_owner(args), capture_output=True, text=True, timeout=timeout, check=False
        )
        if result.returncode != 0:
            tail = (result.stderr or result.stdout).strip().splitlines()[-3:]
            raise RuntimeError(f"{Path(args[0]).name} failed: {' / '.join(tail)}")

    def start(self) -> PgCluster:
        bindir = pg_bin()
        if bindir is None:
            raise RuntimeError(
                f"no PostgreSQL server programs (initdb) in {DEFAULT_BIN}, $DOBRO_PG_BIN or PATH"
            )
        self.folder.mkdir(parents=True, exist_ok=True)
        if os.geteuid() == 0:
            try:
                owner = pwd.getpwnam("postgres")
            except KeyError:
                raise RuntimeError(
                    "running as root and there is no 'postgres' user to run the server as"
                ) from None
            os.chown(self.folder, owner.pw_uid, owner.pw_gid)
        self.folder.chmod(0o700)
        self._run(
            [str(bindir / "initdb"), "-D", str(self.data), "-U", "postgres", "-A", "trust",
             "-E", "UTF8", "--locale=C.UTF-8", "--no-sync"]
        )  # fmt: skip
        options = (
            f"-p {self.port} -k {self.folder} -c listen_addresses=127.0.0.1"
            " -c max_connections=200 -c shared_buffers=64MB"
        )
        if not self.durable:
            options += " -c fsync=off -c synchronous_commit=off -c full_page_writes=off"
        self._run(
            [str(bindir / "pg_ctl"), "-D", str(self.data), "-l", str(self.log), "-w",
             "-t", "60", "-o", options, "start"]
        )  # fmt: skip
        return self

    def stop(self) -> None:
        bindir = pg_bin()
        if bindir is not None and (self.data / "postmaster.pid").exists():
            with contextlib.suppress(Exception):
                self._run(
                    [str(bindir / "pg_ctl"), "-D", str(self.data), "-m", "immediate", "-w", "stop"],
                    timeout=60,
                )
        shutil.rmtree(self.folder, ignore_errors=True)


def new_cluster(durable: bool = False) -> PgCluster:
    """A cluster in a new folder under the system's temporary folder (reachable by the
    ``postgres`` user, unlike pytest's root-only ``tmp_path``)."""
    folder = Path(tempfile.mkdtemp(prefix="dobro-pg-"))
    return PgCluster(folder, durable=durable)


class PgServer:
    """A reachable server and the databases handed out on it."""

    def __init__(self, admin_url: str, cluster: PgCluster | None = None) -> None:
        self.admin_url = admin_url
        self.cluster = cluster
        self._made: list[str] = []
        self._template_ready = False
        self._counter = itertools.count(1)
        self._prefix = f"dobro_t{os.getpid()}_{uuid.uuid4().hex[:6]}"

    async def _admin(self) -> object:
        import asyncpg

        return await asyncpg.connect(self.admin_url, timeout=10)

    async def check(self) -> str:
        """The server's version string (raises if unreachable)."""
        conn = await self._admin()
        try:
            return str(await conn.fetchval("SHOW server_version"))  # type: ignore[attr-defined]
        finally:
            await conn.close()  # type: ignore[attr-defined]

    async def _ensure_template(self) -> None:
        """A database at the bot's latest schema, copied for every test."""
        if self._template_ready:
            return
        from storage.postgres import PostgresDatabase

        name = f"{self._prefix}_{TEMPLATE}"
        conn = await self._admin()
        try:
            await conn.execute(f'CREATE DATABASE "{name}"')  # type: ignore[attr-defined]
        finally:
            await conn.close()  # type: ignore[attr-defined]
        self._made.append(name)
        db = await PostgresDatabase.open(with_database(self.admin_url, name), pool_size=1)
        await db.close()
        self.template = name
        self._template_ready = True

    async def fresh_database(self, *, empty: bool = False) -> str:
        """The URL of a new database: migrated to the latest schema and empty of rows, or
        (``empty``) without any table. Dropped when the session ends."""
        if not empty:
            await self._ensure_template()
        name = f"{self._prefix}_{next(self._counter)}"
        template = f' TEMPLATE "{self.template}"' if not empty else ""
        conn = await self._admin()
        try:
            # WAL_LOG (PG15's default) copies a tiny template faster than FILE_COPY's checkpoint.
            await conn.execute(f'CREATE DATABASE "{name}"{template}')  # type: ignore[attr-defined]
        finally:
            await conn.close()  # type: ignore[attr-defined]
        self._made.append(name)
        return with_database(self.admin_url, name)

    async def drop_all(self) -> None:
        if not self._made:
            return
        with contextlib.suppress(Exception):
            conn = await self._admin()
            try:
                for name in reversed(self._made):
                    with contextlib.suppress(Exception):
                        await conn.execute(  # type: ignore[attr-defined]
                            f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'
                        )
            finally:
                await conn.close()  # type: ignore[attr-defined]
        self._made.clear()


async def find_server() -> tuple[PgServer | None, str]:
    """``$DOBRO_TEST_POSTGRES_URL``'s server, else a new throwaway cluster; (None, why) if
    neither works."""
    url = os.environ.get(ENV_URL)
    if url:
        server = PgServer(url)
        try:
            await server.check()
        except Exception as exc:
            return None, f"{ENV_URL} is set but its server cannot be used ({exc!r})"
        return server, f"{ENV_URL}"
    cluster = new_cluster()
    try:
        await asyncio.to_thread(cluster.start)
        server = PgServer(cluster.url, cluster)
        await server.check()
    except Exception as exc:
        cluster.stop()
        return None, f"{ENV_URL} is not set and no throwaway cluster could start ({exc})"
    return server, f"a throwaway cluster in {cluster.folder}"


@contextlib.asynccontextmanager
async def server_session() -> AsyncIterator[PgServer | None]:
    """A server for the block (None if there is none: ``SKIPPED`` says why); stopped after."""
    server, why = await find_server()
    if server is None:
        SKIPPED.append(why)
    try:
        yield server
    finally:
        if server is not None:
            await server.drop_all()
            if server.cluster is not None:
                await asyncio.to_thread(server.cluster.stop)


# ------------------------------------------------------------------------------------------------
# pytest fixtures (import them into a conftest.py or a test module)


def run_sync(make: Callable[[], Awaitable[T]]) -> T:
    """Run a coroutine to the end in a thread of its own (with its own event loop), so that
    synchronous code (a sync fixture, ``raw``) can call asyncpg even inside a running loop."""
    with concurrent.futures.ThreadPoolExecutor(1) as pool:
        return pool.submit(lambda: asyncio.run(make())).result()  # type: ignore[arg-type]


class _Summary:
    """The plugin printing the "PostgreSQL tests SKIPPED" block (registered once)."""

    def pytest_terminal_summary(self, terminalreporter: Any) -> None:
        print_summary(terminalreporter)


_printed = False


def print_summary(terminalreporter: Any) -> None:
    """Print, once per run, why PostgreSQL tests were skipped (nothing if they ran)."""
    global _printed
    lines = summary_lines()
    if not lines or _printed:
        return
    _printed = True
    terminalreporter.section("PostgreSQL", sep="!", red=True, bold=True)
    for line in lines:
        terminalreporter.write_line(line, red=True, bold=True)
    terminalreporter.write_line(
        f"(set {ENV_URL}=postgresql://… or install the PostgreSQL 15 server programs)", red=True
    )


@pytest.fixture(scope="session")
def postgres_server(request: pytest.FixtureRequest) -> Iterator[PgServer]:
    """The session's PostgreSQL server; skips (loudly) every test using it if there is none.

    Synchronous (each call in a short event loop of its own thread): it outlives every test's
    loop and may be requested from inside one."""
    manager = request.config.pluginmanager
    if not manager.has_plugin("dobro-pg-summary"):
        manager.register(_Summary(), "dobro-pg-summary")
    server, why = run_sync(find_server)
    if server is None:
        SKIPPED.append(why)
        pytest.skip(f"PostgreSQL tests SKIPPED: {why}")
    try:
        yield server
    finally:
        run_sync(server.drop_all)
        if server.cluster is not None:
            server.cluster.stop()


@pytest.fixture
async def pg_url(postgres_server: PgServer) -> str:
    """A fresh database at the latest schema, with no rows: its URL."""
    return await postgres_server.fresh_database()


def summary_lines() -> list[str]:
    """What ``pytest_terminal_summary`` prints when PostgreSQL tests were skipped."""
    return [f"PostgreSQL tests SKIPPED: {why}" for why in dict.fromkeys(SKIPPED)]


# ------------------------------------------------------------------------------------------------
# Command line, for .ci/run and benchmarks: python -m tests.pg start DIR | stop DIR


def _main(argv: list[str]) -> int:
    if len(argv) != 2 or argv[0] not in ("start", "stop"):
        print("usage: python -m tests.pg start|stop FOLDER", file=sys.stderr)
        return 2
    folder = Path(argv[1])
    if argv[0] == "start":
        cluster = PgCluster(folder)
        t0 = time.monotonic()
        try:
            cluster.start()
        except Exception as exc:
            print(f"error: {exc}", file=sys.stderr)
            cluster.stop()
            return 1
        print(cluster.url)
        print(f"started in {time.monotonic() - t0:.1f} s", file=sys.stderr)
        return 0
    # stop: the data folder tells pg_ctl everything; the port does not matter.
    PgCluster(folder, port=0).stop()
    return 0


if __name__ == "__main__":
    sys.exit(_main(sys.argv[1:]))
