"""The bot's buttons and selects as dynamic items: their custom ids carry the table id (and the
state version for moves), so they work after a restart and a stale click is recognised.

    dobro:t:<table>:<what>[:<version>]   table and lobby buttons (join, start, hand, oubli…)
    dobro:m:<table>:<version>:<index>    a move of a hand: the index in the presser's legal
                                         actions at that version (the game's order)
    dobro:j:<table>:<version>:<index>    an action taking a number (a joker's value, an
                                         amount): the select's value is that number
    dobro:v:<table>:<version>:<index>    a greyed-out play (disabled button) while waiting
    dobro:w:<table>:<version>:<index>    a greyed-out select
    dobro:f:<table>:<version>[:<slot>]   a hand's focus: the select's value is a focus key the
                                         game's renderer chose (a card, say); the presser's
                                         hand is redrawn narrowed to it, nothing is played
    dobro:n:<table>:<version>:<index>:<low>:<high>
                                         an action taking a number from a range too long for
                                         a select (Discord lists 25 options): opens a modal
    dobro:nm:<table>:<version>:<index>:<low>:<high>
                                         that modal: its text input is the number (answered by
                                         the play cog's ``on_interaction``, so it works after a
                                         restart and keeps nothing in memory)
    dobro:r:<game>:<page>                a page of a game's rules (dobro:r:<page>: Dobro's)
    dobro:c:<table>:<stage>:<seen>:<i>   a claim in a race (cogs.table.race): its time is the
                                         click's own id, the service resolves it
    dobro:p:<game>:<step>:<tag>          a step of a finished game's replay (dobro:ps:<game>:
                                         the select of its rounds), answered by cogs.replay

Nothing is decoded into a move here: the table service looks the index up in the engine's legal
moves under the table's lock, and the engine checks a declared value. Callbacks only parse and
hand over to the play cog (``interaction.client.get_cog("Play")``).
"""

from __future__ import annotations

import contextlib
import re
import weakref
from typing import Any, Protocol, TypeGuard, runtime_checkable

import discord

from cogs.app import client_of, data_of
from cogs.errors import handle_interaction_error
from cogs.table.control_item import CONTROLS, Control
from tables import Table, TableService

#: The table buttons the play cog knows (and ``ai_<level>``, one per computer level, and
#: ``p_<key>``, a game's public control); any other ``what`` is answered as out of date.
TABLE_ACTIONS = frozenset(
    {
        "join",
        "leave",
        "quit",
        "start",
        "cancel",
        "hand",
        "oubli",
        "back",
        "rules",
        "again",
        "hurry",
        "resume",
        "accept",
        "decline",
        "hint",
    }
)


async def _handled(interaction: discord.Interaction, call: Any, gid: int | None = None) -> None:
    """Dynamic items live in throwaway views: send their errors to the one handler ourselves.
    A control of table ``gid``: its writer waits for this answer, then rides on its token
    (``cogs.table.writer.Writers.click``, #35)."""
    cog = client_of(interaction).get_cog("Play")
    writers = cog.writers if gid is not None and is_play_cog(cog) else None
    clicking = writers.click(interaction, gid) if writers is not None else contextlib.nullcontext()
    async with clicking as answer:
        try:
            await call
        except Exception as exc:
            if answer is not None:
                answer.failed = True
            await handle_interaction_error(interaction, exc)


@runtime_checkable
class PlayCog(Protocol):
    """What the table's controls call on the play cog (``cogs.table.commands.Play``, which
    imports them: it is reached through the bot, never imported here)."""

    service: TableService
    writers: Any

    async def on_table_button(
        self, interaction: discord.Interaction, gid: int, what: str
    ) -> None: ...

    async def on_move(
        self,
        interaction: discord.Interaction,
        gid: int,
        version: int,
        index: int,
        declared: int | None,
        *,
        joker: bool = False,
    ) -> None: ...

    async def on_number_button(
        self,
        interaction: discord.Interaction,
        gid: int,
        version: int,
        index: int,
        low: int,
        high: int,
    ) -> None: ...

    async def on_focus(
        self, interaction: discord.Interaction, gid: int, version: int, key: str | None
    ) -> None: ...

    async def on_out_of_date(self, interaction: discord.Interaction, gid: int) -> None: ...

    async def wake(self, interaction: discord.Interaction, table: Table) -> None: ...

    async def on_rules_page(
        self, interaction: discord.Interaction, game: str, page: int
    ) -> None: ...

    async def show_board(self, interaction: discord.Interaction, table: Table) -> None: ...

    async def show_panel(
        self, interaction: discord.Interaction, table: Table, note: str | None
    ) -> None: ...


