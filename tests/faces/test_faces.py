"""The card faces: valid small PNGs, deterministic, one per card; the sheet command; the plan."""

from __future__ import annotations

import hashlib
import io
import os
import re
import struct
import subprocess
import sys
from itertools import combinations
from pathlib import Path

import pytest
from PIL import Image

from dobro_rules.cards import NAMES
from faces import draw
from faces.draw import (
    CARDS,
    DOBRO_CARDS,
    STICKS_FACES,
    draw_face,
    emoji_name,
    face_hash,
    face_png,
    sheet_png,
)
from faces.sync import Plan, Wanted, plan

ROOT = Path(__file__).resolve().parents[2]
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
EMOJI_NAME = re.compile(r"^[A-Za-z0-9_]{2,32}$")


def chunks(data: bytes) -> list[str]:
    """The PNG's chunk types, in order."""
    assert data.startswith(PNG_SIGNATURE)
    found, at = [], len(PNG_SIGNATURE)
    while at < len(data):
        (length,) = struct.unpack(">I", data[at : at + 4])
        found.append(data[at + 4 : at + 8].decode("ascii"))
        at += 12 + length
    return found


def run_faces(*args: str, cwd: Path = ROOT) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "faces", *args],
        cwd=cwd,
        capture_output=True,
        text=True,
        timeout=60,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
    )


def test_one_face_per_engine_card_and_a_back() -> None:
    engine_cards = tuple(name for name in NAMES if name)
    assert list(DOBRO_CARDS) == [*engine_cards, "back"]
    assert len(DOBRO_CARDS) == 15
    # Sticks' faces come after Dobro's (tests/faces/test_sticks_faces.py tests them).
    assert (*DOBRO_CARDS, *STICKS_FACES) == CARDS
    assert len(CARDS) == 15 + 14


@pytest.mark.parametrize("card", DOBRO_CARDS)
def test_each_face_is_a_small_valid_png(card: str) -> None:
    data = face_png(card)
    assert len(data) <= draw.MAX_EMOJI_BYTES == 256 * 1024
    assert len(data) < 8 * 1024, "a face should be a few KB"
    # No metadata: no text, time or dpi chunks, nothing but the image.
    assert set(chunks(data)) <= {"IHDR", "PLTE", "tRNS", "IDAT", "IEND"}
    with Image.open(io.BytesIO(data)) as image:
        image.verify()
    image = Image.open(io.BytesIO(data)).convert("RGBA")
    assert image.size == (128, 128)
    for corner in ((0, 0), (127, 0), (0, 127), (127, 127)):
        assert image.getpixel(corner)[3] == 0, "rounded card: transparent corners"
    assert image.getpixel((64, 11))[3] == 255, "the card itself is opaque"


