"""Plain typed rows handed out by the repositories (no ORM, no SQL outside ``storage``)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any, Protocol

#: The game of every row written before migration 13 (and of a table whose settings name none).
LEGACY_GAME = "dobro"

#: The highest seat number the schema holds (eight seats: Dobble's most, migration 13).
MAX_SEAT = 7


class GameStatus(StrEnum):
    """A game's life: lobby → active → finished; or, from lobby or active, cancelled (by its
    host or a moderator, or a lobby that expired or emptied), abandoned (every person left a
    game in play) or broken (its log no longer replays)."""

    LOBBY = "lobby"
    ACTIVE = "active"
    FINISHED = "finished"
    CANCELLED = "cancelled"
    ABANDONED = "abandoned"
    BROKEN = "broken"


#: A channel holds at most one game in an open status.
OPEN_STATUSES = (GameStatus.LOBBY, GameStatus.ACTIVE)
#: Final: nothing about the game changes any more.
CLOSED_STATUSES = (
    GameStatus.FINISHED,
    GameStatus.CANCELLED,
    GameStatus.ABANDONED,
    GameStatus.BROKEN,
)


@dataclass(frozen=True, slots=True)
class Seat:
    """Who sits at seat ``seat``: a Discord user, or a computer player (``user_id`` None).

    ``name`` is the name the game record uses for this seat (``players[seat]`` of the setup).
    A person may be ``away`` (a computer plays for them until they come back) or may have
    ``left`` a game in play (1, 2…: the order of leaving); either way they keep their
    ``user_id`` and a computer plays the seat.
    """

    seat: int
    name: str
    user_id: int | None = None
    ai_level: str | None = None
    away: bool = False
    left: int | None = None
    #: A person who used ``/dobro forget-me`` after the game ended: no user id, no computer,
    #: and a neutral ``name`` ("a former player").
    forgotten: bool = False

    def __post_init__(self) -> None:
        if not isinstance(self.seat, int) or not 0 <= self.seat <= MAX_SEAT:
            raise ValueError(f"seat must be 0 to {MAX_SEAT}, not {self.seat!r}")
        if not isinstance(self.name, str) or not self.name:
            raise ValueError("a seat needs a non-empty name")
        if self.forgotten:
            if self.user_id is not None or self.ai_level is not None:
                raise ValueError(f"seat {self.seat}: a forgotten seat has no user_id or ai_level")
        elif (self.user_id is None) == (self.ai_level is None):
            raise ValueError(
                f"seat {self.seat}: give a user_id for a person or an ai_level for a computer "
                "player, not both and not neither"
            )
        if not isinstance(self.away, bool):
            raise ValueError(f"seat {self.seat}: away must be True or False, not {self.away!r}")
        if self.left is not None and (
            isinstance(self.left, bool) or not isinstance(self.left, int) or self.left < 1
        ):
            raise ValueError(f"seat {self.seat}: left must be None or 1, 2…, not {self.left!r}")
        if self.is_ai and (self.away or self.left is not None):
            raise ValueError(f"seat {self.seat}: a computer player cannot be away or leave")

    @property
    def is_ai(self) -> bool:
        return self.ai_level is not None

    @property
    def played_by_computer(self) -> bool:
        """A computer chooses this seat's moves: a computer seat, or a person away or gone."""
        return self.is_ai or self.away or self.left is not None

    @classmethod
    def human(cls, seat: int, user_id: int, name: str) -> Seat:
        return cls(seat=seat, name=name, user_id=user_id)

    @classmethod
    def ai(cls, seat: int, name: str, level: str) -> Seat:
        return cls(seat=seat, name=name, ai_level=level)


@dataclass(frozen=True, slots=True)
class Game:
    """A game row with its seats; ``setup`` is the game record without ``actions`` (None in
    the lobby, before the cards are dealt)."""

    id: int
    guild_id: int
    channel_id: int
    table_message_id: int | None
    status: GameStatus
    settings: dict[str, Any]
    setup: dict[str, Any] | None
    created_at: str
    started_at: str | None
    ended_at: str | None
    seats: tuple[Seat, ...] = field(default=())
    #: The table's current "your turn" message, deleted when the turn moves on.
    ping_message_id: int | None = None
    #: Why a closed game closed (a moderator's reason, "expired"…), if anyone said.
    end_reason: str | None = None
    #: The open table's deadlines, as the table service stores them (None once closed).
    timers: dict[str, Any] | None = None
    #: The league the table plays in, if any (migration 11).
    league_id: int | None = None
    #: The game the table plays (a ``games.catalogue`` name; migration 13).
    game: str = LEGACY_GAME

    def record(self, actions: Sequence[dict[str, Any]]) -> dict[str, Any]:
        """The RECORD.md game record: this game's setup plus ``actions``."""
        if self.setup is None:
            raise ValueError(f"game {self.id} has not started: it has no record yet")
        return {**self.setup, "actions": list(actions)}


@dataclass(frozen=True, slots=True)
class StoredAction:
    """One committed action; ``seq`` is its index in the record's ``actions``."""

    game_id: int
    seq: int
    actor: str
    action: dict[str, Any]
    created_at: str
    #: Who chose it (``GameRepo.append_action``; None: not said, or stored before version 12).
    origin: str | None = None


