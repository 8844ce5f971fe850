"""Properties over random games (hypothesis): legal plays are sound and complete, cards and
sticks are conserved, the score pile never runs out (R12), replay is deterministic, and views
and computer players never use what their seat may not see.

Games are seeded, 2 to 5 players, both decks, both reveal modes; simultaneous picks come in a
random order. Each property stays within a second or two.
"""

from __future__ import annotations

import json
import random
import re
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

import sticks_rules as s
from sticks_rules import ai
from sticks_rules.cards import SCORE_CARDS
from sticks_rules.engine import Play, State

from .helpers import fingerprint, random_game, record, round_spec

players = st.integers(min_value=2, max_value=5)
seeds = st.integers(min_value=0, max_value=2**63 - 1)
decks = st.sampled_from(["full", "trimmed"])
reveals = st.sampled_from(["turns", "simultaneous"])


def dealt_cards(state: State) -> set[int]:
    return {c for h in state.dealt[-1].hands for c in h}


@settings(max_examples=60, deadline=None)
@given(n=players, seed=seeds, deck=decks, reveal=reveals)
def test_games_end_and_conserve_cards_and_sticks(n: int, seed: int, deck: str, reveal: str) -> None:
    steps = 0
    last = None
    for before, _action, after, events in random_game(n, seed, deck=deck, reveal=reveal):
        steps += 1
        assert after.version == before.version + 1 == steps
        if not after.over:
            # Cards: hands + this round's finished tricks + the current trick = the deal.
            held = [c for h in after.hands for c in h]
            inplay = held + after.seen + [c for _, c in after.trick]
            assert sorted(inplay) == sorted(dealt_cards(after))
            assert 9 * n - len(inplay) == 0
            # R15: one colour only, as the output says.
            for holding in s.state_json(after)["sticks"].values():
                assert holding["blue"] == 0 or holding["red"] == 0
            # The revealed list ends with the current trick's score cards (R9–R11).
            cards = after.trick_cards()
            assert cards and cards[-1] not in ("B0", "R0") and 1 <= after.value <= 9
        trick = next((e for e in events if e["type"] == "trick"), None)
        if trick is not None:
            # Sticks change by what was handed out, nothing else (pairs cancel in place).
            gained = (trick["blue"] or {"count": 0})["count"] - (trick["red"] or {"count": 0})[
                "count"
            ]
            new_round = any(e["type"] == "round_end" for e in events)
            if not new_round:
                assert sum(after.sticks) - sum(before.sticks) == gained
        last = after
    assert last is not None and last.over
    assert steps == 9 * n * n  # N rounds (R4) of nine tricks (R19) of N cards
    assert len(last.round_scores) == n
    assert last.winners == [t for t in range(n) if last.totals[t] == min(last.totals)]
    for t in range(n):
        kept = [r[t] for i, r in enumerate(last.round_scores) if i + 1 not in last.cancelled[t]]
        assert last.totals[t] == sum(kept)  # R22


CANDIDATES = [0, 1, 2, 25, 49, 50, 51, -1, 10**30]


def accepted(state: State, seat: int) -> set[int]:
    """The cards the engine accepts from ``seat`` (every card it could name, and then some).
    A refusal costs no copy (``apply`` checks first), and a refused play applied in place
    must leave the state as it was."""
    original = fingerprint(state)
    out = set()
    for card in set(CANDIDATES) | set(range(1, 51)):
        try:
            s.apply(state, Play(seat, card))
        except s.IllegalAction:
            continue
        out.add(card)
    for card in CANDIDATES[-3:]:
        try:
            s.apply_in_place(state, Play(seat, card))
        except s.IllegalAction:
            pass
        else:
            raise AssertionError(f"{card} accepted")
    assert fingerprint(state) == original
    return out


@settings(max_examples=25, deadline=None)
@given(n=players, seed=seeds, deck=decks, reveal=reveals)
def test_legal_plays_are_sound_and_complete(n: int, seed: int, deck: str, reveal: str) -> None:
    rng = random.Random(seed)
    for before, _, _, _ in random_game(n, seed, deck=deck, reveal=reveal):
        if rng.random() > 0.08:
            continue
        for seat in range(n):
            listed = s.legal_plays(before, seat)
            assert [p.card for p in listed] == sorted({p.card for p in listed})
            assert all(p.seat == seat for p in listed)
            assert accepted(before, seat) == {p.card for p in listed}
            assert (seat in before.waiting()) == bool(listed)
        waits = s.GAME.waits(before)
        assert [w for w, _ in waits] == before.waiting()
        assert len(waits) == (1 if reveal == "turns" else n - len(before.trick))


