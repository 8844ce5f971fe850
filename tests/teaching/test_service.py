"""The tutorial service over an in-memory store: places, the judge, stale clicks, a double
click, a script that changed, first contact. (Storage itself: tests/storage/test_storage_
tutorials.py on both backends; the whole thing by clicks: tests/discord/test_learn.py.)"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

import pytest

from games.protocol import is_race
from storage import TutorialProgress
from teaching import Choice, TutorialError, TutorialService, course, race_claim

ANA = 7


class MemoryTutorials:
    """``storage.TutorialRepo`` in memory (compare-and-set included)."""

    def __init__(self) -> None:
        self.rows: dict[tuple[int, str], TutorialProgress] = {}
        self.contacts: dict[int, bool] = {}
        self.played: set[int] = set()
        self.calls = 0

    async def get(self, user_id: int, game: str) -> TutorialProgress | None:
        self.calls += 1
        return self.rows.get((user_id, game))

    async def of_user(self, user_id: int) -> list[TutorialProgress]:
        return [p for (u, _), p in sorted(self.rows.items()) if u == user_id]

    async def start(
        self, user_id: int, game: str, *, step: int, moves: Sequence[dict[str, Any]],
        script: str, now: str | None = None,
    ) -> TutorialProgress:  # fmt: skip
        old = self.rows.get((user_id, game))
        new = TutorialProgress(
            user_id, game, step, list(moves), script,
            old.mistakes if old else 0, "t", "t", old.finished_at if old else None,
        )  # fmt: skip
        self.rows[(user_id, game)] = new
        return new

    async def advance(
        self, user_id: int, game: str, *, from_step: int, step: int,
        moves: Sequence[dict[str, Any]], finished: bool = False, now: str | None = None,
    ) -> bool:  # fmt: skip
        old = self.rows.get((user_id, game))
        if old is None or old.step != from_step:
            return False
        done = old.finished_at or ("t" if finished else None)
        self.rows[(user_id, game)] = replace(old, step=step, moves=list(moves), finished_at=done)
        return True

    async def mistake(self, user_id: int, game: str, step: int) -> None:
        old = self.rows[(user_id, game)]
        if old.step == step:
            self.rows[(user_id, game)] = replace(old, mistakes=old.mistakes + 1)

    async def forget(self, user_id: int) -> int:
        mine = [key for key in self.rows if key[0] == user_id]
        for key in mine:
            del self.rows[key]
        return len(mine) + int(self.contacts.pop(user_id, None) is not None)

    async def first_contact(self, user_id: int, *, now: str | None = None) -> bool:
        if user_id in self.contacts:
            return False
        self.contacts[user_id] = user_id not in self.played
        return self.contacts[user_id]


def right(game: str, step: int, name: str = "Ana") -> Choice:
    """The hand control that plays the step's move (in a race: the claim button)."""
    frame = TutorialService.course(game, name).frames[step]
    rules = course(game).rules
    assert frame.expect is not None
    if is_race(rules):
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


@pytest.mark.parametrize("game", ["ten", "dobble"])
async def test_a_tutorial_from_its_start_to_its_end(game: str) -> None:
    store = MemoryTutorials()
    service = TutorialService(store)
    tut = await service.open(ANA, "Ana", game)
    assert tut.frame.number == 0 and tut.feedback is None and not tut.done
    steps = tut.course.steps
    while not tut.done:
        frame = tut.frame
        choice = Choice("next") if frame.reading else right(game, frame.number)
        tut = await service.answer(ANA, "Ana", game, frame.number, choice)
        assert tut.feedback is not None and tut.feedback.kind == "right"
        assert tut.feedback.key == (None if frame.reading else f"learn.{game}.{frame.key}.why")
    assert tut.frame.number == steps and tut.finished and tut.mistakes == 0
    kept = store.rows[(ANA, game)]
    assert (
        kept.step == steps
        and kept.finished_at
        and kept.moves == list(course(game).frames[steps].moves)
    )
    standings = {s.game: s for s in await service.standings(ANA)}
    assert standings[game].finished and standings["dobro"].step is None


