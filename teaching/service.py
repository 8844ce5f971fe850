"""The tutorial service: each person's place in each game's tutorial, and the judge of their
moves. No Discord here: the learn cog (``cogs/learn.py``) calls it with user ids and draws what
it returns.

A click on a tutorial control carries the game, the step it was drawn for and what it stands
for: the index of a legal action (as a table's hand control), a tempting move of the script, or
*Next* on a step to read. Under the storage's compare-and-set the service:

1. reads the person's place (a first visit starts the course; a place stored under another
   version of the script begins its lesson again);
2. refuses a click drawn for another step as stale (the current step is shown again);
3. rebuilds the move with the engine (``GameRules.action_at``, as a table does; in a race,
   ``RaceRules.race_move``, timed as the script's own move: ``race_claim``) or parses the
   tempting one, and lets the engine judge it: a refusal is explained with the rule's reason
   (``GameRules.illegal.text``); a legal move that is not the step's is explained by the
   step's own sentence; the right one moves the person on (the step's *why*, then what the
   others did, then the next step);
4. stores the new place only if it is still the one it read, so a double click never skips a
   step.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Literal, Protocol, cast

from games import GameRules
from games.protocol import is_race
from tables import unique_name

from .script import DONE, Course, Frame, course, games

#: How many people's first contact the service remembers (beyond, storage answers again).
SEEN_MEMORY = 50_000

FeedbackKind = Literal["right", "wrong", "refused", "stale", "restarted", "resumed"]


class ProgressLike(Protocol):
    """A stored place in a tutorial (``storage.TutorialProgress`` is one)."""

    @property
    def step(self) -> int: ...
    @property
    def moves(self) -> list[dict[str, Any]]: ...
    @property
    def script(self) -> str: ...
    @property
    def mistakes(self) -> int: ...
    @property
    def finished_at(self) -> str | None: ...
    @property
    def game(self) -> str: ...


class TutorialStore(Protocol):
    """Where places are kept (``storage.TutorialRepo`` is one)."""

    async def get(self, user_id: int, game: str) -> ProgressLike | None: ...

    async def of_user(self, user_id: int) -> Sequence[ProgressLike]: ...

    async def start(
        self,
        user_id: int,
        game: str,
        *,
        step: int,
        moves: Sequence[dict[str, Any]],
        script: str,
        now: str | None = None,
    ) -> ProgressLike: ...

    async def advance(
        self,
        user_id: int,
        game: str,
        *,
        from_step: int,
        step: int,
        moves: Sequence[dict[str, Any]],
        finished: bool = False,
        now: str | None = None,
    ) -> bool: ...

    async def mistake(self, user_id: int, game: str, step: int) -> None: ...

    async def first_contact(self, user_id: int, *, now: str | None = None) -> bool: ...

    async def forget(self, user_id: int) -> int: ...


class TutorialError(Exception):
    """A request the tutorials refuse: ``no_tutorial`` (a game without one)."""

    def __init__(self, code: str, **params: Any) -> None:
        self.code = code
        self.params = params
        super().__init__(code, params)


@dataclass(frozen=True, slots=True)
class Choice:
    """What a tutorial control stands for: ``move`` (the index of a legal action, ``param``
    its number), ``claim`` (a race's action ``index``: Dobble's symbol, ``race_claim``),
    ``try`` (the step's tempting move ``index``) or ``next`` (a step to read)."""

    kind: Literal["move", "claim", "try", "next"]
    index: int = 0
    param: int | None = None


@dataclass(frozen=True, slots=True)
class Feedback:
    """What to tell the learner about their last click: ``key`` a catalogue key (the step's
    *why*, or why a legal move is not the lesson), ``error`` the engine's refusal (its
    ``text(lang)`` names the rule), ``step`` the key of the step it is about, ``events``
    what a legal move that is not the step's would have made happen (a race's wrong claim:
    its outcome and lock-out, which the learner is told as a table would tell them)."""

    kind: FeedbackKind
    step: str = ""
    key: str | None = None
    error: Any = None
    events: tuple[dict[str, Any], ...] = ()


@dataclass(frozen=True, slots=True)
class Tutorial:
    """A person's tutorial now: the course (their seat called by their name), the frame they
    are at, how many wrong answers so far, whether they ever finished, and the feedback."""

    course: Course
    frame: Frame
    mistakes: int
    finished: bool
    feedback: Feedback | None = None

    @property
    def done(self) -> bool:
        return self.frame.key == DONE


@dataclass(frozen=True, slots=True)
class Standing:
    """One game's tutorial in a person's list: its steps, where they are, done or not."""

    game: str
    steps: int
    step: int | None
    finished: bool


class TutorialService:
    """Tutorials over storage (``store``: ``db.tutorials``)."""

    def __init__(self, store: TutorialStore) -> None:
        self.store = store
        self._seen: OrderedDict[int, None] = OrderedDict()

    @staticmethod
    def games() -> tuple[str, ...]:
        return games()

    @staticmethod
    def course(game: str, name: str | None = None) -> Course:
        """``game``'s course with the learner called ``name`` (a display name, made distinct
        from the computers' names), ``TutorialError("no_tutorial")`` without one."""
        if game not in games():
            raise TutorialError("no_tutorial", game=game)
        canonical = course(game)
        if name is None:
            return canonical
        others = set(canonical.players) - {canonical.learner}
        return course(game, unique_name(name, others))

    async def forget(self, user_id: int) -> int:
        """``/dobro forget-me``: the person's tutorials and first-contact mark go (how many rows);
        they are greeted again as a newcomer if they come back."""
        self._seen.pop(user_id, None)
        return await self.store.forget(user_id)

    async def standings(self, user_id: int) -> list[Standing]:
        """Every tutorial, with ``user_id``'s place in it."""
        kept = {p.game: p for p in await self.store.of_user(user_id)}
        out = []
        for game in games():
            place = kept.get(game)
            out.append(
                Standing(
                    game=game,
                    steps=course(game).steps,
                    step=min(place.step, course(game).steps) if place else None,
                    finished=bool(place and place.finished_at),
                )
            )
        return out

    async def open(self, user_id: int, name: str, game: str, *, restart: bool = False) -> Tutorial:
        """``user_id``'s tutorial of ``game`` where they left it (a first visit: its start;
        ``restart``: the start again)."""
        mine = self.course(game, name)
        if restart:
            return await self._goto(user_id, mine, 0, Feedback("restarted"))
        return await self._current(user_id, mine)

    async def restart_lesson(self, user_id: int, name: str, game: str, step: int) -> Tutorial:
        """The lesson of ``step`` from its first step (the end: the whole course again)."""
        mine = self.course(game, name)
        frame = mine.frames[max(0, min(step, mine.steps))]
        target = 0 if frame.key == DONE else mine.first_of(frame.lesson)
        return await self._goto(user_id, mine, target, Feedback("restarted"))

    async def answer(
        self, user_id: int, name: str, game: str, step: int, choice: Choice
    ) -> Tutorial:
        """Judge a click drawn for ``step`` (see the module's docstring)."""
        mine = self.course(game, name)
        now = await self._current(user_id, mine)
        frame = now.frame
        if step != frame.number or now.done:
            return _with(now, Feedback("stale", frame.key))
        game_rules = mine.rules
        if choice.kind == "next":
            if not frame.reading:
                return _with(now, Feedback("stale", frame.key))
            return await self._advance(user_id, mine, now, frame.key)
        if frame.reading:
            return _with(now, Feedback("stale", frame.key))
        if choice.kind == "move":
            move = game_rules.action_at(frame.state, frame.seat, choice.index, choice.param)
            if move is None:
                return _with(now, Feedback("stale", frame.key))
        elif choice.kind == "claim":
            move = race_claim(game_rules, frame, choice.index)
            if move is None:
                return _with(now, Feedback("stale", frame.key))
        else:
            if not 0 <= choice.index < len(frame.tries):
                return _with(now, Feedback("stale", frame.key))
            try:
                move = game_rules.parse(frame.state, frame.tries[choice.index].do)
            except game_rules.record_error:
                return _with(now, Feedback("stale", frame.key))
        try:
            _, happened = game_rules.apply(frame.state, move)
        except game_rules.illegal as exc:
            await self.store.mistake(user_id, game, frame.number)
            return _with(now, Feedback("refused", frame.key, error=exc), mistakes=1)
        if game_rules.to_record(frame.state, move) != frame.expect:
            await self.store.mistake(user_id, game, frame.number)
            wrong = Feedback(
                "wrong", frame.key, key=f"learn.{game}.{frame.key}.wrong", events=tuple(happened)
            )
            return _with(now, wrong, mistakes=1)
        return await self._advance(user_id, mine, now, frame.key)

    async def greet(self, user_id: int) -> bool:
        """First contact: whether ``user_id`` never played nor learnt and is looked at for the
        first time (their hand then says how to learn). Remembered here too, so most hands
        cost no query."""
        if user_id in self._seen:
            self._seen.move_to_end(user_id)
            return False
        newcomer = await self.store.first_contact(user_id)
        self._seen[user_id] = None
        if len(self._seen) > SEEN_MEMORY:
            self._seen.popitem(last=False)
        return newcomer

    # ------------------------------------------------------------------ helpers

    async def _current(self, user_id: int, mine: Course) -> Tutorial:
        """Where ``user_id`` is: a first visit starts the course; a place that does not match
        the script (another version, other moves) begins its lesson again."""
        place = await self.store.get(user_id, mine.game)
        if place is None:
            return await self._goto(user_id, mine, 0, None)
        canonical = course(mine.game)
        step = place.step
        if (
            place.script != canonical.version
            or not 0 <= step <= canonical.steps
            or list(canonical.frames[step].moves) != list(place.moves)
        ):
            last = canonical.frames[max(0, min(step, canonical.steps))]
            first = 0 if last.key == DONE else canonical.first_of(last.lesson)
            return await self._goto(user_id, mine, first, Feedback("restarted"))
        return Tutorial(mine, mine.frames[step], place.mistakes, place.finished_at is not None)

    async def _goto(
        self, user_id: int, mine: Course, step: int, feedback: Feedback | None
    ) -> Tutorial:
        canonical = course(mine.game)
        place = await self.store.start(
            user_id,
            mine.game,
            step=step,
            moves=list(canonical.frames[step].moves),
            script=canonical.version,
        )
        return Tutorial(
            mine, mine.frames[step], place.mistakes, place.finished_at is not None, feedback
        )

    async def _advance(self, user_id: int, mine: Course, now: Tutorial, key: str) -> Tutorial:
        step = now.frame.number + 1
        canonical = course(mine.game)
        ended = step == mine.steps
        moved = await self.store.advance(
            user_id,
            mine.game,
            from_step=now.frame.number,
            step=step,
            moves=list(canonical.frames[step].moves),
            finished=ended,
        )
        if not moved:  # another click moved them first: show where they are
            again = await self._current(user_id, mine)
            return _with(again, Feedback("stale", again.frame.key))
        why = None if now.frame.reading else f"learn.{mine.game}.{key}.why"
        right = Feedback("right", key, key=why)
        return Tutorial(mine, mine.frames[step], now.mistakes, now.finished or ended, right)


def race_claim(game_rules: GameRules[Any, Any], frame: Frame, index: int) -> Any | None:
    """The learner's claim of race action ``index`` (``games.protocol.RaceRules``; Dobble: a
    symbol) at a step of a racing game's tutorial: made at the time the script gives the
    step's own move (a tutorial is alone and untimed: every answer is made "then", so a right
    one is exactly the script's), having seen the stage as it is. None: not a race, a step to
    read, or an index that means nothing."""
    if not is_race(game_rules) or frame.expect is None:
        return None
    race = cast(Any, game_rules)
    try:
        expected = game_rules.parse(frame.state, frame.expect)
    except game_rules.record_error:
        return None
    (t, _seat), _older = race.race_order(frame.state, expected)
    return race.race_move(frame.state, frame.seat, index, t, race.race_seen(frame.state))


def _with(now: Tutorial, feedback: Feedback, *, mistakes: int = 0) -> Tutorial:
    return Tutorial(now.course, now.frame, now.mistakes + mistakes, now.finished, feedback)
