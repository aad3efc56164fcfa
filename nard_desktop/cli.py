"""The `nard-desktop` command: parse the command line, then hand over to the GUI.

The GUI entry point is ``nard_desktop.ui.app.run(args) -> int``; ``args`` is the
argparse namespace built here, with these attributes:

- ``file``: a saved game to open (a path that exists), or None;
- ``smoke``: True for the self-test: start, show the main window, check it, quit with 0;
- ``save``: with ``smoke``, where to save the self-test's match (our match format), or None.

Mistakes by the user (a bad option, a file that cannot be opened) end with a one-line
message on stderr and a non-zero status, never a traceback.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

from . import APP_ID, APPLICATION_NAME, ORGANIZATION_NAME, __version__, use_one_blas_thread

use_one_blas_thread()  # before anything imports numpy

PROG = "nard-desktop"


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog=PROG,
        description="Takhteh Nard (تخته نرد): backgammon against the computer.",
    )
    parser.add_argument("--version", action="version", version=f"{PROG} {__version__}")
    parser.add_argument("--smoke", action="store_true",
                        help="self-test: open the main window, check it and quit")
    parser.add_argument("--verify", metavar="MATCH",
                        help="check a saved match (every move legal, provably fair dice), "
                             "print the verdict and exit (status 0 when fair and legal)")
    parser.add_argument("--save", metavar="FILE",
                        help="with --smoke: save the self-test's match to FILE (our match format)")
    parser.add_argument("--smoke-network", action="store_true",
                        help="self-test of play over the network: a whole match between two processes of this "
                             "program over the loopback, computer against computer, every roll checked; exit 0 "
                             "when both saved matches verify")
    parser.add_argument("--via", choices=("tcp", "wormhole"), default="tcp",
                        help="with --smoke-network: connect directly (tcp, the default) or by a code word through a "
                             "mailbox server and transit relay that the self-test starts on the loopback (wormhole)")
    parser.add_argument("--tamper", action="store_true",
                        help="with --smoke-network: one side lies about its dice once; the self-test must fail")
    # The second process of --smoke-network (not for people).
    parser.add_argument("--net-play", choices=("guest",), help=argparse.SUPPRESS)
    parser.add_argument("--net-port", type=int, default=0, help=argparse.SUPPRESS)
    parser.add_argument("--net-code", default="", help=argparse.SUPPRESS)
    parser.add_argument("--net-save", default=None, help=argparse.SUPPRESS)
    parser.add_argument("--net-length", type=int, default=1, help=argparse.SUPPRESS)
    parser.add_argument("--net-resume", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--net-via", choices=("tcp", "wormhole"), default="tcp", help=argparse.SUPPRESS)
    parser.add_argument("--net-mailbox", default=None, help=argparse.SUPPRESS)
    parser.add_argument("--net-relay", default=None, help=argparse.SUPPRESS)
    parser.add_argument("file", nargs="?", metavar="FILE", help="a saved game to open")
    # --- match analysis (nard_desktop.app.analysis_report) ---
    parser.add_argument("--analyse", "--analyze", metavar="FILE", dest="analyse",
                        help="analyse every game in FILE (a saved match, a .mat or a GNU Backgammon .sgf file), "
                             "print the report and exit")
    parser.add_argument("--depth", type=int, choices=(0, 1, 2, 3), default=2,
                        help="with --analyse: how deep to look (0 to 3 plies; 3 is the World-class search; default 2)")
    parser.add_argument("--no-confirm", action="store_true",
                        help="with --analyse at depth 2 or 3: count each error as the depth finds it (by "
                             "default an error of 0.04 or more is confirmed a roll deeper first)")
    parser.add_argument("--json", action="store_true", help="with --analyse: print the report as JSON")
    parser.add_argument("--jobs", type=int, default=None, metavar="N",
                        help="with --analyse: worker processes (default: all cores)")
    parser.add_argument("--rollout", type=int, nargs="?", const=324, default=None, metavar="TRIALS",
                        help="with --analyse: roll out the top candidates of every checker play, TRIALS "
                             "trials each (default 324), and rank them by the rollout")
    parser.add_argument("--rollout-top", type=int, default=3, metavar="N",
                        help="with --rollout: how many of the best plays to roll out (default 3; the play "
                             "made is always rolled out too)")
    parser.add_argument("--rollout-truncate", type=int, default=None, metavar="PLIES",
                        help="with --rollout: stop each trial after PLIES plies (default: play to the end)")
    parser.add_argument("--rollout-seed", type=int, default=1, metavar="SEED",
                        help="with --rollout: the seed of the dice (default 1; the same seed gives the "
                             "same figures)")
    parser.add_argument("--rollout-vr", action="store_true",
                        help="with --rollout: variance reduction (lookahead; about 20 times the work per "
                             "trial, much less noise)")
    return parser


def _run_analyse(args: argparse.Namespace) -> int:
    """``--analyse FILE``: the report on stdout; 2 for a file that cannot be analysed."""
    from .ai.analysis import AnalysisOptions, RolloutOptions
    from .app.analysis_report import run_analyse  # QtCore only: runs without a display

    rollout = None
    if args.rollout is not None:
        try:
            rollout = RolloutOptions(trials=args.rollout, top=args.rollout_top, truncate=args.rollout_truncate,
                                     variance_reduction=args.rollout_vr, seed=args.rollout_seed)
        except ValueError as exc:
            return _error(str(exc), 2)
    if args.jobs is not None and args.jobs < 1:
        return _error("--jobs is a whole number >= 1", 2)
    options = AnalysisOptions(depth=args.depth, rollout=rollout, **({"confirm": None} if args.no_confirm else {}))
    try:
        return run_analyse(args.analyse, args.depth, args.json, jobs=args.jobs, options=options)
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:  # the reader went away (| head): not an error of ours
        try:
            sys.stdout = open(os.devnull, "w")  # keeps the exit flush quiet
        except OSError:
            pass
        return 0


def _run_network_self_test(args: argparse.Namespace) -> int:
    """``--smoke-network`` (no display needed), and its second process."""
    from .app.netplay import smoke

    if args.net_play:
        return smoke.run_guest_from_cli(args.net_port, args.net_code, args.net_save, args.net_length, args.tamper,
                                        args.net_resume, via=args.net_via, mailbox_url=args.net_mailbox,
                                        relay=args.net_relay)
    return smoke.run_smoke(tamper=args.tamper, via=args.via)


def _error(message: str, status: int = 1) -> int:
    print(f"{PROG}: error: {message}", file=sys.stderr)
    return status


def _run_placeholder(args: argparse.Namespace) -> int:
    """A bare main window, used until the real GUI (nard_desktop.ui.app) is present."""
    from PySide6.QtGui import QIcon
    from PySide6.QtWidgets import QApplication, QMainWindow

    from . import resources

    app = QApplication.instance() or QApplication([sys.argv[0]])
    app.setOrganizationName(ORGANIZATION_NAME)
    app.setApplicationName(APPLICATION_NAME)
    app.setApplicationVersion(__version__)
    app.setDesktopFileName(APP_ID)
    icon = QIcon()
    for path in resources.icon_pngs().values():
        icon.addFile(str(path))
    app.setWindowIcon(icon)
    window = QMainWindow()
    window.setWindowTitle("Takhteh Nard")
    window.resize(1024, 720)
    window.show()
    if args.smoke:
        app.processEvents()
        ok = window.isVisible() and window.windowTitle() == "Takhteh Nard"
        window.close()
        print("smoke: ok" if ok else "smoke: FAILED", file=sys.stderr)
        return 0 if ok else 1
    return app.exec()


def _qt_import_error(exc: ImportError) -> bool:
    name = getattr(exc, "name", None) or ""
    return name.startswith(("PySide6", "shiboken6")) or "PySide6" in str(exc)


def main(argv: list[str] | None = None) -> int:
    """Entry point of the `nard-desktop` command and of `python -m nard_desktop`."""
    args = build_parser().parse_args(argv)
    if args.analyse is not None:
        return _run_analyse(args)
    if args.verify is not None:
        from .app.verify import run_verify  # no Qt: the check runs without a display

        return run_verify(args.verify)
    if args.tamper and not (args.smoke_network or args.net_play):
        return _error("--tamper goes with --smoke-network", 2)
    if args.via != "tcp" and not args.smoke_network:
        return _error("--via goes with --smoke-network", 2)
    if args.smoke_network or args.net_play:
        return _run_network_self_test(args)
    if args.save is not None and not args.smoke:
        return _error("--save goes with --smoke", 2)
    if args.file is not None:
        path = Path(args.file)
        if not path.is_file():
            return _error(f"cannot open {args.file}: no such file", 2)
        if not os.access(path, os.R_OK):
            return _error(f"cannot open {args.file}: permission denied", 2)

    from . import system_check

    # Qt aborts the process when its platform plugin cannot load; say why in
    # words first.  The self-test without a screen runs offscreen (ui.app).
    if not (args.smoke and not system_check.has_screen()):
        problem = system_check.start_problem()
        if problem is not None:
            print(problem, file=sys.stderr, end="")
            return system_check.EXIT_STATUS

    from .engine.errors import EngineError

    try:
        try:
            from .ui.app import run as run_gui
        except ModuleNotFoundError as exc:
            if exc.name not in ("nard_desktop.ui", "nard_desktop.ui.app"):
                raise
            return _run_placeholder(args)
        return run_gui(args)
    except ImportError as exc:
        if not _qt_import_error(exc):
            raise
        # Usually a system library Qt needs is missing (libEGL, libxkbcommon, ...).
        missing = system_check.missing_libraries()
        if missing:
            print(system_check.missing_libraries_message(missing), file=sys.stderr, end="")
            return _error(f"cannot start Qt: {exc}", system_check.EXIT_STATUS)
        return _error(f"cannot start Qt: {exc} (a system library is missing; on Debian or "
                      "Ubuntu: apt install libegl1 libgl1 libxkbcommon-x11-0 libxcb-cursor0 "
                      "libfontconfig1 libdbus-1-3)")
    except (EngineError, OSError) as exc:
        return _error(str(exc))
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":
    sys.exit(main())
