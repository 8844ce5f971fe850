"""The referee: a match of Dobble mini-games, claims and their outcomes (DOBBLE.md R2–R17,
H3–H14).

A claim names a symbol (R3). Outcomes are checked in the spec's order: ``locked`` (H13),
``stale`` (H12), ``ok``, else ``wrong``; before any outcome, what makes a claim *illegal* (out
of (t, seat) order, ``v`` above the count, after its stage ended, a non-duellist in a duel) is
refused with ``IllegalAction`` and changes nothing. ``apply_in_place`` checks everything before
the first change, so a caller that owns the state needs no copy to survive a refusal.

A mini-game's cards live in a few lists whose meaning depends on the mode (top = last item):

- ``stacks[seat]``: tower, poison: own card then what was taken or received; well: the
  player's pile; potato: the stack held this round; catch: the cards taken.
- ``pile``: tower, poison: the face-up pile; well: the centre pile (its top is the centre);
  potato, catch: the stock.
- ``centre`` and ``slots`` (catch; -1: none, or taken), ``kept[seat]`` (potato's lost rounds).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, NamedTuple

from .cards import CARD_COUNT, MASKS, SYMBOLS, duel_deck, game_deck
from .errors import IllegalAction

#: The five mini-games (R8–R17), in the order the spec lists them.
MODES: tuple[str, ...] = ("tower", "well", "potato", "catch", "poison")
TOWER, WELL, POTATO, CATCH, POISON = range(5)
MODE_CODE: dict[str, int] = {mode: i for i, mode in enumerate(MODES)}
#: H13: a wrong claim ignores the player's claims for this long.
LOCKOUT_MS = 3000
#: Most mini-games a table may choose (H3 leaves it open; the platform offers 1–15).
MAX_LENGTH = 15
MIN_PLAYERS = 2
MAX_PLAYERS = 8

OK, WRONG, STALE, LOCKED = "ok", "wrong", "stale", "locked"


# --------------------------------------------------------------------------------------------
# Setup and actions


@dataclass(frozen=True, slots=True)
class Setup:
    """What a match is a function of, besides its actions.

    ``auto``: the table's form (``game.py``): the next mini-game starts by itself once the
    previous one is done, with ``modes[i]`` (wins scoring) or the loser's pick (tournament).
    Without it (a spec record) each mini-game is started by ``start_game``.
    """

    players: tuple[str, ...]
    scoring: str = "wins"
    length: int = 5
    seed: int = 0
    modes: tuple[str, ...] | None = None
    auto: bool = False

    @property
    def n(self) -> int:
        return len(self.players)


class Claim(NamedTuple):
    """R3: ``seat`` names ``symbol`` at ``t`` ms after the go, having seen count ``v`` (H12).

    ``target``: a seat (potato, poison, duel) or, with ``slot``, a catch slot; None: H14."""

    seat: int
    t: int
    v: int
    symbol: int
    target: int | None = None
    slot: bool = False


class Pick(NamedTuple):
    """R7: in tournament scoring, a mini-game's loser picks the next mode."""

    seat: int
    mode: str


Move = Claim | Pick


class Duel:
    """H6: the tied players' cards (``cards[seat]``, -1 for the others), its own count, lock-outs
    and clock; ``winner`` -1 until a valid claim ends it."""

    __slots__ = ("cards", "changed_at", "last_seat", "last_t", "locked", "seats", "v", "winner")

    seats: tuple[int, ...]
    cards: list[int]
    v: int
    locked: list[int]
    last_t: int
    last_seat: int
    changed_at: int
    winner: int

    def __init__(self, seats: tuple[int, ...], cards: list[int], n: int) -> None:
        self.seats = seats
        self.cards = cards
        self.v = 0
        self.locked = [0] * n
        self.last_t = -1
        self.last_seat = -1
        self.changed_at = 0
        self.winner = -1

    def copy(self) -> Duel:
        new = Duel.__new__(Duel)
        new.seats = self.seats
        new.cards = self.cards[:]
        new.v = self.v
        new.locked = self.locked[:]
        new.last_t = self.last_t
        new.last_seat = self.last_seat
        new.changed_at = self.changed_at
        new.winner = self.winner
        return new


