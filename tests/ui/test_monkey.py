"""The monkey test: thousands of random clicks, drags, key presses, menu
actions and dialog answers across whole games against the computer.

Nothing may raise, and after every single event the engine's position is a
legal one and the checkers drawn on the board (the scene's checker items,
point by point, on the bar and borne off, for each side) are exactly that
position, 15 a side; every 25 events the match's record, written and read
back, is the same match.  After the random events, plain play brings a game
to its end from wherever they left it, and the window still answers a key.

Dialogs that would block (the file dialogs, message boxes, every dialog run
with ``exec()``) answer at once, at random; dialogs opened without blocking
(the end of a game, the fair-dice commitment, the hint) are answered by the
monkey itself.  Seeded: a failure replays with the same seed.

The default run is short (800 events in a fresh process); ``pytest -m slow
tests/ui/test_monkey.py`` runs the same with 2,000 events, and 20,000 events
with three seeds.
"""

from __future__ import annotations

import os
import random
import subprocess
import sys
import time

import pytest
from PySide6.QtCore import QCoreApplication, QPointF, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (QAbstractButton, QApplication, QComboBox, QDialog, QMessageBox,
                               QPushButton)

from nard_desktop.ui import file_dialog
from nard_desktop.app.controller import COMPUTER, HUMAN, GameController, MatchConfig, PlayerSpec
from nard_desktop.app.record import dumps, match_from_record, parse_record, record_from_match
from nard_desktop.engine import GamePhase, InvalidPositionError, ManualRoller, Position, game_ids
from nard_desktop.ui.board.items import CheckerItem
from sampling import sizes

KEYS = [Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Escape, Qt.Key.Key_Z, Qt.Key.Key_D,
        Qt.Key.Key_G, Qt.Key.Key_E, Qt.Key.Key_A, Qt.Key.Key_Tab, Qt.Key.Key_Left, Qt.Key.Key_Up,
        Qt.Key.Key_Backspace, Qt.Key.Key_1, Qt.Key.Key_6]
MODIFIERS = [Qt.KeyboardModifier.NoModifier] * 4 + [Qt.KeyboardModifier.ControlModifier,
                                                    Qt.KeyboardModifier.ShiftModifier,
                                                    Qt.KeyboardModifier.ControlModifier
                                                    | Qt.KeyboardModifier.ShiftModifier]


def engine_slots(c) -> dict[tuple, int]:
    """Where the engine has every checker, in the board's slots: point ``g``
    is the bottom player's point ``g`` and the top player's point ``25 - g``."""
    bottom, top = c.bottom, 1 - c.bottom
    board = c.game.board_for(bottom)
    out: dict[tuple, int] = {}
    for seat, side in ((bottom, board.mine), (top, board.theirs)):
        for p in range(1, 25):
            if side[p]:
                out[("point", p if seat == bottom else 25 - p, seat)] = side[p]
        if side[25]:
            out[("bar", seat)] = side[25]
        if side[0]:
            out[("off", seat)] = side[0]
    return out


def board_problems(window) -> list[str]:
    """Differences between the checkers drawn and the engine's position."""
    c, scene = window.controller, window.scene
    if c.match is None or getattr(scene, "editor", None) is not None:
        return []  # (the position editor shows the setup being edited, not the game)
    review = getattr(window, "review", None)
    if review is not None and review.active:
        # Review mode draws an analysed decision, not the match: the board must show that picture.
        return [f"in review: {p}" for p in scene.consistency_problems()]
    items = [i for i in scene.items() if isinstance(i, CheckerItem)]
    problems = []
    for seat in (0, 1):
        mine = [i for i in items if i.seat == seat]
        if len(mine) != 15:
            problems.append(f"seat {seat} has {len(mine)} checkers drawn")
    drawn: dict[tuple, int] = {}
    for item in items:
        if not item.isVisible() or item.slot is None or item.slot[-1] != item.seat:
            problems.append(f"checker of seat {item.seat} shown in {item.slot}, visible={item.isVisible()}")
            continue
        drawn[item.slot] = drawn.get(item.slot, 0) + 1
    want = engine_slots(c)
    for key in sorted(set(drawn) | set(want), key=str):
        if drawn.get(key, 0) != want.get(key, 0):
            problems.append(f"{key}: drawn {drawn.get(key, 0)}, the engine has {want.get(key, 0)}")
    if not problems and not scene.animating:
        bottom = scene.snapshot.bottom if scene.snapshot else 0
        for key in want:
            for n, item in enumerate(scene.checkers_in(key)):
                if item.pos() != scene.geometry.slot_pos(key, n, bottom):
                    problems.append(f"{key}: checker {n} is drawn at {item.pos()}, not in its place")
    return problems


