"""``/dobro learn``: a private tutorial per game, and first contact with newcomers.

Thin by design: the teaching service (``teaching``) keeps each person's place and judges every
move with the game's engine; this cog draws a step and hands clicks over.

A step is one private message: the lesson and the step's words, the table as the game's
renderer draws it (the tutorial's fixed deal, the others' moves in its log), the learner's hand
as the renderer draws it, tempting moves the engine will refuse, and *Restart the lesson*. The
renderer draws the hand with the tutorial's controls (``TutorialControls``, a
``cogs.games.Controls``): each has the table control's label and its legal action's index,
under a tutorial id that survives restarts::

    dobro:l:<game>:<step>:m<index>   a move (its index in the learner's legal actions)
    dobro:l:<game>:<step>:j<index>   a move taking a number (the select's value)
    dobro:l:<game>:<step>:c<index>   a claim in a race (its race action: Dobble's symbol)
    dobro:l:<game>:<step>:f          a focus select (Ten: the card, then its ways of playing)
    dobro:l:<game>:<step>:t<index>   a tempting move of the script
    dobro:l:<game>:<step>:n          Next (a step to read)
    dobro:l:<game>:<step>:r          Restart the lesson (at the end: start again)
    dobro:l:<game>:0:s               open the tutorial where it was left (the list's buttons)
    dobro:l:<game>:<step>:p|o        the end: a practice game in a thread, a table here
    dobro:l:<game>:<step>:x<index>   a greyed-out play (never enabled)

A click drawn for another step than the learner's shows where they are.

A renderer may draw a tutorial's controls itself (``Renderer.tutorial_controls``: Dobble's
cards in play as emoji lines and its claim buttons, which a table shows on its board only once
a stage's Go is posted), with the same tutorial controls.
"""

from __future__ import annotations

import asyncio
import logging
import re
from typing import Any, cast

import discord
from discord import app_commands

import faces
import locales
from cogs import (
    DobroCog,
    answer_in_time,
    cards_as_words,
    on_private_message,
    show_privately,
)
from cogs.app import DobroClient, client_of, data_of
from cogs.errors import DobroError, handle_interaction_error
from cogs.games import Controls, renderer
from cogs.i18n import L, interaction_language, t
from cogs.table import render as ui
from cogs.table.commands import Play
from cogs.table.race import claim_note
from games.protocol import is_race
from storage import GameStatus, Seat
from tables import ClaimAnswer, Table, TableSettings, TableView
from teaching import Choice, Tutorial, TutorialError, TutorialService
from teaching import games as tutorial_games

_log = logging.getLogger(__name__)

COLOUR_LEARN = 0x9B59B6
#: Seconds a hand waits for first contact's answer (a hand must be answered within 3 s).
FIRST_CONTACT_WITHIN = 0.5
#: The tutorial's own ids (see the module's docstring).
LEARN_ID = r"dobro:l:(?P<game>[a-z]+):(?P<step>\d{1,3}):(?P<what>[a-z])(?P<index>\d{0,3})"


def learn_id(game: str, step: int, what: str, index: int | str = "") -> str:
    return f"dobro:l:{game}:{step}:{what}{index}"


class LearnControl(discord.ui.DynamicItem[discord.ui.Item[Any]], template=LEARN_ID):
    """Any control of a tutorial step (a button or a select): its id says what it stands for."""

    def __init__(self, item: discord.ui.Item[Any]) -> None:
        super().__init__(item)
        found = re.fullmatch(LEARN_ID, str(getattr(item, "custom_id", "")))
        assert found is not None
        self.game, self.step = found["game"], int(found["step"])
        self.what, self.index = found["what"], int(found["index"] or 0)

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> LearnControl:
        return cls(item)

    async def callback(self, interaction: discord.Interaction) -> None:
        cog = client_of(interaction).get_cog("Learn")
        values = data_of(interaction).get("values") or []
        value = str(values[0]) if values else None
        try:
            if not isinstance(cog, Learn):
                raise RuntimeError("the Learn cog is not loaded")
            await cog.on_control(interaction, self.game, self.step, self.what, self.index, value)
        except Exception as exc:
            await handle_interaction_error(interaction, exc)


def button(
    game: str,
    step: int,
    what: str,
    label: str,
    style: discord.ButtonStyle = discord.ButtonStyle.secondary,
    index: int | str = "",
) -> LearnControl:
    return LearnControl(
        discord.ui.Button(
            custom_id=learn_id(game, step, what, index), label=label[:80], style=style
        )
    )


