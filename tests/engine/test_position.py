"""docs/rules.md §1 (equipment, numbering, start) and GNU Backgammon Position IDs."""

from __future__ import annotations

import base64
import random

import pytest

from engine_helpers import after, bar_position, bearoff_position, played_position, pos

from nard_desktop.engine import (InvalidIdError, InvalidPositionError, Phase, Position, apply_step,
                                 legal_plays)

START = {24: 2, 13: 5, 8: 3, 6: 5}
OPENING_ID = "4HPwATDgc/ABMA"  # GNU Backgammon's ID of the starting position


# ------------------------------------------------------------ §1 the start

def test_s1_start_is_2_5_3_5_mirrored_with_167_pips_each():
    """§1: 2 on the 24-point, 5 on the 13, 3 on the 8, 5 on the 6, mirrored; 167 pips each."""
    start = Position.initial()
    for side in (start.mine, start.theirs):
        assert {p: side[p] for p in range(1, 25) if side[p]} == START
        assert side[0] == 0 and side[25] == 0 and sum(side) == 15
    assert start.pips() == (167, 167)
    assert start == start.swapped()


def test_s1_pip_count_counts_the_bar_as_25_and_off_as_0():
    """§1: pips are the distance to bear off; a checker on the bar is 25 away."""
    p = pos({6: 2, 1: 1}, {23: 1}, mine_bar=1)  # the rest borne off
    assert p.pips() == (6 * 2 + 1 + 25, 23)


def test_s1_my_point_n_is_their_point_25_minus_n():
    """§1: my point n is the opponent's point 25−n: a blot on their 5-point sits on my 20."""
    p = pos({24: 1, 6: 14}, {5: 1, 6: 14})
    hit = [pl for pl in legal_plays(p, (4, 3)) if (24, 20) in pl.moves]
    assert hit and all(pl.hits[pl.moves.index((24, 20))] for pl in hit)
    assert all(pl.result.theirs[5] == 0 and pl.result.theirs[25] == 1 for pl in hit)
    # The same checker, seen from the other side, is on its owner's 5-point.
    assert p.swapped().mine[5] == 1 and p.swapped().theirs[24] == 1


def test_s1_both_sides_move_toward_their_own_point_1():
    """§1: each side moves from higher to lower numbers in its own numbering, never back."""
    start = Position.initial()
    for dice in [(6, 5), (2, 1), (4, 4)]:
        for play in legal_plays(start, dice):
            assert all(src > dst for src, dst in play.moves)
            assert play.result.pips()[0] == 167 - sum(dice) * (2 if dice[0] == dice[1] else 1)
            assert play.result.pips()[1] == 167


def test_s1_phase_contact_race_bearoff():
    """§1 geometry: contact while the back checkers have not passed each other."""
    assert Position.initial().phase() is Phase.CONTACT
    race = pos({12: 5, 6: 10}, {12: 5, 6: 10})  # my 12 is their 13: passed each other
    assert race.phase() is Phase.RACE
    assert pos({6: 5, 1: 10}, {6: 15}).phase() is Phase.BEAROFF


# ------------------------------------------------------------ Position ID

def test_position_id_of_the_start_is_gnubgs():
    assert Position.initial().position_id() == OPENING_ID
    assert Position.from_position_id(OPENING_ID) == Position.initial()


@pytest.mark.parametrize("seed", range(6))
def test_position_id_round_trips(seed):
    """ID → position → ID and position → ID → position, over played and constructed positions."""
    rng = random.Random(seed)
    positions = [played_position(seed * 100 + i, rng.randint(0, 150)) for i in range(30)]
    positions += [bearoff_position(rng) for _ in range(20)] + [bar_position(rng) for _ in range(20)]
    positions += [p.swapped() for p in positions]
    for p in positions:
        pid = p.position_id()
        assert len(pid) == 14
        assert Position.from_position_id(pid) == p
        assert Position.from_position_id(pid).position_id() == pid


def test_position_id_agrees_with_gnubg():
    gnubg_nn = pytest.importorskip("gnubg_nn")
    rng = random.Random(11)
    for i in range(200):
        p = played_position(i, rng.randint(0, 120))
        assert p.position_id() == gnubg_nn.position_id(p.board())


def _encode(theirs: list[int], mine: list[int], extra_bits: str = "") -> str:
    """A Position ID written by hand: each side's points 1–24 and bar as unary counts."""
    bits = ""
    for side in (theirs, mine):
        for n in side:
            bits += "1" * n + "0"
    bits += extra_bits
    value = int(bits[::-1], 2) if bits else 0
    return base64.b64encode(value.to_bytes(10, "little")).decode()[:14]


