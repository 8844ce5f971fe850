"""The arena (``python -m ten_rules arena``): seats rotated, duplicate deals, the JSON summary
last on stdout, records that ``replay`` replays to the same winners."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from search import Budget
from ten_rules import arena
from ten_rules.cli import main
from ten_rules.record import replay

from .helpers import cli


def run_arena(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, dict[str, Any], str]:
    code = main(["arena", *args])
    out, err = capsys.readouterr()
    lines = out.strip().splitlines()
    return code, json.loads(lines[-1]) if lines else {}, err


def test_arena_prints_one_json_summary_last(capsys: pytest.CaptureFixture[str]) -> None:
    code, summary, err = run_arena(
        capsys, "--seats", "normal,random,random,random", "--games", "4", "--seed", "3"
    )
    assert code == 0
    assert summary["games"] == 4
    assert sum(summary["wins"].values()) == pytest.approx(4)
    assert set(summary["mean_rank"]) == {"normal", "random"}
    assert summary["equal_share"] == {"normal": 0.25, "random": 0.75}
    for level in ("normal", "random"):
        ms = summary["move_ms"][level]
        assert ms["moves"] > 0
        assert 0 <= ms["p50"] <= ms["p99"] <= ms["max"]
    # One duplicate group of four games: no interval yet.
    assert summary["win_rate_ci95"] == {"normal": None, "random": None}
    assert err.count("game ") == 4 and "game 4/4" in err


def test_arena_is_seeded(capsys: pytest.CaptureFixture[str]) -> None:
    args = ("--seats", "normal,random", "--games", "4", "--seed", "9")
    _, first, _ = run_arena(capsys, *args)
    _, again, _ = run_arena(capsys, *args)
    assert first["wins"] == again["wins"] and first["mean_rank"] == again["mean_rank"]
    low, high = first["win_rate_ci95"]["normal"]
    assert low <= first["win_rate"]["normal"] <= high


def test_records_replay_to_the_same_winners(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    folder = tmp_path / "records"
    code, summary, _ = run_arena(
        capsys,
        *("--seats", "hard,normal", "--games", "2", "--seed", "1"),
        *("--records", str(folder), "--iterations", "6", "--work", "80"),
    )
    assert code == 0
    files = sorted(p.name for p in folder.iterdir())
    assert files == ["game-0001.json", "game-0002.json"]
    wins = {"hard": 0.0, "normal": 0.0}
    for name in files:
        record = json.loads((folder / name).read_text(encoding="utf-8"))
        assert record["players"] in (["hard-0", "normal-1"], ["normal-0", "hard-1"])
        state = replay(record)
        assert state.over
        for w in state.winners:
            wins[record["players"][w].split("-")[0]] += 1 / len(state.winners)
    assert wins == pytest.approx(summary["wins"])
    done = cli("replay", str(folder / "game-0001.json"))
    assert done.returncode == 0
    assert json.loads(done.stdout)["over"] is True


def test_a_game_is_a_function_of_the_seed_and_its_index() -> None:
    budget = Budget(iterations=5, work=60)
    seats = ("hard", "normal", "normal")
    one = arena.play_game(seats, 4, 1, budget)
    assert one.record == arena.play_game(seats, 4, 1, budget).record
    assert one.levels == ("normal", "hard", "normal")
    # The games of a duplicate group deal the same cards (hands by seat, whoever sits there).

    def deal(index: int) -> tuple[Any, ...]:
        d = arena.play_game(seats, 4, index, budget).record["deal"]
        return d["round_cards"], d["pile"], list(d["hands"].values())

    assert deal(1) == deal(0) != deal(3)


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("--seats", "hard,expert", "--games", "2"), "--seats: unknown level 'expert'"),
        (("--seats", "hard", "--games", "2"), "--seats: Ten is played by 2 to 7 players"),
        (("--seats", "normal,normal", "--games", "0"), "--games: play at least one game"),
        (("--seats", "normal,normal", "--games", "2", "--jobs", "0"), "--jobs:"),
        (("--seats", "normal,normal", "--games", "2", "--iterations", "0"), "--iterations:"),
        (("--seats", "normal,normal", "--games", "2", "--seed", "-3"), "--seed:"),
        (("--seats", "normal,normal", "--games", "x"), "invalid int value"),
    ],
)
def test_bad_options_exit_2_with_one_line(
    capsys: pytest.CaptureFixture[str], args: tuple[str, ...], message: str
) -> None:
    assert main(["arena", *args]) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert message in err
    assert len(err.strip().splitlines()) == 1


def test_records_must_go_to_a_folder(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    afile = tmp_path / "taken"
    afile.write_text("x", encoding="utf-8")
    assert main(["arena", "--seats", "normal,normal", "--games", "1", "--records", str(afile)]) == 2
    assert "is not a folder" in capsys.readouterr().err


def test_help_names_the_arena(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--help"]) == 0
    out = capsys.readouterr().out
    assert "arena" in out and "--seats hard,normal,normal,normal" in out
    assert main(["arena", "--help"]) == 0
    out = capsys.readouterr().out
    assert "--records" in out and "--jobs" in out
