"""Properties over random games (hypothesis), 2 to 7 players, random and normal computers:

* chips are conserved at every step (supplies + pot + protections = 7N) and cards too (hands,
  pile, table, penalty piles: the 70 cards; the round cards: 10);
* penalty points add up (each round one loser; the piles' points are the players' points);
* every listed choice applies (each value of its parameter) and nothing else does, and a
  refused action leaves the state as it was;
* nobody sees a face-down card that is not theirs: a seat's view (and the public view) is the
  same when anything hidden from it changes ("twin" states), and so are the events it may read;
* a game's actions replay to the same state; every game ends within 10 rounds.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

import ten_rules as t
from ten_rules.cards import HAND_SLOTS, JOKER, POINTS, full_deck
from ten_rules.engine import (
    ADD,
    FIRST,
    OFFER,
    OPEN,
    PLAY,
    PROTECT,
    REVEAL,
    Action,
    TenState,
    apply_in_place,
    choice_action,
    events_for,
    seat_choices,
)

from .helpers import random_game, record

sizes = st.integers(min_value=2, max_value=7)
seeds = st.integers(min_value=0, max_value=2**63 - 1)
mixes = st.lists(st.sampled_from(["random", "normal"]), min_size=7, max_size=7)

FULL = Counter(full_deck())


def all_cards(s: TenState) -> Counter[int]:
    out: Counter[int] = Counter()
    for seat in range(s.n):
        for code in range(HAND_SLOTS):
            out[code] += s.hands[seat][code]
        if s.card1[seat] >= 0:
            out[s.card1[seat]] += 1
        if s.card2[seat] >= 0:
            out[s.card2[seat]] += 1
        out.update(c for c in s.penalty[seat] if c < HAND_SLOTS)
    out.update(s.pile)
    return out


@settings(max_examples=100, deadline=None)
@given(n=sizes, seed=seeds, mix=mixes)
def test_chips_cards_and_penalty_points_are_conserved(n: int, seed: int, mix: list[str]) -> None:
    last = None
    for before, _action, after, events in random_game(n, seed, mix[:n]):
        assert sum(after.chips) + after.pot + sum(after.prot) == 7 * n
        assert min(after.chips) >= 0 and all(0 <= p <= 2 for p in after.prot)
        assert all_cards(after) == FULL
        rounds = [c for p in after.penalty for c in p if c >= HAND_SLOTS]
        assert len(after.round_cards) + (after.round_card >= 0) + len(rounds) == 10
        assert after.points == [sum(POINTS[c] for c in p) for p in after.penalty]
        assert after.version == before.version + 1 and after.round_no <= 10
        assert sum(after.sizes) == sum(sum(h) for h in after.hands)
        for ev in events:
            if ev["type"] == "penalty":
                assert ev["points"] == sum(POINTS[t.cards.CODES[c]] for c in ev["cards"])
        last = after
    assert last is not None and last.over
    for row in last.round_points:
        losers = [p for p in row if p]
        assert len(losers) == 1 and losers[0] >= 1 + n  # a round card and a card a player
    assert len(last.round_points) == last.round_no
    if n <= 3:
        assert last.round_no == 10  # H12: the pile outlasts the nine refills
    scores = [sc for _, _, sc in last.scores or []]
    assert scores == [last.points[i] - 2 * last.chips[i] for i in range(n)]
    assert last.winners == [i for i in range(n) if scores[i] == min(scores)]


def conceivable(s: TenState, seat: int) -> list[Action]:
    """Actions of every kind around the legal ones: each value just inside and outside."""
    hand = s.hands[seat]
    cards = [c for c in range(HAND_SLOTS) if hand[c]]
    cards.append(next(c for c in range(HAND_SLOTS) if not hand[c]))
    as_all: tuple[int | None, ...] = (None, -1, *range(12))
    supply = s.chips[seat]
    out: list[Action] = []
    for c in cards:
        for up in (True, False):
            for chips in (-1, 0, 1, 2, 3):
                for as_ in as_all if c == JOKER and up else (None, 0):
                    out.append(Action(seat, PLAY, c, up, chips, -1, as_))
    out += [Action(seat, OPEN), Action(seat, OPEN, as_=0)]
    for target in range(s.n):
        for n in range(-1, supply + 2):
            out.append(Action(seat, OPEN, n=n, target=target))
    out += [Action(seat, OFFER, n=n) for n in (None, *range(-1, supply + 2))]
    out.append(Action(seat, OFFER, n=None, as_=0))
    out += [Action(seat, PROTECT, n=n) for n in range(-1, 4)]
    out.append(Action(seat, PROTECT, n=0, as_=0))
    out += [Action(seat, REVEAL, up=up, as_=a) for up in (True, False) for a in as_all]
    for c in [-1, *cards]:
        for as_ in as_all if c == JOKER else (None, 0):
            out.append(Action(seat, ADD, c, as_=as_))
    out += [Action(seat, FIRST, target=x) for x in range(s.n)]
    out.append(Action(seat, FIRST, target=seat, as_=0))
    return out


def listed(s: TenState, seat: int) -> set[Action]:
    out = set()
    for c in seat_choices(s, seat):
        if c.param is None:
            out.add(choice_action(s, seat, c))
        else:
            assert c.low is not None and c.high is not None and c.low <= c.high
            out.update(choice_action(s, seat, c, p) for p in range(c.low, c.high + 1))
    return out


def fingerprint(s: TenState) -> Any:
    return t.state_json(s), s.version, s.ptr, s.queue[:], s.auc_ptr, s.seen1[:]


@settings(max_examples=15, deadline=None)
@given(n=sizes, seed=seeds, mix=mixes, picks=st.integers(min_value=0, max_value=2**32))
def test_every_listed_action_applies_and_nothing_else_does(
    n: int, seed: int, mix: list[str], picks: int
) -> None:
    pick = random.Random(picks)
    for before, _action, _after, _events in random_game(n, seed, mix[:n]):
        if pick.random() > 0.15:
            continue
        seats = [before.waiting, pick.randrange(n)]
        for seat in seats:
            legal = listed(before, seat)
            assert len(seat_choices(before, seat)) == len(set(seat_choices(before, seat)))
            tried = conceivable(before, seat)
            assert legal <= set(tried)
            original = fingerprint(before)
            for a in tried:
                if a in legal:
                    apply_in_place(before.copy(), a)  # must not raise
                    continue
                try:
                    apply_in_place(before, a)
                except t.IllegalAction:
                    continue
                raise AssertionError(f"accepted but not listed: {a}")
            assert fingerprint(before) == original  # refused actions changed nothing
        assert not seat_choices(before, (before.waiting + 1) % n)


# -- nobody sees a face-down card that is not theirs -------------------------------------------


def hidden_places(s: TenState, viewer: int, keep: set[int]) -> list[tuple[str, int, int]]:
    """Where cards lie that ``viewer`` may not see (seats in ``keep`` left alone): other hands,
    other face-down table cards, the pile. (kind, seat or index, card code)."""
    out = []
    for seat in range(s.n):
        if seat == viewer or seat in keep:
            continue
        for code in range(HAND_SLOTS):
            out += [("hand", seat, code)] * s.hands[seat][code]
        if s.card1[seat] >= 0 and not s.up1[seat]:
            out.append(("table", seat, s.card1[seat]))
    out += [("pile", i, c) for i, c in enumerate(s.pile)]
    return out


def twin(
    s: TenState,
    viewer: int,
    rng: random.Random,
    keep: frozenset[int] = frozenset(),
    rounds: bool = True,
) -> TenState | None:
    """``s`` with two cards hidden from ``viewer`` exchanged (and, with ``rounds``, the round
    cards still face down in another order)."""
    places = hidden_places(s, viewer, keep)
    rng.shuffle(places)
    for i, a in enumerate(places):
        b = next((p for p in places[i + 1 :] if p[2] != a[2] and p[:2] != a[:2]), None)
        if b is None:
            continue
        out = s.copy()
        _put(out, a, b[2])
        _put(out, b, a[2])
        if rounds:
            out.round_cards.reverse()
        return out
    return None


def _put(s: TenState, place: tuple[str, int, int], code: int) -> None:
    kind, where, old = place
    if kind == "hand":
        s.hands[where][old] -= 1
        s.hands[where][code] += 1
    elif kind == "table":
        s.card1[where] = code
    else:
        s.pile[where] = code


def dump(view: Any) -> Any:
    return view.model_dump()


@settings(max_examples=35, deadline=None)
@given(n=sizes, seed=seeds, mix=mixes, picks=st.integers(min_value=0, max_value=2**32))
def test_views_never_show_a_face_down_card_that_is_not_theirs(
    n: int, seed: int, mix: list[str], picks: int
) -> None:
    pick = random.Random(picks)
    for before, _action, _after, _events in random_game(n, seed, mix[:n]):
        if pick.random() > 0.2:
            continue
        for viewer in [None, *range(n)]:
            other = twin(before, -1 if viewer is None else viewer, pick)
            if other is None:
                continue
            assert dump(t.player_view(before, viewer)) == dump(t.player_view(other, viewer))
        for seat in range(n):
            v = t.player_view(before, seat)
            mine = v.seats[seat].cards
            if mine and not mine[0].up:
                assert mine[0].card is not None  # H8: their own face-down card
            for s in v.seats:
                if s.seat != seat and s.cards and not s.cards[0].up:
                    assert s.cards[0].card is None and s.cards[0].value is None


@settings(max_examples=60, deadline=None)
@given(n=sizes, seed=seeds, mix=mixes, picks=st.integers(min_value=0, max_value=2**32))
def test_events_never_name_a_face_down_card_to_anyone_but_its_holder(
    n: int, seed: int, mix: list[str], picks: int
) -> None:
    pick = random.Random(picks)
    names = tuple(f"p{i}" for i in range(n))
    for before, action, _after, events in random_game(n, seed, mix[:n]):
        if any(e["type"] == "result" for e in events) or pick.random() > 0.3:
            continue  # phase 5: every card is face up (R21), hands go public at the end
        for e in events:
            if "to" not in e and e["type"] == "play" and not e["up"]:
                assert e["card"] is None
            if e["type"] == "secret":
                assert e["to"] in names
        swapped = {x for e in events if e["type"] == "swap" for x in (e["player"], e["target"])}
        for viewer in (None, pick.randrange(n), action.seat):
            who = None if viewer is None else names[viewer]
            keep = {action.seat}
            if who in swapped:
                keep |= {names.index(x) for x in swapped}
            # The first player's choice turns up the next round card (R10): keep their order.
            other = twin(
                before,
                -1 if viewer is None else viewer,
                pick,
                frozenset(keep),
                action.kind != FIRST,
            )
            if other is not None:
                twin_events = apply_in_place(other.copy(), action)
                assert events_for(twin_events, who) == events_for(events, who)
            # The actor's own face-down play, replaced by another card of their hand.
            if action.kind == PLAY and not action.up and viewer != action.seat:
                hand = before.hands[action.seat]
                alt = next((c for c in range(HAND_SLOTS) if hand[c] and c != action.card), None)
                if alt is not None:
                    alt_events = apply_in_place(before.copy(), action._replace(card=alt))
                    assert events_for(alt_events, who) == events_for(events, who)


@settings(max_examples=20, deadline=None)
@given(n=sizes, seed=seeds, mix=mixes)
def test_a_games_actions_replay_to_the_same_state(n: int, seed: int, mix: list[str]) -> None:
    actions = []
    final = None
    for before, action, after, _ in random_game(n, seed, mix[:n]):
        actions.append(t.action_dict(before.players, action))
        assert t.parse_action(before.players, actions[-1]) == action
        final = after
    assert final is not None
    players = [f"p{i}" for i in range(n)]
    replayed = t.replay(record(players, actions, seed=seed))
    assert t.state_json(replayed) == t.state_json(final)
    exported = t.export_record(final, actions)
    assert t.state_json(t.replay(exported)) == t.state_json(final)
