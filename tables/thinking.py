"""Where a searching computer thinks: off the event loop, so a table with a ``hard`` player never
slows anyone's click (issue 25).

The table service asks a ``Thinker`` for a computer's move whenever a searching level
(``GameRules.search_levels``) plays at the table. It hands over a pickled copy of the state,
taken under the table's lock, and thinks without holding the lock; the move comes back as a
game move, which the service applies only if the table has not moved meanwhile.

- ``PoolThinker``: a pool of worker processes (``spawn``: no fork of a process running threads
  and sockets), sized by the ``HARD_COMPUTER_WORKERS`` setting, started on first use. A search
  takes about 0.1 to 0.2 s of one core; the pool queues moves beyond its size, and the event
  loop only waits on a future. A worker that dies (killed, out of memory) breaks the whole
  pool (``BrokenProcessPool`` for every move after): the broken pool is replaced at once, said
  in one log line, and the moves it held are searched again in the new one (once; a move whose
  search breaks the new pool too fails, and the table's stand-in level plays it).
- ``InlineThinker``: in the calling thread, for tests on a fake clock and for a bot configured
  with no workers (every move still goes through the same pickle round trip, so a state that
  does not pickle fails in tests too).

The same workers do other long CPU work the bot must keep off its event loop's thread
(``Thinker.offload``: a race's board picture, tens of milliseconds of Pillow and Python): in a
thread it would still hold the interpreter's lock from the event loop (issue 35: every click
of a busy bot waited behind the drawing); the inline thinker runs it in a thread.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import contextlib
import functools
import logging
import multiprocessing
import os
import pickle
import random
from collections.abc import Callable, Mapping
from concurrent.futures.process import BrokenProcessPool
from typing import Any, Protocol, TypeVar

from games import rules

T = TypeVar("T")

_log = logging.getLogger(__name__)


def think(game: str, state: bytes, levels: Mapping[int, str], seed: int) -> bytes:
    """A worker's job: the game's computer move for ``levels`` on the pickled ``state``, drawn
    from ``random.Random(seed)`` (so a move can be found again), pickled (None: no move)."""
    move = rules(game).computer_move(pickle.loads(state), dict(levels), random.Random(seed))
    return pickle.dumps(move)


class Thinker(Protocol):
    """Computes a computer's move away from the event loop (see the module docstring)."""

    async def move(self, game: str, state: bytes, levels: Mapping[int, str], seed: int) -> Any:
        """The move (a game move object, or None), from a pickled state."""
        ...

    async def offload(self, job: Callable[..., T], /, *args: Any) -> T:
        """``job(*args)`` away from the event loop's thread (a picklable module-level function
        and arguments): the result."""
        ...

    def close(self) -> None:
        """Stop the workers, if any (shutdown)."""
        ...


class InlineThinker:
    """Thinks in the caller's thread (tests; a bot with no worker processes)."""

    async def move(self, game: str, state: bytes, levels: Mapping[int, str], seed: int) -> Any:
        return pickle.loads(think(game, state, levels, seed))

    async def offload(self, job: Callable[..., T], /, *args: Any) -> T:
        return await asyncio.to_thread(job, *args)

    def close(self) -> None:
        return None


#: How much lower a worker's CPU priority is than the bot's (``os.nice``).
WORKER_NICENESS = 5


def lower_priority() -> None:
    """A worker's first act: a lower CPU priority than the bot's process. When every core is
    busy, the event loop answering clicks runs first, and a board picture or a search (which
    nobody waits on within Discord's 3 s) takes the time left (issue 35: at 1,000 busy tables the
    workers took half a core from clicks). Best effort: a system that refuses changes nothing."""
    with contextlib.suppress(OSError, AttributeError):
        os.nice(WORKER_NICENESS)


class PoolThinker:
    """A pool of ``workers`` processes, started on the first move that needs one."""

    def __init__(self, workers: int) -> None:
        if workers < 1:
            raise ValueError("a pool needs at least one worker")
        self.workers = workers
        self._pool: concurrent.futures.ProcessPoolExecutor | None = None
        #: Broken pools replaced so far (each said once in the log).
        self.replaced = 0

    def _executor(self) -> concurrent.futures.ProcessPoolExecutor:
        if self._pool is None:
            context = multiprocessing.get_context("spawn")
            self._pool = concurrent.futures.ProcessPoolExecutor(
                self.workers, mp_context=context, initializer=lower_priority
            )
        return self._pool

    async def move(self, game: str, state: bytes, levels: Mapping[int, str], seed: int) -> Any:
        loop = asyncio.get_running_loop()
        job = functools.partial(think, game, state, dict(levels), seed)
        pool = self._executor()
        try:
            done = await loop.run_in_executor(pool, job)
        except BrokenProcessPool:
            self._replace(pool)
            done = await loop.run_in_executor(self._executor(), job)  # broken again: raises
        return pickle.loads(done)

    async def offload(self, job: Callable[..., T], /, *args: Any) -> T:
        loop = asyncio.get_running_loop()
        call = functools.partial(job, *args)
        pool = self._executor()
        try:
            return await loop.run_in_executor(pool, call)
        except BrokenProcessPool:
            self._replace(pool)
            return await loop.run_in_executor(self._executor(), call)

    def _replace(self, broken: concurrent.futures.ProcessPoolExecutor) -> None:
        """A worker of ``broken`` died: the next move starts a new pool. Several moves learn it
        at once; only the first replaces the pool and logs."""
        if self._pool is not broken:
            return
        self._pool = None
        self.replaced += 1
        broken.shutdown(wait=False, cancel_futures=True)
        _log.error("A hard-computer worker process died: its pool of %d is replaced", self.workers)

    def close(self) -> None:
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None


def thinker(workers: int) -> Thinker:
    """The thinker for a bot with ``workers`` worker processes (0: think inline)."""
    return PoolThinker(workers) if workers > 0 else InlineThinker()