class Result(NamedTuple):
    """One finished mini-game (DOBBLE.md output ``results``), by seat."""

    mode: str
    counts: tuple[int, ...]
    winner: int
    loser: int
    points: tuple[int, ...]


# --------------------------------------------------------------------------------------------
# State


class Match:
    """The whole match at one moment. Treat as immutable outside this module."""

    __slots__ = (
        "centre",
        "changed_at",
        "decks",
        "duel",
        "duel_decks",
        "ended",
        "game",
        "kept",
        "last_seat",
        "last_t",
        "locked",
        "mode",
        "modes_played",
        "n",
        "next_duel_deck",
        "out",
        "outcomes",
        "over",
        "picker",
        "pile",
        "points",
        "results",
        "round",
        "setup",
        "slots",
        "stacks",
        "v",
        "version",
        "winners",
        "wins",
    )

    setup: Setup
    n: int
    #: Current mini-game (from 0); -1 before the first.
    game: int
    #: Its mode code (TOWER…POISON); -1 before the first.
    mode: int
    round: int
    stacks: list[list[int]]
    kept: list[list[int]]
    pile: list[int]
    centre: int
    slots: list[int]
    out: list[int]
    v: int
    #: H13: end of each seat's last lock-out in this mini-game (0: never locked).
    locked: list[int]
    last_t: int
    last_seat: int
    #: t of the last accepted claim (or 0, the go): when the cards last changed.
    changed_at: int
    #: The current mini-game and its duel are done.
    ended: bool
    duel: Duel | None
    outcomes: list[str]
    results: list[Result]
    wins: list[int]
    points: list[int]
    over: bool
    winners: list[int]
    version: int
    decks: list[tuple[int, ...]]
    duel_decks: list[tuple[int, ...] | None]
    next_duel_deck: tuple[int, ...] | None
    modes_played: list[str]
    #: Tournament at a table: the seat that picks the next mode (R7), else -1.
    picker: int

    def copy(self) -> Match:
        new = Match.__new__(Match)
        new.setup = self.setup
        new.n = self.n
        new.game = self.game
        new.mode = self.mode
        new.round = self.round
        new.stacks = [s[:] for s in self.stacks]
        new.kept = [k[:] for k in self.kept]
        new.pile = self.pile[:]
        new.centre = self.centre
        new.slots = self.slots[:]
        new.out = self.out[:]
        new.v = self.v
        new.locked = self.locked[:]
        new.last_t = self.last_t
        new.last_seat = self.last_seat
        new.changed_at = self.changed_at
        new.ended = self.ended
        new.duel = self.duel.copy() if self.duel is not None else None
        new.outcomes = self.outcomes[:]
        new.results = self.results[:]
        new.wins = self.wins[:]
        new.points = self.points[:]
        new.over = self.over
        new.winners = self.winners[:]
        new.version = self.version
        new.decks = self.decks[:]
        new.duel_decks = self.duel_decks[:]
        new.next_duel_deck = self.next_duel_deck
        new.modes_played = self.modes_played[:]
        new.picker = self.picker
        return new

    # Read-only conveniences for callers outside the engine.
    @property
    def players(self) -> tuple[str, ...]:
        return self.setup.players

    @property
    def mode_name(self) -> str | None:
        return MODES[self.mode] if self.mode >= 0 else None

    @property
    def running(self) -> bool:
        """Whether a mini-game or its duel takes claims now."""
        return self.game >= 0 and not self.ended

    @property
    def count(self) -> int:
        """The count claims carry now (H12): the duel's once it is set up."""
        return self.duel.v if self.duel is not None else self.v

    def seat_of(self, player: str) -> int:
        try:
            return self.setup.players.index(player)
        except ValueError:
            raise IllegalAction("unknown_player", "H2", player=player) from None


