"""The arena (``python -m sticks_rules arena``): seats rotated, duplicate deals, the JSON summary
last on stdout, records that ``replay`` replays to the same winners, shared wins split, the
variants passed through."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from search import Budget
from search import arena as shared
from sticks_rules import arena
from sticks_rules.cli import main
from sticks_rules.record import replay

from .helpers import cli


def run_arena(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, dict[str, Any], str]:
    code = main(["arena", *args])
    out, err = capsys.readouterr()
    lines = out.strip().splitlines()
    return code, json.loads(lines[-1]) if lines else {}, err


def test_each_level_sits_in_every_seat_equally() -> None:
    seats = ["hard", "normal", "random"]
    sat: dict[tuple[int, str], int] = {}
    for index in range(6):
        for seat, level in enumerate(shared.seat_levels(seats, index)):
            sat[seat, level] = sat.get((seat, level), 0) + 1
    assert all(count == 2 for count in sat.values()) and len(sat) == 9
    # A duplicate group shares its deal; the next group deals anew; games stay below 2^63.
    first = shared.deal_seed("sticks", 5, 0, 3)
    assert first == shared.deal_seed("sticks", 5, 2, 3) != shared.deal_seed("sticks", 5, 3, 3)
    assert 0 <= first < 2**48


def test_arena_prints_one_json_summary_last(capsys: pytest.CaptureFixture[str]) -> None:
    code, summary, err = run_arena(
        capsys, "--seats", "normal,random,random", "--games", "6", "--seed", "3"
    )
    assert code == 0
    assert summary["games"] == 6
    assert sum(summary["wins"].values()) == pytest.approx(6)
    assert set(summary["mean_rank"]) == {"normal", "random"}
    assert summary["equal_share"] == {"normal": 0.3333, "random": 0.6667}
    assert (summary["deck"], summary["reveal"]) == ("full", "turns")
    for level in ("normal", "random"):
        ms = summary["move_ms"][level]
        assert ms["moves"] > 0
        assert 0 <= ms["p50"] <= ms["p99"] <= ms["max"]
        low, high = summary["win_rate_ci95"][level]
        assert low <= summary["win_rate"][level] <= high
    assert err.count("game ") == 6 and "game 6/6" in err


def test_arena_is_seeded(capsys: pytest.CaptureFixture[str]) -> None:
    args = ("--seats", "normal,random", "--games", "4", "--seed", "9", "--reveal", "simultaneous")
    _, first, _ = run_arena(capsys, *args)
    _, again, _ = run_arena(capsys, *args)
    assert first["wins"] == again["wins"] and first["mean_rank"] == again["mean_rank"]


def test_records_replay_to_the_same_winners(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    folder = tmp_path / "records"
    code, summary, _ = run_arena(
        capsys,
        *("--seats", "hard,normal", "--games", "2", "--seed", "1", "--deck", "trimmed"),
        *("--reveal", "simultaneous", "--records", str(folder)),
        *("--iterations", "8", "--work", "150"),
    )
    assert code == 0
    assert (summary["deck"], summary["reveal"]) == ("trimmed", "simultaneous")
    files = sorted(p.name for p in folder.iterdir())
    assert files == ["game-0001.json", "game-0002.json"]
    wins = {"hard": 0.0, "normal": 0.0}
    for name in files:
        record = json.loads((folder / name).read_text(encoding="utf-8"))
        assert record["players"] in (["hard-0", "normal-1"], ["normal-0", "hard-1"])
        assert (record["deck"], record["reveal"]) == ("trimmed", "simultaneous")
        state = replay(record)
        assert state.over
        for w in state.winners:
            wins[record["players"][w].split("-")[0]] += 1 / len(state.winners)
    assert wins == pytest.approx(summary["wins"])
    assert summary["move_ms"]["hard"]["moves"] == 36  # 9 tricks, 2 rounds, 2 games
    # The replay command reads them too.
    done = cli("replay", str(folder / "game-0002.json"))
    assert done.returncode == 0
    assert json.loads(done.stdout)["over"] is True


def test_a_game_is_a_function_of_the_seed_and_its_index() -> None:
    options = arena.Options(budget=Budget(iterations=6, work=120))
    one = arena.play_game(("hard", "normal", "normal"), 4, 2, options)
    again = arena.play_game(("hard", "normal", "normal"), 4, 2, options)
    assert one.record == again.record and one.levels == ("normal", "normal", "hard")
    # The other games of its duplicate group deal the same cards.
    group = arena.play_game(("hard", "normal", "normal"), 4, 0, options)
    assert (
        group.record["rounds"][0]["hands"]["hard-0"] == one.record["rounds"][0]["hands"]["normal-0"]
    )


def test_shared_wins_are_split() -> None:
    def result(index: int, levels: tuple[str, ...], shares: tuple[float, ...]) -> Any:
        return shared.GameResult(index, levels, shares, (1, 1, 3), ((0.001,), (), ()), {})

    seats = ["hard", "normal", "normal"]
    summary = shared.summary(
        seats,
        0,
        [
            result(0, ("hard", "normal", "normal"), (0.5, 0.5, 0.0)),
            result(1, ("normal", "hard", "normal"), (0.0, 1.0, 0.0)),
        ],
    )
    assert summary["wins"] == {"hard": 1.5, "normal": 0.5}
    assert summary["win_rate"]["hard"] == 0.75
    assert summary["move_ms"]["hard"]["p50"] == 1.0
    assert summary["win_rate_ci95"]["hard"] is None  # one duplicate group: no interval


def test_jobs_change_nothing_but_the_time(capsys: pytest.CaptureFixture[str]) -> None:
    args = ("--seats", "normal,random", "--games", "2", "--seed", "2")
    _, alone, _ = run_arena(capsys, *args)
    _, pooled, _ = run_arena(capsys, *args, "--jobs", "2")
    assert alone["wins"] == pooled["wins"] and alone["mean_rank"] == pooled["mean_rank"]


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("--seats", "hard,expert", "--games", "2"), "--seats: unknown level 'expert'"),
        (("--seats", "hard", "--games", "2"), "--seats: Sticks is played by 2 to 5 players"),
        (("--seats", "normal,normal", "--games", "0"), "--games: play at least one game"),
        (("--seats", "normal,normal", "--games", "2", "--jobs", "0"), "--jobs:"),
        (("--seats", "normal,normal", "--games", "2", "--work", "0"), "--work:"),
        (("--seats", "normal,normal", "--games", "2", "--seed", "-1"), "--seed:"),
        (("--seats", "normal,normal", "--games", "2", "--deck", "half"), "invalid choice"),
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
    assert "arena" in out and "--seats hard,normal,normal" in out
    assert main(["arena", "--help"]) == 0
    out = capsys.readouterr().out
    assert "--records" in out and "--reveal" in out and "--jobs" in out
