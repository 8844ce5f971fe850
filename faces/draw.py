"""Draw each card's face with Pillow: a rounded card, one colour per value range, a big number.

Faces are small images meant for Discord's custom emojis (shown at about 22 px inline and 48 px
large), so everything favours legibility when shrunk: a number as large as the card allows, white
with a dark outline on a saturated colour, no fine detail. Specials get shapes instead of text
(a star for the joker, a circle-slash for skip, two turning arrows for reverse). All artwork is
drawn here from shapes and Pillow's bundled font (Aileron, `ImageFont.load_default(size=...)`),
so no system font or image file is needed.

Sticks' faces live beside Dobro's under keys of their own (``sticks.S1`` … ``sticks.S9``,
``sticks.B0``, ``sticks.R0``, ``sticks.blue``, ``sticks.red``, ``sticks.back``), so no name
clashes with a Dobro card and Dobro's drawings stay exactly as they were. Score cards are cream
with a gold frame, a dark number and a small blue and red stick (no Dobro card is light); a
zero is a white slashed 0 on its colour ("no blue", "no red"); a stick is a rounded diagonal
bar with no card around it. Blue and red never differ by colour alone: a blue stick *rises*
(bottom left to top right: blue goes to the highest card, R9) and a red one *falls* (top left
to bottom right: red goes to the lowest, R10), on the lone sticks, on every score card, in a
zero's slash and on the score pile's back, and every name and word says the colour.

Emoji names read as words, which is what a screen reader says for an emoji: ``dobro_7``,
``dobro_joker``, ``sticks_7``, ``sticks_blue_stick`` (``emoji_name``). The PNG bytes are
deterministic for a given Pillow, pinned in requirements.txt (its wheels bundle FreeType and
zlib): no metadata, a fixed drawing and fixed encoder settings. Their hash (``face_hash``)
tells one drawing from another: the start-up sync keeps it with each emoji's id
(``cogs.table.emojis``), so an unchanged drawing is never uploaded twice and a changed one
replaces its emoji under the same name.
"""

from __future__ import annotations

import functools
import hashlib
import io
import math
from dataclasses import dataclass

from PIL import Image, ImageChops, ImageDraw, ImageFont, PngImagePlugin

#: Dobro's faces, in display order: the engine's card names ("2" … "12", "J", "S", "R"), then the
#: back. Their drawings and emoji names never change with other games' faces.
DOBRO_CARDS: tuple[str, ...] = (*(str(v) for v in range(2, 13)), "J", "S", "R", "back")
#: Sticks' score cards 1–9 (namespaced: Sticks' own card names would clash with Dobro's).
STICKS_SCORES: tuple[str, ...] = tuple(f"sticks.S{v}" for v in range(1, 10))
#: Sticks' faces: the score cards, the blue and red zeros, one stick of each colour and the
#: score pile's back. Number cards 1–50 stay text.
STICKS_FACES: tuple[str, ...] = (
    *STICKS_SCORES,
    "sticks.B0",
    "sticks.R0",
    "sticks.blue",
    "sticks.red",
    "sticks.back",
)
#: Every face, in display order (Dobro's first, so a sync uploads them first): each is one
#: application emoji, `faces.face(key, text)` shows it.
CARDS: tuple[str, ...] = (*DOBRO_CARDS, *STICKS_FACES)
#: Each face's emoji name, in words (Discord's 2–32 characters of [A-Za-z0-9_]): the game,
#: then the card as players say it. A screen reader reads an emoji by its name.
NAMES: dict[str, str] = {
    **{str(v): f"dobro_{v}" for v in range(2, 13)},
    "J": "dobro_joker",
    "S": "dobro_skip",
    "R": "dobro_reverse",
    "back": "dobro_back",
    **{f"sticks.S{v}": f"sticks_{v}" for v in range(1, 10)},
    "sticks.B0": "sticks_blue_0",
    "sticks.R0": "sticks_red_0",
    "sticks.blue": "sticks_blue_stick",
    "sticks.red": "sticks_red_stick",
    "sticks.back": "sticks_back",
}
#: The labels of the names emojis had before they read as words (``dobro_<label>_<hash>``):
#: a sync renames such an emoji whose drawing is unchanged instead of uploading it again.
LEGACY_LABELS: dict[str, str] = {
    "J": "joker",
    "S": "skip",
    "R": "reverse",
    **{key: key.replace(".", "_") for key in STICKS_FACES},
}
#: The size of the faces uploaded as emojis (Discord's recommended emoji size).
EMOJI_SIZE = 128
#: Discord refuses emoji images over 256 KiB.
MAX_EMOJI_BYTES = 256 * 1024
#: Drawing happens at this multiple of the target size, then is shrunk: Pillow's shapes are not
#: anti-aliased, supersampling smooths them.
SUPERSAMPLE = 4
HASH_LENGTH = 8
#: Colours in the uploaded PNG's palette.
PALETTE_COLOURS = 64

