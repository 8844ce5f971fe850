"""Properties over random games (hypothesis): RULES.md's "Bounds", legal moves, replay, views.

Games are random in both drawing modes (manual ones mix the computers' ``pending_action`` with
random late draws, plays while others are short and oubli calls, to exercise H2), at 2 to 6
players, in both variants. Each property stays within a few seconds.
"""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import dobro_rules as d
from dobro_rules.cards import CODES, REVERSE, SKIP, deck
from dobro_rules.engine import Action, apply_in_place, seat_moves

from .helpers import all_cards, random_game, round_deck

players = st.integers(min_value=2, max_value=6)
seeds = st.integers(min_value=0, max_value=2**32 - 1)
draws = st.sampled_from(["auto", "manual"])
variants = st.sampled_from(["standard", "long"])

#: Upper bound on a game's actions: a card is played at most once per round, and every take,
#: draw and oubli needs a play before it (see the bound test).
MAX_ACTIONS_PER_ROUND = 4 * 57


@settings(max_examples=300, deadline=None)
@given(n=players, seed=seeds, drawing=draws, variant=variants)
def test_bounds_cards_conserved_v_at_most_48_and_every_game_ends(
    n: int, seed: int, drawing: str, variant: str
) -> None:
    full = Counter(deck(n))
    rounds_total = n if variant == "long" else 3
    last = None
    game = random_game(n, seed, draw=drawing, variant=variant)
    for steps, (before, _action, after, _events) in enumerate(game, 1):
        assert steps <= rounds_total * MAX_ACTIONS_PER_ROUND
        # Cards: hands + pile + set-aside + bid + score piles + discarded = the round's deck.
        assert all_cards(after) == round_deck(after) == full
        assert sum(after.sizes) == sum(sum(h) for h in after.hands)
        assert all(0 <= size <= after.hand_size for size in after.sizes)
        # V never exceeds 48; above 24 only specials and taking remain.
        assert 0 <= after.value <= 48
        if after.value > 24 and not after.over and not after.short[after.turn]:
            for m in seat_moves(after, after.turn):
                assert m.kind in ("take", "oubli") or m.cards in (("S",), ("R",))
        assert after.round_no >= before.round_no
        last = after
    assert last is not None and last.over
    assert len(last.round_points) == rounds_total
    assert last.points == [sum(r[s] for r in last.round_points) for s in range(n)]
    assert last.winners


def every_conceivable_action(state: d.GameState, seat: int) -> list[Action]:
    counts = state.hands[seat]
    kinds = [c for c in range(2, 16) if counts[c]]
    combos: list[tuple[int, ...]] = [(c,) for c in kinds]
    for i, a in enumerate(kinds):
        for b in kinds[i:]:
            combos.append((a, b))
            if a != b:
                combos.append((b, a))
    out = [
        Action(seat, "play", cards, value) for cards in combos for value in (None, *range(1, 14))
    ]
    out += [Action(seat, "take"), Action(seat, "draw")]
    out += [Action(seat, "oubli", target=t) for t in range(state.n)]
    return out


def key(a: Action) -> tuple:
    return (a.kind, tuple(sorted(a.cards)), a.declared, a.target)


def listed_keys(state: d.GameState, seat: int) -> set[tuple]:
    out = set()
    names = state.players
    for m in seat_moves(state, seat):
        if m.kind == "play":
            cards = tuple(sorted(CODES[c] for c in m.cards))
            for value in m.values or (None,):
                out.add(("play", cards, value, -1))
        elif m.kind == "oubli":
            out.add(("oubli", (), None, names.index(m.target)))
        else:
            out.add((m.kind, (), None, -1))
    return out


def fingerprint(s: d.GameState) -> tuple:
    return (
        [h[:] for h in s.hands],
        s.sizes[:],
        s.pile[:],
        [p[:] for p in s.piles],
        s.bid[:],
        (s.value, s.turn, s.must_open, s.direction, s.oubli, s.round_no, s.version, s.over),
        (s.short[:], s.ended_turn[:], s.points[:]),
    )


def accepted_keys(state: d.GameState, seat: int) -> set[tuple]:
    """The conceivable actions the engine accepts; a refused one must leave the state as it
    was, even when applied in place."""
    out = set()
    original = fingerprint(state)
    for a in every_conceivable_action(state, seat):
        trial = state.copy()
        try:
            apply_in_place(trial, a)
        except d.IllegalAction:
            assert fingerprint(trial) == original, a
            continue
        out.add(key(a))
    return out


