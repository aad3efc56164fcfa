"""The special fast paths of legal_plays against the reference search, the
independent rule book of the tests, and GNU Backgammon.

* every checker home, the bear-off (RULES.md §6, with the whole-turn rule of §4):
  ``nard_desktop.engine.fasthome``;
* checkers on the bar (RULES.md §5) and doubles away from the bar (§4):
  ``nard_desktop.engine.fastpath``.

Each position is checked under all 21 rolls: the same results as the reference, the same
number of dice, one play per result, and each play's steps, dice and hits replay to its
result.  The hand-made cases pin the situations where the order of the dice matters.
"""

from __future__ import annotations

import random

import pytest

from engine_helpers import after, bar_position, bearoff_position, pos, reference_plays, results

from nard_desktop.engine import BAR, OFF, ROLLS, Position, apply_step, legal_plays, max_dice_playable
from nard_desktop.engine.reference import _generate


def _check(position: Position) -> None:
    for roll in ROLLS:
        plays = legal_plays(position, roll)
        best, leaves = _generate(position, roll, None)
        expected = {Position(m, t) for m, t in leaves}
        got = [p.result for p in plays]
        assert set(got) == expected, (position.position_id(), roll)
        assert len(got) == len(expected), (position.position_id(), roll)  # one play per result
        assert max_dice_playable(position, roll) == best
        for play in plays:
            assert len(play.moves) == len(play.dice) == len(play.hits) == best
            replay = position
            for (src, dst), die, hit in zip(play.moves, play.dice, play.hits):
                assert src - dst == die or (dst == OFF and die > src)
                assert hit is (dst != OFF and replay.theirs[25 - dst] == 1)
                replay = apply_step(replay, (src, dst))
            assert replay.mine == play.result.mine and replay.theirs == play.result.theirs


def _home_positions(n: int, seed: int) -> list[Position]:
    rng = random.Random(seed)
    return [bearoff_position(rng) for _ in range(n)]


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_s6_bear_off_fast_path_matches_the_reference(seed):
    """RULES.md §6 (and §4): every checker home, with and without contact, all 21 rolls."""
    positions = _home_positions(60, seed)
    assert all(max(p for p in range(26) if q.mine[p] or p == 0) <= 6 for q in positions)
    for position in positions:
        _check(position)


def test_s6_bear_off_matches_the_independent_rule_book():
    """RULES.md §6: the results of the fast path equal the tests' own exhaustive search."""
    for position in _home_positions(40, 11):
        for roll in ROLLS:
            best, expected, _ = reference_plays(position, roll)
            assert results(position, roll) == expected
            assert max_dice_playable(position, roll) == best


@pytest.mark.parametrize("seed", [1, 2])
def test_s5_bar_positions_match_the_reference(seed):
    """RULES.md §5: checkers on the bar against strong home boards, all 21 rolls."""
    rng = random.Random(seed)
    for _ in range(60):
        _check(bar_position(rng))


def test_s6_smaller_die_first_lets_the_larger_bear_off_from_a_new_highest_point():
    """RULES.md §6: 5-4 with checkers on 6 and 3: the 4 first (6 to 2) leaves 3 the highest,
    and the 5 bears it off: a play found only with the smaller die first."""
    start = pos({6: 1, 3: 1}, {1: 5})
    got = results(start, (5, 4))
    assert after(start, (6, 2), (3, OFF)) in got
    assert after(start, (6, 1), (3, OFF)) in got  # 5 then 4: 6 to 1, then 3 is the highest for the 4
    _check(start)


def test_s6_a_checker_moves_on_from_a_point_it_reached():
    """RULES.md §6: 4-2 with checkers on 6 and 5 and my 2-point closed: the 2 first takes
    the 6 to the empty 4-point, and the 4 bears it off from there; the 4 first cannot."""
    start = pos({6: 1, 5: 1}, {23: 2, 10: 3})  # their 23 is my 2
    assert results(start, (4, 2)) == {after(start, (5, 1), (6, 4)), after(start, (6, 4), (4, OFF))}
    _check(start)


def test_s4_s6_only_one_die_when_the_last_checker_goes_off():
    """RULES.md §4 and §6: one checker left on the 2-point, 6-5: the 6 bears it off and the
    game is over; a single step with the larger die is the play."""
    start = pos({2: 1}, {1: 5})
    plays = legal_plays(start, (6, 5))
    assert [(p.moves, p.dice) for p in plays] == [(((2, OFF),), (6,))]


def test_s6_doubles_stop_when_everything_is_off():
    """RULES.md §6 (and §4): two checkers left, 3-3: two steps, both off."""
    start = pos({3: 1, 1: 1}, {1: 5})
    plays = legal_plays(start, (3, 3))
    assert len(plays) == 1 and sorted(plays[0].moves) == [(1, OFF), (3, OFF)]


def test_s6_hits_inside_the_home_board_while_bearing_off():
    """RULES.md §6: bearing off with an opposing blot in my home board: a step onto it hits."""
    start = pos({6: 2, 4: 1}, {22: 1, 10: 3})  # their 22 is my 3
    plays = legal_plays(start, (3, 1))
    hitting = [p for p in plays if any(p.hits)]
    assert hitting and all(p.result.theirs[BAR] == 1 for p in hitting)
    assert after(start, (6, 3), (4, 3)) in {p.result for p in plays}
    _check(start)


def test_plays_made_by_the_fast_path_are_ordinary_plays_and_positions():
    """The generators build plays through a plain twin of the class (nard_desktop.engine.play):
    what comes out is a frozen Play holding a frozen Position, equal, hashed and pickled like
    one made by hand."""
    import dataclasses
    import pickle

    start = pos({6: 2, 8: 2, 13: 2}, {20: 1, 1: 2})  # their 20 is my 5: a blot to hit
    for play in legal_plays(start, (4, 2)) + legal_plays(start, (3, 3)):
        assert type(play).__name__ == "Play" and type(play.result) is Position
        twin = type(play)(play.moves, Position(play.result.mine, play.result.theirs), play.hits, play.dice)
        assert play == twin and hash(play) == hash(twin) and hash(play.result) == hash(twin.result)
        assert pickle.loads(pickle.dumps(play)) == play
        with pytest.raises(dataclasses.FrozenInstanceError):
            play.moves = ()
        with pytest.raises(AttributeError):
            play.result.mine = ()
