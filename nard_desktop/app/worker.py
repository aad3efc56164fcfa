"""Long work off the UI thread, with its answer delivered back by signal.

The computer's thinking runs here so that the window never freezes.  Each
task gets a number and a ``threading.Event``; :meth:`Worker.cancel_all` sets
the events (a search that looks at them stops early) and makes sure that no
answer of a cancelled task ever reaches the controller, even one that was
already on its way.
"""

from __future__ import annotations

import threading
import traceback
from typing import Any, Callable

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal, Slot


class _Relay(QObject):
    # Emitted from a pool thread; the receiver lives in the UI thread, so Qt
    # queues the call there.
    done = Signal(int, object)
    failed = Signal(int, str)


class _Task(QRunnable):
    def __init__(self, relay: _Relay, task_id: int, fn: Callable[..., Any], args: tuple,
                 cancel: threading.Event) -> None:
        super().__init__()
        self.setAutoDelete(True)
        self._relay = relay
        self._id = task_id
        self._fn = fn
        self._args = args
        self._cancel = cancel

    def run(self) -> None:
        if self._cancel.is_set():
            return
        try:
            result = self._fn(*self._args, cancel=self._cancel)
        except Exception:  # noqa: BLE001 - reported to the UI thread, never lost
            self._relay.failed.emit(self._id, traceback.format_exc())
            return
        self._relay.done.emit(self._id, result)


class Worker(QObject):
    """Runs callables in a small private thread pool.

    ``submit(fn, *args)`` calls ``fn(*args, cancel=event)`` in a pool thread
    and returns the task's number; ``finished(number, result)`` or
    ``failed(number, traceback_text)`` follows in the UI thread unless the
    task was cancelled first.
    """

    finished = Signal(int, object)
    failed = Signal(int, str)
    busy_changed = Signal(bool)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._pool = QThreadPool(self)
        # Two threads: a cancelled search that does not look at its event can
        # finish in the background while the new game's first search runs.
        self._pool.setMaxThreadCount(2)
        # The relay is the worker's child, made after the pool: Qt deletes children in
        # the order they were made, so when the worker goes the pool is deleted first,
        # which waits for every running task, and only then the relay that the tasks
        # emit on.  A relay owned by Python alone could be freed by a pool thread (when
        # a finished task drops the last reference to it): a main-thread object
        # destroyed from another thread.
        self._relay = _Relay(self)
        self._relay.done.connect(self._on_done)
        self._relay.failed.connect(self._on_failed)
        self._next = 0
        self._live: dict[int, threading.Event] = {}

    @property
    def busy(self) -> bool:
        return bool(self._live)

    def submit(self, fn: Callable[..., Any], *args: Any) -> int:
        self._next += 1
        cancel = threading.Event()
        self._live[self._next] = cancel
        self._pool.start(_Task(self._relay, self._next, fn, args, cancel))
        if len(self._live) == 1:
            self.busy_changed.emit(True)
        return self._next

    def cancel_all(self) -> None:
        """Stop every running task and drop any answer still to come."""
        was_busy = bool(self._live)
        for event in self._live.values():
            event.set()
        self._live.clear()
        if was_busy:
            self.busy_changed.emit(False)

    def wait(self, msecs: int = 5000) -> bool:
        """Wait for the pool's threads (at shutdown); True when all are done."""
        return self._pool.waitForDone(msecs)

    @Slot(int, object)
    def _on_done(self, task_id: int, result: object) -> None:
        if self._live.pop(task_id, None) is None:
            return
        if not self._live:
            self.busy_changed.emit(False)
        self.finished.emit(task_id, result)

    @Slot(int, str)
    def _on_failed(self, task_id: int, text: str) -> None:
        if self._live.pop(task_id, None) is None:
            return
        if not self._live:
            self.busy_changed.emit(False)
        self.failed.emit(task_id, text)
