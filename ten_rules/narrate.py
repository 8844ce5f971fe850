"""One sentence per event, in the reader's language, for the table's log and the terminal
game; the words on each legal choice. The sentences live in the catalogue (``ten.ftl``).

Private events (with ``"to"``) are worded for their reader alone ("the card you got is a 10");
``narrate`` returns None for events a log need not show (``turn``).
"""

from __future__ import annotations

from typing import Any

from locales import text

from .engine import Choice


def choice_words(code: str, lang: str = "en", **params: Any) -> str:
    """The label of a legal choice (``ten.choice.<code>``)."""
    return text(f"ten.choice.{code}", lang, **params)


def event_words(kind: str, lang: str = "en", **params: Any) -> str:
    """One line of the game's log (``ten.event.<kind>``)."""
    return text(f"ten.event.{kind}", lang, **params)


def card_words(card: str | None, as_: int | None, lang: str = "en") -> str:
    """A card as players read it: "7", "J (as 4)", or "a face-down card"."""
    if card is None:
        return text("ten.card.face_down", lang)
    if as_ is not None:
        return text("ten.card.joker_as", lang, value=as_)
    return card


def _result_card(c: dict[str, Any], lang: str) -> str:
    """A card of phase 5's reveal: a joker that stayed face down reads "J (face down)"."""
    if c["card"] == "J" and c["was_down"]:
        return text("ten.card.joker_down", lang)
    return card_words(c["card"], c["as"], lang)


def describe_choice(choice: Choice, lang: str = "en", *, you: str | None = None) -> str:
    """The words on a choice's control: "Play 7 face down with 2 chips", "Pass", "Add 4"…
    A choice that takes a parameter names its range ("joker as 0–10", "3–5 chips").
    ``you``: the reader's name, if the words speak to them ("You start the next round")."""
    c = choice
    params: dict[str, Any] = {}
    if c.code == "first":
        params["self"] = "yes" if you is not None and c.target == you else "no"
    if c.card is not None:
        params["card"] = c.card
    if c.chips is not None:
        params["chips"] = c.chips
    if c.target is not None:
        params["target"] = c.target
    if c.amount is not None:
        params["amount"] = c.amount
    if c.low is not None and c.high is not None:
        params["low"] = c.low
        params["high"] = c.high
    if c.protection is not None and c.code == "opening":
        params["protection"] = c.protection
    label = choice_words(c.code, lang, **params)
    if c.param == "as":
        assert c.low is not None and c.high is not None
        label += " " + text("ten.choice.as_range", lang, low=c.low, high=c.high)
    return label


def narrate(ev: dict[str, Any], lang: str = "en", *, you: str | None = None) -> str | None:
    """A player-readable sentence for an event, or None for events a log need not show.

    ``you``: the name of the seat the reader plays, if the log speaks to them (the terminal
    game): their own moves then read "you play", not "you plays".
    """
    kind = ev["type"]
    who = ev.get("player", "")

    def me(name: Any) -> str:
        return "yes" if you is not None and name == you else "no"

    def say(what: str, **args: Any) -> str:
        return event_words(what, lang, **args)

    if kind == "turn":
        return None
    if kind == "round_start":
        first = ev["first"]
        return say(
            "round_start",
            round=ev["round"],
            first=first,
            self=me(first),
            card=ev["round_card"],
            points=ev["points"],
        )
    if kind == "play":
        shown = card_words(ev["card"], ev["as"], lang)
        return say(
            "play_up" if ev["up"] else "play_down",
            who=who,
            self=me(who),
            card=shown,
            chips=ev["chips"],
        )
    if kind == "secret":
        why = ev["why"]
        if why == "draw":
            return say("secret_draw", cards=" ".join(ev["cards"]))
        return say(f"secret_{why}", card=ev["card"])
    if kind == "open_pass":
        return say("open_pass", who=who, self=me(who))
    if kind == "fee":
        target = ev["target"]
        return say(
            "fee", who=who, self=me(who), target=target, target_self=me(target), pot=ev["pot"]
        )
    if kind == "open":
        target = ev["target"]
        return say(
            "open",
            who=who,
            self=me(who),
            target=target,
            target_self=me(target),
            offer=ev["offer"],
        )
    if kind == "raise":
        return say("raise", who=who, self=me(who), offer=ev["offer"])
    if kind == "offer_pass":
        return say("offer_pass", who=who, self=me(who))
    if kind == "cannot_raise":
        return say("cannot_raise", who=who, self=me(who), chips=ev["chips"], offer=ev["offer"])
    if kind == "auction_won":
        owner = ev["owner"]
        return say(
            "auction_won",
            who=who,
            self=me(who),
            owner=owner,
            owner_self=me(owner),
            offer=ev["offer"],
        )
    if kind == "swap":
        target = ev["target"]
        return say(
            "swap",
            who=who,
            self=me(who),
            target=target,
            target_self=me(target),
            gets=card_words(ev["player_card"], None, lang),
            gives=card_words(ev["target_card"], None, lang),
        )
    if kind == "protect":
        return say("protect", who=who, self=me(who), chips=ev["chips"], protection=ev["protection"])
    if kind == "pot":
        return say("pot", chips=ev["chips"], pot=ev["pot"])
    if kind == "keep_down":
        return say("keep_down", who=who, self=me(who))
    if kind == "reveal":
        return say("reveal", who=who, self=me(who), card=card_words(ev["card"], ev["as"], lang))
    if kind == "add":
        return say(
            "add",
            who=who,
            self=me(who),
            card=card_words(ev["card"], ev["as"], lang),
            value=ev["value"],
        )
    if kind == "add_none":
        return say("add_none", who=who, self=me(who), value=ev["value"])
    if kind == "result":
        values = ", ".join(
            f"{name} {' + '.join(_result_card(c, lang) for c in cards)} = {ev['values'][name]}"
            for name, cards in ev["cards"].items()
        )
        winner, loser = ev["winner"], ev["loser"]
        return say(
            "result",
            round=ev["round"],
            values=values,
            winner=winner,
            winner_self=me(winner),
            winner_by=ev["winner_by"],
            loser=loser,
            loser_self=me(loser),
            loser_by=ev["loser_by"],
        )
    if kind == "penalty":
        return say(
            "penalty", who=who, self=me(who), cards=" ".join(ev["cards"]), points=ev["points"]
        )
    if kind == "pot_won":
        return say("pot_won", who=who, self=me(who), chips=ev["chips"])
    if kind == "draw":
        return say("draw", who=who, self=me(who), count=ev["count"], pile=ev["pile"])
    if kind == "short":
        return say("short", who=who, self=me(who), hand=ev["hand"])
    if kind == "first":
        first = ev["first"]
        return say(
            "first",
            who=who,
            self=me(who),
            first=first,
            first_self=me(first),
            same="yes" if first == who else "no",
        )
    if kind == "hands":
        return say("hands")
    if kind == "round_cards":
        return say(
            "round_cards", who=who, self=me(who), cards=" ".join(ev["cards"]), points=ev["points"]
        )
    if kind == "game_end":
        winners = ev["winners"]
        scores = ", ".join(f"{name} {s['score']}" for name, s in ev["scores"].items())
        alone = winners[0] if len(winners) == 1 else None
        return say(
            "game_end",
            names=" & ".join(winners),
            shared="yes" if ev["shared"] else "no",
            self=me(alone),
            scores=scores,
        )
    return None
