"""Edit ▸ Edit the position: the position editor's menu entry and what its
panel's buttons do (play on against the computer, a hint, the IDs)."""

from __future__ import annotations

import dataclasses
from typing import Callable

from PySide6.QtCore import QObject, Qt, Slot
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QGraphicsView, QWidget

from nard_desktop.app.controller import COMPUTER, HUMAN, GameController, PlayerSpec
from nard_desktop.app.hints import HintService
from nard_desktop.app.match_files import cube_turned, under_rules
from nard_desktop.app.opponent import DEFAULT_LEVEL
from nard_desktop.app.presets import preset_for
from nard_desktop.app.session import MatchSession
from nard_desktop.engine import EngineError, GamePhase, match_from_ids

from .board.editor import EditedPosition, EditorPanel, PositionEditor
from .board.scene import BoardScene

__all__ = ["EditorActions"]


class EditorActions(QObject):
    """The position editor of one main window.

    It is given the controller and the session of the match, the hint
    service (a hint being looked for stops when editing starts), the window
    its panel and dialogs belong to (``parent``), the match's board
    (``scene``, where the editing happens) and the view showing it, and
    ``show_status`` (a line on the status label).  The Edit menu's entry is
    :attr:`act_edit`; the window puts it there.  *Hint* shows the hint for
    the edited position and leaves the editor open."""

    def __init__(self, controller: GameController, session: MatchSession, hints: HintService, parent: QWidget, *,
                 scene: BoardScene, view: QGraphicsView, show_status: Callable[[str], None]) -> None:
        super().__init__(parent)
        self.widget = parent
        self.controller = controller
        self.session = session
        self.hints = hints
        self.scene = scene
        self.view = view
        self.show_status = show_status
        self.panel: EditorPanel | None = None
        self.editor: PositionEditor | None = None
        self.rollout_dialog = None  # the editor's last RolloutDialog
        self.hint_dialog = None  # the editor's last HintDialog
        # The editor's rollouts: trials and worker processes (None: one per core).
        self.rollout_trials: int | None = None
        self.rollout_jobs: int | None = None
        a = self.act_edit = QAction(self.tr("Edit the &position…"), parent)
        a.setShortcut(QKeySequence("Ctrl+Shift+E"))
        a.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        a.triggered.connect(self.start)
        parent.addAction(a)

    def retranslate(self) -> None:
        self.act_edit.setText(self.tr("Edit the &position…"))
        if self.panel is not None:
            self.panel.retranslate()

    def setup_from_game(self) -> EditedPosition:
        c = self.controller
        g = c.game
        snap = c.snapshot
        if g is None or snap is None:
            from nard_desktop.engine import Position

            return EditedPosition.from_position(Position.initial(), 0)
        dice = tuple(g.dice)[:2] if (g.dice is not None and g.phase == GamePhase.MOVE) else None
        on_roll = g.on_roll
        # A turn half played is edited from where it began.
        board = g.turn.start if g.turn is not None else g.board_for(on_roll)
        setup = EditedPosition.from_position(board, on_roll, colours=snap.colours, dice=dice,
                                             cube_value=g.cube.value, cube_owner=g.cube.owner,
                                             score=list(snap.score), length=snap.match_length,
                                             crawford=bool(snap.crawford))
        return setup

    @Slot()
    def start(self) -> EditorPanel | None:
        """Open the editor on the position now on the board."""
        if self.scene.snapshot is None:
            return None
        if self.panel is not None:
            self.panel.raise_()
            return self.panel
        self.hints.cancel()
        self.editor = self.scene.start_editing(self.setup_from_game())
        panel = self.panel = EditorPanel(self.editor, self.widget)
        panel.play_requested.connect(self.play_on)
        panel.hint_requested.connect(self.hint)
        panel.rollout_requested.connect(self.rollout)
        panel.finished_editing.connect(self.stop)
        panel.show()
        self.place_panel()
        self.show_status(self.tr("Editing the position: the game waits until the editor is closed."))
        return panel

    def place_panel(self) -> None:
        """Put the panel beside the board rather than over it."""
        from PySide6.QtCore import QRect

        from nard_desktop.ui.sizing import available_geometry

        from .board.editor import beside_board

        w, panel = self.widget, self.panel
        if panel is None:
            return
        view = self.view
        board = QRect(view.mapToGlobal(view.rect().topLeft()), view.size())
        panel.move(beside_board(panel.frameGeometry().size(), w.frameGeometry(), board, available_geometry(w)))

    @Slot()
    def stop(self) -> None:
        self.scene.stop_editing()
        self.controller.refresh()  # the game's status line again
        self.editor = None
        panel, self.panel = self.panel, None
        if panel is not None:
            panel.finished_editing.disconnect(self.stop)
            panel.close()
            panel.deleteLater()

    def _playable_setup(self):
        """The edited setup, or None (the editor saying why) when it cannot be played."""
        if self.editor is None:
            return None
        setup = self.editor.setup
        problems = setup.problems()
        if problems:
            self.editor.refuse(problems[0])
            return None
        return setup

    def _edited_match(self, setup, **changes):
        """(configuration, match) of the edited position: the present configuration
        at the setup's length, under the rules in force, with
        ``changes``; None (the editor saying why) when the engine refuses it."""
        pid, mid = setup.ids()
        # The rules in force; the cube of the setup goes back to the middle where they have none.
        rules = self.session.rules_in_force()
        config = dataclasses.replace(self.controller.config, length=setup.length,
                                     preset=preset_for(rules, setup.length == 0), rules=rules, **changes)
        try:
            match = match_from_ids(pid, mid, rules)
            if not rules.cube_enabled and cube_turned(match):
                match = under_rules(match, rules)
        except EngineError:
            self.editor.refuse(self.tr("This position cannot be played."))
            return None
        return config, match

    @Slot()
    def play_on(self) -> bool:
        """Play on against the computer from the edited position (you at the bottom)."""
        setup = self._playable_setup()
        if setup is None:
            return False
        # Like every other way of replacing the match: ask, and keep the old one recoverable.
        session = self.session
        if not session.may_replace():
            return False
        c = self.controller
        level = next((p.level for p in c.config.players if p.kind == COMPUTER), DEFAULT_LEVEL)
        edited = self._edited_match(setup, players=(PlayerSpec(HUMAN), PlayerSpec(COMPUTER, level)))
        if edited is None:
            return False
        config, match = edited
        session.keep_replaced()
        self.stop()
        c.new_match(config)
        c.load_match(match)
        return True

    @Slot()
    def rollout(self):
        """Roll the edited position out in the background (a RolloutDialog with its
        progress and Stop), at its score and cube; None if the setup cannot be played."""
        from .board.editor_rollout import DEFAULT_TRIALS, RolloutDialog

        setup = self._playable_setup()
        if setup is None:
            return None
        edited = self._edited_match(setup)
        if edited is None:
            return None
        config, match = edited
        rules = config.rule_set()
        g = match.game
        seat = g.on_roll
        if self.rollout_dialog is not None:
            self.rollout_dialog.close()
        dlg = RolloutDialog(g.board_for(seat), rules, g.context_for(seat), setup.name(setup.on_roll), self.widget,
                            trials=self.rollout_trials or DEFAULT_TRIALS, jobs=self.rollout_jobs)
        dlg.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        dlg.destroyed.connect(lambda *_: setattr(self, "rollout_dialog", None))
        self.rollout_dialog = dlg
        dlg.show()
        dlg.start()
        return dlg

    @Slot()
    def hint(self):
        """The hint for the edited position, the editor staying open: it is worked out on
        a match of its own (two players at this machine), not the match on the board.
        Returns the HintDialog, or None (the editor saying why) when none can be given."""
        from nard_desktop.app.options import ViewOptions

        from .dialogs.hint import HintDialog

        setup = self._playable_setup()
        if setup is None:
            return None
        edited = self._edited_match(setup, players=(PlayerSpec(HUMAN), PlayerSpec(HUMAN)))
        if edited is None:
            return None
        config, match = edited
        if self.hint_dialog is not None:
            self.hint_dialog.close()
        # The window's choice of numbers (plain or expert) holds for this hint too.
        aside = GameController(ViewOptions(animation_speed="instant", show_dialogs=False, pass_delay_ms=0,
                                           computer_pause_ms=0, auto_play_forced=False,
                                           expert_numbers=self.controller.options.expert_numbers), parent=self)
        aside.config = config
        aside.load_match(match)
        service = HintService(aside, parent=aside)
        if not service.available():
            aside.shutdown()
            aside.deleteLater()
            self.editor.refuse(self.tr("There is nothing to decide here: set the dice rolled, "
                                       "or turn the cube on, for a hint."))
            return None
        dlg = HintDialog(service, aside, self.widget)
        dlg.can_play = False  # the hint is for the editor's position, not the board's match
        dlg.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        dlg.destroyed.connect(lambda *_: (aside.shutdown(), aside.deleteLater()))
        dlg.destroyed.connect(lambda *_: setattr(self, "hint_dialog", None))
        self.hint_dialog = dlg
        dlg.open()
        dlg.ask()
        return dlg
