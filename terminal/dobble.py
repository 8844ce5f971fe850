"""Dobble in a terminal (``python -m dobble_rules``): spot the symbol two cards share and type
its name (or emoji, or a unique start of it) before the computers do. The person's time is
their clock's; the computers' their reaction times; claims are taken in (t, seat) order (H5).
"""

from __future__ import annotations

import argparse
import random
from collections.abc import Callable, Mapping, Sequence
from typing import Any, ClassVar, NamedTuple

from pydantic import BaseModel

from dobble_rules import ai
from dobble_rules.cards import CARDS, EMOJI, SYMBOL_INDEX, SYMBOLS, card_text
from dobble_rules.engine import (
    CATCH,
    MAX_LENGTH,
    MODES,
    POISON,
    POTATO,
    TOWER,
    WELL,
    Claim,
    Match,
    Move,
    Pick,
    apply_in_place,
    button_card,
    compared,
    counts,
    earliest_t,
    stage,
)
from dobble_rules.errors import IllegalAction
from dobble_rules.narrate import mode_name, narrate, seconds
from dobble_rules.record import RANDOM, action_dict, load_json, replay
from dobble_rules.views import standings, state_json
from games.base import options_of

from .base import HELP_WORDS, QUIT_WORDS, ArenaSpec, Quit, TerminalGame

HELP_TEXT = """\
Spot the one symbol two cards share and type its name (or its emoji) before the computers
do: capitals do not matter, and the start of a name is enough when only one symbol starts
that way (sk = skull). Every pair of cards shares exactly one symbol (R1).
  tower    your card and the pile's top: the first to name their shared symbol takes the
           pile's card. Most cards taken wins.
  well     your top card and the centre: name the shared symbol to drop your card onto the
           centre. The first out of cards wins; the last one holding cards loses.
  potato   your card and another player's: name the symbol you share with someone to hand
           them your whole stack. The last one holding cards loses the round and keeps them.
  catch    the centre and the cards around it: name a symbol the centre shares with one of
           them to catch that card. Most cards caught wins.
  poison   the pile's top and another player's card: name the symbol they share to give that
           player the pile's card. Fewest cards received wins.
  duel     a tie for the win: your card and another duellist's; the first to name one wins.
Where a claim has a target (potato, poison, a duel: a player; catch: a slot number) add it
after the symbol (snail cpu2, skull 2); without one, the first card that fits, going round
the table from you (catch: the lowest slot), is the target (H14).
A wrong symbol locks you out for 3 seconds (H13); a right one typed after a quicker player's
is too late. Each computer names the symbol after its reaction time: be quicker!
  hint        no hints in a race: the hint would be the answer
  help or ?   this text          quit   stop the match (its record is saved with --save)"""

_HELP_WORDS = {*HELP_WORDS, "h"}
_QUIT_WORDS = QUIT_WORDS
_EMOJI_INDEX = {e: i for i, e in enumerate(EMOJI)}
#: The answer to ``hint``.
NO_HINT = "No hints in a race: the hint would be the answer (the one symbol both cards share)."


class Typed(NamedTuple):
    """What one line comes to: a claim (symbol, target), help, quit, or a refusal (text)."""

    kind: str
    symbol: int = -1
    target: int | None = None
    text: str = ""


def find_symbol(word: str) -> int | None:
    """A symbol by name, emoji or unique start of a name (two letters at least)."""
    found = symbols_for(word)
    return found[0] if len(found) == 1 and (len(word.strip()) >= 2 or _exact(word)) else None


def _exact(word: str) -> bool:
    w = word.strip().casefold()
    return w in SYMBOL_INDEX or w.rstrip("\ufe0f") in _EMOJI_INDEX


def symbols_for(word: str) -> list[int]:
    """Every symbol ``word`` may name: itself (a name or an emoji), or each symbol whose name
    starts with it."""
    word = word.strip().casefold()
    if word in SYMBOL_INDEX:
        return [SYMBOL_INDEX[word]]
    if word.rstrip("\ufe0f") in _EMOJI_INDEX:
        return [_EMOJI_INDEX[word.rstrip("\ufe0f")]]
    if not word:
        return []
    return [i for i, name in enumerate(SYMBOLS) if name.startswith(word)]


