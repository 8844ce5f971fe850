"""The command line contract (RECORD.md): ``replay`` exit codes and output, ``play``, ``--help``."""

from __future__ import annotations

import json
import os
import re
import selectors
import subprocess
import sys
import time
from pathlib import Path

import pytest

import dobro_rules as d

from .helpers import (
    P3,
    RECORDS,
    ROOT,
    STATE_KEYS,
    cli,
    cli_replay,
    draw,
    play,
    random_game,
    record,
    round_spec,
    take,
    write,
)

HANDS = {
    "ana": ["3", "4", "5", "6", "9", "2"],
    "ben": ["5", "6", "7", "8", "10", "2"],
    "cleo": ["6", "7", "8", "9", "11", "2"],
}


def base(actions=(), **kw) -> dict:
    return record(P3, [round_spec(P3, HANDS, starter="ana")], list(actions), **kw)


# -- exit 0 ------------------------------------------------------------------------------------


def test_replay_prints_the_state_with_exactly_the_record_keys(tmp_path: Path) -> None:
    rec = base([play("ana", "3"), play("ben", "5")])
    code, out, err = cli_replay(write(tmp_path, rec))
    assert (code, err) == (0, "")
    assert set(out) == STATE_KEYS
    assert out == d.state_json(d.replay(rec))
    assert out["hands"]["ana"] == ["2", "4", "5", "6", "7", "9"]  # sorted, full: referee's view
    assert (out["turn"], out["value"], out["bid"]) == ("cleo", 5, ["3", "5"])
    assert isinstance(out["pile"], int) and isinstance(out["collected"]["ana"], int)


def test_replay_reads_standard_input() -> None:
    rec = base([play("ana", "3")])
    proc = cli("replay", "-", stdin=json.dumps(rec))
    assert proc.returncode == 0
    assert json.loads(proc.stdout) == d.state_json(d.replay(rec))


def test_replay_is_deterministic_for_a_seed_only_record(tmp_path: Path) -> None:
    rec = {"players": P3, "seed": 42, "actions": []}
    a = cli_replay(write(tmp_path, rec))
    b = cli_replay(write(tmp_path, rec, "again.json"))
    assert a == b and a[0] == 0


def test_replay_of_a_finished_game(tmp_path: Path) -> None:
    steps = list(random_game(4, seed=5, draw="manual"))
    final = steps[-1][2]
    rec = d.export_record(final, [a for _, a, _, _ in steps])
    code, out, _ = cli_replay(write(tmp_path, rec))
    assert code == 0 and out["over"] is True
    assert out == d.state_json(final)
    assert len(out["round_points"]) == 3 and out["winners"]


# -- exit 1: an illegal action -----------------------------------------------------------------


def finished_record() -> dict:
    steps = list(random_game(3, seed=2))
    return d.export_record(steps[-1][2], [a for _, a, _, _ in steps])


ILLEGAL = {
    "not_your_turn": (base([play("ana", "3"), play("cleo", "6")]), 1, "rule R6, a turn"),
    "too_low": (base([play("ana", "9"), play("ben", "5")]), 1, "rule R6a, one card"),
    "not_pair": (base([play("ana", "2"), play("ben", "5", "6")]), 1, "rule R6b, a pair"),
    "open_no_take": (base([take("ana")]), 0, "rule R5, opening a bid"),
    "not_in_hand": (base([play("ana", "12")]), 0, "rule R6"),
    "joker_range": (base([play("ana", "J", as_=5)]), 0, "rule R6"),
    "out_of_turn_after_drawing": (
        base(
            [play("ana", "3"), draw("ana"), play("ben", "5"), play("cleo", "6"), play("ben", "7")],
            draw="manual",
        ),
        4,
        "It is ana's turn, not yours (rule R6, a turn)",
    ),
    "must_draw_first": (
        base(
            [play("ana", "3"), play("ben", "5"), draw("ben"), play("cleo", "6"), take("ana")],
            draw="manual",
        ),
        4,
        "draw before doing anything else (rule H2, manual drawing)",
    ),
    "manual_only": (base([play("ana", "3"), draw("ana")]), 1, "rule H2, manual drawing"),
}


@pytest.mark.parametrize("case", sorted(ILLEGAL))
def test_replay_illegal_action_exits_1_with_the_state_before_it(tmp_path: Path, case: str) -> None:
    rec, index, words = ILLEGAL[case]
    code, out, err = cli_replay(write(tmp_path, rec))
    assert (code, err) == (1, "")
    assert set(out) == STATE_KEYS | {"error"}
    assert set(out["error"]) == {"index", "message"}
    assert out["error"]["index"] == index
    message = out["error"]["message"]
    assert words in message, message
    before = d.replay({**rec, "actions": rec["actions"][:index]})
    assert {k: v for k, v in out.items() if k != "error"} == d.state_json(before)
    with pytest.raises(d.ReplayError) as exc:
        d.replay(rec)
    assert exc.value.index == index and exc.value.error.message == message


