"""TEN.md "A round": R10–R27 and the house rules H6–H11 they rely on (H12–H14: test_end)."""

from __future__ import annotations

from typing import Any

import ten_rules as t

from .gen_records import E1_ACTIONS, E1_HANDS, E1_REST, E2_ACTIONS, e1, e2
from .helpers import (
    P2,
    P3,
    P4,
    add,
    first,
    game,
    offer,
    open_,
    play,
    protect,
    refused,
    reveal,
    run,
)


def out(rec: dict[str, Any]) -> dict[str, Any]:
    return t.state_json(t.replay(rec))


def with_actions(rec: dict[str, Any], actions: list[dict[str, Any]]) -> dict[str, Any]:
    return {**rec, "actions": list(actions)}


E1 = e1()
E1_FULL = with_actions(E1, E1_ACTIONS + E1_REST)


# -- phase 1 -----------------------------------------------------------------------------------


def test_R10_the_first_player_turns_up_the_round_card() -> None:
    start = out(with_actions(E1, []))
    assert (start["round_card"], start["round_cards_left"], start["first"]) == ("R5", 9, "ana")
    state, events = run(with_actions(E1, [*E1_ACTIONS, *E1_REST, first("ana", "cleo")]))
    begin = next(e for e in events[-1] if e["type"] == "round_start")
    assert begin == {
        "type": "round_start",
        "round": 2,
        "first": "cleo",
        "round_card": "R2",
        "points": 2,
        "round_cards_left": 8,
    }
    assert t.state_json(state)["round_card"] == "R2"


# -- phase 2 -----------------------------------------------------------------------------------


def test_R11_each_player_in_turn_puts_a_card_up_or_down_with_0_to_2_chips() -> None:
    steps = []
    state = t.start(E1)
    for a in E1_ACTIONS[:3]:
        steps.append((state.step, state.players[state.waiting]))
        state, _ = t.apply(state, t.parse_action(state.players, a))
    assert steps == [("play", "ana"), ("play", "ben"), ("play", "cleo")]
    j = t.state_json(state)
    assert j["table"]["ben"] == {"cards": [{"card": "10", "up": False}], "protection": 2}
    assert j["chips"] == {"ana": 7, "ben": 5, "cleo": 6}
    assert j["phase"] == 3 and j["step"] == "open" and j["opened"] == []
    for chips in (-1, 3):
        err = refused(with_actions(E1, [play("ana", "4", True, chips)]))
        assert err.error.code == "chips_range" and err.error.rule == "R11"
    err = refused(with_actions(E1, [play("ana", "10", True, 0)]))
    assert (err.error.code, err.error.rule) == ("not_in_hand", "R11")


def test_R11_chips_come_from_the_supply() -> None:
    rec = _e3_round8([play("ben", "J", False, 2), play("cleo", "3", True, 2)])
    err = refused(rec)
    assert (err.error.code, err.error.params) == ("over_supply", {"chips": 2, "supply": 1})


def _e3_round8(actions: list[dict[str, Any]]) -> dict[str, Any]:
    from .gen_records import E3_ROUND8, e3

    rec = e3()
    prefix = rec["actions"][: len(rec["actions"]) - len(E3_ROUND8)]
    return with_actions(rec, prefix + actions)


# -- phase 3 -----------------------------------------------------------------------------------


def test_R12_an_open_step_is_asked_even_when_passing_is_the_only_choice() -> None:
    rec = _e3_round8(
        [
            play("ben", "J", False, 2),
            play("cleo", "3", True, 1),  # her last chip
            play("dan", "9", True, 0),
            play("ana", "7", False, 1),
            open_("ben"),
        ]
    )
    state = t.replay(rec)
    assert (state.step, state.players[state.waiting], state.chips[2]) == ("open", "cleo", 0)
    assert [c.code for c in t.seat_choices(state, 2)] == ["pass"]


def test_R12_one_opening_each_never_on_ones_own_card() -> None:
    err = refused(with_actions(E1, [*E1_ACTIONS[:3], open_("ana", "ana", 1)]))
    assert (err.error.code, err.error.rule) == ("open_own", "R12")
    _state, _ = run(E1_FULL)
    # Each player had exactly one open step: ana (auction), ben (auction), cleo (pass).
    opens = [a for a in E1_FULL["actions"] if "open" in a]
    assert [a["player"] for a in opens] == ["ana", "ben", "cleo"]
    # The opening is used even when someone else wins the auction (H7).
    rec = with_actions(E1, [*E1_ACTIONS[:3], open_("ana", "ben", 2), offer("cleo", 3)])
    rec["actions"] += [offer("ana", None)]
    j = out(rec)
    assert j["opened"] == ["ana"] and j["step"] == "protect" and j["waiting"] == "cleo"


