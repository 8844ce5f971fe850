"""One test per rule of DOBBLE.md: R2–R17 and the house rules H2–H14 (R1 and H1: test_deck)."""

from __future__ import annotations

import pytest

import dobble_rules as d
from dobble_rules import ai
from dobble_rules.cards import CARDS, SYMBOLS
from dobble_rules.engine import Match

from .helpers import (
    P2,
    P3,
    P4,
    claim,
    deck_with,
    game,
    on_neither,
    only_on,
    record,
    replay_error,
    scripted,
    shared,
    state,
)


def always(seat: int):  # type: ignore[no-untyped-def]
    """A chooser: ``seat`` makes every claim (in a duel too, if it plays it)."""
    return lambda m, k: seat


def first_holder(order: list[int]):  # type: ignore[no-untyped-def]
    """A chooser: the first seat of ``order`` that can claim now."""

    def choose(m: Match, k: int) -> int:
        return next(s for s in order if ai.claim_for(m, s) is not None)

    return choose


def replays_same(setup: dict, actions: list[dict], m: Match) -> dict:  # type: ignore[type-arg]
    """The table's match exported to the spec's record replays to the same state."""
    rec = d.GAME.export(m, setup, actions)
    out = state(rec)
    assert out == d.state_json(m)
    return out


# -- the match ---------------------------------------------------------------------------------


def test_R2_minigames_in_any_order_with_repeats() -> None:
    modes = ["well", "tower", "tower", "catch"]
    setup, actions, m = scripted(P2, modes, always(1))
    out = replays_same(setup, actions, m)
    assert [r["mode"] for r in out["results"]] == modes
    assert out["over"] and out["wins"] == {"ana": 0, "ben": 4}


def test_R3_the_first_to_name_the_shared_symbol_wins() -> None:
    deck = deck_with([7, 8, 0])
    both = [claim("ana", 1000, 0, shared(7, 0)), claim("ben", 1000, 0, shared(8, 0))]
    out = state(record(P2, [game("tower", both, deck)]))
    assert out["outcomes"] == ["ok", "stale"] and out["counts"] == {"ana": 1, "ben": 0}
    # A symbol only one of the two cards carries is no claim at all.
    wrong = state(record(P2, [game("tower", [claim("ana", 10, 0, only_on(7, 0))], deck)]))
    assert wrong["outcomes"] == ["wrong"] and wrong["center"] == 0


def test_R4_each_minigame_has_its_own_go() -> None:
    setup, actions, m = scripted(P2, ["tower", "tower"], always(0), step=1000)
    first_game_last_t = actions[52]["t"]
    assert first_game_last_t > 50_000
    assert actions[53]["t"] == 1000  # the second mini-game's first claim: t from its own go
    replays_same(setup, actions, m)
    # Setup cards are face up from the go: tops and the pile's top before any claim.
    out = state(record(P2, [game("tower", [], deck_with([3, 4, 5]))]))
    assert (out["tops"], out["center"], out["v"], out["ended"]) == (
        {"ana": 3, "ben": 4},
        5,
        0,
        False,
    )
    with pytest.raises(d.IllegalAction) as info:
        d.apply_in_place(d.new_match(d.Setup(("ana", "ben"))), d.Claim(0, 0, 0, 0))
    assert info.value.code == "not_started"


def test_R5_a_tie_for_the_win_is_a_duel() -> None:
    # Tower at three: ana and ben take 26 cards each, cleo none: ana and ben duel.
    def chooser(m: Match, k: int) -> int:
        return 1 if m.duel is not None else k % 2

    setup, actions, m = scripted(P3, ["tower"], chooser)
    assert m.duel is not None and m.duel.seats == (0, 1) and m.duel.winner == 1
    out = replays_same(setup, actions, m)
    assert out["results"][0]["counts"] == {"ana": 26, "ben": 26, "cleo": 0}
    assert out["results"][0]["winner"] == "ben" and out["results"][0]["loser"] == "cleo"
    assert out["duel"]["players"] == ["ana", "ben"]


