"""Cube and resignation decisions (docs/rules.md §7 resignations, §8 the doubling cube)."""

import numpy as np
import pytest

from nard_desktop.ai.cube import (accept_resignation, cube_decision, cube_equities, cube_hint, cubeful_equity,
                                  raccoon_decision, resign_decision, should_double, take_decision)
from nard_desktop.ai.equity import cubeless_equity, outcome_values
from nard_desktop.ai.simple import SimpleEvaluator
from nard_desktop.engine import EngineError, MatchContext, Position, RuleSet

MONEY = RuleSet(jacoby=False)
POS = Position.initial()  # a contact position: cube efficiency 0.68


class Fixed:
    """An evaluator that says the same five probabilities about every position."""

    def __init__(self, *probs):
        self.p = np.array(probs, dtype=float)

    def probabilities(self, positions):
        return np.tile(self.p, (len(positions), 1))


def decide(probs, rules=MONEY, match=None):
    return cube_decision(POS, rules, match, Fixed(*probs))


# ------------------------------------------------------------- money play
@pytest.mark.parametrize("p, action, take", [
    (0.50, "no_double", "take"),
    (0.62, "no_double", "take"),
    (0.74, "double", "take"),
    (0.84, "double", "drop"),
])
def test_money_without_gammons(p, action, take):
    d = decide((p, 0, 0, 0, 0))
    assert (d.action, d.take) == (action, take)


def test_money_take_point_is_janowskis():
    # With x = 0.68 and no gammons the taker needs 0.5 / 2.34 = 21.4 %.
    assert decide((0.780, 0, 0, 0, 0)).take == "take"
    assert decide((0.792, 0, 0, 0, 0)).take == "drop"


def test_too_good_to_double_with_many_gammons():
    d = decide((0.88, 0.6, 0.02, 0.0, 0.0))
    assert d.action == "too_good" and d.take == "drop"
    assert d.nd > d.dp


def test_jacoby_removes_too_good():
    # Under Jacoby the gammons only count once the cube is turned: double and cash.
    d = decide((0.88, 0.6, 0.02, 0.0, 0.0), RuleSet(jacoby=True))
    assert d.action == "double"


def test_decisions_agree_with_their_own_equities():
    rng = np.random.default_rng(3)
    for _ in range(200):
        p = rng.uniform(0.05, 0.97)
        g = rng.uniform(0, p) * 0.6
        lg = rng.uniform(0, 1 - p) * 0.6
        d = decide((p, g, g * 0.1, lg, lg * 0.1))
        assert (d.take == "drop") == (d.dt >= d.dp)
        if d.action == "double":
            assert min(d.dt, d.dp) >= d.nd
        elif d.action == "no_double":
            assert d.nd >= min(d.dt, d.dp)
        else:
            assert d.action == "too_good" and d.nd > d.dp
        best = max(d.nd, min(d.dt, d.dp))
        assert d.equity == pytest.approx(best)


def test_cubeful_equity_is_the_best_action():
    probs = np.array([[0.5, 0.1, 0, 0.1, 0], [0.75, 0.1, 0, 0.05, 0], [0.95, 0.1, 0, 0, 0]])
    eq = cube_equities(probs, MONEY)
    best = cubeful_equity(probs, MONEY)
    assert np.allclose(best, np.maximum(eq["nd"], np.minimum(eq["dt"], eq["dp"])))
    # Owning the cube is worth something; the centred cube is worth less to the side on roll.
    own = cubeful_equity(probs, MONEY, MatchContext(cube_value=2, cube_owner="me"))
    theirs = cubeful_equity(probs, MONEY, MatchContext(cube_value=2, cube_owner="them"))
    assert np.all(own >= theirs)


def test_automatic_double_leaves_a_centred_cube_that_either_side_may_turn():
    # §2: an opening tie turned the cube to 2, still centred; equities are per cube unit.
    centred_two = MatchContext(cube_value=2, cube_owner="centre")
    for p in (0.55, 0.74, 0.84):
        one = decide((p, 0.1, 0, 0.05, 0), MONEY)
        two = decide((p, 0.1, 0, 0.05, 0), MONEY, centred_two)
        assert (one.action, one.take) == (two.action, two.take)
        assert two.nd == pytest.approx(one.nd) and two.dt == pytest.approx(one.dt)
    # Jacoby no longer applies once the cube shows 2.
    jacoby = RuleSet(jacoby=True)
    assert decide((0.6, 0.3, 0, 0.05, 0), jacoby, centred_two).nd > decide((0.6, 0.3, 0, 0.05, 0), jacoby).nd


