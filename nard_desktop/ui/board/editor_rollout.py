"""The position editor's "Roll out": the edited position played out many times in the
background (nard_desktop.ai.rollout), with its progress and a Stop button, then the
equity with its standard error and the five probabilities with theirs.

The rollout runs in the program's worker (a pool thread; the rollout itself may spread
its trials over worker processes).  Stopping keeps the trials already finished: the
figures are those of fewer trials, and say so.
"""

from __future__ import annotations

import math
import threading

from PySide6.QtCore import QCoreApplication, QLocale, QObject, Qt, Signal, Slot
from PySide6.QtWidgets import (QAbstractItemView, QDialog, QDialogButtonBox, QHeaderView, QLabel, QProgressBar,
                               QPushButton, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget)

from nard_desktop.app.text import fill, loc, ltr
from nard_desktop.app.worker import Worker
from nard_desktop.ui.dialogs.hint import equity_text, percent_text
from nard_desktop.ui.sizing import fit_dialog

__all__ = ["RolloutDialog", "DEFAULT_TRIALS"]

translate = QCoreApplication.translate

# Trials of the editor's rollout: a multiple of 36, so that every first roll comes
# up equally often.
DEFAULT_TRIALS = 1296


def _rollout_task(position, trials, rules, match, seed, jobs, evaluator, stop, relay, *, cancel):
    from nard_desktop.ai import rollout

    return rollout(position, trials, seed=seed, rules=rules, match=match, jobs=jobs, evaluator=evaluator,
                   progress=lambda done, total: relay.progress.emit(done, total),
                   cancel=lambda: stop.is_set() or cancel.is_set())


class _Relay(QObject):
    # Emitted from the rollout's thread; queued to the dialog in the UI thread.
    progress = Signal(int, int)