WHITE = (255, 255, 255, 255)
Points = list[tuple[float, float]]


@dataclass(frozen=True)
class Palette:
    """A card's colours: its body, its border and the outline around its number or symbol."""

    body: tuple[int, int, int, int]
    edge: tuple[int, int, int, int]


def _rgb(value: int) -> tuple[int, int, int, int]:
    return (value >> 16 & 255, value >> 8 & 255, value & 255, 255)


# One colour per value range, and one for each special and the back.
LOW = Palette(_rgb(0x2563EB), _rgb(0x172554))  # 2–4: blue
MIDDLE = Palette(_rgb(0x16A34A), _rgb(0x052E16))  # 5–7: green
HIGH = Palette(_rgb(0xEA580C), _rgb(0x431407))  # 8–10: orange
TOP = Palette(_rgb(0xDC2626), _rgb(0x450A0A))  # 11–12: red
JOKER = Palette(_rgb(0x1F2937), _rgb(0x030712))  # near black, with a gold star
SKIP = Palette(_rgb(0x9333EA), _rgb(0x2E1065))  # purple
REVERSE = Palette(_rgb(0x0D9488), _rgb(0x042F2E))  # teal
BACK = Palette(_rgb(0x1E3A8A), _rgb(0x0B1640))  # deep blue, with a lattice
GOLD = _rgb(0xFACC15)
LATTICE = _rgb(0x3B5FC0)

# Sticks. Score cards are cream with a gold frame and dark brown ink (no Dobro card is light);
# the zeros are the sticks' own blue or red inside the same gold frame; the sticks themselves
# are the strong blue and red of Dobro's low and top cards, with a lighter top edge.
SCORE = Palette(_rgb(0xFEF3C7), _rgb(0xB45309))  # cream, amber-gold frame
SCORE_INK = _rgb(0x422006)  # dark brown
SCORE_GOLD = _rgb(0xD97706)  # the zeros' frame: gold, like the score cards'
BLUE_ZERO = Palette(_rgb(0x2563EB), SCORE_GOLD)
RED_ZERO = Palette(_rgb(0xDC2626), SCORE_GOLD)
BLUE_STICK = Palette(_rgb(0x2563EB), _rgb(0x172554))
RED_STICK = Palette(_rgb(0xDC2626), _rgb(0x450A0A))
BLUE_SHINE = _rgb(0x93C5FD)
RED_SHINE = _rgb(0xFCA5A5)
SCORE_BACK = Palette(_rgb(0x78350F), _rgb(0x3B1A06))  # dark wood, with a gold frame
#: The ink of a zero's number (white) is outlined in the colour's dark shade.
ZERO_OUTLINE = {"sticks.B0": BLUE_STICK.edge, "sticks.R0": RED_STICK.edge}


def palette(card: str) -> Palette:
    """The colours of a card: numbers by range (2–4, 5–7, 8–10, 11–12), specials their own."""
    special = {"J": JOKER, "S": SKIP, "R": REVERSE, "back": BACK}
    if card in special:
        return special[card]
    _check(card)
    sticks = {
        "sticks.B0": BLUE_ZERO,
        "sticks.R0": RED_ZERO,
        "sticks.blue": BLUE_STICK,
        "sticks.red": RED_STICK,
        "sticks.back": SCORE_BACK,
    }
    if card in sticks:
        return sticks[card]
    if card in STICKS_SCORES:
        return SCORE
    value = int(card)
    if value <= 4:
        return LOW
    if value <= 7:
        return MIDDLE
    if value <= 10:
        return HIGH
    return TOP


def _check(card: str) -> None:
    if card not in CARDS:
        raise ValueError(f"unknown card {card!r}: expected one of {', '.join(CARDS)}")


