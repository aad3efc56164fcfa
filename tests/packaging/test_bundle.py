"""Build the PyInstaller bundle as a player downloads it (packaging/pyinstaller/build.sh,
which installs PyInstaller and the program's own requirements into a throw-away virtual
environment) and run the bundled program's --version and --smoke (slow: a minute or two
and a download of PyInstaller, Qt and numpy).

A bundle built from other versions than the program's requirements allow once aborted in
its own self-test (PySide6 6.12.0 on Python 3.11): this test keeps that from landing again.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

from nard_desktop import __version__

pytestmark = pytest.mark.slow

ROOT = Path(__file__).resolve().parents[2]
BUILD = ROOT / "packaging" / "pyinstaller" / "build.sh"


def _env() -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PYTHONHOME", "VIRTUAL_ENV")}
    env["QT_QPA_PLATFORM"] = "offscreen"
    env.pop("DISPLAY", None)
    return env


def _home(tmp_path: Path) -> dict[str, str]:
    """A home of its own: the bundle must not need (nor touch) the user's settings."""
    env = _env()
    env["HOME"] = str(tmp_path)
    env["XDG_CONFIG_HOME"] = str(tmp_path / "config")
    env["XDG_DATA_HOME"] = str(tmp_path / "data")
    return env


@pytest.fixture(scope="module")
def bundle(tmp_path_factory) -> Path:
    if sys.platform == "win32":
        pytest.skip("build.sh is for Linux and macOS; Windows follows packaging/pyinstaller/README.md")
    if shutil.which("bash") is None:
        pytest.skip("needs bash")
    dist = tmp_path_factory.mktemp("bundle")
    # The interpreter running the tests builds the bundle (its venv module, its version).
    env = _env()
    env["PYTHON"] = getattr(sys, "_base_executable", None) or sys.executable
    proc = subprocess.run(["bash", str(BUILD), str(dist)], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=1800)
    assert proc.returncode == 0, proc.stdout[-6000:] + proc.stderr[-6000:]
    program = dist / "nard-desktop" / "nard-desktop"
    assert program.is_file()
    return program


def test_build_sh_installs_the_programs_own_requirements():
    """One place for the requirements and their exclusions: pyproject.toml, read by build.sh."""
    script = BUILD.read_text(encoding="utf-8")
    assert "pyproject.toml" in script and "tomllib" in script
    for line in script.splitlines():
        if "pip install" in line.replace('"${pip[@]}"', "pip install") and not line.lstrip().startswith("#"):
            for name in ("PySide6", "numpy"):
                assert name.lower() not in line.lower(), f"build.sh names {name} itself: {line.strip()}"
    with open(ROOT / "pyproject.toml", "rb") as fh:
        deps = tomllib.load(fh)["project"]["dependencies"]
    assert any("!=6.12.0" in d and "python_version < '3.12'" in d for d in deps)


def test_the_bundle_reports_its_version(bundle):
    proc = subprocess.run([str(bundle), "--version"], cwd=bundle.parent.parent, env=_env(), capture_output=True,
                          text=True, timeout=120)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert proc.stdout.strip() == f"nard-desktop {__version__}"


def test_the_bundle_passes_its_self_test(bundle, tmp_path):
    proc = subprocess.run([str(bundle), "--smoke"], cwd=tmp_path, env=_home(tmp_path), capture_output=True, text=True,
                          timeout=600)
    assert proc.returncode == 0, proc.stdout[-4000:] + proc.stderr[-4000:]
    assert "smoke:" in proc.stdout and "won" in proc.stdout
    assert "Fatal Python error" not in proc.stderr and "Traceback" not in proc.stderr


def test_the_bundle_plays_a_network_match_with_a_second_copy_of_itself(bundle, tmp_path):
    """--smoke-network starts the guest as the bundle's own executable (not ``python -m``)."""
    proc = subprocess.run([str(bundle), "--smoke-network"], cwd=tmp_path, env=_home(tmp_path), capture_output=True,
                          text=True, timeout=600)
    assert proc.returncode == 0, proc.stdout[-4000:] + proc.stderr[-4000:]
    assert "smoke-network: ok (a direct connection)" in proc.stderr


def test_the_bundle_meets_a_friend_by_code_word(bundle, tmp_path):
    """The code-word path (magic-wormhole, Twisted, autobahn) works inside the frozen bundle:
    a match through a mailbox server and a transit relay run by this test on the loopback."""
    from nard_desktop.app.netplay.local_servers import servers_available, start_local_servers

    if not servers_available():
        pytest.skip("needs the test extra's magic-wormhole servers")
    with start_local_servers() as servers:
        env = _home(tmp_path)
        env["NARD_MAILBOX_URL"], env["NARD_TRANSIT_RELAY"] = servers.mailbox_url, servers.relay
        proc = subprocess.run([str(bundle), "--smoke-network", "--via", "wormhole"], cwd=tmp_path, env=env,
                              capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, proc.stdout[-4000:] + proc.stderr[-4000:]
    assert f"the mailbox server {servers.mailbox_url}" in proc.stderr
    assert "Traceback" not in proc.stderr
