"""What each audience sees: the spec's state JSON, a seat's view, the final standings.

Every card in play is face up (DOBBLE.md "At a Discord table"), so a seat's view is the public
view plus which cards that seat compares now and its own lock-out: nothing is hidden but the
order of the cards under the tops, which no view holds.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from pydantic import BaseModel

from .cards import CARDS, EMOJI, SYMBOLS
from .engine import (
    CATCH,
    MODES,
    POISON,
    POTATO,
    TOWER,
    WELL,
    Match,
    button_card,
    compared,
    counts,
    stage,
)

# --------------------------------------------------------------------------------------------
# The spec's output


def _tops(m: Match) -> list[int | None]:
    if m.game < 0 or m.mode == CATCH:
        return [None] * m.n
    return [s[-1] if s else None for s in m.stacks]


def _center(m: Match) -> int | None:
    code = m.mode
    if code in (TOWER, POISON, WELL):
        return m.pile[-1] if m.pile else None
    if code == CATCH:
        return m.centre if m.centre >= 0 else None
    return None


def _stock(m: Match) -> int:
    code = m.mode
    if code in (TOWER, POISON):
        return max(len(m.pile) - 1, 0)
    if code in (POTATO, CATCH):
        return len(m.pile)
    return 0


def state_json(m: Match) -> dict[str, Any]:
    """DOBBLE.md's output, every key in every situation (before the first mini-game, during a
    duel, at catch's end, once over)."""
    names = m.players
    zeros = dict.fromkeys(names, 0)
    if m.game < 0:
        return {
            "game": None,
            "mode": None,
            "round": 1,
            "v": 0,
            "ended": False,
            "over": False,
            "tops": dict.fromkeys(names),
            "stacks": dict(zeros),
            "center": None,
            "stock": 0,
            "slots": [],
            "counts": dict(zeros),
            "out": [],
            "locked_until": {},
            "duel": None,
            "outcomes": [],
            "results": [],
            "wins": dict(zeros),
            "points": dict(zeros),
            "winners": [],
        }
    d = m.duel
    locked = d.locked if d is not None else m.locked
    return {
        "game": m.game,
        "mode": MODES[m.mode],
        "round": m.round,
        "v": m.count,
        "ended": m.ended,
        "over": m.over,
        "tops": dict(zip(names, _tops(m), strict=True)),
        "stacks": {p: len(m.stacks[s]) for s, p in enumerate(names)},
        "center": _center(m),
        "stock": _stock(m),
        "slots": [c if c >= 0 else None for c in m.slots] if m.mode == CATCH else [],
        "counts": dict(zip(names, counts(m), strict=True)),
        "out": [names[s] for s in m.out] if m.mode in (WELL, POTATO) else [],
        "locked_until": {p: locked[s] for s, p in enumerate(names) if locked[s]},
        "duel": None
        if d is None
        else {
            "players": [names[s] for s in d.seats],
            "cards": {names[s]: d.cards[s] for s in d.seats},
        },
        "outcomes": list(m.outcomes),
        "results": [result_json(m, r) for r in range(len(m.results))],
        "wins": dict(zip(names, m.wins, strict=True)),
        "points": dict(zip(names, m.points, strict=True)),
        "winners": [names[s] for s in m.winners],
    }


def result_json(m: Match, index: int) -> dict[str, Any]:
    names = m.players
    r = m.results[index]
    return {
        "mode": r.mode,
        "counts": dict(zip(names, r.counts, strict=True)),
        "winner": names[r.winner],
        "loser": names[r.loser],
        "points": dict(zip(names, r.points, strict=True)),
    }


# --------------------------------------------------------------------------------------------
# Views


class CardView(BaseModel):
    """A face-up card: its number and its 8 symbols (names and emoji, in index order)."""

    card: int
    symbols: list[str]
    emoji: list[str]


#: Each card as a view's input data (read, never changed: validation copies its lists).
_CARD_DATA: tuple[dict[str, Any], ...] = tuple(
    {
        "card": card,
        "symbols": tuple(SYMBOLS[s] for s in CARDS[card]),
        "emoji": tuple(EMOJI[s] for s in CARDS[card]),
    }
    for card in range(len(CARDS))
)


def card_view(card: int) -> CardView:
    return CardView.model_validate(_CARD_DATA[card])


