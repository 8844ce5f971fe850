"""Tutorials (issue 24): each game's steps, how long a person needs, how long the bot takes.

Run: python benchmarks/tutorials.py. Figures are printed, never asserted.

* **steps, words, clicks**: what a learner reads (each step's words, its one-line *why*, the
  end) and presses (a joker's value and Ten's card-then-way count as two presses; a Dobble
  step also shows the cards in play, whose emoji are not words);
* **a person**: an estimate, reading at 200 words a minute, 3 s a press and 8 s a step to
  look at the table (the issue asks for 3 to 5 minutes);
* **the scripted player**: the whole tutorial through ``TutorialService`` over a SQLite file,
  right answers only, then once more trying every tempting move first: the total and each
  answer's time (the engine's judgement and the storage's compare-and-set). The same player
  through the offline Discord: ``pytest tests/discord/test_learn.py -s -p no:xdist`` prints it.
"""

from __future__ import annotations

import asyncio
import re
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import locales
from games.protocol import is_race
from storage import Database
from teaching import Choice, TutorialService, course, games, race_claim

WORDS_PER_MINUTE = 200
SECONDS_PER_PRESS = 3
SECONDS_PER_LOOK = 8
LEARNER = "Ana"


def right(game: str, step: int) -> Choice:
    """The hand's control that plays the step's move (in a race: the claim button)."""
    frame = TutorialService.course(game, LEARNER).frames[step]
    rules = course(game).rules
    assert frame.expect is not None
    if is_race(rules):  # Dobble: a claim is a symbol, 0 to 56
        for index in range(64):
            move = race_claim(rules, frame, index)
            if move is not None and rules.to_record(frame.state, move) == frame.expect:
                return Choice("claim", index)
    for index in range(len(rules.legal_actions(frame.state, frame.seat))):
        for param in (None, frame.expect.get("as"), frame.expect.get("offer")):
            move = rules.action_at(frame.state, frame.seat, index, param)
            if move is not None and rules.to_record(frame.state, move) == frame.expect:
                return Choice("move", index, param)
    raise AssertionError(frame.key)


def reading(game: str) -> tuple[int, int, int]:
    """Steps, words read and presses of ``game``'s tutorial (English)."""
    mine = course(game)
    keys = [f"learn.{game}.done"]
    presses = 0
    for frame in mine.frames[:-1]:
        keys.append(f"learn.{game}.{frame.key}")
        presses += 1
        if frame.expect is not None:
            keys.append(f"learn.{game}.{frame.key}.why")
            presses += "as" in frame.expect or "offer" in frame.expect
            presses += game == "ten" and "play" in frame.expect
    words = sum(len(re.findall(r"\w+", locales.text(k, "en"))) for k in keys)
    return mine.steps, words, presses


async def scripted(service: TutorialService, user: int, game: str, tempted: bool) -> list[float]:
    """One whole tutorial; each answer's time in ms."""
    times: list[float] = []
    tut = await service.open(user, LEARNER, game, restart=True)
    while not tut.done:
        frame = tut.frame
        if tempted:
            for index in range(len(frame.tries)):
                start = time.perf_counter()
                await service.answer(user, LEARNER, game, frame.number, Choice("try", index))
                times.append((time.perf_counter() - start) * 1000)
        choice = Choice("next") if frame.reading else right(game, frame.number)
        start = time.perf_counter()
        tut = await service.answer(user, LEARNER, game, frame.number, choice)
        times.append((time.perf_counter() - start) * 1000)
    return times


async def main() -> None:
    with tempfile.TemporaryDirectory() as folder:
        db = await Database.open(Path(folder) / "tutorials.sqlite3")
        try:
            service = TutorialService(db.tutorials)
            for user, game in enumerate(games(), start=1):
                steps, words, presses = reading(game)
                minutes = (
                    words / WORDS_PER_MINUTE
                    + (presses * SECONDS_PER_PRESS + steps * SECONDS_PER_LOOK) / 60
                )
                print(f"\n{game}: {steps} steps, {words} words, {presses} presses")
                print(f"  a person (estimate): {minutes:.1f} min")
                for tempted in (False, True):
                    start = time.perf_counter()
                    times = await scripted(service, user, game, tempted)
                    total = (time.perf_counter() - start) * 1000
                    what = "every tempting move first" if tempted else "right answers only"
                    print(
                        f"  scripted player, {what}: {total:.1f} ms for {len(times)} answers"
                        f" (each: p50 {statistics.median(times):.2f} ms, max {max(times):.2f})"
                    )
        finally:
            await db.close()


if __name__ == "__main__":
    asyncio.run(main())
