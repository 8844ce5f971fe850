"""Crash-test child: resumes the active games, then plays games until it is killed.

    python tests/storage/crash_player.py DB SEED TABLES

Computer players (random level) play ``TABLES`` games at once, every action appended through
``GameRepo.append_action``. After each commit it prints ``ACK <game> <seq> <digest> <action>``,
where digest identifies the state it now holds (what a player would be shown); after storing a
game's results, ``DONE <game>``. The parent SIGKILLs it at a random moment and checks that every
acknowledged line is in the database.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import random
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

import dobro_rules as dr
from storage import Database, Seat
from storage.recovery import recover
from tests.storage.storage_helpers import record


def say(line: str) -> None:
    sys.stdout.write(line + "\n")
    sys.stdout.flush()


def digest(state: Any) -> str:
    text = json.dumps(dr.state_json(state), sort_keys=True, separators=(",", ":"))
    return hashlib.sha1(text.encode()).hexdigest()[:16]


async def main(path: str, seed: int, tables: int) -> None:
    rng = random.Random(seed)
    db = await Database.open(path)
    resumed = await recover(db)
    if resumed.failed:
        raise SystemExit(f"cannot resume: {resumed.failed}")
    say(f"READY {len(resumed.games)}")

    async def run(game_id: int, state: Any) -> None:
        while not state.over:
            player = dr.actors(state)[0]
            action = dr.ai.choose(state, player, "random", rng)
            after, _ = dr.apply(state, action)
            await db.games.append_action(game_id, state.version, player, action)
            say(f"ACK {game_id} {state.version} {digest(after)} {json.dumps(action)}")
            state = after
        await record(db, game_id, dr.standings(state))
        say(f"DONE {game_id}")

    async def new_game() -> None:
        names = [f"p{i}" for i in range(rng.randint(2, 4))]
        record = dr.new_record(names, seed=rng.randrange(1 << 30))
        seats = [Seat.human(i, rng.randrange(1, 50), n) for i, n in enumerate(names[:-1])]
        seats.append(Seat.ai(len(names) - 1, names[-1], "random"))
        if len({s.user_id for s in seats[:-1]}) < len(seats) - 1:
            seats = [Seat.ai(i, n, "random") for i, n in enumerate(names)]
        setup = {k: v for k, v in record.items() if k != "actions"}
        game = await db.games.create(1, rng.randrange(1, 1 << 62), seats=seats, setup=setup)
        say(f"NEW {game.id}")
        await run(game.id, dr.replay(record))

    async def table(first: Any | None) -> None:
        if first is not None:
            await run(first.game.id, first.state)
        while True:
            await new_game()

    starts: list[Any] = list(resumed.games)
    starts += [None] * max(0, tables - len(starts))
    await asyncio.gather(*(table(first) for first in starts))


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1], int(sys.argv[2]), int(sys.argv[3])))
