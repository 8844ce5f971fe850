"""Computer players: pure functions of a state and a seeded ``random.Random``.

``random`` picks uniformly among the legal moves (then uniformly among a joker's values);
``normal`` plays like a sensible person: open low, spend cheap cards, keep jokers and specials to
escape a high value, take only small bids, and empty the hand when that ends a round.
Neither ever returns an illegal move: both choose from ``seat_moves``.
"""

from __future__ import annotations

import random
from typing import Any, NamedTuple

from .cards import CODES, JOKER, REVERSE, SKIP
from .engine import Action, GameState, Move, seat_moves
from .hard import choose_hard

LEVELS = ("random", "normal")
#: Levels that search (``hard``: ISMCTS, ``hard.py``): ``choose_move`` plays them, but a table
#: does not offer them from ``LEVELS`` (their moves are meant for a worker process pool).
SEARCH_LEVELS = ("hard",)
#: Levels that call an oubli on whoever forgot to draw (H2).
_CALLERS = ("normal", "hard")

#: ``_tuple_new(Action, (seat, kind, cards, declared, target))`` is ``Action(...)`` with every
#: field given, without the NamedTuple's ``__new__`` (a Python function): for the hot path.
_tuple_new = tuple.__new__


def choose(state: GameState, player: str, level: str, rng: random.Random) -> dict[str, Any]:
    """The RECORD.md action ``player`` makes now; ``player`` must have a legal move."""
    seat = state.seat_of(player)
    move, value = choose_move(state, seat, level, rng)
    return move.action(player, value)


def choose_action(state: GameState, seat: int, level: str, rng: random.Random) -> Action:
    """``choose`` for the hot path: an engine Action, no dicts (``record.action_dict`` gives
    the RECORD.md action for it, the very dict ``choose`` returns)."""
    move, value = choose_move(state, seat, level, rng)
    if move.kind == "play":
        if value is None and move.values:  # as ``Move.action``: a joker's only value
            if len(move.values) != 1:
                raise ValueError("this joker move needs a declared value")
            value = move.values[0]
        return _tuple_new(Action, (seat, "play", _CODES_OF[move.cards], value, -1))
    if move.kind == "oubli":
        return Action(seat, "oubli", target=state.setup.players.index(move.target))
    return Action(seat, move.kind)


#: A move's card names as the engine's card codes (every play a hand can offer).
_CODES_OF: dict[tuple[str, ...], tuple[int, ...]] = {
    names: tuple(CODES[c] for c in names)
    for names in (
        *((a,) for a in CODES),
        *((a, b) for a in CODES for b in CODES),
    )
}


def choose_move(
    state: GameState, seat: int, level: str, rng: random.Random
) -> tuple[Move, int | None]:
    moves = seat_moves(state, seat)
    if not moves:
        raise ValueError(f"{state.setup.players[seat]} has no legal move now")
    if level == "random":
        # ``random.Random._randbelow(n)`` is what ``randrange(n)`` returns for n > 0 (same
        # draws, same games) without randrange's argument checks: this is the hot path.
        below = getattr(rng, "_randbelow", None) or rng.randrange
        move = moves[below(len(moves))] if len(moves) > 1 else moves[0]
        value = None
        if move.values:
            value = move.values[below(len(move.values))]
        return move, value
    if level == "normal":
        return _normal(state, seat, moves, rng)
    if level == "hard":
        return choose_hard(state, seat, moves, rng)
    known = ", ".join((*LEVELS, *SEARCH_LEVELS))
    raise ValueError(f"unknown computer level {level!r}; choose one of {known}")


def _card_cost(move: Move) -> float:
    """How much of the hand's strength a play spends: high cards, jokers, specials are dear."""
    cost = 0.0
    for c in move.cards:
        code = CODES[c]
        if code == JOKER:
            cost += 14.0
        elif code in (SKIP, REVERSE):
            cost += 11.0
        else:
            cost += code
    return cost


class NormalChoice(NamedTuple):
    """The ``normal`` level's decision and why (``hints`` words it for the *Hint* button).

    ``reason`` is the policy branch that chose (a catalogue code, ``dobro.hint.<reason>``);
    ``spared`` the cheapest play it chose not to spend when it takes a small bid instead.
    """

    move: Move
    value: int | None
    reason: str
    spared: Move | None = None


def _normal(
    state: GameState, seat: int, moves: list[Move], rng: random.Random
) -> tuple[Move, int | None]:
    choice = normal_choice(state, seat, moves, rng)
    return choice.move, choice.value


