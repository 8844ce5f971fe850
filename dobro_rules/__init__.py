"""Dobro's rules engine: pure, seeded, with no Discord and no storage in sight.

A game is a pure function of its setup and its action list (RECORD.md): ``replay(record)`` or
``start(record)`` then ``apply(state, action)`` for each action. ``legal_moves`` lists exactly the
moves the rules allow; ``player_view`` is what one player may see.
"""

from . import ai
from .cards import hand_size
from .engine import (
    Action,
    GameState,
    Move,
    Setup,
    actors,
    apply_in_place,
    legal_moves,
    new_state,
    preview_moves,
    seat_moves,
)
from .errors import WORDS, IllegalAction, RecordError, ReplayError
from .game import GAME, DobroOptions
from .narrate import describe_move, narrate, narrate_cards
from .record import (
    GameRecord,
    action_dict,
    apply,
    dumps,
    export_record,
    load_record,
    new_record,
    parse_action,
    rename_action,
    rename_player,
    replay,
    setup_of,
    start,
)
from .snapshot import from_snapshot, to_snapshot
from .views import PlayerView, Standing, player_view, standings, state_json

error_text = WORDS.error_text

__all__ = [
    "GAME",
    "WORDS",
    "Action",
    "DobroOptions",
    "GameRecord",
    "GameState",
    "IllegalAction",
    "Move",
    "PlayerView",
    "RecordError",
    "ReplayError",
    "Setup",
    "Standing",
    "action_dict",
    "actors",
    "ai",
    "apply",
    "apply_in_place",
    "describe_move",
    "dumps",
    "error_text",
    "export_record",
    "from_snapshot",
    "hand_size",
    "legal_moves",
    "load_record",
    "narrate",
    "narrate_cards",
    "new_record",
    "new_state",
    "parse_action",
    "player_view",
    "preview_moves",
    "rename_action",
    "rename_player",
    "replay",
    "seat_moves",
    "setup_of",
    "standings",
    "start",
    "state_json",
    "to_snapshot",
]