def test_R5_more_than_two_tied_play_a_potato_round() -> None:
    # Potato at four: the first holder always passes on; dan loses every round, so ana, ben
    # and cleo tie at 0 kept cards: a "potato round" among the three, the first out wins.
    def chooser(m: Match, k: int) -> int:
        if m.duel is not None:
            return 2
        return next(s for s in range(4) if m.stacks[s])

    setup, actions, m = scripted(P4, ["potato"], chooser)
    assert m.duel is not None and m.duel.seats == (0, 1, 2)
    out = replays_same(setup, actions, m)
    assert out["results"][0]["winner"] == "cleo"
    assert set(out["duel"]["cards"]) == {"ana", "ben", "cleo"}


def test_R5_tied_losers_never_duel() -> None:
    # Tower at three, ana takes everything: ben and cleo tie for the loss, no duel.
    _setup, _actions, m = scripted(P3, ["tower"], always(0))
    assert m.duel is None and m.duel_decks == [None]
    assert m.results[0].loser == 1  # H7: the first in seat order


def test_R6_the_match_goes_to_the_most_minigames_won() -> None:
    def chooser(m: Match, k: int) -> int:
        return 0 if m.game != 1 else 1

    setup, actions, m = scripted(P2, ["tower", "tower", "poison"], chooser)
    out = replays_same(setup, actions, m)
    assert out["wins"] == {"ana": 2, "ben": 1} and out["winners"] == ["ana"]
    assert out["points"] == {"ana": 0, "ben": 0}  # points stay 0 unless tournament


def test_R7_tournament_opens_with_tower_and_the_loser_picks() -> None:
    picks = iter(["well", "poison", "potato", "catch"])
    setup, actions, m = scripted(
        P3, [], always(0), scoring="tournament", length=5, picks=lambda m: next(picks)
    )
    assert "modes" not in setup
    assert m.modes_played == ["tower", "well", "poison", "potato", "catch"]
    pick_actions = [a for a in actions if "mode" in a]
    # Each pick is the loser's: ben (tower, poison), cleo (well, potato).
    assert [a["player"] for a in pick_actions] == ["ben", "cleo", "ben", "cleo"]
    assert [m.players[r.loser] for r in m.results[:4]] == ["ben", "cleo", "ben", "cleo"]
    out = replays_same(setup, actions, m)
    assert out["winners"] == ["ana"]
    # A tournament record must open with tower.
    err = replay_error(record(P2, [game("well")], scoring="tournament"))
    assert (err.game, err.claim, err.error.code) == (0, None, "tournament_tower")


def test_R7_points_of_every_minigame() -> None:
    picks = iter(["well", "poison", "potato", "catch"])
    _, _, m = scripted(
        P3, [], always(0), scoring="tournament", length=5, picks=lambda m: next(picks)
    )
    tower, well, poison, potato, catch = m.results
    assert tower.counts == (52, 0, 0) and tower.points == (57, 0, 0)  # +1 a card, +5 to win
    assert well.winner == 0 and well.loser == 2 and well.points == (10, 0, -20)
    # Poison: ana gives every card to the one with fewest (ben, cleo alternately).
    assert poison.counts == (0, 26, 26) and poison.points == (20, 10, 10)
    # Potato: ana passes to ben, ben to cleo: cleo loses all 18 rounds, −5 each (ana wins
    # the duel against ben).
    assert potato.counts == (0, 0, 54) and potato.points == (0, 0, -90)
    assert catch.counts == (54, 0, 0) and catch.points == (54, 0, 0)
    assert m.points == [sum(r.points[s] for r in m.results) for s in range(3)]


# -- the mini-games --------------------------------------------------------------------------