def engine_problems(c) -> list[str]:
    """What is wrong with the engine's game: a position no game can reach (two sides on
    one point, not 15 checkers a side ...), checked afresh by the position's constructor."""
    if c.match is None:
        return []
    pos = c.game.position
    try:
        Position(pos.mine, pos.theirs)
    except InvalidPositionError as exc:
        return [f"the engine's position is not legal: {exc}"]
    return []


def match_state(match) -> tuple:
    """The IDs, the score, and every event of every game."""
    return (game_ids(match.game), tuple(match.score), match.length,
            [(e.kind, e.player, e.dice, e.play) for g in match.games for e in g.history])


def record_problems(c) -> list[str]:
    """Differences between the match and its record written and read back (what the
    autosave and the save keep)."""
    if c.match is None or c.busy:
        return []
    data = dumps(record_from_match(c.match, include_seed=True))
    again, _ = match_from_record(parse_record(data))
    if match_state(again) != match_state(c.match):
        return [f"the record reads back as another match: {match_state(again)[:3]} != {match_state(c.match)[:3]}"]
    return []


class Monkey:
    def __init__(self, qtbot, window, rng: random.Random, tmp_path) -> None:
        self.qtbot = qtbot
        self.w = window
        self.c: GameController = window.controller
        self.rng = rng
        self.tmp = tmp_path
        self.events = 0
        self.games = 0
        self.finishing = 0  # plain-play events after the random ones (monkey_run)
        self.matches = 0
        self.kinds: dict[str, int] = {}
        self.answered: dict[str, int] = {}
        self.c.game_over.connect(lambda r: setattr(self, "games", self.games + 1))
        self.c.match_over.connect(lambda s: setattr(self, "matches", self.matches + 1))

    def state(self) -> str:
        """Where the game stands, for a failure's message."""
        c, snap, w = self.c, self.c.snapshot, self.w
        parts = [f"match={'none' if c.match is None else ('over' if c.match.is_over else 'on')}",
                 f"busy={c.busy}", f"dialogs={[type(d).__name__ for d in self.open_dialogs()]}",
                 f"editor={getattr(w.scene, 'editor', None) is not None}",
                 f"editor_panel={w.editing.panel is not None}",
                 f"review={getattr(getattr(w, 'review', None), 'active', None)}",
                 f"learn={getattr(getattr(w, 'learn', None), 'active', None)}",
                 f"side_shown={w.side.isVisible()}, side_enabled={w.side.isEnabled()}",
                 f"roll_button_enabled={w.action_bar.roll_button.isEnabled()}"]
        if snap is not None:
            parts += [f"phase={snap.phase.name}", f"mover={snap.mover}", f"can_roll={snap.can_roll}",
                      f"turn_complete={snap.turn_complete}", f"destinations={len(snap.destinations)}",
                      f"answer_double={snap.can_answer_double}", f"answer_resign={snap.can_answer_resignation}",
                      f"enter_dice={c.can_enter_dice()}"]
        return ", ".join(parts)

    # ------------------------------------------------------------ gestures
    @property
    def vp(self):
        return self.w.view.viewport()

    def at(self, pos: QPointF):
        return self.w.view.mapFromScene(pos)

    def click(self, pos: QPointF, button=Qt.MouseButton.LeftButton, modifier=Qt.KeyboardModifier.NoModifier):
        self.qtbot.mouseClick(self.vp, button, modifier, self.at(pos))

    def drag(self, a: QPointF, b: QPointF):
        self.qtbot.mousePress(self.vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, self.at(a))
        self.qtbot.mouseMove(self.vp, self.at(a + QPointF(7, 7)))
        if self.rng.random() < 0.5:
            self.qtbot.mouseMove(self.vp, self.at((a + b) / 2))
        self.qtbot.mouseMove(self.vp, self.at(b))
        self.qtbot.mouseRelease(self.vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, self.at(b))

    def random_pos(self) -> QPointF:
        r = self.w.scene.sceneRect()
        return QPointF(self.rng.uniform(r.left(), r.right()), self.rng.uniform(r.top(), r.bottom()))

    def target(self, seat: int, point: int) -> QPointF:
        return self.w.scene.point_scene_pos(seat, point) if point else \
            self.w.scene.geometry.tray_rect(seat == self.w.scene.snapshot.bottom).center()

    # ------------------------------------------------------------ events
    def open_dialogs(self) -> list[QDialog]:
        return [d for d in QApplication.topLevelWidgets() if isinstance(d, QDialog) and d.isVisible()]

    def step(self) -> None:
        kind = self.rng.choices(
            ["smart", "click", "drag", "key", "action", "button", "dialog", "wait"],
            weights=[44, 12, 8, 10, 6, 7, 5, 8])[0]
        if self.open_dialogs() and self.rng.random() < 0.5:
            kind = "dialog"
        self.kinds[kind] = self.kinds.get(kind, 0) + 1
        getattr(self, "ev_" + kind)()
        self.events += 1

    def ev_smart(self) -> None:
        """What a player would do next (so that games get played to the end)."""
        c, snap = self.c, self.c.snapshot
        if self.open_dialogs():
            return self.ev_dialog()
        panel = getattr(self.w.editing, "panel", None)
        if panel is not None:  # the game waits while the position editor is open: close it
            return self.qtbot.mouseClick(panel.done_button, Qt.MouseButton.LeftButton)
        if self.w.review.active:  # back from the review to the match being played
            return self.w.review.act_leave.trigger()
        if c.match is None or snap is None:
            return self.w.act_new.trigger()
        if c.match.is_over:
            return self.w.act_new.trigger()
        if c.busy:
            return self.ev_wait()
        if snap.phase == GamePhase.OVER:
            return self.w.act_next.trigger()
        if c.can_enter_dice() and not snap.can_roll:
            return self.w.dice.act_enter.trigger()
        if snap.can_answer_double:
            b = self.rng.choice([self.w.cube_widget.take_button, self.w.cube_widget.drop_button])
            return self.qtbot.mouseClick(b, Qt.MouseButton.LeftButton)
        if snap.can_answer_resignation:
            return self.rng.choice([c.accept_resignation, c.decline_resignation])()
        if snap.can_roll:
            how = self.rng.random()
            if how < 0.4:
                return self.qtbot.keyClick(self.w, Qt.Key.Key_Space)
            if how < 0.7 and self.w.action_bar.roll_button.isEnabled():
                return self.qtbot.mouseClick(self.w.action_bar.roll_button, Qt.MouseButton.LeftButton)
            return self.click(self.w.scene.dice_scene_pos() or self.random_pos())
        if snap.mover is not None:
            if snap.turn_complete:
                if self.rng.random() < 0.5:
                    return self.qtbot.keyClick(self.w, Qt.Key.Key_Return)
                pos = self.w.scene.dice_scene_pos()
                return self.click(pos) if pos is not None else c.done()
            src = self.rng.choice(sorted(snap.destinations))
            dst = self.rng.choice(sorted(snap.destinations[src]))
            a = self.w.scene.point_scene_pos(snap.mover, src)
            if self.rng.random() < 0.6:
                return self.drag(a, self.target(snap.mover, dst))
            return self.click(a, self.rng.choice([Qt.MouseButton.LeftButton, Qt.MouseButton.RightButton]))
        return self.ev_wait()

    def ev_click(self) -> None:
        button = self.rng.choice([Qt.MouseButton.LeftButton] * 3 + [Qt.MouseButton.RightButton])
        mod = self.rng.choice([Qt.KeyboardModifier.NoModifier] * 3 + [Qt.KeyboardModifier.ShiftModifier])
        if self.rng.random() < 0.2:
            self.qtbot.mouseDClick(self.vp, button, mod, self.at(self.random_pos()))
        else:
            self.click(self.random_pos(), button, mod)

    def ev_drag(self) -> None:
        items = [i for i in self.w.scene.items() if isinstance(i, CheckerItem)]
        a = self.rng.choice(items).scenePos() if items and self.rng.random() < 0.8 else self.random_pos()
        self.drag(a, self.random_pos())

    def ev_key(self) -> None:
        target = self.rng.choice([self.w, self.w.view, self.vp])
        self.qtbot.keyClick(target, self.rng.choice(KEYS), self.rng.choice(MODIFIERS))

    def actions(self) -> list[QAction]:
        skip = {self.w.act_quit}
        speeds = getattr(self.w, "speed_actions", {})
        skip |= {a for k, a in speeds.items() if k != "instant"}
        out = []
        for a in self.w.findChildren(QAction):
            if a in skip or a.isSeparator() or a.menu() is not None or not a.text():
                continue
            out.append(a)
        return out

    def ev_action(self) -> None:
        self.rng.choice(self.actions()).trigger()

    def ev_button(self) -> None:
        buttons = [b for b in self.w.centralWidget().findChildren(QAbstractButton) if b.isVisible()]
        if buttons:
            self.qtbot.mouseClick(self.rng.choice(buttons), Qt.MouseButton.LeftButton)

    def ev_dialog(self) -> None:
        dialogs = self.open_dialogs()
        if not dialogs:
            return self.ev_wait()
        dlg = self.rng.choice(dialogs)
        buttons = [b for b in dlg.findChildren(QPushButton) if b.isVisible() and b.isEnabled()]
        if buttons and self.rng.random() < 0.85:
            self.qtbot.mouseClick(self.rng.choice(buttons), Qt.MouseButton.LeftButton)
        else:
            self.rng.choice([dlg.reject, dlg.close, dlg.accept])()

    def ev_wait(self) -> None:
        if self.c.busy and self.rng.random() < 0.8:
            self.qtbot.waitUntil(lambda: not self.c.busy, timeout=20000)
        else:
            self.qtbot.wait(self.rng.choice([0, 1, 5]))