def test_no_cube_when_they_own_it_or_it_is_off():
    assert decide((0.8, 0, 0, 0, 0), MONEY, MatchContext(cube_value=2, cube_owner="them")).action == "no_cube"
    assert decide((0.8, 0, 0, 0, 0), RuleSet(cube_enabled=False)).action == "no_cube"
    assert decide((0.8, 0, 0, 0, 0), MONEY, MatchContext(cube_value=64, cube_owner="me")).action == "no_cube"
    with pytest.raises(EngineError):
        take_decision(POS, RuleSet(cube_enabled=False), None, Fixed(0.8, 0, 0, 0, 0))


def test_beaver_only_when_allowed():
    probs = (0.45, 0.05, 0, 0.05, 0)  # a bad double: the taker is the favourite
    assert take_decision(POS, MONEY, None, Fixed(*probs)) == "take"
    beavers = RuleSet(jacoby=False, beavers=True)
    assert take_decision(POS, beavers, None, Fixed(*probs)) == "beaver"
    assert take_decision(POS, beavers, MatchContext(match_length=7), Fixed(*probs)) == "take"


def test_raccoon_when_the_beaver_was_wrong():
    rules = RuleSet(jacoby=False, beavers=True, raccoons=True)
    assert raccoon_decision(POS, rules, None, Fixed(0.7, 0.1, 0, 0.05, 0)) is True
    assert raccoon_decision(POS, rules, None, Fixed(0.4, 0.05, 0, 0.05, 0)) is False
    assert raccoon_decision(POS, RuleSet(jacoby=False, beavers=True), None, Fixed(0.7, 0.1, 0, 0.05, 0)) is False


# ------------------------------------------------------------- match play
def test_no_cube_in_the_crawford_game():
    match = MatchContext(match_length=5, my_score=2, their_score=4, crawford_game=True)
    assert decide((0.6, 0.1, 0, 0.1, 0), RuleSet(), match).action == "no_cube"


def test_post_crawford_trailer_doubles_at_once():
    match = MatchContext(match_length=5, my_score=1, their_score=4)
    d = decide((0.45, 0.1, 0, 0.1, 0), RuleSet(), match)
    assert d.action == "double" and d.take == "take"


def test_post_crawford_trailer_waits_for_his_gammons():
    # 2-away trailer against a 1-away leader: the leader passes any double while the trailer is
    # the favourite, so a favourite with real gammon chances plays on (too good) and cashes
    # later; without gammons playing on gains nothing and he doubles (the leader passes).
    match = MatchContext(match_length=7, my_score=5, their_score=6)
    gammonish = decide((0.62, 0.17, 0, 0.11, 0), RuleSet(), match)
    assert (gammonish.action, gammonish.take) == ("too_good", "drop")
    assert gammonish.nd > gammonish.dp
    plain = decide((0.70, 0.0, 0, 0.0, 0), RuleSet(), match)
    assert (plain.action, plain.take) == ("double", "drop")
    # An underdog doubles at once, and the leader takes.
    underdog = decide((0.40, 0.05, 0, 0.05, 0), RuleSet(), match)
    assert (underdog.action, underdog.take) == ("double", "take")


def test_post_crawford_efficiency_floor_is_confined_to_post_crawford_scores(monkeypatch):
    from nard_desktop.ai import cubeful
    probs = np.array([[0.62, 0.17, 0.0, 0.11, 0.0]])
    post = MatchContext(match_length=7, my_score=5, their_score=6)
    x = cubeful.CONTACT_EFFICIENCY
    floor = cubeful.POST_CRAWFORD_EFFICIENCY
    assert floor is not None and floor > x
    # At a post-Crawford score the blend reads the floor...
    assert cube_equities(probs, RuleSet(), post, x)["nd"][0] == pytest.approx(
        cube_equities(probs, RuleSet(), post, floor)["nd"][0])
    # ...and a higher efficiency (a long race) is kept.
    assert cube_equities(probs, RuleSet(), post, 0.95)["nd"][0] > cube_equities(probs, RuleSet(), post, floor)["nd"][0]
    # Elsewhere x is as given: money, before the Crawford game, no Crawford rule.
    for rules, match in [(MONEY, None), (RuleSet(), MatchContext(match_length=7, my_score=3, their_score=4)),
                         (RuleSet(crawford=False), post)]:
        at_x = cube_equities(probs, rules, match, x)["nd"][0]
        assert at_x != pytest.approx(cube_equities(probs, rules, match, floor)["nd"][0], abs=1e-6)
    # Without the floor the trailer of the first test cashes at once (the model before).
    monkeypatch.setattr(cubeful, "POST_CRAWFORD_EFFICIENCY", None)
    e = cube_equities(probs, RuleSet(), post, x)
    assert e["nd"][0] < e["dp"][0]


