"""How a table and a hand look on Discord (components V2), in English or French.

Pure functions from the service's tables and the engine's views to ``LayoutView``s: the table
message (public: never a hidden card) and the hand (ephemeral: the player's cards and one
control per legal move). Custom ids are built by the dynamic items in ``cogs.controls``.
"""

from __future__ import annotations

from typing import Any

import discord

import dobro_rules as dr
from cogs import controls
from cogs.i18n import add_strings, t
from cogs.service import Table
from storage import GameStatus

add_strings(
    {
        "table.title": {"en": "Dobro · table {id}", "fr": "Dobro · table {id}"},
        "table.settings": {
            "en": "{seats} seats · {variant} · {draw} drawing",
            "fr": "{seats} places · {variant} · pioche {draw}",
        },
        "variant.standard": {"en": "3 rounds", "fr": "3 manches"},
        "variant.long": {"en": "one round per player", "fr": "une manche par joueur"},
        "draw.auto": {"en": "automatic", "fr": "automatique"},
        "draw.manual": {"en": "manual", "fr": "manuelle"},
        "lobby.waiting": {
            "en": "Waiting for players: {n}/{seats} seated. The host starts the game.",
            "fr": "En attente de joueurs : {n}/{seats} assis. L'hôte lance la partie.",
        },
        "lobby.host": {"en": "host", "fr": "hôte"},
        "lobby.computer": {"en": "computer ({level})", "fr": "ordinateur ({level})"},
        "button.join": {"en": "Join", "fr": "Rejoindre"},
        "button.leave": {"en": "Leave", "fr": "Quitter"},
        "button.add_normal": {"en": "Add computer", "fr": "Ajouter un ordinateur"},
        "button.add_random": {"en": "Add random computer", "fr": "Ajouter un ordinateur au hasard"},
        "button.start": {"en": "Start", "fr": "Lancer"},
        "button.cancel": {"en": "Cancel table", "fr": "Annuler la table"},
        "button.hand": {"en": "My hand", "fr": "Ma main"},
        "button.oubli": {"en": "Oubli!", "fr": "Oubli !"},
        "button.rules": {"en": "Rules", "fr": "Règles"},
        "button.leave_table": {"en": "Leave table", "fr": "Quitter la table"},
        "button.again": {"en": "Play again", "fr": "Rejouer"},
        "game.round": {"en": "Round {n} of {total}", "fr": "Manche {n} sur {total}"},
        "game.value": {"en": "Value in play: **{value}**", "fr": "Valeur en jeu : **{value}**"},
        "game.no_value": {
            "en": "Value in play: — ({player} opens a new bid)",
            "fr": "Valeur en jeu : — ({player} ouvre une nouvelle enchère)",
        },
        "game.bid": {"en": "Bid: {plays}", "fr": "Enchère : {plays}"},
        "game.direction.clockwise": {"en": "↻ clockwise", "fr": "↻ sens horaire"},
        "game.direction.counterclockwise": {
            "en": "↺ counter-clockwise",
            "fr": "↺ sens anti-horaire",
        },
        "game.pile": {
            "en": "{direction} · draw pile: {pile}",
            "fr": "{direction} · pioche : {pile}",
        },
        "game.seat": {
            "en": "{marker} {name} · {hand} in hand · {collected} collected · {points} pts{extra}",
            "fr": "{marker} {name} · {hand} en main · {collected} récupérées · {points} pts{extra}",
        },
        "game.turn": {"en": "{who}, your turn!", "fr": "{who}, à vous de jouer !"},
        "game.oubli_holder": {"en": " · holds the oubli card", "fr": " · a la carte oubli"},
        "game.short": {"en": " · has not drawn", "fr": " · n'a pas pioché"},
        "game.computer": {"en": " · 🤖", "fr": " · 🤖"},
        "game.over": {"en": "Game over", "fr": "Partie terminée"},
        "game.moves": {"en": "Move {n}", "fr": "Coup {n}"},
        "game.cancelled": {"en": "This table was cancelled.", "fr": "Cette table a été annulée."},
        "game.log": {"en": "Last actions:", "fr": "Dernières actions :"},
        "game.left": {
            "en": "{player} left: a computer plays their seat",
            "fr": "{player} est parti : un ordinateur joue à sa place",
        },
        "hand.title": {"en": "Your hand", "fr": "Votre main"},
        "hand.your_turn": {"en": "Your turn.", "fr": "À vous de jouer."},
        "hand.open": {
            "en": "You open a new bid: play a card or a pair.",
            "fr": "Vous ouvrez une nouvelle enchère : jouez une carte ou une paire.",
        },
        "hand.waiting": {"en": "Waiting for {player}.", "fr": "En attente de {player}."},
        "hand.must_draw": {
            "en": "Your hand is short: draw first.",
            "fr": "Il vous manque des cartes : piochez d'abord.",
        },
        "hand.empty": {"en": "(no cards)", "fr": "(aucune carte)"},
        "hand.preview_open": {
            "en": "Greyed out: what you could open a bid with.",
            "fr": "En gris : ce avec quoi vous pourriez ouvrir une enchère.",
        },
        "hand.preview": {
            "en": "Greyed out: what you could play against the value in play now.",
            "fr": "En gris : ce que vous pourriez jouer sur la valeur en jeu actuelle.",
        },
        "hand.over": {"en": "The game is over.", "fr": "La partie est terminée."},
        "move.joker": {
            "en": "Play a joker as…",
            "fr": "Jouer un joker comme…",
        },
        "move.jokers": {
            "en": "Play two jokers as a pair of…",
            "fr": "Jouer deux jokers comme une paire de…",
        },
        "move.joker_value": {"en": "{value}", "fr": "{value}"},
        "move.joker_doubles": {
            "en": "{value} — doubles to {result}",
            "fr": "{value} — double à {result}",
        },
        "results.title": {"en": "Dobro · results", "fr": "Dobro · résultats"},
        "results.line": {
            "en": "{pos}. {name} — {total} pts (rounds {rounds}; cards {cards})",
            "fr": "{pos}. {name} — {total} pts (manches {rounds} ; cartes {cards})",
        },
        "results.winner": {"en": "🏆 {names} wins!", "fr": "🏆 {names} gagne !"},
        "results.shared": {
            "en": "🏆 Shared victory: {names}",
            "fr": "🏆 Victoire partagée : {names}",
        },
        "results.tiebreak": {
            "en": "Tied on points: fewest cards collected in the last round decides (R14).",
            "fr": "Égalité de points : le moins de cartes à la dernière manche l'emporte (R14).",
        },
        "results.shared_why": {
            "en": "Tied on points and on last-round cards: the victory is shared (R14).",
            "fr": "Égalité de points et de cartes à la dernière manche : victoire partagée (R14).",
        },
    }
)

