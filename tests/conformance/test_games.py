"""The conformance suite: every game of the catalogue, and the toy game Eleven (the guide
followed to the letter), meets the same contract. Each check says in words what is wrong.

- nothing missing: the rules' members the kit cannot default, both renderers, the words;
- the rules package imports no platform but the kit;
- a seeded setup, the same for the same seed;
- legal actions of any seat, each rebuilt from its index, applying without changing the state;
  the waited seats can act; hint ∈ legal; views never leak; blocked cards cite a rule;
- the record: determinism, the round trip through ``replay`` (exit 0), an illegal action
  (exit 1), a malformed file and another game's record (exit 2, naming its command), rename;
- the standings' shape; the arena; the terminal game's prompt; the Discord renderer's views.
"""

from __future__ import annotations

import builtins
import itertools
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

import locales
from cogs.table.factory import TABLE_CONTROLS
from games import rules
from games.catalogue import module
from games.cli import main
from terminal import renderer

from . import kit
from .kit import play_through

NAMES = kit.names_under_test()
#: What a rules package may import of the platform: the kit and the protocol.
KIT_IMPORTS = ("from games.base ", "from games.protocol ", "from games import base")


@pytest.fixture(scope="module")
def toy() -> Iterator[None]:
    """Eleven in the catalogue, with its words, for the rest of this module (registering it
    reads every catalogue again: once, not once a test)."""
    with kit.toy():
        yield


@pytest.fixture(params=NAMES)
def game(request: pytest.FixtureRequest) -> str:
    """Each game under test by name (Eleven registered from its first test on)."""
    if request.param == kit.eleven.NAME:
        request.getfixturevalue("toy")
    name: str = request.param
    return name


def run(capsys: pytest.CaptureFixture[str], game: str, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv), game=game)
    out, err = capsys.readouterr()
    return code, out, err


# -- nothing missing ---------------------------------------------------------------------------


def test_nothing_is_missing(game: str) -> None:
    problems = kit.missing(game)
    assert not problems, f"{game} is not complete yet:\n- " + "\n- ".join(problems)


def test_the_report_says_what_is_missing_in_words() -> None:
    """A game begun and not finished is told, member by member, what to write and where."""
    from games.base import BaseRules

    class Begun(BaseRules[Any, Any]):
        name = "begun"

        def load(self, setup: Any, actions: Any) -> Any:
            return None

    import sys
    import types

    package = types.ModuleType("begun_rules")
    package.GAME = Begun()  # type: ignore[attr-defined]
    sys.modules["begun_rules"] = package
    try:
        with kit.registered("begun", "begun_rules"):
            problems = kit.missing("begun")
    finally:
        del sys.modules["begun_rules"]
    said = "\n".join(problems)
    for member in ("max_seats", "illegal", "new_setup", "legal_actions", "view"):
        assert f"begun_rules.GAME has no {member}: " in said, said
    assert "begun_rules.GAME has no load" not in said  # it wrote load
    assert "the game has no name in en: add game-name-begun" in said
    assert "no terminal renderer: terminal.begun must expose TERMINAL" in said
    assert "no Discord renderer: cogs.games.begun must expose RENDERER" in said
    assert all("docs/adding-a-game.md" in p for p in problems)


def test_the_rules_package_imports_no_platform_but_the_kit(game: str) -> None:
    package = rules(game).__class__.__module__.rpartition(".")[0]
    root = kit.ROOT.joinpath(*package.split("."))
    for path in root.glob("*.py"):
        if path.name == "__main__.py":
            continue  # the entry point runs the shared command line
        for line in path.read_text(encoding="utf-8").splitlines():
            line = line.strip()
            for name in ("tables", "storage", "standings", "cogs", "discord", "terminal", "games"):
                if line.startswith((f"import {name}", f"from {name}")):
                    kit_line = line.startswith(
                        ("from games.base ", "from games.protocol ", "from games import base")
                    )
                    assert kit_line, f"{path.name}: {line!r}: a rules package imports only the kit"


# -- setup and play ----------------------------------------------------------------------------


