"""Move notation, written and read (docs/rules.md §3 moving and hits, §5 the bar, §6 bearing off,
§4 the whole-turn rule for what text names a legal play).

Positions are written as ``{point: count}`` maps, each side in its own numbering: my point n
is the opponent's point 25 - n.  The last test reads and writes like Debian's gnubg CLI
(slow; skipped without gnubg).
"""

from __future__ import annotations

import random
import re
import shutil
import subprocess

import pytest

from engine_helpers import after, played_position, pos

from nard_desktop.engine import (BAR, OFF, ROLLS, EngineError, NotationError, Position, format_play, format_step,
                                 legal_plays, parse_play)


def play_to(position, roll, result):
    matches = [p for p in legal_plays(position, roll) if p.result == result]
    assert len(matches) == 1
    return matches[0]


# A blot of theirs on my 8 (their 17).
BLOT_ON_8 = pos({24: 2, 13: 5, 7: 3, 6: 5}, {24: 2, 13: 5, 17: 1, 8: 2, 6: 5})
# Two of mine on the bar; their 6 (my 19) closed.
TWO_ON_BAR = pos({13: 5, 8: 3, 6: 5}, {13: 5, 8: 3, 6: 7}, mine_bar=2)
BEAROFF = pos({6: 1, 2: 2}, {13: 3, 6: 5})


@pytest.mark.parametrize("position,roll,text,steps", [
    (BLOT_ON_8, (6, 5), "24/18 13/8*", [(24, 18), (13, 8)]),
    (TWO_ON_BAR, (3, 6), "bar/22", [(BAR, 22)]),
    (BEAROFF, (6, 1), "6/off 2/1", [(6, OFF), (2, 1)]),
    (Position.initial(), (3, 3), "8/5(2) 6/3(2)", [(8, 5), (8, 5), (6, 3), (6, 3)]),
    (Position.initial(), (6, 5), "24/13", [(24, 18), (18, 13)]),
    (Position.initial(), (6, 4), "24/18 13/9", [(24, 18), (13, 9)]),
    (Position.initial(), (2, 1), "13/11 6/5", [(13, 11), (6, 5)]),
    (Position.initial(), (6, 6), "24/18(2) 13/7(2)", [(24, 18), (24, 18), (13, 7), (13, 7)]),
])
def test_standard_notation_written_and_read(position, roll, text, steps):
    """docs/rules.md §3/§5/§6: 24/18, hits marked *, bar/22, 6/off, 8/5(2), one checker as 24/13."""
    result = after(position, *steps)
    play = play_to(position, roll, result)
    assert format_play(play) == text
    parsed = parse_play(position, roll, text)
    assert parsed.result == result
    assert format_play(parsed) == text


def test_hit_on_the_way_is_named():
    """docs/rules.md §3: a checker that hits on its intermediate point and goes on: 24/18*/13."""
    p = pos({24: 2, 13: 5, 8: 3, 6: 5}, {7: 1, 13: 5, 8: 3, 6: 5, 24: 1})  # blot on my 18
    result = after(p, (24, 18), (18, 13))
    play = play_to(p, (6, 5), result)
    assert format_play(play) == "24/18*/13"
    assert parse_play(p, (6, 5), "24/18*/13").result == result


@pytest.mark.parametrize("position,roll,variants,steps", [
    (Position.initial(), (6, 5), ["24/18/13", "24/13", "  24/13  "], [(24, 18), (18, 13)]),
    (Position.initial(), (3, 3), ["8/5 8/5 6/3 6/3", "6/3(2) 8/5(2)", "6/3,6/3,8/5,8/5"],
     [(8, 5), (8, 5), (6, 3), (6, 3)]),
    (BLOT_ON_8, (6, 5), ["13/8 24/18", "13/8* 24/18", "13/8*, 24/18"], [(24, 18), (13, 8)]),
    (TWO_ON_BAR, (6, 3), ["25/22", "BAR/22", "Bar/22"], [(BAR, 22)]),
    (BEAROFF, (1, 6), ["6/0 2/1", "2/1 6/OFF"], [(6, OFF), (2, 1)]),
    (Position.initial(), (6, 5), ["۲۴/۱۳", "٢٤/١٣"], [(24, 18), (18, 13)]),
])
def test_reading_is_lenient(position, roll, variants, steps):
    """docs/rules.md §3/§5/§6 moves in notation: reading accepts 25/0 for bar/off, optional *
    marks, named landings, any order and Persian digits."""
    result = after(position, *steps)
    for text in variants:
        assert parse_play(position, roll, text).result == result, text