@pytest.mark.parametrize("size", [22, 48, 128, 200])
def test_draw_face_at_any_size(size: int) -> None:
    for card in ("2", "12", "J", "back"):
        image = draw_face(card, size)
        assert image.mode == "RGBA" and image.size == (size, size)
        assert image.getpixel((0, 0))[3] == 0
        assert image.getpixel((size // 2, size // 2))[3] == 255


def test_faces_are_pairwise_different() -> None:
    for a, b in combinations(CARDS, 2):
        assert face_png(a) != face_png(b), (a, b)
    assert len({face_hash(card) for card in CARDS}) == len(CARDS)


def test_one_colour_per_value_range_and_per_special() -> None:
    def body(card: str) -> tuple[int, ...]:
        return Image.open(io.BytesIO(face_png(card))).convert("RGBA").getpixel((64, 11))[:3]

    ranges = [("2", "3", "4"), ("5", "6", "7"), ("8", "9", "10"), ("11", "12")]
    for cards in ranges:
        assert len({draw.palette(c) for c in cards}) == 1, cards
    bodies = [body(cards[0]) for cards in ranges] + [body(c) for c in ("J", "S", "R", "back")]
    for a, b in combinations(bodies, 2):
        assert sum(abs(x - y) for x, y in zip(a, b, strict=True)) > 60, (a, b)


def test_faces_are_deterministic_in_process_and_across_processes() -> None:
    before = {card: face_png(card) for card in CARDS}
    draw._encoded.cache_clear()  # draw again from scratch
    assert {card: face_png(card) for card in CARDS} == before
    script = (
        "import hashlib; from faces.draw import CARDS, face_png, sheet_png; "
        "print(*(hashlib.sha256(face_png(c)).hexdigest() for c in CARDS), "
        "hashlib.sha256(sheet_png()).hexdigest())"
    )
    other = subprocess.run(
        [sys.executable, "-c", script],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    expected = [hashlib.sha256(before[c]).hexdigest() for c in CARDS]
    expected.append(hashlib.sha256(sheet_png()).hexdigest())
    assert other.stdout.split() == expected


def test_emoji_names_are_valid_unique_and_read_as_words() -> None:
    """A screen reader says an emoji's name: the game and the card in words, no hash (the
    drawing's hash is recorded with the emoji's id instead)."""
    names = [emoji_name(card) for card in CARDS]
    assert len(set(names)) == len(names)
    for card, name in zip(CARDS, names, strict=True):
        assert EMOJI_NAME.match(name), name
        assert re.fullmatch(r"(dobro|sticks)(_[a-z0-9]+)+", name), name
        assert face_hash(card) not in name
    assert [emoji_name(c) for c in ("5", "J", "S", "R", "back")] == [
        "dobro_5", "dobro_joker", "dobro_skip", "dobro_reverse", "dobro_back",
    ]  # fmt: skip
    assert re.fullmatch(r"[0-9a-f]{8}", face_hash("2"))
    # The older names (with the hash), which a sync renames: each still recognised.
    assert draw.legacy_name("J") == f"dobro_joker_{face_hash('J')}"
    assert draw.legacy_name("7") == f"dobro_7_{face_hash('7')}"


def test_unknown_cards_are_refused() -> None:
    for bad in ("1", "13", "j", "", "joker"):
        with pytest.raises(ValueError, match="unknown card"):
            face_png(bad)
        with pytest.raises(ValueError, match="unknown card"):
            draw_face(bad)


def test_sheet_is_a_valid_png_with_every_face() -> None:
    data = sheet_png()
    assert set(chunks(data)) <= {"IHDR", "PLTE", "tRNS", "IDAT", "IEND", "iTXt"}
    with Image.open(io.BytesIO(data)) as image:
        image.verify()
    # Its alt text travels inside the file: every face by name, and how the sticks differ.
    with Image.open(io.BytesIO(data)) as image:
        description = image.info["Description"]
    assert all(emoji_name(card) in description for card in CARDS)
    assert "rise" in description and "fall" in description
    image = Image.open(io.BytesIO(data))
    width, height = image.size
    assert width >= 5 * 128 and height >= 3 * 128


def test_sheet_command_writes_the_file_and_prints_the_sizes(tmp_path: Path) -> None:
    out = tmp_path / "faces.png"
    result = run_faces("sheet", str(out))
    assert result.returncode == 0, result.stderr
    assert out.read_bytes() == sheet_png()
    (line,) = result.stdout.splitlines()
    assert str(out) in line
    for card in CARDS:
        assert f"{draw.label(card)} {len(face_png(card))}" in line
    assert f"sheet {out.stat().st_size} bytes" in line
    assert result.stderr == ""


def test_sheet_command_default_path(tmp_path: Path) -> None:
    result = run_faces("sheet", cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert (tmp_path / "card-faces.png").read_bytes().startswith(PNG_SIGNATURE)
    assert result.stdout.startswith("card-faces.png: ")


@pytest.mark.parametrize("args", [(), ("draw",), ("sheet", "a.png", "b.png"), ("--sheet",)])
def test_bad_arguments_exit_2_with_one_line(args: tuple[str, ...], tmp_path: Path) -> None:
    result = run_faces(*args, cwd=tmp_path)
    assert result.returncode == 2
    assert result.stdout == ""
    assert len(result.stderr.strip().splitlines()) == 1
    assert "usage: python -m faces sheet" in result.stderr
    assert list(tmp_path.iterdir()) == []


def test_unwritable_output_exits_2_with_one_line(tmp_path: Path) -> None:
    result = run_faces("sheet", str(tmp_path / "missing" / "faces.png"))
    assert result.returncode == 2
    (line,) = result.stderr.splitlines()
    assert "cannot write the sheet" in line


# ---------------------------------------------------------------------------- plan

WANTED = [Wanted("dobro_2", "aaaa"), Wanted("dobro_3", "bbbb"), Wanted("dobro_joker", "cccc")]
WANTED_NAMES = [w.name for w in WANTED]
RIGHT = {1: "aaaa", 2: "bbbb", 3: "cccc"}


def test_plan_creates_everything_on_a_fresh_application() -> None:
    assert plan([], WANTED, {}) == Plan(create=WANTED_NAMES)


def test_plan_keeps_what_exists_and_creates_nothing() -> None:
    existing = [(1, "dobro_2"), (2, "dobro_3"), (3, "dobro_joker")]
    result = plan(existing, WANTED, RIGHT)
    assert result == Plan(keep={"dobro_2": 1, "dobro_3": 2, "dobro_joker": 3})
    assert not result.changes


def test_plan_replaces_a_changed_face_the_older_standing_in() -> None:
    existing = [(1, "dobro_2"), (2, "dobro_3"), (3, "dobro_joker")]
    result = plan(existing, WANTED, {**RIGHT, 2: "old0"})
    assert result.create == ["dobro_3"]
    assert result.replaced == {"dobro_3": 2}  # deleted once its replacement exists
    assert result.keep == {"dobro_2": 1, "dobro_joker": 3}
    assert result.delete == [] and result.changes


def test_plan_renames_the_older_names_whose_drawing_is_unchanged() -> None:
    existing = [(1, "dobro_2_aaaa0000"), (2, "dobro_3_0000bbbb"), (3, "dobro_joker_cccc")]
    wanted = [Wanted("dobro_2", "aaaa0000"), Wanted("dobro_3", "bbbb0000")]
    result = plan(existing, wanted, {3: "cccc"})
    assert result.rename == [(1, "dobro_2")]
    assert result.create == ["dobro_3"]
    assert result.delete == [2, 3]  # a stale older name, and a drawing nothing wants


def test_plan_finishes_a_replacement_left_under_its_spare_name() -> None:
    existing = [(1, "dobro_2"), (2, "dobro_2_new")]
    result = plan(existing, WANTED[:1], {1: "old0", 2: "aaaa"})
    assert result.rename == [(2, "dobro_2")] and result.replaced == {"dobro_2": 1}
    assert result.create == [] and result.delete == []


def test_plan_replaces_an_emoji_nobody_recorded() -> None:
    result = plan([(1, "dobro_2")], WANTED[:1], {})
    assert result.create == ["dobro_2"] and result.replaced == {"dobro_2": 1}


def test_plan_never_touches_other_emojis() -> None:
    existing = [(7, "party_parrot"), (8, "dobro"), (9, "Dobro_2_aaaa0000"), (10, "sticks")]
    result = plan(existing, WANTED, {})
    assert result.delete == [] and result.keep == {} and result.replaced == {}
    assert result.create == WANTED_NAMES


def test_plan_deletes_a_second_copy_and_keeps_the_order_of_wanted() -> None:
    existing = [(5, "dobro_joker_new"), (6, "dobro_joker"), (7, "dobro_back_deadbeef")]
    result = plan(existing, WANTED, {5: "cccc", 6: "cccc"})
    assert result.keep == {"dobro_joker": 6}
    assert result.delete == [5, 7]
    assert result.create == ["dobro_2", "dobro_3"]