def new_match(setup: Setup) -> Match:
    """The state before the first mini-game; at a table (``auto``) the first one starts."""
    m = Match.__new__(Match)
    n = setup.n
    m.setup = setup
    m.n = n
    m.game = -1
    m.mode = -1
    m.round = 1
    m.stacks = [[] for _ in range(n)]
    m.kept = [[] for _ in range(n)]
    m.pile = []
    m.centre = -1
    m.slots = []
    m.out = []
    m.v = 0
    m.locked = [0] * n
    m.last_t = -1
    m.last_seat = -1
    m.changed_at = 0
    m.ended = False
    m.duel = None
    m.outcomes = []
    m.results = []
    m.wins = [0] * n
    m.points = [0] * n
    m.over = False
    m.winners = []
    m.version = 0
    m.decks = []
    m.duel_decks = []
    m.next_duel_deck = None
    m.modes_played = []
    m.picker = -1
    if setup.auto:
        start_game(m, _auto_mode(m, 0))
    return m


def _auto_mode(m: Match, game: int) -> str:
    if m.setup.scoring == "tournament":
        return "tower"  # R7; later ones come from a Pick
    modes = m.setup.modes
    if modes is None or game >= len(modes):
        raise ValueError("a table in wins scoring needs one mode per mini-game")
    return modes[game]


# --------------------------------------------------------------------------------------------
# Starting a mini-game


def start_game(
    m: Match,
    mode: str,
    deck: list[int] | tuple[int, ...] | None = None,
    duel: list[int] | tuple[int, ...] | None = None,
) -> list[dict[str, Any]]:
    """Deal the next mini-game of ``mode`` from ``deck`` (top first; None: shuffle #2i) and
    keep ``duel`` (None: shuffle #2i+1) for a tie. Game-level refusals change nothing."""
    i = m.game + 1
    if mode not in MODE_CODE:
        raise IllegalAction("unknown_mode", "R2", mode=mode)
    if m.game >= 0 and not m.ended:
        raise IllegalAction("unfinished", "R5", number=m.game + 1)
    if m.over or i >= m.setup.length:
        raise IllegalAction("beyond_length", "H3", length=m.setup.length)
    if i == 0 and m.setup.scoring == "tournament" and mode != "tower":
        raise IllegalAction("tournament_tower", "R7", mode=mode)
    seed = m.setup.seed
    cards = tuple(deck) if deck is not None else tuple(game_deck(seed, i))
    n = m.n
    code = MODE_CODE[mode]
    m.game = i
    m.mode = code
    m.round = 1
    m.v = 0
    m.locked = [0] * n
    m.last_t = -1
    m.last_seat = -1
    m.changed_at = 0
    m.ended = False
    m.duel = None
    m.out = []
    m.centre = -1
    m.slots = []
    m.kept = [[] for _ in range(n)]
    m.decks.append(cards)
    m.duel_decks.append(None)
    m.modes_played.append(mode)
    m.next_duel_deck = tuple(duel) if duel is not None else None
    m.picker = -1
    events: list[dict[str, Any]] = [
        {"type": "minigame_start", "game": i, "mode": mode, "length": m.setup.length}
    ]
    if code in (TOWER, POISON):
        # R8, R16: one card each in seat order; the rest is the face-up pile, top first.
        m.stacks = [[cards[s]] for s in range(n)]
        m.pile = list(reversed(cards[n:]))
    elif code == WELL:
        # R10, H8: the last card is the centre; the others are dealt one by one from the
        # previous winner (seat 0 first), and a player's first card is their top card.
        start = m.results[-1].winner if m.results else 0
        piles: list[list[int]] = [[] for _ in range(n)]
        for k, card in enumerate(cards[: CARD_COUNT - 1]):
            piles[(start + k) % n].append(card)
        m.stacks = [list(reversed(p)) for p in piles]
        m.pile = [cards[CARD_COUNT - 1]]
    elif code == POTATO:
        m.stacks = [[] for _ in range(n)]
        m.pile = list(reversed(cards))
        events.append(_potato_deal(m))
    else:
        m.stacks = [[] for _ in range(n)]
        m.pile = list(reversed(cards))
        events.append(_catch_round(m))
    return events