class SeatView(BaseModel):
    """What everyone knows about a seat."""

    name: str
    seat: int
    #: Its top card (tower, poison, well, potato; None: none, and always in catch).
    top: CardView | None
    #: Cards in its stack: tower, poison 1 + count; well, catch = count; potato held.
    stack: int
    #: Taken (tower, catch), received (poison), kept (potato), held (well).
    count: int
    #: H13: end of its last lock-out in this stage (ms since the go), None if never locked.
    locked_until: int | None
    out: bool
    wins: int
    points: int


class Against(BaseModel):
    """A card the seat's button card is compared with, and the target a claim on it names."""

    card: CardView
    target: str | int | None


class DuelView(BaseModel):
    players: list[str]
    cards: dict[str, CardView]
    winner: str | None


class ResultView(BaseModel):
    mode: str
    counts: dict[str, int]
    winner: str
    loser: str
    points: dict[str, int]


class DobbleView(BaseModel):
    """The table as one seat (or a spectator: ``seat`` -1) sees it. All of it is public."""

    player: str
    seat: int
    scoring: str
    length: int
    #: Current mini-game (from 0), None before the first.
    game: int | None
    mode: str | None
    round: int
    #: The count a claim carries now (H12): the duel's once one is set up.
    v: int
    ended: bool
    over: bool
    #: Which stage claims go to: (mini-game, in its duel); controls carry it with ``v``.
    stage: tuple[int, bool]
    #: Pile top (tower, poison) or centre (well, catch).
    center: CardView | None
    #: Middle cards not in play.
    stock: int
    slots: list[CardView | None]
    seats: list[SeatView]
    out: list[str]
    duel: DuelView | None
    results: list[ResultView]
    wins: dict[str, int]
    points: dict[str, int]
    winners: list[str]
    #: Tournament: who picks the next mini-game now (R7).
    picking: str | None
    #: This seat: its own card (the top of its stack in the tower, the well, the poisoned gift
    #: and the hot potato; its duel card in a duel; None in catch them all, or with none)…
    own: CardView | None = None
    #: …the card whose symbols its buttons show (None: it cannot claim now)…
    card: CardView | None = None
    #: …the cards that one is compared with…
    against: list[Against] = []
    #: …and its own lock-out (H13), None if never locked in this stage.
    locked_until: int | None = None


class SeatFacts(NamedTuple):
    """What a seat's own part of ``view(m, seat)`` comes from, without building the view."""

    #: ``own``: its own card's id (-1: none); ``card``: the card its buttons show (-1: none).
    own: int
    card: int
    #: Its lock-out's end (0: never locked in this stage, H13).
    locked: int
    duel: bool
    mode: str | None
    #: It picks the next mini-game now (R7).
    picking: bool


class BoardCard(NamedTuple):
    """A card in play as the board shows it (``board``)."""

    #: ``seat``: a seat's top card or duel card (``who``, its name); ``slot``: a catch slot
    #: (``who``, its number from 1); ``pile`` or ``centre``: the card everybody compares.
    kind: str
    who: str
    card: int


def board(m: Match) -> tuple[BoardCard, ...]:
    """Every card in play, in the board's order, without building the view: in a duel the
    duellists' cards; else the card everybody compares first (the pile's top in the tower
    and the poisoned gift, the centre in the well and catch them all), then each catch slot
    or each seat's top card. The same cards ``view(m, None)`` holds (its ``duel.cards``,
    ``center``, ``slots``, ``seats[].top``): all of them public."""
    names = m.players
    d = m.duel
    if d is not None:
        return tuple(BoardCard("seat", names[s], d.cards[s]) for s in d.seats)
    if m.game < 0:
        return ()
    out: list[BoardCard] = []
    center = _center(m)
    if center is not None:
        out.append(BoardCard("pile" if m.mode in (TOWER, POISON) else "centre", "", center))
    if m.mode == CATCH:
        out += [BoardCard("slot", str(k + 1), c) for k, c in enumerate(m.slots) if c >= 0]
    else:
        out += [BoardCard("seat", names[s], c) for s, c in enumerate(_tops(m)) if c is not None]
    return tuple(out)


