"""The rollout of the top candidates as an analysis option, on hand-built
decisions whose right answers are known."""

from __future__ import annotations

import random

import numpy as np
import pytest

from nard_desktop.ai import default_evaluator, rollout_plays
from nard_desktop.ai.analysis import (ROLLED_OUT, AnalysisCancelled, AnalysisOptions, Decision, GameDecisions,
                                      MatchDecisions, RolloutOptions, analyse, analyse_decision, decision_seed,
                                      rank_plays)
from nard_desktop.engine import MatchContext, Position, RuleSet, legal_plays
from nard_desktop.engine.notation import parse_play

MONEY = MatchContext()
RULES = RuleSet()
NO_CUBE = RuleSet(cube_enabled=False)
SHORT = RolloutOptions(trials=72, top=3, truncate=4, seed=1)


@pytest.fixture(scope="module")
def ev():
    return default_evaluator()


def checker(position, dice, text, *, rules=RULES, match=MONEY, player=0, move=1):
    play = parse_play(position, dice, text, rules)
    return Decision(1, move, player, "checker", position, match, rules, dice=dice, play=play)


def test_the_rolled_out_blunder_is_marked_very_bad(ev):
    # 6-6 from the starting position: 24/18(2) 13/7(2) is the standard play; 13/7 8/2(3)
    # buries three checkers.  At 0-ply the blunder is not among the top three: it is rolled
    # out too, so both are compared on their rollouts.
    pos = Position.initial()
    opts = AnalysisOptions(depth=0, rollout=SHORT)
    a = analyse_decision(checker(pos, (6, 6), "13/7 8/2(3)"), opts, evaluator=ev)
    assert a.best == "24/18(2) 13/7(2)"
    assert a.mark == "very_bad" and a.counted and a.rollout_trials == 72
    rolled = [x for x in a.alternatives if x.plies == ROLLED_OUT]
    assert len(rolled) == 4  # the top three and the play made
    assert all(x.trials == 72 and x.equity_se > 0 for x in rolled)
    played = next(x for x in a.alternatives if x.play == a.played)
    best = next(x for x in a.alternatives if x.play == a.best)
    assert played.plies == best.plies == ROLLED_OUT
    assert a.error == pytest.approx(best.equity - played.equity)
    assert [x.equity for x in rolled] == sorted((x.equity for x in rolled), reverse=True)
    good = analyse_decision(checker(pos, (6, 6), "24/18(2) 13/7(2)"), opts, evaluator=ev)
    assert good.error == 0.0 and good.mark is None
    # The play made is rolled out once, with the others: the same figures either way.
    assert next(x for x in good.alternatives if x.play == a.best).equity == pytest.approx(best.equity)


def test_rollout_equities_are_the_rollouts_of_the_decisions_seed(ev):
    """Cube off: a rolled-out play's equity is the cubeless equity of
    rolling it out with the seed :func:`decision_seed` gives (the same dice
    for every candidate)."""
    pos = Position.initial()
    d = checker(pos, (4, 2), "8/4 6/4", rules=NO_CUBE)
    opts = AnalysisOptions(depth=0, rollout=RolloutOptions(trials=36, top=2, truncate=2, seed=5))
    a = analyse_decision(d, opts, evaluator=ev)
    ranked = [x for x in a.alternatives if x.plies == ROLLED_OUT]
    plays = [parse_play(pos, (4, 2), x.play, NO_CUBE) for x in ranked]
    direct = rollout_plays(pos, (4, 2), plays, 36, seed=decision_seed(pos, (4, 2), 5), rules=NO_CUBE, truncate=2,
                           jobs=1, evaluator=ev)
    by_play = {r.play.result: r.result for r in direct}
    for x, p in zip(ranked, plays):
        assert x.equity == pytest.approx(by_play[p.result].equity, abs=1e-9)
        assert x.equity_se == pytest.approx(by_play[p.result].equity_se, abs=1e-9)
    # Reproducible from the seed; another seed rolls other dice.
    again = analyse_decision(d, opts, evaluator=ev)
    assert again == a
    other = analyse_decision(d, AnalysisOptions(depth=0, rollout=RolloutOptions(trials=36, top=2, truncate=2, seed=6)),
                             evaluator=ev)
    assert [x.equity for x in other.alternatives] != [x.equity for x in a.alternatives]
    assert decision_seed(pos, (4, 2), 5) == decision_seed(pos, (2, 4), 5) != decision_seed(pos, (4, 3), 5)