def test_R8_tower_one_card_each_the_rest_is_the_pile() -> None:
    deck = deck_with([10, 20, 30, 40])
    out = state(record(P3, [game("tower", [], deck)]))
    assert out["tops"] == {"ana": 10, "ben": 20, "cleo": 30}
    assert out["center"] == 40 and out["stock"] == 55 - 4 and out["stacks"]["ana"] == 1
    claims = [claim("cleo", 500, 0, shared(30, 40))]
    out = state(record(P3, [game("tower", claims, deck)]))
    assert out["tops"]["cleo"] == 40 and out["stacks"]["cleo"] == 2 and out["counts"]["cleo"] == 1
    assert out["center"] == deck[4]


def test_R9_tower_ends_when_the_pile_is_empty() -> None:
    setup, actions, m = scripted(P2, ["tower"], lambda m, k: 0 if k < 30 else 1)
    out = replays_same(setup, actions, m)
    assert out["ended"] and out["center"] is None and out["stock"] == 0
    assert out["results"][0]["counts"] == {"ana": 30, "ben": 23}
    assert out["results"][0]["winner"] == "ana"


def test_R10_well_deal_all_last_card_in_the_centre() -> None:
    deck = deck_with([9, 5, 2], last=49)
    out = state(record(P3, [game("well", [], deck)]))
    assert out["center"] == 49 and out["stacks"] == {"ana": 18, "ben": 18, "cleo": 18}
    assert out["counts"] == out["stacks"] and out["stock"] == 0
    out = state(record(P3, [game("well", [claim("ben", 100, 0, shared(5, 49))], deck)]))
    assert out["center"] == 5 and out["stacks"]["ben"] == 17
    assert out["tops"]["ben"] == deck[4]  # ben's second dealt card


def test_R11_out_of_cards_and_the_last_one_loses() -> None:
    setup, actions, m = scripted(P3, ["well"], first_holder([0, 1, 2]))
    out = replays_same(setup, actions, m)
    assert out["out"] == ["ana", "ben"] and out["ended"]
    assert out["results"][0]["winner"] == "ana" and out["results"][0]["loser"] == "cleo"
    assert out["counts"] == {"ana": 0, "ben": 0, "cleo": 18}
    assert out["tops"]["ana"] is None and out["tops"]["cleo"] is not None


def test_R12_potato_the_whole_stack_goes_onto_the_target() -> None:
    deck = deck_with([0, 8, 9, 1])
    claims = [claim("cleo", 100, 0, shared(9, 0), "ana")]
    out = state(record(P4, [game("potato", claims, deck)]))
    assert out["stacks"] == {"ana": 2, "ben": 1, "cleo": 0, "dan": 1} and out["out"] == ["cleo"]
    claims.append(claim("ana", 200, 1, shared(9, 1), "dan"))  # ana's top is now 9
    out = state(record(P4, [game("potato", claims, deck)]))
    assert out["stacks"] == {"ana": 0, "ben": 1, "cleo": 0, "dan": 3}
    assert out["tops"]["dan"] == 9 and out["out"] == ["cleo", "ana"]


def test_R13_the_last_holder_loses_the_round_and_keeps_the_cards() -> None:
    setup, actions, m = scripted(P3, ["potato"], first_holder([0, 1, 2]))
    out = replays_same(setup, actions, m)
    assert out["counts"] == {"ana": 0, "ben": 0, "cleo": 54}
    assert out["results"][0]["loser"] == "cleo"
    assert out["stacks"] == {"ana": 0, "ben": 0, "cleo": 0}  # kept cards are off the table
    assert out["tops"] == {"ana": None, "ben": None, "cleo": None}
    assert out["out"] == ["ana", "ben"]  # the last round's, kept after it


