"""Fixtures for driving the real window offscreen: mouse gestures go to the
board view's viewport at the scene positions of checkers and points."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QLocale, QPoint, QPointF, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QMessageBox

from nard_desktop.app import i18n
from nard_desktop.app.controller import HUMAN, GameController, PlayerSpec
from nard_desktop.app.options import ViewOptions
from nard_desktop.engine import InvalidPositionError, Position


def instant_options(**changes) -> ViewOptions:
    opts = ViewOptions(animation_speed="instant", show_dialogs=False, pass_delay_ms=0, computer_pause_ms=0)
    for k, v in changes.items():
        setattr(opts, k, v)
    return opts


TWO_HUMANS = (PlayerSpec(HUMAN), PlayerSpec(HUMAN))


class Driver:
    """Mouse gestures on the board, in scene coordinates."""

    def __init__(self, qtbot, window) -> None:
        self.qtbot = qtbot
        self.window = window
        self.view = window.view
        self.scene = window.scene
        self.controller = window.controller

    @property
    def vp(self):
        return self.view.viewport()

    def at(self, scene_pos: QPointF) -> QPoint:
        return self.view.mapFromScene(scene_pos)

    def press(self, pos: QPointF, button=Qt.MouseButton.LeftButton, modifier=Qt.KeyboardModifier.NoModifier):
        self.qtbot.mousePress(self.vp, button, modifier, self.at(pos))

    def move(self, pos: QPointF):
        self.qtbot.mouseMove(self.vp, self.at(pos))

    def release(self, pos: QPointF, button=Qt.MouseButton.LeftButton):
        self.qtbot.mouseRelease(self.vp, button, Qt.KeyboardModifier.NoModifier, self.at(pos))

    def click(self, pos: QPointF, button=Qt.MouseButton.LeftButton, modifier=Qt.KeyboardModifier.NoModifier):
        self.press(pos, button, modifier)
        self.release(pos, button)

    def drag(self, a: QPointF, b: QPointF):
        self.press(a)
        self.move(a + QPointF(6, 6))
        self.move(b)
        self.release(b)

    def checker(self, seat: int, point: int) -> QPointF:
        """The top checker of ``seat`` on ``point`` (its own numbering)."""
        items = self.scene.checkers_in(self.scene.slot_for(seat, point))
        assert items, f"no checker of seat {seat} on {point}"
        return items[-1].scenePos()

    def target(self, seat: int, point: int) -> QPointF:
        """A spot well inside ``seat``'s point (or its tray for 0)."""
        g = self.scene.geometry
        slot = self.scene.slot_for(seat, point)
        if slot[0] == "off":
            return g.tray_rect(seat == self.scene.snapshot.bottom).center()
        return g.checker_pos(slot[1], 1)

    def neutral(self) -> QPointF:
        """A place on the board where nothing can be dropped: the cube's column."""
        col = self.scene.geometry.cube_column()
        return QPointF(col.center().x(), col.top() + 20)


@pytest.fixture
def make_window(qtbot):
    from nard_desktop.ui.main_window import MainWindow

    made = []

    def make(options: ViewOptions | None = None, size=(1280, 800)):
        opts = options or instant_options()
        w = MainWindow(GameController(opts), opts)
        qtbot.addWidget(w)
        w.resize(*size)
        w.show()
        qtbot.waitExposed(w)
        made.append(w)
        return w, Driver(qtbot, w)

    yield make
    for w in made:
        w.controller.shutdown()


@pytest.fixture
def window(make_window):
    return make_window()


def random_position(rng: random.Random) -> Position:
    """A legal position with checkers anywhere, on the bar and off, often in
    the bear-off: the side on roll is ``mine``."""
    while True:
        mine, theirs = [0] * 26, [0] * 26
        for side in (mine, theirs):
            side[0] = rng.choice((0, 0, 0, 2, 5, 9))
            side[25] = rng.choice((0, 0, 0, 0, 1, 2))
        homeward = rng.random() < 0.3
        for side, other, flip in ((mine, theirs, False), (theirs, mine, True)):
            left = 15 - side[0] - side[25]
            while left > 0:
                p = rng.randint(1, 6) if (homeward and side is mine) else rng.randint(1, 24)
                q = 25 - p
                if other[q]:
                    continue
                n = min(left, rng.randint(1, 4))
                side[p] += n
                left -= n
        try:
            pos = Position(mine, theirs)
        except InvalidPositionError:
            continue
        if not pos.is_game_over():
            return pos


