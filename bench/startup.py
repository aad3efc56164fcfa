#!/usr/bin/env python3
"""Start-up cost of Takhteh Nard against a bare PySide6 window, measured in the same run.

For each run a fresh Python process is started; the time is taken from just before the
process is spawned to the first paint of a widget in a visible top-level window, and the
resident memory (VmRSS) is read at that moment and again after the program has run for
--settle seconds (time for the first game to start and the AI to load). Each variant
runs --runs times, interleaved, and the medians are printed.

The cost of the sound: the program is also started with its sounds off
(``NARD_DESKTOP_SOUND=off``: no sound module work at start), the sound module's own
import and set-up are timed in a fresh process, and its install size (the WAV files and
the module) is summed, beside Qt Multimedia's where PySide6-Addons is installed.

    python3 bench/startup.py [--runs 5] [--settle 1.5]

Without a display it uses Qt's offscreen platform. The operating system's file cache is
warm after the first run, so "cold" here means a new process, not a cold disk; the first
run of each variant is printed separately.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TARGET_SECONDS = 1.5
TARGET_MB = 250

# Runs inside the measured process. It swaps QApplication for a subclass that watches for
# the first paint, so the program under test runs unchanged.
PROBE = r"""
import json, os, sys, time
mode, settle = sys.argv[1], float(sys.argv[2])
from PySide6 import QtCore, QtWidgets

def rss_mb():
    try:
        with open("/proc/self/status") as f:
            for line in f:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) / 1024
    except OSError:
        pass
    import resource
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak / (1024 * 1024 if sys.platform == "darwin" else 1024)

result = {}

def finish():
    result["rss_settled_mb"] = rss_mb()
    result["platform"] = QtWidgets.QApplication.platformName()
    print("PROBE " + json.dumps(result), flush=True)
    os._exit(0)

def painted():
    result["painted_at"] = time.monotonic()
    result["rss_painted_mb"] = rss_mb()
    QtCore.QTimer.singleShot(int(settle * 1000), finish)

class Probe(QtCore.QObject):
    seen = False
    def eventFilter(self, obj, event):
        if (not self.seen and event.type() == QtCore.QEvent.Type.Paint
                and isinstance(obj, QtWidgets.QWidget) and obj.window().isVisible()):
            self.seen = True
            # Record once this paint has been delivered and flushed.
            QtCore.QTimer.singleShot(0, painted)
        return False

_Base = QtWidgets.QApplication
class ProbedApplication(_Base):
    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self._probe = Probe()
        self.installEventFilter(self._probe)
        QtCore.QTimer.singleShot(60000, lambda: (print("PROBE {}", flush=True), os._exit(3)))
QtWidgets.QApplication = ProbedApplication

if mode == "bare":
    app = QtWidgets.QApplication([sys.argv[0]])
    window = QtWidgets.QMainWindow()
    window.setWindowTitle("bare")
    window.resize(1024, 720)
    window.show()
    sys.exit(app.exec())
else:
    from nard_desktop.cli import main
    sys.exit(main([]))
"""


def run_once(mode: str, settle: float, env: dict[str, str]) -> dict:
    start = time.monotonic()
    proc = subprocess.run([sys.executable, "-c", PROBE, mode, str(settle)], env=env, cwd=ROOT,
                          capture_output=True, text=True, timeout=120)
    lines = [line for line in proc.stdout.splitlines() if line.startswith("PROBE ")]
    if not lines or lines[-1] == "PROBE {}":
        raise SystemExit(f"{mode}: no paint seen (exit {proc.returncode})\n{proc.stderr[-2000:]}")
    result = json.loads(lines[-1][len("PROBE "):])
    result["seconds"] = result.pop("painted_at") - start
    return result


# Runs in a fresh process: what importing the sound module and making its player costs
# once PySide6 and the controller are loaded (they are loaded anyway).
SOUND_PROBE = r"""
import json, sys, time
from PySide6 import QtCore  # noqa: F401
import nard_desktop.app.controller  # noqa: F401
t0 = time.perf_counter()
import nard_desktop.ui.sound as sound
t1 = time.perf_counter()
player = sound.SystemPlayer()
t2 = time.perf_counter()
path = player._file("checker", 70)  # the first sound's file, scaled to the volume
t3 = time.perf_counter()
qt = None
try:
    t4 = time.perf_counter()
    import PySide6.QtMultimedia  # noqa: F401
    qt = (time.perf_counter() - t4) * 1000
except ImportError:
    pass
print("PROBE " + json.dumps({"import_ms": (t1 - t0) * 1000, "player_ms": (t2 - t1) * 1000,
                             "first_file_ms": (t3 - t2) * 1000, "player": player._command or [],
                             "qt_multimedia_import_ms": qt}), flush=True)
"""


def sound_costs(env: dict[str, str], runs: int) -> dict:
    """Medians over ``runs`` fresh processes of the sound module's start-up work."""
    got = []
    for _ in range(runs):
        proc = subprocess.run([sys.executable, "-c", SOUND_PROBE], env=env, cwd=ROOT,
                              capture_output=True, text=True, timeout=120)
        lines = [line for line in proc.stdout.splitlines() if line.startswith("PROBE ")]
        if not lines:
            raise SystemExit(f"sound probe failed (exit {proc.returncode})\n{proc.stderr[-2000:]}")
        got.append(json.loads(lines[-1][len("PROBE "):]))
    out = {k: statistics.median(r[k] for r in got) for k in ("import_ms", "player_ms", "first_file_ms")}
    qt = [r["qt_multimedia_import_ms"] for r in got if r["qt_multimedia_import_ms"] is not None]
    out["qt_multimedia_import_ms"] = statistics.median(qt) if qt else None
    out["player"] = " ".join(Path(p).name for p in got[0]["player"][:1]) or "none found"
    return out


