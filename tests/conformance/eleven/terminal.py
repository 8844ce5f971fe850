"""Eleven in a terminal (``terminal.base.TerminalGame``): the count, the seats, your hand; a
card typed by its number."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from locales import text
from terminal.base import HELP_WORDS, HINT_WORDS, QUIT_WORDS, ArenaSpec, Quit, TerminalGame, words

from .eleven_rules.engine import Play, State, check_setup, replay, view
from .eleven_rules.errors import RecordError


class ElevenTerminal(TerminalGame[State, Play]):
    """Eleven in the terminal."""

    game: ClassVar[str] = "eleven"
    typing: ClassVar[str] = "Type the number of a card in your hand to play it."
    arena: ClassVar[ArenaSpec] = ArenaSpec(example="normal,random")

    def replay(self, data: Any) -> State:
        check_setup(data)
        actions = data.get("actions", [])
        if not isinstance(actions, list):
            raise RecordError("actions: a list is expected")
        return replay({k: v for k, v in data.items() if k != "actions"}, actions)

    def state_json(self, state: State) -> dict[str, Any]:
        names = state.setup.players
        return {
            "count": state.count,
            "turn": None if state.over else names[state.turn],
            "hands": {n: list(state.hands[s]) for s, n in enumerate(names)},
            "pile": list(state.pile),
            "points": {n: state.points[s] for s, n in enumerate(names)},
            "over": state.over,
        }

    def show(self, state: State, seat: int) -> str:
        v = view(state, seat)
        lines = [f"── count {v.count} · pile {v.pile} ──"]
        lines += [f"  {s.name:<10} hand {s.hand_size}  points {s.points}" for s in v.seats]
        lines.append(f"Your hand: {' '.join(map(str, v.hand))}")
        return "\n".join(lines)

    def narrate(self, events: Sequence[Mapping[str, Any]], state: State, you: str) -> list[str]:
        lines = []
        for ev in events:
            kind = ev["type"]
            if kind in ("play", "bust", "eleven"):
                args = {k: v for k, v in ev.items() if k != "type"}
                lines.append(text(f"eleven.event.{kind}", "en", **args))
            elif kind == "game_end":
                lines.append(text("eleven.event.game_end", "en", names=" & ".join(ev["winners"])))
        return lines

    def ask(self, state: State, seat: int) -> Play:
        plays = self.rules.legal_actions(state, seat)
        while True:
            line = words(input("Your card (? for help): "))
            if line in HELP_WORDS:
                print(self.typing)
            elif line in HINT_WORDS:
                print(self.hint_line(state, seat, lambda i, _p: str(plays[i].card)))
            elif line in QUIT_WORDS:
                raise Quit
            elif line.isdigit() and Play(seat, int(line)) in plays:
                return Play(seat, int(line))
            else:
                print(
                    f"{line!r} is not a card of your hand: {' '.join(str(p.card) for p in plays)}."
                )


TERMINAL = ElevenTerminal()