@pytest.fixture
def helpers():
    """The module's helpers, for tests (conftest modules are not imported by name)."""
    import types

    return types.SimpleNamespace(instant_options=instant_options, random_position=random_position,
                                 TWO_HUMANS=TWO_HUMANS)


@pytest.fixture
def warnings(monkeypatch):
    """Warning message boxes answered at once; their texts kept, in order, and the
    detail behind each one's Details button in ``seen.details`` ("" for none)."""
    from nard_desktop.ui import problem_box

    class Seen(list):
        details: list[str]

    seen = Seen()
    seen.details = []

    def plain(parent, title, text, *a):
        seen.append(text)
        seen.details.append("")

    def detailed(box):
        seen.append(box.text())
        seen.details.append(box.detailedText())

    monkeypatch.setattr(QMessageBox, "warning", plain)
    monkeypatch.setattr(problem_box, "run_box", detailed)
    return seen


@pytest.fixture
def app(qapp):
    """The application for tests that switch the language: put back as it was
    (language, locale, direction, font) afterwards."""
    locale, direction, font = QLocale(), qapp.layoutDirection(), QFont(qapp.font())
    yield qapp
    i18n.uninstall_translations(qapp)
    QLocale.setDefault(locale)
    qapp.setLayoutDirection(direction)
    qapp.setFont(font)


@pytest.fixture
def started(qapp, monkeypatch, tmp_path):
    """``ui.app.run`` without its event loop, autosaving into tmp_path/auto; yields a
    function that lists the main windows it showed, and closes them afterwards."""
    from PySide6.QtCore import QLocale
    from PySide6.QtGui import QFont
    from PySide6.QtWidgets import QApplication

    from nard_desktop.app import i18n
    from nard_desktop.ui.file_actions import FileActions
    from nard_desktop.ui.main_window import MainWindow

    saved = (QLocale(), qapp.layoutDirection(), QFont(qapp.font()), qapp.organizationName(),
             qapp.applicationName())
    monkeypatch.setattr(QApplication, "exec", lambda *a: 0)
    monkeypatch.setattr(FileActions, "default_autosave_dir", staticmethod(lambda: tmp_path / "auto"))
    yield lambda: [w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow) and w.isVisible()]
    for w in QApplication.topLevelWidgets():
        if isinstance(w, MainWindow):
            w.controller.shutdown()
            w.hide()
            w.deleteLater()
    i18n.uninstall_translations(qapp)
    QLocale.setDefault(saved[0])
    qapp.setLayoutDirection(saved[1])
    qapp.setFont(saved[2])
    qapp.setOrganizationName(saved[3])
    qapp.setApplicationName(saved[4])


@pytest.fixture
def late_analysis(monkeypatch):
    """The window's analysis held in its thread until the test has cancelled it, then
    finished anyway (at depth 0, in one job): a whole answer arrives late, to be dropped
    (see tests/late_answers.py)."""
    from nard_desktop.ai.analysis import AnalysisOptions
    from nard_desktop.app import review
    from late_answers import LateAnswers

    late = LateAnswers(review.analyse, lambda kw: dict(kw, jobs=1))
    monkeypatch.setattr(review, "analyse", lambda decisions, options, **kw: late(decisions, AnalysisOptions(depth=0),
                                                                                 **kw))
    return late


@pytest.fixture
def late_rollout(monkeypatch):
    """The review's rollout of a candidate held in its thread until the test has
    cancelled it, then finished anyway with 36 trials: a whole answer arrives late."""
    import nard_desktop.ai
    from late_answers import LateAnswers

    late = LateAnswers(nard_desktop.ai.rollout_plays, lambda kw: dict(kw, truncate=1))
    monkeypatch.setattr(nard_desktop.ai, "rollout_plays",
                        lambda position, dice, plays, trials, **kw: late(position, dice, plays, 36, **kw))
    return late
