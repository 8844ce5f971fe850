"""What each audience may see: the referee's state JSON (STICKS.md "Output"), one seat's view,
the final standings.

A seat's view is built from public facts plus that seat's own hand (and, in the simultaneous
variant, its own pick); it never holds another hand, the order of the score pile, the unused
cards, another seat's pick before everyone has picked, or a discarded trick beyond the one
that has just ended (H7). The property tests check this on random games.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel

from .cards import SCORE_CARDS
from .engine import State, holding, legal_plays


def _progress(state: State) -> dict[str, Any]:
    """Where the game stands, as both the record's state and every view say it."""
    names, over = state.setup.players, state.over
    return {
        "round": state.round_no,
        "rounds_total": state.setup.rounds_total,
        "trick": state.trick_no,
        "over": over,
        "dealer": names[state.dealer],
        "leader": None if over else names[state.leader],
    }


def state_json(state: State) -> dict[str, Any]:
    """STICKS.md's output: the all-seeing referee's view, every hand in full, sorted."""
    names = state.setup.players
    over = state.over
    return {
        **_progress(state),
        "waiting": [names[s] for s in state.waiting()],
        "revealed": list(state.revealed),
        "stakes": None if over else {"blue": state.blue, "red": state.red},
        "trick_cards": [{"player": names[s], "card": c} for s, c in state.trick],
        "hands": {p: sorted(state.hands[s]) for s, p in enumerate(names)},
        "sticks": {p: holding(state.sticks[s]) for s, p in enumerate(names)},
        "round_scores": [dict(zip(names, r, strict=True)) for r in state.round_scores],
        "cancelled": {p: list(state.cancelled[s]) for s, p in enumerate(names)},
        "totals": dict(zip(names, state.totals, strict=True)),
        "winners": [names[w] for w in state.winners],
    }


class Stakes(BaseModel):
    """What the current trick gives: ``blue`` sticks to the highest card, ``red`` to the
    lowest (0 for a colour a lone 0 removed, R10)."""

    blue: int
    red: int


class TrickCard(BaseModel):
    """A card of the current trick; ``card`` is None for a pick still face down (R18)."""

    player: str
    card: int | None


class Gain(BaseModel):
    """Who took one colour of a finished trick, and how many sticks."""

    player: str
    count: int


class TrickResult(BaseModel):
    """A finished trick as the table shows it once (H7): the cards, who took what, the pairs
    returned (R15) and who leads next (R17; None when the round ended with it)."""

    round: int
    trick: int
    score_cards: list[str]
    stakes: Stakes
    cards: list[TrickCard]
    highest: TrickCard
    lowest: TrickCard
    blue: Gain | None
    red: Gain | None
    returned: dict[str, int]
    next_leader: str | None


class SeatView(BaseModel):
    """What everyone may know about a seat."""

    name: str
    seat: int
    hand_size: int
    #: R15: blue − red; ``blue`` and ``red`` say the same in two numbers (one is 0).
    sticks: int
    blue: int
    red: int
    #: Whether the seat has played (or picked, face down) in the current trick.
    played: bool
    dealer: bool
    leader: bool
    #: Scores of finished rounds, as counted (R19); ``cancelled``: rounds cancelled (R20, H4).
    round_scores: list[int]
    cancelled: list[int]
    total: int


class SticksView(BaseModel):
    """One seat's view of the table (``seat`` -1 and ``player`` "" for the public)."""

    player: str
    seat: int
    hand: list[int]
    #: The cards this seat may play now (the legal actions' cards, lowest first).
    moves: list[int]
    #: Simultaneous variant: this seat's own face-down pick in the current trick, if any.
    my_pick: int | None
    deck: Literal["full", "trimmed"]
    reveal: Literal["turns", "simultaneous"]
    round: int
    rounds_total: int
    trick: int
    over: bool
    dealer: str
    leader: str | None
    #: Turns mode: whose turn it is (R13); None in the simultaneous variant.
    turn: str | None
    #: Who must play now: the seat on turn, or everyone yet to pick, in seat order.
    waiting: list[str]
    #: Simultaneous variant: who has picked in this trick, in the order they did.
    picked: list[str]
    revealed: list[str]
    stakes: Stakes | None
    value: int
    #: The score cards not revealed yet this round, as a set (canonical order, R16).
    score_cards_left: list[str]
    trick_cards: list[TrickCard]
    #: The trick that just ended, until the next one's first card (H7).
    last_trick: TrickResult | None
    seats: list[SeatView]
    winners: list[str]


