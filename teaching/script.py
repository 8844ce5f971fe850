"""A tutorial script (data) and the course the engine makes of it.

A script is a JSON file, ``teaching/scripts/<game>.json``: a few lessons, each a fixed deal (the
game's own setup, every card spelled out or a seed) and a path of actions the engine plays in
order. An item of the path that names a ``step`` is one the learner does: the words come from
the catalogue (``learn.<game>.<step>``: what to do; ``.why``: one line once it is done;
``.wrong``, optional: why another legal move is not the lesson), and ``try`` lists tempting
moves shown beside the hand (the engine refuses them with the rule's reason). An item with a
step and no action is read (a *Next* button). Any other item is played by itself: the
computers' moves, or a stretch of the learner's own the lesson fast-forwards.

    {"game": "dobro", "learner": "you",
     "lessons": [{"key": "bids", "setup": {...},
                  "path": [{"step": "open", "do": {"player": "you", "play": ["4"]}},
                           {"do": {"player": "🤖 Camille", "play": ["5"]}},
                           {"step": "at_least", "do": {...},
                            "try": [{"do": {"player": "you", "play": ["5"]},
                                     "label": "play", "args": {"cards": "5"}}]},
                           {"step": "score"}]}]}

``course(game, name)`` replays the script once (through ``games.GameRules``: the engine judges
every move, a script that breaks a rule does not load) into frames, one per step and one for
the end, the learner's seat called ``name``. Frames are shared by every learner of that name
and never changed.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from functools import cache, lru_cache
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, model_validator

from games import GameRules, names, rules

#: Where the scripts are: one ``<game>.json`` per game that has a tutorial.
SCRIPTS = Path(__file__).resolve().parent / "scripts"
#: The name of the end frame's key (``learn.<game>.done``).
DONE = "done"
#: Log lines a frame keeps of what happened since the previous step (as a table's log).
LOG_LENGTH = 6


class ScriptError(ValueError):
    """A script that does not load: a bad shape, or a move the rules refuse."""


class Try(BaseModel):
    """A tempting move shown beside the hand: ``label`` is ``learn.<game>.try.<label>`` with
    ``args``. The engine judges it like any move (most are refused, with the rule)."""

    model_config = ConfigDict(extra="forbid")

    do: dict[str, Any]
    label: str
    args: dict[str, str | int] = Field(default_factory=dict)


class Item(BaseModel):
    """One item of a lesson's path (see the module's docstring)."""

    model_config = ConfigDict(extra="forbid", populate_by_name=True)

    step: str | None = None
    do: dict[str, Any] | None = None
    tries: list[Try] = Field(default_factory=list, alias="try")
    #: For whoever edits the script: why this item is here (never shown).
    note: str | None = None

    @model_validator(mode="after")
    def _shape(self) -> Item:
        if self.step is None and self.do is None:
            raise ValueError("an item is a step, an action, or both")
        if self.step is None and self.tries:
            raise ValueError("only a step offers tries")
        if self.step is not None and not self.step.isidentifier():
            raise ValueError(f"a step's key is a word: {self.step!r}")
        return self


class LessonScript(BaseModel):
    """A lesson: its title's key (``learn.<game>.lesson.<key>``), its deal, its path."""

    model_config = ConfigDict(extra="forbid")

    key: str
    setup: dict[str, Any]
    path: list[Item]


class Script(BaseModel):
    """A game's tutorial: who the learner is in the records, and the lessons in order."""

    model_config = ConfigDict(extra="forbid")

    game: str
    learner: str
    lessons: list[LessonScript] = Field(min_length=1)


@dataclass(frozen=True, slots=True)
class Frame:
    """One step of a course, as the learner meets it.

    ``state``: the game before the step (never changed: moves are applied to copies);
    ``events``: what happened since the previous step, its last ``LOG_LENGTH`` lines (the
    learner's right move and what followed); ``expect``: the right action, None for a step to
    read and for the end; ``moves``: the lesson's actions before this step (what storage
    keeps); ``seat``: the learner's seat.
    """

    number: int
    lesson: int
    key: str
    state: Any
    events: tuple[dict[str, Any], ...]
    expect: dict[str, Any] | None
    tries: tuple[Try, ...]
    moves: tuple[dict[str, Any], ...]
    seat: int

    @property
    def reading(self) -> bool:
        return self.expect is None


@dataclass(frozen=True, slots=True)
class Course:
    """A script made ready: its frames (every step, then the end) for one learner's name."""

    game: str
    #: The script's version (a hash of its file): stored progress follows one version.
    version: str
    learner: str
    players: tuple[str, ...]
    lessons: tuple[str, ...]
    frames: tuple[Frame, ...]

    @property
    def steps(self) -> int:
        """How many steps the learner takes (the end frame is not one)."""
        return len(self.frames) - 1

    @property
    def rules(self) -> GameRules[Any, Any]:
        return rules(self.game)

    def first_of(self, lesson: int) -> int:
        """The number of the lesson's first step."""
        return next(f.number for f in self.frames if f.lesson == lesson)


