"""The special fast paths of legal_plays against the reference search, the
independent rule book of the tests, and GNU Backgammon.

* every checker home, the bear-off (docs/rules.md §6, with the whole-turn rule of §4):
  ``nard_desktop.engine.movegen.fasthome``;
* checkers on the bar (docs/rules.md §5) and doubles away from the bar (§4):
  ``nard_desktop.engine.movegen.fastpath``.

Each position is checked under all 21 rolls: the same results as the reference, the same
number of dice, one play per result, and each play's steps, dice and hits replay to its
result.  The hand-made cases pin the situations where the order of the dice matters.
"""

from __future__ import annotations

import random

import pytest

from engine_helpers import (after, bar_position, bearoff_position, blocked_position, pos, random_play_positions,
                            reference_plays, results)

from nard_desktop.engine import BAR, OFF, ROLLS, Position, apply_step, legal_plays, max_dice_playable
from nard_desktop.engine.movegen.reference import reference_search


def _check(position: Position) -> None:
    for roll in ROLLS:
        plays = legal_plays(position, roll)
        best, leaves = reference_search(position, roll, None)
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


def more_seeds(first: int, *others: int) -> list:
    """The sample of the first seed by default; the other seeds' samples (more positions
    of the same kind) under ``-m slow``."""
    return [first, *(pytest.param(s, marks=pytest.mark.slow) for s in others)]


def _home_positions(n: int, seed: int) -> list[Position]:
    rng = random.Random(seed)
    return [bearoff_position(rng) for _ in range(n)]


@pytest.mark.parametrize("seed", more_seeds(1, 2, 3))
def test_s6_bear_off_fast_path_matches_the_reference(seed):
    """docs/rules.md §6 (and §4): every checker home, with and without contact, all 21 rolls."""
    positions = _home_positions(60, seed)
    assert all(max(p for p in range(26) if q.mine[p] or p == 0) <= 6 for q in positions)
    for position in positions:
        _check(position)


def test_s6_bear_off_matches_the_independent_rule_book():
    """docs/rules.md §6: the results of the fast path equal the tests' own exhaustive search."""
    for position in _home_positions(40, 11):
        for roll in ROLLS:
            best, expected, _ = reference_plays(position, roll)
            assert results(position, roll) == expected
            assert max_dice_playable(position, roll) == best


def test_s6_bear_off_doubles_every_small_home_board_one_play_per_result():
    """docs/rules.md §6 and §4: the bear-off's doubles keep every sequence they find without
    looking its result up (fasthome's note: a point has one step with the die, so no two
    multisets of steps end alike).  Every home board of up to two checkers a point, the
    rest off, under every double: without contact, and with an opposing blot on my 2-point
    and their anchor on my 5-point (a closed point and a hit in the bear-off)."""
    import itertools

    checked = 0
    for counts in itertools.product(range(3), repeat=6):
        if not any(counts):
            continue
        mine = {p: c for p, c in zip(range(1, 7), counts) if c}
        for theirs in ({3: 2}, {23: 1, 20: 2, 12: 3}):
            if any(25 - q in mine for q in theirs):
                continue
            position = pos(mine, theirs)
            for d in range(1, 7):
                plays = legal_plays(position, (d, d))
                best, leaves = reference_search(position, (d, d), None)
                got = [p.result for p in plays]
                assert len(got) == len(set(got)) == len(leaves), (position.position_id(), d)
                assert set(got) == {Position(m, t) for m, t in leaves}, (position.position_id(), d)
                assert all(len(p.moves) == best for p in plays)
                checked += 1
    assert checked == 6 * (728 + 80)


@pytest.mark.parametrize("seed", more_seeds(1, 2))
def test_s5_bar_positions_match_the_reference(seed):
    """docs/rules.md §5: checkers on the bar against strong home boards, all 21 rolls."""
    rng = random.Random(seed)
    for _ in range(60):
        _check(bar_position(rng))


