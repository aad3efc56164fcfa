"""Bad arguments to the engine are precise engine errors, and change nothing
(docs/rules.md §7 resignation levels, §1 fifteen checkers a side; docs/architecture.md,
the habits of the house: errors are ValueErrors)."""

from __future__ import annotations

import pytest

from nard_desktop.engine import (EngineError, Game, GamePhase, IllegalActionError, IllegalMoveError,
                                 InvalidPositionError, ManualRoller, Position, game_ids)


def _moving_game() -> Game:
    g = Game(roller=ManualRoller([(3, 1)]))
    g.roll_opening()
    return g


def _snapshot(g: Game):
    return (g.phase, g.on_roll, g.position, g.dice, g.cube, g.resignation_offer, len(g.history), game_ids(g))


@pytest.mark.parametrize("bad", ["8/5 6/5", None, 42, ("8/5", "6/5"), [(8, 5), (6, 5)]])
def test_play_with_something_not_a_play(bad):
    """Game.play takes a Play: anything else is an IllegalMoveError, the turn untouched (§10)."""
    g = _moving_game()
    g.step(8, 5)
    before = _snapshot(g)
    with pytest.raises(IllegalMoveError, match="takes a Play") as info:
        g.play(bad)
    assert info.value.code == "bad_play_argument"
    assert _snapshot(g) == before


@pytest.mark.parametrize("src,dst", [("8", 5), (8.0, 5), (None, None), (True, 5)])
def test_step_with_points_of_the_wrong_kind(src, dst):
    g = _moving_game()
    before = _snapshot(g)
    with pytest.raises(IllegalMoveError, match="point number"):
        g.step(src, dst)
    assert _snapshot(g) == before


@pytest.mark.parametrize("level", [2.5, True, False, 0, 4, "gammon", None, 1.0])
def test_resignation_level_of_the_wrong_kind(level):
    """docs/rules.md §7: one resigns a single game (1), a gammon (2) or a backgammon (3); nothing else."""
    g = _moving_game()
    before = _snapshot(g)
    with pytest.raises(IllegalActionError, match="single game") as info:
        g.offer_resignation(0, level)
    assert info.value.code == "bad_resign_level"
    assert _snapshot(g) == before
    with pytest.raises(IllegalActionError):
        g.resignation_points(level)


@pytest.mark.parametrize("player", [True, 2, -1, "0", 0.0])
def test_resignation_by_no_player(player):
    g = _moving_game()
    before = _snapshot(g)
    with pytest.raises(IllegalActionError, match="no player"):
        g.offer_resignation(player, 1)
    assert _snapshot(g) == before


@pytest.mark.parametrize("dice", [5, "31", (0, 3), (3, 7), (2.0, 1), [1, 2, 3]])
def test_roll_with_bad_dice(dice):
    g = Game(roller=ManualRoller([(3, 1)]))
    with pytest.raises(EngineError):
        g.roll_opening(dice)
    assert g.phase == GamePhase.OPENING and not g.history


def test_from_board_with_sixteen_checkers():
    """docs/rules.md §1: 15 checkers a side; the error names the side and the count."""
    board = Position.initial().board()
    board[1][5] += 1  # the player on roll gets a 16th checker on his 6-point
    with pytest.raises(InvalidPositionError, match="player 1 has 16 checkers; a side has 15") as info:
        Position.from_board(board)
    assert info.value.details["count"] == 16 and info.value.details["player"] == 1
    board = Position.initial().board()
    board[0][12] += 1
    with pytest.raises(InvalidPositionError, match="player 0 has 16 checkers; a side has 15"):
        Position.from_board(board)


@pytest.mark.parametrize("bad", [-1, 1.5, "2", None])
def test_from_board_with_counts_of_the_wrong_kind(bad):
    board = Position.initial().board()
    board[0][0] = bad
    with pytest.raises(InvalidPositionError, match="whole numbers"):
        Position.from_board(board)
