"""What every arena shares: seats rotated in duplicate groups, seeded games played in one
process or a pool, and the JSON summary (wins, a 95 % interval, mean rank, move times).

``games.arena`` supplies one function for every game, ``play_game(seats, seed, index, extra)``: game
``index`` of an arena of seed ``seed``, a pure function of its arguments (so ``--jobs``
changes nothing but the wall-clock time), returning a ``GameResult``. It must be a module-level
function (a pool pickles it by name). Games come in *duplicate* groups: the n games of a group
share one deal seed (``deal_seed``) and rotate the levels one seat further each game
(``seat_levels``), so each level plays every seat of every deal once and the luck of the deal
cancels out of the comparison. Nothing here knows any game's rules.
"""

from __future__ import annotations

import hashlib
import math
import multiprocessing
from collections.abc import Callable, Collection, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

#: ``play_game(seats, seed, index, extra)``: one arena game.
PlayGame = Callable[[tuple[str, ...], int, int, Any], "GameResult"]


@dataclass(frozen=True, slots=True)
class GameResult:
    """One arena game: who sat where, who won (a share each), ranks, move times, the record."""

    index: int
    levels: tuple[str, ...]
    shares: tuple[float, ...]
    ranks: tuple[int, ...]
    #: CPU seconds each seat's level took per decision, seat by seat.
    times: tuple[tuple[float, ...], ...]
    record: dict[str, Any] = field(repr=False)


def seat_levels(seats: Sequence[str], index: int) -> tuple[str, ...]:
    """The levels of game ``index``: the ``seats`` list rotated ``index mod n`` seats on."""
    n = len(seats)
    r = index % n
    return tuple(seats[(i - r) % n] for i in range(n))


class _Placed(Protocol):
    seat: int
    position: int


def outcome(
    n: int, winners: Collection[int], standings: Iterable[_Placed]
) -> tuple[tuple[float, ...], tuple[int, ...]]:
    """A finished game's shares of the win (a tie splits it) and each seat's rank."""
    shares = tuple(1.0 / len(winners) if s in winners else 0.0 for s in range(n))
    ranks = [0] * n
    for st in standings:
        ranks[st.seat] = st.position
    return shares, tuple(ranks)


def derive_seed(game: str, seed: int, purpose: str) -> int:
    """A 48-bit seed for one purpose of one arena (every JSON reader keeps it exact, and it is
    below every game's seed limit)."""
    digest = hashlib.sha256(f"{game}/arena/{seed}/{purpose}".encode()).digest()
    return int.from_bytes(digest[:6], "big")


def deal_seed(game: str, seed: int, index: int, n: int) -> int:
    """The deal seed of game ``index``: one per duplicate group of ``n`` games."""
    return derive_seed(game, seed, f"deal/{index // n}")


def ai_seed(game: str, seed: int, index: int, seat: int) -> int:
    """The seed of one seat's generator in game ``index``: one level's draws never shift
    another's."""
    return derive_seed(game, seed, f"ai/{index}/{seat}")


def _worker(job: tuple[PlayGame, tuple[str, ...], int, int, Any]) -> GameResult:
    play_game, seats, seed, index, extra = job
    return play_game(seats, seed, index, extra)


def run(
    play_game: PlayGame,
    seats: Sequence[str],
    games: int,
    seed: int,
    extra: Any = None,
    *,
    jobs: int = 1,
) -> Iterator[GameResult]:
    """Every game's result, in index order (``jobs`` processes play them)."""
    work = [(play_game, tuple(seats), seed, i, extra) for i in range(games)]
    if jobs <= 1:
        for job in work:
            yield _worker(job)
        return
    with multiprocessing.get_context("spawn").Pool(jobs) as pool:
        yield from pool.imap(_worker, work, chunksize=1)


def percentile(sorted_values: Sequence[float], q: float) -> float:
    """Nearest-rank percentile of already sorted values (0 for none)."""
    if not sorted_values:
        return 0.0
    rank = max(1, math.ceil(q / 100 * len(sorted_values)))
    return sorted_values[rank - 1]


def wilson(wins: float, games: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval of a win rate (95 % for ``z`` = 1.96): a real interval at
    small counts (6 games, 4 won: [0.30, 0.90]), never a point, never outside [0, 1]. A shared
    win counts as its share. Games of one duplicate group share a deal, which only makes the
    true interval narrower: this one errs on the wide side."""
    if games <= 0:
        return (0.0, 1.0)
    p = wins / games
    z2 = z * z
    centre = (p + z2 / (2 * games)) / (1 + z2 / games)
    half = z * math.sqrt(p * (1 - p) / games + z2 / (4 * games * games)) / (1 + z2 / games)
    low = 0.0 if wins <= 0 else max(0.0, centre - half)
    high = 1.0 if wins >= games else min(1.0, centre + half)
    return (low, high)


def summary(seats: Sequence[str], seed: int, results: Sequence[GameResult]) -> dict[str, Any]:
    """The arena's JSON: games, wins (shared wins split), win rates with their 95 % Wilson
    interval, mean rank, and per-level move times in milliseconds."""
    levels = list(dict.fromkeys(seats))
    n = len(seats)
    wins = dict.fromkeys(levels, 0.0)
    ranks: dict[str, list[int]] = {lv: [] for lv in levels}
    times: dict[str, list[float]] = {lv: [] for lv in levels}
    for r in results:
        for s, level in enumerate(r.levels):
            wins[level] += r.shares[s]
            ranks[level].append(r.ranks[s])
            times[level].extend(r.times[s])
    played = len(results)
    out: dict[str, Any] = {
        "games": played,
        "seats": list(seats),
        "seed": seed,
        "wins": {lv: round(wins[lv], 4) for lv in levels},
        "win_rate": {lv: round(wins[lv] / played, 4) if played else 0.0 for lv in levels},
        "equal_share": {lv: round(seats.count(lv) / n, 4) for lv in levels},
        "win_rate_ci95": {},
        "mean_rank": {
            lv: round(sum(ranks[lv]) / len(ranks[lv]), 4) if ranks[lv] else 0.0 for lv in levels
        },
        "move_ms": {},
    }
    for lv in levels:
        out["win_rate_ci95"][lv] = [round(x, 4) for x in wilson(wins[lv], played)]
        ts = sorted(times[lv])
        out["move_ms"][lv] = {
            "moves": len(ts),
            "p50": round(percentile(ts, 50) * 1000, 2),
            "p99": round(percentile(ts, 99) * 1000, 2),
            "max": round((ts[-1] if ts else 0.0) * 1000, 2),
        }
    return out


def progress_line(result: GameResult, done: int, total: int, wins: dict[str, float]) -> str:
    """One stderr line per game: its winners and the running win counts."""
    names = [f"{lv}-{s}" for s, lv in enumerate(result.levels)]
    won = [names[s] for s, share in enumerate(result.shares) if share]
    tally = ", ".join(f"{lv} {w:g}" for lv, w in wins.items())
    return f"game {done}/{total}: won by {' and '.join(won)} · wins so far: {tally}"


def arena(
    play_game: PlayGame,
    seats: Sequence[str],
    games: int,
    seed: int,
    extra: Any = None,
    *,
    jobs: int = 1,
    on_result: Callable[[GameResult, int], None] | None = None,
) -> dict[str, Any]:
    """Play the arena, calling ``on_result(result, done)`` after each game; its summary."""
    results = []
    for done, r in enumerate(run(play_game, seats, games, seed, extra, jobs=jobs), start=1):
        results.append(r)
        if on_result is not None:
            on_result(r, done)
    return summary(seats, seed, results)