def _trick_data(event: dict[str, Any]) -> dict[str, Any]:
    return {
        "round": event["round"],
        "trick": event["trick"],
        "score_cards": event["score_cards"],
        "stakes": event["stakes"],
        "cards": event["cards"],
        "highest": event["highest"],
        "lowest": event["lowest"],
        "blue": event["blue"] or None,
        "red": event["red"] or None,
        "returned": event["returned"],
        "next_leader": event["next_leader"],
    }


def _trick_result(event: dict[str, Any]) -> TrickResult:
    return TrickResult.model_validate(_trick_data(event))


def _seat_data(state: State) -> list[dict[str, Any]]:
    names = state.setup.players
    over = state.over
    out = []
    for s, p in enumerate(names):
        h = state.sticks[s]
        out.append(
            {
                "name": p,
                "seat": s,
                "hand_size": len(state.hands[s]),
                "sticks": h,
                "blue": max(h, 0),
                "red": max(-h, 0),
                "played": state.picked[s],
                "dealer": s == state.dealer,
                "leader": not over and s == state.leader,
                "round_scores": [r[s] for r in state.round_scores],
                "cancelled": list(state.cancelled[s]),
                "total": state.totals[s],
            }
        )
    return out


def public_seats(state: State) -> list[SeatView]:
    return [SeatView.model_validate(data) for data in _seat_data(state)]


def view(state: State, seat: int | None) -> SticksView:
    """What ``seat`` may see now (None: the public, a spectator).

    Built as plain data and validated once (``SticksView.model_validate``: one pass in
    pydantic's core, not a model constructed per seat and card; a hand is drawn on every move,
    #35), with the keys each model was once given, so fields and fields set are as before;
    pydantic copies every list and dict it validates, so the view shares none with the state
    or its events."""
    names = state.setup.players
    over = state.over
    me = -1 if seat is None else seat
    hidden = state.simultaneous and not over
    cards = []
    my_pick = None
    for s, c in state.trick:
        shown = c if not hidden or s == me else None
        if s == me and state.simultaneous:
            my_pick = c
        cards.append({"player": names[s], "card": shown})
    left = list(SCORE_CARDS)
    for score_card in state.revealed:
        left.remove(score_card)
    return SticksView.model_validate(
        {
            "player": names[me] if me >= 0 else "",
            "seat": me,
            "hand": sorted(state.hands[me]) if me >= 0 else [],
            "moves": [p.card for p in legal_plays(state, me)] if me >= 0 else [],
            "my_pick": my_pick,
            "deck": state.setup.deck,
            "reveal": state.setup.reveal,
            **_progress(state),
            "turn": None if over or state.simultaneous else names[state.turn],
            "waiting": [names[s] for s in state.waiting()],
            "picked": [names[s] for s, _ in state.trick] if state.simultaneous else [],
            "revealed": list(state.revealed),
            "stakes": None if over else {"blue": state.blue, "red": state.red},
            "value": 0 if over else state.value,
            "score_cards_left": [] if over else left,
            "trick_cards": cards,
            "last_trick": (
                _trick_data(state.last_trick)
                if state.last_trick is not None and not state.trick
                else None
            ),
            "seats": _seat_data(state),
            "winners": [names[w] for w in state.winners],
        }
    )


class Standing(BaseModel):
    """A seat's final result (R22, H5), as stored and shown at the end of a game."""

    name: str
    seat: int
    position: int
    round_points: list[int]
    total: int
    cards: list[int]
    winner: bool
    shared: bool


def standings(state: State) -> list[Standing]:
    """Final standings, best first: the lowest total wins (R22); equal totals share the
    position, and the victory (H5). ``round_points`` are the scores as counted (R19), the
    total leaves the cancelled ones out (R20)."""
    names = state.setup.players
    totals = state.totals
    best = min(totals)
    winners = [s for s in range(state.n) if totals[s] == best]
    shared = len(winners) > 1
    out = [
        Standing(
            name=p,
            seat=s,
            position=1 + sum(1 for t in totals if t < totals[s]),
            round_points=[r[s] for r in state.round_scores],
            total=totals[s],
            cards=[],
            winner=s in winners,
            shared=shared and s in winners,
        )
        for s, p in enumerate(names)
    ]
    out.sort(key=lambda st: (st.position, st.seat))
    return out
