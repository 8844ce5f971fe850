"""Replays: a finished game step by step, derived from its stored record by its engine.

Nothing is stored twice: a game's record (setup and actions) is storage's, and the state after
``k`` moves is ``GameRules.load(setup, actions[:k])``. Replaying a long game from the start at
every page would cost O(k) per click, so the service keeps, for the games being watched (a small
LRU), a *keyframe* every ``KEYFRAME_EVERY`` moves: a page replays at most that many moves from
the keyframe before it. The first page of a game pays one whole replay; every page after is a
copy-free walk of a few moves (``benchmarks/replay.py`` measures it).

Each move's page carries that move's events (what the table's log said then) and the game's
sections (Dobro's rounds…: where a new one starts, for *start of round N*). No Discord here.
"""

from __future__ import annotations

from collections import OrderedDict, deque
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field, replace
from typing import Any

from storage import GameStatus
from tables import Table, TableError, TableView

#: A keyframe every this many moves: a page replays at most this many moves.
KEYFRAME_EVERY = 16
#: Games whose keyframes are kept (the least recently watched goes first).
CACHED_GAMES = 32
#: Log lines a page shows of its move (a round's end says several things).
MOVE_LOG = 12


class ReplayError(Exception):
    """A replay refused: ``not_finished`` (only a finished game replays)."""

    def __init__(self, code: str, **params: Any) -> None:
        self.code = code
        self.params = params
        super().__init__(code, params)


@dataclass(slots=True)
class _Replayed:
    """A game being watched: its finished table, its actions, keyframes and sections."""

    table: Table
    actions: list[dict[str, Any]]
    keyframes: list[Any]
    #: For each section (a round), the step it starts at, in order: ``(section, step)``.
    sections: list[tuple[object, int]] = field(default_factory=list)


@dataclass(frozen=True, slots=True)
class ReplayPage:
    """A game as it was after ``step`` moves (0: the deal): ``table`` holds that state, with
    the move's events as its log (the deal's opening events at step 0); ``sections`` the
    steps at which each section starts."""

    table: TableView
    step: int
    total: int
    sections: tuple[tuple[object, int], ...]


class ReplayService:
    """Pages of finished games. ``load`` gives a stored game's table (``TableService.load``);
    ``section`` what a step's section is (``Renderer.section``: a round), or None."""

    def __init__(
        self,
        load: Callable[[int], Awaitable[Table]],
        section: Callable[[TableView], object] | None = None,
        *,
        keyframe_every: int = KEYFRAME_EVERY,
        cached_games: int = CACHED_GAMES,
    ) -> None:
        self._load = load
        self._section = section
        self.keyframe_every = max(1, keyframe_every)
        self.cached_games = max(1, cached_games)
        self._cache: OrderedDict[int, _Replayed] = OrderedDict()

    async def page(self, game_id: int, step: int, *, guild_id: int | None) -> ReplayPage:
        """Game ``game_id`` of guild ``guild_id`` after ``step`` moves (clamped to the game).
        ``TableError("no_game")`` for a game of another guild or none, ``ReplayError
        ("not_finished")`` for a game not finished."""
        replayed = await self._replayed(game_id, guild_id)
        total = len(replayed.actions)
        step = max(0, min(step, total))
        state, events = self._state_at(replayed, step)
        table = replayed.table
        quiet = table.rules.quiet_events
        log = deque((ev for ev in events if ev.get("type") not in quiet), maxlen=MOVE_LOG)
        shown = replace(table.snapshot(), state=state, events=tuple(log))
        return ReplayPage(shown, step, total, tuple(replayed.sections))

    def forget(self, game_id: int) -> None:
        """Drop a game's keyframes (its record changed: forget-me renamed it)."""
        self._cache.pop(game_id, None)

    def forget_person(self, guild_id: int, user_id: int) -> int:
        """``/dobro forget-me`` in guild ``guild_id``: drop every game kept in memory where
        ``user_id`` sat (their name and mention are in its seats and record), so the next page
        is replayed from the renamed record. Returns how many were dropped."""
        gone = [
            game_id
            for game_id, kept in self._cache.items()
            if kept.table.guild_id == guild_id
            and any(seat.user_id == user_id for seat in kept.table.seats)
        ]
        for game_id in gone:
            self.forget(game_id)
        return len(gone)

    # ------------------------------------------------------------------ helpers

    async def _replayed(self, game_id: int, guild_id: int | None) -> _Replayed:
        cached = self._cache.get(game_id)
        if cached is not None:
            if cached.table.guild_id != guild_id:
                raise TableError("no_game", id=game_id)
            self._cache.move_to_end(game_id)
            return cached
        try:
            table = await self._load(game_id)
        except TableError:
            raise TableError("no_game", id=game_id) from None
        if table.guild_id != guild_id:
            raise TableError("no_game", id=game_id)
        if table.status is not GameStatus.FINISHED or table.setup is None:
            raise ReplayError("not_finished", id=game_id)
        replayed = self._keyframes(table)
        self._cache[game_id] = replayed
        while len(self._cache) > self.cached_games:
            self._cache.popitem(last=False)
        return replayed

    def _keyframes(self, table: Table) -> _Replayed:
        """One whole replay: a keyframe every ``keyframe_every`` moves, and where each section
        starts. States come from ``apply`` (a new state each move), so a keyframe is shared,
        never changed."""
        game = table.rules
        assert table.setup is not None
        actions = table.actions
        state = game.load(table.setup, [])
        keyframes = [state]
        sections: list[tuple[object, int]] = []
        probe = replace(table.snapshot(), state=state, events=())
        last = self._section(probe) if self._section else None
        if last is not None:
            sections.append((last, 0))
        for k, action in enumerate(actions, start=1):
            state, _ = game.apply(state, game.parse(state, action))
            if k % self.keyframe_every == 0:
                keyframes.append(state)
            if self._section is not None:
                now = self._section(replace(probe, state=state))
                if now is not None and now != last and not game.is_over(state):
                    sections.append((now, k))
                last = now
        return _Replayed(table, actions, keyframes, sections)

    def _state_at(self, replayed: _Replayed, step: int) -> tuple[Any, list[dict[str, Any]]]:
        """The state after ``step`` moves, and that move's events (the deal's at 0): from the
        keyframe before the move, at most ``keyframe_every`` moves replayed."""
        game = replayed.table.rules
        if step == 0:
            state = replayed.keyframes[0]
            return state, game.opening_events(state)
        at = (step - 1) // self.keyframe_every
        state = replayed.keyframes[at]
        events: list[dict[str, Any]] = []
        for action in replayed.actions[at * self.keyframe_every : step]:
            state, events = game.apply(state, game.parse(state, action))
        return state, events