@settings(max_examples=80, deadline=None)
@given(pile=st.permutations(list(SCORE_CARDS)), n=players, reveal=reveals)
def test_R12_the_score_pile_never_runs_out(pile: list[str], n: int, reveal: str) -> None:
    names = [f"p{i}" for i in range(n)]
    state = s.start(record(names, [round_spec(names, {}, pile)], reveal=reveal))
    nonzero = [c for c in pile if c not in ("B0", "R0")]
    for trick in range(1, 10):
        assert state.trick_no == trick and state.revealed[-1] == nonzero[trick - 1]
        assert state.revealed == pile[: len(state.revealed)]
        for seat in list(state.waiting()) if reveal == "simultaneous" else range(n):
            seat = state.waiting()[0] if reveal == "turns" else seat
            state, _ = s.apply(state, Play(seat, state.hands[seat][0]))
    assert state.round_no == 2


@settings(max_examples=40, deadline=None)
@given(n=players, seed=seeds, deck=decks, reveal=reveals)
def test_replay_is_deterministic(n: int, seed: int, deck: str, reveal: str) -> None:
    steps = list(random_game(n, seed, deck=deck, reveal=reveal))
    names = steps[-1][2].players
    actions = [s.action_dict(names, a) for _, a, _, _ in steps]
    live = steps[-1][2]
    plain = s.new_record(names, deck=deck, reveal=reveal, seed=seed) | {"actions": actions}
    exported = s.export_record(live, actions)
    for rec in (plain, exported):
        again = s.replay(json.loads(json.dumps(rec)))
        assert s.state_json(again) == s.state_json(live)
        assert again.dealt == live.dealt
    k = random.Random(seed).randrange(len(steps))
    mid = s.replay({**exported, "actions": actions[:k]})
    assert s.state_json(mid) == s.state_json(steps[k][0])
    assert fingerprint(mid) == fingerprint(steps[k][0])


def reshuffle_hidden(state: State, seat: int | None, rng: random.Random) -> State:
    """The same table as ``seat`` (None: the public) sees it, with every hidden card moved:
    other hands, the unused cards, the score pile's order, and, while picks are face down,
    the other seats' picks."""
    new = state.copy()
    n = new.n
    hidden_picks = new.simultaneous and not new.over
    pool: list[int] = []
    for t in range(n):
        if t != seat:
            pool += new.hands[t]
    if hidden_picks:
        pool += [c for t, c in new.trick if t != seat]
    dealt = dealt_cards(new)
    used = {c for h in new.hands for c in h} | set(new.seen) | {c for _, c in new.trick}
    unused = [c for c in range(1, new.setup.deck_size + 1) if c not in dealt]
    assert not used & set(unused)
    pool += unused
    rng.shuffle(pool)
    for t in range(n):
        if t != seat:
            k = len(new.hands[t])
            new.hands[t] = sorted(pool[:k])
            del pool[:k]
    if hidden_picks:
        trick = []
        for t, c in new.trick:
            if t != seat:
                c = pool.pop()
            trick.append((t, c))
        new.trick = trick
    rng.shuffle(new.pile)
    return new


@settings(max_examples=40, deadline=None)
@given(n=players, seed=seeds, deck=decks, reveal=reveals)
def test_views_never_leak_hidden_cards(n: int, seed: int, deck: str, reveal: str) -> None:
    rng = random.Random(seed)
    for _, _, state, _ in random_game(n, seed, deck=deck, reveal=reveal):
        if rng.random() > 0.12:
            continue
        for seat in [None, *range(n)]:
            view = s.view(state, seat)
            moved = reshuffle_hidden(state, seat, rng)
            assert s.view(moved, seat).model_dump_json() == view.model_dump_json()
            if seat is not None:
                assert view.hand == sorted(state.hands[seat])
                assert view.moves == [p.card for p in s.legal_plays(state, seat)]
            else:
                assert view.hand == [] and view.moves == [] and view.my_pick is None
            assert [sv.hand_size for sv in view.seats] == [len(h) for h in state.hands]


