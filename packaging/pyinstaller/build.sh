#!/usr/bin/env bash
# Build the one-folder PyInstaller bundle in a throw-away virtual environment, then run the
# bundled program's self-test without a display.
#
#   packaging/pyinstaller/build.sh [DIST]     -> DIST/nard-desktop/ (DIST: dist/ by default)
#
# Needs python3 (>= 3.11, with venv; another interpreter with PYTHON=...) and access to the
# package index (PyInstaller and the program's requirements). Works on Linux and macOS; on
# Windows follow README.md here.
#
# The bundle gets the program's own requirements, read from pyproject.toml: the one place
# where they and their exclusions are written (PySide6 6.12.0 aborts on Python 3.11, for
# one). A bundle built from unconstrained latest versions is a bundle nobody tested.
set -euo pipefail

root=$(cd "$(dirname "$0")/../.." && pwd)
dist=$(mkdir -p "${1:-$root/dist}" && cd "${1:-$root/dist}" && pwd)
python=${PYTHON:-python3}
work=$(mktemp -d "${TMPDIR:-/tmp}/nard-pyinstaller.XXXXXX")
trap 'rm -rf "$work"' EXIT

"$python" -m venv "$work/venv"
py="$work/venv/bin/python"
"$py" - "$root/pyproject.toml" >"$work/requirements.txt" <<'PY'
import sys
import tomllib

with open(sys.argv[1], "rb") as fh:
    print("\n".join(tomllib.load(fh)["project"]["dependencies"]))
PY
echo "== requirements (from pyproject.toml)"
cat "$work/requirements.txt"
pip=("$py" -m pip install --disable-pip-version-check -q)
"${pip[@]}" -r "$work/requirements.txt" pyinstaller
if [[ "$(uname)" == Darwin ]]; then
    "${pip[@]}" pillow  # converts the icon to .icns
fi
"$py" -m pip list --disable-pip-version-check --format=freeze | grep -i -E '^(pyside6|shiboken6|numpy|pyinstaller)' || true

cd "$root"
"$py" -m PyInstaller --noconfirm --clean \
    --workpath "$work/build" --distpath "$dist" \
    packaging/pyinstaller/nard-desktop.spec

program="$dist/nard-desktop/nard-desktop"
echo "== self-test of $program"
(cd "$work" && QT_QPA_PLATFORM=offscreen "$program" --version && QT_QPA_PLATFORM=offscreen "$program" --smoke)
du -sh "$dist/nard-desktop"
echo "bundle ready: $dist/nard-desktop"
