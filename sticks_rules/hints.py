"""The *Hint* button: the card the ``normal`` computer would play, and why; and, for each card a
seat cannot play now, the engine's own refusal.

``hint`` is ``normal.normal_with_reason`` put into words (``sticks.hint.<code>`` in the catalogue,
``locales/*/sticks-hints.ftl``). ``normal`` reads only what the seat may see (its hand, the
cards turned up this round, sticks, scores, the score cards still to come but not their
order; no face-down pick of another seat), so neither does a hint. It draws no random number,
so the same state always gives the same hint: no generator is needed or seeded.

``blocked`` never makes a reason up: it builds the play of each card and runs the engine's
``check``, keeping the ``IllegalAction`` it raises (not your turn, R13; already picked, H6).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from locales import text

from . import normal
from .engine import Play, State, check, legal_plays
from .errors import IllegalAction

HINT_PREFIX = "sticks.hint."


@dataclass(frozen=True, slots=True)
class Hint:
    """A suggested move: ``index`` into ``legal_plays(state, seat)`` (the adapter's
    ``legal_actions``), no ``param`` (a play takes no number), the ``card`` it plays, and the
    reason ``code`` (``normal.REASONS``) with the values its sentence shows (``params``, left out
    of the hash)."""

    index: int
    param: int | None
    card: int
    code: str
    params: dict[str, Any] = field(hash=False)

    def text(self, lang: str = "en") -> str:
        """One sentence naming the card and the reason, citing the rule (en, fr, ...)."""
        return text(HINT_PREFIX + self.code, lang, **self.params)


def hint(state: State, seat: int) -> Hint | None:
    """What ``normal`` would play for ``seat`` now, and why; None when it has no legal play
    (not its turn, its pick made, the game over)."""
    plays = legal_plays(state, seat)
    if not plays:
        return None
    card, code, params = normal.normal_with_reason(state, seat)
    return Hint(plays.index(Play(seat, card)), None, card, code, dict(params))


def blocked(state: State, seat: int) -> list[tuple[str, IllegalAction]]:
    """Each card of ``seat``'s hand that no legal play plays now (its number as text, in the
    order of the hand) with the refusal the engine gives for playing it; [] when all can be
    played, or for a seat not at the table."""
    if not 0 <= seat < state.n:
        return []
    playable = {p.card for p in legal_plays(state, seat)}
    out: list[tuple[str, IllegalAction]] = []
    for card in state.hands[seat]:
        if card in playable:
            continue
        try:
            check(state, Play(seat, card))
        except IllegalAction as refusal:
            out.append((str(card), refusal))
    return out
