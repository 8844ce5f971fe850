"""Player-facing words of the engine, in English and French.

The engine raises and narrates with codes and parameters; this table turns them into a sentence.
Unknown languages fall back to English.
"""

from __future__ import annotations

from typing import Any

ERRORS: dict[str, dict[str, str]] = {
    "game_over": {
        "en": "The game is over: its last round has been played ({rule}).",
        "fr": "La partie est terminée : sa dernière manche a été jouée ({rule}).",
    },
    "not_your_turn": {
        "en": "It is {turn}'s turn, not yours ({rule}).",
        "fr": "C'est au tour de {turn}, pas au vôtre ({rule}).",
    },
    "must_draw_first": {
        "en": "Your hand is short: draw before doing anything else ({rule}).",
        "fr": "Il vous manque des cartes : piochez avant toute autre action ({rule}).",
    },
    "manual_only": {
        "en": "Drawing and oubli calls exist only at tables with manual drawing ({rule}).",
        "fr": "Piocher soi-même et crier « oubli » n'existent qu'en pioche manuelle ({rule}).",
    },
    "not_short": {
        "en": "{player} has nothing to draw: the hand is full or the draw pile is empty ({rule}).",
        "fr": "{player} n'a rien à piocher : main complète ou pioche vide ({rule}).",
    },
    "oubli_self": {
        "en": "You cannot call an oubli on yourself: just draw ({rule}).",
        "fr": "Impossible de se signaler soi-même : piochez simplement ({rule}).",
    },
    "oubli_not_callable": {
        "en": "{target} cannot be called out: only a player whose turn has ended "
        "without refilling their hand can ({rule}).",
        "fr": "On ne peut pas signaler {target} : seul un joueur dont le tour est fini "
        "sans avoir complété sa main peut l'être ({rule}).",
    },
    "open_no_take": {
        "en": "You open this bid: you must play a card or a pair, not take ({rule}).",
        "fr": "Vous ouvrez l'enchère : jouez une carte ou une paire, sans ramasser ({rule}).",
    },
    "open_no_special": {
        "en": "An opening is a numbered card or a pair, not a special card ({rule}).",
        "fr": "On ouvre avec une carte numérotée ou une paire, pas une carte spéciale ({rule}).",
    },
    "open_special_only": {
        "en": "You hold no numbered card: open with one special card ({rule}).",
        "fr": "Vous n'avez aucune carte numérotée : jouez une carte spéciale ({rule}).",
    },
    "card_count": {
        "en": "Play one card or a pair of two cards ({rule}).",
        "fr": "Jouez une carte ou une paire de deux cartes ({rule}).",
    },
    "not_in_hand": {
        "en": "You do not hold {cards} ({rule}).",
        "fr": "Vous n'avez pas {cards} en main ({rule}).",
    },
    "too_low": {
        "en": "{played} is below the value in play, {value}: play at least {value} or take "
        "({rule}).",
        "fr": "{played} est sous la valeur en jeu, {value} : jouez au moins {value} ou "
        "ramassez ({rule}).",
    },
    "not_pair": {
        "en": "{cards} is not a pair: a pair is two cards of the same value ({rule}).",
        "fr": "{cards} n'est pas une paire : il faut deux cartes de même valeur ({rule}).",
    },
    "special_pair": {
        "en": "Special cards are played alone ({rule}).",
        "fr": "Les cartes spéciales se jouent seules ({rule}).",
    },
    "joker_value_missing": {
        "en": "Say which value the joker stands for ({rule}).",
        "fr": "Annoncez la valeur du joker ({rule}).",
    },
    "joker_value_range": {
        "en": "A joker stands for a value from 2 to 12, not {declared} ({rule}).",
        "fr": "Un joker vaut de 2 à 12, pas {declared} ({rule}).",
    },
    "joker_pair_value": {
        "en": "A joker played with a {card} makes a pair of {card}s, so it is worth {card} "
        "({rule}).",
        "fr": "Un joker joué avec un {card} forme une paire de {card} : il vaut {card} ({rule}).",
    },
    "declared_without_joker": {
        "en": "Only a joker takes a declared value ({rule}).",
        "fr": "Seul un joker prend une valeur annoncée ({rule}).",
    },
    "unknown_player": {
        "en": "{player} is not seated at this table ({rule}).",
        "fr": "{player} n'est pas assis à cette table ({rule}).",
    },
    "bad_action": {
        "en": "That is not an action: {detail}.",
        "fr": "Ce n'est pas une action : {detail}.",
    },
}

MOVES: dict[str, dict[str, str]] = {
    "play": {"en": "Play {cards}", "fr": "Jouer {cards}"},
    "play_doubles": {
        "en": "Play {cards} — doubles to {value}",
        "fr": "Jouer {cards} — double à {value}",
    },
    "pair": {"en": "{a} + {b} = {total}", "fr": "{a} + {b} = {total}"},
    "pair_doubles": {
        "en": "{a} + {b} = {total} — doubles to {value}",
        "fr": "{a} + {b} = {total} — double à {value}",
    },
    "joker_range": {"en": "Joker as {low}–{high}", "fr": "Joker valant {low} à {high}"},
    "jokers_range": {
        "en": "Two jokers as a pair of {low}–{high}",
        "fr": "Deux jokers en paire de {low} à {high}",
    },
    "skip": {"en": "Skip", "fr": "Passe mon tour"},
    "reverse": {"en": "Reverse", "fr": "Changement de sens"},
    "take": {"en": "Take the bid ({n} cards)", "fr": "Ramasser l'enchère ({n} cartes)"},
    "draw": {"en": "Draw", "fr": "Piocher"},
    "oubli": {"en": "Oubli! {target} forgot to draw", "fr": "Oubli ! {target} n'a pas pioché"},
}


def move_words(code: str, lang: str = "en", **params: Any) -> str:
    table = MOVES[code]
    return (table.get(lang) or table["en"]).format(**params)


_RULE_WORDS = {
    "R2": {"en": "R2, the players", "fr": "R2, les joueurs"},
    "R5": {"en": "R5, opening a bid", "fr": "R5, ouvrir une enchère"},
    "R6": {"en": "R6, a turn", "fr": "R6, le tour de jeu"},
    "R6a": {"en": "R6a, one card", "fr": "R6a, une carte"},
    "R6b": {"en": "R6b, a pair", "fr": "R6b, une paire"},
    "R6c": {"en": "R6c, special cards", "fr": "R6c, cartes spéciales"},
    "R6d": {"en": "R6d, taking", "fr": "R6d, ramasser"},
    "R7": {"en": "R7, jokers", "fr": "R7, jokers"},
    "R8": {"en": "R8, drawing", "fr": "R8, pioche"},
    "R9": {"en": "R9, oubli", "fr": "R9, oubli"},
    "R13": {"en": "R13, the number of rounds", "fr": "R13, le nombre de manches"},
    "H1": {"en": "H1, opening without a numbered card", "fr": "H1, ouvrir sans carte numérotée"},
    "H2": {"en": "H2, manual drawing", "fr": "H2, pioche manuelle"},
}


def rule_words(rule: str, lang: str = "en") -> str:
    words = _RULE_WORDS.get(rule)
    if not words:
        return f"rule {rule}" if lang != "fr" else f"règle {rule}"
    return "rule " + words["en"] if lang != "fr" else "règle " + words["fr"]


def error_text(code: str, lang: str = "en", *, rule: str = "", **params: Any) -> str:
    table = ERRORS.get(code, {"en": code, "fr": code})
    template = table.get(lang) or table["en"]
    return template.format(rule=rule_words(rule, lang), **params)
