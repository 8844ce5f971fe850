"""What the conformance suite asks of every game, said in words its author can act on.

``missing(name)`` lists what a game of the catalogue still lacks: the rules' members the kit
cannot default, the terminal renderer's, the Discord renderer's, the words. ``play_through``
plays a whole game by the game's own computers and keeps what the other checks replay. The
checks themselves are in ``test_games.py``; ``toy()`` registers the suite's toy game, Eleven.
"""

from __future__ import annotations

import json
import random
import typing
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from dataclasses import field as default
from functools import cache
from pathlib import Path
from typing import Any

import locales
from games import GameRules, registered, rules
from games.base import BaseRules
from games.catalogue import module
from games.options import OptionError, declared
from games.options import variant as options_variant
from terminal import renderer as terminal_renderer
from terminal.base import TerminalGame

from . import eleven

ROOT = Path(__file__).resolve().parents[2]
GUIDE = "docs/adding-a-game.md"

#: The rules' members the kit (``games.base.BaseRules``) cannot give, and what each is for.
RULES_REQUIRED = {
    "name": "the game's name, as the catalogue and every stored table know it",
    "max_seats": "how many players the rules allow at most",
    "illegal": "the one error type of a refused move (a locales.rules.Refusal whose text "
    "names the rule)",
    "new_setup": "deal a new game from the players, the options and a seed",
    "load": "replay a stored game (its setup and actions) to its state",
    "legal_actions": "what any seat may do now, in a stable order",
    "parse": "a stored action (JSON) as the engine's move",
    "to_record": "a move as the JSON the record stores (the inverse of parse)",
    "apply_in_place": "play a move on the state, every check made before any change",
    "standings": "each seat's final result, ties kept",
    "view": "what one seat (or the public) may see, never another seat's hidden cards",
}

#: The terminal renderer's members ``terminal.base.TerminalGame`` cannot give.
TERMINAL_REQUIRED = {
    "replay": "read a record file's JSON (the game's record format) to its state",
    "state_json": "the state as `replay` prints it",
    "show": "the table as the person at a seat sees it",
    "ask": "read the person's move at the prompt",
    "narrate": "what events tell the person, a line each",
}

PROTOCOL_MEMBERS = sorted(typing._get_protocol_attrs(GameRules))  # type: ignore[attr-defined]


def _given(obj: Any, member: str, base: type) -> bool:
    """Whether ``obj`` has ``member`` of its own, not the base's stub."""
    if not hasattr(type(obj), member) and not hasattr(obj, member):
        return False
    mine = getattr(type(obj), member, None)
    return mine is None or mine is not getattr(base, member, object())


def missing(name: str) -> list[str]:
    """Everything game ``name`` still lacks, a sentence each ([] when it is complete)."""
    problems: list[str] = []
    rules_at = module(name, "rules")
    try:
        game = rules(name)
    except Exception as exc:
        return [
            f"the catalogue line names {rules_at}, whose GAME cannot be loaded ({exc!r}): a "
            f"rules package exposes GAME, its games.GameRules ({GUIDE}, step 1)"
        ]
    if isinstance(game, BaseRules):
        for member, why in RULES_REQUIRED.items():
            if not _given(game, member, BaseRules):
                problems.append(f"{rules_at}.GAME has no {member}: {why} ({GUIDE}, step 1)")
    else:
        lacking = [m for m in PROTOCOL_MEMBERS if not hasattr(game, m)]
        if lacking:
            problems.append(
                f"{rules_at}.GAME lacks {', '.join(lacking)} of games.GameRules: build it on "
                f"games.base.BaseRules, which gives all but {len(RULES_REQUIRED)} of them"
            )
    if not problems:
        problems += _rules_values(game, rules_at)
    for lang in locales.LANGUAGES:
        if not locales.has(f"game.name.{name}", lang):
            problems.append(
                f"the game has no name in {lang}: add game-name-{name} to its words "
                f"(locales/{lang}/, {GUIDE}, step 4)"
            )
    problems += _terminal_problems(name)
    problems += _discord_problems(name, game)
    return problems


