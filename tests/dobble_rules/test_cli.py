"""The replay contract (DOBBLE.md "Game record" and "Output"): exit 0/1/2, stdout and stderr
exactly as the spec says, every malformed and illegal case, every output key in every
situation. Mostly in-process (``main``), a few real subprocess runs."""

from __future__ import annotations

import copy
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

import dobble_rules as d
from dobble_rules.engine import Match
from games.cli import main as games_main

from .helpers import (
    P2,
    P3,
    STATE_KEYS,
    claim,
    cli_replay,
    deck_with,
    game,
    only_on,
    record,
    scripted,
    shared,
)

ROOT = Path(__file__).resolve().parents[2]

TOWER = deck_with([7, 8, 0, 1])
BASE = record(P2, [game("tower", [claim("ben", 2000, 0, "fire")], TOWER)])


def main(argv: list[str], **kw: Any) -> int:
    """``python -m dobble_rules ARGV`` in this process."""
    return games_main(argv, game="dobble", **kw)


def tied_tower(length: int = 2) -> dict[str, Any]:
    """A record whose tower (three players) ended tied between ana and ben: a duel is dealt,
    with no duel claims yet."""

    def chooser(m: Match, k: int) -> int:
        return k % 2

    setup, actions, m = scripted(P3, ["tower"] * length, chooser)
    rec = d.GAME.export(m, setup, actions)
    first = rec["games"][0]
    tie = next(i for i, c in enumerate(first["claims"]) if c["v"] == 51) + 1
    first["claims"] = first["claims"][:tie]
    first.pop("duel")
    rec["games"] = [first]
    return rec


def finished_tower() -> dict[str, Any]:
    """A two-game record whose first game (tower, ana takes all) is over."""
    setup, actions, m = scripted(P2, ["tower", "tower"], lambda m, k: 0)
    rec = d.GAME.export(m, setup, actions)
    rec["games"] = rec["games"][:1]
    return rec


# -- exit 0 ------------------------------------------------------------------------------------


