"""``/dobro config option`` through the offline Discord (#32): a server's default for any game's
table option, from the rules' one declaration, with autocomplete, applied to the very next
table, shown by ``/dobro config show``, cleared with "default", and refused in words."""

from __future__ import annotations

from typing import Any

from fakediscord import FakeDiscord
from tests.discord.play_helpers import settle, start_play_bot
from tests.discord.test_config import SAVED, cancelled, opened, said, world

OPTION = "dobro config option"


async def test_any_games_option_becomes_the_servers_default(
    fake_discord: FakeDiscord, start_bot: Any
) -> None:
    fake = fake_discord
    bot = await start_play_bot(start_bot)
    general, ana, ben = fake.channel, fake.member("ana"), fake.member("ben")

    shown = await said(fake, ana, general, "dobro config show")
    assert "**Sticks tables**: full deck · cards played in turn" in shown
    assert "**Dobble tables**: most wins · 5 mini-games" in shown
    assert "Ten tables" not in shown  # no options: no line

    saved = await said(fake, ana, general, OPTION, game="sticks", option="deck", value="trimmed")
    assert SAVED in saved and "**Sticks tables**: trimmed deck · cards played in turn" in saved
    table, text = await opened(fake, bot, ben, general, game="sticks")
    assert table.settings.options == {"deck": "trimmed"} and "trimmed deck" in text
    await cancelled(fake, bot, ben, general)
    table, text = await opened(fake, bot, ben, general, game="sticks", deck="full")  # given: wins
    assert table.settings.options == {"deck": "full"} and "full deck" in text
    await cancelled(fake, bot, ben, general)

    # A value that is a number: stored as its word, dealt as the model's number.
    await said(fake, ana, general, OPTION, game="dobble", option="minigames", value="7")
    table, text = await opened(fake, bot, ben, general, game="dobble")
    assert table.settings.options == {"length": 7} and "7 mini-games" in text
    assert table.settings.game_options().length == 7  # type: ignore[attr-defined]
    await cancelled(fake, bot, ben, general)

    # Named as a French moderator names them: the option's and the value's French words.
    fr = await said(
        fake, ana, general, OPTION, game="sticks", option="paquet", value="réduit (toutes les "
        "cartes distribuées)", locale="fr",
    )  # fmt: skip
    assert "✅ Enregistré." in fr and "**Tables de Bâtonnets** : paquet réduit" in fr
    assert (await world(bot).guilds.get(fake.guild.id)).options == {
        "sticks": {"deck": "trimmed"},
        "dobble": {"length": "7"},
    }

    # "default" gives the game's own back.
    cleared = await said(fake, ana, general, OPTION, game="sticks", option="deck", value="default")
    assert "**Sticks tables**: full deck" in cleared
    table, _ = await opened(fake, bot, ben, general, game="sticks")
    assert table.settings.options == {}
    await cancelled(fake, bot, ben, general)
    assert (await world(bot).guilds.get(fake.guild.id)).options == {"dobble": {"length": "7"}}
    await settle(fake, bot)


async def test_a_wrong_option_or_value_is_refused_in_words(
    fake_discord: FakeDiscord, start_bot: Any
) -> None:
    fake = fake_discord
    bot = await start_play_bot(start_bot)
    general, ana = fake.channel, fake.member("ana")
    for options, told in (
        (
            {"game": "sticks", "option": "colour", "value": "red"},
            "Sticks has no option colour. Its options: deck, reveal.",
        ),
        (
            {"game": "sticks", "option": "variant", "value": "long"},  # Dobro's, not Sticks'
            "Sticks has no option variant. Its options: deck, reveal.",
        ),
        (
            {"game": "sticks", "option": "deck", "value": "huge"},
            "The option deck takes one of: full, trimmed, or default.",
        ),
        (
            {"game": "dobble", "option": "minigames", "value": "4"},
            "The option minigames takes one of: 1, 2, 3, 5, 7, 10, or default.",
        ),
        ({"game": "ten", "option": "deck", "value": "full"}, "Ten has no table options."),
    ):
        assert await said(fake, ana, general, OPTION, **options) == told
    fr = await said(
        fake, ana, general, OPTION, game="sticks", option="paquet", value="x", locale="fr"
    )
    assert fr == "L'option paquet prend l'une de ces valeurs : full, trimmed, ou default."
    assert (await world(bot).guilds.get(fake.guild.id)).options == {}


async def test_options_and_values_are_suggested_as_one_types(
    fake_discord: FakeDiscord, start_bot: Any
) -> None:
    fake = fake_discord
    await start_play_bot(start_bot)
    general, ana = fake.channel, fake.member("ana")

    def names(choices: list[dict[str, Any]]) -> list[tuple[str, str]]:
        return [(c["name"], c["value"]) for c in choices]

    sticks = await fake.autocomplete(
        ana, general, OPTION, focused="option", game="sticks", option=""
    )
    assert names(sticks) == [("deck", "deck"), ("reveal", "reveal")]
    french = await fake.autocomplete(
        ana, general, OPTION, focused="option", game="dobro", option="", locale="fr"
    )
    assert names(french) == [("variante", "variant"), ("pioche", "drawing")]
    anything = await fake.autocomplete(ana, general, OPTION, focused="option", option="mini")
    assert names(anything) == [("minigames (Dobble)", "minigames")]

    values = await fake.autocomplete(
        ana, general, OPTION, focused="value", game="dobro", option="drawing", value=""
    )
    assert names(values) == [
        ("automatic", "auto"),
        ("manual", "manual"),
        ("the game's own (automatic)", "default"),
    ]
    typed = await fake.autocomplete(
        ana, general, OPTION, focused="value", game="dobble", option="modes", value="pot"
    )
    assert names(typed)[0] == ("hot potato", "potato")
    none = await fake.autocomplete(
        ana, general, OPTION, focused="value", game="ten", option="x", value=""
    )
    assert none == []
