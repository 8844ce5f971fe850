"""``python -m tests.conformance.eleven.eleven_rules replay|play|arena``: Eleven's command line.
Eleven is in no catalogue: its line (and its words) are registered for the run."""

import locales
from games import registered
from games.cli import entry
from tests.conformance.eleven import NAME, REGISTRATION, WORDS

with registered(NAME, **REGISTRATION), locales.added(WORDS):
    entry(NAME)