def normal_choice(
    state: GameState, seat: int, moves: list[Move], rng: random.Random
) -> NormalChoice:
    """The ``normal`` level's move among ``moves`` (``seat_moves``, not empty) and the branch
    that chose it. Reads only what ``seat`` may see: its moves, the bid, its hand size and
    whether the draw pile is empty. ``rng`` is unused today (the policy is deterministic)."""
    # Never forget to draw; call out whoever forgot (it costs them a point).
    for m in moves:
        if m.kind == "draw":
            return NormalChoice(m, None, "draw")
    for m in moves:
        if m.kind == "oubli":
            return NormalChoice(m, None, "oubli")
    plays = [m for m in moves if m.kind == "play"]
    take = next((m for m in moves if m.kind == "take"), None)
    if state.must_open:
        # Open low with a plain card; a joker opens only when nothing else can. (A pair
        # without a joker implies its single card, so plain singles cover every plain
        # opening; an opener without numbered cards has only specials, which are singles.)
        plain = [m for m in plays if "J" not in m.cards and len(m.cards) == 1]
        if plain:
            if not state.pile:
                # Endgame: shedding two cards at once brings the round's end closer.
                pairs = [m for m in plays if len(m.cards) == 2 and "J" not in m.cards]
                if pairs:
                    return NormalChoice(min(pairs, key=_card_cost), None, "open_pair")
            best = min(plain, key=_card_cost)
            special = best.cards[0] in ("S", "R")  # H1: no numbered card to open with
            return NormalChoice(best, None, "open_special" if special else "open_low")
        best = min(plays, key=_card_cost)
        return NormalChoice(best, (min(best.values) if best.values else None), "open_joker")
    bid_cards = sum(len(p.cards) for p in state.bid)
    size = state.sizes[seat]
    # Playing out the whole hand with the pile empty ends the round: nobody collects the bid.
    if not state.pile:
        finishing = [m for m in plays if len(m.cards) == size]
        if finishing:
            m = finishing[0]
            return NormalChoice(m, (m.values[0] if m.values else None), "finish")
    plain = [m for m in plays if "J" not in m.cards and CODES[m.cards[0]] < JOKER]
    if plain:
        best = min(plain, key=lambda m: (_card_cost(m), -len(m.cards)))
        # A tiny bid is cheaper to take than a high card is to spend: taking also opens low.
        if take is not None and bid_cards <= 1 and _card_cost(best) >= 11 and state.pile:
            return NormalChoice(take, None, "take_small", best)
        return NormalChoice(best, None, "cheapest_pair" if len(best.cards) == 2 else "cheapest")
    specials = [m for m in plays if m.cards[0] in ("S", "R")]
    jokers = [m for m in plays if "J" in m.cards]
    if take is not None and bid_cards <= 2 and (specials or jokers):
        return NormalChoice(take, None, "take_save")
    if specials:
        return NormalChoice(specials[0], None, "special")
    if jokers:
        best = min(jokers, key=lambda m: (len(m.cards), _card_cost(m)))
        # Declare the lowest legal value: it doubles V when it equals it.
        return NormalChoice(
            best, min(best.values), "joker_pair" if len(best.cards) == 2 else "joker"
        )
    if take is not None:
        # Nothing in the hand can be played (the same take as above when the bid is small).
        return NormalChoice(take, None, "take_forced")
    # Unreachable: a player who is not opening may always take (R6d). Kept as it was.
    m = plays[0]
    return NormalChoice(m, (m.values[0] if m.values else None), "cheapest")


def will_act(state: GameState, levels: dict[int, str]) -> bool:
    """Whether ``pending_action`` would return a move now, without choosing it (no search, no
    draw from the generator): a scheduler asks this often and chooses once, when it acts."""
    if state.over:
        return False
    short = state.short
    if any(short[seat] for seat in levels) or state.turn in levels:
        return True
    callable_ = state.callable_seats()
    return any(
        level in _CALLERS and any(t != seat for t in callable_) for seat, level in levels.items()
    )


def pending_action(state: GameState, levels: dict[int, str], rng: random.Random) -> Action | None:
    """The next thing a computer seat does now, if any (``levels``: seat → level).

    Computers never forget to draw; at their turn they play; a ``normal`` or ``hard`` computer
    also calls an oubli on anyone who forgot. None means the table waits for a person.
    """
    if state.over:
        return None
    short = state.short
    if any(short):  # only ever with manual drawing (H2)
        for seat in levels:
            if short[seat]:
                return Action(seat, "draw")
    if state.turn in levels:
        return choose_action(state, state.turn, levels[state.turn], rng)
    callable_ = state.callable_seats()
    if callable_:
        for seat, level in levels.items():
            if level in _CALLERS:
                target = next((t for t in callable_ if t != seat), None)
                if target is not None:
                    return Action(seat, "oubli", target=target)
    return None