def _pt(x: float, y: float) -> tuple[float, float]:
    """A point rounded to 1/1000 px, so that a last-bit difference in a platform's sin/cos can
    not move a pixel: the drawing stays identical everywhere."""
    return (round(x, 3), round(y, 3))


class _Canvas:
    """A supersampled drawing surface in card units: (0, 0) top left, (1, 1) bottom right."""

    def __init__(self, size: int) -> None:
        self.side = size * SUPERSAMPLE
        self.image = Image.new("RGBA", (self.side, self.side), (0, 0, 0, 0))
        self.draw = ImageDraw.Draw(self.image)

    def px(self, units: float) -> int:
        return max(1, round(units * self.side))

    def at(self, x: float, y: float) -> tuple[float, float]:
        return _pt(x * self.side, y * self.side)

    def box(self, x0: float, y0: float, x1: float, y1: float) -> tuple[int, int, int, int]:
        s = self.side
        return (round(x0 * s), round(y0 * s), round(x1 * s), round(y1 * s))

    def shrink(self) -> Image.Image:
        size = self.side // SUPERSAMPLE
        # Box filtering averages each 4×4 block: clean anti-aliasing, no ringing past the card.
        return self.image.resize((size, size), Image.Resampling.BOX)


# The card's outline, in card units: portrait, as tall as the square allows.
CARD_BOX = (0.07, 0.02, 0.93, 0.98)
CARD_RADIUS = 0.13
BORDER = 0.04
# Where a number or symbol may go (inside the border, with a margin).
INK_BOX = (0.13, 0.13, 0.87, 0.87)
# The dark outline around white ink, and how much a number is emboldened (Aileron is regular).
OUTLINE = 0.035
BOLDEN = 0.018


def _card(canvas: _Canvas, colours: Palette) -> None:
    """The rounded card: a dark border around the body colour."""
    draw = canvas.draw
    draw.rounded_rectangle(canvas.box(*CARD_BOX), canvas.px(CARD_RADIUS), fill=colours.edge)
    x0, y0, x1, y1 = CARD_BOX
    inner = (x0 + BORDER, y0 + BORDER, x1 - BORDER, y1 - BORDER)
    draw.rounded_rectangle(canvas.box(*inner), canvas.px(CARD_RADIUS - BORDER), fill=colours.body)


@functools.cache
def _font(pixels: int) -> ImageFont.FreeTypeFont:
    font = ImageFont.load_default(size=pixels)
    if not isinstance(font, ImageFont.FreeTypeFont):  # Pillow without FreeType
        raise RuntimeError("Pillow was built without FreeType: card faces need its bundled font")
    return font


def _number_face(
    canvas: _Canvas,
    text: str,
    colours: Palette,
    ink_box: tuple[float, float, float, float] = INK_BOX,
    ink: tuple[int, int, int, int] = WHITE,
) -> None:
    """The number as large as the ink box allows: white, emboldened, outlined in the dark edge
    colour so it stays readable on every body colour and when shrunk to 22 px. The digits of
    10, 11 and 12 are set tight (their outlines merge) so that they can be larger. (Sticks'
    cards pass their own box and ink.)"""
    bold, outline = canvas.px(BOLDEN), canvas.px(OUTLINE)
    stroke = bold + outline
    x0, y0, x1, y1 = canvas.box(*ink_box)

    def layout(pixels: int) -> tuple[list[tuple[int, int]], int, int]:
        """Where each digit goes (relative), and the whole number's width and height."""
        font = _font(pixels)
        boxes = [canvas.draw.textbbox((0, 0), c, font=font, stroke_width=stroke) for c in text]
        top, bottom = min(b[1] for b in boxes), max(b[3] for b in boxes)
        origins, x = [], 0
        for left, _, right, _ in boxes:
            origins.append((x - left, -top))
            x += right - left - outline
        return origins, x + outline, bottom - top

    pixels = 100 * SUPERSAMPLE
    _, width, height = layout(pixels)
    pixels = math.floor(pixels * min((x1 - x0) / width, (y1 - y0) / height))
    origins, width, height = layout(pixels)
    while width > x1 - x0 or height > y1 - y0:  # the outline does not scale with the font
        pixels -= SUPERSAMPLE
        origins, width, height = layout(pixels)
    font = _font(pixels)
    left, top = (x0 + x1 - width) // 2, (y0 + y1 - height) // 2
    for fill, width_ in ((colours.edge, stroke), (ink, bold)):
        for char, (dx, dy) in zip(text, origins, strict=True):
            xy = (left + dx, top + dy)
            canvas.draw.text(xy, char, font=font, fill=fill, stroke_width=width_, stroke_fill=fill)


