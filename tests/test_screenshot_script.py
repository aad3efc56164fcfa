"""scripts/screenshot.py, which makes the README's picture, still makes it."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from PySide6.QtGui import QImage

ROOT = Path(__file__).resolve().parents[1]


def test_the_script_saves_a_picture_of_the_window(tmp_path):
    out = tmp_path / "window.png"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    result = subprocess.run([sys.executable, str(ROOT / "scripts" / "screenshot.py"), "--out", str(out),
                             "--size", "960x640", "--turns", "2"],
                            env=env, capture_output=True, check=False, text=True, timeout=300)
    assert result.returncode == 0, result.stderr
    image = QImage(str(out))
    assert (image.width(), image.height()) == (960, 640)
    assert image.pixelColor(480, 320) != image.pixelColor(5, 5)  # not one flat colour
