"""The rollouts' batched 0-ply checker play against the reference chooser.

A cubeless 0-ply rollout plays every turn of every trial on numpy boards
(``batch_results`` finds the results of the roll, ``ArrayTrialGroup._best`` picks
one).  Whatever it does to be fast, it must make exactly the play that the
plain way makes: every legal play of the roll from the engine
(``legal_plays``), each result evaluated by the same evaluator
(``rank_zero_ply``), the highest cubeless equity under the rules and score
(docs/rules.md §3-7: the whole-turn rule, entering, bearing off, gammons).
"""

from __future__ import annotations

import random

import numpy as np
import pytest

from nard_desktop.ai.default import default_evaluator
from nard_desktop.ai.equity import MONEY, cubeless_equity
from nard_desktop.ai.rollout_dice import DiceBlock
from nard_desktop.ai.rollout_trials import ArrayTrialGroup, rollout_evaluator
from nard_desktop.ai.rollouts import _make_spec, trial_rolls
from nard_desktop.ai.search import rank_zero_ply
from nard_desktop.engine import MatchContext, Position, RuleSet, legal_plays
from nard_desktop.engine.movegen import batch_results

ROLLS21 = [(a, b) for a in range(1, 7) for b in range(a, 7)]


def _phase(p: Position) -> str:
    if p.mine[25] or p.theirs[25]:
        return "bar"
    if p.is_contact():
        return "bearing off in contact" if not any(p.mine[7:]) else "contact"
    if not any(p.mine[7:]) and not any(p.theirs[7:]):
        return "bear-off"
    return "race"


def _positions_of_every_phase(per_phase: int, seed: int) -> dict[str, list[Position]]:
    """Positions met in random games (each side plays a random legal play),
    ``per_phase`` of each phase."""
    rng = random.Random(seed)
    found: dict[str, list[Position]] = {k: [] for k in
                                        ("contact", "bar", "bearing off in contact", "race", "bear-off")}
    pos = Position.initial()
    while min(len(v) for v in found.values()) < per_phase:
        bucket = found[_phase(pos)]
        if len(bucket) < per_phase and rng.random() < 0.3:
            bucket.append(pos)
        pos = rng.choice(legal_plays(pos, (rng.randint(1, 6), rng.randint(1, 6)))).result.swapped()
        if pos.is_game_over():
            pos = Position.initial()
    return found


def _reference_choice(pos: Position, roll, rules: RuleSet, match: MatchContext, ev):
    """The plain 0-ply choice: the results of the best plays (all of them
    when several share the top equity)."""
    plays = legal_plays(pos, roll, rules)
    if len(plays) == 1:
        return {(plays[0].result.mine, plays[0].result.theirs)}
    _, probs = rank_zero_ply(plays, rules, match, ev)
    eq = cubeless_equity(probs, rules, match)
    return {(pl.result.mine, pl.result.theirs) for pl, e in zip(plays, eq) if e == eq.max()}


@pytest.mark.parametrize("rules, match", [
    (RuleSet(jacoby=False), MONEY),
    (RuleSet(), MONEY),  # Jacoby: gammons count for nothing with the cube centred
    (RuleSet(), MatchContext(match_length=7, my_score=4, their_score=5)),
])
def test_batched_play_is_the_reference_zero_ply_choice_in_every_phase(rules, match):
    ev = rollout_evaluator(default_evaluator())
    phases = _positions_of_every_phase(6, seed=len(str(match)) + rules.jacoby)
    met = set()
    for side in (0, 1):  # the root player on roll, then the opponent (the score seen from there)
        spec = _make_spec(Position.initial(), rules, match, 1, None, 0, False, False, True)
        group = ArrayTrialGroup(spec, 0, 1, ev)
        mover_match = match if side == 0 else match.swapped()
        for phase, positions in phases.items():
            for pos in positions:
                M = np.array([pos.mine] * 21, np.int8)
                T = np.array([pos.theirs] * 21, np.int8)
                d = np.array(ROLLS21)
                parent, RM, RT = batch_results(M, T, d[:, 0], d[:, 1])
                best, _ = group._best(parent, RM, RT, 21, side, False)
                for k, roll in enumerate(ROLLS21):
                    got = (tuple(RM[best[k]].tolist()), tuple(RT[best[k]].tolist()))
                    want = _reference_choice(pos, roll, rules, mover_match, ev)
                    assert got in want, (phase, pos, roll)
                    met.add(phase)
    assert len(met) == 5


def test_the_group_dice_are_the_trials_dice():
    """A group draws its dice as arrays; they are the rolls ``trial_rolls``
    defines (quasi-random first two, then each trial's own stream, also
    past the first 64 later rolls)."""
    for seed, start, stop in ((5, 0, 40), (9, 1290, 1330)):
        block = DiceBlock(seed, start, stop)
        rows = np.arange(stop - start)
        want = [trial_rolls(seed, t, 140) for t in range(start, stop)]
        for ply in range(140):
            if ply == 70:
                rows = rows[::3]  # later plies only for the trials still playing
            got = block.roll(ply, rows)
            assert [((g // 6) + 1, (g % 6) + 1) for g in got.tolist()] == [want[r][ply] for r in rows.tolist()]


def test_the_float32_evaluator_is_made_once():
    ev = default_evaluator()
    fast = rollout_evaluator(ev)
    assert rollout_evaluator(fast) is fast
    pos = [Position.initial()]
    assert np.allclose(fast.probabilities(pos), ev.probabilities(pos), atol=1e-5)
