"""One sentence per engine event, in English or French, for the table's action log."""

from __future__ import annotations

from typing import Any, Protocol

from .messages import move_words


class MoveLike(Protocol):
    """An engine ``Move`` or a view's ``MoveView``: both describe a legal move."""

    kind: str
    cards: Any
    values: Any
    target: str | None


def describe_move(move: MoveLike, value: int, bid_cards: int, lang: str = "en") -> str:
    """The words on a move's control: "Play 5 — doubles to 10", "6 + 6 = 12", "Skip"…

    ``value`` is the value in play (0 while a bid waits for its opening); ``bid_cards`` how
    many cards taking would collect. A joker move with several values reads as its range.
    """
    if move.kind in ("take", "draw", "oubli"):
        return move_words(move.kind, lang, n=bid_cards, target=move.target)
    cards = tuple(move.cards)
    if cards == ("S",):
        return move_words("skip", lang)
    if cards == ("R",):
        return move_words("reverse", lang)
    values = tuple(move.values)
    if len(values) > 1:
        code = "joker_range" if len(cards) == 1 else "jokers_range"
        return move_words(code, lang, low=values[0], high=values[-1])
    face = values[0] if values else int(cards[-1])
    total = face * len(cards)
    doubles = bool(value) and total == value
    if len(cards) == 1:
        shown = f"J ({face})" if cards == ("J",) else cards[0]
        return move_words("play_doubles" if doubles else "play", lang, cards=shown, value=2 * value)
    a, b = cards
    code = "pair_doubles" if doubles else "pair"
    return move_words(code, lang, a=a, b=b, total=total, value=2 * value)


def narrate_cards(ev: dict[str, Any]) -> str:
    """The cards of a play event as players read them: "7", "6 + 6", "J (5)"."""
    cards = ev.get("cards", [])
    declared = ev.get("as")
    if declared is not None:
        if len(cards) == 1:
            return f"J ({declared})"
        return " + ".join(cards) + f" ({declared}+{declared})"
    return " + ".join(cards)


def narrate(ev: dict[str, Any], lang: str = "en") -> str | None:
    """A player-readable sentence for an event, or None for events a log need not show."""
    fr = lang == "fr"
    kind = ev["type"]
    who = ev.get("player", "")
    if kind == "play":
        cards = narrate_cards(ev)
        if ev["opening"]:
            return (
                f"{who} ouvre avec {cards} → {ev['value']}"
                if fr
                else f"{who} opens with {cards} → {ev['value']}"
            )
        if ev["doubled"]:
            return (
                f"{who} double {ev['previous']} → {ev['value']} avec {cards}"
                if fr
                else f"{who} doubles {ev['previous']} → {ev['value']} with {cards}"
            )
        return (
            f"{who} joue {cards} → {ev['value']}" if fr else f"{who} plays {cards} → {ev['value']}"
        )
    if kind == "skip":
        if ev["opening"]:
            return (
                f"{who} n'a aucune carte numérotée et passe l'ouverture"
                if fr
                else f"{who} has no numbered card and passes the opening on"
            )
        return f"{who} passe son tour" if fr else f"{who} skips"
    if kind == "reverse":
        arrow = "↻" if ev["direction"] == "clockwise" else "↺"
        return (
            f"{who} change le sens du jeu {arrow}"
            if fr
            else f"{who} reverses the direction {arrow}"
        )
    if kind == "take":
        n = ev["cards"]
        return (
            f"{who} ramasse {n} carte{'s' if n > 1 else ''} et ouvre la prochaine enchère"
            if fr
            else f"{who} takes {n} card{'s' if n != 1 else ''} and opens the next bid"
        )
    if kind == "oubli":
        return (
            f"{who} crie « oubli ! » : {ev['target']} prend la carte oubli et pioche {ev['count']}"
            if fr
            else f"{who} calls oubli! {ev['target']} takes the oubli card and draws {ev['count']}"
        )
    if kind == "pile_empty":
        return "La pioche est vide" if fr else "The draw pile is empty"
    if kind == "round_end":
        pts = ", ".join(f"{p} {n}" for p, n in ev["points"].items())
        return (
            f"Manche {ev['round']} terminée par {ev['ender']} : {pts}"
            if fr
            else f"Round {ev['round']} over ({ev['ender']} played their last card): {pts}"
        )
    if kind == "round_start":
        return (
            f"Manche {ev['round']} : {ev['starter']} commence"
            if fr
            else f"Round {ev['round']}: {ev['starter']} starts"
        )
    if kind == "game_end":
        names = " & ".join(ev["winners"])
        if ev["tiebreak"] == "shared":
            return f"Victoire partagée : {names}" if fr else f"Shared victory: {names}"
        return f"{names} gagne la partie !" if fr else f"{names} wins the game!"
    return None
