"""The step-by-step view of a turn (docs/rules.md §4: "the UI must offer, at every step, only
destinations that belong to some maximal legal play of the whole roll"; §10: moves of this turn
can be undone until it is finished).

The expected steps are worked out by a small reference of our own that lists every sequence of
single steps the rule book allows (§3, §5, §6) and keeps the longest ones (§4), independently of
the engine's move generator.  The second part checks the view against the engine's own
plays and the shared reference (engine_helpers.reference_plays), with the hit-and-stack option.
"""

from __future__ import annotations

import itertools
import random

import pytest
from engine_helpers import (after, bar_position, bearoff_position, home_fight_position, played_position, pos,
                            random_play_positions, reference_plays)

from sampling import sizes
from nard_desktop.engine import (BAR, OFF, ROLLS, IllegalMoveError, Position, RuleSet, TurnBuilder, legal_plays,
                                 play_from_moves)

HOUSE = RuleSet(no_hit_and_stack_in_home=True)


# ------------------------------------------------------------------ the reference rule book
def single_steps(m: list[int], t: list[int], d: int) -> list[tuple[int, int]]:
    """docs/rules.md §3, §5, §6: the single steps die ``d`` allows, ignoring the whole-turn rule."""
    if m[BAR]:
        return [(BAR, 25 - d)] if t[d] < 2 else []   # my 25 - d is their d
    home = sum(m[7:]) == 0
    highest = max((p for p in range(1, 25) if m[p]), default=0)
    out = []
    for src in range(1, 25):
        if not m[src]:
            continue
        dst = src - d
        if dst >= 1:
            if t[25 - dst] < 2:
                out.append((src, dst))
        elif home and (dst == 0 or src == highest):
            out.append((src, OFF))
    return out


def step_on(m: list[int], t: list[int], src: int, dst: int) -> tuple[list[int], list[int]]:
    m, t = list(m), list(t)
    m[src] -= 1
    m[dst] += 1
    if dst != OFF and t[25 - dst] == 1:
        t[25 - dst] = 0
        t[BAR] += 1
    return m, t


def maximal_sequences(position: Position, roll) -> list[tuple[tuple[int, int], ...]]:
    """Every ordered sequence of steps (src, dst) that plays as many dice as possible (§4)."""
    a, b = roll
    orders = [(a,) * 4] if a == b else [(max(a, b), min(a, b)), (min(a, b), max(a, b))]
    found: list[tuple[tuple, tuple]] = []   # (steps, dice used)

    def walk(m, t, dice, steps, used):
        moved = False
        if dice:
            for src, dst in single_steps(m, t, dice[0]):
                moved = True
                m2, t2 = step_on(m, t, src, dst)
                walk(m2, t2, dice[1:], steps + ((src, dst),), used + (dice[0],))
        if not moved:
            found.append((steps, used))

    for dice in orders:
        walk(list(position.mine), list(position.theirs), dice, (), ())
    most = max(len(s) for s, _ in found)
    keep = [(s, u) for s, u in found if len(s) == most]
    if most == 1 and a != b and any(u[0] == max(a, b) for _, u in keep):
        keep = [(s, u) for s, u in keep if u[0] == max(a, b)]   # §4.3: the larger die
    return sorted({s for s, _ in keep})


def expected_moves(seqs, done: tuple) -> dict[int, set[int]]:
    """Where each checker may go after the steps ``done``: the next step, and for one checker
    going on with further dice, every landing of its consecutive steps."""
    out: dict[int, set[int]] = {}
    k = len(done)
    for seq in seqs:
        if seq[:k] != done or len(seq) == k:
            continue
        src, at = seq[k]
        out.setdefault(src, set()).add(at)
        for nxt_src, nxt_dst in seq[k + 1:]:
            if nxt_src != at or at == OFF:
                break
            at = nxt_dst
            out[src].add(at)
    return out


def builder_moves(tb: TurnBuilder) -> dict[int, set[int]]:
    return {src: set(tb.destinations(src)) for src in tb.movable_points()}


