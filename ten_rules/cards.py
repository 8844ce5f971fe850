"""Ten's cards (R1–R4, H1–H3) and the record's SplitMix64 shuffles.

Cards are small ints on the hot path (they index a hand's count list) and strings at every
boundary. Codes follow the output order TEN.md asks for hands and penalty piles: ``0`` … ``10``
(codes 0–10), ``P1`` … ``P8`` (11–18), ``J`` (19), ``R1`` … ``R10`` (20–29).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeVar

T = TypeVar("T")

JOKER = 19
#: Length of a hand's count list (no round card ever sits in a hand).
HAND_SLOTS = 20
#: The first round card's code: ``R1`` is 20, ``R10`` is 29.
ROUND_BASE = 20
#: Cards in a hand at the start of every round (R7, R26).
HAND_SIZE = 4
#: Chips each player starts with (R8).
START_CHIPS = 7
#: H4: at most 7 players (one joker each), at least 2.
MIN_PLAYERS = 2
MAX_PLAYERS = 7
#: R1: ten round cards, so ten rounds at most (R28).
ROUNDS = 10
#: A joker's declared value (H2) and the most a table may add up to (R20).
MAX_VALUE = 10

NAMES: tuple[str, ...] = (
    *(str(v) for v in range(11)),
    *(f"P{v}" for v in range(1, 9)),
    "J",
    *(f"R{v}" for v in range(1, 11)),
)
CODES: dict[str, int] = {name: code for code, name in enumerate(NAMES)}
#: Names a ``play`` or an ``add`` may give (round cards are never in a hand).
HAND_CODES: dict[str, int] = {name: code for name, code in CODES.items() if code < HAND_SLOTS}

#: A card's value on the table (R2, R4): 0–10, a penalty card its 1–8; a joker is declared (H2),
#: so its entry is the 10 a face-down joker counts at phase 5.
VALUE: tuple[int, ...] = (*range(11), *range(1, 9), 10)
#: Penalty points (R1–R4, H1): a normal card 1, a penalty card value + 2, a joker 10, Rk k.
POINTS: tuple[int, ...] = (*([1] * 11), *range(3, 11), 10, *range(1, 11))


def round_card(number: int) -> int:
    """The code of round card ``R<number>``."""
    return ROUND_BASE + number - 1


def round_number(code: int) -> int:
    """The number printed on round card ``code`` (its penalty points, R1)."""
    return code - ROUND_BASE + 1


def deck(players: int) -> list[int]:
    """TEN.md's canonical deck before shuffle #1: ``0``×5 … ``10``×5, ``P1`` … ``P8``, then the
    7 − N jokers nobody was given (R7, H3)."""
    cards = [v for v in range(11) for _ in range(5)]
    cards += list(range(11, 19))
    cards += [JOKER] * (MAX_PLAYERS - players)
    return cards


def full_deck() -> list[int]:
    """The 70 cards of R2–R4 (hands + pile of any game): the deck with all seven jokers."""
    return deck(0)


def counts_to_names(counts: Sequence[int]) -> list[str]:
    """A count list as card names in the output order (``0`` … ``10``, ``P1`` … ``P8``, ``J``)."""
    out: list[str] = []
    for code, k in enumerate(counts):
        if k:
            out.extend([NAMES[code]] * k)
    return out


def sorted_names(codes: Sequence[int]) -> list[str]:
    """Card codes as names in the output order (a penalty pile: ``R`` cards last)."""
    return [NAMES[c] for c in sorted(codes)]


# --------------------------------------------------------------------------------------------
# SplitMix64 (TEN.md "Game record")

_MASK = (1 << 64) - 1
_GAMMA = 0x9E3779B97F4A7C15


def shuffle(items: Sequence[T], seed: int, k: int) -> list[T]:
    """Shuffle #``k`` of ``items``: a Fisher–Yates from the end, drawing from SplitMix64 seeded
    with ``(seed + k) mod 2^64``. Check: seed 0, k 0: [0..9] → [6,3,2,9,8,1,4,7,0,5]."""
    out = list(items)
    state = (seed + k) & _MASK
    for i in range(len(out) - 1, 0, -1):
        state = (state + _GAMMA) & _MASK
        z = state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        z ^= z >> 31
        j = z % (i + 1)
        out[i], out[j] = out[j], out[i]
    return out
