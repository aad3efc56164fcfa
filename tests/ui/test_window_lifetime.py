"""A closed main window is gone: deleting it frees the window, its board scene and its
controller, even when code outside the window (the self-test, a test, a plug-in) has
connected closures that refer to the window to the controller's signals, and even
while the computer or a hint is still thinking in a worker thread."""

from __future__ import annotations

import gc
import weakref

from PySide6.QtCore import QCoreApplication, QEvent

from nard_desktop.app.controller import COMPUTER, HUMAN, GameController, MatchConfig, PlayerSpec
from nard_desktop.engine import ManualRoller


def _delete(ref: weakref.ref) -> None:
    ref().close()
    ref().deleteLater()
    # The wrappers of the deleted objects go on the next passes of the event loop.
    for _ in range(3):
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        QCoreApplication.processEvents()
        gc.collect()


def _open(qtbot, helpers, players, dice):
    from nard_desktop.ui.main_window import MainWindow

    opts = helpers.instant_options()
    window = MainWindow(GameController(opts), opts)
    window.show()
    seen = []
    # A closure that refers to the window, connected to the controller (as the self-test
    # does): it must not keep the window alive.
    window.controller.position_changed.connect(lambda snap, _t: seen.append(window.scene is not None))
    window.controller.new_match(MatchConfig(players=players, roller=ManualRoller(list(dice))))
    qtbot.waitUntil(lambda: not window.controller.busy, timeout=20000)
    assert seen
    return window


def _refs(window) -> list[weakref.ref]:
    return [weakref.ref(window), weakref.ref(window.scene), weakref.ref(window.controller),
            weakref.ref(window.controller.worker), weakref.ref(window.hints)]


def test_a_closed_window_and_its_scene_and_controller_are_collected(qapp, qtbot, helpers):
    window = _open(qtbot, helpers, (PlayerSpec(HUMAN), PlayerSpec(COMPUTER, "beginner")),
                   [(6, 1), (3, 1), (4, 2)])
    refs = _refs(window)
    del window
    _delete(refs[0])
    assert [r() for r in refs] == [None] * len(refs)


def test_a_window_closed_while_a_hint_is_being_worked_out_is_collected(qapp, qtbot, helpers):
    window = _open(qtbot, helpers, helpers.TWO_HUMANS, [(6, 1)])
    c = window.controller
    assert c.roll() and c.snapshot.mover == 0
    assert window.hints.request()  # a world-class hint, running in the hint worker's thread
    refs = _refs(window)
    del window, c
    _delete(refs[0])
    assert [r() for r in refs] == [None] * len(refs)