def test_a_seeded_setup(game: str) -> None:
    g = rules(game)
    n = kit.seats_for(g)
    names = [f"p{i}" for i in range(n)]
    setup = g.new_setup(names, g.options_model(), 41)
    assert setup == g.new_setup(names, g.options_model(), 41), "the same seed deals the same"
    assert json.loads(json.dumps(setup)) == setup, "a setup is stored as JSON"
    assert 41 in kit.leaves(setup).values(), "the setup keeps its seed"
    term = renderer(game)
    first = term.state_json(g.load(setup, []))
    assert first == term.state_json(g.load(setup, [])), "load is a function of the setup"
    assert g.players(g.load(setup, [])) == tuple(names) and g.version(g.load(setup, [])) == 0
    for bad in (
        names[:1] * (g.min_seats - 1) or ["solo"],
        [f"p{i}" for i in range(g.max_seats + 1)],
    ):
        if len(bad) < g.min_seats or len(bad) > g.max_seats:
            with pytest.raises(g.record_error):
                g.new_setup(bad, g.options_model(), 1)
    with pytest.raises(g.record_error):
        g.new_setup(["p0", "p0", *names[2:]], g.options_model(), 1)


@pytest.mark.parametrize("other", [False, True], ids=["defaults", "variant"])
def test_legal_actions_of_any_seat_hints_views_and_waits(game: str, other: bool) -> None:
    played = play_through(game, other)
    g, term = played.game, renderer(game)
    n = len(played.setup["players"])
    for upto in played.positions:
        state = played.state(upto)
        where = f"{game} after {upto} actions"
        before = term.state_json(state)
        for seat in range(n):
            items = list(g.legal_actions(state, seat))
            assert list(g.legal_actions(state, seat)) == items, f"{where}: legal actions change"
            for index in range(len(items)):
                move = kit.rebuild(g, state, seat, index)
                assert move is not None, f"{where}: seat {seat}'s action {index} cannot be rebuilt"
                assert g.seat_of(state, move) == seat, (
                    f"{where}: action {index} is not seat {seat}'s"
                )
                stored = g.to_record(state, move)
                assert g.parse(state, json.loads(json.dumps(stored))) == move, f"{where}: {stored}"
                new, events = g.apply(state, move)  # every listed action applies
                assert g.version(new) == g.version(state) + 1 and all("type" in e for e in events)
            for stale in (len(items), -1):
                assert g.action_at(state, seat, stale, None) is None, f"{where}: index {stale}"
            hint = g.hint(state, seat)
            if hint is not None:
                assert 0 <= hint.index < len(items), f"{where}: the hint is not a legal action"
                assert g.action_at(state, seat, hint.index, hint.param) is not None
                assert all(hint.text(lang) for lang in locales.LANGUAGES)
            for card, error in g.blocked(state, seat):
                assert card and error.rule and error.text("en"), f"{where}: {card} blocked"
        assert term.state_json(state) == before, f"{where}: apply changed the state it was given"
        for seat, kind in g.waits(state):
            assert kind in ("turn", "chore") and g.legal_actions(state, seat), f"{where}: {seat}"
        views = {seat: g.view(state, seat) for seat in range(n)}
        public = g.view(state, None)
        assert public == g.view(state, None) and views[0] == g.view(state, 0)
        leaks = kit.shared_secrets(views, public)
        assert not leaks, f"{where}: a view shows what its seat may not see: {leaks}"


def test_apply_and_apply_in_place_agree_and_replay_is_deterministic(game: str) -> None:
    played = play_through(game)
    g, term = played.game, renderer(game)
    final = played.state()
    assert g.is_over(final) and g.version(final) == len(played.actions)
    assert term.state_json(final) == term.state_json(played.state()), "load is deterministic"
    state = g.load(played.setup, [])
    for action in played.actions[:60]:
        move = g.parse(state, action)
        copy, events = g.apply(state, move)
        assert g.apply_in_place(state, move) == events
        assert term.state_json(copy) == term.state_json(state)


def test_the_standings(game: str) -> None:
    played = play_through(game)
    g = played.game
    table = g.standings(played.state())
    players = list(played.setup["players"])
    assert sorted(s.seat for s in table) == list(range(len(players))), "one standing a seat"
    assert all(s.name == players[s.seat] for s in table)
    positions = [s.position for s in table]
    assert positions[0] == 1 and positions == sorted(positions), "best first, from 1"
    winners = [s for s in table if s.winner]
    assert winners and all((s.position == 1) == s.winner for s in table)
    assert all(s.shared == (s.winner and len(winners) > 1) for s in table)
    for a, b in itertools.pairwise(table):
        if a.position < b.position:
            better = a.total <= b.total if g.score_order == "low" else a.total >= b.total
            assert better, f"{a.name} ({a.total}) ranks before {b.name} ({b.total})"
    assert all(
        isinstance(s.total, int) and all(isinstance(p, int) for p in s.round_points) for s in table
    )


