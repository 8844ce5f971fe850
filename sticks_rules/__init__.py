"""Sticks (Bâtonnets)'s rules engine: pure, seeded, with no Discord and no storage in sight.

A game is a pure function of its record (STICKS.md "Game record"): ``replay(record)``, or
``start(record)`` then ``apply(state, play)`` for each play. ``legal_plays`` lists exactly the
plays the rules allow; ``view`` is what one seat (or the public) may see; ``GAME`` is the
adapter the table platform uses (``games.GameRules``).
"""

from . import ai
from .engine import (
    Play,
    RoundDeal,
    Setup,
    State,
    apply,
    apply_in_place,
    determinize,
    legal_plays,
    new_state,
    start_events,
)
from .errors import WORDS, IllegalAction, RecordError, ReplayError
from .game import GAME, SticksGame, SticksOptions
from .narrate import describe_move, narrate
from .record import (
    GameRecord,
    action_dict,
    dumps,
    export_record,
    load_record,
    new_record,
    parse_action,
    parse_json,
    rename_player,
    replay,
    setup_of,
    start,
)
from .views import Standing, SticksView, standings, state_json, view

error_text = WORDS.error_text

__all__ = [
    "GAME",
    "WORDS",
    "GameRecord",
    "IllegalAction",
    "Play",
    "RecordError",
    "ReplayError",
    "RoundDeal",
    "Setup",
    "Standing",
    "State",
    "SticksGame",
    "SticksOptions",
    "SticksView",
    "action_dict",
    "ai",
    "apply",
    "apply_in_place",
    "describe_move",
    "determinize",
    "dumps",
    "error_text",
    "export_record",
    "legal_plays",
    "load_record",
    "narrate",
    "new_record",
    "new_state",
    "parse_action",
    "parse_json",
    "rename_player",
    "replay",
    "setup_of",
    "standings",
    "start",
    "start_events",
    "state_json",
    "view",
]