def test_s6_smaller_die_first_lets_the_larger_bear_off_from_a_new_highest_point():
    """docs/rules.md §6: 5-4 with checkers on 6 and 3: the 4 first (6 to 2) leaves 3 the highest,
    and the 5 bears it off: a play found only with the smaller die first."""
    start = pos({6: 1, 3: 1}, {1: 5})
    got = results(start, (5, 4))
    assert after(start, (6, 2), (3, OFF)) in got
    assert after(start, (6, 1), (3, OFF)) in got  # 5 then 4: 6 to 1, then 3 is the highest for the 4
    _check(start)


def test_s6_a_checker_moves_on_from_a_point_it_reached():
    """docs/rules.md §6: 4-2 with checkers on 6 and 5 and my 2-point closed: the 2 first takes
    the 6 to the empty 4-point, and the 4 bears it off from there; the 4 first cannot."""
    start = pos({6: 1, 5: 1}, {23: 2, 10: 3})  # their 23 is my 2
    assert results(start, (4, 2)) == {after(start, (5, 1), (6, 4)), after(start, (6, 4), (4, OFF))}
    _check(start)


def test_s4_s6_only_one_die_when_the_last_checker_goes_off():
    """docs/rules.md §4 and §6: one checker left on the 2-point, 6-5: the 6 bears it off and the
    game is over; a single step with the larger die is the play."""
    start = pos({2: 1}, {1: 5})
    plays = legal_plays(start, (6, 5))
    assert [(p.moves, p.dice) for p in plays] == [(((2, OFF),), (6,))]


def test_s6_doubles_stop_when_everything_is_off():
    """docs/rules.md §6 (and §4): two checkers left, 3-3: two steps, both off."""
    start = pos({3: 1, 1: 1}, {1: 5})
    plays = legal_plays(start, (3, 3))
    assert len(plays) == 1 and sorted(plays[0].moves) == [(1, OFF), (3, OFF)]


def test_s6_hits_inside_the_home_board_while_bearing_off():
    """docs/rules.md §6: bearing off with an opposing blot in my home board: a step onto it hits."""
    start = pos({6: 2, 4: 1}, {22: 1, 10: 3})  # their 22 is my 3
    plays = legal_plays(start, (3, 1))
    hitting = [p for p in plays if any(p.hits)]
    assert hitting and all(p.result.theirs[BAR] == 1 for p in hitting)
    assert after(start, (6, 3), (4, 3)) in {p.result for p in plays}
    _check(start)


