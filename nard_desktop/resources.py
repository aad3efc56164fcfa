"""Where the program's bundled data lives: fonts, icons, translations, network weights.

Three layouts are supported, tried in this order:

1. Installed wheel or PyInstaller bundle: the data sits inside the package, as
   ``nard_desktop/resources/...`` and ``nard_desktop/translations/*.qm``
   (in a bundle the package directory is under ``sys._MEIPASS``).
2. Source checkout: the data sits in the top-level ``resources/`` and ``translations/``
   folders beside the package. Used only when the folder above the package holds this
   project's translation sources (``translations/nard_desktop_fa.ts``), which exist in a
   source tree and nowhere else, so an installed program never reads a stray folder.

The package's own folder comes from :mod:`importlib.resources` in every layout; the
source tree keeps the data at the top level, where the project's layout puts it.

Nothing here imports Qt except :func:`qt_translations_dir`, which does so lazily.
"""

from __future__ import annotations

import sys
from functools import cache
from importlib import resources as _ilr
from pathlib import Path

__all__ = [
    "ResourceNotFoundError",
    "resources_dir", "translations_dir", "resource_path",
    "font_files", "icon_svg", "icon_pngs", "weights_dir", "qt_translations_dir",
]

ICON_SIZES = (16, 32, 48, 64, 128, 256)


class ResourceNotFoundError(FileNotFoundError):
    """A bundled file is missing: the installation is broken or incomplete."""


def _package_dir() -> Path:
    # importlib.resources knows the package's location for wheels and PyInstaller's
    # frozen importer alike; both keep data as real files on disk.
    return Path(str(_ilr.files("nard_desktop")))


#: A file that only a source tree of this project has, beside the package.
CHECKOUT_MARK = Path("translations") / "nard_desktop_fa.ts"


def _checkout_dir() -> Path | None:
    root = _package_dir().parent
    return root if (root / CHECKOUT_MARK).is_file() else None


@cache
def _data_dir(kind: str) -> Path:
    frozen = getattr(sys, "_MEIPASS", None)
    candidates = [_package_dir() / kind]
    if frozen:
        candidates.append(Path(frozen) / "nard_desktop" / kind)
    checkout = _checkout_dir()
    if checkout is not None:
        candidates.append(checkout / kind)
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

    In a checkout the .qm files are built beside their .ts sources by
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
