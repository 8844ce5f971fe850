"""Dobro in a terminal (``python -m dobro_rules``): the table as a Discord player sees it,
moves typed the way people think them ("5", "6 6", "J 7", "take", "oubli ben") or picked by
their letter in the menu, a round's end in points, and manual draws (H2) told as they happen.
"""

from __future__ import annotations

import json
import random
import re
from collections.abc import Mapping, Sequence
from typing import Any, ClassVar, NamedTuple

from dobro_rules import hard as dobro_hard
from dobro_rules.engine import Action, GameState, Move, derive_seed, seat_moves
from dobro_rules.errors import IllegalAction, RecordError
from dobro_rules.narrate import describe_move, narrate
from dobro_rules.record import apply, load_record, parse_action, replay
from dobro_rules.views import player_view, state_json
from locales import text
from search import Budget

from .base import HELP_WORDS, HINT_WORDS, QUIT_WORDS, ArenaSpec, Quit, TerminalGame, ask_number
from .base import menu_labels as labels_of

#: Menu letters. j, r and s are left out: typed alone they are the joker, reverse and skip cards.
LETTERS = tuple(c for c in "abcdefghijklmnopqrstuvwxyz" if c not in "jrs")

_TOKEN = re.compile(r"\d+|[^\W\d_]+")
_CARD_WORDS = {"j": "J", "joker": "J", "s": "S", "skip": "S", "r": "R", "reverse": "R"}
_ACTION_WORDS = {"take": "take", "draw": "draw"}
_FILLERS = {"play", "as"}
_HELP_WORDS = HELP_WORDS
_QUIT_WORDS = QUIT_WORDS
_NO_CARD = "cards are 2 to 12, J (joker), S (skip) and R (reverse)"

HELP_TEXT = """\
Type a move the way you think it (capitals and extra spaces do not matter):
  5             play the card 5
  6 6           play a pair of 6s
  J 7           play a joker as a 7 (also J7, joker 7); J alone asks for the value
  5 J           a 5 with a joker: a pair of 5s, the joker takes the card's value (R7)
  J J 9         two jokers as a pair of 9s (J J alone when only one value is possible)
  S or skip     play a skip card (passe mon tour): the value in play stays
  R or reverse  play a reverse card (changement de sens): the direction of play flips
  take          take the bid: its cards go on your pile, then you open the next bid (R6d)
  draw          refill your hand (manual drawing only, H2)
  oubli NAME    call out NAME, who ended their turn without drawing (manual drawing, R9)
  a, b, c…      the move with that letter in the menu
  hint          what the 'normal' computer would play in your place (not played)
  help or ?     this list         quit   stop the game (its record is saved with --save)
On your turn: play at least the value in play (playing exactly it doubles it), or a special
card, or take. Opening a bid: any card or pair."""


class Typed(NamedTuple):
    """A move as typed, before it is checked: cards as the engine lists them (a joker first)."""

    kind: str
    cards: tuple[str, ...] = ()
    declared: int | None = None
    target: str | None = None


class NotAMove(ValueError):
    """A line that looks like a move but cannot be one ("13", "oubli zoe"): why, in one line."""


class Reply(NamedTuple):
    """What one typed line comes to: a legal move, a question, or a one-line refusal.

    ``kind`` is "move", "value" (a joker move whose value is still to be asked), "help",
    "hint", "quit" or "refused" (``text`` says why).
    """

    kind: str
    move: Move | None = None
    value: int | None = None
    text: str = ""


def menu_labels(count: int) -> list[str]:
    """The letters of a menu of ``count`` moves (two letters past the 23rd, never reached)."""
    return labels_of(LETTERS, count)


def typed_form(move: Move) -> str:
    """How to type ``move`` at the prompt, shown beside it in the menu so people learn it."""
    if move.kind == "oubli":
        return f"oubli {move.target}"
    if move.kind != "play":
        return move.kind
    cards = move.cards
    if cards == ("S",):
        return "skip"
    if cards == ("R",):
        return "reverse"
    if "J" not in cards:
        return " ".join(cards)
    if cards[-1] != "J":
        return f"{cards[-1]} J"
    jokers = " ".join(cards)
    lo, hi = move.values[0], move.values[-1]
    return f"{jokers} {lo}" if lo == hi else f"{jokers} {lo} … {jokers} {hi}"


