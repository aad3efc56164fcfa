#!/usr/bin/env python3
"""Does a closed main window give its memory back?

Runs the self-test (``nard-desktop --smoke``: open the main window, play a whole match of
computer against computer, close and delete the window) --windows times in one process
and prints the resident memory (VmRSS) and the number of main windows, controllers and
board scenes still alive every --every windows, then the growth per window over the
second half of the run (the first windows warm caches: fonts, the network, the bear-off
tables).  A peer in the same run: one window playing --windows matches one after another,
the growth per match.

    QT_QPA_PLATFORM=offscreen PYTHONPATH=. python3 bench/window_memory.py [--windows 100] [--every 10]
"""

from __future__ import annotations

import argparse
import contextlib
import gc
import io
import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtCore import QCoreApplication, QEvent, QEventLoop, QTimer

from nard_desktop.app.controller import COMPUTER, GameController, MatchConfig, PlayerSpec
from nard_desktop.app.options import ViewOptions
from nard_desktop.ui.app import _make_application, smoke_test
from nard_desktop.ui.board.scene import BoardScene
from nard_desktop.ui.main_window import MainWindow


def rss_mb() -> float:
    with open("/proc/self/status") as fh:
        for line in fh:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return float("nan")


def settle() -> None:
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    QCoreApplication.processEvents()
    gc.collect()


def alive() -> str:
    objects = gc.get_objects()
    count = {kind.__name__: sum(1 for o in objects if isinstance(o, kind))
             for kind in (MainWindow, GameController, BoardScene)}
    return ", ".join(f"{n} {name}" for name, n in count.items())


def slope(points: list[tuple[int, float]]) -> float:
    half = points[len(points) // 2:]
    (n0, r0), (n1, r1) = half[0], half[-1]
    return (r1 - r0) / (n1 - n0) if n1 > n0 else 0.0


def windows(n: int, every: int) -> float:
    points = []
    for i in range(1, n + 1):
        with contextlib.redirect_stdout(io.StringIO()):
            status = smoke_test()
        if status != 0:
            raise SystemExit(f"self-test {i} failed")
        settle()
        if i % every == 0 or i == n:
            points.append((i, rss_mb()))
            print(f"  {i:4d} windows opened and closed: {points[-1][1]:6.1f} MB; alive: {alive()}", flush=True)
    return slope(points)


def one_window(n: int, every: int) -> float:
    options = ViewOptions(animation_speed="instant", show_dialogs=False, pass_delay_ms=0, computer_pause_ms=0)
    window = MainWindow(GameController(options), options)
    window.show()
    c = window.controller
    loop = QEventLoop()
    c.game_over.connect(lambda _result: QTimer.singleShot(0, loop.quit))
    points = []
    for i in range(1, n + 1):
        window.start(MatchConfig(length=1, preset="iranian_cafe",
                                 players=(PlayerSpec(COMPUTER, "beginner"), PlayerSpec(COMPUTER, "beginner"))))
        if c.match is not None and not c.match.is_over:
            loop.exec()
        settle()
        if i % every == 0 or i == n:
            points.append((i, rss_mb()))
            print(f"  {i:4d} matches in one window: {points[-1][1]:6.1f} MB", flush=True)
    c.shutdown()
    window.close()
    window.deleteLater()
    settle()
    return slope(points)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--windows", type=int, default=100)
    parser.add_argument("--every", type=int, default=10)
    args = parser.parse_args()
    _make_application()
    print(f"start: {rss_mb():.1f} MB")
    per_window = windows(args.windows, args.every)
    per_match = one_window(args.windows, args.every)
    print(f"growth per window opened, played and closed: {per_window:.3f} MB "
          f"(second half of {args.windows} windows)")
    print(f"growth per match in one window (peer):       {per_match:.3f} MB "
          f"(second half of {args.windows} matches)")


if __name__ == "__main__":
    main()