class TutorialControls:
    """A tutorial step's controls (``cogs.games.Controls``): what the renderer draws a hand
    with in a lesson. Each is a ``LearnControl`` of this step; a greyed-out play, a table's
    button and a number asked in a modal (none in a lesson) are greyed out."""

    def __init__(self, game: str, step: int) -> None:
        self.game, self.step = game, step

    def _button(self, what: str, index: int | str, **button: Any) -> LearnControl:
        custom_id = learn_id(self.game, self.step, what, index)
        return LearnControl(discord.ui.Button(custom_id=custom_id, **button))

    def move_button(
        self,
        gid: int,
        version: int,
        index: int,
        label: str,
        style: discord.ButtonStyle,
        *,
        preview: bool = False,
        emoji: discord.PartialEmoji | None = None,
    ) -> discord.ui.Item[Any]:
        what = "x" if preview else "m"
        return self._button(
            what, index, label=label[:80], style=style, emoji=emoji, disabled=preview
        )

    def param_select(
        self,
        gid: int,
        version: int,
        index: int,
        options: list[tuple[str, int]],
        placeholder: str,
        *,
        preview: bool = False,
    ) -> discord.ui.Item[Any]:
        select: discord.ui.Select[Any] = discord.ui.Select(
            custom_id=learn_id(self.game, self.step, "x" if preview else "j", index),
            placeholder=placeholder,
            options=[discord.SelectOption(label=label[:100], value=str(v)) for label, v in options],
            min_values=1,
            max_values=1,
            disabled=preview,
        )
        return LearnControl(select)

    def number_button(
        self, gid: int, version: int, index: int, low: int, high: int, label: str
    ) -> discord.ui.Item[Any]:
        return self._button("x", index, label=label[:80], disabled=True)

    def focus_select(
        self,
        gid: int,
        version: int,
        options: list[tuple[str, str]],
        placeholder: str,
        *,
        current: str | None = None,
        slot: int | None = None,
    ) -> discord.ui.Item[Any]:
        select: discord.ui.Select[Any] = discord.ui.Select(
            custom_id=learn_id(self.game, self.step, "f"),
            placeholder=placeholder[:150],
            options=[
                discord.SelectOption(label=label[:100], value=key, default=key == current)
                for label, key in options
            ],
            min_values=1,
            max_values=1,
        )
        return LearnControl(select)

    def claim_button(
        self,
        gid: int,
        stage: int,
        seen: int,
        index: int,
        emoji: str,
        *,
        disabled: bool = False,
        label: str | None = None,
    ) -> discord.ui.Item[Any]:
        return self._button(
            "c",
            index,
            emoji=discord.PartialEmoji(name=emoji),
            label=label,
            style=discord.ButtonStyle.secondary,
            disabled=disabled,
        )

    def table_button(
        self,
        gid: int,
        what: str,
        label: str,
        style: discord.ButtonStyle = discord.ButtonStyle.secondary,
        disabled: bool = False,
        *,
        version: int | None = None,
    ) -> discord.ui.Item[Any]:
        return self._button("x", "", label=label[:80], style=style, disabled=True)


# ------------------------------------------------------------------------------------------------
# Drawing a step


def frame_table(tut: Tutorial, user_id: int, lang: str) -> TableView:
    """The step's game as a table the renderer can draw (never stored, never registered): the
    learner's seat is theirs, the others are computers; no hints (the lesson is the hint)."""
    course, frame = tut.course, tut.frame
    players = course.rules.players(frame.state)
    seats = [
        Seat.human(i, user_id, name) if i == frame.seat else Seat.ai(i, name, "normal")
        for i, name in enumerate(players)
    ]
    settings = TableSettings(seats=len(seats), game=course.game, lang=lang, timer=None, hints=False)
    table = Table(0, 0, 0, user_id, settings, seats, GameStatus.ACTIVE, state=frame.state)
    table.events.extend(frame.events)
    return table.snapshot()