def test_R13_H6_an_unprotected_card_costs_one_chip_to_the_pot_and_is_swapped() -> None:
    rec = e2()
    state, events = run(with_actions(rec, E2_ACTIONS[:3]))
    j = t.state_json(state)
    assert j["pot"] == 1 and j["chips"] == {"ana": 6, "ben": 7}
    assert j["table"]["ana"]["cards"] == [{"card": "9", "up": True}]
    assert j["table"]["ben"]["cards"] == [{"card": "4", "up": True}]
    # H6: a fixed price, no auction: the buyer protects next.
    assert (j["step"], j["waiting"], j["auction"]) == ("protect", "ana", None)
    assert [e["type"] for e in events[-1]][:2] == ["fee", "swap"]
    for fee in (0, 2):
        err = refused(with_actions(rec, [*E2_ACTIONS[:2], open_("ana", "ben", fee)]))
        assert (err.error.code, err.error.rule) == ("fee_not_one", "H6")


def test_R14_H7_a_protected_card_is_auctioned_clockwise_until_nobody_raises() -> None:
    state = t.start(E1)
    seen = []
    for a in E1_ACTIONS[:7]:
        state, _ = t.apply(state, t.parse_action(state.players, a))
        j = t.state_json(state)
        seen.append((j["step"], j["waiting"], j["auction"]))
    assert seen[3] == (
        "offer",
        "cleo",  # left of the opener, skipping ben (the owner)
        {"opener": "ana", "owner": "ben", "high": "ana", "offer": 2},
    )
    assert seen[4] == (
        "offer",
        "ana",  # the opener may raise again: prompts go on from cleo
        {"opener": "ana", "owner": "ben", "high": "cleo", "offer": 3},
    )
    assert seen[5][1] == "cleo" and seen[5][2]["offer"] == 4
    # cleo passes: the prompts come round to ana, the high bidder: the auction ends.
    assert seen[6] == ("protect", "ana", None)
    # The opening offer is at least the protection; a raise at least offer + 1, at most the
    # supply.
    base = E1_ACTIONS[:3]
    err = refused(with_actions(E1, [*base, open_("ana", "ben", 1)]))
    assert (err.error.code, err.error.rule) == ("opening_too_low", "R14")
    err = refused(with_actions(E1, [*base, open_("ana", "ben", 8)]))
    assert (err.error.code, err.error.rule) == ("over_supply", "R14")
    err = refused(with_actions(E1, [*base, open_("ana", "ben", 2), offer("cleo", 2)]))
    assert (err.error.code, err.error.rule) == ("raise_too_low", "H7")
    err = refused(with_actions(E1, [*base, open_("ana", "ben", 2), offer("cleo", 7)]))
    assert (err.error.code, err.error.rule) == ("over_supply", "H7")


FOUR = {
    "ana": ["4", "1", "2", "J"],
    "ben": ["5", "1", "2", "J"],
    "cleo": ["6", "1", "2", "J"],
    "dan": ["9", "1", "2", "J"],
}
FOUR_PLAYS = [
    play("ana", "4", True, 0),
    play("ben", "5", True, 0),
    play("cleo", "6", True, 0),
    play("dan", "9", True, 2),
    open_("ana"),
    open_("ben"),
]


def test_H7_prompts_continue_from_the_last_prompted_a_pass_is_not_final() -> None:
    """cleo opens on dan's 9 (protected by 2): prompts go ana, ben, cleo…, never restarting at
    the opener; ben passes then raises again later; the skipped owner is never prompted."""
    actions = [
        *FOUR_PLAYS,
        open_("cleo", "dan", 2),  # next: dan is the owner, so ana
        offer("ana", 3),  # next: ben (continuing), not "left of the opener"
        offer("ben", None),
        offer("cleo", 4),
        offer("ana", None),
        offer("ben", 5),  # ben passed before: a pass is not final
        offer("cleo", None),
        offer("ana", None),  # back at ben, the high bidder: the auction ends
    ]
    rec = game(P4, FOUR, [])
    state = t.start(rec)
    waits = []
    for a in actions:
        state, _ = t.apply(state, t.parse_action(state.players, a))
        waits.append((state.step, state.players[state.waiting]))
    assert [w for _, w in waits[6:]] == ["ana", "ben", "cleo", "ana", "ben", "cleo", "ana", "ben"]
    assert waits[-1] == ("protect", "ben")
    j = t.state_json(state)
    assert j["chips"]["ben"] == 2 and j["chips"]["dan"] == 5 + 5
    assert j["table"]["ben"]["cards"] == [{"card": "9", "up": True}]
    assert j["opened"] == ["ana", "ben", "cleo"]


