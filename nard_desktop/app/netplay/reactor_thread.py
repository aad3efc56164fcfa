"""The Twisted reactor in a thread of its own, started once per process.

magic-wormhole (:mod:`.rendezvous`) is built on Twisted, whose reactor is an
event loop that runs once in a process and cannot be started again after it
stops.  The program's other threads (the window's worker threads, the
tests) ask it for work with :func:`call`: the function runs in the
reactor's thread, and when it returns a ``Deferred`` the caller waits for
its result, bounded by a timeout and a cancel event, as a blocking call.

The thread starts on the first :func:`call` (nothing of Twisted runs before
a player asks for a rendezvous) and stops when the process exits
(:func:`stop` is registered with :mod:`atexit`).  No signal handlers are
installed: the main thread keeps them.
"""

from __future__ import annotations

import atexit
import concurrent.futures
import threading
import time
from typing import Any, Callable

from .protocol import NetError

__all__ = ["call", "stop", "is_running", "POLL_SECONDS"]

POLL_SECONDS = 0.1
"""How often a waiting caller looks at its cancel event."""

_lock = threading.Lock()
_thread: threading.Thread | None = None
_stopped = False


def _reactor() -> Any:
    from twisted.internet import reactor

    return reactor


def _ensure_started() -> Any:
    global _thread
    with _lock:
        if _stopped:
            raise NetError("closed", "the network thread has stopped (the program is exiting)")
        reactor = _reactor()
        if _thread is None:
            thread = threading.Thread(target=reactor.run, kwargs={"installSignalHandlers": False},
                                      name="nard-twisted-reactor", daemon=True)
            thread.start()
            _thread = thread
            atexit.register(stop)
        return reactor


def is_running() -> bool:
    """Whether the reactor's thread has been started and not stopped."""
    return _thread is not None and _thread.is_alive() and not _stopped


def call(fn: Callable[..., Any], *args: Any, timeout: float | None = None,
         cancel: threading.Event | None = None, **kwargs: Any) -> Any:
    """Run ``fn(*args, **kwargs)`` in the reactor's thread and return its
    result; a ``Deferred`` result is waited for.  An exception of ``fn`` (or
    the Deferred's failure) is raised here.  After ``timeout`` seconds the
    Deferred is cancelled and :class:`NetError` ``timeout`` is raised; when
    ``cancel`` is set, the same with ``cancelled``."""
    from twisted.internet import defer

    reactor = _ensure_started()
    future: concurrent.futures.Future[Any] = concurrent.futures.Future()
    running: dict[str, Any] = {}

    def start() -> None:
        try:
            d = defer.maybeDeferred(fn, *args, **kwargs)
        except BaseException as exc:  # noqa: BLE001 - handed to the waiting thread as it is
            future.set_exception(exc)
            return
        running["d"] = d

        def ok(result: Any) -> None:
            if not future.done():
                future.set_result(result)

        def failed(failure: Any) -> None:
            if not future.done():
                future.set_exception(failure.value)

        d.addCallbacks(ok, failed)

    def stop_waiting() -> None:
        d = running.get("d")
        if d is not None and not d.called:
            d.addErrback(lambda _f: None)  # the cancellation's own failure is expected
            d.cancel()

    reactor.callFromThread(start)
    deadline = None if timeout is None else time.monotonic() + timeout
    while True:
        wait = POLL_SECONDS
        if deadline is not None:
            wait = min(wait, max(0.0, deadline - time.monotonic()))
        try:
            return future.result(timeout=wait)
        except concurrent.futures.TimeoutError:
            pass
        if cancel is not None and cancel.is_set():
            reactor.callFromThread(stop_waiting)
            raise NetError("cancelled", "stopped by this side")
        if deadline is not None and time.monotonic() >= deadline:
            reactor.callFromThread(stop_waiting)
            raise NetError("timeout", "no answer in time")
        if _stopped:
            raise NetError("closed", "the network thread has stopped")


def stop(timeout: float = 5.0) -> None:
    """Stop the reactor and wait for its thread (at exit; a stopped reactor
    cannot start again, so :func:`call` refuses afterwards)."""
    global _stopped
    with _lock:
        if _stopped:
            return
        _stopped = True
        thread = _thread
    if thread is None or not thread.is_alive():
        return
    reactor = _reactor()
    reactor.callFromThread(reactor.stop)
    thread.join(timeout)
