"""What a refill of File ▸ Recent unfinished matches costs (each change of the
history, each language switch, each time the menu opens).

A window keeps a full history (five unfinished matches of about 120 actions
each); the refill, which reads only the files that changed since the last one,
is timed against the full reading of the history that it replaces (every file
read and its match replayed, then described), measured in the same run.
Prints the CPU time per refill of each and their ratio.

    QT_QPA_PLATFORM=offscreen PYTHONPATH=. python bench/recent_menu.py [--refills 50] [--actions 120]
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
import time
from pathlib import Path


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--refills", type=int, default=50)
    parser.add_argument("--actions", type=int, default=120, help="actions played in each kept match")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    # Away from the user's settings and saved games.
    os.environ["XDG_DATA_HOME"] = tempfile.mkdtemp()
    os.environ["XDG_CONFIG_HOME"] = tempfile.mkdtemp()

    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(sys.argv)
    from nard_desktop.app.autosave import HISTORY_KEEP
    from nard_desktop.app.controller import HUMAN, GameController, MatchConfig, PlayerSpec
    from nard_desktop.app.options import ViewOptions
    from nard_desktop.engine import GamePhase, SeededRoller
    from nard_desktop.ui.main_window import MainWindow

    opts = ViewOptions(animation_speed="instant", show_dialogs=False, pass_delay_ms=0, computer_pause_ms=0)
    w = MainWindow(GameController(opts), opts)
    w.files.start_autosave(Path(tempfile.mkdtemp()) / "auto")
    c, saver = w.controller, w.session.autosaver
    for i in range(HISTORY_KEEP):
        rng = random.Random(args.seed + i)
        c.new_match(MatchConfig(length=7, players=(PlayerSpec(HUMAN), PlayerSpec(HUMAN)),
                                roller=SeededRoller(args.seed + i)))
        for _ in range(args.actions):
            g = c.game
            if c.match.is_over:
                break
            if g.phase == GamePhase.OVER:
                c.next_game()
            elif g.phase == GamePhase.DOUBLE_OFFERED:
                c.take()
            elif g.phase in (GamePhase.OPENING, GamePhase.ROLL, GamePhase.BEAVERED):
                c.roll()
            elif g.phase == GamePhase.MOVE:
                for s, d in rng.choice(g.turn.plays).moves:
                    c.step(s, d)
                if g.phase == GamePhase.MOVE:
                    c.done()
        saver.keep_unfinished(w.session.record(include_seed=True))
    w.files.fill_recent_menu()
    shown = [a for a in w.files.recent_menu.actions() if a.data()]

    t = time.process_time()
    for _ in range(args.refills):
        w.files.fill_recent_menu()
    refill = (time.process_time() - t) / args.refills

    t = time.process_time()
    for _ in range(args.refills):
        texts = [w.files.describe(found.match, found.meta) for found in saver.history()]
    full = (time.process_time() - t) / args.refills
    assert len(texts) == len(shown)

    print(f"history: {len(shown)} unfinished matches, {sum(p.stat().st_size for p in saver.history_files())} bytes")
    print(f"refill (unchanged files not read again): {refill * 1000:8.2f} ms CPU")
    print(f"full reading of the history (the peer):  {full * 1000:8.2f} ms CPU")
    print(f"ratio refill / full reading: {refill / full:.3f}")
    c.shutdown()
    w.close()
    app.processEvents()


if __name__ == "__main__":
    main()
