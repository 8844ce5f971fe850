"""The ``normal`` computer of Ten: what it reckons, its reasons (``normal_with_reason``, shown by
the *Hint* button), and the helpers ``hard.py``'s search builds on; ``ai.py`` says which level
plays."""

from __future__ import annotations

import random
from typing import NamedTuple

from .cards import HAND_SLOTS, JOKER, MAX_VALUE, NAMES, POINTS, VALUE, full_deck
from .engine import (
    ADD,
    FIRST,
    OFFER,
    OPEN,
    PLAY,
    PROTECT,
    REVEAL,
    Action,
    TenState,
)

# --------------------------------------------------------------------------------------------
# normal

#: What a total of 0–10 is worth, in points, before the round's stakes: near 10 a player rarely
#: loses and often wins the pot; below 6 they are the likely loser.
_WORTH = (-9.0, -8.5, -8.0, -7.5, -7.0, -6.0, -4.5, -2.5, 0.0, 2.5, 5.0)


def _worth(total: int, n: int, stake: float) -> float:
    """How good a total is, scaled by what losing costs (``stake``) and the table's size (with
    more players a middling total is less often the lowest)."""
    w = _WORTH[total]
    if w < 0:
        w *= stake / 12.0 * (3.0 / (n + 1)) ** 0.5
    return w


def _best_add(first: int, hand: list[int], joker_ok: bool = True) -> tuple[int, int]:
    """(total, card) of the best second card for a first card of value ``first``: the total
    closest to 10; ``card`` -1 when nothing adds. A joker fills up to 10."""
    best, best_card = first, -1
    room = MAX_VALUE - first
    for code in range(HAND_SLOTS - 1):
        if hand[code] and 0 < VALUE[code] <= room and first + VALUE[code] > best:
            best, best_card = first + VALUE[code], code
            if best == MAX_VALUE:
                break
    if joker_ok and hand[JOKER] and best < MAX_VALUE and room > 0:
        return MAX_VALUE, JOKER
    return best, best_card


def _stake(s: TenState) -> float:
    """What losing this round costs: the round card and about a card and a half a player."""
    return (s.round_card - 19 if s.round_card >= 0 else 5) + 1.5 * s.n


def _my_first_value(s: TenState, seat: int) -> int:
    """The value of my own first card as I know it (a face-down joker counts 10)."""
    return s.value1(seat)


def _my_total(s: TenState, seat: int) -> int:
    """The best total I can reach with my table card and my hand."""
    card = s.card1[seat]
    if card == JOKER and not s.up1[seat]:
        return MAX_VALUE
    total, _ = _best_add(_my_first_value(s, seat), s.hands[seat], joker_ok=_late(s))
    return total


def _late(s: TenState) -> bool:
    """Near the end a joker is better played than kept (it costs 10 in hand, R29)."""
    return s.round_no >= 8 or len(s.pile) < 4 * s.n


def _unseen_mean(s: TenState, seat: int) -> float:
    """The mean value of the cards ``seat`` has not seen (a face-down card's expectation)."""
    counts = [0] * HAND_SLOTS
    for c in full_deck():
        counts[c] += 1
    hand = s.hands[seat]
    for c in range(HAND_SLOTS):
        counts[c] -= hand[c]
    for t in range(s.n):
        if s.card1[t] >= 0 and (s.up1[t] or t == seat):
            counts[s.card1[t]] -= 1
        if s.card2[t] >= 0:
            counts[s.card2[t]] -= 1
        for c in s.penalty[t]:
            if c < HAND_SLOTS:
                counts[c] -= 1
    total = sum(max(k, 0) for k in counts)
    if total <= 0:
        return 5.0
    return sum(VALUE[c] * max(counts[c], 0) for c in range(HAND_SLOTS)) / total


def _target_value(s: TenState, seat: int, t: int) -> tuple[float, bool]:
    """What ``t``'s card is worth to ``seat`` as a first card: (value, known)."""
    card = s.card1[t]
    if s.up1[t]:
        return float(s.value1(t)), True
    if s.seen1[t] & (1 << seat):  # memory: a card this seat has held (H8)
        return float(VALUE[card]), True
    # Unknown: the unseen mean, raised by the chips its player dared to put on it.
    return _unseen_mean(s, seat) + 1.2 * s.prot[t], False


def _gain_parts(s: TenState, seat: int, t: int) -> tuple[float, int, int, bool]:
    """How many chips taking ``t``'s card is worth to ``seat`` (may be ≤ 0), with the words of
    that reckoning: my best total now, my best total with that card, and whether I know it."""
    mine = _my_total(s, seat)
    value, known = _target_value(s, seat, t)
    if known and s.card1[t] == JOKER and not s.up1[t]:
        new = MAX_VALUE
    else:
        v = max(0, min(MAX_VALUE, round(value)))
        new, _ = _best_add(v, s.hands[seat], joker_ok=_late(s))
    stake = _stake(s)
    gain = _worth(new, s.n, stake) - _worth(mine, s.n, stake)
    if not known:
        gain -= 1.5  # a face-down card may disappoint
    return gain / 2.0, mine, new, known  # a chip is worth 2 points (R30)