COLOUR_LOBBY = 0x5865F2
COLOUR_PLAY = 0x2ECC71
COLOUR_OVER = 0xF1C40F
COLOUR_CANCELLED = 0x95A5A6
BUTTONS_PER_ROW = 5


def mention(table: Table, name: str) -> str:
    """A seat's name as shown publicly: a mention for a person, the name for a computer."""
    user_id = table.user_of(name)
    return f"<@{user_id}>" if user_id else name


def _settings_line(table: Table, lang: str) -> str:
    s = table.settings
    return t(
        "table.settings",
        lang,
        seats=s.seats,
        variant=t(f"variant.{s.variant}", lang),
        draw=t(f"draw.{s.draw}", lang),
    )


def _rows(items: list[discord.ui.Item[Any]]) -> list[discord.ui.ActionRow[Any]]:
    rows = []
    for start in range(0, len(items), BUTTONS_PER_ROW):
        rows.append(discord.ui.ActionRow(*items[start : start + BUTTONS_PER_ROW]))
    return rows


def table_view(table: Table, lang: str) -> discord.ui.LayoutView:
    """The public table message for any status of the table."""
    if table.status is GameStatus.LOBBY:
        return lobby_view(table, lang)
    if table.status is GameStatus.CANCELLED:
        view = discord.ui.LayoutView(timeout=None)
        view.add_item(
            discord.ui.Container(
                discord.ui.TextDisplay(f"### {t('table.title', lang, id=table.game_id)}"),
                discord.ui.TextDisplay(t("game.cancelled", lang)),
                accent_colour=COLOUR_CANCELLED,
            )
        )
        return view
    return game_view(table, lang)


