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
4. Review (``--only review``): the down-arrow key in the review's move list
   to the next decision, until the board shows it (position, dice, arrows)
   and the panel its ranked table and the graph's marker; median over every
   decision of an analysed game.  Target: median at most 16 ms.
5. The longest stall of the event loop while Game > Analyse runs (``--only
   analysis_stall``; depth 2, the default): the same 1 ms timer while the
   worker thread analyses a game.  Target: at most 50 ms.

    QT_QPA_PLATFORM=offscreen PYTHONPATH=. python bench/ui.py [--positions 200] [--thinks 6] \
        [--theme all|persian|classic|high_contrast] [--review-moves 40]
        [--only highlights|repaint|stall|review|analysis_stall]
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

from PySide6.QtCore import QElapsedTimer, QEventLoop, QPointF, Qt, QTimer
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QApplication, QGraphicsItem

from nard_desktop.app.controller import COMPUTER, HUMAN, GameController, MatchConfig, PlayerSpec
from nard_desktop.app.options import ViewOptions
from nard_desktop.engine import InvalidPositionError, ManualRoller, Position
from nard_desktop.ui.board.scene import BoardScene
from nard_desktop.ui.board.theme import THEME_NAMES
from nard_desktop.ui.board.view import BoardView


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


class TickGaps:
    """A 1 ms timer on the UI thread and the gaps (ms) between its ticks,
    recorded while ``measuring``: a tick that comes late is a stall."""

    def __init__(self) -> None:
        self.gaps: list[float] = []
        self.measuring = False
        self._clock = QElapsedTimer()
        self._last = 0.0
        self._timer = QTimer()
        self._timer.setTimerType(Qt.TimerType.PreciseTimer)
        self._timer.setInterval(1)
        self._timer.timeout.connect(self.tick)
        self._clock.start()

    def tick(self) -> None:
        now = self._clock.nsecsElapsed() / 1e6
        if self.measuring:
            self.gaps.append(now - self._last)
        self._last = now

    def measure(self) -> None:
        """Record from now on (the first gap counts from this moment)."""
        self._last = self._clock.nsecsElapsed() / 1e6
        self.measuring = True

    def start(self) -> None:
        self._timer.start()

    def stop(self) -> None:
        self._timer.stop()


def bench_stall(app: QApplication, thinks: int, seed: int, level: str) -> tuple[list[float], list[float]]:
    opts = ViewOptions(animation_speed="instant", show_dialogs=False, pass_delay_ms=0, computer_pause_ms=0)
    c = GameController(opts)
    c.new_match(MatchConfig(players=(PlayerSpec(HUMAN), PlayerSpec(COMPUTER, level))))
    rng = random.Random(seed)
    durations: list[float] = []
    ticks = TickGaps()
    ticks.start()
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
        ticks.measure()
        c.load_state(pos, 1, dice=dice)
        if c.thinking:
            loop.exec()
        ticks.measuring = False
        durations.append((time.perf_counter() - t) * 1000)
        c.thinking_changed.disconnect()
    ticks.stop()
    c.shutdown()
    return ticks.gaps, durations


# ------------------------------------------------------------------ review
def _review_window(app: QApplication, moves: int, seed: int):
    """A window with a money game of two humans played at random for
    ``moves`` plays, stopped before a roll."""
    from nard_desktop.engine import GamePhase, Match, RuleSet, SeededRoller
    from nard_desktop.ui.main_window import MainWindow

    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))
    from random_play import play_random

    opts = ViewOptions(animation_speed="instant", show_dialogs=False, pass_delay_ms=0)
    window = MainWindow(GameController(opts), opts)
    window.resize(1600, 1000)
    window.show()
    app.processEvents()
    c = window.controller
    c.new_match(MatchConfig(players=(PlayerSpec(HUMAN), PlayerSpec(HUMAN))))
    match = Match(0, RuleSet.preset("money"), roller=SeededRoller(seed))
    rng = random.Random(seed)
    while True:
        play_random(match, rng, 1, cube=0.1, resign=0.0)
        g = match.game
        if match.game.phase == GamePhase.OVER:
            match.next_game()
        if sum(e.kind == "move" for e in g.history) >= moves and g.phase == GamePhase.ROLL:
            break
    c.load_match(match)
    app.processEvents()
    return window


