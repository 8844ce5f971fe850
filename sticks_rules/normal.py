"""The ``normal`` computer of Sticks (and the ``random`` one's neighbour): its reckoning and
its reasons, on which ``hard.py``'s search builds; ``ai.py`` says which level plays."""

from __future__ import annotations

import math
from typing import NamedTuple

from .cards import SCORE_CARDS, SCORE_VALUE, ZEROS
from .engine import State, cancellation


def _all_beyond(count: int, unseen: int, k: int) -> float:
    """The chance that ``k`` cards drawn from ``unseen`` cards all lie among ``count`` of them
    (every later card below mine, or every one above)."""
    if k <= 0:
        return 1.0
    if count < k:
        return 0.0
    p = 1.0
    for i in range(k):
        p *= (count - i) / (unseen - i)
    return p


def _knowledge(state: State, seat: int) -> tuple[list[int], list[int], int]:
    """What ``seat`` may know of the current trick: the cards face up in it (none while
    picks are face down), the cards it has not seen this round, and how many cards are
    still to come into the trick besides its own."""
    hand = state.hands[seat]
    visible = [] if state.simultaneous else [c for _, c in state.trick]
    known = set(hand)
    known.update(state.seen)
    known.update(visible)
    unseen = [c for c in range(1, state.setup.deck_size + 1) if c not in known]
    later = state.n - 1 - len(visible)
    return visible, unseen, later


def _normal(state: State, seat: int) -> int:
    """The card ``normal`` plays (``choose``'s hot path: no reason is worked out)."""
    hand = state.hands[seat]
    if len(hand) == 1:
        return hand[0]
    return _weigh(state, seat, _zero_bonus(state, seat)).card


class _Weighed(NamedTuple):
    """``normal``'s pick among the cards of a hand, with what made it: the chances that the
    card is this trick's highest and lowest, the drift of the cards it keeps (+ blue, - red)
    and the mean stake of the tricks still to come."""

    card: int
    p_hi: float
    p_lo: float
    rest_drift: float
    mean_v: float


def _weigh(state: State, seat: int, bonus: int) -> _Weighed:
    """The card of ``seat``'s hand (two cards or more) that minimises its expected round
    score, less ``bonus`` (R20) times the chance of ending on no sticks."""
    hand = state.hands[seat]
    visible, unseen, later = _knowledge(state, seat)
    u = len(unseen)
    top = max(visible) if visible else 0
    bottom = min(visible) if visible else 1 << 62
    h = state.sticks[seat]
    blue, red = state.blue, state.red
    # The tricks after this one: one per card left after this play, sharing the nonzero
    # score cards not revealed yet (R12), so their mean stake is known.
    rest = len(hand) - 1
    values = [SCORE_VALUE[c] for c in score_cards_left(state) if c not in ZEROS]
    mean_v = sum(values) / rest if rest else 0.0
    mean_sq = sum(v * v for v in values) / rest if rest else 0.0
    # Each card's drift in a later trick: + when it will likely be highest (blue), - lowest.
    drift: dict[int, float] = {}
    spread: dict[int, float] = {}
    k = state.n - 1
    pos = 0
    for card in hand:
        while pos < u and unseen[pos] < card:
            pos += 1
        p_hi = _all_beyond(pos, u, k)
        p_lo = _all_beyond(u - pos, u, k)
        drift[card] = mean_v * (p_hi - p_lo)
        spread[card] = mean_sq * (p_hi + p_lo) - (mean_v * (p_hi - p_lo)) ** 2
    total_drift = sum(drift.values())
    total_spread = sum(spread.values())
    best = _Weighed(hand[0], 0.0, 0.0, 0.0, mean_v)
    best_score = float("inf")
    pos = 0
    for card in hand:
        while pos < u and unseen[pos] < card:
            pos += 1
        p_hi = _all_beyond(pos, u, later) if card > top else 0.0
        p_lo = _all_beyond(u - pos, u, later) if card < bottom else 0.0
        m = total_drift - drift[card]
        sd = math.sqrt(max(total_spread - spread[card], 0.0))
        score = (1.0 - p_hi - p_lo) * _final_cost(h + m, sd, bonus)
        if p_hi:
            score += p_hi * _final_cost(h + blue + m, sd, bonus)
        if p_lo:
            score += p_lo * _final_cost(h - red + m, sd, bonus)
        if score < best_score - 1e-9:
            best_score = score
            best = _Weighed(card, p_hi, p_lo, m, mean_v)
    return best


class Reasoned(NamedTuple):
    """``normal``'s card and why, for a hint: a reason code and the values its sentence
    shows (``hints.py`` words it: ``sticks.hint.<code>``)."""

    card: int
    code: str
    params: dict[str, int | str]


