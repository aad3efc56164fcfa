"""The computer player: legal choices at every level, hints, and plays that
follow the rules and the score (docs/rules.md §4–7, §9)."""

import random

import numpy as np
import pytest

from nard_desktop.ai import LEVEL_IDS, LEVELS, choose_play, hint, level_name
from nard_desktop.ai.equity import swap_probabilities
from nard_desktop.ai.levels import level
from nard_desktop.ai.simple import SimpleEvaluator
from nard_desktop.engine import EngineError, MatchContext, Position, RuleSet, legal_plays

CUBE_OFF = RuleSet(cube_enabled=False, jacoby=False)
MARS = RuleSet(cube_enabled=False, jacoby=False, backgammon_counts_as_gammon=True)


@pytest.fixture(scope="module")
def ev():
    return SimpleEvaluator()


class Lookup:
    """Says given probabilities about chosen play results (the mover's view);
    every other play result is a bad one for the mover."""

    BAD = swap_probabilities(np.array([0.05, 0.0, 0.0, 0.5, 0.0]))

    def __init__(self, table):
        self.table = {pos: np.array(p, dtype=float) for pos, p in table.items()}

    def probabilities(self, positions):
        out = np.tile(self.BAD, (len(positions), 1))
        for i, pos in enumerate(positions):
            mover_view = pos.swapped()  # the evaluator is asked with the opponent on roll
            if mover_view in self.table:
                out[i] = swap_probabilities(self.table[mover_view])
        return out


class Noise:
    """Random probabilities: whatever an evaluator says, the play must be legal."""

    def __init__(self, seed):
        self.rng = np.random.default_rng(seed)

    def probabilities(self, positions):
        p = self.rng.uniform(0, 1, (len(positions), 5))
        p[:, 1] *= p[:, 0]
        p[:, 2] *= p[:, 1]
        p[:, 3] *= 1 - p[:, 0]
        p[:, 4] *= p[:, 3]
        return p


def _sample(n, seed):
    """Positions and rolls from random games, plus the hard corners."""
    rng = random.Random(seed)
    out = []
    while len(out) < n:
        pos = Position.initial()
        while len(out) < n:
            dice = (rng.randint(1, 6), rng.randint(1, 6))
            out.append((pos, dice))
            play = rng.choice(legal_plays(pos, dice))
            if play.result.mine[0] == 15:
                break
            pos = play.result.swapped()
    return out


# Built from the side with the closed home board, then handed to the side on the bar.
CLOSED_BOARD = Position.from_points({6: 3, 5: 2, 4: 2, 3: 2, 2: 2, 1: 2}, {1: 2, 2: 2, 3: 2, 4: 2, 5: 3},
                                    theirs_bar=2).swapped()
BEAR_OFF = Position.from_points({6: 2, 5: 3, 3: 1, 1: 2}, {6: 4, 4: 2, 2: 3})
HIT_IN_BEAR_OFF = Position.from_points({6: 2, 5: 3, 3: 1, 1: 2}, {6: 4, 4: 2, 2: 3}, mine_bar=1)


def test_bar_against_a_closed_board_passes(ev):
    # §5: all entry points closed: the turn passes with the single empty play.
    assert CLOSED_BOARD.mine[25] == 2
    for lv in LEVEL_IDS:
        play = choose_play(CLOSED_BOARD, (6, 3), lv, evaluator=ev, seed=1)
        assert play.moves == () and play.result == CLOSED_BOARD
        assert play in legal_plays(CLOSED_BOARD, (6, 3))


@pytest.mark.parametrize("lv", LEVEL_IDS)
def test_every_level_plays_legally(ev, lv):
    n = 8 if lv == "world_class" else 120
    corners = [(BEAR_OFF, (6, 1)), (BEAR_OFF, (2, 2)), (HIT_IN_BEAR_OFF, (4, 4)), (CLOSED_BOARD, (1, 1))]
    for pos, dice in corners + _sample(n, seed=len(lv)):
        plays = legal_plays(pos, dice)
        play = choose_play(pos, dice, lv, evaluator=ev, seed=3)
        assert play in plays


