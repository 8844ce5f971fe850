"""Ten's rules engine: pure, seeded, with no Discord and no storage in sight.

A game is a pure function of its record (TEN.md): ``replay(record)``, or ``start(record)``
then ``apply(state, action)`` per action. ``seat_choices`` lists exactly what the deciding seat
may do; ``player_view`` is what one seat (or the public) may see; ``GAME`` meets the platform's
``games.GameRules``.
"""

from . import ai
from .engine import (
    Action,
    Choice,
    Deal,
    Setup,
    TenState,
    apply,
    apply_in_place,
    choice_action,
    events_for,
    new_state,
    public_events,
    round_result,
    seat_choices,
    seeded_deal,
)
from .errors import WORDS, IllegalAction, RecordError, ReplayError
from .game import GAME, TenGame, TenOptions
from .narrate import card_words, describe_choice, narrate
from .record import (
    GameRecord,
    action_dict,
    deal_dict,
    decode,
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
from .views import Standing, TenView, player_view, standings, state_json

error_text = WORDS.error_text

__all__ = [
    "GAME",
    "WORDS",
    "Action",
    "Choice",
    "Deal",
    "GameRecord",
    "IllegalAction",
    "RecordError",
    "ReplayError",
    "Setup",
    "Standing",
    "TenGame",
    "TenOptions",
    "TenState",
    "TenView",
    "action_dict",
    "ai",
    "apply",
    "apply_in_place",
    "card_words",
    "choice_action",
    "deal_dict",
    "decode",
    "describe_choice",
    "dumps",
    "error_text",
    "events_for",
    "export_record",
    "load_record",
    "narrate",
    "new_record",
    "new_state",
    "parse_action",
    "player_view",
    "public_events",
    "rename_action",
    "rename_player",
    "replay",
    "round_result",
    "seat_choices",
    "seeded_deal",
    "setup_of",
    "standings",
    "start",
    "state_json",
]
