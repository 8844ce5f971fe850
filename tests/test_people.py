"""The per-person settings service (``people``): declared settings, their defaults, a bounded
cache that a change updates only once stored, and refusals that change nothing."""

from __future__ import annotations

import pytest

from people import (
    AWAY,
    AWAY_DAYS,
    CARDS,
    MAX_AWAY_DAYS,
    SETTINGS,
    TURNS,
    Notices,
    PeopleService,
    PersonSettings,
    SettingError,
    vacation_until,
)


class Store:
    """A settings store in memory that counts its reads and can fail its next write."""

    def __init__(self) -> None:
        self.rows: dict[int, dict[str, str]] = {}
        self.reads = 0
        self.fail = False

    async def get(self, user_id: int) -> dict[str, str]:
        self.reads += 1
        return dict(self.rows.get(user_id, {}))

    async def set(self, user_id: int, name: str, value: str | None) -> dict[str, str]:
        if self.fail:
            raise OSError("disk full")
        mine = self.rows.setdefault(user_id, {})
        if value is None:
            mine.pop(name, None)
        else:
            mine[name] = value
        return dict(mine)

    async def forget(self, user_id: int) -> int:
        return len(self.rows.pop(user_id, {}))


def test_a_setting_is_one_declaration_with_its_default() -> None:
    assert SETTINGS["cards"] is CARDS and CARDS.choices == ("pictures", "text")
    nobody = PersonSettings(1)
    assert nobody["cards"] == "pictures" and not nobody.cards_as_words
    assert PersonSettings(1, {"cards": "text"}).cards_as_words
    # A stored value this version does not know (a choice since removed) reads as the default.
    assert PersonSettings(1, {"cards": "braille"})["cards"] == "pictures"


async def test_settings_are_cached_stored_first_and_the_default_needs_no_row() -> None:
    store = Store()
    people = PeopleService(store)
    assert not (await people.get(7)).cards_as_words
    await people.get(7)
    assert store.reads == 1, "read once, then from the cache"
    assert (await people.set(7, "cards", "text")).cards_as_words
    assert store.rows[7] == {"cards": "text"} and (await people.get(7)).cards_as_words
    await people.set(7, "cards", "pictures")
    assert store.rows[7] == {}, "the default is no row"

    store.fail = True
    with pytest.raises(OSError):
        await people.set(7, "cards", "text")
    assert not (await people.get(7)).cards_as_words, "a failed write changes nothing"


async def test_unknown_settings_and_values_are_refused() -> None:
    store = Store()
    people = PeopleService(store)
    with pytest.raises(SettingError) as unknown:
        await people.set(1, "colour", "red")
    assert unknown.value.code == "settings.unknown"
    with pytest.raises(SettingError) as bad:
        await people.set(1, "cards", "braille")
    assert bad.value.code == "settings.bad_value" and bad.value.params["values"] == "pictures, text"
    assert store.rows == {}


async def test_the_cache_is_bounded_and_forget_me_empties_it() -> None:
    store = Store()
    people = PeopleService(store, cached=3)
    for user in range(1, 6):
        await people.get(user)
    assert [u for u in range(1, 6) if people.cached(u)] == [3, 4, 5]
    await people.set(4, "cards", "text")
    assert await people.forget(4) == 1
    assert people.cached(4) is None and store.rows == {}
    assert not (await people.get(4)).cards_as_words


def test_turns_and_away_are_settings_like_any_other() -> None:
    """#34: "your turn" by DM is a choice; a vacation is a free word of its shape (from-until,
    Unix seconds), and a malformed one reads as none."""
    assert SETTINGS["turns"] is TURNS and TURNS.default == "off"
    assert PersonSettings(1, {"turns": "dm"}).turns_by_dm
    assert not PersonSettings(1).turns_by_dm and PersonSettings(1).away is None
    assert PersonSettings(1, {"away": "100-200"}).away == (100.0, 200.0)
    assert PersonSettings(1, {"away": "soon"}).away is None
    assert AWAY.allows("1800000000-1800086400") and not AWAY.allows("1-2-3")


async def test_a_vacation_is_stored_as_a_word_and_bounded() -> None:
    store = Store()
    people = PeopleService(store)
    clock = [1_800_000_000.0]
    notices = Notices(None, people, lambda: clock[0])  # type: ignore[arg-type]
    assert await notices.set_away(5, 3) == (1_800_000_000.0, 1_800_000_000.0 + 3 * 86400)
    assert store.rows[5] == {"away": "1800000000-1800259200"}
    assert await notices.away(5) == (1_800_000_000.0, 1_800_259_200.0)
    assert (await notices.set_away(5, 400))[1] == 1_800_000_000.0 + MAX_AWAY_DAYS * 86400
    clock[0] += 31 * 86400
    assert await notices.away(5) is None  # over
    assert await notices.set_away(5, 0) is None and store.rows[5] == {}


def test_a_servers_limit_bounds_how_long_a_vacation_freezes_a_clock() -> None:
    start, until = 1000.0, 1000.0 + 20 * 86400
    assert vacation_until(start, until, None) == start + AWAY_DAYS * 86400
    assert vacation_until(start, until, 30) == until
    assert vacation_until(start, until, 0) == start
