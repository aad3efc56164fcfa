"""GNU Backgammon Position IDs and impossible positions (docs/rules.md §1: 15 checkers a side, 24
points, the bar; a point belongs to one side at a time).

The ID is written here by a small encoder of our own, straight from GNU Backgammon's
description (each side's points 1-24 and bar as unary counts ended by a zero bit, least
significant bit first, 80 bits in Base64), so that malformed IDs can be built bit by bit.
"""

from __future__ import annotations

import base64
import random
import string

import pytest

from engine_helpers import pos

from nard_desktop.engine import (BAR, OFF, EngineError, InvalidIdError, InvalidPositionError,
                                 Position)

OPENING_ID = "4HPwATDgc/ABMA"
B64 = set(string.ascii_letters + string.digits + "+/")


def encode_bits(first: list[int], second: list[int], extra_bits=()) -> str:
    """A 14-character ID from two halves of 25 counts (points 1-24, then the bar)."""
    bits: list[int] = []
    for half in (first, second):
        for n in half:
            bits += [1] * n + [0]
    bits += [0] * (80 - len(bits))
    assert len(bits) == 80, "does not fit in 80 bits"
    for b in extra_bits:
        bits[b] = 1
    key = bytes(sum(bits[8 * i + j] << j for j in range(8)) for i in range(10))
    return base64.b64encode(key).decode("ascii")[:14]


def random_position(rng: random.Random) -> Position:
    """A random legal position: any split between board, bar and off for each side."""
    while True:
        mine = [0] * 26
        theirs = [0] * 26
        for side, other in ((mine, theirs), (theirs, mine)):
            on = rng.choice([15, 15, rng.randint(0, 15)])
            spots = [p for p in range(1, 25) if not other[25 - p]] + [BAR] * rng.randint(0, 2)
            for _ in range(on):
                side[rng.choice(spots)] += 1
            side[OFF] = 15 - sum(side[1:])
        if mine[OFF] < 15 or theirs[OFF] < 15:
            return Position(mine, theirs)


def test_opening_position_id_both_ways():
    """docs/rules.md §1 start position: GNU Backgammon's ID 4HPwATDgc/ABMA, both ways."""
    assert Position.initial().position_id() == OPENING_ID
    assert Position.from_position_id(OPENING_ID) == Position.initial()
    assert Position.from_position_id(f"  {OPENING_ID}\n") == Position.initial()


def test_our_encoder_agrees_with_the_engine():
    """docs/rules.md §1: the opponent's half first, then the side on roll (as GNU Backgammon writes it)."""
    rng = random.Random(11)
    for _ in range(300):
        p = random_position(rng)
        assert p.position_id() == encode_bits(list(p.theirs[1:]), list(p.mine[1:]))


def test_random_positions_round_trip():
    """docs/rules.md §1: every legal position survives ID -> position -> ID."""
    rng = random.Random(5)
    for _ in range(1000):
        p = random_position(rng)
        pid = p.position_id()
        assert len(pid) == 14 and set(pid) <= B64
        back = Position.from_position_id(pid)
        assert back == p and back.position_id() == pid
        assert Position.from_board(p.board()) == p


def test_ids_equal_gnubg_nn():
    """docs/rules.md §1: our IDs are exactly GNU Backgammon's (gnubg-nn as the measuring stick)."""
    gnubg_nn = pytest.importorskip("gnubg_nn")
    rng = random.Random(17)
    for _ in range(2000):
        p = random_position(rng)
        pid = p.position_id()
        assert pid == gnubg_nn.position_id(p.board())
        assert [list(h) for h in gnubg_nn.board_from_position_id(pid)] == p.board()


@pytest.mark.parametrize("text", [
    "", "4HPwATDgc/ABM", "4HPwATDgc/ABMAA", OPENING_ID * 2,        # wrong length
    "4HPwATDgc/AB!A", "4HPwATDgc-ABMA", "4HPwATDgc_ABMA",           # outside Base64
    "4HPwATDgc/A=MA", "4HPwAT gc/ABMA", "۴HPwATDgc/ABMA",
])
def test_malformed_ids_raise_invalid_id_error(text):
    """docs/rules.md §1: a Position ID is 14 Base64 characters; anything else is refused."""
    with pytest.raises(InvalidIdError) as info:
        Position.from_position_id(text)
    assert isinstance(info.value, ValueError) and isinstance(info.value, EngineError)
    assert info.value.code and info.value.message


@pytest.mark.parametrize("value", [None, 123, b"4HPwATDgc/ABMA", ["4HPwATDgc/ABMA"]])
def test_non_text_ids_raise_invalid_id_error(value):
    """docs/rules.md §1 positions by GNU Backgammon ID: an ID is text."""
    with pytest.raises(InvalidIdError):
        Position.from_position_id(value)


def empty_half() -> list[int]:
    return [0] * 25


