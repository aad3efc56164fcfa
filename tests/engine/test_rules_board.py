"""The board and plain moving: docs/rules.md §1 (equipment, numbering, start, phases) and §3 (moving,
open and closed points, one checker using both dice, hits).

Positions are written as ``{point: count}`` maps, each side in its own numbering: my point n
is the opponent's point 25 - n.
"""

from __future__ import annotations

import pytest

from engine_helpers import after, pos, results

from nard_desktop.engine import BAR, OFF, InvalidPositionError, Phase, Position, legal_plays, max_dice_playable


def results_of(plays):
    return {p.result for p in plays}


# §1 ---------------------------------------------------------------------------------------
def test_start_position_is_2_5_3_5_mirrored():
    """docs/rules.md §1: 2 on the 24-point, 5 on the 13, 3 on the 8, 5 on the 6, mirrored."""
    start = Position.initial()
    for side in (start.mine, start.theirs):
        assert len(side) == 26
        assert {p: n for p, n in enumerate(side) if n} == {24: 2, 13: 5, 8: 3, 6: 5}
        assert sum(side) == 15
    assert start.mine_off == start.theirs_off == 0
    assert start.swapped() == start


def test_start_pip_count_is_167_each():
    """docs/rules.md §1: pip count 167 each at the start."""
    assert Position.initial().pips() == (167, 167)
    assert 2 * 24 + 5 * 13 + 3 * 8 + 5 * 6 == 167


def test_my_point_n_is_their_point_25_minus_n():
    """docs/rules.md §1: each side numbers from its own view; my point n is their point 25 - n."""
    for n in range(1, 25):
        # A checker of theirs on their point 25 - n shares my point n with mine.
        with pytest.raises(InvalidPositionError):
            pos({n: 1}, {25 - n: 1})
        neighbour = n % 24 + 1
        pos({n: 1}, {25 - neighbour: 1})  # the next point is free to use
        # Swapping the view turns my point n into their point n.
        p = pos({n: 1}, {})
        assert p.swapped().theirs[n] == 1 and p.swapped().mine[OFF] == 15


def test_pips_count_point_numbers_and_25_for_the_bar():
    """docs/rules.md §1: points are numbered 1-24 towards home; a checker on the bar is 25 away."""
    p = pos({24: 1, 1: 2}, {6: 1}, theirs_bar=1)
    assert p.pips() == (24 + 2, 6 + 25)
    assert p.mine_off == 12 and p.theirs_off == 13


def test_checkers_move_from_higher_to_lower_points():
    """docs/rules.md §1: both sides move towards their own point 1, never backwards."""
    p = pos({10: 1}, {10: 1})  # their 10 is my 15: behind my checker, no contact
    for d1 in range(1, 7):
        for d2 in range(1, 7):
            for play in legal_plays(p, (d1, d2)):
                assert all(src > dst for src, dst in play.moves)
                assert play.result.theirs == p.theirs


def test_phase_contact_race_bearoff():
    """docs/rules.md §1 geometry: contact while the sides can still meet, race after, bear-off
    when both are home."""
    assert Position.initial().phase() is Phase.CONTACT
    # My rearmost on 13, their rearmost on their 11 = my 14: they have passed each other.
    race = pos({13: 1, 6: 14}, {11: 1, 6: 14})
    assert race.phase() is Phase.RACE and not race.is_contact()
    # Their rearmost on their 13 = my 12, below my checker on 13: still contact.
    touching = pos({13: 1, 6: 14}, {13: 1, 6: 14})
    assert touching.phase() is Phase.CONTACT and touching.is_contact()
    bearoff = pos({6: 5, 1: 3}, {5: 4, 2: 2})
    assert bearoff.phase() is Phase.BEAROFF
    # A checker on the bar must still come in through the other side's home board.
    on_bar = pos({6: 14}, {6: 15}, mine_bar=1)
    assert on_bar.phase() is Phase.CONTACT
    # Only one side home: a race, not yet a bear-off for both.
    assert pos({6: 15}, {13: 1, 6: 14}).phase() is Phase.RACE