def test_exit_0_prints_exactly_the_output_keys_in_order(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    code, out, err = cli_replay(capsys, tmp_path, BASE)
    assert (code, err) == (0, "")
    assert list(out) == STATE_KEYS
    assert out == d.state_json(d.replay(BASE))


def test_before_the_first_minigame(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    code, out, _ = cli_replay(capsys, tmp_path, record(P3, []))
    assert code == 0
    zeros = {"ana": 0, "ben": 0, "cleo": 0}
    assert out == {
        "game": None,
        "mode": None,
        "round": 1,
        "v": 0,
        "ended": False,
        "over": False,
        "tops": {"ana": None, "ben": None, "cleo": None},
        "stacks": zeros,
        "center": None,
        "stock": 0,
        "slots": [],
        "counts": zeros,
        "out": [],
        "locked_until": {},
        "duel": None,
        "outcomes": [],
        "results": [],
        "wins": zeros,
        "points": zeros,
        "winners": [],
    }


def test_during_a_duel_v_and_locked_until_are_the_duels(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    rec = tied_tower()
    code, out, _ = cli_replay(capsys, tmp_path, rec)
    assert code == 0 and list(out) == STATE_KEYS
    assert out["ended"] is False and out["v"] == 0 and out["locked_until"] == {}
    assert out["duel"]["players"] == ["ana", "ben"]
    cards = out["duel"]["cards"]
    assert [cards["ana"], cards["ben"]] == d.duel_deck(5, 0)[:2]
    assert out["counts"] == {"ana": 26, "ben": 26, "cleo": 0} and out["results"] == []
    a, b = cards["ana"], cards["ben"]
    rec["games"][0]["duel"] = {"claims": [claim("ben", 40, 0, only_on(b, a))]}
    code, out, _ = cli_replay(capsys, tmp_path, rec)
    assert out["locked_until"] == {"ben": 3040} and out["v"] == 0
    assert out["outcomes"][-1] == "wrong" and not out["ended"]
    rec["games"][0]["duel"]["claims"].append(claim("ana", 50, 0, shared(a, b)))
    code, out, _ = cli_replay(capsys, tmp_path, rec)
    assert out["v"] == 1 and out["ended"] and not out["over"]
    assert out["results"][0]["winner"] == "ana" and out["wins"]["ana"] == 1
    assert out["duel"]["players"] == ["ana", "ben"]  # until the next mini-game starts
    rec["games"].append(game("well"))
    code, out, _ = cli_replay(capsys, tmp_path, rec)
    assert out["duel"] is None and out["game"] == 1 and out["mode"] == "well"


def test_catch_ends_with_no_centre_no_slots_one_card_in_stock(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    setup, actions, m = scripted(P3, ["catch"], lambda m, k: k % 3)
    code, out, _ = cli_replay(capsys, tmp_path, d.GAME.export(m, setup, actions))
    assert code == 0
    assert (out["center"], out["slots"], out["stock"], out["ended"]) == (None, [], 1, True)
    assert out["tops"] == {"ana": None, "ben": None, "cleo": None}
    assert out["stacks"] == out["counts"] == {"ana": 18, "ben": 18, "cleo": 18}
    assert out["winners"] == ["ana"]  # a three-way tie, ana won the duel


def test_over_lists_the_winners_and_every_result(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    setup, actions, m = scripted(P2, ["tower", "well"], lambda m, k: 1)
    code, out, _ = cli_replay(capsys, tmp_path, d.GAME.export(m, setup, actions))
    assert code == 0 and out["over"] and out["ended"] and out["winners"] == ["ben"]
    assert [set(r) for r in out["results"]] == [{"mode", "counts", "winner", "loser", "points"}] * 2
    assert out["results"][1] == {
        "mode": "well",
        "counts": {"ana": 27, "ben": 0},
        "winner": "ben",
        "loser": "ana",
        "points": {"ana": 0, "ben": 0},
    }


def test_the_seed_shuffles_each_game_and_duel_deck(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    rec = record(P2, [game("tower")], seed=0)
    _, out, _ = cli_replay(capsys, tmp_path, rec)
    deck = d.shuffle(range(55), 0, 0)
    assert out["tops"] == {"ana": deck[0], "ben": deck[1]} and out["center"] == deck[2]
    with_deck = record(P2, [game("tower", [], deck)], seed=0)
    assert cli_replay(capsys, tmp_path, with_deck)[1] == out


# -- exit 2: malformed -------------------------------------------------------------------------


def _bad(**changes: Any) -> dict[str, Any]:
    rec = copy.deepcopy(BASE)
    rec.update(changes)
    return rec


def _claim_bad(**changes: Any) -> dict[str, Any]:
    rec = copy.deepcopy(BASE)
    rec["games"][0]["claims"][0].update(changes)
    return rec


def _without(path: list[Any]) -> dict[str, Any]:
    rec = copy.deepcopy(BASE)
    rec["games"][0]["duel"] = {"claims": []}
    node: Any = rec
    for key in path[:-1]:
        node = node[key]
    del node[path[-1]]
    return rec


MALFORMED: dict[str, tuple[Any, str]] = {
    # missing fields
    **{
        f"missing {'.'.join(map(str, p))}": (_without(p), "missing field")
        for p in (
            ["game"],
            ["players"],
            ["scoring"],
            ["seed"],
            ["games"],
            ["games", 0, "mode"],
            ["games", 0, "claims"],
            ["games", 0, "duel", "claims"],
            ["games", 0, "claims", 0, "player"],
            ["games", 0, "claims", 0, "t"],
            ["games", 0, "claims", 0, "v"],
            ["games", 0, "claims", 0, "symbol"],
        )
    },
    # unknown fields
    "unknown top": (_bad(rules="x"), "unknown field"),
    "unknown game": (_bad(games=[{**BASE["games"][0], "round": 1}]), "unknown field"),
    "unknown claim": (_claim_bad(at=1), "unknown field"),
    "unknown duel": (
        _bad(games=[{**BASE["games"][0], "duel": {"claims": [], "cards": []}}]),
        "unknown field",
    ),
    # nulls
    "null length": (_bad(length=None), "null"),
    "null target": (_claim_bad(target=None), "null"),
    "null deck": (_bad(games=[{**BASE["games"][0], "deck": None}]), "null"),
    "null duel": (_bad(games=[{**BASE["games"][0], "duel": None}]), "null"),
    # mistyped
    "game name": (_bad(game="dobro"), "game"),
    "scoring": (_bad(scoring="points"), "scoring"),
    "players string": (_bad(players="ana,ben"), "players"),
    "seed string": (_bad(seed="11"), "seed"),
    "seed float": (_bad(seed=11.0), "seed"),
    "seed bool": (_bad(seed=True), "seed"),
    "length string": (_bad(length="5"), "length"),
    "mode": (_bad(games=[{**BASE["games"][0], "mode": "snap"}]), "mode"),
    "claims object": (_bad(games=[{"mode": "tower", "claims": {}}]), "claims"),
    "t string": (_claim_bad(t="2000"), ".t"),
    "t float": (_claim_bad(t=2000.5), ".t"),
    "v bool": (_claim_bad(v=False), ".v"),
    "symbol number": (_claim_bad(symbol=28), "symbol"),
    "deck strings": (_bad(games=[{**BASE["games"][0], "deck": ["0"] * 55}]), "deck"),
    # ranges
    "seed negative": (_bad(seed=-1), "seed"),
    "seed 2^63": (_bad(seed=2**63), "seed"),
    "length 0": (_bad(length=0), "length"),
    "t negative": (_claim_bad(t=-1), ".t"),
    "v negative": (_claim_bad(v=-1), ".v"),
    # names
    "one player": (_bad(players=["ana"]), "players"),
    "nine players": (_bad(players=[f"p{i}" for i in range(9)]), "players"),
    "same name": (_bad(players=["ana", "ana"]), "distinct"),
    "empty name": (_bad(players=["ana", ""]), "empty"),
    "claimer not a player": (_claim_bad(player="zoe"), "player"),
    # symbols
    "unknown symbol": (_claim_bad(symbol="firee"), "symbol"),
    "capitalised symbol": (_claim_bad(symbol="Fire"), "symbol"),
    # targets
    "tower target": (_claim_bad(target="ana"), "target"),
    "well target": (
        _bad(games=[{"mode": "well", "claims": [claim("ana", 1, 0, "fire", 0)]}]),
        "target",
    ),
    "catch name": (
        _bad(games=[{"mode": "catch", "claims": [claim("ana", 1, 0, "fire", "ben")]}]),
        "target",
    ),
    "catch slot N": (
        _bad(games=[{"mode": "catch", "claims": [claim("ana", 1, 0, "fire", 2)]}]),
        "target",
    ),
    "catch slot bool": (
        _bad(games=[{"mode": "catch", "claims": [claim("ana", 1, 0, "fire", True)]}]),
        "target",
    ),
    "potato slot": (
        _bad(games=[{"mode": "potato", "claims": [claim("ana", 1, 0, "fire", 1)]}]),
        "target",
    ),
    "poison stranger": (
        _bad(games=[{"mode": "poison", "claims": [claim("ana", 1, 0, "fire", "zoe")]}]),
        "target",
    ),
    "duel slot": (
        _bad(
            games=[
                {"mode": "catch", "claims": [], "duel": {"claims": [claim("a", 1, 0, "fire", 0)]}}
            ],
            players=["a", "b"],
        ),
        "target",
    ),
    # decks
    "short deck": (_bad(games=[{**BASE["games"][0], "deck": list(range(54))}]), "deck"),
    "card twice": (_bad(games=[{**BASE["games"][0], "deck": [0, *range(54)]}]), "deck"),
    "card 55": (_bad(games=[{**BASE["games"][0], "deck": [*range(1, 55), 55]}]), "deck"),
    "duel deck": (
        _bad(games=[{**BASE["games"][0], "duel": {"deck": [0] * 55, "claims": []}}]),
        "duel.deck",
    ),
}


@pytest.mark.parametrize("case", sorted(MALFORMED))
def test_malformed_exit_2_one_line_on_stderr_nothing_on_stdout(
    case: str, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    rec, words = MALFORMED[case]
    code, out, err = cli_replay(capsys, tmp_path, rec)
    assert code == 2 and out is None, case
    assert err.count("\n") == 1 and err.endswith("\n"), err
    assert words in err, (case, err)


@pytest.mark.parametrize(
    "raw", ["", "{", "[1, 2]", "null", '"dobble"', '{"game": "dobble"', "\ud83d"]
)
def test_not_json_or_not_an_object(
    raw: str, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    code, out, err = cli_replay(
        capsys, tmp_path, None, raw=raw.encode("utf-8", "surrogatepass").decode("utf-8", "replace")
    )
    assert code == 2 and out is None and err.count("\n") == 1


def test_malformed_is_checked_over_the_whole_record_first(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    rec = copy.deepcopy(BASE)
    rec["games"][0]["claims"].append(claim("ana", 10, 0, "anchor"))  # illegal: out of order
    rec["games"].append(game("well", [claim("ana", 1, 0, "firee")]))  # malformed, later
    code, out, err = cli_replay(capsys, tmp_path, rec)
    assert code == 2 and out is None and "games[1].claims[0].symbol" in err


def test_an_unreadable_file(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    assert main(["replay", str(tmp_path / "none.json")]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.count("\n") == 1 and "cannot read" in err


# -- exit 1: illegal ---------------------------------------------------------------------------


def _illegal(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, rec: dict[str, Any]
) -> dict[str, Any]:
    code, out, err = cli_replay(capsys, tmp_path, rec)
    assert (code, err) == (1, "")
    assert list(out) == [*STATE_KEYS, "error"]
    assert set(out["error"]) == {"game", "claim", "message"}
    assert isinstance(out["error"]["message"], str) and out["error"]["message"]
    return out


def test_out_of_order_and_v_above(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    rec = copy.deepcopy(BASE)
    rec["games"][0]["claims"].append(claim("ana", 1999, 0, "anchor"))
    out = _illegal(capsys, tmp_path, rec)
    assert out["error"]["game"] == 0 and out["error"]["claim"] == 1
    assert "H5" in out["error"]["message"]
    assert out["outcomes"] == ["wrong"] and out["locked_until"] == {"ben": 5000}
    rec["games"][0]["claims"][1] = claim("ana", 2500, 1, "anchor")
    out = _illegal(capsys, tmp_path, rec)
    assert (out["error"]["claim"], out["v"]) == (1, 0) and "H12" in out["error"]["message"]


def test_a_claim_after_its_minigame_ended(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    rec = finished_tower()
    claims = rec["games"][0]["claims"]
    claims.append(claim("ana", claims[-1]["t"] + 1, 53, "anchor"))
    out = _illegal(capsys, tmp_path, rec)
    assert (
        out["error"]
        == {
            "game": 0,
            "claim": 53,
            "message": out["error"]["message"],
        }
        and out["ended"]
    )
    # A game claim once the game ended tied (its duel is set up) is after its end too.
    rec = tied_tower()
    claims = rec["games"][0]["claims"]
    claims.append(claim("cleo", claims[-1]["t"] + 1, 52, "anchor"))
    out = _illegal(capsys, tmp_path, rec)
    assert out["error"]["claim"] == len(claims) - 1 and out["duel"] is not None


def test_duel_claims_count_after_the_games_and_keep_their_own_order(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    rec = tied_tower()
    n = len(rec["games"][0]["claims"])
    cards = d.duel_deck(5, 0)
    a, b = cards[0], cards[1]
    rec["games"][0]["duel"] = {
        "claims": [claim("ben", 500, 0, only_on(b, a)), claim("ana", 400, 0, shared(a, b))]
    }
    out = _illegal(capsys, tmp_path, rec)
    assert out["error"]["claim"] == n + 1 and out["locked_until"] == {"ben": 3500}
    rec["games"][0]["duel"]["claims"][1] = claim("cleo", 600, 0, shared(a, b))
    out = _illegal(capsys, tmp_path, rec)
    assert out["error"]["claim"] == n + 1 and "duel" in out["error"]["message"]
    rec["games"][0]["duel"]["claims"][1] = claim("ana", 600, 0, shared(a, b))
    rec["games"][0]["duel"]["claims"].append(claim("ben", 700, 1, shared(a, b)))
    out = _illegal(capsys, tmp_path, rec)
    assert out["error"]["claim"] == n + 2 and out["ended"]


def test_game_level_errors_have_a_null_claim(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    # A duel without a tie.
    rec = copy.deepcopy(BASE)
    rec["games"][0]["duel"] = {"claims": []}
    out = _illegal(capsys, tmp_path, rec)
    assert out["error"]["game"] == 0 and out["error"]["claim"] is None
    assert out["outcomes"] == ["wrong"]  # the state after the game's claims
    # games[0] unfinished before games[1]: error game 1, games[0]'s state.
    rec = copy.deepcopy(BASE)
    rec["games"].append(game("well"))
    out = _illegal(capsys, tmp_path, rec)
    assert (out["error"]["game"], out["error"]["claim"], out["game"]) == (1, None, 0)
    # A tie whose duel is not played is unfinished too.
    rec = tied_tower()
    rec["games"].append(game("well"))
    out = _illegal(capsys, tmp_path, rec)
    assert (out["error"]["game"], out["game"], out["duel"] is not None) == (1, 0, True)
    # Beyond L: error game L.
    rec = finished_tower()
    rec["length"] = 1
    rec["games"].append(game("tower"))
    out = _illegal(capsys, tmp_path, rec)
    assert (out["error"]["game"], out["error"]["claim"], out["over"]) == (1, None, True)
    # A tournament must open with tower: the state before the first mini-game.
    out = _illegal(capsys, tmp_path, record(P2, [game("catch")], scoring="tournament"))
    assert (out["error"]["game"], out["game"], out["mode"]) == (0, None, None)


# -- a few real processes ----------------------------------------------------------------------


def _run(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "dobble_rules", *args],
        input=stdin,
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=60,
    )


def test_subprocess_exit_codes_and_standard_input(tmp_path: Path) -> None:
    ok = _run("replay", "-", stdin=json.dumps(BASE))
    assert ok.returncode == 0 and ok.stderr == ""
    assert json.loads(ok.stdout) == d.state_json(d.replay(BASE))
    bad = _run("replay", "-", stdin="{")
    assert bad.returncode == 2 and bad.stdout == "" and bad.stderr.count("\n") == 1
    rec = copy.deepcopy(BASE)
    rec["games"][0]["claims"].append(claim("ana", 1, 0, "anchor"))
    illegal = _run("replay", "-", stdin=json.dumps(rec))
    assert illegal.returncode == 1 and json.loads(illegal.stdout)["error"]["claim"] == 1


def test_help_and_no_command(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--help"]) == 0
    assert "replay FILE" in capsys.readouterr().out
    assert main([]) == 2
    assert main(["replay"]) == 2
    assert capsys.readouterr().err.count("\n") == 1
