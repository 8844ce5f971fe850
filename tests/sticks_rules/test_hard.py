"""The ``hard`` computer (sticks_rules/hard.py): it reads only what its seat may see, its worlds
agree with that, it plays only legal cards, a seed replays it, and its fast copies of the
engine's tricks and of ``normal`` agree with the originals.

Searches here use tiny budgets: the point is what the search may read and return, not how well
it plays (docs/hard-computer.md measures that).
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from search import Budget
from sticks_rules import ai, hard
from sticks_rules.cards import SCORE_CARDS
from sticks_rules.engine import Play, Setup, State, apply_in_place, legal_plays, new_state
from sticks_rules.normal import _zero_bonus

TINY = Budget(iterations=30, work=600)

#: (players, deck, reveal) of the tables these tests walk through.
TABLES = [
    (2, "full", "turns"),
    (3, "full", "turns"),
    (3, "full", "simultaneous"),
    (4, "trimmed", "turns"),
    (5, "full", "simultaneous"),
    (2, "trimmed", "simultaneous"),
]


def mid_game(n: int, deck: str, reveal: str, seed: int, steps: int) -> State:
    """A state ``steps`` plays into a seeded game between normal and random players."""
    s = new_state(Setup(tuple(f"p{i}" for i in range(n)), deck=deck, reveal=reveal, seed=seed))
    rng = random.Random(seed)
    levels = {t: ("normal" if t % 2 else "random") for t in range(n)}
    for _ in range(steps):
        if s.over:
            break
        play = ai.pending_action(s, levels, rng)
        assert play is not None
        apply_in_place(s, play)
    return s


def states(count: int = 18) -> list[State]:
    out = []
    for i in range(count):
        n, deck, reveal = TABLES[i % len(TABLES)]
        s = mid_game(n, deck, reveal, 300 + i, (i * 11) % (9 * n * n))
        if not s.over:
            out.append(s)
    return out


def searcher(s: State) -> int:
    """A seat that must play now: in the simultaneous variant, the last one waited on (so
    others' face-down picks are often in the trick)."""
    return s.waiting()[-1]


def reshuffle_hidden(state: State, seat: int, rng: random.Random) -> State:
    """Another state ``seat`` cannot tell from ``state``: the cards it has not seen (other
    hands, unused cards, others' face-down picks) dealt again, the score pile reordered,
    another seed."""
    other = state.copy()
    pool = hard.unseen_cards(state, seat)
    rng.shuffle(pool)
    for t in range(state.n):
        if t != seat:
            k = len(state.hands[t])
            other.hands[t] = sorted(pool[:k])
            del pool[:k]
    if state.simultaneous:
        other.trick = [(t, c if t == seat else pool.pop()) for t, c in state.trick]
    rng.shuffle(other.pile)
    other.setup = Setup(
        players=state.setup.players,
        deck=state.setup.deck,
        reveal=state.setup.reveal,
        seed=rng.randrange(2**32),
    )
    other.dealt = []
    return other


# ------------------------------------------------------------------------- the level itself


def test_hard_is_a_search_level_not_a_table_level() -> None:
    assert "hard" not in ai.LEVELS
    assert ai.SEARCH_LEVELS == ("hard",)
    s = mid_game(3, "full", "turns", 1, 2)
    with pytest.raises(ValueError, match="expert"):
        ai.choose(s, s.turn, "expert", random.Random(0))


def test_choose_and_pending_action_accept_hard(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(hard, "DEFAULT_BUDGET", TINY)
    s = mid_game(3, "full", "turns", 3, 4)
    seat = s.turn
    play = ai.choose(s, seat, "hard", random.Random(5))
    assert play in legal_plays(s, seat)
    assert ai.pending_action(s, {seat: "hard"}, random.Random(5)) == play
    assert ai.will_act(s, {seat: "hard"})


@pytest.mark.parametrize(
    ("n", "deck", "reveal"), [(2, "full", "turns"), (3, "trimmed", "simultaneous")]
)
def test_hard_plays_whole_games_with_legal_cards_only(n: int, deck: str, reveal: str) -> None:
    s = new_state(Setup(tuple(f"p{i}" for i in range(n)), deck=deck, reveal=reveal, seed=n))
    rng = random.Random(n)
    while not s.over:
        seat = s.waiting()[0]
        if seat == 0:
            play = hard.choose_hard(s, seat, rng, TINY)
            assert play in legal_plays(s, seat)
        else:
            play = ai.choose(s, seat, "normal", rng)
        apply_in_place(s, play)  # raises if the engine refuses it


def test_a_last_card_is_played_without_searching() -> None:
    s = mid_game(2, "full", "turns", 8, 16)
    assert len(s.hands[s.turn]) == 1
    only = s.hands[s.turn][0]
    assert hard.choose_hard(s, s.turn, random.Random(0), Budget(iterations=0)) == Play(s.turn, only)


def test_same_seed_same_move_and_statistics() -> None:
    s = mid_game(4, "full", "turns", 9, 5)
    seat = s.turn
    a = hard.search_move(s, seat, random.Random(11), TINY)
    b = hard.search_move(s, seat, random.Random(11), TINY)
    assert a.move == b.move and a.stats == b.stats
    assert a.move in s.hands[seat]
    assert a.iterations <= TINY.iterations and not a.capped


# ------------------------------------------------------------------------- what it may read


def test_the_move_depends_only_on_what_the_seat_may_see() -> None:
    """Two states that agree on everything the seat may see and differ everywhere else (other
    hands, unused cards, others' face-down picks, the score pile's order, the seed): for the
    same seed, the same move and the same statistics."""
    checked = differ = 0
    for i, s in enumerate(states()):
        seat = searcher(s)
        if len(s.hands[seat]) < 2:
            continue
        other = reshuffle_hidden(s, seat, random.Random(i))
        differ += other.hands != s.hands and other.pile != s.pile
        a = hard.search_move(s, seat, random.Random(100 + i), TINY)
        b = hard.search_move(other, seat, random.Random(100 + i), TINY)
        assert a.move == b.move
        assert a.stats == b.stats
        checked += 1
    assert checked >= 10 and differ >= 8


def test_the_observation_keeps_nothing_hidden() -> None:
    """``observe`` of two indistinguishable states is the same public state: every unseen
    card in canonical order, the score pile in canonical order, no seed, no deal."""
    for i, s in enumerate(states()):
        seat = searcher(s)
        a = hard.observe(s, seat).public
        b = hard.observe(reshuffle_hidden(s, seat, random.Random(i)), seat).public
        assert a.hands == b.hands and a.trick == b.trick and a.pile == b.pile
        assert a.setup == b.setup and a.setup.seed == 0 and not a.dealt
        assert a.pile == sorted(s.pile, key=SCORE_CARDS.index)
        assert a.hands[seat] == s.hands[seat]


def test_determinizations_agree_with_the_observation() -> None:
    for i, s in enumerate(states()):
        seat = searcher(s)
        unseen = Counter(hard.unseen_cards(s, seat))
        obs = hard.observe(s, seat)
        for k in range(5):
            w = obs.determinize(random.Random(1000 * i + k))
            # What the seat sees is untouched.
            assert w.hands[seat] == s.hands[seat]
            assert w.seen == s.seen and w.revealed == s.revealed and w.sticks == s.sticks
            assert (w.turn, w.leader, w.trick_no, w.value, w.blue, w.red) == (
                s.turn,
                s.leader,
                s.trick_no,
                s.value,
                s.blue,
                s.red,
            )
            assert [t for t, _ in w.trick] == [t for t, _ in s.trick]
            assert w.picked == s.picked
            # Every other hand at its size; the hidden cards come from the unseen ones, once.
            dealt: Counter[int] = Counter()
            for t in range(s.n):
                if t != seat:
                    assert len(w.hands[t]) == len(s.hands[t])
                    assert w.hands[t] == sorted(w.hands[t])
                    dealt.update(w.hands[t])
            for t, c in w.trick:
                if t == seat or not s.simultaneous:
                    assert (t, c) in s.trick  # a face-up card, or its own pick
                else:
                    dealt[c] += 1  # another seat's face-down pick
            assert not dealt - unseen
            assert sum(dealt.values()) == sum(len(s.hands[t]) for t in range(s.n) if t != seat) + (
                sum(1 for t, _ in s.trick if t != seat) if s.simultaneous else 0
            )
            # The score pile: the same cards, any order.
            assert sorted(w.pile) == sorted(s.pile)
            if s.setup.deck == "trimmed":
                assert dealt == unseen  # all cards are dealt: nothing is unused


def test_determinizations_vary_and_cover_the_unseen_cards() -> None:
    s = mid_game(3, "full", "turns", 21, 4)
    seat = s.turn
    obs = hard.observe(s, seat)
    held: set[int] = set()
    piles = set()
    for k in range(60):
        w = obs.determinize(random.Random(k))
        for t in range(s.n):
            if t != seat:
                held.update(w.hands[t])
        piles.add(tuple(w.pile))
    # The others' cards come from every unseen card (used or not), the pile in many orders.
    assert len(held) > 0.9 * len(hard.unseen_cards(s, seat))
    assert len(piles) > 50


# ------------------------------------------------------------------------- fast copies


def test_fast_normal_plays_what_normal_plays() -> None:
    positions = 0
    for i in range(40):
        n, deck, reveal = TABLES[i % len(TABLES)]
        s = new_state(Setup(tuple(f"p{t}" for t in range(n)), deck=deck, reveal=reveal, seed=i))
        rng = random.Random(i)
        while not s.over:
            sim = hard.Sim.of(s)
            for seat in s.waiting():
                expected = ai.choose(s, seat, "normal", rng).card
                assert hard.fast_normal(sim, seat, _zero_bonus(s, seat)) == expected
                positions += 1
            seat = s.waiting()[rng.randrange(len(s.waiting()))]
            apply_in_place(s, ai.choose(s, seat, "random", rng))
    assert positions > 5000


def test_sim_plays_tricks_as_the_engine_does() -> None:
    for i in range(30):
        n, deck, reveal = TABLES[i % len(TABLES)]
        s = mid_game(n, deck, reveal, 700 + i, (i * 7) % (9 * n))
        sim = hard.Sim.of(s)
        engine = s.copy()
        rng = random.Random(i)
        round_no = engine.round_no
        while not sim.done:
            seat = sim.to_act(0)
            assert seat in engine.waiting()
            card = sim.hands[seat][rng.randrange(len(sim.hands[seat]))]
            sim.play(seat, card)
            apply_in_place(engine, Play(seat, card))
            if not sim.done:
                assert sim.sticks == engine.sticks and sim.hands == engine.hands
                assert (sim.blue, sim.red, sim.trick) == (engine.blue, engine.red, engine.trick)
        assert engine.round_no != round_no or engine.over
        scores = [abs(x) for x in sim.sticks]
        assert scores == engine.round_scores[-1]
        game = hard.SticksSearch(hard.observe(s, 0))
        assert game.totals(sim) == engine.totals


def test_win_chances() -> None:
    # After the last round: exact, ties shared (H5).
    assert hard.win_chances((7, 5, 5), 0) == (0.0, 0.5, 0.5)
    # Before it: a lead is worth less the more rounds are left; the chances sum to 1.
    one = hard.win_chances((3.0, 8.0, 8.0), 1)
    three = hard.win_chances((3.0, 8.0, 8.0), 3)
    assert sum(one) == pytest.approx(1.0) and sum(three) == pytest.approx(1.0)
    assert one[0] > three[0] > 1 / 3
    assert one[1] == pytest.approx(one[2])