# ------------------------------------------------------------------ against the reference
@pytest.mark.parametrize("n", sizes(100, 250))
def test_offered_moves_equal_the_first_steps_of_maximal_plays(n):
    """docs/rules.md §4: movable points and destinations are exactly the starts of maximal plays."""
    rng = random.Random(31)
    for position in random_play_positions(n, 7):
        for roll in rng.sample(ROLLS, 3):
            seqs = maximal_sequences(position, roll)
            tb = TurnBuilder(position, roll)
            expected = expected_moves(seqs, ())
            assert builder_moves(tb) == expected, (position, roll)
            assert tb.movable_points() == sorted(expected, reverse=True)
            assert tb.length == len(seqs[0])
            assert {p.result for p in legal_plays(position, roll)} == {
                _result(position, s) for s in seqs}


def _result(position: Position, steps) -> Position:
    m, t = list(position.mine), list(position.theirs)
    for src, dst in steps:
        m, t = step_on(m, t, src, dst)
    return Position(m, t)


def walk_builder(tb: TurnBuilder, seqs, counter: list[int]) -> None:
    """At every node of the turn the builder offers exactly what the reference allows."""
    counter[0] += 1
    done = tb.steps
    expected = expected_moves(seqs, done)
    assert builder_moves(tb) == expected, (tb.start, tb.roll, done)
    assert tb.is_complete() == (not expected)
    if not expected:
        assert tb.play().result == _result(tb.start, done)
        return
    for src in sorted(expected):
        for dst, path in sorted(tb.destinations(src).items()):
            if len(path) != 1:
                continue
            before = (tb.position, tb.steps)
            assert tb.step(src, dst) == [(src, dst)]
            walk_builder(tb, seqs, counter)
            assert tb.undo() == (src, dst)
            assert (tb.position, tb.steps) == before


@pytest.mark.parametrize("n", sizes(16, 40))
def test_every_step_of_the_turn_offers_only_maximal_continuations(n):
    """docs/rules.md §4: at every step, only destinations that belong to some maximal play."""
    rng = random.Random(8)
    nodes = [0]
    for position in random_play_positions(n, 21):
        for roll in rng.sample(ROLLS, 2):
            walk_builder(TurnBuilder(position, roll), maximal_sequences(position, roll), nodes)
    assert nodes[0] > 13 * n


# ------------------------------------------------------------------ examples
def test_combined_destination_24_13_with_6_5():
    """docs/rules.md §3: 24/13 with 6-5 is offered while 18 or 19 is open, not when both are closed."""
    start = Position.initial()  # their 6 = my 19 closed, my 18 open
    tb = TurnBuilder(start, (6, 5))
    assert tb.destinations(24)[13] == [(24, 18), (18, 13)]
    assert sorted(tb.destinations(24)) == [13, 18]
    # Only 19 open: the path goes through 19.
    via_19 = pos({24: 2, 13: 5, 8: 3, 6: 5}, {24: 2, 13: 5, 8: 3, 7: 2, 4: 3})
    assert TurnBuilder(via_19, (6, 5)).destinations(24)[13] == [(24, 19), (19, 13)]
    both_closed = pos({24: 2, 13: 5, 8: 3, 6: 5}, {24: 2, 13: 5, 8: 3, 7: 2, 6: 3})
    tb = TurnBuilder(both_closed, (6, 5))
    assert tb.destinations(24) == {} and 24 not in tb.movable_points()
    with pytest.raises(IllegalMoveError):
        tb.step(24, 13)
    # Taking the combined move makes both steps at once and completes the turn.
    tb = TurnBuilder(start, (6, 5))
    assert tb.step(24, 13) == [(24, 18), (18, 13)]
    assert tb.is_complete() and tb.dice_left() == []
    assert tb.play().result == pos({24: 1, 13: 6, 8: 3, 6: 5}, {24: 2, 13: 5, 8: 3, 6: 5})


def test_double_destinations_reach_up_to_four_steps():
    """docs/rules.md §3: with a double one checker may move up to four times."""
    tb = TurnBuilder(Position.initial(), (2, 2))
    assert tb.destinations(24)[16] == [(24, 22), (22, 20), (20, 18), (18, 16)]
    assert set(tb.destinations(6)) == {4, 2}  # 6/2/0 would bear off: not allowed