def lobby_view(table: Table, lang: str) -> discord.ui.LayoutView:
    lines = []
    for seat in table.seats:
        if seat.ai_level:
            lines.append(f"🤖 {seat.name} · {t('lobby.computer', lang, level=seat.ai_level)}")
        else:
            host = f" · {t('lobby.host', lang)}" if seat.user_id == table.host_id else ""
            lines.append(f"👤 <@{seat.user_id}>{host}")
    gid = table.game_id
    full = len(table.seats) >= table.settings.seats
    buttons: list[discord.ui.Item[Any]] = [
        controls.table_button(
            gid, "join", t("button.join", lang), discord.ButtonStyle.primary, full
        ),
        controls.table_button(gid, "leave", t("button.leave", lang)),
        controls.table_button(gid, "ai_normal", t("button.add_normal", lang), disabled=full),
        controls.table_button(gid, "ai_random", t("button.add_random", lang), disabled=full),
        controls.table_button(
            gid,
            "start",
            t("button.start", lang),
            discord.ButtonStyle.success,
            len(table.seats) < 2,
        ),
    ]
    view = discord.ui.LayoutView(timeout=None)
    view.add_item(
        discord.ui.Container(
            discord.ui.TextDisplay(f"### {t('table.title', lang, id=gid)}"),
            discord.ui.TextDisplay(_settings_line(table, lang)),
            discord.ui.Separator(),
            discord.ui.TextDisplay("\n".join(lines)),
            discord.ui.TextDisplay(
                t("lobby.waiting", lang, n=len(table.seats), seats=table.settings.seats)
            ),
            *_rows(buttons),
            discord.ui.ActionRow(
                controls.table_button(
                    gid, "cancel", t("button.cancel", lang), discord.ButtonStyle.danger
                ),
                controls.table_button(gid, "rules", t("button.rules", lang)),
            ),
            accent_colour=COLOUR_LOBBY,
        )
    )
    return view


def _bid_line(view: dr.PlayerView) -> str:
    plays = []
    for b in view.bid:
        cards = "+".join(b.cards)
        if b.declared is not None:
            cards += f" ({b.declared})"
        plays.append(f"{b.player} {cards} → {b.value}")
    return " · ".join(plays)


def game_view(table: Table, lang: str) -> discord.ui.LayoutView:
    """The table during play and after it: everything public, nothing hidden."""
    state = table.state
    assert state is not None
    pv = dr.player_view(state, "")
    gid = table.game_id
    items: list[discord.ui.Item[Any]] = [
        discord.ui.TextDisplay(
            f"### {t('table.title', lang, id=gid)} · "
            + (
                t("game.over", lang)
                if pv.over
                else t("game.round", lang, n=pv.round, total=pv.rounds_total)
            )
        )
    ]
    if not pv.over:
        assert pv.turn is not None
        value = (
            t("game.value", lang, value=pv.value)
            if not pv.must_open
            else t("game.no_value", lang, player=pv.turn)
        )
        block = [f"## {value}"]
        if pv.bid:
            block.append(t("game.bid", lang, plays=_bid_line(pv)))
        block.append(
            t(
                "game.pile",
                lang,
                direction=t(f"game.direction.{pv.direction}", lang),
                pile=pv.pile,
            )
        )
        items.append(discord.ui.TextDisplay("\n".join(block)))
    seats = []
    for seat in pv.seats:
        extra = ""
        if seat.has_oubli:
            extra += t("game.oubli_holder", lang)
        if seat.short:
            extra += t("game.short", lang)
        if table.seats[seat.seat].ai_level:
            extra += t("game.computer", lang)
        marker = "▶" if seat.name == pv.turn else "·"
        if pv.over:
            marker = "🏆" if seat.name in pv.winners else "·"
        seats.append(
            t(
                "game.seat",
                lang,
                marker=marker,
                name=mention(table, seat.name),
                hand=seat.hand_size,
                collected=seat.collected,
                points=seat.points,
                extra=extra,
            )
        )
    items.append(discord.ui.Separator())
    items.append(discord.ui.TextDisplay("\n".join(seats)))
    log = [line for ev in table.events if (line := narrate(ev, lang))]
    if log:
        items.append(discord.ui.Separator())
        items.append(
            discord.ui.TextDisplay(t("game.log", lang) + "\n" + "\n".join(f"• {x}" for x in log))
        )
    if not pv.over and pv.turn is not None:
        items.append(discord.ui.TextDisplay(t("game.turn", lang, who=mention(table, pv.turn))))
    # The move count tells players (and tests) which state this message shows.
    items.append(discord.ui.TextDisplay("-# " + t("game.moves", lang, n=state.version)))
    buttons: list[discord.ui.Item[Any]] = []
    if not pv.over:
        buttons.append(
            controls.table_button(gid, "hand", t("button.hand", lang), discord.ButtonStyle.primary)
        )
        if state.manual and state.callable_seats():
            buttons.append(
                controls.table_button(
                    gid,
                    "oubli",
                    t("button.oubli", lang),
                    discord.ButtonStyle.danger,
                    version=state.version,
                )
            )
    buttons.append(controls.table_button(gid, "rules", t("button.rules", lang)))
    if not pv.over:
        buttons.append(controls.table_button(gid, "quit", t("button.leave_table", lang)))
    items.append(discord.ui.ActionRow(*buttons))
    view = discord.ui.LayoutView(timeout=None)
    view.add_item(
        discord.ui.Container(*items, accent_colour=COLOUR_OVER if pv.over else COLOUR_PLAY)
    )
    return view