def _star(cx: float, cy: float, outer: float, inner: float) -> Points:
    """A five-pointed star, one point up."""
    points = []
    for i in range(10):
        radius = outer if i % 2 == 0 else inner
        angle = math.radians(-90 + 36 * i)
        points.append((cx + radius * math.cos(angle), cy + radius * math.sin(angle)))
    return points


def _shadow(canvas: _Canvas, xy: Points, edge: tuple[int, ...]) -> None:
    """The dark outline of a polygon (pixels): the polygon grown by OUTLINE on every side."""
    canvas.draw.polygon(xy, fill=edge)
    canvas.draw.line([*xy, xy[0], xy[1]], fill=edge, width=2 * canvas.px(OUTLINE), joint="curve")


def _joker(canvas: _Canvas, colours: Palette) -> None:
    """A big gold star."""
    xy = [canvas.at(x, y) for x, y in _star(0.5, 0.53, 0.36, 0.16)]
    _shadow(canvas, xy, colours.edge)
    canvas.draw.polygon(xy, fill=GOLD)


def _ring(canvas: _Canvas, radius: float, width: float) -> tuple[int, int, int, int]:
    """The bounding box of a ring of that radius (to the middle of its stroke) and width."""
    outer = radius + width / 2
    return canvas.box(0.5 - outer, 0.5 - outer, 0.5 + outer, 0.5 + outer)


def _skip(canvas: _Canvas, colours: Palette) -> None:
    """A circle with a slash, like a "no entry" sign: this turn is passed."""
    radius, width = 0.25, 0.085
    slash = math.sqrt(0.5) * radius
    ends = [canvas.at(0.5 - slash, 0.5 + slash), canvas.at(0.5 + slash, 0.5 - slash)]
    for colour, stroke in ((colours.edge, width + 2 * OUTLINE), (WHITE, width)):
        canvas.draw.ellipse(_ring(canvas, radius, stroke), outline=colour, width=canvas.px(stroke))
        canvas.draw.line(ends, fill=colour, width=canvas.px(stroke))


def _arrow_head(angle: float, radius: float, length: float, half: float) -> Points:
    """A triangle at the end of an arc (angle in degrees, clockwise on screen), pointing along
    the circle in the clockwise direction."""
    a = math.radians(angle)
    px, py = 0.5 + radius * math.cos(a), 0.5 + radius * math.sin(a)
    nx, ny = math.cos(a), math.sin(a)  # outwards
    tx, ty = -math.sin(a), math.cos(a)  # clockwise on screen (y points down)
    return [
        (px + nx * half, py + ny * half),
        (px + tx * length, py + ty * length),
        (px - nx * half, py - ny * half),
    ]


def _reverse(canvas: _Canvas, colours: Palette) -> None:
    """Two arrows chasing each other round a circle: the direction of play turns."""
    radius, width, length, half = 0.24, 0.08, 0.16, 0.115
    arcs = ((195.0, 325.0), (15.0, 145.0))
    heads = [
        [canvas.at(x, y) for x, y in _arrow_head(end, radius, length, half)] for _, end in arcs
    ]
    for start, end in arcs:  # the dark outline first, a little longer at the tails
        stroke = width + 2 * OUTLINE
        box = _ring(canvas, radius, stroke)
        canvas.draw.arc(box, start - 6, end, fill=colours.edge, width=canvas.px(stroke))
    for head in heads:
        _shadow(canvas, head, colours.edge)
    for start, end in arcs:
        box = _ring(canvas, radius, width)
        canvas.draw.arc(box, start, end, fill=WHITE, width=canvas.px(width))
    for head in heads:
        canvas.draw.polygon(head, fill=WHITE)


