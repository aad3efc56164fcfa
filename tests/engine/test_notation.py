"""Move notation, written and read (RULES.md §3 moving and hits, §5 the bar, §6 bearing off,
§4 the whole-turn rule for what text names a legal play).

Positions are written as ``{point: count}`` maps, each side in its own numbering: my point n
is the opponent's point 25 - n.
"""

from __future__ import annotations

import pytest

from nard_desktop.engine import (BAR, OFF, EngineError, NotationError, Position, legal_plays)
from nard_desktop.engine.notation import format_play, format_step, parse_play


def pos(mine, theirs, mine_bar=0, theirs_bar=0) -> Position:
    return Position.from_points(mine, theirs, mine_bar=mine_bar, theirs_bar=theirs_bar)


def after(position: Position, *steps) -> Position:
    """The position after literal steps, worked out here by hand."""
    mine, theirs = list(position.mine), list(position.theirs)
    for src, dst in steps:
        mine[src] -= 1
        mine[dst] += 1
        if dst != OFF and theirs[25 - dst] == 1:
            theirs[25 - dst] = 0
            theirs[BAR] += 1
    return Position(mine, theirs)


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
    """RULES.md §3/§5/§6: 24/18, hits marked *, bar/22, 6/off, 8/5(2), one checker as 24/13."""
    result = after(position, *steps)
    play = play_to(position, roll, result)
    assert format_play(play) == text
    parsed = parse_play(position, roll, text)
    assert parsed.result == result
    assert format_play(parsed) == text


def test_hit_on_the_way_is_named():
    """RULES.md §3: a checker that hits on its intermediate point and goes on: 24/18*/13."""
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
    """RULES.md §3/§5/§6 moves in notation: reading accepts 25/0 for bar/off, optional *
    marks, named landings, any order and Persian digits."""
    result = after(position, *steps)
    for text in variants:
        assert parse_play(position, roll, text).result == result, text


def test_empty_play_is_the_empty_string():
    """RULES.md §4.5: nothing can be played: the empty play, written as nothing."""
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
    """RULES.md §10 (illegal moves are impossible): text that is not moves at all is refused
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
    """Text that names no legal play of the roll (RULES.md §3-§6) is refused."""
    with pytest.raises(NotationError) as info:
        parse_play(position, roll, text)
    assert info.value.code


def test_bad_arguments_raise_notation_error():
    """RULES.md §3 (two dice 1-6) and §7 (a finished game): checked before anything is read."""
    for roll in ((0, 5), (7, 1), (6,)):
        with pytest.raises(NotationError):
            parse_play(Position.initial(), roll, "24/13")
    with pytest.raises(NotationError):
        parse_play(Position.initial(), (6, 5), None)
    with pytest.raises(NotationError):
        parse_play(pos({}, {6: 2}), (6, 5), "")


def test_format_step():
    """RULES.md §3/§5/§6 single steps: bar and off by name, a hit marked *."""
    assert format_step(24, 18) == "24/18"
    assert format_step(13, 8, True) == "13/8*"
    assert format_step(25, 22) == "bar/22"
    assert format_step(6, 0) == "6/off"
    for bad in ((18, 24), (6, 6), (26, 20), (6, -1), (6, 0, True)):
        with pytest.raises(NotationError):
            format_step(*bad)


def test_every_play_from_the_start_round_trips():
    """RULES.md §2/§4: each play of every opening roll reads back as itself from its own notation."""
    start = Position.initial()
    for a in range(1, 7):
        for b in range(a, 7):
            plays = legal_plays(start, (a, b))
            texts = [format_play(p) for p in plays]
            assert len(set(texts)) == len(texts)
            for play, text in zip(plays, texts):
                assert parse_play(start, (a, b), text).result == play.result