def _potato_deal(m: Match) -> dict[str, Any]:
    """R12: one card each from the stock, in seat order."""
    pile = m.pile
    for s in range(m.n):
        m.stacks[s] = [pile.pop()]
    m.out = []
    names = m.setup.players
    return {
        "type": "potato_deal",
        "round": m.round,
        "tops": {names[s]: m.stacks[s][-1] for s in range(m.n)},
        "stock": len(pile),
    }


def _catch_round(m: Match) -> dict[str, Any]:
    """R14, H10: the stock's top in the centre, the next min(N, c−1) around it."""
    pile = m.pile
    m.centre = pile.pop()
    used = min(m.n, len(pile))
    m.slots = [pile.pop() for _ in range(used)]
    return {
        "type": "catch_round",
        "round": m.round,
        "center": m.centre,
        "slots": m.slots[:],
        "stock": len(pile),
    }


# --------------------------------------------------------------------------------------------
# Claims


def apply(m: Match, move: Move) -> tuple[Match, list[dict[str, Any]]]:
    """Apply ``move`` to a copy of ``m``: the new state and what happened."""
    new = m.copy()
    return new, apply_in_place(new, move)


def apply_in_place(m: Match, move: Move, *, duel: bool | None = None) -> list[dict[str, Any]]:
    """Check then apply ``move`` to ``m`` itself; an ``IllegalAction`` leaves ``m`` untouched.

    ``duel``: which of a spec record's lists a claim comes from (None: the table's flat list,
    where a claim goes to the duel once one is set up)."""
    events = _pick(m, move) if isinstance(move, Pick) else _claim(m, move, duel)
    m.version += 1
    return events


def _pick(m: Match, p: Pick) -> list[dict[str, Any]]:
    names = m.setup.players
    if m.picker < 0:
        raise IllegalAction("no_pick", "R7")
    if p.seat != m.picker:
        raise IllegalAction("not_picker", "R7", player=names[m.picker])
    if p.mode not in MODE_CODE:
        raise IllegalAction("unknown_mode", "R2", mode=p.mode)
    event = {"type": "pick", "player": names[p.seat], "mode": p.mode}
    return [event, *start_game(m, p.mode)]


def claim_key(m: Match, c: Claim) -> tuple[tuple[int, int], bool]:
    """A claim's place in the order claims are taken (H5): ``(t, seat)``, and whether it is
    older than the last claim this stage resolved (a table drops those, unrecorded)."""
    d = m.duel
    last = (d.last_t, d.last_seat) if d is not None else (m.last_t, m.last_seat)
    key = (c.t, c.seat)
    return key, key < last


