"""Sticks' faces: score cards 1–9, the blue and red zeros, a blue and a red stick and the score
pile's back, uploaded beside Dobro's faces without changing any of Dobro's emojis."""

from __future__ import annotations

import io
import re
from collections.abc import Iterator
from itertools import combinations
from pathlib import Path

import pytest
from PIL import Image, ImageChops, ImageStat

import faces
from cogs.table import emojis as table_emojis
from faces import draw
from faces.__main__ import main
from faces.draw import (
    CARDS,
    DOBRO_CARDS,
    STICKS_FACES,
    STICKS_SCORES,
    draw_face,
    emoji_name,
    face_hash,
    face_png,
    label,
)
from faces.sync import Plan, Wanted, plan
from tests.faces.test_faces import chunks

EMOJI_NAME = re.compile(r"^[A-Za-z0-9_]{2,32}$")

#: Dobro's emoji names as uploaded before Sticks' faces existed (each drawing's hash at its end).
#: A changed drawing would make every running bot upload that emoji again: adding faces must
#: never change them, and a sync renames these to their words without an upload.
DOBRO_NAMES = (
    "dobro_2_9bf862ba",
    "dobro_3_76504e6f",
    "dobro_4_f8bbec5f",
    "dobro_5_a4cfbdcb",
    "dobro_6_d5f1cb2a",
    "dobro_7_5ae27e3a",
    "dobro_8_87f3e161",
    "dobro_9_024dd049",
    "dobro_10_664ff520",
    "dobro_11_26d84830",
    "dobro_12_b7e7ecae",
    "dobro_joker_5289ac84",
    "dobro_skip_419b8a51",
    "dobro_reverse_ba883ec3",
    "dobro_back_11fcdc39",
)

CARD_FACES = (*STICKS_SCORES, "sticks.B0", "sticks.R0", "sticks.back")
LONE_STICKS = ("sticks.blue", "sticks.red")


def rgba(card: str) -> Image.Image:
    """The uploaded PNG, decoded."""
    return Image.open(io.BytesIO(face_png(card))).convert("RGBA")


def pixel(card: str, xy: tuple[int, int]) -> tuple[int, ...]:
    """One RGBA pixel of the uploaded face."""
    value = rgba(card).getpixel(xy)
    assert isinstance(value, tuple)
    return value


def body(card: str) -> tuple[int, ...]:
    """The colour of a card's body, just inside its top border."""
    return pixel(card, (64, 11))[:3]


@pytest.fixture
def no_emojis() -> Iterator[None]:
    """No faces installed during the test; whatever was installed before comes back after."""
    before = dict(faces._in_use)
    faces.install({})
    yield
    faces.install(before)


def test_the_sticks_keys_follow_dobros_faces() -> None:
    expected = (*(f"sticks.S{v}" for v in range(1, 10)), "sticks.B0", "sticks.R0")
    assert (*expected, "sticks.blue", "sticks.red", "sticks.back") == STICKS_FACES
    assert (*DOBRO_CARDS, *STICKS_FACES) == CARDS
    assert not set(STICKS_FACES) & set(DOBRO_CARDS)


def test_dobros_drawings_are_unchanged() -> None:
    assert tuple(draw.legacy_name(card) for card in DOBRO_CARDS) == DOBRO_NAMES


@pytest.mark.parametrize("card", STICKS_FACES)
def test_each_sticks_face_is_a_small_valid_png(card: str) -> None:
    image = draw_face(card, 128)
    assert image.mode == "RGBA" and image.size == (128, 128)
    data = face_png(card)
    assert len(data) <= draw.MAX_EMOJI_BYTES == 256 * 1024
    assert len(data) < 8 * 1024, "a face should be a few KB"
    assert set(chunks(data)) <= {"IHDR", "PLTE", "tRNS", "IDAT", "IEND"}
    with Image.open(io.BytesIO(data)) as png:
        png.verify()
    assert rgba(card).size == (128, 128)
    for corner in ((0, 0), (127, 0), (0, 127), (127, 127)):
        assert pixel(card, corner)[3] == 0, "transparent corners"
    assert pixel(card, (64, 64))[3] == 255
    # Cards are opaque to their top border; a lone stick has no card around it.
    assert pixel(card, (64, 11))[3] == (0 if card in LONE_STICKS else 255)


