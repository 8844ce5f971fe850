"""The referee: game state, legal moves and the application of actions (RULES.md R1–R14, H1–H3).

``GameState`` is mutable inside this module only; the public ``apply`` copies it first, so callers
see a pure function. The hot path (computer players, benchmarks, ``record.replay``, the table
service on a state nothing else holds) uses ``apply_in_place`` on a state it owns: it checks
the whole action before it changes anything, so a refused action needs no copy to undo.
"""

from __future__ import annotations

import hashlib
import random
from dataclasses import dataclass
from typing import Any, NamedTuple

from .cards import (
    DECLARABLE,
    JOKER,
    NAMES,
    NUMBERS,
    REVERSE,
    SKIP,
    SLOTS,
    deck,
    hand_size,
    set_aside_size,
)
from .errors import IllegalAction, RecordError

CLOCKWISE = 1
COUNTERCLOCKWISE = -1


# --------------------------------------------------------------------------------------------
# Setup


class RoundDeal(NamedTuple):
    """One round's cards as dealt: hands by seat, pile top first, set-aside cards."""

    hands: tuple[tuple[int, ...], ...]
    pile: tuple[int, ...]
    set_aside: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Setup:
    """Everything a game is a function of, besides its actions (RECORD.md input)."""

    players: tuple[str, ...]
    variant: str = "standard"
    draw: str = "auto"
    seed: int | None = None
    deals: tuple[RoundDeal | None, ...] = ()
    starter: int | None = None
    #: (round number, seat) pairs a record names for later rounds; R12 must agree with them.
    later_starters: tuple[tuple[int, int], ...] = ()

    @property
    def rounds_total(self) -> int:
        """R13: three rounds, or one per player in the long variant."""
        return len(self.players) if self.variant == "long" else 3


def derive_seed(seed: int | None, purpose: str) -> int:
    """A per-purpose seed, so round k's shuffle does not depend on how earlier rounds went."""
    digest = hashlib.sha256(f"dobro/{seed}/{purpose}".encode()).digest()
    return int.from_bytes(digest[:8], "big")


def shuffled_deal(players: int, seed: int | None, round_no: int) -> RoundDeal:
    """R3/R4: shuffle the round's deck, set ten aside at two players, deal full hands."""
    if seed is None:
        raise RecordError(
            f"seed: needed to shuffle round {round_no}, which the record does not spell out"
        )
    cards = deck(players)
    random.Random(derive_seed(seed, f"round/{round_no}")).shuffle(cards)
    aside = set_aside_size(players)
    size = hand_size(players)
    set_aside = tuple(cards[:aside])
    pos = aside
    hands = []
    for _ in range(players):
        hands.append(tuple(cards[pos : pos + size]))
        pos += size
    return RoundDeal(tuple(hands), tuple(cards[pos:]), set_aside)


def first_starter(setup: Setup) -> int:
    """R3: the first round's starter is named by the record or drawn from the seed."""
    if setup.starter is not None:
        return setup.starter
    if setup.seed is None:
        raise RecordError(
            "seed: needed to choose the first starter, which the record does not name"
        )
    return random.Random(derive_seed(setup.seed, "starter")).randrange(len(setup.players))


# --------------------------------------------------------------------------------------------
# Actions and moves


class Action(NamedTuple):
    """A parsed action: ``kind`` is play, take, draw or oubli; cards are card codes."""

    seat: int
    kind: str
    cards: tuple[int, ...] = ()
    declared: int | None = None
    target: int = -1


class Move(NamedTuple):
    """A legal move for one player. A joker move lists every value it may be declared as."""

    kind: str
    cards: tuple[str, ...] = ()
    values: tuple[int, ...] = ()
    target: str | None = None

    def action(self, player: str, value: int | None = None) -> dict[str, Any]:
        """The RECORD.md action for this move; ``value`` picks a joker's declared value."""
        if self.kind == "play":
            out: dict[str, Any] = {"player": player, "play": list(self.cards)}
            if "J" in self.cards:
                if value is None:
                    if len(self.values) != 1:
                        raise ValueError("this joker move needs a declared value")
                    value = self.values[0]
                out["as"] = value
            return out
        if self.kind == "take":
            return {"player": player, "take": True}
        if self.kind == "draw":
            return {"player": player, "draw": True}
        return {"player": player, "oubli": self.target}


