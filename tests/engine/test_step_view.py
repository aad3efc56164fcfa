"""The step-by-step view of a turn (TurnBuilder): RULES.md §4 "the UI must offer, at every
step, only destinations that belong to some maximal legal play of the whole roll", and §10
(moves of the turn can be undone until it is finished).

Positions are ``{point: count}`` maps in each side's own numbering (my n = their 25 − n).
"""

from __future__ import annotations

import random

import pytest

from engine_helpers import after, bar_position, bearoff_position, home_fight_position, played_position, pos, \
    reference_plays

from nard_desktop.engine import BAR, OFF, IllegalMoveError, Position, RuleSet, TurnBuilder, legal_plays

ALL_ROLLS = [(a, b) for a in range(1, 7) for b in range(1, a + 1)]
HOUSE = RuleSet(no_hit_and_stack_in_home=True)


def single_steps(tb: TurnBuilder) -> set[tuple[int, int]]:
    """The one-die steps the builder offers now."""
    return {(src, dst) for src in tb.movable_points() for dst, path in tb.destinations(src).items()
            if len(path) == 1}


def snapshot(tb: TurnBuilder):
    return (tb.position, tb.steps, tb.dice_left(), tb.movable_points(), tb.is_complete())


def _sample_positions():
    rng = random.Random(5)
    out = [Position.initial()]
    out += [played_position(i, rng.randint(1, 120)) for i in range(12)]
    out += [bearoff_position(rng) for _ in range(4)] + [bar_position(rng) for _ in range(4)]
    return out


@pytest.mark.parametrize("position", _sample_positions(), ids=lambda p: p.position_id())
def test_s4_offered_first_steps_are_exactly_those_of_maximal_plays(position):
    """§4: movable points and destinations = the first steps of every maximal legal play
    (taken from an independent exhaustive search, every order of the dice)."""
    for dice in ALL_ROLLS:
        _, _, firsts = reference_plays(position, dice)
        tb = TurnBuilder(position, dice)
        assert single_steps(tb) == firsts, dice
        assert set(tb.movable_points()) == {src for src, _ in firsts}


def test_s4_offered_steps_with_the_house_option():
    rng = random.Random(8)
    for _ in range(15):
        position = home_fight_position(rng)
        for dice in [(3, 2), (2, 2), (1, 1), (4, 1), (6, 3)]:
            _, _, firsts = reference_plays(position, dice, HOUSE)
            assert single_steps(TurnBuilder(position, dice, HOUSE)) == firsts


def test_s3_combined_destination_24_13_when_18_or_19_is_open():
    """§3: with 6-5 the back checker may be dropped straight on 13 through 18 or 19."""
    mine = {24: 1, 1: 14}
    open18 = pos(mine, {6: 2, 3: 13})    # my 19 closed, my 18 open
    open19 = pos(mine, {7: 2, 3: 13})    # my 18 closed, my 19 open
    both_closed = pos(mine, {7: 2, 6: 2, 3: 11})
    assert TurnBuilder(open18, (6, 5)).destinations(24)[13] == [(24, 18), (18, 13)]
    assert TurnBuilder(open19, (6, 5)).destinations(24)[13] == [(24, 19), (19, 13)]
    assert 13 not in TurnBuilder(both_closed, (6, 5)).destinations(24)
    # from the start, their 6-point closes my 19: 24/13 only through 18
    start = TurnBuilder(Position.initial(), (6, 5))
    assert start.destinations(24) == {18: [(24, 18)], 13: [(24, 18), (18, 13)]}


def test_s3_combined_step_makes_both_single_steps():
    tb = TurnBuilder(Position.initial(), (6, 5))
    assert tb.step(24, 13) == [(24, 18), (18, 13)]
    assert tb.is_complete() and tb.dice_left() == []
    assert tb.play().result == after(Position.initial(), (24, 18), (18, 13))


def test_undo_takes_back_single_steps_in_order():
    """§10: until the turn is finished its moves can be undone."""
    start = Position.initial()
    tb = TurnBuilder(start, (6, 5))
    fresh = snapshot(tb)
    tb.step(24, 13)
    assert tb.undo() == (18, 13)
    assert tb.position == after(start, (24, 18)) and tb.dice_left() == [5]
    tb.undo_all()
    assert snapshot(tb) == fresh
    assert tb.undo() is None
    tb.step(13, 8)
    tb.step(13, 7)
    assert tb.is_complete()
    assert tb.undo() == (13, 7)
    assert tb.position == after(start, (13, 8)) and tb.dice_left() == [6]
    assert tb.undo() == (13, 8) and snapshot(tb) == fresh


