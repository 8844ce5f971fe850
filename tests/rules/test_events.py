"""Events: every action returns what a table log needs to tell it in a sentence (en, fr)."""

from __future__ import annotations

import pytest

import dobro_rules as d

from .helpers import (
    P3,
    act,
    after,
    craft,
    event,
    oubli,
    play,
    random_game,
    record,
    round_spec,
    take,
)

TOLD = {"play", "take", "skip", "reverse", "oubli", "round_end", "game_end"}
#: The event an action starts with, by action kind.
FIRST = {
    "play": {"play", "skip", "reverse"},
    "take": {"take"},
    "draw": {"draw"},
    "oubli": {"oubli"},
}


def kind(action: dict) -> str:
    return next(k for k in ("play", "take", "draw", "oubli") if k in action)


@pytest.mark.parametrize(("n", "drawing"), [(2, "auto"), (4, "manual"), (6, "auto")])
def test_every_action_is_narrated(n: int, drawing: str) -> None:
    seen = set()
    for seed in range(4):
        for _, action, _, events in random_game(n, seed, draw=drawing):
            assert events, action
            assert events[0]["type"] in FIRST[kind(action)]
            assert events[0]["player"] == action["player"]
            for ev in events:
                seen.add(ev["type"])
                for lang in ("en", "fr"):
                    text = d.narrate(ev, lang)
                    if ev["type"] in TOLD:
                        assert isinstance(text, str) and text, ev
                        if "player" in ev:
                            assert ev["player"] in text
            # After a play the turn passes visibly (unless the game ended).
            if kind(action) == "play" and not any(e["type"] == "game_end" for e in events):
                assert events[-1]["type"] == "turn"
    expected = {"play", "take", "skip", "round_end", "game_end", "turn", "round_start"}
    if n > 2:
        expected.add("reverse")
    if drawing == "manual":
        expected |= {"draw", "oubli"}
    assert expected <= seen


def table(hands: dict[str, list[str]], **kw) -> dict:
    return record(P3, [round_spec(P3, hands, starter="ana")], **kw)


def test_play_events_say_what_changed() -> None:
    s = after(table({"ana": ["5"], "ben": ["5", "J"], "cleo": ["R", "S"]}), play("ana", "5"))
    _, events = act(s, play("ben", "5"))
    ev = event(events, "play")
    assert (ev["previous"], ev["value"], ev["doubled"], ev["cards"]) == (5, 10, True, ["5"])
    assert d.narrate(ev, "en") == "ben doubles 5 → 10 with 5"
    assert d.narrate(ev, "fr") == "ben double 5 → 10 avec 5"
    _, events = act(s, play("ben", "J", as_=9))
    assert d.narrate(event(events, "play")) == "ben plays J (9) → 9"
    _, events = act(s, play("ben", "J", "5", as_=5))
    assert d.narrate(event(events, "play")) == "ben plays J + 5 (5+5) → 10"
    opening = d.apply(d.start(table({"ana": ["5"]})), play("ana", "5"))[1]
    assert d.narrate(event(opening, "play")) == "ana opens with 5 → 5"
    assert d.narrate(event(opening, "play"), "fr") == "ana ouvre avec 5 → 5"


def test_special_take_and_oubli_events() -> None:
    s = after(table({"ana": ["5"], "ben": ["S"], "cleo": ["R"]}), play("ana", "5"))
    s, events = act(s, play("ben", "S"))
    assert d.narrate(event(events, "skip")) == "ben skips"
    assert d.narrate(event(events, "skip"), "fr") == "ben passe son tour"
    s, events = act(s, play("cleo", "R"))
    assert d.narrate(event(events, "reverse")) == "cleo reverses the direction ↺"
    assert "change le sens" in d.narrate(event(events, "reverse"), "fr")
    s, events = act(s, take("ben"))
    assert d.narrate(event(events, "take")) == "ben takes 3 cards and opens the next bid"
    assert d.narrate(event(events, "take"), "fr") == (
        "ben ramasse 3 cartes et ouvre la prochaine enchère"
    )
    m = after(
        table({"ana": ["5"], "ben": ["6"]}, draw="manual"), play("ana", "5"), play("ben", "6")
    )
    _, events = act(m, oubli("cleo", "ana"))
    assert d.narrate(event(events, "oubli")) == (
        "cleo calls oubli! ana takes the oubli card and draws 1"
    )
    assert "oubli" in d.narrate(event(events, "oubli"), "fr")


def test_round_and_game_end_events() -> None:
    s = craft(
        P3,
        {"ana": ["9"], "ben": ["2"], "cleo": ["3"]},
        [],
        collected={"ana": 10, "ben": 20, "cleo": None},
        bid=[("cleo", ["6"], None)],
        turn="ana",
        round_no=3,
        points={"ana": 3, "ben": 4, "cleo": 6},
    )
    _, events = act(s, play("ana", "9"))
    end = event(events, "round_end")
    assert d.narrate(end) == "Round 3 over (ana played their last card): ana 1, ben 2, cleo 3"
    assert d.narrate(end, "fr").startswith("Manche 3 terminée par ana")
    game = event(events, "game_end")
    assert game["winners"] == ["ana"] and game["points"] == {"ana": 4, "ben": 6, "cleo": 9}
    assert d.narrate(game) == "ana wins the game!"
    assert d.narrate(game, "fr") == "ana gagne la partie !"
    assert d.narrate({**game, "winners": ["ana", "ben"], "tiebreak": "shared"}) == (
        "Shared victory: ana & ben"
    )