class Played(NamedTuple):
    """One play in the current bid, as everyone saw it."""

    seat: int
    cards: tuple[int, ...]
    declared: int | None
    value: int


#: ``_tuple_new(Played, (seat, cards, declared, value))`` is ``Played(...)`` with every field
#: given, without the NamedTuple's ``__new__`` (a Python function): for the hot path.
_tuple_new = tuple.__new__


# --------------------------------------------------------------------------------------------
# State


class GameState:
    """The whole game at one moment. Treat as immutable outside this module."""

    __slots__ = (
        "bid",
        "dealt",
        "direction",
        "discarded",
        "ended_turn",
        "ender",
        "hand_size",
        "hands",
        "must_open",
        "n",
        "oubli",
        "over",
        "pile",
        "piles",
        "points",
        "round_cards",
        "round_no",
        "round_points",
        "set_aside",
        "setup",
        "short",
        "sizes",
        "starter",
        "turn",
        "value",
        "version",
        "winners",
    )

    setup: Setup
    n: int
    hand_size: int
    round_no: int
    over: bool
    hands: list[list[int]]
    sizes: list[int]
    pile: list[int]
    set_aside: list[int]
    bid: list[Played]
    value: int
    direction: int
    turn: int
    starter: int
    must_open: bool
    piles: list[list[int]]
    short: list[bool]
    ended_turn: list[bool]
    oubli: int
    round_points: list[list[int]]
    round_cards: list[list[int]]
    points: list[int]
    discarded: list[int]
    ender: int
    version: int
    winners: list[int]
    dealt: list[RoundDeal]

    def copy(self) -> GameState:
        new = GameState.__new__(GameState)
        new.setup = self.setup
        new.n = self.n
        new.hand_size = self.hand_size
        new.round_no = self.round_no
        new.over = self.over
        new.hands = [h[:] for h in self.hands]
        new.sizes = self.sizes[:]
        new.pile = self.pile[:]
        new.set_aside = self.set_aside[:]
        new.bid = self.bid[:]
        new.value = self.value
        new.direction = self.direction
        new.turn = self.turn
        new.starter = self.starter
        new.must_open = self.must_open
        new.piles = [p[:] for p in self.piles]
        new.short = self.short[:]
        new.ended_turn = self.ended_turn[:]
        new.oubli = self.oubli
        new.round_points = [r[:] for r in self.round_points]
        new.round_cards = [r[:] for r in self.round_cards]
        new.points = self.points[:]
        new.discarded = self.discarded[:]
        new.ender = self.ender
        new.version = self.version
        new.winners = self.winners[:]
        new.dealt = self.dealt[:]
        return new

    # Convenience read-only accessors for callers outside the engine.
    @property
    def players(self) -> tuple[str, ...]:
        return self.setup.players

    @property
    def rounds_total(self) -> int:
        return self.setup.rounds_total

    @property
    def manual(self) -> bool:
        return self.setup.draw == "manual"

    @property
    def turn_player(self) -> str | None:
        return None if self.over else self.setup.players[self.turn]

    def seat_of(self, player: str) -> int:
        try:
            return self.setup.players.index(player)
        except ValueError:
            raise IllegalAction("unknown_player", "R2", player=player) from None

    def callable_seats(self) -> list[int]:
        """H2: players who ended their turn without refilling: anyone else may call oubli."""
        return [s for s in range(self.n) if self.short[s] and self.ended_turn[s]]