def test_empty_play_is_the_empty_string():
    """docs/rules.md §4.5: nothing can be played: the empty play, written as nothing."""
    shut = pos({6: 14}, {1: 2, 2: 2, 3: 2, 4: 2, 5: 2, 6: 2, 13: 3}, mine_bar=1)
    [empty] = legal_plays(shut, (6, 5))
    assert format_play(empty) == ""
    for text in ("", "  ", "pass", "-"):
        assert parse_play(shut, (6, 5), text).result == shut
    with pytest.raises(NotationError):
        parse_play(shut, (6, 5), "bar/20")
    with pytest.raises(NotationError):
        parse_play(Position.initial(), (6, 5), "")


@pytest.mark.parametrize("text", [
    "24-18 13-8", "24/", "/18", "abc", "24/18/", "24//18", "bar/bar", "off/6", "6/off*", "25/26",
    "24/18(5)", "24/18(0)", "13/18", "24/24", "24/18 13/8 x", "24/18 13/8 8/3 6/1 6/5",
    "24/18(3) 13/8(2)", "24/-1", "(2)", "13/8**",
])
def test_malformed_text_raises_notation_error(text):
    """docs/rules.md §10 (illegal moves are impossible): text that is not moves at all is refused
    with NotationError (an EngineError)."""
    with pytest.raises(NotationError) as info:
        parse_play(Position.initial(), (6, 5), text)
    assert isinstance(info.value, EngineError) and isinstance(info.value, ValueError)
    assert info.value.code and info.value.message


@pytest.mark.parametrize("position,roll,text", [
    (Position.initial(), (6, 5), "24/18"),             # §4.1: both dice must be played
    (Position.initial(), (6, 5), "24/17 13/8"),        # no die shows 7
    (Position.initial(), (6, 5), "13/7 13/7"),         # the 6 used twice
    (Position.initial(), (6, 5), "24/19 13/8"),        # my 19 is closed
    (Position.initial(), (6, 5), "24/19/13"),          # §3: not through the closed 19
    (Position.initial(), (6, 5), "20/14 13/8"),        # no checker on 20
    (Position.initial(), (6, 5), "6/off 13/8"),        # §6: not all home
    (Position.initial(), (3, 3), "8/5(2) 6/3"),        # §4.1: all four 3s can be played
    (Position.initial(), (3, 3), "8/5(2) 6/3(3)"),     # five steps
    (Position.initial(), (6, 5), "24/18* 13/8"),       # a hit marked where there is no blot
    (TWO_ON_BAR, (6, 3), "bar/22 13/7"),               # §5: the second checker is still on the bar
    (TWO_ON_BAR, (6, 3), "13/7 bar/22"),
    (BEAROFF, (6, 1), "2/1 2/1"),                      # the 6 can be played: it must be
    (pos({5: 1, 3: 3, 2: 3, 1: 3}, {6: 15}), (4, 6), "3/off 3/off"),   # §6: the 4 must be played inside
])
def test_illegal_plays_raise_notation_error(position, roll, text):
    """Text that names no legal play of the roll (docs/rules.md §3-§6) is refused."""
    with pytest.raises(NotationError) as info:
        parse_play(position, roll, text)
    assert info.value.code


