"""Tables and play: ``/dobro new|join|leave|start|cancel|kick|export|rules`` and every button.

Thin by design: parse the interaction, call the table service, render. One writer task per table
edits the table message and always renders the latest state, so an older state never replaces a
newer one on screen.
"""

from __future__ import annotations

import asyncio
import contextlib
import io
import json
import logging
import time
import weakref
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

import dobro_rules as dr
from cogs import DobroCog, controls
from cogs import render as ui
from cogs.controls import DYNAMIC_ITEMS, decode_move
from cogs.i18n import L, add_strings, interaction_language, t
from cogs.rules_pages import rules_view
from storage import GameStatus
from tables import DEFAULT_TIMER, TIMER_CHOICES, Table, TableError, TableService, TableSettings

_log = logging.getLogger(__name__)

#: Interaction tokens live 15 minutes; refresh a hand only while well inside that.
HAND_TOKEN_SECONDS = 14 * 60

add_strings(
    {
        "cmd.new.name": {"en": "new", "fr": "nouvelle"},
        "cmd.new.description": {
            "en": "Open a Dobro table in this channel",
            "fr": "Ouvrir une table de Dobro dans ce salon",
        },
        "cmd.new.seats": {"en": "seats", "fr": "places"},
        "cmd.new.seats.description": {
            "en": "How many seats (2 to 6)",
            "fr": "Nombre de places (2 à 6)",
        },
        "cmd.new.variant": {"en": "variant", "fr": "variante"},
        "cmd.new.variant.description": {
            "en": "Standard (3 rounds) or long (one round per player)",
            "fr": "Standard (3 manches) ou longue (une manche par joueur)",
        },
        "cmd.new.drawing": {"en": "drawing", "fr": "pioche"},
        "cmd.new.drawing.description": {
            "en": "Automatic, or manual with the oubli card",
            "fr": "Automatique, ou manuelle avec la carte oubli",
        },
        "cmd.new.timer": {"en": "timer", "fr": "minuteur"},
        "cmd.new.timer.description": {
            "en": "Time per turn; then the computer plays for you (default 2 min)",
            "fr": "Temps par tour ; ensuite l'ordinateur joue pour vous (2 min par défaut)",
        },
        "choice.timer.off": {"en": "off", "fr": "aucun"},
        "choice.timer.30": {"en": "30 seconds", "fr": "30 secondes"},
        "choice.timer.60": {"en": "1 minute", "fr": "1 minute"},
        "choice.timer.120": {"en": "2 minutes", "fr": "2 minutes"},
        "choice.timer.300": {"en": "5 minutes", "fr": "5 minutes"},
        "choice.timer.600": {"en": "10 minutes", "fr": "10 minutes"},
        "cmd.back.name": {"en": "back", "fr": "retour"},
        "cmd.back.description": {
            "en": "Take your seat back from the computer after being away",
            "fr": "Reprendre votre place à l'ordinateur après une absence",
        },
        "cmd.cancel.reason": {"en": "reason", "fr": "raison"},
        "cmd.cancel.reason.description": {
            "en": "Why (required to cancel a game in play; shown on the table)",
            "fr": "Pourquoi (obligatoire pour une partie en cours ; affiché sur la table)",
        },
        "cmd.new.thread": {"en": "thread", "fr": "fil"},
        "cmd.new.thread.description": {
            "en": "Play in a new thread",
            "fr": "Jouer dans un nouveau fil",
        },
        "choice.standard": {"en": "standard", "fr": "standard"},
        "choice.long": {"en": "long", "fr": "longue"},
        "choice.auto": {"en": "automatic", "fr": "automatique"},
        "choice.manual": {"en": "manual", "fr": "manuelle"},
        "cmd.join.name": {"en": "join", "fr": "rejoindre"},
        "cmd.join.description": {
            "en": "Sit at this channel's table",
            "fr": "S'asseoir à la table de ce salon",
        },
        "cmd.leave.name": {"en": "leave", "fr": "quitter"},
        "cmd.leave.description": {
            "en": "Leave this channel's table",
            "fr": "Quitter la table de ce salon",
        },
        "cmd.start.name": {"en": "start", "fr": "lancer"},
        "cmd.start.description": {
            "en": "Deal the cards (host only)",
            "fr": "Distribuer les cartes (hôte seulement)",
        },
        "cmd.cancel.name": {"en": "cancel", "fr": "annuler"},
        "cmd.cancel.description": {
            "en": "Cancel this channel's lobby (host), or a game in play (moderators)",
            "fr": "Annuler la salle d'attente (hôte) ou une partie en cours (modérateurs)",
        },
        "cmd.kick.name": {"en": "kick", "fr": "exclure"},
        "cmd.kick.description": {
            "en": "Remove a player from the lobby (host or moderator)",
            "fr": "Retirer un joueur de la salle d'attente (hôte ou modérateur)",
        },
        "cmd.kick.player": {"en": "player", "fr": "joueur"},
        "cmd.kick.player.description": {
            "en": "Who to remove",
            "fr": "Qui retirer",
        },
        "cmd.export.name": {"en": "export", "fr": "exporter"},
        "cmd.export.description": {
            "en": "Download the record of this channel's last game",
            "fr": "Télécharger l'enregistrement de la dernière partie de ce salon",
        },
        "cmd.rules.name": {"en": "rules", "fr": "regles"},
        "cmd.rules.description": {
            "en": "Read the rules of Dobro",
            "fr": "Lire les règles du Dobro",
        },
        "table.error.no_table": {
            "en": "There is no open table here. Start one with /dobro new.",
            "fr": "Aucune table ouverte ici. Ouvrez-en une avec /dobro nouvelle.",
        },
        "table.error.channel_busy": {
            "en": "A table is already open here: <#{channel_id}>. One table per channel.",
            "fr": "Une table est déjà ouverte ici : <#{channel_id}>. Une table par salon.",
        },
        "table.error.channel_busy_at": {
            "en": "A table is already open here: [table {id}]({link}). One table per channel.",
            "fr": "Une table est déjà ouverte ici : [table {id}]({link}). Une table par salon.",
        },
        "table.error.bad_seats": {
            "en": "A table has 2 to 6 seats.",
            "fr": "Une table a de 2 à 6 places.",
        },
        "table.error.already_started": {
            "en": "The game has already started.",
            "fr": "La partie a déjà commencé.",
        },
        "table.error.already_seated": {
            "en": "You are already seated at this table.",
            "fr": "Vous êtes déjà assis à cette table.",
        },
        "table.error.table_full": {
            "en": "The table is full ({seats} seats).",
            "fr": "La table est complète ({seats} places).",
        },
        "table.error.bad_level": {
            "en": "Unknown computer level.",
            "fr": "Niveau d'ordinateur inconnu.",
        },
        "table.error.not_seated": {
            "en": "You are not seated at this table.",
            "fr": "Vous n'êtes pas assis à cette table.",
        },
        "table.error.target_not_seated": {
            "en": "That player is not seated at this table.",
            "fr": "Ce joueur n'est pas assis à cette table.",
        },
        "table.error.host_cannot_leave": {
            "en": "The host cannot be removed from the lobby.",
            "fr": "L'hôte ne peut pas être retiré de la salle d'attente.",
        },
        "table.error.moderator_only": {
            "en": "Only a moderator (Manage Messages or Manage Server in this channel) can "
            "cancel a game in play. To stop playing, leave the table: a computer takes your "
            "seat and you rank last.",
            "fr": "Seul un modérateur (Gérer les messages ou Gérer le serveur dans ce salon) peut "
            "annuler une partie en cours. Pour arrêter, quittez la table : un ordinateur prend "
            "votre place et vous êtes classé dernier.",
        },
        "table.error.reason_needed": {
            "en": "Give a reason to cancel a game in play (/dobro cancel reason:…): it is shown "
            "on the table.",
            "fr": "Donnez une raison pour annuler une partie en cours (/dobro annuler raison:…) : "
            "elle est affichée sur la table.",
        },
        "table.error.bad_timer": {
            "en": "A turn timer is off, 30 s, 1, 2, 5 or 10 minutes.",
            "fr": "Le minuteur est aucun, 30 s, 1, 2, 5 ou 10 minutes.",
        },
        "table.error.not_saved": {
            "en": "Your move could not be saved just now (the database is busy): nothing "
            "changed, try again.",
            "fr": "Votre coup n'a pas pu être enregistré (base de données occupée) : rien n'a "
            "changé, réessayez.",
        },
        "table.error.not_away": {
            "en": "You are not away: it is you who plays your seat.",
            "fr": "Vous n'êtes pas absent : c'est vous qui jouez à votre place.",
        },
        "table.error.host_only": {
            "en": "Only the table's host (or a moderator) can do that.",
            "fr": "Seul l'hôte de la table (ou un modérateur) peut faire cela.",
        },
        "table.error.too_few": {
            "en": "At least two seats must be filled to start. Invite someone or add a computer.",
            "fr": "Il faut au moins deux joueurs pour lancer. Invitez quelqu'un ou ajoutez un "
            "ordinateur.",
        },
        "table.error.not_active": {
            "en": "This game is not being played any more.",
            "fr": "Cette partie n'est plus en cours.",
        },
        "table.error.not_started": {
            "en": "This game has not started yet.",
            "fr": "Cette partie n'a pas encore commencé.",
        },
        "table.error.stale": {
            "en": "This hand is out of date: here is your current hand.",
            "fr": "Cette main n'est plus à jour : voici votre main actuelle.",
        },
        "table.error.bad_move": {
            "en": "That control is not a move any more: here is your current hand.",
            "fr": "Cette commande n'est plus un coup valable : voici votre main actuelle.",
        },
        "table.error.nobody_to_call": {
            "en": "Nobody can be called out right now.",
            "fr": "Personne ne peut être signalé pour l'instant.",
        },
        "table.error.no_record": {
            "en": "No finished game to export in this channel yet.",
            "fr": "Pas encore de partie terminée à exporter dans ce salon.",
        },
        "table.created": {
            "en": "Table {id} is open. Players join with the button or /dobro join.",
            "fr": "La table {id} est ouverte. Rejoignez-la avec le bouton ou /dobro rejoindre.",
        },
        "table.opened_in_thread": {
            "en": "Table {id} is open in {thread}.",
            "fr": "La table {id} est ouverte dans {thread}.",
        },
        "table.done.kick": {
            "en": "{player} is no longer seated.",
            "fr": "{player} n'est plus assis à la table.",
        },
        "table.done.join": {
            "en": "You are seated at table {id}.",
            "fr": "Vous êtes assis à la table {id}.",
        },
        "table.done.leave": {"en": "You left table {id}.", "fr": "Vous avez quitté la table {id}."},
        "table.done.start": {
            "en": "The cards are dealt at table {id}.",
            "fr": "Les cartes sont distribuées à la table {id}.",
        },
        "table.done.cancel": {"en": "Table {id} is cancelled.", "fr": "La table {id} est annulée."},
        "table.done.back": {
            "en": "Welcome back: you play your seat at table {id} again.",
            "fr": "Bon retour : vous jouez de nouveau à votre place à la table {id}.",
        },
        "game.ping": {
            "en": "🔔 {who}, your turn at table {id}.",
            "fr": "🔔 {who}, à vous de jouer à la table {id}.",
        },
        "table.thread_name": {"en": "Dobro · {host}'s table", "fr": "Dobro · table de {host}"},
        "table.export": {
            "en": "The record of game {id} (replay it with `python -m dobro_rules replay`).",
            "fr": "L'enregistrement de la partie {id} (à rejouer avec "
            "`python -m dobro_rules replay`).",
        },
    }
)