def table_items(table: TableView, lang: str, controls: Controls) -> list[discord.ui.Item[Any]]:
    """The renderer's public table without its buttons, titled as a practice deal."""
    drawn = renderer(table.settings.game).game_view(table, lang, controls)
    heading = ui.title(table, lang)
    practice = t("learn.table", lang, game=ui.game_name(table.settings.game, lang))
    count = str(getattr(ui.moves_item(table, lang), "content", ""))  # none in a tutorial
    out: list[discord.ui.Item[Any]] = []
    for item in ui.without_controls(drawn):
        if isinstance(item, discord.ui.TextDisplay):
            content = str(item.content)
            if content == count:
                continue
            if heading in content:
                item = discord.ui.TextDisplay(content.replace(heading, practice, 1))
        out.append(item)
    return out


def hand_items(
    tut: Tutorial, table: TableView, lang: str, focus: str | None, controls: Controls
) -> list[discord.ui.Item[Any]]:
    """The renderer's hand for the learner (or its ``tutorial_controls``), drawn with the
    tutorial's controls."""
    name = table.seats[tut.frame.seat].name
    drawer = renderer(tut.course.game)
    own = drawer.tutorial_controls(table, name, lang, controls)
    if own is not None:
        return [discord.ui.Container(*own, accent_colour=ui.COLOUR_PLAY)]
    return list(drawer.hand_view(table, name, lang, controls, focus=focus).children)


def _race_note(tut: Tutorial, lang: str) -> str | None:
    """What a table would answer a race's claim that was not the step's (wrong and locked
    out, H13 in Dobble): the engine's outcome, in the table's own words."""
    said = tut.feedback
    rules = tut.course.rules
    if said is None or not said.events or not is_race(rules):
        return None
    outcome = cast(Any, rules).race_outcome(list(said.events))
    if outcome not in ("wrong", "locked"):
        return None
    return claim_note(ClaimAnswer(outcome, said.events), lang)


def _feedback(tut: Tutorial, lang: str) -> str | None:
    said = tut.feedback
    if said is None:
        return None
    if said.kind == "right":
        return t("learn.right", lang, why=t(said.key, lang)) if said.key else None
    if said.kind == "refused":
        return t("learn.refused", lang, why=said.error.text(lang))
    if said.kind == "wrong":
        key = said.key if said.key and locales.has(said.key) else "learn.wrong"
        note = _race_note(tut, lang)
        if note is not None:  # the table's own line (it says ❌), then the step's
            return f"{note}\n{t(key, lang)}"
        return t("learn.refused", lang, why=t(key, lang))
    if said.kind == "stale":
        return t("learn.stale", lang)
    if said.kind == "restarted":
        return t("learn.restarted", lang)
    return None


def tutorial_view(
    tut: Tutorial, user_id: int, lang: str, focus: str | None = None
) -> discord.ui.LayoutView:
    """One step of a tutorial (or its end), privately."""
    course, frame = tut.course, tut.frame
    game, step = course.game, frame.number
    name = ui.game_name(game, lang)
    table = frame_table(tut, user_id, lang)
    feedback = _feedback(tut, lang)
    view = discord.ui.LayoutView(timeout=None)
    if tut.done:
        heading = f"### {t('learn.done_title', lang, game=name)}"
        words = "\n\n".join(
            [
                t(f"learn.{game}.done", lang),
                t(
                    "learn.done",
                    lang,
                    steps=course.steps,
                    mistakes=t("learn.mistakes", lang, n=tut.mistakes),
                ),
                t("learn.done_next", lang),
            ]
        )
    else:
        lesson = t(f"learn.{game}.lesson.{course.lessons[frame.lesson]}", lang)
        heading = f"### {t('learn.title', lang, game=name, lesson=lesson)}\n-# " + t(
            "learn.step", lang, n=step + 1, total=course.steps
        )
        words = t(f"learn.{game}.{frame.key}", lang)
    top: list[discord.ui.Item[Any]] = [discord.ui.TextDisplay(heading)]
    if feedback:
        top.append(discord.ui.TextDisplay(feedback))
    top += [discord.ui.Separator(), discord.ui.TextDisplay(words)]
    view.add_item(discord.ui.Container(*top, accent_colour=COLOUR_LEARN))
    controls = TutorialControls(game, step)
    if not tut.done:
        drawn = table_items(table, lang, controls)
        view.add_item(discord.ui.Container(*drawn, accent_colour=ui.COLOUR_PLAY))
    if not frame.reading:
        for item in hand_items(tut, table, lang, focus, controls):
            view.add_item(item)
    bottom: list[discord.ui.Item[Any]] = []
    if frame.tries:
        tries = [
            button(
                game,
                step,
                "t",
                t(f"learn.{game}.try.{tried.label}", lang, **tried.args),
                index=i,
            )
            for i, tried in enumerate(frame.tries)
        ]
        bottom += [discord.ui.TextDisplay(t("learn.tempting", lang)), *ui.rows(list(tries))]
    if tut.done:
        row = [
            button(game, step, "p", t("learn.practice", lang), discord.ButtonStyle.success),
            button(game, step, "o", t("learn.table_here", lang), discord.ButtonStyle.primary),
            button(game, step, "r", t("learn.again", lang)),
        ]
    else:
        row = []
        if frame.reading:
            row.append(button(game, step, "n", t("learn.next", lang), discord.ButtonStyle.primary))
        row.append(button(game, step, "r", t("learn.restart", lang)))
    bottom.append(discord.ui.ActionRow(*row))
    view.add_item(discord.ui.Container(*bottom, accent_colour=COLOUR_LEARN))
    return view