def test_bad_arguments_raise_notation_error():
    """docs/rules.md §3 (two dice 1-6) and §7 (a finished game): checked before anything is read."""
    for roll in ((0, 5), (7, 1), (6,)):
        with pytest.raises(NotationError):
            parse_play(Position.initial(), roll, "24/13")
    with pytest.raises(NotationError):
        parse_play(Position.initial(), (6, 5), None)
    with pytest.raises(NotationError):
        parse_play(pos({}, {6: 2}), (6, 5), "")


def test_format_step():
    """docs/rules.md §3/§5/§6 single steps: bar and off by name, a hit marked *."""
    assert format_step(24, 18) == "24/18"
    assert format_step(13, 8, True) == "13/8*"
    assert format_step(25, 22) == "bar/22"
    assert format_step(6, 0) == "6/off"
    for bad in ((18, 24), (6, 6), (26, 20), (6, -1), (6, 0, True)):
        with pytest.raises(NotationError):
            format_step(*bad)


def test_every_play_from_the_start_round_trips():
    """docs/rules.md §2/§4: each play of every opening roll reads back as itself from its own notation."""
    start = Position.initial()
    for a in range(1, 7):
        for b in range(a, 7):
            plays = legal_plays(start, (a, b))
            texts = [format_play(p) for p in plays]
            assert len(set(texts)) == len(texts)
            for play, text in zip(plays, texts):
                assert parse_play(start, (a, b), text).result == play.result



# ------------------------------------------------ more writing and reading (docs/rules.md §3-6)


def notations(position, dice) -> set[str]:
    return {format_play(p) for p in legal_plays(position, dice)}


# ---------------------------------------------------------------- writing

def test_format_step_bar_off_and_bad_steps():
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
    two_on_bar = pos({13: 5, 8: 3, 6: 5}, {13: 5, 8: 3, 6: 7}, mine_bar=2)  # my 19 closed
    assert notations(two_on_bar, (6, 3)) == {"bar/22"}
    bearoff = pos({6: 1, 2: 2}, {13: 3, 6: 5})
    assert format_play(play_to(bearoff, (6, 1), after(bearoff, (6, OFF), (2, 1)))) == "6/off 2/1"
    assert notations(pos({2: 2, 1: 1}, {13: 15}), (2, 2)) == {"2/off(2) 1/off"}


def test_moves_are_listed_from_the_highest_point_down():
    start = Position.initial()
    for dice in ROLLS:
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
    two_on_bar = pos({13: 5, 8: 3, 6: 5}, {13: 5, 8: 3, 6: 7}, mine_bar=2)
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


@pytest.mark.parametrize("dice", ROLLS)
def test_every_play_of_the_start_reads_back_as_written(dice):
    start = Position.initial()
    for play in legal_plays(start, dice):
        assert parse_play(start, dice, format_play(play)) == play



# ------------------------------------------------ against the gnubg CLI (slow)
GNUBG = shutil.which("gnubg") or shutil.which("/usr/games/gnubg")




_MOVE_LINE = re.compile(r"^\s+\d+\.\s+Cubeful \d-ply\s+(?P<move>.*?)\s+Eq\.")


def gnubg_hint(position_id: str, dice: tuple[int, int]) -> list[str]:
    commands = ["new game", "set turn 1", f"set board {position_id}", f"set dice {dice[0]}{dice[1]}",
                "hint 1000"]
    out = subprocess.run([GNUBG, "-t", "-q"], input="\n".join(commands) + "\n", capture_output=True,
                         text=True, timeout=120).stdout
    assert position_id in out, out[-300:]
    return [m.group("move") for m in map(_MOVE_LINE.match, out.splitlines()) if m]


@pytest.mark.slow
@pytest.mark.skipif(GNUBG is None, reason="gnubg is not installed")
def test_notation_reads_and_writes_like_gnubg():
    rng = random.Random(2024)
    checked = 0
    for i in range(40):
        position = played_position(i, rng.randint(0, 120))
        dice = (rng.randint(1, 6), rng.randint(1, 6))
        for text in gnubg_hint(position.position_id(), dice):
            assert format_play(parse_play(position, dice, text)) == text, (position.position_id(), dice)
            checked += 1
    assert checked > 300