def parse_typed(line: str, players: tuple[str, ...]) -> Typed | None:
    """The move a line spells, or None when it spells none (a menu letter, a stray word).

    Only reads: whether the move is legal now is for ``interpret`` and the engine to say.
    """
    words = line.split()
    if words and words[0].casefold() == "oubli":
        return _typed_oubli(" ".join(words[1:]), players)
    tokens = _TOKEN.findall(line.casefold())
    if len(tokens) > 1:
        tokens = [t for t in tokens if t not in _FILLERS]
    if len(tokens) == 1 and tokens[0] in _ACTION_WORDS:
        return Typed(_ACTION_WORDS[tokens[0]])
    cards: list[str] = []
    for token in tokens:
        if token.isdigit():
            if len(token) > 3:  # no card, nor a value worth converting (int() caps digits)
                raise NotAMove(f"There is no card {token[:4]}…: {_NO_CARD}.")
            cards.append(token)
        elif token in _CARD_WORDS:
            cards.append(_CARD_WORDS[token])
        elif token == "jj":  # two jokers typed together, as in "JJ 9"
            cards += ["J", "J"]
        else:
            return None
    return _typed_cards(cards) if cards else None


def _typed_oubli(name: str, players: tuple[str, ...]) -> Typed:
    if not name:
        return Typed("oubli")  # whom is settled by the legal moves, if only one is possible
    for player in players:
        if " ".join(player.split()).casefold() == name.casefold():
            return Typed("oubli", target=player)
    raise NotAMove(f"Nobody called {name} sits at this table ({', '.join(players)}).")


def _typed_cards(cards: list[str]) -> Typed:
    """R7's readings: "J 7" declares a joker, "J J 9" a pair of jokers, "5 J" pairs a card."""
    if cards[0] == "J" and len(cards) == 2 and cards[1].isdigit():
        return Typed("play", ("J",), int(cards[1]))
    if cards[:2] == ["J", "J"] and len(cards) == 3 and cards[2].isdigit():
        return Typed("play", ("J", "J"), int(cards[2]))
    for card in cards:
        if card.isdigit() and not 2 <= int(card) <= 12:
            raise NotAMove(f"There is no card {card}: {_NO_CARD}.")
    names = [str(int(c)) if c.isdigit() else c for c in cards]
    jokers = names.count("J")
    others = [c for c in names if c != "J"]
    if jokers == 1 and len(others) == 1 and others[0].isdigit():
        return Typed("play", ("J", others[0]), int(others[0]))
    return Typed("play", tuple(["J"] * jokers + others))


def interpret(line: str, state: GameState, seat: int, moves: list[Move]) -> Reply:
    """Read one typed line against the legal moves only: it is played as typed, or refused."""
    words = " ".join(line.split()).casefold()
    labels = menu_labels(len(moves))
    if not words:
        return Reply("refused", text=f"Type a move ({_forms(moves)}) or a letter; ? for help.")
    if words in _HELP_WORDS:
        return Reply("help")
    if words in HINT_WORDS:
        return Reply("hint")
    if words in _QUIT_WORDS:
        return Reply("quit")
    if words in labels:
        move = moves[labels.index(words)]
        if len(move.values) > 1:
            return Reply("value", move)
        return Reply("move", move, move.values[0] if move.values else None)
    try:
        typed = parse_typed(line, state.setup.players)
    except NotAMove as exc:
        return Reply("refused", text=str(exc))
    if typed is None:
        if len(words) == 1 and words.isalpha():
            return Reply(
                "refused", text=f"{words} is not in the menu: its letters are {_letters(labels)}."
            )
        return Reply(
            "refused",
            text=f"{line.strip()!r} is not a move here. You can type: {_forms(moves)}, "
            f"or a letter from {_letters(labels)}; ? lists every form.",
        )
    return _match(typed, moves) or Reply("refused", text=_refusal(typed, state, seat, moves))


def _letters(labels: list[str]) -> str:
    return f"{labels[0]} to {labels[-1]}" if len(labels) > 1 else labels[0]


def _forms(moves: list[Move]) -> str:
    return ", ".join(dict.fromkeys(typed_form(m) for m in moves))


def _match(typed: Typed, moves: list[Move]) -> Reply | None:
    """The legal move that is exactly what was typed, if there is one."""
    if typed.kind == "oubli":
        calls = [m for m in moves if m.kind == "oubli" and typed.target in (None, m.target)]
        return Reply("move", calls[0]) if len(calls) == 1 else None
    for move in moves:
        if move.kind != typed.kind:
            continue
        if move.kind != "play":
            return Reply("move", move)
        if sorted(move.cards) != sorted(typed.cards):
            continue
        if not move.values:
            return Reply("move", move)
        if typed.declared is None:
            if len(move.values) == 1:
                return Reply("move", move, move.values[0])
            return Reply("value", move)
        if typed.declared in move.values:
            return Reply("move", move, typed.declared)
    return None