@settings(max_examples=14, deadline=None)
@given(n=players, seed=seeds, drawing=draws)
def test_legal_moves_are_sound_and_complete(n: int, seed: int, drawing: str) -> None:
    rng = random.Random(seed)
    for before, _, _, _ in random_game(n, seed, draw=drawing):
        if rng.random() > 0.35:  # a sample of the game's positions keeps this fast
            continue
        movers = set()
        for seat in range(n):
            listed = listed_keys(before, seat)
            assert accepted_keys(before, seat) == listed, (before.players[seat], listed)
            if listed:
                movers.add(before.players[seat])
            # Moves are what a UI shows: no duplicates.
            moves = seat_moves(before, seat)
            assert len(moves) == len(set(moves))
        assert set(d.actors(before)) == movers
        assert d.actors(before)[0] == before.turn_player
        # A legal move from the dict API as well (RECORD.md actions).
        for m in d.legal_moves(before, before.turn_player):
            for value in m.values or (None,):
                d.apply(before, m.action(before.turn_player, value))


@settings(max_examples=150, deadline=None)
@given(n=players, seed=seeds, drawing=draws, variant=variants)
def test_replay_is_deterministic(n: int, seed: int, drawing: str, variant: str) -> None:
    steps = list(random_game(n, seed, draw=drawing, variant=variant))
    actions = [a for _, a, _, _ in steps]
    live = steps[-1][2]
    names = [f"p{i}" for i in range(n)]
    plain = {"players": names, "variant": variant, "draw": drawing, "seed": seed}
    exported = d.export_record(live, actions)
    for rec in (exported, {**plain, "actions": actions}):
        again = d.replay(json.loads(json.dumps(rec)))
        assert d.state_json(again) == d.state_json(live)
        assert again.round_cards == live.round_cards and again.dealt == live.dealt
    # Any prefix replays to the live state at that point.
    k = random.Random(seed).randrange(len(steps))
    mid = d.replay({**exported, "actions": actions[:k]})
    assert d.state_json(mid) == d.state_json(steps[k][0])
    assert mid.pile == steps[k][0].pile and mid.piles == steps[k][0].piles


@settings(max_examples=80, deadline=None)
@given(n=players, seed=seeds, drawing=draws)
def test_snapshot_round_trip(n: int, seed: int, drawing: str) -> None:
    rng = random.Random(seed)
    for before, action, after, events in random_game(n, seed, draw=drawing):
        if rng.random() > 0.3:
            continue
        snap = d.to_snapshot(before)
        restored = d.from_snapshot(json.loads(json.dumps(snap)))
        assert d.to_snapshot(restored) == snap
        assert d.state_json(restored) == d.state_json(before)
        # The restored state plays on exactly like the original.
        again, again_events = d.apply(restored, action)
        assert d.to_snapshot(again) == d.to_snapshot(after)
        assert again_events == events
    snap = d.to_snapshot(after)
    assert d.to_snapshot(d.from_snapshot(snap)) == snap


PUBLIC_FIELDS = {
    "player",
    "seat",
    "hand",
    "round",
    "rounds_total",
    "over",
    "turn",
    "must_open",
    "value",
    "bid",
    "direction",
    "draw_mode",
    "pile",
    "set_aside",
    "seats",
    "oubli",
    "winners",
    "moves",
    "preview",  # the player's own plays against the public value: reshuffling must not move it
}
SEAT_FIELDS = {
    "name",
    "seat",
    "hand_size",
    "collected",
    "points",
    "round_points",
    "short",
    "can_be_called",
    "has_oubli",
}


def reshuffle_hidden(state: d.GameState, seat: int, rng: random.Random) -> d.GameState:
    """The same table as ``seat`` sees it, with every hidden card moved around: other hands,
    the pile, the set-aside cards and the face-down score piles (sizes kept)."""
    s = state.copy()
    hidden: list[int] = []
    for t in range(s.n):
        if t != seat:
            for c in range(2, 16):
                hidden += [c] * s.hands[t][c]
    hidden += s.pile + s.set_aside
    for p in s.piles:
        hidden += p
    rng.shuffle(hidden)
    for t in range(s.n):
        if t != seat:
            counts = [0] * 16
            for _ in range(s.sizes[t]):
                counts[hidden.pop()] += 1
            s.hands[t] = counts
    s.pile = [hidden.pop() for _ in s.pile]
    s.set_aside = [hidden.pop() for _ in s.set_aside]
    s.piles = [[hidden.pop() for _ in p] for p in s.piles]
    assert not hidden
    return s


