"""One sentence per engine event, in the reader's language, for the table's log and the
terminal game (the catalogue's ``dobble.event.*``)."""

from __future__ import annotations

from typing import Any

from locales import decimal, text

from .cards import EMOJI, SYMBOL_INDEX


def mode_name(mode: str, lang: str = "en") -> str:
    """A mini-game's name as players know it ("the infernal tower")."""
    return text(f"dobble.mode.{mode}", lang)


def seconds(ms: int, lang: str = "en") -> str:
    """A time since the go as people read it: 5000 → "5.0" ("5,0" in French)."""
    return decimal(ms / 1000, lang)


def symbol_words(name: str, lang: str = "en") -> str:
    """A symbol with its emoji, by its name in ``lang``: "🔥 fire", "🔥 feu"."""
    code = SYMBOL_INDEX.get(name)
    if code is None:
        return name
    return f"{EMOJI[code]} {text(f'dobble.symbol.{name}', lang)}"


def narrate(ev: dict[str, Any], lang: str = "en", *, you: str | None = None) -> str | None:
    """A player-readable sentence for an event, or None for one a log need not show.

    ``you``: the name of the reader's seat (the terminal game), spoken to as "you"."""
    kind = ev["type"]

    def me(name: Any) -> str:
        return "yes" if you is not None and name == you else "no"

    def say(what: str, **args: Any) -> str:
        return text(f"dobble.event.{what}", lang, **args)

    if kind == "claim":
        who = ev["player"]
        common = {"who": who, "self": me(who), "symbol": symbol_words(ev["symbol"], lang)}
        outcome = ev["outcome"]
        if outcome == "ok":
            if ev["duel"]:
                return say("ok_duel", **common)
            mode = ev["mode"]
            if mode == "tower":
                return say("ok_tower", count=ev["count"], **common)
            if mode == "well":
                return say("ok_well", left=ev["left"], **common)
            if mode == "potato":
                return say("ok_potato", cards=ev["cards"], target=ev["to"], **common)
            if mode == "catch":
                return say("ok_catch", slot=ev["slot"] + 1, **common)
            return say("ok_poison", target=ev["to"], target_self=me(ev["to"]), **common)
        if outcome == "wrong":
            return say("wrong", until=seconds(ev["locked_until"], lang), **common)
        if outcome == "stale":
            return say("stale", **common)
        return say("locked", who=who, self=me(who), until=seconds(ev["locked_until"], lang))
    if kind == "out":
        return say("out", who=ev["player"], self=me(ev["player"]), place=ev["place"])
    if kind == "potato_round_end":
        loser = ev["loser"]
        return say(
            "potato_round_end", loser=loser, self=me(loser), round=ev["round"], cards=ev["cards"]
        )
    if kind == "potato_deal":
        return say("potato_deal", round=ev["round"])
    if kind == "catch_round":
        return say("catch_round", round=ev["round"], slots=len(ev["slots"]))
    if kind == "minigame_start":
        return say(
            "minigame_start",
            number=ev["game"] + 1,
            length=ev["length"],
            mode=mode_name(ev["mode"], lang),
        )
    if kind == "minigame_end":
        winner, loser = ev["winner"], ev["loser"]
        return say(
            "minigame_end",
            mode=mode_name(ev["mode"], lang),
            winner=winner,
            winner_self=me(winner),
            loser=loser,
            loser_self=me(loser),
        )
    if kind == "duel_start":
        return say("duel_start", names=" & ".join(ev["players"]))
    if kind == "duel_end":
        return say("duel_end", winner=ev["winner"], self=me(ev["winner"]))
    if kind == "pick_wait":
        return say("pick_wait", player=ev["player"], self=me(ev["player"]))
    if kind == "pick":
        return say(
            "pick", player=ev["player"], self=me(ev["player"]), mode=mode_name(ev["mode"], lang)
        )
    if kind == "match_over":
        winners = ev["winners"]
        names = " & ".join(winners)
        if len(winners) > 1:
            return say("match_shared", names=names)
        return say("match_over", names=names, self=me(winners[0]))
    return None
