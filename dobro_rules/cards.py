"""Card names and the deck (R1, R1b, R4).

Cards are small ints on the hot path (they index a per-hand count list) and strings at every
boundary: ``"2"`` … ``"12"``, ``"J"`` (joker), ``"S"`` (skip), ``"R"`` (reverse).
"""

from __future__ import annotations

JOKER = 13
SKIP = 14
REVERSE = 15
#: Length of a hand's count list: index = card code.
SLOTS = 16

NUMBERS = range(2, 13)
#: Codes that count as numbered cards (R7: jokers count as numbered).
NUMBERED = (*NUMBERS, JOKER)
SPECIALS = (SKIP, REVERSE)
DECLARABLE = range(2, 13)

NAMES: tuple[str, ...] = ("", "", *(str(v) for v in NUMBERS), "J", "S", "R")
CODES: dict[str, int] = {name: code for code, name in enumerate(NAMES) if name}

#: R1: how many copies of each card the full 57-card deck holds.
DECK_COUNTS: dict[int, int] = {
    2: 5,
    3: 6,
    4: 6,
    5: 6,
    6: 6,
    7: 5,
    8: 4,
    9: 3,
    10: 3,
    11: 3,
    12: 3,
    JOKER: 3,
    SKIP: 2,
    REVERSE: 2,
}


def deck(players: int) -> list[int]:
    """The round's deck: 57 cards, or 55 without the reverses at two players (R1, R4)."""
    cards: list[int] = []
    for code, count in DECK_COUNTS.items():
        if code == REVERSE and players == 2:
            continue
        cards.extend([code] * count)
    return cards


def hand_size(players: int) -> int:
    """R2: six cards, five in a six-player game."""
    return 5 if players == 6 else 6


def set_aside_size(players: int) -> int:
    """R4: ten cards are set aside unseen in a two-player round, none otherwise."""
    return 10 if players == 2 else 0


def counts_to_names(counts: list[int]) -> list[str]:
    """A hand's count list as card names, in display order (2 … 12, J, S, R)."""
    out: list[str] = []
    for c in range(2, SLOTS):
        n = counts[c]
        if n:
            out.extend([NAMES[c]] * n)
    return out
