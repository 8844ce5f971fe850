"""``python -m dobro_rules play`` for a first-timer: moves typed the way people think them,
menu letters, help, quit, and Ctrl-C, EOF or a bad option each answered in one line."""

from __future__ import annotations

import json
import os
import random
import re
import selectors
import signal
import subprocess
import sys
import time
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

import pytest

import dobro_rules as d
from dobro_rules.engine import GameState, Move
from games.cli import main as games_main
from terminal import dobro as cli
from terminal.base import EXIT_EOF, EXIT_INTERRUPTED

from .helpers import ROOT, cli_replay, play, record, round_spec
from .helpers import cli as run_cli

P3 = ["you", "cpu2", "cpu3"]
PROMPT = "Your move (? for help): "
#: A hand that opens the first round (starter "you"): a joker, a pair of 5s, no 12.
OPENING = ["J", "3", "5", "5", "6", "9"]


class Keyboard:
    """Stands in for ``input``: answers each prompt with ``answer(prompt)`` and echoes prompt
    and answer the way a terminal shows them. StopIteration from ``answer`` is end of file."""

    def __init__(self, answer: Callable[[str], str]) -> None:
        self.answer = answer

    def __call__(self, prompt: str = "") -> str:
        try:
            text = self.answer(prompt)
        except StopIteration:
            raise EOFError from None
        print(prompt + text)
        return text


def script(answers: Iterable[str]) -> Callable[[str], str]:
    """Answer prompts with ``answers`` in turn, then end of file."""
    it = iter(answers)
    return lambda _prompt: next(it)


def letters(moves: int) -> Callable[[str], str]:
    """Pick menu entry a ``moves`` times (the lowest value when a joker asks), then quit."""
    left = [moves]

    def answer(prompt: str) -> str:
        low = re.search(r"\((\d+)–", prompt)
        if low:
            return low.group(1)
        left[0] -= 1
        return "a" if left[0] >= 0 else "quit"

    return answer


def run_play(
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    tmp_path: Path,
    args: list[str],
    answers: Iterable[str] | Callable[[str], str],
) -> tuple[int, str, str]:
    """``main(["play", *args])`` in this process, in ``tmp_path``, typing ``answers``."""
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(
        "builtins.input", Keyboard(answers if callable(answers) else script(answers))
    )
    code = games_main(["play", *args], game="dobro")
    out, err = capsys.readouterr()
    return code, out, err


def fixed_table(
    monkeypatch: pytest.MonkeyPatch,
    hands: dict[str, list[str]],
    *,
    starter: str = "you",
    actions: list[dict[str, Any]] | None = None,
) -> None:
    """Deal round 1 as ``hands`` say (three players, "you" in seat 1) instead of shuffling."""
    rec = record(P3, [round_spec(P3, hands, starter=starter)], actions)
    setup = {k: v for k, v in rec.items() if k != "actions"}
    monkeypatch.setattr(type(d.GAME), "new_setup", lambda self, players, options, seed: setup)


def replies_after(out: str, typed: str) -> list[str]:
    """The lines the game printed after ``typed`` was entered, up to the next prompt."""
    lines = out.splitlines()
    at = lines.index(PROMPT + typed)
    following = []
    for line in lines[at + 1 :]:
        if line.startswith(PROMPT):
            break
        following.append(line)
    return following


def position(hands: dict[str, list[str]], actions: list[dict[str, Any]]) -> GameState:
    return d.replay(record(P3, [round_spec(P3, hands, starter="cpu3")], actions))


# -- 1. moves typed as people think them --------------------------------------------------------


