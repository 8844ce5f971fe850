"""``python -m sticks_rules play``: a whole game typed at the prompt (piped input), what the
table shows, help, hints, refusals, quit, EOF, Ctrl-C and bad options."""

from __future__ import annotations

import json
import random
import re
from collections.abc import Callable, Iterable
from pathlib import Path

import pytest

import sticks_rules as s
from games.cli import main as games_main
from terminal import sticks as cli
from terminal.base import EXIT_EOF, EXIT_INTERRUPTED

from .helpers import cli as run_cli


def main(argv: list[str]) -> int:
    """``python -m sticks_rules ARGV`` in this process."""
    return games_main(argv, game="sticks")


PROMPT = "Your card (? for help): "
PICK_PROMPT = "Your card, face down (? for help): "


class Keyboard:
    """Stands in for ``input``: answers each prompt with ``answer(prompt)`` and echoes it the
    way a terminal shows it. StopIteration from ``answer`` is the end of the input."""

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
    it = iter(answers)
    return lambda _prompt: next(it)


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
    code = main(["play", *args])
    out, err = capsys.readouterr()
    return code, out, err


def hands_typed(monkeypatch: pytest.MonkeyPatch, seed: int) -> Callable[[str], str]:
    """Answer with a card of the hand last shown, typed in various ways."""
    shown: list[list[int]] = [[]]
    original = cli.render

    def render(v: s.SticksView) -> str:
        shown[0] = list(v.hand)
        return original(v)

    monkeypatch.setattr(cli, "render", render)
    rng = random.Random(seed)

    def answer(_prompt: str) -> str:
        card = rng.choice(shown[0])
        return rng.choice([str(card), f"  {card} ", f"play {card}", "low", "HIGH"])

    return answer


@pytest.mark.parametrize(
    ("players", "deck", "reveal"), [(3, "full", "turns"), (2, "trimmed", "simultaneous")]
)
def test_a_whole_game_typed_at_the_prompt(
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    tmp_path: Path,
    players: int,
    deck: str,
    reveal: str,
) -> None:
    args = ["--players", str(players), "--deck", deck, "--reveal", reveal, "--seed", "11"]
    code, out, err = run_play(monkeypatch, capsys, tmp_path, args, hands_typed(monkeypatch, 1))
    assert code == 0 and err == ""
    assert "Final standings (lowest total wins" in out
    saved = tmp_path / "sticks-11.json"
    rec = json.loads(saved.read_text(encoding="utf-8"))
    assert rec["game"] == "sticks" and rec["deck"] == deck and rec["reveal"] == reveal
    final = s.replay(rec)
    assert final.over and len(rec["actions"]) == 9 * players * players
    for st in s.standings(final):
        assert re.search(rf"{st.position}\. {st.name}\s+{st.total} points", out)
    assert (
        "Game record saved to sticks-11.json (python -m sticks_rules replay sticks-11.json)" in out
    )