def test_post_crawford_leader_never_doubles():
    match = MatchContext(match_length=5, my_score=4, their_score=1)
    assert decide((0.75, 0.1, 0, 0.05, 0), RuleSet(), match).action == "no_double"


def test_double_match_point_cube_is_dead():
    match = MatchContext(match_length=5, my_score=4, their_score=4)
    assert not should_double(POS, RuleSet(crawford=False), match, Fixed(0.9, 0.2, 0, 0, 0))


def test_two_away_two_away_double_early():
    # At 2-away/2-away the first double turns the game into the match: double with any edge.
    match = MatchContext(match_length=5, my_score=3, their_score=3)
    assert decide((0.6, 0.1, 0, 0.1, 0), RuleSet(), match).action == "double"
    assert decide((0.6, 0.1, 0, 0.1, 0), RuleSet(), match).take == "take"
    assert decide((0.75, 0.1, 0, 0.1, 0), RuleSet(), match).take == "drop"


def test_match_decision_reports_winning_chances():
    match = MatchContext(match_length=7, my_score=1, their_score=2)
    d = decide((0.74, 0.15, 0.01, 0.05, 0), RuleSet(), match)
    assert d.mwc is not None and all(0.0 <= v <= 1.0 for v in d.mwc)
    assert d.mwc[2] == pytest.approx(outcome_values(RuleSet(), match)[0])


def test_cube_hint_looks_one_roll_ahead():
    d = cube_hint(POS, RuleSet(), None, SimpleEvaluator())
    assert d.verdict == "no_double_take"
    assert len(d.probabilities) == 5


# ----------------------------------------------------------- resignation
def test_resign_only_when_hopeless():
    assert resign_decision(POS, MONEY, None, Fixed(0.3, 0.05, 0, 0.1, 0)) is None
    assert resign_decision(POS, MONEY, None, Fixed(0.0, 0, 0, 0.0, 0)) == 1
    assert resign_decision(POS, MONEY, None, Fixed(0.0, 0, 0, 1.0, 0)) == 2
    assert resign_decision(POS, MONEY, None, Fixed(0.0, 0, 0, 1.0, 1.0)) == 3
    # An uncertain gammon: no level is fair to both sides.
    assert resign_decision(POS, MONEY, None, Fixed(0.0, 0, 0, 0.5, 0)) is None


def test_resign_level_follows_the_rules():
    sure_gammon = Fixed(0.0, 0, 0, 1.0, 0)
    assert resign_decision(POS, RuleSet(jacoby=True), None, sure_gammon) == 1  # gammons count single
    sure_bg = Fixed(0.0, 0, 0, 1.0, 1.0)
    assert resign_decision(POS, RuleSet(jacoby=False, backgammon_counts_as_gammon=True), None, sure_bg) == 2
    # The opponent needs one point: a single loss loses the match just as well.
    match = MatchContext(match_length=5, my_score=0, their_score=4)
    assert resign_decision(POS, RuleSet(), match, sure_gammon) == 1


def test_accept_resignation_when_it_gives_what_we_expect():
    # The resigner is on roll; it expects to lose a gammon for sure.
    sure_gammon_loss = Fixed(0.0, 0, 0, 1.0, 0)
    assert accept_resignation(POS, 2, MONEY, None, sure_gammon_loss)
    assert accept_resignation(POS, 3, MONEY, None, sure_gammon_loss)
    assert not accept_resignation(POS, 1, MONEY, None, sure_gammon_loss)
    # A real game is not given away: a single offered in an even position is accepted.
    assert accept_resignation(POS, 1, MONEY, None, Fixed(0.5, 0.1, 0, 0.1, 0))
    with pytest.raises(EngineError):
        accept_resignation(POS, 4, MONEY, None, sure_gammon_loss)


