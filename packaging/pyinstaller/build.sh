#!/usr/bin/env bash
# Build the one-folder PyInstaller bundle in a throw-away virtual environment, then run the
# bundled program's self-test without a display.
#
#   packaging/pyinstaller/build.sh            -> dist/nard-desktop/
#
# Needs python3 (>= 3.11, with venv) and access to the package index (PyInstaller,
# PySide6-Essentials, numpy). Works on Linux and macOS; on Windows follow README.md here.
set -euo pipefail

root=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d "${TMPDIR:-/tmp}/nard-pyinstaller.XXXXXX")
trap 'rm -rf "$work"' EXIT

python3 -m venv "$work/venv"
py="$work/venv/bin/python"
"$py" -m pip install --disable-pip-version-check -q pyinstaller PySide6-Essentials numpy
if [[ "$(uname)" == Darwin ]]; then
    "$py" -m pip install --disable-pip-version-check -q pillow  # converts the icon to .icns
fi

cd "$root"
"$py" -m PyInstaller --noconfirm --clean \
    --workpath "$work/build" --distpath "$root/dist" \
    packaging/pyinstaller/nard-desktop.spec

program="$root/dist/nard-desktop/nard-desktop"
echo "== self-test of $program"
(cd "$work" && QT_QPA_PLATFORM=offscreen "$program" --version && QT_QPA_PLATFORM=offscreen "$program" --smoke)
du -sh "$root/dist/nard-desktop"
echo "bundle ready: $root/dist/nard-desktop"