def _claim(m: Match, c: Claim, duel: bool | None) -> list[dict[str, Any]]:
    names = m.setup.players
    n = m.n
    seat = c.seat
    if not 0 <= seat < n:
        raise IllegalAction("unknown_player", "H2", player=str(seat))
    if m.game < 0:
        raise IllegalAction("not_started", "R4")
    if c.symbol < 0 or c.symbol >= len(SYMBOLS):
        raise IllegalAction("unknown_symbol", "R3", symbol=str(c.symbol))
    d = m.duel
    in_duel = d is not None if duel is None else duel
    if in_duel and d is None:
        raise IllegalAction("no_duel", "R5")
    if in_duel:
        assert d is not None
        last_t, last_seat, count = d.last_t, d.last_seat, d.v
    else:
        last_t, last_seat, count = m.last_t, m.last_seat, m.v
    t = c.t
    if t < last_t or (t == last_t and seat < last_seat):
        raise IllegalAction("out_of_order", "H5", t=t, player=names[seat], last=last_t)
    if c.v > count:
        raise IllegalAction("v_above", "H12", v=c.v, count=count)
    if m.over:
        raise IllegalAction("match_over", "R6")
    if m.picker >= 0:
        raise IllegalAction("awaiting_pick", "R7", player=names[m.picker])
    if m.ended or (not in_duel and d is not None):
        raise IllegalAction("stage_ended", "R4")
    if in_duel:
        assert d is not None
        if d.cards[seat] < 0:
            raise IllegalAction("not_duellist", "H6", player=names[seat])
    target = c.target
    code = m.mode
    if target is not None:
        wants_slot = code == CATCH and not in_duel
        if code in (TOWER, WELL) and not in_duel:
            raise IllegalAction("no_target_here", "H14", mode=MODES[code])
        if c.slot != wants_slot:
            raise IllegalAction("target_kind", "H14", mode=MODES[code])
        if not 0 <= target < n:
            raise IllegalAction("target_range", "H14", target=target)
    # The claim is legal: it gets an outcome.
    if in_duel:
        assert d is not None
        d.last_t = t
        d.last_seat = seat
        locked = d.locked
    else:
        m.last_t = t
        m.last_seat = seat
        locked = m.locked
    base = {
        "type": "claim",
        "player": names[seat],
        "symbol": SYMBOLS[c.symbol],
        "t": t,
        "v": c.v,
        "game": m.game,
        "mode": MODES[code],
        "duel": in_duel,
    }
    if t < locked[seat]:
        m.outcomes.append(LOCKED)
        return [{**base, "outcome": LOCKED, "locked_until": locked[seat]}]
    if c.v < count:
        m.outcomes.append(STALE)
        return [{**base, "outcome": STALE, "count": count}]
    if in_duel:
        assert d is not None
        events = _duel_claim(m, d, c, base)
    elif code == TOWER:
        events = _tower(m, c, base)
    elif code == WELL:
        events = _well(m, c, base)
    elif code == POTATO:
        events = _potato(m, c, base)
    elif code == CATCH:
        events = _catch(m, c, base)
    else:
        events = _poison(m, c, base)
    if events is None:
        until = t + LOCKOUT_MS
        locked[seat] = until
        m.outcomes.append(WRONG)
        return [{**base, "outcome": WRONG, "locked_until": until}]
    m.outcomes.append(OK)
    return events


def _both(a: int, b: int, symbol: int) -> bool:
    return (MASKS[a] & MASKS[b]) >> symbol & 1 == 1


def _seat_target(c: Claim, card: int, candidates: list[int], tops: list[int], n: int) -> int | None:
    """H14: the named target if valid, else (none named) the first valid one clockwise from
    the claimer. ``tops[s]``: the card to compare with ``card`` (-1: not a valid target)."""
    symbol = c.symbol
    if c.target is not None:
        s = c.target
        if s == c.seat or tops[s] < 0 or s not in candidates:
            return None
        return s if _both(card, tops[s], symbol) else None
    for k in range(1, n):
        s = (c.seat + k) % n
        if tops[s] >= 0 and s in candidates and _both(card, tops[s], symbol):
            return s
    return None


def _accept(m: Match, c: Claim, base: dict[str, Any], **what: Any) -> list[dict[str, Any]]:
    m.v += 1
    m.changed_at = c.t
    return [{**base, "outcome": OK, "count": m.v, **what}]


def _tower(m: Match, c: Claim, base: dict[str, Any]) -> list[dict[str, Any]] | None:
    """R8: your top and the pile's top; the pile card comes onto yours. R9: ends when empty."""
    own = m.stacks[c.seat]
    pile = m.pile
    if c.target is not None or not _both(own[-1], pile[-1], c.symbol):
        return None
    card = pile.pop()
    own.append(card)
    events = _accept(m, c, base, card=card, to=base["player"])
    if not pile:
        _stage_over(m, events)
    return events