def narrate(ev: dict[str, Any], lang: str) -> str | None:
    if ev.get("type") == "left":
        return t("game.left", lang, player=ev["player"])
    if ev.get("type") == "lobby":
        return None
    return dr.narrate(ev, lang)


# ------------------------------------------------------------------------------------------------
# The hand


def hand_view(
    table: Table, player: str, lang: str, *, note: str | None = None
) -> discord.ui.LayoutView:
    """A player's private hand: one control per legal move; off turn, the plays greyed out."""
    state = table.state
    assert state is not None
    pv = dr.player_view(state, player)
    gid, version = table.game_id, state.version
    hand = " ".join(f"`{c}`" for c in pv.hand) or t("hand.empty", lang)
    if pv.over:
        status = t("hand.over", lang)
    elif pv.turn == player and pv.seats[pv.seat].short:
        status = t("hand.must_draw", lang)
    elif pv.turn == player:
        status = t("hand.open", lang) if pv.must_open else t("hand.your_turn", lang)
    else:
        status = t("hand.waiting", lang, player=pv.turn)
    header = f"### {t('hand.title', lang)}\n# {hand}\n{status}"
    if note:
        header = f"⚠️ {note}\n{header}"
    if not pv.over and not pv.must_open:
        header += "\n" + t("game.value", lang, value=pv.value)
    if pv.preview:
        header += "\n-# " + t("hand.preview_open" if pv.must_open else "hand.preview", lang)
    items: list[discord.ui.Item[Any]] = [discord.ui.TextDisplay(header)]
    bid_cards = sum(len(b.cards) for b in pv.bid)
    buttons: list[discord.ui.Item[Any]] = []
    selects: list[discord.ui.Item[Any]] = []
    # The real moves (enabled), then what the player could play on their turn (greyed out).
    shown = [(m, False) for m in pv.moves] + [(m, True) for m in pv.preview]
    for m, disabled in shown:
        if m.kind == "play" and len(m.values) > 1:
            selects.append(controls.joker_select(gid, version, m, pv.value, lang, disabled))
            continue
        style = discord.ButtonStyle.secondary
        if m.kind == "take":
            style = discord.ButtonStyle.danger
        elif m.kind in ("draw", "oubli"):
            style = discord.ButtonStyle.primary
        buttons.append(
            controls.move_button(
                gid,
                version,
                m,
                dr.describe_move(m, pv.value, bid_cards, lang),
                style,
                state.players,
                disabled,
            )
        )
    items.extend(_rows(buttons))
    items.extend(discord.ui.ActionRow(s) for s in selects)
    view = discord.ui.LayoutView(timeout=None)
    view.add_item(discord.ui.Container(*items, accent_colour=COLOUR_PLAY))
    return view


def results_view(table: Table, lang: str) -> discord.ui.LayoutView:
    """The end-of-game message: standings, rounds, winners and the R14 tie-break in words."""
    state = table.state
    assert state is not None and state.over
    standings = dr.standings(state)
    lines = [
        t(
            "results.line",
            lang,
            pos=s.position,
            name=mention(table, s.name),
            total=s.total,
            rounds=" / ".join(map(str, s.round_points)),
            cards=" / ".join(map(str, s.cards)),
        )
        for s in standings
    ]
    winners = [mention(table, s.name) for s in standings if s.winner]
    shared = len(winners) > 1
    verdict = t("results.shared" if shared else "results.winner", lang, names=" & ".join(winners))
    top = min(s.total for s in standings)
    tied_on_points = sum(1 for s in standings if s.total == top) > 1
    why = ""
    if shared:
        why = t("results.shared_why", lang)
    elif tied_on_points:
        why = t("results.tiebreak", lang)
    view = discord.ui.LayoutView(timeout=None)
    view.add_item(
        discord.ui.Container(
            discord.ui.TextDisplay(f"### {t('results.title', lang)} · {table.game_id}"),
            discord.ui.TextDisplay(f"## {verdict}" + (f"\n{why}" if why else "")),
            discord.ui.Separator(),
            discord.ui.TextDisplay("\n".join(lines)),
            discord.ui.ActionRow(
                controls.table_button(
                    table.game_id, "again", t("button.again", lang), discord.ButtonStyle.success
                )
            ),
            accent_colour=COLOUR_OVER,
        )
    )
    return view
