"""The `nard-desktop` command line: version, self-test, and clean errors for user mistakes."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from nard_desktop import __version__
from nard_desktop.cli import build_parser, main

ROOT = Path(__file__).resolve().parents[2]


def _run(*args: str, timeout: int = 120) -> subprocess.CompletedProcess:
    env = dict(os.environ, PYTHONPATH=str(ROOT), QT_QPA_PLATFORM="offscreen")
    return subprocess.run([sys.executable, "-m", "nard_desktop", *args], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=timeout)


def test_python_m_prints_version():
    out = _run("--version")
    assert out.returncode == 0
    assert out.stdout.strip() == f"nard-desktop {__version__}"


def test_version_is_semantic():
    parts = __version__.split(".")
    assert len(parts) == 3 and all(p.isdigit() for p in parts)


def test_parser_reads_smoke_and_file():
    args = build_parser().parse_args(["--smoke", "game.txt"])
    assert args.smoke is True and args.file == "game.txt"
    args = build_parser().parse_args([])
    assert args.smoke is False and args.file is None


def test_unknown_option_is_a_usage_error_without_traceback():
    out = _run("--no-such-option")
    assert out.returncode == 2
    assert "unrecognized arguments: --no-such-option" in out.stderr
    assert "Traceback" not in out.stderr


def test_missing_file_is_reported_without_traceback(tmp_path, capsys):
    status = main([str(tmp_path / "absent.game")])
    err = capsys.readouterr().err
    assert status == 2
    assert err.strip() == f"nard-desktop: error: cannot open {tmp_path / 'absent.game'}: no such file"


def test_directory_is_not_a_file(tmp_path, capsys):
    assert main([str(tmp_path)]) == 2
    assert "no such file" in capsys.readouterr().err


def test_unreadable_file_is_reported(tmp_path, capsys, monkeypatch):
    game = tmp_path / "locked.game"
    game.write_text("x")
    # chmod cannot lock root out, so stand in for the permission check itself.
    monkeypatch.setattr("nard_desktop.cli.os.access", lambda path, mode: False)
    assert main([str(game)]) == 2
    assert "permission denied" in capsys.readouterr().err


@pytest.mark.slow  # the default run starts the same self-test in tests/ui/test_files_cli.py (with --save)
def test_smoke_starts_and_quits_cleanly():
    out = _run("--smoke", timeout=300)
    assert out.returncode == 0, out.stdout + out.stderr
    assert "Traceback" not in out.stderr


@pytest.mark.parametrize("given, expected", [(None, "1"), ("3", "3")])
def test_the_program_runs_one_blas_thread_unless_told_otherwise(given, expected):
    # Set before numpy loads, so the analysis and rollout processes inherit it too.
    env = {k: v for k, v in os.environ.items() if not k.endswith("_NUM_THREADS")}
    if given is not None:
        env["OPENBLAS_NUM_THREADS"] = given
    code = ("import os, sys, nard_desktop.cli; assert 'numpy' not in sys.modules; "
            "print(os.environ['OPENBLAS_NUM_THREADS'], os.environ['OMP_NUM_THREADS'])")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=dict(env, PYTHONPATH=str(ROOT)),
                         capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    assert out.stdout.split() == [expected, "1"]