async def test_a_race_s_claims_right_wrong_elsewhere_and_stale() -> None:
    """Dobble: a claim button is judged as the step's move, timed as the script's. A symbol
    not on both cards is a wrong claim (its events carry H13's lock-out; nothing moves); a
    right claim on another target is legal but not the step's; a symbol that does not exist
    and a move index (no hand has one here) are stale."""
    store = MemoryTutorials()
    service = TutorialService(store)
    mine = TutorialService.course("dobble", "Ana")
    rules = mine.rules
    await service.open(ANA, "Ana", "dobble")
    good = right("dobble", 0)
    tut = await service.answer(ANA, "Ana", "dobble", 0, Choice("claim", (good.index + 1) % 57))
    said = tut.feedback
    assert said is not None and said.kind == "wrong" and tut.frame.number == 0
    assert said.key == "learn.dobble.tower.wrong" and tut.mistakes == 1
    assert [ev["outcome"] for ev in said.events] == ["wrong"]
    assert said.events[0]["locked_until"] == 5300
    for choice in (Choice("claim", 999), Choice("next")):
        tut = await service.answer(ANA, "Ana", "dobble", 0, choice)
        assert tut.feedback is not None and tut.feedback.kind == "stale"
    tut = await service.answer(ANA, "Ana", "dobble", 0, good)
    assert tut.feedback is not None and tut.feedback.kind == "right" and tut.frame.number == 1
    # The poisoned gift: the pile's top shares a symbol with each other player's card; giving
    # it to Camille is a right claim, but the step gives it to Dominique.
    poison = mine.first_of(mine.lessons.index("poison"))
    await store.start(
        ANA, "dobble", step=poison, moves=list(course("dobble").frames[poison].moves),
        script=course("dobble").version,
    )  # fmt: skip
    frame = mine.frames[poison]
    camille = next(
        i
        for i in range(57)
        if (move := race_claim(rules, frame, i)) is not None
        and (events := rules.apply(frame.state, move)[1])[0]["outcome"] == "ok"
        and events[0]["to"] == "🤖 Camille"
    )
    tut = await service.answer(ANA, "Ana", "dobble", poison, Choice("claim", camille))
    said = tut.feedback
    assert said is not None and said.kind == "wrong" and tut.frame.number == poison
    assert [ev["outcome"] for ev in said.events] == ["ok"]
    assert store.rows[(ANA, "dobble")].mistakes == 2


async def test_wrong_refused_and_stale_answers_change_nothing_but_the_count() -> None:
    store = MemoryTutorials()
    service = TutorialService(store)
    await service.open(ANA, "Ana", "dobro")
    await service.answer(ANA, "Ana", "dobro", 0, right("dobro", 0))  # step 1: at least 6
    # A tempting move: the engine's refusal, with its rule.
    tut = await service.answer(ANA, "Ana", "dobro", 1, Choice("try", 0))
    assert tut.feedback is not None and tut.feedback.kind == "refused"
    assert "R6a" in tut.feedback.error.text("en") and tut.frame.number == 1
    # A legal move that is not the lesson's: the step's own sentence.
    frame = tut.frame
    rules = course("dobro").rules
    other = next(
        i
        for i in range(len(rules.legal_actions(frame.state, frame.seat)))
        if rules.to_record(frame.state, rules.action_at(frame.state, frame.seat, i, None))
        != frame.expect
    )
    tut = await service.answer(ANA, "Ana", "dobro", 1, Choice("move", other))
    assert tut.feedback is not None and tut.feedback.kind == "wrong"
    assert tut.feedback.key == "learn.dobro.at_least.wrong" and tut.mistakes == 2
    # Clicks drawn for another step, an index no move has, Next on a step to play: stale.
    for step, choice in ((0, right("dobro", 0)), (1, Choice("move", 99)), (1, Choice("next"))):
        tut = await service.answer(ANA, "Ana", "dobro", step, choice)
        assert tut.feedback is not None and tut.feedback.kind == "stale" and tut.frame.number == 1
    assert store.rows[(ANA, "dobro")].mistakes == 2


async def test_a_double_click_moves_on_once() -> None:
    store = MemoryTutorials()
    service = TutorialService(store)
    await service.open(ANA, "Ana", "sticks")
    first = await service.answer(ANA, "Ana", "sticks", 0, right("sticks", 0))
    # The second click read step 0 before the first stored step 1: storage refuses it.
    await store.start(ANA, "sticks", step=0, moves=[], script=course("sticks").version)
    real_advance = store.advance

    async def late(*args: Any, **kwargs: Any) -> bool:
        await real_advance(*args, **kwargs)  # the first click wins meanwhile
        return False

    store.advance = late  # type: ignore[method-assign]
    second = await service.answer(ANA, "Ana", "sticks", 0, right("sticks", 0))
    assert first.frame.number == 1 and second.frame.number == 1
    assert second.feedback is not None and second.feedback.kind == "stale"


async def test_a_changed_script_begins_the_lesson_again_and_restart_goes_back() -> None:
    store = MemoryTutorials()
    service = TutorialService(store)
    dobro = course("dobro")
    lesson2 = dobro.first_of(1)
    await store.start(ANA, "dobro", step=lesson2 + 2, moves=[], script="an older script")
    tut = await service.open(ANA, "Ana", "dobro")
    assert tut.frame.number == lesson2 and tut.feedback is not None
    assert tut.feedback.kind == "restarted"
    tut = await service.answer(ANA, "Ana", "dobro", lesson2, right("dobro", lesson2))
    tut = await service.restart_lesson(ANA, "Ana", "dobro", tut.frame.number)
    assert tut.frame.number == lesson2
    tut = await service.open(ANA, "Ana", "dobro", restart=True)
    assert tut.frame.number == 0
    with pytest.raises(TutorialError):
        await service.open(ANA, "Ana", "chess")


async def test_first_contact_is_asked_of_storage_once_per_person() -> None:
    store = MemoryTutorials()
    store.played.add(2)
    service = TutorialService(store)
    assert await service.greet(1) and not await service.greet(1)
    assert not await service.greet(2)
    assert store.contacts == {1: True, 2: False}
