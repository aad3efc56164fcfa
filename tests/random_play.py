"""Random legal play, for tests: a match played on with random actions through the engine
(:func:`play_random`), a money game played that way to some point (:func:`random_money_game`),
and a whole reproducible match with fair dice (:func:`self_test_match`)."""

from __future__ import annotations

import hashlib
import random
from typing import Any

from nard_desktop.app.record import new_meta
from nard_desktop.engine.dice import SeededRoller
from nard_desktop.engine.fairdice import FairRoller
from nard_desktop.engine.game import GamePhase
from nard_desktop.engine.match import Match
from nard_desktop.engine.rules import RuleSet

__all__ = ["play_random", "random_money_game", "self_test_match"]

def play_random(match: Match, rng: Any, max_actions: int | None = None, *, cube: float = 0.08,
                resign: float = 0.004, timeout: float = 0.0) -> int:
    """Play on with random legal actions (for tests and fuzzing).

    Each action is one call into the engine: a roll, a single step, the end
    of a turn, a cube action, a resignation or its answer, the next game.
    ``cube`` is the chance of doubling when allowed, ``resign`` of offering a
    resignation, ``timeout`` of running out of time (clock matches only).
    Stops at the end of the match or after ``max_actions``; returns the
    number of actions taken.
    """
    count = 0
    while not match.is_over and (max_actions is None or count < max_actions):
        game = match.game
        phase = game.phase
        r = rng.random()
        if phase == GamePhase.OVER:
            match.next_game()
        elif phase == GamePhase.OPENING:
            game.roll_opening()
        elif phase == GamePhase.ROLL:
            if game.can_double() and r < cube:
                game.double()
            elif r < cube + resign:
                game.offer_resignation(game.on_roll, rng.choice((1, 2, 3)))
            elif match.clock is not None and r < cube + resign + timeout:
                match.charge_clock(game.on_roll, match.clock.max_move_seconds + 1)
            else:
                game.roll()
        elif phase == GamePhase.DOUBLE_OFFERED:
            if game.can_beaver() and r < 0.3:
                game.beaver()
            elif r < 0.75:
                game.take()
            else:
                game.drop()
        elif phase == GamePhase.BEAVERED:
            if game.can_raccoon() and r < 0.3:
                game.raccoon()
            elif r > 0.85:
                game.drop()  # the doubler refuses the beaver (docs/rules.md §8)
            else:
                game.roll()
        elif phase == GamePhase.MOVE:
            turn = game.turn
            assert turn is not None
            if r < resign / 2:
                game.offer_resignation(rng.choice((0, 1)), rng.choice((1, 2, 3)))
            elif turn.is_complete():
                player = game.on_roll
                game.commit()
                if match.clock is not None and not game.is_over:
                    match.charge_clock(player, rng.uniform(0, match.clock.free_seconds + 10))
            else:
                src = rng.choice(turn.movable_points())
                dests = {d: p for d, p in turn.destinations(src).items() if len(p) == 1}
                game.step(src, rng.choice(sorted(dests)))
        elif phase == GamePhase.RESIGN_OFFERED:
            if r < 0.5:
                game.accept_resignation()
            else:
                game.decline_resignation()
        count += 1
    return count


def random_money_game(seed: int, moves: int) -> Match:
    """A money game played on at random with seeded dice (doubles now and then, no
    resignations) until it has at least ``moves`` plays, stopped before a roll."""
    match = Match(0, RuleSet.preset("money"), roller=SeededRoller(seed))
    rng = random.Random(seed)
    while True:
        play_random(match, rng, 1, cube=0.15, resign=0.0)
        g = match.game
        if sum(e.kind == "move" for e in g.history) >= moves and g.phase == GamePhase.ROLL:
            return match


def self_test_match(seed: int = 1, length: int = 3, rules: RuleSet | None = None, *,
                    fair: bool = True) -> tuple[Match, dict[str, Any]]:
    """A whole match played with random legal actions, reproducible from
    ``seed``, with provably fair dice whose seed is derived from ``seed``.

    Returns ``(match, meta)`` ready for :func:`~nard_desktop.app.record.record_from_match`.
    """
    roller: Any = (FairRoller(hashlib.sha256(f"self-test:{seed}".encode()).digest()) if fair
                   else SeededRoller(seed))
    match = Match(length, rules, roller=roller)
    play_random(match, random.Random(seed))
    meta = new_meta([{"name": "Self-test A", "kind": "computer", "level": None},
                     {"name": "Self-test B", "kind": "computer", "level": None}])
    return match, meta
