"""Single-observer Information Set MCTS (Cowling, Powley & Whitehouse 2012, "SO-ISMCTS").

Each iteration samples one *determinization* (a complete state that agrees with everything the
searching seat has seen), walks one shared tree of moves with UCB, restricted to the moves that
this determinization allows, expands one move, plays the rest out with the game's default
policy and backs the result up. Nodes are keyed by move, not by state, so the tree pools what
every determinization taught about a move; a child's UCB uses how often it was *available*
(not how often its parent was visited), as the paper does for moves that exist only in some
worlds. ``max_depth=1`` turns the search into determinized flat Monte Carlo (Perfect
Information Monte Carlo with UCB at the root).

The search is a pure function of the game adapter, the budget and the generator: same seed,
same observations, same move, unless the CPU-time safety cap of ``Budget.seconds`` cuts it
short (a cap hit is reported in ``SearchResult.capped``).
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from typing import Generic, Protocol, TypeVar

S = TypeVar("S")
M = TypeVar("M", bound=Hashable)


class SearchGame(Protocol[S, M]):
    """What the search needs from a game, seen from the one seat that searches.

    ``moves`` must be non-empty for any non-terminal state, and a move must be hashable and
    mean the same thing in every determinization (it keys the tree). ``rewards`` gives every
    seat's result in [0, 1] (1 best), indexed by the seat numbers ``to_act`` returns.
    """

    def determinize(self, rng: random.Random) -> S:
        """A fresh complete state the searching seat cannot tell from the real one."""
        ...

    def to_act(self, state: S) -> int:
        """The seat whose move it is."""
        ...

    def moves(self, state: S) -> Sequence[M]:
        """The moves the search considers for the seat to act (may prune the legal ones)."""
        ...

    def apply(self, state: S, move: M) -> None:
        """Play ``move`` on ``state`` itself."""
        ...

    def is_terminal(self, state: S) -> bool:
        """Whether the search horizon is reached (game over, or the end of a phase)."""
        ...

    def rewards(self, state: S) -> Sequence[float]:
        """Each seat's result at a terminal state, in [0, 1]."""
        ...

    def rollout(self, state: S, rng: random.Random) -> int:
        """Play ``state`` to a terminal state with the default policy; the moves played."""
        ...


@dataclass(frozen=True, slots=True)
class Budget:
    """How much a search may do; it stops at the first limit reached.

    ``iterations`` and ``work`` (moves played in the tree and in rollouts, summed) are
    deterministic: a budget made of them gives the same move for the same seed on any machine.
    ``work`` keeps the time per search even, whatever the rollouts' length. ``seconds`` is a
    safety net in CPU seconds of this process (``time.process_time``: a busy machine does not
    cut a search short), checked every few iterations: hitting it breaks replayability, so a
    budget should be calibrated to stay well under it.
    """

    iterations: int = 1000
    work: int | None = None
    seconds: float | None = None


@dataclass(frozen=True, slots=True)
class MoveStats(Generic[M]):
    """A root move's statistics: visits, mean reward for the searching seat, availability."""

    move: M
    visits: int
    mean: float


@dataclass(frozen=True, slots=True)
class SearchResult(Generic[M]):
    """The chosen move (the most visited root child) and how the search went."""

    move: M
    stats: tuple[MoveStats[M], ...]
    iterations: int
    work: int
    seconds: float
    capped: bool


class _Node:
    """A move's node: who made the move, its visits, its summed reward, its availability."""

    __slots__ = ("avail", "children", "player", "total", "visits")

    def __init__(self, player: int) -> None:
        self.player = player
        self.visits = 0
        self.total = 0.0
        self.avail = 1
        self.children: dict[Hashable, _Node] = {}


def search(
    game: SearchGame[S, M],
    budget: Budget,
    rng: random.Random,
    *,
    exploration: float = 0.7,
    max_depth: int | None = None,
) -> SearchResult[M]:
    """Search from the searching seat's information set; return the most visited root move.

    ``exploration`` is UCB1's constant for rewards in [0, 1]. ``max_depth`` bounds how many
    tree moves an iteration walks before its rollout (None: unbounded; 1: flat Monte Carlo).
    """
    root = _Node(-1)
    root_moves: list[M] | None = None
    depth_limit = max_depth if max_depth is not None else 1 << 30
    work_limit = budget.work if budget.work is not None else 1 << 62
    clock = time.process_time
    started = clock()
    deadline = started + budget.seconds if budget.seconds is not None else math.inf
    log = math.log
    sqrt = math.sqrt
    randbelow = rng.randrange
    work = 0
    iterations = 0
    capped = False
    determinize = game.determinize
    is_terminal = game.is_terminal
    legal = game.moves
    apply = game.apply
    while iterations < budget.iterations and work < work_limit:
        if iterations & 7 == 7 and clock() > deadline:
            capped = True
            break
        iterations += 1
        state = determinize(rng)
        node = root
        path: list[_Node] = []
        depth = 0
        while depth < depth_limit and not is_terminal(state):
            moves = legal(state)
            if root_moves is None:
                root_moves = list(moves)
            children = node.children
            untried = [m for m in moves if m not in children]
            if untried:
                move = untried[randbelow(len(untried))] if len(untried) > 1 else untried[0]
                child = _Node(game.to_act(state))
                children[move] = child
                apply(state, move)
                work += 1
                path.append(child)
                break
            # UCB over the children this determinization allows (all of them exist here).
            best: _Node | None = None
            best_move: M | None = None
            best_score = -math.inf
            for m in moves:
                c = children[m]
                score = c.total / c.visits + exploration * sqrt(log(c.avail) / c.visits)
                c.avail += 1
                if score > best_score:
                    best_score = score
                    best = c
                    best_move = m
            assert best is not None and best_move is not None
            apply(state, best_move)
            work += 1
            path.append(best)
            node = best
            depth += 1
        if not is_terminal(state):
            work += game.rollout(state, rng)
        rewards = game.rewards(state)
        for n in path:
            n.visits += 1
            n.total += rewards[n.player]
    elapsed = clock() - started
    if root_moves is None:
        raise ValueError("the search had no iteration, or the root state is terminal")
    stats = tuple(
        MoveStats(m, kid.visits, kid.total / kid.visits if kid.visits else 0.0)
        for m in root_moves
        if (kid := root.children.get(m)) is not None
    )
    # Most visits; a tie goes to the better mean, then to the game's order of moves.
    best_stats = max(stats, key=lambda st: (st.visits, st.mean))
    return SearchResult(best_stats.move, stats, iterations, work, elapsed, capped)


def random_rollout(game: SearchGame[S, M], state: S, rng: random.Random) -> int:
    """A default policy for games without a better one: uniform random moves to the end."""
    played = 0
    while not game.is_terminal(state):
        moves = game.moves(state)
        game.apply(state, moves[rng.randrange(len(moves))])
        played += 1
    return played
