"""Dobble's rules engine: pure and seeded, with no Discord, no storage and no clock in sight.

A match is a pure function of its record (DOBBLE.md "Game record"): ``replay(record)``, or at
a table ``GAME.load(setup, actions)`` then ``GAME.apply(state, move)`` for each claim. The
deck is H1's projective plane (``cards``); ``ai`` gives computer players' reaction times and
claims; ``view`` is what a seat sees (everything is face up).
"""

from . import ai, cards
from .cards import CARDS, EMOJI, SYMBOLS, card_names, duel_deck, game_deck, shuffle
from .engine import (
    LOCKOUT_MS,
    MODES,
    Claim,
    Match,
    Move,
    Pick,
    Setup,
    apply,
    apply_in_place,
    button_card,
    claim_key,
    compared,
    new_match,
    stage,
    start_game,
)
from .errors import WORDS, IllegalAction, RecordError, ReplayError
from .game import GAME, HOLD_MS, Choice, DobbleGame, DobbleOptions
from .narrate import mode_name, narrate
from .record import (
    action_dict,
    dumps,
    export_record,
    load_actions,
    load_setup,
    new_setup,
    parse_action,
    parse_record,
    rename_player,
    replay,
    resolve_modes,
)
from .views import DobbleView, Standing, standings, state_json, view

error_text = WORDS.error_text

__all__ = [
    "CARDS",
    "EMOJI",
    "GAME",
    "HOLD_MS",
    "LOCKOUT_MS",
    "MODES",
    "SYMBOLS",
    "WORDS",
    "Choice",
    "Claim",
    "DobbleGame",
    "DobbleOptions",
    "DobbleView",
    "IllegalAction",
    "Match",
    "Move",
    "Pick",
    "RecordError",
    "ReplayError",
    "Setup",
    "Standing",
    "action_dict",
    "ai",
    "apply",
    "apply_in_place",
    "button_card",
    "card_names",
    "cards",
    "claim_key",
    "compared",
    "duel_deck",
    "dumps",
    "error_text",
    "export_record",
    "game_deck",
    "load_actions",
    "load_setup",
    "mode_name",
    "narrate",
    "new_match",
    "new_setup",
    "parse_action",
    "parse_record",
    "rename_player",
    "replay",
    "resolve_modes",
    "shuffle",
    "stage",
    "standings",
    "start_game",
    "state_json",
    "view",
]
