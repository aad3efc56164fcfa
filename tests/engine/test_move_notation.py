"""Standard move notation (nard_desktop.engine.notation), for the moves of RULES.md §3
(steps and hits), §5 (the bar) and §6 (bearing off), resolved under the whole-turn rule of §4.

Positions are ``{point: count}`` maps in each side's own numbering (my n = their 25 − n).
"""

from __future__ import annotations

import pytest

from engine_helpers import after, pos

from nard_desktop.engine import (BAR, OFF, NotationError, Position, format_play, format_step, legal_plays,
                                 parse_play)

ALL_ROLLS = [(a, b) for a in range(1, 7) for b in range(1, a + 1)]


def play_to(position, dice, result):
    [play] = [p for p in legal_plays(position, dice) if p.result == result]
    return play


def notations(position, dice) -> set[str]:
    return {format_play(p) for p in legal_plays(position, dice)}


# ---------------------------------------------------------------- writing

def test_format_step():
    assert format_step(13, 8) == "13/8"
    assert format_step(13, 8, True) == "13/8*"
    assert format_step(BAR, 22) == "bar/22"
    assert format_step(6, OFF) == "6/off"
    for bad in [(8, 13), (26, 20), (3, -1), (6, 6)]:
        with pytest.raises(NotationError):
            format_step(*bad)
    with pytest.raises(NotationError):
        format_step(6, OFF, True)


def test_s3_two_checkers_and_a_hit():
    """§3: one step per die, hits marked with *."""
    p = pos({24: 2, 13: 5, 7: 3, 6: 5}, {24: 2, 13: 5, 17: 1, 8: 2, 6: 5})  # their blot on my 8
    play = play_to(p, (6, 5), after(p, (24, 18), (13, 8)))
    assert format_play(play) == "24/18 13/8*"


def test_s3_one_checker_with_both_dice_is_one_move():
    """§3: 24/18/13 is written 24/13 …"""
    start = Position.initial()
    assert format_play(play_to(start, (6, 5), after(start, (24, 18), (18, 13)))) == "24/13"


def test_s3_a_hit_on_the_way_is_shown():
    """… and 24/18*/13 when it hits on the way."""
    p = pos({24: 1, 1: 14}, {7: 1, 6: 2, 5: 12})  # blot on my 18, my 19 closed
    [play] = [pl for pl in legal_plays(p, (6, 5)) if pl.result.mine[13]]
    assert format_play(play) == "24/18*/13"


def test_s3_identical_moves_are_counted():
    start = Position.initial()
    assert format_play(play_to(start, (3, 3), after(start, (8, 5), (8, 5), (6, 3), (6, 3)))) == "8/5(2) 6/3(2)"
    assert format_play(play_to(start, (6, 6), after(start, (24, 18), (24, 18), (13, 7), (13, 7)))) \
        == "24/18(2) 13/7(2)"


def test_s5_bar_and_s6_off():
    two_on_bar = pos({13: 5, 8: 3, 6: 5}, {13: 5, 8: 3, 6: 7}, bar=2)  # my 19 closed
    assert notations(two_on_bar, (6, 3)) == {"bar/22"}
    bearoff = pos({6: 1, 2: 2}, {13: 3, 6: 5})
    assert format_play(play_to(bearoff, (6, 1), after(bearoff, (6, OFF), (2, 1)))) == "6/off 2/1"
    assert notations(pos({2: 2, 1: 1}, {13: 15}), (2, 2)) == {"2/off(2) 1/off"}


def test_moves_are_listed_from_the_highest_point_down():
    start = Position.initial()
    for dice in ALL_ROLLS:
        for play in legal_plays(start, dice):
            starts = [int(m.split("/")[0]) for m in format_play(play).split()]
            assert starts == sorted(starts, reverse=True)


# Written by GNU Backgammon 1.07 ("hint") for these positions and rolls: the whole list.
GNUBG_WRITES_ALL = [
    ("/v8AAAD/HwAAMA", (6, 6), {"24/6 24/18", "24/12(2)"}),
    ("/j8ACID/BwBAGA", (4, 4), {"24/8", "24/16(2)", "20/4", "24/12 24/20", "24/12 20/16"}),
]
# … and some of its moves elsewhere.
GNUBG_WRITES_SOME = [
    ("zizwADjIr4MDIA", (4, 5), {"8/4 8/3", "13/9 13/8"}),         # one start: the shorter move first
    ("Jp8HAyDOaeAAOA", (6, 1), {"7/6 7/1*", "7/1* 2/1"}),           # the hit checker's move is marked
    ("95sIEAH/OQSBAA", (6, 1), {"12/6* 7/6"}),                      # the first to land on the blot hit it
    ("4NeDAwJqDvgAOA", (1, 1), {"6/5*(3) 2/1", "6/5*/3 6/5", "6/5*/4(2)"}),  # a count repeats the first
]


@pytest.mark.parametrize("pid, dice, written", GNUBG_WRITES_ALL)
def test_written_as_gnu_backgammon_writes_it(pid, dice, written):
    """Same start: the longer move first when a checker moved on (24/6 24/18)."""
    assert notations(Position.from_position_id(pid), dice) == written


@pytest.mark.parametrize("pid, dice, written", GNUBG_WRITES_SOME)
def test_gnu_backgammon_conventions(pid, dice, written):
    position = Position.from_position_id(pid)
    assert written <= notations(position, dice)
    for text in written:
        assert format_play(parse_play(position, dice, text)) == text


def test_an_empty_play_is_written_as_nothing():
    """§4.5: nothing to play: the empty string (the UI shows its own words)."""
    p = pos({24: 1, 1: 14}, {7: 2, 5: 2, 6: 11})
    [play] = legal_plays(p, (6, 4))
    assert format_play(play) == ""
    for text in ["", "  ", "no move", "-"]:
        assert parse_play(p, (6, 4), text) == play