def _back(canvas: _Canvas, colours: Palette) -> None:
    """A diagonal lattice inside a thin gold frame, and a gold ring in the middle."""
    x0, y0, x1, y1 = CARD_BOX
    inset = BORDER + 0.05
    inner = (x0 + inset, y0 + inset, x1 - inset, y1 - inset)
    pattern = Image.new("RGBA", canvas.image.size, (0, 0, 0, 0))
    draw = ImageDraw.Draw(pattern)
    step, width = 0.11, canvas.px(0.022)
    for i in range(-10, 11):
        offset = i * step
        draw.line([canvas.at(offset, 0), canvas.at(offset + 1, 1)], fill=LATTICE, width=width)
        draw.line([canvas.at(offset + 1, 0), canvas.at(offset, 1)], fill=LATTICE, width=width)
    mask = Image.new("L", canvas.image.size, 0)
    radius = canvas.px(CARD_RADIUS - inset)
    ImageDraw.Draw(mask).rounded_rectangle(canvas.box(*inner), radius, fill=255)
    pattern.putalpha(ImageChops.multiply(pattern.getchannel("A"), mask))  # clip to the frame
    canvas.image.alpha_composite(pattern)
    canvas.draw.rounded_rectangle(canvas.box(*inner), radius, outline=GOLD, width=canvas.px(0.02))
    ring = 0.17
    canvas.draw.ellipse(
        canvas.box(0.5 - ring, 0.5 - ring, 0.5 + ring, 0.5 + ring),
        fill=colours.body,
        outline=GOLD,
        width=canvas.px(0.05),
    )
    dot = 0.06
    canvas.draw.ellipse(canvas.box(0.5 - dot, 0.5 - dot, 0.5 + dot, 0.5 + dot), fill=GOLD)


# ------------------------------------------------------------------------------------ Sticks

Point = tuple[float, float]
#: A stick is a bar this wide (card units); the lone sticks are wider than those on cards.
STICK_WIDTH = 0.25
#: Where a score card's number goes: the ink box less a strip at the bottom for two small sticks.
SCORE_INK_BOX = (0.13, 0.11, 0.87, 0.71)


def _bar(canvas: _Canvas, a: Point, b: Point, width: float, fill: tuple[int, ...]) -> None:
    """A straight bar with round ends from a to b (card units)."""
    canvas.draw.line([canvas.at(*a), canvas.at(*b)], fill=fill, width=canvas.px(width))
    radius = width / 2
    for x, y in (a, b):
        canvas.draw.ellipse(canvas.box(x - radius, y - radius, x + radius, y + radius), fill=fill)


def _stick(
    canvas: _Canvas, a: Point, b: Point, width: float, colours: Palette, shine: tuple[int, ...]
) -> None:
    """A stick: a rounded bar in its colour, outlined in its dark shade, with a lighter stripe
    along its upper side so that it reads as a round stick rather than a flat line."""
    _bar(canvas, a, b, width + 2 * OUTLINE, colours.edge)
    _bar(canvas, a, b, width, colours.body)
    (ax, ay), (bx, by) = a, b
    length = math.hypot(bx - ax, by - ay)
    ux, uy = (bx - ax) / length, (by - ay) / length  # along the stick
    nx, ny = uy, -ux  # across it, towards the top of the card for a stick going right
    if ny > 0:
        nx, ny = -nx, -ny
    off, trim = width * 0.2, width * 0.3
    start = (ax + ux * trim + nx * off, ay + uy * trim + ny * off)
    end = (bx - ux * trim + nx * off, by - uy * trim + ny * off)
    _bar(canvas, start, end, width * 0.26, shine)


def _lone_stick(canvas: _Canvas, colours: Palette, shine: tuple[int, ...], *, rising: bool) -> None:
    """One stick, corner to corner on a transparent square (no card around it, so that a
    stick never looks like a card): rising for blue, falling for red."""
    a, b = _diagonal(rising, 0.2, 0.2, 0.8, 0.8)
    _stick(canvas, a, b, STICK_WIDTH, colours, shine)


def _score(canvas: _Canvas, card: str) -> None:
    """A score card: the dark brown number on cream, and a small blue (rising) and a small red
    (falling) stick side by side under it: "this card is worth sticks"."""
    plain = Palette(SCORE.body, SCORE.body)  # dark ink needs no outline on cream
    _number_face(canvas, card.removeprefix("sticks.S"), plain, SCORE_INK_BOX, SCORE_INK)
    width = 0.07
    _stick(canvas, (0.23, 0.875), (0.43, 0.795), width, BLUE_STICK, BLUE_SHINE)
    _stick(canvas, (0.57, 0.795), (0.77, 0.875), width, RED_STICK, RED_SHINE)