class StandingLike(Protocol):
    """A game's final standing of one seat (``dr.Standing``; ``games.StandingLike``)."""

    @property
    def name(self) -> str: ...
    @property
    def seat(self) -> int: ...
    @property
    def position(self) -> int: ...
    @property
    def round_points(self) -> list[int]: ...
    @property
    def total(self) -> int: ...
    @property
    def cards(self) -> list[int]: ...
    @property
    def winner(self) -> bool: ...
    @property
    def shared(self) -> bool: ...


class CountedLike(StandingLike, Protocol):
    """One seat of the counting policy's verdict (``standings.counting.CountedStanding``): the
    standing with forfeits applied, and whether the seat counts."""

    @property
    def counted(self) -> bool: ...
    @property
    def forfeit(self) -> bool: ...
    @property
    def own_moves(self) -> int: ...
    @property
    def moves(self) -> int: ...
    @property
    def status(self) -> str | None: ...
    @property
    def at_move(self) -> int | None: ...
    @property
    def hints(self) -> int: ...
    @property
    def rises(self) -> bool: ...
    @property
    def game_position(self) -> int: ...
    @property
    def last_own(self) -> int | None: ...
    @property
    def taken_over(self) -> bool: ...
    @property
    def right_claims(self) -> int | None: ...


class VerdictLike(Protocol):
    """What ``ResultRepo.record_results`` stores: the counting policy's verdict on a finished
    game (``standings.counting.Verdict``). Storage decides nothing: it keeps what it is given."""

    @property
    def counts(self) -> bool: ...

    @property
    def reason(self) -> str: ...

    @property
    def standings(self) -> Sequence[CountedLike]: ...


@dataclass(frozen=True, slots=True)
class SeatLog:
    """One seat as the counting policy reads it (``PlayLog``): its record name, whether a person
    sat there (a forgotten person too), and when they left: their leaving order (1, 2…) and
    how many actions the game had then (None: stayed)."""

    seat: int
    name: str
    person: bool
    left: int | None = None
    left_at: int | None = None


@dataclass(frozen=True, slots=True)
class PlayLog:
    """Who played what at one game (``GameRepo.play_log``): its seats, every action as
    (seq, actor, origin) in order (origin: "person", "timeout", "computer", "auto", or None
    for an action stored before version 12, read as the person's own), and how many turns each
    seat asked a hint for. ``standings.counting.seat_plays`` reads it."""

    seats: tuple[SeatLog, ...]
    actions: tuple[tuple[int, str, str | None], ...]
    hints: Mapping[int, int] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class SeatResult:
    """One seat's final result; AI seats have ``user_id`` None and ``is_ai`` True.

    ``left``: a person who left the game in play (a forfeit: they rank last, and the result
    counts in their totals under their ``user_id``).
    """

    game_id: int
    seat: int
    name: str
    user_id: int | None
    is_ai: bool
    position: int
    round_points: tuple[int, ...]
    total: int
    cards: tuple[int, ...]
    winner: bool
    shared: bool
    left: bool = False
    #: The counting policy's verdict on this seat: it counts (totals, wins, rating), it was
    #: ranked below everyone who played it out, and what the policy read (None: stored
    #: before version 12).
    counted: bool = False
    forfeit: bool = False
    own_moves: int | None = None
    moves: int | None = None
    #: Version 18 (issue 29): what the person did (played, left, stopped, no_show; None: a
    #: computer seat, or a result not judged again since), the move a forfeit happened at,
    #: the turns they asked a hint for, whether their rating could rise, the position the game
    #: itself gave the seat, and what the policy read (their last own move, whether the away
    #: computer took the seat over after it, their right claims in a race) and when they left
    #: (``left_at``: the game's actions then; from the seat).
    play: str | None = None
    at_move: int | None = None
    hints: int = 0
    rises: bool = False
    game_position: int | None = None
    last_own: int | None = None
    taken_over: bool = False
    right_claims: int | None = None
    left_at: int | None = None
    left_order: int | None = None

    @property
    def cards_total(self) -> int:
        return sum(self.cards)


@dataclass(frozen=True, slots=True)
class GameResult:
    """A finished game with every seat's result, best position first."""

    game_id: int
    guild_id: int
    ended_at: str
    seats: tuple[SeatResult, ...]
    #: Why the game counts or not (``standings.counting``: counted, solo, too_few).
    count_reason: str | None = None

    @property
    def counts(self) -> bool:
        return self.count_reason == "counted"


@dataclass(frozen=True, slots=True)
class PlayerTotals:
    """A person's cumulative record in one guild (finished games only, AI opponents included)."""

    guild_id: int
    user_id: int
    games: int
    wins: int
    points: int
    rounds: int
    cards: int
    updated_at: str

    @property
    def avg_points(self) -> float:
        """Points per game: lower is better, as in a game of Dobro."""
        return self.points / self.games


@dataclass(frozen=True, slots=True)
class LeaderboardEntry:
    """A leaderboard line; ``rank`` counts from 1 in the requested order."""

    rank: int
    totals: PlayerTotals


@dataclass(frozen=True, slots=True)
class OutboxItem:
    """A message the bot owes (``kind``: "results"), and once sent, which message it became."""

    id: int
    game_id: int
    channel_id: int
    kind: str
    created_at: str
    sent_at: str | None = None
    message_id: int | None = None
    #: Posts tried so far, the last try, and why Discord refused it for good (then it is no
    #: longer owed: kept for the history, never retried).
    attempts: int = 0
    attempted_at: str | None = None
    undeliverable: str | None = None
