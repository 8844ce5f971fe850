"""The arena, one for every game (``games.arena``, ``python -m <game>_rules arena``): seats
rotated in duplicate groups, seeded, a pool changing nothing but the time, a budget for the
searching level, the JSON summary last on stdout with a real 95 % interval (Wilson), records
that replay, and every bad option one line. (Each game's arena running at all, and its records
replaying, is ``test_games.test_the_arena_runs_and_its_records_replay``.)"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from games import names
from games.arena import ArenaJob, play_game
from games.cli import main
from search import Budget
from search.arena import GameResult, seat_levels, summary, wilson


def arena(capsys: pytest.CaptureFixture[str], game: str, *args: str) -> tuple[int, dict, str]:
    code = main(["arena", *args], game=game)
    out, err = capsys.readouterr()
    lines = out.strip().splitlines()
    return code, json.loads(lines[-1]) if lines else {}, err


def test_each_level_sits_in_every_seat_equally() -> None:
    seats = ["hard", "normal", "normal", "random"]
    sat: dict[tuple[int, str], int] = {}
    for index in range(8):
        for seat, level in enumerate(seat_levels(seats, index)):
            sat[seat, level] = sat.get((seat, level), 0) + 1
    for seat in range(4):
        assert sat[seat, "hard"] == 2 == sat[seat, "random"] and sat[seat, "normal"] == 4


@pytest.mark.parametrize("game", ["sticks", "ten"])
def test_a_game_is_a_function_of_the_seed_and_its_index_and_a_group_shares_its_deal(
    game: str,
) -> None:
    job = ArenaJob(game, {}, Budget(iterations=5, work=60))
    seats = ("hard", "normal", "normal")
    one = play_game(seats, 4, 1, job)
    assert one.record == play_game(seats, 4, 1, job).record
    assert one.levels == ("normal", "hard", "normal")
    # The games of a duplicate group share their deal (the seed it is dealt from).
    seeds = [play_game(seats, 4, i, job).record["seed"] for i in (0, 1, 3)]
    assert seeds[0] == seeds[1] != seeds[2]


def test_dobros_arena_deals_as_it_always_did() -> None:
    """Dobro's published arenas (docs/hard-computer.md, seed 2024) replay as they did: its own
    deal and computer seeds (``terminal.dobro``), one deal a duplicate group."""
    from dobro_rules.engine import derive_seed

    job = ArenaJob("dobro")
    first = play_game(("normal", "random"), 2024, 0, job)
    second = play_game(("normal", "random"), 2024, 1, job)
    assert first.record["seed"] == derive_seed(2024, "arena/deal/0") & (2**48 - 1)
    assert second.record["seed"] == first.record["seed"]


def test_the_summary_is_seeded_and_a_pool_changes_nothing_but_the_time(
    capsys: pytest.CaptureFixture[str],
) -> None:
    args = ("--seats", "normal,random,random", "--games", "3", "--seed", "2")
    code, alone, err = arena(capsys, "sticks", *args)
    assert code == 0 and err.count("game ") == 3 and "game 3/3" in err
    _, again, _ = arena(capsys, "sticks", *args)
    _, pooled, _ = arena(capsys, "sticks", *args, "--jobs", "2")
    del alone["move_ms"], again["move_ms"], pooled["move_ms"]  # CPU times vary
    assert alone == again == pooled
    assert alone["equal_share"] == {"normal": 0.3333, "random": 0.6667}
    assert (alone["deck"], alone["reveal"]) == ("full", "turns")  # the options played


def test_the_games_options_and_the_searching_budget(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    folder = tmp_path / "records"
    code, out, _ = arena(
        capsys,
        "sticks",
        *("--seats", "hard,normal", "--games", "2", "--seed", "1", "--deck", "trimmed"),
        *("--reveal", "simultaneous", "--iterations", "12", "--work", "200"),
        *("--records", str(folder)),
    )
    assert code == 0 and (out["deck"], out["reveal"]) == ("trimmed", "simultaneous")
    record = json.loads((folder / "game-0001.json").read_text(encoding="utf-8"))
    assert (record["deck"], record["reveal"]) == ("trimmed", "simultaneous")
    assert sorted(record["players"]) in (["hard-0", "normal-1"], ["hard-1", "normal-0"])


def test_shared_wins_are_split() -> None:
    def result(index: int, levels: tuple[str, ...], shares: tuple[float, ...]) -> GameResult:
        return GameResult(index, levels, shares, (1, 1, 3), ((0.001,), (), ()), {})

    out = summary(
        ["hard", "normal", "normal"],
        0,
        [
            result(0, ("hard", "normal", "normal"), (0.5, 0.5, 0.0)),
            result(1, ("normal", "hard", "normal"), (0.0, 1.0, 0.0)),
        ],
    )
    assert out["wins"] == {"hard": 1.5, "normal": 0.5}
    assert out["win_rate"]["hard"] == 0.75 and out["move_ms"]["normal"]["p50"] == 1.0


def test_the_95_interval_is_a_real_one_at_small_counts() -> None:
    """#33: after 6 games the interval was [0.6667, 0.6667]; Wilson's is never a point."""
    low, high = wilson(4, 6)
    assert (round(low, 2), round(high, 2)) == (0.3, 0.9)
    assert wilson(0, 6)[0] == 0.0 < wilson(0, 6)[1] and wilson(6, 6)[1] == 1.0 > wilson(6, 6)[0]
    assert wilson(600, 1000)[1] - wilson(600, 1000)[0] < 0.07  # narrows with more games


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("--seats", "hard,expert", "--games", "2"), "--seats: unknown level 'expert'"),
        (("--seats", "hard", "--games", "2"), "--seats: Dobro is played by 2 to 6 players"),
        (("--seats", "normal,normal", "--games", "0"), "--games: play at least one game"),
        (("--seats", "normal,normal", "--games", "2", "--jobs", "0"), "--jobs:"),
        (("--seats", "normal,normal", "--games", "2", "--work", "0"), "--work:"),
        (("--seats", "normal,normal", "--games", "2", "--seed", "-3"), "--seed:"),
        (("--seats", "normal,normal", "--games", "x"), "invalid int value"),
        (("--seats", "normal,normal", "--games", "1", "--draw", "often"), "invalid choice"),
    ],
)
def test_bad_options_exit_2_with_one_line(
    capsys: pytest.CaptureFixture[str], args: tuple[str, ...], message: str
) -> None:
    code, _, err = arena(capsys, "dobro", *args)
    assert code == 2 and message in err and len(err.strip().splitlines()) == 1


def test_records_must_go_to_a_folder(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    afile = tmp_path / "taken"
    afile.write_text("x", encoding="utf-8")
    code, _, err = arena(
        capsys, "ten", "--seats", "normal,normal", "--games", "1", "--records", str(afile)
    )
    assert code == 2 and "is not a folder" in err


@pytest.mark.parametrize("game", names())
def test_every_help_names_the_arena(capsys: pytest.CaptureFixture[str], game: str) -> None:
    assert main(["--help"], game=game) == 0
    out = capsys.readouterr().out
    assert "arena" in out and "--seats" in out and "Wilson" in out
    assert main(["arena", "--help"], game=game) == 0
    out = capsys.readouterr().out
    assert "--records" in out and "--jobs" in out
