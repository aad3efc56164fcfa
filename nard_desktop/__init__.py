"""Takhteh Nard: a Persian-first backgammon game for the desktop.

This module stays import-light (no Qt, no numpy) because the engine and the AI are
imported without Qt, and the command line reads the version from here.
"""

__version__ = "0.1.0"

#: Reverse-DNS application id: the name of the desktop file, the icon and the
#: AppStream metainfo, and the Wayland app id (QGuiApplication.setDesktopFileName).
APP_ID = "io.github.takhtehnard.NardDesktop"

#: Qt's organization and application names. Together they decide where
#: QStandardPaths puts settings and saved games (e.g. ~/.config/TakhtehNard/nard-desktop
#: on Linux), so they must never change between releases.
ORGANIZATION_NAME = "TakhtehNard"
APPLICATION_NAME = "nard-desktop"