def auto_answers(monkeypatch, rng: random.Random, tmp_path) -> dict[str, int]:
    """Every blocking dialog answers at once, at random.  Returns the count
    of dialogs answered, by class."""
    from nard_desktop.ui.dialogs.gnubg_ids import PasteIdsDialog
    from nard_desktop.ui.dialogs.manual_dice import ManualDiceDialog
    from nard_desktop.ui.dialogs.new_game import NewGameDialog
    from nard_desktop.ui.dialogs.resign import ResignDialog

    junk = tmp_path / "junk.nardmatch"
    junk.write_bytes(b'{"format": "nard-desktop-match", "version": 1, "games": [')
    saves = [tmp_path / f"save{i}.nardmatch" for i in range(3)] + [tmp_path / "export.mat"]
    answered: dict[str, int] = {}

    def exec_(dlg) -> int:
        answered[type(dlg).__name__] = answered.get(type(dlg).__name__, 0) + 1
        accepted, rejected = QDialog.DialogCode.Accepted, QDialog.DialogCode.Rejected
        if isinstance(dlg, ManualDiceDialog):
            if rng.random() < 0.15:
                return rejected
            dlg.set_dice((rng.randint(1, 6), rng.randint(1, 6)))
            return accepted
        if isinstance(dlg, NewGameDialog):
            if rng.random() < 0.1:
                return rejected
            dlg.vs_computer.setChecked(rng.random() < 0.92)
            dlg.level.setCurrentIndex(dlg.level.findData(rng.choice(["beginner", "beginner", "expert"])))
            (dlg.money_radio if rng.random() < 0.2 else dlg.match_radio).setChecked(True)
            dlg.length.setValue(rng.choice([1, 1, 3, 5]))
            dlg.preset.setCurrentIndex(rng.randrange(dlg.preset.count()))
            dlg.fair_dice.setChecked(rng.random() < 0.5)
            return accepted
        if isinstance(dlg, ResignDialog):
            dlg.buttons[rng.choice([1, 2, 3])].setChecked(True)
            return accepted if rng.random() < 0.5 else rejected
        if isinstance(dlg, PasteIdsDialog):
            ids = dlg.parent().files.current_ids() if rng.random() < 0.7 else None
            dlg.position_edit.setText(ids[0] if ids else "junkjunkjunk00")
            dlg.match_edit.setText(ids[1] if ids else "cAkAAAAAAAAA")
            dlg.accept()
            return dlg.result()
        for combo in dlg.findChildren(QComboBox):
            if rng.random() < 0.2 and combo.count():
                combo.setCurrentIndex(rng.randrange(combo.count()))
        return rejected

    monkeypatch.setattr(QDialog, "exec", exec_)
    monkeypatch.setattr(QMessageBox, "exec", lambda box: QMessageBox.StandardButton.Cancel)
    for name in ("warning", "information", "critical"):
        monkeypatch.setattr(QMessageBox, name, lambda *a, **k: QMessageBox.StandardButton.Ok)
    monkeypatch.setattr(QMessageBox, "about", lambda *a, **k: None)
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: rng.choice(
        [QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.No]))
    monkeypatch.setattr(file_dialog, "get_save_file_name", lambda *a, **k: (
        rng.choice([str(p) for p in saves] + ["", str(tmp_path / "no-such-folder" / "x.nardmatch")]), ""))
    monkeypatch.setattr(file_dialog, "get_open_file_name", lambda *a, **k: (
        rng.choice([str(p) for p in saves] + ["", str(junk), str(tmp_path / "missing.mat")]), ""))
    return answered