def test_illegal_step_raises_and_changes_nothing():
    """§10: only legal destinations are accepted; a refused step leaves the turn as it was."""
    tb = TurnBuilder(Position.initial(), (6, 5))
    tb.step(13, 8)
    before = snapshot(tb)
    for src, dst in [(24, 20), (6, 1), (8, 3), (13, 8), (24, 13), (3, 0), (25, 19), (24, 19)]:
        with pytest.raises(IllegalMoveError):
            tb.step(src, dst)
        assert snapshot(tb) == before


def test_s4_3_larger_die_rule_in_the_step_view():
    """§4.3: either 24/18 or 24/21 alone, not both (15 closed): only the 6 is offered."""
    p = pos({24: 1, 1: 14}, {10: 2, 6: 13})
    tb = TurnBuilder(p, (6, 3))
    assert tb.movable_points() == [24]
    assert tb.destinations(24) == {18: [(24, 18)]}
    assert tb.dice_left() == [6]
    with pytest.raises(IllegalMoveError):
        tb.step(24, 21)
    tb.step(24, 18)
    assert tb.is_complete() and tb.play().dice == (6,)


def test_s4_4_seed_003_step_view_offers_only_the_checker_that_keeps_the_5():
    """§4.4, seed 003 (4-5): 24/20 is never offered, 10/6 and 10/1 are."""
    p = pos({24: 1, 10: 1, 1: 13}, {6: 2, 10: 2, 20: 2, 13: 9})
    tb = TurnBuilder(p, (5, 4))
    assert tb.movable_points() == [10]
    assert tb.destinations(10) == {6: [(10, 6)], 1: [(10, 6), (6, 1)]}
    with pytest.raises(IllegalMoveError):
        tb.step(24, 20)


def test_s5_step_view_offers_only_the_bar_while_checkers_are_on_it():
    p = pos({13: 5, 8: 3, 6: 5, 1: 1}, {13: 5, 8: 3, 7: 5, 1: 2}, bar=1)
    tb = TurnBuilder(p, (6, 4))
    assert tb.movable_points() == [BAR]
    assert set(tb.destinations(BAR)) >= {19, 21}
    tb.step(BAR, 21)
    assert BAR not in tb.movable_points() and len(tb.movable_points()) > 1


def test_s6_step_view_offers_off_only_when_the_play_allows_it():
    p = pos({5: 1, 3: 5, 2: 5, 1: 4}, {13: 15})
    tb = TurnBuilder(p, (6, 4))
    assert OFF not in tb.destinations(3)        # 5 stands higher
    assert set(tb.destinations(5)) == {1, OFF}
    tb.step(5, OFF)                              # the 6 bears the 5 off ...
    assert tb.destinations(3) == {OFF: [(3, OFF)]}  # ... now the 4 bears off from the 3
    tb.step(3, OFF)
    assert tb.play().result == after(p, (5, OFF), (3, OFF))


def test_nothing_to_play_is_a_finished_turn():
    """§4.5: the turn passes: nothing is movable and the play is empty."""
    p = pos({24: 1, 1: 14}, {7: 2, 5: 2, 6: 11})
    tb = TurnBuilder(p, (6, 4))
    assert tb.is_complete() and tb.movable_points() == [] and tb.dice_left() == []
    assert tb.play().moves == () and tb.play().result == p


def test_play_before_the_turn_is_finished_raises():
    tb = TurnBuilder(Position.initial(), (6, 5))
    tb.step(13, 8)
    with pytest.raises(IllegalMoveError):
        tb.play()


def test_the_finished_play_is_one_of_the_legal_plays():
    rng = random.Random(3)
    for i in range(10):
        position = played_position(i, rng.randint(0, 80))
        for dice in [(6, 5), (3, 3), (2, 1)]:
            tb = TurnBuilder(position, dice)
            while not tb.is_complete():
                src = rng.choice(tb.movable_points())
                dst = rng.choice(sorted(tb.destinations(src)))
                tb.step(src, dst)
            assert tb.play().result in {p.result for p in legal_plays(position, dice)}