#: Where a stick goes on a face, corner to corner: blue rises, red falls (never colour alone).
RISING = ((0.0, 1.0), (1.0, 0.0))
FALLING = ((0.0, 0.0), (1.0, 1.0))


def _diagonal(rising: bool, x0: float, y0: float, x1: float, y1: float) -> tuple[Point, Point]:
    """The rising (bottom left to top right) or falling diagonal of a box."""
    (ax, ay), (bx, by) = RISING if rising else FALLING
    return (x0 + ax * (x1 - x0), y0 + ay * (y1 - y0)), (x0 + bx * (x1 - x0), y0 + by * (y1 - y0))


def _zero(canvas: _Canvas, card: str) -> None:
    """A zero: a big white 0 on the body of its colour, crossed by a slash (a "no" sign):
    "no blue this trick" (or red). The slash goes the way its sticks do: rising for blue,
    falling for red."""
    edge = ZERO_OUTLINE[card]
    _number_face(canvas, "0", Palette(palette(card).body, edge))
    width = 0.075
    a, b = _diagonal(card == "sticks.B0", 0.27, 0.29, 0.73, 0.77)
    for colour, stroke in ((edge, width + 2 * OUTLINE), (WHITE, width)):
        _bar(canvas, a, b, stroke, colour)


def _score_back(canvas: _Canvas, colours: Palette) -> None:
    """The score pile's back: a gold frame on dark wood, a blue (rising) and a red (falling)
    stick crossed."""
    x0, y0, x1, y1 = CARD_BOX
    inset = BORDER + 0.05
    inner = (x0 + inset, y0 + inset, x1 - inset, y1 - inset)
    radius = canvas.px(CARD_RADIUS - inset)
    canvas.draw.rounded_rectangle(canvas.box(*inner), radius, outline=GOLD, width=canvas.px(0.02))
    _stick(canvas, (0.27, 0.72), (0.73, 0.28), 0.11, BLUE_STICK, BLUE_SHINE)
    _stick(canvas, (0.27, 0.28), (0.73, 0.72), 0.11, RED_STICK, RED_SHINE)


def draw_face(card: str, size: int = EMOJI_SIZE) -> Image.Image:
    """A card's face: a size×size RGBA image, transparent around a rounded portrait card."""
    _check(card)
    if size < 8:
        raise ValueError(f"a face needs at least 8 px, not {size}")
    colours = palette(card)
    canvas = _Canvas(size)
    if card in ("sticks.blue", "sticks.red"):
        blue = card == "sticks.blue"
        _lone_stick(canvas, colours, BLUE_SHINE if blue else RED_SHINE, rising=blue)
        return canvas.shrink()
    _card(canvas, colours)
    symbols = {"J": _joker, "S": _skip, "R": _reverse, "back": _back, "sticks.back": _score_back}
    if card in STICKS_SCORES:
        _score(canvas, card)
    elif card in ZERO_OUTLINE:
        _zero(canvas, card)
    elif card in symbols:
        symbols[card](canvas, colours)
    else:
        _number_face(canvas, card, colours)
    return canvas.shrink()


@functools.cache
def _encoded(card: str) -> bytes:
    """The PNG bytes of a face, cached: drawing is the only slow part of a sync."""
    image = draw_face(card, EMOJI_SIZE)
    # A face has a few flat colours and their anti-aliased blends: 64 palette entries (alpha
    # included) look the same and make the file about a fifth of the RGBA one. Fast octree is
    # deterministic (no random seeding).
    indexed = image.quantize(colors=PALETTE_COLOURS, method=Image.Quantize.FASTOCTREE)
    # The octree averages alpha too: snap nearly opaque and nearly clear entries back, so the
    # card stays solid and its corners clear.
    entries = indexed.getpalette("RGBA") or []
    for alpha in range(3, len(entries), 4):
        value = entries[alpha]
        entries[alpha] = 255 if value >= 240 else 0 if value <= 15 else value
    indexed.putpalette(entries, "RGBA")
    buffer = io.BytesIO()
    # A plain save writes no metadata chunks (no time, no text, no dpi) and zlib at a fixed
    # level is deterministic: the same bytes on every run.
    indexed.save(buffer, format="PNG", optimize=True)
    data = buffer.getvalue()
    if len(data) > MAX_EMOJI_BYTES:  # a drawing change gone wrong: Discord would refuse it
        raise ValueError(f"the face of {card!r} is {len(data)} bytes, over Discord's 256 KiB")
    return data


