"""Regenerate tests/rules/records/*.json: ``python -m tests.rules.gen_records``.

The records are checked in; this script only documents how they were made. The tests replay
them through the CLI and check every number against RULES.md's worked examples.
"""

from __future__ import annotations

import random

import dobro_rules as d

from .helpers import E_PLAYERS, RECORDS, play, record, round_spec, take

RAPHAEL, YOLAINE, LUIS, FLORENT = E_PLAYERS


def e1() -> dict:
    """E1: V = 4 (Florent opened with a 4); Raphaël 5 → 5, Yolaine 5 → 10, Luis 6+6 → 12,
    Florent takes (he could have played his 12) and opens the next bid with a 3 → 3."""
    spec = round_spec(
        E_PLAYERS,
        {
            RAPHAEL: ["5", "2", "2", "8", "9", "10"],
            YOLAINE: ["5", "2", "3", "8", "9", "10"],
            LUIS: ["6", "6", "2", "3", "8", "9"],
            FLORENT: ["4", "3", "12", "J", "S", "7"],
        },
        starter=FLORENT,
    )
    return record(
        E_PLAYERS,
        [spec],
        [
            play(FLORENT, "4"),
            play(RAPHAEL, "5"),
            play(YOLAINE, "5"),
            play(LUIS, "6", "6"),
            take(FLORENT),
            play(FLORENT, "3"),
        ],
        seed=2024,
    )


def e2_points(collected: list[int]) -> bool:
    """E2's order: Luis fewest, Raphaël = Yolaine, Florent most."""
    r, y, lu, f = collected
    return lu < r == y < f


def e2() -> dict:
    """A whole first round, played by computers, that ends with E2's standings."""
    for seed in range(10_000):
        rec = d.new_record(E_PLAYERS, seed=seed)
        state = d.start(rec)
        rng = random.Random(seed)
        levels = dict.fromkeys(range(4), "normal" if seed % 2 else "random")
        actions = []
        while state.round_no == 1:
            a = d.ai.pending_action(state, levels, rng)
            ad = d.action_dict(state.players, a)
            state, _ = d.apply(state, ad)
            actions.append(ad)
        if e2_points(state.round_cards[0]) and state.oubli < 0:
            return d.export_record(state, actions)
    raise SystemExit("no seed gives E2")


def main() -> None:
    RECORDS.mkdir(exist_ok=True)
    for name, rec in (("e1", e1()), ("e2", e2())):
        (RECORDS / f"{name}.json").write_text(d.dumps(rec) + "\n", encoding="utf-8")
        print(f"wrote {name}.json")


if __name__ == "__main__":
    main()
