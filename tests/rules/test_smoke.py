"""A first whole-game check; the rule-by-rule suite lives beside it."""

import random

import dobro_rules as d
from dobro_rules.ai import choose_action
from dobro_rules.engine import Setup, apply_in_place, new_state


def test_random_games_end_and_conserve_cards() -> None:
    for seed in range(20):
        n = 2 + seed % 5
        s = new_state(Setup(players=tuple(f"p{i}" for i in range(n)), seed=seed))
        rng = random.Random(seed)
        while not s.over:
            apply_in_place(s, choose_action(s, s.turn, "random", rng))
        assert len(s.round_points) == 3
        assert s.winners
        assert d.state_json(s)["turn"] is None
