"""Dobble card pictures: every card draws its 8 symbols apart and inside the disc, the same way
every time; sizes are as documented; boards compose; the smallest symbol stays findable."""

from __future__ import annotations

import hashlib
import io
import math
import struct
import subprocess
import sys
from collections import Counter
from collections.abc import Sequence
from itertools import combinations
from pathlib import Path

import pytest
from PIL import Image, ImageChops, ImageDraw

from dobble_rules.cards import CARD_COUNT, CARDS, SYMBOL_COUNT
from faces import dobble
from faces.dobble import (
    BOARD_CARD_SIZE,
    CARD_SIZE,
    CLASS_COUNTS,
    DISPLAY_WIDTH,
    GAP,
    LAYOUT_SCALE,
    MIN_SYMBOL_PX,
    SIZE_CLASSES,
    TABLE,
    USABLE,
    board_card_px,
    board_columns,
    board_image,
    board_palette,
    board_png,
    card_image,
    layout,
    png_bytes,
    smallest_symbol_px,
    symbol_image,
    symbol_radius_px,
)

ROOT = Path(__file__).resolve().parents[2]
ALL_CARDS = range(CARD_COUNT)
SEEDS = (None, 7, 2**62)
#: Cards drawn at full size (all 55 are drawn at board size).
SAMPLE = (0, 31, 54)
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


def chunks(data: bytes) -> list[str]:
    """The PNG's chunk types, in order."""
    assert data.startswith(PNG_SIGNATURE)
    found, at = [], len(PNG_SIGNATURE)
    while at < len(data):
        (length,) = struct.unpack(">I", data[at : at + 4])
        found.append(data[at + 4 : at + 8].decode("ascii"))
        at += 12 + length
    return found


def rgba(image: Image.Image, xy: tuple[int, int]) -> tuple[int, ...]:
    """A pixel as a tuple (getpixel's type also allows a single number)."""
    pixel = image.getpixel(xy)
    assert isinstance(pixel, tuple)
    return pixel


def nothing_where(image: Image.Image, mask: Image.Image) -> bool:
    """Whether ``image`` (L) is 0 everywhere ``mask`` (L) is set."""
    return ImageChops.multiply(image, mask).getbbox() is None


# --------------------------------------------------------------------------------------------
# Layout geometry.


@pytest.mark.parametrize("seed", SEEDS)
def test_every_card_places_its_8_symbols_in_three_size_classes(seed: int | None) -> None:
    for card in ALL_CARDS:
        places = layout(card, seed)
        assert sorted(p.symbol for p in places) == list(CARDS[card])
        assert Counter(p.size_class for p in places) == dict(enumerate(CLASS_COUNTS))
        for p in places:
            assert p.radius == pytest.approx(LAYOUT_SCALE * SIZE_CLASSES[p.size_class])
            assert p.angle % dobble.ANGLE_STEP == 0 and -180 <= p.angle < 180


@pytest.mark.parametrize("seed", SEEDS)
def test_symbol_circles_never_meet_and_stay_in_the_disc(seed: int | None) -> None:
    for card in ALL_CARDS:
        places = layout(card, seed)
        for p in places:
            assert math.hypot(p.x, p.y) + p.radius <= 1.0, (card, p)
        for a, b in combinations(places, 2):
            assert math.hypot(a.x - b.x, a.y - b.y) >= a.radius + b.radius + GAP, (card, a, b)
        assert dobble.fits(places)


def test_fits_refuses_overlaps_and_strays() -> None:
    place = dobble.Placement(0, 0.0, 0.0, 0.3, 0, 0)
    assert dobble.fits([place])
    assert not dobble.fits([place, dobble.Placement(1, 0.5, 0.0, 0.25, 1, 0)])
    assert not dobble.fits([dobble.Placement(0, 0.8, 0.0, 0.25, 1, 0)])