def new_state(setup: Setup) -> GameState:
    """The state before the first action: round 1 dealt, its starter to open (R3)."""
    s = GameState.__new__(GameState)
    n = len(setup.players)
    s.setup = setup
    s.n = n
    s.hand_size = hand_size(n)
    s.round_no = 0
    s.over = False
    s.direction = CLOCKWISE
    s.points = [0] * n
    s.round_points = []
    s.round_cards = []
    s.winners = []
    s.version = 0
    s.ender = -1
    s.dealt = []
    _start_round(s, first_starter(setup))
    return s


def _start_round(s: GameState, starter: int) -> None:
    """R3: oubli to the middle, hands dealt, pile face down; direction carries over (R12)."""
    s.round_no += 1
    for round_no, named in s.setup.later_starters:
        if round_no == s.round_no and named != starter:
            names = s.setup.players
            raise RecordError(
                f"rounds[{round_no - 1}].starter: R12 makes {names[starter]} start round "
                f"{round_no}, not {names[named]}"
            )
    idx = s.round_no - 1
    deal = s.setup.deals[idx] if idx < len(s.setup.deals) else None
    if deal is None:
        deal = shuffled_deal(s.n, s.setup.seed, s.round_no)
    s.dealt.append(deal)
    s.hands = []
    for cards in deal.hands:
        counts = [0] * SLOTS
        for c in cards:
            counts[c] += 1
        s.hands.append(counts)
    s.sizes = [len(h) for h in deal.hands]
    s.pile = list(reversed(deal.pile))  # top of the pile is the end of the list
    s.set_aside = list(deal.set_aside)
    s.bid = []
    s.value = 0
    s.must_open = True
    s.turn = starter
    s.starter = starter
    s.piles = [[] for _ in range(s.n)]
    s.short = [False] * s.n
    s.ended_turn = [False] * s.n
    s.oubli = -1
    s.discarded = []


# --------------------------------------------------------------------------------------------
# Legal moves

_ALL_VALUES = tuple(DECLARABLE)
_TAKE = Move("take")
_DRAW = Move("draw")
# Every play a hand can offer, built once: ``seat_moves`` allocates no Move on the hot path.
#: A single card by code (numbered, joker without values, skip, reverse).
_SINGLE_MOVE = {c: Move("play", (NAMES[c],)) for c in (*NUMBERS, SKIP, REVERSE)}
#: A pair of one numbered card by code.
_PAIR_MOVE = {c: Move("play", (NAMES[c], NAMES[c])) for c in NUMBERS}
#: A joker beside a numbered card: declared as that card (R7).
_JOKER_WITH_MOVE = {c: Move("play", ("J", NAMES[c]), (c,)) for c in NUMBERS}
#: A lone joker, or two, by the lowest value they may be declared as.
_JOKER_MOVE = {low: Move("play", ("J",), _ALL_VALUES[low - 2 :]) for low in DECLARABLE}
_JOKER_PAIR_MOVE = {low: Move("play", ("J", "J"), _ALL_VALUES[low - 2 :]) for low in DECLARABLE}
_SKIP_MOVE = _SINGLE_MOVE[SKIP]
_REVERSE_MOVE = _SINGLE_MOVE[REVERSE]


def _has_numbered(counts: list[int]) -> bool:
    return any(counts[2:14])


def legal_moves(state: GameState, player: str) -> list[Move]:
    """Every move ``player`` may make now, and nothing else (sound and complete)."""
    return seat_moves(state, state.seat_of(player))


