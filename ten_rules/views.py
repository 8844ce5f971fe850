"""What each audience may see: the referee's state JSON (TEN.md "Output"), one seat's view,
the public view, and the final standings.

A seat's view holds public facts, its own hand and the face-down card in front of it (H8: theirs
to know, also after a swap gave it to them); never another hand, another seat's face-down card,
the pile's order or the round cards' order (a property test checks it on random games).
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel

from .cards import JOKER, NAMES, VALUE, counts_to_names, round_number, sorted_names
from .engine import Choice, TenState, seat_choices

# --------------------------------------------------------------------------------------------
# The referee's view (TEN.md "Output")


def _table_json(s: TenState, seat: int) -> dict[str, Any]:
    cards: list[dict[str, Any]] = []
    card = s.card1[seat]
    if card >= 0:
        entry: dict[str, Any] = {"card": NAMES[card], "up": s.up1[seat]}
        if card == JOKER and s.up1[seat]:
            entry["as"] = s.as1[seat]
        cards.append(entry)
    second = s.card2[seat]
    if second >= 0:
        entry = {"card": NAMES[second], "up": True}
        if second == JOKER:
            entry["as"] = s.as2[seat]
        cards.append(entry)
    return {"cards": cards, "protection": s.prot[seat]}


def _auction_json(s: TenState) -> dict[str, Any] | None:
    if not s.auction_running:
        return None
    names = s.setup.players
    return {
        "opener": names[s.auc_opener],
        "owner": names[s.auc_owner],
        "high": names[s.auc_high],
        "offer": s.auc_offer,
    }


def _last_json(s: TenState) -> dict[str, Any] | None:
    if s.last is None:
        return None
    names = s.setup.players
    winner, loser, values = s.last
    return {
        "winner": names[winner],
        "loser": names[loser],
        "values": {p: values[i] for i, p in enumerate(names)},
    }


def _scores_json(s: TenState) -> dict[str, dict[str, int]] | None:
    if s.scores is None:
        return None
    return {
        p: {"penalty": pen, "chips": chips, "score": score}
        for p, (pen, chips, score) in zip(s.setup.players, s.scores, strict=True)
    }


def state_json(s: TenState) -> dict[str, Any]:
    """TEN.md's output: the full view, every card shown, keys in the spec's order."""
    names = s.setup.players
    over = s.over
    return {
        "round": s.round_no,
        "over": over,
        "phase": s.phase,
        "first": names[s.first],
        "step": s.step,
        "waiting": None if over else names[s.waiting],
        "round_card": NAMES[s.round_card] if s.round_card >= 0 else None,
        "round_cards_left": len(s.round_cards),
        "pile": len(s.pile),
        "pot": s.pot,
        "table": {p: _table_json(s, i) for i, p in enumerate(names)},
        "auction": _auction_json(s),
        "opened": [names[i] for i in s.order() if s.opened[i]],
        "hands": {p: counts_to_names(s.hands[i]) for i, p in enumerate(names)},
        "chips": {p: s.chips[i] for i, p in enumerate(names)},
        "penalty": {p: sorted_names(s.penalty[i]) for i, p in enumerate(names)},
        "last": _last_json(s),
        "scores": _scores_json(s),
        "winners": [names[w] for w in s.winners],
    }


# --------------------------------------------------------------------------------------------
# A seat's view


class TableCardView(BaseModel):
    """A table card as a viewer sees it: ``card`` None is a card back (face down, not theirs).
    ``up`` False with a ``card`` is the viewer's own face-down card (H8)."""

    card: str | None
    up: bool
    #: A face-up joker's declared value (H2).
    as_: int | None = None
    #: What the card counts for the viewer, where known (a face-down joker: 10).
    value: int | None = None


class SeatView(BaseModel):
    """What everyone may know about a seat."""

    name: str
    seat: int
    #: The seat's supply of chips (R8).
    chips: int
    #: Chips lying on its table card (R11, R17; 0 in phase 4, R18).
    protection: int
    cards: list[TableCardView]
    hand_size: int
    #: The penalty pile, face up (R24), and its points.
    penalty: list[str]
    penalty_points: int
    #: Penalty points taken per round so far (0 but for that round's loser).
    round_points: list[int]
    #: Whether the seat has used its phase-3 opening this round (R12).
    opened: bool


class AuctionView(BaseModel):
    """A running auction (R14, H7)."""

    opener: str
    owner: str
    high: str
    offer: int


class LastRound(BaseModel):
    """The last round's result (R22, R23)."""

    winner: str
    loser: str
    values: dict[str, int]


class ScoreView(BaseModel):
    """A final score (R30): penalty points − 2 × chips."""

    penalty: int
    chips: int
    score: int


class ChoiceView(BaseModel):
    """A legal choice as a UI offers it (see ``engine.Choice``)."""

    kind: str
    code: str
    card: str | None = None
    up: bool | None = None
    chips: int | None = None
    target: str | None = None
    amount: int | None = None
    protection: int | None = None
    param: str | None = None
    low: int | None = None
    high: int | None = None