def test_the_table_shows_everything_public(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    answer = hands_typed(monkeypatch, 2)
    code, out, _ = run_play(
        monkeypatch, capsys, tmp_path, ["--seed", "3", "--seat", "2", "--name", "Zoé"], answer
    )
    assert code == 0
    assert "Score cards revealed this round: " in out
    assert "This trick: " in out and "to the highest card" in out
    assert "Still to come this round: " in out
    assert "On the table: cpu1 " in out  # cpu1 leads round 1, Zoé (seat 2) plays after
    assert "Zoé (you)" in out and "Your hand: " in out
    assert re.search(r"\d+ (blue|red)  ", out)  # someone's sticks
    assert "takes" in out and "sticks" in out and "leads the next trick" in out
    assert "Round 1 over. Scores (sticks held): " in out and "Totals: " in out
    assert "How to win" in out.split("\n══")[0]


def test_cancellations_show_in_brackets() -> None:
    v = s.view(s.start(s.new_record(["a", "b"], seed=1)), 0)
    v.seats[0].round_scores = [5, 0]
    v.seats[0].cancelled = [1]
    assert "[5] 0" in cli.render(v)


def test_help_hint_and_refusals_then_the_game_goes_on(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    answers = ["?", "hint", "99", "fifty", "", "7.5", "low", "quit"]
    code, out, _ = run_play(monkeypatch, capsys, tmp_path, ["--seed", "5"], answers)
    assert code == 0
    assert "Type the number of a card in your hand to play it" in out
    assert "The 'normal' computer would play " in out
    assert "You do not hold the card 99 (rule R13, playing a card). Your hand: " in out
    assert "'fifty' is not a card" in out and "'7.5' is not a card" in out
    assert "Type the number of a card in your hand (? for help)." in out
    assert "you play " in out
    assert "You stopped the game in round 1 of 3." in out
    assert "Nothing saved" in out and list(tmp_path.iterdir()) == []


def test_a_card_out_of_turn_cannot_happen_at_the_terminal(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """The person is asked only when they must play: computers play first until then."""
    code, out, _ = run_play(monkeypatch, capsys, tmp_path, ["--seat", "3", "--seed", "5"], ["quit"])
    assert code == 0
    before_prompt = out.split(PROMPT)[0]
    assert "cpu1 plays" in before_prompt and "cpu2 plays" in before_prompt


def test_simultaneous_picks_show_face_down(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    args = ["--reveal", "simultaneous", "--seed", "4", "--players", "4"]
    code, out, _ = run_play(monkeypatch, capsys, tmp_path, args, ["high", "quit"])
    assert code == 0
    first = out.split(PICK_PROMPT)[0]
    assert "cpu2 has picked a card" in first and "(face down)" in first
    assert not re.search(r"cpu2 \d", first)  # no computer's card before the reveal
    assert "you have picked your card (all cards are in)" in out
    assert re.search(r"Trick 1: (cpu\d \d+|you \d+)", out)


def test_quit_with_save_writes_the_unfinished_record(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    save = tmp_path / "g.json"
    code, out, _ = run_play(
        monkeypatch, capsys, tmp_path, ["--seed", "5", "--save", str(save)], ["low", "quit"]
    )
    assert code == 0 and "The unfinished game's record saved" in out
    rec = json.loads(save.read_text(encoding="utf-8"))
    assert rec["actions"][0]["player"] == "you"
    assert not s.replay(rec).over


def test_eof_ends_with_one_line(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    code, _, err = run_play(monkeypatch, capsys, tmp_path, ["--seed", "5"], ["low"])
    assert code == EXIT_EOF == 1
    assert err.strip() == "Input ended (EOF) before the game did: game abandoned, nothing saved."


def test_ctrl_c_ends_with_one_line_and_130(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    def interrupt(_prompt: str) -> str:
        raise KeyboardInterrupt

    save = tmp_path / "g.json"
    code, _, err = run_play(
        monkeypatch, capsys, tmp_path, ["--seed", "5", "--save", str(save)], interrupt
    )
    assert code == EXIT_INTERRUPTED == 130
    assert err.strip() == "Interrupted (Ctrl-C): game abandoned, nothing saved."
    assert not save.exists()


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (["--players", "6"], "2 to 5 players"),
        (["--players", "1"], "2 to 5 players"),
        (["--seat", "4"], "choose a seat from 1 to 3"),
        (["--name", "  "], "cannot be empty"),
        (["--name", "CPU2"], "computer's name"),
        (["--deck", "half"], "invalid choice"),
        (["--reveal", "secret"], "invalid choice"),
        (["--ai", "expert"], "invalid choice"),  # hard is offered, as at a table (#33)
        (["--seed", "-1"], "--seed"),
        (["--save", "/no/such/folder/g.json"], "does not exist"),
    ],
)
def test_bad_options_get_one_line_and_exit_2(
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    tmp_path: Path,
    args: list[str],
    words: str,
) -> None:
    code, out, err = run_play(monkeypatch, capsys, tmp_path, args, [])
    assert code == 2 and out == ""
    assert len(err.strip().splitlines()) == 1 and words in err


def test_help_exits_0(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["play", "--help"]) == 0
    assert "--reveal" in capsys.readouterr().out
    assert main([]) == 2


def test_a_whole_game_piped_into_a_real_process(tmp_path: Path) -> None:
    save = tmp_path / "game.json"
    proc = run_cli("play", "--players", "2", "--seed", "8", "--save", str(save), stdin="low\n" * 18)
    out = proc.stdout.decode("utf-8")
    assert proc.returncode == 0, proc.stderr
    assert "Final standings" in out and "Traceback" not in out
    replayed = run_cli("replay", str(save))
    assert replayed.returncode == 0 and json.loads(replayed.stdout)["over"] is True