def _gain_in_chips(s: TenState, seat: int, t: int) -> float:
    """How many chips taking ``t``'s card is worth to ``seat`` (may be ≤ 0)."""
    return _gain_parts(s, seat, t)[0]


def _openers_left(s: TenState, seat: int) -> bool:
    """Whether someone other than ``seat`` may still open this round (so protection helps)."""
    return any(not s.opened[t] and t != seat for t in range(s.n))


class Decision(NamedTuple):
    """What ``normal`` does and why: ``code`` names the branch of the policy that chose it
    (its sentence is ``ten.hint.<code>`` in the catalogue, ``hints.py``) and ``params`` the
    words that sentence needs (cards by name, players by name, totals, chips). Only what the
    seat may see goes in, so a hint built from it leaks nothing."""

    action: Action
    code: str
    params: dict[str, int | str]


def _normal(s: TenState, seat: int, rng: random.Random) -> Action:
    """The ``normal`` level's action (``hard.fast_normal`` plays it in rollouts too)."""
    return normal_with_reason(s, seat, rng).action


def normal_with_reason(s: TenState, seat: int, rng: random.Random) -> Decision:
    """The ``normal`` level's action and the reason for it: ``choose_action(..., "normal",
    rng)`` plays exactly this action, drawing the same random numbers."""
    step = s.step
    if step == PLAY:
        return _normal_play(s, seat, rng)
    if step == OPEN:
        return _normal_open(s, seat)
    if step == OFFER:
        return _normal_offer(s, seat)
    if step == PROTECT:
        return _normal_protect(s, seat)
    if step == REVEAL:
        return _normal_reveal(s, seat)
    if step == ADD:
        return _normal_add(s, seat)
    # Ties go to the earlier player in turn order (R22, R23): start the next round oneself.
    return Decision(Action(seat, FIRST, target=seat), "first_self", {})


def _normal_play(s: TenState, seat: int, rng: random.Random) -> Decision:
    """The card that promises the best total, face down; chips on it when it is strong, and
    now and then on a weak one (a bluff: someone may pay to take it)."""
    hand = s.hands[seat]
    late = _late(s)
    best: tuple[float, int, int, int] | None = None
    for code in range(HAND_SLOTS):
        if not hand[code]:
            continue
        hand[code] -= 1
        if code == JOKER:
            total, add = MAX_VALUE, -1
        else:
            total, add = _best_add(VALUE[code], hand, joker_ok=late)
        hand[code] += 1
        # Prefer the best total; among equals, shed the dearest card (a hand counts, R29).
        key = total * 100.0 + POINTS[code] + (0.5 if code == JOKER and not late else 0.0)
        if best is None or key > best[0]:
            best = (key, code, total, add)
    assert best is not None
    _, code, total, add = best
    # Protection chips come back only to the round's winner, and ties go to the earlier in
    # turn order (R22): the first player protects a 10 fully, later ones more cheaply.
    place = (seat - s.first) % s.n
    bluff = False
    if total >= 10:
        chips = 2 if place == 0 else 1
    elif total >= 9:
        chips = 1 if place < (s.n + 1) // 2 else 0
    else:
        bluff = total <= 6 and rng.random() < 0.2
        chips = 1 if bluff else 0
    chips = min(chips, s.chips[seat])
    action = Action(seat, PLAY, code, False, chips)
    if bluff and chips:
        return Decision(action, "play_bluff", {"card": NAMES[code], "total": total})
    if code == JOKER:
        return Decision(action, "play_joker", {"chips": chips})
    if add < 0 and total >= MAX_VALUE:
        return Decision(action, "play_ten", {"chips": chips})
    if add < 0:
        return Decision(action, "play_alone", {"card": NAMES[code], "total": total, "chips": chips})
    params: dict[str, int | str] = {
        "card": NAMES[code],
        "add": NAMES[add],
        "total": total,
        "chips": chips,
    }
    return Decision(action, "play_pair", params)