def test_H7_anyone_whose_supply_is_at_most_the_offer_is_skipped() -> None:
    state, events = run(with_actions(E1, E1_ACTIONS[:9]))
    # ben opens on cleo's 6 with 1: ana holds 1 chip, so she cannot raise; cleo owns the card.
    kinds = [e["type"] for e in events[-1]]
    assert kinds[:3] == ["open", "cannot_raise", "auction_won"]
    assert events[-1][1] == {"type": "cannot_raise", "player": "ana", "chips": 1, "offer": 1}
    assert t.state_json(state)["waiting"] == "cleo"  # straight to the protect step


def test_R15_the_high_bidder_pays_the_owner_and_swaps_cards() -> None:
    j = out(with_actions(E1, E1_ACTIONS[:7]))
    assert j["chips"] == {"ana": 3, "ben": 9, "cleo": 6}  # ana paid 4 to ben
    assert j["table"]["ana"]["cards"] == [{"card": "10", "up": False}]
    assert j["table"]["ben"]["cards"] == [{"card": "4", "up": True}]


def test_R16_H8_protection_stays_with_its_player_a_card_keeps_its_face() -> None:
    j = out(E1)
    assert j["table"] == {
        "ana": {"cards": [{"card": "10", "up": False}], "protection": 2},
        "ben": {"cards": [{"card": "6", "up": True}], "protection": 2},
        "cleo": {"cards": [{"card": "4", "up": True}], "protection": 1},
    }
    # H8: the face-down 10 is ana's to see now; ben, who played it, sees a back.
    state = t.replay(E1)
    mine = t.player_view(state, 0).seats[0].cards[0]
    assert (mine.card, mine.up) == ("10", False)
    assert t.player_view(state, 1).seats[0].cards[0].card is None
    assert t.player_view(state, None).seats[0].cards[0].card is None


def test_H2_a_face_up_joker_keeps_its_value_through_a_swap() -> None:
    hands = {"ana": ["4", "1", "2", "J"], "ben": ["J", "1", "2", "3"]}
    rec = game(P2, hands, [play("ana", "4"), play("ben", "J", True, 0, 7), open_("ana", "ben", 1)])
    j = out(rec)
    assert j["table"]["ana"]["cards"] == [{"card": "J", "up": True, "as": 7}]
    assert t.replay(rec).table_value(0) == 7


def test_R17_H9_the_buyer_then_the_owner_may_add_protection_up_to_two() -> None:
    # E2: after the fee ana protects (+1), then ben (+0); after ben's auction ben, then ana.
    rec = e2()
    state = t.start(rec)
    protects = []
    for a in E2_ACTIONS:
        if state.step == "protect":
            protects.append(state.players[state.waiting])
        state, _ = t.apply(state, t.parse_action(state.players, a))
    assert protects == ["ana", "ben", "ben", "ana"]
    base = E2_ACTIONS[:3]
    for chips in (-1, 3):
        err = refused(with_actions(rec, [*base, protect("ana", chips)]))
        assert (err.error.code, err.error.rule) == ("protect_range", "R17")
    # ana (protection 1 after her +1) may add 1 more at most when she gets a new card… she is
    # the owner in the second swap: her chip now lies on the 4 and 2 is the most.
    pre = E2_ACTIONS[:7]
    err = refused(with_actions(rec, [*pre, protect("ana", 2)]))
    assert err.error.code == "protect_range" and err.error.params["most"] == 1


def test_H9_a_protect_step_is_skipped_at_protection_two_or_an_empty_supply() -> None:
    # E1: ben's protection is 2 when ana buys his card: only ana protects.
    state = t.replay(with_actions(E1, E1_ACTIONS[:7]))
    assert (state.step, state.players[state.waiting]) == ("protect", "ana")
    state = t.replay(with_actions(E1, E1_ACTIONS[:8]))
    assert (state.step, state.players[state.waiting]) == ("open", "ben")
    # ana spends all 7 chips on the opening: no step for her (supply 0), none for ben (at 2).
    # (cleo, with 6 chips, cannot raise an offer of 6 or 7: the auction ends at once, H7.)
    rec = with_actions(E1, [*E1_ACTIONS[:3], open_("ana", "ben", 7)])
    state = t.replay(rec)
    assert (state.step, state.players[state.waiting], state.chips[0]) == ("open", "ben", 0)
    # Protection over the supply is refused.
    rec = with_actions(E1, [*E1_ACTIONS[:3], open_("ana", "ben", 6)])
    err = refused({**rec, "actions": [*rec["actions"], protect("ana", 2)]})
    assert (err.error.code, err.error.params) == ("over_supply", {"chips": 2, "supply": 1})


