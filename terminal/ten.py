"""Ten in a terminal (``python -m ten_rules``): the table as a Discord player sees it (every
card face up, the backs of face-down ones, the supplies, the penalty piles, the auction, their
own hand and face-down card), each step's choices with a letter and a typed form ("10 down 2",
"pass", "ben 3", "yes", "none", "me"), private events for their reader alone.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar, NamedTuple

from ten_rules import hard as ten_hard
from ten_rules.cards import HAND_CODES
from ten_rules.engine import (
    ADD,
    FIRST,
    OFFER,
    OPEN,
    PLAY,
    PROTECT,
    REVEAL,
    Action,
    Choice,
    TenState,
    apply,
    choice_action,
    events_for,
    seat_choices,
)
from ten_rules.errors import IllegalAction
from ten_rules.narrate import describe_choice, narrate
from ten_rules.record import decode, load_record, replay
from ten_rules.views import TableCardView, player_view, state_json

from .base import HELP_WORDS, HINT_WORDS, QUIT_WORDS, ArenaSpec, Quit, TerminalGame, ask_number
from .base import menu_labels as labels_of

#: Menu letters: j is left out (typed alone it is the joker).
LETTERS = tuple(c for c in "abcdefghijklmnopqrstuvwxyz" if c != "j")

_HELP_WORDS = HELP_WORDS
_QUIT_WORDS = QUIT_WORDS
_NO_WORDS = {"no", "none", "pass", "nothing", "n", "keep", "down"}
_YES_WORDS = {"yes", "y", "up", "reveal", "turn"}
_FILLERS = {"play", "with", "chip", "chips", "face", "on", "open", "to", "add", "protect", "card"}

HELP_TEXT = """\
Pick a choice by its letter, or type it the way you think it (capitals do not matter):
  putting a card down (phase 2):  10 down 2   (card, up or down, chips 0-2; up is the default)
                                  7           (a 7 face up, no chip)
                                  J up as 4   (a joker face up declares its value 0-10)
  opening (phase 3):              pass        ben (pay ben's unprotected card: 1 chip to the pot)
                                  ben 3       (open on ben's protected card with 3 chips)
  an auction:                     pass        raise (one more)    raise 5
  protecting a new card:          0  1  2     (chips added; 2 at most on a card)
  turning your card up (phase 4): yes / no    (a joker: yes as 7)
  a second card:                  4           J as 3      none
  the next first player:          me          ben
  hint        what the 'normal' computer would choose in your place (not chosen)
  help or ?   this list              quit   stop the game (its record is saved with --save)
Aim for a total of 10 (never over). The lowest total of the round takes every card on the
table and the round card as penalty points; the highest takes the pot."""

STEP_HINT = {
    PLAY: "Put one card on the table, face up or face down, with 0, 1 or 2 chips (R11).",
    OPEN: "You may open once: take an unprotected card for 1 chip to the pot, or open an "
    "auction on a protected one; or pass (R12-R14).",
    OFFER: "An auction is running: raise, or pass (you may raise again later, H7).",
    PROTECT: "You got a new card: you may add chips on it, up to 2 in all (R17).",
    REVEAL: "Your card is face down: turn it up (then you may add a second card), or keep it "
    "face down and end your turn (R19).",
    ADD: "You may add a second card face up: the total may not go over 10 (R20).",
    FIRST: "You won the round: name the next first player (R27).",
}

PHASE_WORDS = {
    2: "the first card",
    3: "offers and swaps",
    4: "the second card",
    5: "the round's result",
}


class Reply(NamedTuple):
    """What one typed line comes to: ``kind`` "move" (``choice`` with ``param``), "value" (a
    choice whose number is still to be asked), "help", "hint", "quit" or "refused"
    (``text``)."""

    kind: str
    choice: Choice | None = None
    param: int | None = None
    text: str = ""


def menu_labels(count: int) -> list[str]:
    return labels_of(LETTERS, count)


def typed_form(c: Choice) -> str:
    """How to type ``c`` at the prompt (shown in the menu so people learn it)."""
    if c.kind == PLAY:
        face = "up" if c.up else "down"
        form = f"{c.card} {face} {c.chips}"
        return form + (" as N" if c.param else "")
    if c.code == "pass":
        return "pass"
    if c.code == "fee":
        return f"{c.target}"
    if c.code == "opening":
        return f"{c.target} N"
    if c.code == "raise_min":
        return "raise"
    if c.code == "raise":
        return "raise N"
    if c.kind == PROTECT:
        return str(c.chips)
    if c.code == "keep_down":
        return "no"
    if c.code == "reveal":
        return "yes as N" if c.param else "yes"
    if c.code == "add_none":
        return "none"
    if c.kind == ADD:
        return f"{c.card} as N" if c.param else f"{c.card}"
    return f"{c.target}"


def _card_of(token: str) -> str | None:
    token = token.casefold()
    if token in ("j", "joker"):
        return "J"
    if token.startswith("p") and token[1:].isdigit():
        token = "P" + str(int(token[1:])) if len(token) < 4 else token
    elif token.isdigit() and len(token) < 4:
        token = str(int(token))
    return token if token in HAND_CODES else None


def _numbers(words: list[str]) -> tuple[list[int], int | None, bool]:
    """The bare integers of ``words``, the integer after ``as``, and whether ``as`` was typed."""
    plain: list[int] = []
    as_value: int | None = None
    saw_as = False
    i = 0
    while i < len(words):
        w = words[i]
        if w == "as":
            saw_as = True
            if i + 1 < len(words) and _is_number(words[i + 1]):
                as_value = int(words[i + 1])
                i += 1
        elif _is_number(w):
            plain.append(int(w))
        i += 1
    return plain, as_value, saw_as


def _is_number(word: str) -> bool:
    return word.lstrip("+-").isdigit() and len(word) < 6


def _match_name(text: str, players: tuple[str, ...]) -> tuple[str | None, str]:
    """The player whose name starts ``text`` (longest first) and the rest of the text."""
    folded = text.casefold()
    for name in sorted(players, key=len, reverse=True):
        key = " ".join(name.split()).casefold()
        if folded == key or folded.startswith(key + " "):
            return name, text[len(key) :].strip()
    return None, text


def interpret(line: str, state: TenState, seat: int, choices: list[Choice]) -> Reply:
    """Read one typed line against the legal choices only: a choice as typed, or refused."""
    words_text = " ".join(line.replace(",", " ").split())
    folded = words_text.casefold()
    labels = menu_labels(len(choices))
    if not folded:
        return Reply("refused", text="Type a letter from the menu, or ? for help.")
    if folded in _HELP_WORDS:
        return Reply("help")
    if folded in HINT_WORDS:
        return Reply("hint")
    if folded in _QUIT_WORDS:
        return Reply("quit")
    if folded in labels:
        choice = choices[labels.index(folded)]
        return Reply("value", choice) if choice.param else Reply("move", choice)
    step = state.step
    words = [w for w in folded.split() if w not in _FILLERS]
    if step == PLAY:
        return _typed_play(words, state, seat, choices)
    if step in (OPEN, FIRST):
        return _typed_name(words_text, step, state, seat, choices)
    if step == OFFER:
        return _typed_offer(words, state, seat, choices)
    if step == PROTECT:
        nums, _, _ = _numbers(words)
        if words and all(w in _NO_WORDS for w in words):
            nums = [0]
        if len(nums) == 1:
            for c in choices:
                if c.chips == nums[0]:
                    return Reply("move", c)
            return _refusal(state, Action(seat, PROTECT, n=nums[0]))
        return _not_understood(line, choices)
    if step == REVEAL:
        nums, as_value, saw_as = _numbers(words)
        if words and all(w in _NO_WORDS for w in words):
            return Reply("move", choices[0])
        if words and words[0] in _YES_WORDS:
            return _with_param(choices[1], as_value, saw_as, state, seat)
        return _not_understood(line, choices)
    # ADD
    if words and all(w in _NO_WORDS for w in words):
        return Reply("move", choices[0])
    card = _card_of(words[0]) if words else None
    if card is None:
        return _not_understood(line, choices)
    nums, as_value, saw_as = _numbers(words[1:])
    for c in choices:
        if c.card == card:
            return _with_param(c, as_value, saw_as, state, seat)
    return _refusal(state, Action(seat, ADD, HAND_CODES[card], as_=as_value))


def _typed_play(words: list[str], state: TenState, seat: int, choices: list[Choice]) -> Reply:
    card = _card_of(words[0]) if words else None
    if card is None:
        return _not_understood(" ".join(words), choices)
    up = not any(w in ("down", "hidden") for w in words[1:])
    nums, as_value, saw_as = _numbers(words[1:])
    chips = nums[0] if nums else 0
    for c in choices:
        if c.card == card and c.up == up and c.chips == chips:
            return _with_param(c, as_value, saw_as, state, seat)
    return _refusal(state, Action(seat, PLAY, HAND_CODES[card], up, chips, as_=as_value))


def _typed_name(text: str, step: str, state: TenState, seat: int, choices: list[Choice]) -> Reply:
    players = state.setup.players
    words = text.split()
    if step == OPEN and text.casefold() in _NO_WORDS:
        return Reply("move", choices[0])
    if words and words[0].casefold() in ("open", "on"):
        text = " ".join(words[1:])
        if text.casefold().startswith("on "):
            text = text[3:]
    if step == FIRST and text.casefold() in ("me", "myself", "i"):
        text = players[seat]
    name, rest = _match_name(text, players)
    if name is None:
        return Reply(
            "refused",
            text=f"Nobody called {text!r} sits here ({', '.join(players)}); ? for help.",
        )
    if step == FIRST:
        return Reply("move", next(c for c in choices if c.target == name))
    nums, _, _ = _numbers(rest.casefold().split())
    offer = nums[0] if nums else None
    t = players.index(name)
    for c in choices:
        if c.target == name:
            if c.code == "fee" and offer in (None, 1):
                return Reply("move", c)
            if c.code == "opening":
                assert c.low is not None and c.high is not None
                if offer is None:
                    return Reply("value", c)
                if c.low <= offer <= c.high:
                    return Reply("move", c, offer)
    return _refusal(state, Action(seat, OPEN, n=1 if offer is None else offer, target=t))


def _typed_offer(words: list[str], state: TenState, seat: int, choices: list[Choice]) -> Reply:
    if words and all(w in _NO_WORDS for w in words):
        return Reply("move", choices[0])
    nums, _, _ = _numbers([w for w in words if w != "raise"])
    if not nums:
        if words == ["raise"] or words == ["+1"]:
            return Reply("move", choices[1])
        return _not_understood(" ".join(words), choices)
    amount = nums[0]
    if amount == choices[1].amount:
        return Reply("move", choices[1])
    if len(choices) > 2:
        c = choices[2]
        assert c.low is not None and c.high is not None
        if c.low <= amount <= c.high:
            return Reply("move", c, amount)
    return _refusal(state, Action(seat, OFFER, n=amount))


def _with_param(c: Choice, as_value: int | None, saw_as: bool, state: TenState, seat: int) -> Reply:
    if c.param is None:
        if saw_as:
            return _refusal(state, choice_action(state, seat, c)._replace(as_=as_value or 0))
        return Reply("move", c)
    if as_value is None:
        return Reply("value", c)
    assert c.low is not None and c.high is not None
    if c.low <= as_value <= c.high:
        return Reply("move", c, as_value)
    return _refusal(state, choice_action(state, seat, c, as_value))


def _refusal(state: TenState, action: Action) -> Reply:
    """Why a typed action is not possible now: the engine's own reason, naming the rule."""
    try:
        apply(state, action)
    except IllegalAction as exc:
        return Reply("refused", text=str(exc))
    return Reply("refused", text="That is not a choice here; ? for help.")  # pragma: no cover


def _not_understood(line: str, choices: list[Choice]) -> Reply:
    labels = menu_labels(len(choices))
    span = f"{labels[0]} to {labels[-1]}" if len(labels) > 1 else labels[0]
    return Reply(
        "refused",
        text=f"{line.strip()!r} is not a choice here: type a letter from {span}, "
        "or ? for the typed forms.",
    )


# --------------------------------------------------------------------------------------------
# The table and what happens


def _card_text(c: TableCardView) -> str:
    if c.card is None:
        return "[face down]"
    shown = f"J={c.as_}" if c.as_ is not None else c.card
    return shown if c.up else f"[{shown}, face down: only you see it]"


def _who(name: str, you: str) -> str:
    """A name in a sentence to the person called ``you``: "you" for them."""
    return "you" if name == you else name


def _whose(name: str, you: str) -> str:
    """A name's possessive in a sentence to the person called ``you``: "your", "ben's"."""
    return "your" if name == you else f"{name}'s"


def render(state: TenState, seat: int) -> str:
    """The facts a Discord player sees: the table, the supplies, the penalty piles, the step,
    the auction, and their own hand and face-down card."""
    v = player_view(state, seat)
    you = state.setup.players[seat]
    card = f"{v.round_card} ({v.round_points} penalty points)" if v.round_card else "—"
    lines = [
        f"── Round {v.round} of {v.rounds_total} · round card {card} · "
        f"{v.round_cards_left} round cards left · pile {v.pile} · pot {v.pot} ──",
        f"Phase {v.phase}, {PHASE_WORDS[v.phase]} · first player: {v.first}",
    ]
    for s in v.seats:
        mark = "▶" if s.name == v.waiting else " "
        table = " + ".join(_card_text(c) for c in s.cards) or "—"
        if s.protection:
            table += f" ({s.protection} chip{'s' if s.protection > 1 else ''} on it)"
        pile = " ".join(s.penalty) or "—"
        lines.append(
            f"{mark} {s.name:<10} table {table:<28} supply {s.chips:>2}  hand {s.hand_size}  "
            f"penalty {s.penalty_points:>3} ({pile})"
        )
    if v.auction is not None:
        a = v.auction
        lines.append(
            f"Auction: {_who(a.opener, you)} opened on {_whose(a.owner, you)} card; "
            f"high offer {a.offer} by {_who(a.high, you)}."
        )
    if v.last is not None and v.phase == 2 and v.seats and not any(s.cards for s in v.seats):
        winner, loser = _who(v.last.winner, you), _who(v.last.loser, you)
        lines.append(f"Last round: {winner} won, {loser} lost.")
    lines.append(f"Your hand: {' '.join(v.hand) or '(empty)'}")
    return "\n".join(lines)


HOW_TO_PLAY = """\
How to play: each round everyone puts one card on the table (face up or down, with 0-2
protection chips), may swap it for another player's card (1 chip to the pot for an
unprotected card, an auction for a protected one), then may add a second card face up: the
total may never go over 10. The lowest total takes every table card and the round card as
penalty points; the highest wins the pot. After 10 rounds (or when the pile runs out), your
score is your penalty points minus 2 per chip you hold: the lowest score wins."""


def _ask_value(c: Choice) -> int:
    assert c.low is not None and c.high is not None
    what = "The joker stands for" if c.param == "as" else "Your offer, in chips,"
    return ask_number(
        f"{what} ({c.low}-{c.high}): ",
        range(c.low, c.high + 1),
        f"Type a number from {c.low} to {c.high}.",
    )


class TenTerminal(TerminalGame[TenState, Action]):
    """Ten in the terminal."""

    game: ClassVar[str] = "ten"
    default_players: ClassVar[int] = 4
    typing: ClassVar[str] = (
        "Pick a choice by its letter in the menu, or type it as you think it: 10 down 2, 7 up, "
        "J up as 4, pass, ben 3, raise 5, yes, no, add 4, none, me."
    )
    reserved: ClassVar[tuple[str, ...]] = ("me", "myself", "i", "pass", "none", "raise")
    arena: ClassVar[ArenaSpec] = ArenaSpec(
        budget=ten_hard.DEFAULT_BUDGET,
        hard=ten_hard.choose_hard,
        work_unit="actions",
        example="hard,normal,normal,normal",
    )

    def decode(self, raw: bytes) -> Any:
        return decode(raw)

    def replay(self, data: Any) -> TenState:
        return replay(load_record(data))

    def state_json(self, state: TenState) -> dict[str, Any]:
        return state_json(state)

    def intro(self, state: TenState, seat: int, level: str, seed: int) -> list[str]:
        return [
            f"Ten · {state.n} players · seed {seed}",
            f"You are {state.setup.players[seat]}, seat {seat + 1}. Computers play '{level}'.",
            HOW_TO_PLAY,
            "Pick a choice by its letter or type it (10 down 2, pass, yes, 4, me); ? for help, "
            "hint for advice.",
        ]

    def show(self, state: TenState, seat: int) -> str:
        return render(state, seat)

    def narrate(self, events: Sequence[Mapping[str, Any]], state: TenState, you: str) -> list[str]:
        """What the person may read: public events and their own private ones."""
        lines = []
        for ev in events_for([dict(e) for e in events], you):
            line = narrate(ev, you=you)
            if line:
                lines.append(line)
        return lines

    def ask(self, state: TenState, seat: int) -> Action:
        """Show the choices with letters and typed forms; read until one is chosen."""
        choices = seat_choices(state, seat)
        assert state.step is not None
        print(STEP_HINT[state.step])
        for label, c in zip(menu_labels(len(choices)), choices, strict=True):
            shown = describe_choice(c, you=state.setup.players[seat])
            print(f"  {label})  {shown:<52} type {typed_form(c)}")
        while True:
            reply = interpret(input("Your choice (? for help): "), state, seat, choices)
            if reply.kind == "help":
                print(HELP_TEXT)
            elif reply.kind == "hint":
                print(self.hint_line(state, seat, lambda i, p: _hinted(choices[i], p)))
            elif reply.kind == "quit":
                raise Quit
            elif reply.kind == "refused" or reply.choice is None:
                print(reply.text)
            else:
                param = _ask_value(reply.choice) if reply.kind == "value" else reply.param
                return choice_action(state, seat, reply.choice, param)

    def stopped(self, state: TenState) -> str:
        return f"You stopped the game in round {state.round_no}."

    def final(self, state: TenState) -> list[str]:
        lines = ["Final scores (penalty points − 2 × chips; the lowest wins):"]
        scores = state.scores or []
        for st in self.rules.standings(state):
            crown = "🏆 " if st.winner else "   "
            pen, chips, _ = scores[st.seat]
            lines.append(
                f"{crown}{st.position}. {st.name:<10} {st.total:>4}  "
                f"({pen} penalty points, {chips} chips)"
            )
        return lines


def _hinted(choice: Choice, param: int | None) -> str:
    """How to type a hinted choice, its number said."""
    form = typed_form(choice)
    if param is not None:
        form = form.replace(" N", f" {param}")
    return form


TERMINAL = TenTerminal()