def test_accept_resignation_with_the_ai_on_roll():
    # The AI is on roll and will surely win a gammon: a single is not enough.
    ai_wins_gammon = Fixed(1.0, 1.0, 0, 0, 0)
    assert not accept_resignation(POS, 1, MONEY, None, ai_wins_gammon, resigner_on_roll=False)
    assert accept_resignation(POS, 2, MONEY, None, ai_wins_gammon, resigner_on_roll=False)


def test_resignation_consistent_with_equity_on_real_positions():
    # Bear-offs with the loser far behind: whenever the simple evaluator's AI
    # offers, the offer costs what its own cubeless equity says it loses.
    ev = SimpleEvaluator()
    rules = RuleSet(jacoby=False)
    cases = [
        Position.from_points({18: 3, 17: 3, 16: 3, 15: 3, 14: 3}, {1: 2}),  # a sure gammon
        Position.from_points({6: 3, 5: 3, 4: 3}, {1: 1}),  # a sure single loss
        Position.from_points({12: 5, 11: 5, 10: 5}, {1: 2, 2: 1}),  # a sure gammon
    ]
    offers = 0
    for pos in cases:
        level = resign_decision(pos, rules, None, ev)
        equity = float(cubeless_equity(ev.probabilities([pos]), rules)[0])
        if level is not None:
            offers += 1
            assert abs(-level - equity) < 0.02
            # …and the AI itself would accept that offer from the other side.
            assert accept_resignation(pos, level, rules, None, ev)
    assert offers == 3


# ------------------------------------------------- the 2-ply look (World class)
def _positions_met(n, seed=3):
    import random

    from nard_desktop.engine import legal_plays

    rng = random.Random(seed)
    out, pos = [], Position.initial()
    while len(out) < n:
        plays = legal_plays(pos, (rng.randint(1, 6), rng.randint(1, 6)))
        pos = rng.choice(plays).result.swapped()
        if pos.is_game_over():
            pos = Position.initial()
        else:
            out.append(pos)
    return out


def test_two_ply_cube_decisions_look_deeper_only_when_close():
    from nard_desktop.ai.cube import _close, cubeful_two_ply
    from nard_desktop.ai.levels import level

    assert level("world_class").cube_plies == 2
    ev = SimpleEvaluator()
    close = far = 0
    for pos in _positions_met(60):
        one = cube_decision(pos, MONEY, None, ev, plies=1)
        two = cube_decision(pos, MONEY, None, ev, plies=2)
        if _close(one):
            close += 1
            nd, dt, dp, probs = cubeful_two_ply(pos, MONEY, MatchContext(), ev)
            assert (two.nd, two.dt, two.dp) == pytest.approx((nd, dt, dp), abs=1e-12)
            np.testing.assert_allclose(two.probabilities, probs, atol=1e-12)
            assert not np.allclose(one.probabilities, two.probabilities)
        else:
            far += 1
            assert two == one
        if close >= 2 and far >= 2:
            break
    assert close >= 2 and far >= 2


def test_two_ply_average_is_the_searchs_value_of_each_roll():
    from nard_desktop.ai.cube import CUBE_FILTER, two_ply_average
    from nard_desktop.ai.search import ROLL_WEIGHTS, rank_two_ply
    from nard_desktop.engine import ROLLS, legal_plays

    ev = SimpleEvaluator()
    pos = _positions_met(5)[-1]
    want = sum(w * np.array(rank_two_ply(legal_plays(pos, r, MONEY), MONEY, MatchContext(), ev, CUBE_FILTER)[0]
                            .probabilities) for w, r in zip(ROLL_WEIGHTS, ROLLS))
    np.testing.assert_allclose(two_ply_average(pos, MONEY, MatchContext(), ev), want, atol=1e-12)
    # A position with a single play per roll keeps its probabilities coherent.
    got = two_ply_average(Position.from_points({1: 1}, {2: 1, 20: 1}), MONEY, MatchContext(), ev)
    assert got[0] == pytest.approx(1.0)