@runtime_checkable
class ReplayCog(Protocol):
    """What a replay's controls call on the replay cog (``cogs.replay.Replay``)."""

    async def show(self, interaction: discord.Interaction, gid: int, step: int) -> None: ...


#: Cogs found to be play cogs: the check against a runtime protocol with data members is a
#: full attribute walk (tens of µs on Python 3.11), and it was made on every click (#35).
_PLAY_COGS: weakref.WeakSet[Any] = weakref.WeakSet()


def is_play_cog(cog: object) -> TypeGuard[PlayCog]:
    """``isinstance(cog, PlayCog)``, checked once per cog object (a loaded cog keeps its
    attributes; one reloaded is a new object, checked again)."""
    if cog is None:
        return False
    if cog in _PLAY_COGS:
        return True
    if not isinstance(cog, PlayCog):
        return False
    _PLAY_COGS.add(cog)
    return True


def play_cog(interaction: discord.Interaction) -> PlayCog:
    """The play cog, which owns the tables' writers: where every table control's click goes."""
    cog = client_of(interaction).get_cog("Play")
    if not is_play_cog(cog):
        raise RuntimeError("the Play cog is not loaded")
    return cog


class TableButton(
    Control,
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"dobro:t:(?P<gid>\d+):(?P<what>[a-z_]+)(?::(?P<ver>\d+))?",
):
    def __init__(self, gid: int, what: str, version: int | None = None, **button: Any) -> None:
        custom_id = f"dobro:t:{gid}:{what}" + (f":{version}" if version is not None else "")
        super().__init__(discord.ui.Button(custom_id=custom_id, **button))
        self.gid, self.what, self.version = gid, what, version

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> TableButton:
        ver = match["ver"]
        return cls(int(match["gid"]), match["what"], int(ver) if ver is not None else None)

    async def callback(self, interaction: discord.Interaction) -> None:
        await _handled(
            interaction,
            play_cog(interaction).on_table_button(interaction, self.gid, self.what),
            gid=self.gid,
        )