def _well(m: Match, c: Claim, base: dict[str, Any]) -> list[dict[str, Any]] | None:
    """R10: your top and the centre; your top goes onto the centre. R11: out, last loses."""
    own = m.stacks[c.seat]
    if not own or c.target is not None or not _both(own[-1], m.pile[-1], c.symbol):
        return None
    card = own.pop()
    m.pile.append(card)
    events = _accept(m, c, base, card=card, left=len(own))
    if not own:
        m.out.append(c.seat)
        events.append({"type": "out", "player": base["player"], "place": len(m.out)})
        holding = [s for s in range(m.n) if m.stacks[s]]
        if len(holding) <= 1:
            _stage_over(m, events)
    return events


def _potato(m: Match, c: Claim, base: dict[str, Any]) -> list[dict[str, Any]] | None:
    """R12: your top and another holder's; your whole stack goes onto theirs and you are out
    of the round. R13: the last holder loses the round and keeps its cards; H9 deals again."""
    stacks = m.stacks
    own = stacks[c.seat]
    if not own:
        return None
    n = m.n
    tops = [st[-1] if st else -1 for st in stacks]
    holders = [s for s in range(n) if stacks[s]]
    target = _seat_target(c, own[-1], holders, tops, n)
    if target is None:
        return None
    moved = len(own)
    stacks[target].extend(own)
    stacks[c.seat] = []
    m.out.append(c.seat)
    names = m.setup.players
    events = _accept(m, c, base, cards=moved, to=names[target], card=own[-1])
    holding = [s for s in range(n) if stacks[s]]
    if len(holding) == 1:
        loser = holding[0]
        lost = stacks[loser]
        m.kept[loser].extend(lost)
        stacks[loser] = []
        events.append(
            {
                "type": "potato_round_end",
                "round": m.round,
                "loser": names[loser],
                "cards": len(lost),
            }
        )
        if len(m.pile) >= n:  # H9
            m.round += 1
            events.append(_potato_deal(m))
        else:
            _stage_over(m, events)
    return events


def _catch(m: Match, c: Claim, base: dict[str, Any]) -> list[dict[str, Any]] | None:
    """R14: the centre and a slot card (H14: the lowest valid slot); you keep that card.
    R15, H10: all taken, the centre goes under the stock; a new round with 2+ cards there."""
    slots = m.slots
    centre = m.centre
    symbol = c.symbol
    chosen = -1
    if c.target is not None:
        k = c.target
        if k < len(slots) and slots[k] >= 0 and _both(centre, slots[k], symbol):
            chosen = k
    else:
        for k, card in enumerate(slots):
            if card >= 0 and _both(centre, card, symbol):
                chosen = k
                break
    if chosen < 0:
        return None
    card = slots[chosen]
    slots[chosen] = -1
    m.stacks[c.seat].append(card)
    events = _accept(m, c, base, card=card, slot=chosen)
    if all(s < 0 for s in slots):
        m.pile.insert(0, centre)
        m.centre = -1
        m.slots = []
        if len(m.pile) >= 2:
            m.round += 1
            events.append(_catch_round(m))
        else:
            _stage_over(m, events)
    return events


def _poison(m: Match, c: Claim, base: dict[str, Any]) -> list[dict[str, Any]] | None:
    """R16: the pile's top and another player's top; the pile card goes onto theirs."""
    stacks = m.stacks
    pile = m.pile
    n = m.n
    tops = [st[-1] for st in stacks]
    target = _seat_target(c, pile[-1], list(range(n)), tops, n)
    if target is None:
        return None
    card = pile.pop()
    stacks[target].append(card)
    events = _accept(m, c, base, card=card, to=m.setup.players[target])
    if not pile:
        _stage_over(m, events)
    return events