def test_replay_action_after_the_end_of_the_game(tmp_path: Path) -> None:
    rec = finished_record()
    rec["actions"].append(take(rec["players"][0]))
    code, out, _ = cli_replay(write(tmp_path, rec))
    assert code == 1
    assert out["over"] is True and out["error"]["index"] == len(rec["actions"]) - 1
    assert "rule R13" in out["error"]["message"]


def test_every_refusal_names_a_rule() -> None:
    """Every message the engine can refuse an action with cites a rule in words."""
    from dobro_rules.errors import WORDS

    error_codes, error_text = WORDS.error_codes, WORDS.error_text

    assert "not_your_turn" in error_codes()
    for code in error_codes():
        if code in ("bad_action", "open_special_only"):
            continue  # not raised by the engine
        for lang in ("en", "fr"):
            params = {
                k: "x" for k in ("turn", "player", "target", "cards", "card", "played", "value")
            }
            text = error_text(code, lang, rule="R6", declared=1, **params)
            assert ("rule R6" in text) or ("règle R6" in text), (code, lang, text)


# -- exit 2: not a valid record ----------------------------------------------------------------


def e2() -> dict:
    return json.loads((RECORDS / "e2.json").read_text(encoding="utf-8"))


def malformed() -> dict[str, tuple[str | dict | list, str]]:
    spec = round_spec(P3)
    unknown_card = json.loads(json.dumps(spec))
    unknown_card["hands"]["ben"][0] = "13"
    not_deck = json.loads(json.dumps(spec))
    not_deck["pile"][-1] = "J"
    short_hand = json.loads(json.dumps(spec))
    short_hand["pile"].append(short_hand["hands"]["cleo"].pop())
    two = round_spec(["ana", "ben"])
    two["pile"].append(two["set_aside"].pop())
    wrong_starter = e2()
    wrong_starter["rounds"][1]["starter"] = "Luis"
    return {
        "bad json": ('{"players": ["ana", "ben"', "not valid JSON"),
        "empty file": ("", "not valid JSON"),
        "not an object": ([1, 2], "JSON object"),
        "players not a list": ({"players": "ana"}, "players"),
        "missing players": ({"seed": 1}, "players: missing field"),
        "unknown card": (record(P3, [unknown_card]), "unknown card '13'"),
        "unknown card in an action": (
            record(P3, [spec], [{"player": "ana", "play": ["X"]}]),
            "unknown card 'X'",
        ),
        "unknown field": ({"players": P3, "seed": 1, "colour": "red"}, "colour: unknown field"),
        "unknown round field": (
            record(P3, [{**spec, "discard": []}]),
            "unknown field",
        ),
        "unknown action field": (
            record(P3, None, [{"player": "ana", "play": ["3"], "why": "fun"}]),
            "unknown field 'why'",
        ),
        "action not an object": (record(P3, None, ["ana plays 3"]), "actions[0]"),
        "take not true": (record(P3, None, [{"player": "ana", "take": "yes"}]), "must be true"),
        "two kinds": (
            record(P3, None, [{"player": "ana", "take": True, "draw": True}]),
            "exactly one of",
        ),
        "unknown player": (record(P3, None, [take("zoe")]), "'zoe' is not a player"),
        "bad variant": ({"players": P3, "seed": 1, "variant": "short"}, "variant"),
        "bad draw": ({"players": P3, "seed": 1, "draw": "sometimes"}, "draw"),
        "seed not a number": ({"players": P3, "seed": "7"}, "seed"),
        "no seed": ({"players": P3}, "seed: needed"),
        "cards not the deck": (record(P3, [not_deck]), "do not make the 57-card deck"),
        "wrong hand size": (record(P3, [short_hand]), "a hand holds 6 cards"),
        "wrong set-aside size": (record(["ana", "ben"], [two]), "10 cards are set aside"),
        "wrong later starter": (wrong_starter, "R12 makes Florent start round 2, not Luis"),
        "too many players": (record([f"p{i}" for i in range(7)]), "2 to 6 players"),
        "joker value missing": (
            record(P3, [round_spec(P3, {"ana": ["J"]}, starter="ana")], [play("ana", "J")]),
            "required exactly when a joker is played",
        ),
    }


@pytest.mark.parametrize("case", sorted(malformed()))
def test_replay_malformed_record_exits_2_with_one_line(tmp_path: Path, case: str) -> None:
    data, words = malformed()[case]
    code, out, err = cli_replay(write(tmp_path, data))
    assert code == 2
    assert out is None
    lines = err.strip("\n").split("\n")
    assert len(lines) == 1 and lines[0].strip(), err
    assert "Traceback" not in err
    assert words in err, err