def seat_moves(state: GameState, seat: int) -> list[Move]:
    """``legal_moves`` by seat number (the hot path).

    Order: draw, oubli calls, single cards, pairs, a lone joker, joker + card, two jokers,
    skip, reverse, take (computer players and the hand's buttons rely on it).
    """
    if state.over:
        return []
    short = state.short
    moves: list[Move] = [_DRAW] if short[seat] else []
    if state.setup.draw == "manual":
        ended = state.ended_turn
        names = state.setup.players
        for t in range(state.n):
            if t != seat and short[t] and ended[t]:
                moves.append(Move("oubli", target=names[t]))
    if seat != state.turn or short[seat]:
        return moves
    counts = state.hands[seat]
    jokers = counts[JOKER]
    opening = state.must_open
    if opening:
        if not any(counts[2:14]):  # H1
            if counts[SKIP]:
                moves.append(_SKIP_MOVE)
            if counts[REVERSE]:
                moves.append(_REVERSE_MOVE)
            return moves
        low = pair_low = 2
    else:
        v = state.value
        low = v if v > 2 else 2
        pair_low = (v + 1) // 2
        if pair_low < 2:
            pair_low = 2
    # pair_low <= low: one pass finds the singles (from low), the pairs and the joker + card
    # plays (from pair_low), kept apart so the order stays singles, pairs, jokers.
    pairs: list[Move] = []
    with_joker: list[Move] = []
    for c in range(pair_low, 13):
        k = counts[c]
        if k:
            if c >= low:
                moves.append(_SINGLE_MOVE[c])
            if k >= 2:
                pairs.append(_PAIR_MOVE[c])
            if jokers:
                with_joker.append(_JOKER_WITH_MOVE[c])
    if pairs:
        moves += pairs
    if jokers:
        if low <= 12:
            moves.append(_JOKER_MOVE[low])
        if with_joker:
            moves += with_joker
        if jokers >= 2 and pair_low <= 12:
            moves.append(_JOKER_PAIR_MOVE[pair_low])
    if not opening:
        if counts[SKIP]:
            moves.append(_SKIP_MOVE)
        if counts[REVERSE]:
            moves.append(_REVERSE_MOVE)
        moves.append(_TAKE)
    return moves


def preview_moves(state: GameState, seat: int) -> list[Move]:
    """The plays ``seat`` would have if its turn came now, against the value in play.

    Only for showing a waiting hand greyed out; never a licence to act (``seat_moves`` decides).
    Empty when the seat's real moves already include its plays, or the game is over.
    """
    if state.over or (seat == state.turn and not state.short[seat]):
        return []
    s = state.copy()
    s.turn = seat
    s.short[seat] = False
    return [m for m in seat_moves(s, seat) if m.kind in ("play", "take")]


def actors(state: GameState) -> list[str]:
    """Who may act now: the turn player first, then anyone who may draw or call an oubli."""
    if state.over:
        return []
    names = state.setup.players
    out = [names[state.turn]]
    if state.manual and any(state.short):
        callable_ = state.callable_seats()
        for s in range(state.n):
            if s == state.turn:
                continue
            if state.short[s] or any(t != s for t in callable_):
                out.append(names[s])
    return out


# --------------------------------------------------------------------------------------------
# Applying actions


def apply(state: GameState, action: Action) -> tuple[GameState, list[dict]]:
    """Apply one action to a copy of ``state``: the new state and what happened.

    Raises ``IllegalAction`` (and changes nothing) when the rules forbid it. (A RECORD.md
    action, a JSON object, goes through ``record.apply``.)
    """
    new = state.copy()
    events = apply_in_place(new, action)
    return new, events


def apply_in_place(s: GameState, a: Action) -> list[dict]:
    """Check then apply ``a`` to ``s`` itself. On IllegalAction ``s`` is left untouched.

    Every check comes before the first change (the property tests try every conceivable
    action), so a caller that owns ``s`` needs no copy to survive a refused action.
    """
    if s.over:
        raise IllegalAction("game_over", "R13")
    kind = a.kind
    seat = a.seat
    if kind == "draw":
        events = _draw_action(s, seat)
    elif kind == "oubli":
        events = _oubli_action(s, seat, a.target)
    else:
        if seat != s.turn:
            raise IllegalAction("not_your_turn", "R6", turn=s.setup.players[s.turn])
        if s.short[seat]:
            raise IllegalAction("must_draw_first", "H2")
        events = _take(s, seat) if kind == "take" else _play(s, seat, a.cards, a.declared)
    s.version += 1
    return events