def test_layouts_are_deterministic_and_vary_with_card_and_seed() -> None:
    fresh = layout.__wrapped__  # not the cached one
    for card in (0, 17, 54):
        assert fresh(card, None) == fresh(card, 0) == layout(card)
        assert fresh(card, 5) == layout(card, 5)
    assert len({layout(card) for card in ALL_CARDS}) == CARD_COUNT
    differ = sum(layout(card, 7) != layout(card, 2**62) for card in ALL_CARDS)
    assert differ == CARD_COUNT
    angles = {p.angle for card in ALL_CARDS for p in layout(card)}
    assert len(angles) == dobble.ANGLES, "every angle shows up somewhere"


def test_bad_cards_and_sizes_are_refused() -> None:
    for bad in (-1, 55, 56, True, "3", 1.0):
        with pytest.raises(ValueError, match="unknown card"):
            card_image(bad)  # type: ignore[arg-type]
        with pytest.raises(ValueError, match="unknown card"):
            layout(bad)
    for size in (0, 63, -5, 100.0):
        with pytest.raises(ValueError, match="at least 64 px"):
            card_image(0, size=size)  # type: ignore[arg-type]
    for draw in (board_image, board_png):
        with pytest.raises(ValueError, match="at least one card"):
            draw([])
        with pytest.raises(ValueError, match="at least one column"):
            draw([("a", 0)], columns=0)
    board_png([("a", 1)], card_size=100)  # card 1 cached: True is refused all the same
    for bad in (-1, 55, True, "3"):
        with pytest.raises(ValueError, match="unknown card"):
            board_png([("a", bad)], card_size=100)  # type: ignore[list-item]
    for size in (63, True, 100.0):
        with pytest.raises(ValueError, match="at least 64 px"):
            board_png([("a", 1)], card_size=size)  # type: ignore[arg-type]


# --------------------------------------------------------------------------------------------
# Drawing.


@pytest.mark.parametrize(
    ("size", "angle", "classes"),
    [(BOARD_CARD_SIZE, 0, (0, 1, 2)), (BOARD_CARD_SIZE, -165, (0, 1, 2)), (CARD_SIZE, 45, (0,))],
)
def test_each_symbol_draws_inside_its_circle(size: int, angle: int, classes: tuple[int]) -> None:
    """The ink of every symbol, at each class's size, stays within its circle (1 px of
    anti-aliasing allowed): so circles apart means symbols apart. Turning about the circle's
    centre keeps the ink there, so a few angles check the resampling."""
    for size_class in classes:
        radius = symbol_radius_px(size_class, size)
        for symbol in range(SYMBOL_COUNT):
            art = symbol_image(symbol, radius, angle)
            assert art.size == (2 * radius + 4, 2 * radius + 4)
            outside = Image.new("L", art.size, 255)
            middle = art.width / 2
            reach = radius + 1
            box = (middle - reach, middle - reach, middle + reach, middle + reach)
            ImageDraw.Draw(outside).ellipse(box, fill=0)
            alpha = art.getchannel("A").point(lambda a: 255 if a > 8 else 0)
            assert nothing_where(alpha, outside), (symbol, size, size_class, angle)
            assert alpha.getbbox() is not None, "something is drawn"


def test_symbol_images_are_cached() -> None:
    assert symbol_image(3, 40, 30) is symbol_image(3, 40, 30)


@pytest.mark.parametrize(("size", "cards"), [(BOARD_CARD_SIZE, ALL_CARDS), (CARD_SIZE, SAMPLE)])
def test_cards_are_white_where_no_symbol_is(size: int, cards: Sequence[int]) -> None:
    """Inside the white disc, every pixel outside the symbols' circles is plain white, and
    each card draws ink in all 8 circles: the drawing follows the checked geometry."""
    unit = USABLE * size
    for card in cards:
        image = card_image(card, size=size)
        free = Image.new("L", image.size, 0)
        draw = ImageDraw.Draw(free)
        middle = size / 2
        draw.ellipse((middle - unit, middle - unit, middle + unit, middle + unit), fill=255)
        for p in layout(card):
            x, y, r = middle + p.x * unit, middle + p.y * unit, p.radius * unit + 1.5
            draw.ellipse((x - r, y - r, x + r, y + r), fill=0)
        white = Image.new("RGB", image.size, (255, 255, 255))
        ink = ImageChops.difference(image.convert("RGB"), white).convert("L")
        ink = ink.point(lambda v: 255 if v > 6 else 0)
        assert nothing_where(ink, free), card
        for p in layout(card):
            x, y, r = middle + p.x * unit, middle + p.y * unit, p.radius * unit
            inside = ink.crop((round(x - r), round(y - r), round(x + r), round(y + r)))
            assert inside.getbbox() is not None, (card, p.symbol)


