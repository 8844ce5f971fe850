"""The ``hard`` computer (ten_rules/hard.py): it reads only what its seat may see (never another
hand, a face-down card it never held, the pile's or the round cards' order: H8), its worlds
agree with that, it takes only legal actions, a seed replays it, and its fast copy of
``normal`` agrees with the original.

Searches here use tiny budgets: the point is what the search may read and return, not how well
it plays (docs/hard-computer.md measures that).
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from search import Budget
from ten_rules import ai, hard
from ten_rules.cards import HAND_SLOTS, full_deck
from ten_rules.engine import (
    FIRST,
    STEPS,
    Action,
    Setup,
    TenState,
    apply_in_place,
    choice_action,
    new_state,
    seat_choices,
    seeded_deal,
)
from ten_rules.errors import IllegalAction

TINY = Budget(iterations=30, work=400)


def game_states(n: int, seed: int, every: int = 1) -> list[TenState]:
    """Every ``every``-th state of a seeded game between normal and random players."""
    s = new_state(Setup(tuple(f"p{i}" for i in range(n)), seed, seeded_deal(n, seed)))
    rng = random.Random(seed)
    levels = ["normal" if t % 3 else "random" for t in range(n)]
    out = []
    k = 0
    while not s.over:
        if k % every == 0:
            out.append(s.copy())
        k += 1
        apply_in_place(s, ai.choose_action(s, s.waiting, levels[s.waiting], rng))
    return out


def sample_states() -> list[TenState]:
    """States at every step, from games at 2 to 7 seats."""
    out = []
    for n in (2, 3, 4, 5, 7):
        out += game_states(n, 40 + n, every=7)[:40]
    return out


def hidden_from(s: TenState, seat: int) -> list[int]:
    """The seats whose face-down table card ``seat`` does not know."""
    return [t for t in range(s.n) if s.card1[t] >= 0 and not hard.knows_table_card(s, seat, t)]


def reshuffle_hidden(state: TenState, seat: int, rng: random.Random) -> TenState:
    """Another state ``seat`` cannot tell from ``state``: other hands, the face-down cards it
    never held and the pile dealt again, the round cards reordered, another seed and deal."""
    other = state.copy()
    pool: list[int] = list(state.pile)
    for t in range(state.n):
        if t != seat:
            for c in range(HAND_SLOTS):
                pool.extend([c] * state.hands[t][c])
    hidden = hidden_from(state, seat)
    pool += [state.card1[t] for t in hidden]
    rng.shuffle(pool)
    for t in range(state.n):
        if t != seat:
            counts = [0] * HAND_SLOTS
            for c in pool[: state.sizes[t]]:
                counts[c] += 1
            del pool[: state.sizes[t]]
            other.hands[t] = counts
    for t in hidden:
        other.card1[t] = pool.pop()
    other.pile = pool
    rng.shuffle(other.round_cards)
    seed = rng.randrange(2**32)
    other.setup = Setup(state.setup.players, seed, seeded_deal(state.n, seed))
    return other


def is_legal_choice(s: TenState, seat: int, action: Action) -> bool:
    """Whether ``action`` is one of ``seat_choices`` with its parameter in range."""
    for c in seat_choices(s, seat):
        if c.param is None:
            if choice_action(s, seat, c) == action:
                return True
            continue
        assert c.low is not None and c.high is not None
        for value in range(c.low, c.high + 1):
            if choice_action(s, seat, c, value) == action:
                return True
    return False


# ------------------------------------------------------------------------- the level itself


def test_hard_is_a_search_level_not_a_table_level() -> None:
    assert "hard" not in ai.LEVELS
    assert ai.SEARCH_LEVELS == ("hard",)
    s = game_states(3, 1)[0]
    with pytest.raises(ValueError, match="expert"):
        ai.choose_action(s, s.waiting, "expert", random.Random(0))


def test_choose_action_and_pending_action_accept_hard(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(hard, "DEFAULT_BUDGET", TINY)
    s = game_states(4, 3)[5]
    seat = s.waiting
    action = ai.choose_action(s, seat, "hard", random.Random(5))
    assert is_legal_choice(s, seat, action)
    assert ai.pending_action(s, {seat: "hard"}, random.Random(5)) == action
    with pytest.raises(ValueError, match="nothing to decide"):
        hard.choose_hard(s, (seat + 1) % s.n, random.Random(0))


@pytest.mark.parametrize("n", [2, 4])
def test_hard_plays_whole_games_with_legal_actions_only(n: int) -> None:
    s = new_state(Setup(tuple(f"p{i}" for i in range(n)), n, seeded_deal(n, n)))
    rng = random.Random(n)
    steps: set[str] = set()
    while not s.over:
        seat = s.waiting
        if seat == 0:
            action = hard.choose_hard(s, seat, rng, TINY)
            assert is_legal_choice(s, seat, action)
            steps.add(action.kind)
        else:
            action = ai.choose_action(s, seat, "normal", rng)
        apply_in_place(s, action)  # raises if the engine refuses it
    assert {"play", "open", "reveal", "add"} <= steps


def test_every_candidate_is_legal() -> None:
    for s in sample_states():
        seat = s.waiting
        moves = hard.candidates(s, seat)
        assert moves and len(set(moves)) == len(moves)
        for action in moves:
            assert is_legal_choice(s, seat, action)
            try:
                apply_in_place(s.copy(), action)
            except IllegalAction as exc:  # pragma: no cover - the assertion says which
                raise AssertionError(f"{action} refused: {exc}") from exc
    assert {s.step for s in sample_states()} == set(STEPS)


def test_same_seed_same_move_and_statistics() -> None:
    s = game_states(4, 9)[3]
    seat = s.waiting
    a = hard.search_move(s, seat, random.Random(11), TINY)
    b = hard.search_move(s, seat, random.Random(11), TINY)
    assert a.move == b.move and a.stats == b.stats
    assert not a.capped


# ------------------------------------------------------------------------- what it may read


def test_the_move_depends_only_on_what_the_seat_may_see() -> None:
    """Two states that agree on everything the seat may see and differ everywhere else (other
    hands, face-down cards it never held, the pile's and round cards' order, the seed): for
    the same seed, the same move and the same statistics."""
    checked = with_hidden_table = 0
    for i, s in enumerate(sample_states()[::3]):
        seat = s.waiting
        if len(hard.candidates(s, seat)) < 2:
            continue
        other = reshuffle_hidden(s, seat, random.Random(i))
        a = hard.search_move(s, seat, random.Random(100 + i), TINY)
        b = hard.search_move(other, seat, random.Random(100 + i), TINY)
        assert a.move == b.move
        assert a.stats == b.stats
        checked += 1
        with_hidden_table += bool(hidden_from(s, seat))
    assert checked >= 20 and with_hidden_table >= 5


def test_the_observation_keeps_nothing_hidden() -> None:
    for i, s in enumerate(sample_states()):
        seat = s.waiting
        a = hard.observe(s, seat)
        b = hard.observe(reshuffle_hidden(s, seat, random.Random(i)), seat)
        assert a.unseen == b.unseen and a.round_cards == b.round_cards
        assert a.public.hands == b.public.hands and a.public.card1 == b.public.card1
        assert a.public.pile == b.public.pile == [] and a.public.round_cards == []
        assert a.public.setup == b.public.setup and a.public.setup.seed == 0


def test_determinizations_agree_with_the_observation() -> None:
    for i, s in enumerate(sample_states()):
        seat = s.waiting
        obs = hard.observe(s, seat)
        hidden = hidden_from(s, seat)
        # What the seat has not seen: the other hands, the face-down cards it never held and
        # the pile, in the real state.
        real: Counter[int] = Counter(s.pile)
        for t in range(s.n):
            if t != seat:
                real.update({c: s.hands[t][c] for c in range(HAND_SLOTS)})
        real.update(s.card1[t] for t in hidden)
        assert Counter(obs.unseen) == +real
        for k in range(3):
            w = obs.determinize(random.Random(1000 * i + k))
            # What the seat sees is untouched: its hand, known table cards, everything public.
            assert w.hands[seat] == s.hands[seat]
            for t in range(s.n):
                if t not in hidden:
                    assert w.card1[t] == s.card1[t]
            assert (w.card2, w.up1, w.as1, w.seen1) == (s.card2, s.up1, s.as1, s.seen1)
            assert (w.chips, w.prot, w.pot, w.penalty, w.sizes) == (
                s.chips,
                s.prot,
                s.pot,
                s.penalty,
                s.sizes,
            )
            assert (w.step, w.waiting, w.round_no, w.round_card) == (
                s.step,
                s.waiting,
                s.round_no,
                s.round_card,
            )
            # The hidden places hold exactly the unseen cards, each hand at its size.
            dealt: Counter[int] = Counter(w.pile)
            for t in range(s.n):
                if t != seat:
                    assert sum(w.hands[t]) == s.sizes[t]
                    dealt.update({c: w.hands[t][c] for c in range(HAND_SLOTS)})
            dealt.update(w.card1[t] for t in hidden)
            assert +dealt == +real
            assert len(w.pile) == len(s.pile)
            assert sorted(w.round_cards) == sorted(s.round_cards)
            # Conservation: the 70 cards of R2-R4 are all somewhere.
            everywhere: Counter[int] = Counter(w.pile)
            for t in range(s.n):
                everywhere.update({c: w.hands[t][c] for c in range(HAND_SLOTS)})
                everywhere.update(c for c in (w.card1[t], w.card2[t]) if c >= 0)
                everywhere.update(c for c in w.penalty[t] if c < HAND_SLOTS)
            assert +everywhere == Counter(full_deck())


def test_a_face_down_card_once_held_stays_known() -> None:
    """H8: a seat that held a face-down card (its ``seen1`` bit) knows it after a swap; the
    determinizations keep it, and deal every other face-down card anew."""
    found = 0
    for n in (3, 4, 5):
        for seed in range(30):
            for s in game_states(n, seed):
                seat = s.waiting
                remembered = [
                    t
                    for t in range(s.n)
                    if t != seat and s.card1[t] >= 0 and not s.up1[t] and s.seen1[t] >> seat & 1
                ]
                if not remembered:
                    continue
                obs = hard.observe(s, seat)
                for k in range(3):
                    w = obs.determinize(random.Random(k))
                    for t in remembered:
                        assert w.card1[t] == s.card1[t]
                found += 1
            if found >= 10:
                return
    raise AssertionError("no position with a remembered face-down card")


# ------------------------------------------------------------------------- fast copies


def test_fast_normal_takes_what_normal_takes() -> None:
    positions = 0
    for n in (2, 3, 4, 6, 7):
        for seed in range(6):
            for s in game_states(n, 500 + seed):
                seat = s.waiting
                expected = ai.choose_action(s, seat, "normal", random.Random(positions))
                got = hard.fast_normal(s, seat, random.Random(positions), hard.Unseen.of(s))
                assert got == expected
                positions += 1
    assert positions > 3000


def test_win_chances_and_horizon() -> None:
    # Game over: exact, ties shared (H14).
    assert hard.win_chances((10.0, -4.0, -4.0), 0) == (0.0, 0.5, 0.5)
    one = hard.win_chances((0.0, 20.0, 20.0), 1)
    five = hard.win_chances((0.0, 20.0, 20.0), 5)
    assert sum(one) == pytest.approx(1.0) and one[0] > five[0] > 1 / 3
    # From a ``first`` step the search looks to the end of the round that choice starts.
    s = next(s for s in game_states(3, 2) if s.step == FIRST)
    game = hard.TenSearch(hard.observe(s, s.waiting))
    assert game.target_round == s.round_no + 1
    w = game.determinize(random.Random(0))
    assert not game.is_terminal(w)