def test_R14_catch_centre_and_slot_the_centre_is_never_taken() -> None:
    deck = deck_with([0, 7, 8, 9])
    out = state(record(P3, [game("catch", [], deck)]))
    assert out["center"] == 0 and out["slots"] == [7, 8, 9] and out["tops"]["ana"] is None
    claims = [claim("ana", 100, 0, only_on(0, 7, 8, 9)), claim("ben", 200, 0, shared(0, 9), 2)]
    out = state(record(P3, [game("catch", claims, deck)]))
    assert out["outcomes"] == ["wrong", "ok"]  # a symbol of the centre alone takes nothing
    assert out["center"] == 0 and out["slots"] == [7, 8, None]
    assert out["counts"] == {"ana": 0, "ben": 1, "cleo": 0} and out["stacks"]["ben"] == 1


def test_R15_catch_rounds_until_one_card_is_left() -> None:
    setup, actions, m = scripted(P4, ["catch"], lambda m, k: k % 4)
    out = replays_same(setup, actions, m)
    assert out["center"] is None and out["slots"] == [] and out["stock"] == 1
    assert sum(out["counts"].values()) == 54 and out["round"] == 14


def test_R16_poison_the_pile_card_goes_onto_the_target() -> None:
    deck = deck_with([0, 8, 9, 7])
    claims = [claim("ana", 100, 0, shared(7, 9), "cleo")]
    out = state(record(P3, [game("poison", claims, deck)]))
    assert out["tops"] == {"ana": 0, "ben": 8, "cleo": 7}
    assert out["counts"] == {"ana": 0, "ben": 0, "cleo": 1} and out["center"] == deck[4]


def test_R17_poison_fewest_received_wins() -> None:
    setup, actions, m = scripted(P3, ["poison"], always(0))
    out = replays_same(setup, actions, m)
    assert out["results"][0]["counts"] == {"ana": 0, "ben": 26, "cleo": 26}
    assert out["results"][0]["winner"] == "ana"
    assert out["center"] is None and out["stock"] == 0


# -- house rules -------------------------------------------------------------------------------


@pytest.mark.parametrize("n", [1, 9])
def test_H2_two_to_eight_players(n: int) -> None:
    with pytest.raises(d.RecordError, match="2 to 8 players"):
        d.replay(record([f"p{i}" for i in range(n)], []))
    assert state(record([f"p{i}" for i in range(8)], [game("catch")]))["slots"] != []
    assert (d.GAME.min_seats, d.GAME.max_seats) == (2, 8)


def test_H3_length_defaults_to_5_and_no_minigame_beyond_it() -> None:
    setup, actions, m = scripted(P2, ["tower"] * 5, always(0))
    rec = d.GAME.export(m, setup, actions)
    del rec["length"]
    assert state(rec)["over"]  # L = 5 by default
    rec["games"].append(game("well"))
    err = replay_error(rec)
    assert (err.game, err.claim, err.error.code) == (5, None, "beyond_length")
    assert d.state_json(err.state)["over"]


def test_H4_a_match_tie_is_shared() -> None:
    setup, actions, m = scripted(P3, ["tower", "tower"], lambda m, k: m.game)
    out = replays_same(setup, actions, m)
    assert out["winners"] == ["ana", "ben"]
    table = d.standings(m)
    assert [(s.name, s.position, s.winner, s.shared) for s in table] == [
        ("ana", 1, True, True),
        ("ben", 1, True, True),
        ("cleo", 3, False, False),
    ]


def test_H5_claims_by_t_then_seat_each_on_the_state_left() -> None:
    deck = deck_with([7, 8, 0, 1])
    # Equal (t, seat) pairs are allowed, and a lower seat goes first at the same t.
    claims = [claim("ben", 1000, 0, shared(8, 0)), claim("ben", 1000, 1, shared(0, 1))]
    out = state(record(P2, [game("tower", claims, deck)]))
    assert out["outcomes"] == ["ok", "ok"] and out["counts"]["ben"] == 2
    bad = [claim("ben", 1000, 0, shared(8, 0)), claim("ana", 1000, 1, shared(7, 1))]
    err = replay_error(record(P2, [game("tower", bad, deck)]))
    assert (err.game, err.claim, err.error.code) == (0, 1, "out_of_order")
    assert d.state_json(err.state)["outcomes"] == ["ok"]  # the state before the claim