@pytest.mark.parametrize("size", [64, 128, 300, CARD_SIZE])
def test_card_image_is_a_round_card_of_the_size_asked(size: int) -> None:
    image = card_image(9, size=size)
    assert image.mode == "RGBA" and image.size == (size, size)
    for corner in ((0, 0), (size - 1, 0), (0, size - 1), (size - 1, size - 1)):
        assert rgba(image, corner)[3] == 0, "transparent outside the disc"
    ring = rgba(image, (size // 2, round((dobble.EDGE + dobble.BORDER / 2) * size)))
    if size >= 128:  # a 2 px ring is all anti-aliasing
        assert ring == dobble.CARD_EDGE, "the border"
    else:
        assert sum(ring[:3]) < 3 * 160, "a dark border"
    inside = round((dobble.EDGE + dobble.BORDER + dobble.INNER_MARGIN / 2) * size)
    assert rgba(image, (size // 2, inside)) == dobble.WHITE, "the white disc"
    assert card_image(9).size == (CARD_SIZE, CARD_SIZE) == (512, 512)


def test_pictures_are_deterministic_in_process_and_across_processes() -> None:
    before = png_bytes(card_image(21, seed=4))
    assert png_bytes(card_image(21, seed=4)) == before
    assert png_bytes(card_image(21, seed=5)) != before
    board = png_bytes(board_image([("pile", 3), ("ana", 30)]))
    sent = board_png([("pile", 3), ("ana", 30)], seed=9)
    script = (
        "import hashlib; from faces.dobble import board_image, board_png, card_image, png_bytes; "
        "print(hashlib.sha256(png_bytes(card_image(21, seed=4))).hexdigest(), "
        "hashlib.sha256(png_bytes(board_image([('pile', 3), ('ana', 30)]))).hexdigest(), "
        "hashlib.sha256(board_png([('pile', 3), ('ana', 30)], seed=9)).hexdigest())"
    )
    other = subprocess.run(
        [sys.executable, "-c", script],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    expected = [hashlib.sha256(data).hexdigest() for data in (before, board, sent)]
    assert other.stdout.split() == expected


def test_card_pngs_are_small_valid_and_carry_no_metadata() -> None:
    for card in SAMPLE:  # all 55: 18–24 KB (benchmarks/dobble_faces.py)
        data = png_bytes(card_image(card))
        assert len(data) < 40 * 1024, (card, len(data))  # ~20 KB; the target is < 100 KB
        assert set(chunks(data)) <= {"IHDR", "PLTE", "tRNS", "IDAT", "IEND"}
    with Image.open(io.BytesIO(data)) as image:
        image.verify()
    shown = Image.open(io.BytesIO(data)).convert("RGBA")
    assert shown.size == (CARD_SIZE, CARD_SIZE)
    assert rgba(shown, (0, 0))[3] == 0


# --------------------------------------------------------------------------------------------
# Boards.

EIGHT = ["ana", "ben", "cleo", "dan", "eve", "fay", "gus", "hal"]


def test_an_eight_player_board_composes_every_card_with_its_name() -> None:
    cards = [("pile", 0), *((name, 1 + 6 * i) for i, name in enumerate(EIGHT))]
    board = board_image(cards)
    assert board.mode == "RGB"
    size, gap = BOARD_CARD_SIZE, round(dobble.BOARD_GAP * BOARD_CARD_SIZE)
    margin = round(dobble.BOARD_MARGIN * BOARD_CARD_SIZE)
    label = round(dobble.LABEL_HEIGHT * BOARD_CARD_SIZE)
    assert board_columns(9) == 3
    assert board.size == (2 * margin + 3 * size + 2 * gap, 2 * margin + 3 * (size + label) + gap)
    assert board.size == (804, 917)
    for index, (_, card) in enumerate(cards):
        row, column = divmod(index, 3)
        x, y = margin + column * (size + gap), margin + row * (size + label + gap // 2)
        expected = Image.new("RGBA", (size, size), TABLE)
        expected.alpha_composite(card_image(card, size=size))
        shown = board.crop((x, y, x + size, y + size))
        assert ImageChops.difference(shown, expected.convert("RGB")).getbbox() is None, index
        name = board.crop((x, y + size, x + size, y + size + label))
        assert len(name.getcolors(4096) or []) > 2, f"a name is drawn under card {index}"
    data = png_bytes(board)
    assert len(data) < 200 * 1024, len(data)  # ~75 KB; the target is well under 1 MB
    assert Image.open(io.BytesIO(data)).size == board.size


@pytest.mark.parametrize(
    ("count", "columns", "rows"), [(1, 1, 1), (2, 2, 1), (3, 2, 2), (4, 2, 2), (5, 3, 2), (9, 3, 3)]
)
def test_boards_are_about_square(count: int, columns: int, rows: int) -> None:
    assert board_columns(count) == columns
    board = board_image([(f"p{i}", i) for i in range(count)], card_size=100)
    gap, margin, label = 4, 3, 16
    assert board.size == (
        2 * margin + columns * 100 + (columns - 1) * gap,
        2 * margin + rows * (100 + label) + (rows - 1) * (gap // 2),
    )


def test_an_incomplete_last_row_is_centred_and_columns_can_be_chosen() -> None:
    board = board_image([("a", 0), ("b", 1), ("c", 2)], card_size=100)
    middle = board.width // 2
    assert board.getpixel((middle, 3 + 116 + 2 + 50)) != TABLE[:3], "third card centred"
    tall = board_image([("pile", 0), ("you", 1)], card_size=100, columns=1)
    assert tall.size == (106, 2 * 116 + 2 + 6)
    wide = board_image([(str(i), i) for i in range(4)], card_size=100, columns=9)
    assert wide.size == (6 + 4 * 100 + 3 * 4, 6 + 116), "no more columns than cards"


def test_highlight_rings_one_card_in_gold() -> None:
    plain = board_image([("pile", 0), ("you", 7)], card_size=100)
    ringed = board_image([("pile", 0), ("you", 7)], card_size=100, highlight=1)
    changed = ImageChops.difference(plain, ringed).getbbox()
    assert changed is not None and changed[0] >= 100, "only around the second card"
    assert ringed.getpixel((3 + 100 + 4 + 50, 3 - 1)) == dobble.HIGHLIGHT[:3]


def test_names_are_cut_to_fit_and_emoji_in_them_drawn() -> None:
    pixels = 28
    assert dobble._runs("ben") == [("ben", False)]
    assert dobble._runs("Zoé 🐸!") == [("Zoé ", False), ("🐸", True), ("!", False)]
    assert dobble._runs("李\u200dx") == [("?x", False)], "unknown characters become ?"
    assert dobble._runs("👍🏽\u200b") == [("👍", True)], "modifiers and invisibles dropped"
    assert dobble._drawn_as("é") in {("é", False), ("e", False)}  # DejaVu, or Pillow's font
    runs = dobble._fit_label("Dagobert the magnificent of the north", pixels, 200)
    assert runs[-1][0].endswith("…")
    assert dobble._runs_width(runs, pixels) <= 200
    assert dobble._fit_label("ana", pixels, 200) == [("ana", False)]
    board_image([("🐸🐸🐸🐸🐸🐸🐸🐸🐸🐸🐸🐸🐸🐸🐸🐸", 0), ("", 1), ("\n\t", 2)], card_size=100)


# --------------------------------------------------------------------------------------------
# Boards as the bot sends them (issue 35): cached pieces in one fixed palette.

#: Boards of every shape the pieces must fit: the bot's (pile + 4, 256 px), two cards, nine,
#: one column, long names and names with emoji or descenders, and each with a gold ring
#: (first, middle, last card), at the bot's size and others.
SENT_BOARDS: list[tuple[list[tuple[str, int]], int, int | None, int | None]] = [
    ([("pile", 3), ("ana", 11), ("ben", 20), ("cleo", 40), ("dan", 50)], 256, None, None),
    ([("pile", 0), ("Zoé 🐸!", 7)], 256, None, 1),
    ([("gyjpqÇÉ_,", c) for c in range(9)], 256, None, 4),
    ([("Dagobert the magnificent of the north", 54), ("👍🏽", 1), ("", 2)], 100, 1, 0),
    ([(name, 30 + i) for i, name in enumerate(EIGHT)], 180, 4, 7),
    ([("pile", 12), ("李x", 13), ("hal", 14)], 512, None, 2),
]


def decoded(data: bytes) -> Image.Image:
    image = Image.open(io.BytesIO(data))
    image.load()
    return image


def colour_error(drawn: Image.Image, shown: Image.Image) -> tuple[float, int]:
    """How far ``shown`` is from ``drawn`` (RGB): the mean error a channel, and how many
    pixels are off by more than 16 in some channel."""
    difference = ImageChops.difference(drawn, shown)
    worst = ImageChops.lighter(
        ImageChops.lighter(difference.getchannel(0), difference.getchannel(1)),
        difference.getchannel(2),
    )
    pixels = drawn.width * drawn.height
    mean = sum(k % 256 * n for k, n in enumerate(difference.histogram())) / (3 * pixels)
    return mean, sum(worst.histogram()[17:])


@pytest.mark.parametrize(("cards", "size", "columns", "highlight"), SENT_BOARDS)
def test_a_sent_board_is_the_board_drawn_whole_in_the_fixed_palette(
    cards: list[tuple[str, int]], size: int, columns: int | None, highlight: int | None
) -> None:
    """`board_png` pastes cached pieces (each card on baize, each name strip, the ringed
    cell), already mapped to `board_palette`: the result is, pixel for pixel, the board drawn
    whole (`board_image`) mapped to the same palette; and the same bytes with every cache
    emptied first. Against the drawing itself (RGB) the only loss is the 256 colours: the
    flat colours exact, a lower mean error than the board's own octree it replaces
    (`png_bytes`: 0.1–0.7 a channel against 0.7–1.2), and under 0.4 % of pixels off by more
    than 16 in a channel (0.06–0.26 %; the octree 0.06–0.41 %)."""
    seed = 41
    sent = board_png(cards, seed=seed, card_size=size, columns=columns, highlight=highlight)
    image = decoded(sent)
    whole = board_image(cards, seed=seed, card_size=size, columns=columns, highlight=highlight)
    expected = dobble._indexed(whole)
    assert image.mode == "P" and image.size == whole.size
    assert image.getpalette() == expected.getpalette() == board_palette().getpalette()
    assert image.tobytes() == expected.tobytes()
    for cache in (dobble._card_tile, dobble._label_tile, dobble._ringed_cell):
        cache.cache_clear()
    again = board_png(cards, seed=seed, card_size=size, columns=columns, highlight=highlight)
    assert again == sent

    mean, off = colour_error(whole, image.convert("RGB"))
    octree_mean, octree_off = colour_error(whole, decoded(png_bytes(whole)).convert("RGB"))
    assert mean < 1.0 and mean < octree_mean, (mean, octree_mean)
    assert off < whole.width * whole.height / 250, (off, octree_off)
    assert rgba(image.convert("RGB"), (0, 0)) == TABLE[:3]
    middle = dobble._grid(len(cards), size, columns)[1][0]
    ring = dobble._spacing(size).ring
    inside = (middle[0] + size // 2, middle[1] + ring + round(dobble.BORDER * size))
    assert rgba(whole, inside) == rgba(image.convert("RGB"), inside) == dobble.WHITE[:3]


def test_the_palette_keeps_the_flat_colours_and_a_board_s_bytes_stay_small() -> None:
    palette = board_palette().getpalette() or []
    colours = [tuple(palette[i : i + 3]) for i in range(0, len(palette), 3)]
    assert len(colours) <= 256
    assert colours[: len(dobble.FLAT_COLOURS)] == [c[:3] for c in dobble.FLAT_COLOURS]
    assert dobble.make_board_palette() == dobble.BOARD_PALETTE, (
        "Pillow or the artwork changed: store make_board_palette().hex() as BOARD_PALETTE"
    )
    cards, size, _, _ = SENT_BOARDS[0]
    data = board_png(cards, seed=3, card_size=size)
    assert set(chunks(data)) == {"IHDR", "PLTE", "IDAT", "IEND"}
    old = png_bytes(board_image(cards, seed=3, card_size=size))  # the board quantised whole
    assert len(data) < 1.3 * len(old) and len(data) < 80 * 1024, (len(data), len(old))


def test_a_board_s_pieces_are_kept_but_never_more_than_their_bound() -> None:
    """A board shares its cards with the next one: each card on baize (per card, seed and
    size) and each name (per name and size) is drawn once and kept, up to `CARD_TILES` and
    `LABEL_TILES` (least recently used go first): a busy bot's worker never grows."""
    cards, size, _, _ = SENT_BOARDS[0]
    board_png(cards, seed=5, card_size=size)
    before = dobble._card_tile.cache_info()
    board_png([("pile", 4), *cards[1:]], seed=5, card_size=size)  # a claim: one card new
    after = dobble._card_tile.cache_info()
    assert (after.hits - before.hits, after.misses - before.misses) == (4, 1)
    for cache, bound in (
        (dobble._card_tile, dobble.CARD_TILES),
        (dobble._label_tile, dobble.LABEL_TILES),
    ):
        assert cache.cache_info().maxsize == bound
    for n in range(dobble.LABEL_TILES + 10):
        dobble._label_tile(f"p{n}", 64)
    assert dobble._label_tile.cache_info().currsize == dobble.LABEL_TILES
    drawn = 0
    for size in range(64, 128):  # cheap small cards, each size a new piece of each card
        for card in ALL_CARDS:
            dobble._card_tile(card, None, size)
            drawn += 1
            if drawn > dobble.CARD_TILES + 10:
                break
        else:
            continue
        break
    assert dobble._card_tile.cache_info().currsize == dobble.CARD_TILES


# --------------------------------------------------------------------------------------------
# Findability on a phone.


def test_the_smallest_symbol_is_findable_on_a_phone() -> None:
    """At the 400 dp a phone gives a picture at most, the smallest symbol (small class, worst
    shape) of a single card and of a two-card board (pile + your card) is ≥ 28 px; on an
    8-player board it is about 20 px (the documented limit: 9 cards in 400 dp)."""
    assert DISPLAY_WIDTH == 400 and MIN_SYMBOL_PX == 28
    assert smallest_symbol_px(min(CARD_SIZE, DISPLAY_WIDTH)) >= 60
    pair = board_image([("pile", 0), ("you", 7)])
    assert smallest_symbol_px(board_card_px(pair.width, BOARD_CARD_SIZE)) >= MIN_SYMBOL_PX
    nine = board_image([(str(i), i) for i in range(9)])
    assert 19 <= smallest_symbol_px(board_card_px(nine.width, BOARD_CARD_SIZE)) < MIN_SYMBOL_PX
    # The small class really is the one drawn smallest, at 70 % of the large one.
    radii = [symbol_radius_px(k, 400) for k in range(3)]
    assert radii == sorted(radii, reverse=True) and radii[2] / radii[0] == pytest.approx(0.7, 0.02)
