"""The rating chart: a small, valid PNG for one point and for fifty games."""

from __future__ import annotations

import io
import random

import pytest
from matplotlib.image import imread

from standings.chart import rating_chart

MAX_BYTES = 30_000


def decoded(png: bytes):
    assert png.startswith(b"\x89PNG\r\n\x1a\n")
    return imread(io.BytesIO(png), format="png")


@pytest.mark.parametrize("points", [1, 2, 51])
def test_a_valid_small_png(points: int) -> None:
    rng = random.Random(points)
    ratings = [1000]
    for _ in range(points - 1):
        ratings.append(ratings[-1] + rng.randint(-40, 45))
    png = rating_chart(ratings, xlabel="counted games", ylabel="rating")
    assert len(png) < MAX_BYTES
    image = decoded(png)
    height, width, channels = image.shape
    assert (width, height) == (600, 240) and channels == 4
    alpha = image[:, :, 3]
    assert alpha.min() == 0  # a transparent background, for dark and light themes
    assert alpha.max() == 1  # and something drawn on it


def test_flat_ratings_and_labels_in_french() -> None:
    png = rating_chart([1000.0] * 50, xlabel="parties comptées", ylabel="classement")
    assert len(png) < MAX_BYTES and decoded(png).shape[:2] == (240, 600)


def test_no_rating_no_chart() -> None:
    with pytest.raises(ValueError):
        rating_chart([])