def natural(move: Move, value: int | None, rng: random.Random) -> str:
    """A way a person might type ``move`` (spelled independently of the CLI's own hints)."""
    if move.kind == "oubli":
        return rng.choice([f"oubli {move.target}", f"Oubli  {move.target.upper()}"])
    if move.kind in ("take", "draw"):
        return rng.choice([move.kind, move.kind.upper(), f"  {move.kind} "])
    cards = move.cards
    if cards == ("S",):
        return rng.choice(["S", "s", "skip", "Skip"])
    if cards == ("R",):
        return rng.choice(["R", "r", "reverse"])
    if cards == ("J",):
        return rng.choice([f"J {value}", f"J{value}", f"joker {value}", f"j  {value}"])
    if cards == ("J", "J"):
        return rng.choice([f"J J {value}", f"jj {value}", f"J J {value} "])
    if "J" in cards:
        return rng.choice([f"{cards[1]} J", f"{cards[1]}J", f"{cards[1]} joker"])
    return rng.choice([" ".join(cards), "  ".join(cards), "+".join(cards)])


@pytest.mark.parametrize(
    ("players", "drawing", "seed"), [(3, "auto", 7), (2, "manual", 3), (4, "manual", 11)]
)
def test_a_whole_game_typed_only_in_natural_forms(
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    tmp_path: Path,
    players: int,
    drawing: str,
    seed: int,
) -> None:
    seen: dict[str, GameState] = {}
    real_seat_moves = cli.seat_moves

    def spy(state: GameState, seat: int) -> list[Move]:
        seen["state"] = state
        return real_seat_moves(state, seat)

    monkeypatch.setattr(cli, "seat_moves", spy)
    rng = random.Random(seed)
    typed: list[str] = []
    expected: list[dict[str, Any]] = []

    def answer(prompt: str) -> str:
        assert prompt == PROMPT  # every form was complete: no joker value ever asked
        state = seen["state"]
        moves = d.legal_moves(state, "you")
        jokers = [m for m in moves if "J" in m.cards]  # the forms most worth typing
        move = rng.choice(jokers if jokers and rng.random() < 0.6 else moves)
        value = rng.choice(move.values) if move.values else None
        typed.append(natural(move, value, rng))
        expected.append(move.action("you", value))
        return typed[-1]

    save = tmp_path / "game.json"
    args = ["--players", str(players), "--draw", drawing, "--seed", str(seed)]
    code, out, err = run_play(monkeypatch, capsys, tmp_path, [*args, "--save", str(save)], answer)
    assert (code, err) == (0, ""), out[-2000:]
    assert "Final standings" in out and "Traceback" not in out
    assert len(typed) > 10 and not any(t.strip().lower() in cli.LETTERS for t in typed)
    if drawing == "manual":
        assert any(t.strip().lower() == "draw" for t in typed)
    # Each typed form was played at once, exactly as typed: never refused, never replaced.
    rec = json.loads(save.read_text(encoding="utf-8"))
    assert [a for a in rec["actions"] if a["player"] == "you"] == expected
    code, final, _ = cli_replay(save)
    assert code == 0 and final is not None and final["over"] is True