#: Every reason ``normal_with_reason`` gives (the catalogue words each one).
REASONS = (
    "last_card",
    "zero_bonus",
    "open",
    "safe",
    "removed",
    "cancel",
    "balance",
    "cheap",
    "least_bad",
)


def normal_with_reason(state: State, seat: int) -> Reasoned:
    """The card ``normal`` plays (always ``choose(state, seat, "normal", rng)``'s) and the
    branch of its reckoning that decided it:

    - ``last_card``: one card left, nothing to weigh;
    - ``zero_bonus``: without the R20 bonus it would play ``instead``; this card gives a better
      chance to end the round on no sticks, which cancels ``score`` from round ``round``;
    - ``open``: no fate of the card in this trick (highest, lowest, neither: R14) is at least
      as likely as not and likelier than the other two; every other card just costs more in
      expectation;
    - otherwise by that likeliest fate: ``safe``, neither highest nor lowest; taking
      ``colour`` sticks it would ``cancel`` against the other colour it holds (R15), or take
      nothing since a zero ``removed`` that colour (R10); or, taking sticks of the colour it
      already holds (or none), they ``balance`` what the cards it keeps are likely to take
      later, or the trick is ``cheap`` against the mean stake to come, or else every other
      card costs more in expectation (``least_bad``).

    ``sure`` is "yes" when that fate is certain (no card it has not seen can change it).
    """
    hand = state.hands[seat]
    if len(hand) == 1:
        return Reasoned(hand[0], "last_card", {"card": hand[0]})
    bonus = _zero_bonus(state, seat)
    pick = _weigh(state, seat, bonus)
    card = pick.card
    if bonus:
        plain = _weigh(state, seat, 0).card
        if plain != card:
            own = [scores[seat] for scores in state.round_scores]
            round_no = cancellation(own, state.cancelled[seat]) or 0
            params: dict[str, int | str] = {
                "card": card,
                "instead": plain,
                "score": bonus,
                "round": round_no,
            }
            return Reasoned(card, "zero_bonus", params)
    fates = sorted((1.0 - pick.p_hi - pick.p_lo, pick.p_hi, pick.p_lo), reverse=True)
    likeliest = fates[0]
    if likeliest < 0.5 - 1e-9 or likeliest - fates[1] < 1e-9:
        return Reasoned(card, "open", {"card": card})
    sure = "yes" if likeliest >= 1.0 - 1e-9 else "no"
    if likeliest not in (pick.p_hi, pick.p_lo):
        return Reasoned(card, "safe", {"card": card, "sure": sure})
    h = state.sticks[seat]
    high = likeliest == pick.p_hi
    colour = "blue" if high else "red"
    count = state.blue if high else state.red
    held = -h if high else h  # the other colour's sticks it holds (R15)
    if not count:
        return Reasoned(card, "removed", {"card": card, "colour": colour})
    params = {"card": card, "colour": colour, "count": count, "sure": sure}
    if held > 0:
        return Reasoned(card, "cancel", {**params, "held": held})
    later = h + pick.rest_drift  # the holding its other cards lead to, without this trick
    if (later < 0) if high else (later > 0):
        return Reasoned(card, "balance", params)
    if count < pick.mean_v:
        return Reasoned(card, "cheap", params)
    return Reasoned(card, "least_bad", params)


_SQRT2 = math.sqrt(2.0)
_SQRT_2_PI = math.sqrt(2.0 / math.pi)


def _phi(x: float) -> float:
    return 0.5 * (1.0 + math.erf(x / _SQRT2))


def _final_cost(mean: float, sd: float, bonus: int) -> float:
    """The expected score of a round ending on a holding ~ Normal(mean, sd): its sticks,
    less the R20 bonus times the chance of holding none."""
    if sd < 1e-6:
        return abs(mean) - (bonus if abs(mean) < 0.5 else 0)
    z = mean / sd
    expected = sd * _SQRT_2_PI * math.exp(-0.5 * z * z) + mean * (1.0 - 2.0 * _phi(-z))
    if bonus:
        expected -= bonus * (_phi((0.5 - mean) / sd) - _phi((-0.5 - mean) / sd))
    return expected


def score_cards_left(state: State) -> list[str]:
    """The score cards not revealed yet this round, as every player can count them (R16):
    all eleven but those face up (the pile's order stays hidden)."""
    left = list(SCORE_CARDS)
    for c in state.revealed:
        left.remove(c)
    return left


def _zero_bonus(state: State, seat: int) -> int:
    """R20/H4: what ending this round with no sticks would cancel (0 in round 1)."""
    best = 0
    cancelled = state.cancelled[seat]
    for i, scores in enumerate(state.round_scores):
        if scores[seat] > best and (i + 1) not in cancelled:
            best = scores[seat]
    return best