def _mark_turns_ended(s: GameState, actor: int) -> None:
    """H2: a short player's turn ends without drawing once another player plays or takes."""
    short = s.short
    for t in range(s.n):
        if short[t] and t != actor:
            s.ended_turn[t] = True


def _take(s: GameState, seat: int) -> list[dict]:
    if s.must_open:
        raise IllegalAction("open_no_take", "R5")
    taken: list[int] = []
    for p in s.bid:
        taken.extend(p.cards)
    s.piles[seat].extend(taken)
    s.bid = []
    s.value = 0
    s.must_open = True
    if s.manual:
        _mark_turns_ended(s, seat)
    return [
        {
            "type": "take",
            "player": s.setup.players[seat],
            "cards": len(taken),
            "collected": len(s.piles[seat]),
        }
    ]


def _card_label(cards: tuple[int, ...]) -> str:
    return " + ".join(NAMES[c] if 0 <= c < SLOTS and NAMES[c] else str(c) for c in cards)


def _play(s: GameState, seat: int, cards: tuple[int, ...], declared: int | None) -> list[dict]:
    counts = s.hands[seat]
    k = len(cards)
    if k == 1:
        first = cards[0]
        if not (2 <= first < SLOTS) or not counts[first]:
            raise IllegalAction("not_in_hand", "R6", cards=_card_label(cards))
        jokers: int = first == JOKER  # a count: two for a pair of jokers
        special = first in (SKIP, REVERSE)
    elif k == 2:
        first, second = cards
        same = first == second
        for c in cards:
            if not (2 <= c < SLOTS) or counts[c] < (2 if same else 1):
                raise IllegalAction("not_in_hand", "R6", cards=_card_label(cards))
        jokers = (first == JOKER) + (second == JOKER)
        special = first in (SKIP, REVERSE) or second in (SKIP, REVERSE)
    else:
        raise IllegalAction("card_count", "R6")
    if declared is not None and not jokers:
        raise IllegalAction("declared_without_joker", "R7")
    opening = s.must_open
    if special:
        if k == 2:
            raise IllegalAction("special_pair", "R6c")
        if opening and _has_numbered(counts):
            raise IllegalAction("open_no_special", "R5")
        return _play_special(s, seat, first, opening)
    # Numbered cards (jokers count as numbered, R7).
    if jokers:
        if declared is None:
            raise IllegalAction("joker_value_missing", "R7")
        if k == 2 and jokers == 1:
            other = first if second == JOKER else second
            if declared != other:
                raise IllegalAction("joker_pair_value", "R7", card=NAMES[other])
        elif not (2 <= declared <= 12):
            raise IllegalAction("joker_value_range", "R7", declared=declared)
        face = declared
    else:
        face = first
        if k == 2 and second != face:
            raise IllegalAction("not_pair", "R6b", cards=_card_label(cards))
    total = face * k
    old = s.value
    if opening:
        new_value = total
        rule = "R5"
        doubled = False
    else:
        rule = "R6a" if k == 1 else "R6b"
        if total < old:
            raise IllegalAction("too_low", rule, played=_played_label(cards, declared), value=old)
        doubled = total == old
        new_value = old * 2 if doubled else total
    # The play is legal: apply it.
    if k == 1:
        counts[first] -= 1
        names_played = [NAMES[first]]
    else:
        counts[first] -= 1
        counts[second] -= 1
        names_played = [NAMES[first], NAMES[second]]
    s.sizes[seat] -= k
    s.bid.append(_tuple_new(Played, (seat, cards, declared, new_value)))
    s.value = new_value
    s.must_open = False
    events: list[dict] = [
        {
            "type": "play",
            "player": s.setup.players[seat],
            "cards": names_played,
            "as": declared,
            "previous": old,
            "value": new_value,
            "opening": opening,
            "doubled": doubled,
            "rule": rule,
        }
    ]
    return _after_play(s, seat, events)


