#!/usr/bin/env python3
"""Compile the translation sources (translations/*.ts) into Qt catalogues (.qm).

Used in three places, so it imports nothing beyond the standard library:
the wheel build hook (hatch_build.py), the test session (tests/conftest.py), and by
hand in a checkout:

    python3 packaging/translations.py            # compile translations/*.ts in place

(translations/update.sh refreshes the .ts files from the code first.)

lrelease is looked for inside an importable PySide6, then as `pyside6-lrelease` on PATH,
then as Qt's own `lrelease`.
"""

from __future__ import annotations

import argparse
import importlib.util
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TS_DIR = ROOT / "translations"


def _pyside_tool(name: str) -> str | None:
    spec = importlib.util.find_spec("PySide6")
    if spec is None or not spec.submodule_search_locations:
        return None
    for location in spec.submodule_search_locations:
        for candidate in (Path(location) / name, Path(location) / f"{name}.exe"):
            if candidate.is_file():
                return str(candidate)
    return None


def _works(command: str) -> bool:
    # A wrapper script (pyside6-lrelease, or a pyenv shim for it) can be on PATH yet fail,
    # e.g. inside pip's isolated build environment where its PySide6 is hidden.
    try:
        return subprocess.run([command, "-version"], capture_output=True, timeout=60).returncode == 0
    except (OSError, subprocess.SubprocessError):
        return False


def find_tool(name: str) -> str | None:
    """Return a command that runs Qt's `name` tool (lrelease, lupdate), or None.

    Prefers the native binary inside an importable PySide6, then a working
    `pyside6-<name>` on PATH, then Qt's own `<name>`.
    """
    native = _pyside_tool(name)
    if native is not None:
        return native
    for command in (shutil.which(f"pyside6-{name}"), shutil.which(name)):
        if command is not None and _works(command):
            return command
    return None


def ts_files(ts_dir: Path = TS_DIR) -> list[Path]:
    return sorted(ts_dir.glob("*.ts")) if ts_dir.is_dir() else []


def compile_translations(ts_dir: Path = TS_DIR, out_dir: Path | None = None,
                         only_if_stale: bool = False) -> list[Path]:
    """Compile every .ts in ts_dir to a .qm of the same stem in out_dir (default: beside it).

    Returns the .qm paths. Raises RuntimeError when there are .ts files but no lrelease,
    so a build never silently ships without its Persian catalogue.
    """
    sources = ts_files(ts_dir)
    if not sources:
        return []
    out_dir = ts_dir if out_dir is None else out_dir
    out_dir.mkdir(parents=True, exist_ok=True)
    targets = [out_dir / f"{ts.stem}.qm" for ts in sources]
    if only_if_stale and all(
        qm.is_file() and qm.stat().st_mtime >= ts.stat().st_mtime
        for ts, qm in zip(sources, targets)
    ):
        return targets
    lrelease = find_tool("lrelease")
    if lrelease is None:
        raise RuntimeError("lrelease not found: install PySide6-Essentials (pyside6-lrelease)")
    for ts, qm in zip(sources, targets):
        subprocess.run([lrelease, "-silent", str(ts), "-qm", str(qm)], check=True)
        if not qm.is_file():
            raise RuntimeError(f"lrelease wrote no {qm}")
    return targets


def main(argv: list[str] | None = None) -> int:
    argparse.ArgumentParser(description=__doc__.splitlines()[0]).parse_args(argv)
    try:
        built = compile_translations()
    except (RuntimeError, subprocess.CalledProcessError) as exc:
        print(f"translations: {exc}", file=sys.stderr)
        return 1
    for qm in built:
        print(qm.relative_to(ROOT))
    if not built:
        print("translations: no .ts files yet")
    return 0


if __name__ == "__main__":
    sys.exit(main())