class RolloutDialog(QDialog):
    """Rolls ``position`` out (the player on roll, before the roll) under ``rules`` and
    ``match`` (a MatchContext) and shows the figures.  ``name`` is the player on roll."""

    # The rollout's result once it is there (RolloutResult), or None.
    finished_rollout = Signal(object)

    def __init__(self, position, rules, match, name: str, parent: QWidget | None = None, *,
                 trials: int = DEFAULT_TRIALS, seed: int | None = None, jobs: int | None = None,
                 evaluator=None) -> None:
        super().__init__(parent)
        self.setObjectName("RolloutDialog")
        self.result = None
        self.failure = ""
        self._args = (position, trials, rules, match, seed, jobs, evaluator)
        self._stop = threading.Event()
        self._relay = _Relay(self)
        self._relay.progress.connect(self._on_progress)
        self.worker = Worker(self)
        self.worker.finished.connect(self._on_done)
        self.worker.failed.connect(self._on_failed)
        self._task: int | None = None
        self.setWindowTitle(translate("RolloutDialog", "Rollout"))
        layout = QVBoxLayout(self)
        self.heading = QLabel(fill(translate("RolloutDialog", "The position played out %1 times, %2 on roll "
                                                              "(before the roll):"), loc(trials), name), self)
        self.heading.setWordWrap(True)
        layout.addWidget(self.heading)
        self.bar = QProgressBar(self)
        self.bar.setRange(0, trials)
        layout.addWidget(self.bar)
        self.equity_label = QLabel(self)
        self.equity_label.setWordWrap(True)
        font = self.equity_label.font()
        font.setBold(True)
        self.equity_label.setFont(font)
        layout.addWidget(self.equity_label)
        self.table = QTableWidget(5, 2, self)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.setHorizontalHeaderLabels([translate("RolloutDialog", "chance"),
                                              translate("RolloutDialog", "± standard error")])
        self.table.setVerticalHeaderLabels([translate("RolloutDialog", "wins"),
                                            translate("RolloutDialog", "wins a gammon"),
                                            translate("RolloutDialog", "wins a backgammon"),
                                            translate("RolloutDialog", "loses a gammon"),
                                            translate("RolloutDialog", "loses a backgammon")])
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setHighlightSections(False)
        self.table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.table.resizeRowsToContents()
        # As tall as its five rows: no empty space under them.
        self.table.setFixedHeight(self.table.horizontalHeader().sizeHint().height()
                                  + self.table.verticalHeader().length() + 2 * self.table.frameWidth())
        layout.addWidget(self.table)
        self.note = QLabel(self)
        self.note.setWordWrap(True)
        layout.addWidget(self.note)
        self.buttons = QDialogButtonBox(self)
        self.stop_button = QPushButton(translate("RolloutDialog", "Stop"), self)
        self.buttons.addButton(self.stop_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.stop_button.clicked.connect(self.stop)
        self.close_button = self.buttons.addButton(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.note.setText(translate("RolloutDialog", "Rolling out… Stop keeps the trials played so far."))
        app = QCoreApplication.instance()
        if app is not None:  # quitting with a rollout under way does not wait for it
            app.aboutToQuit.connect(self._stop.set)
        fit_dialog(self, width_chars=60)

    # ------------------------------------------------------------ the run
    def start(self) -> None:
        """Start the rollout in the background (once)."""
        if self._task is None and self.result is None:
            self._task = self.worker.submit(_rollout_task, *self._args, self._stop, self._relay)

    @property
    def running(self) -> bool:
        return self._task is not None

    @Slot()
    def stop(self) -> None:
        """Stop after the trials under way; the finished ones are shown."""
        self._stop.set()
        self.stop_button.setEnabled(False)
        self.note.setText(translate("RolloutDialog", "Stopping…"))

    @Slot(int, int)
    def _on_progress(self, done: int, total: int) -> None:
        if self._task is None:
            return
        self.bar.setMaximum(max(1, total))
        self.bar.setValue(done)

    @Slot(int, object)
    def _on_done(self, task_id: int, result) -> None:
        if task_id != self._task:
            return
        self._task = None
        self.result = result
        self.stop_button.setEnabled(False)
        self._show(result)
        self.finished_rollout.emit(result)

    @Slot(int, str)
    def _on_failed(self, task_id: int, text: str) -> None:
        if task_id != self._task:
            return
        self._task = None
        self.failure = text
        self.stop_button.setEnabled(False)
        self.note.setText(translate("RolloutDialog", "The rollout failed inside the program."))
        self.finished_rollout.emit(None)

    def _show(self, r) -> None:
        locale = QLocale()
        asked = self._args[1]
        self.bar.setValue(r.trials)
        if r.trials == 0 or math.isnan(r.equity):
            self.equity_label.setText(translate("RolloutDialog", "Stopped before any trial was finished."))
            self.note.setText("")
            return
        # "+0.406 ± 0.126" is one left-to-right run, read as in English inside Persian text.
        self.equity_label.setText(fill(translate("RolloutDialog", "Equity: %1"), ltr(
            f"{equity_text(r.equity)} ± {locale.toString(float(r.equity_se), 'f', 3)}")))
        for row, (p, se) in enumerate(zip(r.probabilities, r.std_errors)):
            for col, text in enumerate((percent_text(p), percent_text(se))):
                item = QTableWidgetItem(text)
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                self.table.setItem(row, col, item)
        if r.trials < asked:
            self.note.setText(fill(translate("RolloutDialog", "Stopped after %1 of %2 trials."), loc(r.trials),
                                   loc(asked)))
        else:
            self.note.setText(fill(translate("RolloutDialog", "%1 trials; the dice can be replayed with seed %2."),
                                   loc(r.trials), ltr("".join(loc(int(ch)) for ch in str(r.seed)))))  # no separators

    def done(self, code: int) -> None:  # Qt's name
        # Closing drops the rollout: nothing of it reaches a closed dialog.
        self._stop.set()
        self.worker.cancel_all()
        self._task = None
        super().done(code)

    def shutdown(self, msecs: int = 10000) -> bool:
        """Stop and wait for the rollout's thread (tests, closing the window)."""
        self._stop.set()
        self.worker.cancel_all()
        self._task = None
        return self.worker.wait(msecs)