def test_returns_the_legal_play_object_itself(ev, monkeypatch):
    import nard_desktop.ai.player as player

    seen = []

    def recording(*args, **kwargs):
        plays = legal_plays(*args, **kwargs)
        seen.append(plays)
        return plays

    monkeypatch.setattr(player, "legal_plays", recording)
    for lv in ("beginner", "expert", "world_class"):
        play = choose_play(Position.initial(), (4, 1), lv, evaluator=ev, seed=5)
        assert any(play is p for p in seen[-1])


def test_legal_whatever_the_evaluator_says():
    for i, (pos, dice) in enumerate(_sample(150, seed=9)):
        assert choose_play(pos, dice, "expert", evaluator=Noise(i)) in legal_plays(pos, dice)
    for i, (pos, dice) in enumerate(_sample(4, seed=10)):
        assert choose_play(pos, dice, "world_class", evaluator=Noise(i)) in legal_plays(pos, dice)


def test_legal_under_the_house_rule_of_no_stacking_after_a_hit(ev):
    rules = RuleSet(no_hit_and_stack_in_home=True)
    for pos, dice in _sample(80, seed=21):
        assert choose_play(pos, dice, "advanced", rules, evaluator=ev, seed=2) in legal_plays(pos, dice, rules)


def test_noise_is_deterministic_given_a_seed(ev):
    sample = [(p, d) for p, d in _sample(200, seed=5) if len(legal_plays(p, d)) >= 5][:30]
    first = [choose_play(p, d, "beginner", evaluator=ev, seed=17) for p, d in sample]
    again = [choose_play(p, d, "beginner", evaluator=ev, seed=17) for p, d in sample]
    assert first == again
    rng_a, rng_b = random.Random(4), random.Random(4)
    assert ([choose_play(p, d, "intermediate", evaluator=ev, rng=rng_a) for p, d in sample]
            == [choose_play(p, d, "intermediate", evaluator=ev, rng=rng_b) for p, d in sample])
    # The noise does change choices, and more at the weaker level.
    expert = [choose_play(p, d, "expert", evaluator=ev) for p, d in sample]
    differ_beginner = sum(a != b for a, b in zip(first, expert))
    differ_advanced = sum(choose_play(p, d, "advanced", evaluator=ev, seed=17) != e
                          for (p, d), e in zip(sample, expert))
    assert differ_beginner > differ_advanced


def test_levels_have_names():
    assert [i for i, _ in LEVELS] == ["beginner", "intermediate", "advanced", "expert", "world_class"]
    assert level_name("world_class") == "World class"
    assert level("world_class").plies == 3 and level("expert").noise == 0
    with pytest.raises(EngineError):
        choose_play(Position.initial(), (3, 1), "grandmaster")


# ------------------------------------------------------------------ hints
def test_hint_ranks_every_play(ev):
    pos = Position.initial()
    ranked = hint(pos, (6, 5), evaluator=ev)
    plays = legal_plays(pos, (6, 5))
    assert {r.play for r in ranked} == set(plays)
    # Searched plays first, each group best first.
    plies = [r.plies for r in ranked]
    assert plies == sorted(plies, reverse=True)
    for group in (3, 2, 0):
        eqs = [r.equity for r in ranked if r.plies == group]
        assert eqs == sorted(eqs, reverse=True)
    play, equity, probs = ranked[0][:3]
    assert len(probs) == 5 and 0 <= probs[0] <= 1
    assert choose_play(pos, (6, 5), "world_class", evaluator=ev) == play


def test_zero_ply_hint_matches_expert_choice(ev):
    for pos, dice in _sample(40, seed=33):
        ranked = hint(pos, dice, evaluator=ev, level="expert")
        assert ranked[0].play == choose_play(pos, dice, "expert", evaluator=ev)
        assert [r.equity for r in ranked] == sorted((r.equity for r in ranked), reverse=True)


def test_hint_for_a_forced_pass(ev):
    ranked = hint(CLOSED_BOARD, (5, 5), evaluator=ev)
    assert len(ranked) == 1 and ranked[0].play.moves == ()


def test_world_class_sees_the_opponents_reply(ev):
    # A finished game needs no search and is exact: bearing off the last checkers wins.
    pos = Position.from_points({2: 1, 1: 1}, {6: 15})
    ranked = hint(pos, (2, 1), evaluator=ev)
    assert ranked[0].play.result.mine[0] == 15
    assert ranked[0].probabilities[:2] == (1.0, 1.0)