@settings(max_examples=60, deadline=None)
@given(n=players, seed=seeds, drawing=draws)
def test_views_never_leak_hidden_cards(n: int, seed: int, drawing: str) -> None:
    rng = random.Random(seed)
    for _, _, state, _ in random_game(n, seed, draw=drawing):
        if rng.random() > 0.4:
            continue
        for seat, name in enumerate(state.players):
            view = d.player_view(state, name)
            data = view.model_dump()
            assert set(data) == PUBLIC_FIELDS
            assert all(set(sv) == SEAT_FIELDS for sv in data["seats"])
            assert data["hand"] == d.state_json(state)["hands"][name]
            assert data["pile"] == len(state.pile) and data["set_aside"] == len(state.set_aside)
            assert [sv["hand_size"] for sv in data["seats"]] == state.sizes
            moved = reshuffle_hidden(state, seat, rng)
            assert d.player_view(moved, name).model_dump_json() == view.model_dump_json()
        spectator = d.player_view(state, "")
        assert spectator.hand == [] and spectator.moves == [] and spectator.preview == []


def test_views_do_show_what_changes_for_the_player() -> None:
    """The leak check is not vacuous: the player's own hand does show up in their view."""
    state = d.start(d.new_record(["a", "b", "c"], seed=1))
    moved = state.copy()
    moved.hands[0] = moved.hands[1][:]
    moved.hands[1] = state.hands[0][:]

    def view(s: d.GameState, p: str) -> str:
        return d.player_view(s, p).model_dump_json()

    assert view(moved, "a") != view(state, "a")
    assert view(moved, "c") == view(state, "c")


def test_specials_and_jokers_exist_in_random_games() -> None:
    """The random games do exercise the interesting cards and the manual-drawing machinery."""
    seen: Counter[str] = Counter()
    for seed in range(6):
        for before, action, _, events in random_game(4, seed, draw="manual"):
            if "play" in action:
                if CODES[action["play"][0]] in (SKIP, REVERSE):
                    seen["special"] += 1
                if "J" in action["play"]:
                    seen["joker"] += 1
                if before.must_open:
                    seen["opening"] += 1
                elif any(e.get("doubled") for e in events):
                    seen["doubled"] += 1
            for kind in ("take", "draw", "oubli"):
                seen[kind] += kind in action
            seen["round_end"] += any(e["type"] == "round_end" for e in events)
            seen["late_draw"] += (
                "draw" in action and before.ended_turn[before.players.index(action["player"])]
            )
    for what in ("special", "joker", "opening", "doubled", "take", "draw", "oubli", "late_draw"):
        assert seen[what] > 0, what


@settings(max_examples=40, deadline=None)
@given(n=players, seed=seeds, drawing=draws, who=st.integers(min_value=0, max_value=5))
def test_a_renamed_player_replays_to_the_same_play(
    n: int, seed: int, drawing: str, who: int
) -> None:
    """/dobro forget-me renames a person's seat in the stored record (setup and actions, or an
    exported record's rounds): the game is the same, only the label differs (no card named
    like the player is touched, even a player called "5")."""
    steps = list(random_game(n, seed, draw=drawing))
    actions = [a for _, a, _, _ in steps]
    live = steps[-1][2]
    old = live.players[who % n]
    new = "former player"
    plain = {"players": list(live.players), "draw": drawing, "seed": seed, "actions": actions}
    for rec in (plain, d.export_record(live, actions)):
        renamed = d.rename_player(rec, old, new)
        assert old not in renamed["players"] and new in renamed["players"]
        for a in renamed["actions"]:
            assert old not in (a.get("player"), a.get("oubli"))
        again = d.state_json(d.replay(renamed))
        expected = json.loads(json.dumps(d.state_json(live)).replace(f'"{old}"', f'"{new}"'))
        assert again == expected
    with pytest.raises(d.RecordError):
        d.rename_player(plain, "nobody", new)
    with pytest.raises(d.RecordError):
        d.rename_player(plain, old, live.players[(who + 1) % n])