def test_H6_duel_own_go_count_lockouts_and_duellists_only() -> None:
    def chooser(m: Match, k: int) -> int:
        return k % 2

    setup, actions, m = scripted(P3, ["tower"], chooser, length=1)
    rec = d.GAME.export(m, setup, actions)
    # Cut the record at the tie: the duel is dealt from shuffle #1 even without "duel".
    g = rec["games"][0]
    duel_deck = g.pop("duel")["deck"]
    assert duel_deck == d.duel_deck(5, 0)
    tied = state(rec)
    assert tied["duel"] == {
        "players": ["ana", "ben"],
        "cards": {"ana": duel_deck[0], "ben": duel_deck[1]},
    }
    assert tied["ended"] is False and tied["v"] == 0 and tied["locked_until"] == {}
    a, b = duel_deck[0], duel_deck[1]
    g["duel"] = {
        "claims": [
            claim("ana", 50, 0, only_on(a, b)),  # wrong: locked to 3050 in the duel
            claim("ana", 100, 0, shared(a, b)),  # locked
            claim("ben", 200, 0, shared(b, a), "ana"),  # ok: ben wins
        ]
    }
    out = state(rec)
    assert out["outcomes"][-3:] == ["wrong", "locked", "ok"]
    assert out["v"] == 1 and out["locked_until"] == {"ana": 3050} and out["ended"]
    assert out["results"][0]["winner"] == "ben" and out["over"]
    # A non-duellist's claim, and a claim after the duel ended, are illegal.
    g["duel"]["claims"].insert(0, claim("cleo", 10, 0, "anchor"))
    err = replay_error(rec)
    assert (err.game, err.claim, err.error.code) == (0, len(g["claims"]), "not_duellist")
    del g["duel"]["claims"][0]
    g["duel"]["claims"].append(claim("ana", 300, 1, shared(a, b)))
    err = replay_error(rec)
    assert (err.claim, err.error.code) == (len(g["claims"]) + 3, "match_over")


def test_H7_winner_and_loser_of_each_mode() -> None:
    modes = ["tower", "well", "potato", "catch", "poison"]
    _, _, m = scripted(P4, modes, first_holder([0, 1, 2, 3]))
    tower, well, potato, catch, poison = m.results
    assert (tower.winner, tower.loser) == (0, 1)  # fewest taken: ben, cleo, dan tie: ben
    assert (well.winner, well.loser) == (0, 3)  # the first out; the last holding cards
    assert potato.counts == (0, 0, 0, 52)  # dan is left holding every round
    assert (potato.winner, potato.loser) == (0, 3)  # fewest kept (after a duel); most kept
    assert (catch.winner, catch.loser) == (0, 1)
    assert poison.counts == (0, 17, 17, 17)
    assert (poison.winner, poison.loser) == (0, 1)  # most received: the first in seat order


def test_H8_the_well_is_dealt_from_the_previous_winner() -> None:
    def chooser(m: Match, k: int) -> int:
        return 1 if m.game == 0 else next(s for s in range(4) if m.stacks[s])

    setup, actions, m = scripted(P4, ["tower", "well"], chooser)
    rec = d.GAME.export(m, setup, actions)
    rec["games"][1]["claims"] = []
    out = state(rec)
    deck = rec["games"][1]["deck"]
    # ben won the tower: ben gets the first card (his top), then cleo, dan, ana…
    assert out["tops"] == {"ben": deck[0], "cleo": deck[1], "dan": deck[2], "ana": deck[3]}
    assert out["stacks"] == {"ana": 13, "ben": 14, "cleo": 14, "dan": 13}
    assert out["center"] == deck[54]
    # In the first mini-game dealing starts at seat 0 (E2).
    first = state(record(P4, [game("well", [], list(range(55)))]))
    assert first["tops"] == {"ana": 0, "ben": 1, "cleo": 2, "dan": 3}


