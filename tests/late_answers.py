"""Answers of cancelled background work, made to arrive, so that a test can check
that they were dropped.

A worker task emits its answer from its pool thread just before it ends; Qt queues
the call to the UI thread.  So once the pool is done (``Worker.wait``), every
answer is already in the UI thread's event queue, and delivering the posted events
hands each one to its receiver: no fixed wait, and no "nothing happened yet"
mistaken for "nothing happens".

:class:`LateAnswers` holds a task in its pool thread until the test has cancelled
it, then lets it finish as if the cancel came too late for it (a result on its
way): the answer the program must drop is really sent.
"""

from __future__ import annotations

import threading

from PySide6.QtCore import QCoreApplication

WAIT_S = 120


def deliver_answers(worker, timeout_s: float = WAIT_S) -> None:
    """Wait for ``worker``'s pool threads to end, then deliver, in this (the UI)
    thread, every answer and progress report they sent."""
    assert worker.wait(int(timeout_s * 1000)), "the background work did not stop"
    QCoreApplication.sendPostedEvents()
    QCoreApplication.processEvents()


class LateAnswers:
    """Wraps a function the background work calls with a ``cancel`` event (the
    analysis, a rollout): each call waits in its thread until the test calls
    :meth:`release_and_deliver`, then runs the function with a cancel event that is
    never set, so that it returns a whole result even though the task was cancelled
    meanwhile.  ``cheaper(kwargs)`` may change the call's keyword arguments (fewer
    trials, one job): the answer only has to exist."""

    def __init__(self, fn, cheaper=None) -> None:
        self.fn = fn
        self.cheaper = cheaper
        self.started = threading.Event()
        self._release = threading.Event()
        self.returned: list[object] = []
        self._returned = threading.Event()

    def __call__(self, *args, **kwargs):
        self.started.set()
        if not self._release.wait(WAIT_S):
            raise TimeoutError("the test never released the late answer")
        kwargs = dict(kwargs, cancel=threading.Event())
        if self.cheaper is not None:
            kwargs = self.cheaper(kwargs)
        result = self.fn(*args, **kwargs)
        self.returned.append(result)
        self._returned.set()
        return result

    def wait_started(self) -> None:
        assert self.started.wait(WAIT_S), "the background task never started"

    def release_and_deliver(self, worker) -> object:
        """Let the held task finish, deliver everything it sent to the UI thread,
        and return its result (never None: there was an answer to drop)."""
        self._release.set()
        assert self._returned.wait(WAIT_S), "the late answer never came"
        deliver_answers(worker)
        assert self.returned and self.returned[-1] is not None
        return self.returned[-1]
