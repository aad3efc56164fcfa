#!/bin/sh
# Refresh the translation sources from the code, then build the Qt catalogues.
#
#   translations/update.sh            lupdate + lrelease (run from anywhere)
#   translations/update.sh --release  lrelease only (build the .qm from the .ts as they are)
#
# lupdate collects every tr() / QCoreApplication.translate() / QT_TRANSLATE_NOOP() string of
# the nard_desktop package into nard_desktop_fa.ts and nard_desktop_en.ts, keeping the
# translations already there and dropping strings the code no longer has.  New strings
# arrive "unfinished": translate them (Qt Linguist: pyside6-linguist) before committing,
# or tests/test_translations.py fails.  lrelease then writes nard_desktop_<lang>.qm beside
# each .ts, where a source checkout finds them (git ignores the .qm; a wheel build makes
# its own).
set -eu

HERE=$(CDPATH= cd -- "$(dirname -- "$0")" && pwd)
ROOT=$(dirname -- "$HERE")
LUPDATE=${LUPDATE:-pyside6-lupdate}
LRELEASE=${LRELEASE:-pyside6-lrelease}

cd "$ROOT"
if [ "${1:-}" != "--release" ]; then
    # Sorted, so the .ts files do not change with the order the file system lists sources in.
    SOURCES=$(find nard_desktop -name '*.py' -not -path '*/__pycache__/*' | LC_ALL=C sort)
    for pair in fa:fa_IR en:en_US; do
        lang=${pair%%:*}
        locale=${pair#*:}
        # shellcheck disable=SC2086 # one argument per source file
        "$LUPDATE" $SOURCES -ts "translations/nard_desktop_$lang.ts" \
            -source-language en_US -target-language "$locale" -locations none -no-obsolete
    done
fi
for lang in fa en; do
    "$LRELEASE" "translations/nard_desktop_$lang.ts" -qm "translations/nard_desktop_$lang.qm"
done
