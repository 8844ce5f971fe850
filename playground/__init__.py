"""The playground: the real bot on the built-in offline Discord, played in a browser page.

`python -m playground` builds `bot.py`'s bot (the same `DobroBot`, extensions and services),
logs it into `fakediscord` (a small Discord on 127.0.0.1), keeps its games in a SQLite file,
and serves a page on http://127.0.0.1:8765 that shows the server's channels and threads, each
person's DM with the bot and a group DM of three friends (the bot answers there through Ana's
own install of the app) as Discord's app would: components V2 layouts, card faces, buttons and
selects, forms, ephemeral messages only to whom they are for, a command box with the `/dobro`
commands, and the *Apps* menu on a member. Several people (and a moderator) play side by side,
one column each; *Skip 15 minutes* moves the bot's and Discord's one clock (`clock.py`). No
Discord account, no token, no network: a newcomer tries the bot, and the team looks at a
layout before shipping it.

- `app.py`: `Playground`, the offline server, the bot and the page's server.
- `clock.py`: `SkipClock`, real time that the page can move forward.
- `views.py`: what the page reads (channels, messages, commands), as JSON.
- `static/`: the page itself (HTML, CSS and plain JavaScript, no build step).
"""

from playground.app import DEFAULT_PORT, PEOPLE, Playground

__all__ = ["DEFAULT_PORT", "PEOPLE", "Playground"]
