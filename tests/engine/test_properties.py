"""Properties of legal plays over many positions (hypothesis): RULES.md §1 (15 checkers a side,
never backwards), §3–6 (the plays themselves, against an independent exhaustive reference),
§4 (the most dice possible), the step view (TurnBuilder) and the notation round trip.

Positions come from seeded random play from the start, and from random constructions:
bear-off positions (with and without contact), several checkers on the bar against strong
home boards, fights in my home board (for the §6 hit-and-stack option), and few checkers
among many closed points (plays that use fewer dice than rolled).  Hypothesis runs
derandomized, so every run checks the same examples.
"""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine_helpers import (bar_position, bearoff_position, blocked_position, home_fight_position, played_position,
                            reference_plays)

from nard_desktop.engine import (BAR, OFF, Position, RuleSet, TurnBuilder, apply_step, format_play, legal_plays,
                                 max_dice_playable, parse_play)
from nard_desktop.engine.reference import _generate

HOUSE = RuleSet(no_hit_and_stack_in_home=True)


def checks(n: int):
    return settings(max_examples=n, deadline=None, derandomize=True, database=None,
                    suppress_health_check=[HealthCheck.too_slow])


_seeded = st.randoms(use_true_random=False)
positions = st.one_of(
    st.builds(played_position, st.integers(0, 2**32 - 1), st.integers(0, 160)),
    _seeded.map(bearoff_position),
    _seeded.map(bar_position),
    _seeded.map(home_fight_position),
    _seeded.map(blocked_position),
)
fights = st.one_of(_seeded.map(home_fight_position), st.builds(played_position, st.integers(0, 2**32 - 1),
                                                                 st.integers(0, 160)))
rolls = st.tuples(st.integers(1, 6), st.integers(1, 6))


@checks(200)
@given(positions, rolls)
def test_s1_checkers_are_kept_and_never_move_backwards(position, dice):
    """§1: 15 checkers a side after every play; every step goes from higher to lower;
    each step uses its die (§3), entering lands on 25 − d (§5), bearing off uses a die ≥ the point (§6)."""
    for play in legal_plays(position, dice):
        result = Position(play.result.mine, play.result.theirs)  # re-validated from scratch
        assert sum(result.mine) == 15 and sum(result.theirs) == 15
        assert min(result.mine) >= 0 and min(result.theirs) >= 0
        replay = position
        for (src, dst), die, hit in zip(play.moves, play.dice, play.hits):
            assert 0 <= dst < src <= BAR
            assert src - dst == die or (dst == OFF and die > src)
            assert hit == (dst != OFF and replay.theirs[25 - dst] == 1)
            replay = apply_step(replay, (src, dst))
        assert replay == play.result
        assert result.theirs[OFF] == position.theirs[OFF]  # the opponent never loses checkers off


@checks(200)
@given(positions, rolls)
def test_s4_every_play_uses_the_most_dice_possible(position, dice):
    """§4: the number of dice and the set of results equal an independent exhaustive search."""
    best, expected, _ = reference_plays(position, dice)
    plays = legal_plays(position, dice)
    assert all(len(p.moves) == best for p in plays)
    assert max_dice_playable(position, dice) == best
    assert {p.result for p in plays} == expected
    assert len(plays) == len(expected)  # one play per result


@checks(150)
@given(fights, rolls)
def test_s6_house_option_plays_match_the_reference(position, dice):
    """§6 option: hitter in the home board never goes on onto own checkers; all else unchanged."""
    best, expected, _ = reference_plays(position, dice, HOUSE)
    plays = legal_plays(position, dice, HOUSE)
    assert {p.result for p in plays} == expected and len(plays) == len(expected)
    assert all(len(p.moves) == best for p in plays)
    assert max_dice_playable(position, dice, HOUSE) == best


@checks(150)
@given(positions, rolls, st.booleans())
def test_turn_builder_replays_every_play(position, dice, house):
    """Every legal play, made one single step at a time in the step view, is accepted and
    completes the turn with the same result."""
    rules = HOUSE if house else None
    plays = legal_plays(position, dice, rules)
    for play in plays[:: max(1, len(plays) // 12)]:
        tb = TurnBuilder(position, dice, rules)
        for src, dst in play.moves:
            assert dst in tb.destinations(src)
            tb.step(src, dst)
        assert tb.is_complete() and tb.dice_left() == []
        assert tb.position == play.result and tb.play().result == play.result


@checks(200)
@given(positions, rolls)
def test_notation_round_trip(position, dice):
    """format_play then parse_play gives back the same play."""
    for play in legal_plays(position, dice):
        text = format_play(play)
        assert parse_play(position, dice, text) == play
        assert parse_play(position, dice, text).result == play.result


@checks(200)
@given(positions, rolls)
def test_fast_generator_agrees_with_the_general_one(position, dice):
    """legal_plays' fast path (default rules) against the engine's general search."""
    fast = legal_plays(position, dice)
    best, leaves = _generate(position, dice, None)
    assert {Position(m, t) for m, t in leaves} == {p.result for p in fast}
    assert all(len(p.moves) == best for p in fast)