def _duel_claim(m: Match, d: Duel, c: Claim, base: dict[str, Any]) -> list[dict[str, Any]] | None:
    """H6: your duel card and another duellist's (as potato); the first valid claim wins."""
    own = d.cards[c.seat]
    target = _seat_target(c, own, list(d.seats), d.cards, m.n)
    if target is None:
        return None
    d.v += 1
    d.changed_at = c.t
    d.winner = c.seat
    names = m.setup.players
    events = [{**base, "outcome": OK, "count": d.v, "to": names[target]}]
    events.append({"type": "duel_end", "game": m.game, "winner": names[c.seat]})
    _finish_game(m, c.seat, events)
    return events


# --------------------------------------------------------------------------------------------
# The end of a mini-game and of the match


def counts(m: Match) -> list[int]:
    """Per seat: cards taken (tower, catch), received (poison), kept (potato), held (well)."""
    code = m.mode
    if code in (TOWER, POISON):
        return [len(s) - 1 for s in m.stacks]
    if code == POTATO:
        return [len(k) for k in m.kept]
    return [len(s) for s in m.stacks]


def tied_for_win(m: Match) -> list[int]:
    """R5: the seats sharing the winning count (the well's winner is its first out)."""
    code = m.mode
    if code == WELL:
        return [m.out[0]]
    cs = counts(m)
    best = max(cs) if code in (TOWER, CATCH) else min(cs)
    return [s for s in range(m.n) if cs[s] == best]


def _stage_over(m: Match, events: list[dict[str, Any]]) -> None:
    """R9, R11, R13, R15, R17: the play is over; a tie for the win calls a duel (R5, H6)."""
    tied = tied_for_win(m)
    if len(tied) == 1:
        _finish_game(m, tied[0], events)
        return
    deck = m.next_duel_deck
    if deck is None:
        deck = tuple(duel_deck(m.setup.seed, m.game))
    m.duel_decks[m.game] = deck
    cards = [-1] * m.n
    for k, s in enumerate(tied):
        cards[s] = deck[k]
    m.duel = Duel(tuple(tied), cards, m.n)
    names = m.setup.players
    events.append(
        {
            "type": "duel_start",
            "game": m.game,
            "players": [names[s] for s in tied],
            "cards": {names[s]: cards[s] for s in tied},
        }
    )


def loser_of(m: Match, winner: int, cs: list[int]) -> int:
    """H7: among the others, the fewest cards (tower, catch) or the most (poison, potato),
    the first in seat order on a tie; the well's last holder."""
    code = m.mode
    others = [s for s in range(m.n) if s != winner]
    if code == WELL:
        holding = [s for s in others if m.stacks[s]]
        return holding[0] if holding else others[-1]
    worst = min(cs[s] for s in others) if code in (TOWER, CATCH) else max(cs[s] for s in others)
    return next(s for s in others if cs[s] == worst)