def test_H9_potato_rounds_while_the_stock_has_N_cards() -> None:
    for players, rounds, left in ((P3, 18, 1), ([f"p{i}" for i in range(8)], 6, 7)):
        setup, actions, m = scripted(players, ["potato"], first_holder(list(range(8))))
        out = replays_same(setup, actions, m)
        assert out["round"] == rounds and out["stock"] == left


def test_H10_catch_uses_min_N_c_minus_1_slots() -> None:
    setup, actions, m = scripted(P4, ["catch"], lambda m, k: 0)
    rec = d.GAME.export(m, setup, actions)
    rec["games"][0]["claims"] = rec["games"][0]["claims"][: 13 * 4]  # 13 rounds of 4 slots
    out = state(rec)
    assert out["round"] == 14 and len(out["slots"]) == 2 and out["stock"] == 0  # c = 3


def test_H11_bonuses_after_the_duel_and_every_second_in_poison() -> None:
    def chooser(m: Match, k: int) -> int:
        return 1 if m.duel is not None else k % 2

    _, _, m = scripted(P3, [], chooser, scoring="tournament", length=1)
    tower = m.results[0]
    assert tower.counts == (26, 26, 0) and tower.winner == 1
    assert tower.points == (26, 31, 0)  # +5 to the duel's winner only
    _, _, m = scripted(P4, [], always(0), scoring="tournament", length=2, picks=lambda m: "poison")
    poison = m.results[1]
    assert poison.counts == (0, 17, 17, 17) and poison.points == (20, 10, 10, 10)


def test_H12_stale_below_the_count_illegal_above_it() -> None:
    deck = deck_with([7, 8, 0, 1])
    claims = [claim("ana", 100, 0, shared(7, 0)), claim("ben", 200, 0, shared(8, 1))]
    out = state(record(P2, [game("tower", claims, deck)]))
    assert out["outcomes"] == ["ok", "stale"] and out["counts"]["ben"] == 0
    bad = [claim("ben", 100, 1, shared(8, 0))]
    err = replay_error(record(P2, [game("tower", bad, deck)]))
    assert (err.claim, err.error.code) == (0, "v_above")
    # Even a locked player's claim with v above the count is illegal, not "locked".
    bad = [claim("ben", 100, 0, only_on(8, 0)), claim("ben", 200, 5, shared(8, 0))]
    err = replay_error(record(P2, [game("tower", bad, deck)]))
    assert (err.claim, err.error.code) == (1, "v_above")


def test_H13_a_wrong_claim_locks_out_for_3000_ms() -> None:
    deck = deck_with([7, 8, 0, 1])
    claims = [
        claim("ben", 2000, 0, only_on(8, 0)),
        claim("ben", 4999, 0, shared(8, 0)),
        claim("ben", 5000, 0, shared(8, 0)),
    ]
    out = state(record(P2, [game("tower", claims, deck)]))
    assert out["outcomes"] == ["wrong", "locked", "ok"] and out["locked_until"] == {"ben": 5000}
    # A later wrong claim moves the lock-out's end; a locked claim does not.
    claims.append(claim("ben", 6000, 1, on_neither(8, 1)))
    out = state(record(P2, [game("tower", claims, deck)]))
    assert out["locked_until"] == {"ben": 9000}


