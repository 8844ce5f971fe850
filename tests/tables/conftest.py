"""Fixtures of the table service tests: a service on a fake clock over an in-memory store."""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable
from typing import Any

import pytest

from .helpers import Env, make_service


@pytest.fixture
async def make_env() -> AsyncIterator[Callable[..., Env]]:
    """Build services (``make_service`` arguments); every one is closed at the end."""
    made: list[Env] = []

    def make(*args: Any, **kwargs: Any) -> Env:
        env = make_service(*args, **kwargs)
        made.append(env)
        return env

    yield make
    for env in made:
        await env.service.close()


@pytest.fixture
async def env(make_env: Callable[..., Env]) -> Env:
    """A restored service (watchdog running), ai_delay 1 s, over a MemoryStore."""
    env = make_env()
    await env.service.restore()
    return env
