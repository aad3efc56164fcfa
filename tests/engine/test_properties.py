"""Properties of legal plays over many positions (hypothesis): docs/rules.md §1 (15 checkers a side,
never backwards), §3–6 (the plays themselves, against an independent exhaustive reference),
§4 (the most dice possible), the step view (TurnBuilder) and the notation round trip.

Positions come from seeded random play from the start, and from random constructions:
bear-off positions (with and without contact), several checkers on the bar against strong
home boards, fights in my home board (for the §6 hit-and-stack option), and few checkers
among many closed points (plays that use fewer dice than rolled).  Hypothesis runs
derandomized, so every run checks the same examples (tests/sampling.py: a first sample of
them by default, all of them under ``-m slow``).  The second part runs the same kinds of
property over one fixed corpus (random play, sparse bear-offs, bar-heavy positions).
"""

from __future__ import annotations

import functools
import random

import pytest
from hypothesis import strategies as st

from engine_helpers import (bar_position, bearoff_position, blocked_position, home_fight_position, played_position,
                            random_play_positions, reference_plays)

from nard_desktop.engine import (BAR, OFF, ROLLS, Position, RuleSet, TurnBuilder, apply_step, format_play, legal_plays,
                                 max_dice_playable, parse_play, play_from_moves)
from nard_desktop.engine.movegen.reference import reference_search
from sampling import sampled, sizes

HOUSE = RuleSet(no_hit_and_stack_in_home=True)


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


@sampled(80, 200, positions, rolls)
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


@sampled(80, 200, positions, rolls)
def test_s4_every_play_uses_the_most_dice_possible(position, dice):
    """§4: the number of dice and the set of results equal an independent exhaustive search."""
    best, expected, _ = reference_plays(position, dice)
    plays = legal_plays(position, dice)
    assert all(len(p.moves) == best for p in plays)
    assert max_dice_playable(position, dice) == best
    assert {p.result for p in plays} == expected
    assert len(plays) == len(expected)  # one play per result


@sampled(60, 150, fights, rolls)
def test_s6_house_option_plays_match_the_reference(position, dice):
    """§6 option: hitter in the home board never goes on onto own checkers; all else unchanged."""
    best, expected, _ = reference_plays(position, dice, HOUSE)
    plays = legal_plays(position, dice, HOUSE)
    assert {p.result for p in plays} == expected and len(plays) == len(expected)
    assert all(len(p.moves) == best for p in plays)
    assert max_dice_playable(position, dice, HOUSE) == best


@sampled(50, 150, positions, rolls, st.booleans())
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


@sampled(25, 200, positions, rolls)
def test_notation_round_trip(position, dice):
    """format_play then parse_play gives back the same play."""
    for play in legal_plays(position, dice):
        text = format_play(play)
        assert parse_play(position, dice, text) == play
        assert parse_play(position, dice, text).result == play.result


@sampled(80, 200, positions, rolls)
def test_fast_generator_agrees_with_the_general_one(position, dice):
    """legal_plays' fast path (default rules) against the engine's general search."""
    fast = legal_plays(position, dice)
    best, leaves = reference_search(position, dice, None)
    assert {Position(m, t) for m, t in leaves} == {p.result for p in fast}
    assert all(len(p.moves) == best for p in fast)



# ------------------------------------------------ over a fixed corpus (random play, sparse bear-offs, bar-heavy)
def reference(position: Position, roll, house: bool = False) -> tuple[int, set[Position]]:
    """(dice a legal play uses, the set of legal results) by the shared reference."""
    return reference_plays(position, roll, HOUSE if house else None)[:2]


# ------------------------------------------------------------------ corpus_positions
def _scatter(side: list[int], n: int, points: list[int], rng: random.Random) -> None:
    for _ in range(n):
        side[rng.choice(points)] += 1


def _with_rest_off(mine: list[int], theirs: list[int]) -> Position:
    mine[OFF] = 15 - sum(mine[1:])
    theirs[OFF] = 15 - sum(theirs[1:])
    return Position(mine, theirs)


def sparse_bearoff_position(rng: random.Random) -> Position:
    """All of mine home (or one just hit), the opponent racing or still holding points in my home."""
    mine, theirs = [0] * 26, [0] * 26
    style = rng.choice(("race", "contact", "hit"))
    if style == "race":
        _scatter(theirs, rng.randint(1, 15), list(range(1, 7)), rng)
    else:
        _scatter(theirs, rng.randint(1, 4), list(range(19, 25)), rng)   # their 19-24 = my 6-1
        _scatter(theirs, rng.randint(0, 11), list(range(1, 19)), rng)
        if sum(theirs) < 15:
            theirs[BAR] += rng.choice((0, 0, 1))
    free = [p for p in range(1, 7) if not theirs[25 - p]]
    _scatter(mine, rng.randint(1, 15), free, rng)
    if style == "hit" and sum(mine[1:]) < 15:
        mine[BAR] = 1
    return _with_rest_off(mine, theirs)


def bar_heavy_position(rng: random.Random) -> Position:
    """One to four of mine on the bar against a home board with several closed points."""
    mine, theirs = [0] * 26, [0] * 26
    for p in rng.sample(range(1, 7), rng.randint(1, 6)):
        theirs[p] = min(rng.choice((1, 2, 2, 3)), 15 - sum(theirs))
    _scatter(theirs, rng.randint(0, 15 - sum(theirs)), list(range(7, 25)), rng)
    mine[BAR] = rng.randint(1, 4)
    free = [p for p in range(1, 25) if not theirs[25 - p]]
    _scatter(mine, rng.randint(0, 15 - mine[BAR]), free, rng)
    return _with_rest_off(mine, theirs)