def test_H13_bad_targets_and_claimers_without_cards_are_wrong() -> None:
    pot = deck_with([0, 8, 9])
    cases = [
        claim("ana", 10, 0, shared(0, 8), "ana"),  # the claimer itself
        claim("ben", 20, 0, shared(8, 9), "ana"),  # ana's card lacks it
        claim("cleo", 30, 0, shared(9, 0), "ana"),  # ok: cleo is out of the round
        claim("cleo", 3040, 1, shared(9, 8), "ben"),  # cleo holds no card
        claim("ana", 3050, 1, shared(9, 8), "cleo"),  # cleo holds no card
    ]
    out = state(record(P3, [game("potato", cases, pot)]))
    assert out["outcomes"] == ["wrong", "wrong", "ok", "wrong", "wrong"]
    assert out["locked_until"] == {"ana": 6050, "ben": 3020, "cleo": 6040}
    # Well: out of cards.
    setup, actions, m = scripted(P3, ["well"], first_holder([0, 1, 2]))
    rec = d.GAME.export(m, setup, actions)
    claims = rec["games"][0]["claims"]
    first_out = next(i for i, c in enumerate(claims) if c["player"] == "ben")
    cut = claims[:first_out]  # ana has just gone out
    centre = state({**rec, "games": [{**rec["games"][0], "claims": cut}]})["center"]
    late = claim("ana", cut[-1]["t"] + 1, 18, SYMBOLS[CARDS[centre][0]])
    out = state({**rec, "games": [{**rec["games"][0], "claims": [*cut, late]}]})
    assert out["outcomes"][-1] == "wrong"
    # Poison: the claimer.
    poison = [claim("ana", 10, 0, shared(0, 7), "ana")]
    out = state(record(P3, [game("poison", poison, deck_with([0, 8, 9, 7]))]))
    assert out["outcomes"] == ["wrong"]
    # Catch: a taken slot.
    catch = [claim("ana", 10, 0, shared(0, 7), 0), claim("ben", 20, 1, shared(0, 7), 0)]
    out = state(record(P3, [game("catch", catch, deck_with([0, 7, 8, 9]))]))
    assert out["outcomes"] == ["ok", "wrong"]
    # Catch: an unused slot (the last round at four players uses 2 slots of 4).
    setup, actions, m = scripted(P4, ["catch"], lambda m, k: 0)
    rec = d.GAME.export(m, setup, actions)
    cut = rec["games"][0]["claims"][: 13 * 4]
    out = state({**rec, "games": [{**rec["games"][0], "claims": cut}]})
    assert len(out["slots"]) == 2
    late = claim("ana", cut[-1]["t"] + 1, 52, shared(out["center"], out["slots"][0]), 3)
    out = state({**rec, "games": [{**rec["games"][0], "claims": [*cut, late]}]})
    assert out["outcomes"][-1] == "wrong" and out["locked_until"] == {"ana": cut[-1]["t"] + 3001}


def test_H14_default_targets_clockwise_lowest_slot_or_wrong() -> None:
    pot = deck_with([0, 8, 9])
    # Clockwise from ben: cleo first, then ana.
    out = state(record(P3, [game("potato", [claim("ben", 10, 0, shared(8, 9))], pot)]))
    assert out["stacks"] == {"ana": 1, "ben": 0, "cleo": 2}
    out = state(record(P3, [game("potato", [claim("ben", 10, 0, shared(8, 0))], pot)]))
    assert out["stacks"] == {"ana": 2, "ben": 0, "cleo": 1}
    out = state(record(P3, [game("potato", [claim("ben", 10, 0, only_on(8, 0, 9))], pot)]))
    assert out["outcomes"] == ["wrong"]  # no valid target: one click names one symbol
    # Catch: the lowest slot that fits.
    catch = deck_with([0, 7, 8, 9])
    out = state(record(P3, [game("catch", [claim("ana", 10, 0, shared(0, 8))], catch)]))
    assert out["slots"] == [7, None, 9]
    out = state(record(P3, [game("catch", [claim("ana", 10, 0, only_on(0, 7, 8, 9))], catch)]))
    assert out["outcomes"] == ["wrong"]
    # Poison: clockwise from the claimer, never the claimer.
    poison = deck_with([0, 8, 9, 7])
    out = state(record(P3, [game("poison", [claim("ben", 10, 0, shared(7, 0))], poison)]))
    assert out["counts"] == {"ana": 1, "ben": 0, "cleo": 0}
