"""Equity of the five probabilities under the rules and the score (docs/rules.md §7–9)."""

import numpy as np
import pytest

from nard_desktop.ai.equity import (cubeless_equity, cubeless_mwc, emg_to_mwc, mwc_to_emg, outcome_values,
                                    swap_probabilities)
from nard_desktop.ai.met import match_equity_table
from nard_desktop.engine import EngineError, MatchContext, RuleSet

SURE_GAMMON = [1.0, 1.0, 0.0, 0.0, 0.0]
SURE_BACKGAMMON = [1.0, 1.0, 1.0, 0.0, 0.0]
SURE_SINGLE_LOSS = [0.0, 0.0, 0.0, 0.0, 0.0]
MONEY = MatchContext()


def eq(probs, rules=None, match=None):
    return float(cubeless_equity(np.array(probs), rules, match)[0])


def test_money_values_1_2_3():
    rules = RuleSet(jacoby=False)
    assert eq(SURE_GAMMON, rules) == pytest.approx(2.0)
    assert eq(SURE_BACKGAMMON, rules) == pytest.approx(3.0)
    assert eq(SURE_SINGLE_LOSS, rules) == pytest.approx(-1.0)
    assert eq([0.5, 0, 0, 0, 0], rules) == pytest.approx(0.0)


def test_backgammon_counts_as_gammon():
    # §7 option: "it is all mars".
    rules = RuleSet(jacoby=False, backgammon_counts_as_gammon=True)
    assert eq(SURE_BACKGAMMON, rules) == pytest.approx(2.0)
    assert eq(swap_probabilities(np.array(SURE_BACKGAMMON)), rules) == pytest.approx(-2.0)


def test_jacoby_only_while_the_cube_is_centred_on_one():
    # §8: gammons count single unless the cube has been turned; money only.
    rules = RuleSet(jacoby=True)
    assert eq(SURE_GAMMON, rules, MONEY) == pytest.approx(1.0)
    turned = MatchContext(cube_value=2, cube_owner="them")
    assert eq(SURE_GAMMON, rules, turned) == pytest.approx(2.0)
    # Without a cube there is nothing to turn: Jacoby does not apply.
    assert eq(SURE_GAMMON, RuleSet(jacoby=True, cube_enabled=False)) == pytest.approx(2.0)


def test_jacoby_never_in_a_match():
    rules = RuleSet(jacoby=True)
    match = MatchContext(match_length=7)
    win_gammon = outcome_values(rules, match)[1]
    win_single = outcome_values(rules, match)[0]
    assert win_gammon > win_single


def test_money_equity_is_per_cube_unit():
    doubled = MatchContext(cube_value=4, cube_owner="me")
    assert eq(SURE_GAMMON, RuleSet(), doubled) == pytest.approx(2.0)


def test_match_gammons_worthless_at_double_match_point():
    rules = RuleSet()
    dmp = MatchContext(match_length=5, my_score=4, their_score=4)
    assert float(cubeless_mwc(np.array(SURE_GAMMON), rules, dmp)[0]) == pytest.approx(1.0)
    assert float(cubeless_mwc(np.array([0.6, 0.5, 0.1, 0.2, 0.0]), rules, dmp)[0]) == pytest.approx(0.6)


def test_match_values_follow_the_table():
    rules = RuleSet()
    match = MatchContext(match_length=7, my_score=2, their_score=3)
    met = match_equity_table(rules)
    values = outcome_values(rules, match)
    assert values[0] == pytest.approx(met.mwc(4, 4))
    assert values[1] == pytest.approx(met.mwc(3, 4))
    assert values[3] == pytest.approx(met.mwc(5, 3))
    # A cube on 2 doubles the points at stake.
    doubled = MatchContext(match_length=7, my_score=2, their_score=3, cube_value=2, cube_owner="them")
    assert outcome_values(rules, doubled)[0] == pytest.approx(met.mwc(3, 4))


def test_emg_scale():
    rules = RuleSet()
    match = MatchContext(match_length=7, my_score=2, their_score=3)
    values = outcome_values(rules, match)
    assert float(mwc_to_emg(values[0], rules, match)) == pytest.approx(1.0)
    assert float(mwc_to_emg(values[3], rules, match)) == pytest.approx(-1.0)
    assert float(emg_to_mwc(mwc_to_emg(0.37, rules, match), rules, match)) == pytest.approx(0.37)


def test_swap_is_an_involution():
    p = np.array([0.6, 0.2, 0.05, 0.1, 0.01])
    assert np.allclose(swap_probabilities(swap_probabilities(p)), p)
    assert eq(p, RuleSet(jacoby=False)) == pytest.approx(-eq(swap_probabilities(p), RuleSet(jacoby=False)))


def test_bad_arguments_raise_engine_errors():
    with pytest.raises(EngineError):
        cubeless_equity(np.array(SURE_GAMMON), rules="money")
    with pytest.raises(EngineError):
        cubeless_mwc(np.array(SURE_GAMMON), RuleSet(), MONEY)
    with pytest.raises(EngineError):
        cubeless_equity(np.array(SURE_GAMMON), RuleSet(cube_enabled=False), MatchContext(cube_value=2, cube_owner="me"))


def test_outcome_values_are_kept_read_only_and_read_again_from_a_new_table(monkeypatch):
    import nard_desktop.ai.met as met
    from nard_desktop.ai.equity import outcome_values
    from nard_desktop.engine import CubeOwner, RuleSet
    from nard_desktop.engine.context import MatchContext

    rules = RuleSet()
    match = MatchContext(7, 2, 3, 2, CubeOwner.THEM, False)
    first = outcome_values(rules, match, 4, jacoby=False)
    assert outcome_values(rules, match, 4, jacoby=False) is first and not first.flags.writeable
    with pytest.raises(ValueError):
        first[0] = 0.5
    monkeypatch.setattr(met, "_tables", {})  # a table made anew is read again
    again = outcome_values(rules, match, 4, jacoby=False)
    assert again is not first and np.array_equal(again, first)
    # Another cube is another entry: four times the cube wins more of the match.
    assert outcome_values(rules, match, 8, jacoby=False)[0] > first[0]