# -------------------------------------------- plays that follow the rules
def _two_plays(pos, dice):
    plays = legal_plays(pos, dice)
    return plays[0], plays[1]


def test_mars_rule_changes_the_best_play_stub():
    # Play a: more backgammons; play b: safer.  §7: with "all mars" the extra
    # backgammons are worth nothing, so the safe play wins.
    pos, dice = Position.initial(), (6, 5)
    a, b = _two_plays(pos, dice)
    ev = Lookup({a.result: (0.80, 0.70, 0.45, 0.10, 0.0), b.result: (0.92, 0.70, 0.05, 0.02, 0.0)})
    ranked = {r.play: r.equity for r in hint(pos, dice, CUBE_OFF, evaluator=ev, level="expert")}
    assert choose_play(pos, dice, "expert", CUBE_OFF, evaluator=ev) == a
    assert choose_play(pos, dice, "expert", MARS, evaluator=ev) == b
    assert ranked[a] == pytest.approx(0.6 + 0.70 + 0.45 - 0.10)


def test_mars_rule_changes_the_best_play_real_position(ev):
    # The opponent has two checkers on the bar and three on my ace point.  With 3-3,
    # 20/17 13/7*/4 hits a third checker and plays for a backgammon; 20/17 9/3 6/3
    # makes a five-point board and wins more often.  (Simple evaluator.)
    pos = Position.from_position_id("GwYcBG7mdoSADA")
    dice = (3, 3)
    normal = hint(pos, dice, CUBE_OFF, evaluator=ev, level="expert")[0]
    mars = hint(pos, dice, MARS, evaluator=ev, level="expert")[0]
    assert normal.play != mars.play
    assert normal.probabilities[2] > mars.probabilities[2]  # more backgammons
    assert mars.probabilities[0] > normal.probabilities[0]  # more wins


def test_score_changes_the_best_play_stub():
    # At double match point only winning counts: the gammonish play loses to the safe one.
    pos, dice = Position.initial(), (4, 2)
    a, b = _two_plays(pos, dice)
    ev = Lookup({a.result: (0.60, 0.30, 0.0, 0.02, 0.0), b.result: (0.64, 0.02, 0.0, 0.02, 0.0)})
    rules = RuleSet(cube_enabled=False)
    dmp = MatchContext(match_length=5, my_score=4, their_score=4)
    assert choose_play(pos, dice, "expert", rules, None, evaluator=ev) == a
    assert choose_play(pos, dice, "expert", rules, dmp, evaluator=ev) == b
    # The Crawford game, 1-away against 4-away: the leader's gammons are worth
    # nothing and its gammon losses cost; for the trailer it is the other way round.
    cube_rules = RuleSet()
    leader = MatchContext(match_length=7, my_score=6, their_score=3, crawford_game=True)
    trailer = MatchContext(match_length=7, my_score=3, their_score=6, crawford_game=True)
    ev2 = Lookup({a.result: (0.50, 0.30, 0.0, 0.30, 0.0), b.result: (0.52, 0.02, 0.0, 0.02, 0.0)})
    assert choose_play(pos, dice, "expert", cube_rules, leader, evaluator=ev2) == b
    assert choose_play(pos, dice, "expert", cube_rules, trailer, evaluator=ev2) == a


def test_score_changes_the_best_play_real_position(ev):
    # Bearing in with a straggler on my 9 point; the opponent's last checker is on my
    # 7 point.  With 2-3, money hits 9/7*/4 for the gammon; at double match point
    # 9/6 2/off leaves the contact behind and all but wins the race.
    pos = Position.from_position_id("mM/BgwD2tkcAAA")
    dice = (2, 3)
    rules = RuleSet(cube_enabled=False)
    dmp = MatchContext(match_length=5, my_score=4, their_score=4)
    money = hint(pos, dice, rules, None, evaluator=ev, level="expert")[0]
    at_dmp = hint(pos, dice, rules, dmp, evaluator=ev, level="expert")[0]
    assert money.play != at_dmp.play
    assert money.probabilities[1] > at_dmp.probabilities[1]
    assert at_dmp.probabilities[0] > money.probabilities[0]