# -- the record --------------------------------------------------------------------------------


def write(tmp_path: Path, data: Any, name: str = "record.json") -> Path:
    path = tmp_path / name
    path.write_text(data if isinstance(data, str) else json.dumps(data), encoding="utf-8")
    return path


def illegal_record(played: kit.Played) -> tuple[int, dict[str, Any]]:
    """A record whose action ``k`` breaks a rule: an earlier action made again."""
    g = played.game
    for k in (len(played.actions) // 2, 1, len(played.actions) - 1):
        for again in (played.actions[k - 1], played.actions[0]):
            actions = [*played.actions[:k], again]
            try:
                g.load(played.setup, actions)
            except g.replay_error:
                return k, g.export(played.state(k), played.setup, actions)
            except g.record_error:
                continue
    raise AssertionError(f"{played.name}: making an earlier action again is never illegal")


@pytest.mark.parametrize("other", [False, True], ids=["defaults", "variant"])
def test_replay_exit_codes(
    game: str, other: bool, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    played = play_through(game, other)
    g, term = played.game, renderer(game)
    for upto in (len(played.actions), len(played.actions) // 2):
        state = played.state(upto)
        record = g.export(state, played.setup, played.actions[:upto])
        code, out, err = run(capsys, game, "replay", str(write(tmp_path, record)))
        assert (code, err) == (0, ""), err
        assert json.loads(out) == term.state_json(state), "the export replays to the same state"
    k, record = illegal_record(played)
    code, out, err = run(capsys, game, "replay", str(write(tmp_path, record)))
    assert (code, err) == (1, ""), err
    printed = json.loads(out)
    error = printed.pop("error")
    assert error["message"] and printed == term.state_json(played.state(k)), "the state before it"
    for bad in ("{", "[1, 2]", "{}", ""):
        code, out, err = run(capsys, game, "replay", str(write(tmp_path, bad)))
        assert code == 2 and out == "" and err.count("\n") == 1 and "Traceback" not in err, bad
    code, out, err = run(capsys, game, "replay", str(tmp_path / "nowhere.json"))
    assert code == 2 and "cannot read the record" in err


def test_another_games_record_is_named(
    game: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """#33: a record given to the wrong game's replay names the right command, instead of a
    schema error that invites editing a valid file."""
    for other in [n for n in NAMES if n != game and n in __import__("games").names()]:
        played = play_through(other)
        record = played.game.export(played.state(), played.setup, played.actions)
        code, out, err = run(capsys, game, "replay", str(write(tmp_path, record)))
        title = renderer(other).title()
        said = f"this is a {title} record: use `python -m {module(other, 'rules')} replay`"
        assert (code, out) == (2, "") and said in err, err


@pytest.mark.parametrize("other", [False, True], ids=["defaults", "variant"])
def test_rename_replays_to_the_same_play(game: str, other: bool) -> None:
    played = play_through(game, other)
    g, term = played.game, renderer(game)
    old = played.setup["players"][0]
    setup, actions = g.rename(played.setup, played.actions, old, "Zoé Renamed")
    renamed = json.dumps(term.state_json(g.load(setup, actions)), ensure_ascii=False)
    original = json.dumps(term.state_json(played.state()), ensure_ascii=False)
    assert renamed == original.replace(f'"{old}"', '"Zoé Renamed"')
    with pytest.raises(g.record_error):
        g.rename(played.setup, played.actions, "nobody here", "x")
    with pytest.raises(g.record_error):
        g.rename(played.setup, played.actions, old, played.setup["players"][1])


# -- the arena and the terminal ----------------------------------------------------------------


def test_the_arena_runs_and_its_records_replay(
    game: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    g = rules(game)
    seats = ",".join((g.levels[-1], g.levels[0]))
    folder = tmp_path / "records"
    code, out, err = run(
        capsys,
        game,
        "arena",
        "--seats",
        seats,
        "--games",
        "2",
        "--seed",
        "3",
        "--records",
        str(folder),
    )
    assert code == 0, err
    summary = json.loads(out.strip().splitlines()[-1])
    assert summary["games"] == 2 and sum(summary["wins"].values()) == pytest.approx(2)
    for level, (low, high) in summary["win_rate_ci95"].items():
        assert low <= summary["win_rate"][level] <= high and high - low > 0.3  # 2 games: wide
    assert err.count("game ") == 2
    for path in sorted(folder.iterdir()):
        assert run(capsys, game, "replay", str(path))[0] == 0


def test_the_terminal_prompt(
    game: str, tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """help, hint and quit at the prompt of every game, the record kept with --save; EOF and a
    bad option each one line."""
    answers = iter(["?", "hint", "quit"])

    def typed(prompt: str = "") -> str:
        line = next(answers)
        print(prompt + line)
        return line

    monkeypatch.setattr(builtins, "input", typed)
    monkeypatch.chdir(tmp_path)
    save = tmp_path / "quit.json"
    code, out, err = run(capsys, game, "play", "--seed", "5", "--save", str(save))
    assert (code, err) == (0, ""), err
    hinted = ("The 'normal' computer would play", "No hint")
    assert any(words in out for words in hinted), "hint is answered"
    assert "stopped" in out and "saved to" in out
    assert run(capsys, game, "replay", str(save))[0] == 0
    monkeypatch.setattr(builtins, "input", lambda prompt="": (_ for _ in ()).throw(EOFError))
    code, out, err = run(capsys, game, "play", "--seed", "5")
    assert code == 1 and "Input ended (EOF)" in err and err.count("\n") == 1
    code, out, err = run(capsys, game, "play", "--players", "99")
    assert code == 2 and out == "" and err.count("\n") == 1 and "--players" in err
    assert list(tmp_path.iterdir()) == [save]


# -- the Discord renderer ----------------------------------------------------------------------


def _table(game: str, played: kit.Played, upto: int) -> Any:
    from storage import GameStatus, Seat
    from tables import Table, TableSettings

    players = played.setup["players"]
    table = Table(
        game_id=7,
        guild_id=1,
        channel_id=2,
        host_id=1000,
        settings=TableSettings(seats=len(players), game=game),
        seats=[Seat.human(i, 1000 + i, name) for i, name in enumerate(players)],
        status=GameStatus.ACTIVE,
        setup=played.setup,
        state=played.state(upto),
    )
    table.events.extend(played.events[-5:])
    return table


def _ids(view: Any) -> list[str]:
    out = []

    def walk(node: Any) -> None:
        if isinstance(node, dict):
            if "custom_id" in node:
                out.append(node["custom_id"])
            for value in node.values():
                walk(value)
        elif isinstance(node, list):
            for value in node:
                walk(value)

    walk(view.to_components())
    return out


def test_the_discord_renderer_draws_every_position(game: str) -> None:
    from cogs.games import renderer as discord_renderer
    from cogs.table import render as ui
    from cogs.table.options import options_words
    from games.options import declared

    played = play_through(game)
    g, drawn = played.game, discord_renderer(game)
    for upto in played.positions[1::2]:
        table = _table(game, played, upto)
        for lang in locales.LANGUAGES:
            public = _ids(ui.table_view(table, lang))
            assert not [i for i in public if i.startswith("dobro:m:")], "moves on the public view"
            for seat, name in enumerate(played.setup["players"]):
                moves = [
                    i
                    for i in _ids(drawn.hand_view(table, name, lang, TABLE_CONTROLS))
                    if i.startswith("dobro:m:")
                ]
                count = len(g.legal_actions(table.state, seat))
                assert all(int(i.split(":")[4]) < count for i in moves), (name, moves)
    for lang in locales.LANGUAGES:
        for ev in played.events:
            line = drawn.narrate(dict(ev), lang)
            assert line is None or isinstance(line, str)
        words = options_words(game, g.options_model().model_dump(), lang)
        assert len(words) <= len(declared(g.options_model)) and all(words)
    over = _table(game, played, len(played.actions))
    assert drawn.results_body(over, "en", {})
    assert all(len(pair) == 2 for pair in drawn.replay_hands(over, "en"))


def test_declared_options_are_slash_options_and_server_defaults(game: str) -> None:
    """Each option the rules declare (``games.options``) is, with no code of the game's own, a
    slash option of /dobro new with its choices, labels and words, and a server default
    (/dobro config option) that a new table starts with and the game deals from."""
    from cogs.table.options import chosen_options, game_options, options_words, table_command
    from games.options import declared
    from guilds.config import table_options
    from storage import GuildConfig

    g = rules(game)
    mine = declared(g.options_model)
    assert [o for name, o in game_options() if name == game] == list(mine)

    async def opened(interaction: Any, **values: Any) -> None:
        return None

    command = table_command(
        opened, name="new", description="new", base=[], renames={}, descriptions={}
    )
    params = {p.name: p for p in command.parameters}
    for option in mine:
        assert [c.value for c in params[option.command].choices] == [
            c.word for c in option.choices
        ], f"/dobro new {option.command} offers other choices than {game} declares"
    none_given = {o.field: None for o in mine}
    assert chosen_options(game, {o.command: None for o in mine}) == none_given
    for option in mine:
        for choice in option.choices:
            config = GuildConfig(1, options={game: {option.field: choice.word}})
            table = table_options(config, game=game, given=none_given, timer=None)
            assert table.options == {option.field: choice.value}
            try:
                opts = g.options(table.options)
            except g.record_error:
                continue  # a choice valid only with others (Dobble's modes, in wins scoring)
            g.new_setup([f"p{i}" for i in range(kit.seats_for(g))], opts, 3)
            words = options_words(game, table.options, "en")
            key = option.words_key(choice.value)
            assert key is None or locales.text(key, "en") in words
            given = chosen_options(game, {option.command: choice.word})
            assert table_options(config, game=game, given=given, timer=None).options == {
                option.field: choice.value
            }, "what the opener gives wins over the server's default"


def test_an_undeclared_option_or_missing_words_are_named() -> None:
    """The suite tells a game's author, in words, of a field players could not choose and of
    the words an option still lacks."""
    from types import SimpleNamespace
    from typing import Annotated, Literal

    from pydantic import BaseModel

    from games.options import Option

    class Opts(BaseModel):
        speed: Annotated[Literal["slow", "fast"], Option(labels="nowhere.{}")] = "slow"
        colour: str = "red"

    problems = kit._option_problems(SimpleNamespace(name="dobro", options_model=Opts))  # type: ignore[arg-type]
    text = "\n".join(problems)
    assert "dobro_rules.GAME.options_model.colour has no games.options.Option" in text
    for key in ("cmd.new.speed", "cmd.new.speed.description", "nowhere.slow", "nowhere.fast"):
        assert f"names the words {key}, missing in en" in text, key


def test_a_leaking_view_is_caught(monkeypatch: pytest.MonkeyPatch, toy: None) -> None:
    """The views check finds a seat that sees another's hand (here, Eleven's view made to show
    every hand to everyone)."""
    from .eleven.eleven_rules import engine

    honest = engine.view

    def leaky(state: Any, seat: int | None) -> Any:
        shown = honest(state, seat)
        if seat is None:
            return shown
        told = [
            s.model_copy(update={"hand_size": sum(state.hands[i])})
            for i, s in enumerate(shown.seats)
        ]
        return shown.model_copy(update={"seats": told})

    played = play_through(kit.eleven.NAME)
    state = played.state(3)
    monkeypatch.setattr(
        type(rules(kit.eleven.NAME)), "view", lambda self, st, seat: leaky(st, seat)
    )
    g = rules(kit.eleven.NAME)
    views = {seat: g.view(state, seat) for seat in range(3)}
    found = kit.shared_secrets(views, g.view(state, None))
    assert found and "seats[0].hand_size" in found[0]


def test_every_help_points_to_the_docs_in_the_repository(
    game: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """#33: ``--help`` names docs/rules/<game>.md, never a spec file a clone does not have."""
    specs = ("RECORD.md", "RULES.md", "STICKS.md", "TEN.md", "DOBBLE.md", "shared/")
    for argv in (["--help"], ["replay", "--help"], ["play", "--help"], ["arena", "--help"]):
        code, out, _ = run(capsys, game, *argv)
        assert code == 0 and not [s for s in specs if s in out], (argv, out)
    assert f"docs/rules/{game}.md" in run(capsys, game, "--help")[1]


def test_play_offers_every_level_a_table_offers(
    game: str, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """#33: ``--ai`` takes the searching level too (hard), as the arena and Discord do."""
    g = rules(game)
    monkeypatch.chdir(tmp_path)
    for level in (*g.levels, *g.search_levels):
        monkeypatch.setattr(builtins, "input", lambda prompt="": "quit")
        code, out, err = run(capsys, game, "play", "--seed", "2", "--ai", level)
        assert (code, err) == (0, ""), (level, err)
        assert f"'{level}'" in out