class TenView(BaseModel):
    """One seat's view of the table (``seat`` -1: the public, a spectator)."""

    player: str
    seat: int
    #: The viewer's hand (empty for the public).
    hand: list[str]
    round: int
    rounds_total: int
    over: bool
    phase: int
    step: str | None
    waiting: str | None
    first: str
    round_card: str | None
    #: The round card's penalty points (R10), 0 when none lies face up.
    round_points: int
    round_cards_left: int
    pile: int
    pot: int
    seats: list[SeatView]
    auction: AuctionView | None
    opened: list[str]
    last: LastRound | None
    scores: dict[str, ScoreView] | None
    winners: list[str]
    choices: list[ChoiceView]


def choice_view(c: Choice) -> ChoiceView:
    return ChoiceView(**c._asdict())


# A view is built as plain data and validated once (``TenView.model_validate``): one pass in
# pydantic's core instead of a model constructed per seat, card and choice (a Ten hand is drawn
# on every move: #35). The data holds the same keys the models were once given one by one, so
# each model's fields, values and fields set are as before.


def _card_data(s: TenState, seat: int, viewer: int, second: bool) -> dict[str, Any]:
    if second:
        card = s.card2[seat]
        is_joker = card == JOKER
        value = s.as2[seat] if is_joker else VALUE[card]
        return {
            "card": NAMES[card],
            "up": True,
            "as_": s.as2[seat] if is_joker else None,
            "value": value,
        }
    card = s.card1[seat]
    if s.up1[seat]:
        is_joker = card == JOKER
        return {
            "card": NAMES[card],
            "up": True,
            "as_": s.as1[seat] if is_joker else None,
            "value": s.value1(seat),
        }
    if seat == viewer:
        return {"card": NAMES[card], "up": False, "value": s.value1(seat)}
    return {"card": None, "up": False}


def _seat_data(s: TenState, viewer: int) -> list[dict[str, Any]]:
    names = s.setup.players
    out = []
    for seat, name in enumerate(names):
        cards = []
        if s.card1[seat] >= 0:
            cards.append(_card_data(s, seat, viewer, False))
        if s.card2[seat] >= 0:
            cards.append(_card_data(s, seat, viewer, True))
        out.append(
            {
                "name": name,
                "seat": seat,
                "chips": s.chips[seat],
                "protection": s.prot[seat],
                "cards": cards,
                "hand_size": s.sizes[seat],
                "penalty": sorted_names(s.penalty[seat]),
                "penalty_points": s.points[seat],
                "round_points": [r[seat] for r in s.round_points],
                "opened": s.opened[seat],
            }
        )
    return out


def seat_views(s: TenState, viewer: int) -> list[SeatView]:
    return [SeatView.model_validate(data) for data in _seat_data(s, viewer)]


def player_view(s: TenState, seat: int | None) -> TenView:
    """What ``seat`` may see and do now; None is the public (a spectator)."""
    names = s.setup.players
    viewer = -1 if seat is None else seat
    return TenView.model_validate(
        {
            "player": names[viewer] if viewer >= 0 else "",
            "seat": viewer,
            "hand": counts_to_names(s.hands[viewer]) if viewer >= 0 else [],
            "round": s.round_no,
            "rounds_total": 10,
            "over": s.over,
            "phase": s.phase,
            "step": s.step,
            "waiting": None if s.over else names[s.waiting],
            "first": names[s.first],
            "round_card": NAMES[s.round_card] if s.round_card >= 0 else None,
            "round_points": round_number(s.round_card) if s.round_card >= 0 else 0,
            "round_cards_left": len(s.round_cards),
            "pile": len(s.pile),
            "pot": s.pot,
            "seats": _seat_data(s, viewer),
            "auction": _auction_json(s),
            "opened": [names[i] for i in s.order() if s.opened[i]],
            "last": _last_json(s),
            "scores": _scores_json(s),
            "winners": [names[w] for w in s.winners],
            "choices": [c._asdict() for c in seat_choices(s, viewer)] if viewer >= 0 else [],
        }
    )


# --------------------------------------------------------------------------------------------
# Standings


class Standing(BaseModel):
    """A seat's final result (R30, H14), as stored and shown at the end of a game.

    ``total`` is the score (penalty points − 2 × chips, may be negative); ``round_points``
    the penalty points taken each round (0 when not the loser); ``cards`` is unused (empty).
    """

    name: str
    seat: int
    position: int
    round_points: list[int]
    total: int
    cards: list[int]
    winner: bool
    shared: bool


def standings(s: TenState) -> list[Standing]:
    """Final standings, best first: the lowest score wins; ties share a position (H14)."""
    names = s.setup.players
    if s.scores is None:
        totals = [s.points[i] - 2 * s.chips[i] for i in range(s.n)]
    else:
        totals = [score for _, _, score in s.scores]
    best = min(totals)
    winners = [i for i in range(s.n) if totals[i] == best]
    shared = len(winners) > 1
    out = []
    for seat, name in enumerate(names):
        position = 1 + sum(1 for other in totals if other < totals[seat])
        out.append(
            Standing(
                name=name,
                seat=seat,
                position=position,
                round_points=[r[seat] for r in s.round_points],
                total=totals[seat],
                cards=[],
                winner=seat in winners,
                shared=shared and seat in winners,
            )
        )
    out.sort(key=lambda st: (st.position, st.seat))
    return out