@pytest.mark.parametrize("size", [22, 48])
def test_sticks_faces_draw_at_emoji_sizes(size: int) -> None:
    for card in ("sticks.S8", "sticks.B0", "sticks.blue", "sticks.back"):
        image = draw_face(card, size)
        corner, middle = image.getpixel((0, 0)), image.getpixel((size // 2, size // 2))
        assert isinstance(corner, tuple) and isinstance(middle, tuple)
        assert image.size == (size, size) and corner[3] == 0 and middle[3] == 255


def test_sticks_faces_are_deterministic() -> None:
    before = {card: face_png(card) for card in STICKS_FACES}
    draw._encoded.cache_clear()  # draw again from scratch
    assert {card: face_png(card) for card in STICKS_FACES} == before
    # Across processes: tests/faces/test_faces.py compares every face of CARDS, these included.


def test_emoji_names_are_valid_unique_and_read_as_words() -> None:
    names = {card: emoji_name(card) for card in CARDS}
    assert len(set(names.values())) == len(CARDS)
    for card in STICKS_FACES:
        assert EMOJI_NAME.match(names[card]) and names[card].startswith("sticks_")
        assert face_hash(card) not in names[card]
    assert [names[f"sticks.S{v}"] for v in (1, 7, 9)] == ["sticks_1", "sticks_7", "sticks_9"]
    assert names["sticks.B0"] == "sticks_blue_0" and names["sticks.R0"] == "sticks_red_0"
    assert names["sticks.blue"] == "sticks_blue_stick"
    assert names["sticks.red"] == "sticks_red_stick"
    assert names["sticks.back"] == "sticks_back"
    # Their older names (with the hash) are still recognised, one face each.
    assert draw.legacy_name("sticks.S1") == f"dobro_sticks_S1_{face_hash('sticks.S1')}"
    assert len({draw.legacy_name(card) for card in CARDS}) == len(CARDS)


@pytest.mark.parametrize(
    ("blue", "red"),
    [("sticks.blue", "sticks.red"), ("sticks.B0", "sticks.R0")],
)
def test_blue_and_red_differ_by_shape_not_only_by_colour(blue: str, red: str) -> None:
    """A blue stick rises (bottom left to top right), a red one falls: with the colour taken
    away, the two faces still differ (R9, R10: blue to the highest card, red to the lowest)."""

    def shape(card: str) -> Image.Image:
        # The face in grey, its colour gone: what someone who cannot tell the colours sees.
        return rgba(card).convert("LA").getchannel("A")

    if blue == "sticks.B0":  # the zeros are both filled cards: their slash tells them apart

        def shape(card: str) -> Image.Image:
            return rgba(card).convert("L").point(lambda v: 255 if v > 230 else 0)

    a, b = shape(blue), shape(red)
    assert ImageStat.Stat(ImageChops.difference(a, b)).mean[0] > 20
    # Mirrored: the red shape is the blue one flipped left to right.
    flipped = a.transpose(Image.Transpose.FLIP_LEFT_RIGHT)
    assert ImageStat.Stat(ImageChops.difference(flipped, b)).mean[0] < 12


def test_a_score_cards_sticks_rise_and_fall() -> None:
    """On a score card, the small blue stick rises and the red one falls."""
    image = rgba("sticks.S7")

    def stick_pixels(which: str) -> list[tuple[int, int]]:
        found = []
        for x in range(128):
            for y in range(90, 118):  # under the number, above the frame
                r, g, b, _ = image.getpixel((x, y))  # type: ignore[misc]
                if (b > 200 and r < 80) if which == "blue" else (r > 190 and g < 60 and b < 60):
                    found.append((x, y))
        return found

    for which, rising in (("blue", True), ("red", False)):
        pixels = stick_pixels(which)
        middle = sum(x for x, _ in pixels) / len(pixels)
        left = [y for x, y in pixels if x < middle]
        right = [y for x, y in pixels if x > middle]
        lower_left = sum(left) / len(left) > sum(right) / len(right)  # y grows downwards
        assert lower_left == rising, which


def test_unknown_sticks_keys_are_refused() -> None:
    for bad in ("sticks.S0", "sticks.S10", "sticks.b0", "sticks.", "sticks.green", "S1", "B0"):
        with pytest.raises(ValueError, match="unknown card"):
            face_png(bad)
        with pytest.raises(ValueError, match="unknown card"):
            draw_face(bad)


def test_score_cards_look_like_no_dobro_card() -> None:
    assert len({draw.palette(card) for card in STICKS_SCORES}) == 1
    for card in STICKS_SCORES:
        assert min(body(card)) > 180, "score cards are light (cream)"
    for card in DOBRO_CARDS:
        assert min(body(card)) < 120, card
    # Each pair of score cards still differs when shrunk to 22 px.
    small = {c: rgba(c).resize((22, 22), Image.Resampling.LANCZOS) for c in STICKS_SCORES}
    for a, b in combinations(STICKS_SCORES, 2):
        difference = ImageStat.Stat(ImageChops.difference(small[a], small[b]).convert("L"))
        assert difference.mean[0] > 4, (a, b)


def test_zeros_and_sticks_carry_their_colour() -> None:
    def blue(colour: tuple[int, ...]) -> bool:
        return colour[2] > 150 and colour[0] < 100

    def red(colour: tuple[int, ...]) -> bool:
        return colour[0] > 150 and colour[2] < 100

    assert blue(body("sticks.B0")) and red(body("sticks.R0"))
    # The middle of a lone stick, beside its lighter stripe.
    assert blue(pixel("sticks.blue", (70, 70)))
    assert red(pixel("sticks.red", (70, 70)))
    # The zeros share one gold frame (the palette may move a channel by a unit or two).
    frames = [pixel(zero, (64, 4))[:3] for zero in ("sticks.B0", "sticks.R0")]
    assert sum(abs(x - y) for x, y in zip(*frames, strict=True)) <= 6
    for r, g, b in frames:
        assert r > 180 and 90 < g < 150 and b < 60, "gold"


def test_faces_fall_back_to_text_without_emojis(no_emojis: None) -> None:
    assert faces.face("sticks.B0", "B0") == "B0"
    assert faces.face("sticks.blue", "🟦") == "🟦"
    faces.install({"sticks.B0": "<:sticks_blue_0:1>"})
    assert faces.face("sticks.B0", "B0") == "<:sticks_blue_0:1>"
    assert faces.face("sticks.R0", "R0") == "R0"
    with faces.as_words():  # a reader of text cards: the words, though the emoji exists
        assert faces.face("sticks.B0", "blue 0") == "blue 0"
    assert faces.face("sticks.B0", "B0") == "<:sticks_blue_0:1>"


def test_the_sync_uploads_sticks_faces_beside_dobros() -> None:
    wanted = table_emojis._wanted()
    assert list(wanted) == list(CARDS)
    for card in STICKS_FACES:
        assert wanted[card] == (emoji_name(card), face_hash(card), face_png(card))
    faces_ = [Wanted(name, drawing) for name, drawing, _ in wanted.values()]
    # A fresh application: everything, Dobro's first.
    assert plan([], faces_, {}).create == [emoji_name(card) for card in CARDS]
    # A bot that uploaded Dobro's faces before Sticks' (and before names read as words):
    # Dobro's are renamed, none uploaded again; Sticks' are added.
    existing = [(1000 + i, name) for i, name in enumerate(DOBRO_NAMES)]
    upgrade = plan(existing, faces_, {})
    assert upgrade == Plan(
        rename=[(1000 + i, emoji_name(card)) for i, card in enumerate(DOBRO_CARDS)],
        create=[emoji_name(card) for card in STICKS_FACES],
    )


def test_sheet_shows_sticks_faces(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "faces.png"
    assert main(["sheet", str(out)]) == 0
    line = capsys.readouterr().out
    for card in STICKS_FACES:
        assert f"{label(card)} {len(face_png(card))}" in line
    with Image.open(out) as sheet:
        # Dobro's 15 faces on 3 rows, Sticks' 14 on 3 more.
        assert sheet.size[1] >= 6 * 190