def read_claim(line: str, m: Match, me: int) -> Typed:
    """Read one typed line against the board the person sees now."""
    words = line.split()
    if not words:
        return Typed("refused", text="Type the symbol both cards share (? for help).")
    if " ".join(words).casefold() in _HELP_WORDS:
        return Typed("help")
    if " ".join(words).casefold() in _QUIT_WORDS:
        return Typed("quit")
    symbol = find_symbol(words[0])
    if symbol is None:
        card = button_card(m, me)
        shown = ", ".join(SYMBOLS[s] for s in CARDS[card]) if card >= 0 else ""
        starts = symbols_for(words[0])
        if starts:
            # A start several symbols share (or one letter): name them, the ones in play first.
            in_play = set(CARDS[card]) if card >= 0 else set()
            named = sorted(starts, key=lambda s: (s not in in_play, SYMBOLS[s]))
            listed = ", ".join(SYMBOLS[s] for s in named[:6]) + (", …" if len(named) > 6 else "")
            return Typed(
                "refused",
                text=f"{words[0]!r} is ambiguous ({listed}): type more of the name.",
            )
        return Typed(
            "refused",
            text=f"{words[0]!r} is not a symbol. The symbols to look for: {shown} (? for help).",
        )
    if len(words) == 1:
        return Typed("claim", symbol)
    rest = " ".join(words[1:])
    in_duel = m.duel is not None
    if m.mode in (TOWER, WELL) and not in_duel:
        return Typed("refused", text=f"No target in {mode_name(MODES[m.mode])}: type the symbol.")
    if m.mode == CATCH and not in_duel:
        if rest.isdigit() and 1 <= int(rest) <= len(m.slots):
            return Typed("claim", symbol, int(rest) - 1)
        return Typed(
            "refused", text=f"Slots are numbered 1 to {len(m.slots)}: {rest!r} is not one."
        )
    for seat, name in enumerate(m.players):
        if name.casefold() == rest.casefold():
            return Typed("claim", symbol, seat)
    return Typed("refused", text=f"Nobody called {rest} sits here ({', '.join(m.players)}).")


# --------------------------------------------------------------------------------------------
# play: showing the board


def _card_line(label: str, card: int) -> str:
    return f"  {label:<20} {card_text(card)}"


def render(m: Match, me: int) -> str:
    """The cards the person compares now, and where everyone stands."""
    names = m.players
    you = names[me]
    lines: list[str] = []
    d = m.duel
    code = m.mode
    cs = counts(m)
    if d is not None:
        lines.append(_card_line("Your duel card:", d.cards[me]))
        for card, seat in compared(m, me):
            lines.append(_card_line(f"{names[seat or 0]}'s card:", card))
        lines.append("Name the symbol your card shares with another duellist's (first wins).")
        return "\n".join(lines)
    if code in (TOWER, POISON):
        lines.append(_card_line(f"Pile top ({len(m.pile) - 1} below):", m.pile[-1]))
        if code == TOWER:
            lines.append(_card_line("Your card:", m.stacks[me][-1]))
            lines.append("Cards taken: " + _scores(names, cs, you))
        else:
            for card, seat in compared(m, me):
                lines.append(_card_line(f"{names[seat or 0]}'s card:", card))
            if m.stacks[me]:  # yours: what the others look at to give you the pile's card
                lines.append(_card_line("Your card:", m.stacks[me][-1]))
            lines.append("Cards received: " + _scores(names, cs, you))
    elif code == WELL:
        lines.append(_card_line("Centre:", m.pile[-1]))
        lines.append(_card_line(f"Your top ({len(m.stacks[me])} left):", m.stacks[me][-1]))
        lines.append("Cards left: " + _scores(names, cs, you))
    elif code == POTATO:
        lines.append(f"Round {m.round} · stock {len(m.pile)}")
        lines.append(_card_line(f"Your card ({len(m.stacks[me])} held):", m.stacks[me][-1]))
        for card, seat in compared(m, me):
            lines.append(_card_line(f"{names[seat or 0]}'s card:", card))
        lines.append("Cards kept (fewest wins): " + _scores(names, cs, you))
    else:
        lines.append(f"Round {m.round} · stock {len(m.pile)}")
        lines.append(_card_line("Centre:", m.centre))
        for k, card in enumerate(m.slots):
            lines.append(
                _card_line(f"Slot {k + 1}:", card) if card >= 0 else f"  Slot {k + 1}: (taken)"
            )
        lines.append("Cards caught: " + _scores(names, cs, you))
    return "\n".join(lines)


def _scores(names: tuple[str, ...], cs: list[int], you: str) -> str:
    return ", ".join(f"{'you' if p == you else p} {c}" for p, c in zip(names, cs, strict=True))


def _question(m: Match) -> str:
    if m.duel is not None:
        return "Symbol (and a duellist)"
    return {
        TOWER: "Symbol on your card and the pile's top",
        WELL: "Symbol on your top card and the centre",
        POTATO: "Symbol on your card and another player's (and their name)",
        CATCH: "Symbol on the centre and a slot card (and its number)",
        POISON: "Symbol on the pile's top and a player's card (and their name)",
    }[m.mode]


# --------------------------------------------------------------------------------------------
# The match


