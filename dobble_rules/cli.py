"""The command line: ``replay`` a DOBBLE.md record, or ``play`` a match against computers."""

from __future__ import annotations

import argparse
import json
import random
import secrets
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any, NamedTuple

from terminal import (
    OneLineParser,
    name_problem,
    run,
    save_option_problem,
    save_record,
)

from . import ai
from .cards import CARDS, EMOJI, SYMBOL_INDEX, SYMBOLS, card_text
from .engine import (
    CATCH,
    MAX_LENGTH,
    MAX_PLAYERS,
    MIN_PLAYERS,
    MODES,
    POISON,
    POTATO,
    TOWER,
    WELL,
    Claim,
    Match,
    Pick,
    apply_in_place,
    button_card,
    compared,
    counts,
    earliest_t,
    new_match,
    stage,
)
from .errors import IllegalAction, RecordError, ReplayError
from .narrate import mode_name, narrate, seconds
from .record import (
    RANDOM,
    action_dict,
    dumps,
    export_record,
    load_json,
    load_setup,
    new_setup,
    replay,
)
from .views import standings, state_json

DESCRIPTION = """\
Dobble's rules engine.

commands:
  replay FILE   replay a match record (DOBBLE.md "Game record") and print the resulting state
                as JSON. Exit 0: the state. Exit 1: a claim or a mini-game breaks a rule; the
                state before it is printed with "error": {"game", "claim", "message"}. Exit 2:
                the file is not a valid record (one line on stderr).
  play          play a match in the terminal against computer players: spot the symbol two
                cards share and type its name before the computers do. `help` at the prompt
                explains each mini-game. Exit 0: the match ended, or you typed quit. Exit 1:
                the input ended (EOF) before the match did, or the record could not be written.
                Exit 2: a bad option (one line on stderr). Exit 130: Ctrl-C.
"""

EXIT_EOF = 1
EXIT_INTERRUPTED = 130


def _fail(message: str) -> int:
    print(message, file=sys.stderr)
    return 2


# --------------------------------------------------------------------------------------------
# replay


def cmd_replay(path: str) -> int:
    """Print the state a record leads to; exit codes as DOBBLE.md says."""
    try:
        text = sys.stdin.read() if path == "-" else Path(path).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        reason = getattr(exc, "strerror", None) or str(exc)
        return _fail(f"{path}: cannot read the record: {reason}")
    try:
        state = replay(load_json(text))
    except RecordError as exc:
        return _fail(f"{path}: {exc}")
    except ReplayError as exc:
        out = state_json(exc.state)
        out["error"] = {"game": exc.game, "claim": exc.claim, "message": str(exc.error)}
        print(json.dumps(out, ensure_ascii=False))
        return 1
    print(json.dumps(state_json(state), ensure_ascii=False))
    return 0


# --------------------------------------------------------------------------------------------
# play: reading what the person types

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
  help or ?   this text          quit   stop the match (its record is saved with --save)"""

_HELP_WORDS = {"help", "?", "h"}
_QUIT_WORDS = {"quit", "exit"}
_EMOJI_INDEX = {e: i for i, e in enumerate(EMOJI)}


class Typed(NamedTuple):
    """What one line comes to: a claim (symbol, target), help, quit, or a refusal (text)."""

    kind: str
    symbol: int = -1
    target: int | None = None
    text: str = ""


def find_symbol(word: str) -> int | None:
    """A symbol by name, emoji or unique start of a name (two letters at least)."""
    word = word.strip().casefold()
    if word in SYMBOL_INDEX:
        return SYMBOL_INDEX[word]
    if word.rstrip("\ufe0f") in _EMOJI_INDEX:
        return _EMOJI_INDEX[word.rstrip("\ufe0f")]
    if len(word) >= 2:
        starts = [i for i, name in enumerate(SYMBOLS) if name.startswith(word)]
        if len(starts) == 1:
            return starts[0]
    return None


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
# play: the match


class _Quit(Exception):
    """The person typed quit."""


class Session:
    """One person against computers: the person's time comes from ``clock`` (seconds, as
    ``time.monotonic``), the computers' from their reaction times; claims are taken in
    (t, seat) order (H5), so a person slower than a computer loses that card."""

    def __init__(
        self,
        setup: dict[str, Any],
        me: int,
        level: str,
        rng: random.Random,
        clock: Callable[[], float],
    ) -> None:
        self.setup = setup
        self.m = new_match(load_setup(setup))
        self.me = me
        self.name = self.m.players[me]
        self.levels = {s: level for s in range(self.m.n) if s != me}
        self.rng = rng
        self.clock = clock
        self.actions: list[dict[str, Any]] = []
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
            raise _Quit
        self.computers_until((t, self.me))
        if words in _HELP_WORDS:
            print(HELP_TEXT)
            self.shown = None  # show the cards again below the help
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
                raise _Quit
            if raw in MODES:
                self.show(self.apply(Pick(self.me, raw)))
                return
            print(f"Type one of: {listed}.")


def _save(path: Path, session: Session, what: str) -> int:
    record = export_record(load_setup(session.setup), session.actions)
    return save_record(path, dumps(record), what, "dobble_rules")


def _seats(args: argparse.Namespace) -> tuple[int | None, str | None]:
    players, computers = args.players, args.computers
    if players is None and computers is None:
        return 3, None
    if players is not None and computers is not None and players != computers + 1:
        return None, (
            f"--players {players} and --computers {computers} disagree: you play against "
            "the computers, so players = computers + 1"
        )
    n = players if players is not None else computers + 1
    if not MIN_PLAYERS <= n <= MAX_PLAYERS:
        return None, (
            f"--players: Dobble is played by {MIN_PLAYERS} to {MAX_PLAYERS} players (H2), "
            f"so 1 to {MAX_PLAYERS - 1} computers; not {n} players"
        )
    return n, None


def _check_play(args: argparse.Namespace) -> tuple[dict[str, Any] | None, str | None]:
    """The match's setup, or one line naming the first bad option."""
    n, problem = _seats(args)
    if problem or n is None:
        return None, problem
    name = " ".join(args.name.split())
    if problem := name_problem(name, computers=MAX_PLAYERS - 1):
        return None, problem
    if not 1 <= args.length <= MAX_LENGTH:
        return None, f"--length: 1 to {MAX_LENGTH} mini-games, not {args.length}"
    modes = None
    if args.modes is not None:
        if args.scoring == "tournament":
            return None, "--modes: in tournament scoring each loser picks the next mode (R7)"
        modes = [w.strip().casefold() for w in args.modes.split(",") if w.strip()]
        bad = [w for w in modes if w not in (*MODES, RANDOM)]
        if bad:
            return None, f"--modes: {bad[0]!r} is not a mini-game ({', '.join(MODES)}, random)"
        if len(modes) > args.length:
            return None, f"--modes: {len(modes)} modes for {args.length} mini-games (--length)"
    if args.seed is not None and not 0 <= args.seed < 1 << 63:
        return None, "--seed: an integer from 0 to 2^63 − 1"
    if problem := save_option_problem(args.save):
        return None, problem
    players = [name] + [f"cpu{i}" for i in range(1, n)]
    seed = args.seed if args.seed is not None else secrets.randbits(48)
    setup = new_setup(players, scoring=args.scoring, length=args.length, modes=modes, seed=seed)
    return setup, None