def test_a_bear_off_is_rolled_out_to_the_databases_exact_equities(ev):
    """Both sides home: a rollout scores the exact bear-off database at once,
    so the rolled-out errors are the exact ones (docs/rules.md §6, bearing off)."""
    pos = Position.from_points({6: 2, 5: 1, 2: 2}, {6: 2, 4: 2, 1: 2})
    d = checker(pos, (6, 1), "6/5 6/off", rules=NO_CUBE)
    plain = analyse_decision(d, AnalysisOptions(depth=0), evaluator=ev)
    rolled = analyse_decision(d, AnalysisOptions(depth=0, rollout=RolloutOptions(trials=36, top=8)), evaluator=ev)
    assert rolled.best == plain.best == "6/off 2/1"
    assert rolled.error == pytest.approx(plain.error, abs=1e-9) and rolled.error > 0
    assert all(x.equity_se == pytest.approx(0.0, abs=1e-12) for x in rolled.alternatives if x.trials)


def test_a_forced_play_is_not_rolled_out(ev):
    pos = Position.from_points({1: 1}, {6: 5, 5: 5})
    d = checker(pos, (6, 5), "1/off", rules=NO_CUBE)
    a = analyse_decision(d, AnalysisOptions(depth=0, rollout=SHORT), evaluator=ev)
    assert a.forced and not a.counted and a.rollout_trials == 0


def test_rank_plays_keeps_its_signature_and_ranks_the_rollouts_first(ev):
    pos = Position.initial()
    plays, ranked = rank_plays(pos, (6, 6), RULES, MONEY, ev, AnalysisOptions(depth=0))
    assert len(ranked) == len(plays) and all(r.plies == 0 for r in ranked)
    played = parse_play(pos, (6, 6), "13/7 8/2(3)", RULES)
    plays2, ranked2 = rank_plays(pos, (6, 6), RULES, MONEY, ev, AnalysisOptions(depth=0, rollout=SHORT),
                                 played=played)
    assert plays2 == plays and len(ranked2) == len(plays)
    assert [r.plies for r in ranked2[:4]] == [ROLLED_OUT] * 4 and ranked2[4].plies == 0
    assert played.result in {r.play.result for r in ranked2[:4]}


def _random_game(seed: int, n: int) -> MatchDecisions:
    rng = random.Random(seed)
    pos = Position.initial()
    decisions = []
    for move in range(1, n + 1):
        dice = (rng.randint(1, 6), rng.randint(1, 6))
        while move == 1 and dice[0] == dice[1]:
            dice = (rng.randint(1, 6), rng.randint(1, 6))
        play = rng.choice(legal_plays(pos, dice, NO_CUBE))
        decisions.append(Decision(1, move, (move - 1) % 2, "checker", pos, MONEY, NO_CUBE, dice=dice, play=play,
                                  opening=move == 1))
        pos = play.result.swapped()
    return MatchDecisions(("A", "B"), 0, NO_CUBE, (GameDecisions(1, tuple(decisions), (0, 0), False),))


def test_rolled_out_report_is_the_same_with_one_and_two_workers(ev):
    match = _random_game(3, 4)
    opts = AnalysisOptions(depth=0, rollout=RolloutOptions(trials=36, top=2, truncate=3, seed=2))
    one = analyse(match, opts, evaluator=ev, jobs=1)
    seen = []
    two = analyse(match, opts, evaluator=ev, jobs=2, progress=lambda done, total: seen.append((done, total)))
    assert one.to_json() == two.to_json()
    assert one.to_json()["rollout"] == {"trials": 36, "top": 2, "truncate": 3, "plies": 0,
                                        "variance_reduction": False, "seed": 2}
    assert [d.error for d in one.decisions] == pytest.approx([d.error for d in two.decisions], abs=1e-6)
    assert any(d.rollout_trials == 36 for d in one.decisions)
    assert seen[-1] == (4, 4) and len(seen) == 5  # one decision at a time


def test_cancel_stops_a_rollout_under_way(ev):
    d = checker(Position.initial(), (6, 6), "13/7 8/2(3)")
    calls = []

    def cancel():
        calls.append(1)
        return len(calls) > 3  # let the rollout start, then stop it

    with pytest.raises(AnalysisCancelled):
        analyse_decision(d, AnalysisOptions(depth=0, rollout=RolloutOptions(trials=648)), evaluator=ev, cancel=cancel)
    match = _random_game(4, 3)
    with pytest.raises(AnalysisCancelled):
        analyse(match, AnalysisOptions(depth=0, rollout=SHORT), evaluator=ev, jobs=1, cancel=lambda: True)


def test_bad_rollout_options_are_refused():
    for kw in ({"trials": 0}, {"top": 0}, {"truncate": 0}, {"plies": 3}, {"seed": -1}, {"trials": 1.5}):
        with pytest.raises(ValueError):
            RolloutOptions(**kw)
    with pytest.raises(ValueError):
        AnalysisOptions(rollout=324)
    assert np.isfinite(RolloutOptions().trials)