def _size_mb(paths) -> float:
    total = 0
    for path in paths:
        path = Path(path)
        files = path.rglob("*") if path.is_dir() else [path]
        total += sum(f.stat().st_size for f in files if f.is_file())
    return total / 1e6


def sound_install_sizes() -> tuple[float, float | None]:
    """The program's sounds and sound module (MB), and Qt Multimedia's libraries and
    plugins where they are installed (None where not)."""
    ours = _size_mb([ROOT / "resources" / "sounds", ROOT / "nard_desktop" / "ui" / "sound.py"])
    try:
        import PySide6
    except ImportError:
        return ours, None
    base = Path(PySide6.__file__).parent
    multimedia = [p for p in base.rglob("*") if "multimedia" in p.name.lower() or "ffmpeg" in p.name.lower()
                  or "avcodec" in p.name.lower() or "avformat" in p.name.lower()]
    binaries = [p for p in multimedia if p.suffix in (".so", ".dll", ".dylib", ".pyd") or ".so." in p.name]
    return ours, (_size_mb(binaries) if binaries else None)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5, help="runs of each variant (default 5)")
    parser.add_argument("--settle", type=float, default=1.5,
                        help="seconds to let the program run before the second memory reading")
    args = parser.parse_args()

    env = dict(os.environ)
    # A first start with default settings, and the user's own files left alone.
    sandbox = tempfile.mkdtemp(prefix="nard-bench-")
    for var in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"):
        env[var] = os.path.join(sandbox, var.lower())
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), env.get("PYTHONPATH")]))
    if not (env.get("DISPLAY") or env.get("WAYLAND_DISPLAY")) and sys.platform.startswith("linux"):
        env.setdefault("QT_QPA_PLATFORM", "offscreen")

    quiet = dict(env, NARD_DESKTOP_SOUND="off")
    results: dict[str, list[dict]] = {"bare": [], "nard": [], "quiet": []}
    for _ in range(args.runs):
        for mode in results:
            results[mode].append(run_once("bare" if mode == "bare" else "nard", args.settle,
                                          quiet if mode == "quiet" else env))

    def median(mode: str, key: str) -> float:
        return statistics.median(r[key] for r in results[mode])

    print(f"Qt platform: {results['nard'][0]['platform']}, {args.runs} runs each, "
          f"python {sys.version.split()[0]}, settle {args.settle:.1f} s")
    print(f"{'':32}{'bare PySide6':>14}{'nard-desktop':>14}{'ratio':>8}")
    rows = [
        ("start to first paint, median (s)", "seconds", "{:.3f}"),
        ("RSS at first paint, median (MB)", "rss_painted_mb", "{:.0f}"),
        ("RSS after settle, median (MB)", "rss_settled_mb", "{:.0f}"),
    ]
    for label, key, fmt in rows:
        bare, nard = median("bare", key), median("nard", key)
        print(f"{label:32}{fmt.format(bare):>14}{fmt.format(nard):>14}{nard / bare:>8.2f}")
    first_bare, first_nard = results["bare"][0]["seconds"], results["nard"][0]["seconds"]
    print(f"{'first run to first paint (s)':32}{first_bare:>14.3f}{first_nard:>14.3f}"
          f"{first_nard / first_bare:>8.2f}")
    spread = [r["seconds"] for r in results["nard"]]
    print("nard-desktop start times (s): " + ", ".join(f"{s:.3f}" for s in spread))
    print(f"targets: start <= {TARGET_SECONDS} s "
          f"({'met' if median('nard', 'seconds') <= TARGET_SECONDS else 'NOT met'}), "
          f"RSS after start <= {TARGET_MB} MB "
          f"({'met' if median('nard', 'rss_settled_mb') <= TARGET_MB else 'NOT met'})")
    # The sound's share.
    with_sound, without = median("nard", "seconds"), median("quiet", "seconds")
    print(f"sound: start to first paint with sounds on {with_sound:.3f} s, off {without:.3f} s "
          f"(difference {1000 * (with_sound - without):+.0f} ms; sounds-off start times: "
          + ", ".join(f"{r['seconds']:.3f}" for r in results["quiet"]) + ")")
    costs = sound_costs(env, args.runs)
    print(f"sound module, fresh process (median of {args.runs}): import {costs['import_ms']:.1f} ms, "
          f"player set-up {costs['player_ms']:.1f} ms (system player: {costs['player']}), "
          f"first sound file {costs['first_file_ms']:.1f} ms")
    ours, qt = sound_install_sizes()
    print(f"sound install size: {ours:.2f} MB (WAV files and the module; the players are the system's own)")
    if costs["qt_multimedia_import_ms"] is not None:
        print(f"  Qt Multimedia here: import {costs['qt_multimedia_import_ms']:.0f} ms, libraries "
              f"{qt or 0:.0f} MB")
    else:
        print("  Qt Multimedia (the alternative) is not installed here: it needs PySide6-Addons")
    shutil.rmtree(sandbox, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
