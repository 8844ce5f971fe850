"""The *Hint* button: the move the ``normal`` computer would make for a seat, with its reason,
and why each card of the seat's hand cannot be played now.

``hint`` asks ``normal.normal_with_reason`` (the very function the ``normal`` level plays) with a
``random.Random`` seeded from the state's version and the seat (``hint_rng``), so the same
state always shows the same hint and it is exactly what ``choose_action(..., "normal",
hint_rng(...))`` plays. The policy reads only what its seat may see (its hand, its own table
card, the public table, its memory of cards it held, H8), and so does the reason: two states
that differ only in what the seat cannot see give the same hint.

``blocked`` gives the engine's own refusal (``IllegalAction``, citing its rule) of playing each
card no legal action plays now: every card while another seat decides (not your turn); in
phase 4 a second card that would take the total over 10 (R20); nothing at steps that play no
card (opening, bidding, protecting, turning up, naming the first player).
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from locales import text

from . import normal
from .cards import HAND_SLOTS, JOKER, NAMES
from .engine import ADD, PLAY, Action, Choice, TenState, apply, choice_action, seat_choices
from .errors import IllegalAction

HINT_PREFIX = "ten.hint."

#: The steps that put a card from hand on the table (R11, R20): only they can block a card.
CARD_STEPS = (PLAY, ADD)


@dataclass(frozen=True, slots=True)
class Hint:
    """A suggested move: ``index`` into ``seat_choices`` (``GAME.legal_actions``), ``param``
    for a choice taking a number (a joker's value, an offer) or None, and the reason's
    ``code`` (``ten.hint.<code>``) with its ``params``."""

    index: int
    param: int | None
    code: str
    params: Mapping[str, Any] = field(default_factory=dict)

    def text(self, lang: str = "en") -> str:
        """One sentence naming the move and why, in ``lang`` (English for an unknown one)."""
        return text(HINT_PREFIX + self.code, lang, **self.params)


def hint_rng(state: TenState, seat: int) -> random.Random:
    """The draws a hint's ``normal`` decision uses: fixed by what the seat sees (the version
    counts the actions, public), so a hint never changes while the state does not."""
    return random.Random(f"hint:{state.version}:{seat}")


def locate(
    state: TenState, seat: int, choices: Sequence[Choice], action: Action
) -> tuple[int, int | None]:
    """``(index, param)`` of ``action`` among ``choices`` (``param`` None for a choice that
    takes none), as ``GAME.action_at`` rebuilds it; ``ValueError`` when no choice makes it."""
    for index, choice in enumerate(choices):
        if choice.param is None:
            if choice_action(state, seat, choice) == action:
                return index, None
            continue
        value = action.as_ if choice.param == "as" else action.n
        assert choice.low is not None and choice.high is not None
        if (
            value is not None
            and choice.low <= value <= choice.high
            and choice_action(state, seat, choice, value) == action
        ):
            return index, value
    raise ValueError(f"{action} is none of the legal choices")


def hint(state: TenState, seat: int) -> Hint | None:
    """What the ``normal`` computer would do for ``seat`` now, and why; None when the seat
    has nothing to decide (not its turn, the game over)."""
    choices = seat_choices(state, seat)
    if not choices:
        return None
    decision = normal.normal_with_reason(state, seat, hint_rng(state, seat))
    index, param = locate(state, seat, choices, decision.action)
    return Hint(index, param, decision.code, dict(decision.params))


def _card_move(state: TenState, seat: int, code: int) -> Action:
    """Playing card ``code`` now, as the step asks a card to be played: added as a second card
    in phase 4 (a joker as 0), otherwise put on the table face down with no chip (R11)."""
    if state.step == ADD:
        return Action(seat, ADD, code, as_=0 if code == JOKER else None)
    return Action(seat, PLAY, code, False, 0)


def blocked(state: TenState, seat: int) -> list[tuple[str, IllegalAction]]:
    """Each card of ``seat``'s hand (by name, in hand order, a pair twice) that no legal
    action plays now, with the engine's refusal of playing it. [] when every card can be
    played, or when the step plays no card (nothing to grey out)."""
    hand = state.hands[seat]
    cards = [code for code in range(HAND_SLOTS) for _ in range(hand[code])]
    if not cards:
        return []
    mine = not state.over and seat == state.waiting
    if mine and state.step not in CARD_STEPS:
        return []
    playable = {
        c.card for c in seat_choices(state, seat) if c.kind in CARD_STEPS and c.card is not None
    }
    out: list[tuple[str, IllegalAction]] = []
    refusals: dict[int, IllegalAction | None] = {}
    for code in cards:
        name = NAMES[code]
        if name in playable:
            continue
        if code not in refusals:
            try:
                apply(state, _card_move(state, seat, code))  # on a copy: ``state`` is kept
            except IllegalAction as exc:
                refusals[code] = exc
            else:  # the engine takes it: not blocked (never a made-up reason)
                refusals[code] = None
        refusal = refusals[code]
        if refusal is not None:
            out.append((name, refusal))
    return out


__all__ = ["CARD_STEPS", "HINT_PREFIX", "Hint", "blocked", "hint", "hint_rng", "locate"]