class Play(DobroCog):
    """Tables, seats, hands and moves."""

    def __init__(self, bot: commands.Bot, service: TableService) -> None:
        super().__init__(bot)
        self.service = service
        #: (table, user) → the interaction whose message shows that user's hand, and when.
        self.hands: dict[tuple[int, int], tuple[discord.Interaction, float]] = {}
        self._dirty: dict[int, asyncio.Event] = {}
        self._writers: dict[int, asyncio.Task[None]] = {}
        #: Finished tables whose results message is out (weak: forgotten with the table).
        self._announced: weakref.WeakSet[Table] = weakref.WeakSet()
        #: table → the state version at which the current turn began.
        self._turn_started: dict[int, int] = {}
        #: table → whose turn its ping message announces, and since when.
        self._ping_keys: dict[int, tuple[int, int]] = {}

    async def cog_load(self) -> None:
        self.bot.add_dynamic_items(*DYNAMIC_ITEMS)
        self.service.listeners.append(self._on_change)
        # After a restart: redraw every table, post results not yet posted, and rewrite the
        # messages of games that could not be resumed.
        for table in [*self.service.tables.values(), *self.service.closing()]:
            self._mark_dirty(table)

    async def cog_unload(self) -> None:
        self.bot.remove_dynamic_items(*DYNAMIC_ITEMS)
        if self._on_change in self.service.listeners:
            self.service.listeners.remove(self._on_change)
        for task in self._writers.values():
            task.cancel()

    # ------------------------------------------------------------------ helpers

    async def _posted(self, table: Table, message: discord.Message, rendered: int) -> None:
        """The table message is out: remember it, and redraw if the table moved meanwhile."""
        await self.service.set_message(table, message.id)
        if table.version != rendered:
            self._mark_dirty(table)

    def _table_here(self, interaction: discord.Interaction) -> Table:
        table = self.service.in_channel(interaction.channel_id or 0)
        if table is None:
            raise TableError("no_table")
        return table

    @staticmethod
    def _is_moderator(interaction: discord.Interaction) -> bool:
        """Manage Messages or Manage Server in this channel (overwrites applied by Discord)."""
        perms = interaction.permissions
        return bool(perms.manage_guild or perms.manage_messages)

    async def _answer(self, interaction: discord.Interaction, text: str) -> None:
        await interaction.response.send_message(text, ephemeral=True)

    # ------------------------------------------------------------------ commands

    @app_commands.command(name=L("cmd.new.name"), description=L("cmd.new.description"))
    @app_commands.rename(
        seats=L("cmd.new.seats"),
        variant=L("cmd.new.variant"),
        drawing=L("cmd.new.drawing"),
        timer=L("cmd.new.timer"),
        thread=L("cmd.new.thread"),
    )
    @app_commands.describe(
        seats=L("cmd.new.seats.description"),
        variant=L("cmd.new.variant.description"),
        drawing=L("cmd.new.drawing.description"),
        timer=L("cmd.new.timer.description"),
        thread=L("cmd.new.thread.description"),
    )
    @app_commands.choices(
        variant=[
            app_commands.Choice(name=L("choice.standard"), value="standard"),
            app_commands.Choice(name=L("choice.long"), value="long"),
        ],
        drawing=[
            app_commands.Choice(name=L("choice.auto"), value="auto"),
            app_commands.Choice(name=L("choice.manual"), value="manual"),
        ],
        timer=[
            app_commands.Choice(name=L(f"choice.timer.{seconds or 'off'}"), value=seconds or 0)
            for seconds in TIMER_CHOICES
        ],
    )
    async def new(
        self,
        interaction: discord.Interaction,
        seats: app_commands.Range[int, 2, 6] = 4,
        variant: str = "standard",
        drawing: str = "auto",
        timer: int = DEFAULT_TIMER,
        thread: bool = False,
    ) -> None:
        """Open a table: the table message with its lobby buttons."""
        lang = interaction_language(interaction)
        self.service.check_free(interaction.channel_id or 0)
        settings = TableSettings(
            seats=seats,
            variant=variant,
            draw=drawing,
            thread=thread,
            lang=lang,
            timer=timer or None,
        )
        channel = interaction.channel
        assert interaction.guild_id is not None and channel is not None
        if thread and isinstance(channel, discord.TextChannel):
            await interaction.response.defer(ephemeral=True, thinking=True)
            place = await channel.create_thread(
                name=t("table.thread_name", lang, host=interaction.user.display_name)[:100],
                type=discord.ChannelType.public_thread,
            )
            table = await self.service.create(
                interaction.guild_id,
                place.id,
                interaction.user.id,
                interaction.user.display_name,
                settings,
            )
            rendered = table.version
            message = await place.send(view=ui.table_view(table, lang))
            await self._posted(table, message, rendered)
            await interaction.followup.send(
                t("table.opened_in_thread", lang, id=table.game_id, thread=place.mention),
                ephemeral=True,
            )
            return
        table = await self.service.create(
            interaction.guild_id,
            channel.id,
            interaction.user.id,
            interaction.user.display_name,
            settings,
        )
        await self._send_table(interaction, table)

    @app_commands.command(name=L("cmd.join.name"), description=L("cmd.join.description"))
    async def join(self, interaction: discord.Interaction) -> None:
        table = self._table_here(interaction)
        await self._lobby_action(interaction, table, "join")

    @app_commands.command(name=L("cmd.leave.name"), description=L("cmd.leave.description"))
    async def leave(self, interaction: discord.Interaction) -> None:
        table = self._table_here(interaction)
        await self._lobby_action(interaction, table, "leave")

    @app_commands.command(name=L("cmd.start.name"), description=L("cmd.start.description"))
    async def start(self, interaction: discord.Interaction) -> None:
        table = self._table_here(interaction)
        await self._lobby_action(interaction, table, "start")

    @app_commands.command(name=L("cmd.cancel.name"), description=L("cmd.cancel.description"))
    @app_commands.rename(reason=L("cmd.cancel.reason"))
    @app_commands.describe(reason=L("cmd.cancel.reason.description"))
    async def cancel(
        self,
        interaction: discord.Interaction,
        reason: app_commands.Range[str, 1, 200] | None = None,
    ) -> None:
        table = self._table_here(interaction)
        await self.service.cancel(
            table.game_id, interaction.user.id, self._is_moderator(interaction), reason
        )
        await self._answer(
            interaction, t("table.done.cancel", interaction_language(interaction), id=table.game_id)
        )

    @app_commands.command(name=L("cmd.back.name"), description=L("cmd.back.description"))
    async def back(self, interaction: discord.Interaction) -> None:
        table = self._table_here(interaction)
        await self._lobby_action(interaction, table, "back")

    @app_commands.command(name=L("cmd.kick.name"), description=L("cmd.kick.description"))
    @app_commands.rename(player=L("cmd.kick.player"))
    @app_commands.describe(player=L("cmd.kick.player.description"))
    async def kick(self, interaction: discord.Interaction, player: discord.User) -> None:
        table = self._table_here(interaction)
        await self.service.kick(
            table.game_id,
            interaction.user.id,
            player.id,
            self._is_moderator(interaction),
        )
        await self._answer(
            interaction,
            t("table.done.kick", interaction_language(interaction), player=player.mention),
        )

    @app_commands.command(name=L("cmd.export.name"), description=L("cmd.export.description"))
    async def export(self, interaction: discord.Interaction) -> None:
        lang = interaction_language(interaction)
        game_id, record = await self.service.export(interaction.channel_id or 0)
        data = json.dumps(record, ensure_ascii=False, indent=2).encode()
        await interaction.response.send_message(
            t("table.export", lang, id=game_id),
            file=discord.File(io.BytesIO(data), filename=f"dobro-{game_id}.json"),
            ephemeral=True,
        )

    @app_commands.command(name=L("cmd.rules.name"), description=L("cmd.rules.description"))
    async def rules(self, interaction: discord.Interaction) -> None:
        await interaction.response.send_message(
            view=rules_view(0, interaction_language(interaction)), ephemeral=True
        )

    # ------------------------------------------------------------------ buttons

    async def _lobby_action(
        self, interaction: discord.Interaction, table: Table, what: str
    ) -> None:
        lang = interaction_language(interaction)
        user = interaction.user
        service = self.service
        gid = table.game_id
        if what == "join":
            call = service.join(gid, user.id, user.display_name)
        elif what == "leave" or what == "quit":
            call = service.leave(gid, user.id)
        elif what in ("ai_normal", "ai_random"):
            call = service.add_computer(gid, user.id, what.removeprefix("ai_"))
        elif what == "start":
            call = service.start(gid, user.id)
        elif what == "cancel":
            call = service.cancel(gid, user.id, self._is_moderator(interaction))
        elif what == "back":
            call = service.back(gid, user.id)
        else:
            raise ValueError(what)
        await call
        if interaction.type is discord.InteractionType.component:
            await interaction.response.defer()  # the table message itself shows the change
        else:
            await self._answer(interaction, t(f"table.done.{what}", lang, id=gid))

    async def _send_table(self, interaction: discord.Interaction, table: Table) -> None:
        """Post a table message as the answer to ``interaction``."""
        rendered = table.version
        await interaction.response.send_message(view=ui.table_view(table, table.settings.lang))
        await self._posted(table, await interaction.original_response(), rendered)

    async def on_table_button(self, interaction: discord.Interaction, gid: int, what: str) -> None:
        lang = interaction_language(interaction)
        if what == "rules":
            await interaction.response.send_message(view=rules_view(0, lang), ephemeral=True)
            return
        if what == "again":
            table = await self.service.play_again(gid, interaction.user.id)
            await self._send_table(interaction, table)
            return
        if what == "hand":
            await self._send_hand(interaction, await self.service.load(gid))
            return
        table = self.service.get(gid)
        if what == "oubli":
            await self._call_oubli(interaction, table)
            return
        await self._lobby_action(interaction, table, what)

    async def _send_hand(self, interaction: discord.Interaction, table: Table) -> None:
        name = table.name_of(interaction.user.id)
        if name is None and not table.open:  # a closed game: the seat they had, if any
            name = next((s.name for s in table.seats if s.user_id == interaction.user.id), None)
        if name is None:
            raise TableError("not_seated")
        if table.state is None:
            raise TableError("not_started")
        lang = interaction_language(interaction)
        await interaction.response.send_message(
            view=ui.hand_view(table, name, lang), ephemeral=True
        )
        self.hands[(table.game_id, interaction.user.id)] = (interaction, time.monotonic())

    async def _call_oubli(self, interaction: discord.Interaction, table: Table) -> None:
        """Oubli! on the table calls out whoever can be called now, whatever the button's age."""
        state = table.state
        name = table.name_of(interaction.user.id)
        if state is None or name is None:
            raise TableError("not_seated")
        calls = [m for m in dr.legal_moves(state, name) if m.kind == "oubli"]
        if not calls:
            raise TableError("nobody_to_call")
        await self.service.act(
            table.game_id, interaction.user.id, state.version, {"oubli": calls[0].target}
        )
        await interaction.response.defer()  # the table message shows who holds the oubli card

    async def on_move(
        self,
        interaction: discord.Interaction,
        gid: int,
        version: int,
        move: str,
        declared: int | None,
    ) -> None:
        """A control of a hand: apply the move, answer with the updated hand (type 7)."""
        lang = interaction_language(interaction)
        table = await self.service.load(gid)
        name = table.name_of(interaction.user.id)
        if table.state is None or (name is None and table.open):
            raise TableError("not_seated")
        if not table.open:  # the game is over or closed: its hand has no live control
            seat = next((s for s in table.seats if s.user_id == interaction.user.id), None)
            if seat is None:
                raise TableError("not_seated")
            await interaction.response.edit_message(view=ui.hand_view(table, seat.name, lang))
            return
        assert name is not None
        action = decode_move(move, table.state.players)
        if declared is not None:
            action["as"] = declared
        note = None
        try:
            await self.service.act(gid, interaction.user.id, version, action)
        except TableError as exc:
            if exc.code != "stale":
                raise
            note = t("table.error.stale", lang)
        except dr.IllegalAction as exc:
            note = exc.text(lang)
        except dr.RecordError:  # a control we could not decode: say so, change nothing
            _log.warning("Undecodable move %r at table %s", move, gid)
            note = t("table.error.bad_move", lang)
        await interaction.response.edit_message(view=ui.hand_view(table, name, lang, note=note))
        self.hands[(gid, interaction.user.id)] = (interaction, time.monotonic())

    async def on_rules_page(self, interaction: discord.Interaction, page: int) -> None:
        await interaction.response.edit_message(
            view=rules_view(page, interaction_language(interaction))
        )

    # ------------------------------------------------------------------ the table's writer

    async def _on_change(self, table: Table, events: list[dict[str, Any]]) -> None:
        if any(ev["type"] in ("turn", "round_start") for ev in events) and table.state:
            self._turn_started[table.game_id] = table.state.version
        self._mark_dirty(table)

    def _turn_key(self, table: Table) -> tuple[int, int] | None:
        """Who must be told it is their turn now, and since when (``None``: nobody)."""
        state = table.state
        if table.status is not GameStatus.ACTIVE or state is None or state.over:
            return None
        user_id = table.user_of(state.players[state.turn])
        if user_id is None or table.seats[state.turn].played_by_computer:
            return None
        return user_id, self._turn_started.get(table.game_id, 0)

    async def _announce_turn(self, table: Table, channel: Any) -> None:
        """A new turn: refresh that player's open hand, and ping them (replacing the last ping).

        Edits of the table message never notify anyone, so the ping is a short message of its
        own, deleted when the turn moves on so the channel keeps one at most per table.
        """
        key = self._turn_key(table)
        old = table.ping_message_id
        if old is not None and self._ping_keys.get(table.game_id) == key:
            return  # this turn is announced already
        if old is None and key is None:
            return
        self._ping_keys.pop(table.game_id, None)
        if old is not None:  # possibly from before a restart: it goes all the same
            await self.service.set_ping(table, None)
            with contextlib.suppress(discord.HTTPException):  # already gone: fine
                await channel.get_partial_message(old).delete()
        if key is None:
            return
        user_id = key[0]
        await self._refresh_hand(table, user_id)
        lang = table.settings.lang
        view = discord.ui.View(timeout=None)
        view.add_item(
            controls.table_button(
                table.game_id, "hand", t("button.hand", lang), discord.ButtonStyle.primary
            )
        )
        message = await channel.send(
            t("game.ping", lang, who=f"<@{user_id}>", id=table.game_id),
            view=view,
            allowed_mentions=discord.AllowedMentions(
                everyone=False, roles=False, users=[discord.Object(user_id)]
            ),
        )
        self._ping_keys[table.game_id] = key
        await self.service.set_ping(table, message.id)

    async def _refresh_hand(self, table: Table, user_id: int) -> None:
        """Bring the next player's open hand up to date while its token is still good."""
        entry = self.hands.get((table.game_id, user_id))
        if entry is None:
            return
        interaction, when = entry
        name = next((s.name for s in table.seats if s.user_id == user_id), None)
        if time.monotonic() - when > HAND_TOKEN_SECONDS or name is None or table.state is None:
            self.hands.pop((table.game_id, user_id), None)
            return
        try:
            await interaction.edit_original_response(
                view=ui.hand_view(table, name, interaction_language(interaction))
            )
        except discord.HTTPException:
            self.hands.pop((table.game_id, user_id), None)

    def _mark_dirty(self, table: Table) -> None:
        event = self._dirty.setdefault(table.game_id, asyncio.Event())
        event.set()
        task = self._writers.get(table.game_id)
        if task is None or task.done():
            self._writers[table.game_id] = asyncio.create_task(
                self._writer(table), name=f"dobro-table-writer-{table.game_id}"
            )

    async def _writer(self, table: Table) -> None:
        """The one writer of a table message: each pass renders the state as it is now."""
        event = self._dirty[table.game_id]
        while event.is_set():
            event.clear()
            if table.message_id is None:
                break  # not posted yet: _posted redraws once it is
            lang = table.settings.lang
            channel = self.bot.get_channel(table.channel_id) or self.bot.get_partial_messageable(
                table.channel_id
            )
            try:
                message = channel.get_partial_message(table.message_id)  # type: ignore[union-attr]
                try:
                    await message.edit(view=ui.table_view(table, lang))
                except discord.NotFound:  # deleted by someone: the table must not vanish
                    posted = await channel.send(view=ui.table_view(table, lang))  # type: ignore[union-attr]
                    await self.service.set_message(table, posted.id)
                if table.status is GameStatus.FINISHED and table not in self._announced:
                    self._announced.add(table)
                    await channel.send(view=ui.results_view(table, lang))  # type: ignore[union-attr]
                if not table.open:  # every open hand: how it ended, no live control
                    for user_id in {k[1] for k in self.hands if k[0] == table.game_id}:
                        await self._refresh_hand(table, user_id)
                await self._announce_turn(table, channel)
            except Exception:
                _log.exception("Could not update the message of table %s", table.game_id)
        if not table.open:  # closed for good: forget its per-table state (storage has it all)
            self.service.release(table)
            self._dirty.pop(table.game_id, None)
            self._writers.pop(table.game_id, None)
            self._turn_started.pop(table.game_id, None)
            self._ping_keys.pop(table.game_id, None)
            for key in [k for k in self.hands if k[0] == table.game_id]:
                del self.hands[key]

    async def idle(self) -> None:
        """Wait for every table writer (tests)."""
        while True:
            pending = [t for t in self._writers.values() if not t.done()]
            if not pending:
                return
            await asyncio.gather(*pending, return_exceptions=True)


async def setup(bot: commands.Bot) -> None:
    """Extension entry point: the table service comes from the composition root (bot.py)."""
    service = getattr(bot, "tables", None)
    if service is None:
        raise RuntimeError("cogs.play needs the table service that bot.py builds over storage")
    await bot.add_cog(Play(bot, service))