def _played_label(cards: tuple[int, ...], declared: int | None) -> str:
    if declared is not None:
        if len(cards) == 1:
            return f"J = {declared}"  # written as a pair is ("J + 5 = 10"): no words to translate
        return f"{_card_label(cards)} = {declared * 2}"
    if len(cards) == 2:
        return f"{_card_label(cards)} = {cards[0] * 2}"
    return NAMES[cards[0]]


def _play_special(s: GameState, seat: int, card: int, opening: bool) -> list[dict]:
    """R6c (and H1 for an opener without numbered cards): V unchanged, reverse flips direction."""
    s.hands[seat][card] -= 1
    s.sizes[seat] -= 1
    s.bid.append(_tuple_new(Played, (seat, (card,), None, s.value)))
    names = s.setup.players
    event: dict[str, Any] = {
        "type": "reverse" if card == REVERSE else "skip",
        "player": names[seat],
        "cards": [NAMES[card]],
        "value": s.value,
        "opening": opening,
        "rule": "H1" if opening else "R6c",
    }
    if card == REVERSE:
        s.direction = -s.direction
        event["direction"] = "clockwise" if s.direction == CLOCKWISE else "counterclockwise"
    # H1: V stays empty and the opening passes on; must_open stays as it was.
    return _after_play(s, seat, [event])


def _refill(s: GameState, seat: int) -> int:
    """Draw until the hand is full or the pile is empty (R8); returns how many were drawn."""
    need = s.hand_size - s.sizes[seat]
    pile = s.pile
    if need > len(pile):
        need = len(pile)
    if need <= 0:
        return 0
    counts = s.hands[seat]
    if need == 1:
        counts[pile.pop()] += 1
    else:
        for c in pile[-need:]:
            counts[c] += 1
        del pile[-need:]
    s.sizes[seat] += need
    return need


def _after_play(s: GameState, seat: int, events: list[dict]) -> list[dict]:
    """R8 drawing (or H2's short state), R10's end of round, then the next player's turn."""
    setup = s.setup
    names = setup.players
    pile = s.pile
    if setup.draw == "auto":
        # R8, as ``_refill`` (inlined: every play of an automatic game comes here).
        drawn = s.hand_size - s.sizes[seat]
        if drawn > len(pile):
            drawn = len(pile)
        if drawn > 0:
            counts = s.hands[seat]
            if drawn == 1:
                counts[pile.pop()] += 1
            else:
                for c in pile[-drawn:]:
                    counts[c] += 1
                del pile[-drawn:]
            s.sizes[seat] += drawn
            events.append(
                {"type": "draw", "player": names[seat], "count": drawn, "pile": len(pile)}
            )
            if not pile:
                events.append({"type": "pile_empty"})
    else:
        _mark_turns_ended(s, seat)
        if pile and s.sizes[seat] < s.hand_size:
            s.short[seat] = True
            s.ended_turn[seat] = False
    if not pile and s.sizes[seat] == 0:
        return _end_round(s, seat, events)
    turn = s.turn = (seat + s.direction) % s.n
    events.append({"type": "turn", "player": names[turn], "must_open": s.must_open})
    return events


def _after_refill(s: GameState, events: list[dict]) -> list[dict]:
    """H2: once the pile runs out nobody is short; an empty hand then ends the round (R10)."""
    if s.pile:
        return events
    events.append({"type": "pile_empty"})
    for t in range(s.n):
        s.short[t] = False
        s.ended_turn[t] = False
    seat = s.turn
    for _ in range(s.n):
        if s.sizes[seat] == 0:
            return _end_round(s, seat, events)
        seat = (seat + s.direction) % s.n
    return events


def _draw_action(s: GameState, seat: int) -> list[dict]:
    if not s.manual:
        raise IllegalAction("manual_only", "H2")
    if not s.short[seat]:
        raise IllegalAction("not_short", "H2", player=s.setup.players[seat])
    drawn = _refill(s, seat)
    s.short[seat] = False
    s.ended_turn[seat] = False
    events: list[dict] = [
        {"type": "draw", "player": s.setup.players[seat], "count": drawn, "pile": len(s.pile)}
    ]
    return _after_refill(s, events)


