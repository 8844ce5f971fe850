"""Eleven, a toy game that exists only in the test suite: ``docs/adding-a-game.md`` followed to
the letter, to prove it true. Its parts are where the guide puts them, but in this folder (the
bot never offers it): a rules package (``eleven_rules/``: a thin ``game.py`` over the kit), a
Discord renderer (``discord.py``), a terminal renderer (``terminal.py``), its words
(``locales/<lang>/eleven.ftl``) and one catalogue line, registered by the conformance suite
while it runs (``REGISTRATION``).

The rules (E1-E6): two to four players; a deck of two of each card 1 to 9, shuffled from the
seed (E1); three cards dealt to each, hidden, the rest a face-down pile (E2); in turn from the
first seat, each plays a card onto the count (E3); a count over 11 gives its player a penalty
point and starts again from 0, exactly 11 starts again free (E4); after playing, draw one if
the pile has any (E5); once every hand is empty, the fewest points win, ties shared (E6).
One table option (H1): four cards dealt to each instead of three, declared once in its rules'
options model and offered by the platform from there (``/dobro new``, server defaults, the
lobby's line) with no code of its own.
"""

from pathlib import Path

#: The catalogue line and the words, as the conformance suite registers them.
NAME = "eleven"
REGISTRATION = {
    "package": "tests.conformance.eleven.eleven_rules",
    "discord": "tests.conformance.eleven.discord",
    "terminal": "tests.conformance.eleven.terminal",
}
WORDS = Path(__file__).parent / "locales"