def _wait(app: QApplication, done, limit_s: float = 3600.0) -> None:
    end = time.perf_counter() + limit_s
    while not done() and time.perf_counter() < end:
        app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 20)


def bench_review_step(app: QApplication, moves: int, seed: int) -> tuple[list[float], list[float], int]:
    """Milliseconds from the down-arrow key to the next decision ready (the
    board's items and the panel's table, graph and arrows set), and to it
    painted as well (the events it posts processed), over every decision."""
    from PySide6.QtTest import QTest

    from nard_desktop.ai.analysis import AnalysisOptions

    window = _review_window(app, moves, seed)
    review = window.review
    review.options = AnalysisOptions(depth=0)  # the figures shown do not change the cost of a step
    review.analyse()
    _wait(app, lambda: review.active)
    table = review.panel.decisions
    n = table.rowCount()
    ready, painted = [], []
    app.processEvents()
    for i in range(1, n):
        t = time.perf_counter()
        QTest.keyClick(table, Qt.Key.Key_Down)
        ready.append((time.perf_counter() - t) * 1000)
        app.processEvents()
        painted.append((time.perf_counter() - t) * 1000)
        assert table.currentRow() == i and review.panel.graph.current == i
    review.leave()
    window.controller.shutdown()
    window.close()
    return ready, painted, n


def bench_analysis_stall(app: QApplication, moves: int, seed: int) -> tuple[list[float], float, int]:
    """Gaps between the ticks of a 1 ms timer while Game > Analyse runs
    (depth 2), the analysis's wall time (s) and its number of decisions."""
    window = _review_window(app, moves, seed)
    review = window.review
    ticks = TickGaps()
    t = time.perf_counter()
    review.analyse()
    ticks.measure()
    ticks.start()
    loop = QEventLoop()
    shown = [0.0]

    def stopped(on: bool) -> None:
        # The worker's answer has arrived: what follows (the panel filled, the
        # board at the first decision) is measured on its own.
        if not on:
            ticks.tick()
            ticks.measuring = False
            shown[0] = time.perf_counter()

    review.job.running_changed.connect(stopped)
    review.entered.connect(loop.quit)
    if not review.active:
        loop.exec()
    ticks.stop()
    shown[0] = (time.perf_counter() - shown[0]) * 1000
    seconds = time.perf_counter() - t
    n = len(review.analysis.decisions) if review.analysis is not None else 0
    review.leave()
    window.controller.shutdown()
    window.close()
    return ticks.gaps, seconds, n, shown[0]


def run_review_benches(app: QApplication, args) -> None:
    if args.only in (None, "review"):
        ready, painted, n = bench_review_step(app, args.review_moves, args.seed)
        print(f"review: next decision -> board and panel ready ({n} decisions; target: median <= 16 ms)")
        print(f"  down-arrow in the move list, board and panel set: {stats(ready)}")
        print(f"  ... and the window painted (1600x1000):           {stats(painted)}")
    if args.only in (None, "analysis_stall"):
        gaps, seconds, n, shown = bench_analysis_stall(app, args.review_moves, args.seed)
        print(f"event loop while Game > Analyse runs (depth 2, {n} decisions in {seconds:.1f} s; "
              "target: longest stall <= 50 ms)")
        if gaps:
            print(f"  gaps between 1 ms timer ticks:                    {stats(gaps)}")
            print(f"  longest stall: {max(gaps):.1f} ms")
        print(f"  then the result shown (panel filled, board at the first decision): {shown:.1f} ms")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=200)
    parser.add_argument("--frames", type=int, default=40)
    parser.add_argument("--thinks", type=int, default=6)
    parser.add_argument("--level", default="world_class")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--theme", default="all", choices=("all", *THEME_NAMES),
                        help="the board theme to measure (all: each in turn)")
    parser.add_argument("--only", choices=("highlights", "repaint", "stall", "review", "analysis_stall"),
                        default=None, help="run one of the measurements")
    parser.add_argument("--review-moves", type=int, default=40,
                        help="plays of the reviewed game (review and analysis_stall)")
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

    run_review_benches(app, args)
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