# §3 ---------------------------------------------------------------------------------------
def test_each_die_moves_one_checker_that_many_points():
    """docs/rules.md §3: each die is a separate move of one checker by that many points."""
    p = pos({20: 1, 16: 1, 12: 13}, {1: 15})  # their 1 = my 24, behind everything of mine
    for play in legal_plays(p, (4, 2)):
        assert sorted(src - dst for src, dst in play.moves) == [2, 4]
        assert sorted(play.dice) == [2, 4]


def test_closed_point_cannot_be_landed_on_but_a_blot_can():
    """docs/rules.md §3: two or more opposing checkers close a point; empty, own or a blot are open."""
    # Only my checker on 24 can move (the 14 on my 1 may not bear off while it is out).
    # My 18 = their 7 holds two (closed); my 17 = their 8 holds one (a blot, open).
    p = pos({24: 1, 1: 14}, {7: 2, 8: 1, 20: 12})
    assert [pl.moves for pl in legal_plays(p, (6, 6))] == [()]
    sixes_one = legal_plays(p, (6, 1))
    assert [pl.moves for pl in sixes_one] == [((24, 23), (23, 17))]
    for pl in legal_plays(p, (4, 3)) + sixes_one:
        assert pl.result.mine[17] == 1 and pl.result.theirs[BAR] == 1
    # 24/20/17* and 24/21/17* reach the same position: one play.
    assert len(legal_plays(p, (4, 3))) == 1


def test_one_checker_with_both_dice_needs_an_open_intermediate_point():
    """docs/rules.md §3: one checker may move twice; the intermediate point must be open too."""
    # My checker on 24 and 14 on my 10; 24/13 lands on my 13 = their 12 (open, empty).
    mine = {24: 1, 10: 14}
    both_closed = pos(mine, {7: 2, 6: 2, 24: 11})        # my 18 and my 19 closed
    via_18 = pos(mine, {6: 2, 24: 13})                   # my 19 closed, 18 open
    via_19 = pos(mine, {7: 2, 24: 13})                   # my 18 closed, 19 open
    whole = after(both_closed, (24, 18), (18, 13))
    assert whole not in results_of(legal_plays(both_closed, (6, 5)))
    assert not any(play.moves and play.moves[0][0] == 24 for play in legal_plays(both_closed, (6, 5)))
    assert after(via_18, (24, 18), (18, 13)) in results_of(legal_plays(via_18, (6, 5)))
    assert after(via_19, (24, 19), (19, 13)) in results_of(legal_plays(via_19, (6, 5)))
    for p in (via_18, via_19):
        play = next(pl for pl in legal_plays(p, (6, 5)) if pl.result.mine[13] == 1)
        middle = play.moves[0][1]
        assert play.moves == ((24, middle), (middle, 13)) and middle in (18, 19)
        assert p.theirs[25 - middle] < 2  # the landing in between was open


def test_combined_move_needs_its_final_point_open():
    """docs/rules.md §3: the checker lands on the final point too, which must be open."""
    p = pos({24: 1, 10: 14}, {12: 2, 24: 13})  # their 12 = my 13: closed
    assert all(play.result.mine[13] == 0 for play in legal_plays(p, (6, 5)))


def test_landing_on_a_blot_hits_it_to_the_bar():
    """docs/rules.md §3: landing on a blot hits it; it goes to the bar."""
    p = pos({13: 5, 6: 10}, {17: 1, 6: 14})  # their 17 = my 8: a blot
    plays = legal_plays(p, (5, 1))
    hitting = [pl for pl in plays if (13, 8) in pl.moves]
    assert hitting
    for pl in hitting:
        assert pl.hits[pl.moves.index((13, 8))] is True
        assert pl.result.theirs[BAR] == 1 and pl.result.theirs[17] == 0
        assert pl.result.pips()[1] == p.pips()[1] + (25 - 17)
    for pl in plays:
        if (13, 8) not in pl.moves:
            assert pl.result.theirs == p.theirs and not any(pl.hits)