def menu_view(standings: list[Any], lang: str) -> discord.ui.LayoutView:
    """Every tutorial with the learner's place in it, a button each."""
    lines = []
    buttons = []
    for s in standings:
        name = ui.game_name(s.game, lang)
        if s.finished:
            state = t("learn.menu_done", lang)
        elif s.step:
            state = t("learn.menu_at", lang, n=s.step + 1, steps=s.steps)
        else:
            state = t("learn.menu_new", lang, steps=s.steps)
        lines.append(t("learn.menu_line", lang, game=name, state=state))
        buttons.append(
            button(s.game, 0, "s", t("learn.open", lang, game=name), discord.ButtonStyle.primary)
        )
    view = discord.ui.LayoutView(timeout=None)
    view.add_item(
        discord.ui.Container(
            discord.ui.TextDisplay(f"### {t('learn.menu_title', lang)}"),
            discord.ui.TextDisplay(t("learn.menu_intro", lang)),
            discord.ui.Separator(),
            discord.ui.TextDisplay("\n".join(lines)),
            *ui.rows(list(buttons)),
            accent_colour=COLOUR_LEARN,
        )
    )
    return view


# ------------------------------------------------------------------------------------------------
# The cog

GAME_CHOICES = [
    app_commands.Choice(name=L(f"game.name.{game}"), value=game) for game in tutorial_games()
]