class Session:
    """One person against computers: the person's time comes from ``clock`` (seconds, as
    ``time.monotonic``), the computers' from their reaction times; claims are taken in
    (t, seat) order (H5), so a person slower than a computer loses that card."""

    def __init__(
        self,
        m: Match,
        me: int,
        levels: Mapping[int, str],
        rng: random.Random,
        clock: Callable[[], float],
        actions: list[dict[str, Any]],
    ) -> None:
        self.m = m
        self.me = me
        self.name = self.m.players[me]
        self.levels = dict(levels)
        self.rng = rng
        self.clock = clock
        self.actions = actions
        self.go = clock()
        self.stage: tuple[int, bool] | None = None
        self.pending: Claim | None = None
        self.pending_key: tuple[int, bool, int] | None = None
        #: (stage, count) of the cards last printed (None: print them again).
        self.shown: tuple[int, bool, int] | None = None

    # -- time
    def now_t(self) -> int:
        """ms since the current stage's go, by the person's clock."""
        return max(0, round((self.clock() - self.go) * 1000))

    def catch_up(self) -> None:
        """After computers played on alone, the stage's time continues from their last claim."""
        behind = earliest_t(self.m, self.me) - self.now_t()
        if behind > 0:
            self.go -= behind / 1000

    # -- moves
    def apply(self, move: Claim | Pick) -> list[dict[str, Any]]:
        events = apply_in_place(self.m, move)
        self.actions.append(action_dict(self.m.players, move))
        return events

    def computer_claim(self) -> Claim | None:
        """The computers' next claim; drawn once per change of the cards."""
        key = (*stage(self.m), self.m.count)
        if key != self.pending_key:
            self.pending_key = key
            self.pending = ai.next_claim(self.m, self.levels, self.rng)
        return self.pending

    def show(self, events: list[dict[str, Any]]) -> None:
        for ev in events:
            line = narrate(ev, you=self.name)
            if not line:
                continue
            if ev["type"] == "claim":
                line = f"[{seconds(ev['t'])} s] {line}"
            elif ev["type"] in ("minigame_start", "duel_start"):
                print()
            print(f"  · {line}")

    def computers_until(self, key: tuple[int, int] | None) -> None:
        """Apply the computers' claims that come before ``key`` (None: all of this stage)."""
        current = stage(self.m)
        while self.m.running and stage(self.m) == current:
            claim = self.computer_claim()
            if claim is None or (key is not None and (claim.t, claim.seat) >= key):
                return
            self.show(self.apply(claim))

    # -- the loop
    def new_stage(self) -> None:
        self.stage = stage(self.m)
        self.go = self.clock()

    def run(self) -> None:
        m = self.m
        while not m.over:
            if m.picker >= 0:
                self.pick()
                continue
            if stage(m) != self.stage:
                self.new_stage()
            if button_card(m, self.me) < 0:
                # The person cannot claim now (out of cards, not in the duel): play on.
                claim = self.computer_claim()
                if claim is None:  # pragma: no cover - a running stage always has a claimer
                    raise RuntimeError("nobody can claim")
                self.show(self.apply(claim))
                continue
            self.catch_up()
            self.turn()

    def turn(self) -> None:
        m = self.m
        key = (*stage(m), m.count)
        fresh = key != self.shown
        if fresh:
            print()
            print(render(m, self.me))
            self.shown = key
        seen = m.count
        current = stage(m)
        locked = (m.duel.locked if m.duel is not None else m.locked)[self.me]
        if fresh and locked > self.now_t():
            print(f"(You are locked out until {seconds(locked)} s: H13.)")
        line = input(f"{_question(m)} (? for help): ")
        t = self.now_t()
        words = " ".join(line.split()).casefold()
        if words in _QUIT_WORDS:
            raise Quit
        self.computers_until((t, self.me))
        if words in _HELP_WORDS:
            print(HELP_TEXT)
            self.shown = None  # show the cards again below the help
            return
        if words == "hint":
            print(NO_HINT)
            return
        if stage(m) != current or not m.running:
            if words:
                print("Too late: that one is over.")
            return
        typed = read_claim(line, m, self.me)
        if typed.kind == "refused":
            print(typed.text)
            return
        slot = m.mode == CATCH and m.duel is None
        claim = Claim(
            self.me,
            max(t, earliest_t(m, self.me)),
            seen,
            typed.symbol,
            typed.target,
            slot and typed.target is not None,
        )
        try:
            self.show(self.apply(claim))
        except IllegalAction as exc:  # pragma: no cover - the session keeps claims in order
            print(f"Not allowed: {exc}")

    def pick(self) -> None:
        m = self.m
        if m.picker != self.me:
            mode = ai.choose_mode(m, m.picker, self.levels[m.picker], self.rng)
            self.show(self.apply(Pick(m.picker, mode)))
            return
        listed = ", ".join(MODES)
        while True:
            raw = input(f"You lost: pick the next mini-game ({listed}): ").strip().casefold()
            if raw in _QUIT_WORDS:
                raise Quit
            if raw in MODES:
                self.show(self.apply(Pick(self.me, raw)))
                return
            print(f"Type one of: {listed}.")


