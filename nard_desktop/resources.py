"""Where the program's bundled data lives: fonts, icons, translations, network weights.

The data sits inside the package in every layout: ``nard_desktop/resources/...`` (tracked
in the source tree) and ``nard_desktop/translations/*.qm`` (built from translations/*.ts:
by ``packaging/translations.py`` in a checkout or an editable install, by the wheel's
build hook, by the PyInstaller spec).  :mod:`importlib.resources` finds the package in a
checkout, an editable install, an installed wheel and a PyInstaller bundle alike (in a
bundle the package directory is under ``sys._MEIPASS``), so nothing here reads the
source tree's own files to decide where it is.

Nothing here imports Qt except :func:`qt_translations_dir`, which does so lazily.
"""

from __future__ import annotations

import sys
from functools import cache
from importlib import resources as _ilr
from pathlib import Path

__all__ = [
    "ResourceNotFoundError", "package_dir",
    "resources_dir", "translations_dir", "resource_path",
    "font_files", "icon_svg", "icon_pngs", "weights_dir", "qt_translations_dir",
]

ICON_SIZES = (16, 32, 48, 64, 128, 256)


class ResourceNotFoundError(FileNotFoundError):
    """A bundled file is missing: the installation is broken or incomplete."""


def package_dir() -> Path:
    """The folder of the ``nard_desktop`` package, as :mod:`importlib.resources` finds it."""
    # importlib.resources knows the package's location for a checkout, wheels and
    # PyInstaller's frozen importer alike; all keep the data as real files on disk.
    return Path(str(_ilr.files("nard_desktop")))


@cache
def _data_dir(kind: str) -> Path:
    candidates = [package_dir() / kind]
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        candidates.append(Path(frozen) / "nard_desktop" / kind)
    for candidate in candidates:
        if candidate.is_dir():
            return candidate
    raise ResourceNotFoundError(f"no {kind} folder found (looked in: "
                                + ", ".join(str(c) for c in candidates) + ")")


def resources_dir() -> Path:
    """The folder holding fonts/, icons/, weights/ and other bundled data."""
    return _data_dir("resources")


def translations_dir() -> Path:
    """The folder holding the program's .qm catalogues (nard_fa.qm, ...).

    In a checkout the .qm files are built into the package from translations/*.ts by
    ``python3 packaging/translations.py`` (the test session does it too).
    """
    return _data_dir("translations")


def resource_path(*parts: str) -> Path:
    """Path of a bundled file, e.g. ``resource_path("fonts", "vazirmatn", "OFL.txt")``.

    Raises ResourceNotFoundError if it does not exist.
    """
    path = resources_dir().joinpath(*parts)
    if not path.exists():
        raise ResourceNotFoundError(f"missing bundled resource: {path}")
    return path


def font_files() -> list[Path]:
    """Every bundled font file (Vazirmatn Regular, Medium, Bold), sorted by path."""
    fonts = resources_dir() / "fonts"
    return sorted(p for p in fonts.rglob("*") if p.suffix.lower() in {".ttf", ".otf"})


def icon_svg() -> Path:
    """The scalable application icon."""
    from . import APP_ID
    return resource_path("icons", f"{APP_ID}.svg")


def icon_pngs() -> dict[int, Path]:
    """The application icon rendered at each size in ICON_SIZES: {size: path}."""
    from . import APP_ID
    return {size: resource_path("icons", "hicolor", f"{size}x{size}", "apps", f"{APP_ID}.png")
            for size in ICON_SIZES}


def weights_dir() -> Path:
    """The folder for the AI's network weights and bear-off data (may not exist yet)."""
    return resources_dir() / "weights"


def qt_translations_dir() -> Path:
    """Qt's own catalogues (qtbase_fa.qm, ...), for the standard dialogs and buttons."""
    from PySide6.QtCore import QLibraryInfo
    path = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen and not any(path.glob("qtbase_*.qm")):
        path = Path(frozen) / "PySide6" / "Qt" / "translations"
    return path
