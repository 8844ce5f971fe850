"""Sticks in a terminal (``python -m sticks_rules``): the table as a Discord player sees it
(the score cards, the trick, everyone's sticks, their own hand), a card typed by its number.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from sticks_rules import hard as sticks_hard
from sticks_rules.engine import Play, State, apply
from sticks_rules.errors import IllegalAction
from sticks_rules.narrate import narrate, stakes_words
from sticks_rules.record import load_record, parse_json, replay
from sticks_rules.views import SticksView, standings, state_json, view

from .base import ArenaSpec, Quit, TerminalGame

_HELP_WORDS = {"help", "?", "h"}
_QUIT_WORDS = {"quit", "exit", "q"}
_LOW_WORDS = {"low", "lowest", "min"}
_HIGH_WORDS = {"high", "highest", "max"}
_HINT_WORDS = {"hint"}

HELP_TEXT = """\
Type the number of a card in your hand to play it (22, or "play 22").
  low / high    play your lowest / your highest card
  hint          what the 'normal' computer would play in your place (not played)
  help or ?     this list           quit   stop the game (its record is saved with --save)
Each trick: the score card tells how many sticks are at stake. The highest card takes that
many blue sticks, the lowest that many red ones (R14); every card in between takes nothing.
A lone B0 or R0 before it removes that colour for the trick (R10); two zeros cancel out (R11).
Blue and red cancel in pairs (R15): you hold one colour only. At the end of a round your score
is the number of sticks you hold (R19); ending a round with none cancels your highest earlier
score (R20). After one round per player, the lowest total wins (R22)."""


def how_to_win(rounds: int) -> str:
    """R14, R19, R22 in three lines: a newcomer must know that sticks are bad."""
    return (
        "How to win: each trick, the highest card takes blue sticks and the lowest red ones;\n"
        "a blue and a red cancel out. Each stick you hold at the end of a round is a point,\n"
        f"and ending a round with none cancels an earlier score. After {rounds} rounds the "
        "lowest total wins."
    )


def _holding(blue: int, red: int) -> str:
    if blue:
        return f"{blue} blue"
    if red:
        return f"{red} red"
    return "none"


def _scores(seat_scores: list[int], cancelled: list[int]) -> str:
    """Round scores as counted, a cancelled one in brackets: "7 [5] 0"."""
    if not seat_scores:
        return "—"
    return " ".join(f"[{s}]" if (i + 1) in cancelled else str(s) for i, s in enumerate(seat_scores))


def render(v: SticksView) -> str:
    """The same facts a Discord player sees: the table, the trick, their own hand."""
    lines = [f"══ Round {v.round} of {v.rounds_total} · trick {v.trick} of 9 · {v.dealer} deals ══"]
    lines.append(f"Score cards revealed this round: {' '.join(v.revealed)}")
    if v.stakes is not None:
        ev = {"stakes": v.stakes.model_dump(), "value": v.value}
        lines.append(f"This trick: {stakes_words(ev)}")
    lines.append(f"Still to come this round: {' '.join(v.score_cards_left) or '—'}")
    lines.append(f"  {'player':<12} {'hand':>4}  {'sticks':<8}  {'rounds':<14} total")
    for seat in v.seats:
        mark = ""
        if v.reveal == "turns" and seat.name == v.turn:
            mark = "◀ to play"
        elif v.reveal == "simultaneous" and not v.over:
            mark = "picked" if seat.played else "◀ to pick"
        if seat.leader:
            mark = (mark + " · leads").lstrip(" ·")
        name = seat.name
        if seat.seat == v.seat and seat.name.casefold() != "you":
            name += " (you)"
        lines.append(
            f"  {name:<12} {seat.hand_size:>4}  {_holding(seat.blue, seat.red):<8}  "
            f"{_scores(seat.round_scores, seat.cancelled):<14} {seat.total:>5}  {mark}"
        )
    if v.trick_cards:
        shown = ", ".join(
            f"{c.player} {c.card}" if c.card is not None else f"{c.player} (face down)"
            for c in v.trick_cards
        )
        lines.append(f"On the table: {shown}")
    lines.append(f"Your hand: {' '.join(map(str, v.hand)) or '(empty)'}")
    return "\n".join(lines)


def interpret(line: str, state: State, seat: int) -> tuple[str, int | None, str]:
    """One typed line: ("play", card, ""), ("help"|"quit"|"hint", None, ""), or
    ("refused", None, why)."""
    words = line.casefold().split()
    hand = state.hands[seat]
    if words and words[0] == "play":
        words = words[1:]
    if not words:
        return "refused", None, "Type the number of a card in your hand (? for help)."
    word = " ".join(words)
    if word in _HELP_WORDS:
        return "help", None, ""
    if word in _QUIT_WORDS:
        return "quit", None, ""
    if word in _HINT_WORDS:
        return "hint", None, ""
    if word in _LOW_WORDS:
        return "play", hand[0], ""
    if word in _HIGH_WORDS:
        return "play", hand[-1], ""
    if len(words) == 1 and word.isdigit() and len(word) <= 4:
        card = int(word)
        try:
            apply(state, Play(seat, card))
        except IllegalAction as exc:
            return "refused", None, f"{exc} Your hand: {' '.join(map(str, hand))}."
        return "play", card, ""
    return (
        "refused",
        None,
        f"{line.strip()!r} is not a card. Type a number from your hand "
        f"({' '.join(map(str, hand))}), low, high, hint, ? or quit.",
    )


def _final_lines(state: State) -> list[str]:
    lines = ["Final standings (lowest total wins; [n]: a score cancelled by R20):"]
    for st in standings(state):
        crown = "🏆 " if st.winner else "   "
        cancelled = state.cancelled[st.seat]
        lines.append(
            f"{crown}{st.position}. {st.name:<12} {st.total:>3} points  "
            f"(rounds: {_scores(st.round_points, cancelled)})"
        )
    return lines


class SticksTerminal(TerminalGame[State, Play]):
    """Sticks in the terminal."""

    game: ClassVar[str] = "sticks"
    typing: ClassVar[str] = "Type the number of a card to play it (or low, high)."
    reserved: ClassVar[tuple[str, ...]] = ("low", "high", "h", "q")
    option_help: ClassVar[Mapping[str, str]] = {
        "deck": "full: cards 1 to 50 (R7); trimmed: 1 to 9 per player, all dealt (R8)",
        "reveal": "turns: play in turn (R13); simultaneous: pick face down, shown together (R18)",
    }
    arena: ClassVar[ArenaSpec] = ArenaSpec(
        budget=sticks_hard.DEFAULT_BUDGET,
        hard=sticks_hard.choose_hard,
        work_unit="plays",
        example="hard,normal,normal",
    )

    def decode(self, raw: bytes) -> Any:
        return parse_json(raw)

    def replay(self, data: Any) -> State:
        return replay(load_record(data))

    def state_json(self, state: State) -> dict[str, Any]:
        return state_json(state)

    def intro(self, state: State, seat: int, level: str, seed: int) -> list[str]:
        setup = state.setup
        n = state.n
        deck = "cards 1 to 50" if setup.deck == "full" else f"cards 1 to {9 * n} (trimmed)"
        reveal = "played in turn" if setup.reveal == "turns" else "picked face down, shown together"
        return [
            f"Sticks (Bâtonnets) · {n} players · {deck} · cards {reveal} · seed {seed}",
            f"You are {setup.players[seat]}, seat {seat + 1}. Computers play '{level}'.",
            how_to_win(state.rounds_total),
            "Type the number of a card to play it; ? for help, hint for advice, quit to stop.",
        ]

    def show(self, state: State, seat: int) -> str:
        return render(view(state, seat))

    def narrate(self, events: Sequence[Mapping[str, Any]], state: State, you: str) -> list[str]:
        lines: list[str] = []
        for ev in events:
            if ev["type"] == "round_start":
                lines.append("")
            line = narrate(dict(ev), you=you)
            if line:
                lines.append(line)
        return lines

    def tell(self, events: Sequence[Mapping[str, Any]], state: State, you: str) -> None:
        for line in self.narrate(events, state, you):
            print(f"  · {line}" if line else "")

    def ask(self, state: State, seat: int) -> Play:
        """Read until a card of the hand is chosen."""
        prompt = (
            "Your card, face down (? for help): "
            if state.simultaneous
            else "Your card (? for help): "
        )
        plays = self.rules.legal_actions(state, seat)
        while True:
            kind, card, why = interpret(input(prompt), state, seat)
            if kind == "help":
                print(HELP_TEXT)
            elif kind == "quit":
                raise Quit
            elif kind == "hint":
                print(self.hint_line(state, seat, lambda i, _p: str(plays[i].card)))
            elif kind == "play" and card is not None:
                return Play(seat, card)
            else:
                print(why)

    def stopped(self, state: State) -> str:
        return f"You stopped the game in round {state.round_no} of {state.rounds_total}."

    def final(self, state: State) -> list[str]:
        return _final_lines(state)


TERMINAL = SticksTerminal()
