"""Tables and play: ``/dobro new|join|leave|start|cancel|kick|export|rules`` and every button.

Thin by design: parse the interaction, call the table service, render. One writer task per table
edits the table message and always renders the latest state, so an older state never replaces a
newer one on screen.
"""

from __future__ import annotations

import io
import json
import logging
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

import dobro_rules as dr
from cogs import DobroCog, answer_in_time, is_moderator
from cogs.dobro import render as ui
from cogs.dobro.controls import DYNAMIC_ITEMS, TABLE_ACTIONS
from cogs.dobro.rules_pages import rules_view
from cogs.dobro.writer import NO_PINGS, Writers
from cogs.i18n import L, add_strings, interaction_language, t
from guilds import table_options
from tables import TIMER_CHOICES, Table, TableError, TableService, TableSettings

_log = logging.getLogger(__name__)


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
            "en": "Time per turn; then the computer plays for you (default: the server's, 2 min)",
            "fr": "Temps par tour ; ensuite l'ordinateur joue pour vous (défaut : celui du "
            "serveur, 2 min)",
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
        "cmd.new.league": {"en": "league", "fr": "ligue"},
        "cmd.new.league.description": {
            "en": "Play for an open league (its settings apply)",
            "fr": "Jouer pour une ligue ouverte (ses réglages s'appliquent)",
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
        "cmd.export.game": {"en": "game", "fr": "partie"},
        "cmd.export.game.description": {
            "en": "A finished game of this server, by number (see /dobro history)",
            "fr": "Une partie terminée de ce serveur, par son numéro (voir /dobro historique)",
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
            "en": "Only a moderator (Manage Messages or Manage Server in this channel, or the "
            "server's moderator role) can cancel a game in play. To stop playing, leave the "
            "table: a computer takes your seat and you rank last.",
            "fr": "Seul un modérateur (Gérer les messages ou Gérer le serveur dans ce salon, ou le "
            "rôle de modérateur du serveur) peut annuler une partie en cours. Pour arrêter, "
            "quittez la table : un ordinateur prend votre place et vous êtes classé dernier.",
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
        "table.error.out_of_date": {
            "en": "This control is out of date: here is your current hand.",
            "fr": "Cette commande n'est plus à jour : voici votre main actuelle.",
        },
        "table.error.control_out_of_date": {
            "en": "This control is out of date.",
            "fr": "Cette commande n'est plus à jour.",
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
        "table.error.no_game": {
            "en": "There is no game {id} in this server.",
            "fr": "Il n'y a pas de partie {id} sur ce serveur.",
        },
        "table.error.game_not_finished": {
            "en": "Game {id} is not finished: only a finished game has a record to export.",
            "fr": "La partie {id} n'est pas terminée : seule une partie terminée a un "
            "enregistrement à exporter.",
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
    """Tables, seats, hands and moves: commands and controls in, service calls, views out.

    The messages a table shows in its channel are written by its ``TableWriter``
    (``cogs.dobro.writer``); this cog answers interactions only.
    """

    def __init__(self, bot: commands.Bot, service: TableService) -> None:
        super().__init__(bot)
        self.service = service
        settings = getattr(bot, "settings", None)
        interval = getattr(settings, "table_edit_interval", 1.0)
        self.writers = Writers(bot, service, interval=interval)

    async def cog_load(self) -> None:
        self.bot.add_dynamic_items(*DYNAMIC_ITEMS)
        self.service.listeners.append(self.writers.on_change)
        # After a restart or a reload: redraw every table, rewrite the messages of games that
        # could not be resumed, and send whatever the outbox still owes.
        for table in [*self.service.tables.values(), *self.service.closing()]:
            self.writers.of(table).mark()
        try:
            await self.writers.send_owed_elsewhere()
        except Exception:  # the next change or restart tries again
            _log.exception("Could not send the owed messages at load")

    async def cog_unload(self) -> None:
        self.bot.remove_dynamic_items(*DYNAMIC_ITEMS)
        if self.writers.on_change in self.service.listeners:
            self.service.listeners.remove(self.writers.on_change)
        await self.writers.close()

    # ------------------------------------------------------------------ helpers

    def _table_here(self, interaction: discord.Interaction) -> Table:
        table = self.service.in_channel(interaction.channel_id or 0)
        if table is None:
            raise TableError("no_table")
        return table

    async def _say(self, interaction: discord.Interaction, text: str, deferred: bool) -> None:
        """A private sentence, as the answer or after a deferral."""
        if deferred:
            await interaction.followup.send(text, ephemeral=True)
        else:
            await interaction.response.send_message(text, ephemeral=True)

    async def _show(
        self, interaction: discord.Interaction, view: discord.ui.LayoutView, deferred: bool
    ) -> None:
        """Update the message the control is on (a hand, the table) with ``view``."""
        if deferred:
            await interaction.edit_original_response(view=view)
        else:
            await interaction.response.edit_message(view=view)

    def _check_channel(self, interaction: discord.Interaction, table: Table) -> bool:
        """A control belongs to its table's channel; anywhere else it is out of date."""
        return interaction.channel_id == table.channel_id

    # ------------------------------------------------------------------ commands

    @app_commands.command(name=L("cmd.new.name"), description=L("cmd.new.description"))
    @app_commands.rename(
        seats=L("cmd.new.seats"),
        variant=L("cmd.new.variant"),
        drawing=L("cmd.new.drawing"),
        timer=L("cmd.new.timer"),
        thread=L("cmd.new.thread"),
        league=L("cmd.new.league"),
    )
    @app_commands.describe(
        seats=L("cmd.new.seats.description"),
        variant=L("cmd.new.variant.description"),
        drawing=L("cmd.new.drawing.description"),
        timer=L("cmd.new.timer.description"),
        thread=L("cmd.new.thread.description"),
        league=L("cmd.new.league.description"),
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
        variant: str | None = None,
        drawing: str | None = None,
        timer: int | None = None,
        thread: bool = False,
        league: app_commands.Range[str, 1, 100] | None = None,
    ) -> None:
        """Open a table: the table message with its lobby buttons. Options left out take the
        guild's defaults (``/dobro config``); a league's table takes the league's settings."""
        channel = interaction.channel
        guild_id = interaction.guild_id
        assert guild_id is not None and channel is not None
        self.service.check_free(channel.id)
        lang = interaction_language(interaction)
        chosen = {"seats": seats, "variant": variant, "drawing": drawing, "timer": timer}
        if thread and isinstance(channel, discord.TextChannel):
            settings = await self._table_settings(interaction, chosen, True, league, lang)
            await interaction.response.defer(ephemeral=True, thinking=True)
            place = await channel.create_thread(
                name=t("table.thread_name", settings.lang, host=interaction.user.display_name)[
                    :100
                ],
                type=discord.ChannelType.public_thread,
            )
            table = await self.service.create(
                guild_id, place.id, interaction.user.id, interaction.user.display_name, settings
            )
            rendered = table.version
            message = await place.send(
                view=ui.table_view(table, settings.lang), allowed_mentions=NO_PINGS
            )
            await self.service.set_message(table, message.id)
            self.writers.of(table).posted(message.id, rendered)
            await interaction.followup.send(
                t("table.opened_in_thread", lang, id=table.game_id, thread=place.mention),
                ephemeral=True,
            )
            return

        async def create() -> Table:
            settings = await self._table_settings(interaction, chosen, False, league, lang)
            return await self.service.create(
                guild_id, channel.id, interaction.user.id, interaction.user.display_name, settings
            )

        table, deferred = await answer_in_time(interaction, create(), ephemeral=False)
        await self._send_table(interaction, table, deferred)

    async def _table_settings(
        self,
        interaction: discord.Interaction,
        chosen: dict[str, Any],
        thread: bool,
        league: str | None,
        lang: str,
    ) -> TableSettings:
        """What ``/dobro new`` opens: the channel allowed (``/dobro config channels``), the
        league open and its settings, else the options given, else the guild's defaults; the
        public messages in the guild's language, else the opener's."""
        assert interaction.guild_id is not None and interaction.channel is not None
        configs, leagues = self.bot.configs, self.bot.leagues  # type: ignore[attr-defined]
        channel = interaction.channel
        await configs.check_channel(
            interaction.guild_id, channel.id, getattr(channel, "parent_id", None)
        )
        config = await configs.get(interaction.guild_id)
        found = await leagues.find(interaction.guild_id, league, open_only=True) if league else None
        options = table_options(
            config,
            variant=chosen["variant"],
            drawing=chosen["drawing"],
            timer=chosen["timer"],
            league=found.settings if found else None,
        )
        return TableSettings(
            seats=chosen["seats"],
            variant=options.variant,
            draw=options.drawing,
            thread=thread,
            lang=config.language or lang,
            timer=options.timer or None,
            league_id=found.id if found else None,
            league=found.name if found else None,
        )

    @new.autocomplete("league")
    async def _league_choices(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        """The guild's open leagues whose names contain what is typed."""
        if interaction.guild_id is None:
            return []
        leagues = self.bot.leagues  # type: ignore[attr-defined]
        found = await leagues.listed(interaction.guild_id, open_only=True, search=current)
        return [app_commands.Choice(name=x.name, value=x.name) for x in found]

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
        call = self.service.cancel(
            table.game_id, interaction.user.id, await is_moderator(interaction), reason
        )
        _, deferred = await answer_in_time(interaction, call)
        lang = interaction_language(interaction)
        await self._say(interaction, t("table.done.cancel", lang, id=table.game_id), deferred)

    @app_commands.command(name=L("cmd.back.name"), description=L("cmd.back.description"))
    async def back(self, interaction: discord.Interaction) -> None:
        table = self._table_here(interaction)
        await self._lobby_action(interaction, table, "back")

    @app_commands.command(name=L("cmd.kick.name"), description=L("cmd.kick.description"))
    @app_commands.rename(player=L("cmd.kick.player"))
    @app_commands.describe(player=L("cmd.kick.player.description"))
    async def kick(self, interaction: discord.Interaction, player: discord.User) -> None:
        table = self._table_here(interaction)
        call = self.service.kick(
            table.game_id, interaction.user.id, player.id, await is_moderator(interaction)
        )
        _, deferred = await answer_in_time(interaction, call)
        lang = interaction_language(interaction)
        await self._say(interaction, t("table.done.kick", lang, player=player.mention), deferred)

    @app_commands.command(name=L("cmd.export.name"), description=L("cmd.export.description"))
    @app_commands.rename(game=L("cmd.export.game"))
    @app_commands.describe(game=L("cmd.export.game.description"))
    async def export(
        self,
        interaction: discord.Interaction,
        game: app_commands.Range[int, 1, 2**53 - 1] | None = None,
    ) -> None:
        lang = interaction_language(interaction)
        game_id, record = await self.service.export(
            interaction.channel_id or 0, game, guild_id=interaction.guild_id
        )
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
        elif what in ("leave", "quit"):
            call = service.leave(gid, user.id)
        elif what in ("ai_normal", "ai_random"):
            call = service.add_computer(gid, user.id, what.removeprefix("ai_"))
        elif what == "start":
            call = service.start(gid, user.id)
        elif what == "cancel":
            call = service.cancel(gid, user.id, await is_moderator(interaction))
        elif what == "back":
            call = service.back(gid, user.id)
        else:
            raise TableError("control_out_of_date")
        _, deferred = await answer_in_time(interaction, call)
        if interaction.type is discord.InteractionType.component:
            if not deferred:
                await interaction.response.defer()  # the table message itself shows the change
        else:
            await self._say(interaction, t(f"table.done.{what}", lang, id=gid), deferred)

    async def _send_table(
        self, interaction: discord.Interaction, table: Table, deferred: bool
    ) -> None:
        """Post a table message as the answer to ``interaction`` (after a deferral: as its
        follow-up)."""
        rendered = table.version
        view = ui.table_view(table, table.settings.lang)
        if deferred:
            message = await interaction.followup.send(
                view=view, allowed_mentions=NO_PINGS, wait=True
            )
        else:
            await interaction.response.send_message(view=view, allowed_mentions=NO_PINGS)
            message = await interaction.original_response()
        await self.service.set_message(table, message.id)
        self.writers.of(table).posted(message.id, rendered)

    async def on_table_button(self, interaction: discord.Interaction, gid: int, what: str) -> None:
        lang = interaction_language(interaction)
        if what == "rules":
            await interaction.response.send_message(view=rules_view(0, lang), ephemeral=True)
            return
        if what == "again":
            table, deferred = await answer_in_time(
                interaction, self.service.play_again(gid, interaction.user.id)
            )
            await self._send_table(interaction, table, deferred)
            return
        table = await self.service.load(gid)
        if what not in TABLE_ACTIONS or not self._check_channel(interaction, table):
            await self._answer_out_of_date(interaction, table)
            return
        if what == "hand":
            await self._send_hand(interaction, table)
            return
        if not table.open:
            raise TableError("not_active")
        if what == "oubli":
            await self._call_oubli(interaction, table)
            return
        await self._lobby_action(interaction, table, what)

    def _hand_owner(self, table: Table, user_id: int) -> str:
        """The seat name whose hand ``user_id`` may see: theirs, or the one they had once the
        game is closed."""
        name = table.name_of(user_id)
        if name is None and not table.open:
            name = next((s.name for s in table.seats if s.user_id == user_id), None)
        if name is None:
            raise TableError("not_seated")
        if table.state is None:
            raise TableError("not_started")
        return name

    async def _send_hand(self, interaction: discord.Interaction, table: Table) -> None:
        name = self._hand_owner(table, interaction.user.id)
        lang = interaction_language(interaction)
        await interaction.response.send_message(
            view=ui.hand_view(table, name, lang), ephemeral=True
        )
        if table.open:
            self.writers.of(table).hand_shown(interaction.user.id, interaction)

    async def _call_oubli(self, interaction: discord.Interaction, table: Table) -> None:
        """Oubli! on the table calls out whoever the engine says the presser may call now;
        when nobody can be any more, the press shows the table as it is now."""
        state = table.state
        name = table.name_of(interaction.user.id)
        if state is None or name is None:
            raise TableError("not_seated")
        calls = [m for m in dr.legal_moves(state, name) if m.kind == "oubli"]
        if not calls:
            await interaction.response.edit_message(
                view=ui.table_view(table, table.settings.lang), allowed_mentions=NO_PINGS
            )
            return
        call = self.service.act(
            table.game_id, interaction.user.id, state.version, {"oubli": calls[0].target}
        )
        _, deferred = await answer_in_time(interaction, call)
        if not deferred:
            await interaction.response.defer()  # the table message shows who holds the card

    async def on_move(
        self,
        interaction: discord.Interaction,
        gid: int,
        version: int,
        index: int,
        declared: int | None,
        *,
        joker: bool = False,
    ) -> None:
        """A control of a hand: play the move at ``index`` of the legal moves, answer with the
        updated hand (a type 7 update, or deferred then edited when the move is slow)."""
        lang = interaction_language(interaction)
        table = await self.service.load(gid)
        name = self._hand_owner(table, interaction.user.id)
        note = None
        deferred = False
        if not table.open:  # the game is over or closed: its hand has no live control
            pass
        elif not self._check_channel(interaction, table) or (joker and declared is None):
            note = t("table.error.out_of_date", lang)
        else:
            try:
                _, deferred = await answer_in_time(
                    interaction,
                    self.service.play(gid, interaction.user.id, version, index, declared),
                )
            except TableError as exc:
                if exc.code != "stale":
                    raise
                note = t("table.error.stale", lang)
            except dr.IllegalAction as exc:
                note = exc.text(lang)
        await self._show(interaction, ui.hand_view(table, name, lang, note=note), deferred)
        if table.open:
            self.writers.of(table).hand_shown(interaction.user.id, interaction)

    async def _answer_out_of_date(self, interaction: discord.Interaction, table: Table) -> None:
        """A table button that means nothing here: the presser's current hand, privately."""
        lang = interaction_language(interaction)
        try:
            name = self._hand_owner(table, interaction.user.id)
        except TableError:
            raise TableError("control_out_of_date") from None
        note = t("table.error.out_of_date", lang)
        await interaction.response.send_message(
            view=ui.hand_view(table, name, lang, note=note), ephemeral=True
        )

    async def on_out_of_date(self, interaction: discord.Interaction, gid: int) -> None:
        """A control that means nothing now (a greyed-out play, a forged id): the current
        hand, with a kind word."""
        lang = interaction_language(interaction)
        table = await self.service.load(gid)
        name = self._hand_owner(table, interaction.user.id)
        view = ui.hand_view(table, name, lang, note=t("table.error.out_of_date", lang))
        await interaction.response.edit_message(view=view)

    async def on_rules_page(self, interaction: discord.Interaction, page: int) -> None:
        await interaction.response.edit_message(
            view=rules_view(page, interaction_language(interaction))
        )

    async def idle(self) -> None:
        """Wait until every table writer has written everything (tests, benchmarks)."""
        await self.writers.quiet()
