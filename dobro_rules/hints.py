"""The *Hint* button: what the ``normal`` computer would play now and why, and why each card
of the hand cannot be played now.

``hint`` is ``ai.normal_choice`` (the very policy ``ai.choose_action(..., "normal", ...)``
plays) with its branch worded by the catalogue (``locales/*/dobro-hints.ftl``, keys
``dobro.hint.<code>``). The policy reads only what the seat may see (its own moves, the bid,
its hand size, whether the draw pile is empty), so the hint never leaks a hidden card. It draws
nothing from its generator; ``hint_rng`` seeds one from the state's public version anyway, so a
hint stays the same for the same state if the policy ever does.

``blocked`` never invents a reason: it plays each unplayable card alone through the engine and
keeps the engine's refusal (``IllegalAction``, citing the rule).
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from locales import text

from . import ai
from .cards import CODES, JOKER, counts_to_names
from .engine import Action, GameState, Move, apply_in_place, seat_moves
from .errors import IllegalAction

#: The rule each reason rests on (RULES.md ids), cited by its sentence.
RULES: dict[str, str] = {
    "draw": "H2",
    "oubli": "R9",
    "open_special": "H1",
    "open_pair": "R10",
    "open_low": "R5",
    "open_joker": "R7",
    "finish": "R10",
    "cheapest": "R6a",
    "cheapest_pair": "R6b",
    "take_small": "R6d",
    "take_save": "R6d",
    "special": "R6c",
    "joker": "R7",
    "joker_pair": "R7",
    "take_forced": "R6d",
}

#: The value a lone joker is tried at in ``blocked``: the highest, so that the refusal is the
#: joker's own limit (R7) and not a low declaration's.
_HIGHEST = 12


@dataclass(frozen=True, slots=True)
class Hint:
    """A suggested move: ``index`` into ``seat_moves(state, seat)`` (the adapter's
    ``legal_actions``), ``param`` the joker's declared value for a joker move (None
    otherwise), ``code`` the policy's reason (``dobro.hint.<code>``) and ``rule`` the rule it
    cites; ``params`` fill the sentence (``cards``: engine card names, worded per language)."""

    index: int
    param: int | None
    code: str
    rule: str
    params: Mapping[str, Any] = field(default_factory=dict, hash=False)

    def text(self, lang: str = "en") -> str:
        """One sentence naming the move and why, in ``lang``."""
        args = {k: (cards_words(v, lang) if k == "cards" else v) for k, v in self.params.items()}
        return text(f"dobro.hint.{self.code}", lang, rule=self.rule, **args)


def cards_words(cards: tuple[str, ...], lang: str = "en") -> str:
    """Engine card names in words: ``("J", "6")`` → "joker + 6"."""
    return " + ".join(text("dobro.hint.card", lang, card=c) for c in cards)


def hint_rng(state: GameState, seat: int) -> random.Random:
    """The generator a hint decides with: a function of public facts only (the state's
    version and the seat), so the same state always gets the same hint."""
    return random.Random(f"hint:{state.version}:{seat}")


def hint(state: GameState, seat: int) -> Hint | None:
    """What the ``normal`` level would do for ``seat`` now, and why; None when the seat has
    no legal action now (not its turn and nothing to draw or call, or the game is over)."""
    moves = seat_moves(state, seat)
    if not moves:
        return None
    choice = ai.normal_choice(state, seat, moves, hint_rng(state, seat))
    code = choice.reason
    return Hint(
        index=moves.index(choice.move),
        param=choice.value,
        code=code,
        rule=RULES[code],
        params=_params(state, choice),
    )


def _params(state: GameState, choice: ai.NormalChoice) -> dict[str, Any]:
    """The sentence's variables for ``choice`` (only public facts and the seat's own cards)."""
    code, move, value = choice.reason, choice.move, choice.value
    bid = sum(len(p.cards) for p in state.bid)
    if code == "draw":
        return {}
    if code == "oubli":
        return {"target": move.target}
    if code in ("open_special", "open_low"):
        return {"cards": move.cards}
    if code == "open_pair":
        pair = CODES[move.cards[0]]
        return {"pair": pair, "total": 2 * pair}
    if code == "open_joker":
        return {"declared": value}
    if code == "finish":
        return {"cards": move.cards, "n": len(move.cards)}
    if code in ("cheapest", "special"):
        return {"cards": move.cards, "value": state.value}
    if code == "cheapest_pair":
        pair = CODES[move.cards[0]]
        return {"pair": pair, "total": 2 * pair, "value": state.value}
    if code == "take_small":
        spared: Move | None = choice.spared
        assert spared is not None
        return {"n": bid, "cards": spared.cards, "value": state.value}
    if code in ("take_save", "take_forced"):
        return {"n": bid, "value": state.value}
    assert value is not None  # a joker move: the policy always declares its value
    total = value * len(move.cards)
    result = 2 * state.value if total == state.value else total
    if code == "joker":
        return {"declared": value, "value": state.value, "result": result}
    return {"cards": move.cards, "pair": value, "total": total, "value": state.value}


def blocked(state: GameState, seat: int) -> list[tuple[str, IllegalAction]]:
    """Each card of ``seat``'s hand (in hand order, as many times as it is held) that no legal
    move plays now, with the engine's refusal of playing it alone now (a joker declared as
    12). [] when every card can be played. Off turn, the refusal is the engine's
    not-your-turn (R6); a short hand on its turn, must-draw-first (H2)."""
    counts = state.hands[seat]
    playable = {c for m in seat_moves(state, seat) if m.kind == "play" for c in m.cards}
    refusals: dict[str, IllegalAction | None] = {}
    scratch: list[GameState] = []  # one copy for every check: a refused play changes nothing
    out: list[tuple[str, IllegalAction]] = []
    for name in counts_to_names(counts):
        if name in playable:
            continue
        if name not in refusals:
            refusals[name] = _refusal(state, seat, name, scratch)
        error = refusals[name]
        if error is not None:
            out.append((name, error))  # as the hand writes it (`J`, `S`): no English word
    return out


def _refusal(
    state: GameState, seat: int, name: str, scratch: list[GameState]
) -> IllegalAction | None:
    """The engine's refusal of ``seat`` playing ``name`` alone now, checked on a copy of
    ``state`` kept in ``scratch`` (``apply_in_place`` checks the whole action before changing
    anything). None if the engine accepts it, which a complete ``seat_moves`` never lets
    happen for a card no legal move plays."""
    code = CODES[name]
    action = Action(seat, "play", (code,), _HIGHEST if code == JOKER else None)
    if not scratch:
        scratch.append(state.copy())
    try:
        apply_in_place(scratch[0], action)
    except IllegalAction as error:
        return error
    scratch.clear()  # it was played: that copy has changed
    return None


__all__ = ["RULES", "Hint", "blocked", "cards_words", "hint", "hint_rng"]
