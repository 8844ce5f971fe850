"""``python -m ten_rules``: the replay contract (exit codes, stdout and stderr), ``--help``,
and the terminal game: typed choices, menu letters, help, quit, EOF, bad options, and whole
games driven by piped input whose saved records replay to the same end."""

from __future__ import annotations

import builtins
import json
import random
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

import ten_rules as t
from games.cli import main as games_main
from ten_rules.engine import Choice
from terminal import ten as cli

from .gen_records import E1_ACTIONS, E1_REST, e1, e2
from .helpers import RECORDS, first, open_, reveal, write
from .helpers import cli as run_cli


def main(argv: list[str]) -> int:
    """``python -m ten_rules ARGV`` in this process."""
    return games_main(argv, game="ten")


PROMPT = "Your choice (? for help): "


# -- replay --------------------------------------------------------------------------------


def test_replay_exit_0_prints_the_state(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["replay", str(RECORDS / "e2.json")]) == 0
    captured = capsys.readouterr()
    assert captured.err == ""
    assert json.loads(captured.out) == t.state_json(t.replay(e2()))


def test_replay_reads_standard_input() -> None:
    proc = run_cli("replay", "-", stdin=json.dumps(e1()))
    assert proc.returncode == 0 and proc.stderr == b""
    assert json.loads(proc.stdout)["waiting"] == "cleo"


def test_replay_exit_codes_through_the_real_entry_point(tmp_path: Path) -> None:
    bad = e1()
    bad["actions"] = [*E1_ACTIONS, first("ana", "ana")]
    proc = run_cli("replay", str(write(tmp_path, bad)))
    assert proc.returncode == 1 and proc.stderr == b""
    out = json.loads(proc.stdout)
    assert out["error"] == {
        "index": 10,
        "message": "It is cleo's turn to open or pass (rule R12, opening).",
    }
    proc = run_cli("replay", str(write(tmp_path, "{", "broken.json")))
    assert proc.returncode == 2 and proc.stdout == b""
    assert proc.stderr.decode().count("\n") == 1 and "not valid JSON" in proc.stderr.decode()


def test_replay_a_missing_file_is_exit_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["replay", str(tmp_path / "none.json")]) == 2
    captured = capsys.readouterr()
    assert captured.out == "" and captured.err.count("\n") == 1