def test_undo_restores_each_earlier_state():
    """docs/rules.md §10: until the turn is finished, its moves can be undone."""
    start = Position.initial()
    tb = TurnBuilder(start, (3, 3))
    assert tb.undo() is None
    states = []
    for src, dst in ((8, 5), (8, 5), (6, 3), (6, 3)):
        states.append((tb.position, tb.steps, tb.dice_left(), builder_moves(tb), tb.is_complete()))
        tb.step(src, dst)
    assert tb.is_complete() and tb.dice_left() == []
    final = tb.play()
    for src_dst in reversed([(8, 5), (8, 5), (6, 3), (6, 3)]):
        assert tb.undo() == src_dst
        assert (tb.position, tb.steps, tb.dice_left(), builder_moves(tb), tb.is_complete()) == states.pop()
    assert tb.position == start and tb.steps == ()
    tb.step(8, 2)
    tb.undo_all()
    assert tb.position == start and tb.steps == () and sorted(tb.dice_left()) == [3, 3, 3, 3]
    for src, dst in ((6, 3), (8, 5), (6, 3), (8, 5)):
        tb.step(src, dst)
    assert tb.play().result == final.result


def snapshot(tb: TurnBuilder):
    return (tb.position, tb.steps, tb.hits, tb.dice_left(), tb.is_complete(), builder_moves(tb))


@pytest.mark.parametrize("src,dst", [
    (24, 17),   # no die left reaches it
    (8, 3),     # the 5 is already used
    (24, 19),   # the 5 is used, and my 19 is closed (their 6)
    (20, 14),   # no checker on 20
    (13, 19),   # backwards
    (6, OFF),   # bearing off with checkers outside
    (BAR, 19),  # nothing on the bar
    (24, 24),
    (24, 13),   # would need the 5 again
])
def test_illegal_step_raises_and_changes_nothing(src, dst):
    """docs/rules.md §10: illegal moves are impossible; a refused step leaves the turn as it was."""
    tb = TurnBuilder(Position.initial(), (6, 5))
    tb.step(13, 8)
    before = snapshot(tb)
    assert dst not in tb.destinations(src)
    with pytest.raises(IllegalMoveError) as info:
        tb.step(src, dst)
    assert info.value.code
    assert snapshot(tb) == before
    tb.step(24, 18)  # the builder still works afterwards
    assert tb.is_complete()


def test_step_after_the_turn_is_complete_raises():
    """docs/rules.md §4: a roll moves as many times as it has dice to play, no more."""
    tb = TurnBuilder(Position.initial(), (6, 5))
    tb.step(24, 13)
    before = snapshot(tb)
    for src, dst in ((13, 8), (6, 1), (13, 7)):
        with pytest.raises(IllegalMoveError):
            tb.step(src, dst)
        assert snapshot(tb) == before


def test_play_before_the_turn_is_complete_raises():
    """docs/rules.md §4.1: the turn is finished only when every playable die is played."""
    tb = TurnBuilder(Position.initial(), (6, 5))
    tb.step(24, 18)
    with pytest.raises(IllegalMoveError):
        tb.play()
    assert tb.dice_left() == [5]


def test_larger_die_rule_is_honoured_step_by_step():
    """docs/rules.md §4.3: either die but not both: only the larger is offered."""
    # 24/18 and 24/19 open, 13 closed (their 12); the others wait on my 1.
    p = pos({24: 1, 1: 14}, {12: 2, 20: 13})
    for roll in ((6, 5), (5, 6)):
        tb = TurnBuilder(p, roll)
        assert tb.movable_points() == [24]
        assert tb.destinations(24) == {18: [(24, 18)]}
        with pytest.raises(IllegalMoveError):
            tb.step(24, 19)
        tb.step(24, 18)
        assert tb.is_complete() and tb.dice_left() == [] and tb.play().dice == (6,)


def test_smaller_die_offered_when_the_larger_cannot_be_played():
    """docs/rules.md §4.2: only one die can be played: that one is offered."""
    p = pos({24: 1, 1: 14}, {7: 2, 12: 2, 20: 11})  # no 6 at all; 24/19 then no 6
    tb = TurnBuilder(p, (6, 5))
    assert builder_moves(tb) == {24: {19}}
    tb.step(24, 19)
    assert tb.is_complete() and tb.play().dice == (5,)


def test_play_from_moves_accepts_any_valid_order_and_refuses_others():
    """docs/rules.md §4: the same play in either order is one play; an incomplete play is refused."""
    start = Position.initial()
    a = play_from_moves(start, (6, 5), [(24, 18), (13, 8)])
    b = play_from_moves(start, (6, 5), [(13, 8), (24, 18)])
    assert a.result == b.result
    assert a.result in {p.result for p in legal_plays(start, (6, 5))}
    for bad in ([(24, 18)], [(24, 18), (18, 12)], [(24, 18), (13, 8), (8, 3)], [(13, 7), (13, 7)],
                "24/18", [(24,)]):
        with pytest.raises(IllegalMoveError):
            play_from_moves(start, (6, 5), bad)


