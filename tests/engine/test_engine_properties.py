"""Properties of the move generator over many positions (RULES.md §1 15 checkers a side and
never backwards, §3-§6 the legal steps, §4 the whole-turn rule, §6 the house option), checked
with hypothesis against a reference rule book written here from RULES.md alone.

Positions come from seeded random play from the start, plus constructed bear-off positions
(with and without contact, some with a checker hit) and bar-heavy ones.
"""

from __future__ import annotations

import functools
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from nard_desktop.engine import (BAR, OFF, Position, RuleSet, TurnBuilder, legal_plays,
                                 max_dice_playable, play_from_moves)
from nard_desktop.engine.notation import format_play, parse_play

from engine_helpers import random_play_positions

HOUSE = RuleSet(no_hit_and_stack_in_home=True)
PROPERTY = settings(max_examples=150, deadline=None, derandomize=True, database=None,
                    suppress_health_check=[HealthCheck.too_slow])


# ------------------------------------------------------------------ the reference rule book
def reference(position: Position, roll, house: bool = False) -> tuple[int, set[Position]]:
    """(dice a legal play uses, the set of legal results), straight from RULES.md.

    Every sequence of single steps is explored level by level (both orders of the dice, or
    four of a double); the legal results are those of the longest sequences (§4.1), and of
    those that start with the larger die when only one die can be played (§4.3).  With the
    §6 house option, checkers that hit in the home board are followed one by one: a state
    keeps how many such hitters stand on each point, and a hitter may not step onto a point
    holding own checkers (other checkers on its point are free).
    """
    a, b = roll
    hi, lo = max(a, b), min(a, b)
    orders = [(a,) * 4] if a == b else [(hi, lo), (lo, hi)]
    none = (0,) * 26
    level = {(position.mine, position.theirs, none, dice, 0) for dice in orders}
    used = 0
    while True:
        nxt = set()
        for m, t, h, dice, first in level:
            if not dice:
                continue
            d = dice[0]
            for src, dst, hitter in _reference_steps(m, t, h, d, house):
                m2, t2, h2 = list(m), list(t), list(h)
                m2[src] -= 1
                m2[dst] += 1
                hit = dst != OFF and t[25 - dst] == 1
                if hit:
                    t2[25 - dst] = 0
                    t2[BAR] += 1
                if hitter:
                    h2[src] -= 1
                    if dst != OFF:
                        h2[dst] += 1
                elif house and hit and 1 <= dst <= 6:
                    h2[dst] += 1
                nxt.add((tuple(m2), tuple(t2), tuple(h2), dice[1:], first or d))
        if not nxt:
            break
        level = nxt
        used += 1
    if used == 0:
        return 0, {position}
    if used == 1 and a != b and any(s[4] == hi for s in level):
        level = {s for s in level if s[4] == hi}
    return used, {Position(s[0], s[1]) for s in level}


def _reference_steps(m, t, h, d, house):
    """Single steps of die ``d``: (src, dst, moved checker is a hitter)."""
    if m[BAR]:  # §5: the bar first; my point 25 - d is their point d
        return [(BAR, 25 - d, False)] if t[d] < 2 else []
    home = sum(m[7:]) == 0
    highest = max((p for p in range(1, 25) if m[p]), default=0)
    out = []
    for src in range(1, 25):
        if not m[src]:
            continue
        dst = src - d
        if dst >= 1:
            if t[25 - dst] >= 2:  # §3: closed
                continue
        elif home and (dst == 0 or src == highest):  # §6
            dst = OFF
        else:
            continue
        if m[src] > h[src]:
            out.append((src, dst, False))
        if h[src] and (dst == OFF or m[dst] == 0):
            out.append((src, dst, True))
    return out


# ------------------------------------------------------------------ positions
def _place(side: list[int], n: int, points: list[int], rng: random.Random) -> None:
    for _ in range(n):
        side[rng.choice(points)] += 1


def _finish(mine: list[int], theirs: list[int]) -> Position:
    mine[OFF] = 15 - sum(mine[1:])
    theirs[OFF] = 15 - sum(theirs[1:])
    return Position(mine, theirs)


def bearoff_position(rng: random.Random) -> Position:
    """All of mine home (or one just hit), the opponent racing or still holding points in my home."""
    mine, theirs = [0] * 26, [0] * 26
    style = rng.choice(("race", "contact", "hit"))
    if style == "race":
        _place(theirs, rng.randint(1, 15), list(range(1, 7)), rng)
    else:
        _place(theirs, rng.randint(1, 4), list(range(19, 25)), rng)   # their 19-24 = my 6-1
        _place(theirs, rng.randint(0, 11), list(range(1, 19)), rng)
        if sum(theirs) < 15:
            theirs[BAR] += rng.choice((0, 0, 1))
    free = [p for p in range(1, 7) if not theirs[25 - p]]
    _place(mine, rng.randint(1, 15), free, rng)
    if style == "hit" and sum(mine[1:]) < 15:
        mine[BAR] = 1
    return _finish(mine, theirs)