def _oubli_action(s: GameState, caller: int, target: int) -> list[dict]:
    names = s.setup.players
    if not s.manual:
        raise IllegalAction("manual_only", "R9")
    if target == caller:
        raise IllegalAction("oubli_self", "R9")
    if not (0 <= target < s.n) or not (s.short[target] and s.ended_turn[target]):
        who = names[target] if 0 <= target < s.n else str(target)
        raise IllegalAction("oubli_not_callable", "H2", target=who)
    previous = s.oubli
    s.oubli = target
    drawn = _refill(s, target)
    s.short[target] = False
    s.ended_turn[target] = False
    events: list[dict] = [
        {
            "type": "oubli",
            "player": names[caller],
            "target": names[target],
            "from": names[previous] if previous >= 0 else None,
            "count": drawn,
            "pile": len(s.pile),
        }
    ]
    return _after_refill(s, events)


# --------------------------------------------------------------------------------------------
# Scoring


def round_points(collected: list[int], oubli: int) -> list[int]:
    """R11: position by cards collected, fewest first; ties share and skip; oubli adds one."""
    pts = []
    for seat, mine in enumerate(collected):
        position = 1 + sum(1 for other in collected if other < mine)
        pts.append(position + (1 if seat == oubli else 0))
    return pts


def next_starter(points: list[int], ender: int, direction: int) -> int:
    """R12/H3: most points; ties go to the first met from the ender (included) in direction."""
    n = len(points)
    best = max(points)
    seat = ender
    for _ in range(n):
        if points[seat] == best:
            return seat
        seat = (seat + direction) % n
    raise AssertionError("unreachable")


def winners(points: list[int], last_cards: list[int]) -> tuple[list[int], str]:
    """R14: lowest total; then fewest cards in the last round; then a shared victory."""
    best = min(points)
    tied = [s for s, p in enumerate(points) if p == best]
    if len(tied) == 1:
        return tied, "points"
    fewest = min(last_cards[s] for s in tied)
    still = [s for s in tied if last_cards[s] == fewest]
    return still, ("last_round_cards" if len(still) == 1 else "shared")


def _end_round(s: GameState, ender: int, events: list[dict]) -> list[dict]:
    """R10: the last bid and every hand are discarded; R11 scores; R12/R13 go on or stop."""
    names = s.setup.players
    for p in s.bid:
        s.discarded.extend(p.cards)
    for seat in range(s.n):
        counts = s.hands[seat]
        for c in range(2, SLOTS):
            if counts[c]:
                s.discarded.extend([c] * counts[c])
                counts[c] = 0
        s.sizes[seat] = 0
    s.bid = []
    s.value = 0
    s.short = [False] * s.n
    s.ended_turn = [False] * s.n
    collected = [len(p) for p in s.piles]
    pts = round_points(collected, s.oubli)
    s.round_points.append(pts)
    s.round_cards.append(collected)
    for seat in range(s.n):
        s.points[seat] += pts[seat]
    s.ender = ender
    events.append(
        {
            "type": "round_end",
            "round": s.round_no,
            "ender": names[ender],
            "collected": dict(zip(names, collected, strict=True)),
            "points": dict(zip(names, pts, strict=True)),
            "oubli": names[s.oubli] if s.oubli >= 0 else None,
            "totals": dict(zip(names, s.points, strict=True)),
        }
    )
    if s.round_no >= s.setup.rounds_total:
        won, why = winners(s.points, collected)
        s.over = True
        s.winners = won
        s.must_open = False
        events.append(
            {
                "type": "game_end",
                "winners": [names[w] for w in won],
                "tiebreak": why,
                "points": dict(zip(names, s.points, strict=True)),
            }
        )
        return events
    starter = next_starter(s.points, ender, s.direction)
    _start_round(s, starter)
    events.append({"type": "round_start", "round": s.round_no, "starter": names[starter]})
    events.append({"type": "turn", "player": names[starter], "must_open": True})
    return events
