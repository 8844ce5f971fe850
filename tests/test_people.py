"""The per-person settings service (``people``): declared settings, their defaults, a bounded
cache that a change updates only once stored, and refusals that change nothing."""

from __future__ import annotations

import pytest

from people import CARDS, SETTINGS, PeopleService, PersonSettings, SettingError


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
