"""The referee: Ten's state, the deciding seat's legal choices, and applying actions (TEN.md
R1–R30, H1–H14).

One decider at a time (TEN.md "At a Discord table"): the state names its ``step`` (``play``,
``open``, ``offer``, ``protect``, ``reveal``, ``add``, ``first``) and the seat ``waiting`` on it;
everything else (phase 1's round card, R18's pot, phase 5's scoring, the refill, the end) happens
inside the action that makes it due.

``TenState`` is mutable inside this module only; the public ``apply`` copies it first. The hot
path (computer players, replay, a table's own state) uses ``apply_in_place``, which checks the
whole action before it changes anything, so a refused action needs no copy to undo.

Events are dicts with a ``"type"``. An event with a ``"to"`` key is private: only the player it
names may read it (the face-down card they played, got in a swap or drew). Every other event is
public and never names a face-down card (see ``public_events``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, NamedTuple

from .cards import (
    HAND_SIZE,
    HAND_SLOTS,
    JOKER,
    MAX_VALUE,
    NAMES,
    POINTS,
    ROUNDS,
    START_CHIPS,
    VALUE,
    deck,
    round_card,
    round_number,
    shuffle,
)
from .errors import IllegalAction

PLAY = "play"
OPEN = "open"
OFFER = "offer"
PROTECT = "protect"
REVEAL = "reveal"
ADD = "add"
FIRST = "first"
STEPS = (PLAY, OPEN, OFFER, PROTECT, REVEAL, ADD, FIRST)

#: The rule a step carries out, cited when an action comes at the wrong time.
STEP_RULE = {
    PLAY: "R11",
    OPEN: "R12",
    OFFER: "H7",
    PROTECT: "H9",
    REVEAL: "R19",
    ADD: "R20",
    FIRST: "R27",
}


# --------------------------------------------------------------------------------------------
# Setup


@dataclass(frozen=True, slots=True)
class Deal:
    """Every card's place before the first action: round cards and pile top first, hands by
    seat (TEN.md ``deal``)."""

    round_cards: tuple[int, ...]
    pile: tuple[int, ...]
    hands: tuple[tuple[int, ...], ...]


@dataclass(frozen=True, slots=True)
class Setup:
    """What a game is a function of, besides its actions: seats, seed and deal."""

    players: tuple[str, ...]
    seed: int
    deal: Deal
    #: Whether the record spelled the deal out (``deal``) rather than the seed shuffling it.
    given: bool = False


def seeded_deal(players: int, seed: int) -> Deal:
    """TEN.md without ``deal``: round cards = shuffle #0 of R1…R10; deck = shuffle #1 of the
    canonical deck; seat i gets ``J`` + positions 3i..3i+2; the rest is the pile, top first."""
    rounds = shuffle([round_card(k) for k in range(1, ROUNDS + 1)], seed, 0)
    cards = shuffle(deck(players), seed, 1)
    hands = tuple((JOKER, *cards[3 * i : 3 * i + 3]) for i in range(players))
    return Deal(tuple(rounds), tuple(cards[3 * players :]), hands)


# --------------------------------------------------------------------------------------------
# Actions


class Action(NamedTuple):
    """A parsed action (TEN.md's shapes). Integers are kept as given, however large: whether
    they are in range is the rules' business (illegal), not the record's (malformed)."""

    seat: int
    kind: str
    #: ``play``/``add``: the card's code (``add``: -1 is "none").
    card: int = -1
    #: ``play``: face up; ``reveal``: turn it up.
    up: bool = False
    #: ``play``: chips on the card; ``open``/``offer``: the offer (None: pass); ``protect``:
    #: chips added.
    n: int | None = None
    #: ``open``: the target's seat (-1: pass); ``first``: the seat named.
    target: int = -1
    #: A joker's value when it turns face up (``"as"``); None when the action has none.
    as_: int | None = None
    #: A name the action gives that is nobody's at this table (refused as illegal).
    unknown: str | None = None


# --------------------------------------------------------------------------------------------
# State


class TenState:
    """The whole game at one moment. Treat as immutable outside this module."""

    __slots__ = (
        "as1",
        "as2",
        "auc_high",
        "auc_offer",
        "auc_opener",
        "auc_owner",
        "auc_ptr",
        "auc_told",
        "card1",
        "card2",
        "chips",
        "first",
        "hands",
        "last",
        "n",
        "opened",
        "over",
        "penalty",
        "phase",
        "pile",
        "points",
        "pot",
        "prot",
        "ptr",
        "queue",
        "round_card",
        "round_cards",
        "round_no",
        "round_points",
        "scores",
        "seen1",
        "setup",
        "sizes",
        "step",
        "up1",
        "version",
        "waiting",
        "winners",
    )

    setup: Setup
    n: int
    version: int
    round_no: int
    over: bool
    #: 2–5 (phase 1 is automatic); 5 while ``first`` waits and at game over.
    phase: int
    #: The step waited on, or None once the game is over.
    step: str | None
    #: The deciding seat, -1 once the game is over.
    waiting: int
    #: This round's first player F (turn order starts there).
    first: int
    #: How far the current phase has gone round the table from F (phases 2–4).
    ptr: int
    #: The face-up round card, -1 outside phases 2–4.
    round_card: int
    #: Round cards still face down, top last (``pop()`` turns the top one up).
    round_cards: list[int]
    #: The draw pile, top last.
    pile: list[int]
    pot: int
    #: Each seat's supply of chips.
    chips: list[int]
    #: Protection chips lying on each seat's table card (they stay with the seat, R16).
    prot: list[int]
    #: Count lists of each hand (index: card code).
    hands: list[list[int]]
    sizes: list[int]
    #: The first table card of each seat (-1: none), its face, and a face-up joker's value.
    card1: list[int]
    up1: list[bool]
    as1: list[int]
    #: Seats that have seen each first table card (bit ``1 << seat``): its players and holders
    #: (H8). Only a computer's memory reads it, and only its own bit.
    seen1: list[int]
    #: The second table card (always face up, R20) and a joker's value there.
    card2: list[int]
    as2: list[int]
    #: Who has used their phase-3 opening this round (R12).
    opened: list[bool]
    #: The running auction (R14, H7): -1 in ``auc_opener`` when none runs.
    auc_opener: int
    auc_owner: int
    auc_high: int
    auc_offer: int
    #: The last seat prompted (prompts go on from there, H7).
    auc_ptr: int
    #: Seats already told they cannot raise in this auction (one event each).
    auc_told: int
    #: Seats still to take a ``protect`` step after a swap (H9), in order.
    queue: list[int]
    #: Each seat's penalty pile (card codes) and its points.
    penalty: list[list[int]]
    points: list[int]
    #: Per round, the penalty points each seat took (0 but for the loser).
    round_points: list[list[int]]
    #: The last round's (winner, loser, values by seat), or None before round 1 ends.
    last: tuple[int, int, tuple[int, ...]] | None
    #: At game over: (penalty points, chips, score) by seat; the lowest scores.
    scores: list[tuple[int, int, int]] | None
    winners: list[int]

    def copy(self) -> TenState:
        new = TenState.__new__(TenState)
        new.setup = self.setup
        new.n = self.n
        new.version = self.version
        new.round_no = self.round_no
        new.over = self.over
        new.phase = self.phase
        new.step = self.step
        new.waiting = self.waiting
        new.first = self.first
        new.ptr = self.ptr
        new.round_card = self.round_card
        new.round_cards = self.round_cards[:]
        new.pile = self.pile[:]
        new.pot = self.pot
        new.chips = self.chips[:]
        new.prot = self.prot[:]
        new.hands = [h[:] for h in self.hands]
        new.sizes = self.sizes[:]
        new.card1 = self.card1[:]
        new.up1 = self.up1[:]
        new.as1 = self.as1[:]
        new.seen1 = self.seen1[:]
        new.card2 = self.card2[:]
        new.as2 = self.as2[:]
        new.opened = self.opened[:]
        new.auc_opener = self.auc_opener
        new.auc_owner = self.auc_owner
        new.auc_high = self.auc_high
        new.auc_offer = self.auc_offer
        new.auc_ptr = self.auc_ptr
        new.auc_told = self.auc_told
        new.queue = self.queue[:]
        new.penalty = [p[:] for p in self.penalty]
        new.points = self.points[:]
        new.round_points = [r[:] for r in self.round_points]
        new.last = self.last
        new.scores = None if self.scores is None else self.scores[:]
        new.winners = self.winners[:]
        return new

    @property
    def players(self) -> tuple[str, ...]:
        return self.setup.players

    def seat_of(self, player: str) -> int:
        try:
            return self.setup.players.index(player)
        except ValueError:
            raise IllegalAction("unknown_player", "H4", player=player) from None

    def order(self) -> list[int]:
        """The seats in turn order from this round's F (clockwise = ``players`` order)."""
        n = self.n
        return [(self.first + i) % n for i in range(n)]

    def value1(self, seat: int) -> int:
        """The first table card's value: a face-up joker its ``as``, a face-down one 10 (H2)."""
        card = self.card1[seat]
        if card == JOKER and self.up1[seat]:
            return self.as1[seat]
        return VALUE[card]

    def table_value(self, seat: int) -> int:
        """A seat's value (R21): the sum of its table cards."""
        if self.card1[seat] < 0:
            return 0
        total = self.value1(seat)
        second = self.card2[seat]
        if second >= 0:
            total += self.as2[seat] if second == JOKER else VALUE[second]
        return total

    def high_card(self, seat: int) -> int:
        """H10: the seat's highest single card value, as played."""
        best = self.value1(seat) if self.card1[seat] >= 0 else 0
        second = self.card2[seat]
        if second >= 0:
            v = self.as2[seat] if second == JOKER else VALUE[second]
            if v > best:
                best = v
        return best

    @property
    def auction_running(self) -> bool:
        return self.step == OFFER


def new_state(setup: Setup) -> TenState:
    """The state before the first action: R6–R9 done, phase 1 of round 1 (F = seat 0, H5)."""
    s = TenState.__new__(TenState)
    n = len(setup.players)
    deal = setup.deal
    s.setup = setup
    s.n = n
    s.version = 0
    s.round_no = 0
    s.over = False
    s.phase = 2
    s.step = PLAY
    s.waiting = 0
    s.first = 0
    s.ptr = 0
    s.round_card = -1
    s.round_cards = list(reversed(deal.round_cards))
    s.pile = list(reversed(deal.pile))
    s.pot = 0
    s.chips = [START_CHIPS] * n
    s.prot = [0] * n
    s.hands = []
    for cards in deal.hands:
        counts = [0] * HAND_SLOTS
        for c in cards:
            counts[c] += 1
        s.hands.append(counts)
    s.sizes = [len(h) for h in deal.hands]
    s.card1 = [-1] * n
    s.up1 = [False] * n
    s.as1 = [-1] * n
    s.seen1 = [0] * n
    s.card2 = [-1] * n
    s.as2 = [-1] * n
    s.opened = [False] * n
    s.auc_opener = s.auc_owner = s.auc_high = s.auc_ptr = -1
    s.auc_offer = 0
    s.auc_told = 0
    s.queue = []
    s.penalty = [[] for _ in range(n)]
    s.points = [0] * n
    s.round_points = []
    s.last = None
    s.scores = None
    s.winners = []
    _start_round(s, 0, [])
    return s


# --------------------------------------------------------------------------------------------
# Applying actions


def apply(state: TenState, action: Action) -> tuple[TenState, list[dict[str, Any]]]:
    """Apply ``action`` to a copy of ``state``: the new state and what happened. Raises
    ``IllegalAction`` (``state`` unchanged) when the rules forbid it."""
    new = state.copy()
    events = apply_in_place(new, action)
    return new, events


def apply_in_place(s: TenState, a: Action) -> list[dict[str, Any]]:
    """Check then apply ``a`` to ``s`` itself. On ``IllegalAction`` ``s`` is left untouched:
    every check comes before the first change."""
    if s.over:
        raise IllegalAction("game_over", "R28")
    if a.unknown is not None:
        raise IllegalAction("unknown_player", "H4", player=a.unknown)
    step = s.step
    assert step is not None
    if a.seat != s.waiting:
        raise IllegalAction(
            "not_your_turn", STEP_RULE[step], player=s.setup.players[s.waiting], step=step
        )
    if a.kind != step:
        raise IllegalAction("wrong_step", STEP_RULE[step], step=step, kind=a.kind)
    events: list[dict[str, Any]] = []
    if step == PLAY:
        _play(s, a, events)
    elif step == OPEN:
        _open(s, a, events)
    elif step == OFFER:
        _offer(s, a, events)
    elif step == PROTECT:
        _protect(s, a, events)
    elif step == REVEAL:
        _reveal(s, a, events)
    elif step == ADD:
        _add(s, a, events)
    else:
        _first(s, a, events)
    s.version += 1
    if not s.over:
        events.append({"type": "turn", "step": s.step, "player": s.setup.players[s.waiting]})
    return events


def _check_as(a: Action, turning_up: bool) -> None:
    """H2: a joker turning face up carries its value 0–10; no other action carries one."""
    if turning_up:
        if a.as_ is None:
            raise IllegalAction("joker_value_missing", "H2")
        if not 0 <= a.as_ <= MAX_VALUE:
            raise IllegalAction("joker_value_range", "H2", value=a.as_)
    elif a.as_ is not None:
        raise IllegalAction("as_not_here", "H2")


def _hand_card(s: TenState, seat: int, card: int, rule: str) -> None:
    if not 0 <= card < HAND_SLOTS or not s.hands[seat][card]:
        name = NAMES[card] if 0 <= card < len(NAMES) else str(card)
        raise IllegalAction("not_in_hand", rule, card=name)


# -- phase 2 ---------------------------------------------------------------------------------


def _play(s: TenState, a: Action, events: list[dict[str, Any]]) -> None:
    """R11: one card from hand, face up or down, with 0–2 chips from the supply."""
    seat, card, chips = a.seat, a.card, a.n
    _hand_card(s, seat, card, "R11")
    assert chips is not None
    if not 0 <= chips <= 2:
        raise IllegalAction("chips_range", "R11", chips=chips)
    if chips > s.chips[seat]:
        raise IllegalAction("over_supply", "R11", chips=chips, supply=s.chips[seat])
    _check_as(a, a.up and card == JOKER)
    # Legal: apply.
    s.hands[seat][card] -= 1
    s.sizes[seat] -= 1
    s.card1[seat] = card
    s.up1[seat] = a.up
    s.as1[seat] = a.as_ if a.as_ is not None else -1
    s.seen1[seat] = 1 << seat
    s.chips[seat] -= chips
    s.prot[seat] = chips
    name = s.setup.players[seat]
    events.append(
        {
            "type": "play",
            "player": name,
            "card": NAMES[card] if a.up else None,
            "up": a.up,
            "as": a.as_,
            "chips": chips,
        }
    )
    if not a.up:
        events.append({"type": "secret", "to": name, "card": NAMES[card], "why": "play"})
    s.ptr += 1
    if s.ptr < s.n:
        s.waiting = (s.first + s.ptr) % s.n
        return
    s.phase = 3
    s.ptr = 0
    s.step = OPEN
    s.waiting = s.first


# -- phase 3 ---------------------------------------------------------------------------------


def _open(s: TenState, a: Action, events: list[dict[str, Any]]) -> None:
    """R12–R15, H6: pass, pay the fee on an unprotected card, or open an auction."""
    seat, target, offer = a.seat, a.target, a.n
    names = s.setup.players
    if target == -1:
        _check_as(a, False)
        s.opened[seat] = True
        events.append({"type": "open_pass", "player": names[seat]})
        _next_opener(s, events)
        return
    if target == seat:
        raise IllegalAction("open_own", "R12")
    if not 0 <= target < s.n:
        raise IllegalAction("unknown_player", "H4", player=str(target))
    assert offer is not None
    p = s.prot[target]
    if p == 0:
        if offer != 1:
            raise IllegalAction("fee_not_one", "H6", offer=offer)
        if s.chips[seat] < 1:
            raise IllegalAction("over_supply", "H6", chips=1, supply=s.chips[seat])
    else:
        if offer < p:
            raise IllegalAction("opening_too_low", "R14", offer=offer, minimum=p)
        if offer > s.chips[seat]:
            raise IllegalAction("over_supply", "R14", chips=offer, supply=s.chips[seat])
    _check_as(a, False)
    s.opened[seat] = True
    if p == 0:
        s.chips[seat] -= 1
        s.pot += 1
        events.append({"type": "fee", "player": names[seat], "target": names[target], "pot": s.pot})
        _swap(s, seat, target, events)
        _queue_protect(s, seat, target, events)
        return
    s.auc_opener = s.auc_high = s.auc_ptr = seat
    s.auc_owner = target
    s.auc_offer = offer
    s.auc_told = 0
    events.append(
        {
            "type": "open",
            "player": names[seat],
            "target": names[target],
            "offer": offer,
            "protection": p,
        }
    )
    _prompt_next(s, events)


def _prompt_next(s: TenState, events: list[dict[str, Any]]) -> None:
    """H7: prompt clockwise from the last prompted, skipping the owner and whoever cannot
    raise; back at the high bidder the auction ends."""
    n = s.n
    p = s.auc_ptr
    while True:
        p = (p + 1) % n
        if p == s.auc_high:
            _end_auction(s, events)
            return
        if p == s.auc_owner:
            continue
        if s.chips[p] <= s.auc_offer:
            bit = 1 << p
            if not s.auc_told & bit:
                s.auc_told |= bit
                events.append(
                    {
                        "type": "cannot_raise",
                        "player": s.setup.players[p],
                        "chips": s.chips[p],
                        "offer": s.auc_offer,
                    }
                )
            continue
        s.auc_ptr = p
        s.step = OFFER
        s.waiting = p
        return


def _offer(s: TenState, a: Action, events: list[dict[str, Any]]) -> None:
    """H7: raise (≥ offer + 1, ≤ supply) or pass (not final)."""
    seat, offer = a.seat, a.n
    name = s.setup.players[seat]
    if offer is not None:
        if offer < s.auc_offer + 1:
            raise IllegalAction("raise_too_low", "H7", offer=offer, minimum=s.auc_offer + 1)
        if offer > s.chips[seat]:
            raise IllegalAction("over_supply", "H7", chips=offer, supply=s.chips[seat])
    _check_as(a, False)
    if offer is None:
        events.append({"type": "offer_pass", "player": name, "offer": s.auc_offer})
    else:
        s.auc_high = seat
        s.auc_offer = offer
        events.append({"type": "raise", "player": name, "offer": offer})
    _prompt_next(s, events)


def _end_auction(s: TenState, events: list[dict[str, Any]]) -> None:
    """R15: the high bidder pays the offer to the owner and swaps cards with them."""
    high, owner, offer = s.auc_high, s.auc_owner, s.auc_offer
    names = s.setup.players
    s.chips[high] -= offer
    s.chips[owner] += offer
    events.append(
        {
            "type": "auction_won",
            "player": names[high],
            "owner": names[owner],
            "opener": names[s.auc_opener],
            "offer": offer,
        }
    )
    s.auc_opener = s.auc_owner = s.auc_high = s.auc_ptr = -1
    s.auc_offer = 0
    s.auc_told = 0
    _swap(s, high, owner, events)
    _queue_protect(s, high, owner, events)


def _swap(s: TenState, buyer: int, owner: int, events: list[dict[str, Any]]) -> None:
    """R15, R16, H8: the table cards change places, each keeping its face and a joker its
    value; protection chips stay with their seat. A face-down card is told to its new holder
    alone (a private event)."""
    names = s.setup.players
    c1, c1u, c1a, c1s = s.card1, s.up1, s.as1, s.seen1
    c1[buyer], c1[owner] = c1[owner], c1[buyer]
    c1u[buyer], c1u[owner] = c1u[owner], c1u[buyer]
    c1a[buyer], c1a[owner] = c1a[owner], c1a[buyer]
    c1s[buyer], c1s[owner] = c1s[owner] | (1 << buyer), c1s[buyer] | (1 << owner)
    events.append(
        {
            "type": "swap",
            "player": names[buyer],
            "target": names[owner],
            # What each now holds, when it is face up (a face-down card is never named).
            "player_card": NAMES[c1[buyer]] if c1u[buyer] else None,
            "target_card": NAMES[c1[owner]] if c1u[owner] else None,
        }
    )
    for seat in (buyer, owner):
        if not c1u[seat]:
            events.append(
                {"type": "secret", "to": names[seat], "card": NAMES[c1[seat]], "why": "swap"}
            )


def _queue_protect(s: TenState, buyer: int, owner: int, events: list[dict[str, Any]]) -> None:
    """H9: the buyer, then the former owner, each take a protect step unless at 2 or broke."""
    s.queue = [seat for seat in (buyer, owner) if s.prot[seat] < 2 and s.chips[seat] > 0]
    _next_protect(s, events)


def _next_protect(s: TenState, events: list[dict[str, Any]]) -> None:
    if s.queue:
        s.step = PROTECT
        s.waiting = s.queue[0]
        return
    _next_opener(s, events)


def _protect(s: TenState, a: Action, events: list[dict[str, Any]]) -> None:
    """R17, H9: add chips up to 2 on the new card, never remove."""
    seat, chips = a.seat, a.n
    assert chips is not None
    most = 2 - s.prot[seat]
    if not 0 <= chips <= most:
        raise IllegalAction("protect_range", "R17", chips=chips, most=most)
    if chips > s.chips[seat]:
        raise IllegalAction("over_supply", "R17", chips=chips, supply=s.chips[seat])
    _check_as(a, False)
    s.chips[seat] -= chips
    s.prot[seat] += chips
    s.queue.pop(0)
    events.append(
        {
            "type": "protect",
            "player": s.setup.players[seat],
            "chips": chips,
            "protection": s.prot[seat],
        }
    )
    _next_protect(s, events)


def _next_opener(s: TenState, events: list[dict[str, Any]]) -> None:
    s.ptr += 1
    if s.ptr < s.n:
        s.step = OPEN
        s.waiting = (s.first + s.ptr) % s.n
        return
    # R18: every protection chip goes to the pot; phase 4 starts at F.
    moved = sum(s.prot)
    s.pot += moved
    s.prot = [0] * s.n
    events.append({"type": "pot", "chips": moved, "pot": s.pot})
    s.phase = 4
    s.ptr = 0
    _phase4_turn(s, events)


# -- phase 4 ---------------------------------------------------------------------------------


def _phase4_turn(s: TenState, events: list[dict[str, Any]]) -> None:
    if s.ptr >= s.n:
        _phase5(s, events)
        return
    seat = (s.first + s.ptr) % s.n
    s.waiting = seat
    s.step = ADD if s.up1[seat] else REVEAL


def _reveal(s: TenState, a: Action, events: list[dict[str, Any]]) -> None:
    """R19: turn the face-down card up (then add), or keep it down and end the turn."""
    seat = a.seat
    card = s.card1[seat]
    _check_as(a, a.up and card == JOKER)
    name = s.setup.players[seat]
    if not a.up:
        events.append({"type": "keep_down", "player": name})
        s.ptr += 1
        _phase4_turn(s, events)
        return
    s.up1[seat] = True
    if card == JOKER:
        assert a.as_ is not None
        s.as1[seat] = a.as_
    events.append(
        {
            "type": "reveal",
            "player": name,
            "card": NAMES[card],
            "as": a.as_,
            "value": s.value1(seat),
        }
    )
    s.step = ADD


def _add(s: TenState, a: Action, events: list[dict[str, Any]]) -> None:
    """R20: a second card face up, the total never over 10; or none."""
    seat, card = a.seat, a.card
    name = s.setup.players[seat]
    if card == -1:
        _check_as(a, False)
        events.append({"type": "add_none", "player": name, "value": s.table_value(seat)})
    else:
        _hand_card(s, seat, card, "R20")
        _check_as(a, card == JOKER)
        value = a.as_ if card == JOKER else VALUE[card]
        assert value is not None
        before = s.table_value(seat)
        if before + value > MAX_VALUE:
            raise IllegalAction(
                "over_ten", "R20", card=NAMES[card], value=before, total=before + value
            )
        s.hands[seat][card] -= 1
        s.sizes[seat] -= 1
        s.card2[seat] = card
        s.as2[seat] = a.as_ if a.as_ is not None else -1
        events.append(
            {
                "type": "add",
                "player": name,
                "card": NAMES[card],
                "as": a.as_,
                "value": before + value,
            }
        )
    s.ptr += 1
    _phase4_turn(s, events)


# -- phase 5 ---------------------------------------------------------------------------------


def round_result(s: TenState) -> tuple[int, str, int, str, list[int]]:
    """R21–R23, H10, H11: (winner, why, loser, why, values by seat) of the table as it lies.

    Winner: highest value; tie: highest single card (H10); still tied: earlier in turn order.
    Loser: R23's lowest value, tie: later in turn order; when that is the winner (all tied,
    H11), the same among the others. Whys: ``value``, ``card``, ``order``; the loser's
    ``value``, ``order`` or ``H11``.
    """
    order = s.order()
    values = [s.table_value(seat) for seat in range(s.n)]
    highs = [s.high_card(seat) for seat in range(s.n)]
    top = max(values)
    tied = [seat for seat in order if values[seat] == top]
    if len(tied) == 1:
        winner, win_by = tied[0], "value"
    else:
        best = max(highs[seat] for seat in tied)
        by_card = [seat for seat in tied if highs[seat] == best]
        winner = by_card[0]
        win_by = "card" if len(by_card) == 1 else "order"
    low = min(values)
    lowest = [seat for seat in order if values[seat] == low]
    r23 = lowest[-1]
    if r23 != winner:
        loser, lose_by = r23, ("value" if len(lowest) == 1 else "order")
    else:
        others = [seat for seat in order if seat != winner]
        low = min(values[seat] for seat in others)
        loser = [seat for seat in others if values[seat] == low][-1]
        lose_by = "H11"
    return winner, win_by, loser, lose_by, values


def _phase5(s: TenState, events: list[dict[str, Any]]) -> None:
    """R21–R27: values, winner and loser, penalty and pot, the refill, the next F or the end."""
    names = s.setup.players
    n = s.n
    s.phase = 5
    winner, win_by, loser, lose_by, values = round_result(s)
    order = s.order()
    events.append(
        {
            "type": "result",
            "round": s.round_no,
            # R21: every card face up now, so this is public.
            "cards": {
                names[seat]: [
                    {
                        "card": NAMES[s.card1[seat]],
                        "as": _as_or_none(s, seat),
                        "was_down": not s.up1[seat],
                    }
                ]
                + (
                    [{"card": NAMES[s.card2[seat]], "as": _as2_or_none(s, seat), "was_down": False}]
                    if s.card2[seat] >= 0
                    else []
                )
                for seat in order
            },
            "values": {names[seat]: values[seat] for seat in order},
            "winner": names[winner],
            "winner_by": win_by,
            "loser": names[loser],
            "loser_by": lose_by,
        }
    )
    # R24: the loser takes every table card and the round card.
    taken: list[int] = [s.round_card]
    for seat in order:
        taken.append(s.card1[seat])
        if s.card2[seat] >= 0:
            taken.append(s.card2[seat])
    points = sum(POINTS[c] for c in taken)
    s.penalty[loser].extend(taken)
    s.points[loser] += points
    row = [0] * n
    row[loser] = points
    s.round_points.append(row)
    events.append(
        {
            "type": "penalty",
            "player": names[loser],
            "cards": [NAMES[c] for c in taken],
            "points": points,
            "total": s.points[loser],
        }
    )
    # R25: the winner takes the pot.
    won = s.pot
    s.chips[winner] += won
    s.pot = 0
    events.append({"type": "pot_won", "player": names[winner], "chips": won})
    s.last = (winner, loser, tuple(values))
    s.card1 = [-1] * n
    s.up1 = [False] * n
    s.as1 = [-1] * n
    s.seen1 = [0] * n
    s.card2 = [-1] * n
    s.as2 = [-1] * n
    s.round_card = -1
    s.ptr = 0
    if s.round_no >= ROUNDS:  # R28, H13: after round 10 nobody refills
        _end_game(s, "rounds", events)
        return
    # R26, H12: refill in turn order; a player the pile leaves short ends the game.
    for seat in order:
        need = HAND_SIZE - s.sizes[seat]
        take = min(need, len(s.pile))
        if take > 0:
            drawn = [s.pile.pop() for _ in range(take)]
            counts = s.hands[seat]
            for c in drawn:
                counts[c] += 1
            s.sizes[seat] += take
            events.append(
                {"type": "draw", "player": names[seat], "count": take, "pile": len(s.pile)}
            )
            events.append(
                {
                    "type": "secret",
                    "to": names[seat],
                    "cards": [NAMES[c] for c in drawn],
                    "why": "draw",
                }
            )
        if take < need:
            events.append(
                {"type": "short", "player": names[seat], "hand": s.sizes[seat], "need": need}
            )
            _end_game(s, "pile", events)
            return
    s.step = FIRST
    s.waiting = winner


def _as_or_none(s: TenState, seat: int) -> int | None:
    return s.as1[seat] if s.card1[seat] == JOKER and s.up1[seat] else None


def _as2_or_none(s: TenState, seat: int) -> int | None:
    return s.as2[seat] if s.card2[seat] == JOKER else None


def _end_game(s: TenState, reason: str, events: list[dict[str, Any]]) -> None:
    """R28–R30: hands onto penalty piles; an early end gives the round cards left to the last
    loser; score = penalty points − 2 × chips, lowest wins, ties share (H14)."""
    names = s.setup.players
    hands: dict[str, list[str]] = {}
    for seat in range(s.n):
        cards = [c for c in range(HAND_SLOTS) for _ in range(s.hands[seat][c])]
        hands[names[seat]] = [NAMES[c] for c in cards]
        s.penalty[seat].extend(cards)
        s.points[seat] += sum(POINTS[c] for c in cards)
        s.hands[seat] = [0] * HAND_SLOTS
        s.sizes[seat] = 0
    events.append({"type": "hands", "cards": hands})
    if s.round_cards:
        assert s.last is not None
        loser = s.last[1]
        left = list(reversed(s.round_cards))
        points = sum(POINTS[c] for c in left)
        s.penalty[loser].extend(left)
        s.points[loser] += points
        s.round_cards = []
        events.append(
            {
                "type": "round_cards",
                "player": names[loser],
                "cards": [NAMES[c] for c in left],
                "points": points,
            }
        )
    s.scores = [
        (s.points[seat], s.chips[seat], s.points[seat] - 2 * s.chips[seat]) for seat in range(s.n)
    ]
    best = min(score for _, _, score in s.scores)
    s.winners = [seat for seat in range(s.n) if s.scores[seat][2] == best]
    s.over = True
    s.step = None
    s.waiting = -1
    s.phase = 5
    s.opened = [True] * s.n
    events.append(
        {
            "type": "game_end",
            "reason": reason,
            "round": s.round_no,
            "scores": {
                names[seat]: {"penalty": p, "chips": c, "score": sc}
                for seat, (p, c, sc) in enumerate(s.scores)
            },
            "winners": [names[w] for w in s.winners],
            "shared": len(s.winners) > 1,
        }
    )


# -- the next round --------------------------------------------------------------------------


def _first(s: TenState, a: Action, events: list[dict[str, Any]]) -> None:
    """R27: the winner names the next F (themselves too); phase 1 of the next round."""
    target = a.target
    if not 0 <= target < s.n:
        raise IllegalAction("unknown_player", "H4", player=str(target))
    _check_as(a, False)
    names = s.setup.players
    events.append({"type": "first", "player": names[a.seat], "first": names[target]})
    _start_round(s, target, events)


def _start_round(s: TenState, first: int, events: list[dict[str, Any]]) -> None:
    """R10: F turns up the top round card; phase 2 starts at F."""
    s.round_no += 1
    s.first = first
    s.round_card = s.round_cards.pop()
    s.phase = 2
    s.ptr = 0
    s.step = PLAY
    s.waiting = first
    s.opened = [False] * s.n
    s.prot = [0] * s.n
    s.queue = []
    events.append(round_start_event(s))


def round_start_event(s: TenState) -> dict[str, Any]:
    """The ``round_start`` event of the round being played (phase 1, R10): also what a log
    shows before the first action, which has no event of its own."""
    return {
        "type": "round_start",
        "round": s.round_no,
        "first": s.setup.players[s.first],
        "round_card": NAMES[s.round_card],
        "points": round_number(s.round_card),
        "round_cards_left": len(s.round_cards),
    }


# --------------------------------------------------------------------------------------------
# Who may see what


def public_events(events: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The events everyone may read (spectators, the table's public log)."""
    return [ev for ev in events if "to" not in ev]


def events_for(events: list[dict[str, Any]], player: str | None) -> list[dict[str, Any]]:
    """The events ``player`` may read: the public ones and those addressed to them."""
    return [ev for ev in events if "to" not in ev or ev["to"] == player]


# --------------------------------------------------------------------------------------------
# Legal choices


class Choice(NamedTuple):
    """One legal choice of the deciding seat, as a Discord hand draws it: a button, or a select
    when it takes a parameter (``param``: ``"as"``, a joker's value, or ``"offer"``, an amount,
    from ``low`` to ``high``). ``code`` names its label (``ten.choice.<code>``).

    Codes: ``play_up``/``play_down`` (``card``, ``up``, ``chips``; a joker face up takes
    ``as``); ``pass`` (open or offer); ``fee`` (``target``, ``amount`` 1, H6); ``opening``
    (``target``, ``protection``, takes ``offer``); ``raise_min`` (``amount`` = offer + 1);
    ``raise`` (takes ``offer``); ``protect`` (``chips`` added); ``keep_down``; ``reveal``
    (``card``, a joker takes ``as``); ``add_none``; ``add`` (``card``, a joker takes ``as``);
    ``first`` (``target``).
    """

    kind: str
    code: str
    card: str | None = None
    up: bool | None = None
    chips: int | None = None
    target: str | None = None
    amount: int | None = None
    protection: int | None = None
    param: str | None = None
    low: int | None = None
    high: int | None = None


_PASS_OPEN = Choice(OPEN, "pass")
_PASS_OFFER = Choice(OFFER, "pass")
_KEEP_DOWN = Choice(REVEAL, "keep_down", up=False)
_ADD_NONE = Choice(ADD, "add_none")
_PROTECT = tuple(Choice(PROTECT, "protect", chips=k) for k in range(3))


def seat_choices(s: TenState, seat: int) -> list[Choice]:
    """Every choice ``seat`` has now, in a stable order; empty unless it is the decider.

    play: per card (``0`` … ``J``), face up then down, 0 to 2 chips (≤ 24 items);
    open: pass, then per other seat in turn order a fee or an opening; offer: pass, +1, any
    raise; protect: 0 … max; reveal: keep down, turn up; add: none, each card that fits;
    first: each player in seat order.
    """
    if s.over or seat != s.waiting:
        return []
    step = s.step
    names = s.setup.players
    if step == PLAY:
        out: list[Choice] = []
        most = min(2, s.chips[seat])
        for code, k in enumerate(s.hands[seat]):
            if not k:
                continue
            name = NAMES[code]
            joker = code == JOKER
            for chips in range(most + 1):
                if joker:
                    out.append(
                        Choice(PLAY, "play_up", name, True, chips, param="as", low=0, high=10)
                    )
                else:
                    out.append(Choice(PLAY, "play_up", name, True, chips))
            for chips in range(most + 1):
                out.append(Choice(PLAY, "play_down", name, False, chips))
        return out
    if step == OPEN:
        out = [_PASS_OPEN]
        supply = s.chips[seat]
        n = s.n
        for i in range(1, n):
            t = (seat + i) % n
            p = s.prot[t]
            if p == 0:
                if supply >= 1:
                    out.append(Choice(OPEN, "fee", target=names[t], amount=1, protection=0))
            elif supply >= p:
                out.append(
                    Choice(
                        OPEN,
                        "opening",
                        target=names[t],
                        protection=p,
                        param="offer",
                        low=p,
                        high=supply,
                    )
                )
        return out
    if step == OFFER:
        low = s.auc_offer + 1
        high = s.chips[seat]
        out = [_PASS_OFFER, Choice(OFFER, "raise_min", amount=low)]
        if high > low:
            out.append(Choice(OFFER, "raise", param="offer", low=low, high=high))
        return out
    if step == PROTECT:
        most = min(2 - s.prot[seat], s.chips[seat])
        return list(_PROTECT[: most + 1])
    if step == REVEAL:
        card = s.card1[seat]
        if card == JOKER:
            turn_up = Choice(REVEAL, "reveal", NAMES[card], True, param="as", low=0, high=10)
        else:
            turn_up = Choice(REVEAL, "reveal", NAMES[card], True)
        return [_KEEP_DOWN, turn_up]
    if step == ADD:
        out = [_ADD_NONE]
        room = MAX_VALUE - s.table_value(seat)
        for code, k in enumerate(s.hands[seat]):
            if not k:
                continue
            if code == JOKER:
                out.append(Choice(ADD, "add", "J", param="as", low=0, high=room))
            elif VALUE[code] <= room:
                out.append(Choice(ADD, "add", NAMES[code]))
        return out
    return [Choice(FIRST, "first", target=name) for name in names]


def choice_action(s: TenState, seat: int, choice: Choice, param: int | None = None) -> Action:
    """The engine action of ``choice`` with ``param`` (its value where it takes one). Whether
    ``param`` is in range is for the caller (``action_at``) or the engine to check."""
    kind = choice.kind
    as_ = param if choice.param == "as" else None
    if kind == PLAY:
        assert choice.card is not None
        return Action(seat, PLAY, _CODE[choice.card], bool(choice.up), choice.chips, -1, as_)
    if kind in (OPEN, OFFER):
        if choice.code == "pass":
            return Action(seat, kind)
        amount = param if choice.param == "offer" else choice.amount
        target = s.setup.players.index(choice.target) if choice.target is not None else -1
        return Action(seat, kind, n=amount, target=target)
    if kind == PROTECT:
        return Action(seat, PROTECT, n=choice.chips)
    if kind == REVEAL:
        return Action(seat, REVEAL, up=bool(choice.up), as_=as_)
    if kind == ADD:
        card = _CODE[choice.card] if choice.card is not None else -1
        return Action(seat, ADD, card, as_=as_)
    assert choice.target is not None
    return Action(seat, FIRST, target=s.setup.players.index(choice.target))


_CODE = {name: code for code, name in enumerate(NAMES)}