# --------------------------------------- the cube maths against hand figures
def test_too_good_keeps_the_cube_hand_computed():
    # Money, no Jacoby, p = 0.9 with half the wins gammons (W = 1.5, L = 1).
    # Janowski's take points (RULES-independent maths, see cubeful.py):
    # r = (L - 0.5)/(L + 1) = 0.25, s = 1.5/(W + 1) = 0.6,
    # doubling point t_up = s/(1 - r(1 - s)) = 2/3, their doubling point r·t_up = 1/6.
    # Playing on keeps the cube: live value on the line from (2/3, +1) to
    # (1, W = 1.5): 1 + (0.9 - 2/3)/(1/3) · 0.5 = 1.35.  Dead: 0.9·1.5 - 0.1 = 1.25.
    # ND = 0.68·1.35 + 0.32·1.25 = 1.318 > DP = 1: too good.
    d = decide((0.9, 0.45, 0, 0, 0))
    assert d.nd == pytest.approx(1.318, abs=1e-9)
    assert d.action == "too_good"
    # DT: they own the 2-cube and redouble us out at 1/6 (per cube: -2);
    # live on the line (1/6, -2) to (1, 2W = 3): -2 + (0.9 - 1/6)/(5/6) · 5 = 2.4,
    # dead 2·1.25 = 2.5: DT = 0.68·2.4 + 0.32·2.5 = 2.432.
    assert d.dt == pytest.approx(2.432, abs=1e-9)
    # The same from the other side: their too-good position costs us as much.
    assert decide((0.1, 0, 0, 0.45, 0)).nd == pytest.approx(-1.318, abs=1e-9)


def test_too_good_needs_enough_gammons():
    # Past the doubling point with few gammons the cash is better (ND < DP).
    d = decide((0.9, 0.05, 0, 0, 0))
    assert d.action == "double" and d.take == "drop" and d.nd < d.dp


# ------------------------------------------------ the cubeful 1-ply look
class ByPips:
    """Probabilities for the side on roll that depend on the pip counts, so
    the plays of a roll lead to positions of different value."""

    def probabilities(self, positions):
        out = []
        for pos in positions:
            mine, theirs = pos.pips()
            p = float(np.clip(0.5 + 0.004 * (theirs - mine), 0.02, 0.98))
            out.append((p, 0.2 * p, 0.0, 0.15 * (1 - p), 0.0))
        return np.array(out)


def test_cubeful_one_ply_is_the_roll_average_of_each_rolls_best_cubeful_play():
    from nard_desktop.ai.cube import cubeful_one_ply
    from nard_desktop.ai.search import ROLL_WEIGHTS, rank_zero_ply
    from nard_desktop.engine import ROLLS, legal_plays

    ev = ByPips()
    pos = Position.from_points({6: 5, 8: 3, 13: 5, 24: 2}, {6: 5, 8: 3, 13: 4, 20: 1, 24: 2})
    for match, doubled in ((MatchContext(), MatchContext(cube_value=2, cube_owner="them")),
                           (MatchContext(7, 2, 3), MatchContext(7, 2, 3, 2, "them"))):
        nd, dt, dp, _ = cubeful_one_ply(pos, MONEY, match, ev)
        # play_equities values each play cubefully (the opponent's cube action counted):
        # money per cube, match as EMG; back to the units of cubeful_one_ply.
        want_nd = want_dt = 0.0
        for w, roll in zip(ROLL_WEIGHTS, ROLLS):
            plays = legal_plays(pos, roll, MONEY)
            e_nd = rank_zero_ply(plays, MONEY, match, ev)[0].max()
            e_dt = rank_zero_ply(plays, MONEY, doubled, ev)[0].max()
            if match.is_money:
                want_nd += w * e_nd
                want_dt += w * 2 * e_dt
            else:
                from nard_desktop.ai.equity import emg_to_mwc
                want_nd += w * float(emg_to_mwc(e_nd, MONEY, match))
                want_dt += w * float(emg_to_mwc(e_dt, MONEY, doubled))
        assert nd == pytest.approx(want_nd, abs=1e-9)
        assert dt == pytest.approx(want_dt, abs=1e-9)
        assert dp == pytest.approx(outcome_values(MONEY, match, jacoby=False)[0])


def test_cubeful_one_ply_with_one_value_everywhere_is_the_root_formula():
    # Every leaf alike and in the linear part of the live cube: looking a roll
    # ahead changes nothing (money).
    from nard_desktop.ai.cube import cubeful_one_ply
    from nard_desktop.ai.equity import swap_probabilities

    mover = np.array([0.62, 0.12, 0.0, 0.08, 0.0])
    nd, dt, _, _ = cubeful_one_ply(POS, MONEY, None, Fixed(*swap_probabilities(mover)))
    eq = cube_equities(mover, MONEY)
    assert nd == pytest.approx(float(eq["nd"][0]), abs=1e-9)
    assert dt == pytest.approx(float(eq["dt"][0]), abs=1e-9)



