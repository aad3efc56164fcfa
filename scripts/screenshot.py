#!/usr/bin/env python3
"""Make the README's screenshot of the real main window: docs/images/window.png.

Usage (from the root of a checkout, with the game's dependencies installed):

    python3 scripts/screenshot.py [--out docs/images/window.png] [--turns 6] [--seed 2]
                                  [--size 1280x800] [--language fa]

It starts the program's own main window offscreen (``QT_QPA_PLATFORM=offscreen``
unless the environment names another platform), with the default settings in a
temporary folder (the player's own settings, games and records are not read or
touched), starts a 5-point match against the computer with seeded dice, plays
the player's first turns with the Expert level's choice, rolls once more, and
saves the window as a PNG.  The same seed and turns give the same picture.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _parse(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "images" / "window.png")
    parser.add_argument("--turns", type=int, default=6, help="the player's turns played before the picture")
    parser.add_argument("--seed", type=int, default=2, help="the seed of the dice")
    parser.add_argument("--size", default="1280x800", help="the window's size, WIDTHxHEIGHT")
    parser.add_argument("--language", default="fa", choices=("fa", "en"))
    parser.add_argument("--timeout", type=float, default=300.0, help="give up after this many seconds")
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = _parse(argv)
    width, height = (int(v) for v in args.size.lower().split("x"))
    scratch = tempfile.mkdtemp(prefix="nard-screenshot-")
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["XDG_CONFIG_HOME"] = os.path.join(scratch, "config")
    os.environ["XDG_DATA_HOME"] = os.path.join(scratch, "data")
    os.environ["XDG_CACHE_HOME"] = os.path.join(scratch, "cache")
    sys.path.insert(0, str(ROOT))

    from nard_desktop import use_one_blas_thread

    use_one_blas_thread()

    from PySide6.QtCore import QEventLoop
    from PySide6.QtWidgets import QApplication

    from nard_desktop import APPLICATION_NAME, ORGANIZATION_NAME
    from nard_desktop.ai.player import choose_play
    from nard_desktop.app.controller import COMPUTER, HUMAN, GameController, MatchConfig, PlayerSpec
    from nard_desktop.app.i18n import install_translations
    from nard_desktop.app.options import ViewOptions
    from nard_desktop.engine.dice import SeededRoller
    from nard_desktop.engine.game import GamePhase
    from nard_desktop.ui.fonts import install_fonts
    from nard_desktop.ui.main_window import MainWindow

    app = QApplication([sys.argv[0]])
    app.setOrganizationName(ORGANIZATION_NAME)
    app.setApplicationName(APPLICATION_NAME)
    install_fonts(app)
    install_translations(app, args.language)

    options = ViewOptions(animation_speed="instant", show_dialogs=False, pass_delay_ms=0, computer_pause_ms=0)
    controller = GameController(options)
    window = MainWindow(controller, options)
    window.resize(width, height)
    window.show()
    window.start(MatchConfig(length=5, preset="international_match", roller=SeededRoller(args.seed),
                             players=(PlayerSpec(HUMAN), PlayerSpec(COMPUTER, "expert"))))

    def settle(seconds: float = 0.05) -> None:
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 20)

    deadline = time.monotonic() + args.timeout
    played = 0
    while True:
        if time.monotonic() > deadline:
            print("screenshot: the game did not reach the position in time", file=sys.stderr)
            return 1
        settle()
        snap = controller.snapshot
        if snap is None or snap.thinking or controller.busy:
            continue
        if snap.result is not None:
            print("screenshot: the game ended before the picture; try another --seed", file=sys.stderr)
            return 1
        if snap.can_answer_double:
            controller.take()
        elif snap.can_roll:
            if played == args.turns:
                controller.roll()
                settle(0.5)
                if controller.snapshot is not None and controller.snapshot.mover == 0:
                    break
                continue
            controller.roll()
        elif snap.mover == 0 and controller.game.phase == GamePhase.MOVE:
            turn = controller.game.turn
            play = choose_play(turn.start, turn.roll, "expert", controller.game.rules)
            for src, dst in play.moves:
                controller.step(src, dst)
            if controller.snapshot is not None and controller.snapshot.mover == 0:
                controller.done()
            played += 1

    settle(1.0)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    if not window.grab().save(str(args.out), "PNG"):
        print(f"screenshot: could not write {args.out}", file=sys.stderr)
        return 1
    print(f"screenshot: {args.out} ({width}x{height}, seed {args.seed}, {played} turns)")
    controller.shutdown()
    window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
