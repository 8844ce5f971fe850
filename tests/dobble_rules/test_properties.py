"""Properties over random matches (hypothesis): random claims never crash, every mini-game
conserves its 55 cards, every claim's outcome is the one the spec's order gives (checked
against a plain re-reading of the rules), and a table's match exports to a record that
replays to the same state."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

import dobble_rules as d
from dobble_rules import ai
from dobble_rules.cards import CARDS, SYMBOLS
from dobble_rules.engine import CATCH, POISON, POTATO, TOWER, WELL, Match, earliest_t

from .helpers import all_cards, computer_match

players = st.integers(min_value=2, max_value=8)
seeds = st.integers(min_value=0, max_value=2**63 - 1)
modes = st.lists(st.sampled_from(d.MODES), min_size=1, max_size=2)
scorings = st.sampled_from(["wins", "tournament"])


def on(card: int, symbol: int) -> bool:
    return symbol in CARDS[card]


def expected_valid(m: Match, c: d.Claim) -> bool:
    """R8–R17, H6, H13, H14 read plainly: is this claim right on the state before it?"""
    s, sym, target = c.seat, c.symbol, c.target
    n = m.n
    clockwise = [(s + k) % n for k in range(1, n)]
    if m.duel is not None:
        cards = m.duel.cards
        own = cards[s]
        fits = [t for t in clockwise if cards[t] >= 0 and on(cards[t], sym) and on(own, sym)]
        return bool(fits) if target is None else target in fits
    code = m.mode
    if code == TOWER:
        return on(m.stacks[s][-1], sym) and on(m.pile[-1], sym)
    if code == WELL:
        return bool(m.stacks[s]) and on(m.stacks[s][-1], sym) and on(m.pile[-1], sym)
    if code == POTATO:
        if not m.stacks[s]:
            return False
        own = m.stacks[s][-1]
        fits = [t for t in clockwise if m.stacks[t] and on(m.stacks[t][-1], sym) and on(own, sym)]
        return bool(fits) if target is None else target in fits
    if code == CATCH:
        fits = [
            k for k, card in enumerate(m.slots) if card >= 0 and on(card, sym) and on(m.centre, sym)
        ]
        return bool(fits) if target is None else target in fits
    assert code == POISON
    top = m.pile[-1]
    fits = [t for t in clockwise if on(m.stacks[t][-1], sym) and on(top, sym)]
    return bool(fits) if target is None else target in fits


def random_claim(m: Match, rng: random.Random) -> d.Claim:
    """A claim as a crowd of clickers might make it: mostly right, often wrong, sometimes
    late (a lower v) or at the same t as the last one."""
    n = m.n
    seat = rng.choice(m.duel.seats) if m.duel is not None else rng.randrange(n)
    t = earliest_t(m, seat) + rng.choice([0, 0, 1, 50, 400, 1500, 3500])
    count = m.count
    v = count if rng.random() < 0.85 else rng.randrange(count + 1)
    right = ai.claim_for(m, seat)
    roll = rng.random()
    if right is not None and roll < 0.6:
        symbol, target = right
        if rng.random() < 0.4:
            target = None  # H14 finds it
    else:
        card = d.button_card(m, seat)
        pool = CARDS[card] if card >= 0 and roll < 0.9 else range(len(SYMBOLS))
        symbol = rng.choice(list(pool))
        target = None
        if rng.random() < 0.5 and (m.duel is not None or m.mode in (POTATO, POISON, CATCH)):
            target = rng.randrange(n)
    slot = m.mode == CATCH and m.duel is None and target is not None
    if m.mode in (TOWER, WELL) and m.duel is None:
        target, slot = None, False
    return d.Claim(seat, t, v, symbol, target, slot)


@settings(max_examples=120, deadline=None)
@given(n=players, seed=seeds, chosen=modes, scoring=scorings)
def test_random_claims_never_crash_conserve_cards_and_follow_the_outcome_order(
    n: int, seed: int, chosen: list[str], scoring: str
) -> None:
    tournament = scoring == "tournament"
    setup = d.new_setup(
        [f"p{i}" for i in range(n)],
        scoring=scoring,
        length=len(chosen),
        modes=None if tournament else chosen,
        seed=seed,
    )
    m = d.GAME.load(setup, [])
    rng = random.Random(seed)
    actions = []
    for _ in range(3000):
        if m.over:
            break
        if m.picker >= 0:
            move: d.Move = d.Pick(m.picker, rng.choice(d.MODES))
            d.apply_in_place(m, move)
            actions.append(d.action_dict(m.players, move))
            continue
        c = random_claim(m, rng)
        locked = (m.duel.locked if m.duel is not None else m.locked)[c.seat]
        if c.t < locked:
            want = "locked"
        elif c.v < m.count:
            want = "stale"
        else:
            want = "ok" if expected_valid(m, c) else "wrong"
        before_game = m.game
        events = d.apply_in_place(m, c)
        actions.append(d.action_dict(m.players, c))
        assert events[0]["type"] == "claim" and events[0]["outcome"] == want
        assert m.outcomes[-1] == want
        if want == "wrong":
            assert (m.duel.locked if m.duel is not None else m.locked)[c.seat] == c.t + 3000
        # Conservation: every card of the mini-game is somewhere, once (a duel's cards come
        # from a deck of its own).
        cards = all_cards(m)
        assert sorted(cards) == list(range(55)), (before_game, m.mode_name)
    assert m.over, "a match of right-leaning claims always ends"
    assert len(m.results) == len(chosen) and m.winners
    # The table's actions export to the spec's record, which replays to the same state.
    rec = d.GAME.export(m, setup, actions)
    assert d.state_json(d.replay(rec)) == d.state_json(m)
    assert d.state_json(d.GAME.load(setup, actions)) == d.state_json(m)


@settings(max_examples=60, deadline=None)
@given(n=players, seed=seeds, scoring=scorings)
def test_computer_matches_every_legal_action_applies_and_views_hold(
    n: int, seed: int, scoring: str
) -> None:
    steps = 0
    for before, _move, after, _events in computer_match(n, seed, scoring=scoring, length=2):
        steps += 1
        assert sorted(all_cards(after)) == list(range(55))
        if steps % 17:
            continue
        for seat in range(n):
            items = d.GAME.legal_actions(before, seat)
            view = d.GAME.view(before, seat)
            assert (view.card is None) == (not items or items[0].kind == "pick")
            if view.card is not None:
                assert [i.symbol for i in items] == view.card.symbols
            for index in range(len(items)):
                action = d.GAME.action_at(before, seat, index, None)
                assert action is not None
                d.GAME.apply(before, action)  # never refused
            assert d.GAME.action_at(before, seat, len(items), None) is None
        public = d.GAME.view(before, None)
        assert public.card is None and public.seat == -1
        assert public.model_dump()["v"] == before.count
    assert steps > 20


def test_non_duellists_and_everyone_during_a_pick_cannot_claim() -> None:
    for before, move, _after, _ in computer_match(8, 3, scoring="tournament", length=5):
        if before.duel is not None and before.running:
            outsider = next(s for s in range(8) if before.duel.cards[s] < 0)
            assert d.GAME.legal_actions(before, outsider) == []
            claim = d.Claim(outsider, earliest_t(before, outsider), before.count, 0)
            try:
                d.GAME.apply(before, claim)
            except d.IllegalAction as exc:
                assert exc.code == "not_duellist"
            else:  # pragma: no cover
                raise AssertionError("a non-duellist's claim was applied")
        if before.picker >= 0:
            assert isinstance(move, d.Pick) and move.seat == before.picker
            other = (before.picker + 1) % 8
            assert d.GAME.legal_actions(before, other) == []
            assert [c.mode for c in d.GAME.legal_actions(before, before.picker)] == list(d.MODES)