def test_how_to_win_comes_first_and_round_ends_say_points(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    args = ["--players", "4", "--seed", "7", "--variant", "long"]
    code, out, _ = run_play(monkeypatch, capsys, tmp_path, args, letters(10_000))
    assert code == 0
    intro = out.split("\n\n")[0]
    assert "How to win" in intro and "fewest cards collected scores 1 point" in intro
    assert "After 4 rounds the lowest total of points wins" in intro
    assert cli.how_to_win(4) in intro and len(cli.how_to_win(4).splitlines()) == 3
    ends = [line for line in out.splitlines() if "Round 1 over" in line]
    assert len(ends) == 1
    assert "Points this round" in ends[0] and re.search(
        r"you \d+ points? \(\d+ cards? collected\)", ends[0]
    )
    assert "Total points so far" in out and "lowest points win" in out


@pytest.mark.parametrize("spelling", ["J 7", "J7", "joker 7", "  j   7 ", "JOKER as 7", "play J 7"])
def test_a_joker_declared_as_typed(
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    tmp_path: Path,
    spelling: str,
) -> None:
    fixed_table(monkeypatch, {"you": OPENING})
    save = tmp_path / "g.json"
    code, out, _ = run_play(
        monkeypatch, capsys, tmp_path, ["--players", "3", "--save", str(save)], [spelling, "quit"]
    )
    assert code == 0
    assert "you open with J (7) → 7" in out
    rec = json.loads(save.read_text(encoding="utf-8"))
    assert rec["actions"][0] == {"player": "you", "play": ["J"], "as": 7}


@pytest.mark.parametrize(
    ("typed", "action"),
    [
        ("5 J", {"player": "you", "play": ["J", "5"], "as": 5}),  # R7: the joker is a 5
        ("J 5", {"player": "you", "play": ["J"], "as": 5}),  # a joker alone, declared 5
        ("5 5", {"player": "you", "play": ["5", "5"]}),
        ("5+5", {"player": "you", "play": ["5", "5"]}),
        ("9", {"player": "you", "play": ["9"]}),
    ],
)
def test_cards_typed_are_played_as_typed(
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    tmp_path: Path,
    typed: str,
    action: dict[str, Any],
) -> None:
    fixed_table(monkeypatch, {"you": OPENING})
    save = tmp_path / "g.json"
    args = ["--players", "3", "--save", str(save)]
    code, _, _ = run_play(monkeypatch, capsys, tmp_path, args, [typed, "quit"])
    assert code == 0
    assert json.loads(save.read_text(encoding="utf-8"))["actions"][0] == action


def test_a_lone_joker_asks_for_its_value(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    fixed_table(monkeypatch, {"you": OPENING})
    code, out, _ = run_play(
        monkeypatch, capsys, tmp_path, ["--players", "3"], ["J", "13", "8", "quit"]
    )
    assert code == 0
    assert "The joker stands for (2–12): 13" in out
    assert "Type a number from 2 to 12" in out and "you open with J (8) → 8" in out


HANDS_V24 = {"cpu3": ["12", "12", "3", "4", "6", "7"], "you": ["J", "J", "3", "4", "5", "6"]}


@pytest.mark.parametrize(
    ("typed", "kind", "value"),
    [
        ("J J", "move", 12),  # only 12 is possible at 24: the value is forced
        ("j j 12", "move", 12),
        ("JJ12", "move", 12),
        ("J J 11", "refused", None),
        ("J", "refused", None),
        ("take", "move", None),
    ],
)
def test_two_jokers_when_the_value_is_forced(typed: str, kind: str, value: int | None) -> None:
    state = position(HANDS_V24, [play("cpu3", "12", "12")])
    moves = d.legal_moves(state, "you")
    reply = cli.interpret(typed, state, 0, moves)
    assert (reply.kind, reply.value) == (kind, value), reply
    if typed == "J J 11":
        assert (
            reply.text == "J + J = 22 is below the value in play, 24: play at least 24 or "
            "take (rule R6b, a pair)."
        )
    if typed == "J":
        assert "below the value in play, 24" in reply.text and "rule R6a" in reply.text
    joker_99 = cli.interpret("J 99", state, 0, moves).text
    assert joker_99 == "A joker stands for a value from 2 to 12, not 99 (rule R7, jokers)."


def test_oubli_is_typed_with_a_name() -> None:
    hands = {"cpu3": ["7", "2", "3", "4", "5", "6"], "you": ["8", "2", "3", "4", "5", "6"]}
    actions = [play("cpu3", "7"), play("you", "8")]
    state = d.replay(record(P3, [round_spec(P3, hands, starter="cpu3")], actions, draw="manual"))
    moves = d.legal_moves(state, "you")
    assert [cli.typed_form(m) for m in moves] == ["draw", "oubli cpu3"]
    for typed in ("oubli cpu3", "OUBLI  Cpu3", "oubli"):  # alone: only cpu3 can be called
        reply = cli.interpret(typed, state, 0, moves)
        assert (reply.kind, reply.move) == ("move", moves[1]), typed
    assert cli.interpret("draw", state, 0, moves).move == moves[0]
    refused = cli.interpret("oubli cpu2", state, 0, moves)
    assert refused.kind == "refused" and "cpu2 cannot be called out" in refused.text
    assert (
        cli.interpret("take", state, 0, moves).text
        == "It is cpu2's turn, not yours (rule R6, a turn)."
    )


# -- the engine's reason for what is not legal --------------------------------------------------

HANDS_V5 = {"cpu3": ["5", "8", "9", "10", "11", "12"], "you": ["3", "6", "7", "S", "4", "2"]}


@pytest.mark.parametrize(
    ("typed", "words"),
    [
        ("3", "3 is below the value in play, 5: play at least 5 or take (rule R6a, one card)."),
        ("12", "You do not hold 12 (rule R6, a turn)."),
        ("6 7", "6 + 7 is not a pair"),
        ("J 7", "You do not hold J (rule R6, a turn)."),
        ("6 6 6", "Play one card or a pair of two cards"),
        ("draw", "only at tables with manual drawing (rule H2, manual drawing)."),
        ("oubli cpu2", "only at tables with manual drawing (rule R9, oubli)."),
        ("oubli zoe", "Nobody called zoe sits at this table (you, cpu2, cpu3)."),
        ("13", "There is no card 13: cards are 2 to 12"),
        ("1", "There is no card 1"),
        ("J " + "9" * 5000, "There is no card 9999…"),
        ("z", "z is not in the menu: its letters are a to"),
        ("hello there", "'hello there' is not a move here. You can type: 6, 7, skip, take"),
        ("", "Type a move (6, 7, skip, take) or a letter"),
    ],
)
def test_what_is_not_legal_is_refused_with_the_reason(typed: str, words: str) -> None:
    state = position(HANDS_V5, [play("cpu3", "5")])
    moves = d.legal_moves(state, "you")
    reply = cli.interpret(typed, state, 0, moves)
    assert reply.kind == "refused" and reply.move is None
    assert words in reply.text and "\n" not in reply.text


def test_opening_refusals_cite_R5() -> None:
    state = d.replay(record(P3, [round_spec(P3, {"you": ["S", *OPENING[1:]]}, starter="you")]))
    moves = d.legal_moves(state, "you")
    assert "not take (rule R5, opening a bid)" in cli.interpret("take", state, 0, moves).text
    assert "not a special card (rule R5" in cli.interpret("skip", state, 0, moves).text


def test_an_illegal_card_gets_one_line_and_the_game_goes_on(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    fixed_table(monkeypatch, {"you": OPENING})
    answers = ["12", "take", "xyz", "5", "quit"]
    code, out, _ = run_play(monkeypatch, capsys, tmp_path, ["--players", "3"], answers)
    assert code == 0
    assert replies_after(out, "12") == ["You do not hold 12 (rule R6, a turn)."]
    assert replies_after(out, "take") == [
        "You open this bid: you must play a card or a pair, not take (rule R5, opening a bid)."
    ]
    assert len(replies_after(out, "xyz")) == 1
    assert "you open with 5 → 5" in out  # the same turn, then the computers played on
    assert out.count(PROMPT) == 5


# -- 2. the menu's letters ----------------------------------------------------------------------


def test_menu_letters_leave_out_the_card_letters() -> None:
    assert cli.menu_labels(12) == list("abcdefghiklm")
    assert not {"j", "r", "s"} & set(cli.menu_labels(23))
    assert len(set(cli.menu_labels(30))) == 30


def test_a_letter_picks_that_menu_entry(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    fixed_table(monkeypatch, {"you": ["2", "3", "4", "5", "6", "9"]})
    code, out, _ = run_play(monkeypatch, capsys, tmp_path, ["--players", "3"], ["B", "quit"])
    assert code == 0
    assert re.search(r"^  a\)  Play 2 +type 2$", out, re.M)
    assert re.search(r"^  b\)  Play 3 +type 3$", out, re.M)
    assert "you open with 3 → 3" in out
    assert "You open a new bid: play any card or pair." in out


def test_the_menu_shows_how_to_type_each_move() -> None:
    state = position(
        {"cpu3": ["4", "8", "9", "10", "11", "12"], "you": ["J", "5", "5", "S", "R", "3"]},
        [play("cpu3", "4")],
    )
    moves = d.legal_moves(state, "you")
    forms = [cli.typed_form(m) for m in moves]
    assert forms == ["5", "5 5", "J 4 … J 12", "3 J", "5 J", "skip", "reverse", "take"]
    for move, form in zip(moves, forms, strict=True):
        if "…" in form:
            continue
        reply = cli.interpret(form, state, 0, moves)
        assert reply.kind == "move" and reply.move == move, form


# -- 3. help and quit ---------------------------------------------------------------------------


@pytest.mark.parametrize("word", ["help", "?", " HELP "])
def test_help_lists_the_forms_and_the_game_goes_on(
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    tmp_path: Path,
    word: str,
) -> None:
    fixed_table(monkeypatch, {"you": OPENING})
    code, out, _ = run_play(monkeypatch, capsys, tmp_path, ["--players", "3"], [word, "5", "quit"])
    assert code == 0
    shown = "\n".join(replies_after(out, word))
    for form in ("5 ", "6 6", "J 7", "J7", "5 J", "J J 9", "skip", "reverse", "take", "draw"):
        assert form in shown, form
    assert "oubli NAME" in shown and "quit" in shown and "a, b, c" in shown
    assert "you open with 5 → 5" in out


def test_quit_saves_the_unfinished_record_with_save(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    save = tmp_path / "g.json"
    args = ["--players", "3", "--seed", "5", "--save", str(save)]
    code, out, err = run_play(monkeypatch, capsys, tmp_path, args, letters(2))
    assert (code, err) == (0, "")
    assert "You stopped the game in round 1 of 3." in out and "unfinished" in out
    rec = json.loads(save.read_text(encoding="utf-8"))
    assert sum(a["player"] == "you" for a in rec["actions"]) == 2
    code, state, _ = cli_replay(save)
    assert code == 0 and state is not None and state["over"] is False


def test_quit_without_save_writes_nothing(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    code, out, _ = run_play(monkeypatch, capsys, tmp_path, ["--seed", "5"], ["quit"])
    assert code == 0 and "Nothing saved" in out
    assert list(tmp_path.iterdir()) == []


def test_quit_at_the_joker_value_prompt(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    fixed_table(monkeypatch, {"you": OPENING})
    code, out, _ = run_play(monkeypatch, capsys, tmp_path, ["--players", "3"], ["J", "quit"])
    assert code == 0 and "You stopped the game" in out


# -- 5. Ctrl-C and EOF --------------------------------------------------------------------------


def one_line(err: str) -> str:
    lines = err.strip().splitlines()
    assert len(lines) == 1, err
    assert "Traceback" not in err
    return lines[0]


def test_ctrl_c_ends_with_one_line_and_130(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    def interrupt(_prompt: str) -> str:
        raise KeyboardInterrupt

    save = tmp_path / "g.json"
    args = ["--seed", "5", "--save", str(save)]
    code, _, err = run_play(monkeypatch, capsys, tmp_path, args, interrupt)
    assert code == EXIT_INTERRUPTED == 130
    assert one_line(err) == "Interrupted (Ctrl-C): game abandoned, nothing saved."
    assert not save.exists()


def test_eof_ends_with_one_line(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    code, _, err = run_play(monkeypatch, capsys, tmp_path, ["--seed", "5"], ["a"])
    assert code == EXIT_EOF == 1
    assert "Input ended (EOF)" in one_line(err)


def test_eof_on_stdin_in_a_real_process() -> None:
    proc = run_cli("play", "--seed", "5", stdin="")
    assert proc.returncode == 1
    assert "Input ended (EOF) before the game did" in one_line(proc.stderr)
    assert "Traceback" not in proc.stdout


@pytest.mark.skipif(sys.platform == "win32", reason="SIGINT is POSIX")
def test_ctrl_c_in_a_real_process(tmp_path: Path) -> None:
    env = {**os.environ, "PYTHONUNBUFFERED": "1", "PYTHONIOENCODING": "utf-8"}
    proc = subprocess.Popen(
        [sys.executable, "-m", "dobro_rules", "play", "--seed", "5"],
        cwd=tmp_path,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env={**env, "PYTHONPATH": str(ROOT)},
    )
    assert proc.stdout and proc.stderr
    sel = selectors.DefaultSelector()
    sel.register(proc.stdout, selectors.EVENT_READ)
    seen = b""
    end = time.monotonic() + 30
    while PROMPT.encode() not in seen:
        assert time.monotonic() < end, seen.decode()
        if sel.select(timeout=1):
            seen += os.read(proc.stdout.fileno(), 65536)
    proc.send_signal(signal.SIGINT)
    out, err = proc.communicate(timeout=30)
    assert proc.returncode == 130
    assert one_line(err.decode()) == "Interrupted (Ctrl-C): game abandoned, nothing saved."
    assert b"Traceback" not in seen + out
    assert list(tmp_path.iterdir()) == []


# -- 6. options checked before the game ---------------------------------------------------------


def bad_option(*args: str) -> str:
    """Run ``play ARGS``: it must stop before dealing, with exit 2 and one line."""
    proc = run_cli("play", "--seed", "1", *args, stdin="")
    assert proc.returncode == 2, proc.stdout + proc.stderr
    assert proc.stdout == ""  # the game never started
    line = one_line(proc.stderr)
    assert "usage:" not in line
    return line


def test_a_bad_save_path_is_refused_before_the_game(tmp_path: Path) -> None:
    (tmp_path / "file.txt").write_text("x", encoding="utf-8")
    missing = tmp_path / "nowhere" / "g.json"
    assert (
        bad_option("--save", str(missing)) == f"--save: the folder {missing.parent} does not exist"
    )
    assert "is a directory" in bad_option("--save", str(tmp_path))
    assert "is not a folder" in bad_option("--save", str(tmp_path / "file.txt" / "g.json"))
    assert list(tmp_path.iterdir()) == [tmp_path / "file.txt"]


@pytest.mark.skipif(os.name != "posix" or os.geteuid() == 0, reason="root may write anywhere")
def test_an_unwritable_save_folder_is_refused(tmp_path: Path) -> None:
    locked = tmp_path / "locked"
    locked.mkdir(mode=0o500)
    try:
        assert "permission denied" in bad_option("--save", str(locked / "g.json"))
    finally:
        locked.chmod(0o700)


@pytest.mark.parametrize(
    ("name", "words"),
    [
        ("", "--name: give a name"),
        ("   ", "--name: give a name"),
        ("cpu2", "--name: cpu2 is a computer's name"),
        ("CPU3", "--name: CPU3 is a computer's name"),
    ],
)
def test_a_bad_name_is_refused(name: str, words: str) -> None:
    assert words in bad_option("--players", "3", "--name", name)


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (["--players", "7"], "--players: Dobro is played by 2 to 6 players, not 7"),
        (["--players", "1"], "2 to 6 players"),
        (["--seat", "0"], "--seat: choose a seat from 1 to 4, not 0"),
        (["--players", "3", "--seat", "4"], "--seat: choose a seat from 1 to 3, not 4"),
        (["--players", "many"], "argument --players: invalid int value: 'many'"),
        (["--variant", "short"], "argument --variant: invalid choice"),
        (["--colour", "red"], "unrecognized arguments: --colour red"),
    ],
)
def test_bad_options_get_one_line_and_exit_2(args: list[str], words: str) -> None:
    assert words in bad_option(*args)


def test_a_name_is_trimmed(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    code, out, _ = run_play(monkeypatch, capsys, tmp_path, ["--name", "  Ana  "], ["quit"])
    assert code == 0 and "You are Ana, seat 1." in out


# -- 7. what the table's log leaves out, the terminal tells (#33) -------------------------------


def test_manual_draws_are_announced(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """H2: with manual drawing, every draw is told, the computers' and yours, with what is left
    to draw (the Discord log leaves draws out; a terminal player would not know who refilled)."""
    args = ["--players", "3", "--draw", "manual", "--seed", "7"]
    code, out, _ = run_play(monkeypatch, capsys, tmp_path, args, letters(12))
    assert code == 0
    assert re.search(r"· cpu\d draws \d cards? \(\d+ cards? left to draw\)", out)
    assert re.search(r"· you draw \d cards? \(", out)
    code, out, _ = run_play(monkeypatch, capsys, tmp_path, ["--seed", "7"], letters(6))
    assert code == 0 and " draws " not in out  # automatic drawing: no noise
