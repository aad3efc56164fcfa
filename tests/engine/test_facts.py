"""The board facts (docs/analysis.md, "The facts") against plain computations.

Each fact of ``nard_desktop.engine.facts`` is computed here again in the
plainest way, independently of the engine: shots by walking the opponent's
36 throws with the tests' own exhaustive rule book (``reference_plays``,
which shares no code with the engine's move generation), the others by
reading GNU Backgammon's board of the position point by point.
"""

from __future__ import annotations

import random

import pytest

from engine_helpers import bar_position, home_fight_position, pos, random_play_positions, reference_plays
from sampling import sizes

from nard_desktop.engine import Position, RuleSet, legal_plays
from nard_desktop.engine.facts import board_facts, shots


def plain_shots(position: Position, rules: RuleSet | None = None) -> int:
    """The opponent's throws (of 36) with a legal play that puts one of my
    checkers on the bar, by the tests' own rule book."""
    them = position.swapped()
    count = 0
    for a in range(1, 7):
        for b in range(1, 7):
            _, ends, _ = reference_plays(them, (a, b), rules)
            if any(e.theirs[25] > them.theirs[25] for e in ends):
                count += 1
    return count


def plain_facts(before: Position, after: Position) -> dict:
    theirs_before, mine = before.board()[0], after.board()[1]  # points 1..24 then the bar
    theirs = after.board()[0]
    held = [mine[p - 1] >= 2 for p in range(1, 25)]
    runs, run = [0], 0
    for h in held:
        run = run + 1 if h else 0
        runs.append(run)
    return {
        "blots": [mine[p - 1] for p in range(1, 25)].count(1),
        "home_points": sum(held[:6]),
        "prime": max(runs),
        "pips": sum(p * mine[p - 1] for p in range(1, 26)),
        "anchors": sum(held[18:24]),
        "back": mine[24] + sum(mine[18:24]),
        "hits": theirs[24] - theirs_before[24],
        "stacked": sum(n - 3 for n in mine[:24] if n > 3),
        "off": 15 - sum(mine),
    }


def _cases(n: int, seed: int) -> list[tuple[Position, Position]]:
    rng = random.Random(seed)
    starts = random_play_positions(n, seed)
    starts += [f(rng) for f in (bar_position, home_fight_position) for _ in range(max(1, n // 8))]
    out = []
    for start in starts:
        plays = legal_plays(start, (rng.randint(1, 6), rng.randint(1, 6)))
        out.append((start, rng.choice(plays).result))
    return out


@pytest.mark.parametrize("n", sizes(60, 600))
def test_every_board_fact_equals_its_plain_computation(n):
    for before, after in _cases(n, seed=43):
        facts = board_facts(before, after)
        assert facts.shots == plain_shots(after), after
        plain = plain_facts(before, after)
        assert {k: getattr(facts, k) for k in plain} == plain, after
        assert facts.contact == after.is_contact()


def test_shots_under_the_hit_and_stack_house_rule_follow_the_rule_book():
    rules = RuleSet(no_hit_and_stack_in_home=True)
    for before, after in _cases(30, seed=7):
        assert shots(after, rules) == plain_shots(after, rules), after


def test_a_direct_six_is_hit_by_eleven_throws_and_six_indirect_ones():
    # My blot on my 18 (their 7), their two checkers six pips behind it on their 13.
    assert shots(pos({6: 14, 18: 1}, {13: 2, 6: 13})) == 17


def test_entering_from_the_bar_hits_a_blot_in_the_home_board():
    # Their checker on the bar enters on my 1-6; my only blot is on my 3 (their 22):
    # any throw with a 3 hits on entering (11), and 1-2 / 2-1 enter on my 1 or 2
    # and go on to 3 (2 more); 1-1 enters on my 1 and moves on 1, 1: my 3 (1 more).
    assert shots(pos({3: 1, 6: 14}, {6: 14}, theirs_bar=1)) == 14


def test_blocked_points_stop_a_shot():
    # Six away, but my 6 point-block: their 13 → 7 needs a 6 and my points 12-... hold
    # the way for combinations: 5-1 lands on my 13 (held), 4-2 on my 14/16 (held), 3-3 on
    # my 15 (held); only the eleven direct sixes are left.
    board = pos({18: 1, 13: 2, 14: 2, 15: 2, 16: 2, 17: 2, 6: 4}, {13: 2, 6: 13})
    assert shots(board) == plain_shots(board) == 11


def test_no_blot_no_shot_and_a_blot_past_every_opposing_checker_is_safe():
    assert shots(Position.initial()) == 0
    # My blot on my 3; every opposing checker is in their home board (my 19-24): past it.
    assert shots(pos({3: 1, 6: 14}, {1: 5, 2: 10})) == 0
