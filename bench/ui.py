"""How responsive the game window is.

1. From the roll to the highlights being ready: ``controller.roll()`` (the
   engine's legal plays, every movable checker's destinations, the snapshot,
   the scene's layout) and then a press on a movable checker lighting its
   points; median, 95th percentile and slowest, over random positions.
   Target: median at most 16 ms (one frame at 60 Hz).
2. A full repaint of the board in a 1920×1080 view: with the items' device
   caches warm (what an animation frame costs) and cold (every path drawn
   again, as after a resize).  Target: at most 8 ms, under every board theme
   (``--theme all``, the default, measures each one in turn).
3. The longest stall of the event loop while the computer thinks: a 1 ms
   timer on the UI thread records the gaps between its ticks while the
   worker thread searches (world-class level, 2-ply).  Target: at most 50 ms.

    QT_QPA_PLATFORM=offscreen PYTHONPATH=. python bench/ui.py [--positions 200] [--thinks 6] \
        [--theme all|persian|classic|high_contrast] [--only highlights|repaint|stall]
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtCore import QElapsedTimer, QEventLoop, QPointF, Qt, QTimer  # noqa: E402
from PySide6.QtGui import QImage, QPainter  # noqa: E402
from PySide6.QtWidgets import QApplication, QGraphicsItem  # noqa: E402

from nard_desktop.app.controller import COMPUTER, HUMAN, GameController, MatchConfig, PlayerSpec  # noqa: E402
from nard_desktop.app.options import ViewOptions  # noqa: E402
from nard_desktop.engine import InvalidPositionError, ManualRoller, Position  # noqa: E402
from nard_desktop.ui.board.scene import BoardScene  # noqa: E402
from nard_desktop.ui.board.theme import THEME_NAMES  # noqa: E402
from nard_desktop.ui.board.view import BoardView  # noqa: E402


def random_position(rng: random.Random) -> Position:
    while True:
        mine, theirs = [0] * 26, [0] * 26
        for side in (mine, theirs):
            side[0] = rng.choice((0, 0, 0, 3, 8))
            side[25] = rng.choice((0, 0, 0, 0, 1))
        for side, other in ((mine, theirs), (theirs, mine)):
            left = 15 - side[0] - side[25]
            while left:
                p = rng.randint(1, 24)
                if other[25 - p]:
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


def stats(ms: list[float]) -> str:
    ms = sorted(ms)
    p95 = ms[min(len(ms) - 1, int(0.95 * len(ms)))]
    return f"median {statistics.median(ms):6.2f} ms   p95 {p95:6.2f} ms   max {ms[-1]:6.2f} ms   (n={len(ms)})"


def bench_roll_to_highlights(app: QApplication, n: int, seed: int, theme: str) -> tuple[list[float], list[float]]:
    from nard_desktop.ui.main_window import MainWindow

    opts = ViewOptions(animation_speed="instant", show_dialogs=False, pass_delay_ms=0, board_theme=theme)
    window = MainWindow(GameController(opts), opts)
    window.resize(1600, 1000)
    window.show()
    app.processEvents()
    c = window.controller
    roller = ManualRoller()
    c.new_match(MatchConfig(players=(PlayerSpec(HUMAN), PlayerSpec(HUMAN)), roller=roller))
    rng = random.Random(seed)
    roll_ms, press_ms = [], []
    view, scene = window.view, window.scene
    while len(roll_ms) < n:
        pos = random_position(rng)
        c.load_state(pos, 0)
        roller.push((rng.randint(1, 6), rng.randint(1, 6)))
        app.processEvents()
        t = time.perf_counter()
        c.roll()
        snap = c.snapshot
        roll_ms.append((time.perf_counter() - t) * 1000)
        if not snap.destinations:
            continue
        src = max(snap.destinations)
        item = scene.checkers_in(scene.slot_for(0, src))[-1]
        vp = view.mapFromScene(item.scenePos())
        t = time.perf_counter()
        from PySide6.QtTest import QTest

        QTest.mousePress(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, vp)
        press_ms.append((time.perf_counter() - t) * 1000)
        assert scene.highlighted_destinations() == snap.destinations[src]
        scene.cancel_hold()
        QTest.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                           view.mapFromScene(QPointF(5, 5)))
    c.shutdown()
    window.close()
    return roll_ms, press_ms


def bench_repaint(app: QApplication, frames: int, theme: str) -> tuple[list[float], list[float], list[float]]:
    opts = ViewOptions(animation_speed="instant", board_theme=theme)
    c = GameController(opts)
    scene = BoardScene(opts)
    c.position_changed.connect(scene.set_snapshot)
    c.new_match(MatchConfig(players=(PlayerSpec(HUMAN), PlayerSpec(HUMAN))))
    pos = Position.from_points({24: 1, 13: 4, 8: 3, 6: 4, 5: 2, 4: 1}, {6: 6, 8: 2, 13: 4, 2: 2},
                               mine_bar=0, theirs_bar=1)
    c.load_state(pos, 0, dice=(6, 6))
    view = BoardView(scene)
    view.resize(1920, 1080)
    view.show()
    app.processEvents()
    view.fit()
    app.processEvents()
    warm, cold, image = [], [], []
    for _ in range(frames):
        t = time.perf_counter()
        view.viewport().repaint()
        warm.append((time.perf_counter() - t) * 1000)
    cached = [i for i in scene.items() if i.cacheMode() != QGraphicsItem.CacheMode.NoCache]
    for item in cached:
        item.setCacheMode(QGraphicsItem.CacheMode.NoCache)
    for _ in range(frames):
        t = time.perf_counter()
        view.viewport().repaint()
        cold.append((time.perf_counter() - t) * 1000)
    img = QImage(1920, 1080, QImage.Format.Format_ARGB32_Premultiplied)
    for _ in range(frames):
        img.fill(0)
        p = QPainter(img)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        t = time.perf_counter()
        scene.render(p)
        image.append((time.perf_counter() - t) * 1000)
        p.end()
    for item in cached:
        item.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
    c.shutdown()
    return warm, cold, image


def bench_stall(app: QApplication, thinks: int, seed: int, level: str) -> tuple[list[float], list[float]]:
    opts = ViewOptions(animation_speed="instant", show_dialogs=False, pass_delay_ms=0, computer_pause_ms=0)
    c = GameController(opts)
    c.new_match(MatchConfig(players=(PlayerSpec(HUMAN), PlayerSpec(COMPUTER, level))))
    rng = random.Random(seed)
    gaps: list[float] = []
    durations: list[float] = []
    clock = QElapsedTimer()
    last = [0.0]
    thinking = [False]

    def tick() -> None:
        now = clock.nsecsElapsed() / 1e6
        if thinking[0]:
            gaps.append(now - last[0])
        last[0] = now

    timer = QTimer()
    timer.setTimerType(Qt.TimerType.PreciseTimer)
    timer.setInterval(1)
    timer.timeout.connect(tick)
    clock.start()
    timer.start()
    for _ in range(thinks):
        # Contact positions with many plays: the slow case for a 2-ply search.
        pos = Position.initial()
        for _ in range(rng.randint(2, 8)):
            from nard_desktop.engine import legal_plays

            d = (rng.randint(1, 6), rng.randint(1, 6))
            pos = rng.choice(legal_plays(pos, d)).result.swapped()
            if pos.is_game_over():
                pos = Position.initial()
        dice = (rng.randint(1, 6), rng.randint(1, 6))
        loop = QEventLoop()
        c.thinking_changed.connect(lambda busy, loop=loop: (not busy) and loop.quit())
        t = time.perf_counter()
        last[0] = clock.nsecsElapsed() / 1e6
        thinking[0] = True
        c.load_state(pos, 1, dice=dice)
        if c.thinking:
            loop.exec()
        thinking[0] = False
        durations.append((time.perf_counter() - t) * 1000)
        c.thinking_changed.disconnect()
    timer.stop()
    c.shutdown()
    return gaps, durations


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=200)
    parser.add_argument("--frames", type=int, default=40)
    parser.add_argument("--thinks", type=int, default=6)
    parser.add_argument("--level", default="world_class")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--theme", default="all", choices=("all", *THEME_NAMES),
                        help="the board theme to measure (all: each in turn)")
    parser.add_argument("--only", choices=("highlights", "repaint", "stall"), default=None,
                        help="run one of the three measurements")
    args = parser.parse_args()
    app = QApplication.instance() or QApplication([sys.argv[0]])
    themes = THEME_NAMES if args.theme == "all" else (args.theme,)

    if args.only in (None, "highlights"):
        roll_ms, press_ms = bench_roll_to_highlights(app, args.positions, args.seed, themes[0])
        both = [a + b for a, b in zip(roll_ms, press_ms)]
        print(f"roll -> highlights ready ({themes[0]} board; target: median <= 16 ms)")
        print(f"  roll (engine + destinations + snapshot + scene):  {stats(roll_ms)}")
        print(f"  press on a checker -> its points lit:             {stats(press_ms)}")
        print(f"  both together:                                    {stats(both)}")

    if args.only in (None, "repaint"):
        medians = {}
        for theme in themes:
            warm, cold, image = bench_repaint(app, args.frames, theme)
            medians[theme] = (statistics.median(warm), statistics.median(cold))
            print(f"full board repaint at 1920x1080, {theme} board (target: <= 8 ms)")
            print(f"  view repaint, item caches warm:                   {stats(warm)}")
            print(f"  view repaint, no caches (every path drawn):       {stats(cold)}")
            print(f"  scene.render into a 1920x1080 image, no caches:   {stats(image)}")
        if "classic" in medians and len(medians) > 1:
            base = medians["classic"]
            for theme, (w, c) in medians.items():
                if theme != "classic":
                    print(f"  {theme} / classic, same run: warm {w / base[0]:.2f}x, cold {c / base[1]:.2f}x")

    if args.only not in (None, "stall"):
        return
    gaps, durations = bench_stall(app, args.thinks, args.seed, args.level)
    print(f"event loop while the computer thinks ({args.level}; target: longest stall <= 50 ms)")
    print(f"  thinking time per move:                           {stats(durations)}")
    if gaps:
        print(f"  gaps between 1 ms timer ticks:                    {stats(gaps)}")
        print(f"  longest stall: {max(gaps):.1f} ms")


if __name__ == "__main__":
    main()
