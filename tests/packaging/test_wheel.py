"""Build the sdist and the wheel, install the wheel into a fresh virtual environment
outside the source tree, and run the installed program from there (slow: ~1 minute)."""

from __future__ import annotations

import importlib.metadata as md
import importlib.util
import json
import os
import re
import subprocess
import sys
import sysconfig
import tarfile
import textwrap
import zipfile
from pathlib import Path

import pytest

from nard_desktop import __version__

pytestmark = pytest.mark.slow

ROOT = Path(__file__).resolve().parents[2]
# The network match (docs/network.md) needs a key exchange and an authenticated cipher, the
# rendezvous by a code word (magic-wormhole) and discovery on the local network (zeroconf).
RUNTIME_DEPENDENCIES = {"pyside6-essentials", "numpy", "spake2", "cryptography", "magic-wormhole", "zeroconf"}


def _normalise(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def _clean_env(**extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PYTHONHOME")}
    # Let the build find pyside6-lrelease from this environment, so it need not install
    # PySide6 into its isolated build environment just to compile the translations.
    env["PATH"] = os.pathsep.join([sysconfig.get_path("scripts"), env.get("PATH", "")])
    env.update(extra)
    return env


@pytest.fixture(scope="module")
def dist(tmp_path_factory) -> dict[str, Path]:
    if importlib.util.find_spec("build") is None:
        pytest.skip("needs the 'build' package: python3 -m pip install build")
    out = tmp_path_factory.mktemp("dist")
    # Without --sdist/--wheel, build makes the sdist first and the wheel from the unpacked
    # sdist, so a file missing from the sdist shows up as a broken wheel here.
    proc = subprocess.run([sys.executable, "-m", "build", "--outdir", str(out), str(ROOT)],
                          env=_clean_env(), capture_output=True, text=True, timeout=900)
    assert proc.returncode == 0, proc.stdout[-4000:] + proc.stderr[-4000:]
    wheels = list(out.glob("*.whl"))
    sdists = list(out.glob("*.tar.gz"))
    assert len(wheels) == 1 and len(sdists) == 1
    return {"wheel": wheels[0], "sdist": sdists[0]}


def _sdist_files(sdist: Path) -> set[str]:
    with tarfile.open(sdist) as tar:
        prefix = f"nard_desktop-{__version__}/"
        return {m.name[len(prefix):] for m in tar.getmembers() if m.isfile()}


def _wheel_files(wheel: Path) -> set[str]:
    with zipfile.ZipFile(wheel) as zf:
        return set(zf.namelist())


def test_sdist_has_what_a_rebuild_needs(dist):
    files = _sdist_files(dist["sdist"])
    for needed in ("pyproject.toml", "hatch_build.py", "packaging/translations.py",
                   "README.md", "LICENSE", "nard_desktop/__init__.py", "nard_desktop/cli.py"):
        assert needed in files
    assert {f for f in files if f.startswith("resources/fonts/")} >= {
        "resources/fonts/vazirmatn/OFL.txt", "resources/fonts/vazirmatn/Vazirmatn-Regular.ttf"}
    tracked_ts = {p.relative_to(ROOT).as_posix() for p in (ROOT / "translations").glob("*.ts")}
    assert tracked_ts <= files


def test_wheel_carries_the_data_inside_the_package(dist):
    files = _wheel_files(dist["wheel"])
    sdist = _sdist_files(dist["sdist"])
    outside = {f for f in files
               if not f.startswith(("nard_desktop/", f"nard_desktop-{__version__}.dist-info/"))}
    assert not outside, f"files outside the package: {sorted(outside)}"
    # Every resource in the sdist (fonts, icons, weights, bear-off data) is in the wheel.
    for name in sorted(f for f in sdist if f.startswith("resources/")):
        assert f"nard_desktop/{name}" in files, f"{name} missing from the wheel"
    # Every translation source became a compiled catalogue; no .ts is shipped.
    for ts in sorted(f for f in sdist if f.startswith("translations/") and f.endswith(".ts")):
        assert f"nard_desktop/translations/{Path(ts).stem}.qm" in files
    assert not any(f.endswith(".ts") for f in files)
    assert "nard_desktop/resources/fonts/vazirmatn/OFL.txt" in files
    assert any(f.startswith("nard_desktop/resources/icons/hicolor/256x256/") for f in files)


def test_wheel_metadata(dist):
    with zipfile.ZipFile(dist["wheel"]) as zf:
        info = f"nard_desktop-{__version__}.dist-info/"
        metadata = zf.read(info + "METADATA").decode()
        entry_points = zf.read(info + "entry_points.txt").decode()
    requires = [line.split(":", 1)[1].strip() for line in metadata.splitlines()
                if line.startswith("Requires-Dist:")]
    runtime = {_normalise(re.split(r"[ <>=!~;\[]", r, maxsplit=1)[0])
               for r in requires if "extra ==" not in r}
    assert runtime == RUNTIME_DEPENDENCIES
    assert "Requires-Python: >=3.11" in metadata
    assert "[gui_scripts]" in entry_points
    assert "nard-desktop = nard_desktop.cli:main" in entry_points


def _runtime_closure() -> list[str]:
    """The distributions the wheel's runtime dependencies need, theirs included, as
    installed here (markers evaluated for this interpreter; extras left out)."""
    from packaging.requirements import Requirement

    seen: dict[str, str] = {}
    todo = list(RUNTIME_DEPENDENCIES) + ["shiboken6"]
    while todo:
        name = _normalise(todo.pop())
        if name in seen:
            continue
        try:
            dist = md.distribution(name)
        except md.PackageNotFoundError:
            continue  # an optional platform dependency not installed here
        seen[name] = dist.metadata["Name"]
        for line in dist.requires or []:
            req = Requirement(line)
            if req.marker is None or req.marker.evaluate({"extra": ""}):
                todo.append(req.name)
    return sorted(seen.values())


def _link_runtime_dependencies(target: Path) -> None:
    """Make this environment's runtime dependencies of the wheel importable from the new venv.

    The point here is our wheel: its files, metadata, entry point and resource lookup,
    installed by pip the way a user gets them. Re-downloading and unpacking PySide6
    (~0.5 GB), numpy and the network libraries on every run would add minutes and a
    network dependency while testing nothing of ours, so the venv sees the already
    installed distributions the wheel needs (its dependencies and theirs, nothing else
    from here) through a .pth file; the declared dependency list is checked from the
    wheel's METADATA in test_wheel_metadata.
    """
    target.mkdir()
    for dist_name in _runtime_closure():
        dist = md.distribution(dist_name)
        tops = {Path(str(f)).parts[0] for f in dist.files or []}
        tops = {t for t in tops if t not in ("..", "bin", "Scripts")}
        base = Path(str(dist.locate_file("")))
        for top in sorted(tops):
            src = base / top
            if src.exists() and not (target / top).exists():
                (target / top).symlink_to(src, target_is_directory=src.is_dir())


@pytest.fixture(scope="module")
def installed(dist, tmp_path_factory) -> Path:
    home = tmp_path_factory.mktemp("venv-home")
    venv = home / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True, timeout=300)
    python = venv / ("Scripts/python.exe" if os.name == "nt" else "bin/python")
    deps = home / "deps"
    _link_runtime_dependencies(deps)
    purelib = subprocess.run([str(python), "-c", "import sysconfig; print(sysconfig.get_path('purelib'))"],
                             check=True, capture_output=True, text=True).stdout.strip()
    Path(purelib, "_nard_test_deps.pth").write_text(str(deps) + "\n")
    proc = subprocess.run([str(python), "-m", "pip", "install", "--no-deps", "--no-index",
                           str(dist["wheel"])], cwd=home, env=_clean_env(),
                          capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    return venv


def _program(venv: Path) -> Path:
    return venv / ("Scripts/nard-desktop.exe" if os.name == "nt" else "bin/nard-desktop")


def test_installed_program_prints_its_version(installed):
    out = subprocess.run([str(_program(installed)), "--version"], cwd=installed.parent,
                         env=_clean_env(), capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == f"nard-desktop {__version__}"


def test_installed_program_passes_its_smoke_test(installed):
    out = subprocess.run([str(_program(installed)), "--smoke"], cwd=installed.parent,
                         env=_clean_env(QT_QPA_PLATFORM="offscreen"),
                         capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stdout + out.stderr


def test_installed_program_reads_only_its_own_files(installed):
    code = textwrap.dedent("""
        import json, nard_desktop
        from nard_desktop import resources
        found = {"package": nard_desktop.__file__, "resources": str(resources.resources_dir()),
                 "fonts": [str(p) for p in resources.font_files()],
                 "icon": str(resources.icon_svg())}
        try:
            found["translations"] = str(resources.translations_dir())
        except resources.ResourceNotFoundError:
            pass
        print(json.dumps(found))
    """)
    python = installed / ("Scripts/python.exe" if os.name == "nt" else "bin/python")
    out = subprocess.run([str(python), "-c", code], cwd=installed.parent, env=_clean_env(),
                         capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    found = json.loads(out.stdout)
    paths = [found["package"], found["resources"], found["icon"], *found["fonts"]]
    if "translations" in found:
        paths.append(found["translations"])
    elif any((ROOT / "translations").glob("*.ts")):
        pytest.fail("translations exist in the source but not in the installed package")
    assert len(found["fonts"]) == 3
    for path in paths:
        assert Path(path).resolve().is_relative_to(installed.resolve()), path
        assert not Path(path).resolve().is_relative_to(ROOT.resolve()), path


def test_installed_ai_loads_the_shipped_network(dist, installed):
    with zipfile.ZipFile(dist["wheel"]) as zf:
        shipped = [n for n in zf.namelist() if n.startswith("nard_desktop/resources/weights/")]
    if not shipped:
        pytest.skip("the wheel carries no network weights yet")
    code = textwrap.dedent("""
        import json
        try:
            from nard_desktop.ai import default_evaluator_status
        except ImportError:
            print(json.dumps(None))
        else:
            status = default_evaluator_status()
            print(json.dumps([status.kind, status.reason]))
    """)
    python = installed / ("Scripts/python.exe" if os.name == "nt" else "bin/python")
    out = subprocess.run([str(python), "-c", code], cwd=installed.parent, env=_clean_env(),
                         capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stderr
    status = json.loads(out.stdout.strip().splitlines()[-1])
    if status is None:
        pytest.skip("nard_desktop.ai has no default_evaluator_status yet")
    # The weights are in the wheel, so an installed AI that falls back to its simple
    # evaluator is looking for them in the wrong place (e.g. a source-tree path).
    assert status == ["neural", ""], status