def _side(points: dict[int, int], bar: int = 0) -> list[int]:
    return [points.get(p, 0) for p in range(1, 25)] + [bar]


def test_hand_encoded_id_decodes():
    """The test encoder agrees with the engine, so the malformed IDs below differ only where meant."""
    assert _encode(_side(START), _side(START)) == OPENING_ID


@pytest.mark.parametrize("text, why", [
    ("4HPwATDgc/ABM", "13 characters"),
    ("4HPwATDgc/ABMAA", "15 characters"),
    ("", "empty"),
    ("4HPwATDgc/AB!A", "a character outside Base64"),
    ("4HPwATDg c/ABM", "a space inside"),
    ("4HPwATDgc/AB=A", "padding inside"),
])
def test_malformed_position_ids_raise(text, why):
    with pytest.raises(InvalidIdError):
        Position.from_position_id(text)


def test_position_id_that_is_not_text_raises():
    with pytest.raises(InvalidIdError):
        Position.from_position_id(None)  # type: ignore[arg-type]


def test_position_id_with_more_than_15_checkers_on_a_side_raises():
    sixteen = _encode(_side({6: 16}), _side(START))
    with pytest.raises(InvalidIdError):
        Position.from_position_id(sixteen)
    spread = _encode(_side({6: 8, 5: 8}), _side(START))  # 16 in all, none over 15 on a point
    with pytest.raises(InvalidIdError):
        Position.from_position_id(spread)


def test_position_id_with_stray_bits_after_the_position_raises():
    ten = _side({6: 5, 8: 5})  # 10 checkers a side: 70 bits, 10 to spare
    assert Position.from_position_id(_encode(ten, ten, extra_bits="0000000000")).mine[6] == 5
    for extra in ("1", "0001", "0000000001"):
        with pytest.raises(InvalidIdError):
            Position.from_position_id(_encode(ten, ten, extra_bits=extra))


def test_position_id_with_both_sides_on_one_point_raises():
    # their 1-point is my 24-point, where my back checkers stand
    shared = _encode(_side({1: 2, 13: 5, 8: 3, 6: 5}), _side(START))
    with pytest.raises(InvalidIdError):
        Position.from_position_id(shared)


def test_position_id_errors_are_engine_errors_with_a_code():
    with pytest.raises(ValueError) as info:
        Position.from_position_id("not an id")
    assert info.value.code == "bad_position_id" and info.value.message


# ------------------------------------------------------ impossible positions

def test_sixteen_checkers_raise():
    with pytest.raises(InvalidPositionError):
        Position.from_points({6: 16}, START)
    with pytest.raises(InvalidPositionError):
        Position.from_points({6: 15}, START, mine_bar=1)
    counts = [0] * 26
    counts[6] = 16
    with pytest.raises(InvalidPositionError):
        Position(counts, Position.initial().theirs)


def test_fourteen_checkers_in_raw_counts_raise():
    counts = list(Position.initial().mine)
    counts[6] -= 1
    with pytest.raises(InvalidPositionError):
        Position(counts, Position.initial().theirs)


def test_both_sides_on_one_point_raise():
    with pytest.raises(InvalidPositionError):
        Position.from_points({24: 2, 13: 13}, {1: 1, 6: 14})  # their 1 is my 24


def test_negative_counts_raise():
    counts = list(Position.initial().mine)
    counts[6] = -1
    counts[0] = 1
    with pytest.raises(InvalidPositionError):
        Position(counts, Position.initial().theirs)
    with pytest.raises(InvalidPositionError):
        Position.from_points({6: -1}, START)
    with pytest.raises(InvalidPositionError):
        Position.from_points({6: 5}, START, mine_bar=-1)


@pytest.mark.parametrize("bad", [[1] * 25, [1] * 27, "x" * 26, [0.5] * 26, None])
def test_malformed_counts_raise(bad):
    with pytest.raises(InvalidPositionError):
        Position(bad, Position.initial().theirs)


def test_point_numbers_outside_1_to_24_raise():
    with pytest.raises(InvalidPositionError):
        Position.from_points({25: 1, 6: 14}, START)
    with pytest.raises(InvalidPositionError):
        Position.from_points({0: 1, 6: 14}, START)


def test_positions_are_immutable_values():
    p = Position.initial()
    with pytest.raises(AttributeError):
        p.mine = p.theirs  # type: ignore[misc]
    moved = apply_step(p, (24, 18))
    assert p == Position.initial() and moved != p
    assert hash(after(p, (24, 18))) == hash(moved) and {moved, after(p, (24, 18))} == {moved}