def test_hit_on_the_intermediate_point_then_move_on():
    """docs/rules.md §3: a checker may hit on its intermediate point and continue."""
    p = pos({24: 1, 10: 14}, {7: 1, 24: 14})  # blot on their 7 = my 18
    target = after(p, (24, 18), (18, 13))
    play = next(pl for pl in legal_plays(p, (6, 5)) if pl.result == target)
    assert play.result.theirs[BAR] == 1
    assert play.moves == ((24, 18), (18, 13)) and play.hits == (True, False)


def test_double_is_played_four_times():
    """docs/rules.md §3: a double is played four times."""
    for d in range(1, 7):
        plays = legal_plays(Position.initial(), (d, d))
        assert plays and all(len(pl.moves) == 4 and pl.dice == (d,) * 4 for pl in plays)
        assert all(src - dst == d for pl in plays for src, dst in pl.moves)


# ------------------------------------------------ more cases, rule by rule
# ------------------------------------------------------------------ §3 moving

def test_s3_each_die_moves_one_checker_or_one_checker_twice():
    """§3: the two dice may move two checkers (24/18 13/8) or one checker twice (24/13)."""
    start = Position.initial()
    found = results(start, (6, 5))
    assert after(start, (24, 18), (13, 8)) in found
    assert after(start, (24, 18), (18, 13)) in found
    assert all(len(p.moves) == 2 for p in legal_plays(start, (6, 5)))


def test_s3_a_point_with_two_opposing_checkers_is_closed():
    """§3: a point holding two or more opposing checkers cannot be landed on."""
    # their 7-point is my 18-point
    p = pos({24: 1, 1: 14}, {7: 2, 6: 13})
    assert all((24, 18) not in play.moves for play in legal_plays(p, (6, 2)))
    assert after(p, (24, 22), (22, 16)) in results(p, (6, 2))  # the 6 is played from 22


def test_s3_a_blot_is_open_and_landing_on_it_hits():
    """§3: one opposing checker is a blot; landing on it sends it to the bar."""
    p = pos({24: 1, 1: 14}, {7: 1, 6: 14})
    plays = [pl for pl in legal_plays(p, (6, 2)) if pl.moves[0] == (24, 18)]
    assert plays and all(pl.hits[0] for pl in plays)
    assert all(pl.result.theirs[7] == 0 and pl.result.theirs[BAR] == 1 for pl in plays)


def test_s3_one_checker_using_both_dice_needs_an_open_point_between():
    """§3: 24/13 with 6-5 goes through 18 or 19: one open is enough, both closed blocks it."""
    base_mine = {24: 1, 1: 14}
    one_closed = pos(base_mine, {7: 2, 5: 13})    # my 18 closed, my 19 open
    both_closed = pos(base_mine, {7: 2, 6: 2, 5: 11})  # my 18 and 19 closed
    assert after(one_closed, (24, 19), (19, 13)) in results(one_closed, (6, 5))
    assert all(p.result.mine[13] == 0 for p in legal_plays(both_closed, (6, 5)))
    assert max_dice_playable(both_closed, (6, 5)) == 0


def test_s3_a_hit_on_the_point_between_counts():
    """§3: 24/18*/13: the checker hits on the intermediate point and moves on."""
    p = pos({24: 1, 1: 14}, {7: 1, 6: 2, 5: 12})  # my 18 a blot, my 19 closed
    [play] = [pl for pl in legal_plays(p, (6, 5)) if pl.result.mine[13] == 1]
    assert play.moves == ((24, 18), (18, 13)) and play.hits == (True, False)
    assert play.result.theirs[BAR] == 1


def test_s3_a_double_is_played_four_times():
    """§3: a double is four moves of that number."""
    for d in range(1, 7):
        plays = legal_plays(Position.initial(), (d, d))
        assert plays and all(len(p.moves) == 4 and p.dice == (d,) * 4 for p in plays)
