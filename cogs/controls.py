"""The bot's buttons and selects as dynamic items: their custom ids carry the table id (and the
state version for moves), so they work after a restart and a stale click is recognised.

    dobro:t:<table>:<what>[:<version>]   table and lobby buttons (join, start, hand, oubli…)
    dobro:m:<table>:<version>:<move>     a move in a hand: p5, p6.6, pJ.5, pJ@12, pS, t, d, o2
    dobro:j:<table>:<version>:<J|JJ>     a joker move: the select's value is the declared value
    dobro:r:<page>                       a page of the rules

Callbacks only parse and hand over to the play cog (``interaction.client.get_cog("Play")``).
"""

from __future__ import annotations

import re
from typing import Any

import discord

from cogs.i18n import t
from dobro_rules.views import MoveView

CARD = r"(?:[2-9]|1[0-2]|J|S|R)"


def encode_move(move: MoveView, seats: tuple[str, ...]) -> str:
    if move.kind == "play":
        code = "p" + ".".join(move.cards)
        if set(move.cards) == {"J"} and len(move.values) == 1:
            code += f"@{move.values[0]}"  # a joker with one legal value: a button, value inside
        return code
    if move.kind == "take":
        return "t"
    if move.kind == "draw":
        return "d"
    assert move.target is not None
    return f"o{seats.index(move.target)}"


def decode_move(code: str, seats: tuple[str, ...]) -> dict[str, Any]:
    """The RECORD.md action (without ``player``) a move code stands for."""
    if code == "t":
        return {"take": True}
    if code == "d":
        return {"draw": True}
    if code.startswith("o"):
        return {"oubli": seats[int(code[1:])]}
    body, _, declared = code[1:].partition("@")
    cards = body.split(".")
    action: dict[str, Any] = {"play": cards}
    if declared:
        action["as"] = int(declared)
    elif "J" in cards and len(cards) == 2 and cards != ["J", "J"]:
        action["as"] = int(cards[1] if cards[0] == "J" else cards[0])
    return action


async def _handled(interaction: discord.Interaction, call: Any) -> None:
    """Dynamic items live in throwaway views: send their errors to the one handler ourselves."""
    from cogs.errors import handle_interaction_error

    try:
        await call
    except Exception as exc:
        await handle_interaction_error(interaction, exc)


def _play_cog(interaction: discord.Interaction) -> Any:
    cog = interaction.client.get_cog("Play")  # type: ignore[attr-defined]
    if cog is None:
        raise RuntimeError("the Play cog is not loaded")
    return cog


class TableButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"dobro:t:(?P<gid>\d+):(?P<what>[a-z_]+)(?::(?P<ver>\d+))?",
):
    def __init__(self, gid: int, what: str, version: int | None = None, **button: Any) -> None:
        custom_id = f"dobro:t:{gid}:{what}" + (f":{version}" if version is not None else "")
        super().__init__(discord.ui.Button(custom_id=custom_id, **button))
        self.gid, self.what, self.version = gid, what, version

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Button[Any], match: re.Match[str], /
    ) -> TableButton:
        ver = match["ver"]
        return cls(int(match["gid"]), match["what"], int(ver) if ver is not None else None)

    async def callback(self, interaction: discord.Interaction) -> None:
        await _handled(
            interaction,
            _play_cog(interaction).on_table_button(interaction, self.gid, self.what),
        )


class MoveButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"dobro:m:(?P<gid>\d+):(?P<ver>\d+):(?P<move>t|d|o[0-5]|p"
    + CARD
    + r"(?:\."
    + CARD
    + r")?(?:@(?:[2-9]|1[0-2]))?)",
):
    def __init__(self, gid: int, version: int, move: str, **button: Any) -> None:
        super().__init__(discord.ui.Button(custom_id=f"dobro:m:{gid}:{version}:{move}", **button))
        self.gid, self.version, self.move = gid, version, move

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Button[Any], match: re.Match[str], /
    ) -> MoveButton:
        return cls(int(match["gid"]), int(match["ver"]), match["move"])

    async def callback(self, interaction: discord.Interaction) -> None:
        await _handled(
            interaction,
            _play_cog(interaction).on_move(interaction, self.gid, self.version, self.move, None),
        )


class JokerSelect(
    discord.ui.DynamicItem[discord.ui.Select[Any]],
    template=r"dobro:j:(?P<gid>\d+):(?P<ver>\d+):(?P<cards>J|JJ)",
):
    def __init__(self, gid: int, version: int, cards: str, **select: Any) -> None:
        super().__init__(discord.ui.Select(custom_id=f"dobro:j:{gid}:{version}:{cards}", **select))
        self.gid, self.version, self.cards = gid, version, cards

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Select[Any], match: re.Match[str], /
    ) -> JokerSelect:
        return cls(int(match["gid"]), int(match["ver"]), match["cards"])

    async def callback(self, interaction: discord.Interaction) -> None:
        values = (interaction.data or {}).get("values") or []
        declared = int(values[0]) if values and str(values[0]).isdigit() else None
        move = "pJ" if self.cards == "J" else "pJ.J"
        await _handled(
            interaction,
            _play_cog(interaction).on_move(interaction, self.gid, self.version, move, declared),
        )


class RulesButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"dobro:r:(?P<page>\d+)"
):
    def __init__(self, page: int, **button: Any) -> None:
        super().__init__(discord.ui.Button(custom_id=f"dobro:r:{page}", **button))
        self.page = page

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Button[Any], match: re.Match[str], /
    ) -> RulesButton:
        return cls(int(match["page"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        await _handled(interaction, _play_cog(interaction).on_rules_page(interaction, self.page))


DYNAMIC_ITEMS = (TableButton, MoveButton, JokerSelect, RulesButton)


def table_button(
    gid: int,
    what: str,
    label: str,
    style: discord.ButtonStyle = discord.ButtonStyle.secondary,
    disabled: bool = False,
    *,
    version: int | None = None,
) -> TableButton:
    return TableButton(gid, what, version, label=label, style=style, disabled=disabled)


def move_button(
    gid: int,
    version: int,
    move: MoveView,
    label: str,
    style: discord.ButtonStyle,
    seats: tuple[str, ...],
    disabled: bool = False,
) -> MoveButton:
    return MoveButton(
        gid, version, encode_move(move, seats), label=label[:80], style=style, disabled=disabled
    )


def joker_select(
    gid: int, version: int, move: MoveView, value: int, lang: str, disabled: bool = False
) -> JokerSelect:
    """One select per joker move, listing exactly the values the rules allow (R7)."""
    pair = len(move.cards) == 2
    options = []
    for v in move.values:
        total = 2 * v if pair else v
        doubles = value and total == value
        label = (
            t("move.joker_doubles", lang, value=v, result=2 * value)
            if doubles
            else t("move.joker_value", lang, value=v)
        )
        options.append(discord.SelectOption(label=label, value=str(v)))
    return JokerSelect(
        gid,
        version,
        "JJ" if pair else "J",
        placeholder=t("move.jokers" if pair else "move.joker", lang),
        options=options,
        min_values=1,
        max_values=1,
        disabled=disabled,
    )