def game_points(m: Match, winner: int, loser: int, cs: list[int]) -> list[int]:
    """R7, H11: tournament points of one mini-game (zeros in wins scoring)."""
    n = m.n
    pts = [0] * n
    if m.setup.scoring != "tournament":
        return pts
    code = m.mode
    if code in (TOWER, CATCH):
        pts = cs[:]
        if code == TOWER:
            pts[winner] += 5
    elif code == WELL:
        pts[winner] += 10
        pts[loser] -= 20
    elif code == POISON:
        pts[winner] += 20
        others = [s for s in range(n) if s != winner]
        fewest = min(cs[s] for s in others)
        for s in others:
            if cs[s] == fewest:
                pts[s] += 10
    else:
        pts = [-5 * (cs[s] // n) for s in range(n)]
    return pts


def _finish_game(m: Match, winner: int, events: list[dict[str, Any]]) -> None:
    names = m.setup.players
    cs = counts(m)
    loser = loser_of(m, winner, cs)
    pts = game_points(m, winner, loser, cs)
    mode = MODES[m.mode]
    m.results.append(Result(mode, tuple(cs), winner, loser, tuple(pts)))
    m.wins[winner] += 1
    for s in range(m.n):
        m.points[s] += pts[s]
    m.ended = True
    events.append(
        {
            "type": "minigame_end",
            "game": m.game,
            "mode": mode,
            "counts": dict(zip(names, cs, strict=True)),
            "winner": names[winner],
            "loser": names[loser],
            "points": dict(zip(names, pts, strict=True)),
        }
    )
    if len(m.results) >= m.setup.length:
        m.over = True
        totals = m.points if m.setup.scoring == "tournament" else m.wins
        best = max(totals)
        m.winners = [s for s in range(m.n) if totals[s] == best]
        events.append(
            {
                "type": "match_over",
                "winners": [names[s] for s in m.winners],
                "scoring": m.setup.scoring,
                "totals": dict(zip(names, totals, strict=True)),
            }
        )
        return
    if not m.setup.auto:
        return
    if m.setup.scoring == "tournament":
        m.picker = loser
        events.append({"type": "pick_wait", "player": names[loser], "game": m.game + 1})
    else:
        events.extend(start_game(m, _auto_mode(m, m.game + 1)))


# --------------------------------------------------------------------------------------------
# What each seat compares now


def button_card(m: Match, seat: int) -> int:
    """The card whose 8 symbols ``seat``'s claim buttons show now (-1: it cannot claim).

    Tower, poison: the pile's top; well, catch: the centre; potato and a duel: its own card."""
    if m.over or m.ended or m.game < 0:
        return -1
    d = m.duel
    if d is not None:
        return d.cards[seat]
    code = m.mode
    if code in (TOWER, POISON):
        return m.pile[-1]
    if code == WELL:
        return m.pile[-1] if m.stacks[seat] else -1
    if code == CATCH:
        return m.centre
    own = m.stacks[seat]
    return own[-1] if own else -1


def compared(m: Match, seat: int) -> list[tuple[int, int | None]]:
    """The cards ``seat``'s button card is compared with now, each with the target a claim
    on it names: a seat (potato, poison, duel), a slot (catch) or None (tower, well)."""
    if button_card(m, seat) < 0:
        return []
    n = m.n
    d = m.duel
    order = [(seat + k) % n for k in range(1, n)]
    if d is not None:
        return [(d.cards[s], s) for s in order if d.cards[s] >= 0]
    code = m.mode
    if code in (TOWER, WELL):
        return [(m.stacks[seat][-1], None)]
    if code == CATCH:
        return [(card, k) for k, card in enumerate(m.slots) if card >= 0]
    if code == POISON:
        return [(m.stacks[s][-1], s) for s in order]
    return [(m.stacks[s][-1], s) for s in order if m.stacks[s]]


def last_claim_t(m: Match) -> int:
    """The t of the last claim the current stage took (0 before any)."""
    d = m.duel
    t = d.last_t if d is not None else m.last_t
    return max(t, 0)


def changed_at(m: Match) -> int:
    """When the current stage's cards last changed (its go, or the last accepted claim)."""
    return m.duel.changed_at if m.duel is not None else m.changed_at


def stage(m: Match) -> tuple[int, bool]:
    """Which stage claims go to now: (mini-game, in its duel). A table's controls carry it, so
    a click made for a stage that has ended is dropped, never applied to the next one."""
    return (m.game, m.duel is not None)


def earliest_t(m: Match, seat: int) -> int:
    """The smallest t a claim by ``seat`` may carry now without breaking H5's order."""
    d = m.duel
    last_t, last_seat = (d.last_t, d.last_seat) if d is not None else (m.last_t, m.last_seat)
    if last_t < 0:
        return 0
    return last_t + 1 if seat < last_seat else last_t
