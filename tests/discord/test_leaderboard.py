"""/dobro leaderboard, /dobro history and /dobro export game: through the offline Discord.

Most data is written straight into the bot's database (finished games and totals in a few
milliseconds); one test plays a real game by clicks so the board, the history's link to the
results message and the export of that game come from a game as players would play it.
"""

from __future__ import annotations

import json
import random
import re
import sqlite3
from typing import Any

import dobro_rules as dr
from bot import DobroBot
from fakediscord import FakeDiscord, StoredMessage
from standings import display
from storage import Database, GameStatus, Seat
from tests.discord.play_helpers import open_table, play_by_clicks, settle, start_play_bot
from tests.storage.storage_helpers import record


def db_of(bot: DobroBot) -> Database:
    assert isinstance(bot.db, Database)
    return bot.db


def put_totals(bot: DobroBot, guild: int, rows: list[tuple[int, int, int, int]]) -> None:
    """(user, games, wins, points) per person, written as finished games would leave them."""
    with sqlite3.connect(db_of(bot).path) as conn:
        conn.executemany(
            "INSERT INTO guild_player_totals (guild_id, game, user_id, games, wins, points,"
            " rounds, cards, updated_at)"
            " VALUES (?, 'dobro', ?, ?, ?, ?, 3, 0, '2025-01-01T00:00:00.000Z')",
            [(guild, *r) for r in rows],
        )


async def finish(
    bot: DobroBot,
    guild: int,
    people: list[int | None],
    points: list[int],
    *,
    league: int | None = None,
    owed: tuple[str, ...] = ("results",),
) -> int:
    """A finished game (seat i: ``people[i]``, None a computer) with its results owed (its
    record is not a real game: a restart could not render them; pass ``owed=()`` then),
    played for ``league`` if given."""
    db = db_of(bot)
    seats = [
        Seat.ai(i, f"Robot_{i}*", "normal") if u is None else Seat.human(i, u, f"u{u}")
        for i, u in enumerate(people)
    ]
    game = await db.games.create(
        guild,
        random.randrange(1, 2**40),
        seats=seats,
        setup={"players": [s.name for s in seats], "seed": 1},
        settings={"variant": "long", **({"league": league} if league else {})},
    )
    best = min(points)
    await record(
        db,
        game.id,
        [
            dr.Standing(
                name=s.name,
                seat=s.seat,
                position=1 + sum(p < points[i] for p in points),
                round_points=[points[i]],
                total=points[i],
                cards=[points[i]],
                winner=points[i] == best,
                shared=points.count(best) > 1 and points[i] == best,
            )
            for i, s in enumerate(seats)
        ],
        owed=owed,
    )
    return game.id


def lines_with(message: StoredMessage, text: str) -> list[str]:
    return [line for line in message.text().splitlines() if text in line]


def board_rows(message: StoredMessage) -> list[str]:
    """The ranked rows ("**3.** <@…> · …"), not the caller's own row."""
    return [line for line in message.text().splitlines() if re.match(r"\*\*\d+\.\*\*", line)]


async def test_a_played_game_on_the_board_in_the_history_and_exported(
    fake_discord: FakeDiscord, start_bot: Any
) -> None:
    fake = fake_discord
    bot = await start_play_bot(start_bot, seed=21)
    ana, ben, cleo = fake.member("ana"), fake.member("ben"), fake.member("cleo")
    table = await open_table(fake, bot, ana, others=[ben], computers=["normal"], seats=3)
    await play_by_clicks(fake, bot, table, [ana, ben], random.Random(21))
    await settle(fake, bot)
    (results,) = [m for m in fake.messages(fake.channel) if "Dobro · results" in m.text()]
    guild = fake.guild.id

    board = (
        await fake.slash(cleo, fake.channel, "dobro leaderboard", sort="wins", min_games=1)
    ).response()
    assert not board.ephemeral and board.is_v2
    assert board.notified() == set()  # mentions, and nobody pinged
    totals = {u.id: await db_of(bot).leaderboard.player_totals(guild, u.id) for u in (ana, ben)}
    for user in (ana, ben):
        (line,) = lines_with(board, f"<@{user.id}>")
        rating = await db_of(bot).ratings.get(guild, user.id)
        assert rating is not None
        t = totals[user.id]
        assert t is not None
        shown = display(rating.mu, rating.sigma)
        assert f" · rating {shown} · games 1 · wins {t.wins} ({100 * t.wins}%)" in line
        assert line.endswith(f" · {t.points / t.games:.1f} pts/game")
    assert "2 players with at least 1 finished game · page 1 of 1" in board.text()
    assert f"**You** (<@{cleo.id}>): no finished game here yet" in board.text()
    assert board.buttons() == []  # one page: no Previous/Next

    by_rating = (await fake.slash(ana, fake.channel, "dobro leaderboard")).response()
    assert "at least 3 finished games" not in by_rating.text()
    assert "Nobody is on this board yet: it needs 3 finished games" in by_rating.text()
    assert "1 finished game here; this board needs 3" in by_rating.text()

    history = (await fake.slash(ben, fake.channel, "dobro history")).response()
    assert history.notified() == set()
    link = f"https://discord.com/channels/{guild}/{results.channel_id}/{results.id}"
    assert f"[Results]({link})" in history.text()
    assert f"**Game {table.game_id}** · <t:" in history.text()
    found = await db_of(bot).results.for_game(table.game_id)
    assert found is not None
    order = next(line for line in history.text().splitlines() if line.startswith("🏆 "))
    names = [f"<@{s.user_id}>" if s.user_id else s.name for s in found.seats]
    assert [order.index(n) for n in names] == sorted(order.index(n) for n in names)

    # Export that game by its number, from another channel.
    exported = (
        await fake.slash(ben, fake.other_channel, "dobro export", game=table.game_id)
    ).response()
    record = json.loads(exported.files[0].data)
    assert dr.state_json(dr.replay(record)) == dr.state_json(table.state)
    elsewhere = await finish(bot, guild + 1, [ana.id, ben.id], [1, 2])
    refused = await fake.slash(ben, fake.channel, "dobro export", game=elsewhere)
    assert refused.response().ephemeral
    assert refused.response().content == f"There is no game {elsewhere} in this server."
    lobby = await db_of(bot).games.create(guild, 777, seats=[Seat.human(0, ana.id, "ana")])
    await db_of(bot).games.set_status(lobby.id, GameStatus.CANCELLED, reason="expired")
    refused = await fake.slash(ben, fake.channel, "dobro export", game=lobby.id, locale="fr")
    assert refused.response().content.startswith(f"La partie {lobby.id} n'est pas terminée")
    missing = await fake.slash(ben, fake.channel, "dobro export", game=10**9)
    assert missing.response().content == f"There is no game {10**9} in this server."


