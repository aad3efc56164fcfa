"""Finished games and matches of a human against the computer go into the record;
other games do not; a record that cannot be written is reported, and nothing else fails."""

from __future__ import annotations

import sqlite3

from nard_desktop.app.controller import COMPUTER, HUMAN, GameController, MatchConfig, PlayerSpec
from nard_desktop.app.options import ViewOptions
from nard_desktop.app.player_record import PlayerRecord
from nard_desktop.app.record_keeper import RecordKeeper
from nard_desktop.engine import GameResult, ResultType


def controller(players, length=0, preset="money"):
    c = GameController(ViewOptions(animation_speed="instant", show_dialogs=False))
    c.config = MatchConfig(length=length, preset=preset, players=players)
    return c


def test_a_game_against_the_computer_is_recorded(qtbot, tmp_path):
    c = controller((PlayerSpec(HUMAN), PlayerSpec(COMPUTER, "expert")))
    keeper = RecordKeeper(c, tmp_path / "r.sqlite3")
    with qtbot.waitSignal(keeper.recorded):
        c.game_over.emit(GameResult(winner=1, kind=ResultType.GAMMON, points=4, cube_value=2, reason="bearoff"))
    keeper.close()
    with PlayerRecord.open(tmp_path / "r.sqlite3") as rec:
        (g,) = rec.games()
    assert (g.opponent_level, g.won, g.points, g.kind, g.match_length) == ("expert", False, -4, "game", 0)


def test_the_human_may_sit_in_either_seat(qtbot, tmp_path):
    c = controller((PlayerSpec(COMPUTER, "beginner"), PlayerSpec(HUMAN)))
    keeper = RecordKeeper(c, tmp_path / "r.sqlite3")
    c.game_over.emit(GameResult(winner=1, kind=ResultType.SINGLE, points=1, cube_value=1, reason="bearoff"))
    (g,) = keeper.record().games()
    assert (g.opponent_level, g.won, g.points) == ("beginner", True, 1)


def test_two_humans_are_not_recorded(qtbot, tmp_path):
    c = controller((PlayerSpec(HUMAN), PlayerSpec(HUMAN)))
    keeper = RecordKeeper(c, tmp_path / "r.sqlite3")
    c.game_over.emit(GameResult(winner=0, kind=ResultType.SINGLE, points=1, cube_value=1, reason="bearoff"))
    assert keeper.record().games() == []


def test_a_locked_record_is_reported_in_words(qtbot, tmp_path):
    path = tmp_path / "r.sqlite3"
    c = controller((PlayerSpec(HUMAN), PlayerSpec(COMPUTER, "expert")))
    keeper = RecordKeeper(c, path)
    keeper.record()._db.execute("PRAGMA busy_timeout = 100")
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")
    problems = []
    keeper.problem.connect(problems.append)
    c.game_over.emit(GameResult(winner=0, kind=ResultType.SINGLE, points=1, cube_value=1, reason="bearoff"))
    other.execute("ROLLBACK")
    other.close()
    assert len(problems) == 1 and str(path) in problems[0] and "not lost" in problems[0]
    assert keeper.record().games() == []