def monkey_run(qtbot, monkeypatch, tmp_path, helpers, *, events: int, seed: int) -> tuple[Monkey, float]:
    """``events`` random events, each checked; then plain play, the computer
    waited for each time, until one more game has ended (at most 4,000 events,
    each checked as the random ones are: how many games the random events
    finish depends on how fast the computer answers between the monkey's
    short waits, so on the machine's load, and is not counted on); then a key
    press must still roll the dice of a new match."""
    from nard_desktop.ui.main_window import MainWindow

    rng = random.Random(seed)
    monkey_answers = auto_answers(monkeypatch, rng, tmp_path)
    options = helpers.instant_options(show_dialogs=True)
    window = MainWindow(GameController(options), options)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    window.files.start_autosave(tmp_path / "autosave")
    errors: list[str] = []
    window.controller.error.connect(errors.append)
    monkey = Monkey(qtbot, window, rng, tmp_path)
    monkey.answered = monkey_answers
    window.controller.new_match(MatchConfig(length=3, preset="international_match", dice="fair",
                                            players=(PlayerSpec(HUMAN), PlayerSpec(COMPUTER, "beginner"))))
    started = time.perf_counter()
    try:
        with qtbot.captureExceptions() as raised:
            def check(n: int) -> None:
                QCoreApplication.processEvents()
                assert not raised, f"event {n} (seed {seed}): an exception: {raised[0][1]!r}"
                assert not errors, f"event {n} (seed {seed}): the controller failed: {errors[0]}"
                problems = engine_problems(window.controller) + board_problems(window)
                assert not problems, f"event {n} (seed {seed}): the board is wrong: {problems}"
                if n % 25 == 0:
                    problems = record_problems(window.controller)
                    assert not problems, f"event {n} (seed {seed}): {problems}"

            for n in range(events):
                monkey.step()
                check(n)
            # From wherever the random events left the window, plain play ends a game.
            ended = monkey.games
            while monkey.games == ended:
                assert monkey.finishing < 4000, f"seed {seed}: no game ended; stuck at {monkey.state()}"
                if window.controller.busy:
                    qtbot.waitUntil(lambda: not window.controller.busy, timeout=20000)
                monkey.ev_smart()
                monkey.finishing += 1
                check(events + monkey.finishing)
            # Let the last computer move finish, then look once more.
            qtbot.waitUntil(lambda: not window.controller.busy, timeout=20000)
            check(events + monkey.finishing + 1)
            assert record_problems(window.controller) == []
            # The window still answers: a new match between two people, and a click on Roll rolls.
            for d in monkey.open_dialogs():
                d.close()
            if window.review.active:
                window.review.act_leave.trigger()
            panel = getattr(window.editing, "panel", None)
            if panel is not None:
                qtbot.mouseClick(panel.done_button, Qt.MouseButton.LeftButton)
            # Dice it knows: system dice roll doubles at the opening one time in six, and a tie
            # is rolled again (the phase stays the opening: the check failed once so).
            window.controller.new_match(MatchConfig(length=1, players=helpers.TWO_HUMANS,
                                                    roller=ManualRoller([(3, 1)])))
            assert window.controller.game.phase == GamePhase.OPENING and window.controller.snapshot.can_roll
            roll = window.action_bar.roll_button
            assert window.side.isVisible() and window.side.isEnabled() and roll.isEnabled(), monkey.state()
            from nard_desktop.ui.dialogs.manual_dice import ManualDiceDialog

            def enter_3_1(dlg) -> int:  # dice entered by hand, if the monkey turned that on: 3-1
                if isinstance(dlg, ManualDiceDialog):
                    dlg.set_dice((3, 1))
                    return QDialog.DialogCode.Accepted
                return QDialog.DialogCode.Rejected

            monkeypatch.setattr(QDialog, "exec", enter_3_1)
            qtbot.mouseClick(roll, Qt.MouseButton.LeftButton)
            assert window.controller.game.phase != GamePhase.OPENING and window.controller.snapshot.dice is not None, \
                monkey.state()
            check(events + monkey.finishing + 2)
    finally:
        window.controller.shutdown()
        for d in monkey.open_dialogs():
            d.close()
    return monkey, time.perf_counter() - started


