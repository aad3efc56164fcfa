"""Can Qt start here?  Say what is missing in words before Qt aborts.

On Linux, Qt's X11 platform plugin (``xcb``) needs a dozen system libraries
that a bare Debian or Ubuntu may not have (``libxcb-cursor0`` most often).
When one is missing Qt prints a line about a platform plugin and aborts the
process, which tells a player nothing.  :func:`start_problem` looks for those
libraries before the application object is made, and for a screen at all, and
returns a message in Persian and English naming what is missing and the one
``apt`` command that installs it; the command line prints it and exits.

Nothing here imports Qt, so the check runs (and is tested) where Qt cannot.
It never stops a system where Qt would start: it only looks when the platform
will be ``xcb`` (Linux, ``QT_QPA_PLATFORM`` unset or ``xcb``, no Wayland
session), and a library counts as missing only when the dynamic loader
cannot load it by the name Qt's plugin asks for.
"""

from __future__ import annotations

import ctypes
import os
import sys
from collections.abc import Callable, Mapping, Sequence

#: The system libraries that PySide6's Qt needs to start on X11, by the name
#: its ``libqxcb.so`` plugin and the Qt libraries below it ask the dynamic
#: loader for, each with the Debian/Ubuntu package that holds it.  The C
#: library, the compiler's runtime and the libraries these pull in as their
#: own dependencies are left out.
XCB_LIBRARIES: dict[str, str] = {
    "libEGL.so.1": "libegl1",
    "libGL.so.1": "libgl1",
    "libfontconfig.so.1": "libfontconfig1",
    "libfreetype.so.6": "libfreetype6",
    "libdbus-1.so.3": "libdbus-1-3",
    "libglib-2.0.so.0": "libglib2.0-0",
    "libxkbcommon.so.0": "libxkbcommon0",
    "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
    "libX11.so.6": "libx11-6",
    "libX11-xcb.so.1": "libx11-xcb1",
    "libxcb.so.1": "libxcb1",
    "libxcb-cursor.so.0": "libxcb-cursor0",
    "libxcb-icccm.so.4": "libxcb-icccm4",
    "libxcb-image.so.0": "libxcb-image0",
    "libxcb-keysyms.so.1": "libxcb-keysyms1",
    "libxcb-randr.so.0": "libxcb-randr0",
    "libxcb-render.so.0": "libxcb-render0",
    "libxcb-render-util.so.0": "libxcb-render-util0",
    "libxcb-shape.so.0": "libxcb-shape0",
    "libxcb-shm.so.0": "libxcb-shm0",
    "libxcb-sync.so.1": "libxcb-sync1",
    "libxcb-util.so.1": "libxcb-util1",
    "libxcb-xfixes.so.0": "libxcb-xfixes0",
    "libxcb-xkb.so.1": "libxcb-xkb1",
}

#: Exit status of the program when Qt cannot start here.
EXIT_STATUS = 1


def loadable(soname: str) -> bool:
    """Whether the dynamic loader finds and loads ``soname``, as Qt's plugin would."""
    try:
        ctypes.CDLL(soname)
    except OSError:
        return False
    return True


def platform_is_xcb(environ: Mapping[str, str], platform: str) -> bool:
    """Whether Qt will start on its X11 (``xcb``) platform plugin, and only on it.

    ``QT_QPA_PLATFORM`` may name several plugins, ``;`` between them, each
    with ``:options``; where it names any other than ``xcb`` (``offscreen``,
    ``wayland``...), Qt has somewhere else to go and nothing is checked.  Unset,
    Qt on Linux takes ``xcb``, or Wayland first in a Wayland session.
    """
    if not platform.startswith("linux"):
        return False
    requested = environ.get("QT_QPA_PLATFORM", "").strip()
    if requested:
        names = {part.split(":", 1)[0].strip() for part in requested.split(";") if part.strip()}
        return names == {"xcb"}
    wayland = bool(environ.get("WAYLAND_DISPLAY")) or environ.get("XDG_SESSION_TYPE") == "wayland"
    return not wayland


def missing_libraries(libraries: Mapping[str, str] = XCB_LIBRARIES,
                      can_load: Callable[[str], bool] | None = None) -> list[str]:
    """The sonames of ``libraries`` that cannot be loaded (by :func:`loadable`
    unless told otherwise), in the table's order."""
    can_load = loadable if can_load is None else can_load
    return [soname for soname in libraries if not can_load(soname)]


def apt_command(sonames: Sequence[str], libraries: Mapping[str, str] = XCB_LIBRARIES) -> str:
    """The one ``sudo apt install`` line that brings ``sonames`` (Debian, Ubuntu)."""
    packages = dict.fromkeys(libraries[name] for name in sonames)
    return "sudo apt install " + " ".join(packages)


def missing_libraries_message(sonames: Sequence[str],
                              libraries: Mapping[str, str] = XCB_LIBRARIES) -> str:
    """The words for a player: what is missing and how to install it, Persian then English."""
    names = ", ".join(sonames)
    command = apt_command(sonames, libraries)
    return (
        "تخته نرد اجرا نشد: چند کتابخانهٔ سیستمی که Qt برای باز کردن پنجره لازم دارد نصب نیست.\n"
        "در دبیان یا اوبونتو با این فرمان نصبشان کنید و بازی را دوباره اجرا کنید:\n"
        f"\n    {command}\n\n"
        "Takhteh Nard cannot start: Qt needs system libraries that are not installed:\n"
        f"    {names}\n"
        "On Debian or Ubuntu, install them with the command above, then start the game again.\n"
    )


def no_screen_message() -> str:
    """The words for a player when there is no screen to show the window on."""
    return (
        "تخته نرد اجرا نشد: هیچ صفحه‌نمایشی پیدا نشد (نه DISPLAY تنظیم شده است و نه WAYLAND_DISPLAY).\n"
        "بازی را از محیط گرافیکی (دسکتاپ) رایانه اجرا کنید.\n"
        "\n"
        "Takhteh Nard cannot start: no screen found (neither DISPLAY nor WAYLAND_DISPLAY is set).\n"
        "Start the game from a graphical desktop session; over ssh, use ssh -X.\n"
    )


def has_screen(environ: Mapping[str, str] | None = None) -> bool:
    """Whether an X11 or Wayland display is named in the environment."""
    environ = os.environ if environ is None else environ
    return bool(environ.get("DISPLAY") or environ.get("WAYLAND_DISPLAY"))


def start_problem(environ: Mapping[str, str] | None = None, platform: str | None = None,
                  can_load: Callable[[str], bool] | None = None) -> str | None:
    """Why Qt cannot start a window here, in words; None when nothing is in the way.

    Looks only on Linux when the platform will be ``xcb``: first for a screen
    (``DISPLAY``), then for the libraries of :data:`XCB_LIBRARIES`.
    """
    environ = os.environ if environ is None else environ
    platform = sys.platform if platform is None else platform
    if not platform_is_xcb(environ, platform):
        return None
    if not environ.get("DISPLAY"):
        return no_screen_message()
    missing = missing_libraries(XCB_LIBRARIES, can_load)
    if missing:
        return missing_libraries_message(missing)
    return None