def face_png(card: str) -> bytes:
    """A card's face as the PNG uploaded as its emoji (128×128, a few KB, deterministic)."""
    _check(card)
    return _encoded(card)


def face_hash(card: str) -> str:
    """A short hex digest of the face's PNG: kept with its emoji's id, so an unchanged drawing
    is recognised after a restart and a new one replaces it."""
    return hash_of(face_png(card))


def hash_of(png: bytes) -> str:
    """A drawing's short hex digest (``face_hash``)."""
    return hashlib.sha256(png).hexdigest()[:HASH_LENGTH]


def emoji_name(card: str) -> str:
    """The emoji's name, in words: ``dobro_5``, ``dobro_joker``, ``sticks_7``,
    ``sticks_blue_stick`` (Discord's 2–32 characters of [A-Za-z0-9_]; what a screen reader
    says)."""
    _check(card)
    return NAMES[card]


def label(card: str) -> str:
    """A card's label on the sheet: its emoji name."""
    return emoji_name(card)


def legacy_name(card: str) -> str:
    """The name this drawing's emoji had before names read as words
    (``dobro_<label>_<hash>``), which a sync renames rather than uploading it again."""
    _check(card)
    return f"dobro_{LEGACY_LABELS.get(card, card)}_{face_hash(card)}"


def sheet_png() -> bytes:
    """Every face on one labelled sheet: each at full size, with how it looks at Discord's
    large (48 px) and inline (22 px) emoji sizes beside it."""
    columns, cell_w, cell_h, margin, title_h = 5, 200, 190, 16, 40
    # Each game's faces start on a row of their own.
    places: list[tuple[str, int, int]] = []
    first_row = 0
    for game in (DOBRO_CARDS, STICKS_FACES):
        for index, card in enumerate(game):
            row, column = divmod(index, columns)
            places.append((card, first_row + row, column))
        first_row += math.ceil(len(game) / columns)
    width = margin * 2 + columns * cell_w
    height = margin * 2 + title_h + first_row * cell_h
    sheet = Image.new("RGBA", (width, height), (245, 245, 240, 255))
    draw = ImageDraw.Draw(sheet)
    ink = (40, 40, 40, 255)
    draw.text(
        (margin, margin),
        "Card faces (Dobro, then Sticks): 128 px, then 48 px and 22 px as Discord shows emojis",
        font=_font(20),
        fill=ink,
    )
    for card, row, column in places:
        x = margin + column * cell_w
        y = margin + title_h + row * cell_h
        face = Image.open(io.BytesIO(face_png(card))).convert("RGBA")  # exactly what is uploaded
        sheet.alpha_composite(face, (x, y))
        for small, top in ((48, 0), (22, 56)):
            shrunk = face.resize((small, small), Image.Resampling.LANCZOS)
            sheet.alpha_composite(shrunk, (x + EMOJI_SIZE + 8, y + top))
        name = f"{label(card)}: {len(face_png(card))} B"
        draw.text((x + 4, y + EMOJI_SIZE + 10), name, font=_font(18), fill=ink)
    # Alt text inside the file (its PNG Description), for whoever opens it with a screen reader.
    info = PngImagePlugin.PngInfo()
    info.add_itxt("Description", sheet_description())
    buffer = io.BytesIO()
    sheet.convert("RGB").save(buffer, format="PNG", optimize=True, pnginfo=info)
    return buffer.getvalue()


def sheet_description() -> str:
    """What the sheet shows, in words: every face by its emoji name, and how blue and red
    sticks differ in shape."""
    dobro = ", ".join(emoji_name(card) for card in DOBRO_CARDS)
    sticks = ", ".join(emoji_name(card) for card in STICKS_FACES)
    return (
        f"Every card face at 128, 48 and 22 pixels. Dobro: {dobro}. Sticks: {sticks}. Blue "
        "sticks rise from bottom left to top right, red sticks fall from top left to bottom "
        "right, on the lone sticks, the score cards, the zeros' slashes and the pile's back."
    )
