"""docs/rules.md §8, beavers (money option) and raccoons (sub-option): after a beaver the
original doubler takes (plays on at the beavered value), drops (loses the doubled value,
the stake before the beaver) or raccoons where raccoons are on."""

from __future__ import annotations

import pytest

from nard_desktop.engine import (CubeState, Game, GamePhase, IllegalActionError, ManualRoller, Match, MatchKey,
                                 Position, RuleSet, game_ids, match_from_ids)

BEAVERS = RuleSet.preset("money").replace(beavers=True)
RACCOONS = BEAVERS.replace(raccoons=True)


def _beavered(rules: RuleSet, cube: CubeState = CubeState()) -> Game:
    m = Match(0, rules, roller=ManualRoller([(5, 2)]))
    g = m.game
    g.set_state(Position.initial(), 0, cube=cube)
    g.double()
    g.beaver()
    return g


def test_the_doubler_answers_every_beaver():
    """docs/rules.md §8 beavers: even without raccoons the doubler must answer the beaver."""
    g = _beavered(BEAVERS)
    assert g.phase == GamePhase.BEAVERED and g.awaiting == 0
    assert g.cube == CubeState(4, 1) and g.beaver_stake == 2
    assert not g.can_raccoon() and not g.can_double()


def test_taking_a_beaver_plays_on_at_the_beavered_value():
    g = _beavered(BEAVERS)
    g.take()
    assert g.phase == GamePhase.ROLL and g.on_roll == 0 and g.cube == CubeState(4, 1)
    assert g.roll() == (5, 2)


def test_rolling_takes_the_beaver():
    g = _beavered(BEAVERS)
    g.roll()
    assert g.phase == GamePhase.MOVE and g.cube == CubeState(4, 1)


def test_dropping_a_beaver_loses_the_doubled_value():
    """The doubler refuses the beaver: he loses 2 (the doubled value), not 4."""
    g = _beavered(BEAVERS)
    result = g.drop()
    assert g.phase == GamePhase.OVER
    assert result.winner == 1 and result.points == 2 and result.reason == "drop"
    assert g.cube == CubeState(2, 1)


def test_dropping_a_beaver_of_a_redouble():
    """A redouble from 2 to 4 beavered to 8: refusing costs 4."""
    g = _beavered(BEAVERS, CubeState(2, 0))
    assert g.cube == CubeState(8, 1) and g.beaver_stake == 4
    assert g.drop().points == 4


def test_raccoon_where_raccoons_are_on():
    """docs/rules.md §8 raccoon: the doubler's third answer; the cube stays with the beaverer."""
    g = _beavered(RACCOONS)
    assert g.can_raccoon()
    assert g.raccoon() == 8
    assert g.phase == GamePhase.ROLL and g.cube == CubeState(8, 1) and g.on_roll == 0
    with pytest.raises(IllegalActionError):
        g.drop()


def test_no_raccoon_without_the_option():
    g = _beavered(BEAVERS)
    with pytest.raises(IllegalActionError, match="raccoons are not allowed"):
        g.raccoon()
    assert g.phase == GamePhase.BEAVERED and g.cube == CubeState(4, 1)


def test_no_raccoon_above_64():
    g = _beavered(RACCOONS, CubeState(16, 0))
    assert g.cube == CubeState(64, 1) and not g.can_raccoon()
    with pytest.raises(IllegalActionError, match="above 64"):
        g.raccoon()


def test_money_score_after_a_refused_beaver():
    m = Match(0, BEAVERS)
    m.game.set_state(Position.initial(), 1)
    m.game.double()
    m.game.beaver()
    m.game.drop()
    assert m.score == [2, 0]


@pytest.mark.parametrize("rules", [BEAVERS, RACCOONS])
def test_beaver_waiting_survives_export_and_import(rules):
    """docs/rules.md §8: a beaver waiting for its answer re-imports as the same state (the
    Match ID shows the beaverer owning the doubled cube and doubling again)."""
    g = _beavered(rules)
    key = MatchKey.decode(game_ids(g)[1])
    assert (key.cube_value, key.cube_owner, key.doubled, key.turn, key.dice_owner) == (2, 1, True, 0, 0)
    again = match_from_ids(*game_ids(g), rules=rules).game
    assert again.phase == GamePhase.BEAVERED and again.cube == g.cube and again.beaver_stake == 2
    assert again.can_raccoon() == g.can_raccoon()
    assert game_ids(again) == game_ids(g)
    assert again.drop().points == 2


def test_beaver_import_needs_beavers():
    g = _beavered(BEAVERS)
    ids = game_ids(g)
    assert match_from_ids(*ids).rules.beavers  # no rules given: turned on to match
    from nard_desktop.engine import InvalidIdError
    with pytest.raises(InvalidIdError, match="do not allow beavers"):
        match_from_ids(*ids, rules=RuleSet.preset("money"))
