"""A Dobble panel is drawn again only when what it shows may change (issue 35): the
renderer's ``hand_key`` names every fact ``hand_view`` reads, so equal keys mean equal
panels. Were a fact missing (a lock-out, H13; the own card of a hot potato; the picker's
choices, R7; a duel, H6), two states with one key would draw two panels and this fails:
the writer would have skipped an edit a player needed."""

from __future__ import annotations

import dataclasses
import itertools
import json
import random

import pytest

import dobble_rules as db
from cogs.games.dobble import RENDERER as DOBBLE
from cogs.table.factory import TABLE_CONTROLS
from dobble_rules import ai
from dobble_rules.engine import MODES, earliest_t
from storage import GameStatus, Seat
from tables import Table, TableSettings
from tables.model import Race


def _drawn(table: Table, player: str, lang: str) -> str:
    view = DOBBLE.hand_view(table, player, lang, TABLE_CONTROLS)
    return json.dumps(view.to_components(), sort_keys=True)


def _tables(state: db.Match, n: int) -> list[Table]:
    """The table around ``state`` as the writer may find it: countdown, Go, between stages,
    a seat away or gone, finished."""
    seats = [Seat.human(i, 1000 + i, f"p{i}") for i in range(n)]
    base = Table(
        game_id=7,
        guild_id=1,
        channel_id=2,
        host_id=1000,
        settings=TableSettings(game="dobble", seats=n),
        seats=seats,
        status=GameStatus.ACTIVE,
        state=state,
    )
    away = [dataclasses.replace(s, away=True) if s.seat == 1 else s for s in seats]
    gone = [dataclasses.replace(s, left=3) if s.seat == 0 else s for s in seats]
    return [
        base,
        dataclasses.replace(base, race=Race(stage=0, ready_at=100.0)),
        dataclasses.replace(base, race=Race(stage=0, ready_at=130.0)),
        dataclasses.replace(base, race=Race(stage=0, ready_at=100.0, go_local=101.0)),
        dataclasses.replace(base, race=Race(stage=0, ready_at=100.0, go_local=101.0), seats=away),
        dataclasses.replace(base, seats=gone),
        dataclasses.replace(base, status=GameStatus.FINISHED),
    ]


@pytest.mark.parametrize(
    ("options", "seed", "wrong", "wanted"),
    [
        # Every mode, with a wrong claim now and then (H13's lock-outs).
        (db.DobbleOptions(length=5, modes=MODES), 3, 0.05, {"locked", *MODES}),
        (db.DobbleOptions(scoring="tournament", length=3), 5, 0.0, {"pick", "duel"}),  # R7, H6
    ],
)
def test_equal_panel_keys_draw_equal_panels(
    options: db.DobbleOptions, seed: int, wrong: float, wanted: set[str]
) -> None:
    n = 3
    state = db.GAME.load(db.GAME.new_setup([f"p{i}" for i in range(n)], options, seed), [])
    rng, pick = random.Random(seed), random.Random(seed)
    levels = {s: ai.LEVELS[s % 3] for s in range(n)}
    seen: dict[object, str] = {}
    facts: set[tuple[str, ...]] = set()
    for step in itertools.count():
        tables = list(enumerate(_tables(state, n)))
        for k, table in pick.sample(tables, 3):  # a few of them each time: the suite stays fast
            lang = "fr" if step % 5 == 0 else "en"
            for seat in range(n):
                key = DOBBLE.hand_key(table, f"p{seat}", lang)
                drawn = _drawn(table, f"p{seat}", lang)
                assert seen.setdefault(key, drawn) == drawn, (step, k, key)
        facts.add(_what(state))
        if db.GAME.is_over(state):
            break
        state = state.copy()
        move = db.GAME.computer_move(state, levels, rng)
        assert move is not None
        if wrong and isinstance(move, db.Claim) and rng.random() < wrong:  # a lock-out (H13)
            seat = rng.randrange(n)
            bad = db.Claim(seat, max(move.t, earliest_t(state, seat)), state.count, 0)
            try:
                db.GAME.apply_in_place(state.copy(), bad)
            except db.IllegalAction:
                pass
            else:
                move = bad
        db.GAME.apply_in_place(state, move)
    # What the panels went through (else this would prove little):
    assert wanted <= set().union(*facts)


def _what(state: db.Match) -> tuple[str, ...]:
    return tuple(
        name
        for name, yes in (
            ("locked", any(state.locked) or (state.duel is not None and any(state.duel.locked))),
            ("duel", state.duel is not None),
            ("pick", state.picker >= 0),
            (state.mode_name or "", True),
        )
        if yes
    )
