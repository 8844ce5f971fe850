"""One sentence per engine event, in the reader's language, for the table's action log; the
words on each legal move. The sentences live in the catalogue (``locales``, ``engine.ftl``)."""

from __future__ import annotations

from typing import Any, Protocol

from locales import text


def move_words(code: str, lang: str = "en", **params: Any) -> str:
    """The label of a legal move (``engine.move.<code>``)."""
    return text(f"engine.move.{code}", lang, **params)


class MoveLike(Protocol):
    """An engine ``Move`` or a view's ``MoveView``: both describe a legal move."""

    @property
    def kind(self) -> str: ...
    @property
    def cards(self) -> Any: ...
    @property
    def values(self) -> Any: ...
    @property
    def target(self) -> str | None: ...


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


def narrate(ev: dict[str, Any], lang: str = "en", *, you: str | None = None) -> str | None:
    """A player-readable sentence for an event, or None for events a log need not show.

    ``you``: the name of the seat the reader plays, if the log speaks to them (the terminal
    game): their own moves then read "you play 5 → 5", not "you plays".
    """
    kind = ev["type"]
    who = ev.get("player", "")

    def me(name: Any) -> str:
        return "yes" if you is not None and name == you else "no"

    def say(what: str, **args: Any) -> str:
        return text(f"engine.narrate.{what}", lang, **args)

    if kind == "play":
        cards = narrate_cards(ev)
        if ev["opening"]:
            return say("play_opening", who=who, self=me(who), cards=cards, value=ev["value"])
        if ev["doubled"]:
            return say(
                "play_doubles",
                who=who,
                self=me(who),
                previous=ev["previous"],
                value=ev["value"],
                cards=cards,
            )
        return say("play", who=who, self=me(who), cards=cards, value=ev["value"])
    if kind == "skip":
        return say("skip_opening" if ev["opening"] else "skip", who=who, self=me(who))
    if kind == "reverse":
        arrow = "↻" if ev["direction"] == "clockwise" else "↺"
        return say("reverse", who=who, self=me(who), arrow=arrow)
    if kind == "take":
        return say("take", who=who, self=me(who), n=ev["cards"])
    if kind == "oubli":
        target = ev["target"]
        return say(
            "oubli",
            who=who,
            self=me(who),
            target=target,
            target_self=me(target),
            count=ev["count"],
        )
    if kind == "pile_empty":
        return say("pile_empty")
    if kind == "round_end":
        pts = ", ".join(f"{p} {n}" for p, n in ev["points"].items())
        ender = ev["ender"]
        return say("round_end", round=ev["round"], ender=ender, self=me(ender), points=pts)
    if kind == "round_start":
        starter = ev["starter"]
        return say("round_start", round=ev["round"], starter=starter, self=me(starter))
    if kind == "game_end":
        winners = ev["winners"]
        names = " & ".join(winners)
        if ev["tiebreak"] == "shared":
            return say("shared_victory", names=names)
        alone = winners[0] if len(winners) == 1 else None
        return say("game_end", names=names, self=me(alone))
    return None
