"""Starting the program: the application object, languages, the main window,
and the self-test (``nard-desktop --smoke``)."""

from __future__ import annotations

import logging
import os
import sys
import time
import traceback
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEventLoop, QTimer
from PySide6.QtGui import QGuiApplication, QIcon
from PySide6.QtWidgets import QApplication

from nard_desktop import APP_ID, APPLICATION_NAME, ORGANIZATION_NAME, __version__
from nard_desktop.app.controller import COMPUTER, HUMAN, GameController, MatchConfig, PlayerSpec
from nard_desktop.app.opponent import DEFAULT_LEVEL
from nard_desktop.app.options import ViewOptions

from .sizing import place_window

if TYPE_CHECKING:  # pragma: no cover - the window is imported when the program starts (run)
    from .main_window import MainWindow

_log = logging.getLogger(__name__)

SMOKE_TIMEOUT_S = 240


def _make_application() -> QApplication:
    app = QApplication.instance()
    if app is None:
        app = QApplication([sys.argv[0] if sys.argv else "nard-desktop"])
    assert isinstance(app, QApplication)
    app.setOrganizationName(ORGANIZATION_NAME)
    app.setApplicationName(APPLICATION_NAME)
    app.setApplicationVersion(__version__)
    QGuiApplication.setDesktopFileName(APP_ID)
    try:
        from nard_desktop.resources import icon_svg

        app.setWindowIcon(QIcon(str(icon_svg())))
    except Exception:  # noqa: BLE001 - an icon is not worth failing over
        pass
    return app


def _boot(app: QApplication, *, read_settings: bool = True):
    """Fonts, the player's settings, then the language (catalogues, locale,
    layout direction): once, before any widget exists.  Returns the settings
    (None when they could not be opened)."""
    settings = None
    if read_settings:
        try:
            from nard_desktop.app.settings import Settings

            settings = Settings.open(parent=app)
        except Exception:  # noqa: BLE001 - defaults will do
            _log.warning("the settings could not be opened", exc_info=True)
    try:
        from .fonts import install_fonts

        install_fonts(app)
    except Exception:  # noqa: BLE001 - the system font will do
        _log.warning("the bundled fonts could not be installed", exc_info=True)
    language = getattr(settings, "language", None) or "fa"
    try:
        from nard_desktop.app.i18n import install_translations

        install_translations(app, language)
    except Exception:  # noqa: BLE001 - English source texts then
        _log.warning("the translations could not be installed", exc_info=True)
    return settings


def _load_file(target: MainWindow | GameController, path: str) -> str | None:
    """Continue the match of a file, whatever it holds (our match file, a
    .mat match, GNU Backgammon's Position ID and Match ID): ``target`` is the
    main window, which shows a problem to the player, or a bare controller.
    Returns an error message in the player's language, or None."""
    if not isinstance(target, GameController):
        return target.files.open_at_start(path)
    from nard_desktop.app.session import LoadError, MatchSession

    try:
        MatchSession(target, target).open_file(path)
    except LoadError as exc:
        return exc.text
    return None


def open_window(settings, file=None, options: ViewOptions | None = None) -> MainWindow:
    """Show the main window with what the start gives it: the match of ``file``, an
    unfinished match the player chooses to resume, the welcome at the first start,
    or a new match.  ``settings``: the player's (None: nothing is stored)."""
    from .main_window import MainWindow

    options = options or ViewOptions()
    level = DEFAULT_LEVEL
    rules = None
    if settings is not None:
        settings.apply_to(options)
        level = getattr(settings, "computer_level", level)
        try:
            rules = settings.rules()
        except Exception:  # noqa: BLE001
            rules = None
    window = MainWindow(GameController(options), options, settings=settings)
    # A sensible size for the screen (maximized on a small one), or where the player left it.
    place_window(window, saved=settings.window_geometry() if settings is not None else None)
    window.show()
    window.files.start_autosave()
    error = _load_file(window, str(file)) if file else None
    resumed = False
    if file is None or error is not None:
        resumed = window.files.offer_resume()
    if (file is None or error is not None) and not resumed:
        config = MatchConfig(length=5, preset="international_match", rules=rules,
                             players=(PlayerSpec(HUMAN), PlayerSpec(COMPUTER, level)))
        if settings is not None and settings.first_run:
            # The first start asks how to play; its answer starts the game.
            window.controller.config = config
            window.show_welcome(first_run=True)
        else:
            window.start(config)
    if error:
        # Shown in the window already (before the offer to resume); here for a terminal's log.
        print(f"nard-desktop: {file}: {error}", file=sys.stderr)
        window.status_label.setText(" ".join(error.split()))
    return window