@settings(max_examples=30, deadline=None)
@given(n=players, seed=seeds, deck=decks)
def test_simultaneous_picks_stay_face_down_until_all_have_picked(
    n: int, seed: int, deck: str
) -> None:
    rng = random.Random(seed)
    for before, action, after, events in random_game(n, seed, deck=deck, reveal="simultaneous"):
        picker = action.seat
        revealed = any(e["type"] == "trick" for e in events)
        for e in events:
            if e["type"] == "picked":
                assert set(e) == {"type", "player", "round", "trick", "waiting"}
        if revealed or after.over or rng.random() > 0.3:
            continue
        for seat in [None, *range(n)]:
            view = s.view(after, seat)
            me = after.players[seat] if seat is not None else None
            for tc in view.trick_cards:
                assert (tc.card is not None) == (tc.player == me)
            assert view.picked == [after.players[t] for t, _ in after.trick]
            if seat == picker:
                assert view.my_pick == action.card
            elif seat is not None and seat not in {t for t, _ in after.trick}:
                assert view.my_pick is None
            text = view.model_dump_json()
            assert not re.search(rf'"card":{action.card}[,}}]', text) or seat == picker
        assert before.version < after.version


def test_views_do_show_what_changes_for_the_seat() -> None:
    """The leak checks are not vacuous: a seat's own hand and pick do show in its view."""
    state = s.start(record(["a", "b", "c"], reveal="simultaneous", seed=2))
    state, _ = s.apply(state, Play(1, state.hands[1][0]))
    moved = reshuffle_hidden(state, 0, random.Random(1))
    moved.hands[0], moved.hands[2] = moved.hands[2], moved.hands[0]
    assert s.view(moved, 0).model_dump_json() != s.view(state, 0).model_dump_json()
    other = state.copy()
    other.trick = [(1, state.hands[0][0])]
    assert s.view(other, 1).my_pick != s.view(state, 1).my_pick


@settings(max_examples=30, deadline=None)
@given(n=players, seed=seeds, deck=decks, reveal=reveals)
def test_the_normal_computer_reads_only_what_its_seat_may_see(
    n: int, seed: int, deck: str, reveal: str
) -> None:
    rng = random.Random(seed)
    for before, _, _, _ in random_game(n, seed, deck=deck, reveal=reveal):
        if rng.random() > 0.15:
            continue
        for seat in before.waiting():
            mine = ai.choose(before, seat, "normal", random.Random(0))
            moved = reshuffle_hidden(before, seat, rng)
            assert ai.choose(moved, seat, "normal", random.Random(0)) == mine
            assert mine in s.legal_plays(before, seat)


@settings(max_examples=40, deadline=None)
@given(n=players, seed=seeds, reveal=reveals, who=st.integers(min_value=0, max_value=4))
def test_a_renamed_player_replays_to_the_same_play(
    n: int, seed: int, reveal: str, who: int
) -> None:
    steps = list(random_game(n, seed, reveal=reveal))
    live = steps[-1][2]
    names = live.players
    actions = [s.action_dict(names, a) for _, a, _, _ in steps]
    old, new = names[who % n], "former player"
    plain = s.new_record(names, reveal=reveal, seed=seed) | {"actions": actions}
    for rec in (plain, s.export_record(live, actions)):
        renamed = s.rename_player(rec, old, new)
        assert old not in renamed["players"] and new in renamed["players"]
        again = s.state_json(s.replay(renamed))
        expected: dict[str, Any] = json.loads(
            json.dumps(s.state_json(live)).replace(f'"{old}"', f'"{new}"')
        )
        assert again == expected


@settings(max_examples=30, deadline=None)
@given(n=players, seed=seeds, deck=decks, reveal=reveals)
def test_determinize_keeps_everything_the_seat_has_seen(
    n: int, seed: int, deck: str, reveal: str
) -> None:
    """For searching computers: a sampled world the seat cannot tell from the real one, in
    which play goes on to the end of the game."""
    rng = random.Random(seed)
    for i, (before, _, _, _) in enumerate(random_game(n, seed, deck=deck, reveal=reveal)):
        if i and rng.random() > 0.05:
            continue
        for seat in [None, *range(n)]:
            world = s.determinize(before, seat, rng)
            assert s.view(world, seat).model_dump_json() == s.view(before, seat).model_dump_json()
            assert world.dealt == [] and before.dealt
            held = sorted(c for h in world.hands for c in h) + sorted(world.seen)
            cards = held + [c for _, c in world.trick]
            assert len(cards) == len(set(cards)) <= world.setup.deck_size
            assert all(1 <= c <= world.setup.deck_size for c in cards)
        levels = dict.fromkeys(range(n), "random")
        while not world.over:
            play = ai.pending_action(world, levels, rng)
            assert play is not None
            s.apply_in_place(world, play)