def half(points: dict[int, int], bar: int = 0) -> list[int]:
    h = [0] * 25
    for p, n in points.items():
        h[p - 1] = n
    h[24] = bar
    return h


@pytest.mark.parametrize("first,second", [
    (half({1: 16}), empty_half()),                 # 16 on one point
    (empty_half(), half({6: 16})),
    (half({1: 8, 2: 8}), empty_half()),            # 16 spread over two points
    (half({1: 10}, bar=6), empty_half()),          # 16 with the bar
])
def test_id_with_more_than_15_checkers_a_side_is_refused(first, second):
    """docs/rules.md §1: 15 checkers per side."""
    with pytest.raises(InvalidIdError):
        Position.from_position_id(encode_bits(first, second))


def test_id_with_stray_bits_after_the_position_is_refused():
    """docs/rules.md §1: an ID holds the position and nothing else (bits past its end stay zero)."""
    p = pos({6: 3}, {6: 3})  # 3 + 25 + 3 + 25 = 56 bits used
    clean = encode_bits(list(p.theirs[1:]), list(p.mine[1:]))
    assert Position.from_position_id(clean) == p
    for bit in (60, 70, 79):
        with pytest.raises(InvalidIdError):
            Position.from_position_id(encode_bits(list(p.theirs[1:]), list(p.mine[1:]), extra_bits=(bit,)))


def test_id_with_both_sides_on_one_point_is_refused():
    """docs/rules.md §1/§3: a point holds the checkers of one side only."""
    # Their checker on their 1-point and mine on my 24-point: the same point.
    text = encode_bits(half({1: 1, 6: 14}), half({24: 1, 6: 14}))
    with pytest.raises(InvalidIdError):
        Position.from_position_id(text)
    # Both bars holding checkers is fine.
    assert Position.from_position_id(encode_bits(half({6: 14}, bar=1), half({6: 14}, bar=1))).mine[BAR] == 1


def test_id_with_every_checker_of_both_sides_off_is_refused():
    """docs/rules.md §7: a game ends when one side is off; both cannot be."""
    with pytest.raises(InvalidIdError):
        Position.from_position_id(encode_bits(empty_half(), empty_half()))


# Impossible positions ---------------------------------------------------------------------------
def side(points: dict[int, int]) -> list[int]:
    s = [0] * 26
    for p, n in points.items():
        s[p] = n
    return s


@pytest.mark.parametrize("make", [
    lambda: pos({6: 16}, {6: 15}),                                   # 16 checkers
    lambda: pos({6: 15}, {6: 10, 5: 6}),
    lambda: pos({6: 15}, {6: 10}, theirs_bar=6),
    lambda: Position(side({6: 16}), side({6: 15})),
    lambda: Position(side({6: 14}), side({6: 15})),                  # 14: one lost
    lambda: pos({24: 1, 6: 14}, {1: 1, 6: 14}),                      # both on my 24 = their 1
    lambda: Position(side({6: 15, 24: 0}), side({19: 15})),          # both on my 6 = their 19
    lambda: Position(side({6: 16, 5: -1}), side({6: 15})),           # negative count
    lambda: pos({6: 15}, {6: 15}, mine_bar=-1),
    lambda: Position(side({6: 15})[:25], side({6: 15})),             # wrong lengths
    lambda: Position(side({6: 15}) + [0], side({6: 15})),
    lambda: Position(side({6: 15}), 15),
    lambda: Position([0] * 25 + [15.0], side({6: 15})),              # not whole numbers
    lambda: pos({0: 1}, {6: 15}),                                    # no such point
    lambda: pos({25: 1}, {6: 15}),
    lambda: Position(side({0: 15}), side({0: 15})),                  # both sides finished
    lambda: Position.from_board([[0] * 25]),
    lambda: Position.from_board([[0] * 24, [0] * 25]),
    lambda: Position.from_board([[16] + [0] * 24, [0] * 25]),
])
def test_impossible_positions_raise_invalid_position_error(make):
    """docs/rules.md §1: 15 checkers a side, points 1-24 and the bar, one side per point."""
    with pytest.raises(InvalidPositionError) as info:
        make()
    assert isinstance(info.value, ValueError) and isinstance(info.value, EngineError)
    assert info.value.code and info.value.message


def test_positions_are_immutable_values():
    """docs/rules.md §1: a position is a value: equal boards are equal and hash alike; nothing can be changed."""
    a = pos({6: 5, 8: 3}, {6: 15})
    b = Position.from_position_id(a.position_id())
    assert a == b and hash(a) == hash(b) and len({a, b}) == 1
    with pytest.raises(AttributeError):
        a.mine = b.mine
    assert a.swapped().swapped() == a


def test_position_id_with_stray_padding_bits_is_refused():
    """A Position ID whose unused last bits are set is not one GNU Backgammon writes."""
    with pytest.raises(InvalidIdError):
        Position.from_position_id("4HPwATDgc/ABMB")
