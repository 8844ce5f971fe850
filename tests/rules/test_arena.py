"""The arena (``python -m dobro_rules arena``): seats rotated, duplicate deals, the JSON summary
last on stdout, records that ``replay`` replays to the same winners, shared wins split."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from dobro_rules import arena
from dobro_rules.cli import main
from dobro_rules.record import replay

from .helpers import cli


def run_arena(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, dict, str]:
    code = main(["arena", *args])
    out, err = capsys.readouterr()
    lines = out.strip().splitlines()
    return code, json.loads(lines[-1]) if lines else {}, err


def test_each_level_sits_in_every_seat_equally() -> None:
    seats = ["hard", "normal", "normal", "random"]
    sat: dict[tuple[int, str], int] = {}
    for index in range(8):
        for seat, level in enumerate(arena.seat_levels(seats, index)):
            sat[seat, level] = sat.get((seat, level), 0) + 1
    for seat in range(4):
        assert sat[seat, "hard"] == 2 == sat[seat, "random"]
        assert sat[seat, "normal"] == 4
    # A duplicate group shares its deal; the next group deals anew.
    assert arena.deal_seed(5, 0, 4) == arena.deal_seed(5, 3, 4) != arena.deal_seed(5, 4, 4)


def test_arena_prints_one_json_summary_last(capsys: pytest.CaptureFixture[str]) -> None:
    code, summary, err = run_arena(
        capsys, "--seats", "normal,random,random", "--games", "6", "--seed", "3"
    )
    assert code == 0
    assert summary["games"] == 6
    assert sum(summary["wins"].values()) == pytest.approx(6)
    assert set(summary["mean_rank"]) == {"normal", "random"}
    assert summary["equal_share"] == {"normal": 0.3333, "random": 0.6667}
    for level in ("normal", "random"):
        ms = summary["move_ms"][level]
        assert ms["moves"] > 0
        assert 0 <= ms["p50"] <= ms["p99"] <= ms["max"]
        low, high = summary["win_rate_ci95"][level]
        assert low <= summary["win_rate"][level] <= high
    assert err.count("game ") == 6
    assert "game 6/6" in err


def test_arena_is_seeded(capsys: pytest.CaptureFixture[str]) -> None:
    args = ("--seats", "normal,random", "--games", "4", "--seed", "9")
    _, first, _ = run_arena(capsys, *args)
    _, again, _ = run_arena(capsys, *args)
    assert first["wins"] == again["wins"] and first["mean_rank"] == again["mean_rank"]


def test_records_replay_to_the_same_winners(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    folder = tmp_path / "records"
    code, summary, _ = run_arena(
        capsys,
        *("--seats", "hard,normal", "--games", "2", "--seed", "1"),
        *("--records", str(folder), "--iterations", "12", "--work", "400"),
    )
    assert code == 0
    files = sorted(p.name for p in folder.iterdir())
    assert files == ["game-0001.json", "game-0002.json"]
    wins = {"hard": 0.0, "normal": 0.0}
    for name in files:
        record = json.loads((folder / name).read_text(encoding="utf-8"))
        assert sorted(record["players"]) in (["hard-0", "normal-1"], ["hard-1", "normal-0"])
        state = replay(record)
        assert state.over
        for w in state.winners:
            wins[record["players"][w].split("-")[0]] += 1 / len(state.winners)
    assert wins == pytest.approx(summary["wins"])
    # The replay CLI reads them too.
    done = cli("replay", str(folder / "game-0002.json"))
    assert done.returncode == 0
    assert json.loads(done.stdout)["over"] is True


def test_shared_wins_are_split() -> None:
    def result(index: int, levels: tuple[str, ...], shares: tuple[float, ...]) -> arena.GameResult:
        return arena.GameResult(index, levels, shares, (1, 1, 3), ((0.001,), (), ()), {})

    seats = ["hard", "normal", "normal"]
    summary = arena.summary(
        seats,
        0,
        [
            result(0, ("hard", "normal", "normal"), (0.5, 0.5, 0.0)),
            result(1, ("normal", "hard", "normal"), (0.0, 1.0, 0.0)),
        ],
    )
    assert summary["wins"] == {"hard": 1.5, "normal": 0.5}
    assert summary["win_rate"]["hard"] == 0.75
    assert summary["move_ms"]["normal"]["p50"] == 1.0


def test_jobs_change_nothing_but_the_time(capsys: pytest.CaptureFixture[str]) -> None:
    args = ("--seats", "normal,random,random,random", "--games", "4", "--seed", "2")
    _, alone, _ = run_arena(capsys, *args)
    _, pooled, _ = run_arena(capsys, *args, "--jobs", "2")
    assert alone["wins"] == pooled["wins"] and alone["mean_rank"] == pooled["mean_rank"]


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("--seats", "hard,expert", "--games", "2"), "--seats: unknown level 'expert'"),
        (("--seats", "hard", "--games", "2"), "--seats: Dobro is played by 2 to 6 players"),
        (("--seats", "normal,normal", "--games", "0"), "--games: play at least one game"),
        (("--seats", "normal,normal", "--games", "2", "--jobs", "0"), "--jobs:"),
        (("--seats", "normal,normal", "--games", "2", "--work", "0"), "--work:"),
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