# -- phase 4 -----------------------------------------------------------------------------------


def test_R18_every_protection_chip_goes_to_the_pot() -> None:
    state, events = run(with_actions(E1, [*E1_ACTIONS, open_("cleo")]))
    assert {"type": "pot", "chips": 5, "pot": 5} in events[-1]
    j = t.state_json(state)
    assert j["pot"] == 5 and all(v["protection"] == 0 for v in j["table"].values())
    assert (j["phase"], j["step"], j["waiting"]) == (4, "reveal", "ana")


def test_R19_a_face_down_card_is_turned_up_or_the_turn_ends() -> None:
    base = [*E1_ACTIONS, open_("cleo")]
    state = t.replay(with_actions(E1, [*base, reveal("ana", False)]))
    assert (state.step, state.players[state.waiting]) == ("add", "ben")  # no add for ana
    state = t.replay(with_actions(E1, [*base, reveal("ana", True)]))
    assert (state.step, state.players[state.waiting]) == ("add", "ana")
    assert t.state_json(state)["table"]["ana"]["cards"] == [{"card": "10", "up": True}]


def test_R20_a_second_card_face_up_never_over_ten() -> None:
    base = [*E1_ACTIONS, open_("cleo"), reveal("ana", True), add("ana", None)]
    err = refused(with_actions(E1, [*base, add("ben", "8")]))
    assert (err.error.code, err.error.rule) == ("over_ten", "R20")
    assert err.error.params == {"card": "8", "value": 6, "total": 14}
    j = out(with_actions(E1, [*base, add("ben", "4")]))
    assert j["table"]["ben"]["cards"] == [{"card": "6", "up": True}, {"card": "4", "up": True}]
    err = refused(with_actions(E1, [*base, add("ben", "J", 5)]))
    assert err.error.code == "over_ten"
    j = out(with_actions(E1, [*base, add("ben", "J", 4)]))
    assert j["table"]["ben"]["cards"][1] == {"card": "J", "up": True, "as": 4}


def test_R20_an_add_step_is_asked_even_when_none_is_the_only_choice() -> None:
    hands = {"ana": ["J", "5", "6", "7"], "ben": ["3", "1", "2", "J"]}
    actions = [play("ana", "J", True, 0, 10), play("ben", "3"), open_("ana"), open_("ben")]
    state = t.replay(game(P2, hands, actions))
    assert (state.step, state.players[state.waiting]) == ("add", "ana")
    assert [c.code for c in t.seat_choices(state, 0)] == ["add_none"]


# -- phase 5 -----------------------------------------------------------------------------------


def test_R21_H2_values_add_up_a_face_down_joker_counts_ten() -> None:
    from .gen_records import e3

    state, events = run(e3())
    assert t.state_json(state)["last"]["values"] == {"ana": 10, "ben": 10, "cleo": 8, "dan": 9}
    result = next(e for e in events[-1] if e["type"] == "result")
    assert result["cards"]["ben"] == [{"card": "J", "as": None, "was_down": True}]  # counts 10
    j = out(E1_FULL)
    assert j["last"]["values"] == {"ana": 10, "ben": 10, "cleo": 9}


def test_R22_H10_highest_value_wins_then_highest_single_card_then_turn_order() -> None:
    _state, events = run(E1_FULL)
    result = next(e for e in events[-1] if e["type"] == "result")
    assert (result["winner"], result["winner_by"]) == ("ana", "card")  # a lone 10 beats 6+4
    assert result["cards"]["ana"] == [{"card": "10", "as": None, "was_down": False}]
    # 7 + 3 beats 6 + 4 (H10 compares the highest single card, as played).
    assert _result(["7", "3"], ["6", "4"])[:2] == ("ana", "card")
    assert _result(["6", "4"], ["7", "3"])[:2] == ("ben", "card")
    # Still tied: the earlier in turn order (from F = ana).
    assert _result(["5", "5"], ["5", "5"])[:2] == ("ana", "order")
    assert _result(["9", "1"], ["5", "3"])[:2] == ("ana", "value")