def test_builder_lists_all_and_only_the_legal_results():
    """docs/rules.md §4: walking every offered path reaches exactly the legal plays' results."""
    for position, roll in ((Position.initial(), (6, 5)), (Position.initial(), (1, 1)),
                           (pos({6: 2, 5: 2, 3: 1}, {6: 10}, theirs_bar=1), (5, 2))):
        reached = set()

        def walk(tb):
            if tb.is_complete():
                reached.add(tb.play().result)
                return
            for src in tb.movable_points():
                for dst, path in tb.destinations(src).items():
                    tb.step(src, dst)
                    walk(tb)
                    for _ in path:
                        tb.undo()

        walk(TurnBuilder(position, roll))
        assert reached == {p.result for p in legal_plays(position, roll)}


def test_all_rolls_from_the_start_offer_sorted_points():
    """docs/rules.md §1/§4: movable points come highest first; every offered point holds a checker."""
    start = Position.initial()
    for roll in ROLLS:
        tb = TurnBuilder(start, roll)
        pts = tb.movable_points()
        assert pts == sorted(pts, reverse=True)
        assert all(start.mine[p] for p in pts)
        for p in pts:
            assert all(d < p for d in tb.destinations(p))


def test_permutations_of_a_play_lead_to_the_same_result():
    """docs/rules.md §4: the order of playing the dice does not change the play's result."""
    start = Position.initial()
    plays = legal_plays(start, (4, 2))
    for play in plays:
        for order in itertools.permutations(play.moves):
            try:
                got = play_from_moves(start, (4, 2), order)
            except IllegalMoveError:
                continue  # e.g. 24/20/18 cannot start with 20/18
            assert got.result == play.result



# ------------------------------------------------ the step view against the plays (docs/rules.md §3-6)
def offered_single_steps(tb: TurnBuilder) -> set[tuple[int, int]]:
    """The one-die steps the builder offers now."""
    return {(src, dst) for src in tb.movable_points() for dst, path in tb.destinations(src).items()
            if len(path) == 1}


def view_snapshot(tb: TurnBuilder):
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
    for dice in ROLLS:
        _, _, firsts = reference_plays(position, dice)
        tb = TurnBuilder(position, dice)
        assert offered_single_steps(tb) == firsts, dice
        assert set(tb.movable_points()) == {src for src, _ in firsts}


def test_s4_offered_steps_with_the_house_option():
    rng = random.Random(8)
    for _ in range(15):
        position = home_fight_position(rng)
        for dice in [(3, 2), (2, 2), (1, 1), (4, 1), (6, 3)]:
            _, _, firsts = reference_plays(position, dice, HOUSE)
            assert offered_single_steps(TurnBuilder(position, dice, HOUSE)) == firsts


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
    fresh = view_snapshot(tb)
    tb.step(24, 13)
    assert tb.undo() == (18, 13)
    assert tb.position == after(start, (24, 18)) and tb.dice_left() == [5]
    tb.undo_all()
    assert view_snapshot(tb) == fresh
    assert tb.undo() is None
    tb.step(13, 8)
    tb.step(13, 7)
    assert tb.is_complete()
    assert tb.undo() == (13, 7)
    assert tb.position == after(start, (13, 8)) and tb.dice_left() == [6]
    assert tb.undo() == (13, 8) and view_snapshot(tb) == fresh


def test_an_illegal_step_raises_and_leaves_the_view_unchanged():
    """§10: only legal destinations are accepted; a refused step leaves the turn as it was."""
    tb = TurnBuilder(Position.initial(), (6, 5))
    tb.step(13, 8)
    before = view_snapshot(tb)
    for src, dst in [(24, 20), (6, 1), (8, 3), (13, 8), (24, 13), (3, 0), (25, 19), (24, 19)]:
        with pytest.raises(IllegalMoveError):
            tb.step(src, dst)
        assert view_snapshot(tb) == before


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
    p = pos({13: 5, 8: 3, 6: 5, 1: 1}, {13: 5, 8: 3, 7: 5, 1: 2}, mine_bar=1)
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