def test_the_takers_redouble_at_once_caps_double_take():
    # 7-point match, 5-3 (2-away against 4-away), the leader on roll, no
    # gammons.  If the leader doubles to 2 the trailer redoubles to 4 at once
    # (it costs it nothing: at 4 the game is the match for both sides).  The
    # leader then takes with a dead cube (worth p, its chance to win) or
    # passes to 2-away, 2-away (worth MET(2, 2) = 1/2): DT = max(p, 1/2).
    match = MatchContext(match_length=7, my_score=5, their_score=3)
    for p in (0.40, 0.62, 0.80):
        d = decide((p, 0, 0, 0, 0), RuleSet(), match)
        assert d.mwc[1] == pytest.approx(max(p, 0.5), abs=1e-9)
    # The blend alone would make 0.75 a double; with the redouble it is not.
    assert decide((0.75, 0, 0, 0, 0), RuleSet(), match).action == "no_double"
    # Where waiting is better for the taker (7-away, 7-away) the cap does not bind.
    probs = np.array([0.7, 0.15, 0, 0.05, 0])
    start = MatchContext(match_length=7)
    blend = cube_equities(probs, RuleSet(), start, _redouble_check=False)["dt"][0]
    assert cube_equities(probs, RuleSet(), start)["dt"][0] == pytest.approx(blend, abs=1e-12)


# ------------------------------------------------ the cubeful 2-ply look
def _two_ply_by_definition(pos, rules, match, ev):
    """cubeful_two_ply's ND and DT written out roll by roll: the side on
    roll's best play for each cube state (cubeful 0-ply), then the
    opponent's own one-ply cube decision after it (cubeful_one_ply from its
    side), the opponent's best action counted."""
    from nard_desktop.ai.cube import _doubled, cubeful_one_ply
    from nard_desktop.ai.cubeful import can_double
    from nard_desktop.ai.search import ROLL_WEIGHTS, rank_zero_ply
    from nard_desktop.engine import ROLLS, legal_plays

    out = []
    for state in (match, _doubled(match)):
        total = 0.0
        for w, roll in zip(ROLL_WEIGHTS, ROLLS):
            plays = legal_plays(pos, roll, rules)
            eq = rank_zero_ply(plays, rules, state, ev)[0]
            after = plays[int(np.argmax(eq))].result.swapped()
            theirs = state.swapped()
            tnd, tdt, tdp, _ = cubeful_one_ply(after, rules, theirs, ev)
            best = max(tnd, min(tdt, tdp)) if can_double(rules, theirs, "me") else tnd
            if match.is_money:
                total += w * -best * theirs.cube_value / match.cube_value
            else:
                total += w * (1.0 - best)
        out.append(total)
    return out


@pytest.mark.parametrize("match", [MatchContext(), MatchContext(7, 2, 3), MatchContext(cube_value=2, cube_owner="me")])
def test_cubeful_two_ply_is_each_rolls_best_play_then_the_opponents_one_ply_decision(match):
    from nard_desktop.ai.cube import cubeful_two_ply

    ev = ByPips()
    pos = Position.from_points({6: 5, 8: 3, 13: 5, 24: 2}, {6: 5, 8: 3, 13: 4, 20: 1, 24: 2})
    nd, dt, dp, probs = cubeful_two_ply(pos, MONEY, match, ev)
    want_nd, want_dt = _two_ply_by_definition(pos, MONEY, match, ev)
    assert nd == pytest.approx(want_nd, abs=1e-9)
    assert dt == pytest.approx(want_dt, abs=1e-9)
    assert dp == pytest.approx(outcome_values(MONEY, match, jacoby=False)[0])
    assert 0.0 < probs[0] < 1.0 and probs.sum() > 0


def test_cubeful_two_ply_with_the_network_in_one_batch_matches_the_definition():
    # The network's float32 batch against the roll-by-roll float64 definition.
    from nard_desktop.ai.cube import cubeful_two_ply
    from nard_desktop.ai.default import default_evaluator

    ev = default_evaluator()
    pos = Position.from_points({6: 5, 8: 3, 13: 5, 24: 2}, {6: 4, 7: 2, 8: 2, 13: 4, 21: 1, 24: 2})
    nd, dt, _, _ = cubeful_two_ply(pos, MONEY, MatchContext(), ev)
    want_nd, want_dt = _two_ply_by_definition(pos, MONEY, MatchContext(), ev)
    assert nd == pytest.approx(want_nd, abs=1e-5)
    assert dt == pytest.approx(want_dt, abs=1e-5)
