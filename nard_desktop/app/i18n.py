"""Languages: Persian first, English second.

The boot sequence, once, before any widget exists::

    app = QApplication(argv)
    install_fonts(app)                          # nard_desktop.ui.fonts
    install_translations(app, settings.language)

:func:`install_translations` loads Qt's own catalogue (``qtbase_<lang>.qm``, so standard
buttons and dialogs speak the language) and the program's (``nard_desktop_<lang>.qm``),
sets the default :class:`QLocale` (``fa_IR``: every number formatted through QLocale gets
Persian digits) and the application's layout direction (right to left for Persian).

:func:`switch_language` does the same while the program runs.  Qt then sends every widget
a ``QEvent.LanguageChange`` (and ``LayoutDirectionChange``); a widget shows the new
language only if it handles that event and sets its texts again (the widgets of
:mod:`nard_desktop.ui` mix in ``nard_desktop.ui.retranslating.Retranslating``, which
calls their ``retranslate``).  The board scene keeps its own orientation: a layout direction
never mirrors the board.

:func:`number` and :func:`localized` put numbers into texts through QLocale, so they are
shown in the digits of the language.
"""

from __future__ import annotations

import importlib.util
import logging
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QLocale, QTranslator

from nard_desktop import resources

__all__ = [
    "LANGUAGES", "DEFAULT_LANGUAGE", "CATALOGUE_NAME", "language_locale", "catalogue_path",
    "install_translations", "switch_language", "uninstall_translations", "current_language",
    "number", "localized",
]

_log = logging.getLogger(__name__)
translate = QCoreApplication.translate

LANGUAGES = ("fa", "en")
DEFAULT_LANGUAGE = "fa"
CATALOGUE_NAME = "nard_desktop"
"""Our catalogues are ``nard_desktop_fa.qm`` and ``nard_desktop_en.qm``."""

_PROPERTY = "nard_desktop_translators"


def language_locale(language: str) -> QLocale:
    """The locale a language is shown in: Persian as in Iran, English as in the US."""
    if language == "fa":
        return QLocale(QLocale.Language.Persian, QLocale.Country.Iran)
    if language == "en":
        return QLocale(QLocale.Language.English, QLocale.Country.UnitedStates)
    raise ValueError(f"unsupported language {language!r} (choose from {', '.join(LANGUAGES)})")


def catalogue_path(language: str) -> Path:
    """Where the program's compiled catalogue for ``language`` is expected."""
    return resources.translations_dir() / f"{CATALOGUE_NAME}_{language}.qm"


def _load(translator: QTranslator, path: Path) -> bool:
    return path.is_file() and translator.load(str(path))


def uninstall_translations(app: QCoreApplication) -> None:
    """Remove the translators :func:`install_translations` put in (tests use this to clean up)."""
    for translator in _installed(app):
        app.removeTranslator(translator)
    app.setProperty(_PROPERTY, None)
    _KEEP.pop(id(app), None)


# Python owns the translators; keep them alive as long as they are installed.
_KEEP: dict[int, list[QTranslator]] = {}


def _installed(app: QCoreApplication) -> list[QTranslator]:
    return list(_KEEP.get(id(app), []))


def install_translations(app: QCoreApplication, language: str) -> list[QTranslator]:
    """Show the program in ``language`` (``"fa"`` or ``"en"``); returns the translators loaded.

    Replaces translators installed by an earlier call.  If the program's own catalogue
    for a language other than English cannot be loaded, the program runs in English
    (texts, digits and direction together) rather than mix languages, and says so in
    the log; it never fails to start over a catalogue.
    """
    locale = language_locale(language)
    uninstall_translations(app)
    ours = QTranslator(app)
    path = _catalogue_or_none(language)
    if path is None or not _load(ours, path):
        if language != "en":
            _log.warning("the program's %s catalogue (%s) did not load; running in English", language, path)
            return install_translations(app, "en")
        ours = None
    QLocale.setDefault(locale)
    loaded: list[QTranslator] = []
    qt = QTranslator(app)
    if _load(qt, resources.qt_translations_dir() / f"qtbase_{language}.qm"):
        loaded.append(qt)
    elif language != "en":
        _log.warning("Qt's own %s catalogue was not found; standard buttons stay in English", language)
    if ours is not None:
        loaded.append(ours)
    for translator in loaded:
        app.installTranslator(translator)
    _KEEP[id(app)] = loaded
    app.setProperty(_PROPERTY, language)
    if hasattr(app, "setLayoutDirection"):
        app.setLayoutDirection(locale.textDirection())
    return loaded


def _catalogue_or_none(language: str) -> Path | None:
    try:
        path = catalogue_path(language)
    except resources.ResourceNotFoundError as exc:
        _log.warning("no translations folder: %s", exc)
        return None
    _build_in_checkout(path)
    return path


def _build_in_checkout(qm: Path) -> None:
    """In a source checkout, build a missing or stale .qm from the .ts beside it.

    The .qm files are build products (git ignores them); a wheel gets them from its
    build hook and the tests from their session set-up.  This covers running the
    program straight from a checkout.  Installed programs have no .ts and skip this.
    """
    ts = qm.with_suffix(".ts")
    if not ts.is_file() or (qm.is_file() and qm.stat().st_mtime >= ts.stat().st_mtime):
        return
    tool = ts.parent.parent / "packaging" / "translations.py"
    try:
        spec = importlib.util.spec_from_file_location("_nard_translations", tool)
        if spec is None or spec.loader is None:
            return
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        module.compile_translations(ts.parent, only_if_stale=True)
    except Exception as exc:  # noqa: BLE001 - a failed build only means no catalogue
        _log.warning("could not build %s from %s: %s", qm.name, ts.name, exc)


def switch_language(app: QCoreApplication, language: str) -> list[QTranslator]:
    """Change the language of a running program (see the module text for what widgets must do).

    Qt posts the widgets' LanguageChange events; they are delivered here, so every widget
    that handles them shows the new language when this returns.
    """
    loaded = install_translations(app, language)
    QCoreApplication.sendPostedEvents(None, QEvent.Type.LanguageChange)
    return loaded


def current_language(app: QCoreApplication | None = None) -> str | None:
    """The language last installed on ``app`` (default: the running application), or None."""
    app = app or QCoreApplication.instance()
    if app is None:
        return None
    value = app.property(_PROPERTY)
    return value if value in LANGUAGES else None


# ------------------------------------------------------------------ numbers
def number(value: int | float, decimals: int | None = None) -> str:
    """A number in the current language's digits (``۱۶۷`` in Persian)."""
    locale = QLocale()
    if decimals is not None:
        return locale.toString(float(value), "f", decimals)
    if isinstance(value, float) and not value.is_integer():
        return locale.toString(value, "g", 6)
    return locale.toString(int(value))


def localized(text: str, *args: Any) -> str:
    """Put ``args`` into ``%1``, ``%2``, ... of a translated text; numbers through :func:`number`.

    (PySide's ``tr`` gives a Python ``str``, which has no ``QString.arg``.)  Places are
    filled from the highest down so that ``%1`` never eats the start of ``%10``.
    """
    for index in range(len(args), 0, -1):
        value = args[index - 1]
        is_number = isinstance(value, (int, float)) and not isinstance(value, bool)
        shown = number(value) if is_number else str(value)
        text = text.replace(f"%{index}", shown)
    return text