def test_replay_names_unencodable_in_the_terminal(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    rec = {"game": "ten", "players": ["a\ud800", "b"], "seed": 1, "actions": []}
    path = tmp_path / "s.json"
    path.write_text(json.dumps(rec), encoding="utf-8")  # escaped in the file: valid JSON
    assert main(["replay", str(path)]) == 0
    assert json.loads(capsys.readouterr().out)["first"] == "a\ud800"


def test_help_and_usage(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--help"]) == 0
    out = capsys.readouterr().out
    assert "replay FILE" in out and "Exit 2" in out
    assert main([]) == 2
    assert main(["frobnicate"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1


# -- play: reading typed choices -----------------------------------------------------------


def at(actions: list[dict[str, Any]], rec: dict[str, Any] | None = None) -> t.TenState:
    rec = rec or e1()
    return t.replay({**rec, "actions": actions})


def read(state: t.TenState, line: str) -> cli.Reply:
    return cli.interpret(line, state, state.waiting, t.seat_choices(state, state.waiting))


def test_typed_plays() -> None:
    s = at([])  # ana holds 2 4 P3 J
    r = read(s, "4")
    assert r.kind == "move" and r.choice == Choice("play", "play_up", "4", True, 0)
    r = read(s, "4 down 2")
    assert r.choice == Choice("play", "play_down", "4", False, 2)
    r = read(s, "p3 face down, 1 chip")
    assert r.choice == Choice("play", "play_down", "P3", False, 1)
    r = read(s, "J up as 4")
    assert (r.kind, r.choice and r.choice.card, r.param) == ("move", "J", 4)
    assert read(s, "joker").kind == "value"
    assert read(s, "J down 2").choice == Choice("play", "play_down", "J", False, 2)
    assert "rule H2" in read(s, "J up as 11").text
    assert "rule H2" in read(s, "4 as 3").text
    assert read(s, "10").text == "You do not hold 10 (rule R11, the first card)."
    assert "rule R11" in read(s, "4 up 3").text
    assert read(s, "a").choice == t.seat_choices(s, 0)[0]
    assert read(s, "?").kind == "help" and read(s, "quit").kind == "quit"
    assert read(s, "").kind == "refused" and "not a choice" in read(s, "zebra").text


def test_typed_openings_offers_and_protection() -> None:
    s = at(E1_ACTIONS[:3])
    assert read(s, "pass").choice.code == "pass"  # type: ignore[union-attr]
    assert read(s, "ben").kind == "value"  # protected by 2: how much?
    r = read(s, "open on ben 3")
    assert (r.kind, r.choice and r.choice.target, r.param) == ("move", "ben", 3)
    assert "rule R14" in read(s, "ben 1").text
    assert "rule R12" in read(s, "ana 2").text
    assert "Nobody called" in read(s, "zoe").text
    s = at(E1_ACTIONS[:4])  # cleo's prompt, offer 2, she holds 6 chips
    assert read(s, "raise").choice.code == "raise_min"  # type: ignore[union-attr]
    r = read(s, "raise 5")
    assert (r.choice and r.choice.code, r.param) == ("raise", 5)
    assert read(s, "3").choice.code == "raise_min"  # type: ignore[union-attr]
    assert "rule H7" in read(s, "2").text and "rule H7" in read(s, "9").text
    assert read(s, "no").choice.code == "pass"  # type: ignore[union-attr]
    s = at(E1_ACTIONS[:7])  # ana protects: 0..2
    assert read(s, "2").choice.chips == 2  # type: ignore[union-attr]
    assert read(s, "none").choice.chips == 0  # type: ignore[union-attr]
    assert "rule R17" in read(s, "3").text


def test_typed_reveal_add_and_first() -> None:
    s = at([*E1_ACTIONS, open_("cleo")])
    assert read(s, "no").choice.code == "keep_down"  # type: ignore[union-attr]
    assert read(s, "yes").choice.code == "reveal"  # type: ignore[union-attr]
    s = at([*E1_ACTIONS, open_("cleo"), reveal("ana", True)])
    assert read(s, "none").choice.code == "add_none"  # type: ignore[union-attr]
    assert read(s, "J as 0").param == 0
    assert "rule R20" in read(s, "J as 1").text
    s = at([*E1_ACTIONS, open_("cleo"), reveal("ana", True), {"player": "ana", "add": None}])
    assert read(s, "4").choice.card == "4"  # type: ignore[union-attr]
    assert "rule R20" in read(s, "8").text
    s = at([*E1_ACTIONS, *E1_REST])
    assert read(s, "me").choice.target == "ana"  # type: ignore[union-attr]
    assert read(s, "cleo").choice.target == "cleo"  # type: ignore[union-attr]
    hands = {"ana": ["J", "1", "2", "3"], "ben": ["J", "1", "2", "3"]}
    from .helpers import game, play

    s = t.replay(game(["ana", "ben"], hands, [play("ana", "J", False, 0), play("ben", "1")]))
    s = t.replay(
        game(
            ["ana", "ben"],
            hands,
            [play("ana", "J", False, 0), play("ben", "1"), open_("ana"), open_("ben")],
        )
    )
    assert read(s, "yes").kind == "value"
    assert read(s, "yes as 7").param == 7


def test_every_menu_form_is_read_back_as_its_choice() -> None:
    """The typed form the menu shows beside each choice reads back as that choice."""
    for _, _, after, _ in _some_states():
        seat = after.waiting
        choices = t.seat_choices(after, seat)
        for c in choices:
            form = cli.typed_form(c)
            value = c.low
            line = form.replace("N", str(value)) if value is not None else form
            reply = cli.interpret(line, after, seat, choices)
            assert reply.choice is not None, (line, reply)
            assert t.choice_action(after, seat, reply.choice, reply.param) == t.choice_action(
                after, seat, c, value
            ), line


def _some_states() -> Any:
    from .helpers import random_game

    for n, seed in ((3, 1), (5, 4)):
        for i, step in enumerate(random_game(n, seed)):
            if not step[2].over and i % 3 == 0:
                yield step


# -- play: whole games ----------------------------------------------------------------------


class Keyboard:
    """Stands in for ``input``: answers with ``answer(prompt)``, echoing like a terminal;
    StopIteration is end of file."""

    def __init__(self, answer: Callable[[str], str]) -> None:
        self.answer = answer

    def __call__(self, prompt: str = "") -> str:
        try:
            text = self.answer(prompt)
        except StopIteration:
            raise EOFError from None
        print(prompt + text)
        return text


def typed_player(seed: int) -> Callable[[str], str]:
    """Answers each prompt with a random choice's typed form (numbers where asked)."""
    rng = random.Random(seed)
    last: dict[str, list[Choice]] = {}
    original = cli.seat_choices

    def spy(state: t.TenState, seat: int) -> list[Choice]:
        out = original(state, seat)
        last["choices"] = out
        return out

    cli.seat_choices = spy  # type: ignore[assignment]

    def answer(prompt: str) -> str:
        if prompt != PROMPT:  # a joker's value or an offer: "(low-high): "
            return prompt.rsplit("(", 1)[1].split("-")[0]
        c = rng.choice(last["choices"])
        form = cli.typed_form(c)
        if c.low is not None:
            form = form.replace("N", str(rng.randint(c.low, c.high or c.low)))
        return form

    return answer


def test_a_whole_game_typed_in_the_terminal(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(cli, "seat_choices", cli.seat_choices)
    monkeypatch.setattr(builtins, "input", Keyboard(typed_player(4)))
    save = tmp_path / "typed.json"
    code = main(["play", "--players", "3", "--seed", "4", "--name", "zoé", "--save", str(save)])
    out = capsys.readouterr().out
    assert code == 0
    assert "Final scores" in out and "Game record saved" in out
    assert "round card" in out and "supply" in out and "penalty" in out
    assert "only you see this" in out  # private events reach the person, and only theirs
    rec = json.loads(save.read_text(encoding="utf-8"))
    state = t.replay(rec)
    assert state.over and "zoé" in state.players
    assert "(rule " not in out and "is not a choice here" not in out  # nothing refused


def test_letters_a_whole_game_at_seven_seats_and_its_record(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(
        builtins,
        "input",
        Keyboard(lambda p: "a" if p == PROMPT else p.rsplit("(", 1)[1].split("-")[0]),
    )
    save = tmp_path / "g.json"
    assert main(["play", "--players", "7", "--seat", "4", "--seed", "9", "--save", str(save)]) == 0
    out = capsys.readouterr().out
    assert "You are you, seat 4" in out
    state = t.replay(json.loads(save.read_text(encoding="utf-8")))
    assert state.over and state.players[3] == "you"


#: What a sentence to "you" must never say (#33: "cpu2 opens on you's card", "you gets 7").
MISREAD = re.compile(
    r"\byou('s| (gets|starts|wins|opens|pays|takes|draws|names|loses|adds|plays|passes|raises"
    r"|swaps|keeps|turns|does|receives))\b"
)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_default_name_reads_well(
    seed: int, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """#33: with the default name "you", every line speaks to the person: "cpu2 opens on your
    card", "you get 7", "You start the next round" (name-aware words in ten.ftl)."""
    monkeypatch.setattr(cli, "seat_choices", cli.seat_choices)
    monkeypatch.setattr(builtins, "input", Keyboard(typed_player(seed)))
    monkeypatch.chdir(tmp_path)
    assert main(["play", "--players", "4", "--seed", str(seed)]) == 0
    out = capsys.readouterr().out
    assert "your card" in out or "with you" in out or "to you" in out  # spoken to
    assert not MISREAD.findall(out), sorted({m.group(0) for m in MISREAD.finditer(out)})


def test_help_quit_and_refusals_at_the_prompt(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    answers = iter(["?", "11", "4 up 3", "quit"])
    monkeypatch.setattr(builtins, "input", Keyboard(lambda p: next(answers)))
    assert main(["play", "--players", "2", "--seed", "1"]) == 0
    out = capsys.readouterr().out
    assert "Pick a choice by its letter" in out  # the help
    assert "rule R11" in out
    assert "Nothing saved" in out
    answers2 = iter(["a", "quit"])
    monkeypatch.setattr(builtins, "input", Keyboard(lambda p: next(answers2)))
    save = tmp_path / "unfinished.json"
    assert main(["play", "--players", "2", "--seed", "1", "--save", str(save)]) == 0
    rec = json.loads(save.read_text(encoding="utf-8"))
    assert len(rec["actions"]) >= 1 and not t.replay(rec).over


def test_end_of_input_is_exit_1(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    answers = iter(["a"])
    monkeypatch.setattr(builtins, "input", Keyboard(lambda p: next(answers)))
    assert main(["play", "--players", "2", "--seed", "1"]) == 1
    assert "Input ended (EOF)" in capsys.readouterr().err


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (["--players", "8"], "2 to 7 players"),
        (["--players", "1"], "2 to 7 players"),
        (["--seat", "5"], "seat from 1 to 4"),
        (["--name", "  "], "cannot be empty"),
        (["--name", "CPU2"], "computer's name"),
        (["--name", "me"], "a word the prompt reads"),
        (["--seed", "-1"], "--seed"),
        (["--save", "/no/such/folder/g.json"], "does not exist"),
        (["--ai", "expert"], "invalid choice"),  # hard is offered, as at a table (#33)
        (["--players", "x"], "invalid int"),
    ],
)
def test_bad_options_are_one_line_exit_2(
    args: list[str], words: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["play", *args]) == 2
    err = capsys.readouterr().err
    assert words in err and err.count("\n") == 1


def test_the_terminal_game_by_piped_input(tmp_path: Path) -> None:
    """The real entry point, fed by a pipe: letters until the game ends."""
    save = tmp_path / "piped.json"
    proc = run_cli("play", "--players", "4", "--seed", "12", "--save", str(save), stdin="a\n" * 600)
    out = proc.stdout.decode()
    assert proc.returncode == 0, proc.stderr
    assert "Final scores" in out and "round card" in out
    assert t.replay(json.loads(save.read_text(encoding="utf-8"))).over
    proc = run_cli("play", "--players", "2", "--seed", "3", stdin="a\n")
    assert proc.returncode == 1 and b"EOF" in proc.stderr


def test_render_shows_the_table_as_a_player_sees_it() -> None:
    s = at(E1_ACTIONS[:5])  # an auction on ben's face-down 10
    shown = cli.render(s, 2)
    assert "round card R5 (5 penalty points)" in shown and "pot 0" in shown
    assert "[face down] (2 chips on it)" in shown
    assert "Auction: ana opened on ben's card; high offer 3 by you." in shown  # cleo reads
    assert "Your hand: 5 P1 J" in shown
    mine = cli.render(at(E1_ACTIONS), 0)
    assert "[10, face down: only you see it] (2 chips on it)" in mine
    ben = cli.render(at(E1_ACTIONS), 1)
    assert "ana        table [face down] (2 chips on it)" in ben and "[10" not in ben