def _rules_values(game: GameRules[Any, Any], where: str) -> list[str]:
    problems = []
    if not 1 <= game.min_seats <= game.max_seats:
        problems.append(f"{where}.GAME seats {game.min_seats} to {game.max_seats} players")
    if not game.levels:
        problems.append(f"{where}.GAME offers no computer level (levels is empty)")
    if game.stand_in not in game.levels:
        problems.append(
            f"{where}.GAME's stand_in {game.stand_in!r} is not one of its levels {game.levels}"
        )
    if game.score_order not in ("low", "high"):
        problems.append(f"{where}.GAME's score_order is {game.score_order!r}, not low or high")
    for kind in ("illegal", "record_error", "replay_error"):
        if not (
            isinstance(getattr(game, kind), type) and issubclass(getattr(game, kind), Exception)
        ):
            problems.append(f"{where}.GAME's {kind} is not an exception type")
    try:
        game.options_model()
    except Exception as exc:
        problems.append(f"{where}.GAME's options_model has no defaults for every field ({exc})")
    return problems


def _terminal_problems(name: str) -> list[str]:
    where = module(name, "terminal")
    try:
        term = terminal_renderer(name)
    except Exception as exc:
        return [
            f"no terminal renderer: {where} must expose TERMINAL, a terminal.base.TerminalGame "
            f"({exc!r}; {GUIDE}, step 3)"
        ]
    own_loop = _given(term, "play", TerminalGame)  # a race plays its own loop: no ask
    return [
        f"{where}.TERMINAL has no {member}: {why} ({GUIDE}, step 3)"
        for member, why in TERMINAL_REQUIRED.items()
        if not _given(term, member, TerminalGame) and not (member == "ask" and own_loop)
    ]


def _discord_problems(name: str, game: GameRules[Any, Any]) -> list[str]:
    from cogs.games import Renderer, renderer

    where = module(name, "discord")
    try:
        found = renderer(name)
    except Exception as exc:
        return [
            f"no Discord renderer: {where} must expose RENDERER, a cogs.games.base.Renderer "
            f"({exc!r}; {GUIDE}, step 3)"
        ]
    problems = [
        f"{where}.RENDERER has no {member} (cogs.games.base.Renderer; {GUIDE}, step 3)"
        for member in sorted(typing._get_protocol_attrs(Renderer))  # type: ignore[attr-defined]
        if not hasattr(found, member)
    ]
    if problems:
        return problems
    for key in found.rules_pages():
        for lang in locales.LANGUAGES:
            if not locales.has(key, lang):
                problems.append(f"{where}.RENDERER names the words {key}, missing in {lang}")
    return problems + _option_problems(game)


def _option_problems(game: GameRules[Any, Any]) -> list[str]:
    """Each table option declared once, with everything people need to choose it: an
    ``Option`` on every field, and its words (the slash option's name and description, each
    value's label and its words in the lobby's settings line) in every language."""
    model = game.options_model
    where = f"{module(game.name, 'rules')}.GAME.options_model"
    try:
        found = declared(model)
    except OptionError as exc:
        return [f"{where}: {exc} ({GUIDE}, step 1)"]
    problems = [
        f"{where}.{field} has no games.options.Option: players could not choose it at a table "
        f"(Annotated[..., Option(...)]; {GUIDE}, step 1)"
        for field in model.model_fields
        if field not in {o.field for o in found}
    ]
    for option in found:
        keys = [f"cmd.new.{option.command}", f"cmd.new.{option.command}.description"]
        keys += [c.label for c in option.choices]
        keys += [k for c in option.choices if (k := option.words_key(c.value)) is not None]
        for key in dict.fromkeys(keys):
            for lang in locales.LANGUAGES:
                if not locales.has(key, lang):
                    problems.append(
                        f"the option {option.command} of {game.name} names the words {key}, "
                        f"missing in {lang} (locales/{lang}/, {GUIDE}, step 4)"
                    )
    return problems


# --------------------------------------------------------------------------------------------
# A whole game, played once per game and kept


@dataclass
class Played:
    """A whole game of computers: its setup, actions, every event, and the positions the
    checks look at (action counts)."""

    name: str
    setup: dict[str, Any]
    actions: list[dict[str, Any]]
    events: list[dict[str, Any]] = default(default_factory=list)
    positions: list[int] = default(default_factory=list)

    @property
    def game(self) -> GameRules[Any, Any]:
        return rules(self.name)

    def state(self, upto: int | None = None) -> Any:
        return self.game.load(
            self.setup, self.actions[: len(self.actions) if upto is None else upto]
        )


