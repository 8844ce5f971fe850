"""One sentence per engine event, in English or French, for the table's action log."""

from __future__ import annotations

from typing import Any


def _cards(ev: dict[str, Any]) -> str:
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
        cards = _cards(ev)
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