def _refusal(typed: Typed, state: GameState, seat: int, moves: list[Move]) -> str:
    """Why what was typed is not a move now: the engine's own reason, citing the rule."""
    player = state.setup.players[seat]
    action: dict[str, Any] = {"player": player}
    if typed.kind == "oubli":
        if typed.target is None:
            calls = [f"oubli {m.target}" for m in moves if m.kind == "oubli"]
            if calls:
                return f"Say whom you call out: {' or '.join(calls)}."
            if state.manual:
                return "Nobody can be called out now: nobody ended a turn without drawing (H2)."
            action["oubli"] = next(p for p in state.setup.players if p != player)
        else:
            action["oubli"] = typed.target
    elif typed.kind == "play":
        action["play"] = list(typed.cards)
        if "J" in typed.cards:
            # Only to hear the engine's reason: 12 is the most a joker can stand for.
            action["as"] = typed.declared if typed.declared is not None else 12
    else:
        action[typed.kind] = True
    try:
        apply(state, action)
    except (IllegalAction, RecordError) as exc:
        return str(exc)
    return f"That is not a move here. You can type: {_forms(moves)}."  # pragma: no cover


# --------------------------------------------------------------------------------------------
# The table and what happens


def render(state: GameState, player: str) -> str:
    """The same facts a Discord player sees: the table and their own hand."""
    v = player_view(state, player)
    lines = [f"── Round {v.round} of {v.rounds_total} · value in play: {v.value or '—'} ──"]
    if v.bid:
        lines.append(
            "Bid: "
            + ", ".join(
                f"{b.player} {'+'.join(b.cards)}" + (f" (as {b.declared})" if b.declared else "")
                for b in v.bid
            )
        )
    arrow = "↻ clockwise" if v.direction == "clockwise" else "↺ counter-clockwise"
    lines.append(f"Direction: {arrow} · draw pile: {v.pile} · drawing: {v.draw_mode}")
    for seat in v.seats:
        marks = []
        if seat.name == v.turn:
            marks.append("◀ to play")
        if seat.has_oubli:
            marks.append("holds the oubli card")
        if seat.short:
            marks.append("has not drawn")
        lines.append(
            f"  {seat.name:<10} hand {seat.hand_size}  collected {seat.collected:>2}  "
            f"points {seat.points:>2}  {' '.join(marks)}"
        )
    lines.append(f"Your hand: {' '.join(v.hand) or '(empty)'}")
    return "\n".join(lines)


def how_to_win(rounds: int) -> str:
    """R11, R13, R14 in three lines: a newcomer must know that collecting cards is bad."""
    return (
        "How to win: when you take a bid, its cards go on your pile. At the end of each round,\n"
        "the player with the fewest cards collected scores 1 point, the next 2, and so on.\n"
        f"After {rounds} rounds the lowest total of points wins."
    )


def round_end_lines(ev: dict[str, Any], you: str | None = None) -> list[str]:
    """A round's end in words that say its numbers are points (and what earned them); ``you``
    is the person's seat, spoken to in the second person."""
    collected = ev["collected"]
    scores = ", ".join(
        f"{p} {n} point{'s' if n != 1 else ''} ({collected[p]} card"
        f"{'s' if collected[p] != 1 else ''} collected)"
        for p, n in ev["points"].items()
    )
    ender = "you played your" if ev["ender"] == you else f"{ev['ender']} played their"
    first = (
        f"Round {ev['round']} over ({ender} last card). "
        f"Points this round, fewer is better: {scores}"
    )
    if ev["oubli"]:
        whose = "yours" if ev["oubli"] == you else f"{ev['oubli']}'s"
        first += f"; {whose} include 1 for the oubli card"
    totals = ", ".join(f"{p} {n}" for p, n in ev["totals"].items())
    return [first + ".", f"Total points so far: {totals}."]


def draw_line(ev: Mapping[str, Any], you: str) -> str:
    """A manual draw (H2), which the table's log leaves out but a terminal player must hear
    of: who refilled their hand, and how many cards are left to draw."""
    who = ev["player"]
    return text(
        "engine.narrate.draw",
        "en",
        who=who,
        self="yes" if who == you else "no",
        count=ev["count"],
        pile=ev["pile"],
    )


def _ask_value(move: Move) -> int:
    lo, hi = move.values[0], move.values[-1]
    return ask_number(
        f"The joker stands for ({lo}–{hi}): ",
        move.values,
        f"Type a number from {lo} to {hi}: the value the joker stands for (R7).",
    )


# --------------------------------------------------------------------------------------------
# The arena's seeds and budget


def _deal_seed(seed: int, index: int, n: int) -> int:
    """Dobro's own arena deal seeds (48 bits), so its published arenas replay as they did."""
    return derive_seed(seed, f"arena/deal/{index // n}") & (2**48 - 1)


def _ai_seed(seed: int, index: int, seat: int) -> int:
    return derive_seed(seed, f"arena/ai/{index}/{seat}")


def _hard(state: GameState, seat: int, rng: random.Random, budget: Budget) -> Action:
    move, value = dobro_hard.choose_hard(state, seat, seat_moves(state, seat), rng, budget)
    return parse_action(state.setup.players, move.action(state.setup.players[seat], value))


