"""One sentence per engine event, in the reader's language, for a table's log and the terminal
game; the words on each legal play. The sentences live in the catalogue (``sticks.ftl``).

``you``: the name of the seat the reader plays, when the log speaks to them (the terminal game):
their own plays then read "you play 22", not "you plays 22".
"""

from __future__ import annotations

from typing import Any

from locales import text


def move_words(card: int, lang: str = "en") -> str:
    """The label of the button that plays ``card``."""
    return text("sticks.move.play", lang, card=card)


def describe_move(card: int, lang: str = "en") -> str:
    """The words on the button that plays ``card``."""
    return move_words(card, lang)


def _say(what: str, lang: str, **args: Any) -> str:
    return text(f"sticks.event.{what}", lang, **args)


def stakes_words(ev: dict[str, Any], lang: str = "en") -> str:
    """What a trick is worth, in words: "4 blue to the highest card, 4 red to the lowest"."""
    stakes = ev["stakes"]
    removed = ev.get("removed")
    if removed is None and stakes["blue"] == 0:
        removed = "blue"
    elif removed is None and stakes["red"] == 0:
        removed = "red"
    return _say("stakes", lang, value=ev["value"], removed=removed or "none")


def narrate(ev: dict[str, Any], lang: str = "en", *, you: str | None = None) -> str | None:
    """A player-readable sentence for an event, or None for an event a log need not show."""

    def me(name: Any) -> str:
        return "yes" if you is not None and name == you else "no"

    kind = ev["type"]
    if kind == "round_start":
        leader = ev["leader"]
        return _say(
            "round_start",
            lang,
            round=ev["round"],
            rounds=ev["rounds_total"],
            dealer=ev["dealer"],
            leader=leader,
            self=me(leader),
        )
    if kind == "reveal":
        return _say(
            "reveal_voided" if ev["voided"] else "reveal",
            lang,
            trick=ev["trick"],
            cards=", ".join(ev["cards"]),
            stakes=stakes_words(ev, lang),
        )
    if kind == "play":
        who = ev["player"]
        return _say("play", lang, who=who, self=me(who), card=ev["card"])
    if kind == "picked":
        who = ev["player"]
        return _say("picked", lang, who=who, self=me(who), n=len(ev["waiting"]))
    if kind == "trick":
        return trick_words(ev, lang, you=you)
    if kind == "round_end":
        scores = ", ".join(f"{p} {n}" for p, n in ev["scores"].items())
        parts = [_say("round_end", lang, round=ev["round"], scores=scores)]
        for who, c in ev["cancelled"].items():
            parts.append(
                _say("cancel", lang, who=who, self=me(who), round=c["round"], score=c["score"])
            )
        totals = ", ".join(f"{p} {n}" for p, n in ev["totals"].items())
        parts.append(_say("totals", lang, totals=totals))
        return " ".join(parts)
    if kind == "game_over":
        winners = ev["winners"]
        names = " & ".join(winners)
        total = ev["totals"][winners[0]]
        if ev["shared"]:
            return _say("shared_victory", lang, names=names, total=total)
        return _say("game_over", lang, names=names, self=me(winners[0]), total=total)
    return None


def trick_words(ev: dict[str, Any], lang: str = "en", *, you: str | None = None) -> str:
    """A finished trick in one line: its cards, who took which sticks, the pairs returned
    (R15) and who leads next (R17)."""

    def me(name: Any) -> str:
        return "yes" if you is not None and name == you else "no"

    cards = ", ".join(f"{c['player']} {c['card']}" for c in ev["cards"])
    parts = [_say("trick", lang, trick=ev["trick"], cards=cards)]
    for colour in ("blue", "red"):
        gain = ev[colour]
        if gain is not None:
            who = gain["player"]
            parts.append(_say("takes", lang, who=who, self=me(who), n=gain["count"], colour=colour))
        else:
            side = ev["highest"] if colour == "blue" else ev["lowest"]
            who = side["player"]
            parts.append(_say("takes_nothing", lang, who=who, self=me(who), colour=colour))
    for who, pairs in ev["returned"].items():
        parts.append(_say("returns", lang, who=who, self=me(who), n=pairs))
    line = "; ".join(parts)
    leader = ev["next_leader"]
    if leader is not None:
        line += ". " + _say("leads", lang, who=leader, self=me(leader))
    return line