def bar_heavy_position(rng: random.Random) -> Position:
    """One to four of mine on the bar against a home board with several closed points."""
    mine, theirs = [0] * 26, [0] * 26
    for p in rng.sample(range(1, 7), rng.randint(1, 6)):
        theirs[p] = min(rng.choice((1, 2, 2, 3)), 15 - sum(theirs))
    _place(theirs, rng.randint(0, 15 - sum(theirs)), list(range(7, 25)), rng)
    mine[BAR] = rng.randint(1, 4)
    free = [p for p in range(1, 25) if not theirs[25 - p]]
    _place(mine, rng.randint(0, 15 - mine[BAR]), free, rng)
    return _finish(mine, theirs)


@functools.lru_cache(maxsize=None)
def corpus() -> tuple[Position, ...]:
    rng = random.Random(2025)
    made = random_play_positions(1500, 99)
    made += [bearoff_position(rng) for _ in range(400)]
    made += [bar_heavy_position(rng) for _ in range(400)]
    return tuple(p for p in made if not p.is_game_over())


positions = st.integers(min_value=0, max_value=10 ** 9).map(lambda i: corpus()[i % len(corpus())])
rolls = st.tuples(st.integers(1, 6), st.integers(1, 6))


# ------------------------------------------------------------------ properties
@PROPERTY
@given(positions, rolls, st.booleans())
def test_fifteen_checkers_a_side_and_never_backwards(position, roll, house):
    """RULES.md §1: 15 checkers per side always; checkers move from higher to lower points only.

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


@PROPERTY
@given(positions, rolls)
def test_plays_use_the_most_dice_and_match_the_reference(position, roll):
    """RULES.md §4: every play uses the greatest possible number of dice (the larger die when
    only one can be played), and the plays are exactly the reference's legal results, once each."""
    used, results = reference(position, roll)
    plays = legal_plays(position, roll)
    assert all(len(play.moves) == used for play in plays)
    assert max_dice_playable(position, roll) == used
    assert len(plays) == len({p.result for p in plays})
    assert {p.result for p in plays} == results


@PROPERTY
@given(positions, rolls)
def test_house_rule_plays_match_the_reference(position, roll):
    """RULES.md §6 option no_hit_and_stack_in_home, with §4 over the restricted steps."""
    used, results = reference(position, roll, house=True)
    plays = legal_plays(position, roll, HOUSE)
    assert all(len(play.moves) == used for play in plays)
    assert max_dice_playable(position, roll, HOUSE) == used
    assert {p.result for p in plays} == results


@PROPERTY
@given(positions, rolls, st.booleans())
def test_each_play_replays_step_by_step_in_the_turn_builder(position, roll, house):
    """RULES.md §4/§10: the step-by-step view reaches every legal play and then is complete."""
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


@PROPERTY
@given(positions, rolls)
def test_notation_round_trip(position, roll):
    """RULES.md §3-§6 plays in notation: every play is read back as itself from its own notation."""
    plays = legal_plays(position, roll)
    texts = [format_play(p) for p in plays]
    assert len(set(texts)) == len(texts)
    for play, text in zip(plays, texts):
        assert parse_play(position, roll, text).result == play.result


def test_corpus_covers_the_situations_it_is_meant_to():
    """RULES.md §5/§6: the positions above include bar, bear-off, contact bear-off and race situations."""
    c = corpus()
    assert len(c) > 2000
    assert sum(1 for p in c if p.mine[BAR]) > 400
    assert sum(1 for p in c if p.mine[BAR] >= 2) > 100
    assert sum(1 for p in c if not p.mine[BAR] and sum(p.mine[7:]) == 0) > 250
    assert sum(1 for p in c if sum(p.mine[7:]) == 0 and p.is_contact()) > 50
    assert sum(1 for p in c if not p.is_contact()) > 100


def test_house_rule_matches_the_reference_under_every_roll():
    """RULES.md §6 option, swept without hypothesis: every eighth corpus position, all 21 rolls
    (GNU Backgammon has no such option, so this reference is the only check of it)."""
    rolls_21 = [(a, b) for a in range(1, 7) for b in range(a, 7)]
    checked = 0
    for position in corpus()[::8]:
        for roll in rolls_21:
            used, results = reference(position, roll, house=True)
            plays = legal_plays(position, roll, HOUSE)
            assert {p.result for p in plays} == results, (position, roll)
            assert all(len(p.moves) == used for p in plays), (position, roll)
            checked += 1
    assert checked > 5500