def seat_facts(m: Match, seat: int) -> SeatFacts:
    """``view(m, seat)``'s ``own``, ``card`` (as ids), ``locked_until``, ``duel is not None``,
    ``mode`` and ``picking == player``, cheap to compute and compare: a panel drawn from them
    need not be drawn again while they stay the same."""
    d = m.duel
    if d is not None:
        own = d.cards[seat] if seat in d.seats else -1
    else:
        top = _tops(m)[seat]
        own = -1 if top is None else top
    locked = d.locked if d is not None else m.locked
    return SeatFacts(
        own, button_card(m, seat), locked[seat], d is not None, m.mode_name, m.picker == seat
    )


def view(m: Match, seat: int | None) -> DobbleView:
    """The public view, plus (for a seat) what it compares and its lock-out.

    Built as plain data and validated once (``DobbleView.model_validate``: one pass in
    pydantic's core, not a model constructed per seat and card; boards and panels are drawn on
    every claim, #35), with the keys each model was once given (a seat's own part only for a
    seat), so fields and fields set are as before."""
    names = m.players
    d = m.duel
    locked = d.locked if d is not None else m.locked
    started = m.game >= 0
    tops = _tops(m)
    cs = counts(m) if started else [0] * m.n
    center = _center(m) if started else None
    cards = _CARD_DATA
    seats = [
        {
            "name": p,
            "seat": s,
            "top": cards[top] if (top := tops[s]) is not None else None,
            "stack": len(m.stacks[s]),
            "count": cs[s],
            "locked_until": locked[s] or None,
            "out": s in m.out,
            "wins": m.wins[s],
            "points": m.points[s],
        }
        for s, p in enumerate(names)
    ]
    data: dict[str, Any] = {
        "player": names[seat] if seat is not None else "",
        "seat": seat if seat is not None else -1,
        "scoring": m.setup.scoring,
        "length": m.setup.length,
        "game": m.game if started else None,
        "mode": m.mode_name,
        "round": m.round,
        "v": m.count,
        "ended": m.ended,
        "over": m.over,
        "stage": stage(m),
        "center": cards[center] if center is not None else None,
        "stock": _stock(m) if started else 0,
        "slots": [cards[c] if c >= 0 else None for c in m.slots],
        "seats": seats,
        "out": [names[s] for s in m.out],
        "duel": None
        if d is None
        else {
            "players": [names[s] for s in d.seats],
            "cards": {names[s]: cards[d.cards[s]] for s in d.seats},
            "winner": names[d.winner] if d.winner >= 0 else None,
        },
        "results": [result_json(m, r) for r in range(len(m.results))],
        "wins": dict(zip(names, m.wins, strict=True)),
        "points": dict(zip(names, m.points, strict=True)),
        "winners": [names[s] for s in m.winners],
        "picking": names[m.picker] if m.picker >= 0 else None,
    }
    if seat is not None:
        if d is not None:
            own = d.cards[seat] if seat in d.seats else -1
            data["own"] = cards[own] if own >= 0 else None
        else:
            data["own"] = seats[seat]["top"]
        card = button_card(m, seat)
        if card >= 0:
            data["card"] = cards[card]
            data["against"] = [
                {
                    "card": cards[c],
                    "target": None
                    if t is None
                    else (t if m.mode == CATCH and d is None else names[t]),
                }
                for c, t in compared(m, seat)
            ]
        data["locked_until"] = locked[seat] or None
    return DobbleView.model_validate(data)


# --------------------------------------------------------------------------------------------
# Standings


class Standing(BaseModel):
    """A seat's final result: ``total`` is mini-games won (wins scoring) or points
    (tournament), ``round_points`` the same per mini-game; higher is better, ties share (H4)."""

    name: str
    seat: int
    position: int
    round_points: list[int]
    total: int
    cards: list[int]
    winner: bool
    shared: bool


def standings(m: Match) -> list[Standing]:
    """Best first: R6 (most mini-games won) or R7 (most points); equal totals share a place."""
    names = m.players
    tournament = m.setup.scoring == "tournament"
    totals = m.points if tournament else m.wins
    shared = len(m.winners) > 1
    out = []
    for s, p in enumerate(names):
        per_game = [r.points[s] if tournament else int(r.winner == s) for r in m.results]
        out.append(
            Standing(
                name=p,
                seat=s,
                position=1 + sum(1 for other in totals if other > totals[s]),
                round_points=per_game,
                total=totals[s],
                cards=[],
                winner=s in m.winners,
                shared=shared and s in m.winners,
            )
        )
    out.sort(key=lambda st: (st.position, st.seat))
    return out