# --------------------------------------------------------------------------------------------
# The renderer


class DobroTerminal(TerminalGame[GameState, Action]):
    """Dobro in the terminal."""

    game: ClassVar[str] = "dobro"
    default_players: ClassVar[int] = 4
    typing: ClassVar[str] = (
        "Type a move as you think it (5, 6 6, J 7, 5 J, take, skip, reverse, draw, oubli NAME) "
        "or the letter beside it in the menu."
    )
    option_help: ClassVar[Mapping[str, str]] = {
        "variant": "standard: 3 rounds; long: one round per player (R14)",
        "draw": "auto: hands refill by themselves (R8); manual: draw yourself (H2)",
    }
    arena: ClassVar[ArenaSpec] = ArenaSpec(
        budget=dobro_hard.DEFAULT_BUDGET,
        hard=_hard,
        work_unit="moves",
        example="hard,normal,normal,normal",
        deal_seed=_deal_seed,
        ai_seed=_ai_seed,
    )

    def decode(self, raw: bytes) -> Any:
        try:
            return json.loads(raw.decode("utf-8"))
        except UnicodeDecodeError as exc:
            raise RecordError(f"not valid JSON: not UTF-8 text (byte {exc.start})") from None
        except json.JSONDecodeError as exc:
            raise RecordError(
                f"not valid JSON: {exc.msg} at line {exc.lineno} column {exc.colno}"
            ) from None

    def replay(self, data: Any) -> GameState:
        return replay(load_record(data))

    def state_json(self, state: GameState) -> dict[str, Any]:
        return state_json(state)

    def intro(self, state: GameState, seat: int, level: str, seed: int) -> list[str]:
        setup = state.setup
        name = setup.players[seat]
        return [
            f"Dobro · {state.n} players · {setup.variant} · {setup.draw} drawing · seed {seed}",
            f"You are {name}, seat {seat + 1}. Computers play '{level}'.",
            how_to_win(state.rounds_total),
            "Type a move as you think it (5, 6 6, J 7, take) or its letter in the menu; "
            "? for help, hint for advice.",
        ]

    def show(self, state: GameState, seat: int) -> str:
        return render(state, state.setup.players[seat])

    def narrate(self, events: Sequence[Mapping[str, Any]], state: GameState, you: str) -> list[str]:
        """The engine's narration in the second person, a round's end in points, and (with
        manual drawing) every draw."""
        lines: list[str] = []
        for ev in events:
            kind = ev["type"]
            if kind == "turn":
                continue
            if kind == "round_end":
                lines.extend(round_end_lines(dict(ev), you))
            elif kind == "draw":
                if state.manual:
                    lines.append(draw_line(ev, you))
            else:
                line = narrate(dict(ev), you=you)
                if line:
                    lines.append(line)
        return lines

    def ask(self, state: GameState, seat: int) -> Action:
        """Show the legal moves with letters and typed forms; read until one is chosen."""
        moves = seat_moves(state, seat)
        bid_cards = sum(len(p.cards) for p in state.bid)
        if state.turn == seat and state.must_open and not state.short[seat]:
            print("You open a new bid: play any card or pair.")
        for label, m in zip(menu_labels(len(moves)), moves, strict=True):
            print(
                f"  {label})  {describe_move(m, state.value, bid_cards):<36} type {typed_form(m)}"
            )
        name = state.setup.players[seat]
        while True:
            reply = interpret(input("Your move (? for help): "), state, seat, moves)
            if reply.kind == "help":
                print(HELP_TEXT)
            elif reply.kind == "hint":
                print(self.hint_line(state, seat, lambda i, p: _hinted(moves[i], p)))
            elif reply.kind == "quit":
                raise Quit
            elif reply.kind == "refused" or reply.move is None:
                print(reply.text)
            else:
                value = _ask_value(reply.move) if reply.kind == "value" else reply.value
                return parse_action(state.setup.players, reply.move.action(name, value))

    def stopped(self, state: GameState) -> str:
        return f"You stopped the game in round {state.round_no} of {state.rounds_total}."

    def final(self, state: GameState) -> list[str]:
        lines = ["Final standings (lowest points win):"]
        for st in self.rules.standings(state):
            crown = "🏆 " if st.winner else "   "
            lines.append(
                f"{crown}{st.position}. {st.name:<10} {st.total} points  (rounds {st.round_points})"
            )
        return lines


def _hinted(move: Move, value: int | None) -> str:
    """How to type a hinted move, its joker's value said."""
    if "J" in move.cards and value is not None and len(move.values) > 1:
        jokers = " ".join(c for c in move.cards if c == "J")
        return f"{jokers} {value}"
    return typed_form(move)


TERMINAL = DobroTerminal()