async def test_pages_own_row_buttons_and_a_restart(
    fake_discord: FakeDiscord, start_bot: Any
) -> None:
    fake = fake_discord
    bot = await start_play_bot(start_bot)
    ana, ben = fake.member("ana"), fake.member("ben")
    guild = fake.guild.id
    # 24 people by games: 30, 29, … 7 (ana 8 from the bottom: rank 17), ben absent.
    others = [(1000 + k, 30 - k, 1, 40) for k in range(24) if k != 16]
    put_totals(bot, guild, [*others, (ana.id, 14, 2, 30)])

    asked = await fake.slash(ana, fake.channel, "dobro leaderboard", sort="games")
    board = asked.response()
    assert not board.ephemeral and board.notified() == set()
    rows = board_rows(board)
    assert (
        len(rows) == 10
        and rows[0] == "**1.** <@1000> · rating 1000 · games 30 · wins 1 (3%) · 1.3 pts/game"
    )
    assert f"**You** (<@{ana.id}>): #17 of 24" in board.text()
    assert "page 1 of 3" in board.text()
    prev, nxt = board.buttons()
    assert (prev["custom_id"], prev.get("disabled")) == ("dobro:lb:games:1:1:dobro", True)
    assert nxt["custom_id"] == "dobro:lb:games:1:2:dobro" and not nxt.get("disabled")

    turned = await fake.click(ana, board, "dobro:lb:games:1:2:dobro")
    assert turned.callback_type == 7 and not turned.errors  # the same message, edited
    page2 = fake.message(board.id)
    assert "page 2 of 3" in page2.text() and f"**17.** <@{ana.id}>" in page2.text()
    assert "**You**" not in page2.text()  # on the page: no extra row
    # Someone else presses Next: they get the page privately, ana's board stays on page 2.
    # A button posted before boards had games (no ":dobro") still turns to Dobro's page.
    old = page2.find_component("dobro:lb:games:1:3:dobro")
    assert old is not None
    old["custom_id"] = "dobro:lb:games:1:3"  # as an older bot wrote it
    peek = (await fake.click(ben, page2, "dobro:lb:games:1:3")).response()
    assert peek.ephemeral and "page 3 of 3" in peek.text()
    assert f"**You** (<@{ben.id}>): no finished game here yet" in peek.text()
    assert "page 2 of 3" in fake.message(board.id).text()
    await fake.click(ana, board, "dobro:lb:games:1:3")
    last = fake.message(board.id)
    assert [r.split(".")[0] for r in board_rows(last)] == ["**21", "**22", "**23", "**24"]
    assert [b.get("disabled", False) for b in last.buttons()] == [False, True]

    # After a restart the buttons still work, and a stale page shows the current data.
    await bot.close()
    bot = await start_play_bot(start_bot)
    put_totals(bot, guild, [(2000 + k, 50, 0, 60) for k in range(7)])  # new games since
    await fake.click(ana, board, "dobro:lb:games:1:2:dobro")
    after = fake.message(board.id)
    assert "31 players" in after.text() and "page 2 of 4" in after.text()
    assert "**11.** <@1003>" in after.text()  # seven new players above everyone
    assert f"**You** (<@{ana.id}>): #24 of 31" in after.text()

    # French, and private on request.
    fr = await fake.slash(
        ana, fake.channel, "dobro leaderboard", sort="winrate", ephemeral=True, locale="fr"
    )
    text = fr.response().text()
    assert fr.response().ephemeral
    assert "🏆 Classement Dobro · Taux de victoire" in text
    # 2/14 ties 1/7: more games first.
    assert board_rows(fr.response())[0] == (
        f"**1.** <@{ana.id}> · classement 1000 · parties 14 · victoires 2 (14 %) · 2,1 pts/partie"
    )
    assert "31 joueurs avec au moins 3 parties terminées · page 1 sur 4" in text
    assert "Suivante ▶" in text


