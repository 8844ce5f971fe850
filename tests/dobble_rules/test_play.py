"""The terminal game, driven by piped input and a fake clock: a quick person takes the cards,
a slow one loses them to the computers, help and refusals are friendly, options are checked,
and the saved record replays to the same match."""

from __future__ import annotations

import io
import json
import sys
from pathlib import Path

import pytest

import dobble_rules as d
from dobble_rules.cards import SHARED, SYMBOLS
from games.cli import main as games_main
from terminal.dobble import find_symbol, read_claim, render


class FakeClock:
    """Seconds, as ``time.monotonic``; only reading a line moves it."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


class PipedInput(io.StringIO):
    """Standard input whose every line takes ``delay`` seconds to type."""

    def __init__(self, lines: list[str], clock: FakeClock, delay: float) -> None:
        super().__init__("".join(f"{line}\n" for line in lines))
        self.clock = clock
        self.delay = delay

    def readline(self, size: int | None = -1) -> str:  # type: ignore[override]
        line = super().readline()
        if line:
            self.clock.now += self.delay
        return line


def play(
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    args: list[str],
    lines: list[str],
    delay: float = 0.3,
) -> tuple[int, str, str]:
    clock = FakeClock()
    monkeypatch.setattr(sys, "stdin", PipedInput(lines, clock, delay))
    code = games_main(["play", *args], game="dobble", clock=clock)
    out, err = capsys.readouterr()
    return code, out, err


def tower_answers(seed: int) -> list[str]:
    """The symbols a person at seat 0 of two names to take every card of a tower."""
    deck = d.game_deck(seed, 0)
    top, answers = deck[0], []
    for card in deck[2:]:
        answers.append(SYMBOLS[SHARED[top][card]])
        top = card
    return answers


def test_a_quick_person_takes_every_card(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    save = tmp_path / "match.json"
    args = ["--computers", "1", "--modes", "tower", "--length", "1", "--seed", "7"]
    code, out, err = play(monkeypatch, capsys, [*args, "--save", str(save)], tower_answers(7))
    assert code == 0 and err == ""
    # Computers are named by their seat, as in every terminal game: you (seat 1), cpu2.
    assert "you name" in out and "cpu2 names" not in out
    assert "🏆 1. you" in out and "Cards taken: you 52, cpu2 0" in out
    rec = json.loads(save.read_text(encoding="utf-8"))
    final = d.replay(rec)
    assert final.over and final.results[0].counts == (53, 0)
    assert [c["t"] for c in rec["games"][0]["claims"][:3]] == [300, 600, 900]


def test_a_slower_person_loses_the_card_to_a_computer(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    args = ["--computers", "1", "--modes", "tower", "--length", "1", "--seed", "7"]
    args += ["--level", "quick", "--save", str(tmp_path / "m.json")]
    code, out, _ = play(monkeypatch, capsys, args, [*tower_answers(7)[:1], "quit"], delay=6.0)
    assert code == 0
    assert "cpu2 names" in out and "too late: someone was faster" in out
    rec = json.loads((tmp_path / "m.json").read_text(encoding="utf-8"))
    claims = rec["games"][0]["claims"]
    mine = next(c for c in claims if c["player"] == "you")
    assert mine["t"] == 6000 and mine["v"] == 0  # v as the person saw it: stale
    assert d.replay(rec).outcomes.count("stale") == 1
    assert all(c["t"] >= 900 for c in claims)  # no computer is quicker than the floor


def test_help_refusals_wrong_and_locked(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    deck = d.game_deck(7, 0)
    wrong = next(SYMBOLS[s] for s in d.CARDS[deck[2]] if s != SHARED[deck[0]][deck[2]])
    lines = ["?", "", "zzz", wrong, tower_answers(7)[0], "quit"]
    code, out, _ = play(
        monkeypatch,
        capsys,
        ["--computers", "1", "--modes", "tower", "--length", "1", "--seed", "7"],
        lines,
        delay=0.2,
    )
    assert code == 0
    assert "Spot the one symbol" in out  # the help
    assert "Type the symbol both cards share" in out
    assert "'zzz' is not a symbol" in out
    assert "wrong! Locked out until 3.8 s" in out
    assert "you are still locked out (until 3.8 s)" in out
    assert "Nothing saved" in out


def test_eof_before_the_end_exits_1(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    code, _, err = play(monkeypatch, capsys, ["--seed", "1", "--length", "2"], ["skull"])
    assert code == 1 and "EOF" in err


def test_a_person_who_lost_picks_the_next_minigame(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    args = ["--players", "2", "--scoring", "tournament", "--length", "2", "--seed", "3"]
    code, out, _ = play(monkeypatch, capsys, args, ["moon", "snap", "well", "quit"], delay=500)
    assert code == 0
    assert "Too late: that one is over." in out
    assert "You lost: pick the next mini-game" in out and "Type one of:" in out
    assert "you pick the well" in out and "Mini-game 2 of 2: the well" in out


def test_every_mode_plays_out_with_a_person_too_slow_to_claim(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    # A person too slow to ever claim: the computers play every mode out (the person's
    # claims come late); the saved record replays to a finished match.
    save = tmp_path / "all.json"
    args = ["--players", "4", "--modes", "tower,well,potato,catch,poison", "--seed", "2"]
    code, out, _ = play(
        monkeypatch, capsys, [*args, "--level", "relaxed", "--save", str(save)], ["x"] * 40, 900
    )
    assert code == 0, out
    for name in ("the infernal tower", "the well", "hot potato", "catch them all", "poisoned"):
        assert name in out
    assert d.replay(json.loads(save.read_text(encoding="utf-8"))).over


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (["--players", "9"], "2 to 8 players"),
        (["--computers", "0"], "2 to 8 players"),
        (["--players", "3", "--computers", "3"], "disagree"),
        (["--modes", "snap"], "not a mini-game"),
        (["--modes", "tower", "--scoring", "tournament"], "tournament"),
        (["--modes", "tower,tower", "--length", "1"], "2 modes for 1"),
        (["--length", "16"], "--length"),
        (["--name", "cpu1"], "computer's name"),
        (["--name", "  "], "empty"),
        (["--seed", "-1"], "--seed"),
        (["--save", "/no/such/folder/x.json"], "does not exist"),
        (["--level", "slow"], "invalid choice"),
    ],
)
def test_bad_options_exit_2_in_one_line(
    args: list[str], words: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert games_main(["play", *args], game="dobble") == 2
    out, err = capsys.readouterr()
    assert out == "" and err.count("\n") == 1 and words in err


def test_reading_what_the_person_types() -> None:
    assert find_symbol("Skull") == SYMBOLS.index("skull")
    assert find_symbol("sk") == SYMBOLS.index("skull")
    assert find_symbol("💀") == SYMBOLS.index("skull")
    assert find_symbol("⚓\ufe0f") == SYMBOLS.index("anchor")
    assert find_symbol("s") is None and find_symbol("sn") is None  # snail, snowman
    setup = d.new_setup(["you", "cpu1", "cpu2"], modes=["potato"], length=1, seed=1)
    m = d.GAME.load(setup, [])
    assert read_claim("snail cpu2", m, 0) == ("claim", SYMBOLS.index("snail"), 2, "")
    assert read_claim("snail  CPU1", m, 0).target == 1
    assert read_claim("snail zoe", m, 0).kind == "refused"
    setup = d.new_setup(["you", "cpu1"], modes=["catch"], length=1, seed=1)
    m = d.GAME.load(setup, [])
    assert read_claim("skull 2", m, 0).target == 1
    assert "numbered 1 to 2" in read_claim("skull 3", m, 0).text
    setup = d.new_setup(["you", "cpu1"], modes=["tower"], length=1, seed=1)
    m = d.GAME.load(setup, [])
    assert "No target" in read_claim("skull cpu1", m, 0).text
    assert read_claim("help", m, 0).kind == "help" and read_claim("QUIT", m, 0).kind == "quit"


def test_the_duel_board_shows_each_duellists_card() -> None:
    from .test_cli import tied_tower

    m = d.replay(tied_tower())
    board = render(m, 0)
    assert "Your duel card:" in board and "ben's card:" in board and "cleo" not in board
    symbol = SYMBOLS[SHARED[m.duel.cards[0]][m.duel.cards[1]]]
    assert read_claim(f"{symbol} ben", m, 0) == ("claim", SYMBOLS.index(symbol), 1, "")


def test_an_ambiguous_start_is_called_ambiguous() -> None:
    """#33: "b" starts banana, balloon, bell… : ambiguous, not "not a symbol"."""
    setup = d.new_setup(["you", "cpu2"], modes=["tower"], length=1, seed=1)
    m = d.GAME.load(setup, [])
    said = read_claim("b", m, 0)
    assert said.kind == "refused" and "'b' is ambiguous (" in said.text
    assert "not a symbol" not in said.text and "type more of the name" in said.text
    in_play = [d.SYMBOLS[s] for s in d.CARDS[d.button_card(m, 0)] if d.SYMBOLS[s].startswith("b")]
    shown = said.text.split("(")[1]
    assert all(shown.index(name) < shown.index("…") for name in in_play)  # those in play first
    assert "'zzz' is not a symbol" in read_claim("zzz", m, 0).text
    assert read_claim("sk", m, 0).kind == "claim"  # a unique start is enough


def test_the_poisoned_gift_shows_your_own_card() -> None:
    """#33: in the poisoned gift the others look at your card to give you the pile's card: the
    board shows it too."""
    setup = d.new_setup(["you", "cpu2", "cpu3"], modes=["poison"], length=1, seed=4)
    m = d.GAME.load(setup, [])
    board = render(m, 0)
    assert "Your card:" in board and d.cards.card_text(m.stacks[0][-1]) in board
