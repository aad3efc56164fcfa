"""Session-wide test setup. Runs before any test module, hence before Qt is loaded."""

from __future__ import annotations

import atexit
import importlib.util
import os
import shutil
import sys
import tempfile
from pathlib import Path

import pytest

from nard_desktop import APPLICATION_NAME, ORGANIZATION_NAME, use_one_blas_thread

# Qt reads these when the first QGuiApplication starts; tests never open real windows.
os.environ["QT_QPA_PLATFORM"] = "offscreen"
os.environ.setdefault("QT_QUICK_BACKEND", "software")
# No sounds from tests, even with a settings file that has them on.
os.environ["NARD_DESKTOP_SOUND"] = "off"
# One BLAS thread, as the program has: a second one spins beside every small
# matrix product, and took half the CPU of the analysis and rollout tests on a
# machine whose cores the two test workers already fill.  (Before numpy loads.)
use_one_blas_thread()

# Keep every test away from the user's real settings and saved games: QStandardPaths
# follows the XDG variables on Linux.
_SANDBOX = Path(tempfile.mkdtemp(prefix="nard-tests-"))
atexit.register(shutil.rmtree, _SANDBOX, ignore_errors=True)
for _var, _sub in (("XDG_CONFIG_HOME", "config"), ("XDG_DATA_HOME", "data"),
                   ("XDG_CACHE_HOME", "cache"), ("XDG_STATE_HOME", "state")):
    os.environ[_var] = str(_SANDBOX / _sub)
os.environ.setdefault("XDG_RUNTIME_DIR", str(_SANDBOX / "runtime"))
(_SANDBOX / "runtime").mkdir(mode=0o700, exist_ok=True)
# A player who has started the program before: the tests that start it as a whole see the
# game, not the first start's welcome, whatever ran before them (tests/ui/test_welcome.py
# starts from no settings).
_settings_file = _SANDBOX / "config" / ORGANIZATION_NAME / APPLICATION_NAME / f"{APPLICATION_NAME}.ini"
_settings_file.parent.mkdir(parents=True, exist_ok=True)
_settings_file.write_text("[meta]\nformat=1\n", encoding="utf-8")

ROOT = Path(__file__).resolve().parent.parent
# Helpers shared by the test folders (random_play) are imported by name.
if str(ROOT / "tests") not in sys.path:
    sys.path.insert(0, str(ROOT / "tests"))


def _compile_translations() -> None:
    # A checkout has only the .ts sources; build the .qm beside them (git ignores them) so
    # UI tests see the same catalogues as an installed program.
    spec = importlib.util.spec_from_file_location("_nard_translations",
                                                  ROOT / "packaging" / "translations.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    try:
        module.compile_translations(only_if_stale=True)
    except Exception as exc:  # noqa: BLE001 - a missing lrelease must not hide other tests
        print(f"conftest: translations not compiled: {exc}", file=sys.stderr)


@pytest.hookimpl(wrapper=True)
def pytest_cmdline_main(config):
    """Run the tests in parallel worker processes (pytest-xdist) unless told otherwise.

    As if ``-n auto --dist loadfile --max-worker-restart 0`` were given (one worker per core; all the tests of a
    file in the same worker, so a module-scoped fixture is built once and the tests of a
    file never run at the same time as each other), except when xdist is not there or is
    turned off (``-p no:xdist``), when ``-n``/``--dist`` is given (``-n 0`` runs everything
    in this process), with ``--pdb`` or ``--collect-only``, inside a worker (a test that
    starts pytest again), and when only single tests (``file::test``) are named: starting
    the workers would take longer than the tests.

    (``--dist loadgroup`` and ``xdist_group`` marks do not group with pytest 9 and
    pytest-xdist 3.8: the worker's renaming of the node ids has no effect.  The
    files of tests/training are grouped by :func:`pytest_xdist_make_scheduler`.)
    """
    option = config.option
    if (config.pluginmanager.hasplugin("xdist") and option.numprocesses is None
            and not getattr(option, "tx", None) and option.dist == "no"
            and not option.usepdb and not option.collectonly
            and "PYTEST_XDIST_WORKER" not in os.environ
            and not (option.file_or_dir and all("::" in arg for arg in option.file_or_dir))):
        option.numprocesses = "auto"
        option.dist = "loadfile"
        # A worker that crashes (a segfault in Qt) ends the run at once with the crash
        # reported: pytest-xdist 3.8 replacing a crashed worker under loadfile can wait
        # forever for work that never comes (its issue 784), which a CI run only ends
        # at its time limit, without a word about the crash.
        if getattr(option, "maxworkerrestart", None) is None:
            option.maxworkerrestart = 0
    return (yield)


# The test files of the compiled training code: one work unit, the first handed out.
_COMPILED_TRAINING = "tests/training/"


@pytest.hookimpl(optionalhook=True)
def pytest_xdist_make_scheduler(config, log):
    """``--dist loadfile`` with every file of tests/training in one work unit.

    Those files compile the same numba functions (the move generator, the
    encoder and the evaluations inlined into each caller); two workers running
    them side by side on a cold cache both compile them, where one worker
    compiles each once and loads it from the cache afterwards.  The unit goes
    out first so that it is not the last one left running.
    """
    if config.option.dist != "loadfile":
        return None
    from xdist.scheduler import LoadFileScheduling

    # These are pytest-xdist's own internals (3.x): if a later version renames
    # them, the run goes on with the plain file-by-file scheduling.
    if not all(hasattr(LoadFileScheduling, name) for name in ("_split_scope", "_assign_work_unit")):
        return None

    class Scheduling(LoadFileScheduling):
        def _split_scope(self, nodeid: str) -> str:
            if nodeid.startswith(_COMPILED_TRAINING):
                return _COMPILED_TRAINING
            return super()._split_scope(nodeid)

        def _assign_work_unit(self, node) -> None:
            if _COMPILED_TRAINING in self.workqueue:
                self.workqueue.move_to_end(_COMPILED_TRAINING, last=False)
            super()._assign_work_unit(node)

    return Scheduling(config, log)


def pytest_configure(config):
    config.addinivalue_line(
        "markers", "slow: long tests left out of the default run (select them with -m slow)")
    if not hasattr(config, "workerinput"):  # the workers find them built by the main process
        _compile_translations()


@pytest.fixture
def persian(qapp):
    """The application in Persian, put back as it was (language, locale, direction, font)."""
    from PySide6.QtCore import QLocale
    from PySide6.QtGui import QFont

    from nard_desktop.app import i18n

    locale, direction, font = QLocale(), qapp.layoutDirection(), QFont(qapp.font())
    i18n.install_translations(qapp, "fa")
    yield qapp
    i18n.uninstall_translations(qapp)
    QLocale.setDefault(locale)
    qapp.setLayoutDirection(direction)
    qapp.setFont(font)