def test_replay_missing_file_exits_2(tmp_path: Path) -> None:
    code, out, err = cli_replay(tmp_path / "nowhere.json")
    assert (code, out) == (2, None)
    assert len(err.strip().splitlines()) == 1 and "Traceback" not in err
    assert "nowhere.json" in err and "cannot read" in err


def test_replay_not_utf8_exits_2(tmp_path: Path) -> None:
    path = tmp_path / "latin1.json"
    path.write_bytes(b'{"players": ["Rapha\xebl"]}')
    code, _, err = cli_replay(path)
    assert code == 2 and len(err.strip().splitlines()) == 1 and "Traceback" not in err


# -- --help ------------------------------------------------------------------------------------


def test_help_explains_both_commands() -> None:
    proc = cli("--help")
    assert proc.returncode == 0 and proc.stderr == ""
    text = proc.stdout
    assert "replay FILE" in text and "play" in text
    assert "Exit 0" in text and "Exit 1" in text and "Exit 2" in text
    assert '"error"' in text
    for sub in ("replay", "play"):
        proc = cli(sub, "--help")
        assert proc.returncode == 0 and "usage" in proc.stdout


def test_no_command_shows_help_and_fails() -> None:
    proc = cli()
    assert proc.returncode == 2 and "replay" in proc.stdout


# -- play --------------------------------------------------------------------------------------


def drive_play(args: list[str], deadline: float = 60.0) -> tuple[int, str]:
    """Run ``python -m dobro_rules play`` answering its prompts: menu letter a, the lowest joker
    value."""
    env = {**os.environ, "PYTHONUNBUFFERED": "1", "PYTHONIOENCODING": "utf-8"}
    proc = subprocess.Popen(
        [sys.executable, "-m", "dobro_rules", "play", *args],
        cwd=ROOT,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        env=env,
    )
    assert proc.stdin and proc.stdout
    sel = selectors.DefaultSelector()
    sel.register(proc.stdout, selectors.EVENT_READ)
    transcript = b""
    pending = b""
    end = time.monotonic() + deadline
    while True:
        if time.monotonic() > end:
            proc.kill()
            raise AssertionError("play did not finish in time:\n" + transcript.decode()[-2000:])
        if not sel.select(timeout=1):
            continue
        chunk = os.read(proc.stdout.fileno(), 65536)
        if not chunk:
            break
        transcript += chunk
        pending += chunk
        text = pending.decode("utf-8", "replace")
        answer = None
        if text.endswith("Your move (? for help): "):
            answer = "a"
        else:
            m = re.search(r"\((\d+)–(\d+)\): $", text)
            if m:
                answer = m.group(1)
        if answer is not None:
            proc.stdin.write(answer.encode() + b"\n")
            proc.stdin.flush()
            pending = b""
    proc.wait(timeout=10)
    return proc.returncode, transcript.decode("utf-8", "replace")


@pytest.mark.parametrize(
    ("players", "drawing", "level"), [(3, "auto", "normal"), (2, "manual", "normal")]
)
def test_play_through_stdin_to_the_end_saves_a_replayable_record(
    tmp_path: Path, players: int, drawing: str, level: str
) -> None:
    save = tmp_path / "game.json"
    args = ["--players", str(players), "--seed", "7", "--draw", drawing, "--ai", level]
    code, transcript = drive_play([*args, "--save", str(save)])
    assert code == 0, transcript[-2000:]
    assert "Your move (? for help): " in transcript and "Final standings" in transcript
    assert "  a)  " in transcript and "How to win" in transcript
    assert "Traceback" not in transcript
    rec = json.loads(save.read_text(encoding="utf-8"))
    assert rec["players"][0] == "you" and rec["draw"] == drawing
    code, out, err = cli_replay(save)
    assert (code, err) == (0, "")
    assert out["over"] is True and out["winners"]
    assert len(out["round_points"]) == 3
    if drawing == "manual":
        # H2: the person is offered the Draw button before the computers play on.
        assert "Draw" in transcript
        assert "calls oubli! you " not in transcript


def test_play_rejects_bad_options() -> None:
    proc = cli("play", "--players", "7")
    assert proc.returncode == 2 and "2 to 6" in proc.stderr
    proc = cli("play", "--players", "3", "--seat", "4")
    assert proc.returncode == 2 and "seat" in proc.stderr
    proc = cli("play", "--name", "")
    assert proc.returncode == 2 and proc.stderr.startswith("--name") and proc.stdout == ""
    assert len(proc.stderr.strip().splitlines()) == 1