# --------------------------------------------------------------------------------------------
# The renderer


class DobbleTerminal(TerminalGame[Match, Move]):
    """Dobble in the terminal: a race, so its own loop (``Session``) instead of turns."""

    game: ClassVar[str] = "dobble"
    noun: ClassVar[str] = "match"
    typing: ClassVar[str] = (
        "Spot the symbol two cards share and type its name before the computers do "
        "(? at the prompt explains each mini-game)."
    )
    error_fields: ClassVar[str] = '"game", "claim", "message"'
    option_help: ClassVar[Mapping[str, str]] = {
        "scoring": "wins: most mini-games won (R6); tournament: points, losers pick (R7)",
        "length": f"mini-games in the match, 1 to {MAX_LENGTH} (default 5)",
        "modes": "mini-games in order, comma-separated: tower, well, potato, catch, poison or "
        "random (missing ones are random; wins scoring only)",
    }
    arena: ClassVar[ArenaSpec] = ArenaSpec(example="quick,normal,relaxed")

    def decode(self, raw: bytes) -> Any:
        return load_json(raw.decode("utf-8", "replace"))

    def replay(self, data: Any) -> Match:
        return replay(data)

    def state_json(self, state: Match) -> dict[str, Any]:
        return state_json(state)

    def error_json(self, exc: Exception) -> dict[str, Any]:
        return {
            "game": getattr(exc, "game", None),
            "claim": getattr(exc, "claim", None),
            "message": str(getattr(exc, "error", exc)),
        }

    def options_from(self, args: argparse.Namespace) -> BaseModel | str:
        """The match's options, each bad one said in the words of its rule."""
        length = 5 if args.length is None else args.length
        if not 1 <= length <= MAX_LENGTH:
            return f"--length: 1 to {MAX_LENGTH} mini-games, not {length}"
        scoring = args.scoring or "wins"
        modes: tuple[str, ...] | None = None
        if args.modes is not None:
            if scoring == "tournament":
                return "--modes: in tournament scoring each loser picks the next mode (R7)"
            modes = tuple(w.strip().casefold() for w in args.modes.split(",") if w.strip())
            bad = [w for w in modes if w not in (*MODES, RANDOM)]
            if bad:
                return f"--modes: {bad[0]!r} is not a mini-game ({', '.join(MODES)}, random)"
            if len(modes) > length:
                return f"--modes: {len(modes)} modes for {length} mini-games (--length)"
        found: BaseModel = options_of(
            self.rules, {"scoring": scoring, "length": length, "modes": modes}
        )
        return found

    def intro(self, state: Match, seat: int, level: str, seed: int) -> list[str]:
        setup = state.setup
        how = "most mini-games won" if setup.scoring == "wins" else "most points (R7)"
        you = state.players[seat]
        first = {
            "type": "minigame_start",
            "game": 0,
            "mode": MODES[state.mode],
            "length": setup.length,
        }
        return [
            f"Dobble · {state.n} players · {setup.length} mini-games · {setup.scoring} scoring · "
            f"computers '{level}' · seed {seed}",
            f"You are {you}. The match goes to {how}. Type ? at the prompt for help.",
            "",
            f"  · {narrate(first, you=you)}",
        ]

    def show(self, state: Match, seat: int) -> str:
        return render(state, seat)

    def narrate(self, events: Sequence[Mapping[str, Any]], state: Match, you: str) -> list[str]:
        lines = []
        for ev in events:
            line = narrate(dict(ev), you=you)
            if line:
                lines.append(line)
        return lines

    def play(
        self,
        state: Match,
        seat: int,
        levels: Mapping[int, str],
        rng: random.Random,
        actions: list[dict[str, Any]],
        clock: Callable[[], float],
    ) -> None:
        """A race, in real time: the person's claims take their clock's time."""
        Session(state, seat, levels, rng, clock, actions).run()

    def stopped(self, state: Match) -> str:
        return "You stopped the match."

    def final(self, state: Match) -> list[str]:
        what = "mini-games won" if state.setup.scoring == "wins" else "points"
        lines = [f"Final standings ({what}, highest wins):"]
        for st in standings(state):
            crown = "🏆 " if st.winner else "   "
            lines.append(
                f"{crown}{st.position}. {st.name:<10} {st.total}  (by mini-game {st.round_points})"
            )
        return lines


TERMINAL = DobbleTerminal()