class MoveButton(
    Control,
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"dobro:m:(?P<gid>\d+):(?P<ver>\d+):(?P<index>\d{1,3})",
):
    def __init__(self, gid: int, version: int, index: int, **button: Any) -> None:
        super().__init__(discord.ui.Button(custom_id=f"dobro:m:{gid}:{version}:{index}", **button))
        self.gid, self.version, self.index = gid, version, index

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> MoveButton:
        return cls(int(match["gid"]), int(match["ver"]), int(match["index"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        await _handled(
            interaction,
            play_cog(interaction).on_move(interaction, self.gid, self.version, self.index, None),
            gid=self.gid,
        )


class ParamSelect(
    Control,
    discord.ui.DynamicItem[discord.ui.Select[Any]],
    template=r"dobro:j:(?P<gid>\d+):(?P<ver>\d+):(?P<index>\d{1,3})",
):
    """An action that takes a number: the chosen option's value is it."""

    def __init__(self, gid: int, version: int, index: int, **select: Any) -> None:
        super().__init__(discord.ui.Select(custom_id=f"dobro:j:{gid}:{version}:{index}", **select))
        self.gid, self.version, self.index = gid, version, index

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> ParamSelect:
        return cls(int(match["gid"]), int(match["ver"]), int(match["index"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        values = data_of(interaction).get("values") or []
        # A number: ASCII digits ("²".isdigit(), yet int() refuses it).
        value = str(values[0]) if values else ""
        declared = int(value) if re.fullmatch(r"[0-9]{1,3}", value) else None
        await _handled(
            interaction,
            play_cog(interaction).on_move(
                interaction, self.gid, self.version, self.index, declared, joker=True
            ),
            gid=self.gid,
        )


class NumberButton(
    Control,
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=(
        r"dobro:n:(?P<gid>\d+):(?P<ver>\d+):(?P<index>\d{1,3}):(?P<low>\d{1,4}):(?P<high>\d{1,4})"
    ),
):
    """An action that takes a number from a range longer than a select lists: a modal asks
    for the number (``number_modal``); the engine checks it like a select's value."""

    def __init__(
        self, gid: int, version: int, index: int, low: int, high: int, **button: Any
    ) -> None:
        custom_id = f"dobro:n:{gid}:{version}:{index}:{low}:{high}"
        super().__init__(discord.ui.Button(custom_id=custom_id, **button))
        self.gid, self.version, self.index, self.low, self.high = gid, version, index, low, high

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> NumberButton:
        return cls(*(int(match[k]) for k in ("gid", "ver", "index", "low", "high")))

    async def callback(self, interaction: discord.Interaction) -> None:
        await _handled(
            interaction,
            play_cog(interaction).on_number_button(
                interaction, self.gid, self.version, self.index, self.low, self.high
            ),
            gid=self.gid,
        )


#: The number modal's custom id (``number_modal``): its submit reaches the play cog's
#: ``on_interaction`` (a modal is no dynamic item).
NUMBER_MODAL = re.compile(
    r"dobro:nm:(?P<gid>\d+):(?P<ver>\d+):(?P<index>\d{1,3}):(?P<low>\d{1,4}):(?P<high>\d{1,4})"
)
#: The custom id of the number modal's text input.
NUMBER_INPUT = "number"


def number_modal(
    gid: int, version: int, index: int, low: int, high: int, title: str, label: str
) -> discord.ui.Modal:
    """The modal of a ``NumberButton``: one short text input for the number."""
    modal = discord.ui.Modal(
        title=title[:45], custom_id=f"dobro:nm:{gid}:{version}:{index}:{low}:{high}"
    )
    modal.add_item(
        discord.ui.Label(
            text=label[:45],
            component=discord.ui.TextInput(
                custom_id=NUMBER_INPUT,
                style=discord.TextStyle.short,
                min_length=1,
                max_length=4,
                placeholder=f"{low}–{high}",
            ),
        )
    )
    return modal


def modal_number(data: Any) -> str:
    """The text typed in a number modal's input (a submit's ``data``), "" if none."""
    stack = list((data or {}).get("components") or [])
    while stack:
        item = stack.pop()
        if not isinstance(item, dict):
            continue
        if item.get("custom_id") == NUMBER_INPUT:
            return str(item.get("value") or "")
        stack.extend(item.get("components") or [])
        if isinstance(item.get("component"), dict):
            stack.append(item["component"])
    return ""


#: A focus key as a renderer writes it (a card's name, a target): short, plain characters.
FOCUS_KEY = re.compile(r"[A-Za-z0-9_.+-]{1,40}")


class FocusSelect(
    Control,
    discord.ui.DynamicItem[discord.ui.Select[Any]],
    template=r"dobro:f:(?P<gid>\d+):(?P<ver>\d+)(?::(?P<slot>\d{1,2}))?",
):
    """Narrows a hand before acting (a two-step choice: first the card, then how to play it):
    the chosen option's value is a focus key, and the presser's hand is redrawn with it
    (``Renderer.hand_view(..., focus=key)``). It plays nothing; the actions drawn then are
    ordinary move controls, each carrying its legal action's index. ``slot`` tells apart two
    focus selects on one hand (custom ids are unique per message)."""

    def __init__(self, gid: int, version: int, slot: int | None = None, **select: Any) -> None:
        custom_id = f"dobro:f:{gid}:{version}" + (f":{slot}" if slot is not None else "")
        super().__init__(discord.ui.Select(custom_id=custom_id, **select))
        self.gid, self.version, self.slot = gid, version, slot

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> FocusSelect:
        slot = match["slot"]
        return cls(int(match["gid"]), int(match["ver"]), int(slot) if slot is not None else None)

    async def callback(self, interaction: discord.Interaction) -> None:
        values = data_of(interaction).get("values") or []
        value = str(values[0]) if values else ""
        key = value if FOCUS_KEY.fullmatch(value) else None
        await _handled(
            interaction,
            play_cog(interaction).on_focus(interaction, self.gid, self.version, key),
            gid=self.gid,
        )


class PreviewButton(
    Control,
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"dobro:v:(?P<gid>\d+):(?P<ver>\d+):(?P<index>\d{1,3})",
):
    """A greyed-out play: never enabled, so a press means a forged or broken client."""

    def __init__(self, gid: int, version: int, index: int, **button: Any) -> None:
        super().__init__(discord.ui.Button(custom_id=f"dobro:v:{gid}:{version}:{index}", **button))
        self.gid = gid

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> PreviewButton:
        return cls(int(match["gid"]), int(match["ver"]), int(match["index"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        await _handled(
            interaction, play_cog(interaction).on_out_of_date(interaction, self.gid), gid=self.gid
        )


class PreviewSelect(
    Control,
    discord.ui.DynamicItem[discord.ui.Select[Any]],
    template=r"dobro:w:(?P<gid>\d+):(?P<ver>\d+):(?P<index>\d{1,3})",
):
    """A greyed-out joker play (a disabled select)."""

    def __init__(self, gid: int, version: int, index: int, **select: Any) -> None:
        super().__init__(discord.ui.Select(custom_id=f"dobro:w:{gid}:{version}:{index}", **select))
        self.gid = gid

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> PreviewSelect:
        return cls(int(match["gid"]), int(match["ver"]), int(match["index"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        await _handled(
            interaction, play_cog(interaction).on_out_of_date(interaction, self.gid), gid=self.gid
        )


class RulesButton(
    Control,
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"dobro:r:(?:(?P<game>[a-z]+):)?(?P<page>\d+)",
):
    def __init__(self, game: str, page: int, **button: Any) -> None:
        custom_id = f"dobro:r:{page}" if game == "dobro" else f"dobro:r:{game}:{page}"
        super().__init__(discord.ui.Button(custom_id=custom_id, **button))
        self.game, self.page = game, page

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> RulesButton:
        return cls(match["game"] or "dobro", int(match["page"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        await _handled(
            interaction, play_cog(interaction).on_rules_page(interaction, self.game, self.page)
        )


def control_of(interaction: discord.Interaction) -> tuple[Any, re.Match[str]] | None:
    """The table control a component interaction's custom id is (its class and the match of
    its template), if any."""
    if interaction.type is not discord.InteractionType.component:
        return None
    custom_id = str(data_of(interaction).get("custom_id", ""))
    if not custom_id.startswith("dobro:"):
        return None
    for item in CONTROLS:
        found = item.PATTERN.fullmatch(custom_id)
        if found is not None:
            return item, found
    return None


async def dispatch(interaction: discord.Interaction) -> bool:
    """Answer a click of a table control (issue 35): its class reads the custom id, its
    callback answers. discord.py's dynamic items would first rebuild the whole clicked message
    as view objects to find the item (``View.from_message``: a third of a click's CPU on a
    busy bot); ours need nothing but the custom id and the interaction's data, and check
    everything themselves (a forged id is answered as out of date). False: not one of them."""
    found = control_of(interaction)
    if found is None:
        return False
    kind, match = found
    item = await kind.from_custom_id(interaction, None, match)
    await item.callback(interaction)
    return True


def has_handler(client: discord.Client, interaction: discord.Interaction) -> bool:
    """Whether an item of the bot answers this component or modal interaction: a table
    control (``dispatch``), a dynamic item whose template matches its custom id, or a view
    waiting for it. discord.py drops any other silently, and the player would see "This
    interaction failed"."""
    data: Any = interaction.data or {}
    custom_id = str(data.get("custom_id", ""))
    store = client._connection._view_store  # discord.py's registry (pinned in requirements)
    if interaction.type is discord.InteractionType.modal_submit:
        return custom_id in store._modals
    if control_of(interaction) is not None:
        return True
    if any(pattern.fullmatch(custom_id) for pattern in store._dynamic_items):
        return True
    key = (data.get("component_type"), custom_id)
    message_id = interaction.message.id if interaction.message else None
    return any(key in store._views.get(at, {}) for at in (message_id, None))


# A finished game's replay (``cogs.replay``, which registers them): dobro:p:<game>:<step>:<tag>
# steps through it, dobro:ps:<game> jumps to a round.


async def _replay(interaction: discord.Interaction, gid: int, step: int) -> None:
    """A replay control's click: the replay cog shows that step (``cogs.replay``)."""
    try:
        cog = client_of(interaction).get_cog("Replay")
        if not isinstance(cog, ReplayCog):
            raise RuntimeError("the Replay cog is not loaded")
        await cog.show(interaction, gid, step)
    except Exception as exc:
        await handle_interaction_error(interaction, exc)


class ReplayButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"dobro:p:(?P<gid>\d{1,19}):(?P<step>\d{1,5}):(?P<tag>[a-z])",
):
    def __init__(self, gid: int, step: int, tag: str, **button: Any) -> None:
        custom_id = f"dobro:p:{gid}:{step}:{tag}"
        super().__init__(discord.ui.Button(custom_id=custom_id, **button))
        self.gid, self.step = gid, step

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> ReplayButton:
        return cls(int(match["gid"]), int(match["step"]), match["tag"])

    async def callback(self, interaction: discord.Interaction) -> None:
        await _replay(interaction, self.gid, self.step)


class ReplaySelect(
    discord.ui.DynamicItem[discord.ui.Select[Any]], template=r"dobro:ps:(?P<gid>\d{1,19})"
):
    """The rounds of a game: the chosen option's value is the step its round starts at."""

    def __init__(self, gid: int, **select: Any) -> None:
        super().__init__(discord.ui.Select(custom_id=f"dobro:ps:{gid}", **select))
        self.gid = gid

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> ReplaySelect:
        return cls(int(match["gid"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        data: Any = interaction.data or {}
        values = data.get("values") or []
        value = str(values[0]) if values else ""
        step = int(value) if re.fullmatch(r"[0-9]{1,5}", value) else 0
        await _replay(interaction, self.gid, step)


def replay_button(game_id: int, label: str) -> ReplayButton:
    """The *Replay* button of a results message: the game from its deal, privately."""
    return ReplayButton(game_id, 0, "o", label=label, style=discord.ButtonStyle.secondary)


DYNAMIC_ITEMS = (
    TableButton,
    MoveButton,
    ParamSelect,
    FocusSelect,
    PreviewButton,
    PreviewSelect,
    RulesButton,
    NumberButton,
)


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
    index: int,
    label: str,
    style: discord.ButtonStyle,
    *,
    preview: bool = False,
    emoji: discord.PartialEmoji | None = None,
) -> discord.ui.DynamicItem[Any]:
    """A hand's move (its index in the legal moves), or a greyed-out play while waiting; with
    the card's face when the bot has card emojis."""
    kind = PreviewButton if preview else MoveButton
    return kind(gid, version, index, label=label[:80], style=style, disabled=preview, emoji=emoji)


def param_select(
    gid: int,
    version: int,
    index: int,
    options: list[tuple[str, int]],
    placeholder: str,
    *,
    preview: bool = False,
) -> discord.ui.DynamicItem[Any]:
    """One select for an action taking a number, listing exactly the numbers the rules allow
    (``options``: label, value), or greyed out while waiting."""
    kind = PreviewSelect if preview else ParamSelect
    return kind(
        gid,
        version,
        index,
        placeholder=placeholder,
        options=[discord.SelectOption(label=label[:100], value=str(v)) for label, v in options],
        min_values=1,
        max_values=1,
        disabled=preview,
    )


def number_button(
    gid: int, version: int, index: int, low: int, high: int, label: str
) -> discord.ui.DynamicItem[Any]:
    """A button asking, in a modal, for a number from ``low`` to ``high`` (a range longer
    than a select's 25 options)."""
    return NumberButton(
        gid, version, index, low, high, label=label[:80], style=discord.ButtonStyle.secondary
    )


def focus_select(
    gid: int,
    version: int,
    options: list[tuple[str, str]],
    placeholder: str,
    *,
    current: str | None = None,
    slot: int | None = None,
) -> discord.ui.DynamicItem[Any]:
    """A select that narrows the hand (``options``: label, focus key; ``current``: the focus
    shown now, marked as chosen). Picking one redraws the presser's hand with that focus."""
    return FocusSelect(
        gid,
        version,
        slot,
        placeholder=placeholder[:150],
        options=[
            discord.SelectOption(label=label[:100], value=key, default=key == current)
            for label, key in options
        ],
        min_values=1,
        max_values=1,
    )
