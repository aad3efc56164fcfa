"""Background work in worker processes, shared by the analysis and the rollouts.

:func:`run_tasks` runs a list of tasks either in this process (one job) or in
a pool of worker processes, and hands each task's result back, in this
process, as it finishes.  It owns what the two callers used to repeat:

* the number of workers (:func:`default_jobs`: the cores this process may use);
* the cancel test (:func:`cancel_test`: ``None``, a callable returning True,
  or an object with ``is_set()`` such as :class:`threading.Event`);
* the worker processes: started with ``spawn`` (the same on every system and
  safe next to the threads of a Qt program), each initialised once with the
  evaluator and an event that tells it to stop;
* the loop: results handed to ``on_result`` in this process, a cancel
  noticed within a tenth of a second, an exception raised in a worker raised
  again here, the workers stopped on the way out whatever happened.

A task is worked on by ``work(task, evaluator, cancelled)``, a function at the
top level of a module (the workers import it by name), which returns the
task's result or None when ``cancelled()`` stopped it:

>>> def square(task, evaluator, cancelled):
...     return None if cancelled() else task * task
>>> found = {}
>>> run_tasks([1, 2, 3], square, jobs=1, on_result=found.__setitem__, evaluator=object())
True
>>> found
{0: 1, 1: 4, 2: 9}

Qt-free, like the rest of :mod:`nard_desktop.ai`.
"""

from __future__ import annotations

import multiprocessing as mp
import os
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from typing import Any, Callable, Sequence, TypeVar

from nard_desktop.engine.errors import EngineError

from .default import default_evaluator
from .evaluator import Evaluator

__all__ = ["default_jobs", "cancel_test", "run_tasks"]

T = TypeVar("T")
R = TypeVar("R")

Work = Callable[[T, Evaluator, Callable[[], bool]], R | None]

_POLL_SECONDS = 0.1
"""How often the loop looks at the cancel test while it waits for results."""


def default_jobs() -> int:
    """All the cores this process may use (at least 1)."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except (AttributeError, OSError):
        return max(1, os.cpu_count() or 1)


def _never() -> bool:
    return False


def cancel_test(cancel: Any) -> Callable[[], bool]:
    """A function that says whether ``cancel`` asks to stop: ``cancel`` is
    None (never), an object with ``is_set()`` or a callable.

    >>> import threading
    >>> event = threading.Event()
    >>> test = cancel_test(event)
    >>> test(), event.set(), test()
    (False, None, True)
    >>> cancel_test(None)()
    False
    """
    if cancel is None:
        return _never
    if hasattr(cancel, "is_set"):
        return cancel.is_set
    if callable(cancel):
        return lambda: bool(cancel())
    raise EngineError("cancel is a callable or an event with is_set()", code="bad_cancel")


# ------------------------------------------------------------------ workers
# Set in each worker process by _init_worker (spawned workers share nothing).
_worker_evaluator: Evaluator | None = None
_worker_cancelled: Callable[[], bool] = _never


def _init_worker(evaluator: Evaluator | None, cancel_event: Any) -> None:
    global _worker_evaluator, _worker_cancelled
    # One thread per worker: the workers already use every core.
    os.environ.setdefault("OMP_NUM_THREADS", "1")
    _worker_evaluator = evaluator
    _worker_cancelled = cancel_test(cancel_event)


def _in_worker(work: Work[T, R], task: T) -> R | None:
    if _worker_cancelled():
        return None
    return work(task, _worker_evaluator or default_evaluator(), _worker_cancelled)


# --------------------------------------------------------------------- loop
def run_tasks(tasks: Sequence[T], work: Work[T, R], *, jobs: int, on_result: Callable[[int, R], object],
              evaluator: Evaluator | None = None, cancel: Any = None) -> bool:
    """Work on every task, in this process when ``jobs`` is 1 (or there is
    one task), else in ``min(jobs, len(tasks))`` worker processes.

    ``on_result(index, result)`` is called in this process as each task
    finishes (in this process: in order; with workers: as they finish).
    ``evaluator`` defaults to the program's own
    (:func:`~nard_desktop.ai.default.default_evaluator`), loaded in each
    worker.  Returns True when every task finished, False when ``cancel``
    (see :func:`cancel_test`) stopped the work first; the results already
    handed over stay handed over.  An exception raised by ``work`` is raised
    here, after the workers are stopped.
    """
    cancelled = cancel_test(cancel)
    workers = min(jobs, len(tasks))
    if workers <= 1:
        if evaluator is None:
            evaluator = default_evaluator()
        for index, task in enumerate(tasks):
            if cancelled():
                return False
            result = work(task, evaluator, cancelled)
            if result is None:
                return False
            on_result(index, result)
        return True
    ctx = mp.get_context("spawn")
    stop = ctx.Event()
    pool = ProcessPoolExecutor(max_workers=workers, mp_context=ctx, initializer=_init_worker,
                               initargs=(evaluator, stop))
    try:
        pending: dict[Future[R | None], int] = {pool.submit(_in_worker, work, task): index
                                                for index, task in enumerate(tasks)}
        while pending:
            if cancelled():
                return False
            finished, _ = wait(pending, timeout=_POLL_SECONDS, return_when=FIRST_COMPLETED)
            for future in finished:
                index = pending.pop(future)
                result = future.result()
                if result is None:
                    return False
                on_result(index, result)
        return True
    finally:
        stop.set()
        pool.shutdown(wait=True, cancel_futures=True)