def _report(monkey: Monkey, seconds: float) -> str:
    return (f"monkey: {monkey.events} events + {monkey.finishing} to finish a game, {monkey.games} games over, "
            f"{monkey.matches} matches over, "
            f"{seconds:.1f} s; events by kind {dict(sorted(monkey.kinds.items()))}; "
            f"blocking dialogs answered {dict(sorted(monkey.answered.items()))}")


@pytest.mark.skipif(os.environ.get("NARD_MONKEY_INPROC") != "1",
                    reason="run through test_monkey_short_in_a_fresh_process")
def test_monkey_short(qtbot, monkeypatch, tmp_path, helpers):
    events = int(os.environ.get("NARD_MONKEY_EVENTS", "2000"))
    seed = int(os.environ.get("NARD_MONKEY_SEED", "20240321"))
    monkey, seconds = monkey_run(qtbot, monkeypatch, tmp_path, helpers, events=events, seed=seed)
    # What is checked is checked in monkey_run, event by event; the counts are for the reader.
    print(_report(monkey, seconds))


@pytest.mark.parametrize("events", sizes(800, 2000))
def test_monkey_short_in_a_fresh_process(events):
    """The short monkey run in its own interpreter, from start to exit: a native crash
    anywhere, the interpreter's exit included (a worker thread still running while it
    shuts down), fails the test."""
    cmd = [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-p", "no:xdist", "-m", "",
           f"{__file__}::test_monkey_short"]
    env = dict(os.environ, NARD_MONKEY_INPROC="1", NARD_MONKEY_EVENTS=str(events), QT_QPA_PLATFORM="offscreen")
    run = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=900)
    assert run.returncode == 0, run.stdout[-5000:] + run.stderr[-3000:]
    assert "1 passed" in run.stdout


@pytest.mark.slow
@pytest.mark.timeout(3600)  # 20,000 events take from one to ten minutes, by the machine's load
@pytest.mark.parametrize("seed", [7, 8, 9])
def test_monkey_long(qtbot, monkeypatch, tmp_path, helpers, seed):
    monkey, seconds = monkey_run(qtbot, monkeypatch, tmp_path, helpers, events=20000, seed=seed)
    print(_report(monkey, seconds))


def test_the_board_check_sees_a_checker_out_of_place(window, helpers):
    w, _ = window
    w.controller.new_match(MatchConfig(players=(PlayerSpec(HUMAN), PlayerSpec(HUMAN))))
    assert board_problems(w) == []
    item = w.scene.checkers_in(("point", 6, 0))[-1]
    item.slot = ("point", 5, 0)  # drawn on another point than the engine says
    assert any("drawn" in p for p in board_problems(w))
    item.slot = ("point", 6, 0)
    item.setPos(item.pos() + QPointF(30, 0))
    assert any("not in its place" in p for p in board_problems(w))
    item.setVisible(False)
    assert board_problems(w)