def test_plays_made_by_the_fast_path_are_ordinary_plays_and_positions():
    """The generators build plays through a plain twin of the class (nard_desktop.engine.movegen.play):
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


# ------------------------------------------------ the paths of the faster generator, one by one
def _once_each(start: Position, roll) -> list:
    """The plays of ``roll``, checked against the reference; their results."""
    plays = legal_plays(start, roll)
    best, leaves = reference_search(start, roll, None)
    got = [p.result for p in plays]
    assert len(got) == len(set(got)) and set(got) == {Position(m, t) for m, t in leaves}
    return got


def test_s5_two_on_the_bar_each_die_enters_a_checker():
    """docs/rules.md §5: two on the bar, 5-3, both entry points open: one play, both enter
    (the 5 hitting the blot on my 20); nothing else moves."""
    start = pos({6: 5, 13: 5, 8: 3}, {5: 1, 10: 4, 24: 2}, mine_bar=2)  # their 5 is my 20
    plays = legal_plays(start, (5, 3))
    assert [(p.moves, p.hits, p.dice) for p in plays] == [(((BAR, 20), (BAR, 22)), (True, False), (5, 3))]
    assert plays[0].result == after(start, (BAR, 20), (BAR, 22))
    _check(start)


@pytest.mark.parametrize("closed, die, entry", [(3, 5, 20), (5, 3, 22)])
def test_s4_s5_two_on_the_bar_and_one_entry_closed(closed, die, entry):
    """docs/rules.md §5 and §4.3: two on the bar, 5-3, one entry point closed: only the other
    die enters, and nothing else can move while a checker stays on the bar."""
    start = pos({6: 5, 13: 6}, {closed: 2, 14: 3}, mine_bar=2)
    plays = legal_plays(start, (5, 3))
    assert [(p.moves, p.dice) for p in plays] == [(((BAR, entry),), (die,))]
    assert max_dice_playable(start, (5, 3)) == 1
    _check(start)


def test_s5_two_on_the_bar_and_both_entries_closed():
    """docs/rules.md §5, §4.5: both entry points closed: the turn passes."""
    start = pos({6: 5, 13: 6}, {3: 2, 5: 2, 14: 3}, mine_bar=2)
    plays = legal_plays(start, (5, 3))
    assert [(p.moves, p.result) for p in plays] == [((), start)]


# A checker on my 20 that cannot move (my 14 and 19 closed: their 11 and 6) keeps two
# checkers outside the home board, the case of the two-dice loops without bear-off.
_STUCK = {11: 2, 6: 2, 1: 5, 2: 5}


def test_s4_one_checker_two_ways_gives_one_play():
    """docs/rules.md §4: 6-1 with a lone checker on 13: 13/7/6 and 13/12/6 end alike and are
    one play; with a checker on 12 as well, so is 12/6 13/12."""
    start = pos({13: 1, 20: 1, 3: 5, 2: 8}, {**_STUCK, 4: 1})
    assert sum(start.mine[7:]) == 2
    got = _once_each(start, (6, 1))
    assert got.count(after(start, (13, 7), (7, 6))) == 1
    assert after(start, (13, 7), (7, 6)) == after(start, (13, 12), (12, 6))
    start = pos({13: 1, 12: 1, 20: 1, 3: 5, 2: 7}, {**_STUCK, 4: 1})
    got = _once_each(start, (6, 1))
    assert after(start, (13, 7), (7, 6)) == after(start, (12, 6), (13, 12))
    assert got.count(after(start, (13, 7), (7, 6))) == 1
    _check(start)


@pytest.mark.parametrize("blot", [7, 12])
def test_s3_one_checker_two_ways_and_a_blot_on_one_of_them(blot):
    """docs/rules.md §3–4: 6-1 from 13 with an opposing blot on my 7 or 12: passing over the
    blot and hitting it on the way are two different plays, both found once."""
    start = pos({13: 1, 20: 1, 3: 5, 2: 8}, {**_STUCK, 25 - blot: 1})
    got = _once_each(start, (6, 1))
    through_blot = after(start, (13, blot), (blot, 6))
    other = after(start, (13, 19 - blot), (19 - blot, 6))
    assert through_blot != other and through_blot.theirs[BAR] == 1 and other.theirs[BAR] == 0
    assert got.count(through_blot) == 1 and got.count(other) == 1
    _check(start)


def test_s4_the_larger_die_when_only_one_can_be_played():
    """docs/rules.md §4.3: 6-2, a lone checker on 10 can play either die but then not the other
    (my 2-point closed), and nothing else can move: the 6 must be played."""
    start = pos({10: 1, 1: 12, 18: 2}, {23: 2, 13: 2, 9: 2, 5: 9})  # their 23, 13, 9 are my 2, 12, 16
    plays = legal_plays(start, (6, 2))
    assert [(p.moves, p.dice) for p in plays] == [(((10, 4),), (6,))]
    _check(start)


def test_s4_only_the_smaller_die_can_be_played():
    """docs/rules.md §4.3: 6-2 as above with my 4-point closed too: the 6 cannot be played
    before or after the 2, so the 2 alone is the play."""
    start = pos({10: 1, 1: 12, 18: 2}, {21: 2, 23: 2, 13: 2, 9: 2, 5: 7})  # their 21 is my 4
    plays = legal_plays(start, (6, 2))
    assert [(p.moves, p.dice) for p in plays] == [(((10, 8),), (2,))]
    _check(start)


@pytest.mark.parametrize("seed", more_seeds(5, 6))
def test_s4_blocked_positions_match_the_reference(seed):
    """docs/rules.md §4: few checkers among many closed points, all 21 rolls (plays that use
    fewer dice than rolled, the larger die when only one can be played)."""
    rng = random.Random(seed)
    for _ in range(40):
        _check(blocked_position(rng))


@pytest.mark.parametrize("seed", more_seeds(7, 8))
def test_played_positions_match_the_reference(seed):
    """docs/rules.md §3–6: positions of random play (doubles away from the bar included), all 21 rolls."""
    for position in random_play_positions(60, seed):
        _check(position)


def test_the_construction_helpers_leave_the_board_as_it_was():
    """The generators' helper for making plays (nard_desktop.engine.movegen.play): the plays of a
    list of last steps, each hitting when it lands on a blot, and the working board untouched."""
    from nard_desktop.engine.movegen.play import add_last_steps

    start = pos({6: 2, 8: 1}, {20: 1, 24: 2})  # their 20 is my 5: a blot
    m, t = list(start.mine), list(start.theirs)
    out: list = []
    add_last_steps(out, m, t, start.theirs, ((8, 5), (6, 5), (8, 6)), (), (), (3,))
    assert (m, t) == (list(start.mine), list(start.theirs))
    assert [(p.moves, p.hits, p.dice) for p in out] == [(((8, 5),), (True,), (3,)), (((6, 5),), (True,), (3,)),
                                                        (((8, 6),), (False,), (3,))]
    assert [p.result for p in out] == [after(start, (8, 5)), after(start, (6, 5)), after(start, (8, 6))]


# ------------------------------------------------- doubles in canonical order

_DOUBLES = [r for r in ROLLS if r[0] == r[1]]
_CORPORA = {
    "played": lambda n, seed: random_play_positions(n, seed),
    "bar": lambda n, seed: [bar_position(rng) for rng in [random.Random(seed)] for _ in range(n)],
    "bear-off": lambda n, seed: _home_positions(n, seed),
    "blocked": lambda n, seed: [blocked_position(rng) for rng in [random.Random(seed)] for _ in range(n)],
}


def _check_doubles(position: Position, counts: dict) -> None:
    """The doubles of ``position`` against the reference: the same results, one play
    each, as many steps as possible, each play's steps from non-increasing sources
    (the order that makes each multiset of steps once), hits and dice replaying."""
    far = max(p for p in range(26) if position.mine[p] or p == 0)
    outside = sum(position.mine[7:])
    for roll in _DOUBLES:
        plays = legal_plays(position, roll)
        best, leaves = reference_search(position, roll, None)
        assert {p.result for p in plays} == {Position(m, t) for m, t in leaves}, (position.position_id(), roll)
        assert len(plays) == len(leaves), (position.position_id(), roll)
        for play in plays:
            assert len(play.moves) == best and play.dice == (roll[0],) * best
            assert [s for s, _ in play.moves] == sorted((s for s, _ in play.moves), reverse=True)
            replay = position
            for (src, dst), hit in zip(play.moves, play.hits):
                assert hit is (dst != OFF and replay.theirs[25 - dst] == 1)
                replay = apply_step(replay, (src, dst))
            assert replay == play.result
        kind = "bar" if far == BAR else "four" if outside >= 4 else "near home" if outside else "home"
        counts[kind, best] = counts.get((kind, best), 0) + 1
        if kind == "four" and any(any(p.hits[1:]) for p in plays):
            counts["four, later step hits"] = counts.get("four, later step hits", 0) + 1


@pytest.mark.parametrize("size", [pytest.param(40, id="sample"), pytest.param(600, id="long", marks=pytest.mark.slow)])
@pytest.mark.parametrize("corpus", sorted(_CORPORA))
def test_s4_s5_s6_doubles_match_the_reference_on_every_corpus(corpus, size):
    """docs/rules.md §4 (doubles: as many of the four steps as can be played), §5 (entering
    from the bar), §6 (bearing off): all six doubles of each corpus of bench/movegen.py
    against the reference search, with the situations each corpus is meant to reach."""
    counts: dict = {}
    for position in _CORPORA[corpus](size, 31):
        _check_doubles(position, counts)
    if corpus == "played":
        assert counts.get(("four", 4), 0) > size and counts.get("four, later step hits", 0) > 0
    elif corpus == "bar":
        assert counts.get(("bar", 0), 0) > 0 and sum(counts.get(("bar", n), 0) for n in (1, 2, 3)) > 0
        assert counts.get(("bar", 4), 0) > 0  # entering, then the rest of the four steps on the board
    elif corpus == "bear-off":
        assert sum(counts.get(("home", n), 0) for n in (1, 2, 3)) > 0 and counts.get(("home", 4), 0) > 0
    else:
        assert sum(counts.get(("four", n), 0) for n in (0, 1, 2, 3)) > 0