def _normal_open(s: TenState, seat: int) -> Decision:
    """Open where the card is worth more than it costs: a fee of 1, or an opening offer."""
    supply = s.chips[seat]
    best: tuple[float, int, int, int, int, bool] | None = None
    affordable = False
    for t in range(s.n):
        if t == seat:
            continue
        worth, mine, new, known = _gain_parts(s, seat, t)
        p = s.prot[t]
        price = 1 if p == 0 else p
        affordable = affordable or price <= supply
        if price > supply or worth < price + (0.25 if p == 0 else 0.5):
            continue
        margin = worth - price
        if best is None or margin > best[0]:
            best = (margin, t, price, mine, new, known)
    if best is None:
        return Decision(Action(seat, OPEN), "open_pass" if affordable else "open_cannot_pay", {})
    _, t, price, mine, new, known = best
    fee = s.prot[t] == 0
    params: dict[str, int | str] = {"target": s.setup.players[t], "now": mine}
    if not fee:
        params["amount"] = price
    if known:  # a blind guess's total is only an estimate: the sentence does not show it
        params["card"] = NAMES[s.card1[t]]
        params["total"] = new
    why = ("open_fee" if fee else "open_bid") + ("" if known else "_blind")
    return Decision(Action(seat, OPEN, n=price, target=t), why, params)


def _normal_offer(s: TenState, seat: int) -> Decision:
    """Raise by one while the card is worth more than the new offer; otherwise pass."""
    owner = s.auc_owner
    worth, mine, new, known = _gain_parts(s, seat, owner)
    bid = s.auc_offer + 1
    name = s.setup.players[owner]
    if bid <= min(worth, s.chips[seat]):
        params: dict[str, int | str] = {"owner": name, "amount": bid, "now": mine}
        if known:
            params["card"] = NAMES[s.card1[owner]]
            params["total"] = new
        return Decision(Action(seat, OFFER, n=bid), "raise" if known else "raise_blind", params)
    return Decision(Action(seat, OFFER), "offer_pass", {"owner": name, "amount": bid})


def _normal_protect(s: TenState, seat: int) -> Decision:
    """Chips on a new card only while someone may still open on it: 2 on a 10, 1 on an 8 or
    a 9 (counting the best second card in hand)."""
    most = min(2 - s.prot[seat], s.chips[seat])
    total = _my_total(s, seat)
    want = 0
    openers = _openers_left(s, seat)
    if openers:
        want = 2 if total >= 10 else 1 if total >= 8 else 0
    n = max(0, min(most, want - s.prot[seat]))
    action = Action(seat, PROTECT, n=n)
    if not openers:
        return Decision(action, "protect_nobody_left", {})
    if n > 0:
        return Decision(action, "protect_add", {"chips": n, "total": total})
    if want == 0:
        return Decision(action, "protect_weak", {"total": total})
    # ``want`` is already on the card (a protect step is never asked with nothing to add, H9).
    return Decision(action, "protect_enough", {"total": total, "protection": s.prot[seat]})


def _normal_reveal(s: TenState, seat: int) -> Decision:
    """Turn the card up only when a second card from hand raises it."""
    card = s.card1[seat]
    if card == JOKER:
        # A face-down joker already counts 10 (H2).
        return Decision(Action(seat, REVEAL, up=False), "keep_joker", {})
    hand = s.hands[seat]
    late = _late(s)
    total, add = _best_add(VALUE[card], hand, joker_ok=late)
    if add >= 0 and total > VALUE[card]:
        params: dict[str, int | str] = {"card": NAMES[card], "add": NAMES[add], "total": total}
        return Decision(Action(seat, REVEAL, up=True), "reveal_add", params)
    keep = Action(seat, REVEAL, up=False)
    if VALUE[card] >= MAX_VALUE:
        return Decision(keep, "keep_ten", {})
    why = "keep_down_save_joker" if hand[JOKER] and not late else "keep_down"
    return Decision(keep, why, {"card": NAMES[card]})


def _normal_add(s: TenState, seat: int) -> Decision:
    """The second card that brings the total closest to 10 (a joker when behind or late)."""
    hand = s.hands[seat]
    now = s.table_value(seat)
    total, card = _best_add(now, hand, joker_ok=False)
    if card >= 0 and total < MAX_VALUE and hand[JOKER] and (total <= 7 or _late(s)):
        as_ = MAX_VALUE - now
        joker = Action(seat, ADD, JOKER, as_=as_)
        if total <= 7:
            return Decision(joker, "add_joker", {"value": as_, "now": now, "best": total})
        return Decision(joker, "add_joker_late", {"value": as_})
    if card < 0 and hand[JOKER] and now <= 7:
        as_ = MAX_VALUE - now
        return Decision(
            Action(seat, ADD, JOKER, as_=as_), "add_joker_only", {"value": as_, "now": now}
        )
    if card < 0:
        none = Action(seat, ADD, -1)
        if now >= MAX_VALUE:
            return Decision(none, "add_none_ten", {})
        return Decision(none, "add_none_keep_joker" if hand[JOKER] else "add_none", {"now": now})
    # Among cards reaching the same total, shed the dearest (a penalty card before a normal).
    for code in range(HAND_SLOTS - 1, -1, -1):
        if code != JOKER and hand[code] and now + VALUE[code] == total:
            card = code
            break
    return Decision(Action(seat, ADD, card), "add_card", {"card": NAMES[card], "total": total})
