"""Tables in memory: open ones by id and by channel, closed ones only until they are written.

A closed table (finished, cancelled, abandoned, broken) frees its channel at once and stays
here only until the presentation layer has written its last message (``release``); after that,
anything about it comes from storage, so memory holds open tables and nothing that grows with
the number of games played.
"""

from __future__ import annotations

from collections.abc import Iterator

from .model import Table


class Registry:
    """Open tables by id and by channel (one per channel or thread), closing ones by id."""

    def __init__(self) -> None:
        self._open: dict[int, Table] = {}
        self._by_channel: dict[int, Table] = {}
        #: Closed tables whose last message is still to be written, with when they closed.
        self._closing: dict[int, tuple[Table, float]] = {}

    def add(self, table: Table) -> None:
        self._open[table.game_id] = table
        self._by_channel[table.channel_id] = table

    def get(self, game_id: int) -> Table | None:
        table = self._open.get(game_id)
        if table is None and game_id in self._closing:
            table = self._closing[game_id][0]
        return table

    def in_channel(self, channel_id: int) -> Table | None:
        return self._by_channel.get(channel_id)

    def close(self, table: Table, when: float) -> None:
        """The table closed: its channel is free; it waits for ``release``."""
        self._open.pop(table.game_id, None)
        if self._by_channel.get(table.channel_id) is table:
            del self._by_channel[table.channel_id]
        self._closing[table.game_id] = (table, when)

    def release(self, table: Table) -> None:
        entry = self._closing.get(table.game_id)
        if entry is not None and entry[0] is table:
            del self._closing[table.game_id]

    def open_tables(self) -> Iterator[Table]:
        return iter(list(self._open.values()))

    def closing(self) -> list[tuple[Table, float]]:
        return list(self._closing.values())

    def __len__(self) -> int:
        return len(self._open) + len(self._closing)
