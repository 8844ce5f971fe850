"""A challenge (#34: the Apps menu's *Challenge to a game*): a 2-seat lobby that only the
challenged person may join; *Accept* seats them and starts; *Decline* (either of the two) or
ten minutes of silence closes it, counting for nobody; *Play again* afterwards is an open
lobby."""

from __future__ import annotations

import pytest

from storage import GameStatus
from tables import CHALLENGE_LIFETIME, TableError, TableSettings

from .helpers import CHANNEL, GUILD, PEOPLE, Env

ANA, BO, CY = PEOPLE[0], PEOPLE[1], PEOPLE[2]


def challenge(game: str = "sticks", challenged: int = BO[0]) -> TableSettings:
    return TableSettings(seats=2, game=game, challenged=challenged)


async def test_only_the_challenged_may_sit_and_accept_starts(env: Env) -> None:
    service = env.service
    table = await service.create(GUILD, CHANNEL, *ANA, challenge())
    assert table.timers.expires == env.clock.now() + CHALLENGE_LIFETIME
    for refused in (
        service.join(table.game_id, *CY),
        service.add_computer(table.game_id, ANA[0], "normal"),
    ):
        with pytest.raises(TableError) as caught:
            await refused
        assert caught.value.code == "challenge_only"
    with pytest.raises(TableError) as caught:
        await service.accept(table.game_id, *CY)
    assert caught.value.code == "not_challenged"
    await service.accept(table.game_id, *BO)
    assert table.status is GameStatus.ACTIVE
    assert [s.user_id for s in table.seats] == [ANA[0], BO[0]]


@pytest.mark.parametrize("who", [ANA[0], BO[0]])
async def test_decline_by_either_closes_it(env: Env, who: int) -> None:
    service = env.service
    table = await service.create(GUILD, CHANNEL, *ANA, challenge())
    with pytest.raises(TableError):
        await service.decline(table.game_id, CY[0])
    await service.decline(table.game_id, who)
    assert table.status is GameStatus.CANCELLED and table.end_reason == "declined"
    assert service.in_channel(CHANNEL) is None


async def test_ten_minutes_of_silence_closes_it(env: Env) -> None:
    service, clock = env.service, env.clock
    table = await service.create(GUILD, CHANNEL, *ANA, challenge())
    await clock.advance(CHALLENGE_LIFETIME - 1)
    assert table.status is GameStatus.LOBBY
    await clock.advance(2)
    assert table.status is GameStatus.CANCELLED and table.end_reason == "expired"


async def test_a_challenge_needs_someone_else_and_two_seats(env: Env) -> None:
    for settings in (challenge(challenged=ANA[0]), TableSettings(seats=3, challenged=BO[0])):
        with pytest.raises(TableError) as caught:
            await env.service.create(GUILD, CHANNEL, *ANA, settings)
        assert caught.value.code == "bad_challenge"