class Learn(DobroCog):
    """``/dobro learn`` and the tutorial's controls; first contact for the table's hands."""

    anywhere = True

    def __init__(self, bot: DobroClient, service: TutorialService) -> None:
        super().__init__(bot)
        self.service = service

    async def cog_load(self) -> None:
        self.bot.add_dynamic_items(LearnControl)

    async def cog_unload(self) -> None:
        self.bot.remove_dynamic_items(LearnControl)

    @app_commands.command(name=L("cmd.learn.name"), description=L("cmd.learn.description"))
    @app_commands.rename(game=L("cmd.option.game"))
    @app_commands.describe(game=L("cmd.learn.game.description"))
    @app_commands.choices(game=GAME_CHOICES)
    async def learn(self, interaction: discord.Interaction, game: str | None = None) -> None:
        """A game's tutorial where the learner left it; without a game, the list of them."""
        lang = interaction_language(interaction)
        user = interaction.user
        if game is None:
            standings, deferred = await answer_in_time(interaction, self.service.standings(user.id))
            view = menu_view(standings, lang)
        else:
            tut, deferred = await answer_in_time(
                interaction, self._call(self.service.open(user.id, user.display_name, game))
            )
            with faces.as_words(await cards_as_words(self.bot, user.id)):
                view = tutorial_view(tut, user.id, lang)
        await self._send(interaction, view, deferred, edit=False)

    async def on_control(
        self,
        interaction: discord.Interaction,
        game: str,
        step: int,
        what: str,
        index: int,
        value: str | None,
    ) -> None:
        """A tutorial control: judge it (or move, restart, open) and show the step now."""
        lang = interaction_language(interaction)
        user = interaction.user
        service = self.service
        if what in ("p", "o"):
            await self._practice(interaction, game, here=what == "o")
            return
        focus = None
        if what == "m":
            work = service.answer(user.id, user.display_name, game, step, Choice("move", index))
        elif what == "c":
            work = service.answer(user.id, user.display_name, game, step, Choice("claim", index))
        elif what == "j":
            param = int(value) if value is not None and re.fullmatch(r"[0-9]{1,3}", value) else None
            choice = Choice("move", index, param)
            work = service.answer(user.id, user.display_name, game, step, choice)
        elif what == "t":
            work = service.answer(user.id, user.display_name, game, step, Choice("try", index))
        elif what == "n":
            work = service.answer(user.id, user.display_name, game, step, Choice("next"))
        elif what == "r":
            work = service.restart_lesson(user.id, user.display_name, game, step)
        else:  # s (open), f (a focus), x (a greyed-out play), anything older: where they are
            work = service.open(user.id, user.display_name, game)
        tut, deferred = await answer_in_time(interaction, self._call(work))
        if what == "f" and tut.frame.number == step and value and len(value) <= 40:
            focus = value
        with faces.as_words(await cards_as_words(self.bot, user.id)):
            view = tutorial_view(tut, user.id, lang, focus)
        await self._send(interaction, view, deferred)

    async def first_contact(
        self, user_id: int, table: Table, view: discord.ui.LayoutView, lang: str
    ) -> None:
        """A newcomer's first hand at a table gets one line on how to learn (once ever: see
        ``TutorialService.greet``). A failure or a slow database never holds a hand back."""
        try:
            # Shielded: given up on here, the check still ends (and is remembered) on its own;
            # a write cut short would be written again at the next hand.
            greet = await asyncio.wait_for(
                asyncio.shield(self.service.greet(user_id)), FIRST_CONTACT_WITHIN
            )
        except TimeoutError:  # a busy database: the hand goes first, the line another time
            return
        except Exception:
            _log.exception("First contact failed for user %s", user_id)
            return
        if not greet:
            return
        hints = "yes" if ui.offers_hints(table) else "no"
        name = ui.game_name(table.settings.game, lang)
        line = "-# " + t("learn.first_contact", lang, game=name, hints=hints)
        container = next((c for c in view.children if isinstance(c, discord.ui.Container)), None)
        if container is not None:
            container.add_item(discord.ui.TextDisplay(line))

    # ------------------------------------------------------------------ helpers

    @staticmethod
    async def _call(work: Any) -> Tutorial:
        try:
            result: Tutorial = await work
        except TutorialError as exc:
            raise DobroError(f"learn.error.{exc.code}") from None
        return result

    async def _send(
        self,
        interaction: discord.Interaction,
        view: discord.ui.LayoutView,
        deferred: bool,
        *,
        edit: bool = True,
    ) -> None:
        """Show ``view`` privately: in place of the tutorial message a control is on, else as
        a new private message."""
        in_place = edit and on_private_message(interaction)
        await show_privately(interaction, view, deferred, in_place=in_place)

    async def _practice(self, interaction: discord.Interaction, game: str, *, here: bool) -> None:
        """The end of a tutorial: a real game. ``here``: a table in this channel that others
        may join (the learner hosts its lobby); else a game against the computer at once, in
        a thread of the learner's own (where threads can be made), without a turn timer."""
        play = self.bot.get_cog("Play")
        tables = self.bot.tables
        if not isinstance(play, Play) or tables is None:
            raise DobroError("table.error.no_table")
        try:
            seats = len(self.service.course(game).players)
        except TutorialError as exc:
            raise DobroError(f"learn.error.{exc.code}") from None
        user = interaction.user
        if here:
            await play.new(interaction, seats=seats, game=game)
            return
        await play.new(interaction, seats=seats, game=game, thread=True, timer=0)
        mine = [
            table
            for table in tables.tables.values()
            if table.host_id == user.id
            and table.status is GameStatus.LOBBY
            and table.settings.game == game
        ]
        if not mine:
            return
        table = max(mine, key=lambda x: x.game_id)
        for _ in range(seats - len(table.seats)):
            await tables.add_computer(table.game_id, user.id, "normal")
        await tables.start(table.game_id, user.id)
        _log.info("Practice table %s opened for user %s", table.game_id, user.id)


async def setup(bot: DobroClient) -> None:
    """Extension entry point: the tutorial service comes from the composition root."""
    service = bot.learning
    if service is None:
        raise RuntimeError("cogs.learn needs the tutorial service that bot.py builds")
    await bot.add_cog(Learn(bot, service))