async def test_an_empty_server_and_exactly_ten_players(
    fake_discord: FakeDiscord, start_bot: Any
) -> None:
    fake = fake_discord
    bot = await start_play_bot(start_bot)
    ana = fake.member("ana")
    empty = (await fake.slash(ana, fake.channel, "dobro leaderboard")).response()
    assert "Open a table with /dobro new" in empty.text() and empty.buttons() == []
    assert "**You**" not in empty.text()
    fr = (await fake.slash(ana, fake.channel, "dobro leaderboard", locale="fr")).response()
    assert "/dobro nouvelle" in fr.text()
    history = await fake.slash(ana, fake.channel, "dobro history")
    assert "No game has been played on this server yet" in history.response().text()

    put_totals(bot, fake.guild.id, [(500 + k, 3, 1, 9) for k in range(10)])
    ten = (await fake.slash(ana, fake.channel, "dobro leaderboard", sort="wins")).response()
    rows = board_rows(ten)
    assert len(rows) == 10 and ten.buttons() == []  # exactly one page
    assert "**10.** <@509>" in rows[-1]  # ties on everything: by user id


async def test_history_with_a_cancelled_game_and_pages(
    fake_discord: FakeDiscord, start_bot: Any
) -> None:
    fake = fake_discord
    bot = await start_play_bot(start_bot)
    ana, ben, cleo = fake.member("ana"), fake.member("ben"), fake.member("cleo")
    guild = fake.guild.id
    db = db_of(bot)
    shared = await finish(bot, guild, [ben.id, ana.id], [2, 2])
    ids = [await finish(bot, guild, [ana.id, None, ben.id], [3, 1, 3]) for _ in range(11)]
    (owed,) = await db.outbox.owed(ids[-1])
    await db.outbox.mark_sent(owed.id, 4242)
    seats = [Seat.human(0, ana.id, "ana"), Seat.human(1, ben.id, "ben")]
    cancelled = await db.games.create(
        guild, 31337, seats=seats, setup={"players": ["ana", "ben"], "seed": 2}
    )
    await db.games.set_status(cancelled.id, GameStatus.CANCELLED, reason="**rude** @everyone <@1>")

    shown = (await fake.slash(ben, fake.channel, "dobro history")).response()
    assert shown.notified() == set()
    text = shown.text()
    assert "13 games · page 1 of 2" in text
    first = text.split("**Game ")[1]
    assert first.startswith(f"{cancelled.id}**")
    assert "🚫 Cancelled by a moderator: \\*\\*rude\\*\\* @\u200beveryone \\<@\u200b1>" in first
    assert f"Players: <@{ana.id}>, <@{ben.id}>" in first
    newest = text.split("**Game ")[2]
    assert newest.startswith(f"{ids[-1]}**") and "one round per player" in newest
    # The winner first (a computer: its name escaped), then the others by position.
    assert f"\n🏆 Robot\\_1\\* · 2. <@{ana.id}> · 2. <@{ben.id}>\n" in newest
    link = f"https://discord.com/channels/{guild}/{owed.channel_id}/4242"
    assert f"[Results]({link})" in newest
    assert "[Results]" not in text.split("**Game ")[3]  # its results were never sent
    turned = await fake.click(ben, shown, "dobro:hi:2")
    assert turned.callback_type == 7  # ben asked: his history turns in place
    page2 = fake.message(shown.id).text()
    assert "page 2 of 2" in page2
    assert page2.count("**Game ") == 3 and f"**Game {ids[0]}**" in page2
    assert f"🏆 <@{ben.id}> · 🏆 <@{ana.id}> (shared win)" in page2.split(f"**Game {shared}**")[1]
    back = await fake.click(cleo, shown, "dobro:hi:1")  # someone else: privately
    assert back.response().ephemeral and "page 1 of 2" in back.response().text()
    assert "page 2 of 2" in fake.message(shown.id).text()

    french = (await fake.slash(ana, fake.channel, "dobro history", page=2, locale="fr")).response()
    assert "13 parties · page 2 sur 2" in french.text() and "(victoire partagée)" in french.text()
    assert f"**Partie {ids[0]}** · <t:" in french.text()