def games() -> tuple[str, ...]:
    """The games that have a tutorial, in the catalogue's order."""
    return tuple(name for name in names() if (SCRIPTS / f"{name}.json").is_file())


@cache
def _script(game: str) -> tuple[Script, str]:
    path = SCRIPTS / f"{game}.json"
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise ScriptError(f"{game}: no tutorial ({exc.strerror})") from None
    try:
        script = Script.model_validate(json.loads(data))
    except ValueError as exc:
        raise ScriptError(f"{path.name}: {exc}") from None
    if script.game != game:
        raise ScriptError(f"{path.name} is the script of {script.game!r}, not {game!r}")
    return script, hashlib.sha256(data).hexdigest()[:12]


def read_script(game: str) -> Script:
    """``game``'s script as written (``ScriptError`` if it has none or it is malformed)."""
    return _script(game)[0]


def _events(game: GameRules[Any, Any], events: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [ev for ev in events if ev.get("type") not in game.quiet_events]


def _rename(
    game: GameRules[Any, Any], lesson: LessonScript, old: str, new: str
) -> tuple[dict[str, Any], list[dict[str, Any] | None], list[tuple[dict[str, Any], ...]]]:
    """A lesson's setup, path actions and tries with the learner called ``new``."""
    actions = [item.do for item in lesson.path if item.do is not None]
    setup, renamed = (
        (dict(lesson.setup), [dict(a) for a in actions])
        if old == new
        else game.rename(lesson.setup, actions, old, new)
    )
    flat = iter(renamed)
    dos: list[dict[str, Any] | None] = [
        next(flat) if item.do is not None else None for item in lesson.path
    ]
    tries = [
        tuple(t.do for t in item.tries)
        if old == new or not item.tries
        else tuple(game.rename(lesson.setup, [t.do for t in item.tries], old, new)[1])
        for item in lesson.path
    ]
    return setup, dos, tries


@lru_cache(maxsize=256)
def course(game: str, name: str | None = None) -> Course:
    """``game``'s course with the learner called ``name`` (default: the script's own name,
    in which storage keeps progress). ``ScriptError`` for a script the engine refuses."""
    written, version = _script(game)
    game_rules = rules(game)
    learner = name or written.learner
    frames: list[Frame] = []
    players: tuple[str, ...] = ()
    for number, lesson in enumerate(written.lessons):
        where = f"{game} lesson {lesson.key}"
        if written.learner not in lesson.setup.get("players", ()):
            raise ScriptError(f"{where}: the learner {written.learner!r} does not play")
        try:
            setup, dos, tries = _rename(game_rules, lesson, written.learner, learner)
            state = game_rules.load(setup, [])
        except (game_rules.record_error, game_rules.replay_error) as exc:
            raise ScriptError(f"{where}: {exc}") from None
        players = tuple(game_rules.players(state))
        seat = players.index(learner)
        events = _events(game_rules, game_rules.opening_events(state))
        moves: list[dict[str, Any]] = []
        for item, do, tried in zip(lesson.path, dos, tries, strict=True):
            if item.step is not None:
                if do is not None and do.get("player") != learner:
                    raise ScriptError(f"{where}, step {item.step}: the learner does not act")
                frames.append(
                    Frame(
                        number=len(frames),
                        lesson=number,
                        key=item.step,
                        state=state,
                        events=tuple(events[-LOG_LENGTH:]),
                        expect=do,
                        tries=tuple(
                            t.model_copy(update={"do": d})
                            for t, d in zip(item.tries, tried, strict=True)
                        ),
                        moves=tuple(moves),
                        seat=seat,
                    )
                )
                events = []
            if do is None:
                continue
            try:
                move = game_rules.parse(state, do)
                state, happened = game_rules.apply(state, move)
            except (game_rules.record_error, game_rules.illegal) as exc:
                raise ScriptError(f"{where}: {do} is refused: {exc}") from None
            events.extend(_events(game_rules, happened))
            moves.append(do)
        if not frames or frames[-1].lesson != number:
            raise ScriptError(f"{where}: a lesson needs a step")
        if number == len(written.lessons) - 1:
            frames.append(
                Frame(
                    number=len(frames),
                    lesson=number,
                    key=DONE,
                    state=state,
                    events=tuple(events[-LOG_LENGTH:]),
                    expect=None,
                    tries=(),
                    moves=tuple(moves),
                    seat=seat,
                )
            )
    return Course(
        game=game,
        version=version,
        learner=learner,
        players=players,
        lessons=tuple(lesson.key for lesson in written.lessons),
        frames=tuple(frames),
    )