# ---------------------------------------------------------------- reading

@pytest.mark.parametrize("text", [
    "24/18 13/8", "13/8 24/18", "24/18, 13/8", "24/18  13/8", " 24/18\t13/8 ",
])
def test_reading_any_order_and_spacing(text):
    start = Position.initial()
    assert parse_play(start, (6, 5), text).result == after(start, (24, 18), (13, 8))


@pytest.mark.parametrize("text", ["24/13", "24/18/13", "24/18 18/13", "18/13 24/18"])
def test_reading_one_checker_through_both_dice(text):
    start = Position.initial()
    assert parse_play(start, (6, 5), text).result == after(start, (24, 18), (18, 13))


def test_reading_the_bar_as_bar_or_25_and_off_as_off_or_0():
    two_on_bar = pos({13: 5, 8: 3, 6: 5}, {13: 5, 8: 3, 6: 7}, bar=2)
    for text in ["bar/22", "25/22", "BAR/22", "Bar/22"]:
        assert parse_play(two_on_bar, (6, 3), text).moves == ((BAR, 22),)
    bearoff = pos({6: 1, 2: 2}, {13: 3, 6: 5})
    want = after(bearoff, (6, OFF), (2, 1))
    for text in ["6/off 2/1", "6/0 2/1", "2/1 6/OFF"]:
        assert parse_play(bearoff, (6, 1), text).result == want


def test_reading_repetitions_written_out_or_counted():
    start = Position.initial()
    want = after(start, (8, 5), (8, 5), (6, 3), (6, 3))
    for text in ["8/5(2) 6/3(2)", "8/5 8/5 6/3 6/3", "6/3(2) 8/5 8/5", "8/5(2) 6/3 6/3"]:
        assert parse_play(start, (3, 3), text).result == want
    assert parse_play(start, (6, 6), "24/18(2) 13/7(2)").result == \
        after(start, (24, 18), (24, 18), (13, 7), (13, 7))


def test_reading_persian_digits():
    start = Position.initial()
    assert parse_play(start, (6, 5), "۲۴/۱۸ ۱۳/۸").result == after(start, (24, 18), (13, 8))


def test_reading_gives_one_of_the_legal_plays():
    start = Position.initial()
    play = parse_play(start, (6, 5), "13/8 24/18")
    assert play in legal_plays(start, (6, 5))


def test_hit_marks_choose_between_routes():
    """24/13 with a blot on 18 and 19 open: unmarked means through 19; 24/18*/13 hits."""
    p = pos({24: 1, 1: 14}, {7: 1, 3: 14})
    quiet = parse_play(p, (6, 5), "24/13")
    loud = parse_play(p, (6, 5), "24/18*/13")
    assert quiet.result == after(p, (24, 19), (19, 13)) and not any(quiet.hits)
    assert loud.result == after(p, (24, 18), (18, 13)) and loud.hits == (True, False)
    assert parse_play(p, (6, 5), "24/18/13").result == loud.result  # the route is named
    with pytest.raises(NotationError):
        parse_play(p, (6, 5), "24/19*/13")  # nothing to hit on 19


def test_an_unmarked_hit_is_accepted_when_it_is_the_only_way():
    p = pos({24: 1, 1: 14}, {7: 1, 6: 2, 5: 12})  # blot on my 18, my 19 closed
    assert parse_play(p, (6, 5), "24/13").hits == (True, False)
    assert format_play(parse_play(p, (6, 5), "24/13")) == "24/18*/13"


@pytest.mark.parametrize("text", [
    "24-18 13-8", "24/", "/18", "24//18", "24/18)", "24/18(0)", "24/18(5)", "x/18 13/8", "bar",
    "13/18 24/18", "24/24 13/8", "off/18 13/8", "24/bar 13/8", "26/20 13/8", "24/-1 13/8",
    "24/18* *13/8", "6/off* 13/8",
])
def test_malformed_text_raises(text):
    with pytest.raises(NotationError):
        parse_play(Position.initial(), (6, 5), text)


@pytest.mark.parametrize("text", [
    "24/18",                 # §4.1: both dice must be played
    "24/18 13/8 6/1",        # three moves for two dice
    "24/18 24/18",           # a 6 twice
    "24/12",                 # 12 pips with 6-5
    "6/1 13/8",              # my 1 is closed (their 24-point)
    "20/15 13/7",            # no checker on 20
    "bar/20 13/8",           # nothing on the bar
    "",                      # 6-5 can be played
    "24/18 8/3 6/1",
])
def test_illegal_plays_raise(text):
    with pytest.raises(NotationError) as info:
        parse_play(Position.initial(), (6, 5), text)
    assert info.value.message


def test_reading_respects_the_whole_turn_rule():
    """§4.3: either die but not both: the 3 alone is not a legal play."""
    p = pos({24: 1, 1: 14}, {10: 2, 6: 13})
    assert parse_play(p, (6, 3), "24/18").moves == ((24, 18),)
    with pytest.raises(NotationError):
        parse_play(p, (6, 3), "24/21")


def test_reading_bad_arguments_raise_notation_errors():
    start = Position.initial()
    with pytest.raises(NotationError):
        parse_play(start, (7, 5), "24/18 13/8")
    with pytest.raises(NotationError):
        parse_play(start, (6, 5), None)  # type: ignore[arg-type]


@pytest.mark.parametrize("dice", ALL_ROLLS)
def test_every_play_of_the_start_reads_back_as_written(dice):
    start = Position.initial()
    for play in legal_plays(start, dice):
        assert parse_play(start, dice, format_play(play)) == play
