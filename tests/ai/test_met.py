"""The match equity table (nard_desktop/ai/met.py): docs/rules.md §8–9 (cube, Crawford, matches)."""

import re
from pathlib import Path

import numpy as np
import pytest

from nard_desktop.ai.met import MatchEquityTable, match_equity_table
from nard_desktop.engine import RuleSet

SIZE = 11


@pytest.fixture(scope="module")
def met():
    return match_equity_table(RuleSet.preset("international_match"))


@pytest.fixture(scope="module", params=["cube", "no_cube", "no_crawford", "mars"])
def variant(request):
    rules = {
        "cube": RuleSet(),
        "no_cube": RuleSet(cube_enabled=False),
        "no_crawford": RuleSet(crawford=False),
        "mars": RuleSet.preset("iranian_cafe"),
    }[request.param]
    return match_equity_table(rules)


def test_values_are_chances(variant):
    t = variant.table(SIZE)
    assert np.all(t >= 0.0) and np.all(t <= 1.0)


def test_table_is_symmetric(variant):
    # My chance plus yours is one, at every score (pre-Crawford and Crawford entries).
    t = variant.table(SIZE)
    assert np.allclose(t + t.T, 1.0, atol=1e-9)


def test_equal_scores_are_even(variant):
    for n in range(1, SIZE + 1):
        assert variant.mwc(n, n, crawford_game=True) == pytest.approx(0.5, abs=1e-9)
    assert variant.mwc(1, 1) == pytest.approx(0.5)


def test_closer_to_the_end_is_never_worse(variant):
    t = variant.table(SIZE)
    # Fewer points to go for me: not lower; fewer for the opponent: not higher.
    # (Without Crawford, 2-away and 1-away against a 1-away leader are equal:
    # the trailer doubles at once.)
    assert np.all(np.diff(t, axis=0) <= 1e-12)
    assert np.all(np.diff(t, axis=1) >= -1e-12)


def test_closer_to_the_end_is_better_with_crawford(met):
    t = met.table(SIZE)
    assert np.all(np.diff(t, axis=0) < 0)
    assert np.all(np.diff(t, axis=1) > 0)


def test_match_over():
    met = MatchEquityTable()
    assert met.mwc(0, 3) == 1.0
    assert met.mwc(4, -1) == 0.0


def test_crawford_game_leader_is_a_favourite(met):
    # 1-away against 2-away in the Crawford game: the trailer needs a gammon or two games.
    crawford = met.mwc(1, 2, crawford_game=True)
    assert 0.62 < crawford < 0.75
    # After the Crawford game the trailer's double makes the leader's life harder.
    post = met.mwc(1, 2)
    assert post > 0.5 and post < crawford


def test_free_drop_costs_the_trailer_at_two_away(met):
    assert met.mwc(2, 1) < 0.5
    assert met.mwc(2, 1) > met.mwc(3, 1)


def test_cube_off_table_differs_from_the_cubeful_one():
    with_cube = match_equity_table(RuleSet()).mwc(3, 5)
    no_cube = match_equity_table(RuleSet(cube_enabled=False)).mwc(3, 5)
    assert with_cube != pytest.approx(no_cube, abs=1e-4)


def test_mars_rule_lowers_backgammon_value():
    # With every backgammon a plain mars, a trailer three away gains less from big wins.
    normal = match_equity_table(RuleSet(cube_enabled=False))
    mars = match_equity_table(RuleSet(cube_enabled=False, backgammon_counts_as_gammon=True))
    assert mars.mwc(3, 1) < normal.mwc(3, 1)


def test_take_points_are_sensible(met):
    # The opponent's take point (as my winning chance) sits above one half,
    # my own below it, and both move with the score.
    up = met.take_point(7, 7, 2, "them")
    low = met.take_point(7, 7, 2, "me")
    assert 0.65 < up < 0.85
    assert low == pytest.approx(1.0 - up, abs=0.02)
    # At 2-away/2-away the doubled game decides the match: a take is right down to ~30 %.
    assert 0.25 < met.take_point(2, 2, 2, "me") < 0.36


_GNUBG_MET = Path("/usr/share/gnubg/met/Kazaross-XG2.xml")


@pytest.mark.skipif(not _GNUBG_MET.exists(), reason="GNU Backgammon's match equity tables are not installed")
def test_close_to_a_table_built_from_rollouts(met):
    # A measuring stick only: GNU Backgammon ships the Kazaross-XG2 table (rollouts).
    text = _GNUBG_MET.read_text()
    pre = text[text.index("<pre-crawford-table"):text.index("</pre-crawford-table>")]
    rows = [[float(v) for v in re.findall(r"<me>([0-9.]+)</me>", r)] for r in pre.split("<row>")[1:]]
    reference = np.array(rows)[:SIZE, :SIZE]
    ours = met.table(SIZE)
    assert np.abs(ours - reference).max() < 0.02
