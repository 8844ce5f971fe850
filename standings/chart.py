"""A player's rating over their last counted games, as a small PNG. Pure: no Discord, no storage.

Drawn with matplotlib's object API (a ``Figure`` on its own Agg canvas, never ``pyplot``), so
renders share no global state and may run in worker threads (``asyncio.to_thread``). The image
has a transparent background and draws in colours that read on Discord's dark and light themes
alike: a saturated blue line, mid-grey axes and text. About 600 × 240 pixels, a few kilobytes.
"""

from __future__ import annotations

import io
from collections.abc import Sequence

from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.figure import Figure
from matplotlib.ticker import MaxNLocator

LINE = "#1E88E5"  # saturated blue: contrast on white and on Discord's dark grey
INK = "#888888"  # mid grey: axes, ticks and labels on either theme
SIZE = (6.0, 2.4)  # inches
DPI = 100


def rating_chart(ratings: Sequence[float], *, xlabel: str = "", ylabel: str = "") -> bytes:
    """The PNG of ``ratings`` (oldest first), one point per game, numbered from 0.

    Pass the rating before the first game shown, then the rating after each game: game ``n``
    is then the point at ``x = n``. A single value draws a single point.
    """
    if not ratings:
        raise ValueError("a chart needs at least one rating")
    xs = list(range(len(ratings)))
    ys = [float(r) for r in ratings]
    fig = Figure(figsize=SIZE, dpi=DPI)
    FigureCanvasAgg(fig)
    fig.patch.set_alpha(0)
    ax = fig.add_subplot()
    ax.set_facecolor("none")
    ax.plot(
        xs,
        ys,
        color=LINE,
        linewidth=2,
        marker="o" if len(ys) <= 20 else None,
        markersize=4,
        solid_capstyle="round",
    )
    low, high = min(ys), max(ys)
    pad = max(5.0, (high - low) * 0.12)
    ax.set_ylim(low - pad, high + pad)
    ax.set_xlim(-0.5 if len(xs) == 1 else 0, max(0.5, xs[-1]))
    ax.xaxis.set_major_locator(MaxNLocator(integer=True, nbins=10))
    ax.yaxis.set_major_locator(MaxNLocator(integer=True, nbins=5))
    ax.grid(True, color=INK, alpha=0.25, linewidth=0.6)
    ax.tick_params(colors=INK, labelsize=9, length=3)
    for side in ("top", "right"):
        ax.spines[side].set_visible(False)
    for side in ("left", "bottom"):
        ax.spines[side].set_color(INK)
    if xlabel:
        ax.set_xlabel(xlabel, color=INK, fontsize=9)
    if ylabel:
        ax.set_ylabel(ylabel, color=INK, fontsize=9)
    fig.tight_layout(pad=0.4)
    out = io.BytesIO()
    fig.savefig(out, format="png", transparent=True, dpi=DPI, pil_kwargs={"optimize": True})
    return out.getvalue()
