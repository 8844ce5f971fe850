"""The components (R1, R2, R8) and STICKS.md's seeded shuffle (SplitMix64).

Number cards are plain ints (1 to 50); score cards are their record names, ``"1"`` … ``"9"``,
``"B0"`` and ``"R0"``: both are cheap to copy and need no translation at the record boundary.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeVar

T = TypeVar("T")

#: R1: the number cards run from 1 to 50.
HIGHEST_CARD = 50
#: R7: each player is dealt nine cards, so a round has nine tricks (R19).
HAND_SIZE = 9
#: R2: the score cards in canonical order (the order shuffle #(2r−1) starts from).
SCORE_CARDS: tuple[str, ...] = ("1", "2", "3", "4", "5", "6", "7", "8", "9", "B0", "R0")
BLUE_ZERO = "B0"
RED_ZERO = "R0"
ZEROS = (BLUE_ZERO, RED_ZERO)
#: The value of each score card (a zero is worth nothing: R10).
SCORE_VALUE: dict[str, int] = {c: (0 if c in ZEROS else int(c)) for c in SCORE_CARDS}

MIN_PLAYERS = 2
MAX_PLAYERS = 5

_MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15


def deck_size(deck: str, players: int) -> int:
    """R7/R8: cards 1 to 50, or 1 to 9N in the trimmed variant (all of them dealt)."""
    return HAND_SIZE * players if deck == "trimmed" else HIGHEST_CARD


class SplitMix64:
    """STICKS.md's generator: the record's shuffles must be reproducible in any language."""

    __slots__ = ("state",)

    def __init__(self, state: int) -> None:
        self.state = state & _MASK

    def next(self) -> int:
        self.state = (self.state + _GOLDEN) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)


def shuffle(items: Sequence[T], seed: int, k: int) -> list[T]:
    """Shuffle #k of ``items`` (in canonical order): Fisher–Yates from the end, SplitMix64 with
    state ``(seed + k) mod 2^64``."""
    out = list(items)
    gen = SplitMix64(seed + k)
    for i in range(len(out) - 1, 0, -1):
        j = gen.next() % (i + 1)
        out[i], out[j] = out[j], out[i]
    return out


def deal(deck: str, players: int, seed: int, round_no: int) -> tuple[list[list[int]], list[str]]:
    """Round ``round_no`` (from 1) when the record does not give it: seat i's nine cards and
    the score pile, top first (STICKS.md "Game record")."""
    cards = shuffle(range(1, deck_size(deck, players) + 1), seed, 2 * round_no - 2)
    hands = [cards[HAND_SIZE * i : HAND_SIZE * i + HAND_SIZE] for i in range(players)]
    pile = shuffle(SCORE_CARDS, seed, 2 * round_no - 1)
    return hands, pile


def card_label(card: int) -> str:
    """A number card for a message: a 4,300-digit "card" from a record stays readable."""
    text = str(card)
    return text if len(text) <= 12 else f"{text[:8]}…({len(text.lstrip('-'))} digits)"
