#!/bin/sh
# Remove what install-desktop.sh added for the current user. The program itself is
# removed with `pipx uninstall nard-desktop` or `python3 -m pip uninstall nard-desktop`;
# settings and saved games are left alone (see README.md for where they live).
set -eu

APP_ID=io.github.takhtehnard.NardDesktop
data="${XDG_DATA_HOME:-$HOME/.local/share}"

rm -f "$data/applications/$APP_ID.desktop" \
      "$data/metainfo/$APP_ID.metainfo.xml" \
      "$data/icons/hicolor/scalable/apps/$APP_ID.svg"
for size in 16 32 48 64 128 256; do
    rm -f "$data/icons/hicolor/${size}x${size}/apps/$APP_ID.png"
done

if command -v update-desktop-database >/dev/null 2>&1 && [ -d "$data/applications" ]; then
    update-desktop-database -q "$data/applications" || true
fi
if command -v gtk-update-icon-cache >/dev/null 2>&1 && [ -f "$data/icons/hicolor/index.theme" ]; then
    gtk-update-icon-cache -q -t "$data/icons/hicolor" || true
fi
echo "removed $APP_ID for $(id -un) from $data"