@functools.lru_cache(maxsize=None)
def corpus() -> tuple[Position, ...]:
    rng = random.Random(2025)
    made = random_play_positions(1500, 99)
    made += [sparse_bearoff_position(rng) for _ in range(400)]
    made += [bar_heavy_position(rng) for _ in range(400)]
    return tuple(p for p in made if not p.is_game_over())


corpus_positions = st.integers(min_value=0, max_value=10 ** 9).map(lambda i: corpus()[i % len(corpus())])


# ------------------------------------------------------------------ properties
@sampled(60, 150, corpus_positions, rolls, st.booleans())
def test_fifteen_checkers_a_side_and_never_backwards(position, roll, house):
    """docs/rules.md §1: 15 checkers per side always; checkers move from higher to lower points only.

    Each step moves by its die (or bears off with a die at least as large, §6), and a step
    hits exactly when it lands on a single opposing checker (§3).
    """
    for play in legal_plays(position, roll, HOUSE if house else None):
        result = play.result
        assert sum(result.mine) == 15 and sum(result.theirs) == 15
        Position(result.mine, result.theirs)  # no shared points, no negative counts
        assert len(play.moves) == len(play.hits) == len(play.dice)
        m, t = list(position.mine), list(position.theirs)
        for (src, dst), hit, die in zip(play.moves, play.hits, play.dice):
            assert 25 >= src > dst >= 0
            assert die in roll
            assert src - dst == die or (dst == OFF and src < die)
            assert m[src] > 0
            assert hit == (dst != OFF and t[25 - dst] == 1)
            m[src] -= 1
            m[dst] += 1
            if hit:
                t[25 - dst] -= 1
                t[BAR] += 1
        assert (tuple(m), tuple(t)) == (result.mine, result.theirs)
        assert result.pips()[0] < position.pips()[0] or not play.moves


@sampled(60, 150, corpus_positions, rolls)
def test_plays_use_the_most_dice_and_match_the_reference(position, roll):
    """docs/rules.md §4: every play uses the greatest possible number of dice (the larger die when
    only one can be played), and the plays are exactly the reference's legal results, once each."""
    used, results = reference(position, roll)
    plays = legal_plays(position, roll)
    assert all(len(play.moves) == used for play in plays)
    assert max_dice_playable(position, roll) == used
    assert len(plays) == len({p.result for p in plays})
    assert {p.result for p in plays} == results


@sampled(60, 150, corpus_positions, rolls)
def test_house_rule_plays_match_the_reference(position, roll):
    """docs/rules.md §6 option no_hit_and_stack_in_home, with §4 over the restricted steps."""
    used, results = reference(position, roll, house=True)
    plays = legal_plays(position, roll, HOUSE)
    assert all(len(play.moves) == used for play in plays)
    assert max_dice_playable(position, roll, HOUSE) == used
    assert {p.result for p in plays} == results


@sampled(40, 150, corpus_positions, rolls, st.booleans())
def test_each_play_replays_step_by_step_in_the_turn_builder(position, roll, house):
    """docs/rules.md §4/§10: the step-by-step view reaches every legal play and then is complete."""
    rules = HOUSE if house else None
    plays = legal_plays(position, roll, rules)
    tb = TurnBuilder(position, roll, rules)
    for play in plays:
        for src, dst in play.moves:
            assert not tb.is_complete()
            tb.step(src, dst)
        assert tb.is_complete() and tb.dice_left() == []
        assert tb.play().result == play.result
        assert tb.position == play.result
        tb.undo_all()
        assert tb.position == position
        assert play_from_moves(position, roll, play.moves, rules).result == play.result


@sampled(25, 150, corpus_positions, rolls)
def test_notation_round_trip_on_the_corpus(position, roll):
    """docs/rules.md §3-§6 plays in notation: every play is read back as itself from its own notation."""
    plays = legal_plays(position, roll)
    texts = [format_play(p) for p in plays]
    assert len(set(texts)) == len(texts)
    for play, text in zip(plays, texts):
        assert parse_play(position, roll, text).result == play.result


def test_corpus_covers_the_situations_it_is_meant_to():
    """docs/rules.md §5/§6: the corpus_positions above include bar, bear-off, contact bear-off and race situations."""
    c = corpus()
    assert len(c) > 2000
    assert sum(1 for p in c if p.mine[BAR]) > 400
    assert sum(1 for p in c if p.mine[BAR] >= 2) > 100
    assert sum(1 for p in c if not p.mine[BAR] and sum(p.mine[7:]) == 0) > 250
    assert sum(1 for p in c if sum(p.mine[7:]) == 0 and p.is_contact()) > 50
    assert sum(1 for p in c if not p.is_contact()) > 100


@pytest.mark.parametrize("stride", sizes(32, 8))
def test_house_rule_matches_the_reference_under_every_roll(stride):
    """docs/rules.md §6 option, swept without hypothesis: every 32nd corpus position (every eighth
    under -m slow), all 21 rolls (GNU Backgammon has no such option, so this reference is
    the only check of it)."""
    rolls_21 = ROLLS
    checked = 0
    for position in corpus()[::stride]:
        for roll in rolls_21:
            used, results = reference(position, roll, house=True)
            plays = legal_plays(position, roll, HOUSE)
            assert {p.result for p in plays} == results, (position, roll)
            assert all(len(p.moves) == used for p in plays), (position, roll)
            checked += 1
    assert checked > 44_000 // stride