def _result(a: list[str], b: list[str]) -> tuple[str, str, str, str]:
    hands = {"ana": [*a, "J", "0"], "ben": [*b, "J", "0"]}
    actions = [
        play("ana", a[0]),
        play("ben", b[0]),
        open_("ana"),
        open_("ben"),
        add("ana", a[1]),
        add("ben", b[1]),
    ]
    _, events = run(game(P2, hands, actions))
    r = next(e for e in events[-1] if e["type"] == "result")
    return r["winner"], r["winner_by"], r["loser"], r["loser_by"]


def test_R23_H11_lowest_value_loses_later_on_a_tie_never_the_winner() -> None:
    hands = {p: [c, "1", "0", "J"] for p, c in zip(P3, ("4", "4", "9"), strict=True)}
    actions = [play(p, hands[p][0]) for p in P3] + [open_(p) for p in P3]
    actions += [add(p, None) for p in P3]
    _, events = run(game(P3, hands, actions))
    r = next(e for e in events[-1] if e["type"] == "result")
    assert (r["winner"], r["loser"], r["loser_by"]) == ("cleo", "ben", "order")
    # E2: ben wins by his 9; R23 alone would name ben (later), so ana loses (H11).
    _, events = run(e2())
    r = next(e for e in events[-1] if e["type"] == "result")
    assert (r["winner"], r["winner_by"], r["loser"], r["loser_by"]) == ("ben", "card", "ana", "H11")
    # All tied with the same cards: the winner is the earliest, the loser the latest other.
    assert _result(["5", "5"], ["5", "5"]) == ("ana", "order", "ben", "order")


def test_R24_the_loser_takes_every_table_card_and_the_round_card() -> None:
    state, events = run(E1_FULL)
    taken = next(e for e in events[-1] if e["type"] == "penalty")
    assert taken["player"] == "cleo" and taken["points"] == 10
    assert sorted(taken["cards"]) == sorted(["R5", "4", "10", "6", "4", "5"])
    assert t.state_json(state)["penalty"]["cleo"] == ["4", "4", "5", "6", "10", "R5"]


def test_R25_the_winner_takes_the_whole_pot() -> None:
    state, events = run(E1_FULL)
    assert {"type": "pot_won", "player": "ana", "chips": 5} in events[-1]
    j = t.state_json(state)
    assert j["pot"] == 0 and j["chips"] == {"ana": 6, "ben": 8, "cleo": 7}
    assert sum(j["chips"].values()) == 21


def test_R26_each_player_in_turn_order_refills_to_four() -> None:
    state, events = run(E1_FULL)
    draws = [(e["player"], e["count"]) for e in events[-1] if e["type"] == "draw"]
    assert draws == [("ana", 1), ("ben", 2), ("cleo", 2)]
    secret = [e for e in events[-1] if e["type"] == "secret"]
    assert secret[0] == {"type": "secret", "to": "ana", "cards": ["7"], "why": "draw"}
    j = t.state_json(state)
    assert all(len(h) == 4 for h in j["hands"].values()) and j["pile"] == 53
    assert j["hands"]["ana"] == ["2", "7", "P3", "J"]  # the pile's top card, "7"


def test_R27_the_winner_names_the_next_first_player() -> None:
    j = out(E1_FULL)
    assert (j["step"], j["waiting"], j["phase"], j["round"]) == ("first", "ana", 5, 1)
    assert [c.target for c in t.seat_choices(t.replay(E1_FULL), 0)] == P3
    for name in ("ana", "cleo"):
        j = out(with_actions(E1, [*E1_ACTIONS, *E1_REST, first("ana", name)]))
        assert (j["round"], j["first"], j["waiting"], j["step"]) == (2, name, name, "play")
    err = refused(with_actions(E1, [*E1_ACTIONS, *E1_REST, first("ben", "ben")]))
    assert (err.error.code, err.error.rule) == ("not_your_turn", "R27")
    err = refused(with_actions(E1, [*E1_ACTIONS, *E1_REST, first("ana", "zoe")]))
    assert (err.error.code, err.error.rule) == ("unknown_player", "H4")


def test_E1_hands_are_the_spec_hands() -> None:
    assert out(with_actions(E1, []))["hands"] == {p: sorted_hand(h) for p, h in E1_HANDS.items()}


def sorted_hand(cards: list[str]) -> list[str]:
    order = [str(v) for v in range(11)] + [f"P{k}" for k in range(1, 9)] + ["J"]
    return sorted(cards, key=order.index)
