"""`nard-desktop --smoke --save FILE` saves the self-test's own match, which
`nard-desktop --verify FILE` then finds fair and legal."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from nard_desktop.app.record import loads
from nard_desktop.cli import build_parser, main

ROOT = Path(__file__).resolve().parents[2]


def _run(*args: str, timeout: float = 300) -> subprocess.CompletedProcess:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    return subprocess.run([sys.executable, "-m", "nard_desktop", *args], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=timeout)


def test_the_smoke_match_is_saved_and_verifies(tmp_path):
    target = tmp_path / "smoke.nardmatch"
    smoke = _run("--smoke", "--save", str(target))
    assert smoke.returncode == 0, smoke.stderr
    assert "Traceback" not in smoke.stderr
    match, meta = loads(target.read_bytes())
    # The match the window played: one whole game of computer against computer, with fair dice.
    assert match.is_over and len(match.games) == 1
    assert [p["kind"] for p in meta["players"]] == ["computer", "computer"]
    assert meta["dice"]["kind"] == "fair" and meta["dice"]["seed"]
    assert "self-test match saved to" in smoke.stdout
    verify = _run("--verify", str(target), timeout=60)
    assert verify.returncode == 0, verify.stdout + verify.stderr
    assert "fair and legal" in verify.stdout
    # A changed roll is caught.
    text = target.read_text(encoding="utf-8")
    i = text.index('"kind":"roll"')
    j = text.index('"dice":[', i) + len('"dice":[')
    d = int(text[j])
    bad = tmp_path / "bad.nardmatch"
    bad.write_text(text[:j] + str(d % 6 + 1) + text[j + 1:], encoding="utf-8")
    assert _run("--verify", str(bad), timeout=60).returncode == 1


def test_save_goes_only_with_smoke(capsys):
    assert build_parser().parse_args(["--smoke", "--save", "x"]).save == "x"
    assert main(["--save", "x"]) == 2
    assert "--save" in capsys.readouterr().err