def run(args: Any) -> int:
    """Run the program; ``args.smoke`` runs the self-test, ``args.file`` opens
    a position.  Returns the exit status."""
    smoke = bool(getattr(args, "smoke", False))
    if smoke and sys.platform.startswith("linux") and not os.environ.get("QT_QPA_PLATFORM") \
            and not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    app = _make_application()
    settings = _boot(app, read_settings=not smoke)
    if smoke:
        return smoke_test(app, save=getattr(args, "save", None))
    window = open_window(settings, getattr(args, "file", None))
    try:
        return app.exec()
    finally:
        del window


def smoke_test(app: QApplication | None = None, *, timeout_s: float = SMOKE_TIMEOUT_S,
               level: str = "beginner", save: str | None = None) -> int:
    """Open the real main window, play one whole match (of one game) of
    computer against computer with provably fair dice through the real
    controller and scene, and return 0; any error prints its traceback and
    returns 1.  ``save``: a path to save that match to, in our format
    (``nard-desktop --verify`` then checks it)."""
    from .main_window import MainWindow

    app = app or _make_application()
    errors: list[str] = []
    old_hook = sys.excepthook
    # A loop of its own, and no application-wide quit when the window closes,
    # so the self-test can also run inside a test session.
    loop = QEventLoop()
    quit_on_close = app.quitOnLastWindowClosed()
    app.setQuitOnLastWindowClosed(False)

    def hook(kind, value, tb) -> None:
        errors.append("".join(traceback.format_exception(kind, value, tb)))
        loop.quit()

    sys.excepthook = hook
    try:
        options = ViewOptions(animation_speed="instant", show_dialogs=False, pass_delay_ms=0, computer_pause_ms=0)
        window = MainWindow(GameController(options), options)
        window.show()
        state = {"positions": 0, "over": None}

        def on_position(snap, transition) -> None:
            state["positions"] += 1
            problems = window.scene.consistency_problems()
            if problems:
                errors.append("the board does not show the game's position: " + "; ".join(problems))
                loop.quit()

        def on_over(result) -> None:
            state["over"] = result
            QTimer.singleShot(0, loop.quit)

        def on_error(text: str) -> None:
            errors.append(text)
            loop.quit()

        c = window.controller
        c.position_changed.connect(on_position)
        c.game_over.connect(on_over)
        c.error.connect(on_error)
        timer = QTimer()
        timer.setSingleShot(True)
        timer.timeout.connect(lambda: (errors.append(f"the game did not finish within {timeout_s:.0f} s"),
                                       loop.quit()))
        timer.start(int(timeout_s * 1000))
        started = time.perf_counter()
        # No cube: the game is always played out to the last checker borne off,
        # and being a 1-point match, it ends the match (which reveals the dice seed).
        window.start(MatchConfig(length=1, preset="iranian_cafe", dice="fair",
                                 players=(PlayerSpec(COMPUTER, level), PlayerSpec(COMPUTER, level))))
        if state["over"] is None and not errors:
            loop.exec()
        timer.stop()
        elapsed = time.perf_counter() - started
        result = state["over"]
        if result is None and not errors:
            errors.append("the event loop ended before the game did")
        if result is not None and not errors:
            snap = c.snapshot
            assert snap is not None
            if window.scene.consistency_problems():
                errors.append("the final board is wrong: " + "; ".join(window.scene.consistency_problems()))
            print(f"smoke: {snap.names[result.winner]} won ({result.kind.name.lower()}, {result.points} "
                  f"point(s), by {result.reason}) after {len(c.move_entries())} actions, "
                  f"{state['positions']} board updates, {elapsed:.1f} s")
            if save:
                from nard_desktop.app.verify import save_self_test

                ok, message = save_self_test(save, match=c.match, meta=window.files.meta(for_others=True))
                print(f"smoke: {message}")
                if not ok:
                    errors.append(message)
        c.shutdown()
        window.close()
        window.deleteLater()
    except Exception:  # noqa: BLE001 - the self-test reports everything
        errors.append(traceback.format_exc())
    finally:
        sys.excepthook = old_hook
        app.setQuitOnLastWindowClosed(quit_on_close)
    if errors:
        for e in errors:
            print(e, file=sys.stderr)
        return 1
    return 0


__all__ = ["run", "smoke_test"]

