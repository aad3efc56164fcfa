#!/bin/sh
# Add Takhteh Nard to the current user's application menu: desktop file, icons, metainfo.
# Run from a source checkout (or unpacked sdist) after installing the program with
# pip or pipx, so that `nard-desktop` is on PATH. Nothing is written outside
# ${XDG_DATA_HOME:-~/.local/share}. Undo with uninstall-desktop.sh.
#
#   packaging/linux/install-desktop.sh [--exec /path/to/nard-desktop]
set -eu

APP_ID=io.github.takhtehnard.NardDesktop
here=$(cd "$(dirname "$0")" && pwd)
icons="$here/../../resources/icons"
data="${XDG_DATA_HOME:-$HOME/.local/share}"

exec_path=""
if [ "${1:-}" = "--exec" ]; then
    exec_path=${2:?"--exec needs the path of the nard-desktop program"}
elif [ $# -gt 0 ]; then
    echo "usage: $0 [--exec /path/to/nard-desktop]" >&2
    exit 2
fi
# Exec values need escaping for spaces and quotes, and | and & would upset sed below;
# such paths are rare enough to refuse.
case "$exec_path" in
    *[[:space:]\"\'\\\|\&]*) echo "error: --exec path must not contain spaces, quotes, | or &" >&2; exit 2 ;;
esac
if [ -z "$exec_path" ] && ! command -v nard-desktop >/dev/null 2>&1; then
    echo "warning: nard-desktop is not on PATH; the menu entry will not start until it is" >&2
    echo "         (install with pipx, or pass --exec /path/to/nard-desktop)" >&2
fi

install -d "$data/applications" "$data/metainfo" "$data/icons/hicolor/scalable/apps"
if [ -n "$exec_path" ]; then
    sed -e "s|^Exec=nard-desktop |Exec=$exec_path |" -e "s|^TryExec=nard-desktop\$|TryExec=$exec_path|" \
        "$here/$APP_ID.desktop" > "$data/applications/$APP_ID.desktop"
    chmod 644 "$data/applications/$APP_ID.desktop"
else
    install -m 644 "$here/$APP_ID.desktop" "$data/applications/$APP_ID.desktop"
fi
install -m 644 "$here/$APP_ID.metainfo.xml" "$data/metainfo/$APP_ID.metainfo.xml"
install -m 644 "$icons/$APP_ID.svg" "$data/icons/hicolor/scalable/apps/$APP_ID.svg"
for png in "$icons"/hicolor/*/apps/"$APP_ID.png"; do
    size=$(basename "$(dirname "$(dirname "$png")")")
    install -d "$data/icons/hicolor/$size/apps"
    install -m 644 "$png" "$data/icons/hicolor/$size/apps/$APP_ID.png"
done

# Refresh the caches when the tools exist; menus pick the files up without them too.
if command -v update-desktop-database >/dev/null 2>&1; then
    update-desktop-database -q "$data/applications" || true
fi
if command -v gtk-update-icon-cache >/dev/null 2>&1 && [ -f "$data/icons/hicolor/index.theme" ]; then
    gtk-update-icon-cache -q -t "$data/icons/hicolor" || true
fi
echo "installed $APP_ID for $(id -un) under $data"
