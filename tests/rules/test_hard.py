"""The ``hard`` computer (dobro_rules/hard.py): it reads only what its seat may see, its worlds
agree with that, it plays only legal moves, and a seed replays it.

Searches here use tiny budgets (a few dozen iterations): the point is what the search may
read and return, not how well it plays (docs/hard-computer.md measures that).
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

import dobro_rules as d
from dobro_rules import ai, hard
from dobro_rules.cards import JOKER, REVERSE, SKIP, SLOTS, deck
from dobro_rules.engine import Action, GameState, Setup, apply_in_place, new_state, seat_moves
from search import Budget

from .helpers import craft

TINY = Budget(iterations=40, work=2_000)


def mid_game(n: int, seed: int, steps: int, draw: str = "auto") -> GameState:
    """A state ``steps`` actions into a seeded game between normal and random players."""
    s = new_state(Setup(players=tuple(f"p{i}" for i in range(n)), seed=seed, draw=draw))
    rng = random.Random(seed)
    levels = {t: ("normal" if t % 2 else "random") for t in range(n)}
    for _ in range(steps):
        if s.over:
            break
        action = ai.pending_action(s, levels, rng)
        assert action is not None
        apply_in_place(s, action)
    return s


def states(count: int = 24) -> list[GameState]:
    out = []
    for i in range(count):
        s = mid_game(2 + i % 5, 1000 + i, (i * 37) % 150, draw="manual" if i % 6 == 5 else "auto")
        if not s.over:
            out.append(s)
    return out


def seen_counts(state: GameState, seat: int) -> Counter[int]:
    """Every card ``seat`` has seen this round: its hand, the bid, the score piles."""
    seen: Counter[int] = Counter()
    for c in range(SLOTS):
        seen[c] += state.hands[seat][c]
    for p in state.bid:
        seen.update(p.cards)
    for pile in state.piles:
        seen.update(pile)
    return seen


def reshuffle_hidden(state: GameState, seat: int, rng: random.Random) -> GameState:
    """Another state ``seat`` cannot tell from ``state``: the cards hidden from it dealt
    again at random (other hands keep their sizes), another seed, other dealt rounds."""
    other = state.copy()
    hidden: list[int] = []
    for t in range(state.n):
        if t != seat:
            for c in range(SLOTS):
                hidden.extend([c] * state.hands[t][c])
    hidden += state.pile + state.set_aside
    rng.shuffle(hidden)
    pos = 0
    for t in range(state.n):
        if t != seat:
            counts = [0] * SLOTS
            for c in hidden[pos : pos + state.sizes[t]]:
                counts[c] += 1
            other.hands[t] = counts
            pos += state.sizes[t]
    other.set_aside = hidden[pos : pos + len(state.set_aside)]
    pos += len(state.set_aside)
    other.pile = hidden[pos:]
    other.setup = Setup(
        players=state.setup.players,
        variant=state.setup.variant,
        draw=state.setup.draw,
        seed=rng.randrange(2**32),
    )
    other.dealt = []
    return other


# ------------------------------------------------------------------------- the level itself


def test_hard_is_a_search_level_not_a_table_level() -> None:
    assert "hard" not in ai.LEVELS
    assert ai.SEARCH_LEVELS == ("hard",)
    with pytest.raises(ValueError, match="hard"):
        s = mid_game(4, 1, 3)
        ai.choose_move(s, s.turn, "expert", random.Random(0))


def test_choose_choose_action_and_pending_action_accept_hard(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(hard, "DEFAULT_BUDGET", TINY)
    s = mid_game(4, 3, 10)
    seat = s.turn
    player = s.setup.players[seat]
    action = ai.choose(s, player, "hard", random.Random(5))
    assert d.apply(s, action)
    fast = ai.choose_action(s, seat, "hard", random.Random(5))
    assert d.action_dict(s.setup.players, fast) == action
    assert ai.pending_action(s, {seat: "hard"}, random.Random(5)) == fast
    assert ai.will_act(s, {seat: "hard"})


def test_hard_plays_whole_games_with_legal_moves_only() -> None:
    for n, seed in ((2, 1), (4, 2), (6, 3)):
        s = new_state(Setup(players=tuple(f"p{i}" for i in range(n)), seed=seed))
        rng = random.Random(seed)
        while not s.over:
            seat = s.turn
            moves = seat_moves(s, seat)
            if seat == 0:
                move, value = hard.choose_hard(s, seat, moves, rng, TINY)
            else:
                move, value = ai.choose_move(s, seat, "normal", rng)
            assert move in moves
            assert value is None if not move.values else value in move.values
            # ``d.apply`` below raises if the engine refuses the action.
            s, _ = d.apply(s, move.action(s.setup.players[seat], value))


def test_hard_in_manual_drawing_draws_and_calls_oubli_like_normal() -> None:
    players = ["ana", "ben", "cleo"]
    s = craft(
        players,
        {"ana": ["2", "5", "7", "9", "11"], "ben": ["3", "4", "6", "8", "10", "12"]},
        ["7", "8", "9"],
        collected={"cleo": None},
        turn="ben",
        draw="manual",
        short=["ana"],
        ended=["ana"],
    )
    s.hands[2] = [0] * SLOTS
    s.sizes[2] = 0
    move, _ = ai.choose_move(s, 0, "hard", random.Random(0))
    assert move.kind == "draw"
    move, _ = ai.choose_move(s, 1, "hard", random.Random(0))
    assert (move.kind, move.target) == ("oubli", "ana")
    assert ai.pending_action(s, {0: "hard"}, random.Random(0)) == Action(0, "draw")
    assert ai.pending_action(s, {1: "hard"}, random.Random(0)) == Action(1, "oubli", target=0)


def test_hard_searches_while_another_seat_has_not_drawn_yet() -> None:
    for s in states(36):
        if s.manual and any(s.short) and not s.short[s.turn] and not s.callable_seats():
            moves = seat_moves(s, s.turn)
            move, _ = hard.choose_hard(s, s.turn, moves, random.Random(1), TINY)
            assert move in moves
            break
    else:  # pragma: no cover - the seeds above do reach such a moment
        pytest.fail("no manual state with a short seat found")


# --------------------------------------------------------------- it reads nothing hidden


@pytest.mark.parametrize("index", range(8))
def test_same_observation_same_move_whatever_the_hidden_cards(index: int) -> None:
    s = states()[index]
    seat = s.turn
    if s.short[seat]:
        return
    moves = seat_moves(s, seat)
    rng = random.Random(index)
    mine = hard.choose_hard(s, seat, moves, random.Random(99), TINY)
    for _ in range(3):
        other = reshuffle_hidden(s, seat, rng)
        assert other.hands != s.hands or other.pile != s.pile or s.n == 2 or not s.pile
        assert hard.choose_hard(other, seat, moves, random.Random(99), TINY) == mine
        # The statistics too, not just the move: nothing in the search saw the difference.
        a = hard.search_move(s, seat, random.Random(99), TINY)
        b = hard.search_move(other, seat, random.Random(99), TINY)
        assert a.stats == b.stats


def test_observation_keeps_nothing_hidden() -> None:
    for s in states():
        seat = s.turn
        obs = hard.observe(s, seat)
        public = obs.public
        assert public.setup.seed is None
        assert public.dealt == []
        assert public.pile == [] and public.set_aside == []
        for t in range(s.n):
            if t != seat:
                assert not any(public.hands[t])
        assert public.hands[seat] == s.hands[seat]


def test_same_seed_same_move_and_the_seed_matters() -> None:
    s = mid_game(4, 8, 0)
    moves = seat_moves(s, s.turn)
    first = hard.search_move(s, s.turn, random.Random(4), TINY)
    again = hard.search_move(s, s.turn, random.Random(4), TINY)
    assert first.stats == again.stats
    other = hard.search_move(s, s.turn, random.Random(5), TINY)
    assert other.stats != first.stats
    assert len(moves) > 1


# ------------------------------------------------------------------------ determinization


def test_determinizations_agree_with_everything_the_seat_has_seen() -> None:
    rng = random.Random(0)
    for s in states():
        seat = s.turn
        obs = hard.observe(s, seat)
        seen = seen_counts(s, seat)
        full = Counter(deck(s.n))
        unseen = full - seen
        assert Counter(obs.unseen) == unseen
        for _ in range(5):
            w = obs.determinize(rng)
            # The seat's own hand and everything public are as they were.
            assert w.hands[seat] == s.hands[seat]
            assert w.bid == s.bid and w.piles == s.piles and w.value == s.value
            assert (w.turn, w.direction, w.must_open, w.points) == (
                s.turn,
                s.direction,
                s.must_open,
                s.points,
            )
            # Right sizes (a seat that had not drawn yet has drawn: the search draws at once).
            drawn = 0
            for t in range(s.n):
                size = sum(w.hands[t])
                assert size == w.sizes[t]
                if s.short[t]:
                    drawn += size - s.sizes[t]
                else:
                    assert size == s.sizes[t]
            assert len(w.pile) == len(s.pile) - drawn
            assert len(w.set_aside) == len(s.set_aside)
            # The hidden places hold exactly the cards the seat has not seen.
            hidden: Counter[int] = Counter(w.pile) + Counter(w.set_aside)
            for t in range(s.n):
                if t != seat:
                    hidden.update({c: w.hands[t][c] for c in range(SLOTS) if w.hands[t][c]})
            assert hidden == unseen
            assert not w.short[seat] and not any(w.short)


def test_H1_an_opener_who_played_a_special_holds_specials_only() -> None:
    players = ["ana", "ben", "cleo"]
    s = craft(
        players,
        {"ana": ["5", "9"], "ben": ["S", "R"], "cleo": ["3", "J", "8"]},
        [],
        collected={"ana": 20, "ben": 20, "cleo": None},
        bid=[("ben", ["S"], None)],
        turn="cleo",
        must_open=True,
    )
    # ben (H1) opened with a skip; cleo must open now. Ben's last card is a special.
    s.hands[1][SKIP] = 0
    s.sizes[1] = 1
    obs = hard.observe(s, 2)
    assert obs.specials_only == {1}
    rng = random.Random(0)
    for _ in range(50):
        w = obs.determinize(rng)
        assert sum(w.hands[1]) == 1
        assert w.hands[1][SKIP] + w.hands[1][REVERSE] == 1


def test_two_players_deal_the_set_aside_cards_too() -> None:
    s = mid_game(2, 5, 20)
    obs = hard.observe(s, s.turn)
    w = obs.determinize(random.Random(1))
    assert len(w.set_aside) == 10


# ------------------------------------------------------------------ policy and rewards


def test_fast_normal_is_the_normal_player() -> None:
    rng = random.Random(0)
    checked = 0
    for seed in range(40):
        n = 2 + seed % 5
        s = new_state(Setup(players=tuple(f"p{i}" for i in range(n)), seed=seed))
        while not s.over:
            expected = ai.choose_action(s, s.turn, "normal", rng)
            assert hard.fast_normal(s, s.turn) == expected
            checked += 1
            # Half the moves random, to reach positions the normal player avoids.
            apply_in_place(
                s, expected if rng.random() < 0.5 else ai.choose_action(s, s.turn, "random", rng)
            )
    assert checked > 4000


def test_win_chances_are_shares_of_one_victory() -> None:
    for points, left in (((0, 0, 0, 0), 2), ((3, 5, 5, 8), 1), ((2, 2), 2), ((1, 4, 6), 0)):
        chances = hard.win_chances(points, left)
        assert sum(chances) == pytest.approx(1.0)
    assert hard.win_chances((0, 0, 0, 0), 2) == pytest.approx((0.25,) * 4)
    assert hard.win_chances((3, 5, 5, 8), 0) == (1.0, 0.0, 0.0, 0.0)
    assert hard.win_chances((3, 3, 5), 0) == (0.5, 0.5, 0.0)
    low, mid, _, high = hard.win_chances((3, 4, 4, 6), 1)
    assert low > mid > high > 0.0
    assert hard.win_chances((3, 5, 5, 8), 1)[3] == 0.0  # 8 + 1 > 3 + 4: out of reach


def test_candidates_try_a_joker_at_its_lowest_and_highest_value() -> None:
    players = ["ana", "ben", "cleo"]
    s = craft(
        players,
        {"ana": ["J", "4", "9"], "ben": ["5"] * 5, "cleo": ["6"] * 6},
        ["7"] * 5,
        collected={"ana": 0, "ben": 0, "cleo": None},
        bid=[("cleo", ["5"], None)],
        turn="ana",
    )
    acts = hard.candidates(s, 0)
    jokers = [a.declared for a in acts if a.cards == (JOKER,)]
    assert jokers == [5, 12]
    # The 9 alone, the joker alone (as 5, as 12), the joker with the 4 (8 ≥ 5) or the 9, take.
    assert len(acts) == 6
    for a in acts:
        d.apply(s, a)  # every candidate is a legal action


def test_a_search_with_no_world_to_play_falls_back_to_normal(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    def no_world(*args: object, **kwargs: object) -> None:
        raise ValueError("the search had no iteration, or the root state is terminal")

    s = mid_game(4, 12, 30)
    assert len(seat_moves(s, s.turn)) > 1  # a choice: the search would run
    monkeypatch.setattr(hard, "search_move", no_world)
    move, value = hard.choose_hard(s, s.turn, seat_moves(s, s.turn), random.Random(0))
    assert move.action(s.setup.players[s.turn], value) == ai.choose(
        s, s.setup.players[s.turn], "normal", random.Random(0)
    )
