"""The deck (DOBBLE.md R1, H1), the symbols' names and emoji, and the record's shuffle.

Cards are numbers 0–54 and symbols numbers 0–56, exactly as H1 numbers them, so a record's
``deck`` and a claim's symbol mean the same card and symbol everywhere. Every pair of cards
shares one symbol; ``SHARED[a][b]`` is that symbol, built once so a claim costs two lookups.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeVar

T = TypeVar("T")

#: The projective plane of order 7 (H1).
ORDER = 7
#: Symbols 0–56 (H1: 57, "plus de 50 symboles").
SYMBOL_COUNT = ORDER * ORDER + ORDER + 1
#: The game uses cards 0–54 of the plane's 57 lines (R1).
CARD_COUNT = 55
#: Symbols on a card (R1).
PER_CARD = ORDER + 1

#: Symbol names by index: alphabetical, as DOBBLE.md lists them.
SYMBOLS: tuple[str, ...] = (
    "anchor", "apple", "balloon", "banana", "bell", "bird", "bomb", "book", "bottle", "bulb",
    "cactus", "car", "carrot", "cat", "cheese", "cherry", "clock", "clover", "clown", "crown",
    "daisy", "diamond", "dinosaur", "dog", "dolphin", "dragon", "drop", "exclamation", "fire",
    "frog", "ghost", "gift", "guitar", "hammer", "horse", "ice", "key", "ladybug", "leaf",
    "lightning", "lips", "lock", "moon", "octopus", "penguin", "pizza", "question", "rainbow",
    "rocket", "skull", "snail", "snowman", "sun", "target", "tree", "turtle", "zebra",
)  # fmt: skip

#: The emoji shown for each symbol, in the same order.
EMOJI: tuple[str, ...] = (
    "⚓", "🍎", "🎈", "🍌", "🔔", "🐦", "💣", "📖", "🍼", "💡",
    "🌵", "🚗", "🥕", "🐈", "🧀", "🍒", "⏰", "🍀", "🤡", "👑",
    "🌼", "💎", "🦕", "🐕", "🐬", "🐉", "💧", "❗", "🔥", "🐸",
    "👻", "🎁", "🎸", "🔨", "🐎", "🧊", "🔑", "🐞", "🍁", "⚡",
    "👄", "🔒", "🌙", "🐙", "🐧", "🍕", "❓", "🌈", "🚀", "💀",
    "🐌", "⛄", "🌞", "🎯", "🌳", "🐢", "🦓",
)  # fmt: skip

#: Symbol index by name.
SYMBOL_INDEX: dict[str, int] = {name: i for i, name in enumerate(SYMBOLS)}


def plane_line(k: int) -> tuple[int, ...]:
    """Line ``k`` (0–56) of the plane, as H1 numbers it: its 8 symbols, sorted."""
    if 0 <= k < ORDER * ORDER:
        m, c = divmod(k, ORDER)
        points = [ORDER * x + (m * x + c) % ORDER for x in range(ORDER)] + [ORDER * ORDER + m]
    elif k < ORDER * ORDER + ORDER:
        a = k - ORDER * ORDER
        points = [ORDER * a + y for y in range(ORDER)] + [SYMBOL_COUNT - 1]
    elif k == SYMBOL_COUNT - 1:
        points = list(range(ORDER * ORDER, SYMBOL_COUNT))
    else:
        raise ValueError(f"the plane has lines 0–{SYMBOL_COUNT - 1}, not {k}")
    return tuple(sorted(points))


#: The 55 cards: each a sorted tuple of 8 symbols (card 0 = anchor book cheese … skull).
CARDS: tuple[tuple[int, ...], ...] = tuple(plane_line(k) for k in range(CARD_COUNT))
#: Each card's symbols as a bit mask (bit s set: symbol s is on it).
MASKS: tuple[int, ...] = tuple(sum(1 << s for s in card) for card in CARDS)


def _shared_table() -> tuple[tuple[int, ...], ...]:
    table = []
    for a in range(CARD_COUNT):
        row = []
        for b in range(CARD_COUNT):
            both = MASKS[a] & MASKS[b]
            row.append(-1 if a == b else both.bit_length() - 1)
        table.append(tuple(row))
    return tuple(table)


#: ``SHARED[a][b]``: the one symbol cards a and b share (-1 on the diagonal).
SHARED: tuple[tuple[int, ...], ...] = _shared_table()


def on(card: int, symbol: int) -> bool:
    """Whether ``symbol`` is on ``card``."""
    return (MASKS[card] >> symbol) & 1 == 1


def card_names(card: int) -> list[str]:
    """A card's symbols by name, in index order."""
    return [SYMBOLS[s] for s in CARDS[card]]


def card_text(card: int) -> str:
    """A card as people read it: ``⚓ anchor · 📖 book · …``."""
    return " · ".join(f"{EMOJI[s]} {SYMBOLS[s]}" for s in CARDS[card])


# --------------------------------------------------------------------------------------------
# The record's shuffle (DOBBLE.md "Game record"): SplitMix64, Fisher–Yates from the end.

MASK64 = (1 << 64) - 1


class SplitMix64:
    """The generator the record's shuffles use (state, then ``next()``, exactly as specified)."""

    __slots__ = ("state",)

    def __init__(self, state: int) -> None:
        self.state = state & MASK64

    def next(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & MASK64
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
        return z ^ (z >> 31)


def shuffle(items: Sequence[T], seed: int, k: int) -> list[T]:
    """Shuffle #k of ``items`` for ``seed``: state ``(seed + k) mod 2^64``; for i from the end
    down to 1, ``j = next() mod (i + 1)`` and swap (seed 0, k 0: [0..9] → [6,3,2,9,8,1,4,7,0,5])."""
    out = list(items)
    rng = SplitMix64(seed + k)
    for i in range(len(out) - 1, 0, -1):
        j = rng.next() % (i + 1)
        out[i], out[j] = out[j], out[i]
    return out


def game_deck(seed: int, game: int) -> list[int]:
    """Mini-game ``game``'s deck (from 0), top first: shuffle #2i of 0–54."""
    return shuffle(range(CARD_COUNT), seed, 2 * game)


def duel_deck(seed: int, game: int) -> list[int]:
    """The deck of mini-game ``game``'s duel, top first: shuffle #2i+1 of 0–54."""
    return shuffle(range(CARD_COUNT), seed, 2 * game + 1)