def cmd_play(args: argparse.Namespace, clock: Callable[[], float] = time.monotonic) -> int:
    """A whole match against computer players, in the terminal."""
    setup, problem = _check_play(args)
    if setup is None:
        return _fail(problem or "bad options")
    session = Session(setup, 0, args.level, random.Random(setup["seed"]), clock)
    m = session.m
    n = m.n
    print(
        f"Dobble · {n} players · {m.setup.length} mini-games · {m.setup.scoring} scoring · "
        f"computers '{args.level}' · seed {setup['seed']}"
    )
    how = "most mini-games won" if m.setup.scoring == "wins" else "most points (R7)"
    print(f"You are {session.name}. The match goes to {how}. Type ? at the prompt for help.")
    first = {"type": "minigame_start", "game": 0, "mode": MODES[m.mode], "length": m.setup.length}
    session.show([first])
    save = Path(args.save) if args.save else None
    try:
        session.run()
    except _Quit:
        print("\nYou stopped the match.")
        if save is None:
            print("Nothing saved (give --save PATH to keep an unfinished match's record).")
            return 0
        return _save(save, session, "The unfinished match's record")
    except EOFError:
        print()
        print("Input ended (EOF) before the match did: nothing saved.", file=sys.stderr)
        return EXIT_EOF
    except KeyboardInterrupt:
        print()
        print("Interrupted (Ctrl-C): nothing saved.", file=sys.stderr)
        return EXIT_INTERRUPTED
    what = "mini-games won" if m.setup.scoring == "wins" else "points"
    print(f"\nFinal standings ({what}, highest wins):")
    for st in standings(m):
        crown = "🏆 " if st.winner else "   "
        print(f"{crown}{st.position}. {st.name:<10} {st.total}  (by mini-game {st.round_points})")
    if save is None:
        return 0
    return _save(save, session, "Match record")


def build_parser() -> argparse.ArgumentParser:
    parser = OneLineParser(
        prog="python -m dobble_rules",
        description=DESCRIPTION,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    sub = parser.add_subparsers(dest="command", metavar="{replay,play}")
    rp = sub.add_parser("replay", help="replay a match record and print the resulting state")
    rp.add_argument("file", help="the record (JSON, see DOBBLE.md); - reads standard input")
    pl = sub.add_parser(
        "play",
        help="play a match in the terminal against computer players",
        description="Play a match in the terminal: type the symbol two cards share before "
        "the computers do (? at the prompt explains each mini-game). Exit 0: match over or "
        "quit; 1: input ended (EOF); 2: bad option; 130: Ctrl-C.",
    )
    pl.add_argument("--players", type=int, help="seats at the table, 2–8 (default 3)")
    pl.add_argument("--computers", type=int, help="computer players, 1–7 (players − 1)")
    pl.add_argument("--name", default="you", help="your name at the table (default: you)")
    pl.add_argument(
        "--level", choices=ai.LEVELS, default="normal", help="how quick the computers are"
    )
    pl.add_argument(
        "--modes",
        help="mini-games in order, comma-separated: tower, well, potato, catch, poison or "
        "random (missing ones are random; wins scoring only)",
    )
    pl.add_argument("--length", type=int, default=5, help="mini-games in the match (default 5)")
    pl.add_argument("--scoring", choices=("wins", "tournament"), default="wins")
    pl.add_argument("--seed", type=int, help="shuffle seed (default: random)")
    pl.add_argument("--save", help="where to save the match record (checked before playing)")
    return parser


def main(argv: list[str] | None = None, *, clock: Callable[[], float] = time.monotonic) -> int:
    return run(
        build_parser(),
        argv,
        {"replay": lambda a: cmd_replay(a.file), "play": lambda a: cmd_play(a, clock)},
    )