#: How many moves a game may take before the suite calls it endless.
MAX_MOVES = 5000


def seats_for(game: GameRules[Any, Any]) -> int:
    return min(max(3, game.min_seats), game.max_seats)


def variant(game: GameRules[Any, Any]) -> dict[str, Any]:
    """The table options that are not the defaults, from the game's declaration: the last
    choice of each option the model takes with the others (Dobro's long game with manual
    drawing, Sticks' trimmed deck played face down, Dobble's tournament)."""
    return options_variant(game.options_model)


@cache
def play_through(name: str, other: bool = False, seed: int = 7) -> Played:
    """A whole game between the game's computer levels (``computer_move``), at every seat,
    with the default options (``other``: the ``variant`` options)."""
    game = rules(name)
    n = seats_for(game)
    options = game.options_model(**(variant(game) if other else {}))
    setup = game.new_setup([f"p{i}" for i in range(n)], options, seed)
    state = game.load(setup, [])
    levels = {s: game.levels[s % len(game.levels)] for s in range(n)}
    rng = random.Random(seed)
    played = Played(name, setup, [], list(game.opening_events(state)))
    while not game.is_over(state):
        if len(played.actions) >= MAX_MOVES:
            raise AssertionError(
                f"{name}: no end after {MAX_MOVES} moves of its computers: does computer_move "
                "ever finish a game?"
            )
        move = game.computer_move(state, levels, rng)
        if move is None:
            raise AssertionError(
                f"{name}: computer_move returned None for a table of computers that is not "
                f"over (waits: {list(game.waits(state))})"
            )
        played.actions.append(game.to_record(state, move))
        played.events += game.apply_in_place(state, move)
    total = len(played.actions)
    played.positions = sorted({0, 1, 2, total // 3, total // 2, (2 * total) // 3, total - 1, total})
    return played


def rebuild(game: GameRules[Any, Any], state: Any, seat: int, index: int) -> Any:
    """The move at ``index`` of the seat's legal actions, with a parameter if it needs one
    (tried from 0 to 12: a joker's value, an offer): the first the rules accept."""
    for param in (None, *range(13)):
        move = game.action_at(state, seat, index, param)
        if move is None:
            continue
        try:
            game.apply(state, move)
        except game.illegal:
            continue
        return move
    return None


def leaves(value: Any, path: str = "") -> dict[str, Any]:
    """A JSON value as {path: leaf}."""
    if isinstance(value, Mapping):
        out: dict[str, Any] = {}
        for key, item in value.items():
            out.update(leaves(item, f"{path}.{key}"))
        return out
    if isinstance(value, Sequence) and not isinstance(value, str):
        out = {}
        for i, item in enumerate(value):
            out.update(leaves(item, f"{path}[{i}]"))
        return out
    return {path: value}


def shared_secrets(views: Mapping[int, Any], public: Any) -> list[str]:
    """Where two seats' views show the same thing the public view does not: something hidden
    that a seat sees of another (its hand, a face-down card). Yes/no flags are left out: two
    seats may both be waited on."""
    pub = leaves(json.loads(public.model_dump_json()))
    seen = {s: leaves(json.loads(v.model_dump_json())) for s, v in views.items()}
    found = []
    seats = sorted(seen)
    for path, value in pub.items():
        for i, s in enumerate(seats):
            mine = seen[s].get(path, value)
            if mine == value or isinstance(mine, bool) or mine is None:
                continue
            for t in seats[i + 1 :]:
                if seen[t].get(path, value) == mine:
                    found.append(
                        f"{path}: seats {s} and {t} both see {mine!r}, the public {value!r}"
                    )
    return found


@contextmanager
def toy() -> Iterator[None]:
    """Eleven in the catalogue, with its words, while the block runs (never for players)."""
    with registered(eleven.NAME, **eleven.REGISTRATION), locales.added(eleven.WORDS):
        yield


def names_under_test() -> list[str]:
    import games

    return [*games.names(), eleven.NAME]
